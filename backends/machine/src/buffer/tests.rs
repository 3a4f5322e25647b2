//! The code buffer's tests, on a toy machine of 16-bit parcels: `nop16` (`0x0001`), `nop32` (`0x13`),
//! `jump`/`call` (`0x6f`, bit 7 the link, a 20-bit halfword offset in bits 12..32) and
//! `beq`/`bne` (`0x63`, bit 12 the inverse, an 8-bit halfword offset in bits 16..24: ±256
//! bytes).

use super::*;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Toy;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Inst {
    Nop16,
    Nop32,
    Jump { link: bool, off: i64 },
    Branch { ne: bool, off: i64 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Nop16,
    Nop32,
    Jump,
    Branch,
}

/// The signed value of the low `bits` bits of `v`.
fn sext(v: u32, bits: u32) -> i64 {
    i64::from(((v << (32 - bits)) as i32) >> (32 - bits))
}

static PATCHES: PatchCache<Toy> = PatchCache::new();

impl Target for Toy {
    type Inst = Inst;
    type Form = Form;
    type Unit = u16;
    const FIXED_SIZE: bool = false;
    const UNIT_NAME: &'static str = "halfword";
    const ISLAND_SLACK: usize = 16;

    fn form(inst: Inst) -> Form {
        match inst {
            Inst::Nop16 => Form::Nop16,
            Inst::Nop32 => Form::Nop32,
            Inst::Jump { .. } => Form::Jump,
            Inst::Branch { .. } => Form::Branch,
        }
    }
    fn form_index(form: Form) -> usize {
        form as usize
    }
    fn form_count() -> usize {
        4
    }
    fn form_name(form: Form) -> &'static str {
        ["NOP16", "NOP32", "JUMP", "BRANCH"][form as usize]
    }
    fn size(form: Form) -> usize {
        if form == Form::Nop16 { 2 } else { 4 }
    }
    fn fixed_bits(form: Form) -> (u32, u32) {
        match form {
            Form::Nop16 => (0xffff, 1),
            Form::Nop32 => (0xffff_ffff, 0x13),
            Form::Jump => (0xf7f, 0x6f),
            Form::Branch => (0xff00_efff, 0x63),
        }
    }
    fn encode(inst: Inst) -> u32 {
        match inst {
            Inst::Nop16 => 1,
            Inst::Nop32 => 0x13,
            Inst::Jump { link, off } => {
                0x6f | u32::from(link) << 7 | ((off >> 1) as u32 & 0xf_ffff) << 12
            }
            Inst::Branch { ne, off } => {
                0x63 | u32::from(ne) << 12 | ((off >> 1) as u32 & 0xff) << 16
            }
        }
    }
    fn decode(w: u32) -> Option<Inst> {
        match w & 0x7f {
            _ if w & 3 != 3 => (w & 0xffff == 1).then_some(Inst::Nop16),
            0x13 => (w == 0x13).then_some(Inst::Nop32),
            0x6f if w & 0xf00 == 0 => Some(Inst::Jump {
                link: w & 0x80 != 0,
                off: 2 * sext(w >> 12, 20),
            }),
            0x63 if w & 0xff00_ef80 == 0 => Some(Inst::Branch {
                ne: w & 0x1000 != 0,
                off: 2 * sext(w >> 16, 8),
            }),
            _ => None,
        }
    }
    fn target(inst: Inst) -> Option<i64> {
        match inst {
            Inst::Jump { off, .. } | Inst::Branch { off, .. } => Some(off),
            _ => None,
        }
    }
    fn set_target(inst: &mut Inst, offset: i64) -> Result<(), OperandError> {
        let (slot, bits, name) = match inst {
            Inst::Jump { off, .. } => (off, 20, "joff"),
            Inst::Branch { off, .. } => (off, 8, "boff"),
            _ => return Err(OperandError::new("target", offset, "a branch")),
        };
        let half = 1i64 << bits;
        if offset % 2 != 0 || offset < -half || offset >= half {
            return Err(OperandError::new(name, offset, "an even offset in reach"));
        }
        *slot = offset;
        Ok(())
    }
    fn page(_: Form) -> bool {
        false
    }
    fn patches() -> &'static PatchCache<Toy> {
        &PATCHES
    }
    fn short_reach(form: Form) -> Option<(usize, usize)> {
        (form == Form::Branch).then_some((0, 127))
    }
    fn jump() -> Result<Inst, OperandError> {
        Ok(Inst::Jump {
            link: false,
            off: 0,
        })
    }
    fn is_jump(form: Form, word: u32) -> bool {
        form == Form::Jump && word & 0x80 == 0
    }
    fn invert(form: Form, _: u32) -> Option<(Form, u32)> {
        (form == Form::Branch).then_some((Form::Branch, 1 << 12))
    }
}

