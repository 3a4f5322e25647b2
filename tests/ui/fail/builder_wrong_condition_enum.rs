// An integer condition where a float condition is expected.
use ir_core::builder::GateBuilder;
#[allow(unused_imports)]
use ir_core::opcode::{FcmpCond, IcmpCond, MachineType};

fn main() {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let depend = b.depend_entry();
    let x = b.arg(MachineType::I32, 0);
    let y = b.constant(MachineType::I32, 1);
    let _ = (entry, depend, x, y);
    let _ = b.fcmp(IcmpCond::Slt, x, y);
}
