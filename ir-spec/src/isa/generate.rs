//! The ISA code generator: from a checked [`Isa`], the register and operand types, the `Inst`
//! enum with one variant per encoding, `encode`, a decision-tree `decode`, `Display` choosing the
//! alias LLVM prints, `FromStr` (aliases included), one constructor per encoding and alias, and
//! metadata tables (`FORMS`, `ALIASES`). The output is Rust source text; [`super::generate`]
//! parses and formats it. It calls a `support` module the target crate provides (bitmask and
//! float immediates, the parse cursor, the error types, the expression builtins).

use std::fmt::Write as _;

use super::decode_trie::{Cube, Entry, Trie};
use super::layout::{InstLayout, storage};
use super::model::{Alias, Encoding, Isa, NameRef, Operand, OperandType, Piece, TypeKind};
use crate::naming::{camel, snake_ident};

/// Writes a line into a `String` (infallible).
macro_rules! w {
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

/// `raw()`: the encoded bits of an operand newtype, as a `u32` (`stored` reads them so).
fn raw_method(out: &mut String, stored: &str) {
    w!(
        out,
        "#[inline(always)] const fn raw(self) -> u32 {{ {stored} }}"
    );
}

/// `parse()` of an operand written as a number and checked by `new`.
fn parse_number_method(out: &mut String) {
    w!(
        out,
        "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ let v = c.number()?; Self::new(v).map_err(|e| e.to_string()) }}"
    );
}

/// The methods every numeric operand type shares: `raw`, `expr` (its value in alias
/// expressions) and `parse`.
fn numeric_methods(out: &mut String, stored: &str) {
    raw_method(out, stored);
    w!(
        out,
        "#[inline(always)] const fn expr(self) -> i64 {{ self.value() }}"
    );
    parse_number_method(out);
}

fn doc(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    text.lines()
        .map(|l| {
            if l.is_empty() {
                "#[doc = \"\"]".to_owned()
            } else {
                format!("#[doc = {:?}]", format!(" {l}"))
            }
        })
        .collect()
}

fn lit(s: &str) -> String {
    format!("{s:?}")
}

/// The Rust type an operand's public constructors take.
fn value_type(t: &OperandType) -> String {
    match t.kind {
        TypeKind::Reg(_) | TypeKind::Enum { .. } => t.name.clone(),
        TypeKind::Uimm { .. } | TypeKind::Simm { .. } | TypeKind::Wide { .. } => "i64".into(),
        TypeKind::Bitmask { .. } => "u64".into(),
        TypeKind::Fpimm8 => "f64".into(),
        TypeKind::Flag { .. } => "bool".into(),
    }
}

fn takes_value(t: &OperandType) -> bool {
    !matches!(t.kind, TypeKind::Reg(_) | TypeKind::Enum { .. })
}

fn var(o: &Operand) -> String {
    snake_ident(&o.name)
}

fn variant(e: &Encoding) -> String {
    camel(&e.name)
}

fn fn_name(name: &str) -> String {
    snake_ident(name)
}

/// The whole generated file.
pub(crate) fn code(isa: &Isa) -> String {
    let mut out = String::new();
    w!(
        out,
        "// Generated from the {} table. Everything below comes from it.",
        isa.name
    );
    w!(out, "use core::fmt;");
    for r in &isa.types {
        types(&mut out, isa, r);
    }
    inst_enum(&mut out, isa);
    encode(&mut out, isa);
    decode(&mut out, isa);
    aliases(&mut out, isa);
    display(&mut out, isa);
    parse(&mut out, isa);
    constructors(&mut out, isa);
    metadata(&mut out, isa);
    out
}

fn types(out: &mut String, isa: &Isa, t: &OperandType) {
    let name = &t.name;
    let (st, _) = storage(&t.kind);
    // Conversions from and to the `u32` of raw bits, left out where the storage is `u32`.
    let (as_st, self_u32) = if st == "u32" {
        (String::new(), "self.0")
    } else {
        (format!(" as {st}"), "self.0 as u32")
    };
    let d = doc(&t.doc);
    w!(out, "{d}");
    w!(
        out,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]"
    );
    match &t.kind {
        TypeKind::Reg(c) => {
            let class = &isa.registers[*c];
            w!(out, "#[repr(transparent)] pub struct {name}(u8);");
            let names: Vec<String> = (0..32)
                .map(|i| match (&class.r31, i) {
                    (Some(s), 31) => s.clone(),
                    _ => format!("{}{i}", class.prefix),
                })
                .collect();
            w!(out, "impl {name} {{");
            for (i, n) in names.iter().enumerate() {
                w!(out, "/// `{n}`.");
                w!(
                    out,
                    "pub const {}: {name} = {name}({i});",
                    n.to_ascii_uppercase()
                );
            }
            w!(out, "/// The spelling of each register number.");
            w!(
                out,
                "pub const NAMES: [&'static str; 32] = [{}];",
                names.iter().map(|n| lit(n)).collect::<Vec<_>>().join(", ")
            );
            w!(
                out,
                "/// Register `n` (0 to 31), or an error naming the legal range."
            );
            w!(
                out,
                "#[inline] pub const fn new(n: u8) -> Result<Self, support::OperandError> {{ if n < 32 {{ Ok({name}(n)) }} else {{ Err(support::OperandError::new({}, n as i64, \"0..=31\")) }} }}",
                lit(name)
            );
            w!(out, "/// The register number (0 to 31).");
            w!(out, "pub const fn index(self) -> u8 {{ self.0 }}");
            w!(out, "/// Its spelling.");
            w!(
                out,
                "pub const fn name(self) -> &'static str {{ Self::NAMES[self.0 as usize & 31] }}"
            );
            w!(
                out,
                "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}((raw & 31) as u8)) }}"
            );
            w!(
                out,
                "#[inline(always)] const fn raw(self) -> u32 {{ {self_u32} }}"
            );
            w!(
                out,
                "#[inline(always)] const fn expr(self) -> i64 {{ self.0 as i64 }}"
            );
            w!(
                out,
                "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{"
            );
            w!(out, "let word = c.word();");
            w!(
                out,
                "if let Some(i) = Self::NAMES.iter().position(|n| *n == word) {{ return Ok({name}(i as u8)); }}"
            );
            let arms: Vec<(String, String)> = class
                .also
                .iter()
                .map(|(a, n)| (lit(a), format!("{name}({n})")))
                .collect();
            other_spellings(
                out,
                &arms,
                &format!("expected {} register, found `{{word}}`", article(name)),
            );
            w!(
                out,
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ f.write_str(self.name()) }} }}"
            );
        }
        TypeKind::Enum {
            bits,
            values,
            also,
            numbered,
        } => {
            w!(out, "#[repr(transparent)] pub struct {name}({st});");
            w!(out, "impl {name} {{");
            for (n, v) in values {
                w!(out, "/// `{n}`.");
                w!(
                    out,
                    "pub const {}: {name} = {name}({v});",
                    n.to_ascii_uppercase()
                );
            }
            w!(out, "/// The printed names and their encoded values.");
            w!(
                out,
                "pub const VALUES: &'static [(&'static str, u32)] = &[{}];",
                values
                    .iter()
                    .map(|(n, v)| format!("({}, {v})", lit(n)))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            let mask = (1u64 << bits) - 1;
            let masked = masked_raw(mask, st);
            if *numbered {
                w!(
                    out,
                    "/// The value with encoding `n`, or an error naming the legal range."
                );
                w!(
                    out,
                    "#[inline] pub const fn new(n: u32) -> Result<Self, support::OperandError> {{ if n as u64 <= {mask} {{ Ok({name}(n{as_st})) }} else {{ Err(support::OperandError::new({}, n as i64, \"0..={mask}\")) }} }}",
                    lit(name)
                );
            }
            w!(out, "/// The encoded value.");
            w!(out, "pub const fn bits(self) -> u32 {{ {self_u32} }}");
            w!(out, "/// The printed name, if the value has one.");
            w!(
                out,
                "pub fn name(self) -> Option<&'static str> {{ Self::VALUES.iter().find(|(_, v)| *v == {self_u32}).map(|(n, _)| *n) }}"
            );
            if *numbered {
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}({masked})) }}"
                );
            } else {
                let arms: Vec<String> = values.iter().map(|(_, v)| v.to_string()).collect();
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ match raw {{ {} => Some({name}(raw{as_st})), _ => None }} }}",
                    if arms.iter().enumerate().all(|(i, a)| *a == i.to_string()) {
                        format!("0..={}", arms.len() - 1)
                    } else {
                        arms.join(" | ")
                    }
                );
            }
            raw_method(out, self_u32);
            w!(
                out,
                "#[inline(always)] const fn expr(self) -> i64 {{ self.0 as i64 }}"
            );
            w!(
                out,
                "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{"
            );
            if *numbered {
                w!(
                    out,
                    "if c.peek() == Some(b'#') {{ let v = c.number()?; return u32::try_from(v).ok().and_then(|v| Self::new(v).ok()).ok_or_else(|| format!(\"#{{v}} is out of range 0..={mask}\")); }}"
                );
            }
            w!(out, "let word = c.word();");
            w!(
                out,
                "if let Some((_, v)) = Self::VALUES.iter().find(|(n, _)| *n == word) {{ return Ok({name}(*v{as_st})); }}"
            );
            let arms: Vec<(String, String)> = also
                .iter()
                .map(|(a, v)| (lit(a), format!("{name}({v})")))
                .collect();
            other_spellings(
                out,
                &arms,
                &format!("expected {}, found `{{word}}`", lit_text(&t.doc, name)),
            );
            w!(
                out,
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ match self.name() {{ Some(n) => f.write_str(n), None => write!(f, \"#{{}}\", self.0) }} }} }}"
            );
        }
        TypeKind::Uimm {
            bits,
            scale,
            offset,
            min,
            max,
            hex,
        } => {
            let legal = if *scale == 1 {
                format!("{min}..={max}")
            } else {
                format!("a multiple of {scale} in {min}..={max}")
            };
            w!(out, "#[repr(transparent)] pub struct {name}({st});");
            w!(out, "impl {name} {{");
            w!(out, "/// Legal values, in words.");
            w!(out, "pub const LEGAL: &'static str = {};", lit(&legal));
            w!(
                out,
                "/// The immediate `v`, or an error naming the legal values."
            );
            w!(
                out,
                "#[inline] pub const fn new(v: i64) -> Result<Self, support::OperandError> {{ if {min} <= v && v <= {max}{} {{ Ok({name}({} as {st})) }} else {{ Err(support::OperandError::new({}, v, Self::LEGAL)) }} }}",
                if *scale == 1 {
                    String::new()
                } else if *offset == 0 {
                    format!(" && v % {scale} == 0")
                } else {
                    format!(" && (v - ({offset})) % {scale} == 0")
                },
                match (*offset, *scale) {
                    (0, 1) => "v".to_owned(),
                    (o, 1) => format!("(v - ({o}))"),
                    (0, sc) => format!("(v / {sc})"),
                    (o, sc) => format!("((v - ({o})) / {sc})"),
                },
                lit(name)
            );
            w!(out, "/// Its value.");
            w!(
                out,
                "pub const fn value(self) -> i64 {{ {} }}",
                scaled("self.0 as i64", *scale, *offset)
            );
            let mask = (1u64 << bits) - 1;
            let masked = masked_raw(mask, st);
            if t.kind.is_total() {
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}({masked})) }}"
                );
            } else {
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ let v = {}; if v >= {min} && v <= {max} {{ Some({name}({masked})) }} else {{ None }} }}",
                    scaled(&format!("(raw as u64 & {mask}) as i64"), *scale, *offset)
                );
            }
            numeric_methods(out, self_u32);
            w!(out, "}}");
            let body = if *hex {
                "if self.value() == 0 { f.write_str(\"0\") } else { write!(f, \"{:#x}\", self.value()) }"
            } else {
                "write!(f, \"{}\", self.value())"
            };
            w!(
                out,
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ {body} }} }}"
            );
        }
        TypeKind::Simm { bits, scale, pcrel } => {
            let lo = -(1i64 << (bits - 1)) * (*scale as i64);
            let hi = ((1i64 << (bits - 1)) - 1) * (*scale as i64);
            let legal = if *scale == 1 {
                format!("{lo}..={hi}")
            } else {
                format!("a multiple of {scale} in {lo}..={hi}")
            };
            let mask = (1u64 << bits) - 1;
            let masked = masked_raw(mask, st);
            w!(out, "#[repr(transparent)] pub struct {name}({st});");
            w!(out, "impl {name} {{");
            w!(out, "/// Legal values, in words.");
            w!(out, "pub const LEGAL: &'static str = {};", lit(&legal));
            if *pcrel {
                w!(
                    out,
                    "/// Whether the value is a byte offset from the instruction's address."
                );
                w!(out, "pub const PC_RELATIVE: bool = true;");
            }
            w!(
                out,
                "/// The immediate `v`, or an error naming the legal values."
            );
            w!(
                out,
                "#[inline] pub const fn new(v: i64) -> Result<Self, support::OperandError> {{ if {lo} <= v && v <= {hi}{} {{ Ok({name}(({} as u64 & {mask}) as {st})) }} else {{ Err(support::OperandError::new({}, v, Self::LEGAL)) }} }}",
                if *scale == 1 {
                    String::new()
                } else {
                    format!(" && v % {scale} == 0")
                },
                if *scale == 1 {
                    "v".to_owned()
                } else {
                    format!("(v / {scale})")
                },
                lit(name)
            );
            w!(out, "/// Its value.");
            w!(
                out,
                "pub const fn value(self) -> i64 {{ {} }}",
                if *scale == 1 {
                    format!("((self.0 as i64) << {0}) >> {0}", 64 - bits)
                } else {
                    format!("(((self.0 as i64) << {0}) >> {0}) * {scale}", 64 - bits)
                }
            );
            w!(
                out,
                "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}({masked})) }}"
            );
            numeric_methods(out, self_u32);
            w!(out, "}}");
            w!(
                out,
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ write!(f, \"{{}}\", self.value()) }} }}"
            );
        }
        TypeKind::Bitmask { width, hex } => {
            w!(out, "#[repr(transparent)] pub struct {name}({st});");
            w!(out, "impl {name} {{");
            w!(out, "/// Legal values, in words.");
            w!(
                out,
                "pub const LEGAL: &'static str = \"a {width}-bit replicated, rotated run of ones (not 0, not all ones)\";"
            );
            w!(
                out,
                "/// The logical immediate `v`, or an error if no encoding produces it."
            );
            w!(
                out,
                "#[inline] pub fn new(v: u64) -> Result<Self, support::OperandError> {{ support::encode_bitmask(v, {width}).map(|r| {name}(r{as_st})).ok_or_else(|| support::OperandError::new({}, v as i64, Self::LEGAL)) }}",
                lit(name)
            );
            w!(out, "/// Its value.");
            let n = if *width == 64 {
                "(self.0 >> 12) as i64 & 1"
            } else {
                "0"
            };
            w!(
                out,
                "pub fn value(self) -> u64 {{ support::decode_bitmask({n}, (self.0 >> 6) as i64 & 63, self.0 as i64 & 63, {width}) as u64 }}"
            );
            w!(
                out,
                "#[inline(always)] fn from_raw(raw: u32) -> Option<Self> {{ support::bitmask_legal(raw, {width}).then_some({name}(raw{as_st})) }}"
            );
            raw_method(out, self_u32);
            w!(
                out,
                "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ let v = c.number()?; let v = {}; Self::new(v).map_err(|e| e.to_string()) }}",
                // A 32-bit mask may be written as a negative 32-bit number.
                if *width == 32 {
                    "if (-(1i64 << 31)..0).contains(&v) { v as u32 as u64 } else { v as u64 }"
                } else {
                    "v as u64"
                }
            );
            w!(out, "}}");
            w!(
                out,
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ {} }} }}",
                match (hex, width) {
                    (true, _) => "write!(f, \"{:#x}\", self.value())",
                    (false, 32) => "write!(f, \"{}\", self.value() as u32 as i32)",
                    (false, _) => "write!(f, \"{}\", self.value() as i64)",
                }
            );
        }
        TypeKind::Fpimm8 => {
            w!(out, "#[repr(transparent)] pub struct {name}({st});");
            w!(out, "impl {name} {{");
            w!(out, "/// Legal values, in words.");
            w!(
                out,
                "pub const LEGAL: &'static str = \"±n/16 × 2^e with n in 16..=31 and e in -3..=4\";"
            );
            w!(
                out,
                "/// The float immediate `v`, or an error if 8 bits cannot hold it."
            );
            w!(
                out,
                "#[inline] pub fn new(v: f64) -> Result<Self, support::OperandError> {{ support::encode_fp8(v).map(|r| {name}(r{as_st})).ok_or_else(|| support::OperandError::float({}, v, Self::LEGAL)) }}",
                lit(name)
            );
            w!(out, "/// Its value.");
            w!(
                out,
                "pub fn value(self) -> f64 {{ support::decode_fp8({self_u32}) }}"
            );
            w!(
                out,
                "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}((raw & 255){as_st})) }}"
            );
            raw_method(out, self_u32);
            w!(
                out,
                "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ let v = c.float()?; Self::new(v).map_err(|e| e.to_string()) }}"
            );
            w!(out, "}}");
            w!(
                out,
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ write!(f, \"{{:.8}}\", self.value()) }} }}"
            );
        }
        TypeKind::Wide { width, inverted } => {
            w!(out, "#[repr(transparent)] pub struct {name}({st});");
            w!(out, "impl {name} {{");
            w!(out, "/// Legal values, in words.");
            let what = if *inverted { "the NOT of " } else { "" };
            w!(
                out,
                "pub const LEGAL: &'static str = \"{what}a 16-bit value shifted left by a multiple of 16, within {width} bits\";"
            );
            w!(
                out,
                "/// The move-wide immediate `v`, or an error if no shift of 16 bits produces it."
            );
            w!(
                out,
                "#[inline] pub fn new(v: i64) -> Result<Self, support::OperandError> {{ support::encode_wide(v, {width}, {inverted}).map({name}).ok_or_else(|| support::OperandError::new({}, v, Self::LEGAL)) }}",
                lit(name)
            );
            w!(out, "/// Its value (sign-extended from {width} bits).");
            w!(
                out,
                "pub fn value(self) -> i64 {{ support::decode_wide({self_u32}, {width}, {inverted}) }}"
            );
            if *width == 64 {
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}(raw & 0x3ffff)) }}"
                );
            } else {
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ if raw & 0x3ffff < 0x20000 {{ Some({name}(raw & 0x3ffff)) }} else {{ None }} }}"
                );
            }
            raw_method(out, self_u32);
            w!(
                out,
                "#[inline(always)] fn expr(self) -> i64 {{ self.value() }}"
            );
            parse_number_method(out);
            w!(out, "}}");
            w!(
                out,
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ write!(f, \"{{}}\", self.value()) }} }}"
            );
        }
        TypeKind::Flag { amount } => {
            w!(out, "#[repr(transparent)] pub struct {name}({st});");
            w!(out, "impl {name} {{");
            w!(out, "/// Set (the amount is written out) or not.");
            w!(
                out,
                "#[inline] pub const fn new(set: bool) -> Result<Self, support::OperandError> {{ Ok({name}(set as {st})) }}"
            );
            w!(out, "/// Whether it is set.");
            w!(out, "pub const fn value(self) -> bool {{ self.0 != 0 }}");
            w!(
                out,
                "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}((raw & 1){as_st})) }}"
            );
            raw_method(out, self_u32);
            w!(
                out,
                "#[inline(always)] const fn expr(self) -> i64 {{ self.0 as i64 }}"
            );
            if *amount == 0 {
                w!(
                    out,
                    "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ match c.number()? {{ 0 => Ok({name}(1)), v => Err(format!(\"the amount must be #0, not #{{v}}\")) }} }}"
                );
            } else {
                w!(
                    out,
                    "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ match c.number()? {{ 0 => Ok({name}(0)), {amount} => Ok({name}(1)), v => Err(format!(\"the amount must be #0 or #{amount}, not #{{v}}\")) }} }}"
                );
            }
            w!(out, "}}");
            if *amount == 0 {
                w!(
                    out,
                    "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ f.write_str(\"0\") }} }}"
                );
            } else {
                w!(
                    out,
                    "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ write!(f, \"{{}}\", if self.0 != 0 {{ {amount} }} else {{ 0 }}) }} }}"
                );
            }
        }
    }
}

