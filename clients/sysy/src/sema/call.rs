//! Calls: arity and argument checks of user functions and of the runtime library's,
//! `putf` included.

use super::*;

impl Checker {
    pub(super) fn call(&mut self, name: &str, args: &[ast::Expr], pos: Pos) -> Result<Expr, Error> {
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
