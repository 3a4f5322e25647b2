//! The decode trie: from the encodings' fixed bits and their operands' illegal values, a
//! table-driven multiway trie of fixed depth that takes a word to the one encoding it can be.
//! Each node reads a window of contiguous bits; its entries point at a child node, an encoding,
//! a short list of encodings, or nothing. Every path is equally long (shorter ones pass through
//! nodes that read no bits), so the generated walk is a loop of a known trip count: table loads
//! and no data-dependent branch.
//!
//! An operand type that does not accept every encoded value (a shift of 3, the logical
//! immediate's reserved `N:imms`, a move-wide `hw` of 2 in a 32-bit form) becomes forbidden
//! cubes: a mask and value over the word that no instruction of the encoding has. The trie
//! splits on them where that tells encodings apart, and the decoder checks the rest with no
//! branch per cube.

use std::collections::{BTreeSet, HashMap};

use super::model::{Encoding, Isa, OperandType, RegClass};

/// The widest window a node reads (a node has at most `2^MAX_WINDOW` entries). Wide windows
/// make a short trie: on the A64 table, 12 bits give depth 3 and 9,263 entries (8 bits gave depth
/// 5 and 198,337 entries), and most words end at the root's entry.
pub const MAX_WINDOW: u32 = 12;
// The generated decoder keeps a node's mask, `(1 << bits) - 1`, in 12 bits of its entry.
const _: () = assert!(MAX_WINDOW <= 12);

/// Where an entry leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// No encoding has these bits.
    None,
    /// The one encoding these bits can be (its fixed bits and cubes still need checking).
    Form(usize),
    /// Encodings no bit tells apart, in table order (index into `lists`).
    List(usize),
    /// Read on at this node.
    Node(usize),
}

/// A node: entry `base + ((w >> shift) & ((1 << bits) - 1))`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// Lowest bit of the window.
    pub shift: u32,
    /// Width of the window.
    pub bits: u32,
    /// First entry of the node.
    pub base: usize,
}

/// A set of words: those with `w & mask == value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cube {
    /// The bits that decide membership.
    pub mask: u32,
    /// Their values.
    pub value: u32,
}

/// The whole trie; node 0 is the root, and every path from it reads `depth` entries.
#[derive(Clone, Debug, Default)]
pub struct Trie {
    /// Nodes.
    pub nodes: Vec<Node>,
    /// Entries of all nodes, each node's contiguous.
    pub entries: Vec<Entry>,
    /// Candidate lists.
    pub lists: Vec<Vec<usize>>,
    /// Per encoding, the cubes of words its operands cannot hold.
    pub forbidden: Vec<Vec<Cube>>,
    /// Entries read on every path.
    pub depth: usize,
}

/// What the trie knows of an encoding.
struct Pattern {
    fixed: Cube,
    forbidden: Vec<Cube>,
}

impl Pattern {
    /// Whether a word with `known` bits equal to those of `value` can be this encoding.
    fn admits(&self, known: u32, value: u32) -> bool {
        (self.fixed.value ^ value) & self.fixed.mask & known == 0
            && !self
                .forbidden
                .iter()
                .any(|c| c.mask & !known == 0 && value & c.mask == c.value)
    }
}

impl Trie {
    /// Builds the trie of the table's encodings.
    pub fn build(isa: &Isa) -> Trie {
        let patterns: Vec<Pattern> = isa
            .encodings
            .iter()
            .map(|e| Pattern {
                fixed: Cube {
                    mask: e.mask,
                    value: e.value,
                },
                forbidden: forbidden(e, &isa.types, &isa.registers),
            })
            .collect();
        let mut trie = Trie {
            forbidden: patterns.iter().map(|p| p.forbidden.clone()).collect(),
            ..Trie::default()
        };
        let all: Vec<usize> = (0..patterns.len()).collect();
        let root = trie.entry(&patterns, &all, 0, 0);
        if !matches!(root, Entry::Node(_)) {
            // At most one encoding: a root that reads no bits.
            trie.nodes.push(Node {
                shift: 0,
                bits: 0,
                base: trie.entries.len(),
            });
            trie.entries.push(root);
        }
        trie.depth = trie.longest(0);
        trie.level();
        trie
    }

    /// The entry standing for candidates `cands` once the `known` bits, equal to those of
    /// `value`, are read.
    fn entry(&mut self, patterns: &[Pattern], cands: &[usize], known: u32, value: u32) -> Entry {
        match cands {
            [] => return Entry::None,
            [one] => return Entry::Form(*one),
            _ => {}
        }
        let Some((shift, bits)) = window(patterns, cands, known, value) else {
            self.lists.push(cands.to_vec());
            return Entry::List(self.lists.len() - 1);
        };
        let index = self.nodes.len();
        let base = self.entries.len();
        self.nodes.push(Node { shift, bits, base });
        self.entries
            .extend(std::iter::repeat_n(Entry::None, 1 << bits));
        let field = (((1u64 << bits) - 1) as u32) << shift;
        for key in 0..1u32 << bits {
            let here = value | key << shift;
            let sub: Vec<usize> = cands
                .iter()
                .copied()
                .filter(|&i| patterns[i].admits(known | field, here))
                .collect();
            let e = self.entry(patterns, &sub, known | field, here);
            self.entries[base + key as usize] = e;
        }
        Entry::Node(index)
    }

