//! The code buffer every machine layer instantiates: instructions in units of the target's
//! smallest encoding ([`Unit`]: 32-bit words for A64, 16-bit parcels for RISC-V), [`Label`]s,
//! fixups for PC-relative forms, islands of veneers for branches of short reach, the dropping
//! of a final jump to the next block and the inversion of a conditional branch over a jump.
//! What differs between machines (which forms reach how far, the jump a veneer is made of,
//! which conditional branches invert and how) is a [`Target`], which each machine crate
//! implements for a marker type; its `CodeBuffer` is [`CodeBuffer`] at that target
//! (`opforge_arm64::CodeBuffer`, `opforge_riscv64::CodeBuffer`).
//!
//! A branch to a label not yet bound is emitted with offset 0 and patched by
//! [`CodeBuffer::finish`], which reports a target out of the form's range as an error naming the
//! operand and its legal range. Positions ([`CodeBuffer::len`], [`BufferError::OutOfRange`]'s
//! `at`, [`CodeBuffer::island_due`]'s argument) count units; offsets are in bytes.
//!
//! Branches of short reach ([`Target::short_reach`]) to labels further ahead than that go
//! through an island: [`CodeBuffer::island_due`] says when the code is about to outgrow a
//! pending short branch, and [`CodeBuffer::emit_island`] then writes, behind a jump over it, one
//! jump veneer ([`Target::jump`]) per pending short branch and points the branch at its veneer,
//! as Cranelift's `MachBuffer` does. A caller that asks between instructions never sees a
//! branch out of range.
//!
//! A fixup is a position, a label and a form: the instruction is kept with a zero offset and
//! patched with a few shifts and masks ([`Patch`]), which the buffer reads off the generated
//! encoder once per form (encoding offsets of one bit each), so no offset field is written by
//! hand here or in a machine crate, and the cost of a label is close to that of an instruction.

use core::fmt;
use core::marker::PhantomData;
use std::collections::VecDeque;
use std::sync::OnceLock;

use crate::{OperandError, ParseError};

/// The storage unit of a buffer: the size of the target's smallest instruction, in which
/// positions are counted. A wider instruction takes several units, low bytes first.
pub trait Unit: Copy + Default + fmt::Debug + PartialEq + Eq + 'static {
    /// Bytes of one unit.
    const BYTES: usize;
    /// Appends the low `size` bytes of `word` (`size`: a multiple of [`Self::BYTES`], at most 4).
    fn push(units: &mut Vec<Self>, word: u32, size: usize);
    /// The 32 bits from unit `at` on, low bytes first (bytes past the end read as 0).
    fn read(units: &[Self], at: usize) -> u32;
    /// Overwrites the `size` bytes from unit `at` on with the low bytes of `word`.
    fn write(units: &mut [Self], at: usize, size: usize, word: u32);
    /// Appends the unit's bytes in little-endian order.
    fn extend_le(self, out: &mut Vec<u8>);
}

impl Unit for u32 {
    const BYTES: usize = 4;

    #[inline]
    fn push(units: &mut Vec<Self>, word: u32, _: usize) {
        units.push(word);
    }

    #[inline]
    fn read(units: &[Self], at: usize) -> u32 {
        units[at]
    }

    #[inline]
    fn write(units: &mut [Self], at: usize, _: usize, word: u32) {
        units[at] = word;
    }

    #[inline]
    fn extend_le(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
}

impl Unit for u16 {
    const BYTES: usize = 2;

    #[inline]
    fn push(units: &mut Vec<Self>, word: u32, size: usize) {
        units.push(word as u16);
        if size > 2 {
            units.push((word >> 16) as u16);
        }
    }

    #[inline]
    fn read(units: &[Self], at: usize) -> u32 {
        let high = units.get(at + 1).map_or(0, |&h| u32::from(h));
        u32::from(units[at]) | high << 16
    }

    #[inline]
    fn write(units: &mut [Self], at: usize, size: usize, word: u32) {
        units[at] = word as u16;
        if size > 2
            && let Some(high) = units.get_mut(at + 1)
        {
            *high = (word >> 16) as u16;
        }
    }

    #[inline]
    fn extend_le(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
}

/// What the buffer needs to know of a machine, implemented by each machine crate for a marker
/// type: its generated instruction type, where PC-relative offsets go (read off the encoder
/// through [`Self::set_target`]), and the few branch facts the generated code cannot say.
pub trait Target: Copy + fmt::Debug + Default + PartialEq + Eq + 'static {
    /// The generated instruction enum.
    type Inst: Copy;
    /// The generated form enum.
    type Form: Copy + Eq + fmt::Debug;
    /// The unit positions count: the size of the smallest instruction.
    type Unit: Unit;
    /// Whether every instruction is one unit (then the last instruction is the last unit).
    const FIXED_SIZE: bool;
    /// The unit's name in messages (`word`, `halfword`).
    const UNIT_NAME: &'static str;
    /// Units kept in hand before a short branch's reach ends, at least a jump's: the item the
    /// caller is about to emit and the island's jump over itself must fit before the nearest
    /// deadline (the veneers then land in deadline order, each in its branch's reach).
    const ISLAND_SLACK: usize;

