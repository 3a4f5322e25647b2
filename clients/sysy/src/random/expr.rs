//! Expressions: integer and float expressions within their intervals, array elements with
//! indexes reduced into range, calls whose arguments respect each parameter.

use std::fmt::Write;

use super::*;

impl Gen {
    pub(super) fn any_e(&mut self, d: u32, cx: Cx) -> E {
        if self.r.chance(70) {
            self.int_e(d, cx)
        } else {
            self.float_e(d, cx)
        }
    }

    pub(super) fn int_e(&mut self, d: u32, cx: Cx) -> E {
        if d == 0 || self.r.chance(20) {
            return self.int_leaf(d, cx);
        }
        let d = d - 1;
        match self.r.below_u64(20) {
            0..=2 => {
                let a = self.int_e(d, cx);
                let b = self.int_e(d, cx.after(&a));
                let a = self.reduce_int(a, LIM / 2);
                let b = self.reduce_int(b, LIM / 2);
                let (op, lo, hi) = if self.r.chance(50) {
                    ("+", a.lo + b.lo, a.hi + b.hi)
                } else {
                    ("-", a.lo - b.hi, a.hi - b.lo)
                };
                E::int(format!("({} {op} {})", a.t, b.t), lo, hi).with(&a, &b)
            }
            3..=5 => {
                let a = self.int_e(d, cx);
                let b = self.int_e(d, cx.after(&a));
                let (a, b) = if a.iabs() >= b.iabs() { (a, b) } else { (b, a) };
                let b = self.reduce_int(b, 46_000);
                let a = self.reduce_int(a, LIM / b.iabs().max(1));
                let ps = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
                let lo = ps.iter().copied().min().unwrap_or(0);
                let hi = ps.iter().copied().max().unwrap_or(0);
                E::int(format!("({} * {})", a.t, b.t), lo, hi).with(&a, &b)
            }
            6 | 7 => {
                let a = self.int_e(d, cx);
                let b = self.int_divisor(d, cx.after(&a));
                let t = a.iabs() / b.lo.abs().min(b.hi.abs()).max(1);
                let (lo, hi) = if a.lo >= 0 && b.lo > 0 {
                    (0, t)
                } else {
                    (-t, t)
                };
                E::int(format!("({} / {})", a.t, b.t), lo, hi).with(&a, &b)
            }
            8 | 9 => {
                let a = self.int_e(d, cx);
                let b = self.int_divisor(d, cx.after(&a));
                let (lo, hi) = mod_interval(a.lo, a.hi, b.iabs());
                E::int(format!("({} % {})", a.t, b.t), lo, hi).with(&a, &b)
            }
            10 | 11 => {
                let a = self.any_e(d, cx);
                let b = self.any_e(d, cx.after(&a));
                let op = self.r.choose(&["<", ">", "<=", ">=", "==", "!="]);
                E::int(format!("({} {op} {})", a.t, b.t), 0, 1).with(&a, &b)
            }
            12 | 13 => {
                let a = self.any_e(d, cx);
                let b = if !cx.no_impure && self.r.chance(40) {
                    let ty = self.ty();
                    self.call(Some(ty), d, cx)
                        .unwrap_or_else(|| self.any_e(d, cx))
                } else {
                    self.any_e(d, cx)
                };
                if b.impure {
                    self.features.short_circuit_calls += 1;
                }
                let op = if self.r.chance(50) { "&&" } else { "||" };
                E::int(format!("({} {op} {})", a.t, b.t), 0, 1).with(&a, &b)
            }
            14 => {
                let a = self.any_e(d, cx);
                E::int(format!("(!{})", a.t), 0, 1).with(&a, &a)
            }
            15 => {
                let a = self.int_e(d, cx);
                E::int(format!("(-{})", a.t), -a.hi, -a.lo).with(&a, &a)
            }
            16 | 17 => self
                .call(Some(Ty::Int), d, cx)
                .unwrap_or_else(|| self.int_leaf(d, cx)),
            _ => self.int_leaf(d, cx),
        }
    }

    pub(super) fn ty(&mut self) -> Ty {
        if self.r.chance(75) {
            Ty::Int
        } else {
            Ty::Float
        }
    }

    /// An int expression whose interval excludes zero.
    pub(super) fn int_divisor(&mut self, d: u32, cx: Cx) -> E {
        if self.r.chance(50) {
            let v = self.r.choose(&DIVISORS);
            let t = if v < 0 {
                format!("(-{})", -v)
            } else {
                v.to_string()
            };
            return E::int(t, v, v);
        }
        let e = self.int_e(d, cx);
        let e = self.reduce_int(e, LIM / 2);
        let k = self.r.range_i64(2, 20);
        let m = k + self.r.range_i64(0, 5);
        let n = if self.r.chance(75) {
            E::int(format!("({} % {k} + {m})", e.t), m - k + 1, m + k - 1)
        } else {
            E::int(format!("({} % {k} - {m})", e.t), -m - k + 1, -m + k - 1)
        };
        n.with(&e, &e)
    }

