//! The `schedulable` graph rule: every value can be placed in a block of the state graph where
//! all its inputs are available, and each use finds it there. A gate's block (its state region) is
//! the state gate itself for a state gate, the state gate it hangs off for a selector or a relay
//! (a pinned gate), and for a floating computation the deepest block of its inputs in the
//! dominator tree (where a scheduler places it at the earliest; the inputs' blocks must lie on one
//! chain of the tree for that block to exist). A use in block `B` needs the definition's block to
//! dominate `B`; a selector's input `j` is used at the end of its join's predecessor `j`.
//!
//! One pass over the gates, each input looked at a constant number of times, dominance queries in
//! constant time: linear in the graph.

use super::super::arena::{GateRef, GateView, Graph};
use super::super::layer::{GraphLayer, WireKind};
use super::dominance::{Dominators, NONE};
use super::{GraphRules, at, describe, finding};
use crate::graph::verify::{Finding, GateCheck};

/// Memory the rule reuses from one run to the next.
#[derive(Clone, Debug, Default)]
pub(super) struct Regions {
    /// The block (dominator-tree node) of each floating gate once known; `NONE` when unknown.
    region: Vec<u32>,
    /// Walk state of each gate: pinned, or (floating) new, on the walk's stack, done.
    state: Vec<u8>,
    stack: Vec<(GateRef, usize)>,
    /// Pinned gates whose uses are checked after every floating gate is placed.
    deferred: Vec<GateRef>,
}

const NEW: u8 = 0;
const ACTIVE: u8 = 1;
const DONE: u8 = 2;
/// A pinned gate: its block is known from the start.
const PINNED: u8 = 3;

/// Where a gate's block comes from.
enum Placement {
    /// A fixed block (`NONE` when the block is not a state gate the entry reaches).
    Pinned(u32),
    /// The deepest block of its inputs.
    Floating,
}

/// Where gate `g` (opcode `op`, first state input `first_state`) is placed.
#[inline]
fn placement<Op: GraphLayer>(
    doms: &Dominators,
    state_gates: &[bool],
    g: GateRef,
    op: Op,
    first_state: Option<GateRef>,
) -> Placement {
    if let Some(node) = doms.node(g) {
        return Placement::Pinned(node);
    }
    if g.index() < Op::layer().roots.len() {
        return Placement::Pinned(doms.root());
    }
    let state_gate = state_gates
        .get(usize::from(op.number()))
        .copied()
        .unwrap_or(false);
    match first_state {
        _ if state_gate => Placement::Pinned(NONE),
        Some(s) => Placement::Pinned(doms.node(s).unwrap_or(NONE)),
        None => Placement::Floating,
    }
}

/// The placement context: the graph, its rules' roles, its dominator tree and which opcodes
/// are state gates.
pub(super) struct Ctx<'a, Op: GraphLayer, X: Copy + Default> {
    pub graph: &'a Graph<Op, X>,
    pub rules: &'a GraphRules<Op>,
    pub doms: &'a Dominators,
    pub state_gates: &'a [bool],
}

impl<Op: GraphLayer, X: Copy + Default> Clone for Ctx<'_, Op, X> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Op: GraphLayer, X: Copy + Default> Copy for Ctx<'_, Op, X> {}

impl<Op: GraphLayer, X: Copy + Default> Ctx<'_, Op, X> {
    /// Whether `src` is a floating gate still to place. A gate is first met either in gate order
    /// or, earlier, as the input of an earlier gate: a pinned one met that way gets its block
    /// here (so "new" always means floating and unplaced once asked).
    #[inline]
    fn fresh(self, s: &mut Regions, src: GateRef) -> bool {
        if s.state.get(src.index()) != Some(&NEW) {
            return false;
        }
        let Some(view) = self.graph.view(src) else {
            return false;
        };
        let first = view.state.first().copied();
        match placement(self.doms, self.state_gates, src, view.opcode, first) {
            Placement::Pinned(b) => {
                s.region[src.index()] = b;
                s.state[src.index()] = PINNED;
                false
            }
            Placement::Floating => true,
        }
    }
}

/// The wire of flow input `k` of `g` (dependency inputs first, then data inputs).
#[inline]
fn flow_wire<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    g: GateRef,
    k: usize,
) -> (WireKind, usize) {
    let depends = c.inputs_of(g, WireKind::Depend).len();
    if k < depends {
        (WireKind::Depend, k)
    } else {
        (WireKind::Data, k - depends)
    }
}

