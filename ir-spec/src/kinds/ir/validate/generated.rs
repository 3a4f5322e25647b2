//! Generated identifiers: owns the table of every identifier the IR generators emit from spec
//! names, grouped by the Rust namespace it lives in (the module's types, the items of `Opcode`,
//! `Class`, `MachineType`, `TypeSet`, `Flags`, `Root`, `TypeVar`, each bitfield and attribute
//! enum, the `class_range` module, the builder's methods and each builder method's parameters,
//! the visitor's methods), each with the fixed names the generated code defines or uses there
//! (`ALL`, `info`, `EMPTY`, `NONE`, `visit_gate`, prelude names such as `Option` and `Iterator`).
//! Every spec-derived identifier is converted by the same `naming` function the generator calls,
//! and checked against the fixed names of its namespace (`E012`) and against every other
//! spec-derived identifier there (`E013`, naming both sources).
//!
//! Some pairs are reported by the rules that owned them before this table (two gates that become
//! one variant, a bitfield enum named like a generated type, an input named `ty`): the table
//! skips what was already reported at a position, and leaves those pairs to those rules.

use std::collections::HashSet;

use super::{Cx, Decls};
use crate::front::idents::{Entry, Scope, src};
use crate::front::naming::{
    self, builder_param, camel, class_test, screaming, snake_ident, visit_method,
};
use crate::front::source::Loc;
use crate::kinds::ir::model::WireKind;
use crate::kinds::ir::syntax::{AttributeKind, Bitfield, S};

/// What the generated code defines at the top of its module (in the type namespace).
const MODULE_ITEMS: &[&str] = &[
    "MachineType",
    "TypeSet",
    "TypeVar",
    "Flags",
    "Level",
    "Class",
    "Opcode",
    "Root",
    "class_range",
    "roles",
    "graph_rules",
    "Visitor",
    "VisitorMut",
    "Graph",
    "LAYER",
    "LAYER_TYPES",
];

/// The names the runtimes around the generated code define where it is included (`include_ir!`'s
/// module, the builder's and the visitor's runtime types), beside those no spec name may become
/// at all (`naming::RESERVED_TYPE_NAMES`, reported by the rules of each declaration).
const RUNTIME_ITEMS: &[&str] = &[
    "__opforge_ir",
    "opforge_ir",
    "Circuit",
    "CircuitError",
    "GraphError",
    "Findings",
    "TextError",
    "GateCheck",
    "WireKind",
];

const OPCODE_ITEMS: &[&str] = &[
    "ALL", "COUNT", "from_u16", "as_u16", "info", "name", "doc", "class", "flags", "has", "shape",
];
const CLASS_ITEMS: &[&str] = &[
    "ALL",
    "NAMES",
    "DOCS",
    "PARENTS",
    "RANGES",
    "DEPTHS",
    "name",
    "doc",
    "parent",
    "depth",
    "range",
    "contains",
    "from_name",
];
const MACHINE_TYPE_ITEMS: &[&str] = &[
    "ALL",
    "NAMES",
    "SPELLINGS",
    "BITS",
    "name",
    "spelling",
    "bits",
    "from_spelling",
];
const TYPE_SET_ITEMS: &[&str] = &["EMPTY", "NAMED", "of", "contains", "union", "is_empty"];
const FLAGS_ITEMS: &[&str] = &["NONE", "NAMED", "contains", "union"];
const ROOT_ITEMS: &[&str] = &["ALL", "opcode", "offset", "of"];

/// The methods a builder runtime (`ir-core`'s `GateBuilder`, or the one generated over
/// `opforge_ir::GraphBuilder`) defines beside the generated ones.
pub const BUILDER_METHODS: &[&str] = &[
    "new",
    "circuit",
    "graph",
    "close",
    "inner",
    "finish",
    "close_loop",
    "close_selector",
    "close_depend_selector",
    "root_gate",
    "gate",
];

