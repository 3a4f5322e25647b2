//! The total arithmetic of table expressions: division, remainder and shifts that give 0
//! instead of panicking, as the generated alias conditions and field expressions call them.

/// `a / b`, 0 when `b` is 0.
pub fn ex_div(a: i64, b: i64) -> i64 {
    a.checked_div(b).unwrap_or(0)
}

/// `a mod b` (Euclidean), 0 when `b` is 0.
pub fn ex_rem(a: i64, b: i64) -> i64 {
    a.checked_rem_euclid(b).unwrap_or(0)
}

/// `a << b`, 0 when `b` is outside `0..64`.
pub fn ex_shl(a: i64, b: i64) -> i64 {
    u32::try_from(b)
        .ok()
        .and_then(|b| a.checked_shl(b))
        .unwrap_or(0)
}

/// `a >> b` (arithmetic), 0 when `b` is outside `0..64`.
pub fn ex_shr(a: i64, b: i64) -> i64 {
    u32::try_from(b)
        .ok()
        .and_then(|b| a.checked_shr(b))
        .unwrap_or(0)
}
