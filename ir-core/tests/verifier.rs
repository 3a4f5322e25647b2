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

/// The violations of a module in text, one line each.
fn module_violations(text: &str) -> Vec<String> {
    let parsed = ir_core::text::parse_module(text, "f").expect("parses");
    match parsed.module.verify() {
        Ok(()) => Vec::new(),
        Err(found) => found
            .iter()
            .flat_map(|(f, v)| v.0.iter().map(move |v| format!("{f}: {v}")))
            .collect(),
    }
}

/// Switch cases equal at the width of the branch's input (255 and 511 on an i8), two ARGs of
/// one position with different types, and returns of different types are refused, each at the
/// later gate and naming the earlier one; distinct cases and one type pass.
#[test]
fn cases_parameters_and_returns_must_agree() {
    let switch = |a: u64, b: u64, ty: &str| {
        format!(
            "%8 = ARG {ty} 0 <%7>\n%9 = SWITCH_BRANCH [%1] (%8)\n%10 = SWITCH_CASE {a} [%9]\n\
             %11 = SWITCH_CASE {b} [%9]\n%12 = DEFAULT_CASE [%9]\n%13 = MERGE [%10, %11, %12]\n\
             %14 = RETURN [%13] {{%2}} (%8) <%3>\n"
        )
    };
    assert_eq!(
        module_violations(&switch(255, 511, "i8")),
        [
            "0: %11 (SWITCH_CASE): duplicate-case: expected a value no other case of %9 (SWITCH_BRANCH novalue) has, found 511, the value of %10 at the branch's width of 8 bits"
        ]
    );
    assert_eq!(
        module_violations(&switch(7, 7, "i64")),
        [
            "0: %11 (SWITCH_CASE): duplicate-case: expected a value no other case of %9 (SWITCH_BRANCH novalue) has, found 7, the value of %10 at the branch's width of 64 bits"
        ]
    );
    assert!(module_violations(&switch(255, 511, "i16")).is_empty());
    assert_eq!(
        module_violations(
            "%8 = ARG i32 0 <%7>\n%9 = ARG i64 0 <%7>\n%10 = RETURN [%1] {%2} (%8) <%3>\n"
        ),
        ["0: %9 (ARG): parameter-type: expected i32, the type of parameter 0 at %8, found i64"]
    );
    assert_eq!(
        module_violations(
            "%8 = ARG i1 0 <%7>\n%9 = CONSTANT i64 5 <%5>\n%10 = CONSTANT i32 7 <%5>\n\
             %11 = IF_BRANCH [%1] (%8)\n%12 = IF_TRUE [%11]\n%13 = IF_FALSE [%11]\n\
             %14 = RETURN [%12] {%2} (%10) <%3>\n%15 = RETURN [%13] {%2} (%9) <%3>\n"
        ),
        ["0: %15 (RETURN): return-type: expected i32, the type %14 returns, found i64"]
    );
}

/// A CALL of a function of the module must pass its parameters' count and types and expect its
/// return type; a callee that is no function of the module is left to trap when it runs.
#[test]
fn calls_between_functions_must_match_the_callee() {
    let module = |call: &str| {
        format!(
            "func main\n%8 = ARG i64 0 <%7>\n%9 = CONSTANT arch @square <%5>\n%10 = CONSTANT i32 3 <%5>\n\
             {call}\n%12 = RETURN [%1] {{%11}} (%11) <%3>\n\
             func square\n%8 = ARG i64 0 <%7>\n%9 = MUL i64 (%8, %8)\n%10 = RETURN [%1] {{%2}} (%9) <%3>\n"
        )
    };
    assert!(module_violations(&module("%11 = CALL i64 {%2} (%9, %8)")).is_empty());
    assert_eq!(
        module_violations(&module("%11 = CALL i64 {%2} (%9)")),
        ["0: %11 (CALL): call-signature: expected 1 argument, the parameters of `square`, found 0"]
    );
    assert_eq!(
        module_violations(&module("%11 = CALL i64 {%2} (%9, %10)")),
        [
            "0: %11 (CALL), data input 1: call-signature: expected i64, the type of parameter 0 of `square`, found i32"
        ]
    );
    assert_eq!(
        module_violations(&module("%11 = CALL i32 {%2} (%9, %8)")),
        [
            "0: %11 (CALL): call-signature: expected a result of i64, the type `square` returns, found i32"
        ]
    );
    // No function at address 7: a trap at run time, not a violation.
    let unknown = module("%11 = CALL i64 {%2} (%9, %8)").replace("@square", "7");
    assert!(module_violations(&unknown).is_empty());
}
