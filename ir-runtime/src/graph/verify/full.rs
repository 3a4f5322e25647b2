//! The verifier's full per-gate rules: owns [`check_gate`], which reports every rule one gate
//! breaks with its message (the gates the fast path in `masks` cannot clear come here), and the
//! wording findings share ([`describe`], type constraints, opcode lists). Its type rules say what
//! the fast path's masks say (a test holds the two paths to agreeing on the Circuit IR's table).

use super::super::arena::{GateRef, GateView, Graph};
use super::super::layer::{GraphLayer, WireKind};
use super::arity::{Arity, entry_for};
use super::{Finding, GateCheck, InputAt};
use crate::{BitfieldKind, DependCount, DependInfo, InputInfo, TypeConstraint};

/// Whether a value of type `t` (`None`: the source has no type) fits constraint `c` at a gate
/// whose own type is `own`: never "no value" (no type, or the table's `no_value` type); any other
/// type when `c` names none; a member of its type set; or, for a type variable, the gate's own
/// type. The fast path's masks (`masks::allowed_types`) say the same.
fn fits<Op: GraphLayer>(c: TypeConstraint<Op>, t: Option<Op::Type>, own: Option<Op::Type>) -> bool {
    let Some(t) = t.filter(|&t| Some(t) != Op::layer().no_value) else {
        return false;
    };
    let bits = Op::type_bits(c.types);
    (bits == 0 && c.var.is_none())
        || bits >> Op::type_index(t) & 1 == 1
        || (c.var.is_some() && own == Some(t))
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

/// Describes a gate for a finding: `%7 (PLUS i32)` (a gate without a type carries the table's
/// `no_value` type when it declares one, as its text does).
pub fn describe<Op: GraphLayer, X: Copy + Default>(graph: &Graph<Op, X>, g: GateRef) -> String {
    match graph.opcode_and_type(g) {
        Some((op, ty)) => match ty.or(Op::layer().no_value) {
            Some(t) => format!("{g} ({} {})", op.info().name, Op::layer().spelling(t)),
            None => format!("{g} ({})", op.info().name),
        },
        None => format!("{g} (no such gate)"),
    }
}

/// How a finding lists opcodes: `one of A, B` (the first five and a count past six).
pub(super) fn opcode_list<Op: GraphLayer>(ops: &[Op]) -> String {
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

/// Collects one gate's findings.
struct GateCx<'g, 'o, Op: GraphLayer, X: Copy + Default> {
    graph: &'g Graph<Op, X>,
    gate: GateRef,
    view: GateView<'g, Op, X>,
    out: &'o mut Vec<Finding<Op>>,
}

impl<Op: GraphLayer, X: Copy + Default> GateCx<'_, '_, Op, X> {
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

    fn describe(&self, g: GateRef) -> String {
        describe(self.graph, g)
    }

    /// Reports every input naming no gate; returns whether there was one.
    fn dangling(&mut self) -> bool {
        let n = self.graph.len();
        let mut any = false;
        for (i, &src) in self.view.inputs.iter().enumerate() {
            if src.index() < n {
                continue;
            }
            any = true;
            let (kind, index) = self
                .graph
                .input_kind(self.gate, i)
                .unwrap_or((WireKind::Data, i));
            let n = self.view.of(kind).len();
            let at = Some(InputAt::new(self.view.opcode, kind, index, n, None));
            self.push(
                GateCheck::DanglingInput,
                at,
                "a gate of this graph".into(),
                src.to_string(),
            );
        }
        any
    }

    fn count(&mut self, check: GateCheck, kind: WireKind, entries: &[InputInfo<Op>]) {
        let n = self.view.of(kind).len();
        let arity = Arity::of(entries, self.view.bitfield);
        if !arity.accepts(n) {
            let wire = wire_names::<Op>(entries.iter().map(|e| e.wire), kind);
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
        let own = self.view.ty.or(Op::layer().no_value);
        for (i, &src) in inputs.iter().enumerate() {
            let Some((src_op, src_ty)) = self.graph.opcode_and_type(src) else {
                continue;
            };
            let entry = entry_for(entries, i, inputs.len());
            let name = entry.and_then(|e| e.name);
            let at = Some(InputAt::new(self.view.opcode, kind, i, inputs.len(), name));
            let produces = match kind {
                WireKind::State => !src_op.info().shape.state_out.is_empty(),
                _ => src_op.info().shape.data_out.is_some(),
            };
            if !produces {
                let what = match kind {
                    WireKind::State => "a gate with state users",
                    _ => "a gate that produces a value",
                };
                let found = self.describe(src);
                self.push(source, at, what.into(), found);
                continue;
            }
            let Some(entry) = entry else { continue };
            if let Some(from) = entry.from
                && !from.contains(src_op)
            {
                let found = self.describe(src);
                self.push(source, at, opcode_list(from.list), found);
            }
            if kind == WireKind::Data && !fits(entry.types, src_ty, own) {
                let expected = format!("a value of type {}", constraint_text(entry.types, own));
                let found = self.describe(src);
                self.push(GateCheck::DataInputType, at, expected, found);
            }
        }
    }

    fn depends(&mut self, count: DependCount, kinds: &[DependInfo]) {
        let (n, bitfield) = (self.view.depend.len(), self.view.bitfield);
        let ok = match count {
            DependCount::Fixed(k) => n == usize::from(k),
            DependCount::Bitfield => u64::try_from(n).is_ok_and(|n| n == bitfield),
            DependCount::Any => true,
        };
        let wire = wire_names::<Op>(kinds.iter().map(|k| k.wire), WireKind::Depend);
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
            let at = InputAt::new(self.view.opcode, WireKind::Depend, i, n, None);
            if !src_op.info().shape.depend_outs.contains(&at.wire) {
                let found = self.describe(src);
                self.push(
                    GateCheck::DependInputSource,
                    Some(at),
                    format!("a gate that produces a {} wire", at.wire),
                    found,
                );
            }
        }
    }

    fn own_type(&mut self) {
        let layer = Op::layer();
        let shape = self.view.opcode.info().shape;
        let own = self.view.ty;
        let valued = own.is_some_and(|t| Some(t) != layer.no_value);
        let uses_var = shape.data_in.iter().any(|e| e.types.var.is_some());
        let ok = match shape.data_out {
            Some(c) => valued && own.is_some_and(|t| fits(c, Some(t), Some(t))),
            None if uses_var => valued,
            None => !valued,
        };
        if ok {
            return;
        }
        let expected = match shape.data_out {
            Some(c) => format!("a type in {}", constraint_text(c, None)),
            None if uses_var => "a type (its inputs' type variable stands for it)".to_owned(),
            None => match layer.no_value {
                Some(t) => format!("no value ({})", layer.spelling(t)),
                None => "no type (the gate has no value)".to_owned(),
            },
        };
        let found = own.map_or_else(|| "none".to_owned(), |t| layer.spelling(t).to_owned());
        self.push(GateCheck::OutputType, None, expected, found);
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

    /// The root list, roots at their offsets, and at least one input; `dangling` says an input
    /// named no gate (a dangling root list is reported once, as dangling).
    fn root(&mut self, dangling: bool) {
        let layer = Op::layer();
        let info = self.view.opcode.info();
        let expected_root = info.root.and_then(|r| layer.root_offset(r)).map(GateRef);
        let root = self.view.root;
        if root != expected_root && !(dangling && root.is_some_and(|r| !self.graph.contains(r))) {
            let expected = match info.root {
                Some(r) => format!("registration in {}", r.info().name),
                None => "no root list".into(),
            };
            let found = root.map_or_else(|| "none".into(), |r| self.describe(r));
            let op = self.view.opcode;
            let at = root.map(|_| InputAt::new(op, WireKind::Root, 0, 1, None));
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
            let first = layer.roots[0].info().name;
            self.push(
                GateCheck::NoInputs,
                None,
                format!("at least one input (only {first}, the first root, has none)"),
                "none".into(),
            );
        }
    }
}

/// The table's names of the wire kinds `wires` (in order, each once) for a count finding:
/// `order`, `order and io`; the first kind of behaviour `kind` when there are none.
fn wire_names<Op: GraphLayer>(wires: impl Iterator<Item = &'static str>, kind: WireKind) -> String {
    let mut names: Vec<&str> = Vec::new();
    for w in wires {
        if !names.contains(&w) {
            names.push(w);
        }
    }
    if names.is_empty() {
        return Op::layer().wire_name(kind).to_owned();
    }
    names.join(" and ")
}

/// The full per-gate rules of gate `g` (its `view`): appends every finding to `out` but those
/// about its users, and returns whether one of its
/// dependency or data inputs names a gate at or after it that is not a loop's back edge (only
/// then can the flow have a cycle through it).
#[inline(never)]
#[cold]
pub(super) fn check_gate<Op: GraphLayer, X: Copy + Default>(
    graph: &Graph<Op, X>,
    g: GateRef,
    view: GateView<'_, Op, X>,
    out: &mut Vec<Finding<Op>>,
) -> bool {
    let shape = view.opcode.info().shape;
    let mut cx = GateCx {
        graph,
        gate: g,
        view,
        out,
    };
    let behind = view.inputs.iter().all(|s| s.index() < g.index());
    let dangling = !behind && cx.dangling();
    cx.listed(WireKind::State, shape.state_in);
    cx.depends(shape.depend_in, shape.depend_kinds);
    cx.listed(WireKind::Data, shape.data_in);
    cx.own_type();
    cx.bitfield();
    cx.root(dangling);
    if behind {
        return false;
    }
    let rules = &Op::layer().rules;
    view.flow()
        .iter()
        .enumerate()
        .any(|(k, s)| s.index() >= g.index() && !super::super::rules::cuts(graph, rules, g, k))
}
