//! Spec kinds, above every kind: owns the top-level `kind:` key that picks the module for a file
//! (`Header`), the list of kinds this opforge knows ([`KINDS`]), and a loaded spec of any kind
//! ([`Loaded`]). The one trait every kind plugs into the front end through ([`SpecKind`]) is the
//! front end's; each kind implements it in its own `kind.rs`.
//!
//! The front end (sources, limits, YAML, diagnostics) is shared; a kind brings its document type,
//! its validation into a checked model, and its outputs (Rust files, reference docs, the schema
//! of its documents); the [`Loader`](crate::Loader) and the [`Builder`](crate::Builder) name
//! every kind.
//!
//! To add a kind: write its syntax (serde + `schemars` types with a required `kind` field of a
//! one-variant tag enum), its validation and generators, implement [`SpecKind`] for a unit type
//! in the kind's `kind.rs`, and add it to [`KINDS`], [`Loaded`] and [`crate::schema`].

use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::read::{Limits, options};
use crate::front::source::{FileId, Loc};
use crate::front::syntax::S;

pub use crate::front::kind::{
    DocumentSchema, Either, Files, KindKey, KindName, Output, OutputError, SpecKind, Tables,
};
pub use crate::kinds::cfg::CfgKind;
pub use crate::kinds::ir::IrKind;
pub use crate::kinds::isa::IsaKind;
pub use crate::kinds::lower::LowerKind;

/// Every kind this opforge reads: the `kind:` value and what it describes.
pub const KINDS: &[(&str, &str)] = &[
    (IrKind::NAME, IrKind::ABOUT),
    (IsaKind::NAME, IsaKind::ABOUT),
    (CfgKind::NAME, CfgKind::ABOUT),
    (LowerKind::NAME, LowerKind::ABOUT),
];

/// A checked spec of any kind, as the `kind:` key of its files picked.
#[derive(Debug, Clone)]
pub enum Loaded {
    /// An IR's gate tables (`kind: ir`).
    Ir(Box<crate::kinds::ir::Spec>),
    /// A machine's instruction encodings (`kind: isa`).
    Isa(Box<crate::kinds::isa::Isa>),
    /// A block-structured SSA IR's instructions (`kind: cfg`).
    Cfg(Box<crate::kinds::cfg::CfgSpec>),
    /// Rules lowering an IR's gates into a LIR (`kind: lower`).
    Lower(Box<crate::kinds::lower::Lowering>),
}

impl Loaded {
    /// The `kind:` value of the spec.
    pub fn kind(&self) -> &'static str {
        match self {
            Loaded::Ir(_) => IrKind::NAME,
            Loaded::Isa(_) => IsaKind::NAME,
            Loaded::Cfg(_) => CfgKind::NAME,
            Loaded::Lower(_) => LowerKind::NAME,
        }
    }

    /// Every generated Rust file (see [`SpecKind::outputs`]).
    pub fn outputs(&self, source: &str) -> Result<Vec<Output>, OutputError> {
        match self {
            Loaded::Ir(m) => IrKind::outputs(m, source),
            Loaded::Isa(m) => IsaKind::outputs(m, source),
            Loaded::Cfg(m) => CfgKind::outputs(m, source),
            Loaded::Lower(m) => LowerKind::outputs(m, source),
        }
    }

    /// The reference docs as Markdown (with the `docs` feature).
    #[cfg(feature = "docs")]
    pub fn docs(&self, source: &str) -> Result<String, OutputError> {
        match self {
            Loaded::Ir(m) => IrKind::docs(m, source),
            Loaded::Isa(m) => IsaKind::docs(m, source),
            Loaded::Cfg(m) => CfgKind::docs(m, source),
            Loaded::Lower(m) => LowerKind::docs(m, source),
        }
    }

    /// One line saying what the spec holds.
    pub fn summary(&self) -> String {
        match self {
            Loaded::Ir(m) => IrKind::summary(m),
            Loaded::Isa(m) => IsaKind::summary(m),
            Loaded::Cfg(m) => CfgKind::summary(m),
            Loaded::Lower(m) => LowerKind::summary(m),
        }
    }

    /// The IR model, when the spec is an IR.
    pub fn into_ir(self) -> Option<crate::kinds::ir::Spec> {
        match self {
            Loaded::Ir(m) => Some(*m),
            _ => None,
        }
    }

    /// The machine model, when the spec is an ISA.
    pub fn into_isa(self) -> Option<crate::kinds::isa::Isa> {
        match self {
            Loaded::Isa(m) => Some(*m),
            _ => None,
        }
    }

    /// The lowering model, when the spec is a lowering table.
    pub fn into_lower(self) -> Option<crate::kinds::lower::Lowering> {
        match self {
            Loaded::Lower(m) => Some(*m),
            _ => None,
        }
    }

    /// The block-structured IR model, when the spec is one.
    pub fn into_cfg(self) -> Option<crate::kinds::cfg::CfgSpec> {
        match self {
            Loaded::Cfg(m) => Some(*m),
            _ => None,
        }
    }
}

