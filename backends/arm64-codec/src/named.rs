//! The Rust of an operand written by name, as LLVM spells it (`NZCV`, `DAIFSet`): a table of
//! (raw bits, name) pairs, printed as written and read in any case (the parser lower-cases its
//! line). The generated code holds the table as two `match`es, so it calls nothing at run time.

use std::fmt::Write as _;

/// The body of `Display::fmt` over `self.0`: the name of each raw value of `names`, and
/// `otherwise` (an arm's expression over `r`, the raw bits as `u32`) for the rest.
pub(crate) fn display(names: &[(u16, &str)], otherwise: &str) -> String {
    let mut s = String::from("match self.0 as u32 {\n");
    for (raw, name) in names {
        let _ = writeln!(s, "    {raw:#06x} => f.write_str({name:?}),");
    }
    let _ = write!(s, "    r => {otherwise},\n}}");
    s
}

/// Statements reading a name of `names` from the cursor `c` into `v: u64`; a word that is none
/// of them goes to `otherwise` (an expression over `w`, the word, of type `Option<u64>`), and
/// fails with `what` in the message when that gives `None`.
pub(crate) fn parse(names: &[(u16, &str)], otherwise: &str, what: &str) -> String {
    let mut s = String::from("let w = c.word();\nlet v: u64 = match w {\n");
    for (raw, name) in names {
        let _ = writeln!(s, "    {:?} => {raw:#06x},", name.to_ascii_lowercase());
    }
    let _ = write!(
        s,
        "    _ => match {otherwise} {{ Some(v) => v, None => return Err(c.why(|| format!(\"`{{w}}` is not {what}\"))) }},\n}};"
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_matches_hold_every_name() {
        let names = [(0x1e, "DAIFSet"), (5, "SPSel")];
        let d = display(&names, "write!(f, \"#{r}\")");
        assert!(d.contains("0x001e => f.write_str(\"DAIFSet\"),"), "{d}");
        assert!(d.ends_with("r => write!(f, \"#{r}\"),\n}"), "{d}");
        let p = parse(&names, "None", "a PSTATE field");
        assert!(p.contains("\"daifset\" => 0x001e,"), "{p}");
        assert!(p.contains("is not a PSTATE field"), "{p}");
    }
}
