// A `$NAME/` prefix names a directory held in an environment variable; an unset one is an error.
ir_macros::spec!("$OPFORGE_NOT_SET/spec/circuit.yaml");

fn main() {}
