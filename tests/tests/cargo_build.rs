//! Cargo integration end to end, as a user sees it: a scratch crate whose `build.rs` calls
//! `ir_spec::Builder` and which includes the result with `opforge_ir::include_ir!` in a nested
//! module is built with `cargo build`; adding a gate to its YAML and building again
//! changes `Opcode::ALL.len()` with no other edit; breaking the YAML makes `cargo build` fail with
//! `spec/ops.yaml:LINE:COL` and a snippet, not a panic. And a machine table other than
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
/// `ir-spec` in its build script and the workspace's lock file.
fn scratch_manifest(dir: &str, name: &str, dependencies: &str) -> PathBuf {
    let ws = workspace();
    let dir = ws.join("target").join(dir);
    let manifest = format!(
        "[package]\nname = {name:?}\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [dependencies]\n{dependencies}\n[build-dependencies]\nir-spec = {{ path = {:?} }}\n\n[workspace]\n",
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
}

/// A table whose `Inst` interleaves 1- and 2-byte operands: 12 bytes.
const WIDE: &str = r##"
version: 1
isa: Wide
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
        "kind: isa\nversion: 1\nisa: Flags\noperand_types:\n  - {{ name: Bit, doc: One bit., kind: uimm, bits: 1 }}\n\
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
         ir_spec::isa::IsaBuilder::new(&path, path.clone()).generate().unwrap_or_else(|e| e.exit());\n    }\n}\n",
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
