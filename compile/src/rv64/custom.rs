//! The emissions `spec/lir-riscv64.yaml` hands to Rust (`custom: { emit: ... }`): `iconst`, a
//! constant of any value, built as LLVM's `li` builds it ([`constant`]); `frame_addr` and
//! `stack_addr`, addresses below the frame pointer; `global_addr`, an AUIPC and ADDI recorded
//! for their relocations; `call`, a JAL to the callee's label or an AUIPC and JALR recorded for
//! a relocation; `select`, a branch over a move; and the traps (`trap`, `trapz`, `throw`,
//! `trap_sdiv_overflow`), which put their code in the `abi`'s first scratch register and jump
//! to the trap stub, as the A64 target's do with x16. The generated `Custom` trait names each;
//! [`Rv64Custom`] implements them. The registers they use by hand (the `abi`'s scratch
//! registers, frame pointer and link register) come from the generated `ABI`.

use opforge_cfg::lir::EmitError;
use opforge_riscv64::{CodeBuffer, FReg, Inst, Label, OperandError, XReg};

use super::lir::{ABI, Custom, Operands, Type};
// The sites a relocation patches are the target-neutral back end's records: on RISC-V, `word` is
// where the `auipc` of the pair is, as `CodeBuffer::len` counts (16-bit parcels).
pub use crate::sites::{CallSite, SymbolSite};
use crate::sites::{callee_label, slot_depth};
use crate::target::{far_base, first_scratch, frame_pointer, link_register};
use crate::trap::TrapCode;

/// The first scratch register of the `abi` (t6 under LP64D as this compiler uses it): the trap
/// code handed to the trap stub.
pub const SCRATCH: u8 = first_scratch(&ABI);

/// The second scratch register of the `abi` (t5): the base of a far stack slot, the target of a
/// call through a table, and the least integer `trap_sdiv_overflow` compares with.
pub const FAR_BASE: u8 = far_base(&ABI);

/// The frame pointer (s0): the `abi`'s.
pub const FRAME_POINTER: u8 = frame_pointer(&ABI);

/// The link register (ra): the `abi`'s.
pub const LINK_REGISTER: u8 = link_register(&ABI);

/// The bytes of every instruction these emissions write (RV64 without the C extension).
const INST_BYTES: i64 = 4;

/// The hand-written emissions of the RV64 LIR, with the labels of the module's functions (what a
/// `call`'s callee index names).
#[derive(Clone, Debug, Default)]
pub struct Rv64Custom {
    /// The entry label of each function of the module, by index.
    pub functions: Vec<Label>,
    /// The trap stub the traps jump to.
    pub trap: Option<Label>,
    /// The module's table of functions (see `Rv64::emit_table`): its head,
    /// then a `j` to function `i` at its entry `i`.
    pub table: Option<Label>,
    /// When set, a `call` does not jump to a label: it emits `auipc ra, 0; jalr ra, 0(ra)` and
    /// records the pair and the callee here, for a relocation (relocatable code, where the
    /// callee may also be an external symbol: an index past the module's functions).
    pub call_sites: Option<Vec<CallSite>>,
    /// Whether an emission jumped to the trap stub.
    pub trap_used: bool,
    /// The `auipc`/`addi` pairs of the `global_addr`s emitted, for their relocations (in an
    /// object) or for an executable to patch once it has placed its data items.
    pub symbol_sites: Vec<SymbolSite>,
    /// The depth below the frame pointer of each stack slot of the function being emitted, by
    /// slot number (set by the back end per function).
    pub stack_slots: Vec<u32>,
}

/// An operand error of a form used by a custom emission.
fn operand(inst: &'static str, form: &'static str) -> impl Fn(OperandError) -> EmitError {
    move |e| EmitError::Operand {
        inst,
        form,
        message: e.to_string(),
    }
}

/// A buffer error (a label out of reach, bound twice) as an emission error.
fn buffer(e: impl ToString) -> EmitError {
    EmitError::Buffer(e.to_string())
}

/// The register of slot `k`.
fn reg(inst: &'static str, ops: &Operands<'_>, k: usize) -> Result<u8, EmitError> {
    ops.regs.get(k).copied().ok_or(EmitError::Shape {
        inst,
        message: format!("no register for operand {k}"),
    })
}

/// The register of the last slot (the result of an instruction without temps).
fn last_reg(inst: &'static str, ops: &Operands<'_>) -> Result<u8, EmitError> {
    ops.regs.last().copied().ok_or(EmitError::Shape {
        inst,
        message: "no register for the result".into(),
    })
}

