//! Code generation: owns turning a checked [`Spec`] into formatted Rust. Each submodule generates
//! one layer from the same model; this module joins them, formats the result with `prettyplease`
//! and puts the "generated from …; do not edit" header on top.

pub mod builder;
mod graph;
mod opcodes;
mod roles;
mod table;
mod types;
pub mod visitor;

use proc_macro2::TokenStream;

pub use crate::front::format::{GenerateError, format, header};
use crate::front::format::{Piece, format_pieces};
pub(crate) use crate::front::format::{doc, ident};
use crate::kinds::ir::model::Spec;

/// The opcode layer: types, type sets, flags, classes, the `Opcode` enum with its class ranges,
/// metadata tables and attribute accessors, and the bitfield enums. `source` is the spec path
/// shown in the header. The code defines only what depends on the spec and names the rest, the
/// `opforge-ir` runtime, by absolute path, so it compiles in any module of a crate that depends
/// on `opforge-ir` (`opforge_ir::include_ir!` includes it).
pub fn opcodes(spec: &Spec, source: &str) -> Result<String, GenerateError> {
    format_pieces(source, opcode_pieces(spec)?)
}

/// The opcode layer as pieces of a formatted file: [`opcode_tokens`], with the metadata table
/// (most of a big table's text) written as text instead of formatted from tokens.
fn opcode_pieces(spec: &Spec) -> Result<Vec<Piece>, GenerateError> {
    let mut pieces = vec![Piece::Tokens(types::tokens(spec))];
    pieces.extend(opcodes::pieces(spec)?);
    Ok(pieces)
}

/// The whole IR layer of a table for a crate without a runtime of its own, formatted: the
/// opcode layer, then its instance of the gate-graph runtime (`Graph`, handles, `GateBuilder`
/// with one method per gate, `verify`, `print`, `parse`, `to_dot`, the visitors).
pub fn ir_layer(spec: &Spec, source: &str) -> Result<String, GenerateError> {
    let mut pieces = opcode_pieces(spec)?;
    pieces.push(Piece::Tokens(instance_tokens(spec)));
    format_pieces(source, pieces)
}

/// The table's instance of the gate-graph runtime, formatted: everything [`ir_layer`] adds to the
/// opcode layer (`Graph`, the handles, `GateBuilder` with its typed per-gate methods, `verify`,
/// `print`, `parse`, `to_dot`, the visitors over `Graph`), so `opforge expand` shows a user's
/// crate exactly what `include_ir!` gives it.
pub fn graph_instance(spec: &Spec, source: &str) -> Result<String, GenerateError> {
    format(source, instance_tokens(spec))
}

/// The tokens of [`graph_instance`].
fn instance_tokens(spec: &Spec) -> TokenStream {
    let mut tokens = graph::instance(spec);
    tokens.extend(builder::tokens_with(spec, builder::Handles::Typed));
    tokens.extend(visitor::tokens_over(spec, quote::quote! { Graph }));
    tokens
}

/// The unformatted tokens of [`ir_layer`] (for proc-macros).
pub fn ir_layer_tokens(spec: &Spec) -> TokenStream {
    let mut tokens = opcode_tokens(spec);
    tokens.extend(instance_tokens(spec));
    tokens
}

/// The typed circuit builder (one method per gate), formatted, for a runtime that provides
/// `GateBuilder` and the handle types (see [`builder`]).
pub fn circuit_builder(spec: &Spec, source: &str) -> Result<String, GenerateError> {
    format(source, builder::tokens(spec))
}

/// The `Visitor` and `VisitorMut` traits, formatted (see [`visitor`]).
pub fn visitors(spec: &Spec, source: &str) -> Result<String, GenerateError> {
    format(source, visitor::tokens(spec))
}

/// The unformatted tokens of the opcode layer (for proc-macros, which need no formatting).
pub fn opcode_tokens(spec: &Spec) -> TokenStream {
    let mut tokens = types::tokens(spec);
    tokens.extend(opcodes::tokens(spec));
    tokens
}
