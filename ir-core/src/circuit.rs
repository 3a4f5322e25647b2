//! The circuit: an arena of gates addressed by [`GateRef`]. Each gate stores its opcode, machine
//! type, [`GateType`] and bitfield in 24 bytes; its inputs live in one shared pool (4 bytes each),
//! ordered state, then dependency, then data, then the root list it is registered in. The users of
//! every gate (out-edges) are indexed on demand and cached until the next edit. Root gates sit at
//! fixed offsets, `CIRCUIT_ROOT` at 0.
//!
//! The arena accepts any wiring (that is the verifier's business): nothing here panics on a
//! malformed graph, and out-of-range references read as absent.

use std::sync::OnceLock;

use crate::gate_type::GateType;
use crate::opcode::{MachineType, Opcode, Root, WireShape};

/// A reference to a gate: its index in the circuit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct GateRef(pub u32);

impl GateRef {
    /// A placeholder for an input to be wired later (such as a loop's back edge). The verifier
    /// reports it if it is still there.
    pub const PENDING: GateRef = GateRef(u32::MAX);

    /// The gate's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for GateRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if *self == GateRef::PENDING {
            f.write_str("%pending")
        } else {
            write!(f, "%{}", self.0)
        }
    }
}

/// The wire kinds of a gate's inputs, in the order they are stored.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WireKind {
    /// A state wire: a control transition.
    State,
    /// A dependency wire: memory ordering.
    Depend,
    /// A data wire: a value.
    Data,
    /// The registration of the gate in a root list.
    Root,
}

impl std::fmt::Display for WireKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            WireKind::State => "state",
            WireKind::Depend => "dependency",
            WireKind::Data => "data",
            WireKind::Root => "root",
        })
    }
}

/// One gate as stored: 24 bytes. The inputs are `pool[start..next gate's start]`.
#[derive(Clone, Copy, Debug)]
struct GateData {
    bitfield: u64,
    gate_type: GateType,
    start: u32,
    opcode: Opcode,
    n_state: u16,
    n_depend: u16,
    machine_type: MachineType,
    has_root: bool,
}

// A stored gate must stay within 24 bytes: checked when the crate compiles.
const _: () = assert!(size_of::<GateData>() <= 24);

/// The inputs of a new gate, by wire kind.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs<'a> {
    /// State inputs.
    pub state: &'a [GateRef],
    /// Dependency inputs.
    pub depend: &'a [GateRef],
    /// Data inputs.
    pub data: &'a [GateRef],
    /// The root list the gate is registered in.
    pub root: Option<GateRef>,
}

/// One gate with its inputs split by wire kind (see [`Circuit::view`]).
#[derive(Clone, Copy, Debug)]
pub struct GateView<'c> {
    /// The opcode.
    pub opcode: Opcode,
    /// The machine type.
    pub machine_type: MachineType,
    /// The secondary type.
    pub gate_type: GateType,
    /// The bitfield.
    pub bitfield: u64,
    /// State inputs.
    pub state: &'c [GateRef],
    /// Dependency inputs.
    pub depend: &'c [GateRef],
    /// Data inputs.
    pub data: &'c [GateRef],
    /// The root list the gate is registered in.
    pub root: Option<GateRef>,
    /// Every input in one slice, in order: state, dependency, data, root.
    pub inputs: &'c [GateRef],
}

impl<'c> GateView<'c> {
    /// Dependency and data inputs, in order (contiguous in the pool): the inputs that order the
    /// gate's computation (the same slice as [`Circuit::flow_inputs`]).
    #[inline]
    pub fn flow(&self) -> &'c [GateRef] {
        let start = self.state.len();
        self.inputs
            .get(start..start + self.depend.len() + self.data.len())
            .unwrap_or(&[])
    }
}

/// A walk over the arena in id order: each gate's record and all its inputs, without looking
/// each gate up ([`Views`] and [`Flows`] read their items from it).
#[derive(Clone, Debug)]
struct GateWalk<'c> {
    /// The gates not yet visited.
    gates: &'c [GateData],
    pool: &'c [GateRef],
    /// The id of the first gate in `gates`.
    next: u32,
}

