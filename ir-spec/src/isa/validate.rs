//! Validation of ISA tables: turns parsed [`IsaDocument`]s into a checked [`Isa`], collecting
//! every finding with its position. It proves that each bit pattern covers exactly 32 bits, that
//! every field is bound by exactly one template operand of the right width, that no two encodings
//! match the same word (by the fixed bits, then by enumerating the constrained operand bits), and
//! that every alias determines each field of its encoding exactly once.

use std::collections::HashMap;

use super::expr::{self, Expr, NameRef, Ty};
use super::model::{Alias, Encoding, Field, Isa, Operand, OperandType, Piece, RegClass, TypeKind};
use super::syntax::{AliasDecl, EncodingDecl, Entries, IsaDocument, OperandDecl, OperandTypeDecl};
use super::template::{self, RawPiece};
use crate::diagnostic::{Diagnostic, Rule, SpecError};
use crate::load::{LineIndex, locate};
use crate::naming;
use crate::source::{FileId, Loc, SourceMap};
use crate::syntax::S;

/// The validation context: sources, line indexes and findings.
struct Cx<'s> {
    sources: &'s SourceMap,
    lines: Vec<LineIndex>,
    diags: Vec<Diagnostic>,
}

impl Cx<'_> {
    fn loc<T>(&self, file: FileId, s: &S<T>) -> Loc {
        let l = &s.referenced;
        let (line, column) = match (self.sources.file(file), self.lines.get(file.0 as usize)) {
            (Some(f), Some(index)) => locate(index, &f.text, l),
            _ => (l.line() as u32, l.column() as u32),
        };
        Loc::new(file, line, column)
    }

    /// The position of character `offset` of a one-line string scalar (past an opening quote).
    fn at(&self, file: FileId, s: &S<String>, offset: usize) -> Loc {
        let loc = self.loc(file, s);
        let quoted = self
            .sources
            .file(file)
            .and_then(|f| f.line(loc.line))
            .and_then(|line| line.chars().nth(loc.column.saturating_sub(1) as usize))
            .is_some_and(|c| c == '"' || c == '\'');
        loc.shifted(offset as u32 + u32::from(quoted))
    }

    fn push(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    fn err(&mut self, rule: Rule, loc: Loc, message: impl Into<String>) {
        self.diags.push(Diagnostic::new(rule, loc, message));
    }

    fn unknown<'a>(
        &mut self,
        loc: Loc,
        what: &str,
        name: &str,
        candidates: impl IntoIterator<Item = &'a str>,
    ) {
        let hint = naming::did_you_mean(name, candidates);
        self.push(
            Diagnostic::new(
                Rule::IsaUnknownName,
                loc,
                format!("unknown {what} `{name}`"),
            )
            .with_optional_hint(hint),
        );
    }

    fn position(&self, loc: Loc) -> String {
        format!(
            "{}:{}:{}",
            self.sources.display(loc.file),
            loc.line,
            loc.column
        )
    }

    /// Checks a declared name (identifier, unique in `seen`) and its doc.
    fn declare(
        &mut self,
        kind: &str,
        file: FileId,
        name: &S<String>,
        doc: &Option<S<String>>,
        seen: &mut HashMap<String, Loc>,
    ) -> (String, String, Loc) {
        let loc = self.loc(file, name);
        if !naming::is_identifier(&name.value) {
            self.push(
                Diagnostic::new(
                    Rule::InvalidIdentifier,
                    loc,
                    format!("{kind} name `{}` is not an identifier", name.value),
                )
                .with_hint("use ASCII letters, digits and underscores, starting with a letter"),
            );
        }
        if let Some(first) = seen.get(&name.value) {
            let first = self.position(*first);
            self.push(
                Diagnostic::new(
                    Rule::DuplicateName,
                    loc,
                    format!("{kind} `{}` is declared twice", name.value),
                )
                .with_hint(format!("the first declaration is at {first}")),
            );
        } else {
            seen.insert(name.value.clone(), loc);
        }
        let doc = match doc {
            Some(d) if !d.value.trim().is_empty() => d.value.trim().to_owned(),
            _ => {
                self.push(
                    Diagnostic::new(
                        Rule::MissingDoc,
                        loc,
                        format!("{kind} `{}` has no `doc`", name.value),
                    )
                    .with_hint("every public item is documented; add `doc: <one sentence>`"),
                );
                String::new()
            }
        };
        (name.value.clone(), doc, loc)
    }
}

