//! Tests of the ISA loader and validator: each bad table is paired with the rule, message, line
//! and column expected, and a good table is checked for what the model holds. Here: the shared
//! table head and helpers; one file per subject.

mod aliases;
mod codecs;
mod encodings;
mod expands;
mod registers;
mod tables;

use crate::Loader;
use crate::front::diagnostic::{Rule, SpecError};

/// The head every test table starts with: two register classes, four operand types and five
/// operands; each test appends its encodings or aliases.
const HEAD: &str = include_str!("head.yaml");

fn load(body: &str) -> Result<crate::kinds::isa::Isa, SpecError> {
    Loader::new()
        .text("t.yaml", format!("{HEAD}{body}"))
        .load_isa()
}

/// Line of `needle` in the full text (1-based), for readable expectations.
fn line_of(body: &str, needle: &str) -> u32 {
    line_in(&format!("{HEAD}{body}"), needle)
}

/// Line of `needle` in `text` (1-based).
fn line_in(text: &str, needle: &str) -> u32 {
    text.lines()
        .position(|l| l.contains(needle))
        .map_or(0, |i| i as u32 + 1)
}

/// Column (1-based, in characters) of `needle` on the line that holds it.
fn col_of(body: &str, needle: &str) -> u32 {
    col_in(&format!("{HEAD}{body}"), needle)
}

/// Column (1-based, in characters) of `needle` in `text`, on the first line that holds it.
fn col_in(text: &str, needle: &str) -> u32 {
    text.lines()
        .find_map(|l| l.find(needle).map(|b| l[..b].chars().count() as u32 + 1))
        .unwrap_or(0)
}

/// The table `HEAD` + `body` with `from` replaced by `to` (an edit of the head), and what
/// loading it gives.
fn load_edited(
    body: &str,
    from: &str,
    to: &str,
) -> (String, Result<crate::kinds::isa::Isa, SpecError>) {
    let text = format!("{HEAD}{body}").replace(from, to);
    let loaded = Loader::new().text("t.yaml", text.clone()).load_isa();
    (text, loaded)
}

/// The place of the finding of `rule` in a table that fails to load, after checking its message;
/// with the rendered error.
#[track_caller]
fn finding(
    r: Result<crate::kinds::isa::Isa, SpecError>,
    rule: Rule,
    message: &str,
) -> (crate::front::source::Loc, String) {
    let e = match r {
        Ok(_) => panic!("the table should fail with {rule}: {message}"),
        Err(e) => e,
    };
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == rule)
        .unwrap_or_else(|| panic!("no {rule} finding in:\n{e}"));
    assert_eq!(d.message, message, "{e}");
    (d.loc, e.to_string())
}

/// The table `HEAD` + `body` with `from` replaced by `to` fails with `rule`'s finding `message`
/// on the line that holds `line`, at the column of `col` there.
#[track_caller]
fn expect_edited(edit: (&str, &str, &str), rule: Rule, message: &str, (line, col): (&str, &str)) {
    let (body, from, to) = edit;
    let (text, loaded) = load_edited(body, from, to);
    let (loc, e) = finding(loaded, rule, message);
    let at = (line_in(&text, line), col_in(&text, col));
    assert_eq!((loc.line, loc.column), at, "{e}");
}

#[track_caller]
fn expect(body: &str, rule: Rule, message: &str, at: &str, col: Option<u32>) {
    let (loc, e) = finding(load(body), rule, message);
    assert_eq!(loc.line, line_of(body, at), "line of `{at}`:\n{e}");
    assert_eq!(
        loc.column,
        col.unwrap_or_else(|| col_of(body, at)),
        "column:\n{e}"
    );
}

const ADD: &str = r#"encodings:
  - name: ADD_imm
    doc: Add an immediate.
    bits: "1 0 0 100010 sh:1 imm12:12 Rn:5 Rd:5"
    asm: "add {Xd_sp}, {Xn_sp}, #{imm12}<, lsl #{sh}>"
    operands: { imm12: { type: Imm12, field: imm12 }, sh: { type: Sh, field: sh } }
"#;

const ALIAS_OK: &str = r#"aliases:
  - name: MOV_sp
    doc: Move to or from sp.
    of: ADD_imm
    asm: "mov {Xd_sp}, {Xn_sp}"
    set: { imm12: 0, sh: 0 }
    when: "Rd == 31 || Rn == 31"
"#;
