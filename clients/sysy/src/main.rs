//! The `sysyc` command: compiles SysY programs to A64 or RV64 (`--target`; GNU assembly for
//! A64, an object, or a static executable linked with the runtime library), prints their
//! intermediate forms, checks them, or interprets them.

use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

use sysyc::driver::{self, Checks};
use sysyc::peer::Arch;

const USAGE: &str = "\
usage: sysyc [-S] -o OUT FILE.sy
       sysyc --emit ast|ir|lir FILE.sy
       sysyc --emit obj -o OUT FILE.sy
       sysyc --run [--max-steps N] FILE.sy
       sysyc --check FILE.sy
       sysyc --target riscv64 -o OUT|--emit lir|--emit obj -o OUT FILE.sy

  -o OUT        write a static AArch64 executable, linked with the runtime library by
                aarch64-linux-gnu-gcc (with -S: GNU assembly for aarch64-linux-gnu-as;
                with --target riscv64: an RV64 one, by riscv64-linux-gnu-gcc)
  -S            write assembly instead of an executable (A64 only)
  --target T    arm64 (the default) or riscv64: RV64 code by spec/lower-sysy-riscv64.yaml,
                linked by riscv64-linux-gnu-gcc (run it with qemu-riscv64); --run and
                --check do not depend on it
  --emit ast    print the checked (typed, resolved) program
  --emit ir     print the program's SysY IR (spec/sysy.yaml), verified
  --emit lir    print the target's LIR it lowers to (spec/lower-sysy-arm64.yaml or -riscv64)
  --emit obj    write the ELF relocatable object to OUT
  --checked     also run the LIR verifier and regalloc2's checker on every function
  -O0 -O1 -O2   accepted, as contest compilers take them; sysyc always optimises the same
  --run         interpret FILE with standard input as the program's input; exit with its status
  --check       report errors, print nothing when there are none
  --max-steps N bound the interpreter's work (default 1000000000)

Errors exit with status 101 (the program's), 102 (the interpreter's runtime errors), 103
(the compiler's own), 104 (the linker's or the file system's), 2 (the command line's).";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Compile,
    Run,
    Check,
    EmitAst,
    EmitIr,
    EmitLir,
    EmitObj,
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("sysyc: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mut mode, mut asm, mut out, mut file) = (None, false, None, None);
    let mut checks = Checks::default();
    let mut arch = Arch::default();
    let mut limits = sysyc::interp::Limits::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--run" => mode = Some(Mode::Run),
            "--check" => mode = Some(Mode::Check),
            "--checked" => checks.backend = true,
            "-S" => asm = true,
            "--target" => match it.next().map(|t| (t, Arch::parse(t))) {
                Some((_, Some(a))) => arch = a,
                other => {
                    return usage_error(&format!(
                        "--target takes `arm64` or `riscv64`, not {:?}",
                        other.map(|(t, _)| t)
                    ));
                }
            },
            "-O0" | "-O1" | "-O2" | "-O3" => {}
            "-o" => match it.next() {
                Some(path) => out = Some(path.clone()),
                None => return usage_error("-o takes a file name"),
            },
            "--emit" => {
                mode = Some(match it.next().map(String::as_str) {
                    Some("ast") => Mode::EmitAst,
                    Some("ir") => Mode::EmitIr,
                    Some("lir") => Mode::EmitLir,
                    Some("obj") => Mode::EmitObj,
                    other => {
                        return usage_error(&format!(
                            "--emit takes `ast`, `ir`, `lir` or `obj`, not {other:?}"
                        ));
                    }
                })
            }
            "--max-steps" => match it.next().and_then(|n| n.parse().ok()) {
                Some(n) => limits.steps = n,
                None => return usage_error("--max-steps takes a number"),
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            f if !f.starts_with('-') && file.is_none() => file = Some(f.to_string()),
            other => return usage_error(&format!("unexpected argument `{other}`")),
        }
    }
    let mode = match (mode, &out) {
        (Some(m), _) => m,
        (None, Some(_)) => Mode::Compile,
        (None, None) if asm => Mode::Compile,
        (None, None) => return usage_error("say what to do: -o OUT, --emit, --run or --check"),
    };
    if asm && mode != Mode::Compile {
        return usage_error("-S goes with -o OUT, not with --emit, --run or --check");
    }
    if asm && arch != Arch::Arm64 {
        return usage_error("-S writes A64 assembly only; leave it out for riscv64");
    }
    if matches!(mode, Mode::Compile | Mode::EmitObj) && out.is_none() {
        return usage_error("give the output file with -o");
    }
    let Some(file) = file else {
        return usage_error("give the SysY file to read");
    };
    let src = match std::fs::read_to_string(&file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("sysyc: cannot read {file}: {e}");
            return ExitCode::from(2);
        }
    };
    let out = out.unwrap_or_default();
    let done = match mode {
        Mode::Run => return run(&src, &file, limits),
        Mode::Check => sysyc::compile(&src)
            .map(|_| ())
            .map_err(|e| driver::DriverError::Source(e.render(&file, &src))),
        Mode::EmitAst => sysyc::compile(&src)
            .map(|p| print!("{}", sysyc::print::program(&p)))
            .map_err(|e| driver::DriverError::Source(e.render(&file, &src))),
        Mode::EmitIr => {
            driver::ir(&src, &file).map(|m| print!("{}", opforge_cfg::print_module(&m)))
        }
        Mode::EmitLir => driver::lir_text(arch, &src, &file).map(|text| print!("{text}")),
        Mode::EmitObj => driver::object_for(arch, &src, &file, checks)
            .and_then(|bytes| write(&out, bytes.as_slice())),
        Mode::Compile if asm => {
            driver::assembly(&src, &file, checks).and_then(|text| write(&out, text.as_bytes()))
        }
        Mode::Compile => driver::executable_for(arch, &src, &file, Path::new(&out), checks),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e @ driver::DriverError::Source(_)) => {
            eprintln!("{e}");
            ExitCode::from(e.status())
        }
        Err(e) => {
            eprintln!("sysyc: {file}: {e}");
            ExitCode::from(e.status())
        }
    }
}

fn write(path: &str, bytes: &[u8]) -> Result<(), driver::DriverError> {
    std::fs::write(path, bytes)
        .map_err(|e| driver::DriverError::Io(format!("cannot write {path}: {e}")))
}

/// `--run`: the reference interpreter.
fn run(src: &str, file: &str, limits: sysyc::interp::Limits) -> ExitCode {
    let program = match sysyc::compile(src) {
        Ok(p) => p,
        Err(e) => {
            eprint!("{}", e.render(file, src));
            return ExitCode::from(101);
        }
    };
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut input) {
        eprintln!("sysyc: cannot read standard input: {e}");
        return ExitCode::from(2);
    }
    let r = sysyc::interp::run(&program, &input, limits);
    let mut stdout = std::io::stdout().lock();
    match r {
        Ok(o) => {
            let _ = stdout.write_all(&o.stdout);
            let _ = stdout.flush();
            eprint!("{}", o.stderr);
            ExitCode::from(o.status())
        }
        Err(e) => {
            let _ = stdout.write_all(&e.stdout);
            let _ = stdout.flush();
            eprintln!("{file}: {e}");
            ExitCode::from(102)
        }
    }
}
