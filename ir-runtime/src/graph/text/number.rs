//! The numbers a value bitfield takes in text, read by the type that gives them their meaning, as
//! LLVM's and Cranelift's text formats take them: an integer gate's signed or unsigned decimal
//! (`-1`, `4294967295`) or hex bit pattern (`0xFFFFFFF6`), cut to the type's width; a float
//! gate's value (`2.0`, `-0.0`, `1e-3`, the hex float `0x1.8p1`, `nan`, `inf`, `-inf`) or its hex
//! bit pattern (`0x3FF0000000000000`, which keeps a NaN's payload), or a plain decimal taken as
//! the bit pattern, as the printer writes it. Any other bitfield (a count, a size, a position)
//! takes an unsigned decimal or hex number. Decimal numbers have no leading zero.
//!
//! Which bitfields are values, and of what, is the table's to say: a bitfield marked `value: true`
//! ([`BitfieldInfo::value`](crate::BitfieldInfo::value)) holds a value of the gate's type, read by
//! that type's width and `float` ([`TypeInfo`]); a gate without a type (or of a type without a
//! width) takes a 64-bit integer.

use super::super::layer::{GraphLayer, TypeInfo};

/// A type as a value bitfield reads it: its spelling (for messages), width and whether it is a
/// float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ValueType {
    /// How the text writes the type (`i32`), for messages.
    spelling: &'static str,
    /// Its width in bits, 1 to 64.
    width: u32,
    /// Whether its values are floats (of 32 or 64 bits; a float of another width takes only its
    /// bit pattern).
    float: bool,
}

impl ValueType {
    /// The 64-bit integer a value bitfield of a gate without a type of some width holds (named
    /// `i64` in messages).
    const INT64: ValueType = ValueType {
        spelling: "i64",
        width: 64,
        float: false,
    };

    /// How a value bitfield reads a gate of type `info` (`None`: no type).
    fn of<T>(info: Option<&TypeInfo<T>>) -> ValueType {
        match info {
            Some(t) => match t.bits {
                Some(bits) => ValueType {
                    spelling: t.spelling,
                    width: bits.clamp(1, 64),
                    float: t.float && matches!(bits, 32 | 64),
                },
                None => ValueType::INT64,
            },
            None => ValueType::INT64,
        }
    }
}

/// What a bitfield's number means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Meaning {
    /// The bits of a value of this type (a constant's, a switch case's).
    Value(ValueType),
    /// A plain number (a count, a size, a position).
    Plain,
}

impl Meaning {
    /// What the raw bitfield of a gate of `op` and type `ty` means: a value of the gate's type
    /// when the table marks the bitfield `value`, else a plain number.
    pub(super) fn of<Op: GraphLayer>(op: Op, ty: Option<Op::Type>) -> Meaning {
        if op.info().bitfield.value {
            Meaning::Value(ValueType::of(ty.and_then(|t| Op::layer().type_info(t))))
        } else {
            Meaning::Plain
        }
    }

    /// The bits a value of this meaning has room for (all of them for a plain number).
    fn mask(self) -> u64 {
        match self {
            Meaning::Plain => u64::MAX,
            Meaning::Value(t) => match t.width {
                64 => u64::MAX,
                w => (1 << w) - 1,
            },
        }
    }

    /// Whether `bits`, printed as an unsigned decimal, reads back as itself (else the printer
    /// writes `#N`, as for a circuit the verifier would refuse).
    pub(super) fn prints_plainly(self, bits: u64) -> bool {
        bits & !self.mask() == 0
    }
}

/// Whether `text` is written as a float (a fraction, an exponent, a hex float, NaN or infinity).
fn is_float(text: &str) -> bool {
    let body = text.trim_start_matches(['-', '+']);
    match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(hex) => hex.contains(['.', 'p', 'P']),
        None => {
            body.contains(['.', 'e', 'E'])
                || body.eq_ignore_ascii_case("nan")
                || body.eq_ignore_ascii_case("inf")
        }
    }
}

