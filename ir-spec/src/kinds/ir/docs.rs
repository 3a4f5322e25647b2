//! Reference docs: owns rendering a checked [`Spec`] as Markdown with the tera template shipped in
//! `ir-spec/templates/reference.md.tera`: per gate, its wire table (state, dependency and data
//! wires, in and out, in the notation of the Circuit IR specification), its root and bitfield
//! meaning and its flags; the class tree with opcode ranges; types, type sets and opcode sets;
//! the declared wire kinds and levels, the roles and the graph rules.

use serde::Serialize;

pub use crate::front::docs::DocError;
use crate::front::docs::{cell, render};
use crate::kinds::ir::model::{
    Bitfield, DependCount, Input, Multiplicity, OpcodeConstraint, Repeat, Spec,
};

/// The template, compiled into the crate.
pub const TEMPLATE: &str = include_str!("../../../templates/reference.md.tera");

#[derive(Serialize)]
struct View {
    source: String,
    name: String,
    doc: String,
    gate_count: usize,
    class_count: usize,
    classes: Vec<ClassView>,
    types: Vec<TypeView>,
    type_sets: Vec<SetView>,
    type_vars: Vec<NamedView>,
    opcode_sets: Vec<SetView>,
    flags: Vec<NamedView>,
    wires: Vec<NamedView>,
    levels: Vec<NamedView>,
    roles: Vec<SetView>,
    graph_rules: Vec<SetView>,
    gates: Vec<GateView>,
}

#[derive(Serialize)]
struct ClassView {
    indent: String,
    name: String,
    count: usize,
    start: usize,
    end: usize,
    doc: String,
}

#[derive(Serialize)]
struct TypeView {
    name: String,
    spelling: String,
    bits: String,
    doc: String,
}

#[derive(Serialize)]
struct SetView {
    name: String,
    members: String,
    doc: String,
}

#[derive(Serialize)]
struct NamedView {
    name: String,
    doc: String,
}

#[derive(Serialize)]
struct GateView {
    name: String,
    opcode: usize,
    doc: String,
    class_path: String,
    level: String,
    flags: String,
    state_in: String,
    depend_in: String,
    data_in: String,
    state_out: String,
    depend_out: String,
    data_out: String,
    root: String,
    bitfield: String,
}

fn code(name: &str) -> String {
    format!("`{name}`")
}

fn opcodes_text(spec: &Spec, c: &OpcodeConstraint) -> String {
    c.refs
        .iter()
        .map(|r| code(spec.opcode_ref_name(*r)))
        .collect::<Vec<_>>()
        .join(" or ")
}

fn input_text(spec: &Spec, i: &Input, state: bool) -> String {
    let what = if state {
        i.from
            .as_ref()
            .map_or_else(|| "any state".to_owned(), |f| opcodes_text(spec, f))
    } else if i.types.is_empty() {
        "any value".to_owned()
    } else {
        i.types
            .iter()
            .map(|t| code(spec.type_name(*t)))
            .collect::<Vec<_>>()
            .join(" or ")
    };
    let what = match (&i.from, state) {
        (Some(f), false) => format!("{what} from {}", opcodes_text(spec, f)),
        _ => what,
    };
    match (i.repeat, i.optional) {
        (Repeat::Once, false) => what,
        (Repeat::Once, true) => format!("{what}?"),
        (Repeat::Bitfield, _) => format!("<<{what}>>(N)"),
        (Repeat::Any, _) => format!("<<{what}>>"),
    }
}

fn list(items: Vec<String>, open: &str, close: &str) -> String {
    format!("{open}{}{close}", items.join(", "))
}

fn type_list(spec: &Spec, mask: u64) -> String {
    spec.types
        .iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, t)| code(&t.named.name))
        .collect::<Vec<_>>()
        .join(", ")
}

