//! The LIR part of a block-structured IR table as written: the `machine` a LIR names, its
//! register classes and register sets, and per instruction the allocation policy of each value
//! (`alloc`, `at`, `reuse`, `fixed_each`), its temps, clobbers, call flag, emission as machine
//! forms (`emit`) and hand-written parts (`custom`); and its calling convention (`abi`: per
//! register class the argument, result, callee-saved, scratch and reserved registers, the stack
//! pointer, frame pointer and link register, the stack arguments' slots). Every scalar keeps its
//! position; nothing here is checked beyond its shape (`validate` does that against the
//! machine table).

use serde::Deserialize;

use crate::front::syntax::Entries;
use crate::front::syntax::S;

/// The machine table a LIR is emitted for.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MachineDecl {
    /// The path of the `kind: isa` table, relative to this file, such as `arm64.yaml`.
    pub spec: S<String>,
    /// The Rust crate that holds that table's generated machine layer and its `CodeBuffer`,
    /// such as `opforge_arm64`; the generated emitter names it by absolute path.
    #[serde(rename = "crate")]
    pub krate: S<String>,
}

crate::front::syntax::declaration! {
    /// A register class: the registers an allocator hands out for values of the types mapped to it.
    pub struct RegClassDecl {
        /// The name, such as `gpr`.
        name,
        /// Its documentation.
        doc,
        /// The allocator's bank: `int`, `float` or `vector`.
        pub bank: S<String>,
        /// The register kinds of the machine table that name these registers, such as
        /// `[XReg, WReg, XRegOrSp, WRegOrSp]`; register names in this table are read in the first.
        pub views: Vec<S<String>>,
        /// The registers to allocate first, in order; `x0-x15` is a range.
        #[serde(default)]
        pub preferred: Vec<S<String>>,
        /// The registers to allocate when the preferred ones are taken.
        #[serde(default)]
        pub non_preferred: Vec<S<String>>,
        /// A register never allocated, which the allocator may use to break cycles of moves.
        #[serde(default)]
        pub scratch: Option<S<String>>,
        /// Registers of the class no value lives in, kept for the compiler's own use (the frame
        /// pointer, the link register, the platform register, a second scratch); `x17-x18` is a
        /// range. No fixed allocation, `fixed_each` list, `preferred` or `non_preferred` list may
        /// name them (nor the scratch register). A table with an `abi` lists them there instead
        /// (its `reserved`, `scratch`, stack pointer, frame pointer and link register).
        #[serde(default)]
        pub reserved: Vec<S<String>>,
    }
}

crate::front::syntax::declaration! {
    /// A named set of registers, usable in `clobbers`.
    pub struct RegSetDecl {
        /// The name, such as `call_clobbered`.
        name,
        /// Its documentation.
        doc,
        /// Its registers (of any class); `x0-x17` is a range.
        pub registers: Vec<S<String>>,
    }
}

crate::front::syntax::declaration! {
    /// A temporary register of an instruction.
    pub struct TempDecl {
        /// The name, used in `emit` bindings.
        name,
        /// Its documentation.
        doc,
        /// Its register class.
        pub class: S<String>,
        /// `reg` (default) or a fixed register of the class.
        #[serde(default)]
        pub alloc: Option<S<String>>,
    }
}

/// A value bound to a machine form's operand: the name of an operand, result or temp of the
/// instruction, a register name, an enumeration case, an integer or a truth value.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum BindValue {
    /// An integer constant.
    Int(i64),
    /// A truth value (for a flag operand).
    Bool(bool),
    /// A name.
    Name(String),
}

