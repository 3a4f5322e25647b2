//! Unit tests of the generic runtime on the hand-written fixture table (`crate::fixture`): one
//! root `START`, binary arithmetic with a type variable, and `LOAD`, a state gate counted by its
//! bitfield and registered in `START`'s list. Its wires are named `control`, `order` and `value`.

use super::*;
use crate::fixture::{Op, Ty};

/// `%1 = LOAD i32 [%0] {%0} <%0>`, `%2 = ADD i32 (%1, %1)`: a valid graph.
fn small() -> (Graph<Op>, GateRef, GateRef) {
    let mut b = GraphBuilder::<Op>::new();
    let start = b.root(Op::Start);
    let load = b.gate(
        Op::Load,
        Some(Ty::I32),
        1,
        [&[start], &[start], &[]],
        Some(Op::Start),
    );
    let add = b.gate(Op::Add, Some(Ty::I32), 0, [&[], &[], &[load, load]], None);
    (b.finish().expect("room"), load, add)
}

#[test]
fn a_built_graph_verifies_and_holds_its_roots_at_their_offsets() {
    let (g, load, add) = small();
    assert_eq!(g.len(), 3);
    assert_eq!(g.root(Op::Start), Some(GateRef(0)));
    assert_eq!(g.root(Op::Add), None);
    assert!(verify(&g).is_empty(), "{}", verify(&g));
    assert_eq!(g.uses(load), &[add, add]);
    assert_eq!(g.uses(GateRef(0)), &[load, load, load]);
    assert_eq!(g.ty(add), Some(Ty::I32));
}

#[test]
fn a_stored_gate_stays_within_24_bytes() {
    const { assert!(Graph::<Op>::GATE_BYTES <= 24) };
}

/// The checks `g` breaks, in order.
fn checks(g: &Graph<Op>) -> Vec<GateCheck> {
    verify(g).0.iter().map(|f| f.check).collect()
}

#[test]
fn each_mutation_is_flagged_by_the_rule_it_breaks() {
    let (base, load, add) = small();
    let mut g = base.clone();
    g.set_ty(add, Some(Ty::I64));
    assert_eq!(checks(&g), [GateCheck::DataInputType]);
    let f = &verify(&g).0[0];
    assert_eq!(
        f.to_string(),
        "%2 (ADD), value input 1 `rhs`: data_input_type: expected a value of type OWN (the gate's own type, i64), found %1 (LOAD i32)"
    );

    let mut g = base.clone();
    g.set_ty(add, Some(Ty::Void));
    assert!(
        checks(&g).contains(&GateCheck::OutputType),
        "{:?}",
        checks(&g)
    );

    let mut g = base.clone();
    g.set_bitfield(load, 2);
    assert_eq!(checks(&g), [GateCheck::DependInputCount]);
    assert!(
        verify(&g)
            .to_string()
            .contains("expected 2 (the bitfield's count) order inputs, found 1")
    );

    let mut g = base.clone();
    g.set_input(add, 0, GateRef(0));
    assert_eq!(checks(&g), [GateCheck::DataInputSource]);

    let mut g = base.clone();
    g.set_input(add, 1, GateRef(77));
    assert_eq!(checks(&g), [GateCheck::DanglingInput]);

    let mut g = base.clone();
    g.set_bitfield(add, 3);
    assert_eq!(checks(&g), [GateCheck::BitfieldValue]);

    let mut g = base.clone();
    g.set_opcode(add, Op::Start);
    assert!(
        checks(&g).contains(&GateCheck::RootGate),
        "{:?}",
        checks(&g)
    );

    let mut g = base.clone();
    g.set_input(load, 2, load);
    assert_eq!(checks(&g), [GateCheck::RootMembership]);

    // A second LOAD on START: START admits exactly one state user among START and LOAD.
    let mut g = base;
    let start = GateRef(0);
    let inputs = Inputs {
        state: &[start],
        depend: &[start],
        data: &[],
        root: Some(start),
    };
    g.add(Op::Load, Some(Ty::I64), 1, inputs).expect("room");
    assert_eq!(checks(&g), [GateCheck::StateUsers]);
}

