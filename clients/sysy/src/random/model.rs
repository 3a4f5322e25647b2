//! What the generator knows while it writes: the types and intervals of expressions, the
//! variables, parameters, functions and loops in scope, and the generator's state with its
//! basic moves (lines, fresh names, literals, reducing a value into range).

use super::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ty {
    Int,
    Float,
}

impl Ty {
    pub(super) fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Float => "float",
        }
    }
}

/// A generated expression: its text, type, value range and effects.
#[derive(Clone, Debug)]
pub(super) struct E {
    pub(super) t: String,
    pub(super) ty: Ty,
    /// For `int`: the interval holding the value.
    pub(super) lo: i64,
    pub(super) hi: i64,
    /// For `float`: a bound on the magnitude.
    pub(super) mag: f64,
    /// Calls a function with side effects.
    pub(super) impure: bool,
    /// Reads memory that a call could change (globals, array elements).
    pub(super) mem: bool,
}

impl E {
    pub(super) fn int(t: String, lo: i64, hi: i64) -> E {
        E {
            t,
            ty: Ty::Int,
            lo,
            hi,
            mag: lo.abs().max(hi.abs()) as f64,
            impure: false,
            mem: false,
        }
    }

    pub(super) fn float(t: String, mag: f64) -> E {
        E {
            t,
            ty: Ty::Float,
            lo: 0,
            hi: 0,
            mag,
            impure: false,
            mem: false,
        }
    }

    /// A bound on the magnitude, either type.
    pub(super) fn abs(&self) -> f64 {
        match self.ty {
            Ty::Int => self.lo.abs().max(self.hi.abs()) as f64,
            Ty::Float => self.mag,
        }
    }

    pub(super) fn iabs(&self) -> i64 {
        self.lo.abs().max(self.hi.abs())
    }

    pub(super) fn absorb(&mut self, e: &E) {
        self.impure |= e.impure;
        self.mem |= e.mem;
    }

    pub(super) fn with(mut self, a: &E, b: &E) -> E {
        self.impure = a.impure || b.impure;
        self.mem = a.mem || b.mem;
        self
    }
}

/// What an expression may contain given what is unsequenced beside it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Cx {
    pub(super) no_impure: bool,
    pub(super) no_mem: bool,
}

impl Cx {
    /// The constraint on an operand unsequenced with `a`.
    pub(super) fn after(self, a: &E) -> Cx {
        Cx {
            no_impure: self.no_impure || a.mem || a.impure,
            no_mem: self.no_mem || a.impure,
        }
    }
}

#[derive(Clone, Debug)]
pub(super) enum Kind {
    Int(i64, i64),
    Float(f64),
    /// Element type and dimensions (the first one a minimum for parameters).
    Arr(Ty, Vec<usize>),
}

#[derive(Clone, Debug)]
pub(super) struct Var {
    pub(super) name: String,
    pub(super) kind: Kind,
    pub(super) writable: bool,
    /// Reading it is a memory read (globals, array elements).
    pub(super) mem: bool,
    pub(super) global: bool,
    /// An array parameter (writes change the caller's array).
    pub(super) param_arr: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Param {
    Int,
    Float,
    /// The recursion depth, in `[0, n]`.
    Depth(i64),
    Arr(Ty, Vec<usize>),
}

#[derive(Clone, Debug)]
pub(super) struct Func {
    pub(super) name: String,
    pub(super) ret: Option<Ty>,
    pub(super) params: Vec<Param>,
    pub(super) impure: bool,
    pub(super) cost: u64,
}

pub(super) struct Loop {
    pub(super) counter: String,
    /// The counter is incremented first in the body (else last, and before each `continue`).
    pub(super) top: bool,
}

/// The function being generated.
pub(super) struct Cur {
    pub(super) name: String,
    pub(super) ret: Option<Ty>,
    pub(super) params: Vec<Param>,
    pub(super) depth_param: Option<String>,
    pub(super) self_sites: u32,
    pub(super) is_main: bool,
}

pub(super) struct Gen {
    pub(super) r: Rng,
    pub(super) size: Size,
    pub(super) out: String,
    pub(super) input: String,
    pub(super) indent: usize,
    pub(super) scopes: Vec<Vec<Var>>,
    pub(super) funcs: Vec<Func>,
    pub(super) names: usize,
    pub(super) features: Features,
    pub(super) cur: Option<Cur>,
    pub(super) loops: Vec<Loop>,
    pub(super) mult: u64,
    pub(super) cost: u64,
    pub(super) cap: u64,
    pub(super) impure: bool,
}

pub(super) const INTERESTING: [i64; 20] = [
    0,
    1,
    2,
    3,
    7,
    10,
    31,
    127,
    255,
    256,
    4095,
    4096,
    65535,
    65536,
    100_000,
    1 << 20,
    16_777_217,
    123_456_789,
    2_147_483_647,
    1_000_000_007,
];
pub(super) const MODULI: [i64; 14] = [
    2, 3, 7, 8, 10, 16, 97, 100, 256, 1000, 1024, 4096, 30_000, 65_536,
];
pub(super) const DIVISORS: [i64; 22] = [
    1,
    -1,
    2,
    -2,
    3,
    -3,
    4,
    5,
    7,
    -7,
    8,
    -8,
    10,
    13,
    16,
    32,
    100,
    1000,
    1024,
    4096,
    65_536,
    1 << 20,
];

pub(super) fn mod_interval(lo: i64, hi: i64, m: i64) -> (i64, i64) {
    let t = lo.abs().max(hi.abs()).min(m - 1);
    (if lo < 0 { -t } else { 0 }, if hi > 0 { t } else { 0 })
}

impl Gen {
    pub(super) fn new(seed: u64, size: Size) -> Gen {
        Gen {
            // xorshift64* from the seed's SplitMix64 mix, so that near seeds start far apart.
            r: Rng::xorshift64_star(opforge_rng::mix(seed.wrapping_add(opforge_rng::GOLDEN)) | 1),
            size,
            out: String::new(),
            input: String::new(),
            indent: 0,
            scopes: vec![Vec::new()],
            funcs: Vec::new(),
            names: 0,
            features: Features::default(),
            cur: None,
            loops: Vec::new(),
            mult: 1,
            cost: 0,
            cap: FN_CAP,
            impure: false,
        }
    }

