//! Error cases of LIR tables (a `kind: cfg` table with a `machine`): one test per mistake, each
//! checking that it is reported alone, under its rule, with its message, at the exact
//! `line:column` of the text at fault. The machine is a five-form table written next to the
//! LIR in a scratch directory, so the tests need no target crate; the calling convention's
//! tests (`abi:`, E136–E139) add a RISC-V LIR over `tests/specs/rv64.yaml`, a machine that
//! names every register.

#[path = "support/one_finding.rs"]
mod one_finding;

use std::path::PathBuf;

use ir_spec::cfg::CfgSpec;
use ir_spec::cfg::lir::model::{Bind, Constraint, Emission, Slot};
use ir_spec::kind::CfgKind;
use ir_spec::{Diagnostic, Loader, Rule};
use one_finding::one_finding;

/// The machine: five forms over two register kinds.
const MACHINE: &str = include_str!("../../tests/specs/mini.yaml");

/// A RISC-V machine (RV64IC), whose register kinds name every register (`zero`, `ra`, `a0`..).
const RV64: &str = include_str!("../../tests/specs/rv64.yaml");

/// A scratch directory holding the machine table (and a broken one), made once per process.
fn dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("opforge-lir-errors-{}", std::process::id()));
    if !dir.join("mini.yaml").is_file() {
        std::fs::create_dir_all(&dir).expect("scratch directory");
        std::fs::write(dir.join("rv64.yaml"), RV64).expect("RISC-V machine table");
        std::fs::write(dir.join("mini.yaml"), MACHINE).expect("machine table");
        std::fs::write(
            dir.join("broken.yaml"),
            "kind: isa\nversion: 1\nregisters: 3\n",
        )
        .expect("broken table");
    }
    dir
}

