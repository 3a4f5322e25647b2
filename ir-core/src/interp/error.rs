//! What a run can end in besides a returned value: the traps a program can hit at run time
//! ([`TrapKind`], part of a normal [`super::Outcome`]), and the errors that mean the circuit or the
//! call cannot be interpreted at all ([`InterpError`], each naming the gate at fault).

use std::fmt;

use crate::circuit::GateRef;
use crate::opcode::{MachineType, Opcode};

/// A run-time fault with a defined result: the program stops with this trap.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TrapKind {
    /// An integer division or remainder by zero.
    DivisionByZero,
    /// A signed division whose quotient does not fit (`INT_MIN / -1`).
    IntegerOverflow,
    /// A load or store outside every live memory region.
    OutOfBounds,
    /// A CALL whose callee value names no function of the module.
    BadCallee,
    /// Calls nested deeper than [`super::Options::max_call_depth`].
    StackOverflow,
}

impl TrapKind {
    /// Every trap, in declaration order.
    pub const ALL: [TrapKind; 5] = [
        TrapKind::DivisionByZero,
        TrapKind::IntegerOverflow,
        TrapKind::OutOfBounds,
        TrapKind::BadCallee,
        TrapKind::StackOverflow,
    ];

    /// The name used in text (`; run:` lines, the CLI): `division_by_zero` and so on.
    pub const fn name(self) -> &'static str {
        match self {
            TrapKind::DivisionByZero => "division_by_zero",
            TrapKind::IntegerOverflow => "integer_overflow",
            TrapKind::OutOfBounds => "out_of_bounds",
            TrapKind::BadCallee => "bad_callee",
            TrapKind::StackOverflow => "stack_overflow",
        }
    }

    /// The trap named `name` (see [`TrapKind::name`]).
    pub fn from_name(name: &str) -> Option<TrapKind> {
        TrapKind::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for TrapKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a circuit cannot be interpreted: a gate the interpreter has no meaning for, or wiring the
/// verifier would reject. Every variant that concerns a gate names it with its opcode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InterpError {
    /// A HIR gate (such as `JS_BYTECODE`): only MIR circuits can be interpreted.
    Hir {
        /// The gate.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
    },
    /// A gate whose operands do not fit its meaning: a missing input, a type it cannot take.
    BadOperands {
        /// The gate.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
        /// What is wrong.
        reason: String,
    },
    /// A gate used as a value (or a dependency) that computes none, such as a state gate.
    NotAValue {
        /// The gate used.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
    },
    /// A gate that needs its own value to be computed (a cycle outside the selectors).
    Cycle {
        /// A gate on the cycle.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
    },
    /// A selector or relay demanded before control reached its state gate.
    NotReached {
        /// The selector or relay.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
    },
    /// A state gate with no way on, or with several where the walk needs exactly one.
    BadSuccessors {
        /// The state gate.
        gate: GateRef,
        /// Its opcode.
        opcode: Opcode,
        /// How many successors it has of the kind wanted.
        found: usize,
    },
    /// An input naming no gate of the circuit (`%pending` or out of range).
    Dangling {
        /// The gate with the input.
        gate: GateRef,
    },
    /// A call with arguments that do not match the callee's ARG gates.
    Arguments {
        /// The function called.
        function: String,
        /// What does not match.
        reason: String,
    },
    /// A function name that the module does not hold.
    UnknownFunction(String),
    /// The thread that runs a module with calls could not be started (the reason).
    NoStack(String),
    /// An error inside a function called by CALL: the callee's name and its error.
    InCallee {
        /// The callee's name.
        function: String,
        /// The error.
        error: Box<InterpError>,
    },
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InterpError::Hir { gate, opcode } => write!(
                f,
                "gate {gate} ({opcode}) is a HIR gate: the interpreter runs MIR circuits only"
            ),
            InterpError::BadOperands {
                gate,
                opcode,
                reason,
            } => write!(f, "gate {gate} ({opcode}): {reason}"),
            InterpError::NotAValue { gate, opcode } => {
                write!(
                    f,
                    "gate {gate} ({opcode}) is used as a value but computes none"
                )
            }
            InterpError::Cycle { gate, opcode } => write!(
                f,
                "gate {gate} ({opcode}) depends on itself without a selector in between"
            ),
            InterpError::NotReached { gate, opcode } => write!(
                f,
                "gate {gate} ({opcode}) is used before control reached its state gate"
            ),
            InterpError::BadSuccessors {
                gate,
                opcode,
                found,
            } => write!(
                f,
                "state gate {gate} ({opcode}) has {found} successors where the walk needs one"
            ),
            InterpError::Dangling { gate } => {
                write!(f, "gate {gate} has an input that names no gate")
            }
            InterpError::Arguments { function, reason } => {
                write!(f, "call of `{function}`: {reason}")
            }
            InterpError::UnknownFunction(name) => write!(f, "no function `{name}` in the module"),
            InterpError::InCallee { function, error } => write!(f, "in `{function}`: {error}"),
            InterpError::NoStack(reason) => {
                write!(f, "cannot start the thread that runs the calls: {reason}")
            }
        }
    }
}

impl std::error::Error for InterpError {}

impl InterpError {
    /// The gate the error is about, in the innermost function it concerns (see
    /// [`InterpError::callee`]).
    pub fn gate(&self) -> Option<GateRef> {
        match self {
            InterpError::Hir { gate, .. }
            | InterpError::BadOperands { gate, .. }
            | InterpError::NotAValue { gate, .. }
            | InterpError::Cycle { gate, .. }
            | InterpError::NotReached { gate, .. }
            | InterpError::BadSuccessors { gate, .. }
            | InterpError::Dangling { gate } => Some(*gate),
            InterpError::InCallee { error, .. } => error.gate(),
            _ => None,
        }
    }

    /// The innermost callee the error happened in; `None` when it is the function called.
    pub fn callee(&self) -> Option<&str> {
        match self {
            InterpError::InCallee { function, error } => error.callee().or(Some(function)),
            _ => None,
        }
    }
}

/// A short description of a type mismatch, for [`InterpError::BadOperands`].
pub(crate) fn type_mismatch(what: &str, want: &str, got: MachineType) -> String {
    format!("{what} must be {want}, found {got}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trap_names_round_trip() {
        for t in TrapKind::ALL {
            assert_eq!(TrapKind::from_name(t.name()), Some(t));
            assert_eq!(t.to_string(), t.name());
        }
        assert_eq!(TrapKind::from_name("oops"), None);
    }

    #[test]
    fn errors_name_the_gate_and_its_opcode() {
        let e = InterpError::Hir {
            gate: GateRef(10),
            opcode: Opcode::JsBytecode,
        };
        assert_eq!(
            e.to_string(),
            "gate %10 (JS_BYTECODE) is a HIR gate: the interpreter runs MIR circuits only"
        );
        let nested = InterpError::InCallee {
            function: "f".into(),
            error: Box::new(e),
        };
        assert!(
            nested
                .to_string()
                .starts_with("in `f`: gate %10 (JS_BYTECODE)")
        );
    }
}
