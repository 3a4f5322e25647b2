//! Random SysY programs run by the interpreter and by the gcc peer (`-O0` under qemu; on RV64,
//! `sysyc`'s code) must print the same: C's `int` arithmetic (wrapping, truncating division), `float` arithmetic rounded per
//! operation, the implicit conversions, comparisons and short-circuit logic, `%a` output.
//!
//! The programs avoid what C leaves undefined or computes differently: integer divisors are
//! `e * e + 1` (never zero: a square is 0 or 1 modulo 4) or odd literals, and there are no float
//! literals (C would compute a whole expression in double around one). Float division by zero
//! (inf, NaN) is in. The sign of a NaN is not compared: gcc moves negations through `*` and `/`
//! even at `-O0` (`-((-z) / z)` becomes `z / z`), exact for numbers but not for the sign of a NaN,
//! which C leaves unspecified (`programs.rs` checks that the interpreter's NaNs are AArch64's).
//!
//! On RV64 the same 40 programs run in the interpreter and compiled by `sysyc` for RV64 (linked
//! with the runtime library by `riscv64-linux-gnu-gcc`, under `qemu-riscv64`): gcc's RV64 code
//! converts a NaN to `int` as 2147483647 where the interpreter gives 0 (undefined in C, and most
//! of these programs do it), so `sysyc`'s RV64 code, which gives 0, is the comparison there.

mod common;

use std::fmt::Write;
use std::time::Duration;
use sysyc::driver::{self, Checks};
use sysyc::interp::{Limits, run};
use sysyc::peer::{self, Arch};

use opforge_rng::Rng;

const INTS: [&str; 4] = ["a", "b", "c", "d"];
const FLOATS: [&str; 3] = ["x", "y", "z"];

fn int_expr(r: &mut Rng, depth: u32) -> String {
    if depth == 0 || r.below_u64(4) == 0 {
        return match r.below_u64(3) {
            0 => INTS[r.below_u64(4) as usize].to_string(),
            1 => format!("{}", r.below_u64(20) as i64 - 5),
            _ => format!("arr[{}]", r.below_u64(4)),
        };
    }
    let a = int_expr(r, depth - 1);
    let b = int_expr(r, depth - 1);
    match r.below_u64(12) {
        0 => format!("({a} + {b})"),
        1 => format!("({a} - {b})"),
        2 => format!("({a} * {b})"),
        3 => format!("({a} / ({b} * {b} + 1))"),
        4 => format!("({a} % ({b} * {b} + 1))"),
        5 => format!("({a} / {})", (r.below_u64(9) as i64 - 4) | 1),
        6 => format!("({a} < {b})"),
        7 => format!("({a} == {b})"),
        8 => format!("({a} && {b})"),
        9 => format!("({a} || !{b})"),
        10 => format!("-({a})"),
        _ => format!("({} >= {a})", float_expr(r, depth - 1)),
    }
}

fn float_expr(r: &mut Rng, depth: u32) -> String {
    if depth == 0 || r.below_u64(4) == 0 {
        return match r.below_u64(3) {
            0 => FLOATS[r.below_u64(3) as usize].to_string(),
            1 => INTS[r.below_u64(4) as usize].to_string(),
            _ => format!("farr[{}]", r.below_u64(3)),
        };
    }
    let a = float_expr(r, depth - 1);
    let b = float_expr(r, depth - 1);
    match r.below_u64(6) {
        0 => format!("({a} + {b})"),
        1 => format!("({a} - {b})"),
        2 => format!("({a} * {b})"),
        // Both operands may be ints (then it divides as ints): keep the divisor non-zero.
        3 => format!("({a} / ({b} * {b} + 1))"),
        4 => format!("(-({a}) / {})", FLOATS[r.below_u64(3) as usize]),
        _ => format!("({a} * {})", int_expr(r, depth - 1)),
    }
}

/// A program of `n` statements and its input.
fn program(seed: u64, n: usize) -> (String, String) {
    let mut r = Rng::xorshift64_star(seed);
    let mut src = String::from(
        "int arr[4];\nfloat farr[3];\n\
         int mix(int p, float q, int v[]) { v[0] = v[0] + p; return q * p + v[1]; }\n\
         int main() {\n  int a = getint(), b = getint(), c = getint(), d = getint();\n  \
         float x = getfloat(), y = getfloat(), z = getfloat();\n  \
         int i = 0;\n  while (i < 4) { arr[i] = getint(); i = i + 1; }\n  \
         getfarray(farr);\n",
    );
    for _ in 0..n {
        let depth = 1 + r.below_u64(4) as u32;
        match r.below_u64(7) {
            0 | 1 => {
                let _ = writeln!(src, "  putint({}); putch(10);", int_expr(&mut r, depth));
            }
            2 => {
                let _ = writeln!(src, "  putfloat({}); putch(10);", float_expr(&mut r, depth));
            }
            3 => {
                let v = INTS[r.below_u64(4) as usize];
                let _ = writeln!(src, "  {v} = {};", int_expr(&mut r, depth));
            }
            4 => {
                // float to int (truncating) and int to float through assignments.
                let v = FLOATS[r.below_u64(3) as usize];
                let w = INTS[r.below_u64(4) as usize];
                let _ = writeln!(
                    src,
                    "  {v} = {}; {w} = {v} / 1024; putint({w}); putch(10);",
                    float_expr(&mut r, depth)
                );
            }
            5 => {
                let _ = writeln!(
                    src,
                    "  if ({}) {{ arr[{}] = {}; }} else {{ farr[{}] = {}; }}",
                    int_expr(&mut r, depth),
                    r.below_u64(4),
                    int_expr(&mut r, depth),
                    r.below_u64(3),
                    float_expr(&mut r, depth)
                );
            }
            _ => {
                let _ = writeln!(
                    src,
                    "  putint(mix({}, {}, arr)); putch(10);",
                    int_expr(&mut r, depth),
                    float_expr(&mut r, depth)
                );
            }
        }
    }
    src.push_str("  putarray(4, arr); putfarray(3, farr);\n  return a + b;\n}\n");
    let mut input = String::new();
    for _ in 0..8 {
        let v = r.next_u64() as i32 >> (r.below_u64(31) as i32);
        let _ = write!(input, "{v} ");
    }
    // floats in both notations, one of them an exact hex float
    let _ = writeln!(
        input,
        "{} {}e-2 0x1.{:x}p{} 3 {} -0.0 0x1p-3",
        r.below_u64(2000) as i64 - 1000,
        r.below_u64(100_000),
        r.below_u64(1 << 20),
        r.below_u64(20) as i64 - 10,
        r.below_u64(100) as f64 / 8.0
    );
    (src, input)
}

