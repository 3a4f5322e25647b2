//! Panda's class tree and mixins in the generated layer: opcodes numbered so each C++ class is
//! one range, mixins as groups beside the tree, and grouped visitors dispatching as Panda's
//! `GraphVisitor` does (an opcode's own method, else its class's, else its base classes', up to
//! `visit_default`).

use opforge_cfg::{Builder, CfgOpcode, Function, ImmKind, Inst, OperandKind};
use opforge_panda_testbed::imm::ConditionCode;
use opforge_panda_testbed::{
    Class, INST_INFO, InstBuilder, Mixin, Opcode, Type, Visitor, visit_function,
};

#[test]
fn opcodes_are_numbered_over_pandas_cpp_class_tree() {
    // `Add` is a `BinaryOperation`, derived from `FixedInputsInst<2>`, from `LimitedInputsInst`.
    assert_eq!(Opcode::Add.class(), Class::BinaryOperation);
    assert!(Opcode::Add.is_binary_operation());
    assert!(Opcode::Add.is_fixed_inputs_inst2());
    assert!(Opcode::Add.is_limited_inputs_inst());
    assert!(Opcode::Add.is_inst());
    assert!(!Opcode::Add.is_dynamic_inputs_inst());
    // `AddOverflow`'s class derives from `IfInst`; `If` itself sits in `IfInst`'s own leaf.
    assert!(Opcode::AddOverflow.is_if_inst());
    assert_eq!(Opcode::If.class(), Class::IfInstExact);
    assert!(Opcode::If.is_if_inst());
    assert!(Opcode::CallStatic.is_dynamic_inputs_inst());
    // Pseudo instructions have no C++ class.
    assert!(Opcode::Goto.is_pseudo_instruction() && !Opcode::Goto.is_inst());
    // Each class is one contiguous range holding exactly the opcodes its test accepts.
    for class in [
        Class::FixedInputsInst2,
        Class::IfInst,
        Class::DynamicInputsInst,
    ] {
        let range = class.range();
        for op in Opcode::ALL {
            let inside = range.contains_number(op.number());
            assert_eq!(inside, class.contains(op));
            let test = match class {
                Class::FixedInputsInst2 => op.is_fixed_inputs_inst2(),
                Class::IfInst => op.is_if_inst(),
                _ => op.is_dynamic_inputs_inst(),
            };
            assert_eq!(inside, test, "{op} in {class:?}");
        }
    }
}

#[test]
fn mixins_group_opcodes_beside_the_tree_and_carry_their_immediates() {
    assert!(Opcode::If.has_condition_mixin());
    assert!(Opcode::AddI.has_immediate_mixin());
    assert!(!Opcode::Add.has_immediate_mixin());
    // Inherited from the base class: `BinaryOverflowInst` derives from `IfInst`.
    assert!(Opcode::AddOverflow.has_condition_mixin());
    for mixin in Mixin::ALL {
        for op in mixin.opcodes() {
            assert!(op.mixins().contains(&mixin), "{op} in {}", mixin.name());
        }
    }
    // The importer gives every `ConditionMixin` opcode its condition code as operand `cc`, and
    // every `ImmediateMixin` opcode its immediate as operand `imm`.
    for op in Opcode::ALL {
        let info = &INST_INFO[op.number() as usize];
        let has = |name: &str| info.operands.iter().find(|o| o.name == name);
        let cc = has("cc").map(|o| o.kind);
        assert_eq!(op.has_condition_mixin(), cc.is_some(), "{op}");
        if let Some(OperandKind::Imm(kind)) = cc {
            assert!(
                matches!(kind.kind, ImmKind::Enum(cases) if cases.len() == 12),
                "{op}"
            );
        }
        assert_eq!(op.has_immediate_mixin(), has("imm").is_some(), "{op}");
    }
}

/// Names the method each instruction reached.
struct Groups;

impl Visitor for Groups {
    type Output = &'static str;
    fn visit_default(&mut self, _: &Function<Opcode>, _: Inst) -> &'static str {
        "default"
    }
    fn visit_class_binary_operation(&mut self, _: &Function<Opcode>, _: Inst) -> &'static str {
        "BinaryOperation"
    }
    fn visit_class_fixed_inputs_inst2(&mut self, _: &Function<Opcode>, _: Inst) -> &'static str {
        "FixedInputsInst2"
    }
    fn visit_class_if_inst(&mut self, _: &Function<Opcode>, _: Inst) -> &'static str {
        "IfInst"
    }
    fn visit_mul(&mut self, _: &Function<Opcode>, _: Inst) -> &'static str {
        "Mul"
    }
}

/// Counts the instructions of each group.
#[derive(Default)]
struct Count {
    binary: usize,
    all: usize,
}

impl Visitor for Count {
    type Output = ();
    fn visit_default(&mut self, _: &Function<Opcode>, _: Inst) {
        self.all += 1;
    }
    fn visit_class_binary_operation(&mut self, func: &Function<Opcode>, inst: Inst) {
        self.binary += 1;
        self.visit_default(func, inst);
    }
}

#[test]
fn grouped_visitors_dispatch_by_opcode_then_class_then_base_classes() {
    let mut f = Function::new("f", &[Type::I32, Type::I32], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let (x, y) = (b.try_param(0).expect("x"), b.try_param(1).expect("y"));
    let sum = b.add(x, y, Type::I32);
    let product = b.mul(sum, y, Type::I32);
    let less = b.compare(ConditionCode::Lt, product, x);
    let checked = b.add_overflow(ConditionCode::Eq, less, less, Type::I32);
    let (yes, no) = (b.create_block(), b.create_block());
    b.if_(ConditionCode::Ne, checked, x, (yes, &[]), (no, &[]));
    b.switch_to(yes);
    b.return_(sum);
    b.switch_to(no);
    b.return_(product);
    let insts: Vec<Inst> = f
        .layout()
        .iter()
        .flat_map(|&blk| f.block_insts(blk).to_vec())
        .collect();
    let reached: Vec<&str> = insts.iter().map(|&i| Groups.visit(&f, i)).collect();
    assert_eq!(
        reached,
        [
            "BinaryOperation",  // Add: its class
            "Mul",              // Mul: its own method
            "FixedInputsInst2", // Compare: CompareInst has no method, its base has
            "IfInst",           // AddOverflow: BinaryOverflowInst derives from IfInst
            "IfInst",           // If: IfInstExact is under IfInst
            "default",          // Return: FixedInputsInst1 and above have none
            "default",
        ]
    );
    let mut count = Count::default();
    visit_function(&mut count, &f);
    assert_eq!((count.binary, count.all), (2, 7));
}
