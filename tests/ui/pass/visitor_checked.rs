// A checked visitor, exhaustive: every opcode is handled by its own method or a class method.
use ir_core::visit::Visitor;
use ir_core::{Circuit, GateRef};

struct Kinds;

#[ir_macros::visitor("$OPFORGE_ROOT/spec/circuit.yaml", exhaustive)]
impl Visitor for Kinds {
    type Output = &'static str;
    fn visit_gate(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "gate"
    }
    fn visit_root(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "root"
    }
    fn visit_state(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "state"
    }
    fn visit_intermediate(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "glue"
    }
    fn visit_hir(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "hir"
    }
    fn visit_mir(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "mir"
    }
    fn visit_add(&mut self, _: &Circuit, _: GateRef) -> &'static str {
        "add"
    }
}

fn main() {
    let c = Circuit::new();
    assert_eq!(Kinds.visit(&c, GateRef(0)), "root");
}
