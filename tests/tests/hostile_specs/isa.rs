//! The random ISA table generator.

use super::*;

/// A random ISA table: one register class, one immediate type, encodings told apart by their
/// top eight bits.
pub(crate) fn isa_spec(rng: &mut Rng) -> String {
    // Types are named as in the table, so most need a capital to be accepted.
    let type_name = |rng: &mut Rng| {
        let n = name(rng);
        match n.chars().next() {
            Some(c) if rng.chance(80) => format!("{}{}", c.to_ascii_uppercase(), &n[1..]),
            _ => n,
        }
    };
    let reg = type_name(rng);
    let imm = type_name(rng);
    let prefix = if rng.chance(10) {
        String::new()
    } else {
        "r".to_owned()
    };
    // Operands become variables: half of them take names the generated code's locals have.
    let operand = |rng: &mut Rng| {
        if rng.chance(50) {
            rng.choose(LOCAL_NAMES).to_owned()
        } else {
            name(rng)
        }
    };
    let (rd, im) = (operand(rng), operand(rng));
    let mut y = format!(
        "kind: isa\nversion: 1\nregisters:\n  - {{ name: {reg}, doc: D., prefix: '{prefix}' }}\n\
         operand_types:\n  - {{ name: {imm}, doc: D., kind: uimm, bits: 8 }}\n\
         operands:\n  {rd}: {{ type: {reg}, field: Rd }}\n  {im}: {{ type: {imm}, field: im }}\n\
         encodings:\n"
    );
    let n = 1 + rng.below(3);
    let mut encodings = Vec::new();
    for i in 0..n {
        let e = name(rng);
        let _ = writeln!(
            y,
            "  - {{ name: {e}, doc: D., bits: \"{i:08b} 00000000000 im:8 Rd:5\", asm: \"op{i} {{{rd}}}, #{{{im}}}\" }}"
        );
        encodings.push(e);
    }
    if rng.chance(40) {
        let a = name(rng);
        let _ = writeln!(
            y,
            "aliases:\n  - {{ name: {a}, doc: D., of: {}, asm: \"al {{{rd}}}\", set: {{ im: 0 }} }}",
            encodings[0]
        );
    }
    y
}
