//! The memory layout of the generated `Inst` enum and the build table of its decoder.
//!
//! `Inst` is `#[repr(u16)]`: the Rust reference defines its layout as a union of `#[repr(C)]`
//! structs, one per variant, each starting with the `u16` discriminant and then holding the
//! variant's fields in declaration order, each at the next offset its alignment allows. Every
//! operand type stores its raw bits in the narrowest unsigned integer ([`storage`]), so the
//! offsets follow from the table alone.
//!
//! Knowing them, the decoder can assemble any variant from a word without a branch per
//! encoding: each field of each operand becomes a *part* `m | k`, and the instruction's bytes are
//! the OR over the encoding's parts of `w.rotate_left(k) & m` (then the discriminant in the low
//! 16 bits). The rotation carries the field from its place in the word to its place in the
//! variant; `m` keeps only those bits. No part touches the low 16 bits (the discriminant's), so
//! `k` fits there.

use super::model::{Encoding, Isa, TypeKind};

/// The narrowest unsigned integer holding a type's raw bits (its name and size in bytes): what
/// the type's value stores, so that the `Inst` variants stay small.
pub(crate) fn storage(kind: &TypeKind) -> (&'static str, usize) {
    match kind.bits() {
        0..=8 => ("u8", 1),
        9..=16 => ("u16", 2),
        _ => ("u32", 4),
    }
}

/// Where each operand of each encoding lives in an `Inst`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct InstLayout {
    /// `size_of::<Inst>()`.
    pub size: usize,
    /// By encoding, then by operand: the byte offset of the operand's field in its variant.
    pub offsets: Vec<Vec<usize>>,
}

/// Bytes of the discriminant at the start of every variant.
const TAG: usize = 2;

impl InstLayout {
    /// The layout rustc gives the generated `#[repr(u16)] enum Inst` of `isa`.
    pub fn of(isa: &Isa) -> InstLayout {
        let mut align = TAG;
        let mut size = TAG;
        let offsets = isa
            .encodings
            .iter()
            .map(|e| {
                let mut end = TAG;
                let offsets = e
                    .operands
                    .iter()
                    .map(|o| {
                        let (_, bytes) = storage(&isa.types[o.ty].kind);
                        align = align.max(bytes);
                        let at = end.next_multiple_of(bytes);
                        end = at + bytes;
                        at
                    })
                    .collect();
                size = size.max(end);
                offsets
            })
            .collect();
        InstLayout {
            size: size.next_multiple_of(align),
            offsets,
        }
    }

    /// The width in bits of the integer the decoder assembles an `Inst` in: 64 or 128, or
    /// `None` when an `Inst` is larger than 16 bytes.
    pub fn carrier_bits(&self) -> Option<u32> {
        match self.size {
            0..=8 => Some(64),
            9..=16 => Some(128),
            _ => None,
        }
    }

    /// The parts assembling encoding `index`'s variant from a word in a `carrier`-bit integer:
    /// per field of each operand (fields adjacent in the word and in the operand taken as one),
    /// `m | k` where `m` selects the field's bits at their place in the variant and `k` is the
    /// left rotation bringing them there from the word.
    pub fn parts(&self, isa: &Isa, index: usize, carrier: u32) -> Vec<u128> {
        let e = &isa.encodings[index];
        let mut parts = Vec::new();
        for (o, &offset) in e.operands.iter().zip(&self.offsets[index]) {
            for (lo, width, up) in runs(e, &o.fields) {
                let dest = 8 * offset as u32 + up;
                let k = (dest + carrier - lo) % carrier;
                let m = ((1u128 << width) - 1) << dest;
                parts.push(m | u128::from(k));
            }
        }
        parts
    }
}

/// An operand's fields (most significant first) as runs of contiguous word bits:
/// `(lowest word bit, width, lowest bit within the operand's raw value)`.
fn runs(e: &Encoding, fields: &[usize]) -> Vec<(u32, u32, u32)> {
    let mut up: u32 = fields.iter().map(|&i| e.fields[i].width).sum();
    let mut out: Vec<(u32, u32, u32)> = Vec::new();
    for &i in fields {
        let f = &e.fields[i];
        up -= f.width;
        match out.last_mut() {
            // The previous (more significant) run starts right above this field in the word.
            Some(last) if last.0 == f.lo + f.width => {
                *last = (f.lo, last.1 + f.width, up);
            }
            _ => out.push((f.lo, f.width, up)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{InstLayout, runs, storage};
    use crate::isa::decode_trie::tests::arm64;

    /// SplitMix64.
    fn next(s: &mut u64) -> u64 {
        *s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
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
        let mut seed = 7;
        for (i, e) in isa.encodings.iter().enumerate() {
            let parts = layout.parts(&isa, i, 64);
            for _ in 0..64 {
                let w = (next(&mut seed) as u32 & !e.mask) | e.value;
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
}
