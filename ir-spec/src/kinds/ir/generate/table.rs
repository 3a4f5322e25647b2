//! Generates the opcode layer's metadata table: `OPCODE_INFO`, one `OpcodeInfo` row per opcode
//! (name, doc, class, level, flags, wire shape, root, bitfield, fields), with the statics its
//! rows point to (one per distinct wire shape, one per distinct opcode list). Owns writing the
//! table two ways: as tokens (for proc-macros) and, for the formatted file, as text laid out
//! exactly as `prettyplease` lays out those tokens, which spares `syn` and `prettyplease` most
//! of a big table's text.

use std::fmt::Write as _;

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::opcodes::opcode_ident;
use super::{GenerateError, ident};
use crate::front::format::{Piece, unparse};
use crate::front::naming::camel;
use crate::kinds::ir::model::{
    Bitfield, DependCount, Input, Multiplicity, OpcodeConstraint, Repeat, Spec, TypeRef,
};

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

/// The metadata table as tokens: the opcode-list and wire-shape statics, then `OPCODE_INFO`.
pub(super) fn info_table(spec: &Spec) -> TokenStream {
    let table = InfoTable::new(spec);
    let mut out = table.statics;
    let n = Literal::usize_unsuffixed(table.rows.len());
    let rows = table.rows.iter().map(Row::tokens);
    out.extend(quote! {
        #[doc = #INFO_DOC]
        pub static OPCODE_INFO: [::opforge_ir::OpcodeInfo<Opcode>; #n] = [#(#rows),*];
    });
    out
}

/// The metadata table as pieces of the formatted file: the statics as tokens, then
/// `OPCODE_INFO` as text laid out as `prettyplease` lays out [`info_table`]'s tokens. A row the
/// text printer does not lay out itself ([`Row::text`]) is formatted from its tokens alone.
pub(super) fn info_table_pieces(spec: &Spec) -> Result<Vec<Piece>, GenerateError> {
    let table = InfoTable::new(spec);
    if table.rows.is_empty() {
        return Ok(vec![Piece::Tokens(info_table(spec))]);
    }
    let mut text = String::with_capacity(table.rows.len() * 512);
    text.push_str("///");
    text.push_str(INFO_DOC);
    text.push('\n');
    let _ = writeln!(
        text,
        "pub static OPCODE_INFO: [::opforge_ir::OpcodeInfo<Opcode>; {}] = [",
        table.rows.len()
    );
    for row in &table.rows {
        if !row.text(&mut text) {
            text.push_str(&row_formatted(row.tokens())?);
        }
    }
    text.push_str("];\n");
    Ok(vec![Piece::Tokens(table.statics), Piece::Text(text)])
}

/// One element of an array, formatted by `prettyplease` as the array of [`info_table`] holds
/// it: the lines between the array's first and last.
fn row_formatted(row: TokenStream) -> Result<String, GenerateError> {
    let printed = unparse(quote! { static ROW: [u8; 1] = [#row]; })?;
    printed
        .strip_prefix("static ROW: [u8; 1] = [\n")
        .and_then(|rest| rest.strip_suffix("];\n"))
        .map(str::to_owned)
        .ok_or_else(|| GenerateError {
            message: format!("a metadata row printed on one line: {printed}"),
        })
}

/// The doc of `OPCODE_INFO`.
const INFO_DOC: &str = " Static facts about every opcode, indexed by opcode number.";

/// The rows of the metadata table and the statics they point to.
struct InfoTable<'s> {
    /// The opcode-list statics, then one static per wire shape.
    statics: TokenStream,
    rows: Vec<Row<'s>>,
}

impl<'s> InfoTable<'s> {
    fn new(spec: &'s Spec) -> Self {
        let mut lists = OpcodeLists::new(spec);
        // Wire shapes are shared by many opcodes (all binary operators, say): one static each.
        let mut shapes: Vec<TokenStream> = Vec::new();
        let mut shape_index: std::collections::HashMap<String, usize> = Default::default();
        let rows = spec
            .gates
            .iter()
            .map(|g| {
                let next = shapes.len();
                let shape = *shape_index.entry(shape_key(g, &mut lists)).or_insert(next);
                // Most gates share a shape already seen: only a new one is turned into tokens
                // (the key interned its opcode lists in the order the tokens name them).
                if shape == next {
                    shapes.push(wire_shape(spec, &mut lists, g));
                }
                Row::new(spec, &lists, g, shape)
            })
            .collect();
        let shape_statics = shapes.iter().enumerate().map(|(i, body)| {
            let name = ident(&format!("SHAPE_{i}"));
            quote! { static #name: ::opforge_ir::WireShape<Opcode> = #body; }
        });
        let mut statics = lists.statics();
        statics.extend(quote! { #(#shape_statics)* });
        InfoTable { statics, rows }
    }
}

/// What one row of `OPCODE_INFO` says, before it becomes tokens or text.
struct Row<'s> {
    gate: &'s crate::kinds::ir::model::Gate,
    class: String,
    level: Option<String>,
    shape: usize,
    root: Option<String>,
    kind: BitfieldKind,
    bitfield_doc: &'s str,
    /// The enum cases' values and names, by value.
    cases: Vec<(u64, &'s str)>,
    value: bool,
}

/// The `BitfieldKind` of a row.
enum BitfieldKind {
    None,
    Count,
    Enum(String),
    Bits(u8),
}

impl<'s> Row<'s> {
    fn new(
        spec: &'s Spec,
        lists: &OpcodeLists,
        g: &'s crate::kinds::ir::model::Gate,
        shape: usize,
    ) -> Self {
        let class = camel(
            spec.classes
                .get(g.class)
                .map_or("", |c| c.named.name.as_str()),
        );
        let level = g
            .level
            .and_then(|l| spec.levels.get(l))
            .map(|l| camel(&l.name));
        let root = g.root.map(|r| lists.idents[spec.roots[r]].to_string());
        let mut cases: Vec<(u64, &str)> = match &g.bitfield {
            Bitfield::Enum(e) => e
                .cases
                .iter()
                .map(|c| (c.value, c.named.name.as_str()))
                .collect(),
            _ => Vec::new(),
        };
        cases.sort_unstable();
        let (kind, bitfield_doc) = match &g.bitfield {
            Bitfield::None => (BitfieldKind::None, ""),
            Bitfield::Count { doc } => (BitfieldKind::Count, doc.as_str()),
            Bitfield::Enum(e) => (
                BitfieldKind::Enum(camel(&e.named.name)),
                e.named.doc.as_str(),
            ),
            Bitfield::Bits { doc, width, .. } => (BitfieldKind::Bits(*width as u8), doc.as_str()),
        };
        Row {
            gate: g,
            class,
            level,
            shape,
            root,
            kind,
            bitfield_doc,
            cases,
            value: matches!(g.bitfield, Bitfield::Bits { value: true, .. }),
        }
    }

    /// The row's tokens, as `OPCODE_INFO` holds them.
    fn tokens(&self) -> TokenStream {
        let g = self.gate;
        let (name, doc_text) = (&g.named.name, &g.named.doc);
        let class = ident(&self.class);
        let level = match &self.level {
            Some(l) => {
                let v = ident(l);
                quote! { Some(Level::#v) }
            }
            None => quote! { None },
        };
        let flags = Literal::u64_unsuffixed(g.flags);
        let shape = ident(&format!("SHAPE_{}", self.shape));
        let root = match &self.root {
            Some(r) => {
                let r = ident(r);
                quote! { Some(Opcode::#r) }
            }
            None => quote! { None },
        };
        let kind = match &self.kind {
            BitfieldKind::None => quote! { ::opforge_ir::BitfieldKind::None },
            BitfieldKind::Count => quote! { ::opforge_ir::BitfieldKind::Count },
            BitfieldKind::Enum(en) => quote! { ::opforge_ir::BitfieldKind::Enum(#en) },
            BitfieldKind::Bits(w) => quote! { ::opforge_ir::BitfieldKind::Bits(#w) },
        };
        let bdoc = self.bitfield_doc;
        let values = self.cases.iter().map(|c| Literal::u64_unsuffixed(c.0));
        let names = self.cases.iter().map(|c| c.1);
        let is_value = self.value;
        let fields = g.fields.iter().map(|f| {
            let (name, ty, doc) = (&f.named.name, &f.ty, &f.named.doc);
            quote! { ::opforge_ir::FieldInfo { name: #name, ty: #ty, doc: #doc } }
        });
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
    }

    /// Appends the row to `out` as `prettyplease` prints [`Row::tokens`] in the array, when the
    /// row is of the common kind this printer lays out: no bitfield fields, and the enum cases'
    /// values and names each short enough for one line (a string literal is never broken, so
    /// a long name or doc stays on its line). `false`, with `out` unchanged, otherwise.
    fn text(&self, out: &mut String) -> bool {
        let g = self.gate;
        if !g.fields.is_empty() {
            return false;
        }
        let values = self
            .cases
            .iter()
            .map(|c| c.0.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let names = self
            .cases
            .iter()
            .map(|c| Literal::string(c.1).to_string())
            .collect::<Vec<_>>()
            .join(", ");
        // The longest lines `prettyplease` keeps whole are of its margin, 89 columns; these
        // stay well inside it, and a row with longer ones goes through `prettyplease`.
        const FITS: usize = 72;
        if "            values: &[".len() + values.len() + 3 > FITS
            || "            names: &[".len() + names.len() + 3 > FITS
        {
            return false;
        }
        let lit = |s: &str| Literal::string(s).to_string();
        let level = match &self.level {
            Some(l) => format!("Some(Level::{l})"),
            None => "None".to_owned(),
        };
        let root = match &self.root {
            Some(r) => format!("Some(Opcode::{r})"),
            None => "None".to_owned(),
        };
        let kind = match &self.kind {
            BitfieldKind::None => "None".to_owned(),
            BitfieldKind::Count => "Count".to_owned(),
            BitfieldKind::Enum(en) => format!("Enum({})", lit(en)),
            BitfieldKind::Bits(w) => format!("Bits({w}u8)"),
        };
        let _ = write!(
            out,
            "    ::opforge_ir::OpcodeInfo {{\n        name: {},\n        doc: {},\n        \
             class: Class::{},\n        level: {level},\n        flags: Flags({}),\n        \
             shape: &SHAPE_{},\n        root: {root},\n        bitfield: \
             ::opforge_ir::BitfieldInfo {{\n            kind: ::opforge_ir::BitfieldKind::{kind},\n            \
             doc: {},\n            values: &[{values}],\n            names: &[{names}],\n            \
             value: {},\n        }},\n        fields: &[],\n    }},\n",
            lit(&g.named.name),
            lit(&g.named.doc),
            self.class,
            g.flags,
            self.shape,
            lit(self.bitfield_doc),
            self.value,
        );
        true
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
