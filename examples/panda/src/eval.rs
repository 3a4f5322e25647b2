//! The reference evaluator of the Panda instructions the lowering covers: owns what they
//! compute. A value is 64 bits: an `i32` sign-extended, a `bool` 0 or 1, an `f64` its bits.
//! Integer arithmetic wraps at the type's width; shifts take the amount modulo the width; a
//! division by zero gives 0 and its remainder the dividend (as A64 computes them; Panda guards
//! them with `ZeroCheck`), and the least integer divided by -1 gives itself. Float compares are
//! ordered (false when either side is NaN) but for `ne`. A run is bounded by a step budget.
//!
//! Arrays live in a [`Memory`] of bytes laid out as [`crate::runtime`] lays them out: a `ref`
//! is an address (0 the null one), an array a header holding its length then its elements, an
//! access the bytes of the element's type, little-endian. An index out of bounds, a null array
//! or a negative length stops the evaluation (Panda's checks would throw there).

use core::fmt;

use opforge_cfg::{Function, Operand, Value};
use opforge_panda_testbed::{Opcode, Type};

use crate::runtime::{HEADER, HEAP_BYTES, SLOT};

/// Why an evaluation stopped without a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// More steps than the budget.
    OutOfSteps,
    /// An instruction or type the evaluator does not compute.
    Unsupported(String),
    /// The function is not well formed.
    Malformed(String),
    /// An array access outside the array, or through a null ref.
    OutOfBounds(String),
    /// More array bytes than the runtime's heap holds.
    OutOfMemory,
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::OutOfSteps => f.write_str("the evaluation ran out of steps"),
            EvalError::Unsupported(what) => write!(f, "not evaluated: {what}"),
            EvalError::Malformed(why) => write!(f, "malformed function: {why}"),
            EvalError::OutOfBounds(what) => write!(f, "out of bounds: {what}"),
            EvalError::OutOfMemory => {
                write!(f, "the arrays need more than the heap's {HEAP_BYTES} bytes")
            }
        }
    }
}

impl std::error::Error for EvalError {}

/// A value of type `ty` in canonical form.
pub fn canonical(ty: Type, bits: i64) -> i64 {
    match ty {
        Type::I32 => i64::from(bits as i32),
        Type::Bool => bits & 1,
        _ => bits,
    }
}

fn float(bits: i64) -> f64 {
    f64::from_bits(bits as u64)
}

fn bits(x: f64) -> i64 {
    x.to_bits() as i64
}

/// Whether two results of type `ty` are the same: equal, or both NaN for an `f64` (A64 and the
/// host may give NaNs different payloads).
pub fn same(ty: Type, a: i64, b: i64) -> bool {
    a == b || (ty == Type::F64 && float(a).is_nan() && float(b).is_nan())
}

/// Whether condition `cc` (Panda's `ConditionCode` by number) holds of `a` and `b` of type `ty`.
fn holds(cc: i64, ty: Type, a: i64, b: i64) -> Result<bool, EvalError> {
    if ty == Type::F64 {
        let (x, y) = (float(a), float(b));
        return Ok(match cc {
            0 => x == y,
            1 => x != y,
            2 => x < y,
            3 => x <= y,
            4 => x > y,
            5 => x >= y,
            _ => return Err(EvalError::Unsupported(format!("f64 condition {cc}"))),
        });
    }
    let (ua, ub) = if ty == Type::I64 {
        (a as u64, b as u64)
    } else {
        (u64::from(a as u32), u64::from(b as u32))
    };
    Ok(match cc {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        9 => ua >= ub,
        10 => a & b == 0,
        11 => a & b != 0,
        _ => return Err(EvalError::Malformed(format!("condition {cc}"))),
    })
}

/// `op` of type `ty` on `a` and `b` (both of type `ty`).
fn binary(op: Opcode, ty: Type, a: i64, b: i64) -> Result<i64, EvalError> {
    if ty == Type::F64 {
        let (x, y) = (float(a), float(b));
        return Ok(bits(match op {
            Opcode::Add => x + y,
            Opcode::Sub => x - y,
            Opcode::Mul => x * y,
            Opcode::Div => x / y,
            _ => return Err(EvalError::Unsupported(format!("{op:?} of f64"))),
        }));
    }
    let wide = ty == Type::I64;
    let width = if wide { 64 } else { 32 };
    let amount = (b as u32) & (width - 1);
    let r = match op {
        Opcode::Add => a.wrapping_add(b),
        Opcode::Sub => a.wrapping_sub(b),
        Opcode::Mul => a.wrapping_mul(b),
        Opcode::Div if b == 0 => 0,
        Opcode::Div if wide => a.wrapping_div(b),
        Opcode::Div => i64::from((a as i32).wrapping_div(b as i32)),
        Opcode::Mod if b == 0 => a,
        Opcode::Mod if wide => a.wrapping_rem(b),
        Opcode::Mod => i64::from((a as i32).wrapping_rem(b as i32)),
        Opcode::And => a & b,
        Opcode::Or => a | b,
        Opcode::Xor => a ^ b,
        Opcode::AndNot => a & !b,
        Opcode::OrNot => a | !b,
        Opcode::XorNot => a ^ !b,
        Opcode::Shl => a.wrapping_shl(amount),
        Opcode::AShr if wide => a >> amount,
        Opcode::AShr => i64::from((a as i32) >> amount),
        Opcode::Shr if wide => ((a as u64) >> amount) as i64,
        Opcode::Shr => i64::from((a as u32) >> amount),
        _ => return Err(EvalError::Unsupported(format!("{op:?}"))),
    };
    Ok(canonical(ty, r))
}

