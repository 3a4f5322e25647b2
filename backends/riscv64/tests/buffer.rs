//! The RISC-V code buffer against llvm-mc: every branch form and JAL pointed at labels ahead and
//! behind (offsets up to the ends of their reach, 16-bit forms in between) gives the bytes of
//! llvm-mc's `.text` for the same program; B-type branches whose labels lie beyond their reach
//! get veneers and still reach them; a branch over a jump is inverted; a final jump to the next
//! label is dropped; unbound labels and forms with no target are errors.

mod support;

use std::collections::HashMap;

use opforge_riscv64::{BufferError, CReg, CodeBuffer, Form, Inst, Label, XReg};
use support::{ATTRS_16, ATTRS_32, assemble_text};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// One program written twice: into a [`CodeBuffer`] and as llvm-mc source with named labels.
struct Twin {
    buf: CodeBuffer,
    src: String,
    labels: HashMap<&'static str, Label>,
}

impl Twin {
    fn new() -> Self {
        Twin {
            buf: CodeBuffer::new(),
            src: String::from(".option norvc\n"),
            labels: HashMap::new(),
        }
    }

    fn label(&mut self, name: &'static str) -> Label {
        *self
            .labels
            .entry(name)
            .or_insert_with(|| self.buf.new_label())
    }

    fn bind(&mut self, name: &'static str) -> Result {
        let l = self.label(name);
        self.buf.bind(l)?;
        self.src += &format!("{name}:\n");
        Ok(())
    }

    /// A 32-bit instruction, spelled as it prints.
    fn emit(&mut self, inst: Inst) {
        assert_eq!(inst.size(), 4, "{inst}");
        self.buf.emit(inst);
        self.src += &format!("{inst}\n");
    }

    /// A 16-bit instruction, spelled `text` in a stretch where llvm-mc takes compressed forms.
    fn emit_c(&mut self, inst: Inst, text: &str) {
        assert_eq!(inst.size(), 2, "{text}");
        self.buf.emit(inst);
        self.src += &format!(".option rvc\n{text}\n.option norvc\n");
    }

    /// `inst` pointed at label `name`, spelled `text` (mnemonic and operands) then the label.
    fn to(&mut self, inst: Inst, text: &str, name: &'static str) -> Result {
        let l = self.label(name);
        self.buf.emit_to(inst, l)?;
        let comma = if text.contains(' ') { "," } else { "" };
        let line = format!("{text}{comma} {name}\n");
        self.src += &if inst.size() == 2 {
            format!(".option rvc\n{line}.option norvc\n")
        } else {
            line
        };
        Ok(())
    }

    /// The buffer's bytes and llvm-mc's, which must be the same.
    fn check(self, attrs: &str) -> Result {
        let ours = self.buf.finish_bytes()?;
        let theirs = assemble_text(attrs, &self.src);
        assert_eq!(ours.len(), theirs.len(), "sizes differ");
        if let Some(i) = (0..ours.len()).find(|&i| ours[i] != theirs[i]) {
            panic!(
                "byte {i:#x} differs: ours {:02x?}, llvm-mc's {:02x?}",
                &ours[i & !3..(i & !3) + 4],
                &theirs[i & !3..(i & !3) + 4]
            );
        }
        Ok(())
    }
}

/// The B-type branches: constructor, mnemonic.
type Branch = fn(XReg, XReg, i64) -> std::result::Result<Inst, opforge_riscv64::OperandError>;
const BRANCHES: [(Branch, &str); 6] = [
    (Inst::beq, "beq"),
    (Inst::bne, "bne"),
    (Inst::blt, "blt"),
    (Inst::bge, "bge"),
    (Inst::bltu, "bltu"),
    (Inst::bgeu, "bgeu"),
];

fn nop() -> Inst {
    Inst::addi(XReg::ZERO, XReg::ZERO, 0).expect("nop")
}

