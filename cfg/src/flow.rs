//! Control flow: owns the successor and predecessor lists of a function's blocks
//! ([`ControlFlow`], each kind of list flat in one array indexed by block), its reverse
//! post-order, and the dominator tree ([`DomTree`]) computed with Cooper, Harvey and Kennedy's
//! "A Simple, Fast Dominance Algorithm" (iterating `idom(b) = intersect(preds)` over reverse
//! post-order until nothing changes, on blocks renumbered in that order so an intersection
//! compares numbers), plus the critical-edge splitting a pass may ask for.

use crate::function::{Block, BlockCall, Function, Operand};
use crate::spec::CfgOpcode;

/// No block: an unreachable block's order and immediate dominator.
const NONE: u32 = u32::MAX;

/// Lists of blocks per block in two flat arrays: block `b`'s list is
/// `items[start[b]..start[b + 1]]` (one allocation for all the lists; also used by the
/// scheduler for its blocks' predecessors and dominator-tree children).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Adjacency {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Adjacency {
    /// The lists of `n` nodes holding, for each pair `(from, to)` in order, `to` in `from`'s
    /// list (a counting sort, so each list keeps the pairs' order); pairs whose `from` is not
    /// below `n` are dropped.
    pub fn from_pairs(n: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Self {
        let mut start = vec![0u32; n + 1];
        for (from, _) in pairs.clone() {
            if let Some(k) = start.get_mut(from as usize + 1) {
                *k += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; start[n] as usize];
        for (from, to) in pairs {
            if (from as usize) < n {
                let at = &mut fill[from as usize];
                items[*at as usize] = to;
                *at += 1;
            }
        }
        Adjacency { start, items }
    }

    /// The list of node `b` (empty for a node out of range).
    pub fn of(&self, b: usize) -> &[u32] {
        match (self.start.get(b), self.start.get(b + 1)) {
            (Some(&s), Some(&e)) => &self.items[s as usize..e as usize],
            _ => &[],
        }
    }
}

/// The edges between the blocks of a function's layout: every block target of every
/// instruction of a block is an edge (a target named twice is two edges).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ControlFlow {
    entry: Option<u32>,
    blocks: usize,
    succs: Adjacency,
    preds: Adjacency,
}

impl ControlFlow {
    /// The edges of `func` (blocks out of the layout have none).
    pub fn new<Op: CfgOpcode>(func: &Function<Op>) -> Self {
        let n = func.block_count();
        let mut edges: Vec<(u32, u32)> = Vec::new();
        for &b in func.layout() {
            if b.index() >= n {
                continue;
            }
            for &i in func.block_insts(b) {
                let Some(data) = func.inst(i) else { continue };
                for (_, call) in data.targets() {
                    if call.block.index() < n {
                        edges.push((b.index() as u32, call.block.index() as u32));
                    }
                }
            }
        }
        ControlFlow::from_edges(func.entry().map(|e| e.index() as u32), n, &edges)
    }

    fn from_edges(entry: Option<u32>, n: usize, edges: &[(u32, u32)]) -> Self {
        ControlFlow {
            entry: entry.filter(|&e| (e as usize) < n),
            blocks: n,
            succs: Adjacency::from_pairs(n, edges.iter().copied()),
            preds: Adjacency::from_pairs(n, edges.iter().map(|&(a, b)| (b, a))),
        }
    }

    /// The edges of a graph of `n` nodes given by successor lists (for tests and generators);
    /// successors out of range are left out.
    pub fn from_successors(entry: usize, succs: Vec<Vec<usize>>) -> Self {
        let n = succs.len();
        let edges: Vec<(u32, u32)> = succs
            .iter()
            .enumerate()
            .flat_map(|(b, list)| list.iter().map(move |&s| (b as u32, s as u32)))
            .filter(|&(_, s)| (s as usize) < n)
            .collect();
        ControlFlow::from_edges(Some(entry as u32), n, &edges)
    }

    /// The number of blocks the graph covers (the function's arena, layout or not).
    pub fn block_count(&self) -> usize {
        self.blocks
    }

