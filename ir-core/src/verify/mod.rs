//! The verifier: owns checking a [`Circuit`] against the rules of `spec/circuit.yaml`. Two layers:
//! per-gate rules read from the generated tables (`OPCODE_INFO`: wire counts, source opcodes,
//! types, users, roots, bitfields, the gate type's agreement with the machine type; in the `gate`
//! module), and graph-wide rules written by hand (roots, reachability, acyclic data and dependency
//! flow, selector arity in the `graph` module; the state graph's dominators in `dominance`; closed
//! loops in `loops`; schedulability in `schedule`; switch cases, parameter and return types that
//! agree in `agreement`), each run when `spec/circuit.yaml` asks for
//! it in `graph_rules`. Every pass is linear in the circuit. Every
//! violation names the gate, its opcode, the wire kind and index, what was expected and what was
//! found. All violations are returned; nothing panics, whatever graph the verifier is handed.

mod agreement;
mod dominance;
mod gate;
mod graph;
mod loops;
mod schedule;

use std::fmt;

use crate::circuit::{Circuit, GateRef, WireKind};
use crate::opcode::{MachineType, Opcode, graph_rules};

/// The rule a violation breaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Check {
    /// An input names no gate of the circuit (or is still `PENDING`).
    DanglingInput,
    /// Wrong number of state inputs.
    StateInputCount,
    /// A state input comes from an opcode its table does not allow.
    StateInputSource,
    /// Wrong number of dependency inputs.
    DependInputCount,
    /// A dependency input comes from a gate that produces no dependency.
    DependInputSource,
    /// Wrong number of data inputs.
    DataInputCount,
    /// A data input comes from a gate its table does not allow, or one that produces no value.
    DataInputSource,
    /// A data input's type is not one its table accepts.
    DataInputType,
    /// The gate's own machine type does not fit its output.
    OutputType,
    /// The bitfield holds a value its meaning does not allow.
    BitfieldValue,
    /// The gate's users through state wires are not the ones its table allows.
    StateUsers,
    /// The gate is not registered in the root list its table names (or is registered wrongly).
    RootMembership,
    /// A root gate is missing from its fixed offset, or has inputs other than `CIRCUIT_ROOT`.
    RootGate,
    /// A gate other than `CIRCUIT_ROOT` has no input at all.
    NoInputs,
    /// A state gate cannot be reached from `STATE_ENTRY`.
    Unreachable,
    /// Data or dependency flow forms a cycle that does not pass through the input of a loop's
    /// selector that comes from its `LOOP_BACK`.
    Cycle,
    /// A selector's input count differs from its merge's state input count.
    SelectorArity,
    /// The gate type contradicts the machine type (a `NOVALUE` gate's is always `EMPTY`; a MIR
    /// gate type's value bit says whether there is a value).
    GateType,
    /// A `LOOP_BACK` input of a `LOOP_BEGIN` is not reached from that `LOOP_BEGIN`: no cycle of
    /// state wires closes the loop.
    OpenLoop,
    /// A value is used in a block its definition's block does not dominate.
    Unschedulable,
    /// Two cases of one multi-way branch have one value (at the width of the branch's input).
    DuplicateCase,
    /// Two parameter gates of one position have different types.
    ParameterType,
    /// Two returns of the function give values of different types.
    ReturnType,
    /// A CALL of a function of the module passes arguments its parameters do not take, or
    /// expects a result of another type (checked by `Module::verify`, across functions).
    CallSignature,
}

impl Check {
    /// Every check.
    pub const ALL: [Check; 24] = [
        Check::DanglingInput,
        Check::StateInputCount,
        Check::StateInputSource,
        Check::DependInputCount,
        Check::DependInputSource,
        Check::DataInputCount,
        Check::DataInputSource,
        Check::DataInputType,
        Check::OutputType,
        Check::BitfieldValue,
        Check::StateUsers,
        Check::RootMembership,
        Check::RootGate,
        Check::NoInputs,
        Check::Unreachable,
        Check::Cycle,
        Check::SelectorArity,
        Check::GateType,
        Check::OpenLoop,
        Check::Unschedulable,
        Check::DuplicateCase,
        Check::ParameterType,
        Check::ReturnType,
        Check::CallSignature,
    ];

