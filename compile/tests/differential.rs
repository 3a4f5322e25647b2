//! Random LIR functions compiled and run under qemu-aarch64, compared result by result with the
//! reference evaluator: each function is verified, allocated by regalloc2 (its checker passing),
//! emitted through the table into one static executable with every case, and run once. Any
//! difference names the seed, the arguments and both results, with the function's text.

mod support;

use opforge_cfg::Function;
use opforge_compile::lir::Opcode;
use opforge_compile::{elf, module};
use support::Rng;
use support::eval::{mix, run};
use support::random::random_function;

/// Random functions per run, and argument lists per function.
const FUNCTIONS: u64 = 300;
const ARGS: usize = 4;

#[test]
fn random_functions_agree_with_the_reference_evaluator_under_qemu() {
    let mut module: Vec<Function<Opcode>> = vec![mix()];
    module.extend((0..FUNCTIONS).map(random_function));
    let mut rng = Rng(0xd1ff);
    let mut cases = Vec::new();
    for (index, f) in module.iter().enumerate().skip(1) {
        for _ in 0..ARGS {
            let args: Vec<i64> = f
                .params()
                .iter()
                .map(|_| match rng.below(3) {
                    0 => rng.below(100) as i64 - 50,
                    1 => rng.next() as i64,
                    _ => rng.below(1 << 20) as i64,
                })
                .collect();
            let mut fuel = 1_000_000;
            let want = run(&module, index, &args, &mut fuel)
                .unwrap_or_else(|e| panic!("seed {}: the evaluator stops: {e:?}", index - 1));
            cases.push((index, args, want));
        }
    }
    let calls: Vec<(usize, Vec<i64>)> = cases.iter().map(|(i, a, _)| (*i, a.clone())).collect();
    let program = module::compile(&module, &calls, true).unwrap_or_else(|e| panic!("{e}"));
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
    assert!(
        differences.is_empty(),
        "{} differences; the first:\n{}",
        differences.len(),
        differences[0]
    );
}
