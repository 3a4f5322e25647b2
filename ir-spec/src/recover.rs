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

/// The visitor that hands the wrapped type numbered lists and maps.
struct Visit<'s, V> {
    state: &'s RefCell<State>,
    inner: V,
    container: Container,
}

macro_rules! visit_value {
    ($($method:ident: $ty:ty),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<Self::Value, E> {
                self.inner.$method(v)
            }
        )*
    };
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for Visit<'s, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }

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
        visit_str: &str,
        visit_borrowed_str: &'de str,
        visit_string: String,
        visit_bytes: &[u8],
        visit_borrowed_bytes: &'de [u8],
        visit_byte_buf: Vec<u8>,
    );

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_some(Skipping {
            state: self.state,
            inner: d,
            container: self.container,
            key: false,
        })
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_newtype_struct(Skipping {
            state: self.state,
            inner: d,
            container: self.container,
            key: false,
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_seq(Entries {
            state: self.state,
            inner: seq,
            next: 0,
            current: 0,
            skippable: self.container != Container::Other,
            done: false,
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_map(Entries {
            state: self.state,
            inner: map,
            next: 0,
            current: 0,
            skippable: self.container != Container::Other,
            done: false,
        })
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_enum(Enum {
            state: self.state,
            inner: data,
        })
    }
}

/// The entries of a list or a map, numbered; a remembered entry is skipped unread.
struct Entries<'s, A> {
    state: &'s RefCell<State>,
    inner: A,
    /// The index of the next entry.
    next: u32,
    /// The index of the entry whose key was read last.
    current: u32,
    /// Whether an entry whose value fails may be skipped (a list's or a map's, not a struct's).
    skippable: bool,
    /// Whether the last entry has been read.
    done: bool,
}

impl<A> Entries<'_, A> {
    /// Steps to the next entry: pushes its index and says whether to skip it.
    fn enter(&mut self) -> bool {
        let mut s = self.state.borrow_mut();
        s.path.push(self.next);
        self.current = self.next;
        self.next = self.next.saturating_add(1);
        !s.skips.is_empty() && s.skips.contains(&s.path)
    }

    fn leave<T, E>(&self, result: Result<T, E>, claim: bool) -> Result<T, E> {
        let mut s = self.state.borrow_mut();
        if result.is_err() && claim {
            s.claim();
        }
        s.path.pop();
        result
    }
}

/// The seed that reads an entry (or a key) through [`Skipping`].
struct Seed<'s, S> {
    state: &'s RefCell<State>,
    inner: S,
    key: bool,
}

impl<'de, 's, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<'s, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.inner.deserialize(Skipping {
            state: self.state,
            inner: d,
            container: Container::Other,
            key: self.key,
        })
    }
}

impl<'de, 's, A: SeqAccess<'de>> SeqAccess<'de> for Entries<'s, A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        if self.done {
            return Ok(None);
        }
        loop {
            if !self.enter() {
                break;
            }
            let skipped = self.inner.next_element::<IgnoredAny>();
            match self.leave(skipped, false)? {
                Some(_) => {}
                None => {
                    self.done = true;
                    return Ok(None);
                }
            }
        }
        let state = self.state;
        let read = self.inner.next_element_seed(Seed {
            state,
            inner: seed,
            key: false,
        });
        let read = self.leave(read, self.skippable)?;
        self.done = read.is_none();
        Ok(read)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<'de, 's, A: MapAccess<'de>> MapAccess<'de> for Entries<'s, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if self.done {
            return Ok(None);
        }
        loop {
            if !self.enter() {
                break;
            }
            let skipped = self.inner.next_key::<IgnoredAny>();
            if self.leave(skipped, false)?.is_none() {
                self.done = true;
                return Ok(None);
            }
            self.inner.next_value::<IgnoredAny>()?;
        }
        let state = self.state;
        // A key that fails (unknown, repeated) can always be skipped with its value.
        let read = self.inner.next_key_seed(Seed {
            state,
            inner: seed,
            key: true,
        });
        let read = self.leave(read, true)?;
        self.done = read.is_none();
        Ok(read)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.state.borrow_mut().path.push(self.current);
        let state = self.state;
        let read = self.inner.next_value_seed(Seed {
            state,
            inner: seed,
            key: false,
        });
        self.leave(read, self.skippable)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// An enum's variant, read through [`Skipping`].
struct Enum<'s, A> {
    state: &'s RefCell<State>,
    inner: A,
}

impl<'de, 's, A: EnumAccess<'de>> EnumAccess<'de> for Enum<'s, A> {
    type Error = A::Error;
    type Variant = Enum<'s, A::Variant>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Self::Variant), A::Error> {
        let state = self.state;
        let (value, variant) = self.inner.variant_seed(Seed {
            state,
            inner: seed,
            key: true,
        })?;
        Ok((
            value,
            Enum {
                state,
                inner: variant,
            },
        ))
    }
}

