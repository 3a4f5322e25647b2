//! Random circuits from `ir_core::random` (built from the gate table), compiled by the whole
//! pipeline for A64 and run under qemu-aarch64, and for RV64 and run under qemu-riscv64,
//! compared result by result with the reference interpreter. Programs are batched: the functions
//! of many programs go into one module (their callee numbers shifted), so one executable and one
//! qemu start serve hundreds of programs. A difference is shrunk to a small program and printed.
//! `OPFORGE_RANDOM_PROGRAMS` sets how many programs run on A64 (the long run of the closing note
//! is `OPFORGE_RANDOM_PROGRAMS=1000000`), `OPFORGE_RANDOM_PROGRAMS_RV64` on RV64; without them,
//! 10,000 on A64 and [`RV64_PROGRAMS`] on RV64 (about a minute on two cores), a quarter of them
//! with divisions that may trap, batches alternating between regalloc2's backtracking and
//! single-pass allocators. When qemu-aarch64 or qemu-riscv64 is missing the test fails and says
//! how to install it.

use ir_core::circuit::Circuit;
use ir_core::interp::{Interpreter, Options, Outcome, TrapKind};
use ir_core::module::Module;
use ir_core::opcode::{MachineType, Opcode};
use ir_core::random::{Config, Program, generate, shrink};
use opforge_compile::elf;
use opforge_compile::module::Options as CompileOptions;
use opforge_compile::pipeline::{Case, Machine, outcome, return_type};
use opforge_compile::regalloc::Allocator;

/// Programs per executable.
const BATCH: usize = 250;

/// Programs run on RV64 without `OPFORGE_RANDOM_PROGRAMS_RV64`.
const RV64_PROGRAMS: usize = 10_000;

/// The gates the pipeline compiles for `machine`: those its lowering table does not mark
/// unsupported as a whole (what it refuses at some types, the generator's conversions and
/// families never make; its callees are constants, which every table calls).
fn config(machine: Machine) -> Config {
    let mut c = Config::default();
    c.gates.retain(|&g| machine.unsupported(g).is_none());
    assert!(!c.gates.contains(&Opcode::Fmod), "FMOD is left out");
    c
}

/// Shifts the callee constants of `circuit` by `offset` (a function's address is its index).
fn shift_callees(circuit: &mut Circuit, offset: u64) {
    let calls: Vec<_> = circuit
        .gates()
        .filter(|&g| circuit.opcode(g) == Some(Opcode::Call))
        .collect();
    let mut callees: Vec<_> = calls
        .iter()
        .filter_map(|&g| circuit.data_inputs(g).first().copied())
        .collect();
    callees.sort();
    callees.dedup();
    for c in callees {
        if circuit.opcode(c) == Some(Opcode::Constant)
            && let Some(b) = circuit.bitfield(c)
        {
            circuit.set_bitfield(c, b + offset);
        }
    }
}

/// One module holding the functions of every program, and the harness cases of each program.
fn batch(programs: &[Program]) -> (Module, Vec<Vec<Case>>) {
    let mut module = Module::new();
    let mut cases = Vec::new();
    for (p, program) in programs.iter().enumerate() {
        let offset = module.functions().len() as u64;
        for f in program.module.functions() {
            let mut circuit = f.circuit.clone();
            shift_callees(&mut circuit, offset);
            module
                .push(format!("p{p}_{}", f.name), circuit)
                .expect("unique names");
        }
        cases.push(
            program
                .cases
                .iter()
                .map(|args| Case {
                    function: offset as usize,
                    args: args.clone(),
                })
                .collect(),
        );
    }
    (module, cases)
}

/// The gates the pipeline compiles, with a quarter of the programs (every fourth seed) dividing
/// by values that may be zero, so that cases trap, often on only some paths.
fn config_for(seed: u64, machine: Machine) -> Config {
    Config {
        trapping_divisions: if seed % 4 == 3 { 25 } else { 0 },
        ..config(machine)
    }
}

/// The interpreter's outcomes of one program's cases: a value, or a division's trap.
fn expected(program: &Program) -> Vec<Outcome> {
    let mut interp = Interpreter::new(&program.module, Options::default());
    program
        .cases
        .iter()
        .map(|args| match interp.call_at(0, args) {
            Ok(
                o @ (Outcome::Return(_)
                | Outcome::Trap(TrapKind::DivisionByZero | TrapKind::IntegerOverflow)),
            ) => o,
            other => panic!("the generator's contract is broken: {other:?}"),
        })
        .collect()
}