/// The LIR header (machine, classes, sets, types, immediates, classes) with `header` lines
/// added, then `insts` after its one valid instruction. The added instruction line is line 20.
fn lir(header: &str, insts: &str) -> String {
    format!(
        "\
kind: cfg
version: 1
machine: {{ spec: mini.yaml, crate: mini }}
register_classes:
  - {{ name: gpr, doc: G., bank: int, views: [XReg], preferred: [x0-x7], non_preferred: [x8-x15], scratch: x16 }}
  - {{ name: fpr, doc: F., bank: float, views: [DReg], preferred: [d0-d7] }}
register_sets:
  - {{ name: clobbered, doc: C., registers: [x0-x3] }}
types:
  - {{ name: i64, doc: I., class: gpr, view: XReg }}
  - {{ name: f64, doc: F., class: fpr, view: DReg }}
immediates:
  - {{ name: imm, doc: I., bits: 12 }}
  - {{ name: cc, doc: C., cases: [{{ name: eq, doc: E. }}, {{ name: ne, doc: N. }}] }}
classes:
  - {{ name: Op, doc: Ops. }}
{header}instructions:
  - {{ name: add, doc: A., class: Op, operands: [{{ name: a, value: i64 }}, {{ name: b, value: i64 }}], results: [{{ name: out, type: i64 }}], emit: [{{ form: ADD, bind: {{ Xd: out, Xn: a, Xm: b }}, asm: \"add {{out}}, {{a}}, {{b}}\" }}] }}
{insts}"
    )
}

fn load(yaml: &str) -> Result<CfgSpec, ir_spec::SpecError> {
    let dir = dir();
    let name = format!("lir-{:016x}.yaml", fxhash(yaml));
    std::fs::write(dir.join(&name), yaml).expect("write the table");
    Loader::new().file(dir.join(name)).load_as::<CfgKind>()
}

/// A hash naming a table's file (tests run in parallel in one directory).
fn fxhash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// The one finding of `yaml`, which must be at the first `token` of the line holding `marker`
/// and have `message`.
#[track_caller]
fn check(yaml: &str, rule: Rule, marker: &str, token: &str, message: &str) -> Diagnostic {
    one_finding(load(yaml), yaml, rule, (marker, token), message)
}

/// An instruction line with `rest` after its name, doc and class.
fn inst(rest: &str) -> String {
    lir(
        "",
        &format!("  - {{ name: bad, doc: B., class: Op, {rest} }}\n"),
    )
}

#[test]
fn the_base_table_loads_with_its_policies_and_emission() {
    let spec = load(&lir("", "")).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    assert_eq!(l.classes.len(), 2);
    assert_eq!(l.classes[0].preferred, (0..8).collect::<Vec<u8>>());
    assert_eq!(l.classes[0].non_preferred, (8..16).collect::<Vec<u8>>());
    assert_eq!(l.classes[0].scratch, Some(16));
    let add = &l.insts[0];
    assert_eq!(
        add.operands[0].as_ref().map(|p| &p.constraint),
        Some(&Constraint::Reg)
    );
    let Emission::Steps(steps) = &add.emission else {
        panic!("steps")
    };
    assert_eq!(
        steps[0].binds,
        vec![
            Bind::Reg(Slot::Result(0)),
            Bind::Reg(Slot::Operand(0)),
            Bind::Reg(Slot::Operand(1))
        ]
    );
}

#[test]
fn policies_clobbers_and_enumerations_resolve() {
    let yaml = inst(
        "operands: [{ name: c, imm: cc }, { name: x, value: i64, alloc: x3, at: late }, { name: y, value: i64 }], results: [{ name: out, type: i64, reuse: y }], clobbers: [clobbered, x9], temps: [{ name: t, doc: T., class: gpr, alloc: x5 }], emit: [{ form: CSEL, bind: { Xd: out, Xn: x, Xm: t, cond: c }, asm: \"csel {out}, {x}, {t}, {c}\" }]",
    );
    let spec = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    let bad = &l.insts[1];
    assert_eq!(
        bad.operands[1].as_ref().map(|p| &p.constraint),
        Some(&Constraint::Fixed(3))
    );
    assert_eq!(bad.results[0].constraint, Constraint::Reuse(2));
    assert_eq!(bad.temps[0].constraint, Constraint::Fixed(5));
    assert_eq!(bad.clobbers, vec![(0, 0), (0, 1), (0, 2), (0, 3), (0, 9)]);
    let Emission::Steps(steps) = &bad.emission else {
        panic!("steps")
    };
    assert_eq!(steps[0].binds[3], Bind::ImmCases(0, vec![0, 1]));
}

#[test]
fn a_fixed_each_list_may_mix_the_classes_of_its_operand_types() {
    let yaml = inst(
        "operands: [{ name: args, value: any, variadic: true, fixed_each: [x0-x1, d0, x4, d3-d4] }], emit: []",
    );
    let spec = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    assert_eq!(
        l.insts[1].operands[0].as_ref().map(|p| &p.constraint),
        Some(&Constraint::FixedEach(vec![
            (0, 0),
            (0, 1),
            (1, 0),
            (0, 4),
            (1, 3),
            (1, 4)
        ]))
    );
}

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

#[test]
fn register_class_mistakes() {
    let base = lir("", "");
    let marker = "name: gpr";
    for (from, to, token, message) in [
        (
            "bank: int",
            "bank: integer",
            "integer",
            "register class `gpr` has bank `integer`; a bank is `int`, `float` or `vector`",
        ),
        (
            "views: [XReg]",
            "views: [YReg]",
            "YReg",
            "unknown register kind of the machine `YReg`",
        ),
        (
            "preferred: [x0-x7]",
            "preferred: [x0-x7, y3]",
            "y3",
            "`y3` is not a register of class `gpr` (registers are spelt as `XReg` spells them: `x0`..)",
        ),
        (
            "preferred: [x0-x7]",
            "preferred: [x0-x7, xzr]",
            "xzr",
            "`xzr` includes register 31, which the machine spells `xzr`: it is not a general register of class `gpr`",
        ),
        (
            "preferred: [x0-x7]",
            "preferred: [x7-x0]",
            "x7-x0",
            "register range `x7-x0` runs backwards",
        ),
        (
            "scratch: x16",
            "scratch: x3",
            "gpr, doc",
            "register class `gpr` lists register x3 more than once among `preferred`, `non_preferred` and `scratch`",
        ),
    ] {
        let yaml = base.replace(from, to);
        check(&yaml, Rule::CfgRegister, marker, token, message);
    }
    let yaml = base.replace("class: gpr, view: XReg", "class: gp, view: XReg");
    let d = check(
        &yaml,
        Rule::CfgRegister,
        "name: i64",
        "gp,",
        "unknown register class `gp`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `gpr`?"));
    let yaml = base.replace("registers: [x0-x3]", "registers: [x0-d3]");
    check(
        &yaml,
        Rule::CfgRegister,
        "name: clobbered",
        "x0-d3",
        "`x0-d3` is not a general register or an ascending range of one register class",
    );
    let yaml = inst("clobbers: [everything], emit: []");
    check(
        &yaml,
        Rule::CfgRegister,
        "name: bad",
        "everything",
        "unknown register or register set `everything`",
    );
}

/// `yaml` with the class `gpr` reserving x17, x29 and x30.
fn reserving(yaml: &str) -> String {
    yaml.replace("scratch: x16 }", "scratch: x16, reserved: [x17, x29-x30] }")
}

#[test]
fn no_value_lives_in_a_scratch_reserved_or_unallocated_register() {
    let base = reserving(&lir("", ""));
    let l = load(&base)
        .unwrap_or_else(|e| panic!("{e}"))
        .lir
        .expect("a LIR");
    assert_eq!(l.classes[0].reserved, vec![17, 29, 30]);
    for (from, to, marker, token, message) in [
        (
            "preferred: [x0-x7]",
            "preferred: [x29, x0-x7]",
            "name: gpr",
            "x29",
            "`preferred` of register class `gpr` names x29, which the class reserves: no value may live in it",
        ),
        (
            "non_preferred: [x8-x15]",
            "non_preferred: [x8-x15, x17]",
            "name: gpr",
            "x17]",
            "`non_preferred` of register class `gpr` names x17, which the class reserves: no value may live in it",
        ),
        (
            "reserved: [x17, x29-x30]",
            "reserved: [x16-x17, x29-x30]",
            "name: gpr",
            "x16-x17",
            "`reserved` of register class `gpr` names x16, its scratch register: list it once",
        ),
        (
            "views: [XReg]",
            "views: [XReg, DReg]",
            "name: fpr",
            "DReg",
            "register kind `DReg` is already a view of register class `gpr`: a register kind names the registers of one class",
        ),
    ] {
        check(
            &base.replace(from, to),
            Rule::CfgRegister,
            marker,
            token,
            message,
        );
    }
    for (rest, token, message) in [
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64, alloc: x16 }], emit: []",
            "x16",
            "result `o` of `bad` has `alloc: x16`, the scratch register of class `gpr`; a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: x29 }], emit: []",
            "x29",
            "operand `x` of `bad` has `alloc: x29`, which class `gpr` reserves; a value lives only in a register its class allocates",
        ),
        (
            "temps: [{ name: t, doc: T., class: gpr, alloc: x30 }], emit: []",
            "x30",
            "temp `t` of `bad` has `alloc: x30`, which class `gpr` reserves; a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: x20 }], emit: []",
            "x20",
            "operand `x` of `bad` has `alloc: x20`, which class `gpr` does not allocate (it is in neither `preferred` nor `non_preferred`); a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: any, variadic: true, fixed_each: [x0-x1, x16, d0] }], emit: []",
            "x16",
            "operand `x` of `bad`: `fixed_each` names x16, the scratch register of class `gpr`; a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: any, variadic: true, fixed_each: [x0, d0-d8] }], emit: []",
            "d0-d8",
            "operand `x` of `bad`: `fixed_each` names d8, which class `fpr` does not allocate (it is in neither `preferred` nor `non_preferred`); a value lives only in a register its class allocates",
        ),
    ] {
        check(
            &reserving(&inst(rest)),
            Rule::CfgPolicy,
            "name: bad",
            token,
            message,
        );
    }
}

#[test]
fn policy_mistakes() {
    for (rest, token, message) in [
        (
            "operands: [{ name: x, value: i64, alloc: x99 }], emit: []",
            "x99",
            "operand `x` of `bad` has `alloc: x99`; expected `reg`, `any`, `stack` or a general register of class `gpr`",
        ),
        (
            "operands: [{ name: x, value: i64, at: middle }], emit: []",
            "middle",
            "operand `x` of `bad` has `at: middle`; expected `early` or `late`",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64, reuse: z }], emit: []",
            "z }",
            "result `o` of `bad` reuses `z`, which is not a value operand of `bad`",
        ),
        (
            "operands: [{ name: x, value: i64, fixed_each: [x0] }], emit: []",
            "x0",
            "operand `x` of `bad`: `fixed_each` belongs to a variadic operand without `alloc`",
        ),
        (
            "operands: [{ name: x, value: i64, variadic: true, fixed_each: [x0-x1, d1] }], emit: []",
            "d1",
            "operand `x` of `bad`: `fixed_each` names `d1`, which is not a register of the class of any of its types (`gpr`)",
        ),
        (
            "operands: [{ name: x, value: any, variadic: true, fixed_each: [x0-x3, d0, x2] }], emit: []",
            "x2",
            "operand `x` of `bad`: `fixed_each` names register `x2` twice",
        ),
        (
            "temps: [{ name: t, doc: T., class: gpr, alloc: stack }], emit: []",
            "stack",
            "temp `t` of `bad` must be a register (`reg` or a fixed one)",
        ),
        (
            "operands: [{ name: x, value: any, alloc: x0 }], emit: []",
            "x, value",
            "operand `x` of `bad` may be of type `i64` (class `gpr`) or `f64` (class `fpr`); an allocated value has one register class",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: stack }], results: [{ name: o, type: i64, reuse: x }], emit: []",
            "x }",
            "result `o` of `bad` reuses `x`, which must then be `alloc: reg`",
        ),
        (
            "operands: [{ name: c, imm: cc, alloc: reg }], emit: []",
            "reg",
            "operand `c` of `bad` is not a value, so it has no allocation policy",
        ),
    ] {
        check(&inst(rest), Rule::CfgPolicy, "name: bad", token, message);
    }
}