#[test]
fn interpreter_agrees_with_gcc_on_random_programs() {
    agree_on(Arch::Arm64);
}

#[test]
fn interpreter_agrees_with_sysyc_on_random_programs_for_riscv64() {
    agree_on(Arch::Riscv64);
}

/// The 40 programs in the interpreter and built for `arch` by [`peer_of`], under `arch`'s qemu.
fn agree_on(arch: Arch) {
    let dir = common::tools_and_scratch(arch, "differential");
    let sylib = dir.join("sylib.o");
    peer::build_runtime_for(arch, "-O0", &sylib).unwrap_or_else(|e| panic!("{e}"));
    let seeds: Vec<u64> = (1..=40u64)
        .map(|k| k.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .collect();
    let results = std::thread::scope(|s| {
        let chunks: Vec<_> = seeds
            .chunks(seeds.len() / 2)
            .map(|chunk| {
                let dir = &dir;
                let sylib = &sylib;
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|&seed| check_one(arch, seed, dir, sylib))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        chunks
            .into_iter()
            .flat_map(|h| h.join().expect("a checking thread"))
            .collect::<Vec<_>>()
    });
    let _ = std::fs::remove_dir_all(&dir);
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert!(
        failures.is_empty(),
        "{} of {} random programs disagree on {}:\n{}",
        failures.len(),
        seeds.len(),
        arch.name(),
        failures.join("\n\n")
    );
}

fn check_one(
    arch: Arch,
    seed: u64,
    dir: &std::path::Path,
    sylib: &std::path::Path,
) -> Result<(), String> {
    let (src, input) = program(seed, 60);
    let sy = dir.join(format!("p{seed:x}.sy"));
    std::fs::write(&sy, &src).map_err(|e| e.to_string())?;
    let program = sysyc::compile(&src).map_err(|e| e.render("random.sy", &src))?;
    let ours = run(&program, input.as_bytes(), Limits::default())
        .map_err(|e| format!("seed {seed:#x}: {e}"))?
        .expected_form();
    let exe = dir.join(format!("p{seed:x}"));
    let who = peer_of(arch, &sy, &src, sylib, &exe).map_err(|e| format!("seed {seed:#x}: {e}"))?;
    let theirs = peer::run_on(arch, &exe, input.as_bytes(), Duration::from_secs(20))
        .map_err(|e| format!("seed {seed:#x}: {e}"))?
        .expected_form();
    if same_but_nan_signs(&ours, &theirs) {
        return Ok(());
    }
    let line = ours
        .lines()
        .zip(theirs.lines())
        .position(|(a, b)| !same_but_nan_signs(a, b))
        .unwrap_or(0);
    Err(format!(
        "{}, seed {seed:#x}, output line {}: interpreter {:?}, {who} {:?}\ninput: {input}program:\n{src}",
        arch.name(),
        line + 1,
        ours.lines().nth(line),
        theirs.lines().nth(line)
    ))
}

/// Builds program `sy` (source `src`) into `exe` for `arch` and names who built it: on A64 gcc
/// `-O0`; on RV64 `sysyc` (the LIR verifier and regalloc2's checker on), linked with the same
/// runtime object. gcc's RV64 code is no peer for these programs: a NaN converted to `int` (C
/// leaves it undefined; at least 24 of the 40 programs do it) gives 2147483647 there (RISC-V's
/// `fcvt.w.s`), where A64, the interpreter and `sysyc`'s RV64 code give 0.
fn peer_of(
    arch: Arch,
    sy: &std::path::Path,
    src: &str,
    sylib: &std::path::Path,
    exe: &std::path::Path,
) -> Result<&'static str, String> {
    match arch {
        Arch::Arm64 => peer::build_for(arch, sy, "-O0", sylib, exe)
            .map(|()| "gcc")
            .map_err(|e| e.to_string()),
        Arch::Riscv64 => {
            let object = driver::object_for(arch, src, "random.sy", Checks { backend: true })
                .map_err(|e| e.to_string())?;
            driver::link_with_for(arch, &object, sylib, exe)
                .map(|()| "sysyc")
                .map_err(|e| e.to_string())
        }
    }
}

/// Equal line by line, where `nan` and `-nan` count as equal (RV64 prints every NaN as `nan`).
fn same_but_nan_signs(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.replace("-nan", "nan");
    norm(a) == norm(b)
}
