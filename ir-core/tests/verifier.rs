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
use opforge_rng::Rng;
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

/// The machine types a gate of `op` may have, read off its row: its output's types (any but
/// NOVALUE for a type variable), any but NOVALUE when its inputs' type variable stands for it,
/// else NOVALUE.
fn legal_own_types(op: Opcode) -> Vec<MachineType> {
    let shape = op.shape();
    let valued = |t: &&MachineType| **t != MachineType::Novalue;
    match shape.data_out {
        Some(c) if c.var.is_some() => MachineType::ALL.iter().filter(valued).copied().collect(),
        Some(c) => MachineType::ALL
            .iter()
            .filter(|&&t| c.types.contains(t))
            .copied()
            .collect(),
        None if shape.data_in.iter().any(|e| e.types.var.is_some()) => {
            MachineType::ALL.iter().filter(valued).copied().collect()
        }
        None => vec![MachineType::Novalue],
    }
}

/// Whether a value of type `t` fits `entry` at a gate of type `own`.
fn fits(entry: &ir_core::opcode::InputInfo, t: MachineType, own: MachineType) -> bool {
    let c = entry.types;
    if c.types == ir_core::opcode::TypeSet::EMPTY && c.var.is_none() {
        return t != MachineType::Novalue;
    }
    c.types.contains(t) || (c.var.is_some() && t == own && t != MachineType::Novalue)
}

/// How many inputs a kind gets: usually what its entries ask for (`bitfield` counting the
/// repeated one), sometimes one off or random.
fn input_count(rng: &mut Rng, entries: &[ir_core::opcode::InputInfo], bitfield: u64) -> usize {
    use ir_core::opcode::Repeat;
    let want = entries
        .iter()
        .map(|e| match e.repeat {
            Repeat::Once => usize::from(!e.optional || rng.chance(50)),
            Repeat::Bitfield => bitfield.min(6) as usize,
            Repeat::Any => rng.below(4),
        })
        .sum::<usize>();
    match rng.below(10) {
        0 => rng.below(5),
        1 => want + 1,
        _ => want,
    }
}

/// The generic verifier's fast path clears a gate of the Circuit's table only when its full
/// rules find nothing wrong with it, and for an opcode it decides, it clears every such gate
/// whose inputs all come before it: over every opcode, gates built to be valid and then mutated
/// (counts, sources, types, bitfields, root lists, dangling inputs).
#[test]
fn the_fast_path_and_the_full_rules_agree_on_every_opcode() {
    use ir_core::circuit::Inputs;
    use ir_core::gate_type::{GateType, GcCategory};
    use ir_core::opcode::{DependCount, Root};
    use opforge_ir::graph::{Verifier, entry_for};

    let verifier = Verifier::<Opcode>::new();
    // A pool of sources: one gate per opcode and machine type.
    let mut c = ir_core::Circuit::new();
    let mut pool = Vec::new();
    for &op in Opcode::ALL.iter() {
        for &ty in MachineType::ALL.iter() {
            let inputs = Inputs {
                data: &[GateRef(0)],
                ..Inputs::default()
            };
            let g = c.add(op, ty, GateType::EMPTY, 0, inputs).expect("room");
            pool.push((g, op, ty));
        }
    }
    let mut rng = Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
    let (mut cleared, mut decided) = (0usize, 0usize);
    for &op in Opcode::ALL.iter() {
        let shape = op.shape();
        let own_choices = legal_own_types(op);
        let root_of = op
            .info()
            .root
            .and_then(Root::of)
            .map(|r| GateRef(r.offset()));
        let (mut op_cleared, mut op_rejected) = (0, 0);
        for _ in 0..400 {
            let values = op.info().bitfield.values;
            let bitfield = match rng.below(8) {
                0 => rng.next_u64(),
                1 => 1u64 << rng.below(64),
                _ if !values.is_empty() => values[rng.below(values.len())],
                2 => 0,
                _ => rng.below(4) as u64,
            };
            let own = if !own_choices.is_empty() && rng.chance(85) {
                own_choices[rng.below(own_choices.len())]
            } else {
                MachineType::ALL[rng.below(MachineType::ALL.len())]
            };
            let gate_type = if own == MachineType::Novalue {
                GateType::EMPTY
            } else {
                GateType::mir(GcCategory::Native, true)
            };
            let ns = input_count(&mut rng, shape.state_in, bitfield);
            let nd = match shape.depend_in {
                DependCount::Fixed(n) if rng.chance(85) => usize::from(n),
                DependCount::Bitfield if rng.chance(85) => bitfield.min(6) as usize,
                _ => rng.below(4),
            };
            let nt = input_count(&mut rng, shape.data_in, bitfield);
            let pick = |rng: &mut Rng, ok: &dyn Fn(Opcode, MachineType) -> bool| {
                if rng.chance(3) {
                    return GateRef(1 << 20);
                }
                let good: Vec<GateRef> = pool
                    .iter()
                    .filter(|&&(_, o, t)| ok(o, t))
                    .map(|&(g, _, _)| g)
                    .collect();
                if !good.is_empty() && rng.chance(90) {
                    good[rng.below(good.len())]
                } else {
                    pool[rng.below(pool.len())].0
                }
            };
            let state: Vec<GateRef> = (0..ns)
                .map(|i| {
                    let from = entry_for(shape.state_in, i, ns).and_then(|e| e.from);
                    pick(&mut rng, &|o, _| {
                        !o.shape().state_out.is_empty() && from.is_none_or(|f| f.contains(o))
                    })
                })
                .collect();
            let depend: Vec<GateRef> = (0..nd)
                .map(|_| pick(&mut rng, &|o, _| o.shape().depend_out))
                .collect();
            let data: Vec<GateRef> = (0..nt)
                .map(|i| {
                    let entry = entry_for(shape.data_in, i, nt).copied();
                    pick(&mut rng, &|o, t| {
                        entry.is_none_or(|e| {
                            o.shape().data_out.is_some()
                                && e.from.is_none_or(|f| f.contains(o))
                                && fits(&e, t, own)
                        })
                    })
                })
                .collect();
            let root = match rng.below(10) {
                0 => None,
                1 => Some(GateRef(rng.below(Root::ALL.len() + 2) as u32)),
                _ => root_of,
            };
            let inputs = Inputs {
                state: &state,
                depend: &depend,
                data: &data,
                root,
            };
            let mut trial = c.clone();
            let g = trial
                .add(op, own, gate_type, bitfield, inputs)
                .expect("room");
            let fast = verifier.clears(trial.graph(), g);
            let full = verifier.check_gate(trial.graph(), g);
            let behind = trial.inputs(g).iter().all(|s| s.index() < g.index());
            assert!(!fast || full.is_empty(), "{op}: cleared, but {full:?}");
            if verifier.decides(op) && behind {
                assert_eq!(fast, full.is_empty(), "{op}: {full:?}");
            }
            if fast {
                op_cleared += 1;
            } else if !full.is_empty() {
                op_rejected += 1;
            }
        }
        // A root opcode away from its offset is always wrong: only rejections to see there.
        if verifier.decides(op) {
            decided += 1;
            let clearable = Root::of(op).is_none();
            assert!(op_cleared > 0 || !clearable, "{op}: nothing cleared");
            assert!(op_rejected > 0, "{op}: nothing rejected");
        }
        cleared += op_cleared;
    }
    assert!(decided > Opcode::ALL.len() / 2, "{decided} opcodes decided");
    assert!(cleared > 0);
}
