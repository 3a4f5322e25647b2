// The typed builder used correctly: every handle goes where its wire kind belongs.
use ir_core::builder::GateBuilder;
use ir_core::opcode::{IcmpCond, MachineType};

fn main() {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let depend = b.depend_entry();
    let x = b.arg(MachineType::I32, 0);
    let y = b.constant(MachineType::I32, 1);
    let c = b.icmp(IcmpCond::Slt, x, y);
    let br = b.if_branch(entry, c);
    let (t, f) = (b.if_true(br), b.if_false(br));
    let m = b.merge(&[t, f]);
    let v = b.value_selector(MachineType::I32, m, &[x, y]);
    b.return_(m, depend, v);
    let circuit = b.finish().expect("room");
    assert!(circuit.verify().is_ok());
}
