//! Per-gate rules, read from the generated `OPCODE_INFO` table rather than written per opcode:
//! input counts per wire kind (fixed, optional, or driven by the bitfield), allowed source
//! opcodes, input types (type sets and the gate's own type for a type variable), the gate's output
//! type, its gate type (which must agree with the machine type), its bitfield, its users through
//! state wires and its root list.
//!
//! Two layers: [`Quick`] reduces the rules of one opcode to a few mask tests, computed once per
//! opcode, and [`fine`] applies them to a gate to decide only that it breaks none; any gate it
//! cannot clear (a variadic or optional input, a doubtful input, any broken rule) goes to
//! [`check`], the full rules, which alone write messages. So the fast path changes no report.

use opforge_ir::graph::{Arity, entry_for};

use super::{Check, OpFacts, Successors, Violation, describe, violation};
use crate::circuit::{Circuit, GateRef, GateView, WireKind};
use crate::gate_type::GateType;
use crate::opcode::{
    BitfieldKind, DependCount, InputInfo, MachineType, Opcode, Repeat, TypeConstraint,
};

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

/// How many inputs of one wire kind [`Quick`] holds masks for.
const QUICK_INPUTS: usize = 4;

/// The bit of opcode `op` in a mask over opcode numbers; 0 for an opcode numbered 64 or more, so
/// such a source never passes a [`Quick`] test (its gate takes the full rules).
#[inline]
pub(super) fn opcode_bit(op: Opcode) -> u64 {
    1u64.checked_shl(u32::from(op.as_u16())).unwrap_or(0)
}

/// The per-gate rules of one opcode as mask tests, for [`fine`]: the input counts, the source
/// opcodes and types each input accepts, the gate's own types, its bitfield's legal values and
/// its root list. Built once per opcode by [`Quick::of`].
#[derive(Clone, Copy, Debug)]
pub(super) struct Quick {
    /// Whether the tests decide the opcode at all: each wire kind's inputs either all fixed
    /// (neither optional nor repeated, at most [`QUICK_INPUTS`]) or one entry repeated as many
    /// times as the bitfield says, and a bitfield rule that is a mask test. Otherwise every gate
    /// of the opcode takes the full rules.
    eligible: bool,
    /// State, dependency and data input counts (0 for a kind counted by the bitfield).
    counts: [u64; 3],
    /// Per wire kind, all ones when the bitfield gives its count (one entry, repeated), else 0:
    /// the kind's count is `counts[k] | bitfield & by_bitfield[k]`.
    by_bitfield: [u64; 3],
    /// Per wire kind, what input `i`'s entry index is `i &`: all ones for fixed inputs, 0 for
    /// one repeated entry.
    entry_mask: [usize; 3],
    /// Per state entry, the source opcodes it allows.
    state_from: [u64; QUICK_INPUTS],
    /// Per data entry, the source opcodes it allows among those producing a value.
    data_from: [u64; QUICK_INPUTS],
    /// Per data entry, the types it names (every type for no constraint), minus NOVALUE.
    data_types: [u64; QUICK_INPUTS],
    /// Per data entry, all bits but NOVALUE's when it accepts the gate's own type, else 0.
    data_own: [u64; QUICK_INPUTS],
    /// The gate's legal own types (see [`OpFacts::own_types`]).
    own_types: u64,
    /// The largest legal bitfield.
    bitfield_max: u64,
    /// The legal bitfields below 64, as a mask (all ones when every value up to the max is).
    bitfield_set: u64,
    /// The root list the gate must be registered in.
    root: Option<GateRef>,
    /// A root opcode: only legal at its fixed offset.
    root_opcode: bool,
    /// A selector role: its arity rule runs after the gate is cleared.
    pub(super) selector: bool,
    /// Some entry of its state users' table wants exactly one user (see
    /// [`OpFacts::exact_state_user`]).
    pub(super) exact_users: bool,
}

