//! Graph-wide rules, written by hand: the first root (`CIRCUIT_ROOT`) is the only gate without
//! inputs and every other root takes only it; and the graph rules `spec/circuit.yaml` asks for in
//! `graph_rules`: `reachability` (every state gate is reachable from the `state_entry` root),
//! `acyclic` (data and dependency flow is acyclic except through the selectors of a `loop_begin`)
//! and `selector_arity` (a selector has as many data or dependency inputs as its `merge` or
//! `loop_begin` has state inputs). The gates these rules need come from the generated role table
//! (`opcode::roles`), never from looking names up: the spec build fails when a rule lacks one.

use super::{Check, OpFacts, Successors, Violation, describe, violation};
use crate::circuit::{Circuit, GateRef, WireKind};
use crate::opcode::{Opcode, Root, graph_rules, roles};

/// The wire kind a selector selects over, when `op` is one of the selector roles.
fn selector(op: Option<Opcode>) -> Option<WireKind> {
    match op {
        Some(op) if op == roles::VALUE_SELECTOR => Some(WireKind::Data),
        Some(op) if op == roles::DEPEND_SELECTOR => Some(WireKind::Depend),
        _ => None,
    }
}

/// Whether `op` is one of the selector roles.
pub(super) fn is_selector(op: Opcode) -> bool {
    selector(Some(op)).is_some()
}

/// Memory the graph rules reuse from one run to the next.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    seen: Vec<bool>,
    stack: Vec<GateRef>,
    dfs: Vec<u8>,
}

pub(super) fn check(
    c: &Circuit,
    successors: &Successors,
    scratch: &mut Scratch,
    facts: &[OpFacts],
    may_cycle: bool,
    out: &mut Vec<Violation>,
) {
    roots(c, out);
    if graph_rules::REACHABILITY {
        reachability(c, successors, scratch, facts, out);
    }
    if graph_rules::ACYCLIC && may_cycle {
        cycles(c, &mut scratch.dfs, out);
    }
}

fn roots(c: &Circuit, out: &mut Vec<Violation>) {
    for root in Root::ALL {
        let g = c.root(root);
        match c.opcode(g) {
            Some(op) if op == root.opcode() => {}
            found => {
                let found = found.map_or_else(|| "no gate".into(), |op| op.name().to_owned());
                out.push(violation(
                    c,
                    g,
                    Check::RootGate,
                    None,
                    format!("{} at offset {}", root.opcode(), root.offset()),
                    found,
                ));
                continue;
            }
        }
        if root.offset() == 0 {
            if !c.inputs(g).is_empty() {
                out.push(violation(
                    c,
                    g,
                    Check::RootGate,
                    None,
                    "no inputs".into(),
                    format!("{} inputs", c.inputs(g).len()),
                ));
            }
        } else if c.inputs(g).is_empty() || c.inputs(g).iter().any(|&i| i != GateRef(0)) {
            let found: Vec<String> = c.inputs(g).iter().map(|i| i.to_string()).collect();
            out.push(violation(
                c,
                g,
                Check::RootGate,
                None,
                format!("{} (%0) as its only input", Root::ALL[0].opcode()),
                format!("[{}]", found.join(", ")),
            ));
        }
    }
}

fn reachability(
    c: &Circuit,
    successors: &Successors,
    scratch: &mut Scratch,
    facts: &[OpFacts],
    out: &mut Vec<Violation>,
) {
    let is_state_gate = |op: Opcode| facts[op as usize].state_gate;
    let entry = c.root(roles::STATE_ENTRY);
    let seen = &mut scratch.seen;
    seen.clear();
    seen.resize(c.len(), false);
    let stack = &mut scratch.stack;
    stack.clear();
    stack.push(entry);
    if let Some(s) = seen.get_mut(entry.index()) {
        *s = true;
    }
    while let Some(g) = stack.pop() {
        for &u in successors.of(g) {
            let Some(op) = c.opcode(u) else { continue };
            if !seen[u.index()] && is_state_gate(op) {
                seen[u.index()] = true;
                stack.push(u);
            }
        }
    }
    for g in c.gates().skip(Root::ALL.len()) {
        if let Some(op) = c.opcode(g)
            && is_state_gate(op)
            && !seen[g.index()]
        {
            out.push(violation(
                c,
                g,
                Check::Unreachable,
                None,
                format!("a state path from {}", roles::STATE_ENTRY.opcode()),
                "none".into(),
            ));
        }
    }
}