impl<'c> GateWalk<'c> {
    fn new(c: &'c Circuit) -> Self {
        GateWalk {
            gates: &c.gates,
            pool: &c.pool,
            next: 0,
        }
    }

    /// The next gate, its record and all its inputs.
    #[inline]
    fn step(&mut self) -> Option<(GateRef, &'c GateData, &'c [GateRef])> {
        let (d, rest) = self.gates.split_first()?;
        // A gate's inputs end where the next gate's start.
        let end = rest.first().map_or(self.pool.len(), |n| n.start as usize);
        let all = self.pool.get(d.start as usize..end).unwrap_or(&[]);
        let g = GateRef(self.next);
        self.gates = rest;
        self.next += 1;
        Some((g, d, all))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.gates.len(), Some(self.gates.len()))
    }
}

/// Every gate with its view, in id order (see [`Circuit::views`]).
#[derive(Clone, Debug)]
pub struct Views<'c>(GateWalk<'c>);

impl<'c> Iterator for Views<'c> {
    type Item = (GateRef, GateView<'c>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let (g, d, all) = self.0.step()?;
        Some((g, Circuit::split(d, all)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl ExactSizeIterator for Views<'_> {}

/// One gate's opcode, first state input and flow inputs (see [`Circuit::flows`]): what placing
/// a gate in a block needs, without splitting all its inputs.
#[derive(Clone, Copy, Debug)]
pub struct GateFlow<'c> {
    /// The opcode.
    pub opcode: Opcode,
    /// The first state input, if any.
    pub first_state: Option<GateRef>,
    /// Dependency and data inputs, in order (the same slice as [`GateView::flow`]).
    pub flow: &'c [GateRef],
}

/// Every gate's [`GateFlow`], in id order (see [`Circuit::flows`]).
#[derive(Clone, Debug)]
pub struct Flows<'c>(GateWalk<'c>);

impl<'c> Iterator for Flows<'c> {
    type Item = (GateRef, GateFlow<'c>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let (g, d, all) = self.0.step()?;
        // The same bounds as `Circuit::split`: state first, the root input last.
        let ns = (d.n_state as usize).min(all.len());
        let nd = (d.n_depend as usize).min(all.len() - ns);
        let nr = usize::from(d.has_root).min(all.len() - ns - nd);
        let flow = all.get(ns..all.len() - nr).unwrap_or(&[]);
        let first_state = if ns > 0 { all.first().copied() } else { None };
        Some((
            g,
            GateFlow {
                opcode: d.opcode,
                first_state,
                flow,
            },
        ))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl ExactSizeIterator for Flows<'_> {}

/// Users of every gate, in compressed-sparse-row form.
#[derive(Clone, Debug, Default)]
struct Uses {
    offsets: Vec<u32>,
    users: Vec<GateRef>,
}

/// Why a gate could not be added.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CircuitError {
    /// The circuit already holds `u32::MAX - 1` gates or inputs.
    Full,
    /// A wire kind has more than 65,535 inputs.
    TooManyInputs(WireKind),
}

impl std::fmt::Display for CircuitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CircuitError::Full => f.write_str("the circuit is full (2^32 - 1 gates or inputs)"),
            CircuitError::TooManyInputs(k) => write!(f, "more than 65535 {k} inputs on one gate"),
        }
    }
}

impl std::error::Error for CircuitError {}

/// A circuit: gates, their inputs and (cached) their users.
#[derive(Debug)]
pub struct Circuit {
    gates: Vec<GateData>,
    pool: Vec<GateRef>,
    uses: OnceLock<Uses>,
}

impl Clone for Circuit {
    fn clone(&self) -> Self {
        Circuit {
            gates: self.gates.clone(),
            pool: self.pool.clone(),
            uses: OnceLock::new(),
        }
    }
}

impl Default for Circuit {
    fn default() -> Self {
        Self::new()
    }
}