/// The end of a `parse` over `word`: the other accepted spellings (`(literal, value)`), else
/// the error `message` (a format string over `word`); closes the function and the `impl`.
fn other_spellings(out: &mut String, arms: &[(String, String)], message: &str) {
    if arms.is_empty() {
        w!(out, "Err(format!(\"{message}\")) }} }}");
        return;
    }
    w!(out, "match word {{");
    for (spelling, value) in arms {
        w!(out, "{spelling} => Ok({value}),");
    }
    w!(out, "_ => Err(format!(\"{message}\")),");
    w!(out, "}} }} }}");
}

/// `raw & mask` converted to the storage type `st`.
fn masked_raw(mask: u64, st: &str) -> String {
    if st == "u32" {
        format!("raw & {mask}")
    } else {
        format!("(raw & {mask}) as {st}")
    }
}

/// `raw * scale + offset`, leaving out a scale of 1 and an offset of 0.
fn scaled(raw: &str, scale: u64, offset: i64) -> String {
    let mut e = raw.to_owned();
    if scale != 1 {
        e = format!("{e} * {scale}");
    }
    if offset != 0 {
        e = format!("{e} + {offset}");
    }
    e
}

fn article(name: &str) -> String {
    let first = name.chars().next().unwrap_or('x');
    if "AEFHILMNORSX".contains(first) {
        format!("an {name}")
    } else {
        format!("a {name}")
    }
}

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

