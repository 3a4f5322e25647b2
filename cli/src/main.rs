//! The `opforge` command line: `check` validates specs, `expand` prints (or writes) every Rust file
//! generated from a spec, `doc` renders the reference, `schema` prints the JSON Schema, `import`
//! translates foreign tables; `run` and `dot` work on `.circuit` files, `interp` runs them,
//! `compile` and `exec` take them to A64 (a listing, an executable or an object); `asm` and
//! `disasm` convert A64 text and words. The first line of `opforge --help` names every command.
//!
//! Every spec command goes through `ir_spec::Loader`, which reads the kind of spec from the
//! files' `kind:` key; the arguments of every subcommand are parsed by clap.

mod asm;
mod circuit_cmds;
mod compile_cmds;
mod output;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use output::{Sink, emit, report};

/// opforge: instruction tables in YAML to a compiler's IR and machine layers.
#[derive(Debug, Parser)]
#[command(name = "opforge", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Parse and verify a circuit, print its gate table and verdict, then write its picture
    /// (skipped above 5,000 gates; Graphviz is stopped after 20 s).
    Run {
        /// The `.circuit` file.
        file: String,
        /// Where to write the picture (default: the circuit's path with `.dot`).
        #[arg(short = 'o', value_name = "PICTURE")]
        out: Option<String>,
    },
    /// Print (or write) a circuit's Graphviz picture.
    Dot {
        /// The `.circuit` file.
        file: String,
        /// Write the picture here instead of printing it.
        #[arg(short = 'o', value_name = "OUT")]
        out: Option<String>,
    },
    /// Run a function of a circuit file through the reference interpreter and print its outcome,
    /// or (`--check`) run the file's `; run:` lines.
    Interp {
        /// The `.circuit` file (one function, or several after `func NAME` headers).
        file: String,
        /// The arguments: `-3`, `-0`, `0x1f`, `1.5`, `-inf`, `nan`, `true`, typed by the
        /// function's ARG gates (a value that starts with `-`, such as `-inf`, is an argument).
        #[arg(allow_negative_numbers = true)]
        args: Vec<String>,
        /// The function to call (default: the one named like the file, else the first).
        #[arg(long = "func", value_name = "NAME")]
        function: Option<String>,
        /// The step budget; a run that spends it ends "out of fuel".
        #[arg(long, default_value_t = 10_000_000)]
        fuel: u64,
        /// Run the file's `; run:` lines and report each that does not hold.
        #[arg(long, conflicts_with = "args")]
        check: bool,
    },
    /// Validate one spec made of the SPEC files; print a summary or every located error.
    Check {
        /// The files of one spec (all of one `kind:`).
        #[arg(required = true)]
        specs: Vec<String>,
    },
    /// Render the spec's reference (IR gates or machine encodings) as Markdown.
    Doc {
        /// The files of one spec.
        #[arg(required = true)]
        specs: Vec<String>,
        /// Write the Markdown here instead of printing it.
        #[arg(short = 'o', value_name = "FILE")]
        out: Option<String>,
    },
    /// Print (or write) the JSON Schema of the spec format, for editors.
    Schema {
        /// Write the schema here instead of printing it.
        #[arg(short = 'o', value_name = "FILE")]
        out: Option<String>,
    },
    /// Print the Rust generated from a spec: every output (an IR's opcodes, its graph layer as
    /// your crate gets it, and the builder and visitors for a runtime of your own; a machine's
    /// layer), or one with `--part`, or each to its file with `--out-dir`.
    Expand {
        /// The files of one spec.
        #[arg(required = true)]
        specs: Vec<String>,
        /// Only this output (`opcodes`, `builder`, `visitors` of an IR; `machine` of an ISA).
        #[arg(long, value_name = "PART")]
        part: Option<String>,
        /// Write the output(s) to this one file instead of printing them.
        #[arg(short = 'o', value_name = "FILE", conflicts_with = "out_dir")]
        out: Option<String>,
        /// Write each output to `DIR/PART.rs`.
        #[arg(long, value_name = "DIR")]
        out_dir: Option<PathBuf>,
    },
    /// Translate a real compiler's instruction table into an opforge spec that loads (`kind: cfg`
    /// for Panda's and SpiderMonkey's LIR tables, `kind: ir` for SpiderMonkey's MIR); what the
    /// schema cannot say is listed on stderr. A translation that does not load, or that holds no
    /// instruction, is an error and writes nothing.
    Import {
        /// The table's format.
        #[arg(value_enum)]
        format: ImportFormat,
        /// The table.
        file: String,
        /// Write the spec here instead of printing it.
        #[arg(short = 'o', value_name = "FILE")]
        out: Option<String>,
        /// Only the mapping: names and input orders as the table has them (the validator may
        /// then refuse the result, which shows what the schema cannot take as is).
        #[arg(long)]
        faithful: bool,
        /// A macro defined when the table's `#if` lines are read (`spidermonkey-lir` only;
        /// repeat for several; each must be one an `#if` line of the table mentions). Default:
        /// `JS_CODEGEN_ARM64`, the build for A64.
        #[arg(long = "define", value_name = "MACRO")]
        defines: Vec<String>,
    },
    /// Assemble ARM64 (LLVM syntax, one instruction per line): hex word, tab, our text.
    Asm {
        /// The input (default: standard input).
        file: Option<String>,
    },
    /// Disassemble whitespace-separated 8-digit hex ARM64 words.
    Disasm {
        /// The input (default: standard input).
        file: Option<String>,
    },
    /// Compile a circuit file to A64, or RV64 with `--target riscv64` (schedule, lower through
    /// spec/lower-arm64.yaml or spec/lower-riscv64.yaml, allocate with regalloc2, emit) and print
    /// the listing, or write the code, a static ELF or an ELF relocatable object.
    Compile {
        /// The `.circuit` file (one function, or several after `func NAME` headers).
        file: String,
        /// What to produce.
        #[arg(long, value_enum, default_value = "asm")]
        emit: compile_cmds::Emit,
        /// Write it here (needed for `bin`, `elf` and `obj`).
        #[arg(short = 'o', value_name = "FILE")]
        out: Option<String>,
        /// With `--emit obj`: an external symbol the object calls; the k-th `--extern` is callee
        /// N + k of a CALL (`CONSTANT arch N+k`), past the module's N functions.
        #[arg(long = "extern", value_name = "NAME")]
        externs: Vec<String>,
        /// The function the ELF's `_start` calls (default: the one named like the file).
        #[arg(long = "func", value_name = "NAME")]
        function: Option<String>,
        /// Arguments of that call (with `--emit elf`), as `interp` takes them.
        #[arg(allow_negative_numbers = true)]
        args: Vec<String>,
        /// Which of regalloc2's allocators runs.
        #[arg(long, value_enum, default_value = "by-size")]
        regalloc: compile_cmds::Regalloc,
        /// The machine to compile for.
        #[arg(long, value_enum, default_value = "arm64")]
        target: compile_cmds::Arch,
    },
    /// Compile a circuit file to A64 (or RV64 with `--target riscv64`), run a function under
    /// qemu-aarch64 (qemu-riscv64) and under the reference interpreter, and print both outcomes
    /// (status 1 when they differ).
    Exec {
        /// The `.circuit` file.
        file: String,
        /// The arguments: `-3`, `-0`, `0x1f`, `1.5`, `-inf`, `nan`, `true`, typed by the
        /// function's ARG gates (a value that starts with `-`, such as `-inf`, is an argument).
        #[arg(allow_negative_numbers = true)]
        args: Vec<String>,
        /// The function to call (default: the one named like the file, else the first).
        #[arg(long = "func", value_name = "NAME")]
        function: Option<String>,
        /// Which of regalloc2's allocators runs.
        #[arg(long, value_enum, default_value = "by-size")]
        regalloc: compile_cmds::Regalloc,
        /// The interpreter's step budget; a run that spends it ends "out of fuel" (and there is
        /// then nothing to compare).
        #[arg(long, default_value_t = 10_000_000)]
        fuel: u64,
        /// How many seconds the compiled program may run under qemu before it is stopped.
        #[arg(long = "time-limit", value_name = "SECONDS", default_value_t = 10.0, value_parser = seconds, allow_hyphen_values = true)]
        time_limit: f64,
        /// The machine to compile for (and the qemu-user that runs it).
        #[arg(long, value_enum, default_value = "arm64")]
        target: compile_cmds::Arch,
    },
}

