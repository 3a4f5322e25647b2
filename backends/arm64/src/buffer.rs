//! A code buffer: instruction words with labels and fixups for every PC-relative form (B, BL,
//! B.cond, CBZ/CBNZ, TBZ/TBNZ, ADR, ADRP, LDR literal). A branch to a label not yet bound is
//! emitted with offset 0 and patched by [`CodeBuffer::finish`], which reports a target out of the
//! form's range as an error naming the operand and its legal range. The buffer's first word is
//! taken to sit at a 4 KiB-aligned address (for ADRP's page arithmetic).
//!
//! Branches of short reach (B.cond, CBZ/CBNZ: ±1 MiB; TBZ/TBNZ: ±32 KiB) to labels further
//! ahead than that go through an island: [`CodeBuffer::island_due`] says when the code is about
//! to outgrow a pending short branch, and [`CodeBuffer::emit_island`] then writes, behind a jump
//! over it, one `B label` veneer (±128 MiB) per pending short branch and points the branch at its
//! veneer, as Cranelift's `MachBuffer` does. A caller that asks between instructions never sees a
//! branch out of range.
//!
//! A fixup is a word position, a label and a form: the word is kept with a zero offset and
//! patched with a few shifts and masks ([`Patch`]), which the buffer reads off the generated
//! encoder once per form (encoding offsets of one bit each), so no offset field is written by
//! hand here and the cost of a label is close to that of a word.

use core::fmt;
use std::collections::VecDeque;
use std::sync::OnceLock;

use crate::{FORMS, Form, Inst, OperandError, ParseError};

/// A position in the code, bound once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(u32);

/// Why the buffer cannot be finished or a label not bound.
#[derive(Clone, Debug, PartialEq)]
pub enum BufferError {
    /// The label was bound twice.
    AlreadyBound(Label),
    /// A fixup refers to a label never bound.
    Unbound(Label),
    /// `emit_to` was given an instruction with no PC-relative operand.
    NotPcRelative(Form),
    /// An instruction assembled at run time (by `a64!` with run-time operands) does not parse.
    Operand {
        /// The instruction's text.
        text: String,
        /// Why the parser refused it (the operand and its legal range).
        error: ParseError,
    },
    /// The target is out of the instruction's range.
    OutOfRange {
        /// Index of the instruction word.
        at: usize,
        /// The operand and its legal range.
        error: OperandError,
    },
}

impl fmt::Display for BufferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BufferError::AlreadyBound(l) => write!(f, "label {} is bound twice", l.0),
            BufferError::Unbound(l) => write!(f, "label {} is used but never bound", l.0),
            BufferError::NotPcRelative(form) => write!(
                f,
                "{} has no PC-relative operand to point at a label",
                form.info().name
            ),
            BufferError::Operand { text, error } => write!(f, "`{text}`: {}", error.message),
            BufferError::OutOfRange { at, error } => {
                write!(f, "the instruction at word {at}: {error}")
            }
        }
    }
}

impl std::error::Error for BufferError {}

/// A label's position while it is not bound.
const UNBOUND: u32 = u32::MAX;

/// A PC-relative word waiting for its label: the word's position, the label and the form.
#[derive(Clone, Copy, Debug)]
struct Fixup {
    at: u32,
    label: Label,
    form: Form,
}

/// Instruction words with labels and pending fixups.
#[derive(Clone, Debug)]
pub struct CodeBuffer {
    words: Vec<u32>,
    /// Each label's word position, [`UNBOUND`] until bound.
    labels: Vec<u32>,
    fixups: Vec<Fixup>,
    /// The position the last label was bound to (positions only grow: a label is bound where
    /// the code ends, and [`CodeBuffer::drop_jump_to`] never removes a word a label follows).
    last_bound: Option<usize>,
    /// Forward short-reach branches that may still need a veneer, one queue per reach (so each
    /// is in deadline order as it is pushed): the last word their target may be at, and their
    /// index in `fixups`.
    short: [VecDeque<(usize, usize)>; 2],
    /// The nearest deadline of `short` (`usize::MAX` when none): the test of
    /// [`Self::island_due`].
    deadline: usize,
}

impl Default for CodeBuffer {
    fn default() -> Self {
        Self::new()
    }
}

impl CodeBuffer {
    /// An empty buffer.
    pub fn new() -> Self {
        CodeBuffer {
            words: Vec::new(),
            labels: Vec::new(),
            fixups: Vec::new(),
            last_bound: None,
            short: [VecDeque::new(), VecDeque::new()],
            deadline: usize::MAX,
        }
    }

