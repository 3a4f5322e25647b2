//! How many inputs of one wire kind a row admits: owns [`Arity`] (the legal count range at a
//! gate, from the row's entries and the bitfield) and [`entry_for`] (the entry an input falls
//! under when one entry repeats), which the verifier, the text format and the Circuit IR's
//! passes share.

use crate::{InputInfo, OpcodeEnum, Repeat};

/// The legal range of input counts of one wire kind, from its row entries and the bitfield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arity {
    /// The fewest inputs.
    pub min: usize,
    /// The most inputs (`None`: no limit).
    pub max: Option<usize>,
}

impl Arity {
    /// The range `entries` allow at a gate whose bitfield is `bitfield`.
    pub fn of<Op: OpcodeEnum>(entries: &[InputInfo<Op>], bitfield: u64) -> Arity {
        let mut min = 0usize;
        let mut max = Some(0usize);
        for e in entries {
            match (e.repeat, e.optional) {
                (Repeat::Once, false) => {
                    min += 1;
                    max = max.map(|m| m + 1);
                }
                (Repeat::Once, true) => max = max.map(|m| m + 1),
                (Repeat::Bitfield, _) => {
                    let n = usize::try_from(bitfield).unwrap_or(usize::MAX);
                    min = min.saturating_add(n);
                    max = max.map(|m| m.saturating_add(n));
                }
                (Repeat::Any, _) => max = None,
            }
        }
        Arity { min, max }
    }

    /// Whether `n` inputs are in range.
    pub fn accepts(self, n: usize) -> bool {
        n >= self.min && self.max.is_none_or(|m| n <= m)
    }

    /// The range as a finding writes it: `2`, `1..=3`, `at least 1`.
    pub fn text(self) -> String {
        match self.max {
            Some(m) if m == self.min => format!("{m}"),
            Some(m) => format!("{}..={m}", self.min),
            None => format!("at least {}", self.min),
        }
    }
}

/// The row entry that input `i` of `n` inputs of a wire kind falls under: entries before the
/// variadic one map in order, entries after it take the last inputs, the variadic one the rest.
pub fn entry_for<Op: OpcodeEnum>(
    entries: &[InputInfo<Op>],
    i: usize,
    n: usize,
) -> Option<&InputInfo<Op>> {
    let Some(v) = entries.iter().position(|e| e.repeat != Repeat::Once) else {
        return entries.get(i);
    };
    let after = entries.len() - v - 1;
    if i < v {
        entries.get(i)
    } else if n >= v + after && i + after >= n {
        entries.get(entries.len() - (n - i))
    } else {
        entries.get(v)
    }
}