    /// A short name, such as `data-input-type`.
    pub const fn name(self) -> &'static str {
        match self {
            Check::DanglingInput => "dangling-input",
            Check::StateInputCount => "state-input-count",
            Check::StateInputSource => "state-input-source",
            Check::DependInputCount => "dependency-input-count",
            Check::DependInputSource => "dependency-input-source",
            Check::DataInputCount => "data-input-count",
            Check::DataInputSource => "data-input-source",
            Check::DataInputType => "data-input-type",
            Check::OutputType => "output-type",
            Check::BitfieldValue => "bitfield-value",
            Check::StateUsers => "state-users",
            Check::RootMembership => "root-membership",
            Check::RootGate => "root-gate",
            Check::NoInputs => "no-inputs",
            Check::Unreachable => "unreachable",
            Check::Cycle => "cycle",
            Check::SelectorArity => "selector-arity",
            Check::GateType => "gate-type",
            Check::OpenLoop => "open-loop",
            Check::Unschedulable => "unschedulable",
            Check::DuplicateCase => "duplicate-case",
            Check::ParameterType => "parameter-type",
            Check::ReturnType => "return-type",
            Check::CallSignature => "call-signature",
        }
    }
}

/// One broken rule at one gate.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Violation {
    /// The rule.
    pub check: Check,
    /// The gate.
    pub gate: GateRef,
    /// Its opcode.
    pub opcode: Option<Opcode>,
    /// The wire kind and index within that kind, when the violation is about one input.
    pub wire: Option<(WireKind, usize)>,
    /// What the rule expects.
    pub expected: String,
    /// What the circuit has.
    pub found: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.gate)?;
        match self.opcode {
            Some(op) => write!(f, "({op})")?,
            None => f.write_str("(no such gate)")?,
        }
        if let Some((kind, i)) = self.wire {
            write!(f, ", {kind} input {i}")?;
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

/// The violations of a circuit, in gate order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Violations(pub Vec<Violation>);

impl Violations {
    /// Whether the circuit is valid.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Number of violations.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The violations of one check.
    pub fn of(&self, check: Check) -> impl Iterator<Item = &Violation> {
        self.0.iter().filter(move |v| v.check == check)
    }
}

impl fmt::Display for Violations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for v in &self.0 {
            writeln!(f, "{v}")?;
        }
        write!(
            f,
            "{} violation{}",
            self.0.len(),
            if self.0.len() == 1 { "" } else { "s" }
        )
    }
}

impl std::error::Error for Violations {}

/// Checks every rule on every gate; returns all violations (empty when the circuit is valid).
pub fn verify(circuit: &Circuit) -> Violations {
    Verifier::new().run(circuit)
}

/// A verifier that keeps its scratch memory between runs, for pipelines that verify after every
/// pass: after the first run on a circuit of a given size it allocates nothing but the report.
#[derive(Debug)]
pub struct Verifier {
    successors: Successors,
    scratch: graph::Scratch,
    agreement: agreement::Scratch,
    facts: Vec<OpFacts>,
    /// Every opcode's per-gate rules as mask tests (the fast path of the gate pass).
    quick: Vec<gate::Quick>,
    /// The opcodes producing a dependency, as a mask over opcode numbers.
    depends: u64,
    /// Per opcode, the opcodes its state users' table names, as a mask (see
    /// [`gate::state_user`]).
    state_users: Vec<u64>,
    /// Scratch: the gates whose opcode wants exactly one state user of some kind.
    exact: Vec<GateRef>,
    /// The machine type of gates without a value, when the spec names one.
    novalue: Option<MachineType>,
}

