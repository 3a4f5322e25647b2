//! IR generation over the contest's programs: every functional and performance program turns
//! into a SysY-IR module that `sysy_ir::verify` accepts with no finding, whose text form
//! parses back to the same module.

mod common;

use opforge_cfg::{Module, parse_module, print_module};
use sysy_ir::Opcode;

/// The module of a program, verified; an error names the program.
fn module_of(c: &common::Case) -> Result<Module<Opcode>, String> {
    let src = std::fs::read_to_string(&c.sy).map_err(|e| e.to_string())?;
    let program = sysyc::compile(&src).map_err(|e| e.render(&c.name, &src))?;
    let module = sysyc::irgen::generate(&program).map_err(|e| e.to_string())?;
    match sysy_ir::verify(&module) {
        Ok(w) if w.is_empty() => {}
        Ok(w) => return Err(format!("warnings: {w:?}")),
        Err(report) => return Err(report.to_string()),
    }
    let text = print_module(&module);
    let back: Module<Opcode> = parse_module(&text).map_err(|e| format!("{e}\n{text}"))?;
    if print_module(&back) != text {
        return Err("the text does not read back the same".into());
    }
    Ok(module)
}

fn suite(name: &str, at_least: usize) {
    let cases = common::cases(name);
    assert!(cases.len() >= at_least, "expected the {name} programs");
    let results = common::parallel(&cases, 2, module_of);
    let mut failures = Vec::new();
    let mut insts = 0;
    for (c, r) in cases.iter().zip(&results) {
        match r {
            Ok(m) => {
                insts += m
                    .functions
                    .iter()
                    .map(|f| {
                        f.layout()
                            .iter()
                            .map(|&b| f.block_insts(b).len())
                            .sum::<usize>()
                    })
                    .sum::<usize>();
            }
            Err(e) => failures.push(format!("{}: {e}", c.name)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} {name} programs fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    assert!(insts > cases.len() * 10, "{insts} instructions in all");
}

#[test]
fn every_functional_program_becomes_a_verified_module() {
    suite("functional", 100);
}

#[test]
fn every_performance_program_becomes_a_verified_module() {
    suite("performance", 40);
}
