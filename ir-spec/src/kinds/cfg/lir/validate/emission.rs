//! Emission steps of a LIR instruction: the form each step names exists, every operand without
//! a default is bound, each binding fits the form operand's kind and register class, and the
//! expected assembly names only bound parts.

use super::*;

impl<'i> Lx<'i> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn emission(
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
    pub(super) fn step(
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

    pub(super) fn form(&self, cx: &mut Cx<'_>, name: &S<String>, loc: Loc) -> Option<FormRef> {
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
    pub(super) fn bind(
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
                TypeKind::Uimm(_) | TypeKind::Simm { .. } | TypeKind::Codec(_),
                BindValue::Name(_),
                Some(Part::Imm(i, None)),
            ) => Bind::Imm(i),
            (
                TypeKind::Uimm(_) | TypeKind::Simm { .. } | TypeKind::Codec(_),
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
    pub(super) fn legal(&self, kind: &TypeKind, v: i64) -> bool {
        match kind {
            TypeKind::Uimm(u) => u.holds(v),
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
    pub(super) fn check_asm(
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
