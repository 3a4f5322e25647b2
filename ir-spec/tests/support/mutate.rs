//! A seeded mutator of YAML text for fuzzing the spec loader: deletes, duplicates, swaps and
//! splices lines and bytes, and inserts YAML punctuation, anchors, aliases and schema keywords.
//! Deterministic: the same seed gives the same mutant.

pub use opforge_rng::Rng;

const TOKENS: &[&str] = &[
    ":",
    "- ",
    "[",
    "]",
    "{",
    "}",
    ",",
    "|",
    "&a ",
    "*a",
    "<<: *a",
    "!!str ",
    "\n",
    "  ",
    "    ",
    "'",
    "\"",
    "#",
    "bitfield",
    "repeat: bitfield",
    "repeat: any",
    "count",
    "enum",
    "bits",
    "many",
    "one",
    "from: ",
    "type: ",
    "FLEX",
    "ANYVALUE",
    "MERGE | LOOP_BEGIN",
    "class: ",
    "parent: ",
    "doc: ",
    "name: ",
    "version: 2",
    "0b1111",
    "-1",
    "18446744073709551616",
    "null",
    "~",
    "true",
    "\t",
    "%YAML 1.2\n---\n",
    "---\n",
    "...\n",
    "?",
    "\u{0}",
    "é",
    "Self",
    "fn",
    "_",
    "1abc",
];

/// Applies between one and four random edits to `text`.
pub fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    for _ in 0..=rng.below(4) {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let i = rng.below(lines.len());
        match rng.below(8) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 => {
                let j = rng.below(lines.len());
                lines.swap(i, j);
            }
            3 | 4 => {
                let line = &mut lines[i];
                let at = char_boundary(line, rng.below(line.len() + 1));
                line.insert_str(at, TOKENS[rng.below(TOKENS.len())]);
            }
            5 => {
                let line = &mut lines[i];
                let a = char_boundary(line, rng.below(line.len() + 1));
                let b = char_boundary(line, a + rng.below(8));
                line.replace_range(a..b.max(a), "");
            }
            6 => {
                let j = rng.below(lines.len());
                let donor = lines[j].clone();
                let line = &mut lines[i];
                let at = char_boundary(line, rng.below(line.len() + 1));
                line.insert_str(at, &donor);
            }
            _ => {
                let line = &mut lines[i];
                let indent = rng.below(3);
                *line = format!("{}{}", " ".repeat(indent), line.trim_start());
            }
        }
    }
    lines.join("\n")
}

fn char_boundary(s: &str, mut at: usize) -> usize {
    at = at.min(s.len());
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    at
}
