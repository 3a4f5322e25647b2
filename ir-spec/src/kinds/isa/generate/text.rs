//! Assembly text: `Display` in LLVM syntax (aliases first) and `FromStr` over every template.

use proc_macro2::{Ident, Literal, Span};
use quote::{ToTokens as _, format_ident};
use syn::{Index, Lifetime};

use super::aliases::{alias_variant, operands_fn, printed};
use super::*;
use crate::kinds::isa::model::RegClass;

/// The doc of the generated `Inst::spelled_as`.
const SPELLED_AS_DOC: &str = "This instruction written with `alias`'s spelling, whether LLVM prints that alias or only accepts it (`ldr x0, [x1, #-8]` for LDUR), when the alias can write it: it spells this encoding, fixes the fields it has, and its operands can hold the values.";

/// Statements printing `pieces`; operand `k` is the expression `ops[k]`.
fn print_pieces(
    isa: &Isa,
    operands: &[Operand],
    pieces: &[Piece],
    ops: &[TokenStream],
) -> TokenStream {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Text(t) => {
                let t = text(t);
                quote! { f.write_str(#t)?; }
            }
            Piece::Operand(k) => {
                let op = &ops[*k];
                quote! { fmt::Display::fmt(&#op, f)?; }
            }
            Piece::Optional(g) => {
                let cond = group_condition(isa, operands, g, ops);
                let inner = print_pieces(isa, operands, g, ops);
                quote! { if #cond { #inner } }
            }
        })
        .collect()
}

/// The operands a template piece list places, groups included, in order (pushed onto `out`).
fn operands_in(p: &[Piece], out: &mut Vec<usize>) {
    for x in p {
        match x {
            Piece::Operand(k) => out.push(*k),
            Piece::Optional(g) => operands_in(g, out),
            Piece::Text(_) => {}
        }
    }
}

/// Whether optional group `g` is printed: an operand inside differs from its default (always,
/// if one has no default).
fn group_condition(
    isa: &Isa,
    operands: &[Operand],
    g: &[Piece],
    ops: &[TokenStream],
) -> TokenStream {
    let mut conds = Vec::new();
    let mut ks = Vec::new();
    operands_in(g, &mut ks);
    for k in ks {
        match isa.types[operands[k].ty].default {
            Some(d) => {
                let (op, d) = (&ops[k], int(d));
                conds.push(quote! { #op.raw() != #d });
            }
            None => return quote! { true },
        }
    }
    if conds.is_empty() {
        quote! { true }
    } else {
        quote! { #(#conds)||* }
    }
}

pub(super) fn display(isa: &Isa) -> TokenStream {
    let arms = isa
        .encodings
        .iter()
        .enumerate()
        .map(|(ei, e)| display_arm(isa, ei, e));
    let spelled = spelled_as(isa);
    quote! {
        impl fmt::Display for Inst {
            /// LLVM's spelling: the preferred alias when one applies.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { match *self { #(#arms)* } }
        }
        #spelled
    }
}

/// The arm of `Display` for encoding `e` (number `ei`): the first printed alias that applies,
/// else the encoding's own template.
fn display_arm(isa: &Isa, ei: usize, e: &Encoding) -> TokenStream {
    let binds: Vec<TokenStream> = e
        .operands
        .iter()
        .map(|o| ident(&var(o)).into_token_stream())
        .collect();
    let done = quote! { return Ok(()); };
    let aliases: Vec<TokenStream> = printed(isa, ei)
        .map(|a| print_alias(isa, a, &done))
        .collect();
    let encode = (!aliases.is_empty()).then(|| quote! { let w = self.encode(); });
    let own = print_pieces(isa, &e.operands, &e.template, &binds);
    let v = ident(&variant(e));
    quote! { Inst::#v { #(#binds),* } => { #encode #(#aliases)* #own Ok(()) } }
}

/// `if let Some(a) = o_ALIAS(w) { <the alias's template printed> <then> }`: the word `w`
/// printed with `a`'s spelling when the alias applies.
fn print_alias(isa: &Isa, a: &Alias, then: &TokenStream) -> TokenStream {
    let ops: Vec<TokenStream> = (0..a.operands.len())
        .map(|k| {
            let k = Index::from(k);
            quote! { a.#k }
        })
        .collect();
    let bound = if a.operands.is_empty() {
        quote! { () }
    } else {
        quote! { a }
    };
    let (o, pieces) = (
        operands_fn(a),
        print_pieces(isa, &a.operands, &a.template, &ops),
    );
    quote! { if let Some(#bound) = #o(w) { #pieces #then } }
}

/// `Inst::spelled_as`: an instruction written with any alias's spelling (printed or only
/// parsed), when that alias can write it.
fn spelled_as(isa: &Isa) -> TokenStream {
    let spell = isa.aliases.iter().map(|a| {
        let (v, print) = (alias_variant(a), print_alias(isa, a, &TokenStream::new()));
        quote! { Alias::#v => { #print } }
    });
    let applies = isa.aliases.iter().map(|a| {
        let (v, o) = (alias_variant(a), operands_fn(a));
        quote! { Alias::#v => #o(w).is_some(), }
    });
    // Without aliases, `Alias` has no variants and each match has a wildcard arm.
    let (no_spelling, never) = if isa.aliases.is_empty() {
        (quote! { _ => {} }, quote! { _ => false, })
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    let doc = docs(SPELLED_AS_DOC);
    quote! {
        /// A word written with an alias's spelling (what [`Inst::spelled_as`] formats).
        struct Spelling(u32, Alias);
        impl fmt::Display for Spelling {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let w = self.0;
                match self.1 { #(#spell)* #no_spelling }
                Ok(())
            }
        }
        impl Inst {
            #doc
            pub fn spelled_as(&self, alias: Alias) -> Option<String> {
                if self.form() != alias.info().of { return None; }
                let w = self.encode();
                let applies = match alias { #(#applies)* #never };
                applies.then(|| Spelling(w, alias).to_string())
            }
        }
    }
}

/// Statements matching `pieces` at cursor `c`, filling `Option` locals `pN`. Failure breaks out
/// of the block labelled `label` with `false` within an optional group (`group`), and returns
/// an error otherwise.
fn parse_pieces(
    isa: &Isa,
    operands: &[Operand],
    pieces: &[Piece],
    label: &str,
    group: bool,
) -> Result<TokenStream, GenerateError> {
    let lt = Lifetime::new(&format!("'{label}"), Span::call_site());
    let mut s = TokenStream::new();
    for p in pieces {
        match p {
            Piece::Text(t) => {
                for ch in t.chars() {
                    s.extend(match ch {
                        ' ' => quote! { c.skip_ws(); },
                        '#' => quote! { c.skip_ws(); c.eat(b'#'); },
                        ch => {
                            let (eat, msg) = (not_eaten(ch), text(&format!("expected `{ch}`")));
                            let fail = if group {
                                quote! { break #lt false; }
                            } else {
                                quote! { return Err(c.fail(c.pos(), |_| String::from(#msg))); }
                            };
                            quote! { c.skip_ws(); if #eat { #fail } }
                        }
                    });
                }
            }
            Piece::Operand(k) => {
                let t = &isa.types[operands[*k].ty];
                let err = if group {
                    quote! { break #lt false }
                } else {
                    operand_failure(isa, t)
                };
                let (ty, p) = (ident(&t.name), format_ident!("p{k}"));
                s.extend(quote! {
                    c.skip_ws(); let at = c.pos(); let _ = at;
                    match #ty::parse(c) { Ok(v) => #p = Some(v), Err(e) => { let _ = &e; #err } }
                });
            }
            Piece::Optional(g) => {
                let inner_label = format!("{label}g");
                let inner_lt = Lifetime::new(&format!("'{inner_label}"), Span::call_site());
                let mut ks = Vec::new();
                operands_in(g, &mut ks);
                let reset = ks.iter().map(|k| format_ident!("p{k}"));
                let inner = parse_pieces(isa, operands, g, &inner_label, true)?;
                s.extend(quote! {
                    let save = c.pos();
                    let ok = #inner_lt: { #inner true };
                    if !ok { c.set_pos(save); #(#reset = None;)* }
                });
            }
        }
    }
    Ok(s)
}

/// The test that template character `ch` comes next, eating it: `!c.eat(b'x')`, or for a
/// character beyond ASCII one `c.eat` per byte of its UTF-8 encoding, all of which must match.
fn not_eaten(ch: char) -> TokenStream {
    let mut buf = [0; 4];
    let bytes: Vec<TokenStream> = ch.encode_utf8(&mut buf).bytes().map(byte).collect();
    match bytes.as_slice() {
        [one] => quote! { !c.eat(#one) },
        _ => quote! { !(#(c.eat(#bytes))&&*) },
    }
}

/// The literal of byte `b` for `c.eat`: `b'x'`, or its value (`39u8`) for a quote, a
/// backslash or a byte beyond ASCII.
fn byte(b: u8) -> TokenStream {
    if b.is_ascii() && b != b'\'' && b != b'\\' {
        Literal::byte_character(b).into_token_stream()
    } else {
        Literal::u8_suffixed(b).into_token_stream()
    }
}

/// The statement returning the error of an operand of type `t` that does not parse (the error
/// is `e`, the operand starts at byte `at`): the operand as the user wrote it, and what is
/// expected in the user's terms (the registers, by name, for a register; otherwise the type's
/// reason without its name).
fn operand_failure(isa: &Isa, t: &OperandType) -> TokenStream {
    match &t.kind {
        TypeKind::Reg { class, .. } => {
            let msg = text(&format!(
                "operand `{{}}`: expected {}",
                register_words(&isa.registers[*class])
            ));
            quote! { return Err(c.fail(at, |c| format!(#msg, c.operand_text(at)))) }
        }
        _ => {
            quote! { return Err(c.fail(at, |c| support::operand_message(&c.operand_text(at), &e))) }
        }
    }
}

/// The registers of `class` in words: `x0-x30 or sp`, `b0-b31`.
fn register_words(class: &RegClass) -> String {
    let named: Vec<u32> = class.names.iter().map(|(_, n)| *n).collect();
    let numbers: Vec<u32> = (0..class.count)
        .filter(|&r| class.legal(u64::from(r)))
        .map(|r| r + class.offset)
        .filter(|n| !named.contains(n))
        .collect();
    let mut parts: Vec<String> = consecutive(&numbers)
        .into_iter()
        .map(|(lo, hi)| {
            if lo == hi {
                format!("{}{lo}", class.prefix)
            } else {
                format!("{p}{lo}-{p}{hi}", p = class.prefix)
            }
        })
        .collect();
    parts.extend(class.names.iter().map(|(s, _)| s.clone()));
    match parts.split_last() {
        None => "no register".to_owned(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// A parse function `name` for a template; `build` turns the typed locals `vN` into an `Inst`
/// result.
fn parse_fn(
    isa: &Isa,
    name: &Ident,
    operands: &[Operand],
    template: &[Piece],
    build: &TokenStream,
) -> Result<TokenStream, GenerateError> {
    let locals = operands.iter().enumerate().map(|(k, o)| {
        let (p, t) = (format_ident!("p{k}"), ident(&isa.types[o.ty].name));
        quote! { let mut #p: Option<#t> = None; }
    });
    let pieces = parse_pieces(isa, operands, template, "g", false)?;
    let values = operands
        .iter()
        .enumerate()
        .map(|(k, o)| operand_value(isa, k, o));
    Ok(quote! {
        #[allow(unused_mut, unused_variables, unused_assignments, clippy::never_loop, clippy::redundant_pattern_matching)]
        fn #name(c: &mut support::Cursor<'_>) -> Result<Inst, support::Fail> {
            #(#locals)*
            #pieces
            c.skip_ws();
            if !c.at_end() { return Err(c.fail(c.pos(), |_| String::from("unexpected text after the instruction"))); }
            #(#values)*
            #build
        }
    })
}

/// `let vK = ..;`: operand `k` as parsed, else its default, else an error.
fn operand_value(isa: &Isa, k: usize, o: &Operand) -> TokenStream {
    let t = &isa.types[o.ty];
    let (v, p) = (format_ident!("v{k}"), format_ident!("p{k}"));
    match t.default {
        Some(d) => {
            let (ty, d) = (ident(&t.name), int(d));
            quote! {
                let #v = match #p {
                    Some(v) => v,
                    None => match #ty::from_raw(#d) { Some(v) => v, None => return Err(c.fail(c.pos(), |_| String::from("no default"))) }
                };
            }
        }
        None => {
            let msg = text(&format!("missing operand `{}`", o.name));
            quote! { let Some(#v) = #p else { return Err(c.fail(c.pos(), |_| String::from(#msg))); }; }
        }
    }
}

pub(super) fn parse(isa: &Isa) -> Result<TokenStream, GenerateError> {
    let mut fns = TokenStream::new();
    let mut by_mnemonic: Vec<(String, Vec<Ident>)> = Vec::new();
    let mut add = |m: String, f: Ident| match by_mnemonic.iter_mut().find(|(k, _)| *k == m) {
        Some((_, v)) => v.push(f),
        None => by_mnemonic.push((m, vec![f])),
    };
    for e in &isa.encodings {
        let name = ident(&format!("q_{}", fn_name(&e.name)));
        let fields = e.operands.iter().map(|o| ident(&var(o)));
        let (v, vs) = (
            ident(&variant(e)),
            (0..e.operands.len()).map(|k| format_ident!("v{k}")),
        );
        let build = quote! { Ok(Inst::#v { #(#fields: #vs),* }) };
        fns.extend(parse_fn(isa, &name, &e.operands, &e.template, &build)?);
        add(e.mnemonic(), name);
    }
    for a in &isa.aliases {
        let name = ident(&format!("q_{}", fn_name(&a.name)));
        let (b, vs) = (
            ident(&format!("b_{}", fn_name(&a.name))),
            (0..a.operands.len()).map(|k| format_ident!("v{k}")),
        );
        let build = quote! { #b(#(#vs),*).map_err(|e| c.fail(c.pos(), |_| e.to_string())) };
        fns.extend(parse_fn(isa, &name, &a.operands, &a.template, &build)?);
        add(crate::kinds::isa::model::mnemonic(&a.template), name);
    }
    // A binary search over the mnemonics in byte order: a few comparisons, where a `match` on
    // the string compares it with arm after arm.
    let mut sorted: Vec<&(String, Vec<Ident>)> = by_mnemonic.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    let rows = sorted.iter().map(|(m, fs)| {
        let m = text(m);
        quote! { (#m, &[#(#fs),*]), }
    });
    let mnemonics = by_mnemonic.iter().map(|(m, _)| text(m));
    Ok(quote! {
        #fns
        type ParseFn = fn(&mut support::Cursor<'_>) -> Result<Inst, support::Fail>;
        /// The parse functions of every encoding and alias spelt with `mnemonic`, in table order.
        fn candidates(mnemonic: &str) -> &'static [ParseFn] {
            const BY_MNEMONIC: &[(&str, &[ParseFn])] = &[#(#rows)*];
            match BY_MNEMONIC.binary_search_by(|(m, _)| (*m).cmp(mnemonic)) { Ok(i) => BY_MNEMONIC[i].1, Err(_) => &[] }
        }
        /// Every mnemonic the parser knows.
        pub const MNEMONICS: &[&str] = &[#(#mnemonics),*];
        impl core::str::FromStr for Inst {
            type Err = support::ParseError;
            /// Parses one instruction in LLVM syntax, aliases included.
            fn from_str(s: &str) -> Result<Inst, support::ParseError> { support::parse_among(s, candidates, MNEMONICS) }
        }
    })
}
