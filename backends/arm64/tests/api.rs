//! The generated API beyond the llvm-mc differential test: typed constructors and their errors,
//! operand types that only hold legal values, parse errors, and the code buffer's labels and
//! fixups (with range errors).

use opforge_arm64::{
    Amount64, Bitmask64, BufferError, CodeBuffer, Cond, FpImm8, Imm12, Inst, Lsl12, Off8, Shift,
    WReg, XReg, XRegOrSp, encode,
};

/// One shape for one idea: an alias's constructor takes the typed operands of the encoding it
/// spells (what `encode::*` takes), as that encoding's constructor does, or the raw values.
#[test]
fn alias_and_encoding_constructors_take_typed_immediates() -> Result<(), Box<dyn std::error::Error>>
{
    let amount = Amount64::new(3)?;
    let cmp = Inst::cmp_x_shifted(XReg::X0, XReg::X1, Shift::LSL, amount)?;
    assert_eq!(cmp, Inst::cmp_x_shifted(XReg::X0, XReg::X1, Shift::LSL, 3)?);
    let subs = Inst::subs_x_shifted(XReg::XZR, XReg::X0, XReg::X1, Shift::LSL, amount)?;
    assert_eq!(cmp, subs);
    assert_eq!(
        cmp.encode(),
        encode::subs_x_shifted(XReg::XZR, XReg::X0, XReg::X1, Shift::LSL, amount)
    );
    assert_eq!(cmp.to_string(), "cmp x0, x1, lsl #3");
    let (imm, lsl) = (Imm12::new(4)?, Lsl12::new(12)?);
    assert_eq!(
        Inst::cmp_x_imm(XRegOrSp::X2, imm, lsl)?,
        Inst::cmp_x_imm(XRegOrSp::X2, 4, 12)?
    );
    // A raw value is still checked, and the error names the operand.
    let e = Inst::cmp_x_shifted(XReg::X0, XReg::X1, Shift::LSL, 64).unwrap_err();
    assert_eq!(e.operand, "amount_x");
    Ok(())
}

#[test]
fn constructors_name_the_operand_and_its_range() {
    let e = Inst::add_x_imm(XRegOrSp::SP, XRegOrSp::X1, 4096, 0).unwrap_err();
    assert_eq!(e.operand, "imm12");
    assert_eq!(
        e.to_string(),
        "`imm12` = 4096 is out of range; legal: 0..=4095"
    );
    let e = Inst::add_x_imm(XRegOrSp::SP, XRegOrSp::X1, 1, 24).unwrap_err();
    assert_eq!(e.operand, "lsl12");
    let e = Inst::ldr_x_uoff(XReg::X0, XRegOrSp::SP, 12).unwrap_err();
    assert_eq!(
        e.to_string(),
        "`off8` = 12 is out of range; legal: a multiple of 8 in 0..=32760"
    );
    let e = Inst::b(3).unwrap_err();
    assert_eq!(e.operand, "target26");
    let e = Inst::add_w_shifted(WReg::W0, WReg::W1, WReg::W2, Shift::LSL, 32).unwrap_err();
    assert_eq!(
        e.to_string(),
        "`amount_w` = 32 is out of range; legal: 0..=31"
    );
    let e = Inst::and_x_imm(XRegOrSp::X0, XReg::X1, 0x1234).unwrap_err();
    assert_eq!(e.operand, "bitmask_x");
    let e = Inst::fmov_d_imm(opforge_arm64::DReg::D0, 0.1).unwrap_err();
    assert_eq!(e.operand, "fimm");
    assert!(XReg::new(32).is_err());
    // Aliases build the instruction they spell.
    let cmp = Inst::cmp_x_imm(XRegOrSp::X3, 7, 0).expect("cmp");
    assert_eq!(cmp.to_string(), "cmp x3, #7");
    assert_eq!(cmp.form(), opforge_arm64::Form::SubsXImm);
    let e = Inst::ubfx_x(XReg::X0, XReg::X1, 60, 8).unwrap_err();
    assert_eq!(e.operand, "UBFX_X");
    let e = Inst::cset_w(WReg::W0, Cond::AL).unwrap_err();
    assert_eq!(e.operand, "CSET_W");
}

#[test]
fn immediate_types_hold_only_legal_values() {
    assert_eq!(Off8::new(32760).map(|o| o.value()), Ok(32760));
    assert!(Off8::new(32768).is_err());
    assert!(Off8::new(-8).is_err());
    assert_eq!(Bitmask64::new(0xff).map(|b| b.value()), Ok(0xff));
    assert!(Bitmask64::new(0).is_err());
    assert!(Bitmask64::new(u64::MAX).is_err());
    assert_eq!(FpImm8::new(-0.125).map(|f| f.value()), Ok(-0.125));
    assert!(FpImm8::new(32.5).is_err());
}