    /// The form of `inst`.
    fn form(inst: Self::Inst) -> Self::Form;
    /// The form's index in `0..Self::form_count()`.
    fn form_index(form: Self::Form) -> usize;
    /// How many forms the table has.
    fn form_count() -> usize;
    /// The form's name in messages.
    fn form_name(form: Self::Form) -> &'static str;
    /// Bytes of the form's encoding, a multiple of the unit's.
    fn size(form: Self::Form) -> usize;
    /// The instruction's encoding (narrower ones in the low bits).
    fn encode(inst: Self::Inst) -> u32;
    /// The instruction the word (from the low bits on) encodes, if any.
    fn decode(word: u32) -> Option<Self::Inst>;
    /// The instruction's PC-relative byte offset, if it has one.
    fn target(inst: Self::Inst) -> Option<i64>;
    /// Sets the instruction's PC-relative byte offset; an error names the operand and its range.
    fn set_target(inst: &mut Self::Inst, offset: i64) -> Result<(), OperandError>;
    /// Whether the form's offset is between 4 KiB pages (A64's ADRP) rather than positions.
    fn page(form: Self::Form) -> bool;
    /// The cache of the machine's patches, one `static` per machine.
    fn patches() -> &'static PatchCache<Self>;
    /// For a branch a veneer can stand in for when its label lies too far ahead: its queue (0
    /// or 1, one per reach) and how many units ahead it may point. `None` for other forms.
    fn short_reach(form: Self::Form) -> Option<(usize, usize)>;
    /// An unconditional jump with a zero offset: the veneer, and the jump over an island.
    fn jump() -> Result<Self::Inst, OperandError>;
    /// Whether `word`, of form `form`, is an unconditional jump (no link) to its target.
    fn is_jump(form: Self::Form, word: u32) -> bool;
    /// The inverse of the conditional branch `word` of form `form`, if it has one: the inverse's
    /// form and the bits to flip.
    fn invert(form: Self::Form, word: u32) -> Option<(Self::Form, u32)>;
}

/// A position in the code, bound once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(u32);

/// Why the buffer cannot be finished or a label not bound.
#[derive(Clone, Debug, PartialEq)]
pub enum BufferError<M: Target> {
    /// The label was bound twice.
    AlreadyBound(Label),
    /// A fixup refers to a label never bound.
    Unbound(Label),
    /// `emit_to` was given an instruction with no PC-relative operand.
    NotPcRelative(M::Form),
    /// An instruction assembled at run time (by `a64!` with run-time operands) does not parse.
    Operand {
        /// The instruction's text.
        text: String,
        /// Why the parser refused it (the operand and its legal range).
        error: ParseError,
    },
    /// The target is out of the instruction's range.
    OutOfRange {
        /// Position (in units) of the instruction.
        at: usize,
        /// The operand and its legal range.
        error: OperandError,
    },
}

impl<M: Target> fmt::Display for BufferError<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BufferError::AlreadyBound(l) => write!(f, "label {} is bound twice", l.0),
            BufferError::Unbound(l) => write!(f, "label {} is used but never bound", l.0),
            BufferError::NotPcRelative(form) => write!(
                f,
                "{} has no PC-relative operand to point at a label",
                M::form_name(*form)
            ),
            BufferError::Operand { text, error } => write!(f, "`{text}`: {}", error.message),
            BufferError::OutOfRange { at, error } => {
                write!(f, "the instruction at {} {at}: {error}", M::UNIT_NAME)
            }
        }
    }
}

impl<M: Target> std::error::Error for BufferError<M> {}

/// A label's position while it is not bound.
const UNBOUND: u32 = u32::MAX;

/// The position of the last instruction while it is not known (after one was removed, on a
/// machine whose instructions differ in size).
const UNKNOWN: usize = usize::MAX;

/// How many reaches of short branches a machine may have (one queue each).
const QUEUES: usize = 2;

/// A PC-relative instruction waiting for its label: its position, the label and the form.
#[derive(Clone, Copy, Debug)]
struct Fixup<F> {
    at: u32,
    label: Label,
    form: F,
}

