//! The generated opcode layer agrees with `spec/circuit.yaml`: every gate is an opcode, in
//! depth-first class order; every class is one contiguous range; the class tests, metadata,
//! `FromStr` and `Display` match the spec. Expected values come from loading the spec, never from
//! a hand-typed list.

use std::str::FromStr;

use ir_core::opcode::{Class, Flags, MachineType, Opcode, OpcodeRange, TypeSet, class_range};

fn spec() -> ir_spec::Spec {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/circuit.yaml");
    ir_spec::Loader::new()
        .file(path)
        .load_ir()
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn option_of_opcode_is_as_small_as_opcode() {
    assert_eq!(size_of::<Opcode>(), 2);
    assert_eq!(size_of::<Option<Opcode>>(), size_of::<Opcode>());
    assert_eq!(size_of::<Option<Class>>(), size_of::<Class>());
}

#[test]
fn every_gate_is_an_opcode_in_spec_order() {
    let spec = spec();
    assert_eq!(Opcode::ALL.len(), spec.gates.len());
    assert_eq!(Opcode::COUNT, spec.gates.len());
    for (i, (op, gate)) in Opcode::ALL.iter().zip(&spec.gates).enumerate() {
        assert_eq!(op.as_u16() as usize, i);
        assert_eq!(op.name(), gate.named.name);
        assert_eq!(op.doc(), gate.named.doc);
        assert_eq!(op.class().name(), spec.classes[gate.class].named.name);
        assert_eq!(Opcode::from_u16(i as u16), Some(*op));
    }
    assert_eq!(Opcode::from_u16(Opcode::COUNT as u16), None);
    assert_eq!(Opcode::try_from(u16::MAX), Err(u16::MAX));
}

#[test]
fn every_class_is_one_contiguous_range_holding_exactly_its_descendants() {
    let spec = spec();
    assert_eq!(Class::ALL.len(), spec.classes.len());
    for (class, model) in Class::ALL.iter().zip(&spec.classes) {
        assert_eq!(class.name(), model.named.name);
        let range = class.range();
        assert_eq!(
            (range.start as usize, range.end as usize),
            (model.start, model.end)
        );
        assert!(!range.is_empty(), "class {class} is empty");
        for op in Opcode::ALL {
            let by_tree =
                std::iter::successors(Some(op.class()), |c| c.parent()).any(|c| c == *class);
            assert_eq!(class.contains(op), by_tree, "{op} in {class}");
            assert_eq!(range.contains(op), by_tree);
        }
        // Children tile the parent's range in order.
        let children: Vec<Class> = Class::ALL
            .iter()
            .copied()
            .filter(|c| c.parent() == Some(*class))
            .collect();
        if !children.is_empty() {
            assert_eq!(children[0].range().start, range.start);
            assert_eq!(children.last().map(|c| c.range().end), Some(range.end));
            for pair in children.windows(2) {
                assert_eq!(pair[0].range().end, pair[1].range().start);
            }
        }
    }
}

#[test]
fn class_tests_are_range_checks() {
    for op in Opcode::ALL {
        assert_eq!(op.is_root(), Class::Root.contains(op));
        assert_eq!(op.is_state(), Class::State.contains(op));
        assert_eq!(op.is_mir(), Class::Mir.contains(op));
    }
    assert_eq!(class_range::ROOT, Class::Root.range());
    let r: OpcodeRange = class_range::MIR;
    assert_eq!(r.opcodes().count(), r.len());
    assert!(r.opcodes().all(|op| op.is_mir()));
}

#[test]
fn names_parse_and_print() {
    for op in Opcode::ALL {
        assert_eq!(Opcode::from_str(op.name()), Ok(op));
        assert_eq!(op.to_string(), op.name());
    }
    let err = Opcode::from_str("NOT_AN_OPCODE").unwrap_err();
    assert_eq!(err.to_string(), "unknown opcode `NOT_AN_OPCODE`");
    for class in Class::ALL {
        assert_eq!(Class::from_name(class.name()), Some(class));
    }
}

#[test]
fn metadata_matches_the_spec() {
    let spec = spec();
    for (op, gate) in Opcode::ALL.iter().zip(&spec.gates) {
        let info = op.info();
        assert_eq!(info.flags, Flags(gate.flags));
        assert_eq!(info.shape.state_in.len(), gate.state_in.len(), "{op}");
        assert_eq!(info.shape.data_in.len(), gate.data_in.len(), "{op}");
        assert_eq!(info.shape.state_out.len(), gate.state_out.len(), "{op}");
        assert_eq!(info.shape.depend_out, gate.depend_out);
        assert_eq!(info.shape.data_out.is_some(), gate.data_out.is_some());
        assert_eq!(
            info.root.map(|r| r.name().to_owned()),
            gate.root
                .map(|r| spec.gates[spec.roots[r]].named.name.clone())
        );
        for (flag_name, flag) in Flags::NAMED {
            let bit = spec
                .flags
                .iter()
                .position(|f| f.name == flag_name)
                .expect("flag in spec");
            assert_eq!(op.has(flag), gate.flags & (1 << bit) != 0);
        }
    }
    for t in MachineType::ALL {
        assert_eq!(MachineType::from_spelling(t.spelling()), Some(t));
    }
    for (name, set) in TypeSet::NAMED {
        let model = spec
            .type_sets
            .iter()
            .find(|s| s.named.name == name)
            .expect("set in spec");
        assert_eq!(set.0, model.mask);
    }
}

#[test]
fn flags_print_their_names_and_opcodes_and_types_honour_width() {
    let both = Flags::PURE.union(Flags::COMMUTATIVE);
    assert_eq!(both.to_string(), "pure | commutative");
    assert_eq!(format!("{both:?}"), "Flags(pure | commutative)");
    assert_eq!(Flags::NONE.to_string(), "none");
    assert_eq!(format!("{:?}", Flags(1 << 40)), "Flags(0x10000000000)");
    assert_eq!(format!("[{:>12}]", Flags::PURE), "[        pure]");
    assert_eq!(format!("[{:6}]", Opcode::Add), "[ADD   ]");
    assert_eq!(format!("[{:>6}]", Opcode::Add), "[   ADD]");
    assert_eq!(format!("[{:<5}]", MachineType::I32), "[i32  ]");
}
