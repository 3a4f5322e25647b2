//! Common subexpression elimination: owns replacing a pure instruction by an earlier one that
//! computes the same thing and dominates it (dominator-scoped value numbering). Two
//! instructions are the same when they have one opcode, one result type and the same operands,
//! a constant operand counting as its value (so `x / 30` twice is one division even when each
//! `30` is its own `iconst`). Constants are left to the lowering, which folds them into
//! immediates. Memory is followed within a block only: a load from an address loaded from or
//! stored to earlier in the block gives that value, until a store elsewhere, a call or any
//! other instruction that touches memory, any of which may change what the address holds.

use std::collections::HashMap;

use opforge_cfg::{Block, CfgOpcode, Function, Operand, Value, ValueDef};
use sysy_ir::{Opcode, Type, flag};

use super::dominance::{children, dominators, predecessors};

/// An operand as the comparison sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Key {
    /// A value that is not a constant.
    Value(Value),
    /// An immediate of the instruction.
    Imm(i64),
    /// A value defined by a constant instruction: its opcode and immediate.
    Const(Opcode, i64),
}

/// Whether instructions of `op` may be merged: pure, and neither a constant nor touching
/// memory nor a call; or a division, which is not pure (it may trap) but computes the same
/// thing again once an earlier one with the same operands did not trap.
fn mergeable(op: Opcode) -> bool {
    let flags = op.info().flags;
    (flags & flag::PURE != 0 || matches!(op, Opcode::Idiv | Opcode::Imod))
        && flags & (flag::MEMORY | flag::CONSTANT | flag::CALL) == 0
}

/// The constant `v` is, as a key, when a constant instruction defines it.
fn constant_key(f: &Function<Opcode>, v: Value) -> Option<Key> {
    let ValueDef::Result { inst, .. } = f.value(v)?.def else {
        return None;
    };
    let d = f.inst(inst)?;
    if d.opcode.info().flags & flag::CONSTANT == 0 {
        return None;
    }
    match d.operand(0)? {
        Operand::Imm(x) => Some(Key::Const(d.opcode, x)),
        _ => None,
    }
}

