//! The overlap proof: no two encodings match the same word, by their fixed bits and then by
//! enumerating the bits of operands that refuse some values (registers of a class with
//! exceptions, enums with gaps, codec kinds).

use super::Cx;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::kinds::isa::model::{Encoding, Operand, OperandType, RegClass};

/// The bits of operand `o` of `e` in word `w`, concatenated.
fn operand_raw(e: &Encoding, o: &Operand, w: u32) -> u64 {
    o.fields.iter().fold(0u64, |acc, &i| {
        let f = &e.fields[i];
        (acc << f.width) | u64::from((w >> f.lo) & ((1u64 << f.width) - 1) as u32)
    })
}

/// Whether word `w` satisfies every operand constraint of `e`.
fn legal(e: &Encoding, types: &[OperandType], registers: &[RegClass], w: u32) -> bool {
    e.operands
        .iter()
        .all(|o| types[o.ty].kind.legal(registers, operand_raw(e, o, w)))
}

/// Proves that no two encodings match the same word.
pub(super) fn overlaps(cx: &mut Cx<'_>, encodings: &[Encoding], types: &[OperandType]) {
    let registers = &cx.registers.clone();
    for (j, b) in encodings.iter().enumerate() {
        for a in &encodings[..j] {
            if (a.value ^ b.value) & a.mask & b.mask != 0 {
                continue;
            }
            let fixed = a.mask | b.mask;
            let base = (a.value & a.mask) | (b.value & b.mask);
            // Bits of constrained operands that neither pattern fixes.
            let constrained = |e: &Encoding| {
                e.operands
                    .iter()
                    .filter(|o| !types[o.ty].kind.is_total(registers))
                    .flat_map(|o| o.fields.iter().map(|&i| e.fields[i].mask()))
                    .fold(0u32, |m, f| m | f)
            };
            let free = (constrained(a) | constrained(b)) & !fixed;
            let bits: Vec<u32> = (0..32).filter(|i| free >> i & 1 == 1).collect();
            let example = if bits.len() > 20 {
                Some(base)
            } else {
                (0u32..1 << bits.len())
                    .map(|n| {
                        bits.iter()
                            .enumerate()
                            .fold(base, |w, (k, &bit)| w | ((n >> k) & 1) << bit)
                    })
                    .find(|&w| legal(a, types, registers, w) && legal(b, types, registers, w))
            };
            if let Some(w) = example {
                let first = cx.position(a.loc);
                cx.push(
                    Diagnostic::new(
                        Rule::IsaOverlap,
                        b.loc,
                        format!(
                            "encodings `{}` and `{}` both match the word {w:#010x}",
                            a.name, b.name
                        ),
                    )
                    .with_hint(format!(
                        "`{}` is declared at {first}; make the patterns disjoint, or spell one as an alias of the other",
                        a.name
                    )),
                );
            }
        }
    }
}
