//! Static AArch64 executables, written directly (no linker): owns the ELF file (one header, one
//! loadable read-execute segment holding the code at [`BASE`]) and the `_start` harness that
//! calls a module's function once per argument list, writes each 64-bit result to stdout as 8
//! little-endian bytes (the `write` system call), and ends through `exit(0)`. One executable
//! runs many cases, so `qemu-aarch64` starts once per test file, not once per case.

use opforge_arm64::{CodeBuffer, Inst, Label, XReg, XRegOrSp};

use crate::custom::constant;

/// The address the segment is loaded at.
pub const BASE: u64 = 0x40_0000;
/// Size of the ELF header.
const EHDR: u64 = 64;
/// Size of one program header.
const PHDR: u64 = 56;

/// Why the harness could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HarnessError(pub String);

impl std::fmt::Display for HarnessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for HarnessError {}

fn harness(e: impl std::fmt::Display) -> HarnessError {
    HarnessError(e.to_string())
}

/// Emits `_start` into `buf` (which must be empty: the entry is its first word): for each case,
/// its integer arguments in x0.., `bl` to its function's label, the result stored and written to
/// stdout; then `exit(0)`.
pub fn start(buf: &mut CodeBuffer, cases: &[(Label, Vec<i64>)]) -> Result<(), HarnessError> {
    let sp = XRegOrSp::SP;
    let x = |n: u8| XReg::new(n).map_err(harness);
    for (target, args) in cases {
        if args.len() > 8 {
            return Err(HarnessError(format!(
                "{} arguments; the harness passes at most 8",
                args.len()
            )));
        }
        for (i, &a) in args.iter().enumerate() {
            for inst in constant(i as u8, a as u64, 64).map_err(harness)? {
                buf.emit(inst);
            }
        }
        buf.emit_to(Inst::bl(0).map_err(harness)?, *target)
            .map_err(harness)?;
        // str x0, [sp, #-16]!; write(1, sp, 8); add sp, sp, #16
        buf.emit(Inst::str_x_pre(x(0)?, sp, -16).map_err(harness)?);
        system_call(buf, 64, &[1, -1, 8])?;
        buf.emit(Inst::add_x_imm(sp, sp, 16, 0).map_err(harness)?);
    }
    system_call(buf, 93, &[0])?;
    Ok(())
}

/// `svc #0` with the call number in x8 and arguments in x0..; an argument of -1 is the stack
/// pointer.
fn system_call(buf: &mut CodeBuffer, number: u64, args: &[i64]) -> Result<(), HarnessError> {
    for (i, &a) in args.iter().enumerate() {
        if a == -1 {
            let r = XRegOrSp::new(i as u8).map_err(harness)?;
            buf.emit(Inst::mov_x_sp(r, XRegOrSp::SP).map_err(harness)?);
        } else {
            for inst in constant(i as u8, a as u64, 64).map_err(harness)? {
                buf.emit(inst);
            }
        }
    }
    for inst in constant(8, number, 64).map_err(harness)? {
        buf.emit(inst);
    }
    buf.emit(Inst::svc(0).map_err(harness)?);
    Ok(())
}

/// A static ELF executable whose one segment holds `code` and whose entry is its first byte.
pub fn executable(code: &[u8]) -> Vec<u8> {
    let entry = BASE + EHDR + PHDR;
    let size = EHDR + PHDR + code.len() as u64;
    let mut f = Vec::with_capacity(size as usize);
    // e_ident: magic, 64-bit, little-endian, version 1, System V ABI.
    f.extend_from_slice(&[0x7f, b'E', b'L', b'F', 2, 1, 1, 0]);
    f.extend_from_slice(&[0; 8]);
    f.extend_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    f.extend_from_slice(&183u16.to_le_bytes()); // EM_AARCH64
    f.extend_from_slice(&1u32.to_le_bytes()); // EV_CURRENT
    f.extend_from_slice(&entry.to_le_bytes());
    f.extend_from_slice(&EHDR.to_le_bytes()); // e_phoff
    f.extend_from_slice(&0u64.to_le_bytes()); // e_shoff
    f.extend_from_slice(&0u32.to_le_bytes()); // e_flags
    f.extend_from_slice(&(EHDR as u16).to_le_bytes());
    f.extend_from_slice(&(PHDR as u16).to_le_bytes());
    f.extend_from_slice(&1u16.to_le_bytes()); // e_phnum
    f.extend_from_slice(&64u16.to_le_bytes()); // e_shentsize
    f.extend_from_slice(&0u16.to_le_bytes()); // e_shnum
    f.extend_from_slice(&0u16.to_le_bytes()); // e_shstrndx
    // The one PT_LOAD segment: the whole file, read and execute.
    f.extend_from_slice(&1u32.to_le_bytes());
    f.extend_from_slice(&5u32.to_le_bytes()); // PF_R | PF_X
    f.extend_from_slice(&0u64.to_le_bytes()); // p_offset
    f.extend_from_slice(&BASE.to_le_bytes()); // p_vaddr
    f.extend_from_slice(&BASE.to_le_bytes()); // p_paddr
    f.extend_from_slice(&size.to_le_bytes()); // p_filesz
    f.extend_from_slice(&size.to_le_bytes()); // p_memsz
    f.extend_from_slice(&0x1000u64.to_le_bytes()); // p_align
    f.extend_from_slice(code);
    f
}

/// Where `qemu-aarch64` is, or how to install it.
pub fn qemu() -> Result<std::path::PathBuf, HarnessError> {
    let candidates = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    candidates
        .into_iter()
        .map(|d| d.join("qemu-aarch64"))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            HarnessError(
                "qemu-aarch64 not found: install Debian's qemu-user (`apt-get install qemu-user`, which .ci/setup does)"
                    .into(),
            )
        })
}

/// Writes `elf` to a file in `dir`, runs it under qemu-aarch64 and returns the 64-bit results it
/// wrote.
pub fn run(elf: &[u8], dir: &std::path::Path, name: &str) -> Result<Vec<i64>, HarnessError> {
    use std::os::unix::fs::PermissionsExt;
    let qemu = qemu()?;
    std::fs::create_dir_all(dir).map_err(harness)?;
    let path = dir.join(name);
    std::fs::write(&path, elf).map_err(harness)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).map_err(harness)?;
    let out = std::process::Command::new(qemu)
        .arg(&path)
        .output()
        .map_err(harness)?;
    if !out.status.success() {
        return Err(HarnessError(format!(
            "{} exited with {}: {}",
            path.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(out
        .stdout
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
        .collect())
}
