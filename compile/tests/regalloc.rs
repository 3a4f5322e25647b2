//! The regalloc2 glue on LIR functions of `spec/lir-arm64.yaml`: random structured functions
//! (straight code, if/else diamonds merging through block parameters, counted loops whose
//! values cross the back edge, calls that clobber the caller-saved registers, floats beside
//! integers) and named stress cases (more live values than registers, swaps across a loop back
//! edge, calls between live values) are verified by the LIR verifier, allocated by regalloc2
//! and checked by regalloc2's own checker.

use opforge_cfg::{Block, Builder, Function, Value, verify};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm::Cond};
use opforge_compile::regalloc::{GlueError, RaFunction, allocate, check, machine_env};

mod support;
use support::Rng;

/// Values live at the builder's position, by type.
#[derive(Clone, Default)]
struct Live {
    ints: Vec<Value>,
    floats: Vec<Value>,
}

impl Live {
    fn int(&self, rng: &mut Rng) -> Value {
        self.ints[rng.below(self.ints.len())]
    }
}

/// Appends `n` random straight-line instructions.
fn straight(b: &mut Builder<'_, Opcode>, rng: &mut Rng, live: &mut Live, n: usize) {
    for _ in 0..n {
        let x = live.int(rng);
        let y = live.int(rng);
        let v = match rng.below(12) {
            0 => b.iadd(x, y),
            1 => b.isub(x, y),
            2 => b.imul(x, y),
            3 => b.bxor(x, y),
            4 => b.iadd_imm(x, rng.below(4096) as i64),
            5 => b.ishl_imm(x, rng.below(32) as i64),
            6 => b.iconst(rng.next() as i64, Type::I64),
            7 => {
                let c = b.icmp(Cond::Lt, x, y);
                let z = live.int(rng);
                b.select(c, x, z)
            }
            8 => {
                let f = b.bitcast_to_float(x, Type::F64);
                live.floats.push(f);
                continue;
            }
            9 if !live.floats.is_empty() => {
                let f = live.floats[rng.below(live.floats.len())];
                let g = live.floats[rng.below(live.floats.len())];
                let h = b.fmul(f, g);
                live.floats.push(h);
                continue;
            }
            10 => {
                let args: Vec<Value> = (0..rng.below(5)).map(|_| live.int(rng)).collect();
                b.call(0, &args, Type::I64)
            }
            _ => b.msub(x, y, x),
        };
        live.ints.push(v);
    }
}

/// A diamond: branch on a compare, compute on both sides, merge one value through a block
/// parameter.
fn diamond(b: &mut Builder<'_, Opcode>, rng: &mut Rng, live: &mut Live) {
    let (then, els, join) = (b.create_block(), b.create_block(), b.create_block());
    let merged = b.append_block_param(join, Type::I64);
    let c = b.icmp_imm(Cond::Eq, live.int(rng), rng.below(100) as i64);
    b.brif(c, (then, &[]), (els, &[]));
    for side in [then, els] {
        b.switch_to(side);
        let mut inner = live.clone();
        let n = 1 + rng.below(6);
        straight(b, rng, &mut inner, n);
        let out = inner.int(rng);
        b.jump((join, &[out]));
    }
    b.switch_to(join);
    live.ints.push(merged);
}