#[test]
fn parse_errors_say_where_and_why() {
    let e = "add x0, x1".parse::<Inst>().unwrap_err();
    assert_eq!(e.column, 11);
    assert_eq!(e.message, "expected `,`");
    let e = "frob x0".parse::<Inst>().unwrap_err();
    assert_eq!(e.message, "unknown mnemonic `frob`");
    // A mnemonic one letter off is named.
    let e = "addd x0, x1, x2".parse::<Inst>().unwrap_err();
    assert_eq!(e.message, "unknown mnemonic `addd`; did you mean `add`?");
    // A W register where the form wants an X one, as the line's last operand, is that mistake
    // first, not the longer extended-register form the line is a prefix of.
    let e = "cmp x0, w1".parse::<Inst>().unwrap_err();
    assert_eq!(e.column, 9, "{e}");
    assert!(e.message.starts_with("operand `w1`: "), "{e}");
    assert!(
        e.message.contains("; or, for a longer form: expected `,`"),
        "{e}"
    );
    // 4096 would be the shifted form (`#1, lsl #12`), as in LLVM; 4097 is no form.
    let e = "add x0, x1, #4097".parse::<Inst>().unwrap_err();
    assert!(e.message.contains("legal: 0..=4095"), "{e}");
    // Case and spacing do not matter; aliases and synonyms parse.
    let i = "ADD  X0 ,X1, X2".parse::<Inst>().expect("add");
    assert_eq!(i.encode(), 0x8b02_0020);
    let i = "b.cs #8".parse::<Inst>().expect("b.cs");
    assert_eq!(i.to_string(), "b.hs #8");
    let i = "mov x29, lr".parse::<Inst>().expect("mov");
    assert_eq!(i.to_string(), "mov x29, x30");
    // Spellings LLVM accepts but never prints: `isb sy` is `isb`, and `ldr` with an offset only
    // the unscaled form holds is LDUR.
    let isb = "isb".parse::<Inst>().expect("isb");
    assert_eq!("isb sy".parse::<Inst>().expect("isb sy"), isb);
    assert_eq!(isb.encode(), 0xd503_3fdf);
    let i = "ldr x0, [x1, #-8]".parse::<Inst>().expect("ldr");
    assert_eq!(i.to_string(), "ldur x0, [x1, #-8]");
    let i = "ldr x0, [x1, #8]".parse::<Inst>().expect("ldr");
    assert_eq!(i.to_string(), "ldr x0, [x1, #8]");
    // A negative add/sub/cmp immediate is the opposite operation, a large multiple of 4096 the
    // shifted form; `spelled_as` writes an instruction with any alias's spelling that fits.
    let sub = "add x0, x1, #-8".parse::<Inst>().expect("add #-8");
    assert_eq!(sub.to_string(), "sub x0, x1, #8");
    assert_eq!(
        sub.spelled_as(opforge_arm64::Alias::AddXImmNegative)
            .as_deref(),
        Some("add x0, x1, #-8")
    );
    assert_eq!(sub.spelled_as(opforge_arm64::Alias::AddXImmLsl12), None);
    let big = "cmp x0, #-8192".parse::<Inst>().expect("cmp #-8192");
    assert_eq!(big.to_string(), "cmn x0, #2, lsl #12");
    assert_eq!(
        big.spelled_as(opforge_arm64::Alias::CmpXImmNegativeLsl12)
            .as_deref(),
        Some("cmp x0, #-8192")
    );
}

#[test]
fn buffer_resolves_labels_both_ways() -> Result<(), Box<dyn std::error::Error>> {
    let mut buf = CodeBuffer::new();
    let top = buf.new_label();
    let out = buf.new_label();
    buf.bind(top)?;
    buf.emit(Inst::subs_x_imm(XReg::X0, XRegOrSp::X0, 1, 0)?);
    buf.emit_to(Inst::b_cond(Cond::EQ, 0)?, out)?;
    buf.emit_to(Inst::b(0)?, top)?;
    buf.emit_to(Inst::adr(XReg::X1, 0)?, top)?;
    buf.bind(out)?;
    buf.emit(Inst::ret_lr()?);
    let words = buf.finish()?;
    let text: Vec<String> = words
        .iter()
        .map(|w| Inst::decode(*w).map_or(format!("{w:#x}"), |i| i.to_string()))
        .collect();
    assert_eq!(
        text,
        [
            "subs x0, x0, #1",
            "b.eq #12",
            "b #-8",
            "adr x1, #-12",
            "ret"
        ]
    );
    Ok(())
}

