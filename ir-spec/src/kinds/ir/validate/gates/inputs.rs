//! The inputs of a gate: owns checking them wire kind by wire kind (constraints, variadic and
//! optional inputs, dependency counts) and grouping the kinds of one behaviour as the runtime
//! stores them.

use super::*;

/// The wire behaviour whose inputs are read, at a gate of a file.
#[derive(Clone, Copy)]
pub(super) struct Behaviour<'g> {
    /// The file of the gate.
    pub f: FileId,
    /// The gate's name.
    pub gate: &'g str,
    /// The behaviour (`State` or `Data`).
    pub kind: WireKind,
}

/// The inputs of the wire kinds of behaviour `kind` at gate `gate`, kind by kind in declaration
/// order (`entries` has each kind's name and entries), as the one group the runtime stores them
/// in: reports a group that would not split back by kind (variadic inputs in two kinds, or an
/// optional input before the end of the group).
pub(super) fn group(
    cx: &mut Cx<'_>,
    env: &Env<'_, '_>,
    at: Behaviour<'_>,
    entries: &[(String, &[S<InputEntry>])],
    seen_names: &mut HashMap<String, Loc>,
) -> Vec<Input> {
    let Behaviour { gate, kind, .. } = at;
    let mut out: Vec<Input> = Vec::new();
    for (wire, list) in entries {
        out.extend(inputs(cx, env, at, wire, list, seen_names));
    }
    let at = |i: &Input| format!("{}:{}", i.loc.line, i.loc.column);
    let variadic = |i: &&Input| i.repeat != Repeat::Once;
    let Some(first_variadic) = out.iter().find(variadic) else {
        if let Some(opt) = out.iter().position(|i| i.optional)
            && let Some(later) = out[opt..].iter().find(|i| i.wire != out[opt].wire)
        {
            cx.push(
                Diagnostic::new(
                    Rule::WireKindSplit,
                    later.loc,
                    format!(
                        "gate `{gate}` has a `{}` input after an optional `{}` input; an optional input ends the inputs of the `{}` wire kinds",
                        later.wire,
                        out[opt].wire,
                        kind.name()
                    ),
                )
                .with_hint(format!("the optional input is at {}", at(&out[opt]))),
            );
        }
        return out;
    };
    if let Some(other) = out
        .iter()
        .filter(variadic)
        .find(|i| i.wire != first_variadic.wire)
    {
        cx.push(
            Diagnostic::new(
                Rule::WireKindSplit,
                other.loc,
                format!(
                    "gate `{gate}` has variadic inputs of two `{}` wire kinds, `{}` and `{}`; at most one kind of a behaviour may be variadic at a gate, so its inputs split by kind",
                    kind.name(),
                    first_variadic.wire,
                    other.wire
                ),
            )
            .with_hint(format!(
                "the variadic `{}` input is at {}",
                first_variadic.wire,
                at(first_variadic)
            )),
        );
    } else if let Some(opt) = out
        .iter()
        .find(|i| i.optional && i.wire != first_variadic.wire)
    {
        cx.push(
            Diagnostic::new(
                Rule::WireKindSplit,
                opt.loc,
                format!(
                    "gate `{gate}` has an optional `{}` input beside a variadic `{}` input; positions in the group of `{}` inputs would be ambiguous",
                    opt.wire,
                    first_variadic.wire,
                    kind.name()
                ),
            )
            .with_hint(format!(
                "the variadic input is at {}",
                at(first_variadic)
            )),
        );
    }
    out
}

