//! Expansions: a narrower encoding's `expands` (and `also_compresses`) is a wider instruction
//! written in the table's asm syntax with the narrow encoding's operands. It must match the
//! template of one wider encoding of the same mnemonic, every narrow operand must appear (a name
//! written twice ties two wide operands), literal text must be a legal value of the wide operand
//! it stands for, and every value a narrow operand holds must be one the wide operand holds, so
//! that expanding never fails.

use super::Cx;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::source::FileId;
use crate::front::syntax::S;
use crate::kinds::isa::expr::{self, NameRef, Ty};
use crate::kinds::isa::model::{
    Encoding, Expansion, OperandType, Piece, RegClass, Slot, TypeKind, WidePattern,
};
use crate::kinds::isa::syntax::IsaDocument;
use crate::kinds::isa::template::{self, RawPiece};

/// Checks the `expands`, `expands_when` and `also_compresses` keys of every encoding and
/// records the expansions in `encodings`.
pub(super) fn expansions(
    cx: &mut Cx<'_>,
    documents: &[(FileId, IsaDocument)],
    encodings: &mut [Encoding],
    types: &[OperandType],
) {
    let widest = encodings.iter().map(|e| e.width).max().unwrap_or(32);
    for (file, doc) in documents {
        for d in &doc.encodings {
            let Some(idx) = encodings.iter().position(|e| e.name == d.name.value) else {
                continue;
            };
            let Some(text) = &d.expands else {
                let stray = d
                    .expands_when
                    .iter()
                    .map(|w| (w, "expands_when"))
                    .chain(d.compresses_when.iter().map(|w| (w, "compresses_when")))
                    .chain(d.also_compresses.iter().map(|a| (a, "also_compresses")))
                    .next();
                if let Some((s, key)) = stray {
                    let loc = cx.loc(*file, s);
                    cx.err(
                        Rule::IsaExpands,
                        loc,
                        format!("`{key}` of `{}` needs its `expands`", d.name.value),
                    );
                }
                continue;
            };
            let narrow = &encodings[idx];
            if narrow.width >= widest {
                let loc = cx.loc(*file, text);
                cx.err(
                    Rule::IsaExpands,
                    loc,
                    format!(
                        "`{}` is {} bits wide: only an encoding narrower than the table's widest ({widest} bits) expands",
                        narrow.name, narrow.width
                    ),
                );
                continue;
            }
            let mut patterns = Vec::new();
            let mut ok = true;
            for t in std::iter::once(text).chain(&d.also_compresses) {
                match wide_pattern(cx, *file, t, narrow, encodings, types, widest) {
                    Some(p) => patterns.push(p),
                    None => ok = false,
                }
            }
            let names: Vec<String> = narrow
                .operands
                .iter()
                .filter(|o| types[o.ty].kind.is_integer())
                .map(|o| o.name.clone())
                .collect();
            let resolve = |n: &str| {
                narrow
                    .operands
                    .iter()
                    .position(|o| o.name == n && types[o.ty].kind.is_integer())
                    .map(NameRef::Operand)
            };
            let mut condition = |cx: &mut Cx<'_>, w: &Option<S<String>>| {
                let w = w.as_ref()?;
                let builtins = cx.builtins.clone();
                match expr::parse(&w.value, Ty::Bool, &resolve, &names, &builtins) {
                    Ok(e) => Some(e),
                    Err(err) => {
                        let loc = cx.at(*file, w, err.offset);
                        cx.push(
                            Diagnostic::new(Rule::IsaBadExpression, loc, err.message)
                                .with_optional_hint(err.hint),
                        );
                        ok = false;
                        None
                    }
                }
            };
            let when = condition(cx, &d.expands_when);
            let compress_when = condition(cx, &d.compresses_when);
            if ok {
                encodings[idx].expands = Some(Expansion {
                    when,
                    when_text: d.expands_when.as_ref().map(|w| w.value.clone()),
                    compress_when,
                    compress_when_text: d.compresses_when.as_ref().map(|w| w.value.clone()),
                    patterns,
                });
            }
        }
    }
}

