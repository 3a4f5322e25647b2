//! Lowering tables whose source is a block-structured IR (`kind: cfg`): the interface both
//! kinds of source implement (value inputs, a condition immediate, integer immediates by name,
//! block targets by name), the `cover` and `constants` keys, and each mistake reported alone,
//! under its rule, with its message, at its `line:column`. The source is the project's
//! `tests/specs/cfg.yaml`; the target a small LIR over a six-form machine, both written next
//! to the table in a scratch directory.

#[path = "support/one_finding.rs"]
mod one_finding;

use std::path::PathBuf;

use ir_spec::kind::LowerKind;
use ir_spec::lower::Lowering;
use ir_spec::lower::model::{Action, Arg};
use ir_spec::lower::source::SourceKind;
use ir_spec::{Loader, Rule};
use one_finding::one_finding;

const MACHINE: &str = include_str!("../../tests/specs/mini.yaml");
const SOURCE: &str = include_str!("../../tests/specs/cfg.yaml");

const LIR: &str = r#"kind: cfg
version: 1
machine: { spec: mini.yaml, crate: mini }
register_classes:
  - { name: gpr, doc: G., bank: int, views: [XReg], preferred: [x0-x7], scratch: x16 }
types:
  - { name: i64, doc: I., class: gpr, view: XReg }
immediates:
  - { name: imm, doc: I., bits: 12 }
  - { name: cc, doc: C., cases: [{ name: eq, doc: E. }, { name: ne, doc: N. }] }
classes:
  - { name: Op, doc: Ops. }
instructions:
  - { name: add, doc: A., class: Op, operands: [{ name: a, value: i64 }, { name: b, value: i64 }], results: [{ name: out, type: i64 }], emit: [{ form: ADD, bind: { Xd: out, Xn: a, Xm: b }, asm: "add {out}, {a}, {b}" }] }
  - { name: addi, doc: A., class: Op, operands: [{ name: a, value: i64 }, { name: k, imm: imm }], results: [{ name: out, type: i64 }], emit: [{ form: ADDI, bind: { Xd: out, Xn: a, imm12: k }, asm: "add {out}, {a}, #{k}" }] }
  - { name: sel, doc: S., class: Op, operands: [{ name: c, imm: cc }, { name: a, value: i64 }, { name: b, value: i64 }], results: [{ name: out, type: i64 }], emit: [{ form: CSEL, bind: { Xd: out, Xn: a, Xm: b, cond: c }, asm: "csel {out}, {a}, {b}, {c}" }] }
  - { name: jmp, doc: J., class: Op, terminator: true, operands: [{ name: dest, block: true }], emit: [{ form: B, bind: { target26: dest }, asm: "b {dest}" }] }
"#;

/// The scratch directory holding the machine, the LIR and the source, made once per process.
fn dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("opforge-lower-cfg-{}", std::process::id()));
    if !dir.join("tiny.yaml").is_file() {
        std::fs::create_dir_all(&dir).expect("scratch directory");
        std::fs::write(dir.join("mini.yaml"), MACHINE).expect("machine table");
        std::fs::write(dir.join("lir.yaml"), LIR).expect("LIR table");
        std::fs::write(dir.join("tiny.yaml"), SOURCE).expect("source table");
    }
    dir
}

/// What every table of these tests starts with: its kind and paths.
const HEAD: &str = "kind: lower
version: 1
source: tiny.yaml
source_path: tiny
target: lir.yaml
target_path: crate::lir
";

