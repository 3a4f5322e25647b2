//! The RISC-V relocations RV64 code carries (the RISC-V ELF psABI): a call's
//! `R_RISCV_CALL_PLT` over its AUIPC and JALR, and a data address's AUIPC+ADDI pair, each with
//! how it patches its instructions.

use crate::code::{RelocInfo, RelocKind, set_word_at, word_at};

/// `e_machine` of RISC-V.
const MACHINE: u16 = 243;

/// `R_RISCV_CALL_PLT`: an AUIPC and the JALR after it, `S + A - P` split into the AUIPC's upper
/// 20 bits (rounded) and the JALR's signed low 12, within ±2 GiB.
pub const CALL_PLT: RelocKind = RelocKind {
    machine: MACHINE,
    elf_type: 19,
};

/// `R_RISCV_PCREL_HI20`: an AUIPC's upper 20 bits of `S + A - P` (rounded, so the low 12 bits
/// that follow are signed).
pub const PCREL_HI20: RelocKind = RelocKind {
    machine: MACHINE,
    elf_type: 23,
};

/// `R_RISCV_PCREL_LO12_I`: the signed low 12 bits of an I-type instruction (an ADDI) that
/// completes the AUIPC right before it: `S + A` less that AUIPC's place. In an object its
/// symbol is a local label at the AUIPC, as the psABI asks.
pub const PCREL_LO12_I: RelocKind = RelocKind {
    machine: MACHINE,
    elf_type: 24,
};

/// Every RISC-V relocation RV64 code carries.
pub const KINDS: &[RelocInfo] = &[
    RelocInfo {
        kind: CALL_PLT,
        name: "R_RISCV_CALL_PLT",
        size: 8,
        completes: None,
        patch: call_plt,
    },
    RelocInfo {
        kind: PCREL_HI20,
        name: "R_RISCV_PCREL_HI20",
        size: 4,
        completes: None,
        patch: pcrel_hi20,
    },
    RelocInfo {
        kind: PCREL_LO12_I,
        name: "R_RISCV_PCREL_LO12_I",
        size: 4,
        completes: Some(4),
        patch: pcrel_lo12_i,
    },
];

/// A PC-relative offset as AUIPC and a following I-type instruction take it: the upper 20 bits,
/// rounded so that the low 12 are signed, and those low 12 bits (both as the instructions'
/// fields); an offset past ±2 GiB as the error.
pub fn split(delta: i64) -> Result<(u32, u32), i64> {
    let hi = delta.wrapping_add(0x800) >> 12;
    if !(-(1 << 19)..1 << 19).contains(&hi) {
        return Err(delta);
    }
    let lo = delta - (hi << 12);
    Ok((hi as u32 & 0xf_ffff, lo as u32 & 0xfff))
}

fn call_plt(code: &mut [u8], value: u64, place: u64) -> Result<(), i64> {
    let (auipc, jalr) = (word_at(code, 0)?, word_at(code, 4)?);
    let (hi, lo) = split(value.wrapping_sub(place) as i64)?;
    set_word_at(code, 0, (auipc & 0xfff) | hi << 12);
    set_word_at(code, 4, (jalr & 0x000f_ffff) | lo << 20);
    Ok(())
}

fn pcrel_hi20(code: &mut [u8], value: u64, place: u64) -> Result<(), i64> {
    let word = word_at(code, 0)?;
    let (hi, _) = split(value.wrapping_sub(place) as i64)?;
    set_word_at(code, 0, (word & 0xfff) | hi << 12);
    Ok(())
}

/// The AUIPC this completes is the word before.
fn pcrel_lo12_i(code: &mut [u8], value: u64, place: u64) -> Result<(), i64> {
    let word = word_at(code, 0)?;
    let (_, lo) = split(value.wrapping_sub(place.wrapping_sub(4)) as i64)?;
    set_word_at(code, 0, (word & 0x000f_ffff) | lo << 20);
    Ok(())
}
