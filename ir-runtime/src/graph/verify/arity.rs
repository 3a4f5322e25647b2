//! How many inputs of one wire kind a row admits: owns [`Arity`] (the legal count range at a
//! gate, from the row's entries and the bitfield) and [`entry_for`] (the entry an input falls
//! under when one entry repeats), which the verifier, the text format and the Circuit IR's
//! passes share, and [`wire_of`] and [`depend_wire_of`] (the table's wire kind an input of a
//! behaviour's group belongs to, and its position among that kind's inputs).

use crate::{DependCount, DependInfo, InputInfo, OpcodeEnum, Repeat};

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
    entries.get(entry_index(entries, i, n))
}

/// The index of the entry input `i` of `n` falls under (see [`entry_for`]); out of range when
/// none does.
fn entry_index<Op: OpcodeEnum>(entries: &[InputInfo<Op>], i: usize, n: usize) -> usize {
    let Some(v) = entries.iter().position(|e| e.repeat != Repeat::Once) else {
        return i;
    };
    let after = entries.len() - v - 1;
    if i < v {
        i
    } else if n >= v + after && i + after >= n {
        entries.len() - (n - i)
    } else {
        v
    }
}

/// The first of `n` inputs that falls under entry `j` (the inverse of [`entry_index`]).
fn first_input<Op: OpcodeEnum>(entries: &[InputInfo<Op>], j: usize, n: usize) -> usize {
    match entries.iter().position(|e| e.repeat != Repeat::Once) {
        Some(v) if j > v => n.saturating_sub(entries.len() - j),
        _ => j,
    }
}

/// The table's wire kind of input `i` of a group of `n` inputs whose row entries are `entries`
/// (the inputs of every kind of one behaviour, kind after kind), and the input's position among
/// that kind's inputs; `None` for an input no entry takes.
pub fn wire_of<Op: OpcodeEnum>(
    entries: &[InputInfo<Op>],
    i: usize,
    n: usize,
) -> Option<(&'static str, usize)> {
    let wire = entries.get(entry_index(entries, i, n))?.wire;
    let first = entries.iter().position(|e| e.wire == wire)?;
    Some((wire, i.saturating_sub(first_input(entries, first, n))))
}

/// The table's wire kind of dependency input `i` at an opcode whose dependency inputs are
/// `kinds`, and the input's position among that kind's inputs; inputs beyond the counts fall to
/// the last kind. `None` when the opcode takes no dependency.
pub fn depend_wire_of(kinds: &[DependInfo], i: usize) -> Option<(&'static str, usize)> {
    let mut start = 0usize;
    for (k, d) in kinds.iter().enumerate() {
        match d.count {
            DependCount::Fixed(n) if i >= start + usize::from(n) && k + 1 < kinds.len() => {
                start += usize::from(n);
            }
            _ => return Some((d.wire, i - start)),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dependency_input_falls_to_its_kind_by_the_counts() {
        let kinds = [
            DependInfo {
                wire: "order",
                count: DependCount::Fixed(1),
            },
            DependInfo {
                wire: "io",
                count: DependCount::Fixed(2),
            },
        ];
        assert_eq!(depend_wire_of(&kinds, 0), Some(("order", 0)));
        assert_eq!(depend_wire_of(&kinds, 1), Some(("io", 0)));
        assert_eq!(depend_wire_of(&kinds, 2), Some(("io", 1)));
        // An input beyond the counts falls to the last kind.
        assert_eq!(depend_wire_of(&kinds, 3), Some(("io", 2)));
        let any = [DependInfo {
            wire: "io",
            count: DependCount::Any,
        }];
        assert_eq!(depend_wire_of(&any, 5), Some(("io", 5)));
        assert_eq!(depend_wire_of(&[], 0), None);
    }
}
