//! The graph rules of any table that asks for them: owns [`GraphRules`], the table's
//! `graph_rules` and the roles they need as the generated `LAYER` holds them, and [`check`],
//! which runs the rules that fit any IR with those roles, each when the table asks for it:
//!
//! - the roots' own wiring, always: each root at its offset, the first without inputs, every
//!   other one taking only the first (as [`Graph::new`] builds them);
//! - `reachability`: every state gate (a gate whose row admits state users, or one the
//!   `state_gates` role names) other than a root is reached from the `state_entry` root along
//!   the wires of the `state`-like kind;
//! - `acyclic`: the flow along the `depend`- and `data`-like wires has no cycle, except through
//!   an input of a `value_selector` (`data`) or `depend_selector` (`depend`) whose first state
//!   input is a `loop_begin`, at the position of a `loop_begin` state input that comes from the
//!   `loop_back` (with no `loop_back` role, no input is exempt);
//! - `selector_arity`: a selector has one input per state input of its `merge` or `loop_begin`
//!   (in this module, run by the per-gate pass);
//! - `closed_loops` (`loops`): a `loop_begin`'s `loop_back` input is reached from it;
//! - `schedulable` (`schedule`): dominance of uses: the block of a value's definition dominates
//!   the block of each use, on the dominator tree of the state graph (`dominance`);
//! - `distinct_cases`, `parameter_types`, `return_type` (`agreement`): gates of one role agree.
//!
//! Each finding names the gate and the rule. Nothing here names a gate of any table: the gates
//! come from the roles. Every rule is linear in the graph (the dominator iteration grows with
//! loop nesting, not with size) and reuses its memory from one run to the next ([`Scratch`]).

mod agreement;
mod dominance;
mod loops;
mod schedule;

use super::arena::{GateRef, Graph};
use super::layer::{GraphLayer, WireKind};
use super::verify::{Finding, GateCheck, InputAt, StateEdges, describe};

/// The graph rules a table asks for, with the gates of the roles they need (`None` or empty for
/// a role the table does not give: the spec loader refuses a rule without its roles, `E067`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GraphRules<Op: 'static> {
    /// The table asks for `reachability`.
    pub reachability: bool,
    /// The table asks for `acyclic`.
    pub acyclic: bool,
    /// The table asks for `selector_arity`.
    pub selector_arity: bool,
    /// The table asks for `closed_loops`.
    pub closed_loops: bool,
    /// The table asks for `schedulable`.
    pub schedulable: bool,
    /// The table asks for `distinct_cases`.
    pub distinct_cases: bool,
    /// The table asks for `parameter_types`.
    pub parameter_types: bool,
    /// The table asks for `return_type`.
    pub return_type: bool,
    /// The `state_entry` role: the root control starts at.
    pub state_entry: Option<Op>,
    /// The `state_gates` role: gates that are state gates without state users.
    pub state_gates: &'static [Op],
    /// The `merge` role.
    pub merge: Option<Op>,
    /// The `loop_begin` role.
    pub loop_begin: Option<Op>,
    /// The `loop_back` role.
    pub loop_back: Option<Op>,
    /// The `value_selector` role.
    pub value_selector: Option<Op>,
    /// The `depend_selector` role.
    pub depend_selector: Option<Op>,
    /// The `switch_case` role.
    pub switch_case: Option<Op>,
    /// The `parameter` role.
    pub parameter: Option<Op>,
    /// The `return` role.
    pub return_: Option<Op>,
}

impl<Op: 'static> GraphRules<Op> {
    /// No rule asked for, no role given.
    pub const NONE: GraphRules<Op> = GraphRules {
        reachability: false,
        acyclic: false,
        selector_arity: false,
        closed_loops: false,
        schedulable: false,
        distinct_cases: false,
        parameter_types: false,
        return_type: false,
        state_entry: None,
        state_gates: &[],
        merge: None,
        loop_begin: None,
        loop_back: None,
        value_selector: None,
        depend_selector: None,
        switch_case: None,
        parameter: None,
        return_: None,
    };
}

impl<Op: GraphLayer> GraphRules<Op> {
    /// Whether gates of `op` are state gates: its row admits state users, or the `state_gates`
    /// role names it.
    pub fn is_state_gate(&self, op: Op) -> bool {
        !op.info().shape.state_out.is_empty() || self.state_gates.contains(&op)
    }

