//! Owns the rules `spec/lower-sysy-arm64.yaml` leaves to the compiler (`custom:`), as
//! [`Lowerer`], the generated `Custom` trait's implementation: a float constant's bits, a
//! local array's stack slot, `gep` alone or folded into the load or store that reads it,
//! division by a constant ([`super::divide`]), calls (AAPCS64, or the overflow area of
//! [`super::wide`]) and integer compare-and-branch with a constant as an immediate.
//! It also numbers the stack slots as the LIR wants them (in layout order, see
//! [`Lowerer::renumber_slots`]).

use opforge_cfg::lower::LowerError;
use opforge_cfg::{Function, Inst, Operand, Shape};
use opforge_compile::lir::imm::Cond;
use opforge_compile::lir::{InstBuilder, Opcode as LirOp, Type as Lir};

use super::address::{
    Address, Extensions, add_offset, gep_address, is_access_offset, lir_type, materialize,
};
use super::layout::{align_of, size_of};
use super::rules::{Custom, Cx};
use super::wide::Overflow;
use sysy_ir::{Opcode, Type};

/// The largest stack slot the back end's frames take (its `slot_size` immediate is 24 bits
/// and the whole frame stays below 16 MiB), with room left for spills and saved registers.
pub const MAX_SLOT: u64 = (16 << 20) - (64 << 10);

/// The hand-written rules, for one function: how the module's functions are called and the
/// stack slots made so far.
#[derive(Clone, Debug, Default)]
pub struct Lowerer<'m> {
    /// Per function of the module, its overflow area when it is wide.
    wide: &'m [Option<Overflow>],
    /// The `stack_slot` declarations made, slot `k` the `k`-th.
    slots: Vec<Inst>,
    /// The bytes of stack slots so far.
    frame: u64,
    /// The indexes sign-extended so far.
    extensions: Extensions,
}

impl<'m> Lowerer<'m> {
    /// The rules for a function of a module whose functions are called as `wide` says.
    pub fn new(wide: &'m [Option<Overflow>]) -> Self {
        Lowerer {
            wide,
            slots: Vec::new(),
            frame: 0,
            extensions: Extensions::default(),
        }
    }

    /// Counts `bytes` more of stack slots, refusing `inst` past what frames hold.
    fn reserve(&mut self, cx: &Cx<'_>, inst: Inst, bytes: u64) -> Result<(), LowerError> {
        self.frame = self.frame.saturating_add(bytes);
        if self.frame > MAX_SLOT {
            return Err(cx.refuse(
                inst,
                format!(
                    "the function's local arrays take {} bytes; the A64 back end's frames hold at most {MAX_SLOT} (make the array global)",
                    self.frame
                ),
            ));
        }
        Ok(())
    }

    /// Lowers a call, defining its result when `define`.
    fn call(&mut self, cx: &mut Cx<'_>, inst: Inst, define: bool) -> Result<(), LowerError> {
        let callee = cx
            .imm(inst, 0)
            .ok_or_else(|| cx.refuse(inst, "a call has no callee"))?;
        let args = cx.operand_values_from(inst, 1)?;
        let float = cx.result_type(inst) == Some(Type::F32);
        let wide = usize::try_from(callee)
            .ok()
            .and_then(|k| self.wide.get(k))
            .and_then(Option::as_ref);
        let out = match wide {
            Some(o) => {
                self.reserve(cx, inst, o.bytes())?;
                let (decl, out) = o.call(cx, callee, &args, self.slots.len() as i64, float);
                self.slots.push(decl);
                out
            }
            None if float => cx.builder().fcall(callee, &args, Lir::F32),
            None => cx.builder().call(callee, &args, Lir::I32),
        };
        if define {
            cx.define(inst, out);
        }
        Ok(())
    }
}

