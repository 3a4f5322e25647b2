//! RISC-V's code buffer: [`CodeBuffer`] is `opforge_machine`'s shared buffer at [`Rv64`], which
//! says what is RISC-V's own in it. Positions count 16-bit parcels (halfwords), so a 32-bit
//! instruction takes two and a C-extension form one, and offsets are in bytes; the buffer's
//! first parcel is taken to sit at a 4-byte-aligned address.
//!
//! The branches BEQ/BNE/BLT/BGE/BLTU/BGEU (B-type, a 13-bit signed byte offset: ±4 KiB) and
//! JAL (J-type, ±1 MiB) can point at a [`Label`], as can C.J (±2 KiB) and C.BEQZ/C.BNEZ
//! (±256 bytes), which get no veneers (their labels must lie in their reach). A B-type branch
//! to a label further ahead than it reaches goes through an island of `jal zero, label`
//! veneers, written behind a `jal zero` over it when [`CodeBuffer::island_due`] says so.
//! [`CodeBuffer::drop_jump_to`] drops a final `jal zero, next` (or `c.j next`) and turns
//! `bCOND a, b, next; jal zero, other` into `b!COND a, b, other` (BEQ/BNE, BLT/BGE and BLTU/BGEU
//! are inverse pairs, as are C.BEQZ/C.BNEZ). AUIPC's offset is the upper part of an address,
//! not a target: it cannot point at a label.

use crate::{FORMS, Form, Inst, OperandError, XReg};

/// The bit that tells the members of an inverse pair of B-type branches apart (funct3's low
/// bit: BEQ 000/BNE 001, BLT 100/BGE 101, BLTU 110/BGEU 111).
const B_INVERT: u32 = 1 << 12;

/// The bit that tells C.BEQZ (funct3 110) from C.BNEZ (111).
const CB_INVERT: u32 = 1 << 13;

opforge_machine::code_buffer! {
    /// RISC-V (RV64GC) as a target of the shared code buffer ([`opforge_machine::buffer`]).
    pub struct Rv64;
    type Unit = u16;
    const FIXED_SIZE: bool = false;
    const UNIT_NAME: &'static str = "halfword";
    /// An island is due 256 halfwords (512 bytes) before the nearest deadline, an eighth of a
    /// B-type branch's reach: room for the caller's next item and the jump over the island.
    const ISLAND_SLACK: usize = 256;

    #[inline]
    fn size(form: Form) -> usize {
        form.size()
    }

    #[inline]
    fn page(_: Form) -> bool {
        false
    }

    /// The B-type branches, in one queue: at most 4094 bytes (2047 halfwords) ahead. JAL
    /// reaches ±1 MiB; the compressed branches get no veneers.
    #[inline]
    fn short_reach(form: Form) -> Option<(usize, usize)> {
        match form {
            Form::Beq | Form::Bne | Form::Blt | Form::Bge | Form::Bltu | Form::Bgeu => {
                Some((0, (1 << 11) - 1))
            }
            _ => None,
        }
    }

    fn jump() -> Result<Inst, OperandError> {
        Inst::jal(XReg::ZERO, 0)
    }

    /// `jal zero` (rd, bits 11:7, is 0: no link) and `c.j`.
    #[inline]
    fn is_jump(form: Form, word: u32) -> bool {
        match form {
            Form::Jal => (word >> 7) & 0x1f == 0,
            Form::CJ => true,
            _ => false,
        }
    }

    fn invert(form: Form, _: u32) -> Option<(Form, u32)> {
        Some(match form {
            Form::Beq => (Form::Bne, B_INVERT),
            Form::Bne => (Form::Beq, B_INVERT),
            Form::Blt => (Form::Bge, B_INVERT),
            Form::Bge => (Form::Blt, B_INVERT),
            Form::Bltu => (Form::Bgeu, B_INVERT),
            Form::Bgeu => (Form::Bltu, B_INVERT),
            Form::CBeqz => (Form::CBnez, CB_INVERT),
            Form::CBnez => (Form::CBeqz, CB_INVERT),
            _ => return None,
        })
    }
}
