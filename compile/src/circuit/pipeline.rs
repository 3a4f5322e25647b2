//! The whole pipeline for a module of Circuit functions: owns the order of the stages for each
//! function (verify the circuit, schedule it into blocks, lower it through the target's table,
//! `spec/lower-arm64.yaml` or `spec/lower-riscv64.yaml`, then the LIR back end of
//! [`crate::module`]: allocation with regalloc2, its checker when asked, emission), the
//! conversion of arguments and results between the interpreter's [`Value`]s and the harness's
//! 64-bit words, and running the result under qemu. Each entry has an A64 form
//! ([`compile_module`]) and one generic over the target ([`compile_module_for`], with
//! [`run_module_for`] running the executable under the target's emulator).
//!
//! # Where compiled code departs from the interpreter
//!
//! - A load or store outside every live region traps in the interpreter (`out_of_bounds`);
//!   compiled code does not check addresses, so such an access is undefined there.
//! - The interpreter refuses calls nested deeper than its `max_call_depth`; compiled code
//!   recurses as deep as its stack allows.
//! - FEXP and FMOD need a libm call and are not compiled (`spec/lower-arm64.yaml` says so).
//! - On RV64, a CALL of a callee computed at run time is refused (`spec/lower-riscv64.yaml`).

use core::fmt;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::interp::value::{is_int, width};
use ir_core::interp::{Outcome, TrapKind, Value};
use ir_core::module::Module;
use ir_core::opcode::MachineType;
use opforge_cfg::Function;

