//! `opforge-arm64-imm`: the pure functions behind A64's operand kinds and expression builtins,
//! written from the ARM ARM pseudocode (`DecodeBitMasks`, `VFPExpandImm`) and LLVM's MOV-alias
//! predicates: the logical (bitmask) immediate, FMOV's 8-bit float (and its text,
//! [`parse_fp8`]), the move-wide immediate, and `movz_alias`, `movn_alias`, `any_movw`. The
//! generated A64 code calls them at run time by path (`::opforge_arm64_imm::...`, the paths
//! `opforge-arm64-codec` gives the generator); the codecs call the same ones when the table is
//! validated (the legality of each raw value, for the overlap proof and the decode trie), so each
//! exists once. It is A64's own: the target-neutral runtime, `opforge-machine`, names no target.

use opforge_machine::Cursor;

/// Consumes FMOV's 8-bit immediate as LLVM's assembler reads it: a floating-point number, or
/// the encoding itself as a lowercase hexadecimal integer (`#0x70` is 1.0), which must lie in
/// `0x00..=0xff` and take no sign ([`Cursor::float_or_encoded`] with [`decode_fp8`]).
pub fn parse_fp8(c: &mut Cursor<'_>) -> Result<f64, String> {
    c.float_or_encoded(|raw| decode_fp8(u32::from(raw)))
}

fn ones(n: u32) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

fn ror(x: u64, r: u32, esize: u32) -> u64 {
    let r = r % esize;
    if r == 0 {
        x
    } else {
        ((x >> r) | (x << (esize - r))) & ones(esize)
    }
}

/// The element size of a logical immediate (`DecodeBitMasks`), or `None` for a reserved one.
fn bitmask_esize(n: u64, imms: u64, width: u32) -> Option<u32> {
    let combined = (n << 6) | (!imms & 63);
    if combined == 0 {
        return None;
    }
    let len = 63 - combined.leading_zeros();
    if len < 1 || (1u32 << len) > width {
        return None;
    }
    let levels = (1u64 << len) - 1;
    if imms & levels == levels {
        return None;
    }
    Some(1 << len)
}

/// Whether `raw` (`N:immr:imms` for 64, `immr:imms` for 32) is a legal logical immediate.
pub fn bitmask_legal(raw: u32, width: u32) -> bool {
    let raw = u64::from(raw);
    let n = if width == 64 { (raw >> 12) & 1 } else { 0 };
    bitmask_esize(n, raw & 63, width).is_some()
}

/// The value of the logical immediate `n:immr:imms` for a `width`-bit register (ARM ARM
/// `DecodeBitMasks` with `immediate = TRUE`); 0 for a reserved encoding.
pub fn decode_bitmask(n: i64, immr: i64, imms: i64, width: i64) -> i64 {
    let width = if width == 32 { 32 } else { 64 };
    let (n, immr, imms) = ((n & 1) as u64, (immr & 63) as u64, (imms & 63) as u64);
    let Some(esize) = bitmask_esize(n, imms, width) else {
        return 0;
    };
    let levels = u64::from(esize - 1);
    let s = (imms & levels) as u32;
    let r = (immr & levels) as u32;
    let elem = ror(ones(s + 1), r, esize);
    let mut value = 0u64;
    let mut at = 0;
    while at < width {
        value |= elem << at;
        at += esize;
    }
    (value & ones(width)) as i64
}

/// The encoding (`N:immr:imms` for 64, `immr:imms` for 32) of the logical immediate `v`, or
/// `None` if no encoding produces it.
pub fn encode_bitmask(v: u64, width: u32) -> Option<u32> {
    if width == 32 && v >> 32 != 0 {
        return None;
    }
    if v == 0 || v == ones(width) {
        return None;
    }
    // The smallest element size whose replication is `v`.
    let mut esize = width;
    while esize > 2 {
        let half = esize / 2;
        if (v & ones(half)) != ((v >> half) & ones(half)) {
            break;
        }
        esize = half;
    }
    let elem = v & ones(esize);
    let k = elem.count_ones();
    let run = ones(k);
    let r = (0..esize).find(|&r| ror(run, r, esize) == elem)?;
    let imms = ((!(u64::from(esize) * 2 - 1)) & 0x3f) as u32 | (k - 1);
    let n = u32::from(esize == 64);
    let raw = if width == 64 {
        (n << 12) | (r << 6) | imms
    } else {
        (r << 6) | imms
    };
    Some(raw)
}

