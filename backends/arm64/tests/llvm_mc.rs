//! Differential tests against llvm-mc (LLVM 14), the oracle for every form of `spec/arm64.yaml`:
//!
//! - for every encoding and every printed alias, at least 200 random valid operand choices: our
//!   text assembled by llvm-mc gives our word, llvm-mc's disassembly of our word is our text, our
//!   parser reads our text back to the same instruction, and `decode(encode(i)) == i`;
//! - every one of the 2^15 system register encodings, read by MRS and written by MSR, both ways;
//! - a sample of a million random words: we decode exactly the words that llvm-mc decodes into a
//!   form we cover, with the same text.
//!
//! Every llvm-mc call is batched: many lines per process, only valid lines for the assembler.

use std::collections::HashMap;

use opforge_arm64::{ALIASES, Alias, FORMS, Form, Inst};

mod support;
use support::{RandomWords, Rng, encoding_of, llvm_mc};
const PER_FORM: usize = 200;

/// Spelling differences we accept, with the reason: (ours, llvm-mc's). None so far.
const ACCEPTED: &[(&str, &str, &str)] = &[];

/// llvm-mc's assembler refuses some encodings its disassembler prints (with a "potentially
/// undefined instruction encoding" warning): loads and stores with writeback whose base is also a
/// transferred register, and LDP with Rt == Rt2 (CONSTRAINED UNPREDICTABLE in the ARM ARM). We
/// decode and print them as its disassembler does, which the disassembly half of the test checks;
/// the assembly half skips them when llvm-mc's error says why.
const UNPREDICTABLE: &str = "error: unpredictable";

