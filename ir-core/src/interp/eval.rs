//! The meaning of the pure MIR gates: integer and float arithmetic, comparisons and conversions,
//! each a function of the gate's opcode, machine type, bitfield and operand values. Integers wrap
//! at the gate's width; division by zero and `INT_MIN / -1` trap; a shift amount is taken modulo
//! the width (as A64's variable shifts do at 32 and 64 bits); float to integer conversions
//! saturate and send NaN to zero (as A64's `FCVTZS`/`FCVTZU` do).

use crate::opcode::{FcmpCond, IcmpCond, MachineType, Opcode};

use super::error::{TrapKind, type_mismatch};
use super::value::{Value, is_float, is_int, mask, width};

/// Why a pure gate produced no value: a trap of the program, or operands it cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    /// The program traps.
    Trap(TrapKind),
    /// The operands do not fit the gate (the reason, for [`super::InterpError::BadOperands`]).
    Bad(String),
}

/// The result of a pure gate.
pub(crate) type Computed = Result<Value, Fault>;

fn bad<T>(reason: impl Into<String>) -> Result<T, Fault> {
    Err(Fault::Bad(reason.into()))
}

/// Whether `op` is a pure gate this module computes.
pub(crate) fn is_pure(op: Opcode) -> bool {
    op.is_int_binary()
        || op.is_float_binary()
        || op.is_float_unary()
        || op.is_compare()
        || op.is_conversion()
        || op == Opcode::Constant
}

/// Computes a pure gate (see [`is_pure`]) from its operand values.
pub(crate) fn pure(op: Opcode, ty: MachineType, bitfield: u64, args: &[Value]) -> Computed {
    match args {
        [] if op == Opcode::Constant => constant(ty, bitfield),
        [a] if op.is_float_unary() => float_unary(op, ty, *a),
        [a] if op.is_conversion() => convert(op, ty, *a),
        [a, b] if op.is_int_binary() => int_binary(op, ty, *a, *b),
        [a, b] if op.is_float_binary() => float_binary(op, ty, *a, *b),
        [a, b] if op == Opcode::Icmp => icmp(bitfield, *a, *b),
        [a, b] if op == Opcode::Fcmp => fcmp(bitfield, *a, *b),
        _ => bad(format!(
            "takes {} operand{} here, found {}",
            arity(op),
            if arity(op) == 1 { "" } else { "s" },
            args.len()
        )),
    }
}

fn arity(op: Opcode) -> usize {
    op.shape().data_in.len()
}

fn constant(ty: MachineType, bits: u64) -> Computed {
    if ty == MachineType::Novalue {
        return bad("a CONSTANT needs a type with a value");
    }
    Ok(Value::from_bits(ty, bits))
}

/// Checks that both operands have the gate's type and that the type is in `family`.
fn same_type(
    ty: MachineType,
    a: Value,
    b: Value,
    family: fn(MachineType) -> bool,
) -> Result<(), Fault> {
    if !family(ty) {
        return bad(format!("cannot compute on type {ty}"));
    }
    for (i, v) in [a, b].into_iter().enumerate() {
        if v.ty() != ty {
            return bad(type_mismatch(
                &format!("operand {i}"),
                ty.spelling(),
                v.ty(),
            ));
        }
    }
    Ok(())
}

/// The smallest signed value of a width (`-1` for one bit).
fn signed_min(w: u32) -> i64 {
    if w >= 64 {
        i64::MIN
    } else {
        -(1i64 << (w - 1))
    }
}

/// The largest signed value of a width (`0` for one bit).
fn signed_max(w: u32) -> i64 {
    if w >= 64 {
        i64::MAX
    } else {
        (1i64 << (w - 1)) - 1
    }
}

/// `base` to the power `exp`, wrapping modulo 2^64 (then cut to the width by the caller).
fn wrapping_pow(mut base: u64, mut exp: u64) -> u64 {
    let mut acc: u64 = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = acc.wrapping_mul(base);
        }
        base = base.wrapping_mul(base);
        exp >>= 1;
    }
    acc
}

