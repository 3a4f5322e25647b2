//! Inlining: owns replacing a call of a small function of the module by a copy of the callee's
//! body. A callee is taken when it has at most [`MAX_INLINED`] instructions in at most
//! [`MAX_BLOCKS`] blocks (a callee called from one place only: [`MAX_INLINED_ONCE`] in
//! [`MAX_BLOCKS_ONCE`]), no branch back to its entry, and reserves no memory (`calloc`,
//! `meminit`: a frame of its own per call); calls it makes come along as calls. The call's
//! block is split after the call: the copy's entry follows the code before the call, and each
//! `ret` of the copy jumps to the rest of the block, passing the returned value as that
//! block's parameter. A block that ends jumping to a block only it enters then absorbs it.
//! Rounds repeat, so a small function that calls another small one is inlined whole once its
//! callee has been; within a round, calls inside the copies wait (mutual recursion stays
//! bounded). A call whose constant argument would be a divisor of zero in the copy stays a
//! call: the IR's rules refuse a division by a constant zero, which only a call that never
//! runs may hold.

use std::collections::HashMap;

use opforge_cfg::{Block, BlockCall, CfgOpcode, Function, Operand, Value};
use sysy_ir::{Opcode, Type, flag};

use super::fold::{Konst, konst};

/// The most instructions (terminators included) a callee may have to be copied.
pub const MAX_INLINED: usize = 48;

/// The most blocks a callee may have to be copied.
pub const MAX_BLOCKS: usize = 8;

/// The most instructions of a callee called from one place only (copying it adds no code
/// once nothing else calls it).
pub const MAX_INLINED_ONCE: usize = 8192;

/// The most blocks of a callee called from one place only.
pub const MAX_BLOCKS_ONCE: usize = 256;

/// Rounds of inlining: a chain of small functions this deep is flattened.
const ROUNDS: usize = 3;

/// An operand, owned.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Arg {
    Value(Value),
    Imm(i64),
    Block(Block, Vec<Value>),
}

/// One instruction, owned: opcode, operands, result values and types.
#[derive(Clone, Debug)]
struct Copied {
    opcode: Opcode,
    operands: Vec<Arg>,
    results: Vec<(Value, Type)>,
}

impl Copied {
    fn of(f: &Function<Opcode>, inst: opforge_cfg::Inst) -> Option<Copied> {
        let d = f.inst(inst)?;
        let operands = d
            .operands()
            .map(|o| match o {
                Operand::Value(v) => Arg::Value(v),
                Operand::Imm(x) => Arg::Imm(x),
                Operand::Block(call) => Arg::Block(call.block, call.args.to_vec()),
            })
            .collect();
        let results = d.results().iter().map(|&r| (r, f.value_type(r))).collect();
        Some(Copied {
            opcode: d.opcode,
            operands,
            results,
        })
    }

    /// Appends a copy to `block` with values and blocks mapped; returns the new results.
    fn append(
        &self,
        f: &mut Function<Opcode>,
        block: Block,
        value: impl Fn(Value) -> Value,
        target: impl Fn(Block) -> Block,
    ) -> Vec<Value> {
        let args: Vec<Vec<Value>> = self
            .operands
            .iter()
            .map(|a| match a {
                Arg::Block(_, args) => args.iter().map(|&v| value(v)).collect(),
                _ => Vec::new(),
            })
            .collect();
        let operands: Vec<Operand<'_>> = self
            .operands
            .iter()
            .zip(&args)
            .map(|(a, args)| match a {
                Arg::Value(v) => Operand::Value(value(*v)),
                Arg::Imm(x) => Operand::Imm(*x),
                Arg::Block(b, _) => Operand::Block(BlockCall {
                    block: target(*b),
                    args,
                }),
            })
            .collect();
        let types: Vec<Type> = self.results.iter().map(|&(_, t)| t).collect();
        let new = f.append_inst(block, self.opcode, operands, &types);
        f.inst(new)
            .map(|d| d.results().to_vec())
            .unwrap_or_default()
    }
}

/// A block of a body: its number in the callee, its parameters and its instructions.
type BodyBlock = (Block, Vec<(Value, Type)>, Vec<Copied>);

/// What a call of an inlinable function copies.
#[derive(Clone, Debug)]
struct Body {
    /// The entry block's parameters (the function's).
    params: Vec<Value>,
    /// The blocks in layout order (the entry first): parameters and instructions.
    blocks: Vec<BodyBlock>,
    /// Parameter positions used as the divisor of a division.
    divisors: Vec<usize>,
}

