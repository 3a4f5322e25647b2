//! Tests that drive the whole pipeline through the [`Loader`](crate::Loader), above every kind:
//! a kind's own tests may not name the loader (see `ir-spec/tests/layout.rs`).

mod isa;
#[cfg(feature = "docs")]
mod isa_docs;
