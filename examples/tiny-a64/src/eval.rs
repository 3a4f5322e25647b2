//! The reference evaluator of the source IR: owns what a function of `tests/specs/cfg.yaml`
//! computes. `i32` arithmetic wraps at 32 bits and `i64` at 64; a compare gives 0 or 1 (`b1`);
//! a call runs the callee of the module; a run is bounded by a number of steps.

use core::fmt;

use opforge_cfg::{Function, Operand, Value};
use opforge_cfg_testbed::{Opcode, Type};

/// Why an evaluation stopped without a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// More steps than the budget.
    OutOfSteps,
    /// The function is not well formed (the verifier would say where).
    Malformed(String),
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::OutOfSteps => f.write_str("the evaluation ran out of steps"),
            EvalError::Malformed(why) => write!(f, "malformed function: {why}"),
        }
    }
}

impl std::error::Error for EvalError {}

/// A value of type `ty` in its canonical form: an `i32` sign-extended, a `b1` 0 or 1.
pub fn canonical(ty: Type, bits: i64) -> i64 {
    match ty {
        Type::I32 => i64::from(bits as i32),
        Type::B1 => bits & 1,
        _ => bits,
    }
}

/// Evaluates function `index` of `module` on `args`, within `steps` instructions in all.
pub fn run(
    module: &[Function<Opcode>],
    index: usize,
    args: &[i64],
    steps: &mut u64,
) -> Result<i64, EvalError> {
    let malformed = |s: &str| EvalError::Malformed(s.to_owned());
    let f = module
        .get(index)
        .ok_or_else(|| malformed("no such function"))?;
    let mut env: Vec<i64> = vec![0; f.value_count()];
    let set = |env: &mut Vec<i64>, v: Value, x: i64| {
        let ty = f.value_type(v);
        if let Some(slot) = env.get_mut(v.index()) {
            *slot = canonical(ty, x);
        }
    };
    let mut block = f.entry().ok_or_else(|| malformed("no entry block"))?;
    for (k, &p) in f.block_params(block).iter().enumerate() {
        set(&mut env, p, args.get(k).copied().unwrap_or_default());
    }
    loop {
        let mut next = None;
        for &inst in f.block_insts(block) {
            *steps = steps.checked_sub(1).ok_or(EvalError::OutOfSteps)?;
            let data = f
                .inst(inst)
                .ok_or_else(|| malformed("no such instruction"))?;
            let ops: Vec<Operand<'_>> = data.operands().collect();
            let val = |k: usize| match ops.get(k) {
                Some(Operand::Value(v)) => Ok(env[v.index()]),
                _ => Err(malformed("expected a value operand")),
            };
            let imm = |k: usize| match ops.get(k) {
                Some(Operand::Imm(x)) => Ok(*x),
                _ => Err(malformed("expected an immediate")),
            };
            let out = data.results().first().copied();
            let result = match data.opcode {
                Opcode::Iconst => Some(imm(0)?),
                Opcode::Iadd => Some(val(0)?.wrapping_add(val(1)?)),
                Opcode::Isub => Some(val(0)?.wrapping_sub(val(1)?)),
                Opcode::Imul => Some(val(0)?.wrapping_mul(val(1)?)),
                Opcode::Icmp => {
                    let (a, b) = (val(1)?, val(2)?);
                    let wide = matches!(ops.get(1), Some(Operand::Value(v)) if f.value_type(*v) == Type::I64);
                    let (ua, ub) = if wide {
                        (a as u64, b as u64)
                    } else {
                        (u64::from(a as u32), u64::from(b as u32))
                    };
                    let holds = match imm(0)? {
                        0 => a == b,
                        1 => a != b,
                        2 => a < b,
                        3 => a <= b,
                        4 => ua < ub,
                        c => return Err(EvalError::Malformed(format!("condition {c}"))),
                    };
                    Some(i64::from(holds))
                }
                Opcode::Call => {
                    let callee = usize::try_from(imm(0)?).map_err(|_| malformed("callee"))?;
                    let args: Vec<i64> = (1..ops.len()).map(val).collect::<Result<_, _>>()?;
                    Some(run(module, callee, &args, steps)?)
                }
                Opcode::Ret => return val(0),
                Opcode::Jump | Opcode::Brif => {
                    let take = match data.opcode {
                        Opcode::Brif if val(0)? == 0 => 2,
                        Opcode::Brif => 1,
                        _ => 0,
                    };
                    let Some(Operand::Block(call)) = ops.get(take) else {
                        return Err(malformed("expected a block target"));
                    };
                    let args: Vec<i64> = call.args.iter().map(|v| env[v.index()]).collect();
                    for (&p, x) in f.block_params(call.block).iter().zip(args) {
                        set(&mut env, p, x);
                    }
                    next = Some(call.block);
                    None
                }
            };
            if let (Some(v), Some(x)) = (out, result) {
                set(&mut env, v, x);
            }
        }
        block = next.ok_or_else(|| malformed("a block without a terminator"))?;
    }
}
