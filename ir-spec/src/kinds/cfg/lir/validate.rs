//! Validation of the LIR part of a block-structured IR table: owns loading the `machine` table
//! and checking everything a LIR says against it, every finding located: register classes
//! (bank, views, register names and ranges; without an `abi`, no register the machine spells
//! specially; with one, no register it keeps: [`super::abi`]), register sets, the class of each type, each value's allocation policy (`alloc`, `at`,
//! `reuse`, `fixed_each`), temps, clobbers, and each emission step (the form exists, every
//! operand without a default is bound, each binding fits the form operand's kind and register
//! class, the expected assembly names only bound parts).
//!
//! Here: the check's entry, the machine, and each instruction's values and their policies;
//! `classes`: register classes, sets and the class of each type; `emission`: emission steps.

use std::collections::HashMap;

use super::model::{
    Bank, Bind, Constraint, Emission, FormRef, InstLir, Lir, Policy, Position, RegClass, Slot,
    Step, Temp, TypeClass,
};
use super::syntax::{BindValue, EmitDecl, RegClassDecl};
use crate::front::codec::CodecValue;
use crate::front::context::{Cx, unique};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::kind::Tables;
use crate::front::model::Named;
use crate::front::naming;
use crate::front::source::{FileId, Loc};
use crate::kinds::cfg::model::{Immediate, ImmediateKind, Instruction, OperandKind, TypeMask};
use crate::kinds::cfg::syntax::{CfgDocument, InstructionDecl, S};
use crate::kinds::isa::model::{Operand as FormOperand, TypeKind};
use crate::kinds::isa::{Isa, IsaKind};

mod classes;
mod emission;

/// What the LIR check needs of the rest of the table.
pub(crate) struct Table<'a> {
    /// The documents, with their files.
    pub documents: &'a [(FileId, CfgDocument)],
    /// The instructions in opcode order, each with its declaration and file.
    pub instructions: Vec<(FileId, &'a InstructionDecl, &'a Instruction)>,
    /// The declared type names, by index.
    pub types: &'a [Named],
    /// The immediate kinds, by index.
    pub immediates: &'a [Immediate],
}

/// Checks the LIR part of the table, if it has a `machine`; reports LIR fields without one.
pub(crate) fn check(cx: &mut Cx<'_>, table: &Table<'_>, tables: &impl Tables) -> Option<Lir> {
    let machine = table
        .documents
        .iter()
        .find_map(|(f, d)| d.machine.as_ref().map(|m| (*f, m)));
    let Some((file, machine)) = machine else {
        no_machine(cx, table);
        return None;
    };
    let isa = load_machine(cx, file, &machine.spec, tables)?;
    let krate = &machine.krate;
    let loc = cx.loc(file, krate);
    if !naming::is_identifier(&krate.value) {
        cx.err(
            Rule::CfgMachine,
            loc,
            format!("`{}` is not a Rust crate name", krate.value),
        );
    } else {
        cx.check_verbatim("machine crate", &krate.value, loc);
    }
    let mut lx = Lx {
        isa: &isa,
        immediates: table.immediates,
        classes: Vec::new(),
        sets: HashMap::new(),
        has_abi: table.documents.iter().any(|(_, d)| d.abi.is_some()),
        kept: Vec::new(),
    };
    let decls = lx.declare_classes(cx, table);
    let abi = super::abi::check(cx, &mut lx, table);
    for (ci, (f, decl)) in decls.iter().enumerate() {
        lx.allocation_orders(cx, *f, ci, decl);
    }
    if let Some(abi) = &abi {
        super::abi::check_passing(cx, &lx, abi);
    }
    lx.declare_sets(cx, table);
    let type_classes = lx.type_classes(cx, table);
    let insts: Vec<InstLir> = table
        .instructions
        .iter()
        .map(|&(f, decl, inst)| lx.instruction(cx, f, decl, inst, &type_classes, table.types))
        .collect();
    if let Some(abi) = &abi {
        super::abi::check_calls(cx, &lx, table, &insts, &type_classes, &abi.abi);
    }
    let classes = lx.classes.into_iter().map(|(c, _)| c).collect();
    Some(Lir {
        machine_spec: machine.spec.value.clone(),
        machine_crate: krate.value.clone(),
        isa,
        classes,
        type_classes: type_classes
            .into_iter()
            .map(|t| t.unwrap_or(TypeClass { class: 0, view: 0 }))
            .collect(),
        insts,
        abi: abi.map(|a| a.abi),
    })
}

