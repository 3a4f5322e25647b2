//! Pointer and array types: owns [`Compound`], the number a table's `Type` carries for a type
//! of a compound family (`Type::Ptr(c)`), the [`Interner`] that gives each structure one number
//! and one name, and [`parse_type`], the spelling every compound type shares: `*T` for a
//! pointer to `T`, `[N x T]` for an array of `N` elements of `T` (`*[3 x i32]`).
//!
//! A generated layer whose table declares a `pointer: true` or `array: true` type holds one
//! `static` interner; two structures are the same type exactly when they have the same number,
//! so `Type` stays `Copy`, compares in one step and hashes as a number. Names are built once per
//! structure and kept for the life of the program (a compiler makes few distinct types).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

use crate::spec::{Shape, ValueType, type_named};

/// The number of a pointer or array type in its table's [`Interner`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Compound(u32);

impl Compound {
    /// Its number.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

struct Table<T> {
    shapes: Vec<(Shape<T>, &'static str)>,
    numbers: HashMap<Shape<T>, u32>,
}

/// The pointer and array types of one table, each structure numbered once.
pub struct Interner<T> {
    table: OnceLock<Mutex<Table<T>>>,
}

impl<T: ValueType> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: ValueType> Interner<T> {
    /// An empty interner (for a `static`).
    pub const fn new() -> Self {
        Interner {
            table: OnceLock::new(),
        }
    }

    fn with<R>(&self, f: impl FnOnce(&mut Table<T>) -> R) -> R {
        let table = self.table.get_or_init(|| {
            Mutex::new(Table {
                shapes: Vec::new(),
                numbers: HashMap::new(),
            })
        });
        // A panic elsewhere while the lock was held leaves the table consistent: every entry
        // is pushed whole.
        let mut guard = table.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut guard)
    }

    /// The number of `shape` (a pointer or an array), given one the first time.
    pub fn intern(&self, shape: Shape<T>) -> Compound {
        if let Some(n) = self.with(|t| t.numbers.get(&shape).copied()) {
            return Compound(n);
        }
        // Spelt with the lock released: the element's name may be one of this interner's.
        let spelt = spell(shape);
        self.with(|t| {
            if let Some(&n) = t.numbers.get(&shape) {
                return Compound(n);
            }
            let name: &'static str = Box::leak(spelt.into_boxed_str());
            let n = t.shapes.len() as u32;
            t.shapes.push((shape, name));
            t.numbers.insert(shape, n);
            Compound(n)
        })
    }

    /// The structure numbered `c` ([`Shape::Scalar`] for a number this interner never gave).
    pub fn shape(&self, c: Compound) -> Shape<T> {
        self.with(|t| t.shapes.get(c.index()).map_or(Shape::Scalar, |s| s.0))
    }

    /// The name of the type numbered `c`, as the text format spells it.
    pub fn name(&self, c: Compound) -> &'static str {
        self.with(|t| t.shapes.get(c.index()).map_or("?", |s| s.1))
    }
}

/// How a structure is spelt: `*T`, `[N x T]` (a scalar has its table name).
fn spell<T: ValueType>(shape: Shape<T>) -> String {
    match shape {
        Shape::Scalar => String::new(),
        Shape::Pointer(elem) => format!("*{}", elem.name()),
        Shape::Array(len, elem) => format!("[{len} x {}]", elem.name()),
    }
}

/// Why a type's spelling names no type of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeError {
    /// A name the table does not declare.
    Unknown(String),
    /// A pointer, but the table declares no pointer family.
    NoPointers,
    /// An array, but the table declares no array family.
    NoArrays,
    /// `[` without `N x T]`.
    BadArray(String),
}

impl core::fmt::Display for TypeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            TypeError::Unknown(name) => write!(f, "unknown type `{name}`"),
            TypeError::NoPointers => f.write_str("the table declares no pointer types"),
            TypeError::NoArrays => f.write_str("the table declares no array types"),
            TypeError::BadArray(text) => {
                write!(f, "expected an array type `[N x T]`, found `{text}`")
            }
        }
    }
}

impl std::error::Error for TypeError {}

