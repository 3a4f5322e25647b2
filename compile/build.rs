//! Generates the A64 LIR from `spec/lir-arm64.yaml` (which names `spec/arm64.yaml` as its
//! machine), the RV64 LIR from `spec/lir-riscv64.yaml` (machine `spec/riscv64.yaml`, which needs
//! no codecs), and the lowering matchers from `spec/lower-arm64.yaml` and
//! `spec/lower-riscv64.yaml`: a mistake in any table stops the build with `file:LINE:COL` and
//! the rule broken.

fn main() {
    ir_spec::Builder::new()
        .root("..")
        .spec("spec/lir-arm64.yaml")
        .out_file("lir_arm64.rs")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
    ir_spec::Builder::new()
        .root("..")
        .spec("spec/lir-riscv64.yaml")
        .out_file("lir_riscv64.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
    ir_spec::Builder::new()
        .root("..")
        .spec("spec/lower-arm64.yaml")
        .out_file("lower_arm64.rs")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
    ir_spec::Builder::new()
        .root("..")
        .spec("spec/lower-riscv64.yaml")
        .out_file("lower_riscv64.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
