//! Generates the RV64GC layer from `spec/riscv64.yaml`: a mistake in the table stops the build
//! with `spec/riscv64.yaml:LINE:COL` and the rule broken. The table uses only the ISA kind's
//! generic operand kinds, so no codec is registered.

fn main() {
    ir_spec::Builder::new()
        .root("../..")
        .spec("spec/riscv64.yaml")
        .generate()
        .unwrap_or_else(|e| e.exit());
}
