//! Owns the rules the lowering tables (`spec/lower-sysy-arm64.yaml`,
//! `spec/lower-sysy-riscv64.yaml`) leave to the compiler (`custom:`) and that no target changes,
//! as [`Lowerer`], generic over the [`Machine`]: a float constant's bits, a local array's stack
//! slot, `gep` alone or folded into the load or store that reads it, multiplication, division
//! and remainder by a constant ([`super::divide`]), and calls (the LIR's convention, or the
//! overflow area of [`super::wide`]). Each target's generated `Custom` trait takes them through
//! [`shared_rules`], and adds its own (A64's compare-and-branch with an immediate,
//! [`super::arm64`]). It also numbers the stack slots as the LIR wants them (in layout order, see
//! [`Lowerer::renumber_slots`]).

use opforge_cfg::lower::LowerError;
use opforge_cfg::{CfgOpcode, Function, Inst, Operand, Shape};

use super::address::{
    Address, Extensions, access_offset, add_offset, gep_address, lir_type, materialize, zero_offset,
};
use super::layout::{align_of, size_of};
use super::machine::{Cx, Machine};
use super::wide::Overflow;
use sysy_ir::Type;

/// The largest stack slot the back ends' frames take (their `slot_size` immediate is 24 bits
/// and the whole frame stays below 16 MiB), with room left for spills and saved registers.
pub const MAX_SLOT: u64 = (16 << 20) - (64 << 10);

/// The hand-written rules, for one function lowered to machine `M`: how the module's
/// functions are called and the stack slots made so far.
#[derive(Clone, Debug)]
pub struct Lowerer<'m, M> {
    /// Per function of the module, its overflow area when it is wide.
    wide: &'m [Option<Overflow>],
    /// The `stack_slot` declarations made, slot `k` the `k`-th.
    slots: Vec<Inst>,
    /// The bytes of stack slots so far.
    frame: u64,
    /// The indexes sign-extended so far.
    extensions: Extensions,
    /// The machine.
    machine: core::marker::PhantomData<M>,
}

impl<'m, M: Machine> Lowerer<'m, M> {
    /// The rules for a function of a module whose functions are called as `wide` says.
    pub fn new(wide: &'m [Option<Overflow>]) -> Self {
        Lowerer {
            wide,
            slots: Vec::new(),
            frame: 0,
            extensions: Extensions::default(),
            machine: core::marker::PhantomData,
        }
    }

    /// Counts `bytes` more of stack slots, refusing `inst` past what frames hold.
    fn reserve(&mut self, cx: &Cx<'_, M>, inst: Inst, bytes: u64) -> Result<(), LowerError> {
        self.frame = self.frame.saturating_add(bytes);
        if self.frame > MAX_SLOT {
            return Err(cx.refuse(
                inst,
                format!(
                    "the function's local arrays take {} bytes; the {} back end's frames hold at most {MAX_SLOT} (make the array global)",
                    self.frame,
                    M::NAME
                ),
            ));
        }
        Ok(())
    }

    /// Lowers a call, defining its result when `define`.
    pub fn call(&mut self, cx: &mut Cx<'_, M>, inst: Inst, define: bool) -> Result<(), LowerError> {
        let callee = cx
            .imm(inst, 0)
            .ok_or_else(|| cx.refuse(inst, "a call has no callee"))?;
        let number = cx.fit(inst, callee)?;
        let args = cx.operand_values_from(inst, 1)?;
        let float = cx.result_type(inst) == Some(Type::F32);
        let wide = usize::try_from(callee)
            .ok()
            .and_then(|k| self.wide.get(k))
            .and_then(Option::as_ref);
        let out = match wide {
            Some(o) => {
                self.reserve(cx, inst, o.bytes())?;
                let slot = cx.fit(inst, self.slots.len() as i64)?;
                let bytes = cx.fit(inst, o.bytes() as i64)?;
                let (decl, out) = o.call::<M>(cx, number, &args, (slot, bytes), float);
                self.slots.push(decl);
                out
            }
            None if float => M::fcall(cx.builder(), number, &args, M::F32),
            None => M::call(cx.builder(), number, &args, M::I32),
        };
        if define {
            cx.define(inst, out);
        }
        Ok(())
    }

