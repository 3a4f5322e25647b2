//! The located value: owns the one type every spec kind's syntax wraps its scalars in, so each
//! value read from YAML keeps the place it was written (for `file:line:col` diagnostics) while its
//! JSON Schema is the schema of the value alone (so the syntax types derive `JsonSchema` without a
//! `schemars(with = ...)` attribute on every field).

#[cfg(feature = "schema")]
use std::borrow::Cow;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_saphyr::{Location, Spanned};

/// A value with the position it was read from.
///
/// `referenced` is where the value is used (for a value reached through a YAML alias, the alias);
/// `defined` is where it is written (the anchor). Diagnostics point at `referenced`.
#[derive(Clone, Debug, PartialEq)]
pub struct Located<T> {
    /// The value.
    pub value: T,
    /// Where the value is used in the file.
    pub referenced: Location,
    /// Where the value is defined (differs from `referenced` through an alias).
    pub defined: Location,
}

impl<T> Located<T> {
    /// A value read at `referenced`, written at `defined`.
    pub const fn new(value: T, referenced: Location, defined: Location) -> Self {
        Located {
            value,
            referenced,
            defined,
        }
    }

    /// The value turned by `f`, at the same position.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Located<U> {
        Located {
            value: f(self.value),
            referenced: self.referenced,
            defined: self.defined,
        }
    }

    /// A value with no known position, for specs built in code rather than read from a file.
    pub fn unlocated(value: T) -> Self {
        Located {
            value,
            referenced: Location::UNKNOWN,
            defined: Location::UNKNOWN,
        }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Located<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let Spanned {
            value,
            referenced,
            defined,
        } = Spanned::<T>::deserialize(deserializer)?;
        Ok(Located {
            value,
            referenced,
            defined,
        })
    }
}

/// A located value is written as its value alone (so schema defaults and round trips show YAML).
impl<T: Serialize> Serialize for Located<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(serializer)
    }
}

/// The schema of a located value is the schema of its value: positions are not written in YAML.
#[cfg(feature = "schema")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for Located<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }

    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        T::schema_id()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(generator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
    struct Doc {
        name: Located<String>,
        count: Option<Located<u64>>,
    }

    #[test]
    fn keeps_the_position_of_each_value() {
        let doc: Doc = serde_saphyr::from_str("name: add\ncount: 3\n").expect("parses");
        assert_eq!(doc.name.value, "add");
        assert_eq!(
            (doc.name.referenced.line(), doc.name.referenced.column()),
            (1, 7)
        );
        let count = doc.count.expect("present");
        assert_eq!(count.value, 3);
        assert_eq!(count.referenced.line(), 2);
    }

    #[cfg(feature = "schema")]
    #[test]
    fn its_schema_is_the_schema_of_the_value() {
        let located = serde_json::to_value(schemars::schema_for!(Located<u64>)).expect("json");
        let plain = serde_json::to_value(schemars::schema_for!(u64)).expect("json");
        assert_eq!(located, plain);
        let doc = serde_json::to_value(schemars::schema_for!(Doc)).expect("json");
        assert_eq!(doc["properties"]["name"]["type"], "string");
        assert_eq!(doc["required"], serde_json::json!(["name"]));
    }

    #[test]
    fn a_value_built_in_code_has_no_position() {
        let v = Located::unlocated(5u8);
        assert_eq!(v.value, 5);
        assert_eq!(v.referenced, Location::UNKNOWN);
    }
}