/// A violation at `g`'s flow input `k` (from `src`, defined in block `def`): `def` does not
/// dominate block `at`, where the input is needed.
fn report<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    doms: &Dominators,
    g: GateRef,
    k: usize,
    src: GateRef,
    (def, needed): (u32, u32),
    why: &str,
) -> Option<Finding<Op>> {
    let (kind, index) = flow_wire(c, g, k);
    finding(
        c,
        g,
        GateCheck::Unschedulable,
        at(c, g, kind, index),
        format!(
            "a definition whose block dominates {} ({why})",
            describe(c, doms.gate(needed))
        ),
        format!(
            "{}, defined in the block of {}",
            describe(c, src),
            describe(c, doms.gate(def))
        ),
    )
}

/// Checks the rule on every gate of the context's graph.
pub(super) fn check<Op: GraphLayer, X: Copy + Default>(
    cx: Ctx<'_, Op, X>,
    scratch: &mut Regions,
    out: &mut Vec<Finding<Op>>,
) {
    let (c, doms, state_gates) = (cx.graph, cx.doms, cx.state_gates);
    scratch.region.clear();
    scratch.region.resize(c.len(), NONE);
    scratch.state.clear();
    scratch.state.resize(c.len(), NEW);
    scratch.deferred.clear();
    // One pass in gate order: a gate's block is computed when first met (here, or as the input
    // of an earlier gate), a pinned gate's uses are checked once the blocks of its inputs are
    // known (computing those of floating inputs met for the first time).
    for (g, gate) in c.flows() {
        let i = g.index();
        if scratch.state[i] == NEW
            && let Placement::Pinned(b) =
                placement(doms, state_gates, g, gate.opcode, gate.first_state)
        {
            scratch.region[i] = b;
            scratch.state[i] = PINNED;
        }
        match scratch.state[i] {
            NEW => match chain_end(doms, scratch, gate.flow) {
                Some(block) => {
                    scratch.region[i] = block;
                    scratch.state[i] = DONE;
                }
                None => floating(cx, scratch, g, out),
            },
            // A pinned gate reading a later floating gate (a loop selector's input from the
            // back edge) waits until that gate is placed in gate order, without a walk.
            PINNED => {
                if let Some(view) = c.view(g) {
                    pinned_uses(cx, scratch, g, &view, true, out);
                }
            }
            _ => {}
        }
    }
    let deferred = std::mem::take(&mut scratch.deferred);
    for &g in &deferred {
        if let Some(view) = c.view(g) {
            pinned_uses(cx, scratch, g, &view, false, out);
        }
    }
    scratch.deferred = deferred;
    scratch.deferred.clear();
}

/// The block of a floating gate with these `inputs` in the common case, all of them placed in
/// blocks on one chain of the dominator tree: the deepest of those blocks. `None` otherwise
/// (an input not met yet, in no block, or off the chain): [`floating`] decides and reports.
#[inline]
fn chain_end(doms: &Dominators, s: &Regions, inputs: &[GateRef]) -> Option<u32> {
    let mut deepest = doms.root();
    for src in inputs {
        let i = src.index();
        if s.state.get(i) == Some(&NEW) {
            return None;
        }
        let r = region(s, *src);
        if r == NONE {
            return None;
        }
        // Most inputs sit in the block already found, or below the entry's.
        if r == deepest {
            continue;
        }
        if deepest == doms.root() || doms.dominates(deepest, r) {
            deepest = r;
        } else if !doms.dominates(r, deepest) {
            return None;
        }
    }
    Some(deepest)
}

