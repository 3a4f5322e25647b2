//! The reference of a block-structured IR table as Markdown: types, type sets, immediate kinds,
//! the class tree with its opcode ranges, and every instruction's form in the text format
//! (`v = iadd lhs: Int, rhs: =lhs`), rendered from `templates/cfg.md.tera`.

use serde::Serialize;

use super::model::{CfgSpec, ImmediateKind, OperandKind, TypeMask};
use crate::front::docs::{DocError, cell};

const TEMPLATE: &str = include_str!("../../../templates/cfg.md.tera");

#[derive(Serialize)]
struct Row {
    name: String,
    doc: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    members: String,
}

#[derive(Serialize)]
struct ImmRow {
    name: String,
    values: String,
    doc: String,
}

#[derive(Serialize)]
struct ClassRow {
    indent: String,
    name: String,
    range: String,
    doc: String,
}

#[derive(Serialize)]
struct InstRow {
    number: usize,
    name: String,
    form: String,
    flags: String,
    doc: String,
}

#[derive(Serialize)]
struct RegClassRow {
    name: String,
    bank: String,
    views: String,
    preferred: String,
    non_preferred: String,
    scratch: String,
    reserved: String,
    doc: String,
}

#[derive(Serialize)]
struct AbiClassRow {
    name: String,
    arguments: String,
    results: String,
    callee_saved: String,
    scratch: String,
    reserved: String,
}

#[derive(Serialize)]
struct AbiView {
    name: String,
    doc: String,
    stack_pointer: String,
    frame_pointer: Option<String>,
    link_register: Option<String>,
    slot: u32,
    align: u32,
    classes: Vec<AbiClassRow>,
}

#[derive(Serialize)]
struct LirRow {
    name: String,
    allocation: String,
    emission: String,
}

#[derive(Serialize)]
struct LirView {
    machine: String,
    krate: String,
    classes: Vec<RegClassRow>,
    abi: Option<AbiView>,
    rows: Vec<LirRow>,
}

#[derive(Serialize)]
struct View {
    lir: Option<LirView>,
    source: String,
    name: String,
    doc: String,
    types: Vec<Row>,
    sets: Vec<Row>,
    immediates: Vec<ImmRow>,
    classes: Vec<ClassRow>,
    instructions: Vec<InstRow>,
}

/// The names of the types of a mask (`any` for all of them).
fn constraint(spec: &CfgSpec, mask: TypeMask) -> String {
    if mask == spec.all_types() && spec.types.len() > 1 {
        return "any".into();
    }
    if let Some(set) = spec.type_sets.iter().find(|s| s.mask == mask) {
        return set.named.name.clone();
    }
    let names: Vec<&str> = (0..spec.types.len())
        .filter(|&i| i < 64 && mask & (1 << i) != 0)
        .map(|i| spec.types[i].name.as_str())
        .collect();
    names.join("|")
}

fn form(spec: &CfgSpec, i: usize) -> String {
    let inst = &spec.instructions[i];
    let operand_name = |o: Option<usize>| {
        o.and_then(|o| inst.operands.get(o))
            .map_or_else(String::new, |o| o.named.name.clone())
    };
    let results: Vec<String> = inst
        .results
        .iter()
        .map(|r| match r.same {
            Some(o) => format!("{}: ={}", r.named.name, operand_name(Some(o))),
            None => format!("{}: {}", r.named.name, constraint(spec, r.types)),
        })
        .collect();
    let operands: Vec<String> = inst
        .operands
        .iter()
        .map(|o| {
            let shape = match o.kind {
                OperandKind::Value { same: Some(s), .. } => format!("={}", operand_name(Some(s))),
                OperandKind::Value { types, .. } => constraint(spec, types),
                OperandKind::Imm(k) => spec
                    .immediates
                    .get(k)
                    .map_or_else(String::new, |m| format!("imm {}", m.named.name)),
                OperandKind::Block => "block(args)".into(),
            };
            let dots = if o.variadic { "..." } else { "" };
            format!("{}: {shape}{dots}", o.named.name)
        })
        .collect();
    let lhs = if results.is_empty() {
        String::new()
    } else {
        format!("{} = ", results.join(", "))
    };
    format!("{lhs}{} {}", inst.named.name, operands.join(", "))
        .trim_end()
        .to_owned()
}