fn int_binary(op: Opcode, ty: MachineType, a: Value, b: Value) -> Computed {
    same_type(ty, a, b, is_int)?;
    let w = width(ty);
    let (ua, ub, sa, sb) = (a.unsigned(), b.unsigned(), a.signed(), b.signed());
    let amount = (ub % u64::from(w)) as u32;
    let bits = match op {
        Opcode::Add => ua.wrapping_add(ub),
        Opcode::Sub => ua.wrapping_sub(ub),
        Opcode::Mul => ua.wrapping_mul(ub),
        Opcode::Exp => wrapping_pow(ua, ub),
        Opcode::Sdiv | Opcode::Srem | Opcode::Udiv | Opcode::Urem if ub == 0 => {
            return Err(Fault::Trap(TrapKind::DivisionByZero));
        }
        Opcode::Sdiv if sa == signed_min(w) && sb == -1 => {
            return Err(Fault::Trap(TrapKind::IntegerOverflow));
        }
        Opcode::Sdiv => sa.wrapping_div(sb) as u64,
        // INT_MIN % -1 is 0, the remainder of the exact quotient (A64's MSUB after SDIV gives 0).
        Opcode::Srem => sa.wrapping_rem(sb) as u64,
        Opcode::Udiv => ua / ub,
        Opcode::Urem => ua % ub,
        Opcode::And => ua & ub,
        Opcode::Or => ua | ub,
        Opcode::Xor => ua ^ ub,
        Opcode::Shl => ua << amount,
        Opcode::Lshr => ua >> amount,
        Opcode::Ashr => (sa >> amount) as u64,
        _ => return bad("is not an integer binary gate"),
    };
    Ok(Value::from_bits(ty, bits))
}

fn float_unary(op: Opcode, ty: MachineType, a: Value) -> Computed {
    if !is_float(ty) || a.ty() != ty {
        return bad(type_mismatch(
            "the operand and the gate",
            "one float type",
            a.ty(),
        ));
    }
    match op {
        Opcode::Fneg => Ok(Value::from_bits(ty, a.bits() ^ (1 << (width(ty) - 1)))),
        _ => bad("is not a float unary gate"),
    }
}

/// A float operation computed at the precision of its type.
macro_rules! float_op {
    ($op:expr, $x:expr, $y:expr) => {
        match $op {
            Opcode::Fadd => $x + $y,
            Opcode::Fsub => $x - $y,
            Opcode::Fmul => $x * $y,
            Opcode::Fdiv => $x / $y,
            Opcode::Fmod => $x % $y,
            Opcode::Fexp => $x.powf($y),
            _ => return bad("is not a float binary gate"),
        }
    };
}

fn float_binary(op: Opcode, ty: MachineType, a: Value, b: Value) -> Computed {
    same_type(ty, a, b, is_float)?;
    if ty == MachineType::F32 {
        let (x, y) = (
            f32::from_bits(a.bits() as u32),
            f32::from_bits(b.bits() as u32),
        );
        Ok(Value::f32(float_op!(op, x, y)))
    } else {
        let (x, y) = (f64::from_bits(a.bits()), f64::from_bits(b.bits()));
        Ok(Value::f64(float_op!(op, x, y)))
    }
}

fn icmp(bitfield: u64, a: Value, b: Value) -> Computed {
    same_type(a.ty(), a, b, is_int)?;
    let Some(cond) = IcmpCond::from_bits(bitfield) else {
        return bad(format!("#{bitfield} is no IcmpCond case"));
    };
    let (ua, ub, sa, sb) = (a.unsigned(), b.unsigned(), a.signed(), b.signed());
    Ok(Value::bool(match cond {
        IcmpCond::Eq => ua == ub,
        IcmpCond::Ne => ua != ub,
        IcmpCond::Ugt => ua > ub,
        IcmpCond::Uge => ua >= ub,
        IcmpCond::Ult => ua < ub,
        IcmpCond::Ule => ua <= ub,
        IcmpCond::Sgt => sa > sb,
        IcmpCond::Sge => sa >= sb,
        IcmpCond::Slt => sa < sb,
        IcmpCond::Sle => sa <= sb,
    }))
}

