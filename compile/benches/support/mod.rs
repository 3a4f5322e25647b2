//! The functions the compile-time benchmark builds, each from one description ([`Family`] and a
//! size) in two ways: as a Circuit through `ir_core`'s builder, and as Cranelift IR through
//! `cranelift-frontend`'s `FunctionBuilder`, the same i64 operations in the same order, so both
//! compilers start from the front end's work and do the same job.

pub mod circuit;
pub mod clif;

/// What a function's body is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Integer arithmetic over the parameters, many values live at once.
    Straight,
    /// A counted loop (`n` times, the first parameter) whose body is such arithmetic on values
    /// carried around the back edge.
    Loop,
    /// Diamonds one after another: compare, compute on both arms, merge one value.
    Diamonds,
}

/// One operation of a body: `op(values[a], values[b])`, or of a value and a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Two earlier values.
    Bin(Op, usize, usize),
    /// An earlier value and a constant (a shift amount below 64 for shifts).
    Imm(Op, usize, u64),
}

/// The operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Wrapping addition.
    Add,
    /// Wrapping subtraction.
    Sub,
    /// Wrapping multiplication.
    Mul,
    /// Exclusive or.
    Xor,
    /// Shift left (amount modulo 64).
    Shl,
}

/// The steps of a body of `n` operations over `live` values at its start: each reads values
/// among the last 24 made (so more values are live than there are registers).
pub fn steps(n: usize, live: usize, seed: u64) -> Vec<Step> {
    let mut rng = opforge_rng::Rng::xorshift64(seed | 1);
    (0..n)
        .map(|i| {
            let have = live + i;
            let pick = |r: u64| have - 1 - (r as usize % have.min(24));
            let r = rng.next_u64();
            let op = [Op::Add, Op::Sub, Op::Mul, Op::Xor, Op::Shl][(r % 5) as usize];
            if r.is_multiple_of(3) || op == Op::Shl {
                let k = if op == Op::Shl {
                    (r >> 8) % 63 + 1
                } else {
                    (r >> 8) % 4000 + 1
                };
                Step::Imm(op, pick(r >> 20), k)
            } else {
                Step::Bin(op, pick(r >> 20), pick(r >> 40))
            }
        })
        .collect()
}

/// What a step computes, in plain Rust (the model both compiled functions must agree with).
pub fn apply(step: Step, values: &[u64]) -> u64 {
    let (op, a, b) = match step {
        Step::Bin(op, a, b) => (op, values[a], values[b]),
        Step::Imm(op, a, k) => (op, values[a], k),
    };
    match op {
        Op::Add => a.wrapping_add(b),
        Op::Sub => a.wrapping_sub(b),
        Op::Mul => a.wrapping_mul(b),
        Op::Xor => a ^ b,
        Op::Shl => a.wrapping_shl((b % 64) as u32),
    }
}

/// Parameters of every function.
pub const PARAMS: usize = 4;

/// Operations per diamond arm and per loop body chunk.
pub const ARM: usize = 8;

/// The description of a function of `family` with about `size` operations.
#[derive(Clone, Debug)]
pub struct Desc {
    /// The family.
    pub family: Family,
    /// Straight and loop: the body; diamonds: the arms, two per diamond.
    pub steps: Vec<Vec<Step>>,
}

impl Desc {
    /// The description of `family` at `size` operations.
    pub fn new(family: Family, size: usize) -> Desc {
        let steps = match family {
            Family::Straight | Family::Loop => vec![steps(size, PARAMS + 1, size as u64)],
            Family::Diamonds => (0..size / (2 * ARM))
                .map(|k| steps(ARM, PARAMS + 1, k as u64 + 7))
                .collect(),
        };
        Desc { family, steps }
    }

    /// What the function returns on `args`, in plain Rust.
    pub fn model(&self, args: [u64; PARAMS]) -> u64 {
        // The values a body starts with: the parameters and an accumulator.
        let run = |steps: &[Step], acc: u64| -> u64 {
            let mut values: Vec<u64> = args.to_vec();
            values.push(acc);
            for &s in steps {
                let v = apply(s, &values);
                values.push(v);
            }
            values[values.len() - 1] ^ values[values.len() - 2]
        };
        match self.family {
            Family::Straight => run(&self.steps[0], 1),
            Family::Loop => {
                let mut acc = 1u64;
                for _ in 0..(args[0] % 16) {
                    acc = run(&self.steps[0], acc);
                }
                acc
            }
            Family::Diamonds => {
                let mut acc = 1u64;
                for pair in self.steps.chunks(2) {
                    let arm = if (acc as i64) < (args[1] as i64) {
                        &pair[0]
                    } else {
                        &pair[pair.len() - 1]
                    };
                    acc = run(arm, acc);
                }
                acc
            }
        }
    }
}
