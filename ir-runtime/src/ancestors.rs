//! Lowest common ancestors in a tree that grows one node at a time under a node already in it,
//! as a dominator tree does while the iterative algorithm of Cooper, Harvey and Kennedy visits
//! nodes in reverse postorder. Each node keeps its depth and one jump pointer with skew-binary
//! lengths (Myers, "An applicative random-access stack", 1983), so any ancestor, and the common
//! ancestor of two nodes, is `O(log depth)` steps away. The algorithm's own "intersect" walks both
//! chains step by step: a join of `k` paths at depth up to `d` (a chain of `else if`s) then costs
//! `O(k d)`, quadratic in the chain, where these queries cost `O(k log d)`.
//!
//! The parents are the caller's (an immediate-dominator array, say): [`Ancestors`] keeps only the
//! depths and jumps, and every query is handed the same parents the tree was placed with.

/// Depths and jump pointers of the nodes placed so far, by node number.
#[derive(Clone, Debug, Default)]
pub struct Ancestors {
    depth: Vec<u32>,
    jump: Vec<u32>,
}

impl Ancestors {
    /// An empty tree.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets every node, keeps room for `n`, and places `root` (its own parent) at depth 0.
    pub fn reset(&mut self, n: usize, root: u32) {
        self.depth.clear();
        self.depth.resize(n, 0);
        self.jump.clear();
        self.jump.resize(n, root);
    }

    /// Places `node` under `parent`, which must be placed already (re-placing a node is fine once
    /// its parent's place is final). Its jump goes to the parent's jump's jump when the parent's
    /// two jumps are equally long, else to the parent.
    #[inline]
    pub fn place(&mut self, node: u32, parent: u32) {
        let p = parent as usize;
        let j = self.jump[p] as usize;
        let jj = self.jump[j];
        self.depth[node as usize] = self.depth[p] + 1;
        self.jump[node as usize] =
            if self.depth[p] - self.depth[j] == self.depth[j] - self.depth[jj as usize] {
                jj
            } else {
                parent
            };
    }

    /// The depth of a placed node (the root's is 0).
    #[inline]
    pub fn depth(&self, node: u32) -> u32 {
        self.depth[node as usize]
    }

    /// The lowest common ancestor of the placed nodes `a` and `b` under `parent`: the deeper one
    /// rises to the other's depth, then both rise together, by jumps where their jumps differ.
    #[inline]
    pub fn lca(&self, parent: &[u32], a: u32, b: u32) -> u32 {
        self.lca_counted(parent, a, b).0
    }

    /// [`Ancestors::lca`] and the number of steps it took.
    fn lca_counted(&self, parent: &[u32], mut a: u32, mut b: u32) -> (u32, u32) {
        let depth = |x: u32| self.depth[x as usize];
        let mut steps = 0;
        if depth(a) < depth(b) {
            std::mem::swap(&mut a, &mut b);
        }
        while depth(a) > depth(b) {
            let j = self.jump[a as usize];
            a = if depth(j) >= depth(b) {
                j
            } else {
                parent[a as usize]
            };
            steps += 1;
        }
        while a != b {
            let (ja, jb) = (self.jump[a as usize], self.jump[b as usize]);
            (a, b) = if ja != jb {
                (ja, jb)
            } else {
                (parent[a as usize], parent[b as usize])
            };
            steps += 1;
        }
        (a, steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The common ancestor by walking, for comparison.
    fn naive(parent: &[u32], depth: &[u32], mut a: u32, mut b: u32) -> u32 {
        while depth[a as usize] > depth[b as usize] {
            a = parent[a as usize];
        }
        while depth[b as usize] > depth[a as usize] {
            b = parent[b as usize];
        }
        while a != b {
            a = parent[a as usize];
            b = parent[b as usize];
        }
        a
    }

    #[test]
    fn common_ancestors_agree_with_walking_on_random_trees_and_long_chains() {
        let mut rng = opforge_rng::Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
        let mut next = move || rng.next_u64();
        for shape in 0..40 {
            let n = 1 + (next() % 2000) as usize;
            // Node 0 is the root; every other node hangs under an earlier one: random, or
            // mostly the one just before (a long chain, as an `else if` chain makes).
            let mut parent = vec![0u32; n];
            let mut depth = vec![0u32; n];
            let mut tree = Ancestors::new();
            tree.reset(n, 0);
            for v in 1..n {
                let p = if shape % 2 == 0 || next() % 10 == 0 {
                    (next() % v as u64) as u32
                } else {
                    v as u32 - 1
                };
                parent[v] = p;
                depth[v] = depth[p as usize] + 1;
                tree.place(v as u32, p);
                assert_eq!(tree.depth(v as u32), depth[v]);
            }
            for _ in 0..500 {
                let (a, b) = ((next() % n as u64) as u32, (next() % n as u64) as u32);
                assert_eq!(
                    tree.lca(&parent, a, b),
                    naive(&parent, &depth, a, b),
                    "tree {shape}: lca({a}, {b})"
                );
            }
        }
    }

    /// The work a query does is logarithmic: on a chain of a million nodes with a fork near the
    /// top, the common ancestor of a leaf a million deep and the other branch takes a few dozen
    /// steps.
    #[test]
    fn a_query_on_a_long_chain_takes_logarithmic_steps() {
        let n = 1_000_000u32;
        let mut parent: Vec<u32> = (0..n).map(|v| v.saturating_sub(1)).collect();
        // Node `n - 1` hangs under node 9 instead: a second branch below the fork at 9.
        parent[n as usize - 1] = 9;
        let mut tree = Ancestors::new();
        tree.reset(n as usize, 0);
        for v in 1..n {
            tree.place(v, parent[v as usize]);
        }
        let (lca, steps) = tree.lca_counted(&parent, n - 2, n - 1);
        assert_eq!(lca, 9);
        assert!(steps < 100, "{steps} steps");
        let (lca, steps) = tree.lca_counted(&parent, n - 2, 500_000);
        assert_eq!(lca, 500_000);
        assert!(steps < 100, "{steps} steps");
    }
}
