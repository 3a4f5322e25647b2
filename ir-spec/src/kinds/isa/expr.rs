//! Expressions of the ISA table: the conditions under which an alias is printed (`when`, over the
//! aliased encoding's fields), the fields an alias computes from its operands (`encode`), an
//! alias operand computed from fields (`decode`) and an alias's operand constraint (`requires`).
//!
//! The language is small and total: 64-bit integers and booleans, `+ - * / % << >> & | ^ ~ !`,
//! comparisons, `&&`, `||`, parentheses and calls of the [`Builtin`]s the table declares. Division by zero
//! gives 0 and shifts outside `0..64` give 0, so evaluation never panics.

use std::fmt;

pub use crate::front::codec::Builtin;

/// What a name in an expression refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameRef {
    /// A field of the aliased encoding (index into its fields).
    Field(usize),
    /// An operand of the alias (index into its operands); its value.
    Operand(usize),
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// Arithmetic negation.
    Neg,
    /// Bitwise NOT.
    Not,
    /// Logical NOT.
    LogicNot,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `*`
    Mul,
    /// `/` (0 when dividing by 0)
    Div,
    /// `%` (Euclidean; 0 when dividing by 0)
    Rem,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `<<` (0 outside `0..64`)
    Shl,
    /// `>>` (arithmetic; 0 outside `0..64`)
    Shr,
    /// `&`
    BitAnd,
    /// `^`
    BitXor,
    /// `|`
    BitOr,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinOp {
    /// Whether [`Expr::to_rust`] writes it as `(a op b)` (not as a method or a `support` call).
    fn is_plain(self) -> bool {
        !matches!(
            self,
            BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::Rem
                | BinOp::Shl
                | BinOp::Shr
        )
    }

    /// The comparison true exactly when this one is false.
    fn negated(self) -> Option<BinOp> {
        Some(match self {
            BinOp::Eq => BinOp::Ne,
            BinOp::Ne => BinOp::Eq,
            BinOp::Lt => BinOp::Ge,
            BinOp::Le => BinOp::Gt,
            BinOp::Gt => BinOp::Le,
            BinOp::Ge => BinOp::Lt,
            _ => return None,
        })
    }

    fn token(self) -> &'static str {
        match self {
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitXor => "^",
            BinOp::BitOr => "|",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }

    /// Binding strength: higher binds tighter.
    fn precedence(self) -> u8 {
        match self {
            BinOp::Mul | BinOp::Div | BinOp::Rem => 10,
            BinOp::Add | BinOp::Sub => 9,
            BinOp::Shl | BinOp::Shr => 8,
            BinOp::BitAnd => 7,
            BinOp::BitXor => 6,
            BinOp::BitOr => 5,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 4,
            BinOp::And => 3,
            BinOp::Or => 2,
        }
    }

    /// The type of the operands and of the result.
    fn types(self) -> (Ty, Ty) {
        match self {
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                (Ty::Int, Ty::Bool)
            }
            BinOp::And | BinOp::Or => (Ty::Bool, Ty::Bool),
            _ => (Ty::Int, Ty::Int),
        }
    }
}

/// The type of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A 64-bit signed integer.
    Int,
    /// A boolean.
    Bool,
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Ty::Int => "an integer",
            Ty::Bool => "a boolean",
        })
    }
}

/// A checked expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// An integer literal.
    Int(i64),
    /// A field or operand.
    Name(NameRef),
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// A call of a builtin.
    Call(Builtin, Vec<Expr>),
}

/// A problem in an expression: the character offset in its text, a message and maybe a hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// Offset in characters from the start of the expression text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
    /// A suggestion.
    pub hint: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Int(i64),
    Ident(String),
    Op(&'static str),
    LParen,
    RParen,
    Comma,
    End,
}

