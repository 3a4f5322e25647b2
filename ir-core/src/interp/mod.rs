//! The reference interpreter of the Circuit IR at MIR level.
//!
//! A run walks the state gates from `STATE_ENTRY` (`control`), and computes data gates on demand
//! when a branch, a join, a terminator or another gate needs them (`demand`), in the order their
//! data and dependency wires require; values are cached per gate and forgotten when a join they
//! depend on is entered again (a loop's next iteration). A join sets only its live selectors
//! ([`crate::live`]): a gate that only an unread selector reads is never computed. Pure gates follow `eval`, memory follows
//! [`memory`]. A function of a [`Module`] calls another through CALL, whose callee value is the
//! other's address (its index in the module).
//!
//! Every step of the walk and every gate computed costs one unit of fuel; a run that spends
//! [`Options::fuel`] ends with [`Outcome::OutOfFuel`].
//!
//! # The semantics compiled code must match
//!
//! - Integers wrap at the gate's width (`ARCH` is 64 bits); I1 is the bit 0 or 1 (when
//!   read as signed, 1 is -1). Shift amounts are taken modulo the width, also for I8 and I16 (A64's
//!   `LSLV` on a W register masks modulo 32, so narrow shifts need their own mask). `EXP` reads its
//!   exponent as unsigned and wraps (`x^0 = 1`).
//! - `SDIV`, `SREM`, `UDIV`, `UREM` by zero trap ([`TrapKind::DivisionByZero`]); `SDIV` of
//!   `INT_MIN` by -1 traps ([`TrapKind::IntegerOverflow`]); `SREM` of `INT_MIN` by -1 is 0.
//! - `TRUNC` narrows, `ZEXT`/`SEXT` widen (the other direction is refused); float to integer
//!   conversions round toward zero and saturate at the target's own width, NaN giving 0 (as
//!   `FCVTZS`/`FCVTZU` do at 32 and 64 bits); `BITCAST` keeps the bits between types of one
//!   width. Float arithmetic is IEEE at the gate's precision; `FMOD` is C's `fmod`, `FEXP` is
//!   `pow` (Rust's `powf`, whose last bit may differ from another libm's). NaNs compare equal in
//!   [`Outcome::same_as`] whatever their payload.
//! - `ICMP` compares integers of one type, `FCMP` floats of one type, under the bitfield's
//!   condition. A `SWITCH_CASE` value is read at the width of the switch's operand.
//! - Memory is little-endian and byte-addressed; a value takes `ceil(width / 8)` bytes (I1 one
//!   byte). A load or store must lie inside one live region (an ALLOCA of the running call, or one
//!   the caller mapped), else [`TrapKind::OutOfBounds`]; no alignment is required. Each call's
//!   ALLOCAs are fresh (zeroed) and freed when it returns.
//! - A function's address is its index in the module; CALL on any other value traps with
//!   [`TrapKind::BadCallee`]; calls nested deeper than [`Options::max_call_depth`] trap with
//!   [`TrapKind::StackOverflow`] (so does an ALLOCA beyond the memory limit). A THROW in a callee
//!   ends the whole run with [`Outcome::Throw`] (CALL is for callees that do not throw).
//! - Data gates are computed when needed, so a trapping gate (a division, a load) traps only when
//!   control reaches a use of it: a scheduler must not hoist such a gate above the branch that
//!   guards its uses. Gates with side effects (STORE, CALL) run when something demands them through
//!   a dependency wire (a LOAD after them, a join's DEPEND_SELECTOR, the dependency input of RETURN
//!   or THROW); an effect that no such chain reaches never runs, and effects joined only by
//!   DEPEND_AND run in the order of its inputs.
//!
//! ```
//! use ir_core::interp::{Options, Outcome, Value, run};
//! let text = include_str!("../../../examples/sum.circuit");
//! let circuit = ir_core::text::parse(text).unwrap().circuit;
//! let out = run(&circuit, &[Value::i32(10)], &Options::default()).unwrap();
//! assert_eq!(out, Outcome::Return(Value::i32(45)));
//! ```

mod control;
mod demand;
pub mod error;
mod eval;
pub mod filetest;
pub mod memory;
mod plan;
pub mod value;

use std::fmt;

pub use error::{InterpError, TrapKind};
pub use memory::Memory;
pub use plan::{MAX_PARAMS, param_types};
pub use value::Value;

use crate::circuit::Circuit;
use crate::module::Module;
use plan::Plan;

/// The stack of a run's thread, besides what its nested calls take.
const STACK_BASE: usize = 1 << 20;

/// The stack one nested call may take (debug builds take the most).
const STACK_PER_CALL: usize = 64 << 10;

/// Limits of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Steps a call may take (walk steps plus gates computed, callees included).
    pub fuel: u64,
    /// Calls that may be nested before the next one traps with [`TrapKind::StackOverflow`].
    pub max_call_depth: u32,
}

impl Default for Options {
    /// Ten million steps, 256 nested calls.
    fn default() -> Self {
        Options {
            fuel: 10_000_000,
            max_call_depth: 256,
        }
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A RETURN gave this value.
    Return(Value),
    /// The program trapped.
    Trap(TrapKind),
    /// A THROW raised this value (and nothing caught it).
    Throw(Value),
    /// The fuel ran out before the run ended.
    OutOfFuel,
}

impl Outcome {
    /// Equality as a differential test wants it: NaNs of one type match (see [`Value::same_as`]).
    pub fn same_as(&self, other: &Outcome) -> bool {
        match (self, other) {
            (Outcome::Return(a), Outcome::Return(b)) | (Outcome::Throw(a), Outcome::Throw(b)) => {
                a.same_as(*b)
            }
            _ => self == other,
        }
    }
}

impl fmt::Display for Outcome {
    /// `return i32 45`, `trap division_by_zero`, `throw i64 3`, `out of fuel`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Return(v) => write!(f, "return {v}"),
            Outcome::Trap(t) => write!(f, "trap {t}"),
            Outcome::Throw(v) => write!(f, "throw {v}"),
            Outcome::OutOfFuel => f.write_str("out of fuel"),
        }
    }
}

