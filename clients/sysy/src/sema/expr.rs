//! Expressions: names, lvalues and subscripts, the implicit `int`/`float` conversions of C,
//! unary and binary operators, and conditions as truth values.

use super::*;

impl Checker {
    fn sym(&self, name: &str, pos: Pos) -> Result<Sym, Error> {
        self.lookup(name)
            .cloned()
            .ok_or_else(|| Error::new(pos, ErrorKind::Undefined(name.to_string())))
    }

    /// Resolves an assignment target to a place and its type.
    pub(super) fn place(&mut self, l: &ast::LVal) -> Result<(Place, Scalar), Error> {
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
    pub(super) fn convert(e: Expr, to: Scalar) -> Expr {
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
    pub(super) fn rvalue(&mut self, e: &ast::Expr, to: Scalar) -> Result<Expr, Error> {
        let x = self.scalar_expr(e)?;
        Ok(Self::convert(x, to))
    }

    /// An expression that must be a scalar.
    pub(super) fn scalar_expr(&mut self, e: &ast::Expr) -> Result<Expr, Error> {
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
    pub(super) fn cond(&mut self, e: &ast::Expr) -> Result<Expr, Error> {
        let x = self.scalar_expr(e)?;
        Ok(truth(x))
    }

    pub(super) fn expr(&mut self, e: &ast::Expr) -> Result<Expr, Error> {
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
