//! The state graph's order and dominators: a depth-first walk from the `state_entry` root along
//! state wires (its postorder also decides reachability), immediate dominators by the iterative
//! algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over
//! reverse postorder, and the dominator tree numbered so that "does `a` dominate `b`" is two
//! comparisons. The walk records each reached gate's predecessors once (as postorder numbers), so
//! the iterations read plain rows of numbers instead of the graph. The iteration's "intersect"
//! of two forward predecessors is a lowest-common-ancestor query on the tree built so far, made
//! in `O(log depth)` by [`crate::Ancestors`] instead of walking both chains:
//! a join of `k` paths at depth up to `d` (an `else if` chain) costs `O(k log d)`, not `O(k d)`.
//! Every step is then near-linear in the state graph (the iteration count grows with loop
//! nesting, not with size).

use super::super::arena::{GateRef, Graph};
use super::super::layer::{GraphLayer, WireKind};
use super::super::verify::StateEdges;

/// No number: a gate the walk from the entry did not reach (or not a state gate).
pub(super) const NONE: u32 = u32::MAX;

/// The dominator tree of the reachable state gates, kept between runs.
#[derive(Clone, Debug, Default)]
pub(super) struct Dominators {
    /// `post[g]`: gate `g`'s postorder number in the walk, `NONE` when not reached.
    post: Vec<u32>,
    /// The reached state gates in postorder (the entry last).
    order: Vec<GateRef>,
    /// Immediate dominator of each postorder number (the entry's is itself).
    idom: Vec<u32>,
    /// The tree built so far, for common-ancestor queries (placed whenever a node's immediate
    /// dominator is (re)computed).
    tree: crate::Ancestors,
    /// Dominator-tree preorder entry and exit times, by postorder number.
    span: Vec<(u32, u32)>,
    /// Predecessors of each postorder number (the reached state inputs, as postorder numbers), in
    /// compressed rows.
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    /// Scratch: walk frames (a gate, the next and the end of its row of users), tree children in
    /// compressed rows, the tree walk.
    frames: Vec<(GateRef, u32, u32)>,
    child_start: Vec<u32>,
    children: Vec<u32>,
    fill: Vec<u32>,
    tree_stack: Vec<(u32, u32)>,
}

impl Dominators {
    /// Walks the state graph from `entry` (following users through state wires that
    /// `is_state_gate` accepts) and computes the dominator tree of what it reaches.
    pub(super) fn compute<Op: GraphLayer, X: Copy + Default>(
        &mut self,
        c: &Graph<Op, X>,
        successors: &StateEdges,
        entry: GateRef,
        is_state_gate: impl Fn(GateRef) -> bool,
    ) {
        self.walk(c, successors, entry, &is_state_gate);
        self.immediate(c);
        self.number_tree();
    }

    /// Forgets the last graph's tree: nothing is reached (for a graph whose rules need no walk).
    pub(super) fn clear(&mut self) {
        self.post.clear();
        self.order.clear();
        self.idom.clear();
        self.span.clear();
    }

    /// Whether the walk reached `g` (a state gate reachable from the entry).
    #[inline]
    pub(super) fn reached(&self, g: GateRef) -> bool {
        self.node(g).is_some()
    }

    /// The dominator-tree node of a reached gate.
    #[inline]
    pub(super) fn node(&self, g: GateRef) -> Option<u32> {
        self.post.get(g.index()).copied().filter(|&p| p != NONE)
    }

    /// The gate of a node.
    #[inline]
    pub(super) fn gate(&self, node: u32) -> GateRef {
        self.order[node as usize]
    }

    /// The entry's node (dominates every node).
    #[inline]
    pub(super) fn root(&self) -> u32 {
        self.order.len().saturating_sub(1) as u32
    }

    /// Whether node `a` dominates node `b` (every node dominates itself).
    #[inline]
    pub(super) fn dominates(&self, a: u32, b: u32) -> bool {
        let (ea, xa) = self.span[a as usize];
        let (eb, xb) = self.span[b as usize];
        ea <= eb && xb <= xa
    }

    /// The later of two nodes in dominator-tree preorder (of two nodes on one chain of the tree,
    /// the one dominated by the other).
    #[inline]
    pub(super) fn deeper(&self, a: u32, b: u32) -> u32 {
        if self.span[a as usize].0 >= self.span[b as usize].0 {
            a
        } else {
            b
        }
    }

    /// The reached state gates in postorder, the entry last.
    #[inline]
    pub(super) fn postorder(&self) -> &[GateRef] {
        &self.order
    }