fn inst_enum(out: &mut String, isa: &Isa) {
    w!(
        out,
        "/// One instruction: a variant per encoding of the table, holding typed operands that can only be legal. Aliases are spellings of these variants."
    );
    w!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    // The layout `Decoded::inst` assembles variants in (see `layout.rs`); the discriminants
    // are those of `Form`.
    w!(out, "#[repr(u16)]");
    w!(out, "pub enum Inst {{");
    for (i, e) in isa.encodings.iter().enumerate() {
        w!(out, "{}", doc(&format!("{}\n\n`{}`", e.doc, e.asm)));
        w!(out, "{} {{", variant(e));
        for o in &e.operands {
            let t = &isa.types[o.ty];
            let d = if o.doc.is_empty() {
                t.doc.clone()
            } else {
                o.doc.clone()
            };
            w!(out, "{}", doc(&d));
            w!(out, "{}: {},", var(o), t.name);
        }
        w!(out, "}} = {i},");
    }
    w!(out, "}}");
}

/// The expression placing an operand's raw bits (in `raw`) into its fields. An operand type
/// holds only legal values, so its raw bits never exceed its width: a single field as wide as the
/// type takes them unmasked (the hand-written `m << 16 | n << 5 | d`).
fn place(isa: &Isa, e: &Encoding, o: &Operand, raw: &str) -> String {
    let mut shift_down: u32 = o.fields.iter().map(|&i| e.fields[i].width).sum();
    let whole = o.fields.len() == 1 && shift_down == isa.types[o.ty].kind.bits();
    let mut parts = Vec::new();
    for &i in &o.fields {
        let f = &e.fields[i];
        shift_down -= f.width;
        let mask = (1u64 << f.width) - 1;
        let v = if whole {
            raw.to_owned()
        } else if shift_down == 0 {
            format!("({raw} & {mask:#x})")
        } else {
            format!("(({raw} >> {shift_down}) & {mask:#x})")
        };
        parts.push(if f.lo == 0 {
            v
        } else {
            format!("({v} << {})", f.lo)
        });
    }
    parts.join(" | ")
}

