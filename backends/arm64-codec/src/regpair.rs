//! A pair of consecutive general registers named by its first, even, register (CASP's `Rs` and
//! `Rt`): written as both registers, `x2, x3`, the odd one `xzr` after `x30`.

use ir_spec::isa::OperandCodec;
use ir_spec::isa::codec::{CodecDoc, CodecRust, CodecValue, Params, RustType};

use crate::width_of;

/// `kind: regpair`, with `width` (32 or 64), the width of the registers.
#[derive(Clone, Copy, Debug, Default)]
pub struct RegPair;

/// The register prefix of a pair of `width`-bit registers.
fn prefix(width: u32) -> char {
    if width == 32 { 'w' } else { 'x' }
}

/// The text of the pair whose first register is `first`, as LLVM prints it.
pub fn pair_text(first: u32, width: u32) -> String {
    let p = prefix(width);
    if first == 30 {
        format!("{p}30, {p}zr")
    } else {
        format!("{p}{first}, {p}{}", first + 1)
    }
}

impl OperandCodec for RegPair {
    fn kind(&self) -> &str {
        "regpair"
    }

    width_params!();

    fn bits(&self, _: &Params) -> u32 {
        5
    }

    fn legal(&self, _: &Params, raw: u64) -> bool {
        raw < 32 && raw.is_multiple_of(2)
    }

    fn is_integer(&self, _: &Params) -> bool {
        true
    }

    fn encode(&self, _: &Params, value: CodecValue) -> Option<u64> {
        match value {
            CodecValue::Int(v) => u64::try_from(v)
                .ok()
                .filter(|&v| v < 32 && v.is_multiple_of(2)),
            CodecValue::Float(_) => None,
        }
    }

    fn decode(&self, _: &Params, raw: u64) -> CodecValue {
        CodecValue::Int(raw as i64)
    }

    fn describe(&self, params: &Params) -> CodecDoc {
        let p = prefix(width_of(params));
        CodecDoc {
            kind: "register pair".into(),
            legal: format!("an even register and the next one: {p}0, {p}1 to {p}30, {p}zr"),
        }
    }

    fn rust(&self, params: &Params, _: RustType<'_>) -> CodecRust {
        let width = width_of(params);
        let p = prefix(width);
        // The names of a register: `x<n>`, `xzr` (31), and for X registers `fp` (29), `lr` (30).
        let aliases = if width == 64 {
            "\"fp\" => Some(29), \"lr\" => Some(30),"
        } else {
            ""
        };
        CodecRust {
            value_type: "u64".into(),
            legal: format!("an even register {p}0 to {p}30 followed by the next one"),
            new_doc: "The pair whose first register is `v`, or an error unless `v` is even and below 32.".into(),
            encode: "(v < 32 && v.is_multiple_of(2)).then_some(v as u32)".into(),
            value_doc: "The number of its first register.".into(),
            decode: "u64::from(self.0)".into(),
            legal_raw: Some("raw.is_multiple_of(2)".into()),
            parse: format!(
                "let reg = |w: &str| -> Option<u64> {{ match w {{ \"{p}zr\" => Some(31), {aliases} _ => {{ \
                    let n = w.strip_prefix('{p}')?; \
                    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {{ return None; }} \
                    n.parse::<u64>().ok().filter(|&n| n < 31) }} }} }};
                let first = reg(c.word()).ok_or_else(|| String::from(\"expected a {width}-bit register\"))?;
                c.skip_ws();
                if !c.eat(b',') {{ return Err(String::from(\"expected `,` between the registers of a pair\")); }}
                c.skip_ws();
                let second = reg(c.word()).ok_or_else(|| String::from(\"expected a {width}-bit register\"))?;
                if !first.is_multiple_of(2) || second != first + 1 {{ return Err(String::from(\"expected an even register and the next one\")); }}
                let v = first;"
            ),
            display: format!(
                "let r = self.0 as u32; if r == 30 {{ f.write_str(\"{p}30, {p}zr\") }} else {{ write!(f, \"{p}{{}}, {p}{{}}\", r, r + 1) }}"
            ),
            expr: Some("self.value() as i64".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_start_at_even_registers() {
        let p = Params(vec![("width".into(), 64)]);
        assert!(
            (0..32)
                .filter(|&r| RegPair.legal(&p, r))
                .eq((0..32).step_by(2))
        );
        assert_eq!(RegPair.encode(&p, CodecValue::Int(3)), None);
        assert_eq!(pair_text(2, 64), "x2, x3");
        assert_eq!(pair_text(30, 32), "w30, wzr");
    }
}
