//! Spec kinds: owns the one trait every kind of table plugs into the front end through
//! ([`SpecKind`]), the top-level `kind:` key that picks the module for a file ([`Header`]), the
//! list of kinds this opforge knows ([`KINDS`]), and a loaded spec of any kind ([`Loaded`]).
//!
//! The front end (sources, limits, YAML, diagnostics, the [`Loader`](crate::Loader) and the
//! [`Builder`](crate::Builder)) is shared; a kind brings its document type, its validation into a
//! checked model, and its outputs (Rust files, reference docs, the schema of its documents).
//!
//! To add a kind: write its syntax (serde + `schemars` types with a required `kind` field of a
//! one-variant tag enum), its validation and generators, implement [`SpecKind`] for a unit type
//! in a file of this module, and add it to [`KINDS`], [`Loaded`] and [`crate::schema`].

mod cfg;
mod ir;
mod isa;
mod lower;

use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::diagnostic::{Diagnostic, Rule, SpecError};
#[cfg(feature = "docs")]
use crate::docs::DocError;
use crate::generate::GenerateError;
use crate::isa::Codecs;
use crate::naming;
use crate::source::{FileId, Loc, SourceMap};
use crate::syntax::S;

pub use cfg::CfgKind;
pub use ir::IrKind;
pub use isa::IsaKind;
pub use lower::LowerKind;

