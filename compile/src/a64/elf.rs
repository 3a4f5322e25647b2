//! Static AArch64 executables, written directly (no linker): owns the ELF file (one header, one
//! loadable segment holding the code at [`BASE`], writable for the harness's two data words)
//! and the `_start` harness that calls a module's function once per argument list, writes a
//! 16-byte record per case to stdout (a status, 0 or a trap code, and the 64-bit result;
//! the `write` system call), and ends through `exit(0)`. A trap does not end the run: compiled
//! code branches to the harness's trap stub, which resumes with the next case. One executable
//! runs many cases, so `qemu-aarch64` starts once per test file, not once per case.
//!
//! The harness calls as the table's calling convention says (the generated `ABI`: argument and
//! result registers per class, stack arguments' slots and alignment, the stack pointer, the
//! scratch register a trap hands its code in); its own two temporaries, x9 and x10, must be no
//! argument or result register of it, which [`start`] checks.

use opforge_arm64::{CodeBuffer, DReg, Inst, Label, SReg, WReg, XReg, XRegOrSp};
use opforge_cfg::lir::Bank;

use crate::a64::target::SCRATCH;
use crate::code::{Data, DataContents, DataSection};
use crate::custom::constant;
use crate::emit::table_class;
use crate::lir::ABI;
use crate::regalloc::{STACK_ARGS, reg_class};

/// The harness's own temporaries (the bits of a float argument or a stack argument, the address
/// of its data words): general registers no argument or result is in, so setting them before a
/// call disturbs nothing the call reads.
const TEMPS: [u8; 2] = [9, 10];

/// The address the segment is loaded at.
pub const BASE: u64 = 0x40_0000;
/// Size of the ELF header.
const EHDR: u64 = 64;
/// Size of one program header.
const PHDR: u64 = 56;
/// The address of the code's first byte (the entry), after the two headers at [`BASE`].
pub const CODE: u64 = BASE + EHDR + PHDR;

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

/// What a case's function returns, so the harness knows where the result is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKind {
    /// An integer in x0.
    Int,
    /// A single in s0 (its bits are written).
    F32,
    /// A double in d0 (its bits are written).
    F64,
}

/// An argument the harness passes: integers in x0.. in order, floats in d0.. (s0..) in order,
/// as AAPCS64 does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HarnessArg {
    /// An integer (its 64 bits).
    Int(i64),
    /// A single, by its bits.
    F32(u32),
    /// A double, by its bits.
    F64(u64),
}

/// One call the harness makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HarnessCase {
    /// The function's label.
    pub target: Label,
    /// Its arguments.
    pub args: Vec<HarnessArg>,
    /// Where its result is.
    pub result: ResultKind,
}

/// How a case ended, as the harness wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseResult {
    /// The function returned these 64 bits.
    Returned(i64),
    /// The function branched to the trap stub with this code (see [`crate::trap::TrapCode`])
    /// and x0 (the thrown value of a THROW; meaningless for a trap).
    Trapped(u64, i64),
}

/// The table class of a bank's registers and that class's first result register.
fn class_and_result(bank: Bank) -> Result<(u8, u8), HarnessError> {
    let class = table_class(&crate::lir::REG_CLASSES, reg_class(bank))
        .ok_or_else(|| HarnessError(format!("the LIR has no register class of bank {bank:?}")))?;
    let result = ABI.result(class, 0).ok_or_else(|| {
        HarnessError(format!("the `abi` has no result register of bank {bank:?}"))
    })?;
    Ok((class, result))
}

