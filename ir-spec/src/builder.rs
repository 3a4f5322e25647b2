//! The build-script API, one for every kind of spec: owns turning spec files into Rust files in
//! `OUT_DIR` (the kind is read from the files' `kind:` key), telling Cargo to rerun when any of
//! them changes, and failing the build with rendered diagnostics rather than a panic backtrace.
//!
//! ```no_run
//! // build.rs, in `fn main`:
//! ir_spec::Builder::new().spec("spec/myir.yaml").generate().unwrap_or_else(|e| e.exit());
//! ```
//! and in any module of the crate: `opforge_ir::include_ir!("myir.rs");` for an IR (the crate
//! depends on `opforge-ir`, the runtime the generated code names by path), or
//! `opforge_machine::include_machine!("mymachine.rs");` for a machine spec (`kind: isa`).

use std::fmt;
use std::path::{Path, PathBuf};

use crate::diagnostic::SpecError;
use crate::isa::{Codecs, OperandCodec};
use crate::kind::{Loaded, OutputError};
use crate::load::{Limits, Loader};

/// Generates Rust from spec files for a build script.
#[derive(Clone, Debug, Default)]
pub struct Builder {
    root: Option<PathBuf>,
    specs: Vec<(Option<PathBuf>, String)>,
    /// The limits and codecs every load uses (the files are added when generating).
    loader: Loader,
    out_dir: Option<PathBuf>,
    out_file: Option<String>,
    emit_rerun: bool,
    circuit_builder: Option<String>,
    visitors: Option<String>,
}

/// Why generation failed.
#[derive(Debug)]
pub enum BuildError {
    /// The spec has errors.
    Spec(SpecError),
    /// No spec file was named.
    NoSpec,
    /// No output directory: not run from a build script and none given.
    NoOutDir,
    /// The generator could not produce valid Rust (a bug in opforge).
    Generate(OutputError),
    /// An option that the spec's kind has no output for, such as the circuit builder of a
    /// machine spec.
    NotForKind {
        /// The builder method that asked for it.
        option: &'static str,
        /// The spec's kind.
        kind: &'static str,
    },
    /// Writing the output failed.
    Write {
        /// The file that could not be written.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Spec(e) => write!(f, "{e}"),
            BuildError::NoSpec => f.write_str("no spec file given; call `.spec(\"spec/x.yaml\")`"),
            BuildError::NoOutDir => {
                f.write_str("OUT_DIR is not set; run from a build script or call `.out_dir(..)`")
            }
            BuildError::Generate(e) => write!(f, "{e}"),
            BuildError::NotForKind { option, kind } => write!(
                f,
                "`.{option}(..)` asks for an output that a spec of kind `{kind}` does not have"
            ),
            BuildError::Write { path, source } => {
                write!(f, "cannot write {}: {source}", path.display())
            }
        }
    }
}

impl std::error::Error for BuildError {}

impl BuildError {
    /// Prints the error to stderr and exits with status 1: in a build script, Cargo then shows the
    /// rendered diagnostics instead of a panic backtrace.
    pub fn exit(self) -> ! {
        eprintln!("{self}");
        std::process::exit(1)
    }
}

/// The result of a successful generation.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The file written.
    pub path: PathBuf,
    /// Every spec file that was read (for `rerun-if-changed`).
    pub inputs: Vec<PathBuf>,
    /// The spec's kind (`ir`, `isa`).
    pub kind: &'static str,
    /// Number of opcodes generated: gates of an IR, encodings of a machine.
    pub opcodes: usize,
    /// The spec's warnings, one line each (`file:line:col: warning[W0xx]: message`); in a build
    /// script (with `emit_rerun_if_changed` on, the default) each is also printed as a
    /// `cargo:warning=` line, which Cargo shows.
    pub warnings: Vec<String>,
}

impl Builder {
    /// A builder that resolves spec paths against the current directory (in a build script,
    /// the package root) and writes to `OUT_DIR`.
    pub fn new() -> Self {
        Builder {
            emit_rerun: true,
            ..Self::default()
        }
    }

