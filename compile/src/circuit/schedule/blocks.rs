//! The blocks of a circuit's state graph: owns finding each block's head and chain of state
//! gates, its exit, its predecessors (by the join's input order), the reverse postorder, the
//! dominator tree (Cooper, Harvey and Kennedy's iteration) and each block's loop depth.

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::{Opcode, Root};

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
    /// For a join's block: the predecessor block of each of the join's state inputs, in
    /// compressed rows (see [`Graph::join_preds`]).
    join_pred_start: Vec<u32>,
    join_pred_blocks: Vec<u32>,
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
    // The control gates, and how many distinct control users each source has (`start[s + 2]`
    // for now: the prefix sums below turn it into `s`'s fill cursor, then its row's start).
    let mut control: Vec<GateRef> = Vec::new();
    let mut start = vec![0u32; n + 2];
    // The last control gate that counted each source (only for gates of several state inputs,
    // so that a user taking a source twice counts it once).
    let mut last: Vec<u32> = Vec::new();
    for (i, op) in c.opcodes().enumerate() {
        if !(op.is_state() || op.is_hir()) {
            continue;
        }
        let g = GateRef(i as u32);
        control.push(g);
        match c.state_inputs(g) {
            [s] => {
                if let Some(k) = start.get_mut(s.index() + 2) {
                    *k += 1;
                }
            }
            many => {
                if !many.is_empty() && last.is_empty() {
                    last = vec![u32::MAX; n];
                }
                for s in many {
                    if let Some(seen) = last.get_mut(s.index())
                        && *seen != g.0
                    {
                        *seen = g.0;
                        start[s.index() + 2] += 1;
                    }
                }
            }
        }
    }
    let mut total = 0;
    for k in &mut start {
        total += *k;
        *k = total;
    }
    let mut users = vec![GateRef(0); start[n + 1] as usize];
    // The same edges again, in the same order.
    last.fill(u32::MAX);
    for &g in &control {
        match c.state_inputs(g) {
            [s] => {
                if s.index() < n {
                    let slot = &mut start[s.index() + 1];
                    users[*slot as usize] = g;
                    *slot += 1;
                }
            }
            many => {
                for s in many {
                    if let Some(seen) = last.get_mut(s.index())
                        && *seen != g.0
                    {
                        *seen = g.0;
                        let slot = &mut start[s.index() + 1];
                        users[*slot as usize] = g;
                        *slot += 1;
                    }
                }
            }
        }
    }
    // `start[s + 1]` has moved on to the end of `s`'s row: `start[s]` is where it starts.
    start.truncate(n + 1);
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
    // Each state input's place in its join, for joins wider than `WIDE_JOIN` (filled when first
    // needed).
    let mut join_slot: Vec<u32> = Vec::new();
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
                let inputs = c.state_inputs(*next);
                // A join of many paths (an `else if` chain's) indexes its inputs once, so that
                // finding each path's place is not a scan of the others.
                let index = if inputs.len() <= WIDE_JOIN {
                    inputs.iter().position(|&s| s == at).unwrap_or(0)
                } else {
                    if join_slot.is_empty() {
                        join_slot.resize(c.len(), u32::MAX);
                    }
                    let slot = |join_slot: &[u32]| {
                        let k = *join_slot.get(at.index())? as usize;
                        (inputs.get(k) == Some(&at)).then_some(k)
                    };
                    // Indexed when first met (a gate that feeds another join too re-indexes).
                    if slot(&join_slot).is_none() {
                        for (k, s) in inputs.iter().enumerate().rev() {
                            if let Some(slot) = join_slot.get_mut(s.index()) {
                                *slot = k as u32;
                            }
                        }
                    }
                    slot(&join_slot).unwrap_or(0)
                };
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
    let mut graph = order_blocks(
        c,
        heads,
        exits,
        (&succ_start, &succ_heads),
        block_of_state,
        &states,
    );
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

