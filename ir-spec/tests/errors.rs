//! Error cases of the spec loader and validator: one test per distinct mistake. Each checks that
//! the mistake is reported once and alone, under the intended rule, with its message, at the exact
//! `line:column`, and, for unknown names, with the suggestion. Further tests check that several
//! mistakes are all reported in one load, how a failure renders, and that hostile input is refused
//! quickly without a panic.
//!
//! Most cases append a few lines to [`BASE`], a small valid spec of [`B`] lines that ends inside the
//! `gates` list: an appended `  - { ... }` line adds a gate, an unindented line starts a top-level
//! key, and appended line `k` is line `B + k` of the file. Columns are counted by hand and
//! double-checked by [`check`], which also asserts which text the column points at. A gate line
//! that starts `  - { name: SUB, doc: S., class: Arith, ` has its next key at column 41.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use ir_spec::{Diagnostic, Limits, Loader, Rule, SpecError};

/// A small valid spec (12 lines) that ends inside the `gates` list.
const BASE: &str = "\
kind: ir
version: 1
types:
  - { name: I32, doc: Word. }
type_vars:
  - { name: FLEX, doc: Own type. }
flags:
  - { name: pure, doc: No effects. }
classes:
  - { name: Arith, doc: Arithmetic. }
gates:
  - { name: ADD, doc: Adds., class: Arith }
";

/// Number of lines of [`BASE`].
const B: u32 = 12;

/// How long refusing a hostile input may take, generous enough for an unoptimized build.
const QUICK: Duration = Duration::from_secs(20);

/// [`BASE`] followed by `extra`.
fn with(extra: &str) -> String {
    format!("{BASE}{extra}")
}

/// Loads `yaml` as `t.yaml` and returns the error, failing if it loads.
fn fail(yaml: &str) -> SpecError {
    match Loader::new().text("t.yaml", yaml).load_ir() {
        Ok(_) => panic!("expected an error, but the spec loaded:\n{yaml}"),
        Err(e) => e,
    }
}

/// Every finding of loading `yaml`.
fn errs(yaml: &str) -> Vec<Diagnostic> {
    fail(yaml).diagnostics
}

/// The one finding of loading `yaml`; fails, listing them, if there are several.
#[track_caller]
fn one(yaml: &str) -> Diagnostic {
    let e = fail(yaml);
    assert_eq!(
        e.diagnostics.len(),
        1,
        "expected exactly one finding, got:\n{e}"
    );
    e.diagnostics.into_iter().next().expect("one finding")
}

/// The text of `yaml` from 1-based `line` and `column` to the end of that line.
fn text_at(yaml: &str, line: u32, column: u32) -> String {
    let text = yaml.lines().nth(line as usize - 1).unwrap_or_default();
    text.trim_start_matches('\u{feff}')
        .chars()
        .skip(column as usize - 1)
        .collect()
}

/// Asserts that `d` breaks `rule` at `line`:`column` of `yaml`, that the text there starts with
/// `token`, and that its message contains `message`.
#[track_caller]
fn check(
    d: &Diagnostic,
    yaml: &str,
    rule: Rule,
    (line, column): (u32, u32),
    token: &str,
    message: &str,
) {
    assert_eq!(d.rule, rule, "wrong rule: {d:?}");
    assert_eq!(
        (d.loc.line, d.loc.column),
        (line, column),
        "wrong position: {d:?}"
    );
    let there = text_at(yaml, line, column);
    assert!(
        there.starts_with(token),
        "line {line} column {column} shows `{there}`, not `{token}` (the test is miscounted)"
    );
    assert!(
        d.message.contains(message),
        "message `{}` lacks `{message}`",
        d.message
    );
}

/// Asserts the hint of `d`.
#[track_caller]
fn hint(d: &Diagnostic, expected: &str) {
    assert_eq!(d.hint.as_deref(), Some(expected), "wrong hint: {d:?}");
}

/// Runs `f`, failing if it takes longer than [`QUICK`].
#[track_caller]
fn quickly<T>(f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    let took = start.elapsed();
    assert!(took < QUICK, "took {took:?}");
    out
}

/// A path in the temporary directory, unique to this process and `name`.
fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("opforge-errors-{}-{name}", std::process::id()))
}

#[test]
fn base_spec_is_valid() {
    Loader::new()
        .text("t.yaml", BASE)
        .load_ir()
        .expect("BASE loads");
    assert_eq!(BASE.lines().count(), B as usize);
}

// ---------------------------------------------------------------------------------------------
// Reading: E001 io, E002 too-large
// ---------------------------------------------------------------------------------------------

#[test]
fn io_missing_file() {
    let e = Loader::new()
        .file("/nonexistent/x.yaml")
        .load_ir()
        .expect_err("no such file");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::Io);
    assert_eq!((d.loc.line, d.loc.column), (0, 0), "a file has no position");
    assert!(d.message.contains("cannot read the file"), "{d:?}");
    let text = e.to_string();
    assert!(
        text.contains("--> /nonexistent/x.yaml\n"),
        "a whole-file finding shows the file alone: {text}"
    );
    assert_eq!(e.position(d), "/nonexistent/x.yaml");
}

#[test]
fn io_file_not_utf8() {
    let path = temp_path("latin1.yaml");
    std::fs::write(&path, b"kind: ir\nversion: 1\nname: caf\xe9\n").expect("temporary file");
    let e = Loader::new().file(&path).load_ir().expect_err("not UTF-8");
    std::fs::remove_file(&path).ok();
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::Io);
    assert_eq!((d.loc.line, d.loc.column), (0, 0));
    assert!(d.message.contains("not UTF-8"), "{d:?}");
}

#[test]
fn too_large_text() {
    let e = Loader::new()
        .text("t.yaml", BASE)
        .limits(Limits {
            max_file_bytes: 100,
            ..Default::default()
        })
        .load_ir()
        .expect_err("over the limit");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::TooLarge);
    assert_eq!((d.loc.line, d.loc.column), (0, 0));
    let expected = format!("the file has {} bytes; the limit is 100", BASE.len());
    assert!(d.message.contains(&expected), "{d:?}");
}

#[test]
fn too_large_file() {
    let path = temp_path("large.yaml");
    std::fs::write(&path, BASE).expect("temporary file");
    let e = Loader::new()
        .file(&path)
        .limits(Limits {
            max_file_bytes: 100,
            ..Default::default()
        })
        .load_ir()
        .expect_err("over the limit");
    std::fs::remove_file(&path).ok();
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::TooLarge);
    assert_eq!((d.loc.line, d.loc.column), (0, 0));
    assert!(
        d.message.contains("more than 100 bytes, the limit"),
        "{d:?}"
    );
}

