//! What the RISC-V differential tests share: running llvm-mc (LLVM 14, the oracle) on a batch of
//! lines, reading its encodings and its errors, assembling a program with labels into an
//! object and reading its `.text`, and random operand fields and words (`RandomWords`) from the seeded generator.

#![allow(dead_code)]

use std::process::Output;

use object::{Object, ObjectSection};

use opforge_riscv64::Form;

/// The target argument of every run.
const TRIPLE: &str = "--triple=riscv64";
/// The extensions of the 32-bit forms: without `+c`, which would make llvm-mc compress them.
pub const ATTRS_32: &str = "-mattr=+m,+a,+f,+d";
/// The extensions of the 16-bit forms.
pub const ATTRS_16: &str = "-mattr=+m,+a,+f,+d,+c";

/// Runs `llvm-mc --triple=riscv64` with `extra` arguments on `input`; returns stdout and stderr.
/// Panics, saying how to install it, when llvm-mc is missing.
pub fn llvm_mc(extra: &[&str], input: &str) -> (String, String) {
    opforge_llvm_mc::run_text(&[&[TRIPLE][..], extra].concat(), input)
}

/// Runs `llvm-mc --triple=riscv64` with `extra` arguments on `input`; returns its output as
/// bytes. Panics, saying how to install it, when llvm-mc is missing.
pub fn run_llvm_mc(extra: &[&str], input: &str) -> Output {
    opforge_llvm_mc::run(&[&[TRIPLE][..], extra].concat(), input)
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
    let bytes = opforge_llvm_mc::encoding_bytes(line)?;
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
