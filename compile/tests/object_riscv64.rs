//! RV64 relocatable code and ELF objects: a module of LIR functions of `spec/lir-riscv64.yaml`
//! compiled without the harness (calls of its own functions and of C as `R_RISCV_CALL_PLT`,
//! data items in `.data`, `.bss` and `.rodata` and a C global addressed through
//! `R_RISCV_PCREL_HI20` / `R_RISCV_PCREL_LO12_I`, a trap through `opforge_trap`), its
//! relocations read back by `llvm-readelf`, linked with C by `riscv64-linux-gnu-gcc -static` and
//! run under `qemu-riscv64`: C calls the module, the module calls C back with more arguments than
//! registers, and LP64D's callee-saved registers survive. The same code placed by
//! [`opforge_compile::code::Code::link`], as a JIT does, gets the words the linker gave.
//! A test that needs a tool it cannot find fails, saying how to install it.

mod support;

use std::path::PathBuf;
use std::process::Command;

use opforge_cfg::{Builder, Function, SImm, Value};
use opforge_compile::code::{Code, Data, DataContents, RelocKind, TRAP_SYMBOL, compile_code_for};
use opforge_compile::module::Options;
use opforge_compile::object::write_object;
use opforge_compile::rv64::lir::{InstBuilder, Opcode, Type};
use opforge_compile::rv64::reloc;
use opforge_compile::rv64::target::Rv64;
use opforge_compile::trap::TrapCode;
use support::{output, tool};

fn gcc() -> PathBuf {
    tool(
        &["riscv64-linux-gnu-gcc"],
        "gcc-riscv64-linux-gnu libc6-dev-riscv64-cross",
    )
}

fn qemu() -> PathBuf {
    tool(&["qemu-riscv64"], "qemu-user")
}

fn readelf() -> PathBuf {
    tool(
        &[
            "llvm-readelf",
            "/usr/lib/llvm-14/bin/llvm-readelf",
            "llvm-readelf-14",
        ],
        "llvm-14",
    )
}

