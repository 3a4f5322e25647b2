//! The RISC-V target of the back end: owns [`Rv64`], which ties `spec/lir-riscv64.yaml`'s
//! generated layer to the frame's RV64 instructions (the frame record stored with two `sd`
//! below the incoming stack pointer, the stack pointer moved by `addi` or by a constant built in
//! the second scratch register, copies and stack accesses through the table's `copy`, `load` and
//! `store` rows, the zeroing loop), and the executable's pieces: the `_start` harness
//! ([`super::elf`]), the table of functions, data addresses patched into AUIPC and ADDI.

use opforge_cfg::lir::{Abi, Bank, EmitError};
use opforge_riscv64::{CodeBuffer, Inst, Label, XReg};

use super::custom::{Rv64Custom, constant};
use super::lir::{ABI, Opcode, Operands, Type, emit};
use super::reloc;
use crate::code::RelocKind;
use crate::emit::{FRAME_RECORD, FunctionEmitError};
use crate::emulator::Emulator;
use crate::executable::{ElfMachine, HarnessCase, HarnessError, ResultKind};
use crate::target::{ExecutableTarget, RelocatableTarget, Target};

/// The RISC-V target: `spec/lir-riscv64.yaml` over `spec/riscv64.yaml`, LP64D.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rv64;

/// The stack pointer (sp): the `abi`'s.
const SP: u8 = ABI.stack_pointer.hw;

/// The register that reads as zero (`zero`, x0).
const ZERO: u8 = XReg::ZERO.index();

pub use super::custom::{FAR_BASE, FRAME_POINTER, LINK_REGISTER, SCRATCH};

/// The largest frame, as A64's: 16 MiB less the frame record.
pub const MAX_FRAME: usize = (1 << 24) - 16;

/// The largest offset a load or store encodes (a signed 12-bit immediate).
const NEAR: i64 = 2047;

/// The bytes of the table of functions' head, before its first entry: where the head's JALR
/// lands for entry 0, from the head's AUIPC.
const TABLE_HEAD_BYTES: i64 = 12;

/// The ELF machine of an RV64 executable: `EM_RISCV` with the double-float ABI
/// (`EF_RISCV_FLOAT_ABI_DOUBLE`); no compressed instruction is emitted.
pub const EM_RISCV: ElfMachine = ElfMachine {
    number: 243,
    flags: 0x4,
    architecture: object::Architecture::Riscv64,
};

/// The emulator of RV64 executables.
pub const QEMU_RISCV64: Emulator = Emulator("qemu-riscv64");

/// An operand error of the frame code (which only uses legal operands).
fn frame_error(e: impl core::fmt::Display) -> FunctionEmitError {
    FunctionEmitError::Inst {
        inst: opforge_cfg::Inst::new(u32::MAX),
        error: EmitError::Operand {
            inst: "frame",
            form: "prologue/epilogue",
            message: e.to_string(),
        },
    }
}

/// General register `n`.
fn x(n: u8) -> Result<XReg, FunctionEmitError> {
    XReg::new(n).map_err(frame_error)
}

/// Emits the instructions that put `value` in `rd`.
fn load_constant(buf: &mut CodeBuffer, rd: u8, value: i64) -> Result<(), FunctionEmitError> {
    for inst in constant(rd, value).map_err(|error| FunctionEmitError::Inst {
        inst: opforge_cfg::Inst::new(u32::MAX),
        error,
    })? {
        buf.emit(inst);
    }
    Ok(())
}

/// Whether `v` fits a signed 12-bit immediate.
fn near(v: i64) -> bool {
    (-2048..=2047).contains(&v)
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
    emit(op, Some(ty), &ops, buf, &mut Rv64Custom::default()).map_err(|error| {
        FunctionEmitError::Inst {
            inst: opforge_cfg::Inst::new(u32::MAX),
            error,
        }
    })
}

impl Target for Rv64 {
    type Op = Opcode;
    type Buffer = CodeBuffer;
    type Custom = Rv64Custom;

    const ABI: &'static Abi = &ABI;
    const FRAME_ADDR: Opcode = Opcode::FrameAddr;
    const STACK_SLOT: Opcode = Opcode::StackSlot;
    const MAX_FRAME: usize = MAX_FRAME;
    const NEAR: i64 = NEAR;
    const ZERO: u8 = ZERO;

    fn emit(
        op: Opcode,
        ty: Option<Type>,
        imms: &[i64],
        regs: &[u8],
        labels: &[Label],
        buf: &mut CodeBuffer,
        custom: &mut Rv64Custom,
    ) -> Result<(), EmitError> {
        let ops = Operands { imms, regs, labels };
        emit(op, ty, &ops, buf, custom)
    }

    fn set_stack_slots(custom: &mut Rv64Custom, depths: &[u32]) {
        custom.stack_slots.clear();
        custom.stack_slots.extend_from_slice(depths);
    }

    fn move_type(bank: Bank) -> Type {
        match bank {
            Bank::Int => Type::I64,
            Bank::Float | Bank::Vector => Type::F64,
        }
    }

