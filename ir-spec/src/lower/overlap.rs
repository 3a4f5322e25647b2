//! The checks between the rules of a lowering table, all over the finite space of what a rule
//! can test without looking at inputs (a *point*: the controlling type, the first input's type,
//! the bitfield case). The space of a gate is what the source table's type constraints accept
//! (its output type and first input's types: a type variable is the gate's own type), over the
//! types the lowering maps. Input patterns are compared by implication:
//! - `E133` coverage: every source instruction of the groups the table's `cover` names (all of
//!   them without it) has rules or is marked `unsupported`; every point of a gate with rules is lowered by a rule without input
//!   conditions or refused (`unsupported` with `types`, `from` or `cond`); and every point some
//!   rule with input conditions handles is handled by a rule without them (so a gate never falls
//!   through because a constant did not fit);
//! - `E134` ambiguity: two rules of one gate and one priority that can match the same gate;
//! - `E135` shadowing: a rule every gate of whose points a higher-priority rule already takes.

use super::model::{
    Action, GateRules, InputRule, Lowering, Pattern, REFUSAL_PRIORITY, Rule as LowerRule,
};
use super::source::{SourceInst as Gate, SourceTable as Spec};
use crate::context::Cx;
use crate::diagnostic::{Diagnostic, Rule};
use crate::model::TypeRef;

/// A point: (controlling type bit, first-input type bit when the gate is typed by its output
/// and has inputs, bitfield value or `None`).
type Point = (u32, Option<u32>, Option<u64>);

/// Runs the three checks.
pub(crate) fn check(cx: &mut Cx<'_>, source: &Spec, lowering: &Lowering, cover: &[bool]) {
    coverage_of_gates(cx, source, lowering, cover);
    let names: Vec<String> = lowering.types.iter().map(|t| t.source.clone()).collect();
    let all = crate::cfg::model::mask_of_count(names.len());
    for g in &lowering.gates {
        let Some(gate) = source.inst(&g.gate) else {
            continue;
        };
        let points = points(source, lowering, gate);
        if let (Some(_), Some(r)) = (&g.unsupported, g.rules.first()) {
            cx.err(
                Rule::LowerCoverage,
                r.loc,
                format!("`{}` is marked unsupported and also has rules", g.gate),
            );
        }
        fallbacks(cx, g, &points, &names);
        if g.unsupported.is_none() {
            coverage_of_types(cx, gate, g, &points, &names);
        }
        ambiguity(cx, g, &points, &names, &lowering.constants);
        shadowing(cx, g, &points, all);
    }
}

