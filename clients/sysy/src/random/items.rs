//! Top-level items: globals, functions with their parameters (recursion on a decreasing
//! depth), and `main`.

use std::fmt::Write;

use super::*;

impl Gen {
    pub(super) fn global(&mut self, name: String, kind: Kind, writable: bool) {
        let mem = writable;
        self.declare(Var {
            name,
            kind,
            writable,
            mem,
            global: true,
            param_arr: false,
        });
    }

    pub(super) fn globals(&mut self) {
        let (t, v) = self.float_lit();
        self.line(&format!("const float gcf = {t};"));
        self.global("gcf".into(), Kind::Float(v.abs()), false);
        let k = self.r.range_i64(1, 8);
        self.line(&format!("const int gc = {k};"));
        self.global("gc".into(), Kind::Int(k, k), false);
        let xs: Vec<String> = (0..self.r.range_i64(1, 5))
            .map(|_| self.small_lit().to_string())
            .collect();
        self.line(&format!("const int gca[5] = {{{}}};", xs.join(", ")));
        self.global("gca".into(), Kind::Arr(Ty::Int, vec![5]), false);
        for k in 0..1 + self.r.below_u64(3) {
            let name = format!("g{k}");
            if self.r.chance(30) {
                self.line(&format!("int {name};"));
            } else {
                let v = self.small_lit();
                self.line(&format!("int {name} = {v};"));
            }
            self.global(name, Kind::Int(-B, B), true);
        }
        for k in 0..1 + self.r.below_u64(2) {
            let name = format!("h{k}");
            let (t, _) = self.float_lit();
            self.line(&format!("float {name} = {t};"));
            self.global(name, Kind::Float(FB), true);
        }
        // Arrays: a 1-D and a 2-D of each type, sometimes more.
        let shapes = [
            (Ty::Int, vec![self.r.range_i64(4, 10) as usize]),
            (
                Ty::Int,
                vec![
                    self.r.range_i64(2, 4) as usize,
                    self.r.range_i64(2, 5) as usize,
                ],
            ),
            (Ty::Float, vec![self.r.range_i64(3, 8) as usize]),
            (
                Ty::Float,
                vec![
                    self.r.range_i64(2, 3) as usize,
                    self.r.range_i64(2, 4) as usize,
                ],
            ),
        ];
        let extra = self.r.below_u64(3) as usize;
        let mut all = shapes.to_vec();
        for _ in 0..extra {
            let ty = self.ty();
            let d = self.dims();
            all.push((ty, d));
        }
        for (k, (ty, dims)) in all.into_iter().enumerate() {
            if dims.len() == 2 {
                self.features.two_d_arrays += 1;
            }
            let name = format!("ga{k}");
            let dims_t: String = dims.iter().map(|n| format!("[{n}]")).collect();
            let init = if self.r.chance(20) {
                String::new()
            } else {
                let i = self.initialiser(&dims, &mut |g: &mut Gen| match ty {
                    Ty::Int => g.small_lit().to_string(),
                    Ty::Float => g.float_lit().0,
                });
                format!(" = {i}")
            };
            self.line(&format!("{} {name}{dims_t}{init};", ty.name()));
            self.global(name, Kind::Arr(ty, dims), true);
        }
    }

    /// Global array shapes, for parameters that some array can always fill.
    pub(super) fn param_array(&mut self) -> Param {
        let arrs: Vec<(Ty, Vec<usize>)> = self.scopes[0]
            .iter()
            .filter(|v| v.writable)
            .filter_map(|v| match &v.kind {
                Kind::Arr(t, d) => Some((*t, d.clone())),
                _ => None,
            })
            .collect();
        let (ty, d) = self.r.choose(&arrs);
        let mut dims = if d.len() > 1 && self.r.chance(40) {
            d[1..].to_vec()
        } else {
            d
        };
        dims[0] = self.r.range_i64(1, dims[0] as i64) as usize;
        Param::Arr(ty, dims)
    }

