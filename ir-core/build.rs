//! Generates the opcode layer of the Circuit IR from `spec/circuit.yaml` into `OUT_DIR`. A spec
//! error stops the build with `spec/circuit.yaml:LINE:COL`, the message and a source snippet.

fn main() {
    ir_spec::Builder::new()
        .root("..")
        .spec("spec/circuit.yaml")
        .out_file("circuit.rs")
        .circuit_builder("circuit_builder.rs")
        .visitors("circuit_visitors.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
