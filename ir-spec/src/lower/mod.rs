//! The lowering kind (`kind: lower`): tables of rules that turn the gates of an IR table (the
//! `source`, such as the Circuit IR) into instructions of a LIR table (the `target`, such as the
//! A64 LIR), in the manner of a tree-pattern instruction selector with priorities.
//!
//! - [`syntax`]: the YAML as written; [`step`]: the one-line step language of rules;
//! - [`model`]: the checked table; `validate`: loading both tables (`E130`), names (`E131`),
//!   patterns and steps (`E132`), with `names` (the module paths and custom methods the
//!   matcher names, `E011`/`E012`); `overlap`: coverage (`E133`), ambiguity (`E134`) and
//!   shadowing (`E135`);
//! - [`generate`]: the matcher (`Driver` and `Custom` traits, `select`, `emit`, `RULES`);
//!   [`docs`]: the Markdown reference.

pub mod docs;
pub mod generate;
pub mod model;
mod names;
mod overlap;
pub mod step;
pub mod syntax;
mod validate;

pub use model::Lowering;
pub(crate) use validate::validate;
