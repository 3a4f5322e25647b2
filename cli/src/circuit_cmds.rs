//! Commands on `.circuit` files: `run` (parse, verify, print the gate table and the verdict, then
//! write the picture when it is small enough and Graphviz renders it in time) and `dot` (print or
//! write the Graphviz picture).

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use ir_core::opcode::Class;
use ir_core::text::{Parsed, parse, print_gate};

use crate::output::{Console, read_text, report};

fn load(file: &str) -> Result<Parsed, ExitCode> {
    let text = read_text(file)?;
    parse(&text).map_err(|e| {
        report!("{file}:{}:{}: {}", e.line, e.column, e.message);
        ExitCode::FAILURE
    })
}

/// The class path of an opcode, outermost first: `Mir > IntBinary`.
fn class_path(class: Class) -> String {
    let mut chain: Vec<&str> = std::iter::successors(Some(class), |c| c.parent())
        .map(|c| c.name())
        .collect();
    chain.reverse();
    chain.join(" > ")
}

/// Above this many gates `run` writes no picture (Graphviz takes minutes, or crashes, on such
/// graphs); `opforge dot` still writes one on request.
pub const PICTURE_GATE_LIMIT: usize = 5_000;

/// How long `run` lets Graphviz's `dot` render the picture before it kills it.
pub const DOT_TIME_LIMIT: Duration = Duration::from_secs(20);

/// `opforge run FILE.circuit [-o PICTURE]`: parse, verify, print the gate table and the verdict,
/// then write the picture (`.dot`, and `.svg` when Graphviz's `dot` is installed). The verdict
/// decides the exit status and is always printed first; the picture is optional: skipped with a
/// note above [`PICTURE_GATE_LIMIT`] gates, rendered with a time limit of [`DOT_TIME_LIMIT`], and
/// a picture that cannot be written is a note on stderr that leaves the status alone. Asking for
/// the picture to overwrite the input is refused with status 1 before anything is read.
pub fn run(file: &str, out: Option<&str>) -> ExitCode {
    let picture = out
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(file).with_extension("dot"));
    let svg = picture.with_extension("svg");
    for p in [picture.as_path(), svg.as_path()] {
        if crate::output::same_file(p, Path::new(file)) {
            report!(
                "opforge: refusing to write the picture to {}: it is the input",
                p.display()
            );
            return ExitCode::FAILURE;
        }
    }
    let parsed = match load(file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut console = Console::new();
    let code = verdict(&parsed, file, &mut console);
    // The verdict is out before the picture's slow or failing steps begin.
    console.flush();
    write_picture(&parsed, file, (&picture, &svg), &mut console);
    console.finish(code)
}

/// Prints the gate table and the verdict; the exit code the verdict gives.
fn verdict(parsed: &Parsed, file: &str, console: &mut Console) -> ExitCode {
    let c = &parsed.circuit;
    console.out(format_args!(
        "{file}: {} gates ({} roots implicit)\n",
        c.len(),
        ir_core::opcode::Root::ALL.len()
    ));
    console.out(format_args!("{:<6} {:<28} gate\n", "line", "class"));
    let mut text = String::new();
    for g in c.gates() {
        let line = parsed.lines.get(g.index()).copied().unwrap_or(0);
        let class = c
            .opcode(g)
            .map_or_else(String::new, |op| class_path(op.class()));
        text.clear();
        print_gate(c, g, &mut text);
        let line = if line == 0 {
            "root".to_owned()
        } else {
            line.to_string()
        };
        console.out(format_args!("{line:<6} {class:<28} {text}\n"));
    }
    let violations = parsed.verify();
    if violations.is_empty() {
        console.out(format_args!("verified: no violation\n"));
        ExitCode::SUCCESS
    } else {
        for (line, v) in &violations {
            console.err(format_args!("{file}:{line}: {v}\n"));
        }
        console.err(format_args!("{} violations\n", violations.len()));
        ExitCode::FAILURE
    }
}

