//! The rules of a lowering table, one at a time: owns reading a rule's pattern (its gate,
//! controlling and input types, bitfield cases, input patterns) and its action into the model,
//! and the type masks the checks of its steps use (`E131`, `E132`).

use super::*;

impl Validator<'_> {
    pub(super) fn rule(&mut self, cx: &mut Cx<'_>, f: FileId, r: &RuleDecl) {
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
            // Input types are part of what a refusal may name; a constant or an absorbed
            // gate is not (whether it holds is only known while lowering).
            let types_only = r
                .inputs
                .0
                .iter()
                .all(|(_, p)| p.constant.is_none() && p.gate.is_none());
            let conditioned = !types_only || r.priority.is_some();
            if conditioned {
                cx.err(
                    Rule::LowerStep,
                    loc,
                    format!(
                        "`unsupported` refuses `{}` wherever no rule lowers it: it takes no `priority` and no `inputs` but their `types` (give `types`, `from`, `cond` or input types to refuse part of the gate)",
                        gate.name
                    ),
                );
            }
            if r.types.is_none() && r.from.is_none() && r.cond.is_none() && r.inputs.0.is_empty() {
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
                crate::kinds::lower::names::custom(cx, &m.value, mloc);
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

    pub(super) fn cond_values(
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
            out.extend(e.case(cx, f, n));
        }
        out
    }

    pub(super) fn input_patterns(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        gate: &Gate,
        inputs: &crate::front::syntax::Entries<InputPattern>,
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
                        cx.unknown_name(
                            Rule::LowerName,
                            f,
                            k,
                            "integer immediate kind of the target",
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
            let cond = match (&p.cond, &pattern) {
                (None, _) => None,
                (Some(names), Pattern::Gate(name)) => {
                    let absorbed = self.source.insts.iter().find(|x| x.name == *name).cloned();
                    absorbed.map(|a| self.cond_values(cx, f, &a, names))
                }
                (Some(names), _) => {
                    let at = names.first().map_or(loc, |n| cx.loc(f, n));
                    cx.err(
                        Rule::LowerStep,
                        at,
                        format!(
                            "`cond` on `{}` is the condition of an absorbed gate: give its `gate` too",
                            key.value
                        ),
                    );
                    continue;
                }
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
                cond,
            });
        }
        out.sort_by_key(|i| i.index);
        out
    }

    /// The source type mask input `n` of the rule's gate may have.
    pub(super) fn input_types(&self, scope: &RuleScope<'_>, n: usize) -> u64 {
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

    pub(super) fn bit_of(&self, source_type: &str) -> u64 {
        self.type_index.get(source_type).map_or(0, |&i| 1 << i)
    }

    pub(super) fn set_mask(&self, set: usize) -> u64 {
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
    pub(super) fn target_mask(&self, mask: u64) -> u64 {
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

    pub(super) fn target_type_names(&self, mask: u64) -> String {
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
}