/// The words as llvm-mc spells them (a word that does not decode as hex).
fn text(words: Vec<u32>) -> Vec<String> {
    words
        .iter()
        .map(|w| Inst::decode(*w).map_or(format!("{w:#x}"), |i| i.to_string()))
        .collect()
}

#[test]
fn a_jump_to_the_next_label_is_dropped_and_only_such_a_jump()
-> Result<(), Box<dyn std::error::Error>> {
    let mut buf = CodeBuffer::new();
    let (then, next, other, at_jump) = (
        buf.new_label(),
        buf.new_label(),
        buf.new_label(),
        buf.new_label(),
    );
    buf.emit(Inst::cmp_x_shifted(XReg::X0, XReg::X1, Shift::LSL, 0)?);
    buf.emit_to(Inst::b_cond(Cond::EQ, 0)?, then)?;
    // Kept: a jump to another label, a conditional branch, a jump already resolved.
    assert!(!buf.drop_jump_to(other));
    assert!(!buf.drop_jump_to(then));
    // A label bound at the jump itself goes on to where the jump went.
    buf.bind(at_jump)?;
    buf.emit_to(Inst::b(0)?, next)?;
    assert!(buf.drop_jump_to(next));
    assert!(!buf.drop_jump_to(next), "only the last word goes");
    buf.bind(next)?;
    buf.emit(Inst::ret_lr()?);
    buf.bind(then)?;
    buf.emit_to(Inst::b(0)?, at_jump)?;
    buf.emit_to(Inst::b(0)?, other)?;
    // A label bound after the jump: the jump stays.
    let after = buf.new_label();
    buf.bind(after)?;
    assert!(!buf.drop_jump_to(other));
    buf.bind(other)?;
    buf.emit(Inst::nop()?);
    assert_eq!(
        text(buf.finish()?),
        ["cmp x0, x1", "b.eq #8", "ret", "b #-4", "b #4", "nop"]
    );
    Ok(())
}

#[test]
fn a_branch_over_a_jump_to_the_next_label_is_inverted() -> Result<(), Box<dyn std::error::Error>> {
    let mut buf = CodeBuffer::new();
    let (top, a, b, c, far) = (
        buf.new_label(),
        buf.new_label(),
        buf.new_label(),
        buf.new_label(),
        buf.new_label(),
    );
    buf.bind(top)?;
    buf.emit(Inst::cmp_x_shifted(XReg::X0, XReg::X1, Shift::LSL, 0)?);
    // B.LT a; B top (behind, in reach) before a: B.GE top.
    buf.emit_to(Inst::b_cond(Cond::LT, 0)?, a)?;
    buf.emit_to(Inst::b(0)?, top)?;
    assert!(buf.drop_jump_to(a));
    buf.bind(a)?;
    // CBZ b; B far before b: CBNZ far.
    buf.emit_to(Inst::cbz_w(WReg::W2, 0)?, b)?;
    buf.emit_to(Inst::b(0)?, far)?;
    assert!(buf.drop_jump_to(b));
    buf.bind(b)?;
    // TBNZ c; B far before c: TBZ far.
    buf.emit_to(Inst::tbnz_x(XReg::X3, 40, 0)?, c)?;
    buf.emit_to(Inst::b(0)?, far)?;
    assert!(buf.drop_jump_to(c));
    buf.bind(c)?;
    // Kept: a conditional branch to another label than the next; a label bound at the jump.
    let (other, at_jump, next) = (buf.new_label(), buf.new_label(), buf.new_label());
    buf.emit_to(Inst::b_cond(Cond::EQ, 0)?, other)?;
    buf.emit_to(Inst::b(0)?, far)?;
    assert!(!buf.drop_jump_to(next));
    buf.emit_to(Inst::b_cond(Cond::EQ, 0)?, next)?;
    buf.bind(at_jump)?;
    buf.emit_to(Inst::b(0)?, far)?;
    assert!(!buf.drop_jump_to(next));
    buf.bind(next)?;
    buf.bind(other)?;
    buf.bind(far)?;
    buf.emit(Inst::ret_lr()?);
    assert_eq!(
        text(buf.finish()?),
        [
            "cmp x0, x1",
            "b.ge #-4",
            "cbnz w2, #24",
            "tbz x3, #40, #20",
            "b.eq #16",
            "b #12",
            "b.eq #8",
            "b #4",
            "ret"
        ]
    );
    // Behind and out of a short branch's reach: the pair stays.
    let mut buf = CodeBuffer::new();
    let (top, next) = (buf.new_label(), buf.new_label());
    buf.bind(top)?;
    // B.cond reaches 2^18 words back, so one word more than that.
    for _ in 0..(1 << 18) + 1 {
        buf.emit(Inst::nop()?);
    }
    buf.emit_to(Inst::b_cond(Cond::NE, 0)?, next)?;
    buf.emit_to(Inst::b(0)?, top)?;
    assert!(!buf.drop_jump_to(next));
    Ok(())
}