/// A time limit in seconds: a positive finite number, at most a day.
fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => Ok(s),
        _ => Err(format!(
            "`{text}` is not a number of seconds between 0 and 86400"
        )),
    }
}

/// The foreign table formats `opforge import` reads.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum ImportFormat {
    /// ArkCompiler's (Panda's) `instructions.yaml`, into a `kind: cfg` spec.
    Panda,
    /// SpiderMonkey's `MIROps.yaml`, into a `kind: ir` spec.
    SpidermonkeyMir,
    /// SpiderMonkey's `LIROps.yaml`, read for one build (see `--define`), into a `kind: cfg`
    /// spec.
    SpidermonkeyLir,
}

/// The subcommands whose trailing arguments are literals, some of which start with `-`.
const TAKES_LITERALS: [&str; 3] = ["interp", "compile", "exec"];

/// The command line with the literal arguments of `interp`, `compile` and `exec` (`-inf`, `-0`,
/// `-true`) kept from being read as options: every word that is not one of the subcommand's
/// options (or an option's value) moves, in order, after a `--` that follows the options. Options
/// may then come before, between or after the literals, as before, and a word such as `-true`
/// reaches the literal parser, which says what is wrong with it.
fn literals_as_arguments(argv: Vec<OsString>) -> Vec<OsString> {
    use clap::CommandFactory as _;
    let command = Cli::command();
    let Some(sub) = argv
        .get(1)
        .and_then(|s| s.to_str())
        .filter(|s| TAKES_LITERALS.contains(s))
        .and_then(|s| command.find_subcommand(s))
    else {
        return argv;
    };
    // Whether `word` is one of the subcommand's options, and whether that takes a value.
    let option = |word: &str| {
        sub.get_arguments().find_map(|a| {
            let long = a
                .get_long()
                .is_some_and(|l| word.strip_prefix("--") == Some(l));
            let short = a.get_short().is_some_and(|c| {
                let mut buf = [0; 4];
                word.strip_prefix('-') == Some(c.encode_utf8(&mut buf))
            });
            (long || short).then(|| a.get_action().takes_values())
        })
    };
    let mut head = argv[..2].to_vec();
    let mut tail = Vec::new();
    let mut words = argv.into_iter().skip(2);
    while let Some(word) = words.next() {
        let text = word.to_string_lossy().into_owned();
        if text == "--" {
            tail.extend(words.by_ref());
            break;
        }
        match option(&text) {
            Some(true) => {
                head.push(word);
                head.extend(words.next());
            }
            Some(false) => head.push(word),
            // `--name=value`, help, and long options the subcommand lacks (clap names them).
            None if text.starts_with("--") || text == "-h" => head.push(word),
            None => tail.push(word),
        }
    }
    head.push("--".into());
    head.extend(tail);
    head
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse_from(literals_as_arguments(std::env::args_os().collect())) {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with status 0; usage errors to stderr with 2.
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match cli.command {
        Command::Run { file, out } => circuit_cmds::run(&file, out.as_deref()),
        Command::Dot { file, out } => circuit_cmds::dot(&file, out.as_deref()),
        Command::Interp {
            file,
            args,
            function,
            fuel,
            check,
        } => circuit_cmds::interp(&circuit_cmds::InterpArgs {
            call: circuit_cmds::Call {
                file: &file,
                function: function.as_deref(),
                args: &args,
                fuel,
            },
            check,
        }),
        Command::Check { specs } => check(&specs),
        Command::Doc { specs, out } => doc(&specs, out.as_deref()),
        Command::Schema { out } => emit(
            &ir_spec::schema::json_schema(),
            Sink::of(out.as_deref(), &[]),
        ),
        Command::Expand {
            specs,
            part,
            out,
            out_dir,
        } => expand(&specs, part.as_deref(), out.as_deref(), out_dir),
        Command::Import {
            format,
            file,
            out,
            faithful,
            defines,
        } => import(format, &file, out.as_deref(), faithful, &defines),
        Command::Asm { file } => asm::asm(file.as_slice()),
        Command::Disasm { file } => asm::disasm(file.as_slice()),
        Command::Compile {
            file,
            emit,
            out,
            function,
            args,
            regalloc,
            externs,
            target,
        } => compile_cmds::compile(&compile_cmds::CompileArgs {
            file: &file,
            emit,
            out: out.as_deref(),
            function: function.as_deref(),
            args: &args,
            regalloc,
            externs: &externs,
            target,
        }),
        Command::Exec {
            file,
            args,
            function,
            regalloc,
            fuel,
            time_limit,
            target,
        } => compile_cmds::exec(&compile_cmds::ExecArgs {
            call: circuit_cmds::Call {
                file: &file,
                function: function.as_deref(),
                args: &args,
                fuel,
            },
            regalloc,
            time_limit: std::time::Duration::from_secs_f64(time_limit),
            target,
        }),
    }
}

/// Loads one spec of any kind from `files`, printing its warnings, and every finding on failure.
fn load(files: &[String]) -> Result<ir_spec::Loaded, ExitCode> {
    // A64's operand kinds and builtins, for `spec/arm64.yaml` and other tables that use them.
    let loader = files.iter().fold(
        ir_spec::Loader::new().codecs(opforge_arm64_codec::codecs()),
        |l, f| l.file(f),
    );
    let (loaded, warnings) = loader.load_warned();
    if !warnings.is_empty() {
        report!("{warnings}");
    }
    loaded.map_err(|e| {
        report!("{e}");
        ExitCode::FAILURE
    })
}

fn check(files: &[String]) -> ExitCode {
    match load(files) {
        Ok(spec) => emit(
            &format!("{}: {}\n", files.join(", "), spec.summary()),
            Sink::Stdout,
        ),
        Err(code) => code,
    }
}

fn doc(files: &[String], out: Option<&str>) -> ExitCode {
    let spec = match load(files) {
        Ok(spec) => spec,
        Err(code) => return code,
    };
    match spec.docs(&files[0]) {
        Ok(text) => emit(&text, Sink::of(out, files)),
        Err(e) => {
            report!("opforge: {e}");
            ExitCode::FAILURE
        }
    }
}

fn expand(
    files: &[String],
    part: Option<&str>,
    out: Option<&str>,
    out_dir: Option<PathBuf>,
) -> ExitCode {
    let spec = match load(files) {
        Ok(spec) => spec,
        Err(code) => return code,
    };
    let outputs = match spec.outputs(&files[0]) {
        Ok(outputs) => outputs,
        Err(e) => {
            report!("opforge: {e}");
            return ExitCode::FAILURE;
        }
    };
    let chosen: Vec<_> = match part {
        None => outputs.iter().collect(),
        Some(p) => match outputs.iter().find(|o| o.part == p) {
            Some(o) => vec![o],
            None => {
                let parts: Vec<_> = outputs.iter().map(|o| format!("`{}`", o.part)).collect();
                report!(
                    "opforge: a spec of kind `{}` has no output `{p}`; it has {}",
                    spec.kind(),
                    parts.join(", ")
                );
                return ExitCode::from(2);
            }
        },
    };
    if let Some(dir) = out_dir {
        if let Err(e) = std::fs::create_dir_all(&dir) {
            report!("opforge: cannot create {}: {e}", dir.display());
            return ExitCode::FAILURE;
        }
        for o in chosen {
            let path = dir.join(format!("{}.rs", o.part));
            let code = emit(&o.rust, Sink::of(path.to_str(), files));
            if code != ExitCode::SUCCESS {
                return code;
            }
        }
        return ExitCode::SUCCESS;
    }
    let text: String = chosen.iter().map(|o| o.rust.as_str()).collect();
    emit(&text, Sink::of(out, files))
}

fn import(
    format: ImportFormat,
    file: &str,
    out: Option<&str>,
    faithful: bool,
    defines: &[String],
) -> ExitCode {
    use ir_spec::import::{
        ImportError, LIR_ARM64_DEFINES, Mode, translate_panda, translate_spidermonkey,
        translate_spidermonkey_lir, unknown_define,
    };
    let lir = matches!(format, ImportFormat::SpidermonkeyLir);
    if !lir && !defines.is_empty() {
        report!(
            "opforge import: `--define` applies to `spidermonkey-lir` tables only; a `{}` table has no `#if` lines to read",
            clap::ValueEnum::to_possible_value(&format)
                .map_or_else(String::new, |v| v.get_name().to_owned())
        );
        return ExitCode::from(2);
    }
    let limit = ir_spec::Limits::default().max_file_bytes;
    let text = match ir_spec::load::read_limited(std::path::Path::new(file), limit) {
        Ok(text) => text,
        Err((rule, message)) => {
            report!("opforge: {file}: error[{}]: {message}", rule.code());
            return ExitCode::FAILURE;
        }
    };
    if let Some(message) = unknown_define(&text, defines) {
        report!("opforge import: --define: {file}: {message}");
        return ExitCode::from(2);
    }
    let mode = if faithful {
        Mode::Faithful
    } else {
        Mode::Loadable
    };
    let translated = match format {
        ImportFormat::Panda => translate_panda(&text, mode),
        ImportFormat::SpidermonkeyMir => translate_spidermonkey(&text, mode),
        ImportFormat::SpidermonkeyLir => {
            let defines: Vec<String> = if defines.is_empty() {
                LIR_ARM64_DEFINES.iter().map(|d| (*d).to_owned()).collect()
            } else {
                defines.to_vec()
            };
            translate_spidermonkey_lir(&text, mode, &defines)
        }
    };
    let t = match translated {
        Ok(t) => t,
        // A YAML error is located: `file:line:col: error[E003]: ...`.
        Err(e @ ImportError::Yaml { .. }) => {
            report!("opforge: {file}:{e}");
            return ExitCode::FAILURE;
        }
        Err(e) => {
            report!("opforge: {file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut report = format!("{file}: {} instructions translated", t.instructions);
    for (what, items) in [
        ("renamed", t.renames.len()),
        (
            "not expressible",
            t.not_expressible.values().map(Vec::len).sum(),
        ),
        ("worked around", t.workarounds.values().map(Vec::len).sum()),
        ("docs written", t.synthesized_docs.values().sum()),
    ] {
        if items > 0 {
            report.push_str(&format!("; {items} {what}"));
        }
    }
    report!("{report}");
    for (category, items) in &t.not_expressible {
        report!("  not expressible: {category}: {}", items.join(", "));
    }
    for rename in &t.renames {
        report!("  renamed: {rename}");
    }
    for (category, items) in &t.workarounds {
        report!("  worked around: {category}: {}", items.join(", "));
    }
    for note in &t.observations {
        report!("  note: {note}");
    }
    if t.instructions == 0 {
        report!(
            "opforge: {file}: no instruction was translated: this is not a table of the format (or an empty one); nothing is written"
        );
        return ExitCode::FAILURE;
    }
    // The spec must load as `check` loads it (with A64's codecs); a faithful translation is
    // allowed not to, to show what the schema refuses.
    let shown = format!("{file}.opforge.yaml");
    let loaded = ir_spec::Loader::new()
        .codecs(opforge_arm64_codec::codecs())
        .text(&shown, &t.yaml)
        .load();
    match loaded {
        Err(e) if !faithful => {
            report!(
                "opforge: {file}: the translated spec does not load (shown as {shown}); nothing is written\n{e}"
            );
            return ExitCode::FAILURE;
        }
        Err(e) => report!(
            "  note: the faithful translation does not load: {} finding(s); `opforge check` lists them",
            e.diagnostics.len()
        ),
        Ok(_) => {}
    }
    emit(&t.yaml, Sink::of(out, &[file.to_owned()]))
}
