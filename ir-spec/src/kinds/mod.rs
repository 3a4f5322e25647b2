//! One module per kind of table, each of the same shape where it applies: `syntax` (the YAML as
//! written), `model` (the checked spec), `validate`, `generate`, `docs`, and `kind.rs` (its
//! [`SpecKind`](crate::front::kind::SpecKind) glue). The LIR part of a `cfg` table lives in
//! `cfg/lir`: it is no kind of its own (no `kind: lir`), and its model and the `cfg` model name
//! each other.
//!
//! Layering: a kind imports the front end, its own modules, and of another kind only its public
//! face (the items `kinds::<k>` itself declares or re-exports, and its `model` module); never the
//! top level (the loader, the builder). `ir-spec/tests/layout.rs` checks it.

pub mod cfg;
pub mod ir;
pub mod isa;
pub mod lower;