#[test]
fn buffer_reports_range_and_label_errors() -> Result<(), Box<dyn std::error::Error>> {
    let mut buf = CodeBuffer::new();
    let far = buf.new_label();
    buf.emit_to(Inst::tbz_w(WReg::W0, 3, 0)?, far)?;
    for _ in 0..8192 {
        buf.emit(Inst::nop()?);
    }
    buf.bind(far)?;
    match buf.finish() {
        Err(BufferError::OutOfRange { at: 0, error }) => assert_eq!(error.operand, "target14"),
        other => panic!("expected a range error, got {other:?}"),
    }
    let mut buf = CodeBuffer::new();
    let l = buf.new_label();
    assert_eq!(
        buf.emit_to(Inst::nop()?, l),
        Err(BufferError::NotPcRelative(opforge_arm64::Form::Hint))
    );
    buf.bind(l)?;
    assert_eq!(buf.bind(l), Err(BufferError::AlreadyBound(l)));
    let dangling = buf.new_label();
    buf.emit_to(Inst::bl(0)?, dangling)?;
    assert_eq!(buf.finish(), Err(BufferError::Unbound(dangling)));
    Ok(())
}

#[test]
fn per_form_encoders_agree_with_inst_and_run_at_compile_time() {
    use opforge_arm64::{Amount64, Imm12, Lsl12, OperandValue, encode};
    // A `const fn`: a word can be computed at compile time from typed operands.
    const RET_ADD: u32 = encode::add_x_shifted(XReg::X0, XReg::X1, XReg::X2, Shift::LSL, {
        match Amount64::new(0) {
            Ok(a) => a,
            Err(_) => panic!("0 is a legal amount"),
        }
    });
    assert_eq!(RET_ADD, 0x8b02_0020);
    let imm = Imm12::new(4095).expect("imm12");
    let lsl = Lsl12::new(12).expect("lsl12");
    let inst = Inst::add_x_imm(XRegOrSp::SP, XRegOrSp::X7, 4095, 12).expect("add");
    assert_eq!(
        encode::add_x_imm(XRegOrSp::SP, XRegOrSp::X7, imm, lsl),
        inst.encode()
    );
    // Every register of a class encodes into its field exactly (no stray bits from the type).
    for n in 0..32 {
        let r = XReg::new(n).expect("x");
        let amount = Amount64::new(i64::from(n) * 2).expect("amount");
        let w = encode::add_x_shifted(r, r, r, Shift::ASR, amount);
        let i = Inst::add_x_shifted(r, r, r, Shift::ASR, i64::from(n) * 2).expect("add");
        assert_eq!(w, i.encode());
        assert_eq!(Inst::decode(w), Some(i));
    }
    // Errors are plain values: `Copy`, no heap, the rejected value kept as given.
    let e = XReg::new(40).unwrap_err();
    let copy = e;
    assert_eq!(copy.value, OperandValue::Int(40));
    assert_eq!(e.to_string(), "`XReg` = 40 is out of range; legal: 0..=31");
    let f = FpImm8::new(0.1).unwrap_err();
    assert_eq!(f.value, OperandValue::Float(0.1));
}

