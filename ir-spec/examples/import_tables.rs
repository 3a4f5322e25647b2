//! Imports a real compiler's sea-of-nodes instruction table (SpiderMonkey's `MIROps.yaml`) into
//! opforge schema v1 (`kind: ir`), loads them with [`ir_spec::Loader`], generates the opcode
//! layer, and reports counts, timings, the validator's verdict and everything the schema could not
//! say. The block-structured tables (Panda's, SpiderMonkey's LIR) are measured by the
//! `import_cfg_tables` example.
//!
//! ```text
//! cargo run --release -p ir-spec --example import_tables -- [DATA_DIR] [--emit OUT_DIR]
//! ```
//!
//! `DATA_DIR` defaults to `../shared/data` next to the workspace. The tables are read at run time
//! only; when the directory is absent the example says so and exits successfully. `--emit` writes
//! the translated YAML (both modes) to `OUT_DIR` for inspection.
//!
//! Each table is translated twice (see `ir_spec::import::Mode`): `Faithful` (the mapping only, so the
//! validator's findings show what the schema rejects) and `Loadable` (plus the listed renames and
//! input reorders), which is the one timed and generated.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ir_spec::import::{self as real_tables, ImportError, Mode, Translation};
use ir_spec::{Loader, Spec, SpecError};

/// Runs per timed step; the report gives the fastest and the median.
const RUNS: usize = 15;

/// One real table and its translator.
struct Table {
    label: &'static str,
    file: &'static str,
    stem: &'static str,
    translate: fn(&str, Mode) -> Result<Translation, ImportError>,
    loadable: fn(&str) -> Result<String, ImportError>,
}

const TABLES: &[Table] = &[Table {
    label: "SpiderMonkey MIR",
    file: "spidermonkey-MIROps.yaml",
    stem: "spidermonkey-mir",
    translate: real_tables::translate_spidermonkey,
    loadable: real_tables::spidermonkey_to_opforge,
}];

fn main() {
    let mut dir: Option<PathBuf> = None;
    let mut emit: Option<PathBuf> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--emit" {
            emit = args.next().map(PathBuf::from);
        } else {
            dir = Some(PathBuf::from(a));
        }
    }
    let dir =
        dir.unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"));
    if !dir.is_dir() {
        println!(
            "import_tables: the data directory {} is absent; no real tables to import \
             (they are optional reference data, see SOURCES.md there). Nothing to do.",
            dir.display()
        );
        return;
    }
    if let Some(out) = &emit
        && let Err(e) = std::fs::create_dir_all(out)
    {
        eprintln!("import_tables: cannot create {}: {e}", out.display());
        std::process::exit(2);
    }
    let mut failed = false;
    let mut reports: Vec<(&Table, Translation)> = Vec::new();
    for table in TABLES {
        let path = dir.join(table.file);
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                println!(
                    "== {} ==\n{} is absent or unreadable ({e}); skipped.\n",
                    table.label,
                    path.display()
                );
                continue;
            }
        };
        match run(table, &text, emit.as_deref()) {
            Ok((t, ok)) => {
                failed |= !ok;
                reports.push((table, t));
            }
            Err(e) => {
                println!("{}: translation failed: {e}\n", table.label);
                failed = true;
            }
        }
    }
    for (table, t) in &reports {
        print_not_expressible(table, t);
    }
    if failed {
        std::process::exit(1);
    }
}

