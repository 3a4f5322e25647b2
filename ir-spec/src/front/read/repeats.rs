//! Repeated mapping keys: the finding of a key a mapping has twice, with the place of the first
//! of the two, found by reading the document again with repeated keys passed through.

use super::position::{LineIndex, locate};
use super::{Limits, options};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::source::{CONTEXT, FileId, Loc, shorten};

/// The finding of a repeated key at `(line, column)`, the first of the two at `first`.
pub(super) fn duplicate_key(
    id: FileId,
    display: &str,
    key: Option<&str>,
    (line, column): (u32, u32),
    first: Option<(u32, u32)>,
) -> Diagnostic {
    let key = key.map(|k| shorten(k, 2 * CONTEXT));
    let message = match (key, first) {
        (Some(key), Some((l, c))) => format!(
            "duplicate mapping key: {key}, which the mapping has already at {display}:{l}:{c}"
        ),
        (Some(key), None) => format!("duplicate mapping key: {key}"),
        (None, _) => "duplicate mapping key".to_owned(),
    };
    Diagnostic::new(Rule::Shape, Loc::new(id, line, column), message)
        .with_hint("a key may appear once in a mapping: remove one of the two")
}

/// Where the first of two equal keys of one mapping is, given the second's place (`line`,
/// `column`): the document read again under `limits`, with repeated keys passed through.
pub(super) fn first_key(text: &str, limits: &Limits, second: (u32, u32)) -> Option<(u32, u32)> {
    let index = LineIndex::new(text);
    repeats(text, limits).iter().find_map(|(_, first, again)| {
        (locate(&index, text, again) == second).then(|| locate(&index, text, first))
    })
}

/// Every repeated key of a document read under `limits` with repeated keys passed through: its
/// text, the place of its first occurrence and of the repetition (none when the document does
/// not read).
pub(super) fn repeats(text: &str, limits: &Limits) -> Vec<(Option<String>, Location, Location)> {
    let mut options = options(limits);
    options.duplicate_keys = serde_saphyr::options::DuplicateKeyPolicy::PassThrough;
    serde_saphyr::from_str_with_options::<Repeats>(text, options)
        .map_or_else(|_| Vec::new(), |r| r.0)
}

/// A position in a YAML text, as the parser reports it.
type Location = serde_saphyr::Location;

/// Every repeated key of a document's mappings: its text, the place of its first occurrence and
/// of the repetition.
struct Repeats(Vec<(Option<String>, Location, Location)>);

impl<'de> serde::Deserialize<'de> for Repeats {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(RepeatsVisitor)
    }
}

/// The visitor of [`Repeats`]: scalars have none, collections those of their entries.
struct RepeatsVisitor;

impl<'de> serde::de::Visitor<'de> for RepeatsVisitor {
    type Value = Repeats;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("any YAML value")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Repeats, A::Error> {
        let mut seen = std::collections::HashMap::new();
        let mut pairs = Vec::new();
        while let Some(key) = map.next_key::<serde_saphyr::Spanned<KeyText>>()? {
            if let Some(text) = key.value.0 {
                match seen.entry(text) {
                    std::collections::hash_map::Entry::Occupied(first) => {
                        pairs.push((Some(first.key().clone()), *first.get(), key.referenced));
                    }
                    std::collections::hash_map::Entry::Vacant(slot) => {
                        slot.insert(key.referenced);
                    }
                }
            }
            pairs.extend(map.next_value::<Repeats>()?.0);
        }
        Ok(Repeats(pairs))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Repeats, A::Error> {
        let mut pairs = Vec::new();
        while let Some(Repeats(more)) = seq.next_element::<Repeats>()? {
            pairs.extend(more);
        }
        Ok(Repeats(pairs))
    }

    fn visit_str<E>(self, _: &str) -> Result<Repeats, E> {
        Ok(Repeats(Vec::new()))
    }

    fn visit_i64<E>(self, _: i64) -> Result<Repeats, E> {
        Ok(Repeats(Vec::new()))
    }

    fn visit_u64<E>(self, _: u64) -> Result<Repeats, E> {
        Ok(Repeats(Vec::new()))
    }

    fn visit_f64<E>(self, _: f64) -> Result<Repeats, E> {
        Ok(Repeats(Vec::new()))
    }

    fn visit_bool<E>(self, _: bool) -> Result<Repeats, E> {
        Ok(Repeats(Vec::new()))
    }

    fn visit_unit<E>(self) -> Result<Repeats, E> {
        Ok(Repeats(Vec::new()))
    }
}

/// A mapping key as text, or `None` for a key that is a mapping or a sequence.
struct KeyText(Option<String>);

impl<'de> serde::Deserialize<'de> for KeyText {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = KeyText;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a mapping key")
            }
            fn visit_str<E>(self, v: &str) -> Result<KeyText, E> {
                Ok(KeyText(Some(v.to_owned())))
            }
            fn visit_i64<E>(self, v: i64) -> Result<KeyText, E> {
                Ok(KeyText(Some(v.to_string())))
            }
            fn visit_u64<E>(self, v: u64) -> Result<KeyText, E> {
                Ok(KeyText(Some(v.to_string())))
            }
            fn visit_f64<E>(self, v: f64) -> Result<KeyText, E> {
                Ok(KeyText(Some(v.to_string())))
            }
            fn visit_bool<E>(self, v: bool) -> Result<KeyText, E> {
                Ok(KeyText(Some(v.to_string())))
            }
            fn visit_unit<E>(self) -> Result<KeyText, E> {
                Ok(KeyText(Some("null".to_owned())))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut m: A,
            ) -> Result<KeyText, A::Error> {
                while m
                    .next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?
                    .is_some()
                {}
                Ok(KeyText(None))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut s: A,
            ) -> Result<KeyText, A::Error> {
                while s.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                Ok(KeyText(None))
            }
        }
        d.deserialize_any(V)
    }
}
