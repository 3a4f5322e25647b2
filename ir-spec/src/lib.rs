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

pub mod builder;
pub mod cfg;
mod context;
pub mod diagnostic;
#[cfg(feature = "docs")]
pub mod docs;
mod expansion;
pub mod generate;
mod idents;
#[cfg(feature = "import")]
pub mod import;
pub mod isa;
pub mod kind;
pub mod load;
pub mod located;
pub mod lower;
pub mod model;
pub mod naming;
mod nested;
mod recover;
#[cfg(feature = "schema")]
pub mod schema;
pub mod source;
pub mod syntax;
mod validate;
pub mod vocabulary;

pub use builder::{BuildError, Builder};
pub use diagnostic::{Diagnostic, Rule, Severity, SpecError, Warnings};
pub use kind::{Loaded, SpecKind};
pub use load::{Limits, Loader};
pub use model::Spec;
