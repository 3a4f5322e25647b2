//! Per-gate rules, read from the generated `OPCODE_INFO` table rather than written per opcode:
//! input counts per wire kind (fixed, optional, or driven by the bitfield), allowed source
//! opcodes, input types (type sets and the gate's own type for a type variable), the gate's output
//! type, its gate type (which must agree with the machine type), its bitfield, its users through
//! state wires and its root list.

use super::{Check, OpFacts, Successors, Violation, describe, violation};
use crate::circuit::{Circuit, GateRef, GateView, WireKind};
use crate::gate_type::GateType;
use crate::opcode::{
    BitfieldKind, DependCount, InputInfo, MachineType, Opcode, Repeat, TypeConstraint,
};

/// The legal range of input counts of one wire kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Arity {
    min: usize,
    max: Option<usize>,
}

impl Arity {
    fn of(entries: &[InputInfo], bitfield: u64) -> Arity {
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

    fn accepts(self, n: usize) -> bool {
        n >= self.min && self.max.is_none_or(|m| n <= m)
    }

    fn text(self) -> String {
        match self.max {
            Some(m) if m == self.min => format!("{m}"),
            Some(m) => format!("{}..={m}", self.min),
            None => format!("at least {}", self.min),
        }
    }
}

/// The table entry that input `i` of `n` inputs of a wire kind falls under: entries before the
/// variadic one map in order, entries after it take the last inputs, the variadic one the rest.
fn entry_for(entries: &[InputInfo], i: usize, n: usize) -> Option<&InputInfo> {
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

fn type_text(t: TypeConstraint, own: Option<MachineType>) -> String {
    let mut parts: Vec<String> = MachineType::ALL
        .iter()
        .filter(|m| t.types.contains(**m))
        .map(|m| m.to_string())
        .collect();
    if let Some(v) = t.var {
        parts.push(match own {
            Some(o) => format!("{v:?} (the gate's own type, {o})"),
            None => format!("{v:?}"),
        });
    }
    if parts.is_empty() {
        "any value".to_owned()
    } else {
        parts.join(" | ")
    }
}

/// The bit of machine type `t` in a mask over `MachineType` numbers.
#[inline]
pub(super) fn type_bit(t: MachineType) -> u64 {
    1u64 << (t as u32)
}

/// The machine types constraint `t` accepts, as a mask over `MachineType` numbers: any type when
/// it names none, its type set, and `own` (the gate's own type's bit) for a type variable; never
/// a type in `novalue` (the bit of NOVALUE, or 0).
#[inline]
pub(super) fn allowed_types(t: TypeConstraint, own: u64, novalue: u64) -> u64 {
    let types = if t.types.is_empty() && t.var.is_none() {
        u64::MAX
    } else {
        t.types.0
    };
    let var = if t.var.is_some() { own } else { 0 };
    (types | var) & !novalue
}

fn opcode_list(ops: &[Opcode]) -> String {
    if ops.len() > 6 {
        let head: Vec<&str> = ops[..5].iter().map(|o| o.name()).collect();
        format!("one of {} and {} more", head.join(", "), ops.len() - 5)
    } else {
        let all: Vec<&str> = ops.iter().map(|o| o.name()).collect();
        format!("one of {}", all.join(", "))
    }
}

#[inline(always)]
pub(super) fn check(
    c: &Circuit,
    g: GateRef,
    view: GateView<'_>,
    novalue: Option<MachineType>,
    facts: &[OpFacts],
    successors: &mut Successors,
    out: &mut Vec<Violation>,
) -> bool {
    let (op, own, bitfield) = (view.opcode, view.machine_type, view.bitfield);
    let info = op.info();
    let shape = &info.shape;

    // Dangling references first: a missing source makes the other input checks meaningless.
    // The common case, every input (of any kind, contiguous in the pool) naming an earlier
    // gate, rules out both dangling inputs and flow pointing forward in one pass.
    let gi = g.index();
    let behind = view.inputs.iter().all(|s| s.index() < gi);
    let n = c.len();
    let mut dangling = false;
    let kinds = [view.state, view.depend, view.data];
    if !behind
        && (kinds.iter().any(|k| k.iter().any(|s| s.index() >= n))
            || view.root.is_some_and(|r| r.index() >= n))
    {
        for (i, &src) in c.inputs(g).iter().enumerate() {
            if !c.contains(src) {
                dangling = true;
                let wire = c.input_kind(g, i);
                out.push(violation(
                    c,
                    g,
                    Check::DanglingInput,
                    wire,
                    "a gate of this circuit".into(),
                    src.to_string(),
                ));
            }
        }
    }

    // State inputs.
    let states = view.state;
    let fact = &facts[op as usize];
    let state_ok = if fact.fixed_state {
        states.len() == shape.state_in.len()
    } else {
        Arity::of(shape.state_in, bitfield).accepts(states.len())
    };
    if !state_ok {
        let arity = Arity::of(shape.state_in, bitfield);
        out.push(violation(
            c,
            g,
            Check::StateInputCount,
            None,
            format!("{} state inputs", arity.text()),
            states.len().to_string(),
        ));
    }
    for (i, &src) in states.iter().enumerate() {
        successors.record(src, g);
        let Some(src_op) = c.opcode(src) else {
            continue;
        };
        let entry = if fact.fixed_state {
            shape.state_in.get(i)
        } else {
            entry_for(shape.state_in, i, states.len())
        };
        if let Some(from) = entry.and_then(|e| e.from)
            && !from.contains(src_op)
        {
            out.push(violation(
                c,
                g,
                Check::StateInputSource,
                Some((WireKind::State, i)),
                opcode_list(from.list),
                describe(c, src),
            ));
        }
    }

    // Dependency inputs.
    let depends = view.depend;
    let depend_ok = match shape.depend_in {
        DependCount::Fixed(n) => depends.len() == n as usize,
        DependCount::Bitfield => u64::try_from(depends.len()).is_ok_and(|n| n == bitfield),
        DependCount::Any => true,
    };
    if !depend_ok {
        let expected = match shape.depend_in {
            DependCount::Fixed(n) => n.to_string(),
            DependCount::Bitfield => format!("{bitfield} (the bitfield's count)"),
            DependCount::Any => "any number".into(),
        };
        out.push(violation(
            c,
            g,
            Check::DependInputCount,
            None,
            format!("{expected} dependency inputs"),
            depends.len().to_string(),
        ));
    }
    for (i, &src) in depends.iter().enumerate() {
        let Some(src_op) = c.opcode(src) else {
            continue;
        };
        if !facts[src_op as usize].depend_out {
            out.push(violation(
                c,
                g,
                Check::DependInputSource,
                Some((WireKind::Depend, i)),
                "a gate that produces a dependency".into(),
                describe(c, src),
            ));
        }
    }

    // Data inputs.
    let own_bit = type_bit(own);
    let no_bit = novalue.map_or(0, type_bit);
    let data = view.data;
    let data_ok = if fact.fixed_data {
        data.len() == shape.data_in.len()
    } else {
        Arity::of(shape.data_in, bitfield).accepts(data.len())
    };
    if !data_ok {
        let arity = Arity::of(shape.data_in, bitfield);
        out.push(violation(
            c,
            g,
            Check::DataInputCount,
            None,
            format!("{} data inputs", arity.text()),
            data.len().to_string(),
        ));
    }
    for (i, &src) in data.iter().enumerate() {
        let Some((src_op, src_ty)) = c.opcode_and_type(src) else {
            continue;
        };
        let entry = if fact.fixed_data {
            shape.data_in.get(i)
        } else {
            entry_for(shape.data_in, i, data.len())
        };
        let Some(entry) = entry else {
            continue;
        };
        if !facts[src_op as usize].value_out {
            out.push(violation(
                c,
                g,
                Check::DataInputSource,
                Some((WireKind::Data, i)),
                "a gate that produces a value".into(),
                describe(c, src),
            ));
            continue;
        }
        if let Some(from) = entry.from
            && !from.contains(src_op)
        {
            out.push(violation(
                c,
                g,
                Check::DataInputSource,
                Some((WireKind::Data, i)),
                opcode_list(from.list),
                describe(c, src),
            ));
        }
        if allowed_types(entry.types, own_bit, no_bit) & type_bit(src_ty) == 0 {
            out.push(violation(
                c,
                g,
                Check::DataInputType,
                Some((WireKind::Data, i)),
                format!("a value of type {}", type_text(entry.types, Some(own))),
                describe(c, src),
            ));
        }
    }

    // The gate's own type.
    if fact.own_types & own_bit == 0 {
        let expected = match shape.data_out {
            Some(t) => format!("a machine type in {}", type_text(t, None)),
            None => "no value (NOVALUE)".into(),
        };
        out.push(violation(
            c,
            g,
            Check::OutputType,
            None,
            expected,
            own.to_string(),
        ));
    }

    // The gate type: "when MachineType is NOVALUE, GateType is always EMPTY"; a MIR gate type's
    // value bit says whether the gate has a value.
    let gate_type = view.gate_type;
    let expected = if Some(own) == novalue {
        (gate_type != GateType::EMPTY).then(|| {
            format!(
                "EMPTY ({:#x}), the gate type of every {own} gate",
                GateType::EMPTY.0
            )
        })
    } else {
        (gate_type.has_value() == Some(false)).then(|| {
            format!(
                "a TS gate type or a MIR one with the value bit set, as the {own} gate has a value"
            )
        })
    };
    if let Some(expected) = expected {
        out.push(violation(
            c,
            g,
            Check::GateType,
            None,
            expected,
            format!("{:#x}", gate_type.0),
        ));
    }

    // Bitfield.
    match info.bitfield.kind {
        BitfieldKind::Enum(name) if info.bitfield.values.binary_search(&bitfield).is_err() => {
            out.push(violation(
                c,
                g,
                Check::BitfieldValue,
                None,
                format!("a case of {name}"),
                format!("{bitfield:#b}"),
            ));
        }
        BitfieldKind::Bits(w) if w < 64 && bitfield >> w != 0 => {
            out.push(violation(
                c,
                g,
                Check::BitfieldValue,
                None,
                format!("a {w}-bit value"),
                format!("{bitfield:#x}"),
            ));
        }
        BitfieldKind::None if bitfield != 0 => {
            out.push(violation(
                c,
                g,
                Check::BitfieldValue,
                None,
                "0 (the bitfield is unused)".into(),
                bitfield.to_string(),
            ));
        }
        _ => {}
    }

    // Root list.
    let root = view.root;
    let expected_root = fact.root;
    if root != expected_root && !(dangling && root.is_some_and(|r| !c.contains(r))) {
        let expected = match info.root {
            Some(r) => format!("registration in {r}"),
            None => "no root list".into(),
        };
        let found = root.map_or_else(|| "none".into(), |r| describe(c, r));
        out.push(violation(
            c,
            g,
            Check::RootMembership,
            root.map(|_| (WireKind::Root, 0)),
            expected,
            found,
        ));
    }
    // Gates away from the fixed root offsets: no root opcode, and at least one input.
    if g.index() >= crate::opcode::Root::ALL.len() {
        if crate::opcode::Root::of(op).is_some() {
            out.push(violation(
                c,
                g,
                Check::RootGate,
                None,
                "root gates only at their fixed offsets".into(),
                format!("{op} at {g}"),
            ));
        }
        if view.state.is_empty()
            && view.depend.is_empty()
            && view.data.is_empty()
            && view.root.is_none()
        {
            out.push(violation(
                c,
                g,
                Check::NoInputs,
                None,
                "at least one input (only CIRCUIT_ROOT has none)".into(),
                "none".into(),
            ));
        }
    }
    if crate::opcode::graph_rules::SELECTOR_ARITY && super::graph::is_selector(op) {
        super::graph::selector_arity(c, g, out);
    }
    // Whether a dependency or data edge points forward in id order (other than a loop selector's
    // input from its LOOP_BACK): only then can flow be cyclic, and only then does the graph pass
    // search for cycles.
    if behind {
        return false;
    }
    let flow = view.flow();
    if flow.iter().all(|s| s.index() < g.index()) {
        return false;
    }
    let back = super::graph::loop_back_inputs(c, g);
    flow.iter()
        .enumerate()
        .any(|(k, s)| s.index() >= g.index() && !back.cuts(k))
}

/// The users of every gate through state wires must be the ones its table lists: every user
/// matched by some entry, each "exactly one" entry matched by exactly one user.
pub(super) fn state_users(
    c: &Circuit,
    successors: &Successors,
    facts: &[OpFacts],
    out: &mut Vec<Violation>,
) {
    // A gate without state users is looked at only when its opcode wants exactly one; the rows'
    // offsets say which gates have none without slicing them.
    let has_users = successors.offsets.windows(2).map(|w| w[0] != w[1]);
    for ((g, op), has_users) in c.gates().zip(c.opcodes()).zip(has_users) {
        if !has_users && !facts[op as usize].exact_state_user {
            continue;
        }
        let users = successors.of(g);
        let allowed = op.shape().state_out;
        let mut exact = [0u32; 8];
        for &u in users {
            let Some(u_op) = c.opcode(u) else { continue };
            match allowed.iter().position(|e| e.opcodes.contains(u_op)) {
                Some(k) => {
                    if let Some(slot) = exact.get_mut(k) {
                        *slot += 1;
                    }
                }
                None => {
                    let expected = if allowed.is_empty() {
                        "no state users".into()
                    } else {
                        let names: Vec<String> = allowed
                            .iter()
                            .map(|e| opcode_list(e.opcodes.list))
                            .collect();
                        format!("state users among: {}", names.join("; "))
                    };
                    out.push(violation(
                        c,
                        g,
                        Check::StateUsers,
                        None,
                        expected,
                        describe(c, u),
                    ));
                }
            }
        }
        for (k, e) in allowed.iter().enumerate() {
            let count = exact.get(k).copied().unwrap_or(1);
            if e.exactly_one && count != 1 {
                out.push(violation(
                    c,
                    g,
                    Check::StateUsers,
                    None,
                    format!(
                        "exactly one state user that is {}",
                        opcode_list(e.opcodes.list)
                    ),
                    count.to_string(),
                ));
            }
        }
    }
}
