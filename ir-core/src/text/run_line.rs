//! `; run:` lines of filetests: a call of a function of the file and the outcome it must have.
//!
//! ```text
//! ; run: sum(10) == 45
//! ; run: div(7, 0) == trap division_by_zero
//! ; run: f(-1.5, 0x10) == throw 3
//! ; run: g() == nan
//! ```
//!
//! Literals carry no type: they take the type of the parameter they are passed to, and an expected
//! value takes the type of the value returned ([`Literal::to_value`]). An integer is decimal with an
//! optional `-`, or `0x` and hex digits; a float has a `.` or an exponent, or is `inf`, `-inf` or
//! `nan`; `true` and `false` are the booleans 1 and 0. Other comments (`;` not followed by `run:`)
//! are left alone. Every error names its line and column.

use std::fmt;

use super::ParseError;
use crate::interp::value::{Value, is_int, mask, width};
use crate::interp::{Outcome, TrapKind};
use crate::opcode::MachineType;

/// An untyped literal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Literal {
    /// An integer (booleans are 1 and 0).
    Int(i128),
    /// A float.
    Float(f64),
    /// `-0`: the integer 0, or the float -0.0 (whose sign an integer zero would lose).
    NegativeZero,
}

impl fmt::Display for Literal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Literal::Int(n) => write!(f, "{n}"),
            Literal::Float(x) => write!(f, "{x:?}"),
            Literal::NegativeZero => f.write_str("-0"),
        }
    }
}

impl Literal {
    /// The literal spelled `s` (as in a run line: `-3`, `0x1f`, `1.5`, `nan`, `true`).
    pub fn parse(s: &str) -> Option<Literal> {
        literal(s).ok()
    }

    /// The literal spelled `s`, or why it is none (a float beyond the range of f64 is refused,
    /// not taken as infinity).
    pub fn read(s: &str) -> Result<Literal, String> {
        literal(s)
    }

    /// The literal as a value of type `ty`: an integer must fit the width read as signed or as
    /// unsigned; a float type takes a float or an integer (converted to the nearest float).
    pub fn to_value(self, ty: MachineType) -> Result<Value, String> {
        match (self, ty) {
            (Literal::Int(n), t) if is_int(t) => {
                let w = width(t);
                let lo = -(1i128 << (w - 1));
                let hi = i128::from(mask(w));
                if n < lo || n > hi {
                    return Err(format!("{n} does not fit {t}"));
                }
                Ok(Value::from_bits(t, n as u64))
            }
            (Literal::NegativeZero, t) if is_int(t) => Ok(Value::from_bits(t, 0)),
            (Literal::NegativeZero, MachineType::F32) => Ok(Value::f32(-0.0)),
            (Literal::NegativeZero, MachineType::F64) => Ok(Value::f64(-0.0)),
            (Literal::Int(n), MachineType::F32) => Ok(Value::f32(n as f32)),
            (Literal::Int(n), MachineType::F64) => Ok(Value::f64(n as f64)),
            (Literal::Float(x), MachineType::F32) if x.is_finite() && !(x as f32).is_finite() => {
                Err(format!("{x:e} is beyond the range of f32"))
            }
            (Literal::Float(x), MachineType::F32) => Ok(Value::f32(x as f32)),
            (Literal::Float(x), MachineType::F64) => Ok(Value::f64(x)),
            (lit, t) => Err(format!("{lit} cannot be a value of type {t}")),
        }
    }
}

/// What a run line expects.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Expect {
    /// A return of this value.
    Return(Literal),
    /// A trap.
    Trap(TrapKind),
    /// A throw of this value.
    Throw(Literal),
}

impl fmt::Display for Expect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expect::Return(l) => write!(f, "{l}"),
            Expect::Trap(t) => write!(f, "trap {t}"),
            Expect::Throw(l) => write!(f, "throw {l}"),
        }
    }
}

impl Expect {
    /// Whether `outcome` is the one expected (a NaN matches any NaN of the type).
    pub fn matches(&self, outcome: &Outcome) -> bool {
        match (self, outcome) {
            (Expect::Return(l), Outcome::Return(v)) | (Expect::Throw(l), Outcome::Throw(v)) => {
                l.to_value(v.ty()).is_ok_and(|want| want.same_as(*v))
            }
            (Expect::Trap(t), Outcome::Trap(u)) => t == u,
            _ => false,
        }
    }
}

