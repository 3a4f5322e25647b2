//! The `closed_loops` graph rule: a `loop_back` input of a `loop_begin` must be reached from that
//! `loop_begin` along state wires, so that a cycle of the state graph closes the loop. Both lie on
//! that cycle exactly when they are in one strongly connected component; the components come from
//! Kosaraju's algorithm, reusing the walk's postorder for its first half: linear.

use super::dominance::{Dominators, NONE};
use super::{Check, Violation, describe, violation};
use crate::circuit::{Circuit, GateRef, WireKind};
use crate::opcode::roles;

/// Memory the rule reuses from one run to the next.
#[derive(Debug, Default)]
pub(super) struct Components {
    /// The component of each gate the walk reached, `NONE` for the others.
    component: Vec<u32>,
    stack: Vec<GateRef>,
}

/// Checks the rule on every `loop_begin` the walk from the entry reached.
pub(super) fn check(
    c: &Circuit,
    doms: &Dominators,
    scratch: &mut Components,
    out: &mut Vec<Violation>,
) {
    let order = doms.postorder();
    if !order
        .iter()
        .any(|&g| c.opcode(g) == Some(roles::LOOP_BEGIN))
    {
        return;
    }
    components(c, doms, scratch);
    for &head in order {
        if c.opcode(head) != Some(roles::LOOP_BEGIN) {
            continue;
        }
        for (i, &back) in c.state_inputs(head).iter().enumerate() {
            if c.opcode(back) != Some(roles::LOOP_BACK) || !doms.reached(back) {
                continue;
            }
            if scratch.component[back.index()] != scratch.component[head.index()] {
                out.push(violation(
                    c,
                    head,
                    Check::OpenLoop,
                    Some((WireKind::State, i)),
                    format!(
                        "a {} reached from {} along state wires (a cycle closing the loop)",
                        roles::LOOP_BACK,
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
fn components(c: &Circuit, doms: &Dominators, s: &mut Components) {
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
            for &p in c.state_inputs(g) {
                if doms.reached(p) && s.component[p.index()] == NONE {
                    s.component[p.index()] = next;
                    s.stack.push(p);
                }
            }
        }
        next += 1;
    }
}
