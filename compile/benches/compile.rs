//! Compile time per gate and code size: opforge's pipeline (schedule, lower, allocate, emit)
//! against Cranelift (`cranelift-codegen` + `cranelift-frontend`, aarch64) on the same functions
//! in the same run; and for RV64 (`compile rv64 *` groups), opforge through
//! `spec/lower-riscv64.yaml` and `spec/lir-riscv64.yaml` against Cranelift's riscv64 backend
//! (without compressed forms, as ours), beside the A64 rows. Both rows start from the function's description and include building the IR
//! (our `GateBuilder`, Cranelift's `FunctionBuilder`), both verify their input IR (our circuit
//! verifier, Cranelift's CLIF verifier, on by default) and neither its own lower IR (our LIR
//! verifier runs in checked compiles, as in the tests; Cranelift does not verify VCode), and
//! both consume their whole machine code.
//! Stage rows time each of our stages from the previous stage's output. Both sides run with each
//! of regalloc2's allocators (Cranelift's `regalloc_algorithm`: backtracking, single_pass), so
//! each opforge row has a Cranelift row doing the same allocation work; Cranelift at `speed` is
//! a third peer.
//!
//! `cargo bench -p opforge-compile --bench compile`; the code size of both sides, on both
//! targets, is printed before the timings, unless `OPFORGE_BENCH_NO_SIZES` is set: then a
//! profile of one row (`perf record ... --bench '^compile diamonds/opforge single_pass/10000$'
//! --profile-time 5`) holds that row's work alone.

// The plain-Rust model of each function serves `tests/bench_families.rs`, not the timings.
#[allow(dead_code)]
mod support;

use std::hint::black_box;
use std::time::Duration;

use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_frontend::FunctionBuilderContext;
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use opforge_arm64::CodeBuffer;
use opforge_compile::custom::A64Custom;
use opforge_compile::emit::emit_function;
use opforge_compile::pipeline::lower_function_for;
use opforge_compile::regalloc::{Allocator, RaFunction, allocate_with, machine_env};
use opforge_compile::rv64::custom::Rv64Custom;
use opforge_compile::rv64::target::Rv64;
use opforge_compile::{lower, schedule};

use support::{Desc, Family, circuit, clif};

const SIZES: [usize; 3] = [1_000, 10_000, 100_000];
const FAMILIES: [(Family, &str); 3] = [
    (Family::Straight, "straight"),
    (Family::Loop, "loop"),
    (Family::Diamonds, "diamonds"),
];

/// Our words for a LIR function (allocation with `allocator`, and emission).
fn emit_words(
    f: &opforge_cfg::Function<opforge_compile::lir::Opcode>,
    allocator: Allocator,
) -> Vec<u32> {
    let env = machine_env::<opforge_compile::lir::Opcode>();
    let ra = RaFunction::new(f).expect("presents to regalloc2");
    let out = allocate_with(&ra, &env, allocator).expect("allocates");
    emit_allocated(f, &ra, &out)
}

fn emit_allocated(
    f: &opforge_cfg::Function<opforge_compile::lir::Opcode>,
    ra: &RaFunction,
    out: &regalloc2::Output,
) -> Vec<u32> {
    let mut buf = CodeBuffer::new();
    let (entry, trap, table) = (buf.new_label(), buf.new_label(), buf.new_label());
    let mut custom = A64Custom {
        functions: vec![entry],
        trap: Some(trap),
        table: Some(table),
        ..A64Custom::default()
    };
    emit_function::<opforge_compile::A64>(f, ra, out, entry, &mut buf, &mut custom).expect("emits");
    buf.bind(trap).expect("trap");
    buf.bind(table).expect("table");
    buf.finish().expect("fixups")
}

/// Ours, end to end from the description, with `allocator`.
fn opforge(d: &Desc, allocator: Allocator) -> Vec<u32> {
    let c = circuit::build(d);
    c.verify().expect("a valid circuit");
    let s = schedule::schedule(&c).expect("schedules");
    let f = lower::lower(&c, &s, "f").expect("lowers");
    emit_words(&f, allocator)
}

