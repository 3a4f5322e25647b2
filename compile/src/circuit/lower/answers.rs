//! The driver's answers to the generated `Driver`'s questions (a gate's opcode, type, inputs,
//! constant, absorbability; the LIR builder; errors), shared by every target's table.

use super::*;

/// The answers to the generated `Driver`'s questions, which every target's table asks alike
/// (each `Driver` impl of `drive_table!` forwards to them).
impl<'c, 'f, T: CircuitTarget> Lowerer<'c, 'f, T> {
    /// The gate's opcode.
    pub fn gate_opcode(&self, gate: GateRef) -> Opcode {
        self.circuit.opcode(gate).unwrap_or(Opcode::CircuitRoot)
    }

    /// The gate's machine type.
    pub fn gate_type(&self, gate: GateRef) -> MachineType {
        self.circuit
            .machine_type(gate)
            .unwrap_or(MachineType::Novalue)
    }

    /// The gate's bitfield.
    pub fn gate_bitfield(&self, gate: GateRef) -> u64 {
        self.circuit.bitfield(gate).unwrap_or(0)
    }

    /// Data input `n` of the gate.
    pub fn gate_input(&self, gate: GateRef, n: usize) -> GateRef {
        self.data_inputs(gate)
            .get(n)
            .copied()
            .unwrap_or(GateRef(u32::MAX))
    }

    /// The number of data inputs of the gate.
    pub fn gate_input_count(&self, gate: GateRef) -> usize {
        self.data_inputs(gate).len()
    }

    /// The value of a CONSTANT gate, its bits zero-extended from its type's width.
    pub fn gate_constant(&self, gate: GateRef) -> Option<i64> {
        let v = self.circuit.view(gate)?;
        if v.opcode != Opcode::Constant {
            return None;
        }
        let bits = ir_core::interp::value::width(v.machine_type);
        let masked = if bits >= 64 {
            v.bitfield
        } else {
            v.bitfield & ((1u64 << bits) - 1)
        };
        Some(masked as i64)
    }

    /// Whether `input` may be absorbed into `user`'s rule.
    pub fn gate_absorbable(&self, input: GateRef, user: GateRef) -> bool {
        match (self.gates.get(input.index()), self.gates.get(user.index())) {
            (Some(i), Some(u)) => {
                i.uses == 1 && !i.absorbed && i.rule.is_none() && i.block == u.block
            }
            _ => false,
        }
    }

    /// Records the LIR value of `gate` (of its copy in the block being emitted).
    pub fn define_value(&mut self, gate: GateRef, value: Value) {
        let copies = if self.copies.is_empty() {
            None
        } else {
            self.copies.get_mut(&gate)
        };
        if let Some(copies) = copies {
            if let Some(copy) = copies.iter_mut().find(|(b, _)| *b == self.current) {
                copy.1 = Some(value);
            }
        } else if let Some(s) = self.gates.get_mut(gate.index()) {
            s.value = Some(value);
        }
    }

    /// The LIR builder, positioned where the gate's instructions go.
    pub fn lir(&mut self) -> &mut Builder<'f, T::Op> {
        &mut self.b
    }

    /// Target `which` (0: then, 1: else) of the branch being lowered.
    pub fn branch_target(&self, which: usize) -> Block {
        self.targets[which.min(1)]
    }

    /// The error for a condition the table does not map.
    pub fn unmapped_error(&self, gate: GateRef, bitfield: u64) -> LowerError {
        LowerError::Unmapped {
            gate,
            bitfield,
            table: T::TABLE,
        }
    }

    /// The error for a number a rule passes to a target immediate it does not fit.
    pub fn out_of_range_error(
        &self,
        gate: GateRef,
        error: opforge_cfg::ImmOutOfRange,
    ) -> LowerError {
        LowerError::OutOfRange {
            gate,
            error,
            table: T::TABLE,
        }
    }

    /// The error for a gate whose type the table does not map.
    pub fn untyped_error(&self, gate: GateRef) -> LowerError {
        LowerError::Untyped {
            gate,
            ty: self.gate_type(gate),
            table: T::TABLE,
        }
    }
}