/// The part of every spec file read before its kind is known: the `kind:` key alone.
///
/// The values of keys some kind knows are skipped (the kind's own document type checks them
/// next). A key no kind knows stops the read at once, before its value is looked at, so a hostile
/// file under made-up keys (the classic "billion laughs") is refused before any alias is
/// replayed; when the kind was already read, the kind's document type reports that key instead,
/// with its own list of keys.
#[derive(Debug, Default)]
pub(crate) struct Header {
    /// The kind, when the file has the key.
    pub kind: Option<S<String>>,
}

thread_local! {
    /// The kind read before a key no kind knows stopped the read (serde has no way to end a map
    /// early without an error, so the kind leaves the failed read through here).
    static KIND_BEFORE_STRANGER: std::cell::RefCell<Option<S<String>>> =
        const { std::cell::RefCell::new(None) };
}

/// Reads the header of a spec file under `limits` (see [`Header`]).
pub(crate) fn read_header(text: &str, limits: &Limits) -> Result<Header, serde_saphyr::Error> {
    KIND_BEFORE_STRANGER.with(|k| k.borrow_mut().take());
    // A repeated key is left to the kind's document, which reports it with the file's other
    // structural errors.
    let mut options = options(limits);
    options.duplicate_keys = serde_saphyr::options::DuplicateKeyPolicy::FirstWins;
    serde_saphyr::from_str_with_options::<Header>(text, options).or_else(|e| {
        match KIND_BEFORE_STRANGER.with(|k| k.borrow_mut().take()) {
            Some(kind) => Ok(Header { kind: Some(kind) }),
            None => Err(e),
        }
    })
}

/// Every top-level key of every kind's document, read from the field lists serde derives for
/// them (so the loader needs no JSON Schema).
fn known_keys() -> &'static [&'static str] {
    static KEYS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    fn keys_of<T: DeserializeOwned>() -> Vec<String> {
        fields_of::<T>().iter().map(|k| (*k).to_owned()).collect()
    }
    KEYS.get_or_init(|| {
        let mut keys: Vec<String> = keys_of::<<IrKind as SpecKind>::Document>();
        keys.extend(keys_of::<<IsaKind as SpecKind>::Document>());
        keys.extend(keys_of::<<CfgKind as SpecKind>::Document>());
        keys.sort();
        keys.dedup();
        keys.into_iter()
            .map(|k| &*Box::leak(k.into_boxed_str()))
            .collect()
    })
}