    /// `addi sp, sp, -16; sd ra, 8(sp); sd s0, 0(sp); mv s0, sp`: the record as A64's, the old
    /// frame pointer at the new one and the return address above it.
    fn push_frame_record(buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
        let (sp, fp, ra) = (x(SP)?, x(FRAME_POINTER)?, x(LINK_REGISTER)?);
        buf.emit(Inst::addi(sp, sp, -FRAME_RECORD).map_err(frame_error)?);
        buf.emit(Inst::sd(ra, 8, sp).map_err(frame_error)?);
        buf.emit(Inst::sd(fp, 0, sp).map_err(frame_error)?);
        buf.emit(Inst::addi(fp, sp, 0).map_err(frame_error)?);
        Ok(())
    }

    /// `ld ra, 8(sp); ld s0, 0(sp); addi sp, sp, 16`.
    fn pop_frame_record(buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
        let (sp, fp, ra) = (x(SP)?, x(FRAME_POINTER)?, x(LINK_REGISTER)?);
        buf.emit(Inst::ld(ra, 8, sp).map_err(frame_error)?);
        buf.emit(Inst::ld(fp, 0, sp).map_err(frame_error)?);
        buf.emit(Inst::addi(sp, sp, FRAME_RECORD).map_err(frame_error)?);
        Ok(())
    }

    /// `addi sp, sp, ∓size`, or for a size past the immediate the size built in t5 and
    /// `sub`/`add sp, sp, t5` (t5 holds no value at a prologue or an epilogue).
    fn adjust_sp(buf: &mut CodeBuffer, size: usize, down: bool) -> Result<(), FunctionEmitError> {
        if size == 0 {
            return Ok(());
        }
        let sp = x(SP)?;
        let bytes = i64::try_from(size).map_err(frame_error)?;
        let step = if down { -bytes } else { bytes };
        if near(step) {
            buf.emit(Inst::addi(sp, sp, step).map_err(frame_error)?);
            return Ok(());
        }
        load_constant(buf, FAR_BASE, bytes)?;
        let t = x(FAR_BASE)?;
        let inst = if down {
            Inst::sub(sp, sp, t)
        } else {
            Inst::add(sp, sp, t)
        };
        buf.emit(inst.map_err(frame_error)?);
        Ok(())
    }

    /// `mv` for an integer; the table's `copy` row for the others.
    fn copy(ty: Type, from: u8, to: u8, buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
        if matches!(ty, Type::I64 | Type::I32) {
            buf.emit(Inst::addi(x(to)?, x(from)?, 0).map_err(frame_error)?);
            return Ok(());
        }
        row(Opcode::Copy, ty, &[from, to], &[], buf)
    }

    /// The table's `load` or `store` row at `base + off`; an offset past the 12-bit immediate
    /// goes through t5 = off + base.
    fn access(
        store: bool,
        ty: Type,
        reg: u8,
        base: u8,
        off: i64,
        buf: &mut CodeBuffer,
    ) -> Result<(), FunctionEmitError> {
        let (base, off) = if near(off) {
            (base, off)
        } else {
            load_constant(buf, FAR_BASE, off)?;
            let t = x(FAR_BASE)?;
            buf.emit(Inst::add(t, t, x(base)?).map_err(frame_error)?);
            (FAR_BASE, 0)
        };
        if ty == Type::I64 {
            let inst = if store {
                Inst::sd(x(reg)?, off, x(base)?)
            } else {
                Inst::ld(x(reg)?, off, x(base)?)
            };
            buf.emit(inst.map_err(frame_error)?);
            return Ok(());
        }
        if store {
            row(Opcode::Store, ty, &[reg, base], &[0, 0, off], buf)
        } else {
            row(Opcode::Load, ty, &[base, reg], &[0, off], buf)
        }
    }

    /// An instruction of 2 or 4 bytes (the low bits of its first parcel say which) as the
    /// generated printer spells it, `.2byte`/`.4byte` when it encodes nothing.
    fn print_instruction(code: &[u8]) -> (String, usize) {
        let w = crate::listing::little_endian(code, 4);
        match Inst::decode(w) {
            Some(inst) => (inst.to_string(), inst.size()),
            None if w & 0b11 != 0b11 => (format!(".2byte {:#06x}", w & 0xffff), 2),
            None => (format!(".4byte {w:#010x}"), 4),
        }
    }

    /// `t6 = s0 - bytes; loop: sd zero, 0(t6); sd zero, 8(t6); addi t6, t6, 16;
    /// bltu t6, s0, loop`. t6, the [`SCRATCH`] register, is free in a prologue.
    fn zero_loop(buf: &mut CodeBuffer, bytes: usize) -> Result<(), FunctionEmitError> {
        let (t, fp) = (x(SCRATCH)?, x(FRAME_POINTER)?);
        load_constant(buf, SCRATCH, i64::try_from(bytes).map_err(frame_error)?)?;
        buf.emit(Inst::sub(t, fp, t).map_err(frame_error)?);
        let top = buf.new_label();
        buf.bind(top)
            .map_err(|e| FunctionEmitError::Buffer(e.to_string()))?;
        buf.emit(Inst::sd(XReg::ZERO, 0, t).map_err(frame_error)?);
        buf.emit(Inst::sd(XReg::ZERO, 8, t).map_err(frame_error)?);
        buf.emit(Inst::addi(t, t, 16).map_err(frame_error)?);
        buf.emit_to(Inst::bltu(t, fp, 0).map_err(frame_error)?, top)
            .map_err(|e| FunctionEmitError::Buffer(e.to_string()))
    }
}

