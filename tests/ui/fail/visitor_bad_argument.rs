use ir_core::visit::Visitor;
use ir_core::{Circuit, GateRef};

struct V;

#[ir_macros::visitor("$OPFORGE_ROOT/spec/circuit.yaml", everything)]
impl Visitor for V {
    type Output = ();
    fn visit_gate(&mut self, _: &Circuit, _: GateRef) {}
}

fn main() {}