/// A counted loop whose header carries a counter and `carried` values across the back edge,
/// swapped on every iteration.
fn counted_loop(b: &mut Builder<'_, Opcode>, rng: &mut Rng, live: &mut Live, carried: usize) {
    let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
    let counter = b.append_block_param(header, Type::I64);
    let params: Vec<Value> = (0..carried)
        .map(|_| b.append_block_param(header, Type::I64))
        .collect();
    let zero = b.iconst(0, Type::I64);
    let init: Vec<Value> = std::iter::once(zero)
        .chain((0..carried).map(|_| live.int(rng)))
        .collect();
    b.jump((header, &init));
    b.switch_to(header);
    let limit = b.iconst(1 + rng.below(50) as i64, Type::I64);
    b.br_icmp(Cond::Lt, counter, limit, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let mut inner = live.clone();
    inner.ints.extend(params.iter().copied());
    inner.ints.push(counter);
    let n = rng.below(8);
    straight(b, rng, &mut inner, n);
    let next = b.iadd_imm(counter, 1);
    // The carried values come back rotated by one: a cycle of moves on the back edge.
    let mut back = vec![next];
    back.extend((0..carried).map(|i| params[(i + 1) % carried.max(1)]));
    if let (Some(last), true) = (back.last_mut(), carried > 0) {
        *last = inner.int(rng);
    }
    b.jump((header, &back));
    b.switch_to(exit);
    live.ints.push(counter);
    live.ints.extend(params);
}

/// A random function of `args` integer arguments.
fn random_function(seed: u64) -> Function<Opcode> {
    let mut rng = Rng(seed);
    let args = 1 + rng.below(6);
    let mut func = Function::new("f", &vec![Type::I64; args], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let mut live = Live {
        ints: (0..args).filter_map(|i| b.try_param(i)).collect(),
        floats: Vec::new(),
    };
    for _ in 0..1 + rng.below(5) {
        match rng.below(3) {
            0 => {
                let n = 1 + rng.below(10);
                straight(&mut b, &mut rng, &mut live, n);
            }
            1 => diamond(&mut b, &mut rng, &mut live),
            _ => {
                let carried = rng.below(4);
                counted_loop(&mut b, &mut rng, &mut live, carried);
            }
        }
    }
    let out = live.int(&mut rng);
    b.ret(out);
    func
}

/// Verifies, allocates and checks `func`; the number of regalloc2 edits on success.
fn allocate_and_check(func: &Function<Opcode>) -> Result<usize, String> {
    verify(func).map_err(|r| format!("LIR verifier: {r}"))?;
    let ra = RaFunction::new(func).map_err(|e| e.to_string())?;
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).map_err(|e| e.to_string())?;
    check(&ra, &env, &out)?;
    Ok(out.edits.len())
}

#[test]
fn random_functions_allocate_and_pass_the_checker() {
    let mut edits = 0;
    for seed in 0..400u64 {
        let func = random_function(seed);
        match allocate_and_check(&func) {
            Ok(n) => edits += n,
            Err(e) => panic!("seed {seed}: {e}\n{}", opforge_cfg::print(&func)),
        }
    }
    assert!(edits > 0, "the allocator inserted moves somewhere");
}

#[test]
fn more_live_values_than_registers_spill_and_pass_the_checker() {
    let mut func = Function::new("many", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let x = b.try_param(0).expect("a parameter");
    // 60 values live at once: more than the 26 allocatable general registers.
    let values: Vec<Value> = (0..60).map(|i| b.iadd_imm(x, i)).collect();
    let sum = values.iter().fold(x, |acc, &v| b.iadd(acc, v));
    b.ret(sum);
    let ra = RaFunction::new(&func).expect("glue");
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).expect("allocates");
    assert!(out.num_spillslots > 0, "values were spilled");
    check(&ra, &env, &out).expect("the checker accepts it");
}

#[test]
fn swaps_across_a_loop_back_edge_pass_the_checker() {
    let mut func = Function::new("swap", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let (x, y) = (b.try_param(0).expect("x"), b.try_param(1).expect("y"));
    let (header, body, exit): (Block, Block, Block) =
        (b.create_block(), b.create_block(), b.create_block());
    let i = b.append_block_param(header, Type::I64);
    let a = b.append_block_param(header, Type::I64);
    let c = b.append_block_param(header, Type::I64);
    let zero = b.iconst(0, Type::I64);
    b.jump((header, &[zero, x, y]));
    b.switch_to(header);
    b.br_icmp(Cond::Lt, i, a, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let next = b.iadd_imm(i, 1);
    b.jump((header, &[next, c, a]));
    b.switch_to(exit);
    let r = b.isub(a, c);
    b.ret(r);
    allocate_and_check(&func).expect("allocates and checks");
}

#[test]
fn calls_clobber_and_values_survive_them() {
    let mut func = Function::new("calls", &[Type::I64, Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let p: Vec<Value> = (0..3).map(|i| b.try_param(i).expect("param")).collect();
    let r1 = b.call(0, &[p[0], p[1]], Type::I64);
    let r2 = b.call(1, &[r1, p[2], p[0]], Type::I64);
    let s = b.iadd(r2, p[1]);
    let s = b.iadd(s, p[2]);
    b.ret(s);
    let ra = RaFunction::new(&func).expect("glue");
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).expect("allocates");
    check(&ra, &env, &out).expect("the checker accepts it");
    // p[1] and p[2] live across calls: they cannot stay in a caller-saved register there.
    assert!(!out.edits.is_empty(), "moves around the calls");
}

#[test]
fn the_machine_environment_is_the_tables() {
    let env = machine_env::<Opcode>();
    assert_eq!(env.preferred_regs_by_class[0].len(), 16, "x0-x15");
    assert_eq!(env.non_preferred_regs_by_class[0].len(), 10, "x19-x28");
    assert_eq!(env.scratch_by_class[0].map(|r| r.hw_enc()), Some(16));
    assert_eq!(env.scratch_by_class[1].map(|r| r.hw_enc()), Some(31));
}

#[test]
fn more_than_eight_arguments_is_a_clear_error() {
    let func = Function::<Opcode>::new("wide", &[Type::I64; 9], &[Type::I64]);
    let mut func = func;
    let mut b = Builder::new(&mut func);
    let x = b.try_param(0).expect("x");
    b.ret(x);
    let err = RaFunction::new(&func).expect_err("nine integer arguments");
    assert_eq!(err, GlueError::TooManyArgs { count: 9 });
    assert_eq!(
        err.to_string(),
        "9 arguments of one bank; AAPCS64 passes at most 8 in registers (stack arguments are not supported yet)"
    );
}