/// How the inputs of one wire kind are counted, for [`Quick`]: `Some((count, by_bitfield))`
/// when every entry is fixed (at most [`QUICK_INPUTS`]) or there is one entry, repeated as many
/// times as the bitfield says; `None` otherwise.
fn quick_count(entries: &[InputInfo]) -> Option<(u64, bool)> {
    match entries {
        [e] if e.repeat == Repeat::Bitfield && !e.optional => Some((0, true)),
        _ if entries.len() <= QUICK_INPUTS
            && entries
                .iter()
                .all(|e| e.repeat == Repeat::Once && !e.optional) =>
        {
            Some((entries.len() as u64, false))
        }
        _ => None,
    }
}

impl Quick {
    /// The tests of `op`; `facts` are every opcode's [`OpFacts`], `no_bit` NOVALUE's type bit
    /// (or 0).
    pub(super) fn of(op: Opcode, facts: &[OpFacts], no_bit: u64) -> Quick {
        let shape = op.shape();
        let info = op.info();
        let values = Opcode::ALL
            .iter()
            .zip(facts)
            .filter(|(_, f)| f.value_out)
            .fold(0u64, |m, (&o, _)| m | opcode_bit(o));
        let from_mask = |from: Option<crate::opcode::OpcodeSet>| {
            from.map_or(u64::MAX, |set| {
                set.list.iter().fold(0u64, |m, &o| m | opcode_bit(o))
            })
        };
        let (bitfield_max, bitfield_set, bitfield_ok) = match info.bitfield.kind {
            BitfieldKind::None => (0, u64::MAX, true),
            BitfieldKind::Bits(w) if w < 64 => ((1u64 << w) - 1, u64::MAX, true),
            BitfieldKind::Bits(_) | BitfieldKind::Count => (u64::MAX, u64::MAX, true),
            BitfieldKind::Enum(_) => {
                let values = info.bitfield.values;
                let set = values.iter().fold(0u64, |m, &v| {
                    m | u32::try_from(v)
                        .ok()
                        .and_then(|v| 1u64.checked_shl(v))
                        .unwrap_or(0)
                });
                (63, set, values.iter().all(|&v| v < 64))
            }
        };
        let depend = match shape.depend_in {
            DependCount::Fixed(n) => Some((u64::from(n), false)),
            DependCount::Bitfield => Some((0, true)),
            DependCount::Any => None,
        };
        let kinds = [
            quick_count(shape.state_in),
            depend,
            quick_count(shape.data_in),
        ];
        let count = |k: usize| kinds[k].map_or((0, false), |c| c);
        let mut q = Quick {
            eligible: kinds.iter().all(Option::is_some) && bitfield_ok,
            counts: [count(0).0, count(1).0, count(2).0],
            by_bitfield: [0, 1, 2].map(|k| if count(k).1 { u64::MAX } else { 0 }),
            entry_mask: [0, 1, 2].map(|k| if count(k).1 { 0 } else { usize::MAX }),
            state_from: [u64::MAX; QUICK_INPUTS],
            data_from: [values; QUICK_INPUTS],
            data_types: [u64::MAX; QUICK_INPUTS],
            data_own: [0; QUICK_INPUTS],
            own_types: facts[op as usize].own_types,
            bitfield_max,
            bitfield_set,
            root: facts[op as usize].root,
            root_opcode: crate::opcode::Root::of(op).is_some(),
            selector: super::graph::is_selector(op),
            exact_users: facts[op as usize].exact_state_user,
        };
        for (slot, e) in q.state_from.iter_mut().zip(shape.state_in) {
            *slot = from_mask(e.from);
        }
        for (i, e) in shape.data_in.iter().enumerate().take(QUICK_INPUTS) {
            q.data_from[i] = values & from_mask(e.from);
            q.data_types[i] = allowed_types(e.types, 0, no_bit);
            q.data_own[i] = if e.types.var.is_some() { !no_bit } else { 0 };
        }
        q
    }
}