/// Validates `documents` (each with its file) into an ISA.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, IsaDocument)>,
) -> Result<Isa, SpecError> {
    let mut cx = Cx {
        sources: &sources,
        lines: sources
            .files()
            .iter()
            .map(|f| LineIndex::new(&f.text))
            .collect(),
        diags: Vec::new(),
    };
    for (file, doc) in &documents {
        if doc.version.value != 1 {
            let loc = cx.loc(*file, &doc.version);
            cx.err(
                Rule::Version,
                loc,
                format!(
                    "schema version {} is not supported; this opforge reads version 1",
                    doc.version.value
                ),
            );
        }
    }
    let mut isa = build(&mut cx, &documents);
    let mut diags = cx.diags;
    if diags.is_empty() {
        isa.sources = sources;
        return Ok(isa);
    }
    diags.sort_by_key(|d| d.loc);
    Err(SpecError {
        sources,
        diagnostics: diags,
    })
}

/// Turns an operand binding (name, file, declaration, position of its use) into an operand.
type Bind<'b> = dyn FnMut(&mut Cx<'_>, &str, FileId, &OperandDecl, Loc) -> Option<Operand> + 'b;

/// Shared operand bindings: name → (file, declaration).
type Shared<'a> = HashMap<&'a str, (FileId, &'a OperandDecl)>;

fn build(cx: &mut Cx<'_>, documents: &[(FileId, IsaDocument)]) -> Isa {
    let mut names = HashMap::new();
    let mut registers = Vec::new();
    let mut types = Vec::new();
    for (file, doc) in documents {
        for r in &doc.registers {
            let (name, d, loc) = cx.declare("register class", *file, &r.name, &r.doc, &mut names);
            let also = r
                .also
                .0
                .iter()
                .filter_map(|(k, v)| {
                    if v.value > 31 {
                        let loc = cx.loc(*file, v);
                        cx.err(
                            Rule::IsaValueOverflow,
                            loc,
                            format!("register number {} is above 31", v.value),
                        );
                        return None;
                    }
                    Some((k.value.clone(), v.value as u8))
                })
                .collect();
            types.push(OperandType {
                name: name.clone(),
                doc: d.clone(),
                loc,
                kind: TypeKind::Reg(registers.len()),
                default: None,
            });
            registers.push(RegClass {
                name,
                doc: d,
                loc,
                prefix: r.prefix.value.clone(),
                r31: r.r31.as_ref().map(|s| s.value.clone()),
                also,
            });
        }
    }
    for (file, doc) in documents {
        for t in &doc.operand_types {
            let (name, d, loc) = cx.declare("operand type", *file, &t.name, &t.doc, &mut names);
            if let Some(kind) = type_kind(cx, *file, t) {
                let default = t.default.as_ref().and_then(|v| {
                    if v.value >> kind.bits() != 0 {
                        let loc = cx.loc(*file, v);
                        cx.err(
                            Rule::IsaValueOverflow,
                            loc,
                            format!(
                                "default {} does not fit the type's {} bits",
                                v.value,
                                kind.bits()
                            ),
                        );
                        None
                    } else {
                        Some(v.value as u32)
                    }
                });
                types.push(OperandType {
                    name,
                    doc: d,
                    loc,
                    kind,
                    default,
                });
            }
        }
    }
    let type_index: HashMap<String, usize> = types
        .iter()
        .enumerate()
        .map(|(i, t)| (t.name.clone(), i))
        .collect();
    let mut shared: Shared<'_> = HashMap::new();
    for (file, doc) in documents {
        for (k, v) in &doc.operands.0 {
            let loc = cx.loc(*file, k);
            if shared.insert(k.value.as_str(), (*file, v)).is_some() {
                cx.err(
                    Rule::DuplicateName,
                    loc,
                    format!("operand `{}` is declared twice", k.value),
                );
            }
            let tloc = cx.loc(*file, &v.ty);
            if !type_index.contains_key(&v.ty.value) {
                cx.unknown(
                    tloc,
                    "operand type",
                    &v.ty.value,
                    type_index.keys().map(String::as_str),
                );
            }
        }
    }
    let mut encodings = Vec::new();
    let mut enc_names = HashMap::new();
    for (file, doc) in documents {
        for e in &doc.encodings {
            if let Some(enc) = encoding(cx, *file, e, &types, &type_index, &shared, &mut enc_names)
            {
                encodings.push(enc);
            }
        }
    }
    overlaps(cx, &encodings, &types);
    let mut aliases = Vec::new();
    let mut alias_names = HashMap::new();
    for (file, doc) in documents {
        for a in &doc.aliases {
            if let Some(al) = alias(
                cx,
                *file,
                a,
                &encodings,
                &types,
                &type_index,
                &shared,
                &mut alias_names,
            ) {
                aliases.push(al);
            }
        }
    }
    let (name, doc) = documents
        .first()
        .map(|(_, d)| {
            (
                d.isa.value.clone(),
                d.doc
                    .as_ref()
                    .map(|s| s.value.trim().to_owned())
                    .unwrap_or_default(),
            )
        })
        .unwrap_or_default();
    Isa {
        sources: SourceMap::new(),
        name,
        doc,
        registers,
        types,
        encodings,
        aliases,
    }
}

const KINDS: &[&str] = &["uimm", "simm", "enum", "bitmask", "fpimm8", "wide", "flag"];

fn type_kind(cx: &mut Cx<'_>, file: FileId, t: &OperandTypeDecl) -> Option<TypeKind> {
    // Which parameters each kind takes.
    let allowed: &[&str] = match t.kind.value.as_str() {
        "uimm" => &["bits", "scale", "offset", "min", "max", "hex"],
        "simm" => &["bits", "scale", "pcrel"],
        "enum" => &["bits", "values", "also", "numbered"],
        "bitmask" => &["width", "hex"],
        "wide" => &["width", "inverted"],
        "fpimm8" => &[],
        "flag" => &["amount"],
        other => {
            let loc = cx.loc(file, &t.kind);
            let hint = naming::did_you_mean(other, KINDS.iter().copied());
            cx.push(
                Diagnostic::new(
                    Rule::IsaBadOperandType,
                    loc,
                    format!(
                        "unknown operand kind `{other}`; kinds are {}",
                        KINDS.join(", ")
                    ),
                )
                .with_optional_hint(hint),
            );
            return None;
        }
    };
    let kind = t.kind.value.as_str();
    let mut present: Vec<(&str, Loc)> = Vec::new();
    macro_rules! note {
        ($($f:ident),*) => {$(
            if let Some(v) = &t.$f { present.push((stringify!($f), cx.loc(file, v))); }
        )*};
    }
    note!(
        bits, scale, offset, min, max, hex, pcrel, width, inverted, amount, numbered
    );
    if let Some((k, _)) = t.values.0.first() {
        present.push(("values", cx.loc(file, k)));
    }
    if let Some((k, _)) = t.also.0.first() {
        present.push(("also", cx.loc(file, k)));
    }
    let mut ok = true;
    for (p, loc) in &present {
        if !allowed.contains(p) {
            ok = false;
            cx.err(
                Rule::IsaBadOperandType,
                *loc,
                format!("`{p}` does not apply to an operand type of kind `{kind}`"),
            );
        }
    }
    let tloc = cx.loc(file, &t.name);
    let need_bits = |cx: &mut Cx<'_>| match &t.bits {
        Some(b) if (1..=32).contains(&b.value) => Some(b.value as u32),
        Some(b) => {
            let loc = cx.loc(file, b);
            cx.err(
                Rule::IsaBadOperandType,
                loc,
                format!("`bits` is {}; it must be 1 to 32", b.value),
            );
            None
        }
        None => {
            cx.err(
                Rule::IsaBadOperandType,
                tloc,
                format!(
                    "operand type `{}` of kind `{kind}` needs `bits`",
                    t.name.value
                ),
            );
            None
        }
    };
    let need_width = |cx: &mut Cx<'_>| match &t.width {
        Some(w) if w.value == 32 || w.value == 64 => Some(w.value as u32),
        Some(w) => {
            let loc = cx.loc(file, w);
            cx.err(
                Rule::IsaBadOperandType,
                loc,
                format!("`width` is {}; it must be 32 or 64", w.value),
            );
            None
        }
        None => {
            cx.err(
                Rule::IsaBadOperandType,
                tloc,
                format!(
                    "operand type `{}` of kind `{kind}` needs `width`",
                    t.name.value
                ),
            );
            None
        }
    };
    let scale = t.scale.as_ref().map_or(1, |s| s.value);
    if scale == 0 {
        let loc = t.scale.as_ref().map_or(tloc, |s| cx.loc(file, s));
        cx.err(Rule::IsaBadOperandType, loc, "`scale` must not be 0");
        ok = false;
    }
    let k = match kind {
        "uimm" => {
            let bits = need_bits(cx)?;
            let offset = t.offset.as_ref().map_or(0, |s| s.value);
            let top = ((1u64 << bits) - 1).saturating_mul(scale) as i64 + offset;
            let min = t.min.as_ref().map_or(offset, |s| s.value);
            let max = t.max.as_ref().map_or(top, |s| s.value);
            if min > max || min < offset || max > top {
                let loc = t
                    .min
                    .as_ref()
                    .or(t.max.as_ref())
                    .map_or(tloc, |s| cx.loc(file, s));
                cx.err(
                    Rule::IsaBadOperandType,
                    loc,
                    format!(
                        "the range {min}..={max} is empty or outside the encodable {offset}..={top}"
                    ),
                );
                ok = false;
            }
            TypeKind::Uimm {
                bits,
                scale,
                offset,
                min,
                max,
                hex: t.hex.as_ref().is_some_and(|h| h.value),
            }
        }
        "simm" => TypeKind::Simm {
            bits: need_bits(cx)?,
            scale,
            pcrel: t.pcrel.as_ref().is_some_and(|h| h.value),
        },
        "enum" => {
            let bits = need_bits(cx)?;
            let list = |cx: &mut Cx<'_>, e: &Entries<S<u64>>| -> Vec<(String, u32)> {
                e.0.iter()
                    .filter_map(|(k, v)| {
                        if v.value >> bits != 0 {
                            let loc = cx.loc(file, v);
                            cx.err(
                                Rule::IsaValueOverflow,
                                loc,
                                format!(
                                    "value {} of `{}` does not fit {bits} bits",
                                    v.value, k.value
                                ),
                            );
                            return None;
                        }
                        Some((k.value.clone(), v.value as u32))
                    })
                    .collect()
            };
            let values = list(cx, &t.values);
            let also = list(cx, &t.also);
            if values.is_empty() {
                cx.err(
                    Rule::IsaBadOperandType,
                    tloc,
                    format!("enum type `{}` has no `values`", t.name.value),
                );
                ok = false;
            }
            let mut seen: HashMap<u32, &str> = HashMap::new();
            for ((name, v), (k, _)) in values.iter().zip(&t.values.0) {
                if let Some(first) = seen.insert(*v, name) {
                    let loc = cx.loc(file, k);
                    cx.err(
                        Rule::EnumValueCollision,
                        loc,
                        format!("`{name}` has the value {v} of `{first}`"),
                    );
                }
            }
            TypeKind::Enum {
                bits,
                values,
                also,
                numbered: t.numbered.as_ref().is_some_and(|h| h.value),
            }
        }
        "bitmask" => TypeKind::Bitmask {
            width: need_width(cx)?,
            hex: t.hex.as_ref().is_none_or(|h| h.value),
        },
        "wide" => TypeKind::Wide {
            width: need_width(cx)?,
            inverted: t.inverted.as_ref().is_some_and(|h| h.value),
        },
        "fpimm8" => TypeKind::Fpimm8,
        _ => TypeKind::Flag {
            amount: t.amount.as_ref().map_or(0, |a| a.value as u32),
        },
    };
    ok.then_some(k)
}

