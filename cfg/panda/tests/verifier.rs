//! Functions of Panda's IR built with the generated builder: valid ones pass the verifier (and
//! round-trip through the text format), and each broken one fails with exactly the check it
//! breaks, the finding naming the block, instruction and operand.

use opforge_cfg::{Builder, Check, Function, Operand, Value, parse, print, verify};
use opforge_panda_testbed::imm::ConditionCode;
use opforge_panda_testbed::{InstBuilder, Opcode, Type};

/// The function's parameters, in order.
fn params(b: &Builder<'_, Opcode>, n: usize) -> Vec<Value> {
    (0..n)
        .map(|i| b.try_param(i).expect("a parameter"))
        .collect()
}

/// `max(x, y)`: one `If` on `Compare`-like condition codes, two returns.
fn max() -> Function<Opcode> {
    let mut f = Function::new("max", &[Type::I32, Type::I32], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let [x, y] = params(&b, 2)[..] else {
        unreachable!("two parameters")
    };
    let (less, not_less) = (b.create_block(), b.create_block());
    b.if_(ConditionCode::Lt, x, y, (less, &[]), (not_less, &[]));
    b.switch_to(less);
    b.return_(y);
    b.switch_to(not_less);
    b.return_(x);
    f
}

/// `sum(n)`: a counted loop whose header takes the counter and the sum as block parameters
/// (in place of Panda's `Phi`), with the pseudo `Goto` as the unconditional jump.
fn sum() -> Function<Opcode> {
    let mut f = Function::new("sum", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = params(&b, 1)[0];
    let (header, exit) = (b.create_block(), b.create_block());
    let (i, acc) = (
        b.append_block_param(header, Type::I64),
        b.append_block_param(header, Type::I64),
    );
    let result = b.append_block_param(exit, Type::I64);
    let zero = b.constant(0, Type::I64);
    b.goto((header, &[zero, zero]));
    b.switch_to(header);
    let acc2 = b.add(acc, i, Type::I64);
    let i2 = b.add_i(1, i, Type::I64);
    b.if_(
        ConditionCode::Lt,
        i2,
        n,
        (header, &[i2, acc2]),
        (exit, &[acc2]),
    );
    b.switch_to(exit);
    b.return_(result);
    f
}

#[track_caller]
fn assert_valid(f: &Function<Opcode>) {
    if let Err(report) = verify(f) {
        panic!("{report}\n{}", print(f));
    }
    let text = print(f);
    let back: Function<Opcode> = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(print(&back), text);
}

/// The rendered errors of `f`, which must all be of `check`.
#[track_caller]
fn errors(f: &Function<Opcode>, check: Check) -> Vec<String> {
    let report = verify(f).expect_err("an invalid function");
    assert_eq!(report.failed_checks(), vec![check], "{report}");
    report.errors().map(ToString::to_string).collect()
}

#[test]
fn functions_built_with_the_generated_builder_verify_and_round_trip() {
    assert_valid(&max());
    assert_valid(&sum());
    let text = print(&sum());
    assert!(text.contains("If lt, v"), "{text}");
    assert!(text.contains("Goto block1(v"), "{text}");
}

#[test]
fn an_operand_of_a_type_the_signature_does_not_allow_fails_the_types_check() {
    let mut f = Function::new("f", &[Type::Ref, Type::I32], &[]);
    let mut b = Builder::new(&mut f);
    let [r, x] = params(&b, 2)[..] else {
        unreachable!("two parameters")
    };
    // `Add` takes `number-ptr`: a `ref` is not a number. Its inputs share one type (the
    // import's `same: input0`, from `equal_common_types`), so the i32 beside the ref is a
    // second finding.
    b.add(r, x, Type::I32);
    b.return_void();
    assert_eq!(
        errors(&f, Check::Types),
        [
            "error[types] in block0, inst0 `v2 = Add.i32 v0, v1`, operand 0 `input0`: v0 has type ref, which the operand does not take",
            "error[types] in block0, inst0 `v2 = Add.i32 v0, v1`, operand 1 `input1`: v1 has type i32, but operand 0 has type ref"
        ]
    );
}

#[test]
fn a_block_without_a_terminator_fails_the_terminator_check() {
    let mut f = max();
    let last = f.layout()[2];
    let ret = f.block_insts(last)[0];
    f.remove_inst(ret);
    assert_eq!(
        errors(&f, Check::Terminator),
        ["error[terminator] in block2: block2 is empty, so it has no terminator"]
    );
}

#[test]
fn a_jump_with_too_few_arguments_fails_the_branch_args_check() {
    let mut f = Function::new("f", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = params(&b, 1)[0];
    let exit = b.create_block();
    b.append_block_param(exit, Type::I64);
    b.goto((exit, &[]));
    b.switch_to(exit);
    b.return_(n);
    assert_eq!(
        errors(&f, Check::BranchArgs),
        [
            "error[branch-args] in block0, inst0 `Goto block1`, operand 0 `target`: block1 takes 1 argument, 0 are passed"
        ]
    );
}

#[test]
fn returning_nothing_from_a_function_with_a_result_fails_the_return_check() {
    let mut f = Function::new("f", &[], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    b.return_void();
    assert_eq!(
        errors(&f, Check::Return),
        ["error[return] in block0, inst0 `ReturnVoid`: returns (), but the function returns (i32)"]
    );
}

#[test]
fn a_condition_code_outside_the_enumeration_fails_the_shape_check() {
    let mut f = Function::new("f", &[Type::I32, Type::I32], &[]);
    let mut b = Builder::new(&mut f);
    let [x, y] = params(&b, 2)[..] else {
        unreachable!("two parameters")
    };
    // Panda's `ConditionCode` has 12 cases.
    b.ins::<1>(
        Opcode::Compare,
        vec![Operand::Imm(12), Operand::Value(x), Operand::Value(y)],
        &[Type::Bool],
    );
    b.return_void();
    assert_eq!(
        errors(&f, Check::Shape),
        [
            "error[shape] in block0, inst0 `v2 = Compare 12, v0, v1`, operand 0 `cc`: 12 is not a value of immediate kind `condition_code`"
        ]
    );
}

#[test]
fn a_value_used_outside_the_blocks_its_definition_dominates_fails_the_dominance_check() {
    let mut f = Function::new("f", &[Type::I32, Type::I32], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let [x, y] = params(&b, 2)[..] else {
        unreachable!("two parameters")
    };
    let (left, right) = (b.create_block(), b.create_block());
    b.if_(ConditionCode::Eq, x, y, (left, &[]), (right, &[]));
    b.switch_to(left);
    let sum = b.add(x, y, Type::I32);
    b.return_(sum);
    b.switch_to(right);
    b.return_(sum);
    assert_eq!(
        errors(&f, Check::Dominance),
        [
            "error[dominance] in block2, inst3 `Return v2`, operand 0 `input0`: v2 is defined in block1, which does not dominate block2"
        ]
    );
}