impl<'de, 's, A: VariantAccess<'de>> VariantAccess<'de> for Enum<'s, A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.inner.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        let state = self.state;
        self.inner.newtype_variant_seed(Seed {
            state,
            inner: seed,
            key: false,
        })
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.inner.tuple_variant(
            len,
            Skipping::<A>::visit(self.state, visitor, Container::Seq),
        )
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        self.inner.struct_variant(
            fields,
            Skipping::<A>::visit(self.state, visitor, Container::Other),
        )
    }
}

/// The visitor of a number or a boolean that refuses a string: a quoted scalar, or a plain one
/// that is neither.
struct Unquoted<V> {
    inner: V,
}

impl<'de, V: Visitor<'de>> Unquoted<V> {
    fn refuse<E: de::Error>(&self, v: &str) -> E {
        E::invalid_type(de::Unexpected::Str(v), &self.inner)
    }
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Unquoted<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }

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
        visit_borrowed_bytes: &'de [u8],
        visit_byte_buf: Vec<u8>,
    );

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Err(self.refuse(v))
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Err(self.refuse(v))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        Err(self.refuse(&v))
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_some(d)
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_newtype_struct(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_seq(seq)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_map(map)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_enum(data)
    }
}

/// The name under which the YAML parser hands a value over with its place (`serde_saphyr::Spanned`
/// asks for it the same way).
const SPANNED: &str = "__yaml_spanned";

/// The visitor of a number or a boolean that first learns where its scalar is: the parser answers
/// [`SPANNED`] with a map of the value and its places, which [`ProbeMap`] reads. Another
/// deserializer hands the value over as it is, refused by [`Unquoted`] if it is a string.
struct Probe<'s, V> {
    state: &'s RefCell<State>,
    inner: V,
}

macro_rules! unquoted_value {
    ($($method:ident: $ty:ty),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<Self::Value, E> {
                Unquoted { inner: self.inner }.$method(v)
            }
        )*
    };
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for Probe<'s, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }

    unquoted_value!(
        visit_bool: bool,
        visit_i64: i64,
        visit_u64: u64,
        visit_f64: f64,
        visit_str: &str,
        visit_string: String,
    );

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(ProbeMap {
            state: self.state,
            inner: self.inner,
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_seq(seq)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_map(map)
    }
}

/// The map of a value and its places that the parser answers [`SPANNED`] with.
struct ProbeMap<'s, V> {
    state: &'s RefCell<State>,
    inner: V,
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for ProbeMap<'s, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }

    unquoted_value!(
        visit_bool: bool,
        visit_i64: i64,
        visit_u64: u64,
        visit_f64: f64,
        visit_str: &str,
        visit_string: String,
    );

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_seq(seq)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut scalar = None;
        let mut defined = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "value" => scalar = Some(map.next_value::<Scalar>()?),
                "defined" => defined = Some(map.next_value::<Location>()?),
                "referenced" => {
                    map.next_value::<Location>()?;
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let visitor = Unquoted { inner: self.inner };
        let read = match scalar {
            Some(Scalar::Bool(v)) => visitor.visit_bool(v),
            Some(Scalar::I64(v)) => visitor.visit_i64(v),
            Some(Scalar::U64(v)) => visitor.visit_u64(v),
            Some(Scalar::F64(v)) => visitor.visit_f64(v),
            Some(Scalar::Str(v)) => visitor.visit_string(v),
            Some(Scalar::Unit) => visitor.inner.visit_unit(),
            Some(Scalar::Seq) => Err(de::Error::invalid_type(de::Unexpected::Seq, &visitor.inner)),
            Some(Scalar::Map) => Err(de::Error::invalid_type(de::Unexpected::Map, &visitor.inner)),
            None => Err(de::Error::missing_field("value")),
        };
        if read.is_err() {
            self.state.borrow_mut().refused = defined;
        }
        read
    }
}

/// A value as the parser types it, a collection skipped.
enum Scalar {
    Bool(bool),
    I64(i64),
    U64(u64),
    F64(f64),
    Str(String),
    Unit,
    Seq,
    Map,
}

impl<'de> de::Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Scalar;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("any YAML value")
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Scalar, E> {
                Ok(Scalar::Bool(v))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar, E> {
                Ok(Scalar::I64(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar, E> {
                Ok(Scalar::U64(v))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Scalar, E> {
                Ok(Scalar::F64(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar, E> {
                Ok(Scalar::Str(v.to_owned()))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Scalar, E> {
                Ok(Scalar::Unit)
            }
            fn visit_none<E: de::Error>(self) -> Result<Scalar, E> {
                Ok(Scalar::Unit)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Scalar, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Scalar::Seq)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Scalar, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(Scalar::Map)
            }
        }
        d.deserialize_any(V)
    }
}
