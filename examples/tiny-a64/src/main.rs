//! `tiny-a64`: runs a function of the cfg test IR, written in its text format, as A64 code
//! under qemu-aarch64, and prints what it returns next to what the reference evaluator says.
//!
//! ```text
//! cargo run -p tiny-a64 -- examples/tiny-a64/programs/max.tiny 3 9
//! cargo run -p tiny-a64 -- --lir examples/tiny-a64/programs/max.tiny
//! ```
//!
//! The lowering is the table's alone: this binary includes the generated rules itself (as a
//! user's compiler would), so the generated code is checked warning-free in a binary crate too.

use std::process::ExitCode;

use opforge_cfg_testbed::Opcode;
use opforge_compile::elf::CaseResult;

/// The rules generated from `spec/lower-tiny-arm64.yaml`.
mod lowering {
    opforge_cfg::include_lower!("lower_tiny_arm64.rs");
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tiny-a64: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let show_lir = args.first().is_some_and(|a| a == "--lir");
    if show_lir {
        args.remove(0);
    }
    let Some(path) = args.first().cloned() else {
        return Err("usage: tiny-a64 [--lir] FILE [ARG...]".into());
    };
    let inputs = args[1..]
        .iter()
        .map(|a| a.parse::<i64>().map_err(|e| format!("argument `{a}`: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let source = opforge_cfg::parse::<Opcode>(&text).map_err(|e| format!("{path}: {e}"))?;
    opforge_cfg::verify(&source).map_err(|r| format!("{path}: {r}"))?;
    let lir = lowering::lower(&source).map_err(|e| e.to_string())?;
    if show_lir {
        print!("{}", opforge_cfg::print(&lir));
        return Ok(());
    }
    if inputs.len() != source.params().len() {
        return Err(format!(
            "`{}` takes {} argument(s); {} given",
            source.name(),
            source.params().len(),
            inputs.len()
        ));
    }
    let module = [source];
    let mut steps = 10_000_000;
    let expected =
        tiny_a64::eval::run(&module, 0, &inputs, &mut steps).map_err(|e| e.to_string())?;
    let program =
        opforge_compile::a64::compile(&[lir], &[(0, inputs)], true).map_err(|e| e.to_string())?;
    let dir = std::env::temp_dir().join(format!("tiny-a64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let results =
        opforge_compile::qemu::run(&program.elf, &dir, "program").map_err(|e| e.to_string())?;
    let ty = module[0].results().first().copied();
    match results.first() {
        Some(CaseResult::Returned(bits)) => {
            let got = ty.map_or(*bits, |t| tiny_a64::eval::canonical(t, *bits));
            println!("{got} (the evaluator: {expected})");
            if got == expected {
                Ok(())
            } else {
                Err("the code and the evaluator disagree".into())
            }
        }
        other => Err(format!("the code did not return: {other:?}")),
    }
}