/// Parses a bit pattern into (mask, value, fields); `None` after reporting.
fn pattern(cx: &mut Cx<'_>, file: FileId, bits: &S<String>) -> Option<(u32, u32, Vec<Field>)> {
    let mut tokens = Vec::new();
    let mut offset = 0usize;
    for part in bits.value.split(' ') {
        if !part.is_empty() {
            tokens.push((part, offset));
        }
        offset += part.chars().count() + 1;
    }
    let mut width = 0u32;
    let mut parsed = Vec::new();
    let mut ok = true;
    for (tok, at) in tokens {
        if tok.chars().all(|c| c == '0' || c == '1') {
            width += tok.len() as u32;
            parsed.push((None, tok.len() as u32, tok, at));
        } else if let Some((name, w)) = tok.split_once(':')
            && naming::is_identifier(name)
            && let Ok(w) = w.parse::<u32>()
            && (1..=32).contains(&w)
        {
            width += w;
            parsed.push((Some(name), w, tok, at));
        } else {
            ok = false;
            let loc = cx.at(file, bits, at);
            cx.push(
                Diagnostic::new(
                    Rule::IsaBadPattern,
                    loc,
                    format!("`{tok}` is neither a run of 0/1 bits nor `field:width`"),
                )
                .with_hint("write fixed bits as `0110` and fields as `Rd:5`"),
            );
        }
    }
    if !ok {
        return None;
    }
    if width != 32 {
        let loc = cx.at(file, bits, 0);
        cx.err(
            Rule::IsaBitsWidth,
            loc,
            format!("the bit pattern covers {width} bits; an encoding has exactly 32"),
        );
        return None;
    }
    let (mut mask, mut value, mut fields) = (0u32, 0u32, Vec::<Field>::new());
    let mut hi = 32u32;
    for (name, w, tok, at) in parsed {
        let lo = hi - w;
        match name {
            None => {
                for (i, c) in tok.chars().enumerate() {
                    let bit = hi - 1 - i as u32;
                    mask |= 1 << bit;
                    if c == '1' {
                        value |= 1 << bit;
                    }
                }
            }
            Some(n) => {
                if fields.iter().any(|f| f.name == n) {
                    let loc = cx.at(file, bits, at);
                    cx.err(
                        Rule::DuplicateName,
                        loc,
                        format!("field `{n}` appears twice in the pattern"),
                    );
                    ok = false;
                }
                fields.push(Field {
                    name: n.to_owned(),
                    lo,
                    width: w,
                });
            }
        }
        hi = lo;
    }
    ok.then_some((mask, value, fields))
}

