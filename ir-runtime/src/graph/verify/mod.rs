//! The per-gate verifier of any table: owns [`Verifier`], [`verify`], [`Finding`], [`Findings`]
//! and [`GateCheck`]. Every rule is read from the generated `OPCODE_INFO` rows, none is written
//! per opcode: input counts per wire kind (fixed, optional, any, or as many as the bitfield says),
//! the opcodes each input admits, that each source produces the wire it feeds, input types (type
//! sets, and type variables, which stand for the gate's own type), the gate's own type against
//! its output, bitfield ranges and enum cases, root-list registration, roots only at their
//! offsets, and the users each gate admits through state wires; then the graph rules the
//! table's `graph_rules` switch on ([`super::rules`]).
//!
//! Two layers, so a valid gate costs a few mask tests: `masks` reduces each opcode's rules to
//! masks once per [`Verifier`] and clears most gates with them; a gate it cannot clear takes the
//! full rules (`full`), which alone write findings, so the fast path changes no report. State
//! edges are recorded on the way ([`StateEdges`]): the users rules (`users`) and graph rules walk
//! them instead of the graph's full users index. Every pass is linear in the graph.
//!
//! A finding names the gate, the input (the table's wire kind, its index among that kind's
//! inputs, and the operand name), what the rule expects and what the graph has.

mod arity;
mod full;
mod masks;
mod users;

use core::fmt;

pub use arity::{Arity, depend_wire_of, entry_for, wire_of};
pub use full::describe;
pub use users::StateEdges;

use super::arena::{GateRef, GateView, Graph};
use super::layer::{GraphLayer, WireKind};

/// The per-gate rules, each with a name that findings and tests use; ordered as the verifier
/// reports a gate's findings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum GateCheck {
    /// An input names no gate of the graph (or is still `PENDING`).
    DanglingInput,
    /// The number of state inputs is not what the row says.
    StateInputCount,
    /// A state input comes from an opcode the row does not admit.
    StateInputSource,
    /// The number of dependency inputs is not what the row says.
    DependInputCount,
    /// A dependency input comes from a gate that produces no dependency.
    DependInputSource,
    /// The number of data inputs is not what the row says.
    DataInputCount,
    /// A data input comes from a gate without a value, or from an opcode the row does not admit.
    DataInputSource,
    /// A data input's value has a type the row does not admit.
    DataInputType,
    /// The gate's own type does not fit its output.
    OutputType,
    /// The bitfield holds no case of its enum, more bits than its width, or anything when unused.
    BitfieldValue,
    /// The gate is not registered in the root list its row names (or is, in another).
    RootMembership,
    /// A root opcode away from its fixed offset, or a root gate wired otherwise than the graph
    /// builds it (the first without inputs, the others taking only the first).
    RootGate,
    /// A gate other than the first root with no input at all (nothing can reach it).
    NoInputs,
    /// A gate's users through state wires are not the ones its row lists.
    StateUsers,
    /// The graph rule `reachability`: a state gate no state path from the `state_entry` root
    /// reaches (see [`super::rules`]).
    Unreachable,
    /// The graph rule `acyclic`: a gate closing a cycle of the flow outside a loop's back edge
    /// (see [`super::rules`]).
    Cycle,
    /// The graph rule `selector_arity`: a selector's input count differs from its join's state
    /// input count.
    SelectorArity,
    /// The graph rule `closed_loops`: a `loop_back` input of a `loop_begin` that the loop does
    /// not reach along state wires.
    OpenLoop,
    /// The graph rule `schedulable`: a value used in a block its definition's block does not
    /// dominate.
    Unschedulable,
    /// The graph rule `distinct_cases`: two cases of one branch with one value.
    DuplicateCase,
    /// The graph rule `parameter_types`: two parameters of one position with different types.
    ParameterType,
    /// The graph rule `return_type`: two returns giving values of different types.
    ReturnType,
}

impl GateCheck {
    /// Every check, in the order the verifier runs them: the per-gate rules, then the graph
    /// rules the table asks for.
    pub const ALL: [GateCheck; 22] = [
        GateCheck::DanglingInput,
        GateCheck::StateInputCount,
        GateCheck::StateInputSource,
        GateCheck::DependInputCount,
        GateCheck::DependInputSource,
        GateCheck::DataInputCount,
        GateCheck::DataInputSource,
        GateCheck::DataInputType,
        GateCheck::OutputType,
        GateCheck::BitfieldValue,
        GateCheck::RootMembership,
        GateCheck::RootGate,
        GateCheck::NoInputs,
        GateCheck::StateUsers,
        GateCheck::Unreachable,
        GateCheck::Cycle,
        GateCheck::SelectorArity,
        GateCheck::OpenLoop,
        GateCheck::Unschedulable,
        GateCheck::DuplicateCase,
        GateCheck::ParameterType,
        GateCheck::ReturnType,
    ];

