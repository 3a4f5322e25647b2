//! The typed immediates of the generated builders: owns the checked integer types a table's
//! `bits:` and `signed:` choose for a builder parameter, the [`Immediate`] trait that turns them
//! into the `i64` an [`Operand::Imm`](crate::Operand::Imm) stores and back, and the
//! [`ImmOutOfRange`] error a number that does not fit reports.
//!
//! A width Rust has a type for takes that type (`bits: 32, signed: true` is `i32`, `bits: 8` is
//! `u8`, `bits: 1` is `bool`), so a caller's number is checked where it is written; any other
//! width takes [`UImm`] or [`SImm`], made by a checked constructor. The verifier checks the same
//! ranges ([`ImmKind::admits`](crate::ImmKind::admits)) on instructions built from raw operands.

use core::fmt;

/// A number that does not fit an immediate of the table: what [`Immediate::from_imm`] and the
/// checked constructors refuse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImmOutOfRange {
    /// The number.
    pub value: i64,
    /// The immediate's width in bits.
    pub bits: u32,
    /// Whether it is signed.
    pub signed: bool,
}

impl ImmOutOfRange {
    /// The smallest and largest values of the immediate, as `i128` so a 64-bit unsigned one
    /// fits.
    pub fn range(&self) -> (i128, i128) {
        range_of(self.bits, self.signed)
    }
}

impl fmt::Display for ImmOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lo, hi) = self.range();
        let sign = if self.signed {
            "a signed"
        } else {
            "an unsigned"
        };
        write!(
            f,
            "{} does not fit {sign} {}-bit immediate ({lo} to {hi})",
            self.value, self.bits
        )
    }
}

impl std::error::Error for ImmOutOfRange {}

