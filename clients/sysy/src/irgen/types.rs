//! The IR types of the checked program's scalars, rows and pointers.

use sysy_ir::Type;

use crate::checked::Scalar;

/// The IR type of a scalar.
pub fn scalar_type(s: Scalar) -> Type {
    match s {
        Scalar::Int => Type::I32,
        Scalar::Float => Type::F32,
    }
}

/// The type of an array of `dims` of `elem` (the scalar itself when `dims` is empty):
/// `[4 x [3 x i32]]` for `int[4][3]`.
pub fn row_type(elem: Scalar, dims: &[usize]) -> Option<Type> {
    dims.iter().rev().try_fold(scalar_type(elem), |t, &d| {
        Type::array(u64::try_from(d).ok()?, t)
    })
}

/// A pointer to rows of `dims` of `elem`: `*[3 x i32]` for an `int a[][3]` parameter.
pub fn pointer_to(elem: Scalar, dims: &[usize]) -> Option<Type> {
    Type::pointer(row_type(elem, dims)?)
}
