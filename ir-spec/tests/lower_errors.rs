//! Error cases of lowering tables (`kind: lower`): one test per mistake, each checking that it is
//! reported alone, under its rule, with its message, at the exact `line:column` of the text at
//! fault. The source is the project's `spec/circuit.yaml`; the target is a small LIR over a
//! five-form machine, both written next to the table in a scratch directory.

#[path = "support/one_finding.rs"]
mod one_finding;

use std::path::PathBuf;

use ir_spec::kind::LowerKind;
use ir_spec::lower::Lowering;
use ir_spec::lower::model::{Action, Arg, Def, REFUSAL_PRIORITY};
use ir_spec::{Diagnostic, Loader, Rule};
use one_finding::one_finding;

/// The machine: five forms over two register kinds.
const MACHINE: &str = include_str!("../../tests/specs/mini.yaml");

const LIR: &str = r#"kind: cfg
version: 1
machine: { spec: mini.yaml, crate: mini }
register_classes:
  - { name: gpr, doc: G., bank: int, views: [XReg], preferred: [x0-x7], scratch: x16 }
  - { name: fpr, doc: F., bank: float, views: [DReg], preferred: [d0-d7] }
types:
  - { name: i64, doc: I., class: gpr, view: XReg }
  - { name: f64, doc: F., class: fpr, view: DReg }
immediates:
  - { name: imm, doc: I., bits: 12 }
  - { name: cc, doc: C., cases: [{ name: eq, doc: E. }, { name: ne, doc: N. }] }
classes:
  - { name: Op, doc: Ops. }
instructions:
  - { name: add, doc: A., class: Op, operands: [{ name: a, value: i64 }, { name: b, value: i64 }], results: [{ name: out, type: i64 }], emit: [{ form: ADD, bind: { Xd: out, Xn: a, Xm: b }, asm: "add {out}, {a}, {b}" }] }
  - { name: addi, doc: A., class: Op, operands: [{ name: a, value: i64 }, { name: k, imm: imm }], results: [{ name: out, type: i64 }], emit: [{ form: ADDI, bind: { Xd: out, Xn: a, imm12: k }, asm: "add {out}, {a}, #{k}" }] }
  - { name: sel, doc: S., class: Op, operands: [{ name: c, imm: cc }, { name: a, value: i64 }, { name: b, value: i64 }], results: [{ name: out, type: i64 }], emit: [{ form: CSEL, bind: { Xd: out, Xn: a, Xm: b, cond: c }, asm: "csel {out}, {a}, {b}, {c}" }] }
  - { name: fmov, doc: F., class: Op, operands: [{ name: a, value: f64 }], results: [{ name: out, type: f64 }], emit: [{ form: FMOV, bind: { Dd: out, Dn: a }, asm: "fmov {out}, {a}" }] }
"#;

/// The scratch directory holding the machine and the LIR, made once per process.
fn dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("opforge-lower-errors-{}", std::process::id()));
    if !dir.join("lir.yaml").is_file() {
        std::fs::create_dir_all(&dir).expect("scratch directory");
        std::fs::write(dir.join("mini.yaml"), MACHINE).expect("machine table");
        std::fs::write(dir.join("lir.yaml"), LIR).expect("LIR table");
    }
    dir
}

fn circuit() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../spec/circuit.yaml")
        .display()
        .to_string()
}

/// Every MIR gate of the Circuit IR but ADD and ICMP, marked unsupported (so coverage holds).
fn unsupported_prelude() -> String {
    let spec = Loader::new()
        .file(circuit())
        .load_ir()
        .expect("circuit.yaml");
    let mir = spec.levels.iter().position(|l| l.name == "MIR");
    spec.gates
        .iter()
        .filter(|g| g.level == mir && g.named.name != "ADD" && g.named.name != "ICMP")
        .map(|g| {
            format!(
                "  - {{ gate: {}, unsupported: not in the test }}\n",
                g.named.name
            )
        })
        .collect()
}

/// The base table's refusals of what its ADD and ICMP rules leave, each with the text that, in a
/// test's own rules, drops it (so a test may lower those types itself).
const REFUSALS: [(&str, &str); 3] = [
    (
        "gate: ADD, types: [F64], steps",
        "  - { gate: ADD, types: [F64], unsupported: not in the test }\n",
    ),
    (
        "gate: ICMP, types: [F64], steps",
        "  - { gate: ICMP, types: [F64], unsupported: not in the test }\n",
    ),
    (
        "gate: ICMP, types: [I64, ARCH], cond: [UGT",
        "  - { gate: ICMP, types: [I64, ARCH], cond: [UGT, UGE, ULT, ULE, SGT, SGE, SLT, SLE], unsupported: not in the test }\n",
    ),
];

