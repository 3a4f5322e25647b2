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

use crate::{OperandError, ParseError};

mod declare;
mod patch;
#[cfg(test)]
mod tests;

pub use patch::{Patch, PatchCache};

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
    /// The bits every encoding of the form has: `word & mask == value` (the mask and value of
    /// the form's row in the generated `FORMS`).
    fn fixed_bits(form: Self::Form) -> (u32, u32);
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
    /// `emit_word_to` was given a word that is no encoding of the form it names.
    NotOfForm {
        /// The word.
        word: u32,
        /// The form it was said to have.
        form: M::Form,
    },
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
            BufferError::NotOfForm { word, form } => write!(
                f,
                "{word:#010x} is not an encoding of {}",
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

/// How many reaches of short branches a machine may have (one queue each: [`Target::short_reach`]).
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
    /// For each reach of short branches, the index in `fixups` from which its forward branches
    /// may still need a veneer: every fixup of that reach before it has its label bound. Fixups
    /// are in position order, so the first pending one of a reach has the nearest deadline.
    short_from: [usize; QUEUES],
    /// At most the nearest deadline of a pending short branch (`usize::MAX` when none): the test
    /// of [`Self::island_due`], made exact by `settle`.
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
            short_from: [0; QUEUES],
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
        self.emit_patched(patch.base(inst), form, patch, label)
    }

    /// Appends `word`, the encoding of a PC-relative instruction of `form` (its offset is
    /// replaced), whose target is `label`: [`emit_to`](Self::emit_to) for a word a typed encoder
    /// made (A64's `encode::b_cond(cond, zero)`, `zero` a `Target19` of 0), without building and
    /// encoding an `Inst`. A word that is not of `form` (its fixed bits differ) is refused, and
    /// so is a form without a PC-relative operand. On a form's first use the word is decoded to
    /// read the form's patch; after that it costs a mask test, a word store and, for a label not
    /// yet bound, a fixup.
    #[inline(always)]
    pub fn emit_word_to(
        &mut self,
        word: u32,
        form: M::Form,
        label: Label,
    ) -> Result<(), BufferError<M>> {
        let (mask, value) = M::fixed_bits(form);
        match Patch::<M>::of_form(form) {
            Some(patch) if word & mask == value => {
                self.emit_patched(word & !patch.mask, form, patch, label)
            }
            _ => self.emit_word_to_first(word, form, label),
        }
    }

    /// [`emit_word_to`](Self::emit_word_to) off its fast path: a word not of `form`, a form
    /// without a PC-relative operand, or the first use of a form (its patch read through
    /// [`emit_to`](Self::emit_to)).
    #[cold]
    #[inline(never)]
    fn emit_word_to_first(
        &mut self,
        word: u32,
        form: M::Form,
        label: Label,
    ) -> Result<(), BufferError<M>> {
        let (mask, value) = M::fixed_bits(form);
        if word & mask != value {
            return Err(BufferError::NotOfForm { word, form });
        }
        match M::decode(word).filter(|&inst| M::form(inst) == form) {
            Some(inst) => self.emit_to(inst, label),
            None => Err(BufferError::NotPcRelative(form)),
        }
    }

    /// Appends `base` (an instruction of `form` with a zero offset, placed by `patch`) aimed at
    /// `label`: patched now when the label is bound, else kept as a fixup.
    #[inline(always)]
    fn emit_patched(
        &mut self,
        base: u32,
        form: M::Form,
        patch: &Patch<M>,
        label: Label,
    ) -> Result<(), BufferError<M>> {
        let at = self.units.len();
        let size = M::size(form);
        match self.bound(label) {
            // A backward target: resolved now, no fixup to keep.
            Some(target) => {
                let Some(w) = patch.apply_to(base, at, target) else {
                    return self.emit_out_of_reach(base, form, label, target);
                };
                self.start_instruction();
                <M::Unit as Unit>::push(&mut self.units, w, size);
            }
            None => {
                self.start_instruction();
                <M::Unit as Unit>::push(&mut self.units, base, size);
                if let Some((_, reach)) = M::short_reach(form) {
                    self.deadline = self.deadline.min(at + reach);
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

    /// Appends `base` (an instruction of `form` with a zero offset) aimed at `label`, bound at
    /// `target` behind the branch's reach (or where its patch cannot place the offset): its
    /// inverse skips a jump to the target, as an island's veneer does for a target ahead, or
    /// the encoder places the offset (and reports it out of range).
    #[cold]
    #[inline(never)]
    fn emit_out_of_reach(
        &mut self,
        base: u32,
        form: M::Form,
        label: Label,
        target: usize,
    ) -> Result<(), BufferError<M>> {
        let at = self.units.len();
        let w = match self.far_backward(form, base, at) {
            Some((inverse, w)) => {
                self.start_instruction();
                <M::Unit as Unit>::push(&mut self.units, w, M::size(inverse));
                let jump = M::jump().map_err(|error| self.range_error(error))?;
                return self.emit_to(jump, label);
            }
            None => match M::decode(base) {
                Some(inst) => slow::<M>(at, inst, target)?,
                None => return Err(BufferError::NotPcRelative(form)),
            },
        };
        self.start_instruction();
        <M::Unit as Unit>::push(&mut self.units, w, M::size(form));
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

    /// Moves past the short branches whose labels are bound by now (their targets are behind
    /// them, in reach) and makes the deadline exact; whether a short branch is still pending.
    fn settle(&mut self) -> bool {
        let mut deadline = usize::MAX;
        for q in 0..QUEUES {
            let mut i = self.short_from[q];
            while let Some(f) = self.fixups.get(i) {
                match M::short_reach(f.form) {
                    Some((queue, reach)) if queue == q && self.bound(f.label).is_none() => {
                        deadline = deadline.min(f.at as usize + reach);
                        break;
                    }
                    _ => i += 1,
                }
            }
            self.short_from[q] = i;
        }
        self.deadline = deadline;
        deadline != usize::MAX
    }

    /// Removes the last fixup, keeping every reach's start within the fixups.
    fn pop_fixup(&mut self) {
        self.fixups.pop();
        let len = self.fixups.len();
        for from in &mut self.short_from {
            *from = (*from).min(len);
        }
    }

    /// Writes an island here: a jump over it, then for each pending short-reach branch to a
    /// label not yet bound a jump to the label (a veneer), which the branch is pointed at.
    pub fn emit_island(&mut self) -> Result<(), BufferError<M>> {
        if !self.settle() {
            return Ok(());
        }
        // The pending short branches, by deadline.
        let mut pending: Vec<(usize, usize)> = Vec::new();
        for q in 0..QUEUES {
            for (i, f) in self.fixups.iter().enumerate().skip(self.short_from[q]) {
                if let Some((queue, reach)) = M::short_reach(f.form)
                    && queue == q
                    && self.bound(f.label).is_none()
                {
                    pending.push((f.at as usize + reach, i));
                }
            }
        }
        pending.sort_unstable();
        let over = self.new_label();
        self.emit_to(M::jump().map_err(|error| self.range_error(error))?, over)?;
        let veneers = self.fixups.len();
        for (_, i) in pending {
            let label = self.fixups[i].label;
            let veneer = self.new_label();
            self.bind(veneer)?;
            self.emit_to(M::jump().map_err(|error| self.range_error(error))?, label)?;
            self.fixups[i].label = veneer;
        }
        self.short_from = [veneers; QUEUES];
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
        self.pop_fixup();
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
            self.pop_fixup();
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
            self.pop_fixup();
            self.settle();
        }
        self.units.truncate(jump);
        self.last = at;
        true
    }

    /// Resolves every fixup and returns the units.
    pub fn finish(mut self) -> Result<Vec<M::Unit>, BufferError<M>> {
        // The patch of the last fixup's form: a run of fixups of one form (the common case)
        // reads the cache once.
        let mut last: Option<(M::Form, Option<&Patch<M>>)> = None;
        for Fixup { at, label, form } in std::mem::take(&mut self.fixups) {
            let target = self.bound(label).ok_or(BufferError::Unbound(label))?;
            let at = at as usize;
            let word = self.read(at);
            let patch = match last {
                Some((f, patch)) if f == form => patch,
                _ => {
                    let patch = Patch::<M>::of_form(form);
                    last = Some((form, patch));
                    patch
                }
            };
            let patched = patch
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
