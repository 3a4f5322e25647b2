//! Commands that compile circuits: `compile` (to A64, or RV64 with `--target riscv64`: print
//! the listing through the target's generated printer, or write the raw code, a static ELF, or
//! an ELF relocatable object to link with C) and `exec` (compile for A64, or RV64 with `--target riscv64`, run under qemu-aarch64 or
//! qemu-riscv64 and under the reference interpreter, print both outcomes; they must agree).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ir_core::interp::{Interpreter, Options, Outcome};
use ir_core::text::ParsedModule;
use opforge_compile::object::write_object;
use opforge_compile::pipeline::{Case, Machine, PipelineError, outcome, return_type, value_type};
use opforge_compile::qemu::RunError;

use opforge_compile::module::Options as CompileOptions;
use opforge_compile::regalloc::Allocator;

use crate::circuit_cmds::{Call, call_of, read_module, verify_module};
use crate::output::{Console, Mode, report, write_file};

/// What `compile` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// The listing: address, word and instruction, one per line.
    Asm,
    /// The raw code (little-endian).
    Bin,
    /// A static executable of the target whose `_start` calls the function on the given
    /// arguments.
    #[value(alias = "exe")]
    Elf,
    /// An ELF relocatable object of the target: every function a global symbol, callable from
    /// C (AAPCS64, LP64D), calls as relocations, callees past the module's functions the
    /// `--extern` symbols, traps through `opforge_trap(code, value)`.
    Obj,
}

/// The machine `compile` and `exec` compile for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Arch {
    /// A64 (AArch64), run under qemu-aarch64.
    #[default]
    Arm64,
    /// RV64IMFD (RISC-V), run under qemu-riscv64.
    Riscv64,
}

impl Arch {
    /// The pipeline's machine.
    fn machine(self) -> Machine {
        match self {
            Arch::Arm64 => Machine::A64,
            Arch::Riscv64 => Machine::Rv64,
        }
    }
}

/// Which of regalloc2's allocators `compile` and `exec` use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Regalloc {
    /// The backtracking allocator for functions of up to 8,192 blocks, the single-pass one
    /// above (said on stderr): near-linear compile time whatever the size.
    #[default]
    BySize,
    /// The backtracking allocator (better code), whatever the size.
    Backtracking,
    /// The single-pass allocator (faster compilation, more spills and moves).
    SinglePass,
}

impl Regalloc {
    fn allocator(self) -> Allocator {
        match self {
            Regalloc::BySize => Allocator::BySize,
            Regalloc::Backtracking => Allocator::Backtracking,
            Regalloc::SinglePass => Allocator::SinglePass,
        }
    }
}

/// Says which functions the size-driven choice gave to the single-pass allocator.
fn note_single_pass(program: &opforge_compile::module::Program) {
    for (name, blocks) in &program.single_pass_by_size {
        report!(
            "note: `{name}` has {blocks} blocks, over {}: allocated by the single-pass allocator (`--regalloc backtracking` insists on the other)",
            opforge_compile::regalloc::BY_SIZE_BLOCKS
        );
    }
}

/// The arguments of `compile`.
#[derive(Debug)]
pub struct CompileArgs<'a> {
    /// The `.circuit` file.
    pub file: &'a str,
    /// What to write.
    pub emit: Emit,
    /// Where (`-o`); the listing defaults to stdout, the others need it.
    pub out: Option<&'a str>,
    /// The function `_start` calls (with `--emit elf`).
    pub function: Option<&'a str>,
    /// Its arguments (with `--emit elf`; none: `_start` calls nothing).
    pub args: &'a [String],
    /// The register allocator.
    pub regalloc: Regalloc,
    /// The external symbols a CALL names past the module's functions (with `--emit obj`).
    pub externs: &'a [String],
    /// The machine compiled for.
    pub target: Arch,
}