/// The value of FMOV's 8-bit immediate (ARM ARM `VFPExpandImm`), as a double.
pub fn decode_fp8(raw: u32) -> f64 {
    let raw = u64::from(raw & 0xff);
    let a = raw >> 7;
    let b = (raw >> 6) & 1;
    let cd = (raw >> 4) & 3;
    let efgh = raw & 15;
    let bits = (a << 63)
        | ((b ^ 1) << 62)
        | (if b == 1 { 0xff << 54 } else { 0 })
        | (cd << 52)
        | (efgh << 48);
    f64::from_bits(bits)
}

/// The 8-bit encoding of `v`, or `None` if FMOV cannot hold it.
pub fn encode_fp8(v: f64) -> Option<u32> {
    (0u32..256).find(|&raw| {
        decode_fp8(raw) == v && decode_fp8(raw).is_sign_negative() == v.is_sign_negative()
    })
}

/// The value of a move-wide immediate `hw:imm16` (NOT-ed when `inverted`), sign-extended from
/// `width` bits.
pub fn decode_wide(raw: u32, width: u32, inverted: bool) -> i64 {
    let hw = (raw >> 16) & 3;
    let mut x = u64::from(raw & 0xffff) << (16 * hw);
    if inverted {
        x = !x;
    }
    if width == 32 {
        i64::from(x as u32 as i32)
    } else {
        x as i64
    }
}

/// Whether `raw` (`hw:imm16`) is a legal move-wide immediate of a `width`-bit register: a 32-bit
/// one shifts by 0 or 16 only.
pub const fn wide_legal(raw: u32, width: u32) -> bool {
    width == 64 || (raw >> 16) & 3 < 2
}

/// The encoding `hw:imm16` producing `v` in a `width`-bit register, or `None`.
pub fn encode_wide(v: i64, width: u32, inverted: bool) -> Option<u32> {
    let mut x = if width == 32 {
        if !(-(1i64 << 31)..1i64 << 32).contains(&v) {
            return None;
        }
        v as u64 & 0xffff_ffff
    } else {
        v as u64
    };
    if inverted {
        x = !x & ones(width);
    }
    (0..width / 16)
        .find(|hw| x & !(0xffffu64 << (16 * hw)) == 0)
        .map(|hw| (hw << 16) | ((x >> (16 * hw)) & 0xffff) as u32)
}

/// LLVM's `isMOVZMovAlias`: whether MOVZ with this value (already shifted) and shift prints as
/// MOV.
pub fn movz_alias(value: i64, shift: i64, width: i64) -> bool {
    let mut v = value as u64;
    if width == 32 {
        v &= 0xffff_ffff;
    }
    if v == 0 && shift != 0 {
        return false;
    }
    let Ok(shift) = u32::try_from(shift) else {
        return false;
    };
    shift < 64 && (v & !(0xffffu64 << shift)) == 0
}

fn any_movz(value: i64, width: i64) -> bool {
    (0..=width - 16)
        .step_by(16)
        .any(|s| movz_alias(value, s, width))
}

/// LLVM's `isMOVNMovAlias`: whether MOVN producing `value` with this shift prints as MOV.
pub fn movn_alias(value: i64, shift: i64, width: i64) -> bool {
    if any_movz(value, width) {
        return false;
    }
    let mut v = !(value as u64);
    if width == 32 {
        v &= 0xffff_ffff;
    }
    movz_alias(v as i64, shift, width)
}

