//! The checked LIR part of a block-structured IR table: its machine (the loaded `kind: isa`
//! model), register classes, the class of each value type, and per instruction the allocation
//! policies, temps, clobbers and emission with every name resolved against the machine table;
//! and its calling convention ([`Abi`]). The LIR generator and the reference read only this.

use crate::front::model::Named;
use crate::front::source::Loc;
use crate::kinds::isa::Isa;

use super::super::model::TypeMask;

/// The LIR part of a table with a `machine`.
#[derive(Debug, Clone)]
pub struct Lir {
    /// The machine table's path as written (relative to the LIR table).
    pub machine_spec: String,
    /// The crate holding the machine layer, such as `opforge_arm64`.
    pub machine_crate: String,
    /// The machine table.
    pub isa: Isa,
    /// Register classes, in declaration order.
    pub classes: Vec<RegClass>,
    /// Per value type (by index): its register class and the machine register kind spelling it.
    pub type_classes: Vec<TypeClass>,
    /// Per instruction (in opcode order): its allocation facts and emission.
    pub insts: Vec<InstLir>,
    /// The calling convention, when the table has an `abi`.
    pub abi: Option<Abi>,
}

/// A register of a class: (class index into [`Lir::classes`], hardware number).
pub type ClassReg = (usize, u8);

/// The calling convention of a LIR: [`opforge_shapes::Abi`] with owned name and doc, registers
/// as [`AbiReg`]s and a [`ClassAbi`] per register class (by index into [`Lir::classes`]).
pub type Abi = opforge_shapes::Abi<String, AbiReg, Vec<ClassAbi>>;

/// A register a calling convention names by its role (the stack pointer, frame pointer or link
/// register).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AbiReg {
    /// Its class and hardware number.
    pub reg: ClassReg,
    /// Its name as the table writes it (`sp`: a view of the class other than the first may be
    /// the one that spells it).
    pub spelt: String,
}

/// The registers of one register class in a calling convention: [`opforge_shapes::ClassAbi`]
/// with owned lists of hardware numbers.
pub type ClassAbi = opforge_shapes::ClassAbi<Vec<u8>>;

/// The register class of a value type and the register kind that spells its values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypeClass {
    /// Index into [`Lir::classes`].
    pub class: usize,
    /// Index into the machine's register kinds.
    pub view: usize,
}

/// The allocator's bank of a register class: the one definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::Bank;

/// A register class.
#[derive(Debug, Clone)]
pub struct RegClass {
    /// Name and doc.
    pub named: Named,
    /// Its bank.
    pub bank: Bank,
    /// The machine register kinds naming its registers (indices into the machine's register
    /// kinds); the first reads register names.
    pub views: Vec<usize>,
    /// Registers allocated first, in order.
    pub preferred: Vec<u8>,
    /// Registers allocated next.
    pub non_preferred: Vec<u8>,
    /// The scratch register.
    pub scratch: Option<u8>,
    /// Registers no value lives in (the compiler's own): the class's `reserved`, or with an
    /// `abi` every register it keeps from values of the class (frame pointer, link register,
    /// scratch and reserved registers; the stack pointer, which the `abi` names apart, aside),
    /// ascending.
    pub reserved: Vec<u8>,
}

/// Where an allocator puts a value: [`opforge_shapes::Constraint`] with an owned list of (class
/// index, hardware number) pairs and value operands numbered by `usize`.
pub type Constraint = opforge_shapes::Constraint<Vec<(usize, u8)>, usize>;

/// When an operand is read or written: the one definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::Position;

/// The policy of a value operand or result: [`opforge_shapes::Policy`] with an owned name and
/// this module's [`Constraint`].
pub type Policy = opforge_shapes::Policy<String, Vec<(usize, u8)>, usize>;

/// A temp.
#[derive(Debug, Clone)]
pub struct Temp {
    /// Name and doc.
    pub named: Named,
    /// Index into [`Lir::classes`].
    pub class: usize,
    /// [`Constraint::Reg`] or [`Constraint::Fixed`].
    pub constraint: Constraint,
}

/// The LIR facts of one instruction.
#[derive(Debug, Clone)]
pub struct InstLir {
    /// Per declared operand: the policy of a value operand, `None` for immediates and targets.
    pub operands: Vec<Option<Policy>>,
    /// Per result.
    pub results: Vec<Policy>,
    /// Temps.
    pub temps: Vec<Temp>,
    /// Clobbered registers: (class index, hardware number), sorted, without repeats.
    pub clobbers: Vec<(usize, u8)>,
    /// Whether it is a call.
    pub call: bool,
    /// The slot whose type selects the emission steps (its controlling value), if any.
    pub control: Option<Slot>,
    /// How it is emitted.
    pub emission: Emission,
}

/// How an instruction is emitted.
#[derive(Debug, Clone)]
pub enum Emission {
    /// These steps, in order (none for a pseudo-instruction that emits nothing).
    Steps(Vec<Step>),
    /// By the method of this name of the generated `Custom` trait.
    Custom {
        /// The method.
        method: String,
        /// Where the table names it.
        loc: Loc,
    },
}

/// A machine form: an encoding or an alias of the machine table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormRef {
    /// Index into the machine's encodings.
    Encoding(usize),
    /// Index into the machine's aliases.
    Alias(usize),
}

/// A register slot of an instruction: what an allocation gives a register to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// A value operand (index among the declared operands; not variadic).
    Operand(usize),
    /// A result.
    Result(usize),
    /// A temp.
    Temp(usize),
}

/// What one operand of a machine form is bound to.
#[derive(Debug, Clone, PartialEq)]
pub enum Bind {
    /// The operand type's default (left out of `bind`).
    Default,
    /// The register allocated to a slot.
    Reg(Slot),
    /// A fixed register (its hardware number in the form operand's register kind).
    FixedReg(u32),
    /// The value of an integer immediate operand (index among the declared operands).
    Imm(usize),
    /// An enumeration immediate operand, case `i` mapped to the `i`th of these machine values.
    ImmCases(usize, Vec<u32>),
    /// The label of the `n`th block target.
    Target(usize),
    /// An integer constant.
    Const(i64),
    /// A machine enumeration value (its encoded value).
    Case(u32),
    /// A truth value.
    Flag(bool),
}

/// One machine instruction of an emission.
#[derive(Debug, Clone)]
pub struct Step {
    /// The controlling types it is for (all when 0).
    pub types: TypeMask,
    /// The form.
    pub form: FormRef,
    /// Per operand of the form, in the form's order: its binding.
    pub binds: Vec<Bind>,
    /// The expected assembly, as written.
    pub asm: String,
    /// Where the step's `form` is written.
    pub loc: Loc,
}