impl ExecutableTarget for Rv64 {
    const ELF: ElfMachine = EM_RISCV;
    const EMULATOR: Emulator = QEMU_RISCV64;
    const ADDRESS: &'static [(u64, RelocKind)] =
        &[(0, reloc::PCREL_HI20), (4, reloc::PCREL_LO12_I)];

    fn start(buf: &mut CodeBuffer, cases: &[HarnessCase<Label>]) -> Result<Label, HarnessError> {
        super::elf::start(buf, cases)
    }

    fn custom(functions: Vec<Label>, trap: Label, table: Label) -> Rv64Custom {
        Rv64Custom {
            functions,
            trap: Some(trap),
            table: Some(table),
            ..Rv64Custom::default()
        }
    }

    fn result_kind(ty: Type) -> ResultKind {
        match ty {
            Type::F32 => ResultKind::F32,
            Type::F64 => ResultKind::F64,
            Type::I32 | Type::I64 => ResultKind::Int,
        }
    }

    /// The head `call_index` jumps to with the entry's offset in the first scratch register
    /// (`auipc t5, 0; add t5, t5, t6; jalr zero, 12(t5)`: RISC-V has no label-relative address in
    /// one instruction, so the head finds its own), then a `j` to each function.
    fn emit_table(buf: &mut CodeBuffer, table: Label, functions: &[Label]) -> Result<(), String> {
        buf.bind(table).map_err(|e| e.to_string())?;
        let reg = |r: u8| XReg::new(r).map_err(|e| e.to_string());
        let (base, offset) = (reg(FAR_BASE)?, reg(SCRATCH)?);
        let head = [
            Inst::auipc(base, 0),
            Inst::add(base, base, offset),
            Inst::jalr(XReg::ZERO, TABLE_HEAD_BYTES, base),
        ];
        for inst in head {
            buf.emit(inst.map_err(|e| e.to_string())?);
        }
        for &label in functions {
            let j = Inst::jal(XReg::ZERO, 0).map_err(|e| e.to_string())?;
            buf.emit_to(j, label).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn symbol_sites(custom: &Rv64Custom) -> Vec<(usize, u64)> {
        custom
            .symbol_sites
            .iter()
            .map(|s| (s.word, s.symbol))
            .collect()
    }

    fn finish(buf: CodeBuffer) -> Result<Vec<u8>, (Option<usize>, String)> {
        buf.finish_bytes().map_err(|e| match e {
            opforge_riscv64::BufferError::OutOfRange { at, error } => (Some(at), error.to_string()),
            e => (None, e.to_string()),
        })
    }
}

impl RelocatableTarget for Rv64 {
    const CALL: &'static [(u64, RelocKind)] = &[(0, reloc::CALL_PLT)];

    fn relocatable_custom(functions: Vec<Label>, trap: Label, table: Label) -> Rv64Custom {
        Rv64Custom {
            call_sites: Some(Vec::new()),
            ..Self::custom(functions, trap, table)
        }
    }

    fn call_sites(custom: &mut Rv64Custom) -> Vec<(usize, u64)> {
        let sites = custom.call_sites.take().unwrap_or_default();
        sites.iter().map(|s| (s.word, s.callee)).collect()
    }

    fn trap_used(custom: &Rv64Custom) -> bool {
        custom.trap_used
    }

    /// `mv a1, a0; mv a0, t6; auipc ra, 0; jalr ra, 0(ra); ebreak`: the value (in the first
    /// result register, where the trapping code left it) becomes the second argument, the code
    /// (in the `abi`'s first scratch register) the first, each where the calling convention
    /// passes it; the call of `opforge_trap` is left to its `R_RISCV_CALL_PLT`.
    fn emit_trap_stub(buf: &mut CodeBuffer) -> Result<usize, String> {
        let class = ABI.stack_pointer.class;
        let reg = |r: Option<u8>| XReg::new(r.unwrap_or(u8::MAX)).map_err(|e| e.to_string());
        let (first, second) = (reg(ABI.argument(class, 0))?, reg(ABI.argument(class, 1))?);
        let value = reg(ABI.result(class, 0))?;
        let (code_reg, ra) = (reg(Some(SCRATCH))?, reg(Some(LINK_REGISTER))?);
        let text = |e: opforge_riscv64::OperandError| e.to_string();
        buf.emit(Inst::addi(second, value, 0).map_err(text)?);
        buf.emit(Inst::addi(first, code_reg, 0).map_err(text)?);
        let call = buf.len();
        buf.emit(Inst::auipc(ra, 0).map_err(text)?);
        buf.emit(Inst::jalr(ra, 0, ra).map_err(text)?);
        buf.emit(Inst::ebreak().map_err(text)?);
        Ok(call)
    }
}
