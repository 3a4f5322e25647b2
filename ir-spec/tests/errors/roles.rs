//! Error cases of wire kinds, levels, roles and graph rules.

use super::*;

// ---------------------------------------------------------------------------------------------
// Wire kinds, levels, roles and graph rules: E026 unknown-level .. E029 unknown-graph-rule, E066
// bad-role, E067 missing-role
// ---------------------------------------------------------------------------------------------

#[test]
fn unknown_level() {
    // A spec without `levels` declares HIR, MIR and LIR.
    let y = with("  - { name: SUB, doc: S., class: Arith, level: XIR }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownLevel,
        (B + 1, 48),
        "XIR",
        "gate `SUB` names an unknown level `XIR`",
    );
    hint(&d, "did you mean `HIR`?");
}

#[test]
fn declared_levels_replace_the_default_ones() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, level: HIR }
levels:
  - { name: Opt, doc: Optimized. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownLevel,
        (B + 1, 48),
        "HIR",
        "gate `SUB` names an unknown level `HIR`",
    );
    hint(&d, "the declared levels are `Opt`");
}

#[test]
fn levels_that_become_the_same_variant() {
    let y = with(
        "levels:
  - { name: HIR, doc: High. }
  - { name: Hir, doc: Also high. }
",
    );
    check(
        &one(&y),
        &y,
        Rule::GeneratedNameClash,
        (B + 3, 13),
        "Hir",
        "levels `HIR` and `Hir` both become `Level::Hir`",
    );
}

#[test]
fn unknown_wire_kind_in_wires() {
    let y = with(
        "wires:
  - { name: dependency, doc: Memory order. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 2, 13),
        "dependency",
        "`dependency` is not a wire kind opforge knows",
    );
    hint(
        &d,
        "the wire kinds are `state`, `depend`, `data` and `root`",
    );
}

#[test]
fn gate_uses_an_undeclared_wire_kind() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [I32] } }
wires:
  - { name: state, doc: Control. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 1, 58),
        "I32",
        "gate `SUB` uses `data` wires, which `wires` does not declare",
    );
    hint(
        &d,
        "add `- { name: data, doc: <what it carries> }` to `wires`",
    );
}

#[test]
fn unknown_role() {
    let y = with("roles: { loop_begn: ADD }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownRole,
        (B + 1, 10),
        "loop_begn",
        "`loop_begn` is not a role the graph rules know",
    );
    hint(&d, "did you mean `loop_begin`?");
}

#[test]
fn misspelt_gate_in_a_role() {
    let y = with("roles: { merge: ADDD }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 17),
        "ADDD",
        "role `merge` names an unknown opcode `ADDD`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn gate_role_naming_a_class() {
    let y = with("roles: { merge: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::BadRole,
        (B + 1, 17),
        "Arith",
        "role `merge` must name exactly one gate, not `Arith`",
    );
    hint(
        &d,
        "`merge`: The join of several control paths, whose selectors take one input per predecessor.",
    );
}

#[test]
fn root_role_naming_a_gate_outside_roots() {
    let y = with("roles: { state_entry: ADD }\n");
    check(
        &one(&y),
        &y,
        Rule::BadRole,
        (B + 1, 23),
        "ADD",
        "role `state_entry` must name exactly one gate of `roots`, not `ADD`",
    );
}

#[test]
fn unknown_graph_rule() {
    let y = with("graph_rules: [acylic]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownGraphRule,
        (B + 1, 15),
        "acylic",
        "`acylic` is not a graph rule the verifier knows",
    );
    hint(&d, "did you mean `acyclic`?");
}

#[test]
fn graph_rule_without_its_roles() {
    // The rule is not switched off: its missing roles stop the load, at the rule.
    let y = with("graph_rules: [acyclic]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::MissingRole,
        (B + 1, 15),
        "acyclic",
        "graph rule `acyclic` needs the roles `loop_begin`, `value_selector`, `depend_selector`, \
         which `roles` does not give",
    );
    hint(
        &d,
        "add `loop_begin: <GATE>, value_selector: <GATE>, depend_selector: <GATE>` to `roles`",
    );
}

#[test]
fn graph_rule_missing_one_role() {
    let y = with(
        "roots: [ADD]
roles: { state_entry: ADD }
graph_rules: [reachability]
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::MissingRole,
        (B + 3, 15),
        "reachability",
        "graph rule `reachability` needs the role `state_gates`, which `roles` does not give",
    );
    hint(&d, "add `state_gates: <OPCODES>` to `roles`");
}

#[test]
fn a_wrong_role_is_reported_once_not_again_by_its_rule() {
    let y = with(
        "roles: { loop_begin: Arith, value_selector: ADD, depend_selector: ADD }
graph_rules: [acyclic]
",
    );
    check(
        &one(&y),
        &y,
        Rule::BadRole,
        (B + 1, 22),
        "Arith",
        "role `loop_begin` must name exactly one gate, not `Arith`",
    );
}

#[test]
fn role_given_in_two_files() {
    let e = Loader::new()
        .text("a.yaml", with("roles: { merge: ADD }\n"))
        .text("b.yaml", "kind: ir\nversion: 1\nroles: { merge: ADD }\n")
        .load()
        .expect_err("merge twice");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::DuplicateName);
    assert!(
        d.message.contains("role `merge` is declared twice"),
        "{d:?}"
    );
    assert_eq!(e.position(d), "b.yaml:3:10");
    hint(
        d,
        &format!("the first declaration is at a.yaml:{}:10", B + 1),
    );
}
