//! Generates the dataflow IR's whole layer from `spec/dataflow.yaml` into `OUT_DIR`: opcodes,
//! types, the typed `GateBuilder`, `Graph`, `verify`, `print`, `parse`, `to_dot`, visitors.

fn main() {
    ir_spec::Builder::new()
        .spec("spec/dataflow.yaml")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