/// Reports every LIR field of a table without a `machine`.
fn no_machine(cx: &mut Cx<'_>, table: &Table<'_>) {
    let flag = |cx: &mut Cx<'_>, loc: Loc, what: &str| {
        cx.err(
            Rule::CfgMachine,
            loc,
            format!("{what} belongs to a LIR: add `machine: {{ spec: <isa table>, crate: <its crate> }}`"),
        );
    };
    for (f, d) in table.documents {
        if let Some(c) = d.register_classes.first() {
            let loc = cx.loc(*f, &c.name);
            flag(cx, loc, "a register class");
        }
        if let Some(s) = d.register_sets.first() {
            let loc = cx.loc(*f, &s.name);
            flag(cx, loc, "a register set");
        }
        for t in &d.types {
            if let Some(c) = t.class.as_ref().or(t.view.as_ref()) {
                let loc = cx.loc(*f, c);
                flag(
                    cx,
                    loc,
                    &format!("the register class of type `{}`", t.name.value),
                );
            }
        }
    }
    for &(f, decl, _) in &table.instructions {
        let name = &decl.name.value;
        let mut first: Option<Loc> = None;
        for o in &decl.operands {
            if let Some(s) = o.alloc.as_ref().or(o.at.as_ref()).or(o.fixed_each.first()) {
                first = first.or(Some(cx.loc(f, s)));
            }
        }
        for r in &decl.results {
            if let Some(s) = r.alloc.as_ref().or(r.at.as_ref()).or(r.reuse.as_ref()) {
                first = first.or(Some(cx.loc(f, s)));
            }
        }
        if let Some(t) = decl.temps.first() {
            first = first.or(Some(cx.loc(f, &t.name)));
        }
        if let Some(c) = decl.clobbers.first() {
            first = first.or(Some(cx.loc(f, c)));
        }
        if let Some(c) = &decl.call {
            first = first.or(Some(cx.loc(f, c)));
        }
        if let Some(e) = decl.emit.as_ref().and_then(|e| e.first()) {
            first = first.or(Some(cx.loc(f, &e.form)));
        }
        if let Some(m) = decl.custom.as_ref().and_then(|c| c.emit.as_ref()) {
            first = first.or(Some(cx.loc(f, m)));
        }
        if let Some(loc) = first {
            flag(cx, loc, &format!("the allocation or emission of `{name}`"));
        }
    }
}

/// Loads the machine table `spec` names, relative to `file`'s directory.
fn load_machine(
    cx: &mut Cx<'_>,
    file: FileId,
    spec: &S<String>,
    tables: &impl Tables,
) -> Option<Isa> {
    crate::front::nested::load_relative(
        cx,
        file,
        spec,
        Rule::CfgMachine,
        "machine table",
        |path, display| tables.load::<IsaKind>(path, display),
    )
}

/// The LIR checker's state: the machine, the classes declared so far (with their files) and the
/// register sets.
pub(super) struct Lx<'i> {
    pub(super) isa: &'i Isa,
    immediates: &'i [Immediate],
    pub(super) classes: Vec<(RegClass, FileId)>,
    sets: HashMap<String, Vec<(usize, u8)>>,
    /// Whether the table has an `abi`: then the registers it keeps are the ones no value lives
    /// in, and no register is special for the name the machine gives it.
    pub(super) has_abi: bool,
    /// Per class (by index): the registers the `abi` keeps from values, each with its role
    /// (`the frame pointer`).
    pub(super) kept: Vec<Vec<(u8, &'static str)>>,
}

