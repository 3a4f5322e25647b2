//! The `closed_loops` graph rule: a `loop_back` input of a `loop_begin` must be reached from that
//! `loop_begin` along state wires, so that a cycle of the state graph closes the loop. Both lie on
//! that cycle exactly when they are in one strongly connected component; the components come from
//! Kosaraju's algorithm, reusing the walk's postorder for its first half: linear.

use super::super::arena::{GateRef, Graph};
use super::super::layer::{GraphLayer, WireKind};
use super::dominance::{Dominators, NONE};
use super::{GraphRules, at, describe, finding};
use crate::graph::verify::{Finding, GateCheck};

/// Memory the rule reuses from one run to the next.
#[derive(Clone, Debug, Default)]
pub(super) struct Components {
    /// The component of each gate the walk reached, `NONE` for the others.
    component: Vec<u32>,
    stack: Vec<GateRef>,
}

/// Checks the rule on every `loop_begin` the walk from the entry reached.
pub(super) fn check<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    doms: &Dominators,
    scratch: &mut Components,
    out: &mut Vec<Finding<Op>>,
) {
    let (Some(loop_begin), Some(loop_back)) = (rules.loop_begin, rules.loop_back) else {
        return;
    };
    let order = doms.postorder();
    if !order.iter().any(|&g| c.opcode(g) == Some(loop_begin)) {
        return;
    }
    components(c, doms, scratch);
    let state = Op::layer().wire_name(WireKind::State);
    for &head in order {
        if c.opcode(head) != Some(loop_begin) {
            continue;
        }
        for (i, &back) in c.inputs_of(head, WireKind::State).iter().enumerate() {
            if c.opcode(back) != Some(loop_back) || !doms.reached(back) {
                continue;
            }
            if scratch.component[back.index()] != scratch.component[head.index()] {
                out.extend(finding(
                    c,
                    head,
                    GateCheck::OpenLoop,
                    at(c, head, WireKind::State, i),
                    format!(
                        "a {} reached from {} along {state} wires (a cycle closing the loop)",
                        loop_back.info().name,
                        describe(c, head)
                    ),
                    format!("{}, which the loop does not reach", describe(c, back)),
                ));
            }
        }
    }
}

/// Kosaraju's second half: in reverse postorder, each gate not yet placed starts a component of
/// the gates that reach it (walking state inputs among the reached gates).
fn components<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    doms: &Dominators,
    s: &mut Components,
) {
    s.component.clear();
    s.component.resize(c.len(), NONE);
    let mut next = 0u32;
    for &start in doms.postorder().iter().rev() {
        if s.component[start.index()] != NONE {
            continue;
        }
        s.component[start.index()] = next;
        s.stack.clear();
        s.stack.push(start);
        while let Some(g) = s.stack.pop() {
            for &p in c.inputs_of(g, WireKind::State) {
                if doms.reached(p) && s.component[p.index()] == NONE {
                    s.component[p.index()] = next;
                    s.stack.push(p);
                }
            }
        }
        next += 1;
    }
}
