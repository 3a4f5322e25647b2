//! Generated programs (`sysyc::random`): every one checks and runs in the interpreter without a
//! fault (the generator's promise of defined, terminating programs, on our side); 200 print the
//! same in the interpreter, compiled by `sysyc` and through gcc `-O0`, both under qemu (a
//! difference is shrunk and shown);
//! and the 200 cover what a code generator can get wrong.

use std::path::Path;
use std::time::Instant;
use sysyc::interp::{Limits, run};
use sysyc::peer;
use sysyc::random::{Features, Generated, Size, Verdict, differential, program, shrink_difference};

/// Seeds spread over the 64-bit range.
fn seeds(n: u64, salt: u64) -> Vec<u64> {
    (1..=n)
        .map(|k| (k ^ salt).wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .collect()
}

#[test]
fn generated_programs_check_and_run_without_faults() {
    let mut most_steps = 0;
    let sizes = std::iter::repeat_n(Size::SMALL, 300)
        .chain(std::iter::repeat_n(Size::MEDIUM, 40))
        .chain(std::iter::repeat_n(Size::LARGE, 20));
    for (seed, size) in seeds(360, 0).into_iter().zip(sizes) {
        let g = program(seed, size);
        let p = sysyc::compile(&g.source)
            .unwrap_or_else(|e| panic!("seed {seed:#x}: {}", e.render("random.sy", &g.source)));
        let out = run(&p, &g.input, Limits::default())
            .unwrap_or_else(|e| panic!("seed {seed:#x}: {e}\n{}", g.source));
        most_steps = most_steps.max(out.steps);
    }
    eprintln!("at most {most_steps} interpreter steps");
    assert!(most_steps < 20_000_000, "a program took {most_steps} steps");
}

fn check(g: &Generated, seed: u64, dir: &Path, sylib: &Path) -> Result<(), String> {
    let exe = dir.join(format!("p{seed:x}"));
    match differential(&g.source, &g.input, &exe, sylib) {
        Verdict::Same => Ok(()),
        Verdict::Error(e) => Err(format!("seed {seed:#x}: {e}\nprogram:\n{}", g.source)),
        Verdict::Differ { who, ours, theirs } => {
            let small = shrink_difference(&g.source, &g.input, &exe, sylib);
            Err(format!(
                "seed {seed:#x}: {who}\n{ours}gcc\n{theirs}input: {}\nshrunk program:\n{small}",
                String::from_utf8_lossy(&g.input)
            ))
        }
    }
}

#[test]
fn interpreter_and_sysyc_agree_with_gcc_on_generated_programs() {
    if let Err(e) = peer::require_tools() {
        panic!("{e}");
    }
    let start = Instant::now();
    let dir = std::env::temp_dir().join(format!("sysyc-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let sylib = dir.join("sylib.o");
    peer::build_runtime("-O0", &sylib).unwrap_or_else(|e| panic!("{e}"));
    let seeds = seeds(200, 0x5eed);
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = seeds
            .chunks(seeds.len().div_ceil(2))
            .map(|chunk| {
                let (dir, sylib) = (&dir, &sylib);
                s.spawn(move || {
                    chunk
                        .iter()
                        .filter_map(|&seed| {
                            check(&program(seed, Size::SMALL), seed, dir, sylib).err()
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a checking thread"))
            .collect()
    });
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} of {} generated programs disagree:\n{}",
        failures.len(),
        seeds.len(),
        failures.join("\n\n")
    );
    eprintln!("{} programs agree in {:?}", seeds.len(), start.elapsed());
}

#[test]
fn generated_programs_cover_what_code_generators_get_wrong() {
    // For each feature: programs having it, and its count over all of them.
    let mut with = [0u32; 12];
    let mut total = Features::default();
    for seed in seeds(200, 0x5eed) {
        let f = program(seed, Size::SMALL).features;
        total.add(&f);
        for (w, (_, n)) in with.iter_mut().zip(f.named()) {
            *w += (n > 0) as u32;
        }
    }
    let report: Vec<String> = with
        .iter()
        .zip(total.named())
        .map(|(w, (name, n))| format!("{name}: {w} programs, {n} in all"))
        .collect();
    eprintln!("{}", report.join("\n"));
    for (w, (name, _)) in with.iter().zip(total.named()) {
        assert!(
            *w >= 100,
            "only {w} of 200 programs have {name}:\n{}",
            report.join("\n")
        );
    }
}
