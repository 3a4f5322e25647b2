use ir_core::visit::Visitor;
use ir_core::{Circuit, GateRef};

struct V;

#[ir_macros::visitor("$OPFORGE_ROOT/tests/ui/specs/unknown_class.yaml")]
impl Visitor for V {
    type Output = ();
    fn visit_gate(&mut self, _: &Circuit, _: GateRef) {}
}

fn main() {}
