//! The gate arena of any table: owns [`Graph`], [`GateRef`], [`Inputs`], [`GateView`],
//! [`GateFlow`], the walks [`Views`] and [`Flows`], and [`GraphError`]. Each gate stores its
//! opcode, type, bitfield, input counts and a payload of the runtime's choice (`X`, such as the
//! Circuit IR's gate type; none by default) in one small record (24 bytes for a table of up to
//! 65,536 opcodes and 256 types, with a payload of up to 4 bytes); its inputs live in one
//! shared pool (4 bytes each), ordered state, then dependency, then data, then the root list it
//! is registered in. The users of every gate are indexed on demand and cached until the next
//! edit. Root gates sit at fixed offsets, in the order the table lists them.
//!
//! The arena accepts any wiring (that is the verifier's business): nothing here panics on a
//! malformed graph, and out-of-range references read as absent.

use std::sync::OnceLock;

use super::layer::{GraphLayer, WireKind};
use crate::DependCount;

/// A reference to a gate: its index in the graph.
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

impl core::fmt::Display for GateRef {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if *self == GateRef::PENDING {
            f.write_str("%pending")
        } else {
            write!(f, "%{}", self.0)
        }
    }
}

/// One gate as stored. The inputs are `pool[start..next gate's start]`.
#[derive(Clone, Copy, Debug)]
struct GateData<Op: GraphLayer, X> {
    bitfield: u64,
    start: u32,
    extra: X,
    opcode: Op,
    n_state: u16,
    n_depend: u16,
    ty: Option<Op::Type>,
    has_root: bool,
}

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

/// One gate with its inputs split by wire kind (see [`Graph::view`]).
#[derive(Clone, Copy, Debug)]
pub struct GateView<'g, Op: GraphLayer, X = ()> {
    /// The opcode.
    pub opcode: Op,
    /// The gate's type (`None` for a gate without one).
    pub ty: Option<Op::Type>,
    /// The runtime's payload.
    pub extra: X,
    /// The bitfield.
    pub bitfield: u64,
    /// State inputs.
    pub state: &'g [GateRef],
    /// Dependency inputs.
    pub depend: &'g [GateRef],
    /// Data inputs.
    pub data: &'g [GateRef],
    /// The root list the gate is registered in.
    pub root: Option<GateRef>,
    /// Every input in one slice, in order: state, dependency, data, root.
    pub inputs: &'g [GateRef],
}

impl<'g, Op: GraphLayer, X> GateView<'g, Op, X> {
    /// Dependency and data inputs, in order (contiguous in the pool): the inputs that order the
    /// gate's computation.
    #[inline]
    pub fn flow(&self) -> &'g [GateRef] {
        let start = self.state.len();
        self.inputs
            .get(start..start + self.depend.len() + self.data.len())
            .unwrap_or(&[])
    }

    /// The inputs of one wire kind.
    #[inline]
    pub fn of(&self, kind: WireKind) -> &'g [GateRef] {
        match kind {
            WireKind::State => self.state,
            WireKind::Depend => self.depend,
            WireKind::Data => self.data,
            // The root input, if any, is what follows the data inputs.
            WireKind::Root => {
                let before = self.state.len() + self.depend.len() + self.data.len();
                self.inputs.get(before..).unwrap_or(&[])
            }
        }
    }
}

/// Users of every gate, in compressed-sparse-row form.
#[derive(Clone, Debug, Default)]
struct Uses {
    offsets: Vec<u32>,
    users: Vec<GateRef>,
}

/// Why a gate could not be added.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GraphError {
    /// The graph already holds `u32::MAX - 1` gates or inputs.
    Full,
    /// A wire kind has more than 65,535 inputs.
    TooManyInputs(WireKind),
}

impl core::fmt::Display for GraphError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GraphError::Full => f.write_str("the graph is full (2^32 - 1 gates or inputs)"),
            GraphError::TooManyInputs(k) => {
                write!(f, "more than 65535 {k} inputs on one gate")
            }
        }
    }
}

impl std::error::Error for GraphError {}

