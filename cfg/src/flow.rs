//! Control flow: owns the successor and predecessor lists of a function's blocks
//! ([`ControlFlow`]), its reverse post-order, and the dominator tree ([`DomTree`]) computed with
//! Cooper, Harvey and Kennedy's "A Simple, Fast Dominance Algorithm" (iterating
//! `idom(b) = intersect(preds)` over reverse post-order until nothing changes), plus the
//! critical-edge splitting a pass may ask for.

use crate::function::{Block, BlockCall, Function, Operand};
use crate::spec::CfgOpcode;

/// The edges between the blocks of a function's layout: every block target of every
/// instruction of a block is an edge (a target named twice is two edges).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ControlFlow {
    entry: Option<usize>,
    succs: Vec<Vec<usize>>,
    preds: Vec<Vec<usize>>,
}

impl ControlFlow {
    /// The edges of `func` (blocks out of the layout have none).
    pub fn new<Op: CfgOpcode>(func: &Function<Op>) -> Self {
        let n = func.block_count();
        let mut succs = vec![Vec::new(); n];
        let mut preds = vec![Vec::new(); n];
        for &b in func.layout() {
            for &i in func.block_insts(b) {
                let Some(data) = func.inst(i) else { continue };
                for (_, call) in data.targets() {
                    if call.block.index() < n {
                        succs[b.index()].push(call.block.index());
                        preds[call.block.index()].push(b.index());
                    }
                }
            }
        }
        ControlFlow {
            entry: func.entry().map(Block::index),
            succs,
            preds,
        }
    }

    /// The edges of a graph of `n` nodes given by successor lists (for tests and generators).
    pub fn from_successors(entry: usize, succs: Vec<Vec<usize>>) -> Self {
        let mut preds = vec![Vec::new(); succs.len()];
        for (b, list) in succs.iter().enumerate() {
            for &s in list {
                if let Some(p) = preds.get_mut(s) {
                    p.push(b);
                }
            }
        }
        ControlFlow {
            entry: (entry < succs.len()).then_some(entry),
            succs,
            preds,
        }
    }