/// The expression reading an operand's raw bits from word `w`.
fn extract(e: &Encoding, fields: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut shift_up: u32 = fields.iter().map(|&i| e.fields[i].width).sum();
    for &i in fields {
        let f = &e.fields[i];
        shift_up -= f.width;
        let mask = (1u64 << f.width) - 1;
        let v = if f.lo == 0 {
            format!("(w & {mask:#x})")
        } else {
            format!("((w >> {}) & {mask:#x})", f.lo)
        };
        parts.push(if shift_up == 0 {
            v
        } else {
            format!("({v} << {shift_up})")
        });
    }
    let joined = parts.join(" | ");
    if parts.len() == 1 {
        joined[1..joined.len() - 1].to_owned()
    } else {
        joined
    }
}

fn encode(out: &mut String, isa: &Isa) {
    // One `const fn` per encoding over typed (so already legal) operands: the JIT's fast path,
    // and what `Inst::encode` calls.
    w!(
        out,
        "/// One encoder per encoding of the table: typed operands in, the 32-bit word out. The operand types hold only legal values, so these cannot fail; check run-time values once with the types' `new`."
    );
    w!(out, "pub mod encode {{");
    w!(out, "use super::*;");
    for e in &isa.encodings {
        let params: Vec<String> = e
            .operands
            .iter()
            .map(|o| format!("{}: {}", var(o), isa.types[o.ty].name))
            .collect();
        let mut expr = format!("{:#010x}u32", e.value);
        for o in &e.operands {
            expr.push_str(" | ");
            expr.push_str(&place(isa, e, o, &format!("{}.raw()", var(o))));
        }
        w!(out, "{}", doc(&format!("`{}`: {}", e.asm, e.doc)));
        w!(out, "#[allow(clippy::too_many_arguments)]");
        w!(out, "#[inline(always)]");
        w!(
            out,
            "pub const fn {}({}) -> u32 {{ {expr} }}",
            fn_name(&e.name),
            params.join(", ")
        );
    }
    w!(out, "}}");
    w!(out, "impl Inst {{");
    w!(out, "/// The 32-bit instruction word.");
    w!(out, "#[inline]");
    w!(out, "pub const fn encode(&self) -> u32 {{");
    w!(out, "match *self {{");
    for e in &isa.encodings {
        let binds: Vec<String> = e.operands.iter().map(var).collect();
        w!(
            out,
            "Inst::{v} {{ {b} }} => encode::{f}({b}),",
            v = variant(e),
            b = binds.join(", "),
            f = fn_name(&e.name)
        );
    }
    w!(out, "}} }}");
    w!(out, "/// Which encoding this is.");
    w!(out, "#[inline]");
    w!(out, "pub const fn form(&self) -> Form {{ match self {{");
    for e in &isa.encodings {
        w!(
            out,
            "Inst::{} {{ .. }} => Form::{},",
            variant(e),
            variant(e)
        );
    }
    w!(out, "}} }}");
    // PC-relative targets.
    w!(
        out,
        "/// The PC-relative byte offset this instruction targets, if it has one."
    );
    w!(out, "pub fn target(&self) -> Option<i64> {{ match *self {{");
    for e in &isa.encodings {
        if let Some(o) = pcrel(isa, &e.operands) {
            w!(
                out,
                "Inst::{} {{ {}, .. }} => Some({}.value()),",
                variant(e),
                var(o),
                var(o)
            );
        }
    }
    w!(out, "_ => None }} }}");
    w!(
        out,
        "/// Replaces the PC-relative byte offset; an error names the operand and its legal range, or says the instruction has none."
    );
    w!(
        out,
        "pub fn set_target(&mut self, offset: i64) -> Result<(), support::OperandError> {{ match self {{"
    );
    for e in &isa.encodings {
        if let Some(o) = pcrel(isa, &e.operands) {
            let t = &isa.types[o.ty].name;
            w!(
                out,
                "Inst::{} {{ {}, .. }} => {{ *{} = {t}::new(offset).map_err(|e| e.named({}))?; Ok(()) }}",
                variant(e),
                var(o),
                var(o),
                lit(&o.name)
            );
        }
    }
    w!(
        out,
        "_ => Err(support::OperandError::new(\"target\", offset, \"an instruction with a PC-relative operand\")) }} }}"
    );
    w!(out, "}}");
}

fn pcrel<'a>(isa: &Isa, ops: &'a [Operand]) -> Option<&'a Operand> {
    ops.iter()
        .find(|o| matches!(isa.types[o.ty].kind, TypeKind::Simm { pcrel: true, .. }))
}

fn decode(out: &mut String, isa: &Isa) {
    for e in &isa.encodings {
        w!(out, "#[inline]");
        w!(out, "fn d_{}(w: u32) -> Option<Inst> {{", fn_name(&e.name));
        w!(out, "Some(Inst::{} {{", variant(e));
        for o in &e.operands {
            let t = &isa.types[o.ty];
            w!(
                out,
                "{}: {}::from_raw({})?,",
                var(o),
                t.name,
                extract(e, &o.fields)
            );
        }
        w!(out, "}}) }}");
    }
    trie(out, isa);
}

/// `Decoded::inst`: the variant assembled from the word by the encoding's row of
/// `DECODE_BUILD` (see `layout.rs`), with no branch per encoding; or, when an `Inst` is larger
/// than 16 bytes, the encoding's own decoder.
fn inst_fn(isa: &Isa) -> (String, String) {
    let (mut tables, mut out) = (String::new(), String::new());
    let layout = InstLayout::of(isa);
    let Some(carrier) = layout.carrier_bits() else {
        w!(&mut out, "#[inline] pub fn inst(self) -> Inst {{");
        w!(
            out,
            "match decode_as(self.form as usize, self.word) {{ Some(i) => i, None => unreachable!(\"`Decoded::new` checked every operand of {{:?}} in {{:#010x}}\", self.form, self.word) }} }}"
        );
        return (tables, out);
    };
    let rows: Vec<Vec<u128>> = (0..isa.encodings.len())
        .map(|i| layout.parts(isa, i, carrier))
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let table: Vec<String> = rows
        .iter()
        .map(|parts| {
            let mut p: Vec<String> = parts.iter().map(|p| format!("{p:#x}")).collect();
            p.resize(width, "0".to_owned());
            format!("[{}]", p.join(", "))
        })
        .collect();
    let size = layout.size;
    let int = format!("u{carrier}");
    w!(
        &mut tables,
        "/// Bytes in an `Inst`: a `u16` discriminant, then the variant's operands at their `repr(C)` offsets."
    );
    w!(&mut tables, "const INST_SIZE: usize = {size};");
    w!(
        &mut tables,
        "const _: () = assert!(core::mem::size_of::<Inst>() == INST_SIZE);"
    );
    w!(
        &mut tables,
        "/// By encoding (index in `Form::ALL`): the parts `m | k` assembling its `Inst`, the OR of `w.rotate_left(k) & m` (`k` in the low bits, which `m` leaves to the discriminant)."
    );
    w!(
        &mut tables,
        "static DECODE_BUILD: [[{int}; {width}]; {}] = [{}];",
        rows.len(),
        table.join(", ")
    );
    let bytes = if size == (carrier / 8) as usize {
        "bits.to_le_bytes()".to_owned()
    } else {
        "{ let mut b = [0u8; INST_SIZE]; b.copy_from_slice(&bits.to_le_bytes()[..INST_SIZE]); b }"
            .to_owned()
    };
    // The proof is a doc comment so that it stays in the generated file (plain comments do not
    // survive the token stream).
    w!(
        &mut tables,
        "/// The `Inst` of encoding `form` whose operands `bits` holds at their offsets past the discriminant (the low 16 bits, which are replaced by `form`'s).\n///\n/// Sound for every `form` and `bits`; this is the file's one `unsafe` block. `Inst` is `#[repr(u16)]`, so it is laid out as a union of `#[repr(C)]` structs, one per variant, each starting with the `u16` discriminant (the Rust reference, \"Primitive representation of enums with fields\"), and `INST_SIZE` is its size (asserted above). The low two bytes (little-endian) are `form`'s discriminant, and `Form` and `Inst` have the same discriminants variant for variant (both are generated from the table's list of encodings, `= index`), so they are a valid discriminant of `Inst`. Every field of every variant is a `#[repr(transparent)]` newtype over `u8`, `u16` or `u32`, for which every initialized bit pattern is valid, and every byte of the array is initialized. So the bytes are a valid `Inst`. That the fields hold the operands of a decoded word (and so only legal values, which `Decoded::new` checked) is what the tests check against each encoding's own decoder, over all 2^32 words in the sweep."
    );
    w!(&mut tables, "#[inline(always)]");
    w!(&mut tables, "#[allow(unsafe_code)]");
    w!(
        &mut tables,
        "fn assemble(form: Form, bits: {int}) -> Inst {{"
    );
    w!(&mut tables, "let bits = (bits & !0xffff) | form as {int};");
    w!(
        &mut tables,
        "unsafe {{ core::mem::transmute::<[u8; INST_SIZE], Inst>({bytes}) }} }}"
    );
    w!(&mut out, "#[inline]");
    w!(&mut out, "pub fn inst(self) -> Inst {{");
    w!(&mut out, "let w = self.word as {int};");
    w!(&mut out, "let mut bits: {int} = 0;");
    w!(
        &mut out,
        "for &p in &DECODE_BUILD[self.form as usize] {{ bits |= w.rotate_left(p as u32) & p; }}"
    );
    w!(&mut out, "assemble(self.form, bits) }}");
    (tables, out)
}