impl<'i> Lx<'i> {
    /// The registers of a `fixed_each` list, each with its class: every item names registers of
    /// the class of one of the operand's types (the list may mix classes; the values of each
    /// class take that class's registers in order).
    fn fixed_each(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        mask: TypeMask,
        type_classes: &[Option<TypeClass>],
        list: &[S<String>],
        what: &str,
    ) -> Vec<(usize, u8)> {
        let mut classes: Vec<usize> = Vec::new();
        for (t, tc) in type_classes.iter().enumerate() {
            if t >= 64 || mask & (1u64 << t) == 0 {
                continue;
            }
            match tc {
                Some(tc) if !classes.contains(&tc.class) => classes.push(tc.class),
                Some(_) => {}
                // A type without a class was reported where the type is declared.
                None => return Vec::new(),
            }
        }
        let mut out = Vec::new();
        for item in list {
            let first = item.value.split('-').next().unwrap_or_default().trim();
            let class = classes.iter().copied().find(|&c| {
                let class = &self.classes[c].0;
                class
                    .views
                    .first()
                    .is_some_and(|&v| register_number(&self.isa.registers[v], first).is_some())
            });
            let Some(c) = class else {
                let names: Vec<String> = classes
                    .iter()
                    .map(|&c| format!("`{}`", self.classes[c].0.named.name))
                    .collect();
                let loc = cx.loc(f, item);
                cx.err(
                    Rule::CfgPolicy,
                    loc,
                    format!(
                        "{what}: `fixed_each` names `{}`, which is not a register of the class of any of its types ({})",
                        item.value,
                        names.join(", ")
                    ),
                );
                continue;
            };
            let class = &self.classes[c].0;
            for hw in self.allocatable(cx, f, class, std::slice::from_ref(item)) {
                if let Some(why) = self.unallocatable(c, hw) {
                    let loc = cx.loc(f, item);
                    cx.err(
                        Rule::CfgPolicy,
                        loc,
                        format!(
                            "{what}: `fixed_each` names {}, {why}; a value lives only in a register its class allocates",
                            self.spelling(class, hw)
                        ),
                    );
                } else if out.contains(&(c, hw)) {
                    let loc = cx.loc(f, item);
                    let name = class.views.first().map_or_else(
                        || hw.to_string(),
                        |&v| self.isa.registers[v].spelling(u32::from(hw)),
                    );
                    cx.err(
                        Rule::CfgPolicy,
                        loc,
                        format!("{what}: `fixed_each` names register `{name}` twice"),
                    );
                } else {
                    out.push((c, hw));
                }
            }
        }
        out
    }

