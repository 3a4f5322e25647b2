//! Fuzz-style test of the `opforge` command: `check`, `expand`, `doc`, `asm` and `disasm` run on
//! truncations of the project's specs, seeded mutants of them, random bytes and random assembly
//! lines; and every command (`run`, `dot`, `check`, `doc`, `expand`, `schema`, `import`) on
//! truncated and mutated inputs with its output read, closed or full (`/dev/full`). None may
//! panic (no exit 101, no "panicked" on stderr), hang or end by a signal; `run` always gives its
//! verdict; no command writes over its input. Deterministic: the same inputs every run. Kept to
//! well under 30 s in an unoptimized build.

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
                rng.next_u64() as u8
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
    let mut rng = Rng::xorshift64_star_from(7);
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
    let mut rng = Rng::xorshift64_star_from(11);
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
    let mut rng = Rng::xorshift64_star_from(13);
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
            _ => words.push_str(&format!("{:08x}", rng.next_u64() as u32)),
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

/// Where a run's standard output goes.
#[derive(Clone, Copy, Debug)]
enum Output {
    /// A pipe that is read to the end.
    Read,
    /// A pipe whose reader has gone before the command writes.
    Closed,
    /// `/dev/full`: every write fails with "no space".
    Full,
}

/// Runs `opforge args` with its output sent to `out`; asserts no panic and a usual exit code.
fn survives_output(args: &[&str], out: Output) -> (Option<i32>, String, String) {
    survives_streams(args, out, false)
}