/// The dependency inputs of gate `gate` from the counts of its `depend`-like kinds: their
/// total, the kinds with a count other than 0, and where a count is `bitfield`. A variadic
/// count must be the gate's only dependency count, so the group splits by kind.
pub(super) fn depends(
    cx: &mut Cx<'_>,
    f: FileId,
    gate: &str,
    counts: &[(String, S<Count>)],
) -> (DependCount, Vec<DependInput>, Option<S<Count>>) {
    let mut kinds = Vec::new();
    let mut at = None;
    let mut total: u64 = 0;
    let mut variadic: Option<(&str, DependCount, Loc)> = None;
    for (wire, c) in counts {
        let loc = cx.loc(f, c);
        let count = match c.value {
            Count::Fixed(0) => continue,
            Count::Fixed(n) => {
                total += n;
                if total > u64::from(u16::MAX) {
                    cx.push(Diagnostic::new(
                        Rule::Shape,
                        loc,
                        format!(
                            "gate `{gate}` asks for {total} dependency inputs; the limit is 65535"
                        ),
                    ));
                    continue;
                }
                DependCount::Fixed(n as u32)
            }
            Count::Bitfield => {
                at = Some(c.clone());
                DependCount::Bitfield
            }
            Count::Any => DependCount::Any,
        };
        if !matches!(count, DependCount::Fixed(_)) {
            variadic = variadic.or(Some((wire, count, loc)));
        }
        kinds.push(DependInput {
            wire: wire.clone(),
            count,
        });
    }
    if let Some((wire, count, loc)) = variadic
        && let Some(other) = kinds.iter().find(|k| k.wire != wire)
    {
        let how = if count == DependCount::Bitfield {
            "bitfield"
        } else {
            "any"
        };
        cx.push(
            Diagnostic::new(
                Rule::WireKindSplit,
                loc,
                format!(
                    "gate `{gate}` counts its `{wire}` dependencies with `{how}` beside `{}` dependencies; a variadic dependency count must be the gate's only one, so its dependencies split by kind",
                    other.wire
                ),
            )
            .with_hint(format!(
                "give the gate only `{wire}: {how}`, or count `{wire}` with a number"
            )),
        );
        return (count, kinds, at);
    }
    let total = match variadic {
        Some((_, count, _)) => count,
        None => DependCount::Fixed(total.min(u64::from(u16::MAX)) as u32),
    };
    (total, kinds, at)
}

