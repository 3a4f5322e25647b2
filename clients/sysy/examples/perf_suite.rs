//! Every performance program built by `sysyc` and by gcc `-O0` and `-O2` (the benchmark's
//! builds, `peer::prepare`, each run once in turn and checked against its `.out`: the first
//! timed run), then each build run in turn under qemu `RUNS - 1` more times (default `RUNS` 1):
//! the median wall time per program and build, the ratios, and their geometric means. For the
//! whole suite, where criterion's ten samples a row (`cargo bench -p sysyc --bench
//! performance`) take hours; quote criterion's figures where they exist. A build that has not
//! finished after `LIMIT` seconds (default 600) fails its program's row.
//!
//! ```sh
//! cargo run --release -p sysyc --example perf_suite -- [RUNS] [NAME,NAME... | all] [LIMIT]
//! ```

use std::path::Path;
use std::time::Duration;

use sysyc::peer;

fn geomean(xs: &[f64]) -> f64 {
    (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len().max(1) as f64).exp()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runs: usize = args
        .first()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
        .max(1);
    if let Err(e) = peer::require_tools() {
        eprintln!("{e}");
        std::process::exit(2);
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/sysy/performance");
    let mut names = peer::program_names(&dir).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    if let Some(only) = args.get(1).filter(|a| a.as_str() != "all") {
        let only: Vec<&str> = only.split(',').collect();
        names.retain(|n| only.contains(&n.as_str()));
    }
    let scratch = std::env::temp_dir().join(format!("sysyc-perf-suite-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&scratch) {
        eprintln!("{}: {e}", scratch.display());
        std::process::exit(2);
    }
    let (o0, o2) = (scratch.join("sylib-O0.o"), scratch.join("sylib-O2.o"));
    for (opt, obj) in [("-O0", &o0), ("-O2", &o2)] {
        if let Err(e) = peer::build_runtime(opt, obj) {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
    let limit = Duration::from_secs(args.get(2).and_then(|s| s.parse().ok()).unwrap_or(600));
    println!("| program | sysyc s | gcc -O0 s | gcc -O2 s | sysyc / -O0 | sysyc / -O2 |");
    println!("|---|---:|---:|---:|---:|---:|");
    let (mut vs_o0, mut vs_o2, mut failed) = (Vec::new(), Vec::new(), Vec::new());
    for name in &names {
        let p = match peer::prepare(&dir, name, &scratch, (&o0, &o2), limit) {
            Ok(p) => p,
            Err(e) => {
                println!("| {name} | {e} | | | | |");
                failed.push(name.clone());
                continue;
            }
        };
        let mut times: Vec<Vec<f64>> = p.first_runs.iter().map(|t| vec![t.as_secs_f64()]).collect();
        for _ in 1..runs {
            for (k, (_, exe)) in p.builds.iter().enumerate() {
                match peer::run(exe, &p.input, limit) {
                    Ok(r) if peer::same_output(&r.expected_form(), &p.expected) => {
                        times[k].push(r.elapsed.as_secs_f64())
                    }
                    _ => failed.push(format!("{name} ({})", p.builds[k].0)),
                }
            }
        }
        let median = |t: &mut Vec<f64>| {
            t.sort_by(f64::total_cmp);
            t.get(t.len() / 2).copied().unwrap_or(f64::NAN)
        };
        let [s, a, b] = [0, 1, 2].map(|k| median(&mut times[k]));
        vs_o0.push(s / a);
        vs_o2.push(s / b);
        println!(
            "| {name} | {s:.3} | {a:.3} | {b:.3} | {:.2} | {:.2} |",
            s / a,
            s / b
        );
        for (_, exe) in &p.builds {
            let _ = std::fs::remove_file(exe);
        }
    }
    println!(
        "| geometric mean ({} programs, {runs} run(s) each) | | | | {:.2} | {:.2} |",
        vs_o0.len(),
        geomean(&vs_o0),
        geomean(&vs_o2)
    );
    let slower = vs_o0.iter().filter(|&&r| r >= 1.0).count();
    println!("\nnot faster than gcc -O0: {slower}; failed: {failed:?}");
    let _ = std::fs::remove_dir_all(&scratch);
}