/// The Markdown reference of `spec`; `source` is named in its header.
pub fn markdown(spec: &CfgSpec, source: &str) -> Result<String, DocError> {
    let row = |name: &str, doc: &str| Row {
        name: name.to_owned(),
        doc: cell(doc),
        members: String::new(),
    };
    let view = View {
        lir: spec.lir.as_ref().map(|l| lir_view(spec, l)),
        source: source.to_owned(),
        name: spec.name.clone(),
        doc: spec.doc.clone(),
        types: spec.types.iter().map(|t| row(&t.name, &t.doc)).collect(),
        sets: spec
            .type_sets
            .iter()
            .map(|s| Row {
                members: (0..spec.types.len())
                    .filter(|&i| i < 64 && s.mask & (1 << i) != 0)
                    .map(|i| format!("`{}`", spec.types[i].name))
                    .collect::<Vec<_>>()
                    .join(", "),
                ..row(&s.named.name, &s.named.doc)
            })
            .collect(),
        immediates: spec
            .immediates
            .iter()
            .map(|m| ImmRow {
                name: m.named.name.clone(),
                values: match &m.kind {
                    ImmediateKind::Int { bits, signed: true } => format!("signed, {bits} bits"),
                    ImmediateKind::Int { bits, .. } => format!("unsigned, {bits} bits"),
                    ImmediateKind::Float => "a floating-point number".to_owned(),
                    ImmediateKind::Enum(cases) => cases
                        .iter()
                        .map(|c| format!("`{}`", c.name))
                        .collect::<Vec<_>>()
                        .join(", "),
                },
                doc: cell(&m.named.doc),
            })
            .collect(),
        classes: spec
            .classes
            .iter()
            .map(|c| ClassRow {
                indent: "&nbsp;&nbsp;".repeat(c.depth),
                name: c.named.name.clone(),
                range: format!("{}..{}", c.start, c.end),
                doc: cell(&c.named.doc),
            })
            .collect(),
        instructions: (0..spec.instructions.len())
            .map(|i| {
                let inst = &spec.instructions[i];
                let mut flags: Vec<String> = spec
                    .flags
                    .iter()
                    .enumerate()
                    .filter(|(b, _)| *b < 64 && inst.flags & (1 << b) != 0)
                    .map(|(_, f)| f.name.clone())
                    .collect();
                if inst.terminator {
                    flags.push("terminator".into());
                }
                if inst.returns {
                    flags.push("returns".into());
                }
                InstRow {
                    number: i,
                    name: inst.named.name.clone(),
                    form: form(spec, i),
                    flags: flags.join(", "),
                    doc: cell(&inst.named.doc),
                }
            })
            .collect(),
    };
    crate::front::docs::render(TEMPLATE, &view)
}