impl Lowerer<'_> {
    /// Renumbers the stack slots of `target` (the lowered function) by their declarations'
    /// order in the layout, which the LIR's numbering follows, where the rules numbered them in
    /// the order they lowered them.
    pub fn renumber_slots(&self, target: &mut Function<LirOp>) {
        if self.slots.is_empty() {
            return;
        }
        let mut position = vec![None; target.inst_count()];
        let mut n = 0i64;
        let mut addrs = Vec::new();
        for &block in target.layout() {
            for &inst in target.block_insts(block) {
                match target.opcode(inst) {
                    Some(LirOp::StackSlot) => {
                        if let Some(p) = position.get_mut(inst.index()) {
                            *p = Some(n);
                        }
                        n += 1;
                    }
                    Some(LirOp::StackAddr) => addrs.push(inst),
                    _ => {}
                }
            }
        }
        for inst in addrs {
            let Some(Operand::Imm(k)) = target.inst(inst).and_then(|d| d.operand(0)) else {
                continue;
            };
            let renumbered = usize::try_from(k)
                .ok()
                .and_then(|k| self.slots.get(k))
                .and_then(|decl| position.get(decl.index()).copied().flatten());
            if let (Some(p), Some(mut m)) = (renumbered, target.inst_mut(inst)) {
                m.set_operand(0, Operand::Imm(p));
            }
        }
    }
}

impl Custom for Lowerer<'_> {
    fn lower_imul_const(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        super::divide::lower_imul(cx, inst)
    }

    fn lower_idiv_const(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        super::divide::lower_idiv(cx, inst)
    }

    fn lower_imod_const(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        super::divide::lower_imod(cx, inst)
    }

    fn lower_call(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        self.call(cx, inst, true)
    }

    fn lower_call_void(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        self.call(cx, inst, false)
    }

    fn lower_fconst(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        let bits = cx
            .imm(inst, 0)
            .ok_or_else(|| cx.refuse(inst, "fconst has no immediate"))?;
        let single = f64::from_bits(bits as u64) as f32;
        let b = cx.builder();
        let out = if single.to_bits() == 0 {
            let zero = b.iconst(0, Lir::I32);
            b.bitcast_to_float(zero, Lir::F32)
        } else {
            let word = b.iconst(i64::from(single.to_bits() as i32), Lir::I32);
            b.bitcast_to_float(word, Lir::F32)
        };
        cx.define(inst, out);
        Ok(())
    }

    fn lower_calloc(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        let count = cx
            .imm(inst, 0)
            .ok_or_else(|| cx.refuse(inst, "calloc has no count"))?;
        let ty = cx
            .result_type(inst)
            .ok_or_else(|| cx.refuse(inst, "calloc has no result"))?;
        let Shape::Pointer(elem) = ty.shape() else {
            return Err(cx.refuse(inst, format!("calloc gives a {ty}, not a pointer")));
        };
        let size = size_of(elem)
            .zip(u64::try_from(count).ok())
            .and_then(|(s, n)| s.checked_mul(n))
            .ok_or_else(|| cx.refuse(inst, format!("{count} elements of {elem} have no size")))?
            .max(1);
        self.reserve(cx, inst, size)?;
        let b = cx.builder();
        let decl = b.stack_slot(size as i64, align_of(size) as i64);
        let addr = b.stack_addr(self.slots.len() as i64);
        self.slots.push(decl);
        cx.define(inst, addr);
        Ok(())
    }

    fn lower_br_icmp(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        self.branch_on_compare(cx, inst)
    }

    fn lower_gep(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        let a = gep_address(cx, inst, None, &mut self.extensions)?;
        let out = materialize(cx, a);
        cx.define(inst, out);
        Ok(())
    }

    fn lower_load_gep(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        let ty = cx
            .result_type(inst)
            .and_then(lir_type)
            .ok_or_else(|| cx.refuse(inst, "a load reads an i32 or an f32"))?;
        let gep = gep_of(cx, inst)?;
        let a = gep_address(cx, gep, Some(4), &mut self.extensions)?;
        let out = match a {
            Address {
                index: Some((index, _)),
                ..
            } => {
                let base = add_offset(cx, a.base, a.offset);
                cx.builder().load_idx_w(base, index, ty)
            }
            Address { index: None, .. } if is_access_offset(a.offset, 4) => {
                cx.builder().load(a.base, a.offset, ty)
            }
            _ => {
                let base = materialize(cx, a);
                cx.builder().load(base, 0, ty)
            }
        };
        cx.define(inst, out);
        Ok(())
    }

    fn lower_store_gep(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        let value = cx.operand_value(inst, 1)?;
        let gep = gep_of(cx, inst)?;
        let a = gep_address(cx, gep, Some(4), &mut self.extensions)?;
        match a {
            Address {
                index: Some((index, _)),
                ..
            } => {
                let base = add_offset(cx, a.base, a.offset);
                cx.builder().store_idx_w(value, base, index);
            }
            Address { index: None, .. } if is_access_offset(a.offset, 4) => {
                cx.builder().store(value, a.base, a.offset);
            }
            _ => {
                let base = materialize(cx, a);
                cx.builder().store(value, base, 0);
            }
        }
        Ok(())
    }
}

