//! The rule matrix, generated from the spec: for every opcode a valid circuit holding it, and for
//! every rule that opcode's table carries a mutant of that circuit that breaks the rule and is
//! rejected with that rule's check at that gate. Which rules a gate carries is read from its
//! `OPCODE_INFO` entry, never listed by hand; graph-wide rules get one mutant each.

#[path = "support/circuits.rs"]
mod circuits;

use ir_core::opcode::{BitfieldKind, DependCount, MachineType, Opcode, Root, TypeSet};
use ir_core::verify::{Check, verify};
use ir_core::{Circuit, GateRef, GateType, Inputs};

/// A gate's inputs, editable.
#[derive(Clone, Debug)]
struct Wires {
    state: Vec<GateRef>,
    depend: Vec<GateRef>,
    data: Vec<GateRef>,
    root: Option<GateRef>,
}

/// A copy of `c` in which gate `g`'s inputs are edited by `edit` (gate numbers are kept).
fn rewire(c: &Circuit, g: GateRef, edit: impl FnOnce(&mut Wires)) -> Circuit {
    let mut out = Circuit::new();
    let mut edit = Some(edit);
    for x in c.gates().skip(Root::ALL.len()) {
        let v = c.view(x).expect("gate");
        let mut w = Wires {
            state: v.state.to_vec(),
            depend: v.depend.to_vec(),
            data: v.data.to_vec(),
            root: v.root,
        };
        if x == g
            && let Some(e) = edit.take()
        {
            e(&mut w);
        }
        let inputs = Inputs {
            state: &w.state,
            depend: &w.depend,
            data: &w.data,
            root: w.root,
        };
        out.add(v.opcode, v.machine_type, v.gate_type, v.bitfield, inputs)
            .expect("room");
    }
    out
}

/// Adds a constant of type `ty` (registered in CONSTANT_LIST) to a copy of `c`.
fn with_constant(c: &Circuit, ty: MachineType) -> (Circuit, GateRef) {
    let mut c = c.clone();
    let list = c.root(Root::ConstantList);
    let k = c
        .add(
            Opcode::Constant,
            ty,
            GateType::EMPTY,
            0,
            Inputs {
                root: Some(list),
                ..Inputs::default()
            },
        )
        .expect("room");
    (c, k)
}

/// A valid circuit holding a gate of opcode `op`: a gate of a corpus circuit with that opcode, or
/// with the same wire shape and root (opcode swapped, bitfield set to a legal value).
fn host(op: Opcode) -> Option<(Circuit, GateRef)> {
    for (_, c) in circuits::all() {
        for g in c.gates() {
            let other = c.opcode(g)?;
            if other == op
                || (other.shape() == op.shape()
                    && other.info().root == op.info().root
                    && Root::of(op).is_none())
            {
                let mut c = c.clone();
                c.set_opcode(g, op);
                if let BitfieldKind::Enum(_) = op.info().bitfield.kind
                    && let Some(&first) = op.info().bitfield.values.first()
                {
                    c.set_bitfield(g, first);
                }
                if verify(&c).is_empty() {
                    return Some((c, g));
                }
            }
        }
    }
    None
}

/// A machine type the constraint rejects, if any.
fn rejected_type(types: TypeSet, own: MachineType, uses_var: bool) -> Option<MachineType> {
    MachineType::ALL
        .iter()
        .copied()
        .find(|&t| t != MachineType::Novalue && !types.contains(t) && !(uses_var && t == own))
}

