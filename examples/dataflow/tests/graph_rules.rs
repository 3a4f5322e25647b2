//! The generic graph rules on a table that asks for them: `spec/loops.yaml` binds the roles
//! `state_entry`, `state_gates`, `merge`, `loop_begin`, `loop_back`, `value_selector` and
//! `depend_selector` and asks for `reachability`, `acyclic`, `selector_arity`, `closed_loops`
//! and `schedulable` (dominance of uses), which `verify` then runs after the per-gate rules. A loop whose selectors close cycles through its back edge verifies; a
//! graph breaking a rule gets a finding naming the gate and the rule, and no other finding.

mod loops {
    ir_macros::spec!("spec/loops.yaml");
}

use loops::{ControlRef, EffectRef, GateCheck, GateRef, Graph, MachineType, ValueRef, WireKind};

const INT: MachineType = MachineType::Int;

/// A counting loop: `PHI(0, next)` with `next = PHI + 1`, the effects chained through an
/// `EFFECT_PHI`, the loop closed by `LOOP_END`, and `EXIT` after the head. With `back` false the
/// head's second input is `ENTRY` instead of the `LOOP_END`, so the selectors' second inputs no
/// longer come through the back edge. Returns the graph, the `PHI`, `EFFECT_PHI`, `ADD` and
/// `STORE`.
fn counting_loop(back: bool) -> (Graph, [GateRef; 4]) {
    let mut b = loops::GateBuilder::new();
    let (entry, memory) = b.entry();
    let zero = b.const_(INT, 0);
    let one = b.const_(INT, 1);
    let head = b.loop_head(entry, ControlRef::PENDING);
    let phi = b.phi(INT, head, &[zero, ValueRef::PENDING]);
    let effects = b.effect_phi(head, &[memory, EffectRef::PENDING]);
    let next = b.add(INT, phi, one);
    let stored = b.store(effects, next.as_int());
    let end = b.loop_end(head);
    assert!(b.close(
        head.0,
        WireKind::State,
        1,
        if back { end.0 } else { entry.0 }
    ));
    assert!(b.close(phi.0, WireKind::Data, 1, next.0));
    assert!(b.close(effects.0, WireKind::Depend, 1, stored.0));
    b.exit(head, stored, next.as_int());
    let gates = [phi.0, effects.0, next.0, stored.0];
    (b.finish().expect("room"), gates)
}

/// The findings of `g`, each checked to be of `check`.
fn only(g: &Graph, check: GateCheck) -> Vec<(GateRef, String)> {
    let findings = loops::verify(g);
    assert!(
        findings.0.iter().all(|f| f.check == check),
        "{check:?}:\n{findings}\n{}",
        loops::print(g)
    );
    findings.0.iter().map(|f| (f.gate, f.to_string())).collect()
}

#[test]
fn the_table_s_roles_and_rules_reach_the_layer() {
    let rules = loops::LAYER.rules;
    assert!(rules.reachability && rules.acyclic);
    assert!(rules.selector_arity && rules.closed_loops && rules.schedulable);
    assert!(!rules.distinct_cases && !rules.parameter_types && !rules.return_type);
    assert_eq!(rules.merge, Some(loops::Opcode::Merge));
    assert_eq!(rules.state_entry, Some(loops::Opcode::Entry));
    assert_eq!(rules.loop_back, Some(loops::Opcode::LoopEnd));
    assert!(rules.state_gates.contains(&loops::Opcode::Exit));
    let names = WireKind::ALL.map(|k| loops::LAYER.wire_name(k));
    assert_eq!(names, ["control", "effect", "value", "registry"]);
}

#[test]
fn a_loop_closed_through_its_back_edge_verifies_and_reads_back() {
    let (g, _) = counting_loop(true);
    assert!(loops::verify(&g).is_empty(), "{}", loops::verify(&g));
    let text = loops::print(&g);
    assert_eq!(loops::parse(&text).as_ref(), Ok(&g), "{text}");
}

#[test]
fn a_state_gate_no_control_path_reaches_is_unreachable() {
    let (g, _) = counting_loop(true);
    let text = loops::print(&g);
    // A second loop whose head is entered only from its own end: no path from ENTRY.
    let head = g.len();
    let mut lines = text;
    lines.push_str(&format!(
        "%{head} = LOOP_HEAD [%{end}, %{end}]\n%{end} = LOOP_END [%{head}]\n",
        end = head + 1
    ));
    let g = loops::parse(&lines).expect("the text reads");
    let found = only(&g, GateCheck::Unreachable);
    let expected = |gate: usize, op: &str| {
        format!("%{gate} ({op}): unreachable: expected a control path from ENTRY, found none")
    };
    assert_eq!(
        found.iter().map(|(_, s)| s.clone()).collect::<Vec<_>>(),
        [expected(head, "LOOP_HEAD"), expected(head + 1, "LOOP_END")]
    );
}

