//! Generates the lowering rules from `spec/lower-tiny-arm64.yaml`, the way a user's crate
//! would: the table names its source (`tests/specs/cfg.yaml`, a `kind: cfg` IR) and its target
//! (`spec/lir-arm64.yaml`), and a mistake in either stops the build with `file:LINE:COL`; then
//! those of `spec/lower-tiny-riscv64.yaml`, the same source to RV64 (`spec/lir-riscv64.yaml`,
//! whose machine needs no codecs).

fn main() {
    ir_spec::Builder::new()
        .spec("spec/lower-tiny-arm64.yaml")
        .out_file("lower_tiny_arm64.rs")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
    ir_spec::Builder::new()
        .spec("spec/lower-tiny-riscv64.yaml")
        .out_file("lower_tiny_riscv64.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
