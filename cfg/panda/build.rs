//! Generates Panda's IR layer from `spec/panda.yaml` into `OUT_DIR`, the way a user's crate
//! would.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/panda.yaml")
        .out_file("panda.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
