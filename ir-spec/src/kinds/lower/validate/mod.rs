//! Validation of a lowering table: owns loading the source IR table and the target LIR table
//! (rule `E130`), resolving every name against them (`E131`), and checking each rule's pattern
//! and steps (`E132`): inputs that exist, immediates that fit, operands of the right kind and
//! type, values defined before use and the gate's own value defined once. Coverage, ambiguity and
//! shadowing between rules are [`super::overlap`]'s.

use std::collections::HashMap;

use super::model::{
    Action, Arg, CondMap, Def, GateRules, InputRule, Lowering, Pattern, REFUSAL_PRIORITY,
    Rule as LowerRule, Step, TypeMap,
};
use super::source::{SourceInst as Gate, SourceKind, SourceTable};
use super::step::{self, Operand as Written};
use super::syntax::{ConditionDecl, InputPattern, LowerDocument, RuleDecl};
use crate::front::context::Cx;
use crate::front::diagnostic::{Rule, SpecError};
use crate::front::kind::{Either, Tables};
use crate::front::source::{FileId, Loc, SourceMap};
use crate::front::syntax::S;
use crate::kinds::cfg::CfgKind;
use crate::kinds::cfg::CfgSpec;
use crate::kinds::cfg::model::{ImmediateKind, Instruction, OperandKind};
use crate::kinds::ir::IrKind;
use crate::kinds::ir::model::TypeRef;

mod rules;
mod steps;

/// Checks the documents of one lowering table into its model.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, LowerDocument)>,
    tables: &impl Tables,
) -> Result<Lowering, SpecError> {
    let mut cx = Cx::new(&sources);
    for (f, d) in &documents {
        cx.check_version(*f, &d.version);
    }
    let (name, doc) = crate::front::kind::identity(
        &sources,
        documents.iter().map(|(_, d)| &d.name),
        documents.iter().map(|(_, d)| &d.doc),
    );
    let Some((file, first)) = documents.first() else {
        return Err(SpecError {
            sources: sources.clone(),
            diagnostics: Vec::new(),
        });
    };
    for (key, p) in [
        ("source_path", &first.source_path),
        ("target_path", &first.target_path),
    ] {
        let loc = cx.loc(*file, p);
        cx.check_rust_path(key, &p.value, loc);
    }
    let source = load(&mut cx, *file, &first.source, |p, d| {
        tables.load_either::<CfgKind, IrKind>(p, d)
    })
    .map(|loaded| match loaded {
        Either::B(spec) => (
            SourceTable::of_ir(&spec),
            spec.sources
                .files()
                .iter()
                .map(|f| f.path.clone())
                .collect::<Vec<_>>(),
        ),
        Either::A(spec) => (
            SourceTable::of_cfg(&spec),
            spec.sources
                .files()
                .iter()
                .map(|f| f.path.clone())
                .collect(),
        ),
    });
    let target = load(&mut cx, *file, &first.target, |p, d| {
        tables.load::<CfgKind>(p, d)
    });
    if let Some(t) = &target
        && t.lir.is_none()
    {
        let loc = cx.loc(*file, &first.target);
        cx.err(
            Rule::LowerTable,
            loc,
            format!(
                "target table `{}` is not a LIR: it has no `machine`",
                first.target.value
            ),
        );
    }
    let mut lowering = Lowering {
        sources: sources.clone(),
        name,
        doc,
        source_spec: first.source.value.clone(),
        source_loc: cx.loc(*file, &first.source),
        source_path: first.source_path.value.clone(),
        source_kind: SourceKind::Ir,
        constants: Vec::new(),
        source_slots: Vec::new(),
        target_spec: first.target.value.clone(),
        target_path: first.target_path.value.clone(),
        types: Vec::new(),
        conditions: Vec::new(),
        inputs: Vec::new(),
        gates: Vec::new(),
    };
    let source = source.map(|(table, files)| {
        lowering.inputs.extend(files);
        table
    });
    if let Some(s) = &source {
        lowering.source_kind = s.kind;
        if s.kind == SourceKind::Cfg {
            lowering.source_slots = s
                .insts
                .iter()
                .map(|i| (i.name.clone(), i.slots.clone()))
                .collect();
        }
    }
    if let Some(t) = &target {
        lowering
            .inputs
            .extend(t.sources.files().iter().map(|f| f.path.clone()));
        if let Some(lir) = &t.lir {
            lowering
                .inputs
                .extend(lir.isa.sources.files().iter().map(|f| f.path.clone()));
        }
    }
    if let (Some(source), Some(target)) = (&source, &target) {
        let mut v = Validator {
            source,
            target,
            lowering: &mut lowering,
            type_index: HashMap::new(),
        };
        for (f, d) in &documents {
            v.types(&mut cx, *f, d);
        }
        for (f, d) in &documents {
            for c in &d.conditions {
                v.condition(&mut cx, *f, c);
            }
        }
        for (f, d) in &documents {
            v.constants(&mut cx, *f, d);
        }
        for (f, d) in &documents {
            for r in &d.rules {
                v.rule(&mut cx, *f, r);
            }
        }
        v.order(source);
        let cover = cover(&mut cx, source, &documents);
        super::overlap::check(&mut cx, source, &lowering, &cover);
    }
    let diagnostics = cx.into_findings();
    if diagnostics.is_empty() {
        Ok(lowering)
    } else {
        Err(SpecError {
            sources,
            diagnostics,
        })
    }
}

