//! The calling convention lives in `spec/lir-arm64.yaml` (its `abi:`), and the compiler reads it
//! from the generated `ABI`: the values it reads are AAPCS64's, and no fact of it comes back as
//! a constant or a literal register in `compile/src` (a grep over the sources). The RV64 LIR's
//! (`spec/lir-riscv64.yaml`) is LP64D's.

use std::path::{Path, PathBuf};

use opforge_cfg::lir::RegClassInfo;
use opforge_compile::a64::target::{FAR_BASE, FRAME_POINTER, LINK_REGISTER, SCRATCH};
use opforge_compile::lir::{ABI, REG_CLASSES};

/// The index of the register class `name` among a table's `classes`.
fn class(classes: &[RegClassInfo], name: &str) -> u8 {
    classes
        .iter()
        .position(|c| c.name == name)
        .and_then(|i| u8::try_from(i).ok())
        .expect("a class of the table")
}

#[test]
fn the_generated_abi_is_aapcs64() {
    let (gpr, fpr) = (class(&REG_CLASSES, "gpr"), class(&REG_CLASSES, "fpr"));
    assert_eq!(ABI.name, "AAPCS64");
    assert_eq!(ABI.class(gpr).arguments, &[0, 1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(ABI.class(fpr).arguments, &[0, 1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(ABI.result(gpr, 0), Some(0));
    assert_eq!(ABI.result(fpr, 0), Some(0));
    assert_eq!(
        ABI.class(gpr).callee_saved,
        &(19..=28).collect::<Vec<u8>>()[..]
    );
    assert_eq!(
        ABI.class(fpr).callee_saved,
        &(8..=15).collect::<Vec<u8>>()[..]
    );
    assert!(ABI.is_callee_saved(gpr, 19) && !ABI.is_callee_saved(gpr, 18));
    assert_eq!(ABI.class(gpr).reserved, &[18]);
    assert_eq!((ABI.stack_pointer.class, ABI.stack_pointer.hw), (gpr, 31));
    assert_eq!(
        (SCRATCH, FAR_BASE, FRAME_POINTER, LINK_REGISTER),
        (16, 17, 29, 30)
    );
    assert_eq!((ABI.stack.slot, ABI.stack.align), (8, 16));
    assert_eq!(ABI.stack.area(3), 32);
    assert_eq!(ABI.stack.offset(3), 24);
    assert_eq!(ABI.argument(gpr, 8), None, "the ninth goes on the stack");
}

#[test]
fn the_generated_riscv64_abi_is_lp64d() {
    use opforge_compile::rv64::custom::{FAR_BASE, FRAME_POINTER, LINK_REGISTER, SCRATCH};
    use opforge_compile::rv64::lir::{ABI, REG_CLASSES};
    let (gpr, fpr) = (class(&REG_CLASSES, "gpr"), class(&REG_CLASSES, "fpr"));
    // a0-a7 are x10-x17, fa0-fa7 f10-f17; s0-s11 are x8, x9, x18-x27, fs0-fs11 likewise.
    let saved: Vec<u8> = [8, 9].into_iter().chain(18..=27).collect();
    assert_eq!(ABI.name, "LP64D");
    assert_eq!(
        ABI.class(gpr).arguments,
        &(10..=17).collect::<Vec<u8>>()[..]
    );
    assert_eq!(
        ABI.class(fpr).arguments,
        &(10..=17).collect::<Vec<u8>>()[..]
    );
    assert_eq!(ABI.class(gpr).results, &[10, 11]);
    assert_eq!(ABI.class(fpr).results, &[10, 11]);
    assert_eq!(ABI.class(gpr).callee_saved, &saved[..]);
    assert_eq!(ABI.class(fpr).callee_saved, &saved[..]);
    assert_eq!(ABI.class(gpr).reserved, &[0, 3, 4], "zero, gp, tp");
    assert_eq!((ABI.stack_pointer.class, ABI.stack_pointer.hw), (gpr, 2));
    // t6 and t5 the scratch registers, s0 the frame pointer, ra the link register.
    assert_eq!(
        (SCRATCH, FAR_BASE, FRAME_POINTER, LINK_REGISTER),
        (31, 30, 8, 1)
    );
    assert_eq!(REG_CLASSES[usize::from(gpr)].scratch, Some(31));
    assert_eq!(REG_CLASSES[usize::from(fpr)].scratch, Some(31));
    assert_eq!((ABI.stack.slot, ABI.stack.align), (8, 16));
    assert_eq!(ABI.argument(gpr, 8), None, "the ninth goes on the stack");
}

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source directory") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_fact_of_the_calling_convention_is_written_in_the_compiler() {
    // What the compiler wrote before the `abi` held it: the count of argument registers, the
    // callee-saved ranges, the argument registers numbered from 0, and the frame, link, scratch
    // and stack-pointer registers by number or by the machine layer's named constants.
    let forbidden = [
        "ARG_REGS",
        "fn is_callee_saved",
        "(19..=28)",
        "(8..=15)",
        "PReg::new(*k - 1",
        "*n > 8",
        "XReg::new(16",
        "XReg::new(17",
        "XReg::new(29",
        "XReg::new(30",
        "XReg::X16",
        "XReg::X17",
        "XReg::X29",
        "XReg::X30",
        "XRegOrSp::X16",
        "XRegOrSp::X17",
        "XRegOrSp::X29",
        "XRegOrSp::X30",
        "XRegOrSp::SP",
        "XRegOrSp::new(31",
        "u8 = 16;",
        "u8 = 17;",
        "u8 = 29;",
        "u8 = 30;",
        "u8 = 31;",
        "x(16)",
        "x(17)",
        "x(29)",
        "x(30)",
        "DReg::new(0)",
        "SReg::new(0)",
        "WReg::new(0)",
    ];
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() > 10, "the compiler's sources: {files:?}");
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for (n, line) in text.lines().enumerate() {
            // Comments may name the registers AAPCS64 gives these roles.
            let code = line.split("//").next().unwrap_or_default();
            for f in forbidden.iter().filter(|f| code.contains(**f)) {
                found.push(format!("{}:{}: `{f}` in {line}", file.display(), n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "calling-convention facts written in Rust (read them from `crate::lir::ABI`):\n{}",
        found.join("\n")
    );
}