impl Circuit {
    /// A circuit holding only the root gates, each at its fixed offset. Every root but the first
    /// takes `CIRCUIT_ROOT` (offset 0) on each input its spec declares.
    pub fn new() -> Self {
        let mut c = Circuit {
            gates: Vec::new(),
            pool: Vec::new(),
            uses: OnceLock::new(),
        };
        for root in Root::ALL {
            let shape = root.opcode().shape();
            let origin = [GateRef(0)];
            let take = |n: usize| {
                if root.offset() == 0 {
                    &origin[..0]
                } else {
                    &origin[..n.min(1)]
                }
            };
            let inputs = Inputs {
                state: take(shape.state_in.len()),
                depend: take(match shape.depend_in {
                    crate::opcode::DependCount::Fixed(n) => n as usize,
                    _ => 0,
                }),
                data: take(shape.data_in.len()),
                root: None,
            };
            let ty = MachineType::ALL[0];
            // Roots are few and their inputs are single: this cannot overflow.
            let _ = c.add(root.opcode(), ty, GateType::EMPTY, 0, inputs);
        }
        c
    }

    /// The gate at a root's fixed offset.
    #[inline]
    pub const fn root(&self, root: Root) -> GateRef {
        GateRef(root.offset())
    }

    /// Adds a gate with the given inputs, without checking them (see `verify`).
    #[inline]
    pub fn add(
        &mut self,
        opcode: Opcode,
        machine_type: MachineType,
        gate_type: GateType,
        bitfield: u64,
        inputs: Inputs<'_>,
    ) -> Result<GateRef, CircuitError> {
        let (ns, nd, nt) = (inputs.state.len(), inputs.depend.len(), inputs.data.len());
        // One test for the three counts (a kind over the limit sets a bit above the 16 low ones).
        if (ns | nd | nt) > u16::MAX as usize {
            return Err(Self::too_many(ns, nd));
        }
        let total = ns + nd + nt + usize::from(inputs.root.is_some());
        let start = self.pool.len();
        if self.gates.len() >= (u32::MAX - 1) as usize || start + total >= u32::MAX as usize {
            return Err(CircuitError::Full);
        }
        let id = GateRef(self.gates.len() as u32);
        // Room for every input at once, then plain pushes (no copy call per wire kind).
        self.pool.reserve(total);
        for kind in [inputs.state, inputs.depend, inputs.data] {
            for &src in kind {
                self.pool.push(src);
            }
        }
        if let Some(root) = inputs.root {
            self.pool.push(root);
        }
        self.gates.push(GateData {
            bitfield,
            gate_type,
            start: start as u32,
            opcode,
            n_state: ns as u16,
            n_depend: nd as u16,
            machine_type,
            has_root: inputs.root.is_some(),
        });
        if self.uses.get().is_some() {
            self.uses = OnceLock::new();
        }
        Ok(id)
    }

    /// The error for a gate with more than `u16::MAX` inputs of some kind: the first such kind,
    /// given the state and dependency counts.
    #[cold]
    fn too_many(n_state: usize, n_depend: usize) -> CircuitError {
        let kind = if n_state > u16::MAX as usize {
            WireKind::State
        } else if n_depend > u16::MAX as usize {
            WireKind::Depend
        } else {
            WireKind::Data
        };
        CircuitError::TooManyInputs(kind)
    }

    /// Number of gates, roots included.
    #[inline]
    pub fn len(&self) -> usize {
        self.gates.len()
    }

    /// Whether the circuit has no gate (never true for a circuit made by [`Circuit::new`]).
    pub fn is_empty(&self) -> bool {
        self.gates.is_empty()
    }

    /// Every gate, in id order.
    #[inline]
    pub fn gates(&self) -> impl ExactSizeIterator<Item = GateRef> + DoubleEndedIterator + use<> {
        (0..self.gates.len() as u32).map(GateRef)
    }

    /// Whether `g` names a gate of this circuit.
    #[inline]
    pub fn contains(&self, g: GateRef) -> bool {
        g.index() < self.gates.len()
    }

    #[inline]
    fn data(&self, g: GateRef) -> Option<&GateData> {
        self.gates.get(g.index())
    }

    #[inline]
    fn bounds(&self, g: GateRef) -> Option<(usize, usize)> {
        let d = self.data(g)?;
        let end = self
            .gates
            .get(g.index() + 1)
            .map_or(self.pool.len(), |n| n.start as usize);
        Some((d.start as usize, end))
    }

