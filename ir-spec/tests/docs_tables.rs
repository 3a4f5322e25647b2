//! Every kind's Markdown reference keeps its tables whole when a doc holds a `|` or a line
//! break: such a doc is written as one escaped cell (`a \| b c`), not as extra columns or rows.

use ir_spec::Loader;

/// A doc with a bar and a line break, in YAML (a double-quoted scalar).
const DOC: &str = "\"left | right\\nnext line\"";

/// The one cell every table row must show for [`DOC`].
const CELL: &str = "left \\| right next line";

/// Asserts that every table row of `markdown` mentioning `left` has `CELL` and no other bar
/// than the table's own.
#[track_caller]
fn tables_whole(markdown: &str) {
    let rows: Vec<&str> = markdown
        .lines()
        .filter(|l| l.starts_with('|') && l.contains("left"))
        .collect();
    assert!(!rows.is_empty(), "no row holds the doc:\n{markdown}");
    for row in rows {
        assert!(row.contains(CELL), "{row}");
    }
    assert!(
        !markdown.lines().any(|l| l.starts_with("next line")),
        "a line break split a row:\n{markdown}"
    );
}

fn docs(yaml: &str) -> String {
    Loader::new()
        .text("t.yaml", yaml)
        .load()
        .unwrap_or_else(|e| panic!("{e}"))
        .docs("t.yaml")
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn ir_reference() {
    tables_whole(&docs(&format!(
        "kind: ir\nversion: 1\ntypes:\n  - {{ name: I32, doc: {DOC} }}\nclasses:\n  - {{ name: Ops, doc: {DOC} }}\n\
         gates:\n  - {{ name: NOP, doc: D., class: Ops }}\n"
    )));
}

#[test]
fn machine_reference() {
    tables_whole(&docs(&format!(
        "kind: isa\nversion: 1\nregisters:\n  - {{ name: XReg, doc: {DOC}, prefix: x }}\n\
         operands:\n  Xd: {{ type: XReg, field: Rd }}\n\
         encodings:\n  - {{ name: NOP, doc: {DOC}, bits: \"000000000000000000000000000 Rd:5\", asm: \"nop {{Xd}}\" }}\n"
    )));
}

#[test]
fn block_structured_reference() {
    tables_whole(&docs(&format!(
        "kind: cfg\nversion: 1\ntypes:\n  - {{ name: i32, doc: {DOC} }}\n\
         immediates:\n  - {{ name: imm, doc: {DOC}, bits: 8 }}\n\
         classes:\n  - {{ name: Op, doc: {DOC} }}\n\
         instructions:\n  - {{ name: nop, doc: {DOC}, class: Op }}\n"
    )));
}
