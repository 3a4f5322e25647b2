//! The checks between the rules of a lowering table, all over the finite space of what a rule
//! can test from types alone (a *point*: the controlling type, the first input's type, the
//! bitfield case, and the type of each input some rule of the gate constrains by type only, as
//! `in1: { types: [i32] }` does). The space of a gate is what the source table's type
//! constraints accept (its output type and inputs' types: a type variable is the gate's own
//! type), over the types the lowering maps. A rule whose input patterns only name types is
//! decided by the point, so it counts as a rule without input conditions. Other input patterns
//! (constants, absorbed gates) are compared by implication:
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
use crate::front::context::Cx;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::kinds::ir::model::TypeRef;

/// A point: (controlling type bit, first-input type bit when the gate is typed by its output
/// and has inputs, bitfield value or `None`, the type bit of each input in the gate's
/// [`typed_inputs`] in order, [`NO_TYPE`] past them).
type Point = (u32, Option<u32>, Option<u64>, [u8; TYPED_INPUTS]);

/// How many inputs of one gate rules may constrain by type only.
const TYPED_INPUTS: usize = 4;

/// An unused slot of a point's input types.
const NO_TYPE: u8 = u8::MAX;

/// The inputs (by position) that some rule of `g` constrains by type alone, at most
/// [`TYPED_INPUTS`] of them.
fn typed_inputs(g: &GateRules) -> Vec<usize> {
    let mut out: Vec<usize> = g
        .rules
        .iter()
        .flat_map(|r| r.inputs.iter())
        .filter(|i| matches!(i.pattern, Pattern::Any))
        .map(|i| i.index)
        .collect();
    out.sort_unstable();
    out.dedup();
    out.truncate(TYPED_INPUTS);
    out
}

