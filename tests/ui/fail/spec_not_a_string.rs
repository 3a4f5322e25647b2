// The argument must be a string literal naming the spec file.
ir_macros::spec!(spec / circuit.yaml);

fn main() {}