/// Every rule `op`'s table gives it, each with a mutant of `(c, g)` that breaks it.
fn mutants(c: &Circuit, g: GateRef) -> Vec<(Check, Circuit)> {
    let op = c.opcode(g).expect("gate");
    let shape = op.shape();
    let own = c.machine_type(g).expect("gate");
    let bits = c.bitfield(g).expect("gate");
    let mut out = Vec::new();
    let constant = with_constant(c, MachineType::I32);

    if !shape.state_in.is_empty() {
        out.push((
            Check::StateInputCount,
            rewire(c, g, |w| w.state.push(w.state[0])),
        ));
        if shape.state_in[0].from.is_some() {
            // A constant is never an allowed source of a state input.
            out.push((
                Check::StateInputSource,
                rewire(&constant.0, g, |w| w.state[0] = constant.1),
            ));
        }
    }
    if shape.depend_in != DependCount::Fixed(0) && shape.depend_in != DependCount::Any {
        out.push((
            Check::DependInputCount,
            rewire(c, g, |w| {
                w.depend
                    .push(w.depend.first().copied().unwrap_or(GateRef(2)))
            }),
        ));
        if !c.depend_inputs(g).is_empty() {
            out.push((
                Check::DependInputSource,
                rewire(&constant.0, g, |w| w.depend[0] = constant.1),
            ));
        }
    }
    if !shape.data_in.is_empty() {
        out.push((
            Check::DataInputCount,
            rewire(c, g, |w| {
                w.data.push(w.data.first().copied().unwrap_or(constant.1))
            }),
        ));
        if !c.data_inputs(g).is_empty() {
            // STATE_ENTRY produces no value.
            let entry = c.root(Root::StateEntry);
            out.push((Check::DataInputSource, rewire(c, g, |w| w.data[0] = entry)));
            let e = shape.data_in[0];
            if let Some(bad) = rejected_type(e.types.types, own, e.types.var.is_some()) {
                let (c2, k) = with_constant(c, bad);
                out.push((Check::DataInputType, rewire(&c2, g, |w| w.data[0] = k)));
            }
        }
    }
    let mut retyped = c.clone();
    retyped.set_machine_type(
        g,
        if shape.data_out.is_some() {
            MachineType::Novalue
        } else {
            MachineType::I32
        },
    );
    out.push((Check::OutputType, retyped));
    let bad_bits = match op.info().bitfield.kind {
        BitfieldKind::Enum(_) => {
            (0..16).find(|v| op.info().bitfield.values.binary_search(v).is_err())
        }
        BitfieldKind::None => Some(1),
        BitfieldKind::Bits(w) if w < 64 => Some(1 << w),
        _ => None,
    };
    if let Some(b) = bad_bits.filter(|&b| b != bits) {
        let mut c2 = c.clone();
        c2.set_bitfield(g, b);
        out.push((Check::BitfieldValue, c2));
    }
    // A LOOP_BACK hanging off the gate: a state user its table may not allow, or one too many.
    let mut c2 = c.clone();
    c2.add(
        Opcode::LoopBack,
        MachineType::Novalue,
        GateType::EMPTY,
        0,
        Inputs {
            state: &[g],
            ..Inputs::default()
        },
    )
    .expect("room");
    out.push((Check::StateUsers, c2));
    let other_root = if op.info().root == Some(Opcode::ConstantList) {
        Root::ArgList
    } else {
        Root::ConstantList
    };
    let root = c.root(other_root);
    out.push((Check::RootMembership, rewire(c, g, |w| w.root = Some(root))));
    out
}

#[test]
fn every_opcode_has_a_valid_circuit_and_every_rule_it_carries_a_rejected_mutant() {
    let mut cases = 0;
    let mut rules = std::collections::BTreeSet::new();
    for op in Opcode::ALL {
        if Root::of(op).is_some() {
            continue;
        }
        let (c, g) = host(op).unwrap_or_else(|| panic!("no valid circuit holds {op}"));
        assert!(verify(&c).is_empty(), "{op}: {}", verify(&c));
        for (check, mutant) in mutants(&c, g) {
            let v = verify(&mutant);
            assert!(
                v.of(check).any(|x| x.gate == g),
                "{op}: expected {} at {g}, found:\n{v}",
                check.name()
            );
            cases += 1;
            rules.insert(check);
        }
    }
    eprintln!(
        "{cases} rule cases over {} opcodes, {} distinct per-gate checks",
        Opcode::COUNT - Root::ALL.len(),
        rules.len()
    );
    // Every per-gate check is exercised by some opcode.
    let per_gate = [
        Check::StateInputCount,
        Check::StateInputSource,
        Check::DependInputCount,
        Check::DependInputSource,
        Check::DataInputCount,
        Check::DataInputSource,
        Check::DataInputType,
        Check::OutputType,
        Check::BitfieldValue,
        Check::StateUsers,
        Check::RootMembership,
    ];
    assert_eq!(rules.into_iter().collect::<Vec<_>>(), per_gate.to_vec());
    // Each opcode carries at least its output type, state users and root rules.
    assert!(cases >= 3 * (Opcode::COUNT - Root::ALL.len()));
}

