//! Validation of ISA tables: turns parsed [`IsaDocument`]s into a checked [`Isa`], collecting
//! every finding with its position. It proves that each bit pattern covers one of the table's
//! word widths, that every field is bound by exactly one template operand of the right width,
//! that no two encodings match the same word (by the fixed bits, then by enumerating the
//! constrained operand bits), and that every alias determines each field of its encoding exactly
//! once. Register classes and builtins are checked here, operand types in `types`, encodings in
//! `encoding`, the overlap proof in `overlap` and aliases in `alias`.

mod alias;
mod encoding;
mod expand;
mod names;
mod overlap;
mod types;

use std::collections::HashMap;

use super::codec::Codecs;
use super::expr::Builtin;
use super::model::{Isa, Operand, OperandType, RegClass, TypeKind};
use super::syntax::{IsaDocument, OperandDecl, RegisterDecl};
use crate::front::diagnostic::{Diagnostic, Rule, SpecError};
use crate::front::naming;
use crate::front::source::{FileId, Loc, SourceMap};
use crate::front::syntax::S;

/// The validation context of a machine table: the one every kind shares (sources, findings,
/// positions, names) and what only machine tables need.
struct Cx<'s> {
    base: crate::front::context::Cx<'s>,
    /// The registered codecs and builtins.
    codecs: &'s Codecs,
    /// The builtins the table declares.
    builtins: Vec<Builtin>,
    /// The table's register classes (for operand legality).
    registers: Vec<RegClass>,
}

impl<'s> std::ops::Deref for Cx<'s> {
    type Target = crate::front::context::Cx<'s>;

    fn deref(&self) -> &Self::Target {
        &self.base
    }
}

impl std::ops::DerefMut for Cx<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.base
    }
}

impl Cx<'_> {
    /// Records that `name` names no declared `what`, with a "did you mean" hint.
    fn unknown<'a>(
        &mut self,
        loc: Loc,
        what: &str,
        name: &str,
        candidates: impl IntoIterator<Item = &'a str>,
    ) {
        self.base
            .unknown(Rule::IsaUnknownName, loc, what, name, candidates);
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
        self.check_identifier(kind, &name.value, loc);
        match seen.get(&name.value) {
            Some(&first) => self.declared_twice(kind, &name.value, loc, first),
            None => {
                seen.insert(name.value.clone(), loc);
            }
        }
        let doc = self.require_doc(kind, &name.value, loc, doc);
        (name.value.clone(), doc, loc)
    }
}