/// Loads the table `spec` names relative to `file`, reporting `E130` when it is missing or
/// does not load.
fn load<M>(
    cx: &mut Cx<'_>,
    file: FileId,
    spec: &S<String>,
    loader: impl FnOnce(&std::path::Path, String) -> Result<M, SpecError>,
) -> Option<M> {
    crate::front::nested::load_relative(cx, file, spec, Rule::LowerTable, "table", loader)
}

/// The checker's state.
struct Validator<'a> {
    source: &'a SourceTable,
    target: &'a CfgSpec,
    lowering: &'a mut Lowering,
    /// Source type name to its bit in the lowering's type masks.
    type_index: HashMap<String, usize>,
}

/// What a rule's checker knows while reading its steps.
struct RuleScope<'a> {
    gate: &'a Gate,
    file: FileId,
    /// The step being read (for positions).
    text: &'a S<String>,
    /// Input patterns by input index.
    inputs: &'a [InputRule],
    /// The bitfield values the rule applies to (`None`: all).
    cond: Option<&'a [u64]>,
    /// Controlling and first-input type masks of the rule.
    types: u64,
    from: u64,
    /// Temporaries so far, with their target type mask.
    temps: Vec<(String, u64)>,
    /// Target type mask of `out` once defined.
    out: Option<u64>,
}

