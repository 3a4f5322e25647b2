//! The C peer: each functional program compiled as C by `aarch64-linux-gnu-gcc` (at `-O0` and
//! at `-O2`) with this crate's runtime library (`runtime/sylib.c`, `sylib.h` force-included), run
//! under `qemu-aarch64` with its input, and compared with the `.out` file; and the same for RV64
//! by `riscv64-linux-gnu-gcc` under `qemu-riscv64`. This checks the runtime library and the peer
//! later benchmarks and the random programs' differential compare with. Programs that are SysY
//! but not C (arrays sized by a `const int`) go through [`sysyc::peer::as_c`], and every one
//! must pass on both targets.

mod common;

use std::time::Duration;
use sysyc::peer::{self, Arch, BuildError};

/// The longest a program may run under qemu.
const RUN_LIMIT: Duration = Duration::from_secs(20);

enum Verdict {
    Pass,
    NotC(String),
    Fail(String),
}

/// Every functional program compiled as C by `arch`'s gcc at `opt`, run under `arch`'s qemu.
fn suite_at(arch: Arch, opt: &str) {
    let cases = common::cases("functional");
    let dir = common::tools_and_scratch(arch, &format!("gcc-peer{opt}"));
    let sylib = dir.join("sylib.o");
    if let Err(e) = peer::build_runtime_for(arch, opt, &sylib) {
        panic!(
            "runtime/sylib.c does not compile at {opt} for {}: {e}",
            arch.name()
        );
    }
    let verdicts = common::parallel(&cases, 2, |c| {
        let exe = dir.join(&c.name);
        match peer::build_for(arch, &c.sy, opt, &sylib, &exe) {
            Ok(()) => {}
            Err(BuildError::NotC(why)) => return Verdict::NotC(why),
            Err(e) => return Verdict::Fail(e.to_string()),
        }
        let r = peer::run_on(arch, &exe, &c.input, RUN_LIMIT);
        let _ = std::fs::remove_file(&exe);
        match r.and_then(|r| common::compare(&r.expected_form(), &c.expected)) {
            Ok(()) => Verdict::Pass,
            Err(e) => Verdict::Fail(e),
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let mut passed = 0;
    let mut not_c = Vec::new();
    let mut failures = Vec::new();
    for (c, v) in cases.iter().zip(verdicts) {
        match v {
            Verdict::Pass => passed += 1,
            Verdict::NotC(why) => not_c.push(format!("{}: {why}", c.name)),
            Verdict::Fail(why) => failures.push(format!("{}: {why}", c.name)),
        }
    }
    eprintln!(
        "{} gcc {opt} under qemu: {passed} of {} pass; {} are not valid C:\n{}",
        arch.name(),
        cases.len(),
        not_c.len(),
        not_c.join("\n")
    );
    assert!(
        failures.is_empty(),
        "{} functional programs fail when compiled by {} {opt}:\n{}",
        failures.len(),
        arch.gcc(),
        failures.join("\n")
    );
    // `peer::as_c` makes every functional program C: none is left out.
    assert!(
        not_c.is_empty(),
        "not valid C after peer::as_c:\n{}",
        not_c.join("\n")
    );
    assert_eq!(passed, cases.len());
}

#[test]
fn functional_suite_passes_compiled_by_gcc_o0_under_qemu() {
    suite_at(Arch::Arm64, "-O0");
}

#[test]
fn functional_suite_passes_compiled_by_gcc_o2_under_qemu() {
    suite_at(Arch::Arm64, "-O2");
}

#[test]
fn functional_suite_passes_compiled_by_riscv64_gcc_o0_under_qemu() {
    suite_at(Arch::Riscv64, "-O0");
}

#[test]
fn functional_suite_passes_compiled_by_riscv64_gcc_o2_under_qemu() {
    suite_at(Arch::Riscv64, "-O2");
}
