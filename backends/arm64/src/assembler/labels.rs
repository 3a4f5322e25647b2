//! The labels of a program: named ones (case-sensitive, defined once) and numeric local ones
//! (`1:`, defined any number of times, named by `1b` for the closest definition at or before a
//! statement and `1f` for the closest after it).

use std::collections::HashMap;

use super::expr::Symbol;

/// Every label's address.
#[derive(Debug, Default)]
pub(super) struct Labels<'a> {
    named: HashMap<&'a str, u64>,
    /// Numeric labels: for each number, the (statement index, address) of each definition, in
    /// order.
    local: HashMap<&'a str, Vec<(usize, u64)>>,
}

impl<'a> Labels<'a> {
    /// Defines `name` at `address` in statement `statement`; false when a named label is
    /// defined twice.
    pub fn define(&mut self, name: &'a str, statement: usize, address: u64) -> bool {
        if name.bytes().all(|b| b.is_ascii_digit()) {
            self.local
                .entry(name)
                .or_default()
                .push((statement, address));
            true
        } else {
            match self.named.entry(name) {
                std::collections::hash_map::Entry::Occupied(_) => false,
                std::collections::hash_map::Entry::Vacant(v) => {
                    v.insert(address);
                    true
                }
            }
        }
    }

    /// Whether `name` is a named label.
    pub fn is_defined(&self, name: &str) -> bool {
        self.named.contains_key(name)
    }

    /// The address `symbol` names from statement `statement` at address `here`.
    pub fn resolve(&self, symbol: Symbol<'_>, statement: usize, here: u64) -> Result<i64, String> {
        match symbol {
            Symbol::Here => Ok(here as i64),
            Symbol::Label(name) => self.named.get(name).map(|&a| a as i64).ok_or_else(|| {
                format!("no line defines a label `{}:`", super::error::cut(name, 60))
            }),
            Symbol::Local(number, forward) => {
                let defs = self.local.get(number).map_or(&[][..], Vec::as_slice);
                let after = defs.partition_point(|&(s, _)| s <= statement);
                let found = if forward {
                    defs.get(after)
                } else {
                    after.checked_sub(1).and_then(|k| defs.get(k))
                };
                found.map(|&(_, a)| a as i64).ok_or_else(|| {
                    format!(
                        "no local label `{number}:` {} this statement",
                        if forward { "after" } else { "at or before" }
                    )
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_labels_name_the_closest_definition() {
        let mut l = Labels::default();
        assert!(l.define("1", 0, 0));
        assert!(l.define("1", 2, 8));
        assert!(l.define("a", 1, 4));
        assert!(!l.define("a", 3, 12));
        assert!(l.is_defined("a") && !l.is_defined("A"));
        assert_eq!(l.resolve(Symbol::Local("1", false), 2, 8), Ok(8));
        assert_eq!(l.resolve(Symbol::Local("1", false), 1, 4), Ok(0));
        assert_eq!(l.resolve(Symbol::Local("1", true), 0, 0), Ok(8));
        assert_eq!(
            l.resolve(Symbol::Local("1", true), 2, 8),
            Err("no local label `1:` after this statement".to_owned())
        );
        assert_eq!(l.resolve(Symbol::Here, 5, 20), Ok(20));
        assert_eq!(l.resolve(Symbol::Label("a"), 5, 20), Ok(4));
        assert_eq!(
            l.resolve(Symbol::Label("b"), 5, 20),
            Err("no line defines a label `b:`".to_owned())
        );
    }
}
