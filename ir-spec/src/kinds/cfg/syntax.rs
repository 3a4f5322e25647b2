//! The syntax of a block-structured IR table (`kind: cfg`): serde types that mirror the YAML one
//! to one, every scalar [`Located`](crate::front::located::Located). Nothing here is checked beyond its
//! shape; `validate` turns the documents into the checked [`super::CfgSpec`].
//!
//! Names, type sets and classes are declared as in an IR table (`kind: ir`), with the same
//! declaration types.

pub use super::lir::syntax::{
    AbiClassDecl, AbiDecl, BindValue, CustomDecl, EmitDecl, MachineDecl, RegClassDecl, RegSetDecl,
    StackArgsDecl, TempDecl,
};
pub use crate::front::syntax::{ClassDecl, MembersDecl, NamedDecl, S};

crate::front::kind::spec_document! {
    /// One file of a block-structured IR spec (`kind: cfg`).
    pub struct CfgDocument {
        kind: CfgTag,
        /// The machine a LIR is emitted for (its register kinds and forms); a table with a
        /// machine declares register classes, allocation policies and emissions.
        #[serde(default)]
        pub machine: Option<MachineDecl>,
        /// The register classes of a LIR (with a `machine`).
        #[serde(default)]
        pub register_classes: Vec<RegClassDecl>,
        /// Named sets of registers, for `clobbers` (with a `machine`).
        #[serde(default)]
        pub register_sets: Vec<RegSetDecl>,
        /// The calling convention of a LIR (with a `machine`): argument, result, callee-saved,
        /// scratch and reserved registers per class, stack pointer, frame pointer, link
        /// register, stack arguments.
        #[serde(default)]
        pub abi: Option<S<AbiDecl>>,
        /// The types a value may have, such as `i32`.
        #[serde(default)]
        pub types: Vec<TypeDecl>,
        /// Named sets of types, usable wherever a type constraint is written.
        #[serde(default)]
        pub type_sets: Vec<MembersDecl>,
        /// The kinds of immediate operands: integers of a width, or enumerations of named cases.
        #[serde(default)]
        pub immediates: Vec<ImmediateDecl>,
        /// Boolean properties an instruction may carry.
        #[serde(default)]
        pub flags: Vec<NamedDecl>,
        /// The class tree, as a flat list with parents; opcodes are numbered depth-first so each
        /// class is one contiguous range.
        #[serde(default)]
        pub classes: Vec<ClassDecl>,
        /// The instructions.
        #[serde(default)]
        pub instructions: Vec<InstructionDecl>,
        /// Mixins: named groups of instructions beside the class tree (an instruction may be in
        /// several, and a mixin's instructions need not be contiguous), in the manner of C++
        /// mixin classes such as Panda's `ImmediateMixin`.
        #[serde(default)]
        pub mixins: Vec<NamedDecl>,
    }
}

crate::front::kind::kind_tag! {
    /// The `kind:` value of a block-structured IR spec.
    pub enum CfgTag {
        /// A block-structured SSA IR: blocks with parameters, instructions, terminators.
        Cfg = "cfg"
    }
    /// The block-structured IR kind of table.
    pub struct CfgKind: "a block-structured SSA IR's types, classes and instructions";
}

crate::front::syntax::declaration! {
    /// A value type; in a LIR (with a `machine`), with the register class that holds its values
    /// and the register kind that spells them.
    pub struct TypeDecl {
        /// The name, such as `i32`.
        name,
        /// Its documentation.
        doc,
        /// The register class of its values (a LIR only).
        #[serde(default)]
        pub class: Option<S<String>>,
        /// The machine register kind that spells its values, such as `WReg` (a LIR only; one of
        /// the class's `views`).
        #[serde(default)]
        pub view: Option<S<String>>,
        /// A family of pointer types (`*T` for every type `T`) rather than one type.
        #[serde(default)]
        pub pointer: Option<S<bool>>,
        /// A family of array types (`[N x T]`) rather than one type.
        #[serde(default)]
        pub array: Option<S<bool>>,
        /// On a family: the types its members' elements may have (a type, a type set or `any`,
        /// the default).
        #[serde(default)]
        pub elements: Option<S<String>>,
    }
}

crate::front::syntax::declaration! {
    /// A kind of immediate operand: `bits` (with `signed`) for an integer, or `cases` for an
    /// enumeration.
    pub struct ImmediateDecl {
        /// The name, such as `imm64` or `cond`.
        name,
        /// Its documentation.
        doc,
        /// The width of an integer immediate, 1 to 64.
        #[serde(default)]
        pub bits: Option<S<u64>>,
        /// Whether an integer immediate is signed (default: no).
        #[serde(default)]
        pub signed: Option<S<bool>>,
        /// A floating-point constant (stored as an `f64`'s bits) instead of `bits` or `cases`.
        #[serde(default)]
        pub float: Option<S<bool>>,
        /// What of the module the values number: `function` (an operand of this kind makes a
        /// call) or `global`.
        #[serde(default)]
        pub refers: Option<S<String>>,
        /// The cases of an enumeration, numbered from 0 in order.
        #[serde(default)]
        pub cases: Option<Vec<NamedDecl>>,
    }
}

