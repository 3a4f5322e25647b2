//! The differential proof of lowering a block-structured IR from a table: random terminating
//! modules of the cfg test IR, lowered by `spec/lower-tiny-arm64.yaml` through the generic
//! driver (no hand-written driver), compiled with the LIR verifier and regalloc2's checker on,
//! and run under qemu-aarch64; every result must equal the reference evaluator's. Modules are
//! packed fifty to an executable, so a thousand take twenty qemu runs. A difference names the
//! module's seed and base: `cargo run -p tiny-a64 --example show -- SEED BASE` prints it and its
//! LIR.

use opforge_cfg::Function;
use opforge_cfg_testbed::Opcode;
use opforge_compile::elf::CaseResult;
use tiny_a64::{eval, lower_module, random};

/// How many modules `cargo test` compares.
const MODULES: u64 = 1_000;
/// Modules per executable.
const BATCH: u64 = 50;

#[test]
fn a_thousand_random_modules_agree_with_the_evaluator_under_qemu() {
    let dir = std::env::temp_dir().join(format!("opforge-tiny-a64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let mut compared = 0;
    let mut differences = Vec::new();
    for batch in 0..MODULES / BATCH {
        let mut functions: Vec<Function<Opcode>> = Vec::new();
        let mut cases = Vec::new();
        let mut expected = Vec::new();
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
        let lir = lower_module(&functions).unwrap_or_else(|e| panic!("batch {batch}: {e}"));
        let program = opforge_compile::module::compile(&lir, &cases, true)
            .unwrap_or_else(|e| panic!("batch {batch}: {e}"));
        let results = opforge_compile::qemu::run(&program.elf, &dir, &format!("batch{batch}"))
            .unwrap_or_else(|e| panic!("batch {batch}: {e}"));
        assert_eq!(
            results.len(),
            expected.len(),
            "batch {batch}: every case reports"
        );
        for ((seed, base, ty, want), got) in expected.into_iter().zip(results) {
            compared += 1;
            let got = match got {
                CaseResult::Returned(bits) => eval::canonical(ty, bits),
                other => {
                    differences.push(format!(
                        "seed {seed} base {base}: {other:?}, expected {want}"
                    ));
                    continue;
                }
            };
            if got != want {
                differences.push(format!("seed {seed} base {base}: {got}, expected {want}"));
            }
        }
    }
    assert_eq!(compared, MODULES);
    assert!(
        differences.is_empty(),
        "{} difference(s): {differences:#?}",
        differences.len()
    );
}