/// The value of a hex float `0xH.HpE` (sign already removed), if `hex` is one.
fn hex_float(hex: &str) -> Option<f64> {
    let (mantissa, exponent) = hex.split_once(['p', 'P'])?;
    let exponent: i32 = exponent.parse().ok()?;
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if whole.is_empty() && fraction.is_empty() || fraction.len() > 24 {
        return None;
    }
    let mut m: u128 = 0;
    for c in whole.chars().chain(fraction.chars()) {
        m = m
            .checked_mul(16)?
            .checked_add(u128::from(c.to_digit(16)?))?;
    }
    let scale = exponent.checked_sub(4 * fraction.len() as i32)?;
    Some(m as f64 * 2f64.powi(scale))
}

/// The value of a float literal (`2.0`, `-1e-3`, `0x1.8p1`, `nan`, `-inf`).
fn float_value(text: &str) -> Result<f64, String> {
    let (negative, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let magnitude = if body.eq_ignore_ascii_case("nan") {
        f64::NAN
    } else if body.eq_ignore_ascii_case("inf") {
        f64::INFINITY
    } else if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        hex_float(hex).ok_or_else(|| format!("`{text}` is no hex float (such as `0x1.8p1`)"))?
    } else {
        let starts = body.starts_with(|c: char| c.is_ascii_digit() || c == '.');
        let x: f64 = body
            .parse()
            .ok()
            .filter(|_| starts)
            .ok_or_else(|| format!("`{text}` is no number"))?;
        if x.is_infinite() {
            return Err(format!(
                "`{text}` is beyond the range of f64 (write `inf` for infinity)"
            ));
        }
        x
    };
    Ok(if negative { -magnitude } else { magnitude })
}

/// An unsigned decimal (no leading zero) or `0x` hex number.
fn unsigned(text: &str) -> Option<u64> {
    match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) if !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()) => {
            u64::from_str_radix(hex, 16).ok()
        }
        Some(_) => None,
        None => {
            let canonical = !text.is_empty()
                && text.bytes().all(|b| b.is_ascii_digit())
                && (text == "0" || !text.starts_with('0'));
            if canonical { text.parse().ok() } else { None }
        }
    }
}

