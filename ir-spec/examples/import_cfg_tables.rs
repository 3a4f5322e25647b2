//! Imports the real tables of block-structured IRs (Panda's `instructions.yaml`, SpiderMonkey's
//! `LIROps.yaml` read for A64) into `kind: cfg` specs and times each stage: translation, load and
//! validation, generation of the Rust layer (formatted), and the Markdown reference.
//!
//! ```text
//! cargo run --release -p ir-spec --example import_cfg_tables -- [DATA_DIR]
//! ```
//!
//! `DATA_DIR` defaults to `../shared/data` next to the workspace. The tables are read at run
//! time only; when the directory or a table is absent the example says so and exits with
//! status 1, so a missing table is never mistaken for a measurement. It also says whether the
//! committed `spec/panda.yaml` is the Panda import of the table it read (status 1 when stale).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use ir_spec::Loader;
use ir_spec::import::{self, ImportError, LIR_ARM64_DEFINES, Mode, Translation};
use ir_spec::kind::CfgKind;

/// Runs per timed step; the report gives the fastest and the median.
const RUNS: usize = 15;

/// The Panda import (no build macros).
fn panda(text: &str) -> Result<Translation, ImportError> {
    import::translate_panda(text, Mode::Loadable)
}

/// The SpiderMonkey LIR import for A64's build.
fn lir_arm64(text: &str) -> Result<Translation, ImportError> {
    let defines: Vec<String> = LIR_ARM64_DEFINES.iter().map(|d| (*d).to_owned()).collect();
    import::translate_spidermonkey_lir(text, Mode::Loadable, &defines)
}

type Translate = fn(&str) -> Result<Translation, ImportError>;

/// Each table: its label, file, translation and the committed spec it must equal (if any).
const TABLES: [(&str, &str, Translate, Option<&str>); 2] = [
    (
        "Panda (ArkCompiler) IR",
        "panda-instructions.yaml",
        panda,
        Some("spec/panda.yaml"),
    ),
    (
        "SpiderMonkey LIR, A64 build",
        "spidermonkey-LIROps.yaml",
        lir_arm64,
        None,
    ),
];

fn main() -> ExitCode {
    let dir = std::env::args().nth(1).map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"),
        PathBuf::from,
    );
    let mut status = ExitCode::SUCCESS;
    for (label, file, translate, committed) in TABLES {
        let path = dir.join(file);
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                println!(
                    "== {label}: {} is absent ({e}); not measured ==",
                    path.display()
                );
                status = ExitCode::FAILURE;
                continue;
            }
        };
        match run(label, file, &text, translate) {
            Ok(yaml) => {
                if let Some(spec) = committed {
                    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(spec);
                    if std::fs::read_to_string(&path).ok().as_deref() == Some(yaml.as_str()) {
                        println!("  {spec} is this import");
                    } else {
                        println!("  {spec} is STALE: rerun `opforge import` on {file}");
                        status = ExitCode::FAILURE;
                    }
                }
            }
            Err(e) => {
                println!("  FAILED: {e}");
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}

/// Imports, loads, generates and documents one table, timing each step; returns the spec.
fn run(label: &str, file: &str, text: &str, translate: Translate) -> Result<String, String> {
    println!("== {label} ({file}) ==");
    let (t, translate_times) = timed(|| translate(text));
    let t = t.map_err(|e| e.to_string())?;
    let name = format!("{file}.opforge.yaml");
    let (spec, load_times) = timed(|| {
        Loader::new()
            .text(&name, t.yaml.clone())
            .load_as::<CfgKind>()
    });
    let spec = spec.map_err(|e| format!("does not validate:\n{e}"))?;
    let (layer, generate_times) = timed(|| ir_spec::cfg::generate::layer(&spec, &name));
    let layer = layer.map_err(|e| e.to_string())?;
    let (docs, doc_times) = timed(|| ir_spec::cfg::docs::markdown(&spec, &name));
    let docs = docs.map_err(|e| e.to_string())?;
    println!(
        "  {} instructions ({} terminators), {} classes, {} mixins, {} types, {} type sets, {} immediate kinds, {} flags",
        spec.instructions.len(),
        spec.instructions.iter().filter(|i| i.terminator).count(),
        spec.classes.len(),
        spec.mixins.len(),
        spec.types.len(),
        spec.type_sets.len(),
        spec.immediates.len(),
        spec.flags.len()
    );
    for note in &t.observations {
        println!("  note: {note}");
    }
    let lost: usize = t.not_expressible.values().map(Vec::len).sum();
    println!(
        "  not expressible: {lost} items in {} categories",
        t.not_expressible.len()
    );
    report(
        "translate",
        &translate_times,
        &format!("{} lines of YAML", t.yaml.lines().count()),
    );
    report("load + validate", &load_times, "");
    report(
        "generate the layer",
        &generate_times,
        &format!("{} lines of Rust", layer.lines().count()),
    );
    report(
        "render the reference",
        &doc_times,
        &format!("{} lines of Markdown", docs.lines().count()),
    );
    Ok(t.yaml)
}

/// Runs `f` [`RUNS`] times; returns the last result and every time.
fn timed<T>(mut f: impl FnMut() -> T) -> (T, Vec<Duration>) {
    let mut times = Vec::with_capacity(RUNS);
    let mut last = None;
    for _ in 0..RUNS {
        let start = Instant::now();
        last = Some(f());
        times.push(start.elapsed());
    }
    match last {
        Some(v) => (v, times),
        None => unreachable!("RUNS > 0"),
    }
}

fn report(what: &str, times: &[Duration], size: &str) {
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    let ms = |d: Duration| format!("{:.2} ms", d.as_secs_f64() * 1e3);
    println!(
        "  {what}: {} (median {}, {} runs){}{size}",
        ms(sorted[0]),
        ms(sorted[sorted.len() / 2]),
        sorted.len(),
        if size.is_empty() { "" } else { " -> " }
    );
}