/// Emits `_start` into `buf` (which must be empty: the entry is its first word): for each case,
/// its arguments as the `abi` passes them (x0.., d0.., the rest on the stack), the stack pointer
/// and the case's resume address saved in the
/// data words, `bl` to its function, and a 16-byte record (status 0 and the result) written to
/// stdout; then `exit(0)`. Returns the label of the trap stub, where compiled code branches with
/// a trap code in x16: it restores the saved stack pointer and resumes the case, which writes
/// the record (the code and x0). Callee-saved registers are not restored after a trap, so the
/// harness keeps nothing in registers across a call.
pub fn start(buf: &mut CodeBuffer, cases: &[HarnessCase]) -> Result<Label, HarnessError> {
    let (int_class, int_result) = class_and_result(Bank::Int)?;
    let (float_class, float_result) = class_and_result(Bank::Float)?;
    let passing = |c: u8| {
        let c = ABI.class(c);
        c.arguments.iter().chain(c.results)
    };
    if let Some(t) = TEMPS.iter().find(|t| passing(int_class).any(|r| r == *t)) {
        return Err(HarnessError(format!(
            "the harness's temporary x{t} is an argument or result register of the `abi`"
        )));
    }
    let [t0, t1] = TEMPS;
    let sp = XRegOrSp::new(ABI.stack_pointer.hw).map_err(harness)?;
    let x = |n: u8| XReg::new(n).map_err(harness);
    let fixup = |e: opforge_arm64::BufferError| HarnessError(e.to_string());
    let save = buf.new_label();
    let stub = buf.new_label();
    for case in cases {
        // Each class's first arguments in its argument registers, the rest in stack slots in
        // argument order, stored first (through x9) in a reservation the case gives back after.
        let (mut ints, mut floats) = (0usize, 0usize);
        let mut stacked: Vec<u64> = Vec::new();
        let in_registers: Vec<(u64, Option<bool>, u8)> = case
            .args
            .iter()
            .filter_map(|&a| {
                let (bits, float) = match a {
                    HarnessArg::Int(v) => (v as u64, None),
                    HarnessArg::F32(b) => (u64::from(b), Some(false)),
                    HarnessArg::F64(b) => (b, Some(true)),
                };
                let (n, class) = if float.is_some() {
                    (&mut floats, float_class)
                } else {
                    (&mut ints, int_class)
                };
                let register = ABI.argument(class, *n);
                *n += 1;
                match register {
                    Some(r) => Some((bits, float, r)),
                    None => {
                        stacked.push(bits);
                        None
                    }
                }
            })
            .collect();
        if stacked.len() > STACK_ARGS {
            return Err(HarnessError(format!(
                "{} arguments on the stack; the harness passes at most {STACK_ARGS}",
                stacked.len()
            )));
        }
        let reservation = ABI.stack.area(stacked.len());
        if reservation > 0 {
            buf.emit(Inst::sub_x_imm(sp, sp, reservation as i64, 0).map_err(harness)?);
            for (k, &bits) in stacked.iter().enumerate() {
                for inst in constant(t0, bits, 64).map_err(harness)? {
                    buf.emit(inst);
                }
                let off = ABI.stack.offset(k) as i64;
                buf.emit(Inst::str_x_uoff(x(t0)?, sp, off).map_err(harness)?);
            }
        }
        for (bits, float, register) in in_registers {
            // A float goes through x9: its bits, then FMOV into its register.
            let rd = if float.is_some() { t0 } else { register };
            for inst in constant(rd, bits, 64).map_err(harness)? {
                buf.emit(inst);
            }
            match float {
                Some(true) => buf.emit(
                    Inst::fmov_d_from_x(DReg::new(register).map_err(harness)?, x(t0)?)
                        .map_err(harness)?,
                ),
                Some(false) => buf.emit(
                    Inst::fmov_s_from_w(
                        SReg::new(register).map_err(harness)?,
                        WReg::new(t0).map_err(harness)?,
                    )
                    .map_err(harness)?,
                ),
                None => {}
            }
        }
        let (resume, write) = (buf.new_label(), buf.new_label());
        let (t0_base, t1_base) = (
            XRegOrSp::new(t0).map_err(harness)?,
            XRegOrSp::new(t1).map_err(harness)?,
        );
        // save[0] = sp; save[1] = resume
        buf.emit(Inst::mov_x_sp(t0_base, sp).map_err(harness)?);
        buf.emit_to(Inst::adr(x(t1)?, 0).map_err(harness)?, save)
            .map_err(fixup)?;
        buf.emit(Inst::str_x_uoff(x(t0)?, t1_base, 0).map_err(harness)?);
        buf.emit_to(Inst::adr(x(t0)?, 0).map_err(harness)?, resume)
            .map_err(fixup)?;
        buf.emit(Inst::str_x_uoff(x(t0)?, t1_base, 8).map_err(harness)?);
        buf.emit_to(Inst::bl(0).map_err(harness)?, case.target)
            .map_err(fixup)?;
        // The record's result: the integer result register (x0), where a float result's bits
        // are moved.
        match case.result {
            ResultKind::Int => {}
            ResultKind::F32 => buf.emit(
                Inst::fmov_w_from_s(
                    WReg::new(int_result).map_err(harness)?,
                    SReg::new(float_result).map_err(harness)?,
                )
                .map_err(harness)?,
            ),
            ResultKind::F64 => buf.emit(
                Inst::fmov_x_from_d(x(int_result)?, DReg::new(float_result).map_err(harness)?)
                    .map_err(harness)?,
            ),
        }
        buf.emit(Inst::movz_x(x(SCRATCH)?, 0, 0).map_err(harness)?);
        buf.emit_to(Inst::b(0).map_err(harness)?, write)
            .map_err(fixup)?;
        // A trap resumes here with its code in x16 (and a thrown value in x0).
        buf.bind(resume).map_err(fixup)?;
        buf.bind(write).map_err(fixup)?;
        // stp x16, x0, [sp, #-16]!; write(1, sp, 16); add sp, sp, #16
        buf.emit(Inst::stp_x_pre(x(SCRATCH)?, x(int_result)?, sp, -16).map_err(harness)?);
        system_call(buf, 64, &[1, -1, 16])?;
        buf.emit(Inst::add_x_imm(sp, sp, 16 + reservation as i64, 0).map_err(harness)?);
    }
    system_call(buf, 93, &[0])?;
    // The trap stub: sp = save[0]; br save[1].
    buf.bind(stub).map_err(fixup)?;
    let (t0_base, t1_base) = (
        XRegOrSp::new(t0).map_err(harness)?,
        XRegOrSp::new(t1).map_err(harness)?,
    );
    buf.emit_to(Inst::adr(x(t0)?, 0).map_err(harness)?, save)
        .map_err(fixup)?;
    buf.emit(Inst::ldr_x_uoff(x(t1)?, t0_base, 0).map_err(harness)?);
    buf.emit(Inst::mov_x_sp(sp, t1_base).map_err(harness)?);
    buf.emit(Inst::ldr_x_uoff(x(t1)?, t0_base, 8).map_err(harness)?);
    buf.emit(Inst::br(x(t1)?).map_err(harness)?);
    // The data words (the segment is writable).
    buf.bind(save).map_err(fixup)?;
    for _ in 0..4 {
        buf.emit_word(0);
    }
    Ok(stub)
}

