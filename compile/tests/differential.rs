//! Random LIR functions compiled and run under qemu-aarch64 (and their RV64 twins, made from the
//! same seeds, under qemu-riscv64), compared result by result with the reference evaluator: each function is verified, allocated by regalloc2 (its checker passing),
//! emitted through the table into one static executable with every case, and run once. Any
//! difference names the seed, the arguments and both results, with the function's text.

mod support;

use opforge_cfg::Function;
use opforge_compile::lir::Opcode;
use opforge_compile::{a64, elf};
use support::Rng;
use support::eval::{mix, run};
use support::random::random_function;

/// Random functions per run, and argument lists per function.
const FUNCTIONS: u64 = 300;
const ARGS: usize = 4;

/// [`ARGS`] argument lists for each function of `module` past `mix` (small, any, and up to
/// 2^20), each with the evaluator's result: (function, arguments, result).
fn cases(module: &[Function<Opcode>], seed: u64) -> Vec<(usize, Vec<i64>, i64)> {
    let mut rng = Rng::splitmix64(seed);
    let mut cases = Vec::new();
    for (index, f) in module.iter().enumerate().skip(1) {
        for _ in 0..ARGS {
            let args: Vec<i64> = f
                .params()
                .iter()
                .map(|_| match rng.below(3) {
                    0 => rng.below(100) as i64 - 50,
                    1 => rng.next_u64() as i64,
                    _ => rng.below(1 << 20) as i64,
                })
                .collect();
            let mut fuel = 1_000_000;
            let want = run(module, index, &args, &mut fuel)
                .unwrap_or_else(|e| panic!("seed {}: the evaluator stops: {e:?}", index - 1));
            cases.push((index, args, want));
        }
    }
    cases
}

#[test]
fn random_functions_agree_with_the_reference_evaluator_under_qemu() {
    let mut module: Vec<Function<Opcode>> = vec![mix()];
    module.extend((0..FUNCTIONS).map(random_function));
    let cases = cases(&module, 0xd1ff);
    let calls: Vec<(usize, Vec<i64>)> = cases.iter().map(|(i, a, _)| (*i, a.clone())).collect();
    let program = a64::compile(&module, &calls, true).unwrap_or_else(|e| panic!("{e}"));
    let exe = program.elf;
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = elf::run(&exe, &dir, "lir_differential").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(results.len(), cases.len(), "one result per case");
    let mut differences = Vec::new();
    for ((index, args, want), got) in cases.iter().zip(&results) {
        if *got != elf::CaseResult::Returned(*want) {
            differences.push(format!(
                "seed {}: args {args:?}: qemu {got:?}, evaluator {want}\n{}",
                index - 1,
                opforge_cfg::print(&module[*index])
            ));
        }
    }
    println!(
        "{} random functions, {} cases, {} words of code, {} regalloc2 moves",
        FUNCTIONS,
        cases.len(),
        program.words.len(),
        program.moves
    );
    no_differences(&differences);
}

/// RV64 functions per run (each the twin of the A64 function of its seed).
const RV64_FUNCTIONS: u64 = 300;

#[test]
fn random_functions_agree_on_rv64_under_qemu_riscv64_and_with_a64() {
    use opforge_compile::executable::{CaseResult, HarnessArg};
    use opforge_compile::module::{Options, compile_program_for};
    use opforge_compile::rv64::target::{QEMU_RISCV64, Rv64};
    use support::random::{A64Lir, Rv64Lir, mix_for, random_function_for};
    // The same seeds in both tables: the A64 evaluator's result is the oracle of the RV64 run,
    // and the A64 run (the other test) agrees with it.
    let mut a64 = vec![mix_for::<A64Lir>()];
    a64.extend((0..RV64_FUNCTIONS).map(random_function_for::<A64Lir>));
    let mut rv64 = vec![mix_for::<Rv64Lir>()];
    rv64.extend((0..RV64_FUNCTIONS).map(random_function_for::<Rv64Lir>));
    let cases = cases(&a64, 0x5eed_0064);
    let calls: Vec<(usize, Vec<HarnessArg>)> = cases
        .iter()
        .map(|(i, a, _)| (*i, a.iter().map(|&v| HarnessArg::Int(v)).collect()))
        .collect();
    let program = compile_program_for::<Rv64>(&rv64, &[], &calls, Options::checked(true))
        .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = QEMU_RISCV64
        .run(&program.elf, &dir, "lir_differential_rv64")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(results.len(), cases.len(), "one result per case");
    let mut differences = Vec::new();
    for ((index, args, want), got) in cases.iter().zip(&results) {
        if *got != CaseResult::Returned(*want) {
            differences.push(format!(
                "seed {}: args {args:?}: qemu-riscv64 {got:?}, the A64 evaluator {want}\n{}",
                index - 1,
                opforge_cfg::print(&rv64[*index])
            ));
        }
    }
    println!(
        "{} random RV64 functions, {} cases, {} bytes of code, {} regalloc2 moves",
        RV64_FUNCTIONS,
        cases.len(),
        4 * program.words.len(),
        program.moves
    );
    no_differences(&differences);
}

/// Fails with the count of `differences` and the first, if any.
fn no_differences(differences: &[String]) {
    assert!(
        differences.is_empty(),
        "{} differences; the first:\n{}",
        differences.len(),
        differences[0]
    );
}
