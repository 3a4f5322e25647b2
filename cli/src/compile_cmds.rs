//! Commands that compile circuits to A64: `compile` (print the listing through the generated
//! printer, or write the raw code or a static ELF) and `exec` (compile, run under qemu-aarch64
//! and under the reference interpreter, print both outcomes; they must agree).

use std::path::Path;
use std::process::ExitCode;

use ir_core::interp::{Interpreter, Options};
use opforge_compile::pipeline::{Case, compile_module, outcome, return_type, value_type};

use opforge_compile::module::Options as CompileOptions;
use opforge_compile::regalloc::Allocator;

use crate::circuit_cmds::{call_of, read_module};
use crate::output::Console;

/// What `compile` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// The listing: address, word and instruction, one per line.
    Asm,
    /// The raw code (little-endian words).
    Bin,
    /// A static AArch64 executable whose `_start` calls the function on the given arguments.
    Elf,
}

/// Which of regalloc2's allocators `compile` and `exec` use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Regalloc {
    /// The backtracking allocator (better code).
    #[default]
    Backtracking,
    /// The single-pass allocator (faster compilation, more spills and moves).
    SinglePass,
}

impl Regalloc {
    fn allocator(self) -> Allocator {
        match self {
            Regalloc::Backtracking => Allocator::Backtracking,
            Regalloc::SinglePass => Allocator::SinglePass,
        }
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
}

/// `opforge compile FILE.circuit [--emit asm|bin|elf] [-o OUT] [ARGS...]`.
pub fn compile(a: &CompileArgs<'_>) -> ExitCode {
    let (_, parsed) = match read_module(a.file) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let module = &parsed.module;
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
    let program = match compile_module(module, &cases, options) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: {e}", a.file);
            return ExitCode::FAILURE;
        }
    };
    let mut console = Console::new();
    match a.emit {
        Emit::Asm => {
            let mut text = String::new();
            for (i, &w) in program.words.iter().enumerate() {
                let inst = opforge_arm64::Inst::decode(w)
                    .map_or_else(|| format!(".inst {w:#010x}"), |i| i.to_string());
                text.push_str(&format!(
                    "{:8x}:  {w:08x}  {inst}\n",
                    opforge_compile::elf::BASE + 4 * i as u64
                ));
            }
            match a.out {
                Some(path) => write(path, text.as_bytes()),
                None => {
                    console.out(format_args!("{text}"));
                    console.finish(ExitCode::SUCCESS)
                }
            }
        }
        Emit::Bin | Emit::Elf => {
            let Some(path) = a.out else {
                eprintln!("opforge: --emit bin and --emit elf write a file: give it with -o");
                return ExitCode::FAILURE;
            };
            let bytes = if a.emit == Emit::Bin {
                program.words.iter().flat_map(|w| w.to_le_bytes()).collect()
            } else {
                program.elf
            };
            write(path, &bytes)
        }
    }
}

fn write(path: &str, bytes: &[u8]) -> ExitCode {
    match std::fs::write(path, bytes) {
        Ok(()) => {
            #[cfg(unix)]
            if path.ends_with(".elf") || !path.contains('.') {
                use std::os::unix::fs::PermissionsExt;
                let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("opforge: cannot write {path}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `opforge exec FILE.circuit ARGS...`: the function's outcome under the interpreter and under
/// qemu-aarch64 running the compiled code; status 0 when they agree, 1 when not or on any error.
pub fn exec(file: &str, function: Option<&str>, args: &[String], regalloc: Regalloc) -> ExitCode {
    let (_, parsed) = match read_module(file) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let module = &parsed.module;
    let (index, values) = match call_of(file, module, function, args) {
        Ok(call) => call,
        Err(code) => return code,
    };
    let mut console = Console::new();
    let expected = match Interpreter::new(module, Options::default()).call_at(index, &values) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{file}: the interpreter refuses the function: {e}");
            return ExitCode::FAILURE;
        }
    };
    console.out(format_args!("interpreter:  {expected}\n"));
    let program = match compile_module(
        module,
        &[Case {
            function: index as usize,
            args: values,
        }],
        CompileOptions {
            checked: true,
            allocator: regalloc.allocator(),
        },
    ) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{file}: {e}");
            return console.finish(ExitCode::FAILURE);
        }
    };
    let dir = std::env::temp_dir().join(format!("opforge-exec-{}", std::process::id()));
    let name = Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("main");
    let words = opforge_compile::elf::run(&program.elf, &dir, name);
    let _ = std::fs::remove_dir_all(&dir);
    let words = match words {
        Ok(w) => w,
        Err(e) => {
            eprintln!("{file}: {e}");
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
            eprintln!(
                "{file}: the compiled program ended with {w:?}, which the interpreter has no outcome for"
            );
            return console.finish(ExitCode::FAILURE);
        }
        None => {
            eprintln!("{file}: the compiled program wrote no result");
            return console.finish(ExitCode::FAILURE);
        }
    };
    console.out(format_args!("qemu-aarch64: {compiled}\n"));
    if compiled.same_as(&expected) {
        console.finish(ExitCode::SUCCESS)
    } else {
        console.err(format_args!(
            "{file}: the compiled code and the interpreter disagree\n"
        ));
        console.finish(ExitCode::FAILURE)
    }
}
