//! "Did you mean": the edit distance between two names and the closest of a list to a name
//! written wrong, the one definition behind every hint of the generator's diagnostics and the
//! runtimes' parse errors.

/// Levenshtein distance between two strings, in characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The closest of `names` to `word`, at most one edit in three characters away (ties to the
/// shorter name, then the first).
pub fn closest<'a>(word: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (word.chars().count() / 3).max(1);
    names
        .into_iter()
        .map(|n| (edit_distance(word, n), n.len(), n))
        .filter(|(d, _, _)| *d <= limit)
        .min_by_key(|(d, len, _)| (*d, *len))
        .map(|(_, _, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_count_characters() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("größe", "grösse"), 2);
    }

    #[test]
    fn the_closest_name_is_near_enough_and_shortest() {
        let names = ["iadd", "isub", "iadd_imm", "fadd"];
        assert_eq!(closest("iad", names), Some("iadd"));
        assert_eq!(closest("fadd", names), Some("fadd"));
        assert_eq!(closest("branch", names), None);
        assert_eq!(closest("x", ["y", "z"]), Some("y"));
    }
}
