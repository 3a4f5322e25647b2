//! Random SysY programs for differential testing: [`program`] makes a deterministic program per
//! seed that terminates and is free of what C leaves undefined, so gcc `-O0` (through
//! [`crate::peer`]), the interpreter and the code generator must all print the same; [`shrink`]
//! cuts a failing one down line by line; [`differential`] runs one against the gcc peer.
//!
//! How the programs stay defined:
//! - every `int` expression carries the interval its value lies in; operands that could overflow
//!   are first reduced with `%` (C's truncating remainder), so no subexpression leaves
//!   `[-2^30, 2^30]`; divisors are non-zero by construction (literals, `(e % k + m)` with `m >= k`);
//!   `int` variables, parameters, array elements and results hold values within `[-30000, 30000]`;
//! - `float` expressions carry a bound on their magnitude (kept below 10^9 by dividing by an `int`
//!   literal), float divisors are `(f * f + 1)` or positive integers, so there is no overflow, no
//!   NaN and no infinity, and a float becomes an `int` only when it is in range;
//! - float literals appear only as whole initialisers (`float x = 1.5;`, global float arrays),
//!   where C's double constant converts exactly, never inside an expression C would compute in
//!   double;
//! - array indexes are reduced into range (`((e % n) + n) % n`) unless their interval is in range;
//!   array parameters have a known minimum length that every call respects;
//! - every variable is initialised where it is declared, every local array has an initialiser;
//! - every loop is `while (i < N ...)` with the counter incremented on every path (first in the
//!   body, or last and before each `continue`), N at most 8; recursion is on a depth parameter that
//!   decreases to a small bound; the estimated work of every function is capped;
//! - an expression calling a function with side effects reads no memory (globals, array
//!   elements) unsequenced with that call and holds no second such call, so C's unspecified
//!   evaluation order cannot show; `&&` and `||` sequence their operands and may hold both.
//!
//! Each statement is on a line of its own (blocks open and close on their own lines) so that
//! removing lines mostly leaves a valid program, which is what [`shrink`] relies on.

use crate::peer;
use std::fmt::Write;
use std::path::Path;
use std::time::Duration;

/// How big the generated programs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    /// Functions besides `main`.
    pub functions: usize,
    /// Statements in a function's top-level block (nested blocks get fewer).
    pub statements: usize,
    /// Nesting depth of `if` and `while` blocks.
    pub depth: u32,
    /// Depth of expression trees.
    pub expr_depth: u32,
}

impl Size {
    /// Small programs for many quick runs: a handful of functions of a few statements.
    pub const SMALL: Size = Size {
        functions: 4,
        statements: 6,
        depth: 2,
        expr_depth: 3,
    };
    /// Medium programs.
    pub const MEDIUM: Size = Size {
        functions: 7,
        statements: 10,
        depth: 3,
        expr_depth: 3,
    };
    /// Large programs.
    pub const LARGE: Size = Size {
        functions: 12,
        statements: 16,
        depth: 4,
        expr_depth: 4,
    };
}

/// What a generated program contains, counted where the source has it (not where it runs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Functions that call themselves (on a decreasing depth parameter).
    pub recursion: u32,
    /// Calls with more than 8 arguments.
    pub many_arg_calls: u32,
    /// Two-dimensional arrays declared (global, local or parameter).
    pub two_d_arrays: u32,
    /// Rows of larger arrays passed as array arguments (`m[i]`).
    pub row_passes: u32,
    /// `break` statements.
    pub breaks: u32,
    /// `continue` statements.
    pub continues: u32,
    /// `&&` or `||` whose right operand calls a function with side effects.
    pub short_circuit_calls: u32,
    /// Functions with a `float` parameter.
    pub float_params: u32,
    /// Functions with an array parameter.
    pub array_params: u32,
    /// `while` loops.
    pub loops: u32,
    /// `return` statements before the end of a function.
    pub early_returns: u32,
    /// Implicit `float` to `int` conversions (assignments, arguments, returns).
    pub float_to_int: u32,
}

impl Features {
    /// Adds `o`'s counts to these.
    pub fn add(&mut self, o: &Features) {
        self.recursion += o.recursion;
        self.many_arg_calls += o.many_arg_calls;
        self.two_d_arrays += o.two_d_arrays;
        self.row_passes += o.row_passes;
        self.breaks += o.breaks;
        self.continues += o.continues;
        self.short_circuit_calls += o.short_circuit_calls;
        self.float_params += o.float_params;
        self.array_params += o.array_params;
        self.loops += o.loops;
        self.early_returns += o.early_returns;
        self.float_to_int += o.float_to_int;
    }

