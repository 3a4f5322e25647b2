//! Structural recovery: owns finding every structural error (`E005`: an unknown key, a missing key,
//! a value of the wrong shape) of one YAML file, not only the first.
//!
//! serde stops at the first error, so the file is read again, up to [`MAX_PASSES`] times, through
//! [`Skipping`], a deserializer that wraps the YAML parser's and numbers every node by its path of
//! entry indices from the root. When a read fails, the innermost entry that can be left out
//! without causing a new error is remembered (the entry of an unknown or repeated key wherever
//! it is; an element of a list or an entry of a map of names, such as one gate, for a value of
//! the wrong shape), and the next read skips it unread as a whole. Each read finds one more error
//! or stops; every read is bounded by a budget of nodes proportional to the file's size (so that
//! skipping an entry never replays an alias bomb past a few nodes a byte), and the reads together
//! by [`MAX_PASSES`] and [`WORK_BYTES`], so the work is bounded whatever the input.

use std::cell::RefCell;
use std::collections::HashSet;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IgnoredAny, MapAccess, SeqAccess,
    VariantAccess, Visitor,
};
use serde_saphyr::{Error as YamlError, Location};

use entries::Visit;
use scalars::{Probe, SPANNED};

/// The most reads of one file spent on finding its structural errors.
pub(crate) const MAX_PASSES: usize = 64;

/// The most bytes of text read, all reads of one file together, to find its structural errors
/// (at least two reads are made, whatever the file's size).
pub(crate) const WORK_BYTES: usize = 1 << 20;

/// What the reads of one file share: the path of the node being read, the entries to skip, the
/// entry the current read will skip next time, and where the scalar that failed to be a number
/// or a boolean is.
#[derive(Default)]
struct State {
    path: Vec<u32>,
    skips: HashSet<Vec<u32>>,
    claimed: Option<Vec<u32>>,
    refused: Option<Location>,
}

impl State {
    /// Remembers the current path as the entry to skip, unless an inner entry already was.
    fn claim(&mut self) {
        if self.claimed.is_none() {
            self.claimed = Some(self.path.clone());
        }
    }
}

/// Reads `text` again and again, each time skipping one more entry that failed, and returns every
/// structural error met, in the order met. `is_structural` says which errors are structural; any
/// other error (a syntax error, a breach of the budget `options` gives) ends the search
/// unreported: the caller reports the first error of a plain read, whatever it is.
pub(crate) fn every_error<T: de::DeserializeOwned>(
    text: &str,
    options: impl Fn() -> serde_saphyr::Options,
    is_structural: impl Fn(&YamlError) -> bool,
) -> Vec<YamlError> {
    let state = RefCell::new(State::default());
    let mut errors = Vec::new();
    let passes = MAX_PASSES.min((WORK_BYTES / text.len().max(1)).max(2));
    for _ in 0..passes {
        {
            let mut s = state.borrow_mut();
            s.path.clear();
            s.claimed = None;
        }
        let result = read_with::<T>(&state, text, options());
        let Err(e) = result else { break };
        if !is_structural(&e) {
            break;
        }
        errors.push(e);
        let mut s = state.borrow_mut();
        let progress = match s.claimed.take() {
            Some(entry) => s.skips.insert(entry),
            None => false,
        };
        if !progress {
            break;
        }
    }
    errors
}

/// Reads `text` into `T` once, skipping nothing: the read of every spec file, which refuses a
/// quoted number or boolean (see [`Skipping`]).
pub(crate) fn read<T: de::DeserializeOwned>(
    text: &str,
    options: serde_saphyr::Options,
) -> Result<T, YamlError> {
    read_with(&RefCell::new(State::default()), text, options)
}

/// Reads `text` into `T` once, skipping the entries `state` holds.
fn read_with<T: de::DeserializeOwned>(
    state: &RefCell<State>,
    text: &str,
    options: serde_saphyr::Options,
) -> Result<T, YamlError> {
    state.borrow_mut().refused = None;
    serde_saphyr::with_deserializer_from_str_with_options(text, options, |d| {
        T::deserialize(Skipping {
            state,
            inner: d,
            container: Container::Other,
            key: false,
        })
    })
    .map_err(|e| match (e, state.borrow_mut().refused.take()) {
        // A number or boolean refused by [`Probe`] is reported where its scalar is (serde's
        // error knows no place; the parser would put it at the key).
        (
            YamlError::SerdeInvalidType {
                unexpected,
                expected,
                ..
            },
            Some(location),
        ) => YamlError::SerdeInvalidType {
            unexpected,
            expected,
            location,
        },
        (e, _) => e,
    })
}

