//! Every example circuit and every filetest of the Circuit IR, compiled by the whole pipeline
//! (verify, schedule, lower through the target's table, regalloc2 with its checker, emit) for
//! each target, A64 (`spec/lower-arm64.yaml`) and RV64 (`spec/lower-riscv64.yaml`), into one
//! static executable per file and target, run once under qemu-aarch64 or qemu-riscv64: each
//! `; run:` line's outcome must be the reference interpreter's, and RV64's must be A64's (a
//! difference names both targets' outcomes). A function the pipeline refuses must be one of
//! [`REFUSED`] on both targets, refused for the reason given there (so a
//! gap is a listed decision and a regression fails); the run lines of the other functions of its
//! file still run, except those whose calls can reach it. When qemu-aarch64 or qemu-riscv64 is
//! missing the test fails and says how to install it.

mod support;

use std::path::{Path, PathBuf};

use ir_core::circuit::Circuit;
use ir_core::interp::{Interpreter, Options, Outcome, TrapKind, Value, filetest};
use ir_core::module::Module;
use ir_core::opcode::{MachineType, Opcode};
use opforge_compile::module as compile;
use opforge_compile::pipeline::{Case, Machine, outcome, return_type, value_type};
use opforge_compile::regalloc::Allocator;

/// Functions the pipeline does not compile: (file, function, a word of the error).
const REFUSED: &[(&str, &str, &str)] = &[
    ("call_throw.circuit", "call_throw", "JS_BYTECODE"),
    ("floats.circuit", "fmod", "FMOD"),
    ("misc.circuit", "fexp", "FEXP"),
];

fn files() -> Vec<PathBuf> {
    support::circuit_files(&["examples", "ir-core/tests/filetests"])
}

/// Why each function of `module` does not lower on `machine`, if it does not.
fn refusals(module: &Module, machine: Machine) -> Vec<Option<String>> {
    module
        .functions()
        .iter()
        .map(|f| {
            machine
                .lower_function(&f.name, &f.circuit)
                .err()
                .map(|e| e.to_string())
        })
        .collect()
}

/// The functions each function may call: constant callees, or every function for a computed
/// one.
fn callees(module: &Module, c: &Circuit) -> Vec<usize> {
    let mut out = Vec::new();
    for g in c.gates() {
        if c.opcode(g) != Some(Opcode::Call) {
            continue;
        }
        match c.data_inputs(g).first().and_then(|&k| c.view(k)) {
            Some(v) if v.opcode == Opcode::Constant => out.push(v.bitfield as usize),
            _ => out.extend(0..module.functions().len()),
        }
    }
    out
}

/// Whether a call of `f` can reach a function in `refused`.
fn reaches(module: &Module, f: usize, refused: &[bool]) -> bool {
    let mut seen = vec![false; module.functions().len()];
    let mut work = vec![f];
    while let Some(x) = work.pop() {
        if x >= seen.len() || seen[x] {
            continue;
        }
        seen[x] = true;
        if refused[x] {
            return true;
        }
        work.extend(callees(module, &module.functions()[x].circuit));
    }
    false
}

/// A function that returns 0, standing in for a refused one that no case reaches.
fn stand_in() -> Circuit {
    support::stand_in()
}

/// What one file gave on one machine: the run lines that ran and the functions refused.
struct Ran {
    machine: Machine,
    cases: usize,
    refused: Vec<(String, String)>,
}