/// Instructions with labels and pending fixups, for machine `M`.
#[derive(Clone, Debug)]
pub struct CodeBuffer<M: Target> {
    units: Vec<M::Unit>,
    /// Each label's position, [`UNBOUND`] until bound.
    labels: Vec<u32>,
    fixups: Vec<Fixup<M::Form>>,
    /// The position the last label was bound to (positions only grow: a label is bound where
    /// the code ends, and [`CodeBuffer::drop_jump_to`] never removes a unit a label follows).
    last_bound: Option<usize>,
    /// Where the last instruction starts ([`UNKNOWN`] when not known); kept only when
    /// instructions differ in size (otherwise it is the last unit).
    last: usize,
    /// Forward short-reach branches that may still need a veneer, one queue per reach (so each
    /// is in deadline order as it is pushed): the last position their target may be at, and
    /// their index in `fixups`.
    short: [VecDeque<(usize, usize)>; QUEUES],
    /// The nearest deadline of `short` (`usize::MAX` when none): the test of
    /// [`Self::island_due`].
    deadline: usize,
}

impl<M: Target> Default for CodeBuffer<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Target> CodeBuffer<M> {
    /// An empty buffer.
    pub fn new() -> Self {
        CodeBuffer {
            units: Vec::new(),
            labels: Vec::new(),
            fixups: Vec::new(),
            last_bound: None,
            last: UNKNOWN,
            short: [VecDeque::new(), VecDeque::new()],
            deadline: usize::MAX,
        }
    }

    /// An empty buffer with room for `units` units (instructions on a fixed-size machine).
    pub fn with_capacity(units: usize) -> Self {
        CodeBuffer {
            units: Vec::with_capacity(units),
            ..Self::new()
        }
    }

    /// Units of an instruction of `form`.
    #[inline]
    fn units_of(form: M::Form) -> usize {
        M::size(form) / <M::Unit as Unit>::BYTES
    }

    /// Notes that an instruction starts at the end.
    #[inline]
    fn start_instruction(&mut self) {
        if !M::FIXED_SIZE {
            self.last = self.units.len();
        }
    }

    /// Where the last instruction starts, if known.
    #[inline]
    fn last_start(&self) -> Option<usize> {
        if M::FIXED_SIZE {
            self.units.len().checked_sub(1)
        } else {
            Some(self.last).filter(|&l| l != UNKNOWN)
        }
    }

    /// The 32 bits from unit `at` on.
    #[inline]
    fn read(&self, at: usize) -> u32 {
        <M::Unit as Unit>::read(&self.units, at)
    }

    /// Appends an instruction.
    #[inline]
    pub fn emit(&mut self, inst: M::Inst) {
        self.start_instruction();
        <M::Unit as Unit>::push(&mut self.units, M::encode(inst), M::size(M::form(inst)));
    }

    /// Appends a raw 32-bit word.
    #[inline]
    pub fn emit_word(&mut self, w: u32) {
        self.start_instruction();
        <M::Unit as Unit>::push(&mut self.units, w, 4);
    }

    /// Number of units so far (instruction words on A64, 16-bit parcels on RISC-V).
    pub fn len(&self) -> usize {
        self.units.len()
    }

    /// Number of bytes so far.
    pub fn byte_len(&self) -> usize {
        self.units.len() * <M::Unit as Unit>::BYTES
    }

