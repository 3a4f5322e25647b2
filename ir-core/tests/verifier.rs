//! The verifier against realistic circuits, every single-edge rewiring of them (judged by an
//! independent oracle), and random graphs.

#[path = "support/circuits.rs"]
mod circuits;
#[path = "support/oracle.rs"]
mod oracle;
#[path = "support/random.rs"]
mod random;

use ir_core::GateRef;
use ir_core::opcode::{MachineType, Opcode};
use ir_core::verify::{Check, verify};
use proptest::prelude::*;

#[test]
fn realistic_circuits_are_valid() {
    let oracle = oracle::Oracle::new();
    for (name, c) in circuits::all() {
        let v = verify(&c);
        assert!(v.is_empty(), "{name}:\n{v}");
        assert!(!oracle.broken(&c), "the oracle rejects {name}");
    }
}

/// Rewires every input edge of every realistic circuit to every other gate. The verifier must
/// flag exactly the mutants the oracle judges broken.
#[test]
fn every_rewiring_that_breaks_a_rule_is_flagged_and_no_other() {
    let oracle = oracle::Oracle::new();
    let mut total = 0usize;
    let mut broken = 0usize;
    for (name, original) in circuits::all() {
        for g in original.gates() {
            for i in 0..original.inputs(g).len() {
                let old = original.inputs(g)[i];
                for to in original.gates().filter(|&t| t != old) {
                    let mut c = original.clone();
                    c.set_input(g, i, to);
                    let judged = oracle.broken(&c);
                    let found = verify(&c);
                    total += 1;
                    broken += usize::from(judged);
                    assert_eq!(
                        judged,
                        !found.is_empty(),
                        "{name}: input {i} of {g} ({:?}) rewired from {old} to {to} ({:?}): oracle says broken={judged}, verifier found:\n{found}",
                        c.opcode(g),
                        c.opcode(to)
                    );
                }
            }
        }
    }
    assert!(broken > 0 && broken < total);
    eprintln!("{total} mutations, {broken} break a rule, all flagged");
}

#[test]
fn violations_name_gate_opcode_wire_expected_and_found() {
    let mut c = circuits::if_else();
    // Rewire the IF_BRANCH condition (data input 0) to the `ARG` of type ARCH.
    let branch = c
        .gates()
        .find(|&g| c.opcode(g) == Some(Opcode::IfBranch))
        .expect("branch");
    let arch_arg = c
        .gates()
        .find(|&g| c.opcode(g) == Some(Opcode::Arg) && c.machine_type(g) == Some(MachineType::Arch))
        .expect("pointer argument");
    let slot = c.inputs(branch).len() - 1 - usize::from(c.root_input(branch).is_some());
    c.set_input(branch, slot, arch_arg);
    let v = verify(&c);
    let bad = v
        .of(Check::DataInputType)
        .next()
        .unwrap_or_else(|| panic!("{v}"));
    assert_eq!(bad.gate, branch);
    assert_eq!(bad.opcode, Some(Opcode::IfBranch));
    assert_eq!(bad.wire, Some((ir_core::WireKind::Data, 0)));
    let text = bad.to_string();
    assert!(
        text.contains(&format!(
            "{branch} (IF_BRANCH), data input 0: data-input-type: expected a value of type i1"
        )),
        "{text}"
    );
    assert!(text.contains("ARG arch"), "{text}");
}

#[test]
fn dangling_references_and_pending_edges_are_violations_not_panics() {
    let mut c = circuits::counted_loop();
    let last = GateRef(c.len() as u32 - 1);
    c.set_input(last, 0, GateRef(9_999));
    c.set_input(last, 1, GateRef::PENDING);
    let v = verify(&c);
    assert_eq!(v.of(Check::DanglingInput).count(), 2, "{v}");
}

#[test]
fn a_data_cycle_outside_a_loop_selector_is_flagged() {
    let mut c = circuits::if_else();
    let sub = c
        .gates()
        .find(|&g| c.opcode(g) == Some(Opcode::Sub))
        .expect("sub");
    let first_data = c.state_inputs(sub).len() + c.depend_inputs(sub).len();
    c.set_input(sub, first_data + 1, sub);
    let v = verify(&c);
    assert!(v.of(Check::Cycle).any(|x| x.gate == sub), "{v}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn random_graphs_never_make_the_verifier_panic(c in random::arbitrary_circuit()) {
        let v = verify(&c);
        let _ = v.to_string();
    }
}