/// A graph of gates of one table: gates, their inputs and (cached) their users; each gate also
/// carries a payload `X` of the runtime's choice (none by default).
#[derive(Debug)]
pub struct Graph<Op: GraphLayer, X: Copy + Default = ()> {
    gates: Vec<GateData<Op, X>>,
    pool: Vec<GateRef>,
    uses: OnceLock<Uses>,
}

impl<Op: GraphLayer, X: Copy + Default> Clone for Graph<Op, X> {
    fn clone(&self) -> Self {
        Graph {
            gates: self.gates.clone(),
            pool: self.pool.clone(),
            uses: OnceLock::new(),
        }
    }
}

impl<Op: GraphLayer, X: Copy + Default> Default for Graph<Op, X> {
    fn default() -> Self {
        Self::new()
    }
}

impl<Op: GraphLayer, X: Copy + Default> Graph<Op, X> {
    /// A graph holding only the root gates, each at its fixed offset, typed as the table's
    /// no-value type (none when it has none). Every root but the first takes the first root
    /// (offset 0) on each input its table declares.
    pub fn new() -> Self {
        let mut g = Graph {
            gates: Vec::new(),
            pool: Vec::new(),
            uses: OnceLock::new(),
        };
        for (i, &root) in Op::layer().roots.iter().enumerate() {
            let shape = root.info().shape;
            let origin = [GateRef(0)];
            let take = |n: usize| {
                if i == 0 {
                    &origin[..0]
                } else {
                    &origin[..n.min(1)]
                }
            };
            let inputs = Inputs {
                state: take(shape.state_in.len()),
                depend: take(match shape.depend_in {
                    DependCount::Fixed(n) => usize::from(n),
                    _ => 0,
                }),
                data: take(shape.data_in.len()),
                root: None,
            };
            // Roots are few and their inputs are single: this cannot overflow.
            let _ = g.add(root, Op::layer().no_value, 0, inputs);
        }
        g
    }

    /// The gate of root opcode `root`, if `root` is one of the table's roots.
    #[inline]
    pub fn root(&self, root: Op) -> Option<GateRef> {
        Op::layer().root_offset(root).map(GateRef)
    }

    /// Adds a gate with the given inputs and the default payload, without checking them (see
    /// [`super::verify`]).
    #[inline]
    pub fn add(
        &mut self,
        opcode: Op,
        ty: Option<Op::Type>,
        bitfield: u64,
        inputs: Inputs<'_>,
    ) -> Result<GateRef, GraphError> {
        self.add_with(opcode, ty, X::default(), bitfield, inputs)
    }

    /// Adds a gate with the given payload and inputs, without checking them.
    #[inline]
    pub fn add_with(
        &mut self,
        opcode: Op,
        ty: Option<Op::Type>,
        extra: X,
        bitfield: u64,
        inputs: Inputs<'_>,
    ) -> Result<GateRef, GraphError> {
        let (ns, nd, nt) = (inputs.state.len(), inputs.depend.len(), inputs.data.len());
        if (ns | nd | nt) > usize::from(u16::MAX) {
            let kind = if ns > usize::from(u16::MAX) {
                WireKind::State
            } else if nd > usize::from(u16::MAX) {
                WireKind::Depend
            } else {
                WireKind::Data
            };
            return Err(GraphError::TooManyInputs(kind));
        }
        let total = ns + nd + nt + usize::from(inputs.root.is_some());
        let start = self.pool.len();
        if self.gates.len() >= (u32::MAX - 1) as usize || start + total >= u32::MAX as usize {
            return Err(GraphError::Full);
        }
        let id = GateRef(self.gates.len() as u32);
        self.pool.reserve(total);
        for kind in [inputs.state, inputs.depend, inputs.data] {
            self.pool.extend_from_slice(kind);
        }
        self.pool.extend(inputs.root);
        self.gates.push(GateData {
            bitfield,
            start: start as u32,
            extra,
            opcode,
            n_state: ns as u16,
            n_depend: nd as u16,
            ty,
            has_root: inputs.root.is_some(),
        });
        if self.uses.get().is_some() {
            self.uses = OnceLock::new();
        }
        Ok(id)
    }

    /// Number of gates, roots included.
    #[inline]
    pub fn len(&self) -> usize {
        self.gates.len()
    }

