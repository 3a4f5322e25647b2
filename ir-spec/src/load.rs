//! Loading, the front end every kind of spec shares: owns reading spec files under hard limits,
//! picking the kind of spec from the top-level `kind:` key, and turning YAML into that kind's
//! documents, mapping every YAML or shape error to a located [`Diagnostic`]. Hostile input (alias bombs, deep nesting,
//! huge files) is refused by the size limit and the parser's budget before it can cost much.

use std::path::{Path, PathBuf};

use serde_saphyr::budget::BudgetBreach;
use serde_saphyr::{DefaultMessageFormatter, Error as YamlError, MessageFormatter};

use crate::diagnostic::{Diagnostic, Rule, SpecError, Warnings};
use crate::isa::{Builtin, Codecs, Isa, OperandCodec};
use crate::kind::{CfgKind, IrKind, IsaKind, Loaded, LowerKind, SpecKind, kind_of, read_header};
use crate::model::Spec;
use crate::naming;
use crate::source::{CONTEXT, FileId, Loc, SourceMap, shorten};
use crate::syntax::{Document, S};

/// Resource limits applied to every spec file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest accepted file, in bytes.
    pub max_file_bytes: usize,
    /// Deepest accepted nesting of mappings and sequences.
    pub max_depth: usize,
    /// Most YAML nodes per file, aliases expanded.
    pub max_nodes: usize,
    /// Most alias uses per file.
    pub max_aliases: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_file_bytes: 16 << 20,
            max_depth: 64,
            max_nodes: 2_000_000,
            max_aliases: 10_000,
        }
    }
}

/// Reads one or more spec files, picks their kind from the top-level `kind:` key, and checks them
/// into that kind's model. [`load`](Self::load) accepts any kind; [`load_ir`](Self::load_ir),
/// [`load_isa`](Self::load_isa) and [`load_as`](Self::load_as) demand one.
#[derive(Clone, Debug, Default)]
pub struct Loader {
    limits: Limits,
    inputs: Vec<Input>,
    codecs: Codecs,
}

#[derive(Clone, Debug)]
enum Input {
    File { display: String, path: PathBuf },
    Text { display: String, text: String },
}

/// The files of one spec, read and with their kind checked, before their documents are parsed.
struct Read {
    sources: SourceMap,
    /// Each file with the kind it declares and where.
    files: Vec<(FileId, &'static str, Loc)>,
}

impl Loader {
    /// A loader with default limits and no inputs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Replaces the limits.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Registers every operand codec and expression builtin of a target's codec crate (for A64,
    /// `opforge_arm64_codec::codecs()`), which machine tables may then use.
    pub fn codecs(mut self, codecs: Codecs) -> Self {
        self.codecs = std::mem::take(&mut self.codecs).with(codecs);
        self
    }

    /// Registers one operand codec.
    pub fn codec(mut self, codec: impl OperandCodec + 'static) -> Self {
        self.codecs = std::mem::take(&mut self.codecs).codec(codec);
        self
    }

    /// Registers one expression builtin.
    pub fn builtin(mut self, builtin: Builtin) -> Self {
        self.codecs = std::mem::take(&mut self.codecs).builtin(builtin);
        self
    }

    /// Adds a file, displayed in messages under the path as given.
    pub fn file(self, path: impl AsRef<Path>) -> Self {
        let display = path.as_ref().display().to_string();
        self.file_as(path, display)
    }

    /// Adds a file read from `path` but displayed in messages as `display`.
    pub fn file_as(mut self, path: impl AsRef<Path>, display: impl Into<String>) -> Self {
        self.inputs.push(Input::File {
            display: display.into(),
            path: path.as_ref().to_path_buf(),
        });
        self
    }

    /// Adds spec text that does not come from a file.
    pub fn text(mut self, display: impl Into<String>, text: impl Into<String>) -> Self {
        self.inputs.push(Input::Text {
            display: display.into(),
            text: text.into(),
        });
        self
    }

