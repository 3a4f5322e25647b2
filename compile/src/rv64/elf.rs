//! Static RV64 executables: owns the `_start` harness (the ELF file and the data items'
//! placement are the back end's, [`crate::executable`]). As A64's, the harness calls a module's
//! function once per argument list, as the table's `abi` passes arguments (a0.., fa0.., the
//! rest in stack slots), writes a 16-byte record per case to stdout (a status, 0 or a trap code,
//! and the 64-bit result) with the `write` system call, and ends through `exit(0)`; a trap jumps
//! to the harness's stub with its code in t6, which restores the stack pointer and resumes the
//! case at its record. Its two data words (the saved stack pointer and the case's resume
//! address) lie at a fixed address right after the entry's first jump, so the harness reaches
//! them with an absolute address; its own temporaries, t0 and t1, must be no argument or result
//! register of the `abi`, which [`start`] checks.

use opforge_cfg::lir::Bank;
use opforge_riscv64::{CodeBuffer, FReg, Inst, Label, XReg};

use super::custom::constant;
use super::lir::{ABI, REG_CLASSES};
use super::target::SCRATCH;
use crate::emit::table_class;
use crate::executable::{CODE, HarnessArg, HarnessCase, HarnessError, ResultKind, harness};
use crate::regalloc::{STACK_ARGS, reg_class};

/// The upper half of a single in a 64-bit float register or slot (NaN-boxing): all ones.
const NAN_BOX: u64 = 0xffff_ffff_0000_0000;

/// The harness's own temporaries (t0, t1): the bits of a float argument or a stack argument,
/// the address of its data words.
const TEMPS: [u8; 2] = [5, 6];

/// The Linux system call numbers of RV64 (the generic table, as AArch64's).
const WRITE: i64 = 64;
const EXIT: i64 = 93;

/// The address of the harness's data words: after the entry's `j` and a `nop` that aligns them
/// to 8 bytes (the code starts at [`CODE`], a multiple of 8).
const SAVE: u64 = CODE + 8;

/// The table class of a bank's registers and that class's first result register.
fn class_and_result(bank: Bank) -> Result<(u8, u8), HarnessError> {
    let class = table_class(&REG_CLASSES, reg_class(bank))
        .ok_or_else(|| HarnessError(format!("the LIR has no register class of bank {bank:?}")))?;
    let result = ABI.result(class, 0).ok_or_else(|| {
        HarnessError(format!("the `abi` has no result register of bank {bank:?}"))
    })?;
    Ok((class, result))
}

/// Emits the instructions that put `value` in `rd`.
fn load(buf: &mut CodeBuffer, rd: u8, value: i64) -> Result<(), HarnessError> {
    for inst in constant(rd, value).map_err(harness)? {
        buf.emit(inst);
    }
    Ok(())
}

/// `ecall` with the call number in a7 and arguments in a0.. (Linux's system call convention);
/// an argument of `None` is the stack pointer.
fn system_call(
    buf: &mut CodeBuffer,
    number: i64,
    args: &[Option<i64>],
) -> Result<(), HarnessError> {
    let sp = XReg::new(ABI.stack_pointer.hw).map_err(harness)?;
    for (i, &a) in args.iter().enumerate() {
        let rd = 10 + i as u8; // a0..
        match a {
            None => buf.emit(Inst::addi(XReg::new(rd).map_err(harness)?, sp, 0).map_err(harness)?),
            Some(v) => load(buf, rd, v)?,
        }
    }
    load(buf, 17, number)?; // a7
    buf.emit(Inst::ecall().map_err(harness)?);
    Ok(())
}