#[test]
fn hostile_huge_text_is_refused_unparsed() {
    // 17 MiB of comments, over the default limit of 16 MiB.
    let mut yaml = String::from("kind: ir\nversion: 1\n");
    yaml.push_str(
        &"# padding padding padding padding padding padding padding padding\n"
            .repeat((17 << 20) / 66),
    );
    assert!(yaml.len() > 16 << 20);
    let e = quickly(|| Loader::new().text("t.yaml", yaml.as_str()).load_ir()).expect_err("huge");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::TooLarge);
    assert_eq!((d.loc.line, d.loc.column), (0, 0));
    assert!(d.message.contains("the limit is 16777216"), "{d:?}");
}

// ---------------------------------------------------------------------------------------------
// YAML: E003 yaml-syntax, E004 resource-budget
// ---------------------------------------------------------------------------------------------

#[test]
fn syntax_unclosed_bracket() {
    let y = "kind: ir\nversion: 1\ntypes: [\n";
    check(&one(y), y, Rule::Syntax, (3, 8), "[", "unclosed bracket");
}

#[test]
fn syntax_mismatched_bracket() {
    let y = "kind: ir\nversion: 1\ntypes: [}\n";
    check(&one(y), y, Rule::Syntax, (3, 8), "[}", "mismatched bracket");
}

#[test]
fn syntax_unclosed_quote() {
    let y = "kind: ir\nversion: 1\nname: \"open\n";
    check(&one(y), y, Rule::Syntax, (3, 7), "\"open", "unclosed quote");
}

#[test]
fn syntax_alias_to_unknown_anchor() {
    let y = "kind: ir\nversion: 1\ntypes: *nope\n";
    check(&one(y), y, Rule::Syntax, (3, 8), "*nope", "unknown anchor");
}

#[test]
fn syntax_byte_order_mark_inside_the_document() {
    let y = "kind: ir\nversion: 1\n\u{feff}name: x\n";
    check(&one(y), y, Rule::Syntax, (3, 1), "name", "BOM");
}

#[test]
fn budget_second_document() {
    let y = "kind: ir\nversion: 1\n---\nversion: 1\n";
    check(&one(y), y, Rule::Budget, (3, 1), "---", "Documents");
}

#[test]
fn hostile_deep_flow_nesting() {
    // 10,000 nested flow sequences: the parser gives up at depth 256, at column 7 + 256.
    let y = format!("kind: ir\nversion: 1\ntypes: {}\n", "[".repeat(10_000));
    let d = quickly(|| one(&y));
    check(&d, &y, Rule::Budget, (3, 263), "[", "recursion limit");
}

#[test]
fn hostile_deep_closed_nesting_at_top_level() {
    let y = format!("{}{}\n", "[".repeat(10_000), "]".repeat(10_000));
    let d = quickly(|| one(&y));
    check(&d, &y, Rule::Budget, (1, 256), "[", "recursion limit");
}

#[test]
fn hostile_billion_laughs_through_merge_keys() {
    // Each level merges ten copies of the level before: 10^9 keys if expanded. Attribute maps take
    // any key, so the schema does not stop it; the budget does, while expanding gate `G5`.
    let mut y = String::from(
        "kind: ir\nversion: 1\nclasses: [{ name: C, doc: C. }]\ngates:\n  - { name: G0, doc: G., class: C, attrs: &a0 { k: x } }\n",
    );
    for i in 1..10 {
        let prev = vec![format!("*a{}", i - 1); 10].join(", ");
        y += &format!("  - {{ name: G{i}, doc: G., class: C, attrs: &a{i} {{ <<: [{prev}] }} }}\n");
    }
    let d = quickly(|| one(&y));
    // Line 10 is `G5`; its aliases start at column 54, five columns apart; the eighth breaks the
    // budget of merged keys.
    check(&d, &y, Rule::Budget, (10, 89), "*a4", "MergeKeys");
}

#[test]
fn hostile_billion_laughs_classic_is_never_expanded() {
    // The classic pattern under keys the schema does not know: refused at the first one, before
    // any alias is replayed.
    let mut y = String::from(
        "kind: ir\nversion: 1\nlol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n",
    );
    for i in 1..10 {
        let prev = vec![format!("*lol{}", i - 1); 10].join(", ");
        y += &format!("lol{i}: &lol{i} [{prev}]\n");
    }
    let d = quickly(|| one(&y));
    check(&d, &y, Rule::Shape, (3, 1), "lol0", "unknown field `lol0`");
}

#[test]
fn hostile_alias_flood() {
    // 10,001 uses of one alias, over the default budget of 10,000. Alias `k` starts at column
    // 4k + 11.
    let y = format!(
        "kind: ir\nversion: 1\nroots: [&a A{}]\n",
        ", *a".repeat(10_001)
    );
    let d = quickly(|| one(&y));
    check(&d, &y, Rule::Budget, (3, 40_015), "*a]", "Aliases");
}

#[test]
fn hostile_alias_amplification() {
    // One list of 10,000 flags replayed by 120 gates: 1.2 million nodes from 1 MB of text.
    let flags = vec!["x"; 10_000].join(", ");
    let mut y = format!(
        "kind: ir\nversion: 1\nclasses: [{{ name: C, doc: C. }}]\ngates:\n  - {{ name: G, doc: G., class: C, flags: &f [{flags}] }}\n"
    );
    for i in 0..120 {
        y += &format!("  - {{ name: G{i}, doc: G., class: C, flags: *f }}\n");
    }
    let d = quickly(|| one(&y));
    // Lines 5 on hold gates `G0` on: replaying the list for `G98` passes a million events.
    check(
        &d,
        &y,
        Rule::Budget,
        (104, 44),
        "*f }",
        "budget breached: Events",
    );
}

#[test]
fn hostile_alias_amplification_under_small_limits() {
    let mut y = format!(
        "kind: ir\nversion: 1\nclasses: [{{ name: C, doc: C. }}]\ngates:\n  - {{ name: G, doc: G., class: C, flags: &f [{}] }}\n",
        vec!["x"; 1000].join(", ")
    );
    for i in 0..20 {
        y += &format!("  - {{ name: G{i}, doc: G., class: C, flags: *f }}\n");
    }
    let e = Loader::new()
        .text("t.yaml", y.as_str())
        .limits(Limits {
            max_nodes: 10_000,
            ..Default::default()
        })
        .load_ir()
        .expect_err("over the node budget");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    // Lines 5 to 13 hold gates G0 to G8: the tenth replay of 1,000 nodes breaks 10,000.
    check(&e.diagnostics[0], &y, Rule::Budget, (14, 43), "*f", "Nodes");
}

// ---------------------------------------------------------------------------------------------
// Schema: E005 schema (unknown keys, missing keys, values of the wrong kind)
// ---------------------------------------------------------------------------------------------

