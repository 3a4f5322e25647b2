//! `opforge-machine`: the runtime of every machine layer that `ir-spec` generates from an ISA
//! table (`spec/arm64.yaml` for `opforge-arm64`, or your own). It owns what the generated code
//! calls: the error types, the parse cursor, the immediate encodings the table's operand kinds
//! name (logical bitmask, 8-bit float, move-wide) written from the ARM ARM pseudocode
//! (`DecodeBitMasks`, `VFPExpandImm`), LLVM's MOV-alias predicates, the total arithmetic of table
//! expressions, and the metadata row types.
//!
//! A crate with its own table generates the code in its build script with
//! `ir_spec::isa::IsaBuilder` and includes it with [`include_machine!`]:
//!
//! ```text
//! // build.rs
//! fn main() {
//!     ir_spec::isa::IsaBuilder::new("spec/mymachine.yaml", "spec/mymachine.yaml")
//!         .generate()
//!         .unwrap_or_else(|e| e.exit());
//! }
//! // src/lib.rs: `Inst`, `Form`, the operand types, `Decoded`, `encode::*`, ...
//! opforge_machine::include_machine!("mymachine.rs");
//! ```

use core::fmt;

/// An operand value that the instruction cannot hold: which operand, the value, what is legal.
///
/// It is `Copy` and owns no heap memory, so a `Result` of an operand type costs no drop glue on
/// the encoding fast path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OperandError {
    /// The operand (or, before it is known, the operand type).
    pub operand: &'static str,
    /// The rejected value.
    pub value: OperandValue,
    /// The legal values, in words.
    pub legal: &'static str,
}

/// A rejected operand value, as the caller gave it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OperandValue {
    /// An integer (register numbers, immediates, offsets).
    Int(i64),
    /// A floating-point immediate.
    Float(f64),
}

impl fmt::Display for OperandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OperandValue::Int(v) => write!(f, "{v}"),
            OperandValue::Float(v) => write!(f, "{v}"),
        }
    }
}

impl OperandError {
    /// An integer `value` rejected for `operand`.
    #[cold]
    #[inline(never)]
    pub const fn new(operand: &'static str, value: i64, legal: &'static str) -> Self {
        OperandError {
            operand,
            value: OperandValue::Int(value),
            legal,
        }
    }

    /// A float `value` rejected for `operand`.
    #[cold]
    #[inline(never)]
    pub const fn float(operand: &'static str, value: f64, legal: &'static str) -> Self {
        OperandError {
            operand,
            value: OperandValue::Float(value),
            legal,
        }
    }

    /// The same error attributed to the operand called `operand`.
    pub const fn named(mut self, operand: &'static str) -> Self {
        self.operand = operand;
        self
    }
}

impl fmt::Display for OperandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` = {} is out of range; legal: {}",
            self.operand, self.value, self.legal
        )
    }
}

impl std::error::Error for OperandError {}

/// Why a line is not an instruction we know: the column (1-based, in the trimmed line) and the
/// reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Column of the problem in the trimmed line, 1-based.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// A failed attempt to parse with one template: where it stopped and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fail {
    /// Byte offset in the normalized line.
    pub pos: usize,
    /// What is wrong.
    pub message: String,
}

impl Fail {
    /// A failure at `pos`.
    pub fn new(pos: usize, message: String) -> Self {
        Fail { pos, message }
    }
}

/// A cursor over a lower-cased line of assembly.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    s: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `s`.
    pub fn new(s: &'a str) -> Self {
        Cursor {
            s: s.as_bytes(),
            pos: 0,
        }
    }

    /// The byte offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to byte offset `pos`.
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.s.len());
    }

    /// The next byte.
    pub fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    /// Whether the whole line was read.
    pub fn at_end(&self) -> bool {
        self.pos >= self.s.len()
    }

    /// Skips spaces and tabs.
    pub fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    /// Consumes `b` if it is next.
    pub fn eat(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes a run of letters, digits, `_` and `.` (a register, name or condition).
    pub fn word(&mut self) -> &'a str {
        let start = self.pos;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'_') {
            self.pos += 1;
        }
        core::str::from_utf8(&self.s[start..self.pos]).unwrap_or("")
    }

    /// Consumes an integer: optional `#`, optional `-`, decimal or `0x` hexadecimal.
    pub fn number(&mut self) -> Result<i64, String> {
        self.skip_ws();
        self.eat(b'#');
        let neg = self.eat(b'-');
        let start = self.pos;
        let text = self.word();
        let magnitude = if let Some(h) = text.strip_prefix("0x") {
            u64::from_str_radix(h, 16).ok()
        } else {
            text.parse::<u64>().ok()
        };
        let Some(m) = magnitude else {
            self.pos = start;
            return Err(if text.is_empty() {
                "expected a number".to_owned()
            } else {
                format!("`{text}` is not a number")
            });
        };
        if neg {
            if m > 1u64 << 63 {
                return Err(format!("-{text} is too small"));
            }
            Ok((m as i64).wrapping_neg())
        } else {
            Ok(m as i64)
        }
    }

    /// Consumes a decimal floating-point number (optional `#` and sign).
    pub fn float(&mut self) -> Result<f64, String> {
        self.skip_ws();
        self.eat(b'#');
        let start = self.pos;
        if matches!(self.peek(), Some(b'-' | b'+')) {
            self.pos += 1;
        }
        while matches!(self.peek(), Some(c) if c.is_ascii_digit() || c == b'.' || c == b'e' || c == b'E')
        {
            self.pos += 1;
        }
        let text = core::str::from_utf8(&self.s[start..self.pos]).unwrap_or("");
        text.parse::<f64>()
            .map_err(|_| format!("`{text}` is not a floating-point number"))
    }
}

