//! A64's code buffer: [`CodeBuffer`] is `opforge_machine`'s shared buffer at [`A64`], which
//! says what is A64's own in it. Every PC-relative form (B, BL, B.cond, CBZ/CBNZ, TBZ/TBNZ,
//! ADR, ADRP, LDR literal) can point at a [`Label`]; positions count 32-bit words, and the
//! buffer's first word is taken to sit at a 4 KiB-aligned address (for ADRP's page arithmetic).
//!
//! Branches of short reach (B.cond, CBZ/CBNZ: ±1 MiB; TBZ/TBNZ: ±32 KiB) to labels further
//! ahead than that go through an island of `B label` veneers (±128 MiB), written behind a `B`
//! over it when [`CodeBuffer::island_due`] says so. [`CodeBuffer::drop_jump_to`] drops a final
//! `B next` and turns `B.cond next; B other` into `B.!cond other` (likewise CBZ/CBNZ and
//! TBZ/TBNZ, whose inverse is the other of the pair; B.AL and B.NV have none).

use crate::{FORMS, Form, Inst, OperandError};

opforge_machine::code_buffer! {
    /// A64 as a target of the shared code buffer ([`opforge_machine::buffer`]).
    pub struct A64;
    type Unit = u32;
    const FIXED_SIZE: bool = true;
    const UNIT_NAME: &'static str = "word";
    /// An island is due 4096 words (16 KiB) before the nearest deadline.
    const ISLAND_SLACK: usize = 4096;

    #[inline]
    fn size(_: Form) -> usize {
        4
    }

    #[inline]
    fn page(form: Form) -> bool {
        form == Form::Adrp
    }

    /// B.cond and CBZ/CBNZ (19-bit word offsets) in one queue, TBZ/TBNZ (14 bits) in the
    /// other; B and BL reach ±128 MiB, and a veneer cannot stand in for an address (ADR, ADRP,
    /// LDR literal).
    #[inline]
    fn short_reach(form: Form) -> Option<(usize, usize)> {
        let (queue, bits) = match form {
            Form::BCond | Form::CbzW | Form::CbnzW | Form::CbzX | Form::CbnzX => (0, 19),
            Form::TbzW | Form::TbnzW | Form::TbzX | Form::TbnzX => (1, 14),
            _ => return None,
        };
        // A signed word offset of `bits` bits: at most 2^(bits-1) - 1 words ahead.
        Some((queue, (1usize << (bits - 1)) - 1))
    }

    fn jump() -> Result<Inst, OperandError> {
        Inst::b(0)
    }

    #[inline]
    fn is_jump(form: Form, _: u32) -> bool {
        form == Form::B
    }

    /// B.cond flips the condition's low bit (not for AL and NV, which have no inverse);
    /// CBZ/CBNZ and TBZ/TBNZ flip bit 24.
    fn invert(form: Form, word: u32) -> Option<(Form, u32)> {
        Some(match form {
            Form::BCond if word & 0xe != 0xe => (Form::BCond, 1),
            Form::CbzW => (Form::CbnzW, 1 << 24),
            Form::CbnzW => (Form::CbzW, 1 << 24),
            Form::CbzX => (Form::CbnzX, 1 << 24),
            Form::CbnzX => (Form::CbzX, 1 << 24),
            Form::TbzW => (Form::TbnzW, 1 << 24),
            Form::TbnzW => (Form::TbzW, 1 << 24),
            Form::TbzX => (Form::TbnzX, 1 << 24),
            Form::TbnzX => (Form::TbzX, 1 << 24),
            _ => return None,
        })
    }
}

/// How an A64 form's offset sits in its word (the tests read it directly).
#[cfg(test)]
type Patch = opforge_machine::buffer::Patch<A64>;

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    /// Every PC-relative form found among decoded words of a fixed pseudo-random sequence: its
    /// patch is read off the encoder, and placing any offset (both ends of the range, past
    /// them, misaligned ones, values in between) gives the word the encoder gives, or nothing
    /// exactly where the encoder refuses.
    #[test]
    fn patches_agree_with_the_encoder_on_every_pc_relative_form() {
        let mut rng = opforge_rng::Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
        let mut seen: HashMap<Form, usize> = HashMap::new();
        for _ in 0..4_000_000 {
            let x = rng.next_u64();
            let Some(inst) = Inst::decode((x >> 16) as u32) else {
                continue;
            };
            if inst.target().is_none() {
                continue;
            }
            let n = seen.entry(inst.form()).or_default();
            *n += 1;
            if *n > 40 {
                continue;
            }
            let p = Patch::of(inst).unwrap_or_else(|| panic!("{:?}: no patch", inst.form()));
            let reach = (1i64 << (p.bits - 1)) << p.align;
            let mut offsets = vec![
                0,
                reach - 1,
                reach,
                -reach,
                -reach - 1,
                1,
                4,
                -4,
                4096,
                -4096,
            ];
            offsets.push(((x as i64) % reach) & !((1 << p.align) - 1));
            offsets.push((x as i64) % (2 * reach));
            for o in offsets {
                let mut i = inst;
                let want = i.set_target(o).ok().map(|()| i.encode());
                assert_eq!(
                    p.place(p.base(inst), o),
                    want,
                    "{:?} offset {o}",
                    inst.form()
                );
            }
        }
        // B, BL, B.cond, CBZ/CBNZ and TBZ/TBNZ (W and X), ADR, ADRP and the seven literal loads.
        assert_eq!(seen.len(), 20, "{seen:?}");
    }

    #[test]
    fn labels_resolve_forward_backward_and_report_the_range() {
        let mut buf = CodeBuffer::new();
        let (back, ahead) = (buf.new_label(), buf.new_label());
        buf.bind(back).unwrap_or_else(|e| panic!("{e}"));
        for inst in [Inst::b_cond(crate::Cond::EQ, 0), Inst::bl(0), Inst::b(0)] {
            let inst = inst.unwrap_or_else(|e| panic!("{e}"));
            buf.emit_to(inst, ahead).unwrap_or_else(|e| panic!("{e}"));
            buf.emit_to(inst, back).unwrap_or_else(|e| panic!("{e}"));
        }
        buf.bind(ahead).unwrap_or_else(|e| panic!("{e}"));
        let words = buf.finish().unwrap_or_else(|e| panic!("{e}"));
        let targets: Vec<i64> = words
            .iter()
            .map(|&w| Inst::decode(w).and_then(|i| i.target()).unwrap_or(i64::MAX))
            .collect();
        // Each word targets byte 24 (ahead) or byte 0 (back), relative to itself.
        assert_eq!(targets, vec![24, -4, 16, -12, 8, -20]);
        // A TBZ more than 32 KiB ahead: the range error names the operand.
        let mut buf = CodeBuffer::new();
        let far = buf.new_label();
        let tbz = Inst::tbz_w(crate::WReg::W0, 1, 0).unwrap_or_else(|e| panic!("{e}"));
        buf.emit_to(tbz, far).unwrap_or_else(|e| panic!("{e}"));
        for _ in 0..9000 {
            buf.emit_word(0xd503_201f);
        }
        buf.bind(far).unwrap_or_else(|e| panic!("{e}"));
        match buf.finish() {
            Err(BufferError::OutOfRange { at: 0, error }) => {
                assert!(error.to_string().contains("target14"), "{error}")
            }
            other => panic!("{other:?}"),
        }
    }
}