#[test]
fn graph_rules_each_have_a_rejected_mutant() {
    let base = circuits::if_else();
    let find =
        |c: &Circuit, op: Opcode| c.gates().find(|&g| c.opcode(g) == Some(op)).expect("gate");

    // A root with an input other than CIRCUIT_ROOT, and a root opcode away from its offset.
    let mut c = base.clone();
    c.set_input(c.root(Root::ArgList), 0, GateRef(1));
    assert!(
        verify(&c)
            .of(Check::RootGate)
            .any(|v| v.gate == c.root(Root::ArgList))
    );
    let mut c = base.clone();
    let sub = find(&c, Opcode::Sub);
    c.set_opcode(sub, Opcode::ArgList);
    assert!(verify(&c).of(Check::RootGate).any(|v| v.gate == sub));

    // A gate without inputs.
    let mut c = base.clone();
    let lonely = c
        .add(
            Opcode::Constant,
            MachineType::I32,
            GateType::EMPTY,
            0,
            Inputs::default(),
        )
        .expect("room");
    assert!(verify(&c).of(Check::NoInputs).any(|v| v.gate == lonely));

    // A state gate no path from STATE_ENTRY reaches: a MERGE of nothing feeding a block.
    let mut c = base.clone();
    let orphan = c
        .add(
            Opcode::Merge,
            MachineType::Novalue,
            GateType::EMPTY,
            0,
            Inputs::default(),
        )
        .expect("room");
    assert!(verify(&c).of(Check::Unreachable).any(|v| v.gate == orphan));

    // A data cycle outside a loop selector.
    let sub = find(&base, Opcode::Sub);
    let c = rewire(&base, sub, |w| w.data[1] = sub);
    assert!(verify(&c).of(Check::Cycle).any(|v| v.gate == sub));

    // A selector with fewer values than its merge has predecessors.
    let sel = find(&base, Opcode::ValueSelector);
    let mut c = rewire(&base, sel, |w| {
        w.data.pop();
    });
    c.set_bitfield(sel, 1);
    assert!(verify(&c).of(Check::SelectorArity).any(|v| v.gate == sel));

    // A dangling input.
    let mut c = base.clone();
    c.set_input(sel, 1, GateRef(100_000));
    assert!(verify(&c).of(Check::DanglingInput).any(|v| v.gate == sel));
}

