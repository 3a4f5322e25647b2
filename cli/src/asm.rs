//! `opforge asm` and `opforge disasm`: the ARM64 layer generated from `spec/arm64.yaml` on the
//! command line. `asm` reads LLVM-syntax assembly through `opforge_arm64::assembler` (statements
//! separated by newlines or `;`, `//`, `/* */` and `#`-line comments, labels including numeric
//! local ones, constant expressions, `.inst`/`.word`/`.byte` and the other data directives,
//! `ldr Rt, =value` with a literal pool) and prints each word as 8 lowercase hex digits, a tab and
//! our canonical text (`.word 0x…`/`.inst 0x…` for data); a statement that does not assemble is
//! reported on stderr with its line, column and the reason, the others are still printed, and the
//! exit code is 1. `disasm` reads whitespace-separated 8-digit hex words and prints our text for
//! each (`.inst 0x…` for a word we do not decode, which `asm` reads back).

use crate::output::{read_bytes, report};
use std::fmt::Write as _;
use std::io::Read;
use std::process::ExitCode;

use ir_spec::source::{CONTEXT, shorten};
use opforge_arm64::Inst;

/// Most characters of a line or a token an error message quotes: a long one is cut (around the
/// column when there is one), so that an error on a huge line stays short.
const QUOTED: usize = 2 * CONTEXT;

/// Reads the file named by the only argument, or stdin when there is none, as bytes.
fn input(args: &[String], command: &str) -> Result<Vec<u8>, ExitCode> {
    match args {
        [] => {
            let mut bytes = Vec::new();
            std::io::stdin().read_to_end(&mut bytes).map_err(|e| {
                report!("opforge {command}: cannot read stdin: {e}");
                ExitCode::FAILURE
            })?;
            Ok(bytes)
        }
        [file] => read_bytes(file).map_err(|e| {
            report!("opforge {command}: {e}");
            ExitCode::FAILURE
        }),
        _ => {
            report!("opforge {command}: takes at most one file (stdin when none)");
            Err(ExitCode::from(2))
        }
    }
}

/// The input as text, line by line: a line that is not UTF-8 becomes an error naming it and
/// an empty line (so that the other lines keep their numbers and are still converted).
fn lines_of(bytes: &[u8]) -> (String, Vec<String>) {
    let mut text = String::with_capacity(bytes.len());
    let mut errors = Vec::new();
    for (n, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if n > 0 {
            text.push('\n');
        }
        match std::str::from_utf8(line) {
            Ok(line) => text.push_str(line),
            Err(e) => errors.push(format!(
                "line {}: not UTF-8 text (byte {} of the line)",
                n + 1,
                e.valid_up_to() + 1
            )),
        }
    }
    (text, errors)
}

/// `opforge asm [FILE]`.
pub fn asm(args: &[String]) -> ExitCode {
    filter(args, "asm", assemble)
}

/// Assembles `bytes`: the output lines and the error lines.
fn assemble(bytes: &[u8]) -> (String, Vec<String>) {
    let assembly = opforge_arm64::assembler::listing_bytes(bytes);
    let mut out = String::with_capacity(32 * assembly.words.len());
    for w in &assembly.words {
        let _ = writeln!(out, "{:08x}\t{}", w.word, w.shown);
    }
    (
        out,
        assembly.errors.iter().map(ToString::to_string).collect(),
    )
}

/// Reads the input of `command`, prints what `convert` makes of it and its errors on stderr;
/// exit 1 when there was any error (the good lines are still printed).
fn filter(args: &[String], command: &str, convert: fn(&[u8]) -> (String, Vec<String>)) -> ExitCode {
    let bytes = match input(args, command) {
        Ok(b) => b,
        Err(code) => return code,
    };
    let (out, errors) = convert(&bytes);
    // A closed pipe ends quietly; any other write error is an error, never lost output.
    let written = crate::output::emit(&out, crate::output::Sink::Stdout);
    for e in &errors {
        report!("{e}");
    }
    if errors.is_empty() {
        written
    } else {
        ExitCode::FAILURE
    }
}

/// `opforge disasm [FILE]`.
pub fn disasm(args: &[String]) -> ExitCode {
    filter(args, "disasm", disassemble)
}

/// The word `token` spells: exactly 8 hex digits, after an optional `0x` (no sign, no other
/// prefix, no more and no fewer digits).
fn word(token: &[u8]) -> Option<u32> {
    let digits = token.strip_prefix(b"0x").unwrap_or(token);
    if digits.len() != 8 {
        return None;
    }
    digits.iter().try_fold(0u32, |w, &b| {
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'f' => b - b'a' + 10,
            b'A'..=b'F' => b - b'A' + 10,
            _ => return None,
        };
        Some((w << 4) | u32::from(digit))
    })
}

/// Whether `b` is whitespace as `str::split_whitespace` sees it, for an ASCII byte.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// The whitespace-separated tokens of an ASCII `line`, as `str::split_whitespace` splits it,
/// without decoding characters.
fn ascii_tokens(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|&b| is_space(b)).filter(|t| !t.is_empty())
}