/// Whether gate `g` (its `view`) certainly breaks none of the rules [`check`] applies: every input
/// names an earlier gate, the counts are right, every source and type passes its mask, and the
/// own type, gate type, bitfield and root list are legal. `false` says only "take the full rules"
/// (which then report what is wrong, if anything). `q` holds the tests of the gate's opcode,
/// `depends` the opcodes producing a dependency, `no_bit` NOVALUE's type bit (or 0).
#[inline(always)]
pub(super) fn fine(
    c: &Circuit,
    g: GateRef,
    view: &GateView<'_>,
    q: &Quick,
    depends: u64,
    no_bit: u64,
) -> bool {
    let gi = g.index();
    let bitfield = view.bitfield;
    let count_ok = |k: usize, n: usize| n as u64 == (q.counts[k] | (bitfield & q.by_bitfield[k]));
    // Every input must name an earlier gate: tested with each input's source below, the root
    // list here.
    if !q.eligible
        || !count_ok(0, view.state.len())
        || !count_ok(1, view.depend.len())
        || !count_ok(2, view.data.len())
        || view.root != q.root
        || view.root.is_some_and(|r| r.index() >= gi)
    {
        return false;
    }
    let own_bit = type_bit(view.machine_type);
    let gate_type_ok = if own_bit & no_bit != 0 {
        view.gate_type == GateType::EMPTY
    } else {
        view.gate_type.has_value() != Some(false)
    };
    if q.own_types & own_bit == 0
        || !gate_type_ok
        || bitfield > q.bitfield_max
        || (bitfield < 64 && q.bitfield_set >> bitfield & 1 == 0)
        || (gi >= crate::opcode::Root::ALL.len() && (q.root_opcode || view.inputs.is_empty()))
    {
        return false;
    }
    for (i, &src) in view.state.iter().enumerate() {
        let from = q.state_from.get(i & q.entry_mask[0]).copied().unwrap_or(0);
        match c.opcode(src) {
            Some(op) if src.index() < gi && opcode_bit(op) & from != 0 => {}
            _ => return false,
        }
    }
    for &src in view.depend {
        match c.opcode(src) {
            Some(op) if src.index() < gi && opcode_bit(op) & depends != 0 => {}
            _ => return false,
        }
    }
    let own_ok = own_bit & !no_bit;
    for (i, &src) in view.data.iter().enumerate() {
        let e = i & q.entry_mask[2];
        let (Some((op, ty)), Some(&from)) = (c.opcode_and_type(src), q.data_from.get(e)) else {
            return false;
        };
        let types = q.data_types[e] | (own_ok & q.data_own[e]);
        if src.index() >= gi || opcode_bit(op) & from == 0 || type_bit(ty) & types == 0 {
            return false;
        }
    }
    true
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

/// The full per-gate rules: reports every violation of `g`, records its state edges in
/// `successors` and returns whether a flow edge points forward (see the end). Gates that pass
/// [`fine`] never come here.
#[inline(never)]
#[cold]
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
/// matched by some entry, each "exactly one" entry matched by exactly one user. The first half
/// is checked per state edge as the gate pass records it ([`state_user`], so a user's violations
/// come in user order), the second per gate once every edge is known ([`exact_state_users`]).
///
/// Checks that `user` (opcode `user_op`) may take `src` on a state input: reported at `src`
/// when no entry of its state users' table matches. `users` is the mask of the opcodes some
/// entry of `src`'s opcode names (a quick accept; the table decides otherwise).
#[inline]
pub(super) fn state_user(
    c: &Circuit,
    src: GateRef,
    user: GateRef,
    user_op: Opcode,
    users: &[u64],
    out: &mut Vec<Violation>,
) {
    let Some(op) = c.opcode(src) else {
        return;
    };
    if users[op as usize] & opcode_bit(user_op) != 0 {
        return;
    }
    let allowed = op.shape().state_out;
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
    out.push(violation(
        c,
        src,
        Check::StateUsers,
        None,
        expected,
        describe(c, user),
    ));
}

/// The opcodes the entries of `op`'s state users' table name, as a mask over opcode numbers
/// (for [`state_user`]).
pub(super) fn state_user_mask(op: Opcode) -> u64 {
    op.shape()
        .state_out
        .iter()
        .flat_map(|e| e.opcodes.list)
        .fold(0, |m, &o| m | opcode_bit(o))
}

/// The "exactly one" entries of the state users' tables of `gates` (each of an opcode with
/// such an entry, in gate order): each must match exactly one user, a user counting for the
/// first entry that matches it.
pub(super) fn exact_state_users(
    c: &Circuit,
    successors: &Successors,
    gates: &[GateRef],
    out: &mut Vec<Violation>,
) {
    for &g in gates {
        let Some(op) = c.opcode(g) else { continue };
        let allowed = op.shape().state_out;
        let mut exact = [0u32; 8];
        for &u in successors.of(g) {
            let Some(u_op) = c.opcode(u) else { continue };
            if let Some(k) = allowed.iter().position(|e| e.opcodes.contains(u_op))
                && let Some(slot) = exact.get_mut(k)
            {
                *slot += 1;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::circuit::Inputs;
    use crate::gate_type::GcCategory;
    use crate::opcode::Root;
    use crate::verify::Verifier;

    /// A small deterministic generator (xorshift).
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n.max(1) as u64) as usize
        }
        fn chance(&mut self, percent: u64) -> bool {
            self.next() % 100 < percent
        }
    }

    /// How many inputs a kind gets: usually what its entries ask for (`bitfield` counting the
    /// repeated one), sometimes one off or random.
    fn count(rng: &mut Rng, entries: &[InputInfo], bitfield: u64) -> usize {
        let want = entries
            .iter()
            .map(|e| match e.repeat {
                Repeat::Once => usize::from(!e.optional || rng.chance(50)),
                Repeat::Bitfield => bitfield.min(6) as usize,
                Repeat::Any => rng.below(4),
            })
            .sum::<usize>();
        match rng.below(10) {
            0 => rng.below(5),
            1 => want + 1,
            _ => want,
        }
    }

    /// The fast path clears a gate only when the full rules find nothing wrong with it, and for
    /// an opcode it decides, it clears every such gate whose inputs all come before it: over
    /// every opcode, gates built to be valid and then mutated (counts, sources, types, gate
    /// types, bitfields, root lists, dangling inputs).
    #[test]
    fn the_fast_path_and_the_full_rules_agree_on_every_opcode() {
        let verifier = Verifier::new();
        let no_bit = verifier.novalue.map_or(0, type_bit);
        // A pool of sources: one gate per opcode and machine type.
        let mut c = Circuit::new();
        let mut pool = Vec::new();
        for &op in Opcode::ALL.iter() {
            for &ty in MachineType::ALL.iter() {
                let inputs = Inputs {
                    data: &[GateRef(0)],
                    ..Inputs::default()
                };
                let g = c.add(op, ty, GateType::EMPTY, 0, inputs).expect("room");
                pool.push((g, op, ty));
            }
        }
        let gate_types = [
            GateType::EMPTY,
            GateType::mir(GcCategory::Native, true),
            GateType::mir(GcCategory::Gc, false),
            GateType::ts(7),
        ];
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let (mut cleared, mut decided) = (0usize, 0usize);
        for &op in Opcode::ALL.iter() {
            let q = &verifier.quick[op as usize];
            let shape = op.shape();
            let fact = &verifier.facts[op as usize];
            let (mut op_cleared, mut op_rejected) = (0, 0);
            for _ in 0..400 {
                let values = op.info().bitfield.values;
                let bitfield = match rng.below(8) {
                    0 => rng.next(),
                    1 => 1u64 << rng.below(64),
                    _ if !values.is_empty() => values[rng.below(values.len())],
                    2 => 0,
                    _ => rng.below(4) as u64,
                };
                let own_choices: Vec<MachineType> = MachineType::ALL
                    .iter()
                    .copied()
                    .filter(|&t| fact.own_types & type_bit(t) != 0)
                    .collect();
                let own = if !own_choices.is_empty() && rng.chance(85) {
                    own_choices[rng.below(own_choices.len())]
                } else {
                    MachineType::ALL[rng.below(MachineType::ALL.len())]
                };
                let own_bit = type_bit(own);
                let gate_type = if rng.chance(80) {
                    if own_bit & no_bit != 0 {
                        GateType::EMPTY
                    } else {
                        GateType::mir(GcCategory::Native, true)
                    }
                } else {
                    gate_types[rng.below(gate_types.len())]
                };
                let ns = count(&mut rng, shape.state_in, bitfield);
                let nd = match shape.depend_in {
                    DependCount::Fixed(n) if rng.chance(85) => usize::from(n),
                    DependCount::Bitfield if rng.chance(85) => bitfield.min(6) as usize,
                    _ => rng.below(4),
                };
                let nt = count(&mut rng, shape.data_in, bitfield);
                let pick = |rng: &mut Rng, ok: &dyn Fn(Opcode, MachineType) -> bool| {
                    if rng.chance(3) {
                        return GateRef(1 << 20);
                    }
                    let good: Vec<GateRef> = pool
                        .iter()
                        .filter(|&&(_, o, t)| ok(o, t))
                        .map(|&(g, _, _)| g)
                        .collect();
                    if !good.is_empty() && rng.chance(90) {
                        good[rng.below(good.len())]
                    } else {
                        pool[rng.below(pool.len())].0
                    }
                };
                let state: Vec<GateRef> = (0..ns)
                    .map(|i| {
                        let from = entry_for(shape.state_in, i, ns).and_then(|e| e.from);
                        pick(&mut rng, &|o, _| from.is_none_or(|f| f.contains(o)))
                    })
                    .collect();
                let depend: Vec<GateRef> = (0..nd)
                    .map(|_| pick(&mut rng, &|o, _| o.shape().depend_out))
                    .collect();
                let data: Vec<GateRef> = (0..nt)
                    .map(|i| {
                        let entry = entry_for(shape.data_in, i, nt).copied();
                        pick(&mut rng, &|o, t| {
                            entry.is_none_or(|e| {
                                o.shape().data_out.is_some()
                                    && e.from.is_none_or(|f| f.contains(o))
                                    && allowed_types(e.types, own_bit, no_bit) & type_bit(t) != 0
                            })
                        })
                    })
                    .collect();
                let root = match rng.below(10) {
                    0 => None,
                    1 => Some(GateRef(rng.below(Root::ALL.len() + 2) as u32)),
                    _ => fact.root,
                };
                let inputs = Inputs {
                    state: &state,
                    depend: &depend,
                    data: &data,
                    root,
                };
                let mut trial = c.clone();
                let g = trial
                    .add(op, own, gate_type, bitfield, inputs)
                    .expect("room");
                let view = trial.view(g).expect("added");
                let fast = fine(&trial, g, &view, q, verifier.depends, no_bit);
                let mut out = Vec::new();
                let mut successors = Successors::default();
                check(
                    &trial,
                    g,
                    view,
                    verifier.novalue,
                    &verifier.facts,
                    &mut successors,
                    &mut out,
                );
                out.retain(|v| v.check != Check::SelectorArity);
                let behind = view.inputs.iter().all(|s| s.index() < g.index());
                assert!(!fast || out.is_empty(), "{op}: cleared, but {out:?}");
                if q.eligible && behind {
                    assert_eq!(fast, out.is_empty(), "{op}: {out:?}");
                }
                if fast {
                    op_cleared += 1;
                } else if !out.is_empty() {
                    op_rejected += 1;
                }
            }
            // A root opcode away from its offset is always wrong: only rejections to see there.
            if q.eligible {
                decided += 1;
                let clearable = Root::of(op).is_none();
                assert!(op_cleared > 0 || !clearable, "{op}: nothing cleared");
                assert!(op_rejected > 0, "{op}: nothing rejected");
            }
            cleared += op_cleared;
        }
        assert!(decided > Opcode::ALL.len() / 2, "{decided} opcodes decided");
        assert!(cleared > 0);
    }
}
