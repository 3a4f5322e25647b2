//! LIR functions of `spec/lir-riscv64.yaml`, allocated by regalloc2 (its checker passing),
//! emitted through the table and the RV64 frame code, linked with the RV64 `_start` harness into
//! one static executable and run under qemu-riscv64: each result must be what the same
//! computation gives in Rust. Covers a loop with block parameters, more live values than
//! registers (spills and reloads), values live across calls (callee-saved registers in the
//! frame), more arguments than registers (stack arguments, incoming and outgoing), 32-bit
//! arithmetic kept sign-extended, floats (arguments, results, conversions), a data item
//! addressed through AUIPC and ADDI, stack slots, a zeroed reservation larger than the stores
//! cover (the zeroing loop) and a frame past the 12-bit immediate, and traps (a division by
//! zero, a throw) that resume the harness. When qemu-riscv64 is missing the test fails and says
//! how to install it.

use opforge_cfg::{Builder, Function, SImm, UImm, Value};
use opforge_compile::code::{Data, DataContents};
use opforge_compile::executable::{CaseResult, HarnessArg};
use opforge_compile::module::{Options, compile_program_for};
use opforge_compile::rv64::lir::{InstBuilder, Opcode, Type};
use opforge_compile::rv64::target::{QEMU_RISCV64, Rv64};
use opforge_compile::trap::TrapCode;

