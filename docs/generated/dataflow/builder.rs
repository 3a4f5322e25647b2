// generated from examples/dataflow/spec/dataflow.yaml; do not edit

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
    pub fn branch(&mut self, state: StateRef, condition: ValueRef) -> StateRef {
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
        result: ValueRef,
    ) -> GateRef {
        let state_wires_ = [state.0];
        let depend_wires_ = [depend.0];
        let data_wires_ = [result.0];
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
    pub fn add(&mut self, ty: MachineType, lhs: ValueRef, rhs: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [lhs.0, rhs.0];
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
    pub fn mul(&mut self, ty: MachineType, lhs: ValueRef, rhs: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [lhs.0, rhs.0];
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
    pub fn neg(&mut self, ty: MachineType, operand: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [operand.0];
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
    pub fn cmp(&mut self, cond: Cond, arg0: ValueRef, arg1: ValueRef) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [arg0.0, arg1.0];
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
            ValueRef(g)
        }
    }
    /// Adds a gate `SELECT`: Picks one of two values by a truth value.
    pub fn select(
        &mut self,
        ty: MachineType,
        condition: ValueRef,
        if_true: ValueRef,
        if_false: ValueRef,
    ) -> ValueRef {
        let state_wires_ = [];
        let depend_wires_ = [GateRef::PENDING; 0];
        let data_wires_ = [condition.0, if_true.0, if_false.0];
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
        address: ValueRef,
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
        address: ValueRef,
        value: ValueRef,
    ) -> OrderRef {
        let state_wires_ = [];
        let depend_wires_ = [depend.0];
        let data_wires_ = [address.0, value.0];
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
