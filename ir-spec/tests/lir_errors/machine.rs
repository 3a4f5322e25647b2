//! The machine table and crate names: missing, a directory or device, not loading, a crate
//! name that is not one, LIR fields without a machine.

use super::*;

#[test]
fn a_missing_machine_table() {
    let yaml = lir("", "").replace("spec: mini.yaml", "spec: nothere.yaml");
    let d = load(&yaml).expect_err("no machine").diagnostics;
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].rule, Rule::CfgMachine);
    assert_eq!((d[0].loc.line, d[0].loc.column), (3, 18));
    assert!(
        d[0].message
            .starts_with("machine table `nothere.yaml` not found (looked at "),
        "{}",
        d[0].message
    );
}

#[test]
fn a_machine_table_that_is_a_directory_or_a_device() {
    let mut cases = vec![(".", "is a directory, not a file")];
    if cfg!(unix) {
        cases.push((
            "/dev/zero",
            "is not a regular file (a device, a pipe or a socket)",
        ));
    }
    for (spec, what) in cases {
        let yaml = lir("", "").replace("spec: mini.yaml", &format!("spec: {spec}"));
        let d = load(&yaml).expect_err("no machine").diagnostics;
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].rule, Rule::CfgMachine);
        assert_eq!((d[0].loc.line, d[0].loc.column), (3, 18));
        let at = dir().join(spec);
        assert_eq!(
            d[0].message,
            format!("machine table `{spec}` {what} ({})", at.display())
        );
    }
}

#[test]
fn a_machine_table_that_does_not_load() {
    let yaml = lir("", "").replace("spec: mini.yaml", "spec: broken.yaml");
    let d = load(&yaml).expect_err("broken machine").diagnostics;
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].rule, Rule::CfgMachine);
    assert!(
        d[0].message.starts_with(
            "machine table `broken.yaml` does not load (1 finding(s); the first: broken.yaml: "
        ),
        "{}",
        d[0].message
    );
}

#[test]
fn a_crate_name_that_is_not_one() {
    let yaml = lir("", "").replace("crate: mini", "crate: my-crate");
    check(
        &yaml,
        Rule::CfgMachine,
        "machine:",
        "my-crate",
        "`my-crate` is not a Rust crate name",
    );
}

#[test]
fn lir_fields_without_a_machine() {
    let yaml = "kind: cfg\nversion: 1\ntypes:\n  - { name: i64, doc: I., class: gpr }\n";
    let d = Loader::new()
        .text("t.yaml", yaml)
        .load_as::<CfgKind>()
        .expect_err("no machine");
    assert_eq!(d.diagnostics.len(), 1);
    let d = &d.diagnostics[0];
    assert_eq!(
        (d.rule, d.loc.line, d.loc.column),
        (Rule::CfgMachine, 4, 34)
    );
    assert_eq!(
        d.message,
        "the register class of type `i64` belongs to a LIR: add `machine: { spec: <isa table>, crate: <its crate> }`"
    );
}