    /// The wire kind a selector selects over, when `op` is one of the selector roles.
    pub fn selects(&self, op: Op) -> Option<WireKind> {
        if Some(op) == self.value_selector {
            Some(WireKind::Data)
        } else if Some(op) == self.depend_selector {
            Some(WireKind::Depend)
        } else {
            None
        }
    }

    /// Whether `op` is a join whose selectors pick by predecessor (`merge` or `loop_begin`).
    fn joins(&self, op: Option<Op>) -> bool {
        op.is_some() && (op == self.merge || op == self.loop_begin)
    }
}

/// Memory the graph rules reuse from one run to the next, with the per-opcode facts they read.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// Per opcode number, whether its gates are state gates.
    state_gates: Vec<bool>,
    doms: dominance::Dominators,
    components: loops::Components,
    regions: schedule::Regions,
    agreement: agreement::Scratch,
    dfs: Vec<u8>,
}

impl Scratch {
    /// Empty memory for the rules of `Op`'s table.
    pub fn new<Op: GraphLayer>() -> Self {
        let rules = &Op::layer().rules;
        Scratch {
            state_gates: Op::OPCODES
                .iter()
                .map(|&op| rules.is_state_gate(op))
                .collect(),
            agreement: agreement::Scratch::new(rules),
            ..Scratch::default()
        }
    }
}

/// Runs the graph rules `rules` switches on over `graph`, appending a finding per gate that
/// breaks one. `edges` are the state edges the per-gate pass recorded; `may_cycle` says whether
/// it saw a flow input naming a gate at or after its user (without one, the flow is acyclic and
/// the search for cycles is skipped). `selector_arity` is not run here: the per-gate pass runs
/// it on each selector ([`selector_arity`]).
pub fn check<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    edges: &StateEdges,
    scratch: &mut Scratch,
    may_cycle: bool,
    out: &mut Vec<Finding<Op>>,
) {
    roots(graph, out);
    let entry = rules.state_entry.and_then(|op| graph.root(op));
    let walks = rules.reachability || rules.closed_loops || rules.schedulable;
    if let Some(entry) = entry.filter(|_| walks) {
        let state_gates = &scratch.state_gates;
        let state_gate = |g: GateRef| {
            graph
                .opcode(g)
                .is_some_and(|op| state_gates[usize::from(op.number())])
        };
        scratch.doms.compute(graph, edges, entry, state_gate);
    } else {
        scratch.doms.clear();
    }
    if rules.reachability && entry.is_some() {
        reachability(graph, rules, &scratch.doms, &scratch.state_gates, out);
    }
    let before = out.len();
    if rules.acyclic && may_cycle {
        cycles(graph, rules, &mut scratch.dfs, out);
    }
    let acyclic = out.len() == before;
    if rules.closed_loops && entry.is_some() {
        loops::check(graph, rules, &scratch.doms, &mut scratch.components, out);
    }
    // Placing gates in blocks presumes acyclic flow: a cycle is reported once, as a cycle.
    if rules.schedulable && acyclic && entry.is_some() {
        let cx = schedule::Ctx {
            graph,
            rules,
            doms: &scratch.doms,
            state_gates: &scratch.state_gates,
        };
        schedule::check(cx, &mut scratch.regions, out);
    }
    if rules.distinct_cases || rules.parameter_types || rules.return_type {
        agreement::check(graph, &mut scratch.agreement, out);
    }
}

/// A finding of a graph rule at `g`.
fn finding<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    g: GateRef,
    check: GateCheck,
    input: Option<InputAt>,
    expected: String,
    found: String,
) -> Option<Finding<Op>> {
    Some(Finding {
        check,
        gate: g,
        opcode: graph.opcode(g)?,
        input,
        expected,
        found,
    })
}

/// Input `index` of wire behaviour `kind` at gate `g`, unnamed, under its table's wire kind.
fn at<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    g: GateRef,
    kind: WireKind,
    index: usize,
) -> Option<InputAt> {
    let op = graph.opcode(g)?;
    let n = graph.inputs_of(g, kind).len();
    Some(InputAt::new(op, kind, index, n, None))
}

