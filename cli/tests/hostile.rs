//! The `opforge` command on hostile and broken input: each command ends quickly, with a bounded
//! output and a located error, whatever the size or the shape of its input.

#[path = "support/run.rs"]
mod run;

use std::time::Duration;

use run::{no_panic, opforge_within, scratch};

/// How long one hostile input may take, generous enough for an unoptimized build.
const DEADLINE: Duration = Duration::from_secs(20);

/// A spec whose classes form one chain `depth` deep, with one gate in the deepest class.
fn deep_class_tree(depth: usize) -> String {
    let mut y = String::from("kind: ir\nversion: 1\nclasses:\n  - { name: C0, doc: C. }\n");
    for i in 1..depth {
        y += &format!("  - {{ name: C{i}, doc: C., parent: C{} }}\n", i - 1);
    }
    y += &format!(
        "gates:\n  - {{ name: G, doc: G., class: C{} }}\n",
        depth - 1
    );
    y
}

#[test]
fn a_deep_class_tree_is_refused_quickly_by_check_doc_and_expand() {
    let path = scratch("deep.yaml", deep_class_tree(20_000).as_bytes());
    let file = path.to_str().expect("utf-8 path");
    for command in ["check", "doc", "expand"] {
        let run = opforge_within(&[command, file], b"", DEADLINE);
        no_panic(&run, command);
        assert_eq!(run.code, Some(1), "{command}: {}", run.stderr);
        assert_eq!(
            run.stdout_len, 0,
            "{command} printed {} bytes",
            run.stdout_len
        );
        assert!(run.stderr_len < 4096, "{command}: {}", run.stderr);
        assert!(
            run.stderr.contains("error[E037]"),
            "{command}: {}",
            run.stderr
        );
        assert!(
            run.stderr.contains(&format!("{file}:68:")),
            "{command}: {}",
            run.stderr
        );
        assert!(
            run.stderr.ends_with("1 error in the spec\n"),
            "{}",
            run.stderr
        );
    }
    std::fs::remove_file(path).ok();
}

#[test]
fn the_reference_of_the_deepest_class_tree_stays_small() {
    // 64 levels load; each gate's line names its nearest classes only.
    let path = scratch("deep64.yaml", deep_class_tree(64).as_bytes());
    let run = opforge_within(&["doc", path.to_str().expect("utf-8 path")], b"", DEADLINE);
    no_panic(&run, "doc");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout_len < 64 << 10, "{} bytes", run.stdout_len);
    assert!(
        run.stdout
            .contains("Class `… > C56 > C57 > C58 > C59 > C60 > C61 > C62 > C63`"),
        "{}",
        run.stdout
    );
    std::fs::remove_file(path).ok();
}

#[test]
fn an_asm_error_on_a_long_line_quotes_it_once_and_short() {
    // Lines of a million characters: each error names its line and quotes a few hundred
    // characters around the column, once.
    let input = format!(
        "add x0, x1, {}\naddq x0, x1, x2 {}\nnop\n",
        "q".repeat(1_000_000),
        "z".repeat(1_000_000)
    );
    let run = opforge_within(&["asm"], input.as_bytes(), DEADLINE);
    no_panic(&run, "asm");
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(run.stdout, "d503201f\tnop\n");
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.stderr);
    assert!(
        lines[0].starts_with("line 1: add x0, x1, qqq"),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].contains("q…: column 13: operand `qqq"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("line 2: addq x0, x1, x2 zzz"),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].ends_with("z…: column 1: unknown mnemonic `addq`; did you mean `add`?"),
        "{}",
        lines[1]
    );
    assert!(
        lines.iter().all(|l| l.chars().count() < 600),
        "{}",
        run.stderr
    );
}

#[test]
fn disasm_takes_exactly_8_hex_digits() {
    let run = opforge_within(
        &["disasm"],
        b"+b020020 8b020020\n0x8b020020 0x+b02002 -b020020\n",
        DEADLINE,
    );
    no_panic(&run, "disasm");
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(run.stdout, "add x0, x1, x2\nadd x0, x1, x2\n");
    assert_eq!(
        run.stderr,
        "line 1: `+b020020` is not a word of 8 hex digits\n\
         line 2: `0x+b02002` is not a word of 8 hex digits\n\
         line 2: `-b020020` is not a word of 8 hex digits\n"
    );
}

#[test]
fn check_of_an_endless_file_ends_with_the_size_error() {
    // `/dev/zero` never ends: reading stops one byte past the size limit.
    let run = opforge_within(&["check", "/dev/zero"], b"", DEADLINE);
    no_panic(&run, "check /dev/zero");
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr
            .starts_with("error[E002]: the file has more than 16777216 bytes"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("--> /dev/zero\n"), "{}", run.stderr);
    // The work is bounded by the size limit (the message says where reading stopped); a hang is
    // caught by the deadline the run is given, and speed is not a test's business.
}
