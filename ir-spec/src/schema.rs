//! The JSON Schema of the spec format, derived from the serde types of [`crate::syntax`] with
//! `schemars`, so editors (through the YAML language server) complete keys and flag mistakes as
//! you type. `opforge schema` prints it; `docs/spec.schema.json` is the committed copy.

use crate::syntax::Document;

/// The JSON Schema of a spec file, pretty-printed.
pub fn json_schema() -> String {
    let mut schema = schemars::schema_for!(Document);
    schema.insert("title".into(), "opforge spec (schema v1)".into());
    let mut text =
        serde_json::to_string_pretty(&schema).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}
