//! Visitors dispatch by opcode and fall back through the class chain; each override level
//! catches exactly the opcodes the spec puts under it. Walks visit what they promise.

#[path = "support/circuits.rs"]
mod circuits;

use ir_core::opcode::{MachineType, Opcode};
use ir_core::visit::{
    Visitor, VisitorMut, is_state_gate, walk_all, walk_backwards, walk_states, walk_users,
};
use ir_core::{Circuit, GateRef, GateType, Inputs};

/// A circuit with one (unwired) gate of every opcode, after the roots.
fn every_opcode() -> Circuit {
    let mut c = Circuit::new();
    for op in Opcode::ALL {
        c.add(op, MachineType::I32, GateType::EMPTY, 0, Inputs::default())
            .expect("room");
    }
    c
}

/// Overrides one method at each level: an opcode, a leaf class, an inner class, and the gate.
struct Levels;

impl Visitor for Levels {
    type Output = &'static str;
    fn visit_gate(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "gate"
    }
    fn visit_mir(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "inner class"
    }
    fn visit_int_binary(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "leaf class"
    }
    fn visit_add(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "opcode"
    }
}

/// The same overrides on the mutable twin, which also rewrites: it renames every SUB to ADD.
struct Rewrite;

impl VisitorMut for Rewrite {
    type Output = &'static str;
    fn visit_gate(&mut self, _: &mut Circuit, _: GateRef) -> &'static str {
        "gate"
    }
    fn visit_mir(&mut self, _: &mut Circuit, _: GateRef) -> &'static str {
        "inner class"
    }
    fn visit_int_binary(&mut self, _: &mut Circuit, _: GateRef) -> &'static str {
        "leaf class"
    }
    fn visit_sub(&mut self, c: &mut Circuit, g: GateRef) -> &'static str {
        c.set_opcode(g, Opcode::Add);
        "opcode"
    }
}

/// What each opcode should reach, from the spec's class tree (not from the generated code).
fn expected(spec: &ir_spec::Spec, op: Opcode, own: &str) -> &'static str {
    let gate = &spec.gates[op.as_u16() as usize];
    let under = |class: &str| {
        spec.ancestors(gate.class)
            .any(|c| spec.classes[c].named.name == class)
    };
    if gate.named.name == own {
        "opcode"
    } else if under("IntBinary") {
        "leaf class"
    } else if under("Mir") {
        "inner class"
    } else {
        "gate"
    }
}

fn spec() -> ir_spec::Spec {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/circuit.yaml");
    ir_spec::Loader::new()
        .file(path)
        .load_ir()
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn each_override_level_catches_exactly_its_opcodes() {
    let spec = spec();
    let c = every_opcode();
    let mut counts = std::collections::BTreeMap::new();
    for g in walk_all(&c).skip(ir_core::opcode::Root::ALL.len()) {
        let op = c.opcode(g).expect("gate");
        let got = Levels.visit(&c, g);
        assert_eq!(got, expected(&spec, op, "ADD"), "{op}");
        *counts.entry(got).or_insert(0) += 1;
    }
    assert_eq!(counts["opcode"], 1);
    assert_eq!(counts["leaf class"], 13);
    assert_eq!(counts["inner class"], 37 - 14);
    assert_eq!(counts["gate"], Opcode::COUNT - 37);
    assert_eq!(
        Levels.visit(&c, GateRef(u32::MAX - 1)),
        "gate",
        "a reference to no gate ends at visit_gate"
    );
}

#[test]
fn the_mutable_twin_dispatches_the_same_way_and_can_rewrite() {
    let spec = spec();
    let mut c = every_opcode();
    let gates: Vec<GateRef> = walk_all(&c)
        .skip(ir_core::opcode::Root::ALL.len())
        .collect();
    for g in gates {
        let op = c.opcode(g).expect("gate");
        let got = Rewrite.visit(&mut c, g);
        assert_eq!(got, expected(&spec, op, "SUB"), "{op}");
    }
    assert_eq!(
        c.gates()
            .filter(|&g| c.opcode(g) == Some(Opcode::Sub))
            .count(),
        0
    );
    assert_eq!(
        c.gates()
            .filter(|&g| c.opcode(g) == Some(Opcode::Add))
            .count(),
        2
    );
}

#[test]
fn state_walk_is_a_reverse_post_order_through_the_loop() {
    let c = circuits::counted_loop();
    let order = walk_states(&c);
    let pos = |op: Opcode| {
        order
            .iter()
            .position(|&g| c.opcode(g) == Some(op))
            .unwrap_or_else(|| panic!("{op} missing"))
    };
    assert_eq!(order[0], c.root(ir_core::opcode::Root::StateEntry));
    assert!(pos(Opcode::LoopBegin) < pos(Opcode::IfBranch));
    assert!(pos(Opcode::IfBranch) < pos(Opcode::IfTrue));
    assert!(pos(Opcode::IfTrue) < pos(Opcode::LoopBack));
    assert!(pos(Opcode::IfBranch) < pos(Opcode::Return));
    let states = c
        .gates()
        .skip(ir_core::opcode::Root::ALL.len())
        .filter(|&g| c.opcode(g).is_some_and(is_state_gate))
        .count();
    assert_eq!(
        order.len(),
        states + 1,
        "every state gate once, plus STATE_ENTRY"
    );
}

#[test]
fn backward_walk_reaches_exactly_what_the_exits_depend_on() {
    let c = circuits::call_with_exception();
    let order = walk_backwards(&c);
    let ops: Vec<Opcode> = order.iter().filter_map(|&g| c.opcode(g)).collect();
    for op in [
        Opcode::Return,
        Opcode::Throw,
        Opcode::Call,
        Opcode::JsBytecode,
        Opcode::IfSuccess,
        Opcode::IfException,
    ] {
        assert!(ops.contains(&op), "{op} missing from {ops:?}");
    }
    // Every gate reached is an input (transitively) of an exit: nothing unrelated is added.
    let mut copy = order.clone();
    copy.sort_unstable();
    copy.dedup();
    assert_eq!(copy.len(), order.len(), "each gate once");
}

#[test]
fn users_walk_lists_each_user_once() {
    let c = circuits::if_else();
    let x = c
        .gates()
        .find(|&g| c.opcode(g) == Some(Opcode::Arg))
        .expect("arg");
    let users = walk_users(&c, x);
    assert!(users.windows(2).all(|w| w[0] < w[1]));
    for &u in &users {
        assert!(c.inputs(u).contains(&x));
    }
    assert_eq!(
        users.len(),
        c.gates().filter(|&u| c.inputs(u).contains(&x)).count()
    );
}
