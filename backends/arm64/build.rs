//! Generates the ARM64 layer from `spec/arm64.yaml`: a mistake in the table stops the build with
//! `spec/arm64.yaml:LINE:COL` and the rule broken.

fn main() {
    ir_spec::isa::IsaBuilder::new("../../spec/arm64.yaml", "spec/arm64.yaml")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