/// Writes the picture and renders it; every failure is a note on stderr.
fn write_picture(parsed: &Parsed, title: &str, (path, svg): (&Path, &Path), console: &mut Console) {
    let gates = parsed.circuit.len();
    if gates > PICTURE_GATE_LIMIT {
        console.err(format_args!(
            "note: picture skipped: {gates} gates is over run's limit of {PICTURE_GATE_LIMIT} (`opforge dot {title} -o FILE` writes it anyway)\n"
        ));
        return;
    }
    let dot = ir_core::dot::to_dot(&parsed.circuit, title);
    if let Err(e) = std::fs::write(path, &dot) {
        console.err(format_args!(
            "note: no picture: cannot write {}: {e}\n",
            path.display()
        ));
        return;
    }
    console.out(format_args!("picture: {}\n", path.display()));
    console.flush();
    match render(path, svg) {
        Ok(()) => console.out(format_args!("picture: {}\n", svg.display())),
        Err(note) => console.err(format_args!("note: {note}\n")),
    }
}

/// Runs Graphviz's `dot` on `path` into `svg`, killing it after [`DOT_TIME_LIMIT`].
fn render(path: &Path, svg: &Path) -> Result<(), String> {
    let spawned = Command::new("dot")
        .arg("-Tsvg")
        .arg(path)
        .arg("-o")
        .arg(svg)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = spawned else {
        return Err(format!(
            "install Graphviz to render {} as SVG",
            path.display()
        ));
    };
    let deadline = Instant::now() + DOT_TIME_LIMIT;
    loop {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => return Ok(()),
            Ok(Some(status)) => {
                return Err(format!(
                    "no SVG: dot failed on {} ({status})",
                    path.display()
                ));
            }
            Ok(None) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20));
            }
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "no SVG: dot ran past {} s on {} and was stopped",
                    DOT_TIME_LIMIT.as_secs(),
                    path.display()
                ));
            }
            Err(e) => return Err(format!("no SVG: cannot wait for dot: {e}")),
        }
    }
}

/// `opforge dot FILE.circuit [-o OUT.dot]`: the Graphviz picture, on stdout or in a file.
pub fn dot(file: &str, out: Option<&str>) -> ExitCode {
    let parsed = match load(file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let dot = ir_core::dot::to_dot(&parsed.circuit, file);
    crate::output::emit(&dot, crate::output::Sink::of(out, &[file.to_owned()]))
}

/// A call of a function of a circuit file, as `interp` and `exec` make it.
#[derive(Debug)]
pub struct Call<'a> {
    /// The `.circuit` file (one function, or a module of `func` sections).
    pub file: &'a str,
    /// The function to call (default: the one named like the file, else the first).
    pub function: Option<&'a str>,
    /// The arguments, as run-line literals typed by the function's ARG gates.
    pub args: &'a [String],
    /// The interpreter's step budget.
    pub fuel: u64,
}

/// How `opforge interp` runs.
#[derive(Debug)]
pub struct InterpArgs<'a> {
    /// The call (its arguments are ignored with `check`).
    pub call: Call<'a>,
    /// Run the file's `; run:` lines instead of one call.
    pub check: bool,
}

/// `opforge interp FILE.circuit [ARGS...]`: runs a function through the reference interpreter and
/// prints its outcome (`return i32 45`, `trap division_by_zero`, `throw i64 3`, `out of fuel`);
/// with `--check`, runs the file's `; run:` lines and prints each mismatch. A file that does not
/// parse, arguments that do not fit, or a circuit the interpreter refuses: status 1.
pub fn interp(args: &InterpArgs<'_>) -> ExitCode {
    let a = &args.call;
    use ir_core::interp::{Interpreter, Options, filetest};

    let (text, parsed) = match read_module(a.file) {
        Ok(m) => m,
        Err(code) => return code,
    };
    if let Err(code) = verify_module(a.file, &parsed) {
        return code;
    }
    let module = &parsed.module;
    let options = Options {
        fuel: a.fuel,
        ..Options::default()
    };
    let mut console = Console::new();
    if args.check {
        // Every line is read and run: a malformed one is reported and counts as not holding.
        let (cases, errors) = filetest::all_cases(module, &text);
        let mismatches = filetest::check(module, &cases, &options);
        let mut reports: Vec<(usize, usize, String)> = errors
            .iter()
            .map(|e| (e.line, e.column, e.message.clone()))
            .chain(
                mismatches
                    .iter()
                    .map(|m| (m.line, m.column, m.message.clone())),
            )
            .collect();
        reports.sort();
        for (line, column, message) in &reports {
            console.err(format_args!("{}:{line}:{column}: {message}\n", a.file));
        }
        let total = cases.len() + errors.len();
        console.out(format_args!(
            "{}: {} of {total} run lines hold\n",
            a.file,
            total - reports.len(),
        ));
        let code = if reports.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
        return console.finish(code);
    }
    let (index, values) = match call_of(a.file, module, a.function, a.args) {
        Ok(call) => call,
        Err(code) => return code,
    };
    match Interpreter::new(module, options).call_at(index, &values) {
        Ok(outcome) => {
            console.out(format_args!("{outcome}\n"));
            console.finish(ExitCode::SUCCESS)
        }
        Err(e) => {
            // The line of the gate at fault, in the function it belongs to.
            let function = e.callee().and_then(|n| module.index(n)).unwrap_or(index);
            let line = e.gate().and_then(|g| {
                let lines = parsed.lines.get(usize::try_from(function).ok()?)?;
                lines.get(g.index()).copied().filter(|&l| l > 0)
            });
            match line {
                Some(line) => report!("{}:{line}: {e}", a.file),
                None => report!("{}: {e}", a.file),
            }
            ExitCode::FAILURE
        }
    }
}