/// Compiles and runs one file's run lines on every machine; the A64 outcome of each case is
/// kept to name it when RV64 disagrees.
fn check_file(path: &Path) -> Vec<Ran> {
    let text = std::fs::read_to_string(path).expect("the file");
    let stem = path.file_stem().and_then(|s| s.to_str()).expect("a name");
    let parsed = ir_core::text::parse_module(&text, stem).expect("the file parses");
    let module = parsed.module;
    let mut cases: Vec<Case> = filetest::cases(&module, &text)
        .expect("its run lines")
        .into_iter()
        .map(|c| Case {
            function: c.function as usize,
            args: c.args,
        })
        .collect();
    if cases.is_empty() {
        // An example without run lines: call its function on small arguments.
        let index = module.index(stem).unwrap_or(0) as usize;
        let params = ir_core::interp::param_types(&module.functions()[index].circuit);
        for k in [0i64, 1, 5, 10, -3] {
            let args = params
                .iter()
                .map(|t| Value::int(t.unwrap_or(MachineType::I64), k))
                .collect();
            cases.push(Case {
                function: index,
                args,
            });
        }
    }
    // The cases that reach a function A64 refuses (one the interpreter may refuse too) are left
    // out, then those whose outcome is a limit of the reference rather than of the program (an
    // access outside every region, which compiled code does not check; a call depth the
    // interpreter refuses).
    let why: Vec<Vec<Option<String>>> =
        Machine::ALL.iter().map(|&m| refusals(&module, m)).collect();
    let refused_a64: Vec<bool> = why[0].iter().map(Option::is_some).collect();
    cases.retain(|c| !reaches(&module, c.function, &refused_a64));
    let options = Options {
        max_call_depth: 1024,
        ..Options::default()
    };
    let mut interp = Interpreter::new(&module, options);
    let mut expected = Vec::new();
    cases.retain(|case| {
        let outcome = interp
            .call_at(case.function as u64, &case.args)
            .expect("the interpreter runs it");
        let unchecked = matches!(
            outcome,
            Outcome::Trap(TrapKind::OutOfBounds | TrapKind::StackOverflow)
        );
        if !unchecked {
            expected.push(outcome);
        }
        !unchecked
    });
    // A64's outcome of each case, once it ran.
    let mut on_a64: Vec<Option<Outcome>> = vec![None; cases.len()];
    let mut out = Vec::new();
    for (machine, why) in Machine::ALL.into_iter().zip(&why) {
        let refused: Vec<bool> = why.iter().map(Option::is_some).collect();
        let names: Vec<(String, String)> = module
            .functions()
            .iter()
            .zip(why)
            .filter_map(|(f, w)| w.clone().map(|w| (f.name.clone(), w)))
            .collect();
        let picked: Vec<usize> = (0..cases.len())
            .filter(|&i| !reaches(&module, cases[i].function, &refused))
            .collect();
        let run: Vec<Case> = picked.iter().map(|&i| cases[i].clone()).collect();
        if !run.is_empty() {
            let mut compiled = Module::new();
            for (f, &r) in module.functions().iter().zip(&refused) {
                let circuit = if r { stand_in() } else { f.circuit.clone() };
                compiled
                    .push(f.name.clone(), circuit)
                    .expect("unique names");
            }
            // With each of regalloc2's allocators, its checker on.
            for allocator in Allocator::ALL {
                let options = compile::Options {
                    checked: true,
                    allocator,
                };
                let program = machine
                    .compile_module(&compiled, &run, options)
                    .unwrap_or_else(|e| {
                        panic!(
                            "{} ({}, {}): {e}",
                            path.display(),
                            machine.name(),
                            allocator.name()
                        )
                    });
                let dir =
                    std::env::temp_dir().join(format!("opforge-circuits-{}", std::process::id()));
                let results = machine
                    .run(&program.elf, &dir, stem)
                    .unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(
                    results.len(),
                    run.len(),
                    "{} ({}): one result per case",
                    path.display(),
                    machine.name()
                );
                for (&i, &result) in picked.iter().zip(&results) {
                    let (case, expected) = (&cases[i], &expected[i]);
                    let f = &module.functions()[case.function];
                    let got = outcome(value_type(expected, return_type(&f.circuit)), result);
                    let a64 = on_a64[i];
                    assert!(
                        got.is_some_and(|g| g.same_as(expected))
                            && a64.is_none_or(|a| got.is_some_and(|g| g.same_as(&a))),
                        "{} ({}, {}): {} on {:?}: {} gives {got:?}, the interpreter {expected}{}",
                        path.display(),
                        machine.name(),
                        allocator.name(),
                        f.name,
                        case.args,
                        machine.emulator().0,
                        a64.map(|a| format!(", qemu-aarch64 (arm64) {a}"))
                            .unwrap_or_default()
                    );
                    if machine == Machine::A64 {
                        on_a64[i] = got;
                    }
                }
            }
        }
        out.push(Ran {
            machine,
            cases: run.len(),
            refused: names,
        });
    }
    out
}

#[test]
fn every_example_and_filetest_agrees_with_the_interpreter_under_qemu() {
    for machine in Machine::ALL {
        if let Err(e) = machine.emulator().path() {
            panic!("{e}");
        }
    }
    let mut ran = vec![0usize; Machine::ALL.len()];
    let mut refused: Vec<(Machine, String, String, String)> = Vec::new();
    for path in files() {
        let file = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a name")
            .to_owned();
        for r in check_file(&path) {
            let m = Machine::ALL
                .iter()
                .position(|&m| m == r.machine)
                .unwrap_or(0);
            ran[m] += r.cases;
            refused.extend(
                r.refused
                    .into_iter()
                    .map(|(f, why)| (r.machine, file.clone(), f, why)),
            );
        }
    }
    for (machine, file, function, why) in &refused {
        match REFUSED.iter().find(|r| r.0 == file && r.1 == function) {
            Some((_, _, word)) => assert!(
                why.contains(word),
                "{file}:{function} refused on {} for another reason: {why}",
                machine.name()
            ),
            None => panic!("{file}:{function} is refused on {}: {why}", machine.name()),
        }
    }
    for machine in Machine::ALL {
        for &(file, function, _) in REFUSED {
            assert!(
                refused
                    .iter()
                    .any(|r| r.0 == machine && r.1 == file && r.2 == function),
                "{file}:{function} compiles on {} now: take it off the list",
                machine.name()
            );
        }
    }
    for (machine, ran) in Machine::ALL.iter().zip(&ran) {
        eprintln!(
            "{}: {ran} run lines agree; {} functions refused as listed",
            machine.name(),
            refused.iter().filter(|r| r.0 == *machine).count()
        );
        assert!(*ran >= 80, "only {ran} run lines ran on {}", machine.name());
    }
}
