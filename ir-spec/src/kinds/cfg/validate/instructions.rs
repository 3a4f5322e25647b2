//! The instructions of a block-structured IR table: owns checking each instruction's declaration
//! against the namespaces it refers to (its class, mixins, operands and their type constraints,
//! immediates, results and their derivations, flags and terminator properties).

use super::*;

/// The namespaces an instruction's declaration refers to.
pub(super) struct Names<'a> {
    pub(super) constraints: &'a HashMap<String, TypeMask>,
    pub(super) immediates: &'a HashMap<String, (usize, Loc)>,
    pub(super) flags: &'a HashMap<String, (usize, Loc)>,
    pub(super) mixins: &'a HashMap<String, (usize, Loc)>,
    /// The pointer family's bit, if the table has one.
    pub(super) pointer: Option<TypeMask>,
    /// What each immediate kind's values number.
    pub(super) refers: Vec<Option<Refers>>,
}

impl Names<'_> {
    fn constraint_any(&self) -> TypeMask {
        self.constraints.get(ANY).copied().unwrap_or(0)
    }

    fn constraint(&self, cx: &mut Cx<'_>, file: FileId, text: &S<String>) -> TypeMask {
        match self.constraints.get(&text.value) {
            Some(0) if text.value == ANY => {
                let loc = cx.loc(file, text);
                cx.err(
                    Rule::UnknownType,
                    loc,
                    format!("`{ANY}` stands for every type, but the table declares none"),
                );
                0
            }
            Some(&mask) => mask,
            None => {
                cx.unknown_name(
                    Rule::UnknownType,
                    file,
                    text,
                    "type or type set",
                    self.constraints.keys().map(String::as_str),
                );
                0
            }
        }
    }
}

