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
    // A malformed line, a call of no function and a wrong result: every one is reported, in
    // line order, and the good lines still run.
    let text =
        text + "; run: sum(4 == 6\n; run: nope(1) == 0\n; run: sum(5) == 10\n; run: sum(3) == 4\n";
    std::fs::write(&path, &text).expect("write");
    let out = exec::opforge(&["interp", "--check", file]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    let reported: Vec<usize> = err
        .lines()
        .map(|l| {
            l[file.len() + 1..]
                .split(':')
                .next()
                .expect("a line")
                .parse()
                .expect("a number")
        })
        .collect();
    assert_eq!(reported, [line, line + 1, line + 2, line + 4], "{err}");
    assert!(err.contains("no function `nope`"), "{err}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("{file}: 6 of 10 run lines hold\n")
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
        "opforge: `sum` takes 1 argument, given 2\n"
    );
    assert_eq!(
        stderr_of_failure(&["interp", "examples/sum.circuit", "x"]),
        "opforge: argument 0 of `sum`: `x` is no literal (such as `-3`, `0x1f`, `1.5`, `nan`, `true`)\n"
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

/// Literals that start with `-` are arguments wherever the options stand, and keep their sign.
#[test]
fn literals_starting_with_a_minus_are_arguments() {
    let dir = std::env::temp_dir().join(format!("opforge-minus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let f = dir.join("f.circuit");
    std::fs::write(&f, "%8 = ARG f64 0 <%7>\n%9 = RETURN [%1] {%2} (%8) <%3>\n").expect("write");
    let file = f.to_str().expect("utf-8");
    for (args, want) in [
        (vec!["interp", file, "-0"], "return f64 -0.0\n"),
        (vec!["interp", file, "-inf"], "return f64 -inf\n"),
        (
            vec!["interp", file, "-inf", "--fuel", "50"],
            "return f64 -inf\n",
        ),
        (
            vec!["interp", "--fuel=50", file, "-1.5e3"],
            "return f64 -1500.0\n",
        ),
        (vec!["interp", file, "--", "-inf"], "return f64 -inf\n"),
        (
            vec!["exec", file, "-0"],
            "interpreter:  return f64 -0.0\nqemu-aarch64: return f64 -0.0\n",
        ),
    ] {
        assert_eq!(stdout(&args), want, "{args:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
