//! The syntax every kind of table shares: a value with its position ([`S`]), and the declarations
//! several kinds write the same way (a named item, a named set with members, a class of a class
//! tree, a mapping from names to values with the position of each key). Each kind's own syntax
//! module holds the rest of its documents.

use std::fmt;

use serde::Deserialize;
use serde::de::{self, Deserializer, MapAccess, Visitor};

pub use super::located::Located;

/// A value with its position in the file (the short name the syntax types use).
pub type S<T> = Located<T>;

/// Declares one mapping of a table (a type, a class, an operand ...): a serde struct that mirrors
/// the YAML with serde's shape checks (unknown keys refused) and a JSON Schema, whose first key is
/// its `name` and second its optional `doc`. The two are written bare (`name,` and `doc,`, each
/// after its own doc comment); the declaration's own keys follow as ordinary fields.
macro_rules! declaration {
    (
        $(#[$meta:meta])*
        $vis:vis struct $decl:ident {
            $(#[$name_meta:meta])*
            name,
            $(#[$doc_meta:meta])*
            doc,
            $($own:tt)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, serde::Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        #[serde(deny_unknown_fields)]
        $vis struct $decl {
            $(#[$name_meta])*
            pub name: $crate::front::syntax::S<String>,
            $(#[$doc_meta])*
            #[serde(default)]
            pub doc: Option<$crate::front::syntax::S<String>>,
            $($own)*
        }
    };
}

pub(crate) use declaration;

declaration! {
    /// A named, documented item.
    pub struct NamedDecl {
        /// The name.
        name,
        /// Its documentation.
        doc,
    }
}

declaration! {
    /// A named set with members (type sets and opcode sets).
    pub struct MembersDecl {
        /// The name.
        name,
        /// Its documentation.
        doc,
        /// Member names.
        #[serde(default)]
        pub members: Vec<S<String>>,
    }
}

declaration! {
    /// A class of the class tree.
    pub struct ClassDecl {
        /// The name, such as `IntBinary`.
        name,
        /// Its documentation.
        doc,
        /// The parent class; absent for a top-level class.
        #[serde(default)]
        pub parent: Option<S<String>>,
    }
}

/// A mapping from names to values, in the order written, with the position of each key.
#[derive(Debug)]
pub struct Entries<V>(pub Vec<(S<String>, V)>);

impl<V> Default for Entries<V> {
    fn default() -> Self {
        Entries(Vec::new())
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Entries<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for Visit<V> {
            type Value = Entries<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a mapping from names to values")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Entries<V>, A::Error> {
                let mut out = Vec::new();
                while let Some(k) = m.next_key::<S<String>>()? {
                    out.push((k, m.next_value()?));
                }
                Ok(Entries(out))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Entries<V>, E> {
                Ok(Entries(Vec::new()))
            }
        }
        d.deserialize_map(Visit(std::marker::PhantomData))
    }
}

#[cfg(feature = "schema")]
impl<V: schemars::JsonSchema> schemars::JsonSchema for Entries<V> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("Entries_{}", V::schema_name()).into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let value = generator.subschema_for::<V>();
        schemars::json_schema!({
            "description": "A mapping from names to values, in the order written.",
            "type": "object",
            "additionalProperties": value
        })
    }
}
