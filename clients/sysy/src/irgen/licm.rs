//! Loop-invariant code motion: owns finding the natural loops of a function (a back edge is a
//! branch to a block that dominates it) and moving each pure instruction whose operands are
//! all defined outside its loop, or are constants, to the end of the loop's preheader (the
//! one block outside the loop that enters it, which a rotated loop's guard is). The constants
//! such an instruction reads inside the loop are copied with it. Loads, calls, allocation and
//! division stay where they are (memory may change; a division may be guarded). Inner loops
//! go first, and the pass repeats, so work climbs out of a nest level by level.

use std::collections::{HashMap, HashSet};

use opforge_cfg::{Block, CfgOpcode, Function, Inst, Operand, Value, ValueDef};
use sysy_ir::{Opcode, flag};

use super::dominance::{dominates, dominators, predecessors, successors};

/// Whether `op` may move out of a loop: pure, not a constant (those move with their users),
/// not reading memory, not a division.
fn movable(op: Opcode) -> bool {
    let flags = op.info().flags;
    flags & flag::PURE != 0
        && flags & (flag::MEMORY | flag::CONSTANT | flag::CALL) == 0
        && !matches!(op, Opcode::Idiv | Opcode::Imod)
}

/// The constant instruction defining `v`, if one does.
fn constant_def(f: &Function<Opcode>, v: Value) -> Option<Inst> {
    let ValueDef::Result { inst, .. } = f.value(v)?.def else {
        return None;
    };
    let flags = f.inst(inst)?.opcode.info().flags;
    (flags & flag::CONSTANT != 0).then_some(inst)
}

/// Hoists loop-invariant instructions until none is left; returns how many moved.
pub fn hoist(f: &mut Function<Opcode>) -> usize {
    let mut total = 0;
    // Each pass moves at least one instruction one loop level out; the bound only guards.
    for _ in 0..64 {
        let n = hoist_once(f);
        total += n;
        if n == 0 {
            break;
        }
    }
    total
}