    fn walk<Op: GraphLayer, X: Copy + Default>(
        &mut self,
        c: &Graph<Op, X>,
        successors: &StateEdges,
        entry: GateRef,
        is_state_gate: &impl Fn(GateRef) -> bool,
    ) {
        const ON_STACK: u32 = NONE - 1;
        self.post.clear();
        self.post.resize(c.len(), NONE);
        self.order.clear();
        self.frames.clear();
        if !c.contains(entry) {
            return;
        }
        let row = |g: GateRef| successors.row(g);
        self.post[entry.index()] = ON_STACK;
        let (s, e) = row(entry);
        self.frames.push((entry, s, e));
        while let Some(&mut (g, ref mut next, end)) = self.frames.last_mut() {
            if *next < end {
                let u = successors.users()[*next as usize];
                *next += 1;
                if self.post.get(u.index()) == Some(&NONE) && is_state_gate(u) {
                    self.post[u.index()] = ON_STACK;
                    let (s, e) = row(u);
                    self.frames.push((u, s, e));
                }
            } else {
                self.post[g.index()] = self.order.len() as u32;
                self.order.push(g);
                self.frames.pop();
            }
        }
    }

    /// Cooper-Harvey-Kennedy: repeat over reverse postorder until no immediate dominator changes;
    /// predecessors are the state inputs the walk reached (recorded first as rows of postorder
    /// numbers, in input order).
    fn immediate<Op: GraphLayer, X: Copy + Default>(&mut self, c: &Graph<Op, X>) {
        let n = self.order.len();
        self.pred_start.clear();
        self.preds.clear();
        for &g in &self.order {
            self.pred_start.push(self.preds.len() as u32);
            for &p in c.inputs_of(g, WireKind::State) {
                if let Some(&p) = self.post.get(p.index())
                    && p != NONE
                {
                    self.preds.push(p);
                }
            }
        }
        self.pred_start.push(self.preds.len() as u32);
        self.idom.clear();
        self.idom.resize(n, NONE);
        let Some(root) = n.checked_sub(1) else { return };
        self.idom[root] = root as u32;
        self.tree.reset(n, root as u32);
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..root).rev() {
                let mut new = NONE;
                let (s, e) = (self.pred_start[b] as usize, self.pred_start[b + 1] as usize);
                // Forward predecessors (earlier in reverse postorder: a larger number) were
                // placed in the tree during this pass, with their depth and jump pointer: their
                // common ancestor is a tree query.
                for &p in &self.preds[s..e] {
                    if (p as usize) > b && self.idom[p as usize] != NONE {
                        new = if new == NONE {
                            p
                        } else {
                            self.tree.lca(&self.idom, p, new)
                        };
                    }
                }
                // Back edges keep the walk of Cooper, Harvey and Kennedy, which reads only the
                // immediate dominators (their nodes' depths may be a pass old).
                for &p in &self.preds[s..e] {
                    if (p as usize) < b && self.idom[p as usize] != NONE {
                        new = if new == NONE {
                            p
                        } else {
                            self.intersect(p, new)
                        };
                    }
                }
                if new == NONE {
                    continue;
                }
                if self.idom[b] != new {
                    self.idom[b] = new;
                    changed = true;
                }
                self.tree.place(b as u32, new);
            }
        }
    }

    fn intersect(&self, mut a: u32, mut b: u32) -> u32 {
        while a != b {
            while a < b {
                a = self.idom[a as usize];
            }
            while b < a {
                b = self.idom[b as usize];
            }
        }
        a
    }

    /// Numbers the dominator tree depth first (entry and exit times) for constant-time queries.
    fn number_tree(&mut self) {
        let n = self.order.len();
        self.span.clear();
        self.span.resize(n, (0, 0));
        let Some(root) = n.checked_sub(1) else { return };
        // Children in compressed rows, by counting.
        self.child_start.clear();
        self.child_start.resize(n + 1, 0);
        for b in 0..root {
            let d = self.idom[b];
            if d != NONE {
                self.child_start[d as usize + 1] += 1;
            }
        }
        for i in 0..n {
            self.child_start[i + 1] += self.child_start[i];
        }
        self.children.clear();
        self.children.resize(self.child_start[n] as usize, 0);
        self.fill.clear();
        self.fill.extend_from_slice(&self.child_start);
        for b in 0..root {
            let d = self.idom[b];
            if d != NONE {
                self.children[self.fill[d as usize] as usize] = b as u32;
                self.fill[d as usize] += 1;
            }
        }
        let mut clock = 0u32;
        let stack = &mut self.tree_stack;
        stack.clear();
        stack.push((root as u32, self.child_start[root]));
        self.span[root].0 = clock;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if *next < self.child_start[node as usize + 1] {
                let child = self.children[*next as usize];
                *next += 1;
                clock += 1;
                self.span[child as usize].0 = clock;
                stack.push((child, self.child_start[child as usize]));
            } else {
                clock += 1;
                self.span[node as usize].1 = clock;
                stack.pop();
            }
        }
    }
}
