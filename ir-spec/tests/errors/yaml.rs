//! Error cases of reading and parsing: unreadable and too-large files, YAML syntax, the resource
//! budget against hostile input (refused quickly, without a panic), and positions (columns in
//! characters, byte-order marks, CRLF, values on continuation lines).

use super::*;

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

/// The one whole-file finding of loading `paths`, with its rule and message.
#[track_caller]
fn whole_file(paths: &[&std::path::Path], rule: Rule, message: &str) -> Diagnostic {
    let loader = paths.iter().fold(Loader::new(), |l, p| l.file(p));
    let e = loader.load_ir().expect_err("refused");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = e.diagnostics[0].clone();
    assert_eq!(d.rule, rule, "{d:?}");
    assert_eq!((d.loc.line, d.loc.column), (0, 0), "a file has no position");
    assert_eq!(d.message, message);
    d
}

#[test]
fn io_a_directory_is_no_spec_file() {
    let dir = std::env::temp_dir();
    whole_file(
        &[&dir],
        Rule::Io,
        "cannot read the file: it is a directory, not a file",
    );
}

#[test]
fn a_file_given_twice_is_one_finding() {
    let path = temp_path("twice.yaml");
    std::fs::write(&path, BASE).expect("temporary file");
    let again = path
        .parent()
        .expect("a directory")
        .join(".")
        .join(path.file_name().expect("a name"));
    let d = whole_file(&[&path, &path], Rule::FileTwice, "this file is given twice");
    assert_eq!(d.loc.file.0, 1, "reported at the second: {d:?}");
    whole_file(
        &[&path, &again],
        Rule::FileTwice,
        &format!("this file is given twice: it is also `{}`", path.display()),
    );
    std::fs::remove_file(&path).ok();
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
    plain(d);
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
    plain(d);
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
    let e = bounded(yaml.len(), || {
        Loader::new().text("t.yaml", yaml.as_str()).load_ir()
    })
    .expect_err("huge");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::TooLarge);
    assert_eq!((d.loc.line, d.loc.column), (0, 0));
    assert!(d.message.contains("the limit is 16777216"), "{d:?}");
    plain(d);
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
    check(
        &one(y),
        y,
        Rule::Budget,
        (3, 1),
        "---",
        "a spec file holds one YAML document; a second one starts here",
    );
}

#[test]
fn hostile_deep_flow_nesting() {
    // 10,000 nested flow sequences: the parser gives up at depth 256, at column 7 + 256.
    let y = format!("kind: ir\nversion: 1\ntypes: {}\n", "[".repeat(10_000));
    let d = bounded(y.len(), || one(&y));
    check(&d, &y, Rule::Budget, (3, 263), "[", "recursion limit");
}

#[test]
fn hostile_deep_closed_nesting_at_top_level() {
    let y = format!("{}{}\n", "[".repeat(10_000), "]".repeat(10_000));
    let d = bounded(y.len(), || one(&y));
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
    // The merge keys are counted, aliases expanded, before the parser replays any anchor (the
    // parser itself counts them only while replaying: 2.9 GB allocated for these 1,079 bytes
    // before that count came first), so the work is linear in the input.
    let d = bounded(y.len(), || one(&y));
    // Line 10 is `G5`; its aliases start at column 54, five columns apart; the eighth breaks the
    // budget of merged keys.
    check(
        &d,
        &y,
        Rule::Budget,
        (10, 89),
        "*a4",
        "more than 10000 merge keys",
    );
    plain(&d);
}

#[test]
fn hostile_billion_laughs_classic_is_never_expanded() {
    // The classic pattern under keys the schema does not know: what the aliases expand to is
    // counted before any is replayed, and the file is refused at the first alias that takes it
    // past `Limits::max_nodes` (2,000,000): `*lol5` (1,111,111 nodes) in `lol6`, line 9.
    let mut y = String::from(
        "kind: ir\nversion: 1\nlol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n",
    );
    for i in 1..10 {
        let prev = vec![format!("*lol{}", i - 1); 10].join(", ");
        y += &format!("lol{i}: &lol{i} [{prev}]\n");
    }
    let d = bounded(y.len(), || one(&y));
    check(
        &d,
        &y,
        Rule::Budget,
        (9, 14),
        "*lol5",
        "more than 2000000 YAML nodes (mappings, sequences and scalars, aliases expanded)",
    );
    plain(&d);
}

#[test]
fn anchors_within_the_limits_still_report_every_unknown_key() {
    // Three levels of ten: 1,111 nodes expanded, well within the limits, so the loader reads on
    // past each unknown key and reports every one, each where it is.
    let mut y = String::from(
        "kind: ir\nversion: 1\nlol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n",
    );
    for i in 1..3 {
        let prev = vec![format!("*lol{}", i - 1); 10].join(", ");
        y += &format!("lol{i}: &lol{i} [{prev}]\n");
    }
    let e = bounded(y.len(), || fail(&y));
    assert_eq!(e.diagnostics.len(), 3, "{e}");
    for (i, d) in e.diagnostics.iter().enumerate() {
        let key = format!("lol{i}");
        check(
            d,
            &y,
            Rule::Shape,
            (3 + i as u32, 1),
            &key,
            &format!("unknown field `{key}`"),
        );
    }
}