/// `opforge compile FILE.circuit [--target arm64|riscv64] [--emit asm|bin|elf|obj] [-o OUT]
/// [--extern NAME]... [ARGS...]`.
pub fn compile(a: &CompileArgs<'_>) -> ExitCode {
    let (_, parsed) = match read_module(a.file) {
        Ok(m) => m,
        Err(code) => return code,
    };
    if let Err(code) = verify_module(a.file, &parsed) {
        return code;
    }
    let module = &parsed.module;
    if let Some(name) = a.function
        && module.index(name).is_none()
    {
        report!("opforge: no function `{name}` in {}", a.file);
        return ExitCode::FAILURE;
    }
    if a.emit == Emit::Obj {
        return compile_object(a, &parsed);
    }
    if !a.externs.is_empty() {
        report!(
            "opforge: --extern names the external symbols of an object: it goes with --emit obj"
        );
        return ExitCode::FAILURE;
    }
    let cases = if a.args.is_empty() && a.emit != Emit::Elf {
        Vec::new()
    } else {
        match call_of(a.file, module, a.function, a.args) {
            Ok((index, args)) => vec![Case {
                function: index as usize,
                args,
            }],
            Err(code) => return code,
        }
    };
    let options = CompileOptions {
        checked: false,
        allocator: a.regalloc.allocator(),
    };
    let machine = a.target.machine();
    let program = match machine.compile_module(module, &cases, options) {
        Ok(p) => p,
        Err(e) => {
            report!("{}: {e}", located(a.file, &parsed, &e));
            return ExitCode::FAILURE;
        }
    };
    note_single_pass(&program);
    let mut console = Console::new();
    match a.emit {
        Emit::Asm => {
            let code: Vec<u8> = program.words.iter().flat_map(|w| w.to_le_bytes()).collect();
            let text = machine.listing(&code, opforge_compile::executable::CODE);
            match a.out {
                Some(path) => write(path, text.as_bytes(), a.file, Mode::Plain),
                None => {
                    console.out(format_args!("{text}"));
                    console.finish(ExitCode::SUCCESS)
                }
            }
        }
        // Handled before the executable is compiled (an object calls symbols it lacks).
        Emit::Obj => compile_object(a, &parsed),
        Emit::Bin | Emit::Elf => {
            let Some(path) = a.out else {
                report!("opforge: --emit bin and --emit elf write a file: give it with -o");
                return ExitCode::FAILURE;
            };
            let (bytes, mode) = if a.emit == Emit::Bin {
                let words = program.words.iter().flat_map(|w| w.to_le_bytes());
                (words.collect(), Mode::Plain)
            } else {
                (program.elf, Mode::Executable)
            };
            write(path, &bytes, a.file, mode)
        }
    }
}

/// `compile --emit obj`: the module as an ELF relocatable object, written to `-o`.
fn compile_object(a: &CompileArgs<'_>, parsed: &ParsedModule) -> ExitCode {
    if a.function.is_some() || !a.args.is_empty() {
        report!(
            "opforge: an object has no `_start` to call a function: --func and arguments go with --emit elf"
        );
        return ExitCode::FAILURE;
    }
    let Some(path) = a.out else {
        report!("opforge: --emit obj writes a file: give it with -o");
        return ExitCode::FAILURE;
    };
    let options = CompileOptions {
        checked: false,
        allocator: a.regalloc.allocator(),
    };
    let code = match a
        .target
        .machine()
        .compile_module_code(&parsed.module, a.externs, options)
    {
        Ok(c) => c,
        Err(e) => {
            report!("{}: {e}", located(a.file, parsed, &e));
            return ExitCode::FAILURE;
        }
    };
    match write_object(&code) {
        Ok(bytes) => write(path, &bytes, a.file, Mode::Plain),
        Err(e) => {
            report!("{}: {e}", a.file);
            ExitCode::FAILURE
        }
    }
}

/// `FILE:LINE` of the gate a pipeline error is about, `FILE` when it names none.
fn located(file: &str, parsed: &ParsedModule, e: &PipelineError) -> String {
    let line = e.gate().and_then(|(function, gate)| {
        let f = usize::try_from(parsed.module.index(function)?).ok()?;
        parsed.lines.get(f)?.get(gate.index()).copied()
    });
    match line {
        Some(line) if line > 0 => format!("{file}:{line}"),
        _ => file.to_owned(),
    }
}

fn write(path: &str, bytes: &[u8], input: &str, mode: Mode) -> ExitCode {
    write_file(Path::new(path), bytes, &[PathBuf::from(input)], mode)
}

/// Set when an interrupt arrives during `exec`.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);
/// Whether `exec` has a temporary directory to remove before it may end.
static CLEANING_UP: AtomicBool = AtomicBool::new(false);
/// The status of a command ended by an interrupt (128 + SIGINT, as shells report it).
const INTERRUPTED_STATUS: i32 = 130;

/// The arguments of `exec`.
#[derive(Debug)]
pub struct ExecArgs<'a> {
    /// The call, run by the interpreter and compiled.
    pub call: Call<'a>,
    /// The register allocator.
    pub regalloc: Regalloc,
    /// How long the compiled program may run under qemu.
    pub time_limit: Duration,
    /// The machine compiled for.
    pub target: Arch,
}