/// Checks the uses of pinned gate `g`: each flow input's block must dominate the block the
/// input is needed in (the gate's own, or a join predecessor's for a selected input). With
/// `defer`, a gate with an input still to place is put aside for later instead (a loop
/// selector's input from the back edge comes after it); without, such inputs are placed first.
fn pinned_uses<Op: GraphLayer, X: Copy + Default>(
    cx: Ctx<'_, Op, X>,
    scratch: &mut Regions,
    g: GateRef,
    view: &GateView<'_, Op, X>,
    defer: bool,
    out: &mut Vec<Finding<Op>>,
) {
    let block = scratch.region[g.index()];
    if block == NONE {
        return;
    }
    let (c, doms, rules) = (cx.graph, cx.doms, cx.rules);
    let flow = view.flow();
    for &src in flow {
        if cx.fresh(scratch, src) {
            if defer {
                scratch.deferred.push(g);
                return;
            }
            floating(cx, scratch, src, out);
        }
    }
    let join = view
        .state
        .first()
        .copied()
        .filter(|&m| rules.selects(view.opcode).is_some() && rules.joins(c.opcode(m)));
    for (k, &src) in flow.iter().enumerate() {
        let def = region(scratch, src);
        if def == NONE {
            continue;
        }
        let selected_at = match join {
            Some(m) => selected(rules, view, k).map(|j| (m, j)),
            None => None,
        };
        let (at, why) = match selected_at {
            Some((m, j)) => match c
                .inputs_of(m, WireKind::State)
                .get(j)
                .and_then(|&p| doms.node(p))
            {
                Some(p) => (p, "the predecessor of the join this input is selected on"),
                None => continue,
            },
            None => (block, "the block of this use"),
        };
        if !doms.dominates(def, at) {
            out.extend(report(c, doms, g, k, src, (def, at), why));
        }
    }
}

/// The index among the selected inputs of flow input `k` of selector `view`, when `k` is one.
#[inline]
fn selected<Op: GraphLayer, X>(
    rules: &GraphRules<Op>,
    view: &GateView<'_, Op, X>,
    k: usize,
) -> Option<usize> {
    let depends = view.depend.len();
    match rules.selects(view.opcode)? {
        WireKind::Data => k.checked_sub(depends),
        _ => (k < depends).then_some(k),
    }
}

/// The block of `g` once known (`NONE` for a gate outside the circuit or on a cycle): only
/// pinned and placed gates have a block other than `NONE` in `region`.
#[inline]
fn region(s: &Regions, g: GateRef) -> u32 {
    s.region.get(g.index()).copied().unwrap_or(NONE)
}

/// Computes the blocks of `start` and the floating gates it depends on (depth first, without
/// recursion), checking that each one's inputs lie on one dominator chain.
fn floating<Op: GraphLayer, X: Copy + Default>(
    cx: Ctx<'_, Op, X>,
    s: &mut Regions,
    start: GateRef,
    out: &mut Vec<Finding<Op>>,
) {
    let (c, doms) = (cx.graph, cx.doms);
    // Most gates meet only placed inputs (those that come before them): no walk then.
    let inputs = c.flow_inputs(start);
    if inputs.iter().all(|&src| !cx.fresh(s, src)) {
        settle(c, doms, s, start, inputs, out);
        return;
    }
    s.state[start.index()] = ACTIVE;
    s.stack.push((start, 0));
    while let Some(&(g, next)) = s.stack.last() {
        let inputs = c.flow_inputs(g);
        // The next input still to walk, skipping those already placed (most are).
        let fresh = inputs
            .get(next..)
            .unwrap_or(&[])
            .iter()
            .position(|&src| cx.fresh(s, src));
        if let Some(skip) = fresh {
            let src = inputs[next + skip];
            if let Some(top) = s.stack.last_mut() {
                top.1 = next + skip + 1;
            }
            s.state[src.index()] = ACTIVE;
            s.stack.push((src, 0));
            continue;
        }
        s.stack.pop();
        settle(c, doms, s, g, inputs, out);
    }
}

/// Places floating gate `g` once the blocks of its `inputs` are known (or unknown for good): in
/// the deepest of them, if they form a chain of the dominator tree.
fn settle<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    doms: &Dominators,
    s: &mut Regions,
    g: GateRef,
    inputs: &[GateRef],
    out: &mut Vec<Finding<Op>>,
) {
    let mut deepest = doms.root();
    let mut known = true;
    for &src in inputs {
        let r = region(s, src);
        if r == NONE {
            known = false;
            break;
        }
        deepest = doms.deeper(deepest, r);
    }
    let mut block = if known { deepest } else { NONE };
    if known {
        for (k, &src) in inputs.iter().enumerate() {
            let r = region(s, src);
            if r != deepest && !doms.dominates(r, deepest) {
                out.extend(report(
                    c,
                    doms,
                    g,
                    k,
                    src,
                    (r, deepest),
                    "the block its other inputs put this gate in",
                ));
                block = NONE;
            }
        }
    }
    s.region[g.index()] = block;
    s.state[g.index()] = DONE;
}