const OPERATORS: &[&str] = &[
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "&", "|", "^", "~",
    "!", "<", ">",
];

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, ExprError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let s: String = chars[start..i].iter().filter(|&&c| c != '_').collect();
            let parsed = if let Some(h) = s.strip_prefix("0x") {
                i64::from_str_radix(h, 16)
            } else if let Some(b) = s.strip_prefix("0b") {
                i64::from_str_radix(b, 2)
            } else {
                s.parse()
            };
            let v = parsed.map_err(|_| ExprError {
                offset: start,
                message: format!("`{s}` is not a valid integer"),
                hint: None,
            })?;
            out.push((Tok::Int(v), start));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Tok::Ident(chars[start..i].iter().collect()), start));
        } else if c == '(' {
            out.push((Tok::LParen, i));
            i += 1;
        } else if c == ')' {
            out.push((Tok::RParen, i));
            i += 1;
        } else if c == ',' {
            out.push((Tok::Comma, i));
            i += 1;
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let Some(op) = OPERATORS.iter().find(|op| rest.starts_with(**op)) else {
                return Err(ExprError {
                    offset: i,
                    message: format!("unexpected character `{c}` in an expression"),
                    hint: None,
                });
            };
            out.push((Tok::Op(op), i));
            i += op.len();
        }
    }
    out.push((Tok::End, chars.len()));
    Ok(out)
}

struct Parser<'a> {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    resolve: &'a dyn Fn(&str) -> Option<NameRef>,
    candidates: &'a [String],
    builtins: &'a [Builtin],
}

/// Parses and type-checks `text`, resolving names with `resolve` (`candidates` feed the
/// "did you mean" hint) and calls with `builtins`. `want` is the type the context needs.
pub fn parse(
    text: &str,
    want: Ty,
    resolve: &dyn Fn(&str) -> Option<NameRef>,
    candidates: &[String],
    builtins: &[Builtin],
) -> Result<Expr, ExprError> {
    let toks = lex(text)?;
    let mut p = Parser {
        toks,
        pos: 0,
        resolve,
        candidates,
        builtins,
    };
    let (e, ty) = p.binary(0)?;
    if let (tok, at) = p.peek()
        && tok != Tok::End
    {
        return Err(ExprError {
            offset: at,
            message: "unexpected text after the end of the expression".into(),
            hint: None,
        });
    }
    if ty != want {
        return Err(ExprError {
            offset: 0,
            message: format!("the expression is {ty}; {want} is needed here"),
            hint: None,
        });
    }
    Ok(e)
}

