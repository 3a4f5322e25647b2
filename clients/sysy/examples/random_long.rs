//! A long differential run of generated programs (`sysyc::random`) against gcc `-O0` under qemu:
//! `cargo run --release -p sysyc --example random_long -- N [FIRST_SEED] [small|medium|large]`,
//! for A64, or for RV64 with `--target riscv64` anywhere among the arguments (sysyc's RV64 code
//! and gcc's under qemu-riscv64).
//! Runs N seeds on two threads, shrinks and prints every difference, and prints the feature
//! figures and the count of programs that agree. `--show SEED [size]` prints one program and its
//! input instead; `--features N [FIRST_SEED] [size]` only counts features; `--ubsan N [FIRST_SEED] [size]` builds N programs with gcc's undefined-behaviour
//! checks trapping (signed overflow, division by zero, bounds, float-to-int overflow) and reports
//! every program that traps or does not finish: the generator's promise, checked by gcc.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use sysyc::peer;
use sysyc::peer::Arch;
use sysyc::random::{Features, Size, Verdict, differential_on, program, shrink_difference_on};

fn size(name: Option<&String>) -> Size {
    match name.map(String::as_str) {
        Some("medium") => Size::MEDIUM,
        Some("large") => Size::LARGE,
        _ => Size::SMALL,
    }
}

