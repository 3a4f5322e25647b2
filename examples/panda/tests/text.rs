//! Panda functions written in the cfg text format, lowered by each target's table, run under
//! qemu-aarch64 and qemu-riscv64: a loop (Euclid's algorithm, its phis block parameters), float
//! arithmetic with a branch and an array filled and summed in two loops, each equal to the
//! evaluator and to the known answer on both targets; and where the two machines differ from
//! each other (a division by zero, a NaN converted to an integer), each as the evaluator says.

use opforge_compile::A64;
use opforge_compile::elf::{CaseResult, HarnessArg};
use opforge_compile::rv64::target::Rv64;
use opforge_panda_testbed::Opcode;
use panda_compile::eval;
use panda_compile::target::{self, PandaTarget, harness_arg};

fn program(name: &str) -> opforge_cfg::Function<Opcode> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let f = opforge_cfg::parse::<Opcode>(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    opforge_cfg::verify(&f).unwrap_or_else(|r| panic!("{name}: {r}"));
    f
}

/// Runs `f` on each case under `T`'s qemu; checks each result against the evaluator and `want`.
fn check_on<T: PandaTarget>(f: &opforge_cfg::Function<Opcode>, cases: &[(Vec<i64>, i64)]) {
    let ty = f.results()[0];
    let harness: Vec<(usize, Vec<HarnessArg>)> = cases
        .iter()
        .map(|(args, _)| {
            let args = f
                .params()
                .iter()
                .zip(args)
                .map(|(&t, &a)| harness_arg(t, a))
                .collect();
            (0, args)
        })
        .collect();
    let program = target::compile::<T>(std::slice::from_ref(f), &harness, true)
        .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::env::temp_dir().join(format!("opforge-panda-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let name = format!("{}-{}", f.name(), T::NAME.to_lowercase());
    let results = target::run::<T>(&program, &dir, &name).unwrap_or_else(|e| panic!("{e}"));
    let module = std::slice::from_ref(f);
    for ((args, want), got) in cases.iter().zip(results) {
        let mut steps = 1_000_000;
        let evaluated = eval::run(module, 0, args, &mut steps).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            eval::same(ty, evaluated, *want),
            "{args:?}: the evaluator says {evaluated:#x}"
        );
        match got {
            CaseResult::Returned(bits) => assert!(
                eval::same(ty, bits, *want),
                "{} {args:?}: {bits:#x}, want {want:#x}",
                T::NAME
            ),
            other => panic!("{} {args:?}: {other:?}", T::NAME),
        }
    }
}

/// [`check_on`] A64 and RV64.
fn check(f: opforge_cfg::Function<Opcode>, cases: &[(Vec<i64>, i64)]) {
    check_on::<A64>(&f, cases);
    check_on::<Rv64>(&f, cases);
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

#[test]
fn division_by_zero_and_float_conversions_run_as_the_evaluator_says() {
    let f = |x: f64| x.to_bits() as i64;
    let sum = |a: i64, b: i32, x: f64| -> i64 {
        let q = if a == 0 { 0 } else { 7 / a };
        let (q32, r32) = if b == 0 { (0, 9) } else { (9 / b, 9 % b) };
        [q, q32.into(), r32.into(), x as i64, (x as i32).into()]
            .into_iter()
            .fold(0, i64::wrapping_add)
    };
    check(
        program("edges.panda"),
        &[
            (vec![0, 0, f(f64::NAN)], sum(0, 0, f64::NAN)),
            (vec![2, 4, f(2.5)], sum(2, 4, 2.5)),
            (vec![-1, -1, f(-1e300)], sum(-1, -1, -1e300)),
            (vec![0, 0, f(1e300)], sum(0, 0, 1e300)),
            (vec![0, 0, f(-f64::NAN)], sum(0, 0, -f64::NAN)),
        ],
    );
}