/// LLVM's `isAnyMOVWMovAlias`: whether a MOVZ or MOVN can produce `value`.
pub fn any_movw(value: i64, width: i64) -> bool {
    if any_movz(value, width) {
        return true;
    }
    let mut v = !(value as u64);
    if width == 32 {
        v &= 0xffff_ffff;
    }
    any_movz(v as i64, width)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitmask_round_trips_every_encoding() {
        for width in [32u32, 64] {
            let limit = if width == 64 { 1 << 13 } else { 1 << 12 };
            let mut values = std::collections::BTreeSet::new();
            for raw in 0..limit {
                if !bitmask_legal(raw, width) {
                    continue;
                }
                let value = |raw: u32| {
                    let n = if width == 64 { i64::from(raw >> 12) } else { 0 };
                    decode_bitmask(
                        n,
                        i64::from(raw >> 6) & 63,
                        i64::from(raw) & 63,
                        i64::from(width),
                    ) as u64
                };
                let v = value(raw);
                // Encodings whose element is shorter than the register ignore the high bits of
                // `immr`: the encoder picks the canonical one, which decodes to the same value.
                let canonical = encode_bitmask(v, width).map(value);
                assert_eq!(canonical, Some(v), "{v:#x}");
                values.insert(v);
            }
            // 5334 distinct 64-bit logical immediates, 1302 32-bit ones.
            assert_eq!(values.len(), if width == 64 { 5334 } else { 1302 });
        }
        assert_eq!(encode_bitmask(0, 64), None);
        assert_eq!(encode_bitmask(u64::MAX, 64), None);
        assert_eq!(encode_bitmask(0x1234, 64), None);
        assert_eq!(encode_bitmask(1 << 32, 32), None);
    }

    #[test]
    fn fp8() {
        assert_eq!(decode_fp8(0x70), 1.0);
        assert_eq!(decode_fp8(0x00), 2.0);
        assert_eq!(decode_fp8(0xf0), -1.0);
        assert_eq!(decode_fp8(0x7f), 1.9375);
        assert_eq!(decode_fp8(0x30), 16.0);
        assert_eq!(decode_fp8(0x40), 0.125);
        assert_eq!(encode_fp8(31.0), Some(0x3f));
        assert_eq!(encode_fp8(0.0), None);
        assert_eq!(encode_fp8(0.1), None);
        for raw in 0..256 {
            assert_eq!(encode_fp8(decode_fp8(raw)), Some(raw));
        }
    }

    #[test]
    fn wide() {
        assert_eq!(encode_wide(0x1_0000, 64, false), Some(1 << 16 | 1));
        assert_eq!(encode_wide(-1, 64, true), Some(0));
        assert_eq!(encode_wide(-1, 32, true), Some(0));
        assert_eq!(encode_wide(0x1_0001, 64, false), None);
        assert_eq!(encode_wide(1 << 32, 32, false), None);
        assert_eq!(decode_wide(0, 32, true), -1);
        assert_eq!(
            decode_wide(3 << 16 | 0xffff, 64, false),
            -281_474_976_710_656
        );
        for raw in 0..(1u32 << 18) {
            let v = decode_wide(raw, 64, false);
            let back = encode_wide(v, 64, false).map(|r| decode_wide(r, 64, false));
            assert_eq!(back, Some(v));
        }
    }

    #[test]
    fn wide_legality() {
        assert!(wide_legal(1 << 16, 32));
        assert!(!wide_legal(2 << 16, 32));
        assert!(wide_legal(3 << 16, 64));
    }

    #[test]
    fn an_encoded_8_bit_float_reads_in_lowercase_hex() {
        for (text, value) in [
            ("#0x70", 1.0),
            ("0x70", 1.0),
            ("#0xff", -1.9375),
            ("#0x1", 2.125),
            ("#1.0", 1.0),
            ("#017", 17.0),
        ] {
            assert_eq!(parse_fp8(&mut Cursor::new(text)), Ok(value), "{text}");
        }
        for (text, message) in [
            (
                "#0x100",
                "`0x100` is out of range of an encoded 8-bit float (0x00..=0xff)",
            ),
            (
                "#-0x70",
                "`-0x70` is out of range of an encoded 8-bit float (0x00..=0xff)",
            ),
            ("#0x", "`0x` is not a hexadecimal number"),
        ] {
            assert_eq!(
                parse_fp8(&mut Cursor::new(text)),
                Err(message.to_owned()),
                "{text}"
            );
        }
        // Upper-case `0X` is a malformed float to LLVM, not an encoding.
        assert_eq!(
            parse_fp8(&mut Cursor::with_written("#0x70", "#0X70")),
            Err(
                "`0X` is not a floating-point number (an encoded immediate takes a lowercase `0x`)"
                    .to_owned()
            )
        );
        assert_eq!(
            parse_fp8(&mut Cursor::with_written("#0x70", "#0x70")),
            Ok(1.0)
        );
    }
}