impl<'de> Deserialize<'de> for Header {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Keys;
        impl<'de> serde::de::Visitor<'de> for Keys {
            type Value = Header;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a spec: a mapping of top-level keys")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Header, A::Error> {
                let mut header = Header::default();
                while let Some(key) = map.next_key::<String>()? {
                    if key == "kind" {
                        header.kind = Some(map.next_value()?);
                    } else if known_keys().contains(&key.as_str()) {
                        map.next_value::<serde::de::IgnoredAny>()?;
                    } else if let Some(kind) = header.kind.take() {
                        KIND_BEFORE_STRANGER.with(|k| *k.borrow_mut() = Some(kind));
                        return Err(serde::de::Error::custom("a key no kind knows"));
                    } else {
                        return Err(serde::de::Error::unknown_field(&key, known_keys()));
                    }
                }
                Ok(header)
            }
        }
        deserializer.deserialize_map(Keys)
    }
}

/// The kind a file declares, checked: its name and where it is written, or the finding that says
/// why it cannot be used (missing, or not a kind opforge knows, with a suggestion).
pub(crate) fn kind_of(
    file: FileId,
    text: &str,
    header: &Header,
    at: impl Fn(&S<String>) -> Loc,
) -> Result<(&'static str, Loc), Diagnostic> {
    let Some(kind) = &header.kind else {
        let (line, _) = first_key_line(text);
        return Err(Diagnostic::new(
            Rule::Kind,
            Loc::new(file, line, 1),
            "the spec has no top-level `kind:` key, so it is not known what the file describes",
        )
        .with_hint(format!(
            "add one of: {}",
            KINDS
                .iter()
                .map(|(name, about)| format!("`kind: {name}` ({about})"))
                .collect::<Vec<_>>()
                .join(", ")
        )));
    };
    let loc = at(kind);
    match KINDS.iter().find(|(name, _)| *name == kind.value) {
        Some((name, _)) => Ok((name, loc)),
        None => Err(Diagnostic::new(
            Rule::Kind,
            loc,
            format!(
                "unknown spec kind `{}`; this opforge reads {}",
                kind.value,
                KINDS
                    .iter()
                    .map(|(name, _)| format!("`{name}`"))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        )
        .with_optional_hint(naming::did_you_mean(
            &kind.value,
            KINDS.iter().map(|(n, _)| *n),
        ))),
    }
}

/// The 1-based line of the first key of a YAML text (skipping blank lines, comments and a
/// document marker), where a missing top-level key is reported.
fn first_key_line(text: &str) -> (u32, u32) {
    let line = text
        .lines()
        .position(|l| {
            let t = l.trim_start_matches('\u{feff}').trim();
            !(t.is_empty() || t.starts_with('#') || t == "---")
        })
        .map_or(1, |i| i + 1);
    (u32::try_from(line).unwrap_or(1), 1)
}

/// The field names serde's derive lists for the struct `T` (empty for anything else): a
/// deserializer that answers `deserialize_struct` by keeping its `fields` and stopping.
fn fields_of<T: DeserializeOwned>() -> &'static [&'static str] {
    /// The stop, carrying the fields when the type was a struct.
    #[derive(Debug)]
    struct Fields(&'static [&'static str]);
    impl std::fmt::Display for Fields {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "fields {:?}", self.0)
        }
    }
    impl std::error::Error for Fields {}
    impl serde::de::Error for Fields {
        fn custom<M: std::fmt::Display>(_: M) -> Fields {
            Fields(&[])
        }
    }
    /// Answers only `deserialize_struct`.
    struct Probe;
    impl<'de> serde::Deserializer<'de> for Probe {
        type Error = Fields;
        fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Fields> {
            Err(Fields(&[]))
        }
        fn deserialize_struct<V: serde::de::Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Fields> {
            Err(Fields(fields))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
            ignored_any
        }
    }
    match T::deserialize(Probe) {
        Err(Fields(fields)) => fields,
        Ok(_) => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_key_skips_comments_and_markers() {
        assert_eq!(first_key_line("# c\n\n---\nversion: 1\n"), (4, 1));
        assert_eq!(first_key_line(""), (1, 1));
    }

    #[test]
    fn every_kind_is_listed_once() {
        let mut names: Vec<_> = KINDS.iter().map(|(n, _)| *n).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), KINDS.len());
    }
}
