//! Constant expressions as LLVM's assembler computes them (GNU precedence, 64-bit wrapping
//! arithmetic): integer literals in every base (`0x`, `0b`, octal with a leading `0`, decimal,
//! `'c'`), unary `- + ~ !`, binary `* / % << >>` above `| ^ &` above `+ -` above comparisons
//! (`== != <> < <= > >=`, -1 when true) above `&&` above `||`, parentheses; and addresses:
//! a label, a numeric local label (`1b`, `1f`) or `.` (this statement's address), to which a
//! number may be added or subtracted (the difference of two addresses is a number).

use opforge_machine::literal_value;

use super::statements::{name_char, name_start};

/// Deepest nesting of parentheses and unary operators accepted.
const DEPTH: usize = 200;

/// The value of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Value {
    /// A number.
    Int(i64),
    /// An address (a label's, or `.`, plus a number).
    Addr(i64),
}

/// A symbol an expression names, for the caller to resolve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Symbol<'a> {
    /// `.`: the address of the statement.
    Here,
    /// A label.
    Label(&'a str),
    /// A numeric local label: its number and whether it is the next (`f`) or previous (`b`).
    Local(&'a str, bool),
}

/// An expression that cannot be computed: the byte offset (in the text given) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ExprError {
    /// Byte offset in the expression's text.
    pub at: usize,
    /// Why.
    pub message: String,
}

/// Resolves a symbol to an address, or says why it cannot.
pub(super) type Resolve<'r> = dyn Fn(Symbol<'_>) -> Result<i64, String> + 'r;

/// Computes the whole of `text` as one expression.
pub(super) fn evaluate(text: &str, resolve: &Resolve<'_>) -> Result<Value, ExprError> {
    let mut p = Parser {
        s: text.as_bytes(),
        text,
        pos: 0,
        depth: 0,
        resolve,
    };
    let v = p.binary(1)?;
    p.blanks();
    if p.pos < p.s.len() {
        return Err(p.error(format!(
            "unexpected `{}` in an expression",
            super::error::cut(&text[p.pos..], 20)
        )));
    }
    Ok(v)
}

/// Whether `text` names a symbol (a label, `.`, or a local label such as `1f`) anywhere.
pub(super) fn names_symbol(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            if local_label(&text[start..i]).is_some() {
                return true;
            }
        } else if name_start(b[i]) {
            return true;
        } else if b[i] == b'\'' {
            i += 3;
        } else {
            i += 1;
        }
    }
    false
}

/// `1b` or `1f` (digits then `b` or `f`, not a binary literal such as `0b1`): the number and
/// whether it points forward.
fn local_label(token: &str) -> Option<(&str, bool)> {
    let (digits, dir) = token.split_at(token.len().checked_sub(1)?);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    match dir {
        "b" | "B" => Some((digits, false)),
        "f" | "F" => Some((digits, true)),
        _ => None,
    }
}

struct Parser<'a, 'r> {
    s: &'a [u8],
    text: &'a str,
    pos: usize,
    depth: usize,
    resolve: &'r Resolve<'r>,
}

/// The binary operators by precedence (GNU rules, as LLVM uses for ELF targets).
const OPERATORS: &[(&str, u8)] = &[
    ("||", 1),
    ("&&", 2),
    ("==", 3),
    ("!=", 3),
    ("<>", 3),
    ("<=", 3),
    (">=", 3),
    ("<<", 6),
    (">>", 6),
    ("<", 3),
    (">", 3),
    ("+", 4),
    ("-", 4),
    ("|", 5),
    ("^", 5),
    ("&", 5),
    ("*", 6),
    ("/", 6),
    ("%", 6),
];

impl Parser<'_, '_> {
    fn error(&self, message: String) -> ExprError {
        ExprError {
            at: self.pos,
            message,
        }
    }

