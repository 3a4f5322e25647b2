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
