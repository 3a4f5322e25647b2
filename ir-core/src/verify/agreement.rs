//! Rules that gates of one role agree with each other, each run when `spec/circuit.yaml` asks for
//! it in `graph_rules`: `distinct_cases` (the `switch_case`s of one branch have distinct values at
//! the width of the branch's input), `parameter_types` (the `parameter` gates of one position have
//! one type) and `return_type` (every `return` gives a value of one type). One pass over the
//! opcodes collects the gates of the three roles; each rule then sorts its few gates, so the
//! rules cost nothing on circuits without such gates and `O(k log k)` for `k` of them.

use super::{Check, Violation, describe, violation};
use crate::circuit::{Circuit, GateRef};
use crate::opcode::{MachineType, graph_rules, roles};

/// Memory the rules reuse from one run to the next.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    /// Each case: its branch, its value at the branch's width, the case.
    cases: Vec<(GateRef, u64, GateRef)>,
    /// Each parameter: its position, the gate.
    params: Vec<(u64, GateRef)>,
    /// Each return.
    returns: Vec<GateRef>,
}

/// Whether any of the rules is on.
pub(super) const ANY: bool =
    graph_rules::DISTINCT_CASES || graph_rules::PARAMETER_TYPES || graph_rules::RETURN_TYPE;

/// Runs the rules the spec asks for.
pub(super) fn check(c: &Circuit, scratch: &mut Scratch, out: &mut Vec<Violation>) {
    scratch.cases.clear();
    scratch.params.clear();
    scratch.returns.clear();
    for (i, op) in c.opcodes().enumerate() {
        let g = GateRef(i as u32);
        if graph_rules::DISTINCT_CASES && op == roles::SWITCH_CASE {
            if let Some((branch, value)) = case_value(c, g) {
                scratch.cases.push((branch, value, g));
            }
        } else if graph_rules::PARAMETER_TYPES && op == roles::PARAMETER {
            if let Some(position) = c.bitfield(g) {
                scratch.params.push((position, g));
            }
        } else if graph_rules::RETURN_TYPE && op == roles::RETURN {
            scratch.returns.push(g);
        }
    }
    distinct_cases(c, &mut scratch.cases, out);
    parameter_types(c, &mut scratch.params, out);
    return_type(c, &scratch.returns, out);
}

/// The bits of a type's values: its width, 64 for one without (a pointer).
fn width(t: Option<MachineType>) -> u32 {
    t.and_then(MachineType::bits).unwrap_or(64).clamp(1, 64)
}

/// A case's branch and its value cut to the width of the branch's first data input.
fn case_value(c: &Circuit, case: GateRef) -> Option<(GateRef, u64)> {
    let branch = *c.state_inputs(case).first()?;
    let input = c.data_inputs(branch).first().copied();
    let bits = width(input.and_then(|v| c.machine_type(v)));
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    };
    Some((branch, c.bitfield(case)? & mask))
}

/// Two cases of one branch with one value: the later one is reported, naming the earlier.
fn distinct_cases(c: &Circuit, cases: &mut [(GateRef, u64, GateRef)], out: &mut Vec<Violation>) {
    cases.sort_unstable();
    for pair in cases.windows(2) {
        let ((branch, value, first), (b, v, again)) = (pair[0], pair[1]);
        if branch == b && value == v {
            out.push(violation(
                c,
                again,
                Check::DuplicateCase,
                None,
                format!("a value no other case of {} has", describe(c, branch)),
                format!(
                    "{}, the value of {first} at the branch's width of {} bits",
                    c.bitfield(again).unwrap_or(value),
                    width(
                        c.data_inputs(branch)
                            .first()
                            .and_then(|&i| c.machine_type(i))
                    )
                ),
            ));
        }
    }
}

/// A parameter whose type differs from the first gate's at its position.
fn parameter_types(c: &Circuit, params: &mut [(u64, GateRef)], out: &mut Vec<Violation>) {
    params.sort_unstable();
    let mut first: Option<(u64, GateRef)> = None;
    for &(position, g) in params.iter() {
        match first {
            Some((p, f)) if p == position => {
                let (want, found) = (c.machine_type(f), c.machine_type(g));
                if want != found {
                    out.push(violation(
                        c,
                        g,
                        Check::ParameterType,
                        None,
                        format!(
                            "{}, the type of parameter {position} at {f}",
                            type_name(want)
                        ),
                        type_name(found),
                    ));
                }
            }
            _ => first = Some((position, g)),
        }
    }
}

/// A return whose value's type differs from the first return's.
fn return_type(c: &Circuit, returns: &[GateRef], out: &mut Vec<Violation>) {
    let value_type = |r: GateRef| c.data_inputs(r).first().and_then(|&v| c.machine_type(v));
    let Some((&first, rest)) = returns.split_first() else {
        return;
    };
    let want = value_type(first);
    for &r in rest {
        let found = value_type(r);
        if found != want {
            out.push(violation(
                c,
                r,
                Check::ReturnType,
                None,
                format!("{}, the type {first} returns", type_name(want)),
                type_name(found),
            ));
        }
    }
}

fn type_name(t: Option<MachineType>) -> String {
    t.map_or_else(|| "no value".to_owned(), |t| t.spelling().to_owned())
}