    /// Everything about one gate at once, with its inputs split by wire kind (one lookup instead
    /// of one per accessor; used on hot paths such as the verifier).
    #[inline]
    pub fn view(&self, g: GateRef) -> Option<GateView<'_>> {
        let d = self.data(g)?;
        let (s, e) = self.bounds(g)?;
        Some(Self::split(d, &self.pool[s..e]))
    }

    /// Every gate with its view, in id order: one walk over the arena, without looking each gate
    /// up (the same views as [`Circuit::view`]).
    #[inline]
    pub fn views(&self) -> Views<'_> {
        Views(GateWalk::new(self))
    }

    /// Every gate's opcode, first state input and flow inputs, in id order: lighter than
    /// [`Circuit::views`] for passes that need only those (the same values as the views give).
    #[inline]
    pub fn flows(&self) -> Flows<'_> {
        Flows(GateWalk::new(self))
    }

    /// The view of gate `d` whose inputs are `all`.
    #[inline]
    fn split<'c>(d: &GateData, all: &'c [GateRef]) -> GateView<'c> {
        let ns = (d.n_state as usize).min(all.len());
        let nd = (d.n_depend as usize).min(all.len() - ns);
        let nr = usize::from(d.has_root).min(all.len() - ns - nd);
        let (state, rest) = all.split_at(ns);
        let (depend, rest) = rest.split_at(nd);
        let (data, root) = rest.split_at(rest.len() - nr);
        GateView {
            opcode: d.opcode,
            machine_type: d.machine_type,
            gate_type: d.gate_type,
            bitfield: d.bitfield,
            state,
            depend,
            data,
            root: root.first().copied(),
            inputs: all,
        }
    }

    /// The opcode of every gate, in id order.
    #[inline]
    pub fn opcodes(&self) -> impl ExactSizeIterator<Item = Opcode> + '_ {
        self.gates.iter().map(|d| d.opcode)
    }

    /// The gate's opcode and machine type, in one lookup.
    #[inline]
    pub fn opcode_and_type(&self, g: GateRef) -> Option<(Opcode, MachineType)> {
        self.data(g).map(|d| (d.opcode, d.machine_type))
    }

    /// The gate's opcode.
    #[inline]
    pub fn opcode(&self, g: GateRef) -> Option<Opcode> {
        self.data(g).map(|d| d.opcode)
    }

    /// The gate's machine type.
    #[inline]
    pub fn machine_type(&self, g: GateRef) -> Option<MachineType> {
        self.data(g).map(|d| d.machine_type)
    }

    /// The gate's secondary type.
    #[inline]
    pub fn gate_type(&self, g: GateRef) -> Option<GateType> {
        self.data(g).map(|d| d.gate_type)
    }

    /// The gate's bitfield.
    #[inline]
    pub fn bitfield(&self, g: GateRef) -> Option<u64> {
        self.data(g).map(|d| d.bitfield)
    }

    /// The wire shape of the gate's opcode.
    #[inline]
    pub fn shape(&self, g: GateRef) -> Option<&'static WireShape> {
        self.opcode(g).map(Opcode::shape)
    }

    /// All inputs, in order: state, dependency, data, root.
    #[inline]
    pub fn inputs(&self, g: GateRef) -> &[GateRef] {
        self.bounds(g).map_or(&[], |(s, e)| &self.pool[s..e])
    }

    /// The inputs of one wire kind.
    #[inline]
    pub fn inputs_of(&self, g: GateRef, kind: WireKind) -> &[GateRef] {
        let Some((d, (s, e))) = self.data(g).zip(self.bounds(g)) else {
            return &[];
        };
        let all = self.pool.get(s..e).unwrap_or(&[]);
        let (ns, nd) = (d.n_state as usize, d.n_depend as usize);
        let nr = usize::from(d.has_root);
        let data_end = all.len().saturating_sub(nr);
        let range = match kind {
            WireKind::State => 0..ns.min(all.len()),
            WireKind::Depend => ns.min(all.len())..(ns + nd).min(all.len()),
            WireKind::Data => (ns + nd).min(data_end)..data_end,
            WireKind::Root => data_end..all.len(),
        };
        &all[range]
    }

    /// Dependency and data inputs, in order (contiguous in the pool): the inputs that order a
    /// gate's computation.
    #[inline]
    pub fn flow_inputs(&self, g: GateRef) -> &[GateRef] {
        let Some((d, (s, e))) = self.data(g).zip(self.bounds(g)) else {
            return &[];
        };
        let all = self.pool.get(s..e).unwrap_or(&[]);
        let ns = (d.n_state as usize).min(all.len());
        let nd = (d.n_depend as usize).min(all.len() - ns);
        let data_end = all
            .len()
            .saturating_sub(usize::from(d.has_root))
            .max(ns + nd);
        &all[ns..data_end]
    }

    /// State inputs.
    #[inline]
    pub fn state_inputs(&self, g: GateRef) -> &[GateRef] {
        self.inputs_of(g, WireKind::State)
    }

    /// Dependency inputs.
    #[inline]
    pub fn depend_inputs(&self, g: GateRef) -> &[GateRef] {
        self.inputs_of(g, WireKind::Depend)
    }

    /// Data inputs.
    #[inline]
    pub fn data_inputs(&self, g: GateRef) -> &[GateRef] {
        self.inputs_of(g, WireKind::Data)
    }

    /// The root list the gate is registered in.
    #[inline]
    pub fn root_input(&self, g: GateRef) -> Option<GateRef> {
        self.inputs_of(g, WireKind::Root).first().copied()
    }

    /// The wire kind and index within that kind of input number `i` (over all inputs).
    pub fn input_kind(&self, g: GateRef, i: usize) -> Option<(WireKind, usize)> {
        let d = self.data(g)?;
        let n = self.inputs(g).len();
        let (ns, nd, nr) = (
            d.n_state as usize,
            d.n_depend as usize,
            usize::from(d.has_root),
        );
        match i {
            _ if i >= n => None,
            _ if i < ns => Some((WireKind::State, i)),
            _ if i < ns + nd => Some((WireKind::Depend, i - ns)),
            _ if i >= n - nr => Some((WireKind::Root, 0)),
            _ => Some((WireKind::Data, i - ns - nd)),
        }
    }

    /// Rewires input `i` (over all inputs) of `g` to `to`. Returns the previous source, or `None`
    /// (and changes nothing) when `g` or `i` is out of range.
    pub fn set_input(&mut self, g: GateRef, i: usize, to: GateRef) -> Option<GateRef> {
        let (s, e) = self.bounds(g)?;
        if s + i >= e {
            return None;
        }
        let old = std::mem::replace(&mut self.pool[s + i], to);
        self.uses = OnceLock::new();
        Some(old)
    }

    /// Replaces the bitfield of `g`.
    pub fn set_bitfield(&mut self, g: GateRef, bitfield: u64) -> bool {
        match self.gates.get_mut(g.index()) {
            Some(d) => {
                d.bitfield = bitfield;
                true
            }
            None => false,
        }
    }

    /// Replaces the opcode of `g` (its inputs stay as they are).
    pub fn set_opcode(&mut self, g: GateRef, opcode: Opcode) -> bool {
        match self.gates.get_mut(g.index()) {
            Some(d) => {
                d.opcode = opcode;
                true
            }
            None => false,
        }
    }

    /// Replaces the gate type of `g`.
    pub fn set_gate_type(&mut self, g: GateRef, gate_type: GateType) -> bool {
        match self.gates.get_mut(g.index()) {
            Some(d) => {
                d.gate_type = gate_type;
                true
            }
            None => false,
        }
    }

    /// Replaces the machine type of `g`.
    pub fn set_machine_type(&mut self, g: GateRef, ty: MachineType) -> bool {
        match self.gates.get_mut(g.index()) {
            Some(d) => {
                d.machine_type = ty;
                true
            }
            None => false,
        }
    }

    /// The gates that use `g` as an input, once per input that names it, in user order.
    #[inline]
    pub fn uses(&self, g: GateRef) -> &[GateRef] {
        let uses = self.uses.get_or_init(|| self.index_uses());
        let i = g.index();
        match (uses.offsets.get(i), uses.offsets.get(i + 1)) {
            (Some(&s), Some(&e)) => &uses.users[s as usize..e as usize],
            _ => &[],
        }
    }

    /// Builds the users index: counts each gate's users, turns the counts into row ends, then
    /// fills every row from its end walking the inputs backwards (each row end moves back to the
    /// row's start, and the users stay in gate order), with no copy of the offsets.
    fn index_uses(&self) -> Uses {
        let n = self.gates.len();
        let mut offsets = vec![0u32; n + 1];
        for src in &self.pool {
            if src.index() < n {
                offsets[src.index()] += 1;
            }
        }
        let mut end = 0u32;
        for o in &mut offsets {
            end += *o;
            *o = end;
        }
        let mut users = vec![GateRef(0); end as usize];
        let mut stop = self.pool.len();
        for (gi, g) in self.gates.iter().enumerate().rev() {
            let start = g.start as usize;
            for src in self.pool.get(start..stop).unwrap_or(&[]).iter().rev() {
                if src.index() < n {
                    let slot = &mut offsets[src.index()];
                    *slot -= 1;
                    users[*slot as usize] = GateRef(gi as u32);
                }
            }
            stop = start;
        }
        Uses { offsets, users }
    }

    /// Bytes held by the circuit's storage (gates, input pool and, once built, the users index).
    pub fn heap_bytes(&self) -> usize {
        let uses = self
            .uses
            .get()
            .map_or(0, |u| (u.offsets.capacity() + u.users.capacity()) * 4);
        self.gates.capacity() * size_of::<GateData>()
            + self.pool.capacity() * size_of::<GateRef>()
            + uses
    }

    /// Size of one stored gate, in bytes (without its inputs).
    pub const GATE_BYTES: usize = size_of::<GateData>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gate_takes_24_bytes_plus_4_per_input() {
        assert_eq!(Circuit::GATE_BYTES, 24);
        assert_eq!(size_of::<GateRef>(), 4);
    }

    #[test]
    fn roots_sit_at_fixed_offsets_and_take_only_the_circuit_root() {
        let c = Circuit::new();
        assert_eq!(c.len(), Root::ALL.len());
        for root in Root::ALL {
            let g = c.root(root);
            assert_eq!(c.opcode(g), Some(root.opcode()));
            if root.offset() == 0 {
                assert!(c.inputs(g).is_empty());
            } else {
                assert!(c.inputs(g).iter().all(|&i| i == GateRef(0)), "{:?}", root);
            }
        }
    }

    /// Adds a gate of the first opcode and machine type with `bitfield` and `inputs`.
    fn add(c: &mut Circuit, bitfield: u64, inputs: Inputs<'_>) -> GateRef {
        let ty = MachineType::ALL[0];
        c.add(Opcode::ALL[0], ty, GateType::EMPTY, bitfield, inputs)
            .expect("room")
    }

    #[test]
    fn inputs_split_by_kind_and_uses_follow_edits() {
        let mut c = Circuit::new();
        let a = add(&mut c, 0, Inputs::default());
        let b = add(&mut c, 0, Inputs::default());
        let inputs = Inputs {
            state: &[a],
            depend: &[b],
            data: &[a, b],
            root: Some(GateRef(0)),
        };
        let g = add(&mut c, 7, inputs);
        assert_eq!(c.state_inputs(g), &[a]);
        assert_eq!(c.depend_inputs(g), &[b]);
        assert_eq!(c.data_inputs(g), &[a, b]);
        assert_eq!(c.root_input(g), Some(GateRef(0)));
        assert_eq!(c.input_kind(g, 2), Some((WireKind::Data, 0)));
        assert_eq!(c.input_kind(g, 4), Some((WireKind::Root, 0)));
        assert_eq!(c.input_kind(g, 5), None);
        assert_eq!(c.uses(a), &[g, g]);
        assert_eq!(c.set_input(g, 2, b), Some(a));
        assert_eq!(c.uses(a), &[g]);
        assert_eq!(c.uses(b), &[g, g, g]);
        assert_eq!(c.set_input(g, 9, b), None);
        assert_eq!(c.inputs(GateRef(999)), &[] as &[GateRef]);
        assert_eq!(c.uses(GateRef::PENDING), &[] as &[GateRef]);
        assert_eq!(c.bitfield(g), Some(7));
    }

    #[test]
    fn views_and_flows_match_view_and_flow_is_depend_then_data() {
        let mut c = Circuit::new();
        let a = add(&mut c, 0, Inputs::default());
        let inputs = Inputs {
            state: &[a],
            depend: &[GateRef(1)],
            data: &[a, GateRef(2)],
            root: Some(GateRef(0)),
        };
        let g = add(&mut c, 3, inputs);
        assert_eq!(c.views().len(), c.len());
        assert_eq!(c.flows().len(), c.len());
        for ((r, v), (q, f)) in c.views().zip(c.flows()) {
            assert_eq!(r, q);
            assert_eq!(
                (f.opcode, f.first_state, f.flow),
                (v.opcode, v.state.first().copied(), v.flow())
            );
            let w = c.view(r).expect("a gate");
            assert_eq!(
                (
                    v.opcode, v.bitfield, v.state, v.depend, v.data, v.root, v.inputs
                ),
                (
                    w.opcode, w.bitfield, w.state, w.depend, w.data, w.root, w.inputs
                )
            );
            assert_eq!(v.flow(), c.flow_inputs(r));
        }
        let ops: Vec<Opcode> = c.opcodes().collect();
        let each: Vec<Opcode> = c.gates().filter_map(|r| c.opcode(r)).collect();
        assert_eq!(ops, each);
        let v = c.view(g).expect("a gate");
        assert_eq!(v.flow(), &[GateRef(1), a, GateRef(2)]);
    }

    #[test]
    fn uses_keep_user_order_with_repeats_and_skip_dangling_inputs() {
        let mut c = Circuit::new();
        let ty = MachineType::ALL[0];
        let add = |c: &mut Circuit, data: &[GateRef]| {
            c.add(
                Opcode::ALL[0],
                ty,
                GateType::EMPTY,
                0,
                Inputs {
                    data,
                    ..Inputs::default()
                },
            )
            .expect("room")
        };
        let a = add(&mut c, &[]);
        let b = add(&mut c, &[a, GateRef::PENDING, a]);
        let d = add(&mut c, &[b, a]);
        let e = add(&mut c, &[GateRef(999), d, b]);
        assert_eq!(c.uses(a), &[b, b, d]);
        assert_eq!(c.uses(b), &[d, e]);
        assert_eq!(c.uses(d), &[e]);
        assert_eq!(c.uses(e), &[] as &[GateRef]);
        // Every root but the first takes CIRCUIT_ROOT on its declared inputs.
        let from_roots: usize = (1..Root::ALL.len())
            .map(|r| c.inputs(GateRef(r as u32)).len())
            .sum();
        assert_eq!(c.uses(GateRef(0)).len(), from_roots);
    }

    #[test]
    fn too_many_inputs_names_the_first_kind_over_the_limit() {
        let big = u16::MAX as usize + 1;
        assert_eq!(
            Circuit::too_many(big, big),
            CircuitError::TooManyInputs(WireKind::State)
        );
        assert_eq!(
            Circuit::too_many(0, big),
            CircuitError::TooManyInputs(WireKind::Depend)
        );
        assert_eq!(
            Circuit::too_many(3, 0),
            CircuitError::TooManyInputs(WireKind::Data)
        );
        let many = vec![GateRef(0); big];
        let mut c = Circuit::new();
        let ty = MachineType::ALL[0];
        let data = c.add(
            Opcode::ALL[0],
            ty,
            GateType::EMPTY,
            0,
            Inputs {
                data: &many,
                ..Inputs::default()
            },
        );
        assert_eq!(data, Err(CircuitError::TooManyInputs(WireKind::Data)));
        let depend = c.add(
            Opcode::ALL[0],
            ty,
            GateType::EMPTY,
            0,
            Inputs {
                depend: &many,
                data: &many,
                ..Inputs::default()
            },
        );
        assert_eq!(depend, Err(CircuitError::TooManyInputs(WireKind::Depend)));
        assert_eq!(c.len(), Root::ALL.len());
    }
}
