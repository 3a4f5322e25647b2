//! Patches: how a form's PC-relative offset sits in its encoding (the bits that hold it, its
//! alignment and width, the runs of its bits), read off the generated encoder once per form and
//! kept in each machine's [`PatchCache`], so that the buffer places an offset with a few shifts
//! and masks instead of encoding the instruction again.

use core::marker::PhantomData;
use std::sync::OnceLock;

use super::{Target, offset};

/// The most runs of offset bits a patch places (RISC-V's C.J scatters its offset in eight).
const MAX_RUNS: usize = 8;

/// How a form's PC-relative offset sits in its encoding, read off the generated encoder: the
/// bits that hold it, its alignment and width, and the runs of its bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patch<M> {
    /// The bits of the encoding that hold the offset.
    pub mask: u32,
    /// log2 of the alignment the offset must have (2 for A64's branches, 12 for ADRP, 0 for
    /// ADR, 1 for RISC-V's branches).
    pub align: u32,
    /// The offset's bits past the alignment, the sign included.
    pub bits: u32,
    /// Whether the offset is between 4 KiB pages (ADRP) rather than between positions.
    pub page: bool,
    /// Runs of the scaled offset: (first bit of the offset, first bit of the word, length),
    /// the used ones first (bytes, so that the patch stays small to copy).
    runs: [(u8, u8, u8); MAX_RUNS],
    target: PhantomData<fn() -> M>,
}

/// Every form's patch of one machine, read off the encoder the first time an instruction of
/// that form is given a label (`None`: the form has no PC-relative operand, or its offset is
/// not a few runs of bits). Each machine keeps one in a `static` ([`Target::patches`]).
pub struct PatchCache<M>(OnceLock<Box<[PatchSlot<M>]>>);

/// One form's place in a [`PatchCache`]: empty until an instruction of it gets a label.
type PatchSlot<M> = OnceLock<Option<Patch<M>>>;

impl<M> PatchCache<M> {
    /// An empty cache.
    pub const fn new() -> Self {
        PatchCache(OnceLock::new())
    }
}

impl<M> Default for PatchCache<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Target> Patch<M> {
    /// The patch of `inst`'s form (read off the encoder the first time).
    #[inline]
    pub fn of(inst: M::Inst) -> Option<&'static Patch<M>> {
        let form = M::form(inst);
        if let Some(p) = Patch::of_form(form) {
            return Some(p);
        }
        let mut zero = inst;
        M::set_target(&mut zero, 0).ok()?;
        Patch::of_form_or_read(form, zero)
    }

    /// `inst`'s encoding with a zero offset.
    #[inline]
    pub fn base(&self, inst: M::Inst) -> u32 {
        M::encode(inst) & !self.mask
    }

    /// The patch of `form`, once an instruction of it has been given a label.
    #[inline]
    pub(super) fn of_form(form: M::Form) -> Option<&'static Patch<M>> {
        M::patches()
            .0
            .get()?
            .get(M::form_index(form))?
            .get()?
            .as_ref()
    }

    fn of_form_or_read(form: M::Form, zero: M::Inst) -> Option<&'static Patch<M>> {
        let all = M::patches()
            .0
            .get_or_init(|| (0..M::form_count()).map(|_| OnceLock::new()).collect());
        all.get(M::form_index(form))?
            .get_or_init(|| Patch::read(zero))
            .as_ref()
    }

    /// Reads the patch of `zero`'s form off the encoder: the offsets of one bit each show where
    /// each bit goes; -alignment (all ones) shows the sign bit. Checked against the encoder at
    /// both ends of the range and at a mixed value before it is used.
    fn read(zero: M::Inst) -> Option<Patch<M>> {
        let base = M::encode(zero);
        let encode = |offset: i64| {
            let mut i = zero;
            M::set_target(&mut i, offset).ok().map(|()| M::encode(i))
        };
        let mut map: Vec<(u32, u32)> = Vec::new();
        for k in 0..40u32 {
            if let Some(w) = encode(1i64 << k) {
                let d = w ^ base;
                if d.count_ones() != 1 {
                    return None;
                }
                map.push((k, d.trailing_zeros()));
            }
        }
        let (&(align, _), &(top, _)) = (map.first()?, map.last()?);
        if map.len() as u32 != top - align + 1 {
            return None;
        }
        let field = encode(-(1i64 << align))? ^ base;
        let positive = map.iter().fold(0u32, |m, &(_, b)| m | 1 << b);
        let sign = field & !positive;
        if sign.count_ones() != 1 {
            return None;
        }
        map.push((top + 1, sign.trailing_zeros()));
        let mut runs: Vec<(u32, u32, u32)> = Vec::new();
        for &(k, b) in &map {
            let k = k - align;
            match runs.last_mut() {
                Some((src, dst, len)) if *src + *len == k && *dst + *len == b => *len += 1,
                _ => runs.push((k, b, 1)),
            }
        }
        if runs.len() > MAX_RUNS {
            return None;
        }
        let mut p = Patch {
            mask: field,
            align,
            bits: top - align + 2,
            page: M::page(M::form(zero)),
            runs: [(0, 0, 0); MAX_RUNS],
            target: PhantomData,
        };
        for (slot, (src, dst, len)) in p.runs.iter_mut().zip(runs) {
            // Bit numbers below 64: they fit a byte.
            *slot = (src as u8, dst as u8, len as u8);
        }
        let max = ((1i64 << (p.bits - 1)) - 1) << align;
        let min = -(1i64 << (p.bits - 1)) << align;
        let mixed = (0x5555_5555_5555i64 & (max >> 1)) & !((1i64 << align) - 1);
        for o in [max, min, mixed, -mixed] {
            if p.place(base, o) != encode(o) {
                return None;
            }
        }
        Some(p)
    }

    /// `word` (a zero offset) with byte offset `offset` in place, when it is aligned and fits.
    #[inline(always)]
    pub fn place(&self, word: u32, offset: i64) -> Option<u32> {
        if offset & ((1i64 << self.align) - 1) != 0 {
            return None;
        }
        let v = offset >> self.align;
        let half = 1i64 << (self.bits - 1);
        if v < -half || v >= half {
            return None;
        }
        let v = v as u64;
        let mut w = word;
        for &(src, dst, len) in &self.runs {
            if len == 0 {
                break;
            }
            w |= (((v >> src) & ((1u64 << len) - 1)) as u32) << dst;
        }
        Some(w)
    }

    /// `word` (of this patch's form, zero offset) with the offset from `at` to `target`.
    #[inline(always)]
    pub(super) fn apply_to(&self, word: u32, at: usize, target: usize) -> Option<u32> {
        self.place(word, offset::<M>(self.page, at, target))
    }
}
