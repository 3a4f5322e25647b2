//! What the runtime knows of a table: owns the traits the generated layer implements
//! ([`CfgOpcode`] for its `Opcode`, [`ValueType`] for its `Type`) and the metadata rows they
//! return ([`InstInfo`] with its operand and result shapes, [`ImmInfo`]), plus the name lookups
//! behind the generated `FromStr` impls, and the structure of pointer and array types
//! ([`Shape`]) with the rules that derive one type from another ([`TypeOf`]). Nothing here
//! depends on a particular table.

use core::fmt::{self, Debug};
use core::hash::Hash;

pub use opforge_shapes::{
    AddressError, Shape, TypeSet, ValueType, address_type, malformed, pointee,
};

/// A type a row derives from the types of other operands: [`opforge_shapes::TypeOf`] with value
/// operands numbered by `u8`.
pub type TypeOf = opforge_shapes::TypeOf<u8>;

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
    /// The type the operand must have, derived from another operand's (only
    /// [`TypeOf::Pointee`]).
    pub type_of: Option<TypeOf>,
}

/// What an operand takes: [`opforge_shapes::OperandKind`] with a [`TypeSet`] of allowed types,
/// the immediate kind's row, and operands numbered by `u8`.
pub type OperandKind = opforge_shapes::OperandKind<TypeSet, &'static ImmInfo, u8>;

/// One result of an instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultInfo {
    /// Its name.
    pub name: &'static str,
    /// The allowed types.
    pub types: TypeSet,
    /// The value operand whose type the result has.
    pub same: Option<u8>,
    /// The type the result has, derived from its operands' (or the module's).
    pub type_of: Option<TypeOf>,
}

impl ResultInfo {
    /// Whether the table leaves the result's type open, so a builder or the text format must
    /// give it (no `same` operand, no type derived from the operands, and not one allowed
    /// type; a compound family such as `ptr` is many types).
    pub fn is_open(&self) -> bool {
        self.is_open_in(TypeSet::EMPTY)
    }

    /// [`ResultInfo::is_open`] for a table whose compound families are the bits of `compound`
    /// (its [`ValueType::COMPOUND`]).
    pub fn is_open_in(&self, compound: TypeSet) -> bool {
        let derived = matches!(self.type_of, Some(TypeOf::Pointee(_) | TypeOf::Address(_)));
        self.same.is_none()
            && !derived
            && (self.types.len() != 1 || !self.types.intersection(compound).is_empty())
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
    /// What of the module its values number, if anything.
    pub refers: Option<Refers>,
}

/// A number that is no case of an enumerated immediate kind: what the generated enums'
/// `TryFrom<i64>` refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotACase {
    /// The immediate kind's name in the table.
    pub immediate: &'static str,
    /// The number.
    pub value: i64,
    /// How many cases it has (numbered from 0).
    pub cases: usize,
}

impl core::fmt::Display for NotACase {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{} is not a case of `{}` (its cases are numbered 0 to {})",
            self.value,
            self.immediate,
            self.cases.saturating_sub(1)
        )
    }
}

impl std::error::Error for NotACase {}

/// What of the module an immediate kind's values number (`refers:` in the table): the one
/// definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::Refers;

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
    /// A floating-point number, stored as the bits of an `f64` (`f64::to_bits`).
    Float,
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
            ImmKind::Float => true,
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
