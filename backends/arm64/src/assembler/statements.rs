//! Lexing the source into statements, as LLVM's assembler does: a statement ends at a newline or
//! a `;`; `//` comments run to the end of the line, `/* */` comments are blanks (a newline inside
//! one does not end the statement); a line whose first non-blank character is `#` is a comment.
//! Each statement keeps where its characters come from, so that errors name the line and
//! column as written. Labels (`name:`, `1:`, several in a row) are split off the front. A
//! statement without a comment inside is a slice of the source (nothing copied).

use std::borrow::Cow;

/// A statement: its text (comments left out) and where each run of it comes from.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Statement<'s> {
    /// The text, comments replaced by nothing (a run boundary records the gap): a slice of the
    /// source when it is one run (no comment inside), as most statements are.
    pub text: Cow<'s, str>,
    /// The first run of `text` copied from one place: (offset in `text`, line index, byte in
    /// the line).
    first: (usize, usize, usize),
    /// The runs after the first (a statement broken by a block comment).
    more: Vec<(usize, usize, usize)>,
}

impl Statement<'_> {
    /// The line index and the byte in that line of byte `at` of the text.
    pub fn origin(&self, at: usize) -> (usize, usize) {
        let k = self.more.partition_point(|r| r.0 <= at);
        let (start, line, byte) = match k.checked_sub(1) {
            Some(k) => self.more[k],
            None => self.first,
        };
        (line, byte + at.saturating_sub(start))
    }
}

/// The statement being read: its text so far (a range of the source while it is one), its
/// runs.
struct Current {
    /// The text as a range of the source, or `None` once it is not one.
    slice: Option<(usize, usize)>,
    /// The text, once it is not a range of the source.
    owned: String,
    runs: Vec<(usize, usize, usize)>,
}

impl Current {
    /// The text's length.
    fn len(&self) -> usize {
        match self.slice {
            Some((s, e)) => e - s,
            None => self.owned.len(),
        }
    }

    /// Appends `source[start..end]`.
    fn push_source(&mut self, source: &str, start: usize, end: usize) {
        match self.slice {
            Some((s, e)) if e == start || s == e => {
                self.slice = Some((if s == e { start } else { s }, end))
            }
            Some((s, e)) => {
                self.owned.push_str(&source[s..e]);
                self.owned.push_str(&source[start..end]);
                self.slice = None;
            }
            None => self.owned.push_str(&source[start..end]),
        }
    }

    /// Appends a blank (where a block comment was).
    fn push_blank(&mut self, source: &str) {
        if let Some((s, e)) = self.slice.take() {
            self.owned.push_str(&source[s..e]);
        }
        self.owned.push(' ');
    }

    /// The statement read, if it is not blank; the reader is left empty.
    fn take<'s>(&mut self, source: &'s str) -> Option<Statement<'s>> {
        let text: Cow<'s, str> = match self.slice {
            Some((s, e)) => Cow::Borrowed(&source[s..e]),
            None => Cow::Owned(core::mem::take(&mut self.owned)),
        };
        self.slice = Some((0, 0));
        self.owned.clear();
        if text.trim().is_empty() {
            self.runs.clear();
            return None;
        }
        let mut runs = self.runs.drain(..);
        let first = runs.next().unwrap_or((0, 0, 0));
        let more = runs.collect();
        Some(Statement { text, first, more })
    }
}

