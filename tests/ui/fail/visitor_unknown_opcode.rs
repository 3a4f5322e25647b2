use ir_core::visit::Visitor;
use ir_core::{Circuit, GateRef};

struct Count(usize);

#[ir_macros::visitor("$OPFORGE_ROOT/spec/circuit.yaml")]
impl Visitor for Count {
    type Output = ();
    fn visit_gate(&mut self, _: &Circuit, _: GateRef) {}
    fn visit_addd(&mut self, _: &Circuit, _: GateRef) {
        self.0 += 1;
    }
}

fn main() {}
