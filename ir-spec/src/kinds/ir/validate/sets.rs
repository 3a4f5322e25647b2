//! Types and sets: owns primary types, type sets (flattened to bit masks) and opcode sets
//! (flattened to opcode lists), with their emptiness, membership and cycle rules; and resolving an
//! `A | B` opcode constraint.

use super::classes::ClassOrder;
use super::names::{Namespaces, OpcodeName, TypeName};
use super::{Cx, Decls};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::Loc;
use crate::kinds::ir::model::{
    Named, OpcodeConstraint, OpcodeRef, OpcodeSet, PrimaryType, TypeSet,
};

pub(crate) fn types(cx: &mut Cx<'_>, d: &Decls<'_>) -> Vec<PrimaryType> {
    if d.types.len() > 64 {
        let (f, t) = d.types[64];
        let loc = cx.loc(f, &t.name);
        cx.push(Diagnostic::new(
            Rule::TooManyTypes,
            loc,
            format!(
                "{} primary types are declared; at most 64 fit a type set",
                d.types.len()
            ),
        ));
    }
    d.types
        .iter()
        .map(|(f, t)| PrimaryType {
            named: cx.named("type", *f, &t.name, &t.doc),
            spelling: t
                .spelling
                .as_ref()
                .map_or_else(|| t.name.value.to_ascii_lowercase(), |s| s.value.clone()),
            bits: t.bits.as_ref().map(|b| b.value),
            float: t.float,
        })
        .collect()
}

#[derive(Clone, Copy, PartialEq)]
enum Visit {
    New,
    Active,
    Done,
}

pub(crate) fn type_sets(cx: &mut Cx<'_>, d: &Decls<'_>, ns: &Namespaces) -> Vec<TypeSet> {
    let n = d.type_sets.len();
    let named: Vec<Named> = d
        .type_sets
        .iter()
        .map(|(f, s)| cx.named("type set", *f, &s.name, &s.doc))
        .collect();
    // Direct members: primary bits and nested set indices.
    let mut direct: Vec<(u64, Vec<(usize, Loc)>)> = Vec::with_capacity(n);
    for (i, (f, s)) in d.type_sets.iter().enumerate() {
        if s.members.is_empty() {
            cx.push(Diagnostic::new(
                Rule::EmptyTypeSet,
                named[i].loc,
                format!("type set `{}` has no members", s.name.value),
            ));
        }
        let mut bits = 0u64;
        let mut nested = Vec::new();
        for m in &s.members {
            let loc = cx.loc(*f, m);
            match ns.types.get(&m.value) {
                Some((TypeName::Primary(t), _)) => bits |= 1u64.checked_shl(*t as u32).unwrap_or(0),
                Some((TypeName::Set(o), _)) => nested.push((*o, loc)),
                Some((TypeName::Var(_), _)) => cx.push(
                    Diagnostic::new(Rule::TypeVariableInSet, loc, format!("type set `{}` lists the type variable `{}`", s.name.value, m.value))
                        .with_hint("a type variable stands for the gate's own type; use it directly on an input"),
                ),
                None => cx.push(
                    Diagnostic::new(Rule::BadTypeSetMember, loc, format!("type set `{}` lists an unknown type `{}`", s.name.value, m.value))
                        .with_optional_hint(naming::did_you_mean(&m.value, type_candidates(d))),
                ),
            }
        }
        direct.push((bits, nested));
    }
    let mut state = vec![Visit::New; n];
    let mut mask = vec![0u64; n];
    for i in 0..n {
        flatten_set(
            cx,
            i,
            &direct,
            &mut state,
            &mut mask,
            &named,
            "type set",
            Rule::TypeSetCycle,
        );
    }
    named
        .into_iter()
        .zip(mask)
        .map(|(named, mask)| TypeSet { named, mask })
        .collect()
}

