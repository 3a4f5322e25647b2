//! The C extension as llvm-mc (LLVM 14) uses it, from the table's `expands:` keys:
//!
//! - compression: random instructions of every 32-bit form (more of those a 16-bit form expands
//!   to, with registers drawn from x8..x15, sp, zero and the rest, operands often tied, and
//!   immediates at and just beyond the 16-bit forms' limits), plus the expansion of random
//!   instructions of every 16-bit form: llvm-mc with `+c` assembles our text to the bytes of
//!   `compress().unwrap_or(inst)`, 2 or 4 of them;
//! - expansion: llvm-mc's default printing of every 16-bit form (its disassembler without
//!   `-riscv-no-aliases`) is our `display_expanded()`, and an expansion compresses back to a
//!   16-bit instruction that means the same.
//!
//! Every llvm-mc call is batched: one process per direction.

use std::collections::{BTreeSet, HashMap, HashSet};

use opforge_riscv64::{Form, Inst};

mod support;
use opforge_llvm_mc::errors;
use support::{ATTRS_16, RandomWords, Rng, bytes_line, encoding_of, llvm_mc, normalize};

/// Random instructions per 32-bit form a 16-bit form expands to, and per other 32-bit form.
const PER_TARGET: usize = 400;
const PER_OTHER: usize = 20;
/// Random instructions per 16-bit form.
const PER_NARROW: usize = 100;

/// 16-bit forms llvm-mc prints by default in a way no 32-bit form of the table spells, with the
/// text it prints and why.
const PRINTED_OTHERWISE: &[(&str, &str, &str)] = &[(
    "C_UNIMP",
    "unimp",
    "LLVM expands c.unimp to its UNIMP, a spelling of `csrrw zero, cycle, zero` that only `unimp` \
     assembles to (our CSRRW prints `csrw cycle, zero`, which llvm-mc does not compress)",
)];

/// Immediates around the limits of the 16-bit forms.
const EDGES: &[i64] = &[
    0, 1, -1, 2, 4, 8, 12, 16, -16, 31, 32, -32, -33, 63, 64, 120, 124, 128, 248, 252, 256, 496,
    504, 508, 512, -512, -528, -496, 1016, 1020, 1024, 2040, 2046, -2048, 2047, -256, -258, 254,
    0xfffe0, 0xfffdf, 0xfffff, 0x1f, 0x20,
];

/// A register number: x8..x15, sp, zero, ra or any, evenly.
fn register(rng: &mut Rng) -> u32 {
    match rng.next_u64() % 5 {
        0 => 8 + (rng.next_u64() % 8) as u32,
        1 => 2,
        2 => 0,
        3 => 1,
        _ => (rng.next_u64() % 32) as u32,
    }
}

/// Puts `v` into field `name` of `w` (when the form has it).
fn set_field(form: Form, w: u32, name: &str, v: u32) -> u32 {
    match form.info().fields.iter().find(|f| f.name == name) {
        Some(f) => {
            let mask = ((1u64 << f.width) - 1) as u32;
            (w & !(mask << f.lo)) | ((v & mask) << f.lo)
        }
        None => w,
    }
}

/// A random instruction of 32-bit `form`, with the registers and immediates compression cares
/// about made likely: tied operands, x8..x15, sp, zero, immediates at the edges.
fn draw(rng: &mut Rng, form: Form) -> Option<Inst> {
    let mut w = rng.word(form, 0, 0);
    let rd = register(rng);
    w = set_field(form, w, "rd", rd);
    let rs1 = if rng.next_u64().is_multiple_of(2) {
        rd
    } else {
        register(rng)
    };
    w = set_field(form, w, "rs1", rs1);
    let rs2 = match rng.next_u64() % 4 {
        0 => rd,
        _ => register(rng),
    };
    w = set_field(form, w, "rs2", rs2);
    let edge = !rng.next_u64().is_multiple_of(4);
    let v = EDGES[(rng.next_u64() % EDGES.len() as u64) as usize];
    if edge {
        let u = v as u32;
        w = set_field(form, w, "imm", u);
        w = set_field(form, w, "shamt", u);
        w = set_field(form, w, "imm20", u);
        w = set_field(form, w, "s11_5", u >> 5);
        w = set_field(form, w, "s4_0", u);
    }
    let mut inst = Inst::decode(w).filter(|i| i.form() == form)?;
    if edge && inst.target().is_some() {
        let _ = inst.set_target(v & !1);
    }
    Some(inst)
}

/// Up to `n` distinct instructions from `draw`.
fn distinct(rng: &mut Rng, n: usize, draw: &dyn Fn(&mut Rng) -> Option<Inst>) -> Vec<Inst> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for _ in 0..200 * n {
        if out.len() == n {
            break;
        }
        if let Some(i) = draw(rng)
            && seen.insert(i.encode())
        {
            out.push(i);
        }
    }
    out
}

/// Random instructions of every 16-bit form.
fn narrow_samples(rng: &mut Rng) -> Vec<Inst> {
    let mut out = Vec::new();
    for &form in Form::ALL.iter().filter(|f| f.size() == 2) {
        let insts = distinct(rng, PER_NARROW, &|r| form.decode(r.word(form, 0, 0)));
        assert!(!insts.is_empty(), "no sample of {}", form.info().name);
        out.extend(insts);
    }
    out
}

