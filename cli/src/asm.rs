//! `opforge asm` and `opforge disasm`: the ARM64 layer generated from `spec/arm64.yaml` on the
//! command line. `asm` reads LLVM-syntax assembly, one instruction per line (`//` comments and
//! blank lines ignored), and prints each instruction's word as 8 lowercase hex digits, a tab and
//! our canonical text; a line that does not parse is reported on stderr with its number and the
//! reason, the others are still printed, and the exit code is 1. `disasm` reads
//! whitespace-separated 8-digit hex words and prints our text for each (`.inst 0x…` for a word we
//! do not decode).

use std::io::{Read, Write};
use std::process::ExitCode;

use opforge_arm64::Inst;

/// Reads the file named by the only argument, or stdin when there is none.
fn input(args: &[String], command: &str) -> Result<String, ExitCode> {
    match args {
        [] => {
            let mut text = String::new();
            std::io::stdin().read_to_string(&mut text).map_err(|e| {
                eprintln!("opforge {command}: cannot read stdin: {e}");
                ExitCode::FAILURE
            })?;
            Ok(text)
        }
        [file] => std::fs::read_to_string(file).map_err(|e| {
            eprintln!("opforge {command}: cannot read {file}: {e}");
            ExitCode::FAILURE
        }),
        _ => {
            eprintln!("opforge {command}: takes at most one file (stdin when none)");
            Err(ExitCode::from(2))
        }
    }
}

/// `opforge asm [FILE]`.
pub fn asm(args: &[String]) -> ExitCode {
    filter(args, "asm", assemble)
}

/// Reads the input of `command`, prints what `convert` makes of it and its errors on stderr;
/// exit 1 when there was any error (the good lines are still printed).
fn filter(args: &[String], command: &str, convert: fn(&str) -> (String, Vec<String>)) -> ExitCode {
    let text = match input(args, command) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let (out, errors) = convert(&text);
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(out.as_bytes());
    for e in &errors {
        eprintln!("{e}");
    }
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Assembles `text`: the output lines and the error lines.
fn assemble(text: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut errors = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("").trim();
        if code.is_empty() {
            continue;
        }
        match code.parse::<Inst>() {
            Ok(inst) => out.push_str(&format!("{:08x}\t{inst}\n", inst.encode())),
            Err(e) => errors.push(format!("line {}: {}: {e}", n + 1, code)),
        }
    }
    (out, errors)
}

/// `opforge disasm [FILE]`.
pub fn disasm(args: &[String]) -> ExitCode {
    filter(args, "disasm", disassemble)
}

/// Disassembles whitespace-separated 8-digit hex words: the output lines and the error lines.
fn disassemble(text: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut errors = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for token in line.split_whitespace() {
            let digits = token.strip_prefix("0x").unwrap_or(token);
            match u32::from_str_radix(digits, 16) {
                Ok(w) if digits.len() == 8 => match Inst::decode(w) {
                    Some(inst) => out.push_str(&format!("{inst}\n")),
                    None => out.push_str(&format!(".inst {w:#010x}\n")),
                },
                _ => errors.push(format!(
                    "line {}: `{token}` is not a word of 8 hex digits",
                    n + 1
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
    fn disassembles_words_and_marks_unknown_ones() {
        let (out, errors) = disassemble("8b020020 d503201f\n00000000 xyz\n");
        assert_eq!(out, "add x0, x1, x2\nnop\n.inst 0x00000000\n");
        assert_eq!(errors, ["line 2: `xyz` is not a word of 8 hex digits"]);
    }
}
