// generated from spec/circuit.yaml; do not edit

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
        value: ValueRef,
    ) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = [value.0];
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
        exception: ValueRef,
    ) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = [exception.0];
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
    pub fn if_branch(&mut self, state: StateRef, condition: ValueRef) -> StateRef {
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
    pub fn switch_branch(&mut self, state: StateRef, value: ValueRef) -> StateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [value.0];
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
        operands: &[ValueRef],
    ) -> (StateRef, DependRef, ValueRef) {
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
            (StateRef(g), DependRef(g), ValueRef(g))
        }
    }
    /// Adds a gate `CALL`: Calls a function that cannot throw.
    pub fn call(
        &mut self,
        ty: MachineType,
        depend: DependRef,
        callee: ValueRef,
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
    pub fn fneg(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn add(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn sub(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn mul(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn exp(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn sdiv(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn srem(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn udiv(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn urem(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn and(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn xor(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn or(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn shl(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn lshr(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn ashr(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn fadd(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn fsub(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn fmul(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn fexp(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn fdiv(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
    pub fn fmod(&mut self, ty: MachineType, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
        arg0: ValueRef,
        arg1: ValueRef,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
            ValueRef(g)
        }
    }
    /// Adds a gate `FCMP`: Compares two floats under the condition code in the bitfield.
    pub fn fcmp(
        &mut self,
        fcmp_cond: FcmpCond,
        arg0: ValueRef,
        arg1: ValueRef,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
            ValueRef(g)
        }
    }
    /// Adds a gate `TRUNC`: Keeps the low bits of an integer.
    pub fn trunc(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn zext(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn sext(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn sitofp(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn uitofp(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn fptosi(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn fptoui(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
    pub fn bitcast(&mut self, ty: MachineType, arg: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg.0];
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
        address: ValueRef,
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
        value: ValueRef,
        address: ValueRef,
    ) -> DependRef {
        let state_wires_ = [];
        let depend_wires_ = [depend.0];
        let data_wires_ = [value.0, address.0];
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
    pub fn alloca(&mut self, bits: u64) -> ValueRef {
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
            ValueRef(g)
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
