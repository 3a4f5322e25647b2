//! Prints the performance table from the last `cargo bench -p sysyc --bench performance`:
//! per program, the mean time under qemu of the code of `sysyc`, gcc `-O0` and gcc `-O2`, the
//! ratios, and their geometric means; then compile times against `gcc -O0 -c`. Reads
//! criterion's estimates under `target/criterion` (or the directory given).

use std::path::{Path, PathBuf};

/// The mean of one row, in nanoseconds, from criterion's `estimates.json`.
fn mean(dir: &Path, group: &str, row: &str) -> Option<f64> {
    let text =
        std::fs::read_to_string(dir.join(group).join(row).join("new/estimates.json")).ok()?;
    let at = text.find("\"mean\"")?;
    let rest = &text[at..];
    let at = rest.find("\"point_estimate\":")? + "\"point_estimate\":".len();
    let end = rest[at..].find([',', '}'])?;
    rest[at..at + end].trim().parse().ok()
}

fn geomean(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        return f64::NAN;
    }
    (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp()
}

fn main() {
    let dir = std::env::args().nth(1).map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/criterion"),
        PathBuf::from,
    );
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "no criterion results at {}: run the benchmark first",
            dir.display()
        );
        std::process::exit(2);
    };
    let mut groups: Vec<String> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    groups.sort();
    let ms = |ns: f64| ns / 1e6;
    println!("| program | sysyc ms | gcc -O0 ms | gcc -O2 ms | sysyc / -O0 | sysyc / -O2 |");
    println!("|---|---:|---:|---:|---:|---:|");
    let (mut vs_o0, mut vs_o2) = (Vec::new(), Vec::new());
    for g in groups.iter().filter(|g| g.starts_with("run_")) {
        let (Some(s), Some(o0), Some(o2)) = (
            mean(&dir, g, "sysyc"),
            mean(&dir, g, "gcc-O0"),
            mean(&dir, g, "gcc-O2"),
        ) else {
            continue;
        };
        vs_o0.push(s / o0);
        vs_o2.push(s / o2);
        println!(
            "| {} | {:.1} | {:.1} | {:.1} | {:.2} | {:.2} |",
            &g["run_".len()..],
            ms(s),
            ms(o0),
            ms(o2),
            s / o0,
            s / o2
        );
    }
    println!(
        "| geometric mean ({} programs) | | | | {:.2} | {:.2} |",
        vs_o0.len(),
        geomean(&vs_o0),
        geomean(&vs_o2)
    );
    let slower: usize = vs_o0.iter().filter(|&&r| r >= 1.0).count();
    println!("\nprograms where sysyc's code is not faster than gcc -O0: {slower}");
    println!("\n| program | sysyc compile ms | gcc -O0 -c ms | ratio |");
    println!("|---|---:|---:|---:|");
    let mut compile = Vec::new();
    for g in groups.iter().filter(|g| g.starts_with("compile_")) {
        let (Some(s), Some(o0)) = (mean(&dir, g, "sysyc"), mean(&dir, g, "gcc-O0")) else {
            continue;
        };
        compile.push(s / o0);
        println!(
            "| {} | {:.1} | {:.1} | {:.2} |",
            &g["compile_".len()..],
            ms(s),
            ms(o0),
            s / o0
        );
    }
    println!(
        "| geometric mean ({} programs) | | | {:.2} |",
        compile.len(),
        geomean(&compile)
    );
}
