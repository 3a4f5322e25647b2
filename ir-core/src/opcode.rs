//! The opcode layer of the Circuit IR, generated from `spec/circuit.yaml` by `build.rs`: `Opcode`,
//! `Class` and its ranges, `MachineType`, `TypeSet`, `Flags`, the bitfield enums and the static
//! metadata table. Edit the YAML, not this module.
//!
//! The types the generated code shares with every IR layer (ranges, sets, metadata rows, wire
//! shapes, errors) live in `opforge-ir`; they are re-exported here, the generic ones
//! instantiated for the circuit's [`Opcode`], so `ir_core::opcode::OpcodeInfo` names the row type
//! of this table.

opforge_ir::include_ir!("circuit.rs");

pub use opforge_ir::{
    BitfieldInfo, BitfieldKind, DependCount, FieldInfo, OpcodeEnum, Repeat, UnknownOpcode,
};

/// A contiguous range of circuit opcodes: the opcodes of one class.
pub type OpcodeRange = opforge_ir::OpcodeRange<Opcode>;
/// A fixed set of circuit opcodes.
pub type OpcodeSet = opforge_ir::OpcodeSet<Opcode>;
/// Static facts about one circuit opcode: a row of [`OPCODE_INFO`].
pub type OpcodeInfo = opforge_ir::OpcodeInfo<Opcode>;
/// The wires of a circuit opcode.
pub type WireShape = opforge_ir::WireShape<Opcode>;
/// One input of a circuit opcode.
pub type InputInfo = opforge_ir::InputInfo<Opcode>;
/// The users a circuit opcode may have through its state output.
pub type UserInfo = opforge_ir::UserInfo<Opcode>;
/// A type constraint on a wire of a circuit opcode.
pub type TypeConstraint = opforge_ir::TypeConstraint<Opcode>;
