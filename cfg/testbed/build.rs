//! Generates the layer of the test IR from `tests/specs/cfg.yaml` into `OUT_DIR`, the way a
//! user's crate would.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("tests/specs/cfg.yaml")
        .out_file("tiny.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
