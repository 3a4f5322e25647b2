//! Runs a suite of the contest's programs through the gcc peer and prints, for each, whether
//! its output matches and how long qemu took: the baseline later benchmarks compare with.
//!
//! ```sh
//! cargo run -p sysyc --example peer_suite -- performance -O2
//! ```
//!
//! Arguments: the suite (`functional` or `performance`, default `performance`), the gcc level
//! (default `-O2`), and the time limit per program in seconds (default 60). Reads the programs
//! from `<workspace root>/../shared/data/sysy`.

use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use sysyc::peer;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let suite = args.first().map_or("performance", String::as_str);
    let opt = args.get(1).map_or("-O2", String::as_str);
    let limit = Duration::from_secs(args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60));
    if let Err(e) = peer::require_tools() {
        eprintln!("{e}");
        std::process::exit(2);
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/sysy")
        .join(suite);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("no programs at {}", dir.display());
        std::process::exit(2);
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let p = e.path();
            (p.extension()? == "sy")
                .then(|| p.file_stem().map(|s| s.to_string_lossy().into_owned()))?
        })
        .collect();
    names.sort();
    let scratch = std::env::temp_dir().join(format!("sysyc-peer-suite-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&scratch) {
        eprintln!("cannot create {}: {e}", scratch.display());
        std::process::exit(2);
    }
    let sylib = scratch.join("sylib.o");
    if let Err(e) = peer::build_runtime(opt, &sylib) {
        eprintln!("{e}");
        std::process::exit(1);
    }
    let next = AtomicUsize::new(0);
    let lines = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(name) = names.get(i) else { break };
                    let line = one(&dir, name, opt, &sylib, &scratch, limit);
                    println!("{line}");
                    if let Ok(mut l) = lines.lock() {
                        l.push(line);
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let lines = lines.into_inner().unwrap_or_default();
    let pass = lines.iter().filter(|l| l.contains(" pass ")).count();
    println!("gcc {opt}: {pass} of {} {suite} programs pass", names.len());
}

fn one(dir: &Path, name: &str, opt: &str, sylib: &Path, scratch: &Path, limit: Duration) -> String {
    let sy = dir.join(format!("{name}.sy"));
    let exe = scratch.join(name);
    if let Err(e) = peer::build(&sy, opt, sylib, &exe) {
        return format!("{name:32} not built: {e}");
    }
    let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap_or_default();
    let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap_or_default();
    let r = peer::run(&exe, &input, limit);
    let _ = std::fs::remove_file(&exe);
    match r {
        Ok(run) => {
            let same = run
                .expected_form()
                .split_whitespace()
                .eq(expected.split_whitespace());
            let verdict = if same { "pass" } else { "FAIL" };
            format!("{name:32} {verdict} {:8.3}s", run.elapsed.as_secs_f64())
        }
        Err(e) => format!("{name:32} FAIL {e}"),
    }
}