pub(super) fn instruction(
    cx: &mut Cx<'_>,
    file: FileId,
    decl: &InstructionDecl,
    class: usize,
    names: &Names<'_>,
) -> Instruction {
    let named = Named {
        name: decl.name.value.clone(),
        doc: decl
            .doc
            .as_ref()
            .map_or_else(String::new, |d| d.value.trim().to_owned()),
        loc: cx.loc(file, &decl.name),
    };
    let terminator = decl.terminator.as_ref().is_some_and(|t| t.value);
    let returns = decl.returns.as_ref().is_some_and(|r| r.value);
    let inst = &decl.name.value;
    if returns && !terminator {
        let loc = decl.returns.as_ref().map_or(named.loc, |r| cx.loc(file, r));
        cx.err(
            Rule::CfgTerminator,
            loc,
            format!(
                "instruction `{inst}` returns, so it must be a terminator (`terminator: true`)"
            ),
        );
    }
    let mut seen = HashMap::new();
    let mut value_operands: HashMap<&str, usize> = HashMap::new();
    let mut operands = Vec::with_capacity(decl.operands.len());
    for (i, op) in decl.operands.iter().enumerate() {
        let op_named = part("operand", cx, file, &op.name, &op.doc);
        unique(cx, &mut seen, "operand", &op.name.value, op_named.loc, i);
        let same = op
            .same
            .as_ref()
            .and_then(|s| same_operand(cx, file, s, &value_operands, inst));
        let kind = match (&op.value, &op.imm, &op.block) {
            (Some(v), None, None) => OperandKind::Value {
                types: names.constraint(cx, file, v),
                same,
            },
            (None, Some(m), None) => {
                if let Some(found) = names.immediates.get(&m.value) {
                    OperandKind::Imm(found.0)
                } else {
                    cx.unknown_name(
                        Rule::CfgUnknownImmediate,
                        file,
                        m,
                        "immediate kind",
                        names.immediates.keys().map(String::as_str),
                    );
                    OperandKind::Imm(0)
                }
            }
            (None, None, Some(b)) if b.value => OperandKind::Block,
            _ => {
                cx.err(
                    Rule::CfgOperandKind,
                    op_named.loc,
                    format!(
                        "operand `{}` of `{inst}` must have exactly one of `value: <type>`, `imm: <kind>` or `block: true`",
                        op.name.value
                    ),
                );
                OperandKind::Value {
                    types: 0,
                    same: None,
                }
            }
        };
        if let Some(s) = &op.same
            && !matches!(kind, OperandKind::Value { .. })
        {
            let loc = cx.loc(file, s);
            cx.err(
                Rule::CfgSameType,
                loc,
                format!(
                    "operand `{}` of `{inst}` is not a value, so it cannot have `same`",
                    op.name.value
                ),
            );
        }
        let variadic = op.variadic.as_ref().is_some_and(|v| v.value);
        if variadic && (i + 1 != decl.operands.len() || !matches!(kind, OperandKind::Value { .. }))
        {
            let loc = op
                .variadic
                .as_ref()
                .map_or(op_named.loc, |v| cx.loc(file, v));
            cx.err(
                Rule::CfgVariadic,
                loc,
                format!(
                    "operand `{}` of `{inst}` is variadic, but only the last operand, a value, may be",
                    op.name.value
                ),
            );
        }
        if kind == OperandKind::Block && !terminator {
            cx.err(
                Rule::CfgTerminator,
                op_named.loc,
                format!(
                    "operand `{}` of `{inst}` is a block target, but `{inst}` is not a terminator",
                    op.name.value
                ),
            );
        }
        if matches!(kind, OperandKind::Value { .. }) && !variadic {
            value_operands.insert(&op.name.value, i);
        }
        let type_of = op.pointee.as_ref().and_then(|p| {
            if let OperandKind::Imm(k) = kind
                && names.refers.get(k).copied().flatten() != Some(Refers::Global)
            {
                let loc = cx.loc(file, p);
                cx.err(
                    Rule::CfgTypeOf,
                    loc,
                    format!(
                        "operand `{}` of `{inst}` is an immediate whose kind does not refer to globals, so it cannot have `pointee`",
                        op.name.value
                    ),
                );
                return None;
            }
            let target = derived_from(cx, file, "pointee", p, &operands, names, inst)?;
            Some(TypeOf::Pointee(target))
        });
        operands.push(Operand {
            named: op_named,
            kind,
            variadic,
            type_of,
        });
    }
    let mut result_names = HashMap::new();
    let mut results = Vec::with_capacity(decl.results.len());
    for (i, r) in decl.results.iter().enumerate() {
        let r_named = part("result", cx, file, &r.name, &r.doc);
        unique(
            cx,
            &mut result_names,
            "result",
            &r.name.value,
            r_named.loc,
            i,
        );
        let same = r
            .same
            .as_ref()
            .and_then(|s| same_operand(cx, file, s, &value_operands, inst));
        let type_of = result_type_of(cx, file, r, &operands, names, inst);
        let types = match (&r.ty, same, type_of) {
            (Some(t), _, _) => names.constraint(cx, file, t),
            (None, Some(o), _) => match operands[o].kind {
                OperandKind::Value { types, .. } => types,
                _ => 0,
            },
            (None, None, Some(TypeOf::Pointee(_))) => names.constraint_any(),
            (None, None, Some(_)) => names.pointer.unwrap_or(0),
            // A derivation key that failed has its own finding.
            (None, None, None)
                if r.pointee.is_some() || r.address.is_some() || r.global.is_some() =>
            {
                0
            }
            (None, None, None) => {
                cx.err(
                    Rule::CfgSameType,
                    r_named.loc,
                    format!(
                        "result `{}` of `{inst}` needs a `type` or a `same` operand",
                        r.name.value
                    ),
                );
                0
            }
        };
        results.push(ResultSpec {
            named: r_named,
            types,
            same,
            type_of,
        });
    }
    if terminator && !results.is_empty() {
        cx.err(
            Rule::CfgTerminator,
            results[0].named.loc,
            format!("instruction `{inst}` is a terminator, so it cannot have results"),
        );
    }
    let mut flags = 0u64;
    for flag in &decl.flags {
        match names.flags.get(&flag.value) {
            Some(&(i, _)) if i < 64 => flags |= 1 << i,
            Some(_) => {}
            None => {
                cx.unknown_name(
                    Rule::UnknownFlag,
                    file,
                    flag,
                    "flag",
                    names.flags.keys().map(String::as_str),
                );
            }
        }
    }
    let custom_check = decl
        .custom
        .as_ref()
        .and_then(|c| c.verify.as_ref())
        .map(|m| {
            let loc = cx.loc(file, m);
            cx.check_verbatim("custom check", &m.value, loc);
            m.value.clone()
        });
    let mixins = instruction_mixins(cx, file, decl, names);
    Instruction {
        named,
        class,
        operands,
        results,
        flags,
        terminator,
        returns,
        custom_check,
        mixins,
    }
}

