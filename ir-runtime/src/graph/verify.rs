//! The per-gate verifier of any table: owns [`verify`], [`Finding`], [`Findings`] and
//! [`GateCheck`]. Every rule is read from the generated `OPCODE_INFO` rows, none is written per
//! opcode: input counts per wire kind (fixed, optional, any, or as many as the bitfield says),
//! the opcodes each input admits, that each source produces the wire it feeds, input types (type
//! sets, and type variables, which stand for the gate's own type), the gate's own type against
//! its output, bitfield ranges and enum cases, root-list registration, roots only at their
//! offsets, and the users each gate admits through state wires; then the graph rules the
//! table's `graph_rules` switch on ([`super::rules`]).
//!
//! A finding names the gate, the input (wire kind, index and operand name), what the rule
//! expects and what the graph has, as the Circuit IR's verifier does.

use core::fmt;

use super::arena::{GateRef, GateView, Graph};
use super::layer::{GraphLayer, WireKind};
use crate::{BitfieldKind, DependCount, InputInfo, OpcodeEnum, Repeat, TypeConstraint};

/// The per-gate rules, each with a name that findings and tests use.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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
    /// A root opcode away from its fixed offset.
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
}

impl GateCheck {
    /// Every check, in the order the verifier runs them: the per-gate rules, then the graph
    /// rules the table asks for.
    pub const ALL: [GateCheck; 16] = [
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
        }
    }
}

/// One input a finding is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InputAt {
    /// Its wire kind.
    pub kind: WireKind,
    /// Its index among the gate's inputs of that kind.
    pub index: usize,
    /// The operand's name in the table, when it gives one.
    pub name: Option<&'static str>,
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
            let wire = Op::layer().wire_name(at.kind);
            write!(f, ", {wire} input {}", at.index)?;
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

/// The legal range of input counts of one wire kind, from its row entries and the bitfield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arity {
    /// The fewest inputs.
    pub min: usize,
    /// The most inputs (`None`: no limit).
    pub max: Option<usize>,
}

impl Arity {
    /// The range `entries` allow at a gate whose bitfield is `bitfield`.
    pub fn of<Op: OpcodeEnum>(entries: &[InputInfo<Op>], bitfield: u64) -> Arity {
        let mut min = 0usize;
        let mut max = Some(0usize);
        for e in entries {
            match (e.repeat, e.optional) {
                (Repeat::Once, false) => {
                    min += 1;
                    max = max.map(|m| m + 1);
                }
                (Repeat::Once, true) => max = max.map(|m| m + 1),
                (Repeat::Bitfield, _) => {
                    let n = usize::try_from(bitfield).unwrap_or(usize::MAX);
                    min = min.saturating_add(n);
                    max = max.map(|m| m.saturating_add(n));
                }
                (Repeat::Any, _) => max = None,
            }
        }
        Arity { min, max }
    }

    /// Whether `n` inputs are in range.
    pub fn accepts(self, n: usize) -> bool {
        n >= self.min && self.max.is_none_or(|m| n <= m)
    }

    /// The range as a finding writes it: `2`, `1..=3`, `at least 1`.
    pub fn text(self) -> String {
        match self.max {
            Some(m) if m == self.min => format!("{m}"),
            Some(m) => format!("{}..={m}", self.min),
            None => format!("at least {}", self.min),
        }
    }
}

/// The row entry that input `i` of `n` inputs of a wire kind falls under: entries before the
/// variadic one map in order, entries after it take the last inputs, the variadic one the rest.
pub fn entry_for<Op: OpcodeEnum>(
    entries: &[InputInfo<Op>],
    i: usize,
    n: usize,
) -> Option<&InputInfo<Op>> {
    let Some(v) = entries.iter().position(|e| e.repeat != Repeat::Once) else {
        return entries.get(i);
    };
    let after = entries.len() - v - 1;
    if i < v {
        entries.get(i)
    } else if n >= v + after && i + after >= n {
        entries.get(entries.len() - (n - i))
    } else {
        entries.get(v)
    }
}