#[test]
fn unknown_key_at_top_level() {
    let y = with("bogus: 1\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 1),
        "bogus",
        "unknown field `bogus`",
    );
}

#[test]
fn unknown_key_at_top_level_with_suggestion() {
    let y = with("opcode_set: []\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 1),
        "opcode_set",
        "unknown field `opcode_set`",
    );
    hint(&d, "did you mean `opcode_sets`?");
}

#[test]
fn unknown_key_in_a_gate() {
    let y = with("  - { name: SUB, doc: S., class: Arith, colour: red }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 41),
        "colour",
        "unknown field `colour`",
    );
    assert!(
        d.message.contains("expected one of name, doc, class"),
        "{d:?}"
    );
}

#[test]
fn unknown_key_in_inputs() {
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs: { dat: [I32] }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 4, 15),
        "dat",
        "unknown field `dat`",
    );
    hint(&d, "did you mean `data`?");
}

#[test]
fn unknown_key_in_an_input_mapping() {
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs: { data: [{ name: a, typ: I32 }] }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 4, 33),
        "typ",
        "unknown field `typ`",
    );
    hint(&d, "did you mean `type`?");
}

#[test]
fn unknown_key_in_a_state_user() {
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { state: [{ few: ADD }] } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 62),
        "few",
        "unknown field `few`",
    );
}

#[test]
fn unknown_bitfield_kind() {
    let y = with("  - { name: SUB, doc: S., class: Arith, bitfield: { bytes: {} } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 53),
        "bytes",
        "unknown variant `bytes`",
    );
    assert!(d.message.contains("count, enum, bits"), "{d:?}");
}

#[test]
fn missing_kind() {
    // Reported at the first key, past the comments, with every kind as a suggestion.
    let y = "# An IR.\n\nversion: 1\nclasses: [{ name: C, doc: C. }]\ngates: [{ name: G, doc: G., class: C }]\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::Kind,
        (3, 1),
        "version",
        "no top-level `kind:` key",
    );
    let help = d.hint.as_deref().unwrap_or_default();
    assert!(
        help.contains("`kind: ir`") && help.contains("`kind: isa`"),
        "{help}"
    );
}

#[test]
fn misspelt_kind() {
    let y = "version: 1\nkind: irr\n";
    let d = one(y);
    check(&d, y, Rule::Kind, (2, 7), "irr", "unknown spec kind `irr`");
    hint(&d, "did you mean `ir`?");
}

#[test]
fn kind_that_is_not_a_string() {
    let y = "kind: [ir]\nversion: 1\n";
    check(&one(y), y, Rule::Shape, (1, 7), "[ir]", "");
}

#[test]
fn files_of_two_kinds_in_one_spec() {
    let isa = "kind: isa\nversion: 1\nname: T\n";
    let e = Loader::new()
        .text("a.yaml", BASE)
        .text("b.yaml", isa)
        .load()
        .expect_err("two kinds");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    check(d, isa, Rule::Kind, (1, 7), "isa", "a spec of kind `isa`");
    assert!(
        d.message.contains("kind `ir` like `a.yaml`"),
        "{}",
        d.message
    );
    assert_eq!(e.position(d), "b.yaml:1:7");
}

#[test]
fn an_ir_loader_given_a_machine_spec() {
    let isa = "version: 1\nkind: isa\nname: T\n";
    let e = Loader::new()
        .text("m.yaml", isa)
        .load_ir()
        .expect_err("not an IR");
    check(
        &e.diagnostics[0],
        isa,
        Rule::Kind,
        (2, 7),
        "isa",
        "a spec of kind `ir` is expected here",
    );
}

#[test]
fn a_key_no_kind_knows_before_the_kind() {
    // The read stops at the stranger: nothing tells which kind's keys to suggest, so every
    // kind's keys are candidates.
    let y = "clases: []\nkind: ir\nversion: 1\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::Shape,
        (1, 1),
        "clases",
        "unknown field `clases`",
    );
    hint(&d, "did you mean `classes`?");
}

#[test]
fn a_key_no_kind_knows_after_the_kind_is_reported_by_that_kind() {
    let y = "kind: ir\nversion: 1\nregisters: []\n";
    let d = one(y);
    // `registers` is a key of machine specs, not of IR specs.
    check(
        &d,
        y,
        Rule::Shape,
        (3, 1),
        "registers",
        "unknown field `registers`",
    );
}

#[test]
fn missing_version() {
    let y = "{ kind: ir }\n";
    check(
        &one(y),
        y,
        Rule::Shape,
        (1, 3),
        "kind: ir }",
        "missing field `version`",
    );
}

#[test]
fn missing_field_type() {
    // serde-saphyr places a missing key at the last key of its mapping.
    let y = with("  - { name: SUB, doc: S., class: Arith, fields: [{ name: f, doc: F. }] }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 61),
        "doc: F.",
        "missing field `type`",
    );
}

#[test]
fn duplicate_key() {
    let y = "kind: ir\nversion: 1\nversion: 1\n";
    check(
        &one(y),
        y,
        Rule::Shape,
        (3, 1),
        "version",
        "duplicate mapping key: version",
    );
}

#[test]
fn wrong_kind_sequence_for_text() {
    let y = with("  - { name: SUB, doc: [x], class: Arith }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 23),
        "[x]",
        "expected string scalar",
    );
}

#[test]
fn wrong_kind_text_for_sequence() {
    let y = with("  - { name: SUB, doc: S., class: Arith, flags: pure }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 48),
        "pure",
        "expected sequence start",
    );
}

#[test]
fn wrong_kind_sequence_for_mapping() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: [I32] }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 49),
        "[I32]",
        "expected mapping start",
    );
}

#[test]
fn wrong_kind_non_boolean() {
    // Booleans are strict: `yes` is not `true`.
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { depend: yes } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 60),
        "yes",
        "invalid boolean",
    );
}

#[test]
fn wrong_kind_word_for_count() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: many } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 59),
        "many",
        "invalid value: string \"many\"",
    );
    assert!(d.message.contains("a number, `bitfield` or `any`"), "{d:?}");
}

#[test]
fn wrong_kind_boolean_for_count() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: true } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 59),
        "true",
        "invalid type: boolean `true`",
    );
}

#[test]
fn wrong_kind_negative_count() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: -1 } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 59),
        "-1",
        "a count cannot be negative",
    );
}

#[test]
fn wrong_kind_float_for_attribute() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, attrs: { temps: 1.5 } }
attributes:
  - { name: temps, doc: T., kind: { int: { min: 0, max: 3 } }, default: 0 }
",
    );
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 57),
        "1.5",
        "invalid type: floating point `1.5`",
    );
}

#[test]
fn wrong_kind_number_for_input() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { data: [7] } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 58),
        "7",
        "invalid type: integer `7`",
    );
}

