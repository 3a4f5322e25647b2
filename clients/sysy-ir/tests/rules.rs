//! One test per verification rule of the SysY IR's seed (`seeds/sysy-ir-design.md`) that is a
//! check here: a module breaking it, parsed from the text format (or built, then edited where
//! the text cannot say the mistake), and the exact findings, each with its check, function,
//! block, instruction and operand. The rules the representation makes impossible are listed
//! in `docs/cfg.md`.

use opforge_cfg::{Module, ModuleFinding, Value, parse_module};
use sysy_ir::{Opcode, Type};

#[track_caller]
fn module(text: &str) -> Module<Opcode> {
    parse_module(text).unwrap_or_else(|e| panic!("{e}"))
}

/// Every finding of `m`, as displayed.
#[track_caller]
fn findings(m: &Module<Opcode>) -> Vec<String> {
    match sysy_ir::verify(m) {
        Ok(warnings) => warnings.iter().map(ModuleFinding::to_string).collect(),
        Err(report) => report
            .findings
            .iter()
            .map(ModuleFinding::to_string)
            .collect(),
    }
}

#[track_caller]
fn expect(text: &str, expected: &[&str]) {
    assert_eq!(findings(&module(text)), expected);
}

// Loads, stores, addresses.

#[test]
fn a_load_has_the_type_its_pointer_points_to() {
    let mut m = module(
        "\
function %f(*i32) -> f32 {
block0(v0: *i32):
    v1 = load v0
    ret v1
}
",
    );
    // The text derives the load's type; an edit is how a pass would break it.
    if let Some(d) = m.functions[0].value_mut(Value::new(1)) {
        d.ty = Type::F32;
    }
    assert_eq!(
        findings(&m),
        [
            "error[types] in function %f, block0, inst0 `v1 = load v0`: result 0 (v1) has type f32, expected i32"
        ]
    );
}

#[test]
fn a_load_reads_a_pointer() {
    expect(
        "\
function %f(i32) -> i32 {
block0(v0: i32):
    v1 = load v0
    ret v1
}
",
        &[
            "error[types] in function %f, block0, inst0 `v1 = load v0`, operand 0 `ptr`: v0 has type i32, which the operand does not take",
        ],
    );
}

#[test]
fn a_load_gives_a_scalar() {
    expect(
        "\
function %f(*[3 x i32]) -> i32 {
block0(v0: *[3 x i32]):
    v1 = load v0
    ret v1
}
",
        &[
            "error[types] in function %f, block0, inst0 `v1 = load v0`: result 0 (v1) has type [3 x i32], expected a type the result allows",
            "error[return] in function %f, block0, inst1 `ret v1`: returns ([3 x i32]), but the function returns (i32)",
        ],
    );
}

#[test]
fn a_store_writes_the_type_its_pointer_points_to() {
    expect(
        "\
function %f(*i32, f32) {
block0(v0: *i32, v1: f32):
    store v0, v1
    ret
}
",
        &[
            "error[types] in function %f, block0, inst0 `store v0, v1`, operand 1 `value`: v1 has type f32, but operand 0 points to i32",
        ],
    );
}

#[test]
fn a_gep_enters_one_array_level_per_index_after_the_first() {
    expect(
        "\
function %f(*[3 x i32], i32) -> i32 {
block0(v0: *[3 x i32], v1: i32):
    v2 = gep v0, v1, v1, v1
    v3 = load v2
    ret v3
}
",
        &[
            "error[types] in function %f, block0, inst0 `v2 = gep v0, v1, v1, v1`, operand 3 `indices`: index 2 enters i32, which is not an array",
            "error[types] in function %f, block0, inst1 `v3 = load v2`: result 0 (v3) has type [3 x i32], expected a type the result allows",
            "error[return] in function %f, block0, inst2 `ret v3`: returns ([3 x i32]), but the function returns (i32)",
        ],
    );
}

