//! The checked program [`crate::sema`] produces and [`crate::interp`] (and later IR generation)
//! consumes: names resolved to indices, every expression typed, implicit conversions explicit,
//! constants folded, initialisers flattened, conditions reduced to `int`.

/// The scalar types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// 32-bit two's-complement integer.
    Int,
    /// IEEE single precision.
    Float,
}

/// A compile-time value of a scalar type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstVal {
    /// An `int`.
    Int(i32),
    /// A `float`.
    Float(f32),
}

impl ConstVal {
    /// The value's type.
    pub fn ty(self) -> Scalar {
        match self {
            ConstVal::Int(_) => Scalar::Int,
            ConstVal::Float(_) => Scalar::Float,
        }
    }

    /// The value converted to `ty` as C converts (float to int truncates toward zero).
    pub fn convert(self, ty: Scalar) -> ConstVal {
        match (self, ty) {
            (ConstVal::Int(v), Scalar::Float) => ConstVal::Float(v as f32),
            (ConstVal::Float(v), Scalar::Int) => ConstVal::Int(v as i32),
            (v, _) => v,
        }
    }

    /// The value's 32-bit memory representation.
    pub fn bits(self) -> u32 {
        match self {
            ConstVal::Int(v) => v as u32,
            ConstVal::Float(v) => v.to_bits(),
        }
    }

    /// Whether the value is zero (either zero for floats).
    pub fn is_zero(self) -> bool {
        match self {
            ConstVal::Int(v) => v == 0,
            ConstVal::Float(v) => v == 0.0,
        }
    }
}

/// The type of an expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A scalar value.
    Scalar(Scalar),
    /// The result of a `void` call.
    Void,
    /// The address of an array's first element; `dims` are the dimensions of each element
    /// (empty when the elements are scalars), as for a parameter `elem a[][dims...]`.
    Ptr {
        /// The scalar at the bottom.
        elem: Scalar,
        /// The dimensions after the first.
        dims: Vec<usize>,
    },
}

/// A global variable or constant.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// Its name.
    pub name: String,
    /// Its element type.
    pub ty: Scalar,
    /// Its dimensions (empty for a scalar).
    pub dims: Vec<usize>,
    /// Whether declared `const`.
    pub is_const: bool,
    /// The non-zero initial elements as (flat index, value); everything else is zero.
    pub init: Vec<(usize, ConstVal)>,
}

impl Global {
    /// The number of scalar elements (1 for a scalar).
    pub fn size(&self) -> usize {
        self.dims.iter().product()
    }
}

/// What a local slot holds.
#[derive(Clone, Debug, PartialEq)]
pub enum LocalKind {
    /// A scalar variable (or scalar parameter).
    Scalar,
    /// An array declared in the function; the slot holds its address, the array lives in the
    /// frame at `offset` words.
    Array {
        /// Dimensions.
        dims: Vec<usize>,
        /// Word offset in the function's frame.
        offset: usize,
    },
    /// An array parameter; the slot holds the address passed.
    Pointer {
        /// The dimensions after the (empty) first one.
        dims: Vec<usize>,
    },
}

/// A local variable or parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Local {
    /// Its name (not necessarily unique within the function).
    pub name: String,
    /// Its element type.
    pub ty: Scalar,
    /// Scalar, array or pointer.
    pub kind: LocalKind,
}

/// A function.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// Its result type; `None` for `void`.
    pub ret: Option<Scalar>,
    /// The number of parameters; they are locals `0..params`.
    pub params: usize,
    /// All locals, parameters first.
    pub locals: Vec<Local>,
    /// The words of memory its local arrays take.
    pub frame_words: usize,
    /// The body.
    pub body: Vec<Stmt>,
}

/// Where an array's address comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    /// A local slot holding an address (local array or array parameter).
    Local(usize),
    /// A global array.
    Global(usize),
}

