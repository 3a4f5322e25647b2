//! The A64 target of the back end: owns [`A64`], which ties `spec/lir-arm64.yaml`'s generated
//! layer to the frame's A64 instructions (the frame record pushed with `stp`, the stack pointer
//! moved by one or two 12-bit immediates, copies and stack accesses through the table's `copy`,
//! `load` and `store` rows, the zeroing loop), and the registers of the `abi` the emitter and
//! [`crate::custom`] use by hand.

use opforge_arm64::{CodeBuffer, Cond, Inst, Label, Off8, Shift, XReg, XRegOrSp, encode};
use opforge_cfg::lir::{Bank, EmitError};

use super::reloc;
use crate::code::{RelocKind, TRAP_BRK};
use crate::custom::A64Custom;
use crate::elf::EM_AARCH64;
use crate::emit::{FRAME_RECORD, FunctionEmitError};
use crate::emulator::Emulator;
use crate::executable::{ElfMachine, HarnessCase, HarnessError, ResultKind};
use crate::lir::{ABI, Opcode, Operands, Type, emit};
use crate::qemu::QEMU_AARCH64;
use crate::target::{
    ExecutableTarget, RelocatableTarget, Target, far_base, first_scratch, frame_pointer,
    link_register,
};

/// The A64 target: `spec/lir-arm64.yaml` over `spec/arm64.yaml`, AAPCS64.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct A64;

/// The stack pointer's number (in an `XRegOrSp` operand): the `abi`'s.
const SP: u8 = ABI.stack_pointer.hw;

/// The zero register's number in an `XReg` operand (the machine's `xzr`).
const XZR: u8 = XReg::XZR.index();

/// The frame pointer (x29 under AAPCS64): the `abi`'s.
pub const FRAME_POINTER: u8 = frame_pointer(&ABI);

/// The link register (x30 under AAPCS64; saved with the frame pointer in the frame record): the
/// `abi`'s.
pub const LINK_REGISTER: u8 = link_register(&ABI);

/// The first scratch register of the `abi` (x16 under AAPCS64): the trap code handed to the
/// harness's trap stub, and the pointer of the prologue's zeroing loop.
pub const SCRATCH: u8 = first_scratch(&ABI);

/// The register that addresses a far stack slot and holds the target of a call through the
/// function table: the second scratch register of the `abi` (x17 under AAPCS64), which the
/// allocator never hands out and which, unlike the first, regalloc2 does not use to break cycles
/// of moves.
pub const FAR_BASE: u8 = far_base(&ABI);

/// The general registers the emitter and the hand-written emissions of [`crate::custom`] use by
/// hand, each with its use: `spec/lir-arm64.yaml` must keep every one from values (as the
/// class's scratch or among its `reserved`), which `compile/tests/regalloc.rs` checks against
/// the generated rows.
pub const HAND_USED: [(u8, &str); 4] = [
    (
        SCRATCH,
        "the trap code set before branching to the harness's stub",
    ),
    (
        FAR_BASE,
        "the base of a far stack slot and the target of a call through the table",
    ),
    (FRAME_POINTER, "the frame pointer"),
    (LINK_REGISTER, "the link register"),
];

/// The largest frame: two 12-bit immediates move the stack pointer by up to 2^24 - 1 bytes.
pub const MAX_FRAME: usize = (1 << 24) - 16;

/// The largest offset from the stack pointer a 64-bit load or store encodes.
const NEAR: i64 = 32_760;

impl Target for A64 {
    type Op = Opcode;
    type Buffer = CodeBuffer;
    type Custom = A64Custom;

    const ABI: &'static opforge_cfg::lir::Abi = &ABI;
    const FRAME_ADDR: Opcode = Opcode::FrameAddr;
    const STACK_SLOT: Opcode = Opcode::StackSlot;
    const MAX_FRAME: usize = MAX_FRAME;
    const NEAR: i64 = NEAR;
    const ZERO: u8 = XZR;

