//! Building a graph gate by gate: owns [`GraphBuilder`], the engine under every generated
//! `GateBuilder`. The generated methods (one per gate, typed handles per wire kind) collect their
//! inputs and call [`GraphBuilder::gate`]; the builder adds the gate, registers it in its root
//! list, and keeps the first error (a graph out of room) for [`GraphBuilder::finish`], so building
//! never panics.

use super::arena::{GateRef, Graph, GraphError, Inputs};
use super::layer::{GraphLayer, WireKind};

/// Builds a [`Graph`]; see the module docs.
#[derive(Debug)]
pub struct GraphBuilder<Op: GraphLayer> {
    graph: Graph<Op>,
    error: Option<GraphError>,
}

impl<Op: GraphLayer> Default for GraphBuilder<Op> {
    fn default() -> Self {
        Self::new()
    }
}

impl<Op: GraphLayer> GraphBuilder<Op> {
    /// A builder over a fresh graph holding the table's roots.
    pub fn new() -> Self {
        GraphBuilder {
            graph: Graph::new(),
            error: None,
        }
    }

    /// The graph built so far.
    pub fn graph(&self) -> &Graph<Op> {
        &self.graph
    }

    /// The graph, or the first error met while building it.
    pub fn finish(self) -> Result<Graph<Op>, GraphError> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.graph),
        }
    }

    /// The gate of root opcode `root` ([`GateRef::PENDING`] if `root` is not a root, which the
    /// generated code never asks).
    pub fn root(&self, root: Op) -> GateRef {
        self.graph.root(root).unwrap_or(GateRef::PENDING)
    }

    /// Adds a gate of `opcode` with type `ty`, `bitfield` and its inputs by wire kind, registered
    /// in the list of root opcode `root`. On error the gate is not added, the error is kept for
    /// [`finish`](Self::finish) and [`GateRef::PENDING`] stands for the gate.
    pub fn gate(
        &mut self,
        opcode: Op,
        ty: Option<Op::Type>,
        bitfield: u64,
        inputs: [&[GateRef]; 3],
        root: Option<Op>,
    ) -> GateRef {
        let [state, depend, data] = inputs;
        let root = root.map(|r| self.root(r));
        let inputs = Inputs {
            state,
            depend,
            data,
            root,
        };
        match self.graph.add(opcode, ty, bitfield, inputs) {
            Ok(g) => g,
            Err(e) => {
                self.error.get_or_insert(e);
                GateRef::PENDING
            }
        }
    }

    /// Wires input `index` of wire kind `kind` of `gate` (built with a `PENDING` handle there) to
    /// `source`: a loop's back edge, a value carried around it. Returns the previous source, or
    /// `None` (changing nothing) when the gate has no such input.
    pub fn close(
        &mut self,
        gate: GateRef,
        kind: WireKind,
        index: usize,
        source: GateRef,
    ) -> Option<GateRef> {
        let v = self.graph.view(gate)?;
        let skip = match kind {
            WireKind::State => 0,
            WireKind::Depend => v.state.len(),
            WireKind::Data => v.state.len() + v.depend.len(),
            WireKind::Root => return None,
        };
        if index >= v.of(kind).len() {
            return None;
        }
        self.graph.set_input(gate, skip + index, source)
    }
}
