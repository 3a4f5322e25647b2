//! `opforge asm` and `opforge disasm`: the ARM64 layer generated from `spec/arm64.yaml` on the
//! command line. `asm` reads LLVM-syntax assembly, one instruction per line (`//` comments and
//! blank lines ignored, `name:` defining a label that PC-relative instructions may target), and
//! prints each instruction's word as 8 lowercase hex digits, a tab and
//! our canonical text; a line that does not parse is reported on stderr with its number and the
//! reason, the others are still printed, and the exit code is 1. `disasm` reads
//! whitespace-separated 8-digit hex words and prints our text for each (`.inst 0x…` for a word we
//! do not decode).

use std::io::Read;
use std::process::ExitCode;

use std::collections::HashMap;

use ir_spec::source::{CONTEXT, shorten, window};
use opforge_arm64::{Form, Inst};

/// Most characters of a line or a token an error message quotes: a long one is cut (around the
/// column when there is one), so that an error on a huge line stays short.
const QUOTED: usize = 2 * CONTEXT;

/// Reads the file named by the only argument, or stdin when there is none, as bytes.
fn input(args: &[String], command: &str) -> Result<Vec<u8>, ExitCode> {
    match args {
        [] => {
            let mut bytes = Vec::new();
            std::io::stdin().read_to_end(&mut bytes).map_err(|e| {
                eprintln!("opforge {command}: cannot read stdin: {e}");
                ExitCode::FAILURE
            })?;
            Ok(bytes)
        }
        [file] => std::fs::read(file).map_err(|e| {
            eprintln!("opforge {command}: cannot read {file}: {e}");
            ExitCode::FAILURE
        }),
        _ => {
            eprintln!("opforge {command}: takes at most one file (stdin when none)");
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

/// Reads the input of `command`, prints what `convert` makes of it and its errors on stderr;
/// exit 1 when there was any error (the good lines are still printed).
fn filter(args: &[String], command: &str, convert: fn(&str) -> (String, Vec<String>)) -> ExitCode {
    let bytes = match input(args, command) {
        Ok(b) => b,
        Err(code) => return code,
    };
    let (text, mut errors) = lines_of(&bytes);
    let (out, more) = convert(&text);
    errors.extend(more);
    // A closed pipe ends quietly; any other write error is an error, never lost output.
    let written = crate::output::emit(&out, crate::output::Sink::Stdout);
    for e in &errors {
        eprintln!("{e}");
    }
    if errors.is_empty() {
        written
    } else {
        ExitCode::FAILURE
    }
}

/// Whether `s` is a label name: a letter, `_` or `.` first, then letters, digits, `_`, `.`.
fn is_label(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '.')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// Splits a line's code into the label it defines (`name:` first) and the instruction text.
fn split_label(code: &str) -> (Option<&str>, &str) {
    match code.split_once(':') {
        Some((name, rest)) if is_label(name.trim()) && !name.trim().is_empty() => {
            (Some(name.trim()), rest.trim())
        }
        _ => (None, code),
    }
}

/// An instruction whose last operand names a label: the text with `#0` in its place, and the
/// label.
fn label_operand<'a>(code: &'a str, labels: &HashMap<&str, usize>) -> Option<(String, &'a str)> {
    let (head, last) = code.rsplit_once([',', ' '])?;
    let last = last.trim();
    labels
        .contains_key(last)
        .then(|| (format!("{} #0", head.trim_end()), last))
}

/// Assembles `text`: the output lines and the error lines. A line may start with `name:`, which
/// binds the label `name` to the next instruction; a PC-relative instruction (B, BL, B.cond,
/// CB(N)Z, TB(N)Z, ADR, ADRP, LDR literal) may name a label as its target, before or after its
/// definition. Offsets are counted from the first instruction, taken to sit at a 4 KiB-aligned
/// address (for ADRP), with the words of the lines that assemble.
fn assemble(text: &str) -> (String, Vec<String>) {
    // Pass 1: which names are labels, so that a target may name one defined further down.
    let mut labels: HashMap<&str, usize> = HashMap::new();
    let mut errors = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("").trim();
        if let (Some(name), _) = split_label(code)
            && labels.insert(name, usize::MAX).is_some()
        {
            errors.push(format!(
                "line {}: label `{}` is defined twice",
                n + 1,
                shorten(name, QUOTED)
            ));
        }
    }
    // Pass 2: assemble, labels as offset 0, and bind each label to the next word.
    let mut words: Vec<(usize, String, Inst, Option<&str>)> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("").trim();
        let (name, code) = split_label(code);
        if let Some(name) = name {
            labels.insert(name, words.len());
        }
        if code.is_empty() {
            continue;
        }
        let (parsed, target) = match label_operand(code, &labels) {
            Some((text, label)) => (text.parse::<Inst>(), Some(label)),
            None => (code.parse::<Inst>(), None),
        };
        match parsed {
            Ok(inst) if target.is_some() && inst.target().is_none() => errors.push(format!(
                "line {}: {}: `{}` takes no label",
                n + 1,
                shorten(code, QUOTED),
                inst.form().info().mnemonic
            )),
            Ok(inst) => words.push((n + 1, code.to_owned(), inst, target)),
            Err(e) => {
                // A target spelt as a name that no line defines.
                let last = code.rsplit([',', ' ']).next().unwrap_or("").trim();
                let undefined = is_label(last) && e.to_string().contains(&format!("`{last}`"));
                let hint = if undefined {
                    format!(" (no line defines a label `{}:`)", shorten(last, QUOTED))
                } else {
                    String::new()
                };
                let (shown, _) = window(code, e.column.saturating_sub(1));
                errors.push(format!(
                    "line {}: {shown}: column {}: {}{hint}",
                    n + 1,
                    e.column,
                    shorten(&e.message, QUOTED)
                ))
            }
        }
    }
    // Pass 3: fill in the targets, and print.
    let mut out = String::new();
    for (at, (line, code, mut inst, target)) in words.into_iter().enumerate() {
        if let Some(label) = target {
            let to = labels.get(label).copied().unwrap_or(at) as i64 * 4;
            let from = at as i64 * 4;
            let offset = if inst.form() == Form::Adrp {
                (to & !4095) - (from & !4095)
            } else {
                to - from
            };
            if let Err(e) = inst.set_target(offset) {
                errors.push(format!(
                    "line {line}: {}: label `{}` is out of range: {e}",
                    shorten(&code, QUOTED),
                    shorten(label, QUOTED)
                ));
                continue;
            }
        }
        out.push_str(&format!("{:08x}\t{inst}\n", inst.encode()));
    }
    errors.sort_by_key(|e| {
        e.strip_prefix("line ")
            .and_then(|r| r.split(':').next())
            .and_then(|n| n.parse::<usize>().ok())
    });
    (out, errors)
}

