//! SSA construction from variables (`opforge_cfg::Ssa`), as a front end uses it: random
//! structured programs over variables (assignments, `if`/`else`, counted loops, nested) are
//! built into the cfg test IR through `Ssa::def_var`/`use_var`, sealing each block once its
//! predecessors are built; the function must verify, compute what the program computes (the
//! evaluator against an interpreter of the program), and keep no trivial block parameter.

use std::collections::HashMap;

use opforge_cfg::{Block, Builder, Function, Operand, Ssa, SsaError, Value, Variable};
use opforge_cfg_testbed::imm::Cond;
use opforge_cfg_testbed::random::Rng;
use opforge_cfg_testbed::{InstBuilder, Opcode, Type};
use tiny_a64::eval;

/// An expression over the variables.
#[derive(Clone, Debug)]
enum Expr {
    Const(i64),
    Var(u32),
    Bin(Opcode, Box<Expr>, Box<Expr>),
}

/// A statement.
#[derive(Clone, Debug)]
enum Stmt {
    Assign(u32, Expr),
    If(Cond, Expr, Expr, Vec<Stmt>, Vec<Stmt>),
    /// Runs the body `times` times, counting in its own variable.
    Loop(u32, u32, Vec<Stmt>),
}

/// A program: parameters are variables `0..params`, the others start at 0; it returns `ret`.
#[derive(Clone, Debug)]
struct Program {
    params: u32,
    vars: u32,
    body: Vec<Stmt>,
    ret: Expr,
}

const OPS: [Opcode; 3] = [Opcode::Iadd, Opcode::Isub, Opcode::Imul];
const CONDS: [Cond; 5] = [Cond::Eq, Cond::Ne, Cond::Slt, Cond::Sle, Cond::Ult];

fn expr(rng: &mut Rng, vars: u32, depth: u32) -> Expr {
    match rng.below(if depth == 0 { 2 } else { 4 }) {
        0 => Expr::Const(rng.below(20) as i64 - 5),
        1 => Expr::Var(rng.below(vars as usize) as u32),
        _ => Expr::Bin(
            rng.pick(&OPS).unwrap_or(Opcode::Iadd),
            Box::new(expr(rng, vars, depth - 1)),
            Box::new(expr(rng, vars, depth - 1)),
        ),
    }
}

/// Statements; loop counters are variables past the program's, numbered from `*next`.
fn stmts(rng: &mut Rng, vars: u32, next: &mut u32, depth: u32) -> Vec<Stmt> {
    (0..rng.below(5))
        .map(|_| match rng.below(if depth == 0 { 1 } else { 4 }) {
            0 | 1 => Stmt::Assign(rng.below(vars as usize) as u32, expr(rng, vars, 2)),
            2 => Stmt::If(
                rng.pick(&CONDS).unwrap_or(Cond::Eq),
                expr(rng, vars, 1),
                expr(rng, vars, 1),
                stmts(rng, vars, next, depth - 1),
                stmts(rng, vars, next, depth - 1),
            ),
            _ => {
                let counter = *next;
                *next += 1;
                Stmt::Loop(
                    counter,
                    rng.below(4) as u32,
                    stmts(rng, vars, next, depth - 1),
                )
            }
        })
        .collect()
}

fn program(seed: u64) -> Program {
    let mut rng = Rng::xorshift64_star_from(seed);
    let params = rng.below(3) as u32;
    let vars = params + 1 + rng.below(4) as u32;
    let mut next = vars;
    let body = stmts(&mut rng, vars, &mut next, 3);
    let ret = expr(&mut rng, vars, 2);
    Program {
        params,
        vars: next,
        body,
        ret,
    }
}

// ---------------------------------------------------------------------------------------------
// The interpreter of programs
// ---------------------------------------------------------------------------------------------

fn value(e: &Expr, env: &[i64]) -> i64 {
    match e {
        Expr::Const(k) => *k,
        Expr::Var(v) => env[*v as usize],
        Expr::Bin(op, a, b) => {
            let (a, b) = (value(a, env), value(b, env));
            match op {
                Opcode::Isub => a.wrapping_sub(b),
                Opcode::Imul => a.wrapping_mul(b),
                _ => a.wrapping_add(b),
            }
        }
    }
}

fn holds(c: Cond, a: i64, b: i64) -> bool {
    match c {
        Cond::Eq => a == b,
        Cond::Ne => a != b,
        Cond::Slt => a < b,
        Cond::Sle => a <= b,
        Cond::Ult => (a as u64) < (b as u64),
    }
}

