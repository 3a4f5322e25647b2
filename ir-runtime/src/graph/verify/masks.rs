//! The verifier's fast path: owns [`Masks`], the per-gate rules of one opcode reduced to a few
//! mask tests (computed once per opcode), and [`clears`], which applies them to a gate to decide
//! only that it breaks none. A gate it cannot clear (a variadic or optional input, an input that
//! names a later gate, a source numbered 64 or more, any broken rule) takes the full rules
//! (`full`), which alone write findings, so the fast path changes no report.

use super::super::arena::{GateRef, GateView};
use super::super::layer::{GraphLayer, WireKind};
use crate::{BitfieldKind, DependCount, InputInfo, OpcodeEnum, OpcodeSet, Repeat, TypeConstraint};

/// How many inputs of one wire kind [`Masks`] holds tests for.
const INPUTS: usize = 4;

/// The bit standing for "no type" in a mask over type indices: a gate without a type (and
/// without a `no_value` type in its table to stand for it). Tables of 64 types or more take the
/// full rules for every gate, so the bit never collides with a type's.
const NO_TYPE: u64 = 1 << 63;

/// The bit of opcode `op` in a mask over opcode numbers; 0 for an opcode numbered 64 or more, so
/// such a source never passes a [`Masks`] test (its user takes the full rules).
#[inline]
pub(super) fn opcode_bit<Op: OpcodeEnum>(op: Op) -> u64 {
    1u64.checked_shl(u32::from(op.number())).unwrap_or(0)
}

/// The bit of a gate's type in a mask over type indices: [`NO_TYPE`] for none (or the table's
/// `no_value` type's bit, which stands for none).
#[inline]
pub(super) fn type_bit<Op: GraphLayer>(t: Option<Op::Type>, no_value: u64) -> u64 {
    match t {
        // A table holds at most 64 types (its type sets are 64-bit masks).
        Some(t) => 1u64 << (Op::type_index(t) & 63),
        None if no_value != 0 => no_value,
        None => NO_TYPE,
    }
}

/// The types constraint `c` accepts, as a mask over type indices: any type when it names none,
/// its type set, and `own` (the gate's own type's bit) for a type variable; never "no value"
/// (`no_value`, the bit of the table's `no_value` type, or 0) nor [`NO_TYPE`].
#[inline]
pub(super) fn allowed_types<Op: GraphLayer>(c: TypeConstraint<Op>, own: u64, no_value: u64) -> u64 {
    let types = if Op::type_bits(c.types) == 0 && c.var.is_none() {
        u64::MAX
    } else {
        Op::type_bits(c.types)
    };
    let var = if c.var.is_some() { own } else { 0 };
    (types | var) & !no_value & !NO_TYPE
}

/// The types a gate of `op` may have, as a mask over type indices (with [`NO_TYPE`] for none):
/// its output's constraint (a type variable there stands for any type), any type for a gate
/// whose inputs' type variable stands for its own, else only "no value".
pub(super) fn own_types<Op: GraphLayer>(op: Op, no_value: u64) -> u64 {
    let shape = op.info().shape;
    match shape.data_out {
        Some(c) => allowed_types(c, u64::MAX, no_value),
        None if shape.data_in.iter().any(|e| e.types.var.is_some()) => !no_value & !NO_TYPE,
        None => no_value | NO_TYPE,
    }
}

/// The opcodes of `set` (every opcode for none) as a mask over opcode numbers.
fn opcode_mask<Op: OpcodeEnum>(set: Option<OpcodeSet<Op>>) -> u64 {
    set.map_or(u64::MAX, |set| {
        set.list.iter().fold(0u64, |m, &o| m | opcode_bit(o))
    })
}

/// How the inputs of one wire kind are counted, for [`Masks`]: `Some((count, by_bitfield))`
/// when every entry is fixed (at most [`INPUTS`]) or there is one entry, repeated as many
/// times as the bitfield says; `None` otherwise.
fn quick_count<Op: OpcodeEnum>(entries: &[InputInfo<Op>]) -> Option<(u64, bool)> {
    match entries {
        [e] if e.repeat == Repeat::Bitfield && !e.optional => Some((0, true)),
        _ if entries.len() <= INPUTS
            && entries
                .iter()
                .all(|e| e.repeat == Repeat::Once && !e.optional) =>
        {
            Some((entries.len() as u64, false))
        }
        _ => None,
    }
}

