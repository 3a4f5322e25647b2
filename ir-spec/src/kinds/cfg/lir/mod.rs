//! LIR tables: a block-structured IR table with a `machine` (a `kind: isa` table) is a LIR. It
//! declares register classes over the machine's register kinds, the class of each value type,
//! per instruction the allocation policy of each value in regalloc2's vocabulary (a register of
//! the class, a fixed register, reuse of an input's register, a stack slot, any; early or
//! late), temps, clobbers and the call flag, and its emission as the machine's forms with their
//! operands bound, each step with the assembly it must produce. A row may instead name a
//! hand-written method (`custom: { emit: ... }`). Its `abi` states the calling convention:
//! argument, result, callee-saved, scratch and reserved registers per class, stack pointer,
//! frame pointer, link register and stack arguments.
//!
//! - [`syntax`]: the YAML as written; [`model`]: the checked LIR;
//! - `validate`: the rules `E126`–`E129`, against the loaded machine table; `abi`: the
//!   calling convention's rules `E136`–`E139`;
//! - [`generate`]: the policy rows, register classes and the emitter over the machine layer.

pub(crate) mod abi;
pub mod generate;
pub mod model;
pub mod syntax;
pub(crate) mod validate;

pub use model::Lir;