fn run(body: &[Stmt], env: &mut Vec<i64>) {
    for s in body {
        match s {
            Stmt::Assign(v, e) => env[*v as usize] = value(e, env),
            Stmt::If(c, a, b, then, els) => {
                if holds(*c, value(a, env), value(b, env)) {
                    run(then, env);
                } else {
                    run(els, env);
                }
            }
            Stmt::Loop(counter, times, inner) => {
                env[*counter as usize] = 0;
                while env[*counter as usize] < i64::from(*times) {
                    run(inner, env);
                    env[*counter as usize] += 1;
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Building the function through Ssa
// ---------------------------------------------------------------------------------------------

struct Front<'f> {
    b: Builder<'f, Opcode>,
    ssa: Ssa<Type>,
}

impl Front<'_> {
    fn block(&self) -> Block {
        self.b.current_block()
    }

    fn expr(&mut self, e: &Expr) -> Result<Value, SsaError> {
        Ok(match e {
            Expr::Const(k) => self.b.iconst(*k, Type::I64),
            Expr::Var(v) => {
                let block = self.block();
                self.ssa
                    .use_var(self.b.function_mut(), Variable(*v), block)?
            }
            Expr::Bin(op, a, b) => {
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                match op {
                    Opcode::Isub => self.b.isub(a, b),
                    Opcode::Imul => self.b.imul(a, b),
                    _ => self.b.iadd(a, b),
                }
            }
        })
    }

    fn jump(&mut self, to: Block) -> Result<(), SsaError> {
        let j = self.b.jump((to, &[]));
        self.ssa.branch(self.b.function(), j)
    }

    fn seal(&mut self, block: Block) -> Result<(), SsaError> {
        self.ssa.seal_block(self.b.function_mut(), block)
    }

    fn stmts(&mut self, body: &[Stmt]) -> Result<(), SsaError> {
        for s in body {
            match s {
                Stmt::Assign(v, e) => {
                    let x = self.expr(e)?;
                    let block = self.block();
                    self.ssa.def_var(Variable(*v), x, block);
                }
                Stmt::If(c, a, b, then, els) => {
                    let (a, b) = (self.expr(a)?, self.expr(b)?);
                    let cond = self.b.icmp(*c, a, b);
                    let (t, e, join) = (
                        self.b.create_block(),
                        self.b.create_block(),
                        self.b.create_block(),
                    );
                    let br = self.b.brif(cond, (t, &[]), (e, &[]));
                    self.ssa.branch(self.b.function(), br)?;
                    self.seal(t)?;
                    self.seal(e)?;
                    self.b.switch_to(t);
                    self.stmts(then)?;
                    self.jump(join)?;
                    self.b.switch_to(e);
                    self.stmts(els)?;
                    self.jump(join)?;
                    self.seal(join)?;
                    self.b.switch_to(join);
                }
                Stmt::Loop(counter, times, inner) => {
                    let zero = self.b.iconst(0, Type::I64);
                    let here = self.block();
                    self.ssa.def_var(Variable(*counter), zero, here);
                    let (header, body, exit) = (
                        self.b.create_block(),
                        self.b.create_block(),
                        self.b.create_block(),
                    );
                    self.jump(header)?;
                    // The header waits for its back edge before it is sealed.
                    self.b.switch_to(header);
                    let c = self
                        .ssa
                        .use_var(self.b.function_mut(), Variable(*counter), header)?;
                    let k = self.b.iconst(i64::from(*times), Type::I64);
                    let more = self.b.icmp(Cond::Slt, c, k);
                    let br = self.b.brif(more, (body, &[]), (exit, &[]));
                    self.ssa.branch(self.b.function(), br)?;
                    self.seal(body)?;
                    self.b.switch_to(body);
                    self.stmts(inner)?;
                    let now = self.block();
                    let c = self
                        .ssa
                        .use_var(self.b.function_mut(), Variable(*counter), now)?;
                    let one = self.b.iconst(1, Type::I64);
                    let next = self.b.iadd(c, one);
                    self.ssa.def_var(Variable(*counter), next, now);
                    self.jump(header)?;
                    self.seal(header)?;
                    self.seal(exit)?;
                    self.b.switch_to(exit);
                }
            }
        }
        Ok(())
    }
}

/// The function of `p`, built through [`Ssa`]; how many block parameters it made.
fn build(p: &Program) -> Result<(Function<Opcode>, usize), SsaError> {
    let params = vec![Type::I64; p.params as usize];
    let mut f = Function::new("prog", &params, &[Type::I64]);
    let mut front = Front {
        b: Builder::new(&mut f),
        ssa: Ssa::new(),
    };
    let entry = front.block();
    for v in 0..p.vars {
        front.ssa.declare_var(Variable(v), Type::I64);
    }
    for v in 0..p.vars {
        let x = match front.b.try_param(v as usize) {
            Some(x) => x,
            None => front.b.iconst(0, Type::I64),
        };
        front.ssa.def_var(Variable(v), x, entry);
    }
    front.seal(entry)?;
    front.stmts(&p.body)?;
    let r = front.expr(&p.ret)?;
    front.b.ret(&[r]);
    let Front { ssa, .. } = front;
    let added = ssa.finish(&mut f)?;
    Ok((f, added))
}

/// Every block parameter (the entry's aside) whose arguments are one value besides itself.
fn trivial_params(f: &Function<Opcode>) -> Vec<(Block, Value)> {
    let mut args: HashMap<(Block, usize), Vec<Value>> = HashMap::new();
    for &b in f.layout() {
        for &i in f.block_insts(b) {
            let Some(data) = f.inst(i) else { continue };
            for op in data.operands() {
                if let Operand::Block(call) = op {
                    for (k, &a) in call.args.iter().enumerate() {
                        args.entry((call.block, k)).or_default().push(a);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for &b in f.layout().iter().skip(1) {
        for (k, &p) in f.block_params(b).iter().enumerate() {
            let mut others: Vec<Value> = args
                .get(&(b, k))
                .into_iter()
                .flatten()
                .copied()
                .filter(|&a| a != p)
                .collect();
            others.dedup();
            others.sort_unstable_by_key(|v| v.index());
            others.dedup();
            if others.len() <= 1 {
                out.push((b, p));
            }
        }
    }
    out
}

#[test]
fn random_programs_over_variables_become_ssa_that_computes_the_same() {
    let (mut params, mut loops) = (0, 0);
    for seed in 0..500u64 {
        let p = program(seed);
        let (f, added) = build(&p).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        params += added;
        loops += format!("{p:?}").matches("Loop").count();
        let report = opforge_cfg::verify(&f);
        assert!(
            report.is_ok(),
            "seed {seed}: {report:?}\n{}",
            opforge_cfg::print(&f)
        );
        assert!(
            trivial_params(&f).is_empty(),
            "seed {seed}: trivial parameters {:?}\n{}",
            trivial_params(&f),
            opforge_cfg::print(&f)
        );
        for case in 0..3i64 {
            let args: Vec<i64> = (0..i64::from(p.params)).map(|k| k * 7 - case * 3).collect();
            let mut env = vec![0; p.vars as usize];
            env[..args.len()].copy_from_slice(&args);
            run(&p.body, &mut env);
            let want = value(&p.ret, &env);
            let mut steps = 1_000_000;
            let got = eval::run(std::slice::from_ref(&f), 0, &args, &mut steps)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(
                got,
                want,
                "seed {seed} {args:?}\n{}",
                opforge_cfg::print(&f)
            );
        }
    }
    // The programs exercise what the construction is for: loops and joins that need
    // parameters.
    assert!(loops > 200, "{loops} loops");
    assert!(params > 500, "{params} parameters");
}

#[test]
fn a_variable_no_path_defines_is_an_error_naming_it() {
    let mut f = Function::<Opcode>::new("undefined", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let mut ssa = Ssa::new();
    ssa.declare_var(Variable(3), Type::I64);
    let entry = b.current_block();
    ssa.seal_block(b.function_mut(), entry)
        .unwrap_or_else(|e| panic!("{e}"));
    let e = ssa
        .use_var(b.function_mut(), Variable(3), entry)
        .expect_err("undefined");
    assert_eq!(
        e,
        SsaError::Undefined {
            var: Variable(3),
            block: entry
        }
    );
    assert_eq!(
        e.to_string(),
        "var3 is used in block0, where no path from the entry defines it"
    );
}

#[test]
fn misuses_are_named() {
    let mut f = Function::<Opcode>::new("misuse", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let mut ssa: Ssa<Type> = Ssa::new();
    let entry = b.current_block();
    let next = b.create_block();
    ssa.seal_block(b.function_mut(), entry)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        ssa.seal_block(b.function_mut(), entry),
        Err(SsaError::SealedTwice(entry))
    );
    assert_eq!(
        ssa.use_var(b.function_mut(), Variable(0), entry),
        Err(SsaError::Undeclared(Variable(0)))
    );
    ssa.declare_var(Variable(0), Type::I64);
    // A read in a block not sealed yet waits for its predecessors; a branch into it after it
    // is sealed is refused.
    b.switch_to(next);
    ssa.use_var(b.function_mut(), Variable(0), next)
        .unwrap_or_else(|e| panic!("{e}"));
    ssa.seal_block(b.function_mut(), next)
        .unwrap_or_else(|e| panic!("{e}"));
    b.switch_to(entry);
    let j = b.jump((next, &[]));
    assert_eq!(
        ssa.branch(b.function(), j),
        Err(SsaError::SealedTarget {
            block: next,
            branch: j
        })
    );
}
