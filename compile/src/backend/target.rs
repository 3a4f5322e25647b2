//! What a target gives the target-neutral back end: owns the two traits every target folder
//! implements. [`CodeSink`] is the target's code buffer as emission uses it (labels, length,
//! islands of veneers, a final jump taken back); [`Target`] ties a LIR table's generated layer
//! (its opcode, its calling convention, its generated `emit` and the Rust emissions it hands
//! over) to the handful of machine instructions the frame is made of (pushing the frame
//! record, moving the stack pointer, a register copy, a load or store at a base register plus
//! an offset, zeroing stack memory). Everything else, the frame's layout, the order of the
//! prologue's steps, where regalloc2's moves go, which blocks are emitted, is the back end's and
//! the same for every target.

use core::fmt;

use opforge_cfg::CfgOpcode;
use opforge_cfg::lir::{Abi, Bank, EmitError, HwReg, LirOpcode};

use crate::code::RelocKind;
use crate::emit::FunctionEmitError;
use crate::emulator::Emulator;
use crate::executable::{ElfMachine, HarnessCase, HarnessError, ResultKind};

/// A target's code buffer, as the back end uses it: positions count units of
/// [`CodeSink::UNIT_BYTES`] bytes (the target's smallest instruction: a 32-bit word for A64, a
/// 16-bit parcel for RISC-V).
pub trait CodeSink: Default {
    /// The bytes of one unit of position.
    const UNIT_BYTES: usize;
    /// A position in the code, bound once.
    type Label: Copy + fmt::Debug + PartialEq;
    /// Why a label or a target was refused.
    type Error: fmt::Display;

    /// A new, unbound label.
    fn new_label(&mut self) -> Self::Label;
    /// Binds `label` at the current end of the code.
    fn bind(&mut self, label: Self::Label) -> Result<(), Self::Error>;
    /// Units emitted so far.
    fn len(&self) -> usize;
    /// Whether the code is empty.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Whether a short branch emitted so far could fall out of reach within the next `units`
    /// units, so that an island of veneers must be emitted first.
    fn island_due(&mut self, units: usize) -> bool;
    /// Emits an island of veneers behind a jump over it.
    fn emit_island(&mut self) -> Result<(), Self::Error>;
    /// Takes back a final jump to `label` when `label` is bound right after it (the code falls
    /// through), inverting a conditional branch over it where one precedes it.
    fn drop_jump_to(&mut self, label: Self::Label) -> bool;
}

/// Every machine layer's buffer is `opforge_machine`'s shared one at its machine: positions count
/// the machine's storage units.
impl<M: opforge_machine::buffer::Target> CodeSink for opforge_machine::buffer::CodeBuffer<M> {
    const UNIT_BYTES: usize = <M::Unit as opforge_machine::buffer::Unit>::BYTES;
    type Label = opforge_machine::buffer::Label;
    type Error = opforge_machine::buffer::BufferError<M>;

    fn new_label(&mut self) -> Self::Label {
        opforge_machine::buffer::CodeBuffer::new_label(self)
    }
    fn bind(&mut self, label: Self::Label) -> Result<(), Self::Error> {
        opforge_machine::buffer::CodeBuffer::bind(self, label)
    }
    fn len(&self) -> usize {
        opforge_machine::buffer::CodeBuffer::len(self)
    }
    fn island_due(&mut self, units: usize) -> bool {
        opforge_machine::buffer::CodeBuffer::island_due(self, units)
    }
    fn emit_island(&mut self) -> Result<(), Self::Error> {
        opforge_machine::buffer::CodeBuffer::emit_island(self)
    }
    fn drop_jump_to(&mut self, label: Self::Label) -> bool {
        opforge_machine::buffer::CodeBuffer::drop_jump_to(self, label)
    }
}

/// The label type of a target's buffer.
pub type LabelOf<T> = <<T as Target>::Buffer as CodeSink>::Label;

/// The value type of a target's LIR.
pub type TypeOf<T> = <<T as Target>::Op as CfgOpcode>::Type;

