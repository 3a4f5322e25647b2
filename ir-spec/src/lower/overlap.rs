//! The checks between the rules of a lowering table, all over the finite space of what a rule
//! can test without looking at inputs (a *point*: the controlling type, the first input's type,
//! the bitfield case), with input patterns compared by implication:
//! - `E133` coverage: every gate of the source's `MIR` level has rules or is marked
//!   `unsupported`, and every point some rule handles is handled by a rule without input
//!   conditions (so a gate never falls through because a constant did not fit);
//! - `E134` ambiguity: two rules of one gate and one priority that can match the same gate;
//! - `E135` shadowing: a rule every gate of whose points a higher-priority rule already takes.

use super::model::{GateRules, InputRule, Lowering, Pattern, Rule as LowerRule};
use crate::context::Cx;
use crate::diagnostic::{Diagnostic, Rule};
use crate::model::{Bitfield, Spec};

/// A point: (controlling type bit, first-input type bit, bitfield value or `None`).
type Point = (u32, u32, Option<u64>);

/// Runs the three checks.
pub(crate) fn check(cx: &mut Cx<'_>, source: &Spec, lowering: &Lowering) {
    coverage_of_gates(cx, source, lowering);
    let names: Vec<String> = lowering.types.iter().map(|t| t.source.clone()).collect();
    let all = crate::cfg::model::mask_of_count(names.len());
    for g in &lowering.gates {
        let points = points(source, lowering, g);
        if let (Some(_), Some(r)) = (&g.unsupported, g.rules.first()) {
            cx.err(
                Rule::LowerCoverage,
                r.loc,
                format!("`{}` is marked unsupported and also has rules", g.gate),
            );
        }
        fallbacks(cx, g, &points, &names);
        ambiguity(cx, g, &points, &names);
        shadowing(cx, g, &points, all);
    }
}