    /// Renumbers the stack slots of `target` (the lowered function) by their declarations'
    /// order in the layout, which the LIR's numbering follows, where the rules numbered them in
    /// the order they lowered them.
    pub fn renumber_slots(&self, target: &mut Function<M::Op>) {
        if self.slots.is_empty() {
            return;
        }
        let mut position = vec![None; target.inst_count()];
        let mut n = 0i64;
        let mut addrs = Vec::new();
        for &block in target.layout() {
            for &inst in target.block_insts(block) {
                match target.opcode(inst) {
                    Some(op) if op == M::STACK_SLOT => {
                        if let Some(p) = position.get_mut(inst.index()) {
                            *p = Some(n);
                        }
                        n += 1;
                    }
                    Some(op) if op == M::STACK_ADDR => addrs.push(inst),
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

    /// `fconst`: the single-precision bits in an integer register, moved to a float one.
    pub fn fconst(&mut self, cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
        let bits = cx
            .imm(inst, 0)
            .ok_or_else(|| cx.refuse(inst, "fconst has no immediate"))?;
        let single = f64::from_bits(bits as u64) as f32;
        let b = cx.builder();
        let out = if single.to_bits() == 0 {
            let zero = M::iconst(b, 0, M::I32);
            M::bitcast_to_float(b, zero, M::F32)
        } else {
            let word = M::iconst(b, i64::from(single.to_bits() as i32), M::I32);
            M::bitcast_to_float(b, word, M::F32)
        };
        cx.define(inst, out);
        Ok(())
    }

    /// `calloc`: a stack slot of the elements' size and its address.
    pub fn calloc(&mut self, cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
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
        let (size, align) = (
            cx.fit(inst, size as i64)?,
            cx.fit(inst, align_of(size) as i64)?,
        );
        let slot = cx.fit(inst, self.slots.len() as i64)?;
        let b = cx.builder();
        let decl = M::stack_slot(b, size, align);
        let addr = M::stack_addr(b, slot);
        self.slots.push(decl);
        cx.define(inst, addr);
        Ok(())
    }

    /// `gep` on its own: the address in a register.
    pub fn gep(&mut self, cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
        let a = gep_address::<M>(cx, inst, None, &mut self.extensions)?;
        let out = materialize::<M>(cx, a);
        cx.define(inst, out);
        Ok(())
    }

    /// A load of a `gep` it absorbs.
    pub fn load_gep(&mut self, cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
        let ty = cx
            .result_type(inst)
            .and_then(lir_type::<M>)
            .ok_or_else(|| cx.refuse(inst, "a load reads an i32 or an f32"))?;
        let gep = gep_of::<M>(cx, inst)?;
        let a = gep_address::<M>(cx, gep, Some(4), &mut self.extensions)?;
        let out = match a {
            Address {
                index: Some((index, _)),
                ..
            } => {
                let base = add_offset::<M>(cx, a.base, a.offset);
                M::load_idx_w(cx.builder(), base, index, ty)
            }
            Address { index: None, .. } => match access_offset::<M>(a.offset, 4) {
                Some(offset) => M::load(cx.builder(), a.base, offset, ty),
                None => {
                    let base = materialize::<M>(cx, a);
                    M::load(cx.builder(), base, zero_offset::<M>(), ty)
                }
            },
        };
        cx.define(inst, out);
        Ok(())
    }

    /// A store to a `gep` it absorbs.
    pub fn store_gep(&mut self, cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
        let value = cx.operand_value(inst, 1)?;
        let gep = gep_of::<M>(cx, inst)?;
        let a = gep_address::<M>(cx, gep, Some(4), &mut self.extensions)?;
        match a {
            Address {
                index: Some((index, _)),
                ..
            } => {
                let base = add_offset::<M>(cx, a.base, a.offset);
                M::store_idx_w(cx.builder(), value, base, index);
            }
            Address { index: None, .. } => match access_offset::<M>(a.offset, 4) {
                Some(offset) => {
                    M::store(cx.builder(), value, a.base, offset);
                }
                None => {
                    let base = materialize::<M>(cx, a);
                    M::store(cx.builder(), value, base, zero_offset::<M>());
                }
            },
        }
        Ok(())
    }
}

/// The methods of a target's generated `Custom` trait that [`Lowerer`] implements alike for
/// every target (the invoking module imports its `Cx`, `Inst` and `LowerError`).
macro_rules! shared_rules {
    ($m:ty) => {
        fn lower_imul_const(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            $crate::codegen::divide::lower_imul::<$m>(cx, inst)
        }
        fn lower_idiv_const(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            $crate::codegen::divide::lower_idiv::<$m>(cx, inst)
        }
        fn lower_imod_const(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            $crate::codegen::divide::lower_imod::<$m>(cx, inst)
        }
        fn lower_call(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            self.call(cx, inst, true)
        }
        fn lower_call_void(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            self.call(cx, inst, false)
        }
        fn lower_fconst(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            self.fconst(cx, inst)
        }
        fn lower_calloc(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            self.calloc(cx, inst)
        }
        fn lower_gep(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            self.gep(cx, inst)
        }
        fn lower_load_gep(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            self.load_gep(cx, inst)
        }
        fn lower_store_gep(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
            self.store_gep(cx, inst)
        }
    };
}
pub(crate) use shared_rules;

/// The `gep` a load's or store's address operand (operand 0) comes from.
fn gep_of<M: Machine>(cx: &Cx<'_, M>, inst: Inst) -> Result<Inst, LowerError> {
    cx.operand(inst, 0)
        .and_then(|v| cx.defined_by(v))
        .ok_or_else(|| cx.refuse(inst, "the address is not a gep's"))
}

/// Whether `op` is the machine's `pure` instruction (see [`super::cleanup`]).
pub fn is_pure<M: Machine>(op: M::Op) -> bool {
    op.info().flags & M::PURE != 0
}