/// One `; run:` line.
#[derive(Clone, Debug, PartialEq)]
pub struct RunLine {
    /// 1-based line.
    pub line: usize,
    /// 1-based column of the function's name.
    pub column: usize,
    /// The function called.
    pub function: String,
    /// The arguments, each with its column.
    pub args: Vec<(usize, Literal)>,
    /// The outcome expected.
    pub expect: Expect,
}

impl RunLine {
    /// The arguments as values of the given parameter types; an error names the argument's line
    /// and column.
    pub fn arg_values(&self, params: &[Option<MachineType>]) -> Result<Vec<Value>, ParseError> {
        if params.len() != self.args.len() {
            return Err(ParseError {
                line: self.line,
                column: self.column,
                message: format!(
                    "`{}` takes {} argument{}, given {}",
                    self.function,
                    params.len(),
                    if params.len() == 1 { "" } else { "s" },
                    self.args.len()
                ),
            });
        }
        self.args
            .iter()
            .zip(params)
            .map(|(&(column, lit), ty)| {
                let ty = ty.unwrap_or(MachineType::I64);
                lit.to_value(ty).map_err(|message| ParseError {
                    line: self.line,
                    column,
                    message,
                })
            })
            .collect()
    }
}

/// A cursor over the text of one run line.
struct Cursor<'a> {
    text: &'a str,
    at: usize,
    line: usize,
    /// The column of byte 0 of `text`.
    base: usize,
}

impl Cursor<'_> {
    fn column(&self) -> usize {
        self.base + self.text[..self.at].chars().count()
    }

    fn error(&self, message: String) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column(),
            message,
        }
    }

    fn skip_spaces(&mut self) {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
    }

    fn found(&self) -> String {
        match self.text[self.at..].split_whitespace().next() {
            Some(w) => format!("`{w}`"),
            None => "the end of line".into(),
        }
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip_spaces();
        let hit = self.text[self.at..].starts_with(s);
        if hit {
            self.at += s.len();
        }
        hit
    }

    fn expect(&mut self, s: &str) -> Result<(), ParseError> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(self.error(format!("expected `{s}`, found {}", self.found())))
        }
    }

    /// A word of letters, digits, `_`, `.`, `+` and `-` (a name or a literal).
    fn word(&mut self) -> (usize, &str) {
        self.skip_spaces();
        let column = self.column();
        let rest = &self.text[self.at..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_.+-".contains(c)))
            .unwrap_or(rest.len());
        let w = &self.text[self.at..self.at + len];
        self.at += len;
        (column, w)
    }

    fn name(&mut self) -> Result<(usize, String), ParseError> {
        self.skip_spaces();
        let before = self.at;
        let (column, w) = self.word();
        if w.is_empty() || !w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            self.at = before;
            return Err(self.error(format!("expected a function name, found {}", self.found())));
        }
        Ok((column, w.to_owned()))
    }

    fn literal(&mut self) -> Result<(usize, Literal), ParseError> {
        self.skip_spaces();
        let before = self.at;
        let (column, w) = self.word();
        match literal(w) {
            Ok(l) => Ok((column, l)),
            Err(why) if !w.is_empty() && why.contains("range") => {
                self.at = before;
                self.skip_spaces();
                Err(self.error(why))
            }
            Err(_) => {
                self.at = before;
                Err(self.error(format!(
                    "expected a literal (such as `-3`, `0x1f`, `1.5`, `nan`, `true`), found {}",
                    self.found()
                )))
            }
        }
    }
}