/// A target: a LIR table's generated layer and the machine instructions of the frame.
pub trait Target: 'static {
    /// The LIR's generated opcode.
    type Op: LirOpcode;
    /// The machine layer's code buffer.
    type Buffer: CodeSink;
    /// The table's Rust emissions (calls, constants, traps, stack addresses) with their state.
    type Custom;

    /// The LIR table's calling convention.
    const ABI: &'static Abi;
    /// The LIR's `frame_addr` (a zeroed reservation below the frame record).
    const FRAME_ADDR: Self::Op;
    /// The LIR's `stack_slot` (a stack slot's declaration).
    const STACK_SLOT: Self::Op;
    /// The largest frame the frame code can make, in bytes (a multiple of 16).
    const MAX_FRAME: usize;
    /// The largest offset from the stack pointer [`Target::access`] reaches in one
    /// instruction, for a 64-bit integer; past it a move between two stack places is refused.
    const NEAR: i64;
    /// The register that reads as zero, in an integer store: what the prologue stores over a
    /// small zeroed reservation.
    const ZERO: u8;

    /// Emits instruction `op` of the table through the generated `emit`, with its allocated
    /// registers (`regs`, in policy order), immediates (`imms`, one per declared operand) and
    /// block targets.
    fn emit(
        op: Self::Op,
        ty: Option<TypeOf<Self>>,
        imms: &[i64],
        regs: &[u8],
        labels: &[LabelOf<Self>],
        buf: &mut Self::Buffer,
        custom: &mut Self::Custom,
    ) -> Result<(), EmitError>;

    /// Tells the Rust emissions where the function's stack slots lie (their depths below the
    /// frame record, by slot number) before it is emitted.
    fn set_stack_slots(custom: &mut Self::Custom, depths: &[u32]);

    /// The type a move of a value of `bank` is emitted as (the widest of the bank).
    fn move_type(bank: Bank) -> TypeOf<Self>;

    /// Pushes the frame record (frame pointer and link register, 16 bytes below the incoming
    /// stack pointer) and points the frame pointer at it.
    fn push_frame_record(buf: &mut Self::Buffer) -> Result<(), FunctionEmitError>;

    /// Pops the frame record (the stack pointer back at it) and restores the frame pointer and
    /// the link register; the stack pointer ends where it was before the prologue.
    fn pop_frame_record(buf: &mut Self::Buffer) -> Result<(), FunctionEmitError>;

    /// Moves the stack pointer down (`down`) or up by `bytes` (at most [`Target::MAX_FRAME`]).
    fn adjust_sp(buf: &mut Self::Buffer, bytes: usize, down: bool)
    -> Result<(), FunctionEmitError>;

    /// Copies register `from` into register `to`, both of `ty`'s bank.
    fn copy(
        ty: TypeOf<Self>,
        from: u8,
        to: u8,
        buf: &mut Self::Buffer,
    ) -> Result<(), FunctionEmitError>;

    /// Loads (`store == false`) or stores `reg` of type `ty` at `base + off` (`off` not
    /// negative; a target whose instructions do not reach it goes through the `abi`'s second
    /// scratch register).
    fn access(
        store: bool,
        ty: TypeOf<Self>,
        reg: u8,
        base: u8,
        off: i64,
        buf: &mut Self::Buffer,
    ) -> Result<(), FunctionEmitError>;

    /// Stores zeros over `bytes` bytes (a multiple of 16, more than a few stores cover) right
    /// below the frame pointer, with a loop, in the prologue (the first scratch register is free
    /// there).
    fn zero_loop(buf: &mut Self::Buffer, bytes: usize) -> Result<(), FunctionEmitError>;

    /// The instruction at the start of `code` (which is not empty) as the machine's assembler
    /// spells it, or a directive holding its bytes when they encode none, and how many bytes it
    /// takes: one line of a listing ([`crate::listing::listing`]).
    fn print_instruction(code: &[u8]) -> (String, usize);
}

/// A register of the `abi` the compiler cannot do without; a table without it does not build.
pub const fn needed(reg: Option<HwReg>, what: &str) -> u8 {
    match reg {
        Some(r) => r.hw,
        None => panic!("{}", what),
    }
}

/// Scratch register `k` of the `abi`'s address class (the stack pointer's).
pub const fn scratch(abi: &Abi, k: usize, what: &str) -> u8 {
    match abi.scratch(abi.stack_pointer.class, k) {
        Some(r) => r,
        None => panic!("{}", what),
    }
}

/// The frame pointer of `abi`.
pub const fn frame_pointer(abi: &Abi) -> u8 {
    needed(
        abi.frame_pointer,
        "the LIR's `abi` names no `frame_pointer`, which the frame needs",
    )
}

