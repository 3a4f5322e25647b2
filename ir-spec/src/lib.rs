//! `ir-spec` reads instruction tables written in YAML (schema v1, see `docs/spec-format.md`),
//! checks them with located, all-at-once diagnostics, and generates Rust from them.
//!
//! The pipeline is `load` → `validate` → `generate`:
//!
//! ```
//! let spec = ir_spec::Loader::new()
//!     .text("tiny.yaml", r#"
//! kind: ir
//! version: 1
//! classes:
//!   - { name: Arith, doc: Arithmetic. }
//! gates:
//!   - { name: ADD, doc: Adds., class: Arith }
//! "#)
//!     .load_ir()
//!     .expect("a valid spec");
//! assert_eq!(spec.gates[0].named.name, "ADD");
//! let rust = ir_spec::generate::opcodes(&spec, "tiny.yaml").expect("generated code");
//! assert!(rust.contains("pub enum Opcode"));
//! ```
//!
//! Build scripts use [`Builder`], in the manner of `prost-build`.

mod front;
mod kinds;

pub mod builder;
#[cfg(feature = "import")]
pub mod import;
pub mod kind;
pub mod load;
#[cfg(feature = "schema")]
pub mod schema;
#[cfg(test)]
mod tests;

// The public paths other crates use, each the module of the front end or of a kind that owns it.
pub use front::{diagnostic, located, naming, source};
#[cfg(feature = "docs")]
pub use kinds::ir::docs;
pub use kinds::ir::{generate, model, syntax, vocabulary};
pub use kinds::{cfg, isa, lower};

pub use builder::{BuildError, Builder};
pub use diagnostic::{Diagnostic, Rule, Severity, SpecError, Warnings};
pub use kind::{Loaded, SpecKind};
pub use load::{Limits, Loader};
pub use model::Spec;