fn fcmp(bitfield: u64, a: Value, b: Value) -> Computed {
    same_type(a.ty(), a, b, is_float)?;
    let Some(cond) = FcmpCond::from_bits(bitfield) else {
        return bad(format!("#{bitfield} is no FcmpCond case"));
    };
    let (Some(x), Some(y)) = (a.float(), b.float()) else {
        return bad("FCMP compares floats");
    };
    let unordered = x.is_nan() || y.is_nan();
    let ordered = !unordered;
    Ok(Value::bool(match cond {
        FcmpCond::False => false,
        FcmpCond::Oeq => ordered && x == y,
        FcmpCond::Ogt => ordered && x > y,
        FcmpCond::Oge => ordered && x >= y,
        FcmpCond::Olt => ordered && x < y,
        FcmpCond::Ole => ordered && x <= y,
        FcmpCond::One => ordered && x != y,
        FcmpCond::Ord => ordered,
        FcmpCond::Uno => unordered,
        FcmpCond::Ueq => unordered || x == y,
        FcmpCond::Ugt => unordered || x > y,
        FcmpCond::Uge => unordered || x >= y,
        FcmpCond::Ult => unordered || x < y,
        FcmpCond::Ule => unordered || x <= y,
        FcmpCond::Une => unordered || x != y,
        FcmpCond::True => true,
    }))
}

/// A float rounded toward zero and clamped to `[lo, hi]`; NaN gives 0.
fn saturate(x: f64, lo: f64, hi: f64) -> f64 {
    if x.is_nan() {
        0.0
    } else {
        x.trunc().clamp(lo, hi)
    }
}

