//! The kind trait: owns what the front end asks of every kind of table ([`SpecKind`]: its
//! document type, its validation into a checked model, its outputs), what a kind's validation may
//! ask of the loader that runs it ([`Tables`]: the registered codecs, the tables a table names),
//! the shared top-level keys of every kind's document (`spec_document!`, `kind_tag!`,
//! [`identity`]) and the errors of producing an output.
//!
//! The front end names no kind: the loader above the kinds implements [`Tables`], and each kind
//! implements [`SpecKind`] in its own `kind.rs`.

use std::path::Path;

use serde::de::DeserializeOwned;

use super::codec::Codecs;
use super::diagnostic::SpecError;
#[cfg(feature = "docs")]
use super::docs::DocError;
use super::format::GenerateError;
use super::source::{FileId, SourceMap};
use super::syntax::S;

/// What a kind's validation may ask of the loader that runs it. Tables that name other tables (a
/// LIR its machine, a lowering its source and target) load them through it, so no kind calls the
/// loader itself.
pub trait Tables {
    /// The operand codecs and expression builtins target crates registered.
    fn codecs(&self) -> &Codecs;

    /// Loads the spec at `path` (shown in messages as `display`) as a spec of kind `K`, with the
    /// registered codecs: a file of another kind is a located error at its `kind:` key.
    fn load<K: SpecKind>(&self, path: &Path, display: String) -> Result<K::Model, SpecError>;

    /// Loads the spec at `path` as kind `A` when its first file declares `A`, and as kind `B`
    /// otherwise (so any other kind is a located error at its `kind:` key), with no codecs
    /// registered (a lowering's source table needs none).
    fn load_either<A: SpecKind, B: SpecKind>(
        &self,
        path: &Path,
        display: String,
    ) -> Result<Either<A::Model, B::Model>, SpecError>;
}

/// A spec loaded as one of two kinds (see [`Tables::load_either`]).
#[derive(Debug, Clone)]
pub enum Either<A, B> {
    /// The first kind.
    A(A),
    /// The second kind.
    B(B),
}

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
            pub kind: $crate::front::syntax::S<$tag>,
            /// Schema version; only `1` exists.
            pub version: $crate::front::syntax::S<u64>,
            /// The name of what the spec describes, such as `circuit` or `A64` (default: the
            /// first file's name without its extension); generated docs use it.
            #[serde(default)]
            pub name: Option<$crate::front::syntax::S<String>>,
            /// What it describes.
            #[serde(default)]
            pub doc: Option<$crate::front::syntax::S<String>>,
            $($own)*
        }

        impl $crate::front::kind::KindKey for $name {
            fn kind_key(&self) -> $crate::front::syntax::S<()> {
                self.kind.clone().map(|_| ())
            }
        }
    };
}

/// Declares the one-variant enum a kind's documents carry as their `kind:` value, so the JSON
/// Schema admits only that value in the kind's branch, and the kind's own type, which
/// implements [`SpecKind`]: its [`KindName`] (the `kind:` value and what the kind describes) is
/// written here, once.
macro_rules! kind_tag {
    (
        $(#[$meta:meta])* $vis:vis enum $name:ident { $(#[$vmeta:meta])* $variant:ident = $value:literal }
        $(#[$kmeta:meta])* $kvis:vis struct $kind:ident: $about:literal;
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        $vis enum $name {
            $(#[$vmeta])*
            #[serde(rename = $value)]
            $variant,
        }

        $(#[$kmeta])*
        #[derive(Clone, Copy, Debug, Default)]
        $kvis struct $kind;

        impl $crate::front::kind::KindName for $kind {
            const NAME: &'static str = $value;
            const ABOUT: &'static str = $about;
        }
    };
}

pub(crate) use {kind_tag, spec_document};

/// Where a document's `kind:` key is written (`spec_document!` implements it): a file that
/// parses as the kind's document needs no separate read of its header.
pub trait KindKey {
    /// The position of the `kind:` value.
    fn kind_key(&self) -> S<()>;
}

/// The name of a kind of table and what it describes (`kind_tag!` implements it beside the tag).
pub trait KindName {
    /// The value of the top-level `kind:` key that selects this kind, such as `ir`.
    const NAME: &'static str;
    /// What tables of this kind describe, in a few words (for messages and the schema).
    const ABOUT: &'static str;
}

/// The files of one spec as parsed: the sources, and each file's document with its file.
#[derive(Debug)]
pub struct Files<D> {
    /// The text of every file, for positions and messages.
    pub sources: SourceMap,
    /// Each file's document, in the order given.
    pub documents: Vec<(FileId, D)>,
}

/// A kind of table: its documents, its checked model and what is generated from it.
pub trait SpecKind: KindName {
    /// One file of the spec as written (serde + JSON Schema).
    type Document: DeserializeOwned + DocumentSchema + KindKey;
    /// The checked model every generator of the kind reads.
    type Model;

    /// Checks the files of one spec into the model, reporting every finding at once. `tables` is
    /// the loader that runs the check: it holds what target crates registered (operand kinds and
    /// expression builtins of machine tables) and loads the tables a table names; a kind that has
    /// no use for them ignores it.
    fn validate(
        files: Files<Self::Document>,
        tables: &impl Tables,
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