/// A storage location of a scalar.
#[derive(Clone, Debug, PartialEq)]
pub enum Place {
    /// A scalar local.
    Local(usize),
    /// A scalar global.
    Global(usize),
    /// An array element: the address of `base` plus the sum of `indices[k] * strides[k]` words.
    Elem {
        /// The array.
        base: Base,
        /// The subscripts (`int` expressions).
        indices: Vec<Expr>,
        /// The stride of each subscript, in elements.
        strides: Vec<usize>,
    },
}

/// Arithmetic and comparison operators; [`ExprKind::Binary`] says on which type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (truncating for `int`)
    Div,
    /// `%` (`int` only)
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
}

impl BinOp {
    /// Whether the result is an `int` truth value rather than the operand type.
    pub fn is_comparison(self) -> bool {
        !matches!(
            self,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem
        )
    }
}

/// `a op b` for a float arithmetic operator (`Add`, `Sub`, `Mul`, `Div`; others yield NaN), with
/// AArch64's NaN results whatever the host: an operation on NaNs returns the first NaN operand
/// (quieted), and an invalid one (`0 / 0`, `inf - inf`) the default NaN, which is positive (x86
/// makes it negative, and `%a` prints the sign).
pub fn float_arith(op: BinOp, a: f32, b: f32) -> f32 {
    let r = match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => a / b,
        _ => f32::NAN,
    };
    if !r.is_nan() {
        r
    } else if a.is_nan() {
        f32::from_bits(a.to_bits() | 0x0040_0000)
    } else if b.is_nan() {
        f32::from_bits(b.to_bits() | 0x0040_0000)
    } else {
        f32::from_bits(0x7fc0_0000)
    }
}

/// The runtime library's functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `int getint()`
    GetInt,
    /// `int getch()`
    GetCh,
    /// `float getfloat()`
    GetFloat,
    /// `int getarray(int a[])`
    GetArray,
    /// `int getfarray(float a[])`
    GetFArray,
    /// `void putint(int)`
    PutInt,
    /// `void putch(int)`
    PutCh,
    /// `void putfloat(float)`
    PutFloat,
    /// `void putarray(int n, int a[])`
    PutArray,
    /// `void putfarray(int n, float a[])`
    PutFArray,
    /// `void starttime()`
    StartTime,
    /// `void stoptime()`
    StopTime,
}

impl Builtin {
    /// Every builtin with a fixed signature (`putf` is handled apart).
    pub const ALL: [Builtin; 12] = [
        Builtin::GetInt,
        Builtin::GetCh,
        Builtin::GetFloat,
        Builtin::GetArray,
        Builtin::GetFArray,
        Builtin::PutInt,
        Builtin::PutCh,
        Builtin::PutFloat,
        Builtin::PutArray,
        Builtin::PutFArray,
        Builtin::StartTime,
        Builtin::StopTime,
    ];

    /// The name programs call it by.
    pub fn name(self) -> &'static str {
        match self {
            Builtin::GetInt => "getint",
            Builtin::GetCh => "getch",
            Builtin::GetFloat => "getfloat",
            Builtin::GetArray => "getarray",
            Builtin::GetFArray => "getfarray",
            Builtin::PutInt => "putint",
            Builtin::PutCh => "putch",
            Builtin::PutFloat => "putfloat",
            Builtin::PutArray => "putarray",
            Builtin::PutFArray => "putfarray",
            Builtin::StartTime => "starttime",
            Builtin::StopTime => "stoptime",
        }
    }

    /// The parameter types and the result type (`None`: void).
    pub fn signature(self) -> (Vec<Ty>, Option<Scalar>) {
        let int = Ty::Scalar(Scalar::Int);
        let float = Ty::Scalar(Scalar::Float);
        let ptr = |elem| Ty::Ptr { elem, dims: vec![] };
        match self {
            Builtin::GetInt | Builtin::GetCh => (vec![], Some(Scalar::Int)),
            Builtin::GetFloat => (vec![], Some(Scalar::Float)),
            Builtin::GetArray => (vec![ptr(Scalar::Int)], Some(Scalar::Int)),
            Builtin::GetFArray => (vec![ptr(Scalar::Float)], Some(Scalar::Int)),
            Builtin::PutInt | Builtin::PutCh => (vec![int], None),
            Builtin::PutFloat => (vec![float], None),
            Builtin::PutArray => (vec![int, ptr(Scalar::Int)], None),
            Builtin::PutFArray => (vec![int, ptr(Scalar::Float)], None),
            Builtin::StartTime | Builtin::StopTime => (vec![], None),
        }
    }
}