    fn blanks(&mut self) {
        while matches!(self.s.get(self.pos), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    /// The binary operator at the cursor, if any.
    fn operator(&mut self) -> Option<(&'static str, u8)> {
        self.blanks();
        let rest = &self.s[self.pos..];
        OPERATORS
            .iter()
            .copied()
            .find(|(op, _)| rest.starts_with(op.as_bytes()))
    }

    /// Operands joined by operators of precedence `min` or higher (left to right).
    fn binary(&mut self, min: u8) -> Result<Value, ExprError> {
        let mut left = self.unary()?;
        while let Some((op, prec)) = self.operator() {
            if prec < min {
                break;
            }
            let at = self.pos;
            self.pos += op.len();
            let right = self.binary(prec + 1)?;
            left = apply(op, left, right).map_err(|message| ExprError { at, message })?;
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<Value, ExprError> {
        self.blanks();
        self.depth += 1;
        if self.depth > DEPTH {
            return Err(self.error(format!("expression nested deeper than {DEPTH}")));
        }
        let at = self.pos;
        let v = match self.s.get(self.pos) {
            Some(&op @ (b'-' | b'+' | b'~' | b'!')) => {
                self.pos += 1;
                match (op, self.unary()?) {
                    (b'+', v) => v,
                    (b'-', Value::Int(v)) => Value::Int(v.wrapping_neg()),
                    (b'~', Value::Int(v)) => Value::Int(!v),
                    (_, Value::Int(v)) => Value::Int(i64::from(v == 0)),
                    (_, Value::Addr(_)) => {
                        return Err(ExprError {
                            at,
                            message: format!("`{}` of a label's address", op as char),
                        });
                    }
                }
            }
            Some(b'(') => {
                self.pos += 1;
                let v = self.binary(1)?;
                self.blanks();
                if self.s.get(self.pos) != Some(&b')') {
                    return Err(self.error("expected `)`".to_owned()));
                }
                self.pos += 1;
                v
            }
            _ => self.primary()?,
        };
        self.depth -= 1;
        Ok(v)
    }

    fn primary(&mut self) -> Result<Value, ExprError> {
        let start = self.pos;
        match self.s.get(self.pos) {
            Some(b) if b.is_ascii_digit() => {
                while matches!(self.s.get(self.pos), Some(c) if c.is_ascii_alphanumeric()) {
                    self.pos += 1;
                }
                let token = &self.text[start..self.pos];
                if let Some((n, forward)) = local_label(token)
                    && !(token.len() > 2 && token.starts_with('0'))
                {
                    return self.symbol(start, Symbol::Local(n, forward));
                }
                literal_value(token)
                    .map(|v| Value::Int(v as i64))
                    .map_err(|message| ExprError { at: start, message })
            }
            Some(b'\'') => {
                // A character: 'c'.
                match (self.s.get(self.pos + 1), self.s.get(self.pos + 2)) {
                    (Some(&c), Some(b'\'')) if c.is_ascii() && c != b'\'' => {
                        self.pos += 3;
                        Ok(Value::Int(i64::from(c)))
                    }
                    _ => Err(self.error("expected a character such as 'a'".to_owned())),
                }
            }
            Some(&b) if name_start(b) => {
                while matches!(self.s.get(self.pos), Some(&c) if name_char(c)) {
                    self.pos += 1;
                }
                let name = &self.text[start..self.pos];
                let symbol = if name == "." {
                    Symbol::Here
                } else {
                    Symbol::Label(name)
                };
                self.symbol(start, symbol)
            }
            _ => Err(self.error(match self.text.get(self.pos..) {
                Some("") | None => "expected a number or a label".to_owned(),
                Some(rest) => format!(
                    "expected a number or a label, found `{}`",
                    super::error::cut(rest, 20)
                ),
            })),
        }
    }

    fn symbol(&self, at: usize, symbol: Symbol<'_>) -> Result<Value, ExprError> {
        (self.resolve)(symbol)
            .map(Value::Addr)
            .map_err(|message| ExprError { at, message })
    }
}

/// `left op right`, or why not (division by zero, an operation on addresses).
fn apply(op: &str, left: Value, right: Value) -> Result<Value, String> {
    use Value::{Addr, Int};
    let (a, b) = match (op, left, right) {
        ("+", Addr(a), Int(b)) | ("+", Int(b), Addr(a)) => return Ok(Addr(a.wrapping_add(b))),
        ("-", Addr(a), Int(b)) => return Ok(Addr(a.wrapping_sub(b))),
        ("-", Addr(a), Addr(b)) => return Ok(Int(a.wrapping_sub(b))),
        (_, Int(a), Int(b)) => (a, b),
        _ => {
            return Err(format!(
                "`{op}` on a label's address (only a number may be added or subtracted)"
            ));
        }
    };
    let truth = |t: bool| if t { -1 } else { 0 };
    Ok(Int(match op {
        "||" => i64::from(a != 0 || b != 0),
        "&&" => i64::from(a != 0 && b != 0),
        "==" => truth(a == b),
        "!=" | "<>" => truth(a != b),
        "<" => truth(a < b),
        "<=" => truth(a <= b),
        ">" => truth(a > b),
        ">=" => truth(a >= b),
        "+" => a.wrapping_add(b),
        "-" => a.wrapping_sub(b),
        "|" => a | b,
        "^" => a ^ b,
        "&" => a & b,
        "*" => a.wrapping_mul(b),
        "/" | "%" if b == 0 => return Err("division by zero".to_owned()),
        "/" => a.wrapping_div(b),
        "%" => a.wrapping_rem(b),
        // The shift count is taken modulo 64, as LLVM's (host) arithmetic does.
        "<<" => a.wrapping_shl(b as u32),
        ">>" => ((a as u64).wrapping_shr(b as u32)) as i64,
        _ => return Err(format!("unknown operator `{op}`")),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn constant(text: &str) -> Result<Value, ExprError> {
        evaluate(text, &|_| Err("no labels here".to_owned()))
    }

    #[test]
    fn numbers_and_operators_as_llvm_computes_them() {
        // Each value was read from llvm-mc 14 (`mov x0, #EXPR`).
        for (text, value) in [
            ("017", 15),
            ("0b101", 5),
            ("+16", 16),
            ("(8+8)", 16),
            ("1 << 4", 16),
            ("1+2<<3", 17),
            ("6|1+1", 8),
            ("6^3*2", 0),
            ("-8>>1", 0x7fff_ffff_ffff_fffc),
            ("~0", -1),
            ("!0", 1),
            ("7/2", 3),
            ("-7/2", -3),
            ("-7%3", -1),
            ("1==1", -1),
            ("1<2", -1),
            ("2!=2", 0),
            ("1<>2", -1),
            ("6&3", 2),
            ("1&&2", 1),
            ("1||0", 1),
            ("(1+2)*3", 9),
            ("--5", 5),
            ("+-5", -5),
            ("5 + 3", 8),
            ("'a'", 97),
            ("1<<64", 1),
            ("0xffffffffffffffff", -1),
        ] {
            assert_eq!(constant(text), Ok(Value::Int(value)), "{text}");
        }
    }

    #[test]
    fn bad_expressions_say_where_and_why() {
        for (text, at, message) in [
            ("1/0", 1, "division by zero"),
            ("08", 0, "`08` is not an octal number"),
            ("(1", 2, "expected `)`"),
            ("1 +", 3, "expected a number or a label"),
            ("1 2", 2, "unexpected `2` in an expression"),
            ("a", 0, "no labels here"),
            ("'a", 0, "expected a character such as 'a'"),
        ] {
            assert_eq!(
                constant(text),
                Err(ExprError {
                    at,
                    message: message.to_owned()
                }),
                "{text}"
            );
        }
        let deep = format!("{}1{}", "(".repeat(10_000), ")".repeat(10_000));
        assert!(constant(&deep).is_err());
    }

    #[test]
    fn addresses_take_numbers_added_or_subtracted() {
        let resolve = |s: Symbol<'_>| match s {
            Symbol::Here => Ok(100),
            Symbol::Label("a") => Ok(40),
            Symbol::Local("1", true) => Ok(200),
            other => Err(format!("{other:?}")),
        };
        assert_eq!(evaluate(".+8", &resolve), Ok(Value::Addr(108)));
        assert_eq!(evaluate("a + 4", &resolve), Ok(Value::Addr(44)));
        assert_eq!(evaluate("4+a", &resolve), Ok(Value::Addr(44)));
        assert_eq!(evaluate("(a+4)", &resolve), Ok(Value::Addr(44)));
        assert_eq!(evaluate("1f", &resolve), Ok(Value::Addr(200)));
        assert_eq!(evaluate(".-a", &resolve), Ok(Value::Int(60)));
        assert!(evaluate("a*2", &resolve).is_err());
        assert!(evaluate("-a", &resolve).is_err());
        assert!(names_symbol("a+4") && names_symbol("1b") && names_symbol("."));
        assert!(!names_symbol("0b101") && !names_symbol("(1+2)") && !names_symbol("0x1f"));
    }
}