/// The bitfield `text` stands for, read as `meaning` says; the reason otherwise.
pub(super) fn bits(text: &str, meaning: Meaning) -> Result<u64, String> {
    let ty = match meaning {
        Meaning::Plain => {
            return unsigned(text).ok_or_else(|| {
                format!("`{text}` is no number (an unsigned decimal without leading zero, or `0x` and hex digits)")
            });
        }
        Meaning::Value(ty) => ty,
    };
    let (float, width, name) = (ty.float, ty.width, ty.spelling);
    let mask = meaning.mask();
    if is_float(text) {
        if !float {
            return Err(format!("`{text}` is a float: type {name} takes an integer"));
        }
        let x = float_value(text)?;
        return Ok(if width == 32 {
            let single = x as f32;
            if single.is_infinite() && x.is_finite() {
                return Err(format!("`{text}` is beyond the range of f32"));
            }
            if x.is_nan() {
                u64::from(f32::NAN.to_bits())
            } else {
                u64::from(single.to_bits())
            }
        } else {
            x.to_bits()
        });
    }
    let negative = text.starts_with('-');
    let digits = text.strip_prefix('-').unwrap_or(text);
    let hex = digits.starts_with("0x") || digits.starts_with("0X");
    let magnitude = unsigned(digits).ok_or_else(|| {
        format!(
            "`{text}` is no number (such as `-1`, `42`, `0xff`{})",
            if float { ", `2.0`, `nan`" } else { "" }
        )
    })?;
    let fits = if negative {
        // A negative number: the type's signed range (a float's bits are never negative).
        !float
            && !hex
            && (width == 64 && magnitude <= 1 << 63 || width < 64 && magnitude <= 1 << (width - 1))
    } else {
        magnitude & !mask == 0
    };
    if !fits {
        let range = if float || hex {
            format!("0..={mask:#x}")
        } else {
            format!("{}..={mask}", -(1i128 << (width - 1)))
        };
        return Err(format!("`{text}` does not fit {name} ({range})"));
    }
    Ok(if negative {
        magnitude.wrapping_neg() & mask
    } else {
        magnitude
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(spelling: &'static str, width: u32, float: bool) -> ValueType {
        ValueType {
            spelling,
            width,
            float,
        }
    }
    const I1: (&str, u32, bool) = ("i1", 1, false);
    const I8: (&str, u32, bool) = ("i8", 8, false);
    const I32: (&str, u32, bool) = ("i32", 32, false);
    const I64: (&str, u32, bool) = ("i64", 64, false);
    const F32: (&str, u32, bool) = ("f32", 32, true);
    const F64: (&str, u32, bool) = ("f64", 64, true);

    fn value(text: &str, (s, w, f): (&'static str, u32, bool)) -> Result<u64, String> {
        bits(text, Meaning::Value(ty(s, w, f)))
    }
    #[test]
    fn integers_are_signed_or_unsigned_decimals_or_hex_bit_patterns() {
        assert_eq!(value("-1", I64), Ok(u64::MAX));
        assert_eq!(value("-1", I32), Ok(0xFFFF_FFFF));
        assert_eq!(value("4294967295", I32), Ok(0xFFFF_FFFF));
        assert_eq!(value("0xFFFFFFF6", I32), Ok(0xFFFF_FFF6));
        assert_eq!(value("-128", I8), Ok(0x80));
        assert_eq!(value("-9223372036854775808", I64), Ok(1 << 63));
        assert_eq!(value("1", I1), Ok(1));
        assert_eq!(value("-1", I1), Ok(1));
        assert_eq!(
            value("-129", I8),
            Err("`-129` does not fit i8 (-128..=255)".into())
        );
        assert_eq!(
            value("256", I8),
            Err("`256` does not fit i8 (-128..=255)".into())
        );
        assert_eq!(
            value("0x100", I8),
            Err("`0x100` does not fit i8 (0..=0xff)".into())
        );
        assert_eq!(
            value("2.5", I32),
            Err("`2.5` is a float: type i32 takes an integer".into())
        );
        assert!(value("012", I32).is_err());
        assert!(value("-0x1", I32).is_err());
    }

    #[test]
    fn floats_are_values_or_hex_bit_patterns_and_plain_decimals_stay_bits() {
        assert_eq!(value("2.0", F64), Ok(2.0f64.to_bits()));
        assert_eq!(value("-0.0", F64), Ok((-0.0f64).to_bits()));
        assert_eq!(value("1e-3", F64), Ok(1e-3f64.to_bits()));
        assert_eq!(value("0x1.8p1", F64), Ok(3.0f64.to_bits()));
        assert_eq!(value("-0x1p-2", F64), Ok((-0.25f64).to_bits()));
        assert_eq!(value("inf", F64), Ok(f64::INFINITY.to_bits()));
        assert_eq!(
            value("-inf", F32),
            Ok(u64::from(f32::NEG_INFINITY.to_bits()))
        );
        assert!(f64::from_bits(value("nan", F64).expect("nan")).is_nan());
        assert_eq!(value("1.5", F32), Ok(u64::from(1.5f32.to_bits())));
        // A NaN with a payload keeps it through its bit pattern.
        assert_eq!(value("0x7FF0000000000001", F64), Ok(0x7FF0_0000_0000_0001));
        assert_eq!(value("0x3FF0000000000000", F64), Ok(1.0f64.to_bits()));
        // A plain decimal is the bit pattern, as the printer writes it.
        assert_eq!(value("4607182418800017408", F64), Ok(1.0f64.to_bits()));
        assert_eq!(
            value("1e39", F32),
            Err("`1e39` is beyond the range of f32".into())
        );
        assert_eq!(
            value("1e400", F64),
            Err("`1e400` is beyond the range of f64 (write `inf` for infinity)".into())
        );
        assert!(value("-1", F64).is_err());
        assert!(value("0x1.8q1", F64).is_err());
    }

    #[test]
    fn plain_bitfields_take_unsigned_numbers() {
        assert_eq!(bits("512", Meaning::Plain), Ok(512));
        assert_eq!(bits("0x200", Meaning::Plain), Ok(512));
        assert!(bits("-1", Meaning::Plain).is_err());
        assert!(bits("1.0", Meaning::Plain).is_err());
    }
}
