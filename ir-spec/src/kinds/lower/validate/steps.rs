//! The steps of a lowering rule: owns parsing each `[name[:type] =] instruction operand, ...`
//! line against the target table's instruction and checking every operand's kind, type and
//! range, that names are defined before use and that `out` is defined once (`E132`).

use super::*;

impl Validator<'_> {
    pub(super) fn step(
        &self,
        cx: &mut Cx<'_>,
        scope: &mut RuleScope<'_>,
        s: &S<String>,
    ) -> Option<Step> {
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
    pub(super) fn arg(
        &self,
        cx: &mut Cx<'_>,
        scope: &RuleScope<'_>,
        loc: Loc,
        written: &Written,
        decl: &crate::kinds::cfg::model::Operand,
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
}
