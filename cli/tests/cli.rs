//! The `opforge` command as a user runs it: exit codes, summaries, located errors and expansion.

use std::path::PathBuf;
use std::process::{Command, Output};

fn opforge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("run opforge")
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("opforge-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("write");
    path
}

#[test]
fn check_prints_a_one_line_summary() {
    let out = opforge(&["check", "spec/circuit.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), 1);
    assert!(stdout.starts_with("spec/circuit.yaml: ok: "), "{stdout}");
    assert!(stdout.contains(" gates in "), "{stdout}");
}

#[test]
fn check_shows_the_warnings_of_a_spec_that_loads() {
    let warned = scratch(
        "warned.yaml",
        "kind: ir\nversion: 1\nclasses:\n  - { name: n, doc: Arithmetic. }\ngates:\n  - { name: ADD, doc: Adds., class: n }\n",
    );
    let out = opforge(&["check", warned.to_str().expect("utf-8 path")]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("warning[W001]: `n` is read here as text"),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("{}:4:13", warned.display())),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("{}:6:37", warned.display())),
        "{stderr}"
    );
    assert!(stderr.contains("2 warnings in the spec"), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains(": ok: "), "{stdout}");
    let _ = std::fs::remove_file(warned);
}

#[test]
fn check_reports_every_error_with_its_location_and_exits_1() {
    let bad = scratch(
        "bad.yaml",
        "kind: ir\nversion: 1\nclasses:\n  - { name: Arith, doc: Arithmetic. }\ngates:\n  - { name: ADD, doc: Adds., class: Arth }\n  - { name: ADD, doc: Again., class: Arith }\n",
    );
    let out = opforge(&["check", bad.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("{}:6:37", bad.display())),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("{}:7:13", bad.display())),
        "{stderr}"
    );
    assert!(stderr.contains("error[E021]"), "{stderr}");
    assert!(stderr.contains("error[E010]"), "{stderr}");
    assert!(stderr.contains("2 errors in the spec"), "{stderr}");
    let _ = std::fs::remove_file(bad);
}

#[test]
fn expand_prints_formatted_rust_with_the_header() {
    let out = opforge(&["expand", "spec/circuit.yaml"]);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("// generated from spec/circuit.yaml; do not edit\n"));
    assert!(stdout.contains("pub enum Opcode {"));
    assert!(syn::parse_file(&stdout).is_ok());
}

#[test]
fn expand_writes_a_file_for_review() {
    let path = std::env::temp_dir().join(format!("opforge-cli-{}-expanded.rs", std::process::id()));
    let out = opforge(&[
        "expand",
        "spec/circuit.yaml",
        "-o",
        path.to_str().expect("utf-8 path"),
    ]);
    assert!(out.status.success());
    let text = std::fs::read_to_string(&path).expect("written");
    assert!(text.starts_with("// generated from spec/circuit.yaml; do not edit\n"));
    let _ = std::fs::remove_file(path);
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &[][..],
        &["frobnicate"][..],
        &["check"][..],
        &["expand", "-o"][..],
        &["expand", "spec/circuit.yaml", "-o"][..],
        &["run", "examples/sum.circuit", "extra"][..],
        &["check", "--frobnicate"][..],
    ] {
        let out = opforge(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        // clap shows the usage line, or points at `--help` when the subcommand's arguments fail.
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("Usage: opforge") || stderr.contains("try '--help'"),
            "{args:?}: {stderr}"
        );
    }
    assert!(opforge(&["help"]).status.success());
}

#[test]
fn a_file_given_twice_is_one_error() {
    for second in ["spec/circuit.yaml", "./spec/../spec/circuit.yaml"] {
        let out = opforge(&["check", "spec/circuit.yaml", second]);
        assert_eq!(out.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.starts_with("error[E008]: this file is given twice"),
            "{stderr}"
        );
        assert!(stderr.contains(&format!(" --> {second}\n")), "{stderr}");
        assert!(stderr.ends_with("1 error in the spec\n"), "{stderr}");
    }
}