    /// Resolves spec paths against `dir` instead of the current directory; messages still show
    /// the paths as given to [`Builder::spec`] (so `root("..")` with `spec("spec/x.yaml")` reports
    /// `spec/x.yaml:LINE:COL`).
    pub fn root(mut self, dir: impl AsRef<Path>) -> Self {
        self.root = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Adds a spec file. Several files form one spec.
    pub fn spec(mut self, path: impl Into<String>) -> Self {
        self.specs.push((None, path.into()));
        self
    }

    /// Adds a spec file read from `path` (not resolved against [`root`](Self::root)) but shown
    /// in messages and the generated header as `display`.
    pub fn spec_as(mut self, path: impl AsRef<Path>, display: impl Into<String>) -> Self {
        self.specs
            .push((Some(path.as_ref().to_path_buf()), display.into()));
        self
    }

    /// Registers every operand codec and expression builtin of a target's codec crate (for A64,
    /// `opforge_arm64_codec::codecs()`), which machine tables may then use.
    pub fn codecs(mut self, codecs: Codecs) -> Self {
        self.loader = self.loader.codecs(codecs);
        self
    }

    /// Registers one operand codec.
    pub fn codec(mut self, codec: impl OperandCodec + 'static) -> Self {
        self.loader = self.loader.codec(codec);
        self
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Names the output file (default: the first spec's stem with `.rs`).
    pub fn out_file(mut self, name: impl Into<String>) -> Self {
        self.out_file = Some(name.into());
        self
    }

    /// Writes the typed builder's methods (one per gate) to `name` in the output directory, for
    /// a crate with a gate runtime of its own (`ir-core`'s circuit): its main file then holds the
    /// opcode layer only. Without it, an IR table's main file is the whole layer over
    /// `opforge_ir::graph` (`Graph`, `GateBuilder`, `verify`, `print`, `parse`, `to_dot`, visitors).
    pub fn circuit_builder(mut self, name: impl Into<String>) -> Self {
        self.circuit_builder = Some(name.into());
        self
    }

    /// Also writes the `Visitor` and `VisitorMut` traits to `name` in the output directory.
    pub fn visitors(mut self, name: impl Into<String>) -> Self {
        self.visitors = Some(name.into());
        self
    }

    /// Replaces the loader limits.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.loader = self.loader.limits(limits);
        self
    }

    /// Whether to print `cargo:rerun-if-changed` lines (on by default).
    pub fn emit_rerun_if_changed(mut self, on: bool) -> Self {
        self.emit_rerun = on;
        self
    }

    /// Loads, validates and generates; writes the formatted Rust file only when its content
    /// changed (so dependants are not rebuilt needlessly).
    pub fn generate(&self) -> Result<Generated, BuildError> {
        let (_, first) = self.specs.first().ok_or(BuildError::NoSpec)?;
        let mut loader = self.loader.clone();
        let mut inputs = Vec::new();
        for (given, s) in &self.specs {
            let path = match (given, &self.root) {
                (Some(p), _) => p.clone(),
                (None, Some(r)) => r.join(s),
                (None, None) => PathBuf::from(s),
            };
            if self.emit_rerun {
                println!("cargo:rerun-if-changed={}", path.display());
            }
            inputs.push(path.clone());
            loader = loader.file_as(path, s.clone());
        }
        let (spec, warnings) = loader.load_warned();
        let spec = spec.map_err(BuildError::Spec)?;
        let warnings = warnings.lines();
        if self.emit_rerun {
            for line in &warnings {
                println!("cargo:warning={line}");
            }
        }
        // A LIR's machine table is an input too, and so are a lowering's source and target.
        let tables: Vec<PathBuf> = match &spec {
            Loaded::Cfg(cfg) => cfg
                .lir
                .iter()
                .flat_map(|lir| lir.isa.sources.files().iter().map(|f| f.path.clone()))
                .collect(),
            Loaded::Lower(l) => l.inputs.clone(),
            _ => Vec::new(),
        };
        for file in tables {
            if self.emit_rerun {
                println!("cargo:rerun-if-changed={}", file.display());
            }
            inputs.push(file);
        }
        let outputs = spec.outputs(first).map_err(BuildError::Generate)?;
        let part = |name: &str| outputs.iter().find(|o| o.part == name).map(|o| &o.rust);
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or(BuildError::NoOutDir)?,
        };
        let name = self.out_file.clone().unwrap_or_else(|| {
            let stem = Path::new(first)
                .file_stem()
                .map_or_else(|| "spec".into(), |s| s.to_string_lossy().into_owned());
            format!("{stem}.rs")
        });
        let path = out_dir.join(name);
        // An IR table's file is its whole layer over the generic runtime, unless the crate
        // brings its own runtime and asks for the builder apart (`circuit_builder`).
        match &spec {
            Loaded::Ir(ir) if self.circuit_builder.is_none() => {
                let layer = crate::generate::ir_layer(ir, first)
                    .map_err(|e| BuildError::Generate(crate::kind::OutputError::from(e)))?;
                write_if_changed(&path, &layer)?;
            }
            _ => {
                if let Some(main) = outputs.first() {
                    write_if_changed(&path, &main.rust)?;
                }
            }
        }
        for (option, file, wanted) in [
            ("circuit_builder", &self.circuit_builder, "builder"),
            ("visitors", &self.visitors, "visitors"),
        ] {
            if let Some(file) = file {
                let code = part(wanted).ok_or(BuildError::NotForKind {
                    option,
                    kind: spec.kind(),
                })?;
                write_if_changed(&out_dir.join(file), code)?;
            }
        }
        let opcodes = match &spec {
            Loaded::Ir(ir) => ir.gates.len(),
            Loaded::Isa(isa) => isa.encodings.len(),
            Loaded::Cfg(cfg) => cfg.instructions.len(),
            Loaded::Lower(l) => l.gates.iter().map(|g| g.rules.len()).sum(),
        };
        Ok(Generated {
            path,
            inputs,
            kind: spec.kind(),
            opcodes,
            warnings,
        })
    }
}

/// Writes `code` to `path` unless the file already holds exactly that (so dependants are not
/// rebuilt needlessly).
fn write_if_changed(path: &Path, code: &str) -> Result<(), BuildError> {
    if std::fs::read_to_string(path).ok().as_deref() != Some(code) {
        std::fs::write(path, code).map_err(|source| BuildError::Write {
            path: path.to_path_buf(),
            source,
        })?;
    }
    Ok(())
}