    /// The targets of `block`'s instructions, in order.
    pub fn successors(&self, block: Block) -> impl Iterator<Item = Block> + '_ {
        self.succs
            .get(block.index())
            .into_iter()
            .flatten()
            .map(|&s| Block::new(s as u32))
    }

    /// The blocks that target `block`, each once per edge.
    pub fn predecessors(&self, block: Block) -> impl Iterator<Item = Block> + '_ {
        self.preds
            .get(block.index())
            .into_iter()
            .flatten()
            .map(|&p| Block::new(p as u32))
    }

    /// The blocks reachable from the entry, in reverse post-order (the entry first; a block
    /// before every block it dominates).
    pub fn reverse_post_order(&self) -> Vec<Block> {
        let Some(entry) = self.entry else {
            return Vec::new();
        };
        let mut seen = vec![false; self.succs.len()];
        let mut post = Vec::new();
        let mut stack = vec![(entry, 0usize)];
        seen[entry] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            match self.succs[b].get(*next) {
                Some(&s) => {
                    *next += 1;
                    if !seen[s] {
                        seen[s] = true;
                        stack.push((s, 0));
                    }
                }
                None => {
                    post.push(Block::new(b as u32));
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
    /// Immediate dominator of each block (the entry's is itself; `None`: unreachable).
    idom: Vec<Option<usize>>,
    /// Position of each block in reverse post-order (`usize::MAX`: unreachable).
    order: Vec<usize>,
    rpo: Vec<Block>,
    /// Each block's interval `[enter, exit)` in a depth-first walk of the dominator tree: `a`
    /// dominates `b` exactly when `b`'s interval lies within `a`'s, an O(1) query.
    span: Vec<(u32, u32)>,
}

impl DomTree {
    /// Computes the dominators of `cfg`'s graph (Cooper–Harvey–Kennedy).
    pub fn new(cfg: &ControlFlow) -> Self {
        let rpo = cfg.reverse_post_order();
        let n = cfg.succs.len();
        let mut order = vec![usize::MAX; n];
        for (i, b) in rpo.iter().enumerate() {
            order[b.index()] = i;
        }
        let mut idom: Vec<Option<usize>> = vec![None; n];
        if let Some(entry) = rpo.first() {
            idom[entry.index()] = Some(entry.index());
        }
        let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
            while a != b {
                while order[a] > order[b] {
                    a = idom[a].unwrap_or(b);
                }
                while order[b] > order[a] {
                    b = idom[b].unwrap_or(a);
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for b in rpo.iter().skip(1).map(|b| b.index()) {
                let mut new = None;
                for &p in &cfg.preds[b] {
                    if idom[p].is_some() {
                        new = Some(match new {
                            None => p,
                            Some(q) => intersect(&idom, p, q),
                        });
                    }
                }
                if new.is_some() && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        let span = tree_spans(&idom, rpo.first().map(|b| b.index()));
        DomTree {
            idom,
            order,
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
        self.order
            .get(block.index())
            .is_some_and(|&o| o != usize::MAX)
    }

    /// The immediate dominator of `block` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, block: Block) -> Option<Block> {
        let b = block.index();
        self.idom
            .get(b)
            .copied()
            .flatten()
            .filter(|&d| d != b)
            .map(|d| Block::new(d as u32))
    }

    /// Whether `a` dominates `b` (every block dominates itself; an unreachable block is
    /// dominated by nothing and dominates nothing).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        let (a, b) = (self.span[a.index()], self.span[b.index()]);
        a.0 <= b.0 && b.1 <= a.1
    }

    /// The reachable blocks in reverse post-order.
    pub fn reverse_post_order(&self) -> &[Block] {
        &self.rpo
    }
}

/// Whether the edge from `from` to `to` is critical: `from` has several successors and `to`
/// several predecessors, so no block of the edge alone can hold code placed on it.
pub fn is_critical(cfg: &ControlFlow, from: Block, to: Block) -> bool {
    cfg.successors(from).count() > 1 && cfg.predecessors(to).count() > 1
}

/// Splits every critical edge of `func` with a new block that jumps, with the edge's
/// arguments, to the edge's target through `jump` (an opcode with one block operand); the edge
/// itself then passes the arguments' values to nothing. Returns how many edges were split.
pub fn split_critical_edges<Op: CfgOpcode>(func: &mut Function<Op>, jump: Op) -> usize {
    let cfg = ControlFlow::new(func);
    let mut split = 0;
    for b in func.layout().to_vec() {
        if cfg.successors(b).count() < 2 {
            continue;
        }
        for inst in func.block_insts(b).to_vec() {
            let Some(data) = func.inst(inst) else {
                continue;
            };
            let edges: Vec<(usize, BlockCall)> = data
                .targets()
                .filter(|(_, call)| cfg.predecessors(call.block).count() > 1)
                .map(|(i, call)| (i, call.clone()))
                .collect();
            for (i, call) in edges {
                let middle = func.create_block();
                func.append_inst(middle, jump, vec![Operand::Block(call)], &[]);
                if let Some(op) = func.inst_mut(inst).and_then(|d| d.operands.get_mut(i)) {
                    *op = Operand::Block(BlockCall::new(middle, &[]));
                }
                split += 1;
            }
        }
    }
    split
}

/// The `[enter, exit)` interval of each block in a depth-first walk of the dominator tree given by
/// `idom` from `entry` (iterative, so a deep tree does not overflow the stack); `(0, 0)` for
/// unreachable blocks.
fn tree_spans(idom: &[Option<usize>], entry: Option<usize>) -> Vec<(u32, u32)> {
    let n = idom.len();
    let mut span = vec![(0u32, 0u32); n];
    let Some(entry) = entry else { return span };
    // Children lists in one array: `first[b]..first[b + 1]` indexes `kids`.
    let mut first = vec![0usize; n + 1];
    for (b, d) in idom.iter().enumerate() {
        if let Some(d) = *d
            && d != b
        {
            first[d + 1] += 1;
        }
    }
    for i in 0..n {
        first[i + 1] += first[i];
    }
    let mut fill = first.clone();
    let mut kids = vec![0usize; first[n]];
    for (b, d) in idom.iter().enumerate() {
        if let Some(d) = *d
            && d != b
        {
            kids[fill[d]] = b;
            fill[d] += 1;
        }
    }
    let mut clock = 0u32;
    // (block, next child to visit)
    let mut stack = vec![(entry, first[entry])];
    span[entry].0 = clock;
    clock += 1;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if next < first[b + 1] {
            top.1 += 1;
            let child = kids[next];
            span[child].0 = clock;
            clock += 1;
            stack.push((child, first[child]));
        } else {
            span[b].1 = clock;
            stack.pop();
        }
    }
    span
}
