//! `; run:` lines of filetests, for any table: a call of a function of the file and the outcome
//! it must have. Owns the syntax; what a literal means as a value, and how an outcome is compared,
//! are the interpreter's (the Circuit IR's is in `ir_core::text::run_line`).
//!
//! ```text
//! ; run: sum(10) == 45
//! ; run: div(7, 0) == trap division_by_zero
//! ; run: f(-1.5, 0x10) == throw 3
//! ; run: g() == nan
//! ```
//!
//! Literals carry no type: they take the type of the parameter they are passed to, and an expected
//! value takes the type of the value returned. An integer is decimal with an optional `-`, or `0x`
//! and hex digits; a float has a `.` or an exponent, or is `inf`, `-inf` or `nan`; `true` and
//! `false` are the booleans 1 and 0. A trap is named by the interpreter's [`TrapName`]s. Other
//! comments (`;` not followed by `run:`) are left alone. Every error names its line and column.

use core::fmt;

use super::TextError;

/// The traps an interpreter names in run lines (`== trap NAME`).
pub trait TrapName: Copy + Sized + 'static {
    /// Every trap, in the order a message lists them.
    const ALL: &'static [Self];

    /// How a run line names it, such as `division_by_zero`.
    fn name(self) -> &'static str;
}

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
}

/// What a run line expects, with the interpreter's traps `T`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Expect<T> {
    /// A return of this value.
    Return(Literal),
    /// A trap.
    Trap(T),
    /// A throw of this value.
    Throw(Literal),
}

impl<T: TrapName> fmt::Display for Expect<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expect::Return(l) => write!(f, "{l}"),
            Expect::Trap(t) => write!(f, "trap {}", t.name()),
            Expect::Throw(l) => write!(f, "throw {l}"),
        }
    }
}

/// One `; run:` line.
#[derive(Clone, Debug, PartialEq)]
pub struct RunLine<T> {
    /// 1-based line.
    pub line: usize,
    /// 1-based column of the function's name.
    pub column: usize,
    /// The function called.
    pub function: String,
    /// The arguments, each with its column.
    pub args: Vec<(usize, Literal)>,
    /// The outcome expected.
    pub expect: Expect<T>,
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

    fn error(&self, message: String) -> TextError {
        TextError {
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

    fn expect(&mut self, s: &str) -> Result<(), TextError> {
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

    fn name(&mut self) -> Result<(usize, String), TextError> {
        self.skip_spaces();
        let before = self.at;
        let (column, w) = self.word();
        if w.is_empty() || !w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            self.at = before;
            return Err(self.error(format!("expected a function name, found {}", self.found())));
        }
        Ok((column, w.to_owned()))
    }

    fn literal(&mut self) -> Result<(usize, Literal), TextError> {
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
fn run_line<T: TrapName>(text: &str, line: usize, base: usize) -> Result<RunLine<T>, TextError> {
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
        let kind = T::ALL
            .iter()
            .copied()
            .find(|t| t.name() == w)
            .ok_or_else(|| {
                let names: Vec<&str> = T::ALL.iter().map(|t| t.name()).collect();
                TextError {
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
pub fn parse_run_lines<T: TrapName>(text: &str) -> Result<Vec<RunLine<T>>, TextError> {
    let (lines, mut errors) = read_run_lines(text);
    if errors.is_empty() {
        Ok(lines)
    } else {
        Err(errors.swap_remove(0))
    }
}

/// Every run line of `text` that parses, and the error of each that does not, both in order (so
/// one malformed line does not hide the others).
pub fn read_run_lines<T: TrapName>(text: &str) -> (Vec<RunLine<T>>, Vec<TextError>) {
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

    /// The traps of a small interpreter.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Trap {
        Overflow,
        Unreachable,
    }

    impl TrapName for Trap {
        const ALL: &'static [Trap] = &[Trap::Overflow, Trap::Unreachable];

        fn name(self) -> &'static str {
            match self {
                Trap::Overflow => "overflow",
                Trap::Unreachable => "unreachable",
            }
        }
    }

    fn one(text: &str) -> RunLine<Trap> {
        let mut lines = parse_run_lines(text).expect("parses");
        assert_eq!(lines.len(), 1);
        lines.remove(0)
    }

    fn error(text: &str) -> String {
        parse_run_lines::<Trap>(text)
            .map(|_| ())
            .map_err(|e| e.to_string())
            .unwrap_err()
    }

    #[test]
    fn a_run_line_names_a_call_and_its_outcome() {
        let r = one("%1 = PLUS i32 (%0, %0)\n; run: sum(10) == 45\n; a comment\n");
        assert_eq!((r.line, r.column, r.function.as_str()), (2, 8, "sum"));
        assert_eq!(r.args, vec![(12, Literal::Int(10))]);
        assert_eq!(r.expect, Expect::Return(Literal::Int(45)));
        let r = one(";run: f(-1.5, 0x10, true,nan) == trap unreachable");
        let lits: Vec<Literal> = r.args.iter().map(|a| a.1).collect();
        assert_eq!(
            lits[..3],
            [Literal::Float(-1.5), Literal::Int(16), Literal::Int(1)]
        );
        assert!(matches!(lits[3], Literal::Float(x) if x.is_nan()));
        assert_eq!(r.expect, Expect::Trap(Trap::Unreachable));
        assert_eq!(r.expect.to_string(), "trap unreachable");
        assert_eq!(
            one("; run: g() == throw -3").expect,
            Expect::Throw(Literal::Int(-3))
        );
        assert_eq!(
            one("; run: g() == 1e3").expect,
            Expect::Return(Literal::Float(1000.0))
        );
        assert_eq!(Literal::read("-0"), Ok(Literal::NegativeZero));
    }

    #[test]
    fn run_line_errors_are_located_and_every_one_is_kept() {
        assert_eq!(
            error("; run: (1) == 2"),
            "1:8: expected a function name, found `(1)`"
        );
        assert_eq!(error("; run: f 1 == 2"), "1:10: expected `(`, found `1`");
        assert_eq!(
            error("; run: f(1e400) == 0"),
            "1:10: `1e400` is beyond the range of f64 (write `inf` or `-inf` for an infinity)"
        );
        assert_eq!(
            error("\n  ; run: f() == trap oops"),
            "2:22: expected a trap (overflow, unreachable), found `oops`"
        );
        let (lines, errors) =
            read_run_lines::<Trap>("; run: f(x) == 1\n; run: f() == 2\n; run: f() = 3\n");
        assert_eq!(lines.len(), 1);
        let at: Vec<(usize, usize)> = errors.iter().map(|e| (e.line, e.column)).collect();
        assert_eq!(at, [(1, 10), (3, 12)]);
    }
}