/// The per-gate rules of one opcode as mask tests, for [`clears`]: the input counts, the source
/// opcodes and types each input accepts, the gate's own types, its bitfield's legal values and
/// its root list. Built once per opcode by [`Masks::of`].
#[derive(Clone, Copy, Debug)]
pub(super) struct Masks {
    /// Whether the tests decide the opcode at all: each wire kind's inputs either all fixed
    /// (neither optional nor repeated, at most [`INPUTS`]) or one entry repeated as many times
    /// as the bitfield says, a bitfield rule that is a mask test, and a table of fewer than 64
    /// types. Otherwise every gate of the opcode takes the full rules.
    pub(super) eligible: bool,
    /// State, dependency and data input counts (0 for a kind counted by the bitfield).
    counts: [u64; 3],
    /// Per wire kind, all ones when the bitfield gives its count (one entry, repeated), else 0:
    /// the kind's count is `counts[k] | bitfield & by_bitfield[k]`.
    by_bitfield: [u64; 3],
    /// Per wire kind, what input `i`'s entry index is `i &`: all ones for fixed inputs, 0 for
    /// one repeated entry.
    entry_mask: [usize; 3],
    /// Per state entry, the source opcodes it allows among those feeding state.
    state_from: [u64; INPUTS],
    /// Per data entry, the source opcodes it allows among those producing a value.
    data_from: [u64; INPUTS],
    /// Per data entry, the types it names (every type for no constraint), minus "no value".
    data_types: [u64; INPUTS],
    /// Per data entry, all bits but "no value"'s when it accepts the gate's own type, else 0.
    data_own: [u64; INPUTS],
    /// The gate's legal own types (see [`own_types`]).
    own_types: u64,
    /// The largest legal bitfield.
    bitfield_max: u64,
    /// The legal bitfields below 64, as a mask (all ones when every value up to the max is).
    bitfield_set: u64,
    /// The root list the gate must be registered in.
    root: Option<GateRef>,
    /// The offset of a root opcode (`u32::MAX` for another opcode): the only gate it may be.
    root_offset: u32,
    /// Whether some entry of its state users' table wants exactly one user.
    pub(super) exact_users: bool,
}

/// What every opcode's [`Masks`] share: the opcodes producing a value, feeding state or a
/// dependency, and "no value"'s type bit.
#[derive(Clone, Copy, Debug)]
pub(super) struct Sources {
    /// The opcodes whose gates produce a value.
    pub values: u64,
    /// The opcodes whose gates may feed a state input (their rows list state users).
    pub states: u64,
    /// The opcodes whose gates produce a dependency (none when the table has several
    /// `depend`-like kinds, so that every dependency input takes the full rules).
    pub depends: u64,
    /// The type bit of the table's `no_value` type (0 when it has none).
    pub no_value: u64,
    /// The number of roots: gates below are at their fixed offsets.
    pub roots: usize,
    /// Whether tables of fewer than 64 types: the masks can hold every type.
    pub small_types: bool,
}

impl Sources {
    /// The shared facts of `Op`'s table.
    pub(super) fn of<Op: GraphLayer>() -> Sources {
        let layer = Op::layer();
        let mask = |keep: fn(Op) -> bool| {
            Op::OPCODES
                .iter()
                .filter(|&&op| keep(op))
                .fold(0u64, |m, &op| m | opcode_bit(op))
        };
        Sources {
            values: mask(|op| op.info().shape.data_out.is_some()),
            states: mask(|op| !op.info().shape.state_out.is_empty()),
            // Several `depend`-like kinds: which kind a source feeds is the full rules' to check.
            depends: if layer.kinds_of(WireKind::Depend).nth(1).is_some() {
                0
            } else {
                mask(|op| op.info().shape.depend_out)
            },
            no_value: layer.no_value.map_or(0, |t| type_bit::<Op>(Some(t), 0)),
            roots: layer.roots.len(),
            small_types: layer.types.len() < 64,
        }
    }
}