#[test]
fn every_gate_of_the_seed_is_in_the_spec_counted_by_class() {
    let count = |class: &str| {
        Opcode::ALL
            .iter()
            .filter(|op| op.class().name() == class)
            .count()
    };
    let by_class: Vec<(&str, usize)> = ir_core::opcode::Class::ALL
        .iter()
        .filter(|c| !c.range().is_empty())
        .map(|c| (c.name(), count(c.name())))
        .collect();
    eprintln!("{by_class:?}");
    // The seed's tables, by section: 8 roots; 14 pure state gates; 4 intermediate and auxiliary
    // gates; 1 HIR gate; MIR: CALL, FNEG, 14 integer and 6 float binary operations, 2 compares,
    // 8 conversions, 2 memory operations and 3 prologue values.
    let expect = [
        ("Root", 8),
        ("State", 14),
        ("Intermediate", 4),
        ("Hir", 1),
        ("Mir", 37),
        ("IntBinary", 14),
        ("FloatBinary", 6),
        ("Compare", 2),
        ("Conversion", 8),
        ("Memory", 2),
        ("Prologue", 3),
    ];
    for (class, n) in expect {
        let c = ir_core::opcode::Class::from_name(class).unwrap_or_else(|| panic!("class {class}"));
        assert_eq!(c.range().len(), n, "{class}");
    }
    for name in [
        "CIRCUIT_ROOT",
        "STATE_ENTRY",
        "DEPEND_ENTRY",
        "RETURN_LIST",
        "THROW_LIST",
        "CONSTANT_LIST",
        "ALLOCA_LIST",
        "ARG_LIST",
        "RETURN",
        "THROW",
        "ORDINARY_BLOCK",
        "IF_BRANCH",
        "SWITCH_BRANCH",
        "IF_TRUE",
        "IF_FALSE",
        "IF_SUCCESS",
        "IF_EXCEPTION",
        "SWITCH_CASE",
        "DEFAULT_CASE",
        "MERGE",
        "LOOP_BEGIN",
        "LOOP_BACK",
        "VALUE_SELECTOR",
        "DEPEND_SELECTOR",
        "DEPEND_RELAY",
        "DEPEND_AND",
        "JS_BYTECODE",
        "CALL",
        "FNEG",
        "ADD",
        "SUB",
        "MUL",
        "EXP",
        "SDIV",
        "SREM",
        "UDIV",
        "UREM",
        "AND",
        "XOR",
        "OR",
        "SHL",
        "LSHR",
        "ASHR",
        "FADD",
        "FSUB",
        "FMUL",
        "FEXP",
        "FDIV",
        "FMOD",
        "ICMP",
        "FCMP",
        "TRUNC",
        "ZEXT",
        "SEXT",
        "SITOFP",
        "UITOFP",
        "FPTOSI",
        "FPTOUI",
        "BITCAST",
        "LOAD",
        "STORE",
        "ALLOCA",
        "ARG",
        "CONSTANT",
    ] {
        assert!(
            name.parse::<Opcode>().is_ok(),
            "{name} missing from spec/circuit.yaml"
        );
    }
    assert_eq!(Opcode::COUNT, 64);
    assert_eq!(ir_core::opcode::IcmpCond::ALL.len(), 10);
    assert_eq!(ir_core::opcode::FcmpCond::ALL.len(), 16);
}

/// The checks a circuit breaks, each once.
fn broken(c: &Circuit) -> std::collections::BTreeSet<Check> {
    verify(c).0.iter().map(|v| v.check).collect()
}

/// Parses a circuit written in the textual format.
fn circuit(text: &str) -> Circuit {
    ir_core::text::parse(text)
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
        .circuit
}

/// A loop whose dependency chain runs through a dependency selector and a relay in the body.
const DEPEND_LOOP: &str = "\
%8 = ARG i1 0 <%7>
%9 = LOOP_BEGIN [%1, %14]
%10 = DEPEND_SELECTOR [%9] {%2, %13}
%11 = IF_BRANCH [%9] (%8)
%12 = IF_TRUE [%11]
%13 = DEPEND_RELAY [%12] {%10}
%14 = LOOP_BACK [%12]
%15 = IF_FALSE [%11]
%16 = RETURN [%15] {%10} (%8) <%3>
";

#[test]
fn a_cycle_through_the_entry_input_of_a_loop_selector_is_flagged_and_nothing_else() {
    let base = circuits::counted_loop();
    assert!(verify(&base).is_empty(), "{}", verify(&base));
    let find = |op: Opcode| base.gates().find(|&g| base.opcode(g) == Some(op));
    let sel = find(Opcode::ValueSelector).expect("selector");
    // The selector's back input is the ADD that increments it; its entry input takes it too.
    let next = base.data_inputs(sel)[1];
    let c = rewire(&base, sel, |w| w.data[0] = next);
    let v = verify(&c);
    assert!(v.of(Check::Cycle).next().is_some(), "{v}");
    assert_eq!(broken(&c), [Check::Cycle].into(), "{v}");

    // The same through a dependency selector's entry input.
    let base = circuit(DEPEND_LOOP);
    assert!(verify(&base).is_empty(), "{}", verify(&base));
    let c = rewire(&base, GateRef(10), |w| w.depend[0] = GateRef(13));
    let v = verify(&c);
    assert!(v.of(Check::Cycle).next().is_some(), "{v}");
    assert_eq!(broken(&c), [Check::Cycle].into(), "{v}");
}

