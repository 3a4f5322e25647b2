//! Reading spec files, the machinery every kind of spec shares: owns the hard limits, reading a
//! file under them, and turning YAML into a document of any type, mapping every YAML or shape
//! error to a located [`Diagnostic`]. Hostile input (alias bombs, deep nesting, huge files) is
//! refused by the size limit and the parser's budget before it can cost much.
//!
//! Here: the limits, the reading of files and the parse of one document. `yaml`: the parser's
//! options under the limits and its errors as located diagnostics; `repeats`: repeated mapping
//! keys; `yaml11`: the YAML 1.1 booleans warning; `position`: lines and columns in a YAML text.

use std::path::Path;

use serde_saphyr::Error as YamlError;

use super::diagnostic::{Diagnostic, Rule};
use super::source::FileId;

mod position;
mod repeats;
mod yaml;
mod yaml11;

pub(crate) use position::{LineIndex, locate};
use repeats::{duplicate_key, repeats};
pub(crate) use yaml::{RAISE, budget_message, options, yaml_diagnostic};
pub(crate) use yaml11::yaml11_booleans;

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

/// Parses one YAML document into `T` under `limits`: the budget that refuses hostile input, one
/// document, strict booleans (shared by every kind of spec).
pub(crate) fn parse_limited<T: serde::de::DeserializeOwned>(
    text: &str,
    limits: &Limits,
) -> Result<T, YamlError> {
    serde_saphyr::from_str_with_options::<T>(text, options(limits))
}

/// Parses one file of a spec into `T` under `limits`, stopping at the first error (the read
/// [`parse_every`] starts with).
pub(crate) fn parse_first<T: serde::de::DeserializeOwned>(
    text: &str,
    limits: &Limits,
) -> Result<T, YamlError> {
    super::recover::read::<T>(text, options(limits))
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
    let e = match parse_first::<T>(text, limits) {
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
    for e in super::recover::every_error::<T>(text, recovering, structural) {
        let d = yaml_diagnostic(id, display, text, &e, limits);
        if !found.contains(&d) {
            found.push(d);
        }
    }
    found.sort_by_key(|d| (d.loc.line, d.loc.column));
    Err(found)
}