    pub(super) fn functions(&mut self) {
        for k in 0..self.size.functions {
            let name = format!("f{k}");
            let helper = k == 0;
            let kind = if helper { 9 } else { self.r.below_u64(10) };
            let ret = if helper {
                Some(Ty::Int)
            } else {
                match self.r.below_u64(6) {
                    0 => None,
                    1 | 2 => Some(Ty::Float),
                    _ => Some(Ty::Int),
                }
            };
            let mut params = Vec::new();
            let mut depth = None;
            match kind {
                0..=2 => {
                    // recursive
                    let n = self.r.range_i64(1, 4);
                    params.push(Param::Depth(n));
                    depth = Some(n);
                    for _ in 0..self.r.below_u64(3) {
                        params.push(self.scalar_param());
                    }
                }
                3..=5 => {
                    // Mostly ints, mixed, or mostly floats: either register file overflows.
                    let floats = self.r.choose(&[15, 45, 85]);
                    for _ in 0..self.r.range_i64(9, 13) {
                        let p = if self.r.chance(10) {
                            self.param_array()
                        } else if self.r.chance(floats) {
                            Param::Float
                        } else {
                            Param::Int
                        };
                        params.push(p);
                    }
                }
                6 | 7 => {
                    for _ in 0..self.r.range_i64(1, 3) {
                        params.push(self.param_array());
                    }
                    for _ in 0..self.r.below_u64(3) {
                        params.push(self.scalar_param());
                    }
                    let n = params.len() as u64;
                    let at = self.r.below_u64(n);
                    params.swap(0, at as usize);
                }
                _ => {
                    for _ in 0..1 + self.r.below_u64(if helper { 1 } else { 4 }) {
                        params.push(if helper {
                            Param::Int
                        } else {
                            self.scalar_param()
                        });
                    }
                }
            }
            self.function(name, ret, params, depth, helper);
        }
    }

    pub(super) fn scalar_param(&mut self) -> Param {
        if self.r.chance(60) {
            Param::Int
        } else {
            Param::Float
        }
    }

    pub(super) fn function(
        &mut self,
        name: String,
        ret: Option<Ty>,
        params: Vec<Param>,
        depth: Option<i64>,
        helper: bool,
    ) {
        self.scopes.push(Vec::new());
        let mut ps = Vec::new();
        let mut names = Vec::new();
        let mut depth_name = None;
        for p in &params {
            let pn = self.fresh("p");
            let (decl, kind, writable) = match p {
                Param::Int => (format!("int {pn}"), Kind::Int(-B, B), true),
                Param::Float => (format!("float {pn}"), Kind::Float(FB), true),
                Param::Depth(n) => {
                    depth_name = Some(pn.clone());
                    (format!("int {pn}"), Kind::Int(0, *n), false)
                }
                Param::Arr(ty, dims) => {
                    let rest: String = dims[1..].iter().map(|n| format!("[{n}]")).collect();
                    if dims.len() == 2 {
                        self.features.two_d_arrays += 1;
                    }
                    (
                        format!("{} {pn}[]{rest}", ty.name()),
                        Kind::Arr(*ty, dims.clone()),
                        true,
                    )
                }
            };
            ps.push(decl);
            names.push(pn.clone());
            let arr = matches!(p, Param::Arr(..));
            self.declare(Var {
                name: pn,
                kind,
                writable,
                mem: arr,
                global: false,
                param_arr: arr,
            });
        }
        if params.contains(&Param::Float) {
            self.features.float_params += 1;
        }
        if params.iter().any(|p| matches!(p, Param::Arr(..))) {
            self.features.array_params += 1;
        }
        let rt = ret.map_or("void", Ty::name);
        self.line(&format!("{rt} {name}({}) {{", ps.join(", ")));
        self.indent += 1;
        let sites = if depth.is_some_and(|d| d <= 2) { 2 } else { 1 };
        self.cur = Some(Cur {
            name: name.clone(),
            ret,
            params: params.clone(),
            depth_param: depth_name.clone(),
            self_sites: 0,
            is_main: false,
        });
        self.cost = 0;
        self.mult = 1;
        self.impure = false;
        self.cap = match depth {
            Some(d) => FN_CAP / (sites as u64 + 1).pow(d as u32 + 1),
            None => FN_CAP,
        };
        if let Some(dn) = &depth_name {
            let r = self.ret_text();
            self.line(&format!("if ({dn} <= 0) {r}"));
        }
        if let Some(c) = self.cur.as_mut() {
            c.self_sites = sites;
        }
        if helper {
            let p = names.first().cloned().unwrap_or_default();
            self.line(&format!("putint({p});"));
            self.line("putch(32);");
            self.line(&format!("g0 = (g0 + {p}) % 30001;"));
            self.impure = true;
        }
        let n = if helper { 1 } else { self.size.statements };
        self.block(n, 0);
        // Guarantee one recursive call in a recursive function.
        let used = self
            .cur
            .as_ref()
            .is_some_and(|c| c.self_sites < sites || c.depth_param.is_none());
        if !used && let Some(e) = self.call_self() {
            self.line(&format!("{};", e));
        }
        if ret.is_some() {
            let r = self.ret_text();
            self.line(&r);
        }
        self.indent -= 1;
        self.line("}");
        self.scopes.pop();
        let recursive = self.cur.as_ref().is_some_and(|c| c.self_sites < sites);
        if recursive {
            self.features.recursion += 1;
            self.impure = true;
        }
        let cost = match depth {
            Some(d) => (self.cost + 5) * (sites as u64 + 1).pow(d as u32 + 1),
            None => self.cost + 5,
        };
        self.cur = None;
        self.funcs.push(Func {
            name,
            ret,
            params,
            impure: self.impure,
            cost,
        });
    }

