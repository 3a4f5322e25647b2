//! The front end every kind of table shares, naming no kind: reading spec files under hard
//! limits (`read`, with `expansion` and `recover`), positions and sources (`located`, `source`),
//! findings (`diagnostic`, `context`), names (`naming`, `idents`), the syntax and model kernel
//! several kinds write the same way (`syntax`, `model`), formatting generated Rust (`format`),
//! rendering references (`docs`), the registry of codecs target crates add (`codec`), and the
//! kind trait with the [`Tables`](kind::Tables) a kind loads the tables it names through
//! (`kind`, `nested`).
//!
//! Layering: the front end imports nothing from `crate::kinds` nor from the top level (the
//! loader, the builder, the schema, the importers); `ir-spec/tests/layout.rs` checks it.

pub mod codec;
pub(crate) mod context;
pub mod diagnostic;
#[cfg(feature = "docs")]
pub mod docs;
pub(crate) mod expansion;
pub mod format;
pub(crate) mod idents;
pub mod kind;
pub mod located;
pub mod model;
pub mod naming;
pub(crate) mod nested;
pub mod read;
pub(crate) mod recover;
pub mod source;
pub mod syntax;