/// Runs one circuit (a module of one function) on `args`, with fresh memory.
pub fn run(c: &Circuit, args: &[Value], options: &Options) -> Result<Outcome, InterpError> {
    let module = Module::single("main", c.clone());
    Interpreter::new(&module, *options).call("main", args)
}

/// An interpreter of one module: its memory persists across calls, so a caller can map regions,
/// pass their addresses as arguments and read them back afterwards.
#[derive(Debug)]
pub struct Interpreter<'m> {
    module: &'m Module,
    plans: std::sync::Arc<[Plan]>,
    /// Whether any function holds a CALL (then calls run on a stack sized for the depth limit).
    calls: bool,
    options: Options,
    memory: Memory,
    fuel: u64,
    depth: u32,
}

impl<'m> Interpreter<'m> {
    /// An interpreter of `module` with empty memory.
    pub fn new(module: &'m Module, options: Options) -> Self {
        Interpreter {
            module,
            plans: module
                .functions()
                .iter()
                .map(|f| Plan::new(&f.circuit))
                .collect(),
            calls: module.functions().iter().any(|f| {
                f.circuit
                    .gates()
                    .any(|g| f.circuit.opcode(g) == Some(crate::opcode::Opcode::Call))
            }),
            options,
            memory: Memory::new(),
            fuel: options.fuel,
            depth: 0,
        }
    }

    /// The memory.
    pub fn memory(&self) -> &Memory {
        &self.memory
    }

    /// The memory, to map regions for pointer arguments or to write into them.
    pub fn memory_mut(&mut self) -> &mut Memory {
        &mut self.memory
    }

    /// The fuel the last call spent.
    pub fn fuel_used(&self) -> u64 {
        self.options.fuel - self.fuel
    }

    /// Calls the function named `name` with `args`, with the full fuel of the options.
    pub fn call(&mut self, name: &str, args: &[Value]) -> Result<Outcome, InterpError> {
        let index = self
            .module
            .index(name)
            .ok_or_else(|| InterpError::UnknownFunction(name.to_owned()))?;
        self.call_at(index, args)
    }

    /// Calls the function at `address` (its index in the module) with `args`, with the full fuel
    /// of the options; an address that names no function traps with [`TrapKind::BadCallee`].
    pub fn call_at(&mut self, address: u64, args: &[Value]) -> Result<Outcome, InterpError> {
        if !self.calls {
            return self.call_here(address, args);
        }
        // Nested calls recurse in Rust: run them on a thread whose stack fits the depth limit.
        let size = STACK_BASE + STACK_PER_CALL * self.options.max_call_depth as usize;
        std::thread::scope(|scope| {
            let spawned = std::thread::Builder::new()
                .name("opforge-interp".into())
                .stack_size(size)
                .spawn_scoped(scope, || self.call_here(address, args));
            match spawned {
                Ok(handle) => handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                Err(e) => Err(InterpError::NoStack(e.to_string())),
            }
        })
    }

    /// [`Interpreter::call_at`] on the current thread's stack.
    fn call_here(&mut self, address: u64, args: &[Value]) -> Result<Outcome, InterpError> {
        let index = address;
        self.fuel = self.options.fuel;
        self.depth = 0;
        match self.call_function(index, args) {
            Ok(v) => Ok(Outcome::Return(v)),
            Err(control::Stop::Trap(t)) => Ok(Outcome::Trap(t)),
            Err(control::Stop::Throw(v)) => Ok(Outcome::Throw(v)),
            Err(control::Stop::OutOfFuel) => Ok(Outcome::OutOfFuel),
            Err(control::Stop::Error(e)) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_print_and_compare_nans_as_equal() {
        let nan = Value::f64(f64::NAN);
        let other_nan = Value::from_bits(crate::opcode::MachineType::F64, nan.bits() | 1);
        assert!(Outcome::Return(nan).same_as(&Outcome::Return(other_nan)));
        assert!(Outcome::Throw(nan).same_as(&Outcome::Throw(other_nan)));
        assert!(!Outcome::Return(nan).same_as(&Outcome::Throw(nan)));
        assert!(Outcome::OutOfFuel.same_as(&Outcome::OutOfFuel));
        let printed: Vec<String> = [
            Outcome::Return(Value::i32(45)),
            Outcome::Trap(TrapKind::DivisionByZero),
            Outcome::Throw(Value::i64(-3)),
            Outcome::OutOfFuel,
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            printed,
            [
                "return i32 45",
                "trap division_by_zero",
                "throw i64 -3",
                "out of fuel"
            ]
        );
    }

    #[test]
    fn an_unknown_function_is_an_error_and_the_memory_outlives_calls() {
        let module = Module::new();
        let mut it = Interpreter::new(&module, Options::default());
        assert_eq!(
            it.call("f", &[]),
            Err(InterpError::UnknownFunction("f".into()))
        );
        assert_eq!(it.call_at(0, &[]), Ok(Outcome::Trap(TrapKind::BadCallee)));
        let p = it.memory_mut().alloc(4).expect("room");
        assert!(it.memory_mut().store(p, 4, 7));
        assert_eq!(it.memory_mut().load(p, 4), Some(7));
    }
}
