//! The compiler's pipeline as `sysyc` runs it: owns the order of the passes from source text to
//! what the command line writes, and the errors of each. Source → checked program
//! ([`crate::compile`]) → SysY IR ([`crate::irgen`], verified by every rule of `sysy_ir`) → A64
//! LIR ([`crate::codegen`], from `spec/lower-sysy-arm64.yaml`) → opforge-compile's back end
//! (regalloc2, frames, emission) → an ELF object, GNU assembly, or a static executable linked
//! with the runtime library (`runtime/sylib.c`) by `aarch64-linux-gnu-gcc`.

use core::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;

use opforge_cfg::{Module, ModuleReport};
use opforge_compile::rv64::target::Rv64;
use opforge_compile::{A64, CompileError, LirModule};
use sysy_ir::Opcode;

use crate::codegen::{self, CodegenError, Lowered, Machine};
use crate::irgen::{self, IrGenError};
use crate::peer::Arch;

/// The runtime library's C source, built into `sysyc` so it links from anywhere.
pub const SYLIB_C: &str = include_str!("../runtime/sylib.c");
/// The header the library's source includes.
pub const SYLIB_H: &str = include_str!("../runtime/sylib.h");

/// Why a program did not compile or link.
#[derive(Debug)]
pub enum DriverError {
    /// The program has an error (rendered with its file name, line and a caret).
    Source(String),
    /// IR generation failed (an internal limit or a bug).
    IrGen(IrGenError),
    /// The generated IR broke a rule of the SysY IR (a bug of `sysyc`).
    Verify(ModuleReport),
    /// Lowering to the LIR failed.
    Codegen(CodegenError),
    /// The back end failed.
    Backend(CompileError),
    /// The linker failed or could not run.
    Link(String),
    /// A file could not be read or written.
    Io(String),
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DriverError::Source(e) => f.write_str(e.trim_end()),
            DriverError::IrGen(e) => write!(f, "internal error: {e}"),
            DriverError::Verify(r) => {
                write!(f, "internal error: the generated IR does not verify:\n{r}")
            }
            DriverError::Codegen(e) => write!(f, "code generation failed: {e}"),
            DriverError::Backend(e) => write!(f, "the back end failed: {e}"),
            DriverError::Link(e) => write!(f, "linking failed: {e}"),
            DriverError::Io(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for DriverError {}

impl DriverError {
    /// The exit status `sysyc` reports it with: 101 for the program's errors, 103 for the
    /// compiler's own, 104 for the linker's or the file system's.
    pub fn status(&self) -> u8 {
        match self {
            DriverError::Source(_) => 101,
            DriverError::Link(_) | DriverError::Io(_) => 104,
            _ => 103,
        }
    }
}

/// How much checking the pipeline does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checks {
    /// Run the LIR verifier on every function and regalloc2's checker on every allocation
    /// (the tests' setting; the IR verifier always runs).
    pub backend: bool,
}

/// The verified SysY IR of source `src` (named `file` in errors).
pub fn ir(src: &str, file: &str) -> Result<Module<Opcode>, DriverError> {
    let program = crate::compile(src).map_err(|e| DriverError::Source(e.render(file, src)))?;
    let module = irgen::generate(&program).map_err(DriverError::IrGen)?;
    sysy_ir::verify(&module).map_err(DriverError::Verify)?;
    Ok(module)
}

/// The LIR module of source `src`.
pub fn lir(src: &str, file: &str, checks: Checks) -> Result<LirModule, DriverError> {
    let mut lir = lowered::<A64>(src, file)?.into_lir_module();
    lir.options.checked = checks.backend;
    Ok(lir)
}

/// Source `src` lowered to machine `M`'s LIR, its names the linker's (see [`symbol`]).
pub fn lowered<M: Machine>(src: &str, file: &str) -> Result<Lowered<M>, DriverError> {
    let module = ir(src, file)?;
    let mut lowered = codegen::lower_module_for::<M>(&module).map_err(DriverError::Codegen)?;
    for f in &mut lowered.functions {
        let name = symbol(f.name());
        f.set_name(name);
    }
    for d in &mut lowered.data {
        d.name = symbol(&d.name);
    }
    Ok(lowered)
}

/// The LIR of source `src` for `arch`, as the text format prints it, function after function.
pub fn lir_text(arch: Arch, src: &str, file: &str) -> Result<String, DriverError> {
    fn text<M: Machine>(lowered: Lowered<M>) -> String {
        lowered.functions.iter().map(opforge_cfg::print).collect()
    }
    Ok(match arch {
        Arch::Arm64 => text(lowered::<A64>(src, file)?),
        Arch::Riscv64 => text(lowered::<Rv64>(src, file)?),
    })
}

/// The ELF relocatable object of source `src` for `arch` (for A64, [`object`]'s).
pub fn object_for(
    arch: Arch,
    src: &str,
    file: &str,
    checks: Checks,
) -> Result<Vec<u8>, DriverError> {
    match arch {
        Arch::Arm64 => object(src, file, checks),
        Arch::Riscv64 => lowered::<Rv64>(src, file)?
            .object(checks.backend)
            .map_err(DriverError::Backend),
    }
}

/// The linker's name of a program's function or global: `main` is itself; every other name
/// takes the prefix `sy.`, which no C name has, so a program may call a function `putint`,
/// `read` or `exit` without taking the place of the runtime library's or the C library's.
pub fn symbol(name: &str) -> String {
    if name == "main" {
        name.to_owned()
    } else {
        format!("sy.{name}")
    }
}

/// The ELF relocatable object of source `src`.
pub fn object(src: &str, file: &str, checks: Checks) -> Result<Vec<u8>, DriverError> {
    lir(src, file, checks)?
        .object()
        .map_err(DriverError::Backend)
}

/// GNU assembly of source `src`, which `aarch64-linux-gnu-as` assembles into the object
/// [`object`] writes.
pub fn assembly(src: &str, file: &str, checks: Checks) -> Result<String, DriverError> {
    lir(src, file, checks)?
        .assembly()
        .map_err(DriverError::Backend)
}

/// A scratch directory, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, DriverError> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("sysyc-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .map_err(|e| DriverError::Io(format!("cannot create {}: {e}", dir.display())))?;
        Ok(Scratch(dir))
    }
}

