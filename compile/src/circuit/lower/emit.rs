//! Pass 2, emission: in order, each selected gate's rule run through the LIR builder, each
//! block's exit lowered (a jump with arguments, a branch, a switch or a return), and the value
//! of a gate in the block being emitted (a copied gate's, that of the dominating copy).

use super::*;

impl<'c, 'f, T: CircuitTarget> Lowerer<'c, 'f, T> {
    /// Pass 2: emission, in order.
    pub(super) fn emit_all(&mut self) -> Result<(), LowerError> {
        let schedule = self.schedule;
        for (i, block) in schedule.blocks.iter().enumerate() {
            self.b.switch_to(self.blocks[i]);
            self.current = i as u32;
            for &g in schedule.list(block.gates) {
                if let Some(rule) = self.gates[g.index()].rule {
                    T::emit_rule(self, g, rule)?;
                }
            }
            self.emit_exit(&block.exit)?;
        }
        Ok(())
    }

    pub(super) fn block(&self, id: BlockId) -> Block {
        self.blocks[id as usize]
    }

    pub(super) fn emit_exit(&mut self, exit: &Exit) -> Result<(), LowerError> {
        match exit {
            Exit::Jump { target, args } => {
                // The argument values in a buffer kept from one jump to the next.
                let mut values = std::mem::take(&mut self.jump_args);
                values.clear();
                for &a in self.schedule.list(*args) {
                    values.push(self.value_of(a)?);
                }
                let to = self.block(*target);
                T::jump(&mut self.b, to, &values);
                self.jump_args = values;
            }
            Exit::Branch {
                then_block,
                else_block,
                ..
            } => {
                self.targets = [self.block(*then_block), self.block(*else_block)];
                self.emit_exit_rule(exit)?;
            }
            Exit::Switch { cases, default, .. } => {
                let cases = cases.iter().map(|&(v, b)| (v, self.block(b))).collect();
                self.switch = Some((cases, self.block(*default)));
                self.emit_exit_rule(exit)?;
            }
            Exit::Return { value: Some(_), .. } | Exit::Throw { .. } => {
                self.emit_exit_rule(exit)?;
            }
            Exit::Return { value: None, .. } => {
                T::ret_void(&mut self.b);
            }
        }
        Ok(())
    }

    pub(super) fn emit_exit_rule(&mut self, exit: &Exit) -> Result<(), LowerError> {
        let g = self.exit_rule_gate(exit).ok_or(LowerError::Shape {
            gate: GateRef(0),
            message: "a block exit has no gate".into(),
        })?;
        let rule = self.gates[g.index()]
            .rule
            .ok_or(LowerError::NoValue { gate: g })?;
        T::emit_rule(self, g, rule)
    }

    /// The value of `g` in the block being emitted: for a copied gate, that of the copy whose
    /// block dominates it.
    pub(super) fn value_of(&self, g: GateRef) -> Result<Value, LowerError> {
        let copies = if self.copies.is_empty() {
            None
        } else {
            self.copies.get(&g)
        };
        let value = match copies {
            Some(copies) => copies
                .iter()
                .find(|(b, _)| self.schedule.dominates(*b, self.current))
                .and_then(|(_, v)| *v),
            None => self.gates.get(g.index()).and_then(|s| s.value),
        };
        value.ok_or(LowerError::NoValue { gate: g })
    }
}
