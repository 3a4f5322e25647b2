//! The runtime crates name no target: the code (not the comments, which may give a target as an
//! example) of `opforge-machine`, `opforge-ir` and `opforge-cfg` uses no target crate
//! (`opforge_arm64*`, `opforge_riscv64`) and no target's module or function (`a64::`, `rv64::`,
//! A64's immediate codecs such as `decode_fp8`). What is one machine's lives in that machine's
//! folder under `backends/`. The same holds of `opforge-compile`'s target-neutral back end
//! (`compile/src/backend/`) outside its unit tests, which run it on each target: a target's
//! entry points, frame and harness live in `compile/src/a64/` and `compile/src/rv64/`.

use std::path::Path;

use opforge_tests::sources;

/// What only a target's code would name.
const TARGET_NAMES: &[&str] = &[
    "opforge_arm64",
    "opforge_arm64_imm",
    "opforge_arm64_codec",
    "opforge_riscv64",
    "a64::",
    "rv64::",
    "decode_fp8",
    "encode_fp8",
    "decode_bitmask",
    "encode_bitmask",
    "decode_wide",
    "encode_wide",
    "movz_alias",
];

/// The target names the code of `text` uses, with their line numbers: lines that are not
/// comments, cut at a trailing `//` comment.
fn named_targets(text: &str) -> Vec<(usize, &'static str)> {
    let mut found = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let code = code.split("//").next().unwrap_or("");
        for &name in TARGET_NAMES {
            if code.contains(name) {
                found.push((k + 1, name));
            }
        }
    }
    found
}

/// `text` up to its unit tests (a `#[cfg(test)]` module at the end of the file), which may run
/// the code on each target.
fn without_unit_tests(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or(text, |at| &text[..at])
}

#[test]
fn unit_tests_are_left_out() {
    let text =
        "use crate::code;\n#[cfg(test)]\nmod tests {\n    use crate::rv64::target::Rv64;\n}\n";
    assert!(named_targets(without_unit_tests(text)).is_empty());
    assert_eq!(named_targets(text), vec![(4, "rv64::")]);
}

#[test]
fn the_checker_sees_a_target_in_code_and_not_in_comments() {
    assert_eq!(
        named_targets("//! like A64's a64::decode_fp8\nlet v = a64::decode_fp8(raw); // 1.0\n"),
        vec![(2, "a64::"), (2, "decode_fp8")]
    );
    assert!(named_targets("/// `opforge_arm64` for example\nfn f() {}\n").is_empty());
}

#[test]
fn the_runtime_crates_name_no_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace");
    let mut scanned = 0;
    for krate in [
        "backends/machine/src",
        "ir-runtime/src",
        "cfg/src",
        "compile/src/backend",
    ] {
        for path in sources(&root.join(krate)) {
            let text = std::fs::read_to_string(&path).expect("a source file");
            let text = without_unit_tests(&text);
            scanned += 1;
            let found = named_targets(text);
            assert!(
                found.is_empty(),
                "{} names a target at (line, name) {found:?}",
                path.display()
            );
        }
    }
    assert!(scanned >= 30, "scanned {scanned} files");
}
