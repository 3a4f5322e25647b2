//! Random structured LIR functions, of `spec/lir-arm64.yaml` and of `spec/lir-riscv64.yaml`
//! from one generator: straight code, if/else diamonds merging through block parameters,
//! counted loops whose values cross the back edge rotated (a cycle of moves), calls to function
//! 0 of the module (`mix`, four arguments), floats beside integers. The result depends on every
//! argument. [`RandomLir`] spells each step in a table's instructions; one seed gives the same
//! computation on both targets, so the A64 evaluator is the oracle of both.

use opforge_cfg::{Block, Builder, CfgOpcode, Function, SImm, UImm, Value};
use opforge_compile::lir::{self, imm::Cond};
use opforge_compile::rv64::lir as rv;

use super::Rng;

/// How a LIR table spells the random functions' steps.
pub trait RandomLir {
    /// The table's opcode.
    type Op: CfgOpcode;
    /// Its 64-bit integer type.
    fn i64() -> <Self::Op as CfgOpcode>::Type;
    /// `x + y`, `x - y`, `x * y`, `x ^ y` (by `k`, 0 to 3).
    fn binary(b: &mut Builder<'_, Self::Op>, k: usize, x: Value, y: Value) -> Value;
    /// `x + imm`.
    fn add_imm(b: &mut Builder<'_, Self::Op>, x: Value, imm: UImm<12>) -> Value;
    /// `x << k`.
    fn shl_imm(b: &mut Builder<'_, Self::Op>, x: Value, k: UImm<6>) -> Value;
    /// The 64-bit constant `v`.
    fn constant(b: &mut Builder<'_, Self::Op>, v: i64) -> Value;
    /// `x < y (signed) ? x : z`.
    fn select_less(b: &mut Builder<'_, Self::Op>, x: Value, y: Value, z: Value) -> Value;
    /// `x`'s bits as a double.
    fn to_float(b: &mut Builder<'_, Self::Op>, x: Value) -> Value;
    /// `f * g` in doubles.
    fn fmul(b: &mut Builder<'_, Self::Op>, f: Value, g: Value) -> Value;
    /// A call of function `callee` with 64-bit integer arguments.
    fn call(b: &mut Builder<'_, Self::Op>, callee: u32, args: &[Value]) -> Value;
    /// `x - x * y`.
    fn msub(b: &mut Builder<'_, Self::Op>, x: Value, y: Value) -> Value;
    /// To `then` when `v == imm`, else to `els`.
    fn branch_eq_imm(
        b: &mut Builder<'_, Self::Op>,
        v: Value,
        imm: UImm<12>,
        then: Block,
        els: Block,
    );
    /// To `then` when `x < y` (signed), else to `els`.
    fn branch_less(b: &mut Builder<'_, Self::Op>, x: Value, y: Value, then: Block, els: Block);
    /// A jump to `to` with `args`.
    fn jump(b: &mut Builder<'_, Self::Op>, to: Block, args: &[Value]);
    /// Returns `v`.
    fn ret(b: &mut Builder<'_, Self::Op>, v: Value);
}

/// The A64 LIR's spelling.
pub struct A64Lir;

impl RandomLir for A64Lir {
    type Op = lir::Opcode;
    fn i64() -> lir::Type {
        lir::Type::I64
    }
    fn binary(b: &mut Builder<'_, lir::Opcode>, k: usize, x: Value, y: Value) -> Value {
        use lir::InstBuilder;
        match k {
            0 => b.iadd(x, y),
            1 => b.isub(x, y),
            2 => b.imul(x, y),
            _ => b.bxor(x, y),
        }
    }
    fn add_imm(b: &mut Builder<'_, lir::Opcode>, x: Value, imm: UImm<12>) -> Value {
        lir::InstBuilder::iadd_imm(b, x, imm)
    }
    fn shl_imm(b: &mut Builder<'_, lir::Opcode>, x: Value, k: UImm<6>) -> Value {
        lir::InstBuilder::ishl_imm(b, x, k)
    }
    fn constant(b: &mut Builder<'_, lir::Opcode>, v: i64) -> Value {
        lir::InstBuilder::iconst(b, v, lir::Type::I64)
    }
    fn select_less(b: &mut Builder<'_, lir::Opcode>, x: Value, y: Value, z: Value) -> Value {
        use lir::InstBuilder;
        let c = b.icmp(Cond::Lt, x, y);
        b.select(c, x, z)
    }
    fn to_float(b: &mut Builder<'_, lir::Opcode>, x: Value) -> Value {
        lir::InstBuilder::bitcast_to_float(b, x, lir::Type::F64)
    }
    fn fmul(b: &mut Builder<'_, lir::Opcode>, f: Value, g: Value) -> Value {
        lir::InstBuilder::fmul(b, f, g)
    }
    fn call(b: &mut Builder<'_, lir::Opcode>, callee: u32, args: &[Value]) -> Value {
        lir::InstBuilder::call(b, callee, args, lir::Type::I64)
    }
    fn msub(b: &mut Builder<'_, lir::Opcode>, x: Value, y: Value) -> Value {
        lir::InstBuilder::msub(b, x, y, x)
    }
    fn branch_eq_imm(
        b: &mut Builder<'_, lir::Opcode>,
        v: Value,
        imm: UImm<12>,
        then: Block,
        els: Block,
    ) {
        use lir::InstBuilder;
        let c = b.icmp_imm(Cond::Eq, v, imm);
        b.brif(c, (then, &[]), (els, &[]));
    }
    fn branch_less(b: &mut Builder<'_, lir::Opcode>, x: Value, y: Value, then: Block, els: Block) {
        lir::InstBuilder::br_icmp(b, Cond::Lt, x, y, (then, &[]), (els, &[]));
    }
    fn jump(b: &mut Builder<'_, lir::Opcode>, to: Block, args: &[Value]) {
        lir::InstBuilder::jump(b, (to, args));
    }
    fn ret(b: &mut Builder<'_, lir::Opcode>, v: Value) {
        lir::InstBuilder::ret(b, v);
    }
}

/// The RV64 LIR's spelling: compares as `slt` and compare-and-branch, `msub` as a multiply
/// and a subtraction, an immediate past ADDI's reach as a constant.
pub struct Rv64Lir;

impl RandomLir for Rv64Lir {
    type Op = rv::Opcode;
    fn i64() -> rv::Type {
        rv::Type::I64
    }
    fn binary(b: &mut Builder<'_, rv::Opcode>, k: usize, x: Value, y: Value) -> Value {
        use rv::InstBuilder;
        match k {
            0 => b.iadd(x, y),
            1 => b.isub(x, y),
            2 => b.imul(x, y),
            _ => b.bxor(x, y),
        }
    }
    fn add_imm(b: &mut Builder<'_, rv::Opcode>, x: Value, imm: UImm<12>) -> Value {
        use rv::InstBuilder;
        match SImm::new(imm.get() as i64) {
            Ok(imm) => b.iadd_imm(x, imm),
            Err(_) => {
                let c = b.iconst(imm.get() as i64, rv::Type::I64);
                b.iadd(x, c)
            }
        }
    }
    fn shl_imm(b: &mut Builder<'_, rv::Opcode>, x: Value, k: UImm<6>) -> Value {
        rv::InstBuilder::ishl_imm(b, x, k)
    }
    fn constant(b: &mut Builder<'_, rv::Opcode>, v: i64) -> Value {
        rv::InstBuilder::iconst(b, v, rv::Type::I64)
    }
    fn select_less(b: &mut Builder<'_, rv::Opcode>, x: Value, y: Value, z: Value) -> Value {
        use rv::InstBuilder;
        let c = b.slt(x, y);
        b.select(c, x, z)
    }
    fn to_float(b: &mut Builder<'_, rv::Opcode>, x: Value) -> Value {
        rv::InstBuilder::bitcast_to_float(b, x, rv::Type::F64)
    }
    fn fmul(b: &mut Builder<'_, rv::Opcode>, f: Value, g: Value) -> Value {
        rv::InstBuilder::fmul(b, f, g)
    }
    fn call(b: &mut Builder<'_, rv::Opcode>, callee: u32, args: &[Value]) -> Value {
        rv::InstBuilder::call(b, callee, args, rv::Type::I64)
    }
    fn msub(b: &mut Builder<'_, rv::Opcode>, x: Value, y: Value) -> Value {
        use rv::InstBuilder;
        let p = b.imul(x, y);
        b.isub(x, p)
    }
    fn branch_eq_imm(
        b: &mut Builder<'_, rv::Opcode>,
        v: Value,
        imm: UImm<12>,
        then: Block,
        els: Block,
    ) {
        use rv::InstBuilder;
        let c = b.iconst(imm.get() as i64, rv::Type::I64);
        b.br_eq(v, c, (then, &[]), (els, &[]));
    }
    fn branch_less(b: &mut Builder<'_, rv::Opcode>, x: Value, y: Value, then: Block, els: Block) {
        rv::InstBuilder::br_lt(b, x, y, (then, &[]), (els, &[]));
    }
    fn jump(b: &mut Builder<'_, rv::Opcode>, to: Block, args: &[Value]) {
        rv::InstBuilder::jump(b, (to, args));
    }
    fn ret(b: &mut Builder<'_, rv::Opcode>, v: Value) {
        rv::InstBuilder::ret(b, v);
    }
}

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
fn straight<L: RandomLir>(b: &mut Builder<'_, L::Op>, rng: &mut Rng, live: &mut Live, n: usize) {
    for _ in 0..n {
        let x = live.int(rng);
        let y = live.int(rng);
        let v = match rng.below(12) {
            k @ 0..=3 => L::binary(b, k, x, y),
            4 => L::add_imm(b, x, UImm::new(rng.below(4096) as u64).unwrap_or_default()),
            5 => L::shl_imm(b, x, UImm::new(rng.below(32) as u64).unwrap_or_default()),
            6 => L::constant(b, rng.next_u64() as i64),
            7 => {
                let z = live.int(rng);
                L::select_less(b, x, y, z)
            }
            8 => {
                let f = L::to_float(b, x);
                live.floats.push(f);
                continue;
            }
            9 if !live.floats.is_empty() => {
                let f = live.floats[rng.below(live.floats.len())];
                let g = live.floats[rng.below(live.floats.len())];
                let h = L::fmul(b, f, g);
                live.floats.push(h);
                continue;
            }
            10 => {
                // Function 0 of a module is `mix`, of four arguments.
                let args: Vec<Value> = (0..4).map(|_| live.int(rng)).collect();
                L::call(b, 0, &args)
            }
            _ => L::msub(b, x, y),
        };
        live.ints.push(v);
    }
}

/// A diamond: branch on a compare, compute on both sides, merge one value through a block
/// parameter.
fn diamond<L: RandomLir>(b: &mut Builder<'_, L::Op>, rng: &mut Rng, live: &mut Live) {
    let (then, els, join) = (b.create_block(), b.create_block(), b.create_block());
    let merged = b.append_block_param(join, L::i64());
    let v = live.int(rng);
    L::branch_eq_imm(
        b,
        v,
        UImm::new(rng.below(100) as u64).unwrap_or_default(),
        then,
        els,
    );
    for side in [then, els] {
        b.switch_to(side);
        let mut inner = live.clone();
        let n = 1 + rng.below(6);
        straight::<L>(b, rng, &mut inner, n);
        let out = inner.int(rng);
        L::jump(b, join, &[out]);
    }
    b.switch_to(join);
    live.ints.push(merged);
}

/// A counted loop whose header carries a counter and `carried` values across the back edge,
/// swapped on every iteration.
fn counted_loop<L: RandomLir>(
    b: &mut Builder<'_, L::Op>,
    rng: &mut Rng,
    live: &mut Live,
    carried: usize,
) {
    let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
    let counter = b.append_block_param(header, L::i64());
    let params: Vec<Value> = (0..carried)
        .map(|_| b.append_block_param(header, L::i64()))
        .collect();
    let zero = L::constant(b, 0);
    let init: Vec<Value> = std::iter::once(zero)
        .chain((0..carried).map(|_| live.int(rng)))
        .collect();
    L::jump(b, header, &init);
    b.switch_to(header);
    let limit = L::constant(b, 1 + rng.below(50) as i64);
    L::branch_less(b, counter, limit, body, exit);
    b.switch_to(body);
    let mut inner = live.clone();
    inner.ints.extend(params.iter().copied());
    inner.ints.push(counter);
    let n = rng.below(8);
    straight::<L>(b, rng, &mut inner, n);
    let next = L::add_imm(b, counter, const { UImm::lit(1) });
    // The carried values come back rotated by one: a cycle of moves on the back edge.
    let mut back = vec![next];
    back.extend((0..carried).map(|i| params[(i + 1) % carried.max(1)]));
    if let (Some(last), true) = (back.last_mut(), carried > 0) {
        *last = inner.int(rng);
    }
    L::jump(b, header, &back);
    b.switch_to(exit);
    live.ints.push(counter);
    live.ints.extend(params);
}

/// A random function of `L`'s table of 1 to 6 integer arguments.
pub fn random_function_for<L: RandomLir>(seed: u64) -> Function<L::Op> {
    let mut rng = Rng::splitmix64(seed);
    let args = 1 + rng.below(6);
    let mut func = Function::new("f", &vec![L::i64(); args], &[L::i64()]);
    let mut b = Builder::new(&mut func);
    let mut live = Live {
        ints: (0..args).filter_map(|i| b.try_param(i)).collect(),
        floats: Vec::new(),
    };
    for _ in 0..1 + rng.below(5) {
        match rng.below(3) {
            0 => {
                let n = 1 + rng.below(10);
                straight::<L>(&mut b, &mut rng, &mut live, n);
            }
            1 => diamond::<L>(&mut b, &mut rng, &mut live),
            _ => {
                let carried = rng.below(4);
                counted_loop::<L>(&mut b, &mut rng, &mut live, carried);
            }
        }
    }
    let out = live.int(&mut rng);
    L::ret(&mut b, out);
    func
}

/// A random function of the A64 LIR.
pub fn random_function(seed: u64) -> Function<lir::Opcode> {
    random_function_for::<A64Lir>(seed)
}

/// `mix(a, b, c, d) = (a * 3 + b - c) ^ d`, function 0 of every random module, in `L`'s table.
pub fn mix_for<L: RandomLir>() -> Function<L::Op> {
    let mut f = Function::new("mix", &[L::i64(); 4], &[L::i64()]);
    let mut b = Builder::new(&mut f);
    let p: Vec<Value> = (0..4).map(|i| b.try_param(i).expect("param")).collect();
    let three = L::constant(&mut b, 3);
    let t = L::binary(&mut b, 2, p[0], three);
    let t = L::binary(&mut b, 0, t, p[1]);
    let t = L::binary(&mut b, 1, t, p[2]);
    let t = L::binary(&mut b, 3, t, p[3]);
    L::ret(&mut b, t);
    f
}
