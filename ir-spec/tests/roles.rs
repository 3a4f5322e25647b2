//! What a spec declares about its own meaning reaches the model and the generated code: declared
//! wire kinds and levels (and the defaults of a spec that declares none), roles, the graph rules it
//! asks for, the role table, and the typed builder's state gates taken from the `state_gates` role
//! rather than from a class name.

use ir_spec::Loader;
use ir_spec::model::{GraphRule, Role, WireKind};

const SPEC: &str = "\
kind: ir
version: 1
wires:
  - { name: state, doc: Control. }
  - { name: data, doc: Values. }
levels:
  - { name: Fast, doc: The fast tier. }
types:
  - { name: I32, doc: Word. }
classes:
  - { name: Entry, doc: Entries. }
  - { name: Control, doc: Control. }
  - { name: Arith, doc: Arithmetic. }
roots: [START]
roles:
  state_entry: START
  state_gates: Control
graph_rules: [reachability]
gates:
  - { name: START, doc: Start., class: Entry, outputs: { state: [{ many: Control }] } }
  - { name: STOP, doc: Stops., class: Control, inputs: { state: [START] } }
  - { name: ADD, doc: Adds., class: Arith, level: Fast, inputs: { data: [I32, I32] }, outputs: { data: I32 } }
";

#[test]
fn declarations_reach_the_model() {
    let spec = Loader::new().text("r.yaml", SPEC).load_ir().expect("valid");
    let kinds: Vec<WireKind> = spec.wires.iter().map(|w| w.kind).collect();
    assert_eq!(kinds, [WireKind::State, WireKind::Data]);
    assert_eq!(spec.wires[1].doc, "Values.");
    assert_eq!(spec.levels.len(), 1);
    assert_eq!(spec.levels[0].name, "Fast");
    let add = spec
        .gates
        .iter()
        .find(|g| g.named.name == "ADD")
        .expect("ADD");
    assert_eq!(add.level, Some(0));
    let stop = spec
        .gates
        .iter()
        .find(|g| g.named.name == "STOP")
        .expect("STOP");
    assert_eq!(spec.role(Role::StateGates), Some(&[stop.opcode][..]));
    assert_eq!(spec.role(Role::Merge), None);
    assert_eq!(spec.graph_rules, [GraphRule::Reachability]);
    assert!(
        spec.is_state_gate(stop),
        "named by the role, though it has no state users"
    );
}

#[test]
fn a_spec_that_declares_nothing_gets_every_wire_kind_and_the_three_levels() {
    let spec = Loader::new()
        .text(
            "d.yaml",
            "kind: ir\nversion: 1\nclasses: [{ name: A, doc: A. }]\ngates: [{ name: X, doc: X., class: A, level: LIR }]\n",
        )
        .load_ir()
        .expect("valid");
    let kinds: Vec<WireKind> = spec.wires.iter().map(|w| w.kind).collect();
    assert_eq!(kinds, WireKind::ALL);
    let levels: Vec<&str> = spec.levels.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(levels, ["HIR", "MIR", "LIR"]);
    assert_eq!(spec.gates[0].level, Some(2));
    assert!(spec.roles.is_empty() && spec.graph_rules.is_empty());
}

#[test]
fn the_role_table_and_the_level_enum_are_generated() {
    let spec = Loader::new().text("r.yaml", SPEC).load_ir().expect("valid");
    let rust = ir_spec::generate::opcodes(&spec, "r.yaml").expect("generated");
    for line in [
        "pub const STATE_ENTRY: super::Root = super::Root::Start;",
        "pub const STATE_GATES: &[super::Opcode] = &[super::Opcode::Stop];",
        "pub const REACHABILITY: bool = true;",
        "pub const ACYCLIC: bool = false;",
        "pub const SELECTOR_ARITY: bool = false;",
        "level: Some(Level::Fast),",
    ] {
        assert!(rust.contains(line), "no `{line}` in:\n{rust}");
    }
    assert!(
        !rust.contains("pub const MERGE"),
        "a role not given is not in the table"
    );
    let level = rust
        .split("pub enum Level {")
        .nth(1)
        .and_then(|s| s.split('}').next())
        .expect("a Level enum");
    assert!(level.contains("/// The fast tier.\n    Fast,"), "{level}");
    assert!(!level.contains("Hir"), "{level}");
}

#[test]
fn the_builder_hands_back_a_state_for_the_state_gates_role() {
    let spec = Loader::new().text("r.yaml", SPEC).load_ir().expect("valid");
    let rust = ir_spec::generate::circuit_builder(&spec, "r.yaml").expect("generated");
    assert!(
        rust.contains("pub fn stop(&mut self, state: StateRef) -> StateRef"),
        "{rust}"
    );
    // Without the role, a gate without state users is no state gate.
    let without = SPEC
        .replace("  state_gates: Control\n", "")
        .replace("graph_rules: [reachability]\n", "");
    let spec = Loader::new()
        .text("r.yaml", &without)
        .load_ir()
        .expect("valid");
    let rust = ir_spec::generate::circuit_builder(&spec, "r.yaml").expect("generated");
    assert!(
        rust.contains("pub fn stop(&mut self, state: StateRef) -> GateRef"),
        "{rust}"
    );
}

#[test]
fn the_circuit_spec_without_a_role_its_verifier_needs_fails_at_the_rules() {
    // What `cargo build` of ir-core reports (through its build script) when `spec/circuit.yaml`
    // loses a role: every graph rule that needs it, located, never a rule switched off.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/circuit.yaml");
    let text = std::fs::read_to_string(path).expect("spec/circuit.yaml");
    let spec = Loader::new()
        .text("circuit.yaml", &text)
        .load_ir()
        .expect("valid");
    assert_eq!(spec.graph_rules, GraphRule::ALL);
    let broken = text.replace("  loop_begin: LOOP_BEGIN\n", "");
    assert_ne!(broken, text, "the spec gives `loop_begin`");
    let e = Loader::new()
        .text("circuit.yaml", &broken)
        .load_ir()
        .expect_err("rules without `loop_begin`");
    let line = broken
        .lines()
        .position(|l| l.starts_with("graph_rules:"))
        .expect("graph_rules")
        + 1;
    let found: Vec<(String, String)> = e
        .diagnostics
        .iter()
        .map(|d| (e.position(d), d.message.clone()))
        .collect();
    assert_eq!(
        found,
        [
            (
                format!("circuit.yaml:{line}:29"),
                "graph rule `acyclic` needs the role `loop_begin`, which `roles` does not give"
                    .to_owned()
            ),
            (
                format!("circuit.yaml:{line}:38"),
                "graph rule `selector_arity` needs the role `loop_begin`, which `roles` does not give"
                    .to_owned()
            ),
            (
                format!("circuit.yaml:{line}:54"),
                "graph rule `closed_loops` needs the role `loop_begin`, which `roles` does not give"
                    .to_owned()
            ),
            (
                format!("circuit.yaml:{line}:68"),
                "graph rule `schedulable` needs the role `loop_begin`, which `roles` does not give"
                    .to_owned()
            ),
        ]
    );
    assert!(
        e.diagnostics
            .iter()
            .all(|d| d.rule == ir_spec::Rule::MissingRole)
    );
}
