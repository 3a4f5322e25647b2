//! The PSTATE field of MSR (immediate), `op1:op2`, as LLVM names it (`DAIFSet`). Only the fields
//! ARMv8.0-A defines are values; the other encodings are not this instruction's.

use ir_spec::isa::OperandCodec;
use ir_spec::isa::codec::{CodecDoc, CodecRust, CodecValue, Params, RustType};

use crate::named;

/// The fields by `op1:op2`, as LLVM 14 prints them.
pub const FIELDS: &[(u16, &str)] = &[(0o05, "SPSel"), (0o36, "DAIFSet"), (0o37, "DAIFClr")];

/// `kind: pstate`, without parameters.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pstate;

fn is_field(raw: u64) -> bool {
    FIELDS.iter().any(|&(r, _)| u64::from(r) == raw)
}

impl OperandCodec for Pstate {
    fn kind(&self) -> &str {
        "pstate"
    }

    without_params!();

    fn bits(&self, _: &Params) -> u32 {
        6
    }

    fn legal(&self, _: &Params, raw: u64) -> bool {
        is_field(raw)
    }

    fn is_integer(&self, _: &Params) -> bool {
        true
    }

    fn encode(&self, _: &Params, value: CodecValue) -> Option<u64> {
        match value {
            CodecValue::Int(v) => u64::try_from(v).ok().filter(|&v| is_field(v)),
            CodecValue::Float(_) => None,
        }
    }

    fn decode(&self, _: &Params, raw: u64) -> CodecValue {
        CodecValue::Int(raw as i64)
    }

    fn describe(&self, _: &Params) -> CodecDoc {
        let names: Vec<String> = FIELDS
            .iter()
            .map(|(r, n)| format!("`{n}` ({r:#o})"))
            .collect();
        CodecDoc {
            kind: "PSTATE field".into(),
            legal: names.join(", "),
        }
    }

    fn rust(&self, _: &Params, _: RustType<'_>) -> CodecRust {
        let raws: Vec<String> = FIELDS.iter().map(|(r, _)| r.to_string()).collect();
        let any = raws.join(" | ");
        let names: Vec<&str> = FIELDS.iter().map(|(_, n)| *n).collect();
        CodecRust {
            value_type: "u64".into(),
            legal: format!("a PSTATE field: {}", names.join(", ")),
            new_doc: "The PSTATE field encoded `v` (`op1:op2`), or an error if it is none.".into(),
            encode: format!("matches!(v, {any}).then_some(v as u32)"),
            value_doc: "Its encoding, `op1:op2`.".into(),
            decode: "u64::from(self.0)".into(),
            legal_raw: Some(format!("matches!(raw, {any})")),
            parse: named::parse(FIELDS, "None::<u64>", "a PSTATE field"),
            display: named::display(FIELDS, "write!(f, \"#{r}\")"),
            expr: Some("self.value() as i64".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_named_fields_are_values() {
        let p = Params::default();
        assert_eq!(Pstate.encode(&p, CodecValue::Int(0o36)), Some(0o36));
        assert_eq!(Pstate.encode(&p, CodecValue::Int(0o04)), None);
        assert!(
            (0..64)
                .filter(|&r| Pstate.legal(&p, r))
                .eq([0o05, 0o36, 0o37])
        );
        assert!(!Pstate.is_total(&p));
    }
}
