//! Generates the SysY IR's layer from `spec/sysy.yaml` into `OUT_DIR`: a mistake in the table
//! stops the build with `file:LINE:COL`.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/sysy.yaml")
        .out_file("sysy.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
