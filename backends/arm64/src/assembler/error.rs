//! The assembler's errors: where (line and column of the source as written), the statement
//! quoted around that column, and what is wrong, as a typed [`AsmErrorKind`].

use core::fmt;

/// Characters of a statement an error quotes on either side of its column.
const CONTEXT: usize = 80;

/// Characters of a name (label, directive) an error quotes.
const NAME: usize = 60;

/// An error of one statement of the source.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmError {
    /// Line of the source, 1-based.
    pub line: usize,
    /// Column in that line, 1-based (in characters).
    pub column: usize,
    /// The statement, shortened around the column (empty when the error is not about one).
    pub statement: String,
    /// What is wrong.
    pub kind: AsmErrorKind,
}

/// What is wrong with a statement.
#[derive(Clone, Debug, PartialEq)]
pub enum AsmErrorKind {
    /// The source is not UTF-8 text here (the byte of the line).
    NotUtf8 {
        /// The first bad byte of the line, 1-based.
        byte: usize,
    },
    /// A label defined a second time (numeric local labels such as `1:` may repeat).
    LabelTwice(String),
    /// The instruction does not parse: the parser's reason, and whether its target names a
    /// label no line defines.
    Syntax {
        /// The parser's reason.
        message: String,
        /// A label name that no line defines, when the instruction's target spells one.
        undefined: Option<String>,
    },
    /// A label (or `.`) names the operand of an instruction that has no PC-relative operand.
    TakesNoLabel(String),
    /// A label's offset does not fit the instruction.
    OutOfRange {
        /// The target as written.
        label: String,
        /// Why it does not fit.
        reason: String,
    },
    /// An expression that is not well formed or cannot be computed.
    Expression(String),
    /// A construct this assembler does not support, named.
    Unsupported(String),
    /// A directive's value that does not fit its size.
    DataRange {
        /// The directive.
        directive: String,
        /// The value.
        value: i64,
    },
    /// Data that leaves an instruction, or the end, off a 4-byte boundary.
    Misaligned {
        /// The address.
        address: u64,
    },
}

impl fmt::Display for AsmErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AsmErrorKind::NotUtf8 { byte } => {
                write!(f, "not UTF-8 text (byte {byte} of the line)")
            }
            AsmErrorKind::LabelTwice(name) => {
                write!(f, "label `{}` is defined twice", cut(name, NAME))
            }
            AsmErrorKind::Syntax { message, undefined } => {
                f.write_str(message)?;
                match undefined {
                    Some(name) => write!(f, " (no line defines a label `{}:`)", cut(name, NAME)),
                    None => Ok(()),
                }
            }
            AsmErrorKind::TakesNoLabel(mnemonic) => {
                write!(f, "`{}` takes no label", cut(mnemonic, NAME))
            }
            AsmErrorKind::OutOfRange { label, reason } => {
                write!(f, "label `{}` is out of range: {reason}", cut(label, NAME))
            }
            AsmErrorKind::Expression(message) => f.write_str(message),
            AsmErrorKind::Unsupported(what) => write!(f, "{what} is not supported"),
            AsmErrorKind::DataRange { directive, value } => {
                write!(f, "{value} does not fit in `{}`", cut(directive, NAME))
            }
            AsmErrorKind::Misaligned { address } => write!(
                f,
                "an instruction must start at a multiple of 4 bytes, not at byte {address} \
                 (data before it is not a whole number of words)"
            ),
        }
    }
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            AsmErrorKind::NotUtf8 { .. } | AsmErrorKind::LabelTwice(_) => {
                write!(f, "{}", self.kind)
            }
            AsmErrorKind::TakesNoLabel(_) | AsmErrorKind::OutOfRange { .. } => {
                write!(f, "{}: {}", self.statement, self.kind)
            }
            _ => write!(
                f,
                "{}: column {}: {}",
                self.statement, self.column, self.kind
            ),
        }
    }
}

impl std::error::Error for AsmError {}

/// `text` cut to `max` characters, with `…` where it was cut.
pub(super) fn cut(text: &str, max: usize) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(max).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// The part of `statement` shown around character `at` (0-based): at most [`CONTEXT`]
/// characters on either side, `…` where text was left out, control characters as spaces.
pub(super) fn window(statement: &str, at: usize) -> String {
    let start = at.saturating_sub(CONTEXT);
    let mut shown = String::new();
    if start > 0 {
        shown.push('…');
    }
    let mut chars = statement.chars().skip(start);
    for c in chars.by_ref().take(2 * CONTEXT + 1) {
        shown.push(if c.is_control() { ' ' } else { c });
    }
    if chars.next().is_some() {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_statement_is_quoted_around_the_column() {
        let long = format!("add x0, x1, {}", "q".repeat(1000));
        let shown = window(&long, 12);
        assert!(
            shown.starts_with("add x0, x1, qqq") && shown.ends_with("q…"),
            "{shown}"
        );
        assert_eq!(shown.chars().count(), 2 * CONTEXT + 2);
        assert!(window(&long, 500).starts_with('…'));
        assert_eq!(cut("abcdef", 3), "abc…");
        assert_eq!(cut("abc", 3), "abc");
    }
}