#[test]
fn a_gep_has_the_type_of_the_address_it_computes() {
    let mut m = module(
        "\
function %f(*[3 x i32], i32) -> i32 {
block0(v0: *[3 x i32], v1: i32):
    v2 = gep v0, v1
    v3 = gep v2, v1, v1
    v4 = load v3
    ret v4
}
",
    );
    let wrong = Type::pointer(Type::I32).expect("the table has pointers");
    if let Some(d) = m.functions[0].value_mut(Value::new(2)) {
        d.ty = wrong;
    }
    assert_eq!(
        findings(&m),
        [
            "error[types] in function %f, block0, inst0 `v2 = gep v0, v1`: result 0 (v2) has type *i32, expected *[3 x i32]",
            "error[types] in function %f, block0, inst1 `v3 = gep v2, v1, v1`, operand 2 `indices`: index 1 enters i32, which is not an array",
        ]
    );
}

#[test]
fn a_calloc_gives_a_pointer() {
    expect(
        "\
function %f() {
block0:
    v0 = calloc.i32 4
    ret
}
",
        &[
            "error[types] in function %f, block0, inst0 `v0 = calloc.i32 4`: result 0 (v0) has type i32, expected a type the result allows",
        ],
    );
}

#[test]
fn a_meminit_copies_a_global_of_what_its_pointer_points_to() {
    expect(
        "\
global %init: [2 x f32] = [1.0, 2.0]
function %f() {
block0:
    v0 = calloc.*[3 x i32] 2
    meminit v0, 0
    meminit v0, 1
    ret
}
",
        &[
            "error[global] in function %f, block0, inst1 `meminit v0, 0`, operand 1 `init`: %init holds [2 x f32], but v0 points to [3 x i32]",
            "error[global] in function %f, block0, inst2 `meminit v0, 1`, operand 1 `init`: 1 is not a global of the module",
        ],
    );
}

#[test]
fn pointers_and_arrays_hold_numbers_or_arrays() {
    expect(
        "\
global %g: [2 x *i32] = zero
function %f(*i1) {
block0(v0: *i1):
    v1 = calloc.**i32 1
    v2 = calloc.*[2 x i1] 1
    ret
}
",
        &[
            "error[init] in global %g: [2 x *i32] is an array of *i32, which the table does not allow",
            "error[types] in function %f, block0: parameter v0: *i1 is a pointer to i1, which the table does not allow",
            "error[types] in function %f, block0, inst0 `v1 = calloc.**i32 1`: result 0 (v1): **i32 is a pointer to *i32, which the table does not allow",
            "error[types] in function %f, block0, inst1 `v2 = calloc.*[2 x i1] 1`: result 0 (v2): [2 x i1] is an array of i1, which the table does not allow",
        ],
    );
}

// Globals.

#[test]
fn a_global_address_points_to_the_global_s_type() {
    expect(
        "\
global %g: [4 x i32] = zero
function %f() {
block0:
    v0 = global_addr.*i32 0
    v1 = global_addr.*i32 3
    ret
}
",
        &[
            "error[global] in function %f, block0, inst0 `v0 = global_addr.*i32 0`: result 0 (v0) has type *i32, expected a pointer to [4 x i32] (the type of %g)",
            "error[global] in function %f, block0, inst1 `v1 = global_addr.*i32 3`, operand 0 `global`: 3 is not a global of the module",
        ],
    );
}

#[test]
fn an_initialiser_fits_its_global() {
    expect(
        "\
global %g: [2 x [2 x i32]] = [1, 2, 3, 4, 5]
",
        &["error[init] in global %g: the initialiser has 5 scalars, but [2 x [2 x i32]] holds 4"],
    );
}

#[test]
fn functions_and_globals_have_distinct_names() {
    expect(
        "\
global %g: i32 = zero
global %g: f32 = zero
function %f() {
block0:
    ret
}
function %f() {
block0:
    ret
}
",
        &[
            "error[names] in function %f: a second function named `f`",
            "error[names] in global %g: a second global named `g`",
        ],
    );
}

// Calls.

const CALLEE: &str = "\
function %add(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = iadd v0, v1
    ret v2
}
";

#[test]
fn a_call_passes_as_many_arguments_as_the_callee_takes() {
    expect(
        &format!(
            "{CALLEE}\
function %f(i32) -> i32 {{
block0(v0: i32):
    v1 = call.i32 0, v0
    ret v1
}}
"
        ),
        &[
            "error[call] in function %f, block0, inst0 `v1 = call.i32 0, v0`: passes (i32), but %add takes (i32, i32)",
        ],
    );
}

