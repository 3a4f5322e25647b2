//! `ir-core` is the runtime Circuit IR: the opcode layer generated from `spec/circuit.yaml` at
//! build time ([`opcode`]), the gate arena ([`circuit`]) and the 32-bit [`gate_type`] layout. The
//! typed builder, the verifier and the traversals build on them.

pub mod builder;
pub mod circuit;
pub mod dot;
pub mod gate_type;
pub mod interp;
pub mod live;
pub mod module;
pub mod opcode;
pub mod random;
pub mod text;
pub mod verify;
pub mod visit;

pub use circuit::{Circuit, CircuitError, GateRef, GateView, Inputs, Views, WireKind};
pub use gate_type::{GateType, GcCategory};
pub use module::{Function, Module};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The examples of `docs/spec-format.md`, compiled (and, where they need no files, run) as
/// doctests.
#[doc = include_str!("../../docs/spec-format.md")]
#[cfg(doctest)]
pub struct SpecFormatDoctests;