/// The link register of `abi` (saved with the frame pointer in the frame record).
pub const fn link_register(abi: &Abi) -> u8 {
    needed(
        abi.link_register,
        "the LIR's `abi` names no `link_register`, which the frame record saves",
    )
}

/// The first scratch register of `abi`'s address class: the trap code handed to the harness's
/// trap stub, and the pointer of the prologue's zeroing loop.
pub const fn first_scratch(abi: &Abi) -> u8 {
    scratch(
        abi,
        0,
        "the LIR's `abi` of the stack pointer's class needs two scratch registers",
    )
}

/// The second scratch register of `abi`'s address class: the base of a far stack slot and the
/// target of a call through the table of functions. regalloc2 breaks cycles of moves with the
/// class's own scratch, which the table makes the first.
pub const fn far_base(abi: &Abi) -> u8 {
    scratch(
        abi,
        1,
        "the LIR's `abi` of the stack pointer's class needs two scratch registers",
    )
}

/// A target whose modules become static executables with a test harness (see
/// [`crate::module::compile_program_for`]): its `_start`, its table of functions, the
/// addresses of data patched into its code, and its ELF machine.
pub trait ExecutableTarget: Target {
    /// The executable's ELF machine.
    const ELF: ElfMachine;
    /// The emulator of qemu-user that runs its executables.
    const EMULATOR: Emulator;
    /// The relocations of a data address (`global_addr`), by byte offset from its first
    /// instruction: an executable patches them in as a linker would
    /// ([`crate::code::patch_each`]), relocatable code leaves them to the linker.
    const ADDRESS: &'static [(u64, RelocKind)];

    /// Emits `_start` into the empty `buf`: each case's call and record, then `exit(0)`;
    /// returns the label of the trap stub compiled code branches to.
    fn start(
        buf: &mut Self::Buffer,
        cases: &[HarnessCase<LabelOf<Self>>],
    ) -> Result<LabelOf<Self>, HarnessError>;

    /// The Rust emissions' state for a module of functions at `functions`, whose traps go to
    /// `trap` and whose table of functions is at `table`.
    fn custom(
        functions: Vec<LabelOf<Self>>,
        trap: LabelOf<Self>,
        table: LabelOf<Self>,
    ) -> Self::Custom;

    /// What the harness reads a function's result of type `ty` as.
    fn result_kind(ty: TypeOf<Self>) -> ResultKind;

    /// Binds `table` here and emits the table of functions a call through the table branches
    /// into: one jump to each of `functions`, in order.
    fn emit_table(
        buf: &mut Self::Buffer,
        table: LabelOf<Self>,
        functions: &[LabelOf<Self>],
    ) -> Result<(), String>;

    /// The address computations the emissions left for the executable to patch: each one's
    /// first unit and its symbol (a data item's number).
    fn symbol_sites(custom: &Self::Custom) -> Vec<(usize, u64)>;

    /// Resolves the buffer's fixups: the code's bytes, or the unit an out-of-reach branch is at
    /// (when known) and why.
    fn finish(buf: Self::Buffer) -> Result<Vec<u8>, (Option<usize>, String)>;
}

/// A target whose modules become relocatable code (see [`crate::code::compile_code_for`]):
/// calls and data addresses left to relocations, traps through a stub that calls
/// [`crate::code::TRAP_SYMBOL`].
pub trait RelocatableTarget: ExecutableTarget {
    /// The relocations of a call, by byte offset from its first instruction.
    const CALL: &'static [(u64, RelocKind)];

    /// The Rust emissions' state for relocatable code: a call records its site instead of
    /// branching to a label.
    fn relocatable_custom(
        functions: Vec<LabelOf<Self>>,
        trap: LabelOf<Self>,
        table: LabelOf<Self>,
    ) -> Self::Custom;

    /// The calls the emissions recorded (each one's first unit and callee), taken out of
    /// `custom`.
    fn call_sites(custom: &mut Self::Custom) -> Vec<(usize, u64)>;

    /// Whether an emission branched to the trap stub.
    fn trap_used(custom: &Self::Custom) -> bool;

    /// Emits the trap stub's instructions: the trap code (in the `abi`'s first scratch
    /// register) and the value (in the first result register) passed as `opforge_trap`'s two
    /// arguments, a call of it left to a relocation, and a stop should it return. Returns the
    /// unit of the call.
    fn emit_trap_stub(buf: &mut Self::Buffer) -> Result<usize, String>;
}