/// A table over the cfg test IR: `head` after the paths, `rules` after the base rules.
fn table(head: &str, rules: &str) -> String {
    format!(
        "{HEAD}{head}types: {{ i64: i64 }}
conditions:
  - {{ enum: cond, imm: cc, map: {{ eq: eq, ne: ne }} }}
rules:
  - {{ gate: iadd, inputs: {{ in1: {{ const: imm }} }}, priority: 1, steps: [\"out = addi in0, #in1\"] }}
  - {{ gate: iadd, steps: [\"out = add in0, in1\"] }}
  - {{ gate: isub, unsupported: not in the test }}
  - {{ gate: imul, unsupported: not in the test }}
{rules}"
    )
}

fn load(yaml: &str) -> Result<Lowering, ir_spec::SpecError> {
    let dir = dir();
    let hash = yaml.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let name = format!("lower-{hash:016x}.yaml");
    std::fs::write(dir.join(&name), yaml).expect("write the table");
    Loader::new().file(dir.join(name)).load_as::<LowerKind>()
}

#[track_caller]
fn check(yaml: &str, rule: Rule, (marker, token): (&str, &str), message: &str) {
    one_finding(load(yaml), yaml, rule, (marker, token), message);
}

const COVER: &str = "cover: [IntBinary]\nconstants: [iconst]\n";

#[test]
fn a_cfg_source_reads_inputs_immediates_targets_and_constants_by_position() {
    let yaml = table(
        COVER,
        "  - { gate: jump, steps: [\"jmp dest\"] }\n  - { gate: icmp, types: [i64], steps: [\"out = sel #cond, in0, in1\"] }\n  - { gate: iconst, steps: [\"out = addi in0, #value\"] }\n",
    );
    // `iconst` has no value input, so that last step is refused; without it the table loads.
    assert!(load(&yaml).is_err());
    let yaml = table(
        COVER,
        "  - { gate: jump, steps: [\"jmp dest\"] }\n  - { gate: icmp, types: [i64], cond: [eq, ne], steps: [\"out = sel #cond, in0, in1\"] }\n  - { gate: icmp, cond: [slt, sle, ult], unsupported: not in the test }\n",
    );
    let l = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(l.source_kind, SourceKind::Cfg);
    assert_eq!(l.constants, vec![("iconst".to_owned(), 0)]);
    let iadd = l.gates.iter().find(|g| g.gate == "iadd").expect("iadd");
    assert!(
        iadd.typed_by_output,
        "iadd's result has its first operand's type"
    );
    assert_eq!(iadd.slots.inputs, vec![0, 1]);
    // icmp: the condition is operand 0, the values operands 1 and 2; typed by its first value.
    let icmp = l.gates.iter().find(|g| g.gate == "icmp").expect("icmp");
    assert!(!icmp.typed_by_output);
    assert_eq!(
        (icmp.slots.condition, icmp.slots.inputs.clone()),
        (Some(0), vec![1, 2])
    );
    let jump = l.gates.iter().find(|g| g.gate == "jump").expect("jump");
    assert_eq!(jump.slots.targets, vec![0]);
    let Action::Steps(steps) = &jump.rules[0].action else {
        panic!("steps")
    };
    assert_eq!(steps[0].args, vec![Arg::Target(0)]);
}

#[test]
fn a_named_integer_immediate_of_the_source_reads_as_hash_name() {
    let yaml = table(
        COVER,
        "  - { gate: call, steps: [\"out = addi in0, #callee\"] }\n",
    );
    let l = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let call = l.gates.iter().find(|g| g.gate == "call").expect("call");
    // A result of an open type (`any`, no `same`) is the instruction's own type.
    assert!(call.typed_by_output);
    let Action::Steps(steps) = &call.rules[0].action else {
        panic!("steps")
    };
    assert_eq!(steps[0].args, vec![Arg::Input(0), Arg::Imm(0)]);
}

#[test]
fn e133_an_instruction_of_a_covered_class_without_rules() {
    let yaml = table(COVER, "").replace("  - { gate: imul, unsupported: not in the test }\n", "");
    check(
        &yaml,
        Rule::LowerCoverage,
        ("source: tiny.yaml", "tiny.yaml"),
        "instruction(s) `imul` of `tiny.yaml` have no rule",
    );
}

#[test]
fn without_cover_every_instruction_must_be_lowered() {
    let yaml = table("", "");
    check(
        &yaml,
        Rule::LowerCoverage,
        ("source: tiny.yaml", "tiny.yaml"),
        "instruction(s) `iconst`, `icmp`, `call`, `jump`, `brif`, `ret` of `tiny.yaml` have no rule",
    );
}

#[test]
fn e131_a_cover_group_the_source_does_not_have() {
    let yaml = table("cover: [IntBinry]\n", "");
    let loaded = load(&yaml);
    let e = loaded.expect_err("refused");
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == Rule::LowerName)
        .expect("an unknown name");
    assert_eq!((d.loc.line, d.loc.column), (7, 9));
    assert!(d.message.contains("`IntBinry`"), "{}", d.message);
    assert!(d.message.contains("class of the source"), "{}", d.message);
    assert!(
        d.hint.as_deref().is_some_and(|h| h.contains("IntBinary")),
        "{d:?}"
    );
}

#[test]
fn e131_a_constant_that_is_not_one() {
    let yaml = table("cover: [IntBinary]\nconstants: [iadd]\n", "");
    check(
        &yaml,
        Rule::LowerName,
        ("constants: [iadd]", "iadd"),
        "`iadd` is not a constant: a constant has a result, no value inputs and an integer immediate holding its value",
    );
}

#[test]
fn e132_a_block_target_the_instruction_does_not_have() {
    let yaml = table(COVER, "  - { gate: jump, steps: [\"jmp then\"] }\n");
    check(
        &yaml,
        Rule::LowerStep,
        ("jmp then", "then"),
        "operand `dest` of `jmp` takes a block: `dest`",
    );
}

#[test]
fn e132_bitfield_of_an_instruction_without_an_integer_immediate() {
    let yaml = table(
        COVER,
        "  - { gate: jump, steps: [\"jmp dest\"] }\n  - { gate: icmp, types: [i64], steps: [\"out = addi in0, #bitfield\"] }\n",
    );
    check(
        &yaml,
        Rule::LowerStep,
        ("#bitfield", "#bitfield"),
        "`icmp` has no integer immediate for `#bitfield` to read",
    );
}

#[test]
fn e134_two_rules_of_one_priority_for_one_instruction() {
    let yaml = table(
        COVER,
        "  - { gate: iadd, types: [i64], steps: [\"out = add in1, in0\"] }\n",
    );
    let loaded = load(&yaml);
    let e = loaded.expect_err("refused");
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == Rule::LowerAmbiguous)
        .unwrap_or_else(|| panic!("an ambiguity: {:#?}", e.diagnostics));
    let line = yaml
        .lines()
        .position(|l| l.contains("out = add in1, in0"))
        .expect("the second rule");
    assert_eq!((d.loc.line, d.loc.column), (line as u32 + 1, 13));
    assert!(
        d.message
            .contains("both match `iadd` of type i64 from i64 at priority 0"),
        "{}",
        d.message
    );
}

#[test]
fn e135_a_rule_higher_priorities_always_take() {
    let yaml = table(
        COVER,
        "  - { gate: iadd, inputs: { in1: { const: imm } }, priority: -1, steps: [\"out = addi in0, #in1\"] }\n",
    );
    let e = load(&yaml).expect_err("refused");
    assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    let d = &e.diagnostics[0];
    let line = yaml
        .lines()
        .position(|l| l.contains("priority: -1"))
        .expect("the shadowed rule");
    assert_eq!(d.rule, Rule::LowerShadowed);
    assert_eq!((d.loc.line, d.loc.column), (line as u32 + 1, 13));
    assert!(
        d.message
            .starts_with("this rule for `iadd` never fires: higher-priority rules (the first at ")
            && d.message.ends_with(":13:13) match every gate it matches"),
        "{}",
        d.message
    );
}

#[test]
fn the_reference_says_nothing_is_built_and_drops_an_empty_doc() {
    let yaml = table(COVER, "  - { gate: jump, doc: \" \", steps: [] }\n");
    let l = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let md = ir_spec::lower::docs::markdown(&l, "lower.yaml");
    let jump = md.split("### `jump`").nth(1).expect("a section for jump");
    assert!(
        jump.contains("| 0 | types: any | nothing: no instruction |"),
        "{jump}"
    );
    assert!(!md.contains("<br><br>") && !md.contains("| <br>"), "{md}");
}

/// A table mapping both integer types of the cfg test IR, with `rules` for `call` (whose
/// arguments may be of any type).
fn typed_inputs(rules: &str) -> String {
    format!("{HEAD}cover: [Call]\ntypes: {{ i64: i64, i32: i64 }}\nrules:\n{rules}")
}

#[test]
fn input_types_alone_split_the_coverage_like_from_does() {
    let yaml = typed_inputs(
        "  - { gate: call, inputs: { in1: { types: [i64] } }, steps: [\"out = addi in0, #callee\"] }\n  - { gate: call, inputs: { in1: { types: [i32] } }, unsupported: a narrow second argument }\n",
    );
    let l = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let call = l.gates.iter().find(|g| g.gate == "call").expect("call");
    assert_eq!(call.rules.len(), 2);
    assert!(
        matches!(&call.rules[1].action, Action::Unsupported(why) if why == "a narrow second argument")
    );
    assert_eq!(
        call.rules[1].priority,
        ir_spec::lower::model::REFUSAL_PRIORITY
    );
    // Without the refusal, the points whose second argument is an i32 are left.
    let yaml = typed_inputs(
        "  - { gate: call, inputs: { in1: { types: [i64] } }, steps: [\"out = addi in0, #callee\"] }\n",
    );
    check(
        &yaml,
        Rule::LowerCoverage,
        ("gate: call", "call"),
        "the rules for `call` leave i64 from i64 with in1 i32; i64 from i32 with in1 i32; i32 from i64 with in1 i32; i32 from i32 with in1 i32 uncovered",
    );
}

#[test]
fn a_refusal_names_input_types_but_no_constant() {
    let yaml = typed_inputs(
        "  - { gate: call, steps: [\"out = addi in0, #callee\"] }\n  - { gate: call, inputs: { in1: { const: imm } }, unsupported: a constant argument }\n",
    );
    check(
        &yaml,
        Rule::LowerStep,
        ("a constant argument", "call"),
        "`unsupported` refuses `call` wherever no rule lowers it: it takes no `priority` and no `inputs` but their `types` (give `types`, `from`, `cond` or input types to refuse part of the gate)",
    );
}

/// A cfg source with a pointer family: `ptr` names every pointer type (`*i64`, `**i64`), one
/// register type of the target holds them all, and the generated matcher takes the family's
/// variant whatever structure it holds.
const POINTERS: &str = r#"kind: cfg
version: 1
name: pointers
doc: A source with pointers.
types:
  - { name: i64, doc: An integer. }
  - { name: ptr, doc: A pointer., pointer: true, elements: Pointee }
type_sets:
  - { name: Pointee, doc: What pointers point to., members: [i64, ptr] }
classes:
  - { name: Op, doc: Ops. }
instructions:
  - { name: offset, doc: O., class: Op, operands: [{ name: p, value: ptr }, { name: k, value: i64 }], results: [{ name: out, same: p }] }
  - { name: jump, doc: J., class: Op, terminator: true, operands: [{ name: dest, block: true }] }
"#;

#[test]
fn a_pointer_family_maps_to_one_target_type_for_every_structure() {
    let dir = dir();
    std::fs::write(dir.join("pointers.yaml"), POINTERS).expect("source table");
    let yaml = "kind: lower
version: 1
source: pointers.yaml
source_path: pointers
target: lir.yaml
target_path: crate::lir
types: { i64: i64, ptr: i64 }
rules:
  - { gate: offset, types: [ptr], steps: [\"out = add in0, in1\"] }
  - { gate: jump, steps: [\"jmp dest\"] }
";
    let path = dir.join("lower-pointers.yaml");
    std::fs::write(&path, yaml).expect("write the table");
    let loaded = Loader::new()
        .file(&path)
        .load()
        .unwrap_or_else(|e| panic!("{e}"));
    let ir_spec::kind::Loaded::Lower(l) = &loaded else {
        panic!("a lowering table")
    };
    let families: Vec<(&str, bool)> = l
        .types
        .iter()
        .map(|t| (t.source.as_str(), t.family))
        .collect();
    assert_eq!(families, [("i64", false), ("ptr", true)]);
    let rust: String = loaded
        .outputs("lower-pointers.yaml")
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .map(|o| o.rust)
        .collect();
    // The family's variant holds the structure's number: `Ptr(_)`, never the unit `Ptr`.
    assert!(
        rust.contains("SourceType::Ptr(_) => Some(Type::I64),"),
        "{rust}"
    );
    assert!(rust.contains("SourceType::Ptr(_) => 2,"), "{rust}");
    assert!(
        rust.contains("SourceType::I64 => Some(Type::I64),"),
        "{rust}"
    );
    // A table that names no pointer family keeps unit variants.
    let plain = load(&table(COVER, "  - { gate: jump, steps: [\"jmp dest\"] }\n"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(plain.types.iter().all(|t| !t.family));
}

/// Rules for `brif` whose condition may be an absorbed `icmp` of the given cases (`conds`, one
/// rule each at `priorities`), with the fallback that takes any condition.
fn branch_rules(rules: &[(&str, i64)]) -> String {
    let mut out = String::new();
    for (cond, priority) in rules {
        out.push_str(&format!(
            "  - {{ gate: brif, inputs: {{ in0: {{ gate: icmp, cond: [{cond}] }} }}, priority: {priority}, steps: [\"jmp then\"] }}\n"
        ));
    }
    out.push_str("  - { gate: brif, steps: [\"jmp else\"] }\n");
    // A truth value held as an i64, so that `brif` has a type the checks enumerate.
    table(COVER, &out).replace("types: { i64: i64 }", "types: { i64: i64, b1: i64 }")
}

#[test]
fn an_absorbed_gate_is_matched_by_its_condition_and_rules_of_disjoint_cases_agree() {
    let l = load(&branch_rules(&[("eq", 1), ("ne, slt", 1)])).unwrap_or_else(|e| panic!("{e}"));
    let brif = l.gates.iter().find(|g| g.gate == "brif").expect("brif");
    let conds: Vec<Option<Vec<u64>>> = brif
        .rules
        .iter()
        .map(|r| r.inputs.first().and_then(|i| i.cond.clone()))
        .collect();
    // The cases by their numbers in the source's `cond` enum.
    assert_eq!(conds, [Some(vec![0]), Some(vec![1, 2]), None]);
}

#[test]
fn e134_two_rules_of_one_priority_whose_absorbed_cases_meet() {
    let yaml = branch_rules(&[("eq, ne", 1), ("ne", 1)]);
    let e = load(&yaml).expect_err("refused");
    assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    assert_eq!(e.diagnostics[0].rule, Rule::LowerAmbiguous);
}

#[test]
fn e135_a_rule_whose_absorbed_cases_a_higher_priority_takes_all() {
    // eq and ne first: the later rule for ne alone never fires.
    let yaml = branch_rules(&[("eq, ne", 2), ("ne", 1)]);
    let e = load(&yaml).expect_err("refused");
    assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    assert_eq!(e.diagnostics[0].rule, Rule::LowerShadowed);
    // A higher-priority rule for eq alone leaves ne to the other.
    load(&branch_rules(&[("eq", 2), ("eq, ne", 1)])).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn e132_a_condition_on_an_input_that_absorbs_nothing() {
    let yaml = table(
        COVER,
        "  - { gate: brif, inputs: { in0: { cond: [eq] } }, priority: 1, steps: [\"jmp then\"] }\n  - { gate: brif, steps: [\"jmp else\"] }\n",
    );
    check(
        &yaml,
        Rule::LowerStep,
        ("cond: [eq]", "eq"),
        "`cond` on `in0` is the condition of an absorbed gate: give its `gate` too",
    );
}

#[test]
fn e131_an_absorbed_condition_the_enum_does_not_have() {
    let yaml = branch_rules(&[("sgt", 1)]);
    let d = one_finding::one_finding(
        load(&yaml),
        &yaml,
        Rule::LowerName,
        ("sgt", "sgt"),
        "unknown case of `cond` `sgt`",
    );
    assert!(
        d.hint.as_deref().is_some_and(|h| h.contains("slt")),
        "{d:?}"
    );
}