impl Validator<'_> {
    fn types(&mut self, cx: &mut Cx<'_>, f: FileId, d: &LowerDocument) {
        for (k, v) in &d.types.0 {
            let kloc = cx.loc(f, k);
            if !self.source.types.contains(&k.value) {
                cx.unknown(
                    Rule::LowerName,
                    kloc,
                    "source type",
                    &k.value,
                    self.source.types.iter().map(String::as_str),
                );
                continue;
            }
            if !self.target.types.iter().any(|t| t.name == v.value) {
                cx.unknown_name(
                    Rule::LowerName,
                    f,
                    v,
                    "target type",
                    self.target.types.iter().map(|t| t.name.as_str()),
                );
                continue;
            }
            if self.type_index.contains_key(&k.value) {
                cx.err(
                    Rule::LowerName,
                    kloc,
                    format!("source type `{}` is mapped twice", k.value),
                );
                continue;
            }
            if self.lowering.types.len() == 64 {
                cx.err(Rule::LowerName, kloc, "more than 64 types are mapped");
                continue;
            }
            self.type_index
                .insert(k.value.clone(), self.lowering.types.len());
            let family = self
                .source
                .types
                .iter()
                .position(|t| *t == k.value)
                .is_some_and(|i| self.source.families.get(i) == Some(&true));
            self.lowering.types.push(TypeMap {
                source: k.value.clone(),
                target: v.value.clone(),
                family,
            });
        }
    }

    /// The source's constants: the `constants` list of a `kind: cfg` source (each an
    /// instruction with a result and an integer immediate), or a gate graph's `CONSTANT`.
    fn constants(&mut self, cx: &mut Cx<'_>, f: FileId, d: &LowerDocument) {
        let Some(list) = &d.constants else {
            if self.source.kind == SourceKind::Ir
                && self.lowering.constants.is_empty()
                && self.source.inst("CONSTANT").is_some()
            {
                self.lowering.constants.push(("CONSTANT".into(), 0));
            }
            return;
        };
        for name in list {
            let loc = cx.loc(f, name);
            let Some(inst) = self.source.inst(&name.value) else {
                cx.unknown(
                    Rule::LowerName,
                    loc,
                    "source instruction",
                    &name.value,
                    self.source.insts.iter().map(|i| i.name.as_str()),
                );
                continue;
            };
            let slot = match (self.source.kind, inst.slots.bits, &inst.output) {
                (SourceKind::Ir, _, Some(_)) => 0,
                (SourceKind::Cfg, Some(slot), Some(_)) if inst.inputs.is_empty() => slot,
                _ => {
                    cx.err(
                        Rule::LowerName,
                        loc,
                        format!(
                            "`{}` is not a constant: a constant has a result, no value inputs and an integer immediate holding its value",
                            inst.name
                        ),
                    );
                    continue;
                }
            };
            if !self.lowering.constants.iter().any(|c| c.0 == inst.name) {
                self.lowering.constants.push((inst.name.clone(), slot));
            }
        }
    }

    fn all_types(&self) -> u64 {
        crate::kinds::cfg::model::mask_of_count(self.lowering.types.len())
    }

    /// The mask of source type names, reporting unknown ones.
    fn type_mask(&self, cx: &mut Cx<'_>, f: FileId, names: &Option<Vec<S<String>>>) -> u64 {
        let Some(names) = names else {
            return self.all_types();
        };
        let mut mask = 0;
        for n in names {
            match self.type_index.get(&n.value) {
                Some(&i) => mask |= 1 << i,
                None => {
                    cx.unknown_name(
                        Rule::LowerName,
                        f,
                        n,
                        "type of `types:`",
                        self.lowering.types.iter().map(|t| t.source.as_str()),
                    );
                }
            }
        }
        mask
    }

    fn condition(&mut self, cx: &mut Cx<'_>, f: FileId, c: &ConditionDecl) {
        let enumeration = self.source.insts.iter().find_map(|g| match &g.condition {
            Some(e) if e.name == c.enumeration.value => Some(e.clone()),
            _ => None,
        });
        let Some(enumeration) = enumeration else {
            let loc = cx.loc(f, &c.enumeration);
            let mut names: Vec<String> = self
                .source
                .insts
                .iter()
                .filter_map(|g| g.condition.as_ref().map(|e| e.name.clone()))
                .collect();
            names.sort();
            names.dedup();
            cx.unknown(
                Rule::LowerName,
                loc,
                "bitfield enum of the source",
                &c.enumeration.value,
                names.iter().map(String::as_str),
            );
            return;
        };
        let Some(cases) = self.enum_cases(&c.imm.value) else {
            cx.unknown_name(
                Rule::LowerName,
                f,
                &c.imm,
                "enum immediate kind of the target",
                self.target.immediates.iter().filter_map(|i| {
                    matches!(i.kind, ImmediateKind::Enum(_)).then_some(i.named.name.as_str())
                }),
            );
            return;
        };
        let mut out = Vec::new();
        for (k, v) in &c.map.0 {
            let Some(case) = enumeration.case(cx, f, k) else {
                continue;
            };
            if !cases.contains(&v.value) {
                cx.unknown_name(
                    Rule::LowerName,
                    f,
                    v,
                    &format!("case of `{}`", c.imm.value),
                    cases.iter().map(String::as_str),
                );
                continue;
            }
            out.push((k.value.clone(), case, v.value.clone()));
        }
        self.lowering.conditions.push(CondMap {
            enumeration: c.enumeration.value.clone(),
            imm: c.imm.value.clone(),
            cases: out,
        });
    }

    /// The case names of a target enum immediate kind.
    fn enum_cases(&self, imm: &str) -> Option<Vec<String>> {
        self.target
            .immediates
            .iter()
            .find(|i| i.named.name == imm)
            .and_then(|i| match &i.kind {
                ImmediateKind::Enum(cases) => Some(cases.iter().map(|c| c.name.clone()).collect()),
                ImmediateKind::Int { .. } | ImmediateKind::Float => None,
            })
    }

    /// The range of a target integer immediate kind.
    fn int_range(&self, imm: &str) -> Option<(i128, i128)> {
        self.target
            .immediates
            .iter()
            .find(|i| i.named.name == imm)
            .and_then(|i| match i.kind {
                ImmediateKind::Int { bits, signed } => Some(range(bits, signed)),
                ImmediateKind::Enum(_) | ImmediateKind::Float => None,
            })
    }

    fn gate(&self, cx: &mut Cx<'_>, f: FileId, name: &S<String>) -> Option<&Gate> {
        let g = self.source.insts.iter().find(|g| g.name == name.value);
        if g.is_none() {
            cx.unknown_name(
                Rule::LowerName,
                f,
                name,
                "gate",
                self.source.insts.iter().map(|g| g.name.as_str()),
            );
        }
        g
    }

    /// The index of the entry of gate `name` in the model, created on first use.
    fn gate_entry(&mut self, gate: &Gate) -> usize {
        if let Some(i) = self.lowering.gates.iter().position(|g| g.gate == gate.name) {
            return i;
        }
        let condition = gate.condition.as_ref().and_then(|e| {
            self.lowering
                .conditions
                .iter()
                .position(|c| c.enumeration == e.name)
        });
        self.lowering.gates.push(GateRules {
            gate: gate.name.clone(),
            typed_by_output: gate.typed_by_output(),
            output: match gate.output {
                Some(TypeRef::Primary(t)) => Some(self.source.types[t].clone()),
                _ => None,
            },
            condition,
            slots: gate.slots.clone(),
            unsupported: None,
            rules: Vec::new(),
        });
        self.lowering.gates.len() - 1
    }

    /// Sorts each gate's rules by priority (higher first), then file order.
    fn order(&mut self, source: &SourceTable) {
        let position = |name: &str| source.insts.iter().position(|g| g.name == name);
        self.lowering
            .gates
            .sort_by_key(|g| position(&g.gate).unwrap_or(usize::MAX));
        for g in &mut self.lowering.gates {
            g.rules
                .sort_by_key(|r| (std::cmp::Reverse(r.priority), r.id));
        }
    }
}