    /// Whether nothing was emitted.
    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
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
    pub fn bind(&mut self, label: Label) -> Result<(), BufferError<M>> {
        let here = self.units.len();
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
    pub fn emit_to(&mut self, inst: M::Inst, label: Label) -> Result<(), BufferError<M>> {
        let form = M::form(inst);
        let Some(patch) = Patch::<M>::of(inst) else {
            return Err(BufferError::NotPcRelative(form));
        };
        let at = self.units.len();
        let size = M::size(form);
        match self.bound(label) {
            // A backward target: resolved now, no fixup to keep.
            Some(target) => {
                let base = patch.base(inst);
                let w = match patch.apply_to(base, at, target) {
                    Some(w) => w,
                    // Behind the branch's reach: its inverse skips a jump to the target, as an
                    // island's veneer does for a target ahead.
                    None => match self.far_backward(form, base, at) {
                        Some((inverse, w)) => {
                            self.start_instruction();
                            <M::Unit as Unit>::push(&mut self.units, w, M::size(inverse));
                            let jump = M::jump().map_err(|error| self.range_error(error))?;
                            return self.emit_to(jump, label);
                        }
                        None => slow::<M>(at, inst, target)?,
                    },
                };
                self.start_instruction();
                <M::Unit as Unit>::push(&mut self.units, w, size);
            }
            None => {
                self.start_instruction();
                <M::Unit as Unit>::push(&mut self.units, patch.base(inst), size);
                if let Some((queue, reach)) = M::short_reach(form)
                    && let Some(q) = self.short.get_mut(queue)
                {
                    let last = at + reach;
                    q.push_back((last, self.fixups.len()));
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

    /// The inverse of the conditional branch `base` (of `form`, its offset zero), to be emitted
    /// at `at` and skip the jump that follows it: its form and word, when the machine names the
    /// inverse and has a jump.
    fn far_backward(&self, form: M::Form, base: u32, at: usize) -> Option<(M::Form, u32)> {
        let (inverse, flip) = M::invert(form, base)?;
        let jump = M::jump().ok()?;
        let over = at + Self::units_of(inverse) + Self::units_of(M::form(jump));
        let inst = M::decode(base ^ flip)?;
        slow::<M>(at, inst, over).ok().map(|w| (inverse, w))
    }

    /// Whether the next `units` units could carry a pending short-reach branch's target out of
    /// its reach: then [`Self::emit_island`] should come first. One comparison unless an island
    /// may be due.
    #[inline]
    pub fn island_due(&mut self, units: usize) -> bool {
        self.units.len() + units + M::ISLAND_SLACK >= self.deadline && self.settle()
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

    /// Writes an island here: a jump over it, then for each pending short-reach branch to a
    /// label not yet bound a jump to the label (a veneer), which the branch is pointed at.
    pub fn emit_island(&mut self) -> Result<(), BufferError<M>> {
        self.settle();
        if self.short.iter().all(VecDeque::is_empty) {
            return Ok(());
        }
        let over = self.new_label();
        self.emit_to(M::jump().map_err(|error| self.range_error(error))?, over)?;
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
            self.emit_to(M::jump().map_err(|error| self.range_error(error))?, label)?;
            self.fixups[i].label = veneer;
        }
        self.deadline = usize::MAX;
        self.bind(over)
    }

    fn range_error(&self, error: OperandError) -> BufferError<M> {
        BufferError::OutOfRange {
            at: self.units.len(),
            error,
        }
    }

    /// Whether `f` is an unconditional jump that ends the code.
    #[inline]
    fn is_final_jump(&self, f: &Fixup<M::Form>) -> bool {
        f.at as usize + Self::units_of(f.form) == self.units.len()
            && M::is_jump(f.form, self.read(f.at as usize))
    }

    /// Removes the last instruction when it is an unconditional jump to `label`, which is not
    /// bound yet, and no label was bound after it: a jump to what is about to come next, as
    /// before the block laid out after it. Returns whether it did. A label bound at the jump
    /// itself then stands for what comes next, where the jump went. When the jump goes
    /// elsewhere but a conditional branch to `label` comes right before it, the branch is
    /// inverted to take the jump's place: `b.cond next; jump other` becomes `b.!cond other`
    /// when the machine names the inverse ([`Target::invert`]), unless a label is bound at the
    /// jump or `other` lies behind out of the branch's reach.
    pub fn drop_jump_to(&mut self, label: Label) -> bool {
        let end = self.units.len();
        let jump = match self.fixups.last() {
            Some(f) if f.label == label && self.is_final_jump(f) => f.at as usize,
            _ => return self.invert_over_jump(label),
        };
        if self.last_bound == Some(end) {
            return false;
        }
        self.fixups.pop();
        self.units.truncate(jump);
        self.last = UNKNOWN;
        true
    }

    /// `b.cond next; jump other` before `next` becomes `b.!cond other` (for each pair of
    /// inverse branches the machine names, [`Target::invert`]): the conditional branch jumps
    /// over the jump to the code that comes next, so the inverse condition can go straight to
    /// the jump's target. Kept when a label is bound at the jump, when the conditional branch
    /// is already resolved, or when the jump's target lies behind, out of the short branch's
    /// reach.
    fn invert_over_jump(&mut self, next: Label) -> bool {
        // The jump: pending (the last fixup) or resolved backward (no fixup, decoded).
        let pending = self
            .fixups
            .last()
            .filter(|f| self.is_final_jump(f))
            .map(|f| (f.at as usize, f.label));
        let (jump, pending_jump, resolved_target) = match pending {
            Some((at, label)) => (at, Some(label), None),
            None => {
                let Some(j) = self.last_start() else {
                    return false;
                };
                let word = self.read(j);
                let Some(inst) = M::decode(word) else {
                    return false;
                };
                let form = M::form(inst);
                if j + Self::units_of(form) != self.units.len() || !M::is_jump(form, word) {
                    return false;
                }
                let units = M::target(inst).map(|bytes| bytes / <M::Unit as Unit>::BYTES as i64);
                match units.and_then(|u| usize::try_from(j as i64 + u).ok()) {
                    Some(t) => (j, None, Some(t)),
                    None => return false,
                }
            }
        };
        if self.last_bound == Some(jump) {
            return false;
        }
        let c = self.fixups.len() - usize::from(pending_jump.is_some());
        let Some(cond) = c.checked_sub(1).map(|i| self.fixups[i]) else {
            return false;
        };
        let at = cond.at as usize;
        if at + Self::units_of(cond.form) != jump || cond.label != next {
            return false;
        }
        let word = self.read(at);
        let Some((inverse, flip)) = M::invert(cond.form, word) else {
            return false;
        };
        let inverted = word ^ flip;
        let size = M::size(cond.form);
        if let Some(label) = pending_jump {
            if let Some(target) = self.bound(label) {
                // Bound since the jump, so at or after the end: kept.
                let reach = M::short_reach(cond.form).map_or(0, |(_, units)| units);
                if target > at || at - target > reach {
                    return false;
                }
            }
            <M::Unit as Unit>::write(&mut self.units, at, size, inverted);
            self.fixups[c - 1].form = inverse;
            self.fixups[c - 1].label = label;
            self.fixups.pop();
        } else if let Some(target) = resolved_target {
            // Resolve the branch now and forget its fixup (the last one), and its place in the
            // queue of short branches (the last one pushed).
            let Some(word) = Patch::<M>::of_form(inverse)
                .or_else(|| Patch::of_form(cond.form))
                .and_then(|p| p.apply_to(inverted, at, target))
            else {
                return false;
            };
            <M::Unit as Unit>::write(&mut self.units, at, size, word);
            self.fixups.pop();
            for q in &mut self.short {
                if q.back().is_some_and(|&(_, i)| i == c - 1) {
                    q.pop_back();
                }
            }
            self.settle();
        }
        self.units.truncate(jump);
        self.last = at;
        true
    }

    /// Resolves every fixup and returns the units.
    pub fn finish(mut self) -> Result<Vec<M::Unit>, BufferError<M>> {
        for Fixup { at, label, form } in std::mem::take(&mut self.fixups) {
            let target = self.bound(label).ok_or(BufferError::Unbound(label))?;
            let at = at as usize;
            let word = self.read(at);
            let patched = Patch::<M>::of_form(form)
                .and_then(|p| p.apply_to(word, at, target))
                .map_or_else(
                    || match M::decode(word) {
                        Some(inst) => slow::<M>(at, inst, target),
                        None => Err(BufferError::NotPcRelative(form)),
                    },
                    Ok,
                )?;
            <M::Unit as Unit>::write(&mut self.units, at, M::size(form), patched);
        }
        Ok(self.units)
    }

    /// Resolves every fixup and returns the code as little-endian bytes.
    pub fn finish_bytes(self) -> Result<Vec<u8>, BufferError<M>> {
        Ok(le_bytes(&self.finish()?))
    }

    /// The code so far as little-endian bytes (fixups not yet resolved are 0 offsets).
    pub fn bytes(&self) -> Vec<u8> {
        le_bytes(&self.units)
    }
}

/// `units` as little-endian bytes.
fn le_bytes<U: Unit>(units: &[U]) -> Vec<u8> {
    let mut out = Vec::with_capacity(units.len() * U::BYTES);
    for &u in units {
        u.extend_le(&mut out);
    }
    out
}

/// The byte offset from position `at` to position `target` (between 4 KiB pages when `page`).
#[inline]
fn offset<M: Target>(page: bool, at: usize, target: usize) -> i64 {
    let unit = <M::Unit as Unit>::BYTES as i64;
    let (from, to) = (at as i64 * unit, target as i64 * unit);
    if page {
        (to & !4095) - (from & !4095)
    } else {
        to - from
    }
}

/// `inst`, emitted at position `at`, encoded with its target set to position `target` through
/// the generated encoder: the path that names the operand and its range when the offset does
/// not fit.
fn slow<M: Target>(at: usize, mut inst: M::Inst, target: usize) -> Result<u32, BufferError<M>> {
    let offset = offset::<M>(M::page(M::form(inst)), at, target);
    M::set_target(&mut inst, offset).map_err(|error| BufferError::OutOfRange { at, error })?;
    Ok(M::encode(inst))
}

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
    /// the used ones first.
    runs: [(u32, u32, u32); MAX_RUNS],
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
    pub fn of(inst: M::Inst) -> Option<Patch<M>> {
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
    fn of_form(form: M::Form) -> Option<Patch<M>> {
        *M::patches().0.get()?.get(M::form_index(form))?.get()?
    }

    fn of_form_or_read(form: M::Form, zero: M::Inst) -> Option<Patch<M>> {
        let all = M::patches()
            .0
            .get_or_init(|| (0..M::form_count()).map(|_| OnceLock::new()).collect());
        *all.get(M::form_index(form))?
            .get_or_init(|| Patch::read(zero))
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
    #[inline]
    fn apply_to(&self, word: u32, at: usize, target: usize) -> Option<u32> {
        self.place(word, offset::<M>(self.page, at, target))
    }
}

/// Declares a machine's code buffer in the module of a crate that includes a generated layer
/// (`Inst`, `Form` and `FORMS` in scope): the marker type, implementing [`Target`] with the
/// generated layer's encoder, decoder, offsets and names plus the items given (the unit, the
/// sizes, the reaches, the jump, the inversions: what the table does not say), and
/// `CodeBuffer`, `BufferError` and `Label` at that target.
///
/// ```text
/// opforge_machine::code_buffer! {
///     /// My machine as a target of the shared code buffer.
///     pub struct Mine;
///     type Unit = u32;
///     const FIXED_SIZE: bool = true;
///     // ... the other items of `Target` that the generated layer cannot supply
/// }
/// ```
#[macro_export]
macro_rules! code_buffer {
    ($(#[$meta:meta])* $vis:vis struct $target:ident; $($items:tt)*) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        $vis struct $target;

        /// Instructions with labels and pending fixups.
        $vis type CodeBuffer = $crate::buffer::CodeBuffer<$target>;

        /// Why the buffer cannot be finished or a label not bound.
        $vis type BufferError = $crate::buffer::BufferError<$target>;

        pub use $crate::buffer::Label;

        impl $crate::buffer::Target for $target {
            type Inst = Inst;
            type Form = Form;

            #[inline]
            fn form(inst: Inst) -> Form {
                inst.form()
            }

            #[inline]
            fn form_index(form: Form) -> usize {
                form as usize
            }

            fn form_count() -> usize {
                FORMS.len()
            }

            fn form_name(form: Form) -> &'static str {
                form.info().name
            }

            #[inline]
            fn encode(inst: Inst) -> u32 {
                inst.encode()
            }

            #[inline]
            fn decode(word: u32) -> Option<Inst> {
                Inst::decode(word)
            }

            #[inline]
            fn target(inst: Inst) -> Option<i64> {
                inst.target()
            }

            #[inline]
            fn set_target(inst: &mut Inst, offset: i64) -> Result<(), $crate::OperandError> {
                inst.set_target(offset)
            }

            #[inline]
            fn patches() -> &'static $crate::buffer::PatchCache<$target> {
                static PATCHES: $crate::buffer::PatchCache<$target> =
                    $crate::buffer::PatchCache::new();
                &PATCHES
            }

            $($items)*
        }
    };
}

#[cfg(test)]
mod tests {
    //! The core on a toy machine of 16-bit parcels: `nop16` (`0x0001`), `nop32` (`0x13`),
    //! `jump`/`call` (`0x6f`, bit 7 the link, a 20-bit halfword offset in bits 12..32) and
    //! `beq`/`bne` (`0x63`, bit 12 the inverse, an 8-bit halfword offset in bits 16..24: ±256
    //! bytes).

    use super::*;

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    struct Toy;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Inst {
        Nop16,
        Nop32,
        Jump { link: bool, off: i64 },
        Branch { ne: bool, off: i64 },
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Form {
        Nop16,
        Nop32,
        Jump,
        Branch,
    }

    /// The signed value of the low `bits` bits of `v`.
    fn sext(v: u32, bits: u32) -> i64 {
        i64::from(((v << (32 - bits)) as i32) >> (32 - bits))
    }

    static PATCHES: PatchCache<Toy> = PatchCache::new();

    impl Target for Toy {
        type Inst = Inst;
        type Form = Form;
        type Unit = u16;
        const FIXED_SIZE: bool = false;
        const UNIT_NAME: &'static str = "halfword";
        const ISLAND_SLACK: usize = 16;

        fn form(inst: Inst) -> Form {
            match inst {
                Inst::Nop16 => Form::Nop16,
                Inst::Nop32 => Form::Nop32,
                Inst::Jump { .. } => Form::Jump,
                Inst::Branch { .. } => Form::Branch,
            }
        }
        fn form_index(form: Form) -> usize {
            form as usize
        }
        fn form_count() -> usize {
            4
        }
        fn form_name(form: Form) -> &'static str {
            ["NOP16", "NOP32", "JUMP", "BRANCH"][form as usize]
        }
        fn size(form: Form) -> usize {
            if form == Form::Nop16 { 2 } else { 4 }
        }
        fn encode(inst: Inst) -> u32 {
            match inst {
                Inst::Nop16 => 1,
                Inst::Nop32 => 0x13,
                Inst::Jump { link, off } => {
                    0x6f | u32::from(link) << 7 | ((off >> 1) as u32 & 0xf_ffff) << 12
                }
                Inst::Branch { ne, off } => {
                    0x63 | u32::from(ne) << 12 | ((off >> 1) as u32 & 0xff) << 16
                }
            }
        }
        fn decode(w: u32) -> Option<Inst> {
            match w & 0x7f {
                _ if w & 3 != 3 => (w & 0xffff == 1).then_some(Inst::Nop16),
                0x13 => (w == 0x13).then_some(Inst::Nop32),
                0x6f if w & 0xf00 == 0 => Some(Inst::Jump {
                    link: w & 0x80 != 0,
                    off: 2 * sext(w >> 12, 20),
                }),
                0x63 if w & 0xff00_ef80 == 0 => Some(Inst::Branch {
                    ne: w & 0x1000 != 0,
                    off: 2 * sext(w >> 16, 8),
                }),
                _ => None,
            }
        }
        fn target(inst: Inst) -> Option<i64> {
            match inst {
                Inst::Jump { off, .. } | Inst::Branch { off, .. } => Some(off),
                _ => None,
            }
        }
        fn set_target(inst: &mut Inst, offset: i64) -> Result<(), OperandError> {
            let (slot, bits, name) = match inst {
                Inst::Jump { off, .. } => (off, 20, "joff"),
                Inst::Branch { off, .. } => (off, 8, "boff"),
                _ => return Err(OperandError::new("target", offset, "a branch")),
            };
            let half = 1i64 << bits;
            if offset % 2 != 0 || offset < -half || offset >= half {
                return Err(OperandError::new(name, offset, "an even offset in reach"));
            }
            *slot = offset;
            Ok(())
        }
        fn page(_: Form) -> bool {
            false
        }
        fn patches() -> &'static PatchCache<Toy> {
            &PATCHES
        }
        fn short_reach(form: Form) -> Option<(usize, usize)> {
            (form == Form::Branch).then_some((0, 127))
        }
        fn jump() -> Result<Inst, OperandError> {
            Ok(Inst::Jump {
                link: false,
                off: 0,
            })
        }
        fn is_jump(form: Form, word: u32) -> bool {
            form == Form::Jump && word & 0x80 == 0
        }
        fn invert(form: Form, _: u32) -> Option<(Form, u32)> {
            (form == Form::Branch).then_some((Form::Branch, 1 << 12))
        }
    }

    type Buffer = CodeBuffer<Toy>;
    type Error = BufferError<Toy>;
    const JUMP: Inst = Inst::Jump {
        link: false,
        off: 0,
    };
    const CALL: Inst = Inst::Jump { link: true, off: 0 };
    const BEQ: Inst = Inst::Branch { ne: false, off: 0 };
    const BNE: Inst = Inst::Branch { ne: true, off: 0 };

    /// The code as (byte position, instruction) pairs, walked by size.
    fn walk(units: &[u16]) -> Vec<(usize, Inst)> {
        let mut out = Vec::new();
        let mut at = 0;
        while at < units.len() {
            let inst = Toy::decode(u16::read(units, at))
                .unwrap_or_else(|| panic!("no instruction at halfword {at}"));
            out.push((2 * at, inst));
            at += Toy::size(Toy::form(inst)) / 2;
        }
        out
    }

    fn ok<T>(r: Result<T, Error>) -> T {
        r.unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn patches_are_read_off_the_encoder() {
        let p = Patch::<Toy>::of(BNE).unwrap_or_else(|| panic!("no patch"));
        assert_eq!((p.mask, p.align, p.bits, p.page), (0xff_0000, 1, 8, false));
        assert_eq!(p.place(p.base(BNE), -256), Some(0x0080_1063));
        assert_eq!(p.place(p.base(BNE), 256), None);
        assert_eq!(p.place(p.base(BNE), 3), None);
        assert!(Patch::<Toy>::of(Inst::Nop32).is_none());
    }

    #[test]
    fn labels_count_halfwords_and_offsets_bytes() {
        let mut buf = Buffer::new();
        let (back, ahead) = (buf.new_label(), buf.new_label());
        buf.emit(Inst::Nop16);
        ok(buf.bind(back));
        for inst in [BEQ, CALL, JUMP] {
            ok(buf.emit_to(inst, ahead));
            buf.emit(Inst::Nop16);
            ok(buf.emit_to(inst, back));
        }
        buf.emit_word(0x13);
        ok(buf.bind(ahead));
        assert_eq!((buf.len(), buf.byte_len(), buf.is_empty()), (18, 36, false));
        let bytes = buf.clone().bytes();
        let units = ok(buf.finish());
        let targets: Vec<(usize, i64)> = walk(&units)
            .into_iter()
            .filter_map(|(at, i)| Toy::target(i).map(|t| (at, at as i64 + t)))
            .collect();
        assert_eq!(
            targets,
            [(2, 36), (8, 2), (12, 36), (18, 2), (22, 36), (28, 2)]
        );
        assert_eq!(&bytes[..4], &[1, 0, 0x63, 0]);
    }

    #[test]
    fn far_short_branches_go_through_an_island_and_reach_their_label() {
        let build = |ask: bool| {
            let mut buf = Buffer::new();
            let far = buf.new_label();
            ok(buf.emit_to(BEQ, far));
            buf.emit(Inst::Nop16);
            ok(buf.emit_to(BNE, far));
            let mut islands = Vec::new();
            for _ in 0..200 {
                if ask && buf.island_due(2) {
                    islands.push(buf.len());
                    ok(buf.emit_island());
                }
                buf.emit(Inst::Nop32);
            }
            ok(buf.bind(far));
            buf.emit(Inst::Nop16);
            (buf.finish(), islands)
        };
        let (units, islands) = build(true);
        let units = ok(units);
        assert_eq!(islands.len(), 1);
        let code = walk(&units);
        let far = 2 * (units.len() - 1);
        let follow = |mut at: i64| {
            for _ in 0..2 {
                let (_, inst) = code[code.iter().position(|c| c.0 as i64 == at).unwrap_or(0)];
                at += Toy::target(inst).unwrap_or(0);
            }
            at
        };
        assert_eq!((follow(0), follow(6)), (far as i64, far as i64));
        // The island: the jump over two veneers, then the code goes on.
        let island = 2 * islands[0];
        let over = code.iter().find(|c| c.0 == island).map(|c| c.1);
        assert_eq!(
            over,
            Some(Inst::Jump {
                link: false,
                off: 12
            })
        );
        match build(false).0 {
            Err(e @ BufferError::OutOfRange { at: 0, .. }) => assert!(
                e.to_string()
                    .starts_with("the instruction at halfword 0: `boff` ="),
                "{e}"
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_jump_to_next_is_dropped_and_a_branch_over_a_jump_inverted() {
        let mut buf = Buffer::new();
        let (top, next, end) = (buf.new_label(), buf.new_label(), buf.new_label());
        ok(buf.bind(top));
        buf.emit(Inst::Nop16);
        // A final jump to the next label goes; a call stays.
        ok(buf.emit_to(JUMP, next));
        assert!(buf.drop_jump_to(next));
        ok(buf.emit_to(CALL, next));
        assert!(!buf.drop_jump_to(next));
        ok(buf.bind(next));
        // Pending jump ahead: beq next; jump end -> bne end.
        let next = buf.new_label();
        ok(buf.emit_to(BEQ, next));
        ok(buf.emit_to(JUMP, end));
        assert!(buf.drop_jump_to(next));
        ok(buf.bind(next));
        // Resolved jump behind, after a 16-bit form: bne next; jump top -> beq top.
        let next = buf.new_label();
        buf.emit(Inst::Nop16);
        ok(buf.emit_to(BNE, next));
        ok(buf.emit_to(JUMP, top));
        assert!(buf.drop_jump_to(next));
        ok(buf.bind(next));
        // After a dropped jump, the last instruction's start is not known: kept.
        let (next, gone) = (buf.new_label(), buf.new_label());
        ok(buf.emit_to(BEQ, next));
        ok(buf.emit_to(JUMP, top));
        ok(buf.emit_to(JUMP, gone));
        assert!(buf.drop_jump_to(gone));
        assert!(!buf.drop_jump_to(next));
        ok(buf.bind(next));
        ok(buf.bind(gone));
        ok(buf.bind(end));
        let code = ok(buf.finish());
        let got: Vec<(usize, Inst)> = walk(&code);
        assert_eq!(
            got,
            [
                (0, Inst::Nop16),
                (2, call_to(4)),
                (6, Inst::Branch { ne: true, off: 18 }),
                (10, Inst::Nop16),
                (
                    12,
                    Inst::Branch {
                        ne: false,
                        off: -12
                    }
                ),
                (16, Inst::Branch { ne: false, off: 8 }),
                (
                    20,
                    Inst::Jump {
                        link: false,
                        off: -20
                    }
                ),
            ]
        );
        // Behind and out of the branch's reach: kept.
        let mut buf = Buffer::new();
        let (top, next) = (buf.new_label(), buf.new_label());
        ok(buf.bind(top));
        for _ in 0..130 {
            buf.emit(Inst::Nop16);
        }
        ok(buf.emit_to(BEQ, next));
        ok(buf.emit_to(JUMP, top));
        assert!(!buf.drop_jump_to(next));
    }

    /// A call `off` bytes away.
    fn call_to(off: i64) -> Inst {
        Inst::Jump { link: true, off }
    }

    #[test]
    fn label_and_form_errors() {
        let mut buf = Buffer::new();
        let l = buf.new_label();
        assert_eq!(
            buf.emit_to(Inst::Nop32, l),
            Err(BufferError::NotPcRelative(Form::Nop32))
        );
        assert_eq!(
            BufferError::<Toy>::NotPcRelative(Form::Nop32).to_string(),
            "NOP32 has no PC-relative operand to point at a label"
        );
        ok(buf.bind(l));
        assert_eq!(buf.bind(l), Err(BufferError::AlreadyBound(l)));
        assert_eq!(
            BufferError::<Toy>::AlreadyBound(l).to_string(),
            "label 0 is bound twice"
        );
        let dangling = buf.new_label();
        ok(buf.emit_to(CALL, dangling));
        assert_eq!(buf.finish(), Err(BufferError::Unbound(dangling)));
    }
}
