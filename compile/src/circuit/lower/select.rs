//! Pass 1, selection: counting each gate's uses, then choosing each needed gate's rule, blocks
//! and gates in reverse order, with the uses a rule absorbs or reads as an immediate removed.

use super::*;

impl<'c, 'f, T: CircuitTarget> Lowerer<'c, 'f, T> {
    /// Counts uses and gives each block its parameters.
    pub(super) fn count_uses(&mut self) -> Result<(), LowerError> {
        let schedule = self.schedule;
        for (i, block) in schedule.blocks.iter().enumerate() {
            for &p in schedule.list(block.params) {
                let ty = self.circuit.machine_type(p).unwrap_or(MachineType::Novalue);
                let t = T::lir_type(ty).ok_or(LowerError::Untyped {
                    gate: p,
                    ty,
                    table: T::TABLE,
                })?;
                let v = self.b.append_block_param(self.blocks[i], t);
                self.state(p).value = Some(v);
                self.state(p).block = i as u32;
            }
            for &g in schedule.list(block.gates) {
                for &input in self.circuit.data_inputs(g) {
                    self.state(input).uses += 1;
                }
            }
            match &block.exit {
                Exit::Jump { args, .. } => {
                    for &a in schedule.list(*args) {
                        self.state(a).uses += 1;
                    }
                }
                Exit::Branch { cond, .. } => self.state(*cond).uses += 1,
                Exit::Switch { value, .. } => self.state(*value).uses += 1,
                Exit::Return { value: Some(v), .. } | Exit::Throw { value: v, .. } => {
                    self.state(*v).uses += 1;
                }
                Exit::Return { value: None, .. } => {}
            }
        }
        Ok(())
    }

    /// Whether a gate has an effect, so it is lowered even when its value is unused.
    pub(super) fn has_effect(&self, g: GateRef) -> bool {
        matches!(
            self.circuit.opcode(g),
            Some(Opcode::Store | Opcode::Load | Opcode::Call)
        )
    }

    /// Selects the rule of one gate, recording what it absorbs and reads as immediates.
    pub(super) fn select_gate(&mut self, g: GateRef) -> Result<(), LowerError> {
        let opcode = self
            .circuit
            .opcode(g)
            .ok_or(LowerError::NoValue { gate: g })?;
        let Some(rule) = T::select(self, g) else {
            if let Some(reason) = T::unsupported(opcode) {
                return Err(LowerError::Unsupported {
                    gate: g,
                    opcode,
                    reason: reason.to_owned(),
                });
            }
            let ty = self.gate_type(g);
            let input_ty = self
                .circuit
                .data_inputs(g)
                .first()
                .and_then(|&i| self.circuit.machine_type(i));
            let ty = match input_ty {
                Some(t) if ty == MachineType::Novalue => t,
                _ => ty,
            };
            return Err(LowerError::NoRule {
                gate: g,
                opcode,
                ty,
                table: T::TABLE,
            });
        };
        let info = T::rule(rule);
        if let Some(reason) = info.unsupported {
            return Err(LowerError::Unsupported {
                gate: g,
                opcode,
                reason: reason.to_owned(),
            });
        }
        self.state(g).rule = Some(rule);
        for &n in info.absorbs {
            let input = self.circuit.data_inputs(g)[n];
            self.state(input).absorbed = true;
            self.state(input).uses -= 1;
        }
        for &n in info.immediates {
            let input = self.circuit.data_inputs(g)[n];
            self.state(input).uses -= 1;
        }
        Ok(())
    }

    /// Pass 1: selection, in reverse order.
    pub(super) fn select_all(&mut self) -> Result<(), LowerError> {
        self.count_uses()?;
        let schedule = self.schedule;
        for (i, block) in schedule.blocks.iter().enumerate().rev() {
            if let Some(g) = self.exit_rule_gate(&block.exit) {
                self.state(g).block = i as u32;
                self.select_gate(g)?;
            }
            for &g in schedule.list(block.gates).iter().rev() {
                let s = self.gates[g.index()];
                if s.absorbed || (s.uses == 0 && !self.has_effect(g)) {
                    continue;
                }
                self.select_gate(g)?;
            }
        }
        Ok(())
    }

    /// The gate whose rule lowers an exit (a branch, switch or return).
    pub(super) fn exit_rule_gate(&self, exit: &Exit) -> Option<GateRef> {
        match exit {
            Exit::Branch { gate, .. }
            | Exit::Switch { gate, .. }
            | Exit::Return {
                gate,
                value: Some(_),
            }
            | Exit::Throw { gate, .. } => Some(*gate),
            Exit::Return { value: None, .. } | Exit::Jump { .. } => None,
        }
    }
}
