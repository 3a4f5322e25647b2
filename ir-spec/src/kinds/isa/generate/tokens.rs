//! Token helpers of the ISA generator: literals spelled as the generated file has always
//! spelled them (words in hex, integers unsuffixed), doc attributes one per line, identifiers of
//! names the validator has checked, and Rust a codec wrote as text, parsed into tokens.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::front::format::GenerateError;
pub(crate) use crate::front::format::ident;

/// The identifier `name` (a `what`, for the message), or an error when it is none: for names
/// the validator does not check as identifiers, such as an enum's values.
pub(crate) fn checked_ident(what: &str, name: &str) -> Result<proc_macro2::Ident, GenerateError> {
    if crate::front::naming::is_identifier(name) && !crate::front::naming::is_rust_keyword(name) {
        Ok(ident(name))
    } else {
        Err(GenerateError {
            message: format!("{what} `{name}` is not a Rust identifier"),
        })
    }
}

/// One `#[doc]` attribute per line of `text` (none for an empty text).
pub(crate) fn docs(text: &str) -> TokenStream {
    let lines = text.lines().map(|l| {
        if l.is_empty() {
            String::new()
        } else {
            format!(" {l}")
        }
    });
    if text.is_empty() {
        return TokenStream::new();
    }
    quote! { #(#[doc = #lines])* }
}

/// An unsuffixed integer (`5`; `-3` as a minus and a literal, as Rust text lexes it).
pub(crate) fn int(v: impl Into<i128>) -> TokenStream {
    let v: i128 = v.into();
    let magnitude = Literal::u128_unsuffixed(v.unsigned_abs());
    if v < 0 {
        quote! { -#magnitude }
    } else {
        quote! { #magnitude }
    }
}

/// A string literal.
pub(crate) fn text(s: &str) -> Literal {
    Literal::string(s)
}

/// `v` in hex (`0x1f`).
pub(crate) fn hex(v: impl Into<u128>) -> Literal {
    spelled(&format!("{:#x}", v.into()))
}

/// A 32-bit word in hex with all eight digits (`0x0000001f`), suffixed `u32` if `typed`.
pub(crate) fn word(v: u32, typed: bool) -> Literal {
    spelled(&format!("{v:#010x}{}", if typed { "u32" } else { "" }))
}

/// The literal of `spelling`, a number this module formatted.
fn spelled(spelling: &str) -> Literal {
    // A hex integer `format!` wrote, with or without a suffix, always lexes as one literal.
    spelling
        .parse()
        .unwrap_or_else(|_| unreachable!("`{spelling}` is an integer literal"))
}

/// Rust a codec (or another table-driven writer) produced as text, as tokens.
pub(crate) fn rust(what: &str, text: &str) -> Result<TokenStream, GenerateError> {
    text.parse()
        .map_err(|e: proc_macro2::LexError| GenerateError {
            message: format!("{what} `{text}`: {e}"),
        })
}
