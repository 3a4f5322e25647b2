//! Statements: declarations with initialisers, assignments, `if` chains, bounded `while`
//! loops, returns and output, within the work budget.

use std::fmt::Write;

use super::*;

impl Gen {
    pub(super) fn budget_left(&self) -> bool {
        self.cost + self.mult * 20 <= self.cap
    }

    pub(super) fn block(&mut self, n: usize, depth: u32) {
        self.scopes.push(Vec::new());
        for _ in 0..n {
            self.stmt(depth);
        }
        self.scopes.pop();
    }

    pub(super) fn stmt(&mut self, depth: u32) {
        self.cost += self.mult * 3;
        let ed = self.size.expr_depth;
        let nested = depth < self.size.depth && self.budget_left();
        let jump = if self.loops.is_empty() || !self.r.chance(20) {
            self.r.below_u64(24)
        } else {
            14 + self.r.below_u64(2)
        };
        match jump {
            0..=2 => self.decl_scalar(ed),
            3 => self.decl_const(),
            4 => self.decl_array(),
            5..=8 => self.assign(ed),
            9..=11 if nested => self.if_chain(depth),
            12..=13 if nested => self.while_loop(depth),
            14 if !self.loops.is_empty() => {
                let c = self.any_e(ed.min(2), Cx::default());
                self.features.breaks += 1;
                self.line(&format!("if ({}) break;", c.t));
            }
            15 if !self.loops.is_empty() => {
                let c = self.any_e(ed.min(2), Cx::default());
                self.features.continues += 1;
                let l = self.loops.last().map(|l| (l.counter.clone(), l.top));
                if let Some((i, top)) = l {
                    if top {
                        self.line(&format!("if ({}) continue;", c.t));
                    } else {
                        self.line(&format!("if ({}) {{ {i} = {i} + 1; continue; }}", c.t));
                    }
                }
            }
            16 if depth > 0 => self.early_return(),
            17..=19 => self.output(ed),
            _ => {
                if let Some(e) = self.call(None, ed.min(2), Cx::default()) {
                    self.line(&format!("{};", e.t));
                } else {
                    self.output(ed);
                }
            }
        }
    }

    pub(super) fn decl_scalar(&mut self, ed: u32) {
        let ty = self.ty();
        let name = self.fresh("v");
        let init = if ty == Ty::Float && self.r.chance(15) {
            self.float_lit().0
        } else {
            let e = self.any_e(ed, Cx::default());
            self.fit(e, ty, B, FB)
        };
        self.line(&format!("{} {name} = {init};", ty.name()));
        let kind = match ty {
            Ty::Int => Kind::Int(-B, B),
            Ty::Float => Kind::Float(FB),
        };
        self.local(name, kind, true);
    }

    pub(super) fn decl_const(&mut self) {
        let name = self.fresh("c");
        if self.r.chance(25) {
            let (t, v) = self.float_lit();
            self.line(&format!("const float {name} = {t};"));
            self.local(name, Kind::Float(v.abs()), false);
            return;
        }
        // A constant expression over an earlier int constant, or a literal.
        let earlier: Vec<(String, i64)> = self
            .visible()
            .filter_map(|v| match v.kind {
                Kind::Int(lo, hi)
                    if lo == hi && lo.abs() <= 1000 && !v.writable && v.name.starts_with('c') =>
                {
                    Some((v.name.clone(), lo))
                }
                _ => None,
            })
            .collect();
        let (t, v) = if !earlier.is_empty() && self.r.chance(60) {
            let (c, cv) = self.r.choose(&earlier);
            let k = self.r.range_i64(-5, 9);
            let a = self.r.range_i64(0, 9);
            (format!("{c} * {} + {a}", paren(k)), cv * k + a)
        } else {
            let v = self.r.range_i64(0, 12);
            (v.to_string(), v)
        };
        self.line(&format!("const int {name} = {t};"));
        self.local(name, Kind::Int(v, v), false);
    }

    pub(super) fn dims(&mut self) -> Vec<usize> {
        match self.r.below_u64(10) {
            0..=4 => vec![self.r.range_i64(1, 9) as usize],
            5..=8 => vec![
                self.r.range_i64(2, 4) as usize,
                self.r.range_i64(2, 5) as usize,
            ],
            _ => vec![
                2,
                self.r.range_i64(2, 3) as usize,
                self.r.range_i64(2, 4) as usize,
            ],
        }
    }