/// Immediate `k` of the instruction.
fn imm(inst: &'static str, ops: &Operands<'_>, k: usize, what: &str) -> Result<i64, EmitError> {
    ops.imms.get(k).copied().ok_or_else(|| EmitError::Shape {
        inst,
        message: format!("no {what}"),
    })
}

/// General register `n`, for form `form` of instruction `inst`.
fn x(inst: &'static str, form: &'static str, n: u8) -> Result<XReg, EmitError> {
    XReg::new(n).map_err(operand(inst, form))
}

/// `v`'s low `bits` bits, sign-extended (1 to 64 bits).
fn sign_extend(v: u64, bits: u32) -> i64 {
    let shift = 64 - bits.clamp(1, 64);
    ((v << shift) as i64) >> shift
}

/// Whether `v` is a `bits`-bit signed integer.
fn fits(v: i64, bits: u32) -> bool {
    sign_extend(v as u64, bits) == v
}

/// One instruction of a constant's sequence, before its registers are chosen: the opcodes of
/// LLVM's `RISCVMatInt` (RV64IM, without the B extensions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// `lui rd, imm20`.
    Lui(i64),
    /// `addi rd, src, imm12`.
    Addi(i64),
    /// `addiw rd, src, imm12`.
    Addiw(i64),
    /// `slli rd, src, shamt`.
    Slli(i64),
    /// `srli rd, src, shamt`.
    Srli(i64),
}

/// The sequence for `val` from its low bits up (`generateInstSeqImpl`): a 32-bit value is LUI
/// and ADDI(W); a wider one drops its sign-extended low 12 bits and the zeros below the rest,
/// builds the rest, shifts it back and adds the low bits.
fn steps_from_low(val: i64, out: &mut Vec<Step>) {
    if fits(val, 32) {
        let hi20 = ((val + 0x800) >> 12) & 0xf_ffff;
        let lo12 = sign_extend(val as u64, 12);
        if hi20 != 0 {
            out.push(Step::Lui(hi20));
        }
        if lo12 != 0 || hi20 == 0 {
            out.push(if hi20 != 0 {
                Step::Addiw(lo12)
            } else {
                Step::Addi(lo12)
            });
        }
        return;
    }
    let lo12 = sign_extend(val as u64, 12);
    let upper = (val as u64).wrapping_add(0x800) >> 12;
    let mut shift = 12 + upper.trailing_zeros().min(51);
    let mut hi52 = sign_extend(upper >> (shift - 12), 64 - shift);
    // A rest too wide for ADDI may fit LUI once shifted left by 12: shift 12 less.
    if shift > 12 && !fits(hi52, 12) && fits(((hi52 as u64) << 12) as i64, 32) {
        shift -= 12;
        hi52 = ((hi52 as u64) << 12) as i64;
    }
    steps_from_low(hi52, out);
    out.push(Step::Slli(i64::from(shift)));
    if lo12 != 0 {
        out.push(Step::Addi(lo12));
    }
}

/// The sequence for `val` (`generateInstSeq`): [`steps_from_low`], or for a positive value the
/// value shifted up to bit 63 (its freed low bits all ones, else all zeros) built and shifted
/// back by SRLI, whichever is shortest.
fn steps(val: i64) -> Vec<Step> {
    let mut best = Vec::new();
    steps_from_low(val, &mut best);
    if val > 0 && best.len() > 2 {
        let zeros = (val as u64).leading_zeros();
        let low = (1u64 << zeros) - 1;
        let filled = ((val as u64) << zeros) | low;
        for shifted in [filled, filled & !low] {
            let mut other = Vec::new();
            steps_from_low(shifted as i64, &mut other);
            other.push(Step::Srli(i64::from(zeros)));
            if other.len() < best.len() {
                best = other;
                if best.len() <= 2 {
                    break;
                }
            }
        }
    }
    best
}