#[test]
fn decoded_words_know_their_form_and_give_the_typed_instruction() {
    use opforge_arm64::{Decoded, Form};
    let d = Decoded::new(0x8b02_0020).expect("add x0, x1, x2");
    assert_eq!(d.form(), Form::AddXShifted);
    assert_eq!(d.word(), 0x8b02_0020);
    assert_eq!(d.inst(), Inst::decode(0x8b02_0020).expect("add"));
    assert_eq!(d.to_string(), "add x0, x1, x2");
    // The reserved shift type (0b11) is no instruction, for both decoders.
    assert_eq!(Decoded::new(0x8bc2_0c20), None);
    assert_eq!(Inst::decode(0x8bc2_0c20), None);
    // A 32-bit logical immediate with N set is reserved.
    let and_w = Inst::and_w_imm(opforge_arm64::WRegOrSp::W0, WReg::W1, 0xff).expect("and");
    assert!(Decoded::new(and_w.encode()).is_some());
    assert_eq!(Decoded::new(and_w.encode() | 1 << 22), None);
    // The instruction assembled from its decode row is the one each encoding's own decoder
    // builds, for random words carrying each encoding's fixed bits.
    let mut r = 0x1234_5678u32;
    for &form in Form::ALL {
        let info = form.info();
        for _ in 0..500 {
            r = r.wrapping_mul(0x0019_660d).wrapping_add(0x3c6e_f35f);
            let w = (r & !info.mask) | info.value;
            match Decoded::new(w) {
                Some(d) => {
                    let inst = d.inst();
                    assert_eq!(Some(inst), d.form().decode(w), "{w:#010x}");
                    assert_eq!((inst.form(), inst.encode()), (d.form(), w), "{w:#010x}");
                    assert_eq!(Inst::decode(w), Some(inst), "{w:#010x}");
                }
                None => assert_eq!(form.decode(w), None, "{w:#010x} as {form:?}"),
            }
        }
    }
}

#[test]
fn decoding_a_slice_gives_each_word_its_own_decoding() {
    // Random words (most decode, some do not) with a length that is not a multiple of four, so
    // both the four-at-a-time walk and the remainder are compared.
    let mut rng = opforge_rng::Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
    let words: Vec<u32> = (0..100_003)
        .map(|_| (rng.next_u64() >> 16) as u32)
        .collect();
    let mut out = vec![None; 3];
    Inst::decode_slice(&words, &mut out);
    let one_by_one: Vec<Option<Inst>> = words.iter().map(|&w| Inst::decode(w)).collect();
    assert_eq!(out, one_by_one);
    let decoded = out.iter().filter(|i| i.is_some()).count();
    assert!(
        decoded > 10_000 && decoded < words.len(),
        "{decoded} of {} decode: both outcomes are exercised",
        words.len()
    );
}

/// The word index a PC-relative instruction at word `at` points to.
fn target_of(words: &[u32], at: usize) -> usize {
    let inst = Inst::decode(words[at]).expect("a known word");
    let offset = inst.target().expect("PC-relative");
    (at as i64 + offset / 4) as usize
}

/// Short branches (B.cond and CBZ: ±1 MiB; TBZ: ±32 KiB) to a label further ahead than they
/// reach: asked between instructions, the buffer puts one island of veneers before the first
/// would fall out of reach, each branch lands on a `B` to the label, and the code before the
/// island jumps over it. Without the question the same code is a range error.
#[test]
fn short_branches_to_far_labels_go_through_islands() {
    let build = |ask: bool| {
        let mut buf = CodeBuffer::new();
        let far = buf.new_label();
        buf.emit_to(Inst::b_cond(Cond::EQ, 0).expect("b.eq"), far)
            .expect("fixup");
        buf.emit_to(Inst::cbz_x(XReg::X0, 0).expect("cbz"), far)
            .expect("fixup");
        buf.emit_to(Inst::tbz_x(XReg::X1, 40, 0).expect("tbz"), far)
            .expect("fixup");
        let mut islands = Vec::new();
        for _ in 0..300_000 {
            if ask && buf.island_due(1) {
                islands.push(buf.len());
                buf.emit_island().expect("island");
            }
            buf.emit(Inst::nop().expect("nop"));
        }
        let end = buf.len();
        buf.bind(far).expect("bind");
        buf.emit(Inst::nop().expect("nop"));
        (buf.finish(), islands, end)
    };
    let (words, islands, far) = build(true);
    let words = words.expect("every branch in reach");
    // One island, for the TBZ's 32 KiB (the others' veneers go in it too).
    assert_eq!(islands.len(), 1, "{islands:?}");
    let island = islands[0];
    assert!(island < 8192, "island at word {island}");
    for branch in 0..3 {
        let veneer = target_of(&words, branch);
        assert!(
            (island + 1..island + 4).contains(&veneer),
            "{branch}: {veneer}"
        );
        assert_eq!(target_of(&words, veneer), far, "veneer of {branch}");
    }
    // The code before the island jumps over it, to the word after the veneers.
    assert_eq!(target_of(&words, island), island + 4);
    let (words, _, _) = build(false);
    assert!(
        matches!(words, Err(BufferError::OutOfRange { at: 0..=2, .. })),
        "{words:?}"
    );
}
