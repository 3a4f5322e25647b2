//! The system register operand of MRS and MSR (register), `o0:op1:CRn:CRm:op2` (15 bits; `op0`
//! is `2 + o0`): the registers LLVM names are written by name ([`sysreg_names`]), every other
//! encoding generically as `S<op0>_<op1>_C<CRn>_C<CRm>_<op2>` (`S3_3_C13_C0_2`, which is
//! `TPIDR_EL0`). MRS and MSR name different sets (read-only and write-only registers), so each
//! has its own kind: `sysreg_read` and `sysreg_write`.
//!
//! [`sysreg_names`]: crate::sysreg_names

use ir_spec::isa::OperandCodec;
use ir_spec::isa::codec::{CodecDoc, CodecRust, CodecValue, Params, RustType};

use crate::named;
use crate::sysreg_names::{READ, WRITE};

/// `kind: sysreg_read` (MRS) or `kind: sysreg_write` (MSR), without parameters. Every one of
/// the 2^15 encodings is a register.
#[derive(Clone, Copy, Debug, Default)]
pub struct SysReg {
    /// Whether it is MSR's operand (the writable registers), rather than MRS's.
    pub write: bool,
}

impl SysReg {
    fn names(self) -> &'static [(u16, &'static str)] {
        if self.write { WRITE } else { READ }
    }
}

/// The generic spelling of the system register encoded `raw`: `S3_3_C13_C0_2`.
pub fn generic_name(raw: u32) -> String {
    format!(
        "S{}_{}_C{}_C{}_{}",
        2 + ((raw >> 14) & 1),
        (raw >> 11) & 7,
        (raw >> 7) & 15,
        (raw >> 3) & 15,
        raw & 7
    )
}

/// The encoding of a generic spelling in lower case (`s3_3_c13_c0_2`), if it is one. This is
/// the expression the generated parser inlines (over `w`); the test below runs this copy.
const GENERIC_PARSE: &str = "(|| { \
    let num = |t: &str, max: u64| -> Option<u64> { \
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) { return None; } \
        t.parse::<u64>().ok().filter(|&n| n <= max) }; \
    let mut it = w.split('_'); \
    let op0 = num(it.next()?.strip_prefix('s')?, 3)?; \
    let op1 = num(it.next()?, 7)?; \
    let crn = num(it.next()?.strip_prefix('c')?, 15)?; \
    let crm = num(it.next()?.strip_prefix('c')?, 15)?; \
    let op2 = num(it.next()?, 7)?; \
    (it.next().is_none() && op0 >= 2).then(|| (op0 - 2) << 14 | op1 << 11 | crn << 7 | crm << 3 | op2) \
})()";

impl OperandCodec for SysReg {
    fn kind(&self) -> &str {
        if self.write {
            "sysreg_write"
        } else {
            "sysreg_read"
        }
    }

    without_params!();

    fn bits(&self, _: &Params) -> u32 {
        15
    }

    fn legal(&self, _: &Params, raw: u64) -> bool {
        raw < 1 << 15
    }

    fn is_integer(&self, _: &Params) -> bool {
        true
    }

    fn encode(&self, _: &Params, value: CodecValue) -> Option<u64> {
        match value {
            CodecValue::Int(v) => u64::try_from(v).ok().filter(|&v| v < 1 << 15),
            CodecValue::Float(_) => None,
        }
    }

    fn decode(&self, _: &Params, raw: u64) -> CodecValue {
        CodecValue::Int((raw & 0x7fff) as i64)
    }

    fn describe(&self, _: &Params) -> CodecDoc {
        let (what, n) = if self.write {
            ("writable", WRITE.len())
        } else {
            ("readable", READ.len())
        };
        CodecDoc {
            kind: format!("system register ({what})"),
            legal: format!(
                "any `o0:op1:CRn:CRm:op2` encoding: {n} by LLVM's name, the others as `S<op0>_<op1>_C<n>_C<m>_<op2>`"
            ),
        }
    }

    fn rust(&self, _: &Params, _: RustType<'_>) -> CodecRust {
        CodecRust {
            value_type: "u64".into(),
            legal: "a 15-bit system register encoding o0:op1:CRn:CRm:op2".into(),
            new_doc: "The system register encoded `v` (`o0:op1:CRn:CRm:op2`), or an error if it needs more than 15 bits.".into(),
            encode: "(v < 1 << 15).then_some(v as u32)".into(),
            value_doc: "Its encoding, `o0:op1:CRn:CRm:op2`.".into(),
            decode: "u64::from(self.0)".into(),
            legal_raw: None,
            parse: named::parse(self.names(), GENERIC_PARSE, "a system register"),
            display: named::display(
                self.names(),
                "write!(f, \"S{}_{}_C{}_C{}_{}\", 2 + ((r >> 14) & 1), (r >> 11) & 7, (r >> 7) & 15, (r >> 3) & 15, r & 7)",
            ),
            expr: Some("self.value() as i64".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The generic parser, as the generated code inlines it.
    fn parse_generic(w: &str) -> Option<u64> {
        (|| {
            let num = |t: &str, max: u64| -> Option<u64> {
                if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                t.parse::<u64>().ok().filter(|&n| n <= max)
            };
            let mut it = w.split('_');
            let op0 = num(it.next()?.strip_prefix('s')?, 3)?;
            let op1 = num(it.next()?, 7)?;
            let crn = num(it.next()?.strip_prefix('c')?, 15)?;
            let crm = num(it.next()?.strip_prefix('c')?, 15)?;
            let op2 = num(it.next()?, 7)?;
            (it.next().is_none() && op0 >= 2)
                .then(|| (op0 - 2) << 14 | op1 << 11 | crn << 7 | crm << 3 | op2)
        })()
    }

    #[test]
    fn the_inlined_generic_parser_is_the_tested_one() {
        let squash = |s: &str| s.split_whitespace().collect::<String>();
        let body = include_str!("sysreg.rs");
        let test_copy = body
            .split("fn parse_generic(w: &str) -> Option<u64> {")
            .nth(1)
            .and_then(|r| r.split("\n    }\n").next())
            .map(squash);
        assert_eq!(test_copy, Some(squash(GENERIC_PARSE)));
    }

    #[test]
    fn every_encoding_spells_generically_and_back() {
        for raw in 0..1u32 << 15 {
            let name = generic_name(raw).to_ascii_lowercase();
            assert_eq!(parse_generic(&name), Some(u64::from(raw)), "{name}");
        }
        assert_eq!(generic_name(0x5e82), "S3_3_C13_C0_2");
        for bad in [
            "s1_0_c0_c0_0",
            "s3_8_c0_c0_0",
            "s3_0_c16_c0_0",
            "s3_0_c0_c0",
            "s3_0_c0_c0_0_1",
            "s3_+1_c0_c0_0",
            "x3_0_c0_c0_0",
        ] {
            assert_eq!(parse_generic(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_name_tables_are_sorted_distinct_and_in_range() {
        for names in [READ, WRITE] {
            assert!(names.windows(2).all(|p| p[0].0 < p[1].0));
            assert!(
                names
                    .iter()
                    .all(|&(raw, name)| raw < 1 << 15 && !name.is_empty())
            );
        }
        let tpidr = READ
            .iter()
            .find(|(_, n)| *n == "TPIDR_EL0")
            .map(|(r, _)| *r);
        assert_eq!(tpidr, Some(0x5e82));
        assert!(
            !WRITE.iter().any(|(_, n)| *n == "MIDR_EL1"),
            "MIDR_EL1 is read-only"
        );
    }
}