impl Parser<'_> {
    fn peek(&self) -> (Tok, usize) {
        self.toks
            .get(self.pos)
            .cloned()
            .unwrap_or((Tok::End, usize::MAX))
    }

    fn next(&mut self) -> (Tok, usize) {
        let t = self.peek();
        self.pos += 1;
        t
    }

    fn err<T>(&self, offset: usize, message: impl Into<String>) -> Result<T, ExprError> {
        Err(ExprError {
            offset,
            message: message.into(),
            hint: None,
        })
    }

    fn binop(tok: &Tok) -> Option<BinOp> {
        let Tok::Op(s) = tok else { return None };
        Some(match *s {
            "*" => BinOp::Mul,
            "/" => BinOp::Div,
            "%" => BinOp::Rem,
            "+" => BinOp::Add,
            "-" => BinOp::Sub,
            "<<" => BinOp::Shl,
            ">>" => BinOp::Shr,
            "&" => BinOp::BitAnd,
            "^" => BinOp::BitXor,
            "|" => BinOp::BitOr,
            "==" => BinOp::Eq,
            "!=" => BinOp::Ne,
            "<" => BinOp::Lt,
            "<=" => BinOp::Le,
            ">" => BinOp::Gt,
            ">=" => BinOp::Ge,
            "&&" => BinOp::And,
            "||" => BinOp::Or,
            _ => return None,
        })
    }

    fn binary(&mut self, min: u8) -> Result<(Expr, Ty), ExprError> {
        let (mut lhs, mut lty) = self.unary()?;
        loop {
            let (tok, at) = self.peek();
            let Some(op) = Self::binop(&tok) else { break };
            if op.precedence() <= min {
                break;
            }
            self.next();
            let (rhs, rty) = self.binary(op.precedence())?;
            let (operand, result) = op.types();
            if lty != operand || rty != operand {
                return self.err(
                    at,
                    format!(
                        "`{}` needs {operand} on both sides; found {lty} and {rty}",
                        op.token()
                    ),
                );
            }
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
            lty = result;
        }
        Ok((lhs, lty))
    }

    fn unary(&mut self) -> Result<(Expr, Ty), ExprError> {
        let (tok, at) = self.peek();
        let op = match tok {
            Tok::Op("-") => Some((UnOp::Neg, Ty::Int)),
            Tok::Op("~") => Some((UnOp::Not, Ty::Int)),
            Tok::Op("!") => Some((UnOp::LogicNot, Ty::Bool)),
            _ => None,
        };
        if let Some((op, ty)) = op {
            self.next();
            let (e, found) = self.unary()?;
            if found != ty {
                return self.err(at, format!("this operator needs {ty}; found {found}"));
            }
            return Ok((Expr::Unary(op, Box::new(e)), ty));
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<(Expr, Ty), ExprError> {
        let (tok, at) = self.next();
        match tok {
            Tok::Int(v) => Ok((Expr::Int(v), Ty::Int)),
            Tok::LParen => {
                let inner = self.binary(0)?;
                match self.next() {
                    (Tok::RParen, _) => Ok(inner),
                    (_, at) => self.err(at, "expected `)`"),
                }
            }
            Tok::Ident(name) => {
                if self.peek().0 == Tok::LParen {
                    self.next();
                    return self.call(&name, at);
                }
                match (self.resolve)(&name) {
                    Some(r) => Ok((Expr::Name(r), Ty::Int)),
                    None => Err(ExprError {
                        offset: at,
                        message: format!("unknown name `{name}` in an expression"),
                        hint: crate::front::naming::did_you_mean(
                            &name,
                            self.candidates.iter().map(String::as_str),
                        ),
                    }),
                }
            }
            Tok::End => self.err(at, "the expression ends too early"),
            other => self.err(at, format!("unexpected {}", describe(&other))),
        }
    }

    fn call(&mut self, name: &str, at: usize) -> Result<(Expr, Ty), ExprError> {
        let Some(b) = self.builtins.iter().find(|b| b.name == name).cloned() else {
            return Err(ExprError {
                offset: at,
                message: format!("unknown function `{name}`"),
                hint: crate::front::naming::did_you_mean(
                    name,
                    self.builtins.iter().map(|b| b.name.as_str()),
                )
                .or_else(|| Some("a function must be declared in the table's `builtins:`".into())),
            });
        };
        let mut args = Vec::new();
        if self.peek().0 == Tok::RParen {
            self.next();
        } else {
            loop {
                let arg_at = self.peek().1;
                let (e, ty) = self.binary(0)?;
                if ty != Ty::Int {
                    return self.err(arg_at, format!("`{name}` takes integers; found {ty}"));
                }
                args.push(e);
                match self.next() {
                    (Tok::Comma, _) => continue,
                    (Tok::RParen, _) => break,
                    (_, at) => return self.err(at, "expected `,` or `)`"),
                }
            }
        }
        if args.len() != b.arity {
            return self.err(
                at,
                format!("`{name}` takes {} arguments; {} given", b.arity, args.len()),
            );
        }
        let ty = if b.returns_bool { Ty::Bool } else { Ty::Int };
        Ok((Expr::Call(b, args), ty))
    }
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Int(v) => format!("number `{v}`"),
        Tok::Ident(s) => format!("name `{s}`"),
        Tok::Op(s) => format!("`{s}`"),
        Tok::LParen => "`(`".into(),
        Tok::RParen => "`)`".into(),
        Tok::Comma => "`,`".into(),
        Tok::End => "end of expression".into(),
    }
}

impl Expr {
    /// Every name the expression reads.
    pub fn names(&self, out: &mut Vec<NameRef>) {
        match self {
            Expr::Int(_) => {}
            Expr::Name(n) => out.push(*n),
            Expr::Unary(_, e) => e.names(out),
            Expr::Binary(_, a, b) => {
                a.names(out);
                b.names(out);
            }
            Expr::Call(_, args) => args.iter().for_each(|a| a.names(out)),
        }
    }

    /// The expression as Rust source: integers are `i64`; `name` maps each name to a Rust
    /// expression of type `i64`; builtins are called by their runtime path.
    pub fn to_rust(&self, name: &dyn Fn(NameRef) -> String) -> String {
        match self {
            Expr::Int(v) if *v < 0 => format!("({v}i64)"),
            Expr::Int(v) => format!("{v}i64"),
            Expr::Name(n) => name(*n),
            Expr::Unary(op, e) => {
                let e = e.to_rust(name);
                match op {
                    UnOp::Neg => format!("{e}.wrapping_neg()"),
                    UnOp::Not => format!("(!{e})"),
                    UnOp::LogicNot => format!("(!{e})"),
                }
            }
            Expr::Binary(op, a, b) => {
                let (a, b) = (a.to_rust(name), b.to_rust(name));
                match op {
                    BinOp::Add => format!("{a}.wrapping_add({b})"),
                    BinOp::Sub => format!("{a}.wrapping_sub({b})"),
                    BinOp::Mul => format!("{a}.wrapping_mul({b})"),
                    BinOp::Div => format!("support::ex_div({a}, {b})"),
                    BinOp::Rem => format!("support::ex_rem({a}, {b})"),
                    BinOp::Shl => format!("support::ex_shl({a}, {b})"),
                    BinOp::Shr => format!("support::ex_shr({a}, {b})"),
                    other => format!("({a} {} {b})", other.token()),
                }
            }
            Expr::Call(b, args) => {
                let args: Vec<String> = args.iter().map(|a| a.to_rust(name)).collect();
                format!("{}({})", b.rust, args.join(", "))
            }
        }
    }
}