/// Renumbers the blocks in reverse postorder (`states`: the gates that have a block) and fills
/// the predecessor rows.
fn order_blocks(
    c: &Circuit,
    heads: Vec<GateRef>,
    exits: Vec<RawExit>,
    (succ_start, succ_heads): (&[u32], &[GateRef]),
    block_of_state: Vec<u32>,
    states: &[GateRef],
) -> Graph {
    let n = heads.len();
    let by_head = |g: GateRef| block_of_state[g.index()] as usize;
    // Postorder by an iterative depth-first walk.
    let mut post: Vec<u32> = Vec::with_capacity(n);
    let mut visited = vec![false; n];
    let mut stack: Vec<(u32, u32)> = vec![(0, 0)];
    visited[0] = true;
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        let at = succ_start[b as usize] + *k;
        if at < succ_start[b as usize + 1] {
            *k += 1;
            let t = by_head(succ_heads[at as usize]);
            if !visited[t] {
                visited[t] = true;
                stack.push((t as u32, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    // Every block was found from the entry along these edges: the walk reaches each once.
    debug_assert_eq!(post.len(), n);
    // `rpo[new] = old`, `number[old] = new`.
    let rpo: Vec<u32> = post.into_iter().rev().collect();
    let mut number = vec![NONE; n];
    for (i, &b) in rpo.iter().enumerate() {
        number[b as usize] = i as u32;
    }
    // Only the state gates in `states` have a block.
    let mut block_of_state = block_of_state;
    for s in states {
        let slot = &mut block_of_state[s.index()];
        *slot = number[*slot as usize];
    }
    let new_heads: Vec<GateRef> = rpo.iter().map(|&old| heads[old as usize]).collect();
    // The exits move to their new numbers by following the permutation's cycles.
    let mut exits = exits;
    for i in 0..n {
        while number[i] as usize != i {
            let j = number[i] as usize;
            exits.swap(i, j);
            number.swap(i, j);
        }
    }
    // Each join's predecessor row (as long as its state inputs, for a join some block jumps
    // into; other blocks' rows are empty), in compressed rows.
    let mut join_pred_start = vec![0u32; n + 1];
    for e in &exits {
        if let RawExit::Jump { join, .. } = e {
            let j = block_of_state[join.index()] as usize;
            if join_pred_start[j + 1] == 0 {
                join_pred_start[j + 1] = c.state_inputs(*join).len() as u32;
            }
        }
    }
    for i in 0..n {
        join_pred_start[i + 1] += join_pred_start[i];
    }
    let mut join_pred_blocks = vec![NONE; join_pred_start[n] as usize];
    for (b, e) in exits.iter().enumerate() {
        if let RawExit::Jump { join, index } = e {
            let j = block_of_state[join.index()] as usize;
            let row = join_pred_start[j] as usize..join_pred_start[j + 1] as usize;
            if let Some(slot) = join_pred_blocks[row].get_mut(*index) {
                *slot = b as u32;
            }
        }
    }
    // The successor rows in the new numbers: each block's successor heads, in the same order.
    let mut new_succ_start = Vec::with_capacity(n + 1);
    let mut succ_blocks = Vec::with_capacity(succ_heads.len());
    new_succ_start.push(0);
    for &old in &rpo {
        let row = succ_start[old as usize] as usize..succ_start[old as usize + 1] as usize;
        succ_blocks.extend(succ_heads[row].iter().map(|h| block_of_state[h.index()]));
        new_succ_start.push(succ_blocks.len() as u32);
    }
    Graph {
        heads: new_heads,
        exits,
        block_of_state,
        states: Vec::new(),
        idom: Vec::new(),
        dom_depth: Vec::new(),
        dom_enter: Vec::new(),
        dom_exit: Vec::new(),
        loop_depth: Vec::new(),
        join_pred_start,
        join_pred_blocks,
        succ_start: new_succ_start,
        succ_blocks,
    }
}

/// Lists of blocks in compressed rows: the list of block `b` is `items[start[b]..start[b + 1]]`.
struct Rows {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Rows {
    /// The list of block `b`.
    fn of(&self, b: usize) -> &[u32] {
        &self.items[self.start[b] as usize..self.start[b + 1] as usize]
    }
}

impl Graph {
    /// The successor blocks of `b`.
    pub fn succs(&self, b: usize) -> &[u32] {
        &self.succ_blocks[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    /// For a join's block `b`: the predecessor block of each of the join's state inputs
    /// (`NONE` for an input no block jumps from). Empty for other blocks.
    pub fn join_preds(&self, b: usize) -> &[u32] {
        match (self.join_pred_start.get(b), self.join_pred_start.get(b + 1)) {
            (Some(&s), Some(&e)) => &self.join_pred_blocks[s as usize..e as usize],
            _ => &[],
        }
    }

    /// The predecessor blocks of every block, in order of the predecessors (each as often as
    /// it names the block among its successors).
    fn preds(&self) -> Rows {
        let n = self.heads.len();
        let mut start = vec![0u32; n + 2];
        for &s in &self.succ_blocks {
            start[s as usize + 2] += 1;
        }
        let mut total = 0;
        for k in &mut start {
            total += *k;
            *k = total;
        }
        let mut items = vec![0u32; self.succ_blocks.len()];
        for b in 0..n {
            for &s in self.succs(b) {
                let slot = &mut start[s as usize + 1];
                items[*slot as usize] = b as u32;
                *slot += 1;
            }
        }
        // `start[s + 1]` has moved on to the end of `s`'s row: `start[s]` is where it starts.
        start.truncate(n + 1);
        Rows { start, items }
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

/// Joins with more state inputs than this index them instead of scanning them for each
/// predecessor.
const WIDE_JOIN: usize = 8;

/// Immediate dominators over the reverse postorder, and tree depths.
fn dominators(g: &mut Graph, preds: &Rows) {
    let n = g.heads.len();
    let mut idom = vec![NONE; n];
    idom[0] = 0;
    // Common ancestors of forward predecessors as tree queries, `O(log depth)` each (a join of
    // many paths, such as an `else if` chain's, would otherwise walk each path to the top).
    let mut tree = opforge_ir::Ancestors::new();
    tree.reset(n, 0);
    let mut changed = true;
    // Whether some edge goes back in the order (a loop's). Without one, each block's
    // predecessors are final before it in the first pass, so a second pass would change nothing.
    let mut retreating = false;
    while changed {
        changed = false;
        for b in 1..n {
            let mut new = NONE;
            // Forward predecessors were placed in the tree earlier in this pass.
            for &p in preds.of(b) {
                if (p as usize) < b && idom[p as usize] != NONE {
                    new = if new == NONE {
                        p
                    } else {
                        tree.lca(&idom, p, new)
                    };
                }
            }
            // Back edges keep Cooper, Harvey and Kennedy's walk over the immediate dominators.
            for &p in preds.of(b) {
                retreating |= p as usize >= b;
                if (p as usize) < b || idom[p as usize] == NONE {
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
            if new == NONE {
                continue;
            }
            if new != idom[b] {
                idom[b] = new;
                changed = true;
            }
            tree.place(b as u32, new);
        }
        if !retreating {
            break;
        }
    }
    // Each block comes after its immediate dominator: depths and preorder times in one pass
    // each way. A preorder walk visiting children in block order gives each child of `p` the
    // interval after the earlier children's subtrees; `size` counts each subtree's blocks.
    let mut size = vec![1u32; n];
    for b in (1..n).rev() {
        if idom[b] != NONE {
            size[idom[b] as usize] += size[b];
        }
    }
    let mut depth = vec![0u32; n];
    let (mut enter, mut exit) = (vec![0u32; n], vec![0u32; n]);
    // The time the next child of each block enters at.
    let mut next = vec![0u32; n];
    exit[0] = size[0] - 1;
    next[0] = 1;
    for b in 1..n {
        let p = idom[b];
        if p == NONE {
            continue;
        }
        let p = p as usize;
        depth[b] = depth[p] + 1;
        enter[b] = next[p];
        next[p] += size[b];
        exit[b] = enter[b] + size[b] - 1;
        next[b] = enter[b] + 1;
    }
    g.idom = idom;
    g.dom_depth = depth;
    g.dom_enter = enter;
    g.dom_exit = exit;
}

/// Loop depths: each back edge (to a block that dominates its source) closes a natural loop,
/// whose blocks each count it.
fn loops(g: &mut Graph, preds: &Rows) {
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// if (a) { if (b) {} else {} } else {}; return: nested diamonds (the placement's tests
    /// use it too).
    pub(crate) const DIAMONDS: &str = "\
%8 = ARG i1 0 <%7>
%9 = ARG i1 1 <%7>
%10 = IF_BRANCH [%1] (%8)
%11 = IF_TRUE [%10]
%12 = IF_FALSE [%10]
%13 = IF_BRANCH [%11] (%9)
%14 = IF_TRUE [%13]
%15 = IF_FALSE [%13]
%16 = MERGE [%14, %15]
%17 = MERGE [%16, %12]
%18 = RETURN [%17] {%2} <%3>
";

    /// A loop whose body branches: blocks inside and outside it.
    const LOOP: &str = "\
%8 = ARG i1 0 <%7>
%9 = LOOP_BEGIN [%1, %17]
%10 = IF_BRANCH [%9] (%8)
%11 = IF_TRUE [%10]
%12 = IF_FALSE [%10]
%13 = IF_BRANCH [%11] (%8)
%14 = IF_TRUE [%13]
%15 = IF_FALSE [%13]
%16 = MERGE [%14, %15]
%17 = LOOP_BACK [%16]
%18 = RETURN [%12] {%2} <%3>
";

    fn circuit(text: &str) -> Circuit {
        ir_core::text::parse(text)
            .unwrap_or_else(|e| panic!("{e:?}"))
            .circuit
    }

    #[test]
    fn control_users_are_rows_of_distinct_state_users() {
        let c = circuit(DIAMONDS);
        let users = control_users(&c);
        let of = |s: u32| users.of(GateRef(s)).iter().map(|g| g.0).collect::<Vec<_>>();
        assert_eq!(of(10), [11, 12]);
        assert_eq!(of(13), [14, 15]);
        assert_eq!(of(14), [16]);
        assert_eq!(of(16), [17]);
        assert_eq!(of(17), [18]);
        assert!(of(8).is_empty() && of(18).is_empty() && of(1000).is_empty());
    }

    #[test]
    fn join_preds_name_the_block_of_each_state_input() {
        let c = circuit(DIAMONDS);
        let g = build(&c).unwrap_or_else(|e| panic!("{e}"));
        let b = |h: usize| g.block_of_state[h];
        assert_eq!(g.join_preds(b(16) as usize), [b(14), b(15)]);
        assert_eq!(g.join_preds(b(17) as usize), [b(16), b(12)]);
        for h in [1, 11, 12, 14, 15] {
            assert!(g.join_preds(b(h) as usize).is_empty(), "%{h}");
        }
        assert!(g.join_preds(g.heads.len()).is_empty());
    }

    #[test]
    fn dominance_intervals_match_the_idom_tree() {
        for text in [DIAMONDS, LOOP] {
            let c = circuit(text);
            let g = build(&c).unwrap_or_else(|e| panic!("{e}"));
            let n = g.heads.len() as u32;
            assert!(n >= 6, "{n} blocks");
            // Preorder times are a permutation, each subtree's interval ending at its last time.
            let mut times: Vec<u32> = g.dom_enter.clone();
            times.sort_unstable();
            assert_eq!(times, (0..n).collect::<Vec<_>>());
            for b in 0..n {
                let mut depth = 0;
                let mut at = b;
                while at != 0 {
                    at = g.idom[at as usize];
                    depth += 1;
                }
                assert_eq!(g.dom_depth[b as usize], depth, "b{b}");
                for a in 0..n {
                    // `a` dominates `b` when it is on `b`'s path up the tree.
                    let mut at = b;
                    while at != a && at != 0 {
                        at = g.idom[at as usize];
                    }
                    assert_eq!(g.dominates(a, b), at == a, "b{a} over b{b}");
                }
            }
        }
    }

    #[test]
    fn immediate_dominators_with_and_without_back_edges() {
        // (text, [(block head, its immediate dominator's head)]).
        let cases: [(&str, &[(usize, usize)]); 2] = [
            (
                DIAMONDS,
                &[(11, 1), (12, 1), (14, 11), (15, 11), (16, 11), (17, 1)],
            ),
            (
                LOOP,
                &[(9, 1), (11, 9), (12, 9), (14, 11), (15, 11), (16, 11)],
            ),
        ];
        for (text, want) in cases {
            let c = circuit(text);
            let g = build(&c).unwrap_or_else(|e| panic!("{e}"));
            let b = |h: usize| g.block_of_state[h];
            assert_eq!(g.idom[0], 0);
            for &(h, d) in want {
                assert_eq!(g.idom[b(h) as usize], b(d), "idom of %{h}");
            }
        }
    }

    #[test]
    fn loop_depths_count_the_loops_holding_each_block() {
        let c = circuit(LOOP);
        let g = build(&c).unwrap_or_else(|e| panic!("{e}"));
        let depth = |h: usize| g.loop_depth[g.block_of_state[h] as usize];
        for h in [9, 11, 14, 15, 16] {
            assert_eq!(depth(h), 1, "%{h}");
        }
        assert_eq!((depth(1), depth(12)), (0, 0));
    }
}
