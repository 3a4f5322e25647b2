//! The SSA verifier of `opforge-cfg` on random valid functions of about 10^3 to 10^6
//! instructions (`cargo bench -p opforge-cfg-testbed`): time per function, and per instruction
//! through the throughput figure, which should stay flat as functions grow (every check is
//! linear, dominance queries are O(1) on the numbered dominator tree).

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use opforge_cfg::verify;
use opforge_cfg_testbed::random::function_of;

fn verifier(c: &mut Criterion) {
    let mut g = c.benchmark_group("verify");
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(3));
    for blocks in [400, 4_000, 40_000, 400_000] {
        let f = function_of(7, blocks);
        let insts = f.inst_count();
        assert!(verify(&f).is_ok(), "a random function is valid");
        g.throughput(Throughput::Elements(insts as u64));
        g.bench_with_input(BenchmarkId::new("instructions", insts), &f, |b, f| {
            b.iter(|| black_box(verify(black_box(f))))
        });
    }
    g.finish();
}

criterion_group!(benches, verifier);
criterion_main!(benches);
