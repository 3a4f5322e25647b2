//! `opforge-tests` owns the cross-crate integration tests: the checked-in specs loaded end to end,
//! the generated opcode layer compared with its spec, and (later) trybuild compile-fail cases and
//! differential tests against `llvm-mc`. The tests live in `tests/tests/`.