#[test]
fn a_missing_file_is_a_located_error() {
    let out = opforge(&["check", "no/such/file.yaml"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no/such/file.yaml"));
}

#[test]
fn run_verifies_an_example_prints_its_table_and_writes_its_picture() {
    let picture = std::env::temp_dir().join(format!("opforge-cli-{}-sum.dot", std::process::id()));
    let out = opforge(&[
        "run",
        "examples/sum.circuit",
        "-o",
        picture.to_str().expect("utf-8 path"),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("Mir > Compare"), "{stdout}");
    assert!(stdout.contains("%14 = ICMP slt (%12, %8)"), "{stdout}");
    assert!(stdout.contains("verified: no violation"), "{stdout}");
    let dot = std::fs::read_to_string(&picture).expect("picture written");
    assert!(dot.starts_with("digraph"));
    let _ = std::fs::remove_file(&picture);
    let _ = std::fs::remove_file(picture.with_extension("svg"));
}

#[test]
fn run_reports_parse_errors_and_violations_with_lines() {
    let bad = scratch(
        "bad.circuit",
        "%8 = ARG i32 0 <%7>\n%9 = IF_BRANCH [%1] (%8)\n",
    );
    let out = opforge(&["run", bad.to_str().expect("utf-8 path"), "-o", "/dev/null"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "{}:2: %9 (IF_BRANCH), data input 0: data-input-type",
            bad.display()
        )),
        "{stderr}"
    );
    let broken = scratch("broken.circuit", "%8 = ARGG i32\n");
    let out = opforge(&["run", broken.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains(":1:6: unknown opcode `ARGG`"));
    let _ = std::fs::remove_file(bad);
    let _ = std::fs::remove_file(broken);
}

/// Graphviz renders every example's picture (`.ci/setup` installs it).
#[test]
fn dot_pictures_of_every_example_render_with_graphviz() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).expect("examples/") {
        let path = entry.expect("entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("circuit") {
            continue;
        }
        let out = opforge(&["dot", path.to_str().expect("utf-8 path")]);
        assert!(out.status.success());
        let dot = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            dot.contains("style=bold") && dot.contains("rank=source"),
            "{dot}"
        );
        let mut child = Command::new("dot")
            .arg("-Tsvg")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("Graphviz `dot` is installed (run .ci/setup)");
        use std::io::Write as _;
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(dot.as_bytes())
            .expect("write");
        let svg = child.wait_with_output().expect("dot runs");
        assert!(
            svg.status.success(),
            "{}",
            String::from_utf8_lossy(&svg.stderr)
        );
        assert!(String::from_utf8_lossy(&svg.stdout).contains("<svg"));
        n += 1;
    }
    assert!(n >= 3);
}

