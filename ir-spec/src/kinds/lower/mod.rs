//! The lowering kind (`kind: lower`): tables of rules that turn the instructions of an IR table
//! (the `source`: a gate graph such as the Circuit IR, or a block-structured IR such as Panda's)
//! into instructions of a LIR table (the `target`, such as the A64 LIR), in the manner of a
//! tree-pattern instruction selector with priorities.
//!
//! - [`syntax`]: the YAML as written; [`step`]: the one-line step language of rules;
//! - [`source`]: the interface both kinds of source table implement (inputs and their types,
//!   output, condition, immediates, targets, the groups `cover` names);
//! - [`model`]: the checked table; `validate`: loading both tables (`E130`), names (`E131`),
//!   patterns (`validate/rules.rs`) and steps (`validate/steps.rs`, `E132`), with `names` (the module paths and custom methods the
//!   matcher names, `E011`/`E012`); `overlap`: coverage (`E133`), ambiguity (`E134`) and
//!   shadowing (`E135`);
//! - [`generate`]: the matcher (`Driver` and `Custom` traits, `select`, `emit`, `RULES`);
//!   [`docs`]: the Markdown reference.

#[cfg(feature = "docs")]
pub mod docs;
pub mod generate;
mod kind;
pub mod model;
mod names;
mod overlap;
pub mod source;
pub mod step;
pub mod syntax;
mod validate;

pub use model::Lowering;
pub use syntax::LowerKind;
pub(crate) use validate::validate;
