//! Circuits made by the typed builder behave as their text twins.

use super::*;

#[test]
fn builder_circuits_behave_as_their_text_twins() {
    let options = Options::default();
    for n in [-1, 0, 5, 64] {
        let twin = call(&example("sum"), "sum", &[Value::i32(n)]);
        assert_eq!(
            run(&circuits::counted_loop(), &[Value::i32(n)], &options),
            twin
        );
    }
    for x in [-1, 1, 2, 7, 9] {
        let twin = call(&example("switch"), "switch", &[Value::i32(x)]);
        assert_eq!(run(&circuits::switch(), &[Value::i32(x)], &options), twin);
    }
    let built = Module::single("if_else", circuits::if_else());
    for x in [-3i64, 0, 3] {
        let outcomes: Vec<(Result<Outcome, InterpError>, Option<u64>)> =
            [&built, &example("if_else")]
                .iter()
                .map(|m| {
                    let mut it = Interpreter::new(m, options);
                    let p = it.memory_mut().alloc(8).expect("room");
                    let out = it.call("if_else", &[Value::i64(x), Value::arch(p)]);
                    (out, it.memory_mut().load(p, 8))
                })
                .collect();
        assert_eq!(outcomes[0], outcomes[1], "x = {x}");
    }
    let e = run(
        &circuits::call_with_exception(),
        &[Value::i64(1), Value::arch(0)],
        &options,
    );
    assert!(
        matches!(
            e,
            Err(InterpError::Hir {
                opcode: Opcode::JsBytecode,
                ..
            })
        ),
        "{e:?}"
    );
    // misc loads its fresh (zeroed) ALLOCA before storing into it.
    let misc = run(&circuits::misc(), &[Value::f64(1.5)], &options);
    assert_eq!(misc, Ok(Outcome::Return(Value::i32(0))));
}