    /// An empty buffer with room for `words` instructions.
    pub fn with_capacity(words: usize) -> Self {
        CodeBuffer {
            words: Vec::with_capacity(words),
            ..Self::new()
        }
    }

    /// Appends an instruction.
    #[inline]
    pub fn emit(&mut self, inst: Inst) {
        self.words.push(inst.encode());
    }

    /// Appends a raw word.
    #[inline]
    pub fn emit_word(&mut self, w: u32) {
        self.words.push(w);
    }

    /// Number of words so far.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether nothing was emitted.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// A new, unbound label.
    #[inline]
    pub fn new_label(&mut self) -> Label {
        self.labels.push(UNBOUND);
        Label(self.labels.len() as u32 - 1)
    }

    /// Where `label` is bound, if it is.
    #[inline]
    fn bound(&self, label: Label) -> Option<usize> {
        match self.labels.get(label.0 as usize) {
            Some(&at) if at != UNBOUND => Some(at as usize),
            _ => None,
        }
    }

    /// Binds `label` to the next instruction's position.
    pub fn bind(&mut self, label: Label) -> Result<(), BufferError> {
        let here = self.words.len();
        match self.labels.get_mut(label.0 as usize) {
            Some(slot) if *slot == UNBOUND => {
                *slot = u32::try_from(here).unwrap_or(UNBOUND - 1);
                self.last_bound = Some(here);
                Ok(())
            }
            _ => Err(BufferError::AlreadyBound(label)),
        }
    }

    /// Appends a PC-relative instruction whose target is `label`; its offset is filled in now if
    /// the label is bound, otherwise by [`finish`](Self::finish).
    pub fn emit_to(&mut self, inst: Inst, label: Label) -> Result<(), BufferError> {
        let form = inst.form();
        let Some(patch) = Patch::of(inst) else {
            return Err(BufferError::NotPcRelative(form));
        };
        let at = self.words.len();
        match self.bound(label) {
            // A backward target: resolved now, no fixup to keep.
            Some(target) => {
                let w = patch
                    .apply_to(patch.base(inst), at, target)
                    .map_or_else(|| slow(at, inst, target), Ok)?;
                self.words.push(w);
            }
            None => {
                self.words.push(patch.base(inst));
                if let Some((queue, reach)) = short_reach(form) {
                    let last = at + reach;
                    self.short[queue].push_back((last, self.fixups.len()));
                    self.deadline = self.deadline.min(last);
                }
                self.fixups.push(Fixup {
                    at: at as u32,
                    label,
                    form,
                });
            }
        }
        Ok(())
    }

    /// Whether the next `words` words could carry a pending short-reach branch's target out of
    /// its reach: then [`Self::emit_island`] should come first. One comparison unless an island
    /// may be due.
    #[inline]
    pub fn island_due(&mut self, words: usize) -> bool {
        self.words.len() + words + ISLAND_SLACK >= self.deadline && self.settle()
    }

    /// Drops the pending short branches whose labels are bound by now (their targets are behind
    /// them, in reach); whether one is still pending.
    fn settle(&mut self) -> bool {
        for q in 0..self.short.len() {
            while let Some(&(_, i)) = self.short[q].front() {
                if self.bound(self.fixups[i].label).is_none() {
                    break;
                }
                self.short[q].pop_front();
            }
        }
        self.deadline = self
            .short
            .iter()
            .filter_map(|q| q.front().map(|f| f.0))
            .min()
            .unwrap_or(usize::MAX);
        self.deadline != usize::MAX
    }

    /// Writes an island here: a `B` over it, then for each pending short-reach branch to a label
    /// not yet bound a `B label` veneer, which the branch is pointed at.
    pub fn emit_island(&mut self) -> Result<(), BufferError> {
        self.settle();
        if self.short.iter().all(VecDeque::is_empty) {
            return Ok(());
        }
        let over = self.new_label();
        self.emit_to(Inst::b(0).map_err(|error| self.range_error(error))?, over)?;
        let mut pending: Vec<(usize, usize)> =
            self.short.iter_mut().flat_map(|q| q.drain(..)).collect();
        pending.sort_unstable();
        for (_, i) in pending {
            let label = self.fixups[i].label;
            if self.bound(label).is_some() {
                continue;
            }
            let veneer = self.new_label();
            self.bind(veneer)?;
            self.emit_to(Inst::b(0).map_err(|error| self.range_error(error))?, label)?;
            self.fixups[i].label = veneer;
        }
        self.deadline = usize::MAX;
        self.bind(over)
    }

    fn range_error(&self, error: OperandError) -> BufferError {
        BufferError::OutOfRange {
            at: self.words.len(),
            error,
        }
    }