#[test]
fn every_branch_and_jal_resolve_labels_both_ways_as_llvm_mc_does() -> Result {
    let mut t = Twin::new();
    t.bind("top")?;
    t.emit(Inst::addi(XReg::A0, XReg::A0, 1)?);
    for (make, name) in BRANCHES {
        let text = format!("{name} a0, a1");
        t.to(make(XReg::A0, XReg::A1, 0)?, &text, "top")?;
        t.to(make(XReg::A0, XReg::A1, 0)?, &text, "ahead")?;
        t.to(
            make(XReg::S1, XReg::T6, 0)?,
            &format!("{name} s1, t6"),
            "mid",
        )?;
    }
    for (rd, text) in [(XReg::ZERO, "jal zero"), (XReg::RA, "jal ra")] {
        t.to(Inst::jal(rd, 0)?, text, "top")?;
        t.to(Inst::jal(rd, 0)?, text, "mid")?;
        t.to(Inst::jal(rd, 0)?, text, "ahead")?;
    }
    t.bind("mid")?;
    for (make, name) in BRANCHES {
        t.to(
            make(XReg::A2, XReg::ZERO, 0)?,
            &format!("{name} a2, zero"),
            "mid",
        )?;
        t.to(
            make(XReg::A2, XReg::ZERO, 0)?,
            &format!("{name} a2, zero"),
            "ahead",
        )?;
    }
    t.bind("ahead")?;
    t.emit(Inst::jalr(XReg::ZERO, 0, XReg::RA)?);
    // A label 4094 bytes ahead of a branch (the farthest a B-type reaches), behind one by 4096
    // bytes (the farthest back), and JAL across hundreds of KiB.
    t.to(Inst::bne(XReg::A0, XReg::A1, 0)?, "bne a0, a1", "edge")?;
    for _ in 0..1022 {
        t.emit(nop());
    }
    t.emit_c(Inst::c_nop()?, "c.nop");
    t.bind("edge")?;
    t.emit_c(Inst::c_nop()?, "c.nop");
    t.bind("back")?;
    for _ in 0..1024 {
        t.emit(nop());
    }
    t.to(Inst::bltu(XReg::A0, XReg::A1, 0)?, "bltu a0, a1", "back")?;
    t.to(Inst::jal(XReg::ZERO, 0)?, "jal zero", "top")?;
    for _ in 0..100_000 {
        t.emit(nop());
    }
    t.bind("far")?;
    t.to(Inst::jal(XReg::RA, 0)?, "jal ra", "top")?;
    t.check(ATTRS_32)
}

/// 16-bit forms take one halfword: branches and JAL around them count bytes, and C.J,
/// C.BEQZ and C.BNEZ point at labels too.
#[test]
fn sixteen_bit_forms_are_placed_in_halfwords() -> Result {
    let mut t = Twin::new();
    t.bind("top")?;
    t.emit_c(
        Inst::c_addi(opforge_riscv64::XRegNz::A0, 1)?,
        "c.addi a0, 1",
    );
    t.to(Inst::beq(XReg::A0, XReg::A1, 0)?, "beq a0, a1", "top")?;
    t.to(Inst::beq(XReg::A0, XReg::A1, 0)?, "beq a0, a1", "ahead")?;
    t.emit_c(Inst::c_nop()?, "c.nop");
    t.to(Inst::jal(XReg::ZERO, 0)?, "jal zero", "ahead")?;
    t.to(Inst::c_j(0)?, "c.j", "top")?;
    t.to(Inst::c_j(0)?, "c.j", "ahead")?;
    t.to(Inst::c_beqz(CReg::A0, 0)?, "c.beqz a0", "top")?;
    t.to(Inst::c_bnez(CReg::S1, 0)?, "c.bnez s1", "ahead")?;
    t.emit(Inst::addi(XReg::A0, XReg::A0, 3)?);
    t.emit_c(Inst::c_nop()?, "c.nop");
    t.bind("ahead")?;
    t.to(Inst::bge(XReg::A0, XReg::A1, 0)?, "bge a0, a1", "top")?;
    t.to(Inst::jal(XReg::RA, 0)?, "jal ra", "top")?;
    // 2 + 4 + 4 + 2 + 4 + 2 + 2 + 2 + 2 + 4 + 2 bytes, then two 4-byte ones: 19 halfwords.
    assert_eq!(t.buf.len(), 19);
    assert_eq!(t.buf.byte_len(), 38);
    t.check(ATTRS_16)
}

