//! LIR modules built by hand (control flow, data items, C calls, floats): assembled to the
//! objects `write_object` writes, and linked with C and run.

use super::*;

/// The blocks of a loop (header, body, exit) and the header's parameters, of `types`, entered
/// with `init`; the builder is left in the header.
fn enter_loop(
    b: &mut Builder<'_, Opcode>,
    types: &[Type],
    init: &[Value],
) -> ([Block; 3], Vec<Value>) {
    let blocks = [b.create_block(), b.create_block(), b.create_block()];
    let params = types
        .iter()
        .map(|&t| b.append_block_param(blocks[0], t))
        .collect();
    b.jump((blocks[0], init));
    b.switch_to(blocks[0]);
    (blocks, params)
}

/// `sum_to(n)`: 0 + 1 + ... + (n - 1), in a loop.
fn sum_to() -> Function<Opcode> {
    let mut f = Function::new("sum_to", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::I64; 2], &[zero, zero]);
    let (k, acc) = (p[0], p[1]);
    b.br_icmp(Cond::Lt, k, n, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let acc2 = b.iadd(acc, k);
    let k2 = b.iadd_imm(k, const { UImm::lit(1) });
    b.jump((header, &[k2, acc2]));
    b.switch_to(exit);
    b.ret(acc);
    f
}

/// `collatz(n)`: the steps of the Collatz sequence from `n` to 1 (a loop around a diamond).
fn collatz() -> Function<Opcode> {
    let mut f = Function::new("collatz", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::I64; 2], &[n, zero]);
    let (x, steps) = (p[0], p[1]);
    let (odd, even) = (b.create_block(), b.create_block());
    let one = b.iconst(1, Type::I64);
    b.br_icmp(Cond::Gt, x, one, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let steps2 = b.iadd_imm(steps, const { UImm::lit(1) });
    let low = b.band(x, one);
    let zero = b.iconst(0, Type::I64);
    b.br_icmp(Cond::Ne, low, zero, (odd, &[]), (even, &[]));
    b.switch_to(odd);
    let three = b.iconst(3, Type::I64);
    let x3 = b.imul(x, three);
    let x3 = b.iadd_imm(x3, const { UImm::lit(1) });
    b.jump((header, &[x3, steps2]));
    b.switch_to(even);
    let half = b.ushr_imm(x, const { UImm::lit(1) });
    b.jump((header, &[half, steps2]));
    b.switch_to(exit);
    b.ret(steps);
    f
}

