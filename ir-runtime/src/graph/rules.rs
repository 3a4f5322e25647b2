//! The graph rules of any table that asks for them: owns [`GraphRules`], the table's
//! `graph_rules` and the roles they need as the generated `LAYER` holds them, and [`check`],
//! which runs the rules that fit any IR with those roles:
//!
//! - `reachability`: every state gate (a gate whose row admits state users, or one the
//!   `state_gates` role names) other than a root is reached from the `state_entry` root along
//!   the wires of the `state`-like kind;
//! - `acyclic`: the flow along the `depend`- and `data`-like wires has no cycle, except through
//!   an input of a `value_selector` (`data`) or `depend_selector` (`depend`) whose first state
//!   input is a `loop_begin`, at the position of a `loop_begin` state input that comes from the
//!   `loop_back` (with no `loop_back` role, no input is exempt).
//!
//! Each finding names the gate and the rule ([`GateCheck::Unreachable`], [`GateCheck::Cycle`]).
//! Nothing here names a gate of any table: the gates come from the roles.

use super::arena::{GateRef, Graph};
use super::layer::{GraphLayer, WireKind};
use super::verify::{Finding, GateCheck, StateEdges, describe};

/// The graph rules a table asks for, with the gates of the roles they need (`None` or empty for
/// a role the table does not give: the spec loader refuses a rule without its roles, `E067`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GraphRules<Op: 'static> {
    /// The table asks for `reachability`.
    pub reachability: bool,
    /// The table asks for `acyclic`.
    pub acyclic: bool,
    /// The `state_entry` role: the root control starts at.
    pub state_entry: Option<Op>,
    /// The `state_gates` role: gates that are state gates without state users.
    pub state_gates: &'static [Op],
    /// The `loop_begin` role.
    pub loop_begin: Option<Op>,
    /// The `loop_back` role.
    pub loop_back: Option<Op>,
    /// The `value_selector` role.
    pub value_selector: Option<Op>,
    /// The `depend_selector` role.
    pub depend_selector: Option<Op>,
}

impl<Op: 'static> GraphRules<Op> {
    /// No rule asked for, no role given.
    pub const NONE: GraphRules<Op> = GraphRules {
        reachability: false,
        acyclic: false,
        state_entry: None,
        state_gates: &[],
        loop_begin: None,
        loop_back: None,
        value_selector: None,
        depend_selector: None,
    };
}

/// Runs the graph rules `rules` switches on over `graph`, appending a finding per gate that
/// breaks one.
pub fn check<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    edges: &StateEdges,
    out: &mut Vec<Finding<Op>>,
) {
    if rules.reachability {
        reachability(graph, rules, edges, out);
    }
    if rules.acyclic {
        cycles(graph, rules, out);
    }
}

/// A finding of `check` at `g`.
fn finding<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    g: GateRef,
    check: GateCheck,
    expected: String,
    found: String,
) -> Option<Finding<Op>> {
    Some(Finding {
        check,
        gate: g,
        opcode: graph.opcode(g)?,
        input: None,
        expected,
        found,
    })
}

/// Marks the gates reached from the `state_entry` root along state edges (breadth first over
/// the verifier's [`StateEdges`], which the per-gate pass recorded) and reports each state gate
/// past the roots that is not.
fn reachability<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    edges: &StateEdges,
    out: &mut Vec<Finding<Op>>,
) {
    let Some(entry_op) = rules.state_entry else {
        return;
    };
    let mut reached = vec![false; graph.len()];
    let mut queue: Vec<GateRef> = graph.root(entry_op).into_iter().collect();
    for g in &queue {
        reached[g.index()] = true;
    }
    let mut next = 0;
    while let Some(&g) = queue.get(next) {
        next += 1;
        for &u in edges.of(g) {
            if let Some(seen) = reached.get_mut(u.index())
                && !*seen
            {
                *seen = true;
                queue.push(u);
            }
        }
    }
    let roots = Op::layer().roots.len();
    for (g, op) in graph.gates().zip(graph.opcodes()).skip(roots) {
        let state_gate = !op.info().shape.state_out.is_empty() || rules.state_gates.contains(&op);
        if state_gate && !reached[g.index()] {
            out.extend(finding(
                graph,
                g,
                GateCheck::Unreachable,
                format!(
                    "a {} path from {}",
                    Op::layer().wire_name(WireKind::State),
                    entry_op.info().name
                ),
                "none".into(),
            ));
        }
    }
}

/// Whether flow input `k` of `g` (its `depend`- then `data`-like inputs) may close a cycle:
/// `g` is a selector of a `loop_begin`, and the `loop_begin`'s state input at the selected
/// input's position comes from the `loop_back`.
pub(super) fn cuts<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    g: GateRef,
    k: usize,
) -> bool {
    let (Some(view), Some(back)) = (graph.view(g), rules.loop_back) else {
        return false;
    };
    let start = if Some(view.opcode) == rules.value_selector {
        view.depend.len()
    } else if Some(view.opcode) == rules.depend_selector {
        0
    } else {
        return false;
    };
    let Some(&head) = view.state.first() else {
        return false;
    };
    if graph.opcode(head) != rules.loop_begin || rules.loop_begin.is_none() {
        return false;
    }
    k.checked_sub(start)
        .filter(|&j| Some(view.opcode) != rules.value_selector || j < view.data.len())
        .and_then(|j| graph.view(head)?.state.get(j).copied())
        .and_then(|b| graph.opcode(b))
        == Some(back)
}

/// Finds cycles over the flow inputs (iterative depth-first search, the exempt inputs of loop
/// selectors cut) and reports the gate closing each.
fn cycles<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    out: &mut Vec<Finding<Op>>,
) {
    const NEW: u8 = 0;
    const ACTIVE: u8 = 1;
    const DONE: u8 = 2;
    let layer = Op::layer();
    let expected = match (rules.loop_begin, rules.loop_back) {
        (Some(head), Some(back)) => format!(
            "acyclic {} and {} flow (cycles only through a {} selector's input from its {})",
            layer.wire_name(WireKind::Depend),
            layer.wire_name(WireKind::Data),
            head.info().name,
            back.info().name
        ),
        _ => format!(
            "acyclic {} and {} flow",
            layer.wire_name(WireKind::Depend),
            layer.wire_name(WireKind::Data)
        ),
    };
    let mut state = vec![NEW; graph.len()];
    let mut stack: Vec<(GateRef, &[GateRef], usize)> = Vec::new();
    for start in graph.gates() {
        if state[start.index()] != NEW {
            continue;
        }
        state[start.index()] = ACTIVE;
        stack.push((start, graph.flow_inputs(start), 0));
        while let Some(&mut (g, flow, ref mut next)) = stack.last_mut() {
            let Some(&src) = flow.get(*next) else {
                state[g.index()] = DONE;
                stack.pop();
                continue;
            };
            *next += 1;
            if cuts(graph, rules, g, *next - 1) {
                continue;
            }
            match state.get(src.index()).copied() {
                Some(NEW) => {
                    state[src.index()] = ACTIVE;
                    stack.push((src, graph.flow_inputs(src), 0));
                }
                Some(ACTIVE) => out.extend(finding(
                    graph,
                    g,
                    GateCheck::Cycle,
                    expected.clone(),
                    format!("a cycle through {}", describe(graph, src)),
                )),
                _ => {}
            }
        }
    }
}
