//! LIR functions of `spec/lir-arm64.yaml`, allocated by regalloc2 (its checker passing), emitted
//! through the table and run under qemu-aarch64 in one static executable: each result must be
//! what the same computation gives in Rust. Covers a loop with block parameters, more live
//! values than registers (spills and reloads), values live across calls (callee-saved
//! registers in the frame), swaps across a loop back edge, 32-bit arithmetic in 64-bit
//! registers, and branches through blocks that only jump on (taken straight to where those
//! lead). When qemu-aarch64 is missing the test fails and says how to install it.

use opforge_arm64::{Form, Inst};
use opforge_cfg::{Builder, Function, UImm, Value};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm::Cond};
use opforge_compile::{a64, elf};

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
    b.br_icmp(Cond::Lt, i, n, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let s2 = b.iadd(s, i);
    let i2 = b.iadd_imm(i, const { UImm::lit(1) });
    b.jump((header, &[i2, s2]));
    b.switch_to(exit);
    b.ret(s);
    f
}

/// poly(a, b, c) = sum over k < 40 of ((a + k * b) ^ c), with every term live until the end.
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

/// swap(n, a, b): n times (a, b) = (b, a + b), then a - b.
fn swap() -> Function<Opcode> {
    let mut f = Function::new("swap", &[Type::I64; 3], &[Type::I64]);
    let mut bld = Builder::new(&mut f);
    let (n, a0, b0) = (
        bld.try_param(0).expect("n"),
        bld.try_param(1).expect("a"),
        bld.try_param(2).expect("b"),
    );
    let (header, body, exit) = (bld.create_block(), bld.create_block(), bld.create_block());
    let i = bld.append_block_param(header, Type::I64);
    let a = bld.append_block_param(header, Type::I64);
    let b = bld.append_block_param(header, Type::I64);
    let zero = bld.iconst(0, Type::I64);
    bld.jump((header, &[zero, a0, b0]));
    bld.switch_to(header);
    bld.br_icmp(Cond::Lt, i, n, (body, &[]), (exit, &[]));
    bld.switch_to(body);
    let i2 = bld.iadd_imm(i, const { UImm::lit(1) });
    let ab = bld.iadd(a, b);
    bld.jump((header, &[i2, b, ab]));
    bld.switch_to(exit);
    let r = bld.isub(a, b);
    bld.ret(r);
    f
}

fn swap_ref(n: i64, mut a: i64, mut b: i64) -> i64 {
    for _ in 0..n.max(0) {
        (a, b) = (b, a.wrapping_add(b));
    }
    a.wrapping_sub(b)
}

/// word(a, b) = (a * 7 + b) >> 3 (arithmetic), in 32 bits, sign-extended to 64.
fn word() -> Function<Opcode> {
    let mut f = Function::new("word", &[Type::I64, Type::I64], &[Type::I64]);
    let mut bld = Builder::new(&mut f);
    let (a, b) = (bld.try_param(0).expect("a"), bld.try_param(1).expect("b"));
    let (a, b) = (bld.ireduce(a), bld.ireduce(b));
    let seven = bld.iconst(7, Type::I32);
    let m = bld.imul(a, seven);
    let s = bld.iadd(m, b);
    let r = bld.sshr_imm(s, const { UImm::lit(3) });
    let r = bld.sextend32(r);
    bld.ret(r);
    f
}

fn word_ref(a: i64, b: i64) -> i64 {
    i64::from((a as i32).wrapping_mul(7).wrapping_add(b as i32) >> 3)
}

#[test]
fn allocated_lir_functions_run_under_qemu_with_the_results_rust_computes() {
    let functions = [sum(), poly(), caller(), swap(), word()];
    let mut cases: Vec<(usize, Vec<i64>, i64)> = Vec::new();
    for n in [0i64, 1, 2, 10, 1000] {
        cases.push((0, vec![n], n * (n - 1) / 2));
    }
    for (a, b, c) in [
        (0, 0, 0),
        (1, 2, 3),
        (-5, 1 << 40, 0x5555),
        (i64::MAX, 3, -1),
    ] {
        cases.push((1, vec![a, b, c], poly_ref(a, b, c)));
    }
    for (x, y) in [(0i64, 0i64), (10, 3), (100, -7)] {
        let s = x * (x - 1) / 2;
        let want = s
            .wrapping_mul(3)
            .wrapping_add(poly_ref(x, y, 5))
            .wrapping_sub(x)
            .wrapping_sub(y);
        cases.push((2, vec![x, y], want));
    }
    for (n, a, b) in [(0, 1, 2), (1, 1, 2), (7, 0, 1), (90, 3, -4)] {
        cases.push((3, vec![n, a, b], swap_ref(n, a, b)));
    }
    for (a, b) in [
        (1, 2),
        (-1, 0),
        (i64::from(i32::MAX), 9),
        (0x1234_5678_9abc, -77),
    ] {
        cases.push((4, vec![a, b], word_ref(a, b)));
    }
    let calls: Vec<(usize, Vec<i64>)> = cases.iter().map(|(i, a, _)| (*i, a.clone())).collect();
    let exe = a64::compile(&functions, &calls, true)
        .unwrap_or_else(|e| panic!("{e}"))
        .elf;
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = elf::run(&exe, &dir, "lir_functions").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(results.len(), cases.len(), "one result per case");
    let names = ["sum", "poly", "caller", "swap", "word"];
    for ((f, args, want), got) in cases.iter().zip(&results) {
        assert_eq!(
            *got,
            elf::CaseResult::Returned(*want),
            "{}({args:?})",
            names[*f]
        );
    }
}

