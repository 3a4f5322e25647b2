//! Generates the ARM64 layer from `spec/arm64.yaml`: a mistake in the table stops the build with
//! `spec/arm64.yaml:LINE:COL` and the rule broken. A64's own operand kinds and builtins come from
//! `opforge-arm64-codec`.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/arm64.yaml")
        .codecs(opforge_arm64_codec::codecs())
        .generate()
        .unwrap_or_else(|e| e.exit());
}
