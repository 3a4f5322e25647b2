//! Checks every 16-bit word and every 32-bit word (the 2^30 whose low bits are `11`; a word with
//! other low bits is a 16-bit instruction whatever its high half) with
//! `opforge_riscv64::sweep::Sweeper`, on every core: at most one encoding's own decoder accepts
//! the word, the decoder finds that encoding and gives the same instruction, and it re-encodes to
//! the word. Prints the time and the counts; exits 1 on any finding.
//!
//! ```sh
//! cargo run --release -p opforge-riscv64 --example sweep
//! ```

use std::process::ExitCode;
use std::time::Instant;

use opforge_riscv64::sweep::{Finding, Sweeper};

#[derive(Default)]
struct Tally {
    decoded: u64,
    findings: Vec<Finding>,
    count: u64,
}

/// Checks `words`, counting the decoded ones and keeping the first findings.
fn sweep(sweeper: &Sweeper, words: impl Iterator<Item = u32>) -> Tally {
    let mut t = Tally::default();
    for w in words {
        match sweeper.check(w) {
            Ok(Some(_)) => t.decoded += 1,
            Ok(None) => {}
            Err(f) => {
                t.count += 1;
                if t.findings.len() < 16 {
                    t.findings.push(f);
                }
            }
        }
    }
    t
}

fn main() -> ExitCode {
    let sweeper = Sweeper::new();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let start = Instant::now();
    let narrow = sweep(&sweeper, (0..=0xffffu32).filter(|w| w & 3 != 3));
    let total = 1u64 << 30;
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let jobs: Vec<_> = (0..threads)
            .map(|k| {
                let (lo, hi) = (total * k / threads, total * (k + 1) / threads);
                let sweeper = &sweeper;
                s.spawn(move || sweep(sweeper, (lo..hi).map(|i| (i as u32) << 2 | 3)))
            })
            .collect();
        jobs.into_iter()
            .map(|j| j.join().unwrap_or_default())
            .collect()
    });
    let elapsed = start.elapsed();
    let decoded: u64 = tallies.iter().map(|t| t.decoded).sum();
    let count = narrow.count + tallies.iter().map(|t| t.count).sum::<u64>();
    println!(
        "swept the 49,152 16-bit words ({} decode) and the 2^30 32-bit words ({decoded} decode, {:.2}%) on {threads} threads in {:.1} s: {count} findings",
        narrow.decoded,
        decoded as f64 * 100.0 / total as f64,
        elapsed.as_secs_f64()
    );
    for f in narrow
        .findings
        .iter()
        .chain(tallies.iter().flat_map(|t| &t.findings))
    {
        println!("  {f}");
    }
    if count == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