/// Removes every instruction an earlier dominating one computes already; returns how many.
pub fn eliminate(f: &mut Function<Opcode>) -> usize {
    let order = f.layout().to_vec();
    let Some(&entry) = order.first() else {
        return 0;
    };
    let preds = predecessors(f, &order);
    let idom = dominators(&order, &preds);
    let kids = children(&order, &idom);
    type Expr = (Opcode, Vec<Key>, Vec<Type>);
    let mut available: HashMap<Expr, Value> = HashMap::new();
    // What each open block added to `available`, to take out when its subtree is done.
    let mut added: Vec<Expr> = Vec::new();
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    enum Step {
        Enter(Block),
        Leave(usize),
    }
    let mut work = vec![Step::Enter(entry)];
    while let Some(step) = work.pop() {
        let block = match step {
            Step::Leave(mark) => {
                for e in added.drain(mark..) {
                    available.remove(&e);
                }
                continue;
            }
            Step::Enter(b) => b,
        };
        work.push(Step::Leave(added.len()));
        // What each address holds, as far as this block has seen: (address, type) to value.
        let mut memory: HashMap<(Key, Type), Value> = HashMap::new();
        for inst in f.block_insts(block).to_vec() {
            let Some(d) = f.inst(inst) else { continue };
            let resolve = |o: Option<Operand<'_>>| match o {
                Some(Operand::Value(v)) => Some(replaced.get(&v).copied().unwrap_or(v)),
                _ => None,
            };
            match d.opcode {
                Opcode::Load => {
                    let (Some(ptr), [result]) = (resolve(d.operand(0)), d.results()) else {
                        continue;
                    };
                    let (result, place) = (*result, (Key::Value(ptr), f.value_type(*result)));
                    match memory.get(&place) {
                        Some(&known) => {
                            replaced.insert(result, known);
                            f.remove_inst(inst);
                        }
                        None => {
                            memory.insert(place, result);
                        }
                    }
                    continue;
                }
                Opcode::Store => {
                    memory.clear();
                    if let (Some(ptr), Some(value)) = (resolve(d.operand(0)), resolve(d.operand(1)))
                    {
                        memory.insert((Key::Value(ptr), f.value_type(value)), value);
                    }
                    continue;
                }
                op if op.info().flags & (flag::MEMORY | flag::CALL) != 0 => {
                    memory.clear();
                    continue;
                }
                _ => {}
            }
            if !mergeable(d.opcode) || d.results().len() != 1 {
                continue;
            }
            let result = d.results()[0];
            let mut keys = Vec::new();
            let mut plain = true;
            for o in d.operands() {
                keys.push(match o {
                    Operand::Value(v) => {
                        let v = replaced.get(&v).copied().unwrap_or(v);
                        constant_key(f, v).unwrap_or(Key::Value(v))
                    }
                    Operand::Imm(x) => Key::Imm(x),
                    Operand::Block(_) => {
                        plain = false;
                        break;
                    }
                });
            }
            if !plain {
                continue;
            }
            let expr = (d.opcode, keys, vec![f.value_type(result)]);
            match available.get(&expr) {
                Some(&earlier) => {
                    replaced.insert(result, earlier);
                    f.remove_inst(inst);
                }
                None => {
                    available.insert(expr.clone(), result);
                    added.push(expr);
                }
            }
        }
        for &kid in kids.get(&block).into_iter().flatten().rev() {
            work.push(Step::Enter(kid));
        }
    }
    let n = replaced.len();
    if n > 0 {
        f.map_uses(|v| replaced.get(&v).copied().unwrap_or(v));
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use opforge_cfg::{parse, print};

    #[test]
    fn a_dominated_repeat_goes_and_a_sibling_or_a_load_stays() {
        let mut f: Function<Opcode> = parse(
            "function %f(i32, *i32) -> i32 {
block0(v0: i32, v1: *i32):
    v2 = iconst 30
    v3 = idiv v0, v2
    v4 = iconst 30
    v5 = idiv v0, v4
    v6 = load v1
    v7 = load v1
    v8 = iadd v3, v5
    v9 = iadd v8, v6
    v10 = iadd v9, v7
    v11 = icmp_lt v10, v0
    brcond v11, block1, block2
block1:
    v12 = imod v0, v2
    v13 = idiv v0, v2
    v14 = iadd v12, v13
    ret v14
block2:
    v15 = imod v0, v4
    ret v15
}
",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        // v5 (the same division), v7 (the same load, nothing stored between), v13 (dominated
        // by v3); v15 is not dominated by v12.
        assert_eq!(eliminate(&mut f), 3);
        let text = print(&f);
        assert!(text.contains("v8 = iadd v3, v3"), "{text}");
        assert!(text.contains("v14 = iadd v12, v3"), "{text}");
        assert!(text.contains("v15 = imod v0, v4"), "{text}");
        assert!(text.contains("v10 = iadd v9, v6"), "{text}");
        assert_eq!(text.matches("idiv").count(), 1, "{text}");
    }

    #[test]
    fn a_load_takes_what_the_block_stored_or_loaded_until_memory_may_change() {
        let mut f: Function<Opcode> = parse(
            "function %f(*i32, *i32) -> i32 {
block0(v0: *i32, v1: *i32):
    v2 = iconst 7
    store v0, v2
    v3 = load v0
    v4 = load v0
    store v1, v3
    v5 = load v0
    v6 = load v1
    v7 = iadd v4, v5
    v8 = iadd v7, v6
    br block1
block1:
    v9 = load v1
    v10 = iadd v8, v9
    ret v10
}
",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        // v3 and v4 are the stored 7; the store to v1 (which may be v0) keeps v5; v6 is what
        // was stored to v1; block1 starts knowing nothing.
        assert_eq!(eliminate(&mut f), 3);
        let text = print(&f);
        assert!(text.contains("store v1, v2"), "{text}");
        assert!(text.contains("v5 = load v0"), "{text}");
        assert!(text.contains("v7 = iadd v2, v5"), "{text}");
        assert!(text.contains("v8 = iadd v7, v2"), "{text}");
        assert!(text.contains("v9 = load v1"), "{text}");
    }
}
