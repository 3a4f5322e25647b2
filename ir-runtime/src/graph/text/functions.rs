//! Texts of several graphs: each after a `func NAME` header line, numbered from the first gate
//! after the roots each. Owns the header syntax and [`functions`], which cuts a text into its
//! functions without reading their gates; a runtime that keeps functions in a module of its own
//! parses each with [`parse_lines`](super::parse_lines), resolving `@name` as it decides (the
//! Circuit IR takes it as the address of a function, in a constant of its `arch` type).
//!
//! ```text
//! func square
//! %1 = TIMES int (%0, %0)
//! func main
//! %1 = INVOKE int @square (%0)
//! ```
//!
//! A text without any header is one function, named by the caller (the file's stem, say).

use std::collections::HashMap;

use super::TextError;
use super::lex::{Kind, content, lex};

/// The function name of a `func NAME` header line (line `number` of a text) and its column, `None`
/// when the line is no header; an error when it starts with `func` but does not name one function.
pub fn header(number: usize, raw: &str) -> Result<Option<(&str, usize)>, TextError> {
    let text = content(raw);
    let tokens = lex(text);
    match tokens.as_slice() {
        [t, ..] if t.kind != Kind::Word || t.text != "func" => Ok(None),
        [] => Ok(None),
        [_, name] if name.kind == Kind::Word => Ok(Some((name.text, name.column))),
        [f, rest @ ..] => {
            let (column, found) = match rest {
                [] => (f.column + 4, "the end of line".to_owned()),
                [n] => (n.column, format!("`{}`", n.text)),
                [_, extra, ..] => (extra.column, format!("`{}`", extra.text)),
            };
            Err(TextError {
                line: number,
                column,
                message: format!(
                    "expected `func NAME` (letters, digits and `_`) alone on its line, found {found}"
                ),
            })
        }
    }
}

/// One function of a text: its name, the line of its header and its gate lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunctionText<'f, 't> {
    /// Its name.
    pub name: &'f str,
    /// The 1-based line of its header (0 for the one function of a text without headers).
    pub line: usize,
    /// Its lines, each with its 1-based number, for [`parse_lines`](super::parse_lines).
    pub lines: &'f [(usize, &'t str)],
}

/// A text cut into its functions (see [`functions`]).
#[derive(Clone, Debug)]
pub struct Functions<'t> {
    /// Every line with its 1-based number.
    numbered: Vec<(usize, &'t str)>,
    /// Each function: its name, the line of its header, and its lines' range in `numbered`.
    heads: Vec<(String, usize, core::ops::Range<usize>)>,
}

impl<'t> Functions<'t> {
    /// The functions, in the text's order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = FunctionText<'_, 't>> + '_ {
        self.heads.iter().map(|(name, line, range)| FunctionText {
            name,
            line: *line,
            lines: &self.numbered[range.clone()],
        })
    }

    /// The index of function `name` in the text's order: the number `@name` stands for when
    /// functions are addressed by position.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.heads.iter().position(|(n, _, _)| n == name)
    }

    /// The number of functions.
    pub fn len(&self) -> usize {
        self.heads.len()
    }

    /// Whether the text has no function (never: a text without headers is one).
    pub fn is_empty(&self) -> bool {
        self.heads.is_empty()
    }
}

/// Cuts `text` into its functions; a text without `func` headers is one function called
/// `default_name`. Errors carry their line and column: a malformed header, gates before the first
/// header, a name defined twice.
pub fn functions<'t>(text: &'t str, default_name: &str) -> Result<Functions<'t>, TextError> {
    let numbered: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    // Each function: its name, the line of its header, and the index of its first body line.
    let mut heads: Vec<(String, usize, usize)> = Vec::new();
    // Where each name was defined, so that a repeated name is found without a scan.
    let mut defined: HashMap<&str, usize> = HashMap::new();
    // Whether any line is a header, looked for once (a body line before the first header asks).
    let mut any_header: Option<bool> = None;
    for (i, &(number, raw)) in numbered.iter().enumerate() {
        let Some((name, column)) = header(number, raw)? else {
            if heads.is_empty()
                && !content(raw).trim().is_empty()
                && *match &mut any_header {
                    Some(known) => known,
                    slot => slot.insert(has_header(&numbered[i..])?),
                }
            {
                return Err(TextError {
                    line: number,
                    column: 1,
                    message: "a gate before the first `func NAME` header".into(),
                });
            }
            continue;
        };
        if let Some(first) = defined.insert(name, number) {
            return Err(TextError {
                line: number,
                column,
                message: format!("function `{name}` is already defined on line {first}"),
            });
        }
        heads.push((name.to_owned(), number, i + 1));
    }
    if heads.is_empty() {
        heads.push((default_name.to_owned(), 0, 0));
    }
    let ends: Vec<usize> = heads
        .iter()
        .skip(1)
        .map(|(_, _, start)| start - 1)
        .chain([numbered.len()])
        .collect();
    let heads = heads
        .into_iter()
        .zip(ends)
        .map(|((name, line, start), end)| (name, line, start..end))
        .collect();
    Ok(Functions { numbered, heads })
}

/// Whether any line is a `func` header.
fn has_header(numbered: &[(usize, &str)]) -> Result<bool, TextError> {
    for &(number, raw) in numbered {
        if header(number, raw)?.is_some() {
            return Ok(true);
        }
    }
    Ok(false)
}