    /// Whether the graph has no gate (never true for a graph of a table with roots).
    pub fn is_empty(&self) -> bool {
        self.gates.is_empty()
    }

    /// Every gate, in id order.
    #[inline]
    pub fn gates(
        &self,
    ) -> impl ExactSizeIterator<Item = GateRef> + DoubleEndedIterator + use<Op, X> {
        (0..self.gates.len() as u32).map(GateRef)
    }

    /// Whether `g` names a gate of this graph.
    #[inline]
    pub fn contains(&self, g: GateRef) -> bool {
        g.index() < self.gates.len()
    }

    #[inline]
    fn bounds(&self, g: GateRef) -> Option<(&GateData<Op, X>, &[GateRef])> {
        let d = self.gates.get(g.index())?;
        let end = self
            .gates
            .get(g.index() + 1)
            .map_or(self.pool.len(), |n| n.start as usize);
        Some((d, self.pool.get(d.start as usize..end).unwrap_or(&[])))
    }

    /// Everything about one gate at once, with its inputs split by wire kind (one lookup instead
    /// of one per accessor).
    #[inline]
    pub fn view(&self, g: GateRef) -> Option<GateView<'_, Op, X>> {
        let (d, all) = self.bounds(g)?;
        Some(split(d, all))
    }

    /// Every gate with its view, in id order: one walk over the arena, without looking each gate
    /// up (the same views as [`Graph::view`]).
    #[inline]
    pub fn views(&self) -> Views<'_, Op, X> {
        Views(GateWalk::new(self))
    }

    /// Every gate's opcode, first state input and flow inputs, in id order: lighter than
    /// [`Graph::views`] for passes that need only those.
    #[inline]
    pub fn flows(&self) -> Flows<'_, Op, X> {
        Flows(GateWalk::new(self))
    }

    /// The opcode of every gate, in id order.
    #[inline]
    pub fn opcodes(&self) -> impl ExactSizeIterator<Item = Op> + '_ {
        self.gates.iter().map(|d| d.opcode)
    }

    /// The gate's opcode and type, in one lookup.
    #[inline]
    pub fn opcode_and_type(&self, g: GateRef) -> Option<(Op, Option<Op::Type>)> {
        self.gates.get(g.index()).map(|d| (d.opcode, d.ty))
    }

    /// The gate's payload.
    #[inline]
    pub fn extra(&self, g: GateRef) -> Option<X> {
        self.gates.get(g.index()).map(|d| d.extra)
    }

    /// Replaces the payload of `g`; `false` when there is no such gate.
    pub fn set_extra(&mut self, g: GateRef, extra: X) -> bool {
        self.gates
            .get_mut(g.index())
            .map(|d| d.extra = extra)
            .is_some()
    }

    /// Dependency and data inputs, in order (contiguous in the pool): the inputs that order a
    /// gate's computation.
    #[inline]
    pub fn flow_inputs(&self, g: GateRef) -> &[GateRef] {
        self.bounds(g).map_or(&[], |(d, all)| flow_of(d, all))
    }

    /// The gate's opcode.
    #[inline]
    pub fn opcode(&self, g: GateRef) -> Option<Op> {
        self.gates.get(g.index()).map(|d| d.opcode)
    }

    /// The gate's type (`None` for a gate that is absent or has none).
    #[inline]
    pub fn ty(&self, g: GateRef) -> Option<Op::Type> {
        self.gates.get(g.index()).and_then(|d| d.ty)
    }

    /// The gate's bitfield.
    #[inline]
    pub fn bitfield(&self, g: GateRef) -> Option<u64> {
        self.gates.get(g.index()).map(|d| d.bitfield)
    }

    /// All inputs, in order: state, dependency, data, root.
    #[inline]
    pub fn inputs(&self, g: GateRef) -> &[GateRef] {
        self.bounds(g).map_or(&[], |(_, all)| all)
    }

    /// The inputs of one wire kind (only that kind's bounds are computed: hot in dominator and
    /// walk code, which asks for state inputs gate after gate).
    #[inline]
    pub fn inputs_of(&self, g: GateRef, kind: WireKind) -> &[GateRef] {
        let Some((d, all)) = self.bounds(g) else {
            return &[];
        };
        let (ns, nd) = (usize::from(d.n_state), usize::from(d.n_depend));
        let data_end = all.len().saturating_sub(usize::from(d.has_root));
        let range = match kind {
            WireKind::State => 0..ns.min(all.len()),
            WireKind::Depend => ns.min(all.len())..(ns + nd).min(all.len()),
            WireKind::Data => (ns + nd).min(data_end)..data_end,
            WireKind::Root => data_end..all.len(),
        };
        &all[range]
    }

    /// The wire kind and index within that kind of input number `i` (over all inputs).
    #[inline]
    pub fn input_kind(&self, g: GateRef, i: usize) -> Option<(WireKind, usize)> {
        let v = self.view(g)?;
        let (ns, nd, nt) = (v.state.len(), v.depend.len(), v.data.len());
        match i {
            _ if i < ns => Some((WireKind::State, i)),
            _ if i < ns + nd => Some((WireKind::Depend, i - ns)),
            _ if i < ns + nd + nt => Some((WireKind::Data, i - ns - nd)),
            _ if i < v.inputs.len() => Some((WireKind::Root, 0)),
            _ => None,
        }
    }

    /// Rewires input `i` (over all inputs) of `g` to `to`. Returns the previous source, or `None`
    /// (and changes nothing) when `g` or `i` is out of range.
    #[inline]
    pub fn set_input(&mut self, g: GateRef, i: usize, to: GateRef) -> Option<GateRef> {
        let d = self.gates.get(g.index())?;
        let end = self
            .gates
            .get(g.index() + 1)
            .map_or(self.pool.len(), |n| n.start as usize);
        let at = d.start as usize + i;
        if at >= end {
            return None;
        }
        let old = core::mem::replace(&mut self.pool[at], to);
        self.uses = OnceLock::new();
        Some(old)
    }

    /// Replaces the bitfield of `g`; `false` when there is no such gate.
    pub fn set_bitfield(&mut self, g: GateRef, bitfield: u64) -> bool {
        self.gates
            .get_mut(g.index())
            .map(|d| d.bitfield = bitfield)
            .is_some()
    }

    /// Replaces the opcode of `g` (its inputs stay as they are); `false` when there is no such
    /// gate.
    pub fn set_opcode(&mut self, g: GateRef, opcode: Op) -> bool {
        self.gates
            .get_mut(g.index())
            .map(|d| d.opcode = opcode)
            .is_some()
    }

    /// Replaces the type of `g`; `false` when there is no such gate.
    pub fn set_ty(&mut self, g: GateRef, ty: Option<Op::Type>) -> bool {
        self.gates.get_mut(g.index()).map(|d| d.ty = ty).is_some()
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
    /// fills every row from its end walking the inputs backwards, so users stay in gate order.
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

    /// Bytes held by the graph's storage (gates, input pool and, once built, the users index).
    pub fn heap_bytes(&self) -> usize {
        let uses = self
            .uses
            .get()
            .map_or(0, |u| (u.offsets.capacity() + u.users.capacity()) * 4);
        self.gates.capacity() * size_of::<GateData<Op, X>>()
            + self.pool.capacity() * size_of::<GateRef>()
            + uses
    }

    /// Size of one stored gate of this table, in bytes (without its inputs).
    pub const GATE_BYTES: usize = size_of::<GateData<Op, X>>();
}