#[test]
fn a_gate_type_that_contradicts_the_machine_type_is_flagged_and_nothing_else() {
    let base = circuits::if_else();
    let merge = base
        .gates()
        .find(|&g| base.opcode(g) == Some(Opcode::Merge))
        .expect("merge");
    // "When MachineType is NOVALUE, GateType is always EMPTY."
    for t in [
        GateType(0),
        GateType::mir(ir_core::GcCategory::Native, true),
        GateType::mir(ir_core::GcCategory::Gc, false),
        GateType::ts(7),
    ] {
        let mut c = base.clone();
        c.set_gate_type(merge, t);
        let v = verify(&c);
        assert!(v.of(Check::GateType).any(|x| x.gate == merge), "{t:?}: {v}");
        assert_eq!(broken(&c), [Check::GateType].into(), "{t:?}: {v}");
    }
    // A MIR gate type's bit 0 says whether there is a value: a value gate needs it set.
    let sub = base
        .gates()
        .find(|&g| base.opcode(g) == Some(Opcode::Sub))
        .expect("sub");
    let mut c = base.clone();
    c.set_gate_type(sub, GateType::mir(ir_core::GcCategory::Native, false));
    assert_eq!(broken(&c), [Check::GateType].into(), "{}", verify(&c));
    // A TS type on a value gate is fine.
    c.set_gate_type(sub, GateType::ts(7));
    assert!(verify(&c).is_empty(), "{}", verify(&c));
}

#[test]
fn a_loop_back_its_loop_begin_does_not_reach_is_flagged_and_nothing_else() {
    // The LOOP_BACK hangs off the branch before the loop: no state cycle closes the loop.
    let c = circuit(
        "\
%8 = ARG i1 0 <%7>
%9 = IF_BRANCH [%1] (%8)
%10 = IF_TRUE [%9]
%11 = IF_FALSE [%9]
%12 = LOOP_BACK [%11]
%13 = LOOP_BEGIN [%10, %12]
%14 = RETURN [%13] {%2} (%8) <%3>
",
    );
    let v = verify(&c);
    let open = v
        .of(Check::OpenLoop)
        .next()
        .unwrap_or_else(|| panic!("{v}"));
    assert_eq!(open.gate, GateRef(13));
    assert_eq!(open.wire, Some((ir_core::WireKind::State, 1)));
    assert!(open.found.contains("%12 (LOOP_BACK"), "{open}");
    assert_eq!(broken(&c), [Check::OpenLoop].into(), "{v}");
}

#[test]
fn a_value_used_where_its_definition_does_not_reach_is_flagged_and_nothing_else() {
    let base = circuits::if_else();
    assert!(verify(&base).is_empty());
    let find = |op: Opcode| {
        base.gates()
            .find(|&g| base.opcode(g) == Some(op))
            .expect("gate")
    };
    let (store, value, depend) = (
        find(Opcode::Store),
        find(Opcode::ValueSelector),
        find(Opcode::DependSelector),
    );
    // The store on the true path stores the merge's selected value: the merge comes later.
    let c = rewire(&base, store, |w| w.data[0] = value);
    let v = verify(&c);
    let bad = v
        .of(Check::Unschedulable)
        .next()
        .unwrap_or_else(|| panic!("{v}"));
    assert_eq!(
        (bad.gate, bad.wire),
        (store, Some((ir_core::WireKind::Data, 0)))
    );
    assert!(bad.found.contains("VALUE_SELECTOR"), "{bad}");
    assert_eq!(broken(&c), [Check::Unschedulable].into(), "{v}");

    // The dependency selector takes each path's dependency on the other path.
    let c = rewire(&base, depend, |w| w.depend.reverse());
    let v = verify(&c);
    assert_eq!(v.of(Check::Unschedulable).count(), 2, "{v}");
    assert!(v.of(Check::Unschedulable).all(|x| x.gate == depend));
    assert!(
        v.to_string()
            .contains("the predecessor of the join this input is selected on"),
        "{v}"
    );
    assert_eq!(broken(&c), [Check::Unschedulable].into(), "{v}");
}
