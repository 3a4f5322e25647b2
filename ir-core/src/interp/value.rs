//! Values of the interpreter: a machine type and its bit pattern. Integers are kept zero-extended
//! and masked to their width (`ARCH` is 64 bits wide); floats are kept as their IEEE bits, so a NaN
//! keeps its payload and two values compare by their bits.

use std::fmt;

use crate::opcode::MachineType;

/// The width of `ARCH`, the pointer-sized integer, in the interpreter: 64 bits, as on A64.
pub const ARCH_BITS: u32 = 64;

/// A value computed by a gate: its machine type and its bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Value {
    ty: MachineType,
    bits: u64,
}

/// The width of `ty` in bits (`ARCH` counts as [`ARCH_BITS`], `NOVALUE` as 0).
pub const fn width(ty: MachineType) -> u32 {
    match ty {
        MachineType::Novalue => 0,
        MachineType::I1 => 1,
        MachineType::I8 => 8,
        MachineType::I16 => 16,
        MachineType::I32 | MachineType::F32 => 32,
        MachineType::I64 | MachineType::F64 => 64,
        MachineType::Arch => ARCH_BITS,
    }
}

/// Whether `ty` is an integer type (`ARCH` included).
pub const fn is_int(ty: MachineType) -> bool {
    matches!(
        ty,
        MachineType::I1
            | MachineType::I8
            | MachineType::I16
            | MachineType::I32
            | MachineType::I64
            | MachineType::Arch
    )
}

/// Whether `ty` is a float type.
pub const fn is_float(ty: MachineType) -> bool {
    matches!(ty, MachineType::F32 | MachineType::F64)
}

/// The mask of the low `bits` bits.
pub const fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

impl Value {
    /// The value of a gate that produces none (and the token a dependency carries).
    pub const NONE: Value = Value {
        ty: MachineType::Novalue,
        bits: 0,
    };

    /// A value of type `ty` from a bit pattern, cut to the type's width.
    pub const fn from_bits(ty: MachineType, bits: u64) -> Value {
        Value {
            ty,
            bits: bits & mask(width(ty)),
        }
    }

    /// An integer of type `ty` from a signed number, wrapped to the type's width.
    pub const fn int(ty: MachineType, n: i64) -> Value {
        Value::from_bits(ty, n as u64)
    }

    /// A boolean (`I1`).
    pub const fn bool(b: bool) -> Value {
        Value::from_bits(MachineType::I1, b as u64)
    }

    /// An `I32`.
    pub const fn i32(n: i32) -> Value {
        Value::int(MachineType::I32, n as i64)
    }

    /// An `I64`.
    pub const fn i64(n: i64) -> Value {
        Value::int(MachineType::I64, n)
    }

    /// An `ARCH` (an address or a pointer-sized integer).
    pub const fn arch(n: u64) -> Value {
        Value::from_bits(MachineType::Arch, n)
    }

    /// An `F32`.
    pub fn f32(x: f32) -> Value {
        Value::from_bits(MachineType::F32, u64::from(x.to_bits()))
    }

    /// An `F64`.
    pub fn f64(x: f64) -> Value {
        Value::from_bits(MachineType::F64, x.to_bits())
    }

    /// The machine type.
    pub const fn ty(self) -> MachineType {
        self.ty
    }

    /// The bits, zero-extended to 64.
    pub const fn bits(self) -> u64 {
        self.bits
    }

    /// The bits read as unsigned (the same as [`Value::bits`]).
    pub const fn unsigned(self) -> u64 {
        self.bits
    }

    /// The bits read as a signed number of the type's width, sign-extended to 64.
    pub const fn signed(self) -> i64 {
        let w = width(self.ty);
        if w == 0 || w >= 64 {
            self.bits as i64
        } else {
            let shift = 64 - w;
            ((self.bits << shift) as i64) >> shift
        }
    }

    /// The value as an `f64` when it is a float (an `F32` widened exactly).
    pub fn float(self) -> Option<f64> {
        match self.ty {
            MachineType::F32 => Some(f64::from(f32::from_bits(self.bits as u32))),
            MachineType::F64 => Some(f64::from_bits(self.bits)),
            _ => None,
        }
    }

    /// Whether the value is a float NaN.
    pub fn is_nan(self) -> bool {
        self.float().is_some_and(f64::is_nan)
    }

    /// Equality as a differential test wants it: same type and bits, or both NaN of one type (the
    /// payload of a NaN differs between hosts and A64's default NaN).
    pub fn same_as(self, other: Value) -> bool {
        self == other || (self.ty == other.ty && self.is_nan() && other.is_nan())
    }
}

impl fmt::Display for Value {
    /// `i32 -3`, `i1 1`, `arch 4096`, `f64 1.5`, `novalue`: signed for integers, except `ARCH`
    /// (an address, printed unsigned).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ty {
            MachineType::Novalue => f.write_str("novalue"),
            MachineType::Arch => write!(f, "arch {}", self.bits),
            MachineType::I1 => write!(f, "i1 {}", self.bits),
            MachineType::F32 => write!(f, "f32 {:?}", f32::from_bits(self.bits as u32)),
            MachineType::F64 => write!(f, "f64 {:?}", f64::from_bits(self.bits)),
            t => write!(f, "{t} {}", self.signed()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_wrap_to_their_width_and_read_back_signed_or_unsigned() {
        let v = Value::int(MachineType::I8, -1);
        assert_eq!((v.bits(), v.signed(), v.unsigned()), (0xff, -1, 255));
        assert_eq!(
            Value::int(MachineType::I8, 300).signed(),
            300i64 as i8 as i64
        );
        assert_eq!(Value::int(MachineType::I1, 1).signed(), -1);
        assert_eq!(Value::i64(i64::MIN).signed(), i64::MIN);
        assert_eq!(Value::arch(u64::MAX).unsigned(), u64::MAX);
        assert_eq!(Value::i32(-3).to_string(), "i32 -3");
        assert_eq!(Value::arch(4096).to_string(), "arch 4096");
    }

    #[test]
    fn floats_keep_their_bits_and_nans_match_each_other() {
        assert_eq!(Value::f64(1.5).float(), Some(1.5));
        assert_eq!(Value::f32(-2.25).float(), Some(-2.25));
        assert_eq!(Value::f64(1.5).to_string(), "f64 1.5");
        let a = Value::f64(f64::NAN);
        let b = Value::from_bits(MachineType::F64, f64::NAN.to_bits() | 1);
        assert_ne!(a, b);
        assert!(a.same_as(b));
        assert!(!a.same_as(Value::f32(f32::NAN)));
        assert!(!Value::i32(1).same_as(Value::i64(1)));
    }
}