    /// The check's name, in snake case.
    pub const fn name(self) -> &'static str {
        match self {
            GateCheck::DanglingInput => "dangling_input",
            GateCheck::StateInputCount => "state_input_count",
            GateCheck::StateInputSource => "state_input_source",
            GateCheck::DependInputCount => "depend_input_count",
            GateCheck::DependInputSource => "depend_input_source",
            GateCheck::DataInputCount => "data_input_count",
            GateCheck::DataInputSource => "data_input_source",
            GateCheck::DataInputType => "data_input_type",
            GateCheck::OutputType => "output_type",
            GateCheck::BitfieldValue => "bitfield_value",
            GateCheck::RootMembership => "root_membership",
            GateCheck::RootGate => "root_gate",
            GateCheck::NoInputs => "no_inputs",
            GateCheck::StateUsers => "state_users",
            GateCheck::Unreachable => "unreachable",
            GateCheck::Cycle => "cycle",
            GateCheck::SelectorArity => "selector_arity",
            GateCheck::OpenLoop => "open_loop",
            GateCheck::Unschedulable => "unschedulable",
            GateCheck::DuplicateCase => "duplicate_case",
            GateCheck::ParameterType => "parameter_type",
            GateCheck::ReturnType => "return_type",
        }
    }
}

/// One input a finding is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InputAt {
    /// Its wire behaviour.
    pub kind: WireKind,
    /// Its index among the gate's inputs of that behaviour (every kind of it together).
    pub index: usize,
    /// The table's name of its wire kind (`order`, or `io` for a second kind `like: depend`).
    pub wire: &'static str,
    /// Its index among the gate's inputs of that wire kind.
    pub wire_index: usize,
    /// The operand's name in the table, when it gives one.
    pub name: Option<&'static str>,
}

impl InputAt {
    /// Input `index` of the `n` inputs of behaviour `kind` at a gate of opcode `op`, under the
    /// table's wire kind its row gives it (the behaviour's first kind when the row gives none).
    pub fn new<Op: GraphLayer>(
        op: Op,
        kind: WireKind,
        index: usize,
        n: usize,
        name: Option<&'static str>,
    ) -> InputAt {
        let shape = op.info().shape;
        let found = match kind {
            WireKind::State => wire_of(shape.state_in, index, n),
            WireKind::Data => wire_of(shape.data_in, index, n),
            WireKind::Depend => depend_wire_of(shape.depend_kinds, index),
            WireKind::Root => None,
        };
        let (wire, wire_index) = found.unwrap_or((Op::layer().wire_name(kind), index));
        InputAt {
            kind,
            index,
            wire,
            wire_index,
            name,
        }
    }
}

/// One broken rule at one gate.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finding<Op: GraphLayer> {
    /// The rule.
    pub check: GateCheck,
    /// The gate.
    pub gate: GateRef,
    /// Its opcode.
    pub opcode: Op,
    /// The input, when the finding is about one.
    pub input: Option<InputAt>,
    /// What the rule expects.
    pub expected: String,
    /// What the graph has.
    pub found: String,
}

impl<Op: GraphLayer> fmt::Display for Finding<Op> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.gate, self.opcode.info().name)?;
        if let Some(at) = self.input {
            write!(f, ", {} input {}", at.wire, at.wire_index)?;
            if let Some(name) = at.name {
                write!(f, " `{name}`")?;
            }
        }
        write!(
            f,
            ": {}: expected {}, found {}",
            self.check.name(),
            self.expected,
            self.found
        )
    }
}

/// Every finding of a graph, in gate order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Findings<Op: GraphLayer>(pub Vec<Finding<Op>>);

impl<Op: GraphLayer> Findings<Op> {
    /// Whether the graph broke no rule.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Number of findings.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The findings of one check.
    pub fn of(&self, check: GateCheck) -> impl Iterator<Item = &Finding<Op>> {
        self.0.iter().filter(move |v| v.check == check)
    }
}

impl<Op: GraphLayer> fmt::Display for Findings<Op> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for v in &self.0 {
            writeln!(f, "{v}")?;
        }
        let n = self.0.len();
        write!(f, "{n} finding{}", if n == 1 { "" } else { "s" })
    }
}

impl<Op: GraphLayer> std::error::Error for Findings<Op> {}

/// Checks every rule of `graph`'s table on every gate, then the graph rules it asks for;
/// returns every finding (empty when the graph is valid). A pipeline that verifies after every
/// pass keeps a [`Verifier`] instead, which reuses its memory.
pub fn verify<Op: GraphLayer, X: Copy + Default>(graph: &Graph<Op, X>) -> Findings<Op> {
    Verifier::new().run(graph)
}

/// A verifier for one table: its opcodes' rules as masks, computed once, and scratch memory kept
/// between runs (after the first run on a graph of a given size it allocates nothing but the
/// report).
#[derive(Clone, Debug)]
pub struct Verifier<Op: GraphLayer> {
    sources: masks::Sources,
    /// Every opcode's per-gate rules as mask tests, by opcode number.
    masks: Vec<masks::Masks>,
    /// Per opcode, the opcodes its state users' table names, as a mask.
    state_users: Vec<u64>,
    edges: StateEdges,
    /// The graph rules' memory.
    rules: super::rules::Scratch,
    /// Scratch: the gates whose opcode wants exactly one state user of some kind.
    exact: Vec<GateRef>,
    _table: core::marker::PhantomData<Op>,
}

