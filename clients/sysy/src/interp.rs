//! The reference interpreter of checked programs: `int` as wrapping 32-bit arithmetic with C's
//! truncating division, `float` as IEEE single precision (with AArch64's NaNs, see
//! [`crate::checked::float_arith`]), arrays in one flat word-addressed memory (so a row of a
//! larger array passes as a pointer, as in C), and the runtime library of [`crate::runtime`].
//! Work is bounded: a step budget, a call depth and a memory size, each an error when exceeded,
//! so no program can hang or exhaust the host.

use crate::checked::*;
use crate::runtime::{Arg, Io, printf};
use std::fmt;

/// Bounds on a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Statements, loop iterations, calls and expression nodes executed, plus one per 16 words
    /// that array initialisation, frame clearing and the array I/O functions touch.
    pub steps: u64,
    /// Nested calls.
    pub call_depth: usize,
    /// Memory for globals and local arrays, in 32-bit words.
    pub memory_words: usize,
}

impl Default for Limits {
    /// A billion steps, 50 000 nested calls, 1 GiB of memory.
    fn default() -> Self {
        Limits {
            steps: 1_000_000_000,
            call_depth: 50_000,
            memory_words: 1 << 28,
        }
    }
}

/// What a finished run produced.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// Standard output.
    pub stdout: Vec<u8>,
    /// Standard error (the timer reports).
    pub stderr: String,
    /// `main`'s return value.
    pub ret: i32,
    /// Steps used.
    pub steps: u64,
}

impl Outcome {
    /// The exit status: `main`'s return value modulo 256.
    pub fn status(&self) -> u8 {
        self.ret as u8
    }

    /// The contest's expected-output form: standard output, a newline if it does not end with
    /// one, the exit status and a newline.
    pub fn expected_form(&self) -> String {
        let mut s = String::from_utf8_lossy(&self.stdout).into_owned();
        if !s.is_empty() && !s.ends_with('\n') {
            s.push('\n');
        }
        s.push_str(&format!("{}\n", self.status()));
        s
    }
}

/// Why a run stopped early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// The step budget ran out.
    StepLimit(u64),
    /// Calls nested deeper than the limit.
    CallDepth(usize),
    /// Globals and local arrays need more memory than the limit.
    OutOfMemory,
    /// A load or store outside memory.
    OutOfBounds(i64),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::DivisionByZero => write!(f, "integer division by zero"),
            Fault::StepLimit(n) => write!(f, "step budget of {n} exhausted"),
            Fault::CallDepth(n) => write!(f, "calls nested deeper than {n}"),
            Fault::OutOfMemory => write!(f, "memory limit exceeded (globals and local arrays)"),
            Fault::OutOfBounds(a) => write!(f, "memory access at word {a} is out of bounds"),
        }
    }
}

/// A run that stopped early: the fault, the function it happened in, and the output so far.
#[derive(Clone, Debug, PartialEq)]
pub struct RunError {
    /// What happened.
    pub fault: Fault,
    /// In which function.
    pub function: String,
    /// Standard output up to then.
    pub stdout: Vec<u8>,
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "runtime error in `{}`: {}", self.function, self.fault)
    }
}

impl std::error::Error for RunError {}

/// The interpreter's stack: enough for [`Limits::call_depth`] nested SysY calls.
const STACK_BYTES: usize = 1 << 30;

/// Runs `main` with `input` as standard input. Runs on a thread of its own with a large stack,
/// so deep SysY recursion does not depend on the caller's stack.
pub fn run(program: &Program, input: &[u8], limits: Limits) -> Result<Outcome, RunError> {
    crate::with_stack_size(STACK_BYTES, || run_here(program, input, limits))
}

/// Runs `main` on the current thread.
fn run_here(program: &Program, input: &[u8], limits: Limits) -> Result<Outcome, RunError> {
    let mut global_addr = Vec::with_capacity(program.globals.len());
    let mut size = 0usize;
    for g in &program.globals {
        global_addr.push(size);
        size += g.size();
    }
    let mut m = Machine {
        p: program,
        mem: Vec::new(),
        sp: size,
        global_addr,
        io: Io::new(input),
        steps: 0,
        limits,
        depth: 0,
        func: program.main,
    };
    if size > limits.memory_words {
        return Err(m.error(Fault::OutOfMemory));
    }
    m.mem = vec![0; size];
    for (g, &addr) in program.globals.iter().zip(&m.global_addr) {
        for &(at, v) in &g.init {
            m.mem[addr + at] = v.bits();
        }
    }
    match m.call(program.main, &[]) {
        Ok(ret) => Ok(Outcome {
            stdout: std::mem::take(&mut m.io.stdout),
            stderr: std::mem::take(&mut m.io.stderr),
            ret: ret as i32,
            steps: m.steps,
        }),
        Err(fault) => Err(m.error(fault)),
    }
}

