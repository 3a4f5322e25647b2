//! Encodings: bit patterns, templates resolved against operand bindings, and operands bound to
//! fields of the right width, each field by exactly one operand.

use std::collections::HashMap;

use super::{Bind, Cx, Shared};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::{FileId, Loc};
use crate::front::syntax::S;
use crate::kinds::isa::model::{Encoding, Field, Operand, OperandType, Piece};
use crate::kinds::isa::syntax::{EncodingDecl, Entries, OperandDecl};
use crate::kinds::isa::template::{self, RawPiece};

/// A parsed bit pattern: its width, fixed bits (mask and value) and fields.
type Pattern = (u32, u32, u32, Vec<Field>);

/// Parses a bit pattern whose width must be one of `widths`; `None` after reporting.
fn pattern(cx: &mut Cx<'_>, file: FileId, bits: &S<String>, widths: &[u32]) -> Option<Pattern> {
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
    if !widths.contains(&width) {
        let loc = cx.at(file, bits, 0);
        let want = match widths {
            [one] => format!("exactly {one}"),
            _ => {
                let all: Vec<String> = widths.iter().map(u32::to_string).collect();
                format!("{} (the table's `widths`)", all.join(" or "))
            }
        };
        cx.err(
            Rule::IsaBitsWidth,
            loc,
            format!("the bit pattern covers {width} bits; an encoding has {want}"),
        );
        return None;
    }
    let (mut mask, mut value, mut fields) = (0u32, 0u32, Vec::<Field>::new());
    let mut hi = width;
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
    ok.then_some((width, mask, value, fields))
}

/// Resolves a template against operand bindings. `bind` turns a binding into an operand (or
/// reports); returns pieces and operands.
pub(super) fn resolve_template(
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
pub(super) fn bind_fields(
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

/// The trimmed `doc` of an operand binding (empty when absent).
pub(super) fn doc_of(decl: &OperandDecl) -> String {
    decl.doc
        .as_ref()
        .map(|d| d.value.trim().to_owned())
        .unwrap_or_default()
}

/// Checks an encoding: its pattern, template and operands; `None` after reporting.
#[allow(clippy::too_many_arguments)]
pub(super) fn encoding(
    cx: &mut Cx<'_>,
    file: FileId,
    e: &EncodingDecl,
    widths: &[u32],
    types: &[OperandType],
    type_index: &HashMap<String, usize>,
    shared: &Shared<'_>,
    names: &mut HashMap<String, Loc>,
) -> Option<Encoding> {
    let (name, doc, loc) = cx.declare("encoding", file, &e.name, &e.doc, names);
    let (width, mask, value, fields) = pattern(cx, file, &e.bits, widths)?;
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
        width,
        mask,
        value,
        fields,
        operands,
        template,
        asm: e.asm.value.clone(),
        expands: None,
    })
}
