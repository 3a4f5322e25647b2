//! Error cases of the class tree, the spec-wide counts, and the type and opcode sets.

use super::*;

// ---------------------------------------------------------------------------------------------
// The class tree: E030 class-cycle .. E036 too-many-types
// ---------------------------------------------------------------------------------------------

#[test]
fn class_cycle() {
    let y = "kind: ir
version: 1
classes:
  - { name: A, doc: A., parent: B }
  - { name: B, doc: B., parent: A }
  - { name: Arith, doc: A. }
gates:
  - { name: ADD, doc: A., class: Arith }
";
    check(
        &one(y),
        y,
        Rule::ClassCycle,
        (4, 13),
        "A,",
        "class `A` is its own ancestor: A → B → A",
    );
}

#[test]
fn gate_without_class() {
    let y = with("  - { name: SUB, doc: S. }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::GateWithoutClass,
        (B + 1, 13),
        "SUB",
        "gate `SUB` has no `class`",
    );
    hint(
        &d,
        "every gate belongs to one leaf class; add `class: <name>`",
    );
}

#[test]
fn gate_in_inner_class() {
    let y = "kind: ir
version: 1
classes:
  - { name: Arith, doc: A. }
  - { name: Int, doc: I., parent: Arith }
gates:
  - { name: ADD, doc: Adds., class: Arith }
  - { name: MUL, doc: Muls., class: Int }
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::GateInInnerClass,
        (7, 37),
        "Arith",
        "gate `ADD` is in class `Arith`, which has subclasses",
    );
    hint(&d, "gates belong to leaf classes; pick one of: Int");
}

#[test]
fn empty_class() {
    let y = "kind: ir
version: 1
classes:
  - { name: Arith, doc: A. }
  - { name: Empty, doc: E. }
gates:
  - { name: ADD, doc: A., class: Arith }
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::EmptyClass,
        (5, 13),
        "Empty",
        "class `Empty` contains no gates",
    );
    hint(&d, "remove the class or put a gate in it");
}

#[test]
fn too_many_opcodes() {
    // Gate `G{i}` is on line 5 + i; the 65,535th, `G65534`, is the one too many.
    let mut y = String::from("kind: ir\nversion: 1\nclasses: [{ name: C, doc: C. }]\ngates:\n");
    for i in 0..65_535 {
        y += &format!("  - {{ name: G{i}, doc: G., class: C }}\n");
    }
    let d = quickly(|| one(&y));
    check(
        &d,
        &y,
        Rule::TooManyOpcodes,
        (65_539, 13),
        "G65534",
        "65535 gates are declared",
    );
}

#[test]
fn too_many_flags() {
    // Flag `f{i}` is on line 4 + i; the 65th, `f64`, is the one too many.
    let mut y = String::from("kind: ir\nversion: 1\nflags:\n");
    for i in 0..65 {
        y += &format!("  - {{ name: f{i}, doc: F. }}\n");
    }
    y += "classes: [{ name: C, doc: C. }]\ngates: [{ name: G, doc: G., class: C }]\n";
    check(
        &one(&y),
        &y,
        Rule::TooManyFlags,
        (68, 13),
        "f64",
        "65 flags are declared",
    );
}

#[test]
fn too_many_types() {
    // Type `T{i}` is on line 4 + i; the 65th, `T64`, is the one too many.
    let mut y = String::from("kind: ir\nversion: 1\ntypes:\n");
    for i in 0..65 {
        y += &format!("  - {{ name: T{i}, doc: T. }}\n");
    }
    y += "classes: [{ name: C, doc: C. }]\ngates: [{ name: G, doc: G., class: C }]\n";
    check(
        &one(&y),
        &y,
        Rule::TooManyTypes,
        (68, 13),
        "T64",
        "65 primary types are declared",
    );
}

// ---------------------------------------------------------------------------------------------
// Sets: E040 empty-type-set .. E045 empty-alternative, E061 type-variable-in-set
// ---------------------------------------------------------------------------------------------

#[test]
fn empty_type_set() {
    let y = with("type_sets:\n  - { name: NONE, doc: N., members: [] }\n");
    check(
        &one(&y),
        &y,
        Rule::EmptyTypeSet,
        (B + 2, 13),
        "NONE",
        "type set `NONE` has no members",
    );
}

#[test]
fn bad_type_set_member() {
    let y = with("type_sets:\n  - { name: NUM, doc: N., members: [I32, I33] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::BadTypeSetMember,
        (B + 2, 42),
        "I33",
        "type set `NUM` lists an unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn type_set_cycle() {
    let y = with(
        "type_sets:
  - { name: A, doc: A., members: [B] }
  - { name: B, doc: B., members: [A] }
",
    );
    check(
        &one(&y),
        &y,
        Rule::TypeSetCycle,
        (B + 3, 35),
        "A]",
        "type set `B` includes `A`, which includes it back",
    );
}

#[test]
fn empty_opcode_set() {
    let y = with("opcode_sets:\n  - { name: NONE, doc: N. }\n");
    check(
        &one(&y),
        &y,
        Rule::EmptyOpcodeSet,
        (B + 2, 13),
        "NONE",
        "opcode set `NONE` has no members",
    );
}

#[test]
fn opcode_set_cycle() {
    let y = with(
        "opcode_sets:
  - { name: A, doc: A., members: [B] }
  - { name: B, doc: B., members: [A] }
",
    );
    check(
        &one(&y),
        &y,
        Rule::OpcodeSetCycle,
        (B + 3, 35),
        "A]",
        "opcode set `B` includes `A`, which includes it back",
    );
}

#[test]
fn empty_alternative_between_bars() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [\"I32 || I32\"] }, outputs: { data: I32 } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::EmptyAlternative,
        (B + 1, 64),
        "| I32",
        "`I32 || I32` has an empty alternative",
    );
}

#[test]
fn empty_alternative_at_the_end() {
    // Points just after the last bar, where a name is missing.
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [\"ADD | \"] } }\n");
    check(
        &one(&y),
        &y,
        Rule::EmptyAlternative,
        (B + 1, 66),
        "\"]",
        "`ADD | ` has an empty alternative",
    );
}

#[test]
fn type_variable_in_set() {
    let y = with("type_sets:\n  - { name: A, doc: A., members: [FLEX] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::TypeVariableInSet,
        (B + 2, 35),
        "FLEX",
        "type set `A` lists the type variable `FLEX`",
    );
    hint(
        &d,
        "a type variable stands for the gate's own type; use it directly on an input",
    );
}