/// A typed expression.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// Its type.
    pub ty: Ty,
    /// What it computes.
    pub kind: ExprKind,
}

/// The kinds of typed expressions.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A constant.
    Const(ConstVal),
    /// The scalar stored at a place.
    Load(Place),
    /// An array's address, advanced by whole rows for the subscripts given (fewer than its
    /// dimensions): the value passed for an array parameter.
    Addr {
        /// The array.
        base: Base,
        /// The subscripts.
        indices: Vec<Expr>,
        /// Their strides in elements.
        strides: Vec<usize>,
    },
    /// Negation on the expression's type.
    Neg(Box<Expr>),
    /// `!` of an operand of type `operand`; the result is `int`.
    Not {
        /// The operand's type.
        operand: Scalar,
        /// The operand.
        e: Box<Expr>,
    },
    /// Arithmetic or comparison of two operands of type `operand`.
    Binary {
        /// The operator.
        op: BinOp,
        /// Both operands' type.
        operand: Scalar,
        /// Left.
        l: Box<Expr>,
        /// Right.
        r: Box<Expr>,
    },
    /// `l && r` on `int` truth values (operands already reduced to `int`), short-circuit.
    And(Box<Expr>, Box<Expr>),
    /// `l || r`, likewise.
    Or(Box<Expr>, Box<Expr>),
    /// `int` to `float`.
    IntToFloat(Box<Expr>),
    /// `float` to `int`, truncating toward zero.
    FloatToInt(Box<Expr>),
    /// A call of the program's function `func` (an index into [`Program::funcs`]).
    Call {
        /// The callee.
        func: usize,
        /// The arguments, converted to the parameter types.
        args: Vec<Expr>,
    },
    /// A call of the runtime library.
    Builtin {
        /// Which function.
        which: Builtin,
        /// The arguments, converted to the parameter types.
        args: Vec<Expr>,
        /// The source line of the call (what `starttime`/`stoptime` report).
        line: u32,
    },
    /// `putf(fmt, args...)`
    PutF {
        /// The format string.
        fmt: String,
        /// The arguments (scalars, floats as they are).
        args: Vec<Expr>,
    },
}

/// A checked statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// Stores a value (already of the place's type).
    Assign {
        /// Where.
        place: Place,
        /// What.
        value: Expr,
    },
    /// Initialises local array `local`: zero everywhere, then each (flat index, value).
    InitArray {
        /// The array's local slot.
        local: usize,
        /// The elements given.
        elems: Vec<(usize, Expr)>,
    },
    /// Evaluates an expression for its effects.
    Expr(Expr),
    /// A nested block.
    Block(Vec<Stmt>),
    /// `if`; the condition is an `int` truth value.
    If {
        /// Condition.
        cond: Expr,
        /// Then branch.
        then: Box<Stmt>,
        /// Else branch.
        els: Option<Box<Stmt>>,
    },
    /// `while`; the condition is an `int` truth value.
    While {
        /// Condition.
        cond: Expr,
        /// Body.
        body: Box<Stmt>,
    },
    /// `break`
    Break,
    /// `continue`
    Continue,
    /// `return`, with the value converted to the function's result type.
    Return(Option<Expr>),
}

/// A checked program.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// Global variables and constants in declaration order.
    pub globals: Vec<Global>,
    /// Functions in definition order.
    pub funcs: Vec<Function>,
    /// The index of `main` in `funcs`.
    pub main: usize,
}
