//! The lowering of the SysY IR to A64 (`spec/lower-sysy-arm64.yaml`, `sysyc::codegen`), run:
//! modules written in the IR's text format, each verified by `sysy_ir::verify`, lowered by
//! [`lower_module`], compiled with the LIR verifier and regalloc2's checker on into an
//! executable whose `_start` calls functions with arguments, run under qemu-aarch64, and each
//! result compared with the value Rust computes from the same inputs. One module calls the C
//! runtime: compiled to an object, linked with `runtime/sylib.c` by `aarch64-linux-gnu-gcc
//! -static`, run under qemu with its input, its output checked.

use std::path::PathBuf;
use std::process::Command;

use opforge_cfg::{Module, parse_module};
use opforge_compile::elf::{CaseResult, HarnessArg};
use opforge_compile::lir::Opcode as Lir;
use sysy_ir::{Opcode, Type};
use sysyc::codegen::lower_module;

/// The module of `text`, which must verify with no finding.
#[track_caller]
fn module(text: &str) -> Module<Opcode> {
    let m: Module<Opcode> = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    match sysy_ir::verify(&m) {
        Ok(warnings) => assert!(warnings.is_empty(), "warnings: {warnings:?}"),
        Err(report) => panic!("{report}\n{text}"),
    }
    m
}

/// A scratch directory for this process's executables.
fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sysyc-lower-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Lowers and compiles `m` (checked), runs each case under qemu and gives what each call
/// returned: an `i32` sign-extended, an `f32` as its bits.
#[track_caller]
fn run(name: &str, m: &Module<Opcode>, cases: &[(usize, Vec<HarnessArg>)]) -> Vec<i64> {
    let lir = lower_module(m).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(
        lir.options.checked,
        "the LIR verifier and regalloc2's checker run"
    );
    let program = lir
        .executable(cases)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let results = opforge_compile::qemu::run(&program.elf, &scratch(), name).unwrap_or_else(|e| {
        panic!("{name}: {e} (qemu-aarch64 comes with Debian's qemu-user; `.ci/setup` installs it)")
    });
    assert_eq!(results.len(), cases.len(), "{name}: every case reports");
    results
        .into_iter()
        .zip(cases)
        .map(|(r, (k, _))| match (r, m.functions[*k].results()) {
            (CaseResult::Returned(bits), [Type::F32]) => i64::from(bits as u32),
            (CaseResult::Returned(bits), _) => i64::from(bits as i32),
            (other, _) => panic!("{name}: {other:?}"),
        })
        .collect()
}

fn int(x: i32) -> HarnessArg {
    HarnessArg::Int(i64::from(x))
}

fn float(x: f32) -> HarnessArg {
    HarnessArg::F32(x.to_bits())
}

/// The f32 a call returned.
fn as_f32(bits: i64) -> f32 {
    f32::from_bits(bits as u32)
}

/// The opcodes of the lowered function `k` of `m`.
fn lir_opcodes(m: &Module<Opcode>, k: usize) -> Vec<Lir> {
    let lir = lower_module(m).unwrap_or_else(|e| panic!("{e}"));
    let f = &lir.functions[k];
    f.layout()
        .iter()
        .flat_map(|&b| f.block_insts(b).iter().filter_map(|&i| f.opcode(i)))
        .collect()
}

const PAIRS: [(i32, i32); 10] = [
    (7, 3),
    (-7, 3),
    (7, -3),
    (-7, -3),
    (0, 5),
    (123_456_789, 1000),
    (i32::MAX, 2),
    (i32::MIN, -1),
    (i32::MIN, 7),
    (5, 5),
];

mod calls;
mod compares;
mod floats;
mod integers;
mod memory;
mod refusals;
mod runtime;
