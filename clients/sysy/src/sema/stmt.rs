//! Functions, blocks and statements: signatures and parameters, scopes of blocks, and the
//! checks of assignments, `break`/`continue` and `return`.

use super::*;

impl Checker {
    /// Checks a function: returns its locals, frame size and body. Registers its signature
    /// first so that it may call itself.
    #[allow(clippy::type_complexity)]
    pub(super) fn function(
        &mut self,
        f: &ast::FuncDef,
    ) -> Result<(Vec<Local>, usize, Vec<Stmt>), Error> {
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
}
