//! Graph-wide rules, written by hand: `CIRCUIT_ROOT` is the only gate without inputs and every
//! root takes only it; every state gate is reachable from `STATE_ENTRY`; data and dependency flow
//! is acyclic except through the selectors of a `LOOP_BEGIN`; a selector has as many data or
//! dependency inputs as its merge has state inputs.

use super::{Check, Successors, Violation, describe, violation};
use crate::circuit::{Circuit, GateRef, WireKind};
use crate::opcode::{Opcode, Root};

/// Opcodes the graph rules refer to by name; absent from a spec that lacks them, which turns the
/// rule that needs them off.
pub(super) struct Known {
    value_selector: Option<Opcode>,
    depend_selector: Option<Opcode>,
    merge: Option<Opcode>,
    loop_begin: Option<Opcode>,
}

impl Known {
    pub(super) fn new() -> Self {
        let find = |name: &str| name.parse::<Opcode>().ok();
        Known {
            value_selector: find("VALUE_SELECTOR"),
            depend_selector: find("DEPEND_SELECTOR"),
            merge: find("MERGE"),
            loop_begin: find("LOOP_BEGIN"),
        }
    }

    /// Whether `op` is one of the selectors.
    pub(super) fn is_selector(&self, op: Opcode) -> bool {
        Some(op) == self.value_selector || Some(op) == self.depend_selector
    }

    /// The wire kind a selector selects over, when `op` is a selector.
    fn selector(&self, op: Option<Opcode>) -> Option<WireKind> {
        match op {
            Some(op) if Some(op) == self.value_selector => Some(WireKind::Data),
            Some(op) if Some(op) == self.depend_selector => Some(WireKind::Depend),
            _ => None,
        }
    }
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
    known: &Known,
    may_cycle: bool,
    out: &mut Vec<Violation>,
) {
    roots(c, out);
    reachability(c, successors, scratch, out);
    if may_cycle {
        cycles(c, known, &mut scratch.dfs, out);
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
                "CIRCUIT_ROOT (%0) as its only input".into(),
                format!("[{}]", found.join(", ")),
            ));
        }
    }
}

/// A state gate: one of the `State` class, or one with state successors (such as `JS_BYTECODE`).
fn is_state_gate(op: Opcode) -> bool {
    op.is_state() || !op.shape().state_out.is_empty()
}

fn reachability(
    c: &Circuit,
    successors: &Successors,
    scratch: &mut Scratch,
    out: &mut Vec<Violation>,
) {
    let Some(entry) = Root::ALL
        .iter()
        .copied()
        .find(|r| r.opcode().name() == "STATE_ENTRY")
    else {
        return;
    };
    let entry = c.root(entry);
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
                "a state path from STATE_ENTRY".into(),
                "none".into(),
            ));
        }
    }
}

/// Whether `g` is a selector hanging off a `LOOP_BEGIN`: its inputs may close a cycle.
pub(super) fn is_loop_selector(c: &Circuit, known: &Known, g: GateRef) -> bool {
    known.selector(c.opcode(g)).is_some()
        && known.loop_begin.is_some()
        && c.state_inputs(g).first().and_then(|&m| c.opcode(m)) == known.loop_begin
}

/// Finds cycles over data and dependency edges (iterative depth-first search, edges into loop
/// selectors cut) and reports one gate of each.
fn cycles(c: &Circuit, known: &Known, state: &mut Vec<u8>, out: &mut Vec<Violation>) {
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
            if is_loop_selector(c, known, g) {
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
                        "acyclic data and dependency flow (cycles only through a LOOP_BEGIN selector)".into(),
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
pub(super) fn selector_arity(c: &Circuit, known: &Known, g: GateRef, out: &mut Vec<Violation>) {
    let Some(kind) = known.selector(c.opcode(g)) else {
        return;
    };
    let Some(&merge) = c.state_inputs(g).first() else {
        return;
    };
    let merge_op = c.opcode(merge);
    if merge_op.is_none() || (merge_op != known.merge && merge_op != known.loop_begin) {
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
