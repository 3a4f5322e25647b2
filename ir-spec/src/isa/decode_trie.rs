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

use super::model::{Encoding, Isa, OperandType};

/// The widest window a node reads (a node has at most `2^MAX_WINDOW` entries).
const MAX_WINDOW: u32 = 8;
// The generated decoder keeps a node's mask, `(1 << bits) - 1`, in one byte of its entry.
const _: () = assert!(MAX_WINDOW <= 8);

/// Where an entry leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Entry {
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
pub(crate) struct Node {
    /// Lowest bit of the window.
    pub shift: u32,
    /// Width of the window.
    pub bits: u32,
    /// First entry of the node.
    pub base: usize,
}

/// A set of words: those with `w & mask == value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Cube {
    /// The bits that decide membership.
    pub mask: u32,
    /// Their values.
    pub value: u32,
}

/// The whole trie; node 0 is the root, and every path from it reads `depth` entries.
#[derive(Clone, Debug, Default)]
pub(crate) struct Trie {
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
    pub(crate) fn build(isa: &Isa) -> Trie {
        let patterns: Vec<Pattern> = isa
            .encodings
            .iter()
            .map(|e| Pattern {
                fixed: Cube {
                    mask: e.mask,
                    value: e.value,
                },
                forbidden: forbidden(e, &isa.types),
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
    #[cfg(test)]
    pub(crate) fn lookup(&self, w: u32) -> Entry {
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
pub(crate) fn forbidden(e: &Encoding, types: &[OperandType]) -> Vec<Cube> {
    let mut out = Vec::new();
    for o in &e.operands {
        let kind = &types[o.ty].kind;
        if kind.is_total() {
            continue;
        }
        // Operand bit j (from the least significant) sits at word bit `at[j]`.
        let mut at = Vec::new();
        for &f in o.fields.iter().rev() {
            let f = &e.fields[f];
            at.extend(f.lo..f.lo + f.width);
        }
        let width = at.len() as u32;
        let relevant: Vec<u32> = (0..width)
            .filter(|&j| (0..1u64 << width).any(|r| kind.legal(r) != kind.legal(r ^ 1 << j)))
            .collect();
        // Legality depends on the relevant bits only: read it with the others zero.
        let spread = |n: u64| {
            relevant
                .iter()
                .enumerate()
                .fold(0u64, |r, (k, &j)| r | ((n >> k) & 1) << j)
        };
        let mut cubes: BTreeSet<(u64, u64)> = (0..1u64 << relevant.len())
            .filter(|&n| !kind.legal(spread(n)))
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

#[cfg(test)]
pub(crate) mod tests {
    use super::{Cube, Entry, Trie, forbidden};
    use crate::isa::IsaLoader;
    use crate::isa::model::Isa;

    /// The repository's `spec/arm64.yaml`, loaded.
    pub(crate) fn arm64() -> Isa {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/arm64.yaml");
        IsaLoader::new()
            .file_as(path, "spec/arm64.yaml")
            .load()
            .expect("spec/arm64.yaml is valid")
    }

    /// Whether `w` is a word of encoding `i`, by the model's own definitions.
    fn is_word_of(isa: &Isa, i: usize, w: u32) -> bool {
        let e = &isa.encodings[i];
        w & e.mask == e.value
            && e.operands.iter().all(|o| {
                let raw = o.fields.iter().fold(0u64, |acc, &f| {
                    let f = &e.fields[f];
                    (acc << f.width) | u64::from((w >> f.lo) & ((1u64 << f.width) - 1) as u32)
                });
                isa.types[o.ty].kind.legal(raw)
            })
    }

    /// A decoder written against the trie model: walk, then the fixed bits and cubes.
    fn decode(isa: &Isa, trie: &Trie, w: u32) -> Option<usize> {
        let ok = |i: usize| {
            let e = &isa.encodings[i];
            w & e.mask == e.value && trie.forbidden[i].iter().all(|c| w & c.mask != c.value)
        };
        match trie.lookup(w) {
            Entry::Form(i) => ok(i).then_some(i),
            Entry::List(l) => trie.lists[l].iter().copied().find(|&i| ok(i)),
            Entry::None | Entry::Node(_) => None,
        }
    }

    #[test]
    fn the_trie_finds_exactly_the_encoding_of_every_word() {
        let isa = arm64();
        let trie = Trie::build(&isa);
        assert!(trie.depth <= 6, "depth {}", trie.depth);
        let mut s = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s as u32
        };
        let mut found = 0;
        for n in 0..200_000 {
            // Half random words, half words of a chosen encoding with random operand bits.
            let w = if n % 2 == 0 {
                next()
            } else {
                let e = &isa.encodings[n / 2 % isa.encodings.len()];
                e.value | (next() & !e.mask)
            };
            let truth: Vec<usize> = (0..isa.encodings.len())
                .filter(|&i| is_word_of(&isa, i, w))
                .collect();
            assert!(truth.len() <= 1, "{w:#010x} is a word of {truth:?}");
            assert_eq!(decode(&isa, &trie, w), truth.first().copied(), "{w:#010x}");
            found += truth.len();
        }
        assert!(found > 75_000, "only {found} words were instructions");
    }

    #[test]
    fn every_path_has_the_same_length() {
        let isa = arm64();
        let trie = Trie::build(&isa);
        fn walk(t: &Trie, node: usize, at: usize) {
            let n = t.nodes[node];
            for e in &t.entries[n.base..n.base + (1 << n.bits)] {
                match e {
                    Entry::Node(c) => walk(t, *c, at + 1),
                    _ => assert_eq!(at, t.depth),
                }
            }
        }
        walk(&trie, 0, 1);
    }

    #[test]
    fn illegal_operand_values_become_merged_cubes() {
        let isa = arm64();
        let by_name = |n: &str| {
            isa.encodings
                .iter()
                .find(|e| e.name == n)
                .unwrap_or_else(|| panic!("no encoding {n}"))
        };
        // ADD (shifted register): the shift type 0b11 is reserved: one cube on bits 23:22.
        assert_eq!(
            forbidden(by_name("ADD_X_shifted"), &isa.types),
            vec![Cube {
                mask: 0x00c0_0000,
                value: 0x00c0_0000
            }]
        );
        // The 64-bit logical immediate depends on N and imms only, never on immr.
        let cubes = forbidden(by_name("AND_X_imm"), &isa.types);
        assert!(!cubes.is_empty());
        assert!(cubes.iter().all(|c| c.mask & 0x003f_0000 == 0), "{cubes:?}");
    }
}