    /// Paths of the files this loader will read.
    pub fn paths(&self) -> impl Iterator<Item = &Path> {
        self.inputs.iter().filter_map(|i| match i {
            Input::File { path, .. } => Some(path.as_path()),
            Input::Text { .. } => None,
        })
    }

    /// Reads, parses and validates every input as a spec of the kind its `kind:` key names;
    /// returns the checked spec or every finding.
    pub fn load(&self) -> Result<Loaded, SpecError> {
        let read = self.read()?;
        self.finish_any(read)
    }

    /// Parses and validates the files read as a spec of the kind the first one declares.
    fn finish_any(&self, read: Read) -> Result<Loaded, SpecError> {
        match read.files.first().map(|f| f.1) {
            Some(IsaKind::NAME) => self
                .finish::<IsaKind>(read)
                .map(|m| Loaded::Isa(Box::new(m))),
            Some(CfgKind::NAME) => self
                .finish::<CfgKind>(read)
                .map(|m| Loaded::Cfg(Box::new(m))),
            Some(LowerKind::NAME) => self
                .finish::<LowerKind>(read)
                .map(|m| Loaded::Lower(Box::new(m))),
            _ => self.finish::<IrKind>(read).map(|m| Loaded::Ir(Box::new(m))),
        }
    }

    /// Loads the source table of a lowering: a block-structured IR (`kind: cfg`) as such,
    /// anything else as a gate graph (`kind: ir`, so another kind is a located error at its
    /// `kind:` key, and a lowering table is never loaded as its own source).
    pub(crate) fn load_lowering_source(&self) -> Result<Loaded, SpecError> {
        let read = self.read()?;
        match read.files.first().map(|f| f.1) {
            Some(CfgKind::NAME) => self
                .finish::<CfgKind>(read)
                .map(|m| Loaded::Cfg(Box::new(m))),
            _ => self.finish::<IrKind>(read).map(|m| Loaded::Ir(Box::new(m))),
        }
    }

    /// Like [`load`](Self::load), and also returns the warnings of a spec that loads (names that
    /// YAML 1.1 tools read as booleans; see [`Rule::Yaml11Boolean`]). A spec that does not load
    /// has its errors and no warnings.
    pub fn load_warned(&self) -> (Result<Loaded, SpecError>, Warnings) {
        let read = match self.read() {
            Ok(read) => read,
            Err(e) => return (Err(e), Warnings::default()),
        };
        let sources = read.sources.clone();
        let files: Vec<FileId> = read.files.iter().map(|f| f.0).collect();
        let loaded = self.finish_any(read);
        if loaded.is_err() {
            return (loaded, Warnings::default());
        }
        let mut diagnostics = Vec::new();
        for id in files {
            let text = sources.file(id).map_or("", |f| f.text.as_str());
            diagnostics.extend(yaml11_booleans(id, text, &self.limits));
        }
        (
            loaded,
            Warnings {
                sources,
                diagnostics,
            },
        )
    }

    /// Like [`load`](Self::load), but the spec must be of kind `K`: a file of another kind is a
    /// located error at its `kind:` key.
    pub fn load_as<K: SpecKind>(&self) -> Result<K::Model, SpecError> {
        let read = self.read()?;
        self.finish::<K>(read)
    }

    /// Loads an IR spec (`kind: ir`).
    pub fn load_ir(&self) -> Result<Spec, SpecError> {
        self.load_as::<IrKind>()
    }

    /// Loads a machine spec (`kind: isa`).
    pub fn load_isa(&self) -> Result<Isa, SpecError> {
        self.load_as::<IsaKind>()
    }

