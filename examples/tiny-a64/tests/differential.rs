//! The differential proof of lowering a block-structured IR from a table: random terminating
//! modules of the cfg test IR, lowered by `spec/lower-tiny-arm64.yaml` and by
//! `spec/lower-tiny-riscv64.yaml` through the generic driver (no hand-written driver), compiled
//! with the LIR verifier and regalloc2's checker on, and run under qemu-aarch64 and
//! qemu-riscv64; every result on each target must equal the reference evaluator's. Modules are
//! packed fifty to an executable, so a thousand take twenty qemu runs a target. A difference
//! names the target, the module's seed and base: `cargo run -p tiny-a64 --example show -- SEED
//! BASE` prints it and its LIR.

use opforge_cfg::Function;
use opforge_cfg_testbed::{Opcode, Type};
use opforge_compile::elf::{CaseResult, HarnessArg};
use opforge_compile::module::{Options, Program, compile_program_for};
use opforge_compile::rv64::target::Rv64;
use opforge_compile::target::ExecutableTarget;
use tiny_a64::{eval, lower_module, lower_module_riscv64, random};

/// How many modules `cargo test` compares on each target.
const MODULES: u64 = 1_000;
/// Modules per executable.
const BATCH: u64 = 50;

/// One batch's executable for one target: its functions lowered by the target's table.
type Compile = fn(&[Function<Opcode>], &[(usize, Vec<i64>)]) -> Result<Program, String>;

/// The batch for `T` from its lowered functions, checked.
fn program_for<T: ExecutableTarget>(
    lir: &[Function<T::Op>],
    cases: &[(usize, Vec<i64>)],
) -> Result<Program, String> {
    let cases: Vec<(usize, Vec<HarnessArg>)> = cases
        .iter()
        .map(|(i, args)| (*i, args.iter().map(|&a| HarnessArg::Int(a)).collect()))
        .collect();
    compile_program_for::<T>(lir, &[], &cases, Options::checked(true)).map_err(|e| e.to_string())
}

/// The targets: name, emulator and how a batch is compiled for it.
fn targets() -> [(&'static str, opforge_compile::emulator::Emulator, Compile); 2] {
    [
        ("A64", opforge_compile::A64::EMULATOR, |functions, cases| {
            let lir = lower_module(functions).map_err(|e| e.to_string())?;
            program_for::<opforge_compile::A64>(&lir, cases)
        }),
        ("RV64", Rv64::EMULATOR, |functions, cases| {
            let lir = lower_module_riscv64(functions).map_err(|e| e.to_string())?;
            program_for::<Rv64>(&lir, cases)
        }),
    ]
}

#[test]
fn a_thousand_random_modules_agree_with_the_evaluator_under_qemu_on_both_targets() {
    let dir = std::env::temp_dir().join(format!("opforge-tiny-a64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let mut compared = [0u64; 2];
    let mut differences = Vec::new();
    for batch in 0..MODULES / BATCH {
        let mut functions: Vec<Function<Opcode>> = Vec::new();
        let mut cases = Vec::new();
        let mut expected: Vec<(u64, usize, Type, i64)> = Vec::new();
        for seed in batch * BATCH..(batch + 1) * BATCH {
            let base = functions.len();
            let (module, args) = random::module(seed, base);
            for f in &module {
                let report = opforge_cfg::verify(f);
                assert!(
                    report.is_ok(),
                    "seed {seed}: the generator made an invalid function: {report:?}"
                );
            }
            functions.extend(module);
            let result_type = functions[base].results()[0];
            let mut steps = 1_000_000;
            let value = eval::run(&functions, base, &args, &mut steps)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            cases.push((base, args));
            expected.push((seed, base, result_type, value));
        }
        for (k, (name, emulator, compile)) in targets().into_iter().enumerate() {
            let program =
                compile(&functions, &cases).unwrap_or_else(|e| panic!("{name} batch {batch}: {e}"));
            let results = emulator
                .run(&program.elf, &dir, &format!("batch{batch}-{name}"))
                .unwrap_or_else(|e| panic!("{name} batch {batch}: {e}"));
            assert_eq!(
                results.len(),
                expected.len(),
                "{name} batch {batch}: every case reports"
            );
            for (&(seed, base, ty, want), got) in expected.iter().zip(results) {
                compared[k] += 1;
                let got = match got {
                    CaseResult::Returned(bits) => eval::canonical(ty, bits),
                    other => {
                        differences.push(format!(
                            "{name} seed {seed} base {base}: {other:?}, expected {want}"
                        ));
                        continue;
                    }
                };
                if got != want {
                    differences.push(format!(
                        "{name} seed {seed} base {base}: {got}, expected {want}"
                    ));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(compared, [MODULES; 2]);
    assert!(
        differences.is_empty(),
        "{} difference(s): {differences:#?}",
        differences.len()
    );
}
