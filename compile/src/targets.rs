//! The targets this crate compiles for, for what must know them all: every relocation they emit
//! ([`relocations`]), each described by its own folder's `reloc` module. The back end
//! (`backend/`) names no target; it asks here.

use crate::code::RelocInfo;

/// Every relocation the targets emit, each described by its target folder.
pub fn relocations() -> impl Iterator<Item = &'static RelocInfo> {
    crate::a64::reloc::KINDS
        .iter()
        .chain(crate::rv64::reloc::KINDS)
}
