//! Panda's IR reaches running code from tables alone: random terminating Panda modules
//! (integer and float arithmetic, compares, `If`/`IfImm`, phis as block parameters, constants,
//! returns, static calls, arrays) lowered by `spec/lower-panda-arm64.yaml` through the generic
//! driver (with the runtime's `NewArray`),
//! compiled with the LIR verifier and regalloc2's checker on, run under qemu-aarch64, and
//! compared with the reference evaluator result by result. Fifty modules share an executable.

use opforge_cfg::Function;
use opforge_compile::elf::{CaseResult, HarnessArg};
use opforge_compile::module::{Options, compile_program};
use opforge_panda_testbed::{Opcode, Type};
use panda_a64::runtime::{self, Heap};
use panda_a64::{eval, random};

/// How many modules `cargo test` compares.
const MODULES: u64 = 1_000;
/// Modules per executable.
const BATCH: u64 = 50;

#[test]
fn a_thousand_random_panda_modules_agree_with_the_evaluator_under_qemu() {
    let dir = std::env::temp_dir().join(format!("opforge-panda-a64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let (mut compared, mut differences) = (0, Vec::new());
    let mut arrays = 0;
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
                .map(|(&t, &a)| match t {
                    Type::F64 => HarnessArg::F64(a as u64),
                    _ => HarnessArg::Int(a),
                })
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
        let lir = functions
            .iter()
            .map(runtime::lower)
            .collect::<Result<Vec<_>, _>>()
            .unwrap_or_else(|e| panic!("batch {batch}: {e}"));
        let program = compile_program(&lir, &Heap::data(), &cases, Options::checked(true))
            .unwrap_or_else(|e| panic!("batch {batch}: {e}"));
        let results = opforge_compile::qemu::run(&program.elf, &dir, &format!("panda{batch}"))
            .unwrap_or_else(|e| panic!("batch {batch}: {e}"));
        assert_eq!(
            results.len(),
            expected.len(),
            "batch {batch}: every case reports"
        );
        for ((seed, base, ty, want), got) in expected.into_iter().zip(results) {
            compared += 1;
            match got {
                CaseResult::Returned(bits) if eval::same(ty, eval::canonical(ty, bits), want) => {}
                other => differences.push(format!(
                    "seed {seed} base {base} ({ty:?}): {other:?}, expected {want:#x}"
                )),
            }
        }
    }
    assert_eq!(compared, MODULES);
    assert!(
        arrays >= MODULES as usize / 2,
        "the modules made only {arrays} arrays"
    );
    assert!(
        differences.is_empty(),
        "{} difference(s) (print one with `cargo run -p panda-a64 --example show -- SEED BASE`): {differences:#?}",
        differences.len()
    );
}