impl Masks {
    /// The tests of `op`.
    pub(super) fn of<Op: GraphLayer>(op: Op, sources: &Sources) -> Masks {
        let layer = Op::layer();
        let info = op.info();
        let shape = info.shape;
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
        let count = |k: usize| kinds[k].unwrap_or((0, false));
        let no_value = sources.no_value;
        let mut m = Masks {
            eligible: kinds.iter().all(Option::is_some) && bitfield_ok && sources.small_types,
            counts: [count(0).0, count(1).0, count(2).0],
            by_bitfield: [0, 1, 2].map(|k| if count(k).1 { u64::MAX } else { 0 }),
            entry_mask: [0, 1, 2].map(|k| if count(k).1 { 0 } else { usize::MAX }),
            state_from: [sources.states; INPUTS],
            data_from: [sources.values; INPUTS],
            data_types: [!no_value & !NO_TYPE; INPUTS],
            data_own: [0; INPUTS],
            own_types: own_types(op, no_value),
            bitfield_max,
            bitfield_set,
            root: info.root.and_then(|r| layer.root_offset(r)).map(GateRef),
            root_offset: layer.root_offset(op).unwrap_or(u32::MAX),
            exact_users: shape.state_out.iter().any(|e| e.exactly_one),
        };
        for (slot, e) in m.state_from.iter_mut().zip(shape.state_in) {
            *slot = sources.states & opcode_mask(e.from);
        }
        for (i, e) in shape.data_in.iter().enumerate().take(INPUTS) {
            m.data_from[i] = sources.values & opcode_mask(e.from);
            m.data_types[i] = allowed_types(e.types, 0, no_value);
            m.data_own[i] = if e.types.var.is_some() {
                !no_value & !NO_TYPE
            } else {
                0
            };
        }
        m
    }
}

/// Whether gate `g` (its `view`, in `graph`) certainly breaks none of the per-gate rules: every
/// input names an earlier gate, the counts are right, every source and type passes its mask, and
/// the own type, bitfield and root list are legal. `false` says only "take the full rules"
/// (which then report what is wrong, if anything). `m` holds the tests of the gate's opcode.
#[inline(always)]
pub(super) fn clears<Op: GraphLayer, X: Copy + Default>(
    graph: &super::super::arena::Graph<Op, X>,
    g: GateRef,
    view: &GateView<'_, Op, X>,
    m: &Masks,
    s: &Sources,
) -> bool {
    let gi = g.index();
    let bitfield = view.bitfield;
    let count_ok = |k: usize, n: usize| n as u64 == (m.counts[k] | (bitfield & m.by_bitfield[k]));
    // Every input must name an earlier gate: tested with each input's source below, the root
    // list here.
    if !m.eligible
        || !count_ok(0, view.state.len())
        || !count_ok(1, view.depend.len())
        || !count_ok(2, view.data.len())
        || view.root != m.root
        || view.root.is_some_and(|r| r.index() >= gi)
    {
        return false;
    }
    let own_bit = type_bit::<Op>(view.ty, s.no_value);
    if m.own_types & own_bit == 0
        || bitfield > m.bitfield_max
        || (bitfield < 64 && m.bitfield_set >> bitfield & 1 == 0)
        || (m.root_offset != u32::MAX && m.root_offset as usize != gi)
        || (gi >= s.roots && s.roots > 0 && view.inputs.is_empty())
    {
        return false;
    }
    for (i, &src) in view.state.iter().enumerate() {
        let from = m.state_from.get(i & m.entry_mask[0]).copied().unwrap_or(0);
        match graph.opcode(src) {
            Some(op) if src.index() < gi && opcode_bit(op) & from != 0 => {}
            _ => return false,
        }
    }
    for &src in view.depend {
        match graph.opcode(src) {
            Some(op) if src.index() < gi && opcode_bit(op) & s.depends != 0 => {}
            _ => return false,
        }
    }
    let own_ok = own_bit & !s.no_value & !NO_TYPE;
    for (i, &src) in view.data.iter().enumerate() {
        let e = i & m.entry_mask[2];
        let (Some((op, ty)), Some(&from)) = (graph.opcode_and_type(src), m.data_from.get(e)) else {
            return false;
        };
        let types = m.data_types[e] | (own_ok & m.data_own[e]);
        if src.index() >= gi
            || opcode_bit(op) & from == 0
            || type_bit::<Op>(ty, s.no_value) & types == 0
        {
            return false;
        }
    }
    true
}
