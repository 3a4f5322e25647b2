//! The speed of `sysyc`'s code against gcc's, on the contest's performance programs: each
//! program built by `sysyc` and by `aarch64-linux-gnu-gcc` at `-O0` and at `-O2` (as C, through
//! `peer::as_c`, with the same runtime library), and each executable run under `qemu-aarch64`
//! with the program's input, in the same run. Every run's output is compared with the `.out`
//! file, so each row does its whole work and consumes its whole result. A second group times
//! compilation to an object: `sysyc`'s pipeline in process against `gcc -O0 -c` (a process, as
//! a user runs it).
//!
//! ```sh
//! cargo bench -p sysyc --bench performance                  # every program (long)
//! cargo bench -p sysyc --bench performance -- 'run/fft'     # criterion's filter
//! cargo run -p sysyc --example perf_table                   # the table and geometric means
//! cargo run --release -p sysyc --example perf_suite          # every program once, in turn
//! ```
//!
//! `SYSY_PROGRAMS=fft0,sl1` limits the programs built and measured; `SYSY_GROUPS=compile` (or
//! `run`) measures one group only (the compile group needs no executable built and run first).
//! Reads `<workspace root>/../shared/data/sysy/performance`; stops with a message when it or
//! the tools are missing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use sysyc::driver::{self, Checks};
use sysyc::peer::{self, Prepared};

/// The longest one run may take.
const RUN_LIMIT: Duration = Duration::from_secs(300);

fn suite_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/sysy/performance");
    assert!(
        dir.is_dir(),
        "the SysY performance programs are missing: expected {}",
        dir.display()
    );
    dir
}

/// The programs to measure: every one of the suite, or those `SYSY_PROGRAMS` names.
fn program_names(dir: &Path) -> Vec<String> {
    let mut names = peer::program_names(dir).unwrap_or_else(|e| panic!("{e}"));
    if let Ok(only) = std::env::var("SYSY_PROGRAMS") {
        let only: Vec<&str> = only.split(',').map(str::trim).collect();
        names.retain(|n| only.contains(&n.as_str()));
    }
    names
}

/// Whether `SYSY_GROUPS` (default: both) asks for `group`.
fn wanted(group: &str) -> bool {
    std::env::var("SYSY_GROUPS").map_or(true, |g| g.split(',').any(|x| x.trim() == group))
}

fn build_all(scratch: &Path) -> Vec<Prepared> {
    if let Err(e) = peer::require_tools() {
        panic!("{e}");
    }
    let dir = suite_dir();
    let names = program_names(&dir);
    let (o0, o2) = (scratch.join("sylib-O0.o"), scratch.join("sylib-O2.o"));
    for (opt, obj) in [("-O0", &o0), ("-O2", &o2)] {
        peer::build_runtime(opt, obj).unwrap_or_else(|e| panic!("the runtime at {opt}: {e}"));
    }
    // A build that computes the wrong thing is not measured.
    names
        .iter()
        .map(|n| peer::prepare(&dir, n, scratch, (&o0, &o2), RUN_LIMIT))
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}"))
}

fn performance(c: &mut Criterion) {
    let scratch = std::env::temp_dir().join(format!("sysyc-bench-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("a scratch directory");
    if wanted("run") {
        run_group(c, &build_all(&scratch));
    }
    if wanted("compile") {
        compile_group(c, &scratch);
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

/// Each build of each program run under qemu with its input, its output checked.
fn run_group(c: &mut Criterion, built: &[Prepared]) {
    for b in built {
        let mut group = c.benchmark_group(format!("run/{}", b.name));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(1));
        group.measurement_time(Duration::from_secs(1));
        group.sampling_mode(criterion::SamplingMode::Flat);
        for (who, exe) in &b.builds {
            group.bench_function(who.as_str(), |bench| {
                bench.iter(|| {
                    let run = peer::run(exe, &b.input, RUN_LIMIT).expect("the program runs");
                    assert!(peer::same_output(&run.expected_form(), &b.expected));
                    run.stdout.len()
                })
            });
        }
        group.finish();
    }
}

/// Each program compiled to an object by `sysyc` (in process) and by `gcc -O0 -c`.
fn compile_group(c: &mut Criterion, scratch: &Path) {
    if let Err(e) = peer::require_tools() {
        panic!("{e}");
    }
    let dir = suite_dir();
    for name in program_names(&dir) {
        let sy = dir.join(format!("{name}.sy"));
        let source = std::fs::read_to_string(&sy).unwrap_or_else(|e| panic!("{name}: {e}"));
        let b = (name.as_str(), source.as_str());
        let mut group = c.benchmark_group(format!("compile/{}", b.0));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(1));
        group.measurement_time(Duration::from_secs(1));
        // Like gcc's, sysyc's object is written to a file.
        let ours = scratch.join(format!("{}.sysyc.o", b.0));
        group.bench_function("sysyc", |bench| {
            bench.iter(|| {
                let object =
                    driver::object(b.1, b.0, Checks::default()).expect("sysyc compiles it");
                std::fs::write(&ours, &object).expect("the object writes");
                object.len()
            })
        });
        let c_file = scratch.join(format!("{}.c", b.0));
        std::fs::write(&c_file, peer::as_c(b.1)).expect("the C source writes");
        let object = scratch.join(format!("{}.o", b.0));
        group.bench_function("gcc-O0", |bench| {
            bench.iter(|| {
                let status = Command::new(peer::GCC)
                    .args(["-O0", "-c", "-include"])
                    .arg(peer::runtime_dir().join("sylib.h"))
                    .arg(&c_file)
                    .arg("-o")
                    .arg(&object)
                    .status()
                    .expect("gcc runs");
                assert!(status.success());
                std::fs::metadata(&object).map(|m| m.len()).unwrap_or(0)
            })
        });
        group.finish();
    }
}

criterion_group!(benches, performance);
criterion_main!(benches);
