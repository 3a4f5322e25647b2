//! The circuit: the Circuit IR's instance of the generic gate arena `opforge_ir::Graph`, whose
//! per-gate payload is the [`GateType`]. Each gate stores its opcode, machine type, gate type and
//! bitfield in 24 bytes; its inputs live in one shared pool (4 bytes each), ordered state, then
//! dependency, then data, then the root list it is registered in. The users of every gate
//! (out-edges) are indexed on demand and cached until the next edit. Root gates sit at fixed
//! offsets, `CIRCUIT_ROOT` at 0.
//!
//! This module owns only what the Circuit IR adds to the arena: the machine type as a plain
//! `MachineType` (`NOVALUE` for a gate without a value), the gate type, the roots by [`Root`], and
//! the views in those terms. The arena accepts any wiring (that is the verifier's business):
//! nothing here panics on a malformed graph, and out-of-range references read as absent.

use opforge_ir::graph::{self, Graph};

use crate::gate_type::GateType;
use crate::opcode::{MachineType, Opcode, Root, WireShape};

pub use opforge_ir::graph::{GateRef, Inputs, WireKind};

/// Why a gate could not be added: the arena's error.
pub type CircuitError = opforge_ir::graph::GraphError;

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
    /// The Circuit's view of the arena's view.
    #[inline]
    fn of(v: graph::GateView<'c, Opcode, GateType>) -> Self {
        GateView {
            opcode: v.opcode,
            machine_type: v.ty.unwrap_or(MachineType::Novalue),
            gate_type: v.extra,
            bitfield: v.bitfield,
            state: v.state,
            depend: v.depend,
            data: v.data,
            root: v.root,
            inputs: v.inputs,
        }
    }

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

/// Every gate with its view, in id order (see [`Circuit::views`]).
#[derive(Clone, Debug)]
pub struct Views<'c>(graph::Views<'c, Opcode, GateType>);

impl<'c> Iterator for Views<'c> {
    type Item = (GateRef, GateView<'c>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(|(g, v)| (g, GateView::of(v)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl ExactSizeIterator for Views<'_> {}

/// One gate's opcode, first state input and flow inputs (see [`Circuit::flows`]).
pub type GateFlow<'c> = graph::GateFlow<'c, Opcode>;

/// Every gate's [`GateFlow`], in id order (see [`Circuit::flows`]).
pub type Flows<'c> = graph::Flows<'c, Opcode, GateType>;

/// A circuit: gates, their inputs and (cached) their users.
#[derive(Debug, Clone)]
pub struct Circuit {
    graph: Graph<Opcode, GateType>,
}

impl Default for Circuit {
    fn default() -> Self {
        Self::new()
    }
}

impl Circuit {
    /// A circuit holding only the root gates, each at its fixed offset, of machine type
    /// `NOVALUE` and gate type `EMPTY`. Every root but the first takes `CIRCUIT_ROOT` (offset 0)
    /// on each input its spec declares.
    pub fn new() -> Self {
        let mut graph = Graph::new();
        for root in Root::ALL {
            graph.set_extra(GateRef(root.offset()), GateType::EMPTY);
        }
        Circuit { graph }
    }

    /// The circuit over an arena of the Circuit's table (such as the runtime's text parser
    /// builds), taken as it is: the arena accepts any wiring, and so does a circuit.
    pub(crate) fn from_graph(graph: Graph<Opcode, GateType>) -> Self {
        Circuit { graph }
    }

    /// The arena under the circuit, for the runtime's generic passes (text, pictures, walks).
    #[inline]
    pub fn graph(&self) -> &Graph<Opcode, GateType> {
        &self.graph
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
        self.graph
            .add_with(opcode, Some(machine_type), gate_type, bitfield, inputs)
    }

    /// Number of gates, roots included.
    #[inline]
    pub fn len(&self) -> usize {
        self.graph.len()
    }

    /// Whether the circuit has no gate (never true for a circuit made by [`Circuit::new`]).
    pub fn is_empty(&self) -> bool {
        self.graph.is_empty()
    }

    /// Every gate, in id order.
    #[inline]
    pub fn gates(&self) -> impl ExactSizeIterator<Item = GateRef> + DoubleEndedIterator + use<> {
        (0..self.graph.len() as u32).map(GateRef)
    }

    /// Whether `g` names a gate of this circuit.
    #[inline]
    pub fn contains(&self, g: GateRef) -> bool {
        self.graph.contains(g)
    }

    /// Everything about one gate at once, with its inputs split by wire kind (one lookup instead
    /// of one per accessor; used on hot paths such as the verifier).
    #[inline]
    pub fn view(&self, g: GateRef) -> Option<GateView<'_>> {
        self.graph.view(g).map(GateView::of)
    }

    /// Every gate with its view, in id order: one walk over the arena, without looking each gate
    /// up (the same views as [`Circuit::view`]).
    #[inline]
    pub fn views(&self) -> Views<'_> {
        Views(self.graph.views())
    }

