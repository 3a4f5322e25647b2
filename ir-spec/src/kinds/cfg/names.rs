//! Generated identifiers of a block-structured IR table: owns the list of Rust namespaces its
//! layer puts table names in, each with the names the generated code defines or uses there, so
//! that two names that meet after case conversion (`i32` and `I32` both become `Type::I32`, `ne`
//! and `NE` both `NE`) and names the code takes itself (an operand `types`, an instruction
//! `function`, which `Builder` defines) are refused at the spec instead of breaking the build.
//! The visitor's methods are [`super::method_names`]'s; duplicates in one table namespace are
//! `E010`'s.

use std::collections::HashSet;

use super::model::{CfgSpec, ImmediateKind, Named};
use crate::front::context::Cx;
use crate::front::idents::Scope;
use crate::front::naming::{camel, screaming, snake, snake_ident};

/// The inherent methods of `opforge_cfg::Builder`: an `InstBuilder` method of the same name
/// would be called instead where the generated code (or a user's) calls them through `&mut`;
/// and the methods of the prelude's traits every `&mut Builder` has (`Into`, `TryInto`), which
/// would make a call such as the lowering matcher's `d.builder().into(..)` ambiguous.
const BUILDER_METHODS: &[&str] = &[
    "into",
    "try_into",
    "new",
    "function",
    "function_mut",
    "try_param",
    "current_block",
    "create_block",
    "append_block_param",
    "switch_to",
    "ins",
];

/// The names a builder method binds beside its parameters.
const BUILDER_LOCALS: &[&str] = &["self", "types", "fixed", "operands"];

/// The items of `Opcode` beside one variant per instruction and one test per class and mixin.
const OPCODE_ITEMS: &[&str] = &["ALL", "class", "mixins"];

/// The builder parameter of a result whose type is not fixed: `out` → `out_type`.
pub(crate) fn result_type_param(result: &str) -> String {
    format!("{}_type", snake_ident(result).trim_end_matches('_'))
}

/// Adds every named item of `items` (a `kind`) to `scope` as `convert` turns its name.
fn add<'n>(
    scope: &mut Scope<'_>,
    kind: &'static str,
    items: impl IntoIterator<Item = &'n Named>,
    convert: impl Fn(&str) -> String,
) {
    for n in items.into_iter().filter(|n| !n.name.is_empty()) {
        scope.add_name(kind, kind, &n.name, n.loc, &convert);
    }
}

/// Checks the generated identifiers of `spec`'s names (see the module doc); a name is
/// reported once: at its first clash, and not at all when a finding is already at it (such as
/// the visitor method clash of `super::method_names`).
pub(crate) fn check(cx: &mut Cx<'_>, spec: &CfgSpec) {
    let reported: &mut HashSet<_> = &mut cx.diags.iter().map(|d| d.loc).collect();
    let classes = || spec.classes.iter().map(|c| &c.named);
    let insts = || spec.instructions.iter().map(|i| &i.named);
    let imms = || spec.immediates.iter();
    let enums = || imms().filter(|m| matches!(m.kind, ImmediateKind::Enum(_)));

    let mut ty = Scope::new("a variant of `Type`", &["ALL"]);
    add(&mut ty, "type", &spec.types, camel);
    let mut sets = Scope::new("a constant of `type_set`", &["ANY"]);
    add(
        &mut sets,
        "type set",
        spec.type_sets.iter().map(|s| &s.named),
        screaming,
    );
    let mut flags = Scope::new("a constant of `flag`", &[]);
    add(&mut flags, "flag", &spec.flags, screaming);
    let mut imm_consts = Scope::new("a constant of `imm`", &[]);
    add(
        &mut imm_consts,
        "immediate",
        imms().map(|m| &m.named),
        screaming,
    );
    let mut imm_types = Scope::new("a type of `imm`", &[]);
    add(
        &mut imm_types,
        "immediate",
        enums().map(|m| &m.named),
        camel,
    );
    let mut class = Scope::new("a variant of `Class`", &[]);
    add(&mut class, "class", classes(), camel);
    let mut ranges = Scope::new("a constant of `class_range`", &[]);
    add(&mut ranges, "class", classes(), screaming);
    let mut opcode = Scope::new("a variant of `Opcode`", &[]);
    add(&mut opcode, "instruction", insts(), camel);
    let mut tests = Scope::new("a method of `Opcode`", OPCODE_ITEMS);
    add(&mut tests, "class", classes(), |n| {
        format!("is_{}", snake(n))
    });
    add(&mut tests, "mixin", &spec.mixins, |n| {
        format!("has_{}", snake(n))
    });
    let mut mixin = Scope::new("a variant of `Mixin`", &["ALL"]);
    add(&mut mixin, "mixin", &spec.mixins, camel);
    let mut builder = Scope::new("a method of `InstBuilder`", BUILDER_METHODS);
    add(&mut builder, "instruction", insts(), snake_ident);
    for s in [
        ty, sets, flags, imm_consts, imm_types, class, ranges, opcode, tests, mixin, builder,
    ] {
        s.check(cx, reported);
    }

    for m in enums() {
        let what = format!("a variant of `imm::{}`", camel(&m.named.name));
        let mut s = Scope::new(&what, &[]);
        if let ImmediateKind::Enum(cases) = &m.kind {
            add(&mut s, "case", cases, camel);
        }
        s.check(cx, reported);
    }
    for inst in &spec.instructions {
        let what = format!(
            "a parameter of the builder method of instruction `{}`",
            inst.named.name
        );
        let mut s = Scope::new(&what, BUILDER_LOCALS);
        add(
            &mut s,
            "operand",
            inst.operands.iter().map(|o| &o.named),
            snake_ident,
        );
        // A result whose type is neither fixed nor another operand's is a parameter too.
        let open = inst.results.iter().filter(|r| spec.is_open(r));
        add(&mut s, "result", open.map(|r| &r.named), result_type_param);
        s.check(cx, reported);
    }
}
