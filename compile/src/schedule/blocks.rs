//! The blocks of a circuit's state graph: owns finding each block's head and chain of state
//! gates, its exit, its predecessors (by the join's input order), the reverse postorder, the
//! dominator tree (Cooper, Harvey and Kennedy's iteration) and each block's loop depth.

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::{Opcode, Root};
use opforge_cfg::flow::Adjacency;

use super::{ScheduleError, error};

/// No block.
pub(crate) const NONE: u32 = u32::MAX;

/// How a block ends, in gates.
#[derive(Clone, Debug)]
pub(crate) enum RawExit {
    /// Into input `index` of a join.
    Jump { join: GateRef, index: usize },
    /// IF_BRANCH.
    Branch {
        gate: GateRef,
        then_head: GateRef,
        else_head: GateRef,
    },
    /// SWITCH_BRANCH.
    Switch {
        gate: GateRef,
        cases: Vec<(u64, GateRef)>,
        default: GateRef,
    },
    /// RETURN.
    Return(GateRef),
    /// THROW.
    Throw(GateRef),
}

/// The block graph.
#[derive(Debug)]
pub(crate) struct Graph {
    /// Each block's head, in reverse postorder (the entry first).
    pub heads: Vec<GateRef>,
    /// Each block's exit.
    pub exits: Vec<RawExit>,
    /// The block of each state gate (by gate index), `NONE` for other gates.
    pub block_of_state: Vec<u32>,
    /// The state gates that have a block, in the order the blocks were found.
    pub states: Vec<GateRef>,
    /// Immediate dominator of each block (the entry's is itself).
    pub idom: Vec<u32>,
    /// Depth in the dominator tree.
    pub dom_depth: Vec<u32>,
    /// Preorder entry and exit times of each block in the dominator tree (`a` dominates `b`
    /// exactly when `b`'s interval lies in `a`'s).
    pub dom_enter: Vec<u32>,
    /// See [`Graph::dom_enter`].
    pub dom_exit: Vec<u32>,
    /// Loop depth.
    pub loop_depth: Vec<u32>,
    /// For a join's block: the predecessor block of each of the join's state inputs.
    pub join_preds: Vec<Vec<u32>>,
    /// The successor blocks of each block, in compressed rows (see [`Graph::succs`]).
    succ_start: Vec<u32>,
    succ_blocks: Vec<u32>,
}

/// Whether `op` opens a block.
fn starts_block(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::IfTrue
            | Opcode::IfFalse
            | Opcode::SwitchCase
            | Opcode::DefaultCase
            | Opcode::Merge
            | Opcode::LoopBegin
    )
}

/// Whether `op` is a join.
pub(crate) fn is_join(op: Opcode) -> bool {
    matches!(op, Opcode::Merge | Opcode::LoopBegin)
}

/// The gates that take each gate on a state wire and are control (state or HIR gates), each
/// once per source, in compressed rows: the users of gate `s` are
/// `users[start[s]..start[s + 1]]`.
struct ControlUsers {
    start: Vec<u32>,
    users: Vec<GateRef>,
}

impl ControlUsers {
    fn of(&self, s: GateRef) -> &[GateRef] {
        match (self.start.get(s.index()), self.start.get(s.index() + 1)) {
            (Some(&a), Some(&b)) => &self.users[a as usize..b as usize],
            _ => &[],
        }
    }
}

