//! The operand types: one newtype per register class and operand type of the table, holding
//! only legal values, with its constants, checked `new`, value, printing and parsing. A register
//! class's spellings, count and field come from the table; a codec kind's pieces from its codec.

use super::*;
use crate::front::codec::{CodecType, RustType};
use crate::kinds::isa::model::{RegClass, Unsigned};

/// How a type stores its raw bits: the storage integer, and the conversions from and to the
/// `u32` of raw bits (left out where the storage is `u32`).
struct Storage {
    ty: Ident,
    /// `as u8` after a `u32`, or nothing.
    from_u32: TokenStream,
    /// `self.0`, as a `u32`.
    to_u32: TokenStream,
}

impl Storage {
    fn of(st: &str) -> Self {
        let ty = ident(st);
        if st == "u32" {
            Storage {
                ty,
                from_u32: TokenStream::new(),
                to_u32: quote! { self.0 },
            }
        } else {
            Storage {
                from_u32: quote! { as #ty },
                to_u32: quote! { self.0 as u32 },
                ty,
            }
        }
    }

    /// `raw & mask` converted to the storage type.
    fn masked(&self, mask: u64) -> TokenStream {
        let (ty, mask) = (&self.ty, int(mask));
        if self.from_u32.is_empty() {
            quote! { raw & #mask }
        } else {
            quote! { (raw & #mask) as #ty }
        }
    }
}

pub(super) fn types(isa: &Isa, t: &OperandType) -> Result<TokenStream, GenerateError> {
    let name = ident(&t.name);
    let (st, _) = storage(&t.kind);
    let st = Storage::of(st);
    let body = match &t.kind {
        TypeKind::Reg { class, bits } => register_type(
            &name,
            t,
            &st,
            &isa.registers[*class],
            *bits,
            t.kind.is_total(&isa.registers),
        ),
        TypeKind::Enum {
            bits,
            values,
            also,
            numbered,
            number_prefix,
        } => {
            let mask = (1u64 << bits) - 1;
            enum_type(&name, t, &st, mask, values, also, *numbered, number_prefix)?
        }
        TypeKind::Uimm(u) => unsigned_type(&name, &st, u, t.kind.is_total(&isa.registers)),
        TypeKind::Simm { bits, scale, pcrel } => signed_type(&name, &st, *bits, *scale, *pcrel),
        TypeKind::Codec(c) => codec_type(&name, t, c, &st)?,
        TypeKind::Flag { amount } => flag_type(&name, &st, *amount),
    };
    let d = docs(&t.doc);
    Ok(quote! {
        #d
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #body
    })
}

/// `raw()`: the encoded bits of an operand newtype, as a `u32`.
fn raw_method(st: &Storage) -> TokenStream {
    let stored = &st.to_u32;
    quote! { #[inline(always)] const fn raw(self) -> u32 { #stored } }
}

/// The methods every numeric operand type shares: `raw`, `expr` (its value in alias
/// expressions) and `parse` (a number checked by `new`).
fn numeric_methods(st: &Storage) -> TokenStream {
    let raw = raw_method(st);
    quote! {
        #raw
        #[inline(always)] const fn expr(self) -> i64 { self.value() }
        fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> { let v = c.number()?; Self::new(v).map_err(|e| c.why(|| e.to_string())) }
    }
}

/// `impl Display` printing with `body` (over `self` and `f`).
fn display(name: &Ident, body: TokenStream) -> TokenStream {
    quote! {
        impl fmt::Display for #name { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { #body } }
    }
}

/// A register class's newtype: a constant per register, `NAMES`, checked `new`, `index`,
/// `name`, and parsing by number (`x12`) or by spelling.
fn register_type(
    name: &Ident,
    t: &OperandType,
    st: &Storage,
    class: &RegClass,
    bits: u32,
    total: bool,
) -> TokenStream {
    let names: Vec<String> = (0..class.count).map(|i| class.spelling(i)).collect();
    let legal = class.legal_text();
    let consts = names
        .iter()
        .enumerate()
        .filter(|(i, _)| class.legal(*i as u64))
        .map(|(i, n)| {
            let (d, c, i) = (
                docs(&format!("`{n}`.")),
                ident(&super::register_const(n)),
                int(i as u64),
            );
            quote! { #d pub const #c: #name = #name(#i); }
        });
    let (count, spellings) = (int(names.len() as u64), names.iter().map(|n| text(n)));
    let (lo, hi) = legal.split_once("..=").unwrap_or(("0", "0"));
    let hi = hi.split(' ').next().unwrap_or(hi);
    let new_doc = docs(&format!(
        "Register `n` ({lo} to {hi}), or an error naming the legal range."
    ));
    let index_doc = docs(&format!("The register number ({lo} to {hi})."));
    let (first, end) = (class.offset, class.offset + class.count);
    let mut cond = if first == 0 {
        let end = int(end);
        quote! { n < #end }
    } else {
        let (first, end) = (int(first), int(end));
        quote! { n >= #first && n < #end }
    };
    for &x in &class.exclude {
        let x = int(x);
        cond.extend(quote! { && n != #x });
    }
    let (stored, _) = stored_number(first);
    let (type_name, legal_text) = (text(&t.name), text(&legal));
    let index = if first == 0 {
        quote! { self.0 }
    } else {
        let first = int(first);
        quote! { self.0 + #first }
    };
    let mask = int((1u64 << bits) - 1);
    let spelling = if class.count == 1 << bits {
        quote! { Self::NAMES[self.0 as usize & #mask] }
    } else {
        quote! { Self::NAMES[self.0 as usize] }
    };
    let from_raw = if total {
        quote! { Some(#name((raw & #mask) as u8)) }
    } else {
        let mut cond = {
            let count = int(class.count);
            quote! { raw < #count }
        };
        for &x in &class.exclude {
            let x = int(x - first);
            cond.extend(quote! { && raw != #x });
        }
        quote! { if #cond { Some(#name(raw as u8)) } else { None } }
    };
    let expr = if first == 0 {
        quote! { self.0 as i64 }
    } else {
        quote! { self.index() as i64 }
    };
    let parse = register_parse(name, class, &names);
    let raw = raw_method(st);
    let shown = display(name, quote! { f.write_str(self.name()) });
    quote! {
        #[repr(transparent)] pub struct #name(u8);
        impl #name {
            #(#consts)*
            /// The spelling of each register number.
            pub const NAMES: [&'static str; #count] = [#(#spellings),*];
            #new_doc
            #[inline] pub const fn new(n: u8) -> Result<Self, support::OperandError> { if #cond { Ok(#name(#stored)) } else { Err(support::OperandError::new(#type_name, n as i64, #legal_text)) } }
            #index_doc
            pub const fn index(self) -> u8 { #index }
            /// Its spelling.
            pub const fn name(self) -> &'static str { #spelling }
            #[inline(always)] const fn from_raw(raw: u32) -> Option<Self> { #from_raw }
            #raw
            #[inline(always)] const fn expr(self) -> i64 { #expr }
            #parse
        }
        #shown
    }
}

/// `parse` of a register: a register spelt as the prefix and its number is found by reading the
/// number (no search, no string compared); the other spellings by one `match`.
fn register_parse(name: &Ident, class: &RegClass, names: &[String]) -> TokenStream {
    let first = class.offset;
    let regular: Vec<u32> = (0..class.count)
        .filter(|&i| {
            class.legal(u64::from(i))
                && !class.prefix.is_empty()
                && names[i as usize] == format!("{}{}", class.prefix, i + first)
        })
        .map(|i| i + first)
        .collect();
    let numbered = (!regular.is_empty()).then(|| {
        let (_, index) = stored_number(first);
        let (prefix, ranges) = (text(&class.prefix), ranges(&regular));
        quote! { if let Some(n) = support::numbered(word, #prefix) && matches!(n, #ranges) { return Ok(#name(#index)); } }
    });
    let mut arms: Vec<(&str, TokenStream)> = Vec::new();
    for (i, n) in names.iter().enumerate() {
        let i = i as u32;
        if class.legal(u64::from(i))
            && !regular.contains(&(i + first))
            && !arms.iter().any(|(a, _)| a == n)
        {
            let i = int(i);
            arms.push((n, quote! { #name(#i) }));
        }
    }
    for (a, n) in &class.also {
        if class.legal(u64::from(n - first)) && !arms.iter().any(|(x, _)| x == a) {
            let i = int(n - first);
            arms.push((a, quote! { #name(#i) }));
        }
    }
    let rest = other_spellings(
        &arms,
        &format!(
            "expected {} register, found `{{word}}`",
            article(&name.to_string())
        ),
    );
    quote! {
        fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {
            let word = c.word();
            #numbered
            #rest
        }
    }
}

/// An enum operand type: a constant per printed name, `VALUES`, and, when `numbered`, a checked
/// `new` for values without a name (spelt `{number_prefix}n`).
#[allow(clippy::too_many_arguments)]
fn enum_type(
    name: &Ident,
    t: &OperandType,
    st: &Storage,
    mask: u64,
    values: &[(String, u32)],
    also: &[(String, u32)],
    numbered: bool,
    number_prefix: &str,
) -> Result<TokenStream, GenerateError> {
    let (ty, from_u32, to_u32) = (&st.ty, &st.from_u32, &st.to_u32);
    let consts = values
        .iter()
        .map(|(n, v)| {
            let c = checked_ident("the constant of enum value", &n.to_ascii_uppercase())?;
            let (d, v) = (docs(&format!("`{n}`.")), int(*v));
            Ok(quote! { #d pub const #c: #name = #name(#v); })
        })
        .collect::<Result<Vec<_>, GenerateError>>()?;
    let pairs = values.iter().map(|(n, v)| {
        let (n, v) = (text(n), int(*v));
        quote! { (#n, #v) }
    });
    let masked = st.masked(mask);
    let new = numbered.then(|| {
        let (type_name, legal, mask) = (text(&name.to_string()), text(&format!("0..={mask}")), int(mask));
        quote! {
            /// The value with encoding `n`, or an error naming the legal range.
            #[inline] pub const fn new(n: u32) -> Result<Self, support::OperandError> { if n as u64 <= #mask { Ok(#name(n #from_u32)) } else { Err(support::OperandError::new(#type_name, n as i64, #legal)) } }
        }
    });
    let from_raw = if numbered {
        quote! { Some(#name(#masked)) }
    } else {
        let arms = match contiguous(values.iter().map(|(_, v)| *v)) {
            Some((lo, hi)) if hi > lo => {
                let (lo, hi) = (int(lo), int(hi));
                quote! { #lo..=#hi }
            }
            _ => {
                let each = values.iter().map(|(_, v)| int(*v));
                quote! { #(#each)|* }
            }
        };
        quote! { match raw { #arms => Some(#name(raw #from_u32)), _ => None } }
    };
    let raw = raw_method(st);
    let by_number = numbered.then(|| {
        let starts = if number_prefix.is_empty() {
            quote! { c.peek().is_some_and(|b| b.is_ascii_digit()) }
        } else {
            quote! { c.peek() == Some(b'#') }
        };
        let range = text(&format!("{number_prefix}{{v}} is out of range 0..={mask}"));
        quote! { if #starts { let v = c.number()?; return u32::try_from(v).ok().and_then(|v| Self::new(v).ok()).ok_or_else(|| c.why(|| format!(#range))); } }
    });
    let arms: Vec<(&str, TokenStream)> = also
        .iter()
        .map(|(a, v)| {
            let v = int(*v);
            (a.as_str(), quote! { #name(#v) })
        })
        .collect();
    let name_text = name.to_string();
    let rest = other_spellings(
        &arms,
        &format!(
            "expected {}, found `{{word}}`",
            lit_text(&t.doc, &name_text)
        ),
    );
    let unnamed = text(&format!("{number_prefix}{{}}"));
    let shown = display(
        name,
        quote! { match self.name() { Some(n) => f.write_str(n), None => write!(f, #unnamed, self.0) } },
    );
    Ok(quote! {
        #[repr(transparent)] pub struct #name(#ty);
        impl #name {
            #(#consts)*
            /// The printed names and their encoded values.
            pub const VALUES: &'static [(&'static str, u32)] = &[#(#pairs),*];
            #new
            /// The encoded value.
            pub const fn bits(self) -> u32 { #to_u32 }
            /// The printed name, if the value has one.
            pub fn name(self) -> Option<&'static str> { Self::VALUES.iter().find(|(_, v)| *v == #to_u32).map(|(n, _)| *n) }
            #[inline(always)] const fn from_raw(raw: u32) -> Option<Self> { #from_raw }
            #raw
            #[inline(always)] const fn expr(self) -> i64 { self.0 as i64 }
            fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {
                #by_number
                let word = c.word();
                if let Some((_, v)) = Self::VALUES.iter().find(|(n, _)| *n == word) { return Ok(#name(*v #from_u32)); }
                #rest
            }
        }
        #shown
    })
}

/// `LEGAL` and its doc.
fn legal_const(legal: &str) -> TokenStream {
    let legal = text(legal);
    quote! {
        /// Legal values, in words.
        pub const LEGAL: &'static str = #legal;
    }
}

/// An unsigned immediate: `min..=max`, a multiple of `scale`, stored less `offset`.
fn unsigned_type(name: &Ident, st: &Storage, u: &Unsigned, total: bool) -> TokenStream {
    let (scale, offset) = (u.scale, u.offset);
    let legal = if scale == 1 {
        format!("{}..={}", u.min, u.max)
    } else {
        format!("a multiple of {scale} in {}..={}", u.min, u.max)
    };
    let legal = legal_const(&legal);
    let (min, max, ty) = (int(u.min), int(u.max), &st.ty);
    let (sc, o) = (int(scale), int(offset));
    let multiple = match (scale, offset) {
        (1, _) => TokenStream::new(),
        (_, 0) => quote! { && v % #sc == 0 },
        _ => quote! { && (v - (#o)) % #sc == 0 },
    };
    let stored = match (offset, scale) {
        (0, 1) => quote! { v },
        (_, 1) => quote! { (v - (#o)) },
        (0, _) => quote! { (v / #sc) },
        _ => quote! { ((v - (#o)) / #sc) },
    };
    let type_name = text(&name.to_string());
    let value = scaled(quote! { self.0 as i64 }, scale, offset);
    let mask = (1u64 << u.bits) - 1;
    let masked = st.masked(mask);
    let from_raw = if total {
        quote! { Some(#name(#masked)) }
    } else {
        let m = int(mask);
        let v = scaled(quote! { (raw as u64 & #m) as i64 }, scale, offset);
        quote! { let v = #v; if v >= #min && v <= #max { Some(#name(#masked)) } else { None } }
    };
    let numeric = numeric_methods(st);
    let shown = display(
        name,
        if u.hex {
            quote! { if self.value() == 0 { f.write_str("0") } else { write!(f, "{:#x}", self.value()) } }
        } else {
            quote! { write!(f, "{}", self.value()) }
        },
    );
    quote! {
        #[repr(transparent)] pub struct #name(#ty);
        impl #name {
            #legal
            /// The immediate `v`, or an error naming the legal values.
            #[inline] pub const fn new(v: i64) -> Result<Self, support::OperandError> { if #min <= v && v <= #max #multiple { Ok(#name(#stored as #ty)) } else { Err(support::OperandError::new(#type_name, v, Self::LEGAL)) } }
            /// Its value.
            pub const fn value(self) -> i64 { #value }
            #[inline(always)] const fn from_raw(raw: u32) -> Option<Self> { #from_raw }
            #numeric
        }
        #shown
    }
}

/// A signed immediate of `bits` bits, a multiple of `scale`; `pcrel` if a byte offset from the
/// instruction's address.
fn signed_type(name: &Ident, st: &Storage, bits: u32, scale: u64, pcrel: bool) -> TokenStream {
    let lo = -(1i64 << (bits - 1)) * (scale as i64);
    let hi = ((1i64 << (bits - 1)) - 1) * (scale as i64);
    let legal = legal_const(&if scale == 1 {
        format!("{lo}..={hi}")
    } else {
        format!("a multiple of {scale} in {lo}..={hi}")
    });
    let mask = (1u64 << bits) - 1;
    let masked = st.masked(mask);
    let (lo, hi, sc, m, ty) = (int(lo), int(hi), int(scale), int(mask), &st.ty);
    let pc_relative = pcrel.then(|| {
        quote! {
            /// Whether the value is a byte offset from the instruction's address.
            pub const PC_RELATIVE: bool = true;
        }
    });
    let (multiple, stored) = if scale == 1 {
        (TokenStream::new(), quote! { v })
    } else {
        (quote! { && v % #sc == 0 }, quote! { (v / #sc) })
    };
    let type_name = text(&name.to_string());
    let shift = int(64 - bits);
    let value = if scale == 1 {
        quote! { ((self.0 as i64) << #shift) >> #shift }
    } else {
        quote! { (((self.0 as i64) << #shift) >> #shift) * #sc }
    };
    let numeric = numeric_methods(st);
    let shown = display(name, quote! { write!(f, "{}", self.value()) });
    quote! {
        #[repr(transparent)] pub struct #name(#ty);
        impl #name {
            #legal
            #pc_relative
            /// The immediate `v`, or an error naming the legal values.
            #[inline] pub const fn new(v: i64) -> Result<Self, support::OperandError> { if #lo <= v && v <= #hi #multiple { Ok(#name((#stored as u64 & #m) as #ty)) } else { Err(support::OperandError::new(#type_name, v, Self::LEGAL)) } }
            /// Its value.
            pub const fn value(self) -> i64 { #value }
            #[inline(always)] const fn from_raw(raw: u32) -> Option<Self> { Some(#name(#masked)) }
            #numeric
        }
        #shown
    }
}

/// A flag: set (the amount is written out) or not; an `amount` of 0 is written `#0`.
fn flag_type(name: &Ident, st: &Storage, amount: u32) -> TokenStream {
    let (ty, from_u32) = (&st.ty, &st.from_u32);
    let raw = raw_method(st);
    let (parse, shown) = if amount == 0 {
        let message = text("the amount must be #0, not #{v}");
        (
            quote! { match c.number()? { 0 => Ok(#name(1)), v => Err(c.why(|| format!(#message))) } },
            quote! { f.write_str("0") },
        )
    } else {
        let message = text(&format!("the amount must be #0 or #{amount}, not #{{v}}"));
        let amount = int(amount);
        (
            quote! { match c.number()? { 0 => Ok(#name(0)), #amount => Ok(#name(1)), v => Err(c.why(|| format!(#message))) } },
            quote! { write!(f, "{}", if self.0 != 0 { #amount } else { 0 }) },
        )
    };
    let shown = display(name, shown);
    quote! {
        #[repr(transparent)] pub struct #name(#ty);
        impl #name {
            /// Set (the amount is written out) or not.
            #[inline] pub const fn new(set: bool) -> Result<Self, support::OperandError> { Ok(#name(set as #ty)) }
            /// Whether it is set.
            pub const fn value(self) -> bool { self.0 != 0 }
            #[inline(always)] const fn from_raw(raw: u32) -> Option<Self> { Some(#name((raw & 1) #from_u32)) }
            #raw
            #[inline(always)] const fn expr(self) -> i64 { self.0 as i64 }
            fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> { #parse }
        }
        #shown
    }
}

/// An operand type of a codec kind: the frame of the newtype around the codec's pieces.
fn codec_type(
    name: &Ident,
    t: &OperandType,
    c: &CodecType,
    st: &Storage,
) -> Result<TokenStream, GenerateError> {
    let (storage, _) = storage(&t.kind);
    let r = c.codec.rust(
        &c.params,
        RustType {
            name: &t.name,
            storage,
        },
    );
    let piece =
        |what: &str, text: &str| rust(&format!("codec `{}`'s {what}", c.codec.kind()), text);
    let vt = piece("value type", &r.value_type)?;
    let (ty, from_u32) = (&st.ty, &st.from_u32);
    let legal = legal_const(&r.legal);
    let (new_doc, value_doc) = (format!(" {}", r.new_doc), format!(" {}", r.value_doc));
    let wrap = if from_u32.is_empty() {
        quote! { #name }
    } else {
        quote! { |r| #name(r #from_u32) }
    };
    let type_name = text(&t.name);
    let error = match r.value_type.as_str() {
        "f64" => quote! { support::OperandError::float(#type_name, v, Self::LEGAL) },
        "i64" => quote! { support::OperandError::new(#type_name, v, Self::LEGAL) },
        _ => quote! { support::OperandError::new(#type_name, v as i64, Self::LEGAL) },
    };
    let encode = piece("encode", &r.encode)?;
    let decode = piece("decode", &r.decode)?;
    let from_raw = match &r.legal_raw {
        Some(legal) => {
            let legal = piece("legal_raw", legal)?;
            quote! { #[inline(always)] fn from_raw(raw: u32) -> Option<Self> { #legal.then_some(#name(raw #from_u32)) } }
        }
        None => {
            let mask = (1u64 << t.kind.bits()) - 1;
            let masked = if from_u32.is_empty() {
                let mask = hex(mask);
                quote! { raw & #mask }
            } else {
                st.masked(mask)
            };
            quote! { #[inline(always)] const fn from_raw(raw: u32) -> Option<Self> { Some(#name(#masked)) } }
        }
    };
    let raw = raw_method(st);
    let expr = match &r.expr {
        Some(e) => {
            let e = piece("expr", e)?;
            quote! { #[inline(always)] fn expr(self) -> i64 { #e } }
        }
        None => TokenStream::new(),
    };
    let parse = piece("parse", &r.parse)?;
    let shown = display(name, piece("display", &r.display)?);
    Ok(quote! {
        #[repr(transparent)] pub struct #name(#ty);
        impl #name {
            #legal
            #[doc = #new_doc]
            #[inline] pub fn new(v: #vt) -> Result<Self, support::OperandError> { #encode.map(#wrap).ok_or_else(|| #error) }
            #[doc = #value_doc]
            pub fn value(self) -> #vt { #decode }
            #from_raw
            #raw
            #expr
            fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> { #parse Self::new(v).map_err(|e| c.why(|| e.to_string())) }
        }
        #shown
    })
}

/// `values` (ascending) as a pattern of inclusive ranges: `0..=30 | 32`.
fn ranges(values: &[u32]) -> TokenStream {
    let parts = consecutive(values).into_iter().map(|(lo, hi)| {
        let (l, h) = (int(lo), int(hi));
        if lo == hi {
            l
        } else {
            quote! { #l..=#h }
        }
    });
    quote! { #(#parts)|* }
}

/// The end of a `parse` over `word`: the other accepted spellings (`(spelling, value)`), else
/// the error `message` (a format string over `word`).
fn other_spellings(arms: &[(&str, TokenStream)], message: &str) -> TokenStream {
    let message = text(message);
    if arms.is_empty() {
        return quote! { Err(c.why(|| format!(#message))) };
    }
    let arms = arms.iter().map(|(spelling, value)| {
        let spelling = text(spelling);
        quote! { #spelling => Ok(#value), }
    });
    quote! {
        match word {
            #(#arms)*
            _ => Err(c.why(|| format!(#message))),
        }
    }
}

/// `raw * scale + offset`, leaving out a scale of 1 and an offset of 0.
fn scaled(raw: TokenStream, scale: u64, offset: i64) -> TokenStream {
    let mut e = raw;
    if scale != 1 {
        let scale = int(scale);
        e.extend(quote! { * #scale });
    }
    if offset != 0 {
        let offset = int(offset);
        e.extend(quote! { + #offset });
    }
    e
}

/// Register number `n` as a class whose first number is `first` stores it (`n` less `first`),
/// written for an `n` of the stored type and for a wider `n` cast to `u8`.
fn stored_number(first: u32) -> (TokenStream, TokenStream) {
    if first == 0 {
        (quote! { n }, quote! { n as u8 })
    } else {
        let first = int(first);
        (quote! { n - #first }, quote! { (n - #first) as u8 })
    }
}

/// `a` or `an` before a type's name, for messages.
fn article(name: &str) -> String {
    let first = name.chars().next().unwrap_or('x');
    if "AEFHILMNORSX".contains(first) {
        format!("an {name}")
    } else {
        format!("a {name}")
    }
}

/// What a value of a type is called in messages: its doc, lowercase, without a full stop and
/// without the characters a format string would read, or its name.
fn lit_text(doc: &str, name: &str) -> String {
    let d = doc.trim_end_matches('.');
    if d.is_empty() {
        name.to_owned()
    } else {
        d.to_lowercase()
            .replace('"', "'")
            .replace('{', "(")
            .replace('}', ")")
    }
}

/// `(lo, hi)` when `values` are exactly the numbers `lo..=hi` in increasing order, so that a match
/// arm can be a range (clippy's `manual_range_patterns`).
fn contiguous(mut values: impl Iterator<Item = u32>) -> Option<(u32, u32)> {
    let lo = values.next()?;
    let mut hi = lo;
    for v in values {
        if v != hi + 1 {
            return None;
        }
        hi = v;
    }
    Some((lo, hi))
}

#[cfg(test)]
mod tests {
    use super::contiguous;

    #[test]
    fn a_run_of_values_is_a_range_and_a_gap_is_not() {
        assert_eq!(contiguous([0, 1, 2].into_iter()), Some((0, 2)));
        assert_eq!(contiguous(1..=15), Some((1, 15)));
        assert_eq!(contiguous([0, 1, 2, 3, 4, 7].into_iter()), None);
        assert_eq!(contiguous([3, 2].into_iter()), None);
        assert_eq!(contiguous(std::iter::empty()), None);
    }
}