fn range_of(bits: u32, signed: bool) -> (i128, i128) {
    if signed {
        let half = 1i128 << (bits - 1);
        (-half, half - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

/// A builder parameter that is an integer immediate: converts to the `i64` an operand stores,
/// and from one with its range checked. Implemented by the primitive integers, `bool`,
/// [`UImm`] and [`SImm`]; a lowering rule's generated code calls [`from_imm`](Self::from_imm)
/// with the type the target builder's parameter names.
pub trait Immediate: Copy {
    /// The width in bits.
    const BITS: u32;
    /// Whether it is signed.
    const SIGNED: bool;
    /// The operand's number (an unsigned 64-bit value keeps its bits).
    fn to_imm(self) -> i64;
    /// The immediate of the operand's number, or why it does not fit.
    fn from_imm(value: i64) -> Result<Self, ImmOutOfRange>;
}

fn out_of_range<T: Immediate>(value: i64) -> ImmOutOfRange {
    ImmOutOfRange {
        value,
        bits: T::BITS,
        signed: T::SIGNED,
    }
}

macro_rules! primitive {
    ($($t:ty, $bits:literal, $signed:literal;)*) => {$(
        impl Immediate for $t {
            const BITS: u32 = $bits;
            const SIGNED: bool = $signed;
            fn to_imm(self) -> i64 {
                self as i64
            }
            fn from_imm(value: i64) -> Result<Self, ImmOutOfRange> {
                <$t>::try_from(value).map_err(|_| out_of_range::<$t>(value))
            }
        }
    )*};
}

primitive! {
    i8, 8, true; i16, 16, true; i32, 32, true; i64, 64, true;
    u8, 8, false; u16, 16, false; u32, 32, false;
}

impl Immediate for u64 {
    const BITS: u32 = 64;
    const SIGNED: bool = false;
    fn to_imm(self) -> i64 {
        // An unsigned 64-bit immediate keeps its bits in the operand's `i64`.
        self as i64
    }
    fn from_imm(value: i64) -> Result<Self, ImmOutOfRange> {
        Ok(value as u64)
    }
}

impl Immediate for bool {
    const BITS: u32 = 1;
    const SIGNED: bool = false;
    fn to_imm(self) -> i64 {
        i64::from(self)
    }
    fn from_imm(value: i64) -> Result<Self, ImmOutOfRange> {
        match value {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(out_of_range::<bool>(value)),
        }
    }
}

/// An unsigned immediate of `BITS` bits (1 to 63), for a width Rust has no type for: 0 to
/// 2^`BITS` - 1, checked when made.
///
/// ```
/// use opforge_cfg::UImm;
/// assert_eq!(UImm::<12>::new(4095).map(UImm::get), Ok(4095));
/// let e = UImm::<12>::new(4096).unwrap_err();
/// assert_eq!(e.to_string(), "4096 does not fit an unsigned 12-bit immediate (0 to 4095)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct UImm<const BITS: u32>(u64);

impl<const BITS: u32> UImm<BITS> {
    /// The largest value.
    pub const MAX: u64 = (1u64 << BITS) - 1;

    /// The immediate `value`, or why it does not fit.
    pub const fn new(value: u64) -> Result<Self, ImmOutOfRange> {
        if value <= Self::MAX {
            Ok(UImm(value))
        } else {
            Err(ImmOutOfRange {
                value: value as i64,
                bits: BITS,
                signed: false,
            })
        }
    }

    /// The immediate `value`, for a literal: panics when it does not fit, which in a constant
    /// (`const STEP: UImm<12> = UImm::lit(16);`, or `const { UImm::<12>::lit(16) }` in a body)
    /// is a compile error.
    pub const fn lit(value: u64) -> Self {
        match Self::new(value) {
            Ok(v) => v,
            Err(_) => panic!("the literal does not fit the immediate's width"),
        }
    }

    /// Its value.
    pub const fn get(self) -> u64 {
        self.0
    }
}

impl<const BITS: u32> Immediate for UImm<BITS> {
    const BITS: u32 = BITS;
    const SIGNED: bool = false;
    fn to_imm(self) -> i64 {
        self.0 as i64
    }
    fn from_imm(value: i64) -> Result<Self, ImmOutOfRange> {
        u64::try_from(value)
            .ok()
            .and_then(|v| Self::new(v).ok())
            .ok_or_else(|| out_of_range::<Self>(value))
    }
}

impl<const BITS: u32> TryFrom<i64> for UImm<BITS> {
    type Error = ImmOutOfRange;
    fn try_from(value: i64) -> Result<Self, ImmOutOfRange> {
        Self::from_imm(value)
    }
}

impl<const BITS: u32> From<UImm<BITS>> for i64 {
    fn from(v: UImm<BITS>) -> i64 {
        v.to_imm()
    }
}

/// A signed immediate of `BITS` bits (1 to 63), for a width Rust has no type for:
/// -2^(`BITS`-1) to 2^(`BITS`-1) - 1, checked when made.
///
/// ```
/// use opforge_cfg::SImm;
/// assert_eq!(SImm::<12>::new(-2048).map(SImm::get), Ok(-2048));
/// assert!(SImm::<12>::new(2048).is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct SImm<const BITS: u32>(i64);

impl<const BITS: u32> SImm<BITS> {
    /// The smallest value.
    pub const MIN: i64 = -(1i64 << (BITS - 1));
    /// The largest value.
    pub const MAX: i64 = (1i64 << (BITS - 1)) - 1;

    /// The immediate `value`, or why it does not fit.
    pub const fn new(value: i64) -> Result<Self, ImmOutOfRange> {
        if value >= Self::MIN && value <= Self::MAX {
            Ok(SImm(value))
        } else {
            Err(ImmOutOfRange {
                value,
                bits: BITS,
                signed: true,
            })
        }
    }

    /// The immediate `value`, for a literal: panics when it does not fit, which in a constant
    /// (`const STEP: SImm<12> = SImm::lit(-16);`, or `const { SImm::<12>::lit(-16) }` in a body)
    /// is a compile error.
    pub const fn lit(value: i64) -> Self {
        match Self::new(value) {
            Ok(v) => v,
            Err(_) => panic!("the literal does not fit the immediate's width"),
        }
    }

    /// Its value.
    pub const fn get(self) -> i64 {
        self.0
    }
}

impl<const BITS: u32> Immediate for SImm<BITS> {
    const BITS: u32 = BITS;
    const SIGNED: bool = true;
    fn to_imm(self) -> i64 {
        self.0
    }
    fn from_imm(value: i64) -> Result<Self, ImmOutOfRange> {
        Self::new(value)
    }
}

impl<const BITS: u32> TryFrom<i64> for SImm<BITS> {
    type Error = ImmOutOfRange;
    fn try_from(value: i64) -> Result<Self, ImmOutOfRange> {
        Self::new(value)
    }
}

impl<const BITS: u32> From<SImm<BITS>> for i64 {
    fn from(v: SImm<BITS>) -> i64 {
        v.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primitives_check_their_range() {
        assert_eq!(i32::from_imm(-5), Ok(-5));
        let e = i32::from_imm(1 << 31).unwrap_err();
        assert_eq!(
            e.to_string(),
            "2147483648 does not fit a signed 32-bit immediate (-2147483648 to 2147483647)"
        );
        assert_eq!(u32::from_imm(-1).unwrap_err().range(), (0, 4294967295));
        assert_eq!(u8::from_imm(255), Ok(255));
        assert!(u8::from_imm(256).is_err());
        assert_eq!(u64::MAX.to_imm(), -1);
        assert_eq!(u64::from_imm(-1), Ok(u64::MAX));
        assert_eq!(bool::from_imm(1), Ok(true));
        assert_eq!(
            bool::from_imm(2).unwrap_err().to_string(),
            "2 does not fit an unsigned 1-bit immediate (0 to 1)"
        );
    }

    #[test]
    fn odd_widths_check_their_range() {
        assert_eq!(UImm::<6>::from_imm(63).map(UImm::get), Ok(63));
        assert!(UImm::<6>::from_imm(64).is_err());
        assert!(UImm::<6>::from_imm(-1).is_err());
        assert_eq!(UImm::<24>::MAX, 0xFF_FFFF);
        assert_eq!(SImm::<12>::from_imm(-2048).map(i64::from), Ok(-2048));
        assert_eq!(
            SImm::<12>::from_imm(2048).unwrap_err().to_string(),
            "2048 does not fit a signed 12-bit immediate (-2048 to 2047)"
        );
        assert_eq!(SImm::<12>::try_from(7).map(SImm::get), Ok(7));
        assert_eq!(UImm::<20>::try_from(7).map(i64::from), Ok(7));
        assert_eq!(const { UImm::<6>::lit(63) }.get(), 63);
        assert_eq!(const { SImm::<6>::lit(-32) }.get(), -32);
        assert!(std::panic::catch_unwind(|| UImm::<6>::lit(64)).is_err());
    }
}
