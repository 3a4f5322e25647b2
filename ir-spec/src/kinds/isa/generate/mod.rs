//! The ISA code generator: from a checked [`Isa`], the register and operand types (`types`),
//! the `Inst` enum with its per-encoding encoders and constructors (`inst`), the trie decoder
//! and its rows of checks and build parts (`decode`), the aliases (`aliases`), `Display`
//! choosing the alias LLVM prints and `FromStr` (`text`), the compressions of a table with
//! narrower encodings (`compress`), and the `FORMS` and `ALIASES` rows (`metadata`). The
//! generated code calls `support`, the `opforge-machine` crate (the parse cursor, the error
//! types, the total arithmetic of expressions), and the runtime functions registered codecs and
//! builtins name.
//!
//! Every part is written with `quote!`, as the other kinds' generators are; `tokens` spells
//! literals as the committed expansions always have (words in hex, integers unsuffixed). The
//! Rust that exists only as text (a codec's pieces, an alias expression printed by the
//! expression model) is parsed into tokens where it is used, and a piece that does not lex is a
//! [`GenerateError`] naming it.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use crate::front::format::GenerateError;

use super::decode_trie::{Cube, Entry, LANES, Trie};
use super::layout::{InstLayout, storage};
use super::model::{Alias, Encoding, Isa, NameRef, Operand, OperandType, Piece, TypeKind};
use crate::front::naming::{camel, snake_ident};

use aliases::aliases;
use compress::compress;
use decode::decode;
use inst::{constructors, encode, inst_enum};
use metadata::metadata;
use text::{display, parse};
use tokens::{checked_ident, docs, hex, ident, int, rust, text, word};
use types::types;

mod aliases;
mod compress;
mod decode;
mod inst;
mod metadata;
mod text;
mod tokens;
mod types;

/// `values` (ascending) as runs of consecutive values, each `(first, last)`: `[0, 1, 2, 5]` is
/// `[(0, 2), (5, 5)]`.
fn consecutive(values: &[u32]) -> Vec<(u32, u32)> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &v in values {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == v => *last = v,
            _ => runs.push((v, v)),
        }
    }
    runs
}

/// The Rust type an operand's public constructors take.
pub(crate) fn value_type(t: &OperandType) -> String {
    match &t.kind {
        TypeKind::Reg { .. } | TypeKind::Enum { .. } => t.name.clone(),
        TypeKind::Uimm(_) | TypeKind::Simm { .. } => "i64".into(),
        TypeKind::Codec(c) => {
            let (storage, _) = storage(&t.kind);
            c.codec
                .rust(
                    &c.params,
                    crate::front::codec::RustType {
                        name: &t.name,
                        storage,
                    },
                )
                .value_type
        }
        TypeKind::Flag { .. } => "bool".into(),
    }
}

fn takes_value(t: &OperandType) -> bool {
    !matches!(t.kind, TypeKind::Reg { .. } | TypeKind::Enum { .. })
}

fn var(o: &Operand) -> String {
    snake_ident(&o.name)
}

fn variant(e: &Encoding) -> String {
    camel(&e.name)
}

/// The constant of a register class naming one register, from its spelling (`x0` is `X0`,
/// `s0` is `S0`).
pub(crate) fn register_const(spelling: &str) -> String {
    spelling.to_ascii_uppercase().replace('.', "_")
}

/// The constructor of a form (an encoding or alias) named `name`.
pub(crate) fn fn_name(name: &str) -> String {
    snake_ident(name)
}

/// The whole generated file.
pub(crate) fn code(isa: &Isa) -> Result<TokenStream, GenerateError> {
    let types = isa
        .types
        .iter()
        .map(|t| types(isa, t))
        .collect::<Result<Vec<_>, _>>()?;
    let (inst, encode, decode) = (inst_enum(isa), encode(isa), decode(isa)?);
    let (aliases, display, parse) = (aliases(isa)?, display(isa), parse(isa)?);
    let (constructors, compress, metadata) = (constructors(isa)?, compress(isa)?, metadata(isa));
    Ok(quote! {
        use core::fmt;
        #(#types)*
        #inst
        #encode
        #decode
        #aliases
        #display
        #parse
        #constructors
        #compress
        #metadata
    })
}

/// The expression placing an operand's raw bits (in `raw`) into its fields. An operand type
/// holds only legal values, so its raw bits never exceed its width: a single field as wide as the
/// type takes them unmasked (the hand-written `m << 16 | n << 5 | d`).
fn place(isa: &Isa, e: &Encoding, o: &Operand, raw: &TokenStream) -> TokenStream {
    let mut shift_down: u32 = o.fields.iter().map(|&i| e.fields[i].width).sum();
    let whole = o.fields.len() == 1 && shift_down == isa.types[o.ty].kind.bits();
    let parts = o.fields.iter().map(|&i| {
        let f = &e.fields[i];
        shift_down -= f.width;
        let mask = hex((1u64 << f.width) - 1);
        let v = if whole {
            raw.clone()
        } else if shift_down == 0 {
            quote! { (#raw & #mask) }
        } else {
            let shift = int(shift_down);
            quote! { ((#raw >> #shift) & #mask) }
        };
        if f.lo == 0 {
            v
        } else {
            let lo = int(f.lo);
            quote! { (#v << #lo) }
        }
    });
    quote! { #(#parts)|* }
}

/// The expression reading an operand's raw bits from word `w`: its fields' bits, each moved to
/// its place in the value and joined with `|`.
fn extract(e: &Encoding, fields: &[usize]) -> TokenStream {
    let mut shift_up: u32 = fields.iter().map(|&i| e.fields[i].width).sum();
    let mut parts: Vec<TokenStream> = fields
        .iter()
        .map(|&i| {
            let f = &e.fields[i];
            shift_up -= f.width;
            let mask = hex((1u64 << f.width) - 1);
            let bits = if f.lo == 0 {
                quote! { w & #mask }
            } else {
                let lo = int(f.lo);
                quote! { (w >> #lo) & #mask }
            };
            if shift_up == 0 {
                bits
            } else {
                let up = int(shift_up);
                quote! { (#bits) << #up }
            }
        })
        .collect();
    // One part stands alone; several are each parenthesized.
    if parts.len() > 1 {
        for p in &mut parts {
            *p = quote! { (#p) };
        }
    }
    quote! { #(#parts)|* }
}

fn pcrel<'a>(isa: &Isa, ops: &'a [Operand]) -> Option<&'a Operand> {
    ops.iter()
        .find(|o| matches!(isa.types[o.ty].kind, TypeKind::Simm { pcrel: true, .. }))
}
