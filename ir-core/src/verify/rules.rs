//! Graph-wide rules, written by hand: the first root (`CIRCUIT_ROOT`) is the only gate without
//! inputs and every other root takes only it; and the graph rules `spec/circuit.yaml` asks for in
//! `graph_rules`: `reachability` (every state gate is reachable from the `state_entry` root),
//! `acyclic` (data and dependency flow is acyclic except through the input of a `loop_begin`'s
//! selector that comes from its `loop_back`), `selector_arity` (a selector has as many data or
//! dependency inputs as its `merge` or `loop_begin` has state inputs), and it runs the rules of
//! the sibling modules: `closed_loops` (`loops`) and `schedulable` (`schedule`), both on the
//! dominator tree (`dominance`) of the walk that decides reachability. The gates these rules need
//! come from the generated role table (`opcode::roles`), never from looking names up: the spec
//! build fails when a rule lacks one.

use super::dominance::Dominators;
use opforge_ir::graph::StateEdges;

use super::{Check, Violation, describe, violation};
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
    doms: Dominators,
    components: super::loops::Components,
    regions: super::schedule::Regions,
    dfs: Vec<u8>,
}

pub(super) fn check(
    c: &Circuit,
    successors: &StateEdges,
    scratch: &mut Scratch,
    state_gates: &[bool],
    may_cycle: bool,
    out: &mut Vec<Violation>,
) {
    roots(c, out);
    if graph_rules::REACHABILITY || graph_rules::CLOSED_LOOPS || graph_rules::SCHEDULABLE {
        let entry = c.root(roles::STATE_ENTRY);
        let state_gate = |g: GateRef| c.opcode(g).is_some_and(|op| state_gates[op as usize]);
        scratch.doms.compute(c, successors, entry, state_gate);
    }
    if graph_rules::REACHABILITY {
        reachability(c, &scratch.doms, state_gates, out);
    }
    let before = out.len();
    if graph_rules::ACYCLIC && may_cycle {
        cycles(c, &mut scratch.dfs, out);
    }
    let acyclic = out.len() == before;
    if graph_rules::CLOSED_LOOPS {
        super::loops::check(c, &scratch.doms, &mut scratch.components, out);
    }
    // Placing gates in blocks presumes acyclic flow: a cycle is reported once, as a cycle.
    if graph_rules::SCHEDULABLE && acyclic {
        super::schedule::check(c, &scratch.doms, state_gates, &mut scratch.regions, out);
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

fn reachability(c: &Circuit, doms: &Dominators, state_gates: &[bool], out: &mut Vec<Violation>) {
    let gates = c.gates().zip(c.opcodes()).skip(Root::ALL.len());
    for (g, op) in gates {
        if state_gates[op as usize] && !doms.reached(g) {
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

/// Which flow inputs (see [`flow_inputs`]) of a gate may close a cycle: those of a `loop_begin`'s
/// selector that come from the `loop_back` (the selected input whose state input of the
/// `loop_begin` is a `loop_back`).
#[derive(Clone, Copy)]
pub(super) struct BackInputs<'c> {
    /// The `loop_begin`'s state inputs (empty when the gate is not a loop selector).
    head: &'c [GateRef],
    /// Where the selected inputs start among the flow inputs.
    start: usize,
    c: &'c Circuit,
}

impl BackInputs<'_> {
    /// Whether flow input `k` comes from the loop's back edge.
    pub(super) fn cuts(&self, k: usize) -> bool {
        k.checked_sub(self.start)
            .and_then(|j| self.head.get(j))
            .and_then(|&b| self.c.opcode(b))
            == Some(roles::LOOP_BACK)
    }
}

/// The back-edge inputs of `g`, when it is a selector of a `loop_begin`.
#[inline]
pub(super) fn loop_back_inputs(c: &Circuit, g: GateRef) -> BackInputs<'_> {
    let none = BackInputs {
        head: &[],
        start: 0,
        c,
    };
    let Some(kind) = selector(c.opcode(g)) else {
        return none;
    };
    match c.state_inputs(g).first() {
        Some(&h) if c.opcode(h) == Some(roles::LOOP_BEGIN) => BackInputs {
            head: c.state_inputs(h),
            start: if kind == WireKind::Data {
                c.depend_inputs(g).len()
            } else {
                0
            },
            c,
        },
        _ => none,
    }
}

/// Finds cycles over data and dependency edges (iterative depth-first search, the back-edge
/// inputs of loop selectors cut) and reports one gate of each.
fn cycles(c: &Circuit, state: &mut Vec<u8>, out: &mut Vec<Violation>) {
    const NEW: u8 = 0;
    const ACTIVE: u8 = 1;
    const DONE: u8 = 2;
    let n = c.len();
    state.clear();
    state.resize(n, NEW);
    // Each frame: the gate, its dependency and data inputs, the next, the inputs to skip.
    let mut stack: Vec<(GateRef, &[GateRef], usize, BackInputs<'_>)> = Vec::new();
    let frame = |g: GateRef| (g, flow_inputs(c, g), 0usize, loop_back_inputs(c, g));
    for start in c.gates() {
        if state[start.index()] != NEW {
            continue;
        }
        state[start.index()] = ACTIVE;
        stack.push(frame(start));
        while let Some(&mut (g, flow, ref mut next, back)) = stack.last_mut() {
            if let Some(&src) = flow.get(*next) {
                *next += 1;
                if back.cuts(*next - 1) {
                    continue;
                }
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
                            "acyclic data and dependency flow (cycles only through a {} selector's input from its {})",
                            roles::LOOP_BEGIN,
                            roles::LOOP_BACK
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
#[inline]
pub(super) fn flow_inputs(c: &Circuit, g: GateRef) -> &[GateRef] {
    c.flow_inputs(g)
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
