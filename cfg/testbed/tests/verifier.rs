//! One test per verifier check: a small valid function, one edit that breaks only that check,
//! and the exact finding (check, block, instruction, operand, message) it produces.

use opforge_cfg::{
    Check, Function, Operand, Value, ValueDef, VerifyOptions, parse, print, verify_with,
};
use opforge_cfg_testbed::Opcode;

/// A counted loop: valid, with one critical edge (block1 → block1).
const LOOP: &str = "\
function %count(i32, i64, b1) -> i32 {
block0(v0: i32, v1: i64, v2: b1):
    v3 = iconst.i32 1
    jump block1(v0)
block1(v4: i32):
    v5 = iadd v4, v3
    v6 = icmp slt, v5, v0
    brif v6, block1(v5), block2
block2:
    ret v5
}
";

fn load(text: &str) -> Function<Opcode> {
    parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// `LOOP` with `from` replaced by `to`.
fn edited(from: &str, to: &str) -> Function<Opcode> {
    assert!(LOOP.contains(from), "{from}");
    load(&LOOP.replacen(from, to, 1))
}

/// The error findings of `f`, rendered; fails unless all of them are of `check`.
#[track_caller]
fn errors(f: &Function<Opcode>, check: Check) -> Vec<String> {
    let report = verify_with(f, VerifyOptions::default());
    assert_eq!(report.failed_checks(), vec![check], "{report}");
    report.errors().map(ToString::to_string).collect()
}

#[test]
fn the_base_function_is_valid_and_prints_as_written() {
    let f = load(LOOP);
    assert!(
        verify_with(&f, VerifyOptions::default())
            .findings
            .is_empty()
    );
    assert_eq!(print(&f), LOOP);
}

#[test]
fn layout_an_instruction_that_names_another_block() {
    let mut f = load(LOOP);
    let inst = f.block_insts(opforge_cfg::Block::new(1))[0];
    f.inst_mut(inst)
        .expect("an instruction")
        .set_block(Some(opforge_cfg::Block::new(2)));
    assert_eq!(
        errors(&f, Check::Layout),
        [
            "error[layout] in block1, inst2 `v5 = iadd v4, v3`: inst2 is in block1 but says it is in block2"
        ]
    );
}

#[test]
fn definition_a_value_used_but_never_defined_and_a_parameter_recording_another_place() {
    let mut f = load(LOOP);
    let inst = f.block_insts(opforge_cfg::Block::new(1))[0];
    assert!(
        f.inst_mut(inst)
            .expect("an instruction")
            .set_operand(1, Operand::Value(Value::new(99)))
    );
    assert_eq!(
        errors(&f, Check::Definition),
        [
            "error[definition] in block1, inst2 `v5 = iadd v4, v99`, operand 1 `rhs`: v99 is used but not defined in the function"
        ]
    );
    let mut f = load(LOOP);
    f.value_mut(Value::new(4)).expect("a value").def = ValueDef::Param {
        block: opforge_cfg::Block::new(1),
        index: 3,
    };
    let found = errors(&f, Check::Definition);
    assert!(
        found[0].starts_with("error[definition] in block1: v4 is defined here as Param"),
        "{found:?}"
    );
}

#[test]
fn terminator_missing_and_not_last() {
    let f = edited("    jump block1(v0)\n", "");
    assert_eq!(
        errors(&f, Check::Terminator),
        [
            "error[terminator] in block0, inst0 `v3 = iconst.i32 1`: block0 does not end with a terminator"
        ]
    );
    let f = edited("    ret v5\n", "    ret v5\n    v7 = iadd v5, v5\n");
    assert_eq!(
        errors(&f, Check::Terminator),
        [
            "error[terminator] in block2, inst6 `v7 = iadd v5, v5`: block2 does not end with a terminator",
            "error[terminator] in block2, inst5 `ret v5`: a terminator before the end of block2",
        ]
    );
}

#[test]
fn shape_an_immediate_out_of_its_kind_and_an_operand_too_many() {
    let f = edited("icmp slt,", "icmp 9,");
    assert_eq!(
        errors(&f, Check::Shape),
        [
            "error[shape] in block1, inst3 `v6 = icmp 9, v5, v0`, operand 0 `cond`: 9 is not a value of immediate kind `cond`"
        ]
    );
    let mut f = load(LOOP);
    let inst = f.block_insts(opforge_cfg::Block::new(1))[0];
    f.inst_mut(inst)
        .expect("an instruction")
        .push_operand(Operand::Imm(3));
    assert_eq!(
        errors(&f, Check::Shape),
        [
            "error[shape] in block1, inst2 `v5 = iadd v4, v3, 3`: `iadd` takes 2 operands, it has 3 (its types are checked once its shape is right)"
        ]
    );
}

#[test]
fn types_are_checked_beside_an_immediate_out_of_its_kind() {
    // The immediate's finding is no reason to leave the operands' types unchecked.
    let f = edited("icmp slt, v5, v0", "icmp 9, v5, v2");
    let report = verify_with(&f, VerifyOptions::default());
    assert_eq!(report.failed_checks(), vec![Check::Shape, Check::Types]);
    let found: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "error[shape] in block1, inst3 `v6 = icmp 9, v5, v2`, operand 0 `cond`: 9 is not a value of immediate kind `cond`",
            "error[types] in block1, inst3 `v6 = icmp 9, v5, v2`, operand 2 `rhs`: v2 has type b1, which the operand does not take",
        ]
    );
}

