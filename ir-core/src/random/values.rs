//! Values the generator picks: edge values of each type (0, 1, -1, the extremes, powers of two;
//! for floats also infinities, NaN, signed zeros, the smallest subnormal) most of the time, random
//! bits otherwise. They feed CONSTANT gates and the argument lists of the cases.

use super::catalog::width;
use super::rng::Rng;
use crate::interp::Value;
use crate::interp::value::{is_float, mask};
use crate::opcode::MachineType;

/// Edge values of an integer of width `w`, as bits.
fn int_edges(w: u32, rng: &mut Rng) -> u64 {
    let top = 1u64 << (w - 1);
    let k = rng.below(w as usize) as u32;
    let edges = [
        0,
        1,
        u64::MAX,
        2,
        top,
        top - 1,
        top + 1,
        1 << k,
        (1 << k) - 1,
        (1u64 << k).wrapping_neg(),
        rng.below(16) as u64,
        (rng.below(16) as u64).wrapping_neg(),
    ];
    edges[rng.below(edges.len())] & mask(w)
}

/// Edge values of a float type, as bits.
fn float_edges(ty: MachineType, rng: &mut Rng) -> u64 {
    let pick = |xs: &[f64], rng: &mut Rng| xs[rng.below(xs.len())];
    let small = (rng.below(2001) as f64 - 1000.0) / 8.0;
    let xs = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        2.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        small,
        1e10,
        -3.5e9,
        9.3e18,
        -9.3e18,
        4.5e15,
    ];
    let x = pick(&xs, rng);
    if ty == MachineType::F32 {
        let special = [f32::MAX, f32::MIN_POSITIVE, 1e-45, x as f32];
        u64::from(special[rng.below(special.len())].to_bits())
    } else {
        let special = [f64::MAX, f64::MIN_POSITIVE, 5e-324, x];
        special[rng.below(special.len())].to_bits()
    }
}

/// A value of `ty`: an edge value three times in four, random bits otherwise.
pub(crate) fn value(ty: MachineType, rng: &mut Rng) -> Value {
    let w = width(ty);
    let bits = if !rng.chance(75) {
        rng.next_u64()
    } else if is_float(ty) {
        float_edges(ty, rng)
    } else {
        int_edges(w.max(1), rng)
    };
    Value::from_bits(ty, bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_have_their_type_and_edges_come_up() {
        let mut rng = crate::random::rng::seeded(3);
        let mut seen_min = false;
        for _ in 0..2000 {
            let v = value(MachineType::I16, &mut rng);
            assert_eq!(v.ty(), MachineType::I16);
            assert!(v.bits() <= 0xffff);
            seen_min |= v.signed() == i64::from(i16::MIN);
        }
        assert!(seen_min, "the minimum of i16 is an edge value");
        let nan = (0..2000).any(|_| value(MachineType::F64, &mut rng).is_nan());
        assert!(nan, "NaN is an edge value");
    }
}
