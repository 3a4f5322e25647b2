//! Panda's IR reaches running code on both targets from tables alone: random terminating Panda
//! modules (integer and float arithmetic, compares, `If`/`IfImm`, phis as block parameters,
//! constants, returns, static calls, arrays) lowered by `spec/lower-panda-arm64.yaml` and by
//! `spec/lower-panda-riscv64.yaml` through the generic driver (with the runtime's `NewArray`),
//! compiled with the LIR verifier and regalloc2's checker on, run under qemu-aarch64 and
//! qemu-riscv64, and compared with the reference evaluator and with each other, result by
//! result. Fifty modules share an executable; the two targets' executables of a batch are
//! compiled and run side by side.

use std::path::Path;
use std::time::{Duration, Instant};

use opforge_cfg::Function;
use opforge_compile::A64;
use opforge_compile::elf::{CaseResult, HarnessArg};
use opforge_compile::rv64::target::Rv64;
use opforge_panda_testbed::Opcode;
use panda_compile::target::{self, PandaTarget, harness_arg};
use panda_compile::{eval, random};

/// How many modules `cargo test` compares.
const MODULES: u64 = 1_000;
/// Modules per executable.
const BATCH: u64 = 50;

/// Compiles and runs one batch for `T`; its results and the time it took.
fn batch_on<T: PandaTarget>(
    functions: &[Function<Opcode>],
    cases: &[(usize, Vec<HarnessArg>)],
    dir: &Path,
    batch: u64,
) -> (Vec<CaseResult>, Duration) {
    let start = Instant::now();
    let program = target::compile::<T>(functions, cases, true)
        .unwrap_or_else(|e| panic!("batch {batch}: {e}"));
    let name = format!("panda-{}-{batch}", T::NAME.to_lowercase());
    let results =
        target::run::<T>(&program, dir, &name).unwrap_or_else(|e| panic!("batch {batch}: {e}"));
    assert_eq!(
        results.len(),
        cases.len(),
        "batch {batch} on {}: every case reports",
        T::NAME
    );
    (results, start.elapsed())
}

/// Whether a case's result is `want` of type `ty`.
fn agrees(got: &CaseResult, ty: opforge_panda_testbed::Type, want: i64) -> bool {
    matches!(got, CaseResult::Returned(bits) if eval::same(ty, eval::canonical(ty, *bits), want))
}

#[test]
fn a_thousand_random_panda_modules_agree_with_the_evaluator_on_a64_and_rv64() {
    let dir = std::env::temp_dir().join(format!("opforge-panda-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let (mut compared, mut differences) = (0, Vec::new());
    let (mut arrays, mut a64_time, mut rv64_time) = (0, Duration::ZERO, Duration::ZERO);
    for batch in 0..MODULES / BATCH {
        // The executable's heap is not reset between cases; nor is the evaluator's.
        let mut memory = eval::Memory::default();
        let mut functions: Vec<Function<Opcode>> = Vec::new();
        let (mut cases, mut expected) = (Vec::new(), Vec::new());
        for seed in batch * BATCH..(batch + 1) * BATCH {
            let base = functions.len();
            let (module, args) = random::module(seed, base);
            for f in &module {
                let report = opforge_cfg::verify(f);
                assert!(report.is_ok(), "seed {seed}: invalid function: {report:?}");
            }
            functions.extend(module);
            let params = functions[base].params().to_vec();
            let ty = functions[base].results()[0];
            let mut steps = 1_000_000;
            let want = eval::run_in(&functions, base, &args, &mut steps, &mut memory)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let harness = params
                .iter()
                .zip(&args)
                .map(|(&t, &a)| harness_arg(t, a))
                .collect();
            cases.push((base, harness));
            expected.push((seed, base, ty, want));
        }
        arrays += functions
            .iter()
            .flat_map(|f| {
                f.layout()
                    .iter()
                    .flat_map(|&b| f.block_insts(b))
                    .filter(|&&i| f.opcode(i) == Some(Opcode::NewArray))
            })
            .count();
        let ((a64, a64_took), (rv64, rv64_took)) = std::thread::scope(|s| {
            let a64 = s.spawn(|| batch_on::<A64>(&functions, &cases, &dir, batch));
            let rv64 = batch_on::<Rv64>(&functions, &cases, &dir, batch);
            (a64.join().expect("the A64 batch"), rv64)
        });
        a64_time += a64_took;
        rv64_time += rv64_took;
        for (((seed, base, ty, want), a), r) in expected.into_iter().zip(a64).zip(rv64) {
            compared += 1;
            let (a_ok, r_ok) = (agrees(&a, ty, want), agrees(&r, ty, want));
            let between = match (&a, &r) {
                (CaseResult::Returned(x), CaseResult::Returned(y)) => {
                    eval::same(ty, eval::canonical(ty, *x), eval::canonical(ty, *y))
                }
                _ => a == r,
            };
            if !(a_ok && r_ok && between) {
                let which = match (a_ok, r_ok) {
                    (true, false) => "RV64 differs from A64 and the evaluator",
                    (false, true) => "A64 differs from RV64 and the evaluator",
                    (false, false) if between => "A64 and RV64 agree but differ from the evaluator",
                    _ => "A64, RV64 and the evaluator all differ",
                };
                differences.push(format!(
                    "seed {seed} base {base} ({ty:?}): {which}: A64 {a:?}, RV64 {r:?}, evaluator {want:#x}"
                ));
            }
        }
    }
    eprintln!(
        "{compared} modules, {arrays} arrays: A64 {:.2} s, RV64 {:.2} s (compile and qemu, side by side)",
        a64_time.as_secs_f64(),
        rv64_time.as_secs_f64()
    );
    assert_eq!(compared, MODULES);
    assert!(
        arrays >= MODULES as usize / 2,
        "the modules made only {arrays} arrays"
    );
    assert!(
        differences.is_empty(),
        "{} difference(s) (print one with `cargo run -p panda-compile --example show -- SEED BASE [a64|rv64]`): {differences:#?}",
        differences.len()
    );
}