/// The roots' own wiring: each root opcode at its offset, the first root without inputs, every
/// other root taking the first one (and nothing else) on the inputs its row declares.
fn roots<Op: GraphLayer, X: Copy + Default>(graph: &Graph<Op, X>, out: &mut Vec<Finding<Op>>) {
    let layer = Op::layer();
    let Some(&first) = layer.roots.first() else {
        return;
    };
    for (i, &root) in layer.roots.iter().enumerate() {
        let g = GateRef(i as u32);
        match graph.opcode(g) {
            Some(op) if op == root => {}
            found => {
                let found = found.map_or_else(|| "no gate".into(), |op| op.info().name.to_owned());
                out.push(Finding {
                    check: GateCheck::RootGate,
                    gate: g,
                    opcode: graph.opcode(g).unwrap_or(root),
                    input: None,
                    expected: format!("{} at offset {i}", root.info().name),
                    found,
                });
                continue;
            }
        }
        let inputs = graph.inputs(g);
        if i == 0 {
            if !inputs.is_empty() {
                out.extend(finding(
                    graph,
                    g,
                    GateCheck::RootGate,
                    None,
                    "no inputs".into(),
                    format!("{} inputs", inputs.len()),
                ));
            }
        } else if inputs.is_empty() || inputs.iter().any(|&s| s != GateRef(0)) {
            let found: Vec<String> = inputs.iter().map(|s| s.to_string()).collect();
            out.extend(finding(
                graph,
                g,
                GateCheck::RootGate,
                None,
                format!("{} (%0) as its only input", first.info().name),
                format!("[{}]", found.join(", ")),
            ));
        }
    }
}

/// Each state gate past the roots that the walk from the entry did not reach.
fn reachability<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    doms: &dominance::Dominators,
    state_gates: &[bool],
    out: &mut Vec<Finding<Op>>,
) {
    let Some(entry_op) = rules.state_entry else {
        return;
    };
    let roots = Op::layer().roots.len();
    for (g, op) in graph.gates().zip(graph.opcodes()).skip(roots) {
        if state_gates[usize::from(op.number())] && !doms.reached(g) {
            out.extend(finding(
                graph,
                g,
                GateCheck::Unreachable,
                None,
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
    let start = match rules.selects(view.opcode) {
        Some(WireKind::Data) => view.depend.len(),
        Some(_) => 0,
        None => return false,
    };
    let Some(&head) = view.state.first() else {
        return false;
    };
    if graph.opcode(head) != rules.loop_begin || rules.loop_begin.is_none() {
        return false;
    }
    k.checked_sub(start)
        .and_then(|j| graph.view(head)?.state.get(j).copied())
        .and_then(|b| graph.opcode(b))
        == Some(back)
}

/// Finds cycles over the flow inputs (iterative depth-first search, the exempt inputs of loop
/// selectors cut) and reports the gate closing each.
fn cycles<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    state: &mut Vec<u8>,
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
    state.clear();
    state.resize(graph.len(), NEW);
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
                    None,
                    expected.clone(),
                    format!("a cycle through {}", describe(graph, src)),
                )),
                _ => {}
            }
        }
    }
}

/// The rule `selector_arity` at gate `g`, when it is a selector: as many data (or dependency)
/// inputs as its `merge` or `loop_begin` has state inputs.
pub(super) fn selector_arity<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    rules: &GraphRules<Op>,
    g: GateRef,
    out: &mut Vec<Finding<Op>>,
) {
    let Some(kind) = graph.opcode(g).and_then(|op| rules.selects(op)) else {
        return;
    };
    let Some(&join) = graph.inputs_of(g, WireKind::State).first() else {
        return;
    };
    if !rules.joins(graph.opcode(join)) {
        return;
    }
    let expected = graph.inputs_of(join, WireKind::State).len();
    let found = graph.inputs_of(g, kind).len();
    if found != expected {
        let layer = Op::layer();
        let (wire, state) = (layer.wire_name(kind), layer.wire_name(WireKind::State));
        out.extend(finding(
            graph,
            g,
            GateCheck::SelectorArity,
            None,
            format!(
                "{expected} {wire} inputs, one per {state} input of {}",
                describe(graph, join)
            ),
            found.to_string(),
        ));
    }
}