/// The type spelt `text`: a name of the table's list, `*T` or `[N x T]`, nested at will
/// (`*[4 x [3 x i32]]`); spaces around the parts are allowed.
pub fn parse_type<T: ValueType>(text: &str) -> Result<T, TypeError> {
    let text = text.trim();
    if let Some(elem) = text.strip_prefix('*') {
        let elem = parse_type::<T>(elem)?;
        return T::pointer_to(elem).ok_or(TypeError::NoPointers);
    }
    if let Some(inner) = text.strip_prefix('[') {
        let bad = || TypeError::BadArray(text.to_owned());
        let inner = inner.strip_suffix(']').ok_or_else(bad)?;
        let (len, elem) = inner.trim_start().split_once(' ').ok_or_else(bad)?;
        let elem = elem.trim_start().strip_prefix('x').ok_or_else(bad)?;
        if !elem.starts_with(' ') {
            return Err(bad());
        }
        let len: u64 = len.parse().map_err(|_| bad())?;
        let elem = parse_type::<T>(elem)?;
        return T::array_of(len, elem).ok_or(TypeError::NoArrays);
    }
    type_named::<T>(text).map_err(|e| TypeError::Unknown(e.0))
}

#[cfg(test)]
mod tests {
    //! The interner and the spelling over a hand-written type list (`i32`, `i1`, a pointer
    //! family and an array family), as a generated layer with both families has it.

    use super::*;
    use crate::spec::{AddressError, address_type};

    static TYPES: Interner<T> = Interner::new();

    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    enum T {
        I32,
        I1,
        Ptr(Compound),
        Arr(Compound),
    }

    impl ValueType for T {
        const ALL: &'static [T] = &[T::I32, T::I1];
        const COMPOUND: crate::TypeSet = crate::TypeSet(0b1100);
        fn index(self) -> u8 {
            match self {
                T::I32 => 0,
                T::I1 => 1,
                T::Ptr(_) => 2,
                T::Arr(_) => 3,
            }
        }
        fn name(self) -> &'static str {
            match self {
                T::I32 => "i32",
                T::I1 => "i1",
                T::Ptr(c) | T::Arr(c) => TYPES.name(c),
            }
        }
        fn shape(self) -> Shape<T> {
            match self {
                T::Ptr(c) | T::Arr(c) => TYPES.shape(c),
                _ => Shape::Scalar,
            }
        }
        fn pointer_to(elem: T) -> Option<T> {
            Some(T::Ptr(TYPES.intern(Shape::Pointer(elem))))
        }
        fn array_of(len: u64, elem: T) -> Option<T> {
            Some(T::Arr(TYPES.intern(Shape::Array(len, elem))))
        }
    }

    #[test]
    fn one_structure_is_one_type_with_one_name() {
        let a = parse_type::<T>("*[4 x [3 x i32]]").expect("parses");
        let b = parse_type::<T>(" * [4 x  [3 x i32] ] ").expect("parses with spaces");
        assert_eq!(a, b);
        assert_eq!(a.name(), "*[4 x [3 x i32]]");
        let row = T::array_of(3, T::I32).expect("arrays");
        assert_eq!(T::pointer_to(T::array_of(4, row).expect("arrays")), Some(a));
        assert_eq!(parse_type::<T>("**i1").map(|t| t.name()), Ok("**i1"));
        assert!(a.is_in(crate::TypeSet(0b0100)) && !a.is_in(crate::TypeSet(0b1000)));
    }

    #[test]
    fn spellings_that_name_no_type() {
        assert_eq!(
            parse_type::<T>("*i33"),
            Err(TypeError::Unknown("i33".into()))
        );
        for bad in ["[3 i32]", "[x x i32]", "[3 x i32", "[3 xi32]"] {
            assert_eq!(
                parse_type::<T>(bad),
                Err(TypeError::BadArray(bad.into())),
                "{bad}"
            );
        }
        assert_eq!(
            TypeError::BadArray("[3]".into()).to_string(),
            "expected an array type `[N x T]`, found `[3]`"
        );
    }

    #[test]
    fn an_address_enters_one_array_level_per_index_after_the_first() {
        let p = parse_type::<T>("*[4 x [3 x i32]]").expect("parses");
        let name = |t: Result<T, AddressError<T>>| t.map(|t| t.name());
        assert_eq!(name(address_type(p, 1)), Ok("*[4 x [3 x i32]]"));
        assert_eq!(name(address_type(p, 2)), Ok("*[3 x i32]"));
        assert_eq!(name(address_type(p, 3)), Ok("*i32"));
        let err = address_type(p, 4).expect_err("no fourth level");
        assert_eq!(err.to_string(), "index 3 enters i32, which is not an array");
        assert_eq!(
            address_type(T::I32, 1),
            Err(AddressError::NotPointer(T::I32))
        );
    }
}