/// The target `--target NAME` names among `args` (taken out of them), A64 without it.
fn target(args: &mut Vec<String>) -> Arch {
    let Some(k) = args.iter().position(|a| a == "--target") else {
        return Arch::Arm64;
    };
    let name = args.get(k + 1).cloned().unwrap_or_default();
    args.drain(k..(k + 2).min(args.len()));
    Arch::parse(&name).unwrap_or_else(|| {
        eprintln!("unknown target `{name}`: arm64 or riscv64");
        std::process::exit(2);
    })
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let arch = target(&mut args);
    if args.first().map(String::as_str) == Some("--show") {
        let seed = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
        let g = program(seed, size(args.get(2)));
        print!("{}", g.source);
        eprint!("input:\n{}", String::from_utf8_lossy(&g.input));
        return;
    }
    if args.first().map(String::as_str) == Some("--features") {
        let n: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(10_000);
        let first: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
        let mut total = Features::default();
        let mut with = [0u64; 12];
        for seed in first..first + n {
            let f = program(seed, size(args.get(3))).features;
            total.add(&f);
            for (w, (_, k)) in with.iter_mut().zip(f.named()) {
                *w += u64::from(k > 0);
            }
        }
        for (w, (name, k)) in with.iter().zip(total.named()) {
            println!("  {name}: {w} programs, {k} in all");
        }
        return;
    }
    if args.first().map(String::as_str) == Some("--ubsan") {
        return ubsan(&args[1..]);
    }
    let n: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let first: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let size = size(args.get(2));
    if let Err(e) = peer::require_tools_for(arch) {
        eprintln!("{e}");
        std::process::exit(2);
    }
    let dir = std::env::temp_dir().join(format!("sysyc-random-long-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("{}: {e}", dir.display());
        std::process::exit(2);
    }
    let sylib = dir.join("sylib.o");
    if let Err(e) = peer::build_runtime_for(arch, "-O0", &sylib) {
        eprintln!("{e}");
        std::process::exit(2);
    }
    let next = AtomicU64::new(first);
    let done = AtomicU64::new(0);
    let totals = Mutex::new((Features::default(), 0u64, 0u64, Vec::<String>::new()));
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                let place = (dir.as_path(), sylib.as_path());
                worker(arch, &next, first + n, &done, &totals, place, size, start)
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let Ok((features, same, errors, differ)) = totals.into_inner() else {
        return;
    };
    println!(
        "{} programs for {} in {:.0?}: {same} agree, {} differ, {errors} errors",
        same + errors + differ.len() as u64,
        arch.name(),
        start.elapsed(),
        differ.len()
    );
    for (name, count) in features.named() {
        println!("  {name}: {count}");
    }
    for d in &differ {
        println!("\n{d}");
    }
}

type Totals = Mutex<(Features, u64, u64, Vec<String>)>;

#[allow(clippy::too_many_arguments)]
fn worker(
    arch: Arch,
    next: &AtomicU64,
    end: u64,
    done: &AtomicU64,
    totals: &Totals,
    (dir, sylib): (&Path, &Path),
    size: Size,
    start: Instant,
) {
    loop {
        let seed = next.fetch_add(1, Ordering::Relaxed);
        if seed >= end {
            return;
        }
        let g = program(seed, size);
        let exe: PathBuf = dir.join(format!("p{seed}"));
        let verdict = differential_on(arch, &g.source, &g.input, &exe, sylib);
        let _ = std::fs::remove_file(&exe);
        let Ok(mut t) = totals.lock() else { return };
        t.0.add(&g.features);
        match verdict {
            Verdict::Same => t.1 += 1,
            Verdict::Error(e) => {
                t.2 += 1;
                println!("seed {seed}: {e}");
            }
            Verdict::Differ { who, ours, theirs } => {
                drop(t);
                let small = shrink_difference_on(arch, &g.source, &g.input, &exe, sylib);
                let msg = format!(
                    "seed {seed} differs: {who}\n{ours}gcc\n{theirs}input: {}shrunk:\n{small}",
                    String::from_utf8_lossy(&g.input)
                );
                println!("{msg}");
                if let Ok(mut t) = totals.lock() {
                    t.3.push(msg);
                }
            }
        }
        let k = done.fetch_add(1, Ordering::Relaxed) + 1;
        if k.is_multiple_of(500) {
            eprintln!("{k} programs, {:.0?}", start.elapsed());
        }
    }
}

/// Builds and runs programs with gcc's undefined-behaviour sanitizer in trapping mode (no
/// runtime library needed) and reports those that trap or time out.
fn ubsan(args: &[String]) {
    let n: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let first: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let size = size(args.get(2));
    let dir = std::env::temp_dir().join(format!("sysyc-random-ubsan-{}", std::process::id()));
    let sylib = dir.join("sylib.o");
    let ready = std::fs::create_dir_all(&dir)
        .map_err(|e| e.to_string())
        .and_then(|()| peer::build_runtime("-O0", &sylib).map_err(|e| e.to_string()));
    if let Err(e) = ready {
        eprintln!("{e}");
        std::process::exit(2);
    }
    let next = AtomicU64::new(first);
    let bad = AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if seed >= first + n {
                        return;
                    }
                    if let Err(e) = ubsan_one(seed, size, &dir, &sylib) {
                        bad.fetch_add(1, Ordering::Relaxed);
                        println!("seed {seed}: {e}");
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    println!(
        "{n} programs under UBSan: {} trap or fail",
        bad.load(Ordering::Relaxed)
    );
}

fn ubsan_one(seed: u64, size: Size, dir: &Path, sylib: &Path) -> Result<(), String> {
    let g = program(seed, size);
    let sy = dir.join(format!("u{seed}.sy"));
    let exe = dir.join(format!("u{seed}"));
    std::fs::write(&sy, &g.source).map_err(|e| e.to_string())?;
    let out = std::process::Command::new(peer::GCC)
        .args([
            "-O0",
            "-fsanitize=undefined,float-cast-overflow",
            "-fsanitize-undefined-trap-on-error",
            "-ffp-contract=off",
            "-static",
            "-include",
        ])
        .arg(peer::runtime_dir().join("sylib.h"))
        .args(["-x", "c"])
        .arg(&sy)
        .args(["-x", "none"])
        .arg(sylib)
        .arg("-o")
        .arg(&exe)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let run = peer::run(&exe, &g.input, std::time::Duration::from_secs(20));
    let _ = std::fs::remove_file(&exe);
    let _ = std::fs::remove_file(&sy);
    // A trap kills qemu with SIGTRAP, which qemu-user reports as status 133 (128 + 5); a
    // program may also return 133, which the interpreter then tells.
    let status = || {
        let p = sysyc::compile(&g.source).ok()?;
        let o = sysyc::interp::run(&p, &g.input, sysyc::interp::Limits::default()).ok()?;
        Some(o.status())
    };
    match run {
        Ok(r) if r.status == 133 && status() != Some(133) => {
            Err("trapped (undefined behaviour)".into())
        }
        Ok(_) => Ok(()),
        Err(e) => Err(e),
    }
}
