//! The emissions `spec/lir-arm64.yaml` hands to Rust (`custom: { emit: ... }`): `iconst`, a
//! constant of any value (the shortest of MOVZ or MOVN plus MOVK per remaining 16-bit chunk, or
//! one ORR of a logical immediate), `call`, a BL to the label of the callee, and the traps
//! (`trap`, `trapz`, `trap_sdiv_overflow`), which set x16 to their code and branch to the
//! harness's trap stub (in an object, the object's own stub: see [`crate::object`]). The
//! generated `Custom` trait names each; [`A64Custom`] implements them. The registers they use
//! by hand (the `abi`'s scratch registers and frame pointer) come from the generated `ABI`
//! through [`crate::emit`].

use opforge_arm64::{
    CodeBuffer, Cond, Inst, Label, OperandError, Shift, WReg, WRegOrSp, XReg, XRegOrSp,
};
use opforge_cfg::lir::EmitError;

use crate::a64::target::{FAR_BASE, FRAME_POINTER, SCRATCH};
use crate::lir::{Custom, Operands, Type};
use crate::sites::{callee_label, slot_depth};

/// The hand-written emissions of the A64 LIR, with the labels of the module's functions (what a
/// `call`'s callee index names).
#[derive(Clone, Debug, Default)]
pub struct A64Custom {
    /// The entry label of each function of the module, by index.
    pub functions: Vec<Label>,
    /// The harness's trap stub (see [`crate::elf`]).
    pub trap: Option<Label>,
    /// The module's table of functions: a `b` to function `i` at word `i`.
    pub table: Option<Label>,
    /// When set, a `call` does not branch to a label: it emits `bl` with offset 0 and records
    /// the word and the callee here, for a relocation (relocatable code, where the callee may
    /// also be an external symbol: an index past the module's functions).
    pub call_sites: Option<Vec<CallSite>>,
    /// Whether an emission branched to the trap stub.
    pub trap_used: bool,
    /// The `adrp`/`add` pairs of the `global_addr`s emitted, for their relocations (in an
    /// object) or for the executable to patch once it has placed its data items.
    pub symbol_sites: Vec<SymbolSite>,
    /// The depth below the frame record of each stack slot of the function being emitted, by
    /// slot number (set by [`crate::emit::emit_function`]).
    pub stack_slots: Vec<u32>,
}

pub use crate::sites::{CallSite, SymbolSite};

impl A64Custom {
    /// `movz x16, #code; b <trap stub>`.
    fn branch_to_trap(
        &mut self,
        inst: &'static str,
        code: i64,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let stub = self.trap.ok_or(EmitError::Custom {
            inst,
            message: "no trap stub: the module has no harness".into(),
        })?;
        self.trap_used = true;
        let scratch = XReg::new(SCRATCH).map_err(operand(inst, "MOVZ_X"))?;
        buf.emit(Inst::movz_x(scratch, code, 0).map_err(operand(inst, "MOVZ_X"))?);
        buf.emit_to(Inst::b(0).map_err(operand(inst, "B"))?, stub)
            .map_err(|e| EmitError::Buffer(e.to_string()))
    }

    /// The register of slot `k`.
    fn reg(inst: &'static str, ops: &Operands<'_>, k: usize) -> Result<u8, EmitError> {
        ops.regs.get(k).copied().ok_or(EmitError::Shape {
            inst,
            message: format!("no register for operand {k}"),
        })
    }
}

/// An operand error of a form used by a custom emission.
fn operand(inst: &'static str, form: &'static str) -> impl Fn(OperandError) -> EmitError {
    move |e| EmitError::Operand {
        inst,
        form,
        message: e.to_string(),
    }
}