#[test]
fn wrong_kind_fraction_for_version() {
    let y = "version: 1.0\nkind: ir\n";
    check(&one(y), y, Rule::Shape, (1, 10), "1.0", "invalid u64");
}

#[test]
fn state_user_with_two_keys() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, outputs: { state: [{ one: ADD, many: ADD }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 60),
        "{ one",
        "found also `many`",
    );
}

#[test]
fn repeat_with_a_number() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: 2 }] } }\n",
    );
    let d = one(&y);
    check(&d, &y, Rule::Shape, (B + 1, 79), "2", "has `repeat: 2`");
    hint(&d, "write a fixed number of inputs as that many entries");
}

#[test]
fn too_many_dependency_inputs() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: 70000 } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 59),
        "70000",
        "the limit is 65535",
    );
}

#[test]
fn enum_bitfield_without_cases() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { enum: { name: Cond, doc: C., width: 2 } } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 13),
        "SUB",
        "bitfield enum `Cond` of gate `SUB` has no cases",
    );
}

// ---------------------------------------------------------------------------------------------
// E006 version
// ---------------------------------------------------------------------------------------------

#[test]
fn unsupported_version() {
    let y = "version: 2\nkind: ir\n";
    check(
        &one(y),
        y,
        Rule::Version,
        (1, 10),
        "2",
        "schema version 2 is not supported",
    );
}

// ---------------------------------------------------------------------------------------------
// Names: E010 duplicate-name .. E014 missing-doc
// ---------------------------------------------------------------------------------------------

#[test]
fn duplicate_gate() {
    let y = with("  - { name: ADD, doc: Again., class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 1, 13),
        "ADD",
        "gate `ADD` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:12:13");
}

#[test]
fn duplicate_in_the_type_namespace() {
    let y = with("type_sets:\n  - { name: I32, doc: Again., members: [I32] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 2, 13),
        "I32",
        "type set `I32` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:4:13");
}

#[test]
fn duplicate_input_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ name: a, type: I32 }, { name: a, type: I32 }] } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 1, 90),
        "a, type",
        "gate `SUB` has two inputs named `a`",
    );
    hint(&d, "the first is at t.yaml:13:66");
}

#[test]
fn duplicate_root() {
    let y = with("roots: [ADD, ADD]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 1, 14),
        "ADD]",
        "root `ADD` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:13:9");
}

#[test]
fn duplicate_through_an_alias() {
    // Reported where the alias is used, not where the anchor is.
    let y = "kind: ir\nversion: 1\ntypes: [&x { name: A, doc: a. }, *x]\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::DuplicateName,
        (3, 34),
        "*x",
        "type `A` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:3:20");
}

#[test]
fn duplicate_across_files() {
    let e = Loader::new()
        .text("a.yaml", BASE)
        .text(
            "b.yaml",
            "kind: ir\nversion: 1\ngates:\n  - { name: ADD, doc: Again., class: Arith }\n",
        )
        .load_ir()
        .expect_err("ADD twice");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::DuplicateName);
    assert_eq!(e.position(d), "b.yaml:4:13");
    hint(d, "the first declaration is at a.yaml:12:13");
}

#[test]
fn invalid_identifier() {
    let y = with("  - { name: 2X, doc: S., class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::InvalidIdentifier,
        (B + 1, 13),
        "2X",
        "gate name `2X` is not an identifier",
    );
    hint(
        &d,
        "use ASCII letters, digits and underscores, starting with a letter",
    );
}

#[test]
fn invalid_input_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ name: 1a, type: I32 }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::InvalidIdentifier,
        (B + 1, 66),
        "1a",
        "input name `1a` is not an identifier",
    );
}

#[test]
fn reserved_keyword() {
    let y = with("  - { name: SELF, doc: S., class: Arith }\n");
    check(
        &one(&y),
        &y,
        Rule::ReservedName,
        (B + 1, 13),
        "SELF",
        "would become a Rust keyword",
    );
}

#[test]
fn reserved_class_name() {
    let y = "kind: ir\nversion: 1\nclasses: [{ name: Opcode, doc: O. }]\ngates: [{ name: ADD, doc: A., class: Opcode }]\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::ReservedName,
        (3, 19),
        "Opcode",
        "class name `Opcode` is reserved by the generator",
    );
    hint(
        &d,
        "reserved class names: Gate, Opcode, Class, Flags, Type, TypeSet",
    );
}

#[test]
fn reserved_input_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ name: ty, type: I32 }] } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::ReservedName,
        (B + 1, 66),
        "ty",
        "input name `ty` is reserved",
    );
    hint(&d, "reserved input names: ty, bits, depend, depends");
}

#[test]
fn reserved_bitfield_enum_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { enum: { name: Opcode, doc: C., width: 2, values: [{ name: A, value: 0, doc: A. }] } } }\n",
    );
    // `bitfield: ` is at 41, `{ enum: ` at 51, `{ name: ` at 59.
    check(
        &one(&y),
        &y,
        Rule::ReservedName,
        (B + 1, 67),
        "Opcode",
        "bitfield enum name `Opcode` is reserved",
    );
}

#[test]
fn generated_name_clash_of_gates() {
    // `Add` and `ADD` meet both as the variant `Add` and as the method `add`: reported once.
    let y = with("  - { name: Add, doc: S., class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::GeneratedNameClash,
        (B + 1, 13),
        "Add",
        "`Add` and `ADD` both become the opcode variant `Add`",
    );
    hint(&d, "rename one of them; `ADD` is at t.yaml:12:13");
}

#[test]
fn generated_name_clash_of_flags() {
    let y = "kind: ir
version: 1
flags:
  - { name: side_effect, doc: A. }
  - { name: SideEffect, doc: B. }
classes: [{ name: Arith, doc: A. }]
gates: [{ name: ADD, doc: A., class: Arith }]
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::GeneratedNameClash,
        (5, 13),
        "SideEffect",
        "both become the flag constant `SIDE_EFFECT`",
    );
    hint(&d, "rename one of them; `side_effect` is at t.yaml:4:13");
}

#[test]
fn generated_name_clash_of_an_enum_attribute() {
    let y =
        with("attributes:\n  - { name: Opcode, doc: O., kind: { enum: [a, b] }, default: a }\n");
    check(
        &one(&y),
        &y,
        Rule::GeneratedNameClash,
        (B + 2, 13),
        "Opcode",
        "would define the type `Opcode`",
    );
}

#[test]
fn missing_doc() {
    let y = with("  - { name: SUB, class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::MissingDoc,
        (B + 1, 13),
        "SUB",
        "gate `SUB` has no `doc`",
    );
    hint(
        &d,
        "every public item is documented; add `doc: <one sentence>`",
    );
}

