//! What a register allocator reads of a LIR table: register banks, the constraints and positions
//! of value operands and results ([`Policy`]), hardware registers and the calling convention
//! ([`Abi`], [`ClassAbi`], [`StackArgs`]).

/// The bank of a register class, as regalloc2 splits registers: registers of one bank can hold
/// each other's values; a move never crosses banks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bank {
    /// General-purpose integer registers.
    Int,
    /// Floating-point registers.
    Float,
    /// Vector registers.
    Vector,
}

/// Where an allocator must put a value an instruction reads or writes. `Each` is the list of
/// [`Constraint::FixedEach`] (owned in the generator's model, `&'static` in the runtime),
/// `Index` numbers value operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Constraint<Each, Index> {
    /// A register of the value's class.
    Reg,
    /// A register or a stack slot.
    Any,
    /// A stack slot.
    Stack,
    /// This hardware register of the value's class.
    Fixed(u8),
    /// For a variadic operand: the `i`th value of a register class in the `i`th register of
    /// that class in the list (and, for a call, on the stack past them, in operand order).
    FixedEach(Each),
    /// For a result: the register of value operand `n` (the instruction overwrites it).
    Reuse(Index),
}

/// When, within the instruction, an operand is read or written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Position {
    /// Before the instruction writes anything (the default of uses).
    Early,
    /// After the instruction read everything (the default of defs).
    Late,
}

/// The allocation policy of one value operand or result: where its value goes and when. `Name`
/// is its name in the table (owned in the generator's model, `&'static str` in the runtime's
/// rows); `Each` and `Index` are [`Constraint`]'s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Policy<Name, Each, Index> {
    /// Its name in the table.
    pub name: Name,
    /// Where the value goes.
    pub constraint: Constraint<Each, Index>,
    /// When it is read or written.
    pub position: Position,
}

/// The calling convention of a LIR table (its `abi:`), as LLVM's `CallingConv.td` states one:
/// where arguments and results go, which registers a callee preserves, which the compiler keeps
/// for itself. `Text` holds the name and doc, `Reg` a register the convention names by its role,
/// `Classes` the per-class registers ([`ClassAbi`]s, by register class index): owned in the
/// generator's model, `static` in the generated layer's `ABI`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Abi<Text, Reg, Classes> {
    /// Its name, such as `AAPCS64`.
    pub name: Text,
    /// Its documentation.
    pub doc: Text,
    /// The stack pointer.
    pub stack_pointer: Reg,
    /// The frame pointer, if the convention has one.
    pub frame_pointer: Option<Reg>,
    /// The register a call leaves the return address in, if the convention has one.
    pub link_register: Option<Reg>,
    /// How arguments past the registers go on the stack.
    pub stack: StackArgs,
    /// Per register class (by index): its registers.
    pub classes: Classes,
}

/// How a calling convention passes arguments past its registers: each in one slot, in argument
/// order, from the stack pointer at the call up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StackArgs {
    /// The bytes of one slot.
    pub slot: u32,
    /// The stack pointer's alignment at a call, in bytes: the area of stack arguments is rounded
    /// up to it.
    pub align: u32,
}

impl StackArgs {
    /// The offset of stack argument `k` from the stack pointer at the call.
    pub const fn offset(&self, k: usize) -> usize {
        k * self.slot as usize
    }

    /// `bytes` rounded up to the stack's alignment.
    pub const fn align_up(&self, bytes: usize) -> usize {
        bytes.div_ceil(self.align as usize) * self.align as usize
    }

    /// The bytes of the area `n` stack arguments take (rounded up to the alignment).
    pub const fn area(&self, n: usize) -> usize {
        self.align_up(self.offset(n))
    }
}

/// The registers of one register class in a calling convention (hardware numbers). `List` is a
/// list of them (a `Vec<u8>` in the generator's model, `&'static [u8]` in the runtime).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClassAbi<List> {
    /// The registers arguments of the class arrive in, in order.
    pub arguments: List,
    /// The registers results of the class leave in, in order.
    pub results: List,
    /// The registers a callee preserves, ascending.
    pub callee_saved: List,
    /// Registers the compiler uses by hand between instructions, in order; never allocated.
    pub scratch: List,
    /// Registers nothing may use, in order; never allocated.
    pub reserved: List,
}

/// A convention's registers of a class that has none.
const NO_REGISTERS: ClassAbi<&'static [u8]> = ClassAbi {
    arguments: &[],
    results: &[],
    callee_saved: &[],
    scratch: &[],
    reserved: &[],
};

impl<Text, Reg> Abi<Text, Reg, &'static [ClassAbi<&'static [u8]>]> {
    /// The registers of class `class` (none for a class past the table's).
    pub const fn class(&self, class: u8) -> &ClassAbi<&'static [u8]> {
        let i = class as usize;
        if i < self.classes.len() {
            &self.classes[i]
        } else {
            &NO_REGISTERS
        }
    }

    /// The register argument `k` of class `class` arrives in, or `None` past the registers (it
    /// is on the stack).
    pub fn argument(&self, class: u8, k: usize) -> Option<u8> {
        self.class(class).arguments.get(k).copied()
    }

    /// The register result `k` of class `class` leaves in, if the convention has one.
    pub fn result(&self, class: u8, k: usize) -> Option<u8> {
        self.class(class).results.get(k).copied()
    }

    /// Whether a callee preserves register `hw` of class `class`.
    pub fn is_callee_saved(&self, class: u8, hw: u8) -> bool {
        self.class(class).callee_saved.contains(&hw)
    }

    /// Scratch register `k` of class `class`, if the convention has that many.
    pub const fn scratch(&self, class: u8, k: usize) -> Option<u8> {
        let scratch = self.class(class).scratch;
        if k < scratch.len() {
            Some(scratch[k])
        } else {
            None
        }
    }
}
