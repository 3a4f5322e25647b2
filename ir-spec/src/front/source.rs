//! Source files and locations: owns the text of every spec file that was read, the `file:line:col`
//! positions that point into them, and the rendering of a source snippet under a message.

use std::fmt::Write as _;
use std::path::PathBuf;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A position in a spec file: 1-based line and column (columns count characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Loc {
    /// The file the position is in.
    pub file: FileId,
    /// 1-based line; 0 when the position is unknown.
    pub line: u32,
    /// 1-based column in characters; 0 when the position is unknown.
    pub column: u32,
}

impl Loc {
    /// A position in `file` at `line`:`column`.
    pub const fn new(file: FileId, line: u32, column: u32) -> Self {
        Loc { file, line, column }
    }

    /// The same position moved `chars` characters to the right on its line.
    pub const fn shifted(self, chars: u32) -> Self {
        Loc {
            column: self.column + chars,
            ..self
        }
    }
}

/// One spec file: the path it is displayed under and its text.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path shown in messages (as the user named it).
    pub display: String,
    /// The path the file was read from.
    pub path: PathBuf,
    /// The file's text.
    pub text: String,
    /// Byte offset of the start of every line.
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// The text of 1-based line `n`, without its line break.
    pub fn line(&self, n: u32) -> Option<&str> {
        let i = (n as usize).checked_sub(1)?;
        let start = *self.line_starts.get(i)?;
        let end = self
            .line_starts
            .get(i + 1)
            .copied()
            .unwrap_or(self.text.len());
        let line = self.text.get(start..end)?;
        Some(line.trim_end_matches(['\n', '\r']))
    }

    /// Number of lines.
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }
}

/// Every file read while loading a spec.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a file and returns its id.
    pub fn add(
        &mut self,
        display: impl Into<String>,
        path: impl Into<PathBuf>,
        text: String,
    ) -> FileId {
        let id = FileId(self.files.len() as u32);
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        self.files.push(SourceFile {
            display: display.into(),
            path: path.into(),
            text,
            line_starts,
        });
        id
    }

    /// The file with this id.
    pub fn file(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    /// All files, in the order they were added.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// The name of the first file without its directory and extension (the default name of a
    /// spec), or `spec` when there is none.
    pub fn first_stem(&self) -> String {
        self.files
            .first()
            .and_then(|f| f.path.file_stem())
            .map_or_else(|| "spec".to_owned(), |s| s.to_string_lossy().into_owned())
    }

    /// The displayed name of a file, or `<unknown>`.
    pub fn display(&self, id: FileId) -> &str {
        self.file(id).map_or("<unknown>", |f| f.display.as_str())
    }

    /// Renders the lines around `loc` with a caret under its column, followed by `label`.
    /// Returns an empty string when the position is unknown. A long line is cut to the
    /// [`CONTEXT`] characters on either side of the column, with `…` where text was left out, and
    /// the lines above it to the same columns, so that the caret still points at the character.
    pub fn snippet(&self, loc: Loc, label: &str) -> String {
        let Some(file) = self.file(loc.file) else {
            return String::new();
        };
        if loc.line == 0 {
            return String::new();
        }
        let line_no = loc.line as usize;
        let first = line_no.saturating_sub(2).max(1);
        let width = line_no.to_string().len();
        let column = (loc.column as usize).saturating_sub(1);
        let mut out = String::new();
        let mut caret = column;
        let _ = writeln!(out, "{:width$} |", "");
        for n in first..=line_no {
            let Some(text) = u32::try_from(n).ok().and_then(|n| file.line(n)) else {
                break;
            };
            // Columns do not count a leading byte-order mark.
            let text = if n == 1 {
                text.trim_start_matches('\u{feff}')
            } else {
                text
            };
            let (shown, at) = window(text, column);
            caret = at;
            let _ = writeln!(out, "{n:>width$} | {}", shown.trim_end());
        }
        let pad = " ".repeat(caret);
        let _ = writeln!(out, "{:width$} | {pad}^ {label}", "");
        out
    }
}

/// Characters shown on either side of the column when a snippet cuts a long line.
pub const CONTEXT: usize = 80;

/// The part of `line` shown around 0-based character `column`: at most [`CONTEXT`] characters on
/// either side, `…` where text was left out, control characters as spaces; and the column's place
/// in it. Takes time linear in the part of the line up to the end of the window.
pub fn window(line: &str, column: usize) -> (String, usize) {
    let start = column.saturating_sub(CONTEXT);
    let end = column.saturating_add(CONTEXT + 1);
    let mut shown = String::new();
    if start > 0 && line.chars().nth(start - 1).is_some() {
        shown.push('…');
    }
    let lead = shown.chars().count();
    let mut chars = line.chars().skip(start);
    for c in chars.by_ref().take(end - start) {
        shown.push(if c.is_control() { ' ' } else { c });
    }
    if chars.next().is_some() {
        shown.push('…');
    }
    (shown, lead + column - start)
}

/// `text` cut to about `max` characters: its start and its end, with ` … ` between them.
pub fn shorten(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    let n = text.chars().count();
    if n <= max {
        return text.into();
    }
    let head: String = text.chars().take(max / 2).collect();
    let tail: String = text.chars().skip(n - max / 2).collect();
    format!("{head} … {tail}").into()
}
