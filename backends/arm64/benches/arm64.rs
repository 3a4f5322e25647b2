//! ARM64 benchmarks, each against its peers in the same run (`cargo bench -p opforge-arm64`):
//!
//! - encode 10 million `add xd, xn, xm` whose registers are chosen at run time: our per-form
//!   encoder `encode::add_x_shifted` over registers typed once (as a register allocator hands
//!   them over) and over register numbers checked by `XReg::new` at each instruction, our
//!   checked constructor `Inst::add_x_shifted` with `Inst::encode`, `dynasmrt`'s aarch64 assembler, and the hand-written
//!   `0x8b000000 | m << 16 | n << 5 | d` loop into the same kind of buffer as ours;
//! - decode a million random valid words: ours as `Decoded::new` (the encoding found and every
//!   operand checked; operands read on demand) and as `Inst::decode` (the typed instruction
//!   built), `yaxpeax-arm` (decode only) and `capstone`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dynasmrt::{DynasmApi, dynasm};
use opforge_arm64::{Amount64, Decoded, Inst, Shift, XReg, encode};

const ENCODE: usize = 10_000_000;
const DECODE: usize = 1_000_000;

/// SplitMix64, seeded: the operands are data, unknown to the compiler.
fn random(n: usize, seed: u64) -> Vec<u64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        })
        .collect()
}

/// `lsl #0`, made at compile time, as a JIT's fixed operands are (the hand-written loop has it
/// folded into its constant too).
const LSL0: Amount64 = match Amount64::new(0) {
    Ok(amount) => amount,
    Err(_) => panic!("0 is a legal shift amount"),
};

// dynasm's macro converts the register operands with `.into()`.
#[allow(clippy::useless_conversion)]
fn encoding(c: &mut Criterion) {
    // Registers 0..=30 for each instruction, chosen at run time.
    let regs: Vec<[u8; 3]> = random(ENCODE, 1)
        .into_iter()
        .map(|r| {
            [
                (r % 31) as u8,
                ((r >> 8) % 31) as u8,
                ((r >> 16) % 31) as u8,
            ]
        })
        .collect();
    let mut g = c.benchmark_group("encode 10M add");
    g.throughput(Throughput::Elements(ENCODE as u64));
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(4));
    let mut buf: Vec<u32> = Vec::with_capacity(ENCODE);
    // What a register allocator hands over: registers already typed (checked once, when made).
    let typed: Vec<[XReg; 3]> = regs
        .iter()
        .filter_map(|r| {
            Some([
                XReg::new(r[0]).ok()?,
                XReg::new(r[1]).ok()?,
                XReg::new(r[2]).ok()?,
            ])
        })
        .collect();
    g.bench_function("opforge encode:: typed", |b| {
        b.iter(|| {
            buf.clear();
            for &[d, n, m] in &typed {
                buf.push(encode::add_x_shifted(d, n, m, Shift::LSL, LSL0));
            }
            black_box(buf.len())
        })
    });
    g.bench_function("opforge encode:: checked", |b| {
        b.iter(|| {
            buf.clear();
            for &[d, n, m] in &regs {
                let (Ok(d), Ok(n), Ok(m)) = (XReg::new(d), XReg::new(n), XReg::new(m)) else {
                    continue;
                };
                buf.push(encode::add_x_shifted(d, n, m, Shift::LSL, LSL0));
            }
            black_box(buf.len())
        })
    });
    g.bench_function("opforge Inst", |b| {
        b.iter(|| {
            buf.clear();
            for &[d, n, m] in &regs {
                let (Ok(d), Ok(n), Ok(m)) = (XReg::new(d), XReg::new(n), XReg::new(m)) else {
                    continue;
                };
                if let Ok(i) = Inst::add_x_shifted(d, n, m, Shift::LSL, 0) {
                    buf.push(i.encode());
                }
            }
            black_box(buf.len())
        })
    });
    g.bench_function("hand-written", |b| {
        b.iter(|| {
            buf.clear();
            for &[d, n, m] in &regs {
                let (d, n, m) = (u32::from(d), u32::from(n), u32::from(m));
                buf.push(0x8b00_0000 | m << 16 | n << 5 | d);
            }
            black_box(buf.len())
        })
    });
    g.bench_function("dynasmrt", |b| {
        b.iter(|| {
            let mut ops = dynasmrt::VecAssembler::<dynasmrt::aarch64::Aarch64Relocation>::new(0);
            for &[d, n, m] in &regs {
                dynasm!(ops ; .arch aarch64 ; add X(d), X(n), X(m));
            }
            black_box(ops.finalize().map(|v| v.len()).unwrap_or(0))
        })
    });
    g.finish();
}

fn decoding(c: &mut Criterion) {
    // A million random words that we (and so llvm-mc, per the tests) decode.
    let words: Vec<u32> = random(DECODE * 8, 2)
        .into_iter()
        .map(|r| r as u32)
        .filter(|&w| Inst::decode(w).is_some())
        .take(DECODE)
        .collect();
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let mut g = c.benchmark_group("decode 1M words");
    g.throughput(Throughput::Elements(words.len() as u64));
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(4));
    g.bench_function("opforge Decoded::new", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for &w in &words {
                if let Some(d) = Decoded::new(black_box(w)) {
                    n = n.wrapping_add(d.form() as u32);
                }
            }
            black_box(n)
        })
    });
    g.bench_function("opforge Inst::decode", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for &w in &words {
                if let Some(i) = Inst::decode(black_box(w)) {
                    n = n.wrapping_add(i.form() as u32);
                }
            }
            black_box(n)
        })
    });
    g.bench_function("yaxpeax-arm", |b| {
        use yaxpeax_arch::{Decoder, U8Reader};
        let decoder = yaxpeax_arm::armv8::a64::InstDecoder::default();
        b.iter(|| {
            let mut n = 0u32;
            for chunk in bytes.chunks_exact(4) {
                let mut reader = U8Reader::new(chunk);
                if let Ok(i) = decoder.decode(&mut reader) {
                    n = n.wrapping_add(black_box(&i).operands.len() as u32);
                }
            }
            black_box(n)
        })
    });
    g.bench_function("capstone", |b| {
        use capstone::prelude::*;
        let Ok(cs) = Capstone::new()
            .arm64()
            .mode(capstone::arch::arm64::ArchMode::Arm)
            .build()
        else {
            return;
        };
        b.iter(|| {
            let mut n = 0usize;
            for chunk in bytes.chunks_exact(4) {
                n += cs
                    .disasm_count(chunk, 0x1000, 1)
                    .map(|i| i.len())
                    .unwrap_or(0);
            }
            black_box(n)
        })
    });
    g.finish();
}

criterion_group!(benches, encoding, decoding);
criterion_main!(benches);
