//! The numbers and booleans [`Skipping`] reads: owns refusing a quoted scalar where a number or
//! a boolean is expected, with the place of the scalar the parser gives.

use super::*;

/// The visitor of a number or a boolean that refuses a string: a quoted scalar, or a plain one
/// that is neither.
pub(super) struct Unquoted<V> {
    pub(super) inner: V,
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

    forward_non_strings!('de);

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
pub(super) const SPANNED: &str = "__yaml_spanned";

/// The visitor of a number or a boolean that first learns where its scalar is: the parser answers
/// [`SPANNED`] with a map of the value and its places, which [`ProbeMap`] reads. Another
/// deserializer hands the value over as it is, refused by [`Unquoted`] if it is a string.
pub(super) struct Probe<'s, V> {
    pub(super) state: &'s RefCell<State>,
    pub(super) inner: V,
}

/// What both probes do alike: say what the inner visitor expects, refuse a string through
/// [`Unquoted`], and hand a unit or a sequence to the inner visitor.
macro_rules! probe_alike {
    ($de:lifetime) => {
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            self.inner.expecting(f)
        }

        probe_alike!(@unquoted
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

        fn visit_seq<A: SeqAccess<$de>>(self, seq: A) -> Result<Self::Value, A::Error> {
            self.inner.visit_seq(seq)
        }
    };
    (@unquoted $($method:ident: $ty:ty),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<Self::Value, E> {
                Unquoted { inner: self.inner }.$method(v)
            }
        )*
    };
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for Probe<'s, V> {
    type Value = V::Value;

    probe_alike!('de);

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(ProbeMap {
            state: self.state,
            inner: self.inner,
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_map(map)
    }
}

/// The map of a value and its places that the parser answers [`SPANNED`] with.
pub(super) struct ProbeMap<'s, V> {
    pub(super) state: &'s RefCell<State>,
    pub(super) inner: V,
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for ProbeMap<'s, V> {
    type Value = V::Value;

    probe_alike!('de);

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
pub(super) enum Scalar {
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
