// generated from spec/circuit.yaml; do not edit

/// Visits gates by opcode, or grouped by class: override `visit_<opcode>` for one opcode, `visit_<class>` for every opcode of a class and its subclasses, `visit_gate` for all.
pub trait Visitor {
    /// What a visit returns.
    type Output;
    /// Visits any gate: the end of every default chain.
    fn visit_gate(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output;
    /// Dispatches on the gate's opcode to its `visit_<opcode>` method (`visit_gate` for a
    /// reference to no gate).
    fn visit(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
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
    fn visit_root(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `State` (Pure state gates. They steer control flow and compute nothing.); by default defers to `visit_gate`.
    fn visit_state(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Terminator` (States that leave the function.); by default defers to `visit_state`.
    fn visit_terminator(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Block` (A plain state with one way in and one way out.); by default defers to `visit_state`.
    fn visit_block(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Branch` (States that choose their successor from a value.); by default defers to `visit_state`.
    fn visit_branch(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Successor` (States entered when a branch or a throwing gate picks them.); by default defers to `visit_state`.
    fn visit_successor(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Join` (States where several control paths come together.); by default defers to `visit_state`.
    fn visit_join(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Loop` (The head of a loop and its back edge.); by default defers to `visit_state`.
    fn visit_loop(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Intermediate` (Gates that tie the computation part to the state part or combine dependencies.); by default defers to `visit_gate`.
    fn visit_intermediate(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Selector` (Pick a value or a dependency by the path taken into a join.); by default defers to `visit_intermediate`.
    fn visit_selector(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Relay` (Turn reaching a state into a dependency.); by default defers to `visit_intermediate`.
    fn visit_relay(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Auxiliary` (Helpers for wiring dependencies.); by default defers to `visit_intermediate`.
    fn visit_auxiliary(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Hir` (High-level instructions that stand for operations of one source language.); by default defers to `visit_gate`.
    fn visit_hir(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Bytecode` (A source-language bytecode kept whole.); by default defers to `visit_hir`.
    fn visit_bytecode(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_hir(circuit, gate)
    }
    /// Visits a gate of class `Mir` (Middle-level instructions that depend on neither the language nor the target.); by default defers to `visit_gate`.
    fn visit_mir(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Special` (Calls.); by default defers to `visit_mir`.
    fn visit_special(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatUnary` (Floating-point arithmetic on one operand.); by default defers to `visit_mir`.
    fn visit_float_unary(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `IntBinary` (Integer arithmetic and bitwise logic on two operands.); by default defers to `visit_mir`.
    fn visit_int_binary(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatBinary` (Floating-point arithmetic on two operands.); by default defers to `visit_mir`.
    fn visit_float_binary(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons that yield an I1 under a condition code.); by default defers to `visit_mir`.
    fn visit_compare(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Conversion` (Changes of a value's machine type.); by default defers to `visit_mir`.
    fn visit_conversion(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Reads and writes of memory.); by default defers to `visit_mir`.
    fn visit_memory(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Prologue` (Values that exist from the start of the function.); by default defers to `visit_mir`.
    fn visit_prologue(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a `CIRCUIT_ROOT` gate; by default defers to `visit_root`.
    fn visit_circuit_root(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `STATE_ENTRY` gate; by default defers to `visit_root`.
    fn visit_state_entry(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `DEPEND_ENTRY` gate; by default defers to `visit_root`.
    fn visit_depend_entry(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN_LIST` gate; by default defers to `visit_root`.
    fn visit_return_list(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `THROW_LIST` gate; by default defers to `visit_root`.
    fn visit_throw_list(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `CONSTANT_LIST` gate; by default defers to `visit_root`.
    fn visit_constant_list(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ALLOCA_LIST` gate; by default defers to `visit_root`.
    fn visit_alloca_list(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ARG_LIST` gate; by default defers to `visit_root`.
    fn visit_arg_list(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN` gate; by default defers to `visit_terminator`.
    fn visit_return(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `THROW` gate; by default defers to `visit_terminator`.
    fn visit_throw(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `ORDINARY_BLOCK` gate; by default defers to `visit_block`.
    fn visit_ordinary_block(
        &mut self,
        circuit: &Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_block(circuit, gate)
    }
    /// Visits a `IF_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_if_branch(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `SWITCH_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_switch_branch(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `IF_TRUE` gate; by default defers to `visit_successor`.
    fn visit_if_true(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_FALSE` gate; by default defers to `visit_successor`.
    fn visit_if_false(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_SUCCESS` gate; by default defers to `visit_successor`.
    fn visit_if_success(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_EXCEPTION` gate; by default defers to `visit_successor`.
    fn visit_if_exception(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `SWITCH_CASE` gate; by default defers to `visit_successor`.
    fn visit_switch_case(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `DEFAULT_CASE` gate; by default defers to `visit_successor`.
    fn visit_default_case(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `MERGE` gate; by default defers to `visit_join`.
    fn visit_merge(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_join(circuit, gate)
    }
    /// Visits a `LOOP_BEGIN` gate; by default defers to `visit_loop`.
    fn visit_loop_begin(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `LOOP_BACK` gate; by default defers to `visit_loop`.
    fn visit_loop_back(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `VALUE_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_value_selector(
        &mut self,
        circuit: &Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_depend_selector(
        &mut self,
        circuit: &Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_RELAY` gate; by default defers to `visit_relay`.
    fn visit_depend_relay(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_relay(circuit, gate)
    }
    /// Visits a `DEPEND_AND` gate; by default defers to `visit_auxiliary`.
    fn visit_depend_and(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_auxiliary(circuit, gate)
    }
    /// Visits a `JS_BYTECODE` gate; by default defers to `visit_bytecode`.
    fn visit_js_bytecode(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_bytecode(circuit, gate)
    }
    /// Visits a `CALL` gate; by default defers to `visit_special`.
    fn visit_call(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_special(circuit, gate)
    }
    /// Visits a `FNEG` gate; by default defers to `visit_float_unary`.
    fn visit_fneg(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_unary(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_int_binary`.
    fn visit_add(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SUB` gate; by default defers to `visit_int_binary`.
    fn visit_sub(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_int_binary`.
    fn visit_mul(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `EXP` gate; by default defers to `visit_int_binary`.
    fn visit_exp(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SDIV` gate; by default defers to `visit_int_binary`.
    fn visit_sdiv(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SREM` gate; by default defers to `visit_int_binary`.
    fn visit_srem(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UDIV` gate; by default defers to `visit_int_binary`.
    fn visit_udiv(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UREM` gate; by default defers to `visit_int_binary`.
    fn visit_urem(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `AND` gate; by default defers to `visit_int_binary`.
    fn visit_and(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `XOR` gate; by default defers to `visit_int_binary`.
    fn visit_xor(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `OR` gate; by default defers to `visit_int_binary`.
    fn visit_or(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SHL` gate; by default defers to `visit_int_binary`.
    fn visit_shl(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `LSHR` gate; by default defers to `visit_int_binary`.
    fn visit_lshr(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `ASHR` gate; by default defers to `visit_int_binary`.
    fn visit_ashr(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `FADD` gate; by default defers to `visit_float_binary`.
    fn visit_fadd(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FSUB` gate; by default defers to `visit_float_binary`.
    fn visit_fsub(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMUL` gate; by default defers to `visit_float_binary`.
    fn visit_fmul(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FEXP` gate; by default defers to `visit_float_binary`.
    fn visit_fexp(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FDIV` gate; by default defers to `visit_float_binary`.
    fn visit_fdiv(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMOD` gate; by default defers to `visit_float_binary`.
    fn visit_fmod(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `ICMP` gate; by default defers to `visit_compare`.
    fn visit_icmp(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `FCMP` gate; by default defers to `visit_compare`.
    fn visit_fcmp(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `TRUNC` gate; by default defers to `visit_conversion`.
    fn visit_trunc(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `ZEXT` gate; by default defers to `visit_conversion`.
    fn visit_zext(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SEXT` gate; by default defers to `visit_conversion`.
    fn visit_sext(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SITOFP` gate; by default defers to `visit_conversion`.
    fn visit_sitofp(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `UITOFP` gate; by default defers to `visit_conversion`.
    fn visit_uitofp(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOSI` gate; by default defers to `visit_conversion`.
    fn visit_fptosi(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOUI` gate; by default defers to `visit_conversion`.
    fn visit_fptoui(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `BITCAST` gate; by default defers to `visit_conversion`.
    fn visit_bitcast(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `ALLOCA` gate; by default defers to `visit_prologue`.
    fn visit_alloca(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `ARG` gate; by default defers to `visit_prologue`.
    fn visit_arg(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `CONSTANT` gate; by default defers to `visit_prologue`.
    fn visit_constant(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
}
/// The twin of `Visitor` for passes that rewrite: every method gets the graph mutably.
pub trait VisitorMut {
    /// What a visit returns.
    type Output;
    /// Visits any gate: the end of every default chain.
    fn visit_gate(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output;
    /// Dispatches on the gate's opcode to its `visit_<opcode>` method (`visit_gate` for a
    /// reference to no gate).
    fn visit(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
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
    fn visit_root(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `State` (Pure state gates. They steer control flow and compute nothing.); by default defers to `visit_gate`.
    fn visit_state(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Terminator` (States that leave the function.); by default defers to `visit_state`.
    fn visit_terminator(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Block` (A plain state with one way in and one way out.); by default defers to `visit_state`.
    fn visit_block(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Branch` (States that choose their successor from a value.); by default defers to `visit_state`.
    fn visit_branch(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Successor` (States entered when a branch or a throwing gate picks them.); by default defers to `visit_state`.
    fn visit_successor(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Join` (States where several control paths come together.); by default defers to `visit_state`.
    fn visit_join(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Loop` (The head of a loop and its back edge.); by default defers to `visit_state`.
    fn visit_loop(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_state(circuit, gate)
    }
    /// Visits a gate of class `Intermediate` (Gates that tie the computation part to the state part or combine dependencies.); by default defers to `visit_gate`.
    fn visit_intermediate(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Selector` (Pick a value or a dependency by the path taken into a join.); by default defers to `visit_intermediate`.
    fn visit_selector(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Relay` (Turn reaching a state into a dependency.); by default defers to `visit_intermediate`.
    fn visit_relay(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Auxiliary` (Helpers for wiring dependencies.); by default defers to `visit_intermediate`.
    fn visit_auxiliary(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_intermediate(circuit, gate)
    }
    /// Visits a gate of class `Hir` (High-level instructions that stand for operations of one source language.); by default defers to `visit_gate`.
    fn visit_hir(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Bytecode` (A source-language bytecode kept whole.); by default defers to `visit_hir`.
    fn visit_bytecode(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_hir(circuit, gate)
    }
    /// Visits a gate of class `Mir` (Middle-level instructions that depend on neither the language nor the target.); by default defers to `visit_gate`.
    fn visit_mir(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Special` (Calls.); by default defers to `visit_mir`.
    fn visit_special(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatUnary` (Floating-point arithmetic on one operand.); by default defers to `visit_mir`.
    fn visit_float_unary(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `IntBinary` (Integer arithmetic and bitwise logic on two operands.); by default defers to `visit_mir`.
    fn visit_int_binary(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `FloatBinary` (Floating-point arithmetic on two operands.); by default defers to `visit_mir`.
    fn visit_float_binary(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons that yield an I1 under a condition code.); by default defers to `visit_mir`.
    fn visit_compare(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Conversion` (Changes of a value's machine type.); by default defers to `visit_mir`.
    fn visit_conversion(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Reads and writes of memory.); by default defers to `visit_mir`.
    fn visit_memory(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a gate of class `Prologue` (Values that exist from the start of the function.); by default defers to `visit_mir`.
    fn visit_prologue(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_mir(circuit, gate)
    }
    /// Visits a `CIRCUIT_ROOT` gate; by default defers to `visit_root`.
    fn visit_circuit_root(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `STATE_ENTRY` gate; by default defers to `visit_root`.
    fn visit_state_entry(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `DEPEND_ENTRY` gate; by default defers to `visit_root`.
    fn visit_depend_entry(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN_LIST` gate; by default defers to `visit_root`.
    fn visit_return_list(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `THROW_LIST` gate; by default defers to `visit_root`.
    fn visit_throw_list(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `CONSTANT_LIST` gate; by default defers to `visit_root`.
    fn visit_constant_list(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ALLOCA_LIST` gate; by default defers to `visit_root`.
    fn visit_alloca_list(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `ARG_LIST` gate; by default defers to `visit_root`.
    fn visit_arg_list(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_root(circuit, gate)
    }
    /// Visits a `RETURN` gate; by default defers to `visit_terminator`.
    fn visit_return(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `THROW` gate; by default defers to `visit_terminator`.
    fn visit_throw(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_terminator(circuit, gate)
    }
    /// Visits a `ORDINARY_BLOCK` gate; by default defers to `visit_block`.
    fn visit_ordinary_block(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_block(circuit, gate)
    }
    /// Visits a `IF_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_if_branch(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `SWITCH_BRANCH` gate; by default defers to `visit_branch`.
    fn visit_switch_branch(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_branch(circuit, gate)
    }
    /// Visits a `IF_TRUE` gate; by default defers to `visit_successor`.
    fn visit_if_true(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_FALSE` gate; by default defers to `visit_successor`.
    fn visit_if_false(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_SUCCESS` gate; by default defers to `visit_successor`.
    fn visit_if_success(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `IF_EXCEPTION` gate; by default defers to `visit_successor`.
    fn visit_if_exception(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `SWITCH_CASE` gate; by default defers to `visit_successor`.
    fn visit_switch_case(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `DEFAULT_CASE` gate; by default defers to `visit_successor`.
    fn visit_default_case(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_successor(circuit, gate)
    }
    /// Visits a `MERGE` gate; by default defers to `visit_join`.
    fn visit_merge(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_join(circuit, gate)
    }
    /// Visits a `LOOP_BEGIN` gate; by default defers to `visit_loop`.
    fn visit_loop_begin(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `LOOP_BACK` gate; by default defers to `visit_loop`.
    fn visit_loop_back(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_loop(circuit, gate)
    }
    /// Visits a `VALUE_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_value_selector(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_SELECTOR` gate; by default defers to `visit_selector`.
    fn visit_depend_selector(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_selector(circuit, gate)
    }
    /// Visits a `DEPEND_RELAY` gate; by default defers to `visit_relay`.
    fn visit_depend_relay(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_relay(circuit, gate)
    }
    /// Visits a `DEPEND_AND` gate; by default defers to `visit_auxiliary`.
    fn visit_depend_and(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_auxiliary(circuit, gate)
    }
    /// Visits a `JS_BYTECODE` gate; by default defers to `visit_bytecode`.
    fn visit_js_bytecode(
        &mut self,
        circuit: &mut Circuit,
        gate: GateRef,
    ) -> Self::Output {
        self.visit_bytecode(circuit, gate)
    }
    /// Visits a `CALL` gate; by default defers to `visit_special`.
    fn visit_call(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_special(circuit, gate)
    }
    /// Visits a `FNEG` gate; by default defers to `visit_float_unary`.
    fn visit_fneg(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_unary(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_int_binary`.
    fn visit_add(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SUB` gate; by default defers to `visit_int_binary`.
    fn visit_sub(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_int_binary`.
    fn visit_mul(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `EXP` gate; by default defers to `visit_int_binary`.
    fn visit_exp(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SDIV` gate; by default defers to `visit_int_binary`.
    fn visit_sdiv(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SREM` gate; by default defers to `visit_int_binary`.
    fn visit_srem(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UDIV` gate; by default defers to `visit_int_binary`.
    fn visit_udiv(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `UREM` gate; by default defers to `visit_int_binary`.
    fn visit_urem(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `AND` gate; by default defers to `visit_int_binary`.
    fn visit_and(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `XOR` gate; by default defers to `visit_int_binary`.
    fn visit_xor(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `OR` gate; by default defers to `visit_int_binary`.
    fn visit_or(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `SHL` gate; by default defers to `visit_int_binary`.
    fn visit_shl(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `LSHR` gate; by default defers to `visit_int_binary`.
    fn visit_lshr(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `ASHR` gate; by default defers to `visit_int_binary`.
    fn visit_ashr(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_int_binary(circuit, gate)
    }
    /// Visits a `FADD` gate; by default defers to `visit_float_binary`.
    fn visit_fadd(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FSUB` gate; by default defers to `visit_float_binary`.
    fn visit_fsub(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMUL` gate; by default defers to `visit_float_binary`.
    fn visit_fmul(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FEXP` gate; by default defers to `visit_float_binary`.
    fn visit_fexp(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FDIV` gate; by default defers to `visit_float_binary`.
    fn visit_fdiv(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `FMOD` gate; by default defers to `visit_float_binary`.
    fn visit_fmod(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_float_binary(circuit, gate)
    }
    /// Visits a `ICMP` gate; by default defers to `visit_compare`.
    fn visit_icmp(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `FCMP` gate; by default defers to `visit_compare`.
    fn visit_fcmp(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `TRUNC` gate; by default defers to `visit_conversion`.
    fn visit_trunc(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `ZEXT` gate; by default defers to `visit_conversion`.
    fn visit_zext(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SEXT` gate; by default defers to `visit_conversion`.
    fn visit_sext(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `SITOFP` gate; by default defers to `visit_conversion`.
    fn visit_sitofp(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `UITOFP` gate; by default defers to `visit_conversion`.
    fn visit_uitofp(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOSI` gate; by default defers to `visit_conversion`.
    fn visit_fptosi(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `FPTOUI` gate; by default defers to `visit_conversion`.
    fn visit_fptoui(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `BITCAST` gate; by default defers to `visit_conversion`.
    fn visit_bitcast(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_conversion(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `ALLOCA` gate; by default defers to `visit_prologue`.
    fn visit_alloca(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `ARG` gate; by default defers to `visit_prologue`.
    fn visit_arg(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
    /// Visits a `CONSTANT` gate; by default defers to `visit_prologue`.
    fn visit_constant(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_prologue(circuit, gate)
    }
}
