//! The tables the control walk needs about one circuit, computed once per function: the
//! parameter types (from the ARG gates), the live selectors of every join (a selector nothing
//! reads is never computed, see [`crate::live`]), and for every join the gates
//! whose cached values go stale when its selectors take new values (everything that reaches a
//! selector through data or dependency wires, selectors excluded: they change only when their own
//! join is entered), found when the join is first entered.

use std::sync::OnceLock;

use crate::circuit::{Circuit, GateRef};
use crate::opcode::{MachineType, Opcode};

/// Per-circuit tables for the interpreter.
#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    /// The type of each parameter position, `None` where no ARG gate reads it.
    pub params: Vec<Option<MachineType>>,
    /// For each state gate: the gates control may step to from it (state gates and HIR gates
    /// that take it on a state wire), each once, in id order.
    pub control: Vec<Vec<GateRef>>,
    /// For each gate that is a join: its live selectors (empty for every other gate).
    pub selectors: Vec<Vec<GateRef>>,
    /// For each join: the gates to forget when it is entered (see [`Plan::stale`]).
    stale: Vec<OnceLock<Vec<GateRef>>>,
}

/// Parameter positions at or above this are no parameters: an ARG that reads one fails when it is
/// computed (no call passes that many arguments).
pub const MAX_PARAMS: usize = 1 << 16;

/// The parameter types of a circuit, by position, from its ARG gates (the first ARG at a position
/// decides its type); `None` where no ARG gate reads a position. Positions from [`MAX_PARAMS`] on
/// are left out.
pub fn param_types(c: &Circuit) -> Vec<Option<MachineType>> {
    let mut params: Vec<Option<MachineType>> = Vec::new();
    for g in c.gates() {
        // The opcode alone rules out all but the ARG gates; only those are read whole.
        if c.opcode(g) != Some(Opcode::Arg) {
            continue;
        }
        let Some(v) = c.view(g) else { continue };
        let Some(pos) = usize::try_from(v.bitfield).ok().filter(|&p| p < MAX_PARAMS) else {
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

/// Whether control may step to a gate with this opcode.
pub(crate) fn is_control(op: Opcode) -> bool {
    op.is_state() || op.is_hir()
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
        let live = crate::live::live_gates(c);
        let mut control: Vec<Vec<GateRef>> = vec![Vec::new(); n];
        for g in c.gates() {
            let Some(v) = c.view(g) else { continue };
            if is_control(v.opcode) {
                for &s in v.state {
                    if let Some(list) = control.get_mut(s.index())
                        && list.last() != Some(&g)
                    {
                        list.push(g);
                    }
                }
            }
            if is_selector(v.opcode)
                && live[g.index()]
                && let Some(&join) = v.state.first()
                && c.opcode(join).is_some_and(is_join)
            {
                selectors[join.index()].push(g);
            }
        }
        Plan {
            params: param_types(c),
            control,
            selectors,
            stale: (0..n).map(|_| OnceLock::new()).collect(),
        }
    }

    /// The gates to forget when `join` is entered, found on its first entry: every gate that
    /// reaches one of its selectors through data or dependency wires (state gates and selectors
    /// excluded).
    pub fn stale(&self, c: &Circuit, join: GateRef) -> &[GateRef] {
        let Some(cell) = self.stale.get(join.index()) else {
            return &[];
        };
        cell.get_or_init(|| {
            let mut work: Vec<GateRef> = self.selectors[join.index()].clone();
            let mut seen = vec![false; c.len()];
            let mut out = Vec::new();
            while let Some(g) = work.pop() {
                for &u in c.uses(g) {
                    if seen[u.index()] {
                        continue;
                    }
                    let Some(v) = c.view(u) else { continue };
                    let computes = !is_selector(v.opcode) && !v.opcode.is_state();
                    if computes && (v.data.contains(&g) || v.depend.contains(&g)) {
                        seen[u.index()] = true;
                        out.push(u);
                        work.push(u);
                    }
                }
            }
            out
        })
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
        assert_eq!(
            plan.control[11],
            vec![GateRef(15)],
            "the branch, not the selectors"
        );
        assert_eq!(plan.control[15], vec![GateRef(16), GateRef(17)]);
        let mut stale = plan.stale(&c, GateRef(11)).to_vec();
        stale.sort();
        // The compare and both adds; not the selectors, not the state gates.
        assert_eq!(stale, vec![GateRef(14), GateRef(18), GateRef(19)]);
    }
}
