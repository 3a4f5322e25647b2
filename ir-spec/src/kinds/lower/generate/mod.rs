//! The Rust generated from a lowering table: for a gate graph source ([`gates`]), a matcher
//! over a `Driver` trait the compiler implements; for a block-structured source ([`blocks`]),
//! the rules as the generic driver of `opforge_cfg::lower` runs them. What the two share (the
//! rules' entries, tests and steps) is written once in [`rules`], over a reader each side
//! implements.

mod blocks;
mod gates;
mod rules;

use proc_macro2::TokenStream;

use super::model::Lowering;
use super::source::SourceKind;
use crate::front::format::{GenerateError, format};

/// The formatted Rust of `lowering`.
pub fn layer(lowering: &Lowering, source: &str) -> Result<String, GenerateError> {
    format(source, tokens(lowering)?)
}

/// The unformatted tokens: a gate graph's matcher over the compiler's `Driver`, or a
/// block-structured IR's rules for the generic driver of `opforge_cfg::lower`.
pub fn tokens(l: &Lowering) -> Result<TokenStream, GenerateError> {
    match l.source_kind {
        SourceKind::Cfg => blocks::tokens(l),
        SourceKind::Ir => gates::tokens(l),
    }
}
