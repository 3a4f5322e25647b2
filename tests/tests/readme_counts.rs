//! The README's counts of the shipped tables agree with the generated references (which the
//! freshness test keeps true to the tables): the A64 LIR's instructions, and the A64 and RV64
//! machines' forms and aliases. A table that grows without its README line fails here, naming
//! both numbers.

use std::path::Path;

/// The text of the workspace file at `rel`.
fn read(rel: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace");
    std::fs::read_to_string(root.join(rel)).unwrap_or_else(|e| panic!("cannot read {rel}: {e}"))
}

/// The number written just before `words` in `text`, after `after` (the first place it follows
/// `after`): `number_before("... 90 instructions in", "instructions", "")` is 90.
fn number_before(text: &str, words: &str, after: &str) -> Option<u64> {
    let from = text.find(after)? + after.len();
    let at = from + text[from..].find(words)?;
    let digits: String = text[..at]
        .trim_end()
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().ok()
}

#[test]
fn numbers_are_read_before_their_words() {
    let text = "x: 5,000 opcodes; `a.md`: 781 A64 forms and 296 aliases";
    assert_eq!(number_before(text, "opcodes", ""), Some(5000));
    assert_eq!(number_before(text, "A64 forms", "`a.md`"), Some(781));
    assert_eq!(number_before(text, "aliases", "`a.md`"), Some(296));
    assert_eq!(number_before(text, "rules", ""), None);
}

#[test]
fn the_readme_counts_what_the_references_count() {
    let readme = read("README.md");
    // What is counted; the README's words after its number and the text before them; the
    // reference and its words after its number.
    let rows = [
        (
            "the A64 LIR's instructions",
            "instructions",
            "(docs/lir-arm64.md)",
            "docs/lir-arm64.md",
            "instructions in",
        ),
        (
            "A64's forms",
            "A64 forms",
            "`opforge-arm64`:",
            "docs/arm64.md",
            "encodings and",
        ),
        (
            "A64's aliases",
            "aliases",
            "A64 forms and",
            "docs/arm64.md",
            "aliases.",
        ),
        (
            "RV64's forms",
            "forms (",
            "the fences):",
            "docs/riscv64.md",
            "encodings and",
        ),
        (
            "RV64's aliases",
            "aliases (",
            "46 of 16) and",
            "docs/riscv64.md",
            "aliases.",
        ),
    ];
    let checks = rows.map(|(what, words, after, doc, doc_words)| {
        let said = number_before(&readme, words, after);
        (what, said, number_before(&read(doc), doc_words, ""))
    });
    for (what, said, counted) in checks {
        assert!(counted.is_some(), "the reference no longer counts {what}");
        assert_eq!(
            said, counted,
            "the README says {said:?} of {what}; the generated reference counts {counted:?}"
        );
    }
}
