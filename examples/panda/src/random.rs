//! Random Panda modules that always terminate: owns generating them. A module has one to four
//! functions; function `k` calls only functions after it (`CallStatic` with the callee's index
//! as its method), and its blocks branch only to later blocks, whose parameters stand for
//! Panda's phis. Conversions (`Cast`, `Bitcast`) go between the types. Every instruction is one
//! the lowering covers, on the types it maps (`i32`, `i64`, `f64`, `bool`), with inputs of the
//! instruction's own type. A function's entry block may make arrays (`NewArray` of 1 to 8
//! `i32`, `i64` or `f64` elements), which its blocks read (`LoadArray`, `LenArray`) and write
//! (`StoreArray`) at indexes in bounds: constants below the length, or a value masked by it.

use opforge_cfg::{Block, Builder, Function, Value};
use opforge_cfg_testbed::random::{Rng, latest_value, pick_value};
use opforge_panda_testbed::imm::ConditionCode as Cc;
use opforge_panda_testbed::{InstBuilder, Opcode, Type};

use crate::eval::canonical;

const TYPES: [Type; 4] = [Type::I32, Type::I64, Type::F64, Type::Bool];
const INTS: [Type; 2] = [Type::I32, Type::I64];
const CONDS: [Cc; 12] = [
    Cc::Eq,
    Cc::Ne,
    Cc::Lt,
    Cc::Le,
    Cc::Gt,
    Cc::Ge,
    Cc::B,
    Cc::Be,
    Cc::A,
    Cc::Ae,
    Cc::TstEq,
    Cc::TstNe,
];
const INT_BINARY: [Opcode; 14] = [
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::Div,
    Opcode::Mod,
    Opcode::And,
    Opcode::Or,
    Opcode::Xor,
    Opcode::AndNot,
    Opcode::OrNot,
    Opcode::XorNot,
    Opcode::Shl,
    Opcode::Shr,
    Opcode::AShr,
];
const FLOAT_BINARY: [Opcode; 4] = [Opcode::Add, Opcode::Sub, Opcode::Mul, Opcode::Div];

/// A function's parameter and result types.
type Signature = (Vec<Type>, Type);

/// The types an array may hold.
const ELEMENTS: [Type; 3] = [Type::I32, Type::I64, Type::F64];

/// An array a function made: its ref, element type and length (a power of two).
#[derive(Clone, Copy, Debug)]
struct Array {
    array: Value,
    element: Type,
    length: i64,
}

/// A random terminating module and arguments for its first function, whose functions sit at
/// index `base` on of a larger module (calls name them by that index).
pub fn module(seed: u64, base: usize) -> (Vec<Function<Opcode>>, Vec<i64>) {
    let mut rng = Rng::xorshift64_star_from(seed);
    let n = 1 + rng.below(4);
    let sigs: Vec<Signature> = (0..n)
        .map(|_| {
            let params = (0..1 + rng.below(4))
                .filter_map(|_| rng.pick(&TYPES))
                .collect();
            (params, rng.pick(&TYPES).unwrap_or(Type::I32))
        })
        .collect();
    let functions = (0..n).map(|k| function(&mut rng, k, base, &sigs)).collect();
    let args = sigs[0].0.iter().map(|&t| value(&mut rng, t)).collect();
    (functions, args)
}

/// A random value of type `t`, in canonical form: small numbers often (so divisions by zero,
/// equal compares and shifts past the width occur), any bits otherwise; for `f64` also zeros,
/// infinities and NaN.
pub fn value(rng: &mut Rng, t: Type) -> i64 {
    let x = match (t, rng.below(4)) {
        (Type::Bool, _) => rng.below(2) as i64,
        (Type::F64, 0) => {
            let special = [
                0.0,
                -0.0,
                1.5,
                -2.25,
                f64::INFINITY,
                f64::NAN,
                1e300,
                1e-300,
            ];
            rng.pick(&special).unwrap_or(0.0).to_bits() as i64
        }
        (Type::F64, _) => ((rng.next_u64() as i64 % 2_000_000) as f64 / 1000.0).to_bits() as i64,
        (_, 0) => rng.below(70) as i64 - 3,
        _ => rng.next_u64() as i64,
    };
    canonical(t, x)
}

