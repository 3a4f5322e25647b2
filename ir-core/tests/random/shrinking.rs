//! The shrinker: a failure kept and made small, the interpreter's result kept, a program that
//! never fails returned whole.

use super::*;

#[test]
fn shrinking_keeps_the_failure_and_ends_small() {
    let p = big_program_with_sdiv(200);
    let start = Instant::now();
    let has_sdiv = |q: &Program| opcodes(q).any(|op| op == Opcode::Sdiv);
    let small = shrink(&p, has_sdiv);
    eprintln!(
        "{} gates shrunk to {} in {:?}:\n{}",
        gate_count(&p),
        gate_count(&small),
        start.elapsed(),
        print_module(&small.module)
    );
    assert!(has_sdiv(&small));
    assert!(gate_count(&small) < 20, "{}", print_module(&small.module));
    check(0, &small).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(small.cases.len(), 1);
}

#[test]
fn shrinking_on_the_interpreter_s_result_keeps_it() {
    let odd = |q: &Program| match outcomes(q).first() {
        Some(Outcome::Return(v)) => v.bits() & 1 == 1,
        _ => false,
    };
    let config = Config {
        size: 80,
        ..Config::default()
    };
    let p = (0..)
        .map(|seed| generate(seed, &config))
        .find(|p| gate_count(p) >= 200 && odd(p))
        .unwrap_or_else(|| unreachable!("the search is unbounded"));
    let small = shrink_checked(0, &p, odd);
    assert!(gate_count(&small) < 20, "{}", print_module(&small.module));
}

#[test]
fn a_program_that_never_fails_is_returned_whole() {
    let p = generate(3, &Config::default());
    let same = shrink(&p, |_| false);
    assert_eq!(print_module(&same.module), print_module(&p.module));
    assert_eq!(same.cases, p.cases);
}
