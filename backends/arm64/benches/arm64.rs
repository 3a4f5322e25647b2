//! ARM64 benchmarks, each against its peers in the same run (`cargo bench -p opforge-arm64`):
//!
//! - encode 10 million `add xd, xn, xm` whose registers are chosen at run time: our per-form
//!   encoder `encode::add_x_shifted` over registers typed once (as a register allocator hands
//!   them over) and over register numbers checked by `XReg::new` at each instruction, our
//!   checked constructor `Inst::add_x_shifted` with `Inst::encode`, `dynasmrt`'s aarch64 assembler, and the hand-written
//!   `0x8b000000 | m << 16 | n << 5 | d` loop into the same kind of buffer as ours;
//! - encode a realistic stream, 100,000 blocks of ten instructions (a load and a store with
//!   offsets, a 64-bit constant moved in four halves, an add, a compare and a conditional branch
//!   to the next block's label, a call to the previous block's label): ours through `CodeBuffer`
//!   with its labels (the branches as checked `Inst`s through `emit_to`, and as typed words
//!   through `emit_word_to`), `dynasmrt` with its dynamic labels, all resolved and finished;
//! - decode a million random valid words, every row consuming its whole decoded instruction
//!   (`black_box` on the value): ours as `Inst::decode` (the typed instruction built) and as
//!   `Decoded::new` + `Decoded::inst`, `yaxpeax-arm` and `capstone`; and two rows labelled
//!   "form only" that stop at the form (`Decoded::new`, which still checks every operand), which
//!   do less work than their peers and are there to show what building the operands costs; and
//!   the whole buffer into a vector of instructions, ours by `Inst::decode_slice` and
//!   `yaxpeax-arm` word by word, each vector consumed.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dynasmrt::{DynasmApi, DynasmLabelApi, dynasm};
use opforge_arm64::{
    Amount64, CodeBuffer, Cond, Decoded, Form, Hw64, Imm12, Imm16, Inst, Lsl12, Off8, Shift,
    Target19, Target26, XReg, XRegOrSp, encode,
};

const ENCODE: usize = 10_000_000;
const DECODE: usize = 1_000_000;
const BLOCKS: usize = 100_000;

/// SplitMix64, seeded: the operands are data, unknown to the compiler.
fn random(n: usize, seed: u64) -> Vec<u64> {
    let mut rng = opforge_rng::Rng::splitmix64(seed);
    (0..n).map(|_| rng.next_u64()).collect()
}

/// `lsl #0`, made at compile time, as a JIT's fixed operands are (the hand-written loop has it
/// folded into its constant too).
const LSL0: Amount64 = match Amount64::new(0) {
    Ok(amount) => amount,
    Err(_) => panic!("0 is a legal shift amount"),
};

/// The zero offsets a branch to a label is encoded with, made at compile time.
const ZERO19: Target19 = match Target19::new(0) {
    Ok(zero) => zero,
    Err(_) => panic!("0 is a legal branch offset"),
};
const ZERO26: Target26 = match Target26::new(0) {
    Ok(zero) => zero,
    Err(_) => panic!("0 is a legal branch offset"),
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
    g.bench_function("opforge Inst::decode", |b| {
        b.iter(|| {
            for &w in &words {
                black_box(Inst::decode(black_box(w)));
            }
        })
    });
    // A whole buffer into a vector of instructions, ours and yaxpeax-arm's alike.
    g.bench_function("opforge Inst::decode_slice into a Vec", |b| {
        let mut out = Vec::with_capacity(words.len());
        b.iter(|| {
            Inst::decode_slice(black_box(&words), &mut out);
            black_box(&out);
        })
    });
    g.bench_function("yaxpeax-arm into a Vec", |b| {
        use yaxpeax_arch::{Decoder, U8Reader};
        let decoder = yaxpeax_arm::armv8::a64::InstDecoder::default();
        let mut out = Vec::with_capacity(words.len());
        b.iter(|| {
            out.clear();
            for chunk in black_box(&bytes).chunks_exact(4) {
                let mut reader = U8Reader::new(chunk);
                out.push(decoder.decode(&mut reader).ok());
            }
            black_box(&out);
        })
    });
    g.bench_function("opforge Decoded::new + inst", |b| {
        b.iter(|| {
            for &w in &words {
                black_box(Decoded::new(black_box(w)).map(Decoded::inst));
            }
        })
    });
    g.bench_function("opforge Decoded::new (form only)", |b| {
        b.iter(|| {
            for &w in &words {
                black_box(Decoded::new(black_box(w)));
            }
        })
    });
    g.bench_function("opforge Inst::decode (form only)", |b| {
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
            for chunk in bytes.chunks_exact(4) {
                let mut reader = U8Reader::new(chunk);
                black_box(decoder.decode(&mut reader).ok());
            }
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
            for chunk in bytes.chunks_exact(4) {
                black_box(cs.disasm_count(chunk, 0x1000, 1).ok());
            }
        })
    });
    g.finish();
}

/// One block of the stream: the operands a JIT would compute at run time.
struct Block {
    offset: u32,
    constant: u64,
    compare: u32,
}

/// Registers of the stream, typed once (as a register allocator hands them over).
struct Regs {
    base: XRegOrSp,
    base_x: XReg,
    a: XReg,
    b: XReg,
    c: XReg,
    c_sp: XRegOrSp,
}

