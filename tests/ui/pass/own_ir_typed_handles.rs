// The quickstart's table through `spec!`: a compare's result is a `BoolValue` and goes straight
// into a branch; a parameter becomes one with `as_bool`; any typed handle passes where the
// table leaves the type open.
mod ir {
    ir_macros::spec!("$OPFORGE_ROOT/examples/dataflow/spec/dataflow.yaml");
}

fn main() {
    let mut b = ir::GateBuilder::new();
    let (entry, memory) = b.start();
    let x = b.param(ir::MachineType::Int, 0);
    let flag = b.param(ir::MachineType::Bool, 1);
    let less = b.cmp(ir::Cond::Lt, x, x);
    let branch = b.branch(entry, less);
    let join = b.join(&[branch]);
    let pick = b.select(ir::MachineType::Bool, flag.as_bool(), less, flag);
    let picked = b.select(ir::MachineType::Int, pick.as_bool(), x, x);
    b.end(join, memory, picked);
    let g = b.finish().expect("room");
    assert!(ir::verify(&g).is_empty(), "{}", ir::verify(&g));
}