/// sum(n) = 0 + 1 + ... + (n - 1), by a loop whose header carries the counter and the sum.
fn sum() -> Function<Opcode> {
    let mut f = Function::new("sum", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
    let i = b.append_block_param(header, Type::I64);
    let s = b.append_block_param(header, Type::I64);
    let zero = b.iconst(0, Type::I64);
    b.jump((header, &[zero, zero]));
    b.switch_to(header);
    b.br_lt(i, n, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let s2 = b.iadd(s, i);
    let i2 = b.iadd_imm(i, const { SImm::lit(1) });
    b.jump((header, &[i2, s2]));
    b.switch_to(exit);
    b.ret(s);
    f
}

/// poly(a, b, c) = sum over k < 40 of ((a + k * b) ^ c), with every term live until the end:
/// more live values than registers.
fn poly() -> Function<Opcode> {
    let mut f = Function::new("poly", &[Type::I64; 3], &[Type::I64]);
    let mut bld = Builder::new(&mut f);
    let (a, b, c) = (
        bld.try_param(0).expect("a"),
        bld.try_param(1).expect("b"),
        bld.try_param(2).expect("c"),
    );
    let terms: Vec<Value> = (0..40)
        .map(|k| {
            let kk = bld.iconst(k, Type::I64);
            let m = bld.imul(kk, b);
            let t = bld.iadd(a, m);
            bld.bxor(t, c)
        })
        .collect();
    let zero = bld.iconst(0, Type::I64);
    let total = terms.iter().fold(zero, |acc, &t| bld.iadd(acc, t));
    bld.ret(total);
    f
}

fn poly_ref(a: i64, b: i64, c: i64) -> i64 {
    (0..40i64).fold(0i64, |acc, k| {
        acc.wrapping_add(a.wrapping_add(k.wrapping_mul(b)) ^ c)
    })
}

/// caller(x, y) = sum(x) * 3 + poly(x, y, 5) - x - y: x and y live across both calls.
fn caller() -> Function<Opcode> {
    let mut f = Function::new("caller", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let (x, y) = (b.try_param(0).expect("x"), b.try_param(1).expect("y"));
    let s = b.call(0, &[x], Type::I64);
    let five = b.iconst(5, Type::I64);
    let p = b.call(1, &[x, y, five], Type::I64);
    let three = b.iconst(3, Type::I64);
    let t = b.imul(s, three);
    let t = b.iadd(t, p);
    let t = b.isub(t, x);
    let t = b.isub(t, y);
    b.ret(t);
    f
}

/// many(a0, ..., a11) = sum of (k + 1) * a_k: four arguments on the stack.
fn many() -> Function<Opcode> {
    let mut f = Function::new("many", &[Type::I64; 12], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let mut total = b.iconst(0, Type::I64);
    for k in 0..12 {
        let a = b.try_param(k).expect("argument");
        let w = b.iconst(k as i64 + 1, Type::I64);
        let t = b.imul(a, w);
        total = b.iadd(total, t);
    }
    b.ret(total);
    f
}

/// many_caller(x) = many(x, x + 1, ..., x + 11): twelve arguments passed, four on the stack.
fn many_caller() -> Function<Opcode> {
    let mut f = Function::new("many_caller", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let args: Vec<Value> = (0..12).map(|k| b.iadd_imm(x, SImm::lit(k))).collect();
    let r = b.call(3, &args, Type::I64);
    b.ret(r);
    f
}

fn many_ref(args: &[i64]) -> i64 {
    args.iter().enumerate().fold(0i64, |acc, (k, &a)| {
        acc.wrapping_add(a.wrapping_mul(k as i64 + 1))
    })
}

/// word(a, b) = (i32)(a * b + a) as i64, divided by 7 in 32 bits: 32-bit values kept
/// sign-extended.
fn word() -> Function<Opcode> {
    let mut f = Function::new("word", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let (a, c) = (b.try_param(0).expect("a"), b.try_param(1).expect("b"));
    let (a, c) = (b.ireduce(a), b.ireduce(c));
    let m = b.imul(a, c);
    let s = b.iadd(m, a);
    let seven = b.iconst(7, Type::I32);
    let q = b.sdiv(s, seven);
    let r = b.sextend32(q);
    b.ret(r);
    f
}

fn word_ref(a: i64, b: i64) -> i64 {
    let (a, b) = (a as i32, b as i32);
    i64::from(a.wrapping_mul(b).wrapping_add(a) / 7)
}

/// hyp(x, y) = sqrt(x * x + y * y) + (double)(n) where n = (i64)(x * 2.5): floats in, out and
/// converted.
fn hyp() -> Function<Opcode> {
    let mut f = Function::new("hyp", &[Type::F64, Type::F64], &[Type::F64]);
    let mut b = Builder::new(&mut f);
    let (x, y) = (b.try_param(0).expect("x"), b.try_param(1).expect("y"));
    let xx = b.fmul(x, x);
    let yy = b.fmul(y, y);
    let s = b.fadd(xx, yy);
    let r = b.fsqrt(s);
    let bits = b.iconst(2.5f64.to_bits() as i64, Type::I64);
    let k = b.bitcast_to_float(bits, Type::F64);
    let xk = b.fmul(x, k);
    let n = b.fcvtzs_from_f64(xk, Type::I64);
    let nf = b.scvt_from_i64(n, Type::F64);
    let out = b.fadd(r, nf);
    b.fret(out);
    f
}

fn hyp_ref(x: f64, y: f64) -> f64 {
    (x * x + y * y).sqrt() + ((x * 2.5) as i64) as f64
}

/// counter(n): the data item `counter` (8 bytes, 41 at the start) += n; returns the new value.
fn counter() -> Function<Opcode> {
    let mut f = Function::new("counter", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let at = b.global_addr(0);
    let old = b.load(at, const { SImm::lit(0) }, Type::I64);
    let new = b.iadd(old, n);
    b.store(new, at, const { SImm::lit(0) });
    b.ret(new);
    f
}

/// deep(k): a 6000-byte zeroed reservation (zeroed by the loop, past every 12-bit offset) and a
/// stack slot; stores k at depth 8 and at the slot, returns the sum of both and of the
/// reservation's first word past them (zero).
fn deep() -> Function<Opcode> {
    let mut f = Function::new("deep", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let k = b.try_param(0).expect("k");
    b.stack_slot(const { UImm::lit(16) }, 16);
    let r = b.frame_addr(const { UImm::lit(6000) });
    let z = b.load(r, const { SImm::lit(8) }, Type::I64);
    b.store(k, r, const { SImm::lit(0) });
    let slot = b.stack_addr(0);
    b.store(k, slot, const { SImm::lit(8) });
    let a = b.load(r, const { SImm::lit(0) }, Type::I64);
    let c = b.load(slot, const { SImm::lit(8) }, Type::I64);
    let s = b.iadd(a, c);
    let s = b.iadd(s, z);
    b.ret(s);
    f
}

/// quot(a, b) = a / b, trapping on a zero divisor.
fn quot() -> Function<Opcode> {
    let mut f = Function::new("quot", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let (a, d) = (b.try_param(0).expect("a"), b.try_param(1).expect("b"));
    b.trapz(d, TrapCode::DivisionByZero.number());
    let q = b.sdiv(a, d);
    b.ret(q);
    f
}

#[test]
fn allocated_rv64_lir_functions_run_under_qemu_with_the_results_rust_computes() {
    let functions = [
        sum(),
        poly(),
        caller(),
        many(),
        many_caller(),
        word(),
        hyp(),
        counter(),
        deep(),
        quot(),
    ];
    let int = |v: &[i64]| v.iter().map(|&a| HarnessArg::Int(a)).collect::<Vec<_>>();
    let mut cases: Vec<(usize, Vec<HarnessArg>, CaseResult)> = Vec::new();
    let ret = CaseResult::Returned;
    for n in [0i64, 1, 2, 10, 1000] {
        cases.push((0, int(&[n]), ret(n * (n - 1) / 2)));
    }
    for (a, b, c) in [
        (0, 0, 0),
        (1, 2, 3),
        (-5, 1 << 40, 0x5555),
        (i64::MAX, 3, -1),
    ] {
        cases.push((1, int(&[a, b, c]), ret(poly_ref(a, b, c))));
    }
    for (x, y) in [(0i64, 0i64), (10, 3), (100, -7)] {
        let s = x * (x - 1) / 2;
        let want = s
            .wrapping_mul(3)
            .wrapping_add(poly_ref(x, y, 5))
            .wrapping_sub(x)
            .wrapping_sub(y);
        cases.push((2, int(&[x, y]), ret(want)));
    }
    let args: Vec<i64> = (0..12).map(|k| 1000 * k - 3).collect();
    cases.push((3, int(&args), ret(many_ref(&args))));
    for x in [0i64, -50, 1 << 33] {
        let args: Vec<i64> = (0..12).map(|k| x + k).collect();
        cases.push((4, int(&[x]), ret(many_ref(&args))));
    }
    for (a, b) in [
        (1, 2),
        (-1, 0),
        (i64::from(i32::MAX), 9),
        (0x1234_5678_9abc, -77),
    ] {
        cases.push((5, int(&[a, b]), ret(word_ref(a, b))));
    }
    for (x, y) in [(3.0f64, 4.0f64), (-1.5, 0.25), (1e10, -2e-3)] {
        let args = vec![HarnessArg::F64(x.to_bits()), HarnessArg::F64(y.to_bits())];
        cases.push((6, args, ret(hyp_ref(x, y).to_bits() as i64)));
    }
    for (n, after) in [(1i64, 42i64), (10, 52), (-52, 0)] {
        cases.push((7, int(&[n]), ret(after)));
    }
    for k in [0i64, 7, -9] {
        cases.push((8, int(&[k]), ret(2 * k)));
    }
    cases.push((9, int(&[17, 5]), ret(3)));
    let trapped = CaseResult::Trapped(u64::from(TrapCode::DivisionByZero.number()), 0);
    cases.push((9, int(&[17, 0]), trapped));
    cases.push((9, int(&[-17, 5]), ret(-3)));
    let calls: Vec<(usize, Vec<HarnessArg>)> =
        cases.iter().map(|(i, a, _)| (*i, a.clone())).collect();
    let data = [Data {
        name: "counter".into(),
        contents: DataContents::Bytes(41i64.to_le_bytes().to_vec()),
        align: 8,
        read_only: false,
    }];
    let program = compile_program_for::<Rv64>(&functions, &data, &calls, Options::checked(true))
        .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = QEMU_RISCV64
        .run(&program.elf, &dir, "rv64_lir_functions")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(results.len(), cases.len(), "one result per case");
    for ((f, args, want), got) in cases.iter().zip(&results) {
        // A trap's second word is whatever a0 held: compare the code alone.
        match (want, got) {
            (CaseResult::Trapped(w, _), CaseResult::Trapped(g, _)) => assert_eq!(w, g),
            _ => assert_eq!(got, want, "{}({args:?})", functions[*f].name()),
        }
    }
}