#[test]
fn a_call_passes_arguments_of_the_callee_s_types() {
    expect(
        &format!(
            "{CALLEE}\
function %f(i32, f32) -> i32 {{
block0(v0: i32, v1: f32):
    v2 = call.i32 0, v0, v1
    ret v2
}}
"
        ),
        &[
            "error[call] in function %f, block0, inst0 `v2 = call.i32 0, v0, v1`: passes (i32, f32), but %add takes (i32, i32)",
        ],
    );
}

#[test]
fn a_call_has_the_callee_s_result() {
    expect(
        &format!(
            "{CALLEE}\
function %f(i32) -> f32 {{
block0(v0: i32):
    v1 = call.f32 0, v0, v0
    call_void 0, v0, v0
    ret v1
}}
"
        ),
        &[
            "error[call] in function %f, block0, inst0 `v1 = call.f32 0, v0, v0`: has results (f32), but %add returns (i32)",
            "error[call] in function %f, block0, inst1 `call_void 0, v0, v0`: has results (), but %add returns (i32)",
        ],
    );
}

#[test]
fn a_call_names_a_function_of_the_module() {
    expect(
        "\
function %f() {
block0:
    call_void 1
    ret
}
",
        &[
            "error[call] in function %f, block0, inst0 `call_void 1`, operand 0 `callee`: 1 is not a function of the module",
        ],
    );
}

#[test]
fn a_call_of_an_external_function_is_checked_against_its_declaration() {
    // Callee 1 is the first external function, numbered after the one function.
    expect(
        "\
extern %putint(i32)
extern %getint() -> i32
function %f(f32) {
block0(v0: f32):
    call_void 1, v0
    v1 = call.i32 2
    v2 = call.f32 2
    call_void 3
    ret
}
",
        &[
            "error[call] in function %f, block0, inst0 `call_void 1, v0`: passes (f32), but %putint takes (i32)",
            "error[call] in function %f, block0, inst2 `v2 = call.f32 2`: has results (f32), but %getint returns (i32)",
            "error[call] in function %f, block0, inst3 `call_void 3`, operand 0 `callee`: 3 is not a function of the module",
        ],
    );
}

#[test]
fn an_external_function_s_name_is_not_a_function_s() {
    expect(
        "\
extern %f()
function %f() {
block0:
    ret
}
",
        &["error[names] in function %f: a second function named `f`"],
    );
}

// Folding policy: the custom checks.

#[test]
fn no_operation_has_only_constant_operands() {
    expect(
        "\
function %f() -> i32 {
block0:
    v0 = iconst 2
    v1 = iconst 3
    v2 = iadd v0, v1
    v3 = ineg v0
    v4 = fconst 1.5
    v5 = ftoi v4
    v6 = icmp_lt v0, v1
    ret v2
}
",
        &[
            "error[custom] in function %f, block0, inst2 `v2 = iadd v0, v1`: every operand (v0, v1) is a constant; the operation should have been folded",
            "error[custom] in function %f, block0, inst3 `v3 = ineg v0`: every operand (v0) is a constant; the operation should have been folded",
            "error[custom] in function %f, block0, inst5 `v5 = ftoi v4`: every operand (v4) is a constant; the operation should have been folded",
            "error[custom] in function %f, block0, inst6 `v6 = icmp_lt v0, v1`: every operand (v0, v1) is a constant; the operation should have been folded",
        ],
    );
}

#[test]
fn no_division_by_a_constant_zero() {
    expect(
        "\
function %f(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 0
    v2 = idiv v0, v1
    v3 = imod v0, v1
    v4 = iconst 7
    v5 = idiv v4, v1
    v6 = idiv v1, v0
    ret v2
}
",
        &[
            "error[custom] in function %f, block0, inst1 `v2 = idiv v0, v1`: divides by v1, the constant zero",
            "error[custom] in function %f, block0, inst2 `v3 = imod v0, v1`: divides by v1, the constant zero",
            "error[custom] in function %f, block0, inst4 `v5 = idiv v4, v1`: every operand (v4, v1) is a constant; the operation should have been folded",
        ],
    );
}

#[test]
fn a_conditional_branch_is_not_on_a_constant() {
    expect(
        "\
function %f() -> i32 {
block0:
    v0 = bconst 1
    brcond v0, block1, block2
block1:
    v1 = iconst 1
    ret v1
block2:
    v2 = iconst 2
    ret v2
}
",
        &[
            "error[custom] in function %f, block0, inst1 `brcond v0, block1, block2`: the condition v0 is a constant; the branch should have been folded into a jump",
        ],
    );
}