/// How our side aims its branches at labels.
#[derive(Clone, Copy)]
enum Branches {
    /// `Inst::b_cond(..)` and `emit_to`: the checked instruction API.
    Insts,
    /// `encode::b_cond(..)` and `emit_word_to`: typed words, as the other instructions are.
    Words,
}

/// Our side of the stream: typed encoders through `CodeBuffer`, branches and calls to labels.
fn ours(
    blocks: &[Block],
    r: &Regs,
    branches: Branches,
) -> Result<Vec<u32>, Box<dyn std::error::Error>> {
    let mut buf = CodeBuffer::with_capacity(blocks.len() * 10);
    let labels: Vec<_> = (0..=blocks.len()).map(|_| buf.new_label()).collect();
    for (i, k) in blocks.iter().enumerate() {
        buf.bind(labels[i])?;
        let off = i64::from(k.offset);
        buf.emit_word(encode::ldr_x_uoff(r.a, r.base, Off8::new(off)?));
        for (half, hw) in [0i64, 16, 32, 48].into_iter().enumerate() {
            let imm = Imm16::new(((k.constant >> (16 * half)) & 0xffff) as i64)?;
            let w = if half == 0 {
                encode::movz_x(r.b, imm, Hw64::new(hw)?)
            } else {
                encode::movk_x(r.b, imm, Hw64::new(hw)?)
            };
            buf.emit_word(w);
        }
        buf.emit_word(encode::add_x_shifted(r.c, r.a, r.b, Shift::LSL, LSL0));
        buf.emit_word(encode::str_x_uoff(r.c, r.base, Off8::new(off + 8)?));
        buf.emit_word(encode::subs_x_imm(
            XReg::XZR,
            r.c_sp,
            Imm12::new(i64::from(k.compare))?,
            Lsl12::new(0)?,
        ));
        let (next, prev) = (labels[i + 1], labels[i.saturating_sub(1)]);
        match branches {
            Branches::Insts => {
                buf.emit_to(Inst::b_cond(Cond::NE, 0)?, next)?;
                buf.emit_to(Inst::bl(0)?, prev)?;
            }
            Branches::Words => {
                buf.emit_word_to(encode::b_cond(Cond::NE, ZERO19), Form::BCond, next)?;
                buf.emit_word_to(encode::bl(ZERO26), Form::Bl, prev)?;
            }
        }
    }
    buf.bind(labels[blocks.len()])?;
    let _ = r.base_x;
    Ok(buf.finish()?)
}

/// dynasmrt's side of the same stream, with dynamic labels.
#[allow(clippy::useless_conversion)]
fn theirs(blocks: &[Block]) -> Vec<u8> {
    let mut ops = dynasmrt::VecAssembler::<dynasmrt::aarch64::Aarch64Relocation>::new(0);
    let labels: Vec<_> = (0..=blocks.len())
        .map(|_| ops.new_dynamic_label())
        .collect();
    for (i, k) in blocks.iter().enumerate() {
        let (next, prev) = (labels[i + 1], labels[i.saturating_sub(1)]);
        let (off, store) = (k.offset, k.offset + 8);
        let [h0, h1, h2, h3] = [0, 1, 2, 3].map(|h| ((k.constant >> (16 * h)) & 0xffff) as u32);
        let cmp = k.compare;
        dynasm!(ops
            ; .arch aarch64
            ; =>labels[i]
            ; ldr X(1), [X(0), off]
            ; movz X(2), #h0
            ; movk X(2), #h1, lsl #16
            ; movk X(2), #h2, lsl #32
            ; movk X(2), #h3, lsl #48
            ; add X(3), X(1), X(2)
            ; str X(3), [X(0), store]
            ; cmp XSP(3), #cmp
            ; b.ne =>next
            ; bl =>prev
        );
    }
    dynasm!(ops ; .arch aarch64 ; =>labels[blocks.len()]);
    ops.finalize().unwrap_or_default()
}

fn stream(c: &mut Criterion) {
    let blocks: Vec<Block> = random(BLOCKS, 3)
        .into_iter()
        .map(|r| Block {
            offset: ((r as u32) % 4000) * 8,
            constant: r.rotate_left(17),
            compare: ((r >> 40) % 4096) as u32,
        })
        .collect();
    let regs = Regs {
        base: XRegOrSp::X0,
        base_x: XReg::X0,
        a: XReg::X1,
        b: XReg::X2,
        c: XReg::X3,
        c_sp: XRegOrSp::X3,
    };
    // Both sides assemble the same program.
    let words = ours(&blocks, &regs, Branches::Insts).expect("a valid stream");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(bytes, theirs(&blocks), "the two streams differ");
    let typed = ours(&blocks, &regs, Branches::Words).expect("a valid stream");
    assert_eq!(typed, words, "the two ways of aiming branches differ");
    let mut g = c.benchmark_group("encode a stream of 1M instructions with labels");
    g.throughput(Throughput::Elements(words.len() as u64));
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(4));
    g.bench_function("opforge CodeBuffer", |b| {
        b.iter(|| black_box(ours(black_box(&blocks), &regs, Branches::Insts).ok()))
    });
    g.bench_function("opforge CodeBuffer, typed branch words", |b| {
        b.iter(|| black_box(ours(black_box(&blocks), &regs, Branches::Words).ok()))
    });
    g.bench_function("dynasmrt", |b| {
        b.iter(|| black_box(theirs(black_box(&blocks))))
    });
    g.finish();
}

criterion_group!(benches, encoding, stream, decoding);
criterion_main!(benches);