/// One parse function per template.
pub type Candidate<T> = fn(&mut Cursor<'_>) -> Result<T, Fail>;

/// Parses `line` with every candidate template of its mnemonic; the first that matches the whole
/// line wins, otherwise the error of the attempt that got furthest.
pub fn parse_with<T>(
    line: &str,
    candidates: fn(&str) -> &'static [Candidate<T>],
) -> Result<T, ParseError> {
    let text = line.trim().to_ascii_lowercase();
    let word_end = text.find(|c: char| c.is_whitespace()).unwrap_or(text.len());
    let word = &text[..word_end];
    let mut cands = candidates(word);
    if cands.is_empty()
        && let Some(dot) = word.find('.')
    {
        cands = candidates(&word[..=dot]);
    }
    if cands.is_empty() {
        return Err(ParseError {
            column: 1,
            message: if word.is_empty() {
                "empty line".to_owned()
            } else {
                format!("unknown mnemonic `{word}`")
            },
        });
    }
    let mut best: Option<Fail> = None;
    for cand in cands {
        let mut c = Cursor::new(&text);
        match cand(&mut c) {
            Ok(inst) => return Ok(inst),
            Err(f) => {
                if best.as_ref().is_none_or(|b| f.pos > b.pos) {
                    best = Some(f);
                }
            }
        }
    }
    let f = best.unwrap_or(Fail::new(0, "no template matches".to_owned()));
    Err(ParseError {
        column: text[..f.pos.min(text.len())].chars().count() + 1,
        message: f.message,
    })
}

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

/// A field of an encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldInfo {
    /// Its name in the table.
    pub name: &'static str,
    /// Lowest bit.
    pub lo: u32,
    /// Width in bits.
    pub width: u32,
}

/// A row of `FORMS`: one encoding of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormInfo {
    /// Its name in the table, such as `ADD_X_imm`.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// Its LLVM-syntax template.
    pub asm: &'static str,
    /// Its mnemonic.
    pub mnemonic: &'static str,
    /// Fixed bits.
    pub mask: u32,
    /// Their values.
    pub value: u32,
    /// Its fields, most significant first.
    pub fields: &'static [FieldInfo],
}

/// A row of `ALIASES`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasInfo<F> {
    /// Its name in the table.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// Its template.
    pub asm: &'static str,
    /// Its mnemonic.
    pub mnemonic: &'static str,
    /// The encoding it spells (the generated `Form`).
    pub of: F,
    /// Whether LLVM prints it (otherwise it is only accepted).
    pub printed: bool,
    /// Fields it fixes, as a mask of the word.
    pub set_mask: u32,
    /// Their values.
    pub set_value: u32,
}

/// Includes the machine layer generated into `OUT_DIR/$file` by `ir_spec::isa::IsaBuilder`,
/// with the names it uses from this crate, and re-exports everything it defines.
#[macro_export]
macro_rules! include_machine {
    ($file:literal) => {
        // Every operand type gets the same methods (`expr` for alias expressions, `raw`,
        // `from_raw`); a table's aliases and encodings use most, not all, of them.
        #[allow(dead_code)]
        mod generated {
            use $crate::{self as support, AliasInfo, FieldInfo, FormInfo};
            include!(concat!(env!("OUT_DIR"), "/", $file));
        }
        pub use generated::*;
    };
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
    fn cursor() {
        let mut c = Cursor::new("#-0x10, #12");
        assert_eq!(c.number(), Ok(-16));
        assert!(c.eat(b','));
        assert_eq!(c.number(), Ok(12));
        assert!(c.at_end());
        let mut c = Cursor::new("#1.50000000");
        assert_eq!(c.float(), Ok(1.5));
        let mut c = Cursor::new("x1");
        assert!(c.number().is_err());
        assert_eq!(c.pos(), 0);
    }
}
