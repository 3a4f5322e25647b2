//! The `sysyc` command: checks SysY programs, prints their checked form, or interprets them.
//! Code generation comes later (no `-S`/`-o` yet).

use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: sysyc (--run | --check | --emit ast|ir) [--max-steps N] FILE.sy

  --run         interpret FILE with standard input as the program's input; exit with its status
  --check       report errors, print nothing when there are none
  --emit ast    print the checked (typed, resolved) program
  --emit ir     print the program's SysY IR (spec/sysy.yaml), verified
  --max-steps N bound the interpreter's work (default 1000000000)

Errors exit with status 101 (compile errors) or 102 (runtime errors).";

enum Mode {
    Run,
    Check,
    EmitAst,
    EmitIr,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut mode = None;
    let mut file = None;
    let mut limits = sysyc::interp::Limits::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--run" => mode = Some(Mode::Run),
            "--check" => mode = Some(Mode::Check),
            "--emit" => match it.next().map(String::as_str) {
                Some("ast") => mode = Some(Mode::EmitAst),
                Some("ir") => mode = Some(Mode::EmitIr),
                other => {
                    eprintln!("sysyc: --emit takes `ast` or `ir`, not {other:?}\n\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "--max-steps" => match it.next().and_then(|n| n.parse().ok()) {
                Some(n) => limits.steps = n,
                None => {
                    eprintln!("sysyc: --max-steps takes a number\n\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            f if !f.starts_with('-') && file.is_none() => file = Some(f.to_string()),
            other => {
                eprintln!("sysyc: unexpected argument `{other}`\n\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let (Some(mode), Some(file)) = (mode, file) else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let src = match std::fs::read_to_string(&file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("sysyc: cannot read {file}: {e}");
            return ExitCode::from(2);
        }
    };
    let program = match sysyc::compile(&src) {
        Ok(p) => p,
        Err(e) => {
            eprint!("{}", e.render(&file, &src));
            return ExitCode::from(101);
        }
    };
    match mode {
        Mode::Check => ExitCode::SUCCESS,
        Mode::EmitAst => {
            print!("{}", sysyc::print::program(&program));
            ExitCode::SUCCESS
        }
        Mode::EmitIr => match sysyc::irgen::generate(&program) {
            Ok(module) => {
                if let Err(report) = sysy_ir::verify(&module) {
                    eprintln!("sysyc: internal error: the IR of {file} does not verify:\n{report}");
                    return ExitCode::from(103);
                }
                print!("{}", opforge_cfg::print_module(&module));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("sysyc: internal error: {file}: {e}");
                ExitCode::from(103)
            }
        },
        Mode::Run => {
            let mut input = Vec::new();
            if let Err(e) = std::io::stdin().read_to_end(&mut input) {
                eprintln!("sysyc: cannot read standard input: {e}");
                return ExitCode::from(2);
            }
            let r = sysyc::interp::run(&program, &input, limits);
            let mut out = std::io::stdout().lock();
            match r {
                Ok(o) => {
                    let _ = out.write_all(&o.stdout);
                    let _ = out.flush();
                    eprint!("{}", o.stderr);
                    ExitCode::from(o.status())
                }
                Err(e) => {
                    let _ = out.write_all(&e.stdout);
                    let _ = out.flush();
                    eprintln!("{file}: {e}");
                    ExitCode::from(102)
                }
            }
        }
    }
}