fn function(rng: &mut Rng, k: usize, base: usize, sigs: &[Signature]) -> Function<Opcode> {
    let (params, result) = &sigs[k];
    let mut f = Function::new(format!("p{}", base + k), params, &[*result]);
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
    let mut entry_values: Vec<(Type, Value)> = Vec::new();
    let mut arrays: Vec<Array> = Vec::new();
    for i in 0..n {
        b.switch_to(blocks[i]);
        let mut avail = entry_values.clone();
        for &p in b.function().block_params(blocks[i]) {
            avail.push((b.function().value_type(p), p));
        }
        if i == 0 {
            // One value of each type, so every operand and argument finds one.
            for t in TYPES {
                let v = constant(&mut b, rng, t);
                avail.push((t, v));
            }
            arrays = new_arrays(&mut b, rng, &avail);
        }
        for _ in 0..rng.below(10) {
            let v = match rng.below(4) {
                0 if !arrays.is_empty() => access(&mut b, rng, &avail, &arrays),
                _ => Some(body(&mut b, rng, &avail, (k, base), sigs)),
            };
            if let Some(v) = v {
                avail.push((b.function().value_type(v), v));
            }
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
        match (later.len(), rng.below(4)) {
            (0, _) | (_, 0) => {
                let v = latest_value(rng, &avail, *result);
                b.return_(v);
            }
            (_, 1) => {
                let t = rng.pick(&later).unwrap_or(i + 1);
                let (target, args) = call(&b, rng, t);
                b.goto((target, &args));
            }
            (_, which) => {
                let (t, e) = (
                    rng.pick(&later).unwrap_or(i + 1),
                    rng.pick(&later).unwrap_or(i + 1),
                );
                let (then, then_args) = call(&b, rng, t);
                let (els, else_args) = call(&b, rng, e);
                let ty = rng.pick(&TYPES).unwrap_or(Type::I32);
                let cc = condition(rng, ty);
                let x = pick_value(rng, &avail, ty);
                if which == 2 && ty != Type::F64 {
                    let imm = match ty {
                        Type::Bool => rng.below(2) as i64,
                        _ => value(rng, ty),
                    };
                    let cc = rng.pick(&CONDS[..10]).unwrap_or(Cc::Eq);
                    // Panda's `uint64_t` immediate keeps the value's bits.
                    b.if_imm(cc, imm as u64, x, (then, &then_args), (els, &else_args));
                } else {
                    let y = pick_value(rng, &avail, ty);
                    b.if_(cc, x, y, (then, &then_args), (els, &else_args));
                }
            }
        }
        if i == 0 {
            entry_values = avail;
        }
    }
    f
}

/// Up to two new arrays (none a third of the time), their lengths constants of type `i32` or
/// `i64`.
fn new_arrays(b: &mut Builder<'_, Opcode>, rng: &mut Rng, avail: &[(Type, Value)]) -> Vec<Array> {
    let mut out = Vec::new();
    for _ in 0..rng.below(3) {
        let length = 1i64 << rng.below(4);
        let ty = if rng.below(4) == 0 {
            Type::I64
        } else {
            Type::I32
        };
        let n = b.constant(length as u64, ty);
        let class = b.null_ptr();
        let save_state = pick_value(rng, avail, Type::I32);
        let array = b.new_array(0, class, n, save_state);
        let element = rng.pick(&ELEMENTS).unwrap_or(Type::I32);
        out.push(Array {
            array,
            element,
            length,
        });
    }
    out
}

/// An index of `a` in bounds, of type `i32` or `i64`: a constant, or a value masked by the
/// length less one.
fn index(b: &mut Builder<'_, Opcode>, rng: &mut Rng, avail: &[(Type, Value)], a: Array) -> Value {
    let ty = rng.pick(&INTS).unwrap_or(Type::I32);
    if rng.below(2) == 0 {
        let k = rng.below(a.length as usize) as i64;
        return b.constant(k as u64, ty);
    }
    let x = pick_value(rng, avail, ty);
    let mask = b.constant((a.length - 1) as u64, ty);
    b.and(x, mask, ty)
}

/// A random access to one of `arrays`: a load of an element, a store of a value of the
/// element's type (no value), or the length.
fn access(
    b: &mut Builder<'_, Opcode>,
    rng: &mut Rng,
    avail: &[(Type, Value)],
    arrays: &[Array],
) -> Option<Value> {
    let a = rng.pick(arrays)?;
    match rng.below(5) {
        0 => Some(b.len_array(a.array, Type::I32)),
        1 | 2 => {
            let i = index(b, rng, avail, a);
            Some(b.load_array(a.array, i, &[], a.element))
        }
        _ => {
            let i = index(b, rng, avail, a);
            let x = pick_value(rng, avail, a.element);
            b.store_array(a.array, i, x, &[]);
            None
        }
    }
}

/// A constant of type `t`; a `bool` (which Panda's `Constant` does not take) as a compare of a
/// constant with itself.
fn constant(b: &mut Builder<'_, Opcode>, rng: &mut Rng, t: Type) -> Value {
    if t == Type::Bool {
        let x = b.constant(value(rng, Type::I32) as u64, Type::I32);
        let cc = if rng.below(2) == 0 { Cc::Eq } else { Cc::Ne };
        return b.compare(cc, x, x);
    }
    // Panda's `uint64_t` immediate keeps the value's bits.
    b.constant(value(rng, t) as u64, t)
}

/// A condition that compares values of type `t` (ordered ones for `f64`).
fn condition(rng: &mut Rng, t: Type) -> Cc {
    let conds = if t == Type::F64 {
        &CONDS[..6]
    } else {
        &CONDS[..]
    };
    rng.pick(conds).unwrap_or(Cc::Eq)
}

/// One random instruction whose operands come from `avail`; returns its result.
fn body(
    b: &mut Builder<'_, Opcode>,
    rng: &mut Rng,
    avail: &[(Type, Value)],
    (k, base): (usize, usize),
    sigs: &[Signature],
) -> Value {
    let ty = rng.pick(&TYPES).unwrap_or(Type::I32);
    match (ty, rng.below(8)) {
        (_, 0) => constant(b, rng, ty),
        (_, 1) if k + 1 < sigs.len() => {
            let callee = k + 1 + rng.below(sigs.len() - k - 1);
            let (params, result) = &sigs[callee];
            let args: Vec<Value> = params.iter().map(|&t| pick_value(rng, avail, t)).collect();
            let save_state = pick_value(rng, avail, Type::I32);
            b.call_static((base + callee) as u32, save_state, &args, *result)
        }
        (Type::I32 | Type::I64 | Type::F64, 2) => {
            let from = rng.pick(&TYPES).unwrap_or(Type::I32);
            let x = pick_value(rng, avail, from);
            let bitcast = matches!((from, ty), (Type::F64, Type::I64) | (Type::I64, Type::F64));
            if bitcast && rng.below(2) == 0 {
                b.bitcast(x, ty)
            } else {
                b.cast(x, ty)
            }
        }
        (Type::Bool, _) => {
            let of = rng
                .pick(&[Type::I32, Type::I64, Type::F64, Type::Bool])
                .unwrap_or(Type::I32);
            let cc = condition(rng, of);
            let (x, y) = (pick_value(rng, avail, of), pick_value(rng, avail, of));
            b.compare(cc, x, y)
        }
        (Type::F64, n) if n < 6 => {
            let op = rng.pick(&FLOAT_BINARY).unwrap_or(Opcode::Add);
            let (x, y) = (pick_value(rng, avail, ty), pick_value(rng, avail, ty));
            binary(b, op, x, y, ty)
        }
        (Type::F64, n) => {
            let x = pick_value(rng, avail, ty);
            match n {
                6 => b.neg(x, ty),
                _ if rng.below(2) == 0 => b.abs(x, ty),
                _ => b.sqrt(x, ty),
            }
        }
        (_, n) => {
            let ty = if INTS.contains(&ty) { ty } else { Type::I32 };
            let x = pick_value(rng, avail, ty);
            match n {
                6 => b.neg(x, ty),
                7 if rng.below(2) == 0 => b.not(x, ty),
                7 => b.abs(x, ty),
                _ => {
                    let op = rng.pick(&INT_BINARY).unwrap_or(Opcode::Add);
                    let y = pick_value(rng, avail, ty);
                    binary(b, op, x, y, ty)
                }
            }
        }
    }
}

fn binary(b: &mut Builder<'_, Opcode>, op: Opcode, x: Value, y: Value, ty: Type) -> Value {
    match op {
        Opcode::Sub => b.sub(x, y, ty),
        Opcode::Mul => b.mul(x, y, ty),
        Opcode::Div => b.div(x, y, ty),
        Opcode::Mod => b.mod_(x, y, ty),
        Opcode::And => b.and(x, y, ty),
        Opcode::Or => b.or(x, y, ty),
        Opcode::Xor => b.xor(x, y, ty),
        Opcode::AndNot => b.and_not(x, y, ty),
        Opcode::OrNot => b.or_not(x, y, ty),
        Opcode::XorNot => b.xor_not(x, y, ty),
        Opcode::Shl => b.shl(x, y, ty),
        Opcode::Shr => b.shr(x, y, ty),
        Opcode::AShr => b.a_shr(x, y, ty),
        _ => b.add(x, y, ty),
    }
}
