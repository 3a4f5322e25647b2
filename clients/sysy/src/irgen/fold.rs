//! The clean-up the SysY IR's rules ask of a front end (`sysy_ir::Folding`): owns constant
//! folding (an operation whose operands are all constants becomes the constant it computes),
//! branch folding (a conditional branch on a constant becomes a jump), the removal of blocks
//! no branch reaches, and of pure instructions whose results nobody reads.
//!
//! Folding computes as the machine does: `int` arithmetic wraps, division truncates, float
//! arithmetic rounds to single precision once per operation with AArch64's NaNs
//! ([`crate::checked::float_arith`]). A division by a constant zero is left alone (it is
//! undefined in C, and the verifier reports it if it is reachable).

use std::collections::{HashMap, HashSet};

use opforge_cfg::{Block, Builder, CfgOpcode, DefUse, Function, Operand, Value, ValueDef};
use sysy_ir::{InstBuilder, Opcode, Type, flag};

use crate::checked::{BinOp, float_arith};

/// A constant operand or result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Konst {
    Int(i32),
    Float(f32),
    Bool(bool),
}

/// What [`simplify`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Simplified {
    /// Operations replaced by constants.
    pub folded: usize,
    /// Conditional branches replaced by jumps.
    pub branches: usize,
    /// Blocks removed as unreachable.
    pub blocks: usize,
    /// Pure instructions removed as unused.
    pub dead: usize,
}

/// Folds constants and branches, removes unreachable blocks and unused pure instructions,
/// until nothing changes.
pub fn simplify(f: &mut Function<Opcode>) -> Simplified {
    let mut done = Simplified::default();
    loop {
        let folded = fold_constants(f) + super::combine::combine_offsets(f);
        let branches = fold_branches(f);
        done.folded += folded;
        done.branches += branches;
        done.blocks += remove_unreachable(f);
        if folded + branches == 0 {
            break;
        }
    }
    done.dead = remove_dead(f);
    done
}

/// The constant `v` holds, if an `iconst`, `fconst` or `bconst` defines it.
pub(super) fn konst(f: &Function<Opcode>, v: Value) -> Option<Konst> {
    let ValueDef::Result { inst, .. } = f.value(v)?.def else {
        return None;
    };
    let d = f.inst(inst)?;
    let Some(Operand::Imm(x)) = d.operand(0) else {
        return None;
    };
    match d.opcode {
        Opcode::Iconst => Some(Konst::Int(x as i32)),
        Opcode::Fconst => Some(Konst::Float(f64::from_bits(x as u64) as f32)),
        Opcode::Bconst => Some(Konst::Bool(x != 0)),
        _ => None,
    }
}

/// What `op` computes from constant operands, if it is an operation folding applies to.
fn evaluate(op: Opcode, args: &[Konst]) -> Option<Konst> {
    use Konst::{Bool, Float, Int};
    let float = |b: BinOp, x: f32, y: f32| Float(float_arith(b, x, y));
    Some(match (op, args) {
        (Opcode::Iadd, [Int(a), Int(b)]) => Int(a.wrapping_add(*b)),
        (Opcode::Isub, [Int(a), Int(b)]) => Int(a.wrapping_sub(*b)),
        (Opcode::Imul, [Int(a), Int(b)]) => Int(a.wrapping_mul(*b)),
        (Opcode::Idiv, [Int(a), Int(b)]) if *b != 0 => Int(a.wrapping_div(*b)),
        (Opcode::Imod, [Int(a), Int(b)]) if *b != 0 => Int(a.wrapping_rem(*b)),
        (Opcode::Fadd, [Float(a), Float(b)]) => float(BinOp::Add, *a, *b),
        (Opcode::Fsub, [Float(a), Float(b)]) => float(BinOp::Sub, *a, *b),
        (Opcode::Fmul, [Float(a), Float(b)]) => float(BinOp::Mul, *a, *b),
        (Opcode::Fdiv, [Float(a), Float(b)]) => float(BinOp::Div, *a, *b),
        (Opcode::Ineg, [Int(a)]) => Int(a.wrapping_neg()),
        (Opcode::Fneg, [Float(a)]) => Float(-*a),
        (Opcode::IcmpEq, [Int(a), Int(b)]) => Bool(a == b),
        (Opcode::IcmpNe, [Int(a), Int(b)]) => Bool(a != b),
        (Opcode::IcmpGt, [Int(a), Int(b)]) => Bool(a > b),
        (Opcode::IcmpGe, [Int(a), Int(b)]) => Bool(a >= b),
        (Opcode::IcmpLt, [Int(a), Int(b)]) => Bool(a < b),
        (Opcode::IcmpLe, [Int(a), Int(b)]) => Bool(a <= b),
        (Opcode::FcmpEq, [Float(a), Float(b)]) => Bool(a == b),
        (Opcode::FcmpNe, [Float(a), Float(b)]) => Bool(a != b),
        (Opcode::FcmpGt, [Float(a), Float(b)]) => Bool(a > b),
        (Opcode::FcmpGe, [Float(a), Float(b)]) => Bool(a >= b),
        (Opcode::FcmpLt, [Float(a), Float(b)]) => Bool(a < b),
        (Opcode::FcmpLe, [Float(a), Float(b)]) => Bool(a <= b),
        // A64's FCVTZS: toward zero, saturating, NaN to 0 (as Rust's `as`).
        (Opcode::Ftoi, [Float(a)]) => Int(*a as i32),
        (Opcode::Itof, [Int(a)]) => Float(*a as f32),
        (Opcode::Btoi, [Bool(a)]) => Int(i32::from(*a)),
        _ => return None,
    })
}

