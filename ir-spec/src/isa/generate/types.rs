//! The operand types: one newtype per register class and operand type of the table, holding
//! only legal values, with its constants, checked `new`, value, printing and parsing.

use super::*;

pub(super) fn types(out: &mut String, isa: &Isa, t: &OperandType) {
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
pub(super) fn other_spellings(out: &mut String, arms: &[(String, String)], message: &str) {
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
pub(super) fn masked_raw(mask: u64, st: &str) -> String {
    if st == "u32" {
        format!("raw & {mask}")
    } else {
        format!("(raw & {mask}) as {st}")
    }
}

/// `raw * scale + offset`, leaving out a scale of 1 and an offset of 0.
pub(super) fn scaled(raw: &str, scale: u64, offset: i64) -> String {
    let mut e = raw.to_owned();
    if scale != 1 {
        e = format!("{e} * {scale}");
    }
    if offset != 0 {
        e = format!("{e} + {offset}");
    }
    e
}

pub(super) fn article(name: &str) -> String {
    let first = name.chars().next().unwrap_or('x');
    if "AEFHILMNORSX".contains(first) {
        format!("an {name}")
    } else {
        format!("a {name}")
    }
}

pub(super) fn lit_text(doc: &str, name: &str) -> String {
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