/// [`hops`] with its blocks laid out in `order`.
/// hops(n) = the count of k < n with k % 3 == 0, by a loop whose every edge but the entry's
/// goes through a block that only jumps on: the loop's latch, a chain of two before the exit.
fn hops_laid_out(order: [usize; 7]) -> Function<Opcode> {
    let mut f = Function::new("hops", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    // The blocks created in `order` (0 header, 1 body, 2 hit, 3 latch, 4 exit, 5 hop1, 6 hop2),
    // and laid out so.
    let mut made = [None; 7];
    for k in order {
        made[k] = Some(b.create_block());
    }
    let [header, body, hit, latch, exit, hop1, hop2] = made.map(|m| m.expect("every block"));
    let i = b.append_block_param(header, Type::I64);
    let c = b.append_block_param(header, Type::I64);
    let c_out = b.append_block_param(exit, Type::I64);
    let zero = b.iconst(0, Type::I64);
    b.jump((header, &[zero, zero]));
    b.switch_to(header);
    b.br_icmp(Cond::Lt, i, n, (body, &[]), (hop1, &[]));
    b.switch_to(hop1);
    b.jump((hop2, &[]));
    b.switch_to(hop2);
    b.jump((exit, &[c]));
    b.switch_to(body);
    let three = b.iconst(3, Type::I64);
    let q = b.sdiv(i, three);
    let m = b.imul(q, three);
    let zero = b.iconst(0, Type::I64);
    b.br_icmp(Cond::Eq, m, i, (hit, &[]), (latch, &[]));
    b.switch_to(hit);
    let c2 = b.iadd_imm(c, const { UImm::lit(1) });
    let i2 = b.iadd_imm(i, const { UImm::lit(1) });
    b.jump((header, &[i2, c2]));
    b.switch_to(latch);
    let i3 = b.iadd_imm(i, const { UImm::lit(1) });
    let c3 = b.iadd(c, zero);
    b.jump((header, &[i3, c3]));
    b.switch_to(exit);
    b.ret(c_out);
    f
}

/// The hops laid out last, as a split critical edge is.
fn hops() -> Function<Opcode> {
    hops_laid_out([0, 1, 2, 3, 4, 5, 6])
}

#[test]
fn a_branch_to_a_block_that_only_jumps_goes_where_it_leads() {
    let cases: Vec<(usize, Vec<i64>)> =
        [0i64, 1, 3, 4, 100].iter().map(|&n| (0, vec![n])).collect();
    let program = a64::compile(&[hops()], &cases, true).unwrap_or_else(|e| panic!("{e}"));
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = elf::run(&program.elf, &dir, "hops").unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<elf::CaseResult> = [0i64, 1, 3, 4, 100]
        .iter()
        .map(|&n| elf::CaseResult::Returned((0..n).filter(|k| k % 3 == 0).count() as i64))
        .collect();
    assert_eq!(results, want);
    // No branch lands on an unconditional B: each went straight to where that B leads.
    let words = &program.words;
    let is_b = |w: u32| Inst::decode(w).is_some_and(|i| i.form() == Form::B);
    for (at, &w) in words.iter().enumerate() {
        let Some(inst) = Inst::decode(w) else {
            continue;
        };
        let Some(offset) = inst.target() else {
            continue;
        };
        if !matches!(inst.form(), Form::B | Form::BCond) {
            continue;
        }
        let to = (at as i64 + offset / 4) as usize;
        assert!(
            !words.get(to).is_some_and(|&t| is_b(t)),
            "word {at} ({inst}) branches to a branch"
        );
    }
}

#[test]
fn a_checked_compile_runs_the_lir_verifier_on_every_function() {
    // A function declared to return an integer that returns its float parameter.
    let mut func = Function::new("bad", &[Type::F64], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let x = b.try_param(0).expect("a parameter");
    b.ret(x);
    let e = a64::compile(&[func], &[], true).expect_err("the LIR verifier refuses it");
    assert_eq!(
        e.to_string(),
        "bad: error[types] in block0, inst0 `ret v0`, operand 0 `value`: v0 has type f64, which \
         the operand does not take\nerror[return] in block0, inst0 `ret v0`: returns (f64), but \
         the function returns (i64)\n2 errors"
    );
}

#[test]
fn any_layout_of_the_blocks_allocates_and_runs() {
    // Block orders that are not reverse postorder: a jump's target laid out before the block
    // that reaches it, the exit between loop blocks.
    let orders = [
        [0, 1, 6, 2, 5, 3, 4],
        [0, 6, 5, 4, 3, 2, 1],
        [0, 4, 1, 3, 2, 6, 5],
    ];
    let cases: Vec<(usize, Vec<i64>)> = (0..orders.len())
        .flat_map(|f| [0i64, 1, 3, 4, 100].map(|n| (f, vec![n])))
        .collect();
    let functions: Vec<Function<Opcode>> = orders.iter().map(|&o| hops_laid_out(o)).collect();
    let program = a64::compile(&functions, &cases, true).unwrap_or_else(|e| panic!("{e}"));
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = elf::run(&program.elf, &dir, "hops_layouts").unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<elf::CaseResult> = cases
        .iter()
        .map(|(_, a)| elf::CaseResult::Returned((0..a[0]).filter(|k| k % 3 == 0).count() as i64))
        .collect();
    assert_eq!(results, want);
}