/// One character of an expansion's text, or an operand written `{name}`, with its offset.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    Char(char),
    Operand(String),
}

/// What a wide operand is given before it is resolved: a narrow operand's name or literal text,
/// with the offset where it is written.
enum Given {
    Operand(String, usize),
    Literal(String, usize),
}

/// The items of an expansion's text with their character offsets.
fn items(text: &str) -> Vec<(Item, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '{'
            && let Some(len) = chars[i + 1..].iter().position(|&c| c == '}')
        {
            out.push((Item::Operand(chars[i + 1..i + 1 + len].iter().collect()), i));
            i += len + 2;
        } else {
            out.push((Item::Char(chars[i]), i));
            i += 1;
        }
    }
    out
}

/// The template of `e` as a flat list: characters of its text and its operands (optional groups
/// taken as written out).
fn flat(template: &[Piece], out: &mut Vec<Result<char, usize>>) {
    for p in template {
        match p {
            Piece::Text(t) => out.extend(t.chars().map(Ok)),
            Piece::Operand(i) => out.push(Err(*i)),
            Piece::Optional(g) => flat(g, out),
        }
    }
}

/// Matches `items` against `wide`'s template: what each of its operands is given, or `None`
/// when the shapes differ.
fn shape(wide: &Encoding, items: &[(Item, usize)]) -> Option<Vec<Given>> {
    let mut pieces = Vec::new();
    flat(&wide.template, &mut pieces);
    let mut given: Vec<Option<Given>> = wide.operands.iter().map(|_| None).collect();
    let mut p = 0;
    for (k, piece) in pieces.iter().enumerate() {
        match piece {
            Ok(c) => match items.get(p) {
                Some((Item::Char(d), _)) if d == c => p += 1,
                _ => return None,
            },
            Err(i) => match items.get(p) {
                Some((Item::Operand(n), at)) => {
                    given[*i] = Some(Given::Operand(n.clone(), *at));
                    p += 1;
                }
                Some((Item::Char(_), at)) => {
                    // Literal text up to the template's next character.
                    let stop = match pieces.get(k + 1) {
                        Some(Ok(c)) => Some(*c),
                        _ => None,
                    };
                    let mut lit = String::new();
                    while let Some((Item::Char(c), _)) = items.get(p) {
                        if Some(*c) == stop {
                            break;
                        }
                        lit.push(*c);
                        p += 1;
                    }
                    let lit = lit.trim().to_owned();
                    if lit.is_empty() {
                        return None;
                    }
                    given[*i] = Some(Given::Literal(lit, *at));
                }
                None => return None,
            },
        }
    }
    if p != items.len() {
        return None;
    }
    given.into_iter().collect()
}

