//! The opcode layer of the Circuit IR, generated from `spec/circuit.yaml` by `build.rs`: `Opcode`,
//! `Class` and its ranges, `MachineType`, `TypeSet`, `Flags`, the bitfield enums and the static
//! metadata table. Edit the YAML, not this module.

include!(concat!(env!("OUT_DIR"), "/circuit.rs"));
