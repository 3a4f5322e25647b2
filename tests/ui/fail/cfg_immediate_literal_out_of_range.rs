// An immediate of a width Rust has no type for (A64's LIR `iadd_imm` takes a `uimm12`) is an
// `opforge_cfg::UImm<12>`; a literal made with `lit` in a constant is checked when the program
// compiles: 4096 does not fit.
use opforge_cfg::UImm;

const STEP: UImm<12> = UImm::lit(4096);

fn main() {
    assert_eq!(STEP.get(), 4096);
}
