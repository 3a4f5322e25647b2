//! Computing data gates on demand: a gate's dependency inputs, then its data inputs, are computed
//! first (with an explicit stack, so long chains cannot overflow Rust's), then the gate itself,
//! once per activation until a join it depends on is entered again. Besides the pure gates of
//! [`super::eval`] this owns the gates that touch the frame or the world: ARG, ALLOCA, LOAD,
//! STORE, CALL and the dependency gates.

use crate::circuit::GateRef;
use crate::opcode::{MachineType, Opcode};

use super::Interpreter;
use super::control::{Frame, Stop, bad_operands};
use super::error::{InterpError, TrapKind, type_mismatch};
use super::eval::{Fault, is_pure, pure};
use super::plan::is_selector;
use super::value::{Value, width};

/// The bytes a value of `ty` takes in memory (an `I1` takes one byte).
fn size_of(ty: MachineType) -> u32 {
    width(ty).div_ceil(8)
}

impl Interpreter<'_> {
    /// The value of `gate`, computing it and whatever it needs first.
    pub(crate) fn force(&mut self, frame: &mut Frame<'_>, gate: GateRef) -> Result<Value, Stop> {
        let c = frame.circuit;
        if !c.contains(gate) {
            return Err(InterpError::Dangling { gate }.into());
        }
        if let Some(v) = frame.values[gate.index()] {
            return Ok(v);
        }
        // The stack and the operand buffer are the frame's, reused from one demand to the next.
        let mut stack = std::mem::take(&mut frame.stack);
        let mut args = std::mem::take(&mut frame.operands);
        stack.clear();
        stack.push(gate);
        frame.busy[gate.index()] = true;
        let result = self.demand(frame, &mut stack, &mut args);
        frame.stack = stack;
        frame.operands = args;
        result?;
        Ok(frame.values[gate.index()].unwrap_or(Value::NONE))
    }

    /// Computes the gates on `stack`, pushing their missing inputs first, until it is empty.
    fn demand(
        &mut self,
        frame: &mut Frame<'_>,
        stack: &mut Vec<GateRef>,
        args: &mut Vec<Value>,
    ) -> Result<(), Stop> {
        let c = frame.circuit;
        while let Some(&top) = stack.last() {
            let Some(v) = c.view(top) else {
                return Err(InterpError::Dangling { gate: top }.into());
            };
            if v.opcode.is_hir() {
                return Err(InterpError::Hir {
                    gate: top,
                    opcode: v.opcode,
                }
                .into());
            }
            let computes = is_pure(v.opcode)
                || v.opcode.is_memory()
                || v.opcode.is_prologue()
                || matches!(
                    v.opcode,
                    Opcode::Call | Opcode::DependAnd | Opcode::DependRelay
                );
            let reached = |s: &GateRef| frame.reached.get(s.index()) == Some(&true);
            let relay_too_early =
                v.opcode == Opcode::DependRelay && !v.state.first().is_some_and(reached);
            if is_selector(v.opcode) || relay_too_early {
                return Err(InterpError::NotReached {
                    gate: top,
                    opcode: v.opcode,
                }
                .into());
            }
            if !computes {
                return Err(InterpError::NotAValue {
                    gate: top,
                    opcode: v.opcode,
                }
                .into());
            }
            let missing = v
                .depend
                .iter()
                .chain(v.data)
                .copied()
                .find(|i| frame.values.get(i.index()).is_none_or(Option::is_none));
            if let Some(input) = missing {
                if !c.contains(input) {
                    return Err(InterpError::Dangling { gate: top }.into());
                }
                if frame.busy[input.index()] {
                    let opcode = c.opcode(input).unwrap_or(Opcode::CircuitRoot);
                    return Err(InterpError::Cycle {
                        gate: input,
                        opcode,
                    }
                    .into());
                }
                frame.busy[input.index()] = true;
                stack.push(input);
                continue;
            }
            self.tick()?;
            args.clear();
            args.extend(v.data.iter().filter_map(|i| frame.values[i.index()]));
            let value = self.compute(frame, top, args)?;
            frame.values[top.index()] = Some(value);
            frame.busy[top.index()] = false;
            stack.pop();
        }
        Ok(())
    }

    /// Computes `gate` from the values of its data inputs (its dependencies are satisfied).
    fn compute(
        &mut self,
        frame: &mut Frame<'_>,
        gate: GateRef,
        args: &[Value],
    ) -> Result<Value, Stop> {
        let c = frame.circuit;
        let Some(v) = c.view(gate) else {
            return Err(InterpError::Dangling { gate }.into());
        };
        let bad = |reason: String| -> Stop { bad_operands(c, gate, reason).into() };
        let ty = v.machine_type;
        match v.opcode {
            Opcode::DependAnd | Opcode::DependRelay => Ok(Value::NONE),
            Opcode::Arg => {
                let arg = usize::try_from(v.bitfield)
                    .ok()
                    .and_then(|i| frame.args.get(i));
                match arg {
                    Some(a) if a.ty() == ty => Ok(*a),
                    Some(a) => Err(bad(type_mismatch("the argument", ty.spelling(), a.ty()))),
                    None => Err(bad(format!(
                        "reads argument {}, which the call lacks",
                        v.bitfield
                    ))),
                }
            }
            Opcode::Alloca => {
                if ty != MachineType::Arch {
                    return Err(bad(type_mismatch("the address", "arch", ty)));
                }
                let base = self
                    .memory
                    .alloc(v.bitfield)
                    .ok_or(Stop::Trap(TrapKind::StackOverflow))?;
                frame.allocas.push(base);
                Ok(Value::arch(base))
            }
            Opcode::Load => {
                let [address] = args else {
                    return Err(bad(format!("takes 1 data input, found {}", args.len())));
                };
                if address.ty() != MachineType::Arch {
                    return Err(bad(type_mismatch("the address", "arch", address.ty())));
                }
                if ty == MachineType::Novalue {
                    return Err(bad("a LOAD needs a type with a value".into()));
                }
                let bits = self
                    .memory
                    .load(address.bits(), size_of(ty))
                    .ok_or(Stop::Trap(TrapKind::OutOfBounds))?;
                Ok(Value::from_bits(ty, bits))
            }
            Opcode::Store => {
                let [value, address] = args else {
                    return Err(bad(format!("takes 2 data inputs, found {}", args.len())));
                };
                if address.ty() != MachineType::Arch {
                    return Err(bad(type_mismatch("the address", "arch", address.ty())));
                }
                if value.ty() == MachineType::Novalue {
                    return Err(bad("stores no value".into()));
                }
                if !self
                    .memory
                    .store(address.bits(), size_of(value.ty()), value.bits())
                {
                    return Err(Stop::Trap(TrapKind::OutOfBounds));
                }
                Ok(Value::NONE)
            }
            Opcode::Call => self.call_gate(frame, gate, args),
            op => match pure(op, ty, v.bitfield, args) {
                Ok(value) => Ok(value),
                Err(Fault::Trap(t)) => Err(Stop::Trap(t)),
                Err(Fault::Bad(reason)) => Err(bad(reason)),
            },
        }
    }

    /// A CALL: runs the callee in a new activation, one level deeper.
    fn call_gate(
        &mut self,
        frame: &Frame<'_>,
        gate: GateRef,
        args: &[Value],
    ) -> Result<Value, Stop> {
        let c = frame.circuit;
        let Some((callee, rest)) = args.split_first() else {
            return Err(bad_operands(c, gate, "has no callee".into()).into());
        };
        if callee.ty() != MachineType::Arch {
            let reason = type_mismatch("the callee", "arch", callee.ty());
            return Err(bad_operands(c, gate, reason).into());
        }
        if self.depth >= self.options.max_call_depth {
            return Err(Stop::Trap(TrapKind::StackOverflow));
        }
        self.depth += 1;
        let result = self.call_function(callee.bits(), rest);
        self.depth -= 1;
        let want = c.machine_type(gate).unwrap_or(MachineType::Novalue);
        match result {
            Ok(v) if v.ty() == want || want == MachineType::Novalue => {
                Ok(if want == MachineType::Novalue {
                    Value::NONE
                } else {
                    v
                })
            }
            Ok(v) => Err(bad_operands(
                c,
                gate,
                type_mismatch("the callee's result", want.spelling(), v.ty()),
            )
            .into()),
            Err(Stop::Error(error)) => {
                let function = self
                    .module
                    .get(callee.bits())
                    .map_or_else(String::new, |f| f.name.clone());
                Err(Stop::Error(InterpError::InCallee {
                    function,
                    error: Box::new(error),
                }))
            }
            Err(stop) => Err(stop),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_take_whole_bytes_in_memory() {
        let sizes: Vec<u32> = [
            MachineType::I1,
            MachineType::I8,
            MachineType::I16,
            MachineType::I32,
            MachineType::F32,
            MachineType::I64,
            MachineType::F64,
            MachineType::Arch,
        ]
        .into_iter()
        .map(size_of)
        .collect();
        assert_eq!(sizes, vec![1, 1, 2, 4, 4, 8, 8, 8]);
    }
}
