//! What the runtime knows of a table: owns the traits the generated layer implements
//! ([`CfgOpcode`] for its `Opcode`, [`ValueType`] for its `Type`) and the metadata rows they
//! return ([`InstInfo`] with its operand and result shapes, [`ImmInfo`]), plus the name lookups
//! behind the generated `FromStr` impls, and the structure of pointer and array types
//! ([`Shape`]) with the rules that derive one type from another ([`TypeOf`]). Nothing here
//! depends on a particular table.

use core::fmt::{self, Debug};
use core::hash::Hash;

/// A set of types of a table, as a bit mask over their numbers: bit `n` is the type whose
/// [`ValueType::index`] is `n`. It has the shape of the `TypeSet` a `kind: ir` layer generates
/// (a `u64` mask with `EMPTY`, `of`, `contains`, `union` and `is_empty`); a `kind: cfg` layer
/// names its sets `type_set::*`, and the metadata rows
/// ([`OperandKind::Value`], [`ResultInfo::types`]) hold them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct TypeSet(pub u64);

impl TypeSet {
    /// The empty set.
    pub const EMPTY: TypeSet = TypeSet(0);
    /// Every type number (what a table with no constraint allows).
    pub const ALL: TypeSet = TypeSet(u64::MAX);

    /// The set holding only `t`.
    pub fn of<T: ValueType>(t: T) -> TypeSet {
        TypeSet(1u64.checked_shl(u32::from(t.index())).unwrap_or(0))
    }

    /// Whether `t` is a member.
    pub fn contains<T: ValueType>(self, t: T) -> bool {
        t.index() < 64 && self.0 & (1u64 << t.index()) != 0
    }

    /// The union of two sets.
    pub const fn union(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 | other.0)
    }

    /// The types in both sets.
    pub const fn intersection(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 & other.0)
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many type numbers the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
}

/// The `Type` enum of a generated layer: the types a value may have.
pub trait ValueType: Copy + Eq + Hash + Debug + 'static {
    /// Every type, in declaration order (type `n` at index `n`).
    const ALL: &'static [Self];
    /// The type's number, its bit in a [`TypeSet`].
    fn index(self) -> u8;
    /// The type's name in the table, as the text format spells it.
    fn name(self) -> &'static str;
    /// Whether the type is in `set` (`set.contains(self)`).
    fn is_in(self, set: TypeSet) -> bool {
        set.contains(self)
    }
    /// The bits of the table's compound families (its `pointer: true` and `array: true`
    /// types): a type of such a family is built from an element type, so naming the family
    /// does not fix a type.
    const COMPOUND: TypeSet = TypeSet::EMPTY;
    /// The types a pointer's element may have (`elements:` on the pointer family).
    const POINTER_ELEMENTS: TypeSet = TypeSet::ALL;
    /// The types an array's element may have (`elements:` on the array family).
    const ARRAY_ELEMENTS: TypeSet = TypeSet::ALL;
    /// The type's structure: a scalar, or a pointer or array with its element type.
    fn shape(self) -> Shape<Self> {
        Shape::Scalar
    }
    /// The pointer type to `elem`, when the table declares a pointer family.
    fn pointer_to(elem: Self) -> Option<Self> {
        let _ = elem;
        None
    }
    /// The type of arrays of `len` elements of type `elem`, when the table declares an array
    /// family.
    fn array_of(len: u64, elem: Self) -> Option<Self> {
        let _ = (len, elem);
        None
    }
}

/// The structure of a value type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Shape<T> {
    /// A type of the table's list, with no element.
    Scalar,
    /// A pointer to values of the element type (`*i32`).
    Pointer(T),
    /// An array of a number of elements of the element type (`[3 x i32]`).
    Array(u64, T),
}

/// Why `ty` is no type of its table: a pointer or array (at any depth) whose element the
/// family's `elements` do not allow (`*i1` when pointers hold numbers and arrays only).
pub fn malformed<T: ValueType>(ty: T) -> Option<String> {
    let (what, elem, allowed) = match ty.shape() {
        Shape::Scalar => return None,
        Shape::Pointer(elem) => ("a pointer to", elem, T::POINTER_ELEMENTS),
        Shape::Array(_, elem) => ("an array of", elem, T::ARRAY_ELEMENTS),
    };
    if !elem.is_in(allowed) {
        return Some(format!(
            "{} is {what} {}, which the table does not allow",
            ty.name(),
            elem.name()
        ));
    }
    malformed(elem)
}

/// The element type of a pointer type (`None` for any other type).
pub fn pointee<T: ValueType>(ty: T) -> Option<T> {
    match ty.shape() {
        Shape::Pointer(elem) => Some(elem),
        _ => None,
    }
}

/// The type an address computation yields (a GEP in LLVM's terms): from a pointer of type
/// `base`, the first of `indices` index values steps over whole elements, each further one
/// enters one array level of the element. The result points to the element reached:
/// `*[3 x i32]` with two indices gives `*i32`. An error names the index (counted from 0) that
/// has no array level to enter, or says `base` is no pointer.
pub fn address_type<T: ValueType>(base: T, indices: usize) -> Result<T, AddressError<T>> {
    let mut elem = pointee(base).ok_or(AddressError::NotPointer(base))?;
    for index in 1..indices {
        elem = match elem.shape() {
            Shape::Array(_, inner) => inner,
            _ => return Err(AddressError::NoArray { index, elem }),
        };
    }
    T::pointer_to(elem).ok_or(AddressError::NotPointer(base))
}

/// Why an address computation has no type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AddressError<T> {
    /// The base is not a pointer.
    NotPointer(T),
    /// Index `index` would enter `elem`, which is not an array.
    NoArray {
        /// The index, counted from 0 (the one stepping over the pointer).
        index: usize,
        /// The type it would enter.
        elem: T,
    },
}

impl<T: ValueType> fmt::Display for AddressError<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AddressError::NotPointer(t) => write!(f, "{} is not a pointer type", t.name()),
            AddressError::NoArray { index, elem } => {
                write!(
                    f,
                    "index {index} enters {}, which is not an array",
                    elem.name()
                )
            }
        }
    }
}

/// A type a row derives from the types of other operands (or, for [`TypeOf::Global`], from
/// the module), beside its constraint.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeOf {
    /// The element type of value operand `n`'s pointer type: a load's result, a store's value.
    Pointee(u8),
    /// The pointer [`address_type`] computes from value operand `n` and the variadic index
    /// operands after it: a GEP's result.
    Address(u8),
    /// A pointer to the type of the global that immediate operand `n` names: checked with the
    /// module ([`crate::module`]), given by the builder and the text format like an open type.
    Global(u8),
}

impl TypeOf {
    /// The operand the rule reads.
    pub fn operand(self) -> u8 {
        match self {
            TypeOf::Pointee(n) | TypeOf::Address(n) | TypeOf::Global(n) => n,
        }
    }

    /// The type the rule derives when value operand [`TypeOf::operand`] has type `base` and
    /// `after` operands follow it; `None` for [`TypeOf::Global`], which needs the module.
    pub fn derive<T: ValueType>(self, base: T, after: usize) -> Option<Result<T, AddressError<T>>> {
        match self {
            TypeOf::Pointee(_) => Some(pointee(base).ok_or(AddressError::NotPointer(base))),
            TypeOf::Address(_) => Some(address_type(base, after)),
            TypeOf::Global(_) => None,
        }
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
