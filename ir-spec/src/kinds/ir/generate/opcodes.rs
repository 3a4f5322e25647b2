//! Generates the opcode layer: the `Class` tree with one `OpcodeRange` constant per class, the
//! `#[repr(u16)] Opcode` enum numbered depth-first, `is_<class>()` tests (one subtraction and one
//! comparison), the static metadata table (rows of `OpcodeInfo`: name, doc, class, level, flags,
//! wire shape, root, bitfield), attribute accessors, `ALL`, `FromStr`, `Display` and the
//! `OpcodeEnum` impl. The row types and every other type whose text does not depend on the spec
//! live in the `opforge-ir` runtime crate; the generated code names them by absolute path
//! (`::opforge_ir::OpcodeInfo`), so it compiles in any module.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::{doc, ident};
use crate::front::naming::{camel, screaming};
use crate::kinds::ir::model::{
    AttrValue, AttributeKind, Bitfield, DependCount, Input, Multiplicity, OpcodeConstraint, Repeat,
    Spec, TypeRef,
};

pub(super) fn tokens(spec: &Spec) -> TokenStream {
    let mut out = classes(spec);
    out.extend(opcode_enum(spec));
    out.extend(info_table(spec));
    out.extend(attributes(spec));
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

fn opcode_ident(spec: &Spec, op: usize) -> proc_macro2::Ident {
    ident(&camel(&spec.gates[op].named.name))
}

/// Opcode lists used by the metadata table, each emitted once as a static however many gates
/// share it (a constraint such as `GENERAL_STATE` appears on dozens of gates).
struct OpcodeLists {
    idents: Vec<proc_macro2::Ident>,
    lists: std::collections::HashMap<Vec<usize>, usize>,
    order: Vec<Vec<usize>>,
}

impl OpcodeLists {
    fn new(spec: &Spec) -> Self {
        let idents = (0..spec.gates.len())
            .map(|op| opcode_ident(spec, op))
            .collect();
        OpcodeLists {
            idents,
            lists: Default::default(),
            order: Vec::new(),
        }
    }

    /// A reference to the static holding these opcodes.
    /// The number of the static holding these opcodes (interned on first use).
    fn index(&mut self, c: &OpcodeConstraint) -> usize {
        if let Some(&i) = self.lists.get(&c.opcodes) {
            return i;
        }
        let i = self.order.len();
        self.lists.insert(c.opcodes.clone(), i);
        self.order.push(c.opcodes.clone());
        i
    }

    fn slice(&mut self, c: &OpcodeConstraint) -> TokenStream {
        let index = self.index(c);
        let name = ident(&format!("OPCODE_LIST_{index}"));
        let mask = ident(&format!("OPCODE_MASK_{index}"));
        quote! { ::opforge_ir::OpcodeSet { list: &#name, mask: &#mask } }
    }

    /// The statics.
    fn statics(&self) -> TokenStream {
        let items = self.order.iter().enumerate().map(|(i, ops)| {
            let name = ident(&format!("OPCODE_LIST_{i}"));
            let mask_name = ident(&format!("OPCODE_MASK_{i}"));
            let n = Literal::usize_unsuffixed(ops.len());
            let mut words = vec![0u64; ops.last().map_or(0, |&m| m / 64 + 1)];
            for &op in ops {
                words[op / 64] |= 1 << (op % 64);
            }
            let w = Literal::usize_unsuffixed(words.len());
            let words = words.into_iter().map(Literal::u64_unsuffixed);
            let ops = ops.iter().map(|&op| &self.idents[op]);
            quote! {
                static #name: [Opcode; #n] = [#(Opcode::#ops),*];
                static #mask_name: [u64; #w] = [#(#words),*];
            }
        });
        quote! { #(#items)* }
    }
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

fn opcode_enum(spec: &Spec) -> TokenStream {
    let n = Literal::usize_unsuffixed(spec.gates.len());
    let variants = spec.gates.iter().map(|g| {
        let d = doc(&g.named.doc);
        let v = opcode_ident(spec, g.opcode);
        let num = Literal::u16_unsuffixed(g.opcode as u16);
        quote! { #d #v = #num }
    });
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
    let repr = repr_u16(spec.gates.is_empty());
    let spec_doc = format!(
        " The opcodes of `{}`, numbered by a depth-first walk of the class tree.",
        spec.name
    );
    quote! {
        #[doc = #spec_doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #repr
        pub enum Opcode { #(#variants,)* }

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

fn constraint(spec: &Spec, types: &[TypeRef]) -> TokenStream {
    let mut mask = 0u64;
    let mut var = quote! { None };
    for t in types {
        match *t {
            TypeRef::Primary(i) => mask |= 1 << i,
            TypeRef::Set(i) => mask |= spec.type_sets[i].mask,
            TypeRef::Var(i) => {
                let v = ident(&camel(&spec.type_vars[i].name));
                var = quote! { Some(TypeVar::#v) };
            }
        }
    }
    let mask = Literal::u64_unsuffixed(mask);
    quote! { ::opforge_ir::TypeConstraint { types: TypeSet(#mask), var: #var } }
}

fn input(spec: &Spec, lists: &mut OpcodeLists, i: &Input) -> TokenStream {
    let name = match &i.name {
        Some(n) => quote! { Some(#n) },
        None => quote! { None },
    };
    let types = constraint(spec, &i.types);
    let from = match &i.from {
        Some(c) => {
            let s = lists.slice(c);
            quote! { Some(#s) }
        }
        None => quote! { None },
    };
    let repeat = match i.repeat {
        Repeat::Once => quote! { ::opforge_ir::Repeat::Once },
        Repeat::Bitfield => quote! { ::opforge_ir::Repeat::Bitfield },
        Repeat::Any => quote! { ::opforge_ir::Repeat::Any },
    };
    let optional = i.optional;
    let wire = &i.wire;
    quote! { ::opforge_ir::InputInfo { wire: #wire, name: #name, types: #types, from: #from, repeat: #repeat, optional: #optional } }
}

fn info_table(spec: &Spec) -> TokenStream {
    let n = Literal::usize_unsuffixed(spec.gates.len());
    let mut lists = OpcodeLists::new(spec);
    // Wire shapes are shared by many opcodes (all binary operators, say): one static each.
    let mut shapes: Vec<TokenStream> = Vec::new();
    let mut shape_index: std::collections::HashMap<String, usize> = Default::default();
    let rows: Vec<TokenStream> = spec
        .gates
        .iter()
        .map(|g| {
            let name = &g.named.name;
            let doc_text = &g.named.doc;
            let class = ident(&camel(
                spec.classes
                    .get(g.class)
                    .map_or("", |c| c.named.name.as_str()),
            ));
            let level = super::roles::level_of(spec, g);
            let flags = Literal::u64_unsuffixed(g.flags);
            let root = match g.root {
                Some(r) => {
                    let r = &lists.idents[spec.roots[r]];
                    quote! { Some(Opcode::#r) }
                }
                None => quote! { None },
            };
            let fields: Vec<TokenStream> = g
                .fields
                .iter()
                .map(|f| {
                    let (name, ty, doc) = (&f.named.name, &f.ty, &f.named.doc);
                    quote! { ::opforge_ir::FieldInfo { name: #name, ty: #ty, doc: #doc } }
                })
                .collect();
            let mut cases: Vec<(u64, &str)> = match &g.bitfield {
                Bitfield::Enum(e) => e.cases.iter().map(|c| (c.value, c.named.name.as_str())).collect(),
                _ => Vec::new(),
            };
            cases.sort_unstable();
            let values: Vec<Literal> = cases.iter().map(|c| Literal::u64_unsuffixed(c.0)).collect();
            let names: Vec<&str> = cases.iter().map(|c| c.1).collect();
            let (kind, bdoc) = match &g.bitfield {
                Bitfield::None => (quote! { ::opforge_ir::BitfieldKind::None }, String::new()),
                Bitfield::Count { doc } => (quote! { ::opforge_ir::BitfieldKind::Count }, doc.clone()),
                Bitfield::Enum(e) => {
                    let en = camel(&e.named.name);
                    (quote! { ::opforge_ir::BitfieldKind::Enum(#en) }, e.named.doc.clone())
                }
                Bitfield::Bits { doc, width, .. } => {
                    let w = *width as u8;
                    (quote! { ::opforge_ir::BitfieldKind::Bits(#w) }, doc.clone())
                }
            };
            let is_value = matches!(g.bitfield, Bitfield::Bits { value: true, .. });
            let next = shapes.len();
            let index = *shape_index.entry(shape_key(g, &mut lists)).or_insert(next);
            // Most gates share a shape already seen: only a new one is turned into tokens (the
            // key interned its opcode lists in the order the tokens name them).
            if index == next {
                shapes.push(wire_shape(spec, &mut lists, g));
            }
            let shape = ident(&format!("SHAPE_{index}"));
            quote! {
                ::opforge_ir::OpcodeInfo {
                    name: #name,
                    doc: #doc_text,
                    class: Class::#class,
                    level: #level,
                    flags: Flags(#flags),
                    shape: &#shape,
                    root: #root,
                    bitfield: ::opforge_ir::BitfieldInfo { kind: #kind, doc: #bdoc, values: &[#(#values),*], names: &[#(#names),*], value: #is_value },
                    fields: &[#(#fields),*],
                }
            }
        })
        .collect();
    let shape_statics = shapes.iter().enumerate().map(|(i, body)| {
        let name = ident(&format!("SHAPE_{i}"));
        quote! { static #name: ::opforge_ir::WireShape<Opcode> = #body; }
    });
    let statics = lists.statics();
    quote! {
        #statics
        #(#shape_statics)*
        /// Static facts about every opcode, indexed by opcode number.
        pub static OPCODE_INFO: [::opforge_ir::OpcodeInfo<Opcode>; #n] = [#(#rows),*];
    }
}

/// The `WireShape` of a gate, as the body of its static.
fn wire_shape(
    spec: &Spec,
    lists: &mut OpcodeLists,
    g: &crate::kinds::ir::model::Gate,
) -> TokenStream {
    let state_in: Vec<TokenStream> = g.state_in.iter().map(|i| input(spec, lists, i)).collect();
    let data_in: Vec<TokenStream> = g.data_in.iter().map(|i| input(spec, lists, i)).collect();
    let depend_in = depend_count(g.depend_in);
    let depend_outs = &g.depend_out_kinds;
    let depend_kinds = g.depend_kinds.iter().map(|d| {
        let (wire, count) = (&d.wire, depend_count(d.count));
        quote! { ::opforge_ir::DependInfo { wire: #wire, count: #count } }
    });
    let state_out: Vec<TokenStream> = g
        .state_out
        .iter()
        .map(|u| {
            let one = u.multiplicity == Multiplicity::One;
            let ops = lists.slice(&u.opcodes);
            quote! { ::opforge_ir::UserInfo { exactly_one: #one, opcodes: #ops } }
        })
        .collect();
    let depend_out = g.depend_out;
    let data_out = match g.data_out {
        Some(t) => {
            let c = constraint(spec, &[t]);
            quote! { Some(#c) }
        }
        None => quote! { None },
    };
    quote! {
        ::opforge_ir::WireShape {
            state_in: &[#(#state_in),*],
            depend_in: #depend_in,
            depend_kinds: &[#(#depend_kinds),*],
            data_in: &[#(#data_in),*],
            state_out: &[#(#state_out),*],
            depend_out: #depend_out,
            depend_outs: &[#(#depend_outs),*],
            data_out: #data_out,
        }
    }
}

/// A key equal for two gates exactly when their wire shapes generate the same tokens; built from
/// the model (opcode lists by their interned number), which is much cheaper than the tokens.
fn shape_key(g: &crate::kinds::ir::model::Gate, lists: &mut OpcodeLists) -> String {
    use std::fmt::Write as _;
    let mut key = String::new();
    for (kind, inputs) in [('s', &g.state_in), ('d', &g.data_in)] {
        key.push(kind);
        for i in inputs {
            let from = i.from.as_ref().map(|f| lists.index(f));
            let _ = write!(
                key,
                "{}{:?}{:?}{from:?}{:?}{};",
                i.wire, i.name, i.types, i.repeat, i.optional
            );
        }
    }
    for u in &g.state_out {
        let _ = write!(key, "u{:?}{}", u.multiplicity, lists.index(&u.opcodes));
    }
    let _ = write!(
        key,
        "|{:?}{:?}{:?}{:?}",
        g.depend_in, g.depend_kinds, g.depend_out_kinds, g.data_out
    );
    key
}

/// A dependency count as the runtime's `DependCount`.
fn depend_count(count: DependCount) -> TokenStream {
    match count {
        DependCount::Fixed(k) => {
            let k = k as u16;
            quote! { ::opforge_ir::DependCount::Fixed(#k) }
        }
        DependCount::Bitfield => quote! { ::opforge_ir::DependCount::Bitfield },
        DependCount::Any => quote! { ::opforge_ir::DependCount::Any },
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
