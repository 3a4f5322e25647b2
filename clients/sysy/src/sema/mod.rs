//! The checker: from [`crate::ast`] to [`crate::checked`]. Owns the checker's state, scopes
//! and name resolution; its submodules own constant evaluation (consts, array sizes,
//! constant folding), initialiser flattening, declarations, statements and functions,
//! expressions with the implicit `int`/`float` conversions of C, and the checks of calls
//! (including the runtime library's).

use crate::ast::{self, BType, Init, UnOp};
use crate::checked::*;
use crate::error::{Error, ErrorKind, Pos};
use std::collections::HashMap;
use std::rc::Rc;

mod call;
mod consts;
mod decl;
mod expr;
mod init;
mod stmt;

pub use consts::fold;

/// The largest array, in elements: its count and every index are 32-bit `int` immediates of
/// the IR, so the element count stays below 2^31.
const MAX_ELEMS: usize = i32::MAX as usize;

/// Checks a parsed program and produces its checked form (on a thread with a large stack, see
/// [`crate::with_stack`]).
pub fn check(cu: &ast::CompUnit) -> Result<Program, Error> {
    crate::with_stack(|| check_here(cu))
}

/// Checks on the current thread, which needs a few MiB of stack for the deepest nesting the
/// parser accepts.
pub(crate) fn check_here(cu: &ast::CompUnit) -> Result<Program, Error> {
    let mut c = Checker {
        globals: Vec::new(),
        funcs: Vec::new(),
        func_index: HashMap::new(),
        scopes: vec![HashMap::new()],
        locals: Vec::new(),
        frame_words: 0,
        loops: 0,
        ret: None,
        fname: String::new(),
        const_ctx: false,
    };
    let mut bodies = Vec::new();
    for item in &cu.items {
        match item {
            ast::Item::Decl(d) => c.global_decl(d)?,
            ast::Item::Func(f) => bodies.push(c.function(f)?),
        }
    }
    let main = match c.func_index.get("main") {
        Some(&i) if c.funcs[i].ret == Some(Scalar::Int) && c.funcs[i].params.is_empty() => i,
        _ => return Err(Error::new(Pos::new(1, 1), ErrorKind::NoMain)),
    };
    let funcs = c
        .funcs
        .into_iter()
        .zip(bodies)
        .map(|(sig, (locals, frame_words, body))| Function {
            name: sig.name,
            ret: sig.ret,
            params: sig.params.len(),
            locals,
            frame_words,
            body,
        })
        .collect();
    Ok(Program {
        globals: c.globals,
        funcs,
        main,
    })
}

/// A function's signature.
struct Sig {
    name: String,
    ret: Option<Scalar>,
    params: Vec<Ty>,
}

/// Where a name's storage is.
#[derive(Clone, Copy)]
enum VarRef {
    Global(usize),
    Local(usize),
    /// A local scalar constant: folded everywhere, no storage.
    None,
}

/// The shape of a variable.
#[derive(Clone, PartialEq)]
enum Shape {
    Scalar,
    Array(Vec<usize>),
    /// An array parameter; the dimensions after the first.
    Pointer(Vec<usize>),
}

/// What a name in scope denotes.
#[derive(Clone)]
struct Sym {
    var: VarRef,
    ty: Scalar,
    shape: Shape,
    /// For constants, their value(s): one for a scalar, the non-zero elements for an array.
    konst: Option<Rc<ConstData>>,
}

enum ConstData {
    Scalar(ConstVal),
    Array(HashMap<usize, ConstVal>),
}

struct Checker {
    globals: Vec<Global>,
    funcs: Vec<Sig>,
    func_index: HashMap<String, usize>,
    scopes: Vec<HashMap<String, Sym>>,
    // The function being checked.
    locals: Vec<Local>,
    frame_words: usize,
    loops: u32,
    ret: Option<Scalar>,
    fname: String,
    /// Whether a constant expression is required (constant division by zero is then an error
    /// rather than left to run time).
    const_ctx: bool,
}

fn scalar(t: BType) -> Scalar {
    match t {
        BType::Int => Scalar::Int,
        BType::Float => Scalar::Float,
    }
}

fn ty_name(t: &Ty) -> String {
    match t {
        Ty::Scalar(Scalar::Int) => "int".into(),
        Ty::Scalar(Scalar::Float) => "float".into(),
        Ty::Void => "void".into(),
        Ty::Ptr { elem, dims } => {
            let e = if *elem == Scalar::Int { "int" } else { "float" };
            let d: String = dims.iter().map(|d| format!("[{d}]")).collect();
            format!("{e}[]{d}")
        }
    }
}

fn konst(v: ConstVal) -> Expr {
    Expr {
        ty: Ty::Scalar(v.ty()),
        kind: ExprKind::Const(v),
    }
}

/// Strides, in elements, of each dimension of an array with `dims`.
fn strides(dims: &[usize]) -> Vec<usize> {
    (0..dims.len())
        .map(|k| dims[k + 1..].iter().product())
        .collect()
}

impl Checker {
    fn lookup(&self, name: &str) -> Option<&Sym> {
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }

    fn declare(&mut self, name: &str, pos: Pos, sym: Sym) -> Result<(), Error> {
        let global = self.scopes.len() == 1;
        let scope = self
            .scopes
            .last_mut()
            .expect("the global scope is never popped");
        if scope.contains_key(name) || (global && self.func_index.contains_key(name)) {
            return Err(Error::new(pos, ErrorKind::Redefined(name.to_string())));
        }
        scope.insert(name.to_string(), sym);
        Ok(())
    }
}