/// Whether qemu's result `got` is the interpreter's outcome `want` for the entry function of
/// `program`.
fn agrees(program: &Program, want: &Outcome, got: elf::CaseResult) -> Result<(), String> {
    let ty = program
        .module
        .functions()
        .first()
        .map_or(MachineType::I64, |f| return_type(&f.circuit));
    let got = outcome(ty, got);
    if got.as_ref().is_some_and(|g| g.same_as(want)) {
        Ok(())
    } else {
        Err(format!("qemu gives {got:?}, the interpreter {want}"))
    }
}

/// Whether `program` compiles and every case gives the interpreter's value under qemu; the first
/// difference otherwise.
/// Compilation with `allocator` and regalloc2's checker.
fn options(allocator: Allocator) -> CompileOptions {
    CompileOptions {
        checked: true,
        allocator,
    }
}

fn check(
    program: &Program,
    dir: &std::path::Path,
    name: &str,
    allocator: Allocator,
    machine: Machine,
) -> Result<(), String> {
    let (module, cases) = batch(std::slice::from_ref(program));
    let cases: Vec<Case> = cases.into_iter().flatten().collect();
    let compiled = machine
        .compile_module(&module, &cases, options(allocator))
        .map_err(|e| e.to_string())?;
    let words = machine
        .run(&compiled.elf, dir, name)
        .map_err(|e| e.to_string())?;
    for ((args, want), word) in program.cases.iter().zip(expected(program)).zip(words) {
        agrees(program, &want, word).map_err(|e| format!("on {args:?}: {e}"))?;
    }
    Ok(())
}

