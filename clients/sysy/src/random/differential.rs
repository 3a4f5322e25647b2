//! The differential run of one program: the interpreter, `sysyc`'s executable and gcc `-O0`
//! under qemu, and what differs, for either target (`peer::Arch`): on RV64 `sysyc`'s code and
//! gcc's are linked by `riscv64-linux-gnu-gcc` with the RV64 runtime object and run under
//! `qemu-riscv64`.

use std::path::Path;
use std::time::Duration;

use super::shrink;
use crate::peer::{self, Arch};

/// The result of running one program through the interpreter, `sysyc`'s code and the gcc peer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// All three printed the same (NaN signs aside) and exited with the same status.
    Same,
    /// The interpreter or `sysyc`'s code differs from gcc: both expected forms (output, then
    /// the status line).
    Differ {
        /// Which differs from gcc: `interpreter` or `sysyc`.
        who: &'static str,
        /// Its expected form.
        ours: String,
        /// gcc's.
        theirs: String,
    },
    /// One side failed to run (the program does not check, the interpreter faults, gcc fails,
    /// qemu times out).
    Error(String),
}

/// Runs `source` with `input` in the interpreter (default limits), compiled by `sysyc` (with
/// the LIR verifier and regalloc2's checker on) and as C through gcc at `-O0` (`exe` is the
/// path to build to, `sysyc`'s executable beside it; `sylib` the runtime object from
/// [`peer::build_runtime`]), both under qemu, and compares them with gcc's: for A64, as
/// [`differential_on`] with [`Arch::Arm64`].
pub fn differential(source: &str, input: &[u8], exe: &Path, sylib: &Path) -> Verdict {
    differential_on(Arch::Arm64, source, input, exe, sylib)
}

/// [`differential`] for `arch`: `sysyc`'s code for `arch` and gcc's `-O0` build by `arch`'s
/// cross compiler, both linked with `sylib` (which must be `arch`'s, from
/// [`peer::build_runtime_for`]) and run under `arch`'s qemu.
pub fn differential_on(
    arch: Arch,
    source: &str,
    input: &[u8],
    exe: &Path,
    sylib: &Path,
) -> Verdict {
    differential_with_on(
        arch,
        source,
        input,
        exe,
        sylib,
        crate::interp::Limits::default(),
    )
}

/// [`differential`] with interpreter limits of its own (a shrinker's candidates may loop).
pub fn differential_with(
    source: &str,
    input: &[u8],
    exe: &Path,
    sylib: &Path,
    limits: crate::interp::Limits,
) -> Verdict {
    differential_with_on(Arch::Arm64, source, input, exe, sylib, limits)
}

/// [`differential_with`] for `arch` (as [`differential_on`]).
pub fn differential_with_on(
    arch: Arch,
    source: &str,
    input: &[u8],
    exe: &Path,
    sylib: &Path,
    limits: crate::interp::Limits,
) -> Verdict {
    let program = match crate::compile(source) {
        Ok(p) => p,
        Err(e) => return Verdict::Error(e.render("random.sy", source)),
    };
    let ours = match crate::interp::run(&program, input, limits) {
        Ok(o) => o.expected_form(),
        Err(e) => return Verdict::Error(format!("interpreter: {e}")),
    };
    let sy = exe.with_extension("sy");
    if let Err(e) = std::fs::write(&sy, source) {
        return Verdict::Error(format!("writing {}: {e}", sy.display()));
    }
    if let Err(e) = peer::build_for(arch, &sy, "-O0", sylib, exe) {
        return Verdict::Error(e.to_string());
    }
    let theirs = match peer::run_on(arch, exe, input, Duration::from_secs(20)) {
        Ok(r) => r.expected_form(),
        Err(e) => return Verdict::Error(format!("qemu: {e}")),
    };
    if !same_but_nan_signs(&ours, &theirs) {
        return Verdict::Differ {
            who: "interpreter",
            ours,
            theirs,
        };
    }
    let checks = crate::driver::Checks { backend: true };
    let compiled = exe.with_extension("sysyc");
    let built = crate::driver::object_for(arch, source, "random.sy", checks)
        .and_then(|object| crate::driver::link_with_for(arch, &object, sylib, &compiled));
    if let Err(e) = built {
        return Verdict::Error(format!("sysyc: {e}"));
    }
    let run = peer::run_on(arch, &compiled, input, Duration::from_secs(20));
    let _ = std::fs::remove_file(&compiled);
    let ours = match run {
        Ok(r) => r.expected_form(),
        Err(e) => return Verdict::Error(format!("sysyc's code under qemu: {e}")),
    };
    if same_but_nan_signs(&ours, &theirs) {
        Verdict::Same
    } else {
        Verdict::Differ {
            who: "sysyc",
            ours,
            theirs,
        }
    }
}

/// Equal, where `nan` and `-nan` count as equal (C leaves the sign of a NaN unspecified; RV64
/// prints every NaN as `nan`, its arithmetic giving the positive canonical NaN, where A64 and
/// the interpreter may print `-nan`).
pub fn same_but_nan_signs(a: &str, b: &str) -> bool {
    a.replace("-nan", "nan") == b.replace("-nan", "nan")
}

/// Shrinks a program that [`differential`] finds different, keeping candidates that the
/// interpreter finishes within 10^7 steps and that still differ.
pub fn shrink_difference(source: &str, input: &[u8], exe: &Path, sylib: &Path) -> String {
    shrink_difference_on(Arch::Arm64, source, input, exe, sylib)
}

/// [`shrink_difference`] for a program that [`differential_on`] finds different on `arch`.
pub fn shrink_difference_on(
    arch: Arch,
    source: &str,
    input: &[u8],
    exe: &Path,
    sylib: &Path,
) -> String {
    let limits = crate::interp::Limits {
        steps: 10_000_000,
        ..Default::default()
    };
    shrink(source, |s| {
        matches!(
            differential_with_on(arch, s, input, exe, sylib, limits),
            Verdict::Differ { .. }
        )
    })
}
