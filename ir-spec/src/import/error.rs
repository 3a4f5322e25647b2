//! Why a foreign table could not be translated: owns [`ImportError`], a table that is not YAML
//! the importer reads (located as the loader locates a spec's YAML errors, worded by it too), or
//! one that is not a table of the format.

use std::fmt;

use crate::diagnostic::Rule;

/// Why a table could not be translated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is not YAML the importer reads: a syntax error, or more than the loader's
    /// [`Limits`](crate::load::Limits) allow (`E003` or `E004`, as for a spec).
    Yaml {
        /// The broken rule.
        rule: Rule,
        /// The 1-based line in the table.
        line: u32,
        /// The 1-based column, in characters.
        column: u32,
        /// What is wrong, in one sentence.
        message: String,
    },
    /// The text is YAML but not a table of the format (or an `#if` line of it is malformed).
    Table(String),
}

impl fmt::Display for ImportError {
    /// `line:col: error[E0xx]: message` for a YAML error (put the file name in front), the
    /// message alone otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Yaml {
                rule,
                line,
                column,
                message,
            } => write!(f, "{line}:{column}: error[{}]: {message}", rule.code()),
            ImportError::Table(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for ImportError {}

impl From<String> for ImportError {
    fn from(message: String) -> Self {
        ImportError::Table(message)
    }
}

impl From<&str> for ImportError {
    fn from(message: &str) -> Self {
        ImportError::Table(message.to_owned())
    }
}
