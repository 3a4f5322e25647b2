//! Random modules of the source IR that always terminate: owns generating them. A module has one
//! to four functions; function `k` calls only functions after it, and its blocks branch only to
//! later blocks, so every run ends. Values are picked among those available at their place
//! (block parameters and results of the block and of its dominators on the way from the entry,
//! which in a forward-only graph are the blocks every path crosses: here, the entry only).

use opforge_cfg::{Block, Builder, Function, Value};
use opforge_cfg_testbed::imm::Cond;
use opforge_cfg_testbed::random::{Rng, latest_value, pick_value};
use opforge_cfg_testbed::{InstBuilder, Opcode, Type};

const TYPES: [Type; 3] = [Type::I32, Type::I64, Type::B1];
const INTS: [Type; 2] = [Type::I32, Type::I64];
const CONDS: [Cond; 5] = [Cond::Eq, Cond::Ne, Cond::Slt, Cond::Sle, Cond::Ult];

/// A random terminating module and arguments for its first function. Its functions are meant
/// to sit at index `base` on of a larger module (calls name them by that index), so several
/// modules can share one executable.
pub fn module(seed: u64, base: usize) -> (Vec<Function<Opcode>>, Vec<i64>) {
    let mut rng = Rng::xorshift64_star_from(seed);
    let n = 1 + rng.below(4);
    let sigs: Vec<(Vec<Type>, Type)> = (0..n)
        .map(|_| {
            let params = (0..1 + rng.below(4))
                .filter_map(|_| rng.pick(&TYPES))
                .collect();
            (params, rng.pick(&TYPES).unwrap_or(Type::I32))
        })
        .collect();
    let functions = (0..n).map(|k| function(&mut rng, k, base, &sigs)).collect();
    let args = sigs[0]
        .0
        .iter()
        .map(|&t| crate::eval::canonical(t, value(&mut rng, t)))
        .collect();
    (functions, args)
}

/// A random value of type `t`: small numbers often (so immediates and equal compares occur),
/// any bits otherwise.
fn value(rng: &mut Rng, t: Type) -> i64 {
    match (t, rng.below(3)) {
        (Type::B1, _) => rng.below(2) as i64,
        (_, 0) => rng.below(16) as i64,
        (Type::I32, _) => i64::from(rng.next_u64() as i32),
        _ => rng.next_u64() as i64,
    }
}

