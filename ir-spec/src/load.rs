//! Loading, the front end every kind of spec shares: owns reading spec files under hard limits,
//! picking the kind of spec from the top-level `kind:` key, and turning YAML into that kind's
//! documents, mapping every YAML or shape error to a located [`Diagnostic`]. Hostile input (alias bombs, deep nesting,
//! huge files) is refused by the size limit and the parser's budget before it can cost much.
//!
//! Here: the `Loader`, the limits and the reading of files. `yaml`: the parser's options under
//! the limits and its errors as located diagnostics; `repeats`: repeated mapping keys;
//! `yaml11`: the YAML 1.1 booleans warning; `position`: lines and columns in a YAML text.

use std::path::{Path, PathBuf};

use serde_saphyr::Error as YamlError;

use crate::diagnostic::{Diagnostic, Rule, SpecError, Warnings};
use crate::isa::{Builtin, Codecs, Isa, OperandCodec};
use crate::kind::{CfgKind, IrKind, IsaKind, Loaded, LowerKind, SpecKind, kind_of, read_header};
use crate::model::Spec;
use crate::source::{FileId, Loc, SourceMap};
use crate::syntax::{Document, S};

mod position;
mod repeats;
mod yaml;
mod yaml11;

pub(crate) use position::{LineIndex, locate};
use repeats::{duplicate_key, repeats};
use yaml::{RAISE, budget_message};
pub(crate) use yaml::{options, yaml_diagnostic};
use yaml11::yaml11_booleans;

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
