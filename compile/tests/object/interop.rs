//! Calls between C and the object, and the registers a call from C must find preserved
//! (x18, the callee-saved ones, sp).

use super::*;

#[test]
fn c_calls_the_object_and_the_object_calls_c_back() {
    let code = interop();
    let dir = scratch("interop");
    let object = object_file(&code, &dir, "interop");
    let printed = link_and_run(&dir, &[root().join("examples/c/main.c"), object]);
    assert_eq!(
        printed,
        "mul_add(6, 7) = 48\n\
         twice(5) = 50\n\
         scale(1.5, 4) = 7.5\n\
         add32(-5, 3) = -2\n\
         with_callback(3, 4) = 37 after 2 squares\n\
         sum10(1, ..., 10) = -5\n\
         divide(-42, 5) = -8\n\
         opforge_trap(1)\n"
    );
}

/// An assembly shim `check_call(f, a, b, &changed)`: calls `f(a, b)` with x18-x28 and d8-d15
/// set to patterns and sets `changed` to a bit per register whose pattern did not survive
/// (bit n for xn, bit 32 + n for dn) and bit 63 when the stack pointer moved.
fn check_shim() -> String {
    let mut s = String::from(
        "\t.text\n\t.global check_call\n\t.type check_call, %function\ncheck_call:\n\
         \tstp x29, x30, [sp, #-176]!\n\tmov x29, sp\n",
    );
    let saves = [
        ("x19", "x20", 16),
        ("x21", "x22", 32),
        ("x23", "x24", 48),
        ("x25", "x26", 64),
        ("x27", "x28", 80),
        ("d8", "d9", 96),
        ("d10", "d11", 112),
        ("d12", "d13", 128),
        ("d14", "d15", 144),
        ("x18", "x3", 160),
    ];
    for (a, b, off) in saves {
        s += &format!("\tstp {a}, {b}, [sp, #{off}]\n");
    }
    s += "\tmov x9, x0\n\tmov x0, x1\n\tmov x1, x2\n";
    let pattern = |n: u32, float: bool| 0x5a00 + n + if float { 0x80 } else { 0 };
    for n in 18..=28 {
        s += &format!("\tmov x{n}, #{:#x}\n", pattern(n, false));
    }
    for n in 8..=15 {
        s += &format!("\tmov x10, #{:#x}\n\tfmov d{n}, x10\n", pattern(n, true));
    }
    s += "\tblr x9\n\tmov x12, #0\n";
    for n in 18..=28 {
        s += &format!(
            "\tmov x10, #{:#x}\n\tcmp x{n}, x10\n\tcset x11, ne\n\torr x12, x12, x11, lsl #{n}\n",
            pattern(n, false)
        );
    }
    for n in 8..=15 {
        s += &format!(
            "\tmov x10, #{:#x}\n\tfmov x13, d{n}\n\tcmp x13, x10\n\tcset x11, ne\n\torr x12, x12, x11, lsl #{}\n",
            pattern(n, true),
            32 + n
        );
    }
    s += "\tmov x10, sp\n\tcmp x10, x29\n\tcset x11, ne\n\torr x12, x12, x11, lsl #63\n";
    for (a, b, off) in saves {
        s += &format!("\tldp {a}, {b}, [sp, #{off}]\n");
    }
    s += "\tstr x12, [x3]\n\tldp x29, x30, [sp], #176\n\tret\n\
          \t.size check_call, .-check_call\n\t.section .note.GNU-stack,\"\",%progbits\n";
    s
}

#[test]
fn callee_saved_registers_x18_and_sp_survive_calls_from_c() {
    let mut code = interop();
    // The shim's own control: a hand-assembled function that breaks the rules (x18, x19 and
    // d8 overwritten) must be caught.
    let zero = XReg::new(31).expect("xzr");
    let bad: Vec<u8> = [
        Inst::movz_x(XReg::new(18).expect("x18"), 0, 0).expect("movz"),
        Inst::movz_x(XReg::new(19).expect("x19"), 0, 0).expect("movz"),
        Inst::fmov_d_from_x(opforge_arm64::DReg::new(8).expect("d8"), zero).expect("fmov"),
        Inst::ret_lr().expect("ret"),
    ]
    .iter()
    .flat_map(|i| i.encode().to_le_bytes())
    .collect();
    code.push_function("breaks_the_rules", &bad, &[])
        .expect("a function");
    let dir = scratch("abi");
    let object = object_file(&code, &dir, "interop");
    let shim = dir.join("check.S");
    std::fs::write(&shim, check_shim()).expect("write the shim");
    let main = dir.join("abi.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
int64_t check_call(void *f, int64_t a, int64_t b, uint64_t *changed);
int64_t mul_add(int64_t, int64_t);
int64_t twice(int64_t);
int64_t with_callback(int64_t, int64_t);
int64_t breaks_the_rules(void);
int64_t c_square(int64_t x) { return x * x; }
void opforge_trap(uint64_t code, int64_t value) { (void)value; printf("trap %llu\n", (unsigned long long)code); }
static void run(const char *name, void *f, int64_t a, int64_t b) {
    uint64_t changed = 1;
    int64_t r = check_call(f, a, b, &changed);
    printf("%s = %lld, changed %#llx\n", name, (long long)r, (unsigned long long)changed);
}
int main(void) {
    run("mul_add(6, 7)", (void *)mul_add, 6, 7);
    run("twice(5)", (void *)twice, 5, 0);
    run("with_callback(3, 4)", (void *)with_callback, 3, 4);
    run("with_callback(-7, 100)", (void *)with_callback, -7, 100);
    run("breaks_the_rules()", (void *)breaks_the_rules, 0, 0);
    return 0;
}
"#,
    )
    .expect("write the C");
    let printed = link_and_run(&dir, &[main, shim, object]);
    assert_eq!(
        printed,
        "mul_add(6, 7) = 48, changed 0\n\
         twice(5) = 50, changed 0\n\
         with_callback(3, 4) = 37, changed 0\n\
         with_callback(-7, 100) = 9349, changed 0\n\
         breaks_the_rules() = 0, changed 0x100000c0000\n"
    );
}
