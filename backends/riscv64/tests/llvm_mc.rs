//! Differential tests against llvm-mc (LLVM 14), the oracle for every form and alias of
//! `spec/riscv64.yaml`: for every encoding and every printed alias, up to `PER_FORM` distinct
//! random legal operand choices (all of them when there are fewer):
//!
//! - our own round trips: `decode(encode(i)) == i`, our parser reads our text back to `i`, and a
//!   16-bit form decodes the same whatever the next halfword is;
//! - llvm-mc assembles our text to our word (the 32-bit forms with `-mattr=+m,+a,+f,+d`, since
//!   with `+c` llvm-mc would compress some of them; the 16-bit forms with `+c`);
//! - llvm-mc disassembles our word to our text (the 16-bit forms with `-riscv-no-aliases`, since
//!   llvm-mc prints `c.addi a0, 5` as `addi a0, a0, 5` otherwise; our printer prints the C form).
//!
//! No expected word is written by hand: llvm-mc gives them all. Every llvm-mc call is batched: one
//! process per group (32-bit or 16-bit) and direction.

use std::collections::HashMap;

use opforge_riscv64::{ALIASES, Alias, FORMS, Form, Inst};

mod support;
use opforge_llvm_mc::errors;
use support::{ATTRS_16, ATTRS_32, RandomWords, Rng, bytes_line, encoding_of, llvm_mc, normalize};

const PER_FORM: usize = 100;

/// Forms whose printed text llvm-mc's disassembler gives but its assembler refuses, with the
/// reason: their assembly half is skipped when llvm-mc's error is the one named, and their
/// parse-only spelling (`parse_only_spellings_against_llvm_mc`) is assembled instead.
const ASSEMBLER_REFUSES: &[(&str, &str, &str)] = &[(
    "C_LUI_HINT_NEG",
    "immediate must be in [0xfffe0, 0xfffff] or [1, 31]",
    "LLVM 14 prints the immediate of `c.lui zero, imm` signed, and reads only the unsigned spelling",
)];

/// Up to `PER_FORM` distinct instructions from `draw`. Returns them and whether the space was
/// exhausted (no new one in 20,000 draws) before reaching `PER_FORM`.
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