/// The literal spelled `w`, or why it is none.
fn literal(w: &str) -> Result<Literal, String> {
    match w {
        "true" => return Ok(Literal::Int(1)),
        "false" => return Ok(Literal::Int(0)),
        "nan" => return Ok(Literal::Float(f64::NAN)),
        "inf" => return Ok(Literal::Float(f64::INFINITY)),
        "-inf" => return Ok(Literal::Float(f64::NEG_INFINITY)),
        _ => {}
    }
    let (negative, digits) = match w.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, w),
    };
    let int = if let Some(hex) = digits.strip_prefix("0x") {
        (!hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| i128::from_str_radix(hex, 16).ok())
            .flatten()
    } else if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        digits.parse::<i128>().ok()
    } else {
        None
    };
    match int {
        Some(0) if negative => return Ok(Literal::NegativeZero),
        Some(n) => return Ok(Literal::Int(if negative { -n } else { n })),
        None => {}
    }
    let float_like = digits.starts_with(|c: char| c.is_ascii_digit())
        && digits
            .bytes()
            .all(|b| b.is_ascii_digit() || b"._eE+-".contains(&b));
    match float_like.then(|| w.parse::<f64>().ok()).flatten() {
        Some(x) if x.is_infinite() => Err(format!(
            "`{w}` is beyond the range of f64 (write `inf` or `-inf` for an infinity)"
        )),
        Some(x) => Ok(Literal::Float(x)),
        None => Err(format!(
            "`{w}` is no literal (such as `-3`, `0x1f`, `1.5`, `nan`, `true`)"
        )),
    }
}

/// Reads one run line: the text after `run:`, starting at `column` of line `line`.
fn run_line(text: &str, line: usize, base: usize) -> Result<RunLine, ParseError> {
    let mut c = Cursor {
        text,
        at: 0,
        line,
        base,
    };
    let (column, function) = c.name()?;
    c.expect("(")?;
    let mut args = Vec::new();
    if !c.eat(")") {
        loop {
            args.push(c.literal()?);
            if c.eat(")") {
                break;
            }
            if !c.eat(",") {
                return Err(c.error(format!("expected `,` or `)`, found {}", c.found())));
            }
        }
    }
    c.expect("==")?;
    c.skip_spaces();
    let expect = if c.eat("trap ") {
        let (col, w) = c.word();
        let kind = TrapKind::from_name(w).ok_or_else(|| {
            let names: Vec<&str> = TrapKind::ALL.iter().map(|t| t.name()).collect();
            ParseError {
                line,
                column: col,
                message: format!("expected a trap ({}), found `{w}`", names.join(", ")),
            }
        })?;
        Expect::Trap(kind)
    } else if c.eat("throw ") {
        Expect::Throw(c.literal()?.1)
    } else {
        Expect::Return(c.literal()?.1)
    };
    c.skip_spaces();
    if c.at < c.text.len() {
        return Err(c.error(format!("expected the end of line, found {}", c.found())));
    }
    Ok(RunLine {
        line,
        column,
        function,
        args,
        expect,
    })
}

/// Every `; run:` line of a text, in order.
pub fn parse_run_lines(text: &str) -> Result<Vec<RunLine>, ParseError> {
    let (lines, mut errors) = read_run_lines(text);
    if errors.is_empty() {
        Ok(lines)
    } else {
        Err(errors.swap_remove(0))
    }
}