/// The inputs of the wire kind the table calls `wire` (behaviour `kind`) at gate `gate`.
pub(super) fn inputs(
    cx: &mut Cx<'_>,
    env: &Env<'_, '_>,
    at: Behaviour<'_>,
    wire: &str,
    entries: &[S<InputEntry>],
    seen_names: &mut HashMap<String, Loc>,
) -> Vec<Input> {
    let Behaviour { f, gate, kind } = at;
    let label = wire;
    let mut out = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let loc = cx.loc(f, e);
        let context = format!("{label} input {i} of gate `{gate}`");
        let v = &e.value;
        let (mut types, mut from) = (Vec::new(), None);
        if let Some(plain) = &v.plain {
            if kind == WireKind::State {
                from = Some(opcode_constraint(
                    cx, env.d, env.ns, env.order, env.sets, plain, loc, &context,
                ));
            } else {
                types = type_alternatives(cx, env, plain, loc, &context);
            }
        }
        if let Some(t) = &v.ty {
            let tloc = cx.loc(f, t);
            if kind == WireKind::State {
                cx.push(
                    Diagnostic::new(
                        Rule::OpcodeInputOnData,
                        tloc,
                        format!("{context} has a `type`, but state wires carry no value"),
                    )
                    .with_hint("constrain a state input with `from: <opcodes>`"),
                );
            } else {
                types = type_alternatives(cx, env, &t.value, tloc, &context);
            }
        }
        if let Some(fr) = &v.from {
            let floc = cx.loc(f, fr);
            from = Some(opcode_constraint(
                cx, env.d, env.ns, env.order, env.sets, &fr.value, floc, &context,
            ));
        }
        // A state input with a `type` and no `from` was reported above, with the same fix.
        if kind == WireKind::State && from.is_none() && v.plain.is_none() && v.ty.is_none() {
            cx.push(
                Diagnostic::new(
                    Rule::OpcodeInputOnData,
                    loc,
                    format!("{context} does not say which opcodes may feed it"),
                )
                .with_hint("add `from: <opcodes>`"),
            );
        }
        let repeat = match &v.repeat {
            None => Repeat::Once,
            Some(r) if r.value == Count::Bitfield => Repeat::Bitfield,
            Some(r) if r.value == Count::Any => Repeat::Any,
            Some(r) => {
                let n = match r.value {
                    Count::Fixed(n) => n,
                    _ => 0,
                };
                let rloc = cx.loc(f, r);
                cx.push(
                    Diagnostic::new(
                        Rule::Shape,
                        rloc,
                        format!("{context} has `repeat: {n}`; `repeat` takes `bitfield` or `any`"),
                    )
                    .with_hint("write a fixed number of inputs as that many entries"),
                );
                Repeat::Once
            }
        };
        let name = v.name.as_ref().map(|n| {
            let nloc = cx.loc(f, n);
            cx.check_identifier("input", &n.value, nloc);
            if naming::RESERVED_INPUT_NAMES.contains(&naming::snake(&n.value).as_str()) {
                cx.push(
                    Diagnostic::new(
                        Rule::ReservedName,
                        nloc,
                        format!(
                            "input name `{}` is reserved by the generated builder",
                            n.value
                        ),
                    )
                    .with_hint(format!(
                        "reserved input names: {}",
                        naming::RESERVED_INPUT_NAMES.join(", ")
                    )),
                );
            }
            if let Some(first) = seen_names.insert(naming::snake(&n.value), nloc) {
                let at = cx.position(first);
                cx.push(
                    Diagnostic::new(
                        Rule::DuplicateName,
                        nloc,
                        format!("gate `{gate}` has two inputs named `{}`", n.value),
                    )
                    .with_hint(format!("the first is at {at}")),
                );
            }
            n.value.clone()
        });
        out.push(Input {
            wire: wire.to_owned(),
            name,
            doc: v.doc.as_ref().map(|d| d.value.trim().to_owned()),
            types,
            from,
            repeat,
            optional: v.optional.as_ref().is_some_and(|o| o.value),
            loc,
        });
    }
    // Shape rules within one wire kind.
    let variadic: Vec<&Input> = out.iter().filter(|i| i.repeat != Repeat::Once).collect();
    if variadic.len() > 1 {
        cx.push(Diagnostic::new(
            Rule::SeveralVariadics,
            variadic[1].loc,
            format!(
                "gate `{gate}` has {} variadic {label} inputs; at most one is allowed",
                variadic.len()
            ),
        ));
    } else if let (Some(v), Some(opt)) = (variadic.first(), out.iter().find(|i| i.optional)) {
        // Fixed inputs may follow the variadic one (Panda's `[..., real-dyn, save_state]`): they are
        // the last ones. An optional input next to a variadic one would make positions ambiguous.
        cx.push(Diagnostic::new(
            Rule::SeveralVariadics,
            opt.loc,
            format!(
                "gate `{gate}` has both a variadic and an optional {label} input (the variadic one at {}:{}); positions would be ambiguous",
                v.loc.line, v.loc.column
            ),
        ));
    }
    if let Some(first_opt) = out.iter().position(|i| i.optional)
        && let Some(req) = out[first_opt..]
            .iter()
            .find(|i| !i.optional && i.repeat == Repeat::Once)
    {
        cx.push(Diagnostic::new(
            Rule::OptionalNotLast,
            req.loc,
            format!("gate `{gate}` has a required {label} input after an optional one"),
        ));
    }
    out
}

pub(super) fn type_alternatives(
    cx: &mut Cx<'_>,
    env: &Env<'_, '_>,
    text: &str,
    loc: Loc,
    context: &str,
) -> Vec<TypeRef> {
    let mut out = Vec::new();
    for (name, at) in cx.alternatives(text, loc) {
        if let Some(t) = resolve_type(cx, env, &name, at, context) {
            out.push(t);
        }
    }
    out
}