/// Resolves a template against operand bindings. `bind` turns a binding into an operand (or
/// reports); returns pieces and operands.
fn resolve_template(
    cx: &mut Cx<'_>,
    file: FileId,
    asm: &S<String>,
    local: &Entries<OperandDecl>,
    shared: &Shared<'_>,
    bind: &mut Bind<'_>,
) -> Option<(Vec<Piece>, Vec<Operand>)> {
    let raw = match template::parse(&asm.value) {
        Ok(r) => r,
        Err(e) => {
            let loc = cx.at(file, asm, e.offset);
            cx.err(Rule::IsaBadTemplate, loc, e.message);
            return None;
        }
    };
    let mut operands: Vec<Operand> = Vec::new();
    let mut ok = true;
    #[allow(clippy::too_many_arguments)]
    fn walk(
        cx: &mut Cx<'_>,
        file: FileId,
        asm: &S<String>,
        raw: &[RawPiece],
        local: &Entries<OperandDecl>,
        shared: &Shared<'_>,
        bind: &mut Bind<'_>,
        operands: &mut Vec<Operand>,
        ok: &mut bool,
    ) -> Vec<Piece> {
        let mut out = Vec::new();
        for p in raw {
            match p {
                RawPiece::Text(t) => out.push(Piece::Text(t.clone())),
                RawPiece::Optional(g) => {
                    let inner = walk(cx, file, asm, g, local, shared, bind, operands, ok);
                    out.push(Piece::Optional(inner));
                }
                RawPiece::Operand(name, at) => {
                    let loc = cx.at(file, asm, *at + 1);
                    if operands.iter().any(|o| &o.name == name) {
                        cx.err(
                            Rule::IsaBadTemplate,
                            loc,
                            format!("operand `{name}` appears twice in the template"),
                        );
                        *ok = false;
                        continue;
                    }
                    let decl = local
                        .0
                        .iter()
                        .find(|(k, _)| &k.value == name)
                        .map(|(_, d)| (file, d))
                        .or_else(|| shared.get(name.as_str()).copied());
                    let Some((dfile, decl)) = decl else {
                        let names = local
                            .0
                            .iter()
                            .map(|(k, _)| k.value.as_str())
                            .chain(shared.keys().copied());
                        cx.unknown(loc, "operand", name, names);
                        *ok = false;
                        continue;
                    };
                    match bind(cx, name, dfile, decl, loc) {
                        Some(op) => {
                            out.push(Piece::Operand(operands.len()));
                            operands.push(op);
                        }
                        None => *ok = false,
                    }
                }
            }
        }
        out
    }
    let pieces = walk(
        cx,
        file,
        asm,
        &raw,
        local,
        shared,
        bind,
        &mut operands,
        &mut ok,
    );
    for (k, _) in &local.0 {
        if !operands.iter().any(|o| o.name == k.value) {
            let loc = cx.loc(file, k);
            cx.err(
                Rule::IsaBadTemplate,
                loc,
                format!(
                    "operand `{}` is bound but not used in the template",
                    k.value
                ),
            );
            ok = false;
        }
    }
    ok.then_some((pieces, operands))
}

