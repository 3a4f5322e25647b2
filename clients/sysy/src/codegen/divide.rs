//! Owns integer multiplication, division and remainder by a constant, the `imul`, `idiv` and
//! `imod` rules the table leaves to the compiler. A multiplication by a power of two is a
//! shift. A division by a power of two (SysY's performance programs divide by 2 thousands of
//! times) is shifts rounding toward zero as C does; by another constant, a multiplication by
//! its magic number (Hacker's Delight, 10-1) in 64 bits and shifts, no `sdiv`. The constant is
//! read as an immediate, so it is built here when needed. The same sequences serve every
//! [`Machine`] (a remainder's multiply-subtract is the machine's).

use super::address::shift_amount;
use super::machine::{Cx, Machine};
use opforge_cfg::lower::LowerError;
use opforge_cfg::{Inst, Value};

/// `x / c` for the constant `c` (not zero, as the IR's verifier checks), truncated toward
/// zero, and the constant's register when one was built (for `i32::MIN`, by `sdiv`).
fn quotient<M: Machine>(cx: &mut Cx<'_, M>, x: Value, c: i64) -> (Value, Option<Value>) {
    let c = c as i32;
    let magnitude = c.unsigned_abs();
    let b = cx.builder();
    if magnitude.is_power_of_two() && c != i32::MIN {
        let k = magnitude.trailing_zeros();
        let q = if k == 0 {
            x
        } else {
            // x + (x < 0 ? 2^k - 1 : 0), shifted right arithmetically by k.
            let sign = M::sshr_imm(b, x, shift_amount(31));
            let bias = M::ushr_imm(b, sign, shift_amount(32 - k));
            let biased = M::iadd(b, x, bias);
            M::sshr_imm(b, biased, shift_amount(k))
        };
        let q = if c < 0 { M::ineg(b, q) } else { q };
        return (q, None);
    }
    if c == i32::MIN {
        let k = M::iconst(b, i64::from(c), M::I32);
        return (M::sdiv(b, x, k), Some(k));
    }
    // q = (x * M) >> (32 + s), floor of the exact 64-bit product, plus 1 when x is negative
    // (truncation toward zero); negated for a negative divisor.
    let (multiplier, shift) = magic(magnitude);
    let wide = M::sextend32(b, x);
    let m = M::iconst(b, i64::from(multiplier), M::I64);
    let product = M::imul(b, wide, m);
    let high = M::sshr_imm(b, product, shift_amount(32 + shift));
    let floor = M::ireduce(b, high);
    let negative = M::ushr_imm(b, x, shift_amount(31));
    let q = M::iadd(b, floor, negative);
    let q = if c < 0 { M::ineg(b, q) } else { q };
    (q, None)
}