impl Default for Verifier {
    fn default() -> Self {
        Self::new()
    }
}

/// What a source opcode produces, looked up once per opcode instead of through its shape on
/// every edge.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OpFacts {
    pub depend_out: bool,
    pub value_out: bool,
    /// Every state input is fixed (no optional or variadic one): input `i` is entry `i`.
    pub fixed_state: bool,
    /// Every data input is fixed.
    pub fixed_data: bool,
    /// The root list gate every gate of this opcode is registered in.
    pub root: Option<GateRef>,
    /// A state gate (see [`crate::visit::is_state_gate`]).
    pub state_gate: bool,
    /// Some entry of its state users' table wants exactly one user (so even a gate without
    /// state users is checked).
    pub exact_state_user: bool,
    /// The machine types a gate of this opcode may have (its output rule), as a mask over
    /// `MachineType` numbers: a gate whose type is outside breaks [`Check::OutputType`].
    pub own_types: u64,
}

impl Verifier {
    /// A verifier with empty scratch memory.
    pub fn new() -> Self {
        let novalue = MachineType::ALL
            .iter()
            .copied()
            .find(|t| t.name() == "NOVALUE");
        let no_bit = novalue.map_or(0, gate::type_bit);
        let facts = Opcode::ALL
            .iter()
            .map(|op| {
                let fixed = |e: &[crate::opcode::InputInfo]| {
                    e.iter()
                        .all(|i| i.repeat == crate::opcode::Repeat::Once && !i.optional)
                };
                OpFacts {
                    depend_out: op.shape().depend_out,
                    value_out: op.shape().data_out.is_some(),
                    fixed_state: fixed(op.shape().state_in),
                    fixed_data: fixed(op.shape().data_in),
                    root: op
                        .info()
                        .root
                        .and_then(crate::opcode::Root::of)
                        .map(|r| GateRef(r.offset())),
                    state_gate: crate::visit::is_state_gate(*op),
                    exact_state_user: op.shape().state_out.iter().any(|e| e.exactly_one),
                    own_types: match op.shape().data_out {
                        // A type variable on the output is the gate's own type: any but NOVALUE.
                        Some(t) => gate::allowed_types(t, u64::MAX, no_bit),
                        // No value: only NOVALUE, when the spec names it.
                        None if no_bit != 0 => no_bit,
                        None => u64::MAX,
                    },
                }
            })
            .collect::<Vec<_>>();
        let quick = Opcode::ALL
            .iter()
            .map(|&op| gate::Quick::of(op, &facts, no_bit))
            .collect();
        let depends = Opcode::ALL
            .iter()
            .filter(|&&op| facts[op as usize].depend_out)
            .fold(0, |m, &op| m | gate::opcode_bit(op));
        let state_users = Opcode::ALL
            .iter()
            .map(|&op| gate::state_user_mask(op))
            .collect();
        Verifier {
            successors: Successors::default(),
            scratch: graph::Scratch::default(),
            agreement: agreement::Scratch::default(),
            facts,
            quick,
            depends,
            state_users,
            exact: Vec::new(),
            novalue,
        }
    }