/// One machine instruction of an emission.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct EmitDecl {
    /// The controlling types this step is for (the type of the first result, or else of the
    /// first value operand); every type when left out.
    #[serde(default)]
    pub types: Vec<S<String>>,
    /// The machine form (an encoding or alias of the machine table), such as `ADD_X_shifted`.
    pub form: S<String>,
    /// The form's operands, by name: what each is bound to. An operand with a default in the
    /// machine table may be left out.
    #[serde(default)]
    pub bind: Entries<S<BindValue>>,
    /// The assembly this step must assemble to, with `{name}` for an operand, result or temp of
    /// the instruction (a register is spelt as the form operand it is bound to, an immediate in
    /// decimal or as its case name, a block target as the byte offset `#n`). Tests assemble it
    /// with the machine's reference assembler and compare words.
    pub asm: S<String>,
}

/// Parts of an instruction a hand-written Rust function provides instead of, or beside, the
/// table.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CustomDecl {
    /// The method of the generated `CustomChecks` trait that checks each instruction of this
    /// opcode beyond the table's rules (any table, LIR or not); an implementation of the trait
    /// lacking it does not compile.
    #[serde(default)]
    pub verify: Option<S<String>>,
    /// The method of the generated `Custom` trait that emits the instruction (instead of
    /// `emit`); a user's implementation of the trait that lacks it does not compile.
    #[serde(default)]
    pub emit: Option<S<String>>,
}

crate::front::syntax::declaration! {
    /// The calling convention of a LIR, as LLVM's `CallingConv.td` states one: which registers carry
    /// arguments and results, which a callee must preserve, which the compiler keeps for itself, and
    /// how arguments past the registers go on the stack. Registers are spelt as any view of their
    /// class spells them (`sp`, `x29`, `a0`); a register the machine names is no more special than
    /// another: only what this section keeps is kept.
    pub struct AbiDecl {
        /// The convention's name, as messages name it, such as `AAPCS64`.
        name,
        /// Its documentation (which convention, and what this compiler uses of it).
        doc,
        /// The stack pointer, such as `sp`; never allocated.
        #[serde(default)]
        pub stack_pointer: Option<S<String>>,
        /// The frame pointer, such as `x29` or `s0`; never allocated (it may be callee-saved too).
        #[serde(default)]
        pub frame_pointer: Option<S<String>>,
        /// The register a call leaves the return address in, such as `x30` or `ra`; never allocated.
        #[serde(default)]
        pub link_register: Option<S<String>>,
        /// How arguments past the argument registers are passed on the stack.
        #[serde(default)]
        pub stack_arguments: Option<StackArgsDecl>,
        /// Per register class: its argument, result, callee-saved, scratch and reserved registers.
        #[serde(default)]
        pub classes: Vec<AbiClassDecl>,
    }
}

/// The stack arguments of a calling convention: each argument past the registers takes one slot,
/// in argument order, from the stack pointer at the call up.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StackArgsDecl {
    /// The bytes of one slot, a power of two, such as `8`.
    pub slot: S<u32>,
    /// The alignment of the stack pointer at a call, in bytes (a power of two, at least `slot`):
    /// the area of stack arguments is rounded up to it.
    pub align: S<u32>,
}

/// The registers of one register class in a calling convention; each list is in order, and
/// `x0-x7` is a range.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct AbiClassDecl {
    /// The register class, such as `gpr`.
    pub class: S<String>,
    /// The registers that carry arguments of this class, in order: the `i`th argument of the
    /// class goes in the `i`th; later ones go on the stack.
    #[serde(default)]
    pub arguments: Vec<S<String>>,
    /// The registers that carry results of this class, in order.
    #[serde(default)]
    pub results: Vec<S<String>>,
    /// The registers a callee must preserve (the frame saves those its allocation touches).
    #[serde(default)]
    pub callee_saved: Vec<S<String>>,
    /// Registers the compiler uses by hand between instructions (far addresses, veneers, trap
    /// codes), never allocated.
    #[serde(default)]
    pub scratch: Vec<S<String>>,
    /// Registers nothing may use (a platform register, a zero register), never allocated.
    #[serde(default)]
    pub reserved: Vec<S<String>>,
}