#[test]
fn emission_mistakes() {
    for (rest, token, message) in [
        (
            "emit: [{ form: SUB, asm: \"sub\" }]",
            "SUB",
            "unknown machine form `SUB`",
        ),
        (
            "operands: [{ name: x, value: f64 }], emit: [{ form: FMOV, bind: { Dd: x, Dn: x, Dq: x }, asm: \"fmov\" }]",
            "Dq",
            "unknown operand of `FMOV` `Dq`",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x }, asm: \"add {o}, {x}\" }]",
            "ADD",
            "operand `Xm` of `ADD` is not bound (it has no default): add it to `bind`",
        ),
        (
            "operands: [{ name: x, value: f64 }, { name: y, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: y }, asm: \"add {o}, {x}, {y}\" }]",
            "x, Xm",
            "`Xn` (XReg): binds a value of register class `fpr`, whose views do not include `XReg`",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {y}\" }]",
            "y}",
            "`{y}` names no operand, result or temp of `bad`",
        ),
        (
            "operands: [{ name: x, value: i64 }, { name: z, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {z}\" }]",
            "z}",
            "`{z}` appears in the expected assembly but is bound to no operand of the form",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ types: [f64], form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {x}\" }]",
            "f64",
            "`f64` is not a type the controlling value of `bad` may have",
        ),
        (
            "operands: [{ name: x, value: any }], results: [{ name: o, same: x }], emit: [{ types: [i64], form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {x}\" }]",
            "ADD",
            "`bad` has no emission step for type `f64` (each type its first result, or else its first value operand, may have needs one)",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: any }, { name: y, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: y }, asm: \"add {o}, {x}, {y}\" }]",
            "x, Xm",
            "`Xn` (XReg): binds a value that may be in a stack slot; a register operand needs `alloc: reg` or a fixed register",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADDI, bind: { Xd: o, Xn: x, imm12: 5000 }, asm: \"add {o}, {x}, #5000\" }]",
            "5000",
            "`imm12` (Imm12): 5000 is not a legal value",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: CSEL, bind: { Xd: o, Xn: x, Xm: x, cond: eqq }, asm: \"csel\" }]",
            "eqq",
            "`cond` (Cond): `eqq` is not one of its values",
        ),
        (
            "operands: [{ name: x, value: i64 }], emit: [{ form: B, bind: { target26: x }, asm: \"b\" }]",
            "x }",
            "`target26` (Target26): a PC-relative operand is bound to a block target of the instruction",
        ),
        (
            "operands: [{ name: x, value: i64 }], control: y, emit: []",
            "y,",
            "`control: y` of `bad` names no value operand",
        ),
        (
            "emit: [], custom: { emit: my_emit }",
            "my_emit",
            "`bad` has both `emit` and `custom: { emit }`; keep one",
        ),
    ] {
        check(&inst(rest), Rule::CfgEmit, "name: bad", token, message);
    }
    let yaml = inst("operands: []");
    check(
        &yaml,
        Rule::CfgEmit,
        "name: bad",
        "bad",
        "`bad` has no emission: give `emit` (`emit: []` for a pseudo-instruction that emits nothing) or `custom: { emit: <method> }`",
    );
}