impl<Op: GraphLayer> Default for Verifier<Op> {
    fn default() -> Self {
        Self::new()
    }
}

impl<Op: GraphLayer> Verifier<Op> {
    /// A verifier for `Op`'s table, with empty scratch memory.
    pub fn new() -> Self {
        let sources = masks::Sources::of::<Op>();
        Verifier {
            masks: Op::OPCODES
                .iter()
                .map(|&op| masks::Masks::of(op, &sources))
                .collect(),
            state_users: Op::OPCODES
                .iter()
                .map(|&op| users::state_user_mask(op))
                .collect(),
            sources,
            edges: StateEdges::default(),
            rules: super::rules::Scratch::new::<Op>(),
            exact: Vec::new(),
            _table: core::marker::PhantomData,
        }
    }

    /// Checks every rule of the table on every gate of `graph`: the per-gate rules, then the
    /// graph rules the table asks for; returns every finding, ordered by gate and then by
    /// [`GateCheck`].
    pub fn run<X: Copy + Default>(&mut self, graph: &Graph<Op, X>) -> Findings<Op> {
        let mut out = Vec::new();
        self.run_with(graph, &mut out, |_, _, _| {});
        out.sort_by_key(|f| (f.gate, f.check));
        Findings(out)
    }

    /// [`Verifier::run`] for a runtime that adds per-gate rules of its own (a rule on its
    /// payload `X`): appends every finding to `out` in the order found, and calls
    /// `also(gate, view, cleared)` on every gate on the way (`cleared`: the fast path found
    /// nothing wrong with it).
    pub fn run_with<X: Copy + Default>(
        &mut self,
        graph: &Graph<Op, X>,
        out: &mut Vec<Finding<Op>>,
        mut also: impl FnMut(GateRef, &GateView<'_, Op, X>, bool),
    ) {
        let rules = &Op::layer().rules;
        let arity = rules.selector_arity;
        let may_cycle = self.check_gates(graph, out, |g, view, cleared, out| {
            if arity && rules.selects(view.opcode).is_some() {
                super::rules::selector_arity(graph, rules, g, out);
            }
            also(g, view, cleared);
        });
        super::rules::check(graph, rules, &self.edges, &mut self.rules, may_cycle, out);
    }

    /// The per-gate rules over every gate of `graph`: appends the findings to `out` (in the
    /// order found), calls `also(gate, view, cleared)` on every gate, and leaves the state edges
    /// in [`Verifier::state_edges`]. Returns whether a dependency or data input names a gate at
    /// or after its user other than through a loop's back edge: only then can the flow have a
    /// cycle.
    fn check_gates<X: Copy + Default>(
        &mut self,
        graph: &Graph<Op, X>,
        out: &mut Vec<Finding<Op>>,
        mut also: impl FnMut(GateRef, &GateView<'_, Op, X>, bool, &mut Vec<Finding<Op>>),
    ) -> bool {
        let mut may_cycle = false;
        self.edges.begin();
        self.exact.clear();
        for (g, view) in graph.views() {
            let op = view.opcode;
            let Some(m) = self.masks.get(usize::from(op.number())) else {
                continue;
            };
            let cleared = masks::clears(graph, g, &view, m, &self.sources);
            if !cleared {
                may_cycle |= full::check_gate(graph, g, view, out);
            }
            for &s in view.state {
                self.edges.record(s, g);
                users::state_user(graph, s, g, op, &self.state_users, out);
            }
            if m.exact_users {
                self.exact.push(g);
            }
            also(g, &view, cleared, out);
        }
        self.edges.finish(graph.len());
        users::exact_state_users(graph, &self.edges, &self.exact, out);
        may_cycle
    }

    /// The state edges the last run recorded.
    pub fn state_edges(&self) -> &StateEdges {
        &self.edges
    }

    /// Whether the fast path clears gate `g` of `graph` (finds certainly nothing wrong with it);
    /// `false` only says the full rules decide. For tests that hold the two paths to agreeing.
    pub fn clears<X: Copy + Default>(&self, graph: &Graph<Op, X>, g: GateRef) -> bool {
        let Some(view) = graph.view(g) else {
            return false;
        };
        self.masks
            .get(usize::from(view.opcode.number()))
            .is_some_and(|m| masks::clears(graph, g, &view, m, &self.sources))
    }

    /// Whether the fast path decides every gate of `op` whose inputs all name earlier gates:
    /// clears it exactly when the full rules find nothing wrong with it. For the other opcodes
    /// (a variadic or optional input, an enum bitfield past 63) every gate takes the full rules.
    pub fn decides(&self, op: Op) -> bool {
        self.masks
            .get(usize::from(op.number()))
            .is_some_and(|m| m.eligible)
    }

    /// The findings of the full per-gate rules at gate `g` alone (not those about its users).
    pub fn check_gate<X: Copy + Default>(
        &self,
        graph: &Graph<Op, X>,
        g: GateRef,
    ) -> Vec<Finding<Op>> {
        let mut out = Vec::new();
        if let Some(view) = graph.view(g) {
            full::check_gate(graph, g, view, &mut out);
        }
        out
    }
}
