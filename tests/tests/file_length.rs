//! No hand-written Rust file of the workspace is over 800 lines: a longer file holds more than
//! one idea, and is split along its own seams (a file per concept). Generated files are left
//! out: the committed expansions under `docs/generated/`, and any file whose first line says it
//! is generated ("generated from ...; do not edit"). Build output (`target*`) and hidden folders
//! are not the workspace's sources.

use std::path::Path;

use opforge_tests::sources;

/// The most lines a hand-written file may have.
const MOST: usize = 800;

/// Whether the file with this text is generated (its header says so).
fn generated(text: &str) -> bool {
    text.lines()
        .next()
        .is_some_and(|l| l.contains("generated from") && l.contains("do not edit"))
}

/// The top-level folders of `root` that hold the workspace's sources.
fn source_folders(root: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let entries = std::fs::read_dir(root).expect("the workspace folder");
    for entry in entries {
        let path = entry.expect("an entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() && !name.starts_with('.') && !name.starts_with("target") {
            out.push(path);
        }
    }
    out.sort();
    out
}

#[test]
fn the_header_marks_a_generated_file() {
    assert!(generated(
        "// generated from spec/arm64.yaml by opforge; do not edit\nfn f() {}\n"
    ));
    assert!(!generated(
        "//! The code buffer.\n// generated from nothing\n"
    ));
}

#[test]
fn no_hand_written_file_is_over_800_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace");
    let mut read = 0;
    let mut long = Vec::new();
    for folder in source_folders(root) {
        for path in sources(&folder) {
            let rel = path.strip_prefix(root).unwrap_or(&path).to_path_buf();
            let rel = rel.to_string_lossy().replace('\\', "/");
            if rel.starts_with("docs/generated/") || rel.split('/').any(|p| p == "target") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            if generated(&text) {
                continue;
            }
            read += 1;
            let lines = text.lines().count();
            if lines > MOST {
                long.push((rel, lines));
            }
        }
    }
    assert!(read >= 500, "read only {read} files");
    assert!(
        long.is_empty(),
        "over {MOST} lines (split each along its own seams): {long:?}"
    );
}
