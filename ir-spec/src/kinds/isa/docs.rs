//! The machine reference: owns rendering a checked [`Isa`] as Markdown with the tera template
//! shipped in `ir-spec/templates/isa.md.tera`: its register classes, its operand types with their
//! legal values, every encoding with its bit pattern and assembly template, and every alias with
//! what it fixes and when LLVM prints it.

use serde::Serialize;

use super::expr::NameRef;
use super::model::{Encoding, Isa, OperandType, TypeKind};
use crate::front::docs::{DocError, cell};

/// The template, compiled into the crate.
pub const TEMPLATE: &str = include_str!("../../../templates/isa.md.tera");

#[derive(Serialize)]
struct View {
    source: String,
    name: String,
    doc: String,
    registers: Vec<RegisterView>,
    types: Vec<TypeView>,
    encodings: Vec<EncodingView>,
    expansions: Vec<ExpansionView>,
    aliases: Vec<AliasView>,
}

#[derive(Serialize)]
struct RegisterView {
    name: String,
    spelling: String,
    named: String,
    doc: String,
}

#[derive(Serialize)]
struct TypeView {
    name: String,
    kind: String,
    bits: u32,
    legal: String,
    doc: String,
}

#[derive(Serialize)]
struct EncodingView {
    name: String,
    asm: String,
    bits: String,
    doc: String,
}

#[derive(Serialize)]
struct ExpansionView {
    name: String,
    expands: String,
    when: String,
    compress_when: String,
    also: String,
}

#[derive(Serialize)]
struct AliasView {
    name: String,
    asm: String,
    of: String,
    fixes: String,
    when: String,
    doc: String,
}

/// An encoding's bits (16 or 32), most significant first: runs of fixed bits as `0`/`1`, fields
/// as `name:width`, separated by spaces.
pub fn bit_pattern(e: &Encoding) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut bit = e.width;
    while bit > 0 {
        let at = bit - 1;
        if let Some(f) = e.fields.iter().find(|f| f.lo + f.width - 1 == at) {
            parts.push(format!("{}:{}", f.name, f.width));
            bit = f.lo;
            continue;
        }
        let mut run = String::new();
        while bit > 0 && e.mask >> (bit - 1) & 1 == 1 {
            run.push(if e.value >> (bit - 1) & 1 == 1 {
                '1'
            } else {
                '0'
            });
            bit -= 1;
        }
        if run.is_empty() {
            // Neither fixed nor a field's top bit: the validator rules this out (E100).
            parts.push("?".to_owned());
            bit -= 1;
        } else {
            parts.push(run);
        }
    }
    parts.join(" ")
}

/// The kind of an operand type and its legal values, in words.
fn describe(isa: &Isa, t: &OperandType) -> (String, String) {
    match &t.kind {
        TypeKind::Reg { class, .. } => {
            let c = &isa.registers[*class];
            (format!("register of class `{}`", c.name), c.legal_text())
        }
        TypeKind::Uimm(u) => {
            let mut legal = format!("{}..={}", u.min, u.max);
            if u.scale != 1 {
                legal = format!("multiples of {} in {legal}", u.scale);
            }
            let kind = match (u.scale, u.offset) {
                (1, 0) => "unsigned immediate".to_owned(),
                (s, 0) => format!("unsigned immediate, encoded ÷ {s}"),
                (s, o) => format!("unsigned immediate, encoded as (value − {o}) ÷ {s}"),
            };
            (kind, legal)
        }
        TypeKind::Simm { bits, scale, pcrel } => {
            let lo = -(1i64 << (bits - 1)) * *scale as i64;
            let hi = ((1i64 << (bits - 1)) - 1) * *scale as i64;
            let mut legal = format!("{lo}..={hi}");
            if *scale != 1 {
                legal = format!("multiples of {scale} in {legal}");
            }
            let kind = if *pcrel {
                "signed byte offset from the instruction"
            } else {
                "signed immediate"
            };
            (kind.to_owned(), legal)
        }
        TypeKind::Enum {
            values,
            numbered,
            number_prefix,
            ..
        } => {
            let names: Vec<String> = values.iter().map(|(n, v)| format!("`{n}` = {v}")).collect();
            let mut legal = names.join(", ");
            if *numbered {
                legal.push_str(&format!(", or any value as `{number_prefix}n`"));
            }
            ("named values".to_owned(), legal)
        }
        TypeKind::Codec(c) => {
            let d = c.codec.describe(&c.params);
            (d.kind, d.legal)
        }
        TypeKind::Flag { amount } => (
            "flag standing for a shift amount".to_owned(),
            format!("0 or {amount}"),
        ),
    }
}

