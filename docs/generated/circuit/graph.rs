// generated from spec/circuit.yaml; do not edit

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
/// A gate used as a value of type `I1` (`i1`), the one type an input or output of the table fixes; a value of another type does not fit where this is asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct I1Value(pub GateRef);
impl I1Value {
    /// An input to be wired later with `GateBuilder::close`.
    pub const PENDING: I1Value = I1Value(GateRef::PENDING);
}
impl From<I1Value> for ValueRef {
    fn from(v: I1Value) -> ValueRef {
        ValueRef(v.0)
    }
}
impl ValueRef {
    /// This value, taken to be of type `i1` where the table asks for one: `verify()` reports it if its gate has another type.
    pub fn as_i1(self) -> I1Value {
        I1Value(self.0)
    }
}
/// A gate used as a value of type `I64` (`i64`), the one type an input or output of the table fixes; a value of another type does not fit where this is asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct I64Value(pub GateRef);
impl I64Value {
    /// An input to be wired later with `GateBuilder::close`.
    pub const PENDING: I64Value = I64Value(GateRef::PENDING);
}
impl From<I64Value> for ValueRef {
    fn from(v: I64Value) -> ValueRef {
        ValueRef(v.0)
    }
}
impl ValueRef {
    /// This value, taken to be of type `i64` where the table asks for one: `verify()` reports it if its gate has another type.
    pub fn as_i64(self) -> I64Value {
        I64Value(self.0)
    }
}
/// A gate used as a value of type `ARCH` (`arch`), the one type an input or output of the table fixes; a value of another type does not fit where this is asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ArchValue(pub GateRef);
impl ArchValue {
    /// An input to be wired later with `GateBuilder::close`.
    pub const PENDING: ArchValue = ArchValue(GateRef::PENDING);
}
impl From<ArchValue> for ValueRef {
    fn from(v: ArchValue) -> ValueRef {
        ValueRef(v.0)
    }
}
impl ValueRef {
    /// This value, taken to be of type `arch` where the table asks for one: `verify()` reports it if its gate has another type.
    pub fn as_arch(self) -> ArchValue {
        ArchValue(self.0)
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
    pub const NO_VALUE: Option<MachineType> = Some(MachineType::Novalue);
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
    /// The `CIRCUIT_ROOT` root: The origin of the circuit, at offset zero. It is the only gate without inputs.
    pub fn circuit_root(&self) -> StateRef {
        {
            let g = self.root_gate(Root::CircuitRoot);
            StateRef(g)
        }
    }
    /// The `STATE_ENTRY` root: The state the function starts in; forward walks of the state part begin here.
    pub fn state_entry(&self) -> StateRef {
        {
            let g = self.root_gate(Root::StateEntry);
            StateRef(g)
        }
    }
    /// The `DEPEND_ENTRY` root: The first link of every dependency chain, standing for memory as the function finds it.
    pub fn depend_entry(&self) -> DependRef {
        {
            let g = self.root_gate(Root::DependEntry);
            DependRef(g)
        }
    }
    /// The `RETURN_LIST` root: Registers every RETURN; backward walks begin here.
    pub fn return_list(&self) -> GateRef {
        self.root_gate(Root::ReturnList)
    }
    /// The `THROW_LIST` root: Registers every THROW.
    pub fn throw_list(&self) -> GateRef {
        self.root_gate(Root::ThrowList)
    }
    /// The `CONSTANT_LIST` root: Registers every CONSTANT.
    pub fn constant_list(&self) -> GateRef {
        self.root_gate(Root::ConstantList)
    }
    /// The `ALLOCA_LIST` root: Registers every ALLOCA.
    pub fn alloca_list(&self) -> GateRef {
        self.root_gate(Root::AllocaList)
    }
    /// The `ARG_LIST` root: Registers every ARG.
    pub fn arg_list(&self) -> GateRef {
        self.root_gate(Root::ArgList)
    }
    /// Adds a gate `RETURN`: Leaves the function and hands a value back to the caller.
    pub fn return_(
        &mut self,
        state: StateRef,
        depend: DependRef,
        value: impl Into<ValueRef>,
    ) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = [Into::<ValueRef>::into(value).0];
        {
            let g = self
                .gate(
                    Opcode::Return,
                    GateBuilder::NO_VALUE,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    Some(Root::ReturnList),
                );
            StateRef(g)
        }
    }
    /// Adds a gate `THROW`: Leaves the function by raising an exception that the caller must handle.
    pub fn throw(
        &mut self,
        state: StateRef,
        depend: DependRef,
        exception: impl Into<ValueRef>,
    ) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = [Into::<ValueRef>::into(exception).0];
        {
            let g = self
                .gate(
                    Opcode::Throw,
                    GateBuilder::NO_VALUE,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    Some(Root::ThrowList),
                );
            StateRef(g)
        }
    }
    /// Adds a gate `ORDINARY_BLOCK`: A state that only passes control on. It holds a place during construction and optimization removes it.
    pub fn ordinary_block(&mut self, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::OrdinaryBlock,
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
    /// Adds a gate `IF_BRANCH`: Goes on to IF_TRUE or to IF_FALSE depending on a boolean.
    pub fn if_branch(&mut self, state: StateRef, condition: I1Value) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [condition.0];
        {
            let g = self
                .gate(
                    Opcode::IfBranch,
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
    /// Adds a gate `SWITCH_BRANCH`: Goes on to the SWITCH_CASE whose case value equals its input, or to DEFAULT_CASE if none does.
    pub fn switch_branch(
        &mut self,
        state: StateRef,
        value: impl Into<ValueRef>,
    ) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(value).0];
        {
            let g = self
                .gate(
                    Opcode::SwitchBranch,
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
    /// Adds a gate `IF_TRUE`: Entered from an IF_BRANCH whose condition holds.
    pub fn if_true(&mut self, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::IfTrue,
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
    /// Adds a gate `IF_FALSE`: Entered from an IF_BRANCH whose condition does not hold.
    pub fn if_false(&mut self, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::IfFalse,
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
    /// Adds a gate `IF_SUCCESS`: Entered when the gate before it (usually an HIR instruction) completes without throwing.
    pub fn if_success(&mut self, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::IfSuccess,
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
    /// Adds a gate `IF_EXCEPTION`: Entered when the gate before it (usually an HIR instruction) throws.
    pub fn if_exception(&mut self, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::IfException,
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
    /// Adds a gate `SWITCH_CASE`: Entered from a SWITCH_BRANCH whose input equals this case's value.
    pub fn switch_case(&mut self, bits: u64, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::SwitchCase,
                    GateBuilder::NO_VALUE,
                    bits,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            StateRef(g)
        }
    }
    /// Adds a gate `DEFAULT_CASE`: Entered from a SWITCH_BRANCH when no SWITCH_CASE matches.
    pub fn default_case(&mut self, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::DefaultCase,
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
    /// Adds a gate `MERGE`: A state reached from any of several predecessors. Selectors hanging off it choose values and dependencies by the predecessor that was taken.
    pub fn merge(&mut self, predecessors: &[StateRef]) -> StateRef {
        let state_wires_ = {
            let mut wires_: Vec<GateRef> = Vec::new();
            wires_.extend(predecessors.iter().map(|x| x.0));
            wires_
        };
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Merge,
                    GateBuilder::NO_VALUE,
                    predecessors.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            StateRef(g)
        }
    }
    /// Adds a gate `LOOP_BEGIN`: The head of a loop, entered first from before the loop and then again from its back edge.
    pub fn loop_begin(&mut self, entry: StateRef, back: StateRef) -> StateRef {
        let state_wires_ = [entry.0, back.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::LoopBegin,
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
    /// Adds a gate `LOOP_BACK`: The end of a loop body, from which control returns to the loop head.
    pub fn loop_back(&mut self, state: StateRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::LoopBack,
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
    /// Adds a gate `VALUE_SELECTOR`: Chooses among its values the one that belongs to the predecessor through which control entered its join (the role of a phi).
    pub fn value_selector(
        &mut self,
        ty: MachineType,
        state: StateRef,
        values: &[ValueRef],
    ) -> ValueRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = {
            let mut wires_: Vec<GateRef> = Vec::new();
            wires_.extend(values.iter().map(|x| x.0));
            wires_
        };
        {
            let g = self
                .gate(
                    Opcode::ValueSelector,
                    ty,
                    values.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `DEPEND_SELECTOR`: Chooses among its dependencies the one that belongs to the path through which control entered its join.
    pub fn depend_selector(
        &mut self,
        state: StateRef,
        depends: &[DependRef],
    ) -> DependRef {
        let state_wires_ = [state.0];
        let depend_wires_ = depends.iter().map(|x| x.0).collect::<Vec<_>>();
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::DependSelector,
                    GateBuilder::NO_VALUE,
                    depends.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            DependRef(g)
        }
    }
    /// Adds a gate `DEPEND_RELAY`: A dependency that is only satisfied once control has reached its state, so that gates with side effects cannot run before a branch has gone their way.
    pub fn depend_relay(&mut self, state: StateRef, depend: DependRef) -> DependRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::DependRelay,
                    GateBuilder::NO_VALUE,
                    0,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            DependRef(g)
        }
    }
    /// Adds a gate `DEPEND_AND`: A dependency satisfied once all of its dependency inputs are.
    pub fn depend_and(&mut self, depends: &[DependRef]) -> DependRef {
        let state_wires_ = [];
        let depend_wires_ = depends.iter().map(|x| x.0).collect::<Vec<_>>();
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::DependAnd,
                    GateBuilder::NO_VALUE,
                    depends.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            DependRef(g)
        }
    }
    /// Adds a gate `JS_BYTECODE`: One JavaScript bytecode. It reads and may write memory and may throw, so control leaves it through IF_SUCCESS or IF_EXCEPTION.
    pub fn js_bytecode(
        &mut self,
        state: StateRef,
        depend: DependRef,
        operands: &[I64Value],
    ) -> (StateRef, DependRef, I64Value) {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = {
            let mut wires_: Vec<GateRef> = Vec::new();
            wires_.extend(operands.iter().map(|x| x.0));
            wires_
        };
        {
            let g = self
                .gate(
                    Opcode::JsBytecode,
                    MachineType::I64,
                    operands.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            (StateRef(g), DependRef(g), I64Value(g))
        }
    }
    /// Adds a gate `CALL`: Calls a function that cannot throw.
    pub fn call(
        &mut self,
        ty: MachineType,
        depend: DependRef,
        callee: ArchValue,
        args: &[ValueRef],
    ) -> (DependRef, ValueRef) {
        let state_wires_ = [];
        let depend_wires_ = [depend.0];
        let data_wires_ = {
            let mut wires_: Vec<GateRef> = Vec::new();
            wires_.push(callee.0);
            wires_.extend(args.iter().map(|x| x.0));
            wires_
        };
        {
            let g = self
                .gate(
                    Opcode::Call,
                    ty,
                    args.len() as u64,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            (DependRef(g), ValueRef(g))
        }
    }
    /// Adds a gate `FNEG`: Flips the sign of a float.
    pub fn fneg(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Fneg,
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
    /// Adds a gate `ADD`: Adds two integers.
    pub fn add(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
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
    /// Adds a gate `SUB`: Subtracts the second integer from the first (negation subtracts from zero).
    pub fn sub(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Sub,
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
    /// Adds a gate `MUL`: Multiplies two integers.
    pub fn mul(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
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
    /// Adds a gate `EXP`: Raises the first integer to the power of the second.
    pub fn exp(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Exp,
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
    /// Adds a gate `SDIV`: Divides two integers read as signed.
    pub fn sdiv(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Sdiv,
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
    /// Adds a gate `SREM`: What is left over by SDIV.
    pub fn srem(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Srem,
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
    /// Adds a gate `UDIV`: Divides two integers read as unsigned.
    pub fn udiv(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Udiv,
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
    /// Adds a gate `UREM`: What is left over by UDIV.
    pub fn urem(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Urem,
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
    /// Adds a gate `AND`: Bitwise and.
    pub fn and(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::And,
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
    /// Adds a gate `XOR`: Bitwise exclusive or (bitwise not is XOR with all ones).
    pub fn xor(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Xor,
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
    /// Adds a gate `OR`: Bitwise inclusive or.
    pub fn or(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Or,
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
    /// Adds a gate `SHL`: Shifts the first integer left by the second.
    pub fn shl(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Shl,
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
    /// Adds a gate `LSHR`: Shifts the first integer right by the second and fills with zeros.
    pub fn lshr(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Lshr,
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
    /// Adds a gate `ASHR`: Shifts the first integer right by the second and fills with its sign bit.
    pub fn ashr(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Ashr,
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
    /// Adds a gate `FADD`: Adds two floats.
    pub fn fadd(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Fadd,
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
    /// Adds a gate `FSUB`: Subtracts the second float from the first.
    pub fn fsub(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Fsub,
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
    /// Adds a gate `FMUL`: Multiplies two floats.
    pub fn fmul(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Fmul,
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
    /// Adds a gate `FEXP`: Raises the first float to the power of the second.
    pub fn fexp(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Fexp,
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
    /// Adds a gate `FDIV`: Divides the first float by the second.
    pub fn fdiv(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Fdiv,
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
    /// Adds a gate `FMOD`: What is left over when the first float is divided by the second.
    pub fn fmod(
        &mut self,
        ty: MachineType,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Fmod,
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
    /// Adds a gate `ICMP`: Compares two integers under the condition code in the bitfield.
    pub fn icmp(
        &mut self,
        icmp_cond: IcmpCond,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> I1Value {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Icmp,
                    MachineType::I1,
                    icmp_cond.bits(),
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            I1Value(g)
        }
    }
    /// Adds a gate `FCMP`: Compares two floats under the condition code in the bitfield.
    pub fn fcmp(
        &mut self,
        fcmp_cond: FcmpCond,
        arg0: impl Into<ValueRef>,
        arg1: impl Into<ValueRef>,
    ) -> I1Value {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [
            Into::<ValueRef>::into(arg0).0,
            Into::<ValueRef>::into(arg1).0,
        ];
        {
            let g = self
                .gate(
                    Opcode::Fcmp,
                    MachineType::I1,
                    fcmp_cond.bits(),
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    None,
                );
            I1Value(g)
        }
    }
    /// Adds a gate `TRUNC`: Keeps the low bits of an integer.
    pub fn trunc(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Trunc,
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
    /// Adds a gate `ZEXT`: Widens an integer by adding zero bits on top.
    pub fn zext(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Zext,
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
    /// Adds a gate `SEXT`: Widens an integer by repeating its sign bit on top.
    pub fn sext(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Sext,
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
    /// Adds a gate `SITOFP`: Turns a signed integer into the nearest float.
    pub fn sitofp(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Sitofp,
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
    /// Adds a gate `UITOFP`: Turns an unsigned integer into the nearest float.
    pub fn uitofp(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Uitofp,
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
    /// Adds a gate `FPTOSI`: Turns a float into a signed integer.
    pub fn fptosi(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Fptosi,
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
    /// Adds a gate `FPTOUI`: Turns a float into an unsigned integer.
    pub fn fptoui(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Fptoui,
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
    /// Adds a gate `BITCAST`: Reads the same bits as another type.
    pub fn bitcast(&mut self, ty: MachineType, arg: impl Into<ValueRef>) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [Into::<ValueRef>::into(arg).0];
        {
            let g = self
                .gate(
                    Opcode::Bitcast,
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
    /// Adds a gate `LOAD`: Reads a value from memory.
    pub fn load(
        &mut self,
        ty: MachineType,
        depend: DependRef,
        address: ArchValue,
    ) -> (DependRef, ValueRef) {
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
            (DependRef(g), ValueRef(g))
        }
    }
    /// Adds a gate `STORE`: Writes a value to memory.
    pub fn store(
        &mut self,
        depend: DependRef,
        value: impl Into<ValueRef>,
        address: ArchValue,
    ) -> DependRef {
        let state_wires_ = [];
        let depend_wires_ = [depend.0];
        let data_wires_ = [Into::<ValueRef>::into(value).0, address.0];
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
            DependRef(g)
        }
    }
    /// Adds a gate `ALLOCA`: Reserves memory in the function's stack frame, released when the function returns, and yields its address.
    pub fn alloca(&mut self, bits: u64) -> ArchValue {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Alloca,
                    MachineType::Arch,
                    bits,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    Some(Root::AllocaList),
                );
            ArchValue(g)
        }
    }
    /// Adds a gate `ARG`: One of the function's parameters.
    pub fn arg(&mut self, ty: MachineType, bits: u64) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Arg,
                    ty,
                    bits,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    Some(Root::ArgList),
                );
            ValueRef(g)
        }
    }
    /// Adds a gate `CONSTANT`: A value fixed when the circuit is built.
    pub fn constant(&mut self, ty: MachineType, bits: u64) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [];
        {
            let g = self
                .gate(
                    Opcode::Constant,
                    ty,
                    bits,
                    &state_wires_,
                    &depend_wires_,
                    &data_wires_,
                    Some(Root::ConstantList),
                );
            ValueRef(g)
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
            Some(Opcode::CircuitRoot) => self.visit_circuit_root(circuit, gate),
            Some(Opcode::StateEntry) => self.visit_state_entry(circuit, gate),
            Some(Opcode::DependEntry) => self.visit_depend_entry(circuit, gate),
            Some(Opcode::ReturnList) => self.visit_return_list(circuit, gate),
            Some(Opcode::ThrowList) => self.visit_throw_list(circuit, gate),
            Some(Opcode::ConstantList) => self.visit_constant_list(circuit, gate),
            Some(Opcode::AllocaList) => self.visit_alloca_list(circuit, gate),
            Some(Opcode::ArgList) => self.visit_arg_list(circuit, gate),
            Some(Opcode::Return) => self.visit_return(circuit, gate),
            Some(Opcode::Throw) => self.visit_throw(circuit, gate),
            Some(Opcode::OrdinaryBlock) => self.visit_ordinary_block(circuit, gate),
            Some(Opcode::IfBranch) => self.visit_if_branch(circuit, gate),
            Some(Opcode::SwitchBranch) => self.visit_switch_branch(circuit, gate),
            Some(Opcode::IfTrue) => self.visit_if_true(circuit, gate),
            Some(Opcode::IfFalse) => self.visit_if_false(circuit, gate),
            Some(Opcode::IfSuccess) => self.visit_if_success(circuit, gate),
            Some(Opcode::IfException) => self.visit_if_exception(circuit, gate),
            Some(Opcode::SwitchCase) => self.visit_switch_case(circuit, gate),
            Some(Opcode::DefaultCase) => self.visit_default_case(circuit, gate),
            Some(Opcode::Merge) => self.visit_merge(circuit, gate),
            Some(Opcode::LoopBegin) => self.visit_loop_begin(circuit, gate),
            Some(Opcode::LoopBack) => self.visit_loop_back(circuit, gate),
            Some(Opcode::ValueSelector) => self.visit_value_selector(circuit, gate),
            Some(Opcode::DependSelector) => self.visit_depend_selector(circuit, gate),
            Some(Opcode::DependRelay) => self.visit_depend_relay(circuit, gate),
            Some(Opcode::DependAnd) => self.visit_depend_and(circuit, gate),
            Some(Opcode::JsBytecode) => self.visit_js_bytecode(circuit, gate),
            Some(Opcode::Call) => self.visit_call(circuit, gate),
            Some(Opcode::Fneg) => self.visit_fneg(circuit, gate),
            Some(Opcode::Add) => self.visit_add(circuit, gate),
            Some(Opcode::Sub) => self.visit_sub(circuit, gate),
            Some(Opcode::Mul) => self.visit_mul(circuit, gate),
            Some(Opcode::Exp) => self.visit_exp(circuit, gate),
            Some(Opcode::Sdiv) => self.visit_sdiv(circuit, gate),
            Some(Opcode::Srem) => self.visit_srem(circuit, gate),
            Some(Opcode::Udiv) => self.visit_udiv(circuit, gate),
            Some(Opcode::Urem) => self.visit_urem(circuit, gate),
            Some(Opcode::And) => self.visit_and(circuit, gate),
            Some(Opcode::Xor) => self.visit_xor(circuit, gate),
            Some(Opcode::Or) => self.visit_or(circuit, gate),
            Some(Opcode::Shl) => self.visit_shl(circuit, gate),
            Some(Opcode::Lshr) => self.visit_lshr(circuit, gate),
            Some(Opcode::Ashr) => self.visit_ashr(circuit, gate),
            Some(Opcode::Fadd) => self.visit_fadd(circuit, gate),
            Some(Opcode::Fsub) => self.visit_fsub(circuit, gate),
            Some(Opcode::Fmul) => self.visit_fmul(circuit, gate),
            Some(Opcode::Fexp) => self.visit_fexp(circuit, gate),
            Some(Opcode::Fdiv) => self.visit_fdiv(circuit, gate),
            Some(Opcode::Fmod) => self.visit_fmod(circuit, gate),
            Some(Opcode::Icmp) => self.visit_icmp(circuit, gate),
            Some(Opcode::Fcmp) => self.visit_fcmp(circuit, gate),
            Some(Opcode::Trunc) => self.visit_trunc(circuit, gate),
            Some(Opcode::Zext) => self.visit_zext(circuit, gate),
            Some(Opcode::Sext) => self.visit_sext(circuit, gate),
            Some(Opcode::Sitofp) => self.visit_sitofp(circuit, gate),
            Some(Opcode::Uitofp) => self.visit_uitofp(circuit, gate),
            Some(Opcode::Fptosi) => self.visit_fptosi(circuit, gate),
            Some(Opcode::Fptoui) => self.visit_fptoui(circuit, gate),
            Some(Opcode::Bitcast) => self.visit_bitcast(circuit, gate),
            Some(Opcode::Load) => self.visit_load(circuit, gate),
            Some(Opcode::Store) => self.visit_store(circuit, gate),
            Some(Opcode::Alloca) => self.visit_alloca(circuit, gate),
            Some(Opcode::Arg) => self.visit_arg(circuit, gate),
            Some(Opcode::Constant) => self.visit_constant(circuit, gate),
            None => self.visit_gate(circuit, gate),
        }
    }
    /// Visits a gate of class `Root` (Nodes at fixed offsets that anchor the graph or register lists of gates.); by default defers to `visit_gate`.
    fn visit_root(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `State` (Pure state gates. They steer control flow and compute nothing.); by default defers to `visit_gate`.
    fn visit_state(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Terminator` (States that leave the function.); by default defers to `visit_state`.
    fn visit_terminator(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Block` (A plain state with one way in and one way out.); by default defers to `visit_state`.
    fn visit_block(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Branch` (States that choose their successor from a value.); by default defers to `visit_state`.
    fn visit_branch(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Successor` (States entered when a branch or a throwing gate picks them.); by default defers to `visit_state`.
    fn visit_successor(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Join` (States where several control paths come together.); by default defers to `visit_state`.
    fn visit_join(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Loop` (The head of a loop and its back edge.); by default defers to `visit_state`.
    fn visit_loop(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Intermediate` (Gates that tie the computation part to the state part or combine dependencies.); by default defers to `visit_gate`.
    fn visit_intermediate(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Selector` (Pick a value or a dependency by the path taken into a join.); by default defers to `visit_intermediate`.
    fn visit_selector(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Relay` (Turn reaching a state into a dependency.); by default defers to `visit_intermediate`.
    fn visit_relay(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Auxiliary` (Helpers for wiring dependencies.); by default defers to `visit_intermediate`.
    fn visit_auxiliary(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Hir` (High-level instructions that stand for operations of one source language.); by default defers to `visit_gate`.
    fn visit_hir(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Bytecode` (A source-language bytecode kept whole.); by default defers to `visit_hir`.
    fn visit_bytecode(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_hir(circuit, gate)
    }
    /// Visits a gate of class `Mir` (Middle-level instructions that depend on neither the language nor the target.); by default defers to `visit_gate`.
    fn visit_mir(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Special` (Calls.); by default defers to `visit_mir`.
    fn visit_special(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatUnary` (Floating-point arithmetic on one operand.); by default defers to `visit_mir`.
    fn visit_float_unary(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `IntBinary` (Integer arithmetic and bitwise logic on two operands.); by default defers to `visit_mir`.
    fn visit_int_binary(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatBinary` (Floating-point arithmetic on two operands.); by default defers to `visit_mir`.
    fn visit_float_binary(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons that yield an I1 under a condition code.); by default defers to `visit_mir`.
    fn visit_compare(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Conversion` (Changes of a value's machine type.); by default defers to `visit_mir`.
    fn visit_conversion(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Reads and writes of memory.); by default defers to `visit_mir`.
    fn visit_memory(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Prologue` (Values that exist from the start of the function.); by default defers to `visit_mir`.
    fn visit_prologue(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a `CIRCUIT_ROOT` gate; by default defers to `visit_root`.
    fn visit_circuit_root(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `STATE_ENTRY` gate; by default defers to `visit_root`.
    fn visit_state_entry(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `DEPEND_ENTRY` gate; by default defers to `visit_root`.
    fn visit_depend_entry(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN_LIST` gate; by default defers to `visit_root`.
    fn visit_return_list(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `THROW_LIST` gate; by default defers to `visit_root`.
    fn visit_throw_list(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `CONSTANT_LIST` gate; by default defers to `visit_root`.
    fn visit_constant_list(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ALLOCA_LIST` gate; by default defers to `visit_root`.
    fn visit_alloca_list(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ARG_LIST` gate; by default defers to `visit_root`.
    fn visit_arg_list(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN` gate; by default defers to `visit_terminator`.
    fn visit_return(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `THROW` gate; by default defers to `visit_terminator`.
    fn visit_throw(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `ORDINARY_BLOCK` gate; by default defers to `visit_block`.
    fn visit_ordinary_block(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_block(circuit, gate)
    }
    /// Visits a `IF_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_if_branch(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `SWITCH_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_switch_branch(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `IF_TRUE` gate; by default defers to `visit_successor`.
    fn visit_if_true(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_FALSE` gate; by default defers to `visit_successor`.
    fn visit_if_false(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_SUCCESS` gate; by default defers to `visit_successor`.
    fn visit_if_success(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_EXCEPTION` gate; by default defers to `visit_successor`.
    fn visit_if_exception(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `SWITCH_CASE` gate; by default defers to `visit_successor`.
    fn visit_switch_case(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `DEFAULT_CASE` gate; by default defers to `visit_successor`.
    fn visit_default_case(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `MERGE` gate; by default defers to `visit_join`.
    fn visit_merge(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_join(circuit, gate)
    }
    /// Visits a `LOOP_BEGIN` gate; by default defers to `visit_loop`.
    fn visit_loop_begin(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `LOOP_BACK` gate; by default defers to `visit_loop`.
    fn visit_loop_back(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `VALUE_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_value_selector(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_depend_selector(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_RELAY` gate; by default defers to `visit_relay`.
    fn visit_depend_relay(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_relay(circuit, gate)
    }
    /// Visits a `DEPEND_AND` gate; by default defers to `visit_auxiliary`.
    fn visit_depend_and(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_auxiliary(circuit, gate)
    }
    /// Visits a `JS_BYTECODE` gate; by default defers to `visit_bytecode`.
    fn visit_js_bytecode(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_bytecode(circuit, gate)
    }
    /// Visits a `CALL` gate; by default defers to `visit_special`.
    fn visit_call(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_special(circuit, gate)
    }
    /// Visits a `FNEG` gate; by default defers to `visit_float_unary`.
    fn visit_fneg(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_float_unary(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_int_binary`.
    fn visit_add(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SUB` gate; by default defers to `visit_int_binary`.
    fn visit_sub(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_int_binary`.
    fn visit_mul(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `EXP` gate; by default defers to `visit_int_binary`.
    fn visit_exp(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SDIV` gate; by default defers to `visit_int_binary`.
    fn visit_sdiv(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SREM` gate; by default defers to `visit_int_binary`.
    fn visit_srem(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UDIV` gate; by default defers to `visit_int_binary`.
    fn visit_udiv(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UREM` gate; by default defers to `visit_int_binary`.
    fn visit_urem(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `AND` gate; by default defers to `visit_int_binary`.
    fn visit_and(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `XOR` gate; by default defers to `visit_int_binary`.
    fn visit_xor(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `OR` gate; by default defers to `visit_int_binary`.
    fn visit_or(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SHL` gate; by default defers to `visit_int_binary`.
    fn visit_shl(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `LSHR` gate; by default defers to `visit_int_binary`.
    fn visit_lshr(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `ASHR` gate; by default defers to `visit_int_binary`.
    fn visit_ashr(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `FADD` gate; by default defers to `visit_float_binary`.
    fn visit_fadd(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FSUB` gate; by default defers to `visit_float_binary`.
    fn visit_fsub(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMUL` gate; by default defers to `visit_float_binary`.
    fn visit_fmul(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FEXP` gate; by default defers to `visit_float_binary`.
    fn visit_fexp(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FDIV` gate; by default defers to `visit_float_binary`.
    fn visit_fdiv(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMOD` gate; by default defers to `visit_float_binary`.
    fn visit_fmod(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `ICMP` gate; by default defers to `visit_compare`.
    fn visit_icmp(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `FCMP` gate; by default defers to `visit_compare`.
    fn visit_fcmp(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `TRUNC` gate; by default defers to `visit_conversion`.
    fn visit_trunc(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `ZEXT` gate; by default defers to `visit_conversion`.
    fn visit_zext(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SEXT` gate; by default defers to `visit_conversion`.
    fn visit_sext(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SITOFP` gate; by default defers to `visit_conversion`.
    fn visit_sitofp(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `UITOFP` gate; by default defers to `visit_conversion`.
    fn visit_uitofp(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOSI` gate; by default defers to `visit_conversion`.
    fn visit_fptosi(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOUI` gate; by default defers to `visit_conversion`.
    fn visit_fptoui(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `BITCAST` gate; by default defers to `visit_conversion`.
    fn visit_bitcast(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `ALLOCA` gate; by default defers to `visit_prologue`.
    fn visit_alloca(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `ARG` gate; by default defers to `visit_prologue`.
    fn visit_arg(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `CONSTANT` gate; by default defers to `visit_prologue`.
    fn visit_constant(&mut self, circuit: &Graph, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
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
            Some(Opcode::CircuitRoot) => self.visit_circuit_root(circuit, gate),
            Some(Opcode::StateEntry) => self.visit_state_entry(circuit, gate),
            Some(Opcode::DependEntry) => self.visit_depend_entry(circuit, gate),
            Some(Opcode::ReturnList) => self.visit_return_list(circuit, gate),
            Some(Opcode::ThrowList) => self.visit_throw_list(circuit, gate),
            Some(Opcode::ConstantList) => self.visit_constant_list(circuit, gate),
            Some(Opcode::AllocaList) => self.visit_alloca_list(circuit, gate),
            Some(Opcode::ArgList) => self.visit_arg_list(circuit, gate),
            Some(Opcode::Return) => self.visit_return(circuit, gate),
            Some(Opcode::Throw) => self.visit_throw(circuit, gate),
            Some(Opcode::OrdinaryBlock) => self.visit_ordinary_block(circuit, gate),
            Some(Opcode::IfBranch) => self.visit_if_branch(circuit, gate),
            Some(Opcode::SwitchBranch) => self.visit_switch_branch(circuit, gate),
            Some(Opcode::IfTrue) => self.visit_if_true(circuit, gate),
            Some(Opcode::IfFalse) => self.visit_if_false(circuit, gate),
            Some(Opcode::IfSuccess) => self.visit_if_success(circuit, gate),
            Some(Opcode::IfException) => self.visit_if_exception(circuit, gate),
            Some(Opcode::SwitchCase) => self.visit_switch_case(circuit, gate),
            Some(Opcode::DefaultCase) => self.visit_default_case(circuit, gate),
            Some(Opcode::Merge) => self.visit_merge(circuit, gate),
            Some(Opcode::LoopBegin) => self.visit_loop_begin(circuit, gate),
            Some(Opcode::LoopBack) => self.visit_loop_back(circuit, gate),
            Some(Opcode::ValueSelector) => self.visit_value_selector(circuit, gate),
            Some(Opcode::DependSelector) => self.visit_depend_selector(circuit, gate),
            Some(Opcode::DependRelay) => self.visit_depend_relay(circuit, gate),
            Some(Opcode::DependAnd) => self.visit_depend_and(circuit, gate),
            Some(Opcode::JsBytecode) => self.visit_js_bytecode(circuit, gate),
            Some(Opcode::Call) => self.visit_call(circuit, gate),
            Some(Opcode::Fneg) => self.visit_fneg(circuit, gate),
            Some(Opcode::Add) => self.visit_add(circuit, gate),
            Some(Opcode::Sub) => self.visit_sub(circuit, gate),
            Some(Opcode::Mul) => self.visit_mul(circuit, gate),
            Some(Opcode::Exp) => self.visit_exp(circuit, gate),
            Some(Opcode::Sdiv) => self.visit_sdiv(circuit, gate),
            Some(Opcode::Srem) => self.visit_srem(circuit, gate),
            Some(Opcode::Udiv) => self.visit_udiv(circuit, gate),
            Some(Opcode::Urem) => self.visit_urem(circuit, gate),
            Some(Opcode::And) => self.visit_and(circuit, gate),
            Some(Opcode::Xor) => self.visit_xor(circuit, gate),
            Some(Opcode::Or) => self.visit_or(circuit, gate),
            Some(Opcode::Shl) => self.visit_shl(circuit, gate),
            Some(Opcode::Lshr) => self.visit_lshr(circuit, gate),
            Some(Opcode::Ashr) => self.visit_ashr(circuit, gate),
            Some(Opcode::Fadd) => self.visit_fadd(circuit, gate),
            Some(Opcode::Fsub) => self.visit_fsub(circuit, gate),
            Some(Opcode::Fmul) => self.visit_fmul(circuit, gate),
            Some(Opcode::Fexp) => self.visit_fexp(circuit, gate),
            Some(Opcode::Fdiv) => self.visit_fdiv(circuit, gate),
            Some(Opcode::Fmod) => self.visit_fmod(circuit, gate),
            Some(Opcode::Icmp) => self.visit_icmp(circuit, gate),
            Some(Opcode::Fcmp) => self.visit_fcmp(circuit, gate),
            Some(Opcode::Trunc) => self.visit_trunc(circuit, gate),
            Some(Opcode::Zext) => self.visit_zext(circuit, gate),
            Some(Opcode::Sext) => self.visit_sext(circuit, gate),
            Some(Opcode::Sitofp) => self.visit_sitofp(circuit, gate),
            Some(Opcode::Uitofp) => self.visit_uitofp(circuit, gate),
            Some(Opcode::Fptosi) => self.visit_fptosi(circuit, gate),
            Some(Opcode::Fptoui) => self.visit_fptoui(circuit, gate),
            Some(Opcode::Bitcast) => self.visit_bitcast(circuit, gate),
            Some(Opcode::Load) => self.visit_load(circuit, gate),
            Some(Opcode::Store) => self.visit_store(circuit, gate),
            Some(Opcode::Alloca) => self.visit_alloca(circuit, gate),
            Some(Opcode::Arg) => self.visit_arg(circuit, gate),
            Some(Opcode::Constant) => self.visit_constant(circuit, gate),
            None => self.visit_gate(circuit, gate),
        }
    }
    /// Visits a gate of class `Root` (Nodes at fixed offsets that anchor the graph or register lists of gates.); by default defers to `visit_gate`.
    fn visit_root(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `State` (Pure state gates. They steer control flow and compute nothing.); by default defers to `visit_gate`.
    fn visit_state(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Terminator` (States that leave the function.); by default defers to `visit_state`.
    fn visit_terminator(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Block` (A plain state with one way in and one way out.); by default defers to `visit_state`.
    fn visit_block(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Branch` (States that choose their successor from a value.); by default defers to `visit_state`.
    fn visit_branch(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Successor` (States entered when a branch or a throwing gate picks them.); by default defers to `visit_state`.
    fn visit_successor(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Join` (States where several control paths come together.); by default defers to `visit_state`.
    fn visit_join(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Loop` (The head of a loop and its back edge.); by default defers to `visit_state`.
    fn visit_loop(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Intermediate` (Gates that tie the computation part to the state part or combine dependencies.); by default defers to `visit_gate`.
    fn visit_intermediate(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Selector` (Pick a value or a dependency by the path taken into a join.); by default defers to `visit_intermediate`.
    fn visit_selector(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Relay` (Turn reaching a state into a dependency.); by default defers to `visit_intermediate`.
    fn visit_relay(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Auxiliary` (Helpers for wiring dependencies.); by default defers to `visit_intermediate`.
    fn visit_auxiliary(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Hir` (High-level instructions that stand for operations of one source language.); by default defers to `visit_gate`.
    fn visit_hir(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Bytecode` (A source-language bytecode kept whole.); by default defers to `visit_hir`.
    fn visit_bytecode(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_hir(circuit, gate)
    }
    /// Visits a gate of class `Mir` (Middle-level instructions that depend on neither the language nor the target.); by default defers to `visit_gate`.
    fn visit_mir(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Special` (Calls.); by default defers to `visit_mir`.
    fn visit_special(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatUnary` (Floating-point arithmetic on one operand.); by default defers to `visit_mir`.
    fn visit_float_unary(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `IntBinary` (Integer arithmetic and bitwise logic on two operands.); by default defers to `visit_mir`.
    fn visit_int_binary(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatBinary` (Floating-point arithmetic on two operands.); by default defers to `visit_mir`.
    fn visit_float_binary(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons that yield an I1 under a condition code.); by default defers to `visit_mir`.
    fn visit_compare(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Conversion` (Changes of a value's machine type.); by default defers to `visit_mir`.
    fn visit_conversion(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Reads and writes of memory.); by default defers to `visit_mir`.
    fn visit_memory(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Prologue` (Values that exist from the start of the function.); by default defers to `visit_mir`.
    fn visit_prologue(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a `CIRCUIT_ROOT` gate; by default defers to `visit_root`.
    fn visit_circuit_root(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `STATE_ENTRY` gate; by default defers to `visit_root`.
    fn visit_state_entry(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `DEPEND_ENTRY` gate; by default defers to `visit_root`.
    fn visit_depend_entry(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN_LIST` gate; by default defers to `visit_root`.
    fn visit_return_list(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `THROW_LIST` gate; by default defers to `visit_root`.
    fn visit_throw_list(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `CONSTANT_LIST` gate; by default defers to `visit_root`.
    fn visit_constant_list(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ALLOCA_LIST` gate; by default defers to `visit_root`.
    fn visit_alloca_list(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ARG_LIST` gate; by default defers to `visit_root`.
    fn visit_arg_list(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN` gate; by default defers to `visit_terminator`.
    fn visit_return(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `THROW` gate; by default defers to `visit_terminator`.
    fn visit_throw(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `ORDINARY_BLOCK` gate; by default defers to `visit_block`.
    fn visit_ordinary_block(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_block(circuit, gate)
    }
    /// Visits a `IF_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_if_branch(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `SWITCH_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_switch_branch(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `IF_TRUE` gate; by default defers to `visit_successor`.
    fn visit_if_true(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_FALSE` gate; by default defers to `visit_successor`.
    fn visit_if_false(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_SUCCESS` gate; by default defers to `visit_successor`.
    fn visit_if_success(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_EXCEPTION` gate; by default defers to `visit_successor`.
    fn visit_if_exception(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `SWITCH_CASE` gate; by default defers to `visit_successor`.
    fn visit_switch_case(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `DEFAULT_CASE` gate; by default defers to `visit_successor`.
    fn visit_default_case(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `MERGE` gate; by default defers to `visit_join`.
    fn visit_merge(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_join(circuit, gate)
    }
    /// Visits a `LOOP_BEGIN` gate; by default defers to `visit_loop`.
    fn visit_loop_begin(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `LOOP_BACK` gate; by default defers to `visit_loop`.
    fn visit_loop_back(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `VALUE_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_value_selector(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_depend_selector(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_RELAY` gate; by default defers to `visit_relay`.
    fn visit_depend_relay(
        &mut self,
        circuit: &mut Graph,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_relay(circuit, gate)
    }
    /// Visits a `DEPEND_AND` gate; by default defers to `visit_auxiliary`.
    fn visit_depend_and(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_auxiliary(circuit, gate)
    }
    /// Visits a `JS_BYTECODE` gate; by default defers to `visit_bytecode`.
    fn visit_js_bytecode(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_bytecode(circuit, gate)
    }
    /// Visits a `CALL` gate; by default defers to `visit_special`.
    fn visit_call(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_special(circuit, gate)
    }
    /// Visits a `FNEG` gate; by default defers to `visit_float_unary`.
    fn visit_fneg(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_float_unary(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_int_binary`.
    fn visit_add(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SUB` gate; by default defers to `visit_int_binary`.
    fn visit_sub(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_int_binary`.
    fn visit_mul(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `EXP` gate; by default defers to `visit_int_binary`.
    fn visit_exp(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SDIV` gate; by default defers to `visit_int_binary`.
    fn visit_sdiv(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SREM` gate; by default defers to `visit_int_binary`.
    fn visit_srem(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UDIV` gate; by default defers to `visit_int_binary`.
    fn visit_udiv(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UREM` gate; by default defers to `visit_int_binary`.
    fn visit_urem(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `AND` gate; by default defers to `visit_int_binary`.
    fn visit_and(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `XOR` gate; by default defers to `visit_int_binary`.
    fn visit_xor(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `OR` gate; by default defers to `visit_int_binary`.
    fn visit_or(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SHL` gate; by default defers to `visit_int_binary`.
    fn visit_shl(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `LSHR` gate; by default defers to `visit_int_binary`.
    fn visit_lshr(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `ASHR` gate; by default defers to `visit_int_binary`.
    fn visit_ashr(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `FADD` gate; by default defers to `visit_float_binary`.
    fn visit_fadd(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FSUB` gate; by default defers to `visit_float_binary`.
    fn visit_fsub(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMUL` gate; by default defers to `visit_float_binary`.
    fn visit_fmul(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FEXP` gate; by default defers to `visit_float_binary`.
    fn visit_fexp(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FDIV` gate; by default defers to `visit_float_binary`.
    fn visit_fdiv(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMOD` gate; by default defers to `visit_float_binary`.
    fn visit_fmod(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `ICMP` gate; by default defers to `visit_compare`.
    fn visit_icmp(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `FCMP` gate; by default defers to `visit_compare`.
    fn visit_fcmp(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `TRUNC` gate; by default defers to `visit_conversion`.
    fn visit_trunc(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `ZEXT` gate; by default defers to `visit_conversion`.
    fn visit_zext(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SEXT` gate; by default defers to `visit_conversion`.
    fn visit_sext(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SITOFP` gate; by default defers to `visit_conversion`.
    fn visit_sitofp(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `UITOFP` gate; by default defers to `visit_conversion`.
    fn visit_uitofp(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOSI` gate; by default defers to `visit_conversion`.
    fn visit_fptosi(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOUI` gate; by default defers to `visit_conversion`.
    fn visit_fptoui(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `BITCAST` gate; by default defers to `visit_conversion`.
    fn visit_bitcast(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `ALLOCA` gate; by default defers to `visit_prologue`.
    fn visit_alloca(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `ARG` gate; by default defers to `visit_prologue`.
    fn visit_arg(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `CONSTANT` gate; by default defers to `visit_prologue`.
    fn visit_constant(&mut self, circuit: &mut Graph, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
}