/// Flattens set `i` (union of its direct bits and nested sets), reporting a cycle once.
#[allow(clippy::too_many_arguments)]
fn flatten_set(
    cx: &mut Cx<'_>,
    i: usize,
    direct: &[(u64, Vec<(usize, Loc)>)],
    state: &mut [Visit],
    mask: &mut [u64],
    named: &[Named],
    kind: &str,
    rule: Rule,
) {
    // Iterative DFS to stay panic-free on deep nesting.
    if state[i] != Visit::New {
        return;
    }
    let mut stack: Vec<(usize, usize)> = vec![(i, 0)];
    state[i] = Visit::Active;
    while let Some(&mut (cur, ref mut next)) = stack.last_mut() {
        if let Some(&(child, loc)) = direct[cur].1.get(*next) {
            *next += 1;
            match state[child] {
                Visit::New => {
                    state[child] = Visit::Active;
                    stack.push((child, 0));
                }
                Visit::Active => cx.push(Diagnostic::new(
                    rule,
                    loc,
                    format!(
                        "{kind} `{}` includes `{}`, which includes it back",
                        named[cur].name, named[child].name
                    ),
                )),
                Visit::Done => {}
            }
        } else {
            let mut m = direct[cur].0;
            for &(child, _) in &direct[cur].1 {
                m |= mask[child];
            }
            mask[cur] = m;
            state[cur] = Visit::Done;
            stack.pop();
        }
    }
}

fn type_candidates<'a>(d: &'a Decls<'_>) -> impl Iterator<Item = &'a str> {
    d.types
        .iter()
        .map(|(_, t)| t.name.value.as_str())
        .chain(d.type_sets.iter().map(|(_, t)| t.name.value.as_str()))
        .chain(d.type_vars.iter().map(|(_, t)| t.name.value.as_str()))
}

pub(crate) fn opcode_candidates<'a>(d: &'a Decls<'_>) -> impl Iterator<Item = &'a str> {
    d.gates
        .iter()
        .map(|(_, t)| t.name.value.as_str())
        .chain(d.classes.iter().map(|(_, t)| t.name.value.as_str()))
        .chain(d.opcode_sets.iter().map(|(_, t)| t.name.value.as_str()))
}

pub(crate) fn type_suggestion(d: &Decls<'_>, name: &str) -> Option<String> {
    naming::did_you_mean(name, type_candidates(d))
}

/// Resolves one opcode name (a gate, a class or an opcode set) or records an unknown-opcode finding.
pub(crate) fn resolve_opcode(
    cx: &mut Cx<'_>,
    d: &Decls<'_>,
    ns: &Namespaces,
    order: &ClassOrder,
    name: &str,
    loc: Loc,
    context: &str,
) -> Option<OpcodeRef> {
    match ns.opcodes.get(name) {
        Some((OpcodeName::Gate(g), _)) => Some(OpcodeRef::Gate(order.opcode_of_gate[*g])),
        Some((OpcodeName::Class(c), _)) => order.class_of_decl[*c].map(OpcodeRef::Class),
        Some((OpcodeName::Set(s), _)) => Some(OpcodeRef::Set(*s)),
        None => {
            cx.push(
                Diagnostic::new(
                    Rule::UnknownOpcode,
                    loc,
                    format!("{context} names an unknown opcode `{name}`"),
                )
                .with_optional_hint(
                    cx.confusion(name, "opcode")
                        .or_else(|| naming::did_you_mean(name, opcode_candidates(d))),
                ),
            );
            None
        }
    }
}

/// The opcodes a reference stands for, given flattened opcode sets.
pub(crate) fn expand(r: OpcodeRef, order: &ClassOrder, sets: &[Vec<usize>]) -> Vec<usize> {
    match r {
        OpcodeRef::Gate(op) => vec![op],
        OpcodeRef::Class(c) => (order.classes[c].start..order.classes[c].end).collect(),
        OpcodeRef::Set(s) => sets.get(s).cloned().unwrap_or_default(),
    }
}

