//! Trapping divisions: some cases trap by division only, and shrink to a small program that
//! traps alike.

use super::*;

#[test]
fn trapping_divisions_make_some_cases_trap_by_division_only() {
    let config = Config {
        trapping_divisions: 50,
        ..Config::default()
    };
    let (mut traps, mut returns) = (0, 0);
    for seed in 0..300 {
        let p = generate(seed, &config);
        for f in p.module.functions() {
            f.circuit
                .verify()
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        }
        for o in outcomes(&p) {
            match o {
                Outcome::Return(_) => returns += 1,
                Outcome::Trap(TrapKind::DivisionByZero | TrapKind::IntegerOverflow) => traps += 1,
                other => panic!("seed {seed}: {other:?}\n{}", print_module(&p.module)),
            }
        }
    }
    assert!(
        traps > 50 && returns > 50,
        "{traps} traps, {returns} returns"
    );
    // The default keeps every divisor safe: the same seeds give the programs they always gave.
    let config = Config::default();
    for seed in 0..50 {
        check(seed, &generate(seed, &config)).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn a_trapping_program_shrinks_to_a_small_one_that_traps_alike() {
    let config = Config {
        size: 80,
        trapping_divisions: 50,
        ..Config::default()
    };
    let traps = |q: &Program| {
        outcomes(q)
            .first()
            .is_some_and(|o| matches!(o, Outcome::Trap(TrapKind::DivisionByZero)))
    };
    let p = (0..)
        .map(|seed| generate(seed, &config))
        .find(|p| gate_count(p) >= 200 && traps(p))
        .unwrap_or_else(|| unreachable!("the search is unbounded"));
    let small = shrink(&p, traps);
    assert!(traps(&small));
    assert!(gate_count(&small) < 20, "{}", print_module(&small.module));
}