/// Ours for RV64, end to end from the description, with `allocator`: the code's bytes.
fn opforge_rv64(d: &Desc, allocator: Allocator) -> Vec<u8> {
    let c = circuit::build(d);
    let f = lower_function_for::<Rv64>("f", &c).expect("verifies, schedules and lowers");
    let env = machine_env::<opforge_compile::rv64::lir::Opcode>();
    let ra = RaFunction::new(&f).expect("presents to regalloc2");
    let out = allocate_with(&ra, &env, allocator).expect("allocates");
    let mut buf = opforge_riscv64::CodeBuffer::new();
    let (entry, trap, table) = (buf.new_label(), buf.new_label(), buf.new_label());
    let mut custom = Rv64Custom {
        functions: vec![entry],
        trap: Some(trap),
        table: Some(table),
        ..Rv64Custom::default()
    };
    emit_function::<Rv64>(&f, &ra, &out, entry, &mut buf, &mut custom).expect("emits");
    buf.bind(trap).expect("trap");
    buf.bind(table).expect("table");
    buf.finish_bytes().expect("fixups")
}

/// Cranelift's riscv64 rows: as [`cranelift_isas`]'s.
fn cranelift_riscv64_isas() -> Vec<(String, OwnedTargetIsa)> {
    let mut out: Vec<(String, OwnedTargetIsa)> = Allocator::ALL
        .iter()
        .map(|a| {
            let isa = clif::isa_for("riscv64", "none", a.name());
            (format!("none {}", a.name()), isa)
        })
        .collect();
    out.push((
        "speed".to_owned(),
        clif::isa_for("riscv64", "speed", "backtracking"),
    ));
    out
}

/// The rows compared: ours and Cranelift at `opt_level=none` with each of regalloc2's
/// allocators, and Cranelift at `speed` (backtracking).
fn cranelift_isas() -> Vec<(String, OwnedTargetIsa)> {
    let mut out: Vec<(String, OwnedTargetIsa)> = Allocator::ALL
        .iter()
        .map(|a| (format!("none {}", a.name()), clif::isa("none", a.name())))
        .collect();
    out.push(("speed".to_owned(), clif::isa("speed", "backtracking")));
    out
}

fn code_sizes() {
    let isas = cranelift_isas();
    let mut fctx = FunctionBuilderContext::new();
    eprintln!(
        "instructions emitted: opforge backtracking, single_pass; Cranelift none backtracking, \
         none single_pass, speed"
    );
    for (family, name) in FAMILIES {
        for size in SIZES {
            let d = Desc::new(family, size);
            let ours: Vec<usize> = Allocator::ALL
                .iter()
                .map(|&a| opforge(&d, a).len())
                .collect();
            let theirs: Vec<usize> = isas
                .iter()
                .map(|(_, isa)| clif::compile(clif::build(&d, &mut fctx), isa).len() / 4)
                .collect();
            eprintln!(
                "  {name:9} {size:>7}: ours {:>8} {:>8}  Cranelift {:>8} {:>8} {:>8}  (same allocator: {:.2}x, {:.2}x; vs speed {:.2}x)",
                ours[0],
                ours[1],
                theirs[0],
                theirs[1],
                theirs[2],
                ours[0] as f64 / theirs[0] as f64,
                ours[1] as f64 / theirs[1] as f64,
                ours[0] as f64 / theirs[2] as f64
            );
        }
    }
}

/// The RV64 code sizes, in bytes: ours (each allocator) against Cranelift riscv64's, beside
/// ours on A64.
fn code_sizes_rv64() {
    let isas = cranelift_riscv64_isas();
    let mut fctx = FunctionBuilderContext::new();
    eprintln!(
        "RV64 code bytes: opforge backtracking, single_pass; Cranelift riscv64 none backtracking, \
         none single_pass, speed; opforge A64 backtracking"
    );
    for (family, name) in FAMILIES {
        for size in SIZES {
            let d = Desc::new(family, size);
            let ours: Vec<usize> = Allocator::ALL
                .iter()
                .map(|&a| opforge_rv64(&d, a).len())
                .collect();
            let theirs: Vec<usize> = isas
                .iter()
                .map(|(_, isa)| clif::compile(clif::build(&d, &mut fctx), isa).len())
                .collect();
            let a64 = 4 * opforge(&d, Allocator::Backtracking).len();
            eprintln!(
                "  {name:9} {size:>7}: ours {:>9} {:>9}  Cranelift {:>9} {:>9} {:>9}  A64 {a64:>9}  (same allocator: {:.2}x, {:.2}x; vs speed {:.2}x)",
                ours[0],
                ours[1],
                theirs[0],
                theirs[1],
                theirs[2],
                ours[0] as f64 / theirs[0] as f64,
                ours[1] as f64 / theirs[1] as f64,
                ours[0] as f64 / theirs[2] as f64
            );
        }
    }
}

