//! The IR kind (`kind: ir`): gate tables of a graph IR such as the Circuit IR.
//!
//! - [`syntax`]: the YAML as written; [`model`]: the checked spec, with [`vocabulary`] (wire
//!   behaviours, roles and graph rules); `validate`: the rules, all findings at once;
//! - [`generate`]: the opcode layer, the typed builder, the visitors and the graph instance;
//!   [`docs`]: the Markdown reference; `kind.rs`: its [`SpecKind`](crate::front::kind::SpecKind).

#[cfg(feature = "docs")]
pub mod docs;
pub mod generate;
mod kind;
pub mod model;
pub mod syntax;
pub(crate) mod validate;
pub mod vocabulary;

pub use model::Spec;
pub use syntax::IrKind;
