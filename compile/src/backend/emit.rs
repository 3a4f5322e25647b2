//! Emission of an allocated LIR function: owns the frame (the frame record x29/x30, the
//! callee-saved registers the allocation touched, the spill slots), the prologue and the
//! epilogue before each return, the block labels, and the moves regalloc2 inserted (register to
//! register, spill, reload), each emitted through the table's own `copy`, `store` and `load`
//! rows with the stack pointer as the base. Every LIR instruction goes through the generated
//! `emit` with its allocated registers; a branch's final jump to the block laid out right after
//! it is then taken back (the code falls through), as Cranelift's buffer does.
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
//! alignment) comes from the table's `abi` through the generated [`ABI`]; the A64 forms the frame
//! code is made of are the machine's.

use core::fmt;

use opforge_arm64::{CodeBuffer, Inst, Label, Off8, XReg, XRegOrSp, encode};
use opforge_cfg::lir::{Bank, EmitError, HwReg, controlling_type_of};
use opforge_cfg::{Function, Operand as CfgOperand};
use regalloc2::{Allocation, Edit, Function as _, InstOrEdit, Output, PReg, RegClass};

use crate::custom::A64Custom;
use crate::lir::{ABI, Opcode, Operands, REG_CLASSES, Type, emit};
use crate::regalloc::{RaFunction, STACK_ARGS, StackArg, stack_arg};

/// The stack pointer's number (in an `XRegOrSp` operand): the `abi`'s.
const SP: u8 = ABI.stack_pointer.hw;

/// The zero register's number in an `XReg` operand (the machine's `xzr`).
const XZR: u8 = XReg::XZR.index();

/// The class of the stack pointer, the class of addresses: the scratch registers the emitter
/// uses by hand are this class's.
const ADDRESS_CLASS: u8 = ABI.stack_pointer.class;

/// A register of the `abi` the compiler cannot do without; a table without it does not build.
const fn needed(reg: Option<HwReg>, what: &str) -> u8 {
    match reg {
        Some(r) => r.hw,
        None => panic!("{}", what),
    }
}

/// The frame pointer (x29 under AAPCS64): the `abi`'s.
pub const FRAME_POINTER: u8 = needed(
    ABI.frame_pointer,
    "spec/lir-arm64.yaml: the `abi` names no `frame_pointer`, which the frame needs",
);

/// The link register (x30 under AAPCS64; saved with the frame pointer in the frame record): the
/// `abi`'s.
pub const LINK_REGISTER: u8 = needed(
    ABI.link_register,
    "spec/lir-arm64.yaml: the `abi` names no `link_register`, which the frame record saves",
);

/// A scratch register of the `abi`'s address class.
const fn scratch(k: usize, what: &str) -> u8 {
    match ABI.scratch(ADDRESS_CLASS, k) {
        Some(r) => r,
        None => panic!("{}", what),
    }
}

/// The first scratch register of the `abi` (x16 under AAPCS64): the trap code handed to the
/// harness's trap stub, and the pointer of the prologue's zeroing loop.
pub const SCRATCH: u8 = scratch(
    0,
    "spec/lir-arm64.yaml: the `abi` of the stack pointer's class needs two scratch registers",
);

/// The frame record's bytes: the frame pointer and the link register, a pair of 64-bit
/// registers the prologue pushes (`stp`).
const FRAME_RECORD: i64 = 16;

/// The bytes of a spill slot or of a saved callee-saved register (the 64 bits of a general or D
/// register).
const SLOT: usize = 8;

/// The general registers the emitter and the hand-written emissions of [`crate::custom`] use by
/// hand, each with its use: `spec/lir-arm64.yaml` must keep every one from values (as the
/// class's scratch or among its `reserved`), which `compile/tests/regalloc.rs` checks against
/// the generated rows.
pub const HAND_USED: [(u8, &str); 4] = [
    (
        SCRATCH,
        "the trap code set before branching to the harness's stub",
    ),
    (
        FAR_BASE,
        "the base of a far stack slot and the target of a call through the table",
    ),
    (FRAME_POINTER, "the frame pointer"),
    (LINK_REGISTER, "the link register"),
];

/// The largest frame: two 12-bit immediates move the stack pointer by up to 2^24 - 1 bytes.
pub const MAX_FRAME: usize = (1 << 24) - 16;