/// Disassembles whitespace-separated 8-digit hex words: the output lines and the error lines.
fn disassemble(bytes: &[u8]) -> (String, Vec<String>) {
    // Valid UTF-8 (as a file of hex words is) is read in place; otherwise line by line.
    let (text, mut errors) = match std::str::from_utf8(bytes) {
        Ok(text) => (std::borrow::Cow::Borrowed(text), Vec::new()),
        Err(_) => {
            let (text, errors) = lines_of(bytes);
            (std::borrow::Cow::Owned(text), errors)
        }
    };
    let mut out = String::with_capacity(4 * bytes.len());
    let mut take = |n: usize, token: &[u8]| match word(token) {
        Some(w) => {
            let _ = match Inst::decode(w) {
                Some(inst) => writeln!(out, "{inst}"),
                None => writeln!(out, ".inst {w:#010x}"),
            };
        }
        None => errors.push(format!(
            "line {}: `{}` is not a word of 8 hex digits",
            n + 1,
            shorten(&String::from_utf8_lossy(token), QUOTED)
        )),
    };
    // An ASCII file (as a file of hex words is) is split byte by byte; any other by characters,
    // so Unicode whitespace separates words the same way either way.
    if text.is_ascii() {
        for (n, line) in text.as_bytes().split(|&b| b == b'\n').enumerate() {
            ascii_tokens(line).for_each(|token| take(n, token));
        }
    } else {
        for (n, line) in text.lines().enumerate() {
            line.split_whitespace()
                .for_each(|token| take(n, token.as_bytes()));
        }
    }
    (out, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_is_not_utf8_is_an_error_of_its_own() {
        let (text, errors) = lines_of(b"add x0, x1, x2\n\xff\xfe nop\nnop\n");
        assert_eq!(text, "add x0, x1, x2\n\nnop\n");
        assert_eq!(errors, ["line 2: not UTF-8 text (byte 1 of the line)"]);
        let (out, errors) = assemble(b"add x0, x1, x2\n\xff\xfe nop\nnop\n");
        assert_eq!(out, "8b020020\tadd x0, x1, x2\nd503201f\tnop\n");
        assert_eq!(errors, ["line 2: not UTF-8 text (byte 1 of the line)"]);
    }

    #[test]
    fn assembles_lines_and_reports_bad_ones_by_number() {
        let (out, errors) = assemble(
            b"add x0, x1, x2 // a comment\n\n// only a comment\nadd x0, x1\nMOV W1, #-1\n",
        );
        assert_eq!(out, "8b020020\tadd x0, x1, x2\n12800001\tmov w1, #-1\n");
        assert_eq!(errors.len(), 1);
        assert!(
            errors[0].starts_with("line 4: add x0, x1: "),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn labels_resolve_forwards_and_backwards() {
        let (out, errors) = assemble(
            b"top: add x0, x1, x2\n  b.ne top\n  cbz x3, done\n  adrp x5, done\ndone:\n  ret\n",
        );
        assert_eq!(errors, Vec::<String>::new());
        // The words are checked against llvm-mc in tests/cli.rs; here, the offsets.
        let text: Vec<&str> = out.lines().filter_map(|l| l.split('\t').nth(1)).collect();
        assert_eq!(
            text,
            [
                "add x0, x1, x2",
                "b.ne #-4",
                "cbz x3, #8",
                "adrp x5, #0",
                "ret"
            ]
        );
    }

    #[test]
    // 0x00010000 is no instruction (0x00000000 is `udf #0`).
    fn data_words_round_trip_through_disasm() {
        let (out, errors) = assemble(b".inst 0x00010000\n.word 0xd503201f\n");
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(
            out,
            "00010000\t.inst 0x00010000\nd503201f\t.word 0xd503201f\n"
        );
        let (text, errors) = disassemble(b"00010000 d503201f");
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(text, ".inst 0x00010000\nnop\n");
        let (again, errors) = assemble(text.as_bytes());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(again, "00010000\t.inst 0x00010000\nd503201f\tnop\n");
    }

    #[test]
    fn disassembles_words_and_marks_unknown_ones() {
        // 0x00000000 is `udf #0`; 0x00010000 is no instruction (llvm-mc agrees).
        let (out, errors) = disassemble(b"8b020020 d503201f\n00010000 xyz\n");
        assert_eq!(out, "add x0, x1, x2\nnop\n.inst 0x00010000\n");
        assert_eq!(errors, ["line 2: `xyz` is not a word of 8 hex digits"]);
    }

    #[test]
    fn words_split_alike_in_ascii_and_in_unicode_text() {
        // Vertical tab and form feed separate words in ASCII text as `split_whitespace` does; a
        // no-break space (not ASCII) takes the character path and separates them too.
        let (ascii, errors) = disassemble(b"8b020020\x0bd503201f\x0c\r\n\n 0x8b020020\t");
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(ascii, "add x0, x1, x2\nnop\nadd x0, x1, x2\n");
        let (unicode, errors) = disassemble("8b020020\u{a0}d503201f\nzz\u{e9}".as_bytes());
        assert_eq!(unicode, "add x0, x1, x2\nnop\n");
        assert_eq!(errors, ["line 2: `zz\u{e9}` is not a word of 8 hex digits"]);
    }

    #[test]
    fn a_word_is_exactly_8_hex_digits_after_an_optional_0x() {
        for good in ["8b020020", "0x8b020020", "8B020020", "0x8B020020"] {
            assert_eq!(word(good.as_bytes()), Some(0x8b02_0020), "{good}");
        }
        for bad in [
            "+b020020",
            "0x+b02002",
            "-b020020",
            "0x-b02002",
            "b020020",
            "8b0200200",
            "0X8b020020",
            "0x",
            "",
            "8b02 020",
            "８b020020",
            "8b02002g",
            "00x8b020",
        ] {
            assert_eq!(word(bad.as_bytes()), None, "{bad}");
        }
        let (out, errors) = disassemble(b"+b020020 8b020020\n 0x+b02002\n");
        assert_eq!(out, "add x0, x1, x2\n");
        assert_eq!(
            errors,
            [
                "line 1: `+b020020` is not a word of 8 hex digits",
                "line 2: `0x+b02002` is not a word of 8 hex digits"
            ]
        );
    }
}
