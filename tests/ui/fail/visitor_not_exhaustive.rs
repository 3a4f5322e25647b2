use ir_core::visit::Visitor;
use ir_core::{Circuit, GateRef};

/// Handles every class but the roots and HIR: the exhaustive check names what is missing.
struct Lower;

#[ir_macros::visitor("$OPFORGE_ROOT/spec/circuit.yaml", exhaustive)]
impl Visitor for Lower {
    type Output = ();
    fn visit_gate(&mut self, _: &Circuit, _: GateRef) {}
    fn visit_state(&mut self, _: &Circuit, _: GateRef) {}
    fn visit_intermediate(&mut self, _: &Circuit, _: GateRef) {}
    fn visit_mir(&mut self, _: &Circuit, _: GateRef) {}
}

fn main() {}
