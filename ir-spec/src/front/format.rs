//! Formatting generated Rust, shared by every kind's generators: owns parsing the tokens with
//! `syn`, printing them with `prettyplease` under the "generated from …; do not edit" header, and
//! the small token helpers (`doc` attributes, identifiers already checked by a validator).

use std::fmt;

use proc_macro2::TokenStream;

/// The generator produced tokens that do not parse as Rust: always a bug in opforge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenerateError {
    /// The parser's message.
    pub message: String,
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "internal error: generated code does not parse: {}",
            self.message
        )
    }
}

impl std::error::Error for GenerateError {}

/// Formats tokens as a Rust file with the generated-code header.
pub fn format(source: &str, tokens: TokenStream) -> Result<String, GenerateError> {
    Ok(header(source) + &unparse(tokens)?)
}

/// A run of a generated file: tokens for `syn` and `prettyplease`, or text already laid out as
/// `prettyplease` lays out those tokens (a big table written directly, which is where most of a
/// large table's formatting time went).
pub(crate) enum Piece {
    /// Items to parse and print.
    Tokens(TokenStream),
    /// Items printed already, each line ending in a newline.
    Text(String),
}

/// Formats `pieces` as one Rust file with the generated-code header: each run of tokens is
/// parsed and printed on its own (`prettyplease` prints the items of a file one after another,
/// so the runs join as the whole would print), text is copied.
pub(crate) fn format_pieces(source: &str, pieces: Vec<Piece>) -> Result<String, GenerateError> {
    let mut out = header(source);
    let mut run = TokenStream::new();
    for piece in pieces {
        match piece {
            Piece::Tokens(tokens) => run.extend(tokens),
            Piece::Text(text) => {
                out.push_str(&unparse(std::mem::take(&mut run))?);
                out.push_str(&text);
            }
        }
    }
    out.push_str(&unparse(run)?);
    Ok(out)
}

/// The items of `tokens` as `prettyplease` prints them (nothing for no tokens).
pub(crate) fn unparse(tokens: TokenStream) -> Result<String, GenerateError> {
    if tokens.is_empty() {
        return Ok(String::new());
    }
    let file = syn::parse2::<syn::File>(tokens).map_err(|e| GenerateError {
        message: e.to_string(),
    })?;
    Ok(prettyplease::unparse(&file))
}

/// The header line every generated file starts with.
pub fn header(source: &str) -> String {
    format!("// generated from {source}; do not edit\n\n")
}

/// `#[doc = "..."]` for a non-empty doc string.
pub(crate) fn doc(text: &str) -> TokenStream {
    if text.is_empty() {
        return TokenStream::new();
    }
    let text = format!(" {}", text.replace('\n', "\n "));
    quote::quote! { #[doc = #text] }
}

/// An identifier from a string that the validator has already checked.
pub(crate) fn ident(name: &str) -> proc_macro2::Ident {
    proc_macro2::Ident::new(name, proc_macro2::Span::call_site())
}