enum Flow {
    Next,
    Break,
    Continue,
    Return(u32),
}

struct Machine<'p> {
    p: &'p Program,
    mem: Vec<u32>,
    sp: usize,
    global_addr: Vec<usize>,
    io: Io,
    steps: u64,
    limits: Limits,
    depth: usize,
    /// The function executing (for error reports).
    func: usize,
}

type R<T> = Result<T, Fault>;

#[inline]
fn f(bits: u32) -> f32 {
    f32::from_bits(bits)
}

#[inline]
fn i(bits: u32) -> i32 {
    bits as i32
}

impl Machine<'_> {
    fn error(&mut self, fault: Fault) -> RunError {
        RunError {
            fault,
            function: self.p.funcs[self.func].name.clone(),
            stdout: std::mem::take(&mut self.io.stdout),
        }
    }

    #[inline]
    fn step(&mut self) -> R<()> {
        self.charge(1)
    }

    /// Counts `n` steps of work against the budget.
    #[inline]
    fn charge(&mut self, n: u64) -> R<()> {
        self.steps += n;
        if self.steps > self.limits.steps {
            Err(Fault::StepLimit(self.limits.steps))
        } else {
            Ok(())
        }
    }

    fn call(&mut self, func: usize, args: &[u32]) -> R<u32> {
        self.step()?;
        if self.depth >= self.limits.call_depth {
            return Err(Fault::CallDepth(self.limits.call_depth));
        }
        let fun = &self.p.funcs[func];
        let saved_sp = self.sp;
        let end = self.sp + fun.frame_words;
        if end > self.limits.memory_words {
            return Err(Fault::OutOfMemory);
        }
        if end > self.mem.len() {
            self.mem.resize(end, 0);
        }
        // Fresh frames read as zero (C leaves them undefined; zero keeps runs deterministic).
        // Clearing is work too: a step per 16 words, so that calls of a function with a large
        // local array cannot run long on few steps.
        self.charge(fun.frame_words as u64 / 16)?;
        self.mem[self.sp..end].fill(0);
        let mut frame = vec![0u32; fun.locals.len()];
        frame[..args.len()].copy_from_slice(args);
        for (k, l) in fun.locals.iter().enumerate() {
            if let LocalKind::Array { offset, .. } = l.kind {
                frame[k] = (self.sp + offset) as u32;
            }
        }
        self.sp = end;
        self.depth += 1;
        let caller = std::mem::replace(&mut self.func, func);
        let mut ret = 0;
        for s in &fun.body {
            match self.exec(s, &mut frame)? {
                Flow::Return(v) => {
                    ret = v;
                    break;
                }
                Flow::Next | Flow::Break | Flow::Continue => {}
            }
        }
        self.func = caller;
        self.depth -= 1;
        self.sp = saved_sp;
        Ok(ret)
    }

    fn exec(&mut self, s: &Stmt, fr: &mut [u32]) -> R<Flow> {
        self.step()?;
        match s {
            Stmt::Assign { place, value } => {
                let v = self.eval(value, fr)?;
                match place {
                    Place::Local(l) => fr[*l] = v,
                    Place::Global(g) => {
                        let a = self.global_addr[*g];
                        self.mem[a] = v;
                    }
                    Place::Elem {
                        base,
                        indices,
                        strides,
                    } => {
                        let a = self.addr(*base, indices, strides, fr)?;
                        self.mem[a] = v;
                    }
                }
            }
            Stmt::InitArray { local, elems } => {
                let LocalKind::Array { dims, .. } = &self.p.funcs[self.func].locals[*local].kind
                else {
                    unreachable!("the checker initialises only arrays")
                };
                let size: usize = dims.iter().product();
                self.charge(size as u64 / 16)?;
                let base = fr[*local] as usize;
                self.mem[base..base + size].fill(0);
                for (at, e) in elems {
                    let v = self.eval(e, fr)?;
                    self.mem[base + at] = v;
                }
            }
            Stmt::Expr(e) => {
                self.eval(e, fr)?;
            }
            Stmt::Block(b) => {
                for s in b {
                    match self.exec(s, fr)? {
                        Flow::Next => {}
                        other => return Ok(other),
                    }
                }
            }
            Stmt::If { cond, then, els } => {
                if self.eval(cond, fr)? != 0 {
                    return self.exec(then, fr);
                } else if let Some(e) = els {
                    return self.exec(e, fr);
                }
            }
            Stmt::While { cond, body } => {
                while self.eval(cond, fr)? != 0 {
                    match self.exec(body, fr)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                    self.step()?;
                }
            }
            Stmt::Break => return Ok(Flow::Break),
            Stmt::Continue => return Ok(Flow::Continue),
            Stmt::Return(e) => {
                let v = match e {
                    Some(e) => self.eval(e, fr)?,
                    None => 0,
                };
                return Ok(Flow::Return(v));
            }
        }
        Ok(Flow::Next)
    }

    /// The word address of an element (or row), checked against memory.
    fn addr(&mut self, base: Base, indices: &[Expr], strides: &[usize], fr: &[u32]) -> R<usize> {
        let mut a: i64 = match base {
            Base::Local(l) => fr[l] as i64,
            Base::Global(g) => self.global_addr[g] as i64,
        };
        for (e, &s) in indices.iter().zip(strides) {
            a = a.saturating_add((i(self.eval(e, fr)?) as i64).saturating_mul(s as i64));
        }
        if a < 0 || a as usize >= self.mem.len() {
            return Err(Fault::OutOfBounds(a));
        }
        Ok(a as usize)
    }

    /// A row address may point just past the end (an empty row), as in C.
    fn row_addr(&mut self, base: Base, indices: &[Expr], strides: &[usize], fr: &[u32]) -> R<u32> {
        let mut a: i64 = match base {
            Base::Local(l) => fr[l] as i64,
            Base::Global(g) => self.global_addr[g] as i64,
        };
        for (e, &s) in indices.iter().zip(strides) {
            a = a.saturating_add((i(self.eval(e, fr)?) as i64).saturating_mul(s as i64));
        }
        if a < 0 || a > self.mem.len() as i64 {
            return Err(Fault::OutOfBounds(a));
        }
        Ok(a as u32)
    }

    /// `n` words from `a`, checked.
    fn range(&self, a: u32, n: i32) -> R<std::ops::Range<usize>> {
        let a = a as usize;
        let n = n.max(0) as usize;
        if a + n > self.mem.len() {
            return Err(Fault::OutOfBounds((a + n) as i64));
        }
        Ok(a..a + n)
    }

    fn eval(&mut self, e: &Expr, fr: &[u32]) -> R<u32> {
        // Every node is a step; the budget is checked at statements, loop tests and calls, each
        // of which evaluates a bounded number of nodes.
        self.steps += 1;
        Ok(match &e.kind {
            ExprKind::Const(v) => v.bits(),
            ExprKind::Load(p) => match p {
                Place::Local(l) => fr[*l],
                Place::Global(g) => self.mem[self.global_addr[*g]],
                Place::Elem {
                    base,
                    indices,
                    strides,
                } => {
                    let a = self.addr(*base, indices, strides, fr)?;
                    self.mem[a]
                }
            },
            ExprKind::Addr {
                base,
                indices,
                strides,
            } => self.row_addr(*base, indices, strides, fr)?,
            ExprKind::Neg(x) => {
                let v = self.eval(x, fr)?;
                match x.ty {
                    Ty::Scalar(Scalar::Float) => (-f(v)).to_bits(),
                    _ => i(v).wrapping_neg() as u32,
                }
            }
            ExprKind::Not { operand, e } => {
                let v = self.eval(e, fr)?;
                let zero = match operand {
                    Scalar::Int => v == 0,
                    Scalar::Float => f(v) == 0.0,
                };
                zero as u32
            }
            ExprKind::Binary { op, operand, l, r } => {
                let a = self.eval(l, fr)?;
                let b = self.eval(r, fr)?;
                match operand {
                    Scalar::Int => {
                        let (a, b) = (i(a), i(b));
                        (match op {
                            BinOp::Add => a.wrapping_add(b),
                            BinOp::Sub => a.wrapping_sub(b),
                            BinOp::Mul => a.wrapping_mul(b),
                            BinOp::Div => {
                                if b == 0 {
                                    return Err(Fault::DivisionByZero);
                                }
                                a.wrapping_div(b)
                            }
                            BinOp::Rem => {
                                if b == 0 {
                                    return Err(Fault::DivisionByZero);
                                }
                                a.wrapping_rem(b)
                            }
                            BinOp::Lt => (a < b) as i32,
                            BinOp::Gt => (a > b) as i32,
                            BinOp::Le => (a <= b) as i32,
                            BinOp::Ge => (a >= b) as i32,
                            BinOp::Eq => (a == b) as i32,
                            BinOp::Ne => (a != b) as i32,
                        }) as u32
                    }
                    Scalar::Float => {
                        let (a, b) = (f(a), f(b));
                        match op {
                            // The checker rejects `%` on floats.
                            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem => {
                                float_arith(*op, a, b).to_bits()
                            }
                            BinOp::Lt => (a < b) as u32,
                            BinOp::Gt => (a > b) as u32,
                            BinOp::Le => (a <= b) as u32,
                            BinOp::Ge => (a >= b) as u32,
                            BinOp::Eq => (a == b) as u32,
                            BinOp::Ne => (a != b) as u32,
                        }
                    }
                }
            }
            ExprKind::And(l, r) => (self.eval(l, fr)? != 0 && self.eval(r, fr)? != 0) as u32,
            ExprKind::Or(l, r) => (self.eval(l, fr)? != 0 || self.eval(r, fr)? != 0) as u32,
            ExprKind::IntToFloat(x) => (i(self.eval(x, fr)?) as f32).to_bits(),
            // Saturating, NaN to 0: what A64's fcvtzs does (C leaves out-of-range undefined).
            ExprKind::FloatToInt(x) => f(self.eval(x, fr)?) as i32 as u32,
            ExprKind::Call { func, args } => {
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    vals.push(self.eval(a, fr)?);
                }
                self.call(*func, &vals)?
            }
            ExprKind::Builtin { which, args, line } => self.builtin(*which, args, *line, fr)?,
            ExprKind::PutF { fmt, args } => {
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    let v = self.eval(a, fr)?;
                    vals.push(match a.ty {
                        Ty::Scalar(Scalar::Float) => Arg::Float(f(v)),
                        _ => Arg::Int(i(v)),
                    });
                }
                let s = printf(fmt, &vals);
                self.io.write(&s);
                0
            }
        })
    }

    fn builtin(&mut self, which: Builtin, args: &[Expr], line: u32, fr: &[u32]) -> R<u32> {
        let mut v = [0u32; 2];
        for (k, a) in args.iter().enumerate().take(2) {
            v[k] = self.eval(a, fr)?;
        }
        Ok(match which {
            Builtin::GetInt => self.io.getint() as u32,
            Builtin::GetCh => self.io.getch() as u32,
            Builtin::GetFloat => self.io.getfloat().to_bits(),
            Builtin::GetArray | Builtin::GetFArray => {
                let n = self.io.getint();
                let r = self.range(v[0], n)?;
                self.charge(r.len() as u64 / 16)?;
                for a in r {
                    self.mem[a] = if which == Builtin::GetArray {
                        self.io.getint() as u32
                    } else {
                        self.io.getfloat().to_bits()
                    };
                }
                n as u32
            }
            Builtin::PutInt => {
                self.io.putint(i(v[0]));
                0
            }
            Builtin::PutCh => {
                self.io.putch(i(v[0]));
                0
            }
            Builtin::PutFloat => {
                self.io.putfloat(f(v[0]));
                0
            }
            Builtin::PutArray | Builtin::PutFArray => {
                let n = i(v[0]);
                let r = self.range(v[1], n)?;
                self.charge(r.len() as u64 / 16)?;
                self.io.write(&format!("{n}:"));
                for a in r {
                    self.io.write(" ");
                    let w = self.mem[a];
                    if which == Builtin::PutArray {
                        self.io.putint(i(w));
                    } else {
                        self.io.putfloat(f(w));
                    }
                }
                self.io.write("\n");
                0
            }
            Builtin::StartTime => {
                self.io
                    .stderr
                    .push_str(&format!("Timer@{line}: start at step {}\n", self.steps));
                0
            }
            Builtin::StopTime => {
                self.io
                    .stderr
                    .push_str(&format!("Timer@{line}: stop at step {}\n", self.steps));
                0
            }
        })
    }
}