fn convert(op: Opcode, ty: MachineType, a: Value) -> Computed {
    let (from, w_in, w_out) = (a.ty(), width(a.ty()), width(ty));
    let need = |ok: bool, want: &str| {
        if ok {
            Ok(())
        } else {
            bad(format!("converts {want}, not {from} to {ty}"))
        }
    };
    match op {
        Opcode::Trunc => {
            need(
                is_int(from) && is_int(ty) && w_out <= w_in,
                "an integer to a narrower or equal one",
            )?;
            Ok(Value::from_bits(ty, a.bits()))
        }
        Opcode::Zext => {
            need(
                is_int(from) && is_int(ty) && w_out >= w_in,
                "an integer to a wider or equal one",
            )?;
            Ok(Value::from_bits(ty, a.unsigned()))
        }
        Opcode::Sext => {
            need(
                is_int(from) && is_int(ty) && w_out >= w_in,
                "an integer to a wider or equal one",
            )?;
            Ok(Value::int(ty, a.signed()))
        }
        Opcode::Sitofp | Opcode::Uitofp => {
            need(is_int(from) && is_float(ty), "an integer to a float")?;
            let signed = op == Opcode::Sitofp;
            Ok(match (ty, signed) {
                (MachineType::F32, true) => Value::f32(a.signed() as f32),
                (MachineType::F32, false) => Value::f32(a.unsigned() as f32),
                (_, true) => Value::f64(a.signed() as f64),
                (_, false) => Value::f64(a.unsigned() as f64),
            })
        }
        Opcode::Fptosi | Opcode::Fptoui => {
            need(is_float(from) && is_int(ty), "a float to an integer")?;
            let x = a.float().unwrap_or(0.0);
            let bits = if op == Opcode::Fptosi {
                if w_out >= 64 {
                    x as i64 as u64
                } else {
                    let lo = signed_min(w_out) as f64;
                    let hi = signed_max(w_out) as f64;
                    saturate(x, lo, hi) as i64 as u64
                }
            } else if w_out >= 64 {
                x as u64
            } else {
                saturate(x, 0.0, mask(w_out) as f64) as u64
            };
            Ok(Value::from_bits(ty, bits))
        }
        Opcode::Bitcast => {
            need(w_in == w_out && w_in > 0, "between types of one width")?;
            Ok(Value::from_bits(ty, a.bits()))
        }
        _ => bad("is not a conversion"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MachineType::*;

    fn int(op: Opcode, ty: MachineType, a: i64, b: i64) -> Computed {
        pure(op, ty, 0, &[Value::int(ty, a), Value::int(ty, b)])
    }

    #[test]
    fn division_traps_on_zero_and_on_overflow_only() {
        for ty in [I1, I8, I16, I32, I64, Arch] {
            for op in [Opcode::Sdiv, Opcode::Srem, Opcode::Udiv, Opcode::Urem] {
                assert_eq!(
                    int(op, ty, 1, 0),
                    Err(Fault::Trap(TrapKind::DivisionByZero))
                );
            }
            let min = signed_min(width(ty));
            assert_eq!(
                int(Opcode::Sdiv, ty, min, -1),
                Err(Fault::Trap(TrapKind::IntegerOverflow))
            );
            assert_eq!(int(Opcode::Srem, ty, min, -1), Ok(Value::int(ty, 0)));
        }
    }

    #[test]
    fn shifts_take_the_amount_modulo_the_width() {
        assert_eq!(int(Opcode::Shl, I8, 1, 9), Ok(Value::int(I8, 2)));
        assert_eq!(int(Opcode::Ashr, I32, -8, 33), Ok(Value::i32(-4)));
        assert_eq!(int(Opcode::Lshr, I64, -1, 127), Ok(Value::i64(1)));
        assert_eq!(int(Opcode::Shl, I1, 1, 1), Ok(Value::bool(true)));
    }

    #[test]
    fn exp_wraps_at_the_width() {
        assert_eq!(int(Opcode::Exp, I8, 3, 5), Ok(Value::int(I8, 243)));
        assert_eq!(int(Opcode::Exp, I32, 7, 0), Ok(Value::i32(1)));
        assert_eq!(int(Opcode::Exp, I64, 2, 64), Ok(Value::i64(0)));
    }

    #[test]
    fn operands_of_the_wrong_type_or_count_are_refused_with_a_reason() {
        let e = pure(Opcode::Add, I32, 0, &[Value::i32(1), Value::i64(1)]);
        assert_eq!(
            e,
            Err(Fault::Bad("operand 1 must be i32, found i64".into()))
        );
        let e = pure(Opcode::Add, I32, 0, &[Value::i32(1)]);
        assert_eq!(e, Err(Fault::Bad("takes 2 operands here, found 1".into())));
        let e = pure(Opcode::Fadd, I32, 0, &[Value::i32(1), Value::i32(1)]);
        assert_eq!(e, Err(Fault::Bad("cannot compute on type i32".into())));
        let e = pure(Opcode::Trunc, I64, 0, &[Value::i32(1)]);
        assert_eq!(
            e,
            Err(Fault::Bad(
                "converts an integer to a narrower or equal one, not i32 to i64".into()
            ))
        );
        let e = pure(Opcode::Icmp, I1, 3, &[Value::f64(1.0), Value::f64(1.0)]);
        assert_eq!(e, Err(Fault::Bad("cannot compute on type f64".into())));
        let e = pure(Opcode::Icmp, I1, 7, &[Value::i32(1), Value::i32(1)]);
        assert_eq!(e, Err(Fault::Bad("#7 is no IcmpCond case".into())));
        assert_eq!(
            pure(Opcode::Constant, Novalue, 0, &[]),
            Err(Fault::Bad("a CONSTANT needs a type with a value".into()))
        );
    }

    #[test]
    fn float_to_integer_saturates_and_sends_nan_to_zero() {
        let f = |op, ty, x: f64| pure(op, ty, 0, &[Value::f64(x)]);
        assert_eq!(f(Opcode::Fptosi, I8, 1e9), Ok(Value::int(I8, 127)));
        assert_eq!(f(Opcode::Fptosi, I8, -1e9), Ok(Value::int(I8, -128)));
        assert_eq!(f(Opcode::Fptoui, I16, -5.0), Ok(Value::int(I16, 0)));
        assert_eq!(f(Opcode::Fptoui, I16, 1e9), Ok(Value::int(I16, 0xffff)));
        assert_eq!(f(Opcode::Fptosi, I32, f64::NAN), Ok(Value::i32(0)));
        assert_eq!(f(Opcode::Fptosi, I64, -2.9), Ok(Value::i64(-2)));
    }

    #[test]
    fn fneg_flips_only_the_sign_bit() {
        let n = pure(Opcode::Fneg, F32, 0, &[Value::f32(1.5)]);
        assert_eq!(n, Ok(Value::f32(-1.5)));
        let z = pure(Opcode::Fneg, F64, 0, &[Value::f64(0.0)]);
        assert_eq!(z, Ok(Value::f64(-0.0)));
    }
}