/// `sub sp, sp, #size` (or `add`), as one or two instructions (the high part shifted by 12).
fn adjust_sp(buf: &mut CodeBuffer, size: usize, down: bool) -> Result<(), FunctionEmitError> {
    let sp = XRegOrSp::new(SP).map_err(frame_error)?;
    let (hi, lo) = ((size >> 12) as i64, (size & 0xfff) as i64);
    for (part, shift) in [(hi, 12), (lo, 0)] {
        if part == 0 {
            continue;
        }
        let inst = if down {
            Inst::sub_x_imm(sp, sp, part, shift)
        } else {
            Inst::add_x_imm(sp, sp, part, shift)
        };
        buf.emit(inst.map_err(frame_error)?);
    }
    Ok(())
}

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
    /// The frame is larger than two immediates move the stack pointer by ([`MAX_FRAME`]
    /// bytes).
    FrameTooLarge {
        /// Its size in bytes.
        bytes: usize,
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
            FunctionEmitError::FrameTooLarge { bytes } => {
                write!(
                    f,
                    "a frame of {bytes} bytes; at most {MAX_FRAME} are supported"
                )
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

    /// The frame of `output`: the callee-saved registers its allocations and moves touch, and
    /// `reserved` bytes of zeroed stack reservations (rounded up to 16).
    pub fn of(output: &Output, reserved: usize) -> Frame {
        Frame::with_slots(output, reserved, 0)
    }

    /// [`Frame::of`] with `slots` more bytes of stack slots below the `zeroed` bytes of
    /// reservations (each rounded up to 16).
    pub fn with_slots(output: &Output, zeroed: usize, slots: usize) -> Frame {
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
                    outgoing = outgoing.max(ABI.stack.offset(k + 1));
                }
            }
        }
        let mut saved: Vec<(Bank, u8)> = Vec::new();
        for (bank, class) in [
            (Bank::Int, RegClass::Int),
            (Bank::Float, RegClass::Float),
            (Bank::Vector, RegClass::Vector),
        ] {
            let Some(table_class) = table_class(class) else {
                continue;
            };
            for hw in 0..64u8 {
                if used[class as usize] >> hw & 1 == 1 && ABI.is_callee_saved(table_class, hw) {
                    saved.push((bank, hw));
                }
            }
        }
        let outgoing = ABI.stack.align_up(outgoing);
        let bytes = outgoing + SLOT * (output.num_spillslots + saved.len());
        let zeroed = ABI.stack.align_up(zeroed);
        let reserved = zeroed + ABI.stack.align_up(slots);
        Frame {
            outgoing,
            spill_slots: output.num_spillslots,
            size: ABI.stack.align_up(bytes) + reserved,
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

/// The register class of the table whose registers regalloc2 allocates as `class` (the first of
/// its bank), if any.
pub fn table_class(class: RegClass) -> Option<u8> {
    REG_CLASSES
        .iter()
        .position(|c| crate::regalloc::reg_class(c.bank) == class)
        .and_then(|i| u8::try_from(i).ok())
}

/// The type a move of a bank's value is emitted as.
fn move_type(bank: Bank) -> Type {
    match bank {
        Bank::Int => Type::I64,
        Bank::Float | Bank::Vector => Type::F64,
    }
}

/// Emits `func` (allocated by `output`) at `entry` in `buf`; calls resolve through `custom`.
pub fn emit_function(
    func: &Function<Opcode>,
    ra: &RaFunction,
    output: &Output,
    entry: Label,
    buf: &mut CodeBuffer,
    custom: &mut A64Custom,
) -> Result<Frame, FunctionEmitError> {
    let layout = StackLayout::of(func)?;
    custom.stack_slots.clone_from(&layout.depths);
    let frame = Frame::with_slots(output, layout.zeroed, layout.slots);
    if frame.size > MAX_FRAME {
        return Err(FunctionEmitError::FrameTooLarge { bytes: frame.size });
    }
    let buffer = |e: opforge_arm64::BufferError| FunctionEmitError::Buffer(e.to_string());
    buf.bind(entry).map_err(buffer)?;
    prologue(&frame, buf)?;
    let own: Vec<Label> = (0..func.block_count()).map(|_| buf.new_label()).collect();
    // A branch to a block that only jumps on goes where that block goes; the block itself is
    // not emitted (nothing falls into it: every block ends in a jump or a return).
    let forward = forwarding(ra, output);
    let labels: Vec<Label> = (0..func.block_count())
        .map(|b| own[forward.get(b).copied().unwrap_or(b)])
        .collect();
    let emitted: Vec<usize> = (0..ra.blocks.len())
        .filter(|&bi| bi == 0 || forward[ra.blocks[bi].index()] == ra.blocks[bi].index())
        .collect();
    let mut scratch = Scratch::default();
    for (k, &bi) in emitted.iter().enumerate() {
        let block = ra.blocks[bi];
        buf.bind(own[block.index()]).map_err(buffer)?;
        // Whether the last thing emitted in the block is a branch.
        let mut ends_in_branch = false;
        for item in output.block_insts_and_edits(ra, regalloc2::Block::new(bi)) {
            // Before a short branch (B.cond, CBNZ: ±1 MiB) ahead could fall out of reach, an
            // island of veneers goes here, behind a jump over it.
            if buf.island_due(ITEM_WORDS) {
                buf.emit_island().map_err(buffer)?;
            }
            ends_in_branch = false;
            match item {
                InstOrEdit::Edit(Edit::Move { from, to }) => {
                    move_value(*from, *to, &frame, buf)?;
                }
                InstOrEdit::Inst(i) => {
                    let Some(inst) = ra.insts[i.index()] else {
                        continue; // the arguments pseudo-instruction
                    };
                    if ra.is_ret(i) {
                        epilogue(&frame, buf)?;
                    }
                    let allocs = output.inst_allocs(i);
                    instruction(func, inst, allocs, &labels, &mut scratch, buf, custom)?;
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
    pub fn of(func: &Function<Opcode>) -> Result<StackLayout, FunctionEmitError> {
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
            match d.opcode {
                Opcode::FrameAddr => {
                    deepest = deepest.max(usize::try_from(imm(0)).unwrap_or(usize::MAX));
                }
                Opcode::StackSlot => slots.push((imm(0), imm(1))),
                _ => {}
            }
        }
        let too_large = |bytes| FunctionEmitError::FrameTooLarge { bytes };
        if deepest > MAX_FRAME {
            return Err(too_large(deepest));
        }
        let zeroed = ABI.stack.align_up(deepest);
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
                .filter(|&d| d <= MAX_FRAME)
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

/// More words than one instruction or move of a function emits (with the epilogue before a
/// return): the look-ahead of [`CodeBuffer::island_due`].
const ITEM_WORDS: usize = 64;

/// The operand lists of one instruction, kept from one instruction to the next.
#[derive(Default)]
struct Scratch {
    regs: Vec<u8>,
    imms: Vec<i64>,
    targets: Vec<Label>,
}

/// One LIR instruction with its allocations.
fn instruction(
    func: &Function<Opcode>,
    inst: opforge_cfg::Inst,
    allocs: &[Allocation],
    labels: &[Label],
    scratch: &mut Scratch,
    buf: &mut CodeBuffer,
    custom: &mut A64Custom,
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
    let ops = Operands {
        imms,
        regs,
        labels: targets,
    };
    let ty = controlling_type_of(func, &data);
    emit(data.opcode, ty, &ops, buf, custom)
        .map_err(|error| FunctionEmitError::Inst { inst, error })
}

/// Emits a row of the table with these registers and immediates (frame code: no instruction).
fn row(
    op: Opcode,
    ty: Type,
    regs: &[u8],
    imms: &[i64],
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    let ops = Operands {
        imms,
        regs,
        labels: &[],
    };
    emit(op, Some(ty), &ops, buf, &mut A64Custom::default()).map_err(|error| {
        FunctionEmitError::Inst {
            inst: opforge_cfg::Inst::new(u32::MAX),
            error,
        }
    })
}

/// The largest offset from the stack pointer a 64-bit load or store encodes.
const NEAR: i64 = 32_760;

/// The register that addresses a far stack slot and holds the target of a call through the
/// function table: the second scratch register of the `abi` (x17 under AAPCS64), which the
/// allocator never hands out and which, unlike the first, regalloc2 does not use to break cycles
/// of moves.
pub const FAR_BASE: u8 = scratch(
    1,
    "spec/lir-arm64.yaml: the `abi` of the stack pointer's class needs two scratch registers",
);

/// A load (`store == false`) or store of `reg` at `sp + off` through the table's `load` and
/// `store` rows; an offset past [`NEAR`] goes through `add x17, sp, #page, lsl #12`.
fn stack_access(
    store: bool,
    ty: Type,
    reg: u8,
    off: i64,
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    let at = if off > NEAR {
        let far = XRegOrSp::new(FAR_BASE).map_err(frame_error)?;
        let sp = XRegOrSp::new(SP).map_err(frame_error)?;
        buf.emit(Inst::add_x_imm(far, sp, off >> 12, 12).map_err(frame_error)?);
        (FAR_BASE, off & 0xfff)
    } else {
        (SP, off)
    };
    access_row(store, ty, reg, at, buf)
}

/// A load or store of `reg` at `at` (a base register and an offset) through the table's `load`
/// and `store` rows. The common case, a 64-bit integer spill or reload, goes straight to the form the row takes for an
/// i64 (`STR_X_uoff`, `LDR_X_uoff`: the same word); any other type, or an operand that form
/// refuses, goes through the row (which reports the refusal).
fn access_row(
    store: bool,
    ty: Type,
    reg: u8,
    (base, off): (u8, i64),
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    if ty == Type::I64
        && let (Ok(rt), Ok(rn), Ok(off8)) = (XReg::new(reg), XRegOrSp::new(base), Off8::new(off))
    {
        // The form's own encoder: the word without building an `Inst` first.
        buf.emit_word(if store {
            encode::str_x_uoff(rt, rn, off8)
        } else {
            encode::ldr_x_uoff(rt, rn, off8)
        });
        return Ok(());
    }
    if store {
        row(Opcode::Store, ty, &[reg, base], &[0, 0, off], buf)
    } else {
        row(Opcode::Load, ty, &[base, reg], &[0, off], buf)
    }
}

/// Where a move's end lies: a register, or a stack location with its base register and offset.
enum Place {
    Reg(PReg),
    Stack(u8, i64),
}

/// The place of allocation `a` in `frame`: a spill slot or a stack argument is a stack place.
fn place(a: Allocation, frame: &Frame) -> Result<Place, FunctionEmitError> {
    if let Some(s) = a.as_stack() {
        return Ok(Place::Stack(SP, frame.slot_offset(s.index())));
    }
    let Some(p) = a.as_reg() else {
        return Err(FunctionEmitError::StackToStack);
    };
    Ok(match stack_arg(p) {
        Some(StackArg::Incoming(k)) => {
            Place::Stack(FRAME_POINTER, FRAME_RECORD + ABI.stack.offset(k) as i64)
        }
        Some(StackArg::Outgoing(k)) => Place::Stack(SP, ABI.stack.offset(k) as i64),
        None => Place::Reg(p),
    })
}

/// A move regalloc2 inserted, through the table's `copy`, `store` and `load` rows; a move
/// between two stack places goes through x17.
fn move_value(
    from: Allocation,
    to: Allocation,
    frame: &Frame,
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    let class = from
        .as_reg()
        .or(to.as_reg())
        .map_or(RegClass::Int, |p| p.class());
    let ty = move_type(bank_of(class));
    match (place(from, frame)?, place(to, frame)?) {
        // The common case, an integer register copy, straight to the form the i64 row takes
        // (`MOV_X_reg`); the others through the row.
        (Place::Reg(f), Place::Reg(t))
            if ty == Type::I64
                && let (Ok(d), Ok(m)) =
                    (XReg::new(t.hw_enc() as u8), XReg::new(f.hw_enc() as u8))
                && let Ok(inst) = Inst::mov_x_reg(d, m) =>
        {
            buf.emit(inst);
            Ok(())
        }
        (Place::Reg(f), Place::Reg(t)) => row(
            Opcode::Copy,
            ty,
            &[f.hw_enc() as u8, t.hw_enc() as u8],
            &[],
            buf,
        ),
        (Place::Reg(f), Place::Stack(base, off)) => {
            based_access(true, ty, f.hw_enc() as u8, base, off, buf)
        }
        (Place::Stack(base, off), Place::Reg(t)) => {
            based_access(false, ty, t.hw_enc() as u8, base, off, buf)
        }
        (Place::Stack(fb, fo), Place::Stack(tb, to)) => {
            // Only near places: x17 carries the value.
            if fo > NEAR || to > NEAR {
                return Err(FunctionEmitError::StackToStack);
            }
            based_access(false, Type::I64, FAR_BASE, fb, fo, buf)?;
            based_access(true, Type::I64, FAR_BASE, tb, to, buf)
        }
    }
}

/// A load or store of `reg` at `base + off`: through [`stack_access`] when the base is the
/// stack pointer, directly otherwise (the frame pointer's offsets are small).
fn based_access(
    store: bool,
    ty: Type,
    reg: u8,
    base: u8,
    off: i64,
    buf: &mut CodeBuffer,
) -> Result<(), FunctionEmitError> {
    if base == SP {
        return stack_access(store, ty, reg, off, buf);
    }
    access_row(store, ty, reg, (base, off), buf)
}

/// An operand error of the frame code (which only uses legal operands).
fn frame_error(e: opforge_arm64::OperandError) -> FunctionEmitError {
    FunctionEmitError::Inst {
        inst: opforge_cfg::Inst::new(u32::MAX),
        error: EmitError::Operand {
            inst: "frame",
            form: "prologue/epilogue",
            message: e.to_string(),
        },
    }
}

/// The frame record's registers, the frame pointer as an address and the stack pointer.
fn frame_registers() -> Result<(XReg, XReg, XRegOrSp, XRegOrSp), FunctionEmitError> {
    Ok((
        XReg::new(FRAME_POINTER).map_err(frame_error)?,
        XReg::new(LINK_REGISTER).map_err(frame_error)?,
        XRegOrSp::new(FRAME_POINTER).map_err(frame_error)?,
        XRegOrSp::new(SP).map_err(frame_error)?,
    ))
}

/// `stp x29, x30, [sp, #-16]!; mov x29, sp; sub sp, sp, #size`, then the reservations zeroed
/// and the callee-saved registers stored above the spill slots.
fn prologue(frame: &Frame, buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
    let (fp, lr, fp_base, sp) = frame_registers()?;
    buf.emit(Inst::stp_x_pre(fp, lr, sp, -FRAME_RECORD).map_err(frame_error)?);
    buf.emit(Inst::mov_x_sp(fp_base, sp).map_err(frame_error)?);
    adjust_sp(buf, frame.size, true)?;
    // The reservations start zeroed, as the interpreter's do: `str xzr` over each, or a loop
    // when they are large.
    let stores = if frame.zeroed <= ZERO_BY_STORES {
        frame.size - frame.zeroed..frame.size
    } else {
        zero_by_loop(frame.zeroed, buf)?;
        0..0
    };
    let zeroes = stores.step_by(SLOT).map(|off| (Bank::Int, XZR, off as i64));
    let saves = frame
        .saved
        .iter()
        .enumerate()
        .map(|(k, &(bank, hw))| (bank, hw, frame.saved_offset(k)));
    for (bank, hw, off) in zeroes.chain(saves) {
        stack_access(true, move_type(bank), hw, off, buf)?;
    }
    Ok(())
}

/// Reservations up to this many bytes are zeroed by one store per 8 bytes; larger ones by a
/// loop.
const ZERO_BY_STORES: usize = 256;

/// Zeroes the `reserved` bytes (a multiple of 16) right below the frame record (x29), 16 bytes
/// an iteration: `x16 = x29 - reserved; loop: stp xzr, xzr, [x16], #16; cmp x16, x29;
/// b.lo loop`. x16, the [`SCRATCH`] register, is free in a prologue (no argument arrives in it).
fn zero_by_loop(reserved: usize, buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
    use opforge_arm64::{Cond, Shift};
    let (x16, x29) = (
        XRegOrSp::new(SCRATCH).map_err(frame_error)?,
        XRegOrSp::new(FRAME_POINTER).map_err(frame_error)?,
    );
    let (hi, lo) = ((reserved >> 12) as i64, (reserved & 0xfff) as i64);
    let mut from = x29;
    for (part, shift) in [(hi, 12), (lo, 0)] {
        if part != 0 {
            buf.emit(Inst::sub_x_imm(x16, from, part, shift).map_err(frame_error)?);
            from = x16;
        }
    }
    let top = buf.new_label();
    let buffer = |e: opforge_arm64::BufferError| FunctionEmitError::Buffer(e.to_string());
    buf.bind(top).map_err(buffer)?;
    buf.emit(Inst::stp_x_post(XReg::XZR, XReg::XZR, x16, 16).map_err(frame_error)?);
    let (scratch, fp) = (
        XReg::new(SCRATCH).map_err(frame_error)?,
        XReg::new(FRAME_POINTER).map_err(frame_error)?,
    );
    buf.emit(Inst::cmp_x_shifted(scratch, fp, Shift::LSL, 0).map_err(frame_error)?);
    buf.emit_to(Inst::b_cond(Cond::LO, 0).map_err(frame_error)?, top)
        .map_err(buffer)?;
    Ok(())
}

/// The callee-saved registers reloaded, `add sp, sp, #size; ldp x29, x30, [sp], #16`.
fn epilogue(frame: &Frame, buf: &mut CodeBuffer) -> Result<(), FunctionEmitError> {
    let (fp, lr, _, sp) = frame_registers()?;
    for (k, &(bank, hw)) in frame.saved.iter().enumerate() {
        stack_access(false, move_type(bank), hw, frame.saved_offset(k), buf)?;
    }
    adjust_sp(buf, frame.size, false)?;
    buf.emit(Inst::ldp_x_post(fp, lr, sp, FRAME_RECORD).map_err(frame_error)?);
    Ok(())
}
