//! The checker: from [`crate::ast`] to [`crate::checked`]. Owns scopes and name resolution,
//! constant evaluation (consts, array sizes, global initialisers), initialiser flattening, the
//! implicit `int`/`float` conversions of C, and the checks of calls (including the runtime
//! library's), assignments, subscripts, `break`/`continue` and `return`.

use crate::ast::{self, BType, Init, UnOp};
use crate::checked::*;
use crate::error::{Error, ErrorKind, Pos};
use std::collections::HashMap;
use std::rc::Rc;

/// The largest array, in elements.
const MAX_ELEMS: usize = 1 << 31;

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

    /// Evaluates a constant expression (an error when it is not one).
    fn const_eval(&mut self, e: &ast::Expr, what: &str) -> Result<ConstVal, Error> {
        let saved = self.const_ctx;
        self.const_ctx = true;
        let r = self.expr(e);
        self.const_ctx = saved;
        match r?.kind {
            ExprKind::Const(v) => Ok(v),
            _ => Err(Error::new(e.pos, ErrorKind::NotConstant(what.to_string()))),
        }
    }

    fn dims(&mut self, dims: &[ast::Expr]) -> Result<Vec<usize>, Error> {
        let mut out = Vec::new();
        let mut total: usize = 1;
        for d in dims {
            let v = match self.const_eval(d, "an array size")? {
                ConstVal::Int(v) => v,
                ConstVal::Float(_) => {
                    return Err(Error::new(
                        d.pos,
                        ErrorKind::TypeMismatch("array size is not an integer".into()),
                    ));
                }
            };
            if v < 0 {
                return Err(Error::new(d.pos, ErrorKind::BadArraySize(v as i64)));
            }
            total = total.saturating_mul(v as usize);
            if total > MAX_ELEMS {
                return Err(Error::new(d.pos, ErrorKind::ArrayTooLarge));
            }
            out.push(v as usize);
        }
        Ok(out)
    }

    /// Flattens a brace initialiser for an array of `dims` into (flat index, expression) pairs.
    fn flatten<'a>(
        &self,
        list: &'a [Init],
        dims: &[usize],
        base: usize,
        out: &mut Vec<(usize, &'a ast::Expr)>,
    ) -> Result<(), Error> {
        let total: usize = dims.iter().product();
        let excess = |pos| {
            Error::new(
                pos,
                ErrorKind::BadInitializer("excess elements in array initializer".into()),
            )
        };
        let mut at = 0;
        for item in list {
            match item {
                Init::Expr(e) => {
                    if at >= total {
                        return Err(excess(e.pos));
                    }
                    out.push((base + at, e));
                    at += 1;
                }
                Init::List(sub, pos) => {
                    if at >= total {
                        return Err(excess(*pos));
                    }
                    // The largest sub-array that starts at `at`; none: braces around a scalar.
                    let k =
                        (1..dims.len()).find(|&k| at % dims[k..].iter().product::<usize>() == 0);
                    match k {
                        Some(k) => {
                            let sub_dims = &dims[k..];
                            self.flatten(sub, sub_dims, base + at, out)?;
                            at += sub_dims.iter().product::<usize>();
                        }
                        None => {
                            match sub.as_slice() {
                                [] => {}
                                [Init::Expr(e)] => out.push((base + at, e)),
                                _ => {
                                    return Err(Error::new(
                                        *pos,
                                        ErrorKind::BadInitializer(
                                            "braces around a scalar hold more than one value"
                                                .into(),
                                        ),
                                    ));
                                }
                            }
                            at += 1;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The single expression initialising a scalar (`= e` or `= {e}`).
    fn scalar_init<'a>(&self, init: &'a Init) -> Result<Option<&'a ast::Expr>, Error> {
        match init {
            Init::Expr(e) => Ok(Some(e)),
            Init::List(l, pos) => match l.as_slice() {
                [] => Ok(None),
                [Init::Expr(e)] => Ok(Some(e)),
                _ => Err(Error::new(
                    *pos,
                    ErrorKind::BadInitializer("a scalar is initialised with a list".into()),
                )),
            },
        }
    }

    fn array_init<'a>(
        &self,
        init: &'a Init,
        dims: &[usize],
    ) -> Result<Vec<(usize, &'a ast::Expr)>, Error> {
        match init {
            Init::Expr(e) => Err(Error::new(
                e.pos,
                ErrorKind::BadInitializer("an array needs a brace-enclosed initializer".into()),
            )),
            Init::List(l, _) => {
                let mut out = Vec::new();
                self.flatten(l, dims, 0, &mut out)?;
                Ok(out)
            }
        }
    }

    fn global_decl(&mut self, d: &ast::Decl) -> Result<(), Error> {
        let ty = scalar(d.ty);
        for def in &d.defs {
            let dims = self.dims(&def.dims)?;
            let what = if d.is_const {
                "a constant's initializer"
            } else {
                "a global variable's initializer"
            };
            if d.is_const && def.init.is_none() {
                return Err(Error::new(
                    def.pos,
                    ErrorKind::BadInitializer(format!("constant `{}` has no value", def.name)),
                ));
            }
            let mut init = Vec::new();
            let mut table = HashMap::new();
            if let Some(i) = &def.init {
                let elems: Vec<(usize, &ast::Expr)> = if dims.is_empty() {
                    self.scalar_init(i)?.map(|e| (0, e)).into_iter().collect()
                } else {
                    self.array_init(i, &dims)?
                };
                for (at, e) in elems {
                    let v = self.const_eval(e, what)?.convert(ty);
                    if !v.is_zero() || v.bits() != 0 {
                        init.push((at, v));
                        table.insert(at, v);
                    }
                }
            }
            let konst = d.is_const.then(|| {
                Rc::new(if dims.is_empty() {
                    ConstData::Scalar(table.get(&0).copied().unwrap_or(match ty {
                        Scalar::Int => ConstVal::Int(0),
                        Scalar::Float => ConstVal::Float(0.0),
                    }))
                } else {
                    ConstData::Array(table)
                })
            });
            let id = self.globals.len();
            let shape = if dims.is_empty() {
                Shape::Scalar
            } else {
                Shape::Array(dims.clone())
            };
            self.declare(
                &def.name,
                def.pos,
                Sym {
                    var: VarRef::Global(id),
                    ty,
                    shape,
                    konst,
                },
            )?;
            self.globals.push(Global {
                name: def.name.clone(),
                ty,
                dims,
                is_const: d.is_const,
                init,
            });
        }
        Ok(())
    }

    fn new_local(&mut self, name: &str, ty: Scalar, kind: LocalKind) -> usize {
        self.locals.push(Local {
            name: name.to_string(),
            ty,
            kind,
        });
        self.locals.len() - 1
    }

    fn local_decl(&mut self, d: &ast::Decl, out: &mut Vec<Stmt>) -> Result<(), Error> {
        let ty = scalar(d.ty);
        for def in &d.defs {
            let dims = self.dims(&def.dims)?;
            if d.is_const && def.init.is_none() {
                return Err(Error::new(
                    def.pos,
                    ErrorKind::BadInitializer(format!("constant `{}` has no value", def.name)),
                ));
            }
            if dims.is_empty() {
                let e = match &def.init {
                    Some(i) => self.scalar_init(i)?,
                    None => None,
                };
                if d.is_const {
                    let v = match e {
                        Some(e) => self.const_eval(e, "a constant's initializer")?.convert(ty),
                        None => ConstVal::Int(0).convert(ty),
                    };
                    self.declare(
                        &def.name,
                        def.pos,
                        Sym {
                            var: VarRef::None,
                            ty,
                            shape: Shape::Scalar,
                            konst: Some(Rc::new(ConstData::Scalar(v))),
                        },
                    )?;
                    continue;
                }
                // As in C, the name is in scope in its own initialiser.
                let id = self.new_local(&def.name, ty, LocalKind::Scalar);
                self.declare(
                    &def.name,
                    def.pos,
                    Sym {
                        var: VarRef::Local(id),
                        ty,
                        shape: Shape::Scalar,
                        konst: None,
                    },
                )?;
                let value = match e {
                    Some(e) => Some(self.rvalue(e, ty)?),
                    None => None,
                };
                if let Some(value) = value {
                    out.push(Stmt::Assign {
                        place: Place::Local(id),
                        value,
                    });
                }
            } else {
                let mut elems = Vec::new();
                let mut table = HashMap::new();
                if let Some(i) = &def.init {
                    for (at, e) in self.array_init(i, &dims)? {
                        if d.is_const {
                            let v = self.const_eval(e, "a constant's initializer")?.convert(ty);
                            table.insert(at, v);
                            elems.push((at, konst(v)));
                        } else {
                            elems.push((at, self.rvalue(e, ty)?));
                        }
                    }
                }
                let size: usize = dims.iter().product();
                let offset = self.frame_words;
                self.frame_words += size;
                let id = self.new_local(
                    &def.name,
                    ty,
                    LocalKind::Array {
                        dims: dims.clone(),
                        offset,
                    },
                );
                self.declare(
                    &def.name,
                    def.pos,
                    Sym {
                        var: VarRef::Local(id),
                        ty,
                        shape: Shape::Array(dims),
                        konst: d.is_const.then(|| Rc::new(ConstData::Array(table))),
                    },
                )?;
                if def.init.is_some() {
                    out.push(Stmt::InitArray { local: id, elems });
                }
            }
        }
        Ok(())
    }

    /// Checks a function: returns its locals, frame size and body. Registers its signature
    /// first so that it may call itself.
    #[allow(clippy::type_complexity)]
    fn function(&mut self, f: &ast::FuncDef) -> Result<(Vec<Local>, usize, Vec<Stmt>), Error> {
        if self.func_index.contains_key(&f.name) || self.scopes[0].contains_key(&f.name) {
            return Err(Error::new(f.pos, ErrorKind::Redefined(f.name.clone())));
        }
        self.locals = Vec::new();
        self.frame_words = 0;
        self.loops = 0;
        self.ret = f.ret.map(scalar);
        self.fname = f.name.clone();
        self.scopes.push(HashMap::new());
        let mut params = Vec::new();
        let result = (|| {
            for p in &f.params {
                let ty = scalar(p.ty);
                let (kind, shape, pty) = match &p.array {
                    None => (LocalKind::Scalar, Shape::Scalar, Ty::Scalar(ty)),
                    Some(d) => {
                        let dims = self.dims(d)?;
                        (
                            LocalKind::Pointer { dims: dims.clone() },
                            Shape::Pointer(dims.clone()),
                            Ty::Ptr { elem: ty, dims },
                        )
                    }
                };
                let id = self.new_local(&p.name, ty, kind);
                self.declare(
                    &p.name,
                    p.pos,
                    Sym {
                        var: VarRef::Local(id),
                        ty,
                        shape,
                        konst: None,
                    },
                )?;
                params.push(pty);
            }
            self.func_index.insert(f.name.clone(), self.funcs.len());
            self.funcs.push(Sig {
                name: f.name.clone(),
                ret: f.ret.map(scalar),
                params,
            });
            // The body's outermost block shares the parameters' scope, as in C.
            let mut body = Vec::new();
            for item in &f.body.items {
                self.block_item(item, &mut body)?;
            }
            Ok(body)
        })();
        self.scopes.pop();
        let body = result?;
        Ok((std::mem::take(&mut self.locals), self.frame_words, body))
    }

    fn block_item(&mut self, item: &ast::BlockItem, out: &mut Vec<Stmt>) -> Result<(), Error> {
        match item {
            ast::BlockItem::Decl(d) => self.local_decl(d, out),
            ast::BlockItem::Stmt(s) => {
                let s = self.stmt(s)?;
                out.push(s);
                Ok(())
            }
        }
    }

    fn block(&mut self, b: &ast::Block) -> Result<Vec<Stmt>, Error> {
        self.scopes.push(HashMap::new());
        let mut out = Vec::new();
        let r = b
            .items
            .iter()
            .try_for_each(|item| self.block_item(item, &mut out));
        self.scopes.pop();
        r.map(|()| out)
    }

    /// A statement nested under `if`/`while` gets its own scope only if it is a block.
    fn stmt(&mut self, s: &ast::Stmt) -> Result<Stmt, Error> {
        Ok(match s {
            ast::Stmt::Assign { target, value } => {
                let (place, ty) = self.place(target)?;
                let value = self.rvalue(value, ty)?;
                Stmt::Assign { place, value }
            }
            ast::Stmt::Expr(None, _) => Stmt::Block(vec![]),
            ast::Stmt::Expr(Some(e), _) => Stmt::Expr(self.expr(e)?),
            ast::Stmt::Block(b) => Stmt::Block(self.block(b)?),
            ast::Stmt::If { cond, then, els } => {
                let cond = self.cond(cond)?;
                let then = Box::new(self.stmt(then)?);
                let els = match els {
                    Some(e) => Some(Box::new(self.stmt(e)?)),
                    None => None,
                };
                Stmt::If { cond, then, els }
            }
            ast::Stmt::While { cond, body } => {
                let cond = self.cond(cond)?;
                self.loops += 1;
                let body = self.stmt(body);
                self.loops -= 1;
                Stmt::While {
                    cond,
                    body: Box::new(body?),
                }
            }
            ast::Stmt::Break(pos) => {
                if self.loops == 0 {
                    return Err(Error::new(*pos, ErrorKind::BreakOutsideLoop));
                }
                Stmt::Break
            }
            ast::Stmt::Continue(pos) => {
                if self.loops == 0 {
                    return Err(Error::new(*pos, ErrorKind::ContinueOutsideLoop));
                }
                Stmt::Continue
            }
            ast::Stmt::Return(value, pos) => match (value, self.ret) {
                (None, None) => Stmt::Return(None),
                (Some(e), Some(t)) => Stmt::Return(Some(self.rvalue(e, t)?)),
                (None, Some(_)) => {
                    return Err(Error::new(
                        *pos,
                        ErrorKind::BadReturn(format!(
                            "non-void function `{}` must return a value",
                            self.fname
                        )),
                    ));
                }
                (Some(_), None) => {
                    return Err(Error::new(
                        *pos,
                        ErrorKind::BadReturn(format!(
                            "void function `{}` cannot return a value",
                            self.fname
                        )),
                    ));
                }
            },
        })
    }

    fn sym(&self, name: &str, pos: Pos) -> Result<Sym, Error> {
        self.lookup(name)
            .cloned()
            .ok_or_else(|| Error::new(pos, ErrorKind::Undefined(name.to_string())))
    }

    /// Resolves an assignment target to a place and its type.
    fn place(&mut self, l: &ast::LVal) -> Result<(Place, Scalar), Error> {
        let sym = self.sym(&l.name, l.pos)?;
        if sym.konst.is_some() {
            return Err(Error::new(l.pos, ErrorKind::AssignToConst(l.name.clone())));
        }
        match self.access(l, &sym)? {
            Access::Scalar(p) => Ok((p, sym.ty)),
            Access::Array { .. } => Err(Error::new(
                l.pos,
                ErrorKind::TypeMismatch(format!("cannot assign to array `{}`", l.name)),
            )),
        }
    }

    /// Resolves a name with subscripts to a scalar place or an array (prefix).
    fn access(&mut self, l: &ast::LVal, sym: &Sym) -> Result<Access, Error> {
        let (base, full_dims) = match (&sym.shape, sym.var) {
            (Shape::Scalar, var) => {
                if let Some(i) = l.indices.first() {
                    return Err(Error::new(
                        i.pos,
                        ErrorKind::BadIndex(format!("`{}` is not an array", l.name)),
                    ));
                }
                return Ok(Access::Scalar(match var {
                    VarRef::Global(g) => Place::Global(g),
                    VarRef::Local(v) => Place::Local(v),
                    VarRef::None => {
                        return Err(Error::new(l.pos, ErrorKind::AssignToConst(l.name.clone())));
                    }
                }));
            }
            (Shape::Array(d), VarRef::Global(g)) => (Base::Global(g), d.clone()),
            (Shape::Array(d), VarRef::Local(v)) => (Base::Local(v), d.clone()),
            (Shape::Pointer(d), VarRef::Local(v)) => {
                let mut full = vec![0];
                full.extend(d);
                (Base::Local(v), full)
            }
            _ => unreachable!("arrays always have storage; pointers are locals"),
        };
        if l.indices.len() > full_dims.len() {
            return Err(Error::new(
                l.indices[full_dims.len()].pos,
                ErrorKind::BadIndex(format!(
                    "`{}` has {} dimension{}",
                    l.name,
                    full_dims.len(),
                    if full_dims.len() == 1 { "" } else { "s" }
                )),
            ));
        }
        let mut indices = Vec::new();
        for i in &l.indices {
            let e = self.expr(i)?;
            if e.ty != Ty::Scalar(Scalar::Int) {
                return Err(Error::new(
                    i.pos,
                    ErrorKind::TypeMismatch(format!(
                        "array subscript is {}, not int",
                        ty_name(&e.ty)
                    )),
                ));
            }
            indices.push(e);
        }
        let all = strides(&full_dims);
        let strides = all[..indices.len()].to_vec();
        if indices.len() == full_dims.len() {
            Ok(Access::Scalar(Place::Elem {
                base,
                indices,
                strides,
            }))
        } else {
            Ok(Access::Array {
                base,
                indices,
                strides,
                rest: full_dims[l.indices.len() + 1..].to_vec(),
            })
        }
    }

    /// Converts a scalar expression to `to`.
    fn convert(e: Expr, to: Scalar) -> Expr {
        match (&e.ty, &e.kind) {
            (Ty::Scalar(t), _) if *t == to => e,
            (_, ExprKind::Const(v)) => konst(v.convert(to)),
            (Ty::Scalar(Scalar::Int), _) => Expr {
                ty: Ty::Scalar(Scalar::Float),
                kind: ExprKind::IntToFloat(Box::new(e)),
            },
            _ => Expr {
                ty: Ty::Scalar(Scalar::Int),
                kind: ExprKind::FloatToInt(Box::new(e)),
            },
        }
    }

    /// A scalar expression converted to `to`.
    fn rvalue(&mut self, e: &ast::Expr, to: Scalar) -> Result<Expr, Error> {
        let x = self.scalar_expr(e)?;
        Ok(Self::convert(x, to))
    }

    /// An expression that must be a scalar.
    fn scalar_expr(&mut self, e: &ast::Expr) -> Result<Expr, Error> {
        let x = self.expr(e)?;
        match x.ty {
            Ty::Scalar(_) => Ok(x),
            _ => Err(Error::new(
                e.pos,
                ErrorKind::TypeMismatch(format!("expected int or float, found {}", ty_name(&x.ty))),
            )),
        }
    }

    /// A condition: an `int` truth value (a float compares with zero).
    fn cond(&mut self, e: &ast::Expr) -> Result<Expr, Error> {
        let x = self.scalar_expr(e)?;
        Ok(truth(x))
    }

    fn expr(&mut self, e: &ast::Expr) -> Result<Expr, Error> {
        match &e.kind {
            ast::ExprKind::Int(v) => Ok(konst(ConstVal::Int(*v as u32 as i32))),
            ast::ExprKind::Float(v) => Ok(konst(ConstVal::Float(*v))),
            ast::ExprKind::Str(_) => Err(Error::new(e.pos, ErrorKind::StringOutsidePutf)),
            ast::ExprKind::LVal(l) => self.lval(l),
            ast::ExprKind::Call { name, args } => self.call(name, args, e.pos),
            ast::ExprKind::Unary(op, a) => {
                let x = self.scalar_expr(a)?;
                let Ty::Scalar(t) = x.ty else {
                    unreachable!("scalar_expr checked")
                };
                Ok(match (op, &x.kind) {
                    (UnOp::Plus, _) => x,
                    (UnOp::Neg, ExprKind::Const(ConstVal::Int(v))) => {
                        konst(ConstVal::Int(v.wrapping_neg()))
                    }
                    (UnOp::Neg, ExprKind::Const(ConstVal::Float(v))) => konst(ConstVal::Float(-v)),
                    (UnOp::Neg, _) => Expr {
                        ty: x.ty.clone(),
                        kind: ExprKind::Neg(Box::new(x)),
                    },
                    (UnOp::Not, ExprKind::Const(v)) => konst(ConstVal::Int(v.is_zero() as i32)),
                    (UnOp::Not, _) => Expr {
                        ty: Ty::Scalar(Scalar::Int),
                        kind: ExprKind::Not {
                            operand: t,
                            e: Box::new(x),
                        },
                    },
                })
            }
            ast::ExprKind::Binary(op, l, r) => self.binary(*op, l, r, e.pos),
        }
    }

    fn binary(
        &mut self,
        op: ast::BinOp,
        l: &ast::Expr,
        r: &ast::Expr,
        pos: Pos,
    ) -> Result<Expr, Error> {
        use ast::BinOp as A;
        if op == A::And || op == A::Or {
            let l = self.cond(l)?;
            let r = self.cond(r)?;
            if let (ExprKind::Const(a), ExprKind::Const(b)) = (&l.kind, &r.kind) {
                let (a, b) = (!a.is_zero(), !b.is_zero());
                let v = if op == A::And { a && b } else { a || b };
                return Ok(konst(ConstVal::Int(v as i32)));
            }
            let kind = if op == A::And {
                ExprKind::And(Box::new(l), Box::new(r))
            } else {
                ExprKind::Or(Box::new(l), Box::new(r))
            };
            return Ok(Expr {
                ty: Ty::Scalar(Scalar::Int),
                kind,
            });
        }
        let bop = match op {
            A::Add => BinOp::Add,
            A::Sub => BinOp::Sub,
            A::Mul => BinOp::Mul,
            A::Div => BinOp::Div,
            A::Rem => BinOp::Rem,
            A::Lt => BinOp::Lt,
            A::Gt => BinOp::Gt,
            A::Le => BinOp::Le,
            A::Ge => BinOp::Ge,
            A::Eq => BinOp::Eq,
            A::Ne => BinOp::Ne,
            A::And | A::Or => unreachable!("handled above"),
        };
        let lx = self.scalar_expr(l)?;
        let rx = self.scalar_expr(r)?;
        let operand = if lx.ty == Ty::Scalar(Scalar::Float) || rx.ty == Ty::Scalar(Scalar::Float) {
            Scalar::Float
        } else {
            Scalar::Int
        };
        if bop == BinOp::Rem && operand == Scalar::Float {
            return Err(Error::new(
                pos,
                ErrorKind::TypeMismatch("`%` needs int operands".into()),
            ));
        }
        let lx = Self::convert(lx, operand);
        let rx = Self::convert(rx, operand);
        if let (ExprKind::Const(a), ExprKind::Const(b)) = (&lx.kind, &rx.kind) {
            match fold(bop, *a, *b) {
                Some(v) => return Ok(konst(v)),
                None if self.const_ctx => {
                    return Err(Error::new(pos, ErrorKind::ConstDivisionByZero));
                }
                None => {}
            }
        }
        let ty = if bop.is_comparison() {
            Scalar::Int
        } else {
            operand
        };
        Ok(Expr {
            ty: Ty::Scalar(ty),
            kind: ExprKind::Binary {
                op: bop,
                operand,
                l: Box::new(lx),
                r: Box::new(rx),
            },
        })
    }

    fn lval(&mut self, l: &ast::LVal) -> Result<Expr, Error> {
        let sym = self.sym(&l.name, l.pos)?;
        // Constants fold, also elements of constant arrays at constant subscripts.
        if let Some(k) = &sym.konst {
            match (&**k, &sym.shape) {
                (ConstData::Scalar(v), _) => {
                    if let Some(i) = l.indices.first() {
                        return Err(Error::new(
                            i.pos,
                            ErrorKind::BadIndex(format!("`{}` is not an array", l.name)),
                        ));
                    }
                    return Ok(konst(*v));
                }
                (ConstData::Array(table), Shape::Array(dims)) if l.indices.len() == dims.len() => {
                    let mut consts = Vec::new();
                    for i in &l.indices {
                        let x = self.expr(i)?;
                        match x.kind {
                            ExprKind::Const(ConstVal::Int(v)) => consts.push(v),
                            _ => break,
                        }
                    }
                    if consts.len() == dims.len() {
                        let mut at: i64 = 0;
                        for (k, (&v, &d)) in consts.iter().zip(dims).enumerate() {
                            if v < 0 || v as usize >= d {
                                return Err(Error::new(
                                    l.indices[k].pos,
                                    ErrorKind::BadIndex(format!(
                                        "index {v} is out of bounds for `{}`",
                                        l.name
                                    )),
                                ));
                            }
                            at = at * d as i64 + v as i64;
                        }
                        let v = table.get(&(at as usize)).copied().unwrap_or(match sym.ty {
                            Scalar::Int => ConstVal::Int(0),
                            Scalar::Float => ConstVal::Float(0.0),
                        });
                        return Ok(konst(v));
                    }
                }
                _ => {}
            }
        }
        if self.const_ctx {
            // A constant expression may not read variables; say so here rather than after
            // checking the rest of the expression.
            return Err(Error::new(
                l.pos,
                ErrorKind::NotConstant(format!("`{}`", l.name)),
            ));
        }
        Ok(match self.access(l, &sym)? {
            Access::Scalar(p) => Expr {
                ty: Ty::Scalar(sym.ty),
                kind: ExprKind::Load(p),
            },
            Access::Array {
                base,
                indices,
                strides,
                rest,
            } => Expr {
                ty: Ty::Ptr {
                    elem: sym.ty,
                    dims: rest,
                },
                kind: ExprKind::Addr {
                    base,
                    indices,
                    strides,
                },
            },
        })
    }

    fn call(&mut self, name: &str, args: &[ast::Expr], pos: Pos) -> Result<Expr, Error> {
        if self.const_ctx {
            return Err(Error::new(
                pos,
                ErrorKind::NotConstant(format!("a call of `{name}`")),
            ));
        }
        // The program's own functions first: a program may define `putint` and the like.
        if let Some(&func) = self.func_index.get(name) {
            let (params, ret) = (self.funcs[func].params.clone(), self.funcs[func].ret);
            return self.finish_call(name, args, pos, &params, ret, |args| ExprKind::Call {
                func,
                args,
            });
        }
        if name == "putf" {
            return self.putf(args, pos);
        }
        match Builtin::ALL.iter().find(|b| b.name() == name) {
            Some(&which) => {
                let (params, ret) = which.signature();
                self.finish_call(name, args, pos, &params, ret, |args| ExprKind::Builtin {
                    which,
                    args,
                    line: pos.line,
                })
            }
            None => Err(Error::new(pos, ErrorKind::UndefinedFunction(name.into()))),
        }
    }

    fn finish_call(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        pos: Pos,
        params: &[Ty],
        ret: Option<Scalar>,
        make: impl FnOnce(Vec<Expr>) -> ExprKind,
    ) -> Result<Expr, Error> {
        if args.len() != params.len() {
            return Err(Error::new(
                pos,
                ErrorKind::Arity {
                    name: name.into(),
                    expected: params.len(),
                    found: args.len(),
                },
            ));
        }
        let mut out = Vec::new();
        for (k, (a, p)) in args.iter().zip(params).enumerate() {
            let x = self.expr(a)?;
            let x = match (p, &x.ty) {
                (Ty::Scalar(t), Ty::Scalar(_)) => Self::convert(x, *t),
                (Ty::Ptr { .. }, t) if t == p => x,
                _ => {
                    return Err(Error::new(
                        a.pos,
                        ErrorKind::TypeMismatch(format!(
                            "argument {} of `{name}` should be {}, found {}",
                            k + 1,
                            ty_name(p),
                            ty_name(&x.ty)
                        )),
                    ));
                }
            };
            out.push(x);
        }
        Ok(Expr {
            ty: ret.map(Ty::Scalar).unwrap_or(Ty::Void),
            kind: make(out),
        })
    }

    fn putf(&mut self, args: &[ast::Expr], pos: Pos) -> Result<Expr, Error> {
        let Some(ast::Expr {
            kind: ast::ExprKind::Str(fmt),
            ..
        }) = args.first()
        else {
            return Err(Error::new(
                args.first().map(|a| a.pos).unwrap_or(pos),
                ErrorKind::TypeMismatch("`putf` needs a format string first".into()),
            ));
        };
        let mut out = Vec::new();
        for a in &args[1..] {
            out.push(self.scalar_expr(a)?);
        }
        Ok(Expr {
            ty: Ty::Void,
            kind: ExprKind::PutF {
                fmt: fmt.clone(),
                args: out,
            },
        })
    }
}

/// An lvalue resolved: a scalar place, or an array with some leading subscripts.
enum Access {
    Scalar(Place),
    Array {
        base: Base,
        indices: Vec<Expr>,
        strides: Vec<usize>,
        rest: Vec<usize>,
    },
}

/// A scalar expression as an `int` truth value.
fn truth(x: Expr) -> Expr {
    match (&x.ty, &x.kind) {
        (_, ExprKind::Const(v)) => konst(ConstVal::Int(!v.is_zero() as i32)),
        (Ty::Scalar(Scalar::Float), _) => Expr {
            ty: Ty::Scalar(Scalar::Int),
            kind: ExprKind::Binary {
                op: BinOp::Ne,
                operand: Scalar::Float,
                l: Box::new(x),
                r: Box::new(konst(ConstVal::Float(0.0))),
            },
        },
        _ => x,
    }
}

/// Folds a binary operation on constants of the same type; `None` for integer division by
/// zero.
pub fn fold(op: BinOp, a: ConstVal, b: ConstVal) -> Option<ConstVal> {
    Some(match (a, b) {
        (ConstVal::Int(a), ConstVal::Int(b)) => ConstVal::Int(match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::Div => a.checked_div(b).or_else(|| (b != 0).then_some(a))?,
            BinOp::Rem => a.checked_rem(b).or_else(|| (b != 0).then_some(0))?,
            BinOp::Lt => (a < b) as i32,
            BinOp::Gt => (a > b) as i32,
            BinOp::Le => (a <= b) as i32,
            BinOp::Ge => (a >= b) as i32,
            BinOp::Eq => (a == b) as i32,
            BinOp::Ne => (a != b) as i32,
        }),
        (ConstVal::Float(a), ConstVal::Float(b)) => match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {
                ConstVal::Float(float_arith(op, a, b))
            }
            BinOp::Rem => return None,
            BinOp::Lt => ConstVal::Int((a < b) as i32),
            BinOp::Gt => ConstVal::Int((a > b) as i32),
            BinOp::Le => ConstVal::Int((a <= b) as i32),
            BinOp::Ge => ConstVal::Int((a >= b) as i32),
            BinOp::Eq => ConstVal::Int((a == b) as i32),
            BinOp::Ne => ConstVal::Int((a != b) as i32),
        },
        _ => return None,
    })
}