    fn emit(
        op: Opcode,
        ty: Option<Type>,
        imms: &[i64],
        regs: &[u8],
        labels: &[Label],
        buf: &mut CodeBuffer,
        custom: &mut A64Custom,
    ) -> Result<(), EmitError> {
        let ops = Operands { imms, regs, labels };
        emit(op, ty, &ops, buf, custom)
    }

    fn set_stack_slots(custom: &mut A64Custom, depths: &[u32]) {
        custom.stack_slots.clear();
        custom.stack_slots.extend_from_slice(depths);
    }

    fn move_type(bank: Bank) -> Type {
        match bank {
            Bank::Int => Type::I64,
            Bank::Float | Bank::Vector => Type::F64,
        }
    }

    /// `stp x29, x30, [sp, #-16]!; mov x29, sp`.
    fn push_frame_record(buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
        let (fp, lr, fp_base, sp) = frame_registers()?;
        buf.emit(Inst::stp_x_pre(fp, lr, sp, -FRAME_RECORD).map_err(frame_error)?);
        buf.emit(Inst::mov_x_sp(fp_base, sp).map_err(frame_error)?);
        Ok(())
    }

    /// `ldp x29, x30, [sp], #16`.
    fn pop_frame_record(buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
        let (fp, lr, _, sp) = frame_registers()?;
        buf.emit(Inst::ldp_x_post(fp, lr, sp, FRAME_RECORD).map_err(frame_error)?);
        Ok(())
    }

    /// `sub sp, sp, #size` (or `add`), as one or two instructions (the high part shifted by
    /// 12).
    fn adjust_sp(buf: &mut CodeBuffer, size: usize, down: bool) -> Result<(), FunctionEmitError> {
        let sp = XRegOrSp::new(SP).map_err(frame_error)?;
        let (hi, lo) = ((size >> 12) as i64, (size & 0xfff) as i64);
        for (part, shift) in [(hi, 12), (lo, 0)] {
            if part == 0 {
                continue;
            }
            let inst = if down {
                Inst::sub_x_imm(sp, sp, part, shift)
            } else {
                Inst::add_x_imm(sp, sp, part, shift)
            };
            buf.emit(inst.map_err(frame_error)?);
        }
        Ok(())
    }

    /// The common case, an integer register copy, straight to the form the i64 row takes
    /// (`MOV_X_reg`); the others through the table's `copy` row.
    fn copy(ty: Type, from: u8, to: u8, buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
        if ty == Type::I64
            && let (Ok(d), Ok(m)) = (XReg::new(to), XReg::new(from))
            && let Ok(inst) = Inst::mov_x_reg(d, m)
        {
            buf.emit(inst);
            return Ok(());
        }
        row(Opcode::Copy, ty, &[from, to], &[], buf)
    }

    /// Through `stack_access` when the base is the stack pointer, directly otherwise (the
    /// frame pointer's offsets are small).
    fn access(
        store: bool,
        ty: Type,
        reg: u8,
        base: u8,
        off: i64,
        buf: &mut CodeBuffer,
    ) -> Result<(), FunctionEmitError> {
        if base == SP {
            return stack_access(store, ty, reg, off, buf);
        }
        access_row(store, ty, reg, (base, off), buf)
    }

    /// A word as the generated printer spells it, `.inst 0x...` when it encodes nothing.
    fn print_instruction(code: &[u8]) -> (String, usize) {
        let w = crate::listing::little_endian(code, 4);
        let text = Inst::decode(w).map_or_else(|| format!(".inst {w:#010x}"), |i| i.to_string());
        (text, 4)
    }

