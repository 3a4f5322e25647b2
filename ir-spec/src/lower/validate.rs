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
use crate::cfg::CfgSpec;
use crate::cfg::model::{ImmediateKind, Instruction, OperandKind};
use crate::context::Cx;
use crate::diagnostic::{Rule, SpecError};
use crate::isa::Codecs;
use crate::kind::CfgKind;
use crate::load::Loader;
use crate::model::TypeRef;
use crate::source::{FileId, Loc, SourceMap};
use crate::syntax::S;

/// Checks the documents of one lowering table into its model.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, LowerDocument)>,
    codecs: &Codecs,
) -> Result<Lowering, SpecError> {
    let mut cx = Cx::new(&sources);
    for (f, d) in &documents {
        cx.check_version(*f, &d.version);
    }
    let (name, doc) = crate::kind::identity(
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
        Loader::new().file_as(p, d).load_lowering_source()
    })
    .and_then(|loaded| match loaded {
        crate::kind::Loaded::Ir(spec) => Some((
            SourceTable::of_ir(&spec),
            spec.sources
                .files()
                .iter()
                .map(|f| f.path.clone())
                .collect::<Vec<_>>(),
        )),
        crate::kind::Loaded::Cfg(spec) => Some((
            SourceTable::of_cfg(&spec),
            spec.sources
                .files()
                .iter()
                .map(|f| f.path.clone())
                .collect(),
        )),
        _ => None,
    });
    let target = load(&mut cx, *file, &first.target, |p, d| {
        Loader::new()
            .codecs(codecs.clone())
            .file_as(p, d)
            .load_as::<CfgKind>()
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
    crate::nested::load_relative(cx, file, spec, Rule::LowerTable, "table", loader)
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
                let vloc = cx.loc(f, v);
                cx.unknown(
                    Rule::LowerName,
                    vloc,
                    "target type",
                    &v.value,
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
            self.lowering.types.push(TypeMap {
                source: k.value.clone(),
                target: v.value.clone(),
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
        crate::cfg::model::mask_of_count(self.lowering.types.len())
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
                    let loc = cx.loc(f, n);
                    cx.unknown(
                        Rule::LowerName,
                        loc,
                        "type of `types:`",
                        &n.value,
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
            let loc = cx.loc(f, &c.imm);
            cx.unknown(
                Rule::LowerName,
                loc,
                "enum immediate kind of the target",
                &c.imm.value,
                self.target.immediates.iter().filter_map(|i| {
                    matches!(i.kind, ImmediateKind::Enum(_)).then_some(i.named.name.as_str())
                }),
            );
            return;
        };
        let mut out = Vec::new();
        for (k, v) in &c.map.0 {
            let Some(case) = enumeration.cases.iter().find(|x| x.0 == k.value) else {
                let loc = cx.loc(f, k);
                cx.unknown(
                    Rule::LowerName,
                    loc,
                    &format!("case of `{}`", enumeration.name),
                    &k.value,
                    enumeration.cases.iter().map(|x| x.0.as_str()),
                );
                continue;
            };
            if !cases.contains(&v.value) {
                let loc = cx.loc(f, v);
                cx.unknown(
                    Rule::LowerName,
                    loc,
                    &format!("case of `{}`", c.imm.value),
                    &v.value,
                    cases.iter().map(String::as_str),
                );
                continue;
            }
            out.push((k.value.clone(), case.1, v.value.clone()));
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
            let loc = cx.loc(f, name);
            cx.unknown(
                Rule::LowerName,
                loc,
                "gate",
                &name.value,
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

    fn rule(&mut self, cx: &mut Cx<'_>, f: FileId, r: &RuleDecl) {
        let Some(gate) = self.gate(cx, f, &r.gate).cloned() else {
            return;
        };
        let loc = cx.loc(f, &r.gate);
        let entry = self.gate_entry(&gate);
        let actions = [
            r.steps.is_some(),
            r.custom.is_some(),
            r.unsupported.is_some(),
        ];
        if actions.iter().filter(|&&a| a).count() != 1 {
            cx.err(
                Rule::LowerStep,
                loc,
                format!(
                    "the rule for `{}` needs exactly one of `steps`, `custom` or `unsupported`",
                    gate.name
                ),
            );
            return;
        }
        if let Some(reason) = &r.unsupported {
            let conditioned = !r.inputs.0.is_empty() || r.priority.is_some();
            if conditioned {
                cx.err(
                    Rule::LowerStep,
                    loc,
                    format!(
                        "`unsupported` refuses `{}` wherever no rule lowers it: it takes no `inputs` or `priority` (give `types`, `from` or `cond` to refuse part of the gate)",
                        gate.name
                    ),
                );
            }
            if r.types.is_none() && r.from.is_none() && r.cond.is_none() {
                self.lowering.gates[entry].unsupported = Some(reason.value.clone());
                return;
            }
            if conditioned {
                return;
            }
        }
        let types = self.type_mask(cx, f, &r.types);
        let from = self.type_mask(cx, f, &r.from);
        if r.from.is_some() && !gate.typed_by_output() {
            let at = r
                .from
                .as_ref()
                .and_then(|v| v.first())
                .map_or(loc, |n| cx.loc(f, n));
            cx.err(
                Rule::LowerStep,
                at,
                format!(
                    "`from` constrains the first input of a gate typed by its output; `{}` is typed by its first input: use `types`",
                    gate.name
                ),
            );
        }
        let cond = r
            .cond
            .as_ref()
            .map(|names| self.cond_values(cx, f, &gate, names));
        let inputs = self.input_patterns(cx, f, &gate, &r.inputs);
        let action = match (&r.steps, &r.custom) {
            (Some(steps), _) => {
                let mut scope = RuleScope {
                    gate: &gate,
                    file: f,
                    text: &r.gate,
                    inputs: &inputs,
                    cond: cond.as_deref(),
                    types,
                    from,
                    temps: Vec::new(),
                    out: None,
                };
                let mut out = Vec::new();
                for s in steps {
                    scope.text = s;
                    match self.step(cx, &mut scope, s) {
                        Some(step) => out.push(step),
                        // A failed step still defines its name, so later steps do not report
                        // it as undefined too (with no type, so they are not checked against it).
                        None => {
                            if let Ok(p) = step::parse(&s.value)
                                && let Some((name, _, _)) = p.def
                            {
                                if name == "out" {
                                    scope.out = Some(0);
                                } else if !scope.temps.iter().any(|(t, _)| *t == name) {
                                    scope.temps.push((name, 0));
                                }
                            }
                        }
                    }
                }
                if gate.output.is_some() && scope.out.is_none() && out.len() == steps.len() {
                    cx.err(
                        Rule::LowerStep,
                        loc,
                        format!("no step defines `out`, the value of `{}`", gate.name),
                    );
                }
                Action::Steps(out)
            }
            (None, Some(m)) => {
                let mloc = cx.loc(f, m);
                super::names::custom(cx, &m.value, mloc);
                Action::Custom(m.value.clone())
            }
            (None, None) => match &r.unsupported {
                Some(reason) => Action::Unsupported(reason.value.clone()),
                None => return,
            },
        };
        let id = self.lowering.gates.iter().map(|g| g.rules.len()).sum();
        self.lowering.gates[entry].rules.push(LowerRule {
            id,
            loc,
            priority: match (&r.unsupported, &r.priority) {
                (Some(_), _) => REFUSAL_PRIORITY,
                (None, p) => p.as_ref().map_or(0, |p| p.value),
            },
            doc: r.doc.as_ref().map(|d| d.value.trim().to_owned()),
            types,
            from,
            cond,
            inputs,
            action,
        });
    }

    fn cond_values(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        gate: &Gate,
        names: &[S<String>],
    ) -> Vec<u64> {
        let Some(e) = &gate.condition else {
            if let Some(n) = names.first() {
                let loc = cx.loc(f, n);
                cx.err(
                    Rule::LowerStep,
                    loc,
                    format!(
                        "`cond` needs a gate whose bitfield is an enum; `{}`'s is not",
                        gate.name
                    ),
                );
            }
            return Vec::new();
        };
        let mut out = Vec::new();
        for n in names {
            match e.cases.iter().find(|c| c.0 == n.value) {
                Some(c) => out.push(c.1),
                None => {
                    let loc = cx.loc(f, n);
                    cx.unknown(
                        Rule::LowerName,
                        loc,
                        &format!("case of `{}`", e.name),
                        &n.value,
                        e.cases.iter().map(|c| c.0.as_str()),
                    );
                }
            }
        }
        out
    }

    fn input_patterns(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        gate: &Gate,
        inputs: &crate::isa::syntax::Entries<InputPattern>,
    ) -> Vec<InputRule> {
        let mut out: Vec<InputRule> = Vec::new();
        for (key, p) in &inputs.0 {
            let loc = cx.loc(f, key);
            let Some(index) = key
                .value
                .strip_prefix("in")
                .and_then(|d| d.parse::<usize>().ok())
            else {
                cx.err(
                    Rule::LowerStep,
                    loc,
                    format!("`{}` is not an input: write `in0`, `in1`, ...", key.value),
                );
                continue;
            };
            if gate.input(index).is_none() {
                cx.err(
                    Rule::LowerStep,
                    loc,
                    format!(
                        "`{}` has {} data input(s); there is no `{}`",
                        gate.name,
                        gate.inputs.len(),
                        key.value
                    ),
                );
                continue;
            }
            let pattern = match (&p.constant, &p.gate) {
                (Some(_), Some(_)) => {
                    cx.err(
                        Rule::LowerStep,
                        loc,
                        format!("`{}` has both `const` and `gate`: pick one", key.value),
                    );
                    continue;
                }
                (Some(k), None) => match self.int_range(&k.value) {
                    Some((min, max)) => Pattern::Const {
                        imm: k.value.clone(),
                        min,
                        max,
                    },
                    None => {
                        let kloc = cx.loc(f, k);
                        cx.unknown(
                            Rule::LowerName,
                            kloc,
                            "integer immediate kind of the target",
                            &k.value,
                            self.target.immediates.iter().filter_map(|i| {
                                matches!(i.kind, ImmediateKind::Int { .. })
                                    .then_some(i.named.name.as_str())
                            }),
                        );
                        continue;
                    }
                },
                (None, Some(g)) => match self.gate(cx, f, g) {
                    Some(absorbed) => Pattern::Gate(absorbed.name.clone()),
                    None => continue,
                },
                (None, None) => Pattern::Any,
            };
            let types = self.type_mask(cx, f, &p.types);
            if out.iter().any(|i| i.index == index) {
                cx.err(
                    Rule::LowerStep,
                    loc,
                    format!("`{}` is constrained twice", key.value),
                );
                continue;
            }
            out.push(InputRule {
                index,
                pattern,
                types,
            });
        }
        out.sort_by_key(|i| i.index);
        out
    }

    /// The source type mask input `n` of the rule's gate may have.
    fn input_types(&self, scope: &RuleScope<'_>, n: usize) -> u64 {
        let all = self.all_types();
        let mut mask = match scope.gate.input(n) {
            Some(input) if !input.types.is_empty() => {
                let mut m = 0;
                for t in &input.types {
                    m |= match *t {
                        TypeRef::Var(_) if scope.gate.typed_by_output() => scope.types,
                        TypeRef::Var(_) => all,
                        TypeRef::Primary(p) => self.bit_of(&self.source.types[p]),
                        TypeRef::Set(s) => self.set_mask(s),
                    };
                }
                m
            }
            _ => all,
        };
        if n == 0 {
            mask &= if scope.gate.typed_by_output() {
                scope.from
            } else {
                scope.types
            };
        }
        // A later input declared like the first of a gate typed by its first input has the
        // first's type (the operands of a compare).
        if n > 0
            && !scope.gate.typed_by_output()
            && let (Some(first), Some(this)) = (scope.gate.inputs.first(), scope.gate.input(n))
            && first.types == this.types
        {
            mask &= scope.types;
        }
        // An input the table gives the first input's type is constrained as the first is.
        if n > 0
            && scope.gate.typed_by_output()
            && scope.gate.input(n).is_some_and(|i| i.same_as_first)
        {
            mask &= scope.from;
        }
        if let Some(p) = scope.inputs.iter().find(|i| i.index == n) {
            mask &= p.types;
        }
        mask
    }

    fn bit_of(&self, source_type: &str) -> u64 {
        self.type_index.get(source_type).map_or(0, |&i| 1 << i)
    }

    fn set_mask(&self, set: usize) -> u64 {
        let Some(&s) = self.source.sets.get(set) else {
            return self.all_types();
        };
        let mut m = 0;
        for (i, t) in self.source.types.iter().enumerate() {
            if s & (1 << i) != 0 {
                m |= self.bit_of(t);
            }
        }
        m
    }

    /// The target type mask of values of the source types in `mask`.
    fn target_mask(&self, mask: u64) -> u64 {
        let mut out = 0;
        for (i, t) in self.lowering.types.iter().enumerate() {
            if mask & (1 << i) != 0
                && let Some(j) = self.target.types.iter().position(|x| x.name == t.target)
            {
                out |= 1 << j;
            }
        }
        out
    }

    fn target_type_names(&self, mask: u64) -> String {
        let names: Vec<&str> = self
            .target
            .types
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, t)| t.name.as_str())
            .collect();
        names.join(", ")
    }

    fn step(&self, cx: &mut Cx<'_>, scope: &mut RuleScope<'_>, s: &S<String>) -> Option<Step> {
        let parsed = match step::parse(&s.value) {
            Ok(p) => p,
            Err(e) => {
                let loc = cx.at(scope.file, s, e.offset);
                cx.err(Rule::LowerStep, loc, e.message);
                return None;
            }
        };
        let (inst_name, inst_at) = &parsed.inst;
        let Some(inst) = self
            .target
            .instructions
            .iter()
            .find(|i| i.named.name == *inst_name)
        else {
            let loc = cx.at(scope.file, s, *inst_at);
            cx.unknown(
                Rule::LowerName,
                loc,
                "target instruction",
                inst_name,
                self.target
                    .instructions
                    .iter()
                    .map(|i| i.named.name.as_str()),
            );
            return None;
        };
        let at = |cx: &Cx<'_>, offset: usize| cx.at(scope.file, s, offset);
        let fixed = inst.operands.iter().filter(|o| !o.variadic).count();
        let variadic = inst.operands.iter().any(|o| o.variadic);
        let expected = fixed + usize::from(variadic);
        if parsed.operands.len() != expected {
            let loc = at(cx, *inst_at);
            cx.err(
                Rule::LowerStep,
                loc,
                format!(
                    "`{}` takes {expected} operand(s) ({}); the step gives {}",
                    inst.named.name,
                    operand_names(inst),
                    parsed.operands.len()
                ),
            );
            return None;
        }
        let mut args = Vec::new();
        let mut value_types: Vec<u64> = Vec::new();
        let mut ok = true;
        for ((written, offset), decl) in parsed.operands.iter().zip(&inst.operands) {
            let loc = at(cx, *offset);
            let arg = self.arg(cx, scope, loc, written, decl, inst);
            match arg {
                Some((a, t)) => {
                    args.push(a);
                    value_types.push(t);
                }
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        // The result: its type, the type argument the builder needs, and the definition.
        let mut result_types = Vec::new();
        let mut def = Def::None;
        let result = inst.results.first();
        if inst.results.len() > 1 {
            let loc = at(cx, *inst_at);
            cx.err(
                Rule::LowerStep,
                loc,
                format!(
                    "`{}` has {} results; lowering steps build instructions of at most one",
                    inst.named.name,
                    inst.results.len()
                ),
            );
            return None;
        }
        match (&parsed.def, result) {
            (Some((name, _, off)), None) => {
                let loc = at(cx, *off);
                cx.err(
                    Rule::LowerStep,
                    loc,
                    format!("`{}` has no result to name `{name}`", inst.named.name),
                );
                return None;
            }
            (def_written, Some(r)) => {
                let operand_type = r.same.and_then(|o| value_types.get(o).copied());
                let declared = def_written
                    .as_ref()
                    .and_then(|(_, t, off)| t.as_ref().map(|t| (t.clone(), *off)));
                let mut mask = match (operand_type, r.types.count_ones()) {
                    (Some(m), _) => m,
                    (None, 1) => r.types,
                    (None, _) => {
                        // The builder takes the type: written, or the gate's own for `out`.
                        match (&declared, def_written) {
                            (Some((t, off)), _) => {
                                match self.target.types.iter().position(|x| x.name == *t) {
                                    Some(i) => {
                                        result_types.push(Some(t.clone()));
                                        1 << i
                                    }
                                    None => {
                                        let loc = at(cx, *off);
                                        cx.unknown(
                                            Rule::LowerName,
                                            loc,
                                            "target type",
                                            t,
                                            self.target.types.iter().map(|x| x.name.as_str()),
                                        );
                                        return None;
                                    }
                                }
                            }
                            (None, Some((name, _, _))) if name == "out" => {
                                result_types.push(None);
                                self.target_mask(scope.types)
                            }
                            (None, _) => {
                                let off = def_written.as_ref().map_or(*inst_at, |d| d.2);
                                let loc = at(cx, off);
                                cx.err(
                                    Rule::LowerStep,
                                    loc,
                                    format!(
                                        "the result of `{}` may be {}: give its type, as in `t:{} = {} ...`",
                                        inst.named.name,
                                        self.target_type_names(r.types),
                                        self.target_type_names(r.types & r.types.wrapping_neg()),
                                        inst.named.name
                                    ),
                                );
                                return None;
                            }
                        }
                    }
                };
                mask &= r.types;
                if let Some((name, _, off)) = def_written {
                    let loc = at(cx, *off);
                    if name == "out" {
                        if scope.gate.output.is_none() {
                            cx.err(
                                Rule::LowerStep,
                                loc,
                                format!("`{}` has no value to define as `out`", scope.gate.name),
                            );
                            return None;
                        }
                        if scope.out.is_some() {
                            cx.err(Rule::LowerStep, loc, "`out` is defined twice");
                            return None;
                        }
                        let want = self.target_mask(scope.types);
                        if scope.gate.typed_by_output() && mask != 0 && want & !mask != 0 {
                            cx.err(
                                Rule::LowerStep,
                                loc,
                                format!(
                                    "`out` must hold {} for the rule's types; `{}` gives {}",
                                    self.target_type_names(want),
                                    inst.named.name,
                                    self.target_type_names(mask)
                                ),
                            );
                            return None;
                        }
                        scope.out = Some(mask);
                        def = Def::Out;
                    } else {
                        if scope.temps.iter().any(|(t, _)| t == name) {
                            cx.err(Rule::LowerStep, loc, format!("`{name}` is defined twice"));
                            return None;
                        }
                        scope.temps.push((name.clone(), mask));
                        def = Def::Temp(scope.temps.len() - 1);
                    }
                }
            }
            (None, None) => {}
        }
        Some(Step {
            text: s.value.clone(),
            inst: inst.named.name.clone(),
            def,
            result_types,
            args,
        })
    }

    /// Resolves one operand against its declaration; returns it with its target type mask
    /// (0 for non-values).
    fn arg(
        &self,
        cx: &mut Cx<'_>,
        scope: &RuleScope<'_>,
        loc: Loc,
        written: &Written,
        decl: &crate::cfg::model::Operand,
        inst: &Instruction,
    ) -> Option<(Arg, u64)> {
        let what = format!("operand `{}` of `{}`", decl.named.name, inst.named.name);
        let pattern = |n: usize| scope.inputs.iter().find(|i| i.index == n);
        let n_inputs = |g: &Gate| g.inputs.len();
        let fail = |cx: &mut Cx<'_>, message: String| {
            cx.err(Rule::LowerStep, loc, message);
            None
        };
        match (&decl.kind, decl.variadic) {
            (OperandKind::Value { .. }, true) => match written {
                Written::Rest(n) => {
                    if scope.gate.input(*n).is_none() {
                        return fail(cx, format!("`{}` has no input {n}", scope.gate.name));
                    }
                    Some((Arg::Rest(*n), 0))
                }
                _ => fail(cx, format!("{what} takes a list: write `inN..`")),
            },
            (OperandKind::Value { types, .. }, false) => {
                let (arg, mask) = match written {
                    Written::Input(n) => {
                        if scope.gate.input(*n).is_none() {
                            return fail(
                                cx,
                                format!(
                                    "`{}` has {} data input(s); there is no `in{n}`",
                                    scope.gate.name,
                                    n_inputs(scope.gate)
                                ),
                            );
                        }
                        if let Some(InputRule {
                            pattern: Pattern::Gate(g),
                            ..
                        }) = pattern(*n)
                        {
                            return fail(
                                cx,
                                format!(
                                    "`in{n}` is an absorbed `{g}` and has no value; use its inputs, `in{n}.in0`, ..."
                                ),
                            );
                        }
                        (
                            Arg::Input(*n),
                            self.target_mask(self.input_types(scope, *n)),
                        )
                    }
                    Written::InputOf(n, m) => {
                        let Some(InputRule {
                            pattern: Pattern::Gate(g),
                            types,
                            ..
                        }) = pattern(*n)
                        else {
                            return fail(
                                cx,
                                format!(
                                    "`in{n}.in{m}` reads an input of an absorbed gate: give `in{n}` a `gate:` pattern"
                                ),
                            );
                        };
                        let absorbed = self.source.insts.iter().find(|x| x.name == *g)?;
                        if absorbed.input(*m).is_none() {
                            return fail(
                                cx,
                                format!(
                                    "`{g}` has {} data input(s); there is no `in{m}`",
                                    n_inputs(absorbed)
                                ),
                            );
                        }
                        let like_first = *m == 0
                            || matches!(
                                (absorbed.inputs.first(), absorbed.input(*m)),
                                (Some(a), Some(b)) if a.types == b.types
                            );
                        let inner = if like_first && !absorbed.typed_by_output() {
                            *types
                        } else {
                            self.all_types()
                        };
                        (Arg::InputOf(*n, *m), self.target_mask(inner))
                    }
                    Written::Name(name) if name == "out" => match scope.out {
                        Some(m) => (Arg::Out, m),
                        None => return fail(cx, "`out` is used before a step defines it".into()),
                    },
                    Written::Name(name) => match scope.temps.iter().position(|(t, _)| t == name) {
                        Some(i) => (Arg::Temp(i), scope.temps[i].1),
                        None => {
                            return fail(
                                cx,
                                format!("`{name}` is not defined by an earlier step of the rule"),
                            );
                        }
                    },
                    _ => return fail(cx, format!("{what} takes a value")),
                };
                if mask & !types != 0 {
                    return fail(
                        cx,
                        format!(
                            "{what} takes {}; this value may be {}",
                            self.target_type_names(*types),
                            self.target_type_names(mask)
                        ),
                    );
                }
                Some((arg, mask))
            }
            (OperandKind::Imm(k), _) => {
                let imm = &self.target.immediates[*k];
                match (&imm.kind, written) {
                    (ImmediateKind::Int { bits, signed }, Written::Int(v)) => {
                        let (min, max) = range(*bits, *signed);
                        if i128::from(*v) < min || i128::from(*v) > max {
                            return fail(
                                cx,
                                format!(
                                    "{what} is a `{}` ({min} to {max}); {v} does not fit",
                                    imm.named.name
                                ),
                            );
                        }
                        Some((Arg::Int(*v), 0))
                    }
                    (ImmediateKind::Int { .. }, Written::Case(name))
                        if scope.gate.immediates.iter().any(|(n, _)| n == name) =>
                    {
                        let slot = scope
                            .gate
                            .immediates
                            .iter()
                            .find(|(n, _)| n == name)
                            .map_or(0, |x| x.1);
                        Some((Arg::Imm(slot), 0))
                    }
                    (ImmediateKind::Int { .. }, Written::Bitfield) if !scope.gate.has_bits => fail(
                        cx,
                        format!(
                            "`{}` has no integer immediate for `#bitfield` to read",
                            scope.gate.name
                        ),
                    ),
                    (ImmediateKind::Int { bits, .. }, Written::Bitfield) => {
                        if *bits < 64 {
                            return fail(
                                cx,
                                format!(
                                    "{what} is a `{}` of {bits} bits; `#bitfield` needs a 64-bit kind",
                                    imm.named.name
                                ),
                            );
                        }
                        Some((Arg::Bitfield, 0))
                    }
                    (ImmediateKind::Int { bits, signed }, Written::ConstOf(n)) => {
                        let (min, max) = range(*bits, *signed);
                        match pattern(*n) {
                            Some(InputRule {
                                pattern:
                                    Pattern::Const {
                                        imm: k2,
                                        min: a,
                                        max: b,
                                    },
                                ..
                            }) => {
                                if *a < min || *b > max {
                                    return fail(
                                        cx,
                                        format!(
                                            "{what} is a `{}` ({min} to {max}); `in{n}` is a `{k2}` ({a} to {b})",
                                            imm.named.name
                                        ),
                                    );
                                }
                                Some((Arg::ConstOf(*n), 0))
                            }
                            _ => fail(
                                cx,
                                format!(
                                    "`#in{n}` reads a constant input: give `in{n}` a `const:` pattern"
                                ),
                            ),
                        }
                    }
                    (ImmediateKind::Enum(cases), Written::Case(c)) => {
                        if cases.iter().any(|x| x.name == *c) {
                            Some((
                                Arg::Case {
                                    imm: imm.named.name.clone(),
                                    case: c.clone(),
                                },
                                0,
                            ))
                        } else {
                            cx.unknown(
                                Rule::LowerName,
                                loc,
                                &format!("case of `{}`", imm.named.name),
                                c,
                                cases.iter().map(|x| x.name.as_str()),
                            );
                            None
                        }
                    }
                    (ImmediateKind::Enum(_), Written::Cond | Written::CondOf(_)) => {
                        let of = match written {
                            Written::CondOf(n) => Some(*n),
                            _ => None,
                        };
                        let source_gate = match of {
                            None => Some(scope.gate.clone()),
                            Some(n) => match pattern(n) {
                                Some(InputRule {
                                    pattern: Pattern::Gate(g),
                                    ..
                                }) => self.source.insts.iter().find(|x| x.name == *g).cloned(),
                                _ => {
                                    return fail(
                                        cx,
                                        format!(
                                            "`#in{n}.cond` reads an absorbed gate's condition: give `in{n}` a `gate:` pattern"
                                        ),
                                    );
                                }
                            },
                        }?;
                        let Some(e) = &source_gate.condition else {
                            return fail(
                                cx,
                                format!(
                                    "`{}` has no enum bitfield to read as a condition",
                                    source_gate.name
                                ),
                            );
                        };
                        let Some(map) = self
                            .lowering
                            .conditions
                            .iter()
                            .position(|c| c.enumeration == e.name && c.imm == imm.named.name)
                        else {
                            return fail(
                                cx,
                                format!(
                                    "no `conditions` entry maps `{}` to `{}`",
                                    e.name, imm.named.name
                                ),
                            );
                        };
                        if of.is_none() {
                            let map = &self.lowering.conditions[map];
                            let missing = e.cases.iter().find(|c| {
                                scope.cond.is_none_or(|list| list.contains(&c.1))
                                    && !map.cases.iter().any(|m| m.1 == c.1)
                            });
                            if let Some(c) = missing {
                                return fail(
                                    cx,
                                    format!(
                                        "case `{}` of `{}` has no `{}` case in `conditions`: map it, or leave it out of the rule's `cond`",
                                        c.0, e.name, imm.named.name
                                    ),
                                );
                            }
                        }
                        Some((
                            Arg::Cond {
                                of,
                                imm: imm.named.name.clone(),
                                map,
                            },
                            0,
                        ))
                    }
                    (ImmediateKind::Int { .. }, _) => fail(
                        cx,
                        format!("{what} takes an integer immediate: `#123` or `#inN`"),
                    ),
                    (ImmediateKind::Float, _) => fail(
                        cx,
                        format!(
                            "{what} takes a floating-point immediate, which a step cannot write"
                        ),
                    ),
                    (ImmediateKind::Enum(_), _) => fail(
                        cx,
                        format!(
                            "{what} takes a `{}`: `#cond`, `#inN.cond` or `#case`",
                            imm.named.name
                        ),
                    ),
                }
            }
            (OperandKind::Block, _) => {
                let targets = &scope.gate.targets;
                let index = match written {
                    Written::Target(t) if self.source.kind == SourceKind::Ir => Some(*t),
                    Written::Target(t) => targets
                        .iter()
                        .position(|n| *n == if *t == 0 { "then" } else { "else" }),
                    Written::Name(n) => targets.iter().position(|x| x == n),
                    _ => None,
                };
                if targets.is_empty() {
                    return fail(
                        cx,
                        format!("`{}` is not a branch: it has no targets", scope.gate.name),
                    );
                }
                match index {
                    Some(t) if t < targets.len() => Some((Arg::Target(t), 0)),
                    _ => fail(
                        cx,
                        format!(
                            "{what} takes a block: {}",
                            targets
                                .iter()
                                .map(|t| format!("`{t}`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ),
                }
            }
        }
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
                    let loc = cx.loc(f, name);
                    cx.unknown(
                        Rule::LowerName,
                        loc,
                        &format!("{} of the source", source.group_word),
                        &name.value,
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
