//! Generates the Panda lowering rules of `spec/lower-panda-arm64.yaml` (whose source is
//! `spec/panda.yaml` and whose target is `spec/lir-arm64.yaml`) into `lower_panda_arm64.rs`, and
//! those of `spec/lower-panda-riscv64.yaml` (target `spec/lir-riscv64.yaml`, whose machine needs
//! no codecs) into `lower_panda_riscv64.rs`, which `panda_compile::arm64` and
//! `panda_compile::riscv64` include: a mistake in any of the tables stops the build with
//! `file:LINE:COL`.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/lower-panda-arm64.yaml")
        .out_file("lower_panda_arm64.rs")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/lower-panda-riscv64.yaml")
        .out_file("lower_panda_riscv64.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
