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
