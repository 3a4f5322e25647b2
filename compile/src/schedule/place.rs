//! Placement: owns deciding which gates are scheduled (those an exit reaches through data and
//! dependency wires) and the block of each: pinned gates where the graph puts them, effects
//! where their dependency chain does, and every other gate by global code motion between its
//! earliest and latest blocks (guarded gates at their latest).

use std::collections::HashMap;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::Opcode;

use super::blocks::{Graph, NONE, RawExit};
use super::{ScheduleError, error};

/// Gates that produce no code: they order effects or name values of a join.
pub(crate) fn is_bookkeeping(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::DependRelay
            | Opcode::DependAnd
            | Opcode::DependSelector
            | Opcode::ValueSelector
            | Opcode::DependEntry
    ) || op.is_state()
}

/// Gates with an effect: they stay in the block their dependency chain pins them to.
fn is_effect(op: Opcode) -> bool {
    matches!(op, Opcode::Load | Opcode::Store | Opcode::Call)
}

/// Gates that may trap.
fn may_trap(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Sdiv | Opcode::Srem | Opcode::Udiv | Opcode::Urem
    )
}

/// Where each scheduled gate goes.
#[derive(Debug)]
pub(crate) struct Placed {
    /// The block of each gate (`NONE`: not scheduled).
    pub block: Vec<u32>,
    /// The blocks of each guarded gate computed in more than one block, by gate index (each
    /// copy in a block that uses it, no copy dominating another); its `block` entry is then
    /// the first of them.
    pub copies: HashMap<u32, Vec<u32>>,
}

impl Placed {
    /// The blocks of `x` when it is copied (most functions copy nothing: no lookup then).
    pub fn copy_blocks(&self, x: GateRef) -> Option<&Vec<u32>> {
        if self.copies.is_empty() {
            None
        } else {
            self.copies.get(&x.0)
        }
    }

    /// Whether gate `x` is computed in block `b`.
    pub fn is_in(&self, x: GateRef, b: u32) -> bool {
        match self.copy_blocks(x) {
            Some(blocks) => blocks.contains(&b),
            None => self.block.get(x.index()) == Some(&b),
        }
    }

    /// The blocks gate `x` is computed in (none when it is not scheduled).
    pub fn blocks_of(&self, x: GateRef) -> &[u32] {
        match self.copy_blocks(x) {
            Some(blocks) => blocks,
            None => match self.block.get(x.index()) {
                Some(b) if *b != NONE => core::slice::from_ref(b),
                _ => &[],
            },
        }
    }
}

/// The blocks of `uses` that no other block of `uses` dominates: the fewest blocks that a copy
/// of a guarded gate must go to so that every use has one before it and no path computes it
/// without using it.
fn outermost(g: &Graph, mut uses: Vec<u32>) -> Vec<u32> {
    uses.sort_unstable();
    uses.dedup();
    let mut out: Vec<u32> = Vec::with_capacity(uses.len());
    // In reverse postorder a dominator comes before the blocks it dominates.
    for b in uses {
        if !out.iter().any(|&d| g.dominates(d, b)) {
            out.push(b);
        }
    }
    out
}

/// The inputs that order a gate: data and dependency wires.
fn inputs(c: &Circuit, g: GateRef) -> impl Iterator<Item = GateRef> + '_ {
    c.data_inputs(g).iter().chain(c.depend_inputs(g)).copied()
}

