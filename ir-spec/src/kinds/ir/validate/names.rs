//! Namespaces: owns the tables from names to declarations (types, opcodes, flags, attributes),
//! duplicate detection, and the check that no two names become the same Rust identifier.

use std::collections::{HashMap, HashSet};

use super::{Cx, Decls, unique};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::Loc;

/// What a name in the type namespace refers to (indices into the declaration lists).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TypeName {
    Primary(usize),
    Set(usize),
    Var(usize),
}

/// What a name in the opcode namespace refers to (indices into the declaration lists).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OpcodeName {
    Gate(usize),
    Class(usize),
    Set(usize),
}

pub(crate) struct Namespaces {
    pub types: HashMap<String, (TypeName, Loc)>,
    pub opcodes: HashMap<String, (OpcodeName, Loc)>,
    pub flags: HashMap<String, (usize, Loc)>,
    pub attributes: HashMap<String, (usize, Loc)>,
}

impl Namespaces {
    pub fn collect(cx: &mut Cx<'_>, d: &Decls<'_>) -> Self {
        let mut types = HashMap::new();
        for (i, (f, t)) in d.types.iter().enumerate() {
            let loc = cx.loc(*f, &t.name);
            unique(
                cx,
                &mut types,
                "type",
                &t.name.value,
                loc,
                TypeName::Primary(i),
            );
        }
        for (i, (f, t)) in d.type_sets.iter().enumerate() {
            let loc = cx.loc(*f, &t.name);
            unique(
                cx,
                &mut types,
                "type set",
                &t.name.value,
                loc,
                TypeName::Set(i),
            );
        }
        for (i, (f, t)) in d.type_vars.iter().enumerate() {
            let loc = cx.loc(*f, &t.name);
            unique(
                cx,
                &mut types,
                "type variable",
                &t.name.value,
                loc,
                TypeName::Var(i),
            );
        }
        let mut opcodes = HashMap::new();
        for (i, (f, c)) in d.classes.iter().enumerate() {
            let loc = cx.loc(*f, &c.name);
            unique(
                cx,
                &mut opcodes,
                "class",
                &c.name.value,
                loc,
                OpcodeName::Class(i),
            );
        }
        for (i, (f, g)) in d.gates.iter().enumerate() {
            let loc = cx.loc(*f, &g.name);
            unique(
                cx,
                &mut opcodes,
                "gate",
                &g.name.value,
                loc,
                OpcodeName::Gate(i),
            );
        }
        for (i, (f, s)) in d.opcode_sets.iter().enumerate() {
            let loc = cx.loc(*f, &s.name);
            unique(
                cx,
                &mut opcodes,
                "opcode set",
                &s.name.value,
                loc,
                OpcodeName::Set(i),
            );
        }
        let mut flags = HashMap::new();
        for (i, (f, x)) in d.flags.iter().enumerate() {
            let loc = cx.loc(*f, &x.name);
            unique(cx, &mut flags, "flag", &x.name.value, loc, i);
        }
        let mut attributes = HashMap::new();
        for (i, (f, x)) in d.attributes.iter().enumerate() {
            let loc = cx.loc(*f, &x.name);
            unique(cx, &mut attributes, "attribute", &x.name.value, loc, i);
        }
        let ns = Namespaces {
            types,
            opcodes,
            flags,
            attributes,
        };
        ns.check_generated_names(cx, d);
        ns
    }

    /// Generated code turns `IF_BRANCH` into `IfBranch` and `visit_if_branch`; two distinct spec
    /// names must not meet there.
    fn check_generated_names(&self, cx: &mut Cx<'_>, d: &Decls<'_>) {
        let gate_names: Vec<(String, Loc)> = d
            .gates
            .iter()
            .map(|(f, g)| (g.name.value.clone(), cx.loc(*f, &g.name)))
            .collect();
        let class_names: Vec<(String, Loc)> = d
            .classes
            .iter()
            .map(|(f, c)| (c.name.value.clone(), cx.loc(*f, &c.name)))
            .collect();
        let type_names: Vec<(String, Loc)> = d
            .types
            .iter()
            .map(|(f, t)| (t.name.value.clone(), cx.loc(*f, &t.name)))
            .collect();
        let set_names: Vec<(String, Loc)> = d
            .type_sets
            .iter()
            .map(|(f, t)| (t.name.value.clone(), cx.loc(*f, &t.name)))
            .collect();
        let flag_names: Vec<(String, Loc)> = d
            .flags
            .iter()
            .map(|(f, t)| (t.name.value.clone(), cx.loc(*f, &t.name)))
            .collect();
        // A name that clashes in several generated forms (`Add` and `ADD` are both the variant
        // `Add` and the method `add`) is reported once.
        let mut reported = HashSet::new();
        let r = &mut reported;
        clash(cx, r, "opcode variant", gate_names.iter(), naming::camel);
        clash(cx, r, "class variant", class_names.iter(), naming::camel);
        clash(
            cx,
            r,
            "visitor method",
            gate_names.iter().chain(class_names.iter()),
            naming::snake,
        );
        clash(cx, r, "type variant", type_names.iter(), naming::camel);
        clash(
            cx,
            r,
            "type-set constant",
            set_names.iter().chain(type_names.iter()),
            naming::screaming,
        );
        clash(cx, r, "flag constant", flag_names.iter(), naming::screaming);
        for (name, loc) in &class_names {
            if naming::RESERVED_CLASS_NAMES
                .iter()
                .any(|r| naming::camel(r) == naming::camel(name))
            {
                reported.insert(*loc);
                cx.push(
                    Diagnostic::new(
                        Rule::ReservedName,
                        *loc,
                        format!("class name `{name}` is reserved by the generator"),
                    )
                    .with_hint(format!(
                        "reserved class names: {}",
                        naming::RESERVED_CLASS_NAMES.join(", ")
                    )),
                );
            }
        }
        super::generated::check(cx, d, &mut reported);
    }
}

/// Records a finding for each name whose converted form equals an earlier name's, unless a name at
/// the same position is in `reported` already; adds the positions it reports to `reported`.
pub(crate) fn clash<'a>(
    cx: &mut Cx<'_>,
    reported: &mut HashSet<Loc>,
    what: &str,
    names: impl Iterator<Item = &'a (String, Loc)>,
    convert: fn(&str) -> String,
) {
    let mut seen: HashMap<String, (&str, Loc)> = HashMap::new();
    for (name, loc) in names {
        if !naming::is_identifier(name) {
            continue;
        }
        let ident = convert(name);
        match seen.get(&ident) {
            Some((first, first_loc)) if *first != name.as_str() && reported.insert(*loc) => {
                let at = cx.position(*first_loc);
                cx.push(
                    Diagnostic::new(
                        Rule::GeneratedNameClash,
                        *loc,
                        format!("`{name}` and `{first}` both become the {what} `{ident}`"),
                    )
                    .with_hint(format!("rename one of them; `{first}` is at {at}")),
                );
            }
            Some(_) => {}
            None => {
                seen.insert(ident, (name, *loc));
            }
        }
    }
}
