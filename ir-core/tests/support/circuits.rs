//! Realistic circuits built with the typed builder, shared by the tests and the benchmark: a
//! counted loop summing integers, an if/else joined by a value selector and a dependency
//! selector, a bytecode whose exception goes to `IF_EXCEPTION` and `THROW` around a `CALL`, and a
//! switch with several cases.

#![allow(dead_code)]

use ir_core::Circuit;
use ir_core::builder::{GateBuilder, StateRef, ValueRef};
use ir_core::opcode::{IcmpCond, MachineType};

/// `sum = 0; for (i = 0; i < n; i++) sum += i; return sum;`
pub fn counted_loop() -> Circuit {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let dep = b.depend_entry();
    let n = b.arg(MachineType::I32, 0);
    let zero = b.constant(MachineType::I32, 0);
    let one = b.constant(MachineType::I32, 1);
    let head = b.loop_begin(entry, StateRef::PENDING);
    let i = b.value_selector(MachineType::I32, head, &[zero, ValueRef::PENDING]);
    let sum = b.value_selector(MachineType::I32, head, &[zero, ValueRef::PENDING]);
    let more = b.icmp(IcmpCond::Slt, i, n);
    let branch = b.if_branch(head, more);
    let body = b.if_true(branch);
    let exit = b.if_false(branch);
    let next_i = b.add(MachineType::I32, i, one);
    let next_sum = b.add(MachineType::I32, sum, i);
    let back = b.loop_back(body);
    b.close_loop(head, back);
    b.close_selector(i, 1, next_i);
    b.close_selector(sum, 1, next_sum);
    b.return_(exit, dep, sum);
    b.finish().expect("room")
}

/// `v = x > 0 ? (store p, x; x) : -x; return v;`, with the store ordered by a relay and both
/// paths' dependencies joined by a dependency selector.
pub fn if_else() -> Circuit {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let dep = b.depend_entry();
    let x = b.arg(MachineType::I64, 0);
    let p = b.arg(MachineType::Arch, 1);
    let zero = b.constant(MachineType::I64, 0);
    let positive = b.icmp(IcmpCond::Sgt, x, zero);
    let branch = b.if_branch(entry, positive);
    let yes = b.if_true(branch);
    let no = b.if_false(branch);
    let yes_dep = b.depend_relay(yes, dep);
    let stored = b.store(yes_dep, x, p);
    let no_dep = b.depend_relay(no, dep);
    let negated = b.sub(MachineType::I64, zero, x);
    let join = b.merge(&[yes, no]);
    let v = b.value_selector(MachineType::I64, join, &[x, negated]);
    let d = b.depend_selector(join, &[stored, no_dep]);
    b.return_(join, d, v);
    b.finish().expect("room")
}

/// A bytecode that may throw: on success a `CALL` computes the result, on exception the
/// exception value is thrown.
pub fn call_with_exception() -> Circuit {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let dep = b.depend_entry();
    let a = b.arg(MachineType::I64, 0);
    let target = b.arg(MachineType::Arch, 1);
    let (bc_state, bc_dep, bc_value) = b.js_bytecode(entry, dep, &[a]);
    let ok = b.if_success(bc_state);
    let failed = b.if_exception(bc_state);
    let ok_dep = b.depend_relay(ok, bc_dep);
    let (call_dep, result) = b.call(MachineType::I64, ok_dep, target, &[a, bc_value]);
    b.return_(ok, call_dep, result);
    let failed_dep = b.depend_relay(failed, bc_dep);
    b.throw(failed, failed_dep, bc_value);
    b.finish().expect("room")
}

/// `switch (x) { case 1: r = 10; case 2: r = 20; case 7: r = 70; default: r = 0 } return r;`
pub fn switch() -> Circuit {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let dep = b.depend_entry();
    let x = b.arg(MachineType::I32, 0);
    let sw = b.switch_branch(entry, x);
    let mut states = Vec::new();
    let mut values = Vec::new();
    for (case, result) in [(1u64, 10u64), (2, 20), (7, 70)] {
        states.push(b.switch_case(case, sw));
        values.push(b.constant(MachineType::I32, result));
    }
    states.push(b.default_case(sw));
    values.push(b.constant(MachineType::I32, 0));
    let join = b.merge(&states);
    let r = b.value_selector(MachineType::I32, join, &values);
    b.return_(join, dep, r);
    b.finish().expect("room")
}

/// Every realistic circuit with its name.
pub fn all() -> Vec<(&'static str, Circuit)> {
    vec![
        ("counted_loop", counted_loop()),
        ("if_else", if_else()),
        ("call_with_exception", call_with_exception()),
        ("switch", switch()),
        ("misc", misc()),
    ]
}

/// The gates the other circuits leave out: an ordinary block, an alloca, a load and a store
/// joined by a dependency and, a float negation and a truncation.
pub fn misc() -> Circuit {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let dep = b.depend_entry();
    let slot = b.alloca(16);
    let x = b.arg(MachineType::F64, 0);
    let _negated = b.fneg(MachineType::F64, x);
    let narrow = b.trunc(MachineType::I32, slot);
    let block = b.ordinary_block(entry);
    let relay = b.depend_relay(block, dep);
    let (loaded_dep, v) = b.load(MachineType::I32, relay, slot);
    let stored = b.store(loaded_dep, narrow, slot);
    let both = b.depend_and(&[loaded_dep, stored]);
    b.return_(block, both, v);
    b.finish().expect("room")
}