#[test]
fn hostile_alias_flood() {
    // 10,001 uses of one alias, over the default budget of 10,000. Alias `k` starts at column
    // 4k + 11.
    let y = format!(
        "kind: ir\nversion: 1\nroots: [&a A{}]\n",
        ", *a".repeat(10_001)
    );
    let d = bounded(y.len(), || one(&y));
    check(
        &d,
        &y,
        Rule::Budget,
        (3, 40_015),
        "*a]",
        "more than 10000 aliases",
    );
    plain(&d);
}

#[test]
fn hostile_alias_amplification() {
    // One list of 10,000 flags replayed by 220 gates: 2.2 million nodes from 2 MB of text, over
    // the documented 2,000,000.
    let flags = vec!["x"; 10_000].join(", ");
    let mut y = format!(
        "kind: ir\nversion: 1\nclasses: [{{ name: C, doc: C. }}]\ngates:\n  - {{ name: G, doc: G., class: C, flags: &f [{flags}] }}\n"
    );
    for i in 0..220 {
        y += &format!("  - {{ name: G{i}, doc: G., class: C, flags: *f }}\n");
    }
    let d = bounded(y.len(), || one(&y));
    // Lines 6 on hold gates `G0` on: replaying the list for `G198` passes two million nodes.
    check(
        &d,
        &y,
        Rule::Budget,
        (204, 45),
        "*f }",
        "more than 2000000 YAML nodes",
    );
    plain(&d);
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
    check(
        &e.diagnostics[0],
        &y,
        Rule::Budget,
        (14, 43),
        "*f",
        "more than 10000 YAML nodes",
    );
    plain(&e.diagnostics[0]);
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

#[test]
fn names_that_yaml_1_1_reads_as_booleans_are_warned_about() {
    // `on`, `N` and `Yes` are text to YAML 1.2 and the loader, booleans to YAML 1.1 tools: each is
    // a located warning (the spec loads); a quoted one is not.
    let y = "kind: ir
version: 1
types:
  - { name: I32, doc: Word. }
flags:
  - { name: on, doc: Switched on. }
  - { name: \"off\", doc: Quoted. }
attributes:
  - { name: N, doc: A switch., kind: bool }
classes:
  - { name: Arith, doc: Arithmetic. }
gates:
  - { name: ADD, doc: Adds., class: Arith, flags: [on], attrs: { N: true } }
  - { name: Yes, doc: Agrees., class: Arith }
";
    let (loaded, warnings) = Loader::new().text("t.yaml", y).load_warned();
    assert!(loaded.is_ok(), "{:?}", loaded.err().map(|e| e.to_string()));
    let at: Vec<_> = warnings
        .diagnostics
        .iter()
        .map(|d| (d.loc.line, d.loc.column))
        .collect();
    assert_eq!(
        at,
        [(6, 13), (9, 13), (13, 52), (13, 66), (14, 13)],
        "{warnings}"
    );
    for d in &warnings.diagnostics {
        assert_eq!(d.severity, ir_spec::Severity::Warning);
        let word = text_at(y, d.loc.line, d.loc.column);
        let word = word.split([',', ' ', ']', ':']).next().unwrap_or_default();
        check(
            d,
            y,
            Rule::Yaml11Boolean,
            (d.loc.line, d.loc.column),
            word,
            "YAML 1.1",
        );
    }
    check(
        &warnings.diagnostics[0],
        y,
        Rule::Yaml11Boolean,
        (6, 13),
        "on",
        "`on` is read here as text, but YAML 1.1 tools and editors set to YAML 1.1 read it as the boolean `true`",
    );
    hint(
        &warnings.diagnostics[0],
        "quote it (`\"on\"`) so every tool reads a name",
    );
    let text = warnings.to_string();
    assert!(text.starts_with("warning[W001]: `on` is read"), "{text}");
    assert!(text.ends_with("5 warnings in the spec"), "{text}");
    assert_eq!(
        warnings.lines()[1],
        "t.yaml:9:13: warning[W001]: `N` is read here as text, but YAML 1.1 tools and editors set \
         to YAML 1.1 read it as the boolean `false` (help: quote it (`\"N\"`) so every tool reads a name)"
    );
    // `load` gives the same spec without them; a spec that does not load has only its errors.
    assert!(Loader::new().text("t.yaml", y).load().is_ok());
    let (broken, none) = Loader::new()
        .text("t.yaml", format!("{y}bogus: 1\n"))
        .load_warned();
    assert!(broken.is_err());
    assert!(none.is_empty());
}