/// Checks one wide spelling of `narrow`; `None` after reporting.
fn wide_pattern(
    cx: &mut Cx<'_>,
    file: FileId,
    text: &S<String>,
    narrow: &Encoding,
    encodings: &[Encoding],
    types: &[OperandType],
    widest: u32,
) -> Option<WidePattern> {
    match template::parse(&text.value) {
        Err(e) => {
            let loc = cx.at(file, text, e.offset);
            cx.err(Rule::IsaBadTemplate, loc, e.message);
            return None;
        }
        Ok(raw) if raw.iter().any(|p| matches!(p, RawPiece::Optional(_))) => {
            let at = text.value.find('<').unwrap_or(0);
            let loc = cx.at(file, text, text.value[..at].chars().count());
            cx.err(
                Rule::IsaExpands,
                loc,
                "an expansion is one instruction: it has no optional group",
            );
            return None;
        }
        Ok(_) => {}
    }
    let items = items(&text.value);
    let mnemonic: String = text
        .value
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '{')
        .collect();
    let wide: Vec<usize> = (0..encodings.len())
        .filter(|&i| encodings[i].width == widest && encodings[i].mnemonic() == mnemonic)
        .collect();
    if wide.is_empty() {
        let loc = cx.loc(file, text);
        let mnemonics: Vec<String> = encodings
            .iter()
            .filter(|e| e.width == widest)
            .map(Encoding::mnemonic)
            .collect();
        let hint =
            crate::front::naming::did_you_mean(&mnemonic, mnemonics.iter().map(String::as_str));
        cx.push(
            Diagnostic::new(
                Rule::IsaExpands,
                loc,
                format!("no {widest}-bit encoding has the mnemonic `{mnemonic}`"),
            )
            .with_optional_hint(hint),
        );
        return None;
    }
    let Some((of, given)) = wide
        .iter()
        .find_map(|&i| shape(&encodings[i], &items).map(|g| (i, g)))
    else {
        let loc = cx.loc(file, text);
        let templates: Vec<String> = wide
            .iter()
            .map(|&i| format!("`{}` ({})", encodings[i].asm, encodings[i].name))
            .collect();
        cx.err(
            Rule::IsaExpands,
            loc,
            format!(
                "`{}` does not follow the template of {}",
                text.value,
                templates.join(" or ")
            ),
        );
        return None;
    };
    let wide = &encodings[of];
    let mut ok = true;
    let mut slots = Vec::new();
    for (o, g) in wide.operands.iter().zip(given) {
        let to = &types[o.ty];
        match g {
            Given::Operand(name, at) => {
                let Some(i) = narrow.operands.iter().position(|n| n.name == name) else {
                    let loc = cx.at(file, text, at + 1);
                    let hint = crate::front::naming::did_you_mean(
                        &name,
                        narrow.operands.iter().map(|n| n.name.as_str()),
                    );
                    cx.push(
                        Diagnostic::new(
                            Rule::IsaUnknownName,
                            loc,
                            format!("unknown operand `{name}` of `{}`", narrow.name),
                        )
                        .with_optional_hint(hint),
                    );
                    ok = false;
                    continue;
                };
                let from = &types[narrow.operands[i].ty];
                if let Err(why) = fits(cx, narrow.operands[i].ty, o.ty, from, to) {
                    let loc = cx.at(file, text, at + 1);
                    cx.err(
                        Rule::IsaExpands,
                        loc,
                        format!(
                            "operand `{name}` ({}) cannot stand for `{}` of `{}` ({}): {why}",
                            from.name, o.name, wide.name, to.name
                        ),
                    );
                    ok = false;
                    continue;
                }
                slots.push(Slot::Operand(i));
            }
            Given::Literal(lit, at) => match literal(&cx.registers, to, &lit) {
                Ok(v) => slots.push(Slot::Fixed(v)),
                Err(why) => {
                    let at = text.value[at..].find(&lit).map_or(at, |b| at + b);
                    let loc = cx.at(file, text, text.value[..at].chars().count());
                    let (operand, form, ty) = (&o.name, &wide.name, &to.name);
                    let message =
                        format!("`{lit}` is no value of `{operand}` of `{form}` ({ty}): {why}");
                    cx.err(Rule::IsaExpands, loc, message);
                    ok = false;
                }
            },
        }
    }
    for (i, n) in narrow.operands.iter().enumerate() {
        if ok && !slots.contains(&Slot::Operand(i)) {
            let loc = cx.loc(file, text);
            let (operand, form, written) = (&n.name, &narrow.name, &text.value);
            let message = format!("operand `{operand}` of `{form}` is missing from `{written}`");
            cx.err(Rule::IsaExpands, loc, message);
            ok = false;
        }
    }
    ok.then(|| WidePattern {
        text: text.value.clone(),
        of,
        operands: slots,
    })
}

/// The values of an immediate type, from its legal raw encodings (`None` for other kinds or
/// widths too large to list).
fn values(kind: &TypeKind) -> Option<Vec<i64>> {
    let legal = |raw: i64| kind.legal(&[], raw as u64);
    match *kind {
        TypeKind::Uimm(ref u) if u.bits <= 24 => Some(
            (0..1i64 << u.bits)
                .filter(|&r| legal(r))
                .map(|r| u.value(r))
                .collect(),
        ),
        TypeKind::Simm { bits, scale, .. } if bits <= 24 => {
            let half = 1i64 << (bits - 1);
            Some((-half..half).map(|r| r * scale as i64).collect())
        }
        _ => None,
    }
}