#[test]
fn a_conditional_branch_has_two_targets_so_predecessors_are_distinct() {
    expect(
        "\
function %f(i1, i32) -> i32 {
block0(v0: i1, v1: i32):
    brcond v0, block1(v1), block1(v1)
block1(v2: i32):
    ret v2
}
",
        &[
            "error[custom] in function %f, block0, inst0 `brcond v0, block1(v1), block1(v1)`: both targets are block1, so block0 would be its predecessor twice",
        ],
    );
}

// The rules every cfg table keeps, on SysY.

#[test]
fn arithmetic_operands_and_results_have_their_kind_s_types() {
    expect(
        "\
function %f(i32, f32) -> i32 {
block0(v0: i32, v1: f32):
    v2 = iadd v0, v1
    v3 = fadd v0, v1
    v4 = icmp_eq v0, v0
    ret v4
}
",
        &[
            "error[types] in function %f, block0, inst0 `v2 = iadd v0, v1`, operand 1 `rhs`: v1 has type f32, which the operand does not take",
            "error[types] in function %f, block0, inst1 `v3 = fadd v0, v1`, operand 0 `lhs`: v0 has type i32, which the operand does not take",
            "error[return] in function %f, block0, inst3 `ret v4`: returns (i1), but the function returns (i32)",
        ],
    );
}

#[test]
fn conversions_take_and_give_their_types() {
    expect(
        "\
function %f(i32, f32, i1) -> i32 {
block0(v0: i32, v1: f32, v2: i1):
    v3 = ftoi v0
    v4 = itof v1
    v5 = btoi v0
    ret v3
}
",
        &[
            "error[types] in function %f, block0, inst0 `v3 = ftoi v0`, operand 0 `x`: v0 has type i32, which the operand does not take",
            "error[types] in function %f, block0, inst1 `v4 = itof v1`, operand 0 `x`: v1 has type f32, which the operand does not take",
            "error[types] in function %f, block0, inst2 `v5 = btoi v0`, operand 0 `x`: v0 has type i32, which the operand does not take",
        ],
    );
}

#[test]
fn a_block_ends_with_exactly_one_terminator() {
    expect(
        "\
function %f(i32) -> i32 {
block0(v0: i32):
    ret v0
    v1 = ineg v0
}
",
        &[
            "error[terminator] in function %f, block0, inst1 `v1 = ineg v0`: block0 does not end with a terminator",
            "error[terminator] in function %f, block0, inst0 `ret v0`: a terminator before the end of block0",
        ],
    );
}

#[test]
fn a_branch_passes_one_argument_per_block_parameter_in_place_of_phis() {
    expect(
        "\
function %f(i32, f32) -> i32 {
block0(v0: i32, v1: f32):
    br block1(v1)
block1(v2: i32):
    ret v2
}
",
        &[
            "error[branch-args] in function %f, block0, inst0 `br block1(v1)`, operand 0 `dest`: v1 has type f32, but parameter v2 of block1 has type i32",
        ],
    );
}

#[test]
fn a_return_passes_the_function_s_result() {
    expect(
        "\
function %f(i32) {
block0(v0: i32):
    ret v0
}
",
        &[
            "error[return] in function %f, block0, inst0 `ret v0`: returns (i32), but the function returns ()",
        ],
    );
}

#[test]
fn the_entry_block_has_the_function_s_parameters() {
    expect(
        "\
function %f(i32) -> i32 {
block0(v0: f32):
    v1 = ftoi v0
    ret v1
}
",
        &[
            "error[entry] in function %f, block0: the entry block's parameters are (f32), the function's (i32)",
        ],
    );
}

#[test]
fn a_value_is_defined_before_it_is_used() {
    expect(
        "\
function %f(i32) -> i32 {
block0(v0: i32):
    v1 = iadd v0, v2
    v2 = iadd v0, v0
    ret v1
}
",
        &[
            "error[dominance] in function %f, block0, inst0 `v1 = iadd v0, v2`, operand 1 `rhs`: v2 is defined after its use in block0",
        ],
    );
}