/// Resolves an operand's type and field names against `fields`.
#[allow(clippy::too_many_arguments)]
fn bind_fields(
    cx: &mut Cx<'_>,
    name: &str,
    file: FileId,
    decl: &OperandDecl,
    fields: &[Field],
    types: &[OperandType],
    type_index: &HashMap<String, usize>,
    allow_decode: bool,
) -> Option<Operand> {
    let tloc = cx.loc(file, &decl.ty);
    let Some(&ty) = type_index.get(&decl.ty.value) else {
        cx.unknown(
            tloc,
            "operand type",
            &decl.ty.value,
            type_index.keys().map(String::as_str),
        );
        return None;
    };
    let names: Vec<&S<String>> = decl.field.iter().chain(&decl.fields).collect();
    if decl.field.is_some() && !decl.fields.is_empty() {
        cx.err(
            Rule::Shape,
            tloc,
            format!("operand `{name}` has both `field` and `fields`; give one"),
        );
        return None;
    }
    if let Some(d) = &decl.decode {
        if !allow_decode {
            let loc = cx.loc(file, d);
            cx.err(
                Rule::Shape,
                loc,
                format!("operand `{name}`: `decode` is for alias operands only"),
            );
            return None;
        }
        if !names.is_empty() {
            cx.err(
                Rule::Shape,
                tloc,
                format!("operand `{name}` has both fields and `decode`; give one"),
            );
            return None;
        }
        return Some(Operand {
            name: name.to_owned(),
            doc: doc_of(decl),
            ty,
            fields: Vec::new(),
            decode: None,
        });
    }
    if names.is_empty() {
        cx.err(
            Rule::IsaUnboundField,
            tloc,
            format!("operand `{name}` names no `field`"),
        );
        return None;
    }
    let mut idx = Vec::new();
    let mut width = 0;
    for n in names {
        match fields.iter().position(|f| f.name == n.value) {
            Some(i) => {
                width += fields[i].width;
                idx.push(i);
            }
            None => {
                let loc = cx.loc(file, n);
                cx.unknown(
                    loc,
                    "field",
                    &n.value,
                    fields.iter().map(|f| f.name.as_str()),
                );
                return None;
            }
        }
    }
    let want = types[ty].kind.bits();
    if width != want {
        cx.err(
            Rule::IsaOperandWidth,
            tloc,
            format!(
                "operand `{name}` of type `{}` needs {want} bits; its fields have {width}",
                decl.ty.value
            ),
        );
        return None;
    }
    Some(Operand {
        name: name.to_owned(),
        doc: doc_of(decl),
        ty,
        fields: idx,
        decode: None,
    })
}

