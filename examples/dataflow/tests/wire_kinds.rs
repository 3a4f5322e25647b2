//! Several wire kinds of one behaviour, end to end: `spec/kinds.yaml` declares `order` and `io`
//! (both `like: depend`) and `data` and `index` (both `like: data`). The typed builder takes each
//! input by its kind's handle (`OrderRef`, `IoRef`, `IndexRef`) and hands back the kinds a gate
//! feeds; the rows know each input's kind; the verifier's findings name the kind ("io input 0",
//! "index input 1"); the text format and the picture read the kinds of one behaviour from the
//! one group they share, in the table's order.

mod kinds {
    ir_macros::spec!("spec/kinds.yaml");
}

use kinds::{
    GateBuilder, GateCheck, GateRef, Graph, IndexRef, IoRef, MachineType, Opcode, OrderRef,
    StateRef, ValueRef, WireKind,
};
use opforge_ir::{DependCount, DependInfo};

/// A program printing a loaded word: `START`, two offsets, a `LOAD` at an address plus both,
/// a `PRINT` of the loaded value after the load and the start's io, an `END` after both.
/// Returns the graph, the `LOAD`, the `PRINT` and the `END`.
fn program() -> (Graph, [GateRef; 3]) {
    let mut b = GateBuilder::new();
    let (entry, memory, io): (StateRef, OrderRef, IoRef) = b.start();
    let one = b.const_(MachineType::Int, 1).as_int();
    let two = b.const_(MachineType::Int, 2).as_int();
    let base = b.const_(MachineType::Addr, 0x1000).as_addr();
    let first: IndexRef = b.offset(one);
    let second: IndexRef = b.offset(two);
    let (after_load, word): (OrderRef, ValueRef) =
        b.load(MachineType::Int, memory, base, &[first, second]);
    let printed: IoRef = b.print(after_load, io, word.as_int());
    let end = b.end(entry, after_load, printed, word.as_int());
    let g = b.finish().expect("room for every gate");
    (g, [after_load.0, printed.0, end])
}

#[test]
fn gates_with_two_kinds_of_one_behaviour_build_and_verify() {
    let (g, [load, print, end]) = program();
    assert!(kinds::verify(&g).is_empty(), "{}", kinds::verify(&g));
    // The kinds of one behaviour share its group, in the table's order: order before io, data
    // before index.
    assert_eq!(g.inputs_of(end, WireKind::Depend), [load, print]);
    assert_eq!(g.inputs_of(print, WireKind::Depend), [load, GateRef(0)]);
    assert_eq!(g.inputs_of(load, WireKind::Data).len(), 3);
    assert_eq!(g.bitfield(load), Some(2), "the builder counts the offsets");
}

#[test]
fn the_rows_know_each_input_s_kind() {
    let load = Opcode::Load.info().shape;
    let wires: Vec<&str> = load.data_in.iter().map(|i| i.wire).collect();
    assert_eq!(wires, ["data", "index"]);
    let end = Opcode::End.info().shape;
    assert_eq!(end.depend_in, DependCount::Fixed(2));
    assert_eq!(
        end.depend_kinds,
        [
            DependInfo {
                wire: "order",
                count: DependCount::Fixed(1)
            },
            DependInfo {
                wire: "io",
                count: DependCount::Fixed(1)
            },
        ]
    );
    assert_eq!(Opcode::Start.info().shape.depend_outs, ["order", "io"]);
    assert_eq!(Opcode::Print.info().shape.depend_outs, ["io"]);
    let layer = kinds::LAYER;
    assert_eq!(layer.wire_kind("io"), Some(WireKind::Depend));
    assert_eq!(layer.wire_kind("index"), Some(WireKind::Data));
    assert_eq!(
        layer.kinds_of(WireKind::Depend).collect::<Vec<_>>(),
        ["order", "io"]
    );
    assert_eq!(layer.wire_name(WireKind::Depend), "order");
}