    /// Removes the last instruction when it is an unconditional `B` to `label`, which is not
    /// bound yet, and no label was bound after it: a jump to what is about to come next, as
    /// before the block laid out after it. Returns whether it did. A label bound at the jump
    /// itself then stands for what comes next, where the jump went. When the jump goes
    /// elsewhere but a conditional branch to `label` comes right before it, the branch is
    /// inverted to take the jump's place (see [`Self::invert_over_jump`]).
    pub fn drop_jump_to(&mut self, label: Label) -> bool {
        let end = self.words.len();
        let jump_to_label = self
            .fixups
            .last()
            .is_some_and(|f| f.at as usize + 1 == end && f.label == label && f.form == Form::B);
        if !jump_to_label {
            return self.invert_over_jump(label);
        }
        if self.last_bound == Some(end) {
            return false;
        }
        self.fixups.pop();
        self.words.pop();
        true
    }

    /// `B.cond next; B other` before `next` becomes `B.!cond other` (likewise CBZ/CBNZ and
    /// TBZ/TBNZ, whose inverse is the other of the pair): the conditional branch jumps over the
    /// jump to the code that comes next, so the inverse condition can go straight to the jump's
    /// target. Kept when a label is bound at the jump, when the conditional branch is already
    /// resolved, or when the jump's target lies behind, out of the short branch's reach.
    fn invert_over_jump(&mut self, next: Label) -> bool {
        let end = self.words.len();
        if end < 2 || self.last_bound == Some(end - 1) {
            return false;
        }
        // The jump: pending (the last fixup) or resolved backward (no fixup, decoded).
        let pending_jump = self
            .fixups
            .last()
            .filter(|f| f.at as usize + 1 == end && f.form == Form::B)
            .map(|f| f.label);
        let resolved_target = match pending_jump {
            Some(_) => None,
            None => match Inst::decode(self.words[end - 1]) {
                Some(inst) if inst.form() == Form::B => {
                    let words = inst.target().map(|bytes| bytes / 4);
                    match words.and_then(|w| usize::try_from(end as i64 - 1 + w).ok()) {
                        Some(t) => Some(t),
                        None => return false,
                    }
                }
                _ => return false,
            },
        };
        let c = self.fixups.len() - usize::from(pending_jump.is_some());
        let Some(cond) = c.checked_sub(1).map(|i| self.fixups[i]) else {
            return false;
        };
        if cond.at as usize + 2 != end || cond.label != next {
            return false;
        }
        let (inverse, flip) = match cond.form {
            Form::BCond if self.words[end - 2] & 0xe != 0xe => (Form::BCond, 1),
            Form::CbzW => (Form::CbnzW, 1 << 24),
            Form::CbnzW => (Form::CbzW, 1 << 24),
            Form::CbzX => (Form::CbnzX, 1 << 24),
            Form::CbnzX => (Form::CbzX, 1 << 24),
            Form::TbzW => (Form::TbnzW, 1 << 24),
            Form::TbnzW => (Form::TbzW, 1 << 24),
            Form::TbzX => (Form::TbnzX, 1 << 24),
            Form::TbnzX => (Form::TbzX, 1 << 24),
            _ => return false,
        };
        let at = end - 2;
        let inverted = self.words[at] ^ flip;
        if let Some(label) = pending_jump {
            if let Some(target) = self.bound(label) {
                let reach = short_reach(cond.form).map_or(0, |(_, words)| words);
                if at - target > reach {
                    return false;
                }
            }
            self.words[at] = inverted;
            self.fixups[c - 1].form = inverse;
            self.fixups[c - 1].label = label;
            self.fixups.pop();
        } else if let Some(target) = resolved_target {
            // Resolve the branch now and forget its fixup (the last one), and its place in the
            // queue of short branches (the last one pushed).
            let Some(word) = Patch::of_form(inverse)
                .or_else(|| Patch::of_form(cond.form))
                .and_then(|p| p.apply_to(inverted, at, target))
            else {
                return false;
            };
            self.words[at] = word;
            self.fixups.pop();
            for q in &mut self.short {
                if q.back().is_some_and(|&(_, i)| i == c - 1) {
                    q.pop_back();
                }
            }
            self.settle();
        }
        self.words.pop();
        true
    }

    /// Resolves every fixup and returns the words.
    pub fn finish(mut self) -> Result<Vec<u32>, BufferError> {
        for Fixup { at, label, form } in std::mem::take(&mut self.fixups) {
            let target = self.bound(label).ok_or(BufferError::Unbound(label))?;
            let at = at as usize;
            let word = self.words[at];
            let patched = Patch::of_form(form)
                .and_then(|p| p.apply_to(word, at, target))
                .map_or_else(
                    || match Inst::decode(word) {
                        Some(inst) => slow(at, inst, target),
                        None => Err(BufferError::NotPcRelative(form)),
                    },
                    Ok,
                )?;
            self.words[at] = patched;
        }
        Ok(self.words)
    }

