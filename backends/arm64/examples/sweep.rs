//! Decodes every one of the 2^32 instruction words, on every core, and checks that each word the
//! decoder accepts is one its encoding's own decoder accepts, into the same instruction (by
//! `Decoded::inst` and by `Inst::decode`, and that `Inst::decode` refuses every other word), and
//! re-encodes to itself (and, with `--text`, that its text parses back to the
//! same instruction). Prints the time and the counts; exits 1 on any mismatch.
//!
//! ```sh
//! cargo run --release -p opforge-arm64 --example sweep [-- --text]
//! ```

use std::fmt::Write as _;
use std::process::ExitCode;
use std::time::Instant;

use opforge_arm64::{Decoded, Inst};

#[derive(Default)]
struct Tally {
    decoded: u64,
    bad_encode: Vec<u32>,
    bad_text: Vec<(u32, String)>,
}

fn sweep(lo: u64, hi: u64, text: bool) -> Tally {
    let mut t = Tally::default();
    let mut buf = String::new();
    for w in lo..hi {
        let w = w as u32;
        // The trie's answer, then the typed instruction assembled from its decode row, checked
        // against the encoding's own decoder (which refuses illegal operand values).
        // `Inst::decode` (which builds from the trie's row directly) must give the same answer.
        let Some(found) = Decoded::new(w) else {
            if Inst::decode(w).is_some() && t.bad_encode.len() < 16 {
                t.bad_encode.push(w);
            }
            continue;
        };
        let inst = found.inst();
        t.decoded += 1;
        let agrees = inst.form() == found.form()
            && found.form().decode(w) == Some(inst)
            && Inst::decode(w) == Some(inst);
        if (inst.encode() != w || !agrees) && t.bad_encode.len() < 16 {
            t.bad_encode.push(w);
        }
        if text {
            buf.clear();
            let _ = write!(buf, "{inst}");
            let back = buf.parse::<Inst>().map(|i| i.to_string());
            if back.as_deref() != Ok(buf.as_str()) && t.bad_text.len() < 16 {
                t.bad_text.push((w, buf.clone()));
            }
        }
    }
    t
}

fn main() -> ExitCode {
    let text = std::env::args().any(|a| a == "--text");
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let start = Instant::now();
    let total = 1u64 << 32;
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let jobs: Vec<_> = (0..threads)
            .map(|k| {
                let (lo, hi) = (total * k / threads, total * (k + 1) / threads);
                s.spawn(move || sweep(lo, hi, text))
            })
            .collect();
        jobs.into_iter()
            .map(|j| j.join().unwrap_or_default())
            .collect()
    });
    let elapsed = start.elapsed();
    let decoded: u64 = tallies.iter().map(|t| t.decoded).sum();
    let bad_encode: Vec<u32> = tallies.iter().flat_map(|t| t.bad_encode.clone()).collect();
    let bad_text: Vec<(u32, String)> = tallies.iter().flat_map(|t| t.bad_text.clone()).collect();
    println!(
        "swept 2^32 words on {threads} threads in {:.1} s: {decoded} decoded ({:.2}%), {} re-encode differently or disagree with their encoding's own decoder{}",
        elapsed.as_secs_f64(),
        decoded as f64 * 100.0 / total as f64,
        bad_encode.len(),
        if text {
            format!(", {} texts do not parse back", bad_text.len())
        } else {
            String::new()
        }
    );
    for w in &bad_encode {
        println!("  {w:#010x} re-encodes differently or disagrees with its encoding's decoder");
    }
    for (w, t) in &bad_text {
        println!("  {w:#010x}: `{t}` does not parse back");
    }
    if bad_encode.is_empty() && bad_text.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