/// The magic number `M` and shift `s` of the signed division by `d` (3 to 2^31 - 1, not a
/// power of two): for every 32-bit `x`, `x / d` truncated is `floor(x * M / 2^(32 + s))`, plus
/// one when `x` is negative. `M` is below 2^32 (Hacker's Delight, figure 10-1, with the
/// multiplier taken unsigned, which folds its `+ x` correction into the 64-bit product).
pub fn magic(d: u32) -> (u32, u32) {
    const TWO31: u32 = 0x8000_0000;
    // The largest dividend magnitude whose remainder is d - 1.
    let anc = TWO31 - 1 - (TWO31 % d);
    let (mut q1, mut r1) = (TWO31 / anc, TWO31 % anc);
    let (mut q2, mut r2) = (TWO31 / d, TWO31 % d);
    let mut p = 31;
    loop {
        p += 1;
        q1 = q1.wrapping_mul(2);
        r1 = r1.wrapping_mul(2);
        if r1 >= anc {
            q1 = q1.wrapping_add(1);
            r1 = r1.wrapping_sub(anc);
        }
        q2 = q2.wrapping_mul(2);
        r2 = r2.wrapping_mul(2);
        if r2 >= d {
            q2 = q2.wrapping_add(1);
            r2 = r2.wrapping_sub(d);
        }
        let delta = d - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    (q2.wrapping_add(1), p - 32)
}

/// Lowers `idiv x, c` for a constant `c`.
pub fn lower_idiv<M: Machine>(cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
    let (x, c) = operands::<M>(cx, inst)?;
    let (q, _) = quotient::<M>(cx, x, c);
    cx.define(inst, q);
    Ok(())
}

/// Lowers `imod x, c` for a constant `c`: `x - (x / c) * c`.
pub fn lower_imod<M: Machine>(cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
    let (x, c) = operands::<M>(cx, inst)?;
    let (q, k) = quotient::<M>(cx, x, c);
    let b = cx.builder();
    let magnitude = (c as i32).unsigned_abs();
    let r = match k {
        None if magnitude == 1 => M::iconst(b, 0, M::I32),
        None if magnitude.is_power_of_two() => {
            // |c| = 2^k: x - (x / |c|) * |c|, the sign of q already |c|'s.
            let shift = shift_amount(magnitude.trailing_zeros());
            let q = if c < 0 { M::ineg(b, q) } else { q };
            let m = M::ishl_imm(b, q, shift);
            M::isub(b, x, m)
        }
        None => {
            let k = M::iconst(b, c, M::I32);
            M::msub(b, q, k, x)
        }
        Some(k) => M::msub(b, q, k, x),
    };
    cx.define(inst, r);
    Ok(())
}

/// Lowers `imul x, c` or `imul c, x` for a constant `c`.
pub fn lower_imul<M: Machine>(cx: &mut Cx<'_, M>, inst: Inst) -> Result<(), LowerError> {
    let (x, c) = match cx.operand_constant(inst, 1) {
        Some(c) => (cx.operand_value(inst, 0)?, c),
        None => {
            let c = cx
                .operand_constant(inst, 0)
                .ok_or_else(|| cx.refuse(inst, "neither factor is a constant"))?;
            (cx.operand_value(inst, 1)?, c)
        }
    };
    let c = c as i32;
    let magnitude = c.unsigned_abs();
    let b = cx.builder();
    let out = if magnitude.is_power_of_two() {
        let shifted = match magnitude.trailing_zeros() {
            0 => x,
            k => M::ishl_imm(b, x, shift_amount(k)),
        };
        if c < 0 { M::ineg(b, shifted) } else { shifted }
    } else {
        let k = M::iconst(b, i64::from(c), M::I32);
        M::imul(b, x, k)
    };
    cx.define(inst, out);
    Ok(())
}

/// The dividend's value and the divisor's constant.
fn operands<M: Machine>(cx: &Cx<'_, M>, inst: Inst) -> Result<(Value, i64), LowerError> {
    let x = cx.operand_value(inst, 0)?;
    let c = cx
        .operand_constant(inst, 1)
        .ok_or_else(|| cx.refuse(inst, "the divisor is not a constant"))?;
    if c as i32 == 0 {
        return Err(cx.refuse(inst, "a division by the constant zero"));
    }
    Ok((x, c))
}

#[cfg(test)]
mod tests {
    use super::magic;

    /// The lowered sequence, in Rust.
    fn divide(x: i32, d: i32) -> i32 {
        let (m, s) = magic(d.unsigned_abs());
        let floor = ((i64::from(x) * i64::from(m)) >> (32 + s)) as i32;
        let q = floor.wrapping_add(((x as u32) >> 31) as i32);
        if d < 0 { q.wrapping_neg() } else { q }
    }

    #[test]
    fn magic_numbers_divide_as_c_truncates() {
        assert_eq!(magic(3), (0x5555_5556, 0));
        assert_eq!(magic(7), (0x9249_2493, 2));
        let divisors = [3, 5, 6, 7, 10, 30, 60, 100, 300, 641, 1000, 10_007, 300_000];
        let extremes = [
            i32::MAX,
            -i32::MAX,
            1_000_000_007,
            2_147_385_347,
            536_854_529,
        ];
        let mut rng = opforge_rng::Rng::xorshift64(0x1234_5678);
        for d in divisors.into_iter().chain(extremes) {
            for sign in [1, -1] {
                let d = d * sign;
                let near = [
                    0,
                    1,
                    -1,
                    d,
                    d.wrapping_neg(),
                    d.wrapping_sub(1),
                    1i32.wrapping_sub(d),
                    i32::MAX,
                    i32::MIN,
                    i32::MIN + 1,
                ];
                for n in near {
                    assert_eq!(divide(n, d), n.wrapping_div(d), "{n} / {d}");
                }
                for _ in 0..20_000 {
                    let x = rng.next_u64() as i32;
                    assert_eq!(divide(x, d), x.wrapping_div(d), "{x} / {d}");
                }
            }
        }
    }
}