    /// The most entries a walk from `node` reads.
    fn longest(&self, node: usize) -> usize {
        let n = self.nodes[node];
        1 + self.entries[n.base..n.base + (1 << n.bits)]
            .iter()
            .map(|e| match e {
                Entry::Node(c) => self.longest(*c),
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    }

    /// Makes every path `depth` entries long: a leaf reached early is put behind a chain of
    /// nodes that read no bits (shared between equal leaves at equal heights).
    fn level(&mut self) {
        let mut chains: HashMap<(Entry, usize), usize> = Default::default();
        let mut stack = vec![(0usize, 1usize)];
        while let Some((node, at)) = stack.pop() {
            let n = self.nodes[node];
            for k in 0..1usize << n.bits {
                match self.entries[n.base + k] {
                    Entry::Node(c) => stack.push((c, at + 1)),
                    leaf if at < self.depth => {
                        let via = self.chain(&mut chains, leaf, self.depth - at);
                        self.entries[n.base + k] = Entry::Node(via);
                    }
                    _ => {}
                }
            }
        }
    }

    /// A chain of `height` pass-through nodes ending in `leaf`.
    fn chain(
        &mut self,
        chains: &mut HashMap<(Entry, usize), usize>,
        leaf: Entry,
        height: usize,
    ) -> usize {
        if let Some(&n) = chains.get(&(leaf, height)) {
            return n;
        }
        let entry = if height == 1 {
            leaf
        } else {
            Entry::Node(self.chain(chains, leaf, height - 1))
        };
        let n = self.nodes.len();
        self.nodes.push(Node {
            shift: 0,
            bits: 0,
            base: self.entries.len(),
        });
        self.entries.push(entry);
        chains.insert((leaf, height), n);
        n
    }

    /// The entry a word ends at, after exactly `depth` reads.
    pub fn lookup(&self, w: u32) -> Entry {
        let mut node = self.nodes[0];
        let mut e = Entry::None;
        for _ in 0..self.depth {
            e = self.entries[node.base + ((w >> node.shift) & ((1u32 << node.bits) - 1)) as usize];
            if let Entry::Node(c) = e {
                node = self.nodes[c];
            }
        }
        e
    }
}

/// The window a node over `cands` reads: up to [`MAX_WINDOW`] contiguous bits not yet `known`,
/// chosen to leave the fewest candidates in its largest entry (a candidate that leaves a bit of
/// the window open goes to every entry it matches), then the fewest candidates in all, then the
/// fewest bits. `None` when no bit tells the candidates apart.
fn window(patterns: &[Pattern], cands: &[usize], known: u32, value: u32) -> Option<(u32, u32)> {
    // (largest entry, candidates in all, bits) and the window (lowest bit, bits).
    type Scored = ((usize, usize, u32), (u32, u32));
    let mut best: Option<Scored> = None;
    for lo in 0..32u32 {
        for len in 1..=MAX_WINDOW.min(32 - lo) {
            let m = (((1u64 << len) - 1) as u32) << lo;
            if known & m != 0 {
                break;
            }
            let (mut largest, mut total) = (0, 0);
            for key in 0..1u32 << len {
                let here = value | key << lo;
                let n = cands
                    .iter()
                    .filter(|&&i| patterns[i].admits(known | m, here))
                    .count();
                largest = largest.max(n);
                total += n;
            }
            if largest == cands.len() {
                continue;
            }
            let score = (largest, total, len);
            if best.is_none_or(|(b, _)| score < b) {
                best = Some((score, (lo, len)));
            }
        }
    }
    best.map(|(_, w)| w)
}

/// The cubes of words that encoding `e` matches by its fixed bits but whose operands are not
/// legal: per operand of a type that refuses some encoded values, the illegal values over the
/// bits legality depends on, merged into as few cubes as adjacent values allow.
pub fn forbidden(e: &Encoding, types: &[OperandType], registers: &[RegClass]) -> Vec<Cube> {
    let mut out = Vec::new();
    for o in &e.operands {
        let kind = &types[o.ty].kind;
        if kind.is_total(registers) {
            continue;
        }
        let legal = |raw: u64| kind.legal(registers, raw);
        // Operand bit j (from the least significant) sits at word bit `at[j]`.
        let mut at = Vec::new();
        for &f in o.fields.iter().rev() {
            let f = &e.fields[f];
            at.extend(f.lo..f.lo + f.width);
        }
        let width = at.len() as u32;
        let relevant: Vec<u32> = (0..width)
            .filter(|&j| (0..1u64 << width).any(|r| legal(r) != legal(r ^ 1 << j)))
            .collect();
        // Legality depends on the relevant bits only: read it with the others zero.
        let spread = |n: u64| {
            relevant
                .iter()
                .enumerate()
                .fold(0u64, |r, (k, &j)| r | ((n >> k) & 1) << j)
        };
        let mut cubes: BTreeSet<(u64, u64)> = (0..1u64 << relevant.len())
            .filter(|&n| !legal(spread(n)))
            .map(|n| ((1u64 << relevant.len()) - 1, n))
            .collect();
        // Merge cubes that differ in one bit of equal masks, until none do.
        loop {
            let mut merged = BTreeSet::new();
            let mut used = BTreeSet::new();
            for &(m, v) in &cubes {
                for b in (0..relevant.len()).filter(|b| m >> b & 1 == 1) {
                    let sibling = (m, v ^ 1 << b);
                    if cubes.contains(&sibling) {
                        merged.insert((m & !(1 << b), v & !(1 << b)));
                        used.insert((m, v));
                        used.insert(sibling);
                    }
                }
            }
            if merged.is_empty() {
                break;
            }
            cubes = cubes.difference(&used).copied().chain(merged).collect();
        }
        for (m, v) in cubes {
            let (mut mask, mut value) = (0u32, 0u32);
            for (k, &j) in relevant.iter().enumerate() {
                if m >> k & 1 == 1 {
                    mask |= 1 << at[j as usize];
                    value |= (((v >> k) & 1) as u32) << at[j as usize];
                }
            }
            out.push(Cube { mask, value });
        }
    }
    out
}
