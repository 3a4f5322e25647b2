//! Emission of an allocated LIR function, for any [`Target`]: owns the frame (the frame record,
//! the callee-saved registers the allocation touched, the spill slots), the prologue and the
//! epilogue before each return, the block labels, and the moves regalloc2 inserted (register to
//! register, spill, reload), each emitted through the target's copy and its load or store at a
//! base register. Every LIR instruction goes through the generated `emit` with its allocated
//! registers; a branch's final jump to the block laid out right after it is then taken back
//! (the code falls through), as Cranelift's buffer does.
//!
//! Frame, from the stack pointer up: the outgoing stack arguments of the calls it makes (past
//! the argument registers, one slot of the calling convention each), spill slots (8 bytes each),
//! saved callee-saved registers, the stack reservations (the deepest `frame_addr` depth, rounded
//! to the stack's alignment, right below the frame pointer and zeroed by the prologue), then the
//! frame record (frame pointer and link register) that the prologue pushes first. The function's
//! own stack arguments lie above the frame record; regalloc2 sees both kinds of stack argument
//! as fixed registers ([`crate::regalloc::StackArg`]) and the moves in and out of them become
//! loads and stores.
//!
//! Every fact of the calling convention (stack pointer, frame pointer, link register, the
//! callee-saved registers, the scratch registers used by hand, the stack arguments' slots and
//! alignment) comes from the table's `abi` through [`Target::ABI`]; the machine instructions the
//! frame code is made of are the target's.

use core::fmt;

use opforge_cfg::lir::{Abi, Bank, EmitError, LirOpcode, RegClassInfo, controlling_type_of};
use opforge_cfg::{Function, Operand as CfgOperand};
use regalloc2::{Allocation, Edit, Function as _, InstOrEdit, Output, PReg, RegClass};

use crate::regalloc::{RaFunction, STACK_ARGS, StackArg, stack_arg};
use crate::target::{CodeSink, LabelOf, Target, far_base, frame_pointer};

/// The frame record's bytes: the frame pointer and the link register, two 64-bit registers the
/// prologue pushes.
pub const FRAME_RECORD: i64 = 16;

/// The bytes of a spill slot or of a saved callee-saved register (the 64 bits of a general or
/// floating-point register).
const SLOT: usize = 8;

/// Why a function could not be emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FunctionEmitError {
    /// An instruction's emission failed.
    Inst {
        /// The LIR instruction.
        inst: opforge_cfg::Inst,
        /// Why.
        error: EmitError,
    },
    /// An allocation is not a register where the emission needs one.
    NotARegister {
        /// The LIR instruction.
        inst: opforge_cfg::Inst,
    },
    /// The frame is larger than the target's frame code makes ([`Target::MAX_FRAME`]).
    FrameTooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// The target's largest frame.
        max: usize,
    },
    /// A move between stack slots, which regalloc2 never inserts.
    StackToStack,
    /// A `stack_slot` whose alignment is not a power of two up to [`MAX_SLOT_ALIGN`].
    BadStackSlot {
        /// The slot's number.
        slot: usize,
        /// Its alignment.
        align: i64,
    },
    /// The code buffer refused a label or a target.
    Buffer(String),
}

impl fmt::Display for FunctionEmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FunctionEmitError::Inst { inst, error } => write!(f, "{inst}: {error}"),
            FunctionEmitError::NotARegister { inst } => {
                write!(
                    f,
                    "{inst}: an operand was given a stack slot where a register is needed"
                )
            }
            FunctionEmitError::FrameTooLarge { bytes, max } => {
                write!(f, "a frame of {bytes} bytes; at most {max} are supported")
            }
            FunctionEmitError::StackToStack => f.write_str("a move from one stack slot to another"),
            FunctionEmitError::BadStackSlot { slot, align } => write!(
                f,
                "stack slot {slot}: alignment {align} is not a power of two up to {MAX_SLOT_ALIGN}"
            ),
            FunctionEmitError::Buffer(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for FunctionEmitError {}

/// The frame of an allocated function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Bytes of outgoing stack arguments at the stack pointer (a multiple of 16).
    pub outgoing: usize,
    /// Spill slots.
    pub spill_slots: usize,
    /// Callee-saved registers to keep: (bank, hardware number), in order.
    pub saved: Vec<(Bank, u8)>,
    /// Bytes of stack reservations right below the frame record (a multiple of 16): the
    /// zeroed `frame_addr` reservations, then the stack slots.
    pub reserved: usize,
    /// Bytes of the reservations, from the frame record down, the prologue zeroes (the
    /// `frame_addr` ones; a multiple of 16).
    pub zeroed: usize,
    /// Bytes below the frame record (spill slots, saved registers and reservations, a
    /// multiple of 16).
    pub size: usize,
}

