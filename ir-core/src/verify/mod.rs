//! The verifier: owns checking a [`Circuit`] against the rules of `spec/circuit.yaml`. Two layers:
//! the per-gate rules of the table's rows (wire counts, source opcodes, types, users, roots,
//! bitfields), which the generic runtime's verifier (`opforge_ir::graph::Verifier`) checks for
//! any table, plus the Circuit's own rule on its gate type's agreement with the machine type
//! (here); and graph-wide rules written by hand (roots, reachability, acyclic data and dependency
//! flow, selector arity in the `rules` module; the state graph's dominators in `dominance`;
//! closed loops in `loops`; schedulability in `schedule`; switch cases, parameter and return
//! types that agree in `agreement`), each run when `spec/circuit.yaml` asks for it in
//! `graph_rules`, walking the state edges the per-gate pass recorded. Every pass is linear in the
//! circuit. Every
//! violation names the gate, its opcode, the wire kind and index, what was expected and what was
//! found. All violations are returned; nothing panics, whatever graph the verifier is handed.

use std::fmt;

use opforge_ir::graph::{self, GateCheck};

use crate::circuit::{Circuit, GateRef, WireKind};
use crate::gate_type::GateType;
use crate::opcode::{MachineType, Opcode};

/// The rule a violation breaks: the generic per-gate rules under the Circuit's names (each
/// `GateCheck` of `opforge_ir::graph`, whose docs say what it checks), then the Circuit's own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Check {
    /// [`GateCheck::DanglingInput`].
    DanglingInput,
    /// [`GateCheck::StateInputCount`].
    StateInputCount,
    /// [`GateCheck::StateInputSource`].
    StateInputSource,
    /// [`GateCheck::DependInputCount`].
    DependInputCount,
    /// [`GateCheck::DependInputSource`].
    DependInputSource,
    /// [`GateCheck::DataInputCount`].
    DataInputCount,
    /// [`GateCheck::DataInputSource`].
    DataInputSource,
    /// [`GateCheck::DataInputType`].
    DataInputType,
    /// [`GateCheck::OutputType`].
    OutputType,
    /// [`GateCheck::BitfieldValue`].
    BitfieldValue,
    /// [`GateCheck::StateUsers`].
    StateUsers,
    /// [`GateCheck::RootMembership`].
    RootMembership,
    /// [`GateCheck::RootGate`], and the roots' own wiring: every root but `CIRCUIT_ROOT` takes
    /// only `CIRCUIT_ROOT`.
    RootGate,
    /// [`GateCheck::NoInputs`].
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
    /// The generic runtime's verifier of the Circuit's table: its per-gate and graph rules.
    table: graph::Verifier<Opcode>,
    /// Scratch: the findings of a run, before they become violations.
    findings: Vec<graph::Finding<Opcode>>,
    /// The machine type of gates without a value, when the spec names one.
    novalue: Option<MachineType>,
}

impl Default for Verifier {
    fn default() -> Self {
        Self::new()
    }
}

impl Verifier {
    /// A verifier with empty scratch memory.
    pub fn new() -> Self {
        Verifier {
            table: graph::Verifier::new(),
            findings: Vec::new(),
            novalue: MachineType::ALL
                .iter()
                .copied()
                .find(|t| t.name() == "NOVALUE"),
        }
    }

    /// Checks every rule on every gate of `circuit`; returns all violations.
    pub fn run(&mut self, circuit: &Circuit) -> Violations {
        let mut out = Vec::new();
        let novalue = self.novalue;
        self.findings.clear();
        // The table's rules come from the generic verifier; the Circuit adds its gate type's
        // rule on the way.
        self.table
            .run_with(circuit.graph(), &mut self.findings, |g, view, _| {
                gate_type(circuit, g, view, novalue, &mut out);
            });
        out.extend(self.findings.drain(..).map(Violation::from));
        out.sort_by_key(|v| (v.gate, v.check));
        Violations(out)
    }
}

/// The gate type's rule: "when MachineType is NOVALUE, GateType is always EMPTY"; a MIR gate
/// type's value bit says whether the gate has a value.
#[inline]
fn gate_type(
    c: &Circuit,
    g: GateRef,
    view: &opforge_ir::graph::GateView<'_, Opcode, GateType>,
    novalue: Option<MachineType>,
    out: &mut Vec<Violation>,
) {
    let own = view.ty.unwrap_or(MachineType::Novalue);
    let gate_type = view.extra;
    let wrong = if Some(own) == novalue {
        gate_type != GateType::EMPTY
    } else {
        gate_type.has_value() == Some(false)
    };
    if !wrong {
        return;
    }
    let expected = if Some(own) == novalue {
        format!(
            "EMPTY ({:#x}), the gate type of every {own} gate",
            GateType::EMPTY.0
        )
    } else {
        format!("a TS gate type or a MIR one with the value bit set, as the {own} gate has a value")
    };
    out.push(violation(
        c,
        g,
        Check::GateType,
        None,
        expected,
        format!("{:#x}", gate_type.0),
    ));
}

impl From<graph::Finding<Opcode>> for Violation {
    /// A finding of the generic per-gate rules, under the Circuit's name of its rule.
    fn from(f: graph::Finding<Opcode>) -> Self {
        let check = match f.check {
            GateCheck::DanglingInput => Check::DanglingInput,
            GateCheck::StateInputCount => Check::StateInputCount,
            GateCheck::StateInputSource => Check::StateInputSource,
            GateCheck::DependInputCount => Check::DependInputCount,
            GateCheck::DependInputSource => Check::DependInputSource,
            GateCheck::DataInputCount => Check::DataInputCount,
            GateCheck::DataInputSource => Check::DataInputSource,
            GateCheck::DataInputType => Check::DataInputType,
            GateCheck::OutputType => Check::OutputType,
            GateCheck::BitfieldValue => Check::BitfieldValue,
            GateCheck::RootMembership => Check::RootMembership,
            GateCheck::RootGate => Check::RootGate,
            GateCheck::NoInputs => Check::NoInputs,
            GateCheck::StateUsers => Check::StateUsers,
            GateCheck::Unreachable => Check::Unreachable,
            GateCheck::Cycle => Check::Cycle,
            GateCheck::SelectorArity => Check::SelectorArity,
            GateCheck::OpenLoop => Check::OpenLoop,
            GateCheck::Unschedulable => Check::Unschedulable,
            GateCheck::DuplicateCase => Check::DuplicateCase,
            GateCheck::ParameterType => Check::ParameterType,
            GateCheck::ReturnType => Check::ReturnType,
        };
        Violation {
            check,
            gate: f.gate,
            opcode: Some(f.opcode),
            wire: f.input.map(|at| (at.kind, at.index)),
            expected: f.expected,
            found: f.found,
        }
    }
}

impl Circuit {
    /// Checks the circuit; `Ok` when it is valid, every violation otherwise.
    pub fn verify(&self) -> Result<(), Violations> {
        let v = verify(self);
        if v.is_empty() { Ok(()) } else { Err(v) }
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
