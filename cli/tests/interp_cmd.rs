//! `opforge interp`: a function of a circuit file run through the reference interpreter, its
//! outcome on stdout; `--check` runs the file's `; run:` lines; bad input is status 1 with a
//! located or named reason.

#[path = "support/exec.rs"]
mod exec;
use exec::{stderr_of_failure, stdout};

#[test]
fn interp_prints_the_outcome_of_a_call() {
    for n in [0i32, 10, 77] {
        let want = (1..n).sum::<i32>();
        let arg = n.to_string();
        assert_eq!(
            stdout(&["interp", "examples/sum.circuit", &arg]),
            format!("return i32 {want}\n")
        );
    }
    assert_eq!(
        stdout(&["interp", "examples/sum.circuit", "-4"]),
        "return i32 0\n"
    );
    let calls = "ir-core/tests/filetests/calls.circuit";
    assert_eq!(
        stdout(&["interp", calls, "--func", "fib", "12"]),
        "return i64 144\n"
    );
    let arith = "ir-core/tests/filetests/arith.circuit";
    assert_eq!(
        stdout(&["interp", arith, "--func", "sdiv32", "1", "0"]),
        "trap division_by_zero\n"
    );
    let throw = "ir-core/tests/filetests/throw.circuit";
    assert_eq!(stdout(&["interp", throw, "5", "0"]), "throw i64 5\n");
    assert_eq!(
        stdout(&["interp", "examples/sum.circuit", "--fuel", "10", "9"]),
        "out of fuel\n"
    );
}

#[test]
fn interp_check_runs_the_run_lines() {
    assert_eq!(
        stdout(&["interp", "--check", "ir-core/tests/filetests/loops.circuit"]),
        "ir-core/tests/filetests/loops.circuit: 12 of 12 run lines hold\n"
    );
    // Named `sum.circuit`, so that its one function is `sum`.
    let dir = std::env::temp_dir().join(format!("opforge-interp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join("sum.circuit");
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/sum.circuit"
    ))
    .expect("example")
        + "; run: sum(4) == 7\n";
    std::fs::write(&path, &text).expect("write");
    let file = path.to_str().expect("utf-8");
    let line = text.lines().count();
    let err = stderr_of_failure(&["interp", "--check", file]);
    assert_eq!(
        err,
        format!("{file}:{line}:8: sum(4): expected 7, got return i32 6\n")
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn interp_refuses_bad_input_with_a_reason() {
    assert_eq!(
        stderr_of_failure(&["interp", "examples/call_throw.circuit", "1", "0"]),
        "examples/call_throw.circuit:4: gate %10 (JS_BYTECODE) is a HIR gate: the interpreter runs MIR circuits only\n"
    );
    assert_eq!(
        stderr_of_failure(&["interp", "examples/sum.circuit", "1", "2"]),
        "opforge: `sum` takes 1 arguments, given 2\n"
    );
    assert_eq!(
        stderr_of_failure(&["interp", "examples/sum.circuit", "x"]),
        "opforge: argument 0 of `sum`: `x` is no literal (such as `-3`, `0x1f`, `1.5`, `nan`)\n"
    );
    assert_eq!(
        stderr_of_failure(&["interp", "examples/sum.circuit", "4294967296"]),
        "opforge: argument 0 of `sum`: 4294967296 does not fit i32\n"
    );
    assert_eq!(
        stderr_of_failure(&["interp", "examples/sum.circuit", "--func", "nope"]),
        "opforge: no function `nope` in examples/sum.circuit\n"
    );
    assert!(
        stderr_of_failure(&["interp", "missing.circuit"])
            .starts_with("opforge: cannot read missing.circuit: ")
    );
}