impl Frame {
    /// The offset from the stack pointer of spill slot `slot`.
    pub fn slot_offset(&self, slot: usize) -> i64 {
        (self.outgoing + SLOT * slot) as i64
    }

    /// The offset from the stack pointer where saved register number `k` of [`Frame::saved`]
    /// is kept.
    fn saved_offset(&self, k: usize) -> i64 {
        self.slot_offset(self.spill_slots + k)
    }

    /// The frame of `output` under `Op`'s calling convention: the callee-saved registers its
    /// allocations and moves touch, and `reserved` bytes of zeroed stack reservations (rounded
    /// up to the stack's alignment).
    pub fn of<Op: LirOpcode>(abi: &Abi, output: &Output, reserved: usize) -> Frame {
        Frame::with_slots::<Op>(abi, output, reserved, 0)
    }

    /// [`Frame::of`] with `slots` more bytes of stack slots below the `zeroed` bytes of
    /// reservations (each rounded up to the stack's alignment).
    pub fn with_slots<Op: LirOpcode>(
        abi: &Abi,
        output: &Output,
        zeroed: usize,
        slots: usize,
    ) -> Frame {
        // The registers named, one bit per class and number (the stack arguments' registers
        // too: their numbers lie above the machine's); the callee-saved ones are saved.
        let mut used = [0u64; 3];
        let mut note = |a: Allocation| {
            if let Some(p) = a.as_reg() {
                used[p.class() as usize] |= 1 << (p.hw_enc() & 63);
            }
        };
        for &a in &output.allocs {
            note(a);
        }
        for (_, Edit::Move { from, to }) in &output.edits {
            note(*from);
            note(*to);
        }
        // The outgoing stack arguments: as deep as the highest one named.
        let mut outgoing = 0;
        for class in [RegClass::Int, RegClass::Float, RegClass::Vector] {
            for k in 0..STACK_ARGS {
                let p = StackArg::Outgoing(k).preg(class);
                if used[class as usize] >> (p.hw_enc() & 63) & 1 == 1 {
                    outgoing = outgoing.max(abi.stack.offset(k + 1));
                }
            }
        }
        let mut saved: Vec<(Bank, u8)> = Vec::new();
        for (bank, class) in [
            (Bank::Int, RegClass::Int),
            (Bank::Float, RegClass::Float),
            (Bank::Vector, RegClass::Vector),
        ] {
            let Some(table_class) = table_class(Op::REG_CLASSES, class) else {
                continue;
            };
            for hw in 0..64u8 {
                if used[class as usize] >> hw & 1 == 1 && abi.is_callee_saved(table_class, hw) {
                    saved.push((bank, hw));
                }
            }
        }
        let outgoing = abi.stack.align_up(outgoing);
        let bytes = outgoing + SLOT * (output.num_spillslots + saved.len());
        let zeroed = abi.stack.align_up(zeroed);
        let reserved = zeroed + abi.stack.align_up(slots);
        Frame {
            outgoing,
            spill_slots: output.num_spillslots,
            size: abi.stack.align_up(bytes) + reserved,
            reserved,
            zeroed,
            saved,
        }
    }
}

fn bank_of(class: RegClass) -> Bank {
    match class {
        RegClass::Int => Bank::Int,
        RegClass::Float => Bank::Float,
        RegClass::Vector => Bank::Vector,
    }
}

/// The register class of the table (of its `classes`) whose registers regalloc2 allocates as
/// `class` (the first of its bank), if any.
pub fn table_class(classes: &[RegClassInfo], class: RegClass) -> Option<u8> {
    classes
        .iter()
        .position(|c| crate::regalloc::reg_class(c.bank) == class)
        .and_then(|i| u8::try_from(i).ok())
}