/// Every source instruction the table's `cover` asks for has an entry.
fn coverage_of_gates(cx: &mut Cx<'_>, source: &Spec, lowering: &Lowering, cover: &[bool]) {
    let at = lowering.source_loc;
    let missing: Vec<&str> = source
        .insts
        .iter()
        .zip(cover)
        .filter(|(_, c)| **c)
        .map(|(g, _)| g)
        .filter(|g| !lowering.gates.iter().any(|x| x.gate == g.name))
        .map(|g| g.name.as_str())
        .collect();
    if !missing.is_empty() {
        cx.push(
            Diagnostic::new(
                Rule::LowerCoverage,
                at,
                format!(
                    "{} {} of `{}` have no rule",
                    match source.kind {
                        super::source::SourceKind::Ir => "gate(s)",
                        super::source::SourceKind::Cfg => "instruction(s)",
                    },
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

/// Every point of a gate with rules is lowered by a rule without input conditions or refused
/// (points only rules with input conditions handle are [`fallbacks`]' to report). The finding
/// is at the gate's first rule in the file.
fn coverage_of_types(
    cx: &mut Cx<'_>,
    gate: &Gate,
    g: &GateRules,
    points: &[Point],
    names: &[String],
) {
    let Some(first) = g.rules.iter().min_by_key(|r| r.id) else {
        return;
    };
    let left: Vec<Point> = points
        .iter()
        .copied()
        .filter(|&p| !g.rules.iter().any(|r| admits(r, p)))
        .collect();
    if !left.is_empty() {
        let left = grouped(&left, points, gate, names);
        cx.push(
            Diagnostic::new(
                Rule::LowerCoverage,
                first.loc,
                format!(
                    "the rules for `{}` leave {} uncovered",
                    g.gate,
                    left
                ),
            )
            .with_hint(
                "add a rule for them, or refuse them with `unsupported: <why>` and `types`, `from` or `cond`"
                    .to_owned(),
            ),
        );
    }
}

/// Points by controlling type: `I32, I64` or `I8 from I1, I16; I64 with SGT, SLT` (the first
/// input's types only when they are not the gate's own, the cases only when not all of them).
fn grouped(left: &[Point], all: &[Point], gate: &Gate, names: &[String]) -> String {
    let own_input = gate.inputs.first().is_some_and(|i| {
        !i.types.is_empty() && i.types.iter().all(|r| matches!(r, TypeRef::Var(_)))
    });
    let case = |c: u64| match &gate.condition {
        Some(e) => e
            .cases
            .iter()
            .find(|x| x.1 == c)
            .map_or_else(|| format!("{c:#x}"), |x| x.0.clone()),
        None => format!("{c:#x}"),
    };
    let mut out: Vec<String> = Vec::new();
    let mut types: Vec<u32> = left.iter().map(|p| p.0).collect();
    types.dedup();
    for t in types {
        let mine: Vec<&Point> = left.iter().filter(|p| p.0 == t).collect();
        let mut s = names[t as usize].clone();
        let mut froms: Vec<u32> = mine.iter().filter_map(|p| p.1).collect();
        froms.dedup();
        if !own_input && !froms.is_empty() {
            let f: Vec<&str> = froms.iter().map(|&f| names[f as usize].as_str()).collect();
            s.push_str(&format!(" from {}", f.join(", ")));
        }
        let mut conds: Vec<u64> = mine.iter().filter_map(|p| p.2).collect();
        conds.sort_unstable();
        conds.dedup();
        let mut every: Vec<u64> = all
            .iter()
            .filter(|p| p.0 == t)
            .filter_map(|p| p.2)
            .collect();
        every.sort_unstable();
        every.dedup();
        if conds != every {
            let c: Vec<String> = conds.iter().map(|&c| case(c)).collect();
            s.push_str(&format!(" with {}", c.join(", ")));
        }
        out.push(s);
    }
    let plain = out.iter().all(|s| !s.contains(' '));
    out.join(if plain { ", " } else { "; " })
}

/// The lowering's type bits of the source types `refs` accept (every mapped type when it names
/// none); `own` is the gate's own type's bits (for a type variable).
fn accepted(source: &Spec, lowering: &Lowering, refs: &[TypeRef], own: u64) -> u64 {
    let all = crate::cfg::model::mask_of_count(lowering.types.len());
    if refs.is_empty() {
        return all;
    }
    let bit = |t: usize| {
        lowering
            .types
            .iter()
            .position(|m| m.source == source.types[t])
            .map_or(0, |i| 1u64 << i)
    };
    refs.iter().fold(0, |m, r| {
        m | match *r {
            TypeRef::Primary(t) => bit(t),
            TypeRef::Set(s) => (0..source.types.len())
                .filter(|&t| source.sets.get(s).is_some_and(|x| x & (1 << t) != 0))
                .fold(0, |m, t| m | bit(t)),
            TypeRef::Var(_) => own,
        }
    })
}

/// The bits of a mask.
fn bits(mask: u64) -> impl Iterator<Item = u32> {
    (0..64).filter(move |i| mask & (1 << i) != 0)
}

/// Every point of the gate the source table accepts.
fn points(source: &Spec, lowering: &Lowering, gate: &Gate) -> Vec<Point> {
    let all = crate::cfg::model::mask_of_count(lowering.types.len());
    let conds: Vec<Option<u64>> = match &gate.condition {
        Some(e) => e.cases.iter().map(|c| Some(c.1)).collect(),
        None => vec![None],
    };
    let output = |own| match gate.output {
        Some(t) => accepted(source, lowering, &[t], own),
        None => all,
    };
    let first = gate.inputs.first();
    let mut pairs: Vec<(u32, Option<u32>)> = Vec::new();
    if gate.typed_by_output() {
        // A type variable takes only the types the instruction allows it.
        let var = accepted(source, lowering, &[], all) & {
            let mut m = 0;
            for (i, t) in lowering.types.iter().enumerate() {
                if let Some(k) = source.types.iter().position(|x| *x == t.source)
                    && gate.var_types & (1 << k) != 0
                {
                    m |= 1u64 << i;
                }
            }
            m
        };
        for t in bits(output(var)) {
            match first {
                None => pairs.push((t, None)),
                Some(i) => pairs.extend(
                    bits(accepted(source, lowering, &i.types, 1 << t)).map(|f| (t, Some(f))),
                ),
            }
        }
    } else if let Some(i) = first {
        let own = match gate.output {
            Some(TypeRef::Primary(_)) => output(all),
            _ => all,
        };
        pairs.extend(bits(accepted(source, lowering, &i.types, own)).map(|t| (t, None)));
    }
    let mut out = Vec::new();
    for (t, f) in pairs {
        for &c in &conds {
            out.push((t, f, c));
        }
    }
    out
}

fn admits(r: &LowerRule, (t, f, c): Point) -> bool {
    r.types & (1 << t) != 0
        && f.is_none_or(|f| r.from & (1 << f) != 0)
        && match (&r.cond, c) {
            (Some(list), Some(c)) => list.contains(&c),
            _ => true,
        }
}

/// A rule without input conditions (a refusal included).
fn unconditional(r: &LowerRule) -> bool {
    r.inputs.is_empty()
}

/// A rule that lowers (not a refusal).
fn lowers(r: &LowerRule) -> bool {
    !matches!(r.action, Action::Unsupported(_))
}

fn describe((t, f, c): Point, g: &GateRules, names: &[String]) -> String {
    let mut s = format!("`{}` of type {}", g.gate, names[t as usize]);
    if let Some(f) = f {
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
            admits(r, p)
                && !g
                    .rules
                    .iter()
                    .any(|o| unconditional(o) && lowers(o) && admits(o, p))
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

/// Whether input patterns `a` and `b` can both hold for one gate (a constant input may be an
/// absorbed gate only when that gate is one of the source's `constants`).
fn compatible(a: &[InputRule], b: &[InputRule], constants: &[(String, usize)]) -> bool {
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
                    | (Pattern::Gate(g), Pattern::Const { .. }) => {
                        constants.iter().any(|c| c.0 == *g)
                    }
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

fn ambiguity(
    cx: &mut Cx<'_>,
    g: &GateRules,
    points: &[Point],
    names: &[String],
    constants: &[(String, usize)],
) {
    for (i, b) in g.rules.iter().enumerate() {
        for a in &g.rules[..i] {
            if a.priority != b.priority || !compatible(&a.inputs, &b.inputs, constants) {
                continue;
            }
            if let Some(&p) = points.iter().find(|&&p| admits(a, p) && admits(b, p)) {
                let first = cx.position(a.loc);
                cx.push(
                    Diagnostic::new(
                        Rule::LowerAmbiguous,
                        b.loc,
                        format!(
                            "this rule and the one at {first} both match {} {}",
                            describe(p, g, names),
                            if b.priority == REFUSAL_PRIORITY {
                                "as refusals".to_owned()
                            } else {
                                format!("at priority {}", b.priority)
                            }
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
        let shadowed = points.iter().filter(|&&p| admits(b, p)).all(|&p| {
            g.rules[..i].iter().any(|a| {
                let takes =
                    a.priority > b.priority && admits(a, p) && implies(&b.inputs, &a.inputs, all);
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