/// `op` of type `ty` on `a`.
fn unary(op: Opcode, ty: Type, a: i64) -> Result<i64, EvalError> {
    if ty == Type::F64 {
        return Ok(match op {
            Opcode::Neg => a ^ i64::MIN,
            Opcode::Abs => a & i64::MAX,
            Opcode::Sqrt => bits(float(a).sqrt()),
            _ => return Err(EvalError::Unsupported(format!("{op:?} of f64"))),
        });
    }
    let r = match op {
        Opcode::Neg => a.wrapping_neg(),
        Opcode::Not => !a,
        Opcode::Abs if ty == Type::I32 => i64::from((a as i32).wrapping_abs()),
        Opcode::Abs => a.wrapping_abs(),
        _ => return Err(EvalError::Unsupported(format!("{op:?}"))),
    };
    Ok(canonical(ty, r))
}

/// `Cast` (a value conversion: floats to integers round toward zero and saturate, NaN giving
/// 0) or `Bitcast` (the same 64 bits) of `a` of type `from` to type `ty`.
fn convert(op: Opcode, ty: Type, from: Type, a: i64) -> Result<i64, EvalError> {
    if op == Opcode::Bitcast {
        return match (from, ty) {
            (Type::F64, Type::I64) | (Type::I64, Type::F64) => Ok(a),
            _ => Err(EvalError::Unsupported(format!(
                "Bitcast {from:?} to {ty:?}"
            ))),
        };
    }
    Ok(match (from, ty) {
        (Type::F64, Type::F64) => a,
        (Type::F64, Type::I32) => i64::from(float(a) as i32),
        (Type::F64, Type::I64) => float(a) as i64,
        (_, Type::F64) => bits(a as f64),
        (_, Type::I32 | Type::I64) => canonical(ty, a),
        _ => return Err(EvalError::Unsupported(format!("Cast {from:?} to {ty:?}"))),
    })
}

/// The arrays made so far: the bytes of the runtime's heap, from its first array on.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    bytes: Vec<u8>,
}

/// The address of the heap's first byte (any nonzero value: addresses are not compared with
/// the compiled code's, only told apart from null).
const BASE: i64 = 0x1000;

/// Bytes of an element of type `ty`.
fn width(ty: Type) -> usize {
    match ty {
        Type::I64 | Type::F64 | Type::Ref => 8,
        _ => 4,
    }
}

impl Memory {
    /// How many bytes the arrays take.
    pub fn used(&self) -> u64 {
        self.bytes.len() as u64
    }

    /// A new zeroed array of `length` elements; its ref.
    fn allocate(&mut self, length: i64) -> Result<i64, EvalError> {
        let count = u64::try_from(length)
            .ok()
            .filter(|&n| n <= i64::from(i32::MAX) as u64)
            .ok_or_else(|| EvalError::OutOfBounds(format!("an array of {length} elements")))?;
        let size = HEADER + count * SLOT;
        if self.used() + size > HEAP_BYTES {
            return Err(EvalError::OutOfMemory);
        }
        let at = self.bytes.len();
        self.bytes.resize(at + size as usize, 0);
        self.bytes[at..at + 4].copy_from_slice(&(length as i32).to_le_bytes());
        Ok(BASE + at as i64)
    }

    /// Where array `array`'s header starts in the bytes.
    fn header(&self, array: i64) -> Result<usize, EvalError> {
        usize::try_from(array - BASE)
            .ok()
            .filter(|&at| at + HEADER as usize <= self.bytes.len())
            .ok_or_else(|| EvalError::OutOfBounds(format!("no array at {array:#x}")))
    }

    /// The length of array `array`.
    fn length(&self, array: i64) -> Result<i64, EvalError> {
        let at = self.header(array)?;
        let mut b = [0; 4];
        b.copy_from_slice(&self.bytes[at..at + 4]);
        Ok(i64::from(i32::from_le_bytes(b)))
    }

    /// The bytes of element `index` of type `ty` of array `array`.
    fn element(&self, array: i64, index: i64, ty: Type) -> Result<usize, EvalError> {
        let length = self.length(array)?;
        if !(0..length).contains(&index) {
            return Err(EvalError::OutOfBounds(format!(
                "index {index} of an array of {length}"
            )));
        }
        Ok(self.header(array)? + HEADER as usize + index as usize * width(ty))
    }

    /// Element `index` of type `ty` of array `array`.
    fn load(&self, array: i64, index: i64, ty: Type) -> Result<i64, EvalError> {
        let at = self.element(array, index, ty)?;
        let mut b = [0; 8];
        b[..width(ty)].copy_from_slice(&self.bytes[at..at + width(ty)]);
        Ok(canonical(ty, i64::from_le_bytes(b)))
    }

