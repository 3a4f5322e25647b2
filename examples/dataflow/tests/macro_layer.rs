//! The same table through `ir_macros::spec!` instead of the build script: the macro's layer
//! builds, verifies, prints and parses exactly as the build script's does.

mod by_macro {
    ir_macros::spec!("spec/dataflow.yaml");
}

use dataflow_ir::ir as by_build;

#[test]
fn the_macro_and_the_build_script_generate_the_same_layer() {
    let mut b = by_macro::GateBuilder::new();
    let (entry, memory) = b.start();
    let x = b.param(by_macro::MachineType::Int, 0);
    let y = b.const_(by_macro::MachineType::Int, 5);
    let less = b.cmp(by_macro::Cond::Lt, x, y);
    let branch = b.branch(entry, less);
    let join = b.join(&[branch]);
    let sum = b.add(by_macro::MachineType::Int, x, y);
    b.end(join, memory, sum);
    let g = b.finish().expect("room");
    assert!(by_macro::verify(&g).is_empty(), "{}", by_macro::verify(&g));
    let text = by_macro::print(&g);
    let other = by_build::parse(&text).expect("the build script's layer reads the macro's text");
    assert_eq!(by_build::print(&other), text);
    assert!(by_build::verify(&other).is_empty());
    assert_eq!(by_macro::Opcode::ALL.len(), by_build::Opcode::ALL.len());
    assert_eq!(by_macro::to_dot(&g, "t"), by_build::to_dot(&other, "t"));
}
