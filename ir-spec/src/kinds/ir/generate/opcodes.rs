//! Generates the opcode layer: the `Class` tree with one `OpcodeRange` constant per class, the
//! `#[repr(u16)] Opcode` enum numbered depth-first, `is_<class>()` tests (one subtraction and one
//! comparison), attribute accessors, `ALL`, `FromStr`, `Display` and the `OpcodeEnum` impl, with
//! the static metadata table from `table`. The row types and every other type whose text does
//! not depend on the spec live in the `opforge-ir` runtime crate; the generated code names them
//! by absolute path (`::opforge_ir::OpcodeInfo`), so it compiles in any module. For a formatted
//! file, the enum (a line or two per gate) is written as text, as `prettyplease` prints it, when
//! its docs allow.

use std::fmt::Write as _;

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::table::{info_table, info_table_pieces};
use super::{GenerateError, doc, ident};
use crate::front::format::Piece;
use crate::front::naming::{camel, screaming};
use crate::kinds::ir::model::{AttrValue, AttributeKind, Spec};

pub(super) fn tokens(spec: &Spec) -> TokenStream {
    let mut out = classes(spec);
    out.extend(opcode_enum_item(spec));
    out.extend(opcode_impls(spec));
    out.extend(info_table(spec));
    out.extend(after_table(spec));
    out
}

/// The items of [`tokens`] as pieces of a formatted file, the metadata table as text.
pub(super) fn pieces(spec: &Spec) -> Result<Vec<Piece>, GenerateError> {
    let mut out = match opcode_enum_text(spec) {
        Some(text) => vec![Piece::Tokens(classes(spec)), Piece::Text(text)],
        None => {
            let mut before = classes(spec);
            before.extend(opcode_enum_item(spec));
            vec![Piece::Tokens(before)]
        }
    };
    out.push(Piece::Tokens(opcode_impls(spec)));
    out.extend(info_table_pieces(spec)?);
    out.push(Piece::Tokens(after_table(spec)));
    Ok(out)
}

/// The items after the metadata table.
fn after_table(spec: &Spec) -> TokenStream {
    let mut out = attributes(spec);
    out.extend(roots(spec));
    out.extend(super::roles::tokens(spec));
    out.extend(super::graph::layer(spec));
    out
}