/// The decode trie as static tables; `Decoded::new` walking it (a fixed number of table loads,
/// then the encoding's fixed bits and forbidden cubes, checked without a branch per cube); and
/// `Inst::decode` building the typed instruction of the encoding found.
fn trie(out: &mut String, isa: &Isa) {
    let trie = Trie::build(isa);
    let none = isa.encodings.len();
    // A node's entry: `base << BASE | mask << 8 | shift`; the walk's next entry for `w` is
    // `base + ((w >> shift) & mask)`. A leaf (what the walk ends on): an encoding's index (its
    // row of `DECODE_CHECKS`), `none` (the row no word passes), or `LIST | l`.
    let (int, base_at): (&str, u32) = if trie.entries.len() < 1 << 16 {
        ("u32", 16)
    } else {
        ("u64", 32)
    };
    let list_flag: u64 = 1 << (base_at * 2 - 1);
    let node_word = |n: usize| {
        let node = trie.nodes[n];
        (node.base as u64) << base_at | ((1u64 << node.bits) - 1) << 8 | u64::from(node.shift)
    };
    let entries: Vec<String> = trie
        .entries
        .iter()
        .map(|e| {
            let v = match *e {
                Entry::None => none as u64,
                Entry::Form(f) => f as u64,
                Entry::List(l) => list_flag | l as u64,
                Entry::Node(n) => node_word(n),
            };
            format!("{v:#x}")
        })
        .collect();
    // A row: the encoding's fixed bits (its words equal them under the mask) and its forbidden
    // cubes (its words differ from each), padded with `(0, 1)`, which no word equals, to a
    // multiple of four lanes for 128-bit compares.
    let lanes = trie
        .forbidden
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        .next_multiple_of(4);
    let row = |form: &str, (mask, value): (u32, u32), cubes: &[Cube]| {
        let mut masks: Vec<String> = cubes.iter().map(|c| format!("{:#010x}", c.mask)).collect();
        let mut values: Vec<String> = cubes.iter().map(|c| format!("{:#010x}", c.value)).collect();
        masks.resize(lanes, "0".to_owned());
        values.resize(lanes, "1".to_owned());
        format!(
            "DecodeCheck {{ cube_masks: [{}], cube_values: [{}], mask: {mask:#010x}, value: {value:#010x}, form: Form::{form} }}",
            masks.join(", "),
            values.join(", ")
        )
    };
    let mut checks: Vec<String> = isa
        .encodings
        .iter()
        .zip(&trie.forbidden)
        .map(|(e, forbidden)| row(&variant(e), (e.mask, e.value), forbidden))
        .collect();
    if let Some(first) = isa.encodings.first() {
        checks.push(row(&variant(first), (0, 1), &[]));
    }
    w!(
        out,
        "/// Entries every walk of the trie reads (shorter paths pass through nodes that read no bits)."
    );
    w!(out, "const DECODE_DEPTH: usize = {};", trie.depth);
    w!(
        out,
        "/// The root node ({} nodes in all, {} entries).",
        trie.nodes.len(),
        trie.entries.len()
    );
    w!(out, "const DECODE_ROOT: {int} = {:#x};", node_word(0));
    w!(
        out,
        "/// The trie's entries. A node's is `base << {base_at} | mask << 8 | shift`: the next entry for `w` is `base + ((w >> shift) & mask)`. A leaf's is the index of the encoding's row in `DECODE_CHECKS`{}.",
        if trie.lists.is_empty() {
            String::new()
        } else {
            format!(", or `{list_flag:#x} | l` for the encodings of list `l`")
        }
    );
    w!(
        out,
        "static DECODE_ENTRIES: [{int}; {}] = [{}];",
        entries.len(),
        entries.join(", ")
    );
    if !trie.lists.is_empty() {
        let lists: Vec<String> = trie
            .lists
            .iter()
            .map(|l| {
                let rows: Vec<String> = l.iter().map(usize::to_string).collect();
                format!("&[{}]", rows.join(", "))
            })
            .collect();
        w!(
            out,
            "/// Encodings that no bit tells apart (rows of `DECODE_CHECKS`), in table order."
        );
        w!(
            out,
            "static DECODE_LISTS: [&[usize]; {}] = [{}];",
            lists.len(),
            lists.join(", ")
        );
    }
    w!(
        out,
        "/// What an encoding's words satisfy: `w & mask == value` (its fixed bits) and `w & cube_masks[k] != cube_values[k]` for every `k` (the forbidden cubes: values its operands cannot hold)."
    );
    w!(out, "#[repr(C, align(16))]");
    w!(
        out,
        "struct DecodeCheck {{ cube_masks: [u32; {lanes}], cube_values: [u32; {lanes}], mask: u32, value: u32, form: Form }}"
    );
    w!(
        out,
        "/// The checks, by index in `Form::ALL`, then the row no word passes."
    );
    w!(
        out,
        "static DECODE_CHECKS: [DecodeCheck; {}] = [{}];",
        checks.len(),
        checks.join(", ")
    );
    let (tables, inst) = inst_fn(isa);
    out.push_str(&tables);
    w!(
        out,
        "/// A word known to be an instruction of the table: its encoding and the word. Eight bytes, `Copy`; the operands are read from the word when asked for ([`Decoded::inst`] gives the typed [`Inst`]). What `disasm`-style scanning wants: finding the branches in a buffer costs no operand extraction."
    );
    w!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    w!(out, "pub struct Decoded {{ form: Form, word: u32 }}");
    w!(out, "impl Decoded {{");
    w!(
        out,
        "/// Finds the encoding of `w`, checking its fixed bits and that every operand is legal; `None` when no encoding of the table has `w`."
    );
    w!(out, "#[inline]");
    w!(out, "pub fn new(w: u32) -> Option<Decoded> {{");
    w!(out, "let mut e = DECODE_ROOT;");
    let (x, e32) = if int == "u32" {
        ("w", "e")
    } else {
        ("w as u64", "e as u32")
    };
    w!(out, "let x = {x};");
    w!(out, "for _ in 0..DECODE_DEPTH {{");
    w!(
        out,
        "e = DECODE_ENTRIES[((e >> {base_at}) + (x.wrapping_shr({e32}) & ((e >> 8) & 0xff))) as usize];"
    );
    w!(out, "}}");
    if !trie.lists.is_empty() {
        w!(
            out,
            "if e & {list_flag:#x} != 0 {{ return DECODE_LISTS.get((e & {:#x}) as usize)?.iter().find_map(|&r| Self::check(r, w)); }}",
            list_flag - 1
        );
    }
    w!(out, "Self::check(e as usize, w)");
    w!(out, "}}");
    w!(out, "#[inline(always)]");
    w!(out, "fn check(row: usize, w: u32) -> Option<Decoded> {{");
    w!(out, "let c = &DECODE_CHECKS[row];");
    w!(out, "let mut forbidden = false;");
    w!(
        out,
        "for k in 0..{lanes} {{ forbidden |= w & c.cube_masks[k] == c.cube_values[k]; }}"
    );
    w!(
        out,
        "if w & c.mask == c.value && !forbidden {{ Some(Decoded {{ form: c.form, word: w }}) }} else {{ None }}"
    );
    w!(out, "}}");
    w!(out, "/// The encoding.");
    w!(out, "pub const fn form(self) -> Form {{ self.form }}");
    w!(out, "/// The word.");
    w!(out, "pub const fn word(self) -> u32 {{ self.word }}");
    w!(
        out,
        "/// The typed instruction (its operands read from the word)."
    );
    out.push_str(&inst);
    w!(out, "}}");
    w!(
        out,
        "impl fmt::Display for Decoded {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ fmt::Display::fmt(&self.inst(), f) }} }}"
    );
    w!(
        out,
        "/// Decodes `w`, whose fixed bits are those of the encoding with index `form`."
    );
    w!(out, "#[inline(always)]");
    w!(
        out,
        "fn decode_as(form: usize, w: u32) -> Option<Inst> {{ match form {{"
    );
    for (i, e) in isa.encodings.iter().enumerate() {
        w!(out, "{i} => d_{}(w),", fn_name(&e.name));
    }
    w!(out, "_ => None }} }}");
    w!(out, "impl Inst {{");
    w!(
        out,
        "/// Decodes a word into the instruction of the table that matches it, if any (its `Display` then prints the spelling LLVM prints, alias included)."
    );
    w!(out, "#[inline]");
    w!(
        out,
        "pub fn decode(w: u32) -> Option<Inst> {{ Decoded::new(w).map(Decoded::inst) }}"
    );
    w!(out, "}}");
}

