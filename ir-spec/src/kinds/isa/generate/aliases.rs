//! Aliases: when each applies to a word (and its operands then), how each builds its encoding,
//! the `Alias` enum and `Inst::alias` (the spelling LLVM prints).

use proc_macro2::Ident;
use quote::format_ident;

use super::*;
use crate::kinds::isa::expr::Expr;

/// The `f_NAME` locals of the fields of `base` that an alias expression over word `w` reads.
fn field_locals(base: &Encoding, names: &[NameRef]) -> Result<TokenStream, GenerateError> {
    let mut locals = TokenStream::new();
    let mut done = Vec::new();
    for n in names {
        if let NameRef::Field(i) = n
            && !done.contains(i)
        {
            done.push(*i);
            let local = ident(&alias_field_name(base)(*n));
            let bits = extract(base, &[*i]);
            locals.extend(quote! { let #local = (#bits) as i64; });
        }
    }
    Ok(locals)
}

/// The Rust name of a name in an alias expression over `base`: `f_NAME` for a field of the
/// word, `opK` for operand `K`.
fn alias_field_name(base: &Encoding) -> impl Fn(NameRef) -> String + '_ {
    move |n| match n {
        NameRef::Field(i) => format!("f_{}", fn_name(&base.fields[i].name)),
        NameRef::Operand(i) => format!("op{i}"),
    }
}

/// An alias expression over `base` (a condition negated with `negated_rust` or a value with
/// `to_rust_bare`), as tokens.
fn alias_rust(
    what: &str,
    base: &Encoding,
    write: impl Fn(&dyn Fn(NameRef) -> String) -> String,
) -> Result<TokenStream, GenerateError> {
    rust(what, &write(&alias_field_name(base)))
}

/// `o_NAME`: the function giving alias `a`'s operands when it is the spelling of a word.
pub(super) fn operands_fn(a: &Alias) -> Ident {
    ident(&format!("o_{}", fn_name(&a.name)))
}

/// `Alias::NAME`'s variant name.
pub(super) fn alias_variant(a: &Alias) -> Ident {
    ident(&camel(&a.name))
}

/// The aliases of encoding `e` that LLVM prints, in table order.
pub(super) fn printed(isa: &Isa, e: usize) -> impl Iterator<Item = &Alias> {
    isa.aliases.iter().filter(move |a| a.of == e && a.print)
}

/// The fields alias `a` fixes in its encoding `base`: their mask and value.
fn set_bits(base: &Encoding, a: &Alias) -> (u32, u32) {
    a.set.iter().fold((0, 0), |(mask, value), (i, v)| {
        let f = &base.fields[*i];
        (mask | f.mask(), value | v << f.lo)
    })
}

pub(super) fn aliases(isa: &Isa) -> Result<TokenStream, GenerateError> {
    let mut out = TokenStream::new();
    for a in &isa.aliases {
        out.extend(operands_of(isa, a)?);
        out.extend(builder(isa, a)?);
    }
    out.extend(alias_enum(isa));
    out.extend(inst_alias(isa));
    Ok(out)
}

/// `o_NAME(w)`: operand extraction, the alias's operands when it applies to word `w`.
fn operands_of(isa: &Isa, a: &Alias) -> Result<TokenStream, GenerateError> {
    let base = &isa.encodings[a.of];
    let doc = docs(&format!(
        "The operands of alias `{}` when it is the spelling of `w`.",
        a.name
    ));
    let tys = a.operands.iter().map(|o| ident(&isa.types[o.ty].name));
    let tuple = if a.operands.is_empty() {
        quote! { () }
    } else {
        quote! { (#(#tys,)*) }
    };
    let mut names = Vec::new();
    if let Some(when) = &a.when {
        when.names(&mut names);
    }
    for o in &a.operands {
        if let Some(d) = &o.decode {
            d.names(&mut names);
        }
    }
    let (set_mask, set_value) = set_bits(base, a);
    let set = (set_mask != 0).then(|| {
        let (m, v) = (word(set_mask, false), word(set_value, false));
        quote! { if w & #m != #v { return None; } }
    });
    let locals = field_locals(base, &names)?;
    let when = match &a.when {
        Some(when) => {
            let c = alias_rust("an alias condition", base, |n| when.negated_rust(n))?;
            quote! { if #c { return None; } }
        }
        None => TokenStream::new(),
    };
    let values = a
        .operands
        .iter()
        .enumerate()
        .map(|(k, o)| operand_value(isa, base, k, o))
        .collect::<Result<Vec<_>, _>>()?;
    let vs = (0..a.operands.len()).map(|k| format_ident!("v{k}"));
    let some = if a.operands.is_empty() {
        quote! { Some(()) }
    } else {
        quote! { Some((#(#vs,)*)) }
    };
    let o = operands_fn(a);
    Ok(quote! {
        #doc
        #[allow(clippy::unnecessary_cast, unused_parens)]
        fn #o(w: u32) -> Option<#tuple> { #set #locals #when #(#values)* #some }
    })
}

/// `let vK = ..;`: operand `k` of an alias read from word `w` of its encoding `base` (`None`
/// returned when the operand type cannot hold it).
fn operand_value(
    isa: &Isa,
    base: &Encoding,
    k: usize,
    o: &Operand,
) -> Result<TokenStream, GenerateError> {
    let t = &isa.types[o.ty];
    let (v, ty) = (format_ident!("v{k}"), ident(&t.name));
    Ok(match &o.decode {
        Some(d) => {
            let value = alias_rust("an alias operand", base, |n| d.to_rust_bare(n))?;
            if matches!(t.kind, TypeKind::Uimm(_) | TypeKind::Simm { .. })
                || matches!(&t.kind, TypeKind::Codec(c) if c.codec.is_integer(&c.params))
            {
                quote! { let #v = #ty::new(#value).ok()?; }
            } else {
                quote! { let #v = #ty::from_raw(u32::try_from(#value).ok()?)?; }
            }
        }
        None => {
            let bits = extract(base, &o.fields);
            quote! { let #v = #ty::from_raw(#bits)?; }
        }
    })
}

/// `b_NAME(..)`: building, typed operands to the base instruction.
fn builder(isa: &Isa, a: &Alias) -> Result<TokenStream, GenerateError> {
    let base = &isa.encodings[a.of];
    let doc = docs(&format!("Builds alias `{}` from typed operands.", a.name));
    let typed = |k: usize| format_ident!("op{k}_t");
    let params = a.operands.iter().enumerate().map(|(k, o)| {
        let (p, t) = (typed(k), ident(&isa.types[o.ty].name));
        quote! { #p: #t }
    });
    let mut used = Vec::new();
    for (_, e) in &a.encode {
        e.names(&mut used);
    }
    if let Some(r) = &a.requires {
        r.names(&mut used);
    }
    let exprs = (0..a.operands.len())
        .filter(|&k| used.contains(&NameRef::Operand(k)))
        .map(|k| {
            let (op, t) = (format_ident!("op{k}"), typed(k));
            quote! { let #op = #t.expr(); }
        });
    let (name, accepts) = (
        text(&a.name),
        text(&format!("operands that `{}` accepts", a.asm)),
    );
    let requires = match &a.requires {
        Some(r) => {
            let c = alias_rust("an alias requirement", base, |n| r.negated_rust(n))?;
            quote! { if #c { return Err(support::OperandError::new(#name, 0, #accepts)); } }
        }
        None => TokenStream::new(),
    };
    let (value, set) = (word(base.value, false), word(set_bits(base, a).1, false));
    let mut places = TokenStream::new();
    for (k, o) in a.operands.iter().enumerate() {
        if !o.fields.is_empty() {
            let raw = ident(&format!("op{k}_t"));
            let p = place(isa, base, o, &quote! { #raw.raw() });
            places.extend(quote! { w |= #p; });
        }
    }
    let encodes = a
        .encode
        .iter()
        .map(|(i, e)| encode_field(a, base, *i, e))
        .collect::<Result<Vec<_>, _>>()?;
    let (b, d) = (
        ident(&format!("b_{}", fn_name(&a.name))),
        ident(&format!("d_{}", fn_name(&base.name))),
    );
    let encodable = text(&format!("operands that {} can encode", base.name));
    Ok(quote! {
        #doc
        #[allow(clippy::unnecessary_cast, unused_parens, clippy::identity_op)]
        fn #b(#(#params),*) -> Result<Inst, support::OperandError> {
            #(#exprs)*
            #requires
            #[allow(unused_mut)] let mut w: u32 = #value | #set;
            #places
            #(#encodes)*
            #d(w).ok_or_else(|| support::OperandError::new(#name, w as i64, #encodable))
        }
    })
}

/// Field `i` of `base` set from alias `a`'s expression `e` over its operands, checked to fit.
fn encode_field(
    a: &Alias,
    base: &Encoding,
    i: usize,
    e: &Expr,
) -> Result<TokenStream, GenerateError> {
    let f = &base.fields[i];
    let max = (1i64 << f.width) - 1;
    let v = alias_rust("an alias field", base, |n| e.to_rust_bare(n))?;
    let what = text(&format!("{} (field {} of {})", a.name, f.name, base.name));
    let (range, lo) = (text(&format!("0..={max}")), int(f.lo));
    let max = int(max);
    Ok(quote! {
        let v: i64 = #v;
        if !(0..=#max).contains(&v) { return Err(support::OperandError::new(#what, v, #range)); }
        w |= (v as u32) << #lo;
    })
}

/// The `Alias` enum.
fn alias_enum(isa: &Isa) -> TokenStream {
    let repr = (!isa.aliases.is_empty()).then(|| quote! { #[repr(u16)] });
    let variants = isa.aliases.iter().map(|a| {
        let (d, v) = (docs(&format!("{}\n\n`{}`", a.doc, a.asm)), alias_variant(a));
        quote! { #d #v, }
    });
    quote! {
        /// An alias of the table: another spelling of an encoding.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #repr
        pub enum Alias { #(#variants)* }
    }
}

/// `Inst::alias`: the first alias LLVM prints that applies to the instruction.
fn inst_alias(isa: &Isa) -> TokenStream {
    let arms = isa.encodings.iter().enumerate().filter_map(|(ei, e)| {
        let checks: Vec<TokenStream> = printed(isa, ei)
            .map(|a| {
                let (o, v) = (operands_fn(a), alias_variant(a));
                quote! { if #o(w).is_some() { return Some(Alias::#v); } }
            })
            .collect();
        let v = ident(&variant(e));
        (!checks.is_empty())
            .then(|| quote! { Inst::#v { .. } => { let w = self.encode(); #(#checks)* None } })
    });
    quote! {
        impl Inst {
            /// The alias LLVM prints for this instruction, if any.
            pub fn alias(&self) -> Option<Alias> { match self { #(#arms)* _ => None } }
        }
    }
}