/// Emits `func` (allocated by `output`) for target `T` at `entry` in `buf`; calls resolve
/// through `custom`.
pub fn emit_function<T: Target>(
    func: &Function<T::Op>,
    ra: &RaFunction,
    output: &Output,
    entry: LabelOf<T>,
    buf: &mut T::Buffer,
    custom: &mut T::Custom,
) -> Result<Frame, FunctionEmitError> {
    let layout = StackLayout::of::<T>(func)?;
    T::set_stack_slots(custom, &layout.depths);
    let frame = Frame::with_slots::<T::Op>(T::ABI, output, layout.zeroed, layout.slots);
    if frame.size > T::MAX_FRAME {
        return Err(FunctionEmitError::FrameTooLarge {
            bytes: frame.size,
            max: T::MAX_FRAME,
        });
    }
    buf.bind(entry).map_err(buffer_error)?;
    prologue::<T>(&frame, buf)?;
    let own: Vec<LabelOf<T>> = (0..func.block_count()).map(|_| buf.new_label()).collect();
    // A branch to a block that only jumps on goes where that block goes; the block itself is
    // not emitted (nothing falls into it: every block ends in a jump or a return).
    let forward = forwarding(ra, output);
    let labels: Vec<LabelOf<T>> = (0..func.block_count())
        .map(|b| own[forward.get(b).copied().unwrap_or(b)])
        .collect();
    let emitted: Vec<usize> = (0..ra.blocks.len())
        .filter(|&bi| bi == 0 || forward[ra.blocks[bi].index()] == ra.blocks[bi].index())
        .collect();
    let mut scratch = Scratch::default();
    for (k, &bi) in emitted.iter().enumerate() {
        let block = ra.blocks[bi];
        buf.bind(own[block.index()]).map_err(buffer_error)?;
        // Whether the last thing emitted in the block is a branch.
        let mut ends_in_branch = false;
        for item in output.block_insts_and_edits(ra, regalloc2::Block::new(bi)) {
            // Before a short branch (B.cond, CBNZ: ±1 MiB) ahead could fall out of reach, an
            // island of veneers goes here, behind a jump over it.
            if buf.island_due(ITEM_BYTES / T::Buffer::UNIT_BYTES) {
                buf.emit_island().map_err(buffer_error)?;
            }
            ends_in_branch = false;
            match item {
                InstOrEdit::Edit(Edit::Move { from, to }) => {
                    move_value::<T>(*from, *to, &frame, buf)?;
                }
                InstOrEdit::Inst(i) => {
                    let Some(inst) = ra.insts[i.index()] else {
                        continue; // the arguments pseudo-instruction
                    };
                    if ra.is_ret(i) {
                        epilogue::<T>(&frame, buf)?;
                    }
                    let allocs = output.inst_allocs(i);
                    instruction::<T>(func, inst, allocs, &labels, &mut scratch, buf, custom)?;
                    ends_in_branch = ra.is_branch(i);
                }
            }
        }
        // A branch's last jump to the block laid out next falls through instead.
        if ends_in_branch && let Some(&next) = emitted.get(k + 1) {
            buf.drop_jump_to(own[ra.blocks[next].index()]);
        }
    }
    Ok(frame)
}

/// A buffer's refusal of a label or a target.
fn buffer_error(e: impl fmt::Display) -> FunctionEmitError {
    FunctionEmitError::Buffer(e.to_string())
}

/// Per LIR block, the block a branch to it may go to instead: itself, or for a block whose
/// whole code after allocation is one jump (no moves, no operands) where that jump leads,
/// followed through chains of such blocks. The entry block keeps its own place; a cycle of
/// jumps (an empty endless loop) keeps its first block.
fn forwarding(ra: &RaFunction, output: &Output) -> Vec<usize> {
    let count = ra.blocks.iter().map(|b| b.index() + 1).max().unwrap_or(0);
    let mut next: Vec<usize> = (0..count).collect();
    for (bi, &block) in ra.blocks.iter().enumerate().skip(1) {
        let rb = regalloc2::Block::new(bi);
        let mut items = output.block_insts_and_edits(ra, rb);
        let (Some(InstOrEdit::Inst(i)), None) = (items.next(), items.next()) else {
            continue;
        };
        if ra.is_branch(i)
            && ra.insts[i.index()].is_some()
            && output.inst_allocs(i).is_empty()
            && let [succ] = ra.block_succs(rb)
        {
            next[block.index()] = ra.blocks[succ.index()].index();
        }
    }
    (0..count)
        .map(|b| {
            let mut at = b;
            for _ in 0..count {
                if next[at] == at {
                    return at;
                }
                at = next[at];
            }
            b
        })
        .collect()
}

/// The largest alignment of a stack slot: the frame pointer's (the stack's alignment).
pub const MAX_SLOT_ALIGN: i64 = 16;