/// Whether a value of type `t` fits constraint `c` at a gate whose own type is `own`: any type
/// when `c` names none, a member of its type set, or (for a type variable) the gate's own type.
fn fits<Op: GraphLayer>(c: TypeConstraint<Op>, t: Op::Type, own: Option<Op::Type>) -> bool {
    let bits = Op::type_bits(c.types);
    if bits == 0 && c.var.is_none() {
        return Some(t) != Op::layer().no_value;
    }
    bits >> Op::type_index(t) & 1 == 1 || (c.var.is_some() && own == Some(t))
}

/// How a finding writes a type constraint: its types, then its variable with the gate's type.
fn constraint_text<Op: GraphLayer>(c: TypeConstraint<Op>, own: Option<Op::Type>) -> String {
    let layer = Op::layer();
    let bits = Op::type_bits(c.types);
    let mut parts: Vec<String> = layer
        .types
        .iter()
        .filter(|t| bits >> Op::type_index(t.ty) & 1 == 1)
        .map(|t| t.spelling.to_owned())
        .collect();
    if let Some(v) = c.var {
        let name = layer.type_var_name(v);
        parts.push(match own {
            Some(o) => format!("{name} (the gate's own type, {})", layer.spelling(o)),
            None => format!("{name} (the gate's own type, which it lacks)"),
        });
    }
    if parts.is_empty() {
        "any value".to_owned()
    } else {
        parts.join(" | ")
    }
}

/// Describes a gate for a finding: `%7 (PLUS i32)`.
pub fn describe<Op: GraphLayer>(graph: &Graph<Op>, g: GateRef) -> String {
    match graph.opcode(g) {
        Some(op) => match graph.ty(g) {
            Some(t) => format!("{g} ({} {})", op.info().name, Op::layer().spelling(t)),
            None => format!("{g} ({})", op.info().name),
        },
        None => format!("{g} (no such gate)"),
    }
}

fn opcode_list<Op: GraphLayer>(ops: &[Op]) -> String {
    let names: Vec<&str> = ops.iter().map(|o| o.info().name).collect();
    if names.len() > 6 {
        format!(
            "one of {} and {} more",
            names[..5].join(", "),
            names.len() - 5
        )
    } else {
        format!("one of {}", names.join(", "))
    }
}

/// Whether gates of `op` produce a value (a data output).
fn has_value<Op: GraphLayer>(op: Op) -> bool {
    op.info().shape.data_out.is_some()
}

/// Whether gates of `op` may feed a state input: the row lists state users, or some row admits
/// it as a state source.
fn feeds_state<Op: GraphLayer>(op: Op) -> bool {
    !op.info().shape.state_out.is_empty()
}

/// Collects one gate's findings.
struct GateCx<'g, Op: GraphLayer> {
    graph: &'g Graph<Op>,
    gate: GateRef,
    view: GateView<'g, Op>,
    out: &'g mut Vec<Finding<Op>>,
}

