//! The JSON Schema of the spec format, derived with `schemars` from the document type of every
//! spec kind ([`crate::kind`]), so editors (through the YAML language server) complete keys and
//! flag mistakes as you type. The `kind:` key picks the branch (an `if`/`then` a kind), so a
//! validator checks a file against its kind's document alone and points at the wrong field. `opforge schema` prints it; `docs/spec.schema.json` is the committed copy.

use schemars::SchemaGenerator;

use crate::kind::{CfgKind, IrKind, IsaKind, KindName, LowerKind, SpecKind};

/// The JSON Schema of a spec file, pretty-printed.
pub fn json_schema() -> String {
    let mut generator = SchemaGenerator::default();
    let branches = [
        (
            IrKind::NAME,
            generator.subschema_for::<<IrKind as SpecKind>::Document>(),
        ),
        (
            IsaKind::NAME,
            generator.subschema_for::<<IsaKind as SpecKind>::Document>(),
        ),
        (
            CfgKind::NAME,
            generator.subschema_for::<<CfgKind as SpecKind>::Document>(),
        ),
        (
            LowerKind::NAME,
            generator.subschema_for::<<LowerKind as SpecKind>::Document>(),
        ),
    ];
    let definitions = serde_json::Value::Object(generator.take_definitions(true));
    let kinds: Vec<&str> = branches.iter().map(|(kind, _)| *kind).collect();
    // One `if`/`then` a kind, picked by the `kind` key alone: a validator checks the file against
    // its kind's document only, so it points at the field that is wrong, not at the root.
    let select: Vec<serde_json::Value> = branches
        .into_iter()
        .map(|(kind, document)| {
            serde_json::json!({
                "if": {
                    "properties": { "kind": { "const": kind } },
                    "required": ["kind"],
                },
                "then": document,
            })
        })
        .collect();
    let schema = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "opforge spec (schema v1)",
        "description": "An opforge spec file; its `kind` key says what it describes: `ir` (an IR's gates, classes, types and wires), `isa` (a machine's registers, operands, encodings and aliases) `cfg` (a block-structured SSA IR's types, classes and instructions) or `lower` (rules lowering an IR's gates into a LIR's instructions).",
        "type": "object",
        "required": ["kind"],
        "properties": {
            "kind": {
                "description": "The kind of table, which picks the module that reads the file.",
                "enum": kinds,
            },
        },
        "allOf": select,
        "$defs": definitions,
    });
    let mut text =
        serde_json::to_string_pretty(&schema).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}
