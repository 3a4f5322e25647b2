//! LIR tables: a block-structured IR table with a `machine` (a `kind: isa` table) is a LIR. It
//! declares register classes over the machine's register kinds, the class of each value type,
//! per instruction the allocation policy of each value in regalloc2's vocabulary (a register of
//! the class, a fixed register, reuse of an input's register, a stack slot, any; early or
//! late), temps, clobbers and the call flag, and its emission as the machine's forms with their
//! operands bound, each step with the assembly it must produce. A row may instead name a
//! hand-written method (`custom: { emit: ... }`).
//!
//! - [`syntax`]: the YAML as written; [`model`]: the checked LIR;
//! - `validate`: the rules `E126`–`E129`, against the loaded machine table;
//! - [`generate`]: the policy rows, register classes and the emitter over the machine layer.

pub mod generate;
pub mod model;
pub mod syntax;
pub(crate) mod validate;

pub use model::Lir;