    /// The words so far as little-endian bytes (fixups not yet resolved are 0 offsets).
    pub fn bytes(&self) -> Vec<u8> {
        self.words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}

/// Words kept in hand before a short branch's reach ends: the island itself (a jump and one
/// veneer per pending branch) must fit before the nearest deadline.
const ISLAND_SLACK: usize = 4096;

/// The queue of a branch of short reach and how many words ahead it may point (`None` for
/// other forms: B and BL reach ±128 MiB, and a veneer cannot stand in for an address (ADR,
/// ADRP, LDR literal)).
#[inline]
fn short_reach(form: Form) -> Option<(usize, usize)> {
    let (queue, bits) = match form {
        Form::BCond | Form::CbzW | Form::CbnzW | Form::CbzX | Form::CbnzX => (0, 19),
        Form::TbzW | Form::TbnzW | Form::TbzX | Form::TbnzX => (1, 14),
        _ => return None,
    };
    // A signed word offset of `bits` bits: at most 2^(bits-1) - 1 words ahead.
    Some((queue, (1usize << (bits - 1)) - 1))
}

/// The byte offset from word `at` to word `target` as `form` counts it (ADRP: between pages).
#[inline]
fn offset(form: Form, at: usize, target: usize) -> i64 {
    let (from, to) = (at as i64 * 4, target as i64 * 4);
    if form == Form::Adrp {
        (to & !4095) - (from & !4095)
    } else {
        to - from
    }
}

/// `inst`, emitted at word `at`, encoded with its target set to word `target` through the
/// generated encoder: the path that names the operand and its range when the offset does not
/// fit.
fn slow(at: usize, mut inst: Inst, target: usize) -> Result<u32, BufferError> {
    inst.set_target(offset(inst.form(), at, target))
        .map_err(|error| BufferError::OutOfRange { at, error })?;
    Ok(inst.encode())
}

/// How a form's PC-relative offset sits in its word, read off the generated encoder: the word
/// with a zero offset, the offset's alignment and width, and up to two runs of its bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Patch {
    /// The bits of the word that hold the offset.
    mask: u32,
    /// log2 of the alignment the offset must have (2 for branches, 12 for ADRP, 0 for ADR).
    align: u32,
    /// The offset's bits past the alignment, the sign included.
    bits: u32,
    /// Whether the offset is between 4 KiB pages (ADRP) rather than between words.
    page: bool,
    /// Runs of the scaled offset: (first bit of the offset, first bit of the word, length).
    runs: [(u32, u32, u32); 2],
}

/// Every form's patch, read off the encoder the first time an instruction of that form is
/// given a label (`None`: the form has no PC-relative operand, or its offset is not a plain
/// run of bits).
static PATCHES: OnceLock<Box<[OnceLock<Option<Patch>>]>> = OnceLock::new();

impl Patch {
    /// The patch of `inst`'s form (read off the encoder the first time).
    #[inline]
    fn of(inst: Inst) -> Option<Patch> {
        let form = inst.form();
        if let Some(p) = Patch::of_form(form) {
            return Some(p);
        }
        let mut zero = inst;
        zero.set_target(0).ok()?;
        Patch::of_form_or_read(form, zero)
    }

    /// `inst`'s word with a zero offset.
    #[inline]
    fn base(&self, inst: Inst) -> u32 {
        inst.encode() & !self.mask
    }

    /// The patch of `form`, once an instruction of it has been given a label.
    fn of_form(form: Form) -> Option<Patch> {
        *PATCHES.get()?.get(form as usize)?.get()?
    }

    fn of_form_or_read(form: Form, zero: Inst) -> Option<Patch> {
        let all = PATCHES.get_or_init(|| (0..FORMS.len()).map(|_| OnceLock::new()).collect());
        *all.get(form as usize)?.get_or_init(|| Patch::read(zero))
    }