/// `sub out, x29, #depth` (x29 the frame pointer), or for a depth beyond 4095
/// `sub out, x29, #(depth >> 12), lsl #12; sub out, out, #(depth & 4095)`.
fn below_frame_record(
    inst: &'static str,
    depth: i64,
    out: u8,
    buf: &mut CodeBuffer,
) -> Result<(), EmitError> {
    let out = XRegOrSp::new(out).map_err(operand(inst, "SUB_X_imm"))?;
    let (hi, lo) = (depth >> 12, depth & 0xfff);
    let fp = XRegOrSp::new(FRAME_POINTER).map_err(operand(inst, "SUB_X_imm"))?;
    let mut from = fp;
    // Both parts, or the low one alone (`sub out, x29, #0` when the depth is 0).
    for (part, shift) in [(hi, 12), (lo, 0)] {
        if part != 0 || (shift == 0 && from == fp) {
            let sub =
                Inst::sub_x_imm(out, from, part, shift).map_err(operand(inst, "SUB_X_imm"))?;
            buf.emit(sub);
            from = out;
        }
    }
    Ok(())
}

/// The register of the last slot (the result of an instruction without temps).
fn last_reg(inst: &'static str, ops: &Operands<'_>) -> Result<u8, EmitError> {
    ops.regs.last().copied().ok_or(EmitError::Shape {
        inst,
        message: "no register for the result".into(),
    })
}

/// The 16-bit chunks of `value` in a `bits`-wide register, lowest first (`bits / 16` of the
/// four are meaningful; the rest are zero).
fn chunks(value: u64, bits: u32) -> ([u16; 4], usize) {
    let n = (bits / 16).min(4) as usize;
    let mut parts = [0u16; 4];
    for (i, p) in parts.iter_mut().enumerate().take(n) {
        *p = (value >> (16 * i)) as u16;
    }
    (parts, n)
}

/// The instructions that build a constant: at most four, held without an allocation.
#[derive(Clone, Copy, Debug)]
pub struct ConstantInsts {
    insts: [Inst; 4],
    len: usize,
}

impl ConstantInsts {
    fn one(inst: Inst) -> Self {
        ConstantInsts {
            insts: [inst; 4],
            len: 1,
        }
    }

    fn push(&mut self, inst: Inst) {
        if let Some(slot) = self.insts.get_mut(self.len) {
            *slot = inst;
            self.len += 1;
        }
    }
}

impl core::ops::Deref for ConstantInsts {
    type Target = [Inst];

    fn deref(&self) -> &[Inst] {
        &self.insts[..self.len]
    }
}

impl IntoIterator for ConstantInsts {
    type Item = Inst;
    type IntoIter = core::iter::Take<core::array::IntoIter<Inst, 4>>;

    fn into_iter(self) -> Self::IntoIter {
        self.insts.into_iter().take(self.len)
    }
}

