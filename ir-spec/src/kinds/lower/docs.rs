//! The Markdown reference of a lowering table: per gate, its rules in the order the matcher tries
//! them, with their conditions and steps (refusals last, with their reason), and the gates marked
//! unsupported with the reason.

use std::fmt::Write;

use super::model::{Action, Lowering, Pattern, REFUSAL_PRIORITY, Rule};
use crate::front::docs::cell;

fn mask_names(l: &Lowering, mask: u64) -> String {
    let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
    if mask & all == all {
        return "any".to_owned();
    }
    l.types
        .iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, t)| t.source.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn conditions(l: &Lowering, g: &super::model::GateRules, r: &Rule) -> String {
    let mut parts = vec![format!("types: {}", mask_names(l, r.types))];
    let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
    if g.typed_by_output && r.from & all != all {
        parts.push(format!("from: {}", mask_names(l, r.from)));
    }
    if let Some(c) = &r.cond {
        let names: Vec<String> = c.iter().map(|v| format!("{v:#x}")).collect();
        parts.push(format!("bitfield: {}", names.join(" | ")));
    }
    for i in &r.inputs {
        let typed = i.types & all != all;
        let p = match &i.pattern {
            // A pattern of types alone reads as the types.
            Pattern::Any if typed => String::new(),
            Pattern::Any => "any".to_owned(),
            Pattern::Const { imm, .. } => format!("constant fitting `{imm}`"),
            Pattern::Gate(g) => match &i.cond {
                Some(c) => {
                    let names: Vec<String> = c.iter().map(|v| format!("{v:#x}")).collect();
                    format!("absorbed `{g}` (bitfield: {})", names.join(" | "))
                }
                None => format!("absorbed `{g}`"),
            },
        };
        let t = match (typed, p.is_empty()) {
            (false, _) => String::new(),
            (true, true) => mask_names(l, i.types),
            (true, false) => format!(" of {}", mask_names(l, i.types)),
        };
        parts.push(format!("in{}: {p}{t}", i.index));
    }
    parts.join("; ")
}

/// The reference of `l`, generated from `source`.
pub fn markdown(l: &Lowering, source: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "<!-- generated from {source}; do not edit -->\n");
    let _ = writeln!(out, "# Lowering `{}`\n\n{}\n", l.name, l.doc);
    let (items, one) = match l.source_kind {
        super::source::SourceKind::Ir => ("Gates", "a gate"),
        super::source::SourceKind::Cfg => ("Instructions", "an instruction"),
    };
    let _ = writeln!(
        out,
        "{items} of `{}` become instructions of `{}`. Within {}, rules are tried from the highest priority down; the first whose conditions hold is taken.\n",
        l.source_spec, l.target_spec, one
    );
    let _ = writeln!(out, "## Types\n\n| source | target |\n|---|---|");
    for t in &l.types {
        let _ = writeln!(out, "| `{}` | `{}` |", t.source, t.target);
    }
    let _ = writeln!(out, "\n## {items}\n");
    for g in &l.gates {
        let _ = writeln!(out, "### `{}`\n", g.gate);
        if let Some(why) = &g.unsupported {
            let _ = writeln!(out, "Not lowered: {why}\n");
            continue;
        }
        let _ = writeln!(out, "| priority | conditions | lowering |\n|---|---|---|");
        for r in &g.rules {
            let action = match &r.action {
                Action::Steps(steps) if steps.is_empty() => "nothing: no instruction".to_owned(),
                Action::Steps(steps) => steps
                    .iter()
                    .map(|s| format!("`{}`", cell(&s.text)))
                    .collect::<Vec<_>>()
                    .join("<br>"),
                Action::Custom(m) => format!("hand-written: `{m}`"),
                Action::Unsupported(why) => format!("not lowered: {why}"),
            };
            let priority = if r.priority == REFUSAL_PRIORITY {
                "last".to_owned()
            } else {
                r.priority.to_string()
            };
            let doc = r
                .doc
                .as_deref()
                .filter(|d| !d.trim().is_empty())
                .map(|d| format!("{}<br>", cell(d)))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "| {priority} | {} | {doc}{action} |",
                cell(&conditions(l, g, r))
            );
        }
        let _ = writeln!(out);
    }
    out
}
