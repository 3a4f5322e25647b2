//! The checked model of a block-structured IR table: what a `kind: cfg` spec means once every
//! name is resolved. The generators and the reference read only this.

pub use crate::front::model::{Class, Named};
use crate::front::source::SourceMap;

/// A set of types as a bit mask: bit `i` is type `i` of [`CfgSpec::types`].
pub type TypeMask = u64;

/// A checked block-structured IR spec.
#[derive(Debug, Clone)]
pub struct CfgSpec {
    /// The files it was read from.
    pub sources: SourceMap,
    /// The IR's name (the first file's `name`, or its file stem).
    pub name: String,
    /// What the IR is.
    pub doc: String,
    /// Value types; type `i` is bit `i` of a [`TypeMask`].
    pub types: Vec<Named>,
    /// Type sets, in declaration order.
    pub type_sets: Vec<TypeSet>,
    /// Immediate kinds, in declaration order.
    pub immediates: Vec<Immediate>,
    /// Flags; flag `i` is bit `i` of an instruction's flags.
    pub flags: Vec<Named>,
    /// Classes in depth-first order, each with its opcode range.
    pub classes: Vec<Class>,
    /// Instructions in opcode order.
    pub instructions: Vec<Instruction>,
    /// Mixins: named groups of instructions beside the class tree, in declaration order.
    pub mixins: Vec<Named>,
    /// The LIR part, when the table names a `machine`.
    pub lir: Option<super::lir::Lir>,
    /// The type that is the family of pointer types, if any (`pointer: true`).
    pub pointer: Option<usize>,
    /// The type that is the family of array types, if any (`array: true`).
    pub array: Option<usize>,
    /// The types a pointer's element may have.
    pub pointer_elements: TypeMask,
    /// The types an array's element may have.
    pub array_elements: TypeMask,
}

/// A named set of types.
#[derive(Debug, Clone)]
pub struct TypeSet {
    /// Name and doc.
    pub named: Named,
    /// Its members.
    pub mask: TypeMask,
}

/// An immediate kind.
#[derive(Debug, Clone)]
pub struct Immediate {
    /// Name and doc.
    pub named: Named,
    /// What values it takes.
    pub kind: ImmediateKind,
    /// What of the module its values number.
    pub refers: Option<Refers>,
}

/// What of the module an immediate kind's values number: the one definition in
/// [`opforge_shapes`], re-exported.
pub use opforge_shapes::Refers;

/// A type derived from an operand's (by position): [`opforge_shapes::TypeOf`] with operands
/// numbered by `usize`.
pub type TypeOf = opforge_shapes::TypeOf<usize>;

/// The values of an immediate kind.
#[derive(Debug, Clone)]
pub enum ImmediateKind {
    /// An integer of `bits` bits.
    Int {
        /// Its width, 1 to 64.
        bits: u8,
        /// Whether it is signed.
        signed: bool,
    },
    /// One of named cases, numbered from 0.
    Enum(Vec<Named>),
    /// A floating-point number (`float: true`).
    Float,
}

/// An instruction.
#[derive(Debug, Clone)]
pub struct Instruction {
    /// Name and doc.
    pub named: Named,
    /// Its (leaf) class.
    pub class: usize,
    /// Its operands, in order.
    pub operands: Vec<Operand>,
    /// Its results, in order.
    pub results: Vec<ResultSpec>,
    /// Its flags (bit `i` is flag `i`).
    pub flags: u64,
    /// Whether it ends a block.
    pub terminator: bool,
    /// Whether it returns from the function.
    pub returns: bool,
    /// The method of the generated `CustomChecks` trait that checks it, if its row names one.
    pub custom_check: Option<String>,
    /// The mixins it belongs to (indices into [`CfgSpec::mixins`], ascending).
    pub mixins: Vec<usize>,
}

/// An operand of an instruction.
#[derive(Debug, Clone)]
pub struct Operand {
    /// Name and doc.
    pub named: Named,
    /// What it takes.
    pub kind: OperandKind,
    /// Whether it takes any number of values (only the last operand, a value).
    pub variadic: bool,
    /// The type derived from another operand's (`pointee`), if the row derives one.
    pub type_of: Option<TypeOf>,
}

/// What an operand takes: [`opforge_shapes::OperandKind`] with a [`TypeMask`] of allowed types, and
/// immediate kinds and operands numbered by `usize`.
pub type OperandKind = opforge_shapes::OperandKind<TypeMask, usize, usize>;

/// A result of an instruction.
#[derive(Debug, Clone)]
pub struct ResultSpec {
    /// Name and doc.
    pub named: Named,
    /// The allowed types.
    pub types: TypeMask,
    /// The value operand whose type the result has.
    pub same: Option<usize>,
    /// The type derived from an operand's (or the module's), if the row derives one.
    pub type_of: Option<TypeOf>,
}

impl CfgSpec {
    /// A mask holding every type.
    pub fn all_types(&self) -> TypeMask {
        mask_of_count(self.types.len())
    }

    /// The bits of the compound families (pointer and array).
    pub fn compound(&self) -> TypeMask {
        [self.pointer, self.array]
            .into_iter()
            .flatten()
            .filter(|&i| i < 64)
            .fold(0, |m, i| m | 1u64 << i)
    }

    /// Whether a result of this spec leaves its type to the builder and the text format.
    pub fn is_open(&self, r: &ResultSpec) -> bool {
        let derived = matches!(r.type_of, Some(TypeOf::Pointee(_) | TypeOf::Address(_)));
        r.same.is_none()
            && !derived
            && (r.types.count_ones() != 1 || r.types & self.compound() != 0)
    }
}

/// The mask of the first `n` types.
pub(crate) fn mask_of_count(n: usize) -> TypeMask {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}