/// A verifier kept across runs, as a pipeline keeps one, reports what a fresh one does on each
/// graph it is handed, whatever it saw before: a valid graph, then broken ones, then the valid
/// one again. Its fast path clears each gate of the valid graph, and no gate it clears has a
/// finding of the full rules.
#[test]
fn a_kept_verifier_reports_what_a_fresh_one_does_run_after_run() {
    let (base, load, add) = small();
    let mut broken = Vec::new();
    let mut g = base.clone();
    g.set_ty(add, Some(Ty::I64));
    broken.push(g);
    let mut g = base.clone();
    g.set_input(add, 1, GateRef(77));
    broken.push(g);
    let mut g = base.clone();
    g.set_bitfield(load, 2);
    broken.push(g);
    let mut kept = Verifier::<Op>::new();
    for g in [&base].into_iter().chain(&broken).chain([&base]) {
        assert_eq!(kept.run(g), verify(g));
        for gate in g.gates() {
            if kept.clears(g, gate) {
                assert_eq!(kept.check_gate(g, gate), [], "{gate}");
            }
        }
    }
    assert!(base.gates().all(|gate| kept.clears(&base, gate)));
    assert!(broken.iter().all(|g| !verify(g).is_empty()));
}

#[test]
fn text_round_trips_valid_and_invalid_graphs() {
    let (g, load, add) = small();
    let text = text::print(&g);
    assert_eq!(
        text,
        "%1 = LOAD i32 [%0] {%0} <%0>\n%2 = ADD i32 (%1, %1)\n"
    );
    assert_eq!(text::parse::<Op, ()>(&text), Ok(g.clone()));
    let mut bad = g;
    bad.set_bitfield(load, 9);
    bad.set_ty(add, None);
    bad.set_input(add, 0, GateRef::PENDING);
    let text = text::print(&bad);
    assert_eq!(
        text,
        "%1 = LOAD i32 #9 [%0] {%0} <%0>\n%2 = ADD !none (%pending, %1)\n"
    );
    assert_eq!(text::parse::<Op, ()>(&text), Ok(bad));
}

#[test]
fn the_parser_reports_each_error_at_its_line_and_column() {
    let cases = [
        ("%2 = ADD i32 (%1, %1)", 1, 1, "expected gate %1 next"),
        ("%1 = FOO", 1, 6, "unknown opcode `FOO` in table `fixture`"),
        ("// c\n%1 = ADD i32 (%1 %1)", 2, 18, "expected `,` or `)`"),
        (
            "%1 = ADD i32 wide (%1)",
            1,
            14,
            "`wide` is neither a type nor a bitfield of ADD",
        ),
        (
            "%1 = ADD i32 (%1) [%0]",
            1,
            19,
            "unexpected `[`: expected `<` (the root list)",
        ),
        (
            "%1 = LOAD i32 [%0] <%0, %0>",
            1,
            20,
            "at most one root list",
        ),
        ("%1 = ADD i32 (%x)", 1, 15, "expected a gate such as `%7`"),
        (
            "%1 = ADD i32 !0x1 (%0)",
            1,
            15,
            "`!0x1` is a payload, and the gates of table `fixture` carry none",
        ),
        ("%1 = ADD i32 @f (%0)", 1, 14, "`@f` names a function"),
        (
            "func f\n%1 = ADD i32 (%0)",
            1,
            1,
            "`func` starts a function",
        ),
    ];
    for (text, line, column, message) in cases {
        let e = text::parse::<Op, ()>(text).expect_err(text);
        assert_eq!((e.line, e.column), (line, column), "{text}: {e}");
        assert!(e.message.contains(message), "{text}: {e}");
    }
}

#[test]
fn the_picture_has_a_node_per_gate_and_an_edge_per_input() {
    let (g, _, _) = small();
    let dot = to_dot(&g, "small \"one\"");
    assert!(dot.starts_with("digraph \"small \\\"one\\\"\" {"), "{dot}");
    assert!(dot.contains("g2 [label=\"%2 = ADD i32\"];"), "{dot}");
    assert_eq!(
        dot.matches(" -> ").count(),
        g.gates().map(|x| g.inputs(x).len()).sum::<usize>()
    );
    assert!(
        dot.contains("g0 -> g1 [style=dashed, tooltip=\"order\"];"),
        "{dot}"
    );
}