/// Rust for an alias expression over the word `w`'s fields of `base` (`f_NAME` locals).
fn field_locals(base: &Encoding, names: &[NameRef]) -> String {
    let mut s = String::new();
    let mut done = Vec::new();
    for n in names {
        if let NameRef::Field(i) = n
            && !done.contains(i)
        {
            done.push(*i);
            let _ = write!(
                s,
                "let f_{} = ({}) as i64;",
                fn_name(&base.fields[*i].name),
                extract(base, &[*i])
            );
        }
    }
    s
}

fn alias_field_name(base: &Encoding) -> impl Fn(NameRef) -> String + '_ {
    move |n| match n {
        NameRef::Field(i) => format!("f_{}", fn_name(&base.fields[i].name)),
        NameRef::Operand(i) => format!("op{i}"),
    }
}

fn aliases(out: &mut String, isa: &Isa) {
    for a in &isa.aliases {
        let base = &isa.encodings[a.of];
        let name = fn_name(&a.name);
        // Operand extraction: the alias's operands when it applies to word `w`.
        let tys: Vec<String> = a
            .operands
            .iter()
            .map(|o| isa.types[o.ty].name.clone())
            .collect();
        w!(
            out,
            "/// The operands of alias `{}` when it is the spelling of `w`.",
            a.name
        );
        w!(out, "#[allow(clippy::unnecessary_cast, unused_parens)]");
        let tuple = if tys.is_empty() {
            "()".to_owned()
        } else {
            format!("({},)", tys.join(", "))
        };
        w!(out, "fn o_{name}(w: u32) -> Option<{tuple}> {{");
        let mut names = Vec::new();
        if let Some(when) = &a.when {
            when.names(&mut names);
        }
        for o in &a.operands {
            if let Some(d) = &o.decode {
                d.names(&mut names);
            }
        }
        let mut set_mask = 0u32;
        let mut set_value = 0u32;
        for (i, v) in &a.set {
            let f = &base.fields[*i];
            set_mask |= f.mask();
            set_value |= v << f.lo;
        }
        if set_mask != 0 {
            w!(
                out,
                "if w & {set_mask:#010x} != {set_value:#010x} {{ return None; }}"
            );
        }
        w!(out, "{}", field_locals(base, &names));
        if let Some(when) = &a.when {
            w!(
                out,
                "if {} {{ return None; }}",
                when.negated_rust(&alias_field_name(base))
            );
        }
        let mut vals = Vec::new();
        for (k, o) in a.operands.iter().enumerate() {
            let t = &isa.types[o.ty];
            match &o.decode {
                Some(d) => {
                    let v = d.to_rust_bare(&alias_field_name(base));
                    if matches!(
                        t.kind,
                        TypeKind::Uimm { .. } | TypeKind::Simm { .. } | TypeKind::Wide { .. }
                    ) {
                        w!(out, "let v{k} = {}::new({v}).ok()?;", t.name);
                    } else {
                        w!(
                            out,
                            "let v{k} = {}::from_raw(u32::try_from({v}).ok()?)?;",
                            t.name
                        );
                    }
                }
                None => w!(
                    out,
                    "let v{k} = {}::from_raw({})?;",
                    t.name,
                    extract(base, &o.fields)
                ),
            }
            vals.push(format!("v{k}"));
        }
        if vals.is_empty() {
            w!(out, "Some(()) }}");
        } else {
            w!(out, "Some(({},)) }}", vals.join(", "));
        }
        // Building: typed operands to the base instruction.
        let params: Vec<String> = a
            .operands
            .iter()
            .enumerate()
            .map(|(k, o)| format!("op{k}_t: {}", isa.types[o.ty].name))
            .collect();
        w!(out, "/// Builds alias `{}` from typed operands.", a.name);
        w!(
            out,
            "#[allow(clippy::unnecessary_cast, unused_parens, clippy::identity_op)]"
        );
        w!(
            out,
            "fn b_{name}({}) -> Result<Inst, support::OperandError> {{",
            params.join(", ")
        );
        let mut used = Vec::new();
        for (_, e) in &a.encode {
            e.names(&mut used);
        }
        if let Some(r) = &a.requires {
            r.names(&mut used);
        }
        for (k, _) in a.operands.iter().enumerate() {
            if used.contains(&NameRef::Operand(k)) {
                w!(out, "let op{k} = op{k}_t.expr();");
            }
        }
        if let Some(r) = &a.requires {
            w!(
                out,
                "if {} {{ return Err(support::OperandError::new({}, 0, {})); }}",
                r.negated_rust(&alias_field_name(base)),
                lit(&a.name),
                lit(&format!("operands that `{}` accepts", a.asm))
            );
        }
        w!(
            out,
            "#[allow(unused_mut)] let mut w: u32 = {:#010x} | {set_value:#010x};",
            base.value
        );
        for (k, o) in a.operands.iter().enumerate() {
            if !o.fields.is_empty() {
                w!(
                    out,
                    "w |= {};",
                    place(isa, base, o, &format!("op{k}_t.raw()"))
                );
            }
        }
        for (i, e) in &a.encode {
            let f = &base.fields[*i];
            let max = (1i64 << f.width) - 1;
            w!(
                out,
                "let v: i64 = {};",
                e.to_rust_bare(&alias_field_name(base))
            );
            w!(
                out,
                "if !(0..={max}).contains(&v) {{ return Err(support::OperandError::new({}, v, \"0..={max}\")); }}",
                lit(&format!("{} (field {} of {})", a.name, f.name, base.name))
            );
            w!(out, "w |= (v as u32) << {};", f.lo);
        }
        w!(
            out,
            "d_{}(w).ok_or_else(|| support::OperandError::new({}, w as i64, \"operands that {} can encode\")) }}",
            fn_name(&base.name),
            lit(&a.name),
            base.name
        );
    }
    // The Alias enum and Inst::alias.
    w!(
        out,
        "/// An alias of the table: another spelling of an encoding."
    );
    w!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    if !isa.aliases.is_empty() {
        w!(out, "#[repr(u16)]");
    }
    w!(out, "pub enum Alias {{");
    for a in &isa.aliases {
        w!(out, "{}", doc(&format!("{}\n\n`{}`", a.doc, a.asm)));
        w!(out, "{},", camel(&a.name));
    }
    w!(out, "}}");
    w!(out, "impl Inst {{");
    w!(
        out,
        "/// The alias LLVM prints for this instruction, if any."
    );
    w!(out, "pub fn alias(&self) -> Option<Alias> {{");
    w!(out, "match self {{");
    for e in 0..isa.encodings.len() {
        let list: Vec<&Alias> = isa
            .aliases
            .iter()
            .filter(|a| a.of == e && a.print)
            .collect();
        if list.is_empty() {
            continue;
        }
        w!(
            out,
            "Inst::{} {{ .. }} => {{ let w = self.encode();",
            variant(&isa.encodings[e])
        );
        for a in list {
            w!(
                out,
                "if o_{}(w).is_some() {{ return Some(Alias::{}); }}",
                fn_name(&a.name),
                camel(&a.name)
            );
        }
        w!(out, "None }}");
    }
    w!(out, "_ => None }} }} }}");
}

