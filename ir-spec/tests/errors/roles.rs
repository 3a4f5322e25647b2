//! Error cases of wire kinds, levels, roles and graph rules.

use super::*;

// ---------------------------------------------------------------------------------------------
// Wire kinds, levels, roles and graph rules: E026 unknown-level .. E029 unknown-graph-rule, E066
// bad-role, E067 missing-role, E069 wire-kind-split
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
        "wire kind `dependency` is not one of opforge's wire behaviours and has no `like:`",
    );
    hint(
        &d,
        "a wire kind of a name of its own says which behaviour it has: `like: state`, `like: depend`, `like: data` or `like: root`",
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
        (B + 1, 51),
        "data",
        "gate `SUB` uses `data` wires, which `wires` does not declare",
    );
    hint(
        &d,
        "add `- { name: data, doc: <what it carries> }` to `wires`",
    );
}

/// The wire kinds of the table's own names that the cases below declare.
const OWN_WIRES: &str = "wires:
  - { name: state, doc: Control. }
  - { name: order, doc: Memory order., like: depend }
  - { name: data, doc: Values. }
";

#[test]
fn a_wire_kind_of_its_own_name_is_a_key_of_inputs_and_outputs() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ order: 2 }}, outputs: {{ order: true }} }}\n{OWN_WIRES}"
    ));
    let spec = Loader::new()
        .text("t.yaml", &y)
        .load_ir()
        .unwrap_or_else(|e| panic!("{e}"));
    let sub = spec
        .gates
        .iter()
        .find(|g| g.named.name == "SUB")
        .expect("SUB");
    assert_eq!(sub.depend_in, ir_spec::model::DependCount::Fixed(2));
    assert!(sub.depend_out);
    let depend = ir_spec::model::WireKind::Depend;
    assert_eq!(spec.wire_name(depend), "order");
    assert_eq!(spec.handle_name(depend), "OrderRef");
    assert_eq!(spec.handle_name(ir_spec::model::WireKind::Data), "ValueRef");
}

#[test]
fn a_gate_names_a_wire_kind_the_table_does_not_declare() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ ordr: 1 }} }}\n{OWN_WIRES}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 1, 51),
        "ordr",
        "gate `SUB` uses `ordr` wires, which `wires` does not declare",
    );
    hint(&d, "did you mean `order`?");
}

#[test]
fn a_wire_kind_of_its_own_name_takes_its_behaviour_s_shape() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ order: [I32] }} }}\n{OWN_WIRES}"
    ));
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 58),
        "[I32]",
        "gate `SUB`'s `order` inputs are `depend` wires, whose inputs are a count: a number, `bitfield` or `any`",
    );
}

#[test]
fn a_wire_kind_declared_twice() {
    let y = with(&format!(
        "{OWN_WIRES}  - {{ name: order, doc: Again., like: depend }}\n"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 5, 13),
        "order",
        "wire kind `order` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:15:13");
}

/// Two kinds of the `depend` behaviour and two of the `data` behaviour.
const TWO_OF_EACH: &str = "wires:
  - { name: state, doc: Control. }
  - { name: order, doc: Memory order., like: depend }
  - { name: io, doc: IO order., like: depend }
  - { name: data, doc: Values. }
  - { name: index, doc: Offsets., like: data }
";

#[test]
fn several_wire_kinds_of_one_behaviour_share_its_group() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ io: 2, order: 1, index: [{{ name: at, type: I32 }}], data: [I32] }}, outputs: {{ io: true, index: I32 }} }}\n{TWO_OF_EACH}"
    ));
    let spec = loads(&y);
    let sub = spec
        .gates
        .iter()
        .find(|g| g.named.name == "SUB")
        .expect("SUB");
    // Kind after kind in the table's order, whatever the order of the gate's keys.
    let wires: Vec<&str> = sub.data_in.iter().map(|i| i.wire.as_str()).collect();
    assert_eq!(wires, ["data", "index"]);
    assert_eq!(sub.depend_in, ir_spec::model::DependCount::Fixed(3));
    let depends: Vec<(&str, ir_spec::model::DependCount)> = sub
        .depend_kinds
        .iter()
        .map(|d| (d.wire.as_str(), d.count))
        .collect();
    assert_eq!(
        depends,
        [
            ("order", ir_spec::model::DependCount::Fixed(1)),
            ("io", ir_spec::model::DependCount::Fixed(2)),
        ]
    );
    assert_eq!(sub.depend_out_kinds, ["io"]);
    assert_eq!(sub.data_out_kind.as_deref(), Some("index"));
    let handles: Vec<String> = spec.wires.iter().map(|w| w.handle()).collect();
    assert_eq!(
        handles,
        ["StateRef", "OrderRef", "IoRef", "ValueRef", "IndexRef"]
    );
}

