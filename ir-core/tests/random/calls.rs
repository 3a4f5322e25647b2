//! Parameters past eight: functions and calls with stack arguments.

use super::*;

#[test]
fn parameters_past_eight_make_functions_and_calls_with_stack_arguments() {
    let config = Config {
        max_params: 14,
        functions: 4,
        ..Config::default()
    };
    let (mut wide_functions, mut wide_calls) = (0, 0);
    for seed in 0..20 {
        let p = generate(seed, &config);
        check(seed, &p).unwrap_or_else(|e| panic!("{e}"));
        for f in p.module.functions() {
            let c = &f.circuit;
            let args = c
                .gates()
                .filter(|&g| c.opcode(g) == Some(Opcode::Arg))
                .count();
            wide_functions += usize::from(args > 8);
            wide_calls += c
                .gates()
                .filter(|&g| c.opcode(g) == Some(Opcode::Call) && c.data_inputs(g).len() > 9)
                .count();
        }
    }
    assert!(
        wide_functions >= 10 && wide_calls >= 5,
        "{wide_functions} functions and {wide_calls} calls past eight arguments"
    );
}
