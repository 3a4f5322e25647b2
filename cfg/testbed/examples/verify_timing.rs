//! Times building and verifying random functions of the test IR, stage by stage (control flow,
//! dominators, the whole verifier), in nanoseconds per instruction, the best of several runs
//! per stage: `cargo run --release -p opforge-cfg-testbed --example verify_timing -- [BLOCKS..]`
//! (default 400 4000 40000 400000 blocks, about 3.5 instructions per block).
//!
//! Verifying one function again and again (as the criterion bench does) lets a small one live
//! in the caches and the branch predictor learn its every branch; the last column verifies
//! eight different functions of the size in turn, what a compiler meets.

use std::hint::black_box;
use std::time::{Duration, Instant};

use opforge_cfg::{ControlFlow, DomTree, verify};
use opforge_cfg_testbed::random::function_of;

/// The shortest of `runs` runs of `stage`.
fn best<T>(runs: usize, mut stage: impl FnMut() -> T) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            black_box(stage());
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    let mut sizes: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|s| s.parse().ok())
        .collect();
    if sizes.is_empty() {
        sizes = vec![400, 4_000, 40_000, 400_000];
    }
    println!(
        "instructions  build  control-flow  dominators  verify  verify-8   (ns per instruction)"
    );
    for blocks in sizes {
        let runs = (4_000_000 / blocks).clamp(3, 200);
        let build = best(runs.min(5), || function_of(7, blocks));
        let f = function_of(7, blocks);
        let flow = best(runs, || ControlFlow::new(&f));
        let cfg = ControlFlow::new(&f);
        let doms = best(runs, || DomTree::new(&cfg));
        let all = best(runs, || verify(&f).is_ok());
        let per = |d: Duration| d.as_nanos() as f64 / f.inst_count() as f64;
        let eight: Vec<_> = (0..8).map(|seed| function_of(seed, blocks)).collect();
        let insts: usize = eight.iter().map(|f| f.inst_count()).sum();
        let mixed = best(runs.div_ceil(8), || {
            eight.iter().filter(|f| verify(f).is_ok()).count()
        });
        println!(
            "{:>12} {:>6.1} {:>13.1} {:>11.1} {:>7.1} {:>9.1}   (valid: {}, {} blocks, best of {runs})",
            f.inst_count(),
            per(build),
            per(flow),
            per(doms),
            per(all),
            mixed.as_nanos() as f64 / insts as f64,
            verify(&f).is_ok(),
            f.block_count(),
        );
    }
}
