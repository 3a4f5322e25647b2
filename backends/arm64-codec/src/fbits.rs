//! The number of fraction bits of a fixed-point conversion (SCVTF, UCVTF, FCVTZS and FCVTZU
//! with `#fbits`): the 6-bit `scale` field holds `64 - fbits`, so a 32-bit general register takes
//! 1 to 32 fraction bits (`scale` 32 to 63) and a 64-bit one 1 to 64 (`scale` 0 to 63).

use ir_spec::isa::OperandCodec;
use ir_spec::isa::codec::{CodecDoc, CodecRust, CodecValue, Params, RustType};

use crate::{raw_u32, width_of};

/// `kind: fbits`, with `width` (32 or 64), the width of the general register converted.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fbits;

/// The fraction bits `fbits` as the `scale` field holds them, if a register of `width` bits
/// can have that many.
pub fn encode_fbits(fbits: i64, width: u32) -> Option<u32> {
    (1..=i64::from(width))
        .contains(&fbits)
        .then(|| (64 - fbits) as u32)
}

/// The fraction bits the `scale` field `raw` holds.
pub fn decode_fbits(raw: u32) -> i64 {
    64 - i64::from(raw & 63)
}

/// Whether the `scale` field `raw` is legal for a register of `width` bits.
pub fn fbits_legal(raw: u32, width: u32) -> bool {
    raw < 64 && (width == 64 || raw >= 32)
}

impl OperandCodec for Fbits {
    fn kind(&self) -> &str {
        "fbits"
    }

    width_params!();

    fn bits(&self, _: &Params) -> u32 {
        6
    }

    fn legal(&self, params: &Params, raw: u64) -> bool {
        u32::try_from(raw).is_ok_and(|raw| fbits_legal(raw, width_of(params)))
    }

    fn is_integer(&self, _: &Params) -> bool {
        true
    }

    fn encode(&self, params: &Params, value: CodecValue) -> Option<u64> {
        match value {
            CodecValue::Int(v) => encode_fbits(v, width_of(params)).map(u64::from),
            CodecValue::Float(_) => None,
        }
    }

    fn decode(&self, _: &Params, raw: u64) -> CodecValue {
        CodecValue::Int(decode_fbits((raw & 63) as u32))
    }

    fn describe(&self, params: &Params) -> CodecDoc {
        CodecDoc {
            kind: "fixed-point fraction bits".into(),
            legal: format!("1 to {}, held as 64 minus the value", width_of(params)),
        }
    }

    fn rust(&self, params: &Params, ty: RustType<'_>) -> CodecRust {
        let width = width_of(params);
        let raw = raw_u32(ty);
        // The generated code runs without this crate: the three functions above, inlined.
        CodecRust {
            value_type: "i64".into(),
            legal: format!("1 to {width} fraction bits"),
            new_doc: format!("`v` fraction bits, or an error unless 1 <= v <= {width}."),
            encode: format!("(1..={width}i64).contains(&v).then(|| (64 - v) as u32)"),
            value_doc: "The number of fraction bits.".into(),
            decode: format!("64 - i64::from({raw} & 63)"),
            legal_raw: (width == 32).then(|| "(32..64).contains(&raw)".to_owned()),
            parse: "let v = c.number()?;".into(),
            display: "write!(f, \"{}\", self.value())".into(),
            expr: Some("self.value()".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fraction_bits_round_trip_through_the_scale_field() {
        for width in [32, 64] {
            for fbits in 1..=i64::from(width) {
                let raw = encode_fbits(fbits, width).expect("in range");
                assert!(fbits_legal(raw, width), "{fbits} of {width}");
                assert_eq!(decode_fbits(raw), fbits);
            }
            assert_eq!(encode_fbits(0, width), None);
            assert_eq!(encode_fbits(i64::from(width) + 1, width), None);
        }
        assert!(!fbits_legal(31, 32), "scale 31 would be 33 fraction bits");
        assert!(fbits_legal(0, 64), "scale 0 is 64 fraction bits");
    }

    #[test]
    fn the_codec_agrees_with_the_functions() {
        let w32 = Params(vec![("width".into(), 32)]);
        let c = Fbits;
        assert_eq!(c.encode(&w32, CodecValue::Int(32)), Some(32));
        assert_eq!(c.encode(&w32, CodecValue::Int(33)), None);
        assert_eq!(c.encode(&w32, CodecValue::Float(1.0)), None);
        assert_eq!(c.decode(&w32, 63), CodecValue::Int(1));
        assert!(!c.is_total(&w32));
        assert!(c.is_total(&Params(vec![("width".into(), 64)])));
        assert_eq!(
            c.check(&Params(vec![("width".into(), 16)]))
                .map_err(|e| e.to_string()),
            Err("`width` is 16; it must be 32 or 64".to_owned())
        );
    }
}