/// The function a command on `file` calls (`function`, else the one named like the file, else
/// the first) and its arguments parsed as its ARG gates type them; prints the error otherwise.
pub fn call_of(
    file: &str,
    module: &ir_core::module::Module,
    function: Option<&str>,
    args: &[String],
) -> Result<(u64, Vec<ir_core::interp::Value>), ExitCode> {
    use ir_core::interp::param_types;
    use ir_core::text::run_line::{Literal, to_value};
    let stem = Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("main");
    let name = match function {
        Some(f) => f,
        None if module.index(stem).is_some() => stem,
        None => module.functions().first().map_or(stem, |f| f.name.as_str()),
    };
    let Some(index) = module.index(name) else {
        report!("opforge: no function `{name}` in {file}");
        return Err(ExitCode::FAILURE);
    };
    let params = module
        .get(index)
        .map(|f| param_types(&f.circuit))
        .unwrap_or_default();
    if params.len() != args.len() {
        // Once the arguments begin, everything is an argument (so that `-inf` is one).
        let hint = match args.iter().find(|a| a.starts_with("--") && a.len() > 2) {
            Some(option) => {
                format!(" (`{option}` was read as an argument: give options before the arguments)")
            }
            None => String::new(),
        };
        report!(
            "opforge: `{name}` takes {} argument{}, given {}{hint}",
            params.len(),
            if params.len() == 1 { "" } else { "s" },
            args.len()
        );
        return Err(ExitCode::FAILURE);
    }
    let mut values = Vec::new();
    for (i, (arg, ty)) in args.iter().zip(&params).enumerate() {
        let ty = ty.unwrap_or(ir_core::opcode::MachineType::I64);
        let value = Literal::read(arg).and_then(|l| to_value(l, ty));
        match value {
            Ok(v) => values.push(v),
            Err(e) => {
                report!("opforge: argument {i} of `{name}`: {e}");
                return Err(ExitCode::FAILURE);
            }
        }
    }
    Ok((index, values))
}

/// Reads and parses a module file (`func NAME` sections, or one function named like the file).
pub fn read_module(file: &str) -> Result<(String, ir_core::text::ParsedModule), ExitCode> {
    let text = read_text(file)?;
    let stem = Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("main");
    let parsed = ir_core::text::parse_module(&text, stem).map_err(|e| {
        report!("{file}:{}:{}: {}", e.line, e.column, e.message);
        ExitCode::FAILURE
    })?;
    Ok((text, parsed))
}

/// Verifies a parsed module (every function, and the calls between them); prints each violation
/// at its line (`FILE:LINE: ...`, the function named when the file has several) otherwise.
pub fn verify_module(file: &str, parsed: &ir_core::text::ParsedModule) -> Result<(), ExitCode> {
    let Err(found) = parsed.module.verify() else {
        return Ok(());
    };
    let several = parsed.module.functions().len() > 1;
    let mut count = 0;
    for (f, violations) in &found {
        let name = &parsed.module.functions()[*f].name;
        for v in &violations.0 {
            let line = parsed
                .lines
                .get(*f)
                .and_then(|l| l.get(v.gate.index()))
                .copied()
                .filter(|&l| l > 0);
            let place = match line {
                Some(line) => format!("{file}:{line}"),
                None => file.to_owned(),
            };
            if several {
                report!("{place}: in `{name}`: {v}");
            } else {
                report!("{place}: {v}");
            }
            count += 1;
        }
    }
    report!(
        "{file}: not a valid circuit: {count} violation{}",
        if count == 1 { "" } else { "s" }
    );
    Err(ExitCode::FAILURE)
}