/// `svc #0` with the call number in x8 and arguments in x0.. (Linux's system call convention,
/// not the procedure call standard of the table's `abi`); an argument of -1 is the stack
/// pointer.
fn system_call(buf: &mut CodeBuffer, number: u64, args: &[i64]) -> Result<(), HarnessError> {
    let sp = XRegOrSp::new(ABI.stack_pointer.hw).map_err(harness)?;
    for (i, &a) in args.iter().enumerate() {
        if a == -1 {
            let r = XRegOrSp::new(i as u8).map_err(harness)?;
            buf.emit(Inst::mov_x_sp(r, sp).map_err(harness)?);
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

/// A module's data items placed after the code of an executable (see [`place_data`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlacedData {
    /// The address of each data item, in order.
    pub addresses: Vec<u64>,
    /// The bytes after the code in the file: the items with contents (initialized or
    /// read-only), each at its address, with the padding between them.
    pub file: Vec<u8>,
    /// Zero bytes in memory past the end of the file: the zero-filled writable items.
    pub zeros: u64,
}

/// Why data items could not be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// An item's alignment is not a power of two.
    BadAlignment {
        /// The item's name.
        name: String,
    },
    /// The items do not fit in the address space.
    TooLarge,
}

impl core::fmt::Display for PlaceError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PlaceError::BadAlignment { name } => {
                write!(f, "data item `{name}`: its alignment is not a power of two")
            }
            PlaceError::TooLarge => f.write_str("the data items do not fit in memory"),
        }
    }
}