    fn instruction(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        decl: &InstructionDecl,
        inst: &Instruction,
        type_classes: &[Option<TypeClass>],
        types: &[Named],
    ) -> InstLir {
        let name = &inst.named.name;
        let mut operands = Vec::with_capacity(inst.operands.len());
        for (o, od) in inst.operands.iter().zip(&decl.operands) {
            let OperandKind::Value { types: mask, .. } = o.kind else {
                if let Some(s) = od
                    .alloc
                    .as_ref()
                    .or(od.at.as_ref())
                    .or(od.fixed_each.first())
                {
                    let loc = cx.loc(f, s);
                    cx.err(
                        Rule::CfgPolicy,
                        loc,
                        format!("operand `{}` of `{name}` is not a value, so it has no allocation policy", o.named.name),
                    );
                }
                operands.push(None);
                continue;
            };
            let what = format!("operand `{}` of `{name}`", o.named.name);
            let class = if fixed(od.alloc.as_ref()) {
                self.class_of_mask(cx, o.named.loc, &what, mask, type_classes, types)
            } else {
                None
            };
            let mut constraint = self.alloc(cx, f, od.alloc.as_ref(), class, &what);
            if !od.fixed_each.is_empty() {
                let loc = cx.loc(f, &od.fixed_each[0]);
                if !o.variadic || od.alloc.is_some() {
                    cx.err(
                        Rule::CfgPolicy,
                        loc,
                        format!(
                            "{what}: `fixed_each` belongs to a variadic operand without `alloc`"
                        ),
                    );
                }
                let regs = self.fixed_each(cx, f, mask, type_classes, &od.fixed_each, &what);
                constraint = Constraint::FixedEach(regs);
            }
            let position = position(cx, f, od.at.as_ref(), Position::Early, &what);
            operands.push(Some(Policy {
                name: o.named.name.clone(),
                constraint,
                position,
            }));
        }
        let mut results = Vec::with_capacity(inst.results.len());
        for (r, rd) in inst.results.iter().zip(&decl.results) {
            let what = format!("result `{}` of `{name}`", r.named.name);
            let class = if fixed(rd.alloc.as_ref()) {
                self.class_of_mask(cx, r.named.loc, &what, r.types, type_classes, types)
            } else {
                None
            };
            let mut constraint = self.alloc(cx, f, rd.alloc.as_ref(), class, &what);
            if let Some(reuse) = &rd.reuse {
                let loc = cx.loc(f, reuse);
                let target = inst
                    .operands
                    .iter()
                    .position(|o| o.named.name == reuse.value);
                match target.map(|i| (i, &inst.operands[i])) {
                    Some((i, o)) if matches!(o.kind, OperandKind::Value { .. }) && !o.variadic => {
                        if rd.alloc.is_some() {
                            cx.err(
                                Rule::CfgPolicy,
                                loc,
                                format!("{what} has both `alloc` and `reuse`"),
                            );
                        }
                        let theirs = operands[i].as_ref().map(|p: &Policy| &p.constraint);
                        if theirs != Some(&Constraint::Reg) {
                            cx.err(
                                Rule::CfgPolicy,
                                loc,
                                format!(
                                    "{what} reuses `{}`, which must then be `alloc: reg`",
                                    reuse.value
                                ),
                            );
                        }
                        constraint = Constraint::Reuse(i);
                    }
                    _ => {
                        cx.push(
                            Diagnostic::new(
                                Rule::CfgPolicy,
                                loc,
                                format!(
                                    "{what} reuses `{}`, which is not a value operand of `{name}`",
                                    reuse.value
                                ),
                            )
                            .with_optional_hint(naming::did_you_mean(
                                &reuse.value,
                                inst.operands.iter().map(|o| o.named.name.as_str()),
                            )),
                        );
                    }
                }
            }
            let position = position(cx, f, rd.at.as_ref(), Position::Late, &what);
            results.push(Policy {
                name: r.named.name.clone(),
                constraint,
                position,
            });
        }
        let mut temps = Vec::with_capacity(decl.temps.len());
        let mut part_names: HashMap<String, (usize, Loc)> = HashMap::new();
        for (i, o) in inst.operands.iter().enumerate() {
            part_names.insert(o.named.name.clone(), (i, o.named.loc));
        }
        for (i, r) in inst.results.iter().enumerate() {
            unique(
                cx,
                &mut part_names,
                "operand or result",
                &r.named.name,
                r.named.loc,
                i,
            );
        }
        for (i, t) in decl.temps.iter().enumerate() {
            let named = cx.named("temp", f, &t.name, &t.doc);
            unique(
                cx,
                &mut part_names,
                "operand, result or temp",
                &t.name.value,
                named.loc,
                i,
            );
            let what = format!("temp `{}` of `{name}`", named.name);
            let class = self.class_named(&t.class.value);
            if class.is_none() {
                cx.unknown_name(
                    Rule::CfgPolicy,
                    f,
                    &t.class,
                    "register class",
                    self.classes.iter().map(|(c, _)| c.named.name.as_str()),
                );
            }
            let constraint = self.alloc(cx, f, t.alloc.as_ref(), class, &what);
            if matches!(constraint, Constraint::Any | Constraint::Stack) {
                let loc = t.alloc.as_ref().map_or(named.loc, |a| cx.loc(f, a));
                cx.err(
                    Rule::CfgPolicy,
                    loc,
                    format!("{what} must be a register (`reg` or a fixed one)"),
                );
            }
            temps.push(Temp {
                named,
                class: class.unwrap_or(0),
                constraint,
            });
        }
        let mut clobbers = Vec::new();
        for c in &decl.clobbers {
            if let Some(set) = self.sets.get(&c.value) {
                clobbers.extend(set.iter().copied());
            } else if let Some(r) = self.any_register(&c.value) {
                clobbers.push(r);
            } else {
                cx.unknown_name(
                    Rule::CfgRegister,
                    f,
                    c,
                    "register or register set",
                    self.sets.keys().map(String::as_str),
                );
            }
        }
        clobbers.sort_unstable();
        clobbers.dedup();
        let call = decl.call.as_ref().is_some_and(|c| c.value);
        let control = match &decl.control {
            None => default_control(inst),
            Some(c) => {
                let found = inst.operands.iter().position(|o| {
                    o.named.name == c.value
                        && matches!(o.kind, OperandKind::Value { .. })
                        && !o.variadic
                });
                if found.is_none() {
                    let loc = cx.loc(f, c);
                    cx.push(
                        Diagnostic::new(
                            Rule::CfgEmit,
                            loc,
                            format!("`control: {}` of `{name}` names no value operand", c.value),
                        )
                        .with_optional_hint(naming::did_you_mean(
                            &c.value,
                            inst.operands.iter().map(|o| o.named.name.as_str()),
                        )),
                    );
                }
                found.map(Slot::Operand)
            }
        };
        let mut lir = InstLir {
            operands,
            results,
            temps,
            clobbers,
            call,
            control,
            emission: Emission::Steps(Vec::new()),
        };
        lir.emission = self.emission(cx, f, decl, inst, &lir, type_classes, types);
        lir
    }

