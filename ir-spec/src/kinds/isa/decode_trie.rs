//! The decode trie: from the encodings' fixed bits and their operands' illegal values, a
//! table-driven multiway trie that takes a word to the one encoding it can be. Each node reads
//! a window of contiguous bits; its entries point at a child node, an encoding, a short list of
//! encodings, or nothing. The generated walk stops at the first leaf, after at most `depth`
//! reads: on A64 most words end at the root's entry, and a branch that is mostly right costs
//! less than reading on through nodes that read no bits (measured: 7.8 ms against 5.7 ms a
//! million words).
//!
//! An operand type that does not accept every encoded value (a shift of 3, the logical
//! immediate's reserved `N:imms`, a move-wide `hw` of 2 in a 32-bit form) becomes forbidden
//! cubes: a mask and value over the word that no instruction of the encoding has. The trie
//! splits on them where that tells encodings apart, and on the cubes of an encoding with more
//! than a row checks at once where one window decides them all without deepening the trie;
//! the decoder checks the rest with no branch per cube.

use std::collections::BTreeSet;

use super::model::{Encoding, Isa, OperandType, RegClass};

/// The widest window a node reads (a node has at most `2^MAX_WINDOW` entries). Wide windows
/// make a short trie: on the A64 table, 12 bits give depth 3 and 9,263 entries (8 bits gave depth
/// 5 and 198,337 entries), and most words end at the root's entry.
pub const MAX_WINDOW: u32 = 12;

/// The cubes the generated decoder checks at once, with no branch. An encoding with more is
/// split on their bits where that does not deepen the trie (the logical immediates' reserved
/// `N:imms`), or else checked by its own decoder off the fast path. Two keep A64's row (the
/// checks and four 64-bit build parts) in one 64-byte cache line; with four, rows were 80 bytes
/// and decoding a million random words took 3-8% longer, while the encodings checked off the
/// fast path stayed the same three.
pub const LANES: usize = 2;
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
    /// Per encoding, the cubes its decoder must still check once the walk ends on it: all of
    /// its `forbidden` ones, or none when every path to it has read their bits (a word whose
    /// bits fall in a cube then walks to no encoding).
    pub checked: Vec<Vec<Cube>>,
    /// Entries on the longest path (what the generated walk reads for every word).
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

    /// One window that decides every cube not decided by the `known` bits: the bits from the
    /// lowest to the highest they leave open, when that is at most [`MAX_WINDOW`] bits, none
    /// of them known.
    fn deciding_window(&self, known: u32) -> Option<(u32, u32)> {
        let open = self
            .forbidden
            .iter()
            .fold(0u32, |m, c| m | (c.mask & !known));
        if open == 0 {
            return None;
        }
        let lo = open.trailing_zeros();
        let bits = 32 - open.leading_zeros() - lo;
        let span = (((1u64 << bits) - 1) as u32) << lo;
        (bits <= MAX_WINDOW && span & known == 0).then_some((lo, bits))
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
        trie.decide(&patterns, 0, 0, 0, 1);
        let mut undecided = vec![false; patterns.len()];
        trie.undecided(&patterns, 0, 0, &mut undecided);
        trie.checked = patterns
            .iter()
            .zip(undecided)
            .map(|(p, undecided)| {
                if undecided {
                    p.forbidden.clone()
                } else {
                    Vec::new()
                }
            })
            .collect();
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
        let Some(window) = window(patterns, cands, known, value) else {
            self.lists.push(cands.to_vec());
            return Entry::List(self.lists.len() - 1);
        };
        self.split(patterns, cands, known, value, window)
    }

    /// A node over `cands`, reading the bits `(shift, bits)` once the `known` bits, equal to
    /// those of `value`, are read.
    fn split(
        &mut self,
        patterns: &[Pattern],
        cands: &[usize],
        known: u32,
        value: u32,
        (shift, bits): (u32, u32),
    ) -> Entry {
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

    /// Below `node` (at `level` on its paths, its words' `known` bits equal to those of
    /// `value`): a leaf of one encoding with more than [`LANES`] cubes, above the trie's depth,
    /// becomes a node reading the one window that decides its open cubes, where there is one.
    fn decide(&mut self, patterns: &[Pattern], node: usize, known: u32, value: u32, level: usize) {
        let n = self.nodes[node];
        let field = (((1u64 << n.bits) - 1) as u32) << n.shift;
        for key in 0..1u32 << n.bits {
            let here = value | key << n.shift;
            match self.entries[n.base + key as usize] {
                Entry::Node(c) => self.decide(patterns, c, known | field, here, level + 1),
                Entry::Form(one) if level < self.depth && patterns[one].forbidden.len() > LANES => {
                    if let Some(window) = patterns[one].deciding_window(known | field) {
                        let e = self.split(patterns, &[one], known | field, here, window);
                        self.entries[n.base + key as usize] = e;
                    }
                }
                _ => {}
            }
        }
    }

    /// Marks in `undecided` the encodings that a leaf below `node` (whose words' `known` bits
    /// are read) leaves a cube open for (their rows must check their cubes); every encoding of
    /// a list is.
    fn undecided(&self, patterns: &[Pattern], node: usize, known: u32, undecided: &mut [bool]) {
        let n = self.nodes[node];
        let known = known | (((1u64 << n.bits) - 1) as u32) << n.shift;
        for key in 0..1u32 << n.bits {
            match self.entries[n.base + key as usize] {
                Entry::Node(c) => self.undecided(patterns, c, known, undecided),
                Entry::Form(one) => {
                    if patterns[one].forbidden.iter().any(|c| c.mask & !known != 0) {
                        undecided[one] = true;
                    }
                }
                Entry::List(l) => self.lists[l].iter().for_each(|&i| undecided[i] = true),
                Entry::None => {}
            }
        }
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

    /// The entry a word ends at: at most `depth` reads, ending on the first entry that is not a node.
    pub fn lookup(&self, w: u32) -> Entry {
        let mut node = self.nodes[0];
        for _ in 0..self.depth {
            match self.entries[node.base + ((w >> node.shift) & ((1u32 << node.bits) - 1)) as usize]
            {
                Entry::Node(c) => node = self.nodes[c],
                leaf => return leaf,
            }
        }
        Entry::None
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