/// The root gates, in the order of their fixed offsets in every circuit.
fn roots(spec: &Spec) -> TokenStream {
    let n = Literal::usize_unsuffixed(spec.roots.len());
    let variants = spec.roots.iter().enumerate().map(|(i, &op)| {
        let g = &spec.gates[op];
        let d = doc(&format!(
            "{} Lives at offset {i} of every circuit.",
            g.named.doc
        ));
        let v = opcode_ident(spec, op);
        quote! { #d #v }
    });
    let repr = if spec.roots.is_empty() {
        quote! {}
    } else {
        quote! { #[repr(u8)] }
    };
    let all: Vec<_> = spec
        .roots
        .iter()
        .map(|&op| opcode_ident(spec, op))
        .collect();
    // A table without roots gets no `match` (one of a single wildcard arm is a clippy warning
    // in the user's crate).
    let of_body = if all.is_empty() {
        quote! { let _ = op; None }
    } else {
        quote! { match op { #(Opcode::#all => Some(Root::#all),)* _ => None } }
    };
    quote! {
        /// The root gates, each at a fixed offset (its number) in every circuit.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #repr
        pub enum Root { #(#variants,)* }

        impl Root {
            /// Every root, in offset order.
            pub const ALL: [Root; #n] = [#(Root::#all,)*];

            /// The root's opcode.
            pub const fn opcode(self) -> Opcode {
                match self { #(Root::#all => Opcode::#all,)* }
            }

            /// The root's fixed offset in every circuit.
            pub const fn offset(self) -> u32 { self as u32 }

            /// The root whose opcode is `op`.
            pub const fn of(op: Opcode) -> Option<Root> {
                #of_body
            }
        }
    }
}

/// `#[repr(u16)]`, which an enum without variants may not have.
fn repr_u16(empty: bool) -> TokenStream {
    if empty {
        TokenStream::new()
    } else {
        quote! { #[repr(u16)] }
    }
}

pub(super) fn opcode_ident(spec: &Spec, op: usize) -> proc_macro2::Ident {
    ident(&camel(&spec.gates[op].named.name))
}

fn classes(spec: &Spec) -> TokenStream {
    let n = Literal::usize_unsuffixed(spec.classes.len());
    let variants = spec.classes.iter().map(|c| {
        let d = doc(&c.named.doc);
        let v = ident(&camel(&c.named.name));
        quote! { #d #v }
    });
    let all = spec.classes.iter().map(|c| ident(&camel(&c.named.name)));
    let names = spec.classes.iter().map(|c| &c.named.name);
    let docs = spec.classes.iter().map(|c| &c.named.doc);
    let parents = spec.classes.iter().map(|c| match c.parent {
        Some(p) => {
            let p = ident(&camel(&spec.classes[p].named.name));
            quote! { Some(Class::#p) }
        }
        None => quote! { None },
    });
    let ranges = spec.classes.iter().map(|c| {
        let c = ident(&screaming(&c.named.name));
        quote! { class_range::#c }
    });
    let consts = spec.classes.iter().map(|c| {
        let name = ident(&screaming(&c.named.name));
        let (s, e) = (c.start as u16, c.end as u16);
        let text = format!(" Opcodes of class `{}`: {}..{}.", c.named.name, s, e);
        quote! { #[doc = #text] pub const #name: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(#s, #e); }
    });
    let depth = spec.classes.iter().map(|c| c.depth as u8);
    let repr = repr_u16(spec.classes.is_empty());
    quote! {
        /// The class tree, in depth-first order. Each class owns one contiguous `OpcodeRange`.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #repr
        pub enum Class { #(#variants,)* }

        /// The opcode range of every class.
        pub mod class_range {
            #(#consts)*
        }

        impl Class {
            /// Every class, parents before children.
            pub const ALL: [Class; #n] = [#(Class::#all,)*];
            const NAMES: [&'static str; #n] = [#(#names,)*];
            const DOCS: [&'static str; #n] = [#(#docs,)*];
            const PARENTS: [Option<Class>; #n] = [#(#parents,)*];
            const RANGES: [::opforge_ir::OpcodeRange<Opcode>; #n] = [#(#ranges,)*];
            const DEPTHS: [u8; #n] = [#(#depth,)*];

            /// The name used in the spec.
            pub const fn name(self) -> &'static str { Self::NAMES[self as usize] }

            /// Its documentation.
            pub const fn doc(self) -> &'static str { Self::DOCS[self as usize] }

            /// Its parent class.
            pub const fn parent(self) -> Option<Class> { Self::PARENTS[self as usize] }

            /// Depth in the tree (top-level classes are 0).
            pub const fn depth(self) -> u8 { Self::DEPTHS[self as usize] }

            /// Its opcodes, as one contiguous range.
            pub const fn range(self) -> ::opforge_ir::OpcodeRange<Opcode> { Self::RANGES[self as usize] }

            /// Whether `op` belongs to the class or one of its descendants.
            pub const fn contains(self, op: Opcode) -> bool { self.range().contains_number(op as u16) }

            /// The class named `name` in the spec.
            pub fn from_name(name: &str) -> Option<Class> {
                Self::ALL.iter().copied().find(|c| c.name() == name)
            }
        }

        impl ::core::fmt::Display for Class {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { f.pad(self.name()) }
        }
    }
}

/// The `Opcode` enum, one variant per gate numbered by the class walk.
fn opcode_enum_item(spec: &Spec) -> TokenStream {
    let variants = spec.gates.iter().map(|g| {
        let d = doc(&g.named.doc);
        let v = opcode_ident(spec, g.opcode);
        let num = Literal::u16_unsuffixed(g.opcode as u16);
        quote! { #d #v = #num }
    });
    let repr = repr_u16(spec.gates.is_empty());
    let spec_doc = enum_doc(spec);
    quote! {
        #[doc = #spec_doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #repr
        pub enum Opcode { #(#variants,)* }
    }
}

/// The doc of the `Opcode` enum.
fn enum_doc(spec: &Spec) -> String {
    format!(
        " The opcodes of `{}`, numbered by a depth-first walk of the class tree.",
        spec.name
    )
}

/// [`opcode_enum_item`] as `prettyplease` prints it, when every doc it holds is one line (a
/// `///` comment; `prettyplease` writes a doc of several lines as a block comment): `None`
/// otherwise, and for a table without gates.
fn opcode_enum_text(spec: &Spec) -> Option<String> {
    let enum_doc = enum_doc(spec);
    if spec.gates.is_empty()
        || enum_doc.contains('\n')
        || spec.gates.iter().any(|g| g.named.doc.contains('\n'))
    {
        return None;
    }
    let mut out = String::with_capacity(spec.gates.len() * 48);
    out.push_str("///");
    out.push_str(enum_doc.trim_end_matches(' '));
    out.push_str(
        "\n#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]\n#[repr(u16)]\npub enum Opcode {\n",
    );
    for g in &spec.gates {
        // `doc` writes nothing for an empty doc, and ` text` otherwise, which `prettyplease`
        // prints after `///` without its trailing spaces.
        if !g.named.doc.is_empty() {
            let line = format!("    /// {}", g.named.doc);
            out.push_str(line.trim_end_matches(' '));
            out.push('\n');
        }
        let _ = writeln!(out, "    {} = {},", opcode_ident(spec, g.opcode), g.opcode);
    }
    out.push_str("}\n");
    Some(out)
}

/// What the opcode enum's impls say: `ALL`, the accessors, `FromStr`, `Display`, `TryFrom`.
fn opcode_impls(spec: &Spec) -> TokenStream {
    let n = Literal::usize_unsuffixed(spec.gates.len());
    let all = (0..spec.gates.len()).map(|op| opcode_ident(spec, op));
    let tests = spec.classes.iter().map(|c| {
        let method = ident(&crate::front::naming::class_test(&c.named.name));
        let text = format!(
            " Whether the opcode is in class `{}` ({}..{}).",
            c.named.name, c.start, c.end
        );
        let (start, len) = (c.start as u16, (c.end - c.start) as u16);
        let body = if start == 0 {
            quote! { (self as u16) < #len }
        } else {
            quote! { (self as u16).wrapping_sub(#start) < #len }
        };
        quote! { #[doc = #text] #[inline] pub const fn #method(self) -> bool { #body } }
    });
    let mut by_name: Vec<usize> = (0..spec.gates.len()).collect();
    by_name.sort_by(|&a, &b| spec.gates[a].named.name.cmp(&spec.gates[b].named.name));
    let by_name = by_name.iter().map(|&i| Literal::u16_unsuffixed(i as u16));
    quote! {
        impl Opcode {
            /// Every opcode, in opcode order.
            pub const ALL: [Opcode; #n] = [#(Opcode::#all,)*];
            /// Number of opcodes.
            pub const COUNT: usize = #n;

            /// The opcode numbered `n`.
            pub const fn from_u16(n: u16) -> Option<Opcode> {
                if (n as usize) < Self::COUNT { Some(Self::ALL[n as usize]) } else { None }
            }

            /// The opcode's number.
            pub const fn as_u16(self) -> u16 { self as u16 }

            /// Static facts about the opcode.
            pub const fn info(self) -> &'static ::opforge_ir::OpcodeInfo<Opcode> { &OPCODE_INFO[self as usize] }

            /// The name used in the spec, such as `ADD`.
            pub const fn name(self) -> &'static str { self.info().name }

            /// The opcode's documentation.
            pub const fn doc(self) -> &'static str { self.info().doc }

            /// Its leaf class.
            pub const fn class(self) -> Class { self.info().class }

            /// Its flags.
            pub const fn flags(self) -> Flags { self.info().flags }

            /// Whether it carries every flag of `flags`.
            pub const fn has(self, flags: Flags) -> bool { self.info().flags.contains(flags) }

            /// Its wires.
            pub const fn shape(self) -> &'static ::opforge_ir::WireShape<Opcode> { self.info().shape }

            #(#tests)*
        }

        impl ::core::str::FromStr for Opcode {
            type Err = ::opforge_ir::UnknownOpcode;
            fn from_str(s: &str) -> Result<Opcode, ::opforge_ir::UnknownOpcode> {
                /// Opcode numbers sorted by name, for a binary search.
                static BY_NAME: [u16; #n] = [#(#by_name),*];
                ::opforge_ir::find_opcode(&BY_NAME, s)
            }
        }

        impl ::opforge_ir::OpcodeEnum for Opcode {
            type Class = Class;
            type Flags = Flags;
            type TypeSet = TypeSet;
            type TypeVar = TypeVar;
            type Level = Level;
            const OPCODES: &'static [Opcode] = &Opcode::ALL;
            fn number(self) -> u16 { self as u16 }
            fn info(self) -> &'static ::opforge_ir::OpcodeInfo<Opcode> { &OPCODE_INFO[self as usize] }
        }

        impl ::core::fmt::Display for Opcode {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { f.pad(self.name()) }
        }

        impl ::core::convert::TryFrom<u16> for Opcode {
            type Error = u16;
            fn try_from(n: u16) -> Result<Opcode, u16> { Opcode::from_u16(n).ok_or(n) }
        }
    }
}

fn attributes(spec: &Spec) -> TokenStream {
    let n = Literal::usize_unsuffixed(spec.gates.len());
    let mut out = TokenStream::new();
    let mut methods = TokenStream::new();
    for (ai, a) in spec.attributes.iter().enumerate() {
        let method = ident(&crate::front::naming::snake_ident(&a.named.name));
        let table = ident(&crate::front::naming::attribute_table(&a.named.name));
        let d = doc(&a.named.doc);
        let values = spec.gates.iter().map(|g| &g.attrs[ai]);
        let (ty, cells): (TokenStream, Vec<TokenStream>) = match &a.kind {
            AttributeKind::Bool => (
                quote! { bool },
                values
                    .map(|v| {
                        let b = matches!(v, AttrValue::Bool(true));
                        quote! { #b }
                    })
                    .collect(),
            ),
            AttributeKind::Int { .. } => (
                quote! { i64 },
                values
                    .map(|v| {
                        let i = if let AttrValue::Int(i) = v { *i } else { 0 };
                        quote! { #i }
                    })
                    .collect(),
            ),
            AttributeKind::Text => (
                quote! { &'static str },
                values
                    .map(|v| {
                        let t = if let AttrValue::Text(t) = v {
                            t.as_str()
                        } else {
                            ""
                        };
                        quote! { #t }
                    })
                    .collect(),
            ),
            AttributeKind::Enum(names) => {
                let en = ident(&camel(&a.named.name));
                let vars: Vec<_> = names.iter().map(|s| ident(&camel(s))).collect();
                let edoc = format!(" Values of the `{}` attribute.", a.named.name);
                let var_docs = names.iter().map(|s| format!(" `{s}`"));
                out.extend(quote! {
                    #[doc = #edoc]
                    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
                    pub enum #en { #(#[doc = #var_docs] #vars,)* }
                });
                let cells = values
                    .map(|v| {
                        let i = if let AttrValue::Enum(i) = v { *i } else { 0 };
                        let var = &vars[i];
                        quote! { #en::#var }
                    })
                    .collect();
                (quote! { #en }, cells)
            }
            AttributeKind::Set(names) => (
                quote! { &'static [&'static str] },
                values
                    .map(|v| {
                        let items: Vec<&String> = if let AttrValue::Set(ix) = v {
                            ix.iter().map(|&i| &names[i]).collect()
                        } else {
                            Vec::new()
                        };
                        quote! { &[#(#items),*] }
                    })
                    .collect(),
            ),
        };
        out.extend(quote! { static #table: [#ty; #n] = [#(#cells),*]; });
        methods.extend(quote! { #d pub fn #method(self) -> #ty { #table[self as usize] } });
    }
    if !spec.attributes.is_empty() {
        out.extend(quote! { impl Opcode { #methods } });
    }
    out
}
