//! The contest's 100 functional programs, each parsed, checked and interpreted with its input;
//! output and exit status compared with the `.out` file as judges do.

mod common;

use sysyc::interp::{Limits, run};

#[test]
fn functional_suite_passes_in_the_interpreter() {
    let cases = common::cases("functional");
    assert_eq!(cases.len(), 100, "expected the 100 functional programs");
    let results = common::parallel(&cases, 2, |c| {
        let src = std::fs::read_to_string(&c.sy).map_err(|e| e.to_string())?;
        let program = sysyc::compile(&src).map_err(|e| e.render(&c.name, &src))?;
        let outcome = run(&program, &c.input, Limits::default()).map_err(|e| e.to_string())?;
        common::compare(&outcome.expected_form(), &c.expected)
    });
    let failures: Vec<String> = cases
        .iter()
        .zip(&results)
        .filter_map(|(c, r)| r.as_ref().err().map(|e| format!("{}: {e}", c.name)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} functional programs fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn performance_programs_parse_and_check() {
    // Running them takes far beyond the interpreter's budget; the front end must take them all.
    let cases = common::cases("performance");
    assert!(cases.len() >= 40, "expected the performance programs");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| {
            let src = std::fs::read_to_string(&c.sy).expect("the program reads");
            sysyc::compile(&src).err().map(|e| e.render(&c.name, &src))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
