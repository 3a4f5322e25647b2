//! The intermediate model a foreign table of a block-structured IR is mapped into (types, type
//! sets, immediate kinds, flags, mixins, classes, instructions with value, immediate and block
//! operands), and its emission as a `kind: cfg` spec.

use std::fmt::Write as _;

use super::model::{ClassItem, Item, SetItem, emit_classes, emit_named, emit_type_sets, q, q_list};

/// A block-structured IR table as the importers build it.
#[derive(Default)]
pub(crate) struct CfgModel {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) types: Vec<Item>,
    pub(crate) type_sets: Vec<SetItem>,
    pub(crate) immediates: Vec<ImmItem>,
    pub(crate) flags: Vec<Item>,
    pub(crate) mixins: Vec<Item>,
    pub(crate) classes: Vec<ClassItem>,
    pub(crate) instructions: Vec<InstItem>,
}

/// An immediate kind: an integer of `bits` bits, or an enumeration of `cases`.
pub(crate) struct ImmItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) kind: ImmShape,
}

/// The values of an immediate kind.
pub(crate) enum ImmShape {
    Int { bits: u8, signed: bool },
    Enum(Vec<Item>),
}

/// One instruction.
#[derive(Default)]
pub(crate) struct InstItem {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) class: String,
    pub(crate) operands: Vec<OperandItem>,
    pub(crate) results: Vec<ResultItem>,
    pub(crate) flags: Vec<String>,
    pub(crate) mixins: Vec<String>,
    pub(crate) terminator: bool,
    pub(crate) returns: bool,
}

/// One operand.
#[derive(Clone)]
pub(crate) struct OperandItem {
    pub(crate) name: String,
    pub(crate) kind: OperandShape,
    /// The earlier value operand whose type this value has.
    pub(crate) same: Option<String>,
    pub(crate) variadic: bool,
}

/// What an operand takes: a value of a type constraint, an immediate of a kind, a block target.
#[derive(Clone, PartialEq)]
pub(crate) enum OperandShape {
    Value(String),
    Imm(String),
    Block,
}

/// One result and its type constraint.
pub(crate) struct ResultItem {
    pub(crate) name: String,
    pub(crate) ty: String,
}

impl CfgModel {
    /// The `kind: cfg` YAML text.
    pub(crate) fn emit(&self) -> String {
        let mut y = String::with_capacity(64 * 1024);
        // Editors find the schema from a file in a `spec/` folder next to `docs/`.
        y.push_str("# yaml-language-server: $schema=../docs/spec.schema.json\n");
        let _ = writeln!(
            y,
            "# Translated from a real compiler's table by `opforge import`: facts only (names, \
             classes, signatures, flags); every doc is written by the importer."
        );
        let _ = writeln!(
            y,
            "kind: cfg\nversion: 1\nname: {}\ndoc: {}",
            q(&self.name),
            q(&self.doc)
        );
        emit_named(&mut y, "types", &self.types);
        emit_type_sets(&mut y, &self.type_sets);
        if !self.immediates.is_empty() {
            y.push_str("immediates:\n");
            for m in &self.immediates {
                let _ = write!(y, "  - {{ name: {}, doc: {}", q(&m.name), q(&m.doc));
                match &m.kind {
                    ImmShape::Int { bits, signed } => {
                        let _ = writeln!(y, ", bits: {bits}, signed: {signed} }}");
                    }
                    ImmShape::Enum(cases) => {
                        y.push_str(", cases: [");
                        for (i, c) in cases.iter().enumerate() {
                            let sep = if i == 0 { "" } else { ", " };
                            let _ =
                                write!(y, "{sep}{{ name: {}, doc: {} }}", q(&c.name), q(&c.doc));
                        }
                        y.push_str("] }\n");
                    }
                }
            }
        }
        emit_named(&mut y, "flags", &self.flags);
        emit_named(&mut y, "mixins", &self.mixins);
        emit_classes(&mut y, &self.classes);
        y.push_str("instructions:\n");
        for i in &self.instructions {
            i.emit(&mut y);
        }
        y
    }
}

impl InstItem {
    fn emit(&self, y: &mut String) {
        let _ = writeln!(y, "  - name: {}", q(&self.name));
        let _ = writeln!(y, "    doc: {}", q(&self.doc));
        let _ = writeln!(y, "    class: {}", q(&self.class));
        if self.terminator {
            y.push_str("    terminator: true\n");
        }
        if self.returns {
            y.push_str("    returns: true\n");
        }
        if !self.operands.is_empty() {
            y.push_str("    operands:\n");
            for o in &self.operands {
                let what = match &o.kind {
                    OperandShape::Value(t) => format!("value: {}", q(t)),
                    OperandShape::Imm(k) => format!("imm: {}", q(k)),
                    OperandShape::Block => "block: true".to_owned(),
                };
                let variadic = if o.variadic { ", variadic: true" } else { "" };
                let same = o
                    .same
                    .as_ref()
                    .map(|s| format!(", same: {}", q(s)))
                    .unwrap_or_default();
                let _ = writeln!(
                    y,
                    "      - {{ name: {}, {what}{same}{variadic} }}",
                    q(&o.name)
                );
            }
        }
        if !self.results.is_empty() {
            y.push_str("    results:\n");
            for r in &self.results {
                let _ = writeln!(y, "      - {{ name: {}, type: {} }}", q(&r.name), q(&r.ty));
            }
        }
        if !self.flags.is_empty() {
            let _ = writeln!(y, "    flags: {}", q_list(&self.flags));
        }
        if !self.mixins.is_empty() {
            let _ = writeln!(y, "    mixins: {}", q_list(&self.mixins));
        }
    }
}