#[test]
fn a_custom_emission_is_named_by_its_method() {
    let spec = load(&inst("custom: { emit: emit_bad }")).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    assert!(
        matches!(&l.insts[1].emission, Emission::Custom { method, .. } if method == "emit_bad")
    );
    let code = ir_spec::cfg::generate::layer(
        &load(&inst("custom: { emit: emit_bad }")).expect("loads"),
        "lir.yaml",
    )
    .expect("generates");
    assert!(
        code.contains("fn emit_bad("),
        "the Custom trait declares the method"
    );
    assert!(code.contains("pub trait Custom"));
}

#[test]
fn a_crate_or_custom_emission_named_by_a_keyword() {
    for kw in ["fn", "gen", "crate", "Self"] {
        check(
            &lir("", "").replace("crate: mini", &format!("crate: {kw}")),
            Rule::ReservedName,
            "machine:",
            &format!("{kw} }}"),
            &format!(
                "machine crate name `{kw}` is a Rust keyword, and the generated code spells it as written"
            ),
        );
        check(
            &inst(&format!("custom: {{ emit: {kw} }}")),
            Rule::ReservedName,
            "name: bad",
            &format!("{kw} }}"),
            &format!(
                "custom emission name `{kw}` is a Rust keyword, and the generated code spells it as written"
            ),
        );
    }
}