fn view(spec: &Spec, source: &str) -> View {
    let classes = spec
        .classes
        .iter()
        .map(|c| ClassView {
            indent: "&nbsp;&nbsp;".repeat(c.depth * 2),
            name: c.named.name.clone(),
            count: c.end - c.start,
            start: c.start,
            end: c.end,
            doc: cell(&c.named.doc),
        })
        .collect();
    let types = spec
        .types
        .iter()
        .map(|t| TypeView {
            name: t.named.name.clone(),
            spelling: t.spelling.clone(),
            bits: t.bits.map_or_else(|| "-".to_owned(), |b| b.to_string()),
            doc: cell(&t.named.doc),
        })
        .collect();
    let type_sets = spec
        .type_sets
        .iter()
        .map(|s| SetView {
            name: s.named.name.clone(),
            members: type_list(spec, s.mask),
            doc: cell(&s.named.doc),
        })
        .collect();
    let named = |n: &crate::kinds::ir::model::Named| NamedView {
        name: n.name.clone(),
        doc: cell(&n.doc),
    };
    let opcode_sets = spec
        .opcode_sets
        .iter()
        .map(|s| SetView {
            name: s.named.name.clone(),
            members: s
                .opcodes
                .iter()
                .map(|&op| code(&spec.gates[op].named.name))
                .collect::<Vec<_>>()
                .join(", "),
            doc: cell(&s.named.doc),
        })
        .collect();
    let gates = spec.gates.iter().map(|g| gate_view(spec, g)).collect();
    View {
        source: source.to_owned(),
        name: spec.name.clone(),
        doc: spec.doc.clone(),
        gate_count: spec.gates.len(),
        class_count: spec.classes.len(),
        classes,
        types,
        type_sets,
        type_vars: spec.type_vars.iter().map(named).collect(),
        opcode_sets,
        flags: spec.flags.iter().map(named).collect(),
        wires: spec
            .wires
            .iter()
            .map(|w| NamedView {
                name: w.kind.name().to_owned(),
                doc: cell(&w.doc),
            })
            .collect(),
        levels: spec.levels.iter().map(named).collect(),
        roles: spec
            .roles
            .iter()
            .map(|b| SetView {
                name: b.role.name().to_owned(),
                members: b
                    .opcodes
                    .refs
                    .iter()
                    .map(|r| code(spec.opcode_ref_name(*r)))
                    .collect::<Vec<_>>()
                    .join(", "),
                doc: cell(b.role.doc()),
            })
            .collect(),
        graph_rules: spec
            .graph_rules
            .iter()
            .map(|r| SetView {
                name: r.name().to_owned(),
                members: r
                    .roles()
                    .iter()
                    .map(|x| code(x.name()))
                    .collect::<Vec<_>>()
                    .join(", "),
                doc: cell(r.doc()),
            })
            .collect(),
        gates,
    }
}

/// Most classes a gate's class path shows, nearest first.
const CLASS_PATH: usize = 8;

fn gate_view(spec: &Spec, g: &crate::kinds::ir::model::Gate) -> GateView {
    // The nearest classes only, so that a gate's line stays short in a deep tree (the class
    // tree above shows every level).
    let mut path: Vec<&str> = spec
        .ancestors(g.class)
        .map(|c| spec.classes[c].named.name.as_str())
        .take(CLASS_PATH + 1)
        .collect();
    if path.len() > CLASS_PATH {
        path[CLASS_PATH] = "…";
    }
    path.reverse();
    let flags: Vec<String> = spec
        .flags
        .iter()
        .enumerate()
        .filter(|(i, _)| g.flags & (1 << i) != 0)
        .map(|(_, f)| code(&f.name))
        .collect();
    let users = g
        .state_out
        .iter()
        .map(|u| {
            let t = opcodes_text(spec, &u.opcodes);
            if u.multiplicity == Multiplicity::Many {
                format!("<<{t}>>")
            } else {
                t
            }
        })
        .collect();
    let bitfield = match &g.bitfield {
        Bitfield::None => "not used".to_owned(),
        Bitfield::Count { doc } => format!("count: {}", cell(doc)),
        Bitfield::Bits {
            doc,
            width,
            value: false,
        } => format!("{width} bits: {}", cell(doc)),
        Bitfield::Bits {
            doc,
            width,
            value: true,
        } => format!("{width} bits, a value of the gate's type: {}", cell(doc)),
        Bitfield::Enum(e) => {
            let cases: Vec<String> = e
                .cases
                .iter()
                .map(|c| {
                    format!(
                        "`{:0w$b}` `{}`",
                        c.value,
                        c.named.name,
                        w = e.width as usize
                    )
                })
                .collect();
            format!("enum `{}`: {}", e.named.name, cases.join(", "))
        }
    };
    GateView {
        name: g.named.name.clone(),
        opcode: g.opcode,
        doc: g.named.doc.clone(),
        class_path: path.join(" > "),
        level: g
            .level
            .and_then(|l| spec.levels.get(l))
            .map(|l| l.name.clone())
            .unwrap_or_default(),
        flags: flags.join(", "),
        state_in: list(
            g.state_in
                .iter()
                .map(|i| input_text(spec, i, true))
                .collect(),
            "[",
            "]",
        ),
        depend_in: match g.depend_in {
            DependCount::Fixed(n) => n.to_string(),
            DependCount::Bitfield => "N".to_owned(),
            DependCount::Any => "any".to_owned(),
        },
        data_in: list(
            g.data_in
                .iter()
                .map(|i| input_text(spec, i, false))
                .collect(),
            "[",
            "]",
        ),
        state_out: list(users, "{", "}"),
        depend_out: if g.depend_out {
            "any".to_owned()
        } else {
            "0".to_owned()
        },
        data_out: match g.data_out {
            Some(t) => format!("{{<<{}>>}}", code(spec.type_name(t))),
            None => "{}".to_owned(),
        },
        root: g.root.map_or_else(
            || "not used".to_owned(),
            |r| code(&spec.gates[spec.roots[r]].named.name),
        ),
        bitfield,
    }
}

/// The reference of `spec` as Markdown; `source` is the spec path shown in the header.
pub fn markdown(spec: &Spec, source: &str) -> Result<String, DocError> {
    render(TEMPLATE, &view(spec, source))
}
