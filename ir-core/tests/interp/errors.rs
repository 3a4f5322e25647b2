//! Errors naming the gate: circuits that cannot run, selectors and relays used too early, and
//! a long chain of gates.

use super::*;

fn error(text: &str, args: &[Value]) -> String {
    match call(&module(text), "f", args) {
        Err(e) => e.to_string(),
        Ok(o) => panic!("{text}: {o}"),
    }
}

#[test]
fn circuits_that_cannot_run_are_refused_with_the_gate_named() {
    assert_eq!(
        error(
            "%8 = ARG i32 0 <%7>\n%9 = RETURN [%1] {%2} (%8) <%3>\n",
            &[]
        ),
        "call of `f`: takes 1 argument, given 0"
    );
    assert_eq!(
        error(
            "%8 = ARG i32 0 <%7>\n%9 = RETURN [%1] {%2} (%8) <%3>\n",
            &[Value::i64(1)]
        ),
        "call of `f`: argument 0 must be i32, found i64"
    );
    assert_eq!(
        error(
            "%8 = ADD i32 (%9, %9)\n%9 = ADD i32 (%8, %8)\n%10 = RETURN [%1] {%2} (%8) <%3>\n",
            &[]
        ),
        "gate %8 (ADD) depends on itself without a selector in between"
    );
    assert_eq!(
        error("%8 = ORDINARY_BLOCK [%1]\n%9 = ORDINARY_BLOCK [%1]\n", &[]),
        "state gate %1 (STATE_ENTRY) has 2 successors where the walk needs one"
    );
    assert_eq!(
        error(
            "%8 = MERGE [%1]\n%9 = CONSTANT i32 1 <%5>\n%10 = VALUE_SELECTOR i32 [%8] (%9)\n\
             %11 = RETURN [%1] {%2} (%10) <%3>\n",
            &[]
        ),
        "state gate %1 (STATE_ENTRY) has 2 successors where the walk needs one"
    );
    assert_eq!(
        error(
            "%8 = ORDINARY_BLOCK [%1]\n%9 = MERGE [%8]\n%10 = VALUE_SELECTOR i32 [%9] (%10)\n\
             %11 = RETURN [%8] {%2} (%10) <%3>\n",
            &[]
        ),
        "state gate %8 (ORDINARY_BLOCK) has 2 successors where the walk needs one"
    );
    assert_eq!(
        error(
            "%8 = IF_BRANCH [%1] (%9)\n%9 = CONSTANT i32 1 <%5>\n%10 = IF_TRUE [%8]\n\
             %11 = RETURN [%10] {%2} (%9) <%3>\n",
            &[]
        ),
        "gate %8 (IF_BRANCH): the condition must be i1, found i32"
    );
    assert_eq!(
        error("%8 = RETURN [%1] {%2} (%1) <%3>\n", &[]),
        "gate %1 (STATE_ENTRY) is used as a value but computes none"
    );
    assert_eq!(
        error(
            "%8 = CONSTANT i32 1 <%5>\n%9 = CONSTANT i64 1 <%5>\n%10 = ADD i32 (%8, %9)\n%11 = RETURN [%1] {%2} (%10) <%3>\n",
            &[]
        ),
        "gate %10 (ADD): operand 1 must be i32, found i64"
    );
    assert_eq!(
        error("%8 = RETURN [%1] {%2} (%pending) <%3>\n", &[]),
        "gate %pending has an input that names no gate"
    );
}

#[test]
fn a_selector_or_relay_used_before_its_state_is_reached_is_named() {
    // The relay hangs off the IF_FALSE that the walk has not taken when RETURN needs it.
    let relay = "\
%8 = CONSTANT i1 1 <%5>
%9 = IF_BRANCH [%1] (%8)
%10 = IF_TRUE [%9]
%11 = IF_FALSE [%9]
%12 = DEPEND_RELAY [%11] {%2}
%13 = RETURN [%10] {%12} (%8) <%3>
%14 = RETURN [%11] {%12} (%8) <%3>
";
    assert_eq!(
        error(relay, &[]),
        "gate %12 (DEPEND_RELAY) is used before control reached its state gate"
    );
    let selector = "\
%8 = CONSTANT i1 1 <%5>
%9 = IF_BRANCH [%1] (%8)
%10 = IF_TRUE [%9]
%11 = IF_FALSE [%9]
%12 = MERGE [%11]
%13 = VALUE_SELECTOR i1 [%12] (%8)
%14 = RETURN [%10] {%2} (%13) <%3>
%15 = RETURN [%12] {%2} (%13) <%3>
";
    assert_eq!(
        error(selector, &[]),
        "gate %13 (VALUE_SELECTOR) is used before control reached its state gate"
    );
}

#[test]
fn a_long_chain_of_gates_does_not_overflow_the_stack() {
    let mut text = String::from("%8 = ARG i64 0 <%7>\n%9 = CONSTANT i64 3 <%5>\n");
    let n = 200_000;
    let mut last = 8;
    for k in 0..n {
        let g = 10 + k;
        text.push_str(&format!("%{g} = ADD i64 (%{last}, %9)\n"));
        last = g;
    }
    text.push_str(&format!(
        "%{} = RETURN [%1] {{%2}} (%{last}) <%3>\n",
        10 + n
    ));
    let c = parse(&text).expect("parses").circuit;
    let out = run(&c, &[Value::i64(5)], &Options::default());
    assert_eq!(out, Ok(Outcome::Return(Value::i64(5 + 3 * n as i64))));
}
