//! Every Rust example of the docs compiles: each ```` ```rust ```` block of `README.md` and of
//! `docs/*.md` is in a file some crate includes as documentation (`#[doc = include_str!(...)]`,
//! usually under `#[cfg(doctest)]`), so `cargo test` compiles it (and runs it unless it says `no_run`); none is
//! marked `ignore`, which would leave it uncompiled.

use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// The Markdown files whose examples must compile: the README and every page of `docs/`.
fn pages() -> Vec<PathBuf> {
    let root = workspace();
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The info strings of the Rust code blocks of `text` (`rust`, `rust,no_run`), with their lines.
fn rust_blocks(text: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut open = false;
    for (i, line) in text.lines().enumerate() {
        let Some(info) = line.trim_start().strip_prefix("```") else {
            continue;
        };
        if !open && info.trim().starts_with("rust") {
            blocks.push((i + 1, info.trim().to_owned()));
        }
        open = !open;
    }
    blocks
}

/// The text of every crate root of the workspace that includes a Markdown file as documentation
/// (`#[doc = include_str!(...)]`), whose examples rustdoc then compiles as doctests.
fn doctest_includes() -> String {
    let root = workspace();
    let mut sources = String::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                if !matches!(name.as_str(), "target" | "generated" | ".git" | "docs") {
                    dirs.push(path);
                }
            } else if name == "lib.rs" {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                if text.contains("#[doc = include_str!(") {
                    sources.push_str(&text);
                }
            }
        }
    }
    sources
}

#[test]
fn every_rust_example_of_the_docs_is_compiled() {
    let includes = doctest_includes();
    let mut problems = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a page");
        let blocks = rust_blocks(&text);
        if blocks.is_empty() {
            continue;
        }
        let name = page
            .strip_prefix(workspace())
            .expect("in the workspace")
            .to_string_lossy()
            .into_owned();
        // `include_str!("../../README.md")`, `include_str!("../../../docs/cfg.md")`.
        let included = includes.match_indices("include_str!(\"").any(|(i, _)| {
            includes[i..]
                .split('"')
                .nth(1)
                .is_some_and(|p| p.ends_with(&name))
        });
        if !included {
            problems.push(format!(
                "{name}: its Rust examples are compiled by no crate's doctests"
            ));
        }
        for (line, info) in blocks {
            if info.split(',').any(|a| a.trim() == "ignore") {
                problems.push(format!("{name}:{line}: ```{info} is never compiled"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
