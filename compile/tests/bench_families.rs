//! The compile-time benchmark's functions are the same function on both sides: each family's
//! Circuit gives the plain-Rust model's value under the interpreter and, compiled by the
//! pipeline, under qemu-aarch64 and qemu-riscv64; Cranelift compiles the same description for
//! aarch64 and riscv64.

#[path = "../benches/support/mod.rs"]
#[allow(dead_code)]
mod support;

use ir_core::interp::{Options, Outcome, Value, run};
use opforge_compile::elf::CaseResult;
use opforge_compile::module::Options as CompileOptions;
use opforge_compile::pipeline::{Case, Machine};

use support::{Desc, Family, PARAMS, circuit, clif};

const ARGS: [[u64; PARAMS]; 4] = [
    [0, 0, 0, 0],
    [5, 3, 7, 11],
    [13, u64::MAX, 2, 1 << 40],
    [0x1234_5678, 9, 0x8000_0000_0000_0000, 3],
];

#[test]
fn both_sides_build_the_model_function() {
    let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
    let isas = [
        clif::isa("none", "backtracking"),
        clif::isa_for("riscv64", "none", "backtracking"),
    ];
    // 400 operations; a loop of 10,000 whose frame holds over 4 KiB of spill slots (two
    // instructions move the stack pointer); a loop of 60,000 whose spill slots lie past the
    // reach of a store's offset from the stack pointer (addressed through x17).
    for (family, size) in [
        (Family::Straight, 400),
        (Family::Loop, 400),
        (Family::Diamonds, 400),
        (Family::Loop, 10_000),
        (Family::Loop, 60_000),
    ] {
        let d = Desc::new(family, size);
        let c = circuit::build(&d);
        c.verify().unwrap_or_else(|e| panic!("{family:?}: {e}"));
        let module = ir_core::module::Module::single("f", c.clone());
        let mut cases = Vec::new();
        for args in ARGS {
            let values: Vec<Value> = args
                .iter()
                .map(|&a| Value::int(ir_core::opcode::MachineType::I64, a as i64))
                .collect();
            let want = d.model(args);
            let got = run(&c, &values, &Options::default()).expect("runs");
            assert_eq!(
                got,
                Outcome::Return(Value::int(ir_core::opcode::MachineType::I64, want as i64)),
                "{family:?} {args:?}"
            );
            cases.push(Case {
                function: 0,
                args: values,
            });
        }
        let dir =
            std::env::temp_dir().join(format!("opforge-bench-families-{}", std::process::id()));
        for machine in Machine::ALL {
            let program = machine
                .compile_module(&module, &cases, CompileOptions::checked(true))
                .unwrap_or_else(|e| panic!("{}: {e}", machine.name()));
            let results = machine
                .run(&program.elf, &dir, "family")
                .unwrap_or_else(|e| panic!("{}: {e}", machine.name()));
            for (args, r) in ARGS.iter().zip(results) {
                assert_eq!(
                    r,
                    CaseResult::Returned(d.model(*args) as i64),
                    "{family:?} {args:?} under qemu for {}",
                    machine.name()
                );
            }
        }
        for isa in &isas {
            let code = clif::compile(clif::build(&d, &mut fctx), isa);
            // Both compilers drop operations whose values reach no result; Cranelift still
            // emits a whole function.
            assert!(
                code.len() >= 4 * 50 && code.len().is_multiple_of(4),
                "{family:?}: {} bytes from Cranelift {}",
                code.len(),
                isa.name()
            );
        }
    }
}
