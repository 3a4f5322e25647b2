//! Static executables for any target, written directly (no linker): owns the ELF file (one
//! header, one loadable segment holding the code at [`BASE`], readable, writable and
//! executable, the module's data items after it), the placement of those data items, and what
//! every target's `_start` harness shares: the arguments it passes ([`HarnessArg`]), the cases
//! it runs ([`HarnessCase`]) and the 16-byte record it writes per case, read back as
//! [`CaseResult`] (a status, 0 or a trap code, and the 64-bit result). A target's folder holds
//! its harness (`a64/elf.rs`).

use crate::code::{Data, DataContents, DataSection};

/// The address the segment is loaded at.
pub const BASE: u64 = 0x40_0000;
/// Size of the ELF header.
const EHDR: u64 = 64;
/// Size of one program header.
const PHDR: u64 = 56;
/// The address of the code's first byte (the entry), after the two headers at [`BASE`].
pub const CODE: u64 = BASE + EHDR + PHDR;

/// Why the harness could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HarnessError(pub String);

impl std::fmt::Display for HarnessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for HarnessError {}

/// A harness error saying `e`.
pub fn harness(e: impl std::fmt::Display) -> HarnessError {
    HarnessError(e.to_string())
}

/// What a case's function returns, so the harness knows where the result is (the registers
/// named are A64's; a target's harness takes the first result register of the bank).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKind {
    /// An integer in x0.
    Int,
    /// A single in s0 (its bits are written).
    F32,
    /// A double in d0 (its bits are written).
    F64,
}

/// An argument the harness passes: integers in x0.. in order, floats in d0.. (s0..) in order,
/// as AAPCS64 does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HarnessArg {
    /// An integer (its 64 bits).
    Int(i64),
    /// A single, by its bits.
    F32(u32),
    /// A double, by its bits.
    F64(u64),
}

/// One call the harness makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HarnessCase<L> {
    /// The function's label.
    pub target: L,
    /// Its arguments.
    pub args: Vec<HarnessArg>,
    /// Where its result is.
    pub result: ResultKind,
}

/// How a case ended, as the harness wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseResult {
    /// The function returned these 64 bits.
    Returned(i64),
    /// The function branched to the trap stub with this code (see [`crate::trap::TrapCode`])
    /// and x0 (the thrown value of a THROW; meaningless for a trap).
    Trapped(u64, i64),
}

/// A module's data items placed after the code of an executable (see [`place_data`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlacedData {
    /// The address of each data item, in order.
    pub addresses: Vec<u64>,
    /// The bytes after the code in the file: the items with contents (initialized or
    /// read-only), each at its address, with the padding between them.
    pub file: Vec<u8>,
    /// Zero bytes in memory past the end of the file: the zero-filled writable items.
    pub zeros: u64,
}

/// Why data items could not be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// An item's alignment is not a power of two.
    BadAlignment {
        /// The item's name.
        name: String,
    },
    /// The items do not fit in the address space.
    TooLarge,
}

impl core::fmt::Display for PlaceError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PlaceError::BadAlignment { name } => {
                write!(f, "data item `{name}`: its alignment is not a power of two")
            }
            PlaceError::TooLarge => f.write_str("the data items do not fit in memory"),
        }
    }
}

impl std::error::Error for PlaceError {}