    /// Checks every rule on every gate of `circuit`; returns all violations.
    pub fn run(&mut self, circuit: &Circuit) -> Violations {
        let mut out = Vec::new();
        let novalue = self.novalue;
        let no_bit = novalue.map_or(0, gate::type_bit);
        let mut may_cycle = false;
        self.successors.begin();
        self.exact.clear();
        for (g, view) in circuit.views() {
            let op = view.opcode;
            // Most gates are cleared by a few mask tests; the others take the full rules, which
            // write the messages (a cleared gate points only backwards: no cycle through it).
            let quick = &self.quick[op as usize];
            if gate::fine(circuit, g, &view, quick, self.depends, no_bit) {
                for &s in view.state {
                    self.successors.record(s, g);
                    gate::state_user(circuit, s, g, op, &self.state_users, &mut out);
                }
                if graph_rules::SELECTOR_ARITY && quick.selector {
                    graph::selector_arity(circuit, g, &mut out);
                }
            } else {
                may_cycle |= gate::check(
                    circuit,
                    g,
                    view,
                    novalue,
                    &self.facts,
                    &mut self.successors,
                    &mut out,
                );
                for &s in view.state {
                    gate::state_user(circuit, s, g, op, &self.state_users, &mut out);
                }
            }
            if quick.exact_users {
                self.exact.push(g);
            }
        }
        self.successors.finish(circuit.len());
        gate::exact_state_users(circuit, &self.successors, &self.exact, &mut out);
        graph::check(
            circuit,
            &self.successors,
            &mut self.scratch,
            &self.facts,
            may_cycle,
            &mut out,
        );
        if agreement::ANY {
            agreement::check(circuit, &mut self.agreement, &mut out);
        }
        out.sort_by_key(|v| (v.gate, v.check));
        Violations(out)
    }
}

impl Circuit {
    /// Checks the circuit; `Ok` when it is valid, every violation otherwise.
    pub fn verify(&self) -> Result<(), Violations> {
        let v = verify(self);
        if v.is_empty() { Ok(()) } else { Err(v) }
    }
}

/// The users of every gate through state wires (one entry per state edge), in compressed rows.
/// Smaller than the circuit's full users index and all the state rules need.
#[derive(Debug, Default)]
pub(crate) struct Successors {
    offsets: Vec<u32>,
    users: Vec<GateRef>,
    /// State edges `(source, user)` recorded by the per-gate pass, in user order.
    edges: Vec<(GateRef, GateRef)>,
}

impl Successors {
    /// Starts recording the state edges of a circuit (reusing the previous run's memory).
    fn begin(&mut self) {
        self.edges.clear();
    }

    /// Records that `user` takes `source` on a state input (called by the per-gate pass).
    pub(crate) fn record(&mut self, source: GateRef, user: GateRef) {
        self.edges.push((source, user));
    }

    /// Builds the rows from the recorded edges of a circuit of `n` gates; references to no gate
    /// are dropped (the per-gate pass reports them). Each row's count becomes the row's end, and
    /// filling every row from its end (the edges walked backwards) moves it back to the row's
    /// start, keeping each row's users in gate order.
    fn finish(&mut self, n: usize) {
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

    /// The bounds of `g`'s row in `users` (an empty row for a gate out of range).
    #[inline]
    pub(crate) fn row(&self, g: GateRef) -> (u32, u32) {
        match (self.offsets.get(g.index()), self.offsets.get(g.index() + 1)) {
            (Some(&s), Some(&e)) => (s, e),
            _ => (0, 0),
        }
    }

    /// The gates that take `g` on a state input, once per such input.
    pub(crate) fn of(&self, g: GateRef) -> &[GateRef] {
        match (self.offsets.get(g.index()), self.offsets.get(g.index() + 1)) {
            (Some(&s), Some(&e)) => &self.users[s as usize..e as usize],
            _ => &[],
        }
    }
}

/// A violation of `check` at gate `g`.
pub(crate) fn violation(
    c: &Circuit,
    g: GateRef,
    check: Check,
    wire: Option<(WireKind, usize)>,
    expected: String,
    found: String,
) -> Violation {
    Violation {
        check,
        gate: g,
        opcode: c.opcode(g),
        wire,
        expected,
        found,
    }
}

/// Describes a gate for messages: `%7 (ADD i32)`.
pub(crate) fn describe(c: &Circuit, g: GateRef) -> String {
    match (c.opcode(g), c.machine_type(g)) {
        (Some(op), Some(t)) => format!("{g} ({op} {t})"),
        _ => format!("{g} (no such gate)"),
    }
}