/// `opforge exec FILE.circuit ARGS...`: the function's outcome under the interpreter and under
/// qemu-aarch64 (or qemu-riscv64) running the compiled code; status 0 when they agree, 1 when not or on any error.
/// The interpreter stops after `fuel` steps and qemu after `time_limit` (each said as such, not
/// as a disagreement); the executable lives in a private temporary directory removed on every
/// way out.
pub fn exec(args: &ExecArgs<'_>) -> ExitCode {
    let a = &args.call;
    let file = a.file;
    let (_, parsed) = match read_module(file) {
        Ok(m) => m,
        Err(code) => return code,
    };
    if let Err(code) = verify_module(file, &parsed) {
        return code;
    }
    let module = &parsed.module;
    let (index, values) = match call_of(file, module, a.function, a.args) {
        Ok(call) => call,
        Err(code) => return code,
    };
    let mut console = Console::new();
    let options = Options {
        fuel: a.fuel,
        ..Options::default()
    };
    let expected = match Interpreter::new(module, options).call_at(index, &values) {
        Ok(o) => o,
        Err(e) => {
            report!("{file}: the interpreter refuses the function: {e}");
            return ExitCode::FAILURE;
        }
    };
    console.out(format_args!("interpreter:  {expected}\n"));
    // The interpreter's verdict is out before the compiled program, which may take long, runs.
    console.flush();
    let machine = args.target.machine();
    let emulator = machine.emulator();
    let program = match machine.compile_module(
        module,
        &[Case {
            function: index as usize,
            args: values,
        }],
        CompileOptions {
            checked: true,
            allocator: args.regalloc.allocator(),
        },
    ) {
        Ok(p) => p,
        Err(e) => {
            console.err(format_args!("{}: {e}\n", located(file, &parsed, &e)));
            return console.finish(ExitCode::FAILURE);
        }
    };
    console.flush();
    note_single_pass(&program);
    // An interrupt (Ctrl-C, SIGTERM) while the temporary directory exists stops qemu and
    // removes the directory before the command ends; at any other time it ends the command.
    let _ = ctrlc::set_handler(|| {
        INTERRUPTED.store(true, Ordering::SeqCst);
        if !CLEANING_UP.load(Ordering::SeqCst) {
            std::process::exit(INTERRUPTED_STATUS);
        }
    });
    CLEANING_UP.store(true, Ordering::SeqCst);
    if INTERRUPTED.load(Ordering::SeqCst) {
        std::process::exit(INTERRUPTED_STATUS);
    }
    let dir = match tempfile::Builder::new().prefix("opforge-exec-").tempdir() {
        Ok(dir) => dir,
        Err(e) => {
            console.err(format_args!(
                "opforge: cannot create a temporary directory: {e}\n"
            ));
            return console.finish(ExitCode::FAILURE);
        }
    };
    let run = emulator.run_until(
        &program.elf,
        dir.path(),
        "program",
        args.time_limit,
        &INTERRUPTED,
    );
    if let Err(e) = dir.close() {
        console.err(format_args!(
            "opforge: cannot remove the temporary directory: {e}\n"
        ));
    }
    CLEANING_UP.store(false, Ordering::SeqCst);
    if INTERRUPTED.load(Ordering::SeqCst) {
        console.err(format_args!("{file}: interrupted\n"));
        console.flush();
        std::process::exit(INTERRUPTED_STATUS);
    }
    let words = match run {
        Ok(w) => w,
        Err(e) => {
            if let RunError::TimedOut { limit } = e {
                console.out(format_args!(
                    "{}: stopped after {} s\n",
                    emulator.0,
                    limit.as_secs_f64()
                ));
            }
            console.err(format_args!("{file}: {e}\n"));
            return console.finish(ExitCode::FAILURE);
        }
    };
    let ty = value_type(
        &expected,
        module
            .get(index)
            .map_or(ir_core::opcode::MachineType::I64, |f| {
                return_type(&f.circuit)
            }),
    );
    let compiled = match words.first().map(|&w| (w, outcome(ty, w))) {
        Some((_, Some(o))) => o,
        Some((w, None)) => {
            console.err(format_args!(
                "{file}: the compiled program ended with {w:?}, which the interpreter has no outcome for\n"
            ));
            return console.finish(ExitCode::FAILURE);
        }
        None => {
            console.err(format_args!(
                "{file}: the compiled program wrote no result\n"
            ));
            return console.finish(ExitCode::FAILURE);
        }
    };
    console.out(format_args!(
        "{:<13} {compiled}\n",
        format!("{}:", emulator.0)
    ));
    if expected == Outcome::OutOfFuel {
        console.err(format_args!(
            "{file}: the interpreter ran out of fuel after {} steps, so there is nothing to compare (give it more with --fuel)\n",
            a.fuel
        ));
        console.finish(ExitCode::FAILURE)
    } else if compiled.same_as(&expected) {
        console.finish(ExitCode::SUCCESS)
    } else {
        console.err(format_args!(
            "{file}: the compiled code and the interpreter disagree\n"
        ));
        console.finish(ExitCode::FAILURE)
    }
}
