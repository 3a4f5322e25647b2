//! The opcode layer's metadata table (`OPCODE_INFO`) is written as text rather than formatted
//! from tokens by `syn` and `prettyplease`, which took most of a big table's generation time.
//! These tests hold the text to exactly what `prettyplease` prints for the tokens a proc-macro
//! gets, byte for byte: on every `kind: ir` table the project ships, and on a table made to
//! reach each case of the row printer (rows it lays out itself, and rows it hands to
//! `prettyplease`: bitfield fields, enum cases too many for one line).

use std::path::Path;

use ir_spec::generate::{format, ir_layer, ir_layer_tokens, opcode_tokens, opcodes};
use ir_spec::{Loader, Spec};

/// Loads a table from `text`.
fn load(name: &str, text: &str) -> Spec {
    Loader::new()
        .text(name, text)
        .load_ir()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Asserts that both formatted outputs that hold the metadata table equal what `prettyplease`
/// prints for their tokens.
fn assert_same_as_prettyplease(name: &str, spec: &Spec) {
    let outputs = [
        (
            "the opcode layer",
            opcodes(spec, name).expect("generates"),
            opcode_tokens(spec),
        ),
        (
            "the IR layer",
            ir_layer(spec, name).expect("generates"),
            ir_layer_tokens(spec),
        ),
    ];
    for (what, text, tokens) in outputs {
        let from_tokens = format(name, tokens).expect("formats");
        assert_eq!(
            first_difference(&text, &from_tokens),
            None,
            "{name}: {what}"
        );
        assert!(
            text.contains("pub static OPCODE_INFO"),
            "{name}: no metadata table in {what}"
        );
    }
}

/// The first line where `a` and `b` differ, with both lines, for a readable failure.
fn first_difference(a: &str, b: &str) -> Option<(usize, String, String)> {
    if a == b {
        return None;
    }
    let (mut la, mut lb) = (a.lines(), b.lines());
    for n in 1.. {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (x, y) => {
                return Some((
                    n,
                    x.unwrap_or("<end>").to_owned(),
                    y.unwrap_or("<end>").to_owned(),
                ));
            }
        }
    }
    unreachable!()
}

#[test]
fn every_shipped_ir_table_gets_the_table_prettyplease_would_print() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for file in [
        "spec/circuit.yaml",
        "examples/dataflow/spec/dataflow.yaml",
        "examples/dataflow/spec/kinds.yaml",
        "examples/dataflow/spec/loops.yaml",
        "tests/ui/specs/valid.yaml",
    ] {
        let path = root.join(file);
        let spec = Loader::new()
            .file_as(&path, file)
            .load_ir()
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_same_as_prettyplease(file, &spec);
    }
}

/// A table with a row of every kind: levels and a root list, each bitfield kind, docs and names with
/// quotes, backslashes, non-ASCII letters and lines far over the margin, an enum whose cases
/// fill more than a line, and bitfield fields.
const EVERY_ROW: &str = r#"
kind: ir
version: 1
name: rows
doc: Rows of every kind.
levels:
  - { name: HIR, doc: High. }
  - { name: LIR, doc: Low. }
types:
  - { name: I64, doc: A word., bits: 64 }
classes:
  - { name: Ops, doc: Operations. }
roots: [ENTRY, RETURN_LIST]
gates:
  - { name: ENTRY, doc: The entry., class: Ops, level: HIR }
  - { name: RETURN_LIST, doc: The returns., class: Ops }
  - { name: RETURN, doc: A return., class: Ops, root: RETURN_LIST }
  - { name: SPACED, doc: "Trailing spaces.   ", class: Ops }
  - name: QUOTED
    doc: "A \"quoted\" doc with a back\\slash, a tab\there, é and ü, and it runs on far beyond the margin of eighty-nine columns that prettyplease keeps."
    class: Ops
    level: LIR
    inputs: { data: [I64, I64] }
    outputs: { data: I64 }
  - name: COUNTED
    doc: Counted.
    class: Ops
    bitfield: { count: { doc: "How many, with \"quotes\"." } }
    inputs: { data: [{ type: I64, repeat: bitfield }] }
    outputs: { data: I64 }
  - name: BITS
    doc: Bits.
    class: Ops
    bitfield: { bits: { doc: The bit pattern of the value., value: true } }
    outputs: { data: I64 }
  - name: NARROW
    doc: Narrow bits.
    class: Ops
    bitfield: { bits: { doc: A case., width: 32 } }
  - name: SHORT_ENUM
    doc: A short enum.
    class: Ops
    bitfield: { enum: { name: Sign, doc: The sign., width: 2, values: [{ name: PLUS, value: 1, doc: Plus. }, { name: MINUS, value: 2, doc: Minus. }] } }
  - name: LONG_ENUM
    doc: An enum whose case names and values do not fit on one line.
    class: Ops
    bitfield:
      enum:
        name: Condition
        doc: A condition.
        width: 20
        values:
          - { name: EQUAL_TO, value: 1000001, doc: Equal. }
          - { name: NOT_EQUAL_TO, value: 1000002, doc: Not equal. }
          - { name: LESS_THAN_SIGNED, value: 1000003, doc: Less. }
          - { name: GREATER_THAN_SIGNED, value: 1000004, doc: Greater. }
          - { name: LESS_THAN_UNSIGNED, value: 1000005, doc: Below. }
          - { name: GREATER_THAN_UNSIGNED, value: 1000006, doc: Above. }
  - name: WITH_FIELDS
    doc: Fields.
    class: Ops
    fields: [{ name: hint, doc: A hint., type: "Option<u32>" }, { name: template, doc: The template object., type: "Option<Box<str>>" }]
"#;

#[test]
fn rows_of_every_kind_get_the_table_prettyplease_would_print() {
    let spec = load("rows.yaml", EVERY_ROW);
    assert_same_as_prettyplease("rows.yaml", &spec);
    // The table holds what the spec says, beyond agreeing with the formatter.
    let text = opcodes(&spec, "rows.yaml").expect("generates");
    for needle in [
        "level: Some(Level::Lir)",
        "root: Some(Opcode::ReturnList)",
        "kind: ::opforge_ir::BitfieldKind::Bits(32u8)",
        "kind: ::opforge_ir::BitfieldKind::Enum(\"Sign\")",
        "names: &[\"PLUS\", \"MINUS\"]",
        "value: true",
        "ty: \"Option<Box<str>>\"",
        "\"GREATER_THAN_UNSIGNED\"",
    ] {
        assert!(text.contains(needle), "`{needle}` not in the table");
    }
}

#[test]
fn a_doc_of_several_lines_gets_the_enum_prettyplease_would_print() {
    // `prettyplease` writes such a doc as a block comment: the enum is formatted from tokens.
    let text = format!(
        "{EVERY_ROW}  - name: LINES\n    doc: |-\n      First line.\n      Second line.\n    class: Ops\n"
    );
    let spec = load("lines.yaml", &text);
    assert_same_as_prettyplease("lines.yaml", &spec);
    let out = opcodes(&spec, "lines.yaml").expect("generates");
    assert!(out.contains("First line.\n"), "{out}");
}

#[test]
fn a_table_without_gates_formats_as_from_tokens() {
    let spec = load(
        "empty.yaml",
        "kind: ir\nversion: 1\ntypes:\n  - { name: I64, doc: A word. }\n",
    );
    assert_same_as_prettyplease("empty.yaml", &spec);
}
