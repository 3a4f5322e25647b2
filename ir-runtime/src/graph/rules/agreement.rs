//! Rules that gates of one role agree with each other, each run when the table asks for it in
//! `graph_rules`: `distinct_cases` (the `switch_case`s of one branch have distinct values at
//! the width of the branch's input), `parameter_types` (the `parameter` gates of one position have
//! one type) and `return_type` (every `return` gives a value of one type). One pass over the
//! opcodes collects the gates of the three roles; each rule then sorts its few gates, so the
//! rules cost nothing on graphs without such gates and `O(k log k)` for `k` of them.

use super::super::arena::{GateRef, Graph};
use super::super::layer::{GraphLayer, WireKind};
use super::{GraphRules, describe, finding};
use crate::graph::verify::{Finding, GateCheck};

/// Memory the rules reuse from one run to the next.
#[derive(Clone, Debug, Default)]
pub(super) struct Scratch {
    /// Each case: its branch, its value at the branch's width, the case.
    cases: Vec<(GateRef, u64, GateRef)>,
    /// Each parameter: its position, the gate.
    params: Vec<(u64, GateRef)>,
    /// Each return.
    returns: Vec<GateRef>,
    /// Per opcode number, the role a rule asked for gives it: [`IS_CASE`], [`IS_PARAMETER`],
    /// [`IS_RETURN`] or 0.
    roles: Vec<u8>,
}

const IS_CASE: u8 = 1;
const IS_PARAMETER: u8 = 2;
const IS_RETURN: u8 = 3;

impl Scratch {
    /// Empty memory, with the roles of `Op`'s table that its rules ask for.
    pub(super) fn new<Op: GraphLayer>(rules: &GraphRules<Op>) -> Scratch {
        let role = |on: bool, op: Option<Op>| op.filter(|_| on);
        let tags = [
            (role(rules.distinct_cases, rules.switch_case), IS_CASE),
            (role(rules.parameter_types, rules.parameter), IS_PARAMETER),
            (role(rules.return_type, rules.return_), IS_RETURN),
        ];
        let roles = Op::OPCODES
            .iter()
            .map(|&op| {
                tags.iter()
                    .find(|(r, _)| *r == Some(op))
                    .map_or(0, |&(_, t)| t)
            })
            .collect();
        Scratch {
            roles,
            ..Scratch::default()
        }
    }
}

/// Runs the rules the table asks for.
pub(super) fn check<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    scratch: &mut Scratch,
    out: &mut Vec<Finding<Op>>,
) {
    scratch.cases.clear();
    scratch.params.clear();
    scratch.returns.clear();
    for (i, op) in c.opcodes().enumerate() {
        let g = GateRef(i as u32);
        match scratch.roles.get(usize::from(op.number())).copied() {
            Some(IS_CASE) => {
                if let Some((branch, value)) = case_value(c, g) {
                    scratch.cases.push((branch, value, g));
                }
            }
            Some(IS_PARAMETER) => {
                if let Some(position) = c.bitfield(g) {
                    scratch.params.push((position, g));
                }
            }
            Some(IS_RETURN) => scratch.returns.push(g),
            _ => {}
        }
    }
    distinct_cases(c, &mut scratch.cases, out);
    parameter_types(c, &mut scratch.params, out);
    return_type(c, &scratch.returns, out);
}

/// The type of gate `g`, a gate without one carrying the table's `no_value` type.
fn type_of<Op: GraphLayer, X: Copy + Default>(c: &Graph<Op, X>, g: GateRef) -> Option<Op::Type> {
    c.opcode_and_type(g)
        .and_then(|(_, t)| t.or(Op::layer().no_value))
}

/// The bits of a type's values: its width, 64 for one without (a pointer).
fn width<Op: GraphLayer>(t: Option<Op::Type>) -> u32 {
    t.and_then(|t| Op::layer().type_info(t)?.bits)
        .unwrap_or(64)
        .clamp(1, 64)
}

/// The type of the first data input of `g`.
fn first_value_type<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    g: GateRef,
) -> Option<Op::Type> {
    c.inputs_of(g, WireKind::Data)
        .first()
        .and_then(|&v| type_of(c, v))
}

/// A case's branch and its value cut to the width of the branch's first data input.
fn case_value<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    case: GateRef,
) -> Option<(GateRef, u64)> {
    let branch = *c.inputs_of(case, WireKind::State).first()?;
    let bits = width::<Op>(first_value_type(c, branch));
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    };
    Some((branch, c.bitfield(case)? & mask))
}

/// Two cases of one branch with one value: the later one is reported, naming the earlier.
fn distinct_cases<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    cases: &mut [(GateRef, u64, GateRef)],
    out: &mut Vec<Finding<Op>>,
) {
    cases.sort_unstable();
    for pair in cases.windows(2) {
        let ((branch, value, first), (b, v, again)) = (pair[0], pair[1]);
        if branch == b && value == v {
            out.extend(finding(
                c,
                again,
                GateCheck::DuplicateCase,
                None,
                format!("a value no other case of {} has", describe(c, branch)),
                format!(
                    "{}, the value of {first} at the branch's width of {} bits",
                    c.bitfield(again).unwrap_or(value),
                    width::<Op>(first_value_type(c, branch))
                ),
            ));
        }
    }
}

/// A parameter whose type differs from the first gate's at its position.
fn parameter_types<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    params: &mut [(u64, GateRef)],
    out: &mut Vec<Finding<Op>>,
) {
    params.sort_unstable();
    let mut first: Option<(u64, GateRef)> = None;
    for &(position, g) in params.iter() {
        match first {
            Some((p, f)) if p == position => {
                let (want, found) = (type_of(c, f), type_of(c, g));
                if want != found {
                    out.extend(finding(
                        c,
                        g,
                        GateCheck::ParameterType,
                        None,
                        format!(
                            "{}, the type of parameter {position} at {f}",
                            type_name::<Op>(want)
                        ),
                        type_name::<Op>(found),
                    ));
                }
            }
            _ => first = Some((position, g)),
        }
    }
}

/// A return whose value's type differs from the first return's.
fn return_type<Op: GraphLayer, X: Copy + Default>(
    c: &Graph<Op, X>,
    returns: &[GateRef],
    out: &mut Vec<Finding<Op>>,
) {
    let value_type = |r: GateRef| first_value_type(c, r);
    let Some((&first, rest)) = returns.split_first() else {
        return;
    };
    let want = value_type(first);
    for &r in rest {
        let found = value_type(r);
        if found != want {
            out.extend(finding(
                c,
                r,
                GateCheck::ReturnType,
                None,
                format!("{}, the type {first} returns", type_name::<Op>(want)),
                type_name::<Op>(found),
            ));
        }
    }
}

fn type_name<Op: GraphLayer>(t: Option<Op::Type>) -> String {
    t.map_or_else(
        || "no value".to_owned(),
        |t| Op::layer().spelling(t).to_owned(),
    )
}
