//! Generates the lowering rules of `spec/lower-sysy-arm64.yaml` (whose source is `spec/sysy.yaml`
//! and whose target is `spec/lir-arm64.yaml`) into `lower_sysy_arm64.rs`, and those of
//! `spec/lower-sysy-riscv64.yaml` (target `spec/lir-riscv64.yaml`, whose machine needs no codecs)
//! into `lower_sysy_riscv64.rs`, which `sysyc::codegen::arm64::rules` and
//! `sysyc::codegen::riscv64::rules` include: a mistake in any of the tables stops the build with
//! `file:LINE:COL`.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/lower-sysy-arm64.yaml")
        .out_file("lower_sysy_arm64.rs")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/lower-sysy-riscv64.yaml")
        .out_file("lower_sysy_riscv64.rs")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
