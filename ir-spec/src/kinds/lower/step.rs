//! The step language of lowering rules: owns parsing one step, `[name[:type] =] instruction
//! operand, operand, ...`, into its parts, each with its character offset in the step so a
//! finding points at the operand.
//!
//! Operands: `inN` (the value of data input N), `inN.inM` (input M of an absorbed input N), a
//! temporary named by an earlier step, `inN..` (inputs N to the last, for a variadic operand),
//! `then` and `else` (the targets of a branch), and immediates after `#`: an integer, `#inN`
//! (the value of constant input N), `#cond` (the gate's bitfield mapped through `conditions`),
//! `#inN.cond` (the same of an absorbed input), `#bitfield` (the gate's bitfield), `#name` (a case of the operand's enum kind).

use std::fmt;

/// One parsed step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedStep {
    /// The value it defines: a name, its optional type and the name's offset.
    pub def: Option<(String, Option<String>, usize)>,
    /// The target instruction and its offset.
    pub inst: (String, usize),
    /// The operands with their offsets.
    pub operands: Vec<(Operand, usize)>,
}

/// An operand as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// `inN`.
    Input(usize),
    /// `inN.inM`.
    InputOf(usize, usize),
    /// `inN..`.
    Rest(usize),
    /// A temporary (or `out`).
    Name(String),
    /// `then` or `else`: 0 or 1.
    Target(usize),
    /// `#123`, `#-1`, `#0x10`.
    Int(i64),
    /// `#inN`.
    ConstOf(usize),
    /// `#cond`.
    Cond,
    /// `#inN.cond`.
    CondOf(usize),
    /// `#bitfield`: the gate's bitfield, such as a constant's value.
    Bitfield,
    /// `#name`: a case of the operand's enum immediate kind, such as `#ne`.
    Case(String),
}

/// Why a step does not parse, with the offset of the trouble.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepError {
    /// Character offset in the step.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

fn error(offset: usize, message: impl Into<String>) -> StepError {
    StepError {
        offset,
        message: message.into(),
    }
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `inN` as N.
fn input_number(s: &str) -> Option<usize> {
    let digits = s.strip_prefix("in")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
        return None;
    }
    digits.parse().ok()
}

/// The trimmed text of `s[start..end]` and the offset of its first character.
fn trimmed(s: &str, start: usize, end: usize) -> (&str, usize) {
    let part = &s[start..end];
    let lead = part.len() - part.trim_start().len();
    (part.trim(), start + lead)
}

/// Parses one step.
pub fn parse(text: &str) -> Result<ParsedStep, StepError> {
    let (def, body_start) = match text.find('=') {
        Some(eq) => {
            let (lhs, at) = trimmed(text, 0, eq);
            let (name, ty) = match lhs.split_once(':') {
                Some((n, t)) => (n.trim(), Some(t.trim().to_owned())),
                None => (lhs, None),
            };
            if !is_ident(name) || input_number(name).is_some() {
                return Err(error(
                    at,
                    format!(
                        "`{lhs}` cannot be defined: write a name such as `out` or `t1`, optionally `name:type`"
                    ),
                ));
            }
            if let Some(t) = &ty
                && !is_ident(t)
            {
                return Err(error(at, format!("`{t}` is not a type name")));
            }
            (Some((name.to_owned(), ty, at)), eq + 1)
        }
        None => (None, 0),
    };
    let (body, at) = trimmed(text, body_start, text.len());
    if body.is_empty() {
        return Err(error(at, "the step names no instruction"));
    }
    let inst_end = body.find(char::is_whitespace).unwrap_or(body.len());
    let inst = &body[..inst_end];
    if !is_ident(inst) {
        return Err(error(at, format!("`{inst}` is not an instruction name")));
    }
    let mut operands = Vec::new();
    let rest_start = at + inst_end;
    if rest_start < text.len() && !text[rest_start..].trim().is_empty() {
        let mut start = rest_start;
        for piece in text[rest_start..].split(',') {
            let end = start + piece.len();
            let (word, offset) = trimmed(text, start, end);
            operands.push((operand(word, offset)?, offset));
            start = end + 1;
        }
    }
    Ok(ParsedStep {
        def,
        inst: (inst.to_owned(), at),
        operands,
    })
}