impl Expr {
    /// The expression in the table's own syntax (for docs): `name` spells each name, and
    /// every operation inside another is parenthesised.
    pub fn to_source(&self, name: &dyn Fn(NameRef) -> String) -> String {
        let nested = |e: &Expr| match e {
            Expr::Binary(..) => format!("({})", e.to_source(name)),
            _ => e.to_source(name),
        };
        match self {
            Expr::Int(v) => v.to_string(),
            Expr::Name(n) => name(*n),
            Expr::Unary(op, e) => {
                let sign = match op {
                    UnOp::Neg => "-",
                    UnOp::Not => "~",
                    UnOp::LogicNot => "!",
                };
                format!("{sign}{}", nested(e))
            }
            Expr::Binary(op, a, b) => format!("{} {} {}", nested(a), op.token(), nested(b)),
            Expr::Call(b, args) => {
                let args: Vec<String> = args.iter().map(|a| a.to_source(name)).collect();
                format!("{}({})", b.name, args.join(", "))
            }
        }
    }

    /// Like [`Expr::to_rust`], without parentheses around the whole expression: for places that
    /// delimit it already (an argument, the right of `=`).
    pub fn to_rust_bare(&self, name: &dyn Fn(NameRef) -> String) -> String {
        match self {
            Expr::Int(v) => format!("{v}i64"),
            Expr::Binary(op, a, b) if op.is_plain() => {
                format!("{} {} {}", a.to_rust(name), op.token(), b.to_rust(name))
            }
            _ => self.to_rust(name),
        }
    }

