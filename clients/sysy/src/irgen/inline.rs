//! Inlining: owns replacing a call of a small function of the module by a copy of the callee's
//! body. A callee is taken when it is one block (its instructions then a `ret`), at most
//! [`MAX_INLINED`] instructions long, and reserves no memory (`calloc`, `meminit`: a frame of
//! its own per call); calls it makes come along as calls. Rounds repeat, so a small function
//! that calls another small one is inlined whole once its callee has been. A call whose
//! constant argument would be a divisor of zero in the copy stays a call: the IR's rules refuse
//! a division by a constant zero, which only a call that never runs may hold.

use std::collections::HashMap;

use opforge_cfg::{CfgOpcode, Function, Operand, Value};
use sysy_ir::{Opcode, Type, flag};

/// The most instructions (the `ret` not counted) a callee may have to be copied.
pub const MAX_INLINED: usize = 40;

/// Rounds of inlining: a chain of small functions this deep is flattened.
const ROUNDS: usize = 3;

/// An operand of a copied instruction, owned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arg {
    Value(Value),
    Imm(i64),
}

/// One instruction of a body: opcode, operands, result values and types.
#[derive(Clone, Debug)]
struct Copied {
    opcode: Opcode,
    operands: Vec<Arg>,
    results: Vec<(Value, Type)>,
}

/// What a call of an inlinable function copies.
#[derive(Clone, Debug)]
struct Body {
    /// The entry block's parameters (the function's).
    params: Vec<Value>,
    insts: Vec<Copied>,
    /// The value returned, if any.
    ret: Option<Value>,
    /// Parameter positions used as the divisor of a division.
    divisors: Vec<usize>,
}

/// The body of function `me` when calls of it may be inlined.
fn body_of(f: &Function<Opcode>, me: usize) -> Option<Body> {
    let [block] = f.layout() else { return None };
    let insts = f.block_insts(*block);
    let (&last, rest) = insts.split_last()?;
    if rest.len() > MAX_INLINED {
        return None;
    }
    let ret = f.inst(last)?;
    if ret.opcode != Opcode::Ret || ret.operand_count() > 1 {
        return None;
    }
    let ret = match ret.operand(0) {
        Some(Operand::Value(v)) => Some(v),
        None => None,
        Some(_) => return None,
    };
    let params = f.block_params(*block).to_vec();
    let mut copied = Vec::with_capacity(rest.len());
    let mut divisors = Vec::new();
    for &inst in rest {
        let d = f.inst(inst)?;
        let op = d.opcode;
        if matches!(op, Opcode::Calloc | Opcode::Meminit) {
            return None;
        }
        // A call of itself would be copied again at every round; calls of others come along.
        if op.info().flags & flag::CALL != 0 && d.operand(0) == Some(Operand::Imm(me as i64)) {
            return None;
        }
        let mut operands = Vec::with_capacity(d.operand_count());
        for o in d.operands() {
            operands.push(match o {
                Operand::Value(v) => Arg::Value(v),
                Operand::Imm(x) => Arg::Imm(x),
                Operand::Block(_) => return None,
            });
        }
        if matches!(op, Opcode::Idiv | Opcode::Imod)
            && let Some(Arg::Value(v)) = operands.get(1)
            && let Some(p) = params.iter().position(|p| p == v)
        {
            divisors.push(p);
        }
        let results = d.results().iter().map(|&r| (r, f.value_type(r))).collect();
        copied.push(Copied {
            opcode: op,
            operands,
            results,
        });
    }
    Some(Body {
        params,
        insts: copied,
        ret,
        divisors,
    })
}

/// Inlines the calls of small functions in every function of the module (`functions[k]` is
/// callee `k`); returns how many calls went.
pub fn inline_small_calls(functions: &mut [Function<Opcode>]) -> usize {
    let mut total = 0;
    for _ in 0..ROUNDS {
        let bodies: Vec<Option<Body>> = functions
            .iter()
            .enumerate()
            .map(|(k, f)| body_of(f, k))
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
    total
}

/// Whether `v` is the constant zero in `f`.
fn is_zero(f: &Function<Opcode>, v: Value) -> bool {
    let Some(opforge_cfg::ValueDef::Result { inst, .. }) = f.value(v).map(|d| d.def) else {
        return false;
    };
    f.inst(inst)
        .is_some_and(|d| d.opcode == Opcode::Iconst && d.operand(0) == Some(Operand::Imm(0)))
}

/// Inlines, in function `me`, each call of a function `bodies` holds; returns how many.
fn inline_in(f: &mut Function<Opcode>, me: usize, bodies: &[Option<Body>]) -> usize {
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let resolve =
        |replaced: &HashMap<Value, Value>, v: Value| replaced.get(&v).copied().unwrap_or(v);
    let mut n = 0;
    for block in f.layout().to_vec() {
        let mut at = 0;
        while at < f.block_insts(block).len() {
            let inst = f.block_insts(block)[at];
            at += 1;
            let Some(d) = f.inst(inst) else { continue };
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
            let mut map: HashMap<Value, Value> = body
                .params
                .iter()
                .copied()
                .zip(args.iter().copied())
                .collect();
            let mut pos = at - 1;
            for c in &body.insts {
                let operands: Vec<Operand<'static>> = c
                    .operands
                    .iter()
                    .map(|a| match *a {
                        Arg::Value(v) => Operand::Value(map.get(&v).copied().unwrap_or(v)),
                        Arg::Imm(x) => Operand::Imm(x),
                    })
                    .collect();
                let types: Vec<Type> = c.results.iter().map(|&(_, t)| t).collect();
                let new = f.insert_inst(block, pos, c.opcode, operands, &types);
                pos += 1;
                if let Some(d) = f.inst(new) {
                    for (&(old, _), &v) in c.results.iter().zip(d.results()) {
                        map.insert(old, v);
                    }
                }
            }
            f.remove_inst(inst);
            if let (Some(r), Some(v)) = (result, body.ret) {
                replaced.insert(r, map.get(&v).copied().unwrap_or(v));
            }
            at = pos;
            n += 1;
        }
    }
    if !replaced.is_empty() {
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
}