/// The selectors of a join.
pub(crate) fn selectors(c: &Circuit, join: GateRef) -> Vec<GateRef> {
    let mut out: Vec<GateRef> = c
        .uses(join)
        .iter()
        .copied()
        .filter(|&u| {
            matches!(
                c.opcode(u),
                Some(Opcode::ValueSelector | Opcode::DependSelector)
            ) && c.state_inputs(u).first() == Some(&join)
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The gates the branches, switches, returns and throws read directly: the roots of the walk
/// that finds the scheduled gates (a join's selectors join the walk when something reads them,
/// so a selector nothing reads, and what only it reads, is not scheduled: see [`ir_core::live`]).
fn exit_reads(c: &Circuit, g: &Graph) -> Vec<GateRef> {
    let mut out = Vec::new();
    for e in &g.exits {
        match e {
            RawExit::Branch { gate, .. } | RawExit::Switch { gate, .. } => {
                out.extend(c.data_inputs(*gate).iter().copied());
            }
            RawExit::Return(gate) | RawExit::Throw(gate) => out.extend(inputs(c, *gate)),
            RawExit::Jump { .. } => {}
        }
    }
    out
}

/// Places the gates of `c` in the blocks of `g`.
pub(crate) fn place(c: &Circuit, g: &Graph) -> Result<Placed, ScheduleError> {
    let n = c.len();
    let op = |x: GateRef| c.opcode(x).unwrap_or(Opcode::CircuitRoot);
    // Topological order of the scheduled gates (and the bookkeeping gates they reach), inputs
    // first, by an iterative depth-first walk that stops at selectors and state gates.
    let mut state = vec![0u8; n]; // 0 new, 1 on the stack, 2 done
    let mut order = Vec::new();
    let mut stack: Vec<(GateRef, bool)> = Vec::new();
    // Roots: what the exits read, then what each selector the walk reaches reads (walked as
    // roots of their own, so that a walk never passes a selector and a gate met again on the
    // stack is a cycle without one).
    let mut roots = exit_reads(c, g);
    let mut next_root = 0;
    while let Some(&root) = roots.get(next_root) {
        next_root += 1;
        stack.push((root, false));
        while let Some((x, expanded)) = stack.pop() {
            let i = x.index();
            if i >= n {
                continue;
            }
            if expanded {
                if state[i] == 1 {
                    state[i] = 2;
                    order.push(x);
                }
                continue;
            }
            if state[i] != 0 {
                if state[i] == 1 && !matches!(op(x), Opcode::ValueSelector | Opcode::DependSelector)
                {
                    return Err(error(
                        c,
                        x,
                        "a cycle of data or dependency wires without a selector",
                    ));
                }
                continue;
            }
            state[i] = 1;
            stack.push((x, true));
            // One lookup for the opcode and the inputs (`x` is a gate of the circuit).
            let Some(view) = c.view(x) else { continue };
            let o = view.opcode;
            // A selector read: the values each predecessor hands it are read too (at the end of
            // that predecessor, which the latest-block pass accounts for).
            if o == Opcode::ValueSelector {
                roots.extend_from_slice(view.data);
                continue;
            }
            if o == Opcode::DependSelector {
                roots.extend_from_slice(view.depend);
                continue;
            }
            if o.is_state() {
                continue;
            }
            if o.is_hir() {
                return Err(error(
                    c,
                    x,
                    "a HIR gate: lower it to MIR gates before compiling",
                ));
            }
            // An input already ordered (or no gate) would be popped and dropped: not pushed.
            for &input in view.data.iter().chain(view.depend) {
                if state.get(input.index()).is_some_and(|&s| s != 2) {
                    stack.push((input, false));
                }
            }
        }
    }
    // Earliest blocks and guards, inputs first.
    let mut block = vec![NONE; n];
    let mut guarded = vec![false; n];
    let deepest = |a: u32, b: u32| -> u32 {
        if a == NONE {
            b
        } else if b == NONE || g.dom_depth[a as usize] >= g.dom_depth[b as usize] {
            a
        } else {
            b
        }
    };
    // Pinned gates first: a selector can come after the gates that read it in the walk's order.
    let mut pinned = vec![false; n];
    for &x in &order {
        let o = op(x);
        let pin = match o {
            Opcode::ValueSelector | Opcode::DependSelector | Opcode::DependRelay => c
                .state_inputs(x)
                .first()
                .map_or(NONE, |s| g.block_of_state[s.index()]),
            Opcode::Arg | Opcode::Alloca | Opcode::DependEntry => 0,
            _ if o.is_state() => g.block_of_state[x.index()],
            _ => NONE,
        };
        if pin != NONE {
            block[x.index()] = pin;
            pinned[x.index()] = true;
        }
    }
    for &x in &order {
        if pinned[x.index()] {
            continue;
        }
        let Some(view) = c.view(x) else { continue };
        let mut earliest = NONE;
        let mut guard = may_trap(view.opcode);
        for &input in view.data.iter().chain(view.depend) {
            if let Some(&b) = block.get(input.index()) {
                earliest = deepest(earliest, b);
            }
            guard |= guarded.get(input.index()).copied().unwrap_or(false);
        }
        guarded[x.index()] |= guard;
        block[x.index()] = if earliest == NONE { 0 } else { earliest };
    }
    // Latest blocks, users first; floating gates move to the shallowest loop on the way.
    let mut copies: HashMap<u32, Vec<u32>> = HashMap::new();
    let mut uses: Vec<u32> = Vec::new();
    for &x in order.iter().rev() {
        let o = op(x);
        if is_bookkeeping(o) || is_effect(o) || matches!(o, Opcode::Arg | Opcode::Alloca) {
            continue;
        }
        let earliest = block[x.index()];
        uses.clear();
        for &u in c.uses(x) {
            match op(u) {
                // A selector nothing reads (not live) uses nothing.
                Opcode::ValueSelector if state[u.index()] != 2 => {}
                Opcode::ValueSelector => {
                    let join = c.state_inputs(u).first().copied();
                    let jb = join.map_or(NONE, |j| g.block_of_state[j.index()]);
                    if jb == NONE {
                        continue;
                    }
                    for (j, &input) in c.data_inputs(u).iter().enumerate() {
                        if input == x
                            && let Some(&p) = g.join_preds[jb as usize].get(j)
                            && p != NONE
                        {
                            uses.push(p);
                        }
                    }
                }
                uo if uo.is_state() => {
                    let b = g.block_of_state[u.index()];
                    if b != NONE {
                        uses.push(b);
                    }
                }
                _ => {
                    if state[u.index()] == 2 && c.data_inputs(u).contains(&x) {
                        let copied = if copies.is_empty() {
                            None
                        } else {
                            copies.get(&u.0)
                        };
                        match copied {
                            Some(blocks) => uses.extend_from_slice(blocks),
                            None if block[u.index()] != NONE => uses.push(block[u.index()]),
                            None => {}
                        }
                    }
                }
            }
        }
        let latest = uses.iter().fold(NONE, |acc, &b| g.lca(acc, b));
        if latest == NONE {
            continue;
        }
        if !g.dominates(earliest, latest) {
            return Err(error(
                c,
                x,
                "used in a block its inputs do not dominate (the verifier's `schedulable` rule)",
            ));
        }
        if guarded[x.index()] {
            // A gate that may trap runs only where it is used: in the outermost blocks of its
            // uses, one copy each when they lie on different paths.
            let blocks = outermost(g, std::mem::take(&mut uses));
            block[x.index()] = blocks[0];
            if blocks.len() > 1 {
                copies.insert(x.0, blocks);
            }
            continue;
        }
        let mut best = latest;
        // A constant stays by its uses: building it again costs an instruction or four, holding
        // it across a loop costs a register for the whole loop.
        if o != Opcode::Constant {
            let mut at = latest;
            // Up the dominator tree towards the earliest block, while a shallower loop depth
            // is still possible.
            while at != earliest && g.loop_depth[best as usize] > 0 {
                at = g.idom[at as usize];
                if g.loop_depth[at as usize] < g.loop_depth[best as usize] {
                    best = at;
                }
            }
        }
        block[x.index()] = best;
    }
    // Keep only scheduled gates' blocks.
    for (i, s) in state.iter().enumerate() {
        if *s != 2 {
            block[i] = NONE;
        }
    }
    Ok(Placed { block, copies })
}
