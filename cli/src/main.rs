//! The `opforge` command line: `check` validates specs, `expand` prints (or writes) the generated
//! Rust, `doc` renders the reference, `schema` prints the JSON Schema, `run` and `dot` work on
//! `.circuit` files.

mod asm;
mod circuit_cmds;

use std::process::ExitCode;

const USAGE: &str = "\
usage: opforge <command> [args]

commands:
  run FILE.circuit [-o PIC] parse and verify a circuit, print its gate table, write its picture
  dot FILE.circuit [-o OUT] print (or write) a circuit's Graphviz picture
  check SPEC...             validate one spec made of SPEC files; print a summary or every error
  doc SPEC... [-o FILE]     render the spec's (IR or machine) reference as Markdown (or write it to FILE)
  schema [-o FILE]          print (or write) the JSON Schema of the spec format, for editors
  expand SPEC... [-o FILE]  print the Rust generated from an IR or machine spec (or write it to FILE)
  asm [FILE]                assemble ARM64 (LLVM syntax, one per line): hex word, tab, our text
  disasm [FILE]             disassemble whitespace-separated 8-digit hex ARM64 words
  help                      print this message";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("check") => check(&args[1..]),
        Some("run") => circuit_cmds::run(&args[1..]),
        Some("dot") => circuit_cmds::dot(&args[1..]),
        Some("expand") => expand(&args[1..]),
        Some("asm") => asm::asm(&args[1..]),
        Some("disasm") => asm::disasm(&args[1..]),
        Some("doc") => doc(&args[1..]),
        Some("schema") => match files_and_output(&args[1..]) {
            Ok((extra, _)) if !extra.is_empty() => usage("`schema` takes no spec file"),
            Ok((_, out)) => emit(&ir_spec::schema::json_schema(), out),
            Err(code) => code,
        },
        Some("help" | "-h" | "--help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => usage(&format!("unknown command `{other}`")),
        None => usage("no command given"),
    }
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("opforge: {problem}\n\n{USAGE}");
    ExitCode::from(2)
}

fn load(files: &[String]) -> Result<ir_spec::Spec, ExitCode> {
    if files.is_empty() {
        return Err(usage("no spec file given"));
    }
    let loader = files.iter().fold(ir_spec::Loader::new(), |l, f| l.file(f));
    loader.load().map_err(|e| {
        eprintln!("{e}");
        ExitCode::FAILURE
    })
}

/// Whether the files describe a machine (an ISA spec: a top-level `isa:` key) rather than an IR.
fn is_isa_spec(files: &[String]) -> bool {
    files
        .iter()
        .any(|f| std::fs::read_to_string(f).is_ok_and(|t| t.lines().any(|l| l.starts_with("isa:"))))
}

/// Loads and checks ISA spec files, printing the errors.
fn load_isa(files: &[String]) -> Result<ir_spec::isa::Isa, ExitCode> {
    let loader = files.iter().fold(
        // A64's operand kinds and builtins, for `spec/arm64.yaml`.
        ir_spec::isa::IsaLoader::new().codecs(opforge_arm64_codec::codecs()),
        |l, f| l.file(f),
    );
    loader.load().map_err(|e| {
        eprintln!("{e}");
        ExitCode::FAILURE
    })
}

fn check(files: &[String]) -> ExitCode {
    if !files.is_empty() && is_isa_spec(files) {
        return match load_isa(files) {
            Ok(isa) => {
                println!(
                    "{}: ok: ISA `{}`: {} encodings, {} aliases, {} operand types, {} register classes",
                    files.join(", "),
                    isa.name,
                    isa.encodings.len(),
                    isa.aliases.len(),
                    isa.types.len(),
                    isa.registers.len()
                );
                ExitCode::SUCCESS
            }
            Err(code) => code,
        };
    }
    match load(files) {
        Ok(spec) => {
            println!("{}", summary(&spec, files));
            ExitCode::SUCCESS
        }
        Err(code) => code,
    }
}

/// One line: what the spec holds.
fn summary(spec: &ir_spec::Spec, files: &[String]) -> String {
    let leaves = spec.classes.iter().filter(|c| c.is_leaf()).count();
    format!(
        "{}: ok: {} gates in {} classes ({} leaves), {} types, {} type sets, {} flags, {} roots",
        files.join(", "),
        spec.gates.len(),
        spec.classes.len(),
        leaves,
        spec.types.len(),
        spec.type_sets.len(),
        spec.flags.len(),
        spec.roots.len()
    )
}

/// Splits `SPEC... [-o FILE]` into the spec files and the output file.
fn files_and_output(args: &[String]) -> Result<(Vec<String>, Option<String>), ExitCode> {
    let mut files = Vec::new();
    let mut out = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "-o" {
            match it.next() {
                Some(path) => out = Some(path.clone()),
                None => return Err(usage("`-o` needs a file name")),
            }
        } else {
            files.push(a.clone());
        }
    }
    Ok((files, out))
}

/// Prints `text`, or writes it to `out`.
fn emit(text: &str, out: Option<String>) -> ExitCode {
    match out {
        Some(path) => match std::fs::write(&path, text) {
            Ok(()) => {
                eprintln!("wrote {path}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("opforge: cannot write {path}: {e}");
                ExitCode::FAILURE
            }
        },
        None => {
            print!("{text}");
            ExitCode::SUCCESS
        }
    }
}

/// Loads `SPEC... [-o FILE]` and emits what `render` makes of the spec, or `render_isa` of a
/// machine spec (the first file names it).
fn render_spec<E: std::fmt::Display, F: std::fmt::Display>(
    args: &[String],
    render: impl Fn(&ir_spec::Spec, &str) -> Result<String, E>,
    render_isa: impl Fn(&ir_spec::isa::Isa, &str) -> Result<String, F>,
) -> ExitCode {
    let (files, out) = match files_and_output(args) {
        Ok(x) => x,
        Err(code) => return code,
    };
    if is_isa_spec(&files) {
        let isa = match load_isa(&files) {
            Ok(isa) => isa,
            Err(code) => return code,
        };
        return match render_isa(&isa, &files[0]) {
            Ok(text) => emit(&text, out),
            Err(e) => {
                eprintln!("opforge: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let spec = match load(&files) {
        Ok(spec) => spec,
        Err(code) => return code,
    };
    match render(&spec, &files[0]) {
        Ok(text) => emit(&text, out),
        Err(e) => {
            eprintln!("opforge: {e}");
            ExitCode::FAILURE
        }
    }
}

fn doc(args: &[String]) -> ExitCode {
    render_spec(args, ir_spec::docs::markdown, ir_spec::isa::docs::markdown)
}

fn expand(args: &[String]) -> ExitCode {
    render_spec(args, ir_spec::generate::opcodes, ir_spec::isa::generate)
}