/// Places `data` from address `end` (the first byte past the code): first every item with
/// bytes in the file (initialized, and read-only ones, zeros included), then the zero-filled
/// writable ones past the file's end, each at a multiple of its alignment.
pub fn place_data(end: u64, data: &[Data]) -> Result<PlacedData, PlaceError> {
    let mut placed = PlacedData {
        addresses: vec![0; data.len()],
        ..PlacedData::default()
    };
    let mut at = end;
    for in_file in [true, false] {
        for (k, d) in data.iter().enumerate() {
            if (d.section() != DataSection::Bss) != in_file {
                continue;
            }
            if !d.align.is_power_of_two() {
                return Err(PlaceError::BadAlignment {
                    name: d.name.clone(),
                });
            }
            let start = at
                .checked_next_multiple_of(d.align)
                .ok_or(PlaceError::TooLarge)?;
            let next = start.checked_add(d.size()).ok_or(PlaceError::TooLarge)?;
            placed.addresses[k] = start;
            if in_file {
                let pad = usize::try_from(start - at).map_err(|_| PlaceError::TooLarge)?;
                placed.file.extend(core::iter::repeat_n(0, pad));
                match &d.contents {
                    DataContents::Bytes(b) => placed.file.extend_from_slice(b),
                    DataContents::Zero(n) => {
                        let n = usize::try_from(*n).map_err(|_| PlaceError::TooLarge)?;
                        placed.file.extend(core::iter::repeat_n(0, n));
                    }
                }
            } else {
                placed.zeros = next - (end + placed.file.len() as u64);
            }
            at = next;
        }
    }
    Ok(placed)
}

/// The machine an executable is for, as its ELF header says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElfMachine {
    /// `e_machine` (183 for AArch64, 243 for RISC-V).
    pub number: u16,
    /// `e_flags` (the float ABI and extensions of a RISC-V executable; 0 for AArch64).
    pub flags: u32,
    /// The `object` crate's name of the architecture, for its writer of relocatable objects.
    pub architecture: object::Architecture,
}

/// A static ELF executable for `machine` whose one segment holds `code` and whose entry is its
/// first byte, with data items after the code: `data.file` in the file, `data.zeros` zero
/// bytes past it in memory.
pub fn executable_for(machine: ElfMachine, code: &[u8], data: &PlacedData) -> Vec<u8> {
    let entry = CODE;
    let size = EHDR + PHDR + code.len() as u64 + data.file.len() as u64;
    let memory = size + data.zeros;
    let mut f = Vec::with_capacity(size as usize);
    // e_ident: magic, 64-bit, little-endian, version 1, System V ABI.
    f.extend_from_slice(&[0x7f, b'E', b'L', b'F', 2, 1, 1, 0]);
    f.extend_from_slice(&[0; 8]);
    f.extend_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    f.extend_from_slice(&machine.number.to_le_bytes()); // e_machine
    f.extend_from_slice(&1u32.to_le_bytes()); // EV_CURRENT
    f.extend_from_slice(&entry.to_le_bytes());
    f.extend_from_slice(&EHDR.to_le_bytes()); // e_phoff
    f.extend_from_slice(&0u64.to_le_bytes()); // e_shoff
    f.extend_from_slice(&machine.flags.to_le_bytes()); // e_flags
    f.extend_from_slice(&(EHDR as u16).to_le_bytes());
    f.extend_from_slice(&(PHDR as u16).to_le_bytes());
    f.extend_from_slice(&1u16.to_le_bytes()); // e_phnum
    f.extend_from_slice(&64u16.to_le_bytes()); // e_shentsize
    f.extend_from_slice(&0u16.to_le_bytes()); // e_shnum
    f.extend_from_slice(&0u16.to_le_bytes()); // e_shstrndx
    // The one PT_LOAD segment: the whole file, read, write (the harness's data words) and
    // execute.
    f.extend_from_slice(&1u32.to_le_bytes());
    f.extend_from_slice(&7u32.to_le_bytes()); // PF_R | PF_W | PF_X
    f.extend_from_slice(&0u64.to_le_bytes()); // p_offset
    f.extend_from_slice(&BASE.to_le_bytes()); // p_vaddr
    f.extend_from_slice(&BASE.to_le_bytes()); // p_paddr
    f.extend_from_slice(&size.to_le_bytes()); // p_filesz
    f.extend_from_slice(&memory.to_le_bytes()); // p_memsz
    f.extend_from_slice(&0x1000u64.to_le_bytes()); // p_align
    f.extend_from_slice(code);
    f.extend_from_slice(&data.file);
    f
}

pub use crate::qemu::{qemu, run};
