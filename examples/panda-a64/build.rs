//! Generates the Panda lowering rules from `spec/lower-panda-arm64.yaml` (whose source is
//! `spec/panda.yaml` and whose target is `spec/lir-arm64.yaml`): a mistake in any of the three
//! tables stops the build with `file:LINE:COL`.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/lower-panda-arm64.yaml")
        .out_file("lower_panda_arm64.rs")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
}