#[test]
fn a_wire_kind_is_found_by_the_table_s_name() {
    let layer = <Op as GraphLayer>::layer();
    assert_eq!(layer.wire_kind("order"), Some(WireKind::Depend));
    assert_eq!(layer.wire_kind("control"), Some(WireKind::State));
    assert_eq!(layer.wire_kind("depend"), None);
    let (g, load, _) = small();
    let order = layer.wire_kind("order").expect("declared");
    assert_eq!(walk::backward(&g, &[load], &[order]), [load, GateRef(0)]);
}

#[test]
fn walks_follow_only_the_wire_kinds_they_name() {
    let (g, load, add) = small();
    let start = GateRef(0);
    assert_eq!(
        walk::forward(&g, &[start], &[WireKind::State]),
        [start, load]
    );
    assert_eq!(
        walk::forward(&g, &[start], &[WireKind::State, WireKind::Data]),
        [start, load, add]
    );
    assert_eq!(walk::backward(&g, &[add], &[WireKind::Data]), [add, load]);
    assert_eq!(
        walk::backward(&g, &[add], &[WireKind::Data, WireKind::Root]),
        [add, load, start]
    );
}

#[test]
fn closing_a_pending_input_wires_it_and_out_of_range_changes_nothing() {
    let mut b = GraphBuilder::<Op>::new();
    let start = b.root(Op::Start);
    let load = b.gate(
        Op::Load,
        Some(Ty::I32),
        1,
        [&[start], &[start], &[]],
        Some(Op::Start),
    );
    let add = b.gate(
        Op::Add,
        Some(Ty::I32),
        0,
        [&[], &[], &[load, GateRef::PENDING]],
        None,
    );
    assert_eq!(
        b.close(add, WireKind::Data, 1, load),
        Some(GateRef::PENDING)
    );
    assert_eq!(b.close(add, WireKind::Data, 2, load), None);
    assert_eq!(b.close(add, WireKind::State, 0, load), None);
    let g = b.finish().expect("room");
    assert!(verify(&g).is_empty(), "{}", verify(&g));
}

/// Random lines from the format's own pieces (and a few foreign characters): parsing never
/// panics, and whatever parses prints back to text that parses to the same graph.
#[test]
fn any_text_parses_or_fails_with_a_position_and_what_parses_round_trips() {
    const PIECES: [&str; 24] = [
        "%1", "%2", "%0", "%pending", "%99", " = ", "ADD", "LOAD", "START", "i32", "i64", "void",
        "!none", "#3", "7", "(", ")", "[", "]", "{", "}", "<", ">", ", ",
    ];
    const ODD: [&str; 6] = ["é", "\t", "//x", ";", "=", "%"];
    let mut rng = opforge_rng::Rng::xorshift64(0x1234_5678_9abc_def1);
    let mut next = move |n: usize| rng.below(n);
    let mut parsed = 0;
    for _ in 0..20_000 {
        let mut text = String::new();
        for line in 0..1 + next(3) {
            text.push_str(&format!("%{} = ", line + 1));
            for _ in 0..next(8) {
                if next(10) == 0 {
                    text.push_str(ODD[next(ODD.len())]);
                } else {
                    text.push_str(PIECES[next(PIECES.len())]);
                }
                text.push(' ');
            }
            text.push('\n');
        }
        match text::parse::<Op, ()>(&text) {
            Ok(g) => {
                parsed += 1;
                let again = text::print(&g);
                assert_eq!(
                    text::parse::<Op, ()>(&again).as_ref(),
                    Ok(&g),
                    "{text}\n{again}"
                );
            }
            Err(e) => {
                let lines = text.lines().count();
                assert!(e.line >= 1 && e.line <= lines, "{e} in {text:?}");
                assert!(e.column >= 1, "{e}");
            }
        }
    }
    assert!(parsed > 100, "only {parsed} texts parsed");
}
