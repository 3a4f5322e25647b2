//! The block-structured IR kind (`kind: cfg`): tables of an SSA IR whose functions are blocks
//! with parameters (in place of phis) ending in terminators that pass arguments to their
//! targets, in the manner of Cranelift, Swift's SIL and Slang. A table declares value types,
//! type sets, immediate kinds, flags, a class tree and instructions (operands: values of a type
//! constraint, immediates, block targets; results; whether it terminates a block or returns).
//!
//! - [`syntax`]: the YAML as written; [`model`]: the checked spec; `validate`: the rules
//!   (`E120`–`E125` and the shared ones), all findings at once, with `names` (identifiers the
//!   layer derives from table names, `E012`/`E013`);
//! - [`generate`]: the Rust layer (types, opcodes numbered so each class is one range, metadata
//!   rows, typed builder) over the `opforge-cfg` runtime, with [`mixins`] (groups beside the
//!   class tree) and [`visitors`] (per opcode and grouped by class); [`docs`]: the Markdown
//!   reference;
//! - [`lir`]: a table with a `machine` is a LIR: register classes, allocation policies in
//!   regalloc2's vocabulary and emission as the machine table's forms (`E126`–`E129`).

mod classes;
pub mod custom;
#[cfg(feature = "docs")]
pub mod docs;
pub mod generate;
mod kind;
pub mod lir;
mod method_names;
pub mod mixins;
pub mod model;
mod names;
pub mod syntax;
mod validate;
pub mod visitors;

pub use model::CfgSpec;
pub use syntax::CfgKind;
pub(crate) use validate::validate;
