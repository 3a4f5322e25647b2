//! The rules on a gate's users through state wires, and the state edges they need: owns
//! [`StateEdges`] (the users of every gate through state wires, in compressed rows, recorded by
//! the per-gate pass: smaller than the graph's full users index and all the state rules need),
//! [`state_user`] (each state edge checked as the pass records it) and [`exact_state_users`]
//! (each "exactly one" entry of a gate's state users, once every edge is known).

use super::super::arena::{GateRef, Graph};
use super::super::layer::GraphLayer;
use super::full::{describe, opcode_list};
use super::masks::opcode_bit;
use super::{Finding, GateCheck};

/// The users of every gate through state wires (one entry per state edge), in compressed rows,
/// built by the verifier's per-gate pass and kept for graph rules that walk the state graph.
#[derive(Clone, Debug, Default)]
pub struct StateEdges {
    offsets: Vec<u32>,
    users: Vec<GateRef>,
    /// State edges `(source, user)` recorded by the per-gate pass, in user order.
    edges: Vec<(GateRef, GateRef)>,
}

impl StateEdges {
    /// Starts recording the state edges of a graph (reusing the previous run's memory).
    pub(super) fn begin(&mut self) {
        self.edges.clear();
    }

    /// Records that `user` takes `source` on a state input.
    #[inline]
    pub(super) fn record(&mut self, source: GateRef, user: GateRef) {
        self.edges.push((source, user));
    }

    /// Builds the rows from the recorded edges of a graph of `n` gates; references to no gate
    /// are dropped (the per-gate pass reports them). Each row's count becomes the row's end, and
    /// filling every row from its end (the edges walked backwards) moves it back to the row's
    /// start, keeping each row's users in gate order.
    pub(super) fn finish(&mut self, n: usize) {
        let offsets = &mut self.offsets;
        offsets.clear();
        offsets.resize(n + 1, 0);
        for &(s, _) in &self.edges {
            if s.index() < n {
                offsets[s.index()] += 1;
            }
        }
        let mut end = 0u32;
        for o in offsets.iter_mut() {
            end += *o;
            *o = end;
        }
        self.users.clear();
        self.users.resize(end as usize, GateRef(0));
        for &(s, u) in self.edges.iter().rev() {
            if s.index() < n {
                let slot = &mut offsets[s.index()];
                *slot -= 1;
                self.users[*slot as usize] = u;
            }
        }
    }

    /// The bounds of `g`'s row in [`StateEdges::users`] (an empty row for a gate out of range).
    #[inline]
    pub fn row(&self, g: GateRef) -> (u32, u32) {
        match (self.offsets.get(g.index()), self.offsets.get(g.index() + 1)) {
            (Some(&s), Some(&e)) => (s, e),
            _ => (0, 0),
        }
    }

    /// Every row, one after another (index them with [`StateEdges::row`]).
    #[inline]
    pub fn users(&self) -> &[GateRef] {
        &self.users
    }

    /// The gates that take `g` on a state input, once per such input, in gate order.
    #[inline]
    pub fn of(&self, g: GateRef) -> &[GateRef] {
        let (s, e) = self.row(g);
        self.users.get(s as usize..e as usize).unwrap_or(&[])
    }
}

/// The opcodes the entries of `op`'s state users' table name, as a mask over opcode numbers
/// (for [`state_user`]).
pub(super) fn state_user_mask<Op: GraphLayer>(op: Op) -> u64 {
    op.info()
        .shape
        .state_out
        .iter()
        .flat_map(|e| e.opcodes.list)
        .fold(0, |m, &o| m | opcode_bit(o))
}

/// Checks that `user` (opcode `user_op`) may take `src` on a state input: reported at `src`
/// when no entry of its state users' table admits it. `masks` holds per opcode the mask of the
/// opcodes some entry names (a quick accept; the table decides otherwise).
#[inline]
pub(super) fn state_user<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    src: GateRef,
    user: GateRef,
    user_op: Op,
    masks: &[u64],
    out: &mut Vec<Finding<Op>>,
) {
    let Some(op) = graph.opcode(src) else {
        return;
    };
    if masks.get(usize::from(op.number())).copied().unwrap_or(0) & opcode_bit(user_op) != 0 {
        return;
    }
    let allowed = op.info().shape.state_out;
    if allowed.iter().any(|e| e.opcodes.contains(user_op)) {
        return;
    }
    let expected = if allowed.is_empty() {
        "no state users".into()
    } else {
        let names: Vec<String> = allowed
            .iter()
            .map(|e| opcode_list(e.opcodes.list))
            .collect();
        format!("state users among: {}", names.join("; "))
    };
    out.push(Finding {
        check: GateCheck::StateUsers,
        gate: src,
        opcode: op,
        input: None,
        expected,
        found: describe(graph, user),
    });
}

/// The "exactly one" entries of the state users' tables of `gates` (each of an opcode with
/// such an entry, in gate order): each must match exactly one user, a user counting for the
/// first entry that matches it.
pub(super) fn exact_state_users<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    edges: &StateEdges,
    gates: &[GateRef],
    out: &mut Vec<Finding<Op>>,
) {
    // Per entry, the users it admits: on the stack for the usual few entries.
    let mut few = [0usize; 8];
    let mut many = Vec::new();
    for &g in gates {
        let Some(op) = graph.opcode(g) else { continue };
        let allowed = op.info().shape.state_out;
        let matched: &mut [usize] = if allowed.len() <= few.len() {
            few.fill(0);
            &mut few[..allowed.len()]
        } else {
            many.clear();
            many.resize(allowed.len(), 0);
            &mut many
        };
        for &u in edges.of(g) {
            let Some(u_op) = graph.opcode(u) else {
                continue;
            };
            if let Some(k) = allowed.iter().position(|e| e.opcodes.contains(u_op)) {
                matched[k] += 1;
            }
        }
        for (e, &n) in allowed.iter().zip(matched.iter()) {
            if e.exactly_one && n != 1 {
                out.push(Finding {
                    check: GateCheck::StateUsers,
                    gate: g,
                    opcode: op,
                    input: None,
                    expected: format!(
                        "exactly one state user that is {}",
                        opcode_list(e.opcodes.list)
                    ),
                    found: n.to_string(),
                });
            }
        }
    }
}