/// Every run line of `text` that parses, and the error of each that does not, both in order (so
/// one malformed line does not hide the others).
pub fn read_run_lines(text: &str) -> (Vec<RunLine>, Vec<ParseError>) {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim_start();
        let Some(rest) = trimmed.strip_prefix(';') else {
            continue;
        };
        let body = rest.trim_start();
        let Some(call) = body.strip_prefix("run:") else {
            continue;
        };
        let offset = raw.len() - call.len();
        let base = raw[..offset].chars().count() + 1;
        match run_line(call, i + 1, base) {
            Ok(line) => out.push(line),
            Err(e) => errors.push(e),
        }
    }
    (out, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> RunLine {
        let mut lines = parse_run_lines(text).expect("parses");
        assert_eq!(lines.len(), 1);
        lines.remove(0)
    }

    fn error(text: &str) -> String {
        parse_run_lines(text)
            .map(|_| ())
            .map_err(|e| e.to_string())
            .unwrap_err()
    }

    #[test]
    fn a_run_line_names_a_call_and_its_outcome() {
        let r = one("%8 = ARG i32 0 <%7>\n; run: sum(10) == 45\n; a comment\n");
        assert_eq!((r.line, r.column, r.function.as_str()), (2, 8, "sum"));
        assert_eq!(r.args, vec![(12, Literal::Int(10))]);
        assert_eq!(r.expect, Expect::Return(Literal::Int(45)));
        let r = one(";run: f(-1.5, 0x10, true,nan) == trap division_by_zero");
        let lits: Vec<Literal> = r.args.iter().map(|a| a.1).collect();
        assert_eq!(
            lits[..3],
            [Literal::Float(-1.5), Literal::Int(16), Literal::Int(1)]
        );
        assert!(matches!(lits[3], Literal::Float(x) if x.is_nan()));
        assert_eq!(r.expect, Expect::Trap(TrapKind::DivisionByZero));
        assert_eq!(
            one("; run: g() == throw -3").expect,
            Expect::Throw(Literal::Int(-3))
        );
        assert_eq!(
            one("; run: g() == 1e3").expect,
            Expect::Return(Literal::Float(1000.0))
        );
    }

    #[test]
    fn run_line_errors_are_located() {
        assert_eq!(
            error("; run: (1) == 2"),
            "1:8: expected a function name, found `(1)`"
        );
        assert_eq!(error("; run: f 1 == 2"), "1:10: expected `(`, found `1`");
        assert_eq!(
            error("; run: f(1 2) == 2"),
            "1:12: expected `,` or `)`, found `2)`"
        );
        assert_eq!(
            error("; run: f(x) == 2"),
            "1:10: expected a literal (such as `-3`, `0x1f`, `1.5`, `nan`, `true`), found `x)`"
        );
        assert_eq!(error("; run: f(1) = 2"), "1:13: expected `==`, found `=`");
        assert_eq!(
            error("; run: f() == 2 3"),
            "1:17: expected the end of line, found `3`"
        );
        assert!(
            error("\n  ; run: f() == trap oops")
                .starts_with("2:22: expected a trap (division_by_zero, integer_overflow")
        );
    }

    #[test]
    fn literals_take_the_type_they_are_given() {
        use MachineType::*;
        assert_eq!(Literal::Int(-1).to_value(I8), Ok(Value::int(I8, -1)));
        assert_eq!(Literal::Int(255).to_value(I8), Ok(Value::int(I8, -1)));
        assert_eq!(
            Literal::Int(256).to_value(I8),
            Err("256 does not fit i8".into())
        );
        assert_eq!(
            Literal::Int(-129).to_value(I8),
            Err("-129 does not fit i8".into())
        );
        assert_eq!(Literal::Int(2).to_value(F64), Ok(Value::f64(2.0)));
        assert_eq!(
            Literal::Float(0.5).to_value(I32),
            Err("0.5 cannot be a value of type i32".into())
        );
        assert_eq!(Literal::read("-0"), Ok(Literal::NegativeZero));
        let minus_zero = Literal::NegativeZero.to_value(F64).expect("a double");
        assert!(minus_zero.same_as(Value::f64(-0.0)) && !minus_zero.same_as(Value::f64(0.0)));
        assert!(
            Literal::NegativeZero
                .to_value(F32)
                .expect("a single")
                .same_as(Value::f32(-0.0))
        );
        assert_eq!(Literal::NegativeZero.to_value(I16), Ok(Value::int(I16, 0)));
        assert_eq!(
            Literal::read("1e400"),
            Err(
                "`1e400` is beyond the range of f64 (write `inf` or `-inf` for an infinity)".into()
            )
        );
        assert_eq!(
            Literal::read("1e39").and_then(|l| l.to_value(F32)),
            Err("1e39 is beyond the range of f32".into())
        );
        assert_eq!(
            Literal::read("-x"),
            Err("`-x` is no literal (such as `-3`, `0x1f`, `1.5`, `nan`, `true`)".into())
        );
        assert_eq!(
            error("; run: f(1e400) == 0"),
            "1:10: `1e400` is beyond the range of f64 (write `inf` or `-inf` for an infinity)"
        );
        assert!(
            Expect::Return(Literal::Float(f64::NAN))
                .matches(&Outcome::Return(Value::f32(f32::NAN)))
        );
        assert!(!Expect::Return(Literal::Int(1)).matches(&Outcome::Throw(Value::i32(1))));
        let r = one("; run: f(1, 300) == 0");
        let e = r
            .arg_values(&[Some(I32), Some(I8)])
            .map_err(|e| e.to_string());
        assert_eq!(e, Err("1:13: 300 does not fit i8".into()));
        let e = r.arg_values(&[Some(I32)]).map_err(|e| e.to_string());
        assert_eq!(e, Err("1:8: `f` takes 1 argument, given 2".into()));
    }
}
