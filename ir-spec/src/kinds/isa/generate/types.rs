//! The operand types: one newtype per register class and operand type of the table, holding
//! only legal values, with its constants, checked `new`, value, printing and parsing. A register
//! class's spellings, count and field come from the table; a codec kind's pieces from its codec.

use super::*;
use crate::front::codec::{CodecType, RustType};

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
        TypeKind::Reg { class: c, bits } => {
            let class = &isa.registers[*c];
            w!(out, "#[repr(transparent)] pub struct {name}(u8);");
            let names: Vec<String> = (0..class.count).map(|i| class.spelling(i)).collect();
            let legal = class.legal_text();
            let total = t.kind.is_total(&isa.registers);
            w!(out, "impl {name} {{");
            for (i, n) in names.iter().enumerate() {
                if !class.legal(i as u64) {
                    continue;
                }
                w!(out, "/// `{n}`.");
                w!(
                    out,
                    "pub const {}: {name} = {name}({i});",
                    super::register_const(n)
                );
            }
            w!(out, "/// The spelling of each register number.");
            w!(
                out,
                "pub const NAMES: [&'static str; {}] = [{}];",
                names.len(),
                names.iter().map(|n| lit(n)).collect::<Vec<_>>().join(", ")
            );
            let (lo, hi) = legal.split_once("..=").unwrap_or(("0", "0"));
            let hi = hi.split(' ').next().unwrap_or(hi);
            w!(
                out,
                "/// Register `n` ({lo} to {hi}), or an error naming the legal range."
            );
            let first = class.offset;
            let end = class.offset + class.count;
            let mut cond = if first == 0 {
                format!("n < {end}")
            } else {
                format!("n >= {first} && n < {end}")
            };
            for x in &class.exclude {
                cond.push_str(&format!(" && n != {x}"));
            }
            let (stored, _) = stored_number(first);
            w!(
                out,
                "#[inline] pub const fn new(n: u8) -> Result<Self, support::OperandError> {{ if {cond} {{ Ok({name}({stored})) }} else {{ Err(support::OperandError::new({}, n as i64, {})) }} }}",
                lit(name),
                lit(&legal)
            );
            w!(out, "/// The register number ({lo} to {hi}).");
            if first == 0 {
                w!(out, "pub const fn index(self) -> u8 {{ self.0 }}");
            } else {
                w!(out, "pub const fn index(self) -> u8 {{ self.0 + {first} }}");
            }
            w!(out, "/// Its spelling.");
            let mask = (1u64 << bits) - 1;
            if class.count == 1 << bits {
                w!(
                    out,
                    "pub const fn name(self) -> &'static str {{ Self::NAMES[self.0 as usize & {mask}] }}"
                );
            } else {
                w!(
                    out,
                    "pub const fn name(self) -> &'static str {{ Self::NAMES[self.0 as usize] }}"
                );
            }
            if total {
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}((raw & {mask}) as u8)) }}"
                );
            } else {
                let mut cond = format!("raw < {}", class.count);
                for x in &class.exclude {
                    cond.push_str(&format!(" && raw != {}", x - first));
                }
                w!(
                    out,
                    "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ if {cond} {{ Some({name}(raw as u8)) }} else {{ None }} }}"
                );
            }
            w!(
                out,
                "#[inline(always)] const fn raw(self) -> u32 {{ {self_u32} }}"
            );
            if first == 0 {
                w!(
                    out,
                    "#[inline(always)] const fn expr(self) -> i64 {{ self.0 as i64 }}"
                );
            } else {
                w!(
                    out,
                    "#[inline(always)] const fn expr(self) -> i64 {{ self.index() as i64 }}"
                );
            }
            w!(
                out,
                "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{"
            );
            w!(out, "let word = c.word();");
            // A register spelt as the prefix and its number is found by reading the number (no
            // search, no string compared); the other spellings by one `match`.
            let regular: Vec<u32> = (0..class.count)
                .filter(|&i| {
                    class.legal(u64::from(i))
                        && !class.prefix.is_empty()
                        && names[i as usize] == format!("{}{}", class.prefix, i + first)
                })
                .map(|i| i + first)
                .collect();
            if !regular.is_empty() {
                let (_, index) = stored_number(first);
                w!(
                    out,
                    "if let Some(n) = support::numbered(word, {}) && matches!(n, {}) {{ return Ok({name}({index})); }}",
                    lit(&class.prefix),
                    ranges(&regular)
                );
            }
            let mut arms: Vec<(String, String)> = Vec::new();
            for (i, n) in names.iter().enumerate() {
                let i = i as u32;
                if class.legal(u64::from(i))
                    && !regular.contains(&(i + first))
                    && !arms.iter().any(|(a, _)| *a == lit(n))
                {
                    arms.push((lit(n), format!("{name}({i})")));
                }
            }
            for (a, n) in &class.also {
                if class.legal(u64::from(n - first)) && !arms.iter().any(|(x, _)| *x == lit(a)) {
                    arms.push((lit(a), format!("{name}({})", n - first)));
                }
            }
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
            number_prefix,
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
                    match contiguous(values.iter().map(|(_, v)| *v)) {
                        Some((lo, hi)) if hi > lo => format!("{lo}..={hi}"),
                        _ => arms.join(" | "),
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
                let starts = if number_prefix.is_empty() {
                    "c.peek().is_some_and(|b| b.is_ascii_digit())"
                } else {
                    "c.peek() == Some(b'#')"
                };
                w!(
                    out,
                    "if {starts} {{ let v = c.number()?; return u32::try_from(v).ok().and_then(|v| Self::new(v).ok()).ok_or_else(|| c.why(|| format!(\"{number_prefix}{{v}} is out of range 0..={mask}\"))); }}"
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
                "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ match self.name() {{ Some(n) => f.write_str(n), None => write!(f, \"{number_prefix}{{}}\", self.0) }} }} }}"
            );
        }
        TypeKind::Uimm(u) => {
            let (bits, scale, offset) = (&u.bits, &u.scale, &u.offset);
            let (min, max, hex) = (&u.min, &u.max, &u.hex);
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
            if t.kind.is_total(&isa.registers) {
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
        TypeKind::Codec(c) => codec_type(out, t, c, st),
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
                    "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ match c.number()? {{ 0 => Ok({name}(1)), v => Err(c.why(|| format!(\"the amount must be #0, not #{{v}}\"))) }} }}"
                );
            } else {
                w!(
                    out,
                    "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ match c.number()? {{ 0 => Ok({name}(0)), {amount} => Ok({name}(1)), v => Err(c.why(|| format!(\"the amount must be #0 or #{amount}, not #{{v}}\"))) }} }}"
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

/// An operand type of a codec kind: the frame of the newtype around the codec's pieces.
fn codec_type(out: &mut String, t: &OperandType, c: &CodecType, st: &str) {
    let name = &t.name;
    let r = c.codec.rust(&c.params, RustType { name, storage: st });
    let vt = &r.value_type;
    let (as_st, self_u32) = if st == "u32" {
        (String::new(), "self.0")
    } else {
        (format!(" as {st}"), "self.0 as u32")
    };
    w!(out, "#[repr(transparent)] pub struct {name}({st});");
    w!(out, "impl {name} {{");
    w!(out, "/// Legal values, in words.");
    w!(out, "pub const LEGAL: &'static str = {};", lit(&r.legal));
    w!(out, "/// {}", r.new_doc);
    let wrap = if as_st.is_empty() {
        name.clone()
    } else {
        format!("|r| {name}(r{as_st})")
    };
    let error = match vt.as_str() {
        "f64" => format!(
            "support::OperandError::float({}, v, Self::LEGAL)",
            lit(name)
        ),
        "i64" => format!("support::OperandError::new({}, v, Self::LEGAL)", lit(name)),
        _ => format!(
            "support::OperandError::new({}, v as i64, Self::LEGAL)",
            lit(name)
        ),
    };
    w!(
        out,
        "#[inline] pub fn new(v: {vt}) -> Result<Self, support::OperandError> {{ {}.map({wrap}).ok_or_else(|| {error}) }}",
        r.encode
    );
    w!(out, "/// {}", r.value_doc);
    w!(out, "pub fn value(self) -> {vt} {{ {} }}", r.decode);
    match &r.legal_raw {
        Some(legal) => w!(
            out,
            "#[inline(always)] fn from_raw(raw: u32) -> Option<Self> {{ {legal}.then_some({name}(raw{as_st})) }}"
        ),
        None => {
            let mask = (1u64 << t.kind.bits()) - 1;
            let masked = if st == "u32" {
                format!("raw & {mask:#x}")
            } else {
                masked_raw(mask, st)
            };
            w!(
                out,
                "#[inline(always)] const fn from_raw(raw: u32) -> Option<Self> {{ Some({name}({masked})) }}"
            )
        }
    }
    raw_method(out, self_u32);
    if let Some(e) = &r.expr {
        w!(out, "#[inline(always)] fn expr(self) -> i64 {{ {e} }}");
    }
    w!(
        out,
        "fn parse(c: &mut support::Cursor<'_>) -> Result<Self, String> {{ {} Self::new(v).map_err(|e| c.why(|| e.to_string())) }}",
        r.parse
    );
    w!(out, "}}");
    w!(
        out,
        "impl fmt::Display for {name} {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ {} }} }}",
        r.display
    );
}

/// `values` (ascending) as a pattern of inclusive ranges: `0..=30 | 32`.
fn ranges(values: &[u32]) -> String {
    let parts: Vec<String> = consecutive(values)
        .into_iter()
        .map(|(lo, hi)| {
            if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}..={hi}")
            }
        })
        .collect();
    parts.join(" | ")
}

/// The end of a `parse` over `word`: the other accepted spellings (`(literal, value)`), else
/// the error `message` (a format string over `word`); closes the function and the `impl`.
pub(super) fn other_spellings(out: &mut String, arms: &[(String, String)], message: &str) {
    if arms.is_empty() {
        w!(out, "Err(c.why(|| format!(\"{message}\"))) }} }}");
        return;
    }
    w!(out, "match word {{");
    for (spelling, value) in arms {
        w!(out, "{spelling} => Ok({value}),");
    }
    w!(out, "_ => Err(c.why(|| format!(\"{message}\"))),");
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

/// Register number `n` as a class whose first number is `first` stores it (`n` less `first`),
/// written for an `n` of the stored type and for a wider `n` cast to `u8`.
fn stored_number(first: u32) -> (String, String) {
    if first == 0 {
        ("n".to_owned(), "n as u8".to_owned())
    } else {
        (format!("n - {first}"), format!("(n - {first}) as u8"))
    }
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