/// Whether `g` is a selector hanging off a `loop_begin`: its inputs may close a cycle.
pub(super) fn is_loop_selector(c: &Circuit, g: GateRef) -> bool {
    selector(c.opcode(g)).is_some()
        && c.state_inputs(g).first().and_then(|&m| c.opcode(m)) == Some(roles::LOOP_BEGIN)
}

/// Finds cycles over data and dependency edges (iterative depth-first search, edges into loop
/// selectors cut) and reports one gate of each.
fn cycles(c: &Circuit, state: &mut Vec<u8>, out: &mut Vec<Violation>) {
    const NEW: u8 = 0;
    const ACTIVE: u8 = 1;
    const DONE: u8 = 2;
    let n = c.len();
    state.clear();
    state.resize(n, NEW);
    // Each frame: the gate, its dependency and data inputs (empty for a loop selector), the next.
    let mut stack: Vec<(GateRef, &[GateRef], usize)> = Vec::new();
    let frame = |g: GateRef| {
        (
            g,
            if is_loop_selector(c, g) {
                &[][..]
            } else {
                flow_inputs(c, g)
            },
            0usize,
        )
    };
    for start in c.gates() {
        if state[start.index()] != NEW {
            continue;
        }
        state[start.index()] = ACTIVE;
        stack.push(frame(start));
        while let Some(&mut (g, flow, ref mut next)) = stack.last_mut() {
            if let Some(&src) = flow.get(*next) {
                *next += 1;
                match state.get(src.index()).copied() {
                    Some(NEW) => {
                        state[src.index()] = ACTIVE;
                        stack.push(frame(src));
                    }
                    Some(ACTIVE) => out.push(violation(
                        c,
                        g,
                        Check::Cycle,
                        None,
                        format!(
                            "acyclic data and dependency flow (cycles only through a {} selector)",
                            roles::LOOP_BEGIN
                        ),
                        format!("a cycle through {}", describe(c, src)),
                    )),
                    _ => {}
                }
            } else {
                state[g.index()] = DONE;
                stack.pop();
            }
        }
    }
}

/// Dependency and data inputs of a gate (contiguous in the input pool).
fn flow_inputs(c: &Circuit, g: GateRef) -> &[GateRef] {
    match c.view(g) {
        Some(v) => {
            let all = c.inputs(g);
            let start = v.state.len();
            all.get(start..start + v.depend.len() + v.data.len())
                .unwrap_or(&[])
        }
        None => &[],
    }
}

/// A selector must have as many data (or dependency) inputs as its merge has state inputs.
pub(super) fn selector_arity(c: &Circuit, g: GateRef, out: &mut Vec<Violation>) {
    let Some(kind) = selector(c.opcode(g)) else {
        return;
    };
    let Some(&merge) = c.state_inputs(g).first() else {
        return;
    };
    let merge_op = c.opcode(merge);
    if merge_op != Some(roles::MERGE) && merge_op != Some(roles::LOOP_BEGIN) {
        return;
    }
    let expected = c.state_inputs(merge).len();
    let found = c.inputs_of(g, kind).len();
    if found != expected {
        out.push(violation(
            c,
            g,
            Check::SelectorArity,
            None,
            format!(
                "{expected} {kind} inputs, one per state input of {}",
                describe(c, merge)
            ),
            found.to_string(),
        ));
    }
}
