//! The visitor method names of a block-structured IR table: owns their spelling
//! (`visit_<instruction>` and `visit_class_<class>`) and the check that no two classes or
//! instructions become the same method of the generated `Visitor` (classes and instructions are
//! separate namespaces in the table, but one in the visitor), and that none becomes
//! `visit_default`, the end of every default chain.

use std::collections::HashMap;

use super::model::{Class, Instruction, Named};
use crate::front::context::Cx;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;

/// The method the generated `Visitor` calls when no override handles an instruction.
pub(crate) const VISIT_DEFAULT: &str = "visit_default";

/// The `visit_<name>` method of an instruction.
pub(crate) fn visit_method(name: &str) -> String {
    format!("visit_{}", naming::snake(name))
}

/// The `visit_class_<name>` method of a class.
pub(crate) fn visit_class_method(name: &str) -> String {
    format!("visit_class_{}", naming::snake(name))
}

/// Records a finding at each class or instruction whose visitor method another one (declared
/// first: classes before instructions) already has, or that is `visit_default`.
pub(super) fn check(cx: &mut Cx<'_>, classes: &[Class], instructions: &[Instruction]) {
    let mut owners: HashMap<String, (&str, &Named)> = HashMap::new();
    let named = classes
        .iter()
        .map(|c| ("class", &c.named))
        .chain(instructions.iter().map(|i| ("instruction", &i.named)));
    for (kind, n) in named.filter(|(_, n)| !n.name.is_empty()) {
        let method = if kind == "class" {
            visit_class_method(&n.name)
        } else {
            visit_method(&n.name)
        };
        if method == VISIT_DEFAULT {
            cx.push(Diagnostic::new(
                Rule::GeneratedNameClash,
                n.loc,
                format!(
                    "{kind} `{}` would become the visitor method `{VISIT_DEFAULT}`, which every visitor has for instructions no other method handles",
                    n.name
                ),
            ));
            continue;
        }
        match owners.get(&method) {
            Some((first_kind, first)) if first.name != n.name || *first_kind != kind => {
                cx.push(
                    Diagnostic::new(
                        Rule::GeneratedNameClash,
                        n.loc,
                        format!(
                            "{kind} `{}` and {first_kind} `{}` would both become the visitor method `{method}`",
                            n.name, first.name
                        ),
                    )
                    .with_hint(format!(
                        "rename one of them (`{}` is declared on line {})",
                        first.name, first.loc.line
                    )),
                );
            }
            Some(_) => {}
            None => {
                owners.insert(method, (kind, n));
            }
        }
    }
}
