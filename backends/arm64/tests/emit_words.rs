//! `CodeBuffer::emit_word_to`: a branch given as a typed encoder's word and its form lands exactly
//! as the same branch given as an `Inst` through `emit_to` (forward and backward, in and out of a
//! short branch's reach, through islands), and a word that is not of the named form, or a form
//! without a PC-relative operand, is refused.

use opforge_arm64::{
    BufferError, CodeBuffer, Cond, Form, Inst, Label, Target14, Target19, Target26, WReg, XReg,
    encode,
};
use opforge_rng::Rng;

/// One branch of a random program: which kind, and which label it aims at.
#[derive(Clone, Copy, Debug)]
enum Branch {
    Cond(Cond),
    Call,
    Jump,
    Cbz(XReg),
    Tbz(WReg, u8),
}

impl Branch {
    fn inst(self) -> Inst {
        let inst = match self {
            Branch::Cond(c) => Inst::b_cond(c, 0),
            Branch::Call => Inst::bl(0),
            Branch::Jump => Inst::b(0),
            Branch::Cbz(x) => Inst::cbz_x(x, 0),
            Branch::Tbz(w, bit) => Inst::tbz_w(w, i64::from(bit), 0),
        };
        inst.expect("a zero offset is in range")
    }

    fn word(self) -> (u32, Form) {
        let z19 = Target19::new(0).expect("zero");
        match self {
            Branch::Cond(c) => (encode::b_cond(c, z19), Form::BCond),
            Branch::Call => (encode::bl(Target26::new(0).expect("zero")), Form::Bl),
            Branch::Jump => (encode::b(Target26::new(0).expect("zero")), Form::B),
            Branch::Cbz(x) => (encode::cbz_x(x, z19), Form::CbzX),
            Branch::Tbz(w, bit) => (
                encode::tbz_w(
                    w,
                    opforge_arm64::BitW::new(i64::from(bit)).expect("a bit"),
                    Target14::new(0).expect("zero"),
                ),
                Form::TbzW,
            ),
        }
    }
}

/// The same random program of blocks, nops and branches, with branches emitted one way or the
/// other; the islands asked for between instructions.
fn program(rng: &mut Rng, blocks: usize, as_words: bool) -> Result<Vec<u32>, BufferError> {
    let mut buf = CodeBuffer::new();
    let labels: Vec<Label> = (0..=blocks).map(|_| buf.new_label()).collect();
    for i in 0..blocks {
        buf.bind(labels[i])?;
        // Some blocks are long, so that short branches need islands and backward ones reach far.
        let nops = if rng.one_in(50) {
            rng.range(4000, 9000)
        } else {
            rng.below(6)
        };
        for _ in 0..nops {
            if buf.island_due(1) {
                buf.emit_island()?;
            }
            buf.emit(Inst::nop().expect("nop"));
        }
        for _ in 0..rng.range(1, 4) {
            let branch = match rng.below(5) {
                0 => Branch::Cond(rng.choose(&[Cond::EQ, Cond::NE, Cond::LT, Cond::HI])),
                1 => Branch::Call,
                2 => Branch::Jump,
                3 => Branch::Cbz(XReg::X3),
                _ => Branch::Tbz(WReg::W4, rng.below(32) as u8),
            };
            let target = labels[rng.below(blocks + 1)];
            if buf.island_due(2) {
                buf.emit_island()?;
            }
            if as_words {
                let (word, form) = branch.word();
                buf.emit_word_to(word, form, target)?;
            } else {
                buf.emit_to(branch.inst(), target)?;
            }
        }
    }
    buf.bind(labels[blocks])?;
    buf.finish()
}

#[test]
fn branches_as_words_land_as_branches_as_instructions() {
    for seed in 0..40 {
        let words = program(&mut Rng::splitmix64(seed), 60, true);
        let insts = program(&mut Rng::splitmix64(seed), 60, false);
        assert_eq!(words, insts, "seed {seed}");
        assert!(words.is_ok(), "seed {seed}: {words:?}");
    }
}

#[test]
fn the_word_s_own_offset_is_replaced() -> Result<(), Box<dyn std::error::Error>> {
    let mut buf = CodeBuffer::new();
    let here = buf.new_label();
    buf.bind(here)?;
    buf.emit(Inst::nop()?);
    // An offset of +64 in the word: the label's -4 takes its place.
    buf.emit_word_to(
        encode::b_cond(Cond::EQ, Target19::new(64)?),
        Form::BCond,
        here,
    )?;
    assert_eq!(buf.finish()?[1], Inst::b_cond(Cond::EQ, -4)?.encode());
    Ok(())
}

#[test]
fn a_word_of_another_form_or_without_a_pc_relative_operand_is_refused() {
    let mut buf = CodeBuffer::new();
    let l = buf.new_label();
    let add = encode::add_x_shifted(
        XReg::X0,
        XReg::X1,
        XReg::X2,
        opforge_arm64::Shift::LSL,
        opforge_arm64::Amount64::new(0).expect("zero"),
    );
    let e = buf.emit_word_to(add, Form::BCond, l);
    assert_eq!(
        e,
        Err(BufferError::NotOfForm {
            word: add,
            form: Form::BCond
        })
    );
    assert_eq!(
        e.map_err(|e| e.to_string()),
        Err(format!("{add:#010x} is not an encoding of B_cond"))
    );
    assert_eq!(
        buf.emit_word_to(add, Form::AddXShifted, l),
        Err(BufferError::NotPcRelative(Form::AddXShifted))
    );
    assert!(buf.is_empty(), "nothing is emitted for a refused word");
}

#[test]
fn a_word_of_another_form_is_refused_once_the_form_s_patch_is_known()
-> Result<(), Box<dyn std::error::Error>> {
    // A first B.cond through the buffer reads the form's patch; the fast path that uses it
    // must still check the word's fixed bits.
    let mut first = CodeBuffer::new();
    let l = first.new_label();
    first.emit_word_to(encode::b_cond(Cond::NE, Target19::new(0)?), Form::BCond, l)?;
    first.bind(l)?;
    assert_eq!(first.finish()?[0], Inst::b_cond(Cond::NE, 4)?.encode());
    let mut buf = CodeBuffer::new();
    let l = buf.new_label();
    let bl = encode::bl(opforge_arm64::Target26::new(0)?);
    assert_eq!(
        buf.emit_word_to(bl, Form::BCond, l),
        Err(BufferError::NotOfForm {
            word: bl,
            form: Form::BCond
        })
    );
    assert!(buf.is_empty(), "nothing is emitted for a refused word");
    Ok(())
}