/// `opforge disasm [FILE]`.
pub fn disasm(args: &[String]) -> ExitCode {
    filter(args, "disasm", disassemble)
}

/// The word `token` spells: exactly 8 hex digits, after an optional `0x` (no sign, no other
/// prefix, no more and no fewer digits).
fn word(token: &str) -> Option<u32> {
    let digits = token.strip_prefix("0x").unwrap_or(token);
    if digits.len() == 8 && digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        u32::from_str_radix(digits, 16).ok()
    } else {
        None
    }
}

/// Disassembles whitespace-separated 8-digit hex words: the output lines and the error lines.
fn disassemble(text: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut errors = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for token in line.split_whitespace() {
            match word(token) {
                Some(w) => match Inst::decode(w) {
                    Some(inst) => out.push_str(&format!("{inst}\n")),
                    None => out.push_str(&format!(".inst {w:#010x}\n")),
                },
                None => errors.push(format!(
                    "line {}: `{}` is not a word of 8 hex digits",
                    n + 1,
                    shorten(token, QUOTED)
                )),
            }
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
        let (out, errors) = assemble(&text);
        assert_eq!(out, "8b020020\tadd x0, x1, x2\nd503201f\tnop\n");
        assert!(errors.is_empty(), "{errors:?}");
    }

    #[test]
    fn assembles_lines_and_reports_bad_ones_by_number() {
        let (out, errors) =
            assemble("add x0, x1, x2 // a comment\n\n// only a comment\nadd x0, x1\nMOV W1, #-1\n");
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
            "top: add x0, x1, x2\n  b.ne top\n  cbz x3, done\n  adrp x5, done\ndone:\n  ret\n",
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
    fn label_mistakes_are_reported_by_line() {
        let (out, errors) =
            assemble("a: nop\na: nop\nb nowhere\nadd x0, x1, a\nb.eq far\n.space: nop\n");
        assert_eq!(out, "d503201f\tnop\nd503201f\tnop\nd503201f\tnop\n");
        assert_eq!(errors[0], "line 2: label `a` is defined twice");
        assert!(
            errors[1].starts_with("line 3: b nowhere: ")
                && errors[1].ends_with("(no line defines a label `nowhere:`)"),
            "{}",
            errors[1]
        );
        assert_eq!(errors[2], "line 4: add x0, x1, a: `add` takes no label");
        assert!(errors[3].starts_with("line 5: b.eq far: "), "{}", errors[3]);
        assert_eq!(errors.len(), 4);
    }

    #[test]
    fn a_target_out_of_range_names_the_operand() {
        // TBZ reaches ±32 KiB: 8,192 words away is too far.
        let mut text = String::from("tbz w0, #1, end\n");
        text.push_str(&"nop\n".repeat(8192));
        text.push_str("end: ret\n");
        let (out, errors) = assemble(&text);
        assert_eq!(out.lines().count(), 8193);
        assert_eq!(errors.len(), 1);
        assert!(
            errors[0].starts_with(
                "line 1: tbz w0, #1, end: label `end` is out of range: `target14` = 32772"
            ),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn disassembles_words_and_marks_unknown_ones() {
        // 0x00000000 is `udf #0`; 0x00010000 is no instruction (llvm-mc agrees).
        let (out, errors) = disassemble("8b020020 d503201f\n00010000 xyz\n");
        assert_eq!(out, "add x0, x1, x2\nnop\n.inst 0x00010000\n");
        assert_eq!(errors, ["line 2: `xyz` is not a word of 8 hex digits"]);
    }

    #[test]
    fn a_word_is_exactly_8_hex_digits_after_an_optional_0x() {
        for good in ["8b020020", "0x8b020020", "8B020020", "0x8B020020"] {
            assert_eq!(word(good), Some(0x8b02_0020), "{good}");
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
            assert_eq!(word(bad), None, "{bad}");
        }
        let (out, errors) = disassemble("+b020020 8b020020\n 0x+b02002\n");
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
