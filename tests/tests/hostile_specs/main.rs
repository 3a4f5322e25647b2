//! Specs with hostile names either fail `check` with a located error or generate Rust that
//! compiles: random IR and ISA specs whose names are Rust keywords, prelude names (`Option`,
//! `Some`, `String`, `Iterator`), names of generated items (`Opcode`, `ALL`, `info`, `NAMED`),
//! names that differ only in case or underscores, and names that convert to the same identifier.
//! Every spec `ir_spec::Loader` accepts is generated (for IR: the opcode layer, the typed builder
//! and the visitors, over stubs of the runtime types a builder and a visitor need) and compiled as
//! one module of a single scratch crate, so `cargo build` runs once for the whole batch.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use ir_spec::{Loaded, Loader};
use opforge_rng::Rng;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

mod cfg;
mod ir;
mod isa;
mod lir;
mod names;
mod scratch;

use cfg::*;
use ir::*;
use isa::*;
use lir::*;
use names::*;
use scratch::*;

/// Loads `yaml` as if it were a file of `dir`; the model when `check` accepts it.
fn accept(yaml: &str, dir: &Path) -> Option<Loaded> {
    Loader::new()
        .text(dir.join("s.yaml").display().to_string(), yaml)
        .load()
        .ok()
}

/// The first errors of a failed build.
fn first_errors(stderr: &str) -> String {
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("error"))
        .take(40)
        .collect();
    lines.join("\n")
}

/// Generates `count` specs with `make`, loads each, generates and compiles every accepted one in
/// the scratch crate `dir`; asserts they all compile and at least `min_accepted` were accepted.
/// `make` may write the tables a spec names into the directory it is given.
fn run(dir: &str, count: usize, min_accepted: usize, make: fn(&mut Rng, &Path) -> String) {
    let start = Instant::now();
    let mut rng = Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
    let mut scratch = Scratch::new(dir);
    let mut accepted = 0;
    let mut unparsed = Vec::new();
    for _ in 0..count {
        let tables = scratch.dir.join("tables");
        let yaml = make(&mut rng, &tables);
        if let Some(loaded) = accept(&yaml, &tables) {
            accepted += 1;
            if let Err(e) = scratch.add(&loaded, &yaml) {
                unparsed.push(format!("{e}\n{yaml}"));
            }
        }
    }
    let built = scratch.build();
    eprintln!(
        "{dir}: {count} specs generated, {accepted} accepted, {} compiled in one crate, {:.1?}",
        scratch.modules,
        start.elapsed()
    );
    let mut report = unparsed.join("\n");
    if let Err(stderr) = &built {
        report.push_str(stderr);
    }
    std::fs::write(scratch.dir.join("report.txt"), report).expect("report");
    assert!(
        unparsed.is_empty(),
        "{} accepted specs generate no code, such as:\n{}",
        unparsed.len(),
        unparsed[..unparsed.len().min(3)].join("\n")
    );
    if let Err(stderr) = built {
        panic!(
            "accepted specs generate code that does not compile:\n{}\n(the specs are comments in {})",
            first_errors(&stderr),
            scratch.dir.join("src/lib.rs").display()
        );
    }
    assert!(
        accepted >= min_accepted,
        "too few specs accepted: {accepted}"
    );
}

#[test]
fn every_accepted_hostile_ir_spec_compiles() {
    run("opforge-hostile-ir", 1000, 200, |r, _| ir_spec(r));
}

#[test]
fn every_accepted_hostile_cfg_spec_compiles() {
    run("opforge-hostile-cfg", 400, 80, |r, _| cfg_spec(r));
}

#[test]
fn every_accepted_hostile_lir_spec_compiles() {
    run("opforge-hostile-lir", 200, 60, lir_spec);
}

#[test]
fn every_accepted_hostile_lowering_spec_compiles() {
    run("opforge-hostile-lower", 200, 40, lower_spec);
}

#[test]
fn every_accepted_hostile_isa_spec_compiles() {
    run("opforge-hostile-isa", 400, 30, |r, _| isa_spec(r));
}