#[test]
fn blank_doc() {
    let y = with("  - { name: SUB, doc: '  ', class: Arith }\n");
    check(
        &one(&y),
        &y,
        Rule::MissingDoc,
        (B + 1, 13),
        "SUB",
        "gate `SUB` has no `doc`",
    );
}

#[test]
fn missing_doc_of_a_count_bitfield() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { count: {} }, inputs: { depend: bitfield } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::MissingDoc,
        (B + 1, 51),
        "{ count",
        "count bitfield of gate `SUB` has no `doc`",
    );
}

// ---------------------------------------------------------------------------------------------
// References: E020 unknown-type .. E025 unknown-attribute
// ---------------------------------------------------------------------------------------------

#[test]
fn unknown_type() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [I33] }, outputs: { data: I32 } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 58),
        "I33",
        "data input 0 of gate `SUB` names an unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn unknown_type_in_an_alternative() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [\"I32 | I33\"] }, outputs: { data: I32 } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 65),
        "I33",
        "unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn unknown_type_that_is_an_opcode() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [ADD] }, outputs: { data: I32 } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 58),
        "ADD",
        "unknown type `ADD`",
    );
    hint(
        &d,
        "`ADD` is an opcode; constrain source opcodes with `from: ADD`",
    );
}

#[test]
fn unknown_output_type() {
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { data: I33 } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 58),
        "I33",
        "gate `SUB`'s output names an unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn unknown_class() {
    let y = with("  - { name: SUB, doc: S., class: Arth }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownClass,
        (B + 1, 34),
        "Arth",
        "gate `SUB` names an unknown class `Arth`",
    );
    hint(&d, "did you mean `Arith`?");
}

#[test]
fn unknown_parent_class() {
    let y = "kind: ir
version: 1
classes:
  - { name: Arith, doc: A. }
  - { name: Int, doc: I., parent: Arth }
gates:
  - { name: ADD, doc: A., class: Arith }
  - { name: MUL, doc: M., class: Int }
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::UnknownClass,
        (5, 35),
        "Arth",
        "class `Int` names an unknown parent `Arth`",
    );
    hint(&d, "did you mean `Arith`?");
}

#[test]
fn unknown_opcode_in_a_state_input() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [ADX] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 59),
        "ADX",
        "state input 0 of gate `SUB` names an unknown opcode `ADX`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_opcode_in_a_state_output() {
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { state: [{ many: ADX }] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 68),
        "ADX",
        "gate `SUB`'s state output names an unknown opcode `ADX`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_opcode_in_roots() {
    let y = with("roots: [ADX]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 9),
        "ADX",
        "`roots` names an unknown opcode `ADX`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_opcode_in_an_opcode_set() {
    let y = with("opcode_sets:\n  - { name: ARITH, doc: A., members: [ADD, SUBB] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 2, 44),
        "SUBB",
        "opcode set `ARITH` names an unknown opcode `SUBB`",
    );
    assert_eq!(d.hint, None, "nothing is close to `SUBB`");
}

#[test]
fn unknown_flag() {
    let y = with("  - { name: SUB, doc: S., class: Arith, flags: [pur] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownFlag,
        (B + 1, 49),
        "pur",
        "gate `SUB` names an unknown flag `pur`",
    );
    hint(&d, "did you mean `pure`?");
}

#[test]
fn unknown_root() {
    let y = with("  - { name: SUB, doc: S., class: Arith, root: ADX }\nroots: [ADD]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownRoot,
        (B + 1, 47),
        "ADX",
        "gate `SUB` names `ADX` as its root, which is not in `roots`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_attribute() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, attrs: { temp: 1 } }
attributes:
  - { name: temps, doc: T., kind: { int: { min: 0, max: 3 } }, default: 0 }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownAttribute,
        (B + 1, 50),
        "temp",
        "gate `SUB` sets an undeclared attribute `temp`",
    );
    hint(&d, "did you mean `temps`?");
}

// ---------------------------------------------------------------------------------------------
// Wire kinds, levels, roles and graph rules: E026 unknown-level .. E029 unknown-graph-rule, E066
// bad-role, E067 missing-role
// ---------------------------------------------------------------------------------------------

#[test]
fn unknown_level() {
    // A spec without `levels` declares HIR, MIR and LIR.
    let y = with("  - { name: SUB, doc: S., class: Arith, level: XIR }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownLevel,
        (B + 1, 48),
        "XIR",
        "gate `SUB` names an unknown level `XIR`",
    );
    hint(&d, "did you mean `HIR`?");
}

#[test]
fn declared_levels_replace_the_default_ones() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, level: HIR }
levels:
  - { name: Opt, doc: Optimized. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownLevel,
        (B + 1, 48),
        "HIR",
        "gate `SUB` names an unknown level `HIR`",
    );
    hint(&d, "the declared levels are `Opt`");
}

#[test]
fn levels_that_become_the_same_variant() {
    let y = with(
        "levels:
  - { name: HIR, doc: High. }
  - { name: Hir, doc: Also high. }
",
    );
    check(
        &one(&y),
        &y,
        Rule::GeneratedNameClash,
        (B + 3, 13),
        "Hir",
        "levels `HIR` and `Hir` both become `Level::Hir`",
    );
}

#[test]
fn unknown_wire_kind_in_wires() {
    let y = with(
        "wires:
  - { name: dependency, doc: Memory order. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 2, 13),
        "dependency",
        "`dependency` is not a wire kind opforge knows",
    );
    hint(
        &d,
        "the wire kinds are `state`, `depend`, `data` and `root`",
    );
}

#[test]
fn gate_uses_an_undeclared_wire_kind() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [I32] } }
wires:
  - { name: state, doc: Control. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 1, 58),
        "I32",
        "gate `SUB` uses `data` wires, which `wires` does not declare",
    );
    hint(
        &d,
        "add `- { name: data, doc: <what it carries> }` to `wires`",
    );
}

#[test]
fn unknown_role() {
    let y = with("roles: { loop_begn: ADD }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownRole,
        (B + 1, 10),
        "loop_begn",
        "`loop_begn` is not a role the graph rules know",
    );
    hint(&d, "did you mean `loop_begin`?");
}