type Buffer = CodeBuffer<Toy>;
type Error = BufferError<Toy>;
const JUMP: Inst = Inst::Jump {
    link: false,
    off: 0,
};
const CALL: Inst = Inst::Jump { link: true, off: 0 };
const BEQ: Inst = Inst::Branch { ne: false, off: 0 };
const BNE: Inst = Inst::Branch { ne: true, off: 0 };

/// The code as (byte position, instruction) pairs, walked by size.
fn walk(units: &[u16]) -> Vec<(usize, Inst)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < units.len() {
        let inst = Toy::decode(u16::read(units, at))
            .unwrap_or_else(|| panic!("no instruction at halfword {at}"));
        out.push((2 * at, inst));
        at += Toy::size(Toy::form(inst)) / 2;
    }
    out
}

fn ok<T>(r: Result<T, Error>) -> T {
    r.unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn patches_are_read_off_the_encoder() {
    let p = Patch::<Toy>::of(BNE).unwrap_or_else(|| panic!("no patch"));
    assert_eq!((p.mask, p.align, p.bits, p.page), (0xff_0000, 1, 8, false));
    assert_eq!(p.place(p.base(BNE), -256), Some(0x0080_1063));
    assert_eq!(p.place(p.base(BNE), 256), None);
    assert_eq!(p.place(p.base(BNE), 3), None);
    assert!(Patch::<Toy>::of(Inst::Nop32).is_none());
}

#[test]
fn labels_count_halfwords_and_offsets_bytes() {
    let mut buf = Buffer::new();
    let (back, ahead) = (buf.new_label(), buf.new_label());
    buf.emit(Inst::Nop16);
    ok(buf.bind(back));
    for inst in [BEQ, CALL, JUMP] {
        ok(buf.emit_to(inst, ahead));
        buf.emit(Inst::Nop16);
        ok(buf.emit_to(inst, back));
    }
    buf.emit_word(0x13);
    ok(buf.bind(ahead));
    assert_eq!((buf.len(), buf.byte_len(), buf.is_empty()), (18, 36, false));
    let bytes = buf.clone().bytes();
    let units = ok(buf.finish());
    let targets: Vec<(usize, i64)> = walk(&units)
        .into_iter()
        .filter_map(|(at, i)| Toy::target(i).map(|t| (at, at as i64 + t)))
        .collect();
    assert_eq!(
        targets,
        [(2, 36), (8, 2), (12, 36), (18, 2), (22, 36), (28, 2)]
    );
    assert_eq!(&bytes[..4], &[1, 0, 0x63, 0]);
}

#[test]
fn far_short_branches_go_through_an_island_and_reach_their_label() {
    let build = |ask: bool| {
        let mut buf = Buffer::new();
        let far = buf.new_label();
        ok(buf.emit_to(BEQ, far));
        buf.emit(Inst::Nop16);
        ok(buf.emit_to(BNE, far));
        let mut islands = Vec::new();
        for _ in 0..200 {
            if ask && buf.island_due(2) {
                islands.push(buf.len());
                ok(buf.emit_island());
            }
            buf.emit(Inst::Nop32);
        }
        ok(buf.bind(far));
        buf.emit(Inst::Nop16);
        (buf.finish(), islands)
    };
    let (units, islands) = build(true);
    let units = ok(units);
    assert_eq!(islands.len(), 1);
    let code = walk(&units);
    let far = 2 * (units.len() - 1);
    let follow = |mut at: i64| {
        for _ in 0..2 {
            let (_, inst) = code[code.iter().position(|c| c.0 as i64 == at).unwrap_or(0)];
            at += Toy::target(inst).unwrap_or(0);
        }
        at
    };
    assert_eq!((follow(0), follow(6)), (far as i64, far as i64));
    // The island: the jump over two veneers, then the code goes on.
    let island = 2 * islands[0];
    let over = code.iter().find(|c| c.0 == island).map(|c| c.1);
    assert_eq!(
        over,
        Some(Inst::Jump {
            link: false,
            off: 12
        })
    );
    match build(false).0 {
        Err(e @ BufferError::OutOfRange { at: 0, .. }) => assert!(
            e.to_string()
                .starts_with("the instruction at halfword 0: `boff` ="),
            "{e}"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_jump_to_next_is_dropped_and_a_branch_over_a_jump_inverted() {
    let mut buf = Buffer::new();
    let (top, next, end) = (buf.new_label(), buf.new_label(), buf.new_label());
    ok(buf.bind(top));
    buf.emit(Inst::Nop16);
    // A final jump to the next label goes; a call stays.
    ok(buf.emit_to(JUMP, next));
    assert!(buf.drop_jump_to(next));
    ok(buf.emit_to(CALL, next));
    assert!(!buf.drop_jump_to(next));
    ok(buf.bind(next));
    // Pending jump ahead: beq next; jump end -> bne end.
    let next = buf.new_label();
    ok(buf.emit_to(BEQ, next));
    ok(buf.emit_to(JUMP, end));
    assert!(buf.drop_jump_to(next));
    ok(buf.bind(next));
    // Resolved jump behind, after a 16-bit form: bne next; jump top -> beq top.
    let next = buf.new_label();
    buf.emit(Inst::Nop16);
    ok(buf.emit_to(BNE, next));
    ok(buf.emit_to(JUMP, top));
    assert!(buf.drop_jump_to(next));
    ok(buf.bind(next));
    // After a dropped jump, the last instruction's start is not known: kept.
    let (next, gone) = (buf.new_label(), buf.new_label());
    ok(buf.emit_to(BEQ, next));
    ok(buf.emit_to(JUMP, top));
    ok(buf.emit_to(JUMP, gone));
    assert!(buf.drop_jump_to(gone));
    assert!(!buf.drop_jump_to(next));
    ok(buf.bind(next));
    ok(buf.bind(gone));
    ok(buf.bind(end));
    let code = ok(buf.finish());
    let got: Vec<(usize, Inst)> = walk(&code);
    assert_eq!(
        got,
        [
            (0, Inst::Nop16),
            (2, call_to(4)),
            (6, Inst::Branch { ne: true, off: 18 }),
            (10, Inst::Nop16),
            (
                12,
                Inst::Branch {
                    ne: false,
                    off: -12
                }
            ),
            (16, Inst::Branch { ne: false, off: 8 }),
            (
                20,
                Inst::Jump {
                    link: false,
                    off: -20
                }
            ),
        ]
    );
    // Behind and out of the branch's reach: kept.
    let mut buf = Buffer::new();
    let (top, next) = (buf.new_label(), buf.new_label());
    ok(buf.bind(top));
    for _ in 0..130 {
        buf.emit(Inst::Nop16);
    }
    ok(buf.emit_to(BEQ, next));
    ok(buf.emit_to(JUMP, top));
    assert!(!buf.drop_jump_to(next));
}

/// A call `off` bytes away.
fn call_to(off: i64) -> Inst {
    Inst::Jump { link: true, off }
}

#[test]
fn label_and_form_errors() {
    let mut buf = Buffer::new();
    let l = buf.new_label();
    assert_eq!(
        buf.emit_to(Inst::Nop32, l),
        Err(BufferError::NotPcRelative(Form::Nop32))
    );
    assert_eq!(
        BufferError::<Toy>::NotPcRelative(Form::Nop32).to_string(),
        "NOP32 has no PC-relative operand to point at a label"
    );
    ok(buf.bind(l));
    assert_eq!(buf.bind(l), Err(BufferError::AlreadyBound(l)));
    assert_eq!(
        BufferError::<Toy>::AlreadyBound(l).to_string(),
        "label 0 is bound twice"
    );
    let dangling = buf.new_label();
    ok(buf.emit_to(CALL, dangling));
    assert_eq!(buf.finish(), Err(BufferError::Unbound(dangling)));
}

/// A branch given as a word and its form lands as the same branch given as an instruction, on a
/// machine of mixed sizes, through an island and behind a far backward target; a word of another
/// form is refused.
#[test]
fn words_aimed_at_labels_land_as_instructions_do() {
    let build = |words: bool| {
        let mut buf = Buffer::new();
        let (back, far) = (buf.new_label(), buf.new_label());
        ok(buf.bind(back));
        buf.emit(Inst::Nop16);
        let aim = |buf: &mut Buffer, inst: Inst, label: Label| {
            if words {
                buf.emit_word_to(Toy::encode(inst), Toy::form(inst), label)
            } else {
                buf.emit_to(inst, label)
            }
        };
        ok(aim(&mut buf, BEQ, far));
        for _ in 0..200 {
            if buf.island_due(2) {
                ok(buf.emit_island());
            }
            buf.emit(Inst::Nop32);
        }
        // Behind the branch's reach: inverted over a jump.
        ok(aim(&mut buf, BNE, back));
        ok(aim(&mut buf, CALL, back));
        ok(buf.bind(far));
        buf.emit(Inst::Nop16);
        ok(buf.finish())
    };
    assert_eq!(build(true), build(false));
    let mut buf = Buffer::new();
    let l = buf.new_label();
    assert_eq!(
        buf.emit_word_to(0x13, Form::Branch, l),
        Err(BufferError::NotOfForm {
            word: 0x13,
            form: Form::Branch
        })
    );
    assert_eq!(
        buf.emit_word_to(0x13, Form::Nop32, l),
        Err(BufferError::NotPcRelative(Form::Nop32))
    );
}