/// The mixins an instruction names, resolved (ascending, each once), or findings.
pub(super) fn instruction_mixins(
    cx: &mut Cx<'_>,
    file: FileId,
    decl: &InstructionDecl,
    names: &Names<'_>,
) -> Vec<usize> {
    let mut out = Vec::with_capacity(decl.mixins.len());
    for m in &decl.mixins {
        match names.mixins.get(&m.value) {
            Some(&(i, _)) => out.push(i),
            None => {
                cx.unknown_name(
                    Rule::UnknownClass,
                    file,
                    m,
                    "mixin",
                    names.mixins.keys().map(String::as_str),
                );
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// An operand's or result's name (an identifier; its doc is optional).
pub(super) fn part(
    kind: &str,
    cx: &mut Cx<'_>,
    file: FileId,
    name: &S<String>,
    doc: &Option<S<String>>,
) -> Named {
    let loc = cx.loc(file, name);
    cx.check_identifier(kind, &name.value, loc);
    Named {
        name: name.value.clone(),
        doc: doc
            .as_ref()
            .map_or_else(String::new, |d| d.value.trim().to_owned()),
        loc,
    }
}

/// The earlier, non-variadic value operand that `same` names, or a finding.
pub(super) fn same_operand(
    cx: &mut Cx<'_>,
    file: FileId,
    same: &S<String>,
    value_operands: &HashMap<&str, usize>,
    inst: &str,
) -> Option<usize> {
    let found = value_operands.get(same.value.as_str()).copied();
    if found.is_none() {
        let loc = cx.loc(file, same);
        cx.push(
            Diagnostic::new(
                Rule::CfgSameType,
                loc,
                format!(
                    "`same: {}` of `{inst}` names no earlier value operand",
                    same.value
                ),
            )
            .with_optional_hint(naming::did_you_mean(
                &same.value,
                value_operands.keys().copied(),
            )),
        );
    }
    found
}

/// A result's derivation (`pointee`, `address` or `global`), at most one of them and not
/// beside `same`, or findings.
pub(super) fn result_type_of(
    cx: &mut Cx<'_>,
    file: FileId,
    r: &super::super::syntax::ResultDecl,
    operands: &[Operand],
    names: &Names<'_>,
    inst: &str,
) -> Option<TypeOf> {
    let keys = [
        ("pointee", &r.pointee),
        ("address", &r.address),
        ("global", &r.global),
    ];
    let given: Vec<(&str, &S<String>)> = keys
        .iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| (*k, v)))
        .collect();
    let (key, text) = *given.first()?;
    if let Some((second, t)) = given
        .get(1)
        .copied()
        .or(r.same.as_ref().map(|s| ("same", s)))
    {
        let loc = cx.loc(file, t);
        cx.err(
            Rule::CfgTypeOf,
            loc,
            format!(
                "result `{}` of `{inst}` has `{key}` and `{second}`; it takes at most one of `same`, `pointee`, `address` and `global`",
                r.name.value
            ),
        );
        return None;
    }
    match key {
        "global" => {
            let found = operands.iter().position(|o| o.named.name == text.value);
            let refers = found.and_then(|i| match operands[i].kind {
                OperandKind::Imm(k) => names.refers.get(k).copied().flatten(),
                _ => None,
            });
            if refers != Some(Refers::Global) {
                let loc = cx.loc(file, text);
                cx.err(
                    Rule::CfgTypeOf,
                    loc,
                    format!(
                        "`global: {}` of `{inst}` names no immediate operand whose kind refers to globals",
                        text.value
                    ),
                );
                return None;
            }
            found.map(TypeOf::Global)
        }
        "address" => {
            let target = derived_from(cx, file, key, text, operands, names, inst)?;
            let indexed = operands
                .last()
                .is_some_and(|o| o.variadic && matches!(o.kind, OperandKind::Value { .. }));
            if !indexed || target + 1 == operands.len() {
                let loc = cx.loc(file, text);
                cx.err(
                    Rule::CfgTypeOf,
                    loc,
                    format!(
                        "`address: {}` of `{inst}` needs the indices: a variadic value operand last",
                        text.value
                    ),
                );
                return None;
            }
            Some(TypeOf::Address(target))
        }
        _ => derived_from(cx, file, key, text, operands, names, inst).map(TypeOf::Pointee),
    }
}

/// The earlier single value operand that `key: text` names, which only pointers satisfy, or a
/// finding.
pub(super) fn derived_from(
    cx: &mut Cx<'_>,
    file: FileId,
    key: &str,
    text: &S<String>,
    operands: &[Operand],
    names: &Names<'_>,
    inst: &str,
) -> Option<usize> {
    let found = operands
        .iter()
        .position(|o| o.named.name == text.value && !o.variadic);
    let pointers = |types: TypeMask| names.pointer.is_some_and(|p| types != 0 && types & !p == 0);
    let message = match found.map(|i| operands[i].kind) {
        Some(OperandKind::Value { types, .. }) if pointers(types) => return found,
        Some(OperandKind::Value { .. }) if names.pointer.is_none() => format!(
            "`{key}: {}` of `{inst}` needs pointers, but the table declares no pointer family (`pointer: true`)",
            text.value
        ),
        Some(OperandKind::Value { .. }) => format!(
            "`{key}: {}` of `{inst}` names an operand that takes types other than pointers",
            text.value
        ),
        _ => format!(
            "`{key}: {}` of `{inst}` names no earlier single value operand",
            text.value
        ),
    };
    let loc = cx.loc(file, text);
    let names_here = operands
        .iter()
        .filter(|o| matches!(o.kind, OperandKind::Value { .. }) && !o.variadic)
        .map(|o| o.named.name.as_str());
    let hint = found
        .is_none()
        .then(|| naming::did_you_mean(&text.value, names_here))
        .flatten();
    cx.push(Diagnostic::new(Rule::CfgTypeOf, loc, message).with_optional_hint(hint));
    None
}