    /// A brace initialiser for `dims`: nested and partial, or flat; elements from `elem`.
    pub(super) fn initialiser(
        &mut self,
        dims: &[usize],
        elem: &mut dyn FnMut(&mut Gen) -> String,
    ) -> String {
        if dims.len() > 1 && self.r.chance(25) {
            // Flat: C and SysY fill row by row.
            let total: usize = dims.iter().product();
            let n = self.r.below_u64(total as u64 + 1) as usize;
            let xs: Vec<String> = (0..n).map(|_| elem(self)).collect();
            return format!("{{{}}}", xs.join(", "));
        }
        let n = self.r.below_u64(dims[0] as u64 + 1) as usize;
        let xs: Vec<String> = (0..n)
            .map(|_| {
                if dims.len() > 1 {
                    self.initialiser(&dims[1..], elem)
                } else {
                    elem(self)
                }
            })
            .collect();
        format!("{{{}}}", xs.join(", "))
    }

    pub(super) fn decl_array(&mut self) {
        let mut ty = self.ty();
        let mut dims = self.dims();
        if self.r.chance(50) {
            // The shape of a global array, so that calls can pass it too.
            let shapes: Vec<(Ty, Vec<usize>)> = self.scopes[0]
                .iter()
                .filter_map(|v| match &v.kind {
                    Kind::Arr(t, d) if v.writable => Some((*t, d.clone())),
                    _ => None,
                })
                .collect();
            if !shapes.is_empty() {
                (ty, dims) = self.r.choose(&shapes);
            }
        }
        if dims.len() == 2 {
            self.features.two_d_arrays += 1;
        }
        let name = self.fresh("a");
        let ed = self.size.expr_depth.min(2);
        let init = self.initialiser(&dims, &mut |g: &mut Gen| {
            if g.r.chance(50) {
                g.small_lit().to_string()
            } else {
                // Pure: initialiser elements are indeterminately sequenced in C.
                let e = g.any_e(
                    ed,
                    Cx {
                        no_impure: true,
                        no_mem: false,
                    },
                );
                g.fit(e, ty, B, FB)
            }
        });
        let dims_t: String = dims.iter().map(|n| format!("[{n}]")).collect();
        self.line(&format!("{} {name}{dims_t} = {init};", ty.name()));
        self.cost += self.mult * dims.iter().product::<usize>() as u64 / 4;
        self.local(name, Kind::Arr(ty, dims), true);
    }

    pub(super) fn assign(&mut self, ed: u32) {
        let targets: Vec<Var> = self.visible().filter(|v| v.writable).cloned().collect();
        if targets.is_empty() {
            return self.decl_scalar(ed);
        }
        let v = self.r.choose(&targets);
        let ty = match &v.kind {
            Kind::Int(..) => Ty::Int,
            Kind::Float(_) => Ty::Float,
            Kind::Arr(t, _) => *t,
        };
        let e = self.any_e(ed, Cx::default());
        let rhs = self.fit(e.clone(), ty, B, FB);
        let mut lhs = v.name.clone();
        if let Kind::Arr(_, dims) = &v.kind {
            let cx = Cx::default().after(&e);
            for &n in dims {
                let i = self.index(n, 1, cx);
                let _ = write!(lhs, "[{}]", i.t);
            }
        }
        if v.global || v.param_arr {
            self.impure = true;
        }
        self.line(&format!("{lhs} = {rhs};"));
    }

    pub(super) fn cond(&mut self) -> String {
        let e = self.any_e(self.size.expr_depth, Cx::default());
        e.t
    }

    pub(super) fn sub_len(&mut self) -> usize {
        1 + self.r.below_u64(self.size.statements.div_ceil(2) as u64) as usize
    }

    pub(super) fn if_chain(&mut self, depth: u32) {
        let c = self.cond();
        self.line(&format!("if ({c}) {{"));
        self.indent += 1;
        let n = self.sub_len();
        self.block(n, depth + 1);
        self.indent -= 1;
        let elifs = self.r.below_u64(3);
        for _ in 0..elifs {
            let c = self.cond();
            self.line(&format!("}} else if ({c}) {{"));
            self.indent += 1;
            let n = self.sub_len();
            self.block(n, depth + 1);
            self.indent -= 1;
        }
        if self.r.chance(50) {
            self.line("} else {");
            self.indent += 1;
            let n = self.sub_len();
            self.block(n, depth + 1);
            self.indent -= 1;
        }
        self.line("}");
    }

