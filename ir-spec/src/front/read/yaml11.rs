//! The YAML 1.1 booleans warning: every plain scalar the loader reads as text (a name, a key)
//! that YAML 1.1 tools and editors would read as a boolean (`N`, `on`, `Yes`), found by reading
//! the file again for its scalars and their places.

use super::position::{LineIndex, locate};
use super::{Limits, options};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::source::{FileId, Loc};

/// The words YAML 1.1 reads as booleans (in any case), which YAML 1.2 and the loader read as
/// strings.
const YAML11_BOOLEANS: [(&str, bool); 6] = [
    ("y", true),
    ("yes", true),
    ("on", true),
    ("n", false),
    ("no", false),
    ("off", false),
];

/// A warning at every plain (unquoted) scalar of `text` that the loader reads as a name, a key
/// or other text but YAML 1.1 tools (and editors set to YAML 1.1) read as a boolean: `N`, `on`,
/// `Yes`. Each is reported once, where it is written. A file that does not read is left to the
/// loader's errors.
pub(crate) fn yaml11_booleans(id: FileId, text: &str, limits: &Limits) -> Vec<Diagnostic> {
    let mut options = options(limits);
    options.duplicate_keys = serde_saphyr::options::DuplicateKeyPolicy::FirstWins;
    let Ok(words) =
        serde_saphyr::from_str_with_options::<serde_saphyr::Spanned<Words>>(text, options)
    else {
        return Vec::new();
    };
    let mut found = Vec::new();
    words.value.collect(words.defined, &mut found);
    let index = LineIndex::new(text);
    let mut seen = std::collections::HashSet::new();
    let mut warnings = Vec::new();
    for (word, at) in found {
        let Some(&(_, meaning)) = YAML11_BOOLEANS
            .iter()
            .find(|(w, _)| w.eq_ignore_ascii_case(&word))
        else {
            continue;
        };
        let quoted = at
            .span()
            .byte_offset()
            .and_then(|b| text.get(usize::try_from(b).ok()?..))
            .is_some_and(|rest| rest.starts_with(['"', '\'']));
        let (line, column) = locate(&index, text, &at);
        if quoted || !seen.insert((line, column)) {
            continue;
        }
        warnings.push(
            Diagnostic::warning(
                Rule::Yaml11Boolean,
                Loc::new(id, line, column),
                format!(
                    "`{word}` is read here as text, but YAML 1.1 tools and editors set to YAML 1.1 \
                     read it as the boolean `{meaning}`"
                ),
            )
            .with_hint(format!(
                "quote it (`\"{word}\"`) so every tool reads a name"
            )),
        );
    }
    warnings
}

/// The text scalars of a YAML value, each with its place: a scalar is itself, a collection holds
/// its keys' and values' (see [`yaml11_booleans`]).
enum Words {
    /// A text scalar.
    Text(String),
    /// The text scalars of a collection, with their places; nothing for another scalar.
    Found(Vec<(String, serde_saphyr::Location)>),
}

impl Words {
    /// Adds the text scalars of this value, read at `at`, to `out`.
    fn collect(self, at: serde_saphyr::Location, out: &mut Vec<(String, serde_saphyr::Location)>) {
        match self {
            Words::Text(text) => out.push((text, at)),
            Words::Found(found) => out.extend(found),
        }
    }
}

impl<'de> serde::Deserialize<'de> for Words {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Words;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("any YAML value")
            }
            fn visit_str<E>(self, v: &str) -> Result<Words, E> {
                Ok(Words::Text(v.to_owned()))
            }
            fn visit_i64<E>(self, _: i64) -> Result<Words, E> {
                Ok(Words::Found(Vec::new()))
            }
            fn visit_u64<E>(self, _: u64) -> Result<Words, E> {
                Ok(Words::Found(Vec::new()))
            }
            fn visit_f64<E>(self, _: f64) -> Result<Words, E> {
                Ok(Words::Found(Vec::new()))
            }
            fn visit_bool<E>(self, _: bool) -> Result<Words, E> {
                Ok(Words::Found(Vec::new()))
            }
            fn visit_unit<E>(self) -> Result<Words, E> {
                Ok(Words::Found(Vec::new()))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Words, A::Error> {
                let mut found = Vec::new();
                while let Some(item) = seq.next_element::<serde_saphyr::Spanned<Words>>()? {
                    item.value.collect(item.defined, &mut found);
                }
                Ok(Words::Found(found))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Words, A::Error> {
                let mut found = Vec::new();
                while let Some(key) = map.next_key::<serde_saphyr::Spanned<Words>>()? {
                    key.value.collect(key.defined, &mut found);
                    let value = map.next_value::<serde_saphyr::Spanned<Words>>()?;
                    value.value.collect(value.defined, &mut found);
                }
                Ok(Words::Found(found))
            }
        }
        d.deserialize_any(V)
    }
}