/// Where a function's stack reservations lie below its frame record: the deepest `frame_addr`
/// depth (zeroed by the prologue), then each `stack_slot` in the order of the layout.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StackLayout {
    /// Bytes of `frame_addr` reservations, rounded up to 16.
    pub zeroed: usize,
    /// The depth below the frame record of each stack slot, by number: a multiple of its
    /// alignment (the frame record is 16-byte aligned), at least its size past [`Self::zeroed`]
    /// and past the slots before it.
    pub depths: Vec<u32>,
    /// Bytes of stack slots below the `frame_addr` reservations.
    pub slots: usize,
}

impl StackLayout {
    /// The layout of `func`'s `frame_addr` reservations and `stack_slot`s.
    pub fn of<T: Target>(func: &Function<T::Op>) -> Result<StackLayout, FunctionEmitError> {
        let mut deepest = 0usize;
        let mut slots = Vec::new();
        for d in func
            .layout()
            .iter()
            .flat_map(|&b| func.block_insts(b))
            .filter_map(|&i| func.inst(i))
        {
            let imm = |k| match d.operand(k) {
                Some(CfgOperand::Imm(v)) => v,
                _ => 0,
            };
            if d.opcode == T::FRAME_ADDR {
                deepest = deepest.max(usize::try_from(imm(0)).unwrap_or(usize::MAX));
            } else if d.opcode == T::STACK_SLOT {
                slots.push((imm(0), imm(1)));
            }
        }
        let too_large = |bytes| FunctionEmitError::FrameTooLarge {
            bytes,
            max: T::MAX_FRAME,
        };
        if deepest > T::MAX_FRAME {
            return Err(too_large(deepest));
        }
        let zeroed = T::ABI.stack.align_up(deepest);
        let mut depth = zeroed;
        let mut depths = Vec::with_capacity(slots.len());
        for (slot, (size, align)) in slots.into_iter().enumerate() {
            if !(1..=MAX_SLOT_ALIGN).contains(&align) || !(align as u64).is_power_of_two() {
                return Err(FunctionEmitError::BadStackSlot { slot, align });
            }
            let (size, align) = (usize::try_from(size).unwrap_or(usize::MAX), align as usize);
            depth = depth
                .checked_add(size)
                .map(|d| d.next_multiple_of(align))
                .filter(|&d| d <= T::MAX_FRAME)
                .ok_or(too_large(depth.saturating_add(size)))?;
            depths.push(u32::try_from(depth).map_err(|_| too_large(depth))?);
        }
        Ok(StackLayout {
            zeroed,
            depths,
            slots: depth - zeroed,
        })
    }
}

/// More bytes than one instruction or move of a function emits (with the epilogue before a
/// return): the look-ahead of [`CodeSink::island_due`].
const ITEM_BYTES: usize = 256;

/// The operand lists of one instruction, kept from one instruction to the next.
struct Scratch<L> {
    regs: Vec<u8>,
    imms: Vec<i64>,
    targets: Vec<L>,
}

impl<L> Default for Scratch<L> {
    fn default() -> Self {
        Scratch {
            regs: Vec::new(),
            imms: Vec::new(),
            targets: Vec::new(),
        }
    }
}

/// One LIR instruction with its allocations.
fn instruction<T: Target>(
    func: &Function<T::Op>,
    inst: opforge_cfg::Inst,
    allocs: &[Allocation],
    labels: &[LabelOf<T>],
    scratch: &mut Scratch<LabelOf<T>>,
    buf: &mut T::Buffer,
    custom: &mut T::Custom,
) -> Result<(), FunctionEmitError> {
    let Some(data) = func.inst(inst) else {
        return Ok(());
    };
    let Scratch {
        regs,
        imms,
        targets,
    } = scratch;
    regs.clear();
    for a in allocs {
        // Not `ok_or`: the error, built eagerly, would be dropped for every operand.
        let Some(p) = a.as_reg() else {
            return Err(FunctionEmitError::NotARegister { inst });
        };
        regs.push(p.hw_enc() as u8);
    }
    // One walk over the operands: each one's immediate (0 for the others) and each block
    // target's label, in order.
    imms.clear();
    targets.clear();
    for o in data.operands() {
        imms.push(match o {
            CfgOperand::Imm(v) => v,
            CfgOperand::Block(call) => {
                targets.push(labels[call.block.index()]);
                0
            }
            CfgOperand::Value(_) => 0,
        });
    }
    let ty = controlling_type_of(func, &data);
    T::emit(data.opcode, ty, imms, regs, targets, buf, custom)
        .map_err(|error| FunctionEmitError::Inst { inst, error })
}

