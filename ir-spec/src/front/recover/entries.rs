//! The entries of the lists, maps and enums [`Skipping`] reads: owns numbering each entry by its
//! path from the root and skipping, unread, the entries a failed read remembered.

use super::*;

/// The visitor that hands the wrapped type numbered lists and maps.
pub(super) struct Visit<'s, V> {
    pub(super) state: &'s RefCell<State>,
    pub(super) inner: V,
    pub(super) container: Container,
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for Visit<'s, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.inner.expecting(f)
    }

    forward_non_strings!('de);

    visit_value!(
        visit_str: &str,
        visit_borrowed_str: &'de str,
        visit_string: String,
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
pub(super) struct Entries<'s, A> {
    pub(super) state: &'s RefCell<State>,
    pub(super) inner: A,
    /// The index of the next entry.
    pub(super) next: u32,
    /// The index of the entry whose key was read last.
    pub(super) current: u32,
    /// Whether an entry whose value fails may be skipped (a list's or a map's, not a struct's).
    pub(super) skippable: bool,
    /// Whether the last entry has been read.
    pub(super) done: bool,
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
pub(super) struct Seed<'s, S> {
    pub(super) state: &'s RefCell<State>,
    pub(super) inner: S,
    pub(super) key: bool,
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
pub(super) struct Enum<'s, A> {
    pub(super) state: &'s RefCell<State>,
    pub(super) inner: A,
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
