//! The lowering driver on a schedule written by hand (so it is tested apart from the
//! scheduler): `examples/sum.circuit` in four blocks becomes LIR that the verifier accepts,
//! that regalloc2 allocates (its checker passing), and that computes the interpreter's sums
//! under qemu-aarch64; the same schedule lowered for RV64 (`spec/lower-riscv64.yaml`) runs under
//! qemu-riscv64. Also: a compare feeding only the branch is absorbed into `br_icmp` (on RV64
//! into one compare-and-branch, `br_lt` for its `slt`), a constant
//! that fits becomes an immediate, and a gate no rule lowers is named in the error.

use ir_core::circuit::GateRef;
use ir_core::interp::{Options, Outcome, Value, run};
use ir_core::opcode::MachineType;
use opforge_compile::lir::Opcode;
use opforge_compile::lower::{LowerError, lower, lower_for};
use opforge_compile::pipeline::{Machine, outcome};
use opforge_compile::rv64::target::Rv64;
use opforge_compile::schedule::{Block, Exit, Schedule, Span};
use opforge_compile::{a64, elf, module};

fn g(n: u32) -> GateRef {
    GateRef(n)
}

/// The gates numbered `ns`, as a list of `s`.
fn list(s: &mut Schedule, ns: &[u32]) -> Span {
    s.push_list(&ns.iter().map(|&n| g(n)).collect::<Vec<_>>())
}

/// Appends a block (at loop depth 0) to `s`.
fn block(s: &mut Schedule, head: u32, params: &[u32], gates: &[u32], exit: Exit) {
    let params = list(s, params);
    let gates = list(s, gates);
    s.blocks.push(Block {
        head: Some(g(head)),
        params,
        gates,
        exit,
        loop_depth: 0,
    });
}

fn sum() -> (ir_core::circuit::Circuit, Schedule) {
    let circuit = ir_core::text::parse(include_str!("../../examples/sum.circuit"))
        .expect("sum parses")
        .circuit;
    let mut s = Schedule {
        idom: vec![0, 0, 1, 1],
        ..Schedule::default()
    };
    let args = list(&mut s, &[9, 9]);
    block(&mut s, 1, &[], &[8, 9, 10], Exit::Jump { target: 1, args });
    let branch = Exit::Branch {
        gate: g(15),
        cond: g(14),
        then_block: 2,
        else_block: 3,
    };
    block(&mut s, 11, &[12, 13], &[14], branch);
    let args = list(&mut s, &[18, 19]);
    block(&mut s, 16, &[], &[18, 19], Exit::Jump { target: 1, args });
    let ret = Exit::Return {
        gate: g(21),
        value: Some(g(13)),
    };
    block(&mut s, 17, &[], &[], ret);
    (circuit, s)
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
    let program = a64::compile(
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
fn sum_lowers_for_riscv64_and_runs_like_the_interpreter() {
    let (circuit, schedule) = sum();
    let f = lower_for::<Rv64>(&circuit, &schedule, "sum").unwrap_or_else(|e| panic!("{e}"));
    let text = opforge_cfg::text::print(&f);
    opforge_cfg::verify(&f).unwrap_or_else(|e| panic!("{e}\n{text}"));
    // `i < n` (ICMP SLT) is absorbed into one compare-and-branch; `+ 1` uses the immediate form.
    let branches: Vec<&str> = text.lines().filter(|l| l.contains("br_")).collect();
    assert_eq!(branches.len(), 1, "{text}");
    assert!(branches[0].contains("br_lt"), "{text}");
    assert!(!text.contains("slt ") && !text.contains("brif"), "{text}");
    assert!(text.contains("iadd_imm"), "{text}");
    let args = [0i64, 1, 10, 1000, -3];
    let cases: Vec<(usize, Vec<opforge_compile::executable::HarnessArg>)> = args
        .iter()
        .map(|&a| (0, vec![opforge_compile::executable::HarnessArg::Int(a)]))
        .collect();
    let program =
        module::compile_program_for::<Rv64>(&[f], &[], &cases, module::Options::checked(true))
            .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::env::temp_dir().join(format!("opforge-lower-rv64-{}", std::process::id()));
    let words = Machine::Rv64
        .run(&program.elf, &dir, "sum")
        .unwrap_or_else(|e| panic!("{e}"));
    for (&a, &w) in args.iter().zip(&words) {
        let want = run(&circuit, &[Value::i32(a as i32)], &Options::default()).expect("runs");
        assert_eq!(Some(want), outcome(MachineType::I32, w), "sum({a}) on RV64");
    }
}

/// Lowers `text` (a function of one block holding `gates`, returning gate `value` from RETURN
/// gate `ret`), which must fail.
fn lower_error(text: &str, gates: &[u32], ret: u32, value: u32) -> LowerError {
    let circuit = ir_core::text::parse(text).expect("parses").circuit;
    let mut schedule = Schedule {
        idom: vec![0],
        ..Schedule::default()
    };
    let exit = Exit::Return {
        gate: g(ret),
        value: Some(g(value)),
    };
    block(&mut schedule, 1, &[], gates, exit);
    lower(&circuit, &schedule, "f").expect_err("the table does not lower it")
}

#[test]
fn a_gate_without_a_rule_is_named() {
    let text = "%8 = ARG f64 0 <%7>\n%9 = ARG f64 1 <%7>\n%10 = FMOD f64 (%8, %9)\n%11 = RETURN [%1] {%2} (%10) <%3>\n";
    let e = lower_error(text, &[8, 9, 10], 11, 10);
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

#[test]
fn a_gate_the_table_refuses_at_its_types_is_named_with_the_reason() {
    let text = "%8 = ARG f64 0 <%7>\n%9 = TRUNC i8 (%8)\n%10 = RETURN [%1] {%2} (%9) <%3>\n";
    let e = lower_error(text, &[8, 9], 10, 9);
    assert_eq!(
        e.to_string(),
        "gate %9 (TRUNC) is not supported: TRUNC takes an integer (FPTOSI and FPTOUI take floats)"
    );
}
