//! What the targets' Rust emissions share: owns the records of the places a relocation or the
//! executable patches later ([`SymbolSite`], [`CallSite`]) and the two look-ups every target's
//! emissions make, a stack slot's depth ([`slot_depth`]) and a callee's label
//! ([`callee_label`]), with their errors.

use opforge_cfg::lir::EmitError;

/// A `global_addr` emitted with its address fields left for a relocation (A64's ADRP and ADD,
/// RISC-V's AUIPC and ADDI), or for the executable to patch once it has placed its data items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolSite {
    /// The position (in the buffer's units) of the first instruction of the pair.
    pub word: usize,
    /// The symbol's index: a data item of the module, or past them an external symbol.
    pub symbol: u64,
}

/// A `call` emitted for a relocation (A64's BL, RISC-V's AUIPC and JALR).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallSite {
    /// The position (in the buffer's units) of the call's first instruction.
    pub word: usize,
    /// The callee's index (a function of the module, or past them an external symbol).
    pub callee: u64,
}

/// The depth below the frame record of stack slot `slot` among `slots` (the function's, by
/// number), for instruction `inst`.
pub fn slot_depth(inst: &'static str, slots: &[u32], slot: i64) -> Result<u32, EmitError> {
    usize::try_from(slot)
        .ok()
        .and_then(|k| slots.get(k).copied())
        .ok_or_else(|| EmitError::Custom {
            inst,
            message: format!(
                "slot {slot}, but the function declares {} stack slots",
                slots.len()
            ),
        })
}

/// The label of function `callee` among `functions` (the module's, by index), for instruction
/// `inst`.
pub fn callee_label<L: Copy>(
    inst: &'static str,
    functions: &[L],
    callee: i64,
) -> Result<L, EmitError> {
    usize::try_from(callee)
        .ok()
        .and_then(|i| functions.get(i).copied())
        .ok_or_else(|| EmitError::Custom {
            inst,
            message: format!(
                "callee {callee} is not a function of the module ({} known)",
                functions.len()
            ),
        })
}
