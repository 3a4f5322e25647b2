//! The `#0` index LLVM lets a base-register address carry on the exclusive, acquire and release
//! loads and stores (`ldxr x0, [x1, #0]`, `stlxp w0, x1, x2, [x3, 0]`): the table writes their
//! address as `[Xn|SP]` alone, so the index is checked here and dropped before parsing.
//!
//! LLVM's rule (its `GPR64sp0` operand): after the comma, an optional `#`, then an expression
//! whose first token is an integer literal (in any base) and whose value is 0. `#0x0` and `#1-1`
//! pass; `#(0)`, `#-0` and `#1` are refused with LLVM's words, "index must be absent or #0".

use super::expr::{Resolve, Value, evaluate};
use super::{AsmErrorKind, Failure};

/// The mnemonics whose address LLVM reads as `GPR64sp0`.
const BASE_ONLY: &[&str] = &[
    "ldxr", "ldxrb", "ldxrh", "ldaxr", "ldaxrb", "ldaxrh", "stxr", "stxrb", "stxrh", "stlxr",
    "stlxrb", "stlxrh", "ldxp", "ldaxp", "stxp", "stlxp", "ldar", "ldarb", "ldarh", "stlr",
    "stlrb", "stlrh",
];

/// `body` with a zero index of a base-only address blanked out (columns kept), `None` when it
/// has none, or the index's column and LLVM's reason when it is not a literal zero.
pub(super) fn strip(body: &str, resolve: &Resolve<'_>) -> Option<Result<String, Failure>> {
    let mnemonic = body.split([' ', '\t']).next()?;
    if !BASE_ONLY.iter().any(|m| m.eq_ignore_ascii_case(mnemonic)) {
        return None;
    }
    let close = body.trim_end().strip_suffix(']')?.len();
    let open = body[..close].rfind('[')?;
    let comma = open + body[open..close].find(',')?;
    let index = &body[comma + 1..close];
    let lead = index.len() - index.trim_start().len();
    let mut at = comma + 1 + lead;
    let mut expr = index.trim();
    if let Some(rest) = expr.strip_prefix('#') {
        at += 1 + (rest.len() - rest.trim_start().len());
        expr = rest.trim_start();
    }
    let refuse = Err((
        at,
        AsmErrorKind::Syntax {
            message: "index must be absent or #0".to_owned(),
            undefined: None,
        },
    ));
    if !expr.starts_with(|c: char| c.is_ascii_digit()) {
        return Some(refuse);
    }
    Some(match evaluate(expr, resolve) {
        Ok(Value::Int(0)) => {
            let mut out = body.to_owned();
            out.replace_range(comma..close, &" ".repeat(close - comma));
            Ok(out)
        }
        _ => refuse,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(body: &str) -> Option<Result<String, Failure>> {
        strip(body, &|_| Err("no symbols".to_owned()))
    }

    #[test]
    fn a_literal_zero_index_is_blanked_out() {
        for body in [
            "ldxr x0, [x1, #0]",
            "STLXRB w0, w1, [x2, #0x0]",
            "ldaxp x0, x1, [x2, 0]",
            "ldar x0, [x1, # 00]",
            "stlr x0, [sp, #1-1]",
        ] {
            let out = run(body).expect("an index").expect("zero");
            assert_eq!(out.len(), body.len(), "{body}");
            assert!(out.trim_end().ends_with(']') && !out.contains('#'), "{out}");
        }
    }

    #[test]
    fn other_indexes_are_refused_in_llvm_s_words_at_the_index() {
        for (body, at) in [
            ("ldxr x0, [x1, #1]", 15),
            ("ldxr x0, [x1, #(0)]", 15),
            ("ldxr x0, [x1, #-0]", 15),
            ("ldxr x0, [x1, x2]", 14),
        ] {
            let Some(Err((col, AsmErrorKind::Syntax { message, .. }))) = run(body) else {
                panic!("{body}: not refused");
            };
            assert_eq!(
                (col, message.as_str()),
                (at, "index must be absent or #0"),
                "{body}"
            );
        }
    }

    #[test]
    fn other_instructions_and_bare_bases_are_left_alone() {
        assert!(run("ldr x0, [x1, #0]").is_none());
        assert!(run("cas x0, x1, [x2, #0]").is_none());
        assert!(run("ldxr x0, [x1]").is_none());
    }
}
