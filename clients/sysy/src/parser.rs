//! The parser: hand-written recursive descent from tokens to [`crate::ast`], with C's operator
//! precedence. It bounds nesting (parentheses, blocks, operator chains) so that neither it nor the
//! passes after it can exhaust the stack on any input.

use crate::ast::*;
use crate::error::{Error, ErrorKind, Pos};
use crate::lexer::{Tok, Token, lex};

/// The nesting budget: a parenthesis, unary operator, block or nested statement costs
/// [`NEST_COST`], each binary operator of a chain 1 (the contest has a 4000-term sum).
const MAX_DEPTH: u32 = 20_000;
/// The cost of one level of recursive nesting.
const NEST_COST: u32 = 8;

/// Lexes and parses a whole source file (on a thread with a large stack, see
/// [`crate::with_stack`]).
pub fn parse(src: &str) -> Result<CompUnit, Error> {
    crate::with_stack(|| parse_here(src))
}

/// Lexes and parses on the current thread, which needs a few MiB of stack for the deepest
/// nesting accepted.
pub(crate) fn parse_here(src: &str) -> Result<CompUnit, Error> {
    let tokens = lex(src)?;
    Parser {
        toks: tokens,
        i: 0,
        depth: 0,
    }
    .comp_unit()
}

struct Parser {
    toks: Vec<Token>,
    i: usize,
    depth: u32,
}

impl Parser {
    fn peek(&self) -> &Tok {
        self.peek_at(0)
    }

    fn peek_at(&self, n: usize) -> &Tok {
        // The last token is Eof; reading past it yields it again.
        let last = self.toks.len() - 1;
        &self.toks[(self.i + n).min(last)].tok
    }

    fn pos(&self) -> Pos {
        let last = self.toks.len() - 1;
        self.toks[self.i.min(last)].pos
    }

