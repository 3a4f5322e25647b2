//! `opforge import`: foreign instruction tables (Panda's `instructions.yaml` as a `kind: cfg`
//! spec, SpiderMonkey's `MIROps.yaml` as a `kind: ir` one) become opforge specs that
//! `opforge check` accepts, with what the schema cannot say reported on stderr. Small tables written here stand in for the real ones, which live
//! outside the repository (`../shared/data`).

use std::path::PathBuf;
use std::process::{Command, Output};

fn opforge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(args)
        .output()
        .expect("run opforge")
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("opforge-import-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("write");
    path
}

const MIR: &str = "\
- name: Start
- name: Add
  operands:
    lhs: Value
    rhs: Value
  result_type: Int32
  movable: true
- name: BigIntAsIntN
  operands:
    bits: Int32
    input: BigInt
  result_type: BigInt
";

const PANDA: &str = "\
instructions:
  - opcode: Neg
    base: UnaryOperation
    signature: [d-number, number]
    flags: [acc_write, ifcvt]
    description: Negate the value.
  - opcode: Add
    base: BinaryOperation
    signature: [d-number, number, number]
    flags: [acc_write, commutative]
    modes: [jit_aot]
    description: Add two values.
  - opcode: LenArray
    base: UnaryOperation
    signature: [d-i32, ref-nc]
    flags: []
    description: Length of an array.
  - opcode: If
    base: IfInst
    signature: [number-any, number-any]
    flags: [cf]
    description: Branch on a condition.
  - opcode: Return
    base: FixedInputsInst<1>
    signature: [number-any]
    flags: [cf, terminator]
    description: Return a value.
pseudo_instructions:
  - opcode: Goto
    flags: [pseudo, cf]
types:
  - name: i32
  - name: f64
  - name: ref
  - name: any
legend:
  \"Operand tokens\":
    d: operand is a destination
    number: type union of [i32, f64]
flags:
  acc_write: Writes the accumulator
  ifcvt: Can be if-converted
  commutative: Operands commute
  cf: Control flow
  terminator: Ends the function
modes:
  jit_aot: JIT or AOT compiler
";

/// A LIR table in the manner of SpiderMonkey's `LIROps.yaml` (written here: facts only), with
/// an op defined once per build under `#ifdef`, and a key under `#if`.
const LIR: &str = "\
- name: Integer
  result_type: WordSized
  arguments:
    value: int32_t
- name: Goto
  successors: [target]
- name: AddI
  result_type: WordSized
  operands:
    lhs: WordSized
    rhs: WordSized
  mir_op: Add
- name: TestIAndBranch
  successors: [ifTrue, ifFalse]
  operands:
    input: WordSized
- name: CallNative
  result_type: BoxedValue
  operands:
    callee: WordSized
  arguments:
    kind: MIRType
  call_instruction: true
  num_temps: 2
#ifdef JS_CODEGEN_X64
- name: DivI
  result_type: Int64
  operands:
    lhs: Int64
    rhs: Int64
#endif
#ifdef JS_CODEGEN_ARM64
- name: DivI
  result_type: WordSized
  operands:
    lhs: WordSized
    rhs: WordSized
#if defined(JS_CODEGEN_ARM64) && !defined(SOFT_DIVIDE)
  num_temps: 1
#else
  num_temps: 3
#endif
#endif
";

