//! What the tests that take llvm-mc (LLVM 14) as their oracle share, for any target: running
//! it on a batch of lines (the target is in the arguments: `--triple=aarch64`,
//! `--triple=riscv64`, `-mattr=...`), and reading the encodings of its `-show-encoding` lines
//! and the lines it reported errors on. Each test crate's support keeps what is its target's own
//! (its arguments, its word sizes). No dependencies: `llvm-mc` is found on PATH, and a test that
//! cannot run it fails saying how to install it.
//!
//! ```
//! assert_eq!(
//!     opforge_llvm_mc::encoding_bytes("add x0, x1, x2 // encoding: [0x20,0x00,0x02,0x8b]"),
//!     Some(vec![0x20, 0x00, 0x02, 0x8b])
//! );
//! ```

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The llvm-mc command.
pub const LLVM_MC: &str = "llvm-mc";

/// Runs llvm-mc with `args` (the target's, then the test's) on `input` fed to its standard
/// input; returns its output as bytes. Panics, saying how to install it, when llvm-mc is
/// missing.
pub fn run(args: &[&str], input: &str) -> Output {
    let mut child = match Command::new(LLVM_MC)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => panic!(
            "these tests check against llvm-mc (LLVM 14), which cannot run ({e}): install it \
             with `apt-get install llvm-14` (as .ci/setup does) and put `llvm-mc` on PATH"
        ),
    };
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_owned();
    // Written from another thread: llvm-mc's output on a large batch fills its pipe before it
    // has read all of its input.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("llvm-mc output");
    writer.join().expect("writer").expect("write to llvm-mc");
    out
}

/// [`run`], its standard output and standard error as text.
pub fn run_text(args: &[&str], input: &str) -> (String, String) {
    let out = run(args, input);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The bytes of an llvm-mc `-show-encoding` line (`# encoding: [0x33,0x85,0xc5,0x00]`), in
/// their order; `None` for a line without an encoding.
pub fn encoding_bytes(line: &str) -> Option<Vec<u8>> {
    let list = line.split("encoding: [").nth(1)?.split(']').next()?;
    list.split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16))
        .collect::<Result<_, _>>()
        .ok()
}

/// The input lines (1-based) llvm-mc reported an error on, each with its message line, in the
/// order reported.
pub fn errors(stderr: &str) -> Vec<(usize, String)> {
    stderr
        .lines()
        .filter(|l| l.contains(": error:"))
        .filter_map(|l| {
            let n = l
                .strip_prefix("<stdin>:")?
                .split(':')
                .next()?
                .parse()
                .ok()?;
            Some((n, l.to_owned()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodings_and_errors_are_read_from_llvm_mcs_text() {
        assert_eq!(
            encoding_bytes("c.addi a0, 1 # encoding: [0x05,0x05]"),
            Some(vec![5, 5])
        );
        assert_eq!(encoding_bytes("ret"), None);
        assert_eq!(encoding_bytes("x # encoding: [0xzz]"), None);
        let stderr = "<stdin>:3:5: error: invalid operand\n  add x0\n<stdin>:1:1: error: bad\n";
        assert_eq!(
            errors(stderr),
            vec![
                (3, "<stdin>:3:5: error: invalid operand".to_owned()),
                (1, "<stdin>:1:1: error: bad".to_owned())
            ]
        );
    }
}