#[test]
fn misspelt_gate_in_a_role() {
    let y = with("roles: { merge: ADDD }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 17),
        "ADDD",
        "role `merge` names an unknown opcode `ADDD`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn gate_role_naming_a_class() {
    let y = with("roles: { merge: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::BadRole,
        (B + 1, 17),
        "Arith",
        "role `merge` must name exactly one gate, not `Arith`",
    );
    hint(
        &d,
        "`merge`: The join of several control paths, whose selectors take one input per predecessor.",
    );
}

#[test]
fn root_role_naming_a_gate_outside_roots() {
    let y = with("roles: { state_entry: ADD }\n");
    check(
        &one(&y),
        &y,
        Rule::BadRole,
        (B + 1, 23),
        "ADD",
        "role `state_entry` must name exactly one gate of `roots`, not `ADD`",
    );
}

#[test]
fn unknown_graph_rule() {
    let y = with("graph_rules: [acylic]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownGraphRule,
        (B + 1, 15),
        "acylic",
        "`acylic` is not a graph rule the verifier knows",
    );
    hint(&d, "did you mean `acyclic`?");
}

#[test]
fn graph_rule_without_its_roles() {
    // The rule is not switched off: its missing roles stop the load, at the rule.
    let y = with("graph_rules: [acyclic]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::MissingRole,
        (B + 1, 15),
        "acyclic",
        "graph rule `acyclic` needs the roles `loop_begin`, `value_selector`, `depend_selector`, \
         which `roles` does not give",
    );
    hint(
        &d,
        "add `loop_begin: <GATE>, value_selector: <GATE>, depend_selector: <GATE>` to `roles`",
    );
}

#[test]
fn graph_rule_missing_one_role() {
    let y = with(
        "roots: [ADD]
roles: { state_entry: ADD }
graph_rules: [reachability]
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::MissingRole,
        (B + 3, 15),
        "reachability",
        "graph rule `reachability` needs the role `state_gates`, which `roles` does not give",
    );
    hint(&d, "add `state_gates: <OPCODES>` to `roles`");
}

#[test]
fn a_wrong_role_is_reported_once_not_again_by_its_rule() {
    let y = with(
        "roles: { loop_begin: Arith, value_selector: ADD, depend_selector: ADD }
graph_rules: [acyclic]
",
    );
    check(
        &one(&y),
        &y,
        Rule::BadRole,
        (B + 1, 22),
        "Arith",
        "role `loop_begin` must name exactly one gate, not `Arith`",
    );
}

#[test]
fn role_given_in_two_files() {
    let e = Loader::new()
        .text("a.yaml", with("roles: { merge: ADD }\n"))
        .text("b.yaml", "kind: ir\nversion: 1\nroles: { merge: ADD }\n")
        .load()
        .expect_err("merge twice");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::DuplicateName);
    assert!(
        d.message.contains("role `merge` is declared twice"),
        "{d:?}"
    );
    assert_eq!(e.position(d), "b.yaml:3:10");
    hint(
        d,
        &format!("the first declaration is at a.yaml:{}:10", B + 1),
    );
}

// ---------------------------------------------------------------------------------------------
// The class tree: E030 class-cycle .. E036 too-many-types
// ---------------------------------------------------------------------------------------------

#[test]
fn class_cycle() {
    let y = "kind: ir
version: 1
classes:
  - { name: A, doc: A., parent: B }
  - { name: B, doc: B., parent: A }
  - { name: Arith, doc: A. }
gates:
  - { name: ADD, doc: A., class: Arith }
";
    check(
        &one(y),
        y,
        Rule::ClassCycle,
        (4, 13),
        "A,",
        "class `A` is its own ancestor: A → B → A",
    );
}

#[test]
fn gate_without_class() {
    let y = with("  - { name: SUB, doc: S. }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::GateWithoutClass,
        (B + 1, 13),
        "SUB",
        "gate `SUB` has no `class`",
    );
    hint(
        &d,
        "every gate belongs to one leaf class; add `class: <name>`",
    );
}

#[test]
fn gate_in_inner_class() {
    let y = "kind: ir
version: 1
classes:
  - { name: Arith, doc: A. }
  - { name: Int, doc: I., parent: Arith }
gates:
  - { name: ADD, doc: Adds., class: Arith }
  - { name: MUL, doc: Muls., class: Int }
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::GateInInnerClass,
        (7, 37),
        "Arith",
        "gate `ADD` is in class `Arith`, which has subclasses",
    );
    hint(&d, "gates belong to leaf classes; pick one of: Int");
}

#[test]
fn empty_class() {
    let y = "kind: ir
version: 1
classes:
  - { name: Arith, doc: A. }
  - { name: Empty, doc: E. }
gates:
  - { name: ADD, doc: A., class: Arith }
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::EmptyClass,
        (5, 13),
        "Empty",
        "class `Empty` contains no gates",
    );
    hint(&d, "remove the class or put a gate in it");
}

#[test]
fn too_many_opcodes() {
    // Gate `G{i}` is on line 5 + i; the 65,535th, `G65534`, is the one too many.
    let mut y = String::from("kind: ir\nversion: 1\nclasses: [{ name: C, doc: C. }]\ngates:\n");
    for i in 0..65_535 {
        y += &format!("  - {{ name: G{i}, doc: G., class: C }}\n");
    }
    let d = quickly(|| one(&y));
    check(
        &d,
        &y,
        Rule::TooManyOpcodes,
        (65_539, 13),
        "G65534",
        "65535 gates are declared",
    );
}

#[test]
fn too_many_flags() {
    // Flag `f{i}` is on line 4 + i; the 65th, `f64`, is the one too many.
    let mut y = String::from("kind: ir\nversion: 1\nflags:\n");
    for i in 0..65 {
        y += &format!("  - {{ name: f{i}, doc: F. }}\n");
    }
    y += "classes: [{ name: C, doc: C. }]\ngates: [{ name: G, doc: G., class: C }]\n";
    check(
        &one(&y),
        &y,
        Rule::TooManyFlags,
        (68, 13),
        "f64",
        "65 flags are declared",
    );
}

#[test]
fn too_many_types() {
    // Type `T{i}` is on line 4 + i; the 65th, `T64`, is the one too many.
    let mut y = String::from("kind: ir\nversion: 1\ntypes:\n");
    for i in 0..65 {
        y += &format!("  - {{ name: T{i}, doc: T. }}\n");
    }
    y += "classes: [{ name: C, doc: C. }]\ngates: [{ name: G, doc: G., class: C }]\n";
    check(
        &one(&y),
        &y,
        Rule::TooManyTypes,
        (68, 13),
        "T64",
        "65 primary types are declared",
    );
}

// ---------------------------------------------------------------------------------------------
// Sets: E040 empty-type-set .. E045 empty-alternative, E061 type-variable-in-set
// ---------------------------------------------------------------------------------------------

#[test]
fn empty_type_set() {
    let y = with("type_sets:\n  - { name: NONE, doc: N., members: [] }\n");
    check(
        &one(&y),
        &y,
        Rule::EmptyTypeSet,
        (B + 2, 13),
        "NONE",
        "type set `NONE` has no members",
    );
}