/// Resolves `A | B | C` into an opcode constraint.
#[allow(clippy::too_many_arguments)]
pub(crate) fn opcode_constraint(
    cx: &mut Cx<'_>,
    d: &Decls<'_>,
    ns: &Namespaces,
    order: &ClassOrder,
    sets: &[OpcodeSet],
    text: &str,
    loc: Loc,
    context: &str,
) -> OpcodeConstraint {
    let mut out = OpcodeConstraint::default();
    for (name, at) in cx.alternatives(text, loc) {
        if let Some(r) = resolve_opcode(cx, d, ns, order, &name, at, context) {
            out.refs.push(r);
            match r {
                OpcodeRef::Set(s) => out
                    .opcodes
                    .extend(sets.get(s).map_or(&[][..], |s| &s.opcodes)),
                r => out.opcodes.extend(expand(r, order, &[])),
            }
        }
    }
    out.opcodes.sort_unstable();
    out.opcodes.dedup();
    out
}

pub(crate) fn opcode_sets(
    cx: &mut Cx<'_>,
    d: &Decls<'_>,
    ns: &Namespaces,
    order: &ClassOrder,
) -> Vec<OpcodeSet> {
    let n = d.opcode_sets.len();
    let named: Vec<Named> = d
        .opcode_sets
        .iter()
        .map(|(f, s)| cx.named("opcode set", *f, &s.name, &s.doc))
        .collect();
    let mut direct_ops: Vec<Vec<usize>> = Vec::with_capacity(n);
    let mut nested: Vec<(u64, Vec<(usize, Loc)>)> = Vec::with_capacity(n);
    for (i, (f, s)) in d.opcode_sets.iter().enumerate() {
        if s.members.is_empty() {
            cx.push(Diagnostic::new(
                Rule::EmptyOpcodeSet,
                named[i].loc,
                format!("opcode set `{}` has no members", s.name.value),
            ));
        }
        let mut ops = Vec::new();
        let mut sub = Vec::new();
        for m in &s.members {
            let loc = cx.loc(*f, m);
            let context = format!("opcode set `{}`", s.name.value);
            match resolve_opcode(cx, d, ns, order, &m.value, loc, &context) {
                Some(OpcodeRef::Set(o)) => sub.push((o, loc)),
                Some(r) => ops.extend(expand(r, order, &[])),
                None => {}
            }
        }
        direct_ops.push(ops);
        nested.push((0, sub));
    }
    // Flatten nested sets with cycle detection, then union the opcode lists in dependency order.
    let mut state = vec![Visit::New; n];
    let mut unused = vec![0u64; n];
    for i in 0..n {
        flatten_set(
            cx,
            i,
            &nested,
            &mut state,
            &mut unused,
            &named,
            "opcode set",
            Rule::OpcodeSetCycle,
        );
    }
    let mut done: Vec<Option<Vec<usize>>> = vec![None; n];
    for i in 0..n {
        collect_ops(i, &direct_ops, &nested, &mut done);
    }
    named
        .into_iter()
        .zip(done)
        .map(|(named, ops)| {
            let mut opcodes = ops.unwrap_or_default();
            opcodes.sort_unstable();
            opcodes.dedup();
            OpcodeSet { named, opcodes }
        })
        .collect()
}

fn collect_ops(
    root: usize,
    direct: &[Vec<usize>],
    nested: &[(u64, Vec<(usize, Loc)>)],
    done: &mut [Option<Vec<usize>>],
) {
    // Iterative, visiting each set once; a set on a cycle sees the partial result of its ancestor.
    let mut stack = vec![(root, 0usize)];
    let mut active = vec![false; direct.len()];
    active[root] = true;
    while let Some(&mut (cur, ref mut next)) = stack.last_mut() {
        if done[cur].is_some() {
            stack.pop();
            continue;
        }
        if let Some(&(child, _)) = nested[cur].1.get(*next) {
            *next += 1;
            if done[child].is_none() && !active[child] {
                active[child] = true;
                stack.push((child, 0));
            }
        } else {
            let mut ops = direct[cur].clone();
            for &(child, _) in &nested[cur].1 {
                if let Some(c) = &done[child] {
                    ops.extend(c.iter().copied());
                }
            }
            done[cur] = Some(ops);
            stack.pop();
        }
    }
}