/// The body of function `me` when calls of it may be inlined (larger when `once`: it is
/// called from one place only).
fn body_of(f: &Function<Opcode>, me: usize, once: bool) -> Option<Body> {
    let layout = f.layout();
    let &entry = layout.first()?;
    let (blocks, insts) = if once {
        (MAX_BLOCKS_ONCE, MAX_INLINED_ONCE)
    } else {
        (MAX_BLOCKS, MAX_INLINED)
    };
    let size: usize = layout.iter().map(|&b| f.block_insts(b).len()).sum();
    if layout.len() > blocks || size > insts {
        return None;
    }
    let params = f.block_params(entry).to_vec();
    let mut blocks = Vec::with_capacity(layout.len());
    let mut divisors = Vec::new();
    for &b in layout {
        let block_params = f
            .block_params(b)
            .iter()
            .map(|&v| (v, f.value_type(v)))
            .collect();
        let mut insts = Vec::with_capacity(f.block_insts(b).len());
        for &inst in f.block_insts(b) {
            let c = Copied::of(f, inst)?;
            let calls_me = c.opcode.info().flags & flag::CALL != 0
                && c.operands.first() == Some(&Arg::Imm(me as i64));
            let enters = c
                .operands
                .iter()
                .any(|a| matches!(a, Arg::Block(t, _) if *t == entry));
            if matches!(c.opcode, Opcode::Calloc | Opcode::Meminit) || calls_me || enters {
                return None;
            }
            if matches!(c.opcode, Opcode::Idiv | Opcode::Imod)
                && let Some(Arg::Value(v)) = c.operands.get(1)
                && let Some(p) = params.iter().position(|p| p == v)
            {
                divisors.push(p);
            }
            insts.push(c);
        }
        blocks.push((b, block_params, insts));
    }
    Some(Body {
        params,
        blocks,
        divisors,
    })
}

/// Inlines the calls of small functions in every function of the module (`functions[k]` is
/// callee `k`); returns how many calls went.
pub fn inline_small_calls(functions: &mut [Function<Opcode>]) -> usize {
    let mut total = 0;
    for _ in 0..ROUNDS {
        let calls = call_sites(functions);
        let bodies: Vec<Option<Body>> = functions
            .iter()
            .enumerate()
            .map(|(k, f)| body_of(f, k, calls.get(k) == Some(&1)))
            .collect();
        let n: usize = functions
            .iter_mut()
            .enumerate()
            .map(|(k, f)| inline_in(f, k, &bodies))
            .sum();
        total += n;
        if n == 0 {
            break;
        }
    }
    functions.iter_mut().for_each(merge_straight_lines);
    total
}

/// How many calls of each function of the module there are.
fn call_sites(functions: &[Function<Opcode>]) -> Vec<usize> {
    let mut calls = vec![0usize; functions.len()];
    for f in functions {
        for &b in f.layout() {
            for &i in f.block_insts(b) {
                if let Some(d) = f.inst(i)
                    && matches!(d.opcode, Opcode::Call | Opcode::CallVoid)
                    && let Some(Operand::Imm(k)) = d.operand(0)
                    && let Some(n) = calls.get_mut(k as usize)
                {
                    *n += 1;
                }
            }
        }
    }
    calls
}

/// Whether `v` is the constant zero in `f`.
fn is_zero(f: &Function<Opcode>, v: Value) -> bool {
    konst(f, v) == Some(Konst::Int(0))
}

/// Follows `map` to the value `v` stands for now.
fn resolve(map: &HashMap<Value, Value>, mut v: Value) -> Value {
    while let Some(&w) = map.get(&v) {
        v = w;
    }
    v
}

