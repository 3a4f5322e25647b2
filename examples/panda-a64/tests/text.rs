//! Panda functions written in the cfg text format, lowered by the table, run under qemu: a loop
//! (Euclid's algorithm, its phis block parameters), float arithmetic with a branch and an array
//! filled and summed in two loops, each equal to the evaluator and to the known answer.

use opforge_compile::elf::{CaseResult, HarnessArg};
use opforge_compile::module::{Options, compile_program};
use opforge_panda_testbed::{Opcode, Type};
use panda_a64::eval;
use panda_a64::runtime::{self, Heap};

fn program(name: &str) -> opforge_cfg::Function<Opcode> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let f = opforge_cfg::parse::<Opcode>(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    opforge_cfg::verify(&f).unwrap_or_else(|r| panic!("{name}: {r}"));
    f
}

/// Runs `f` on each case under qemu; checks each result against the evaluator and `want`.
fn check(f: opforge_cfg::Function<Opcode>, cases: &[(Vec<i64>, i64)]) {
    let ty = f.results()[0];
    let lir = runtime::lower(&f).unwrap_or_else(|e| panic!("{e}"));
    let harness: Vec<(usize, Vec<HarnessArg>)> = cases
        .iter()
        .map(|(args, _)| {
            let args = f
                .params()
                .iter()
                .zip(args)
                .map(|(&t, &a)| {
                    if t == Type::F64 {
                        HarnessArg::F64(a as u64)
                    } else {
                        HarnessArg::Int(a)
                    }
                })
                .collect();
            (0, args)
        })
        .collect();
    let program = compile_program(&[lir], &Heap::data(), &harness, Options::checked(true))
        .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::env::temp_dir().join(format!("opforge-panda-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let results =
        opforge_compile::qemu::run(&program.elf, &dir, f.name()).unwrap_or_else(|e| panic!("{e}"));
    let module = [f];
    for ((args, want), got) in cases.iter().zip(results) {
        let mut steps = 1_000_000;
        let evaluated = eval::run(&module, 0, args, &mut steps).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            eval::same(ty, evaluated, *want),
            "{args:?}: the evaluator says {evaluated:#x}"
        );
        match got {
            CaseResult::Returned(bits) => assert!(
                eval::same(ty, bits, *want),
                "{args:?}: {bits:#x}, want {want:#x}"
            ),
            other => panic!("{args:?}: {other:?}"),
        }
    }
}

#[test]
fn euclids_loop_runs() {
    check(
        program("gcd.panda"),
        &[
            (vec![12, 18], 6),
            (vec![1071, 462], 21),
            (vec![7, 0], 7),
            (vec![0, 5], 5),
        ],
    );
}

#[test]
fn float_products_run() {
    let f = |x: f64| x.to_bits() as i64;
    check(
        program("dot.panda"),
        &[
            (vec![f(1.5), f(2.0), f(0.5), f(4.0)], f(6.0)),
            (vec![f(1.0), f(1.0), f(2.0), f(3.0)], f(7.0)),
            (vec![f(f64::NAN), f(1.0), f(1.0), f(1.0)], f(f64::NAN)),
        ],
    );
}

#[test]
fn an_array_filled_and_summed_in_loops_runs() {
    let sum = |n: i64| (0..n).map(|i| i * i).sum::<i64>();
    check(
        program("squares.panda"),
        &[
            (vec![0], 0),
            (vec![1], 0),
            (vec![3], sum(3)),
            (vec![100], sum(100)),
            (vec![10_000], sum(10_000)),
        ],
    );
}