    pub(super) fn while_loop(&mut self, depth: u32) {
        let i = self.fresh("i");
        let consts: Vec<(String, i64)> = self
            .visible()
            .filter_map(|v| match v.kind {
                Kind::Int(lo, hi) if lo == hi && (1..=8).contains(&lo) => {
                    Some((v.name.clone(), lo))
                }
                _ => None,
            })
            .collect();
        let (bound, n) = match self.r.below_u64(10) {
            0 | 1 if !consts.is_empty() => self.r.choose(&consts),
            2 | 3 => {
                let pure = Cx {
                    no_impure: true,
                    no_mem: false,
                };
                let e = self.int_e(1, pure);
                let e = self.reduce_int(e, LIM / 2);
                let k = self.r.range_i64(2, 5);
                (format!("({} % {k} + {k})", e.t), 2 * k - 1)
            }
            _ => {
                let n = self.r.range_i64(0, 7);
                (n.to_string(), n)
            }
        };
        if self.mult * (n as u64 + 1) * 20 > self.cap {
            return self.output(self.size.expr_depth);
        }
        self.features.loops += 1;
        self.line(&format!("int {i} = 0;"));
        let top = self.r.chance(50);
        self.loops.push(Loop {
            counter: i.clone(),
            top,
        });
        let saved = self.mult;
        self.mult *= n as u64 + 1;
        let extra = if self.r.chance(25) {
            format!(" && {}", self.cond())
        } else {
            String::new()
        };
        self.line(&format!("while ({i} < {bound}{extra}) {{"));
        self.local(i.clone(), Kind::Int(0, n.max(0)), false);
        self.indent += 1;
        if top {
            self.line(&format!("{i} = {i} + 1;"));
        }
        let len = self.sub_len();
        self.block(len, depth + 1);
        self.mult = saved;
        self.loops.pop();
        if !top {
            self.line(&format!("{i} = {i} + 1;"));
        }
        self.indent -= 1;
        self.line("}");
    }

    pub(super) fn ret_text(&mut self) -> String {
        let ret = self.cur.as_ref().and_then(|c| c.ret);
        let is_main = self.cur.as_ref().is_some_and(|c| c.is_main);
        match ret {
            None => "return;".into(),
            Some(ty) => {
                let e = self.any_e(self.size.expr_depth, Cx::default());
                let t = if is_main {
                    if e.ty == Ty::Int {
                        e.t
                    } else {
                        self.fit(e, Ty::Int, B, FB)
                    }
                } else {
                    self.fit(e, ty, B, FB)
                };
                format!("return {t};")
            }
        }
    }

    pub(super) fn early_return(&mut self) {
        let c = self.cond();
        let r = self.ret_text();
        self.features.early_returns += 1;
        self.line(&format!("if ({c}) {r}"));
    }

    pub(super) fn output(&mut self, ed: u32) {
        self.impure = true;
        match self.r.below_u64(10) {
            0..=3 => {
                let e = self.int_e(ed, Cx::default());
                self.line(&format!("putint({});", e.t));
                let sep = if self.r.chance(50) { 10 } else { 32 };
                self.line(&format!("putch({sep});"));
            }
            4 | 5 => {
                let e = self.float_e(ed, Cx::default());
                self.line(&format!("putfloat({});", e.t));
                self.line("putch(10);");
            }
            6 => {
                let e = self.int_e(ed.min(2), Cx::default());
                let e = self.reduce_int(e, LIM / 2);
                self.line(&format!("putch(97 + ({} % 26 + 26) % 26);", e.t));
            }
            _ => {
                let ty = self.ty();
                // A whole 1-D array or a row of a larger one.
                let arrs: Vec<(String, Vec<usize>)> = self
                    .visible()
                    .filter_map(|v| match &v.kind {
                        Kind::Arr(t, d) if *t == ty && v.writable => {
                            Some((v.name.clone(), d.clone()))
                        }
                        _ => None,
                    })
                    .collect();
                if arrs.is_empty() {
                    return self.line("putch(10);");
                }
                let (name, dims) = self.r.choose(&arrs);
                let mut t = name;
                for &n in &dims[..dims.len() - 1] {
                    let i = self.index(n, 1, Cx::default());
                    let _ = write!(t, "[{}]", i.t);
                }
                let len = dims[dims.len() - 1] as i64;
                let n = self.r.range_i64(0, len);
                let f = if ty == Ty::Int {
                    "putarray"
                } else {
                    "putfarray"
                };
                self.line(&format!("{f}({n}, {t});"));
            }
        }
    }

    // ---- program structure ----
}
