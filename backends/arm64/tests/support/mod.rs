//! What the differential tests share: running llvm-mc (LLVM 14, the oracle) on a batch of
//! lines, reading its encodings and its errors, and random operand fields and words (`RandomWords`) from the seeded generator.

#![allow(dead_code)]

use opforge_arm64::Form;

/// Its target arguments: ARMv8.0-A with floating point and CRC32, the ARMv8.1 LSE atomics and
/// ARMv8.2 half precision (the extensions `spec/arm64.yaml` covers).
pub const ARGS: &[&str] = &[
    "--triple=aarch64",
    "-mattr=+v8a,+fp-armv8,+crc,+lse,+fullfp16",
];

/// Runs llvm-mc with [`ARGS`] and `extra` arguments on `input`; returns stdout and stderr.
pub fn llvm_mc(extra: &[&str], input: &str) -> (String, String) {
    opforge_llvm_mc::run_text(&[ARGS, extra].concat(), input)
}

/// The word of an llvm-mc `-show-encoding` line (`// encoding: [0x20,0x00,0x02,0x8b]`).
pub fn encoding_of(line: &str) -> Option<u32> {
    let bytes = opforge_llvm_mc::encoding_bytes(line)?;
    Some(u32::from_le_bytes(bytes.try_into().ok()?))
}

/// The input lines (1-based) llvm-mc reported an error on, sorted.
pub fn error_lines(stderr: &str) -> Vec<usize> {
    let mut lines: Vec<usize> = opforge_llvm_mc::errors(stderr)
        .into_iter()
        .map(|(line, _)| line)
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines
}

pub use opforge_rng::Rng;

/// The operands of random words, drawn from the workspace's generator.
pub trait RandomWords {
    /// A field value biased toward edge cases (0, 1, all ones, 31, a small value) a quarter of
    /// the time, so that rare aliases and limits show up.
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
                2 => all,
                3 => 31 & all,
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