#[test]
fn bad_type_set_member() {
    let y = with("type_sets:\n  - { name: NUM, doc: N., members: [I32, I33] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::BadTypeSetMember,
        (B + 2, 42),
        "I33",
        "type set `NUM` lists an unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn type_set_cycle() {
    let y = with(
        "type_sets:
  - { name: A, doc: A., members: [B] }
  - { name: B, doc: B., members: [A] }
",
    );
    check(
        &one(&y),
        &y,
        Rule::TypeSetCycle,
        (B + 3, 35),
        "A]",
        "type set `B` includes `A`, which includes it back",
    );
}

#[test]
fn empty_opcode_set() {
    let y = with("opcode_sets:\n  - { name: NONE, doc: N. }\n");
    check(
        &one(&y),
        &y,
        Rule::EmptyOpcodeSet,
        (B + 2, 13),
        "NONE",
        "opcode set `NONE` has no members",
    );
}

#[test]
fn opcode_set_cycle() {
    let y = with(
        "opcode_sets:
  - { name: A, doc: A., members: [B] }
  - { name: B, doc: B., members: [A] }
",
    );
    check(
        &one(&y),
        &y,
        Rule::OpcodeSetCycle,
        (B + 3, 35),
        "A]",
        "opcode set `B` includes `A`, which includes it back",
    );
}

#[test]
fn empty_alternative_between_bars() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [\"I32 || I32\"] }, outputs: { data: I32 } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::EmptyAlternative,
        (B + 1, 64),
        "| I32",
        "`I32 || I32` has an empty alternative",
    );
}

#[test]
fn empty_alternative_at_the_end() {
    // Points just after the last bar, where a name is missing.
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [\"ADD | \"] } }\n");
    check(
        &one(&y),
        &y,
        Rule::EmptyAlternative,
        (B + 1, 66),
        "\"]",
        "`ADD | ` has an empty alternative",
    );
}

#[test]
fn type_variable_in_set() {
    let y = with("type_sets:\n  - { name: A, doc: A., members: [FLEX] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::TypeVariableInSet,
        (B + 2, 35),
        "FLEX",
        "type set `A` lists the type variable `FLEX`",
    );
    hint(
        &d,
        "a type variable stands for the gate's own type; use it directly on an input",
    );
}

// ---------------------------------------------------------------------------------------------
// Gates: E050 variadic-without-bitfield .. E065 bad-wire-constraint
// ---------------------------------------------------------------------------------------------

#[test]
fn variadic_without_bitfield() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: bitfield }] } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::VariadicWithoutBitfield,
        (B + 1, 58),
        "{ type",
        "an input counted by the bitfield, but no `count` bitfield",
    );
    hint(
        &d,
        "add `bitfield: { count: { doc: <what is counted> } }` or use `repeat: any`",
    );
}

#[test]
fn count_bitfield_without_variadic() {
    let y = with("  - { name: SUB, doc: S., class: Arith, bitfield: { count: { doc: N. } } }\n");
    check(
        &one(&y),
        &y,
        Rule::UnusedCountBitfield,
        (B + 1, 51),
        "{ count",
        "has a `count` bitfield but no input with `repeat: bitfield`",
    );
}

#[test]
fn count_bitfield_driving_two_inputs() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { count: { doc: C. } }, inputs: { depend: bitfield, data: [{ type: I32, repeat: bitfield }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::UnusedCountBitfield,
        (B + 1, 51),
        "{ count",
        "drives 2 inputs; it can count only one",
    );
}

#[test]
fn several_variadics() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: any }, { type: I32, repeat: any }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::SeveralVariadics,
        (B + 1, 86),
        "{ type",
        "has 2 variadic data inputs; at most one is allowed",
    );
}

#[test]
fn variadic_and_optional() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: any }, { type: I32, optional: true }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::SeveralVariadics,
        (B + 1, 86),
        "{ type: I32, optional",
        "both a variadic and an optional data input (the variadic one at 13:58)",
    );
}

#[test]
fn optional_not_last() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, optional: true }, I32] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::OptionalNotLast,
        (B + 1, 89),
        "I32]",
        "has a required data input after an optional one",
    );
}

/// A gate with an enum bitfield of width 2 whose cases are `cases` (lines `B + 10` on).
fn enum_gate(cases: &str) -> String {
    with(&format!(
        "  - name: CMP
    doc: C.
    class: Arith
    bitfield:
      enum:
        name: Cond
        doc: C.
        width: 2
        values:
{cases}"
    ))
}

#[test]
fn enum_value_collision() {
    let y = enum_gate(
        "          - { name: EQ, value: 1, doc: E. }
          - { name: NE, value: 1, doc: N. }
",
    );
    check(
        &one(&y),
        &y,
        Rule::EnumValueCollision,
        (B + 11, 32),
        "1",
        "cases `EQ` and `NE` of enum `Cond` both have value 0b1",
    );
}

#[test]
fn enum_value_overflow() {
    let y = enum_gate("          - { name: EQ, value: 4, doc: E. }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::EnumValueOverflow,
        (B + 10, 32),
        "4",
        "has value 0b100, which does not fit in 2 bits",
    );
    hint(&d, "the largest 2-bit value is 0b11");
}

#[test]
fn duplicate_enum_case() {
    let y = enum_gate(
        "          - { name: EQ, value: 1, doc: E. }
          - { name: EQ, value: 2, doc: E again. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateEnumCase,
        (B + 11, 21),
        "EQ",
        "enum `Cond` has two cases named `EQ`",
    );
    hint(&d, "the first is at t.yaml:22:21");
}

#[test]
fn bad_bitfield_width_too_wide() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { bits: { doc: B., width: 65 } } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::BadBitfieldWidth,
        (B + 1, 77),
        "65",
        "bitfield width 65 is outside 1..=64",
    );
}

#[test]
fn bad_bitfield_width_zero() {
    let y =
        enum_gate("          - { name: EQ, value: 0, doc: E. }\n").replace("width: 2", "width: 0");
    check(
        &one(&y),
        &y,
        Rule::BadBitfieldWidth,
        (B + 8, 16),
        "0",
        "bitfield width 0 is outside 1..=64",
    );
}

#[test]
fn type_variable_without_output() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { data: [FLEX] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::FlexWithoutOutput,
        (B + 1, 58),
        "FLEX",
        "gate `SUB` uses a type variable on an input but produces no value",
    );
    hint(
        &d,
        "a type variable means \"the gate's own output type\"; give the gate `outputs: { data: ... }`",
    );
}

/// [`BASE`] with the attribute declaration `decl` and a gate `SUB` that sets `attrs`.
fn attribute(attrs: &str, decl: &str) -> String {
    with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, attrs: {attrs} }}\nattributes:\n  - {decl}\n"
    ))
}