/// The halfword a decoded walk is at: the instruction there, if any.
fn at(bytes: &[u8], pos: usize) -> Option<Inst> {
    let mut w = [0u8; 4];
    let rest = bytes.get(pos..)?;
    let n = rest.len().min(4);
    w[..n].copy_from_slice(&rest[..n]);
    Inst::decode(u32::from_le_bytes(w))
}

/// Where the control that takes the branch at byte `from` ends up: through any `jal zero`
/// veneers, the first instruction that is not one.
fn landing(bytes: &[u8], from: usize) -> usize {
    let mut pos = from;
    let mut hops = 0;
    loop {
        let inst = at(bytes, pos).unwrap_or_else(|| panic!("no instruction at {pos:#x}"));
        let Some(offset) = inst.target() else {
            return pos;
        };
        let is_veneer = inst.form() == Form::Jal && inst.encode() >> 7 & 0x1f == 0;
        if hops > 0 && !is_veneer {
            return pos;
        }
        pos = usize::try_from(pos as i64 + offset).expect("a target inside the code");
        hops += 1;
        assert!(hops < 4, "a chain of jumps");
    }
}

/// A finished buffer (or why not) and where its islands start, in bytes.
type Built = (std::result::Result<Vec<u8>, BufferError>, Vec<usize>);

/// Each B-type branch, 12 KiB before its label: asked between instructions, the buffer puts
/// one island of `jal zero` veneers in reach of the branches, which land on their label through
/// them, and the code before the island jumps over it. Without the question it is a range
/// error naming the operand.
#[test]
fn out_of_reach_branches_go_through_veneers_and_reach_their_labels() -> Result {
    let build = |ask: bool| -> Result<Built> {
        let mut buf = CodeBuffer::new();
        let (far, near) = (buf.new_label(), buf.new_label());
        for (make, _) in BRANCHES {
            buf.emit_to(make(XReg::A0, XReg::A1, 0)?, far)?;
        }
        // A branch whose label is bound in reach needs no veneer.
        buf.emit_to(Inst::beq(XReg::A0, XReg::A1, 0)?, near)?;
        let mut islands = Vec::new();
        for i in 0..3000 {
            if i == 10 {
                buf.bind(near)?;
            }
            if ask && buf.island_due(2) {
                islands.push(buf.byte_len());
                buf.emit_island()?;
            }
            buf.emit(nop());
        }
        buf.bind(far)?;
        buf.emit(Inst::jalr(XReg::ZERO, 0, XReg::RA)?);
        Ok((buf.finish_bytes(), islands))
    };
    let (bytes, islands) = build(true)?;
    let bytes = bytes?;
    assert_eq!(islands.len(), 1, "{islands:?}");
    let far = bytes.len() - 4;
    for i in 0..6 {
        assert_eq!(landing(&bytes, 4 * i), far, "branch {i}");
    }
    assert_eq!(landing(&bytes, 24), 28 + 40, "the near branch");
    // The island: a jump over it, then six veneers; what follows is the code again.
    let island = islands[0];
    let over = at(&bytes, island).expect("the jump over the island");
    assert_eq!(over.to_string(), format!("j {}", 4 + 6 * 4));
    for v in 0..6 {
        let veneer = at(&bytes, island + 4 + 4 * v).expect("a veneer");
        assert_eq!(landing(&bytes, island + 4 + 4 * v), far, "{veneer}");
    }
    assert_eq!(at(&bytes, island + 28), Some(nop()));
    // Without islands: the first branch is out of reach.
    let (unasked, _) = build(false)?;
    match unasked {
        Err(BufferError::OutOfRange { at: 0, error }) => {
            assert_eq!(error.operand, "target");
            let e = BufferError::OutOfRange { at: 0, error };
            assert!(
                e.to_string()
                    .starts_with("the instruction at halfword 0: `target`"),
                "{e}"
            );
        }
        other => panic!("expected a range error, got {other:?}"),
    }
    Ok(())
}