impl Scratch {
    /// Writes `bytes` to the file `name` in the directory.
    fn write(&self, name: &str, bytes: &[u8]) -> Result<PathBuf, DriverError> {
        let path = self.0.join(name);
        std::fs::write(&path, bytes)
            .map_err(|e| DriverError::Io(format!("cannot write {}: {e}", path.display())))?;
        Ok(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Links `object` (an ELF object `sysyc` wrote) with the runtime library into the static
/// executable `exe`, with `aarch64-linux-gnu-gcc` (which compiles the library's embedded
/// source at `-O2` on the way).
pub fn link(object: &[u8], exe: &Path) -> Result<(), DriverError> {
    link_for(Arch::Arm64, object, exe)
}

/// [`link`] for `arch`, by its cross compiler.
pub fn link_for(arch: Arch, object: &[u8], exe: &Path) -> Result<(), DriverError> {
    let scratch = Scratch::new()?;
    scratch.write("sylib.h", SYLIB_H.as_bytes())?;
    let sylib = scratch.write("sylib.c", SYLIB_C.as_bytes())?;
    link_with_for(arch, object, &sylib, exe)
}

/// [`link`] with the runtime library given as a file: its C source, or an object built from
/// it (as `peer::build_runtime` builds one, for a test linking many programs).
pub fn link_with(object: &[u8], runtime: &Path, exe: &Path) -> Result<(), DriverError> {
    link_with_for(Arch::Arm64, object, runtime, exe)
}

/// [`link_with`] for `arch`, by its cross compiler (a runtime object must be `arch`'s, as
/// `peer::build_runtime_for` builds it).
pub fn link_with_for(
    arch: Arch,
    object: &[u8],
    runtime: &Path,
    exe: &Path,
) -> Result<(), DriverError> {
    let scratch = Scratch::new()?;
    let obj = scratch.write("program.o", object)?;
    let gcc = arch.gcc();
    let out = Command::new(gcc)
        .args(["-O2", "-static", "-w"])
        .arg(&obj)
        .arg(runtime)
        .arg("-o")
        .arg(exe)
        .output()
        .map_err(|e| DriverError::Link(format!("cannot run {gcc}: {e}; {}", arch.install())))?;
    if !out.status.success() {
        return Err(DriverError::Link(
            String::from_utf8_lossy(&out.stderr).into_owned(),
        ));
    }
    Ok(())
}

/// Compiles source `src` into the static executable `exe`.
pub fn executable(src: &str, file: &str, exe: &Path, checks: Checks) -> Result<(), DriverError> {
    executable_for(Arch::Arm64, src, file, exe, checks)
}

/// [`executable`] for `arch`.
pub fn executable_for(
    arch: Arch,
    src: &str,
    file: &str,
    exe: &Path,
    checks: Checks,
) -> Result<(), DriverError> {
    link_for(arch, &object_for(arch, src, file, checks)?, exe)
}