/// Parses one operand.
fn operand(word: &str, offset: usize) -> Result<Operand, StepError> {
    if word.is_empty() {
        return Err(error(offset, "an operand is missing between commas"));
    }
    if let Some(imm) = word.strip_prefix('#') {
        return immediate(imm, offset);
    }
    if let Some(n) = input_number(word) {
        return Ok(Operand::Input(n));
    }
    if let Some(from) = word.strip_suffix("..")
        && let Some(n) = input_number(from)
    {
        return Ok(Operand::Rest(n));
    }
    if let Some((a, b)) = word.split_once('.')
        && let (Some(n), Some(m)) = (input_number(a), input_number(b))
    {
        return Ok(Operand::InputOf(n, m));
    }
    match word {
        "then" => Ok(Operand::Target(0)),
        "else" => Ok(Operand::Target(1)),
        w if is_ident(w) => Ok(Operand::Name(w.to_owned())),
        w => Err(error(
            offset,
            format!(
                "`{w}` is not an operand: write `inN`, `inN.inM`, `inN..`, a name, `then`, `else` or `#immediate`"
            ),
        )),
    }
}

/// Parses the immediate after `#`.
fn immediate(imm: &str, offset: usize) -> Result<Operand, StepError> {
    if imm == "cond" {
        return Ok(Operand::Cond);
    }
    if imm == "bitfield" {
        return Ok(Operand::Bitfield);
    }
    if let Some(n) = input_number(imm) {
        return Ok(Operand::ConstOf(n));
    }
    if let Some(n) = imm.strip_suffix(".cond").and_then(input_number) {
        return Ok(Operand::CondOf(n));
    }
    if is_ident(imm) {
        return Ok(Operand::Case(imm.to_owned()));
    }
    let (negative, digits) = match imm.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, imm),
    };
    let parsed = match digits.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => digits.parse::<u64>(),
    };
    let value = parsed.ok().and_then(|v| {
        if negative {
            0i64.checked_sub_unsigned(v)
        } else {
            i64::try_from(v).ok()
        }
    });
    value.map(Operand::Int).ok_or_else(|| {
        error(
            offset,
            format!("`#{imm}` is not an immediate: write `#123`, `#-1`, `#0x10`, `#inN`, `#cond`, `#inN.cond` or `#case`"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_definition_with_operands() {
        let s = parse("out = iadd_imm in0, #in1").unwrap();
        assert_eq!(s.def, Some(("out".into(), None, 0)));
        assert_eq!(s.inst, ("iadd_imm".into(), 6));
        assert_eq!(
            s.operands,
            vec![(Operand::Input(0), 15), (Operand::ConstOf(1), 20)]
        );
    }

    #[test]
    fn parses_every_operand_form() {
        let s = parse("t:i64 = x in0.in1, in1.., then, else, #-5, #0x10, #cond, #in0.cond, tmp")
            .unwrap();
        assert_eq!(s.def, Some(("t".into(), Some("i64".into()), 0)));
        let ops: Vec<Operand> = s.operands.into_iter().map(|o| o.0).collect();
        assert_eq!(
            ops,
            vec![
                Operand::InputOf(0, 1),
                Operand::Rest(1),
                Operand::Target(0),
                Operand::Target(1),
                Operand::Int(-5),
                Operand::Int(16),
                Operand::Cond,
                Operand::CondOf(0),
                Operand::Name("tmp".into()),
            ]
        );
    }

    #[test]
    fn a_step_without_operands_or_definition_parses() {
        let s = parse("ret_void").unwrap();
        assert_eq!(s.def, None);
        assert!(s.operands.is_empty());
    }

    #[test]
    fn errors_point_at_the_operand() {
        let e = parse("out = iadd in0, , in1").unwrap_err();
        assert_eq!(e.offset, 16);
        assert!(e.message.contains("missing"), "{e}");
        let e = parse("out = iadd in0, #1z").unwrap_err();
        assert_eq!(e.offset, 16);
        assert!(e.message.contains("`#1z` is not an immediate"), "{e}");
        let e = parse("in0 = iadd in0, in1").unwrap_err();
        assert_eq!(e.offset, 0);
        let e = parse("out = ").unwrap_err();
        assert!(e.message.contains("no instruction"), "{e}");
    }
}
