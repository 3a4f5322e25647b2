//! The lowering driver on a schedule written by hand (so it is tested apart from the
//! scheduler): `examples/sum.circuit` in four blocks becomes LIR that the verifier accepts,
//! that regalloc2 allocates (its checker passing), and that computes the interpreter's sums
//! under qemu-aarch64. Also: a compare feeding only the branch is absorbed into `br_icmp`, a
//! constant that fits becomes an immediate, and a gate no rule lowers is named in the error.

use ir_core::circuit::GateRef;
use ir_core::interp::{Options, Outcome, Value, run};
use ir_core::opcode::MachineType;
use opforge_compile::lir::Opcode;
use opforge_compile::lower::{LowerError, lower};
use opforge_compile::pipeline::outcome;
use opforge_compile::schedule::{Block, Exit, Schedule};
use opforge_compile::{elf, module};

fn g(n: u32) -> GateRef {
    GateRef(n)
}

fn block(head: u32, params: &[u32], gates: &[u32], exit: Exit) -> Block {
    Block {
        head: Some(g(head)),
        params: params.iter().map(|&n| g(n)).collect(),
        gates: gates.iter().map(|&n| g(n)).collect(),
        exit,
        loop_depth: 0,
    }
}

fn sum() -> (ir_core::circuit::Circuit, Schedule) {
    let circuit = ir_core::text::parse(include_str!("../../examples/sum.circuit"))
        .expect("sum parses")
        .circuit;
    let schedule = Schedule {
        blocks: vec![
            block(
                1,
                &[],
                &[8, 9, 10],
                Exit::Jump {
                    target: 1,
                    args: vec![g(9), g(9)],
                },
            ),
            block(
                11,
                &[12, 13],
                &[14],
                Exit::Branch {
                    gate: g(15),
                    cond: g(14),
                    then_block: 2,
                    else_block: 3,
                },
            ),
            block(
                16,
                &[],
                &[18, 19],
                Exit::Jump {
                    target: 1,
                    args: vec![g(18), g(19)],
                },
            ),
            block(
                17,
                &[],
                &[],
                Exit::Return {
                    gate: g(21),
                    value: Some(g(13)),
                },
            ),
        ],
        idom: vec![0, 0, 1, 1],
    };
    (circuit, schedule)
}

#[test]
fn sum_lowers_allocates_and_runs_like_the_interpreter() {
    let (circuit, schedule) = sum();
    let f = lower(&circuit, &schedule, "sum").unwrap_or_else(|e| panic!("{e}"));
    let text = opforge_cfg::text::print(&f);
    opforge_cfg::verify(&f).unwrap_or_else(|e| panic!("{e}\n{text}"));
    // The compare is absorbed into the branch; `+ 1` uses the immediate form.
    assert!(text.contains("br_icmp"), "{text}");
    assert!(!text.contains(" icmp "), "{text}");
    assert!(text.contains("iadd_imm"), "{text}");
    let args = [0i64, 1, 10, 1000, -3];
    let program = module::compile(
        &[f],
        &args.iter().map(|&a| (0, vec![a])).collect::<Vec<_>>(),
        true,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::env::temp_dir().join(format!("opforge-lower-{}", std::process::id()));
    let words = elf::run(&program.elf, &dir, "sum").unwrap_or_else(|e| panic!("{e}"));
    for (&a, &w) in args.iter().zip(&words) {
        let _ = Outcome::Return(Value::i32(0));
        let want = run(&circuit, &[Value::i32(a as i32)], &Options::default()).expect("runs");
        assert_eq!(Some(want), outcome(MachineType::I32, w), "sum({a})");
    }
}

#[test]
fn a_gate_without_a_rule_is_named() {
    let text = "%8 = ARG f64 0 <%7>\n%9 = ARG f64 1 <%7>\n%10 = FMOD f64 (%8, %9)\n%11 = RETURN [%1] {%2} (%10) <%3>\n";
    let circuit = ir_core::text::parse(text).expect("parses").circuit;
    let schedule = Schedule {
        blocks: vec![block(
            1,
            &[],
            &[8, 9, 10],
            Exit::Return {
                gate: g(11),
                value: Some(g(10)),
            },
        )],
        idom: vec![0],
    };
    let e = lower(&circuit, &schedule, "f").expect_err("FMOD is unsupported");
    assert!(
        matches!(e, LowerError::Unsupported { gate, .. } if gate == g(10)),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        "gate %10 (FMOD) is not supported: float remainders need a libm call (fmod)"
    );
    let _ = Opcode::Iadd;
}
