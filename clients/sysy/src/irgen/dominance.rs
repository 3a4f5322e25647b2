//! Dominance over a function's layout: owns successors and predecessors read off the
//! terminators, immediate dominators (Cooper, Harvey and Kennedy's iteration over the reverse
//! postorder the layout is in), the dominance test and the dominator tree's children, which
//! loop-invariant code motion and common subexpression elimination share.

use std::collections::HashMap;

use opforge_cfg::{Block, Function};
use sysy_ir::Opcode;

/// The block's successors, from its terminator.
pub fn successors(f: &Function<Opcode>, b: Block) -> Vec<Block> {
    let last = f.block_insts(b).last().copied();
    last.and_then(|i| f.inst(i))
        .map(|d| d.targets().map(|(_, call)| call.block).collect())
        .unwrap_or_default()
}

/// Immediate dominators over the layout (reverse postorder, entry first): Cooper, Harvey and
/// Kennedy's iteration.
pub fn dominators(order: &[Block], preds: &HashMap<Block, Vec<Block>>) -> HashMap<Block, Block> {
    let index: HashMap<Block, usize> = order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut idom: HashMap<Block, Block> = HashMap::new();
    let Some(&entry) = order.first() else {
        return idom;
    };
    idom.insert(entry, entry);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order[1..] {
            let mut new: Option<Block> = None;
            for &p in preds.get(&b).map_or(&[][..], Vec::as_slice) {
                if !idom.contains_key(&p) {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while index[&a] > index[&c] {
                                a = idom[&a];
                            }
                            while index[&c] > index[&a] {
                                c = idom[&c];
                            }
                        }
                        a
                    }
                });
            }
            if let Some(n) = new
                && idom.get(&b) != Some(&n)
            {
                idom.insert(b, n);
                changed = true;
            }
        }
    }
    idom
}

/// Whether `a` dominates `b` (every block dominates itself).
pub fn dominates(idom: &HashMap<Block, Block>, a: Block, mut b: Block) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom.get(&b) {
            Some(&up) if up != b => b = up,
            _ => return false,
        }
    }
}

/// Each block's predecessors (in layout order of the branches), from the terminators.
pub fn predecessors(f: &Function<Opcode>, order: &[Block]) -> HashMap<Block, Vec<Block>> {
    let mut preds: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in order {
        for s in successors(f, b) {
            preds.entry(s).or_default().push(b);
        }
    }
    preds
}

/// The dominator tree's children of each block, in layout order.
pub fn children(order: &[Block], idom: &HashMap<Block, Block>) -> HashMap<Block, Vec<Block>> {
    let mut kids: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in order {
        if let Some(&up) = idom.get(&b)
            && up != b
        {
            kids.entry(up).or_default().push(b);
        }
    }
    kids
}
