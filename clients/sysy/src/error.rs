//! Source positions and the compile-time errors of the front end (lexer, parser, checker), with
//! their rendering as `file:line:col: error: message` followed by the source line and a caret.

use std::fmt;

/// A position in the source text: 1-based line and column (columns count bytes; SysY is ASCII).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Pos {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1.
    pub col: u32,
}

impl Pos {
    /// The position at `line`, `col`.
    pub fn new(line: u32, col: u32) -> Self {
        Pos { line, col }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// What went wrong, without where.
#[derive(Clone, Debug, PartialEq)]
pub enum ErrorKind {
    // ---- lexer ----
    /// A character that starts no token.
    UnexpectedChar(char),
    /// `/*` without a closing `*/`.
    UnterminatedComment,
    /// `"` without a closing `"` on the same line.
    UnterminatedString,
    /// A numeric literal that is neither an integer nor a float literal (`09`, `1e`, `0x`).
    MalformedNumber(String),
    /// An integer literal larger than 64 bits.
    IntegerTooLarge(String),
    // ---- parser ----
    /// The parser expected one thing and found another (`found` is the token's text or
    /// "end of file").
    Expected {
        /// What was expected, e.g. "`;`" or "an expression".
        expected: String,
        /// The token found instead.
        found: String,
    },
    /// Nesting (parentheses, blocks, operator chains) deeper than the front end accepts.
    TooDeep,
    /// The left side of `=` is not a variable or array element.
    NotAssignable,
    // ---- checker ----
    /// A name used but not declared.
    Undefined(String),
    /// A call of a function that does not exist.
    UndefinedFunction(String),
    /// A name declared twice in the same scope.
    Redefined(String),
    /// A constant expression was required (const initialiser, array size, global initialiser).
    NotConstant(String),
    /// An array dimension that is negative.
    BadArraySize(i64),
    /// An array whose size exceeds what the interpreter and targets support (2^31 elements).
    ArrayTooLarge,
    /// Division or remainder by zero while evaluating a constant expression.
    ConstDivisionByZero,
    /// An initialiser that does not fit the declared shape.
    BadInitializer(String),
    /// An operand or value of the wrong type.
    TypeMismatch(String),
    /// Indexing something with more subscripts than it has dimensions, or indexing a scalar.
    BadIndex(String),
    /// Assignment to a constant.
    AssignToConst(String),
    /// A call with the wrong number of arguments.
    Arity {
        /// The function called.
        name: String,
        /// The parameters it has.
        expected: usize,
        /// The arguments given.
        found: usize,
    },
    /// `break` outside a loop.
    BreakOutsideLoop,
    /// `continue` outside a loop.
    ContinueOutsideLoop,
    /// `return` with a value in a void function or without one in a non-void function.
    BadReturn(String),
    /// The program has no `int main()`.
    NoMain,
    /// A string literal outside `putf`'s first argument.
    StringOutsidePutf,
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind::*;
        match self {
            UnexpectedChar(c) => write!(f, "unexpected character `{}`", c.escape_default()),
            UnterminatedComment => write!(f, "unterminated block comment"),
            UnterminatedString => write!(f, "unterminated string literal"),
            MalformedNumber(s) => write!(f, "malformed number `{s}`"),
            IntegerTooLarge(s) => write!(f, "integer literal `{s}` is too large"),
            Expected { expected, found } => write!(f, "expected {expected}, found {found}"),
            TooDeep => write!(f, "nesting too deep"),
            NotAssignable => write!(f, "left side of `=` is not a variable or array element"),
            Undefined(n) => write!(f, "undefined name `{n}`"),
            UndefinedFunction(n) => write!(f, "undefined function `{n}`"),
            Redefined(n) => write!(f, "`{n}` is already defined in this scope"),
            NotConstant(what) => write!(f, "{what} is not a constant expression"),
            BadArraySize(n) => write!(f, "array size {n} is negative"),
            ArrayTooLarge => write!(f, "array is too large"),
            ConstDivisionByZero => write!(f, "division by zero in a constant expression"),
            BadInitializer(m) => write!(f, "bad initializer: {m}"),
            TypeMismatch(m) => write!(f, "type mismatch: {m}"),
            BadIndex(m) => write!(f, "bad subscript: {m}"),
            AssignToConst(n) => write!(f, "cannot assign to constant `{n}`"),
            Arity {
                name,
                expected,
                found,
            } => write!(
                f,
                "function `{name}` takes {expected} argument{}, {found} given",
                if *expected == 1 { "" } else { "s" }
            ),
            BreakOutsideLoop => write!(f, "`break` outside a loop"),
            ContinueOutsideLoop => write!(f, "`continue` outside a loop"),
            BadReturn(m) => write!(f, "{m}"),
            NoMain => write!(f, "no `int main()` defined"),
            StringOutsidePutf => {
                write!(
                    f,
                    "a string literal may only be the format argument of `putf`"
                )
            }
        }
    }
}

/// A located compile-time error.
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    /// Where.
    pub pos: Pos,
    /// What.
    pub kind: ErrorKind,
}

impl Error {
    /// An error of `kind` at `pos`.
    pub fn new(pos: Pos, kind: ErrorKind) -> Self {
        Error { pos, kind }
    }

    /// Renders like rustc: `file:line:col: error: message`, the source line, and a caret under
    /// the column.
    pub fn render(&self, file: &str, src: &str) -> String {
        let mut out = format!("{file}:{}: error: {}\n", self.pos, self.kind);
        let line_no = self.pos.line as usize;
        if let Some(line) = src.lines().nth(line_no.saturating_sub(1)) {
            let gutter = line_no.to_string();
            let pad = " ".repeat(gutter.len());
            // Tabs keep their width under the caret.
            let lead: String = line
                .chars()
                .take((self.pos.col as usize).saturating_sub(1))
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            out.push_str(&format!("{pad} |\n{gutter} | {line}\n{pad} | {lead}^\n"));
        }
        out
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: error: {}", self.pos, self.kind)
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_with_caret() {
        let e = Error::new(Pos::new(2, 3), ErrorKind::Undefined("x".into()));
        let src = "int main() {\n  x = 1;\n}\n";
        let r = e.render("a.sy", src);
        assert_eq!(
            r,
            "a.sy:2:3: error: undefined name `x`\n  |\n2 |   x = 1;\n  |   ^\n"
        );
    }
}
