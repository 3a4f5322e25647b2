//! Reference docs, shared by every kind's Markdown reference: owns rendering a tera template over
//! a serializable view, the error a template bug gives, and the escaping of a Markdown table cell.

use serde::Serialize;

/// Why the docs could not be rendered (a template bug: always a bug in opforge).
#[derive(Debug)]
pub struct DocError(pub String);

impl std::fmt::Display for DocError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "internal error: the reference template failed: {}",
            self.0
        )
    }
}

impl std::error::Error for DocError {}

/// One line of a Markdown table cell: no line breaks, no bare `|` (every kind's reference
/// writes its docs through it).
pub(crate) fn cell(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}

/// Renders a tera `template` over `view` (shared by the IR and the machine references).
pub(crate) fn render(template: &str, view: &impl Serialize) -> Result<String, DocError> {
    let context = tera::Context::from_serialize(view).map_err(|e| DocError(e.to_string()))?;
    tera::Tera::default()
        .render_str(template, &context, false)
        .map_err(|e| DocError(format!("{e:?}")))
}