/// Emits `_start` into `buf` (which must be empty: the entry is its first instruction): for
/// each case, its arguments as the `abi` passes them, the stack pointer and the case's resume
/// address saved in the data words, `jal ra` to its function, and a 16-byte record (status 0
/// and the result) written to stdout; then `exit(0)`. Returns the label of the trap stub, where
/// compiled code jumps with a trap code in t6: it restores the saved stack pointer and resumes
/// the case, which writes the record (the code and a0).
pub fn start(buf: &mut CodeBuffer, cases: &[HarnessCase<Label>]) -> Result<Label, HarnessError> {
    if !buf.is_empty() {
        return Err(HarnessError("the harness must start the code".into()));
    }
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
    let x = |n: u8| XReg::new(n).map_err(harness);
    let f = |n: u8| FReg::new(n).map_err(harness);
    let fixup = |e: opforge_riscv64::BufferError| HarnessError(e.to_string());
    let [t0, t1] = TEMPS;
    let sp = x(ABI.stack_pointer.hw)?;
    let save = i64::try_from(SAVE).map_err(harness)?;
    // The entry: jump over the alignment and the data words.
    let body = buf.new_label();
    buf.emit_to(Inst::jal(XReg::ZERO, 0).map_err(harness)?, body)
        .map_err(fixup)?;
    buf.emit(Inst::addi(XReg::ZERO, XReg::ZERO, 0).map_err(harness)?);
    for _ in 0..4 {
        buf.emit(Inst::addi(XReg::ZERO, XReg::ZERO, 0).map_err(harness)?);
    }
    buf.bind(body).map_err(fixup)?;
    let stub = buf.new_label();
    for case in cases {
        let (mut ints, mut floats) = (0usize, 0usize);
        let mut stacked: Vec<u64> = Vec::new();
        let mut in_registers: Vec<(u64, Option<bool>, u8)> = Vec::new();
        for &a in &case.args {
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
                Some(r) => in_registers.push((bits, float, r)),
                // Compiled code moves a stack argument as its bank's widest type (FLD), so a
                // single goes there NaN-boxed, as compiled callers store it (FSD of a register
                // an F-extension instruction wrote).
                None if float == Some(false) => stacked.push(bits | NAN_BOX),
                None => stacked.push(bits),
            }
        }
        if stacked.len() > STACK_ARGS {
            return Err(HarnessError(format!(
                "{} arguments on the stack; the harness passes at most {STACK_ARGS}",
                stacked.len()
            )));
        }
        let reservation = i64::try_from(ABI.stack.area(stacked.len())).map_err(harness)?;
        if reservation > 0 {
            buf.emit(Inst::addi(sp, sp, -reservation).map_err(harness)?);
            for (k, &bits) in stacked.iter().enumerate() {
                load(buf, t0, bits as i64)?;
                let off = i64::try_from(ABI.stack.offset(k)).map_err(harness)?;
                buf.emit(Inst::sd(x(t0)?, off, sp).map_err(harness)?);
            }
        }
        for (bits, float, register) in in_registers {
            // A float goes through t0: its bits, then FMV into its register.
            let rd = if float.is_some() { t0 } else { register };
            load(buf, rd, bits as i64)?;
            match float {
                Some(true) => buf.emit(Inst::fmv_d_x(f(register)?, x(t0)?).map_err(harness)?),
                Some(false) => buf.emit(Inst::fmv_w_x(f(register)?, x(t0)?).map_err(harness)?),
                None => {}
            }
        }
        // save[0] = sp; save[1] = the resume point (auipc + the bytes to it).
        load(buf, t1, save)?;
        buf.emit(Inst::sd(sp, 0, x(t1)?).map_err(harness)?);
        let moves_result = usize::from(case.result != ResultKind::Int);
        // auipc, addi, sd, jal, the result's move, `li t6, 0`: the resume point follows.
        let to_resume = 4 * (5 + moves_result) as i64;
        buf.emit(Inst::auipc(x(t0)?, 0).map_err(harness)?);
        buf.emit(Inst::addi(x(t0)?, x(t0)?, to_resume).map_err(harness)?);
        buf.emit(Inst::sd(x(t0)?, 8, x(t1)?).map_err(harness)?);
        let ra = x(super::target::LINK_REGISTER)?;
        buf.emit_to(Inst::jal(ra, 0).map_err(harness)?, case.target)
            .map_err(fixup)?;
        // The record's result: the integer result register (a0), where a float result's bits
        // are moved.
        match case.result {
            ResultKind::Int => {}
            ResultKind::F32 => {
                buf.emit(Inst::fmv_x_w(x(int_result)?, f(float_result)?).map_err(harness)?)
            }
            ResultKind::F64 => {
                buf.emit(Inst::fmv_x_d(x(int_result)?, f(float_result)?).map_err(harness)?)
            }
        }
        buf.emit(Inst::addi(x(SCRATCH)?, XReg::ZERO, 0).map_err(harness)?);
        // A trap resumes here with its code in t6 (and a thrown value in a0).
        // addi sp, sp, -16; sd t6, 0(sp); sd a0, 8(sp); write(1, sp, 16); addi sp, sp, 16
        buf.emit(Inst::addi(sp, sp, -16).map_err(harness)?);
        buf.emit(Inst::sd(x(SCRATCH)?, 0, sp).map_err(harness)?);
        buf.emit(Inst::sd(x(int_result)?, 8, sp).map_err(harness)?);
        system_call(buf, WRITE, &[Some(1), None, Some(16)])?;
        buf.emit(Inst::addi(sp, sp, 16 + reservation).map_err(harness)?);
    }
    system_call(buf, EXIT, &[Some(0)])?;
    // The trap stub: sp = save[0]; jr save[1].
    buf.bind(stub).map_err(fixup)?;
    load(buf, t0, save)?;
    buf.emit(Inst::ld(x(t1)?, 0, x(t0)?).map_err(harness)?);
    buf.emit(Inst::addi(sp, x(t1)?, 0).map_err(harness)?);
    buf.emit(Inst::ld(x(t1)?, 8, x(t0)?).map_err(harness)?);
    buf.emit(Inst::jalr(XReg::ZERO, 0, x(t1)?).map_err(harness)?);
    Ok(stub)
}
