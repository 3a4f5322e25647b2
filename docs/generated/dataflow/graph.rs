// generated from examples/dataflow/spec/dataflow.yaml; do not edit

pub use ::opforge_ir::GateRef;
pub use ::opforge_ir::graph::{Findings, GateCheck, GraphError, TextError, WireKind};
/// A graph of this table's gates.
pub type Graph = ::opforge_ir::Graph<Opcode>;
/// A gate used as a state: the source of a state wire.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StateRef(pub GateRef);
impl StateRef {
    /// An input to be wired later with `GateBuilder::close` (a loop's back edge, a
    /// value carried around it).
    pub const PENDING: StateRef = StateRef(GateRef::PENDING);
}
/// A gate used as a dependency: the source of a dependency wire.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DependRef(pub GateRef);
impl DependRef {
    /// An input to be wired later with `GateBuilder::close` (a loop's back edge, a
    /// value carried around it).
    pub const PENDING: DependRef = DependRef(GateRef::PENDING);
}
/// A gate used as a value: the source of a data wire.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValueRef(pub GateRef);
impl ValueRef {
    /// An input to be wired later with `GateBuilder::close` (a loop's back edge, a
    /// value carried around it).
    pub const PENDING: ValueRef = ValueRef(GateRef::PENDING);
}
/// A gate used as a value of type `BOOL` (`bool`), the one type an input or output of the table fixes; a value of another type does not fit where this is asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoolValue(pub GateRef);
impl BoolValue {
    /// An input to be wired later with `GateBuilder::close`.
    pub const PENDING: BoolValue = BoolValue(GateRef::PENDING);
}
impl From<BoolValue> for ValueRef {
    fn from(v: BoolValue) -> ValueRef {
        ValueRef(v.0)
    }
}
impl ValueRef {
    /// This value, taken to be of type `bool` where the table asks for one: `verify()` reports it if its gate has another type.
    pub fn as_bool(self) -> BoolValue {
        BoolValue(self.0)
    }
}
/// A gate used as a value of type `ADDR` (`addr`), the one type an input or output of the table fixes; a value of another type does not fit where this is asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AddrValue(pub GateRef);
impl AddrValue {
    /// An input to be wired later with `GateBuilder::close`.
    pub const PENDING: AddrValue = AddrValue(GateRef::PENDING);
}
impl From<AddrValue> for ValueRef {
    fn from(v: AddrValue) -> ValueRef {
        ValueRef(v.0)
    }
}
impl ValueRef {
    /// This value, taken to be of type `addr` where the table asks for one: `verify()` reports it if its gate has another type.
    pub fn as_addr(self) -> AddrValue {
        AddrValue(self.0)
    }
}
/// Builds a graph gate by gate with typed handles. Building never panics: if the graph
/// runs out of room, the methods return placeholder handles and `finish` reports it.
#[derive(Debug, Default)]
pub struct GateBuilder {
    inner: ::opforge_ir::GraphBuilder<Opcode>,
}
impl GateBuilder {
    /// The type of gates without a value.
    pub const NO_VALUE: Option<MachineType> = None;
    /// A builder over a fresh graph holding the table's roots.
    pub fn new() -> Self {
        GateBuilder {
            inner: ::opforge_ir::GraphBuilder::new(),
        }
    }
    /// The graph built so far.
    pub fn graph(&self) -> &Graph {
        self.inner.graph()
    }
    /// The graph, or the first error met while building it.
    pub fn finish(self) -> Result<Graph, GraphError> {
        self.inner.finish()
    }
    /// Wires input `index` of wire kind `kind` of `gate` (built with a `PENDING` handle
    /// there) to `source`; `false` when the gate has no such input.
    pub fn close(
        &mut self,
        gate: GateRef,
        kind: WireKind,
        index: usize,
        source: GateRef,
    ) -> bool {
        self.inner.close(gate, kind, index, source).is_some()
    }
    fn root_gate(&self, root: Root) -> GateRef {
        self.inner.root(root.opcode())
    }
    #[allow(clippy::too_many_arguments)]
    fn gate(
        &mut self,
        opcode: Opcode,
        ty: impl Into<Option<MachineType>>,
        bitfield: u64,
        state: &[GateRef],
        depend: &[GateRef],
        data: &[GateRef],
        root: Option<Root>,
    ) -> GateRef {
        self.inner
            .gate(
                opcode,
                ty.into(),
                bitfield,
                [state, depend, data],
                root.map(Root::opcode),
            )
    }
}
/// Checks every per-gate rule of the table on every gate; every finding, located.
pub fn verify(graph: &Graph) -> Findings<Opcode> {
    ::opforge_ir::graph::verify(graph)
}
/// The graph in the table's text format, one gate a line after the roots.
pub fn print(graph: &Graph) -> String {
    ::opforge_ir::graph::text::print(graph)
}
/// Reads a graph in the table's text format; an error names line and column.
pub fn parse(text: &str) -> Result<Graph, TextError> {
    ::opforge_ir::graph::text::parse(text)
}
/// The graph in Graphviz `dot` syntax.
pub fn to_dot(graph: &Graph, title: &str) -> String {
    ::opforge_ir::graph::to_dot(graph, title)
}
