//! `GateType`: the 32-bit secondary type of a gate. Bit 31 tells a MIR type (1) from a TS type
//! (0); bits 30..29 give the GC category of a MIR value; bit 0 of a MIR type says whether the gate
//! produces a value. A gate whose machine type is `NOVALUE` has the `EMPTY` gate type.

/// What a MIR value's GC behaviour is (bits 30..29 of a MIR [`GateType`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GcCategory {
    /// `00`: a tagged value that may or may not be a GC reference.
    Maybe,
    /// `01`: a tagged value that is a GC reference.
    Gc,
    /// `10`: a tagged value that is not a GC reference.
    NoGc,
    /// `11`: not a tagged value at all (the native world).
    Native,
}

impl GcCategory {
    const fn bits(self) -> u32 {
        match self {
            GcCategory::Maybe => 0b00,
            GcCategory::Gc => 0b01,
            GcCategory::NoGc => 0b10,
            GcCategory::Native => 0b11,
        }
    }

    const fn from_bits(bits: u32) -> GcCategory {
        match bits & 0b11 {
            0b00 => GcCategory::Maybe,
            0b01 => GcCategory::Gc,
            0b10 => GcCategory::NoGc,
            _ => GcCategory::Native,
        }
    }
}

/// A gate's secondary type, as 32 bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct GateType(pub u32);

impl GateType {
    const MIR_BIT: u32 = 1 << 31;
    const GC_SHIFT: u32 = 29;
    const GC_MASK: u32 = 0b11 << Self::GC_SHIFT;
    const VALUE_BIT: u32 = 1;

    /// The gate type of a gate that produces no value: a MIR type without the value bit.
    pub const EMPTY: GateType = GateType(Self::MIR_BIT);

    /// A MIR type in `category`, with or without a value.
    pub const fn mir(category: GcCategory, has_value: bool) -> GateType {
        let value = if has_value { Self::VALUE_BIT } else { 0 };
        GateType(Self::MIR_BIT | (category.bits() << Self::GC_SHIFT) | value)
    }

    /// A TS (language-level) type with the given 31-bit id.
    pub const fn ts(id: u32) -> GateType {
        GateType(id & !Self::MIR_BIT)
    }

    /// Whether this is a MIR type (bit 31 set).
    pub const fn is_mir(self) -> bool {
        self.0 & Self::MIR_BIT != 0
    }

    /// Whether this is a TS type (bit 31 clear).
    pub const fn is_ts(self) -> bool {
        !self.is_mir()
    }

    /// The GC category of a MIR type; `None` for a TS type.
    pub const fn gc_category(self) -> Option<GcCategory> {
        if self.is_mir() {
            Some(GcCategory::from_bits(
                (self.0 & Self::GC_MASK) >> Self::GC_SHIFT,
            ))
        } else {
            None
        }
    }

    /// Whether a MIR type says the gate produces a value; `None` for a TS type.
    pub const fn has_value(self) -> Option<bool> {
        if self.is_mir() {
            Some(self.0 & Self::VALUE_BIT != 0)
        } else {
            None
        }
    }

    /// The TS type id (bits 30..0) of a TS type; `None` for a MIR type.
    pub const fn ts_id(self) -> Option<u32> {
        if self.is_mir() { None } else { Some(self.0) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_round_trips() {
        for cat in [
            GcCategory::Maybe,
            GcCategory::Gc,
            GcCategory::NoGc,
            GcCategory::Native,
        ] {
            for value in [false, true] {
                let t = GateType::mir(cat, value);
                assert!(t.is_mir());
                assert_eq!(t.gc_category(), Some(cat));
                assert_eq!(t.has_value(), Some(value));
                assert_eq!(t.ts_id(), None);
            }
        }
        assert_eq!(
            GateType::mir(GcCategory::Native, true).0,
            0b1110_0000_0000_0000_0000_0000_0000_0001
        );
        let ts = GateType::ts(0x1234);
        assert!(ts.is_ts());
        assert_eq!(
            (ts.ts_id(), ts.gc_category(), ts.has_value()),
            (Some(0x1234), None, None)
        );
        assert_eq!(GateType::ts(u32::MAX).0, u32::MAX >> 1);
        assert_eq!(GateType::EMPTY.has_value(), Some(false));
    }
}