fn hoist_once(f: &mut Function<Opcode>) -> usize {
    let order = f.layout().to_vec();
    let preds = predecessors(f, &order);
    let idom = dominators(&order, &preds);
    // Loop headers with their latches, innermost (latest in the layout) first.
    let mut headers: Vec<(Block, Vec<Block>)> = Vec::new();
    for &b in &order {
        for h in successors(f, b) {
            if dominates(&idom, h, b) {
                match headers.iter_mut().find(|(x, _)| *x == h) {
                    Some((_, latches)) => latches.push(b),
                    None => headers.push((h, vec![b])),
                }
            }
        }
    }
    let position: HashMap<Block, usize> = order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    headers.sort_by_key(|(h, _)| std::cmp::Reverse(position[h]));
    let mut moved = 0;
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    for (header, latches) in headers {
        // The natural loop: the header and every block reaching a latch without it.
        let mut body: HashSet<Block> = HashSet::from([header]);
        let mut work = latches.clone();
        while let Some(b) = work.pop() {
            if body.insert(b) {
                work.extend(preds.get(&b).into_iter().flatten().copied());
            }
        }
        let outside: Vec<Block> = preds[&header]
            .iter()
            .copied()
            .filter(|p| !body.contains(p))
            .collect();
        let [pre] = outside[..] else { continue };
        let mut inside: HashSet<Value> = HashSet::new();
        for &b in order.iter().filter(|b| body.contains(b)) {
            inside.extend(f.block_params(b).iter().copied());
            for &i in f.block_insts(b) {
                if let Some(d) = f.inst(i) {
                    inside.extend(d.results().iter().copied());
                }
            }
        }
        for &b in order.iter().filter(|b| body.contains(b)) {
            for inst in f.block_insts(b).to_vec() {
                let Some(d) = f.inst(inst) else { continue };
                if !movable(d.opcode) || d.results().len() != 1 {
                    continue;
                }
                let (opcode, result) = (d.opcode, d.results()[0]);
                // The operands, owned: a value (mapped to where it moved) or an immediate.
                let mut operands: Vec<Result<Value, i64>> = Vec::new();
                let mut invariant = true;
                for o in d.operands() {
                    match o {
                        Operand::Value(v) => {
                            let v = replaced.get(&v).copied().unwrap_or(v);
                            if inside.contains(&v) && constant_def(f, v).is_none() {
                                invariant = false;
                                break;
                            }
                            operands.push(Ok(v));
                        }
                        Operand::Imm(x) => operands.push(Err(x)),
                        Operand::Block(_) => {
                            invariant = false;
                            break;
                        }
                    }
                }
                if !invariant {
                    continue;
                }
                // The constants it reads inside the loop are copied to the preheader first.
                let mut final_ops: Vec<Operand<'static>> = Vec::with_capacity(operands.len());
                for o in operands {
                    let v = match o {
                        Err(x) => {
                            final_ops.push(Operand::Imm(x));
                            continue;
                        }
                        Ok(v) => v,
                    };
                    let copy = inside
                        .contains(&v)
                        .then(|| constant_def(f, v))
                        .flatten()
                        .and_then(|c| {
                            let d = f.inst(c)?;
                            match d.operand(0)? {
                                Operand::Imm(x) => Some((d.opcode, x)),
                                _ => None,
                            }
                        });
                    let v = match copy {
                        Some((cop, x)) => {
                            let ty = f.value_type(v);
                            let at = f.block_insts(pre).len().saturating_sub(1);
                            let c = f.insert_inst(pre, at, cop, [Operand::Imm(x)], &[ty]);
                            f.inst(c)
                                .and_then(|d| d.results().first().copied())
                                .unwrap_or(v)
                        }
                        None => v,
                    };
                    final_ops.push(Operand::Value(v));
                }
                let ty = f.value_type(result);
                let at = f.block_insts(pre).len().saturating_sub(1);
                let new = f.insert_inst(pre, at, opcode, final_ops, &[ty]);
                f.remove_inst(inst);
                if let Some(&v) = f.inst(new).and_then(|d| d.results().first()) {
                    replaced.insert(result, v);
                    inside.remove(&result);
                }
                moved += 1;
            }
        }
    }
    if !replaced.is_empty() {
        // A hoisted instruction may read another's old result: follow the chain.
        let resolve = |mut v: Value| {
            while let Some(&n) = replaced.get(&v) {
                v = n;
            }
            v
        };
        f.map_uses(resolve);
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use opforge_cfg::{parse, print};

    #[test]
    fn invariant_work_moves_to_the_preheader_and_loads_stay() {
        let mut f: Function<Opcode> = parse(
            "function %f(i32, i32, *i32) -> i32 {
block0(v0: i32, v1: i32, v2: *i32):
    v3 = iconst 0
    v4 = icmp_lt v3, v0
    brcond v4, block1(v3, v3), block2(v3)
block1(v5: i32, v6: i32):
    v7 = iadd v0, v1
    v8 = iconst 3
    v9 = imul v7, v8
    v10 = load v2
    v11 = iadd v6, v9
    v12 = iadd v11, v10
    v13 = iconst 1
    v14 = iadd v5, v13
    v15 = icmp_lt v14, v0
    brcond v15, block1(v14, v12), block2(v12)
block2(v16: i32):
    ret v16
}
",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(hoist(&mut f), 2);
        crate::irgen::fold::simplify(&mut f);
        assert_eq!(
            print(&f),
            "function %f(i32, i32, *i32) -> i32 {
block0(v0: i32, v1: i32, v2: *i32):
    v3 = iconst 0
    v4 = icmp_lt v3, v0
    v17 = iadd v0, v1
    v18 = iconst 3
    v19 = imul v17, v18
    brcond v4, block1(v3, v3), block2(v3)
block1(v5: i32, v6: i32):
    v10 = load v2
    v11 = iadd v6, v19
    v12 = iadd v11, v10
    v13 = iconst 1
    v14 = iadd v5, v13
    v15 = icmp_lt v14, v0
    brcond v15, block1(v14, v12), block2(v12)
block2(v16: i32):
    ret v16
}
"
        );
    }
}
