//! What the table does not lower is reported, not miscompiled: the driver names the function,
//! the instruction and the table's reason, for an instruction marked unsupported and for a
//! type combination a refusal takes, for an input type a refusal takes, and for what the
//! runtime's own rule (`NewArray`) refuses; on both targets, with the same reasons.

use opforge_cfg::lower::LowerError;
use opforge_cfg::{Builder, Function};
use opforge_panda_testbed::{InstBuilder, Opcode, Type};
use panda_compile::{arm64, riscv64};

/// The error each target's lowering gives `f`, which both must refuse: A64's, then RV64's.
fn refused(f: &Function<Opcode>) -> [LowerError; 2] {
    [
        arm64::lower(f).expect_err("A64 refuses it"),
        riscv64::lower(f).expect_err("RV64 refuses it"),
    ]
}

#[test]
fn an_unsupported_instruction_is_named_with_the_tables_reason() {
    let mut f = Function::<Opcode>::new("param", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let p = b.parameter(Type::I64);
    b.return_(p);
    for e in refused(&f) {
        assert_eq!(e.function, "param");
        assert!(e.inst.is_some());
        assert_eq!(
            e.message,
            "`Parameter` is not lowered: a function's parameters are its entry block's parameters in the cfg form"
        );
    }
}

#[test]
fn a_refused_type_combination_is_named_with_the_refusal() {
    // An i32 sum of two i64: Panda's table allows it (a narrower destination); this lowering
    // refuses it.
    let mut f = Function::<Opcode>::new("narrow", &[Type::I64, Type::I64], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let (Some(x), Some(y)) = (b.try_param(0), b.try_param(1)) else {
        panic!("two parameters")
    };
    let s = b.add(x, y, Type::I32);
    b.return_(s);
    assert!(opforge_cfg::verify(&f).is_ok(), "Panda's table accepts it");
    let [a64, rv64] = refused(&f);
    for (e, table) in [(a64, "arm64"), (rv64, "riscv64")] {
        assert!(
            e.message.starts_with(&format!(
                "`Add` is not lowered here: Add of this lowering takes inputs of its own type, integers or f64 (the refusal at spec/lower-panda-{table}.yaml:"
            )),
            "{e}"
        );
        assert!(e.to_string().starts_with("narrow: inst"), "{e}");
    }
}

#[test]
fn an_array_of_bool_is_refused_by_the_input_type_refusal() {
    let mut f = Function::<Opcode>::new("flags", &[Type::I32, Type::Bool], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let (Some(n), Some(flag)) = (b.try_param(0), b.try_param(1)) else {
        panic!("two parameters")
    };
    let class = b.null_ptr();
    let a = b.new_array(0, class, n, n);
    let zero = b.constant(0, Type::I32);
    b.store_array(a, zero, flag, &[]);
    b.return_(n);
    assert!(opforge_cfg::verify(&f).is_ok(), "Panda's table accepts it");
    for e in refused(&f) {
        assert!(
            e.message.starts_with(
                "`StoreArray` is not lowered here: this lowering's arrays hold i32, i64 or f64 (the refusal at "
            ),
            "{e}"
        );
    }
}

#[test]
fn the_runtime_refuses_a_length_it_cannot_take() {
    let mut f = Function::<Opcode>::new("odd", &[Type::Bool], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let Some(flag) = b.try_param(0) else {
        panic!("a parameter")
    };
    let class = b.null_ptr();
    let a = b.new_array(0, class, flag, flag);
    let n = b.len_array(a, Type::I32);
    b.return_(n);
    for e in refused(&f) {
        assert_eq!(e.function, "odd");
        assert_eq!(e.message, "an array's length is an i32 or an i64, not bool");
    }
}