/// The names a builder method uses beside its parameters.
const BUILDER_LOCALS: &[&str] = &[
    "self",
    "state_wires_",
    "depend_wires_",
    "data_wires_",
    "wires_",
];

/// The value handle of each primary type (`BoolValue` for `BOOL`) in the generated runtime
/// instance: clear of every type the module holds or names (the runtime's included), and of the
/// bitfield and attribute enums, which the module scope already matches with everything else.
fn handles(cx: &mut Cx<'_>, d: &Decls<'_>, reported: &mut HashSet<Loc>) {
    let mut fixed: Vec<&str> = MODULE_ITEMS.to_vec();
    fixed.extend(RUNTIME_ITEMS);
    fixed.extend(naming::PRELUDE_NAMES);
    fixed.extend(naming::RESERVED_TYPE_NAMES);
    let mut scope = Scope::new("a type of the generated module", &fixed);
    scope.owned = &[
        ("enum", "enum"),
        ("enum", "fixed"),
        ("enum", "attribute"),
        ("attribute", "fixed"),
        ("attribute", "attribute"),
    ];
    // The handle of each wire kind of a name of its own (`OrderRef`); the handles of the
    // behaviours' own names, and any other the generated code has, are `vocabulary`'s to report.
    for (f, w) in d.wires.iter().flatten() {
        let Some(wire) = d.wire_kinds.iter().find(|k| k.name == w.name.value) else {
            continue;
        };
        if wire.kind == WireKind::Root || (wire.kind == WireKind::Data && wire.first) {
            continue;
        }
        let handle = wire.handle();
        if naming::RESERVED_TYPE_NAMES.contains(&handle.as_str()) {
            continue;
        }
        let l = cx.loc(*f, &w.name);
        let source = src("the handle type of wire kind", &w.name.value);
        scope.add("wire", source, &w.name.value, l, handle);
    }
    for (f, t) in &d.types {
        let l = cx.loc(*f, &t.name);
        let handle = format!("{}Value", camel(&t.name.value));
        let source = src("the value handle of type", &t.name.value);
        scope.add("type", source, &t.name.value, l, handle);
    }
    for (f, g) in &d.gates {
        if let Some(S {
            value: Bitfield::Enum(e),
            ..
        }) = &g.bitfield
        {
            let l = cx.loc(*f, &e.name);
            scope.add_name("enum", "bitfield enum", &e.name.value, l, camel);
        }
    }
    for (f, a) in &d.attributes {
        if let AttributeKind::Enum(_) = &a.kind.value {
            let l = cx.loc(*f, &a.name);
            scope.add_name("attribute", "enum attribute", &a.name.value, l, camel);
        }
    }
    scope.check(cx, reported);
}