/// The calling convention of the mini LIR: x28 the stack pointer, x29 the frame pointer, x30
/// the link register, x17 scratch, x18 reserved.
const ABI: &str = "\
abi:
  name: Mini
  doc: The mini convention.
  stack_pointer: x28
  frame_pointer: x29
  link_register: x30
  stack_arguments: { slot: 8, align: 16 }
  classes:
    - { class: gpr, arguments: [x0-x3], results: [x0-x1], callee_saved: [x8-x11], scratch: [x17], reserved: [x18] }
    - { class: fpr, arguments: [d0-d3], results: [d0], callee_saved: [d4-d5] }
";

/// The mini LIR with its calling convention, then `insts`.
fn with_abi(insts: &str) -> String {
    lir(ABI, insts)
}

/// An instruction line of the mini LIR with its calling convention.
fn abi_inst(rest: &str) -> String {
    with_abi(&format!(
        "  - {{ name: bad, doc: B., class: Op, {rest} }}\n"
    ))
}

#[test]
fn the_abi_loads_and_keeps_its_registers_from_values() {
    let spec = load(&with_abi("")).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    let abi = l.abi.expect("an abi");
    assert_eq!(abi.name, "Mini");
    assert_eq!(abi.stack_pointer.reg, (0, 28));
    assert_eq!(abi.stack_pointer.spelt, "x28");
    assert_eq!(abi.frame_pointer.map(|r| r.reg), Some((0, 29)));
    assert_eq!(abi.link_register.map(|r| r.reg), Some((0, 30)));
    assert_eq!((abi.stack_slot, abi.stack_align), (8, 16));
    assert_eq!(abi.classes[0].arguments, vec![0, 1, 2, 3]);
    assert_eq!(abi.classes[0].results, vec![0, 1]);
    assert_eq!(abi.classes[0].callee_saved, vec![8, 9, 10, 11]);
    assert_eq!(abi.classes[0].scratch, vec![17]);
    assert_eq!(abi.classes[0].reserved, vec![18]);
    assert_eq!(abi.classes[1].arguments, vec![0, 1, 2, 3]);
    // The registers kept from values of `gpr` (the stack pointer, named apart, aside).
    assert_eq!(l.classes[0].reserved, vec![17, 18, 29, 30]);
    // The generated layer holds the convention as data.
    let code = ir_spec::cfg::generate::layer(&load(&with_abi("")).expect("loads"), "lir.yaml")
        .expect("generates");
    assert!(
        code.contains("pub const ABI: ::opforge_cfg::lir::Abi"),
        "{code}"
    );
    assert!(code.contains("scratch: &[17]"), "{code}");
}

