//! Rules that keep the generated Rust compilable: shared bitfield enums must agree, generated
//! type names must not collide, builder parameter names must be free; and shapes real tables use
//! (fixed inputs after a variadic one) are accepted.

use ir_spec::{Diagnostic, Loader, Rule};

const BASE: &str = "\
kind: ir
version: 1
types:
  - { name: I32, doc: Word. }
classes:
  - { name: Ops, doc: Operations. }
gates:
";

fn errors(gates: &str, extra: &str) -> Vec<Diagnostic> {
    let text = format!("{BASE}{gates}{extra}");
    match Loader::new().text("t.yaml", text).load_ir() {
        Ok(_) => Vec::new(),
        Err(e) => e.diagnostics,
    }
}

/// The 1-based column of the `nth` (0-based) occurrence of `needle` in `line`.
fn col(line: &str, needle: &str, nth: usize) -> u32 {
    let mut from = 0;
    for _ in 0..nth {
        from += line[from..].find(needle).expect("needle") + needle.len();
    }
    (from + line[from..].find(needle).expect("needle") + 1) as u32
}

fn only(gates: &str, extra: &str) -> Diagnostic {
    let mut all = errors(gates, extra);
    assert_eq!(all.len(), 1, "{all:#?}");
    all.remove(0)
}

const ENUM_A: &str = "  - { name: A, doc: A., class: Ops, bitfield: { enum: { name: Cond, doc: C., width: 2, values: [{ name: X, value: 1, doc: X. }] } } }\n";

#[test]
fn a_shared_enum_must_be_declared_identically() {
    assert!(
        errors(
            &format!("{ENUM_A}{}", ENUM_A.replace("name: A,", "name: B,")),
            ""
        )
        .is_empty()
    );
    let b = ENUM_A
        .replace("name: A,", "name: B,")
        .replace("value: 1", "value: 2");
    let d = only(&format!("{ENUM_A}{b}"), "");
    assert_eq!(d.rule, Rule::DuplicateName);
    let c = col(ENUM_A, "Cond", 0);
    assert_eq!((d.loc.line, d.loc.column), (9, c));
    assert!(
        d.message.contains("bitfield enum `Cond` is declared again"),
        "{}",
        d.message
    );
    assert_eq!(
        d.hint,
        Some(format!(
            "a shared enum must be declared identically; the first is at t.yaml:8:{c}"
        ))
    );
}

#[test]
fn a_bitfield_enum_may_not_take_a_generated_type_name() {
    let gate = ENUM_A.replace("name: Cond", "name: Level");
    let d = only(&gate, "");
    assert_eq!(d.rule, Rule::ReservedName);
    assert_eq!((d.loc.line, d.loc.column), (8, col(&gate, "Level", 0)));
}

#[test]
fn an_enum_attribute_may_not_take_a_generated_type_name() {
    let gates = "  - { name: A, doc: A., class: Ops }\n";
    let extra = "attributes:\n  - { name: root, doc: R., kind: { enum: [a, b] }, default: a }\n";
    let d = only(gates, extra);
    assert_eq!(d.rule, Rule::GeneratedNameClash);
    assert_eq!(
        (d.loc.line, d.loc.column),
        (10, col(extra.lines().nth(1).expect("line"), "root", 0))
    );
    assert!(
        d.message.contains("would define the type `Root`"),
        "{}",
        d.message
    );
}

#[test]
fn input_names_are_unique_and_free_of_builder_names() {
    let gates = "  - { name: A, doc: A., class: Ops, inputs: { data: [{ name: x, type: I32 }, { name: x, type: I32 }] }, outputs: { data: I32 } }\n";
    let d = only(gates, "");
    assert_eq!(d.rule, Rule::DuplicateName);
    assert_eq!((d.loc.line, d.loc.column), (8, col(gates, "x,", 1)));
    let gates = "  - { name: A, doc: A., class: Ops, inputs: { data: [{ name: ty, type: I32 }] }, outputs: { data: I32 } }\n";
    let d = only(gates, "");
    assert_eq!(d.rule, Rule::ReservedName);
    assert_eq!((d.loc.line, d.loc.column), (8, col(gates, "ty,", 0)));
    assert!(
        d.message.contains("input name `ty` is reserved"),
        "{}",
        d.message
    );
}

#[test]
fn fixed_inputs_may_follow_a_variadic_one_but_optional_ones_may_not_sit_beside_it() {
    let ok = "  - { name: A, doc: A., class: Ops, inputs: { data: [I32, { type: I32, repeat: any }, I32] }, outputs: { data: I32 } }\n";
    assert!(errors(ok, "").is_empty());
    let bad = "  - { name: A, doc: A., class: Ops, inputs: { data: [{ type: I32, repeat: any }, { type: I32, optional: true }] }, outputs: { data: I32 } }\n";
    let d = only(bad, "");
    assert_eq!(d.rule, Rule::SeveralVariadics);
    assert_eq!(
        (d.loc.line, d.loc.column),
        (8, col(bad, "{ type: I32, optional", 0))
    );
}

#[test]
fn a_spec_without_roots_generates_code_that_parses() {
    let text = format!("{BASE}  - {{ name: A, doc: A., class: Ops }}\n");
    let spec = Loader::new().text("t.yaml", text).load_ir().expect("valid");
    let code = ir_spec::generate::opcodes(&spec, "t.yaml").expect("generated");
    assert!(code.contains("pub enum Root {}"), "{code}");
    assert!(!code.contains("#[repr(u8)]\npub enum Root"));
}

#[test]
fn a_gate_s_fields_reach_the_generated_metadata() {
    let text = format!(
        "{BASE}  - {{ name: A, doc: A., class: Ops, fields: [{{ name: template, doc: The template object., type: \"Option<Box<str>>\" }}] }}\n"
    );
    let spec = Loader::new().text("t.yaml", text).load_ir().expect("valid");
    let code = ir_spec::generate::opcodes(&spec, "t.yaml").expect("generated");
    assert!(code.contains("::opforge_ir::FieldInfo {"), "{code}");
    assert!(code.contains("name: \"template\""), "{code}");
    assert!(code.contains("ty: \"Option<Box<str>>\""), "{code}");
}

/// Each primary type gets a value handle (`I32Value` for `I32`) in the generated runtime
/// instance: types named like the runtime's own handles (`VALUE`, `STATE`: SpiderMonkey's MIR
/// has a type `Value`) are fine, and a bitfield enum named like a handle is E013 naming both.
#[test]
fn a_type_s_value_handle_must_be_a_free_name() {
    let text = BASE.replace(
        "  - { name: I32, doc: Word. }\n",
        "  - { name: I32, doc: Word. }\n  - { name: VALUE, doc: Any. }\n  - { name: STATE, doc: S. }\n",
    );
    let gates = "  - { name: A, doc: A., class: Ops }\n";
    let loaded = Loader::new()
        .text("t.yaml", format!("{text}{gates}"))
        .load_ir();
    assert!(loaded.is_ok(), "{:#?}", loaded.err());

    let clash = ENUM_A.replace("name: Cond", "name: I32Value");
    let d = only(&clash, "");
    assert_eq!(d.rule, Rule::GeneratedNameClash);
    assert_eq!((d.loc.line, d.loc.column), (8, col(&clash, "I32Value", 0)));
    assert_eq!(
        d.message,
        "bitfield enum `I32Value` and the value handle of type `I32` both become `I32Value`, a type of the generated module"
    );
}
