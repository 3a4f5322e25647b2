//! What the RISC-V differential tests share: running llvm-mc (LLVM 14, the oracle) on a batch of
//! lines, reading its encodings and its errors, assembling a program with labels into an
//! object and reading its `.text`, and random operand fields and words (`RandomWords`) from the seeded generator.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use object::{Object, ObjectSection};

use opforge_riscv64::Form;

/// The llvm-mc command.
pub const LLVM_MC: &str = "llvm-mc";
/// The extensions of the 32-bit forms: without `+c`, which would make llvm-mc compress them.
pub const ATTRS_32: &str = "-mattr=+m,+a,+f,+d";
/// The extensions of the 16-bit forms.
pub const ATTRS_16: &str = "-mattr=+m,+a,+f,+d,+c";

/// Runs `llvm-mc --triple=riscv64` with `extra` arguments on `input`; returns stdout and stderr.
/// Panics, saying how to install it, when llvm-mc is missing.
pub fn llvm_mc(extra: &[&str], input: &str) -> (String, String) {
    let out = run_llvm_mc(extra, input);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `llvm-mc --triple=riscv64` with `extra` arguments on `input`; returns its output as
/// bytes. Panics, saying how to install it, when llvm-mc is missing.
pub fn run_llvm_mc(extra: &[&str], input: &str) -> Output {
    let mut child = match Command::new(LLVM_MC)
        .arg("--triple=riscv64")
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => panic!(
            "these tests check every form against llvm-mc (LLVM 14), which cannot run ({e}): \
             install it with `apt-get install llvm-14` (as .ci/setup does) and put `llvm-mc` on PATH"
        ),
    };
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("llvm-mc output");
    writer.join().expect("writer").expect("write to llvm-mc");
    out
}

/// The `.text` bytes of the object llvm-mc assembles `source` into (`-filetype=obj`) with the
/// extensions `attrs`: labels resolved by the assembler, so no relocation is left. Panics with
/// llvm-mc's errors, or saying how to install it.
pub fn assemble_text(attrs: &str, source: &str) -> Vec<u8> {
    let out = run_llvm_mc(&[attrs, "-filetype=obj", "-o", "-"], source);
    assert!(
        out.status.success(),
        "llvm-mc refused the source: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = object::File::parse(&*out.stdout).expect("llvm-mc writes an ELF object");
    let text = file.section_by_name(".text").expect("a .text section");
    assert!(
        text.relocations().next().is_none(),
        "llvm-mc left relocations in .text"
    );
    text.data().expect(".text's bytes").to_vec()
}

/// The word and its size in bytes of an llvm-mc `-show-encoding` line
/// (`# encoding: [0x33,0x85,0xc5,0x00]`).
pub fn encoding_of(line: &str) -> Option<(u32, usize)> {
    let list = line.split("encoding: [").nth(1)?.split(']').next()?;
    let bytes: Vec<u8> = list
        .split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16))
        .collect::<Result<_, _>>()
        .ok()?;
    let size = bytes.len();
    let mut word = [0u8; 4];
    word.get_mut(..size)?.copy_from_slice(&bytes);
    Some((u32::from_le_bytes(word), size))
}

/// Normalizes llvm-mc's text: no comment, one space between tokens.
pub fn normalize(line: &str) -> String {
    let code = line.split('#').next().unwrap_or("");
    code.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The input lines (1-based) llvm-mc reported an error on, with the message.
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

/// Bytes of `word` as llvm-mc's disassembler reads them: `size` of them, little-endian.
pub fn bytes_line(word: u32, size: usize) -> String {
    let b: Vec<String> = word.to_le_bytes()[..size]
        .iter()
        .map(|b| format!("{b:#04x}"))
        .collect();
    b.join(" ")
}

pub use opforge_rng::Rng;

/// The operands of random words, drawn from the workspace's generator.
pub trait RandomWords {
    /// A field value biased toward edge cases (0, 1, 2, all ones, the largest positive) a quarter
    /// of the time, so that rare aliases and limits show up.
    fn field(&mut self, width: u32) -> u32;

    /// A random word of `form` (fixed bits kept, fields random), with `keep` bits from `value`.
    fn word(&mut self, form: Form, keep: u32, value: u32) -> u32;
}

impl RandomWords for Rng {
    fn field(&mut self, width: u32) -> u32 {
        let all = ((1u64 << width) - 1) as u32;
        let r = self.next_u64();
        if r.is_multiple_of(4) {
            match (r >> 8) % 6 {
                0 => 0,
                1 => 1 & all,
                2 => 2 & all,
                3 => all,
                4 => all >> 1,
                _ => ((r >> 16) as u32 % 8) & all,
            }
        } else {
            (r >> 32) as u32 & all
        }
    }

    fn word(&mut self, form: Form, keep: u32, value: u32) -> u32 {
        let info = form.info();
        let mut w = info.value;
        for f in info.fields {
            w |= self.field(f.width) << f.lo;
        }
        (w & !keep) | (value & keep)
    }
}
