//! Gates: owns the per-gate rules: flags, attributes, inputs by wire kind (constraints, variadic
//! counts, optional inputs), outputs, root membership, the bitfield's meaning and fields.

use std::collections::HashMap;

use super::attributes::check_value;
use super::classes::ClassOrder;
use super::names::{Namespaces, OpcodeName, TypeName};
use super::sets::{self, opcode_constraint, type_suggestion};
use super::vocabulary::{GateWires, Vocabulary};
use super::{Cx, Decls};
use crate::diagnostic::{Diagnostic, Rule};
use crate::model::{
    AttrValue, Attribute, AttributeKind, Bitfield, BitfieldEnum, DependCount, DependInput,
    EnumCase, Field, Gate, Input, Named, OpcodeId, OpcodeSet, Repeat, TypeRef, User, WireKind,
};
use crate::naming;
use crate::source::{FileId, Loc};
use crate::syntax::{self, Count, GateDecl, InputEntry, S};

/// Resolves the `roots` list: each entry must be a gate. Returns (opcode, position) pairs.
pub(crate) fn roots(
    cx: &mut Cx<'_>,
    d: &Decls<'_>,
    ns: &Namespaces,
    order: &ClassOrder,
) -> Vec<(OpcodeId, Loc)> {
    let mut out = Vec::new();
    let mut seen = HashMap::new();
    for (f, r) in &d.roots {
        let loc = cx.loc(*f, r);
        super::unique(cx, &mut seen, "root", &r.value, loc, ());
        match ns.opcodes.get(&r.value) {
            Some((OpcodeName::Gate(g), _)) => out.push((order.opcode_of_gate[*g], loc)),
            Some(_) => cx.push(Diagnostic::new(
                Rule::RootNotGate,
                loc,
                format!("root `{}` is a class or an opcode set, not a gate", r.value),
            )),
            None => {
                sets::resolve_opcode(cx, d, ns, order, &r.value, loc, "`roots`");
            }
        }
    }
    if let Some(&(first, loc)) = out.first() {
        let gi = order.gate_of_opcode[first];
        let g = d.gates[gi].1;
        if GateWires::of(&d.wire_kinds, g).has_inputs() {
            cx.push(Diagnostic::new(
                Rule::RootNotGate,
                loc,
                format!(
                    "the first root `{}` is the origin of the circuit and must take no inputs",
                    g.name.value
                ),
            ));
        }
    }
    out
}