#[test]
fn types_an_operand_the_table_does_not_allow_and_a_broken_tie() {
    let f = edited("icmp slt, v5, v0", "icmp slt, v5, v2");
    assert_eq!(
        errors(&f, Check::Types),
        [
            "error[types] in block1, inst3 `v6 = icmp slt, v5, v2`, operand 2 `rhs`: v2 has type b1, which the operand does not take"
        ]
    );
    let f = edited("icmp slt, v5, v0", "icmp slt, v5, v1");
    assert_eq!(
        errors(&f, Check::Types),
        [
            "error[types] in block1, inst3 `v6 = icmp slt, v5, v1`, operand 2 `rhs`: v1 has type i64, but operand 1 has type i32"
        ]
    );
}

#[test]
fn dominance_a_use_before_its_definition_and_from_a_block_that_does_not_dominate() {
    let f = edited("v5 = iadd v4, v3", "v5 = iadd v4, v5");
    let found = errors(&f, Check::Dominance);
    assert_eq!(
        found,
        [
            "error[dominance] in block1, inst2 `v5 = iadd v4, v5`, operand 1 `rhs`: v5 is defined after its use in block1"
        ]
    );
    let f = edited("jump block1(v0)", "jump block1(v5)");
    assert_eq!(
        errors(&f, Check::Dominance),
        [
            "error[dominance] in block0, inst1 `jump block1(v5)`, operand 0 `dest`: v5 is defined in block1, which does not dominate block0"
        ]
    );
}

#[test]
fn branch_args_count_and_type() {
    let f = edited("block1(v5), block2", "block1(v5, v5), block2");
    assert_eq!(
        errors(&f, Check::BranchArgs),
        [
            "error[branch-args] in block1, inst4 `brif v6, block1(v5, v5), block2`, operand 1 `then`: block1 takes 1 argument, 2 are passed"
        ]
    );
    let f = edited("jump block1(v0)", "jump block1(v1)");
    assert_eq!(
        errors(&f, Check::BranchArgs),
        [
            "error[branch-args] in block0, inst1 `jump block1(v1)`, operand 0 `dest`: v1 has type i64, but parameter v4 of block1 has type i32"
        ]
    );
}

#[test]
fn entry_with_a_predecessor_or_other_parameters() {
    let f = edited(
        "brif v6, block1(v5), block2",
        "brif v6, block0(v5, v1, v2), block2",
    );
    let found = errors(&f, Check::Entry);
    assert_eq!(
        found,
        [
            "error[entry] in block1, inst4 `brif v6, block0(v5, v1, v2), block2`: block1 branches to the entry block block0"
        ]
    );
    let f = edited("function %count(i32, i64, b1)", "function %count(i32, i64)");
    assert_eq!(
        errors(&f, Check::Entry),
        [
            "error[entry] in block0: the entry block's parameters are (i32, i64, b1), the function's (i32, i64)"
        ]
    );
}

#[test]
fn return_values_that_are_not_the_functions_results() {
    let f = edited("ret v5", "ret v1");
    assert_eq!(
        errors(&f, Check::Return),
        ["error[return] in block2, inst5 `ret v1`: returns (i64), but the function returns (i32)"]
    );
}

#[test]
fn unreachable_blocks_are_warnings() {
    let f = edited("}\n", "block3:\n    jump block3\n}\n");
    let report = verify_with(&f, VerifyOptions::default());
    assert!(report.is_ok());
    let warnings: Vec<String> = report.warnings().map(ToString::to_string).collect();
    assert_eq!(
        warnings,
        ["warning[unreachable] in block3: block3 is not reachable from the entry"]
    );
}

#[test]
fn critical_edges_only_when_asked() {
    let f = load(LOOP);
    let report = verify_with(
        &f,
        VerifyOptions {
            no_critical_edges: true,
        },
    );
    let found: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "error[critical-edge] in block1, inst4 `brif v6, block1(v5), block2`: the edge block1 → block1 is critical: block1 has several successors and block1 several predecessors"
        ]
    );
    let mut f = f;
    assert_eq!(opforge_cfg::split_critical_edges(&mut f, Opcode::Jump), 1);
    assert!(
        verify_with(
            &f,
            VerifyOptions {
                no_critical_edges: true
            }
        )
        .findings
        .is_empty(),
        "{}",
        print(&f)
    );
}

#[test]
fn every_check_has_a_case_here() {
    let source = include_str!("verifier.rs");
    for check in Check::ALL {
        assert!(
            source.contains(&format!(
                "{}[{}]",
                if check.is_error() { "error" } else { "warning" },
                check.name()
            )),
            "{check}"
        );
    }
}