/// Checks every generated identifier of the declarations `d` (see the module doc). `reported`
/// holds the positions already reported by the older clash checks.
pub(crate) fn check(cx: &mut Cx<'_>, d: &Decls<'_>, reported: &mut HashSet<Loc>) {
    let loc = |cx: &Cx<'_>, f, s: &S<String>| cx.loc(f, s);
    let root_names: HashSet<&str> = d.roots.iter().map(|(_, r)| r.value.as_str()).collect();

    // The module: generated types and modules, the runtime's names, the prelude.
    let mut fixed: Vec<&str> = MODULE_ITEMS.to_vec();
    fixed.extend(RUNTIME_ITEMS);
    fixed.extend(naming::PRELUDE_NAMES);
    fixed.retain(|f| !naming::RESERVED_TYPE_NAMES.contains(f));
    let mut module = Scope::new("a type of the generated module", &fixed);
    // Bitfield enums are matched with each other and with generated types by `gates`, attribute
    // enums with those by `gates` too.
    module.owned = &[("enum", "enum"), ("enum", "attribute")];
    for (f, g) in &d.gates {
        if let Some(S {
            value: Bitfield::Enum(e),
            ..
        }) = &g.bitfield
        {
            let l = loc(cx, *f, &e.name);
            module.add_name("enum", "bitfield enum", &e.name.value, l, camel);
        }
    }
    for (f, a) in &d.attributes {
        if let AttributeKind::Enum(values) = &a.kind.value {
            let l = loc(cx, *f, &a.name);
            module.add_name("attribute", "enum attribute", &a.name.value, l, camel);
            let mut scope = Scope::new("a variant of its enum", &[]);
            for v in values {
                let vl = loc(cx, *f, v);
                scope.add_name("value", "value", &v.value, vl, camel);
            }
            scope.check(cx, reported);
        }
    }
    module.check(cx, reported);
    handles(cx, d, reported);
    // A bitfield enum's items (`ALL`, `WIDTH`, `bits`, ...) are SCREAMING_CASE or snake_case; its
    // CamelCase variants cannot meet them, and meet each other under `gates` (E057).

    // `Opcode`: variants, class tests, attribute accessors.
    let mut opcode = Scope::new("an item of `Opcode`", OPCODE_ITEMS);
    opcode.owned = &[("gate", "gate")];
    for (f, g) in &d.gates {
        let l = loc(cx, *f, &g.name);
        opcode.add_name("gate", "gate", &g.name.value, l, camel);
    }
    for (f, c) in &d.classes {
        let l = loc(cx, *f, &c.name);
        opcode.add_name("class", "class", &c.name.value, l, class_test);
    }
    for (f, a) in &d.attributes {
        let l = loc(cx, *f, &a.name);
        opcode.add_name("attribute", "attribute", &a.name.value, l, snake_ident);
    }
    opcode.check(cx, reported);

    // The other generated types and the `class_range` module.
    let named = |cx: &Cx<'_>, kind: &str, f, n: &S<String>, convert: fn(&str) -> String| Entry {
        ident: convert(&n.value),
        source: src(kind, &n.value),
        name: n.value.clone(),
        loc: cx.loc(f, n),
        group: "name",
    };
    let scopes: Vec<(&str, &[&str], Vec<Entry>)> = vec![
        (
            "a variant of `Class`",
            CLASS_ITEMS,
            d.classes
                .iter()
                .map(|(f, c)| named(cx, "class", *f, &c.name, camel))
                .collect(),
        ),
        (
            "a constant of `class_range`",
            &[],
            d.classes
                .iter()
                .map(|(f, c)| named(cx, "class", *f, &c.name, screaming))
                .collect(),
        ),
        (
            "a variant of `MachineType`",
            MACHINE_TYPE_ITEMS,
            d.types
                .iter()
                .map(|(f, t)| named(cx, "type", *f, &t.name, camel))
                .collect(),
        ),
        (
            "a constant of `TypeSet`",
            TYPE_SET_ITEMS,
            d.type_sets
                .iter()
                .map(|(f, t)| named(cx, "type set", *f, &t.name, screaming))
                .collect(),
        ),
        (
            "a variant of `TypeVar`",
            &[],
            d.type_vars
                .iter()
                .map(|(f, t)| named(cx, "type variable", *f, &t.name, camel))
                .collect(),
        ),
        (
            "a constant of `Flags`",
            FLAGS_ITEMS,
            d.flags
                .iter()
                .map(|(f, t)| named(cx, "flag", *f, &t.name, screaming))
                .collect(),
        ),
        (
            "a static of the generated module",
            &[],
            d.attributes
                .iter()
                .map(|(f, a)| named(cx, "attribute", *f, &a.name, naming::attribute_table))
                .collect(),
        ),
        (
            "a variant of `Root`",
            ROOT_ITEMS,
            d.gates
                .iter()
                .filter(|(_, g)| root_names.contains(g.name.value.as_str()))
                .map(|(f, g)| named(cx, "root", *f, &g.name, camel))
                .collect(),
        ),
        (
            "a method of `Visitor`",
            &["visit_gate", "visit"],
            d.classes
                .iter()
                .map(|(f, c)| named(cx, "class", *f, &c.name, visit_method))
                .chain(
                    d.gates
                        .iter()
                        .map(|(f, g)| named(cx, "gate", *f, &g.name, visit_method)),
                )
                .collect(),
        ),
        (
            "a method of `GateBuilder`",
            BUILDER_METHODS,
            d.gates
                .iter()
                .map(|(f, g)| named(cx, "gate", *f, &g.name, snake_ident))
                .collect(),
        ),
    ];
    for (what, fixed, entries) in scopes {
        let mut scope = Scope::new(what, fixed);
        scope.entries = entries;
        scope.check(cx, reported);
    }
    for (f, g) in &d.gates {
        builder_params(cx, *f, g, &d.wire_kinds, reported);
    }
}