    fn bump(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.i < self.toks.len() - 1 {
            self.i += 1;
        }
        t
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.peek() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn err_expected(&self, what: &str) -> Error {
        Error::new(
            self.pos(),
            ErrorKind::Expected {
                expected: what.to_string(),
                found: self.peek().to_string(),
            },
        )
    }

    fn expect(&mut self, t: &Tok) -> Result<Pos, Error> {
        let pos = self.pos();
        if self.eat(t) {
            Ok(pos)
        } else {
            Err(self.err_expected(&t.to_string()))
        }
    }

    fn ident(&mut self) -> Result<(String, Pos), Error> {
        let pos = self.pos();
        match self.peek() {
            Tok::Ident(s) => {
                let s = s.clone();
                self.bump();
                Ok((s, pos))
            }
            _ => Err(self.err_expected("an identifier")),
        }
    }

    /// Enters `cost` units of nesting; the caller calls [`Parser::leave`] with the same cost.
    fn enter(&mut self, cost: u32) -> Result<(), Error> {
        self.depth += cost;
        if self.depth > MAX_DEPTH {
            Err(Error::new(self.pos(), ErrorKind::TooDeep))
        } else {
            Ok(())
        }
    }

    fn leave(&mut self, cost: u32) {
        self.depth -= cost;
    }

    fn comp_unit(mut self) -> Result<CompUnit, Error> {
        let mut items = Vec::new();
        while *self.peek() != Tok::Eof {
            let is_func = match self.peek() {
                Tok::Void => true,
                Tok::Int_ | Tok::Float_ => {
                    matches!(self.peek_at(1), Tok::Ident(_)) && *self.peek_at(2) == Tok::LParen
                }
                _ => false,
            };
            if is_func {
                items.push(Item::Func(self.func_def()?));
            } else {
                items.push(Item::Decl(self.decl()?));
            }
        }
        Ok(CompUnit { items })
    }

    fn btype(&mut self) -> Result<BType, Error> {
        match self.peek() {
            Tok::Int_ => {
                self.bump();
                Ok(BType::Int)
            }
            Tok::Float_ => {
                self.bump();
                Ok(BType::Float)
            }
            _ => Err(self.err_expected("`int` or `float`")),
        }
    }

    fn decl(&mut self) -> Result<Decl, Error> {
        let pos = self.pos();
        let is_const = self.eat(&Tok::Const);
        let ty = self.btype()?;
        let mut defs = Vec::new();
        loop {
            let (name, npos) = self.ident()?;
            let mut dims = Vec::new();
            while self.eat(&Tok::LBracket) {
                dims.push(self.expr()?);
                self.expect(&Tok::RBracket)?;
            }
            let init = if self.eat(&Tok::Assign) {
                Some(self.init()?)
            } else {
                None
            };
            defs.push(VarDef {
                name,
                pos: npos,
                dims,
                init,
            });
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect(&Tok::Semi)?;
        Ok(Decl {
            is_const,
            ty,
            defs,
            pos,
        })
    }

    fn init(&mut self) -> Result<Init, Error> {
        let pos = self.pos();
        if !self.eat(&Tok::LBrace) {
            return Ok(Init::Expr(self.expr()?));
        }
        self.enter(NEST_COST)?;
        let mut list = Vec::new();
        if !self.eat(&Tok::RBrace) {
            loop {
                list.push(self.init()?);
                if self.eat(&Tok::Comma) {
                    // A trailing comma before `}` is allowed, as in C.
                    if self.eat(&Tok::RBrace) {
                        break;
                    }
                    continue;
                }
                self.expect(&Tok::RBrace)?;
                break;
            }
        }
        self.leave(NEST_COST);
        Ok(Init::List(list, pos))
    }

    fn func_def(&mut self) -> Result<FuncDef, Error> {
        let ret = if self.eat(&Tok::Void) {
            None
        } else {
            Some(self.btype()?)
        };
        let (name, pos) = self.ident()?;
        self.expect(&Tok::LParen)?;
        let mut params = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                let ty = self.btype()?;
                let (pname, ppos) = self.ident()?;
                let array = if self.eat(&Tok::LBracket) {
                    self.expect(&Tok::RBracket)?;
                    let mut dims = Vec::new();
                    while self.eat(&Tok::LBracket) {
                        dims.push(self.expr()?);
                        self.expect(&Tok::RBracket)?;
                    }
                    Some(dims)
                } else {
                    None
                };
                params.push(Param {
                    ty,
                    name: pname,
                    pos: ppos,
                    array,
                });
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
            self.expect(&Tok::RParen)?;
        }
        let body = self.block()?;
        Ok(FuncDef {
            ret,
            name,
            pos,
            params,
            body,
        })
    }

    fn block(&mut self) -> Result<Block, Error> {
        let pos = self.expect(&Tok::LBrace)?;
        self.enter(NEST_COST)?;
        let mut items = Vec::new();
        while !self.eat(&Tok::RBrace) {
            if matches!(self.peek(), Tok::Const | Tok::Int_ | Tok::Float_) {
                items.push(BlockItem::Decl(self.decl()?));
            } else if *self.peek() == Tok::Eof {
                return Err(self.err_expected("`}`"));
            } else {
                items.push(BlockItem::Stmt(self.stmt()?));
            }
        }
        self.leave(NEST_COST);
        Ok(Block { items, pos })
    }

    fn stmt(&mut self) -> Result<Stmt, Error> {
        self.enter(NEST_COST)?;
        let s = self.stmt_inner();
        self.leave(NEST_COST);
        s
    }

    fn stmt_inner(&mut self) -> Result<Stmt, Error> {
        let pos = self.pos();
        match self.peek() {
            Tok::LBrace => Ok(Stmt::Block(self.block()?)),
            Tok::Semi => {
                self.bump();
                Ok(Stmt::Expr(None, pos))
            }
            Tok::If => {
                self.bump();
                self.expect(&Tok::LParen)?;
                let cond = self.expr()?;
                self.expect(&Tok::RParen)?;
                let then = Box::new(self.stmt()?);
                let els = if self.eat(&Tok::Else) {
                    Some(Box::new(self.stmt()?))
                } else {
                    None
                };
                Ok(Stmt::If { cond, then, els })
            }
            Tok::While => {
                self.bump();
                self.expect(&Tok::LParen)?;
                let cond = self.expr()?;
                self.expect(&Tok::RParen)?;
                let body = Box::new(self.stmt()?);
                Ok(Stmt::While { cond, body })
            }
            Tok::Break => {
                self.bump();
                self.expect(&Tok::Semi)?;
                Ok(Stmt::Break(pos))
            }
            Tok::Continue => {
                self.bump();
                self.expect(&Tok::Semi)?;
                Ok(Stmt::Continue(pos))
            }
            Tok::Return => {
                self.bump();
                let value = if *self.peek() == Tok::Semi {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(&Tok::Semi)?;
                Ok(Stmt::Return(value, pos))
            }
            _ => {
                let e = self.expr()?;
                if *self.peek() == Tok::Assign {
                    let apos = self.pos();
                    self.bump();
                    let ExprKind::LVal(target) = e.kind else {
                        return Err(Error::new(apos, ErrorKind::NotAssignable));
                    };
                    let value = self.expr()?;
                    self.expect(&Tok::Semi)?;
                    return Ok(Stmt::Assign { target, value });
                }
                self.expect(&Tok::Semi)?;
                Ok(Stmt::Expr(Some(e), pos))
            }
        }
    }

    /// An expression (SysY has no comma or assignment expressions).
    fn expr(&mut self) -> Result<Expr, Error> {
        self.binary(1)
    }

    /// Precedence climbing over the binary operators of level `min` and above.
    fn binary(&mut self, min: u8) -> Result<Expr, Error> {
        let mut lhs = self.unary()?;
        let mut ops = 0;
        let result = loop {
            let Some((op, prec)) = binop(self.peek()) else {
                break Ok(lhs);
            };
            if prec < min {
                break Ok(lhs);
            }
            let pos = self.pos();
            self.bump();
            if let Err(e) = self.enter(1) {
                break Err(e);
            }
            ops += 1;
            let rhs = match self.binary(prec + 1) {
                Ok(r) => r,
                Err(e) => break Err(e),
            };
            lhs = Expr {
                kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)),
                pos,
            };
        };
        self.leave(ops);
        result
    }