/// The view of gate `d` whose inputs are `all`.
#[inline]
fn split<'g, Op: GraphLayer, X: Copy>(
    d: &GateData<Op, X>,
    all: &'g [GateRef],
) -> GateView<'g, Op, X> {
    let ns = usize::from(d.n_state).min(all.len());
    let nd = usize::from(d.n_depend).min(all.len() - ns);
    let nr = usize::from(d.has_root).min(all.len() - ns - nd);
    let (state, rest) = all.split_at(ns);
    let (depend, rest) = rest.split_at(nd);
    let (data, root) = rest.split_at(rest.len() - nr);
    GateView {
        opcode: d.opcode,
        ty: d.ty,
        extra: d.extra,
        bitfield: d.bitfield,
        state,
        depend,
        data,
        root: root.first().copied(),
        inputs: all,
    }
}

/// The dependency and data inputs of gate `d` whose inputs are `all`.
#[inline]
fn flow_of<'g, Op: GraphLayer, X>(d: &GateData<Op, X>, all: &'g [GateRef]) -> &'g [GateRef] {
    let ns = usize::from(d.n_state).min(all.len());
    let nd = usize::from(d.n_depend).min(all.len() - ns);
    let nr = usize::from(d.has_root).min(all.len() - ns - nd);
    all.get(ns..all.len() - nr).unwrap_or(&[])
}

