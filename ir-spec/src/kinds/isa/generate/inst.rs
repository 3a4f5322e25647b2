//! The `Inst` enum (one variant per encoding), the per-encoding `const fn` encoders and
//! `Inst::encode`, PC-relative targets, and one checked constructor per encoding and alias.

use super::*;

/// The doc of the generated `Inst`.
const INST_DOC: &str = "One instruction: a variant per encoding of the table, holding typed operands that can only be legal. Aliases are spellings of these variants.";

pub(super) fn inst_enum(isa: &Isa) -> TokenStream {
    let variants = isa.encodings.iter().enumerate().map(|(i, e)| {
        let d = docs(&format!("{}\n\n`{}`", e.doc, e.asm));
        let (v, i) = (ident(&variant(e)), int(i as u64));
        let fields = e.operands.iter().map(|o| {
            let t = &isa.types[o.ty];
            let d = docs(if o.doc.is_empty() { &t.doc } else { &o.doc });
            let (name, ty) = (ident(&var(o)), ident(&t.name));
            quote! { #d #name: #ty, }
        });
        quote! { #d #v { #(#fields)* } = #i, }
    });
    let d = docs(INST_DOC);
    // The layout `Decoded::inst` assembles variants in (see `layout.rs`); the discriminants
    // are those of `Form`.
    quote! {
        #d
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u16)]
        pub enum Inst { #(#variants)* }
    }
}

/// The operands of `e` as variables (`rd`, `rn`, ...), in order.
fn vars(e: &Encoding) -> Vec<Ident> {
    e.operands.iter().map(|o| ident(&var(o))).collect()
}

/// One `const fn` per encoding over typed (so already legal) operands: the JIT's fast path,
/// and what `Inst::encode` calls.
fn encoders(isa: &Isa) -> TokenStream {
    let mut fns = TokenStream::new();
    for e in &isa.encodings {
        let params = e.operands.iter().map(|o| {
            let (name, ty) = (ident(&var(o)), ident(&isa.types[o.ty].name));
            quote! { #name: #ty }
        });
        let fixed = word(e.value, true);
        let placed = e.operands.iter().map(|o| {
            let v = ident(&var(o));
            place(isa, e, o, &quote! { #v.raw() })
        });
        let (d, f) = (
            docs(&format!("`{}`: {}", e.asm, e.doc)),
            ident(&fn_name(&e.name)),
        );
        // `identity_op`: an encoding whose fixed bits are all 0 (UDF) starts with `0x00000000u32 |`.
        fns.extend(quote! {
            #d
            #[allow(clippy::too_many_arguments, clippy::identity_op)]
            #[inline(always)]
            pub const fn #f(#(#params),*) -> u32 { #fixed #(| #placed)* }
        });
    }
    quote! {
        /// One encoder per encoding of the table: typed operands in, the 32-bit word out. The operand types hold only legal values, so these cannot fail; check run-time values once with the types' `new`.
        pub mod encode {
            use super::*;
            #fns
        }
    }
}

pub(super) fn encode(isa: &Isa) -> TokenStream {
    let encoders = encoders(isa);
    let size = if isa.widths == [32] {
        quote! { /// The 32-bit instruction word.
        }
    } else {
        quote! {
            /// Bytes of its encoding: the bytes of [`Inst::encode`]'s word, in little-endian order, that belong to it.
            #[inline]
            pub const fn size(&self) -> usize { self.form().size() }
            /// The instruction word; an encoding narrower than 32 bits occupies its low bits.
        }
    };
    let encode_arms = isa.encodings.iter().map(|e| {
        let (v, f, b) = (ident(&variant(e)), ident(&fn_name(&e.name)), vars(e));
        quote! { Inst::#v { #(#b),* } => encode::#f(#(#b),*), }
    });
    let form_arms = isa.encodings.iter().map(|e| {
        let v = ident(&variant(e));
        quote! { Inst::#v { .. } => Form::#v, }
    });
    let pcrel: Vec<_> = isa
        .encodings
        .iter()
        .filter_map(|e| pcrel(isa, &e.operands).map(|o| (ident(&variant(e)), o)))
        .collect();
    let target_arms = pcrel.iter().map(|(v, o)| {
        let o = ident(&var(o));
        quote! { Inst::#v { #o, .. } => Some(#o.value()), }
    });
    let set_target_arms = pcrel.iter().map(|(v, o)| {
        let (t, name, o) = (ident(&isa.types[o.ty].name), text(&o.name), ident(&var(o)));
        quote! { Inst::#v { #o, .. } => { *#o = #t::new(offset).map_err(|e| e.named(#name))?; Ok(()) } }
    });
    quote! {
        #encoders
        impl Inst {
            #size
            #[inline]
            pub const fn encode(&self) -> u32 { match *self { #(#encode_arms)* } }
            /// Which encoding this is.
            #[inline]
            pub const fn form(&self) -> Form { match self { #(#form_arms)* } }
            /// The PC-relative byte offset this instruction targets, if it has one.
            pub fn target(&self) -> Option<i64> { match *self { #(#target_arms)* _ => None } }
            /// Replaces the PC-relative byte offset; an error names the operand and its legal range, or says the instruction has none.
            pub fn set_target(&mut self, offset: i64) -> Result<(), support::OperandError> {
                match self {
                    #(#set_target_arms)*
                    _ => Err(support::OperandError::new("target", offset, "an instruction with a PC-relative operand"))
                }
            }
        }
    }
}

/// One shape for every constructor, of an encoding or of an alias: an immediate is taken as its
/// operand type (what `encode::*` takes, already legal) or as the value it holds (checked here),
/// through `support::IntoOperand`.
pub(super) fn constructors(isa: &Isa) -> Result<TokenStream, GenerateError> {
    let mut out = TokenStream::new();
    for t in isa.types.iter().filter(|t| takes_value(t)) {
        let name = ident(&t.name);
        let value = rust("an operand's value type", &value_type(t))?;
        out.extend(quote! {
            impl support::IntoOperand<#name> for #name { #[inline] fn into_operand(self) -> Result<#name, support::OperandError> { Ok(self) } }
            impl support::IntoOperand<#name> for #value { #[inline] fn into_operand(self) -> Result<#name, support::OperandError> { #name::new(self) } }
        });
    }
    let mut fns = TokenStream::new();
    for e in &isa.encodings {
        let (v, fields) = (ident(&variant(e)), vars(e));
        let body = quote! { Ok(Inst::#v { #(#fields),* }) };
        let d = format!(
            "`{}`: {}\n\nAn immediate is its operand type (as `encode::{}` takes it) or the value it holds; a value outside its legal range is an error naming the operand.",
            e.asm,
            e.doc,
            fn_name(&e.name)
        );
        fns.extend(constructor(isa, &fn_name(&e.name), &d, &e.operands, body));
    }
    for a in &isa.aliases {
        let args = a.operands.iter().map(|o| ident(&var(o)));
        let builder = ident(&format!("b_{}", fn_name(&a.name)));
        let body = quote! { #builder(#(#args),*) };
        let d = format!(
            "`{}` (alias of `{}`): {}\n\nAn immediate is its operand type or the value it holds, as for the encoding's constructor; a value outside its legal range is an error naming the operand.",
            a.asm, isa.encodings[a.of].name, a.doc
        );
        fns.extend(constructor(isa, &fn_name(&a.name), &d, &a.operands, body));
    }
    out.extend(quote! { impl Inst { #fns } });
    Ok(out)
}

/// The checked constructor `name` over `operands`, returning what `body` builds.
fn constructor(
    isa: &Isa,
    name: &str,
    doc: &str,
    operands: &[Operand],
    body: TokenStream,
) -> TokenStream {
    let mut params = Vec::new();
    let mut conv = TokenStream::new();
    for o in operands {
        let t = &isa.types[o.ty];
        let (v, ty) = (ident(&var(o)), ident(&t.name));
        if takes_value(t) {
            params.push(quote! { #v: impl support::IntoOperand<#ty> });
            let name = text(&o.name);
            conv.extend(quote! {
                let #v = support::IntoOperand::into_operand(#v).map_err(|e| e.named(#name))?;
            });
        } else {
            params.push(quote! { #v: #ty });
        }
    }
    let (d, name) = (docs(doc), ident(name));
    quote! {
        #d
        #[allow(clippy::too_many_arguments)]
        #[inline]
        pub fn #name(#(#params),*) -> Result<Inst, support::OperandError> { #conv #body }
    }
}