    fn unary(&mut self) -> Result<Expr, Error> {
        let pos = self.pos();
        let op = match self.peek() {
            Tok::Plus => Some(UnOp::Plus),
            Tok::Minus => Some(UnOp::Neg),
            Tok::Not => Some(UnOp::Not),
            _ => None,
        };
        let Some(op) = op else {
            return self.primary();
        };
        self.bump();
        self.enter(NEST_COST)?;
        let e = self.unary();
        self.leave(NEST_COST);
        Ok(Expr {
            kind: ExprKind::Unary(op, Box::new(e?)),
            pos,
        })
    }

    fn primary(&mut self) -> Result<Expr, Error> {
        let pos = self.pos();
        let kind = match self.peek().clone() {
            Tok::Int(v) => {
                self.bump();
                ExprKind::Int(v)
            }
            Tok::Float(v) => {
                self.bump();
                ExprKind::Float(v)
            }
            Tok::Str(s) => {
                self.bump();
                ExprKind::Str(s)
            }
            Tok::LParen => {
                self.bump();
                self.enter(NEST_COST)?;
                let e = self.expr();
                self.leave(NEST_COST);
                let e = e?;
                self.expect(&Tok::RParen)?;
                return Ok(e);
            }
            Tok::Ident(name) => {
                self.bump();
                if self.eat(&Tok::LParen) {
                    self.enter(NEST_COST)?;
                    let args = self.args();
                    self.leave(NEST_COST);
                    ExprKind::Call { name, args: args? }
                } else {
                    let mut indices = Vec::new();
                    while self.eat(&Tok::LBracket) {
                        self.enter(NEST_COST)?;
                        let e = self.expr();
                        self.leave(NEST_COST);
                        indices.push(e?);
                        self.expect(&Tok::RBracket)?;
                    }
                    ExprKind::LVal(LVal { name, pos, indices })
                }
            }
            _ => return Err(self.err_expected("an expression")),
        };
        Ok(Expr { kind, pos })
    }

    /// Call arguments after `(`, through `)`.
    fn args(&mut self) -> Result<Vec<Expr>, Error> {
        let mut args = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok(args);
        }
        loop {
            args.push(self.expr()?);
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect(&Tok::RParen)?;
        Ok(args)
    }
}