impl<Op: GraphLayer> GateCx<'_, Op> {
    fn push(&mut self, check: GateCheck, input: Option<InputAt>, expected: String, found: String) {
        self.out.push(Finding {
            check,
            gate: self.gate,
            opcode: self.view.opcode,
            input,
            expected,
            found,
        });
    }

    fn count(&mut self, check: GateCheck, kind: WireKind, entries: &[InputInfo<Op>]) {
        let n = self.view.of(kind).len();
        let arity = Arity::of(entries, self.view.bitfield);
        if !arity.accepts(n) {
            let wire = Op::layer().wire_name(kind);
            self.push(
                check,
                None,
                format!("{} {wire} inputs", arity.text()),
                n.to_string(),
            );
        }
    }

    /// The input checks of a listed wire kind (state or data).
    fn listed(&mut self, kind: WireKind, entries: &[InputInfo<Op>]) {
        let (count, source) = match kind {
            WireKind::State => (GateCheck::StateInputCount, GateCheck::StateInputSource),
            _ => (GateCheck::DataInputCount, GateCheck::DataInputSource),
        };
        self.count(count, kind, entries);
        let inputs = self.view.of(kind);
        for (i, &src) in inputs.iter().enumerate() {
            let Some(src_op) = self.graph.opcode(src) else {
                continue;
            };
            let entry = entry_for(entries, i, inputs.len());
            let at = Some(InputAt {
                kind,
                index: i,
                name: entry.and_then(|e| e.name),
            });
            let produces = match kind {
                WireKind::State => feeds_state(src_op),
                _ => has_value(src_op),
            };
            if !produces {
                let what = match kind {
                    WireKind::State => "a gate with state users",
                    _ => "a gate that produces a value",
                };
                let found = describe(self.graph, src);
                self.push(source, at, what.into(), found);
                continue;
            }
            let Some(entry) = entry else { continue };
            if let Some(from) = entry.from
                && !from.contains(src_op)
            {
                let found = describe(self.graph, src);
                self.push(source, at, opcode_list(from.list), found);
            }
            if kind == WireKind::Data {
                let own = self.view.ty;
                let fit = self
                    .graph
                    .ty(src)
                    .is_some_and(|t| fits(entry.types, t, own));
                if !fit {
                    let expected = format!("a value of type {}", constraint_text(entry.types, own));
                    let found = describe(self.graph, src);
                    self.push(GateCheck::DataInputType, at, expected, found);
                }
            }
        }
    }

    fn depends(&mut self, count: DependCount) {
        let (n, bitfield) = (self.view.depend.len(), self.view.bitfield);
        let ok = match count {
            DependCount::Fixed(k) => n == usize::from(k),
            DependCount::Bitfield => u64::try_from(n).is_ok_and(|n| n == bitfield),
            DependCount::Any => true,
        };
        let wire = Op::layer().wire_name(WireKind::Depend);
        if !ok {
            let expected = match count {
                DependCount::Fixed(k) => k.to_string(),
                DependCount::Bitfield => format!("{bitfield} (the bitfield's count)"),
                DependCount::Any => "any number".into(),
            };
            self.push(
                GateCheck::DependInputCount,
                None,
                format!("{expected} {wire} inputs"),
                n.to_string(),
            );
        }
        for (i, &src) in self.view.depend.iter().enumerate() {
            let Some(src_op) = self.graph.opcode(src) else {
                continue;
            };
            if !src_op.info().shape.depend_out {
                let at = Some(InputAt {
                    kind: WireKind::Depend,
                    index: i,
                    name: None,
                });
                let found = describe(self.graph, src);
                self.push(
                    GateCheck::DependInputSource,
                    at,
                    format!("a gate that produces a {wire} wire"),
                    found,
                );
            }
        }
    }

    fn own_type(&mut self) {
        let layer = Op::layer();
        let shape = self.view.opcode.info().shape;
        let own = self.view.ty;
        let uses_var = shape.data_in.iter().any(|e| e.types.var.is_some());
        let (ok, expected) = match shape.data_out {
            Some(c) => (
                own.is_some_and(|t| Some(t) != layer.no_value && fits(c, t, Some(t))),
                format!("a type in {}", constraint_text(c, None)),
            ),
            None if uses_var => (
                own.is_some_and(|t| Some(t) != layer.no_value),
                "a type (its inputs' type variable stands for it)".to_owned(),
            ),
            None => (
                own.is_none() || own == layer.no_value,
                "no type (the gate has no value)".to_owned(),
            ),
        };
        if !ok {
            let found = own.map_or_else(|| "none".to_owned(), |t| layer.spelling(t).to_owned());
            self.push(GateCheck::OutputType, None, expected, found);
        }
    }

    fn bitfield(&mut self) {
        let info = self.view.opcode.info();
        let b = self.view.bitfield;
        let (ok, expected, found) = match info.bitfield.kind {
            BitfieldKind::Enum(name) => (
                info.bitfield.values.binary_search(&b).is_ok(),
                format!("a case of {name}"),
                format!("{b:#x}"),
            ),
            BitfieldKind::Bits(w) => (
                w >= 64 || b >> w == 0,
                format!("a {w}-bit value"),
                format!("{b:#x}"),
            ),
            BitfieldKind::None => (b == 0, "0 (the bitfield is unused)".into(), b.to_string()),
            BitfieldKind::Count => (true, String::new(), String::new()),
        };
        if !ok {
            self.push(GateCheck::BitfieldValue, None, expected, found);
        }
    }

    fn root(&mut self) {
        let layer = Op::layer();
        let info = self.view.opcode.info();
        let expected_root = info.root.and_then(|r| layer.root_offset(r)).map(GateRef);
        let root = self.view.root;
        if root != expected_root {
            let expected = match info.root {
                Some(r) => format!("registration in {}", r.info().name),
                None => "no root list".into(),
            };
            let found = root.map_or_else(|| "none".into(), |r| describe(self.graph, r));
            let at = root.map(|_| InputAt {
                kind: WireKind::Root,
                index: 0,
                name: None,
            });
            self.push(GateCheck::RootMembership, at, expected, found);
        }
        let offset = layer.root_offset(self.view.opcode);
        if offset.is_some_and(|o| o != self.gate.0) {
            let found = format!("{} at {}", info.name, self.gate);
            self.push(
                GateCheck::RootGate,
                None,
                "root gates only at their fixed offsets".into(),
                found,
            );
        }
        if !layer.roots.is_empty()
            && self.gate.index() >= layer.roots.len()
            && self.view.inputs.is_empty()
        {
            self.push(
                GateCheck::NoInputs,
                None,
                "at least one input (only the first root has none)".into(),
                "none".into(),
            );
        }
    }

    /// Each user through a state wire must be admitted by an entry of the gate's state users,
    /// and each "exactly one" entry must match exactly one user (a user counts for the first
    /// entry that admits it).
    fn state_users(&mut self) {
        let allowed = self.view.opcode.info().shape.state_out;
        let users = self.graph.uses(self.gate);
        if users.is_empty() && !allowed.iter().any(|e| e.exactly_one) {
            return;
        }
        // Per entry, the users it admits (a user counts for the first entry that admits it).
        let mut matched = vec![0usize; allowed.len()];
        let mut previous = None;
        for &u in users {
            // The users index lists a user once per input naming this gate, consecutively.
            if previous.replace(u) == Some(u) {
                continue;
            }
            let takes_state = self
                .graph
                .inputs_of(u, WireKind::State)
                .contains(&self.gate);
            let Some(u_op) = self.graph.opcode(u).filter(|_| takes_state) else {
                continue;
            };
            match allowed.iter().position(|e| e.opcodes.contains(u_op)) {
                Some(k) => matched[k] += 1,
                None => {
                    let expected = if allowed.is_empty() {
                        "no state users".to_owned()
                    } else {
                        let names: Vec<String> = allowed
                            .iter()
                            .map(|e| opcode_list(e.opcodes.list))
                            .collect();
                        format!("state users among: {}", names.join("; "))
                    };
                    let found = describe(self.graph, u);
                    self.push(GateCheck::StateUsers, None, expected, found);
                }
            }
        }
        for (e, n) in allowed.iter().zip(matched) {
            if e.exactly_one && n != 1 {
                let expected = format!(
                    "exactly one state user that is {}",
                    opcode_list(e.opcodes.list)
                );
                self.push(GateCheck::StateUsers, None, expected, n.to_string());
            }
        }
    }
}

