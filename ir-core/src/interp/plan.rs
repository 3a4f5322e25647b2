//! The tables the control walk needs about one circuit, computed once per function: the
//! parameter types (from the ARG gates), the selectors of every join, and for every join the gates
//! whose cached values go stale when its selectors take new values (everything that reaches a
//! selector through data or dependency wires, selectors excluded: they change only when their own
//! join is entered).

use crate::circuit::{Circuit, GateRef};
use crate::opcode::{MachineType, Opcode};

/// Per-circuit tables for the interpreter.
#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    /// The type of each parameter position, `None` where no ARG gate reads it.
    pub params: Vec<Option<MachineType>>,
    /// For each gate that is a join: its selectors (empty for every other gate).
    pub selectors: Vec<Vec<GateRef>>,
    /// For each join: the gates to forget when it is entered.
    pub stale: Vec<Vec<GateRef>>,
}

/// The parameter types of a circuit, by position, from its ARG gates (the first ARG at a position
/// decides its type); `None` where no ARG gate reads a position.
pub fn param_types(c: &Circuit) -> Vec<Option<MachineType>> {
    let mut params: Vec<Option<MachineType>> = Vec::new();
    for g in c.gates() {
        let Some(v) = c.view(g) else { continue };
        if v.opcode != Opcode::Arg {
            continue;
        }
        let Ok(pos) = usize::try_from(v.bitfield) else {
            continue;
        };
        if pos >= params.len() {
            params.resize(pos + 1, None);
        }
        params[pos].get_or_insert(v.machine_type);
    }
    params
}

/// Whether `op` is a join, whose entry sets its selectors.
pub(crate) fn is_join(op: Opcode) -> bool {
    matches!(op, Opcode::Merge | Opcode::LoopBegin)
}

/// Whether `op` is a selector.
pub(crate) fn is_selector(op: Opcode) -> bool {
    matches!(op, Opcode::ValueSelector | Opcode::DependSelector)
}

impl Plan {
    /// The tables of `c`.
    pub fn new(c: &Circuit) -> Plan {
        let n = c.len();
        let mut selectors = vec![Vec::new(); n];
        for g in c.gates() {
            let Some(v) = c.view(g) else { continue };
            if is_selector(v.opcode)
                && let Some(&join) = v.state.first()
                && c.opcode(join).is_some_and(is_join)
            {
                selectors[join.index()].push(g);
            }
        }
        let mut stale = vec![Vec::new(); n];
        let mut seen = vec![u32::MAX; n];
        for join in c.gates() {
            let sels = &selectors[join.index()];
            if sels.is_empty() {
                continue;
            }
            let mark = join.0;
            let mut work: Vec<GateRef> = sels.clone();
            let mut out = Vec::new();
            while let Some(g) = work.pop() {
                for &u in c.uses(g) {
                    if seen[u.index()] == mark {
                        continue;
                    }
                    let Some(v) = c.view(u) else { continue };
                    let computes = !is_selector(v.opcode) && !v.opcode.is_state();
                    if computes && (v.data.contains(&g) || v.depend.contains(&g)) {
                        seen[u.index()] = mark;
                        out.push(u);
                        work.push(u);
                    }
                }
            }
            stale[join.index()] = out;
        }
        Plan {
            params: param_types(c),
            selectors,
            stale,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse;

    #[test]
    fn a_loop_join_knows_its_selectors_and_what_they_feed() {
        let text = include_str!("../../../examples/sum.circuit");
        let c = parse(text).expect("parses").circuit;
        let plan = Plan::new(&c);
        assert_eq!(plan.params, vec![Some(MachineType::I32)]);
        assert_eq!(plan.selectors[11], vec![GateRef(12), GateRef(13)]);
        let mut stale = plan.stale[11].clone();
        stale.sort();
        // The compare and both adds; not the selectors, not the state gates.
        assert_eq!(stale, vec![GateRef(14), GateRef(18), GateRef(19)]);
    }
}
