//! The JSON Schema of the spec format, derived from the serde types of [`crate::syntax`] (IR
//! specs) and [`crate::isa::syntax`] (machine specs) with `schemars`, so editors (through the YAML
//! language server) complete keys and flag mistakes as you type. A file must match one of the two
//! kinds. `opforge schema` prints it; `docs/spec.schema.json` is the committed copy.

use schemars::SchemaGenerator;

use crate::isa::syntax::IsaDocument;
use crate::syntax::Document;

/// The JSON Schema of a spec file, pretty-printed.
pub fn json_schema() -> String {
    let mut generator = SchemaGenerator::default();
    let ir = generator.subschema_for::<Document>();
    let isa = generator.subschema_for::<IsaDocument>();
    let definitions = serde_json::Value::Object(generator.take_definitions(true));
    let schema = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "opforge spec (schema v1)",
        "description": "An opforge spec file: an IR (gates, classes, types) or, with a top-level `isa` key, a machine's instruction encodings.",
        "anyOf": [ir, isa],
        "$defs": definitions,
    });
    let mut text =
        serde_json::to_string_pretty(&schema).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}
