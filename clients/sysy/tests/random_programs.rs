//! Generated programs (`sysyc::random`): every one checks and runs in the interpreter without a
//! fault (the generator's promise of defined, terminating programs, on our side); 200 print the
//! same in the interpreter, compiled by `sysyc` and through gcc `-O0`, both under qemu (a
//! difference is shrunk and shown), for A64 (`aarch64-linux-gnu-gcc`, `qemu-aarch64`) and, the
//! same 200 seeds, for RV64 (`riscv64-linux-gnu-gcc`, `qemu-riscv64`);
//! and the 200 cover what a code generator can get wrong.

mod common;

use std::path::Path;
use std::time::Instant;
use sysyc::interp::{Limits, run};
use sysyc::peer::{self, Arch};
use sysyc::random::{
    Features, Generated, Size, Verdict, differential_on, program, shrink_difference_on,
};

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

fn check(arch: Arch, g: &Generated, seed: u64, dir: &Path, sylib: &Path) -> Result<(), String> {
    let exe = dir.join(format!("p{seed:x}"));
    let target = arch.name();
    match differential_on(arch, &g.source, &g.input, &exe, sylib) {
        Verdict::Same => Ok(()),
        Verdict::Error(e) => Err(format!(
            "{target}, seed {seed:#x}: {e}\nprogram:\n{}",
            g.source
        )),
        Verdict::Differ { who, ours, theirs } => {
            let small = shrink_difference_on(arch, &g.source, &g.input, &exe, sylib);
            Err(format!(
                "{target}, seed {seed:#x}: {who}\n{ours}gcc\n{theirs}input: {}\nshrunk program:\n{small}",
                String::from_utf8_lossy(&g.input)
            ))
        }
    }
}

#[test]
fn interpreter_and_sysyc_agree_with_gcc_on_generated_programs() {
    agree_on(Arch::Arm64);
}

#[test]
fn interpreter_and_sysyc_agree_with_gcc_on_generated_programs_for_riscv64() {
    agree_on(Arch::Riscv64);
}

/// The 200 seeds' programs three ways on `arch`: the interpreter, `sysyc`'s code for `arch` and
/// gcc's `-O0` build by `arch`'s cross compiler, both under `arch`'s qemu.
fn agree_on(arch: Arch) {
    let start = Instant::now();
    let dir = common::tools_and_scratch(arch, "random");
    let sylib = dir.join("sylib.o");
    peer::build_runtime_for(arch, "-O0", &sylib).unwrap_or_else(|e| panic!("{e}"));
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
                            check(arch, &program(seed, Size::SMALL), seed, dir, sylib).err()
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
        "{} of {} generated programs disagree on {}:\n{}",
        failures.len(),
        seeds.len(),
        arch.name(),
        failures.join("\n\n")
    );
    eprintln!(
        "{}: {} programs agree in {:?}",
        arch.name(),
        seeds.len(),
        start.elapsed()
    );
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
