//! When effects run: when a dependency chain demands them, and only then.

use super::*;

/// Stores 1 then 2 (in the order of a DEPEND_AND's inputs) at the pointer; a third store, of 3,
/// hangs off the entry with nothing demanding it. The function returns what it loads back.
const EFFECTS: &str = "\
%8 = ARG arch 0 <%7>
%9 = CONSTANT i8 1 <%5>
%10 = CONSTANT i8 2 <%5>
%11 = CONSTANT i8 3 <%5>
%12 = STORE {%2} (%10, %8)
%13 = STORE {%2} (%9, %8)
%14 = STORE {%2} (%11, %8)
%15 = DEPEND_AND {%13, %12}
%16 = LOAD i8 {%15} (%8)
%17 = RETURN [%1] {%16} (%16) <%3>
";

#[test]
fn effects_run_when_a_dependency_chain_demands_them_and_only_then() {
    let m = module(EFFECTS);
    let mut it = Interpreter::new(&m, Options::default());
    let p = it.memory_mut().alloc(1).expect("room");
    let out = it.call("f", &[Value::arch(p)]);
    assert_eq!(out, Ok(Outcome::Return(Value::int(MachineType::I8, 2))));
    assert_eq!(
        it.memory().region(p),
        Some(&[2u8][..]),
        "the store of 3 never ran"
    );
}
