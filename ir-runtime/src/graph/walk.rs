//! Walks over a graph of any table: owns the orders passes need, each along the wire kinds it
//! names: [`forward`] (the gates reached from some gates through their users) and [`backward`]
//! (the gates some gates reach through their inputs), both in the order they are first reached.

use super::arena::{GateRef, Graph};
use super::layer::{GraphLayer, WireKind};

/// The gates reached from `from` by following users that take the gate on an input of one of
/// `kinds`, breadth first, each once, `from` included.
pub fn forward<Op: GraphLayer>(
    graph: &Graph<Op>,
    from: &[GateRef],
    kinds: &[WireKind],
) -> Vec<GateRef> {
    let mut seen = vec![false; graph.len()];
    let mut order: Vec<GateRef> = Vec::new();
    for &g in from {
        if graph.contains(g) && !std::mem::replace(&mut seen[g.index()], true) {
            order.push(g);
        }
    }
    let mut next = 0;
    while let Some(&g) = order.get(next) {
        next += 1;
        for &u in graph.uses(g) {
            if seen[u.index()] {
                continue;
            }
            let Some(v) = graph.view(u) else { continue };
            if kinds.iter().any(|&k| v.of(k).contains(&g)) {
                seen[u.index()] = true;
                order.push(u);
            }
        }
    }
    order
}

/// The gates `from` reaches through inputs of `kinds`, breadth first, each once, `from`
/// included.
pub fn backward<Op: GraphLayer>(
    graph: &Graph<Op>,
    from: &[GateRef],
    kinds: &[WireKind],
) -> Vec<GateRef> {
    let mut seen = vec![false; graph.len()];
    let mut order: Vec<GateRef> = Vec::new();
    for &g in from {
        if graph.contains(g) && !std::mem::replace(&mut seen[g.index()], true) {
            order.push(g);
        }
    }
    let mut next = 0;
    while let Some(&g) = order.get(next) {
        next += 1;
        let Some(v) = graph.view(g) else { continue };
        for &k in kinds {
            for &src in v.of(k) {
                if graph.contains(src) && !std::mem::replace(&mut seen[src.index()], true) {
                    order.push(src);
                }
            }
        }
    }
    order
}
