//! Every example circuit and every filetest of the Circuit IR, compiled by the whole pipeline
//! (verify, schedule, lower through `spec/lower-arm64.yaml`, regalloc2 with its checker, emit)
//! into one static executable per file, run once under qemu-aarch64: each `; run:` line's
//! outcome must be the reference interpreter's. A file the pipeline refuses must be one of
//! [`REFUSED`], refused for the reason given there, so a gap is a listed decision and a
//! regression fails. When qemu-aarch64 is missing the test fails and says how to install it.

use std::path::{Path, PathBuf};

use ir_core::interp::{Interpreter, Options, Outcome, TrapKind, Value, filetest};
use ir_core::opcode::MachineType;
use opforge_compile::elf;
use opforge_compile::pipeline::{Case, compile_module, outcome, return_type};

/// Files the pipeline does not compile, with a word of the error it gives.
const REFUSED: &[(&str, &str)] = &[
    ("call_throw.circuit", "JS_BYTECODE"),
    ("throw.circuit", "THROW"),
    ("floats.circuit", "FMOD"),
    ("misc.circuit", "FEXP"),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in ["examples", "ir-core/tests/filetests"] {
        let mut found: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .expect("the directory")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "circuit"))
            .collect();
        found.sort();
        out.extend(found);
    }
    out
}

/// Compiles and runs one file's run lines; `Err` when the pipeline refuses the file.
fn check_file(path: &Path) -> Result<usize, String> {
    let text = std::fs::read_to_string(path).expect("the file");
    let stem = path.file_stem().and_then(|s| s.to_str()).expect("a name");
    let module = ir_core::text::parse_module(&text, stem)
        .expect("the file parses")
        .module;
    let mut cases: Vec<Case> = filetest::cases(&module, &text)
        .expect("its run lines")
        .into_iter()
        .map(|c| Case {
            function: c.function as usize,
            args: c.args,
        })
        .collect();
    if cases.is_empty() {
        // An example without run lines: call its function on small arguments.
        let index = module.index(stem).unwrap_or(0) as usize;
        let params = ir_core::interp::param_types(&module.functions()[index].circuit);
        for k in [0i64, 1, 5, 10, -3] {
            let args = params
                .iter()
                .map(|t| Value::int(t.unwrap_or(MachineType::I64), k))
                .collect();
            cases.push(Case {
                function: index,
                args,
            });
        }
    }
    opforge_compile::pipeline::lower_module(&module).map_err(|e| e.to_string())?;
    // The interpreter's outcomes; cases whose outcome is a limit of the reference rather than of
    // the program (an access outside every region, which compiled code does not check; a call
    // depth the interpreter refuses) are counted and left out.
    let options = Options {
        max_call_depth: 1024,
        ..Options::default()
    };
    let mut interp = Interpreter::new(&module, options);
    let mut expected = Vec::new();
    cases.retain(|case| {
        let outcome = interp
            .call_at(case.function as u64, &case.args)
            .expect("the interpreter runs it");
        let unchecked = matches!(
            outcome,
            Outcome::Trap(TrapKind::OutOfBounds | TrapKind::StackOverflow)
        );
        if !unchecked {
            expected.push(outcome);
        }
        !unchecked
    });
    let program = compile_module(&module, &cases, true).map_err(|e| e.to_string())?;
    let dir = std::env::temp_dir().join(format!("opforge-circuits-{}", std::process::id()));
    let words = elf::run(&program.elf, &dir, stem).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        words.len(),
        cases.len(),
        "{}: one result per case",
        path.display()
    );
    for ((case, &word), expected) in cases.iter().zip(&words).zip(&expected) {
        let f = &module.functions()[case.function];
        let got = outcome(return_type(&f.circuit), word);
        assert!(
            got.is_some_and(|g| g.same_as(expected)),
            "{}: {} on {:?}: qemu gives {got:?}, the interpreter {expected}",
            path.display(),
            f.name,
            case.args
        );
    }
    Ok(cases.len())
}

#[test]
fn every_example_and_filetest_agrees_with_the_interpreter_under_qemu() {
    if let Err(e) = elf::qemu() {
        panic!("{e}");
    }
    let mut ran = 0;
    let mut refused = Vec::new();
    for path in files() {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a name")
            .to_owned();
        match check_file(&path) {
            Ok(n) => ran += n,
            Err(e) => refused.push((name, e)),
        }
    }
    for (name, error) in &refused {
        let known = REFUSED.iter().find(|(f, _)| f == name);
        match known {
            Some((_, word)) => assert!(
                error.contains(word),
                "{name} refused for another reason: {error}"
            ),
            None => panic!("{name} is refused: {error}"),
        }
    }
    for (file, _) in REFUSED {
        assert!(
            refused.iter().any(|(n, _)| n == file),
            "{file} compiles now: take it off REFUSED"
        );
    }
    eprintln!(
        "{ran} run lines agree; {} files refused as listed",
        refused.len()
    );
    assert!(ran >= 20, "only {ran} run lines ran");
}
