//! The move-wide immediate of MOVZ and MOVN as their MOV aliases write it: `hw:imm16` (18 bits),
//! the value `imm16 << 16*hw`, complemented for MOVN.

use ir_spec::isa::OperandCodec;
use ir_spec::isa::codec::{CodecDoc, CodecRust, CodecValue, ParamError, Params, RustType};
use opforge_arm64_imm::{decode_wide, encode_wide, wide_legal};

use crate::{raw_u32, register_width, width_of};

/// `kind: wide`, with `width` (32 or 64) and `inverted` (MOVN: the value is the complement).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wide;

fn inverted(params: &Params) -> bool {
    params.flag("inverted").unwrap_or(false)
}

impl OperandCodec for Wide {
    fn kind(&self) -> &str {
        "wide"
    }

    fn params(&self) -> &[&str] {
        &["width", "inverted"]
    }

    fn check(&self, params: &Params) -> Result<(), ParamError> {
        register_width(self.kind(), params).map(|_| ())
    }

    fn bits(&self, _: &Params) -> u32 {
        18
    }

    fn legal(&self, params: &Params, raw: u64) -> bool {
        u32::try_from(raw).is_ok_and(|raw| raw < 1 << 18 && wide_legal(raw, width_of(params)))
    }

    fn is_total(&self, params: &Params) -> bool {
        width_of(params) == 64
    }

    fn is_integer(&self, _: &Params) -> bool {
        true
    }

    fn encode(&self, params: &Params, value: CodecValue) -> Option<u64> {
        match value {
            CodecValue::Int(v) => encode_wide(v, width_of(params), inverted(params)).map(u64::from),
            CodecValue::Float(_) => None,
        }
    }

    fn decode(&self, params: &Params, raw: u64) -> CodecValue {
        CodecValue::Int(decode_wide(raw as u32, width_of(params), inverted(params)))
    }

    fn describe(&self, params: &Params) -> CodecDoc {
        let kind = if inverted(params) {
            "move-wide immediate (complemented)"
        } else {
            "move-wide immediate"
        };
        CodecDoc {
            kind: kind.into(),
            legal: format!(
                "a 16-bit value shifted left by a multiple of 16, within {} bits",
                width_of(params)
            ),
        }
    }

    fn rust(&self, params: &Params, ty: RustType<'_>) -> CodecRust {
        let (width, inverted) = (width_of(params), inverted(params));
        let what = if inverted { "the NOT of " } else { "" };
        let raw = raw_u32(ty);
        CodecRust {
            value_type: "i64".into(),
            legal: format!(
                "{what}a 16-bit value shifted left by a multiple of 16, within {width} bits"
            ),
            new_doc: "The move-wide immediate `v`, or an error if no shift of 16 bits produces it."
                .into(),
            encode: format!("::opforge_arm64_imm::encode_wide(v, {width}, {inverted})"),
            value_doc: format!("Its value (sign-extended from {width} bits)."),
            decode: format!("::opforge_arm64_imm::decode_wide({raw}, {width}, {inverted})"),
            legal_raw: (width == 32).then(|| "::opforge_arm64_imm::wide_legal(raw, 32)".to_owned()),
            parse: "let v = c.number()?;".into(),
            display: "write!(f, \"{}\", self.value())".into(),
            expr: Some("self.value()".into()),
        }
    }
}