fn doc_of(decl: &OperandDecl) -> String {
    decl.doc
        .as_ref()
        .map(|d| d.value.trim().to_owned())
        .unwrap_or_default()
}

fn encoding(
    cx: &mut Cx<'_>,
    file: FileId,
    e: &EncodingDecl,
    types: &[OperandType],
    type_index: &HashMap<String, usize>,
    shared: &Shared<'_>,
    names: &mut HashMap<String, Loc>,
) -> Option<Encoding> {
    let (name, doc, loc) = cx.declare("encoding", file, &e.name, &e.doc, names);
    let (mask, value, fields) = pattern(cx, file, &e.bits)?;
    let mut bind = |cx: &mut Cx<'_>, n: &str, f: FileId, d: &OperandDecl, _: Loc| {
        bind_fields(cx, n, f, d, &fields, types, type_index, false)
    };
    let (template, operands) = resolve_template(cx, file, &e.asm, &e.operands, shared, &mut bind)?;
    let mut ok = true;
    for (i, f) in fields.iter().enumerate() {
        let users = operands.iter().filter(|o| o.fields.contains(&i)).count();
        if users != 1 {
            let at = e
                .bits
                .value
                .find(&format!("{}:", f.name))
                .map_or(0, |b| e.bits.value[..b].chars().count());
            let loc = cx.at(file, &e.bits, at);
            cx.err(
                Rule::IsaUnboundField,
                loc,
                format!(
                    "field `{}` of `{name}` is bound by {users} operands of the template; it needs exactly 1",
                    f.name
                ),
            );
            ok = false;
        }
    }
    ok.then(|| Encoding {
        name,
        doc,
        loc,
        mask,
        value,
        fields,
        operands,
        template,
        asm: e.asm.value.clone(),
    })
}

