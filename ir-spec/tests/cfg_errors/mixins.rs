//! Mixins: loading and generating tests on the opcode, unknown mixins.

use super::*;

/// [`spec`] with a `mixins` list declaring `Immediate`.
fn with_mixins(insts: &str) -> String {
    spec(insts, "") + "mixins:\n  - { name: Immediate, doc: Carries a constant. }\n"
}

#[test]
fn mixins_load_and_generate_tests_on_the_opcode() {
    let yaml = with_mixins("  - { name: addi, doc: A., class: Op, mixins: [Immediate] }\n");
    let spec = load(&yaml).expect("valid");
    assert_eq!(spec.mixins[0].name, "Immediate");
    let addi = spec
        .instructions
        .iter()
        .find(|i| i.named.name == "addi")
        .expect("addi");
    assert_eq!(addi.mixins, [0]);
    let rust = ir_spec::cfg::generate::layer(&spec, "t.yaml").expect("generates");
    assert!(
        rust.contains("pub const fn has_immediate(self) -> bool"),
        "{rust}"
    );
    assert!(rust.contains("matches!(self, Opcode::Addi)"), "{rust}");
}

#[test]
fn an_unknown_mixin_with_a_suggestion() {
    let yaml = with_mixins("  - { name: bad, doc: B., class: Op, mixins: [Imediate] }\n");
    let d = check(
        &yaml,
        Rule::UnknownClass,
        (10, 47),
        "Imediate",
        "unknown mixin `Imediate`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `Immediate`?"));
}
