//! The JSON Schema of the spec format, derived with `schemars` from the document type of every
//! spec kind ([`crate::kind`]), so editors (through the YAML language server) complete keys and
//! flag mistakes as you type. A file matches exactly one branch of its `oneOf`, picked by its
//! `kind:` key. `opforge schema` prints it; `docs/spec.schema.json` is the committed copy.

use schemars::SchemaGenerator;

use crate::kind::{CfgKind, IrKind, IsaKind, LowerKind, SpecKind};

/// The JSON Schema of a spec file, pretty-printed.
pub fn json_schema() -> String {
    let mut generator = SchemaGenerator::default();
    let ir = generator.subschema_for::<<IrKind as SpecKind>::Document>();
    let isa = generator.subschema_for::<<IsaKind as SpecKind>::Document>();
    let cfg = generator.subschema_for::<<CfgKind as SpecKind>::Document>();
    let lower = generator.subschema_for::<<LowerKind as SpecKind>::Document>();
    let definitions = serde_json::Value::Object(generator.take_definitions(true));
    let schema = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "opforge spec (schema v1)",
        "description": "An opforge spec file; its `kind` key says what it describes: `ir` (an IR's gates, classes, types and wires), `isa` (a machine's registers, operands, encodings and aliases) `cfg` (a block-structured SSA IR's types, classes and instructions) or `lower` (rules lowering an IR's gates into a LIR's instructions).",
        "oneOf": [ir, isa, cfg, lower],
        "$defs": definitions,
    });
    let mut text =
        serde_json::to_string_pretty(&schema).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}