    /// Reads every input under the size limit and checks its `kind:` key.
    fn read(&self) -> Result<Read, SpecError> {
        let mut sources = SourceMap::new();
        let mut diagnostics = Vec::new();
        let mut files = Vec::new();
        // The canonical path of every file read so far, with how it was given.
        let mut seen: Vec<(PathBuf, &str)> = Vec::new();
        for input in &self.inputs {
            let (display, path, text) = match input {
                Input::File { display, path } => {
                    let canonical = std::fs::canonicalize(path).ok();
                    let first = canonical
                        .as_ref()
                        .and_then(|c| seen.iter().find(|(p, _)| p == c))
                        .map(|(_, d)| *d);
                    let text = match first {
                        Some(first) => Err((
                            Rule::FileTwice,
                            if first == display {
                                "this file is given twice".to_owned()
                            } else {
                                format!("this file is given twice: it is also `{first}`")
                            },
                        )),
                        None => read_limited(path, self.limits.max_file_bytes),
                    };
                    if let (Some(c), None) = (canonical, first) {
                        seen.push((c, display));
                    }
                    (display, path.clone(), text)
                }
                Input::Text { display, text } if text.len() > self.limits.max_file_bytes => (
                    display,
                    PathBuf::from(display),
                    Err((
                        Rule::TooLarge,
                        format!(
                            "the file has {} bytes; the limit is {} (`Limits::max_file_bytes`); {RAISE}",
                            text.len(),
                            self.limits.max_file_bytes
                        ),
                    )),
                ),
                Input::Text { display, text } => {
                    (display, PathBuf::from(display), Ok(text.clone()))
                }
            };
            let text = match text {
                Ok(text) => text,
                Err((rule, message)) => {
                    let id = sources.add(display.clone(), path, String::new());
                    diagnostics.push(Diagnostic::new(rule, Loc::new(id, 0, 0), message));
                    continue;
                }
            };
            let id = sources.add(display.clone(), path, text);
            let text = sources.file(id).map_or("", |f| f.text.as_str());
            // An alias bomb is refused before the parser replays a single anchor.
            if let Some(b) = crate::expansion::check(text, &self.limits) {
                diagnostics.push(Diagnostic::new(
                    Rule::Budget,
                    Loc::new(id, b.line, b.column),
                    budget_message(&b.breach, &self.limits),
                ));
                continue;
            }
            let header = match read_header(text, &self.limits) {
                Ok(header) => header,
                Err(e) => {
                    diagnostics.push(yaml_diagnostic(id, display, text, &e, &self.limits));
                    continue;
                }
            };
            let index = LineIndex::new(text);
            let at = |s: &S<String>| {
                let (line, column) = locate(&index, text, &s.referenced);
                Loc::new(id, line, column)
            };
            match kind_of(id, text, &header, at) {
                Ok((kind, loc)) => files.push((id, kind, loc)),
                Err(d) => diagnostics.push(d),
            }
        }
        if diagnostics.is_empty() {
            Ok(Read { sources, files })
        } else {
            Err(SpecError {
                sources,
                diagnostics,
            })
        }
    }

    /// Checks that every file is of kind `K`, parses each as `K`'s document and validates them.
    fn finish<K: SpecKind>(&self, read: Read) -> Result<K::Model, SpecError> {
        let Read { sources, files } = read;
        let mut diagnostics = Vec::new();
        let mut documents = Vec::new();
        for &(id, kind, loc) in &files {
            if kind != K::NAME {
                let first = files
                    .first()
                    .filter(|f| f.0 != id && f.1 == K::NAME)
                    .map_or_else(String::new, |f| format!(" like `{}`", sources.display(f.0)));
                diagnostics.push(
                    Diagnostic::new(
                        Rule::Kind,
                        loc,
                        format!(
                            "this file is a spec of kind `{kind}`, but a spec of kind `{}`{first} is expected here",
                            K::NAME
                        ),
                    )
                    .with_hint("the files of one spec are all of one kind"),
                );
                continue;
            }
            let text = sources.file(id).map_or("", |f| f.text.as_str());
            match parse_every::<K::Document>(id, sources.display(id), text, &self.limits) {
                Ok(doc) => documents.push((id, doc)),
                Err(found) => diagnostics.extend(found),
            }
        }
        if !diagnostics.is_empty() {
            return Err(SpecError {
                sources,
                diagnostics,
            });
        }
        K::validate(sources, documents, &self.codecs)
    }
}

/// Why a path cannot be read as a spec file (see [`not_a_file`]); its `Display` says what the
/// path is instead, in a few words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAFile {
    /// Nothing is there.
    Missing,
    /// A directory.
    Directory,
    /// A device, a pipe or a socket: reading it could wait forever or never end (`/dev/zero`).
    Special,
    /// Its metadata cannot be read, with the system's reason.
    Unreadable(String),
}

