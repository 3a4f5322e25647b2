//! The typed builder: owns the handle types that keep wire kinds apart at compile time
//! ([`StateRef`], [`DependRef`], [`ValueRef`]) and [`GateBuilder`], whose one-method-per-gate
//! API is generated from `spec/circuit.yaml` (bitfield enums instead of integers, slices for
//! variadic inputs with the bitfield count written for you, root lists filled in).
//!
//! ```
//! use ir_core::builder::GateBuilder;
//! use ir_core::opcode::{IcmpCond, MachineType};
//!
//! let mut b = GateBuilder::new();
//! let entry = b.state_entry();
//! let x = b.arg(MachineType::I32, 0);
//! let y = b.constant(MachineType::I32, 7);
//! let sum = b.add(MachineType::I32, x, y);
//! let small = b.icmp(IcmpCond::Slt, sum, y);
//! let branch = b.if_branch(entry, small);
//! let (t, f) = (b.if_true(branch), b.if_false(branch));
//! let merge = b.merge(&[t, f]);
//! let depend = b.depend_entry();
//! b.return_(merge, depend, sum);
//! let circuit = b.finish().expect("room for every gate");
//! assert!(circuit.verify().is_ok(), "{:?}", circuit.verify());
//! ```

use crate::circuit::{Circuit, CircuitError, GateRef, Inputs};
use crate::gate_type::{GateType, GcCategory};
use crate::opcode::*;

/// A gate used as a state (a control transition source).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StateRef(pub GateRef);

/// A gate used as a dependency (memory ordering source).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DependRef(pub GateRef);

/// A gate used as a value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValueRef(pub GateRef);

impl StateRef {
    /// A state input to be wired later with [`GateBuilder::close_loop`] (a loop's back edge).
    pub const PENDING: StateRef = StateRef(GateRef::PENDING);
}

impl ValueRef {
    /// A data input to be wired later with [`GateBuilder::close_selector`] (a loop-carried value).
    pub const PENDING: ValueRef = ValueRef(GateRef::PENDING);
}

impl DependRef {
    /// A dependency input to be wired later with [`GateBuilder::close_depend_selector`].
    pub const PENDING: DependRef = DependRef(GateRef::PENDING);
}

/// Builds a circuit gate by gate with typed handles. Building never panics: if the circuit runs
/// out of room, the methods return placeholder handles and [`GateBuilder::finish`] reports it.
#[derive(Debug, Default)]
pub struct GateBuilder {
    circuit: Circuit,
    error: Option<CircuitError>,
}

impl GateBuilder {
    /// The machine type of gates that produce no value.
    pub const NO_VALUE: MachineType = MachineType::Novalue;

    /// A builder over a fresh circuit holding its roots.
    pub fn new() -> Self {
        GateBuilder {
            circuit: Circuit::new(),
            error: None,
        }
    }

    /// The circuit built so far.
    pub fn circuit(&self) -> &Circuit {
        &self.circuit
    }

    /// The circuit, or the first error met while building it.
    pub fn finish(self) -> Result<Circuit, CircuitError> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.circuit),
        }
    }

    /// Wires the back edge of a loop: input 1 of `loop_begin` (created with
    /// [`StateRef::PENDING`]) becomes `back`.
    pub fn close_loop(&mut self, loop_begin: StateRef, back: StateRef) {
        self.circuit.set_input(loop_begin.0, 1, back.0);
    }

    /// Wires data input `index` of a value selector (created with [`ValueRef::PENDING`] there) to
    /// `value`: the value a loop carries around its back edge.
    pub fn close_selector(&mut self, selector: ValueRef, index: usize, value: ValueRef) {
        let skip = self.circuit.state_inputs(selector.0).len()
            + self.circuit.depend_inputs(selector.0).len();
        self.circuit.set_input(selector.0, skip + index, value.0);
    }

    /// Wires dependency input `index` of a dependency selector to `depend`.
    pub fn close_depend_selector(&mut self, selector: DependRef, index: usize, depend: DependRef) {
        let skip = self.circuit.state_inputs(selector.0).len();
        self.circuit.set_input(selector.0, skip + index, depend.0);
    }

    fn root_gate(&self, root: Root) -> GateRef {
        self.circuit.root(root)
    }

    /// Adds a gate; the generated methods call this.
    #[allow(clippy::too_many_arguments)]
    fn gate(
        &mut self,
        opcode: Opcode,
        machine_type: MachineType,
        bitfield: u64,
        state: &[GateRef],
        depend: &[GateRef],
        data: &[GateRef],
        root: Option<Root>,
    ) -> GateRef {
        let gate_type = if machine_type == Self::NO_VALUE {
            GateType::EMPTY
        } else {
            GateType::mir(GcCategory::Native, true)
        };
        let root = root.map(|r| self.circuit.root(r));
        match self.circuit.add(
            opcode,
            machine_type,
            gate_type,
            bitfield,
            Inputs {
                state,
                depend,
                data,
                root,
            },
        ) {
            Ok(g) => g,
            Err(e) => {
                self.error.get_or_insert(e);
                GateRef::PENDING
            }
        }
    }
}

include!(concat!(env!("OUT_DIR"), "/circuit_builder.rs"));