fn bench(c: &mut Criterion) {
    if std::env::var_os("OPFORGE_BENCH_NO_SIZES").is_none() {
        code_sizes();
        code_sizes_rv64();
    }
    let isas = cranelift_isas();
    let rv_isas = cranelift_riscv64_isas();
    for (family, name) in FAMILIES {
        let mut group = c.benchmark_group(format!("compile {name}"));
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(300))
            .measurement_time(Duration::from_secs(2));
        for size in SIZES {
            let d = Desc::new(family, size);
            group.throughput(Throughput::Elements(size as u64));
            for allocator in Allocator::ALL {
                let row = format!("opforge {}", allocator.name());
                group.bench_with_input(BenchmarkId::new(row, size), &d, |b, d| {
                    b.iter(|| black_box(opforge(d, allocator)))
                });
            }
            for (row, isa) in &isas {
                let row = format!("cranelift {row}");
                group.bench_with_input(BenchmarkId::new(row, size), &d, |b, d| {
                    let mut fctx = FunctionBuilderContext::new();
                    b.iter(|| black_box(clif::compile(clif::build(d, &mut fctx), isa)))
                });
            }
            // Our stages, each from the previous one's output.
            let circ = circuit::build(&d);
            group.bench_with_input(
                BenchmarkId::new("stage: build + verify", size),
                &d,
                |b, d| {
                    b.iter(|| {
                        let c = circuit::build(d);
                        c.verify().expect("valid");
                        black_box(c)
                    })
                },
            );
            let sched = schedule::schedule(&circ).expect("schedules");
            group.bench_with_input(BenchmarkId::new("stage: schedule", size), &circ, |b, c| {
                b.iter(|| black_box(schedule::schedule(c).expect("schedules")))
            });
            let func = lower::lower(&circ, &sched, "f").expect("lowers");
            group.bench_with_input(BenchmarkId::new("stage: lower", size), &circ, |b, c| {
                b.iter(|| black_box(lower::lower(c, &sched, "f").expect("lowers")))
            });
            let env = machine_env::<opforge_compile::lir::Opcode>();
            for allocator in Allocator::ALL {
                let row = format!("stage: allocate {}", allocator.name());
                group.bench_with_input(BenchmarkId::new(row, size), &func, |b, f| {
                    b.iter(|| {
                        let ra = RaFunction::new(f).expect("presents");
                        black_box(allocate_with(&ra, &env, allocator).expect("allocates"))
                    })
                });
            }
            // Allocated once, when the filter has chosen the row: a profile of another row does
            // not pay this allocation.
            let allocated = std::cell::OnceCell::new();
            group.bench_with_input(BenchmarkId::new("stage: emit", size), &func, |b, f| {
                let (ra, out) = allocated.get_or_init(|| {
                    let ra = RaFunction::new(f).expect("presents");
                    let out = allocate_with(&ra, &env, Allocator::Backtracking).expect("allocates");
                    (ra, out)
                });
                b.iter(|| black_box(emit_allocated(f, ra, out)))
            });
        }
        group.finish();
        // RV64: ours and Cranelift's riscv64 backend on the same functions.
        let mut group = c.benchmark_group(format!("compile rv64 {name}"));
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(300))
            .measurement_time(Duration::from_secs(2));
        for size in SIZES {
            let d = Desc::new(family, size);
            group.throughput(Throughput::Elements(size as u64));
            for allocator in Allocator::ALL {
                let row = format!("opforge {}", allocator.name());
                group.bench_with_input(BenchmarkId::new(row, size), &d, |b, d| {
                    b.iter(|| black_box(opforge_rv64(d, allocator)))
                });
            }
            for (row, isa) in &rv_isas {
                let row = format!("cranelift {row}");
                group.bench_with_input(BenchmarkId::new(row, size), &d, |b, d| {
                    let mut fctx = FunctionBuilderContext::new();
                    b.iter(|| black_box(clif::compile(clif::build(d, &mut fctx), isa)))
                });
            }
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
