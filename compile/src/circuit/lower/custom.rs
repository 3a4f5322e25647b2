//! The hand-written rules every lowering table of the Circuit IR hands to Rust (`custom:`):
//! parameters, constants, same-width bit casts, stack reservations, integer powers and
//! switches, written once over [`CircuitTarget`]'s few instructions; each target's `Custom`
//! impl (from `drive_table!`) forwards to them.

use ir_core::circuit::GateRef;
use ir_core::opcode::MachineType;
use opforge_cfg::Value;

use super::{CircuitTarget, LowerError, Lowerer};
use crate::target::TypeOf;

impl<T: CircuitTarget> Lowerer<'_, '_, T> {
    /// The gate's Circuit type and the LIR type holding it.
    pub(crate) fn typed(&self, gate: GateRef) -> Result<(MachineType, TypeOf<T>), LowerError> {
        self.lir_of(gate, self.gate_type(gate))
    }

    /// `v` of Circuit type `ty` kept as the table keeps it (a narrow integer zero-extended).
    pub(crate) fn canonical(&mut self, v: Value, ty: MachineType) -> Value {
        T::canonical(&mut self.b, v, ty)
    }

    /// The function's parameter, canonical.
    pub(crate) fn arg_rule(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let (ty, _) = self.typed(gate)?;
        let position = self.gate_bitfield(gate) as usize;
        let param = self.b.try_param(position).ok_or(LowerError::Shape {
            gate,
            message: format!("reads parameter {position}, which the function does not have"),
        })?;
        let v = self.canonical(param, ty);
        self.define_value(gate, v);
        Ok(())
    }

    /// An integer constant, or a float through its bits.
    pub(crate) fn constant_rule(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let (ty, t) = self.typed(gate)?;
        let bits = self.gate_bitfield(gate);
        let v = match ty {
            MachineType::F32 => {
                let (_, i32_t) = self.lir_of(gate, MachineType::I32)?;
                let i = T::iconst(&mut self.b, i64::from(bits as u32), i32_t);
                T::bitcast_to_float(&mut self.b, i, t)
            }
            MachineType::F64 => {
                let (_, i64_t) = self.lir_of(gate, MachineType::I64)?;
                let i = T::iconst(&mut self.b, bits as i64, i64_t);
                T::bitcast_to_float(&mut self.b, i, t)
            }
            _ => {
                let value = self.gate_constant(gate).unwrap_or(0);
                T::iconst(&mut self.b, value, t)
            }
        };
        self.define_value(gate, v);
        Ok(())
    }

    /// The LIR type of `ty`, for a rule of `gate`.
    fn lir_of(
        &self,
        gate: GateRef,
        ty: MachineType,
    ) -> Result<(MachineType, TypeOf<T>), LowerError> {
        let t = T::lir_type(ty).ok_or(LowerError::Untyped {
            gate,
            ty,
            table: T::TABLE,
        })?;
        Ok((ty, t))
    }

    /// A BITCAST between types of one width held alike: a copy.
    pub(crate) fn same_width_copy_rule(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let input = self.gate_input(gate, 0);
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
        let v = self.value_of(input)?;
        let out = T::copy_value(&mut self.b, v);
        self.define_value(gate, out);
        Ok(())
    }

    /// A stack reservation: a region right below the frame record, 16-byte aligned.
    pub(crate) fn alloca_rule(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let size = self.gate_bitfield(gate);
        let most = T::MAX_RESERVED;
        let depth = size
            .div_ceil(16)
            .checked_mul(16)
            .and_then(|s| s.checked_add(self.reserved))
            .filter(|&d| d <= most)
            .ok_or_else(|| LowerError::Shape {
                gate,
                message: format!(
                    "reserves {size} bytes after {} others; a frame holds at most {most}",
                    self.reserved
                ),
            })?;
        let imm = opforge_cfg::UImm::new(depth).map_err(|e| self.out_of_range_error(gate, e))?;
        self.reserved = depth;
        let out = T::frame_addr(&mut self.b, imm);
        self.define_value(gate, out);
        Ok(())
    }

    /// An integer power: square and multiply over the exponent's bits, in blocks of their own.
    pub(crate) fn exp_rule(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let (ty, t) = self.typed(gate)?;
        let base = self.value_of(self.gate_input(gate, 0))?;
        let exp = self.value_of(self.gate_input(gate, 1))?;
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
        let one = T::iconst(b, 1, t);
        T::jump(b, head, &[one, base, exp]);
        b.switch_to(head);
        T::branch_if(b, e, true, [done, body]);
        b.switch_to(body);
        let one = T::iconst(b, 1, t);
        let low = T::band(b, e, one);
        T::branch_if(b, low, false, [mul, skip]);
        b.switch_to(mul);
        let product = T::imul(b, r, x);
        T::jump(b, join, &[product]);
        b.switch_to(skip);
        T::jump(b, join, &[r]);
        b.switch_to(join);
        let square = T::imul(b, x, x);
        let rest = T::ushr_imm(b, e, const { opforge_cfg::UImm::lit(1) });
        T::jump(b, head, &[r_joined, square, rest]);
        b.switch_to(done);
        let out = self.canonical(r, ty);
        self.define_value(gate, out);
        Ok(())
    }

    /// A switch: a chain of compares, one per case, then the default.
    pub(crate) fn switch_rule(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let Some((cases, default)) = self.switch.take() else {
            return Err(LowerError::Shape {
                gate,
                message: "SWITCH_BRANCH outside a block exit".into(),
            });
        };
        let input = self.gate_input(gate, 0);
        let (ty, t) = self.typed(input)?;
        let x = self.value_of(input)?;
        let width = ir_core::interp::value::width(ty);
        for (case, target) in cases {
            let case = if width >= 64 {
                case
            } else {
                case & ((1u64 << width) - 1)
            };
            let next = self.b.create_block();
            T::branch_if_equal(&mut self.b, x, t, case, [target, next]);
            self.b.switch_to(next);
        }
        T::jump(&mut self.b, default, &[]);
        Ok(())
    }
}
