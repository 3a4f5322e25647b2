//! The project's own A64 and RV64 tables, each mutated the way a slip of the pen would (a rule deleted or
//! narrowed, a register rule loosened): the mutated table must fail to load with one finding,
//! under its rule, with its message, at the `line:column` of the text at fault. The tables are
//! copied (with the tables they name) into a scratch directory and changed there.

#[path = "../../ir-spec/tests/support/one_finding.rs"]
mod one_finding;

use std::path::{Path, PathBuf};

use ir_spec::kind::{CfgKind, LowerKind};
use ir_spec::{Diagnostic, Loader, Rule, SpecError};
use one_finding::one_finding;

fn spec_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec")
}

/// The text of `spec/<name>`.
fn shipped(name: &str) -> String {
    std::fs::read_to_string(spec_dir().join(name)).expect("a shipped table")
}

/// A scratch directory holding the shipped tables, one per mutation (tests run in parallel).
fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("opforge-shipped-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    for name in [
        "circuit.yaml",
        "arm64.yaml",
        "lir-arm64.yaml",
        "lower-arm64.yaml",
        "riscv64.yaml",
        "lir-riscv64.yaml",
        "lower-riscv64.yaml",
    ] {
        std::fs::write(dir.join(name), shipped(name)).expect("copy a table");
    }
    dir
}

/// `old` replaced by `new` in `text`, which must hold `old` once.
fn mutate(text: &str, old: &str, new: &str) -> String {
    assert_eq!(text.matches(old).count(), 1, "`{old}` once in the table");
    text.replace(old, new)
}

/// Loads the table at `path` (a lowering table when its name starts with `lower`, else a LIR).
fn load(path: &Path) -> Result<(), SpecError> {
    let loader = Loader::new()
        .codecs(opforge_arm64_codec::codecs())
        .file(path);
    let lower = path
        .file_name()
        .is_some_and(|n| n.to_string_lossy().starts_with("lower"));
    if lower {
        loader.load_as::<LowerKind>().map(|_| ())
    } else {
        loader.load_as::<CfgKind>().map(|_| ())
    }
}

/// The one finding of table `name` rewritten to `yaml` in a scratch directory; it must be at the
/// first `token` of the line holding `marker`, under `rule`, with `message`.
#[track_caller]
fn check(
    name: &str,
    yaml: &str,
    rule: Rule,
    marker: &str,
    token: &str,
    message: &str,
) -> Diagnostic {
    let tag = format!("{:x}", yaml.len() ^ (marker.len() << 20));
    let dir = scratch(&tag);
    std::fs::write(dir.join(name), yaml).expect("write the mutation");
    one_finding(load(&dir.join(name)), yaml, rule, (marker, token), message)
}