/// Whether each source instruction must be lowered: those of the groups (levels or classes)
/// the table's `cover` names, or all of them without it. An unknown group is `E131`.
fn cover(
    cx: &mut Cx<'_>,
    source: &SourceTable,
    documents: &[(FileId, LowerDocument)],
) -> Vec<bool> {
    let lists: Vec<(FileId, &Vec<S<String>>)> = documents
        .iter()
        .filter_map(|(f, d)| d.cover.as_ref().map(|c| (*f, c)))
        .collect();
    if lists.is_empty() {
        return vec![true; source.insts.len()];
    }
    let mut groups = Vec::new();
    for (f, list) in lists {
        for name in list {
            match source.groups.iter().position(|g| *g == name.value) {
                Some(g) => groups.push(g),
                None => {
                    cx.unknown_name(
                        Rule::LowerName,
                        f,
                        name,
                        &format!("{} of the source", source.group_word),
                        source.groups.iter().map(String::as_str),
                    );
                }
            }
        }
    }
    source
        .insts
        .iter()
        .map(|i| i.groups.iter().any(|g| groups.contains(g)))
        .collect()
}

/// The range of an integer immediate kind.
pub(crate) fn range(bits: u8, signed: bool) -> (i128, i128) {
    let bits = u32::from(bits.clamp(1, 64));
    if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

fn operand_names(inst: &Instruction) -> String {
    let names: Vec<String> = inst
        .operands
        .iter()
        .map(|o| {
            if o.variadic {
                format!("{}...", o.named.name)
            } else {
                o.named.name.clone()
            }
        })
        .collect();
    names.join(", ")
}
