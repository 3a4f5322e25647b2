// A user's own table (the quickstart's `examples/dataflow/spec/dataflow.yaml`): where the table
// fixes an input's type (`BRANCH`'s `condition: BOOL`), the typed builder asks for that type's
// handle, so a value of a type the table leaves open (a parameter, typed `T`) does not compile
// until it is taken as a `bool` (`as_bool`, which `verify()` then checks).
mod ir {
    ir_macros::spec!("$OPFORGE_ROOT/examples/dataflow/spec/dataflow.yaml");
}

fn main() {
    let mut b = ir::GateBuilder::new();
    let (entry, _) = b.start();
    let x = b.param(ir::MachineType::Int, 0);
    let _ = b.branch(entry, x);
}
