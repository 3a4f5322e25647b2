//! The contest's 100 functional programs compiled by `sysyc` (SysY IR from the checked program,
//! verified; lowered by `spec/lower-sysy-arm64.yaml` or `spec/lower-sysy-riscv64.yaml`; the LIR
//! verifier and regalloc2's checker on every function), linked with the runtime library, run
//! under `qemu-aarch64` or `qemu-riscv64` with their input, output and exit status compared with
//! the `.out` file as judges do.

mod common;

use std::time::Duration;
use sysyc::driver::{self, Checks};
use sysyc::peer::{self, Arch};

/// The longest a program may run under qemu.
const RUN_LIMIT: Duration = Duration::from_secs(30);

#[test]
fn functional_suite_passes_compiled_by_sysyc_under_qemu() {
    functional_suite_on(Arch::Arm64);
}

#[test]
fn functional_suite_passes_compiled_by_sysyc_for_riscv64_under_qemu() {
    functional_suite_on(Arch::Riscv64);
}

/// Every functional program compiled for `arch`, linked and run under its qemu.
fn functional_suite_on(arch: Arch) {
    let cases = common::cases("functional");
    assert_eq!(cases.len(), 100, "expected the 100 functional programs");
    let dir = common::tools_and_scratch(arch, "compiled");
    let sylib = dir.join("sylib.o");
    peer::build_runtime_for(arch, "-O2", &sylib)
        .unwrap_or_else(|e| panic!("the runtime library: {e}"));
    let checks = Checks { backend: true };
    let results = common::parallel(&cases, 2, |c| {
        let src = std::fs::read_to_string(&c.sy).map_err(|e| e.to_string())?;
        let object = driver::object_for(arch, &src, &c.name, checks).map_err(|e| e.to_string())?;
        let exe = dir.join(&c.name);
        driver::link_with_for(arch, &object, &sylib, &exe).map_err(|e| e.to_string())?;
        let run = peer::run_on(arch, &exe, &c.input, RUN_LIMIT);
        let _ = std::fs::remove_file(&exe);
        common::compare(&run?.expected_form(), &c.expected)
    });
    let _ = std::fs::remove_dir_all(&dir);
    let failures: Vec<String> = cases
        .iter()
        .zip(&results)
        .filter_map(|(c, r)| r.as_ref().err().map(|e| format!("{}: {e}", c.name)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} functional programs fail compiled by sysyc for {}:\n{}",
        failures.len(),
        cases.len(),
        arch.name(),
        failures.join("\n")
    );
}