#[test]
fn abi_registers_that_do_not_exist_or_belong_to_another_class() {
    for (from, to, marker, token, message) in [
        (
            "arguments: [x0-x3]",
            "arguments: [x0-x3, y1]",
            "class: gpr, arg",
            "y1",
            "`arguments` of class `gpr` in the `abi` names `y1`, which is not a register of the class",
        ),
        (
            "arguments: [x0-x3]",
            "arguments: [x0-x3, d4]",
            "class: gpr, arg",
            "d4",
            "`arguments` of class `gpr` in the `abi` names `d4`, a register of class `fpr`",
        ),
        (
            "callee_saved: [x8-x11]",
            "callee_saved: [x11-x8]",
            "class: gpr, arg",
            "x11-x8",
            "register range `x11-x8` runs backwards",
        ),
        (
            "stack_pointer: x28",
            "stack_pointer: q1",
            "stack_pointer",
            "q1",
            "the stack pointer `q1` is not a register of any register class",
        ),
        (
            "class: fpr, arguments",
            "class: fp, arguments",
            "class: fp,",
            "fp,",
            "unknown register class `fp`",
        ),
    ] {
        check(
            &with_abi("").replace(from, to),
            Rule::CfgAbiRegister,
            marker,
            token,
            message,
        );
    }
}

#[test]
fn a_register_has_one_role_in_the_abi() {
    for (from, to, token, message) in [
        (
            "arguments: [x0-x3]",
            "arguments: [x0-x3, x18]",
            "x18]",
            "`arguments` of class `gpr` in the `abi` names x18, which the `abi` keeps as a reserved register; a value passed in a register lives in one its class allocates",
        ),
        (
            "results: [x0-x1]",
            "results: [x0-x1, x16]",
            "x16",
            "`results` of class `gpr` in the `abi` names x16, the scratch register of class `gpr`; a value passed in a register lives in one its class allocates",
        ),
        (
            "callee_saved: [x8-x11]",
            "callee_saved: [x3, x8-x11]",
            "x3,",
            "register x3 is both callee-saved and an argument register of the `abi`: a callee preserves no register a call passes a value in",
        ),
        (
            "callee_saved: [x8-x11]",
            "callee_saved: [x8-x11, x17]",
            "x17]",
            "register x17 is both callee-saved and a scratch register of the `abi`: no value lives in it to preserve",
        ),
        (
            "scratch: [x17]",
            "scratch: [x17, x17]",
            "x17]",
            "`scratch` of class `gpr` in the `abi` names x17 twice",
        ),
        (
            "reserved: [x18]",
            "reserved: [x18, x29]",
            "x29",
            "register x29 is both the frame pointer and a reserved register of the `abi`",
        ),
    ] {
        check(
            &with_abi("").replace(from, to),
            Rule::CfgAbiOverlap,
            "class: gpr, arg",
            token,
            message,
        );
    }
}

#[test]
fn no_value_lives_in_a_register_the_abi_keeps() {
    check(
        &with_abi("").replace("preferred: [x0-x7]", "preferred: [x0-x7, x29]"),
        Rule::CfgRegister,
        "name: gpr",
        "x29",
        "`preferred` of register class `gpr` names x29, which the `abi` keeps as the frame pointer: no value may live in it",
    );
    check(
        &abi_inst("operands: [{ name: x, value: i64, alloc: x17 }], emit: []"),
        Rule::CfgPolicy,
        "name: bad",
        "x17",
        "operand `x` of `bad` has `alloc: x17`, which the `abi` keeps as a scratch register; a value lives only in a register its class allocates",
    );
}

