//! No test asserts elapsed time: a busy machine stretches every duration, and a test must pass
//! there too. Tests bound work (operations, bytes allocated, steps) and leave speed to the
//! benchmarks. This reads every Rust file of the workspace's crates (their `src`, `tests`,
//! `benches` and `examples`) and fails on an assertion whose condition reads a clock.

use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// The Rust files under `dir`, skipping build output, generated expansions and scratch crates.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !matches!(name.as_ref(), "target" | "generated" | "scratch" | ".git") {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// The clocks an assertion must not read.
const CLOCKS: [&str; 4] = [".elapsed()", "Instant::", "SystemTime::", "took"];

/// Each `assert` macro's condition in `source` (its arguments up to the first comma outside
/// brackets, so the message may still print a duration), with its line.
fn assertions(source: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(k) = source[from..].find("assert") {
        let at = from + k;
        let rest = &source[at..];
        let Some(open) = rest
            .find('(')
            .filter(|&o| o < 20 && rest[..o].ends_with('!'))
        else {
            from = at + 6;
            continue;
        };
        let mut depth = 0usize;
        let mut end = rest.len();
        for (i, c) in rest[open..].char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        end = open + i;
                        break;
                    }
                }
                ',' if depth == 1 => {
                    end = open + i;
                    break;
                }
                _ => {}
            }
        }
        let line = source[..at].matches('\n').count() + 1;
        out.push((line, rest[open + 1..end].to_owned()));
        from = at + end.max(6);
    }
    out
}

#[test]
fn no_assertion_reads_a_clock() {
    let root = workspace();
    let mut files = Vec::new();
    for krate in [
        "ir-spec",
        "ir-core",
        "ir-runtime",
        "ir-macros",
        "cfg",
        "compile",
        "cli",
        "tests",
        "backends",
    ] {
        rust_files(&root.join(krate), &mut files);
    }
    assert!(files.len() > 100, "only {} Rust files found", files.len());
    let this = Path::new(file!()).file_name().expect("a name");
    let mut found = Vec::new();
    for path in &files {
        if path.file_name() == Some(this) {
            continue;
        }
        let source = std::fs::read_to_string(path).expect("a Rust file");
        for (line, text) in assertions(&source) {
            if CLOCKS.iter().any(|c| text.contains(c)) {
                found.push(format!("{}:{line}: {text}", path.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "assertions on elapsed time (bound work instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_finds_a_timed_assertion() {
    let source = "fn f() {\n    let took = start.elapsed();\n    assert!(took < QUICK, \"took {took:?}\");\n    assert_eq!(a, b);\n    assert!(ok, \"killed after {:?}\", run.took);\n    assert!(\n        start.elapsed() < limit\n    );\n}\n";
    let found: Vec<usize> = assertions(source)
        .into_iter()
        .filter(|(_, t)| CLOCKS.iter().any(|c| t.contains(c)))
        .map(|(l, _)| l)
        .collect();
    assert_eq!(found, [3, 6]);
}
