//! The bounded sweep that runs on every `cargo test` (`examples/sweep.rs` runs all of them):
//! every 16-bit word (with two different next halfwords), a million random 32-bit words, and
//! 2,000 words of each encoding's own pattern with random fields, each checked by
//! [`Sweeper::check`]: at most one encoding accepts it, the decoder finds that one with the same
//! instruction, and the instruction re-encodes to the word.

use opforge_riscv64::Form;
use opforge_riscv64::sweep::Sweeper;

mod support;
use support::{RandomWords, Rng};

#[test]
fn every_16_bit_word_and_a_sample_of_32_bit_words() {
    let sweeper = Sweeper::new();
    let mut rng = Rng::splitmix64(0x5eed_0016);
    let mut findings = Vec::new();
    let (mut narrow, mut wide) = (0usize, 0usize);
    for low in 0..=0xffffu32 {
        if low & 3 == 3 {
            continue;
        }
        for high in [0, (rng.next_u64() as u32) << 16] {
            match sweeper.check(low | high) {
                Ok(Some(_)) => narrow += usize::from(high == 0),
                Ok(None) => {}
                Err(f) => findings.push(f),
            }
        }
    }
    let mut words: Vec<u32> = (0..1_000_000).map(|_| rng.next_u64() as u32 | 3).collect();
    for &form in Form::ALL {
        words.extend((0..2_000).map(|_| rng.word(form, 0, 0)));
    }
    for &w in &words {
        match sweeper.check(w) {
            Ok(Some(i)) => wide += usize::from(i.size() == 4),
            Ok(None) => {}
            Err(f) => findings.push(f),
        }
    }
    let n = findings.len();
    findings.truncate(40);
    let lines: Vec<String> = findings.iter().map(|f| f.to_string()).collect();
    assert!(n == 0, "{n} findings:\n{}", lines.join("\n"));
    println!(
        "{narrow} of the 49,152 16-bit words decode; {wide} of {} 32-bit words decode; none decodes as two forms",
        words.len()
    );
}