/// A label behind a branch, out of its reach (a loop longer than 4 KiB): the branch's inverse
/// skips a `jal zero` to the label, for every B-type branch and `c.beqz`/`c.bnez`; a `jal`
/// itself behind out of its ±1 MiB reach is a range error.
#[test]
fn out_of_reach_branches_behind_skip_a_jump_to_their_label() -> Result {
    let mut cases: Vec<(Inst, &str)> = BRANCHES
        .iter()
        .map(|(make, name)| Ok((make(XReg::A0, XReg::A1, 0)?, *name)))
        .collect::<Result<_>>()?;
    cases.push((Inst::c_beqz(CReg::A0, 0)?, "c.beqz"));
    cases.push((Inst::c_bnez(CReg::A0, 0)?, "c.bnez"));
    for (branch, name) in cases {
        let mut buf = CodeBuffer::new();
        let top = buf.new_label();
        buf.bind(top)?;
        for _ in 0..1025 {
            buf.emit(nop());
        }
        buf.emit_to(branch, top)?;
        let bytes = buf.finish_bytes()?;
        let inverse = at(&bytes, 4100).expect("the inverse branch");
        let skip = inverse.size();
        assert_ne!(inverse.form(), branch.form(), "{name}: {inverse}");
        assert_eq!(inverse.target(), Some(skip as i64 + 4), "{name}: {inverse}");
        let jump = at(&bytes, 4100 + skip).expect("the jump");
        assert_eq!(
            jump.to_string(),
            format!("j -{}", 4100 + skip),
            "{name}: {inverse}"
        );
        assert_eq!(bytes.len(), 4100 + skip + 4, "{name}");
    }
    let mut buf = CodeBuffer::new();
    let top = buf.new_label();
    buf.bind(top)?;
    for _ in 0..(1 << 18) + 1 {
        buf.emit(nop());
    }
    match buf.emit_to(Inst::jal(XReg::ZERO, 0)?, top) {
        Err(BufferError::OutOfRange { at, .. }) => assert_eq!(at, (1 << 19) + 2),
        other => panic!("expected a range error, got {other:?}"),
    }
    Ok(())
}