    pub(super) fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    pub(super) fn fresh(&mut self, prefix: &str) -> String {
        self.names += 1;
        format!("{prefix}{}", self.names)
    }

    pub(super) fn declare(&mut self, v: Var) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(v);
        }
    }

    /// Declares a local scalar or array (not a parameter array).
    pub(super) fn local(&mut self, name: String, kind: Kind, writable: bool) {
        let mem = matches!(kind, Kind::Arr(..));
        self.declare(Var {
            name,
            kind,
            writable,
            mem,
            global: false,
            param_arr: false,
        });
    }

    pub(super) fn len_of(&self, global: &str) -> i64 {
        match self.scopes[0]
            .iter()
            .find(|v| v.name == global)
            .map(|v| &v.kind)
        {
            Some(Kind::Arr(_, d)) => d[0] as i64,
            _ => 0,
        }
    }

    pub(super) fn visible(&self) -> impl Iterator<Item = &Var> {
        self.scopes.iter().rev().flatten()
    }

    // ---- literals ----

    pub(super) fn int_lit(&mut self) -> E {
        let v = if self.r.chance(60) {
            self.r.range_i64(-9, 20)
        } else {
            let v = self.r.choose(&INTERESTING);
            if self.r.chance(30) { -v } else { v }
        };
        let t = if v < 0 {
            format!("(-{})", -v)
        } else if v > 9 && self.r.chance(15) {
            format!("{v:#x}")
        } else if v > 7 && self.r.chance(8) {
            format!("0{v:o}")
        } else {
            v.to_string()
        };
        E::int(t, v, v)
    }

    /// A small literal within the variable bound, as an initialiser.
    pub(super) fn small_lit(&mut self) -> i64 {
        if self.r.chance(80) {
            self.r.range_i64(-20, 50)
        } else {
            self.r.range_i64(-B, B)
        }
    }

    /// An exactly representable float literal and its value.
    pub(super) fn float_lit(&mut self) -> (String, f64) {
        if self.r.chance(25) {
            let j = self.r.below_u64(16);
            let e = self.r.range_i64(-6, 10);
            let neg = self.r.chance(30);
            let v = (1.0 + j as f64 / 16.0) * 2f64.powi(e as i32);
            let t = format!("{}0x1.{j:x}p{e}", if neg { "-" } else { "" });
            (t, if neg { -v } else { v })
        } else {
            let k = self.r.range_i64(-4000, 4000);
            let d = self.r.choose(&[1, 2, 4, 8, 16]);
            let v = k as f64 / d as f64;
            (format!("{v:?}"), v)
        }
    }

    // ---- fitting values into ranges ----

    /// `e` (an int) reduced with `%` so its magnitude is at most `target`.
    pub(super) fn reduce_int(&mut self, e: E, target: i64) -> E {
        if e.iabs() <= target {
            return e;
        }
        let fits: Vec<i64> = MODULI
            .iter()
            .copied()
            .filter(|&m| m <= target + 1)
            .collect();
        let m = if fits.is_empty() || self.r.chance(20) {
            target + 1
        } else {
            self.r.choose(&fits)
        };
        let (lo, hi) = mod_interval(e.lo, e.hi, m);
        let n = E::int(format!("({} % {m})", e.t, m = m), lo, hi);
        n.with(&e, &e)
    }

    /// `e` (a float) divided by an int literal so its magnitude is at most `target`.
    pub(super) fn reduce_float(&mut self, e: E, target: f64) -> E {
        if e.mag <= target {
            return e;
        }
        let k = (e.mag / target * 1.01).ceil() as i64 + 1;
        let n = E::float(format!("({} / {k})", e.t), e.mag / k as f64 * 1.0001);
        n.with(&e, &e)
    }

    /// Text for a context converting to `ty` with magnitude at most `bound` (assignment,
    /// argument, return). Counts float-to-int conversions.
    pub(super) fn fit(&mut self, e: E, ty: Ty, ibound: i64, fbound: f64) -> String {
        match (e.ty, ty) {
            (Ty::Int, Ty::Int) => self.reduce_int(e, ibound).t,
            (Ty::Float, Ty::Float) => self.reduce_float(e, fbound).t,
            (Ty::Int, Ty::Float) => self.reduce_int(e, fbound as i64).t,
            (Ty::Float, Ty::Int) => {
                self.features.float_to_int += 1;
                self.reduce_float(e, ibound as f64).t
            }
        }
    }

    // ---- expressions ----
}

pub(super) fn paren(v: i64) -> String {
    if v < 0 {
        format!("(-{})", -v)
    } else {
        v.to_string()
    }
}