fn view(isa: &Isa, source: &str) -> View {
    let registers = isa
        .registers
        .iter()
        .map(|r| {
            let legal: Vec<u32> = (0..r.count).filter(|&i| r.legal(u64::from(i))).collect();
            let numbered: Vec<u32> = legal
                .iter()
                .map(|&i| i + r.offset)
                .filter(|n| !r.names.iter().any(|(_, v)| v == n))
                .collect();
            let spelling = match (numbered.first(), numbered.last()) {
                (Some(a), Some(b)) if a == b => format!("`{}{a}`", r.prefix),
                (Some(a), Some(b)) => format!("`{0}{a}`..`{0}{b}`", r.prefix),
                _ => "none".to_owned(),
            };
            let named: Vec<String> = r
                .names
                .iter()
                .map(|(n, v)| format!("`{n}` = {v}"))
                .collect();
            RegisterView {
                name: r.name.clone(),
                spelling,
                named: if named.is_empty() {
                    "none".to_owned()
                } else {
                    named.join(", ")
                },
                doc: cell(&r.doc),
            }
        })
        .collect();
    let types = isa
        .types
        .iter()
        .filter(|t| !matches!(t.kind, TypeKind::Reg { .. }))
        .map(|t| {
            let (kind, legal) = describe(isa, t);
            TypeView {
                name: t.name.clone(),
                kind,
                bits: t.kind.bits(),
                legal: cell(&legal),
                doc: cell(&t.doc),
            }
        })
        .collect();
    let encodings = isa
        .encodings
        .iter()
        .map(|e| EncodingView {
            name: e.name.clone(),
            asm: cell(&e.asm),
            bits: bit_pattern(e),
            doc: cell(&e.doc),
        })
        .collect();
    let code = |t: &str| format!("`{}`", cell(t));
    let expansions = isa
        .encodings
        .iter()
        .filter_map(|e| {
            let x = e.expands.as_ref()?;
            let or_dash = |t: &Option<String>| t.as_deref().map_or_else(|| "—".to_owned(), code);
            let also: Vec<String> = x.patterns[1..].iter().map(|p| code(&p.text)).collect();
            Some(ExpansionView {
                name: e.name.clone(),
                expands: code(&x.patterns[0].text),
                when: or_dash(&x.when_text),
                compress_when: or_dash(&x.compress_when_text),
                also: if also.is_empty() {
                    "—".to_owned()
                } else {
                    also.join(", ")
                },
            })
        })
        .collect();
    let aliases = isa
        .aliases
        .iter()
        .map(|a| {
            let base = &isa.encodings[a.of];
            let spell = |n: NameRef| match n {
                NameRef::Field(i) => base.fields[i].name.clone(),
                NameRef::Operand(k) => a.operands[k].name.clone(),
            };
            let fixes: Vec<String> =
                a.set
                    .iter()
                    .map(|(f, v)| format!("{} = {v}", base.fields[*f].name))
                    .chain(a.encode.iter().map(|(f, e)| {
                        format!("{} = {}", base.fields[*f].name, e.to_source(&spell))
                    }))
                    .collect();
            let when = match (a.print, &a.when) {
                (false, _) => "never (parsed only)".to_owned(),
                (true, None) => "always".to_owned(),
                (true, Some(w)) => format!("`{}`", w.to_source(&spell)),
            };
            AliasView {
                name: a.name.clone(),
                asm: cell(&a.asm),
                of: base.name.clone(),
                fixes: cell(&fixes.join(", ")),
                when: cell(&when),
                doc: cell(&a.doc),
            }
        })
        .collect();
    View {
        source: source.to_owned(),
        name: isa.name.clone(),
        doc: isa.doc.clone(),
        registers,
        types,
        encodings,
        expansions,
        aliases,
    }
}

/// Renders the machine reference of `isa` (read from `source`, named in the header) as
/// Markdown.
pub fn markdown(isa: &Isa, source: &str) -> Result<String, DocError> {
    crate::front::docs::render(TEMPLATE, &view(isa, source))
}
