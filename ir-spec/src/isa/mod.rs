//! Instruction-set tables: owns the schema of an ISA spec (`spec/arm64.yaml`): register classes
//! (count, field width, named registers), operand types, encodings as 16- or 32-bit patterns of
//! fixed bits and named fields with LLVM-syntax templates, and aliases with the condition under
//! which LLVM prints them; its loading with limits, its validation with located errors, and the
//! generator of the encoder, decoder, printer and parser. Operand kinds and expression builtins
//! of one target come from its codec crate, registered with the loader or builder
//! ([`codec::OperandCodec`], [`codec::Codecs`]).
//!
//! ```
//! let isa = ir_spec::isa::IsaLoader::new()
//!     .text("tiny.yaml", r#"
//! version: 1
//! isa: T
//! registers:
//!   - { name: X, doc: A register., prefix: x, r31: xzr }
//! operands:
//!   Xd: { type: X, field: Rd }
//!   Xn: { type: X, field: Rn }
//! encodings:
//!   - { name: MOVE, doc: Moves., bits: "1111111111111111111111 Rn:5 Rd:5", asm: "mov {Xd}, {Xn}" }
//! "#)
//!     .load()
//!     .expect("a valid table");
//! assert_eq!(isa.encodings[0].mask, 0xffff_fc00);
//! let rust = ir_spec::isa::generate(&isa, "tiny.yaml").expect("generated code");
//! assert!(rust.contains("pub enum Inst"));
//! ```

pub mod codec;
#[doc(hidden)]
pub mod decode_trie;
pub mod docs;
pub mod expr;
mod generate;
#[doc(hidden)]
pub mod layout;
pub mod model;
pub mod syntax;
pub mod template;
mod validate;

#[cfg(test)]
mod tests;

use std::fmt;
use std::path::{Path, PathBuf};

use crate::diagnostic::{Diagnostic, Rule, SpecError};
use crate::generate::GenerateError;
use crate::load::Limits;
use crate::source::{Loc, SourceMap};
pub use codec::{Codecs, OperandCodec};
pub use expr::Builtin;
pub use model::Isa;
use syntax::IsaDocument;

/// Reads ISA spec files under limits and checks them into an [`Isa`].
#[derive(Clone, Debug, Default)]
pub struct IsaLoader {
    limits: Limits,
    inputs: Vec<(String, Option<PathBuf>, Option<String>)>,
    codecs: Codecs,
}

impl IsaLoader {
    /// A loader with default limits and no inputs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Replaces the limits.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Registers every operand codec and builtin of a target's codec crate (for A64,
    /// `opforge_arm64_codec::codecs()`), which the tables may then use.
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

    /// Adds a file read from `path`, displayed as `display` in messages.
    pub fn file_as(mut self, path: impl AsRef<Path>, display: impl Into<String>) -> Self {
        self.inputs
            .push((display.into(), Some(path.as_ref().to_path_buf()), None));
        self
    }

    /// Adds a file, displayed under the path as given.
    pub fn file(self, path: impl AsRef<Path>) -> Self {
        let display = path.as_ref().display().to_string();
        self.file_as(path, display)
    }

    /// Adds spec text that does not come from a file.
    pub fn text(mut self, display: impl Into<String>, text: impl Into<String>) -> Self {
        self.inputs.push((display.into(), None, Some(text.into())));
        self
    }

    /// Reads, parses and validates every input.
    pub fn load(&self) -> Result<Isa, SpecError> {
        let mut sources = SourceMap::new();
        let mut diagnostics = Vec::new();
        let mut documents = Vec::new();
        for (display, path, text) in &self.inputs {
            let read = match (path, text) {
                (_, Some(t)) if t.len() > self.limits.max_file_bytes => Err((
                    Rule::TooLarge,
                    format!(
                        "the file has {} bytes; the limit is {}",
                        t.len(),
                        self.limits.max_file_bytes
                    ),
                )),
                (_, Some(t)) => Ok(t.clone()),
                (Some(p), None) => crate::load::read_limited(p, self.limits.max_file_bytes),
                (None, None) => Ok(String::new()),
            };
            let shown = path.clone().unwrap_or_else(|| PathBuf::from(display));
            match read {
                Ok(text) => {
                    let id = sources.add(display.clone(), shown, text);
                    let text = sources.file(id).map_or("", |f| f.text.as_str());
                    match parse_document(text, &self.limits) {
                        Ok(doc) => documents.push((id, doc)),
                        Err(e) => diagnostics.push(crate::load::yaml_diagnostic(id, text, &e)),
                    }
                }
                Err((rule, message)) => {
                    let id = sources.add(display.clone(), shown, String::new());
                    diagnostics.push(Diagnostic::new(rule, Loc::new(id, 0, 0), message));
                }
            }
        }
        if !diagnostics.is_empty() {
            return Err(SpecError {
                sources,
                diagnostics,
            });
        }
        validate::validate(sources, documents, &self.codecs)
    }
}

