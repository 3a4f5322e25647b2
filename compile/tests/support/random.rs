//! Random structured LIR functions of `spec/lir-arm64.yaml`: straight code, if/else diamonds
//! merging through block parameters, counted loops whose values cross the back edge rotated (a
//! cycle of moves), calls to function 0 of the module (`mix`, four arguments), floats beside
//! integers. The result depends on every argument.

use opforge_cfg::{Builder, Function, Value};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm::Cond};

use super::Rng;

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
                // Function 0 of a module is `mix`, of four arguments.
                let args: Vec<Value> = (0..4).map(|_| live.int(rng)).collect();
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
pub fn random_function(seed: u64) -> Function<Opcode> {
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