/// Statements printing `pieces`; operand `k` is the expression `ops[k]`.
fn print_pieces(isa: &Isa, operands: &[Operand], pieces: &[Piece], ops: &[String]) -> String {
    let mut s = String::new();
    for p in pieces {
        match p {
            Piece::Text(t) => {
                let _ = write!(s, "f.write_str({})?;", lit(t));
            }
            Piece::Operand(k) => {
                let _ = write!(s, "fmt::Display::fmt(&{}, f)?;", ops[*k]);
            }
            Piece::Optional(g) => {
                let cond = group_condition(isa, operands, g, ops);
                let _ = write!(s, "if {cond} {{ {} }}", print_pieces(isa, operands, g, ops));
            }
        }
    }
    s
}

fn group_condition(isa: &Isa, operands: &[Operand], g: &[Piece], ops: &[String]) -> String {
    let mut conds = Vec::new();
    fn collect(p: &[Piece], out: &mut Vec<usize>) {
        for x in p {
            match x {
                Piece::Operand(k) => out.push(*k),
                Piece::Optional(g) => collect(g, out),
                Piece::Text(_) => {}
            }
        }
    }
    let mut ks = Vec::new();
    collect(g, &mut ks);
    for k in ks {
        match isa.types[operands[k].ty].default {
            Some(d) => conds.push(format!("{}.raw() != {d}", ops[k])),
            None => return "true".into(),
        }
    }
    if conds.is_empty() {
        "true".into()
    } else {
        conds.join(" || ")
    }
}

fn display(out: &mut String, isa: &Isa) {
    w!(out, "impl fmt::Display for Inst {{");
    w!(
        out,
        "/// LLVM's spelling: the preferred alias when one applies."
    );
    w!(
        out,
        "fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{"
    );
    w!(out, "match *self {{");
    for (ei, e) in isa.encodings.iter().enumerate() {
        let binds: Vec<String> = e.operands.iter().map(var).collect();
        w!(out, "Inst::{} {{ {} }} => {{", variant(e), binds.join(", "));
        let list: Vec<&Alias> = isa
            .aliases
            .iter()
            .filter(|a| a.of == ei && a.print)
            .collect();
        if !list.is_empty() {
            w!(out, "let w = self.encode();");
        }
        for a in list {
            let ops: Vec<String> = (0..a.operands.len()).map(|k| format!("a.{k}")).collect();
            w!(
                out,
                "if let Some({}) = o_{}(w) {{ {} return Ok(()); }}",
                if a.operands.is_empty() { "()" } else { "a" },
                fn_name(&a.name),
                print_pieces(isa, &a.operands, &a.template, &ops)
            );
        }
        let ops: Vec<String> = binds.clone();
        w!(
            out,
            "{} Ok(()) }}",
            print_pieces(isa, &e.operands, &e.template, &ops)
        );
    }
    w!(out, "}} }} }}");
}

/// Statements matching `pieces` at cursor `c`, filling `Option` locals `pN`. Failure breaks out
/// of the block labelled `fail` with an error; within an optional group, out of the group.
fn parse_pieces(
    isa: &Isa,
    operands: &[Operand],
    pieces: &[Piece],
    label: &str,
    group: bool,
) -> String {
    let mut s = String::new();
    let fail = |msg: &str| {
        if group {
            format!("break '{label} false;")
        } else {
            format!("return Err(support::Fail::new(c.pos(), {msg}));")
        }
    };
    for p in pieces {
        match p {
            Piece::Text(t) => {
                for ch in t.chars() {
                    match ch {
                        ' ' => s.push_str("c.skip_ws();"),
                        '#' => s.push_str("c.skip_ws(); c.eat(b'#');"),
                        ch => {
                            let byte = if ch == '\'' || ch == '\\' || !ch.is_ascii() {
                                format!("{}u8", ch as u32)
                            } else {
                                format!("b'{ch}'")
                            };
                            let _ = write!(
                                s,
                                "c.skip_ws(); if !c.eat({byte}) {{ {} }}",
                                fail(&format!("String::from({:?})", format!("expected `{ch}`")))
                            );
                        }
                    }
                }
            }
            Piece::Operand(k) => {
                let t = &isa.types[operands[*k].ty];
                let err = if group {
                    format!("break '{label} false")
                } else {
                    format!(
                        "return Err(support::Fail::new(at, format!(\"operand `{}`: {{e}}\")))",
                        operands[*k].name
                    )
                };
                let _ = write!(
                    s,
                    "c.skip_ws(); let at = c.pos(); let _ = at; match {}::parse(c) {{ Ok(v) => p{k} = Some(v), Err(e) => {{ let _ = &e; {err} }} }}",
                    t.name
                );
            }
            Piece::Optional(g) => {
                let inner_label = format!("{label}g");
                let mut ks = Vec::new();
                fn collect(p: &[Piece], out: &mut Vec<usize>) {
                    for x in p {
                        match x {
                            Piece::Operand(k) => out.push(*k),
                            Piece::Optional(g) => collect(g, out),
                            Piece::Text(_) => {}
                        }
                    }
                }
                collect(g, &mut ks);
                let reset: String = ks.iter().map(|k| format!("p{k} = None;")).collect();
                let _ = write!(
                    s,
                    "let save = c.pos(); let ok = '{inner_label}: {{ {} true }}; if !ok {{ c.set_pos(save); {reset} }}",
                    parse_pieces(isa, operands, g, &inner_label, true)
                );
            }
        }
    }
    s
}

/// A parse function for a template; `build` turns the typed locals `vN` into an `Inst` result.
fn parse_fn(
    isa: &Isa,
    name: &str,
    operands: &[Operand],
    template: &[Piece],
    build: &str,
) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "#[allow(unused_mut, unused_variables, unused_assignments, clippy::never_loop, clippy::redundant_pattern_matching)] fn {name}(c: &mut support::Cursor<'_>) -> Result<Inst, support::Fail> {{"
    );
    for (k, o) in operands.iter().enumerate() {
        let _ = write!(s, "let mut p{k}: Option<{}> = None;", isa.types[o.ty].name);
    }
    s.push_str(&parse_pieces(isa, operands, template, "g", false));
    s.push_str("c.skip_ws(); if !c.at_end() { return Err(support::Fail::new(c.pos(), String::from(\"unexpected text after the instruction\"))); }");
    for (k, o) in operands.iter().enumerate() {
        let t = &isa.types[o.ty];
        match t.default {
            Some(d) => {
                let _ = write!(
                    s,
                    "let v{k} = match p{k} {{ Some(v) => v, None => match {}::from_raw({d}) {{ Some(v) => v, None => return Err(support::Fail::new(c.pos(), String::from(\"no default\"))) }} }};",
                    t.name
                );
            }
            None => {
                let _ = write!(
                    s,
                    "let Some(v{k}) = p{k} else {{ return Err(support::Fail::new(c.pos(), String::from(\"missing operand `{}`\"))); }};",
                    o.name
                );
            }
        }
    }
    s.push_str(build);
    s.push('}');
    s
}