/// Replaces each foldable operation on constants by the constant; returns how many.
fn fold_constants(f: &mut Function<Opcode>) -> usize {
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let layout = f.layout().to_vec();
    for block in layout {
        let mut at = 0;
        while at < f.block_insts(block).len() {
            let inst = f.block_insts(block)[at];
            at += 1;
            let Some(d) = f.inst(inst) else { continue };
            let op = d.opcode;
            if op.info().flags & flag::CONSTANT != 0 || d.results().len() != 1 {
                continue;
            }
            let result = d.results()[0];
            let operands: Vec<Operand<'_>> = d.operands().collect();
            let mut args = Vec::with_capacity(operands.len());
            for o in operands {
                let Operand::Value(v) = o else {
                    args.clear();
                    break;
                };
                match konst(f, *replaced.get(&v).unwrap_or(&v)) {
                    Some(k) => args.push(k),
                    None => {
                        args.clear();
                        break;
                    }
                }
            }
            if args.is_empty() {
                continue;
            }
            let Some(k) = evaluate(op, &args) else {
                continue;
            };
            let (opcode, imm, ty) = match k {
                Konst::Int(n) => (Opcode::Iconst, i64::from(n), Type::I32),
                Konst::Float(x) => (Opcode::Fconst, f64::from(x).to_bits() as i64, Type::F32),
                Konst::Bool(b) => (Opcode::Bconst, i64::from(b), Type::I1),
            };
            let new = f.insert_inst(block, at - 1, opcode, [Operand::Imm(imm)], &[ty]);
            f.remove_inst(inst);
            if let Some(&v) = f.inst(new).and_then(|d| d.results().first()) {
                replaced.insert(result, v);
            }
        }
    }
    let n = replaced.len();
    if n > 0 {
        f.map_uses(|v| replaced.get(&v).copied().unwrap_or(v));
    }
    n
}

/// Replaces each conditional branch on a constant by a jump to the target it takes; returns
/// how many.
fn fold_branches(f: &mut Function<Opcode>) -> usize {
    let mut n = 0;
    for block in f.layout().to_vec() {
        let Some(&last) = f.block_insts(block).last() else {
            continue;
        };
        let Some(d) = f.inst(last) else { continue };
        if d.opcode != Opcode::Brcond {
            continue;
        }
        let Some(Operand::Value(c)) = d.operand(0) else {
            continue;
        };
        let Some(Konst::Bool(taken)) = konst(f, c) else {
            continue;
        };
        let targets: Vec<(Block, Vec<Value>)> = d
            .targets()
            .map(|(_, call)| (call.block, call.args.to_vec()))
            .collect();
        let Some((to, args)) = targets.get(usize::from(!taken)).cloned() else {
            continue;
        };
        f.remove_inst(last);
        let mut b = Builder::new(f);
        b.switch_to(block);
        b.br((to, &args));
        n += 1;
    }
    n
}