/// Normalizes llvm-mc's text: tabs to spaces, one space between tokens, no comment.
fn normalize(line: &str) -> String {
    let code = line.split("//").next().unwrap_or("");
    code.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Up to `PER_FORM` distinct instructions from `draw` (which returns a candidate word and the
/// instruction, if it qualifies). Returns the instructions and whether the space was exhausted
/// (no new one in 20,000 draws) before reaching `PER_FORM`.
fn distinct(rng: &mut Rng, draw: &dyn Fn(&mut Rng) -> Option<Inst>) -> (Vec<Inst>, bool) {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut last_new = 0usize;
    for attempt in 0..2_000_000usize {
        if out.len() == PER_FORM {
            return (out, false);
        }
        if attempt - last_new > 20_000 {
            return (out, true);
        }
        if let Some(i) = draw(rng)
            && seen.insert(i.encode())
        {
            out.push(i);
            last_new = attempt;
        }
    }
    (out, false)
}

/// Random valid instructions: for each form, and for each printed alias, `PER_FORM` distinct
/// ones (all of them when there are fewer), each alias's printed with that alias.
fn samples() -> Vec<(String, Inst)> {
    let mut rng = Rng::splitmix64(0x05ee_da64);
    let mut out = Vec::new();
    let mut short = Vec::new();
    for &form in Form::ALL {
        let (insts, exhausted) = distinct(&mut rng, &|r| form.decode(r.word(form, 0, 0)));
        if insts.len() < PER_FORM && !exhausted {
            short.push(format!("{} ({})", form.info().name, insts.len()));
        }
        out.extend(insts.into_iter().map(|i| (form.info().name.to_owned(), i)));
    }
    for &alias in Alias::ALL {
        let info = alias.info();
        if !info.printed {
            continue;
        }
        let (insts, exhausted) = distinct(&mut rng, &|r| {
            let i = info
                .of
                .decode(r.word(info.of, info.set_mask, info.set_value))?;
            (i.alias() == Some(alias)).then_some(i)
        });
        if insts.len() < PER_FORM && !exhausted {
            short.push(format!("{} ({})", info.name, insts.len()));
        }
        out.extend(insts.into_iter().map(|i| (info.name.to_owned(), i)));
    }
    assert!(short.is_empty(), "too few samples: {short:?}");
    out
}

/// Checks `samples` against llvm-mc both ways, pushing a line per difference to `failures`:
/// llvm-mc assembles our text to our word, and disassembles our word to our text. Returns how
/// many llvm-mc's assembler refused as CONSTRAINED UNPREDICTABLE (checked by disassembly only).
fn both_ways(samples: &[(String, Inst)], failures: &mut Vec<String>) -> usize {
    let mut unpredictable = 0;
    // Assemble our text with llvm-mc: the same word.
    let input: String = samples.iter().map(|(_, i)| format!("{i}\n")).collect();
    let (stdout, stderr) = llvm_mc(&["-show-encoding"], &input);
    let mut bad_lines: Vec<usize> = Vec::new();
    for l in stderr.lines().filter(|l| l.contains(": error:")) {
        let Some(n) = l
            .strip_prefix("<stdin>:")
            .and_then(|r| r.split(':').next()?.parse::<usize>().ok())
        else {
            continue;
        };
        bad_lines.push(n);
        if l.contains(UNPREDICTABLE) {
            unpredictable += 1;
        } else if let Some((name, i)) = samples.get(n - 1) {
            failures.push(format!(
                "{name}: llvm-mc rejects `{i}` ({:#010x}): {l}",
                i.encode()
            ));
        }
    }
    bad_lines.sort_unstable();
    let encodings: Vec<u32> = stdout.lines().filter_map(encoding_of).collect();
    let accepted: Vec<&(String, Inst)> = samples
        .iter()
        .enumerate()
        .filter(|(k, _)| bad_lines.binary_search(&(k + 1)).is_err())
        .map(|(_, s)| s)
        .collect();
    assert_eq!(encodings.len(), accepted.len(), "llvm-mc output lines");
    for ((name, inst), got) in accepted.iter().zip(&encodings) {
        let same_text = Inst::decode(*got).map(|i| i.to_string()) == Some(inst.to_string());
        if inst.encode() != *got && !same_text {
            failures.push(format!(
                "{name}: `{inst}`: ours {:#010x}, llvm-mc {got:#010x}",
                inst.encode()
            ));
        }
    }
    // Disassemble our words with llvm-mc: our text.
    let input: String = samples
        .iter()
        .map(|(_, i)| {
            let b = i.encode().to_le_bytes();
            format!("{:#04x} {:#04x} {:#04x} {:#04x}\n", b[0], b[1], b[2], b[3])
        })
        .collect();
    let (stdout, _) = llvm_mc(&["--disassemble", "-show-encoding"], &input);
    let texts: HashMap<u32, String> = stdout
        .lines()
        .filter_map(|l| Some((encoding_of(l)?, normalize(l))))
        .collect();
    for (name, inst) in samples {
        let ours = inst.to_string();
        match texts.get(&inst.encode()) {
            None => failures.push(format!("{name}: llvm-mc cannot disassemble `{ours}`")),
            Some(t) if *t == ours => {}
            Some(t)
                if ACCEPTED
                    .iter()
                    .any(|(o, l, _)| ours.contains(o) && t.contains(l)) => {}
            Some(t) => failures.push(format!(
                "{name}: {:#010x}: ours `{ours}`, llvm-mc `{t}`",
                inst.encode()
            )),
        }
    }
    unpredictable
}

#[test]
fn every_form_and_alias_against_llvm_mc() {
    let samples = samples();
    let mut failures = Vec::new();
    let mut non_canonical = 0usize;
    // Our own round trips first.
    for (name, inst) in &samples {
        let w = inst.encode();
        if Inst::decode(w) != Some(*inst) {
            failures.push(format!(
                "{name}: decode(encode({inst:?})) = {:?}",
                Inst::decode(w)
            ));
        }
        let text = inst.to_string();
        match text.parse::<Inst>() {
            Ok(back) if back.encode() == w => {}
            // A logical immediate has several encodings when its element is shorter than the
            // register (the high bits of `immr` are ignored), and a SYS operation that uses no
            // register (`ic iallu`) is printed without it whatever Rt holds; we parse to the
            // canonical encoding.
            Ok(back) if back.to_string() == text => non_canonical += 1,
            Ok(back) => failures.push(format!("{name}: `{text}` parses to {back:?}, not {inst:?}")),
            Err(e) => failures.push(format!("{name}: `{text}` does not parse: {e}")),
        }
    }
    let unpredictable = both_ways(&samples, &mut failures);
    let total = samples.len();
    if !failures.is_empty() {
        failures.sort();
        failures.dedup_by(|a, b| a.split(':').next() == b.split(':').next());
        panic!(
            "{} of {total} cases differ; first per form:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
    println!(
        "{total} cases ({} forms, {} printed aliases) agree with llvm-mc both ways; \
         {unpredictable} CONSTRAINED UNPREDICTABLE ones checked by disassembly only; \
         {non_canonical} non-canonical encodings (logical immediates, SYS operations without a register) parse to the canonical one",
        FORMS.len(),
        ALIASES.iter().filter(|a| a.printed).count()
    );
}

/// Every one of the 2^15 system register encodings, read by MRS and written by MSR (with a random
/// general register): llvm-mc prints the name we print (LLVM's, or the generic `S3_3_C13_C0_2`)
/// and assembles our text to our word; our parser reads it back.
#[test]
fn every_system_register_against_llvm_mc() {
    let mut rng = Rng::splitmix64(0x5e82_0002);
    let mut samples = Vec::new();
    for name in ["MRS", "MSR_reg"] {
        let Some(form) = Form::ALL.iter().find(|f| f.info().name == name) else {
            panic!("the table has {name}");
        };
        for sysreg in 0..1u32 << 15 {
            let w = form.info().value | sysreg << 5 | (rng.next_u64() % 32) as u32;
            let Some(inst) = Inst::decode(w) else {
                panic!("{name} decodes {w:#010x}");
            };
            samples.push((name.to_owned(), inst));
        }
    }
    let mut failures: Vec<String> = samples
        .iter()
        .filter(|(_, i)| i.to_string().parse::<Inst>() != Ok(*i))
        .map(|(name, i)| format!("{name}: `{i}` does not parse back"))
        .collect();
    let unpredictable = both_ways(&samples, &mut failures);
    assert_eq!(unpredictable, 0);
    if !failures.is_empty() {
        let n = failures.len();
        failures.truncate(40);
        panic!("{n} of {} differ:\n{}", samples.len(), failures.join("\n"));
    }
    println!(
        "{} MRS and MSR instructions (every system register encoding) agree with llvm-mc both ways",
        samples.len()
    );
}

/// The parse-only spellings (`print: false` aliases, such as `ldr x0, [x1, #-8]` for LDUR): for
/// each, `PER_FORM` random instructions of its encoding written with its spelling
/// (`Inst::spelled_as`). We
/// and llvm-mc must assemble each text to the same word, whichever encoding it picks (the
/// scaled LDR where it can hold the offset, as LLVM does).
#[test]
fn parse_only_spellings_against_llvm_mc() {
    let mut rng = Rng::splitmix64(0x9a45_e0a1);
    let mut texts = Vec::new();
    for &alias in Alias::ALL {
        let info = alias.info();
        if info.printed {
            continue;
        }
        let (insts, exhausted) = distinct(&mut rng, &|r| {
            let i = info
                .of
                .decode(r.word(info.of, info.set_mask, info.set_value))?;
            i.spelled_as(alias).is_some().then_some(i)
        });
        assert!(
            insts.len() == PER_FORM || exhausted,
            "{}: too few samples ({})",
            info.name,
            insts.len()
        );
        for inst in insts {
            let Some(text) = inst.spelled_as(alias) else {
                unreachable!("drawn so that it spells");
            };
            texts.push((info.name, text, inst));
        }
    }
    assert!(!texts.is_empty(), "the table has parse-only spellings");
    let input: String = texts.iter().map(|(_, t, _)| format!("{t}\n")).collect();
    let (stdout, stderr) = llvm_mc(&["-show-encoding"], &input);
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains(": error:") && !l.contains(UNPREDICTABLE))
        .collect();
    assert!(errors.is_empty(), "llvm-mc rejects: {errors:?}");
    // A store exclusive whose status register is also a source (`stxr w1, w1, [x2, #0]`) is
    // CONSTRAINED UNPREDICTABLE: llvm-mc refuses it, as it refuses the printed spelling, which
    // the main test checks by disassembly.
    let mut unpredictable: Vec<usize> = stderr
        .lines()
        .filter(|l| l.contains(UNPREDICTABLE))
        .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse().ok())
        .collect();
    unpredictable.sort_unstable();
    let accepted: Vec<&(&str, String, Inst)> = texts
        .iter()
        .enumerate()
        .filter(|(k, _)| unpredictable.binary_search(&(k + 1)).is_err())
        .map(|(_, t)| t)
        .collect();
    let encodings: Vec<u32> = stdout.lines().filter_map(encoding_of).collect();
    assert_eq!(encodings.len(), accepted.len(), "llvm-mc output lines");
    let mut failures = Vec::new();
    let mut own = 0;
    for ((name, text, inst), llvm) in accepted.into_iter().zip(&encodings) {
        match text.parse::<Inst>() {
            Ok(ours) if ours.encode() == *llvm => own += usize::from(ours == *inst),
            Ok(ours) => failures.push(format!(
                "{name}: `{text}`: ours {:#010x} ({ours}), llvm-mc {llvm:#010x}",
                ours.encode()
            )),
            Err(e) => failures.push(format!("{name}: `{text}` does not parse: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!(
        "{} parse-only spellings agree with llvm-mc ({own} assemble to the alias's own encoding, the others to a form both prefer, such as the scaled LDR); {} CONSTRAINED UNPREDICTABLE ones skipped, as llvm-mc refuses them",
        texts.len() - unpredictable.len(),
        unpredictable.len()
    );
}

#[test]
fn a_million_random_words_against_llvm_mc() {
    const N: usize = 1_000_000;
    let mut rng = Rng::splitmix64(0x0a64_d15a);
    let words: Vec<u32> = (0..N).map(|_| rng.next_u64() as u32).collect();
    // Two llvm-mc processes, one per core.
    let halves: Vec<HashMap<u32, String>> = std::thread::scope(|s| {
        let jobs: Vec<_> = words
            .chunks(N / 2)
            .map(|chunk| {
                s.spawn(move || {
                    let input: String = chunk
                        .iter()
                        .map(|w| {
                            let b = w.to_le_bytes();
                            format!("{:#04x} {:#04x} {:#04x} {:#04x}\n", b[0], b[1], b[2], b[3])
                        })
                        .collect();
                    let (stdout, _) = llvm_mc(&["--disassemble", "-show-encoding"], &input);
                    stdout
                        .lines()
                        .filter_map(|l| Some((encoding_of(l)?, normalize(l))))
                        .collect::<HashMap<u32, String>>()
                })
            })
            .collect();
        jobs.into_iter()
            .map(|j| j.join().expect("llvm-mc thread"))
            .collect()
    });
    let llvm: HashMap<u32, String> = halves.into_iter().flatten().collect();
    let mut failures = Vec::new();
    let (mut ours_count, mut both) = (0usize, 0usize);
    for &w in &words {
        let ours = Inst::decode(w);
        match (ours, llvm.get(&w)) {
            (Some(i), Some(t)) => {
                ours_count += 1;
                both += 1;
                let text = i.to_string();
                if text != *t {
                    failures.push(format!("{w:#010x}: ours `{text}`, llvm-mc `{t}`"));
                }
            }
            (Some(i), None) => {
                ours_count += 1;
                failures.push(format!("{w:#010x}: ours `{i}`, llvm-mc rejects it"));
            }
            (None, Some(t)) => {
                // A form we cover if our parser reads llvm-mc's text back to this very word.
                if let Ok(i) = t.parse::<Inst>()
                    && i.encode() == w
                {
                    failures.push(format!("{w:#010x}: llvm-mc `{t}`, we do not decode it"));
                }
            }
            (None, None) => {}
        }
    }
    if !failures.is_empty() {
        let n = failures.len();
        failures.truncate(40);
        panic!("{n} of {N} words differ:\n{}", failures.join("\n"));
    }
    println!(
        "{N} random words: llvm-mc decodes {}, we decode {ours_count}, all {both} with the same text",
        llvm.len()
    );
}