fn parse(out: &mut String, isa: &Isa) {
    let mut by_mnemonic: Vec<(String, Vec<String>)> = Vec::new();
    let mut add = |m: String, f: String| match by_mnemonic.iter_mut().find(|(k, _)| *k == m) {
        Some((_, v)) => v.push(f),
        None => by_mnemonic.push((m, vec![f])),
    };
    for e in &isa.encodings {
        let name = format!("q_{}", fn_name(&e.name));
        let fields: Vec<String> = e
            .operands
            .iter()
            .enumerate()
            .map(|(k, o)| format!("{}: v{k}", var(o)))
            .collect();
        let build = format!("Ok(Inst::{} {{ {} }})", variant(e), fields.join(", "));
        w!(
            out,
            "{}",
            parse_fn(isa, &name, &e.operands, &e.template, &build)
        );
        add(e.mnemonic(), name);
    }
    for a in &isa.aliases {
        let name = format!("q_{}", fn_name(&a.name));
        let args: Vec<String> = (0..a.operands.len()).map(|k| format!("v{k}")).collect();
        let build = format!(
            "b_{}({}).map_err(|e| support::Fail::new(c.pos(), e.to_string()))",
            fn_name(&a.name),
            args.join(", ")
        );
        w!(
            out,
            "{}",
            parse_fn(isa, &name, &a.operands, &a.template, &build)
        );
        add(super::model::mnemonic(&a.template), name);
    }
    w!(
        out,
        "type ParseFn = fn(&mut support::Cursor<'_>) -> Result<Inst, support::Fail>;"
    );
    w!(
        out,
        "/// The parse functions of every encoding and alias spelt with `mnemonic`, in table order."
    );
    w!(
        out,
        "fn candidates(mnemonic: &str) -> &'static [ParseFn] {{ match mnemonic {{"
    );
    for (m, fs) in &by_mnemonic {
        w!(out, "{} => &[{}],", lit(m), fs.join(", "));
    }
    w!(out, "_ => &[] }} }}");
    w!(out, "/// Every mnemonic the parser knows.");
    let ms: Vec<String> = by_mnemonic.iter().map(|(m, _)| lit(m)).collect();
    w!(out, "pub const MNEMONICS: &[&str] = &[{}];", ms.join(", "));
    w!(out, "impl core::str::FromStr for Inst {{");
    w!(out, "type Err = support::ParseError;");
    w!(
        out,
        "/// Parses one instruction in LLVM syntax, aliases included."
    );
    w!(
        out,
        "fn from_str(s: &str) -> Result<Inst, support::ParseError> {{ support::parse_with(s, candidates) }}"
    );
    w!(out, "}}");
}

fn constructors(out: &mut String, isa: &Isa) {
    w!(out, "impl Inst {{");
    let mut emit = |name: &str, docs: &str, operands: &[Operand], body: &str| {
        let mut params = Vec::new();
        let mut conv = String::new();
        for o in operands {
            let t = &isa.types[o.ty];
            params.push(format!("{}: {}", var(o), value_type(t)));
            if takes_value(t) {
                let _ = write!(
                    conv,
                    "let {v} = {}::new({v}).map_err(|e| e.named({}))?;",
                    t.name,
                    lit(&o.name),
                    v = var(o)
                );
            }
        }
        w!(out, "{}", doc(docs));
        w!(out, "#[allow(clippy::too_many_arguments)]");
        w!(out, "#[inline]");
        w!(
            out,
            "pub fn {name}({}) -> Result<Inst, support::OperandError> {{ {conv} {body} }}",
            params.join(", ")
        );
    };
    for e in &isa.encodings {
        let fields: Vec<String> = e.operands.iter().map(var).collect();
        let body = format!("Ok(Inst::{} {{ {} }})", variant(e), fields.join(", "));
        let docs = format!(
            "`{}`: {}\n\nAn immediate outside its legal range is an error naming the operand.",
            e.asm, e.doc
        );
        emit(&fn_name(&e.name), &docs, &e.operands, &body);
    }
    for a in &isa.aliases {
        let args: Vec<String> = a.operands.iter().map(var).collect();
        let body = format!("b_{}({})", fn_name(&a.name), args.join(", "));
        let docs = format!(
            "`{}` (alias of `{}`): {}",
            a.asm, isa.encodings[a.of].name, a.doc
        );
        emit(&fn_name(&a.name), &docs, &a.operands, &body);
    }
    w!(out, "}}");
}

fn metadata(out: &mut String, isa: &Isa) {
    w!(out, "/// Which encoding an instruction is.");
    w!(
        out,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]"
    );
    w!(out, "#[repr(u16)]");
    w!(out, "pub enum Form {{");
    for (i, e) in isa.encodings.iter().enumerate() {
        w!(out, "{}", doc(&format!("`{}`", e.asm)));
        w!(out, "{} = {i},", variant(e));
    }
    w!(out, "}}");
    w!(out, "impl Form {{");
    w!(out, "/// Every encoding, in table order.");
    let all: Vec<String> = isa
        .encodings
        .iter()
        .map(|e| format!("Form::{}", variant(e)))
        .collect();
    w!(
        out,
        "pub const ALL: &'static [Form] = &[{}];",
        all.join(", ")
    );
    w!(out, "/// Its row of [`FORMS`].");
    w!(
        out,
        "pub fn info(self) -> &'static FormInfo {{ &FORMS[self as usize] }}"
    );
    w!(out, "/// Decodes `w` as this encoding only.");
    w!(
        out,
        "pub fn decode(self, w: u32) -> Option<Inst> {{ let info = self.info(); if w & info.mask != info.value {{ return None; }} decode_as(self as usize, w) }} }}"
    );
    w!(out, "/// Every alias, in table order.");
    let all: Vec<String> = isa
        .aliases
        .iter()
        .map(|a| format!("Alias::{}", camel(&a.name)))
        .collect();
    w!(
        out,
        "impl Alias {{ /// Every alias, in table order.\n pub const ALL: &'static [Alias] = &[{}];",
        all.join(", ")
    );
    w!(out, "/// Its row of [`ALIASES`].");
    w!(
        out,
        "pub fn info(self) -> &'static AliasInfo<Form> {{ &ALIASES[self as usize] }} }}"
    );
    w!(
        out,
        "/// Every encoding of the table: name, doc, template, fixed bits and fields."
    );
    w!(out, "pub static FORMS: &[FormInfo] = &[");
    for e in &isa.encodings {
        let fields: Vec<String> = e
            .fields
            .iter()
            .map(|f| {
                format!(
                    "FieldInfo {{ name: {}, lo: {}, width: {} }}",
                    lit(&f.name),
                    f.lo,
                    f.width
                )
            })
            .collect();
        w!(
            out,
            "FormInfo {{ name: {}, doc: {}, asm: {}, mnemonic: {}, mask: {:#010x}, value: {:#010x}, fields: &[{}] }},",
            lit(&e.name),
            lit(&e.doc),
            lit(&e.asm),
            lit(&e.mnemonic()),
            e.mask,
            e.value,
            fields.join(", ")
        );
    }
    w!(out, "];");
    w!(
        out,
        "/// Every alias of the table: name, doc, template, its encoding, whether LLVM prints it, and the fields it fixes."
    );
    w!(out, "pub static ALIASES: &[AliasInfo<Form>] = &[");
    for a in &isa.aliases {
        let base = &isa.encodings[a.of];
        let (mut m, mut v) = (0u32, 0u32);
        for (i, x) in &a.set {
            m |= base.fields[*i].mask();
            v |= x << base.fields[*i].lo;
        }
        w!(
            out,
            "AliasInfo {{ name: {}, doc: {}, asm: {}, mnemonic: {}, of: Form::{}, printed: {}, set_mask: {m:#010x}, set_value: {v:#010x} }},",
            lit(&a.name),
            lit(&a.doc),
            lit(&a.asm),
            lit(&super::model::mnemonic(&a.template)),
            variant(base),
            a.print
        );
    }
    w!(out, "];");
}
