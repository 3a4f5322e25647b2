//! The structure of a table's value types, as the runtime sees it: the trait a generated `Type`
//! enum implements ([`ValueType`]), sets of types ([`TypeSet`]), pointer and array types
//! ([`Shape`]) and the rules that derive one type from the types of other operands ([`TypeOf`],
//! [`address_type`]). The generator writes [`TypeOf`] rows from its model and the runtime reads
//! them, so both use this one definition.

use core::fmt::{self, Debug};
use core::hash::Hash;

/// A set of types of a table, as a bit mask over their numbers: bit `n` is the type whose
/// [`ValueType::index`] is `n`. It has the shape of the `TypeSet` a `kind: ir` layer generates
/// (a `u64` mask with `EMPTY`, `of`, `contains`, `union` and `is_empty`); a `kind: cfg` layer
/// names its sets `type_set::*`, and the metadata rows
/// (`OperandKind::Value`, `ResultInfo::types`) hold them.
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
pub enum TypeOf<Index> {
    /// The element type of value operand `n`'s pointer type: a load's result, a store's value.
    Pointee(Index),
    /// The pointer [`address_type`] computes from value operand `n` and the variadic index
    /// operands after it: a GEP's result.
    Address(Index),
    /// A pointer to the type of the global that immediate operand `n` names: checked with the
    /// module (`opforge_cfg::module`), given by the builder and the text format like an open
    /// type.
    Global(Index),
}

impl<Index: Copy> TypeOf<Index> {
    /// The operand the rule reads.
    pub fn operand(self) -> Index {
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
