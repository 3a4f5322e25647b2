//! The memory model: byte-addressed regions of little-endian bytes in one 64-bit address space.
//! Each region is made by an ALLOCA (freed when its function returns) or by the caller of a run
//! (for pointer arguments). Regions sit apart with unmapped gaps between them, and an access must
//! lie wholly inside one live region, else it is an out-of-bounds trap; address 0 and the first
//! page are never mapped. Accesses need no alignment (A64's ordinary loads and stores need none).

use std::collections::BTreeMap;

/// The lowest address a region may start at: the first page stays unmapped so that small integers
/// used as pointers trap.
pub const FIRST_ADDRESS: u64 = 0x1_0000;

/// Regions start on multiples of this many bytes.
pub const REGION_ALIGN: u64 = 16;

/// Bytes left unmapped after each region, so that running off its end traps.
pub const GUARD_BYTES: u64 = 16;

/// The bytes all live regions may hold together unless [`Memory::with_limit`] says otherwise.
pub const DEFAULT_LIMIT: u64 = 64 << 20;

/// The address space of a run: live regions by their start address.
#[derive(Clone, Debug)]
pub struct Memory {
    regions: BTreeMap<u64, Vec<u8>>,
    next: u64,
    live: u64,
    limit: u64,
}

impl Default for Memory {
    fn default() -> Self {
        Self::new()
    }
}

impl Memory {
    /// An address space with no region, holding at most [`DEFAULT_LIMIT`] bytes.
    pub fn new() -> Self {
        Self::with_limit(DEFAULT_LIMIT)
    }

    /// An address space with no region, holding at most `limit` bytes in its live regions.
    pub fn with_limit(limit: u64) -> Self {
        Memory {
            regions: BTreeMap::new(),
            next: FIRST_ADDRESS,
            live: 0,
            limit,
        }
    }

    /// Maps a zeroed region of `size` bytes and returns its address; `None` when the live regions
    /// would exceed the limit or the address space is exhausted. A region of 0 bytes gets an
    /// address of its own with nothing to access.
    pub fn alloc(&mut self, size: u64) -> Option<u64> {
        let base = self.next;
        let live = self.live.checked_add(size).filter(|&l| l <= self.limit)?;
        let len = usize::try_from(size).ok()?;
        let end = base
            .checked_add(size)?
            .checked_add(GUARD_BYTES + REGION_ALIGN - 1)?;
        self.next = end / REGION_ALIGN * REGION_ALIGN;
        self.regions.insert(base, vec![0; len]);
        self.live = live;
        Some(base)
    }

    /// Unmaps the region starting at `base`; false when no region starts there.
    pub fn free(&mut self, base: u64) -> bool {
        match self.regions.remove(&base) {
            Some(bytes) => {
                self.live -= bytes.len() as u64;
                true
            }
            None => false,
        }
    }

    /// The number of live regions.
    pub fn regions(&self) -> usize {
        self.regions.len()
    }

    /// The live region holding `address .. address + len`, and the offset of `address` in it.
    fn locate(&mut self, address: u64, len: u64) -> Option<(&mut Vec<u8>, usize)> {
        let (&base, bytes) = self.regions.range_mut(..=address).next_back()?;
        let offset = address - base;
        let end = offset.checked_add(len)?;
        if end > bytes.len() as u64 {
            return None;
        }
        Some((bytes, offset as usize))
    }

    /// Reads `len` (at most 8) bytes at `address` as a little-endian number; `None` when they are
    /// not all inside one live region.
    pub fn load(&mut self, address: u64, len: u32) -> Option<u64> {
        let (bytes, at) = self.locate(address, u64::from(len.min(8)))?;
        let mut buf = [0u8; 8];
        let n = len.min(8) as usize;
        buf[..n].copy_from_slice(&bytes[at..at + n]);
        Some(u64::from_le_bytes(buf))
    }

    /// Writes the low `len` (at most 8) bytes of `bits` at `address`, little-endian; false (and
    /// nothing written) when they are not all inside one live region.
    pub fn store(&mut self, address: u64, len: u32, bits: u64) -> bool {
        let n = len.min(8) as usize;
        match self.locate(address, n as u64) {
            Some((bytes, at)) => {
                bytes[at..at + n].copy_from_slice(&bits.to_le_bytes()[..n]);
                true
            }
            None => false,
        }
    }

    /// The bytes of the live region starting at `base`.
    pub fn region(&self, base: u64) -> Option<&[u8]> {
        self.regions.get(&base).map(Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loads_see_stores_little_endian_inside_a_region() {
        let mut m = Memory::new();
        let a = m.alloc(16).expect("room");
        assert!(a >= FIRST_ADDRESS && a.is_multiple_of(REGION_ALIGN));
        assert!(m.store(a + 3, 4, 0x1122_3344_5566_7788));
        assert_eq!(m.load(a + 3, 4), Some(0x5566_7788));
        assert_eq!(m.load(a + 3, 1), Some(0x88));
        assert_eq!(m.region(a).map(|r| r[6]), Some(0x55));
        assert_eq!(m.load(a, 8), Some(0x0055_6677_8800_0000));
    }

    #[test]
    fn accesses_outside_live_regions_fail() {
        let mut m = Memory::new();
        let a = m.alloc(8).expect("room");
        let b = m.alloc(8).expect("room");
        assert!(b >= a + 8 + GUARD_BYTES);
        assert_eq!(m.load(a + 1, 8), None, "runs off the end");
        assert_eq!(m.load(a - 1, 1), None, "before the first region");
        assert_eq!(m.load(0, 1), None);
        assert_eq!(m.load(u64::MAX, 8), None);
        assert!(!m.store(a + 8, 1, 0));
        assert!(m.free(a));
        assert!(!m.free(a));
        assert_eq!(m.load(a, 1), None, "freed");
        let empty = m.alloc(0).expect("room");
        assert_eq!(m.load(empty, 1), None);
        assert_eq!(m.regions(), 2);
    }

    #[test]
    fn the_limit_bounds_the_live_bytes() {
        let mut m = Memory::with_limit(100);
        let a = m.alloc(60).expect("room");
        assert_eq!(m.alloc(41), None);
        assert_eq!(m.alloc(u64::MAX), None);
        assert!(m.free(a));
        assert!(m.alloc(100).is_some());
    }
}