    /// The constraint `alloc` says, for a value of class `class`.
    fn alloc(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        alloc: Option<&S<String>>,
        class: Option<usize>,
        what: &str,
    ) -> Constraint {
        let Some(a) = alloc else {
            return Constraint::Reg;
        };
        match a.value.as_str() {
            "reg" => Constraint::Reg,
            "any" => Constraint::Any,
            "stack" => Constraint::Stack,
            reg => {
                let Some(c) = class else {
                    return Constraint::Reg;
                };
                let loc = cx.loc(f, a);
                let class = &self.classes[c].0;
                let found = class
                    .views
                    .first()
                    .and_then(|&v| register_number(&self.isa.registers[v], reg));
                match found {
                    Some(hw) if self.special(class, hw).is_none() => {
                        if let Some(why) = self.unallocatable(c, hw) {
                            cx.err(
                                Rule::CfgPolicy,
                                loc,
                                format!(
                                    "{what} has `alloc: {reg}`, {why}; a value lives only in a register its class allocates"
                                ),
                            );
                        }
                        Constraint::Fixed(hw)
                    }
                    _ => {
                        cx.err(
                            Rule::CfgPolicy,
                            loc,
                            format!(
                                "{what} has `alloc: {reg}`; expected `reg`, `any`, `stack` or a general register of class `{}`",
                                class.named.name
                            ),
                        );
                        Constraint::Reg
                    }
                }
            }
        }
    }
}

/// Whether `alloc` names a fixed register (rather than `reg`, `any` or `stack`).
fn fixed(alloc: Option<&S<String>>) -> bool {
    alloc.is_some_and(|a| !matches!(a.value.as_str(), "reg" | "any" | "stack"))
}

/// The position `at` says (`early` or `late`), or `default`.
fn position(
    cx: &mut Cx<'_>,
    f: FileId,
    at: Option<&S<String>>,
    default: Position,
    what: &str,
) -> Position {
    match at.map(|a| a.value.as_str()) {
        None => default,
        Some("early") => Position::Early,
        Some("late") => Position::Late,
        Some(other) => {
            let loc = at.map_or(Loc::new(f, 1, 1), |a| cx.loc(f, a));
            cx.push(
                Diagnostic::new(
                    Rule::CfgPolicy,
                    loc,
                    format!("{what} has `at: {other}`; expected `early` or `late`"),
                )
                .with_optional_hint(naming::did_you_mean(other, ["early", "late"])),
            );
            default
        }
    }
}

/// A part of an instruction a name in `emit` refers to.
#[derive(Debug, Clone, PartialEq)]
enum Part {
    /// A register slot.
    Slot(Slot),
    /// An immediate operand, with its cases if an enumeration.
    Imm(usize, Option<Vec<String>>),
    /// The `n`th block target.
    Target(usize),
}

impl Part {
    fn is_bound_by(&self, b: &Bind) -> bool {
        match (self, b) {
            (Part::Slot(s), Bind::Reg(t)) => s == t,
            (Part::Imm(i, _), Bind::Imm(j) | Bind::ImmCases(j, _)) => i == j,
            (Part::Target(n), Bind::Target(m)) => n == m,
            _ => false,
        }
    }
}

/// The operand, result or temp of an instruction named `name`.
fn part_named(
    inst: &Instruction,
    lir: &InstLir,
    immediates: &[Immediate],
    name: &str,
) -> Option<Part> {
    if let Some(i) = inst.operands.iter().position(|o| o.named.name == name) {
        return Some(match inst.operands[i].kind {
            OperandKind::Value { .. } => Part::Slot(Slot::Operand(i)),
            OperandKind::Imm(k) => Part::Imm(
                i,
                match immediates.get(k).map(|m| &m.kind) {
                    Some(ImmediateKind::Enum(cases)) => {
                        Some(cases.iter().map(|c| c.name.clone()).collect())
                    }
                    _ => None,
                },
            ),
            OperandKind::Block => Part::Target(
                inst.operands[..i]
                    .iter()
                    .filter(|o| o.kind == OperandKind::Block)
                    .count(),
            ),
        });
    }
    if let Some(i) = inst.results.iter().position(|r| r.named.name == name) {
        return Some(Part::Slot(Slot::Result(i)));
    }
    lir.temps
        .iter()
        .position(|t| t.named.name == name)
        .map(|i| Part::Slot(Slot::Temp(i)))
}