/// Lays the blocks out in reverse postorder from the entry (each block after its dominators,
/// a loop's body before its exit), leaving out the blocks no path from the entry reaches;
/// returns how many were left out.
fn remove_unreachable(f: &mut Function<Opcode>) -> usize {
    let Some(entry) = f.entry() else { return 0 };
    let successors = |f: &Function<Opcode>, b: Block| -> Vec<Block> {
        let last = f.block_insts(b).last().copied();
        last.and_then(|i| f.inst(i))
            .map(|d| d.targets().map(|(_, call)| call.block).collect::<Vec<_>>())
            .unwrap_or_default()
            // Visited last to first, so the first target comes first in the layout.
            .into_iter()
            .rev()
            .collect()
    };
    // Iterative depth-first search: (block, its successors, the next to visit).
    let mut seen = HashSet::from([entry]);
    let mut post = Vec::with_capacity(f.layout().len());
    let mut stack = vec![(entry, successors(f, entry), 0)];
    while let Some((b, succ, next)) = stack.last_mut() {
        if let Some(&s) = succ.get(*next) {
            *next += 1;
            if seen.insert(s) {
                let succ = successors(f, s);
                stack.push((s, succ, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    let before = f.layout().len();
    post.reverse();
    *f.layout_mut() = post;
    before - f.layout().len()
}

/// Removes pure instructions (and constants) whose results nobody reads, until none is left;
/// returns how many.
fn remove_dead(f: &mut Function<Opcode>) -> usize {
    let mut n = 0;
    loop {
        let uses = DefUse::of(f);
        let mut dead = Vec::new();
        for &b in f.layout() {
            for &i in f.block_insts(b) {
                let Some(d) = f.inst(i) else { continue };
                let flags = d.opcode.info().flags;
                let pure = flags & (flag::PURE | flag::CONSTANT) != 0 && flags & flag::MEMORY == 0;
                if pure && !d.results().is_empty() && d.results().iter().all(|&v| uses.is_unused(v))
                {
                    dead.push(i);
                }
            }
        }
        if dead.is_empty() {
            return n;
        }
        n += dead.len();
        for i in dead {
            f.remove_inst(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use opforge_cfg::{parse, print};

    fn simplified(text: &str) -> (String, Simplified) {
        let mut f: Function<Opcode> = parse(text).unwrap_or_else(|e| panic!("{e}"));
        let done = simplify(&mut f);
        (print(&f), done)
    }

    #[test]
    fn operations_on_constants_fold_through_chains() {
        let (text, done) = simplified(
            "function %f(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 6
    v2 = iconst 7
    v3 = imul v1, v2
    v4 = ineg v3
    v5 = itof v4
    v6 = fconst 0.5
    v7 = fmul v5, v6
    v8 = ftoi v7
    v9 = iadd v8, v0
    ret v9
}
",
        );
        assert_eq!(
            text,
            "function %f(i32) -> i32 {
block0(v0: i32):
    v14 = iconst -21
    v9 = iadd v14, v0
    ret v9
}
"
        );
        // Five folds (42, -42, -42.0, -21.0, -21); the three constants written and the first
        // four folded ones are then unused.
        assert_eq!((done.folded, done.dead), (5, 7));
    }

    #[test]
    fn integer_arithmetic_wraps_and_division_by_zero_stays() {
        let (text, _) = simplified(
            "function %f() -> i32 {
block0:
    v0 = iconst 2147483647
    v1 = iconst 1
    v2 = iadd v0, v1
    v3 = iconst 0
    v4 = idiv v2, v3
    ret v4
}
",
        );
        assert!(text.contains("iconst -2147483648"), "{text}");
        assert!(text.contains("idiv"), "{text}");
    }

    #[test]
    fn a_branch_on_a_constant_becomes_a_jump_and_the_other_side_goes() {
        let (text, done) = simplified(
            "function %f(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 1
    v2 = iconst 2
    v3 = icmp_lt v1, v2
    brcond v3, block1(v0), block2
block1(v4: i32):
    ret v4
block2:
    v5 = iconst 9
    ret v5
}
",
        );
        assert_eq!(
            text,
            "function %f(i32) -> i32 {
block0(v0: i32):
    br block1(v0)
block1(v4: i32):
    ret v4
}
"
        );
        assert_eq!((done.branches, done.blocks), (1, 1));
    }

    #[test]
    fn float_compares_follow_c_with_nans() {
        let (text, _) = simplified(
            "function %f() -> i32 {
block0:
    v0 = fconst 0.0
    v1 = fdiv v0, v0
    v2 = fcmp_ne v1, v1
    v3 = btoi v2
    v4 = fcmp_eq v1, v1
    v5 = btoi v4
    v6 = iadd v3, v5
    ret v6
}
",
        );
        // NaN != NaN holds, NaN == NaN does not: 1 + 0.
        assert!(text.contains("iconst 1\n    ret"), "{text}");
    }
}
