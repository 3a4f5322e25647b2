// generated from examples/dataflow/spec/dataflow.yaml; do not edit

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
    fn visit_control(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Value` (Gates that compute values.); by default defers to `visit_gate`.
    fn visit_value(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Leaf` (Values that take no value input.); by default defers to `visit_value`.
    fn visit_leaf(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Arith` (Arithmetic on numbers.); by default defers to `visit_value`.
    fn visit_arith(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons.); by default defers to `visit_value`.
    fn visit_compare(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Choose` (Choices between values.); by default defers to `visit_value`.
    fn visit_choose(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Loads and stores.); by default defers to `visit_gate`.
    fn visit_memory(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a `START` gate; by default defers to `visit_control`.
    fn visit_start(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `BRANCH` gate; by default defers to `visit_control`.
    fn visit_branch(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `JOIN` gate; by default defers to `visit_control`.
    fn visit_join(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `END` gate; by default defers to `visit_control`.
    fn visit_end(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `PARAM` gate; by default defers to `visit_leaf`.
    fn visit_param(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `CONST` gate; by default defers to `visit_leaf`.
    fn visit_const(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_arith`.
    fn visit_add(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_arith`.
    fn visit_mul(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `NEG` gate; by default defers to `visit_arith`.
    fn visit_neg(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `CMP` gate; by default defers to `visit_compare`.
    fn visit_cmp(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `SELECT` gate; by default defers to `visit_choose`.
    fn visit_select(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_choose(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `SYNC` gate; by default defers to `visit_memory`.
    fn visit_sync(&mut self, circuit: &Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
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
    fn visit_control(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Value` (Gates that compute values.); by default defers to `visit_gate`.
    fn visit_value(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a gate of class `Leaf` (Values that take no value input.); by default defers to `visit_value`.
    fn visit_leaf(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Arith` (Arithmetic on numbers.); by default defers to `visit_value`.
    fn visit_arith(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Compare` (Comparisons.); by default defers to `visit_value`.
    fn visit_compare(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Choose` (Choices between values.); by default defers to `visit_value`.
    fn visit_choose(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_value(circuit, gate)
    }
    /// Visits a gate of class `Memory` (Loads and stores.); by default defers to `visit_gate`.
    fn visit_memory(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_gate(circuit, gate)
    }
    /// Visits a `START` gate; by default defers to `visit_control`.
    fn visit_start(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `BRANCH` gate; by default defers to `visit_control`.
    fn visit_branch(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `JOIN` gate; by default defers to `visit_control`.
    fn visit_join(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `END` gate; by default defers to `visit_control`.
    fn visit_end(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_control(circuit, gate)
    }
    /// Visits a `PARAM` gate; by default defers to `visit_leaf`.
    fn visit_param(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `CONST` gate; by default defers to `visit_leaf`.
    fn visit_const(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_leaf(circuit, gate)
    }
    /// Visits a `ADD` gate; by default defers to `visit_arith`.
    fn visit_add(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `MUL` gate; by default defers to `visit_arith`.
    fn visit_mul(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `NEG` gate; by default defers to `visit_arith`.
    fn visit_neg(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_arith(circuit, gate)
    }
    /// Visits a `CMP` gate; by default defers to `visit_compare`.
    fn visit_cmp(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_compare(circuit, gate)
    }
    /// Visits a `SELECT` gate; by default defers to `visit_choose`.
    fn visit_select(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_choose(circuit, gate)
    }
    /// Visits a `LOAD` gate; by default defers to `visit_memory`.
    fn visit_load(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `STORE` gate; by default defers to `visit_memory`.
    fn visit_store(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
    /// Visits a `SYNC` gate; by default defers to `visit_memory`.
    fn visit_sync(&mut self, circuit: &mut Circuit, gate: GateRef) -> Self::Output {
        self.visit_memory(circuit, gate)
    }
}
