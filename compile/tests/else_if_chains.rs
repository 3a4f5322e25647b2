//! A chain of `else if`s whose paths all meet at one MERGE (3,000 branches; a VALUE_SELECTOR of
//! 3,001 inputs): the shape that made every dominator computation (the verifier's, the
//! scheduler's, the LIR's) and the scheduler's join lookup quadratic. It compiles with both of
//! regalloc2's allocators and, under qemu-aarch64, gives what the interpreter gives for values
//! that take the first, a middle, the last and no branch.

use ir_core::interp::{Interpreter, Options, Outcome, Value};
use ir_core::opcode::MachineType;
use opforge_compile::elf;
use opforge_compile::module::Options as CompileOptions;
use opforge_compile::pipeline::{Case, compile_module, outcome};
use opforge_compile::regalloc::Allocator;

/// `if x == 0 return 0; else if x == 1 return 3; ... else return -1`, through one MERGE.
fn chain(n: u32) -> String {
    let mut text = String::from("%8 = ARG i32 0 <%7>\n");
    let mut g = 9;
    let mut state = 1;
    let (mut paths, mut values) = (Vec::new(), Vec::new());
    for k in 0..n {
        text.push_str(&format!(
            "%{g} = CONSTANT i32 {k} <%5>\n%{} = ICMP eq (%8, %{g})\n%{} = IF_BRANCH [%{state}] (%{})\n\
             %{} = IF_TRUE [%{}]\n%{} = IF_FALSE [%{}]\n%{} = CONSTANT i32 {} <%5>\n",
            g + 1,
            g + 2,
            g + 1,
            g + 3,
            g + 2,
            g + 4,
            g + 2,
            g + 5,
            3 * k
        ));
        paths.push(format!("%{}", g + 3));
        values.push(format!("%{}", g + 5));
        state = g + 4;
        g += 6;
    }
    text.push_str(&format!("%{g} = CONSTANT i32 4294967295 <%5>\n"));
    paths.push(format!("%{state}"));
    values.push(format!("%{g}"));
    let (merge, select) = (g + 1, g + 2);
    text.push_str(&format!(
        "%{merge} = MERGE [{}]\n%{select} = VALUE_SELECTOR i32 [%{merge}] ({})\n%{} = RETURN [%{merge}] {{%2}} (%{select}) <%3>\n",
        paths.join(", "),
        values.join(", "),
        g + 3
    ));
    text
}

/// One call of the chain per input.
fn calls(inputs: &[i64]) -> Vec<Case> {
    inputs
        .iter()
        .map(|&x| Case {
            function: 0,
            args: vec![Value::int(MachineType::I32, x)],
        })
        .collect()
}

#[test]
fn a_long_else_if_chain_compiles_and_runs_as_the_interpreter_says() {
    let n = 3_000;
    let parsed = ir_core::text::parse_module(&chain(n), "chain").expect("parses");
    let module = parsed.module;
    module.verify().unwrap_or_else(|e| panic!("{e:?}"));
    let inputs = [0i64, 1, 1_234, i64::from(n) - 1, i64::from(n), -5];
    let cases = calls(&inputs);
    let want: Vec<Outcome> = cases
        .iter()
        .map(|c| {
            Interpreter::new(&module, Options::default())
                .call_at(0, &c.args)
                .expect("runs")
        })
        .collect();
    assert_eq!(want[2], Outcome::Return(Value::i32(3 * 1_234)));
    assert_eq!(want[4], Outcome::Return(Value::i32(-1)));
    let dir = std::env::temp_dir().join(format!("opforge-else-if-{}", std::process::id()));
    for allocator in [Allocator::Backtracking, Allocator::SinglePass] {
        let options = CompileOptions {
            checked: true,
            allocator,
        };
        let program = compile_module(&module, &cases, options).unwrap_or_else(|e| panic!("{e}"));
        let results = elf::run(&program.elf, &dir, "chain").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(results.len(), inputs.len());
        for ((x, want), got) in inputs.iter().zip(&want).zip(results) {
            let got = outcome(MachineType::I32, got).expect("an outcome");
            assert!(
                got.same_as(want),
                "chain({x}) with {allocator:?}: {got}, not {want}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A function whose code spans more than a conditional branch reaches (±1 MiB: 40,000
/// branches, allocated by the single-pass allocator, are over 2 MiB of code): its far branches
/// go through islands of veneers, and it runs as the interpreter says.
#[test]
fn a_function_past_the_reach_of_a_conditional_branch_runs() {
    let n = 40_000;
    let module = ir_core::text::parse_module(&chain(n), "far")
        .expect("parses")
        .module;
    let inputs = [0i64, 20_000, i64::from(n) - 1, i64::from(n)];
    let cases = calls(&inputs);
    let options = CompileOptions {
        checked: false,
        allocator: Allocator::SinglePass,
    };
    let program = compile_module(&module, &cases, options).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        program.words.len() > (1 << 20) / 4,
        "{} words",
        program.words.len()
    );
    let dir = std::env::temp_dir().join(format!("opforge-far-{}", std::process::id()));
    let results = elf::run(&program.elf, &dir, "far").unwrap_or_else(|e| panic!("{e}"));
    for (case, got) in cases.iter().zip(results) {
        let want = Interpreter::new(&module, Options::default())
            .call_at(0, &case.args)
            .expect("runs");
        let got = outcome(MachineType::I32, got).expect("an outcome");
        assert!(
            got.same_as(&want),
            "far({:?}): {got}, not {want}",
            case.args
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