/// Whether immediate kind `kind` holds value `v`.
fn holds(kind: &TypeKind, v: i64) -> bool {
    values(kind).is_some_and(|vs| vs.contains(&v))
}

/// Register numbers of a class.
fn numbers(c: &RegClass) -> impl Iterator<Item = u32> + '_ {
    (0..c.count)
        .filter(|&r| c.legal(u64::from(r)))
        .map(|r| r + c.offset)
}

/// Whether register number `n` belongs to class `c`.
fn has_number(c: &RegClass, n: u32) -> bool {
    n >= c.offset && c.legal(u64::from(n - c.offset))
}

/// Whether every value of narrow type `from` is one of wide type `to`; the error says which is
/// not.
fn fits(
    cx: &Cx<'_>,
    from_index: usize,
    to_index: usize,
    from: &OperandType,
    to: &OperandType,
) -> Result<(), String> {
    if from_index == to_index {
        return Ok(());
    }
    match (&from.kind, &to.kind) {
        (TypeKind::Reg { class: a, .. }, TypeKind::Reg { class: b, .. }) => {
            let (a, b) = (&cx.registers[*a], &cx.registers[*b]);
            match numbers(a).find(|&n| !has_number(b, n)) {
                None => Ok(()),
                Some(n) => Err(format!(
                    "register {} is not one of {}",
                    a.spelling(n - a.offset),
                    b.legal_text()
                )),
            }
        }
        (
            TypeKind::Uimm(_) | TypeKind::Simm { pcrel: false, .. },
            TypeKind::Uimm(_) | TypeKind::Simm { pcrel: false, .. },
        )
        | (TypeKind::Simm { pcrel: true, .. }, TypeKind::Simm { pcrel: true, .. }) => {
            let (Some(vals), Some(held)) = (values(&from.kind), values(&to.kind)) else {
                return Err("its values are too many to compare".into());
            };
            let held: std::collections::HashSet<i64> = held.into_iter().collect();
            match vals.into_iter().find(|v| !held.contains(v)) {
                None => Ok(()),
                Some(v) => Err(format!("{v} is not one of its values")),
            }
        }
        (TypeKind::Simm { pcrel: true, .. }, _) | (_, TypeKind::Simm { pcrel: true, .. }) => {
            Err("a PC-relative target stands only for a PC-relative target".into())
        }
        _ => Err(
            "a register stands for a register, an immediate for an immediate, another kind only for its own type"
                .into(),
        ),
    }
}

/// The value literal text `lit` gives an operand of type `to`: a register number or an
/// immediate value.
fn literal(registers: &[RegClass], to: &OperandType, lit: &str) -> Result<i64, String> {
    match &to.kind {
        TypeKind::Reg { class, .. } => {
            let c = &registers[*class];
            let named = c
                .names
                .iter()
                .chain(&c.also)
                .find(|(n, _)| n == lit)
                .map(|(_, v)| *v);
            let numbered = lit
                .strip_prefix(c.prefix.as_str())
                .and_then(|d| d.parse::<u32>().ok());
            match named.or(numbered) {
                Some(n) if has_number(c, n) => Ok(i64::from(n)),
                Some(_) => Err(format!("the class holds {}", c.legal_text())),
                None => Err("no register is spelt so".into()),
            }
        }
        TypeKind::Uimm(_) | TypeKind::Simm { .. } => {
            let (neg, digits) = match lit.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, lit),
            };
            let v = match digits.strip_prefix("0x") {
                Some(h) => i64::from_str_radix(h, 16),
                None => digits.parse::<i64>(),
            }
            .map_err(|_| "it is not a number".to_owned())?;
            let v = if neg { -v } else { v };
            if holds(&to.kind, v) {
                Ok(v)
            } else {
                Err("the type does not hold it".into())
            }
        }
        _ => Err("only a register or an immediate can be written as a fixed value".into()),
    }
}