    /// The targets of `block`'s instructions, in order.
    pub fn successors(
        &self,
        block: Block,
    ) -> impl ExactSizeIterator<Item = Block> + DoubleEndedIterator + Clone + '_ {
        self.succs.of(block.index()).iter().map(|&s| Block::new(s))
    }

    /// The blocks that target `block`, each once per edge.
    pub fn predecessors(
        &self,
        block: Block,
    ) -> impl ExactSizeIterator<Item = Block> + DoubleEndedIterator + Clone + '_ {
        self.preds.of(block.index()).iter().map(|&p| Block::new(p))
    }

    /// The blocks reachable from the entry, in reverse post-order (the entry first; a block
    /// before every block it dominates).
    pub fn reverse_post_order(&self) -> Vec<Block> {
        let Some(entry) = self.entry else {
            return Vec::new();
        };
        let mut seen = vec![false; self.blocks];
        let mut post = Vec::new();
        let mut stack = vec![(entry, 0usize)];
        seen[entry as usize] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            match self.succs.of(b as usize).get(*next) {
                Some(&s) => {
                    *next += 1;
                    if !seen[s as usize] {
                        seen[s as usize] = true;
                        stack.push((s, 0));
                    }
                }
                None => {
                    post.push(Block::new(b));
                    stack.pop();
                }
            }
        }
        post.reverse();
        post
    }
}

/// The dominator tree of the blocks reachable from the entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DomTree {
    /// Immediate dominator of each block (the entry's is itself; [`NONE`]: unreachable).
    idom: Vec<u32>,
    rpo: Vec<Block>,
    /// Each block's interval `[enter, exit)` in a pre-order numbering of the dominator tree,
    /// from 1: `a` dominates `b` exactly when `b`'s interval lies within `a`'s, an O(1) query;
    /// `(0, 0)` for an unreachable block.
    span: Vec<(u32, u32)>,
}

impl DomTree {
    /// Computes the dominators of `cfg`'s graph (Cooper–Harvey–Kennedy).
    pub fn new(cfg: &ControlFlow) -> Self {
        let rpo = cfg.reverse_post_order();
        let n = cfg.blocks;
        let m = rpo.len();
        // Blocks renumbered in reverse post-order: a dominator has a smaller number.
        let mut order = vec![NONE; n];
        for (k, b) in rpo.iter().enumerate() {
            order[b.index()] = k as u32;
        }
        // When reverse post-order is the block order (as a builder that creates blocks in order
        // tends to make it), the predecessor lists are already numbered in it.
        let identity = m == n && rpo.iter().enumerate().all(|(k, b)| b.index() == k);
        let renumbered;
        let preds = if identity {
            &cfg.preds
        } else {
            renumbered = Adjacency::from_pairs(
                m,
                rpo.iter().enumerate().flat_map(|(k, b)| {
                    let order = &order;
                    cfg.preds
                        .of(b.index())
                        .iter()
                        .map(move |&p| (k as u32, order[p as usize]))
                        .filter(|&(_, p)| p != NONE)
                }),
            );
            &renumbered
        };
        let mut idom = vec![NONE; m];
        if m > 0 {
            idom[0] = 0;
        }
        let intersect = |idom: &[u32], mut a: u32, mut b: u32| {
            while a != b {
                while a > b {
                    a = idom[a as usize];
                }
                while b > a {
                    b = idom[b as usize];
                }
            }
            a
        };
        // Forward predecessors (earlier in reverse post-order) are placed in `tree` earlier in
        // the same pass: their common ancestor is an `O(log depth)` query, where the walk of
        // `intersect` would climb each path of a many-way join (an `else if` chain's) to the top.
        let mut tree = opforge_ir::Ancestors::new();
        tree.reset(m, 0);
        let mut changed = true;
        while changed {
            changed = false;
            for k in 1..m {
                let mut new = NONE;
                for &p in preds.of(k) {
                    if (p as usize) < k && idom[p as usize] != NONE {
                        new = if new == NONE {
                            p
                        } else {
                            tree.lca(&idom, p, new)
                        };
                    }
                }
                for &p in preds.of(k) {
                    if (p as usize) >= k && idom[p as usize] != NONE {
                        new = if new == NONE {
                            p
                        } else {
                            intersect(&idom, p, new)
                        };
                    }
                }
                if new == NONE {
                    continue;
                }
                if idom[k] != new {
                    idom[k] = new;
                    changed = true;
                }
                tree.place(k as u32, new);
            }
        }
        let span_in_order = tree_spans(&idom);
        let mut block_idom = vec![NONE; n];
        let mut span = vec![(0, 0); n];
        for (k, b) in rpo.iter().enumerate() {
            block_idom[b.index()] = rpo[idom[k] as usize].index() as u32;
            span[b.index()] = span_in_order[k];
        }
        DomTree {
            idom: block_idom,
            rpo,
            span,
        }
    }

    /// The dominator tree of `func`.
    pub fn of<Op: CfgOpcode>(func: &Function<Op>) -> Self {
        DomTree::new(&ControlFlow::new(func))
    }

    /// Whether `block` is reachable from the entry.
    pub fn is_reachable(&self, block: Block) -> bool {
        self.span.get(block.index()).is_some_and(|s| s.0 != 0)
    }

