//! Loading, above every kind: owns the [`Loader`], which reads spec files (with the front end's
//! limits and YAML machinery, `crate::front::read`), picks the kind of spec from the top-level
//! `kind:` key and hands the documents to that kind's validation, passing itself down as the
//! front end's [`Tables`] so tables that name other tables load them without naming the loader.

use std::path::{Path, PathBuf};

use serde_saphyr::Error as YamlError;

use crate::front::codec::{Builtin, Codecs, OperandCodec};
use crate::front::diagnostic::{Diagnostic, Rule, SpecError, Warnings};
use crate::front::kind::{Either, Files, KindName, Tables};
pub use crate::front::read::{Limits, NotAFile, not_a_file, read_limited};
use crate::front::read::{
    LineIndex, RAISE, budget_message, locate, parse_every, parse_first, parse_limited,
    yaml_diagnostic, yaml11_booleans,
};
use crate::front::source::{FileId, Loc, SourceMap};
use crate::front::syntax::S;
use crate::kind::{
    CfgKind, Header, IrKind, IsaKind, KindKey, Loaded, LowerKind, SpecKind, kind_of, read_header,
};
use crate::kinds::ir::model::Spec;
use crate::kinds::ir::syntax::Document;
use crate::kinds::isa::Isa;

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
                .finish::<IsaKind>(read, Vec::new())
                .map(|m| Loaded::Isa(Box::new(m))),
            Some(CfgKind::NAME) => self
                .finish::<CfgKind>(read, Vec::new())
                .map(|m| Loaded::Cfg(Box::new(m))),
            Some(LowerKind::NAME) => self
                .finish::<LowerKind>(read, Vec::new())
                .map(|m| Loaded::Lower(Box::new(m))),
            _ => self
                .finish::<IrKind>(read, Vec::new())
                .map(|m| Loaded::Ir(Box::new(m))),
        }
    }

    /// Loads the inputs as a spec of kind `A` when the first file declares `A`, and as kind `B`
    /// otherwise (so another kind is a located error at its `kind:` key).
    fn load_either<A: SpecKind, B: SpecKind>(
        &self,
    ) -> Result<Either<A::Model, B::Model>, SpecError> {
        let read = self.read()?;
        match read.files.first().map(|f| f.1) {
            Some(name) if name == A::NAME => self.finish::<A>(read, Vec::new()).map(Either::A),
            _ => self.finish::<B>(read, Vec::new()).map(Either::B),
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
        // A file that parses as a document of kind `K` has its header in it: the header's own
        // read (a second parse of the whole file) is only needed to report a file that does not.
        let mut parsed = Vec::new();
        let read = self.read_parsing(&mut |id, text| {
            let doc = parse_first::<K::Document>(text, &self.limits).ok()?;
            let key = doc.kind_key();
            parsed.push((id, doc));
            Some(key.map(|()| K::NAME.to_owned()))
        })?;
        self.finish::<K>(read, parsed)
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
        self.read_parsing(&mut |_, _| None)
    }

    /// [`read`](Self::read), where `parse` may parse a file (that passed the alias check) as the
    /// document of the kind asked for and keep it: its `kind:` key, when it does, stands for the
    /// header (the same value, at the same place, as the header's read would find).
    fn read_parsing(
        &self,
        parse: &mut dyn FnMut(FileId, &str) -> Option<S<String>>,
    ) -> Result<Read, SpecError> {
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
            if let Some(b) = crate::front::expansion::check(text, &self.limits) {
                diagnostics.push(Diagnostic::new(
                    Rule::Budget,
                    Loc::new(id, b.line, b.column),
                    budget_message(&b.breach, &self.limits),
                ));
                continue;
            }
            let header = match parse(id, text) {
                Some(kind) => Header { kind: Some(kind) },
                None => match read_header(text, &self.limits) {
                    Ok(header) => header,
                    Err(e) => {
                        diagnostics.push(yaml_diagnostic(id, display, text, &e, &self.limits));
                        continue;
                    }
                },
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

    /// Checks that every file is of kind `K`, parses each as `K`'s document (unless `parsed`
    /// holds it already) and validates them.
    fn finish<K: SpecKind>(
        &self,
        read: Read,
        mut parsed: Vec<(FileId, K::Document)>,
    ) -> Result<K::Model, SpecError> {
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
            if let Some(i) = parsed.iter().position(|(p, _)| *p == id) {
                documents.push(parsed.swap_remove(i));
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
        K::validate(Files { sources, documents }, self)
    }
}

/// Parses one YAML file of an IR spec (`kind: ir`) under `limits`, without validating it.
pub fn parse_document(text: &str, limits: &Limits) -> Result<Document, YamlError> {
    parse_limited(text, limits)
}

/// What a kind's validation asks of the loader: its codecs, and the tables a table names, each
/// read by a loader of its own with default limits (a lowering's source with no codecs).
impl Tables for Loader {
    fn codecs(&self) -> &Codecs {
        &self.codecs
    }

    fn load<K: SpecKind>(&self, path: &Path, display: String) -> Result<K::Model, SpecError> {
        Loader::new()
            .codecs(self.codecs.clone())
            .file_as(path, display)
            .load_as::<K>()
    }

    fn load_either<A: SpecKind, B: SpecKind>(
        &self,
        path: &Path,
        display: String,
    ) -> Result<Either<A::Model, B::Model>, SpecError> {
        Loader::new().file_as(path, display).load_either::<A, B>()
    }
}
