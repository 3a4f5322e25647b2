//! The hand-written rules of `spec/lower-arm64.yaml` (`custom:`): parameters, constants,
//! same-width bit casts, stack reservations, integer powers and switches.

use ir_core::circuit::GateRef;
use ir_core::opcode::MachineType;
use opforge_cfg::Value;

use super::table::{Custom, Driver};
use super::{LowerError, Lowerer, lir_type};
use crate::lir::{InstBuilder, Type, imm::Cond};

/// The most bytes of stack reservations a function may make: half of what the frame may hold
/// ([`crate::a64::target::MAX_FRAME`]), leaving the rest to spill slots and saved registers. (A frame
/// deeper than the stack the program runs on overflows it, as the interpreter's memory budget
/// does.)
pub(crate) const MAX_RESERVED: u64 = (crate::a64::target::MAX_FRAME as u64 / 2) & !15;

impl Lowerer<'_, '_> {
    /// Keeps a narrow integer zero-extended in its W register.
    fn canonical(&mut self, v: Value, ty: MachineType) -> Value {
        match ty {
            MachineType::I8 => self.b.uextend8(v, Type::I32),
            MachineType::I16 => self.b.uextend16(v, Type::I32),
            MachineType::I1 => {
                let one = self.b.iconst(1, Type::I32);
                self.b.band(v, one)
            }
            _ => v,
        }
    }

    fn typed(&self, gate: GateRef) -> Result<(MachineType, Type), LowerError> {
        let ty = self.machine_type(gate);
        let t = lir_type(ty).ok_or(LowerError::Untyped { gate, ty })?;
        Ok((ty, t))
    }
}

impl Custom for Lowerer<'_, '_> {
    fn lower_arg(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let (ty, _) = self.typed(gate)?;
        let position = self.bitfield(gate) as usize;
        let param = self.b.try_param(position).ok_or(LowerError::Shape {
            gate,
            message: format!("reads parameter {position}, which the function does not have"),
        })?;
        let v = self.canonical(param, ty);
        self.define(gate, v);
        Ok(())
    }

    fn lower_constant(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let (ty, t) = self.typed(gate)?;
        let bits = self.bitfield(gate);
        let v = match t {
            Type::F32 => {
                let i = self.b.iconst(i64::from(bits as u32), Type::I32);
                self.b.bitcast_to_float(i, Type::F32)
            }
            Type::F64 => {
                let i = self.b.iconst(bits as i64, Type::I64);
                self.b.bitcast_to_float(i, Type::F64)
            }
            _ => {
                let value = self.constant(gate).unwrap_or(0);
                let _ = ty;
                self.b.iconst(value, t)
            }
        };
        self.define(gate, v);
        Ok(())
    }

    fn same_width_copy(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let input = self.input(gate, 0);
        let (from, from_t) = self.typed(input)?;
        let (to, to_t) = self.typed(gate)?;
        if from_t != to_t
            || ir_core::interp::value::width(from) != ir_core::interp::value::width(to)
        {
            return Err(LowerError::Shape {
                gate,
                message: format!(
                    "BITCAST from {} to {} changes the width or the register kind",
                    from.spelling(),
                    to.spelling()
                ),
            });
        }
        let v = self.value(input)?;
        let out = self.b.copy(v);
        self.define(gate, out);
        Ok(())
    }

    fn lower_alloca(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let size = self.bitfield(gate);
        let depth = size
            .div_ceil(16)
            .checked_mul(16)
            .and_then(|s| s.checked_add(self.reserved))
            .filter(|&d| d <= MAX_RESERVED)
            .ok_or_else(|| LowerError::Shape {
                gate,
                message: format!(
                    "reserves {size} bytes after {} others; a frame holds at most {MAX_RESERVED}",
                    self.reserved
                ),
            })?;
        self.reserved = depth;
        let out = self.b.frame_addr(depth as i64);
        self.define(gate, out);
        Ok(())
    }

    fn lower_exp(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let (ty, t) = self.typed(gate)?;
        let base = self.value(self.input(gate, 0))?;
        let exp = self.value(self.input(gate, 1))?;
        let b = &mut self.b;
        let (head, body, mul, skip, join, done) = (
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
        );
        let [r, x, e] = [t, t, t].map(|t| b.append_block_param(head, t));
        let r_joined = b.append_block_param(join, t);
        let one = b.iconst(1, t);
        b.jump((head, &[one, base, exp]));
        b.switch_to(head);
        let finished = b.icmp_imm(Cond::Eq, e, 0);
        b.brif(finished, (done, &[]), (body, &[]));
        b.switch_to(body);
        let one = b.iconst(1, t);
        let low = b.band(e, one);
        let bit = b.icmp_imm(Cond::Ne, low, 0);
        b.brif(bit, (mul, &[]), (skip, &[]));
        b.switch_to(mul);
        let product = b.imul(r, x);
        b.jump((join, &[product]));
        b.switch_to(skip);
        b.jump((join, &[r]));
        b.switch_to(join);
        let square = b.imul(x, x);
        let rest = b.ushr_imm(e, 1);
        b.jump((head, &[r_joined, square, rest]));
        b.switch_to(done);
        let out = self.canonical(r, ty);
        self.define(gate, out);
        Ok(())
    }

    fn lower_switch(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let Some((cases, default)) = self.switch.take() else {
            return Err(LowerError::Shape {
                gate,
                message: "SWITCH_BRANCH outside a block exit".into(),
            });
        };
        let input = self.input(gate, 0);
        let (ty, t) = self.typed(input)?;
        let x = self.value(input)?;
        let width = ir_core::interp::value::width(ty);
        for (case, target) in cases {
            let case = if width >= 64 {
                case
            } else {
                case & ((1u64 << width) - 1)
            };
            let hit = if case < 4096 {
                self.b.icmp_imm(Cond::Eq, x, case as i64)
            } else {
                let k = self.b.iconst(case as i64, t);
                self.b.icmp(Cond::Eq, x, k)
            };
            let next = self.b.create_block();
            self.b.brif(hit, (target, &[]), (next, &[]));
            self.b.switch_to(next);
        }
        self.b.jump((default, &[]));
        Ok(())
    }
}