/// The default controlling value of an instruction: its first result, or else its first
/// (non-variadic) value operand.
fn default_control(inst: &Instruction) -> Option<Slot> {
    if !inst.results.is_empty() {
        return Some(Slot::Result(0));
    }
    inst.operands
        .iter()
        .position(|o| matches!(o.kind, OperandKind::Value { .. }) && !o.variadic)
        .map(Slot::Operand)
}

/// The types an instruction's controlling value may have (0 when it has none).
pub(crate) fn controlling_mask(inst: &Instruction, control: Option<Slot>) -> TypeMask {
    match control {
        Some(Slot::Result(i)) => inst.results.get(i).map_or(0, |r| r.types),
        Some(Slot::Operand(i)) => match inst.operands.get(i).map(|o| o.kind) {
            Some(OperandKind::Value { types, .. }) => types,
            _ => 0,
        },
        _ => 0,
    }
}

/// The distinct register classes of a mask's types.
fn classes_of(mask: TypeMask, type_classes: &[Option<TypeClass>]) -> Vec<usize> {
    let mut out = Vec::new();
    for (t, tc) in type_classes.iter().enumerate() {
        if let Some(tc) = tc
            && t < 64
            && mask & (1u64 << t) != 0
            && !out.contains(&tc.class)
        {
            out.push(tc.class);
        }
    }
    out
}

/// A value's possible types within a step for the controlling types `step` (all when 0): a
/// value whose types are the controlling ones is narrowed to the step's.
fn narrow(mask: TypeMask, controlling: TypeMask, step: TypeMask) -> TypeMask {
    if step != 0 && mask == controlling {
        mask & step
    } else {
        mask
    }
}

/// Where the first `emit` step is written.
fn cx_loc_of_emit(cx: &Cx<'_>, f: FileId, steps: &[EmitDecl]) -> Loc {
    steps
        .first()
        .map_or(Loc::new(f, 1, 1), |s| cx.loc(f, &s.form))
}

/// The prefix and numbers of a register range whose ends are one prefix and a decimal number
/// (`s0-s11`: prefix `s`, 0 and 11), so that the range follows the names: RISC-V's `s0`..`s11`
/// are not numbered contiguously. `None` for ends of different prefixes (`x28-xzr`), which a
/// range spans by hardware number.
pub(super) fn named_range<'a>(a: &'a str, b: &str) -> Option<(&'a str, u32, u32)> {
    let split = |s: &str| -> Option<(usize, u32)> {
        let at = s.find(|c: char| c.is_ascii_digit())?;
        let digits = &s[at..];
        if at == 0 || !digits.bytes().all(|d| d.is_ascii_digit()) {
            return None;
        }
        Some((at, digits.parse().ok()?))
    };
    let ((pa, lo), (pb, hi)) = (split(a)?, split(b)?);
    (a[..pa] == b[..pb]).then_some((&a[..pa], lo, hi))
}

/// The number of register `name` in register kind `r` (by name, other spelling, or prefix and
/// number), if it is one.
pub(crate) fn register_number(r: &crate::kinds::isa::model::RegClass, name: &str) -> Option<u8> {
    let n = r
        .names
        .iter()
        .chain(&r.also)
        .find(|(s, _)| s == name)
        .map(|(_, n)| *n)
        .or_else(|| {
            let digits = name.strip_prefix(r.prefix.as_str())?;
            if digits.is_empty()
                || !digits.bytes().all(|b| b.is_ascii_digit())
                || (digits.len() > 1 && digits.starts_with('0'))
            {
                return None;
            }
            let n: u32 = digits.parse().ok()?;
            let raw = n.checked_sub(r.offset)?;
            // A number the class names (31 as `xzr`) is spelt by its name only.
            (r.legal(u64::from(raw)) && !r.names.iter().any(|(_, v)| *v == n)).then_some(n)
        })?;
    u8::try_from(n).ok()
}