/// Inlines, in function `me`, each call of a function `bodies` holds, outside the copies this
/// round makes; returns how many.
fn inline_in(f: &mut Function<Opcode>, me: usize, bodies: &[Option<Body>]) -> usize {
    // Values replaced: a call's result by the continuation's parameter, a moved
    // instruction's results by its copy's.
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let mut copies: std::collections::HashSet<Block> = std::collections::HashSet::new();
    let mut n = 0;
    let mut bi = 0;
    while bi < f.layout().len() {
        let block = f.layout()[bi];
        bi += 1;
        if copies.contains(&block) {
            continue;
        }
        let mut at = 0;
        while at < f.block_insts(block).len() {
            let call = f.block_insts(block)[at];
            at += 1;
            let Some(d) = f.inst(call) else { continue };
            if !matches!(d.opcode, Opcode::Call | Opcode::CallVoid) {
                continue;
            }
            let Some(Operand::Imm(callee)) = d.operand(0) else {
                continue;
            };
            let callee = callee as usize;
            let Some(Some(body)) = bodies.get(callee) else {
                continue;
            };
            if callee == me {
                continue;
            }
            let args: Vec<Value> = d
                .operands()
                .skip(1)
                .filter_map(|o| match o {
                    Operand::Value(v) => Some(resolve(&replaced, v)),
                    _ => None,
                })
                .collect();
            if args.len() != body.params.len() || body.divisors.iter().any(|&p| is_zero(f, args[p]))
            {
                continue;
            }
            let result = d.results().first().copied();
            // The rest of the block moves to the continuation.
            let rest: Vec<_> = f.block_insts(block)[at..].to_vec();
            let moved: Vec<Copied> = rest.iter().filter_map(|&i| Copied::of(f, i)).collect();
            let cont = f.create_block();
            if let Some(r) = result {
                let ty = f.value_type(r);
                let p = f.append_block_param(cont, ty);
                replaced.insert(r, p);
            }
            for &i in &rest {
                f.remove_inst(i);
            }
            f.remove_inst(call);
            for c in &moved {
                let new = c.append(f, cont, |v| resolve(&replaced, v), |b| b);
                for (&(old, _), v) in c.results.iter().zip(new) {
                    replaced.insert(old, v);
                }
            }
            // The copy: its blocks, parameters first (a value may be used in a later block
            // only where its block dominates, which comes earlier in the layout).
            let targets: HashMap<Block, Block> = body
                .blocks
                .iter()
                .map(|(b, _, _)| (*b, f.create_block()))
                .collect();
            let mut values: HashMap<Value, Value> = body
                .params
                .iter()
                .copied()
                .zip(args.iter().copied())
                .collect();
            for (k, (b, params, _)) in body.blocks.iter().enumerate() {
                if k == 0 {
                    continue;
                }
                for &(v, ty) in params {
                    let p = f.append_block_param(targets[b], ty);
                    values.insert(v, p);
                }
            }
            for (b, _, insts) in &body.blocks {
                let to = targets[b];
                for c in insts {
                    if c.opcode == Opcode::Ret {
                        let rets: Vec<Value> = c
                            .operands
                            .iter()
                            .filter_map(|a| match a {
                                Arg::Value(v) => Some(values.get(v).copied().unwrap_or(*v)),
                                _ => None,
                            })
                            .collect();
                        let passed: &[Value] = if result.is_some() { &rets } else { &[] };
                        f.append_inst(
                            to,
                            Opcode::Br,
                            [Operand::Block(BlockCall {
                                block: cont,
                                args: passed,
                            })],
                            &[],
                        );
                        continue;
                    }
                    let new = c.append(
                        f,
                        to,
                        |v| values.get(&v).copied().unwrap_or(v),
                        |t| targets.get(&t).copied().unwrap_or(t),
                    );
                    for (&(old, _), v) in c.results.iter().zip(new) {
                        values.insert(old, v);
                    }
                }
            }
            let entry_copy = targets[&body.blocks[0].0];
            f.append_inst(
                block,
                Opcode::Br,
                [Operand::Block(BlockCall {
                    block: entry_copy,
                    args: &[],
                })],
                &[],
            );
            copies.extend(targets.values().copied());
            // The layout: the copy after the block, then the continuation (visited next, as
            // the rest of this block).
            let layout = f.layout_mut();
            layout.retain(|b| !targets.values().any(|t| t == b) && *b != cont);
            let here = layout
                .iter()
                .position(|&b| b == block)
                .map_or(layout.len(), |p| p + 1);
            let mut order: Vec<Block> = body.blocks.iter().map(|(b, _, _)| targets[b]).collect();
            order.push(cont);
            layout.splice(here..here, order);
            n += 1;
            break;
        }
    }
    if !replaced.is_empty() {
        f.map_uses(|v| resolve(&replaced, v));
    }
    n
}

