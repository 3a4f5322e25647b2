//! Generates the lowering rules of `spec/lower-sysy-arm64.yaml` (whose source is `spec/sysy.yaml`
//! and whose target is `spec/lir-arm64.yaml`) into `lower_sysy_arm64.rs`, which
//! `sysyc::codegen::rules` includes: a mistake in any of the three tables stops the build with
//! `file:LINE:COL`.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/lower-sysy-arm64.yaml")
        .out_file("lower_sysy_arm64.rs")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
}