#[test]
fn the_shape_of_the_abi() {
    for (from, to, marker, token, message) in [
        (
            "  stack_pointer: x28\n",
            "",
            "name: Mini",
            "name",
            "the `abi` names no `stack_pointer`",
        ),
        (
            "  stack_arguments: { slot: 8, align: 16 }\n",
            "",
            "name: Mini",
            "name",
            "the `abi` names no `stack_arguments` (`{ slot: <bytes>, align: <bytes> }`)",
        ),
        (
            "slot: 8,",
            "slot: 6,",
            "stack_arguments",
            "6",
            "a stack argument's `slot` of 6 bytes is not a power of two",
        ),
        (
            "align: 16",
            "align: 4",
            "stack_arguments",
            "4 }",
            "the stack's `align` of 4 bytes is not a power of two of at least the slot's 8",
        ),
        (
            "class: fpr, arguments: [d0-d3], results: [d0], callee_saved: [d4-d5]",
            "class: gpr",
            "- { class: gpr }",
            "gpr",
            "register class `gpr` is listed twice in the `abi`",
        ),
        (
            "scratch: x16 }",
            "scratch: x16, reserved: [x19] }",
            "name: gpr",
            "x19",
            "register class `gpr` has `reserved`, and the table has an `abi`: list the registers the compiler keeps under `abi` (`reserved`, `scratch`, `stack_pointer`, `frame_pointer`, `link_register`)",
        ),
    ] {
        check(
            &with_abi("").replace(from, to),
            Rule::CfgAbiShape,
            marker,
            token,
            message,
        );
    }
}

#[test]
fn calls_and_returns_agree_with_the_abi() {
    let call = |args: &str, out: &str| {
        abi_inst(&format!(
            "operands: [{{ name: args, value: i64, variadic: true, fixed_each: [{args}] }}], results: [{{ name: out, type: i64, alloc: {out} }}], call: true, emit: []"
        ))
    };
    load(&call("x0-x3", "x0")).unwrap_or_else(|e| panic!("{e}"));
    check(
        &call("x0-x2", "x0"),
        Rule::CfgAbiCall,
        "name: bad",
        "x0-x2",
        "call `bad` passes values of class `gpr` in x0, x1, x2, but the `abi`'s argument registers of the class are x0, x1, x2, x3",
    );
    check(
        &call("x0-x3", "x1"),
        Rule::CfgAbiCall,
        "name: bad",
        "x1 }",
        "result `out` of call `bad` is in x1, but the `abi` returns it in x0",
    );
    let ret = |reg: &str| {
        abi_inst(&format!(
            "operands: [{{ name: v, value: i64, alloc: {reg} }}], terminator: true, returns: true, emit: []"
        ))
    };
    load(&ret("x0")).unwrap_or_else(|e| panic!("{e}"));
    check(
        &ret("x2"),
        Rule::CfgAbiCall,
        "name: bad",
        "x2",
        "operand `v` of return `bad` is in x2, but the `abi` returns it in x0",
    );
}

