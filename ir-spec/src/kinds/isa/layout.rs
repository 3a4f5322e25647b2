//! The memory layout of the generated `Inst` enum and the build parts of its decoder's rows.
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
pub fn storage(kind: &TypeKind) -> (&'static str, usize) {
    match kind.bits() {
        0..=8 => ("u8", 1),
        9..=16 => ("u16", 2),
        _ => ("u32", 4),
    }
}

/// Where each operand of each encoding lives in an `Inst`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstLayout {
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
    /// per rotation `k` bringing some field of an operand from its place in the word to its
    /// place in the variant (fields adjacent in the word and in the operand taken as one), `m | k`
    /// where `m` selects the bits of all the fields that rotation places. Fields moved by the
    /// same rotation share a part (in `add x0, x1, x2`, `Rd` from bit 0 to bit 16 and `Rm` from
    /// bit 16 to bit 32), so an encoding has fewer parts than fields.
    pub fn parts(&self, isa: &Isa, index: usize, carrier: u32) -> Vec<u128> {
        let e = &isa.encodings[index];
        // (k, m) in order of first use.
        let mut parts: Vec<(u32, u128)> = Vec::new();
        for (o, &offset) in e.operands.iter().zip(&self.offsets[index]) {
            for (lo, width, up) in runs(e, &o.fields) {
                let dest = 8 * offset as u32 + up;
                let k = (dest + carrier - lo) % carrier;
                let m = ((1u128 << width) - 1) << dest;
                match parts.iter_mut().find(|(pk, _)| *pk == k) {
                    Some((_, pm)) => *pm |= m,
                    None => parts.push((k, m)),
                }
            }
        }
        parts.into_iter().map(|(k, m)| m | u128::from(k)).collect()
    }
}

/// An operand's fields (most significant first) as runs of contiguous word bits:
/// `(lowest word bit, width, lowest bit within the operand's raw value)`.
pub fn runs(e: &Encoding, fields: &[usize]) -> Vec<(u32, u32, u32)> {
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
