//! Tests of the machine reference: a tiny table rendered, row by row.

use crate::Loader;
use crate::kinds::isa::docs::{bit_pattern, markdown};

const TINY: &str = r#"
version: 1
kind: isa
doc: A tiny machine.
registers:
  - { name: X, doc: A register., prefix: x, r31: xzr }
operand_types:
  - { name: Imm12, doc: A 12-bit immediate., kind: uimm, bits: 12 }
operands:
  Xd: { type: X, field: Rd }
  Xn: { type: X, field: Rn }
  imm12: { type: Imm12, field: imm12 }
encodings:
  - { name: ADDI, doc: Adds an immediate., bits: "1001000100 imm12:12 Rn:5 Rd:5",
      asm: "add {Xd}, {Xn}, #{imm12}" }
aliases:
  - { name: MOVR, doc: Moves a register., of: ADDI, asm: "mov {Xd}, {Xn}",
      set: { imm12: 0 }, when: "Rd == 31 || Rn == 31" }
"#;

#[test]
fn the_reference_lists_every_table_with_patterns_and_conditions() {
    let isa = Loader::new()
        .text("tiny.yaml", TINY)
        .load_isa()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        bit_pattern(&isa.encodings[0]),
        "1001000100 imm12:12 Rn:5 Rd:5"
    );
    let md = markdown(&isa, "spec/tiny.yaml").expect("renders");
    assert!(
        md.starts_with("<!-- generated from spec/tiny.yaml by `opforge doc`; do not edit -->"),
        "{md}"
    );
    for row in [
        "| `X` | `x0`..`x30` | `xzr` = 31 | A register. |",
        "| `Imm12` | unsigned immediate | 12 | 0..=4095 | A 12-bit immediate. |",
        "| `ADDI` | `add {Xd}, {Xn}, #{imm12}` | `1001000100 imm12:12 Rn:5 Rd:5` | Adds an immediate. |",
        "| `MOVR` | `mov {Xd}, {Xn}` | `ADDI` | imm12 = 0 | `(Rd == 31) \\|\\| (Rn == 31)` | Moves a register. |",
    ] {
        assert!(md.contains(row), "missing {row} in\n{md}");
    }
}