/// Random legal instructions of every form and of every printed alias (printed with it).
fn samples() -> Vec<(String, Inst)> {
    let mut rng = Rng::splitmix64(0x5153_ca64);
    let mut out = Vec::new();
    let mut short = Vec::new();
    for &form in Form::ALL {
        let (insts, exhausted) = distinct(&mut rng, &|r| form.decode(r.word(form, 0, 0)));
        if insts.is_empty() || (insts.len() < PER_FORM && !exhausted) {
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
        if insts.is_empty() || (insts.len() < PER_FORM && !exhausted) {
            short.push(format!("{} ({})", info.name, insts.len()));
        }
        out.extend(insts.into_iter().map(|i| (info.name.to_owned(), i)));
    }
    assert!(short.is_empty(), "too few samples: {short:?}");
    out
}

/// Checks one group of samples (all of one size) against llvm-mc both ways, pushing a line per
/// difference to `failures`.
fn both_ways(
    samples: &[&(String, Inst)],
    assemble: &[&str],
    disassemble: &[&str],
    failures: &mut Vec<String>,
) {
    // Assemble our text with llvm-mc: the same word.
    let input: String = samples.iter().map(|(_, i)| format!("{i}\n")).collect();
    let mut args = vec!["-show-encoding"];
    args.extend_from_slice(assemble);
    let (stdout, stderr) = llvm_mc(&args, &input);
    let errors = errors(&stderr);
    let mut refused = Vec::new();
    for (n, l) in &errors {
        let Some((name, i)) = samples.get(n - 1) else {
            continue;
        };
        refused.push(*n);
        let known = ASSEMBLER_REFUSES
            .iter()
            .any(|(form, error, _)| i.form().info().name == *form && l.contains(error));
        if !known {
            failures.push(format!(
                "{name}: llvm-mc rejects `{i}` ({:#010x}): {l}",
                i.encode()
            ));
        }
    }
    {
        let accepted: Vec<&&(String, Inst)> = samples
            .iter()
            .enumerate()
            .filter(|(k, _)| !refused.contains(&(k + 1)))
            .map(|(_, s)| s)
            .collect();
        let encodings: Vec<(u32, usize)> = stdout.lines().filter_map(encoding_of).collect();
        assert_eq!(encodings.len(), accepted.len(), "llvm-mc output lines");
        for ((name, inst), &(word, size)) in accepted.into_iter().zip(&encodings) {
            if (inst.encode(), inst.size()) != (word, size) {
                failures.push(format!(
                    "{name}: `{inst}`: ours {:#010x} ({} bytes), llvm-mc {word:#010x} ({size} bytes)",
                    inst.encode(),
                    inst.size()
                ));
            }
        }
    }
    // Disassemble our words with llvm-mc: our text.
    let input: String = samples
        .iter()
        .map(|(_, i)| format!("{}\n", bytes_line(i.encode(), i.size())))
        .collect();
    let mut args = vec!["--disassemble", "-show-encoding"];
    args.extend_from_slice(disassemble);
    let (stdout, _) = llvm_mc(&args, &input);
    let texts: HashMap<u32, String> = stdout
        .lines()
        .filter_map(|l| Some((encoding_of(l)?.0, normalize(l))))
        .collect();
    for (name, inst) in samples {
        let ours = inst.to_string();
        match texts.get(&inst.encode()) {
            None => failures.push(format!(
                "{name}: llvm-mc cannot disassemble `{ours}` ({:#010x})",
                inst.encode()
            )),
            Some(t) if *t == ours => {}
            Some(t) => failures.push(format!(
                "{name}: {:#010x}: ours `{ours}`, llvm-mc `{t}`",
                inst.encode()
            )),
        }
    }
}

#[test]
fn every_form_and_alias_against_llvm_mc() {
    let samples = samples();
    let mut failures = Vec::new();
    for (name, inst) in &samples {
        let w = inst.encode();
        if Inst::decode(w) != Some(*inst) {
            failures.push(format!(
                "{name}: decode(encode({inst:?})) = {:?}",
                Inst::decode(w)
            ));
        }
        if inst.size() == 2 {
            for high in [0xffff_0000, 0x1234_0000] {
                if Inst::decode(w | high) != Some(*inst) {
                    failures.push(format!(
                        "{name}: {w:#06x} decodes differently before {high:#x}"
                    ));
                }
            }
        }
        let text = inst.to_string();
        match text.parse::<Inst>() {
            Ok(back) if back == *inst => {}
            Ok(back) => failures.push(format!("{name}: `{text}` parses to {back:?}, not {inst:?}")),
            Err(e) => failures.push(format!("{name}: `{text}` does not parse: {e}")),
        }
    }
    let wide: Vec<&(String, Inst)> = samples.iter().filter(|(_, i)| i.size() == 4).collect();
    let narrow: Vec<&(String, Inst)> = samples.iter().filter(|(_, i)| i.size() == 2).collect();
    std::thread::scope(|s| {
        let a = s.spawn(|| {
            let mut f = Vec::new();
            both_ways(&wide, &[ATTRS_32], &[ATTRS_32], &mut f);
            f
        });
        let mut f = Vec::new();
        if !narrow.is_empty() {
            both_ways(
                &narrow,
                &[ATTRS_16],
                &[ATTRS_16, "-riscv-no-aliases"],
                &mut f,
            );
        }
        failures.extend(a.join().expect("the 32-bit group"));
        failures.extend(f);
    });
    let total = samples.len();
    if !failures.is_empty() {
        failures.sort();
        let n = failures.len();
        failures.dedup_by(|a, b| a.split(':').next() == b.split(':').next());
        panic!(
            "{n} of {total} cases differ; first per form:\n{}",
            failures.join("\n")
        );
    }
    println!(
        "{total} cases ({} forms: {} of 32 bits and {} of 16; {} printed aliases) agree with llvm-mc both ways",
        FORMS.len(),
        Form::ALL.iter().filter(|f| f.size() == 4).count(),
        Form::ALL.iter().filter(|f| f.size() == 2).count(),
        ALIASES.iter().filter(|a| a.printed).count()
    );
}

/// The parse-only spellings (`print: false` aliases, such as the unsigned immediate of
/// `c.lui zero, 1048560` that LLVM 14's assembler reads): `PER_FORM` random instructions of each,
/// written with that spelling (`Inst::spelled_as`). llvm-mc and our parser read each text to the
/// same word, and ours to the instruction it was written from.
#[test]
fn parse_only_spellings_against_llvm_mc() {
    let mut rng = Rng::splitmix64(0x9a45_e0a2);
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
            insts.len() == PER_FORM || (exhausted && !insts.is_empty()),
            "{}: too few samples ({})",
            info.name,
            insts.len()
        );
        for inst in insts {
            if let Some(text) = inst.spelled_as(alias) {
                texts.push((info.name, text, inst));
            }
        }
    }
    let input: String = texts.iter().map(|(_, t, _)| format!("{t}\n")).collect();
    let (narrow, wide): (Vec<_>, Vec<_>) = texts.iter().partition(|(_, _, i)| i.size() == 2);
    let mut failures = Vec::new();
    for (group, attrs) in [(narrow, ATTRS_16), (wide, ATTRS_32)] {
        if group.is_empty() {
            continue;
        }
        let input: String = group.iter().map(|(_, t, _)| format!("{t}\n")).collect();
        let (stdout, stderr) = llvm_mc(&["-show-encoding", attrs], &input);
        let errors = errors(&stderr);
        assert!(errors.is_empty(), "llvm-mc rejects: {errors:?}");
        let encodings: Vec<(u32, usize)> = stdout.lines().filter_map(encoding_of).collect();
        assert_eq!(encodings.len(), group.len(), "llvm-mc output lines");
        for ((name, text, inst), &(word, _)) in group.iter().zip(&encodings) {
            match text.parse::<Inst>() {
                Ok(ours) if ours.encode() == word && ours == *inst => {}
                Ok(ours) => failures.push(format!(
                    "{name}: `{text}`: ours {:#010x} ({ours}), llvm-mc {word:#010x}",
                    ours.encode()
                )),
                Err(e) => failures.push(format!("{name}: `{text}` does not parse: {e}")),
            }
        }
    }
    assert!(input.lines().count() == texts.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{} parse-only spellings agree with llvm-mc", texts.len());
}