    pub(super) fn int_leaf(&mut self, d: u32, cx: Cx) -> E {
        match self.r.below_u64(10) {
            0..=2 => self.int_lit(),
            3..=6 => self.scalar(Ty::Int, cx).unwrap_or_else(|| self.int_lit()),
            _ => self
                .element(Ty::Int, d, cx)
                .unwrap_or_else(|| self.int_lit()),
        }
    }

    pub(super) fn scalar(&mut self, ty: Ty, cx: Cx) -> Option<E> {
        let vars: Vec<Var> = self
            .visible()
            .filter(|v| {
                !(cx.no_mem && v.mem)
                    && match v.kind {
                        Kind::Int(..) => ty == Ty::Int,
                        Kind::Float(_) => ty == Ty::Float,
                        Kind::Arr(..) => false,
                    }
            })
            .cloned()
            .collect();
        if vars.is_empty() {
            return None;
        }
        let v = self.r.choose(&vars);
        let mut e = match v.kind {
            Kind::Int(lo, hi) => E::int(v.name.clone(), lo, hi),
            Kind::Float(m) => E::float(v.name.clone(), m),
            Kind::Arr(..) => return None,
        };
        e.mem = v.mem;
        Some(e)
    }

    /// An index into a dimension of `n`, pure (it sits beside a memory read).
    pub(super) fn index(&mut self, n: usize, d: u32, cx: Cx) -> E {
        let n = n as i64;
        let cx = Cx {
            no_impure: true,
            ..cx
        };
        let e = match self.r.below_u64(10) {
            0..=2 => {
                let v = self.r.range_i64(0, n - 1);
                E::int(v.to_string(), v, v)
            }
            3..=5 => self
                .scalar(Ty::Int, cx)
                .unwrap_or_else(|| E::int("0".into(), 0, 0)),
            _ => self.int_e(d.min(1), cx),
        };
        if e.lo >= 0 && e.hi < n {
            e
        } else {
            let e = self.reduce_int(e, LIM / 2);
            E::int(format!("(({} % {n} + {n}) % {n})", e.t), 0, n - 1).with(&e, &e)
        }
    }

    pub(super) fn element(&mut self, ty: Ty, d: u32, cx: Cx) -> Option<E> {
        let arrs: Vec<Var> = self
            .visible()
            .filter(|v| matches!(&v.kind, Kind::Arr(t, _) if *t == ty) && !(cx.no_mem && v.mem))
            .cloned()
            .collect();
        if arrs.is_empty() {
            return None;
        }
        let v = self.r.choose(&arrs);
        let Kind::Arr(_, dims) = &v.kind else {
            return None;
        };
        let mut t = v.name.clone();
        let mut flags = E::int(String::new(), 0, 0);
        flags.mem = v.mem;
        for &n in dims {
            let i = self.index(n, d, cx);
            let _ = write!(t, "[{}]", i.t);
            flags.absorb(&i);
        }
        let mut e = match ty {
            Ty::Int => E::int(t, -B, B),
            Ty::Float => E::float(t, FB),
        };
        e.absorb(&flags);
        Some(e)
    }

    /// A float-typed expression.
    pub(super) fn float_e(&mut self, d: u32, cx: Cx) -> E {
        if d == 0 || self.r.chance(20) {
            return self.float_leaf(d, cx);
        }
        let d = d - 1;
        let e = match self.r.below_u64(12) {
            0..=5 => {
                let a = self.float_e(d, cx);
                let b = if self.r.chance(40) {
                    self.int_e(d, cx.after(&a))
                } else {
                    self.float_e(d, cx.after(&a))
                };
                let (a, b) = if self.r.chance(30) { (b, a) } else { (a, b) };
                let (op, mag) = match self.r.below_u64(3) {
                    0 => ("+", a.abs() + b.abs()),
                    1 => ("-", a.abs() + b.abs()),
                    _ => ("*", a.abs() * b.abs()),
                };
                E::float(format!("({} {op} {})", a.t, b.t), mag * 1.0001).with(&a, &b)
            }
            6..=8 => {
                let a = self.float_e(d, cx);
                let b = if self.r.chance(50) {
                    let pure = Cx {
                        no_impure: true,
                        ..cx.after(&a)
                    };
                    let f = self.float_e(d.min(1), pure);
                    let f = self.reduce_float(f, 1e4);
                    let m = f.mag * f.mag + 1.0;
                    E::float(format!("({} * {} + 1)", f.t, f.t), m).with(&f, &f)
                } else {
                    self.int_divisor(d, cx.after(&a))
                };
                E::float(format!("({} / {})", a.t, b.t), a.mag * 1.0001).with(&a, &b)
            }
            9 => {
                let a = self.float_e(d, cx);
                E::float(format!("(-{})", a.t), a.mag).with(&a, &a)
            }
            _ => self
                .call(Some(Ty::Float), d, cx)
                .unwrap_or_else(|| self.float_leaf(d, cx)),
        };
        self.reduce_float(e, FLIM)
    }

