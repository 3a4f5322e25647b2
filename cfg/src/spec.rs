//! What the runtime knows of a table: owns the traits the generated layer implements
//! ([`CfgOpcode`] for its `Opcode`, [`ValueType`] for its `Type`) and the metadata rows they
//! return ([`InstInfo`] with its operand and result shapes, [`ImmInfo`]), plus the name lookups
//! behind the generated `FromStr` impls. Nothing here depends on a particular table.

use core::fmt::{self, Debug};
use core::hash::Hash;

/// A set of types as a bit mask: bit `n` is the type whose [`ValueType::index`] is `n`.
pub type TypeMask = u64;

/// The `Type` enum of a generated layer: the types a value may have.
pub trait ValueType: Copy + Eq + Hash + Debug + 'static {
    /// Every type, in declaration order (type `n` at index `n`).
    const ALL: &'static [Self];
    /// The type's number, its bit in a [`TypeMask`].
    fn index(self) -> u8;
    /// The type's name in the table, as the text format spells it.
    fn name(self) -> &'static str;
    /// Whether the type is in `mask`.
    fn is_in(self, mask: TypeMask) -> bool {
        self.index() < 64 && mask & (1u64 << self.index()) != 0
    }
}

/// The `Opcode` enum of a generated layer. The runtime types ([`Function`](crate::Function),
/// [`Builder`](crate::Builder), the verifier and the text format) are generic over it.
pub trait CfgOpcode: Copy + Eq + Ord + Hash + Debug + 'static {
    /// The table's value types.
    type Type: ValueType;
    /// Every opcode, in opcode order (opcode `n` at index `n`).
    const ALL: &'static [Self];
    /// The opcode's number.
    fn number(self) -> u16;
    /// The opcode's metadata row.
    fn info(self) -> &'static InstInfo;
}

/// The static facts of one instruction of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InstInfo {
    /// Its name, as the text format spells it.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// Its leaf class.
    pub class: &'static str,
    /// Its operands, in order.
    pub operands: &'static [OperandInfo],
    /// Its results, in order.
    pub results: &'static [ResultInfo],
    /// Its flags (bit `n` is the table's flag `n`).
    pub flags: u64,
    /// Whether it ends a block.
    pub terminator: bool,
    /// Whether it returns from the function (its values are the function's results).
    pub returns: bool,
}

impl InstInfo {
    /// Whether the last operand takes any number of values.
    pub fn is_variadic(&self) -> bool {
        self.operands.last().is_some_and(|o| o.variadic)
    }

    /// The declared operand that actual operand `index` stands for (variadic values all stand
    /// for the last).
    pub fn operand(&self, index: usize) -> Option<&'static OperandInfo> {
        match self.operands.get(index) {
            Some(o) => Some(o),
            None if self.is_variadic() => self.operands.last(),
            None => None,
        }
    }
}

/// One operand of an instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OperandInfo {
    /// Its name.
    pub name: &'static str,
    /// What it takes.
    pub kind: OperandKind,
    /// Whether it takes any number of values.
    pub variadic: bool,
}

/// What an operand takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OperandKind {
    /// A value whose type is in `types`, and equal to that of operand `same` when given.
    Value {
        /// The allowed types.
        types: TypeMask,
        /// The earlier operand whose type this one has.
        same: Option<u8>,
    },
    /// An immediate of this kind.
    Imm(&'static ImmInfo),
    /// A block target with arguments for the block's parameters.
    Block,
}

/// One result of an instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultInfo {
    /// Its name.
    pub name: &'static str,
    /// The allowed types.
    pub types: TypeMask,
    /// The value operand whose type the result has.
    pub same: Option<u8>,
}

impl ResultInfo {
    /// Whether the table leaves the result's type open, so a builder or the text format must
    /// give it (no `same` operand, more than one allowed type).
    pub fn is_open(&self) -> bool {
        self.same.is_none() && self.types.count_ones() != 1
    }
}

/// An immediate kind of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImmInfo {
    /// Its name.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// What values it takes.
    pub kind: ImmKind,
}

/// The values of an immediate kind. Immediates are stored as `i64` (an unsigned 64-bit one as
/// its bit pattern).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImmKind {
    /// An integer of `bits` bits.
    Int {
        /// Its width, 1 to 64.
        bits: u8,
        /// Whether it is signed.
        signed: bool,
    },
    /// One of named cases, numbered from 0.
    Enum(&'static [&'static str]),
}

impl ImmKind {
    /// Whether `value` is a value of this kind.
    pub fn admits(&self, value: i64) -> bool {
        match *self {
            ImmKind::Int { bits, .. } if bits >= 64 => true,
            ImmKind::Int { bits, signed: true } => {
                let half = 1i64 << (bits - 1);
                (-half..half).contains(&value)
            }
            ImmKind::Int {
                bits,
                signed: false,
            } => (0..(1i64 << bits)).contains(&value),
            ImmKind::Enum(cases) => usize::try_from(value).is_ok_and(|v| v < cases.len()),
        }
    }
}

/// A name that names no type or opcode of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName(pub String);

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown name `{}`", self.0)
    }
}

impl std::error::Error for UnknownName {}

/// The type named `name` in the table.
pub fn type_named<T: ValueType>(name: &str) -> Result<T, UnknownName> {
    T::ALL
        .iter()
        .copied()
        .find(|t| t.name() == name)
        .ok_or_else(|| UnknownName(name.to_owned()))
}

/// The opcode named `name` in the table.
pub fn opcode_named<Op: CfgOpcode>(name: &str) -> Result<Op, UnknownName> {
    Op::ALL
        .iter()
        .copied()
        .find(|op| op.info().name == name)
        .ok_or_else(|| UnknownName(name.to_owned()))
}
