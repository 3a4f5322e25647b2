//! The model of the A64 table as the generator sees it, checked on `spec/arm64.yaml` with A64's
//! codecs registered (which `ir-spec`'s own unit tests cannot do): the decode trie finds exactly
//! the encoding of every word, its depth is its longest path, it decides the cubes of encodings
//! with more than a row checks where it can, illegal operand values become merged
//! forbidden cubes (the logical immediate's through the codec's legality), and the decoder's build
//! table places every operand at its `repr(C)` offset.

use ir_spec::Loader;
use ir_spec::isa::Isa;
use ir_spec::isa::decode_trie::{Cube, Entry, LANES, Trie, forbidden};
use ir_spec::isa::layout::{InstLayout, runs, storage};

/// The repository's `spec/arm64.yaml`, loaded.
fn arm64() -> Isa {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../spec/arm64.yaml");
    Loader::new()
        .codecs(opforge_arm64_codec::codecs())
        .file_as(path, "spec/arm64.yaml")
        .load_isa()
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
            isa.types[o.ty].kind.legal(&isa.registers, raw)
        })
}

/// A decoder written against the trie model: walk, then the fixed bits and the cubes the walk
/// left to check.
fn decode(isa: &Isa, trie: &Trie, w: u32) -> Option<usize> {
    let ok = |i: usize| {
        let e = &isa.encodings[i];
        w & e.mask == e.value && trie.checked[i].iter().all(|c| w & c.mask != c.value)
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
    let mut rng = opforge_rng::Rng::xorshift64(0x2545_f491_4f6c_dd1d);
    let mut next = move || rng.next_u64() as u32;
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
fn depth_is_the_longest_path() {
    let isa = arm64();
    let trie = Trie::build(&isa);
    fn longest(t: &Trie, node: usize, at: usize) -> usize {
        let n = t.nodes[node];
        t.entries[n.base..n.base + (1 << n.bits)]
            .iter()
            .map(|e| match e {
                Entry::Node(c) => longest(t, *c, at + 1),
                _ => at,
            })
            .max()
            .unwrap_or(at)
    }
    assert_eq!(longest(&trie, 0, 1), trie.depth);
    // Deciding cubes in the trie did not lengthen it.
    assert_eq!(trie.depth, 3);
}

#[test]
fn the_trie_decides_the_logical_immediates_reserved_values() {
    let isa = arm64();
    let trie = Trie::build(&isa);
    let checked = |n: &str| {
        let i = isa
            .encodings
            .iter()
            .position(|e| e.name == n)
            .unwrap_or_else(|| panic!("no encoding {n}"));
        (trie.forbidden[i].len(), trie.checked[i].len())
    };
    // More reserved `N:imms` cubes than a row checks at once: the walk reads their bits, so the
    // row checks none of them.
    for n in ["AND_X_imm", "ORR_W_imm", "EOR_X_imm", "ANDS_W_imm"] {
        let (forbidden, left) = checked(n);
        assert!(forbidden > LANES, "{n}: {forbidden} cubes");
        assert_eq!(left, 0, "{n}");
    }
    // PSTATE fields sit in two windows of bits: too far apart for one split, so its cubes stay
    // (its row is slow); every other encoding has at most `LANES` left.
    let over: Vec<&str> = isa
        .encodings
        .iter()
        .zip(&trie.checked)
        .filter(|(_, c)| c.len() > LANES)
        .map(|(e, _)| e.name.as_str())
        .collect();
    assert_eq!(over, ["MSR_imm"]);
    // The reserved shift (bits 23:22) is among the bits the root reads: decided everywhere.
    assert_eq!(checked("ADD_X_shifted"), (1, 0));
    // A row checks all of an encoding's cubes or none, and some rows check some.
    assert!(
        trie.checked
            .iter()
            .zip(&trie.forbidden)
            .all(|(c, f)| c.is_empty() || c == f)
    );
    assert!(trie.checked.iter().any(|c| (1..=LANES).contains(&c.len())));
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
        forbidden(by_name("ADD_X_shifted"), &isa.types, &isa.registers),
        vec![Cube {
            mask: 0x00c0_0000,
            value: 0x00c0_0000
        }]
    );
    // The 64-bit logical immediate depends on N and imms only, never on immr.
    let cubes = forbidden(by_name("AND_X_imm"), &isa.types, &isa.registers);
    assert!(!cubes.is_empty());
    assert!(cubes.iter().all(|c| c.mask & 0x003f_0000 == 0), "{cubes:?}");
}

#[test]
fn arm64_variants_fit_in_eight_bytes_at_repr_c_offsets() {
    let isa = arm64();
    let layout = InstLayout::of(&isa);
    assert_eq!(layout.size, 8);
    assert_eq!(layout.carrier_bits(), Some(64));
    let index = |name: &str| {
        isa.encodings
            .iter()
            .position(|e| e.name == name)
            .unwrap_or_else(|| panic!("{name} is in the table"))
    };
    // Three registers (u8), the shift (u8) and its amount (u8) follow the discriminant.
    assert_eq!(layout.offsets[index("ADD_X_shifted")], [2, 3, 4, 5, 6]);
    // B holds only its 26-bit offset (u32), aligned to 4.
    assert_eq!(layout.offsets[index("B")], [4]);
    // ADD immediate: two registers, the 12-bit immediate (u16, at an even offset), the flag.
    assert_eq!(layout.offsets[index("ADD_X_imm")], [2, 3, 4, 6]);
}

#[test]
fn runs_merge_fields_adjacent_in_word_and_operand() {
    let isa = arm64();
    let e = isa
        .encodings
        .iter()
        .find(|e| e.name == "AND_X_imm")
        .expect("AND_X_imm");
    // N:immr:imms sit next to each other in the word: one run of 13 bits at bit 10.
    let bitmask = &e.operands[2];
    assert_eq!(runs(e, &bitmask.fields), [(10, 13, 0)]);
    let adr = isa.encodings.iter().find(|e| e.name == "ADR").expect("ADR");
    // immhi:immlo: immhi (word bits 5..=23) above immlo (word bits 29..=30) in the value.
    assert_eq!(runs(adr, &adr.operands[1].fields), [(5, 19, 2), (29, 2, 0)]);
}

/// For random words of every encoding, the parts put each operand's raw value (its fields
/// concatenated) at its offset, in its storage width, and leave the discriminant's bytes.
#[test]
fn parts_place_every_operand_at_its_offset() {
    let isa = arm64();
    let layout = InstLayout::of(&isa);
    let mut rng = opforge_rng::Rng::splitmix64(7);
    for (i, e) in isa.encodings.iter().enumerate() {
        let parts = layout.parts(&isa, i, 64);
        for _ in 0..64 {
            let w = (rng.next_u64() as u32 & !e.mask) | e.value;
            let bits = parts.iter().fold(0u64, |acc, &p| {
                acc | ((u64::from(w)).rotate_left(p as u32) & p as u64)
            });
            let bits = bits & !0xffff;
            for (o, &at) in e.operands.iter().zip(&layout.offsets[i]) {
                let raw = o.fields.iter().fold(0u64, |acc, &f| {
                    let f = &e.fields[f];
                    acc << f.width | (u64::from(w) >> f.lo) & ((1 << f.width) - 1)
                });
                let (_, bytes) = storage(&isa.types[o.ty].kind);
                let held = (bits >> (8 * at)) & (u64::MAX >> (64 - 8 * bytes));
                assert_eq!(held, raw, "{} operand {} in {w:#010x}", e.name, o.name);
            }
        }
    }
}