/// Translates, loads, times and generates one table. Returns the loadable translation and whether
/// it validated and generated.
fn run(table: &Table, text: &str, emit: Option<&Path>) -> Result<(Translation, bool), String> {
    println!("== {} ({}) ==", table.label, table.file);
    let start = Instant::now();
    let faithful = (table.translate)(text, Mode::Faithful).map_err(|e| e.to_string())?;
    let translate_time = start.elapsed();
    let loadable = (table.translate)(text, Mode::Loadable).map_err(|e| e.to_string())?;
    if (table.loadable)(text).map_err(|e| e.to_string())? != loadable.yaml {
        return Err("the benchmark entry point disagrees with the loadable translation".into());
    }
    let display = format!("{}.opforge.yaml", table.stem);
    if let Some(out) = emit {
        for (suffix, t) in [("faithful", &faithful), ("loadable", &loadable)] {
            let p = out.join(format!("{}.{suffix}.opforge.yaml", table.stem));
            std::fs::write(&p, &t.yaml).map_err(|e| format!("{}: {e}", p.display()))?;
        }
    }
    println!(
        "instructions read: {}; translated to {} lines of YAML ({} KiB) in {}",
        loadable.instructions,
        loadable.yaml.lines().count(),
        loadable.yaml.len() / 1024,
        ms(translate_time)
    );

    // What the table says, mapped and nothing more.
    match Loader::new()
        .text(&display, faithful.yaml.clone())
        .load_ir()
    {
        Ok(_) => println!("faithful translation (mapping only): VALIDATED"),
        Err(e) => {
            println!(
                "faithful translation (mapping only): DOES NOT VALIDATE, {} finding(s):",
                e.diagnostics.len()
            );
            print_findings(&e, &faithful.yaml);
        }
    }

    // With the renames and reorders: load, validate and generate, timed.
    let mut load_times = Vec::with_capacity(RUNS);
    let mut spec: Option<Result<Spec, SpecError>> = None;
    for _ in 0..RUNS {
        let start = Instant::now();
        let r = Loader::new()
            .text(&display, loadable.yaml.clone())
            .load_ir();
        load_times.push(start.elapsed());
        spec = Some(r);
    }
    let spec = match spec.expect("RUNS > 0") {
        Ok(s) => s,
        Err(e) => {
            println!(
                "loadable translation: DOES NOT VALIDATE, {} finding(s):",
                e.diagnostics.len()
            );
            print_findings(&e, &loadable.yaml);
            return Ok((loadable, false));
        }
    };
    let mut parse_times = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let start = Instant::now();
        let parsed = ir_spec::load::parse_document(&loadable.yaml, &ir_spec::Limits::default());
        parse_times.push(start.elapsed());
        if parsed.is_err() {
            return Err("the loadable translation parsed once but not twice".into());
        }
    }
    let leaves = spec.classes.iter().filter(|c| c.is_leaf()).count();
    println!(
        "loadable translation (with the renames and reorders below): VALIDATED\n  \
         gates {}, classes {} ({} leaves), flags {}, attributes {}, primary types {}, type sets {}, \
         fields {}, data inputs {}",
        spec.gates.len(),
        spec.classes.len(),
        leaves,
        spec.flags.len(),
        spec.attributes.len(),
        spec.types.len(),
        spec.type_sets.len(),
        spec.gates.iter().map(|g| g.fields.len()).sum::<usize>(),
        spec.gates.iter().map(|g| g.data_in.len()).sum::<usize>(),
    );
    println!(
        "  load+validate: {} (median {}, {RUNS} runs); of which YAML parsing into the schema types: {} (median {})",
        ms(min(&load_times)),
        ms(median(&mut load_times)),
        ms(min(&parse_times)),
        ms(median(&mut parse_times)),
    );
    let mut ok = true;
    type Generator = fn(&Spec, &str) -> Result<String, ir_spec::generate::GenerateError>;
    let generators: [(&str, Generator); 2] = [
        ("generate opcodes", ir_spec::generate::opcodes),
        (
            "generate circuit builder",
            ir_spec::generate::circuit_builder,
        ),
    ];
    for (what, generate) in generators {
        let mut times = Vec::with_capacity(RUNS);
        let mut generated = Ok(String::new());
        for _ in 0..RUNS {
            let start = Instant::now();
            generated = generate(&spec, &display);
            times.push(start.elapsed());
        }
        match &generated {
            Ok(code) => println!(
                "  {what}: {} (median {}, {RUNS} runs) -> {} lines, {} KiB of Rust",
                ms(min(&times)),
                ms(median(&mut times)),
                code.lines().count(),
                code.len() / 1024
            ),
            Err(e) => {
                println!("  {what}: FAILED: {e}");
                ok = false;
            }
        }
    }

    println!("key coverage (source key -> where it went, uses):");
    for (k, (target, n)) in &loadable.coverage {
        println!("  {k:<44} {n:>5}  -> {target}");
    }
    if !loadable.renames.is_empty() {
        println!(
            "renamed with a visible suffix ({}; the validator rejects the original names):",
            loadable.renames.len()
        );
        for r in &loadable.renames {
            println!("  {r}");
        }
    }
    if !loadable.escaped_keywords.is_empty() {
        println!(
            "names whose snake_case form is a Rust keyword ({}; accepted, escaped by the generator):",
            loadable.escaped_keywords.len()
        );
        for r in &loadable.escaped_keywords {
            println!("  {r}");
        }
    }
    for (category, items) in &loadable.workarounds {
        println!("reordered ({}): {category}", items.len());
        for i in items {
            println!("  {i}");
        }
    }
    if !loadable.synthesized_docs.is_empty() {
        let parts: Vec<String> = loadable
            .synthesized_docs
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        println!(
            "docs the schema requires but the table lacks, written by the translator: {}",
            parts.join(", ")
        );
    }
    for o in &loadable.observations {
        println!("observation on the source table: {o}");
    }
    println!();
    Ok((loadable, ok))
}

/// Prints the validator's findings, grouped by rule, each with its position and source line.
fn print_findings(e: &SpecError, yaml: &str) {
    let lines: Vec<&str> = yaml.lines().collect();
    let mut by_rule: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for d in &e.diagnostics {
        let line = lines
            .get((d.loc.line as usize).saturating_sub(1))
            .map_or("", |l| l.trim());
        let hint = d
            .hint
            .as_ref()
            .map(|h| format!(" (help: {h})"))
            .unwrap_or_default();
        by_rule
            .entry(format!("{}[{}]", d.rule.code(), d.rule.slug()))
            .or_default()
            .push(format!(
                "{}: {}{hint}\n        | {line}",
                e.position(d),
                d.message
            ));
    }
    for (rule, items) in by_rule {
        println!("  {rule} x{}", items.len());
        for i in items {
            println!("    {i}");
        }
    }
}

fn print_not_expressible(table: &Table, t: &Translation) {
    println!("== not expressible in schema v1: {} ==", table.label);
    if t.not_expressible.is_empty() {
        println!("  (nothing)");
    }
    for (category, items) in &t.not_expressible {
        println!("  {:>4} × {category}", items.len());
        for i in items.iter().take(12) {
            println!("    {}", one_line(i));
        }
        if items.len() > 12 {
            println!("    … and {} more", items.len() - 12);
        }
    }
    println!();
}

fn one_line(s: &str) -> String {
    let s = s.replace('\n', " ");
    if s.chars().count() > 160 {
        format!("{}…", s.chars().take(160).collect::<String>())
    } else {
        s
    }
}

fn min(times: &[Duration]) -> Duration {
    times.iter().copied().min().unwrap_or_default()
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}