/// Runs `opforge args` with its output sent to `out` and, when `close_stderr`, its standard
/// error's reader gone before it writes; asserts no panic and a usual exit code.
fn survives_streams(
    args: &[&str],
    out: Output,
    close_stderr: bool,
) -> (Option<i32>, String, String) {
    use std::process::{Command, Stdio};
    let stdout = match out {
        Output::Read | Output::Closed => Stdio::piped(),
        Output::Full => Stdio::from(std::fs::File::create("/dev/full").expect("/dev/full")),
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("run opforge");
    if let Output::Closed = out {
        drop(child.stdout.take());
    }
    if close_stderr {
        drop(child.stderr.take());
    }
    let done = child.wait_with_output().expect("finish");
    let stdout = String::from_utf8_lossy(&done.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&done.stderr).into_owned();
    let what = format!(
        "opforge {} with output {out:?}{}",
        args.join(" "),
        if close_stderr { ", stderr closed" } else { "" }
    );
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    assert!(
        matches!(done.status.code(), Some(0..=2)),
        "{what}: exit {:?}\n{stderr}",
        done.status.code()
    );
    (done.status.code(), stdout, stderr)
}

/// Every command, on truncated and mutated inputs, with its output read, closed or full: no
/// panic; `run` always gives its verdict (or the located reason it could not read the circuit);
/// no command writes over its input.
#[test]
fn every_command_with_closed_or_full_output() {
    let circuits: Vec<(String, String)> = ["sum", "if_else", "switch", "call_throw"]
        .iter()
        .map(|name| {
            let path = format!("{}/../examples/{name}.circuit", env!("CARGO_MANIFEST_DIR"));
            (
                name.to_string(),
                std::fs::read_to_string(path).expect("example"),
            )
        })
        .collect();
    let mut rng = Rng::xorshift64_star_from(17);
    let mut inputs = Vec::new();
    for (name, text) in &circuits {
        inputs.push((format!("{name}.circuit"), text.clone()));
        for (k, cut) in truncations(text, 3).into_iter().enumerate() {
            inputs.push((format!("{name}-cut{k}.circuit"), cut.to_owned()));
        }
        inputs.push((format!("{name}-mutant.circuit"), mutate(text, &mut rng)));
    }
    for (name, text) in &inputs {
        let path = scratch(name, text.as_bytes());
        let file = path.to_str().expect("utf-8 path");
        let picture = path.with_extension("dot");
        for out in [Output::Read, Output::Closed, Output::Full] {
            let (code, stdout, stderr) = survives_output(&["run", file], out);
            if let Output::Read = out {
                let verdict = stdout.contains("verified: no violation")
                    || stderr.contains("violation")
                    || stderr.contains(&format!("{file}:"));
                assert!(
                    verdict,
                    "run {name}: no verdict (exit {code:?})\n{stdout}\n{stderr}"
                );
            }
            survives_output(&["dot", file], out);
        }
        // Outputs named like the input are refused, and the input is left as it was.
        for args in [["dot", file, "-o", file], ["run", file, "-o", file]] {
            let (code, _, stderr) = survives_output(&args, Output::Read);
            assert_eq!(code, Some(1), "{args:?}: {stderr}");
            assert_eq!(
                std::fs::read_to_string(&path).expect("input"),
                *text,
                "{args:?}"
            );
        }
        std::fs::remove_file(&path).ok();
        std::fs::remove_file(&picture).ok();
        std::fs::remove_file(picture.with_extension("svg")).ok();
    }
    // The spec commands, `schema` and `import`, the same way.
    for (k, cut) in truncations(CIRCUIT, 3)
        .into_iter()
        .chain([CIRCUIT])
        .enumerate()
    {
        let path = scratch(&format!("spec-{k}.yaml"), cut.as_bytes());
        let file = path.to_str().expect("utf-8 path");
        for out in [Output::Read, Output::Closed, Output::Full] {
            for command in ["check", "doc", "expand"] {
                survives_output(&[command, file], out);
            }
            survives_output(&["schema"], out);
            survives_output(&["import", "spidermonkey-mir", file], out);
        }
        for command in ["doc", "expand"] {
            let (code, _, stderr) = survives_output(&[command, file, "-o", file], Output::Read);
            assert_eq!(code, Some(1), "{command}: {stderr}");
            assert_eq!(
                std::fs::read_to_string(&path).expect("input"),
                cut,
                "{command}"
            );
        }
        std::fs::remove_file(&path).ok();
    }
}

/// The verbs that compile and run circuits (`interp`, `compile`, `exec`) and the spec verbs with
/// standard output read, closed or full and standard error closed (`2>&1 | head -1`): no panic,
/// a usual exit code, and the files they write are still written.
#[test]
fn compile_verbs_with_closed_or_full_streams() {
    let sum = "examples/sum.circuit";
    let elf = scratch("closed-stderr.elf", b"");
    std::fs::remove_file(&elf).ok();
    let elf_path = elf.to_str().expect("utf-8 path");
    let spec_out = scratch("closed-stderr.md", b"");
    std::fs::remove_file(&spec_out).ok();
    let spec_path = spec_out.to_str().expect("utf-8 path");
    let runs: [&[&str]; 8] = [
        &["interp", sum, "10"],
        &["interp", sum, "--check"],
        &["interp", sum, "not-a-number"],
        &["compile", sum],
        &["compile", sum, "--func", "nope"],
        &["exec", sum, "10"],
        &["check", "spec/circuit.yaml", "spec/nope.yaml"],
        &["doc", "spec/circuit.yaml", "-o", spec_path],
    ];
    for args in runs {
        for out in [Output::Read, Output::Closed, Output::Full] {
            for close_stderr in [false, true] {
                survives_streams(args, out, close_stderr);
            }
        }
    }
    // With stderr closed, `compile -o` and `doc -o` still write their files.
    let (code, _, _) = survives_streams(
        &["compile", sum, "--emit", "elf", "-o", elf_path, "5"],
        Output::Read,
        true,
    );
    assert_eq!(code, Some(0));
    assert!(std::fs::metadata(&elf).expect("the ELF").len() > 64);
    assert!(std::fs::metadata(&spec_out).expect("the docs").len() > 1000);
    std::fs::remove_file(&elf).ok();
    std::fs::remove_file(&spec_out).ok();
}

/// `compile -o` at its input, a directory, a device and a missing directory; modes set only on
/// files `compile` creates; hostile arguments to the compile verbs.
#[test]
fn compile_outputs_and_hostile_arguments() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/sum.circuit"
    ))
    .expect("example");
    let input = scratch("sum", text.as_bytes());
    let file = input.to_str().expect("utf-8 path");
    // The input, under every --emit: refused, the input unchanged (it has no `.`: the old
    // writer also made it executable).
    for emit in ["asm", "bin", "elf", "obj"] {
        // An object calls no function: it takes no arguments.
        let args: &[&str] = if emit == "obj" { &[] } else { &["3"] };
        let mut argv = vec!["compile", file, "--emit", emit, "-o", file];
        argv.extend_from_slice(args);
        let (code, _, stderr) = survives_output(&argv, Output::Read);
        assert_eq!(code, Some(1), "{emit}: {stderr}");
        assert!(stderr.contains("it is the input"), "{stderr}");
        assert_eq!(std::fs::read_to_string(&input).expect("input"), text);
    }
    // A directory and a missing directory: status 1 with the reason.
    let dir = std::env::temp_dir();
    let dir = dir.to_str().expect("utf-8 path");
    let (code, _, stderr) = survives_output(&["compile", file, "-o", dir], Output::Read);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("it is a directory"), "{stderr}");
    let (code, _, stderr) = survives_output(
        &["compile", file, "-o", "/nonexistent-dir/out"],
        Output::Read,
    );
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("cannot write /nonexistent-dir/out"),
        "{stderr}"
    );
    // A device is written, its mode left alone.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = |p: &std::path::Path| std::fs::metadata(p).expect("exists").permissions().mode();
        let before = mode(std::path::Path::new("/dev/null"));
        let (code, _, stderr) = survives_output(
            &["compile", file, "--emit", "elf", "-o", "/dev/null", "3"],
            Output::Read,
        );
        assert_eq!(code, Some(0), "{stderr}");
        assert_eq!(mode(std::path::Path::new("/dev/null")), before);
        // An existing file keeps its mode; a new one without a `.` is executable.
        let existing = scratch("existing", b"old");
        std::fs::set_permissions(&existing, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        let path = existing.to_str().expect("utf-8 path");
        let (code, _, stderr) = survives_output(
            &["compile", file, "--emit", "elf", "-o", path, "3"],
            Output::Read,
        );
        assert_eq!(code, Some(0), "{stderr}");
        assert_eq!(mode(&existing) & 0o777, 0o600);
        assert_ne!(std::fs::read(&existing).expect("written"), b"old");
        std::fs::remove_file(&existing).ok();
        let created = scratch("created", b"");
        std::fs::remove_file(&created).ok();
        let path = created.to_str().expect("utf-8 path");
        let (code, _, stderr) = survives_output(
            &["compile", file, "--emit", "elf", "-o", path, "3"],
            Output::Read,
        );
        assert_eq!(code, Some(0), "{stderr}");
        assert_eq!(mode(&created) & 0o100, 0o100, "the owner may run it");
        std::fs::remove_file(&created).ok();
    }
    // Hostile arguments: every one a clear message, never a panic or a flag error.
    for (args, message) in [
        (
            vec!["interp", file, "1e400"],
            "`1e400` is beyond the range of f64",
        ),
        (vec!["interp", file, "-true"], "`-true` is no literal"),
        (
            vec!["interp", file, "-inf"],
            "cannot be a value of type i32",
        ),
        (
            vec!["interp", file, "-0", "--bogus"],
            "unexpected argument '--bogus'",
        ),
        (
            vec!["compile", file, "--func", "nope"],
            "no function `nope`",
        ),
        (
            vec!["exec", file, "--func", "nope", "1"],
            "no function `nope`",
        ),
        (
            vec!["exec", file, "--", "1", "--fuel"],
            "give options before the arguments",
        ),
        (vec!["exec", "/", "1"], "cannot read /: it is a directory"),
        (
            vec!["exec", file, "--time-limit", "-1", "1"],
            "is not a number of seconds",
        ),
    ] {
        let (code, _, stderr) = survives_output(&args, Output::Read);
        assert!(matches!(code, Some(1 | 2)), "{args:?}: {code:?} {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
    std::fs::remove_file(&input).ok();
}