/// Where a move's end lies: a register, or a stack location with its base register and offset.
enum Place {
    Reg(PReg),
    Stack(u8, i64),
}

/// The place of allocation `a` in `frame` under `abi`: a spill slot or a stack argument is a
/// stack place.
fn place(abi: &Abi, a: Allocation, frame: &Frame) -> Result<Place, FunctionEmitError> {
    let sp = abi.stack_pointer.hw;
    if let Some(s) = a.as_stack() {
        return Ok(Place::Stack(sp, frame.slot_offset(s.index())));
    }
    let Some(p) = a.as_reg() else {
        return Err(FunctionEmitError::StackToStack);
    };
    Ok(match stack_arg(p) {
        Some(StackArg::Incoming(k)) => Place::Stack(
            frame_pointer(abi),
            FRAME_RECORD + abi.stack.offset(k) as i64,
        ),
        Some(StackArg::Outgoing(k)) => Place::Stack(sp, abi.stack.offset(k) as i64),
        None => Place::Reg(p),
    })
}

/// A move regalloc2 inserted, through the target's copy, store and load; a move between two
/// stack places goes through the `abi`'s second scratch register.
fn move_value<T: Target>(
    from: Allocation,
    to: Allocation,
    frame: &Frame,
    buf: &mut T::Buffer,
) -> Result<(), FunctionEmitError> {
    let class = from
        .as_reg()
        .or(to.as_reg())
        .map_or(RegClass::Int, |p| p.class());
    let ty = T::move_type(bank_of(class));
    match (place(T::ABI, from, frame)?, place(T::ABI, to, frame)?) {
        (Place::Reg(f), Place::Reg(t)) => T::copy(ty, f.hw_enc() as u8, t.hw_enc() as u8, buf),
        (Place::Reg(f), Place::Stack(base, off)) => {
            T::access(true, ty, f.hw_enc() as u8, base, off, buf)
        }
        (Place::Stack(base, off), Place::Reg(t)) => {
            T::access(false, ty, t.hw_enc() as u8, base, off, buf)
        }
        (Place::Stack(fb, fo), Place::Stack(tb, to)) => {
            // Only near places: the second scratch register carries the value.
            if fo > T::NEAR || to > T::NEAR {
                return Err(FunctionEmitError::StackToStack);
            }
            let (far, int) = (far_base(T::ABI), T::move_type(Bank::Int));
            T::access(false, int, far, fb, fo, buf)?;
            T::access(true, int, far, tb, to, buf)
        }
    }
}

/// Push the frame record, point the frame pointer at it, move the stack pointer down by the
/// frame's size; then the reservations zeroed and the callee-saved registers stored above the
/// spill slots.
fn prologue<T: Target>(frame: &Frame, buf: &mut T::Buffer) -> Result<(), FunctionEmitError> {
    T::push_frame_record(buf)?;
    T::adjust_sp(buf, frame.size, true)?;
    // The reservations start zeroed, as the interpreter's do: a store of zero over each 8
    // bytes, or a loop when they are large.
    let stores = if frame.zeroed <= ZERO_BY_STORES {
        frame.size - frame.zeroed..frame.size
    } else {
        T::zero_loop(buf, frame.zeroed)?;
        0..0
    };
    let sp = T::ABI.stack_pointer.hw;
    let int = T::move_type(Bank::Int);
    for off in stores.step_by(SLOT) {
        T::access(true, int, T::ZERO, sp, off as i64, buf)?;
    }
    for (k, &(bank, hw)) in frame.saved.iter().enumerate() {
        T::access(true, T::move_type(bank), hw, sp, frame.saved_offset(k), buf)?;
    }
    Ok(())
}

/// Reservations up to this many bytes are zeroed by one store per 8 bytes; larger ones by a
/// loop.
pub const ZERO_BY_STORES: usize = 256;

/// The callee-saved registers reloaded, the stack pointer moved back up by the frame's size,
/// the frame record popped.
fn epilogue<T: Target>(frame: &Frame, buf: &mut T::Buffer) -> Result<(), FunctionEmitError> {
    let sp = T::ABI.stack_pointer.hw;
    for (k, &(bank, hw)) in frame.saved.iter().enumerate() {
        T::access(
            false,
            T::move_type(bank),
            hw,
            sp,
            frame.saved_offset(k),
            buf,
        )?;
    }
    T::adjust_sp(buf, frame.size, false)?;
    T::pop_frame_record(buf)
}