    pub(super) fn call_self(&mut self) -> Option<String> {
        let ret = self.cur.as_ref().and_then(|c| c.ret);
        let e = self.call_named_self(ret)?;
        Some(e)
    }

    pub(super) fn call_named_self(&mut self, ret: Option<Ty>) -> Option<String> {
        // Only the self candidate: hide the other functions for this call.
        let saved = std::mem::take(&mut self.funcs);
        let e = self.call(ret.or(None), 1, Cx::default());
        self.funcs = saved;
        e.map(|e| e.t)
    }

    pub(super) fn main(&mut self) {
        self.line("int main() {");
        self.indent += 1;
        self.scopes.push(Vec::new());
        self.cur = Some(Cur {
            name: "main".into(),
            ret: Some(Ty::Int),
            params: Vec::new(),
            depth_param: None,
            self_sites: 0,
            is_main: true,
        });
        self.cost = 0;
        self.mult = 1;
        self.cap = MAIN_CAP;
        // Input, read in straight-line code so its amount is known.
        for _ in 0..1 + self.r.below_u64(3) {
            let name = self.fresh("v");
            let v = if self.r.chance(80) {
                self.r.range_i64(-100, 100)
            } else {
                self.r.range_i64(-B, B)
            };
            let _ = write!(self.input, "{v} ");
            self.line(&format!("int {name} = getint();"));
            self.local(name, Kind::Int(-B, B), true);
        }
        for _ in 0..1 + self.r.below_u64(2) {
            let name = self.fresh("v");
            let (t, _) = self.float_lit();
            let _ = write!(self.input, "{t} ");
            self.line(&format!("float {name} = getfloat();"));
            self.local(name, Kind::Float(FB), true);
        }
        let len = self.len_of("ga0");
        let n = self.r.range_i64(0, len);
        let _ = write!(self.input, "\n{n}");
        for _ in 0..n {
            let v = self.small_lit();
            let _ = write!(self.input, " {v}");
        }
        let name = self.fresh("v");
        self.line(&format!("int {name} = getarray(ga0);"));
        self.local(name, Kind::Int(0, len), false);
        let flen = self.len_of("ga2");
        if self.r.chance(50) {
            let n = self.r.range_i64(0, flen);
            let _ = write!(self.input, "\n{n}");
            for _ in 0..n {
                let (t, _) = self.float_lit();
                let _ = write!(self.input, " {t}");
            }
            self.line("getfarray(ga2);");
        }
        self.input.push('\n');
        let n = self.size.statements * 2;
        self.block(n, 0);
        let r = self.ret_text();
        self.line(&r);
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
        self.cur = None;
    }
}
