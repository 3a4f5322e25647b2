//! Why a circuit did not lower: owns [`LowerError`], each case naming the gate (`%N` and its
//! opcode) so a user can find it in the `.circuit` text.

use core::fmt;

use ir_core::circuit::GateRef;
use ir_core::opcode::{MachineType, Opcode};

/// Why a function did not lower.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LowerError {
    /// No rule of the target's table matches the gate at its type.
    NoRule {
        /// The gate.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
        /// Its controlling type.
        ty: MachineType,
        /// The table (`spec/lower-arm64.yaml`).
        table: &'static str,
    },
    /// The table marks the gate's opcode unsupported, or refuses it at its types.
    Unsupported {
        /// The gate.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
        /// The table's reason.
        reason: String,
    },
    /// A condition code the table does not map.
    Unmapped {
        /// The gate.
        gate: GateRef,
        /// Its bitfield.
        bitfield: u64,
        /// The table.
        table: &'static str,
    },
    /// A type the table does not map.
    Untyped {
        /// The gate.
        gate: GateRef,
        /// Its type.
        ty: MachineType,
        /// The table.
        table: &'static str,
    },
    /// A number a rule passes to a target immediate does not fit it (a constant the rule's
    /// conditions let through, or the table's own literal).
    OutOfRange {
        /// The gate.
        gate: GateRef,
        /// The number and the immediate's range.
        error: opforge_cfg::ImmOutOfRange,
        /// The table.
        table: &'static str,
    },
    /// A gate is read before it has a value (a scheduling bug or an absorbed gate read).
    NoValue {
        /// The gate.
        gate: GateRef,
    },
    /// The circuit's shape is outside what the pipeline compiles (named in the message).
    Shape {
        /// The gate.
        gate: GateRef,
        /// What is wrong.
        message: String,
    },
}

impl LowerError {
    /// The gate the error is about.
    pub fn gate(&self) -> GateRef {
        match self {
            LowerError::NoRule { gate, .. }
            | LowerError::Unsupported { gate, .. }
            | LowerError::Unmapped { gate, .. }
            | LowerError::Untyped { gate, .. }
            | LowerError::OutOfRange { gate, .. }
            | LowerError::NoValue { gate }
            | LowerError::Shape { gate, .. } => *gate,
        }
    }
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LowerError::NoRule {
                gate,
                opcode,
                ty,
                table,
            } => write!(
                f,
                "gate %{} ({}) of type {}: no rule of {table} lowers it",
                gate.0,
                opcode.name(),
                ty.spelling()
            ),
            LowerError::Unsupported {
                gate,
                opcode,
                reason,
            } => write!(
                f,
                "gate %{} ({}) is not supported: {reason}",
                gate.0,
                opcode.name()
            ),
            LowerError::Unmapped {
                gate,
                bitfield,
                table,
            } => write!(
                f,
                "gate %{}: condition {bitfield:#x} has no target condition in {table}",
                gate.0
            ),
            LowerError::Untyped { gate, ty, table } => write!(
                f,
                "gate %{}: type {} has no target type in {table}",
                gate.0,
                ty.spelling()
            ),
            LowerError::OutOfRange { gate, error, table } => {
                write!(
                    f,
                    "gate %{}: a rule of {table} passes a number its target immediate cannot hold: {error}",
                    gate.0
                )
            }
            LowerError::NoValue { gate } => {
                write!(f, "gate %{} is used before it has a value", gate.0)
            }
            LowerError::Shape { gate, message } => write!(f, "gate %{}: {message}", gate.0),
        }
    }
}

impl std::error::Error for LowerError {}

#[cfg(test)]
mod tests {
    use super::*;
    use opforge_cfg::{Immediate, UImm};

    #[test]
    fn an_immediate_out_of_range_names_the_gate_the_table_and_the_range() {
        let error = UImm::<24>::from_imm(1 << 24).expect_err("past 24 bits");
        let e = LowerError::OutOfRange {
            gate: GateRef(7),
            error,
            table: "spec/lower-arm64.yaml",
        };
        assert_eq!(e.gate(), GateRef(7));
        assert_eq!(
            e.to_string(),
            "gate %7: a rule of spec/lower-arm64.yaml passes a number its target immediate cannot hold: 16777216 does not fit an unsigned 24-bit immediate (0 to 16777215)"
        );
    }
}