/// A binary operator token's operator and precedence (higher binds tighter).
fn binop(t: &Tok) -> Option<(BinOp, u8)> {
    Some(match t {
        Tok::OrOr => (BinOp::Or, 1),
        Tok::AndAnd => (BinOp::And, 2),
        Tok::EqEq => (BinOp::Eq, 3),
        Tok::NotEq => (BinOp::Ne, 3),
        Tok::Lt => (BinOp::Lt, 4),
        Tok::Gt => (BinOp::Gt, 4),
        Tok::Le => (BinOp::Le, 4),
        Tok::Ge => (BinOp::Ge, 4),
        Tok::Plus => (BinOp::Add, 5),
        Tok::Minus => (BinOp::Sub, 5),
        Tok::Star => (BinOp::Mul, 6),
        Tok::Slash => (BinOp::Div, 6),
        Tok::Percent => (BinOp::Rem, 6),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Renders an expression fully parenthesised.
    fn show(e: &Expr) -> String {
        match &e.kind {
            ExprKind::Int(v) => v.to_string(),
            ExprKind::Float(v) => format!("{v:?}"),
            ExprKind::Str(s) => format!("{s:?}"),
            ExprKind::LVal(l) => {
                let mut s = l.name.clone();
                for i in &l.indices {
                    s += &format!("[{}]", show(i));
                }
                s
            }
            ExprKind::Call { name, args } => format!(
                "{name}({})",
                args.iter().map(show).collect::<Vec<_>>().join(", ")
            ),
            ExprKind::Unary(op, e) => {
                let o = match op {
                    UnOp::Plus => "+",
                    UnOp::Neg => "-",
                    UnOp::Not => "!",
                };
                format!("({o}{})", show(e))
            }
            ExprKind::Binary(op, l, r) => format!("({} {} {})", show(l), op.symbol(), show(r)),
        }
    }

    fn expr_of(src: &str) -> String {
        let cu = parse(&format!("int main() {{ return {src}; }}")).unwrap();
        let Item::Func(f) = &cu.items[0] else {
            panic!("not a function")
        };
        let BlockItem::Stmt(Stmt::Return(Some(e), _)) = &f.body.items[0] else {
            panic!("not a return")
        };
        show(e)
    }

    #[test]
    fn precedence_and_associativity() {
        assert_eq!(expr_of("1 + 2 * 3 - 4"), "((1 + (2 * 3)) - 4)");
        assert_eq!(expr_of("a - b - c"), "((a - b) - c)");
        assert_eq!(expr_of("a / b % c * d"), "(((a / b) % c) * d)");
        assert_eq!(
            expr_of("a || b && c == d < e + f"),
            "(a || (b && (c == (d < (e + f)))))"
        );
        assert_eq!(expr_of("!-+a * -b"), "((!(-(+a))) * (-b))");
        assert_eq!(
            expr_of("(a + b) * c[i][j + 1]"),
            "((a + b) * c[i][(j + 1)])"
        );
        assert_eq!(expr_of("f(1, g(), x[2])"), "f(1, g(), x[2])");
        assert_eq!(expr_of("a < b != c >= d"), "((a < b) != (c >= d))");
    }

    #[test]
    fn declarations_and_functions() {
        let cu = parse(
            "const int N = 3, M[2][2] = {{1}, {2, 3}};\nint a[N][4], b;\n\
             float f(int x[][4], float y) { if (x[0][1]) return y; else { while (1) break; } \
             return 0; }\nvoid g() { ; b = 1; continue; }",
        )
        .unwrap();
        assert_eq!(cu.items.len(), 4);
        let Item::Decl(d) = &cu.items[0] else {
            panic!()
        };
        assert!(d.is_const);
        assert_eq!(d.defs.len(), 2);
        assert_eq!(d.defs[1].dims.len(), 2);
        let Item::Func(f) = &cu.items[2] else {
            panic!()
        };
        assert_eq!(f.ret, Some(BType::Float));
        assert_eq!(f.params[0].array.as_ref().map(Vec::len), Some(1));
        assert_eq!(f.params[1].array, None);
    }

    #[test]
    fn located_errors() {
        let e = parse("int main() {\n  int x = 1\n  return x;\n}").unwrap_err();
        assert_eq!(e.pos, Pos::new(3, 3));
        assert_eq!(e.to_string(), "3:3: error: expected `;`, found `return`");
        let e = parse("int main() { 1 = 2; }").unwrap_err();
        assert_eq!((e.pos, e.kind), (Pos::new(1, 16), ErrorKind::NotAssignable));
        let e = parse("int main() { return (1 + ; }").unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:26: error: expected an expression, found `;`"
        );
        let e = parse("int main() {").unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:13: error: expected `}`, found end of file"
        );
        let e = parse("int f(int a[3]) {}").unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:13: error: expected `]`, found integer `3`"
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = format!(
            "int main() {{ return {}1{}; }}",
            "(".repeat(100_000),
            ")".repeat(100_000)
        );
        assert_eq!(parse(&deep).unwrap_err().kind, ErrorKind::TooDeep);
        let long = format!("int main() {{ return 1{}; }}", "+1".repeat(100_000));
        assert_eq!(parse(&long).unwrap_err().kind, ErrorKind::TooDeep);
        let neg = format!("int main() {{ return {}1; }}", "-".repeat(100_000));
        assert_eq!(parse(&neg).unwrap_err().kind, ErrorKind::TooDeep);
        let blocks = format!("int main() {{ {} }}", "{".repeat(100_000));
        assert_eq!(parse(&blocks).unwrap_err().kind, ErrorKind::TooDeep);
        // Moderate nesting is fine.
        let ok = format!(
            "int main() {{ return {}1{}; }}",
            "(".repeat(50),
            ")".repeat(50)
        );
        assert!(parse(&ok).is_ok());
    }
}