/// The bits of operand `o` of `e` in word `w`, concatenated.
fn operand_raw(e: &Encoding, o: &Operand, w: u32) -> u64 {
    o.fields.iter().fold(0u64, |acc, &i| {
        let f = &e.fields[i];
        (acc << f.width) | u64::from((w >> f.lo) & ((1u64 << f.width) - 1) as u32)
    })
}

/// Whether word `w` satisfies every operand constraint of `e`.
fn legal(e: &Encoding, types: &[OperandType], w: u32) -> bool {
    e.operands
        .iter()
        .all(|o| types[o.ty].kind.legal(operand_raw(e, o, w)))
}

/// Proves that no two encodings match the same word.
fn overlaps(cx: &mut Cx<'_>, encodings: &[Encoding], types: &[OperandType]) {
    for (j, b) in encodings.iter().enumerate() {
        for a in &encodings[..j] {
            if (a.value ^ b.value) & a.mask & b.mask != 0 {
                continue;
            }
            let fixed = a.mask | b.mask;
            let base = (a.value & a.mask) | (b.value & b.mask);
            // Bits of constrained operands that neither pattern fixes.
            let constrained = |e: &Encoding| {
                e.operands
                    .iter()
                    .filter(|o| !types[o.ty].kind.is_total())
                    .flat_map(|o| o.fields.iter().map(|&i| e.fields[i].mask()))
                    .fold(0u32, |m, f| m | f)
            };
            let free = (constrained(a) | constrained(b)) & !fixed;
            let bits: Vec<u32> = (0..32).filter(|i| free >> i & 1 == 1).collect();
            let example = if bits.len() > 20 {
                Some(base)
            } else {
                (0u32..1 << bits.len())
                    .map(|n| {
                        bits.iter()
                            .enumerate()
                            .fold(base, |w, (k, &bit)| w | ((n >> k) & 1) << bit)
                    })
                    .find(|&w| legal(a, types, w) && legal(b, types, w))
            };
            if let Some(w) = example {
                let first = cx.position(a.loc);
                cx.push(
                    Diagnostic::new(
                        Rule::IsaOverlap,
                        b.loc,
                        format!(
                            "encodings `{}` and `{}` both match the word {w:#010x}",
                            a.name, b.name
                        ),
                    )
                    .with_hint(format!(
                        "`{}` is declared at {first}; make the patterns disjoint, or spell one as an alias of the other",
                        a.name
                    )),
                );
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn alias(
    cx: &mut Cx<'_>,
    file: FileId,
    a: &AliasDecl,
    encodings: &[Encoding],
    types: &[OperandType],
    type_index: &HashMap<String, usize>,
    shared: &Shared<'_>,
    names: &mut HashMap<String, Loc>,
) -> Option<Alias> {
    let before = cx.diags.len();
    let (name, doc, loc) = cx.declare("alias", file, &a.name, &a.doc, names);
    let Some(of) = encodings.iter().position(|e| e.name == a.of.value) else {
        let loc = cx.loc(file, &a.of);
        cx.unknown(
            loc,
            "encoding",
            &a.of.value,
            encodings.iter().map(|e| e.name.as_str()),
        );
        return None;
    };
    let base = &encodings[of];
    let field_names: Vec<String> = base.fields.iter().map(|f| f.name.clone()).collect();
    let resolve_field = |n: &str| {
        base.fields
            .iter()
            .position(|f| f.name == n)
            .map(NameRef::Field)
    };
    let mut pending_decode: Vec<(usize, FileId, S<String>)> = Vec::new();
    let mut count = 0usize;
    let mut bind = |cx: &mut Cx<'_>, n: &str, f: FileId, d: &OperandDecl, _: Loc| {
        let op = bind_fields(cx, n, f, d, &base.fields, types, type_index, true)?;
        if let Some(dec) = &d.decode {
            pending_decode.push((count, f, dec.clone()));
        }
        count += 1;
        Some(op)
    };
    let (template, mut operands) =
        resolve_template(cx, file, &a.asm, &a.operands, shared, &mut bind)?;
    let mut ok = true;
    let parse_expr = |cx: &mut Cx<'_>,
                      f: FileId,
                      s: &S<String>,
                      want: Ty,
                      resolve: &dyn Fn(&str) -> Option<NameRef>,
                      cands: &[String]|
     -> Option<Expr> {
        match expr::parse(&s.value, want, resolve, cands) {
            Ok(e) => Some(e),
            Err(err) => {
                let loc = cx.at(f, s, err.offset);
                cx.push(
                    Diagnostic::new(Rule::IsaBadExpression, loc, err.message)
                        .with_optional_hint(err.hint),
                );
                None
            }
        }
    };
    for (i, f, text) in pending_decode {
        let e = parse_expr(cx, f, &text, Ty::Int, &resolve_field, &field_names);
        operands[i].decode = e;
        if !types[operands[i].ty].kind.is_integer() {
            let loc = cx.loc(f, &text);
            cx.err(
                Rule::IsaBadExpression,
                loc,
                format!(
                    "operand `{}` has a non-integer type; it cannot be computed by `decode`",
                    operands[i].name
                ),
            );
        }
    }
    let op_names: Vec<String> = operands
        .iter()
        .filter(|o| types[o.ty].kind.is_integer())
        .map(|o| o.name.clone())
        .collect();
    let resolve_op = |n: &str| {
        operands
            .iter()
            .position(|o| o.name == n && types[o.ty].kind.is_integer())
            .map(NameRef::Operand)
    };
    // Which fields are determined, and by what.
    let mut covered: Vec<Vec<String>> = vec![Vec::new(); base.fields.len()];
    for o in &operands {
        for &i in &o.fields {
            covered[i].push(format!("operand `{}`", o.name));
        }
    }
    let field_of = |cx: &mut Cx<'_>, k: &S<String>| -> Option<usize> {
        let i = base.fields.iter().position(|f| f.name == k.value);
        if i.is_none() {
            let loc = cx.loc(file, k);
            cx.unknown(
                loc,
                "field",
                &k.value,
                base.fields.iter().map(|f| f.name.as_str()),
            );
        }
        i
    };
    let mut set = Vec::new();
    for (k, v) in &a.set.0 {
        let Some(i) = field_of(cx, k) else {
            ok = false;
            continue;
        };
        if v.value >> base.fields[i].width != 0 {
            let loc = cx.loc(file, v);
            cx.err(
                Rule::IsaValueOverflow,
                loc,
                format!(
                    "{} does not fit field `{}` of {} bits",
                    v.value, k.value, base.fields[i].width
                ),
            );
            ok = false;
            continue;
        }
        covered[i].push("`set`".into());
        set.push((i, v.value as u32));
    }
    let mut encode = Vec::new();
    for (k, v) in &a.encode.0 {
        let Some(i) = field_of(cx, k) else {
            ok = false;
            continue;
        };
        covered[i].push("`encode`".into());
        if let Some(e) = parse_expr(cx, file, v, Ty::Int, &resolve_op, &op_names) {
            encode.push((i, e));
        }
    }
    for (i, by) in covered.iter().enumerate() {
        if by.len() != 1 {
            let f = &base.fields[i].name;
            let message = if by.is_empty() {
                format!(
                    "alias `{name}` leaves field `{f}` of `{}` undetermined",
                    base.name
                )
            } else {
                format!(
                    "alias `{name}` determines field `{f}` of `{}` {} times (by {})",
                    base.name,
                    by.len(),
                    by.join(", ")
                )
            };
            cx.push(
                Diagnostic::new(Rule::IsaAliasCoverage, loc, message).with_hint(
                    "bind the field to an operand, give it a value in `set`, or compute it in `encode`",
                ),
            );
            ok = false;
        }
    }
    for o in &operands {
        if o.fields.is_empty() && o.decode.is_none() {
            ok = false;
        }
    }
    let when = a
        .when
        .as_ref()
        .and_then(|w| parse_expr(cx, file, w, Ty::Bool, &resolve_field, &field_names));
    let requires = a
        .requires
        .as_ref()
        .and_then(|r| parse_expr(cx, file, r, Ty::Bool, &resolve_op, &op_names));
    (ok && cx.diags.len() == before).then(|| Alias {
        name,
        doc,
        loc,
        of,
        operands,
        template,
        asm: a.asm.value.clone(),
        set,
        encode,
        when,
        requires,
        print: a.print.as_ref().is_none_or(|p| p.value),
    })
}
