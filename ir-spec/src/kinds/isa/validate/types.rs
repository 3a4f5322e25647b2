//! Operand types: the built-in kinds (`uimm`, `simm`, `enum`, `flag`) with their parameters,
//! and the kinds of registered codecs, whose parameters the codec checks.

use std::collections::HashMap;
use std::sync::Arc;

use super::Cx;
use crate::front::codec::{CodecType, OperandCodec, Params};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::{FileId, Loc};
use crate::front::syntax::S;
use crate::kinds::isa::model::{TypeKind, Unsigned};
use crate::kinds::isa::syntax::{Entries, OperandTypeDecl};

/// The kinds every table may use; others come from registered codecs.
const KINDS: &[&str] = &["uimm", "simm", "enum", "flag"];

/// The operand type `t` as a kind with its parameters; `None` after reporting.
pub(super) fn type_kind(cx: &mut Cx<'_>, file: FileId, t: &OperandTypeDecl) -> Option<TypeKind> {
    let codec: Option<Arc<dyn OperandCodec>> = cx.codecs.kind(&t.kind.value).cloned();
    // Which parameters each kind takes.
    let allowed: &[&str] = match (t.kind.value.as_str(), &codec) {
        ("uimm", _) => &["bits", "scale", "offset", "min", "max", "hex"],
        ("simm", _) => &["bits", "scale", "pcrel"],
        ("enum", _) => &["bits", "values", "also", "numbered", "number_prefix"],
        ("flag", _) => &["amount"],
        (_, Some(c)) => c.params(),
        (other, None) => {
            let loc = cx.loc(file, &t.kind);
            let registered: Vec<&str> = KINDS.iter().copied().chain(cx.codecs.kinds()).collect();
            let hint =
                naming::did_you_mean(other, registered.iter().copied()).unwrap_or_else(|| {
                    format!(
                        "`{other}` is not a built-in kind: if a target's codec crate provides it, \
                     register that crate's codecs with `Loader::codecs` or `Builder::codecs` \
                     (for A64, `opforge_arm64_codec::codecs()`)"
                    )
                });
            cx.push(
                Diagnostic::new(
                    Rule::IsaBadOperandType,
                    loc,
                    format!(
                        "unknown operand kind `{other}`; kinds are {}",
                        registered.join(", ")
                    ),
                )
                .with_hint(hint),
            );
            return None;
        }
    };
    let kind = t.kind.value.as_str();
    let mut present: Vec<(&str, Loc)> = Vec::new();
    let mut params = Params::default();
    macro_rules! note {
        ($($f:ident),*) => {$(
            if let Some(v) = &t.$f {
                present.push((stringify!($f), cx.loc(file, v)));
                params.0.push((stringify!($f).to_owned(), v.value as i64));
            }
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
    if let Some(p) = &t.number_prefix {
        present.push(("number_prefix", cx.loc(file, p)));
        let numbered = t.numbered.as_ref().is_some_and(|n| n.value);
        if !numbered || !matches!(p.value.as_str(), "" | "#") {
            ok = false;
            let loc = cx.loc(file, p);
            cx.err(
                Rule::IsaBadOperandType,
                loc,
                format!(
                    "`number_prefix: {:?}`: the prefix of unnamed values is `\"#\"` or `\"\"`, with `numbered: true`",
                    p.value
                ),
            );
        }
    }
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
    if let Some(codec) = codec {
        if !ok {
            return None;
        }
        if let Err(e) = codec.check(&params) {
            let loc = e
                .param
                .as_deref()
                .and_then(|p| present.iter().find(|(k, _)| *k == p))
                .map_or(tloc, |(_, l)| *l);
            cx.err(Rule::IsaBadOperandType, loc, e.message);
            return None;
        }
        return Some(TypeKind::Codec(CodecType { codec, params }));
    }
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
            TypeKind::Uimm(Unsigned {
                bits,
                scale,
                offset,
                min,
                max,
                hex: t.hex.as_ref().is_some_and(|h| h.value),
            })
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
            // Each value becomes a constant of the type, its name in capitals (`lsl` is `LSL`),
            // as a register becomes one of its class (`names::check`).
            let mut constants: HashMap<String, &str> = HashMap::new();
            for (k, _) in &t.values.0 {
                let name = &k.value;
                let constant = name.to_ascii_uppercase();
                let why = if !naming::is_identifier(&constant) {
                    Some("which is not an identifier".to_owned())
                } else if super::names::ENUM_ITEMS.contains(&constant.as_str()) {
                    Some("which the type defines itself".to_owned())
                } else {
                    constants
                        .insert(constant.clone(), name)
                        .map(|first| format!("as enum value `{first}` does"))
                };
                if let Some(why) = why {
                    let loc = cx.loc(file, k);
                    cx.err(
                        Rule::ReservedName,
                        loc,
                        format!(
                            "enum value `{name}` of `{}` becomes the constant `{}::{constant}`, {why}",
                            t.name.value, t.name.value
                        ),
                    );
                    ok = false;
                }
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
                number_prefix: t
                    .number_prefix
                    .as_ref()
                    .map_or_else(|| "#".to_owned(), |p| p.value.clone()),
            }
        }
        _ => TypeKind::Flag {
            amount: t.amount.as_ref().map_or(0, |a| a.value as u32),
        },
    };
    ok.then_some(k)
}
