//! The graph surgery behind the shrinker's bigger edits: collapsing a join to one predecessor,
//! bypassing a branch left with one live arm (its relays moved or dropped so that no effect
//! floats), dropping a function or an unused parameter across the module.

use super::Program;
use super::contract::{anchored, divisions_safe, effects_anchored, is_callee, is_effect};
use super::graph::Graph;
use crate::circuit::GateRef;
use crate::module::Module;
use crate::opcode::{Opcode, Root};

/// A module with function `index`'s circuit rebuilt from `graph`.
fn with_function(module: &Module, index: usize, graph: &Graph) -> Module {
    let mut out = Module::new();
    for (i, f) in module.functions().iter().enumerate() {
        let circuit = if i == index {
            graph.build()
        } else {
            f.circuit.clone()
        };
        // The names were distinct already.
        let _ = out.push(f.name.clone(), circuit);
    }
    out
}

/// Edits function `function` of `p` through `change` on its rows, then bypasses branches left
/// with one live arm.
pub(crate) fn edit_function(
    p: &Program,
    function: usize,
    change: impl FnOnce(&mut Graph) -> Option<()>,
) -> Option<Program> {
    let mut graph = Graph::of(&p.module.functions().get(function)?.circuit);
    // Divisions that were safe by construction stay so; a function whose divisions may trap
    // already (`Config::trapping_divisions`) is held to its traps by the shrinker's run check.
    let was_safe = divisions_safe(&graph);
    change(&mut graph)?;
    bypass_branches(&mut graph)?;
    (effects_anchored(&graph) && (!was_safe || divisions_safe(&graph))).then_some(())?;
    Some(Program {
        module: with_function(&p.module, function, &graph),
        cases: p.cases.clone(),
    })
}

/// Whether a DEPEND_RELAY may hang off a gate with opcode `op`.
fn relay_source(op: Opcode) -> bool {
    Opcode::DependRelay.shape().state_in[0]
        .from
        .is_some_and(|set| set.contains(op))
}

/// Whether the chain at `h` is already pinned to the block of `state`: it comes, through
/// effects, from a DEPEND_SELECTOR of `state` (or from DEPEND_ENTRY when `state` is the entry).
fn pinned_at(graph: &Graph, mut h: GateRef, state: GateRef) -> bool {
    loop {
        let Some(n) = graph.node(h) else { return false };
        if is_effect(n.op) {
            let Some(&next) = n.depend.first() else {
                return false;
            };
            h = next;
            continue;
        }
        return (n.op == Opcode::DependSelector && n.state.first() == Some(&state))
            || (h.index() == Root::DependEntry.offset() as usize
                && state.index() == Root::StateEntry.offset() as usize);
    }
}

/// Replaces every branch that has one live successor by its predecessor: the successor's users
/// follow the branch's state, its relays move there (or go when the chain is pinned there).
fn bypass_branches(graph: &mut Graph) -> Option<()> {
    loop {
        let live = graph.live();
        let mut done = true;
        for b in graph.gates() {
            let Some(n) = graph.node(b) else { continue };
            if !n.op.is_branch() {
                continue;
            }
            let successors: Vec<GateRef> = graph
                .gates()
                .filter(|&s| {
                    live[s.index()]
                        && graph
                            .node(s)
                            .is_some_and(|x| x.op.is_successor() && x.state.first() == Some(&b))
                })
                .collect();
            let [s] = successors[..] else { continue };
            let p = *n.state.first()?;
            let p_op = graph.node(p)?.op;
            let relays: Vec<GateRef> = graph
                .gates()
                .filter(|&r| {
                    graph
                        .node(r)
                        .is_some_and(|x| x.op == Opcode::DependRelay && x.state.first() == Some(&s))
                })
                .collect();
            if !relay_source(p_op) {
                for r in relays {
                    let h = *graph.node(r)?.depend.first()?;
                    if !pinned_at(graph, h, p) {
                        return None;
                    }
                    graph.replace_depend(r, h);
                }
            }
            graph.replace_state(s, p);
            done = false;
            break;
        }
        if done {
            return Some(());
        }
    }
}

