//! Owns integer division and remainder by a constant, the `idiv` and `imod` rules the table
//! leaves to the compiler: by a power of two (SysY's performance programs divide by 2 thousands
//! of times), shifts rounding toward zero as C does; by another constant, `sdiv` with the
//! constant in a register. The constant is read as an immediate, so it is built here when
//! needed.

use opforge_cfg::lower::LowerError;
use opforge_cfg::{Inst, Value};
use opforge_compile::lir::{InstBuilder, Type as Lir};

use super::rules::Cx;

/// `x / c` for the constant `c` (not zero, as the IR's verifier checks), truncated toward
/// zero, and the constant's register when one was built.
fn quotient(cx: &mut Cx<'_>, x: Value, c: i64) -> (Value, Option<Value>) {
    let c = c as i32;
    let magnitude = c.unsigned_abs();
    let b = cx.builder();
    if magnitude.is_power_of_two() && c != i32::MIN {
        let k = i64::from(magnitude.trailing_zeros());
        let q = if k == 0 {
            x
        } else {
            // x + (x < 0 ? 2^k - 1 : 0), shifted right arithmetically by k.
            let sign = b.sshr_imm(x, 31);
            let bias = b.ushr_imm(sign, 32 - k);
            let biased = b.iadd(x, bias);
            b.sshr_imm(biased, k)
        };
        let q = if c < 0 { b.ineg(q) } else { q };
        return (q, None);
    }
    let k = b.iconst(i64::from(c), Lir::I32);
    (b.sdiv(x, k), Some(k))
}

/// Lowers `idiv x, c` for a constant `c`.
pub fn lower_idiv(cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
    let (x, c) = operands(cx, inst)?;
    let (q, _) = quotient(cx, x, c);
    cx.define(inst, q);
    Ok(())
}

/// Lowers `imod x, c` for a constant `c`: `x - (x / c) * c`.
pub fn lower_imod(cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
    let (x, c) = operands(cx, inst)?;
    let (q, k) = quotient(cx, x, c);
    let b = cx.builder();
    let magnitude = (c as i32).unsigned_abs();
    let r = match k {
        None if magnitude == 1 => b.iconst(0, Lir::I32),
        None => {
            // |c| = 2^k: x - (x / |c|) * |c|, the sign of q already |c|'s.
            let shift = i64::from(magnitude.trailing_zeros());
            let q = if c < 0 { b.ineg(q) } else { q };
            let m = b.ishl_imm(q, shift);
            b.isub(x, m)
        }
        Some(k) => b.msub(q, k, x),
    };
    cx.define(inst, r);
    Ok(())
}

/// The dividend's value and the divisor's constant.
fn operands(cx: &Cx<'_>, inst: Inst) -> Result<(Value, i64), LowerError> {
    let x = cx.operand_value(inst, 0)?;
    let c = cx
        .operand_constant(inst, 1)
        .ok_or_else(|| cx.refuse(inst, "the divisor is not a constant"))?;
    if c as i32 == 0 {
        return Err(cx.refuse(inst, "a division by the constant zero"));
    }
    Ok((x, c))
}
