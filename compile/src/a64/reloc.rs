//! The AArch64 relocations A64 code carries (ELF for the Arm 64-bit Architecture): a call's
//! `R_AARCH64_CALL26` and a data address's ADRP+ADD pair, each with how it patches its word.

use crate::code::{RelocInfo, RelocKind, set_word_at, word_at};

/// `e_machine` of AArch64.
const MACHINE: u16 = 183;

/// `R_AARCH64_CALL26`: the 26-bit word offset of a BL, `S + A - P`, within ±128 MiB.
pub const CALL26: RelocKind = RelocKind {
    machine: MACHINE,
    elf_type: 283,
};

/// `R_AARCH64_ADR_PREL_PG_HI21`: the page offset of an ADRP, `Page(S + A) - Page(P)`, within
/// ±4 GiB.
pub const ADR_PREL_PG_HI21: RelocKind = RelocKind {
    machine: MACHINE,
    elf_type: 275,
};

/// `R_AARCH64_ADD_ABS_LO12_NC`: the 12-bit immediate of an ADD, the low 12 bits of `S + A`.
pub const ADD_ABS_LO12_NC: RelocKind = RelocKind {
    machine: MACHINE,
    elf_type: 277,
};

/// Every AArch64 relocation A64 code carries.
pub const KINDS: &[RelocInfo] = &[
    RelocInfo {
        kind: CALL26,
        name: "R_AARCH64_CALL26",
        size: 4,
        completes: None,
        patch: call26,
    },
    RelocInfo {
        kind: ADR_PREL_PG_HI21,
        name: "R_AARCH64_ADR_PREL_PG_HI21",
        size: 4,
        completes: None,
        patch: adr_prel_pg_hi21,
    },
    RelocInfo {
        kind: ADD_ABS_LO12_NC,
        name: "R_AARCH64_ADD_ABS_LO12_NC",
        size: 4,
        completes: None,
        patch: add_abs_lo12_nc,
    },
];

fn call26(code: &mut [u8], value: u64, place: u64) -> Result<(), i64> {
    let word = word_at(code, 0)?;
    let delta = value.wrapping_sub(place) as i64;
    if delta % 4 != 0 || !(-(1 << 27)..1 << 27).contains(&delta) {
        return Err(delta);
    }
    set_word_at(
        code,
        0,
        (word & !0x03ff_ffff) | ((delta >> 2) as u32 & 0x03ff_ffff),
    );
    Ok(())
}

fn adr_prel_pg_hi21(code: &mut [u8], value: u64, place: u64) -> Result<(), i64> {
    let word = word_at(code, 0)?;
    let pages = ((value & !0xfff) as i64).wrapping_sub((place & !0xfff) as i64) >> 12;
    if !(-(1 << 20)..1 << 20).contains(&pages) {
        return Err(pages);
    }
    let (lo, hi) = (pages as u32 & 3, (pages >> 2) as u32 & 0x7_ffff);
    set_word_at(
        code,
        0,
        (word & !(3 << 29 | 0x7_ffff << 5)) | lo << 29 | hi << 5,
    );
    Ok(())
}

fn add_abs_lo12_nc(code: &mut [u8], value: u64, _place: u64) -> Result<(), i64> {
    let word = word_at(code, 0)?;
    set_word_at(
        code,
        0,
        (word & !(0xfff << 10)) | ((value & 0xfff) as u32) << 10,
    );
    Ok(())
}