    /// The immediate dominator of `block` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, block: Block) -> Option<Block> {
        let b = block.index() as u32;
        self.idom
            .get(block.index())
            .copied()
            .filter(|&d| d != b && d != NONE)
            .map(Block::new)
    }

    /// Whether `a` dominates `b` (every block dominates itself; an unreachable block is
    /// dominated by nothing and dominates nothing).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        match (self.span.get(a.index()), self.span.get(b.index())) {
            (Some(&a), Some(&b)) => a.0 != 0 && b.0 != 0 && a.0 <= b.0 && b.1 <= a.1,
            _ => false,
        }
    }

    /// `block`'s interval `[enter, exit)` in a pre-order numbering of the tree from 1: `a`
    /// dominates `b` exactly when `b`'s lies within `a`'s; `(0, 0)` for an unreachable block.
    pub(crate) fn span(&self, block: Block) -> (u32, u32) {
        self.span.get(block.index()).copied().unwrap_or((0, 0))
    }

    /// The reachable blocks in reverse post-order.
    pub fn reverse_post_order(&self) -> &[Block] {
        &self.rpo
    }
}

/// Whether the edge from `from` to `to` is critical: `from` has several successors and `to`
/// several predecessors, so no block of the edge alone can hold code placed on it.
pub fn is_critical(cfg: &ControlFlow, from: Block, to: Block) -> bool {
    cfg.successors(from).len() > 1 && cfg.predecessors(to).len() > 1
}

/// Splits every critical edge of `func` with a new block that jumps, with the edge's
/// arguments, to the edge's target through `jump` (an opcode with one block operand); the edge
/// itself then passes the arguments' values to nothing. Returns how many edges were split.
pub fn split_critical_edges<Op: CfgOpcode>(func: &mut Function<Op>, jump: Op) -> usize {
    let cfg = ControlFlow::new(func);
    let mut split = 0;
    let mut args = Vec::new();
    for at in 0..func.layout().len() {
        let b = func.layout()[at];
        if cfg.successors(b).len() < 2 {
            continue;
        }
        for k in 0..func.block_insts(b).len() {
            let inst = func.block_insts(b)[k];
            let operands = func.inst(inst).map_or(0, |d| d.operand_count());
            for i in 0..operands {
                let Some(Operand::Block(call)) = func.inst(inst).and_then(|d| d.operand(i)) else {
                    continue;
                };
                if cfg.predecessors(call.block).len() < 2 {
                    continue;
                }
                let target = call.block;
                args.clear();
                args.extend_from_slice(call.args);
                let middle = func.create_block();
                let edge = Operand::Block(BlockCall::new(target, &args));
                func.append_inst(middle, jump, [edge], &[]);
                if let Some(mut data) = func.inst_mut(inst) {
                    data.set_operand(i, Operand::Block(BlockCall::new(middle, &[])));
                }
                split += 1;
            }
        }
    }
    split
}

/// The `[enter, exit)` interval of each node of a tree numbered so that a parent comes before
/// its children (`idom[k] < k` but for the root 0, `idom[0] == 0`), in a pre-order numbering
/// from 1: subtree sizes from the leaves up, then each child gets the next free stretch of its
/// parent's interval. Linear, without a stack.
fn tree_spans(idom: &[u32]) -> Vec<(u32, u32)> {
    let m = idom.len();
    let mut size = vec![1u32; m];
    for k in (1..m).rev() {
        size[idom[k] as usize] += size[k];
    }
    let mut span = vec![(0u32, 0u32); m];
    // The next free number inside each node's interval.
    let mut next = vec![0u32; m];
    for k in 0..m {
        let enter = if k == 0 {
            1
        } else {
            let parent = idom[k] as usize;
            let at = next[parent];
            next[parent] += size[k];
            at
        };
        span[k] = (enter, enter + size[k]);
        next[k] = enter + 1;
    }
    span
}

#[cfg(test)]
mod tests {
    use super::Adjacency;

    #[test]
    fn adjacency_keeps_each_lists_pair_order_and_drops_pairs_out_of_range() {
        let pairs = [(2, 7), (0, 5), (2, 3), (9, 1), (0, 4), (2, 7)];
        let a = Adjacency::from_pairs(3, pairs.iter().copied());
        assert_eq!(a.of(0), &[5, 4]);
        assert_eq!(a.of(1), &[] as &[u32]);
        assert_eq!(a.of(2), &[7, 3, 7]);
        // Node 9 is past the three nodes: its pair is dropped, and asking for it is empty.
        assert_eq!(a.of(9), &[] as &[u32]);
        assert_eq!(a.of(3), &[] as &[u32]);
        let none = Adjacency::from_pairs(0, std::iter::empty());
        assert_eq!(none.of(0), &[] as &[u32]);
    }
}
