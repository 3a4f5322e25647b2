//! Adding gates from the table alone: [`Emitter::gate`] takes an opcode and its inputs and fills in
//! what `spec/circuit.yaml` fixes: the result type (the gate's own type for FLEX, the table's one
//! type otherwise, none without an output), the count a `count` bitfield holds, the root list the
//! gate registers in, and the gate type the builder gives.

use crate::circuit::{Circuit, GateRef, Inputs};
use crate::gate_type::{GateType, GcCategory};
use crate::opcode::{BitfieldKind, DependCount, InputInfo, MachineType, Opcode, Repeat, Root};

/// A circuit being built gate by gate.
#[derive(Debug, Default)]
pub(crate) struct Emitter {
    /// The circuit so far.
    pub circuit: Circuit,
}

/// The variadic count of one wire kind: inputs beyond those that occur once.
fn variadic(entries: &[InputInfo], n: usize) -> Option<usize> {
    let repeats = entries.iter().any(|e| e.repeat == Repeat::Bitfield);
    let fixed = entries.iter().filter(|e| e.repeat == Repeat::Once).count();
    repeats.then(|| n.saturating_sub(fixed))
}

/// The result type of `op` built with `ty` (the table's fixed type wins over `ty`).
pub(crate) fn result_type(op: Opcode, ty: MachineType) -> MachineType {
    match op.shape().data_out {
        None => MachineType::Novalue,
        Some(out) if out.var.is_some() => ty,
        Some(out) => {
            let mut fixed = MachineType::ALL.iter().filter(|t| out.types.contains(**t));
            match (fixed.next(), fixed.next()) {
                (Some(&t), None) => t,
                _ => ty,
            }
        }
    }
}

impl Emitter {
    /// A fresh circuit holding its roots.
    pub fn new() -> Self {
        Emitter {
            circuit: Circuit::new(),
        }
    }

    /// Adds a gate; `bitfield` is used unless the table makes it a count of inputs.
    pub fn gate(
        &mut self,
        op: Opcode,
        ty: MachineType,
        bitfield: u64,
        state: &[GateRef],
        depend: &[GateRef],
        data: &[GateRef],
    ) -> GateRef {
        let info = op.info();
        let shape = info.shape;
        let ty = result_type(op, ty);
        let bitfield = if info.bitfield.kind == BitfieldKind::Count {
            let count = if shape.depend_in == DependCount::Bitfield {
                Some(depend.len())
            } else {
                variadic(shape.state_in, state.len()).or(variadic(shape.data_in, data.len()))
            };
            count.unwrap_or(0) as u64
        } else {
            bitfield
        };
        let root = info.root.and_then(Root::of).map(|r| self.circuit.root(r));
        let gate_type = if ty == MachineType::Novalue {
            GateType::EMPTY
        } else {
            GateType::mir(GcCategory::Native, true)
        };
        let inputs = Inputs {
            state,
            depend,
            data,
            root,
        };
        // A circuit of the generator's size never fills the arena; were it full, the placeholder
        // gate would fail verification, which every generated program passes in the tests.
        self.circuit
            .add(op, ty, gate_type, bitfield, inputs)
            .unwrap_or(GateRef::PENDING)
    }

    /// Rewires input `index` of `gate` (counting state, then dependency, then data inputs).
    pub fn rewire(&mut self, gate: GateRef, index: usize, to: GateRef) {
        self.circuit.set_input(gate, index, to);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_counts_and_roots_come_from_the_table() {
        let mut e = Emitter::new();
        let c = e.gate(Opcode::Constant, MachineType::I32, 5, &[], &[], &[]);
        let cmp = e.gate(Opcode::Icmp, MachineType::I64, 1, &[], &[], &[c, c]);
        let entry = e.circuit.root(Root::StateEntry);
        let m = e.gate(
            Opcode::Merge,
            MachineType::I64,
            9,
            &[entry, entry],
            &[],
            &[],
        );
        let sel = e.gate(
            Opcode::ValueSelector,
            MachineType::I32,
            0,
            &[m],
            &[],
            &[c, c],
        );
        let c_ = &e.circuit;
        assert_eq!(c_.machine_type(cmp), Some(MachineType::I1));
        assert_eq!(c_.machine_type(m), Some(MachineType::Novalue));
        assert_eq!((c_.bitfield(m), c_.bitfield(sel)), (Some(2), Some(2)));
        assert_eq!(c_.root_input(c), Some(c_.root(Root::ConstantList)));
        assert_eq!(c_.root_input(cmp), None);
    }
}
