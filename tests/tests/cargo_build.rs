//! Cargo integration end to end, as a user sees it: a scratch crate whose `build.rs` calls
//! `ir_spec::Builder` and which includes the result with `opforge_ir::include_ir!` in a nested
//! module is built with `cargo build`; adding a gate to its YAML and building again
//! changes `Opcode::ALL.len()` with no other edit; breaking the YAML makes `cargo build` fail with
//! `spec/ops.yaml:LINE:COL` and a snippet, not a panic, as does a graph rule whose roles the spec
//! leaves out. And a machine table other than
//! `spec/arm64.yaml` generates code that builds and round-trips: one whose `Inst` needs 12 bytes
//! (assembled by the decoder in a `u128`) and one whose `Inst` needs more than 16 (decoded
//! encoding by encoding), each included with `opforge_machine::include_machine!`.

use std::path::{Path, PathBuf};
use std::process::Command;

const SPEC: &str = "\
kind: ir
version: 1
classes:
  - { name: Arith, doc: Arithmetic. }
gates:
  - { name: ADD, doc: Adds., class: Arith }
  - { name: SUB, doc: Subtracts., class: Arith }
";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    std::fs::write(path, text).expect("write");
}

/// A scratch crate `name` under `target/DIR` with `dependencies` (manifest lines), building with
/// the lean `ir-spec` (no default features: no docs, schema or importers) in its build script
/// and the workspace's lock file.
fn scratch_manifest(dir: &str, name: &str, dependencies: &str) -> PathBuf {
    let ws = workspace();
    let dir = ws.join("target").join(dir);
    let manifest = format!(
        "[package]\nname = {name:?}\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [dependencies]\n{dependencies}\n[build-dependencies]\nir-spec = {{ path = {:?}, default-features = false }}\n\n[workspace]\n",
        ws.join("ir-spec")
    );
    write(&dir.join("Cargo.toml"), &manifest);
    if let Ok(lock) = std::fs::read_to_string(ws.join("Cargo.lock")) {
        write(&dir.join("Cargo.lock"), &lock);
    }
    dir
}

/// What a user with their own IR spec writes: `opforge-ir` as a dependency, `ir-spec` in the
/// build script, and `opforge_ir::include_ir!` in a module nested two deep (the generated code
/// compiles in any module, not only at the crate root).
fn scratch_crate() -> PathBuf {
    let runtime = format!(
        "opforge-ir = {{ path = {:?} }}\n",
        workspace().join("ir-runtime")
    );
    let dir = scratch_manifest("opforge-cargo-integration", "scratch", &runtime);
    write(
        &dir.join("build.rs"),
        "fn main() {\n    ir_spec::Builder::new().spec(\"spec/ops.yaml\").generate().unwrap_or_else(|e| e.exit());\n}\n",
    );
    write(
        &dir.join("src/main.rs"),
        "mod front {\n    pub mod ops {\n        opforge_ir::include_ir!(\"ops.rs\");\n    }\n}\n\n\
         use front::ops::{Class, Opcode};\n\n\
         fn main() {\n    let arith: opforge_ir::OpcodeRange<Opcode> = Class::Arith.range();\n    \
         assert_eq!(arith.opcodes().collect::<Vec<_>>(), Opcode::ALL);\n    \
         assert_eq!(\"ADD\".parse::<Opcode>(), Ok(Opcode::Add));\n    \
         println!(\"{}\", Opcode::ALL.len());\n}\n",
    );
    write(&dir.join("spec/ops.yaml"), SPEC);
    dir
}

fn cargo(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO"))
        .args(args)
        .current_dir(dir)
        // One target directory for every scratch crate: `ir-spec` is built once.
        .env(
            "CARGO_TARGET_DIR",
            workspace().join("target").join("opforge-scratch-target"),
        )
        .env_remove("RUSTFLAGS")
        // Scratch builds are thrown away: no debug info, no incremental state on disk.
        .env("CARGO_PROFILE_DEV_DEBUG", "false")
        .env("CARGO_INCREMENTAL", "0")
        .output()
        .expect("run cargo")
}

