//! JSON Schemas of the syntax types with hand-written deserializers (the derive cannot see their
//! short forms). They describe exactly what the deserializers accept.

use super::*;

#[cfg(feature = "schema")]
impl schemars::JsonSchema for AttrValue {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "AttrValue".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "An attribute value: a boolean, an integer, a name or a list of names.",
            "anyOf": [
                { "type": "boolean" },
                { "type": "integer" },
                { "type": "string" },
                { "type": "array", "items": { "type": "string" } }
            ]
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for AttrMap {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "AttrMap".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let value = generator.subschema_for::<AttrValue>();
        schemars::json_schema!({
            "description": "Attribute values of a gate, by attribute name.",
            "type": "object",
            "additionalProperties": value
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for RoleMap {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "RoleMap".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let properties: serde_json::Map<String, serde_json::Value> =
            crate::kinds::ir::vocabulary::Role::ALL
                .iter()
                .map(|r| {
                    let description = format!("{} (`{:?}` role)", r.doc(), r.kind());
                    (
                        r.name().to_owned(),
                        serde_json::json!({ "type": "string", "description": description }),
                    )
                })
                .collect();
        schemars::json_schema!({
            "description": "Gates by role: what the runtime's graph rules and walks look up.",
            "type": "object",
            "additionalProperties": false,
            "properties": properties
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Inputs {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Inputs".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let entry = generator.subschema_for::<InputEntry>();
        let count = generator.subschema_for::<Count>();
        schemars::json_schema!({
            "description": "Inputs of a gate, by the wire kinds `wires` declares: a list of inputs for a `state`- or `data`-like kind (each names the opcodes that may feed it, or the types it accepts), a count for a `depend`-like kind.",
            "type": "object",
            "properties": {
                "state": { "type": "array", "items": entry, "description": "State inputs: each names the opcodes that may feed it." },
                "depend": { "allOf": [count], "description": "Number of dependency inputs." },
                "data": { "type": "array", "items": entry, "description": "Data inputs: each names the types it accepts." }
            },
            "additionalProperties": {
                "anyOf": [
                    { "type": "array", "items": entry },
                    count
                ]
            }
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Outputs {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Outputs".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let user = generator.subschema_for::<UserEntry>();
        schemars::json_schema!({
            "description": "Outputs of a gate, by the wire kinds `wires` declares: the users a `state`-like kind admits, whether a `depend`-like kind is produced (`true`), the type of a `data`-like kind's value.",
            "type": "object",
            "properties": {
                "state": { "type": "array", "items": user, "description": "Which gates may use this one through a state wire, and how many of each." },
                "depend": { "type": "boolean", "description": "Whether the gate produces a dependency that others may consume." },
                "data": { "type": "string", "description": "The type of the value produced (absent: no value)." }
            },
            "additionalProperties": {
                "anyOf": [
                    { "type": "array", "items": user },
                    { "type": "boolean" },
                    { "type": "string" }
                ]
            }
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Count {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Count".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "How many: a number, `bitfield` (the gate's count bitfield) or `any`.",
            "anyOf": [
                { "type": "integer", "minimum": 0 },
                { "enum": ["bitfield", "any"] }
            ]
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for InputEntry {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "InputEntry".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let count = generator.subschema_for::<Count>();
        schemars::json_schema!({
            "description": "One input: a constraint such as `I32` or `MERGE | LOOP_BEGIN`, or a mapping.",
            "anyOf": [
                { "type": "string" },
                {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                        "name": { "type": "string", "description": "Operand name, for accessors." },
                        "type": { "type": "string", "description": "Accepted types (`A | B`), data inputs only." },
                        "from": { "type": "string", "description": "Accepted source opcodes (`A | B`)." },
                        "repeat": count,
                        "optional": { "type": "boolean" },
                        "doc": { "type": "string" }
                    }
                }
            ]
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for UserEntry {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "UserEntry".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "An allowed user: an opcode (exactly one), `{ one: X }` or `{ many: X }`.",
            "anyOf": [
                { "type": "string" },
                { "type": "object", "additionalProperties": false, "required": ["one"], "properties": { "one": { "type": "string" } } },
                { "type": "object", "additionalProperties": false, "required": ["many"], "properties": { "many": { "type": "string" } } }
            ]
        })
    }
}
