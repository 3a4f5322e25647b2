//! Fuzz-style test of the `opforge` command: `check`, `expand`, `doc`, `asm` and `disasm` run on
//! truncations of the project's specs, seeded mutants of them, random bytes and random assembly
//! lines, and must never panic (no exit 101, no "panicked" on stderr), hang or end by a signal.
//! Deterministic: the same inputs every run. Kept to well under 30 s in an unoptimized build.

#[path = "support/run.rs"]
mod run;

#[path = "../../ir-spec/tests/support/mutate.rs"]
mod mutate;

use std::time::Duration;

use mutate::{Rng, mutate};
use run::{Run, no_panic, opforge_within, scratch};

/// How long one run may take.
const DEADLINE: Duration = Duration::from_secs(30);

const CIRCUIT: &str = include_str!("../../spec/circuit.yaml");
const ARM64: &str = include_str!("../../spec/arm64.yaml");

/// Runs `opforge args` on `stdin` and checks that it ended without a panic, with a usual exit code.
#[track_caller]
fn survives(args: &[&str], stdin: &[u8], what: &str) -> Run {
    let run = opforge_within(args, stdin, DEADLINE);
    let what = format!("opforge {} on {what}", args.join(" "));
    no_panic(&run, &what);
    assert!(
        matches!(run.code, Some(0..=2)),
        "{what}: exit {:?}\n{}",
        run.code,
        run.stderr
    );
    run
}

/// Runs every spec command given on the spec `bytes`, written to a file named after `name`.
fn spec_commands(name: &str, bytes: &[u8], commands: &[&str]) {
    let path = scratch(name, bytes);
    let file = path.to_str().expect("utf-8 path");
    for &command in commands {
        survives(&[command, file], b"", name);
    }
    std::fs::remove_file(path).ok();
}

/// `text` cut at about `n` evenly spaced places (character boundaries).
fn truncations(text: &str, n: usize) -> Vec<&str> {
    (1..=n)
        .map(|k| {
            let mut at = text.len() * k / (n + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            &text[..at]
        })
        .collect()
}

/// `n` random bytes; printable ASCII and YAML punctuation more often than not.
fn random_bytes(rng: &mut Rng, n: usize) -> Vec<u8> {
    const COMMON: &[u8] = b"abcxyz019 :-[]{},#&*!|>'\"\n\t";
    (0..n)
        .map(|_| {
            if rng.below(4) == 0 {
                rng.next() as u8
            } else {
                COMMON[rng.below(COMMON.len())]
            }
        })
        .collect()
}

/// `n` lines of random assembly: real mnemonics with operands right, wrong, missing or odd.
fn random_asm(rng: &mut Rng, n: usize) -> String {
    const MNEMONICS: &[&str] = &[
        "add", "adds", "sub", "subs", "mov", "movz", "movk", "ldr", "str", "ldp", "stp", "b",
        "b.eq", "bl", "cbz", "tbnz", "adr", "adrp", "and", "orr", "lsl", "ret", "nop", "fadd",
        "csel", "madd", "ubfx", "addq", "", "label:", "x:",
    ];
    const OPERANDS: &[&str] = &[
        "x0",
        "x1",
        "w2",
        "sp",
        "xzr",
        "wzr",
        "x31",
        "w32",
        "#0",
        "#1",
        "#-8",
        "#4095",
        "#4096",
        "#0x10",
        "#0xffffffffffffffffff",
        "[x1]",
        "[x1, #8]",
        "[x1, #-8]!",
        "[x2], #16",
        "lsl #12",
        "lsl #64",
        "uxtw",
        "eq",
        "label",
        "x",
        "v0.4s",
        "d0",
        "s1",
        "#1.5",
        "#",
        ",",
        "[",
        "]",
        "//",
        "{",
        "ü",
        "\t",
    ];
    let mut text = String::new();
    for _ in 0..n {
        text.push_str(MNEMONICS[rng.below(MNEMONICS.len())]);
        for k in 0..rng.below(5) {
            text.push_str(if k == 0 { " " } else { ", " });
            text.push_str(OPERANDS[rng.below(OPERANDS.len())]);
        }
        text.push('\n');
    }
    text
}

#[test]
fn truncated_specs() {
    for (k, cut) in truncations(CIRCUIT, 40).into_iter().enumerate() {
        spec_commands(
            &format!("circuit-{k}.yaml"),
            cut.as_bytes(),
            &["check", "doc", "expand"],
        );
    }
    // Expanding the whole A64 layer takes seconds in an unoptimized build: truncations of it
    // are checked and documented.
    for (k, cut) in truncations(ARM64, 24).into_iter().enumerate() {
        spec_commands(
            &format!("arm64-{k}.yaml"),
            cut.as_bytes(),
            &["check", "doc"],
        );
    }
}

#[test]
fn mutated_specs() {
    let mut rng = Rng::new(7);
    for k in 0..60 {
        let mutant = mutate(CIRCUIT, &mut rng);
        spec_commands(
            &format!("mutant-{k}.yaml"),
            mutant.as_bytes(),
            &["check", "doc", "expand"],
        );
    }
}

#[test]
fn random_bytes_everywhere() {
    let mut rng = Rng::new(11);
    for k in 0..24 {
        let n = 1 + rng.below(4096);
        let bytes = random_bytes(&mut rng, n);
        spec_commands(
            &format!("random-{k}.yaml"),
            &bytes,
            &["check", "doc", "expand"],
        );
        survives(&["asm"], &bytes, &format!("random bytes {k}"));
        survives(&["disasm"], &bytes, &format!("random bytes {k}"));
    }
}

#[test]
fn random_assembly_and_words() {
    let mut rng = Rng::new(13);
    for k in 0..24 {
        let text = random_asm(&mut rng, 400);
        survives(&["asm"], text.as_bytes(), &format!("random assembly {k}"));
    }
    // Random words (most decode to something or to `.inst`), with odd tokens among them.
    let mut words = String::new();
    for i in 0..4000 {
        match rng.below(20) {
            0 => words.push_str("+b020020"),
            1 => words.push_str("0x"),
            2 => words.push_str("ffffffffff"),
            3 => words.push_str("0xg0000000"),
            _ => words.push_str(&format!("{:08x}", rng.next() as u32)),
        }
        words.push(if i % 8 == 7 { '\n' } else { ' ' });
    }
    survives(&["disasm"], words.as_bytes(), "random words");
    // The words `asm` prints go back through `disasm` and `asm` unchanged.
    let asm = survives(
        &["asm"],
        b"add x0, x1, x2\nldr x0, [x1, #8]\nb.eq #-4\nret\n",
        "asm",
    );
    assert_eq!(asm.code, Some(0), "{}", asm.stderr);
    let hex: String = asm
        .stdout
        .lines()
        .filter_map(|l| l.split('\t').next())
        .collect::<Vec<_>>()
        .join(" ");
    let text = survives(&["disasm"], hex.as_bytes(), "words of asm");
    assert_eq!(text.code, Some(0), "{}", text.stderr);
    let again = survives(&["asm"], text.stdout.as_bytes(), "disassembled text");
    assert_eq!(again.stdout, asm.stdout);
}
