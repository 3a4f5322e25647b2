//! The interpreter on the example circuits (results checked against closed forms and Rust
//! re-implementations), on every gate family (against Rust's own wrapping, checked and saturating
//! operations over random operands), and on traps, throws, fuel and the errors that name a gate.

#[path = "../support/circuits.rs"]
mod circuits;
#[path = "../support/random.rs"]
mod random;

use ir_core::interp::memory::FIRST_ADDRESS;
use ir_core::interp::{InterpError, Interpreter, Options, Outcome, TrapKind, Value, run};
use ir_core::opcode::{MachineType, Opcode};
use ir_core::text::{parse, parse_module};
use ir_core::{GateRef, Module};
use proptest::prelude::*;

fn example(name: &str) -> Module {
    let path = format!("{}/../examples/{name}.circuit", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    parse_module(&text, name)
        .unwrap_or_else(|e| panic!("{path}:{e}"))
        .module
}

fn module(text: &str) -> Module {
    parse_module(text, "f")
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
        .module
}

fn call(m: &Module, name: &str, args: &[Value]) -> Result<Outcome, InterpError> {
    Interpreter::new(m, Options::default()).call(name, args)
}

fn returns(m: &Module, name: &str, args: &[Value]) -> Value {
    match call(m, name, args) {
        Ok(Outcome::Return(v)) => v,
        other => panic!("{name}{args:?}: {other:?}"),
    }
}

mod builder;
mod effects;
mod errors;
mod examples;
mod families;
mod malformed;
mod memory;