/// The LIR part of the reference: register classes, and per instruction its allocation
/// policies and emission.
fn lir_view(spec: &CfgSpec, lir: &super::lir::Lir) -> LirView {
    use super::lir::model::{Bank, Constraint, Emission, Position};
    let spell = |class: usize, hw: u8| {
        lir.classes[class].views.first().map_or_else(
            || hw.to_string(),
            |&v| lir.isa.registers[v].spelling(u32::from(hw)),
        )
    };
    let list = |class: usize, regs: &[u8]| {
        regs.iter()
            .map(|&r| spell(class, r))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let classes = lir
        .classes
        .iter()
        .enumerate()
        .map(|(i, c)| RegClassRow {
            name: c.named.name.clone(),
            bank: match c.bank {
                Bank::Int => "int",
                Bank::Float => "float",
                Bank::Vector => "vector",
            }
            .into(),
            views: c
                .views
                .iter()
                .map(|&v| format!("`{}`", lir.isa.registers[v].name))
                .collect::<Vec<_>>()
                .join(", "),
            preferred: list(i, &c.preferred),
            non_preferred: list(i, &c.non_preferred),
            scratch: c.scratch.map_or_else(String::new, |r| spell(i, r)),
            reserved: list(i, &c.reserved),
            doc: cell(&c.named.doc),
        })
        .collect();
    let abi = lir.abi.as_ref().map(|a| AbiView {
        name: a.name.clone(),
        doc: a.doc.clone(),
        stack_pointer: a.stack_pointer.spelt.clone(),
        frame_pointer: a.frame_pointer.as_ref().map(|r| r.spelt.clone()),
        link_register: a.link_register.as_ref().map(|r| r.spelt.clone()),
        slot: a.stack.slot,
        align: a.stack.align,
        classes: a
            .classes
            .iter()
            .enumerate()
            .filter(|(_, c)| **c != super::lir::model::ClassAbi::default())
            .map(|(i, c)| AbiClassRow {
                name: lir.classes[i].named.name.clone(),
                arguments: list(i, &c.arguments),
                results: list(i, &c.results),
                callee_saved: list(i, &c.callee_saved),
                scratch: list(i, &c.scratch),
                reserved: list(i, &c.reserved),
            })
            .collect(),
    });
    // The class of a value of `mask` (its first type's), to spell fixed registers.
    let class_of = |mask: TypeMask| {
        (0..spec.types.len().min(64))
            .find(|&t| mask & (1 << t) != 0)
            .and_then(|t| lir.type_classes.get(t))
            .map_or(0, |tc| tc.class)
    };
    let constraint = |c: &Constraint, inst: &super::model::Instruction, class: usize| match c {
        Constraint::Reg => "reg".to_owned(),
        Constraint::Any => "any".to_owned(),
        Constraint::Stack => "stack".to_owned(),
        Constraint::Fixed(hw) => spell(class, *hw),
        Constraint::FixedEach(regs) => format!(
            "each in {}",
            regs.iter()
                .map(|&(c, r)| spell(c, r))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Constraint::Reuse(i) => format!("reuse {}", inst.operands[*i].named.name),
    };
    let rows =
        spec.instructions
            .iter()
            .zip(&lir.insts)
            .map(|(inst, l)| {
                let mut parts: Vec<String> = inst
                    .operands
                    .iter()
                    .zip(&l.operands)
                    .filter_map(|(o, p)| {
                        let p = p.as_ref()?;
                        let late = if p.position == Position::Late {
                            " (late)"
                        } else {
                            ""
                        };
                        let class = match o.kind {
                            OperandKind::Value { types, .. } => class_of(types),
                            _ => 0,
                        };
                        let c = constraint(&p.constraint, inst, class);
                        Some(format!("{}: {c}{late}", o.named.name))
                    })
                    .collect();
                parts.extend(inst.results.iter().zip(&l.results).map(|(r, p)| {
                    let early = if p.position == Position::Early {
                        " (early)"
                    } else {
                        ""
                    };
                    let c = constraint(&p.constraint, inst, class_of(r.types));
                    format!("→ {}: {c}{early}", r.named.name)
                }));
                parts.extend(l.temps.iter().map(|t| {
                    format!("temp {}: {}", t.named.name, lir.classes[t.class].named.name)
                }));
                if !l.clobbers.is_empty() {
                    parts.push(format!("clobbers {} registers", l.clobbers.len()));
                }
                if l.call {
                    parts.push("call".into());
                }
                let emission = match &l.emission {
                    Emission::Custom { method, .. } => format!("custom `{method}`"),
                    Emission::Steps(steps) if steps.is_empty() => "nothing".into(),
                    Emission::Steps(steps) => steps
                        .iter()
                        .map(|s| {
                            let types: Vec<&str> = (0..spec.types.len())
                                .filter(|&t| t < 64 && s.types & (1 << t) != 0)
                                .map(|t| spec.types[t].name.as_str())
                                .collect();
                            let prefix = if types.is_empty() {
                                String::new()
                            } else {
                                format!("{}: ", types.join(", "))
                            };
                            format!("{prefix}`{}`", cell(&s.asm))
                        })
                        .collect::<Vec<_>>()
                        .join("<br>"),
                };
                LirRow {
                    name: inst.named.name.clone(),
                    allocation: parts.join(", "),
                    emission,
                }
            })
            .collect();
    LirView {
        machine: lir.machine_spec.clone(),
        krate: lir.machine_crate.clone(),
        classes,
        abi,
        rows,
    }
}
