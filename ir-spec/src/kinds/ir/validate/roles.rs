//! Roles and graph rules: owns resolving `roles` (each key a known role, each value what the role's
//! kind demands) and `graph_rules` (each a known rule whose roles are all given).

use std::collections::HashMap;

use super::classes::ClassOrder;
use super::names::Namespaces;
use super::sets::opcode_constraint;
use super::{Cx, Decls, unique};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::Loc;
use crate::kinds::ir::model::{
    GraphRule, OpcodeId, OpcodeRef, OpcodeSet, Role, RoleBinding, RoleKind,
};

/// Resolves `roles`. A role whose value is wrong is reported and left out, so that a graph rule
/// needing it reports nothing more.
pub(crate) fn roles(
    cx: &mut Cx<'_>,
    d: &Decls<'_>,
    ns: &Namespaces,
    order: &ClassOrder,
    sets: &[OpcodeSet],
    roots: &[(OpcodeId, Loc)],
) -> (Vec<RoleBinding>, Vec<Role>) {
    let mut seen = HashMap::new();
    let mut out = Vec::new();
    let mut given = Vec::new();
    for (f, (key, value)) in &d.roles {
        let loc = cx.loc(*f, key);
        unique(cx, &mut seen, "role", &key.value, loc, ());
        let Some(role) = Role::from_name(&key.value) else {
            cx.push(
                Diagnostic::new(
                    Rule::UnknownRole,
                    loc,
                    format!("`{}` is not a role the graph rules know", key.value),
                )
                .with_optional_hint(naming::did_you_mean(
                    &key.value,
                    Role::ALL.iter().map(|r| r.name()),
                )),
            );
            continue;
        };
        given.push(role);
        let at = cx.loc(*f, value);
        let errors = cx.diags.len();
        let context = format!("role `{}`", role.name());
        let opcodes = opcode_constraint(cx, d, ns, order, sets, &value.value, at, &context);
        if cx.diags.len() > errors {
            continue;
        }
        let is_root =
            |r: &OpcodeRef| matches!(r, OpcodeRef::Gate(op) if roots.iter().any(|(x, _)| x == op));
        let (ok, wanted) = match role.kind() {
            RoleKind::Gate => (
                matches!(opcodes.refs[..], [OpcodeRef::Gate(_)]),
                "exactly one gate",
            ),
            RoleKind::Root => (
                matches!(opcodes.refs[..], [r] if is_root(&r)),
                "exactly one gate of `roots`",
            ),
            RoleKind::Roots => (opcodes.refs.iter().all(is_root), "gates of `roots`"),
            RoleKind::Opcodes => (true, "opcodes"),
        };
        if !ok {
            cx.push(
                Diagnostic::new(
                    Rule::BadRole,
                    at,
                    format!(
                        "role `{}` must name {wanted}, not `{}`",
                        role.name(),
                        value.value
                    ),
                )
                .with_hint(format!("`{}`: {}", role.name(), role.doc())),
            );
            continue;
        }
        out.push(RoleBinding {
            role,
            opcodes,
            loc: at,
        });
    }
    (out, given)
}

/// Resolves `graph_rules`: each must be known, and have every role it needs. `given` are the roles
/// `roles` names (bound or reported as wrong).
pub(crate) fn graph_rules(cx: &mut Cx<'_>, d: &Decls<'_>, given: &[Role]) -> Vec<GraphRule> {
    let mut seen = HashMap::new();
    let mut out = Vec::new();
    for (f, name) in &d.graph_rules {
        let loc = cx.loc(*f, name);
        unique(cx, &mut seen, "graph rule", &name.value, loc, ());
        let Some(rule) = GraphRule::from_name(&name.value) else {
            cx.push(
                Diagnostic::new(
                    Rule::UnknownGraphRule,
                    loc,
                    format!("`{}` is not a graph rule the verifier knows", name.value),
                )
                .with_optional_hint(naming::did_you_mean(
                    &name.value,
                    GraphRule::ALL.iter().map(|r| r.name()),
                )),
            );
            continue;
        };
        let missing: Vec<Role> = rule
            .roles()
            .iter()
            .copied()
            .filter(|r| !given.contains(r))
            .collect();
        if missing.is_empty() {
            out.push(rule);
            continue;
        }
        let names: Vec<String> = missing.iter().map(|r| format!("`{}`", r.name())).collect();
        let example: Vec<String> = missing
            .iter()
            .map(|r| format!("{}: <{}>", r.name(), kind_text(r.kind())))
            .collect();
        cx.push(
            Diagnostic::new(
                Rule::MissingRole,
                loc,
                format!(
                    "graph rule `{}` needs the role{} {}, which `roles` does not give",
                    rule.name(),
                    if missing.len() == 1 { "" } else { "s" },
                    names.join(", ")
                ),
            )
            .with_hint(format!("add `{}` to `roles`", example.join(", "))),
        );
    }
    out
}

fn kind_text(kind: RoleKind) -> &'static str {
    match kind {
        RoleKind::Gate => "GATE",
        RoleKind::Root => "ROOT",
        RoleKind::Roots => "ROOT | ROOT",
        RoleKind::Opcodes => "OPCODES",
    }
}
