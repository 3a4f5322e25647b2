//! Visitors and walks. The `Visitor` and `VisitorMut` traits are generated from
//! `spec/circuit.yaml`: `visit_<opcode>` defaults to `visit_<class>` of its leaf class, which
//! defaults to its parent class's, up to `visit_gate`. The walks give the orders passes need:
//! every gate by id, state gates in reverse post-order from the `state_entry` root (loop back edges
//! do not break it), gates reached backwards from the `exits` root lists, and a gate's users. The
//! gates the walks start from come from the spec's roles (`opcode::roles`), not from names.
//!
//! ```
//! use ir_core::builder::GateBuilder;
//! use ir_core::opcode::MachineType;
//! use ir_core::visit::{Visitor, walk_all};
//! use ir_core::{Circuit, GateRef};
//!
//! /// Counts integer arithmetic gates, and all gates.
//! struct Count { int_binary: usize, all: usize }
//! impl Visitor for Count {
//!     type Output = ();
//!     fn visit_gate(&mut self, _: &Circuit, _: GateRef) { self.all += 1; }
//!     fn visit_int_binary(&mut self, c: &Circuit, g: GateRef) { self.int_binary += 1; self.visit_gate(c, g) }
//! }
//!
//! let mut b = GateBuilder::new();
//! let x = b.arg(MachineType::I64, 0);
//! let _ = b.mul(MachineType::I64, x, x);
//! let c = b.finish().expect("room");
//! let mut count = Count { int_binary: 0, all: 0 };
//! for g in walk_all(&c) { count.visit(&c, g); }
//! assert_eq!((count.int_binary, count.all), (1, c.len()));
//! ```

use crate::circuit::{Circuit, GateRef, WireKind};
use crate::opcode::{Opcode, roles};

include!(concat!(env!("OUT_DIR"), "/circuit_visitors.rs"));

/// Every gate, in id order.
pub fn walk_all(c: &Circuit) -> impl Iterator<Item = GateRef> + use<> {
    c.gates()
}

/// Whether `op` is a state gate: one the `state_gates` role names (the `State` class), or one with
/// state successors.
pub fn is_state_gate(op: Opcode) -> bool {
    roles::STATE_GATES.contains(&op) || !op.shape().state_out.is_empty()
}

/// State gates reachable from the `state_entry` root (`STATE_ENTRY`), in reverse post-order: every
/// gate comes after the gates that lead to it, except along loop back edges (so a `LOOP_BEGIN`
/// comes before its body and its `LOOP_BACK`). `STATE_ENTRY` comes first.
pub fn walk_states(c: &Circuit) -> Vec<GateRef> {
    let entry = c.root(roles::STATE_ENTRY);
    let mut seen = vec![false; c.len()];
    let mut post = Vec::new();
    let successors = |g: GateRef| {
        let mut next: Vec<GateRef> = c
            .uses(g)
            .iter()
            .copied()
            .filter(|&u| c.opcode(u).is_some_and(is_state_gate) && c.state_inputs(u).contains(&g))
            .collect();
        next.dedup();
        next
    };
    let mut stack: Vec<(GateRef, Vec<GateRef>, usize)> = vec![(entry, successors(entry), 0)];
    if let Some(s) = seen.get_mut(entry.index()) {
        *s = true;
    }
    while let Some((g, next, i)) = stack.last_mut() {
        if let Some(&u) = next.get(*i) {
            *i += 1;
            if !seen[u.index()] {
                seen[u.index()] = true;
                let succ = successors(u);
                stack.push((u, succ, 0));
            }
        } else {
            post.push(*g);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Gates reached by walking inputs backwards from the gates registered in the `exits` root lists
/// (`RETURN_LIST` and `THROW_LIST`), each once, depth first: the code that matters to the
/// function's exits.
pub fn walk_backwards(c: &Circuit) -> Vec<GateRef> {
    let mut seen = vec![false; c.len()];
    let mut order = Vec::new();
    let mut stack = Vec::new();
    for &list in roles::EXITS {
        let list = c.root(list);
        for &g in c.uses(list) {
            if c.inputs_of(g, WireKind::Root).contains(&list) {
                stack.push(g);
            }
        }
    }
    while let Some(g) = stack.pop() {
        match seen.get_mut(g.index()) {
            Some(s) if !*s => *s = true,
            _ => continue,
        }
        order.push(g);
        for &i in c.inputs(g).iter().rev() {
            if c.contains(i) && !seen[i.index()] {
                stack.push(i);
            }
        }
    }
    order
}

/// The distinct users of `g`, in id order.
pub fn walk_users(c: &Circuit, g: GateRef) -> Vec<GateRef> {
    let mut users = c.uses(g).to_vec();
    users.sort_unstable();
    users.dedup();
    users
}