impl std::error::Error for PlaceError {}

/// Places `data` from address `end` (the first byte past the code): first every item with
/// bytes in the file (initialized, and read-only ones, zeros included), then the zero-filled
/// writable ones past the file's end, each at a multiple of its alignment.
pub fn place_data(end: u64, data: &[Data]) -> Result<PlacedData, PlaceError> {
    let mut placed = PlacedData {
        addresses: vec![0; data.len()],
        ..PlacedData::default()
    };
    let mut at = end;
    for in_file in [true, false] {
        for (k, d) in data.iter().enumerate() {
            if (d.section() != DataSection::Bss) != in_file {
                continue;
            }
            if !d.align.is_power_of_two() {
                return Err(PlaceError::BadAlignment {
                    name: d.name.clone(),
                });
            }
            let start = at
                .checked_next_multiple_of(d.align)
                .ok_or(PlaceError::TooLarge)?;
            let next = start.checked_add(d.size()).ok_or(PlaceError::TooLarge)?;
            placed.addresses[k] = start;
            if in_file {
                let pad = usize::try_from(start - at).map_err(|_| PlaceError::TooLarge)?;
                placed.file.extend(core::iter::repeat_n(0, pad));
                match &d.contents {
                    DataContents::Bytes(b) => placed.file.extend_from_slice(b),
                    DataContents::Zero(n) => {
                        let n = usize::try_from(*n).map_err(|_| PlaceError::TooLarge)?;
                        placed.file.extend(core::iter::repeat_n(0, n));
                    }
                }
            } else {
                placed.zeros = next - (end + placed.file.len() as u64);
            }
            at = next;
        }
    }
    Ok(placed)
}

/// A static ELF executable whose one segment holds `code` and whose entry is its first byte.
pub fn executable(code: &[u8]) -> Vec<u8> {
    executable_with_data(code, &PlacedData::default())
}

/// [`executable`] with data items after the code: `data.file` in the file, `data.zeros` zero
/// bytes past it in memory.
pub fn executable_with_data(code: &[u8], data: &PlacedData) -> Vec<u8> {
    let entry = CODE;
    let size = EHDR + PHDR + code.len() as u64 + data.file.len() as u64;
    let memory = size + data.zeros;
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
    // The one PT_LOAD segment: the whole file, read, write (the harness's data words) and
    // execute.
    f.extend_from_slice(&1u32.to_le_bytes());
    f.extend_from_slice(&7u32.to_le_bytes()); // PF_R | PF_W | PF_X
    f.extend_from_slice(&0u64.to_le_bytes()); // p_offset
    f.extend_from_slice(&BASE.to_le_bytes()); // p_vaddr
    f.extend_from_slice(&BASE.to_le_bytes()); // p_paddr
    f.extend_from_slice(&size.to_le_bytes()); // p_filesz
    f.extend_from_slice(&memory.to_le_bytes()); // p_memsz
    f.extend_from_slice(&0x1000u64.to_le_bytes()); // p_align
    f.extend_from_slice(code);
    f.extend_from_slice(&data.file);
    f
}

pub use crate::qemu::{qemu, run};