/// Everything a gate's checks need to look up.
struct Env<'a, 'd> {
    d: &'a Decls<'d>,
    ns: &'a Namespaces,
    order: &'a ClassOrder,
    sets: &'a [OpcodeSet],
    attributes: &'a [Attribute],
    roots: &'a [(OpcodeId, Loc)],
    vocabulary: &'a Vocabulary,
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn gates(
    cx: &mut Cx<'_>,
    d: &Decls<'_>,
    ns: &Namespaces,
    order: &ClassOrder,
    sets: &[OpcodeSet],
    attributes: &[Attribute],
    roots: &[(OpcodeId, Loc)],
    vocabulary: &Vocabulary,
) -> Vec<Gate> {
    let env = Env {
        d,
        ns,
        order,
        sets,
        attributes,
        roots,
        vocabulary,
    };
    let mut by_decl: Vec<Option<Gate>> = d
        .gates
        .iter()
        .enumerate()
        .map(|(gi, (f, g))| Some(gate(cx, &env, gi, *f, g)))
        .collect();
    generated_types(cx, &by_decl, attributes);
    order
        .gate_of_opcode
        .iter()
        .filter_map(|&gi| by_decl[gi].take())
        .collect()
}

/// Whether two enum declarations agree on width and on every case's name, value and doc.
fn same_enum(a: &BitfieldEnum, b: &BitfieldEnum) -> bool {
    let key = |e: &BitfieldEnum| {
        e.cases
            .iter()
            .map(|c| (c.named.name.clone(), c.value, c.named.doc.clone()))
            .collect::<Vec<_>>()
    };
    a.width == b.width && key(a) == key(b)
}

/// Bitfield enums and enum attributes become Rust types: two gates may share an enum only if
/// they declare the same cases, and no such type may take another generated type's name.
fn generated_types(cx: &mut Cx<'_>, gates: &[Option<Gate>], attributes: &[Attribute]) {
    let mut enums: HashMap<String, &BitfieldEnum> = HashMap::new();
    for e in gates.iter().flatten().filter_map(|g| match &g.bitfield {
        Bitfield::Enum(e) => Some(e),
        _ => None,
    }) {
        let key = naming::camel(&e.named.name);
        match enums.get(&key) {
            Some(first) if !same_enum(first, e) => {
                let at = cx.position(first.named.loc);
                cx.push(
                    Diagnostic::new(
                        Rule::DuplicateName,
                        e.named.loc,
                        format!(
                            "bitfield enum `{}` is declared again with different cases or width",
                            e.named.name
                        ),
                    )
                    .with_hint(format!(
                        "a shared enum must be declared identically; the first is at {at}"
                    )),
                );
            }
            Some(_) => {}
            None => {
                enums.insert(key, e);
            }
        }
    }
    for a in attributes {
        if !matches!(a.kind, AttributeKind::Enum(_)) {
            continue;
        }
        let ty = naming::camel(&a.named.name);
        if naming::RESERVED_TYPE_NAMES.contains(&ty.as_str()) || enums.contains_key(&ty) {
            cx.push(Diagnostic::new(
                Rule::GeneratedNameClash,
                a.named.loc,
                format!("enum attribute `{}` would define the type `{ty}`, which the generated code already has", a.named.name),
            ));
        }
    }
}

fn gate(cx: &mut Cx<'_>, env: &Env<'_, '_>, gi: usize, f: FileId, g: &GateDecl) -> Gate {
    let named = cx.named("gate", f, &g.name, &g.doc);
    let name = g.name.value.as_str();
    env.vocabulary.check_wires(cx, f, g);
    let mut flags = 0u64;
    for fl in &g.flags {
        let loc = cx.loc(f, fl);
        match env.ns.flags.get(&fl.value) {
            Some((i, _)) => flags |= 1u64.checked_shl(*i as u32).unwrap_or(0),
            None => cx.push(
                Diagnostic::new(
                    Rule::UnknownFlag,
                    loc,
                    format!("gate `{name}` names an unknown flag `{}`", fl.value),
                )
                .with_optional_hint(cx.confusion(&fl.value, "flag").or_else(
                    || {
                        naming::did_you_mean(
                            &fl.value,
                            env.d.flags.iter().map(|(_, x)| x.name.value.as_str()),
                        )
                    },
                )),
            ),
        }
    }
    let mut attrs: Vec<AttrValue> = env.attributes.iter().map(|a| a.default.clone()).collect();
    for (k, v) in &g.attrs.0 {
        let loc = cx.loc(f, k);
        match env.ns.attributes.get(&k.value) {
            Some((i, _)) => {
                let vloc = cx.loc(f, v);
                if let Some(val) =
                    check_value(cx, &k.value, &env.attributes[*i].kind, &v.value, vloc)
                {
                    attrs[*i] = val;
                }
            }
            None => cx.push(
                Diagnostic::new(
                    Rule::UnknownAttribute,
                    loc,
                    format!("gate `{name}` sets an undeclared attribute `{}`", k.value),
                )
                .with_optional_hint(naming::did_you_mean(
                    &k.value,
                    env.d.attributes.iter().map(|(_, x)| x.name.value.as_str()),
                )),
            ),
        }
    }
    let mut seen_names: HashMap<String, Loc> = HashMap::new();
    let wires = GateWires::of(&env.d.wire_kinds, g);
    let state_in = group(
        cx,
        env,
        f,
        name,
        WireKind::State,
        &wires.state_in,
        &mut seen_names,
    );
    let data_in = group(
        cx,
        env,
        f,
        name,
        WireKind::Data,
        &wires.data_in,
        &mut seen_names,
    );
    let (depend_in, depend_kinds, depend_at) = depends(cx, f, name, &wires.depend_in);
    let state_out = wires
        .state_out
        .iter()
        .flat_map(|(_, users)| users.iter())
        .map(|u| {
            let at = cx.loc(
                f,
                &u.value
                    .opcodes
                    .as_ref()
                    .map_or_else(|| spanned_like(u), |o| o.clone()),
            );
            let text = u.value.opcodes.as_ref().map_or_else(
                || u.value.plain.clone().unwrap_or_default(),
                |o| o.value.clone(),
            );
            let context = format!("gate `{name}`'s state output");
            User {
                multiplicity: u.value.multiplicity,
                opcodes: opcode_constraint(
                    cx, env.d, env.ns, env.order, env.sets, &text, at, &context,
                ),
            }
        })
        .collect();
    if let [(first, _), (second, t), ..] = wires.data_out.as_slice() {
        let loc = cx.loc(f, t);
        cx.push(
            Diagnostic::new(
                Rule::Shape,
                loc,
                format!(
                    "gate `{name}` gives a value as both `{first}` and `{second}` wires; a gate produces at most one value"
                ),
            )
            .with_hint(format!("keep one of `{first}: ...` and `{second}: ...` in its `outputs`")),
        );
    }
    let data_out_kind = wires.data_out.first().map(|(k, _)| k.clone());
    let data_out = wires.data_out.first().and_then(|(_, t)| {
        let loc = cx.loc(f, t);
        resolve_type(cx, env, &t.value, loc, &format!("gate `{name}`'s output"))
    });
    let root = g.root.as_ref().and_then(|r| {
        let loc = cx.loc(f, r);
        let found = env.roots.iter().position(|(op, _)| {
            env.order.gate_of_opcode[*op] < env.d.gates.len()
                && env.d.gates[env.order.gate_of_opcode[*op]].1.name.value == r.value
        });
        if found.is_none() {
            let names = env.roots.iter().map(|(op, _)| {
                env.d.gates[env.order.gate_of_opcode[*op]]
                    .1
                    .name
                    .value
                    .as_str()
            });
            cx.push(
                Diagnostic::new(
                    Rule::UnknownRoot,
                    loc,
                    format!(
                        "gate `{name}` names `{}` as its root, which is not in `roots`",
                        r.value
                    ),
                )
                .with_optional_hint(naming::did_you_mean(&r.value, names)),
            );
        }
        found
    });
    let bitfield = bitfield(cx, f, name, named.loc, g.bitfield.as_ref());
    check_counts(
        cx,
        f,
        name,
        named.loc,
        g,
        &state_in,
        &data_in,
        (depend_in, depend_at.as_ref()),
        &bitfield,
    );
    let uses_var = data_in
        .iter()
        .chain(&state_in)
        .any(|i| i.types.iter().any(|t| matches!(t, TypeRef::Var(_))));
    if uses_var && data_out.is_none() {
        let at = data_in
            .iter()
            .find(|i| i.types.iter().any(|t| matches!(t, TypeRef::Var(_))))
            .map_or(named.loc, |i| i.loc);
        cx.push(
            Diagnostic::new(Rule::FlexWithoutOutput, at, format!("gate `{name}` uses a type variable on an input but produces no value"))
                .with_hint("a type variable means \"the gate's own output type\"; give the gate `outputs: { data: ... }`"),
        );
    }
    let fields = g
        .fields
        .iter()
        .map(|fd| {
            let named = cx.named("field", f, &fd.name, &fd.doc);
            if syn::parse_str::<syn::Type>(&fd.ty.value).is_err() {
                let loc = cx.loc(f, &fd.ty);
                cx.push(Diagnostic::new(
                    Rule::BadFieldType,
                    loc,
                    format!(
                        "field `{}` has type `{}`, which is not a Rust type",
                        fd.name.value, fd.ty.value
                    ),
                ));
            }
            Field {
                named,
                ty: fd.ty.value.clone(),
            }
        })
        .collect();
    Gate {
        named,
        opcode: env.order.opcode_of_gate[gi],
        class: env.order.class_of_gate[gi].unwrap_or(0),
        level: env.vocabulary.level(cx, f, name, g.level.as_ref()),
        flags,
        attrs,
        state_in,
        depend_in,
        depend_kinds,
        data_in,
        state_out,
        state_out_kinds: wires.state_out.iter().map(|(k, _)| k.clone()).collect(),
        depend_out: wires.depend_out.iter().any(|(_, b)| b.value),
        depend_out_kinds: wires
            .depend_out
            .iter()
            .filter(|(_, b)| b.value)
            .map(|(k, _)| k.clone())
            .collect(),
        data_out,
        data_out_kind,
        root,
        bitfield,
        fields,
    }
}

/// A spanned placeholder carrying the position of a user entry written in plain form.
fn spanned_like<T>(s: &S<T>) -> S<String> {
    S {
        value: String::new(),
        referenced: s.referenced,
        defined: s.defined,
    }
}

fn resolve_type(
    cx: &mut Cx<'_>,
    env: &Env<'_, '_>,
    name: &str,
    loc: Loc,
    context: &str,
) -> Option<TypeRef> {
    match env.ns.types.get(name) {
        Some((TypeName::Primary(i), _)) => Some(TypeRef::Primary(*i)),
        Some((TypeName::Set(i), _)) => Some(TypeRef::Set(*i)),
        Some((TypeName::Var(i), _)) => Some(TypeRef::Var(*i)),
        None => {
            let also_opcode = env.ns.opcodes.contains_key(name);
            let hint = if also_opcode {
                Some(format!(
                    "`{name}` is an opcode; constrain source opcodes with `from: {name}`"
                ))
            } else {
                cx.confusion(name, "type")
                    .or_else(|| type_suggestion(env.d, name))
            };
            cx.push(
                Diagnostic::new(
                    Rule::UnknownType,
                    loc,
                    format!("{context} names an unknown type `{name}`"),
                )
                .with_optional_hint(hint),
            );
            None
        }
    }
}

/// The inputs of the wire kinds of behaviour `kind` at gate `gate`, kind by kind in declaration
/// order (`entries` has each kind's name and entries), as the one group the runtime stores them
/// in: reports a group that would not split back by kind (variadic inputs in two kinds, or an
/// optional input before the end of the group).
#[allow(clippy::too_many_arguments)]
fn group(
    cx: &mut Cx<'_>,
    env: &Env<'_, '_>,
    f: FileId,
    gate: &str,
    kind: WireKind,
    entries: &[(String, &[S<InputEntry>])],
    seen_names: &mut HashMap<String, Loc>,
) -> Vec<Input> {
    let mut out: Vec<Input> = Vec::new();
    for (wire, list) in entries {
        out.extend(inputs(cx, env, f, gate, kind, wire, list, seen_names));
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
fn depends(
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
#[allow(clippy::too_many_arguments)]
fn inputs(
    cx: &mut Cx<'_>,
    env: &Env<'_, '_>,
    f: FileId,
    gate: &str,
    kind: WireKind,
    wire: &str,
    entries: &[S<InputEntry>],
    seen_names: &mut HashMap<String, Loc>,
) -> Vec<Input> {
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

fn type_alternatives(
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

fn bitfield(
    cx: &mut Cx<'_>,
    f: FileId,
    gate: &str,
    gate_loc: Loc,
    b: Option<&S<syntax::Bitfield>>,
) -> Bitfield {
    let Some(b) = b else { return Bitfield::None };
    let loc = cx.loc(f, b);
    match &b.value {
        syntax::Bitfield::Count(c) => Bitfield::Count {
            doc: cx.require_doc("count bitfield of gate", gate, loc, &c.doc),
        },
        syntax::Bitfield::Bits(bits) => {
            let width = bits.width.as_ref().map_or(64, |w| width(cx, f, w));
            Bitfield::Bits {
                doc: cx.require_doc("bits bitfield of gate", gate, loc, &bits.doc),
                width,
                value: bits.value,
            }
        }
        syntax::Bitfield::Enum(e) => {
            let named = cx.named("bitfield enum", f, &e.name, &e.doc);
            if naming::RESERVED_TYPE_NAMES.contains(&naming::camel(&e.name.value).as_str()) {
                cx.push(Diagnostic::new(
                    Rule::ReservedName,
                    named.loc,
                    format!(
                        "bitfield enum name `{}` is reserved by the generator",
                        e.name.value
                    ),
                ));
            }
            let w = width(cx, f, &e.width);
            let mut cases: Vec<EnumCase> = Vec::new();
            let mut names: HashMap<String, Loc> = HashMap::new();
            let mut values: HashMap<u64, String> = HashMap::new();
            for c in &e.values {
                let cn = cx.named("enum case", f, &c.name, &c.doc);
                let vloc = cx.loc(f, &c.value);
                if let Some(first) = names.get(&naming::camel(&c.name.value)) {
                    let at = cx.position(*first);
                    cx.push(
                        Diagnostic::new(
                            Rule::DuplicateEnumCase,
                            cn.loc,
                            format!(
                                "enum `{}` has two cases named `{}`",
                                e.name.value, c.name.value
                            ),
                        )
                        .with_hint(format!("the first is at {at}")),
                    );
                } else {
                    names.insert(naming::camel(&c.name.value), cn.loc);
                }
                let v = c.value.value;
                if w < 64 && v >> w != 0 {
                    cx.push(Diagnostic::new(
                        Rule::EnumValueOverflow,
                        vloc,
                        format!("case `{}` of enum `{}` has value {v:#b}, which does not fit in {w} bits", c.name.value, e.name.value),
                    ).with_hint(format!("the largest {w}-bit value is {:#b}", (1u64 << w) - 1)));
                }
                if let Some(other) = values.get(&v) {
                    cx.push(Diagnostic::new(
                        Rule::EnumValueCollision,
                        vloc,
                        format!(
                            "cases `{other}` and `{}` of enum `{}` both have value {v:#b}",
                            c.name.value, e.name.value
                        ),
                    ));
                } else {
                    values.insert(v, c.name.value.clone());
                }
                cases.push(EnumCase {
                    named: cn,
                    value: v,
                });
            }
            if e.values.is_empty() {
                cx.push(Diagnostic::new(
                    Rule::Shape,
                    gate_loc,
                    format!(
                        "bitfield enum `{}` of gate `{gate}` has no cases",
                        e.name.value
                    ),
                ));
            }
            Bitfield::Enum(BitfieldEnum {
                named,
                width: w,
                cases,
            })
        }
    }
}

fn width(cx: &mut Cx<'_>, f: FileId, w: &S<u64>) -> u32 {
    if w.value == 0 || w.value > 64 {
        let loc = cx.loc(f, w);
        cx.push(Diagnostic::new(
            Rule::BadBitfieldWidth,
            loc,
            format!("bitfield width {} is outside 1..=64", w.value),
        ));
        return 64;
    }
    w.value as u32
}

#[allow(clippy::too_many_arguments)]
fn check_counts(
    cx: &mut Cx<'_>,
    f: FileId,
    gate: &str,
    gate_loc: Loc,
    g: &GateDecl,
    state_in: &[Input],
    data_in: &[Input],
    (depend_in, depend_at): (DependCount, Option<&S<Count>>),
    bitfield: &Bitfield,
) {
    let mut driven: Vec<Loc> = state_in
        .iter()
        .chain(data_in)
        .filter(|i| i.repeat == Repeat::Bitfield)
        .map(|i| i.loc)
        .collect();
    if depend_in == DependCount::Bitfield {
        let loc = depend_at.map_or(gate_loc, |d| cx.loc(f, d));
        driven.push(loc);
    }
    driven.sort();
    let is_count = matches!(bitfield, Bitfield::Count { .. });
    if !is_count {
        for loc in &driven {
            cx.push(
                Diagnostic::new(Rule::VariadicWithoutBitfield, *loc, format!("gate `{gate}` has an input counted by the bitfield, but no `count` bitfield"))
                    .with_hint("add `bitfield: { count: { doc: <what is counted> } }` or use `repeat: any`"),
            );
        }
    } else if driven.len() != 1 {
        let loc = g.bitfield.as_ref().map_or(gate_loc, |b| cx.loc(f, b));
        let msg = if driven.is_empty() {
            format!("gate `{gate}` has a `count` bitfield but no input with `repeat: bitfield`")
        } else {
            format!(
                "the `count` bitfield of gate `{gate}` drives {} inputs; it can count only one",
                driven.len()
            )
        };
        cx.push(Diagnostic::new(Rule::UnusedCountBitfield, loc, msg));
    }
}

impl Named {
    /// Whether this item's doc is empty (used by generators to skip empty doc attributes).
    pub fn has_doc(&self) -> bool {
        !self.doc.is_empty()
    }
}
