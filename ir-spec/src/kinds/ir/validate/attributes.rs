//! Attributes: owns the typed attribute declarations (kind, default) and checking a value against
//! its attribute's kind.

use std::collections::HashMap;

use super::{Cx, Decls};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::source::Loc;
use crate::kinds::ir::model::{AttrValue, Attribute, AttributeKind};
use crate::kinds::ir::syntax;

pub(crate) fn attributes(cx: &mut Cx<'_>, d: &Decls<'_>) -> Vec<Attribute> {
    let mut out = Vec::new();
    for (f, a) in &d.attributes {
        let named = cx.named("attribute", *f, &a.name, &a.doc);
        let kind_loc = cx.loc(*f, &a.kind);
        // A kind that admits no value is reported once, not again through its default.
        let mut kind_ok = true;
        let kind = match &a.kind.value {
            syntax::AttributeKind::Bool => AttributeKind::Bool,
            syntax::AttributeKind::Text => AttributeKind::Text,
            syntax::AttributeKind::Int { min, max } => {
                if min > max {
                    kind_ok = false;
                    cx.push(Diagnostic::new(
                        Rule::BadAttributeValue,
                        kind_loc,
                        format!("attribute `{}` has min {min} above max {max}", a.name.value),
                    ));
                }
                AttributeKind::Int {
                    min: *min,
                    max: *max,
                }
            }
            syntax::AttributeKind::Enum(v) | syntax::AttributeKind::Set(v) => {
                let mut seen = HashMap::new();
                for s in v {
                    let loc = cx.loc(*f, s);
                    cx.check_identifier("attribute value", &s.value, loc);
                    super::unique(cx, &mut seen, "attribute value", &s.value, loc, ());
                }
                let names = v.iter().map(|s| s.value.clone()).collect();
                if matches!(a.kind.value, syntax::AttributeKind::Enum(_)) {
                    AttributeKind::Enum(names)
                } else {
                    AttributeKind::Set(names)
                }
            }
        };
        let default = match &a.default {
            Some(v) if kind_ok => {
                let loc = cx.loc(*f, v);
                check_value(cx, &a.name.value, &kind, &v.value, loc)
            }
            Some(_) => None,
            None if kind == AttributeKind::Bool => Some(AttrValue::Bool(false)),
            None if matches!(kind, AttributeKind::Set(_)) => Some(AttrValue::Set(Vec::new())),
            None => {
                cx.push(
                    Diagnostic::new(
                        Rule::BadAttributeValue,
                        named.loc,
                        format!("attribute `{}` has no `default`", a.name.value),
                    )
                    .with_hint("only `bool` and `set` attributes have an implicit default"),
                );
                None
            }
        };
        out.push(Attribute {
            named,
            kind,
            default: default.unwrap_or(AttrValue::Bool(false)),
        });
    }
    out
}

/// Checks `v` against attribute `name`'s kind; the checked value, or `None` after reporting.
pub(crate) fn check_value(
    cx: &mut Cx<'_>,
    attr: &str,
    kind: &AttributeKind,
    v: &syntax::AttrValue,
    loc: Loc,
) -> Option<AttrValue> {
    let bad = |cx: &mut Cx<'_>, expected: String| {
        cx.push(Diagnostic::new(
            Rule::BadAttributeValue,
            loc,
            format!("attribute `{attr}` takes {expected}; found {}", describe(v)),
        ));
        None
    };
    match (kind, v) {
        (AttributeKind::Bool, syntax::AttrValue::Bool(b)) => Some(AttrValue::Bool(*b)),
        (AttributeKind::Int { min, max }, syntax::AttrValue::Int(i))
            if (min..=max).contains(&i) =>
        {
            Some(AttrValue::Int(*i))
        }
        (AttributeKind::Int { min, max }, _) => bad(cx, format!("an integer in {min}..={max}")),
        (AttributeKind::Text, syntax::AttrValue::Text(t)) => Some(AttrValue::Text(t.clone())),
        (AttributeKind::Enum(names), syntax::AttrValue::Text(t)) => {
            match names.iter().position(|n| n == t) {
                Some(i) => Some(AttrValue::Enum(i)),
                None => bad(cx, format!("one of {}", names.join(", "))),
            }
        }
        (AttributeKind::Set(names), syntax::AttrValue::List(items)) => {
            let mut idx = Vec::new();
            for it in items {
                match names.iter().position(|n| n == it) {
                    Some(i) => idx.push(i),
                    None => return bad(cx, format!("a list of {}", names.join(", "))),
                }
            }
            idx.sort_unstable();
            idx.dedup();
            Some(AttrValue::Set(idx))
        }
        (AttributeKind::Bool, _) => bad(cx, "`true` or `false`".into()),
        (AttributeKind::Text, _) => bad(cx, "text".into()),
        (AttributeKind::Enum(names), _) => bad(cx, format!("one of {}", names.join(", "))),
        (AttributeKind::Set(names), _) => bad(cx, format!("a list of {}", names.join(", "))),
    }
}

fn describe(v: &syntax::AttrValue) -> String {
    match v {
        syntax::AttrValue::Bool(b) => format!("`{b}`"),
        syntax::AttrValue::Int(i) => format!("`{i}`"),
        syntax::AttrValue::Text(t) => format!("`{t}`"),
        syntax::AttrValue::List(l) => format!("`[{}]`", l.join(", ")),
    }
}