/// Validates `documents` (each with its file) into an ISA.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, IsaDocument)>,
    codecs: &Codecs,
) -> Result<Isa, SpecError> {
    let mut cx = Cx {
        base: crate::front::context::Cx::new(&sources),
        codecs,
        builtins: Vec::new(),
        registers: Vec::new(),
    };
    for (file, doc) in &documents {
        cx.check_version(*file, &doc.version);
    }
    let mut isa = build(&mut cx, &documents);
    names::check(&mut cx, &isa);
    let diags = cx.base.into_findings();
    if diags.is_empty() {
        isa.sources = sources;
        return Ok(isa);
    }
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
    let mut types = Vec::new();
    let widths = widths(cx, documents);
    cx.builtins = builtins(cx, documents);
    for (file, doc) in documents {
        for r in &doc.registers {
            let (name, d, loc) = cx.declare("register class", *file, &r.name, &r.doc, &mut names);
            let class = register_class(cx, *file, r, name.clone(), d.clone(), loc);
            types.push(OperandType {
                name,
                doc: d,
                loc,
                kind: TypeKind::Reg {
                    class: cx.registers.len(),
                    bits: class.bits,
                },
                default: None,
            });
            cx.registers.push(class);
        }
    }
    for (file, doc) in documents {
        for t in &doc.operand_types {
            let (name, d, loc) = cx.declare("operand type", *file, &t.name, &t.doc, &mut names);
            if let Some(kind) = types::type_kind(cx, *file, t) {
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
            if let Some(enc) = encoding::encoding(
                cx,
                *file,
                e,
                &widths,
                &types,
                &type_index,
                &shared,
                &mut enc_names,
            ) {
                encodings.push(enc);
            }
        }
    }
    overlap::overlaps(cx, &encodings, &types);
    expand::expansions(cx, documents, &mut encodings, &types);
    let mut aliases = Vec::new();
    let mut alias_names = HashMap::new();
    for (file, doc) in documents {
        for a in &doc.aliases {
            if let Some(al) = alias::alias(
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
    let (name, doc) = crate::front::kind::identity(
        cx.sources,
        documents.iter().map(|(_, d)| &d.name),
        documents.iter().map(|(_, d)| &d.doc),
    );
    Isa {
        sources: SourceMap::new(),
        name,
        doc,
        registers: std::mem::take(&mut cx.registers),
        types,
        encodings,
        aliases,
        widths,
        builtins: cx.builtins.clone(),
    }
}

/// The table's word widths (`widths:`, default `[32]`), ascending.
fn widths(cx: &mut Cx<'_>, documents: &[(FileId, IsaDocument)]) -> Vec<u32> {
    let mut out = Vec::new();
    for (file, doc) in documents {
        for w in &doc.widths {
            if w.value == 16 || w.value == 32 {
                out.push(w.value as u32);
            } else {
                let loc = cx.loc(*file, w);
                cx.err(
                    Rule::IsaBitsWidth,
                    loc,
                    format!("a word width is 16 or 32, not {}", w.value),
                );
            }
        }
    }
    if out.is_empty() {
        out.push(32);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The builtins the table declares, each provided by a registered codec crate.
fn builtins(cx: &mut Cx<'_>, documents: &[(FileId, IsaDocument)]) -> Vec<Builtin> {
    let mut out: Vec<Builtin> = Vec::new();
    for (file, doc) in documents {
        for b in &doc.builtins {
            let loc = cx.loc(*file, b);
            match cx.codecs.builtin_named(&b.value) {
                Some(found) if out.iter().any(|o| o.name == found.name) => cx.err(
                    Rule::DuplicateName,
                    loc,
                    format!("builtin `{}` is declared twice", b.value),
                ),
                Some(found) => out.push(found.clone()),
                None => {
                    let hint = naming::did_you_mean(
                        &b.value,
                        cx.codecs.builtins().iter().map(|b| b.name.as_str()),
                    )
                    .unwrap_or_else(|| {
                        "builtins come from codec crates: register the one that provides it \
                         with `Loader::codecs` or `Builder::codecs` (for A64, \
                         `opforge_arm64_codec::codecs()`)"
                            .to_owned()
                    });
                    cx.push(
                        Diagnostic::new(
                            Rule::IsaUnknownName,
                            loc,
                            format!(
                                "unknown builtin `{}`: no registered codec provides it",
                                b.value
                            ),
                        )
                        .with_hint(hint),
                    );
                }
            }
        }
    }
    out
}

/// Checks a register class: its field width, count, offset, names and exceptions.
fn register_class(
    cx: &mut Cx<'_>,
    file: FileId,
    r: &RegisterDecl,
    name: String,
    doc: String,
    loc: Loc,
) -> RegClass {
    let bits = match &r.bits {
        Some(b) if (1..=8).contains(&b.value) => b.value as u32,
        Some(b) => {
            let at = cx.loc(file, b);
            cx.err(
                Rule::IsaBadOperandType,
                at,
                format!("a register field is 1 to 8 bits wide, not {}", b.value),
            );
            5
        }
        None => 5,
    };
    let count = match &r.count {
        Some(c) if c.value >= 1 && c.value <= 1 << bits => c.value as u32,
        Some(c) => {
            let at = cx.loc(file, c);
            cx.err(
                Rule::IsaValueOverflow,
                at,
                format!(
                    "{} registers do not fit a {bits}-bit field (1 to {})",
                    c.value,
                    1u32 << bits
                ),
            );
            1 << bits
        }
        None => 1 << bits,
    };
    let offset = r.offset.as_ref().map_or(0, |o| o.value.min(1 << 16) as u32);
    let number = |cx: &mut Cx<'_>, v: &S<u64>| -> Option<u32> {
        if v.value < u64::from(offset) || v.value >= u64::from(offset + count) {
            let at = cx.loc(file, v);
            cx.err(
                Rule::IsaValueOverflow,
                at,
                format!(
                    "register number {} is outside the class's {offset}..={}",
                    v.value,
                    offset + count - 1
                ),
            );
            return None;
        }
        Some(v.value as u32)
    };
    let mut names: Vec<(String, u32)> = Vec::new();
    for (k, v) in &r.names.0 {
        if let Some(n) = number(cx, v) {
            names.push((k.value.clone(), n));
        }
    }
    if let Some(s) = &r.r31 {
        let v = S::new(31u64, s.referenced, s.defined);
        if let Some(n) = number(cx, &v) {
            names.push((s.value.clone(), n));
        }
    }
    let also = r
        .also
        .0
        .iter()
        .filter_map(|(k, v)| number(cx, v).map(|n| (k.value.clone(), n)))
        .collect();
    let exclude = r.exclude.iter().filter_map(|v| number(cx, v)).collect();
    RegClass {
        name,
        doc,
        loc,
        prefix: r.prefix.value.clone(),
        bits,
        count,
        offset,
        exclude,
        names,
        also,
    }
}
