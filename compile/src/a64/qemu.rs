//! Running an A64 executable of [`crate::elf`] under `qemu-aarch64`, through the back end's
//! [`Emulator`].

use std::path::{Path, PathBuf};

pub use crate::emulator::{DEFAULT_TIME_LIMIT, Emulator, RunError};
use crate::executable::{CaseResult, HarnessError};

/// The emulator of A64 executables.
pub const QEMU_AARCH64: Emulator = Emulator("qemu-aarch64");

/// Where `qemu-aarch64` is, or how to install it.
pub fn qemu() -> Result<PathBuf, HarnessError> {
    QEMU_AARCH64.path()
}

/// Writes `elf` to a file in `dir`, runs it under qemu-aarch64 (stopped after
/// [`DEFAULT_TIME_LIMIT`]) and returns how each case ended.
pub fn run(elf: &[u8], dir: &Path, name: &str) -> Result<Vec<CaseResult>, HarnessError> {
    QEMU_AARCH64.run(elf, dir, name)
}
