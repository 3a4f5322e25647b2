//! The examples: each `examples/*.circuit` run and its results checked.

use super::*;

/// `0 + 1 + ... + (n - 1)` by the closed form, in i32 as the circuit computes it.
fn sum_below(n: i32) -> i32 {
    if n <= 0 {
        0
    } else {
        (i64::from(n) * (i64::from(n) - 1) / 2) as i32
    }
}

#[test]
fn sum_adds_the_integers_below_n() {
    let m = example("sum");
    for n in [0, 1, 2, 10, 100, 1000, -7] {
        assert_eq!(
            returns(&m, "sum", &[Value::i32(n)]),
            Value::i32(sum_below(n)),
            "n = {n}"
        );
    }
    assert_eq!(returns(&m, "sum", &[Value::i32(10)]), Value::i32(45));
    // The builder's version of the same loop agrees.
    let built = run(
        &circuits::counted_loop(),
        &[Value::i32(300)],
        &Options::default(),
    );
    assert_eq!(built, Ok(Outcome::Return(Value::i32(sum_below(300)))));
}

#[test]
fn if_else_stores_only_on_the_true_branch() {
    let m = example("if_else");
    for x in [5i64, 1, 0, -1, -9, i64::MIN, i64::MAX] {
        let mut it = Interpreter::new(&m, Options::default());
        let p = it.memory_mut().alloc(8).expect("room");
        let out = it.call("if_else", &[Value::i64(x), Value::arch(p)]);
        let want = if x > 0 { x } else { 0i64.wrapping_sub(x) };
        assert_eq!(out, Ok(Outcome::Return(Value::i64(want))), "x = {x}");
        let stored = it.memory_mut().load(p, 8);
        assert_eq!(stored, Some(if x > 0 { x as u64 } else { 0 }), "x = {x}");
    }
    // A pointer that names no memory traps only on the path that stores.
    let wild = Value::arch(8);
    assert_eq!(
        call(&m, "if_else", &[Value::i64(3), wild]),
        Ok(Outcome::Trap(TrapKind::OutOfBounds))
    );
    assert_eq!(
        call(&m, "if_else", &[Value::i64(-3), wild]),
        Ok(Outcome::Return(Value::i64(3)))
    );
}

#[test]
fn switch_picks_the_case_of_its_value() {
    let m = example("switch");
    for x in [-1, 0, 1, 2, 3, 6, 7, 8, i32::MAX] {
        let want = match x {
            1 => 10,
            2 => 20,
            7 => 70,
            _ => 0,
        };
        assert_eq!(
            returns(&m, "switch", &[Value::i32(x)]),
            Value::i32(want),
            "x = {x}"
        );
    }
}

#[test]
fn call_throw_is_refused_at_its_hir_gate() {
    let m = example("call_throw");
    let e = call(&m, "call_throw", &[Value::i64(1), Value::arch(0)]).expect_err("HIR");
    assert_eq!(
        e,
        InterpError::Hir {
            gate: GateRef(10),
            opcode: Opcode::JsBytecode
        }
    );
    assert_eq!(
        e.to_string(),
        "gate %10 (JS_BYTECODE) is a HIR gate: the interpreter runs MIR circuits only"
    );
}

#[test]
fn memory_sums_squares_through_an_alloca_and_frees_it() {
    let m = example("memory");
    let mut it = Interpreter::new(&m, Options::default());
    for n in [0i64, 1, 2, 10, 63, 64, -4] {
        let k = n.max(0);
        let want = (k - 1) * k * (2 * k - 1) / 6;
        assert_eq!(
            it.call("memory", &[Value::i64(n)]),
            Ok(Outcome::Return(Value::i64(want)))
        );
        assert_eq!(it.memory().regions(), 0, "the ALLOCA is freed on return");
    }
    assert_eq!(
        it.call("memory", &[Value::i64(65)]),
        Ok(Outcome::Trap(TrapKind::OutOfBounds))
    );
    assert_eq!(it.memory().regions(), 0, "and on a trap");
}

proptest! {
    #[test]
    fn sum_matches_the_closed_form(n in -50i32..3000) {
        let m = example("sum");
        prop_assert_eq!(returns(&m, "sum", &[Value::i32(n)]), Value::i32(sum_below(n)));
    }
}
