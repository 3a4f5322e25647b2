//! The instruction forms of the table: every form's word read back by GNU as, and every
//! PC-relative form's label resolved.

use super::*;

/// An instruction of `form` with a PC-relative operand, found among words with its fixed bits
/// and pseudo-random others; `None` when the form has no PC-relative operand.
fn sample(form: Form, rng: &mut support::Rng) -> Option<Inst> {
    let info = form.info();
    (0..256).find_map(|_| {
        let w = info.value | (rng.next_u64() as u32 & !info.mask);
        form.decode(w)
            .filter(|i| i.encode() == w && i.target().is_some())
    })
}

#[test]
fn every_pc_relative_form_names_a_label_that_gnu_as_resolves() {
    let dir = scratch("forms");
    let mut rng = support::Rng::splitmix64(0xa5a5);
    // Three pages of NOPs, instructions of every PC-relative form written over some of them,
    // pointing forward and backward, across pages, at the first and last bytes of the text,
    // at bytes between words (ADR).
    const WORDS: usize = 3 * 1024 + 17;
    let nop = Inst::decode(0xd503_201f).expect("nop");
    let mut words = vec![nop.encode(); WORDS];
    let len = 4 * WORDS as i64;
    let mut forms = BTreeSet::new();
    let mut placed = 0;
    let mut at = 3usize;
    for &form in Form::ALL {
        let Some(inst) = sample(form, &mut rng) else {
            continue;
        };
        forms.insert(form.info().name);
        for _ in 0..6 {
            at = (at + 1 + rng.below(97)) % WORDS;
            let here = 4 * at as i64;
            let candidates: Vec<i64> = if form == Form::Adrp {
                (0..=(len >> 12))
                    .map(|p| (p << 12) - (here & !0xfff))
                    .collect()
            } else {
                [0, len, here, here + 4, len - 4, 4 * rng.below(WORDS) as i64]
                    .iter()
                    .flat_map(|&t| [t - here, t - here + 1, t - here - 3])
                    .collect()
            };
            let mut inst = inst;
            let fits: Vec<i64> = candidates
                .into_iter()
                .filter(|&o| {
                    let t = if form == Form::Adrp {
                        (here & !0xfff) + o
                    } else {
                        here + o
                    };
                    (0..=len).contains(&t) && inst.set_target(o).is_ok()
                })
                .collect();
            let o = fits[rng.below(fits.len())];
            inst.set_target(o).expect("it fits");
            if words[at] == nop.encode() {
                placed += 1;
            }
            words[at] = inst.encode();
        }
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let code = Code {
        bytes: bytes.clone(),
        functions: vec![
            FunctionSymbol {
                name: "first".into(),
                offset: 0,
                size: 4 * 1000,
                global: true,
            },
            FunctionSymbol {
                name: "second".into(),
                offset: 4 * 1200,
                size: 4 * (WORDS as u64 - 1200),
                global: false,
            },
        ],
        ..Code::default()
    };
    let counts = check(&code, &dir, "forms");
    // The gap between the functions has `.Ltext_` labels, the functions their own.
    let text = write_gnu(&code).expect("the text");
    assert!(text.contains(".Lfirst_0:"), "labels in `first`");
    assert!(text.contains(".Lsecond_0:"), "labels in `second`");
    assert!(text.contains("\n.Ltext_"), "labels between the functions");
    assert!(
        text.contains(&format!("\n.Ltext_{len}:")),
        "a label at the end"
    );
    let pc_relative = words
        .iter()
        .filter(|&&w| Inst::decode(w).and_then(|i| i.target()).is_some())
        .count();
    assert_eq!(counts.pc_relative, pc_relative, "{counts:?}");
    assert_eq!(counts.raw_words, 0);
    println!(
        "PC-relative forms: {} ({forms:?}), {placed} placed, {counts:?}",
        forms.len()
    );
    // B, BL, B.cond, CBZ/CBNZ (W, X), TBZ/TBNZ (W, X), ADR, ADRP, LDR (W, X, SW, S, D, Q) and
    // PRFM literals.
    assert_eq!(forms.len(), 20, "{forms:?}");
}

/// Up to `n` words of `form` with its fixed bits and pseudo-random others that decode to an
/// instruction encoding to them and without a PC-relative operand.
fn samples(form: Form, n: usize, rng: &mut support::Rng) -> Vec<u32> {
    let info = form.info();
    let mut out = Vec::new();
    for _ in 0..4000 {
        let w = info.value | (rng.next_u64() as u32 & !info.mask);
        if form
            .decode(w)
            .is_some_and(|i| i.encode() == w && i.target().is_none())
            && !out.contains(&w)
        {
            out.push(w);
            if out.len() == n {
                break;
            }
        }
    }
    out
}

#[test]
fn every_form_of_the_table_is_read_back_by_gnu_as_as_its_word() {
    let dir = scratch("every-form");
    let mut rng = support::Rng::splitmix64(0x5eed);
    let mut words = Vec::new();
    let mut forms = 0;
    for &form in Form::ALL {
        let found = samples(form, 16, &mut rng);
        forms += usize::from(!found.is_empty());
        words.extend(found);
    }
    // Every MSR (immediate) the table decodes: the one form GNU `as` refuses some of.
    let msr = Form::MsrImm.info();
    words.extend(
        (0..1u32 << 10)
            .map(|v| msr.value | (v >> 4 & 7) << 16 | (v & 15) << 8 | (v >> 7 & 7) << 5)
            .filter(|&w| Form::MsrImm.decode(w).is_some_and(|i| i.encode() == w)),
    );
    // What must be a `.inst`: a spelling GNU `as` refuses, or one that reads back as another
    // word (a logical immediate's redundant rotation bits do not survive the text).
    let mut refused = 0;
    let mut ambiguous = BTreeSet::new();
    for &w in &words {
        let text = Inst::decode(w).expect("decodes").to_string();
        if text.parse::<Inst>().map(|i| i.encode()) != Ok(w) {
            ambiguous.insert(Inst::decode(w).expect("decodes").form().info().name);
        } else if text
            .strip_prefix("msr SPSel, #")
            .is_some_and(|imm| imm.parse::<i64>().expect("an immediate") > 1)
        {
            refused += 1;
        }
    }
    let ambiguous_words = words
        .iter()
        .filter(|&&w| {
            Inst::decode(w)
                .is_some_and(|i| i.to_string().parse::<Inst>().map(|i| i.encode()) != Ok(w))
        })
        .count();
    let code = Code {
        bytes: words.iter().flat_map(|w| w.to_le_bytes()).collect(),
        functions: vec![FunctionSymbol {
            name: "every_form".into(),
            offset: 0,
            size: 4 * words.len() as u64,
            global: true,
        }],
        ..Code::default()
    };
    let counts = check(&code, &dir, "every-form");
    println!(
        "every form: {forms} of {} forms, {} words, {counts:?}, {refused} refused by GNU as, \
         {ambiguous_words} of other words in the text ({ambiguous:?})",
        Form::ALL.len(),
        words.len()
    );
    assert_eq!(counts.raw_words, refused + ambiguous_words);
    assert!(refused >= 14, "msr SPSel, #2..=#15");
    assert!(forms > 700, "{forms} forms");
    assert!(counts.instructions > 10_000, "{counts:?}");
}