impl std::fmt::Display for NotAFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotAFile::Missing => f.write_str("not found"),
            NotAFile::Directory => f.write_str("a directory, not a file"),
            NotAFile::Special => f.write_str("not a regular file (a device, a pipe or a socket)"),
            NotAFile::Unreadable(e) => write!(f, "not readable: {e}"),
        }
    }
}

/// Why `path` cannot be read as a spec file, or `None` for a regular file (or a link to one).
pub fn not_a_file(path: &Path) -> Option<NotAFile> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => None,
        Ok(m) if m.is_dir() => Some(NotAFile::Directory),
        Ok(_) => Some(NotAFile::Special),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some(NotAFile::Missing),
        Err(e) => Some(NotAFile::Unreadable(e.to_string())),
    }
}

/// Reads a spec file (or a table to import) of at most `max` bytes as UTF-8: a directory is
/// refused unread, a longer file (or an endless device) after `max + 1` bytes. The error is the
/// rule broken (`E001` or `E002`) and a sentence.
pub fn read_limited(path: &Path, max: usize) -> Result<String, (Rule, String)> {
    use std::io::Read;
    // A missing or unreadable path is left to `open`, whose error names the system's reason;
    // a device or a pipe is read up to the limit (`opforge check <(make-spec)` works, and
    // `/dev/zero` ends in `E002`).
    if let Some(what @ NotAFile::Directory) = not_a_file(path) {
        return Err((Rule::Io, format!("cannot read the file: it is {what}")));
    }
    let file =
        std::fs::File::open(path).map_err(|e| (Rule::Io, format!("cannot read the file: {e}")))?;
    let mut bytes = Vec::new();
    file.take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| (Rule::Io, format!("cannot read the file: {e}")))?;
    if bytes.len() > max {
        return Err((
            Rule::TooLarge,
            format!(
                "the file has more than {max} bytes, the limit `Limits::max_file_bytes`; {RAISE}"
            ),
        ));
    }
    String::from_utf8(bytes).map_err(|e| (Rule::Io, format!("the file is not UTF-8: {e}")))
}

/// Parses one YAML file of an IR spec (`kind: ir`) under `limits`, without validating it.
pub fn parse_document(text: &str, limits: &Limits) -> Result<Document, YamlError> {
    parse_limited(text, limits)
}

/// Parses one YAML document into `T` under `limits`: the budget that refuses hostile input, one
/// document, strict booleans (shared by every kind of spec).
pub(crate) fn parse_limited<T: serde::de::DeserializeOwned>(
    text: &str,
    limits: &Limits,
) -> Result<T, YamlError> {
    serde_saphyr::from_str_with_options::<T>(text, options(limits))
}

/// Parses one file of a spec into `T` under `limits`; on failure, returns every structural error
/// of the file (`E005`: unknown, repeated and missing keys, values of the wrong shape), in file
/// order, or the one error that stops the parser (a syntax error, a breach of the budget).
pub(crate) fn parse_every<T: serde::de::DeserializeOwned>(
    id: FileId,
    display: &str,
    text: &str,
    limits: &Limits,
) -> Result<T, Vec<Diagnostic>> {
    let e = match crate::recover::read::<T>(text, options(limits)) {
        Ok(doc) => return Ok(doc),
        Err(e) => e,
    };
    let first = yaml_diagnostic(id, display, text, &e, limits);
    if first.rule != Rule::Shape {
        return Err(vec![first]);
    }
    let mut found = vec![first];
    // The reads that look for more errors read at most about a node a byte of the file, aliases
    // expanded, and an alias every eight bytes.
    let scaled = Limits {
        max_nodes: limits.max_nodes.min(text.len().saturating_add(1024)),
        max_aliases: limits.max_aliases.min(text.len() / 8 + 256),
        ..*limits
    };
    // Repeated keys are all found by one read that lets them through; the reads that find the
    // other errors keep the first of two equal keys.
    let index = LineIndex::new(text);
    for (key, first, again) in repeats(text, &scaled) {
        let (line, column) = locate(&index, text, &again);
        let first = locate(&index, text, &first);
        let d = duplicate_key(id, display, key.as_deref(), (line, column), Some(first));
        if !found.contains(&d) {
            found.push(d);
        }
    }
    let recovering = || {
        let mut options = options(&scaled);
        options.duplicate_keys = serde_saphyr::options::DuplicateKeyPolicy::FirstWins;
        options
    };
    let structural =
        |e: &YamlError| yaml_diagnostic(id, display, text, e, limits).rule == Rule::Shape;
    for e in crate::recover::every_error::<T>(text, recovering, structural) {
        let d = yaml_diagnostic(id, display, text, &e, limits);
        if !found.contains(&d) {
            found.push(d);
        }
    }
    found.sort_by_key(|d| (d.loc.line, d.loc.column));
    Err(found)
}

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

