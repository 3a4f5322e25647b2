//! The intermediate model a foreign table is mapped into, and its emission as opforge YAML.

use super::*;

#[derive(Default)]
pub(crate) struct Model {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) types: Vec<TypeItem>,
    pub(crate) type_sets: Vec<SetItem>,
    pub(crate) flags: Vec<Item>,
    pub(crate) attributes: Vec<AttrItem>,
    pub(crate) classes: Vec<ClassItem>,
    pub(crate) gates: Vec<GateItem>,
}

pub(crate) struct Item {
    pub(crate) name: String,
    pub(crate) doc: String,
}

pub(crate) struct TypeItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) bits: Option<u64>,
}

pub(crate) struct SetItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) members: Vec<String>,
}

#[derive(Clone, PartialEq)]
pub(crate) enum AttrKind {
    Bool,
    Int(i64, i64),
    Enum(Vec<String>),
    Text,
}

#[derive(Clone, PartialEq)]
pub(crate) enum Val {
    Bool(bool),
    Int(i64),
    Name(String),
    Text(String),
}

pub(crate) struct AttrItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) kind: AttrKind,
    pub(crate) default: Option<Val>,
}

pub(crate) struct ClassItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) parent: Option<String>,
}

#[derive(Default)]
pub(crate) struct GateItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) class: String,
    pub(crate) flags: Vec<String>,
    pub(crate) attrs: Vec<(String, Val)>,
    pub(crate) inputs: Vec<InputItem>,
    pub(crate) output: Option<String>,
    pub(crate) fields: Vec<FieldItem>,
}

#[derive(Default, Clone)]
pub(crate) struct InputItem {
    pub(crate) name: Option<String>,
    pub(crate) ty: Option<String>,
    pub(crate) from: Vec<String>,
    pub(crate) repeat_any: bool,
    pub(crate) optional: bool,
}

pub(crate) struct FieldItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) ty: String,
}