    /// Reads the patch of `zero`'s form off the encoder: the offsets of one bit each show where
    /// each bit goes; -alignment (all ones) shows the sign bit. Checked against the encoder at
    /// both ends of the range and at a mixed value before it is used.
    fn read(zero: Inst) -> Option<Patch> {
        let base = zero.encode();
        let encode = |offset: i64| {
            let mut i = zero;
            i.set_target(offset).ok().map(|()| i.encode())
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
        if runs.len() > 2 {
            return None;
        }
        let mut p = Patch {
            mask: field,
            align,
            bits: top - align + 2,
            page: zero.form() == Form::Adrp,
            runs: [(0, 0, 0); 2],
        };
        for (slot, run) in p.runs.iter_mut().zip(runs) {
            *slot = run;
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
    #[inline]
    fn place(&self, word: u32, offset: i64) -> Option<u32> {
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
            if len > 0 {
                w |= (((v >> src) & ((1u64 << len) - 1)) as u32) << dst;
            }
        }
        Some(w)
    }

    /// `word` (of this patch's form, zero offset) with the offset from `at` to `target`.
    #[inline]
    fn apply_to(&self, word: u32, at: usize, target: usize) -> Option<u32> {
        let (from, to) = (at as i64 * 4, target as i64 * 4);
        let offset = if self.page {
            (to & !4095) - (from & !4095)
        } else {
            to - from
        };
        self.place(word, offset)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    /// Every PC-relative form found among decoded words of a fixed pseudo-random sequence: its
    /// patch is read off the encoder, and placing any offset (both ends of the range, past
    /// them, misaligned ones, values in between) gives the word the encoder gives, or nothing
    /// exactly where the encoder refuses.
    #[test]
    fn patches_agree_with_the_encoder_on_every_pc_relative_form() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut seen: HashMap<Form, usize> = HashMap::new();
        for _ in 0..4_000_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let Some(inst) = Inst::decode((x >> 16) as u32) else {
                continue;
            };
            if inst.target().is_none() {
                continue;
            }
            let n = seen.entry(inst.form()).or_default();
            *n += 1;
            if *n > 40 {
                continue;
            }
            let p = Patch::of(inst).unwrap_or_else(|| panic!("{:?}: no patch", inst.form()));
            let reach = (1i64 << (p.bits - 1)) << p.align;
            let mut offsets = vec![
                0,
                reach - 1,
                reach,
                -reach,
                -reach - 1,
                1,
                4,
                -4,
                4096,
                -4096,
            ];
            offsets.push(((x as i64) % reach) & !((1 << p.align) - 1));
            offsets.push((x as i64) % (2 * reach));
            for o in offsets {
                let mut i = inst;
                let want = i.set_target(o).ok().map(|()| i.encode());
                assert_eq!(
                    p.place(p.base(inst), o),
                    want,
                    "{:?} offset {o}",
                    inst.form()
                );
            }
        }
        // B, BL, B.cond, CBZ/CBNZ and TBZ/TBNZ (W and X), ADR, ADRP and the seven literal loads.
        assert_eq!(seen.len(), 20, "{seen:?}");
    }

    #[test]
    fn labels_resolve_forward_backward_and_report_the_range() {
        let mut buf = CodeBuffer::new();
        let (back, ahead) = (buf.new_label(), buf.new_label());
        buf.bind(back).unwrap_or_else(|e| panic!("{e}"));
        for inst in [Inst::b_cond(crate::Cond::EQ, 0), Inst::bl(0), Inst::b(0)] {
            let inst = inst.unwrap_or_else(|e| panic!("{e}"));
            buf.emit_to(inst, ahead).unwrap_or_else(|e| panic!("{e}"));
            buf.emit_to(inst, back).unwrap_or_else(|e| panic!("{e}"));
        }
        buf.bind(ahead).unwrap_or_else(|e| panic!("{e}"));
        let words = buf.finish().unwrap_or_else(|e| panic!("{e}"));
        let targets: Vec<i64> = words
            .iter()
            .map(|&w| Inst::decode(w).and_then(|i| i.target()).unwrap_or(i64::MAX))
            .collect();
        // Each word targets byte 24 (ahead) or byte 0 (back), relative to itself.
        assert_eq!(targets, vec![24, -4, 16, -12, 8, -20]);
        // A TBZ more than 32 KiB ahead: the range error names the operand.
        let mut buf = CodeBuffer::new();
        let far = buf.new_label();
        let tbz = Inst::tbz_w(crate::WReg::W0, 1, 0).unwrap_or_else(|e| panic!("{e}"));
        buf.emit_to(tbz, far).unwrap_or_else(|e| panic!("{e}"));
        for _ in 0..9000 {
            buf.emit_word(0xd503_201f);
        }
        buf.bind(far).unwrap_or_else(|e| panic!("{e}"));
        match buf.finish() {
            Err(BufferError::OutOfRange { at: 0, error }) => {
                assert!(error.to_string().contains("target14"), "{error}")
            }
            other => panic!("{other:?}"),
        }
    }
}