#[test]
fn a_dependency_of_the_wrong_kind_is_named_by_its_kind() {
    let (mut g, [load, _, end]) = program();
    // END's inputs: state, order, io, result; its io input now comes from the LOAD, which
    // produces only order.
    assert_eq!(g.input_kind(end, 2), Some((WireKind::Depend, 1)));
    g.set_input(end, 2, load).expect("END has a third input");
    let findings = kinds::verify(&g);
    assert_eq!(findings.len(), 1, "{findings}");
    let f = &findings.0[0];
    assert_eq!(f.check, GateCheck::DependInputSource);
    let at = f.input.expect("about an input");
    assert_eq!(
        (at.kind, at.index, at.wire, at.wire_index),
        (WireKind::Depend, 1, "io", 0)
    );
    assert_eq!(f.expected, "a gate that produces a io wire");
    assert!(
        f.to_string().contains(", io input 0: depend_input_source"),
        "{f}"
    );
}

#[test]
fn a_value_of_the_wrong_type_is_named_by_its_kind() {
    let (mut g, [load, _, _]) = program();
    // LOAD's inputs: order, address (data), two offsets (index); its second offset now comes
    // from a constant integer, where the table asks for an address.
    let one = g
        .gates()
        .find(|&x| g.opcode(x) == Some(Opcode::Const) && g.ty(x) == Some(MachineType::Int))
        .expect("a constant integer");
    g.set_input(load, 3, one).expect("LOAD has a fourth input");
    let findings = kinds::verify(&g);
    assert_eq!(findings.len(), 1, "{findings}");
    let f = &findings.0[0];
    assert_eq!(f.check, GateCheck::DataInputType);
    let at = f.input.expect("about an input");
    assert_eq!(
        (at.index, at.wire, at.wire_index, at.name),
        (2, "index", 1, Some("offsets"))
    );
    assert!(
        f.to_string()
            .contains(", index input 1 `offsets`: data_input_type"),
        "{f}"
    );
}

#[test]
fn a_count_of_several_kinds_names_them_all() {
    // The typed builder cannot leave out PRINT's io input; the generic builder takes any inputs.
    let mut b = opforge_ir::GraphBuilder::<Opcode>::new();
    let start = b.gate(Opcode::Start, None, 0, [&[], &[], &[]], None);
    let value = b.gate(
        Opcode::Const,
        Some(MachineType::Int),
        7,
        [&[], &[], &[]],
        None,
    );
    let bad = b.gate(Opcode::Print, None, 0, [&[], &[start], &[value]], None);
    let g = b.finish().expect("room");
    let findings = kinds::verify(&g);
    let counts: Vec<_> = findings.of(GateCheck::DependInputCount).collect();
    assert_eq!(counts.len(), 1, "{findings}");
    assert_eq!(counts[0].gate, bad);
    assert_eq!(counts[0].expected, "2 order and io inputs");
    assert_eq!(counts[0].found, "1");
}

#[test]
fn the_text_format_reads_back_every_kind() {
    let (g, _) = program();
    let text = kinds::print(&g);
    assert_eq!(kinds::parse(&text).as_ref(), Ok(&g), "{text}");
}

#[test]
fn the_picture_names_each_input_s_kind() {
    let (g, [load, print, end]) = program();
    let dot = kinds::to_dot(&g, "kinds");
    let edge = |from: GateRef, to: GateRef, style: &str, wire: &str| {
        format!("  g{} -> g{} [{style}, tooltip=\"{wire}\"];", from.0, to.0)
    };
    assert!(
        dot.contains(&edge(load, end, "style=dashed", "order")),
        "{dot}"
    );
    assert!(
        dot.contains(&edge(print, end, "style=dashed", "io")),
        "{dot}"
    );
    assert!(
        dot.contains(&edge(GateRef(0), print, "style=dashed", "io")),
        "{dot}"
    );
    let offsets: Vec<GateRef> = g
        .gates()
        .filter(|&x| g.opcode(x) == Some(Opcode::Offset))
        .collect();
    for o in offsets {
        assert!(
            dot.contains(&edge(o, load, "style=solid", "index")),
            "{dot}"
        );
    }
}