fn function(rng: &mut Rng, k: usize, base: usize, sigs: &[(Vec<Type>, Type)]) -> Function<Opcode> {
    let (params, result) = &sigs[k];
    let mut f = Function::new(format!("f{}", base + k), params, &[*result]);
    let n = 1 + rng.below(5);
    let mut b = Builder::new(&mut f);
    let mut blocks = vec![b.current_block()];
    for _ in 1..n {
        let block = b.create_block();
        for _ in 0..rng.below(3) {
            let ty = rng.pick(&TYPES).unwrap_or(Type::I32);
            b.append_block_param(block, ty);
        }
        blocks.push(block);
    }
    // The entry's values are available everywhere (it dominates every block).
    let mut entry_values: Vec<(Type, Value)> = Vec::new();
    for i in 0..n {
        b.switch_to(blocks[i]);
        let mut avail = entry_values.clone();
        for &p in b.function().block_params(blocks[i]) {
            avail.push((b.function().value_type(p), p));
        }
        if i == 0 {
            // One value of each type, so every operand and argument finds one.
            let x = b.iconst(
                crate::eval::canonical(Type::I32, value(rng, Type::I32)),
                Type::I32,
            );
            let y = b.iconst(value(rng, Type::I64), Type::I64);
            let t = b.icmp(Cond::Ne, x, x);
            avail.extend([(Type::I32, x), (Type::I64, y), (Type::B1, t)]);
        }
        for _ in 0..rng.below(8) {
            let v = body(&mut b, rng, &avail, (k, base), sigs);
            avail.push((b.function().value_type(v), v));
        }
        let later: Vec<usize> = (i + 1..n).collect();
        let call = |b: &Builder<'_, Opcode>, rng: &mut Rng, t: usize| -> (Block, Vec<Value>) {
            let target = blocks[t];
            let args = b
                .function()
                .block_params(target)
                .iter()
                .map(|&p| pick_value(rng, &avail, b.function().value_type(p)))
                .collect();
            (target, args)
        };
        match (later.len(), rng.below(3)) {
            (0, _) | (_, 0) => {
                let v = latest_value(rng, &avail, *result);
                b.ret(&[v]);
            }
            (_, 1) => {
                let t = rng.pick(&later).unwrap_or(i + 1);
                let (target, args) = call(&b, rng, t);
                b.jump((target, &args));
            }
            _ => {
                let (t, e) = (
                    rng.pick(&later).unwrap_or(i + 1),
                    rng.pick(&later).unwrap_or(i + 1),
                );
                let cond = if rng.below(2) == 0 {
                    // A compare made for the branch alone: what the tables' compare-and-branch
                    // rules absorb, for each condition.
                    let ty = if rng.below(2) == 0 {
                        Type::I32
                    } else {
                        Type::I64
                    };
                    let (x, y) = (pick_value(rng, &avail, ty), pick_value(rng, &avail, ty));
                    b.icmp(rng.pick(&CONDS).unwrap_or(Cond::Eq), x, y)
                } else {
                    pick_value(rng, &avail, Type::B1)
                };
                let (then, then_args) = call(&b, rng, t);
                let (els, else_args) = call(&b, rng, e);
                b.brif(cond, (then, &then_args), (els, &else_args));
            }
        }
        if i == 0 {
            entry_values = avail;
        }
    }
    f
}

/// One random instruction whose operands come from `avail`; returns its result.
fn body(
    b: &mut Builder<'_, Opcode>,
    rng: &mut Rng,
    avail: &[(Type, Value)],
    (k, base): (usize, usize),
    sigs: &[(Vec<Type>, Type)],
) -> Value {
    let ty = rng.pick(&INTS).unwrap_or(Type::I32);
    let has = |t: Type| avail.iter().any(|x| x.0 == t);
    match rng.below(7) {
        1 if has(ty) => {
            let (x, y) = (pick_value(rng, avail, ty), pick_value(rng, avail, ty));
            b.iadd(x, y)
        }
        2 if has(ty) => {
            let (x, y) = (pick_value(rng, avail, ty), pick_value(rng, avail, ty));
            b.isub(x, y)
        }
        3 if has(ty) => {
            let (x, y) = (pick_value(rng, avail, ty), pick_value(rng, avail, ty));
            b.imul(x, y)
        }
        4 if has(ty) => {
            let (x, y) = (pick_value(rng, avail, ty), pick_value(rng, avail, ty));
            let cond = rng.pick(&CONDS).unwrap_or(Cond::Eq);
            b.icmp(cond, x, y)
        }
        5 if k + 1 < sigs.len() => {
            let callee = k + 1 + rng.below(sigs.len() - k - 1);
            let (params, result) = &sigs[callee];
            if params.iter().all(|&t| has(t)) {
                let args: Vec<Value> = params.iter().map(|&t| pick_value(rng, avail, t)).collect();
                b.call((base + callee) as u32, &args, *result)
            } else {
                b.iconst(value(rng, ty), ty)
            }
        }
        _ => {
            let ty = if rng.below(4) == 0 { Type::B1 } else { ty };
            match ty {
                // A truth value from a compare of constants.
                Type::B1 => {
                    let (x, y) = (
                        b.iconst(value(rng, Type::I32), Type::I32),
                        b.iconst(value(rng, Type::I32), Type::I32),
                    );
                    b.icmp(Cond::Slt, x, y)
                }
                _ => {
                    let v = crate::eval::canonical(ty, value(rng, ty));
                    b.iconst(v, ty)
                }
            }
        }
    }
}