#[test]
fn expand_and_doc_take_a_machine_spec_too() {
    let rust = std::env::temp_dir().join(format!("opforge-cli-{}-arm64.rs", std::process::id()));
    let out = opforge(&[
        "expand",
        "spec/arm64.yaml",
        "-o",
        rust.to_str().expect("utf-8 path"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&rust).expect("written");
    assert!(text.starts_with("// generated from spec/arm64.yaml; do not edit\n"));
    assert!(text.contains("pub enum Inst {"));
    assert!(syn::parse_file(&text).is_ok());
    let _ = std::fs::remove_file(rust);

    let out = opforge(&["doc", "spec/arm64.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let md = String::from_utf8_lossy(&out.stdout);
    assert!(
        md.starts_with("<!-- generated from spec/arm64.yaml by `opforge doc`; do not edit -->")
    );
    assert!(md.contains(
        "| `ADD_X_imm` | `add {Xd_sp}, {Xn_sp}, #{imm12}<, lsl #{lsl12}>` | `100100010 sh:1 imm12:12 Rn:5 Rd:5` |"
    ));
    assert!(md.contains("| `MOV_X_sp` | `mov {Xd_sp}, {Xn_sp}` | `ADD_X_imm` |"));

    // A broken machine spec is a located error for both, not a complaint about IR keys.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/arm64.yaml"))
        .expect("arm64.yaml");
    let bad = scratch(
        "bad_isa_doc.yaml",
        &text.replacen("\nname:", "\nbogus: 1\nname:", 1),
    );
    for command in ["expand", "doc"] {
        let out = opforge(&[command, bad.to_str().expect("utf-8 path")]);
        assert_eq!(out.status.code(), Some(1), "{command}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("unknown field `bogus`"),
            "{command}: {stderr}"
        );
        assert!(
            stderr.contains("bad_isa_doc.yaml:10:1"),
            "{command}: {stderr}"
        );
    }
    let _ = std::fs::remove_file(bad);
}

#[test]
fn asm_reports_a_line_that_is_not_utf8_and_assembles_the_others() {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_opforge"))
        .arg("asm")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run opforge");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"add x0, x1, x2\nmov x0, \xff\nret\n")
        .expect("write");
    let out = child.wait_with_output().expect("finish");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "8b020020\tadd x0, x1, x2\nd65f03c0\tret\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "line 2: not UTF-8 text (byte 9 of the line)\n"
    );
}

#[test]
fn check_recognises_an_isa_spec() {
    let out = opforge(&["check", "spec/arm64.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("spec/arm64.yaml: ok: ISA `"), "{stdout}");
    assert!(stdout.contains(" encodings, "), "{stdout}");
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/arm64.yaml"))
        .expect("arm64.yaml");
    let bad = scratch(
        "bad_isa.yaml",
        &text.replacen("\nname:", "\nbogus: 1\nname:", 1),
    );
    let out = opforge(&["check", bad.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown field `bogus`"));
    let _ = std::fs::remove_file(bad);
}

/// The `.text` words of an object file, read from `llvm-objdump -d`.
fn objdump_words(object: &std::path::Path) -> Vec<String> {
    let tool = [
        "llvm-objdump",
        "llvm-objdump-14",
        "/usr/lib/llvm-14/bin/llvm-objdump",
    ]
    .into_iter()
    .find(|t| Command::new(t).arg("--version").output().is_ok())
    .expect("llvm-objdump (installed with llvm-mc by .ci/setup)");
    let out = Command::new(tool)
        .arg("-d")
        .arg(object)
        .output()
        .expect("run llvm-objdump");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            // `      1c: c0 03 5f d6  \tret`: the address, then four bytes, little-endian.
            let (addr, rest) = l.split_once(':')?;
            u64::from_str_radix(addr.trim(), 16).ok()?;
            let bytes: Vec<&str> = rest.split_whitespace().take(4).collect();
            (bytes.len() == 4 && bytes.iter().all(|b| b.len() == 2))
                .then(|| format!("{}{}{}{}", bytes[3], bytes[2], bytes[1], bytes[0]))
        })
        .collect()
}

#[test]
fn asm_resolves_labels_as_llvm_mc_does() {
    // A program whose PC-relative instructions name labels defined before and after them.
    let forms = [
        "b {}",
        "bl {}",
        "b.ne {}",
        "b.hs {}",
        "cbz x3, {}",
        "cbnz w7, {}",
        "tbz w2, #5, {}",
        "tbnz x9, #40, {}",
        "adr x4, {}",
        "ldr x9, {}",
        "ldr w1, {}",
        "ldrsw x2, {}",
        "ldr d3, {}",
    ];
    let mut program = String::new();
    let mut rng = opforge_rng::Rng::splitmix64(7);
    let labels = 12;
    for i in 0..600 {
        if i % 50 == 0 {
            program.push_str(&format!("l{}:\n", i / 50));
        }
        let s = rng.next_u64();
        let form = forms[(s >> 33) as usize % forms.len()];
        let label = format!("l{}", (s >> 50) as usize % labels);
        program.push_str(&form.replace("{}", &label));
        program.push('\n');
    }
    let source = scratch("labels.s", &program);
    let out = opforge(&["asm", source.to_str().expect("utf-8 path")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ours: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split('\t').next().map(str::to_owned))
        .collect();
    let object = source.with_extension("o");
    let mc = Command::new("llvm-mc")
        .args([
            "--triple=aarch64",
            "-mattr=+v8a,+fp-armv8",
            "-filetype=obj",
            "-o",
        ])
        .arg(&object)
        .arg(&source)
        .output()
        .expect("run llvm-mc");
    assert!(
        mc.status.success(),
        "{}",
        String::from_utf8_lossy(&mc.stderr)
    );
    let theirs = objdump_words(&object);
    assert_eq!(ours.len(), 600);
    assert_eq!(ours, theirs);
}

#[test]
fn expand_writes_every_output_of_a_spec_and_picks_one_by_part() {
    let dir = std::env::temp_dir().join(format!("opforge-cli-{}-outputs", std::process::id()));
    let out = opforge(&[
        "expand",
        "spec/circuit.yaml",
        "--out-dir",
        dir.to_str().expect("utf-8 path"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for part in ["opcodes", "builder", "visitors"] {
        let text = std::fs::read_to_string(dir.join(format!("{part}.rs"))).expect(part);
        assert!(text.starts_with("// generated from spec/circuit.yaml; do not edit\n"));
        assert!(syn::parse_file(&text).is_ok(), "{part}");
    }
    let visitors = opforge(&["expand", "spec/circuit.yaml", "--part", "visitors"]);
    assert!(visitors.status.success());
    let text = String::from_utf8_lossy(&visitors.stdout);
    assert_eq!(
        text,
        std::fs::read_to_string(dir.join("visitors.rs")).expect("visitors")
    );
    assert!(!text.contains("pub enum Opcode"), "only the visitors");
    let bad = opforge(&["expand", "spec/circuit.yaml", "--part", "machine"]);
    assert_eq!(bad.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("a spec of kind `ir` has no output `machine`"),
        "{stderr}"
    );
    assert!(
        stderr.contains("`opcodes`, `builder`, `visitors`"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_spec_without_a_kind_is_a_located_error_with_a_suggestion() {
    let bad = scratch("nokind.yaml", "version: 1\nclasses: []\n");
    let out = opforge(&["check", bad.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error[E007]"), "{stderr}");
    assert!(
        stderr.contains(&format!("{}:1:1", bad.display())),
        "{stderr}"
    );
    assert!(stderr.contains("`kind: ir`"), "{stderr}");
    let _ = std::fs::remove_file(bad);
}

#[test]
fn no_command_writes_over_its_input() {
    let spec = scratch("self.yaml", "kind: ir\nversion: 1\n");
    let before = std::fs::read_to_string(&spec).expect("spec");
    let path = spec.to_str().expect("utf-8 path");
    for args in [["doc", path, "-o", path], ["expand", path, "-o", path]] {
        let out = opforge(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("refusing to write"),
            "{args:?}"
        );
    }
    assert_eq!(std::fs::read_to_string(&spec).expect("spec"), before);
    let _ = std::fs::remove_file(spec);

    // A circuit named like its picture.
    let circuit = std::env::temp_dir().join(format!("opforge-cli-{}-pic.dot", std::process::id()));
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/sum.circuit"),
        &circuit,
    )
    .expect("copy");
    let before = std::fs::read_to_string(&circuit).expect("circuit");
    let path = circuit.to_str().expect("utf-8 path");
    for args in [&["run", path][..], &["dot", path, "-o", path][..]] {
        let out = opforge(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("refusing to write"),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert_eq!(std::fs::read_to_string(&circuit).expect("circuit"), before);
    let _ = std::fs::remove_file(circuit);
}

#[test]
fn spec_output_to_a_closed_pipe_ends_quietly_and_to_a_full_disk_fails_clearly() {
    use std::process::Stdio;
    for args in [
        &["expand", "spec/arm64.yaml"][..],
        &["check", "spec/circuit.yaml"][..],
        &["schema"][..],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_opforge"))
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run opforge");
        drop(child.stdout.take()); // the reader goes away at once
        let out = child.wait_with_output().expect("finish");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");

        let full = std::fs::File::create("/dev/full").expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_opforge"))
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .stdout(full)
            .output()
            .expect("run opforge");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot write to stdout"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

/// A valid circuit of `n` constants and a RETURN of the first, written to a scratch file.
fn constants_circuit(name: &str, n: usize) -> PathBuf {
    let mut text: String = (0..n)
        .map(|i| format!("%{} = CONSTANT i32 {i} <%5>\n", i + 8))
        .collect();
    text.push_str(&format!("%{} = RETURN [%1] {{%2}} (%8) <%3>\n", n + 8));
    scratch(name, &text)
}

#[test]
fn run_prints_the_verdict_when_the_picture_cannot_be_written() {
    let dir = std::env::temp_dir().join(format!("opforge-cli-{}-readonly", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let readonly = dir.join("sum.dot");
    let mut targets = vec![PathBuf::from("/dev/full")];
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).expect("chmod");
        // Root writes anywhere: the read-only directory only tests something for other users.
        if std::fs::write(dir.join("probe"), "").is_err() {
            targets.push(readonly.clone());
        }
    }
    for target in &targets {
        let out = opforge(&[
            "run",
            "examples/sum.circuit",
            "-o",
            target.to_str().expect("utf-8 path"),
        ]);
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert_eq!(out.status.code(), Some(0), "{target:?}: {stdout}{stderr}");
        assert!(stdout.contains("verified: no violation"), "{stdout}");
        assert!(
            stderr.contains("note:") && stderr.contains(&*target.to_string_lossy()),
            "{target:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    // A failed picture leaves the verdict's status alone: 1 for a broken circuit.
    let bad = scratch(
        "bad-picture.circuit",
        "%8 = ARG i32 0 <%7>\n%9 = IF_BRANCH [%1] (%8)\n",
    );
    let out = opforge(&["run", bad.to_str().expect("utf-8 path"), "-o", "/dev/full"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("data-input-type"));
    {
        use std::os::unix::fs::PermissionsExt as _;
        let _ = std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755));
    }
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(bad);
}

#[test]
fn run_skips_the_picture_of_a_large_circuit_with_a_note() {
    let big = constants_circuit("big.circuit", 6_000);
    let picture = big.with_extension("dot");
    let out = opforge(&[
        "run",
        big.to_str().expect("utf-8 path"),
        "-o",
        picture.to_str().expect("utf-8 path"),
    ]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stdout.contains("verified: no violation"), "{stderr}");
    assert!(
        stderr.contains("picture skipped") && stderr.contains("5000"),
        "{stderr}"
    );
    assert!(!picture.exists());
    let _ = std::fs::remove_file(big);
}

#[test]
fn run_to_a_closed_pipe_ends_quietly_and_to_a_full_disk_fails_clearly() {
    use std::process::Stdio;
    let big = constants_circuit("pipe.circuit", 6_000);
    for file in ["examples/sum.circuit", big.to_str().expect("utf-8 path")] {
        let args = ["run", file, "-o", "/dev/null"];
        let mut child = Command::new(env!("CARGO_BIN_EXE_opforge"))
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run opforge");
        drop(child.stdout.take()); // the reader goes away at once
        let out = child.wait_with_output().expect("finish");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");

        let full = std::fs::File::create("/dev/full").expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_opforge"))
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .stdout(full)
            .output()
            .expect("run opforge");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot write to stdout"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_file(big);
}

#[test]
fn asm_and_disasm_report_a_full_disk_and_end_quietly_on_a_closed_pipe() {
    use std::process::Stdio;
    let asm = scratch("io.s", &"add x0, x1, x2\nret\n".repeat(2000));
    let words = scratch("io.hex", &"8b020020 d65f03c0\n".repeat(2000));
    for args in [
        ["asm", asm.to_str().expect("utf-8 path")],
        ["disasm", words.to_str().expect("utf-8 path")],
    ] {
        let full = std::fs::File::create("/dev/full").expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_opforge"))
            .args(args)
            .stdout(full)
            .output()
            .expect("run opforge");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot write to stdout"),
            "{args:?}: {stderr}"
        );

        let mut child = Command::new(env!("CARGO_BIN_EXE_opforge"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run opforge");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("finish");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_file(asm);
    let _ = std::fs::remove_file(words);
}

/// The first line of `opforge --help` names every command the help lists below it.
#[test]
fn the_help_s_first_line_names_every_command() {
    let out = opforge(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    let first = help.lines().next().expect("a first line");
    let commands: Vec<&str> = help
        .split("Commands:\n")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").next())
        .expect("a list of commands")
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .collect();
    assert!(commands.len() >= 12, "{commands:?}");
    for c in commands {
        let named = first
            .split(|ch: char| !ch.is_ascii_alphanumeric())
            .any(|w| w == c);
        assert!(named, "`{c}` is not named in the first line: {first}");
    }
}