/// The largest constant `br_icmp_imm` takes (its `uimm12`).
const MAX_COMPARE_IMM: i64 = 4095;

/// The A64 condition of a signed integer compare, and the one that holds with its operands
/// swapped.
fn int_cond(op: Opcode) -> Option<(Cond, Cond)> {
    Some(match op {
        Opcode::IcmpEq => (Cond::Eq, Cond::Eq),
        Opcode::IcmpNe => (Cond::Ne, Cond::Ne),
        Opcode::IcmpGt => (Cond::Gt, Cond::Lt),
        Opcode::IcmpGe => (Cond::Ge, Cond::Le),
        Opcode::IcmpLt => (Cond::Lt, Cond::Gt),
        Opcode::IcmpLe => (Cond::Le, Cond::Ge),
        _ => return None,
    })
}

impl Lowerer<'_> {
    /// A `brcond` on an integer compare it absorbs: one compare-and-branch, with a constant
    /// of `0..=4095` on either side as the immediate.
    pub(crate) fn branch_on_compare(
        &mut self,
        cx: &mut Cx<'_>,
        inst: Inst,
    ) -> Result<(), LowerError> {
        let cmp = cx
            .operand(inst, 0)
            .and_then(|v| cx.defined_by(v))
            .ok_or_else(|| cx.refuse(inst, "the condition is not a compare's"))?;
        let (cond, mirrored) = cx
            .opcode(cmp)
            .and_then(int_cond)
            .ok_or_else(|| cx.refuse(inst, "the condition is not an integer compare's"))?;
        let (then, else_) = (cx.target(inst, 1)?, cx.target(inst, 2)?);
        let small = |k: Option<i64>| k.filter(|k| (0..=MAX_COMPARE_IMM).contains(k));
        let (left, right) = (
            small(cx.operand_constant(cmp, 0)),
            small(cx.operand_constant(cmp, 1)),
        );
        let (then, else_) = ((then.0, &then.1[..]), (else_.0, &else_.1[..]));
        match (left, right) {
            (_, Some(k)) => {
                let lhs = cx.operand_value(cmp, 0)?;
                cx.builder().br_icmp_imm(cond, lhs, k, then, else_);
            }
            (Some(k), None) => {
                let rhs = cx.operand_value(cmp, 1)?;
                cx.builder().br_icmp_imm(mirrored, rhs, k, then, else_);
            }
            (None, None) => {
                let (lhs, rhs) = (cx.operand_value(cmp, 0)?, cx.operand_value(cmp, 1)?);
                cx.builder().br_icmp(cond, lhs, rhs, then, else_);
            }
        }
        Ok(())
    }
}

/// The `gep` a load's or store's address operand (operand 0) comes from.
fn gep_of(cx: &Cx<'_>, inst: Inst) -> Result<Inst, LowerError> {
    cx.operand(inst, 0)
        .and_then(|v| cx.defined_by(v))
        .ok_or_else(|| cx.refuse(inst, "the address is not a gep's"))
}
