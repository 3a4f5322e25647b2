//! Validation of the LIR part of a block-structured IR table: owns loading the `machine` table
//! and checking everything a LIR says against it, every finding located: register classes
//! (bank, views, register names and ranges; without an `abi`, no register the machine spells
//! specially; with one, no register it keeps: [`super::abi`]), register sets, the class of each type, each value's allocation policy (`alloc`, `at`,
//! `reuse`, `fixed_each`), temps, clobbers, and each emission step (the form exists, every
//! operand without a default is bound, each binding fits the form operand's kind and register
//! class, the expected assembly names only bound parts).

use std::collections::HashMap;

use super::model::{
    Bank, Bind, Constraint, Emission, FormRef, InstLir, Lir, Policy, Position, RegClass, Slot,
    Step, Temp, TypeClass,
};
use super::syntax::{BindValue, EmitDecl, RegClassDecl};
use crate::cfg::model::{Immediate, ImmediateKind, Instruction, OperandKind, TypeMask};
use crate::cfg::syntax::{CfgDocument, InstructionDecl, S};
use crate::context::{Cx, unique};
use crate::diagnostic::{Diagnostic, Rule};
use crate::isa::codec::CodecValue;
use crate::isa::model::{Operand as FormOperand, TypeKind};
use crate::isa::{Codecs, Isa};
use crate::load::Loader;
use crate::model::Named;
use crate::naming;
use crate::source::{FileId, Loc};

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
pub(crate) fn check(cx: &mut Cx<'_>, table: &Table<'_>, codecs: &Codecs) -> Option<Lir> {
    let machine = table
        .documents
        .iter()
        .find_map(|(f, d)| d.machine.as_ref().map(|m| (*f, m)));
    let Some((file, machine)) = machine else {
        no_machine(cx, table);
        return None;
    };
    let isa = load_machine(cx, file, &machine.spec, codecs)?;
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
fn load_machine(cx: &mut Cx<'_>, file: FileId, spec: &S<String>, codecs: &Codecs) -> Option<Isa> {
    crate::nested::load_relative(
        cx,
        file,
        spec,
        Rule::CfgMachine,
        "machine table",
        |path, display| {
            Loader::new()
                .codecs(codecs.clone())
                .file_as(path, display)
                .load_isa()
        },
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
    /// Declares every register class (bank, views, scratch and reserved registers; the
    /// allocation orders come later, once the `abi` says which registers it keeps); returns
    /// each class's declaration with its file, by class index.
    fn declare_classes<'t>(
        &mut self,
        cx: &mut Cx<'_>,
        table: &Table<'t>,
    ) -> Vec<(FileId, &'t RegClassDecl)> {
        let mut seen = HashMap::new();
        let mut decls = Vec::new();
        for (f, d) in table.documents {
            for decl in &d.register_classes {
                let named = cx.named("register class", *f, &decl.name, &decl.doc);
                unique(
                    cx,
                    &mut seen,
                    "register class",
                    &decl.name.value,
                    named.loc,
                    self.classes.len(),
                );
                let class = self.class(cx, *f, decl, named);
                self.classes.push((class, *f));
                self.kept.push(Vec::new());
                decls.push((*f, decl));
            }
        }
        decls
    }

    fn class(&mut self, cx: &mut Cx<'_>, f: FileId, decl: &RegClassDecl, named: Named) -> RegClass {
        let bank = match decl.bank.value.as_str() {
            "int" => Bank::Int,
            "float" => Bank::Float,
            "vector" => Bank::Vector,
            other => {
                let loc = cx.loc(f, &decl.bank);
                cx.push(
                    Diagnostic::new(
                        Rule::CfgRegister,
                        loc,
                        format!("register class `{}` has bank `{other}`; a bank is `int`, `float` or `vector`", named.name),
                    )
                    .with_optional_hint(naming::did_you_mean(other, ["int", "float", "vector"])),
                );
                Bank::Int
            }
        };
        let mut views = Vec::new();
        for v in &decl.views {
            match self.isa.registers.iter().position(|r| r.name == v.value) {
                Some(i) => {
                    if let Some((other, _)) =
                        self.classes.iter().find(|(c, _)| c.views.contains(&i))
                    {
                        let loc = cx.loc(f, v);
                        cx.err(
                            Rule::CfgRegister,
                            loc,
                            format!(
                                "register kind `{}` is already a view of register class `{}`: a register kind names the registers of one class",
                                v.value, other.named.name
                            ),
                        );
                    }
                    views.push(i);
                }
                None => {
                    let loc = cx.loc(f, v);
                    cx.unknown(
                        Rule::CfgRegister,
                        loc,
                        "register kind of the machine",
                        &v.value,
                        self.isa.registers.iter().map(|r| r.name.as_str()),
                    );
                }
            }
        }
        if decl.views.is_empty() {
            cx.err(
                Rule::CfgRegister,
                named.loc,
                format!(
                    "register class `{}` names no register kind of the machine in `views`",
                    named.name
                ),
            );
        }
        let partial = RegClass {
            named,
            bank,
            views,
            preferred: Vec::new(),
            non_preferred: Vec::new(),
            scratch: None,
            reserved: Vec::new(),
        };
        let scratch = decl.scratch.as_ref().and_then(|s| {
            self.allocatable(cx, f, &partial, std::slice::from_ref(s))
                .first()
                .copied()
        });
        let mut reserved = Vec::new();
        for item in &decl.reserved {
            for hw in self.allocatable(cx, f, &partial, std::slice::from_ref(item)) {
                if Some(hw) == scratch {
                    let loc = cx.loc(f, item);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`reserved` of register class `{}` names {}, its scratch register: list it once",
                            partial.named.name,
                            self.spelling(&partial, hw)
                        ),
                    );
                } else if !reserved.contains(&hw) {
                    reserved.push(hw);
                }
            }
        }
        RegClass {
            scratch,
            reserved,
            ..partial
        }
    }

    /// Reads the allocation orders of class `ci` (`preferred`, `non_preferred`), refusing a
    /// register listed twice or kept from values, and a class with nothing to allocate.
    fn allocation_orders(&mut self, cx: &mut Cx<'_>, f: FileId, ci: usize, decl: &RegClassDecl) {
        let preferred = self.allocation_order(cx, f, ci, "preferred", &decl.preferred);
        let non_preferred = self.allocation_order(cx, f, ci, "non_preferred", &decl.non_preferred);
        let partial = &self.classes[ci].0;
        let scratch = partial.scratch;
        let mut seen = std::collections::HashSet::new();
        for r in preferred.iter().chain(&non_preferred).chain(scratch.iter()) {
            if !seen.insert(*r) {
                cx.err(
                    Rule::CfgRegister,
                    partial.named.loc,
                    format!(
                        "register class `{}` lists register {} more than once among `preferred`, `non_preferred` and `scratch`",
                        partial.named.name,
                        self.spelling(partial, *r)
                    ),
                );
            }
        }
        if decl.preferred.is_empty() && decl.non_preferred.is_empty() {
            cx.err(
                Rule::CfgRegister,
                partial.named.loc,
                format!("register class `{}` has no register to allocate (`preferred` and `non_preferred` are empty)", partial.named.name),
            );
        }
        let class = &mut self.classes[ci].0;
        class.preferred = preferred;
        class.non_preferred = non_preferred;
    }

    /// The registers of a `preferred` or `non_preferred` list (`key`) of class `ci`, refusing
    /// those the class reserves or its `abi` keeps (a value must never live in them).
    fn allocation_order(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        ci: usize,
        key: &str,
        list: &[S<String>],
    ) -> Vec<u8> {
        let class = &self.classes[ci].0;
        let mut out = Vec::new();
        for item in list {
            for hw in self.allocatable(cx, f, class, std::slice::from_ref(item)) {
                if let Some(role) = self.kept_as(ci, hw) {
                    let loc = cx.loc(f, item);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`{key}` of register class `{}` names {}, which the `abi` keeps as {role}: no value may live in it",
                            class.named.name,
                            self.spelling(class, hw)
                        ),
                    );
                } else if class.reserved.contains(&hw) {
                    let loc = cx.loc(f, item);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`{key}` of register class `{}` names {}, which the class reserves: no value may live in it",
                            class.named.name,
                            self.spelling(class, hw)
                        ),
                    );
                } else {
                    out.push(hw);
                }
            }
        }
        out
    }

    /// The role the `abi` keeps register `hw` of class `ci` for, if it keeps it from values.
    pub(super) fn kept_as(&self, ci: usize, hw: u8) -> Option<&'static str> {
        self.kept
            .get(ci)
            .and_then(|k| k.iter().find(|(r, _)| *r == hw))
            .map(|&(_, role)| role)
    }

    /// Why no value may live in register `hw` of class `ci` (its scratch register, a register the
    /// `abi` keeps, a reserved register, or one in neither allocation list), or `None` when one
    /// may.
    pub(super) fn unallocatable(&self, ci: usize, hw: u8) -> Option<String> {
        let class = &self.classes[ci].0;
        let name = &class.named.name;
        if class.scratch == Some(hw) {
            Some(format!("the scratch register of class `{name}`"))
        } else if let Some(role) = self.kept_as(ci, hw) {
            Some(format!("which the `abi` keeps as {role}"))
        } else if class.reserved.contains(&hw) {
            Some(format!("which class `{name}` reserves"))
        } else if !class.preferred.contains(&hw) && !class.non_preferred.contains(&hw) {
            Some(format!(
                "which class `{name}` does not allocate (it is in neither `preferred` nor `non_preferred`)"
            ))
        } else {
            None
        }
    }

    /// The spelling of register `hw` in the class's first view.
    pub(super) fn spelling(&self, class: &RegClass, hw: u8) -> String {
        class.views.first().map_or_else(
            || hw.to_string(),
            |&v| self.isa.registers[v].spelling(u32::from(hw)),
        )
    }

    /// The hardware numbers a list of registers and ranges names, each one a general register
    /// of the class (one no view of the class spells specially, such as `xzr` or `sp`).
    fn allocatable(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        class: &RegClass,
        list: &[S<String>],
    ) -> Vec<u8> {
        let mut out = Vec::new();
        if class.views.is_empty() {
            // An unknown view was reported; its registers cannot be read.
            return out;
        }
        for item in list {
            let loc = cx.loc(f, item);
            let text = item.value.as_str();
            let range = text.split_once('-').map(|(a, b)| (a.trim(), b.trim()));
            let named = range.and_then(|(a, b)| named_range(a, b));
            let registers: Vec<u8> = match (range, named) {
                (_, Some((_, lo, hi))) if lo > hi => {
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!("register range `{text}` runs backwards"),
                    );
                    continue;
                }
                (_, Some((prefix, lo, hi))) => {
                    let mut regs = Vec::new();
                    for n in lo..=hi {
                        match self.register(cx, loc, class, &format!("{prefix}{n}")) {
                            Some(hw) => regs.push(hw),
                            None => break,
                        }
                    }
                    regs
                }
                (Some((a, b)), None) => {
                    let (lo, hi) = (
                        self.register(cx, loc, class, a),
                        self.register(cx, loc, class, b),
                    );
                    let (Some(lo), Some(hi)) = (lo, hi) else {
                        continue;
                    };
                    if lo > hi {
                        cx.err(
                            Rule::CfgRegister,
                            loc,
                            format!("register range `{text}` runs backwards"),
                        );
                        continue;
                    }
                    (lo..=hi).collect()
                }
                (None, _) => match self.register(cx, loc, class, text) {
                    Some(hw) => vec![hw],
                    None => continue,
                },
            };
            for hw in registers {
                if let Some(special) = self.special(class, hw) {
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`{text}` includes register {hw}, which the machine spells `{special}`: it is not a general register of class `{}`",
                            class.named.name
                        ),
                    );
                } else {
                    out.push(hw);
                }
            }
        }
        out
    }

    /// A name some view of the class gives register `hw` instead of its number (`xzr`, `sp`),
    /// in a table without an `abi` (with one, the `abi` says which registers are kept).
    fn special(&self, class: &RegClass, hw: u8) -> Option<String> {
        if self.has_abi {
            return None;
        }
        class.views.iter().find_map(|&v| {
            let r = &self.isa.registers[v];
            r.names
                .iter()
                .find(|(_, n)| *n == u32::from(hw))
                .map(|(s, _)| s.clone())
        })
    }

    /// The hardware number of register `name` of the class, read in its first view.
    fn register(&self, cx: &mut Cx<'_>, loc: Loc, class: &RegClass, name: &str) -> Option<u8> {
        let &view = class.views.first()?;
        let r = &self.isa.registers[view];
        let found = register_number(r, name);
        if found.is_none() {
            cx.err(
                Rule::CfgRegister,
                loc,
                format!(
                    "`{name}` is not a register of class `{}` (registers are spelt as `{}` spells them: `{}0`..)",
                    class.named.name, r.name, r.prefix
                ),
            );
        }
        found
    }

    /// The class holding register `name` (read in each class's first view), and its number.
    fn any_register(&self, name: &str) -> Option<(usize, u8)> {
        self.classes.iter().enumerate().find_map(|(i, (c, _))| {
            let &view = c.views.first()?;
            let hw = register_number(&self.isa.registers[view], name)?;
            self.special(c, hw).is_none().then_some((i, hw))
        })
    }

    fn declare_sets(&mut self, cx: &mut Cx<'_>, table: &Table<'_>) {
        let mut seen = HashMap::new();
        let mut n = 0;
        for (f, d) in table.documents {
            for decl in &d.register_sets {
                let named = cx.named("register set", *f, &decl.name, &decl.doc);
                unique(
                    cx,
                    &mut seen,
                    "register set",
                    &decl.name.value,
                    named.loc,
                    n,
                );
                n += 1;
                let mut regs = Vec::new();
                for item in &decl.registers {
                    regs.extend(self.registers_of_any_class(cx, *f, item));
                }
                regs.sort_unstable();
                regs.dedup();
                self.sets.insert(named.name, regs);
            }
        }
    }

    /// The registers one `registers` item names (a register or a range), of whichever class
    /// holds them.
    fn registers_of_any_class(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        item: &S<String>,
    ) -> Vec<(usize, u8)> {
        let loc = cx.loc(f, item);
        let text = item.value.as_str();
        let (a, b) = text
            .split_once('-')
            .map_or((text, text), |(a, b)| (a.trim(), b.trim()));
        match (self.any_register(a), self.any_register(b)) {
            (Some((ca, lo)), Some((cb, hi))) if ca == cb && lo <= hi => {
                let class = &self.classes[ca].0;
                (lo..=hi)
                    .filter(|&hw| self.special(class, hw).is_none())
                    .map(|hw| (ca, hw))
                    .collect()
            }
            // A class without a known view cannot read its registers; that was reported.
            _ if self.classes.iter().any(|(c, _)| c.views.is_empty()) => Vec::new(),
            _ => {
                cx.err(
                    Rule::CfgRegister,
                    loc,
                    format!("`{text}` is not a general register or an ascending range of one register class"),
                );
                Vec::new()
            }
        }
    }

    fn class_named(&self, name: &str) -> Option<usize> {
        self.classes.iter().position(|(c, _)| c.named.name == name)
    }

    fn type_classes(&self, cx: &mut Cx<'_>, table: &Table<'_>) -> Vec<Option<TypeClass>> {
        let mut out = Vec::new();
        for (f, d) in table.documents {
            for t in &d.types {
                let Some(class) = &t.class else {
                    let loc = cx.loc(*f, &t.name);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "type `{}` of a LIR needs a register `class` and a `view`",
                            t.name.value
                        ),
                    );
                    out.push(None);
                    continue;
                };
                let Some(ci) = self.class_named(&class.value) else {
                    let loc = cx.loc(*f, class);
                    cx.unknown(
                        Rule::CfgRegister,
                        loc,
                        "register class",
                        &class.value,
                        self.classes.iter().map(|(c, _)| c.named.name.as_str()),
                    );
                    out.push(None);
                    continue;
                };
                let c = &self.classes[ci].0;
                let view = match &t.view {
                    None => c.views.first().copied(),
                    Some(v) => {
                        let found = c
                            .views
                            .iter()
                            .copied()
                            .find(|&i| self.isa.registers[i].name == v.value);
                        // A class whose views are all unknown was reported already.
                        if found.is_none() && !c.views.is_empty() {
                            let loc = cx.loc(*f, v);
                            cx.unknown(
                                Rule::CfgRegister,
                                loc,
                                &format!("view of register class `{}`", c.named.name),
                                &v.value,
                                c.views.iter().map(|&i| self.isa.registers[i].name.as_str()),
                            );
                        }
                        found
                    }
                };
                out.push(view.map(|view| TypeClass { class: ci, view }));
            }
        }
        out
    }

    /// The one class of the values a type mask admits, or a finding at `loc`.
    fn class_of_mask(
        &self,
        cx: &mut Cx<'_>,
        loc: Loc,
        what: &str,
        mask: TypeMask,
        type_classes: &[Option<TypeClass>],
        types: &[Named],
    ) -> Option<usize> {
        let mut found: Option<(usize, usize)> = None;
        for (t, tc) in type_classes.iter().enumerate() {
            if t >= 64 || mask & (1u64 << t) == 0 {
                continue;
            }
            let Some(tc) = tc else { return None };
            match found {
                None => found = Some((tc.class, t)),
                Some((c, first)) if c != tc.class => {
                    cx.err(
                        Rule::CfgPolicy,
                        loc,
                        format!(
                            "{what} may be of type `{}` (class `{}`) or `{}` (class `{}`); an allocated value has one register class",
                            types[first].name,
                            self.classes[c].0.named.name,
                            types[t].name,
                            self.classes[tc.class].0.named.name
                        ),
                    );
                    return None;
                }
                Some(_) => {}
            }
        }
        found.map(|(c, _)| c)
    }

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
                let loc = cx.loc(f, &t.class);
                cx.unknown(
                    Rule::CfgPolicy,
                    loc,
                    "register class",
                    &t.class.value,
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
                let loc = cx.loc(f, c);
                cx.unknown(
                    Rule::CfgRegister,
                    loc,
                    "register or register set",
                    &c.value,
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

    #[allow(clippy::too_many_arguments)]
    fn emission(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        decl: &InstructionDecl,
        inst: &Instruction,
        lir: &InstLir,
        type_classes: &[Option<TypeClass>],
        types: &[Named],
    ) -> Emission {
        let name = &inst.named.name;
        let custom = decl.custom.as_ref().and_then(|c| c.emit.as_ref());
        match (custom, &decl.emit) {
            (Some(m), None) => {
                let loc = cx.loc(f, m);
                if !naming::is_identifier(&m.value) {
                    cx.err(
                        Rule::CfgEmit,
                        loc,
                        format!("`{}` is not a Rust method name", m.value),
                    );
                } else {
                    cx.check_verbatim("custom emission", &m.value, loc);
                }
                Emission::Custom {
                    method: m.value.clone(),
                    loc,
                }
            }
            (Some(m), Some(_)) => {
                let loc = cx.loc(f, m);
                cx.err(
                    Rule::CfgEmit,
                    loc,
                    format!("`{name}` has both `emit` and `custom: {{ emit }}`; keep one"),
                );
                Emission::Steps(Vec::new())
            }
            (None, None) => {
                cx.err(
                    Rule::CfgEmit,
                    inst.named.loc,
                    format!("`{name}` has no emission: give `emit` (`emit: []` for a pseudo-instruction that emits nothing) or `custom: {{ emit: <method> }}`"),
                );
                Emission::Steps(Vec::new())
            }
            (None, Some(steps)) => {
                let controlling = controlling_mask(inst, lir.control);
                let mut covered: TypeMask = 0;
                let mut filtered = false;
                let out: Vec<Step> = steps
                    .iter()
                    .map(|s| {
                        let step = self.step(cx, f, s, inst, lir, type_classes, types, controlling);
                        if step.types != 0 {
                            filtered = true;
                            covered |= step.types;
                        }
                        step
                    })
                    .collect();
                let missing = controlling & !covered;
                if filtered && missing != 0 {
                    let t = missing.trailing_zeros() as usize;
                    let tname = types.get(t).map_or("?", |n| n.name.as_str());
                    cx.err(
                        Rule::CfgEmit,
                        cx_loc_of_emit(cx, f, steps),
                        format!(
                            "`{name}` has no emission step for type `{tname}` (each type its first result, or else its first value operand, may have needs one)"
                        ),
                    );
                }
                Emission::Steps(out)
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn step(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        s: &EmitDecl,
        inst: &Instruction,
        lir: &InstLir,
        type_classes: &[Option<TypeClass>],
        type_names: &[Named],
        controlling: TypeMask,
    ) -> Step {
        let name = &inst.named.name;
        let form_loc = cx.loc(f, &s.form);
        let mut types: TypeMask = 0;
        for t in &s.types {
            let found = type_names.iter().position(|n| n.name == t.value);
            match found {
                Some(i) if controlling & (1u64 << i) != 0 => types |= 1u64 << i,
                _ => {
                    let loc = cx.loc(f, t);
                    cx.err(
                        Rule::CfgEmit,
                        loc,
                        format!(
                            "`{}` is not a type the controlling value of `{name}` may have",
                            t.value
                        ),
                    );
                }
            }
        }
        let form = self.form(cx, &s.form, form_loc);
        let operands: &[FormOperand] = match form {
            Some(FormRef::Encoding(i)) => &self.isa.encodings[i].operands,
            Some(FormRef::Alias(i)) => &self.isa.aliases[i].operands,
            None => &[],
        };
        let mut binds = vec![Bind::Default; operands.len()];
        let mut bound = vec![false; operands.len()];
        for (key, value) in &s.bind.0 {
            let key_loc = cx.loc(f, key);
            let Some(k) = operands.iter().position(|o| o.name == key.value) else {
                if form.is_some() {
                    cx.unknown(
                        Rule::CfgEmit,
                        key_loc,
                        &format!("operand of `{}`", s.form.value),
                        &key.value,
                        operands.iter().map(|o| o.name.as_str()),
                    );
                }
                continue;
            };
            bound[k] = true;
            let value_loc = cx.loc(f, value);
            binds[k] = self.bind(
                cx,
                value_loc,
                &value.value,
                &operands[k],
                inst,
                lir,
                type_classes,
                types,
                controlling,
            );
        }
        for (k, o) in operands.iter().enumerate() {
            if !bound[k] && self.isa.types[o.ty].default.is_none() {
                cx.err(
                    Rule::CfgEmit,
                    form_loc,
                    format!(
                        "operand `{}` of `{}` is not bound (it has no default): add it to `bind`",
                        o.name, s.form.value
                    ),
                );
            }
        }
        self.check_asm(cx, f, &s.asm, inst, lir, operands, &binds);
        Step {
            types,
            form: form.unwrap_or(FormRef::Encoding(0)),
            binds,
            asm: s.asm.value.clone(),
            loc: form_loc,
        }
    }

    fn form(&self, cx: &mut Cx<'_>, name: &S<String>, loc: Loc) -> Option<FormRef> {
        if let Some(i) = self.isa.encodings.iter().position(|e| e.name == name.value) {
            return Some(FormRef::Encoding(i));
        }
        if let Some(i) = self.isa.aliases.iter().position(|a| a.name == name.value) {
            return Some(FormRef::Alias(i));
        }
        cx.unknown(
            Rule::CfgEmit,
            loc,
            "machine form",
            &name.value,
            self.isa
                .encodings
                .iter()
                .map(|e| e.name.as_str())
                .chain(self.isa.aliases.iter().map(|a| a.name.as_str())),
        );
        None
    }

    #[allow(clippy::too_many_arguments)]
    fn bind(
        &self,
        cx: &mut Cx<'_>,
        loc: Loc,
        value: &BindValue,
        operand: &FormOperand,
        inst: &Instruction,
        lir: &InstLir,
        type_classes: &[Option<TypeClass>],
        step_types: TypeMask,
        controlling: TypeMask,
    ) -> Bind {
        let ty = &self.isa.types[operand.ty];
        let on = &operand.name;
        let part = match value {
            BindValue::Name(n) => part_named(inst, lir, self.immediates, n),
            _ => None,
        };
        let bad = |cx: &mut Cx<'_>, why: String| {
            cx.err(Rule::CfgEmit, loc, format!("`{on}` ({}): {why}", ty.name));
            Bind::Default
        };
        match (&ty.kind, value, part) {
            (TypeKind::Reg { class: kind, .. }, BindValue::Name(_), Some(Part::Slot(slot))) => {
                let (class, policy) = match slot {
                    Slot::Operand(i) => {
                        let o = &inst.operands[i];
                        if o.variadic {
                            return bad(
                                cx,
                                format!(
                                    "`{}` is variadic; only a custom emission can bind its values",
                                    o.named.name
                                ),
                            );
                        }
                        let mask = match o.kind {
                            OperandKind::Value { types, .. } => types,
                            _ => 0,
                        };
                        let mask = narrow(mask, controlling, step_types);
                        (
                            classes_of(mask, type_classes),
                            lir.operands[i].as_ref().map(|p| &p.constraint),
                        )
                    }
                    Slot::Result(i) => {
                        let mask = narrow(inst.results[i].types, controlling, step_types);
                        (
                            classes_of(mask, type_classes),
                            Some(&lir.results[i].constraint),
                        )
                    }
                    Slot::Temp(i) => (vec![lir.temps[i].class], Some(&lir.temps[i].constraint)),
                };
                if matches!(policy, Some(Constraint::Any | Constraint::Stack)) {
                    bad(cx, "binds a value that may be in a stack slot; a register operand needs `alloc: reg` or a fixed register".into());
                    return Bind::Reg(slot);
                }
                match class
                    .iter()
                    .find(|&&c| !self.classes[c].0.views.contains(kind))
                {
                    Some(&c) => {
                        // Reported; the slot stays bound so the expected assembly is not
                        // reported as well.
                        bad(
                            cx,
                            format!(
                                "binds a value of register class `{}`, whose views do not include `{}`",
                                self.classes[c].0.named.name, self.isa.registers[*kind].name
                            ),
                        );
                        Bind::Reg(slot)
                    }
                    None => Bind::Reg(slot),
                }
            }
            (TypeKind::Reg { class: kind, .. }, BindValue::Name(n), None) => {
                match register_number(&self.isa.registers[*kind], n) {
                    Some(hw) => Bind::FixedReg(u32::from(hw)),
                    None => bad(
                        cx,
                        format!(
                            "`{n}` is neither an operand, result or temp of `{}` nor a register `{}` spells",
                            inst.named.name, self.isa.registers[*kind].name
                        ),
                    ),
                }
            }
            (TypeKind::Simm { pcrel: true, .. }, BindValue::Name(_), Some(Part::Target(n))) => {
                Bind::Target(n)
            }
            (TypeKind::Simm { pcrel: true, .. }, _, _) => bad(
                cx,
                "a PC-relative operand is bound to a block target of the instruction".into(),
            ),
            (
                TypeKind::Enum { values, also, .. },
                BindValue::Name(_),
                Some(Part::Imm(i, Some(cases))),
            ) => {
                let mut mapped = Vec::with_capacity(cases.len());
                for case in cases {
                    match values.iter().chain(also).find(|(v, _)| v == &case) {
                        Some(&(_, raw)) => mapped.push(raw),
                        None => {
                            return bad(
                                cx,
                                format!(
                                    "immediate `{}` has case `{case}`, which `{}` does not name",
                                    inst.operands[i].named.name, ty.name
                                ),
                            );
                        }
                    }
                }
                Bind::ImmCases(i, mapped)
            }
            (TypeKind::Enum { values, also, .. }, BindValue::Name(n), None) => {
                match values.iter().chain(also).find(|(v, _)| v == n) {
                    Some(&(_, raw)) => Bind::Case(raw),
                    None => {
                        let hint = naming::did_you_mean(n, values.iter().map(|(v, _)| v.as_str()));
                        cx.push(
                            Diagnostic::new(
                                Rule::CfgEmit,
                                loc,
                                format!("`{on}` ({}): `{n}` is not one of its values", ty.name),
                            )
                            .with_optional_hint(hint),
                        );
                        Bind::Default
                    }
                }
            }
            (
                TypeKind::Uimm { .. } | TypeKind::Simm { .. } | TypeKind::Codec(_),
                BindValue::Name(_),
                Some(Part::Imm(i, None)),
            ) => Bind::Imm(i),
            (
                TypeKind::Uimm { .. } | TypeKind::Simm { .. } | TypeKind::Codec(_),
                BindValue::Int(v),
                None,
            ) => match self.legal(&ty.kind, *v) {
                true => Bind::Const(*v),
                false => bad(cx, format!("{v} is not a legal value")),
            },
            (TypeKind::Flag { .. }, BindValue::Bool(b), None) => Bind::Flag(*b),
            (_, BindValue::Name(n), Some(_)) => bad(
                cx,
                format!("`{n}` is not the kind of part this operand takes"),
            ),
            (_, BindValue::Name(n), None) => bad(
                cx,
                format!(
                    "`{n}` names no operand, result or temp of `{}`",
                    inst.named.name
                ),
            ),
            (_, other, _) => bad(cx, format!("{other:?} is not a value this operand takes")),
        }
    }

    /// Whether `v` is a legal value of a numeric operand type.
    fn legal(&self, kind: &TypeKind, v: i64) -> bool {
        match kind {
            TypeKind::Uimm {
                scale,
                offset,
                min,
                max,
                ..
            } => (*min..=*max).contains(&v) && (v - offset).rem_euclid(*scale as i64) == 0,
            TypeKind::Simm { bits, scale, .. } => {
                let half = 1i64 << (bits - 1);
                let s = *scale as i64;
                v % s == 0 && (-half..half).contains(&(v / s))
            }
            TypeKind::Codec(c) => c.codec.encode(&c.params, CodecValue::Int(v)).is_some(),
            _ => false,
        }
    }

    /// Checks that the expected assembly's `{name}` placeholders are bound parts of the step.
    #[allow(clippy::too_many_arguments)]
    fn check_asm(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        asm: &S<String>,
        inst: &Instruction,
        lir: &InstLir,
        operands: &[FormOperand],
        binds: &[Bind],
    ) {
        let text = &asm.value;
        let mut rest = 0;
        while let Some(open) = text[rest..].find('{').map(|i| i + rest) {
            let Some(close) = text[open..].find('}').map(|i| i + open) else {
                let loc = cx.at(f, asm, open);
                cx.err(
                    Rule::CfgEmit,
                    loc,
                    "`{` without a closing `}` in the expected assembly".to_owned(),
                );
                return;
            };
            let name = &text[open + 1..close];
            let loc = cx.at(f, asm, open + 1);
            match part_named(inst, lir, self.immediates, name) {
                None => cx.err(
                    Rule::CfgEmit,
                    loc,
                    format!(
                        "`{{{name}}}` names no operand, result or temp of `{}`",
                        inst.named.name
                    ),
                ),
                Some(p) => {
                    let used = binds.iter().any(|b| p.is_bound_by(b));
                    if !used && !operands.is_empty() {
                        cx.err(
                            Rule::CfgEmit,
                            loc,
                            format!("`{{{name}}}` appears in the expected assembly but is bound to no operand of the form"),
                        );
                    }
                }
            }
            rest = close + 1;
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
pub(crate) fn register_number(r: &crate::isa::model::RegClass, name: &str) -> Option<u8> {
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