/// The machine instructions that put `value` in a `bits`-wide register (32 or 64) whose
/// number is `rd`: one ORR of a logical immediate when that is shorter, else MOVZ (or MOVN when
/// more chunks are all ones than all zeros) followed by a MOVK for each chunk left to set.
pub fn constant(rd: u8, value: u64, bits: u32) -> Result<ConstantInsts, EmitError> {
    const INST: &str = "iconst";
    let value = if bits == 32 {
        value & 0xffff_ffff
    } else {
        value
    };
    let (all, n) = chunks(value, bits);
    let parts = &all[..n];
    let zeros = parts.iter().filter(|&&c| c == 0).count();
    let ones = parts.iter().filter(|&&c| c == 0xffff).count();
    let invert = ones > zeros;
    let base = if invert { 0xffff } else { 0 };
    let mut differing = [0usize; 4];
    let mut n_differing = 0;
    for i in (0..parts.len()).filter(|&i| parts[i] != base) {
        differing[n_differing] = i;
        n_differing += 1;
    }
    let differing = &differing[..n_differing];
    let wide = differing.len().max(1);
    let x = bits == 64;
    if wide > 1 {
        let orr = if x {
            XRegOrSp::new(rd).and_then(|r| Inst::mov_x_bitmask(r, value))
        } else {
            WRegOrSp::new(rd).and_then(|r| Inst::mov_w_bitmask(r, value))
        };
        if let Ok(orr) = orr {
            return Ok(ConstantInsts::one(orr));
        }
    }
    let first = differing.first().copied().unwrap_or(0);
    let chunk = |i: usize| i64::from(parts[i]);
    let hw = |i: usize| 16 * i as i64;
    let lead = if invert {
        let imm = i64::from(!parts[first]);
        if x {
            XReg::new(rd).and_then(|r| Inst::movn_x(r, imm, hw(first)))
        } else {
            WReg::new(rd).and_then(|r| Inst::movn_w(r, imm, hw(first)))
        }
        .map_err(operand(INST, if x { "MOVN_X" } else { "MOVN_W" }))?
    } else if x {
        XReg::new(rd)
            .and_then(|r| Inst::movz_x(r, chunk(first), hw(first)))
            .map_err(operand(INST, "MOVZ_X"))?
    } else {
        WReg::new(rd)
            .and_then(|r| Inst::movz_w(r, chunk(first), hw(first)))
            .map_err(operand(INST, "MOVZ_W"))?
    };
    let mut out = ConstantInsts::one(lead);
    for &i in differing.iter().skip(1) {
        let k = if x {
            XReg::new(rd).and_then(|r| Inst::movk_x(r, chunk(i), hw(i)))
        } else {
            WReg::new(rd).and_then(|r| Inst::movk_w(r, chunk(i), hw(i)))
        }
        .map_err(operand(INST, if x { "MOVK_X" } else { "MOVK_W" }))?;
        out.push(k);
    }
    Ok(out)
}