#[test]
fn attribute_value_out_of_range() {
    let y = attribute(
        "{ temps: 4 }",
        "{ name: temps, doc: T., kind: { int: { min: 0, max: 3 } }, default: 0 }",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 1, 57),
        "4",
        "attribute `temps` takes an integer in 0..=3; found `4`",
    );
}

#[test]
fn attribute_value_not_a_case() {
    let y = attribute(
        "{ mode: c }",
        "{ name: mode, doc: M., kind: { enum: [a, b] }, default: a }",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 1, 56),
        "c",
        "attribute `mode` takes one of a, b; found `c`",
    );
}

#[test]
fn attribute_value_not_in_the_set() {
    let y = attribute(
        "{ modes: [a, c] }",
        "{ name: modes, doc: M., kind: { set: [a, b] } }",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 1, 57),
        "[a, c]",
        "attribute `modes` takes a list of a, b; found `[a, c]`",
    );
}

#[test]
fn attribute_default_of_wrong_kind() {
    let y = with("attributes:\n  - { name: fast, doc: F., kind: bool, default: 1 }\n");
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 2, 49),
        "1",
        "attribute `fast` takes `true` or `false`; found `1`",
    );
}

#[test]
fn attribute_without_default() {
    let y = with("attributes:\n  - { name: temps, doc: T., kind: { int: { min: 0, max: 3 } } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::BadAttributeValue,
        (B + 2, 13),
        "temps",
        "attribute `temps` has no `default`",
    );
    hint(
        &d,
        "only `bool` and `set` attributes have an implicit default",
    );
}

#[test]
fn attribute_range_min_above_max() {
    // Reported once: the default is not checked again against a range that admits nothing.
    let y = with(
        "attributes:\n  - { name: temps, doc: T., kind: { int: { min: 5, max: 3 } }, default: 4 }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 2, 35),
        "{ int",
        "attribute `temps` has min 5 above max 3",
    );
}

#[test]
fn duplicate_attribute_case() {
    let y = with("attributes:\n  - { name: mode, doc: M., kind: { enum: [a, a] }, default: a }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 2, 46),
        "a]",
        "attribute value `a` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:14:43");
}

#[test]
fn bad_field_type() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, fields: [{ name: f, doc: F., type: \"Vec<\" }] }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::BadFieldType,
        (B + 1, 76),
        "\"Vec<\"",
        "field `f` has type `Vec<`, which is not a Rust type",
    );
}

#[test]
fn root_that_is_a_class() {
    let y = with("roots: [Arith]\n");
    check(
        &one(&y),
        &y,
        Rule::RootNotGate,
        (B + 1, 9),
        "Arith",
        "root `Arith` is a class or an opcode set, not a gate",
    );
}

#[test]
fn first_root_with_inputs() {
    let y =
        with("  - { name: SUB, doc: S., class: Arith, inputs: { data: [I32] } }\nroots: [SUB]\n");
    check(
        &one(&y),
        &y,
        Rule::RootNotGate,
        (B + 2, 9),
        "SUB",
        "the first root `SUB` is the origin of the circuit and must take no inputs",
    );
}

#[test]
fn type_on_a_state_input() {
    // Reported once, at the `type`, not again as a state input without `from`.
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [{ type: ADD }] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::OpcodeInputOnData,
        (B + 1, 67),
        "ADD",
        "state input 0 of gate `SUB` has a `type`, but state wires carry no value",
    );
    hint(&d, "constrain a state input with `from: <opcodes>`");
}

#[test]
fn state_input_without_sources() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [{ name: s }] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::OpcodeInputOnData,
        (B + 1, 59),
        "{ name: s",
        "state input 0 of gate `SUB` does not say which opcodes may feed it",
    );
    hint(&d, "add `from: <opcodes>`");
}

// ---------------------------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------------------------

#[test]
fn columns_count_characters_not_bytes() {
    let y = "kind: ir\nversion: 1\nclasses: [{ name: Arith, doc: A. }]\ngates: [{ doc: é😀., name: 2X, class: Arith }]\n";
    check(
        &one(y),
        y,
        Rule::InvalidIdentifier,
        (4, 27),
        "2X",
        "gate name `2X` is not an identifier",
    );
}

#[test]
fn byte_order_mark_is_not_a_column() {
    let y = "\u{feff}version: 2\nkind: ir\n";
    check(&one(y), y, Rule::Version, (1, 10), "2", "schema version 2");
}

#[test]
fn byte_order_mark_does_not_shift_later_lines() {
    let y = "\u{feff}kind: ir\nversion: 1\nclasses: [{ name: Arith, doc: A. }]\ngates: [{ name: B, doc: x., class: Arith, inputs: { data: [\"I32 | I64\"] } }]\n";
    let e = errs(y);
    assert_eq!(e.len(), 2, "{e:#?}");
    check(
        &e[0],
        y,
        Rule::UnknownType,
        (4, 61),
        "I32",
        "unknown type `I32`",
    );
    check(
        &e[1],
        y,
        Rule::UnknownType,
        (4, 67),
        "I64",
        "unknown type `I64`",
    );
}

#[test]
fn crlf_line_endings() {
    let y = "kind: ir\r\nversion: 1\r\nclasses: [{ name: Arith, doc: A. }]\r\ngates: [{ name: 2X, doc: x., class: Arith }]\r\n";
    check(
        &one(y),
        y,
        Rule::InvalidIdentifier,
        (4, 17),
        "2X",
        "gate name `2X`",
    );
}

#[test]
fn value_on_the_line_after_its_key() {
    let y = with(
        "  - name: SUB
    doc: S.
    class:
      Arth
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownClass,
        (B + 4, 7),
        "Arth",
        "unknown class `Arth`",
    );
    hint(&d, "did you mean `Arith`?");
}

#[test]
fn wrong_value_on_the_line_after_its_key() {
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs:
      depend:
        many
",
    );
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 6, 9),
        "many",
        "invalid value: string \"many\"",
    );
}

#[test]
fn alternative_on_a_continuation_line() {
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs:
      data:
        - type: I32 |
            I33
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 7, 13),
        "I33",
        "unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn alternative_in_a_folded_block() {
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs:
      state:
        - from: >-
            ADD |

            SUBB
",
    );
    check(
        &one(&y),
        &y,
        Rule::UnknownOpcode,
        (B + 9, 13),
        "SUBB",
        "unknown opcode `SUBB`",
    );
}

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

#[test]
fn every_rule_has_a_case() {
    // A new rule needs a case in this crate's tests: this file, or a test file of its own
    // (the ISA rules are tested beside the ISA schema).
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests");
    let mut source = String::from(include_str!("../src/isa/tests.rs"));
    for entry in std::fs::read_dir(dir).expect("tests directory") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            source.push_str(&std::fs::read_to_string(&path).expect("test source"));
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