    /// `x16 = x29 - bytes; loop: stp xzr, xzr, [x16], #16; cmp x16, x29; b.lo loop`. x16, the
    /// [`SCRATCH`] register, is free in a prologue (no argument arrives in it).
    fn zero_loop(buf: &mut CodeBuffer, bytes: usize) -> Result<(), FunctionEmitError> {
        let (x16, x29) = (
            XRegOrSp::new(SCRATCH).map_err(frame_error)?,
            XRegOrSp::new(FRAME_POINTER).map_err(frame_error)?,
        );
        let (hi, lo) = ((bytes >> 12) as i64, (bytes & 0xfff) as i64);
        let mut from = x29;
        for (part, shift) in [(hi, 12), (lo, 0)] {
            if part != 0 {
                buf.emit(Inst::sub_x_imm(x16, from, part, shift).map_err(frame_error)?);
                from = x16;
            }
        }
        let top = buf.new_label();
        let buffer = |e: opforge_arm64::BufferError| FunctionEmitError::Buffer(e.to_string());
        buf.bind(top).map_err(buffer)?;
        buf.emit(Inst::stp_x_post(XReg::XZR, XReg::XZR, x16, 16).map_err(frame_error)?);
        let (scratch, fp) = (
            XReg::new(SCRATCH).map_err(frame_error)?,
            XReg::new(FRAME_POINTER).map_err(frame_error)?,
        );
        buf.emit(Inst::cmp_x_shifted(scratch, fp, Shift::LSL, 0).map_err(frame_error)?);
        buf.emit_to(Inst::b_cond(Cond::LO, 0).map_err(frame_error)?, top)
            .map_err(buffer)?;
        Ok(())
    }
}

/// Emits a row of the table with these registers and immediates (frame code: no instruction).
fn row(
    op: Opcode,
    ty: Type,
    regs: &[u8],
    imms: &[i64],
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    let ops = Operands {
        imms,
        regs,
        labels: &[],
    };
    emit(op, Some(ty), &ops, buf, &mut A64Custom::default()).map_err(|error| {
        FunctionEmitError::Inst {
            inst: opforge_cfg::Inst::new(u32::MAX),
            error,
        }
    })
}

/// A load (`store == false`) or store of `reg` at `sp + off` through the table's `load` and
/// `store` rows; an offset past [`NEAR`] goes through `add x17, sp, #page, lsl #12`.
fn stack_access(
    store: bool,
    ty: Type,
    reg: u8,
    off: i64,
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    let at = if off > NEAR {
        let far = XRegOrSp::new(FAR_BASE).map_err(frame_error)?;
        let sp = XRegOrSp::new(SP).map_err(frame_error)?;
        buf.emit(Inst::add_x_imm(far, sp, off >> 12, 12).map_err(frame_error)?);
        (FAR_BASE, off & 0xfff)
    } else {
        (SP, off)
    };
    access_row(store, ty, reg, at, buf)
}

/// A load or store of `reg` at `at` (a base register and an offset) through the table's `load`
/// and `store` rows. The common case, a 64-bit integer spill or reload, goes straight to the
/// form the row takes for an i64 (`STR_X_uoff`, `LDR_X_uoff`: the same word); any other type,
/// or an operand that form refuses, goes through the row (which reports the refusal).
fn access_row(
    store: bool,
    ty: Type,
    reg: u8,
    (base, off): (u8, i64),
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    if ty == Type::I64
        && let (Ok(rt), Ok(rn), Ok(off8)) = (XReg::new(reg), XRegOrSp::new(base), Off8::new(off))
    {
        // The form's own encoder: the word without building an `Inst` first.
        buf.emit_word(if store {
            encode::str_x_uoff(rt, rn, off8)
        } else {
            encode::ldr_x_uoff(rt, rn, off8)
        });
        return Ok(());
    }
    if store {
        row(Opcode::Store, ty, &[reg, base], &[0, 0, off], buf)
    } else {
        row(Opcode::Load, ty, &[base, reg], &[0, off], buf)
    }
}

/// An operand error of the frame code (which only uses legal operands).
fn frame_error(e: opforge_arm64::OperandError) -> FunctionEmitError {
    FunctionEmitError::Inst {
        inst: opforge_cfg::Inst::new(u32::MAX),
        error: EmitError::Operand {
            inst: "frame",
            form: "prologue/epilogue",
            message: e.to_string(),
        },
    }
}

/// The frame record's registers, the frame pointer as an address and the stack pointer.
fn frame_registers() -> Result<(XReg, XReg, XRegOrSp, XRegOrSp), FunctionEmitError> {
    Ok((
        XReg::new(FRAME_POINTER).map_err(frame_error)?,
        XReg::new(LINK_REGISTER).map_err(frame_error)?,
        XRegOrSp::new(FRAME_POINTER).map_err(frame_error)?,
        XRegOrSp::new(SP).map_err(frame_error)?,
    ))
}

