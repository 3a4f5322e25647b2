//! Owns where SysY values live in memory: the size of each IR type in bytes (`i32` and `f32`
//! take 4, a pointer 8, an array its elements back to back, row after row) and the alignment a
//! stack slot or data item of that type gets.

use opforge_cfg::Shape;
use sysy_ir::Type;

/// The size in bytes of a value of `ty` in memory, or `None` for a type memory does not hold
/// (a truth value) or an array too large to address.
pub fn size_of(ty: Type) -> Option<u64> {
    match ty.shape() {
        Shape::Scalar => match ty {
            Type::I32 | Type::F32 => Some(4),
            _ => None,
        },
        Shape::Pointer(_) => Some(8),
        Shape::Array(len, elem) => len.checked_mul(size_of(elem)?),
    }
}

/// The alignment of a stack slot or data item of `size` bytes: 16 for an array of 16 bytes
/// or more (so vector-width accesses and `memset`-like loops start aligned), else 8 or 4.
pub fn align_of(size: u64) -> u64 {
    match size {
        0..=4 => 4,
        5..=15 => 8,
        _ => 16,
    }
}

/// The scalar type at the bottom of `ty`'s arrays (`f32` for `[2 x [3 x f32]]`).
pub fn base_scalar(ty: Type) -> Type {
    match ty.shape() {
        Shape::Array(_, elem) => base_scalar(elem),
        _ => ty,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_follow_the_structure() {
        let row = Type::array(3, Type::I32).expect("arrays");
        let grid = Type::array(4, row).expect("arrays");
        assert_eq!(size_of(Type::I32), Some(4));
        assert_eq!(size_of(row), Some(12));
        assert_eq!(size_of(grid), Some(48));
        assert_eq!(size_of(Type::pointer(grid).expect("pointers")), Some(8));
        assert_eq!(size_of(Type::I1), None);
        assert_eq!(base_scalar(grid), Type::I32);
        assert_eq!(align_of(4), 4);
        assert_eq!(align_of(48), 16);
    }
}
