//! Owns address arithmetic: what a `gep` computes, as a base register, a constant byte offset
//! and at most one scaled index left for the access, so that a load or store of a `gep` used
//! only there becomes one A64 access (`ldr w0, [x1, #8]`, `ldr w0, [x1, x2, lsl #2]`).
//!
//! `gep p, i0, i1, ...` with `p: *T` steps `i0` over whole `T`s, then each further index enters
//! one array level of `T` (`i1` steps over `T`'s elements, and so on). Constant indexes fold into
//! the offset; each variable one is sign-extended to 64 bits and multiplied by its stride (a
//! shift for a power of two). The last variable index whose stride is the accessed scalar's
//! size stays a 32-bit index for `load_idx_w`/`store_idx_w`, which sign-extend it as they
//! access (`ldr w0, [x1, w2, sxtw #2]`); every other term is added to the base. It is generic
//! over the [`Machine`]: what an offset or an added constant may be is the target's.

use opforge_cfg::lower::LowerError;
use std::collections::HashMap;

use opforge_cfg::{Block, Immediate, Inst, Shape, UImm, Value};
use sysy_ir::Type;

use super::layout::size_of;
use super::machine::{Cx, Machine, Ty};

/// An address as `base + offset + index * scale`, `index` a 32-bit integer sign-extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Address {
    /// The base address (an `i64` value of the LIR).
    pub base: Value,
    /// A constant byte offset.
    pub offset: i64,
    /// An index (a 32-bit integer, sign-extended where it is used) and its scale in bytes.
    pub index: Option<(Value, u64)>,
}

/// The 64-bit sign extensions of 32-bit indexes already built, by block and value: an index
/// used twice in a block (`a[i][k] * b[k][j]`) is extended once.
#[derive(Clone, Debug, Default)]
pub struct Extensions(HashMap<(Block, Value), Value>);

impl Extensions {
    /// `value` sign-extended to 64 bits in the block being lowered.
    fn of<M: Machine>(&mut self, cx: &mut Cx<'_, M>, value: Value) -> Value {
        let b = cx.builder();
        let key = (b.current_block(), value);
        *self.0.entry(key).or_insert_with(|| M::sextend32(b, value))
    }
}

/// The address `gep` computes, leaving an index of scale `keep` unadded when `keep` is given
/// (the access size of the load or store that absorbs the `gep`).
pub fn gep_address<M: Machine>(
    cx: &mut Cx<'_, M>,
    gep: Inst,
    keep: Option<u64>,
    extensions: &mut Extensions,
) -> Result<Address, LowerError> {
    let pointer = cx
        .operand_type(gep, 0)
        .ok_or_else(|| cx.refuse(gep, "the base of a gep is not a value"))?;
    let Shape::Pointer(mut level) = pointer.shape() else {
        return Err(cx.refuse(
            gep,
            format!("the base of a gep is a {pointer}, not a pointer"),
        ));
    };
    let count = cx.source().inst(gep).map_or(0, |d| d.operand_count());
    let mut offset: i64 = 0;
    let mut terms: Vec<(Value, u64)> = Vec::new();
    for slot in 1..count {
        if slot > 1 {
            level = match level.shape() {
                Shape::Array(_, elem) => elem,
                _ => {
                    return Err(cx.refuse(
                        gep,
                        format!("index {} enters a {level}, which is no array", slot - 1),
                    ));
                }
            };
        }
        let stride = size_of(level)
            .ok_or_else(|| cx.refuse(gep, format!("a {level} has no size in memory")))?;
        match cx.operand_constant(gep, slot) {
            Some(k) => {
                let step = i64::try_from(stride)
                    .ok()
                    .and_then(|s| (k as i32 as i64).checked_mul(s))
                    .and_then(|d| offset.checked_add(d))
                    .ok_or_else(|| cx.refuse(gep, "the constant offset overflows 64 bits"))?;
                offset = step;
            }
            None if stride == 0 => {}
            None => terms.push((cx.operand_value(gep, slot)?, stride)),
        }
    }
    let mut base = cx.operand_value(gep, 0)?;
    // The index the access keeps: the last term of its scale.
    let kept = keep.and_then(|k| terms.iter().rposition(|&(_, s)| s == k));
    let mut index = None;
    for (n, &(value, stride)) in terms.iter().enumerate() {
        if Some(n) == kept {
            index = Some((value, stride));
            continue;
        }
        let wide = extensions.of::<M>(cx, value);
        let scaled = scale::<M>(cx, wide, stride);
        base = M::iadd(cx.builder(), base, scaled);
    }
    Ok(Address {
        base,
        offset,
        index,
    })
}

/// `wide * stride`, a shift when the stride is a power of two.
fn scale<M: Machine>(cx: &mut Cx<'_, M>, wide: Value, stride: u64) -> Value {
    let b = cx.builder();
    if stride == 1 {
        wide
    } else if stride.is_power_of_two() {
        M::ishl_imm(b, wide, shift_amount(stride.trailing_zeros()))
    } else {
        let k = M::iconst(b, stride as i64, M::I64);
        M::imul(b, wide, k)
    }
}

/// `base + offset`, in one instruction when the offset fits an immediate.
pub fn add_offset<M: Machine>(cx: &mut Cx<'_, M>, base: Value, offset: i64) -> Value {
    let b = cx.builder();
    if offset == 0 {
        return base;
    }
    match M::add_imm(offset) {
        Some(imm) => M::iadd_imm(b, base, imm),
        None => {
            let k = M::iconst(b, offset, M::I64);
            M::iadd(b, base, k)
        }
    }
}

/// The address as one register (the value of a `gep` that is not absorbed).
pub fn materialize<M: Machine>(cx: &mut Cx<'_, M>, a: Address) -> Value {
    let mut base = add_offset::<M>(cx, a.base, a.offset);
    if let Some((index, stride)) = a.index {
        let wide = M::sextend32(cx.builder(), index);
        let scaled = scale::<M>(cx, wide, stride);
        base = M::iadd(cx.builder(), base, scaled);
    }
    base
}

/// `offset` as the immediate of a load or store of `size` bytes on `M`, if it is one.
pub fn access_offset<M: Machine>(offset: i64, size: u64) -> Option<M::Offset> {
    M::access_offset(offset, size)
}

/// The offset 0 as `M`'s load and store immediate (every machine's takes it).
pub fn zero_offset<M: Machine>() -> M::Offset {
    M::Offset::from_imm(0).unwrap_or_else(|_| unreachable!("0 is an offset of every machine"))
}

/// The shift amount `n` as the LIRs' 6-bit immediate. Every caller's `n` is below 64 (the
/// trailing zeros of a nonzero 32- or 64-bit value, or 32 plus a magic shift below 32); a
/// larger one would be a bug there, and is kept to its low six bits as the machines do.
pub fn shift_amount(n: u32) -> UImm<6> {
    debug_assert!(n < 64, "a shift by {n}");
    UImm::new(u64::from(n % 64)).unwrap_or_default()
}

/// The type an access of `ty` has in `M`'s LIR.
pub fn lir_type<M: Machine>(ty: Type) -> Option<Ty<M>> {
    match ty {
        Type::I32 => Some(M::I32),
        Type::F32 => Some(M::F32),
        _ => None,
    }
}