#[test]
fn compression_is_llvm_mcs() {
    let mut rng = Rng::splitmix64(0xc0_3e55);
    let narrow = narrow_samples(&mut rng);
    let expansions: Vec<Inst> = narrow.iter().filter_map(Inst::expand).collect();
    let targets: BTreeSet<&str> = expansions.iter().map(|i| i.form().info().name).collect();
    let mut cases = expansions.clone();
    for &form in Form::ALL.iter().filter(|f| f.size() == 4) {
        let n = if targets.contains(form.info().name) {
            PER_TARGET
        } else {
            PER_OTHER
        };
        cases.extend(distinct(&mut rng, n, &|r| draw(r, form)));
    }
    let input: String = cases.iter().map(|i| format!("{i}\n")).collect();
    let (stdout, stderr) = llvm_mc(&["-show-encoding", ATTRS_16], &input);
    let errors = errors(&stderr);
    assert!(errors.is_empty(), "llvm-mc rejects: {errors:?}");
    let encodings: Vec<(u32, usize)> = stdout.lines().filter_map(encoding_of).collect();
    assert_eq!(encodings.len(), cases.len(), "llvm-mc output lines");
    let mut failures = Vec::new();
    let mut compressed = 0;
    let mut by_form: HashMap<&str, usize> = HashMap::new();
    for (inst, &(word, size)) in cases.iter().zip(&encodings) {
        let ours = inst.compress().unwrap_or(*inst);
        if ours.size() == 2 {
            compressed += 1;
            *by_form.entry(ours.form().info().name).or_default() += 1;
        }
        if (ours.encode(), ours.size()) != (word, size) {
            failures.push(format!(
                "{}: `{inst}`: ours `{ours}` {} ({} bytes), llvm-mc {} ({size} bytes)",
                inst.form().info().name,
                bytes_line(ours.encode(), ours.size()),
                ours.size(),
                bytes_line(word, size),
            ));
        }
    }
    // Every 16-bit form with an expansion is the result of some compression.
    let missing: Vec<&str> = Form::ALL
        .iter()
        .filter(|f| f.size() == 2)
        .map(|f| f.info().name)
        .filter(|n| {
            narrow
                .iter()
                .any(|i| i.form().info().name == *n && i.expand().is_some())
        })
        .filter(|n| !by_form.contains_key(n))
        .collect();
    assert!(missing.is_empty(), "never chosen by compress: {missing:?}");
    if !failures.is_empty() {
        let n = failures.len();
        failures.sort();
        failures.truncate(40);
        panic!(
            "{n} of {} cases differ from llvm-mc:\n{}",
            cases.len(),
            failures.join("\n")
        );
    }
    println!(
        "{} cases ({} forms of 32 bits, {} a 16-bit form expands to; {} compressed into {} 16-bit forms) assemble with llvm-mc +c to our bytes",
        cases.len(),
        Form::ALL.iter().filter(|f| f.size() == 4).count(),
        targets.len(),
        compressed,
        by_form.len()
    );
}

#[test]
fn expanded_printing_is_llvm_mcs_default() {
    let mut rng = Rng::splitmix64(0x0e_4a9d);
    let narrow = narrow_samples(&mut rng);
    let input: String = narrow
        .iter()
        .map(|i| format!("{}\n", bytes_line(i.encode(), 2)))
        .collect();
    let (stdout, _) = llvm_mc(&["--disassemble", "-show-encoding", ATTRS_16], &input);
    let texts: HashMap<u32, String> = stdout
        .lines()
        .filter_map(|l| Some((encoding_of(l)?.0, normalize(l))))
        .collect();
    let mut failures = Vec::new();
    let mut round_trips = 0;
    let mut forms = BTreeSet::new();
    for inst in &narrow {
        let name = inst.form().info().name;
        forms.insert(name);
        let ours = inst.display_expanded().to_string();
        let expected = PRINTED_OTHERWISE
            .iter()
            .find(|(f, _, _)| *f == name)
            .map(|(_, t, _)| (*t).to_owned())
            .unwrap_or_else(|| ours.clone());
        match texts.get(&inst.encode()) {
            None => failures.push(format!("{name}: llvm-mc cannot disassemble `{inst}`")),
            Some(t) if *t == expected => {}
            Some(t) => failures.push(format!(
                "{name}: {}: ours `{ours}`, llvm-mc `{t}`",
                bytes_line(inst.encode(), 2)
            )),
        }
        match inst.expand() {
            None => {
                if ours != inst.to_string() {
                    failures.push(format!(
                        "{name}: `{inst}` without expansion prints `{ours}`"
                    ));
                }
            }
            Some(wide) => {
                if wide.size() != 4 {
                    failures.push(format!("{name}: `{inst}` expands to 16-bit `{wide}`"));
                }
                match wide.compress() {
                    Some(back) if back == *inst => round_trips += 1,
                    // Another 16-bit form llvm-mc prefers (`c.addi sp, 16` over
                    // `c.addi16sp sp, 16`), which means the same 32-bit instruction.
                    Some(back) if back.expand() == Some(wide) => {}
                    other => failures.push(format!(
                        "{name}: `{inst}` expands to `{wide}`, which compresses to {other:?}"
                    )),
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        narrow.len(),
        failures.join("\n")
    );
    println!(
        "{} 16-bit instructions of {} forms print as llvm-mc prints them by default; {} expand and compress back to themselves",
        narrow.len(),
        forms.len(),
        round_trips
    );
}
