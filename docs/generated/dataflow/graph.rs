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
/// A gate used as a dependency: the source of a wire of kind `order`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OrderRef(pub GateRef);
impl OrderRef {
    /// An input to be wired later with `GateBuilder::close` (a loop's back edge, a
    /// value carried around it).
    pub const PENDING: OrderRef = OrderRef(GateRef::PENDING);
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
/// Checks every per-gate rule of the table on every gate, then the graph rules it asks
/// for; every finding, located.
pub fn verify(graph: &Graph) -> Findings<Opcode> {
    ::opforge_ir::graph::verify(graph)
}
/// A verifier of this table's graphs that keeps its memory between runs, for a pipeline
/// that verifies after every pass (`Verifier::new().run(&graph)`).
pub type Verifier = ::opforge_ir::graph::Verifier<Opcode>;
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
impl GateBuilder {
    /// Adds a gate `START`: Where control and memory begin.
    pub fn start(&mut self) -> (StateRef, OrderRef) {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Start,
                    GateBuilder::NO_VALUE,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            (StateRef(g), OrderRef(g))
        }
    }
    /// Adds a gate `BRANCH`: Goes one of two ways on a truth value.
    pub fn branch(&mut self, state: StateRef, condition: BoolValue) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [condition.0];
        {
            let g = self
                .gate(
                    Opcode::Branch,
                    GateBuilder::NO_VALUE,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            StateRef(g)
        }
    }
    /// Adds a gate `JOIN`: Where several control paths meet.
    pub fn join(&mut self, paths: &[StateRef]) -> StateRef {
        let state_wires_ = {
            let mut wires_: Vec<GateRef> = Vec::new();
            wires_.extend(paths.iter().map(|x| x.0));
            wires_
        };
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Join,
                    GateBuilder::NO_VALUE,
                    paths.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            StateRef(g)
        }
    }
    /// Adds a gate `END`: Leaves with a value.
    pub fn end(
        &mut self,
        state: StateRef,
        depend: OrderRef,
        result: impl Into<ValueRef>,
    ) -> GateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = [Into::<ValueRef>::into(result).0];
        self.gate(
            Opcode::End,
            GateBuilder::NO_VALUE,
            0,
            &state_wires_,
            &depend_wires_,
            &data_wires_,
            None,
        )
    }
    /// Adds a gate `PARAM`: A parameter, at the position its bitfield gives.
    pub fn param(&mut self, ty: MachineType, bits: u64) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Param,
                    ty,
                    bits,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `CONST`: A constant, whose bits are the bitfield.
    pub fn const_(&mut self, ty: MachineType, bits: u64) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Const,
                    ty,
                    bits,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `ADD`: Adds two numbers.
    pub fn add(
        &mut self,
        ty: MachineType,
        lhs: impl Into<ValueRef>,
        rhs: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(lhs).0, Into::<ValueRef>::into(rhs).0];
        {
            let g = self
                .gate(
                    Opcode::Add,
                    ty,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `MUL`: Multiplies two numbers.
    pub fn mul(
        &mut self,
        ty: MachineType,
        lhs: impl Into<ValueRef>,
        rhs: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(lhs).0, Into::<ValueRef>::into(rhs).0];
        {
            let g = self
                .gate(
                    Opcode::Mul,
                    ty,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `NEG`: Negates a number.
    pub fn neg(&mut self, ty: MachineType, operand: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(operand).0];
        {
            let g = self
                .gate(
                    Opcode::Neg,
                    ty,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `CMP`: Compares two numbers under the condition in the bitfield.
    pub fn cmp(
        &mut self,
        cond: Cond,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> BoolValue {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Cmp,
                    MachineType::Bool,
                    cond.bits(),
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            BoolValue(g)
        }
    }
    /// Adds a gate `SELECT`: Picks one of two values by a truth value.
    pub fn select(
        &mut self,
        ty: MachineType,
        condition: BoolValue,
        if_true: impl Into<ValueRef>,
        if_false: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            condition.0,
            Into::<ValueRef>::into(if_true).0,
            Into::<ValueRef>::into(if_false).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Select,
                    ty,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `LOAD`: Reads a value from memory after the effects it depends on.
    pub fn load(
        &mut self,
        ty: MachineType,
        depend: OrderRef,
        address: AddrValue,
    ) -> (OrderRef, ValueRef) {
        let state_wires_ = [];
        let depend_wires_ = [depend.0];
        let data_wires_ = [address.0];
        {
            let g = self
                .gate(
                    Opcode::Load,
                    ty,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            (OrderRef(g), ValueRef(g))
        }
    }
    /// Adds a gate `STORE`: Writes a value to memory after the effects it depends on.
    pub fn store(
        &mut self,
        depend: OrderRef,
        address: AddrValue,
        value: impl Into<ValueRef>,
    ) -> OrderRef {
        let state_wires_ = [];
        let depend_wires_ = [depend.0];
        let data_wires_ = [address.0, Into::<ValueRef>::into(value).0];
        {
            let g = self
                .gate(
                    Opcode::Store,
                    GateBuilder::NO_VALUE,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            OrderRef(g)
        }
    }
    /// Adds a gate `SYNC`: Orders after every effect it depends on.
    pub fn sync(&mut self, depends: &[OrderRef]) -> OrderRef {
        let state_wires_ = [];
        let depend_wires_ = depends.iter().map(|x| x.0).collect::<Vec<_>>();
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Sync,
                    GateBuilder::NO_VALUE,
                    depends.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            OrderRef(g)
        }
    }
}
/// Visits gates by opcode, or grouped by class: override `visit_<opcode>` for one opcode, `visit_<class>` for every opcode of a class and its subclasses, `visit_gate` for all.
pub trait Visitor {
    /// What a visit returns.
    type Output;
    /// Visits any gate: the end of every default chain.
    fn visit_gate(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output;
    /// Dispatches on the gate's opcode to its `visit_<opcode>` method (`visit_gate` for a
    /// reference to no gate).
    fn visit(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        match circuit.opcode(gate) {
            Some(Opcode::Start) => self.visit_start(circuit, gate),
            Some(Opcode::Branch) => self.visit_branch(circuit, gate),
            Some(Opcode::Join) => self.visit_join(circuit, gate),
            Some(Opcode::End) => self.visit_end(circuit, gate),
            Some(Opcode::Param) => self.visit_param(circuit, gate),
            Some(Opcode::Const) => self.visit_const(circuit, gate),
            Some(Opcode::Add) => self.visit_add(circuit, gate),
            Some(Opcode::Mul) => self.visit_mul(circuit, gate),
            Some(Opcode::Neg) => self.visit_neg(circuit, gate),
            Some(Opcode::Cmp) => self.visit_cmp(circuit, gate),
            Some(Opcode::Select) => self.visit_select(circuit, gate),
            Some(Opcode::Load) => self.visit_load(circuit, gate),
            Some(Opcode::Store) => self.visit_store(circuit, gate),
            Some(Opcode::Sync) => self.visit_sync(circuit, gate),
            None => self.visit_gate(circuit, gate),
        }
    }
    /// Visits a gate of class `Control` (Gates that shape control flow.); by default defers to `visit_gate`.
    fn visit_control(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Value` (Gates that compute values.); by default defers to `visit_gate`.
    fn visit_value(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Leaf` (Values that take no value input.); by default defers to `visit_value`.
    fn visit_leaf(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Arith` (Arithmetic on numbers.); by default defers to `visit_value`.
    fn visit_arith(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons.); by default defers to `visit_value`.
    fn visit_compare(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Choose` (Choices between values.); by default defers to `visit_value`.
    fn visit_choose(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Loads and stores.); by default defers to `visit_gate`.
    fn visit_memory(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a `START` gate; by default defers to `visit_control`.
    fn visit_start(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `BRANCH` gate; by default defers to `visit_control`.
    fn visit_branch(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `JOIN` gate; by default defers to `visit_control`.
    fn visit_join(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `END` gate; by default defers to `visit_control`.
    fn visit_end(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `PARAM` gate; by default defers to `visit_leaf`.
    fn visit_param(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `CONST` gate; by default defers to `visit_leaf`.
    fn visit_const(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_arith`.
    fn visit_add(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_arith`.
    fn visit_mul(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `NEG` gate; by default defers to `visit_arith`.
    fn visit_neg(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `CMP` gate; by default defers to `visit_compare`.
    fn visit_cmp(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `SELECT` gate; by default defers to `visit_choose`.
    fn visit_select(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_choose(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `SYNC` gate; by default defers to `visit_memory`.
    fn visit_sync(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
}
/// The twin of `Visitor` for passes that rewrite: every method gets the graph mutably.
pub trait VisitorMut {
    /// What a visit returns.
    type Output;
    /// Visits any gate: the end of every default chain.
    fn visit_gate(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output;
    /// Dispatches on the gate's opcode to its `visit_<opcode>` method (`visit_gate` for a
    /// reference to no gate).
    fn visit(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        match circuit.opcode(gate) {
            Some(Opcode::Start) => self.visit_start(circuit, gate),
            Some(Opcode::Branch) => self.visit_branch(circuit, gate),
            Some(Opcode::Join) => self.visit_join(circuit, gate),
            Some(Opcode::End) => self.visit_end(circuit, gate),
            Some(Opcode::Param) => self.visit_param(circuit, gate),
            Some(Opcode::Const) => self.visit_const(circuit, gate),
            Some(Opcode::Add) => self.visit_add(circuit, gate),
            Some(Opcode::Mul) => self.visit_mul(circuit, gate),
            Some(Opcode::Neg) => self.visit_neg(circuit, gate),
            Some(Opcode::Cmp) => self.visit_cmp(circuit, gate),
            Some(Opcode::Select) => self.visit_select(circuit, gate),
            Some(Opcode::Load) => self.visit_load(circuit, gate),
            Some(Opcode::Store) => self.visit_store(circuit, gate),
            Some(Opcode::Sync) => self.visit_sync(circuit, gate),
            None => self.visit_gate(circuit, gate),
        }
    }
    /// Visits a gate of class `Control` (Gates that shape control flow.); by default defers to `visit_gate`.
    fn visit_control(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Value` (Gates that compute values.); by default defers to `visit_gate`.
    fn visit_value(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Leaf` (Values that take no value input.); by default defers to `visit_value`.
    fn visit_leaf(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Arith` (Arithmetic on numbers.); by default defers to `visit_value`.
    fn visit_arith(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons.); by default defers to `visit_value`.
    fn visit_compare(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Choose` (Choices between values.); by default defers to `visit_value`.
    fn visit_choose(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Loads and stores.); by default defers to `visit_gate`.
    fn visit_memory(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a `START` gate; by default defers to `visit_control`.
    fn visit_start(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `BRANCH` gate; by default defers to `visit_control`.
    fn visit_branch(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `JOIN` gate; by default defers to `visit_control`.
    fn visit_join(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `END` gate; by default defers to `visit_control`.
    fn visit_end(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `PARAM` gate; by default defers to `visit_leaf`.
    fn visit_param(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `CONST` gate; by default defers to `visit_leaf`.
    fn visit_const(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_arith`.
    fn visit_add(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_arith`.
    fn visit_mul(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `NEG` gate; by default defers to `visit_arith`.
    fn visit_neg(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `CMP` gate; by default defers to `visit_compare`.
    fn visit_cmp(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `SELECT` gate; by default defers to `visit_choose`.
    fn visit_select(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_choose(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `SYNC` gate; by default defers to `visit_memory`.
    fn visit_sync(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
}