    /// Every gate's opcode, first state input and flow inputs, in id order: lighter than
    /// [`Circuit::views`] for passes that need only those (the same values as the views give).
    #[inline]
    pub fn flows(&self) -> Flows<'_> {
        self.graph.flows()
    }

    /// The opcode of every gate, in id order.
    #[inline]
    pub fn opcodes(&self) -> impl ExactSizeIterator<Item = Opcode> + '_ {
        self.graph.opcodes()
    }

    /// The gate's opcode and machine type, in one lookup.
    #[inline]
    pub fn opcode_and_type(&self, g: GateRef) -> Option<(Opcode, MachineType)> {
        self.graph
            .opcode_and_type(g)
            .map(|(op, t)| (op, t.unwrap_or(MachineType::Novalue)))
    }

    /// The gate's opcode.
    #[inline]
    pub fn opcode(&self, g: GateRef) -> Option<Opcode> {
        self.graph.opcode(g)
    }

    /// The gate's machine type.
    #[inline]
    pub fn machine_type(&self, g: GateRef) -> Option<MachineType> {
        self.opcode_and_type(g).map(|(_, t)| t)
    }

    /// The gate's secondary type.
    #[inline]
    pub fn gate_type(&self, g: GateRef) -> Option<GateType> {
        self.graph.extra(g)
    }

    /// The gate's bitfield.
    #[inline]
    pub fn bitfield(&self, g: GateRef) -> Option<u64> {
        self.graph.bitfield(g)
    }

    /// The wire shape of the gate's opcode.
    #[inline]
    pub fn shape(&self, g: GateRef) -> Option<&'static WireShape> {
        self.opcode(g).map(Opcode::shape)
    }

    /// All inputs, in order: state, dependency, data, root.
    #[inline]
    pub fn inputs(&self, g: GateRef) -> &[GateRef] {
        self.graph.inputs(g)
    }

    /// The inputs of one wire kind.
    #[inline]
    pub fn inputs_of(&self, g: GateRef, kind: WireKind) -> &[GateRef] {
        self.graph.inputs_of(g, kind)
    }

    /// Dependency and data inputs, in order (contiguous in the pool): the inputs that order a
    /// gate's computation.
    #[inline]
    pub fn flow_inputs(&self, g: GateRef) -> &[GateRef] {
        self.graph.flow_inputs(g)
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
        self.graph.input_kind(g, i)
    }

    /// Rewires input `i` (over all inputs) of `g` to `to`. Returns the previous source, or `None`
    /// (and changes nothing) when `g` or `i` is out of range.
    pub fn set_input(&mut self, g: GateRef, i: usize, to: GateRef) -> Option<GateRef> {
        self.graph.set_input(g, i, to)
    }

    /// Replaces the bitfield of `g`.
    pub fn set_bitfield(&mut self, g: GateRef, bitfield: u64) -> bool {
        self.graph.set_bitfield(g, bitfield)
    }

    /// Replaces the opcode of `g` (its inputs stay as they are).
    pub fn set_opcode(&mut self, g: GateRef, opcode: Opcode) -> bool {
        self.graph.set_opcode(g, opcode)
    }

    /// Replaces the gate type of `g`.
    pub fn set_gate_type(&mut self, g: GateRef, gate_type: GateType) -> bool {
        self.graph.set_extra(g, gate_type)
    }

    /// Replaces the machine type of `g`.
    pub fn set_machine_type(&mut self, g: GateRef, ty: MachineType) -> bool {
        self.graph.set_ty(g, Some(ty))
    }

    /// The gates that use `g` as an input, once per input that names it, in user order.
    #[inline]
    pub fn uses(&self, g: GateRef) -> &[GateRef] {
        self.graph.uses(g)
    }

    /// Bytes held by the circuit's storage (gates, input pool and, once built, the users index).
    pub fn heap_bytes(&self) -> usize {
        self.graph.heap_bytes()
    }

    /// Size of one stored gate, in bytes (without its inputs).
    pub const GATE_BYTES: usize = Graph::<Opcode, GateType>::GATE_BYTES;
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
        let state = c.add(
            Opcode::ALL[0],
            ty,
            GateType::EMPTY,
            0,
            Inputs {
                state: &many,
                depend: &many,
                ..Inputs::default()
            },
        );
        assert_eq!(state, Err(CircuitError::TooManyInputs(WireKind::State)));
        assert_eq!(c.len(), Root::ALL.len());
    }
}
