//! The tokens of a line of the text format: value numbers `%N`, explicit bitfields `#N`,
//! payloads and `!none` (`!`), function names `@name`, words, punctuation; and the comment rule
//! (`//` or `;` to the end of the line).

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// `%` and the word right after it (empty when a space or symbol follows).
    Ref,
    /// `#` and the word right after it.
    Hash,
    /// `!` and the word right after it.
    Bang,
    /// `@` and the word right after it: a function's name.
    At,
    /// Letters, digits and `_`.
    Word,
    /// One of `= [ ] { } ( ) < > ,`.
    Punct(char),
    /// Any other character.
    Other,
}

/// A token: its kind, its text (sigil included) and its 1-based column.
#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub(super) kind: Kind,
    pub(super) text: &'a str,
    pub(super) column: usize,
}

impl<'a> Token<'a> {
    /// The text after the sigil of a `%`, `#` or `!` token.
    pub(super) fn body(&self) -> &'a str {
        match self.kind {
            Kind::Ref | Kind::Hash | Kind::Bang | Kind::At => &self.text[1..],
            _ => self.text,
        }
    }
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Cuts a line (its comment already removed) into tokens; spaces and tabs separate them.
pub(super) fn lex(line: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut chars = line.char_indices().peekable();
    let mut column = 0;
    while let Some((start, c)) = chars.next() {
        column += 1;
        let here = column;
        let word_end = |chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
                        column: &mut usize| {
            while let Some(&(_, d)) = chars.peek() {
                if !is_word_char(d) {
                    break;
                }
                chars.next();
                *column += 1;
            }
            chars.peek().map_or(line.len(), |&(i, _)| i)
        };
        let kind = match c {
            ' ' | '\t' => continue,
            '%' => Kind::Ref,
            '#' => Kind::Hash,
            '!' => Kind::Bang,
            '@' => Kind::At,
            c if is_word_char(c) => Kind::Word,
            '=' | '[' | ']' | '{' | '}' | '(' | ')' | '<' | '>' | ',' => Kind::Punct(c),
            _ => Kind::Other,
        };
        let end = match kind {
            Kind::Ref | Kind::Hash | Kind::Bang | Kind::At | Kind::Word => {
                word_end(&mut chars, &mut column)
            }
            _ => start + c.len_utf8(),
        };
        tokens.push(Token {
            kind,
            text: &line[start..end],
            column: here,
        });
    }
    tokens
}

/// A decimal number as the format writes it: digits only, no leading zero.
pub(super) fn decimal(s: &str) -> Option<u64> {
    let canonical =
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && (s == "0" || !s.starts_with('0'));
    if canonical { s.parse().ok() } else { None }
}

/// A line without its comment: `//` or `;` and everything after it.
pub(super) fn content(raw: &str) -> &str {
    let end = [raw.find("//"), raw.find(';')]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(raw.len());
    &raw[..end]
}