#[test]
fn two_variadic_wire_kinds_of_one_behaviour() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ data: [{{ type: I32, repeat: any }}], index: [{{ type: I32, repeat: any }}] }} }}\n{TWO_OF_EACH}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::WireKindSplit,
        (B + 1, 95),
        "{ type: I32, repeat: any }",
        "gate `SUB` has variadic inputs of two `data` wire kinds, `data` and `index`; at most one kind of a behaviour may be variadic at a gate, so its inputs split by kind",
    );
    hint(&d, "the variadic `data` input is at 13:58");
}

#[test]
fn an_optional_input_beside_a_variadic_one_of_another_kind() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ data: [{{ type: I32, repeat: any }}], index: [{{ type: I32, optional: true }}] }} }}\n{TWO_OF_EACH}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::WireKindSplit,
        (B + 1, 95),
        "{ type: I32, optional: true }",
        "gate `SUB` has an optional `index` input beside a variadic `data` input; positions in the group of `data` inputs would be ambiguous",
    );
    hint(&d, "the variadic input is at 13:58");
}

#[test]
fn an_input_of_a_later_kind_after_an_optional_one() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ data: [{{ type: I32, optional: true }}], index: [I32] }} }}\n{TWO_OF_EACH}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::WireKindSplit,
        (B + 1, 98),
        "I32",
        "gate `SUB` has a `index` input after an optional `data` input; an optional input ends the inputs of the `data` wire kinds",
    );
    hint(&d, "the optional input is at 13:58");
}

#[test]
fn a_variadic_dependency_count_beside_another_kind() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ order: 1, io: any }} }}\n{TWO_OF_EACH}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::WireKindSplit,
        (B + 1, 65),
        "any",
        "gate `SUB` counts its `io` dependencies with `any` beside `order` dependencies; a variadic dependency count must be the gate's only one, so its dependencies split by kind",
    );
    hint(
        &d,
        "give the gate only `io: any`, or count `io` with a number",
    );
}

#[test]
fn a_value_of_two_data_kinds() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, outputs: {{ data: I32, index: I32 }} }}\n{TWO_OF_EACH}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 70),
        "I32",
        "gate `SUB` gives a value as both `data` and `index` wires; a gate produces at most one value",
    );
    hint(
        &d,
        "keep one of `data: ...` and `index: ...` in its `outputs`",
    );
}

#[test]
fn a_second_data_kind_whose_handle_is_the_first_s() {
    let y = with(
        "wires:\n  - { name: data, doc: Values. }\n  - { name: value, doc: More., like: data }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::GeneratedNameClash,
        (B + 3, 13),
        "value",
        "wire kind `value` would get the handle type `ValueRef`, which the generated code already has",
    );
}

#[test]
fn an_input_named_like_a_further_kind_s_dependency_parameter() {
    // The builder's parameter for a further `depend`-like kind is the kind's name.
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, inputs: {{ io: 1, data: [{{ name: io, type: I32 }}] }} }}\n{TWO_OF_EACH}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::GeneratedNameClash,
        (B + 1, 73),
        "io",
        "input `io` and the `io` dependencies of gate `SUB` both become `io`",
    );
    hint(
        &d,
        "rename one of them; the `io` dependencies of gate `SUB` is at t.yaml:13:55",
    );
}

#[test]
fn an_unknown_wire_behaviour() {
    let y = with("wires:\n  - { name: order, doc: Order., like: dependency }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 2, 39),
        "dependency",
        "wire kind `order` is `like: dependency`, which is not a wire behaviour opforge knows",
    );
}

#[test]
fn a_wire_kind_named_after_another_behaviour() {
    let y = with("wires:\n  - { name: depend, doc: Values., like: data }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 2, 41),
        "data",
        "wire kind `depend` is named after the `depend` behaviour, so it cannot be `like: data`",
    );
    hint(&d, "give it a name of its own, or leave out `like: data`");
}

#[test]
fn a_wire_kind_whose_handle_is_a_generated_type() {
    let y = with("wires:\n  - { name: gate, doc: Control., like: state }\n");
    check(
        &one(&y),
        &y,
        Rule::GeneratedNameClash,
        (B + 2, 13),
        "gate",
        "wire kind `gate` would get the handle type `GateRef`, which the generated code already has",
    );
}

#[test]
fn a_wire_kind_whose_handle_is_a_bitfield_enum_s_name() {
    let y = with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, bitfield: {{ enum: {{ name: OrderRef, doc: E., width: 1, values: [{{ name: A, value: 0, doc: A. }}] }} }} }}\n{OWN_WIRES}"
    ));
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::GeneratedNameClash,
        (B + 1, 67),
        "OrderRef",
        "bitfield enum `OrderRef` and the handle type of wire kind `order` both become `OrderRef`",
    );
    hint(
        &d,
        "rename one of them; the handle type of wire kind `order` is at t.yaml:16:13",
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
