//! Random gate graphs, valid or not: any opcode, type and bitfield, inputs of every kind naming
//! any gate (or none: `%pending` and numbers past the end). Shared by the tests that must not
//! panic on malformed circuits (the verifier, the interpreter).

#![allow(dead_code)]

use ir_core::opcode::{MachineType, Opcode};
use ir_core::{Circuit, GateRef, GateType, Inputs};
use proptest::prelude::*;

/// A random circuit of up to 40 gates besides the roots.
pub fn arbitrary_circuit() -> impl Strategy<Value = Circuit> {
    let gate = (
        0..Opcode::COUNT,
        0..MachineType::ALL.len(),
        any::<u64>(),
        prop::collection::vec((0u8..4, any::<u32>()), 0..6),
    );
    prop::collection::vec(gate, 0..40).prop_map(|gates| {
        let mut c = Circuit::new();
        let n = c.len() as u32 + gates.len() as u32;
        for (op, ty, bits, inputs) in gates {
            let pick = |x: u32| {
                if x.is_multiple_of(8) {
                    GateRef(x)
                } else {
                    GateRef(x % (n + 2))
                }
            };
            let by = |k: u8| {
                inputs
                    .iter()
                    .filter(|(kind, _)| *kind == k)
                    .map(|(_, x)| pick(*x))
                    .collect::<Vec<_>>()
            };
            let (state, depend, data) = (by(0), by(1), by(2));
            let root = inputs.iter().find(|(k, _)| *k == 3).map(|(_, x)| pick(*x));
            let _ = c.add(
                Opcode::ALL[op],
                MachineType::ALL[ty],
                GateType(bits as u32),
                bits % 4,
                Inputs {
                    state: &state,
                    depend: &depend,
                    data: &data,
                    root,
                },
            );
        }
        c
    })
}
