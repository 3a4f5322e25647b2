//! The syntax tree the parser builds: SysY as written, with positions, before names are resolved
//! or types checked (that is [`crate::sema`]'s job, which produces [`crate::checked`]).

use crate::error::Pos;

/// A whole source file.
#[derive(Clone, Debug, PartialEq)]
pub struct CompUnit {
    /// Declarations and function definitions in source order.
    pub items: Vec<Item>,
}

/// A top-level item.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A (const or variable) declaration at file scope.
    Decl(Decl),
    /// A function definition.
    Func(FuncDef),
}

/// The element types of variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BType {
    /// `int`
    Int,
    /// `float`
    Float,
}

/// `const int a = 1, b[2] = {1, 2};` or `float x, y[3];`
#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    /// Whether declared `const`.
    pub is_const: bool,
    /// The element type.
    pub ty: BType,
    /// The declared names.
    pub defs: Vec<VarDef>,
    /// Position of the declaration's first token.
    pub pos: Pos,
}

/// One declared name with its dimensions and initialiser.
#[derive(Clone, Debug, PartialEq)]
pub struct VarDef {
    /// The name.
    pub name: String,
    /// The name's position.
    pub pos: Pos,
    /// Array dimensions (empty for a scalar), each a constant expression.
    pub dims: Vec<Expr>,
    /// The initialiser, if any.
    pub init: Option<Init>,
}

/// An initialiser: an expression, or a brace list of initialisers.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// `= e`
    Expr(Expr),
    /// `= { ... }`, with the position of `{`.
    List(Vec<Init>, Pos),
}

/// A function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct FuncDef {
    /// The result type; `None` for `void`.
    pub ret: Option<BType>,
    /// The name.
    pub name: String,
    /// The name's position.
    pub pos: Pos,
    /// The parameters.
    pub params: Vec<Param>,
    /// The body.
    pub body: Block,
}

/// A parameter: scalar, or array `int a[][3]` (first dimension empty).
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// The element type.
    pub ty: BType,
    /// The name.
    pub name: String,
    /// The name's position.
    pub pos: Pos,
    /// For an array parameter, the dimensions after the empty first one; `None` for a scalar.
    pub array: Option<Vec<Expr>>,
}

/// `{ ... }`
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Declarations and statements in order.
    pub items: Vec<BlockItem>,
    /// Position of `{`.
    pub pos: Pos,
}

/// An item of a block.
#[derive(Clone, Debug, PartialEq)]
pub enum BlockItem {
    /// A local declaration.
    Decl(Decl),
    /// A statement.
    Stmt(Stmt),
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `lval = value;`
    Assign {
        /// The target.
        target: LVal,
        /// The value.
        value: Expr,
    },
    /// `e;` or `;` (with the position of `;` when empty).
    Expr(Option<Expr>, Pos),
    /// A nested block.
    Block(Block),
    /// `if (cond) then else els`
    If {
        /// The condition.
        cond: Expr,
        /// Taken when the condition is non-zero.
        then: Box<Stmt>,
        /// Taken otherwise.
        els: Option<Box<Stmt>>,
    },
    /// `while (cond) body`
    While {
        /// The condition.
        cond: Expr,
        /// The body.
        body: Box<Stmt>,
    },
    /// `break;` at a position.
    Break(Pos),
    /// `continue;` at a position.
    Continue(Pos),
    /// `return e;` or `return;` at the position of `return`.
    Return(Option<Expr>, Pos),
}

/// A variable or array element: `a`, `a[i][j]`.
#[derive(Clone, Debug, PartialEq)]
pub struct LVal {
    /// The name.
    pub name: String,
    /// The name's position.
    pub pos: Pos,
    /// The subscripts.
    pub indices: Vec<Expr>,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `+`
    Plus,
    /// `-`
    Neg,
    /// `!`
    Not,
}

/// Binary operators (including the short-circuit ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Lt => "<",
            BinOp::Gt => ">",
            BinOp::Le => "<=",
            BinOp::Ge => ">=",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }
}

/// An expression with the position of its first token (of the operator, for binary ones).
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where.
    pub pos: Pos,
}

/// The kinds of expressions.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// An integer literal (its value before wrapping to `int`).
    Int(u64),
    /// A float literal.
    Float(f32),
    /// A string literal (only valid as `putf`'s format).
    Str(String),
    /// A variable or array element, or an array (partially) indexed.
    LVal(LVal),
    /// A call.
    Call {
        /// The function's name.
        name: String,
        /// The arguments.
        args: Vec<Expr>,
    },
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation.
    Binary(BinOp, Box<Expr>, Box<Expr>),
}