impl ExecutableTarget for A64 {
    const ELF: ElfMachine = EM_AARCH64;
    const EMULATOR: Emulator = QEMU_AARCH64;
    const ADDRESS: &'static [(u64, RelocKind)] =
        &[(0, reloc::ADR_PREL_PG_HI21), (4, reloc::ADD_ABS_LO12_NC)];

    fn start(buf: &mut CodeBuffer, cases: &[HarnessCase<Label>]) -> Result<Label, HarnessError> {
        crate::elf::start(buf, cases)
    }

    fn custom(functions: Vec<Label>, trap: Label, table: Label) -> A64Custom {
        A64Custom {
            functions,
            trap: Some(trap),
            table: Some(table),
            ..A64Custom::default()
        }
    }

    fn result_kind(ty: Type) -> ResultKind {
        match ty {
            Type::F32 => ResultKind::F32,
            Type::F64 => ResultKind::F64,
            Type::I32 | Type::I64 => ResultKind::Int,
        }
    }

    /// A `b` to each function.
    fn emit_table(buf: &mut CodeBuffer, table: Label, functions: &[Label]) -> Result<(), String> {
        buf.bind(table).map_err(|e| e.to_string())?;
        for &label in functions {
            let b = Inst::b(0).map_err(|e| e.to_string())?;
            buf.emit_to(b, label).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn symbol_sites(custom: &A64Custom) -> Vec<(usize, u64)> {
        custom
            .symbol_sites
            .iter()
            .map(|s| (s.word, s.symbol))
            .collect()
    }

    fn finish(buf: CodeBuffer) -> Result<Vec<u8>, (Option<usize>, String)> {
        buf.finish()
            .map(|words| words.iter().flat_map(|w| w.to_le_bytes()).collect())
            .map_err(|e| match e {
                opforge_arm64::BufferError::OutOfRange { at, error } => {
                    (Some(at), error.to_string())
                }
                e => (None, e.to_string()),
            })
    }
}

impl RelocatableTarget for A64 {
    const CALL: &'static [(u64, RelocKind)] = &[(0, reloc::CALL26)];

    fn relocatable_custom(functions: Vec<Label>, trap: Label, table: Label) -> A64Custom {
        A64Custom {
            call_sites: Some(Vec::new()),
            ..Self::custom(functions, trap, table)
        }
    }

    fn call_sites(custom: &mut A64Custom) -> Vec<(usize, u64)> {
        let sites = custom.call_sites.take().unwrap_or_default();
        sites.iter().map(|s| (s.word, s.callee)).collect()
    }

    fn trap_used(custom: &A64Custom) -> bool {
        custom.trap_used
    }

    /// `mov x1, x0; mov x0, x16; bl opforge_trap; brk #1`: the value (in the first result
    /// register, where the trapping code left it) becomes the second argument, the code (in the
    /// `abi`'s scratch register) the first, each where the table's calling convention passes
    /// it.
    fn emit_trap_stub(buf: &mut CodeBuffer) -> Result<usize, String> {
        let class = ABI.stack_pointer.class;
        let reg = |r: Option<u8>| XReg::new(r.unwrap_or(u8::MAX)).map_err(|e| e.to_string());
        let (first, second) = (reg(ABI.argument(class, 0))?, reg(ABI.argument(class, 1))?);
        let value = reg(ABI.result(class, 0))?;
        let code_reg = reg(Some(SCRATCH))?;
        let text = |e: opforge_arm64::OperandError| e.to_string();
        buf.emit(Inst::mov_x_reg(second, value).map_err(text)?);
        buf.emit(Inst::mov_x_reg(first, code_reg).map_err(text)?);
        let call = buf.len();
        buf.emit(Inst::bl(0).map_err(text)?);
        buf.emit(Inst::brk(TRAP_BRK).map_err(text)?);
        Ok(call)
    }
}