/// The parameters of one gate's builder method: the machine type, the bitfield, then the state,
/// dependency and data inputs, each named by [`builder_param`] as the generator names them.
fn builder_params(
    cx: &mut Cx<'_>,
    f: crate::front::source::FileId,
    g: &crate::kinds::ir::syntax::GateDecl,
    wire_kinds: &[crate::kinds::ir::model::Wire],
    reported: &mut HashSet<Loc>,
) {
    let what = format!(
        "a parameter of the builder method of gate `{}`",
        g.name.value
    );
    let mut fixed: Vec<&str> = BUILDER_LOCALS.to_vec();
    fixed.extend(naming::RESERVED_INPUT_NAMES);
    let mut scope = Scope::new(&what, &fixed);
    // Input names are matched with each other and with the reserved ones by `gates`.
    scope.owned = &[("input", "input"), ("input", "fixed")];
    if let Some(S {
        value: Bitfield::Enum(e),
        ..
    }) = &g.bitfield
    {
        let l = cx.loc(f, &e.name);
        scope.add_name("enum", "bitfield enum", &e.name.value, l, snake_ident);
    }
    let gate_loc = cx.loc(f, &g.name);
    // Unnamed inputs first, so that a clash is reported at the named input.
    for named in [false, true] {
        let wires = super::vocabulary::GateWires::of(wire_kinds, g);
        let prefix = |w: &str| {
            wire_kinds
                .iter()
                .find(|k| k.name == w)
                .map_or_else(|| w.to_owned(), crate::kinds::ir::model::Wire::param_prefix)
        };
        if !named {
            for (w, c) in &wires.depend_in {
                let Some(wire) = wire_kinds.iter().find(|k| &k.name == w) else {
                    continue;
                };
                if wire.first || c.value == crate::kinds::ir::syntax::Count::Fixed(0) {
                    continue;
                }
                let mut ident = wire.param_prefix();
                if c.value != crate::kinds::ir::syntax::Count::Fixed(1) {
                    ident.push('s');
                }
                let l = cx.loc(f, c);
                let source = format!("the `{w}` dependencies of gate `{}`", g.name.value);
                scope.add("unnamed", source, &ident, l, ident.clone());
            }
        }
        for (w, inputs) in wires.state_in.iter().chain(&wires.data_in) {
            let kind = prefix(w);
            let kind = kind.as_str();
            for (i, input) in inputs.iter().enumerate() {
                let once = input.value.repeat.is_none();
                let name = input.value.name.as_ref().map(|n| n.value.as_str());
                let ident = builder_param(kind, i, inputs.len(), name, once);
                match &input.value.name {
                    Some(n) if named => {
                        let l = cx.loc(f, n);
                        scope.add("input", src("input", &n.value), &n.value, l, ident);
                    }
                    None if !named => {
                        let source = format!("{kind} input {i} of gate `{}`", g.name.value);
                        scope.add("unnamed", source, &ident, gate_loc, ident.clone());
                    }
                    _ => {}
                }
            }
        }
    }
    scope.check(cx, reported);
}
