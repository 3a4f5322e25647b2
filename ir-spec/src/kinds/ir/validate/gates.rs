//! Gates: owns the per-gate rules: flags, attributes, inputs by wire kind (constraints, variadic
//! counts, optional inputs), outputs, root membership, the bitfield's meaning and fields.

use std::collections::HashMap;

use super::attributes::check_value;
use super::classes::ClassOrder;
use super::names::{Namespaces, OpcodeName, TypeName};
use super::sets::{self, opcode_constraint, type_suggestion};
use super::vocabulary::{GateWires, Vocabulary};
use super::{Cx, Decls};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::{FileId, Loc};
use crate::kinds::ir::model::{
    AttrValue, Attribute, AttributeKind, Bitfield, BitfieldEnum, DependCount, DependInput,
    EnumCase, Field, Gate, Input, OpcodeId, OpcodeSet, Repeat, TypeRef, User, WireKind,
};
use crate::kinds::ir::syntax::{self, Count, GateDecl, InputEntry, S};

mod bitfields;
mod inputs;

use bitfields::{bitfield, check_counts};
use inputs::{Behaviour, depends, group};

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
        Behaviour {
            f,
            gate: name,
            kind: WireKind::State,
        },
        &wires.state_in,
        &mut seen_names,
    );
    let data_in = group(
        cx,
        env,
        Behaviour {
            f,
            gate: name,
            kind: WireKind::Data,
        },
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
                let (name, ty) = (&fd.name.value, &fd.ty.value);
                let message = format!("field `{name}` has type `{ty}`, which is not a Rust type");
                cx.err(Rule::BadFieldType, loc, message);
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