#[test]
fn the_shipped_tables_load() {
    for name in [
        "lir-arm64.yaml",
        "lower-arm64.yaml",
        "lir-riscv64.yaml",
        "lower-riscv64.yaml",
    ] {
        load(&spec_dir().join(name)).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn the_riscv64_lowering_leaves_no_compare_uncovered() {
    // RISC-V has no greater-than compare: the rule that swaps the operands of `slt` is the only
    // one for SGT at the wide types.
    let table = shipped("lower-riscv64.yaml");
    let deleted = mutate(
        &table,
        "  - { gate: ICMP, types: [I32, I64, ARCH], cond: [SGT], steps: [\"out = slt in1, in0\"] }\n",
        "",
    );
    check(
        "lower-riscv64.yaml",
        &deleted,
        Rule::LowerCoverage,
        "gate: ICMP, types: [I32, I64, ARCH], cond: [EQ]",
        "ICMP",
        "the rules for `ICMP` leave I32 with SGT; I64 with SGT; ARCH with SGT uncovered",
    );
}

#[test]
fn lowering_a_gate_at_fewer_types_is_refused() {
    let table = shipped("lower-arm64.yaml");
    let deleted = mutate(
        &table,
        "  - { gate: MUL, types: [I32, I64, ARCH], steps: [\"out = imul in0, in1\"] }\n",
        "",
    );
    check(
        "lower-arm64.yaml",
        &deleted,
        Rule::LowerCoverage,
        "gate: MUL, types: [I8]",
        "MUL",
        "the rules for `MUL` leave I32, I64, ARCH uncovered",
    );
    let narrowed = mutate(
        &table,
        "gate: MUL, types: [I32, I64, ARCH]",
        "gate: MUL, types: [I32, ARCH]",
    );
    check(
        "lower-arm64.yaml",
        &narrowed,
        Rule::LowerCoverage,
        "gate: MUL, types: [I32, ARCH]",
        "MUL",
        "the rules for `MUL` leave I64 uncovered",
    );
    let conversion = mutate(
        &table,
        "  - { gate: SEXT, types: [I1], from: [I1], doc: \"The same width.\", steps: [\"out = copy in0\"] }\n",
        "",
    );
    check(
        "lower-arm64.yaml",
        &conversion,
        Rule::LowerCoverage,
        "gate: SEXT, types: [I64, ARCH], from: [I32]",
        "SEXT",
        "the rules for `SEXT` leave I1 from I1 uncovered",
    );
}

/// `text` with the first `old` replaced by `new`.
fn mutate_first(text: &str, old: &str, new: &str) -> String {
    assert!(text.contains(old), "`{old}` in the table");
    text.replacen(old, new, 1)
}

#[test]
fn registers_no_value_may_live_in_are_refused_wherever_one_could() {
    let table = shipped("lir-arm64.yaml");
    let result = "results: [{ name: out, type: Int, alloc: x0 }]";
    check(
        "lir-arm64.yaml",
        &mutate_first(&table, result, &result.replace("x0", "x16")),
        Rule::CfgPolicy,
        "alloc: x16",
        "x16",
        "result `out` of `call` has `alloc: x16`, the scratch register of class `gpr`; a value lives only in a register its class allocates",
    );
    check(
        "lir-arm64.yaml",
        &mutate_first(&table, result, &result.replace("x0", "x18")),
        Rule::CfgPolicy,
        "alloc: x18",
        "x18",
        "result `out` of `call` has `alloc: x18`, which the `abi` keeps as a reserved register; a value lives only in a register its class allocates",
    );
    check(
        "lir-arm64.yaml",
        &mutate(&table, "preferred: [x0-x15]", "preferred: [x29, x0-x15]"),
        Rule::CfgRegister,
        "preferred: [x29",
        "x29",
        "`preferred` of register class `gpr` names x29, which the `abi` keeps as the frame pointer: no value may live in it",
    );
    check(
        "lir-arm64.yaml",
        &mutate_first(&table, "fixed_each: [x0-x7,", "fixed_each: [x0-x6, x30,"),
        Rule::CfgPolicy,
        "fixed_each: [x0-x6, x30",
        "x30",
        "operand `args` of `call`: `fixed_each` names x30, which the `abi` keeps as the link register; a value lives only in a register its class allocates",
    );
    check(
        "lir-arm64.yaml",
        &mutate(
            &table,
            "views: [XReg, WReg, XRegOrSp, WRegOrSp]",
            "views: [XReg, WReg, XRegOrSp, WRegOrSp, DReg]",
        ),
        Rule::CfgRegister,
        "views: [DReg",
        "DReg",
        "register kind `DReg` is already a view of register class `gpr`: a register kind names the registers of one class",
    );
}

#[test]
fn the_riscv64_lir_keeps_its_abi_registers_from_values() {
    let table = shipped("lir-riscv64.yaml");
    let result = "results: [{ name: out, type: Int, alloc: a0 }]";
    check(
        "lir-riscv64.yaml",
        &mutate_first(&table, result, &result.replace("a0", "t6")),
        Rule::CfgPolicy,
        "alloc: t6",
        "t6",
        "result `out` of `call` has `alloc: t6`, the scratch register of class `gpr`; a value lives only in a register its class allocates",
    );
    check(
        "lir-riscv64.yaml",
        &mutate_first(&table, result, &result.replace("a0", "gp")),
        Rule::CfgPolicy,
        "alloc: gp",
        "gp",
        "result `out` of `call` has `alloc: gp`, which the `abi` keeps as a reserved register; a value lives only in a register its class allocates",
    );
    check(
        "lir-riscv64.yaml",
        &mutate(
            &table,
            "preferred: [a0-a7, t0-t4]",
            "preferred: [a0-a7, t0-t5]",
        ),
        Rule::CfgRegister,
        "preferred: [a0-a7, t0-t5]",
        "t0-t5",
        "`preferred` of register class `gpr` names t5, which the `abi` keeps as a scratch register: no value may live in it",
    );
    check(
        "lir-riscv64.yaml",
        &mutate(&table, "non_preferred: [s1-s11]", "non_preferred: [s0-s11]"),
        Rule::CfgRegister,
        "non_preferred: [s0-s11]",
        "s0-s11",
        "`non_preferred` of register class `gpr` names s0, which the `abi` keeps as the frame pointer: no value may live in it",
    );
}