    /// The counts as `(name, count)` pairs, for reports.
    pub fn named(&self) -> [(&'static str, u32); 12] {
        [
            ("recursion", self.recursion),
            ("calls with >8 args", self.many_arg_calls),
            ("2-D arrays", self.two_d_arrays),
            ("row passes", self.row_passes),
            ("breaks", self.breaks),
            ("continues", self.continues),
            ("short-circuit calls", self.short_circuit_calls),
            ("float params", self.float_params),
            ("array params", self.array_params),
            ("loops", self.loops),
            ("early returns", self.early_returns),
            ("float to int", self.float_to_int),
        ]
    }
}

/// A generated program, the standard input it reads, and what it contains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The SysY source, one statement per line.
    pub source: String,
    /// Its standard input (exactly what it reads).
    pub input: Vec<u8>,
    /// Feature counts.
    pub features: Features,
}

/// The program for `seed` at `size`; the same seed and size always give the same program.
pub fn program(seed: u64, size: Size) -> Generated {
    let mut g = Gen::new(seed, size);
    g.globals();
    g.functions();
    g.main();
    Generated {
        source: g.out,
        input: g.input.into_bytes(),
        features: g.features,
    }
}

/// Bound on `int` variables, parameters, array elements and results.
const B: i64 = 30_000;
/// Bound on any `int` subexpression.
const LIM: i64 = 1 << 30;
/// Bound on `float` variables, parameters, array elements and results.
const FB: f64 = 1e6;
/// Bound on any `float` subexpression.
const FLIM: f64 = 1e9;
/// Estimated work (statements times iterations) of one function, and of `main` with its calls.
const FN_CAP: u64 = 4_000;
const MAIN_CAP: u64 = 60_000;

/// xorshift64* seeded through splitmix64.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ (z >> 31)) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next() % n }
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize].clone()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Int,
    Float,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Float => "float",
        }
    }
}

/// A generated expression: its text, type, value range and effects.
#[derive(Clone, Debug)]
struct E {
    t: String,
    ty: Ty,
    /// For `int`: the interval holding the value.
    lo: i64,
    hi: i64,
    /// For `float`: a bound on the magnitude.
    mag: f64,
    /// Calls a function with side effects.
    impure: bool,
    /// Reads memory that a call could change (globals, array elements).
    mem: bool,
}