/// Checks every per-gate rule on every gate of `graph`, in gate order, then the graph rules the
/// table asks for (`super::rules`); returns every finding (empty when the graph is valid).
pub fn verify<Op: GraphLayer>(graph: &Graph<Op>) -> Findings<Op> {
    let mut out = Vec::new();
    for g in graph.gates() {
        let Some(view) = graph.view(g) else { continue };
        let mut cx = GateCx {
            graph,
            gate: g,
            view,
            out: &mut out,
        };
        for (i, &src) in view.inputs.iter().enumerate() {
            if !graph.contains(src) {
                let (kind, index) = graph.input_kind(g, i).unwrap_or((WireKind::Data, i));
                let at = Some(InputAt {
                    kind,
                    index,
                    name: None,
                });
                cx.push(
                    GateCheck::DanglingInput,
                    at,
                    "a gate of this graph".into(),
                    src.to_string(),
                );
            }
        }
        let shape = view.opcode.info().shape;
        cx.listed(WireKind::State, shape.state_in);
        cx.depends(shape.depend_in);
        cx.listed(WireKind::Data, shape.data_in);
        cx.own_type();
        cx.bitfield();
        cx.root();
        cx.state_users();
    }
    super::rules::check(graph, &Op::layer().rules, &mut out);
    Findings(out)
}