/// Declares a kind's document type: the top-level keys every kind shares (`kind`, `version`,
/// `name`, `doc`), then the kind's own keys, with serde's shape checks (unknown keys refused) and
/// a JSON Schema. `kind` takes the kind's one-variant tag enum, declared with [`kind_tag!`].
macro_rules! spec_document {
    ($(#[$meta:meta])* $vis:vis struct $name:ident { kind: $tag:ty, $($own:tt)* }) => {
        $(#[$meta])*
        #[derive(Debug, serde::Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        #[serde(deny_unknown_fields)]
        $vis struct $name {
            /// The kind of table, which picks the module that reads the file.
            pub kind: $crate::syntax::S<$tag>,
            /// Schema version; only `1` exists.
            pub version: $crate::syntax::S<u64>,
            /// The name of what the spec describes, such as `circuit` or `A64` (default: the
            /// first file's name without its extension); generated docs use it.
            #[serde(default)]
            pub name: Option<$crate::syntax::S<String>>,
            /// What it describes.
            #[serde(default)]
            pub doc: Option<$crate::syntax::S<String>>,
            $($own)*
        }
    };
}

/// Declares the one-variant enum a kind's documents carry as their `kind:` value, so the JSON
/// Schema admits only that value in the kind's branch.
macro_rules! kind_tag {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $(#[$vmeta:meta])* $variant:ident = $value:literal }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        $vis enum $name {
            $(#[$vmeta])*
            #[serde(rename = $value)]
            $variant,
        }
    };
}

pub(crate) use {kind_tag, spec_document};

/// A kind of table: its documents, its checked model and what is generated from it.
pub trait SpecKind {
    /// The value of the top-level `kind:` key that selects this kind, such as `ir`.
    const NAME: &'static str;
    /// What tables of this kind describe, in a few words (for messages and the schema).
    const ABOUT: &'static str;
    /// One file of the spec as written (serde + JSON Schema).
    type Document: DeserializeOwned + DocumentSchema;
    /// The checked model every generator of the kind reads.
    type Model;

    /// Checks the documents of one spec (each with the file it came from) into the model,
    /// reporting every finding at once. `codecs` holds what target crates registered with the
    /// loader (operand kinds and expression builtins of machine tables); a kind that has no use
    /// for them ignores them.
    fn validate(
        sources: SourceMap,
        documents: Vec<(FileId, Self::Document)>,
        codecs: &Codecs,
    ) -> Result<Self::Model, SpecError>;

    /// Every Rust file generated from the model, formatted, each starting with the
    /// "generated from `source`; do not edit" header. The first is the main output.
    fn outputs(model: &Self::Model, source: &str) -> Result<Vec<Output>, OutputError>;

    /// The reference docs of the model, as Markdown (with the `docs` feature).
    #[cfg(feature = "docs")]
    fn docs(model: &Self::Model, source: &str) -> Result<String, OutputError>;

    /// One line saying what the spec holds (for `opforge check`).
    fn summary(model: &Self::Model) -> String;
}

/// One generated Rust file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// What it holds, such as `opcodes`, `builder`, `visitors` or `machine`.
    pub part: &'static str,
    /// The formatted Rust.
    pub rust: String,
}

/// Why an output could not be produced: a generator or template bug, always a bug in opforge.
#[derive(Debug)]
pub enum OutputError {
    /// The generated Rust does not parse.
    Generate(GenerateError),
    /// The docs template failed.
    #[cfg(feature = "docs")]
    Docs(DocError),
}

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OutputError::Generate(e) => write!(f, "{e}"),
            #[cfg(feature = "docs")]
            OutputError::Docs(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for OutputError {}

impl From<GenerateError> for OutputError {
    fn from(e: GenerateError) -> Self {
        OutputError::Generate(e)
    }
}

#[cfg(feature = "docs")]
impl From<DocError> for OutputError {
    fn from(e: DocError) -> Self {
        OutputError::Docs(e)
    }
}

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
    Ir(Box<crate::model::Spec>),
    /// A machine's instruction encodings (`kind: isa`).
    Isa(Box<crate::isa::Isa>),
    /// A block-structured SSA IR's instructions (`kind: cfg`).
    Cfg(Box<crate::cfg::CfgSpec>),
    /// Rules lowering an IR's gates into a LIR (`kind: lower`).
    Lower(Box<crate::lower::Lowering>),
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
    pub fn into_ir(self) -> Option<crate::model::Spec> {
        match self {
            Loaded::Ir(m) => Some(*m),
            _ => None,
        }
    }

    /// The machine model, when the spec is an ISA.
    pub fn into_isa(self) -> Option<crate::isa::Isa> {
        match self {
            Loaded::Isa(m) => Some(*m),
            _ => None,
        }
    }

    /// The lowering model, when the spec is a lowering table.
    pub fn into_lower(self) -> Option<crate::lower::Lowering> {
        match self {
            Loaded::Lower(m) => Some(*m),
            _ => None,
        }
    }

    /// The block-structured IR model, when the spec is one.
    pub fn into_cfg(self) -> Option<crate::cfg::CfgSpec> {
        match self {
            Loaded::Cfg(m) => Some(*m),
            _ => None,
        }
    }
}

/// A spec's name and doc, from the first file that gives each (the name defaults to the first
/// file's name without its extension), as every kind reads its shared top-level keys.
pub(crate) fn identity<'a>(
    sources: &SourceMap,
    names: impl IntoIterator<Item = &'a Option<S<String>>>,
    docs: impl IntoIterator<Item = &'a Option<S<String>>>,
) -> (String, String) {
    let name = names
        .into_iter()
        .find_map(|n| n.as_ref().map(|n| n.value.clone()))
        .unwrap_or_else(|| sources.first_stem());
    let doc = docs
        .into_iter()
        .find_map(|d| d.as_ref().map(|d| d.value.trim().to_owned()))
        .unwrap_or_default();
    (name, doc)
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
pub(crate) fn read_header(
    text: &str,
    limits: &crate::load::Limits,
) -> Result<Header, serde_saphyr::Error> {
    KIND_BEFORE_STRANGER.with(|k| k.borrow_mut().take());
    // A repeated key is left to the kind's document, which reports it with the file's other
    // structural errors.
    let mut options = crate::load::options(limits);
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

/// What a kind's document type must have for the JSON Schema: `schemars::JsonSchema` with the
/// `schema` feature, nothing without it (a build script's lean `ir-spec` has no schema).
#[cfg(feature = "schema")]
pub trait DocumentSchema: schemars::JsonSchema {}
#[cfg(feature = "schema")]
impl<T: schemars::JsonSchema> DocumentSchema for T {}
/// What a kind's document type must have for the JSON Schema: `schemars::JsonSchema` with the
/// `schema` feature, nothing without it (a build script's lean `ir-spec` has no schema).
#[cfg(not(feature = "schema"))]
pub trait DocumentSchema {}
#[cfg(not(feature = "schema"))]
impl<T> DocumentSchema for T {}

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
