//! `opforge compile` and `opforge exec`: a circuit file compiled to A64 by the whole pipeline;
//! `compile` prints the listing through the generated printer or writes the code or an ELF,
//! `exec` runs it under qemu-aarch64 and under the interpreter and prints both outcomes. Bad
//! input is status 1 with a reason naming the file and the gate.

use std::process::Command;

#[path = "support/exec.rs"]
mod exec;
use exec::{stderr_of_failure, stdout};

#[test]
fn exec_prints_the_same_outcome_from_qemu_and_the_interpreter() {
    for n in [0i32, 10, 77] {
        let want = (1..n).sum::<i32>();
        let arg = n.to_string();
        assert_eq!(
            stdout(&["exec", "examples/sum.circuit", &arg]),
            format!("interpreter:  return i32 {want}\nqemu-aarch64: return i32 {want}\n")
        );
    }
    let calls = "ir-core/tests/filetests/calls.circuit";
    assert_eq!(
        stdout(&["exec", calls, "--func", "fib", "12"]),
        "interpreter:  return i64 144\nqemu-aarch64: return i64 144\n"
    );
    // regalloc2's single-pass allocator, from the command line.
    assert_eq!(
        stdout(&[
            "exec",
            calls,
            "--func",
            "fib",
            "12",
            "--regalloc",
            "single-pass"
        ]),
        "interpreter:  return i64 144\nqemu-aarch64: return i64 144\n"
    );
    // An unknown allocator is a usage error (status 2) that lists the known ones.
    let out = exec::opforge(&["exec", calls, "--regalloc", "linear-scan"]);
    let e = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{e}");
    assert!(
        e.contains("invalid value 'linear-scan'") && e.contains("single-pass"),
        "{e}"
    );
}

#[test]
fn compile_prints_a_listing_that_llvm_mc_reads_back_to_the_same_words() {
    let listing = stdout(&["compile", "examples/sum.circuit"]);
    let lines: Vec<&str> = listing.lines().collect();
    assert!(lines.len() > 8, "{listing}");
    // Each line: address, word, instruction; the instruction assembles to the word.
    let mut text = String::new();
    let mut words = Vec::new();
    for line in &lines {
        let mut parts = line.split_whitespace();
        let _address = parts.next().expect("an address");
        let word = u32::from_str_radix(parts.next().expect("a word"), 16).expect("hex");
        let inst: Vec<&str> = parts.collect();
        if inst
            .first()
            .is_some_and(|i| *i == "bl" || i.starts_with("b") && !i.starts_with("bic"))
        {
            continue; // branches print their target as an offset llvm-mc reads differently
        }
        text.push_str(&inst.join(" "));
        text.push('\n');
        words.push(word);
    }
    let out = Command::new("llvm-mc")
        .args([
            "--triple=aarch64",
            "-mattr=+v8a,+fp-armv8",
            "-show-encoding",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(text.as_bytes())?;
            child.wait_with_output()
        })
        .expect("llvm-mc (install LLVM 14: .ci/setup does)");
    let encoded: Vec<u32> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split("encoding: [").nth(1))
        .map(|e| {
            let bytes: Vec<u8> = e
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).expect("a byte"))
                .collect();
            u32::from_le_bytes(bytes.try_into().expect("4 bytes"))
        })
        .collect();
    assert_eq!(encoded, words, "{text}");
}

#[test]
fn compile_writes_code_and_an_executable() {
    let dir = std::env::temp_dir().join(format!("opforge-compile-cmd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let bin = dir.join("sum.bin");
    let elf = dir.join("sum.elf");
    stdout(&[
        "compile",
        "examples/sum.circuit",
        "--emit",
        "bin",
        "-o",
        bin.to_str().expect("utf-8"),
    ]);
    stdout(&[
        "compile",
        "examples/sum.circuit",
        "--emit",
        "elf",
        "-o",
        elf.to_str().expect("utf-8"),
        "10",
    ]);
    let code = std::fs::read(&bin).expect("the code");
    assert_eq!(code.len() % 4, 0);
    let image = std::fs::read(&elf).expect("the executable");
    assert_eq!(&image[..4], b"\x7fELF");
    // The executable runs sum(10) = 45.
    let out = Command::new("qemu-aarch64")
        .arg(&elf)
        .output()
        .expect("qemu-aarch64 (install Debian's qemu-user: .ci/setup does)");
    assert!(out.status.success());
    // One 16-byte record: status 0 (returned), then the result.
    let word = |i: usize| {
        out.stdout
            .get(i..i + 8)
            .map(|b| i64::from_le_bytes(b.try_into().expect("8 bytes")))
    };
    assert_eq!(out.stdout.len(), 16);
    assert_eq!((word(0), word(8)), (Some(0), Some(45)));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_names_the_file_and_the_gate() {
    let e = stderr_of_failure(&["exec", "examples/call_throw.circuit", "1", "2"]);
    assert!(e.contains("call_throw.circuit"), "{e}");
    assert!(e.contains("JS_BYTECODE"), "{e}");
    let e = stderr_of_failure(&["compile", "examples/sum.circuit", "--emit", "elf"]);
    assert!(e.contains("takes 1 arguments, given 0"), "{e}");
    let e = stderr_of_failure(&["compile", "examples/sum.circuit", "--emit", "bin"]);
    assert!(e.contains("-o"), "{e}");
    let e = stderr_of_failure(&["exec", "examples/nowhere.circuit"]);
    assert!(e.contains("cannot read"), "{e}");
}