crate::front::syntax::declaration! {
    /// One instruction.
    pub struct InstructionDecl {
        /// The name, such as `iadd`; the text format spells it so.
        name,
        /// Its documentation.
        doc,
        /// The leaf class it belongs to.
        pub class: S<String>,
        /// Its operands, in order.
        #[serde(default)]
        pub operands: Vec<OperandDecl>,
        /// Its results, in order.
        #[serde(default)]
        pub results: Vec<ResultDecl>,
        /// Its flags.
        #[serde(default)]
        pub flags: Vec<S<String>>,
        /// Whether it ends a block (default: no). Only terminators may have block targets.
        #[serde(default)]
        pub terminator: Option<S<bool>>,
        /// Whether it returns from the function (a terminator whose value operands are the function's
        /// results; default: no).
        #[serde(default)]
        pub returns: Option<S<bool>>,
        /// Temporary registers it needs (a LIR only).
        #[serde(default)]
        pub temps: Vec<TempDecl>,
        /// Registers or register sets it overwrites besides its results and temps (a LIR only).
        #[serde(default)]
        pub clobbers: Vec<S<String>>,
        /// Whether it calls another function (a LIR only; default: no).
        #[serde(default)]
        pub call: Option<S<bool>>,
        /// Its emission as machine forms, in order (a LIR only; `[]` for a pseudo-instruction that
        /// emits nothing).
        #[serde(default)]
        pub emit: Option<Vec<EmitDecl>>,
        /// Parts a hand-written Rust function provides (a LIR only).
        #[serde(default)]
        pub custom: Option<CustomDecl>,
        /// The value operand whose type selects the emission steps (a LIR only; default: the
        /// first result, or else the first value operand).
        #[serde(default)]
        pub control: Option<S<String>>,
        /// The mixins it belongs to, by name.
        #[serde(default)]
        pub mixins: Vec<S<String>>,
    }
}

crate::front::syntax::declaration! {
    /// One operand: exactly one of `value` (a type constraint), `imm` (an immediate kind) or
    /// `block: true` (a block target that passes arguments to the block's parameters).
    pub struct OperandDecl {
        /// The name, such as `lhs`.
        name,
        /// Its documentation.
        doc,
        /// A value operand: a type, a type set or `any`.
        #[serde(default)]
        pub value: Option<S<String>>,
        /// An immediate operand: the name of an immediate kind.
        #[serde(default)]
        pub imm: Option<S<String>>,
        /// A block target (with arguments for the target's parameters).
        #[serde(default)]
        pub block: Option<S<bool>>,
        /// A value operand whose type must equal that of an earlier value operand, by name.
        #[serde(default)]
        pub same: Option<S<String>>,
        /// Whether the operand takes any number of values (only the last operand, a value).
        #[serde(default)]
        pub variadic: Option<S<bool>>,
        /// Where a LIR value operand must be: `reg` (default), `any`, `stack` or a fixed register.
        #[serde(default)]
        pub alloc: Option<S<String>>,
        /// For a variadic LIR operand: registers or ranges, of the classes of its types; the `i`th
        /// value of a class goes in the `i`th register of that class in this list.
        #[serde(default)]
        pub fixed_each: Vec<S<String>>,
        /// When a LIR value operand is read: `early` (default) or `late`.
        #[serde(default)]
        pub at: Option<S<String>>,
        /// A value operand: its type is the element type of this earlier value operand's pointer
        /// type (a store's value). An immediate operand whose kind refers to globals: the global
        /// holds what this value operand points to, or an array of it (checked with the module).
        #[serde(default)]
        pub pointee: Option<S<String>>,
    }
}

crate::front::syntax::declaration! {
    /// One result.
    pub struct ResultDecl {
        /// The name, such as `out`.
        name,
        /// Its documentation.
        doc,
        /// Its type constraint: a type, a type set or `any` (default, with `same`: that operand's).
        #[serde(default, rename = "type")]
        pub ty: Option<S<String>>,
        /// The value operand whose type the result has, by name.
        #[serde(default)]
        pub same: Option<S<String>>,
        /// Where a LIR result goes: `reg` (default), `any`, `stack` or a fixed register.
        #[serde(default)]
        pub alloc: Option<S<String>>,
        /// A LIR result that overwrites the register of this value operand, by name.
        #[serde(default)]
        pub reuse: Option<S<String>>,
        /// When a LIR result is written: `late` (default) or `early`.
        #[serde(default)]
        pub at: Option<S<String>>,
        /// The result's type is the element type of this value operand's pointer type (a load).
        #[serde(default)]
        pub pointee: Option<S<String>>,
        /// The result is the address this value operand's pointer and the variadic index operands
        /// after it compute (a GEP): the first index steps over the pointer, each further one
        /// enters an array level.
        #[serde(default)]
        pub address: Option<S<String>>,
        /// The result is a pointer to the type of the global this immediate operand names (its
        /// kind `refers: global`); checked with the module.
        #[serde(default)]
        pub global: Option<S<String>>,
    }
}