    pub(super) fn float_leaf(&mut self, d: u32, cx: Cx) -> E {
        let e = if self.r.chance(60) {
            self.scalar(Ty::Float, cx)
        } else {
            self.element(Ty::Float, d, cx)
        };
        match e {
            Some(e) => e,
            // A const float is always visible and reads no memory.
            None => self
                .scalar(
                    Ty::Float,
                    Cx {
                        no_mem: true,
                        no_impure: true,
                    },
                )
                .unwrap_or_else(|| E::float("gcf".into(), 0.0)),
        }
    }

    // ---- calls ----

    /// A call of a function returning `ret` (`None`: any function, as a statement), if one fits
    /// the constraints and the work budget.
    pub(super) fn call(&mut self, ret: Option<Ty>, d: u32, cx: Cx) -> Option<E> {
        let mut cands: Vec<Func> = self
            .funcs
            .iter()
            .filter(|f| {
                (ret.is_none() || f.ret == ret)
                    && !(cx.no_impure && f.impure)
                    && !cx.no_mem
                    && self.cost + self.mult * (f.cost + 5) <= self.cap
            })
            .cloned()
            .collect();
        // A recursive call on the depth parameter, outside loops.
        if let Some(c) = &self.cur
            && c.depth_param.is_some()
            && c.self_sites > 0
            && self.loops.is_empty()
            && (ret.is_none() || c.ret == ret)
            && !cx.no_impure
            && !cx.no_mem
        {
            cands.push(Func {
                name: c.name.clone(),
                ret: c.ret,
                params: c.params.clone(),
                impure: true,
                cost: 0,
            });
        }
        if cands.is_empty() {
            return None;
        }
        let mut f = self.r.choose(&cands);
        // The helper `f0` is cheap and always callable: give the others a better chance.
        if f.name == "f0" && cands.len() > 1 && self.r.chance(70) {
            f = self.r.choose(&cands);
        }
        let is_self = self.cur.as_ref().is_some_and(|c| c.name == f.name);
        if is_self && let Some(c) = self.cur.as_mut() {
            c.self_sites -= 1;
        }
        let mut acc = E::int(String::new(), 0, 0);
        let mut args = Vec::new();
        for p in &f.params {
            let cx = cx.after(&acc);
            let a = match p {
                Param::Int | Param::Float => {
                    let ty = if *p == Param::Int { Ty::Int } else { Ty::Float };
                    let e = if self.r.chance(80) {
                        if ty == Ty::Int {
                            self.int_e(d, cx)
                        } else {
                            self.float_e(d, cx)
                        }
                    } else {
                        self.any_e(d, cx)
                    };
                    let t = self.fit(e.clone(), ty, B, FB);
                    acc.absorb(&e);
                    t
                }
                Param::Depth(n) => {
                    if is_self {
                        let name = self
                            .cur
                            .as_ref()
                            .and_then(|c| c.depth_param.clone())
                            .unwrap_or_default();
                        format!("{name} - 1")
                    } else if self.r.chance(50) {
                        self.r.range_i64(0, *n).to_string()
                    } else {
                        let e = self.int_e(
                            d.min(1),
                            Cx {
                                no_impure: true,
                                ..cx
                            },
                        );
                        let e = self.reduce_int(e, LIM / 2);
                        let m = n + 1;
                        acc.absorb(&e);
                        format!("(({} % {m} + {m}) % {m})", e.t)
                    }
                }
                Param::Arr(ty, dims) => self.array_arg(*ty, dims)?,
            };
            args.push(a);
        }
        if !is_self {
            self.cost += self.mult * (f.cost + 5);
        }
        if f.impure {
            self.impure = true;
        }
        if args.len() > 8 {
            self.features.many_arg_calls += 1;
        }
        let t = format!("{}({})", f.name, args.join(", "));
        let mut e = match f.ret {
            Some(Ty::Float) => E::float(t, FB),
            _ => E::int(t, -B, B),
        };
        e.impure = f.impure || acc.impure;
        e.mem = true;
        Some(e)
    }

    /// An array (or a row of one) that a parameter of element type `ty` and dimensions `dims`
    /// may receive.
    pub(super) fn array_arg(&mut self, ty: Ty, dims: &[usize]) -> Option<String> {
        let mut cands = Vec::new();
        for v in self.visible() {
            let Kind::Arr(t, vd) = &v.kind else { continue };
            if *t != ty || !v.writable {
                continue;
            }
            if vd.len() == dims.len() && vd[1..] == dims[1..] && vd[0] >= dims[0] {
                cands.push((v.name.clone(), None));
            }
            if vd.len() == dims.len() + 1 && vd[2..] == dims[1..] && vd[1] >= dims[0] {
                cands.push((v.name.clone(), Some(vd[0])));
            }
        }
        if cands.is_empty() {
            return None;
        }
        let (name, row) = self.r.choose(&cands);
        Some(match row {
            None => name,
            Some(n) => {
                self.features.row_passes += 1;
                let pure = Cx {
                    no_impure: true,
                    no_mem: true,
                };
                let i = self.index(n, 1, pure);
                format!("{name}[{}]", i.t)
            }
        })
    }

    // ---- statements ----
}