use crate::A64;
use crate::code::{Code, compile_code_for};
use crate::elf::{CaseResult, HarnessArg};
use crate::executable::HarnessError;
use crate::lower::{CircuitTarget, LowerError, lower_for};
use crate::module::{ModuleError, Options, Program, compile_program_for};
use crate::schedule::{ScheduleError, schedule};
use crate::target::{ExecutableTarget, RelocatableTarget};
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
    /// The executable did not run to its end under the emulator.
    Run(HarnessError),
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
            PipelineError::Run(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PipelineError {}

/// Verifies `module` (each function and the calls between them), then schedules and lowers
/// every function into A64 LIR.
pub fn lower_module(module: &Module) -> Result<Vec<Function<crate::lir::Opcode>>, PipelineError> {
    lower_module_for::<A64>(module)
}

/// [`lower_module`] into the LIR of target `T`.
pub fn lower_module_for<T: CircuitTarget>(
    module: &Module,
) -> Result<Vec<Function<T::Op>>, PipelineError> {
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
        .map(|f| lower_verified::<T>(&f.name, &f.circuit))
        .collect()
}

/// Verifies one function's circuit on its own (its calls are not checked against callees: see
/// [`lower_module`]), then schedules and lowers it into A64 LIR.
pub fn lower_function(
    name: &str,
    circuit: &Circuit,
) -> Result<Function<crate::lir::Opcode>, PipelineError> {
    lower_function_for::<A64>(name, circuit)
}

/// [`lower_function`] into the LIR of target `T`.
pub fn lower_function_for<T: CircuitTarget>(
    name: &str,
    circuit: &Circuit,
) -> Result<Function<T::Op>, PipelineError> {
    circuit.verify().map_err(|v| PipelineError::Verify {
        function: name.to_owned(),
        message: v.to_string(),
    })?;
    lower_verified::<T>(name, circuit)
}

/// Schedules and lowers a verified circuit.
fn lower_verified<T: CircuitTarget>(
    name: &str,
    circuit: &Circuit,
) -> Result<Function<T::Op>, PipelineError> {
    let s = schedule(circuit).map_err(|error| PipelineError::Schedule {
        function: name.to_owned(),
        error,
    })?;
    lower_for::<T>(circuit, &s, name).map_err(|error| PipelineError::Lower {
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

/// How the harness of target `T` passes an argument.
fn arg_word<T: CircuitTarget>(v: Value) -> Result<HarnessArg, PipelineError> {
    match v.ty() {
        t if is_int(t) => Ok(HarnessArg::Int(T::harness_int(v))),
        MachineType::F32 => Ok(HarnessArg::F32(v.bits() as u32)),
        MachineType::F64 => Ok(HarnessArg::F64(v.bits())),
        t => Err(PipelineError::Case(format!(
            "argument {v} is a {}, which the harness does not pass",
            t.spelling()
        ))),
    }
}

/// Compiles `module` into an A64 executable with a harness running `cases`, with the allocator
/// of `options` (and regalloc2's checker validating every allocation when it says so).
pub fn compile_module(
    module: &Module,
    cases: &[Case],
    options: Options,
) -> Result<Program, PipelineError> {
    compile_module_for::<A64>(module, cases, options)
}

/// [`compile_module`] for target `T`: its lowering table, its back end and its harness
/// (`compile_module_for::<Rv64>` makes an RV64 executable).
pub fn compile_module_for<T: CircuitTarget + ExecutableTarget>(
    module: &Module,
    cases: &[Case],
    options: Options,
) -> Result<Program, PipelineError> {
    let functions = lower_module_for::<T>(module)?;
    let words = cases
        .iter()
        .map(|c| {
            let args = c
                .args
                .iter()
                .map(|&a| arg_word::<T>(a))
                .collect::<Result<Vec<_>, _>>()?;
            Ok((c.function, args))
        })
        .collect::<Result<Vec<_>, PipelineError>>()?;
    compile_program_for::<T>(&functions, &[], &words, options).map_err(PipelineError::Backend)
}

/// Compiles `module` for target `T` ([`compile_module_for`]), writes the executable to a file
/// `name` in `dir` and runs it under the target's emulator (`qemu-riscv64` for RV64): the
/// program and how each case ended, in order.
pub fn run_module_for<T: CircuitTarget + ExecutableTarget>(
    module: &Module,
    cases: &[Case],
    options: Options,
    dir: &std::path::Path,
    name: &str,
) -> Result<(Program, Vec<CaseResult>), PipelineError> {
    let program = compile_module_for::<T>(module, cases, options)?;
    let results = T::EMULATOR
        .run(&program.elf, dir, name)
        .map_err(PipelineError::Run)?;
    Ok((program, results))
}

/// Compiles `module` into relocatable code without a harness (see [`crate::code`]): a CALL of
/// callee `n + k`, past the module's `n` functions, calls the external symbol `externs[k]`.
/// [`crate::object::write_object`] makes it an ELF object.
pub fn compile_module_code(
    module: &Module,
    externs: &[String],
    options: Options,
) -> Result<Code, PipelineError> {
    compile_module_code_for::<A64>(module, externs, options)
}

/// [`compile_module_code`] for target `T`: its lowering table and its relocations.
pub fn compile_module_code_for<T: CircuitTarget + RelocatableTarget>(
    module: &Module,
    externs: &[String],
    options: Options,
) -> Result<Code, PipelineError> {
    let functions = lower_module_for::<T>(module)?;
    compile_code_for::<T>(&functions, externs, &[], options).map_err(PipelineError::Backend)
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

/// A machine the Circuit pipeline compiles for, chosen at run time (`opforge exec --target`,
/// the tests that run every target): each case calls the generic entry of its target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Machine {
    /// A64, through `spec/lower-arm64.yaml`, run under qemu-aarch64.
    #[default]
    A64,
    /// RV64IMFD, through `spec/lower-riscv64.yaml`, run under qemu-riscv64.
    Rv64,
}

impl Machine {
    /// Every machine.
    pub const ALL: [Machine; 2] = [Machine::A64, Machine::Rv64];

    /// Its name on the command line: `arm64` or `riscv64`.
    pub fn name(self) -> &'static str {
        match self {
            Machine::A64 => "arm64",
            Machine::Rv64 => "riscv64",
        }
    }

    /// The emulator of qemu-user running its executables.
    pub fn emulator(self) -> crate::emulator::Emulator {
        match self {
            Machine::A64 => A64::EMULATOR,
            Machine::Rv64 => crate::rv64::target::Rv64::EMULATOR,
        }
    }

    /// Why its lowering table refuses every gate of `op`, when it does.
    pub fn unsupported(self, op: ir_core::opcode::Opcode) -> Option<&'static str> {
        match self {
            Machine::A64 => <A64 as CircuitTarget>::unsupported(op),
            Machine::Rv64 => <crate::rv64::target::Rv64 as CircuitTarget>::unsupported(op),
        }
    }

    /// Verifies, schedules and lowers one function on its own ([`lower_function_for`]),
    /// keeping only whether it lowers.
    pub fn lower_function(self, name: &str, circuit: &Circuit) -> Result<(), PipelineError> {
        match self {
            Machine::A64 => lower_function_for::<A64>(name, circuit).map(drop),
            Machine::Rv64 => {
                lower_function_for::<crate::rv64::target::Rv64>(name, circuit).map(drop)
            }
        }
    }

    /// [`compile_module_for`] its target.
    pub fn compile_module(
        self,
        module: &Module,
        cases: &[Case],
        options: Options,
    ) -> Result<Program, PipelineError> {
        match self {
            Machine::A64 => compile_module_for::<A64>(module, cases, options),
            Machine::Rv64 => {
                compile_module_for::<crate::rv64::target::Rv64>(module, cases, options)
            }
        }
    }

    /// [`compile_module_code_for`] its target.
    pub fn compile_module_code(
        self,
        module: &Module,
        externs: &[String],
        options: Options,
    ) -> Result<Code, PipelineError> {
        match self {
            Machine::A64 => compile_module_code_for::<A64>(module, externs, options),
            Machine::Rv64 => {
                compile_module_code_for::<crate::rv64::target::Rv64>(module, externs, options)
            }
        }
    }

    /// The listing of `code` (its code, at address `base`) in its assembly
    /// ([`crate::listing::listing`]).
    pub fn listing(self, code: &[u8], base: u64) -> String {
        match self {
            Machine::A64 => crate::listing::listing::<A64>(code, base),
            Machine::Rv64 => crate::listing::listing::<crate::rv64::target::Rv64>(code, base),
        }
    }

    /// Runs `elf` (one of its executables) under its emulator from a file `name` in `dir`.
    pub fn run(
        self,
        elf: &[u8],
        dir: &std::path::Path,
        name: &str,
    ) -> Result<Vec<CaseResult>, HarnessError> {
        self.emulator().run(elf, dir, name)
    }
}