/// The finding of a repeated key at `(line, column)`, the first of the two at `first`.
fn duplicate_key(
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

/// The parser's options under `limits`. Its own budgets all follow the four documented limits,
/// so that no other limit stops a spec first: events are at most two a node (a collection's start
/// and end) plus the aliases; anchors sit on nodes; merge keys are counted against the aliases.
pub(crate) fn options(limits: &Limits) -> serde_saphyr::Options {
    let events = events_limit(limits);
    serde_saphyr::options! {
        budget: serde_saphyr::budget! {
            max_depth: limits.max_depth,
            max_nodes: limits.max_nodes,
            max_events: events,
            max_aliases: limits.max_aliases,
            max_anchors: limits.max_nodes,
            max_merge_keys: limits.max_aliases,
            enforce_alias_anchor_ratio: false,
            max_recorded_anchor_events: events,
            max_recorded_anchor_bytes: limits.max_file_bytes,
            max_documents: 1,
            max_total_scalar_bytes: limits.max_file_bytes,
        },
        alias_limits: serde_saphyr::alias_limits! {
            max_total_replayed_events: events,
            max_replay_stack_depth: limits.max_depth,
        },
        with_snippet: false,
        strict_booleans: true,
    }
}

/// Where the first of two equal keys of one mapping is, given the second's place (`line`,
/// `column`): the document read again under `limits`, with repeated keys passed through.
fn first_key(text: &str, limits: &Limits, second: (u32, u32)) -> Option<(u32, u32)> {
    let index = LineIndex::new(text);
    repeats(text, limits).iter().find_map(|(_, first, again)| {
        (locate(&index, text, again) == second).then(|| locate(&index, text, first))
    })
}

/// Every repeated key of a document read under `limits` with repeated keys passed through: its
/// text, the place of its first occurrence and of the repetition (none when the document does
/// not read).
fn repeats(text: &str, limits: &Limits) -> Vec<(Option<String>, Location, Location)> {
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

/// The parser's budget of events under `limits`: two a node (a collection's start and end) and
/// one an alias, with room for the stream's and the document's own events.
fn events_limit(limits: &Limits) -> usize {
    limits
        .max_nodes
        .saturating_mul(2)
        .saturating_add(limits.max_aliases)
        .saturating_add(64)
}

/// How to raise a limit, the end of every message about one.
const RAISE: &str = "raise it with `Loader::limits` (`Builder::limits` in a build script)";

/// A breach of the parser's budget in plain English: what went over, and the limit of [`Limits`]
/// that stopped it.
fn budget_message(breach: &BudgetBreach, limits: &Limits) -> String {
    let (what, limit, value) = match breach {
        BudgetBreach::Documents { .. } => {
            return "a spec file holds one YAML document; a second one starts here".to_owned();
        }
        BudgetBreach::SequenceUnbalanced => {
            return "a collection ends here that never started".to_owned();
        }
        BudgetBreach::Nodes { .. } => (
            "YAML nodes (mappings, sequences and scalars, aliases expanded)",
            "max_nodes",
            limits.max_nodes,
        ),
        BudgetBreach::Events { .. } | BudgetBreach::RecordedAnchorEvents { .. } => (
            "YAML nodes, counting each mapping and sequence twice (its start and its end)",
            "max_nodes",
            limits.max_nodes,
        ),
        BudgetBreach::Anchors { .. } => ("anchors", "max_nodes", limits.max_nodes),
        BudgetBreach::Aliases { .. } | BudgetBreach::AliasAnchorRatio { .. } => {
            ("aliases", "max_aliases", limits.max_aliases)
        }
        BudgetBreach::MergeKeys { .. } => (
            "merge keys (`<<`, aliases expanded), counted against the aliases",
            "max_aliases",
            limits.max_aliases,
        ),
        BudgetBreach::Depth { .. } => {
            return format!(
                "the file's mappings and sequences are nested more than {} deep, the limit \
                 `Limits::max_depth`; {RAISE}",
                limits.max_depth
            );
        }
        _ => (
            "bytes of scalar text (aliases expanded)",
            "max_file_bytes",
            limits.max_file_bytes,
        ),
    };
    format!("the file has more than {value} {what}, the limit `Limits::{limit}`; {RAISE}")
}

/// The plain-English message of a YAML error: the budget's breaches and the alias replay limits
/// name the limit of [`Limits`] behind them; other errors keep the parser's wording.
fn yaml_message(e: &YamlError, limits: &Limits) -> String {
    match e {
        YamlError::Budget { breach, .. } => budget_message(breach, limits),
        YamlError::AliasReplayLimitExceeded { .. }
        | YamlError::AliasReplayCounterOverflow { .. } => {
            format!(
                "the file's aliases expand to more than {} YAML events, a limit that follows \
                 `Limits::max_nodes` ({}); {RAISE}",
                events_limit(limits),
                limits.max_nodes
            )
        }
        YamlError::AliasExpansionLimitExceeded { expansions, .. } => format!(
            "an anchor is expanded more than {expansions} times; the limit is `Limits::max_aliases` \
             ({}); {RAISE}",
            limits.max_aliases
        ),
        YamlError::AliasReplayStackDepthExceeded { .. } => format!(
            "aliases are nested more than {} deep, the limit `Limits::max_depth`; {RAISE}",
            limits.max_depth
        ),
        _ => {
            let message = DefaultMessageFormatter.format_message(e);
            let message = message.trim();
            if message.contains("recursion limit") {
                format!(
                    "the file nests flow collections (`[`, `{{`) past the YAML parser's recursion \
                     limit ({message}); a spec needs at most `Limits::max_depth` ({}) levels",
                    limits.max_depth
                )
            } else {
                message.to_owned()
            }
        }
    }
}

/// A YAML or shape error as a located diagnostic (shared by every kind of spec).
pub(crate) fn yaml_diagnostic(
    id: FileId,
    display: &str,
    text: &str,
    e: &YamlError,
    limits: &Limits,
) -> Diagnostic {
    // An error met while replaying an alias is wrapped with the alias's position; classify and
    // word it by the error inside.
    let mut inner = e.without_snippet();
    while let YamlError::AliasError { error, .. } = inner {
        inner = error.without_snippet();
    }
    let rule = match inner {
        YamlError::Budget { .. } => Rule::Budget,
        YamlError::AliasReplayLimitExceeded { .. }
        | YamlError::AliasExpansionLimitExceeded { .. }
        | YamlError::AliasReplayStackDepthExceeded { .. }
        | YamlError::AliasReplayCounterOverflow { .. } => Rule::Budget,
        YamlError::ExternalMessage { .. }
        | YamlError::InvalidUtf8Input
        | YamlError::Eof { .. }
        | YamlError::UnknownAnchor { .. }
        | YamlError::ContainerEndMismatch { .. } => Rule::Syntax,
        _ => Rule::Shape,
    };
    let (line, column) = e
        .location()
        .map_or((0, 0), |l| locate(&LineIndex::new(text), text, &l));
    if let YamlError::DuplicateMappingKey { key, .. } = inner {
        let first = first_key(text, limits, (line, column));
        return duplicate_key(id, display, key.as_deref(), (line, column), first);
    }
    let message = yaml_message(inner, limits);
    let rule = match inner {
        YamlError::Budget {
            breach: BudgetBreach::SequenceUnbalanced,
            ..
        } => Rule::Syntax,
        _ if message.contains("recursion limit") => Rule::Budget,
        _ => rule,
    };
    let hint = match inner {
        YamlError::SerdeUnknownField {
            field: name,
            expected,
            ..
        }
        | YamlError::SerdeUnknownVariant {
            variant: name,
            expected,
            ..
        } => naming::did_you_mean(name, expected.iter().copied()),
        YamlError::SerdeInvalidType {
            unexpected,
            expected,
            ..
        } => quoted_scalar_hint(unexpected, expected),
        _ => None,
    };
    Diagnostic::new(rule, Loc::new(id, line, column), message).with_optional_hint(hint)
}

/// The hint for a quoted number or boolean where one is expected (`unexpected` as serde words it,
/// `string "8"`): YAML, the JSON Schema and editors read a quoted scalar as a string; and for a
/// YAML 1.1 boolean (`yes`), which YAML 1.2 reads as a string too.
fn quoted_scalar_hint(unexpected: &str, expected: &str) -> Option<String> {
    let text = unexpected
        .strip_prefix("string \"")?
        .strip_suffix('"')?
        .trim();
    if expected == "a boolean" {
        let meant = match text.to_ascii_lowercase().as_str() {
            "yes" | "y" | "on" => "true",
            "no" | "n" | "off" => "false",
            _ => "",
        };
        if !meant.is_empty() {
            return Some(format!(
                "`{text}` is a boolean only in YAML 1.1; write `{meant}`"
            ));
        }
    }
    let plain = text.parse::<i128>().is_ok()
        || text.parse::<f64>().is_ok()
        || matches!(text, "true" | "false");
    plain.then(|| format!("a quoted value is a string; write `{text}` without quotes"))
}

/// Byte offsets of the starts of the lines of a text, to turn the byte offset of a parsed value
/// into a line and column.
pub(crate) struct LineIndex(Vec<usize>);

impl LineIndex {
    /// Indexes the lines of `text`.
    pub(crate) fn new(text: &str) -> Self {
        LineIndex(
            std::iter::once(0)
                .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                .collect(),
        )
    }

    /// The 1-based line and column (in characters, a leading byte-order mark not counted) of byte
    /// `offset` of `text`; `None` when the offset is not a character boundary of `text`.
    pub(crate) fn position(&self, text: &str, offset: usize) -> Option<(u32, u32)> {
        let line = self.0.partition_point(|&start| start <= offset);
        let start = *self.0.get(line.checked_sub(1)?)?;
        let before = text.get(start..offset)?.trim_start_matches('\u{feff}');
        let column = before.chars().count() + 1;
        Some((u32::try_from(line).ok()?, u32::try_from(column).ok()?))
    }

    /// The byte offset in `text` of 1-based `line` and `column`, the inverse of
    /// [`position`](Self::position).
    pub(crate) fn offset(&self, text: &str, line: u32, column: u32) -> Option<usize> {
        let start = *self.0.get((line as usize).checked_sub(1)?)?;
        let rest = text.get(start..)?;
        let line = rest.strip_prefix('\u{feff}').unwrap_or(rest);
        let start = start + (rest.len() - line.len());
        let (i, _) = line
            .char_indices()
            .chain(std::iter::once((line.len(), '\n')))
            .nth((column as usize).checked_sub(1)?)?;
        Some(start + i)
    }
}

/// The line and column in `text` of a position the YAML parser reported. Taken from its byte
/// offset when it has one: the parser's own line and column are wrong for a scalar that starts on
/// a line after its key (`key:` then `  value` is reported on the key's line), its offset is not.
pub(crate) fn locate(index: &LineIndex, text: &str, l: &serde_saphyr::Location) -> (u32, u32) {
    l.span()
        .byte_offset()
        .and_then(|b| index.position(text, usize::try_from(b).ok()?))
        .unwrap_or((l.line() as u32, l.column() as u32))
}