/// The module's data items: `counter` (.data), `scratch` (.bss), `table` (.rodata).
fn data() -> Vec<Data> {
    vec![
        Data {
            name: "counter".into(),
            contents: DataContents::Bytes(100i64.to_le_bytes().to_vec()),
            align: 8,
            read_only: false,
        },
        Data {
            name: "scratch".into(),
            contents: DataContents::Zero(64),
            align: 8,
            read_only: false,
        },
        Data {
            name: "table".into(),
            contents: DataContents::Bytes(
                [3i64, 5, 7].iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
            align: 8,
            read_only: true,
        },
    ]
}

/// The externals: the C function `c_mix` (ten integer arguments) and the C global `c_base`.
fn externs() -> Vec<String> {
    vec!["c_mix".into(), "c_base".into()]
}

/// `bump(n)`: counter += n + table[2] + c_base; scratch[1] = counter; returns scratch[1].
fn bump() -> Function<Opcode> {
    let mut f = Function::new("bump", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let counter = b.global_addr(0);
    let scratch = b.global_addr(1);
    let table = b.global_addr(2);
    let base = b.global_addr(4); // past the 3 data items: external 1, `c_base`
    let at = |k: i64| SImm::new(k).expect("a 12-bit offset");
    let old = b.load(counter, at(0), Type::I64);
    let seven = b.load(table, at(16), Type::I64);
    let c = b.load(base, at(0), Type::I64);
    let t = b.iadd(old, n);
    let t = b.iadd(t, seven);
    let t = b.iadd(t, c);
    b.store(t, counter, at(0));
    b.store(t, scratch, at(8));
    let r = b.load(scratch, at(8), Type::I64);
    b.ret(r);
    f
}

/// `relay(x)`: c_mix(x, x+1, ..., x+9) + bump(x), with x live across both calls.
fn relay() -> Function<Opcode> {
    let mut f = Function::new("relay", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let args: Vec<Value> = (0..10).map(|k| b.iadd_imm(x, SImm::lit(k))).collect();
    let m = b.call(3, &args, Type::I64); // past the 3 functions: external 0, `c_mix`
    let p = b.call(0, &[x], Type::I64);
    let s = b.iadd(m, p);
    let s = b.iadd(s, x);
    b.ret(s);
    f
}

/// `checked_div(a, b)`: a / b, trapping through `opforge_trap` when b is zero.
fn checked_div() -> Function<Opcode> {
    let mut f = Function::new("checked_div", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let (a, d) = (b.try_param(0).expect("a"), b.try_param(1).expect("b"));
    b.trapz(d, TrapCode::DivisionByZero.number());
    let q = b.sdiv(a, d);
    b.ret(q);
    f
}

fn code() -> Code {
    compile_code_for::<Rv64>(
        &[bump(), relay(), checked_div()],
        &externs(),
        &data(),
        Options::checked(true),
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

const MAIN: &str = r#"
#include <stdio.h>
#include <stdlib.h>
long c_base = 1000;
extern long counter;
long bump(long);
long relay(long);
long checked_div(long, long);
long c_mix(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) {
    return a + 2*b + 3*c + 4*d + 5*e + 6*f + 7*g + 8*h + 9*i + 10*j;
}
void opforge_trap(unsigned long code, long value) {
    printf("trap %lu\n", code);
    exit(0);
}
int main(void) {
    register long keep asm("s5") = 0x5555;
    printf("%ld\n", bump(1));
    printf("%ld\n", counter);
    printf("%ld\n", relay(3));
    printf("%ld\n", checked_div(-17, 5));
    asm volatile("" : "+r"(keep));
    printf("%lx\n", keep);
    printf("%ld\n", checked_div(1, 0));
    return 1;
}
"#;

#[test]
fn an_rv64_object_links_with_c_and_runs_under_qemu() {
    let code = code();
    // The relocations: a call of C and of the module per call site, a pair per address.
    let kinds: Vec<RelocKind> = code.relocations.iter().map(|r| r.kind).collect();
    assert!(kinds.contains(&reloc::CALL_PLT), "{kinds:?}");
    let hi = kinds.iter().filter(|&&k| k == reloc::PCREL_HI20).count();
    let lo = kinds.iter().filter(|&&k| k == reloc::PCREL_LO12_I).count();
    assert_eq!((hi, lo), (4, 4), "{kinds:?}");
    assert!(code.externs.iter().any(|e| e == TRAP_SYMBOL));
    let dir = support::scratch("object-riscv64");
    let object = dir.join("module.o");
    std::fs::write(&object, write_object(&code).expect("an object")).expect("write the object");
    let relocs = output(Command::new(readelf()).arg("-r").arg(&object));
    for name in [
        "R_RISCV_CALL_PLT",
        "R_RISCV_PCREL_HI20",
        "R_RISCV_PCREL_LO12_I",
    ] {
        assert!(relocs.contains(name), "{name} in\n{relocs}");
    }
    assert!(
        relocs.contains("c_mix") && relocs.contains("c_base"),
        "{relocs}"
    );
    let header = output(Command::new(readelf()).arg("-h").arg(&object));
    assert!(header.contains("RISC-V"), "{header}");
    let main = dir.join("main.c");
    std::fs::write(&main, MAIN).expect("write main.c");
    let exe = dir.join("main");
    output(
        Command::new(gcc())
            .args(["-static", "-O1", "-o"])
            .arg(&exe)
            .arg(&main)
            .arg(&object),
    );
    let out = Command::new(qemu())
        .arg(&exe)
        .output()
        .expect("qemu-riscv64 runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    // bump(1) = 100 + 1 + 7 + 1000; relay(3) = c_mix(3..=12) + bump(3) + 3.
    let first = 100 + 1 + 7 + 1000;
    let mix: i64 = (0..10).map(|k| (k + 1) * (3 + k)).sum();
    let second = first + 3 + 7 + 1000;
    let want = format!(
        "{first}\n{first}\n{}\n-3\n5555\ntrap {}\n",
        mix + second + 3,
        TrapCode::DivisionByZero.number()
    );
    assert_eq!(
        stdout,
        want,
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "opforge_trap exits 0");
}

#[test]
fn rv64_code_is_not_written_as_a64_assembly() {
    let e = opforge_compile::asm::write_gnu(&code()).expect_err("A64 assembly only");
    assert_eq!(
        e.to_string(),
        "the code is for ELF machine 243, not AArch64: GNU assembly is written for A64 code only"
    );
}

#[test]
fn the_jit_placement_agrees_with_the_linker_on_every_relocation() {
    let code = code();
    // Place the code at a base and the symbols past it; every patched word must decode to an
    // instruction whose target is the symbol (AUIPC plus the next instruction's immediate).
    let base = 0x10_0000u64;
    let address = |t| match t {
        opforge_compile::code::Target::External(k) => Some(0x20_0000 + 0x1000 * k as u64),
        opforge_compile::code::Target::Data(k) => Some(0x30_0000 + 0x10 * k as u64 + 8),
        opforge_compile::code::Target::Function(_) => None,
    };
    let bytes = code.link(base, address).expect("links");
    let word = |at: u64| {
        let at = at as usize;
        u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
    };
    for r in &code.relocations {
        let (auipc_at, next_at) = match r.kind {
            reloc::CALL_PLT | reloc::PCREL_HI20 => (r.offset, r.offset + 4),
            reloc::PCREL_LO12_I => continue,
            other => panic!("{other:?} in RV64 code"),
        };
        let hi = i64::from((word(auipc_at) & 0xffff_f000) as i32);
        let lo = i64::from((word(next_at) as i32) >> 20);
        let target = (base + auipc_at).wrapping_add_signed(hi + lo);
        let want = match r.target {
            opforge_compile::code::Target::Function(i) => base + code.functions[i].offset,
            other => address(other).expect("placed"),
        };
        assert_eq!(target, want, "{r:?}");
    }
}
