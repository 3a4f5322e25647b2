//! The function's storage seen through its API: instruction views (operands, uses, targets,
//! results), the editing handle, inserting and removing instructions, and equality that does
//! not depend on how the pools are laid out.

use opforge_cfg::{Block, BlockCall, Builder, Function, Operand, Value, parse, print};
use opforge_cfg_testbed::imm::Cond;
use opforge_cfg_testbed::{InstBuilder, Opcode, Type};

/// `max` with a branch passing an argument, a call with variadic arguments and two returns.
fn sample() -> (Function<Opcode>, [Value; 4], [Block; 2]) {
    let mut f = Function::<Opcode>::new("max", &[Type::I32, Type::I32], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let (x, y) = (b.try_param(0).expect("x"), b.try_param(1).expect("y"));
    let (yes, no) = (b.create_block(), b.create_block());
    let p = b.append_block_param(no, Type::I32);
    let less = b.icmp(Cond::Slt, x, y);
    b.brif(less, (yes, &[]), (no, &[x]));
    b.switch_to(yes);
    let r = b.call(3, &[x, y], Type::I32);
    b.ret(&[r]);
    b.switch_to(no);
    b.ret(&[p]);
    (f, [x, y, p, less], [yes, no])
}

#[test]
fn an_instruction_view_gives_operands_uses_targets_and_results() {
    let (f, [x, y, _, less], [yes, no]) = sample();
    let entry = f.entry().expect("an entry");
    let [icmp, brif] = [f.block_insts(entry)[0], f.block_insts(entry)[1]];
    let d = f.inst(icmp).expect("icmp");
    assert_eq!((d.opcode, d.block), (Opcode::Icmp, Some(entry)));
    assert_eq!(f.opcode(icmp), Some(Opcode::Icmp));
    assert_eq!(
        d.operands().collect::<Vec<_>>(),
        [
            Operand::Imm(i64::from(Cond::Slt)),
            Operand::Value(x),
            Operand::Value(y)
        ]
    );
    assert_eq!(d.operand_count(), 3);
    assert_eq!(d.operand(1), Some(Operand::Value(x)));
    assert_eq!(d.operand(3), None);
    assert_eq!(d.results(), &[less]);
    assert_eq!(d.uses().collect::<Vec<_>>(), [(1, x), (2, y)]);
    assert_eq!(d.targets().count(), 0);
    let d = f.inst(brif).expect("brif");
    assert_eq!(d.uses().collect::<Vec<_>>(), [(0, less), (2, x)]);
    assert_eq!(
        d.targets().collect::<Vec<_>>(),
        [(1, BlockCall::new(yes, &[])), (2, BlockCall::new(no, &[x]))]
    );
    assert!(d.results().is_empty());
    let call = f.block_insts(yes)[0];
    let uses: Vec<_> = f.inst(call).expect("call").uses().collect();
    assert_eq!(uses, [(1, x), (2, y)]);
    assert!(f.inst(opforge_cfg::Inst::new(99)).is_none());
    assert!(f.is_block(no) && !f.is_block(Block::new(9)));
}

#[test]
fn the_editing_handle_changes_operands_arguments_results_and_places() {
    let (mut f, [x, y, p, _], [yes, no]) = sample();
    let entry = f.entry().expect("an entry");
    let brif = f.block_insts(entry)[1];
    let mut m = f.inst_mut(brif).expect("brif");
    assert_eq!(m.inst(), brif);
    assert!(m.push_block_arg(2, y));
    assert!(
        !m.push_block_arg(0, y),
        "operand 0 is a value, not a target"
    );
    assert!(!m.push_block_arg(7, y), "there is no operand 7");
    assert!(m.set_operand(1, Operand::Block(BlockCall::new(no, &[y, x]))));
    assert!(!m.set_operand(3, Operand::Imm(0)));
    m.push_operand(Operand::Block(BlockCall::new(yes, &[p])));
    m.set_block(None);
    m.set_opcode(Opcode::Jump);
    let d = f.inst(brif).expect("brif");
    assert_eq!((d.opcode, d.block), (Opcode::Jump, None));
    let targets: Vec<_> = d.targets().collect();
    assert_eq!(
        targets,
        [
            (1, BlockCall::new(no, &[y, x])),
            (2, BlockCall::new(no, &[x, y])),
            (3, BlockCall::new(yes, &[p]))
        ]
    );
    let icmp = f.block_insts(entry)[0];
    let extra = f.new_value(
        Type::B1,
        opforge_cfg::ValueDef::Result {
            inst: icmp,
            index: 1,
        },
    );
    f.inst_mut(icmp).expect("icmp").push_result(extra);
    assert_eq!(f.inst(icmp).expect("icmp").results().len(), 2);
    assert!(f.inst_mut(opforge_cfg::Inst::new(99)).is_none());
}

#[test]
fn inserting_and_removing_instructions_keeps_block_order() {
    let (mut f, [x, y, ..], _) = sample();
    let entry = f.entry().expect("an entry");
    let before = f.block_insts(entry).to_vec();
    let first = f.insert_inst(
        entry,
        0,
        Opcode::Iadd,
        [Operand::Value(x), Operand::Value(y)],
        &[Type::I32],
    );
    let clamped = f.insert_inst(entry, 99, Opcode::Iconst, [Operand::Imm(1)], &[Type::I64]);
    assert_eq!(
        f.block_insts(entry),
        [&[first][..], &before, &[clamped]].concat()
    );
    f.remove_inst(first);
    f.remove_inst(clamped);
    assert_eq!(f.block_insts(entry), before);
    assert_eq!(f.inst(first).expect("kept in the arena").block, None);
    // Removing it again changes nothing.
    f.remove_inst(first);
    assert_eq!(f.block_insts(entry), before);
}

#[test]
fn equal_functions_compare_equal_however_their_pools_grew() {
    let (f, ..) = sample();
    let back: Function<Opcode> = parse(&print(&f)).expect("parses");
    assert_eq!(back, f);
    let (mut edited, [x, ..], _) = sample();
    let entry = edited.entry().expect("an entry");
    let brif = edited.block_insts(entry)[1];
    // Growing an argument list moves it in the pool; shrinking it back gives equal contents.
    assert!(edited.inst_mut(brif).expect("brif").push_block_arg(2, x));
    assert_ne!(edited, f);
    let no = Block::new(2);
    assert!(
        edited
            .inst_mut(brif)
            .expect("brif")
            .set_operand(2, Operand::Block(BlockCall::new(no, &[x])))
    );
    assert_eq!(edited, f);
}

/// An enumerated immediate converts to its number and back, every case of it; a number that is
/// no case is refused with the immediate's name and its range.
#[test]
fn an_immediate_enum_converts_to_its_number_and_back() {
    let all = [Cond::Eq, Cond::Ne, Cond::Slt, Cond::Sle, Cond::Ult];
    for c in all {
        assert_eq!(Cond::try_from(i64::from(c)), Ok(c));
    }
    let err = Cond::try_from(99).expect_err("no case 99");
    assert_eq!(err.value, 99);
    assert_eq!(
        err.to_string(),
        "99 is not a case of `cond` (its cases are numbered 0 to 4)"
    );
    assert!(Cond::try_from(-1).is_err());
}

/// A type set has one shape in every generated layer: the table's named sets, the metadata rows
/// and the type families are `opforge_cfg::TypeSet`s (as a `kind: ir` layer's `TypeSet`: a
/// mask with `of`, `contains`, `union` and `is_empty`), not raw masks.
#[test]
fn type_sets_are_type_sets() {
    use opforge_cfg::{CfgOpcode, OperandKind, TypeSet, ValueType};
    use opforge_cfg_testbed::type_set;
    let int: TypeSet = type_set::INT;
    assert!(int.contains(Type::I32) && int.contains(Type::I64) && !int.contains(Type::B1));
    assert_eq!(TypeSet::of(Type::I32).union(TypeSet::of(Type::I64)), int);
    assert_eq!(int.len(), 2);
    assert!(TypeSet::EMPTY.is_empty() && !int.is_empty());
    assert!(Type::B1.is_in(type_set::ANY) && !Type::B1.is_in(int));
    let iadd = Opcode::Iadd.info();
    assert!(matches!(
        iadd.operands[0].kind,
        OperandKind::Value { types, .. } if types == int
    ));
    let out: TypeSet = iadd.results[0].types;
    assert!(!out.contains(Type::B1));
    assert_eq!(<Type as ValueType>::COMPOUND, TypeSet::EMPTY);
}