/// A double-quoted YAML scalar.
pub(crate) fn q(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            '\u{85}' | '\u{2028}' | '\u{2029}' | '\u{feff}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

pub(crate) fn q_list(items: &[String]) -> String {
    let parts: Vec<String> = items.iter().map(|s| q(s)).collect();
    format!("[{}]", parts.join(", "))
}

pub(crate) fn val_yaml(v: &Val) -> String {
    match v {
        Val::Bool(b) => b.to_string(),
        Val::Int(i) => i.to_string(),
        Val::Name(s) | Val::Text(s) => q(s),
    }
}

impl Model {
    pub(crate) fn emit(&self) -> String {
        let mut y = String::with_capacity(64 * 1024);
        let _ = writeln!(
            y,
            "# Translated at run time from a real compiler's table; see SOURCES.md."
        );
        let _ = writeln!(
            y,
            "kind: ir\nversion: 1\nname: {}\ndoc: {}",
            q(&self.name),
            q(&self.doc)
        );
        if !self.types.is_empty() {
            y.push_str("types:\n");
            for t in &self.types {
                let _ = write!(y, "  - {{ name: {}, doc: {}", q(&t.name), q(&t.doc));
                if let Some(b) = t.bits {
                    let _ = write!(y, ", bits: {b}");
                }
                y.push_str(" }\n");
            }
        }
        emit_type_sets(&mut y, &self.type_sets);
        emit_named(&mut y, "flags", &self.flags);
        if !self.attributes.is_empty() {
            y.push_str("attributes:\n");
            for a in &self.attributes {
                let kind = match &a.kind {
                    AttrKind::Bool => "bool".to_owned(),
                    AttrKind::Text => "text".to_owned(),
                    AttrKind::Int(min, max) => format!("{{ int: {{ min: {min}, max: {max} }} }}"),
                    AttrKind::Enum(c) => format!("{{ enum: {} }}", q_list(c)),
                };
                let _ = write!(
                    y,
                    "  - {{ name: {}, doc: {}, kind: {kind}",
                    q(&a.name),
                    q(&a.doc)
                );
                if let Some(d) = &a.default {
                    let _ = write!(y, ", default: {}", val_yaml(d));
                }
                y.push_str(" }\n");
            }
        }
        emit_classes(&mut y, &self.classes);
        y.push_str("gates:\n");
        for g in &self.gates {
            let _ = writeln!(y, "  - name: {}", q(&g.name));
            let _ = writeln!(y, "    doc: {}", q(&g.doc));
            let _ = writeln!(y, "    class: {}", q(&g.class));
            if !g.flags.is_empty() {
                let _ = writeln!(y, "    flags: {}", q_list(&g.flags));
            }
            if !g.attrs.is_empty() {
                y.push_str("    attrs:\n");
                for (k, v) in &g.attrs {
                    let _ = writeln!(y, "      {}: {}", q(k), val_yaml(v));
                }
            }
            if !g.inputs.is_empty() {
                y.push_str("    inputs:\n      data:\n");
                for i in &g.inputs {
                    let mut parts = Vec::new();
                    if let Some(n) = &i.name {
                        parts.push(format!("name: {}", q(n)));
                    }
                    if let Some(t) = &i.ty {
                        parts.push(format!("type: {}", q(t)));
                    }
                    if !i.from.is_empty() {
                        parts.push(format!("from: {}", q(&i.from.join(" | "))));
                    }
                    if i.repeat_any {
                        parts.push("repeat: any".to_owned());
                    }
                    if i.optional {
                        parts.push("optional: true".to_owned());
                    }
                    let _ = writeln!(y, "        - {{ {} }}", parts.join(", "));
                }
            }
            if let Some(o) = &g.output {
                let _ = writeln!(y, "    outputs: {{ data: {} }}", q(o));
            }
            if !g.fields.is_empty() {
                y.push_str("    fields:\n");
                for f in &g.fields {
                    let _ = writeln!(
                        y,
                        "      - {{ name: {}, doc: {}, type: {} }}",
                        q(&f.name),
                        q(&f.doc),
                        q(&f.ty)
                    );
                }
            }
        }
        y
    }
}

/// Adds the names of `list` not yet in `members`, in order.
pub(crate) fn add_members(members: &mut Vec<String>, list: &[String]) {
    for x in list {
        if !members.contains(x) {
            members.push(x.clone());
        }
    }
}

/// Names as a list of code spans: `` `a`, `b`, `c` ``.
pub(crate) fn code_list(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A top-level list of names with docs (`flags`, `mixins`, ...), when not empty.
pub(crate) fn emit_named(y: &mut String, key: &str, items: &[Item]) {
    if items.is_empty() {
        return;
    }
    let _ = writeln!(y, "{key}:");
    for t in items {
        let _ = writeln!(y, "  - {{ name: {}, doc: {} }}", q(&t.name), q(&t.doc));
    }
}

/// The `type_sets` list, when not empty.
pub(crate) fn emit_type_sets(y: &mut String, sets: &[SetItem]) {
    if sets.is_empty() {
        return;
    }
    y.push_str("type_sets:\n");
    for s in sets {
        let _ = writeln!(
            y,
            "  - {{ name: {}, doc: {}, members: {} }}",
            q(&s.name),
            q(&s.doc),
            q_list(&s.members)
        );
    }
}

/// The `classes` list, when not empty.
pub(crate) fn emit_classes(y: &mut String, classes: &[ClassItem]) {
    if classes.is_empty() {
        return;
    }
    y.push_str("classes:\n");
    for c in classes {
        let _ = write!(y, "  - {{ name: {}, doc: {}", q(&c.name), q(&c.doc));
        if let Some(p) = &c.parent {
            let _ = write!(y, ", parent: {}", q(p));
        }
        y.push_str(" }\n");
    }
}