/// `bCOND next; jal zero, other` before `next` becomes `b!COND other` for every pair, whether
/// `other` is ahead or behind in reach; a final `jal zero, next` is dropped, a call is not; the
/// pair is kept when a label is bound at the jump, when the branch goes elsewhere, or when
/// `other` lies behind out of the branch's reach.
#[test]
fn a_branch_over_a_jump_is_inverted_and_a_jump_to_next_dropped() -> Result {
    let mut buf = CodeBuffer::new();
    // What llvm-mc must assemble to the same bytes.
    let mut want = String::from(".option norvc\ntop:\n");
    let (top, end) = (buf.new_label(), buf.new_label());
    buf.bind(top)?;
    // The inverse of each of BRANCHES.
    let inverse = [1, 0, 3, 2, 5, 4];
    for (i, (make, _)) in BRANCHES.into_iter().enumerate() {
        let (_, name) = BRANCHES[inverse[i]];
        // Ahead: `other` is the end; behind, resolved: `other` is the top.
        for (other, text) in [(end, "end"), (top, "top")] {
            let next = buf.new_label();
            buf.emit_to(make(XReg::A0, XReg::A1, 0)?, next)?;
            buf.emit_to(Inst::jal(XReg::ZERO, 0)?, other)?;
            assert!(buf.drop_jump_to(next), "form {i} to {text}");
            buf.bind(next)?;
            want += &format!("{name} a0, a1, {text}\n");
        }
    }
    // C.BEQZ and C.BNEZ invert too, over a C.J.
    let next = buf.new_label();
    buf.emit_to(Inst::c_beqz(CReg::A0, 0)?, next)?;
    buf.emit_to(Inst::c_j(0)?, end)?;
    assert!(buf.drop_jump_to(next));
    buf.bind(next)?;
    want += ".option rvc\nc.bnez a0, end\n.option norvc\n";
    // A final jump to the next label is dropped; a call to it is kept.
    let next = buf.new_label();
    buf.emit_to(Inst::jal(XReg::ZERO, 0)?, next)?;
    assert!(buf.drop_jump_to(next));
    buf.emit_to(Inst::jal(XReg::RA, 0)?, next)?;
    assert!(!buf.drop_jump_to(next));
    buf.bind(next)?;
    want += "jal ra, n1\nn1:\n";
    // Kept: a branch to another label than the next; a label bound at the jump.
    let (other, at_jump, next) = (buf.new_label(), buf.new_label(), buf.new_label());
    buf.emit_to(Inst::beq(XReg::A0, XReg::A1, 0)?, other)?;
    buf.emit_to(Inst::jal(XReg::ZERO, 0)?, end)?;
    assert!(!buf.drop_jump_to(next));
    buf.emit_to(Inst::beq(XReg::A0, XReg::A1, 0)?, next)?;
    buf.bind(at_jump)?;
    buf.emit_to(Inst::jal(XReg::ZERO, 0)?, end)?;
    assert!(!buf.drop_jump_to(next));
    buf.bind(next)?;
    buf.bind(other)?;
    want += "beq a0, a1, n2\njal zero, end\nbeq a0, a1, n2\njal zero, end\nn2:\n";
    buf.bind(end)?;
    buf.emit(Inst::jalr(XReg::ZERO, 0, XReg::RA)?);
    want += "end:\njalr zero, 0(ra)\n";
    assert_eq!(
        buf.finish_bytes()?,
        assemble_text(ATTRS_16, &want),
        "{want}"
    );
    // Behind and out of a B-type branch's reach (4096 bytes back): the pair stays.
    let mut buf = CodeBuffer::new();
    let (top, next) = (buf.new_label(), buf.new_label());
    buf.bind(top)?;
    for _ in 0..1025 {
        buf.emit(nop());
    }
    buf.emit_to(Inst::bne(XReg::A0, XReg::A1, 0)?, next)?;
    buf.emit_to(Inst::jal(XReg::ZERO, 0)?, top)?;
    assert!(!buf.drop_jump_to(next));
    assert_eq!(buf.byte_len(), 4 * 1027);
    Ok(())
}

#[test]
fn unbound_labels_and_forms_without_a_target_are_errors() -> Result {
    let mut buf = CodeBuffer::new();
    let l = buf.new_label();
    let err = buf.emit_to(Inst::addi(XReg::A0, XReg::A0, 1)?, l);
    assert_eq!(err, Err(BufferError::NotPcRelative(Form::Addi)));
    // AUIPC's offset is an address's upper part, not a target.
    let err = buf.emit_to(Inst::auipc(XReg::A0, 0)?, l);
    assert_eq!(err, Err(BufferError::NotPcRelative(Form::Auipc)));
    let message = BufferError::NotPcRelative(Form::Auipc).to_string();
    assert!(
        message.ends_with("has no PC-relative operand to point at a label"),
        "{message}"
    );
    buf.bind(l)?;
    assert_eq!(buf.bind(l), Err(BufferError::AlreadyBound(l)));
    let dangling = buf.new_label();
    buf.emit_to(Inst::jal(XReg::RA, 0)?, dangling)?;
    let err = buf.clone().finish();
    assert_eq!(err, Err(BufferError::Unbound(dangling)));
    assert_eq!(
        BufferError::Unbound(dangling).to_string(),
        "label 1 is used but never bound"
    );
    // A compressed branch gets no veneer: out of its reach, finishing names its operand.
    let mut buf = CodeBuffer::new();
    let far = buf.new_label();
    buf.emit_to(Inst::c_beqz(CReg::A0, 0)?, far)?;
    for _ in 0..64 {
        buf.emit(nop());
    }
    buf.bind(far)?;
    match buf.finish() {
        Err(BufferError::OutOfRange { at: 0, error }) => assert_eq!(error.operand, "t"),
        other => panic!("expected a range error, got {other:?}"),
    }
    Ok(())
}