/// A walk over the arena in id order: each gate's record and all its inputs, without looking
/// each gate up ([`Views`] and [`Flows`] read their items from it).
#[derive(Clone, Debug)]
struct GateWalk<'g, Op: GraphLayer, X> {
    /// The gates not yet visited.
    gates: &'g [GateData<Op, X>],
    pool: &'g [GateRef],
    /// The id of the first gate in `gates`.
    next: u32,
}

impl<'g, Op: GraphLayer, X: Copy + Default> GateWalk<'g, Op, X> {
    #[inline]
    fn new(graph: &'g Graph<Op, X>) -> Self {
        GateWalk {
            gates: &graph.gates,
            pool: &graph.pool,
            next: 0,
        }
    }
}

impl<'g, Op: GraphLayer, X> GateWalk<'g, Op, X> {
    /// The next gate, its record and all its inputs.
    #[inline]
    fn step(&mut self) -> Option<(GateRef, &'g GateData<Op, X>, &'g [GateRef])> {
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

/// Every gate with its view, in id order (see [`Graph::views`]).
#[derive(Clone, Debug)]
pub struct Views<'g, Op: GraphLayer, X = ()>(GateWalk<'g, Op, X>);

impl<'g, Op: GraphLayer, X: Copy> Iterator for Views<'g, Op, X> {
    type Item = (GateRef, GateView<'g, Op, X>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let (g, d, all) = self.0.step()?;
        Some((g, split(d, all)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<Op: GraphLayer, X: Copy> ExactSizeIterator for Views<'_, Op, X> {}

/// One gate's opcode, first state input and flow inputs (see [`Graph::flows`]): what placing a
/// gate in a block needs, without splitting all its inputs.
#[derive(Clone, Copy, Debug)]
pub struct GateFlow<'g, Op> {
    /// The opcode.
    pub opcode: Op,
    /// The first state input, if any.
    pub first_state: Option<GateRef>,
    /// Dependency and data inputs, in order (the same slice as [`GateView::flow`]).
    pub flow: &'g [GateRef],
}

/// Every gate's [`GateFlow`], in id order (see [`Graph::flows`]).
#[derive(Clone, Debug)]
pub struct Flows<'g, Op: GraphLayer, X = ()>(GateWalk<'g, Op, X>);

impl<'g, Op: GraphLayer, X> Iterator for Flows<'g, Op, X> {
    type Item = (GateRef, GateFlow<'g, Op>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let (g, d, all) = self.0.step()?;
        let first_state = if d.n_state > 0 {
            all.first().copied()
        } else {
            None
        };
        Some((
            g,
            GateFlow {
                opcode: d.opcode,
                first_state,
                flow: flow_of(d, all),
            },
        ))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<Op: GraphLayer, X> ExactSizeIterator for Flows<'_, Op, X> {}

impl<Op: GraphLayer, X: Copy + Default + PartialEq> PartialEq for Graph<Op, X> {
    /// Two graphs are equal when every gate has the same opcode, type, payload, bitfield and
    /// inputs, split the same way by wire kind.
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len()
            && self.gates().all(|g| match (self.view(g), other.view(g)) {
                (Some(a), Some(b)) => {
                    (
                        a.opcode, a.ty, a.bitfield, a.state, a.depend, a.data, a.root,
                    ) == (
                        b.opcode, b.ty, b.bitfield, b.state, b.depend, b.data, b.root,
                    )
                }
                _ => false,
            })
    }
}