/// Runs the three checks.
pub(crate) fn check(cx: &mut Cx<'_>, source: &Spec, lowering: &Lowering, cover: &[bool]) {
    coverage_of_gates(cx, source, lowering, cover);
    let names: Vec<String> = lowering.types.iter().map(|t| t.source.clone()).collect();
    for g in &lowering.gates {
        let Some(gate) = source.inst(&g.gate) else {
            continue;
        };
        let dims = typed_inputs(g);
        let points = points(source, lowering, gate, &dims);
        if let (Some(_), Some(r)) = (&g.unsupported, g.rules.first()) {
            cx.err(
                Rule::LowerCoverage,
                r.loc,
                format!("`{}` is marked unsupported and also has rules", g.gate),
            );
        }
        fallbacks(cx, g, &points, &names, &dims);
        if g.unsupported.is_none() {
            coverage_of_types(cx, gate, g, &points, &names, &dims);
        }
        ambiguity(cx, g, &points, &names, &lowering.constants, &dims);
        shadowing(cx, g, &points, &dims);
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
    dims: &[usize],
) {
    let Some(first) = g.rules.iter().min_by_key(|r| r.id) else {
        return;
    };
    let left: Vec<Point> = points
        .iter()
        .copied()
        .filter(|&p| !g.rules.iter().any(|r| admits(r, p, dims)))
        .collect();
    if !left.is_empty() {
        let left = grouped(&left, points, gate, names, dims);
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
fn grouped(left: &[Point], all: &[Point], gate: &Gate, names: &[String], dims: &[usize]) -> String {
    if !dims.is_empty() {
        // With input types in play, each point is listed with them.
        let listed: Vec<String> = left
            .iter()
            .map(|&p| point_text(p, names, dims, |c| case_name(gate, c)))
            .collect();
        return listed.join("; ");
    }
    let own_input = gate.inputs.first().is_some_and(|i| {
        !i.types.is_empty() && i.types.iter().all(|r| matches!(r, TypeRef::Var(_)))
    });
    let case = |c: u64| case_name(gate, c);
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

/// The name of case `c` of the gate's condition (hex when it has none by that value).
fn case_name(gate: &Gate, c: u64) -> String {
    match &gate.condition {
        Some(e) => e
            .cases
            .iter()
            .find(|x| x.1 == c)
            .map_or_else(|| format!("{c:#x}"), |x| x.0.clone()),
        None => format!("{c:#x}"),
    }
}

/// One point in words: `i32 from ref, in1 i64, with eq`.
fn point_text(
    (t, f, c, ins): Point,
    names: &[String],
    dims: &[usize],
    case: impl Fn(u64) -> String,
) -> String {
    let mut s = names[t as usize].clone();
    if let Some(f) = f {
        s.push_str(&format!(" from {}", names[f as usize]));
    }
    for (&n, &b) in dims.iter().zip(&ins) {
        if b != NO_TYPE {
            s.push_str(&format!(" with in{n} {}", names[usize::from(b)]));
        }
    }
    if let Some(c) = c {
        s.push_str(&format!(" with {}", case(c)));
    }
    s
}

/// The lowering's type bits of the source types `refs` accept (every mapped type when it names
/// none); `own` is the gate's own type's bits (for a type variable).
fn accepted(source: &Spec, lowering: &Lowering, refs: &[TypeRef], own: u64) -> u64 {
    let all = crate::kinds::cfg::model::mask_of_count(lowering.types.len());
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
fn points(source: &Spec, lowering: &Lowering, gate: &Gate, dims: &[usize]) -> Vec<Point> {
    let all = crate::kinds::cfg::model::mask_of_count(lowering.types.len());
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
        // The input types: a type variable is the gate's own type, an input sharing the
        // first's type has the first's.
        let mut combos: Vec<[u8; TYPED_INPUTS]> = vec![[NO_TYPE; TYPED_INPUTS]];
        for (k, &n) in dims.iter().enumerate() {
            let first_type = f.unwrap_or(t);
            let mask = match gate.input(n) {
                Some(i) if i.same_as_first || n == 0 => 1u64 << first_type,
                Some(i) => accepted(source, lowering, &i.types, 1 << t),
                None => 0,
            };
            combos = combos
                .into_iter()
                .flat_map(|c| {
                    bits(mask).map(move |b| {
                        let mut c = c;
                        c[k] = b as u8;
                        c
                    })
                })
                .collect();
        }
        for &c in &conds {
            for &ins in &combos {
                out.push((t, f, c, ins));
            }
        }
    }
    out
}

fn admits(r: &LowerRule, (t, f, c, ins): Point, dims: &[usize]) -> bool {
    r.types & (1 << t) != 0
        && f.is_none_or(|f| r.from & (1 << f) != 0)
        && match (&r.cond, c) {
            (Some(list), Some(c)) => list.contains(&c),
            _ => true,
        }
        && r.inputs
            .iter()
            .filter(|i| matches!(i.pattern, Pattern::Any))
            .all(|i| {
                dims.iter()
                    .position(|&n| n == i.index)
                    .and_then(|k| ins.get(k))
                    .is_none_or(|&b| b == NO_TYPE || i.types & (1 << b) != 0)
            })
}

/// A rule without input conditions the point does not decide (a refusal included): its input
/// patterns, if any, name types only.
fn unconditional(r: &LowerRule) -> bool {
    r.inputs.iter().all(|i| matches!(i.pattern, Pattern::Any))
}

/// A rule that lowers (not a refusal).
fn lowers(r: &LowerRule) -> bool {
    !matches!(r.action, Action::Unsupported(_))
}

fn describe(p: Point, g: &GateRules, names: &[String], dims: &[usize]) -> String {
    format!(
        "`{}` of type {}",
        g.gate,
        point_text(p, names, dims, |c| format!("bitfield {c:#x}"))
    )
}

/// Every point a rule handles has a rule without input conditions.
fn fallbacks(cx: &mut Cx<'_>, g: &GateRules, points: &[Point], names: &[String], dims: &[usize]) {
    for r in g.rules.iter().filter(|r| !unconditional(r)) {
        let uncovered = points.iter().find(|&&p| {
            admits(r, p, dims)
                && !g
                    .rules
                    .iter()
                    .any(|o| unconditional(o) && lowers(o) && admits(o, p, dims))
        });
        if let Some(&p) = uncovered {
            cx.push(
                Diagnostic::new(
                    Rule::LowerCoverage,
                    r.loc,
                    format!(
                        "the rule has input conditions, and no rule without them handles {}",
                        describe(p, g, names, dims)
                    ),
                )
                .with_hint("add a rule without `inputs` for those types".to_owned()),
            );
        }
    }
}

/// Whether an absorbed gate can have a condition in both `a` and `b` (`None`: any case).
fn cases_meet(a: &Option<Vec<u64>>, b: &Option<Vec<u64>>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.iter().any(|c| b.contains(c)),
        _ => true,
    }
}

/// Whether every case `narrow` admits, `wide` admits too (`None`: any case).
fn cases_within(narrow: &Option<Vec<u64>>, wide: &Option<Vec<u64>>) -> bool {
    match (narrow, wide) {
        (_, None) => true,
        (None, Some(_)) => false,
        (Some(n), Some(w)) => n.iter().all(|c| w.contains(c)),
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
                    (Pattern::Gate(p), Pattern::Gate(q)) => p == q && cases_meet(&x.cond, &y.cond),
                    (Pattern::Const { .. }, Pattern::Gate(g))
                    | (Pattern::Gate(g), Pattern::Const { .. }) => {
                        constants.iter().any(|c| c.0 == *g)
                    }
                }
        })
    })
}

/// Whether every gate matching patterns `narrow` also matches `wide`.
fn implies(narrow: &[InputRule], wide: &[InputRule]) -> bool {
    wide.iter().all(|w| {
        // A pattern on types alone is decided by the point, which the caller checked.
        let trivial = matches!(w.pattern, Pattern::Any);
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
                        (Pattern::Gate(p), Pattern::Gate(q)) => {
                            p == q && cases_within(&n.cond, &w.cond)
                        }
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
    dims: &[usize],
) {
    for (i, b) in g.rules.iter().enumerate() {
        for a in &g.rules[..i] {
            if a.priority != b.priority || !compatible(&a.inputs, &b.inputs, constants) {
                continue;
            }
            if let Some(&p) = points
                .iter()
                .find(|&&p| admits(a, p, dims) && admits(b, p, dims))
            {
                let first = cx.position(a.loc);
                cx.push(
                    Diagnostic::new(
                        Rule::LowerAmbiguous,
                        b.loc,
                        format!(
                            "this rule and the one at {first} both match {} {}",
                            describe(p, g, names, dims),
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

fn shadowing(cx: &mut Cx<'_>, g: &GateRules, points: &[Point], dims: &[usize]) {
    for (i, b) in g.rules.iter().enumerate() {
        let mut by = None;
        let shadowed = points.iter().filter(|&&p| admits(b, p, dims)).all(|&p| {
            g.rules[..i].iter().any(|a| {
                let takes =
                    a.priority > b.priority && admits(a, p, dims) && implies(&b.inputs, &a.inputs);
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
