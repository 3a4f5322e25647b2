//! `docs/your-ir-to-a64.md` stays true: every `yaml`, `toml` and `text` excerpt of it (but the
//! shell transcripts, which start with `$`) appears verbatim in this crate's files (its table,
//! manifest, build script and library, and its second table), which the workspace compiles and tests; its `rust`
//! example runs as the crate's doctest.

fn crate_file(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_code_block_of_the_quickstart_is_in_the_example_crate() {
    let doc = crate_file("../../docs/your-ir-to-a64.md");
    let sources = [
        crate_file("spec/lower-tiny-arm64.yaml"),
        crate_file("spec/lower-tiny-riscv64.yaml"),
        crate_file("Cargo.toml"),
        crate_file("build.rs"),
        crate_file("src/lib.rs"),
    ]
    .join("\n");
    let mut blocks = 0;
    let mut rest = doc.as_str();
    while let Some(start) = rest.find("```") {
        let after = &rest[start + 3..];
        let (lang, body) = after.split_once('\n').unwrap_or((after, ""));
        let end = body.find("```").expect("a closed block");
        let excerpt =
            matches!(lang, "yaml" | "toml") || (lang == "text" && !body[..end].starts_with('$'));
        if excerpt {
            blocks += 1;
            assert!(
                sources.contains(&body[..end]),
                "this `{lang}` block of the quickstart is not in examples/tiny-a64:\n{}",
                &body[..end]
            );
        }
        rest = &body[end + 3..];
    }
    assert!(blocks >= 7, "the quickstart has {blocks} checked blocks");
}