impl Custom for A64Custom {
    fn emit_iconst(
        &mut self,
        ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let value = ops.imms.first().copied().ok_or(EmitError::Shape {
            inst: "iconst",
            message: "no value".into(),
        })?;
        let bits = match ty {
            Some(Type::I32) => 32,
            Some(Type::I64) => 64,
            other => {
                return Err(EmitError::NoEmission {
                    inst: "iconst",
                    ty: other.map(opforge_cfg::ValueType::name),
                });
            }
        };
        for inst in constant(last_reg("iconst", ops)?, value as u64, bits)? {
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
        let depth = ops.imms.first().copied().ok_or(EmitError::Shape {
            inst: "frame_addr",
            message: "no depth".into(),
        })?;
        below_frame_record("frame_addr", depth, last_reg("frame_addr", ops)?, buf)
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
        let slot = ops.imms.first().copied().ok_or(EmitError::Shape {
            inst: "stack_addr",
            message: "no slot".into(),
        })?;
        let depth = slot_depth("stack_addr", &self.stack_slots, slot)?;
        below_frame_record(
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
        let symbol = ops.imms.first().copied().ok_or(EmitError::Shape {
            inst: "global_addr",
            message: "no symbol".into(),
        })?;
        let symbol = u64::try_from(symbol).map_err(|_| EmitError::Custom {
            inst: "global_addr",
            message: format!("symbol {symbol} is negative"),
        })?;
        let rd = last_reg("global_addr", ops)?;
        let xd = XReg::new(rd).map_err(operand("global_addr", "ADRP"))?;
        let xd_sp = XRegOrSp::new(rd).map_err(operand("global_addr", "ADD_X_imm"))?;
        self.symbol_sites.push(SymbolSite {
            word: buf.len(),
            symbol,
        });
        buf.emit(Inst::adrp(xd, 0).map_err(operand("global_addr", "ADRP"))?);
        buf.emit(Inst::add_x_imm(xd_sp, xd_sp, 0, 0).map_err(operand("global_addr", "ADD_X_imm"))?);
        Ok(())
    }

    fn emit_call(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let callee = ops.imms.first().copied().ok_or(EmitError::Shape {
            inst: "call",
            message: "no callee".into(),
        })?;
        if let Some(sites) = &mut self.call_sites {
            let callee = u64::try_from(callee).map_err(|_| EmitError::Custom {
                inst: "call",
                message: format!("callee {callee} is negative"),
            })?;
            sites.push(CallSite {
                word: buf.len(),
                callee,
            });
            buf.emit(Inst::bl(0).map_err(operand("call", "BL"))?);
            return Ok(());
        }
        let label = callee_label("call", &self.functions, callee)?;
        let bl = Inst::bl(0).map_err(operand("call", "BL"))?;
        buf.emit_to(bl, label)
            .map_err(|e| EmitError::Buffer(e.to_string()))
    }

    fn emit_call_index(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let inst = "call_index";
        let index = Self::reg(inst, ops, 0)?;
        let table = self.table.ok_or(EmitError::Custom {
            inst,
            message: "no table of functions: the module has none".into(),
        })?;
        let count = self.functions.len() as i64;
        let xi = XReg::new(index).map_err(operand(inst, "X"))?;
        // cmp index, #count; b.lo over the trap; adr x17, table; add x17, x17, index, lsl #2;
        // blr x17 (the table's `b` enters the function with x30 set by the BLR).
        let cmp = Inst::subs_x_imm(
            XReg::XZR,
            XRegOrSp::new(index).map_err(operand(inst, "SUBS_X_imm"))?,
            count,
            0,
        );
        buf.emit(cmp.map_err(operand(inst, "SUBS_X_imm"))?);
        buf.emit(Inst::b_cond(Cond::LO, 12).map_err(operand(inst, "B_cond"))?);
        self.branch_to_trap(
            inst,
            i64::from(crate::trap::TrapCode::BadCallee.number()),
            buf,
        )?;
        let far = XReg::new(FAR_BASE).map_err(operand(inst, "ADR"))?;
        let adr = Inst::adr(far, 0).map_err(operand(inst, "ADR"))?;
        buf.emit_to(adr, table)
            .map_err(|e| EmitError::Buffer(e.to_string()))?;
        let add = Inst::add_x_shifted(far, far, xi, Shift::LSL, 2);
        buf.emit(add.map_err(operand(inst, "ADD_X_shifted"))?);
        buf.emit(Inst::blr(far).map_err(operand(inst, "BLR"))?);
        Ok(())
    }

    fn emit_throw(
        &mut self,
        _ty: Option<Type>,
        _ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        // The value is already in x0 (the row fixes it there).
        self.branch_to_trap(
            "throw",
            i64::from(crate::trap::TrapCode::Throw.number()),
            buf,
        )
    }

    fn emit_trap(
        &mut self,
        _ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let code = ops.imms.first().copied().unwrap_or(0);
        self.branch_to_trap("trap", code, buf)
    }

    fn emit_trapz(
        &mut self,
        ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let r = Self::reg("trapz", ops, 0)?;
        let code = ops.imms.get(1).copied().unwrap_or(0);
        // Skip the two instructions of the branch to the stub when the value is not zero.
        let skip = match ty {
            Some(Type::I32) => Inst::cbnz_w(WReg::new(r).map_err(operand("trapz", "CBNZ_W"))?, 12),
            _ => Inst::cbnz_x(XReg::new(r).map_err(operand("trapz", "CBNZ_X"))?, 12),
        };
        buf.emit(skip.map_err(operand("trapz", "CBNZ"))?);
        self.branch_to_trap("trapz", code, buf)
    }

    fn emit_trap_sdiv_overflow(
        &mut self,
        ty: Option<Type>,
        ops: &Operands<'_>,
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let inst = "trap_sdiv_overflow";
        let (lhs, rhs) = (Self::reg(inst, ops, 0)?, Self::reg(inst, ops, 1)?);
        // cmn rhs, #1 (Z when rhs is -1); ccmp lhs, #1, #0, eq (V when lhs - 1 overflows, that
        // is lhs is the least integer; flags cleared when rhs is not -1); b.vc over the branch.
        let (cmn, ccmp) = match ty {
            Some(Type::I32) => (
                Inst::adds_w_imm(
                    WReg::WZR,
                    WRegOrSp::new(rhs).map_err(operand(inst, "ADDS_W_imm"))?,
                    1,
                    0,
                ),
                Inst::ccmp_w_imm(
                    WReg::new(lhs).map_err(operand(inst, "CCMP_W_imm"))?,
                    1,
                    0,
                    Cond::EQ,
                ),
            ),
            _ => (
                Inst::adds_x_imm(
                    XReg::XZR,
                    XRegOrSp::new(rhs).map_err(operand(inst, "ADDS_X_imm"))?,
                    1,
                    0,
                ),
                Inst::ccmp_x_imm(
                    XReg::new(lhs).map_err(operand(inst, "CCMP_X_imm"))?,
                    1,
                    0,
                    Cond::EQ,
                ),
            ),
        };
        buf.emit(cmn.map_err(operand(inst, "ADDS_imm"))?);
        buf.emit(ccmp.map_err(operand(inst, "CCMP_imm"))?);
        buf.emit(Inst::b_cond(Cond::VC, 12).map_err(operand(inst, "B_cond"))?);
        self.branch_to_trap(
            inst,
            i64::from(crate::trap::TrapCode::IntegerOverflow.number()),
            buf,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a sequence of MOVZ/MOVN/MOVK/ORR leaves in the register, computed from the decoded
    /// instructions' printed text (an interpretation independent of `constant`).
    fn run(insts: &[Inst], bits: u32) -> u64 {
        let mut reg: u64 = 0;
        for inst in insts {
            let text = inst.to_string();
            let words: Vec<&str> = text.split([' ', ',']).filter(|w| !w.is_empty()).collect();
            let num = |w: &str| {
                let w = w.trim_start_matches('#');
                match w.strip_prefix("0x") {
                    Some(h) => u64::from_str_radix(h, 16).expect("hex"),
                    None => w.parse::<i64>().expect("decimal") as u64,
                }
            };
            let shift = words
                .iter()
                .position(|w| *w == "lsl")
                .map_or(0, |i| num(words[i + 1]));
            match words[0] {
                "mov" => reg = num(words[2]),
                "movz" => reg = num(words[2]) << shift,
                "movn" => reg = !(num(words[2]) << shift),
                "movk" => {
                    reg = (reg & !(0xffff << shift)) | (num(words[2]) << shift);
                }
                other => panic!("unexpected {other} in {text}"),
            }
        }
        if bits == 32 { reg & 0xffff_ffff } else { reg }
    }

    #[test]
    fn constants_are_built_exactly_and_short() {
        let mut rng = opforge_rng::Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
        let mut values = vec![
            0,
            1,
            u64::MAX,
            0xffff,
            0x1_0000,
            0xffff_0000_0000_ffff,
            0x5555_5555_5555_5555,
        ];
        for _ in 0..2000 {
            let state = rng.next_u64();
            // Mix dense values with ones made of a few chunks (the common constants).
            let mask = [u64::MAX, 0xffff, 0xffff_0000, 0xffff_ffff_0000_0000][(state % 4) as usize];
            values.push(state & mask);
            values.push(!(state & mask));
        }
        for v in values {
            for bits in [32, 64] {
                let insts = constant(3, v, bits).expect("every constant is emitted");
                let want = if bits == 32 { v & 0xffff_ffff } else { v };
                assert_eq!(run(&insts, bits), want, "{v:#x} in {bits} bits: {insts:?}");
                assert!(
                    insts.len() <= (bits / 16) as usize,
                    "{v:#x}: {} instructions",
                    insts.len()
                );
            }
        }
    }
}