/// The number in the environment variable `var`, else `default`.
fn programs(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn random_circuits_agree_with_the_interpreter_under_qemu() {
    differential(Machine::A64, programs("OPFORGE_RANDOM_PROGRAMS", 10_000));
}

#[test]
fn random_circuits_agree_with_the_interpreter_under_qemu_riscv64() {
    differential(
        Machine::Rv64,
        programs("OPFORGE_RANDOM_PROGRAMS_RV64", RV64_PROGRAMS),
    );
}

/// Runs `total` random programs on `machine`, batch by batch; a difference is shrunk and
/// reported.
fn differential(machine: Machine, total: usize) {
    if let Err(e) = machine.emulator().path() {
        panic!("{e}");
    }
    let started = std::time::Instant::now();
    let dir = std::env::temp_dir().join(format!(
        "opforge-random-{}-{}",
        machine.name(),
        std::process::id()
    ));
    let (mut cases_run, mut gates, mut traps) = (0usize, 0usize, 0usize);
    let mut float_calls = 0usize;
    let mut seed = 0u64;
    while (seed as usize) < total {
        let n = BATCH.min(total - seed as usize);
        let programs: Vec<Program> = (seed..seed + n as u64)
            .map(|s| generate(s, &config_for(s, machine)))
            .collect();
        gates += programs
            .iter()
            .map(ir_core::random::gate_count)
            .sum::<usize>();
        float_calls += programs.iter().map(calls_passing_floats).sum::<usize>();
        let (module, cases) = batch(&programs);
        let flat: Vec<Case> = cases.iter().flatten().cloned().collect();
        // Batches alternate between regalloc2's two allocators.
        let allocator = Allocator::ALL[(seed as usize / BATCH) % 2];
        let result = machine
            .compile_module(&module, &flat, options(allocator))
            .map_err(|e| e.to_string())
            .and_then(|c| {
                machine
                    .run(&c.elf, &dir, "batch")
                    .map_err(|e| e.to_string())
            });
        let words = match result {
            Ok(words) => words,
            Err(e) => {
                // Find the program at fault one by one, then shrink it.
                let (i, p) = programs
                    .iter()
                    .enumerate()
                    .find(|(_, p)| check(p, &dir, "one", allocator, machine).is_err())
                    .unwrap_or_else(|| {
                        panic!("the batch at seed {seed} fails ({e}) but no program alone does")
                    });
                report(seed + i as u64, p, &dir, allocator, machine);
            }
        };
        let mut at = 0;
        for (i, program) in programs.iter().enumerate() {
            let want = expected(program);
            for (args, want) in program.cases.iter().zip(want) {
                if matches!(want, Outcome::Trap(_)) {
                    traps += 1;
                }
                let got = words[at];
                at += 1;
                if let Err(e) = agrees(program, &want, got) {
                    eprintln!("seed {}: on {args:?}: {e}", seed + i as u64);
                    report(seed + i as u64, program, &dir, allocator, machine);
                }
            }
        }
        cases_run += at;
        seed += n as u64;
    }
    eprintln!(
        "{}: {total} random programs ({gates} gates, {float_calls} calls passing floats), \
         {cases_run} cases ({traps} of them division traps) in {:.1} s: {} and the interpreter \
         agree",
        machine.name(),
        started.elapsed().as_secs_f64(),
        machine.emulator().0
    );
    assert!(
        traps > 0 || total < 100,
        "no case trapped: the trapping divisions are not exercised"
    );
    assert!(
        float_calls > 0 || total < 100,
        "no call passed a float: float arguments are not exercised"
    );
}

/// The CALL gates of `program` with a float among their arguments.
fn calls_passing_floats(program: &Program) -> usize {
    program
        .module
        .functions()
        .iter()
        .map(|f| {
            let c = &f.circuit;
            c.gates()
                .filter(|&g| c.opcode(g) == Some(Opcode::Call))
                .filter(|&g| {
                    c.data_inputs(g).iter().skip(1).any(|&a| {
                        matches!(c.machine_type(a), Some(MachineType::F32 | MachineType::F64))
                    })
                })
                .count()
        })
        .sum()
}

/// Shrinks a failing program and panics with it.
fn report(
    seed: u64,
    program: &Program,
    dir: &std::path::Path,
    allocator: Allocator,
    machine: Machine,
) -> ! {
    let first = check(program, dir, "one", allocator, machine)
        .err()
        .unwrap_or_default();
    let small = shrink(program, |p| {
        check(p, dir, "shrink", allocator, machine).is_err()
    });
    let why = check(&small, dir, "shrunk", allocator, machine)
        .err()
        .unwrap_or_default();
    panic!(
        "seed {seed} ({}, {}): {first}\nshrunk to {} gates ({why}):\n{}",
        machine.name(),
        allocator.name(),
        ir_core::random::gate_count(&small),
        ir_core::text::print_module(&small.module)
    );
}

#[test]
fn named_stress_cases() {
    stress(Machine::A64);
}

#[test]
fn named_stress_cases_riscv64() {
    stress(Machine::Rv64);
}

/// More live values than registers, values across calls, arguments past the registers, 32-bit
/// values in 64-bit registers, deep nesting: large programs of the generator with those
/// features forced, each compiled for `machine` with both allocators.
fn stress(machine: Machine) {
    if let Err(e) = machine.emulator().path() {
        panic!("{e}");
    }
    let dir = std::env::temp_dir().join(format!(
        "opforge-stress-{}-{}",
        machine.name(),
        std::process::id()
    ));
    let base = config(machine);
    let stress = [
        (
            "many live values",
            Config {
                size: 400,
                control: false,
                memory: false,
                functions: 1,
                ..base.clone()
            },
        ),
        (
            "calls that clobber",
            Config {
                size: 120,
                functions: 4,
                ..base.clone()
            },
        ),
        (
            "arguments on the stack",
            Config {
                size: 120,
                functions: 4,
                max_params: 14,
                ..base.clone()
            },
        ),
        (
            "32-bit values in 64-bit registers",
            Config {
                types: vec![
                    MachineType::I32,
                    MachineType::I64,
                    MachineType::I8,
                    MachineType::I16,
                ],
                size: 150,
                ..base.clone()
            },
        ),
        (
            "deep nesting and loops",
            Config {
                size: 300,
                max_loop_trip: 12,
                ..base.clone()
            },
        ),
    ];
    for (name, config) in stress {
        for seed in 0..20 {
            let program = generate(seed, &config);
            for allocator in Allocator::ALL {
                if let Err(e) = check(&program, &dir, "stress", allocator, machine) {
                    panic!(
                        "{name}, seed {seed} ({}, {}): {e}",
                        machine.name(),
                        allocator.name()
                    );
                }
            }
        }
    }
}
