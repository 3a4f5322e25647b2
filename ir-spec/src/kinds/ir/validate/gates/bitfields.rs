//! The bitfield of a gate: owns checking what it means (a count, an enum, raw bits), its width,
//! and the counts that refer to it.

use super::*;

pub(super) fn bitfield(
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
                    let (case, of) = (&c.name.value, &e.name.value);
                    let message = format!(
                        "cases `{other}` and `{case}` of enum `{of}` both have value {v:#b}"
                    );
                    cx.err(Rule::EnumValueCollision, vloc, message);
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

pub(super) fn width(cx: &mut Cx<'_>, f: FileId, w: &S<u64>) -> u32 {
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
pub(super) fn check_counts(
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
