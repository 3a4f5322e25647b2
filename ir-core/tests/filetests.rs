//! The filetests: every `.circuit` file under `ir-core/tests/filetests/` and `examples/`, each
//! function verified, each `; run:` line run through the interpreter and its outcome compared with
//! the one the line expects. A failure names the file, line and column of the run line.

use std::path::{Path, PathBuf};

use ir_core::interp::filetest::{cases, check};
use ir_core::interp::{Interpreter, Options};
use ir_core::opcode::Opcode;
use ir_core::text::parse_module;
use ir_core::verify::verify;

fn circuit_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("circuit"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_run_line_of_every_filetest_and_example_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = circuit_files(&root.join("tests/filetests"));
    let examples = circuit_files(&root.join("../examples"));
    files.extend(examples);
    let (mut total, mut failures) = (0, Vec::new());
    let mut seen = std::collections::BTreeSet::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("read");
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("stem");
        let parsed = parse_module(&text, stem).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        for (f, lines) in parsed.module.functions().iter().zip(&parsed.lines) {
            seen.extend(f.circuit.gates().filter_map(|g| f.circuit.opcode(g)));
            for v in verify(&f.circuit).0 {
                let line = lines.get(v.gate.index()).copied().unwrap_or(0);
                failures.push(format!(
                    "{}:{line}: `{}` does not verify: {v}",
                    path.display(),
                    f.name
                ));
            }
        }
        let cases =
            cases(&parsed.module, &text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        total += cases.len();
        for m in check(&parsed.module, &cases, &Options::default()) {
            failures.push(format!("{}:{m}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every gate the interpreter gives a meaning is in some file: the MIR gates and the state and
    // intermediate gates, except the successors of a throwing gate (only HIR gates throw).
    let missing: Vec<Opcode> = Opcode::ALL
        .iter()
        .copied()
        .filter(|op| !op.is_hir() && !op.is_root() && !seen.contains(op))
        .filter(|op| !matches!(op, Opcode::IfSuccess | Opcode::IfException))
        .collect();
    assert!(
        missing.is_empty(),
        "no filetest or example uses {missing:?}"
    );
    assert!(
        total >= 100,
        "only {total} run lines in {} files",
        files.len()
    );
    eprintln!("{total} run lines in {} files hold", files.len());
}

#[test]
fn calls_nested_beyond_the_limit_trap_and_the_limit_is_an_option() {
    // `is_even(300)` traps at the default depth of 256; with a limit of 5000, 4999 nested calls fit
    // the stack the interpreter sizes for them.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests/calls.circuit");
    let text = std::fs::read_to_string(path).expect("read");
    let module = parse_module(&text, "calls").expect("parses").module;
    let deep = Options {
        max_call_depth: 5000,
        ..Options::default()
    };
    let mut it = Interpreter::new(&module, deep);
    let out = it.call("is_even", &[ir_core::interp::Value::i32(4999)]);
    assert_eq!(
        out,
        Ok(ir_core::interp::Outcome::Return(
            ir_core::interp::Value::bool(false)
        ))
    );
}