#[test]
fn a_selector_cycle_not_through_the_back_edge_is_a_cycle() {
    // Each selector's second input closes a cycle (PHI -> ADD -> PHI, EFFECT_PHI -> STORE ->
    // EFFECT_PHI) that the head's second input, from ENTRY rather than LOOP_END, does not exempt:
    // each is reported once, at the gate whose input closes it.
    let (g, [phi, effects, next, stored]) = counting_loop(false);
    let found = only(&g, GateCheck::Cycle);
    let rule = "cycle: expected acyclic effect and value flow (cycles only through a LOOP_HEAD selector's input from its LOOP_END)";
    assert_eq!(
        found,
        [
            (
                next,
                format!("{next} (ADD): {rule}, found a cycle through {phi} (PHI int)")
            ),
            (
                stored,
                format!("{stored} (STORE): {rule}, found a cycle through {effects} (EFFECT_PHI)")
            ),
        ]
    );
}

#[test]
fn a_cycle_of_plain_values_names_the_gate_closing_it() {
    let mut b = loops::GateBuilder::new();
    let (entry, memory) = b.entry();
    let one = b.const_(INT, 1);
    let a = b.add(INT, one, ValueRef::PENDING);
    let c = b.add(INT, a, one);
    assert!(b.close(a.0, WireKind::Data, 1, c.0));
    b.exit(entry, memory, c.as_int());
    let g = b.finish().expect("room");
    let found = only(&g, GateCheck::Cycle);
    assert_eq!(
        found,
        [(
            c.0,
            format!(
                "{} (ADD): cycle: expected acyclic effect and value flow (cycles only through a LOOP_HEAD selector's input from its LOOP_END), found a cycle through {} (ADD int)",
                c.0, a.0
            )
        )]
    );
}

/// Two paths from `ENTRY` joined by a `MERGE`, a `PHI` of `0` and `1` there, and `EXIT` with it:
/// `values` are the `PHI`'s inputs (one per path when right).
fn diamond(values: &[i64]) -> Graph {
    let mut b = loops::GateBuilder::new();
    let (entry, memory) = b.entry();
    let merge = b.merge(&[entry, entry]);
    let inputs: Vec<ValueRef> = values.iter().map(|&v| b.const_(INT, v as u64)).collect();
    let phi = b.phi(INT, merge, &inputs);
    b.exit(merge, memory, phi.as_int());
    b.finish().expect("room")
}

#[test]
fn a_merge_s_selector_takes_one_value_per_path() {
    let g = diamond(&[0, 1]);
    assert!(loops::verify(&g).is_empty(), "{}", loops::verify(&g));
    let g = diamond(&[0, 1, 2]);
    assert_eq!(
        only(&g, GateCheck::SelectorArity),
        [(
            GateRef(5),
            "%5 (PHI): selector_arity: expected 2 value inputs, one per control input of %1 (MERGE), found 3".to_owned()
        )]
    );
}

#[test]
fn a_loop_whose_back_edge_the_loop_does_not_reach_is_open() {
    // The head's second input is a LOOP_END hanging off ENTRY, not one the loop's body reaches.
    let mut b = loops::GateBuilder::new();
    let (entry, memory) = b.entry();
    let zero = b.const_(INT, 0);
    let head = b.loop_head(entry, ControlRef::PENDING);
    let stray = b.loop_end(entry);
    assert!(b.close(head.0, WireKind::State, 1, stray.0));
    b.exit(head, memory, zero.as_int());
    let g = b.finish().expect("room");
    assert_eq!(
        only(&g, GateCheck::OpenLoop),
        [(
            head.0,
            format!(
                "{} (LOOP_HEAD), control input 1: open_loop: expected a LOOP_END reached from {} (LOOP_HEAD) along control wires (a cycle closing the loop), found {} (LOOP_END), which the loop does not reach",
                head.0, head.0, stray.0
            )
        )]
    );
}

#[test]
fn a_value_used_where_its_definition_does_not_dominate_is_unschedulable() {
    // The counting loop, but EXIT leaves from ENTRY (after ENTRY's effects) with the loop's
    // `next`: the loop head's block, where `next` is defined, does not dominate EXIT's (a state
    // gate is its own block), where it is used.
    let (g, [_, _, next, stored]) = counting_loop(true);
    let head = GateRef(3);
    let exit = GateRef(g.len() as u32 - 1);
    let at_head = format!("EXIT [{head}] {{{stored}}}");
    let text = loops::print(&g);
    assert!(text.contains(&at_head), "{text}");
    let g = loops::parse(&text.replace(&at_head, "EXIT [%0] {%0}")).expect("the text reads");
    assert_eq!(
        only(&g, GateCheck::Unschedulable),
        [(
            exit,
            format!(
                "{exit} (EXIT), value input 0: unschedulable: expected a definition whose block dominates {exit} (EXIT) (the block of this use), found {next} (ADD int), defined in the block of {head} (LOOP_HEAD)"
            )
        )]
    );
}
