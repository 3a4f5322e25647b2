//! Long fuzz run of the spec loader, validator and generator on seeded mutants of
//! `spec/circuit.yaml`, on every core: `cargo run --release -p ir-spec --example fuzz_loader -- N`.
//! Prints how many mutants were tried, how many loaded, and the time; a panic is a bug.

#[path = "../tests/support/mutate.rs"]
mod mutate;

use std::time::Instant;

use mutate::{Rng, mutate};

fn main() {
    let total: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000);
    let text = include_str!("../../spec/circuit.yaml");
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let start = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            std::thread::spawn(move || {
                let mut valid = 0u64;
                let mut diagnostics = 0u64;
                let mut seed = t;
                while seed < total {
                    let mut rng = Rng::xorshift64_star_from(seed ^ 0xF022);
                    let mutant = mutate(text, &mut rng);
                    match ir_spec::Loader::new()
                        .text("circuit.yaml", mutant)
                        .load_ir()
                    {
                        Ok(spec) => {
                            let tokens = ir_spec::generate::opcode_tokens(&spec);
                            if syn::parse2::<syn::File>(tokens).is_err() {
                                panic!("seed {seed}: generated code does not parse");
                            }
                            valid += 1;
                        }
                        Err(e) => {
                            diagnostics += e.diagnostics.len() as u64;
                            let _ = e.to_string();
                        }
                    }
                    seed += threads;
                }
                (valid, diagnostics)
            })
        })
        .collect();
    let (mut valid, mut diagnostics) = (0, 0);
    for h in handles {
        match h.join() {
            Ok((v, d)) => {
                valid += v;
                diagnostics += d;
            }
            Err(_) => {
                eprintln!("a worker panicked: that is a bug");
                std::process::exit(1);
            }
        }
    }
    println!(
        "{total} mutants on {threads} threads in {:.1?}: {valid} valid, {} rejected with {diagnostics} diagnostics, no panic",
        start.elapsed(),
        total - valid
    );
}
