//! The types the generator (`ir-spec`) and the runtimes (`opforge-cfg`, `opforge-ir`) share:
//! owns the one definition of each vocabulary type a table row carries on both sides of code
//! generation, as `cranelift-codegen-shared` does for Cranelift. A type whose payload differs
//! between the sides (an index is a `usize` in the generator's model and a `u8` in a `static`
//! row; a list is a `Vec` in the model and a `&'static` slice in the runtime) is generic over
//! it, and each side names its instance with a type alias under its old name and path
//! (`opforge_cfg::OperandKind`, `ir_spec::kinds::cfg::model::OperandKind`). The crate has no
//! dependencies: `ir-spec` is a build-time dependency of its users, and this crate adds nothing
//! to what their build scripts compile.

/// What of the module an immediate kind's values number (`refers:` in a `kind: cfg` table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refers {
    /// A function of the module, by position: an instruction with such an operand is a call,
    /// whose value operands after it are the arguments and whose results are the callee's.
    Function,
    /// A global of the module, by position.
    Global,
}

/// What an operand of a `kind: cfg` instruction takes. `Types` is the set of allowed types,
/// `Imm` names the immediate kind (an index into the table's kinds in the generator, the kind's
/// `static` row in the runtime), `Index` numbers operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperandKind<Types, Imm, Index> {
    /// A value whose type is in `types`, and equal to that of operand `same` when given.
    Value {
        /// The allowed types.
        types: Types,
        /// The earlier value operand whose type this one has.
        same: Option<Index>,
    },
    /// An immediate of this kind.
    Imm(Imm),
    /// A block target with arguments for the block's parameters.
    Block,
}

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

/// How often an input of a gate occurs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Repeat {
    /// Once (at most once when optional).
    Once,
    /// As many times as the gate's bitfield says.
    Bitfield,
    /// Any number of times.
    Any,
}

/// The number of dependency inputs of a gate. `N` is the count's integer (`u32` as the
/// generator reads it, `u16` in the runtime's rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DependCount<N> {
    /// Exactly this many.
    Fixed(N),
    /// As many as the gate's bitfield says.
    Bitfield,
    /// Any number.
    Any,
}