/// A lowering table: `header` replaces the `source`/`target` lines when given, `rules` follow
/// the valid ADD and ICMP rules and the refusals of the types they leave.
fn table_with(header: Option<&str>, rules: &str) -> String {
    let header = header.map_or_else(
        || format!("source: {}\ntarget: lir.yaml\n", circuit()),
        str::to_owned,
    );
    format!(
        "kind: lower
version: 1
{header}source_path: ir_core::opcode
target_path: crate::lir
cover: [MIR]
types: {{ I64: i64, ARCH: i64, F64: f64 }}
conditions:
  - {{ enum: IcmpCond, imm: cc, map: {{ EQ: eq, NE: ne }} }}
rules:
{}  - {{ gate: ADD, types: [I64, ARCH], steps: [\"out = add in0, in1\"] }}
  - {{ gate: ICMP, types: [I64, ARCH], cond: [EQ, NE], steps: [\"out = sel #cond, in0, in1\"] }}
{}{rules}",
        unsupported_prelude(),
        REFUSALS
            .iter()
            .filter(|(drop, _)| !rules.contains(drop))
            .map(|(_, line)| *line)
            .collect::<String>()
    )
}

fn table(rules: &str) -> String {
    table_with(None, rules)
}

fn load(yaml: &str) -> Result<Lowering, ir_spec::SpecError> {
    let dir = dir();
    let name = format!("lower-{:016x}.yaml", fxhash(yaml));
    std::fs::write(dir.join(&name), yaml).expect("write the table");
    Loader::new().file(dir.join(name)).load_as::<LowerKind>()
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

/// `file:line:col` of the base table's first ADD rule in `yaml` (as written to the scratch
/// directory).
fn first_add_rule(yaml: &str) -> String {
    let (n, _) = yaml
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("types: [I64, ARCH]"))
        .expect("the first ADD rule");
    format!(
        "{}:{}:13",
        dir()
            .join(format!("lower-{:016x}.yaml", fxhash(yaml)))
            .display(),
        n + 1
    )
}

#[test]
fn the_base_table_loads_into_ordered_typed_rules() {
    let l = load(&table("")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(l.types.len(), 3);
    let add = l.gates.iter().find(|g| g.gate == "ADD").expect("ADD");
    assert!(add.typed_by_output);
    let Action::Steps(steps) = &add.rules[0].action else {
        panic!("steps")
    };
    assert_eq!(steps[0].def, Def::Out);
    assert_eq!(steps[0].args, vec![Arg::Input(0), Arg::Input(1)]);
    let icmp = l.gates.iter().find(|g| g.gate == "ICMP").expect("ICMP");
    assert!(!icmp.typed_by_output);
    let Action::Steps(steps) = &icmp.rules[0].action else {
        panic!("steps")
    };
    assert!(matches!(steps[0].args[0], Arg::Cond { of: None, .. }));
    assert!(l.gates.iter().filter(|g| g.unsupported.is_some()).count() > 20);
}

#[test]
fn priorities_order_the_rules_and_constants_become_immediates() {
    let l = load(&table(
        "  - { gate: ADD, types: [I64], inputs: { in1: { const: imm } }, priority: 2, steps: [\"out = addi in0, #in1\"] }\n",
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let add = l.gates.iter().find(|g| g.gate == "ADD").expect("ADD");
    assert_eq!(add.rules[0].priority, 2);
    let Action::Steps(steps) = &add.rules[0].action else {
        panic!("steps")
    };
    assert_eq!(steps[0].args, vec![Arg::Input(0), Arg::ConstOf(1)]);
}

#[test]
fn e130_tables_that_do_not_load() {
    check(
        &table_with(Some("source: nowhere.yaml\ntarget: lir.yaml\n"), ""),
        Rule::LowerTable,
        "source: nowhere",
        "nowhere",
        &format!(
            "table `nowhere.yaml` not found (looked at {})",
            dir().join("nowhere.yaml").display()
        ),
    );
    check(
        &table_with(
            Some(&format!("source: {}\ntarget: mini.yaml\n", circuit())),
            "",
        ),
        Rule::LowerTable,
        "target: mini",
        "mini",
        "table `mini.yaml` does not load (1 finding(s); the first: mini.yaml: this file is a spec of kind `isa`, but a spec of kind `cfg` is expected here)",
    );
}

#[test]
fn e131_unknown_names_with_hints() {
    let d = check(
        &table("  - { gate: ADDD, steps: [\"out = add in0, in1\"] }\n"),
        Rule::LowerName,
        "ADDD",
        "ADDD",
        "unknown gate `ADDD`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `ADD`?"));
    check(
        &table("  - { gate: ADD, types: [I32], priority: 1, steps: [\"out = add in0, in1\"] }\n"),
        Rule::LowerName,
        "I32",
        "I32",
        "unknown type of `types:` `I32`",
    );
    check(
        &table("  - { gate: ADD, types: [F64], steps: [\"out = adx in0, in1\"] }\n"),
        Rule::LowerName,
        "adx",
        "adx",
        "unknown target instruction `adx`",
    );
    check(
        &table(
            "  - { gate: ICMP, types: [I64], cond: [UGT], steps: [\"out = sel #cond, in0, in1\"] }\n",
        ),
        Rule::LowerStep,
        "UGT], steps",
        "#cond",
        "case `UGT` of `IcmpCond` has no `cc` case in `conditions`: map it, or leave it out of the rule's `cond`",
    );
    check(
        &table(
            "  - { gate: ICMP, types: [I64], cond: [EQX], steps: [\"out = sel #cond, in0, in1\"] }\n",
        ),
        Rule::LowerName,
        "EQX",
        "EQX",
        "unknown case of `IcmpCond` `EQX`",
    );
}

#[test]
fn e132_steps_that_do_not_fit_their_instruction() {
    let rule = |steps: &str| {
        table(&format!(
            "  - {{ gate: ADD, types: [F64], steps: [{steps}] }}\n"
        ))
    };
    check(
        &rule("\"out = fmov in0, in1\""),
        Rule::LowerStep,
        "fmov",
        "fmov",
        "`fmov` takes 1 operand(s) (a); the step gives 2",
    );
    check(
        &rule("\"out = addi in0, #1\""),
        Rule::LowerStep,
        "types: [F64], steps",
        "in0",
        "operand `a` of `addi` takes i64; this value may be f64",
    );
    check(
        &rule("\"out = fmov in0, \""),
        Rule::LowerStep,
        "types: [F64], steps",
        "\"]",
        "an operand is missing between commas",
    );
}

#[test]
fn e132_immediates_names_and_definitions() {
    let i64_rule = |body: &str| {
        table(&format!(
            "  - {{ gate: ADD, types: [I64], priority: 1, {body} }}\n"
        ))
    };
    check(
        &i64_rule("steps: [\"out = addi in0, #5000\"]"),
        Rule::LowerStep,
        "#5000",
        "#5000",
        "operand `k` of `addi` is a `imm` (0 to 4095); 5000 does not fit",
    );
    check(
        &i64_rule("steps: [\"out = addi in0, #in1\"]"),
        Rule::LowerStep,
        "#in1",
        "#in1",
        "`#in1` reads a constant input: give `in1` a `const:` pattern",
    );
    check(
        &i64_rule("steps: [\"out = add in0, t\"]"),
        Rule::LowerStep,
        "in0, t",
        "t\"",
        "`t` is not defined by an earlier step of the rule",
    );
    check(
        &i64_rule("steps: [\"out = add in0, in1\", \"out = add in0, in1\"]"),
        Rule::LowerStep,
        "priority: 1",
        "out = add in0, in1\"]",
        "`out` is defined twice",
    );
    check(
        &i64_rule("steps: [\"t = add in0, in1\"]"),
        Rule::LowerStep,
        "priority: 1",
        "ADD",
        "no step defines `out`, the value of `ADD`",
    );
    check(
        &i64_rule("custom: m, steps: [\"out = add in0, in1\"]"),
        Rule::LowerStep,
        "priority: 1",
        "ADD",
        "the rule for `ADD` needs exactly one of `steps`, `custom` or `unsupported`",
    );
    check(
        &i64_rule("steps: [\"out = add in0, in1 in2\"]"),
        Rule::LowerStep,
        "priority: 1",
        "in1 in2",
        "`in1 in2` is not an operand: write `inN`, `inN.inM`, `inN..`, a name, `then`, `else` or `#immediate`",
    );
    check(
        &i64_rule("inputs: { in3: { const: imm } }, steps: [\"out = add in0, in1\"]"),
        Rule::LowerStep,
        "in3",
        "in3",
        "`ADD` has 2 data input(s); there is no `in3`",
    );
}

#[test]
fn e133_coverage_of_gates_and_of_conditional_rules() {
    let yaml = table("").replace("  - { gate: SUB, unsupported: not in the test }\n", "");
    let d = check(
        &yaml,
        Rule::LowerCoverage,
        "source: ",
        "/",
        &format!("gate(s) `SUB` of `{}` have no rule", circuit()),
    );
    assert_eq!(
        d.hint.as_deref(),
        Some("add a rule for each, or mark it `unsupported: <why>`")
    );
    check(
        &table(
            "  - { gate: ADD, types: [F64], inputs: { in1: { const: imm } }, steps: [\"out = fmov in0\"] }\n",
        ),
        Rule::LowerCoverage,
        "types: [F64], inputs",
        "ADD",
        "the rule has input conditions, and no rule without them handles `ADD` of type F64 from F64",
    );
    check(
        &table("  - { gate: SUB, types: [I64], steps: [\"out = add in0, in1\"] }\n"),
        Rule::LowerCoverage,
        "gate: SUB, types: [I64]",
        "SUB",
        "`SUB` is marked unsupported and also has rules",
    );
}

#[test]
fn e133_coverage_of_every_type_the_source_accepts() {
    // A narrowed rule leaves a type of the gate uncovered; the finding is at its first rule.
    let d = check(
        &table("").replace("gate: ADD, types: [I64, ARCH]", "gate: ADD, types: [I64]"),
        Rule::LowerCoverage,
        "gate: ADD, types: [I64]",
        "ADD",
        "the rules for `ADD` leave ARCH uncovered",
    );
    assert_eq!(
        d.hint.as_deref(),
        Some(
            "add a rule for them, or refuse them with `unsupported: <why>` and `types`, `from` or `cond`"
        )
    );
    // A conversion's points pair its own type with its operand's (`ANYVALUE` in the source).
    check(
        &table("  - { gate: TRUNC, types: [I64], from: [I64, ARCH], steps: [\"out = add in0, in0\"] }\n")
            .replace("  - { gate: TRUNC, unsupported: not in the test }\n", ""),
        Rule::LowerCoverage,
        "gate: TRUNC",
        "TRUNC",
        "the rules for `TRUNC` leave I64 from F64; ARCH from I64, ARCH, F64; F64 from I64, ARCH, F64 uncovered",
    );
    // Bitfield cases count: a compare's rules must take every condition.
    check(
        &table("").replace(
            "cond: [UGT, UGE, ULT, ULE, SGT, SGE, SLT, SLE]",
            "cond: [UGT, UGE, ULT, SGT, SGE, SLT, SLE]",
        ),
        Rule::LowerCoverage,
        "gate: ICMP, types: [I64, ARCH], cond: [EQ, NE]",
        "ICMP",
        "the rules for `ICMP` leave I64 with ULE; ARCH with ULE uncovered",
    );
}

#[test]
fn refusals_of_part_of_a_gate() {
    let l = load(&table("")).unwrap_or_else(|e| panic!("{e}"));
    let add = l.gates.iter().find(|g| g.gate == "ADD").expect("ADD");
    let last = add.rules.last().expect("rules");
    assert!(matches!(&last.action, Action::Unsupported(why) if why == "not in the test"));
    assert_eq!(last.priority, REFUSAL_PRIORITY);
    check(
        &table("  - { gate: ADD, types: [F64], priority: 1, unsupported: no floats }\n"),
        Rule::LowerStep,
        "no floats",
        "ADD",
        "`unsupported` refuses `ADD` wherever no rule lowers it: it takes no `priority` and no `inputs` but their `types` (give `types`, `from`, `cond` or input types to refuse part of the gate)",
    );
    let yaml = table("  - { gate: ADD, types: [F64], unsupported: twice }\n");
    let (n, _) = yaml
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("not in the test }") && l.contains("gate: ADD"))
        .expect("the base refusal");
    check(
        &yaml,
        Rule::LowerAmbiguous,
        "twice",
        "ADD",
        &format!(
            "this rule and the one at {}:{}:13 both match `ADD` of type F64 from F64 as refusals",
            dir()
                .join(format!("lower-{:016x}.yaml", fxhash(&yaml)))
                .display(),
            n + 1
        ),
    );
    check(
        &table("  - { gate: ADD, types: [I64], unsupported: never }\n"),
        Rule::LowerShadowed,
        "never",
        "ADD",
        &format!(
            "this rule for `ADD` never fires: higher-priority rules (the first at {}) match every gate it matches",
            first_add_rule(&table(
                "  - { gate: ADD, types: [I64], unsupported: never }\n"
            ))
        ),
    );
}

#[test]
fn e134_two_rules_of_one_priority_for_one_gate() {
    let yaml = table("  - { gate: ADD, types: [I64], steps: [\"out = add in1, in0\"] }\n");
    check(
        &yaml,
        Rule::LowerAmbiguous,
        "types: [I64], steps",
        "ADD",
        &format!(
            "this rule and the one at {} both match `ADD` of type I64 from I64 at priority 0",
            first_add_rule(&yaml)
        ),
    );
    // Rules of disjoint types at one priority are not ambiguous.
    load(&table(
        "  - { gate: ADD, types: [F64], steps: [\"out = fmov in0\"] }\n",
    ))
    .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn e135_a_rule_that_never_fires() {
    let yaml =
        table("  - { gate: ADD, types: [I64], priority: -1, steps: [\"out = add in1, in0\"] }\n");
    check(
        &yaml,
        Rule::LowerShadowed,
        "priority: -1",
        "ADD",
        &format!(
            "this rule for `ADD` never fires: higher-priority rules (the first at {}) match every gate it matches",
            first_add_rule(&yaml)
        ),
    );
    // Of two rules with one constant pattern, the lower never fires.
    let wide_first = table(
        "  - { gate: ADD, types: [I64], inputs: { in1: { const: imm } }, priority: 2, steps: [\"out = addi in0, #in1\"] }\n  - { gate: ADD, types: [I64], inputs: { in1: { const: imm } }, priority: 1, steps: [\"out = addi in0, #in1\"] }\n",
    );
    let e = load(&wide_first).expect_err("shadowed");
    assert_eq!(e.diagnostics.len(), 1);
    assert_eq!(e.diagnostics[0].rule, Rule::LowerShadowed);
}

#[test]
fn module_paths_that_are_no_rust_paths() {
    for (path, message) in [
        ("\"\"", "target_path `` is not a Rust path"),
        ("\"a::\"", "target_path `a::` is not a Rust path"),
        ("crate lir", "target_path `crate lir` is not a Rust path"),
        (
            "gen::lir",
            "target_path `gen::lir` names `gen`, a Rust keyword, which a path cannot name there",
        ),
        (
            "crate::fn",
            "target_path `crate::fn` names `fn`, a Rust keyword, which a path cannot name there",
        ),
    ] {
        let rule = if message.contains("keyword") {
            Rule::ReservedName
        } else {
            Rule::InvalidIdentifier
        };
        check(
            &table("").replace("target_path: crate::lir", &format!("target_path: {path}")),
            rule,
            "target_path",
            path,
            message,
        );
    }
    let yaml = table("").replace(
        "source_path: ir_core::opcode",
        "source_path: super::super::ir",
    );
    load(&yaml).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn a_custom_method_named_like_a_driver_method() {
    let yaml = table("  - { gate: ADD, types: [I64], priority: 1, custom: Value }\n");
    check(
        &yaml,
        Rule::ReservedName,
        "custom: Value",
        "Value",
        "custom method `Value` becomes `value`, a method of `Driver`, which the generated `Custom` trait extends",
    );
}

#[test]
fn the_reference_keeps_a_doc_with_a_bar_or_a_line_break_in_its_cell() {
    let yaml = table(
        "  - { gate: ADD, types: [I64], priority: 1, doc: \"left | right\\nnext line\", steps: [\"out = add in0, in1\"] }\n",
    );
    let l = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let md = ir_spec::lower::docs::markdown(&l, "t.yaml");
    let row = md
        .lines()
        .find(|l| l.contains("left"))
        .unwrap_or_else(|| panic!("no row holds the doc:\n{md}"));
    assert!(
        row.starts_with('|') && row.contains("left \\| right next line<br>"),
        "{row}"
    );
    // The conditions of an ICMP rule list bitfield cases with bars, escaped too.
    let icmp = md
        .lines()
        .find(|l| l.contains("bitfield"))
        .expect("a rule on cases");
    assert!(icmp.contains(" \\| "), "{icmp}");
}