/// Parses one ISA YAML document under `limits`.
pub fn parse_document(text: &str, limits: &Limits) -> Result<IsaDocument, serde_saphyr::Error> {
    crate::load::parse_limited(text, limits)
}

/// The encoder, decoder, printer, parser and metadata of an ISA as a formatted Rust file, for a
/// crate that provides the `support` module the code calls (see `opforge-arm64`).
pub fn generate(isa: &Isa, source: &str) -> Result<String, GenerateError> {
    let code = generate::code(isa);
    let tokens: proc_macro2::TokenStream =
        code.parse()
            .map_err(|e: proc_macro2::LexError| GenerateError {
                message: e.to_string(),
            })?;
    crate::generate::format(source, tokens)
}

/// Generates Rust from an ISA spec in a build script: loads and validates it, prints
/// `cargo:rerun-if-changed`, and writes the formatted file to `OUT_DIR` only when it changed
/// (named after the spec: `arm64.yaml` gives `arm64.rs`). The crate depends on `opforge-machine`,
/// the runtime the code calls, and includes it with `opforge_machine::include_machine!("arm64.rs")`.
///
/// ```no_run
/// ir_spec::isa::IsaBuilder::new("../spec/arm64.yaml", "spec/arm64.yaml")
///     // .codecs(opforge_arm64_codec::codecs()): the operand kinds and builtins A64 adds
///     .generate()
///     .unwrap_or_else(|e| e.exit());
/// ```
#[derive(Clone, Debug)]
pub struct IsaBuilder {
    path: PathBuf,
    display: String,
    out_file: String,
    out_dir: Option<PathBuf>,
    codecs: Codecs,
}

impl IsaBuilder {
    /// Reads the spec from `path`, shown in messages and the header as `display`.
    pub fn new(path: impl AsRef<Path>, display: impl Into<String>) -> Self {
        let path = path.as_ref().to_path_buf();
        let stem = path
            .file_stem()
            .map_or_else(|| "isa".into(), |s| s.to_string_lossy().into_owned());
        IsaBuilder {
            path,
            display: display.into(),
            out_file: format!("{stem}.rs"),
            out_dir: None,
            codecs: Codecs::new(),
        }
    }

    /// Registers every operand codec and builtin of a target's codec crate (for A64,
    /// `opforge_arm64_codec::codecs()`).
    pub fn codecs(mut self, codecs: Codecs) -> Self {
        self.codecs = std::mem::take(&mut self.codecs).with(codecs);
        self
    }

    /// Registers one operand codec.
    pub fn codec(mut self, codec: impl OperandCodec + 'static) -> Self {
        self.codecs = std::mem::take(&mut self.codecs).codec(codec);
        self
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Loads, validates, generates and writes; returns the path written.
    pub fn generate(&self) -> Result<PathBuf, IsaBuildError> {
        println!("cargo:rerun-if-changed={}", self.path.display());
        let isa = IsaLoader::new()
            .codecs(self.codecs.clone())
            .file_as(&self.path, self.display.clone())
            .load()
            .map_err(IsaBuildError::Spec)?;
        let code = generate(&isa, &self.display).map_err(IsaBuildError::Generate)?;
        let dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or(IsaBuildError::NoOutDir)?,
        };
        let path = dir.join(&self.out_file);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(code.as_str()) {
            std::fs::write(&path, code).map_err(|e| IsaBuildError::Write(path.clone(), e))?;
        }
        Ok(path)
    }
}

/// Why [`IsaBuilder::generate`] failed.
#[derive(Debug)]
pub enum IsaBuildError {
    /// The spec has errors.
    Spec(SpecError),
    /// The generated code does not parse (a bug in opforge).
    Generate(GenerateError),
    /// `OUT_DIR` is not set.
    NoOutDir,
    /// Writing the output failed.
    Write(PathBuf, std::io::Error),
}

impl fmt::Display for IsaBuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IsaBuildError::Spec(e) => write!(f, "{e}"),
            IsaBuildError::Generate(e) => write!(f, "{e}"),
            IsaBuildError::NoOutDir => f.write_str("OUT_DIR is not set; call `.out_dir(..)`"),
            IsaBuildError::Write(p, e) => write!(f, "cannot write {}: {e}", p.display()),
        }
    }
}

impl std::error::Error for IsaBuildError {}

impl IsaBuildError {
    /// Prints the error and exits with status 1 (for build scripts).
    pub fn exit(self) -> ! {
        eprintln!("{self}");
        std::process::exit(1)
    }
}
