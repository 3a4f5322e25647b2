//! Generated identifiers, for every kind: owns a Rust namespace of the generated code as a
//! [`Scope`] (the fixed names the generated code defines or uses there, and one [`Entry`] per
//! identifier derived from a spec name) and its check: an entry equal to a fixed name breaks
//! `E012`, two entries from different names that meet break `E013`, naming both sources. Each
//! kind lists its own scopes: `validate::generated` for IR tables, `cfg::names` for
//! block-structured ones (a lowering table's one namespace, `Custom`'s methods, is checked
//! against `Driver`'s in `lower::names`; a machine table's in `isa::validate::names`).

use std::collections::{HashMap, HashSet};

use crate::front::context::Cx;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::Loc;

/// One generated identifier and the spec name it comes from.
pub(crate) struct Entry {
    pub ident: String,
    /// `gate `ADD``, for messages.
    pub source: String,
    pub name: String,
    pub loc: Loc,
    /// Clashes with entries of the same group are reported by an older rule.
    pub group: &'static str,
}

/// One Rust namespace of the generated code.
pub(crate) struct Scope<'a> {
    /// `an item of `Opcode``, for messages.
    pub what: &'a str,
    pub fixed: Vec<&'a str>,
    pub entries: Vec<Entry>,
    /// Groups whose clashes among themselves, and fixed names, are reported elsewhere.
    pub owned: &'a [(&'static str, &'static str)],
}

impl<'a> Scope<'a> {
    pub fn new(what: &'a str, fixed: &[&'a str]) -> Self {
        Scope {
            what,
            fixed: fixed.to_vec(),
            entries: Vec::new(),
            owned: &[],
        }
    }

    /// Adds spec name `name` (a `what`, such as `bitfield enum`) as `convert` turns it, in
    /// `group`.
    pub fn add_name(
        &mut self,
        group: &'static str,
        what: &str,
        name: &str,
        loc: Loc,
        convert: impl Fn(&str) -> String,
    ) {
        self.add(group, src(what, name), name, loc, convert(name));
    }

    pub fn add(
        &mut self,
        group: &'static str,
        source: String,
        name: &str,
        loc: Loc,
        ident: String,
    ) {
        self.entries.push(Entry {
            ident,
            source,
            name: name.to_owned(),
            loc,
            group,
        });
    }

    fn owned(&self, a: &str, b: &str) -> bool {
        self.owned
            .iter()
            .any(|&(x, y)| (x == a && y == b) || (x == b && y == a))
    }

    pub fn check(self, cx: &mut Cx<'_>, reported: &mut HashSet<Loc>) {
        let mut seen: HashMap<&str, &Entry> = HashMap::new();
        for e in &self.entries {
            if !naming::is_identifier(&e.name) || reported.contains(&e.loc) {
                continue;
            }
            if self.fixed.contains(&e.ident.as_str()) {
                if !self.owned(e.group, "fixed") {
                    reported.insert(e.loc);
                    cx.push(
                        Diagnostic::new(
                            Rule::ReservedName,
                            e.loc,
                            format!(
                                "{} becomes `{}`, {}, which the generated code defines or uses itself",
                                e.source, e.ident, self.what
                            ),
                        )
                        .with_hint("rename it; see \"Names\" in docs/spec-format.md"),
                    );
                }
                continue;
            }
            match seen.get(e.ident.as_str()) {
                Some(first)
                    if (first.name != e.name || first.group != e.group)
                        && !self.owned(first.group, e.group) =>
                {
                    reported.insert(e.loc);
                    let at = cx.position(first.loc);
                    cx.push(
                        Diagnostic::new(
                            Rule::GeneratedNameClash,
                            e.loc,
                            format!(
                                "{} and {} both become `{}`, {}",
                                e.source, first.source, e.ident, self.what
                            ),
                        )
                        .with_hint(format!("rename one of them; {} is at {at}", first.source)),
                    );
                }
                // The same name twice in one group is a duplicate (E010), reported elsewhere.
                Some(_) => {}
                None => {
                    seen.insert(&e.ident, e);
                }
            }
        }
    }
}

pub(crate) fn src(kind: &str, name: &str) -> String {
    format!("{kind} `{name}`")
}