fn control_users(c: &Circuit) -> ControlUsers {
    let n = c.len();
    // Each state edge into a control gate as (source, user), in user order, a user taking a
    // source twice once (`last`: the last user met for each source).
    let mut last = vec![u32::MAX; n];
    let mut pairs: Vec<(u32, GateRef)> = Vec::new();
    for g in c.gates() {
        if !c.opcode(g).is_some_and(|op| op.is_state() || op.is_hir()) {
            continue;
        }
        for &s in c.state_inputs(g) {
            if s.index() < n && last[s.index()] != g.0 {
                last[s.index()] = g.0;
                pairs.push((s.0, g));
            }
        }
    }
    let mut start = vec![0u32; n + 1];
    for &(s, _) in &pairs {
        start[s as usize + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut users = vec![GateRef(0); pairs.len()];
    for &(s, g) in &pairs {
        let slot = &mut fill[s as usize];
        users[*slot as usize] = g;
        *slot += 1;
    }
    ControlUsers { start, users }
}

/// Builds the block graph of `c`.
pub(crate) fn build(c: &Circuit) -> Result<Graph, ScheduleError> {
    let users = control_users(c);
    let entry = c.root(Root::StateEntry);
    let mut block_of_state = vec![NONE; c.len()];
    let mut states: Vec<GateRef> = Vec::new();
    // Discover blocks depth first from the entry: (head, exit), successors by head.
    let mut heads: Vec<GateRef> = Vec::new();
    let mut exits: Vec<RawExit> = Vec::new();
    // Each block's successor heads, in compressed rows (`succ_start[b]..succ_start[b + 1]`).
    let mut succ_start: Vec<u32> = vec![0];
    let mut succ_heads: Vec<GateRef> = Vec::new();
    let mut stack = vec![entry];
    let mut seen = vec![false; c.len()];
    seen[entry.index()] = true;
    while let Some(head) = stack.pop() {
        let b = heads.len() as u32;
        heads.push(head);
        let mut at = head;
        block_of_state[at.index()] = b;
        states.push(at);
        let exit = loop {
            let op = c
                .opcode(at)
                .ok_or_else(|| error(c, at, "a dangling state gate"))?;
            if op.is_hir() || matches!(op, Opcode::IfSuccess | Opcode::IfException) {
                return Err(error(
                    c,
                    at,
                    "a HIR gate: lower it to MIR gates before compiling",
                ));
            }
            match op {
                Opcode::IfBranch => {
                    let (t, f) = branch_targets(c, users.of(at), at)?;
                    break RawExit::Branch {
                        gate: at,
                        then_head: t,
                        else_head: f,
                    };
                }
                Opcode::SwitchBranch => {
                    let mut cases = Vec::new();
                    let mut default = None;
                    for &u in users.of(at) {
                        match c.opcode(u) {
                            Some(Opcode::SwitchCase) => {
                                cases.push((c.bitfield(u).unwrap_or(0), u));
                            }
                            Some(Opcode::DefaultCase) => default = Some(u),
                            _ => {}
                        }
                    }
                    let default =
                        default.ok_or_else(|| error(c, at, "a switch without DEFAULT_CASE"))?;
                    break RawExit::Switch {
                        gate: at,
                        cases,
                        default,
                    };
                }
                Opcode::Return => break RawExit::Return(at),
                Opcode::Throw => break RawExit::Throw(at),
                _ => {}
            }
            let next = users.of(at);
            let [next] = next else {
                return Err(error(
                    c,
                    at,
                    format!("control goes on to {} states; one was expected", next.len()),
                ));
            };
            let next_op = c.opcode(*next).unwrap_or(Opcode::CircuitRoot);
            if is_join(next_op) {
                let index = c
                    .state_inputs(*next)
                    .iter()
                    .position(|&s| s == at)
                    .unwrap_or(0);
                break RawExit::Jump { join: *next, index };
            }
            if starts_block(next_op) {
                return Err(error(
                    c,
                    *next,
                    "a branch target reached without its branch",
                ));
            }
            at = *next;
            block_of_state[at.index()] = b;
            states.push(at);
        };
        let from = succ_heads.len();
        match &exit {
            RawExit::Jump { join, .. } => succ_heads.push(*join),
            RawExit::Branch {
                then_head,
                else_head,
                ..
            } => succ_heads.extend([*then_head, *else_head]),
            RawExit::Switch { cases, default, .. } => {
                succ_heads.extend(cases.iter().map(|c| c.1).chain([*default]));
            }
            RawExit::Return(_) | RawExit::Throw(_) => {}
        }
        for &t in succ_heads[from..].iter().rev() {
            if !seen[t.index()] {
                seen[t.index()] = true;
                stack.push(t);
            }
        }
        exits.push(exit);
        succ_start.push(succ_heads.len() as u32);
    }
    let mut graph = order_blocks(c, heads, exits, (&succ_start, &succ_heads), block_of_state);
    graph.states = states;
    let preds = graph.preds();
    dominators(&mut graph, &preds);
    loops(&mut graph, &preds);
    Ok(graph)
}

/// The IF_TRUE and IF_FALSE of a branch.
fn branch_targets(
    c: &Circuit,
    users: &[GateRef],
    at: GateRef,
) -> Result<(GateRef, GateRef), ScheduleError> {
    let find = |op| users.iter().copied().find(|&u| c.opcode(u) == Some(op));
    match (find(Opcode::IfTrue), find(Opcode::IfFalse)) {
        (Some(t), Some(f)) => Ok((t, f)),
        _ => Err(error(c, at, "a branch without both IF_TRUE and IF_FALSE")),
    }
}

/// Renumbers the blocks in reverse postorder and fills the predecessor lists.
fn order_blocks(
    c: &Circuit,
    heads: Vec<GateRef>,
    exits: Vec<RawExit>,
    (succ_start, succ_heads): (&[u32], &[GateRef]),
    block_of_state: Vec<u32>,
) -> Graph {
    let n = heads.len();
    let by_head = |g: GateRef| block_of_state[g.index()] as usize;
    // Postorder by an iterative depth-first walk.
    let mut post = Vec::with_capacity(n);
    let mut visited = vec![false; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    visited[0] = true;
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        let succs = &succ_heads[succ_start[b] as usize..succ_start[b + 1] as usize];
        if let Some(&t) = succs.get(*k) {
            *k += 1;
            let t = by_head(t);
            if !visited[t] {
                visited[t] = true;
                stack.push((t, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    let rpo: Vec<usize> = post.into_iter().rev().collect();
    let mut number = vec![NONE; n];
    for (i, &b) in rpo.iter().enumerate() {
        number[b] = i as u32;
    }
    let mut block_of_state = block_of_state;
    for slot in &mut block_of_state {
        if *slot != NONE {
            *slot = number[*slot as usize];
        }
    }
    let mut new_heads = vec![GateRef(0); n];
    let mut new_exits: Vec<Option<RawExit>> = (0..n).map(|_| None).collect();
    for (old, (h, e)) in heads.into_iter().zip(exits).enumerate() {
        new_heads[number[old] as usize] = h;
        new_exits[number[old] as usize] = Some(e);
    }
    let exits: Vec<RawExit> = new_exits
        .into_iter()
        .map(|e| e.unwrap_or(RawExit::Return(GateRef(0))))
        .collect();
    let mut join_preds = vec![Vec::new(); n];
    for (b, e) in exits.iter().enumerate() {
        if let RawExit::Jump { join, index } = e {
            let j = block_of_state[join.index()] as usize;
            let preds: &mut Vec<u32> = &mut join_preds[j];
            if preds.is_empty() {
                preds.resize(c.state_inputs(*join).len(), NONE);
            }
            if let Some(slot) = preds.get_mut(*index) {
                *slot = b as u32;
            }
        }
    }
    let mut graph = Graph {
        heads: new_heads,
        exits,
        block_of_state,
        states: Vec::new(),
        idom: Vec::new(),
        dom_depth: Vec::new(),
        dom_enter: Vec::new(),
        dom_exit: Vec::new(),
        loop_depth: Vec::new(),
        join_preds,
        succ_start: Vec::new(),
        succ_blocks: Vec::new(),
    };
    let (mut succ_start, mut succ_blocks) = (Vec::with_capacity(n + 1), Vec::new());
    succ_start.push(0);
    for b in 0..n {
        let of = |g: &GateRef| graph.block_of_state[g.index()];
        match &graph.exits[b] {
            RawExit::Jump { join, .. } => succ_blocks.push(of(join)),
            RawExit::Branch {
                then_head,
                else_head,
                ..
            } => succ_blocks.extend([of(then_head), of(else_head)]),
            RawExit::Switch { cases, default, .. } => {
                succ_blocks.extend(cases.iter().map(|c| of(&c.1)).chain([of(default)]));
            }
            RawExit::Return(_) | RawExit::Throw(_) => {}
        }
        succ_start.push(succ_blocks.len() as u32);
    }
    graph.succ_start = succ_start;
    graph.succ_blocks = succ_blocks;
    graph
}

impl Graph {
    /// The successor blocks of `b`.
    pub fn succs(&self, b: usize) -> &[u32] {
        &self.succ_blocks[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    /// The predecessor blocks of every block, in successor order of the predecessors.
    fn preds(&self) -> Adjacency {
        let n = self.heads.len();
        Adjacency::from_pairs(
            n,
            (0..n).flat_map(|b| self.succs(b).iter().map(move |&s| (s, b as u32))),
        )
    }

    /// The common dominator of `a` and `b` (`NONE` stands for no block): `a`'s nearest
    /// dominator that dominates `b`, found by walking up from `a` only.
    pub fn lca(&self, mut a: u32, b: u32) -> u32 {
        if a == NONE {
            return b;
        }
        if b == NONE {
            return a;
        }
        while !self.dominates(a, b) {
            a = self.idom[a as usize];
        }
        a
    }

    /// Whether `a` dominates `b`, in constant time.
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        let (a, b) = (a as usize, b as usize);
        self.dom_enter[a] <= self.dom_enter[b] && self.dom_exit[b] <= self.dom_exit[a]
    }
}

/// Immediate dominators over the reverse postorder, and tree depths.
fn dominators(g: &mut Graph, preds: &Adjacency) {
    let n = g.heads.len();
    let mut idom = vec![NONE; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            let mut new = NONE;
            for &p in preds.of(b) {
                if idom[p as usize] == NONE {
                    continue;
                }
                new = if new == NONE {
                    p
                } else {
                    let (mut x, mut y) = (p, new);
                    while x != y {
                        while x > y {
                            x = idom[x as usize];
                        }
                        while y > x {
                            y = idom[y as usize];
                        }
                    }
                    x
                };
            }
            if new != idom[b] {
                idom[b] = new;
                changed = true;
            }
        }
    }
    let mut depth = vec![0u32; n];
    for b in 1..n {
        depth[b] = depth[idom[b] as usize] + 1;
    }
    // Preorder numbering of the tree, by an iterative walk over its children lists.
    let children = Adjacency::from_pairs(
        n,
        (1..n)
            .filter(|&b| idom[b] != NONE)
            .map(|b| (idom[b], b as u32)),
    );
    let (mut enter, mut exit) = (vec![0u32; n], vec![0u32; n]);
    let mut clock = 0u32;
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    enter[0] = 0;
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        if let Some(&c) = children.of(b as usize).get(*k) {
            *k += 1;
            clock += 1;
            enter[c as usize] = clock;
            stack.push((c, 0));
        } else {
            exit[b as usize] = clock;
            stack.pop();
        }
    }
    g.idom = idom;
    g.dom_depth = depth;
    g.dom_enter = enter;
    g.dom_exit = exit;
}

/// Loop depths: each back edge (to a block that dominates its source) closes a natural loop,
/// whose blocks each count it.
fn loops(g: &mut Graph, preds: &Adjacency) {
    let n = g.heads.len();
    let mut depth = vec![0u32; n];
    for latch in 0..n {
        for &header in g.succs(latch) {
            if !g.dominates(header, latch as u32) {
                continue;
            }
            let mut inside = vec![false; n];
            inside[header as usize] = true;
            let mut work = vec![latch as u32];
            while let Some(b) = work.pop() {
                if inside[b as usize] {
                    continue;
                }
                inside[b as usize] = true;
                work.extend(preds.of(b as usize).iter().copied());
            }
            for (b, &i) in inside.iter().enumerate() {
                if i {
                    depth[b] += 1;
                }
            }
        }
    }
    g.loop_depth = depth;
}
