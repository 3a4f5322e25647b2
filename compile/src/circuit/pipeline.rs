//! The whole pipeline for a module of Circuit functions: owns the order of the stages for each
//! function (verify the circuit, schedule it into blocks, lower it through
//! `spec/lower-arm64.yaml`, then the LIR back end of [`crate::module`]: allocation with
//! regalloc2, its checker when asked, emission), the conversion of arguments and results between
//! the interpreter's [`Value`]s and the harness's 64-bit words, and running the result under
//! qemu.
//!
//! # Where compiled code departs from the interpreter
//!
//! - A load or store outside every live region traps in the interpreter (`out_of_bounds`);
//!   compiled code does not check addresses, so such an access is undefined there.
//! - The interpreter refuses calls nested deeper than its `max_call_depth`; compiled code
//!   recurses as deep as its stack allows.
//! - FEXP and FMOD need a libm call and are not compiled (`spec/lower-arm64.yaml` says so).

use core::fmt;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::interp::value::{is_int, width};
use ir_core::interp::{Outcome, TrapKind, Value};
use ir_core::module::Module;
use ir_core::opcode::MachineType;
use opforge_cfg::Function;

use crate::code::{Code, compile_code};
use crate::elf::{CaseResult, HarnessArg};
use crate::lir;
use crate::lower::{LowerError, lower};
use crate::module::{ModuleError, Options, Program, compile_with};
use crate::schedule::{ScheduleError, schedule};
use crate::trap::TrapCode;

/// Why a module did not compile or run.
#[derive(Debug)]
pub enum PipelineError {
    /// The circuit of a function breaks the Circuit IR's rules.
    Verify {
        /// The function.
        function: String,
        /// The verifier's findings.
        message: String,
    },
    /// A function could not be scheduled.
    Schedule {
        /// The function.
        function: String,
        /// Why.
        error: ScheduleError,
    },
    /// A function could not be lowered.
    Lower {
        /// The function.
        function: String,
        /// Why.
        error: LowerError,
    },
    /// The LIR back end refused a function.
    Backend(ModuleError),
    /// A case does not fit the harness (an argument type it does not pass, more stack arguments
    /// than it passes).
    Case(String),
}

