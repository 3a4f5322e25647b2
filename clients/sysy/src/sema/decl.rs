//! Declarations: global and local variables and constants, their storage and their
//! initialisers.

use super::*;

impl Checker {
    pub(super) fn global_decl(&mut self, d: &ast::Decl) -> Result<(), Error> {
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

    pub(super) fn new_local(&mut self, name: &str, ty: Scalar, kind: LocalKind) -> usize {
        self.locals.push(Local {
            name: name.to_string(),
            ty,
            kind,
        });
        self.locals.len() - 1
    }

    pub(super) fn local_decl(&mut self, d: &ast::Decl, out: &mut Vec<Stmt>) -> Result<(), Error> {
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
}