/// The machine instructions that put `value` in general register `rd`, as LLVM's `li` builds
/// it (`RISCVMatInt`): ADDI alone, LUI with ADDIW, or a shorter constant shifted left by SLLI and
/// completed by ADDI, or for a positive constant one shifted right by SRLI; at most 8
/// instructions. The first reads `zero`, the others `rd`.
pub fn constant(rd: u8, value: i64) -> Result<Vec<Inst>, EmitError> {
    const INST: &str = "iconst";
    let xd = x(INST, "ADDI", rd)?;
    let mut src = XReg::ZERO;
    let mut out = Vec::new();
    for step in steps(value) {
        let inst = match step {
            Step::Lui(i) => Inst::lui(xd, i).map_err(operand(INST, "LUI"))?,
            Step::Addi(i) => Inst::addi(xd, src, i).map_err(operand(INST, "ADDI"))?,
            Step::Addiw(i) => Inst::addiw(xd, src, i).map_err(operand(INST, "ADDIW"))?,
            Step::Slli(s) => Inst::slli(xd, src, s).map_err(operand(INST, "SLLI"))?,
            Step::Srli(s) => Inst::srli(xd, src, s).map_err(operand(INST, "SRLI"))?,
        };
        out.push(inst);
        src = xd;
    }
    Ok(out)
}

/// `addi out, s0, -depth` (s0 the frame pointer) for a depth up to 2048, else the depth built
/// in `out` ([`constant`]) and `sub out, s0, out`.
fn below_frame_pointer(
    inst: &'static str,
    depth: i64,
    out: u8,
    buf: &mut CodeBuffer,
) -> Result<(), EmitError> {
    let fp = x(inst, "ADDI", FRAME_POINTER)?;
    let xd = x(inst, "ADDI", out)?;
    if fits(-depth, 12) {
        buf.emit(Inst::addi(xd, fp, -depth).map_err(operand(inst, "ADDI"))?);
        return Ok(());
    }
    for i in constant(out, depth)? {
        buf.emit(i);
    }
    buf.emit(Inst::sub(xd, fp, xd).map_err(operand(inst, "SUB"))?);
    Ok(())
}

impl Rv64Custom {
    /// The code in the first scratch register, then `j <trap stub>`.
    fn jump_to_trap(
        &mut self,
        inst: &'static str,
        code: &[Inst],
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let stub = self.trap.ok_or(EmitError::Custom {
            inst,
            message: "no trap stub: the module has none".into(),
        })?;
        self.trap_used = true;
        for &i in code {
            buf.emit(i);
        }
        buf.emit_to(Inst::j(0).map_err(operand(inst, "J"))?, stub)
            .map_err(buffer)
    }

    /// The instructions that put trap code `code` in the first scratch register.
    fn trap_code(inst: &'static str, code: i64) -> Result<Vec<Inst>, EmitError> {
        if !(0..=i64::from(u16::MAX)).contains(&code) {
            return Err(EmitError::Custom {
                inst,
                message: format!("trap code {code} is not a 16-bit unsigned integer"),
            });
        }
        constant(SCRATCH, code)
    }

    /// The byte offset of a branch over `insts` instructions after it.
    fn over(insts: usize) -> i64 {
        (insts as i64 + 1) * INST_BYTES
    }
}

impl Custom for Rv64Custom {
    fn emit_iconst(
        &mut self,
        ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let value = imm("iconst", ops, 0, "value")?;
        let value = match ty {
            // An i32 is kept sign-extended.
            Some(Type::I32) => i64::from(value as i32),
            Some(Type::I64) => value,
            other => {
                return Err(EmitError::NoEmission {
                    inst: "iconst",
                    ty: other.map(opforge_cfg::ValueType::name),
                });
            }
        };
        for inst in constant(last_reg("iconst", ops)?, value)? {
            buf.emit(inst);
        }
        Ok(())
    }

    fn emit_frame_addr(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let depth = imm("frame_addr", ops, 0, "depth")?;
        below_frame_pointer("frame_addr", depth, last_reg("frame_addr", ops)?, buf)
    }

    fn emit_select(
        &mut self,
        ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        const INST: &str = "select";
        // c, x, y, then the result, which reuses x's register.
        let (c, y, out) = (reg(INST, ops, 0)?, reg(INST, ops, 2)?, reg(INST, ops, 3)?);
        let skip = Inst::bnez(x(INST, "BNEZ", c)?, Self::over(1));
        buf.emit(skip.map_err(operand(INST, "BNEZ"))?);
        let freg = |n: u8, form| FReg::new(n).map_err(operand(INST, form));
        let mv =
            match ty {
                Some(Type::I32 | Type::I64) => {
                    Inst::mv(x(INST, "MV", out)?, x(INST, "MV", y)?).map_err(operand(INST, "MV"))
                }
                Some(Type::F32) => Inst::fmv_s(freg(out, "FMV_S")?, freg(y, "FMV_S")?)
                    .map_err(operand(INST, "FMV_S")),
                Some(Type::F64) => Inst::fmv_d(freg(out, "FMV_D")?, freg(y, "FMV_D")?)
                    .map_err(operand(INST, "FMV_D")),
                None => Err(EmitError::NoEmission {
                    inst: INST,
                    ty: None,
                }),
            }?;
        buf.emit(mv);
        Ok(())
    }