/// `combine(n)`: `sum_to(n) * 1000 + collatz(n)` (callees 0 and 1), or -1 for a negative `n`
/// (a select).
fn combine() -> Function<Opcode> {
    let mut f = Function::new("combine", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let s = b.call(0, &[n], Type::I64);
    let c = b.call(1, &[n], Type::I64);
    let k = b.iconst(1000, Type::I64);
    let s = b.imul(s, k);
    let r = b.iadd(s, c);
    let zero = b.iconst(0, Type::I64);
    let neg = b.icmp(Cond::Lt, n, zero);
    let minus = b.iconst(-1, Type::I64);
    let out = b.select(neg, minus, r);
    b.ret(out);
    f
}

/// `dispatch(i, x)`: function `i` of the module called with `x` through the table (an index
/// past it traps).
fn dispatch() -> Function<Opcode> {
    let mut f = Function::new("dispatch", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let i = b.try_param(0).expect("i");
    let x = b.try_param(1).expect("x");
    let r = b.call_index(i, &[x], Type::I64);
    b.ret(r);
    f
}

/// Loops, branches, calls between functions and through the table, traps.
fn control_module() -> LirModule {
    LirModule::new(vec![sum_to(), collatz(), combine(), dispatch()])
}

/// The data items of [`data_module`]: `counter` in `.data`, `zeros` in `.bss`, `squares` and
/// an odd-sized `tag` in `.rodata`.
fn data_items() -> Vec<Data> {
    let squares: Vec<u8> = (1..=8i32).flat_map(|k| (k * k).to_le_bytes()).collect();
    vec![
        Data {
            name: "counter".into(),
            contents: DataContents::Bytes(41i64.to_le_bytes().to_vec()),
            align: 8,
            read_only: false,
        },
        Data {
            name: "zeros".into(),
            contents: DataContents::Zero(64),
            align: 16,
            read_only: false,
        },
        Data {
            name: "squares".into(),
            contents: DataContents::Bytes(squares),
            align: 4,
            read_only: true,
        },
        Data {
            name: "tag".into(),
            contents: DataContents::Bytes(b"asm!\0".to_vec()),
            align: 1,
            read_only: true,
        },
    ]
}

/// `bump(n)`: `counter += n` through a stack slot; the new counter.
fn bump() -> Function<Opcode> {
    let mut f = Function::new("bump", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    b.stack_slot(const { UImm::lit(16) }, 8);
    let slot = b.stack_addr(0);
    let one = b.iconst(1, Type::I64);
    b.store_idx(n, slot, one);
    let n = b.load_idx(slot, one, Type::I64);
    let counter = b.global_addr(0);
    let old = b.load(counter, 0, Type::I64);
    let new = b.iadd(old, n);
    b.store(new, counter, 0);
    b.ret(new);
    f
}

/// `squares_sum()`: the sum of the read-only `squares`, in a loop, plus the first byte of
/// `tag`.
fn squares_sum() -> Function<Opcode> {
    let mut f = Function::new("squares_sum", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let table = b.global_addr(2);
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::I64; 2], &[zero, zero]);
    let (k, acc) = (p[0], p[1]);
    let eight = b.iconst(8, Type::I64);
    b.br_icmp(Cond::Lt, k, eight, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let v = b.load_idx(table, k, Type::I32);
    let v = b.sextend32(v);
    let acc2 = b.iadd(acc, v);
    let k2 = b.iadd_imm(k, const { UImm::lit(1) });
    b.jump((header, &[k2, acc2]));
    b.switch_to(exit);
    let tag = b.global_addr(3);
    let a = b.load8u(tag, 0, Type::I64);
    let out = b.iadd(acc, a);
    b.ret(out);
    f
}

/// `fill(n)`: `zeros[k] = n + k` for the eight i64 of `zeros`; their sum.
fn fill() -> Function<Opcode> {
    let mut f = Function::new("fill", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let zeros = b.global_addr(1);
    let mut sum = b.iconst(0, Type::I64);
    for k in 0..8 {
        let i = b.iconst(k, Type::I64);
        let v = b.iadd_imm(n, UImm::lit(k as u64));
        b.store_idx(v, zeros, i);
        let back = b.load_idx(zeros, i, Type::I64);
        sum = b.iadd(sum, back);
    }
    b.ret(sum);
    f
}

/// `with_c(x)`: `c_scale(x) + c_value` (an external function and an external datum).
/// `callee` and `symbol` the module's numbers of the two.
fn with_c(callee: u32, symbol: u32) -> Function<Opcode> {
    let mut f = Function::new("with_c", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let r = b.call(callee, &[x], Type::I64);
    let v = b.global_addr(symbol);
    let v = b.load(v, 0, Type::I64);
    let out = b.iadd(r, v);
    b.ret(out);
    f
}

/// `divide(a, b)`: `a / b`, trapping (code 1, through `opforge_trap`) when `b` is 0.
fn divide() -> Function<Opcode> {
    let mut f = Function::new("divide", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("a");
    let y = b.try_param(1).expect("b");
    b.trapz(y, 1);
    let q = b.sdiv(x, y);
    b.ret(q);
    f
}

/// Data items in the three sections, an external function and an external datum, stack
/// slots, a trap, loops, floats.
fn data_module() -> LirModule {
    let mut module = LirModule::new(vec![
        bump(),
        squares_sum(),
        fill(),
        divide(),
        sum_to(),
        collatz(),
        poly(),
        norm(),
    ]);
    for d in data_items() {
        module.push_data(d);
    }
    let scale = module.push_extern("c_scale");
    let value = module.push_extern("c_value");
    // with_c comes last: the callee number of an external counts it too.
    let callee = module.extern_callee(scale).expect("a small module") + 1;
    let f = with_c(callee, module.extern_symbol(value).expect("a small module"));
    module.functions.push(f);
    module
}

/// `poly(x)`: `2.5 x^2 + 1` in doubles.
fn poly() -> Function<Opcode> {
    let mut f = Function::new("poly", &[Type::F64], &[Type::F64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let k = b.iconst(0x4004_0000_0000_0000, Type::I64); // 2.5
    let k = b.bitcast_to_float(k, Type::F64);
    let one = b.iconst(0x3ff0_0000_0000_0000, Type::I64); // 1.0
    let one = b.bitcast_to_float(one, Type::F64);
    let xx = b.fmul(x, x);
    let y = b.fmul(xx, k);
    let y = b.fadd(y, one);
    b.fret(y);
    f
}

/// `halvings(x)`: how many times the single `x` halves before it is below 1 (a float
/// compare in a loop), as an integer, plus `poly` of it truncated.
fn halvings() -> Function<Opcode> {
    let mut f = Function::new("halvings", &[Type::F32], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::F32, Type::I64], &[x, zero]);
    let (v, n) = (p[0], p[1]);
    let one = b.iconst(0x3f80_0000, Type::I32);
    let one = b.bitcast_to_float(one, Type::F32);
    let big = b.fcmp(Cond::Ge, v, one);
    b.brif(big, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let half = b.iconst(0x3f00_0000, Type::I32);
    let half = b.bitcast_to_float(half, Type::F32);
    let v2 = b.fmul(v, half);
    let n2 = b.iadd_imm(n, const { UImm::lit(1) });
    b.jump((header, &[v2, n2]));
    b.switch_to(exit);
    let nf = b.scvt_from_i64(n, Type::F64);
    let p = b.fcall(0, &[nf], Type::F64);
    let p = b.fcvtzs_from_f64(p, Type::I64);
    let out = b.iadd(n, p);
    b.ret(out);
    f
}

/// `norm(a, b)`: `sqrt(a^2 + b^2)` of a single and a double, as a single.
fn norm() -> Function<Opcode> {
    let mut f = Function::new("norm", &[Type::F32, Type::F64], &[Type::F32]);
    let mut b = Builder::new(&mut f);
    let a = b.try_param(0).expect("a");
    let y = b.try_param(1).expect("b");
    let x = b.fpromote(a);
    let xx = b.fmul(x, x);
    let yy = b.fmul(y, y);
    let s = b.fadd(xx, yy);
    let r = b.fsqrt(s);
    let r = b.fdemote(r);
    b.fret(r);
    f
}

/// Floats: doubles and singles, a float loop, a float call.
fn float_module() -> LirModule {
    LirModule::new(vec![poly(), halvings(), norm()])
}

#[test]
fn lir_modules_assemble_to_the_objects_write_object_writes() {
    let dir = scratch("modules");
    let mut total = AsmCounts::default();
    for (name, module) in [
        ("control", control_module()),
        ("data", data_module()),
        ("floats", float_module()),
    ] {
        let code = module.code().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(module.assembly(), Ok(write_gnu(&code).expect("the text")));
        let counts = check(&code, &dir, name);
        assert_eq!(counts.raw_words, 0, "{name}: every word an instruction");
        assert!(counts.pc_relative > 0, "{name}: {counts:?}");
        add(&mut total, counts);
    }
    // The data module's text, for the eye: relocations as symbols, branches to labels.
    let text = write_gnu(&data_module().code().expect("the code")).expect("the text");
    for line in [
        "\t.globl bump",
        "\t.type bump, %function",
        "\tbl c_scale",
        "\tbl opforge_trap",
        "\t.section .rodata",
        "\t.bss",
        "\t.type zeros, %object",
        "\t.zero 64",
        "\t.size zeros, 64",
        "\t.size tag, 5",
        "\t.type opforge.trap_stub, %function",
    ] {
        assert!(text.lines().any(|l| l == line), "no `{line}` in:\n{text}");
    }
    assert!(text.contains(", :lo12:counter\n"), "{text}");
    assert!(text.contains(", c_value\n"), "{text}");
    assert!(text.contains("// External symbols: c_scale, c_value, opforge_trap."));
    assert!(
        !text.contains(".globl opforge.trap_stub"),
        "the stub is local"
    );
    assert!(text.contains("\tcbnz x1, .Ldivide_0\n") || text.contains(", .Ldivide_"));
    println!("LIR modules: {total:?}");
    assert!(total.instructions > 200, "{total:?}");
    assert!(total.pc_relative > 20, "{total:?}");
    assert!(total.relocated >= 16, "{total:?}");
}

/// The C program that calls [`data_module`]'s functions, reads and writes its data, gives it
/// `c_scale` and `c_value`, and ends at its trap.
const MAIN_C: &str = r#"#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
int64_t bump(int64_t);
int64_t squares_sum(void);
int64_t fill(int64_t);
int64_t divide(int64_t, int64_t);
int64_t with_c(int64_t);
int64_t sum_to(int64_t);
int64_t collatz(int64_t);
double poly(double);
float norm(float, double);
extern int64_t counter;
extern int64_t zeros[8];
extern const char tag[5];
int64_t c_value = 1000;
int64_t c_scale(int64_t x) { return 3 * x; }
void opforge_trap(uint64_t code, int64_t value) {
    printf("opforge_trap(%llu)\n", (unsigned long long)code);
    exit(0);
}
int main(void) {
    printf("bump(1) = %lld\n", (long long)bump(1));
    counter = 100;
    printf("bump(5) = %lld\n", (long long)bump(5));
    printf("squares_sum() = %lld, tag %s\n", (long long)squares_sum(), tag);
    printf("fill(10) = %lld, zeros[7] = %lld\n", (long long)fill(10), (long long)zeros[7]);
    printf("with_c(7) = %lld\n", (long long)with_c(7));
    printf("sum_to(10) = %lld, collatz(27) = %lld\n", (long long)sum_to(10), (long long)collatz(27));
    printf("poly(2) = %g, norm(3, 4) = %g\n", poly(2.0), (double)norm(3.0f, 4.0));
    printf("divide(-42, 5) = %lld\n", (long long)divide(-42, 5));
    fflush(stdout);
    divide(1, 0);
    return 1;
}
"#;

#[test]
fn an_assembled_module_links_with_c_and_runs() {
    let dir = scratch("link");
    let code = data_module().code().expect("the code");
    let object = assemble(&write_gnu(&code).expect("the text"), &dir, "module");
    let main = dir.join("main.c");
    std::fs::write(&main, MAIN_C).expect("write the C");
    let exe = dir.join("program");
    support::output(
        Command::new(support::tool(
            &["aarch64-linux-gnu-gcc"],
            "gcc-aarch64-linux-gnu",
        ))
        .args(["-static", "-O1", "-o"])
        .arg(&exe)
        .arg(&main)
        .arg(&object),
    );
    let printed =
        support::output(Command::new(support::tool(&["qemu-aarch64"], "qemu-user")).arg(&exe));
    assert_eq!(
        printed,
        "bump(1) = 42\n\
         bump(5) = 105\n\
         squares_sum() = 301, tag asm!\n\
         fill(10) = 108, zeros[7] = 17\n\
         with_c(7) = 1021\n\
         sum_to(10) = 45, collatz(27) = 111\n\
         poly(2) = 11, norm(3, 4) = 5\n\
         divide(-42, 5) = -8\n\
         opforge_trap(1)\n"
    );
}