    /// The Rust of this boolean expression's negation, bare: comparisons flipped and `!`
    /// pushed through `&&` and `||`, rather than `!(..)` around the whole.
    pub fn negated_rust(&self, name: &dyn Fn(NameRef) -> String) -> String {
        let operand = |e: &Expr| {
            let n = e.negated_rust(name);
            if matches!(e, Expr::Binary(BinOp::And | BinOp::Or, _, _)) {
                format!("({n})")
            } else {
                n
            }
        };
        match self {
            // `!!(a || b)` stays parenthesised: it may stand beside a `&&`.
            Expr::Unary(UnOp::LogicNot, e)
                if matches!(**e, Expr::Binary(BinOp::And | BinOp::Or, _, _)) =>
            {
                e.to_rust(name)
            }
            Expr::Unary(UnOp::LogicNot, e) => e.to_rust_bare(name),
            Expr::Binary(BinOp::And, a, b) => format!("{} || {}", operand(a), operand(b)),
            Expr::Binary(BinOp::Or, a, b) => format!("{} && {}", operand(a), operand(b)),
            Expr::Binary(op, a, b) => match op.negated() {
                Some(n) => format!("{} {} {}", a.to_rust(name), n.token(), b.to_rust(name)),
                None => format!("!{}", self.to_rust(name)),
            },
            _ => format!("!{}", self.to_rust(name)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Builtins of the shape A64's codec crate declares (the tests only parse and print).
    fn builtins() -> Vec<Builtin> {
        vec![
            Builtin::new(
                "movz_alias",
                3,
                true,
                "support::movz_alias",
                "MOVZ prints as MOV.",
            ),
            Builtin::new(
                "any_movw",
                2,
                true,
                "support::any_movw",
                "A MOVZ or MOVN can.",
            ),
        ]
    }

    fn parse(
        text: &str,
        want: Ty,
        resolve: &dyn Fn(&str) -> Option<NameRef>,
        candidates: &[String],
    ) -> Result<Expr, ExprError> {
        super::parse(text, want, resolve, candidates, &builtins())
    }

    #[test]
    fn source_text_reads_back_as_the_same_expression() {
        let spell = |n: NameRef| match n {
            NameRef::Field(i) => cands()[i].clone(),
            NameRef::Operand(i) => format!("op{i}"),
        };
        for text in [
            "imms != 63 && (imms + 1 == immr || !(Rn == 31))",
            "-imms * ~immr",
            "movz_alias(imms, immr << 4, 64)",
        ] {
            let e = parse(text, Ty::Bool, &names, &cands())
                .or_else(|_| parse(text, Ty::Int, &names, &cands()))
                .unwrap();
            let printed = e.to_source(&spell);
            let again = parse(&printed, Ty::Bool, &names, &cands())
                .or_else(|_| parse(&printed, Ty::Int, &names, &cands()))
                .unwrap();
            assert_eq!(again, e, "{text} printed as {printed}");
        }
        let e = parse("imms != 63 && !(Rn == 31)", Ty::Bool, &names, &cands()).unwrap();
        assert_eq!(e.to_source(&spell), "(imms != 63) && !(Rn == 31)");
    }

    #[test]
    fn negation_flips_comparisons_and_pushes_through_connectives() {
        let name = |n: NameRef| match n {
            NameRef::Field(i) => format!("f{i}"),
            NameRef::Operand(i) => format!("op{i}"),
        };
        let negated = |text: &str| {
            let e = parse(text, Ty::Bool, &names, &cands()).unwrap();
            e.negated_rust(&name)
        };
        assert_eq!(
            negated("imms != 63 && (imms < immr || !(Rn == 31))"),
            "f0 == 63i64 || (f0 >= f1 && f2 == 31i64)"
        );
        assert_eq!(
            negated("imms == 1 && !(immr == 2 || Rn == 3)"),
            "f0 != 1i64 || ((f1 == 2i64) || (f2 == 3i64))"
        );
        let e = parse("(imms ^ 1) + 2", Ty::Int, &names, &cands()).unwrap();
        assert_eq!(e.to_rust_bare(&name), "(f0 ^ 1i64).wrapping_add(2i64)");
        let e = parse("imms ^ 1", Ty::Int, &names, &cands()).unwrap();
        assert_eq!(e.to_rust_bare(&name), "f0 ^ 1i64");
    }

    fn names(n: &str) -> Option<NameRef> {
        ["imms", "immr", "Rn"]
            .iter()
            .position(|x| *x == n)
            .map(NameRef::Field)
    }

    fn cands() -> Vec<String> {
        vec!["imms".into(), "immr".into(), "Rn".into()]
    }

    #[test]
    fn precedence_and_types() {
        let e = parse("imms != 63 && imms + 1 == immr", Ty::Bool, &names, &cands()).unwrap();
        let Expr::Binary(BinOp::And, a, b) = e else {
            panic!("&& must be the root")
        };
        assert!(matches!(*a, Expr::Binary(BinOp::Ne, _, _)));
        assert!(matches!(*b, Expr::Binary(BinOp::Eq, _, _)));
        let e = parse("1 - 2 - 3", Ty::Int, &names, &cands()).unwrap();
        // Left-associative: (1 - 2) - 3.
        let Expr::Binary(BinOp::Sub, a, _) = e else {
            panic!("- at the root")
        };
        assert!(matches!(*a, Expr::Binary(BinOp::Sub, _, _)));
    }

    #[test]
    fn errors_are_located() {
        let e = parse("imms + immx", Ty::Int, &names, &cands()).unwrap_err();
        assert_eq!(e.offset, 7);
        assert_eq!(e.message, "unknown name `immx` in an expression");
        assert_eq!(e.hint.as_deref(), Some("did you mean `imms`?"));
        let e = parse("imms + 1", Ty::Bool, &names, &cands()).unwrap_err();
        assert!(e.message.contains("is an integer; a boolean is needed"));
        let e = parse("imms && 1", Ty::Bool, &names, &cands()).unwrap_err();
        assert_eq!(e.offset, 5);
        let e = parse("movz_alia(1, 2, 3)", Ty::Bool, &names, &cands()).unwrap_err();
        assert_eq!(e.hint.as_deref(), Some("did you mean `movz_alias`?"));
        let e = parse("any_movw(1)", Ty::Bool, &names, &cands()).unwrap_err();
        assert_eq!(e.message, "`any_movw` takes 2 arguments; 1 given");
        let e = parse("(imms", Ty::Int, &names, &cands()).unwrap_err();
        assert_eq!(e.offset, 5);
        let e = parse("imms $ 2", Ty::Int, &names, &cands()).unwrap_err();
        assert_eq!(e.offset, 5);
    }
}