    fn emit_stack_slot(
        &mut self,
        _ty: Option<Type>,
        _ops: &Operands<'_>,
        _buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        // A declaration: the frame lays the slot out, `stack_addr` addresses it.
        Ok(())
    }

    fn emit_stack_addr(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let slot = imm("stack_addr", ops, 0, "slot")?;
        let depth = slot_depth("stack_addr", &self.stack_slots, slot)?;
        below_frame_pointer(
            "stack_addr",
            i64::from(depth),
            last_reg("stack_addr", ops)?,
            buf,
        )
    }

    fn emit_global_addr(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        const INST: &str = "global_addr";
        let symbol = imm(INST, ops, 0, "symbol")?;
        let symbol = u64::try_from(symbol).map_err(|_| EmitError::Custom {
            inst: INST,
            message: format!("symbol {symbol} is negative"),
        })?;
        let xd = x(INST, "AUIPC", last_reg(INST, ops)?)?;
        let auipc = Inst::auipc(xd, 0).map_err(operand(INST, "AUIPC"))?;
        let addi = Inst::addi(xd, xd, 0).map_err(operand(INST, "ADDI"))?;
        self.symbol_sites.push(SymbolSite {
            word: buf.len(),
            symbol,
        });
        buf.emit(auipc);
        buf.emit(addi);
        Ok(())
    }

    fn emit_call(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        const INST: &str = "call";
        let callee = imm(INST, ops, 0, "callee")?;
        let ra = x(INST, "JAL", LINK_REGISTER)?;
        if let Some(sites) = &mut self.call_sites {
            let callee = u64::try_from(callee).map_err(|_| EmitError::Custom {
                inst: INST,
                message: format!("callee {callee} is negative"),
            })?;
            let auipc = Inst::auipc(ra, 0).map_err(operand(INST, "AUIPC"))?;
            let jalr = Inst::jalr(ra, 0, ra).map_err(operand(INST, "JALR"))?;
            sites.push(CallSite {
                word: buf.len(),
                callee,
            });
            buf.emit(auipc);
            buf.emit(jalr);
            return Ok(());
        }
        let label = callee_label(INST, &self.functions, callee)?;
        let jal = Inst::jal(ra, 0).map_err(operand(INST, "JAL"))?;
        buf.emit_to(jal, label).map_err(buffer)
    }

    fn emit_call_index(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        const INST: &str = "call_index";
        let index = x(INST, "SLLI", reg(INST, ops, 0)?)?;
        let table = self.table.ok_or(EmitError::Custom {
            inst: INST,
            message: "no table of functions: the module has none".into(),
        })?;
        let count = self.functions.len() as i64;
        let (t, ra) = (x(INST, "SLTU", SCRATCH)?, x(INST, "JAL", LINK_REGISTER)?);
        // t = (index < count), unsigned: a negative index is past the end too.
        if fits(count, 12) {
            buf.emit(Inst::sltiu(t, index, count).map_err(operand(INST, "SLTIU"))?);
        } else {
            for i in constant(SCRATCH, count)? {
                buf.emit(i);
            }
            buf.emit(Inst::sltu(t, index, t).map_err(operand(INST, "SLTU"))?);
        }
        let code = Self::trap_code(INST, i64::from(TrapCode::BadCallee.number()))?;
        let skip = Inst::bnez(t, Self::over(code.len() + 1));
        buf.emit(skip.map_err(operand(INST, "BNEZ"))?);
        self.jump_to_trap(INST, &code, buf)?;
        // The entry's offset in t; the table's head adds its own address and jumps to the
        // entry, whose `j` keeps ra pointing after this JAL.
        buf.emit(Inst::slli(t, index, 2).map_err(operand(INST, "SLLI"))?);
        let jal = Inst::jal(ra, 0).map_err(operand(INST, "JAL"))?;
        buf.emit_to(jal, table).map_err(buffer)
    }