#[test]
fn editing_the_yaml_regenerates_and_breaking_it_fails_the_build_with_a_location() {
    let dir = scratch_crate();
    let run = cargo(&dir, &["run", "-q", "--offline"]);
    assert!(
        run.status.success(),
        "first build failed:\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&run.stdout).trim(), "2");

    write(
        &dir.join("spec/ops.yaml"),
        &format!("{SPEC}  - {{ name: MUL, doc: Multiplies., class: Arith }}\n"),
    );
    let run = cargo(&dir, &["run", "-q", "--offline"]);
    assert!(
        run.status.success(),
        "second build failed:\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&run.stdout).trim(),
        "3",
        "adding a gate must regenerate the opcodes"
    );

    write(
        &dir.join("spec/ops.yaml"),
        &SPEC.replace(
            "class: Arith }\n  - { name: SUB",
            "class: Arth }\n  - { name: SUB",
        ),
    );
    let build = cargo(&dir, &["build", "--offline"]);
    assert!(!build.status.success(), "a broken spec must fail the build");
    let stderr = String::from_utf8_lossy(&build.stderr);
    assert!(stderr.contains("spec/ops.yaml:6:37"), "{stderr}");
    assert!(
        stderr.contains("6 |   - { name: ADD, doc: Adds., class: Arth }"),
        "{stderr}"
    );
    assert!(stderr.contains("did you mean `Arith`?"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");

    // A graph rule whose roles the spec does not declare stops the build at the rule: it is
    // never a rule silently switched off.
    write(
        &dir.join("spec/ops.yaml"),
        &format!("{SPEC}graph_rules: [reachability]\n"),
    );
    let build = cargo(&dir, &["build", "--offline"]);
    assert!(
        !build.status.success(),
        "a rule without its roles must fail the build"
    );
    let stderr = String::from_utf8_lossy(&build.stderr);
    assert!(stderr.contains("error[E067]"), "{stderr}");
    assert!(stderr.contains("spec/ops.yaml:8:15"), "{stderr}");
    assert!(stderr.contains("state_entry"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// A table whose `Inst` interleaves 1- and 2-byte operands: 12 bytes.
const WIDE: &str = r##"
version: 1
kind: isa
name: Wide
registers:
  - { name: X, doc: A register., prefix: x, r31: xzr }
operand_types:
  - { name: Imm9, doc: A 9-bit immediate., kind: uimm, bits: 9 }
  - { name: Imm3, doc: A 3-bit immediate., kind: uimm, bits: 3 }
operands:
  Xd: { type: X, field: Rd }
  Xn: { type: X, field: Rn }
  a: { type: Imm9, field: a }
  b: { type: Imm9, field: b }
  c: { type: Imm3, field: c }
encodings:
  - { name: WIDE, doc: Interleaves narrow and wide operands., bits: "1 c:3 a:9 Rn:5 b:9 Rd:5",
      asm: "wide {Xd}, #{a}, {Xn}, #{b}, #{c}" }
"##;

/// A table whose `Inst` holds sixteen one-bit operands: 18 bytes.
fn flags_spec() -> String {
    let names: Vec<String> = (0..16).map(|i| format!("f{i}")).collect();
    let operands: String = names
        .iter()
        .map(|n| format!("  {n}: {{ type: Bit, field: {n} }}\n"))
        .collect();
    let bits: Vec<String> = names.iter().map(|n| format!("{n}:1")).collect();
    let asm: Vec<String> = names.iter().map(|n| format!("#{{{n}}}")).collect();
    format!(
        "kind: isa\nversion: 1\nname: Flags\noperand_types:\n  - {{ name: Bit, doc: One bit., kind: uimm, bits: 1 }}\n\
         operands:\n{operands}encodings:\n  - {{ name: FLAGS, doc: Sixteen flags., \
         bits: \"0000000000000000 {}\", asm: \"flags {}\" }}\n",
        bits.join(" "),
        asm.join(", ")
    )
}

/// A binary over the generated code of `spec/NAME.yaml`: for words of every encoding, decoding
/// agrees with the encoding's own decoder, re-encodes to the word and prints text that parses
/// back; it prints `size_of::<Inst>()`, the count and the last text.
fn isa_bin(name: &str) -> String {
    format!(
        "#![allow(warnings, missing_docs)]\n\
         opforge_machine::include_machine!(\"{name}.rs\");\n\
         fn main() {{\n    let mut x = 1u32;\n    let mut n = 0;\n    let mut text = String::new();\n    \
         for &form in Form::ALL {{\n        for _ in 0..1000 {{\n            \
         x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);\n            \
         let info = form.info();\n            let w = (x & !info.mask) | info.value;\n            \
         let i = Inst::decode(w).expect(\"a word of the encoding\");\n            \
         assert_eq!(Some(i), form.decode(w));\n            assert_eq!(i.encode(), w);\n            \
         text = i.to_string();\n            assert_eq!(text.parse::<Inst>().ok(), Some(i), \"{{text}}\");\n            \
         assert_eq!(Inst::decode(w ^ 0x8000_0000), None);\n            n += 1;\n        }}\n    }}\n    \
         println!(\"{{}} {{n}} {{text}}\", core::mem::size_of::<Inst>());\n}}\n"
    )
}

#[test]
fn machine_tables_of_any_inst_size_build_and_round_trip() {
    // What a user with their own table writes: `opforge-machine` as a dependency,
    // `opforge_machine::include_machine!` in the crate.
    let machine = format!(
        "opforge-machine = {{ path = {:?} }}\n",
        workspace().join("backends/machine")
    );
    let dir = scratch_manifest("opforge-isa-integration", "isa-scratch", &machine);
    write(
        &dir.join("build.rs"),
        "fn main() {\n    for name in [\"wide\", \"flags\"] {\n        \
         let path = format!(\"spec/{name}.yaml\");\n        \
         ir_spec::Builder::new().spec_as(&path, path.clone()).generate().unwrap_or_else(|e| e.exit());\n    }\n}\n",
    );
    write(&dir.join("spec/wide.yaml"), WIDE);
    write(&dir.join("spec/flags.yaml"), &flags_spec());
    write(&dir.join("src/main.rs"), "fn main() {}\n");
    for name in ["wide", "flags"] {
        write(&dir.join(format!("src/bin/{name}.rs")), &isa_bin(name));
    }
    let run = |bin: &str| {
        let out = cargo(&dir, &["run", "-q", "--offline", "--bin", bin]);
        assert!(
            out.status.success(),
            "{bin} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    };
    let wide = run("wide");
    assert!(wide.starts_with("12 1000 wide x"), "{wide}");
    let flags = run("flags");
    assert!(flags.starts_with("18 1000 flags #"), "{flags}");
    assert_eq!(flags.matches(", #").count(), 15, "{flags}");
}

/// Runs `llvm-mc --triple=riscv64` with `args` on `input`; its instruction lines, as (text with
/// single spaces, encoding bytes).
fn llvm_mc_riscv(args: &[&str], input: &str) -> Vec<(String, Vec<u8>)> {
    use std::io::Write as _;
    let mut child = Command::new("llvm-mc")
        .arg("--triple=riscv64")
        .arg("-show-encoding")
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("llvm-mc (LLVM 14) is installed: run .ci/setup");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write to llvm-mc");
    let out = child.wait_with_output().expect("llvm-mc runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.trim().is_empty(), "llvm-mc {args:?}:\n{stderr}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let (text, enc) = l.split_once("# encoding: [")?;
            let bytes = enc
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).expect("a byte"))
                .collect();
            Some((text.split_whitespace().collect::<Vec<_>>().join(" "), bytes))
        })
        .collect()
}

/// A table other than A64 (`tests/specs/rv64.yaml`: RV64I forms and 16-bit C-extension forms,
/// ABI register names, 3-bit register fields for x8..x15, registers that exclude x0), built in a
/// scratch crate through the public API, agrees with llvm-mc for random legal operands of every
/// form: llvm-mc assembles our text to our word and prints it as we do, and disassembles our word
/// to our text. The 32-bit forms run without the C extension (with it, llvm-mc would pick
/// compressed encodings for some), the 16-bit ones with it and without aliases (llvm-mc would
/// otherwise spell `c.addi a0, 5` as `addi a0, a0, 5`).
#[test]
fn a_risc_v_table_with_16_bit_forms_agrees_with_llvm_mc() {
    let ws = workspace();
    let machine = format!(
        "opforge-machine = {{ path = {:?} }}\nopforge-rng = {{ path = {:?} }}\n",
        ws.join("backends/machine"),
        ws.join("support/rng")
    );
    let dir = scratch_manifest("opforge-rv64-integration", "rv64-scratch", &machine);
    let spec = ws.join("tests/specs/rv64.yaml");
    write(
        &dir.join("build.rs"),
        &format!(
            "fn main() {{\n    ir_spec::Builder::new().spec_as({spec:?}, \"tests/specs/rv64.yaml\").generate().unwrap_or_else(|e| e.exit());\n}}\n"
        ),
    );
    write(&dir.join("src/main.rs"), include_str!("../scratch/rv64.rs"));
    let out = cargo(&dir, &["run", "-q", "--offline", "--", "24"]);
    assert!(
        out.status.success(),
        "the RISC-V scratch crate failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    // (form, bytes, word, text)
    let cases: Vec<(&str, usize, u32, &str)> = stdout
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.splitn(4, '\t').collect();
            (
                f[0],
                f[1].parse().expect("a size"),
                u32::from_str_radix(f[2], 16).expect("a word"),
                f[3],
            )
        })
        .collect();
    let mut per_form: std::collections::BTreeMap<&str, usize> = Default::default();
    for (size, args) in [(4, &[][..]), (2, &["-mattr=+c", "-riscv-no-aliases"][..])] {
        let group: Vec<_> = cases.iter().filter(|c| c.1 == size).collect();
        let texts: String = group.iter().map(|c| format!("{}\n", c.3)).collect();
        let assembled = llvm_mc_riscv(args, &texts);
        let bytes: String = group
            .iter()
            .map(|c| {
                let b: Vec<String> = c.2.to_le_bytes()[..size]
                    .iter()
                    .map(|b| format!("{b:#04x}"))
                    .collect();
                format!("{}\n", b.join(" "))
            })
            .collect();
        let mut dis_args = vec!["--disassemble"];
        dis_args.extend_from_slice(args);
        let disassembled = llvm_mc_riscv(&dis_args, &bytes);
        assert_eq!(assembled.len(), group.len(), "{size}-byte forms assembled");
        assert_eq!(
            disassembled.len(),
            group.len(),
            "{size}-byte words disassembled"
        );
        for ((c, (text, enc)), (dis, _)) in group.iter().zip(&assembled).zip(&disassembled) {
            let (form, _, word, ours) = **c;
            assert_eq!(
                enc.as_slice(),
                &word.to_le_bytes()[..size],
                "{form}: llvm-mc assembles `{ours}` to {enc:02x?}, we to {word:#x}"
            );
            assert_eq!(text, ours, "{form}: llvm-mc prints {word:#x} as `{text}`");
            assert_eq!(
                dis, ours,
                "{form}: llvm-mc disassembles {word:#x} as `{dis}`"
            );
            *per_form.entry(form).or_default() += 1;
        }
    }
    assert_eq!(per_form.len(), 57, "every form of the table: {per_form:?}");
    assert!(per_form.values().all(|&n| n == 24), "{per_form:?}");
    eprintln!(
        "rv64: {} cases over {} forms agree with llvm-mc",
        cases.len(),
        per_form.len()
    );
}

/// A user's own `kind: ir` table, served whole: a scratch crate with a library that includes
/// the layer `ir_spec::Builder` generates from the quickstart's table (and warns about missing
/// docs) and a binary that builds, verifies, prints, parses and draws a graph with it. `cargo
/// clippy --all-targets -- -D warnings` passes and prints no warning, and the binary runs.
#[test]
fn a_users_own_ir_table_builds_warning_free_in_a_library_and_a_binary() {
    let ws = workspace();
    let runtime = format!("opforge-ir = {{ path = {:?} }}\n", ws.join("ir-runtime"));
    let dir = scratch_manifest("opforge-own-ir", "own_ir", &runtime);
    let table = std::fs::read_to_string(ws.join("examples/dataflow/spec/dataflow.yaml"))
        .expect("the quickstart's table");
    write(&dir.join("spec/dataflow.yaml"), &table);
    write(
        &dir.join("build.rs"),
        "//! Generates the IR layer.\n\nfn main() {\n    ir_spec::Builder::new().spec(\"spec/dataflow.yaml\").generate().unwrap_or_else(|e| e.exit());\n}\n",
    );
    write(
        &dir.join("src/lib.rs"),
        "//! A user's IR.\n#![warn(missing_docs)]\n\n/// The generated layer.\npub mod ir {\n    opforge_ir::include_ir!(\"dataflow.rs\");\n}\n",
    );
    write(
        &dir.join("src/main.rs"),
        "//! Uses the layer from a binary.\n\nuse own_ir::ir::{self, GateBuilder, MachineType};\n\n\
         fn main() {\n    let mut b = GateBuilder::new();\n    let (entry, memory) = b.start();\n    \
         let x = b.param(MachineType::Int, 0);\n    let y = b.mul(MachineType::Int, x, x);\n    \
         b.end(entry, memory, y);\n    let g = b.finish().expect(\"room\");\n    \
         let text = ir::print(&g);\n    assert_eq!(ir::parse(&text).expect(\"reads back\"), g);\n    \
         assert!(ir::to_dot(&g, \"g\").contains(\"MUL int\"));\n    \
         print!(\"{text}{}\", ir::verify(&g));\n}\n",
    );
    let clippy = cargo(
        &dir,
        &[
            "clippy",
            "--offline",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    );
    let stderr = String::from_utf8_lossy(&clippy.stderr);
    assert!(clippy.status.success(), "clippy failed:\n{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    let run = cargo(&dir, &["run", "-q", "--offline"]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(String::from_utf8_lossy(&run.stderr).is_empty());
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "%0 = START\n%1 = PARAM int 0\n%2 = MUL int (%1, %1)\n%3 = END [%0] {%0} (%2)\n0 findings"
    );
}