/// Splits `source` into its statements (empty ones left out).
pub(super) fn statements<'s>(source: &'s str) -> Vec<Statement<'s>> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut current = Current {
        slice: Some((0, 0)),
        owned: String::new(),
        runs: Vec::new(),
    };
    let (mut line, mut line_start) = (0usize, 0usize);
    // Whether the next copied byte starts a new run.
    let mut broken = true;
    // Whether only blanks were seen on this line so far (for `#` comment lines).
    let mut line_blank = true;
    let mut i = 0;
    let end = |current: &mut Current, out: &mut Vec<Statement<'s>>| {
        if let Some(s) = current.take(source) {
            out.push(s);
        }
    };
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'\n' => {
                end(&mut current, &mut out);
                i += 1;
                line += 1;
                line_start = i;
                broken = true;
                line_blank = true;
            }
            b';' => {
                end(&mut current, &mut out);
                i += 1;
                broken = true;
                line_blank = false;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'#' if line_blank => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < bytes.len() && !(bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/')) {
                    if bytes[i] == b'\n' {
                        line += 1;
                        line_start = i + 1;
                    }
                    i += 1;
                }
                i = (i + 2).min(bytes.len());
                // The comment separates what is around it, as a blank would.
                current.push_blank(source);
                broken = true;
                line_blank = false;
            }
            _ => {
                // Copy up to the next byte that means something to the lexer.
                let start = i;
                while i < bytes.len() && !matches!(bytes[i], b'\n' | b';' | b'/' | b'#') {
                    i += 1;
                }
                if i == start {
                    // A lone `/` or a `#` inside a statement: an ordinary character.
                    i += 1;
                }
                if broken {
                    current.runs.push((current.len(), line, start - line_start));
                    broken = false;
                }
                let piece = &source[start..i];
                if line_blank && !piece.trim().is_empty() {
                    // `#` starts a comment only before anything else on the line.
                    line_blank = false;
                }
                current.push_source(source, start, i);
            }
        }
    }
    end(&mut current, &mut out);
    out
}

/// Whether `b` may start a label name (`.L1`, `_x`, `$a`).
pub(super) fn name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || matches!(b, b'_' | b'.' | b'$')
}

/// Whether `b` may continue a label name.
pub(super) fn name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')
}

/// The labels a statement's text defines at its front (`a: b: 1:`), each with its offset, and
/// the offset where the rest (the instruction or directive) starts.
pub(super) fn labels(text: &str) -> (Vec<(&str, usize)>, usize) {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    loop {
        let mut i = at;
        while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
            i += 1;
        }
        let start = i;
        match bytes.get(i) {
            Some(&b) if name_start(b) => {
                while i < bytes.len() && name_char(bytes[i]) {
                    i += 1;
                }
            }
            Some(b) if b.is_ascii_digit() => {
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
            }
            _ => return (found, at),
        }
        let name_end = i;
        while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
            i += 1;
        }
        if bytes.get(i) != Some(&b':') {
            return (found, at);
        }
        found.push((&text[start..name_end], start));
        at = i + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(source: &str) -> Vec<String> {
        statements(source)
            .into_iter()
            .map(|s| s.text.trim().to_owned())
            .collect()
    }

    #[test]
    fn statements_end_at_newlines_and_semicolons() {
        assert_eq!(
            texts("nop;nop\n\n; nop ;; \nret"),
            ["nop", "nop", "nop", "ret"]
        );
    }

    #[test]
    fn comments_are_left_out() {
        assert_eq!(
            texts("nop // c ; nop\n# a comment line\n  # indented\nnop /* ; */ ; b /* x */ a"),
            ["nop", "nop", "b   a"]
        );
        // A block comment over lines joins them into one statement, as in LLVM.
        assert_eq!(texts("nop /* a\n b */ nop\nret"), ["nop   nop", "ret"]);
        // `#` after other text is an ordinary character.
        assert_eq!(texts("mov x0, #1"), ["mov x0, #1"]);
        assert_eq!(texts("nop /* never closed"), ["nop"]);
    }

    #[test]
    fn each_byte_knows_its_line_and_column() {
        let s = statements("  nop\nfoo: /* c */ add x0, x1, x2 ; b x");
        assert_eq!(s.len(), 3);
        assert_eq!(s[0].origin(2), (0, 2));
        let add = s[1].text.find("add").expect("add");
        assert_eq!(s[1].origin(add), (1, 13));
        let b = s[2].text.find('b').expect("b");
        assert_eq!(s[2].origin(b), (1, 30));
    }

    #[test]
    fn labels_are_split_off_the_front() {
        assert_eq!(
            labels("a: b : 1: nop"),
            (vec![("a", 0), ("b", 3), ("1", 7)], 9)
        );
        assert_eq!(labels("x0: add x0, x1, x2"), (vec![("x0", 0)], 3));
        assert_eq!(labels(".L1:"), (vec![(".L1", 0)], 4));
        assert_eq!(labels("ldr x0, [x1]"), (vec![], 0));
        assert_eq!(labels("$a: nop").0, vec![("$a", 0)]);
    }
}