/// Merges each block ending in a plain jump into the block it jumps to when that block has
/// no other predecessor (and is not the entry): the jump's arguments replace its parameters.
fn merge_straight_lines(f: &mut Function<Opcode>) {
    let Some(entry) = f.entry() else { return };
    let mut preds: HashMap<Block, usize> = HashMap::new();
    for &b in f.layout() {
        if let Some(&last) = f.block_insts(b).last()
            && let Some(d) = f.inst(last)
        {
            for (_, call) in d.targets() {
                *preds.entry(call.block).or_default() += 1;
            }
        }
    }
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let mut gone: std::collections::HashSet<Block> = std::collections::HashSet::new();
    for b in f.layout().to_vec() {
        if gone.contains(&b) {
            continue;
        }
        while let Some(&last) = f.block_insts(b).last() {
            let Some(jump) = Copied::of(f, last) else {
                break;
            };
            let [Arg::Block(next, args)] = &jump.operands[..] else {
                break;
            };
            let next = *next;
            if jump.opcode != Opcode::Br
                || next == b
                || next == entry
                || preds.get(&next) != Some(&1)
            {
                break;
            }
            for (&p, &a) in f.block_params(next).to_vec().iter().zip(args) {
                replaced.insert(p, resolve(&replaced, a));
            }
            let insts = f.block_insts(next).to_vec();
            let moved: Vec<Copied> = insts.iter().filter_map(|&i| Copied::of(f, i)).collect();
            f.remove_inst(last);
            for &i in &insts {
                f.remove_inst(i);
            }
            for c in &moved {
                let new = c.append(f, b, |v| resolve(&replaced, v), |t| t);
                for (&(old, _), v) in c.results.iter().zip(new) {
                    replaced.insert(old, v);
                }
            }
            gone.insert(next);
        }
    }
    f.layout_mut().retain(|b| !gone.contains(b));
    if !replaced.is_empty() {
        f.map_uses(|v| resolve(&replaced, v));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use opforge_cfg::{parse_module, print};

    #[test]
    fn a_small_leaf_is_copied_into_its_callers_and_a_divisor_of_zero_stays_a_call() {
        let mut m = parse_module::<Opcode>(
            "function %twice_plus(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = iadd v0, v0
    v3 = iadd v2, v1
    ret v3
}
function %quarter(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = idiv v0, v1
    ret v2
}
function %main(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 7
    v2 = call.i32 0, v0, v1
    v3 = call.i32 0, v2, v2
    v4 = iconst 0
    v5 = call.i32 1, v3, v4
    v6 = call.i32 1, v3, v1
    v7 = iadd v5, v6
    ret v7
}
",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(inline_small_calls(&mut m.functions), 3);
        let main = print(&m.functions[2]);
        assert_eq!(main.matches("call").count(), 1, "{main}");
        assert!(main.contains("call.i32 1, "), "{main}");
        assert!(main.contains("idiv"), "{main}");
        assert_eq!(main.matches("iadd").count(), 5, "{main}");
    }

    #[test]
    fn a_callee_with_branches_is_copied_between_the_halves_of_the_calling_block() {
        let mut m = parse_module::<Opcode>(
            "function %clamp(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 0
    v2 = icmp_lt v0, v1
    brcond v2, block1, block2
block1:
    ret v1
block2:
    ret v0
}
function %main(i32) -> i32 {
block0(v0: i32):
    v1 = call.i32 0, v0
    v2 = iconst 5
    v3 = isub v1, v2
    v4 = call.i32 0, v3
    v5 = iadd v4, v1
    ret v5
}
",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(inline_small_calls(&mut m.functions), 2);
        let main = print(&m.functions[1]);
        assert!(!main.contains("call"), "{main}");
        assert_eq!(main.matches("brcond").count(), 2, "{main}");
        // Each return became a jump to the rest of the block, the value its parameter.
        assert_eq!(main.matches("br block").count(), 4, "{main}");
        crate::irgen::fold::simplify(&mut m.functions[1]);
        if let Err(report) = sysy_ir::verify(&m) {
            panic!("{report}\n{}", print(&m.functions[1]));
        }
    }

    #[test]
    fn a_large_callee_called_from_one_place_only_is_copied_and_one_called_twice_is_not() {
        let mut big = String::from("function %big(i32) -> i32 {\nblock0(v0: i32):\n");
        for k in 1..=60 {
            big += &format!("    v{k} = iadd v{}, v0\n", k - 1);
        }
        big += "    ret v60\n}\n";
        let twice = big.replace("%big", "%twice");
        let text = format!(
            "{big}{twice}function %main(i32) -> i32 {{
block0(v0: i32):
    v1 = call.i32 0, v0
    v2 = call.i32 1, v1
    v3 = call.i32 1, v2
    ret v3
}}
"
        );
        let mut m = parse_module::<Opcode>(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(inline_small_calls(&mut m.functions), 1);
        let main = print(&m.functions[2]);
        assert_eq!(main.matches("call.i32 1,").count(), 2, "{main}");
        assert!(!main.contains("call.i32 0,"), "{main}");
    }
}
