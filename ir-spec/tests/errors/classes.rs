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

/// A spec whose classes form one chain `depth` deep, `C0` on line 4 and `C{i}` on line 4 + i, with
/// one gate in the deepest class; `cycle` makes `C0` the child of the deepest class.
fn class_chain(depth: usize, cycle: bool) -> String {
    let top = if cycle {
        format!(", parent: C{}", depth - 1)
    } else {
        String::new()
    };
    let mut y = format!("kind: ir\nversion: 1\nclasses:\n  - {{ name: C0, doc: C.{top} }}\n");
    for i in 1..depth {
        y += &format!("  - {{ name: C{i}, doc: C., parent: C{} }}\n", i - 1);
    }
    y += &format!(
        "gates:\n  - {{ name: G, doc: G., class: C{} }}\n",
        depth - 1
    );
    y
}

#[test]
fn class_tree_too_deep() {
    // `C64`, on line 68, is the 65th level: its `parent` is the finding, once for the whole chain
    // below it, found in time linear in the depth.
    let y = class_chain(20_000, false);
    let d = bounded(y.len(), || one(&y));
    check(
        &d,
        &y,
        Rule::ClassTreeTooDeep,
        (68, 35),
        "C63",
        "class `C64` is 65 levels deep; the class tree may be at most 64 levels deep",
    );
    hint(
        &d,
        "give `C64` a parent nearer the top, or flatten the tree",
    );
}

#[test]
fn class_tree_of_the_greatest_depth() {
    // 64 levels load: the deepest class's opcode range is its one gate.
    let y = class_chain(64, false);
    let spec = Loader::new()
        .text("t.yaml", y.as_str())
        .load_ir()
        .expect("64 levels are allowed");
    assert_eq!(spec.classes.last().map(|c| c.depth), Some(63));
}

#[test]
fn long_class_cycle() {
    // A cycle through 20,000 classes is found in linear time and named in a bounded message.
    let y = class_chain(20_000, true);
    let d = bounded(y.len(), || one(&y));
    check(
        &d,
        &y,
        Rule::ClassCycle,
        (4, 13),
        "C0,",
        "class `C0` is its own ancestor: C0 → C19999 → C19998 → C19997 → C19996 → C19995 → C19994 → C19993 → … (20000 classes in all) → C0",
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
fn gate_in_a_class_of_many_subclasses() {
    // 5,000 gates in a class of 5,000 subclasses: each finding names a few subclasses only.
    let mut y = String::from("kind: ir\nversion: 1\nclasses:\n  - { name: Top, doc: T. }\n");
    for i in 0..5_000 {
        y += &format!("  - {{ name: S{i}, doc: S., parent: Top }}\n");
    }
    y += "gates:\n";
    for i in 0..5_000 {
        y += &format!(
            "  - {{ name: G{i}, doc: G., class: Top }}\n  - {{ name: H{i}, doc: H., class: S{i} }}\n"
        );
    }
    let e = bounded(y.len(), || errs(&y));
    assert_eq!(e.len(), 5_000);
    // Gate `G0` is on line 4 + 5,000 + 2.
    check(
        &e[0],
        &y,
        Rule::GateInInnerClass,
        (5_006, 33),
        "Top",
        "gate `G0` is in class `Top`, which has subclasses",
    );
    hint(
        &e[0],
        "gates belong to leaf classes; pick one of: S0, S1, S2, S3, S4, S5, S6, S7, … (5000 subclasses in all)",
    );
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
    let d = bounded(y.len(), || one(&y));
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