/// Imports `table` as `format`, checks the result, and returns (import stderr, check stdout).
fn import_and_check(format: &str, name: &str, table: &str, kind: &str) -> (String, String) {
    let input = scratch(name, table);
    let spec = input.with_extension("opforge.yaml");
    let out = opforge(&[
        "import",
        format,
        input.to_str().expect("utf-8 path"),
        "-o",
        spec.to_str().expect("utf-8 path"),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    let text = std::fs::read_to_string(&spec).expect("written");
    assert!(text.contains(&format!("kind: {kind}")), "{text}");
    let check = opforge(&["check", spec.to_str().expect("utf-8 path")]);
    let checked = String::from_utf8_lossy(&check.stdout).into_owned();
    assert!(
        check.status.success(),
        "{checked}{}",
        String::from_utf8_lossy(&check.stderr)
    );
    let _ = std::fs::remove_file(input);
    let _ = std::fs::remove_file(spec);
    (stderr, checked)
}

#[test]
fn a_spidermonkey_mir_table_imports_into_a_spec_that_checks() {
    let (report, checked) = import_and_check("spidermonkey-mir", "mir.yaml", MIR, "ir");
    assert!(report.contains("3 instructions translated"), "{report}");
    // `bits` is a parameter of the generated builder: the input is renamed, visibly.
    assert!(
        report.contains("renamed: input of `BigIntAsIntN` `bits` → `bits_res`"),
        "{report}"
    );
    assert!(checked.contains("ok: 3 gates"), "{checked}");
}

#[test]
fn a_panda_table_imports_into_a_cfg_spec_that_checks_and_says_what_it_could_not_map() {
    let (report, checked) = import_and_check("panda", "panda.yaml", PANDA, "cfg");
    assert!(report.contains("6 instructions translated"), "{report}");
    assert!(
        report.contains(
            "not expressible: check qualifier `nc`: the input must be a `NullCheck` (a cfg operand \
             constrains the type, not the defining opcode): LenArray: ref-nc"
        ),
        "{report}"
    );
    assert!(
        report.contains("renamed: type `any` → `any_type`"),
        "{report}"
    );
    // `If`, `Return` and the pseudo `Goto` end blocks; the classes are Panda's C++ tree from
    // `Inst` down to the four bases (with `FixedInputsInst1Exact` for `Return`, whose class
    // `FixedInputsInst1` is also `UnaryOperation`'s base), plus the pseudo instructions' class.
    assert_eq!(
        checked.trim(),
        format!(
            "{}: ok: block-structured IR `panda`: 6 instructions (3 terminators) in 10 classes, \
             4 types, 1 immediate kinds",
            std::env::temp_dir()
                .join(format!(
                    "opforge-import-{}-panda.opforge.yaml",
                    std::process::id()
                ))
                .display()
        )
    );
}

#[test]
fn an_imported_panda_spec_places_instructions_in_the_cpp_class_tree_with_their_mixins() {
    let input = scratch("tree.yaml", PANDA);
    let out = opforge(&["import", "panda", input.to_str().expect("utf-8 path")]);
    assert!(out.status.success());
    let spec = String::from_utf8_lossy(&out.stdout);
    for fact in [
        "{ name: \"BinaryOperation\", doc: \"Panda's C++ instruction class `BinaryOperation`, derived from `FixedInputsInst2`.\", parent: \"FixedInputsInst2\" }",
        "{ name: \"IfInst\", doc: \"Panda's C++ instruction class `IfInst`, derived from `FixedInputsInst2`, with mixins `InstWithOperandsType`, `ConditionMixin`.\", parent: \"FixedInputsInst2\" }",
        "      - { name: \"cc\", imm: \"condition_code\" }\n      - { name: \"input0\", value: \"number_any\" }\n      - { name: \"input1\", value: \"number_any\", same: \"input0\" }\n      - { name: \"if_true\", block: true }\n      - { name: \"if_false\", block: true }\n",
        "    mixins: [\"InstWithOperandsType\", \"ConditionMixin\"]",
        "  - name: \"Return\"\n    doc: \"Panda instruction `Return`: C++ class `FixedInputsInst<1>`; signature `number-any`; flags `cf`, `terminator`.\"\n    class: \"FixedInputsInst1Exact\"\n    terminator: true\n    returns: true\n",
        "    flags: [\"acc_write\", \"commutative\", \"mode_jit_aot\"]",
    ] {
        assert!(spec.contains(fact), "`{fact}` not in:\n{spec}");
    }
    let _ = std::fs::remove_file(input);
}

#[test]
fn an_imported_panda_spec_holds_facts_not_the_tables_prose() {
    let input = scratch("prose.yaml", PANDA);
    let out = opforge(&["import", "panda", input.to_str().expect("utf-8 path")]);
    assert!(out.status.success());
    let spec = String::from_utf8_lossy(&out.stdout);
    for prose in [
        "Negate the value",
        "Add two values",
        "Writes the accumulator",
        "Operands commute",
        "JIT or AOT",
        "Control flow",
        "operand is a destination",
    ] {
        assert!(!spec.contains(prose), "`{prose}` copied into:\n{spec}");
    }
    assert!(
        spec.contains(
            "Panda instruction `Neg`: C++ class `UnaryOperation`; signature `d-number, number`; \
             flags `acc_write`, `ifcvt`."
        ),
        "{spec}"
    );
    let _ = std::fs::remove_file(input);
}

#[test]
fn an_unknown_format_or_a_broken_table_is_an_error() {
    let out = opforge(&["import", "llvm", "x.td"]);
    assert_eq!(out.status.code(), Some(2));
    let broken = scratch("broken.yaml", "- name: [unclosed\n");
    let out = opforge(&[
        "import",
        "spidermonkey-mir",
        broken.to_str().expect("utf-8 path"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    let _ = std::fs::remove_file(broken);
}

#[test]
fn a_spidermonkey_lir_table_imports_for_a64_into_a_cfg_spec_that_checks() {
    let (report, checked) = import_and_check("spidermonkey-lir", "lir.yaml", LIR, "cfg");
    assert!(report.contains("6 instructions translated"), "{report}");
    assert!(
        report.contains(
            "note: 6 of the table's 7 `- name:` entries are ops of this build (the `#if` lines \
             evaluated for `JS_CODEGEN_ARM64`)"
        ),
        "{report}"
    );
    assert!(
        report.contains(
            "not expressible: `num_temps` (temporary registers): a cfg table has no temps: \
             CallNative: 2, DivI: 1"
        ),
        "{report}"
    );
    assert!(
        report.contains("worked around: argument of a C++ type that is not an integer"),
        "{report}"
    );
    // `Goto` and `TestIAndBranch` end blocks; `Control`, `Call`, `Compute` and
    // `DefinesWordSized` are the classes.
    assert!(
        checked.contains(
            "ok: block-structured IR `spidermonkey_lir`: 6 instructions (2 terminators) in 4 \
             classes, 2 types, 2 immediate kinds"
        ),
        "{checked}"
    );
}

#[test]
fn a_lir_table_is_read_for_the_build_the_defines_name() {
    let input = scratch("x64.yaml", LIR);
    let path = input.to_str().expect("utf-8 path");
    let x64 = opforge(&[
        "import",
        "spidermonkey-lir",
        path,
        "--define",
        "JS_CODEGEN_X64",
    ]);
    assert!(x64.status.success());
    let spec = String::from_utf8_lossy(&x64.stdout);
    assert!(
        spec.contains(
            "  - name: \"DivI\"\n    doc: \"SpiderMonkey LIR op `LDivI`: defines a `Int64`; operands \
             `lhs: Int64`, `rhs: Int64`.\""
        ),
        "{spec}"
    );
    let arm64 = opforge(&["import", "spidermonkey-lir", path]);
    let spec = String::from_utf8_lossy(&arm64.stdout);
    assert!(
        spec.contains(
            "doc: \"SpiderMonkey LIR op `LDivI`: defines a `WordSized`; operands `lhs: WordSized`, \
             `rhs: WordSized`; 1 temps.\""
        ),
        "{spec}"
    );
    let _ = std::fs::remove_file(input);
}

#[test]
fn a_malformed_if_line_in_a_lir_table_is_an_error_with_its_line() {
    let input = scratch("badif.yaml", "- name: A\n#if defined(X\n#endif\n");
    let out = opforge(&[
        "import",
        "spidermonkey-lir",
        input.to_str().expect("utf-8 path"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "opforge: {}: an `#if` line is malformed: line 2: expected `)`\n",
            input.display()
        )
    );
    let _ = std::fs::remove_file(input);
}

#[test]
fn a_lir_op_defined_twice_for_one_build_keeps_the_first_and_says_so() {
    let table = "- name: Nop\n- name: Nop\n  num_temps: 1\n- name: Goto\n  successors: [target]\n";
    let (report, checked) = import_and_check("spidermonkey-lir", "twice.yaml", table, "cfg");
    assert!(
        report.contains(
            "worked around: op defined twice for the build (the cfg kind needs unique names): \
             the first kept: Nop (first at op 1)"
        ),
        "{report}"
    );
    assert!(
        checked.contains("ok: block-structured IR `spidermonkey_lir`: 2 instructions"),
        "{checked}"
    );
}

#[test]
fn a_faithful_panda_import_keeps_the_type_any_which_the_cfg_kind_reserves() {
    let input = scratch("faithful.yaml", PANDA);
    let spec = input.with_extension("faithful.opforge.yaml");
    let out = opforge(&[
        "import",
        "panda",
        input.to_str().expect("utf-8 path"),
        "--faithful",
        "-o",
        spec.to_str().expect("utf-8 path"),
    ]);
    assert!(out.status.success());
    assert!(!String::from_utf8_lossy(&out.stderr).contains("renamed"));
    let check = opforge(&["check", spec.to_str().expect("utf-8 path")]);
    assert_eq!(check.status.code(), Some(1));
    let found = String::from_utf8_lossy(&check.stderr);
    assert!(
        found.contains(
            "error[E012]: type name `any` is reserved: it is the constraint every type meets"
        ),
        "{found}"
    );
    let _ = std::fs::remove_file(input);
    let _ = std::fs::remove_file(spec);
}

/// Imports `table`, written as `name`, as Panda's: asserts status 1 and the whole stderr,
/// `expected` with `{path}` standing for the table's path.
#[track_caller]
fn refused_as_panda(name: &str, table: &str, expected: &str) {
    let input = scratch(name, table);
    let path = input.to_str().expect("utf-8 path");
    let out = opforge(&["import", "panda", path]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        expected.replace("{path}", path)
    );
    let _ = std::fs::remove_file(input);
}

#[test]
fn a_yaml_error_in_a_table_is_located_in_its_file_once() {
    refused_as_panda(
        "unclosed.yaml",
        "groups:\n  - title: x\n    insts: [a\n",
        "opforge: {path}:3:12: error[E003]: unclosed bracket '['\n",
    );
    refused_as_panda(
        "deep.yaml",
        &format!("groups: {}{}\n", "[".repeat(70), "]".repeat(70)),
        "opforge: {path}:1:72: error[E004]: the file's mappings and sequences are nested more than 64 deep, the limit `Limits::max_depth`; raise it with `Loader::limits` (`Builder::limits` in a build script)\n",
    );
}

/// Imports `table` as Panda's with `-o`; the status, stderr and whether the spec was written.
fn import_panda_to_file(name: &str, table: &str) -> (Option<i32>, String, bool) {
    let input = scratch(name, table);
    let spec = input.with_extension("opforge.yaml");
    let _ = std::fs::remove_file(&spec);
    let out = opforge(&[
        "import",
        "panda",
        input.to_str().expect("utf-8 path"),
        "-o",
        spec.to_str().expect("utf-8 path"),
    ]);
    let written = spec.is_file();
    if written {
        let check = opforge(&["check", spec.to_str().expect("utf-8 path")]);
        assert!(
            check.status.success(),
            "an import of\n{table}\nsucceeded with a spec `check` refuses:\n{}",
            String::from_utf8_lossy(&check.stderr)
        );
    }
    let _ = std::fs::remove_file(input);
    let _ = std::fs::remove_file(spec);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        written,
    )
}

#[test]
fn a_translation_that_does_not_load_is_an_error_and_writes_nothing() {
    let table = PANDA
        .replace("  - name: any\n", "  - name: any\n  - name: \"~\"\n")
        .replace("signature: [d-i32, ref-nc]", "signature: [d-~, ref-nc]");
    let (status, stderr, written) = import_panda_to_file("tilde.yaml", &table);
    assert_eq!(status, Some(1), "{stderr}");
    assert!(!written);
    for part in [
        "the translated spec does not load (shown as ",
        "error[E011]: type name `~` is not an identifier",
        "tilde.yaml.opforge.yaml:12:13\n",
    ] {
        assert!(stderr.contains(part), "{part}:\n{stderr}");
    }
}

#[test]
fn a_table_of_another_format_translates_nothing_and_is_an_error() {
    let circuit = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/circuit.yaml");
    let spec = scratch("circuit.opforge.yaml", "");
    let _ = std::fs::remove_file(&spec);
    let out = opforge(&[
        "import",
        "panda",
        circuit,
        "-o",
        spec.to_str().expect("utf-8 path"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!spec.exists());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.ends_with(&format!(
            "opforge: {circuit}: no instruction was translated: this is not a table of the format (or an empty one); nothing is written\n"
        )),
        "{stderr}"
    );
}

#[test]
fn every_truncation_of_a_table_imports_into_a_spec_that_checks_or_is_an_error() {
    let mut imported = 0;
    for end in (0..PANDA.len()).step_by(5).chain([PANDA.len()]) {
        let (status, stderr, written) = import_panda_to_file("cut.yaml", &PANDA[..end]);
        match status {
            Some(0) => {
                assert!(written, "{stderr}");
                imported += 1;
            }
            Some(1) => {
                assert!(!written, "{stderr}");
                assert!(stderr.contains("opforge: "), "{stderr}");
            }
            other => panic!("status {other:?} at byte {end}: {stderr}"),
        }
    }
    assert!(imported > 5, "only {imported} truncations imported");
}

#[test]
fn a_define_for_a_format_without_if_lines_or_no_if_line_names_is_a_usage_error() {
    let panda = scratch("defines.yaml", PANDA);
    let out = opforge(&[
        "import",
        "panda",
        panda.to_str().expect("utf-8 path"),
        "--define",
        "JS_CODEGEN_ARM64",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "opforge import: `--define` applies to `spidermonkey-lir` tables only; a `panda` table has no `#if` lines to read\n"
    );
    let lir = scratch("defines-lir.yaml", LIR);
    let path = lir.to_str().expect("utf-8 path");
    let out = opforge(&[
        "import",
        "spidermonkey-lir",
        path,
        "--define",
        "JS_CODEGEN_X46",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "opforge import: --define: {path}: no `#if` line of the table mentions the macro `JS_CODEGEN_X46`, so defining it changes nothing; did you mean `JS_CODEGEN_X64`?\n"
        )
    );
    let _ = std::fs::remove_file(panda);
    let _ = std::fs::remove_file(lir);
}

#[test]
fn the_help_names_the_kind_each_format_becomes() {
    let out = opforge(&["import", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    for line in [
        "ArkCompiler's (Panda's) `instructions.yaml`, into a `kind: cfg` spec",
        "SpiderMonkey's `MIROps.yaml`, into a `kind: ir` spec",
    ] {
        assert!(help.contains(line), "{help}");
    }
    assert!(
        !help.contains("opforge spec (`kind: ir`) that loads"),
        "{help}"
    );
}