/// A RISC-V LIR over `rv64.yaml` (whose register kinds name every register) with `abi` lines.
fn riscv(abi: &str) -> String {
    format!(
        "\
kind: cfg
version: 1
machine: {{ spec: rv64.yaml, crate: rv64 }}
register_classes:
  - {{ name: gpr, doc: G., bank: int, views: [XReg], preferred: [a0-a7, t0-t5], non_preferred: [s1-s11], scratch: t6 }}
{abi}types:
  - {{ name: i64, doc: I., class: gpr, view: XReg }}
classes:
  - {{ name: Op, doc: Ops. }}
instructions:
  - {{ name: add, doc: A., class: Op, operands: [{{ name: a, value: i64 }}, {{ name: b, value: i64 }}], results: [{{ name: out, type: i64 }}], emit: [{{ form: ADD, bind: {{ rd: out, rs1: a, rs2: b }}, asm: \"add {{out}}, {{a}}, {{b}}\" }}] }}
  - {{ name: call, doc: C., class: Op, operands: [{{ name: args, value: i64, variadic: true, fixed_each: [a0-a7] }}], results: [{{ name: out, type: i64, alloc: a0 }}], call: true, emit: [] }}
  - {{ name: ret, doc: R., class: Op, operands: [{{ name: v, value: i64, alloc: a0 }}], terminator: true, returns: true, emit: [] }}
"
    )
}

/// The RISC-V calling convention (LP64, its integer half): arguments in a0-a7, results in
/// a0-a1, s0-s11 callee-saved (s0 the frame pointer too), sp, ra; zero, gp and tp reserved.
const RISCV_ABI: &str = "\
abi:
  name: LP64
  doc: The RISC-V integer calling convention.
  stack_pointer: sp
  frame_pointer: s0
  link_register: ra
  stack_arguments: { slot: 8, align: 16 }
  classes:
    - { class: gpr, arguments: [a0-a7], results: [a0-a1], callee_saved: [s0-s11], reserved: [zero, gp, tp] }
";

#[test]
fn a_riscv_abi_names_registers_the_machine_names() {
    // Without an `abi`, a register the machine names is special, and every RISC-V register is
    // named: the table cannot be written (every register it lists is refused).
    let yaml = riscv("");
    let found = load(&yaml).expect_err("no register is general").diagnostics;
    let line = yaml
        .lines()
        .position(|l| l.contains("name: gpr"))
        .expect("class")
        + 1;
    let column = yaml
        .lines()
        .nth(line - 1)
        .and_then(|l| l.find("a0-a7"))
        .expect("range")
        + 1;
    let first = &found[0];
    assert_eq!(
        (first.rule, first.loc.line, first.loc.column),
        (Rule::CfgRegister, line as u32, column as u32)
    );
    assert_eq!(
        first.message,
        "`a0-a7` includes register 10, which the machine spells `a0`: it is not a general register of class `gpr`"
    );
    assert!(
        found
            .iter()
            .all(|d| d.message.contains("which the machine spells")
                || d.message
                    .contains("expected `reg`, `any`, `stack` or a general register")),
        "{found:#?}"
    );
    // With one, only what it keeps is kept; ranges follow the names (`s1-s11` is x9, x18-x27).
    let spec = load(&riscv(RISCV_ABI)).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    let gpr = &l.classes[0];
    assert_eq!(
        gpr.preferred,
        vec![10, 11, 12, 13, 14, 15, 16, 17, 5, 6, 7, 28, 29, 30]
    );
    assert_eq!(
        gpr.non_preferred,
        vec![9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]
    );
    assert_eq!(gpr.scratch, Some(31));
    assert_eq!(gpr.reserved, vec![0, 1, 3, 4, 8]);
    let abi = l.abi.expect("an abi");
    assert_eq!(abi.stack_pointer.reg, (0, 2));
    assert_eq!(abi.link_register.map(|r| r.reg), Some((0, 1)));
    assert_eq!(abi.frame_pointer.map(|r| r.reg), Some((0, 8)));
    assert_eq!(abi.classes[0].arguments, (10..18).collect::<Vec<u8>>());
    let mut saved = vec![8, 9];
    saved.extend(18..28);
    assert_eq!(abi.classes[0].callee_saved, saved);
    // And it keeps what it says from values: `sp` in an allocation list is refused.
    check(
        &riscv(RISCV_ABI).replace("non_preferred: [s1-s11]", "non_preferred: [s1-s11, sp]"),
        Rule::CfgRegister,
        "name: gpr",
        "sp]",
        "`non_preferred` of register class `gpr` names sp, which the `abi` keeps as the stack pointer: no value may live in it",
    );
}

#[test]
fn a_lir_has_one_abi() {
    let dir = dir();
    let (a, b) = (dir.join("one-abi-a.yaml"), dir.join("one-abi-b.yaml"));
    std::fs::write(&a, with_abi("")).expect("first file");
    std::fs::write(&b, format!("kind: cfg\nversion: 1\n{ABI}")).expect("second file");
    let e = Loader::new()
        .file(&a)
        .file(&b)
        .load_as::<CfgKind>()
        .expect_err("two calling conventions");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::CfgAbiShape);
    assert_eq!(
        d.message,
        "a second `abi`: a LIR has one calling convention"
    );
    // At the second file's `abi` mapping, whose first key is line 4, column 3.
    assert!(
        e.position(d).ends_with("one-abi-b.yaml:4:3"),
        "{}",
        e.position(d)
    );
}
