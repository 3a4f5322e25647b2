//! Static AArch64 executables: owns the `_start` harness (the ELF file and the data items'
//! placement are the back end's, [`crate::executable`], re-exported here), the harness that calls a module's function once per argument list, writes a
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
use crate::custom::constant;
use crate::emit::table_class;
use crate::executable::harness;
pub use crate::executable::{
    BASE, CODE, CaseResult, ElfMachine, HarnessArg, HarnessCase, HarnessError, PlaceError,
    PlacedData, ResultKind, executable_for, place_data,
};
use crate::lir::ABI;
use crate::regalloc::{STACK_ARGS, reg_class};

/// The harness's own temporaries (the bits of a float argument or a stack argument, the address
/// of its data words): general registers no argument or result is in, so setting them before a
/// call disturbs nothing the call reads.
const TEMPS: [u8; 2] = [9, 10];

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
pub fn start(buf: &mut CodeBuffer, cases: &[HarnessCase<Label>]) -> Result<Label, HarnessError> {
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

/// A static A64 executable whose one segment holds `code` and whose entry is its first byte.
pub fn executable(code: &[u8]) -> Vec<u8> {
    executable_with_data(code, &PlacedData::default())
}

/// [`executable`] with data items after the code: `data.file` in the file, `data.zeros` zero
/// bytes past it in memory.
pub fn executable_with_data(code: &[u8], data: &PlacedData) -> Vec<u8> {
    executable_for(EM_AARCH64, code, data)
}

/// The ELF machine of an A64 executable.
pub const EM_AARCH64: ElfMachine = ElfMachine {
    number: 183,
    flags: 0,
    architecture: object::Architecture::Aarch64,
};
pub use crate::qemu::{qemu, run};