    fn emit_trapz(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        const INST: &str = "trapz";
        let value = x(INST, "BNEZ", reg(INST, ops, 0)?)?;
        let code = Self::trap_code(INST, imm(INST, ops, 1, "code")?)?;
        // Skip the code and the jump to the stub when the value is not zero.
        let skip = Inst::bnez(value, Self::over(code.len() + 1));
        buf.emit(skip.map_err(operand(INST, "BNEZ"))?);
        self.jump_to_trap(INST, &code, buf)
    }

    fn emit_trap_sdiv_overflow(
        &mut self,
        ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        const INST: &str = "trap_sdiv_overflow";
        let lhs = x(INST, "BNE", reg(INST, ops, 0)?)?;
        let rhs = x(INST, "ADDI", reg(INST, ops, 1)?)?;
        let t = x(INST, "ADDI", FAR_BASE)?;
        let code = Self::trap_code(INST, i64::from(TrapCode::IntegerOverflow.number()))?;
        // The least integer of the type, sign-extended, in t: 0xffffffff80000000 for i32.
        let least = match ty {
            Some(Type::I32) => vec![Inst::lui(t, 0x8_0000).map_err(operand(INST, "LUI"))?],
            _ => vec![
                Inst::addi(t, XReg::ZERO, -1).map_err(operand(INST, "ADDI"))?,
                Inst::slli(t, t, 63).map_err(operand(INST, "SLLI"))?,
            ],
        };
        // t = rhs + 1 is zero only when rhs is -1; past that, lhs must be the least integer.
        let tail = code.len() + 1;
        buf.emit(Inst::addi(t, rhs, 1).map_err(operand(INST, "ADDI"))?);
        let skip = Inst::bnez(t, Self::over(least.len() + 1 + tail));
        buf.emit(skip.map_err(operand(INST, "BNEZ"))?);
        for i in least {
            buf.emit(i);
        }
        buf.emit(Inst::bne(lhs, t, Self::over(tail)).map_err(operand(INST, "BNE"))?);
        self.jump_to_trap(INST, &code, buf)
    }

    fn emit_trap(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let code = Self::trap_code("trap", imm("trap", ops, 0, "code")?)?;
        self.jump_to_trap("trap", &code, buf)
    }

    fn emit_throw(
        &mut self,
        _ty: Option<Type>,
        _ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        // The value is already in a0 (the row fixes it there).
        let code = Self::trap_code("throw", i64::from(TrapCode::Throw.number()))?;
        self.jump_to_trap("throw", &code, buf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a sequence of LUI/ADDI/ADDIW/SLLI/SRLI leaves in its register, computed from the
    /// instructions' printed text (an interpretation independent of `constant`).
    fn run(insts: &[Inst]) -> i64 {
        let mut reg: i64 = 0;
        for inst in insts {
            let text = inst.to_string();
            let words: Vec<&str> = text.split([' ', ',']).filter(|w| !w.is_empty()).collect();
            let num = |w: &str| w.parse::<i64>().expect("decimal");
            let last = num(words[words.len() - 1]);
            reg = match words[0] {
                "li" => last,
                "lui" => i64::from((last << 12) as i32),
                "addi" => reg.wrapping_add(last),
                "addiw" => i64::from(reg.wrapping_add(last) as i32),
                "slli" => reg << last,
                "srli" => ((reg as u64) >> last) as i64,
                other => panic!("unexpected {other} in {text}"),
            };
        }
        reg
    }

    #[test]
    fn constants_are_built_exactly_and_short() {
        let mut rng = opforge_rng::Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
        let mut values = vec![
            0,
            1,
            -1,
            2047,
            -2048,
            2048,
            -2049,
            i64::from(i32::MAX),
            i64::from(i32::MIN),
            i64::MAX,
            i64::MIN,
            0x8000_0000,
            0xffff_ffff,
            0x5555_5555_5555_5555,
        ];
        for _ in 0..4000 {
            let state = rng.next_u64();
            let mask = [
                u64::MAX,
                0xfff,
                0xffff_f000,
                0xffff_ffff,
                0xff00_0000_0000_00ff,
            ][(state % 5) as usize];
            values.push((state & mask) as i64);
            values.push(!(state & mask) as i64);
            values.push((state >> (state % 64)) as i64);
        }
        for v in values {
            let insts = constant(10, v).expect("every constant is emitted");
            assert_eq!(run(&insts), v, "{v:#x}: {insts:?}");
            assert!(insts.len() <= 8, "{v:#x}: {} instructions", insts.len());
            if fits(v, 32) {
                assert!(insts.len() <= 2, "{v:#x}: {insts:?}");
            }
        }
    }
}
