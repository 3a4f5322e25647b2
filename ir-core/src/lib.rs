//! `ir-core` is the runtime Circuit IR. Today it owns the opcode layer generated from
//! `spec/circuit.yaml` at build time (see [`opcode`]); the issue "Circuit IR in full" adds the gate
//! arena, the typed builder, the verifier and the traversals.

pub mod opcode;