/// Every MIR gate of the source has an entry.
fn coverage_of_gates(cx: &mut Cx<'_>, source: &Spec, lowering: &Lowering) {
    let Some(mir) = source.levels.iter().position(|l| l.name == "MIR") else {
        return;
    };
    let at = lowering.source_loc;
    let missing: Vec<&str> = source
        .gates
        .iter()
        .filter(|g| g.level == Some(mir))
        .filter(|g| !lowering.gates.iter().any(|x| x.gate == g.named.name))
        .map(|g| g.named.name.as_str())
        .collect();
    if !missing.is_empty() {
        cx.push(
            Diagnostic::new(
                Rule::LowerCoverage,
                at,
                format!(
                    "MIR gate(s) {} of `{}` have no rule",
                    missing
                        .iter()
                        .map(|g| format!("`{g}`"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    lowering.source_spec
                ),
            )
            .with_hint("add a rule for each, or mark it `unsupported: <why>`".to_owned()),
        );
    }
}

/// Every point of the gate.
fn points(source: &Spec, lowering: &Lowering, g: &GateRules) -> Vec<Point> {
    let n = lowering.types.len() as u32;
    let conds: Vec<Option<u64>> = match source
        .gates
        .iter()
        .find(|x| x.named.name == g.gate)
        .map(|x| &x.bitfield)
    {
        Some(Bitfield::Enum(e)) => e.cases.iter().map(|c| Some(c.value)).collect(),
        _ => vec![None],
    };
    let froms: Vec<u32> = if g.typed_by_output {
        (0..n).collect()
    } else {
        vec![0]
    };
    let mut out = Vec::new();
    for t in 0..n {
        for &f in &froms {
            for &c in &conds {
                out.push((t, f, c));
            }
        }
    }
    out
}

fn admits(r: &LowerRule, typed_by_output: bool, (t, f, c): Point) -> bool {
    r.types & (1 << t) != 0
        && (!typed_by_output || r.from & (1 << f) != 0)
        && match (&r.cond, c) {
            (Some(list), Some(c)) => list.contains(&c),
            _ => true,
        }
}

fn unconditional(r: &LowerRule) -> bool {
    r.inputs.is_empty()
}

fn describe((t, f, c): Point, g: &GateRules, names: &[String]) -> String {
    let mut s = format!("`{}` of type {}", g.gate, names[t as usize]);
    if g.typed_by_output {
        s.push_str(&format!(" from {}", names[f as usize]));
    }
    if let Some(c) = c {
        s.push_str(&format!(" with bitfield {c:#x}"));
    }
    s
}

/// Every point a rule handles has a rule without input conditions.
fn fallbacks(cx: &mut Cx<'_>, g: &GateRules, points: &[Point], names: &[String]) {
    for r in g.rules.iter().filter(|r| !unconditional(r)) {
        let uncovered = points.iter().find(|&&p| {
            admits(r, g.typed_by_output, p)
                && !g
                    .rules
                    .iter()
                    .any(|o| unconditional(o) && admits(o, g.typed_by_output, p))
        });
        if let Some(&p) = uncovered {
            cx.push(
                Diagnostic::new(
                    Rule::LowerCoverage,
                    r.loc,
                    format!(
                        "the rule has input conditions, and no rule without them handles {}",
                        describe(p, g, names)
                    ),
                )
                .with_hint("add a rule without `inputs` for those types".to_owned()),
            );
        }
    }
}

/// Whether input patterns `a` and `b` can both hold for one gate.
fn compatible(a: &[InputRule], b: &[InputRule]) -> bool {
    a.iter().all(|x| {
        b.iter().filter(|y| y.index == x.index).all(|y| {
            x.types & y.types != 0
                && match (&x.pattern, &y.pattern) {
                    (Pattern::Any, _) | (_, Pattern::Any) => true,
                    (
                        Pattern::Const { min: a, max: b, .. },
                        Pattern::Const { min: c, max: d, .. },
                    ) => a.max(c) <= b.min(d),
                    (Pattern::Gate(p), Pattern::Gate(q)) => p == q,
                    (Pattern::Const { .. }, Pattern::Gate(g))
                    | (Pattern::Gate(g), Pattern::Const { .. }) => g == "CONSTANT",
                }
        })
    })
}

/// Whether every gate matching patterns `narrow` also matches `wide`.
fn implies(narrow: &[InputRule], wide: &[InputRule], all: u64) -> bool {
    wide.iter().all(|w| {
        let trivial = matches!(w.pattern, Pattern::Any) && w.types & all == all;
        trivial
            || narrow.iter().any(|n| {
                n.index == w.index
                    && n.types & !w.types == 0
                    && match (&w.pattern, &n.pattern) {
                        (Pattern::Any, _) => true,
                        (
                            Pattern::Const { min: a, max: b, .. },
                            Pattern::Const { min: c, max: d, .. },
                        ) => a <= c && d <= b,
                        (Pattern::Gate(p), Pattern::Gate(q)) => p == q,
                        _ => false,
                    }
            })
    })
}

fn ambiguity(cx: &mut Cx<'_>, g: &GateRules, points: &[Point], names: &[String]) {
    for (i, b) in g.rules.iter().enumerate() {
        for a in &g.rules[..i] {
            if a.priority != b.priority || !compatible(&a.inputs, &b.inputs) {
                continue;
            }
            if let Some(&p) = points
                .iter()
                .find(|&&p| admits(a, g.typed_by_output, p) && admits(b, g.typed_by_output, p))
            {
                let first = cx.position(a.loc);
                cx.push(
                    Diagnostic::new(
                        Rule::LowerAmbiguous,
                        b.loc,
                        format!(
                            "this rule and the one at {first} both match {} at priority {}",
                            describe(p, g, names),
                            b.priority
                        ),
                    )
                    .with_hint(
                        "give one a higher `priority`, or narrow its `types`, `cond` or `inputs`"
                            .to_owned(),
                    ),
                );
                break;
            }
        }
    }
}

fn shadowing(cx: &mut Cx<'_>, g: &GateRules, points: &[Point], all: u64) {
    for (i, b) in g.rules.iter().enumerate() {
        let mut by = None;
        let shadowed = points
            .iter()
            .filter(|&&p| admits(b, g.typed_by_output, p))
            .all(|&p| {
                g.rules[..i].iter().any(|a| {
                    let takes = a.priority > b.priority
                        && admits(a, g.typed_by_output, p)
                        && implies(&b.inputs, &a.inputs, all);
                    if takes {
                        by.get_or_insert(a.loc);
                    }
                    takes
                })
            });
        if shadowed && let Some(at) = by {
            let first = cx.position(at);
            cx.err(
                Rule::LowerShadowed,
                b.loc,
                format!(
                    "this rule for `{}` never fires: higher-priority rules (the first at {first}) match every gate it matches",
                    g.gate
                ),
            );
        }
    }
}
