//! FMOV's 8-bit floating-point immediate: ±n/16 × 2^e with n in 16..=31 and e in -3..=4
//! (`VFPExpandImm`).

use ir_spec::isa::OperandCodec;
use ir_spec::isa::codec::{CodecDoc, CodecRust, CodecValue, Params, RustType};
use opforge_arm64_imm::{decode_fp8, encode_fp8};

use crate::raw_u32;

/// `kind: fpimm8`, without parameters. Every one of the 256 encodings is a value.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fpimm8;

impl OperandCodec for Fpimm8 {
    fn kind(&self) -> &str {
        "fpimm8"
    }

    without_params!();

    fn bits(&self, _: &Params) -> u32 {
        8
    }

    fn legal(&self, _: &Params, raw: u64) -> bool {
        raw < 256
    }

    fn is_total(&self, _: &Params) -> bool {
        true
    }

    fn is_integer(&self, _: &Params) -> bool {
        false
    }

    fn encode(&self, _: &Params, value: CodecValue) -> Option<u64> {
        match value {
            CodecValue::Float(v) => encode_fp8(v).map(u64::from),
            CodecValue::Int(v) => encode_fp8(v as f64).map(u64::from),
        }
    }

    fn decode(&self, _: &Params, raw: u64) -> CodecValue {
        CodecValue::Float(decode_fp8(raw as u32))
    }

    fn describe(&self, _: &Params) -> CodecDoc {
        CodecDoc {
            kind: "8-bit floating-point immediate".into(),
            legal: "±n/16 × 2^e, n in 16..=31, e in -3..=4".into(),
        }
    }

    fn rust(&self, _: &Params, ty: RustType<'_>) -> CodecRust {
        let raw = raw_u32(ty);
        CodecRust {
            value_type: "f64".into(),
            legal: "±n/16 × 2^e with n in 16..=31 and e in -3..=4".into(),
            new_doc: "The float immediate `v`, or an error if 8 bits cannot hold it.".into(),
            encode: "::opforge_arm64_imm::encode_fp8(v)".into(),
            value_doc: "Its value.".into(),
            decode: format!("::opforge_arm64_imm::decode_fp8({raw})"),
            legal_raw: None,
            parse: "let v = ::opforge_arm64_imm::parse_fp8(c)?;".into(),
            display: "write!(f, \"{:.8}\", self.value())".into(),
            expr: None,
        }
    }
}
