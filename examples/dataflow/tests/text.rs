//! The dataflow table's text format, from the generic runtime with no code of its own: constants
//! read by their type (the table marks CONST's bits `value` and REAL `float`), enum cases in any
//! case, several functions under `func` headers with `@name` resolved by the caller, and `; run:`
//! lines for an interpreter's traps.

use dataflow_ir::ir::{self, GateRef, Graph, MachineType, Opcode};
use opforge_ir::graph::text::{self, TextError, run};

fn bits(g: &Graph, gate: u32) -> u64 {
    g.bitfield(GateRef(gate)).expect("a gate")
}

fn error(source: &str) -> String {
    ir::parse(source)
        .map(|_| ())
        .map_err(|e| e.to_string())
        .unwrap_err()
}

#[test]
fn a_constant_takes_the_numbers_its_type_reads_and_prints_its_bits() {
    let source = "\
%0 = START
%1 = CONST int -1
%2 = CONST int 0xFF
%3 = CONST real 2.5
%4 = CONST real 0x1.8p1
%5 = CONST real -0.0
%6 = CONST real nan
%7 = CONST real 0x7FF0000000000001
";
    let g = ir::parse(source).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(bits(&g, 1), u64::MAX);
    assert_eq!(bits(&g, 2), 0xFF);
    assert_eq!(bits(&g, 3), 2.5f64.to_bits());
    assert_eq!(bits(&g, 4), 3.0f64.to_bits());
    assert_eq!(bits(&g, 5), (-0.0f64).to_bits());
    assert!(f64::from_bits(bits(&g, 6)).is_nan());
    assert_eq!(
        bits(&g, 7),
        0x7FF0_0000_0000_0001,
        "a NaN keeps its payload"
    );
    let printed = ir::print(&g);
    assert!(
        printed.contains("%1 = CONST int 18446744073709551615\n"),
        "{printed}"
    );
    assert!(
        printed.contains(&format!("%3 = CONST real {}\n", 2.5f64.to_bits())),
        "{printed}"
    );
    assert_eq!(ir::parse(&printed), Ok(g));
}

#[test]
fn numbers_a_type_cannot_hold_are_refused_where_they_are_written() {
    assert_eq!(
        error("%0 = START\n%1 = CONST int 2.5\n"),
        "2:16: `2.5` is a float: type int takes an integer"
    );
    assert_eq!(
        error("%0 = START\n%1 = CONST bool 2\n"),
        "2:17: `2` does not fit bool (-1..=1)"
    );
    assert_eq!(
        error("%0 = START\n%1 = PARAM int -1\n"),
        "2:16: `-1` is no number (an unsigned decimal without leading zero, or `0x` and hex digits)"
    );
    assert_eq!(
        error("%0 = START\n%1 = CMP lower (%0, %0)\n"),
        "2:10: `lower` is neither a type nor a case of CMP's bitfield Cond (eq, lt, le, or `#N`)"
    );
}

#[test]
fn enum_cases_print_in_lower_case_and_read_in_any_case() {
    let upper = ir::parse("%0 = START\n%1 = CMP LT (%0, %0)\n").expect("parses");
    let lower = ir::parse("%0 = START\n%1 = CMP lt (%0, %0)\n").expect("parses");
    assert_eq!(upper, lower);
    assert_eq!(ir::print(&upper), "%0 = START\n%1 = CMP lt (%0, %0)\n");
}

#[test]
fn several_functions_read_with_their_callees_resolved_by_the_caller() {
    let source = "\
func twice
%0 = START
%1 = PARAM int 0
%2 = ADD int (%1, %1)
func main
%0 = START
%1 = CONST int @twice   ; the callee's index, as this runtime decides
";
    let functions = text::functions(source, "unused").expect("cuts");
    let names: Vec<&str> = functions.iter().map(|f| f.name).collect();
    assert_eq!(names, ["twice", "main"]);
    let resolve = |op: Opcode, _: Option<MachineType>, name: &str| {
        if op != Opcode::Const {
            return Err(format!("only a CONST names a function, not {op:?}"));
        }
        functions
            .index(name)
            .map(|i| i as u64)
            .ok_or_else(|| format!("no function `{name}`"))
    };
    let graphs: Vec<text::Parsed<Opcode>> = functions
        .iter()
        .map(|f| text::parse_lines(f.lines, &resolve))
        .collect::<Result<_, TextError>>()
        .expect("parses");
    assert_eq!(bits(&graphs[1].graph, 1), 0);
    assert_eq!(graphs[1].lines, [6, 7], "each gate knows its line");
    let main = functions.iter().nth(1).expect("main");
    let bad = [(main.lines[0].0, "%0 = START"), (7, "%1 = CONST int @nope")];
    let e = text::parse_lines::<Opcode, ()>(&bad, &resolve).map(|_| ());
    assert_eq!(
        e.map_err(|e| e.to_string()),
        Err("7:16: no function `nope`".into())
    );
    assert_eq!(
        error("%0 = START\n%1 = CONST int @twice\n"),
        "2:16: `@twice` names a function, and this text is a single graph"
    );
    assert_eq!(
        text::functions("func a\nfunc a\n", "x").map(|_| ()),
        Err(TextError {
            line: 2,
            column: 6,
            message: "function `a` is already defined on line 1".into()
        })
    );
}

/// The traps of an interpreter of the dataflow table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trap {
    Overflow,
}

impl run::TrapName for Trap {
    const ALL: &'static [Trap] = &[Trap::Overflow];

    fn name(self) -> &'static str {
        "overflow"
    }
}

#[test]
fn run_lines_name_calls_and_outcomes_with_the_interpreter_s_traps() {
    let source = "func f\n%0 = START\n; run: f(1, -2.5) == 3\n; run: f(0, 0) == trap overflow\n";
    let lines: Vec<run::RunLine<Trap>> = run::parse_run_lines(source).expect("parses");
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].function, "f");
    assert_eq!(
        lines[0].args.iter().map(|a| a.1).collect::<Vec<_>>(),
        [run::Literal::Int(1), run::Literal::Float(-2.5)]
    );
    assert_eq!(lines[0].expect, run::Expect::Return(run::Literal::Int(3)));
    assert_eq!(lines[1].expect, run::Expect::Trap(Trap::Overflow));
    let e = run::parse_run_lines::<Trap>("; run: f() == trap underflow\n").map(|_| ());
    assert_eq!(
        e.map_err(|e| e.to_string()),
        Err("1:20: expected a trap (overflow), found `underflow`".into())
    );
}
