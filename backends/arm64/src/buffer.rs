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

use core::fmt;

use crate::{Form, Inst, OperandError, ParseError};

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

/// Instruction words with labels and pending fixups.
#[derive(Clone, Debug)]
pub struct CodeBuffer {
    words: Vec<u32>,
    labels: Vec<Option<usize>>,
    fixups: Vec<(usize, Inst, Label)>,
    /// The position the last label was bound to (positions only grow: a label is bound where
    /// the code ends, and [`CodeBuffer::drop_jump_to`] never removes a word a label follows).
    last_bound: Option<usize>,
    /// Forward short-reach branches that may still need a veneer: the last word their target may
    /// be at, and their index in `fixups`, nearest first.
    short: std::collections::BinaryHeap<std::cmp::Reverse<(usize, usize)>>,
    /// The first entry of `short` (`usize::MAX` when none): the test of [`Self::island_due`].
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
            short: std::collections::BinaryHeap::new(),
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
    pub fn new_label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() as u32 - 1)
    }

    /// Binds `label` to the next instruction's position.
    pub fn bind(&mut self, label: Label) -> Result<(), BufferError> {
        match self.labels.get_mut(label.0 as usize) {
            Some(slot @ None) => {
                *slot = Some(self.words.len());
                self.last_bound = Some(self.words.len());
                Ok(())
            }
            _ => Err(BufferError::AlreadyBound(label)),
        }
    }

    /// Appends a PC-relative instruction whose target is `label`; its offset is filled in now if
    /// the label is bound, otherwise by [`finish`](Self::finish).
    pub fn emit_to(&mut self, inst: Inst, label: Label) -> Result<(), BufferError> {
        if inst.target().is_none() {
            return Err(BufferError::NotPcRelative(inst.form()));
        }
        let at = self.words.len();
        match self.labels.get(label.0 as usize).copied().flatten() {
            // A backward target: resolved now, no fixup to keep.
            Some(target) => self.words.push(resolve(at, inst, target)?.encode()),
            None => {
                self.words.push(inst.encode());
                if let Some(reach) = short_reach(inst) {
                    let last = at + reach;
                    self.short
                        .push(std::cmp::Reverse((last, self.fixups.len())));
                    self.deadline = self.deadline.min(last);
                }
                self.fixups.push((at, inst, label));
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
        while let Some(&std::cmp::Reverse((_, i))) = self.short.peek() {
            let (_, _, label) = self.fixups[i];
            if self.labels[label.0 as usize].is_none() {
                break;
            }
            self.short.pop();
        }
        self.deadline = self.short.peek().map_or(usize::MAX, |r| r.0.0);
        self.deadline != usize::MAX
    }

    /// Writes an island here: a `B` over it, then for each pending short-reach branch to a label
    /// not yet bound a `B label` veneer, which the branch is pointed at.
    pub fn emit_island(&mut self) -> Result<(), BufferError> {
        self.settle();
        if self.short.is_empty() {
            return Ok(());
        }
        let over = self.new_label();
        self.emit_to(Inst::b(0).map_err(|error| self.range_error(error))?, over)?;
        for std::cmp::Reverse((_, i)) in std::mem::take(&mut self.short) {
            let (_, _, label) = self.fixups[i];
            if self.labels[label.0 as usize].is_some() {
                continue;
            }
            let veneer = self.new_label();
            self.bind(veneer)?;
            self.emit_to(Inst::b(0).map_err(|error| self.range_error(error))?, label)?;
            self.fixups[i].2 = veneer;
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
    /// itself then stands for what comes next, where the jump went.
    pub fn drop_jump_to(&mut self, label: Label) -> bool {
        let end = self.words.len();
        let Some(&(at, inst, to)) = self.fixups.last() else {
            return false;
        };
        if at + 1 != end || to != label || inst.form() != Form::B || self.last_bound == Some(end) {
            return false;
        }
        self.fixups.pop();
        self.words.pop();
        true
    }

    /// Resolves every fixup and returns the words.
    pub fn finish(mut self) -> Result<Vec<u32>, BufferError> {
        for (at, mut inst, label) in std::mem::take(&mut self.fixups) {
            let target = self
                .labels
                .get(label.0 as usize)
                .copied()
                .flatten()
                .ok_or(BufferError::Unbound(label))?;
            inst = resolve(at, inst, target)?;
            self.words[at] = inst.encode();
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

/// How many words ahead a branch of short reach may point (`None` for other forms: B and BL
/// reach ±128 MiB, and a veneer cannot stand in for an address (ADR, ADRP, LDR literal)).
fn short_reach(inst: Inst) -> Option<usize> {
    let bits = match inst.form() {
        Form::BCond | Form::CbzW | Form::CbnzW | Form::CbzX | Form::CbnzX => 19,
        Form::TbzW | Form::TbnzW | Form::TbzX | Form::TbnzX => 14,
        _ => return None,
    };
    // A signed word offset of `bits` bits: at most 2^(bits-1) - 1 words ahead.
    Some((1usize << (bits - 1)) - 1)
}

/// `inst`, emitted at word `at`, with its target set to word `target`.
fn resolve(at: usize, mut inst: Inst, target: usize) -> Result<Inst, BufferError> {
    let (from, to) = (at as i64 * 4, target as i64 * 4);
    let offset = if inst.form() == Form::Adrp {
        (to & !4095) - (from & !4095)
    } else {
        to - from
    };
    inst.set_target(offset)
        .map_err(|error| BufferError::OutOfRange { at, error })?;
    Ok(inst)
}
