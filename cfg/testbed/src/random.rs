//! Random valid functions of the test IR: a random control-flow graph (every block reachable,
//! loops included), random block parameters, and random instructions whose operands are picked
//! among the values available at their place (defined earlier in the block or in a dominating
//! block), built through the generated `InstBuilder`.

use opforge_cfg::{Block, Builder, ControlFlow, DomTree, Function, Value};

use crate::imm::Cond;
use crate::{InstBuilder, Opcode, Type};

pub use opforge_rng::Rng;

const TYPES: [Type; 3] = [Type::I32, Type::I64, Type::B1];
const INTS: [Type; 2] = [Type::I32, Type::I64];
const CONDS: [Cond; 5] = [Cond::Eq, Cond::Ne, Cond::Slt, Cond::Sle, Cond::Ult];

/// The successors of each of `n` blocks: block `b` always reaches `b + 1`; a branch adds any
/// other block but the entry (a loop when it is not later); the last block returns.
pub fn graph(rng: &mut Rng, n: usize) -> Vec<Vec<usize>> {
    (0..n)
        .map(|b| match b + 1 {
            next if next == n => Vec::new(),
            next if rng.below(2) == 0 => vec![next],
            next => vec![next, 1 + rng.below(n - 1)],
        })
        .collect()
}

/// A value of type `t` among `avail`: one of the last three of that type half the time (so
/// instructions chain and results depend on them), any of them otherwise; the first value of
/// `avail` when none has the type.
pub fn pick_value<T: PartialEq + Copy>(rng: &mut Rng, avail: &[(T, Value)], t: T) -> Value {
    let of: Vec<Value> = avail.iter().filter(|x| x.0 == t).map(|x| x.1).collect();
    let recent = &of[of.len().saturating_sub(3)..];
    let from = if rng.below(2) == 0 { recent } else { &of[..] };
    rng.pick(from)
        .or_else(|| avail.first().map(|x| x.1))
        .unwrap_or(Value::new(0))
}

/// The latest value of type `t` among `avail` three times in four (so a returned value depends
/// on the block's work), else [`pick_value`].
pub fn latest_value<T: PartialEq + Copy>(rng: &mut Rng, avail: &[(T, Value)], t: T) -> Value {
    match avail.iter().rev().find(|x| x.0 == t) {
        Some(&(_, v)) if rng.below(4) != 0 => v,
        _ => pick_value(rng, avail, t),
    }
}

/// The values available at the end of a block, by type.
#[derive(Clone, Default)]
struct Available(Vec<(Type, Value)>);

impl Available {
    fn of(&self, ty: Type, rng: &mut Rng) -> Option<Value> {
        let list: Vec<Value> = self
            .0
            .iter()
            .filter(|(t, _)| *t == ty)
            .map(|p| p.1)
            .collect();
        rng.pick(&list)
    }
}

/// A random valid function of the test IR (one to seven blocks).
pub fn function(seed: u64) -> Function<Opcode> {
    let blocks = 1 + Rng::xorshift64_star_from(seed ^ 0x5eed).below(7);
    function_of(seed, blocks)
}

/// A random valid function of the test IR with `blocks` blocks (about 2.5 instructions each).
pub fn function_of(seed: u64, blocks: usize) -> Function<Opcode> {
    let mut rng = Rng::xorshift64_star_from(seed);
    let n = blocks.max(1);
    let mut params = TYPES.to_vec();
    params.extend((0..rng.below(3)).filter_map(|_| rng.pick(&TYPES)));
    let result = rng.pick(&TYPES).unwrap_or(Type::I32);
    let mut f = Function::new(format!("f{seed}"), &params, &[result]);
    let succs = graph(&mut rng, n);
    let dom = DomTree::new(&ControlFlow::from_successors(0, succs.clone()));
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
    let mut out: Vec<Available> = vec![Available::default(); n];
    for &block in dom.reverse_post_order() {
        let i = block.index();
        let mut avail = dom
            .idom(block)
            .map(|d| out[d.index()].clone())
            .unwrap_or_default();
        for &p in b.function().block_params(block) {
            avail.0.push((b.function().value_type(p), p));
        }
        b.switch_to(blocks[i]);
        for _ in 0..rng.below(6) {
            body(&mut b, &mut rng, &mut avail);
        }
        let call = |b: &mut Builder<'_, Opcode>, rng: &mut Rng, t: usize| -> (Block, Vec<Value>) {
            let target = blocks[t];
            let types: Vec<Type> = b
                .function()
                .block_params(target)
                .iter()
                .map(|&p| b.function().value_type(p))
                .collect();
            (
                target,
                types
                    .into_iter()
                    .filter_map(|ty| avail.of(ty, rng))
                    .collect(),
            )
        };
        match succs[i].as_slice() {
            [] => {
                let v: Vec<Value> = avail.of(result, &mut rng).into_iter().collect();
                b.ret(&v);
            }
            [t] => {
                let (target, args) = call(&mut b, &mut rng, *t);
                b.jump((target, &args));
            }
            [t, e, ..] => {
                let cond = avail.of(Type::B1, &mut rng);
                let (then, then_args) = call(&mut b, &mut rng, *t);
                let (els, else_args) = call(&mut b, &mut rng, *e);
                if let Some(cond) = cond {
                    b.brif(cond, (then, &then_args), (els, &else_args));
                }
            }
        }
        out[i] = avail;
    }
    f
}

/// Appends one random instruction with operands from `avail`, and makes its result available.
fn body(b: &mut Builder<'_, Opcode>, rng: &mut Rng, avail: &mut Available) {
    let ty = rng.pick(&INTS).unwrap_or(Type::I32);
    let pair = (avail.of(ty, rng), avail.of(ty, rng));
    let made = match (rng.below(6), pair) {
        (0, _) | (_, (None, _)) | (_, (_, None)) => {
            let bits = if ty == Type::I32 { 31 } else { 63 };
            let value = (rng.next_u64() >> (64 - bits)) as i64 - (1i64 << (bits - 1));
            b.iconst(value, ty)
        }
        (1, (Some(x), Some(y))) => b.iadd(x, y),
        (2, (Some(x), Some(y))) => b.isub(x, y),
        (3, (Some(x), Some(y))) => b.imul(x, y),
        (4, (Some(x), Some(y))) => {
            let cond = rng.pick(&CONDS).unwrap_or(Cond::Eq);
            b.icmp(cond, x, y)
        }
        _ => {
            let args: Vec<Value> = (0..rng.below(3))
                .filter_map(|_| rng.pick(&avail.0).map(|p| p.1))
                .collect();
            let out = rng.pick(&TYPES).unwrap_or(Type::I32);
            b.call(rng.below(100) as u32, &args, out)
        }
    };
    let ty = b.function().value_type(made);
    avail.0.push((ty, made));
}
