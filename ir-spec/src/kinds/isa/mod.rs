//! Instruction-set tables: owns the schema of an ISA spec (`spec/arm64.yaml`): register classes
//! (count, field width, named registers), operand types, encodings as 16- or 32-bit patterns of
//! fixed bits and named fields with LLVM-syntax templates, and aliases with the condition under
//! which LLVM prints them; its loading with limits, its validation with located errors, and the
//! generator of the encoder, decoder, printer and parser. Operand kinds and expression builtins
//! of one target come from its codec crate, registered with the loader or builder
//! ([`codec::OperandCodec`], [`codec::Codecs`], `Loader::codecs`, `Builder::codecs`).
//!
//! ```
//! let isa = ir_spec::Loader::new()
//!     .text("tiny.yaml", r#"
//! version: 1
//! kind: isa
//! registers:
//!   - { name: X, doc: A register., prefix: x, r31: xzr }
//! operands:
//!   Xd: { type: X, field: Rd }
//!   Xn: { type: X, field: Rn }
//! encodings:
//!   - { name: MOVE, doc: Moves., bits: "1111111111111111111111 Rn:5 Rd:5", asm: "mov {Xd}, {Xn}" }
//! "#)
//!     .load_isa()
//!     .expect("a valid table");
//! assert_eq!(isa.encodings[0].mask, 0xffff_fc00);
//! let rust = ir_spec::isa::generate(&isa, "tiny.yaml").expect("generated code");
//! assert!(rust.contains("pub enum Inst"));
//! ```

#[doc(hidden)]
pub mod decode_trie;
#[cfg(feature = "docs")]
pub mod docs;
pub mod expr;
pub(crate) mod generate;
mod kind;
#[doc(hidden)]
pub mod layout;
pub mod model;
pub mod syntax;
pub mod template;
mod validate;

pub use crate::front::codec;
use crate::front::format::GenerateError;
use crate::front::read::Limits;
pub use codec::{Codecs, OperandCodec};
pub use expr::Builtin;
pub(crate) use generate::{fn_name, register_const, value_type};
pub use model::Isa;
use syntax::IsaDocument;
pub use syntax::IsaKind;
pub(crate) use validate::validate as validate_documents;

/// Parses one ISA YAML document under `limits`, without validating it.
pub fn parse_document(text: &str, limits: &Limits) -> Result<IsaDocument, serde_saphyr::Error> {
    crate::front::read::parse_limited(text, limits)
}

/// The encoder, decoder, printer, parser and metadata of an ISA as a formatted Rust file, for a
/// crate that provides the `support` module the code calls (see `opforge-arm64`).
pub fn generate(isa: &Isa, source: &str) -> Result<String, GenerateError> {
    crate::front::format::format(source, generate_tokens(isa)?)
}

/// The machine layer of an ISA as unformatted tokens (for proc-macros, which need no formatting).
pub fn generate_tokens(isa: &Isa) -> Result<proc_macro2::TokenStream, GenerateError> {
    generate::code(isa)
}