/// Collapses `join` to its predecessor `pred`.
pub(crate) fn collapse(g: &mut Graph, join: GateRef, pred: usize) -> Option<()> {
    let p = *g.node(join)?.state.get(pred)?;
    let selectors: Vec<GateRef> = g
        .gates()
        .filter(|&s| {
            g.node(s).is_some_and(|n| {
                matches!(n.op, Opcode::ValueSelector | Opcode::DependSelector)
                    && n.state.first() == Some(&join)
            })
        })
        .collect();
    for s in selectors {
        let n = g.node(s)?.clone();
        if n.op == Opcode::ValueSelector {
            let to = *n.data.get(pred)?;
            (to != s).then_some(())?;
            g.replace_data(s, to);
        } else {
            let mut to = *n.depend.get(pred)?;
            (to != s).then_some(())?;
            if !anchored(g, to) {
                // The chain came from a loop head: pin it to the predecessor's block again.
                relay_source(g.node(p)?.op).then_some(())?;
                to = g.relay(p, to);
            }
            g.replace_depend(s, to);
        }
    }
    g.replace_state(join, p);
    Some(())
}

/// Drops function `k` (not the entry): its calls give 0, callees above it move down.
pub(crate) fn drop_function(p: &Program, k: usize) -> Option<Program> {
    let functions = p.module.functions();
    if k == 0 || k >= functions.len() {
        return None;
    }
    let mut module = Module::new();
    for (i, f) in functions.iter().enumerate() {
        if i == k {
            continue;
        }
        let mut g = Graph::of(&f.circuit);
        let calls: Vec<GateRef> = g
            .gates()
            .filter(|&c| {
                g.node(c).is_some_and(|n| {
                    n.op == Opcode::Call
                        && n.data
                            .first()
                            .and_then(|&callee| g.node(callee))
                            .is_some_and(|x| x.op == Opcode::Constant && x.bits == k as u64)
                })
            })
            .collect();
        for c in calls {
            let n = g.node(c)?.clone();
            g.replace_depend(c, *n.depend.first()?);
            let zero = g.constant(n.ty, 0);
            g.replace_data(c, zero);
        }
        for c in g.gates().collect::<Vec<_>>() {
            if is_callee(&g, c)
                && let Some(n) = g.nodes.get_mut(c.index())
                && n.op == Opcode::Constant
                && n.bits > k as u64
            {
                n.bits -= 1;
            }
        }
        let _ = module.push(f.name.clone(), g.build());
    }
    Some(Program {
        module,
        cases: p.cases.clone(),
    })
}

/// Drops parameter `position` of `function` when no gate reads it.
pub(crate) fn drop_param(p: &Program, function: usize, position: u64) -> Option<Program> {
    let functions = p.module.functions();
    let mut target = Graph::of(&functions.get(function)?.circuit);
    let args: Vec<GateRef> = target
        .gates()
        .filter(|&a| {
            target
                .node(a)
                .is_some_and(|n| n.op == Opcode::Arg && n.bits == position)
        })
        .collect();
    let used = target
        .nodes
        .iter()
        .any(|n| n.data.iter().any(|d| args.contains(d)));
    if used || args.is_empty() {
        return None;
    }
    for n in &mut target.nodes {
        if n.op == Opcode::Arg && n.bits > position {
            n.bits -= 1;
        } else if n.op == Opcode::Arg && n.bits == position {
            // An unused CONSTANT is dropped when the circuit is rebuilt.
            n.op = Opcode::Constant;
            n.root = Some(GateRef(Root::ConstantList.offset()));
        }
    }
    let mut module = Module::new();
    for (i, f) in functions.iter().enumerate() {
        let mut g = if i == function {
            target.clone()
        } else {
            Graph::of(&f.circuit)
        };
        let callees: Vec<GateRef> = g
            .gates()
            .filter(|&c| {
                g.node(c)
                    .is_some_and(|n| n.op == Opcode::Constant && n.bits == function as u64)
                    && is_callee(&g, c)
            })
            .collect();
        for n in &mut g.nodes {
            if n.op == Opcode::Call && n.data.first().is_some_and(|c| callees.contains(c)) {
                let at = position as usize + 1;
                (at < n.data.len()).then_some(())?;
                n.data.remove(at);
                n.bits = n.data.len() as u64 - 1;
            }
        }
        let _ = module.push(f.name.clone(), g.build());
    }
    let mut cases = p.cases.clone();
    if function == 0 {
        for case in &mut cases {
            (position < case.len() as u64).then(|| case.remove(position as usize))?;
        }
    }
    Some(Program { module, cases })
}