    /// Stores `value` of type `ty` as element `index` of array `array`.
    fn store(&mut self, array: i64, index: i64, ty: Type, value: i64) -> Result<(), EvalError> {
        let at = self.element(array, index, ty)?;
        let w = width(ty);
        self.bytes[at..at + w].copy_from_slice(&value.to_le_bytes()[..w]);
        Ok(())
    }
}

/// Evaluates function `index` of `module` on `args`, within `steps` instructions in all, with
/// a memory of its own. Returns the result (0 for a function that returns nothing).
pub fn run(
    module: &[Function<Opcode>],
    index: usize,
    args: &[i64],
    steps: &mut u64,
) -> Result<i64, EvalError> {
    run_in(module, index, args, steps, &mut Memory::default())
}

/// [`run`] with the arrays in `memory`, which keeps those it makes.
pub fn run_in(
    module: &[Function<Opcode>],
    index: usize,
    args: &[i64],
    steps: &mut u64,
    memory: &mut Memory,
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
            let value = |k: usize| match ops.get(k) {
                Some(Operand::Value(v)) => Ok((env[v.index()], f.value_type(*v))),
                _ => Err(malformed("expected a value operand")),
            };
            let imm = |k: usize| match ops.get(k) {
                Some(Operand::Imm(x)) => Ok(*x),
                _ => Err(malformed("expected an immediate")),
            };
            let out = data.results().first().copied();
            let own = out.map(|v| f.value_type(v));
            let mut jump: Option<(bool, usize)> = None;
            let result = match data.opcode {
                Opcode::Constant => Some(imm(0)?),
                Opcode::Add
                | Opcode::Sub
                | Opcode::Mul
                | Opcode::Div
                | Opcode::Mod
                | Opcode::And
                | Opcode::Or
                | Opcode::Xor
                | Opcode::AndNot
                | Opcode::OrNot
                | Opcode::XorNot
                | Opcode::Shl
                | Opcode::Shr
                | Opcode::AShr => {
                    let ty = own.ok_or_else(|| malformed("no result"))?;
                    Some(binary(data.opcode, ty, value(0)?.0, value(1)?.0)?)
                }
                Opcode::Neg | Opcode::Not | Opcode::Abs | Opcode::Sqrt => {
                    let ty = own.ok_or_else(|| malformed("no result"))?;
                    Some(unary(data.opcode, ty, value(0)?.0)?)
                }
                Opcode::Cast | Opcode::Bitcast => {
                    let ty = own.ok_or_else(|| malformed("no result"))?;
                    let (a, from) = value(0)?;
                    Some(convert(data.opcode, ty, from, a)?)
                }
                Opcode::Compare => {
                    let ((a, ty), (b, _)) = (value(1)?, value(2)?);
                    Some(i64::from(holds(imm(0)?, ty, a, b)?))
                }
                Opcode::CallStatic => {
                    let callee = usize::try_from(imm(0)?).map_err(|_| malformed("callee"))?;
                    let args: Vec<i64> = (2..ops.len())
                        .map(|k| value(k).map(|v| v.0))
                        .collect::<Result<_, _>>()?;
                    Some(run_in(module, callee, &args, steps, memory)?)
                }
                Opcode::NullPtr => Some(0),
                Opcode::NewArray => Some(memory.allocate(value(2)?.0)?),
                Opcode::LenArray => Some(memory.length(value(0)?.0)?),
                Opcode::LoadArray => {
                    let ty = own.ok_or_else(|| malformed("no result"))?;
                    Some(memory.load(value(0)?.0, value(1)?.0, ty)?)
                }
                Opcode::StoreArray => {
                    let (x, ty) = value(2)?;
                    memory.store(value(0)?.0, value(1)?.0, ty, x)?;
                    None
                }
                Opcode::Return => return Ok(value(0)?.0),
                Opcode::ReturnVoid => return Ok(0),
                Opcode::Goto => {
                    jump = Some((true, 0));
                    None
                }
                Opcode::If => {
                    let ((a, ty), (b, _)) = (value(1)?, value(2)?);
                    jump = Some((holds(imm(0)?, ty, a, b)?, 3));
                    None
                }
                Opcode::IfImm => {
                    let (a, ty) = value(2)?;
                    jump = Some((holds(imm(0)?, ty, a, canonical(ty, imm(1)?))?, 3));
                    None
                }
                other => return Err(EvalError::Unsupported(format!("{other:?}"))),
            };
            if let (Some(v), Some(x)) = (out, result) {
                set(&mut env, v, x);
            }
            if let Some((cond, at)) = jump {
                let Some(Operand::Block(call)) = ops.get(if cond { at } else { at + 1 }) else {
                    return Err(malformed("expected a block target"));
                };
                let args: Vec<i64> = call.args.iter().map(|v| env[v.index()]).collect();
                for (&p, x) in f.block_params(call.block).iter().zip(args) {
                    set(&mut env, p, x);
                }
                next = Some(call.block);
            }
        }
        block = next.ok_or_else(|| malformed("a block without a terminator"))?;
    }
}
