//! Builds and verifies circuits of 10^3 to 10^6 gates (a chain of if/else diamonds joined by
//! merges and value selectors, with loads and stores ordered by relays and dependency selectors),
//! reporting time per gate for building and for verifying, and bytes per gate. The verifier target
//! is at most 20 ns per gate, flat as the circuit grows. Run with `cargo bench -p ir-core`.

use std::hint::black_box;

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use ir_core::Circuit;
use ir_core::builder::GateBuilder;
use ir_core::opcode::{IcmpCond, MachineType};

/// A valid circuit of about `gates` gates.
fn diamonds(gates: usize) -> Circuit {
    let mut b = GateBuilder::new();
    let mut state = b.state_entry();
    let mut dep = b.depend_entry();
    let p = b.arg(MachineType::Arch, 0);
    let mut x = b.arg(MachineType::I32, 1);
    let one = b.constant(MachineType::I32, 1);
    while b.circuit().len() + 16 < gates {
        let c = b.icmp(IcmpCond::Slt, x, one);
        let br = b.if_branch(state, c);
        let (t, f) = (b.if_true(br), b.if_false(br));
        let td = b.depend_relay(t, dep);
        let (ld, loaded) = b.load(MachineType::I32, td, p);
        let fd = b.depend_relay(f, dep);
        let st = b.store(fd, x, p);
        let y = b.add(MachineType::I32, x, loaded);
        let z = b.mul(MachineType::I32, x, one);
        let m = b.merge(&[t, f]);
        x = b.value_selector(MachineType::I32, m, &[y, z]);
        dep = b.depend_selector(m, &[ld, st]);
        state = m;
    }
    b.return_(state, dep, x);
    b.finish().expect("room")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("circuit");
    group.sample_size(10);
    for n in [1_000usize, 10_000, 100_000, 1_000_000] {
        let circuit = diamonds(n);
        assert!(circuit.verify().is_ok(), "{:?}", circuit.verify());
        let _ = circuit.uses(ir_core::GateRef(0));
        eprintln!(
            "{} gates: {:.1} bytes per gate (gates, inputs and users index)",
            circuit.len(),
            circuit.heap_bytes() as f64 / circuit.len() as f64
        );
        group.throughput(Throughput::Elements(circuit.len() as u64));
        group.bench_with_input(BenchmarkId::new("build", n), &n, |b, &n| {
            b.iter(|| diamonds(black_box(n)).len())
        });
        // Each run starts from a clone without the users index, so verifying includes building it.
        // A verifier kept across runs, as a pass pipeline would: its scratch memory is reused.
        let mut verifier = ir_core::verify::Verifier::new();
        group.bench_with_input(BenchmarkId::new("verify_reused", n), &circuit, |b, c| {
            b.iter_batched(
                || c.clone(),
                |fresh| verifier.run(black_box(&fresh)).len(),
                BatchSize::LargeInput,
            )
        });
        group.bench_with_input(BenchmarkId::new("verify", n), &circuit, |b, c| {
            b.iter_batched(
                || c.clone(),
                |fresh| ir_core::verify::verify(black_box(&fresh)).len(),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