/// What the wrapped type asked the deserializer for: the entries of lists and maps can be skipped
/// whole after a failure inside them; the entries of a struct only for an unknown key.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Container {
    /// A list (`deserialize_seq`, tuples).
    Seq,
    /// A map of keys to values (`deserialize_map`).
    Map,
    /// A struct, or anything that looks at the input first (`deserialize_any`).
    Other,
}

/// The deserializer that numbers nodes, skips the remembered entries, and refuses a quoted
/// scalar where a number or a boolean is expected (`width: "8"`): YAML reads it as a string, and
/// so do the JSON Schema and every editor that uses it.
struct Skipping<'s, D> {
    state: &'s RefCell<State>,
    inner: D,
    container: Container,
    /// Whether this is a mapping key (whose numbers may be quoted: a key is a name).
    key: bool,
}

impl<'s, D> Skipping<'s, D> {
    fn visit<V>(state: &'s RefCell<State>, inner: V, container: Container) -> Visit<'s, V> {
        Visit {
            state,
            inner,
            container,
        }
    }
}

macro_rules! forward {
    ($($method:ident),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
                self.inner.$method(Skipping::<D>::visit(self.state, visitor, self.container))
            }
        )*
    };
}

/// The methods that read a number or a boolean: through `deserialize_any`, which hands a plain
/// scalar over typed and a quoted one as a string, refused by [`Unquoted`].
macro_rules! unquoted {
    ($($method:ident),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
                let visitor = Skipping::<D>::visit(self.state, visitor, self.container);
                if self.key {
                    self.inner.$method(visitor)
                } else {
                    let probe = Probe { state: self.state, inner: visitor };
                    self.inner.deserialize_newtype_struct(SPANNED, probe)
                }
            }
        )*
    };
}

impl<'de, 's, D: Deserializer<'de>> Deserializer<'de> for Skipping<'s, D> {
    type Error = D::Error;

    unquoted!(
        deserialize_bool,
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_i64,
        deserialize_i128,
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_u64,
        deserialize_u128,
        deserialize_f32,
        deserialize_f64,
    );

    forward!(
        deserialize_any,
        deserialize_char,
        deserialize_str,
        deserialize_string,
        deserialize_bytes,
        deserialize_byte_buf,
        deserialize_option,
        deserialize_unit,
        deserialize_identifier,
        deserialize_ignored_any,
    );

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.inner
            .deserialize_seq(Self::visit(self.state, visitor, Container::Seq))
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.inner
            .deserialize_map(Self::visit(self.state, visitor, Container::Map))
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.inner
            .deserialize_tuple(len, Self::visit(self.state, visitor, Container::Seq))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.inner.deserialize_tuple_struct(
            name,
            len,
            Self::visit(self.state, visitor, Container::Seq),
        )
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.inner
            .deserialize_unit_struct(name, Self::visit(self.state, visitor, Container::Other))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        // Keeps the container of the value it wraps (a `Located` list is a list).
        self.inner
            .deserialize_newtype_struct(name, Self::visit(self.state, visitor, self.container))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.inner.deserialize_struct(
            name,
            fields,
            Self::visit(self.state, visitor, Container::Other),
        )
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.inner.deserialize_enum(
            name,
            variants,
            Self::visit(self.state, visitor, Container::Other),
        )
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// The `visit_*` methods of a visitor that wraps another, each handing the value to the inner
/// one ([`Visit`] and the scalar visitors use it).
macro_rules! visit_value {
    ($($method:ident: $ty:ty),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<Self::Value, E> {
                self.inner.$method(v)
            }
        )*
    };
}

/// The `visit_*` methods of every scalar but a string, each handing the value to the inner
/// visitor: what [`Visit`] and the scalar visitors forward alike (`$de` is the data's lifetime).
macro_rules! forward_non_strings {
    ($de:lifetime) => {
        visit_value!(
            visit_bool: bool,
            visit_i8: i8,
            visit_i16: i16,
            visit_i32: i32,
            visit_i64: i64,
            visit_i128: i128,
            visit_u8: u8,
            visit_u16: u16,
            visit_u32: u32,
            visit_u64: u64,
            visit_u128: u128,
            visit_f32: f32,
            visit_f64: f64,
            visit_char: char,
            visit_bytes: &[u8],
            visit_borrowed_bytes: &$de [u8],
            visit_byte_buf: Vec<u8>,
        );
    };
}

// After the macros, which they use.
mod entries;
mod scalars;
