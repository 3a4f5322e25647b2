//! The logical (bitmask) immediate of AND, ORR, EOR, ANDS and their aliases: `N:immr:imms`
//! (13 bits) for a 64-bit register, `immr:imms` (12 bits) for a 32-bit one.

use ir_spec::isa::OperandCodec;
use ir_spec::isa::codec::{CodecDoc, CodecRust, CodecValue, ParamError, Params, RustType};
use opforge_arm64_imm::{bitmask_legal, decode_bitmask, encode_bitmask};

use crate::{register_width, width_of};

/// `kind: bitmask`, with `width` (32 or 64) and `hex` (printed in hexadecimal, the default;
/// otherwise as a signed decimal of the register width, as MOV prints it).
#[derive(Clone, Copy, Debug, Default)]
pub struct Bitmask;

impl OperandCodec for Bitmask {
    fn kind(&self) -> &str {
        "bitmask"
    }

    fn params(&self) -> &[&str] {
        &["width", "hex"]
    }

    fn check(&self, params: &Params) -> Result<(), ParamError> {
        register_width(self.kind(), params).map(|_| ())
    }

    fn bits(&self, params: &Params) -> u32 {
        if width_of(params) == 64 { 13 } else { 12 }
    }

    fn legal(&self, params: &Params, raw: u64) -> bool {
        u32::try_from(raw).is_ok_and(|raw| bitmask_legal(raw, width_of(params)))
    }

    fn is_integer(&self, _: &Params) -> bool {
        false
    }

    fn encode(&self, params: &Params, value: CodecValue) -> Option<u64> {
        match value {
            CodecValue::Int(v) => encode_bitmask(v as u64, width_of(params)).map(u64::from),
            CodecValue::Float(_) => None,
        }
    }

    fn decode(&self, params: &Params, raw: u64) -> CodecValue {
        let width = width_of(params);
        let n = if width == 64 {
            (raw >> 12) as i64 & 1
        } else {
            0
        };
        CodecValue::Int(decode_bitmask(
            n,
            (raw >> 6) as i64 & 63,
            raw as i64 & 63,
            i64::from(width),
        ))
    }

    fn describe(&self, params: &Params) -> CodecDoc {
        CodecDoc {
            kind: format!("logical immediate of a {}-bit register", width_of(params)),
            legal: "a replicated, rotated run of ones (not 0, not all ones)".into(),
        }
    }

    fn rust(&self, params: &Params, _: RustType<'_>) -> CodecRust {
        let width = width_of(params);
        let n = if width == 64 {
            "(self.0 >> 12) as i64 & 1"
        } else {
            "0"
        };
        let hex = params.flag("hex").unwrap_or(true);
        CodecRust {
            value_type: "u64".into(),
            legal: format!("a {width}-bit replicated, rotated run of ones (not 0, not all ones)"),
            new_doc: "The logical immediate `v`, or an error if no encoding produces it.".into(),
            encode: format!("::opforge_arm64_imm::encode_bitmask(v, {width})"),
            value_doc: "Its value.".into(),
            decode: format!(
                "::opforge_arm64_imm::decode_bitmask({n}, (self.0 >> 6) as i64 & 63, self.0 as i64 & 63, {width}) as u64"
            ),
            legal_raw: Some(format!("::opforge_arm64_imm::bitmask_legal(raw, {width})")),
            // A 32-bit mask may be written as a negative 32-bit number.
            parse: if width == 32 {
                "let v = c.number()?; let v = if (-(1i64 << 31)..0).contains(&v) { v as u32 as u64 } else { v as u64 };".into()
            } else {
                "let v = c.number()?; let v = v as u64;".into()
            },
            display: match (hex, width) {
                (true, _) => "write!(f, \"{:#x}\", self.value())",
                (false, 32) => "write!(f, \"{}\", self.value() as u32 as i32)",
                (false, _) => "write!(f, \"{}\", self.value() as i64)",
            }
            .into(),
            expr: None,
        }
    }
}