impl E {
    fn int(t: String, lo: i64, hi: i64) -> E {
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

    fn float(t: String, mag: f64) -> E {
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
    fn abs(&self) -> f64 {
        match self.ty {
            Ty::Int => self.lo.abs().max(self.hi.abs()) as f64,
            Ty::Float => self.mag,
        }
    }

    fn iabs(&self) -> i64 {
        self.lo.abs().max(self.hi.abs())
    }

    fn absorb(&mut self, e: &E) {
        self.impure |= e.impure;
        self.mem |= e.mem;
    }

    fn with(mut self, a: &E, b: &E) -> E {
        self.impure = a.impure || b.impure;
        self.mem = a.mem || b.mem;
        self
    }
}

/// What an expression may contain given what is unsequenced beside it.
#[derive(Clone, Copy, Debug, Default)]
struct Cx {
    no_impure: bool,
    no_mem: bool,
}

impl Cx {
    /// The constraint on an operand unsequenced with `a`.
    fn after(self, a: &E) -> Cx {
        Cx {
            no_impure: self.no_impure || a.mem || a.impure,
            no_mem: self.no_mem || a.impure,
        }
    }
}

#[derive(Clone, Debug)]
enum Kind {
    Int(i64, i64),
    Float(f64),
    /// Element type and dimensions (the first one a minimum for parameters).
    Arr(Ty, Vec<usize>),
}

#[derive(Clone, Debug)]
struct Var {
    name: String,
    kind: Kind,
    writable: bool,
    /// Reading it is a memory read (globals, array elements).
    mem: bool,
    global: bool,
    /// An array parameter (writes change the caller's array).
    param_arr: bool,
}

#[derive(Clone, Debug, PartialEq)]
enum Param {
    Int,
    Float,
    /// The recursion depth, in `[0, n]`.
    Depth(i64),
    Arr(Ty, Vec<usize>),
}

#[derive(Clone, Debug)]
struct Func {
    name: String,
    ret: Option<Ty>,
    params: Vec<Param>,
    impure: bool,
    cost: u64,
}

struct Loop {
    counter: String,
    /// The counter is incremented first in the body (else last, and before each `continue`).
    top: bool,
}

/// The function being generated.
struct Cur {
    name: String,
    ret: Option<Ty>,
    params: Vec<Param>,
    depth_param: Option<String>,
    self_sites: u32,
    is_main: bool,
}

struct Gen {
    r: Rng,
    size: Size,
    out: String,
    input: String,
    indent: usize,
    scopes: Vec<Vec<Var>>,
    funcs: Vec<Func>,
    names: usize,
    features: Features,
    cur: Option<Cur>,
    loops: Vec<Loop>,
    mult: u64,
    cost: u64,
    cap: u64,
    impure: bool,
}

const INTERESTING: [i64; 20] = [
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
const MODULI: [i64; 14] = [
    2, 3, 7, 8, 10, 16, 97, 100, 256, 1000, 1024, 4096, 30_000, 65_536,
];
const DIVISORS: [i64; 22] = [
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

fn mod_interval(lo: i64, hi: i64, m: i64) -> (i64, i64) {
    let t = lo.abs().max(hi.abs()).min(m - 1);
    (if lo < 0 { -t } else { 0 }, if hi > 0 { t } else { 0 })
}

impl Gen {
    fn new(seed: u64, size: Size) -> Gen {
        Gen {
            r: Rng::new(seed),
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

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.names += 1;
        format!("{prefix}{}", self.names)
    }

    fn declare(&mut self, v: Var) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(v);
        }
    }

    /// Declares a local scalar or array (not a parameter array).
    fn local(&mut self, name: String, kind: Kind, writable: bool) {
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

    fn len_of(&self, global: &str) -> i64 {
        match self.scopes[0]
            .iter()
            .find(|v| v.name == global)
            .map(|v| &v.kind)
        {
            Some(Kind::Arr(_, d)) => d[0] as i64,
            _ => 0,
        }
    }

    fn visible(&self) -> impl Iterator<Item = &Var> {
        self.scopes.iter().rev().flatten()
    }

    // ---- literals ----

    fn int_lit(&mut self) -> E {
        let v = if self.r.chance(60) {
            self.r.range(-9, 20)
        } else {
            let v = self.r.pick(&INTERESTING);
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
    fn small_lit(&mut self) -> i64 {
        if self.r.chance(80) {
            self.r.range(-20, 50)
        } else {
            self.r.range(-B, B)
        }
    }

    /// An exactly representable float literal and its value.
    fn float_lit(&mut self) -> (String, f64) {
        if self.r.chance(25) {
            let j = self.r.below(16);
            let e = self.r.range(-6, 10);
            let neg = self.r.chance(30);
            let v = (1.0 + j as f64 / 16.0) * 2f64.powi(e as i32);
            let t = format!("{}0x1.{j:x}p{e}", if neg { "-" } else { "" });
            (t, if neg { -v } else { v })
        } else {
            let k = self.r.range(-4000, 4000);
            let d = self.r.pick(&[1, 2, 4, 8, 16]);
            let v = k as f64 / d as f64;
            (format!("{v:?}"), v)
        }
    }

    // ---- fitting values into ranges ----

    /// `e` (an int) reduced with `%` so its magnitude is at most `target`.
    fn reduce_int(&mut self, e: E, target: i64) -> E {
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
            self.r.pick(&fits)
        };
        let (lo, hi) = mod_interval(e.lo, e.hi, m);
        let n = E::int(format!("({} % {m})", e.t, m = m), lo, hi);
        n.with(&e, &e)
    }

    /// `e` (a float) divided by an int literal so its magnitude is at most `target`.
    fn reduce_float(&mut self, e: E, target: f64) -> E {
        if e.mag <= target {
            return e;
        }
        let k = (e.mag / target * 1.01).ceil() as i64 + 1;
        let n = E::float(format!("({} / {k})", e.t), e.mag / k as f64 * 1.0001);
        n.with(&e, &e)
    }

    /// Text for a context converting to `ty` with magnitude at most `bound` (assignment,
    /// argument, return). Counts float-to-int conversions.
    fn fit(&mut self, e: E, ty: Ty, ibound: i64, fbound: f64) -> String {
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

    fn any_e(&mut self, d: u32, cx: Cx) -> E {
        if self.r.chance(70) {
            self.int_e(d, cx)
        } else {
            self.float_e(d, cx)
        }
    }

    fn int_e(&mut self, d: u32, cx: Cx) -> E {
        if d == 0 || self.r.chance(20) {
            return self.int_leaf(d, cx);
        }
        let d = d - 1;
        match self.r.below(20) {
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
                let op = self.r.pick(&["<", ">", "<=", ">=", "==", "!="]);
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

    fn ty(&mut self) -> Ty {
        if self.r.chance(75) {
            Ty::Int
        } else {
            Ty::Float
        }
    }

    /// An int expression whose interval excludes zero.
    fn int_divisor(&mut self, d: u32, cx: Cx) -> E {
        if self.r.chance(50) {
            let v = self.r.pick(&DIVISORS);
            let t = if v < 0 {
                format!("(-{})", -v)
            } else {
                v.to_string()
            };
            return E::int(t, v, v);
        }
        let e = self.int_e(d, cx);
        let e = self.reduce_int(e, LIM / 2);
        let k = self.r.range(2, 20);
        let m = k + self.r.range(0, 5);
        let n = if self.r.chance(75) {
            E::int(format!("({} % {k} + {m})", e.t), m - k + 1, m + k - 1)
        } else {
            E::int(format!("({} % {k} - {m})", e.t), -m - k + 1, -m + k - 1)
        };
        n.with(&e, &e)
    }

    fn int_leaf(&mut self, d: u32, cx: Cx) -> E {
        match self.r.below(10) {
            0..=2 => self.int_lit(),
            3..=6 => self.scalar(Ty::Int, cx).unwrap_or_else(|| self.int_lit()),
            _ => self
                .element(Ty::Int, d, cx)
                .unwrap_or_else(|| self.int_lit()),
        }
    }

    fn scalar(&mut self, ty: Ty, cx: Cx) -> Option<E> {
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
        let v = self.r.pick(&vars);
        let mut e = match v.kind {
            Kind::Int(lo, hi) => E::int(v.name.clone(), lo, hi),
            Kind::Float(m) => E::float(v.name.clone(), m),
            Kind::Arr(..) => return None,
        };
        e.mem = v.mem;
        Some(e)
    }

    /// An index into a dimension of `n`, pure (it sits beside a memory read).
    fn index(&mut self, n: usize, d: u32, cx: Cx) -> E {
        let n = n as i64;
        let cx = Cx {
            no_impure: true,
            ..cx
        };
        let e = match self.r.below(10) {
            0..=2 => {
                let v = self.r.range(0, n - 1);
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

    fn element(&mut self, ty: Ty, d: u32, cx: Cx) -> Option<E> {
        let arrs: Vec<Var> = self
            .visible()
            .filter(|v| matches!(&v.kind, Kind::Arr(t, _) if *t == ty) && !(cx.no_mem && v.mem))
            .cloned()
            .collect();
        if arrs.is_empty() {
            return None;
        }
        let v = self.r.pick(&arrs);
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
    fn float_e(&mut self, d: u32, cx: Cx) -> E {
        if d == 0 || self.r.chance(20) {
            return self.float_leaf(d, cx);
        }
        let d = d - 1;
        let e = match self.r.below(12) {
            0..=5 => {
                let a = self.float_e(d, cx);
                let b = if self.r.chance(40) {
                    self.int_e(d, cx.after(&a))
                } else {
                    self.float_e(d, cx.after(&a))
                };
                let (a, b) = if self.r.chance(30) { (b, a) } else { (a, b) };
                let (op, mag) = match self.r.below(3) {
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

    fn float_leaf(&mut self, d: u32, cx: Cx) -> E {
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
    fn call(&mut self, ret: Option<Ty>, d: u32, cx: Cx) -> Option<E> {
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
        let mut f = self.r.pick(&cands);
        // The helper `f0` is cheap and always callable: give the others a better chance.
        if f.name == "f0" && cands.len() > 1 && self.r.chance(70) {
            f = self.r.pick(&cands);
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
                        self.r.range(0, *n).to_string()
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
    fn array_arg(&mut self, ty: Ty, dims: &[usize]) -> Option<String> {
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
        let (name, row) = self.r.pick(&cands);
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

    fn budget_left(&self) -> bool {
        self.cost + self.mult * 20 <= self.cap
    }

    fn block(&mut self, n: usize, depth: u32) {
        self.scopes.push(Vec::new());
        for _ in 0..n {
            self.stmt(depth);
        }
        self.scopes.pop();
    }

    fn stmt(&mut self, depth: u32) {
        self.cost += self.mult * 3;
        let ed = self.size.expr_depth;
        let nested = depth < self.size.depth && self.budget_left();
        let jump = if self.loops.is_empty() || !self.r.chance(20) {
            self.r.below(24)
        } else {
            14 + self.r.below(2)
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

    fn decl_scalar(&mut self, ed: u32) {
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

    fn decl_const(&mut self) {
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
            let (c, cv) = self.r.pick(&earlier);
            let k = self.r.range(-5, 9);
            let a = self.r.range(0, 9);
            (format!("{c} * {} + {a}", paren(k)), cv * k + a)
        } else {
            let v = self.r.range(0, 12);
            (v.to_string(), v)
        };
        self.line(&format!("const int {name} = {t};"));
        self.local(name, Kind::Int(v, v), false);
    }

    fn dims(&mut self) -> Vec<usize> {
        match self.r.below(10) {
            0..=4 => vec![self.r.range(1, 9) as usize],
            5..=8 => vec![self.r.range(2, 4) as usize, self.r.range(2, 5) as usize],
            _ => vec![2, self.r.range(2, 3) as usize, self.r.range(2, 4) as usize],
        }
    }

    /// A brace initialiser for `dims`: nested and partial, or flat; elements from `elem`.
    fn initialiser(&mut self, dims: &[usize], elem: &mut dyn FnMut(&mut Gen) -> String) -> String {
        if dims.len() > 1 && self.r.chance(25) {
            // Flat: C and SysY fill row by row.
            let total: usize = dims.iter().product();
            let n = self.r.below(total as u64 + 1) as usize;
            let xs: Vec<String> = (0..n).map(|_| elem(self)).collect();
            return format!("{{{}}}", xs.join(", "));
        }
        let n = self.r.below(dims[0] as u64 + 1) as usize;
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

    fn decl_array(&mut self) {
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
                (ty, dims) = self.r.pick(&shapes);
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

    fn assign(&mut self, ed: u32) {
        let targets: Vec<Var> = self.visible().filter(|v| v.writable).cloned().collect();
        if targets.is_empty() {
            return self.decl_scalar(ed);
        }
        let v = self.r.pick(&targets);
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

    fn cond(&mut self) -> String {
        let e = self.any_e(self.size.expr_depth, Cx::default());
        e.t
    }

    fn sub_len(&mut self) -> usize {
        1 + self.r.below(self.size.statements.div_ceil(2) as u64) as usize
    }

    fn if_chain(&mut self, depth: u32) {
        let c = self.cond();
        self.line(&format!("if ({c}) {{"));
        self.indent += 1;
        let n = self.sub_len();
        self.block(n, depth + 1);
        self.indent -= 1;
        let elifs = self.r.below(3);
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

    fn while_loop(&mut self, depth: u32) {
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
        let (bound, n) = match self.r.below(10) {
            0 | 1 if !consts.is_empty() => self.r.pick(&consts),
            2 | 3 => {
                let pure = Cx {
                    no_impure: true,
                    no_mem: false,
                };
                let e = self.int_e(1, pure);
                let e = self.reduce_int(e, LIM / 2);
                let k = self.r.range(2, 5);
                (format!("({} % {k} + {k})", e.t), 2 * k - 1)
            }
            _ => {
                let n = self.r.range(0, 7);
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

    fn ret_text(&mut self) -> String {
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

    fn early_return(&mut self) {
        let c = self.cond();
        let r = self.ret_text();
        self.features.early_returns += 1;
        self.line(&format!("if ({c}) {r}"));
    }

    fn output(&mut self, ed: u32) {
        self.impure = true;
        match self.r.below(10) {
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
                let (name, dims) = self.r.pick(&arrs);
                let mut t = name;
                for &n in &dims[..dims.len() - 1] {
                    let i = self.index(n, 1, Cx::default());
                    let _ = write!(t, "[{}]", i.t);
                }
                let len = dims[dims.len() - 1] as i64;
                let n = self.r.range(0, len);
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

    fn global(&mut self, name: String, kind: Kind, writable: bool) {
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

    fn globals(&mut self) {
        let (t, v) = self.float_lit();
        self.line(&format!("const float gcf = {t};"));
        self.global("gcf".into(), Kind::Float(v.abs()), false);
        let k = self.r.range(1, 8);
        self.line(&format!("const int gc = {k};"));
        self.global("gc".into(), Kind::Int(k, k), false);
        let xs: Vec<String> = (0..self.r.range(1, 5))
            .map(|_| self.small_lit().to_string())
            .collect();
        self.line(&format!("const int gca[5] = {{{}}};", xs.join(", ")));
        self.global("gca".into(), Kind::Arr(Ty::Int, vec![5]), false);
        for k in 0..1 + self.r.below(3) {
            let name = format!("g{k}");
            if self.r.chance(30) {
                self.line(&format!("int {name};"));
            } else {
                let v = self.small_lit();
                self.line(&format!("int {name} = {v};"));
            }
            self.global(name, Kind::Int(-B, B), true);
        }
        for k in 0..1 + self.r.below(2) {
            let name = format!("h{k}");
            let (t, _) = self.float_lit();
            self.line(&format!("float {name} = {t};"));
            self.global(name, Kind::Float(FB), true);
        }
        // Arrays: a 1-D and a 2-D of each type, sometimes more.
        let shapes = [
            (Ty::Int, vec![self.r.range(4, 10) as usize]),
            (
                Ty::Int,
                vec![self.r.range(2, 4) as usize, self.r.range(2, 5) as usize],
            ),
            (Ty::Float, vec![self.r.range(3, 8) as usize]),
            (
                Ty::Float,
                vec![self.r.range(2, 3) as usize, self.r.range(2, 4) as usize],
            ),
        ];
        let extra = self.r.below(3) as usize;
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
    fn param_array(&mut self) -> Param {
        let arrs: Vec<(Ty, Vec<usize>)> = self.scopes[0]
            .iter()
            .filter(|v| v.writable)
            .filter_map(|v| match &v.kind {
                Kind::Arr(t, d) => Some((*t, d.clone())),
                _ => None,
            })
            .collect();
        let (ty, d) = self.r.pick(&arrs);
        let mut dims = if d.len() > 1 && self.r.chance(40) {
            d[1..].to_vec()
        } else {
            d
        };
        dims[0] = self.r.range(1, dims[0] as i64) as usize;
        Param::Arr(ty, dims)
    }

    fn functions(&mut self) {
        for k in 0..self.size.functions {
            let name = format!("f{k}");
            let helper = k == 0;
            let kind = if helper { 9 } else { self.r.below(10) };
            let ret = if helper {
                Some(Ty::Int)
            } else {
                match self.r.below(6) {
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
                    let n = self.r.range(1, 4);
                    params.push(Param::Depth(n));
                    depth = Some(n);
                    for _ in 0..self.r.below(3) {
                        params.push(self.scalar_param());
                    }
                }
                3..=5 => {
                    // Mostly ints, mixed, or mostly floats: either register file overflows.
                    let floats = self.r.pick(&[15, 45, 85]);
                    for _ in 0..self.r.range(9, 13) {
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
                    for _ in 0..self.r.range(1, 3) {
                        params.push(self.param_array());
                    }
                    for _ in 0..self.r.below(3) {
                        params.push(self.scalar_param());
                    }
                    let n = params.len() as u64;
                    let at = self.r.below(n);
                    params.swap(0, at as usize);
                }
                _ => {
                    for _ in 0..1 + self.r.below(if helper { 1 } else { 4 }) {
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

    fn scalar_param(&mut self) -> Param {
        if self.r.chance(60) {
            Param::Int
        } else {
            Param::Float
        }
    }

    fn function(
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

    fn call_self(&mut self) -> Option<String> {
        let ret = self.cur.as_ref().and_then(|c| c.ret);
        let e = self.call_named_self(ret)?;
        Some(e)
    }

    fn call_named_self(&mut self, ret: Option<Ty>) -> Option<String> {
        // Only the self candidate: hide the other functions for this call.
        let saved = std::mem::take(&mut self.funcs);
        let e = self.call(ret.or(None), 1, Cx::default());
        self.funcs = saved;
        e.map(|e| e.t)
    }

    fn main(&mut self) {
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
        for _ in 0..1 + self.r.below(3) {
            let name = self.fresh("v");
            let v = if self.r.chance(80) {
                self.r.range(-100, 100)
            } else {
                self.r.range(-B, B)
            };
            let _ = write!(self.input, "{v} ");
            self.line(&format!("int {name} = getint();"));
            self.local(name, Kind::Int(-B, B), true);
        }
        for _ in 0..1 + self.r.below(2) {
            let name = self.fresh("v");
            let (t, _) = self.float_lit();
            let _ = write!(self.input, "{t} ");
            self.line(&format!("float {name} = getfloat();"));
            self.local(name, Kind::Float(FB), true);
        }
        let len = self.len_of("ga0");
        let n = self.r.range(0, len);
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
            let n = self.r.range(0, flen);
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

fn paren(v: i64) -> String {
    if v < 0 {
        format!("(-{})", -v)
    } else {
        v.to_string()
    }
}

/// Cuts `source` down while `still_fails` holds: removes whole blocks (a line opening `{` to
/// its matching `}`), then runs of lines of halving length, then single lines, until nothing
/// more can go. Candidates that do not parse and check ([`crate::compile`]) are skipped, so
/// `still_fails` only sees valid SysY.
pub fn shrink(source: &str, mut still_fails: impl FnMut(&str) -> bool) -> String {
    let mut lines: Vec<String> = source.lines().map(str::to_string).collect();
    let cut = |lines: &[String], from: usize, to: usize| -> Vec<String> {
        lines[..from].iter().chain(&lines[to..]).cloned().collect()
    };
    loop {
        let before = lines.len();
        // Blocks, last first (later code depends on earlier declarations).
        let mut i = lines.len();
        while i > 0 {
            i -= 1;
            if i >= lines.len() || !opens_block(&lines[i]) {
                continue;
            }
            if let Some(end) = block_end(&lines, i)
                && let Some(c) = accept(cut(&lines, i, end + 1), &mut still_fails)
            {
                lines = c;
            }
        }
        // Runs of lines.
        let mut chunk = (lines.len() / 2).max(1);
        loop {
            let mut at = lines.len();
            while at > 0 {
                let from = at.saturating_sub(chunk);
                if let Some(c) = accept(cut(&lines, from, at), &mut still_fails) {
                    lines = c;
                }
                at = from;
            }
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
        // Simpler lines: initialisers, returned values and conditions become literals.
        let mut simpler = false;
        for i in 0..lines.len() {
            for cand in simplified(&lines[i]) {
                let mut c = lines.clone();
                c[i] = cand;
                if let Some(c) = accept(c, &mut still_fails) {
                    lines = c;
                    simpler = true;
                    break;
                }
            }
        }
        if lines.len() == before && !simpler {
            break;
        }
    }
    lines.join("\n") + "\n"
}

/// `cand` if it still checks, keeps its `return`s and still fails.
fn accept(cand: Vec<String>, still_fails: &mut impl FnMut(&str) -> bool) -> Option<Vec<String>> {
    let text = cand.join("\n") + "\n";
    (returns_kept(&cand) && crate::compile(&text).is_ok() && still_fails(&text)).then_some(cand)
}

/// Simpler versions of a line: `= e;`, `return e;`, `if (e)` and `while (i < n && e)` with `e`
/// replaced by a literal (never a line that is one already).
fn simplified(line: &str) -> Vec<String> {
    let t = line.trim_start();
    let indent = &line[..line.len() - t.len()];
    let mut out = Vec::new();
    if let Some(rest) = t.strip_prefix("return ")
        && rest != "0;"
    {
        out.push(format!("{indent}return 0;"));
    }
    if let Some(at) = t.find(" = ")
        && t.ends_with(';')
        && !t.starts_with("const")
        && !t.contains('{')
        && !t[at..].starts_with(" = 0;")
    {
        out.push(format!("{}{} = 0;", indent, &t[..at]));
    }
    if t.starts_with("if (") && t.ends_with(") {") && t != "if (1) {" && t != "if (0) {" {
        out.push(format!("{indent}if (1) {{"));
        out.push(format!("{indent}if (0) {{"));
    }
    if t.starts_with("while (")
        && let Some(at) = t.find(" && ")
    {
        out.push(format!("{}) {{", &line[..line.len() - t.len() + at]));
    }
    out
}

/// Every function that returns a value still ends with a `return` (falling off the end of one is
/// undefined in C when the caller uses the value).
fn returns_kept(lines: &[String]) -> bool {
    let mut valued = false;
    let mut prev = "";
    for l in lines {
        if !l.starts_with(' ') && l.ends_with('{') {
            valued = !l.starts_with("void");
        } else if l == "}" && valued && !prev.trim_start().starts_with("return") {
            return false;
        }
        prev = l;
    }
    true
}

fn opens_block(l: &str) -> bool {
    let t = l.trim();
    t.ends_with('{') && !t.starts_with('}')
}

/// The line closing the block opened on line `start`.
fn block_end(lines: &[String], start: usize) -> Option<usize> {
    let mut depth = 0i64;
    for (k, l) in lines.iter().enumerate().skip(start) {
        for c in l.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
        }
        if depth == 0 && k > start {
            return Some(k);
        }
    }
    None
}

/// The result of running one program through the interpreter, `sysyc`'s code and the gcc peer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// All three printed the same (NaN signs aside) and exited with the same status.
    Same,
    /// The interpreter or `sysyc`'s code differs from gcc: both expected forms (output, then
    /// the status line).
    Differ {
        /// Which differs from gcc: `interpreter` or `sysyc`.
        who: &'static str,
        /// Its expected form.
        ours: String,
        /// gcc's.
        theirs: String,
    },
    /// One side failed to run (the program does not check, the interpreter faults, gcc fails,
    /// qemu times out).
    Error(String),
}

/// Runs `source` with `input` in the interpreter (default limits), compiled by `sysyc` (with
/// the LIR verifier and regalloc2's checker on) and as C through gcc at `-O0` (`exe` is the
/// path to build to, `sysyc`'s executable beside it; `sylib` the runtime object from
/// [`peer::build_runtime`]), both under qemu, and compares them with gcc's.
pub fn differential(source: &str, input: &[u8], exe: &Path, sylib: &Path) -> Verdict {
    differential_with(source, input, exe, sylib, crate::interp::Limits::default())
}

/// [`differential`] with interpreter limits of its own (a shrinker's candidates may loop).
pub fn differential_with(
    source: &str,
    input: &[u8],
    exe: &Path,
    sylib: &Path,
    limits: crate::interp::Limits,
) -> Verdict {
    let program = match crate::compile(source) {
        Ok(p) => p,
        Err(e) => return Verdict::Error(e.render("random.sy", source)),
    };
    let ours = match crate::interp::run(&program, input, limits) {
        Ok(o) => o.expected_form(),
        Err(e) => return Verdict::Error(format!("interpreter: {e}")),
    };
    let sy = exe.with_extension("sy");
    if let Err(e) = std::fs::write(&sy, source) {
        return Verdict::Error(format!("writing {}: {e}", sy.display()));
    }
    if let Err(e) = peer::build(&sy, "-O0", sylib, exe) {
        return Verdict::Error(e.to_string());
    }
    let theirs = match peer::run(exe, input, Duration::from_secs(20)) {
        Ok(r) => r.expected_form(),
        Err(e) => return Verdict::Error(format!("qemu: {e}")),
    };
    if !same_but_nan_signs(&ours, &theirs) {
        return Verdict::Differ {
            who: "interpreter",
            ours,
            theirs,
        };
    }
    let checks = crate::driver::Checks { backend: true };
    let compiled = exe.with_extension("sysyc");
    let built = crate::driver::object(source, "random.sy", checks)
        .and_then(|object| crate::driver::link_with(&object, sylib, &compiled));
    if let Err(e) = built {
        return Verdict::Error(format!("sysyc: {e}"));
    }
    let run = peer::run(&compiled, input, Duration::from_secs(20));
    let _ = std::fs::remove_file(&compiled);
    let ours = match run {
        Ok(r) => r.expected_form(),
        Err(e) => return Verdict::Error(format!("sysyc's code under qemu: {e}")),
    };
    if same_but_nan_signs(&ours, &theirs) {
        Verdict::Same
    } else {
        Verdict::Differ {
            who: "sysyc",
            ours,
            theirs,
        }
    }
}

/// Equal, where `nan` and `-nan` count as equal (C leaves the sign of a NaN unspecified).
pub fn same_but_nan_signs(a: &str, b: &str) -> bool {
    a.replace("-nan", "nan") == b.replace("-nan", "nan")
}

/// Shrinks a program that [`differential`] finds different, keeping candidates that the
/// interpreter finishes within 10^7 steps and that still differ.
pub fn shrink_difference(source: &str, input: &[u8], exe: &Path, sylib: &Path) -> String {
    let limits = crate::interp::Limits {
        steps: 10_000_000,
        ..Default::default()
    };
    shrink(source, |s| {
        matches!(
            differential_with(s, input, exe, sylib, limits),
            Verdict::Differ { .. }
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic() {
        assert_eq!(program(7, Size::SMALL), program(7, Size::SMALL));
        assert_ne!(
            program(7, Size::SMALL).source,
            program(8, Size::SMALL).source
        );
    }

    #[test]
    fn shrink_keeps_what_the_predicate_needs() {
        let g = program(3, Size::MEDIUM);
        // Plant a marker statement in main and shrink towards it.
        let src = g
            .source
            .replacen("int main() {\n", "int main() {\n  putint(424242);\n", 1);
        assert!(crate::compile(&src).is_ok());
        let small = shrink(&src, |s| s.contains("putint(424242);"));
        assert!(small.contains("putint(424242);"));
        assert!(crate::compile(&small).is_ok(), "{small}");
        assert!(
            small.lines().count() < 6,
            "shrunk to {} lines:\n{small}",
            small.lines().count()
        );
    }
}
