//! Error cases of seen whole: several mistakes reported in one load, how a failure renders, and the check that
//! every rule of the catalogue has a case in this crate's tests.

use super::*;

// ---------------------------------------------------------------------------------------------
// All at once, and rendered
// ---------------------------------------------------------------------------------------------

#[test]
fn several_mistakes_are_all_reported_in_order() {
    // Three unrelated mistakes; the validator meets them in another order (classes, type sets,
    // gates) than the file's.
    let y = with(
        "  - { name: SUB, doc: S., class: Arth }
  - { name: MUL, doc: M., class: Arith, flags: [pur] }
type_sets:
  - { name: NUM, doc: N., members: [I33] }
",
    );
    let e = errs(&y);
    assert_eq!(e.len(), 3, "{e:#?}");
    check(
        &e[0],
        &y,
        Rule::UnknownClass,
        (B + 1, 34),
        "Arth",
        "unknown class `Arth`",
    );
    check(
        &e[1],
        &y,
        Rule::UnknownFlag,
        (B + 2, 49),
        "pur",
        "unknown flag `pur`",
    );
    check(
        &e[2],
        &y,
        Rule::BadTypeSetMember,
        (B + 4, 37),
        "I33",
        "unknown type `I33`",
    );
    hint(&e[0], "did you mean `Arith`?");
    hint(&e[1], "did you mean `pure`?");
    hint(&e[2], "did you mean `I32`?");
}

#[test]
fn rendered_error_shows_position_source_and_caret() {
    let y = with("  - { name: SUB, doc: S., class: Arth }\n");
    let text = fail(&y).to_string();
    let expected = "\
error[E021]: gate `SUB` names an unknown class `Arth`
  --> t.yaml:13:34
   |
11 | gates:
12 |   - { name: ADD, doc: Adds., class: Arith }
13 |   - { name: SUB, doc: S., class: Arth }
   |                                  ^ unknown-class
   = help: did you mean `Arith`?

1 error in the spec";
    assert_eq!(text, expected);
}

#[test]
fn rendered_errors_are_counted() {
    let y =
        with("  - { name: SUB, doc: S., class: Arth }\n  - { name: 2X, doc: X., class: Arith }\n");
    let e = fail(&y);
    assert_eq!(e.diagnostics.len(), 2, "{e}");
    let text = e.to_string();
    assert!(text.contains("--> t.yaml:13:34"), "{text}");
    assert!(text.contains("--> t.yaml:14:13"), "{text}");
    assert!(
        text.contains("14 |   - { name: 2X, doc: X., class: Arith }"),
        "{text}"
    );
    assert!(text.ends_with("2 errors in the spec"), "{text}");
}

/// The character of the rendered snippet `text` above its caret, and the snippet's longest line.
fn above_the_caret(text: &str) -> (char, usize) {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.trim_start_matches([' ', '|']).starts_with('^'))
        .expect("a caret line");
    let column = lines[at].chars().position(|c| c == '^').expect("a caret");
    let above = lines[at - 1]
        .chars()
        .nth(column)
        .expect("a character above the caret");
    let longest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    (above, longest)
}

#[test]
fn a_long_line_is_cut_around_the_column() {
    // A gate line of a million characters with a misspelt flag at its end, and one with a
    // misspelt class at its start: each snippet shows 80 characters either side of the column.
    let doc = "ü".repeat(1_000_000);
    let y = with(&format!(
        "  - {{ name: SUB, doc: {doc}, class: Arith, flags: [pur] }}\n  - {{ name: MUL, doc: M., class: Arth, flags: [{}] }}\n",
        vec!["pure"; 100_000].join(", ")
    ));
    let e = bounded(y.len(), || fail(&y));
    assert_eq!(e.diagnostics.len(), 2, "{e}");
    check(
        &e.diagnostics[0],
        &y,
        Rule::UnknownFlag,
        (B + 1, 1_000_047),
        "pur",
        "unknown flag `pur`",
    );
    check(
        &e.diagnostics[1],
        &y,
        Rule::UnknownClass,
        (B + 2, 34),
        "Arth",
        "unknown class `Arth`",
    );
    let text = e.to_string();
    assert!(text.len() < 2_000, "{} bytes", text.len());
    let first = e.diagnostics[0].render(&e.sources);
    assert_eq!(above_the_caret(&first), ('p', 5 + 1 + 80 + 1 + 13));
    assert!(first.contains("13 | …üüü"), "{first}");
    assert!(
        first.contains("ü, class: Arith, flags: [pur] }\n"),
        "{first}"
    );
    let second = e.diagnostics[1].render(&e.sources);
    assert_eq!(above_the_caret(&second).0, 'A');
    assert!(
        second.contains("14 |   - { name: MUL, doc: M., class: Arth, flags: [pure, pure"),
        "{second}"
    );
    assert!(second.contains("pure, p…\n"), "{second}");
}

#[test]
fn every_rule_has_a_case() {
    // A new rule needs a case in this crate's tests: these files, or a test file of its own
    // (the ISA rules are tested in `src/tests/isa`, through the loader). Every `.rs` file under
    // `tests/` and `src/tests/` counts, in folders too.
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests"));
    let unit = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src/tests"));
    let mut source = String::new();
    let mut folders = vec![dir, unit];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("tests directory") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                source.push_str(&std::fs::read_to_string(&path).expect("test source"));
            }
        }
    }
    let missing: Vec<String> = Rule::ALL
        .iter()
        .map(|r| format!("Rule::{r:?}"))
        .filter(|name| {
            [",", ")"]
                .iter()
                .all(|end| !source.contains(&format!("{name}{end}")))
        })
        .collect();
    assert!(missing.is_empty(), "rules without a case: {missing:?}");
}
