//! Expansion and compression, for a table whose narrower encodings say what they stand for
//! (`expands`): `Inst::expand` (the wider instruction, which is what LLVM prints by default),
//! `Inst::compress` (the narrower encoding an assembler with the narrow forms chooses: the first
//! whose spelling matches, in table order, the expansion before the `also_compresses` spellings)
//! and `Inst::display_expanded`.

use super::*;
use crate::kinds::isa::model::{Expr, Slot, WidePattern};

/// Rust converting `v`, a value of type `from`, into type `to` (`?` when it does not fit).
fn convert(isa: &Isa, v: &Ident, from: usize, to: usize) -> TokenStream {
    if from == to {
        return quote! { #v };
    }
    let t = &isa.types[to];
    let name = ident(&t.name);
    match t.kind {
        TypeKind::Reg { .. } => quote! { #name::new(#v.index()).ok()? },
        _ => quote! { #name::new(#v.value()).ok()? },
    }
}

/// Rust for a fixed value of type `to`.
fn fixed(isa: &Isa, v: i64, to: usize) -> TokenStream {
    let (name, v) = (ident(&isa.types[to].name), int(v));
    quote! { #name::new(#v).ok()? }
}

/// `if !(when) { return None; }` over the narrow operands bound as locals, for the
/// expansion's condition and, when `compressing`, the compression's.
fn when_check(e: &Encoding, compressing: bool) -> Result<TokenStream, GenerateError> {
    let Some(x) = &e.expands else {
        return Ok(TokenStream::new());
    };
    let conds: Vec<&Expr> = if compressing {
        x.when.iter().chain(&x.compress_when).collect()
    } else {
        x.when.iter().collect()
    };
    let mut names = Vec::new();
    for c in &conds {
        c.names(&mut names);
    }
    let mut out = TokenStream::new();
    let mut done = Vec::new();
    for n in names {
        if let NameRef::Operand(k) = n
            && !done.contains(&k)
        {
            done.push(k);
            let (local, v) = (ident(&format!("op{k}")), ident(&var(&e.operands[k])));
            out.extend(quote! { let #local = #v.expr(); });
        }
    }
    let name = |n: NameRef| match n {
        NameRef::Operand(k) => format!("op{k}"),
        NameRef::Field(k) => format!("f{k}"),
    };
    for c in conds {
        let cond = rust("an `expands_when` condition", &c.negated_rust(&name))?;
        out.extend(quote! { if #cond { return None; } });
    }
    Ok(out)
}

/// The operands of `e` as variables, in order.
fn vars(e: &Encoding) -> Vec<Ident> {
    e.operands.iter().map(|o| ident(&var(o))).collect()
}

/// The compressor of a wide instruction with pattern `k` of narrow encoding `e`.
fn compressor_name(e: &Encoding, k: usize) -> Ident {
    ident(&format!("z_{}_{k}", fn_name(&e.name)))
}

/// The function compressing a wide instruction with pattern `p` into narrow encoding `e`.
fn compressor(
    isa: &Isa,
    e: &Encoding,
    k: usize,
    p: &WidePattern,
) -> Result<TokenStream, GenerateError> {
    let wide = &isa.encodings[p.of];
    let mut bound: Vec<Option<usize>> = vec![None; e.operands.len()];
    let (mut checks, mut lets) = (TokenStream::new(), TokenStream::new());
    for (j, slot) in p.operands.iter().enumerate() {
        let w = ident(&var(&wide.operands[j]));
        match *slot {
            Slot::Fixed(v) => {
                let v = int(v);
                checks.extend(quote! { if #w.expr() != #v { return None; } });
            }
            Slot::Operand(n) => match bound[n] {
                Some(first) => {
                    let first = ident(&var(&wide.operands[first]));
                    checks.extend(quote! { if #w.expr() != #first.expr() { return None; } });
                }
                None => {
                    bound[n] = Some(j);
                    let narrow = ident(&var(&e.operands[n]));
                    if w == narrow && wide.operands[j].ty == e.operands[n].ty {
                        continue;
                    }
                    let v = convert(isa, &w, wide.operands[j].ty, e.operands[n].ty);
                    lets.extend(quote! { let #narrow = #v; });
                }
            },
        }
    }
    let when = when_check(e, true)?;
    let d = docs(&format!(
        "`{}` as `{}` (`{}`), when its operands allow.",
        p.text, e.asm, e.name
    ));
    let (f, wv, binds) = (compressor_name(e, k), ident(&variant(wide)), vars(wide));
    let (v, fields) = (ident(&variant(e)), vars(e));
    Ok(quote! {
        #d
        #[allow(unused_variables, clippy::unnecessary_cast)]
        fn #f(i: &Inst) -> Option<Inst> {
            let Inst::#wv { #(#binds),* } = *i else { return None; };
            #checks
            #lets
            #when
            Some(Inst::#v { #(#fields),* })
        }
    })
}

/// The arm of `Inst::expand` for narrow encoding `e`.
fn expand_arm(isa: &Isa, e: &Encoding, p: &WidePattern) -> Result<TokenStream, GenerateError> {
    let wide = &isa.encodings[p.of];
    let mut fields = Vec::new();
    for (j, slot) in p.operands.iter().enumerate() {
        let to = wide.operands[j].ty;
        let name = ident(&var(&wide.operands[j]));
        fields.push(match *slot {
            Slot::Fixed(v) => {
                let v = fixed(isa, v, to);
                quote! { #name: #v }
            }
            Slot::Operand(n) => {
                let narrow = ident(&var(&e.operands[n]));
                if narrow == name && e.operands[n].ty == to {
                    quote! { #name }
                } else {
                    let v = convert(isa, &narrow, e.operands[n].ty, to);
                    quote! { #name: #v }
                }
            }
        });
    }
    let when = when_check(e, false)?;
    let (v, binds, wv) = (ident(&variant(e)), vars(e), ident(&variant(wide)));
    Ok(quote! { Inst::#v { #(#binds),* } => { #when Some(Inst::#wv { #(#fields),* }) } })
}

pub(super) fn compress(isa: &Isa) -> Result<TokenStream, GenerateError> {
    if !isa.encodings.iter().any(|e| e.expands.is_some()) {
        return Ok(TokenStream::new());
    }
    let mut out = TokenStream::new();
    // Narrow encodings by wide encoding, in table order.
    let mut by_wide: Vec<Vec<Ident>> = vec![Vec::new(); isa.encodings.len()];
    let mut expand_arms = Vec::new();
    for e in &isa.encodings {
        let Some(x) = &e.expands else { continue };
        for (k, p) in x.patterns.iter().enumerate() {
            out.extend(compressor(isa, e, k, p)?);
            by_wide[p.of].push(compressor_name(e, k));
        }
        expand_arms.push(expand_arm(isa, e, &x.patterns[0])?);
    }
    let compress_arms = by_wide
        .iter()
        .enumerate()
        .filter(|(_, l)| !l.is_empty())
        .map(|(i, list)| {
            let v = ident(&variant(&isa.encodings[i]));
            let (first, rest) = (&list[0], &list[1..]);
            quote! { Inst::#v { .. } => #first(self) #(.or_else(|| #rest(self)))*, }
        });
    out.extend(quote! {
        impl Inst {
            /// The wider instruction this narrower one stands for (its `expands:` in the table), which is what LLVM prints by default; `None` for a wide instruction and for a narrow one that is a hint (outside its `expands_when`) or expands to nothing.
            #[allow(unused_variables, clippy::unnecessary_cast)] pub fn expand(&self) -> Option<Inst> { match *self { #(#expand_arms)* _ => None } }
            /// The narrower instruction an assembler with the narrow encodings (llvm-mc with them enabled) writes for this one: the first narrow encoding, in table order, whose expansion or `also_compresses` spelling this is with operands it holds. `None` when there is none (and for a narrow instruction).
            pub fn compress(&self) -> Option<Inst> { match self { #(#compress_arms)* _ => None } }
            /// The instruction as LLVM prints it by default: a narrow instruction as the wider one it expands to (`c.addi a0, 1` as `addi a0, a0, 1`), any other as itself (`Display` prints the narrow spelling, as LLVM does with `-riscv-no-aliases`).
            pub fn display_expanded(&self) -> impl fmt::Display { self.expand().unwrap_or(*self) }
        }
    });
    Ok(out)
}
