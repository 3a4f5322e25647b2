//! Instruction combining: owns rewriting a chain of integer additions and subtractions of
//! constants as one addition to the chain's start (`((x + 1) + 1) - 3` is `x + -1`, in
//! wrapping arithmetic, where the order of the steps does not matter), and an addition of
//! zero as its operand. The steps the chain leaves unread go with the dead code.

use std::collections::HashMap;

use opforge_cfg::{Function, Operand, Value};
use sysy_ir::{Opcode, Type};

use super::fold::{Konst, konst};

/// The `iconst` value of `v`, if an `iconst` defines it.
fn int_const(f: &Function<Opcode>, v: Value) -> Option<i32> {
    match konst(f, v)? {
        Konst::Int(n) => Some(n),
        _ => None,
    }
}

/// Rewrites each addition or subtraction of a constant whose other operand is itself such a
/// step as one addition to the start of the chain; returns how many instructions it replaced.
pub fn combine_offsets(f: &mut Function<Opcode>) -> usize {
    // Each step's result: the chain's start and the sum of the constants so far.
    let mut chains: HashMap<Value, (Value, i32)> = HashMap::new();
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let resolve =
        |replaced: &HashMap<Value, Value>, v: Value| replaced.get(&v).copied().unwrap_or(v);
    for block in f.layout().to_vec() {
        let mut at = 0;
        while at < f.block_insts(block).len() {
            let inst = f.block_insts(block)[at];
            at += 1;
            let Some(d) = f.inst(inst) else { continue };
            let (Some(Operand::Value(a)), Some(Operand::Value(b))) = (d.operand(0), d.operand(1))
            else {
                continue;
            };
            let (op, result) = (d.opcode, d.results().first().copied());
            let (a, b) = (resolve(&replaced, a), resolve(&replaced, b));
            // The step: the value it applies to and the constant it adds.
            let step = match op {
                Opcode::Iadd => match (int_const(f, a), int_const(f, b)) {
                    (_, Some(k)) => Some((a, k)),
                    (Some(k), None) => Some((b, k)),
                    (None, None) => None,
                },
                Opcode::Isub => int_const(f, b).map(|k| (a, k.wrapping_neg())),
                _ => None,
            };
            let (Some((x, k)), Some(result)) = (step, result) else {
                continue;
            };
            let (start, sum) = match chains.get(&x) {
                Some(&(start, sum)) => (start, sum.wrapping_add(k)),
                None => (x, k),
            };
            chains.insert(result, (start, sum));
            if sum == 0 {
                replaced.insert(result, start);
                f.remove_inst(inst);
                at -= 1;
            } else if start != x {
                let konst = f.insert_inst(
                    block,
                    at - 1,
                    Opcode::Iconst,
                    [Operand::Imm(i64::from(sum))],
                    &[Type::I32],
                );
                let Some(&kv) = f.inst(konst).and_then(|d| d.results().first()) else {
                    continue;
                };
                let add = f.insert_inst(
                    block,
                    at,
                    Opcode::Iadd,
                    [Operand::Value(start), Operand::Value(kv)],
                    &[Type::I32],
                );
                f.remove_inst(inst);
                at += 1;
                if let Some(&v) = f.inst(add).and_then(|d| d.results().first()) {
                    replaced.insert(result, v);
                    chains.insert(v, (start, sum));
                }
            }
        }
    }
    let n = replaced.len();
    if n > 0 {
        f.map_uses(|v| {
            let mut v = v;
            while let Some(&w) = replaced.get(&v) {
                v = w;
            }
            v
        });
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use opforge_cfg::{parse, print};

    #[test]
    fn a_chain_of_constant_steps_is_one_addition_and_a_net_zero_is_none() {
        let mut f: Function<Opcode> = parse(
            "function %f(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = iconst 1
    v3 = iadd v0, v2
    v4 = iadd v2, v3
    v5 = iconst 3
    v6 = isub v4, v5
    v7 = iadd v6, v2
    v8 = iadd v7, v1
    v9 = iconst 2147483647
    v10 = iadd v1, v9
    v11 = iadd v10, v2
    ret v8, v11
}
",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        // v4 and v6 become additions to v0, v7 is v0 itself, v11 wraps to v1 + i32::MIN.
        assert_eq!(combine_offsets(&mut f), 4);
        crate::irgen::fold::simplify(&mut f);
        let text = print(&f);
        assert!(text.contains("iadd v0, v1"), "{text}");
        assert!(text.contains("iconst -2147483648"), "{text}");
        assert_eq!(text.matches("iadd").count(), 2, "{text}");
    }
}