impl PipelineError {
    /// The function and gate the error is about, when it is about one gate.
    pub fn gate(&self) -> Option<(&str, GateRef)> {
        match self {
            PipelineError::Schedule { function, error } => Some((function, error.gate)),
            PipelineError::Lower { function, error } => Some((function, error.gate())),
            _ => None,
        }
    }
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PipelineError::Verify { function, message } => {
                write!(f, "{function}: the circuit is not valid: {message}")
            }
            PipelineError::Schedule { function, error } => write!(f, "{function}: {error}"),
            PipelineError::Lower { function, error } => write!(f, "{function}: {error}"),
            PipelineError::Backend(e) => write!(f, "{e}"),
            PipelineError::Case(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for PipelineError {}

/// Verifies `module` (each function and the calls between them), then schedules and lowers
/// every function into LIR.
pub fn lower_module(module: &Module) -> Result<Vec<Function<lir::Opcode>>, PipelineError> {
    if let Err(found) = module.verify()
        && let Some((f, violations)) = found.into_iter().next()
    {
        return Err(PipelineError::Verify {
            function: module.functions()[f].name.clone(),
            message: violations.to_string(),
        });
    }
    module
        .functions()
        .iter()
        .map(|f| lower_verified(&f.name, &f.circuit))
        .collect()
}

/// Verifies one function's circuit on its own (its calls are not checked against callees: see
/// [`lower_module`]), then schedules and lowers it into LIR.
pub fn lower_function(
    name: &str,
    circuit: &Circuit,
) -> Result<Function<lir::Opcode>, PipelineError> {
    circuit.verify().map_err(|v| PipelineError::Verify {
        function: name.to_owned(),
        message: v.to_string(),
    })?;
    lower_verified(name, circuit)
}

/// Schedules and lowers a verified circuit.
fn lower_verified(name: &str, circuit: &Circuit) -> Result<Function<lir::Opcode>, PipelineError> {
    let s = schedule(circuit).map_err(|error| PipelineError::Schedule {
        function: name.to_owned(),
        error,
    })?;
    lower(circuit, &s, name).map_err(|error| PipelineError::Lower {
        function: name.to_owned(),
        error,
    })
}

/// A case of the harness: a function of the module and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The function's index in the module.
    pub function: usize,
    /// Its arguments.
    pub args: Vec<Value>,
}

/// How the harness passes an argument.
fn arg_word(v: Value) -> Result<HarnessArg, PipelineError> {
    match v.ty() {
        t if is_int(t) => Ok(HarnessArg::Int(v.bits() as i64)),
        MachineType::F32 => Ok(HarnessArg::F32(v.bits() as u32)),
        MachineType::F64 => Ok(HarnessArg::F64(v.bits())),
        t => Err(PipelineError::Case(format!(
            "argument {v} is a {}, which the harness does not pass",
            t.spelling()
        ))),
    }
}

/// Compiles `module` with a harness running `cases`, with the allocator of `options` (and
/// regalloc2's checker validating every allocation when it says so).
pub fn compile_module(
    module: &Module,
    cases: &[Case],
    options: Options,
) -> Result<Program, PipelineError> {
    let functions = lower_module(module)?;
    let words = cases
        .iter()
        .map(|c| {
            let args = c
                .args
                .iter()
                .map(|&a| arg_word(a))
                .collect::<Result<Vec<_>, _>>()?;
            Ok((c.function, args))
        })
        .collect::<Result<Vec<_>, PipelineError>>()?;
    compile_with(&functions, &words, options).map_err(PipelineError::Backend)
}

/// Compiles `module` into relocatable code without a harness (see [`crate::code`]): a CALL of
/// callee `n + k`, past the module's `n` functions, calls the external symbol `externs[k]`.
/// [`crate::object::write_object`] makes it an ELF object.
pub fn compile_module_code(
    module: &Module,
    externs: &[String],
    options: Options,
) -> Result<Code, PipelineError> {
    let functions = lower_module(module)?;
    compile_code(&functions, externs, options).map_err(PipelineError::Backend)
}

/// The interpreter's outcome for how a case ended under the harness, reading a returned or
/// thrown word as a value of `ty` (`None` for a trap code the interpreter has no kind for).
pub fn outcome(ty: MachineType, result: CaseResult) -> Option<Outcome> {
    match result {
        CaseResult::Returned(word) => Some(Outcome::Return(result_value(ty, word))),
        CaseResult::Trapped(code, word) => match TrapCode::from_number(code)? {
            TrapCode::Throw => Some(Outcome::Throw(result_value(ty, word))),
            TrapCode::DivisionByZero => Some(Outcome::Trap(TrapKind::DivisionByZero)),
            TrapCode::IntegerOverflow => Some(Outcome::Trap(TrapKind::IntegerOverflow)),
            TrapCode::BadCallee => Some(Outcome::Trap(TrapKind::BadCallee)),
            TrapCode::Unreachable => None,
        },
    }
}

/// The type of the value `expected` carries (a return's or a throw's), else `fallback`: the
/// type to read a case's word as when comparing with the interpreter.
pub fn value_type(expected: &Outcome, fallback: MachineType) -> MachineType {
    match expected {
        Outcome::Return(v) | Outcome::Throw(v) => v.ty(),
        _ => fallback,
    }
}

/// The type a function returns: its first RETURN's value's (I64 when it has none).
pub fn return_type(c: &ir_core::circuit::Circuit) -> MachineType {
    c.gates()
        .find(|&g| c.opcode(g) == Some(ir_core::opcode::Opcode::Return))
        .and_then(|r| c.data_inputs(r).first().and_then(|&v| c.machine_type(v)))
        .unwrap_or(MachineType::I64)
}

/// The interpreter's value of the word a function returning `ty` left in x0.
pub fn result_value(ty: MachineType, word: i64) -> Value {
    let bits = width(ty);
    let masked = if bits >= 64 {
        word as u64
    } else {
        word as u64 & ((1u64 << bits) - 1)
    };
    Value::from_bits(ty, masked)
}
