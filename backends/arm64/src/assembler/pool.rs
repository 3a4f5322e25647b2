//! `ldr Rt, =value`, LLVM's literal-pool pseudo-instruction: a value MOVZ can build (a 16-bit
//! chunk at a multiple of 16 bits, within the register) becomes that MOVZ; any other becomes a
//! PC-relative LDR (literal) of a pool entry. Entries are 8 bytes for an X register and 4 for a
//! W register, each aligned to its size, placed at `.ltorg`/`.pool` or after the last
//! statement; an entry is shared by every load of the same value until the pool is placed (as
//! LLVM 14 does, whatever the size of the load that made it).

/// The MOVZ that puts `value` in a register (X when `x`): the 16-bit chunk and its shift.
pub(super) fn movz(value: i64, x: bool) -> Option<(u64, u32)> {
    let mut imm = value as u64;
    let mut shift = 0;
    while imm > 0xffff && imm.trailing_zeros() >= 16 {
        shift += 16;
        imm >>= 16;
    }
    (shift <= if x { 48 } else { 16 } && imm <= 0xffff).then_some((imm, shift))
}

/// The entries of the pool not yet placed, and those placed.
#[derive(Debug, Default)]
pub(super) struct Pool {
    /// (value, size in bytes) of each entry, in order.
    entries: Vec<(i64, u64)>,
    /// The address of each value placed so far.
    placed: std::collections::HashMap<i64, u64>,
}

/// Where a load finds its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Entry {
    /// Entry `k` of the pool placed next.
    Pending(usize),
    /// At this address, in a pool already placed.
    Placed(u64),
}

/// A placed pool: each entry's address, value and size.
pub(super) type Placed = Vec<(u64, i64, u64)>;

impl Pool {
    /// The entry holding `value` (`size` bytes when it is new).
    pub fn entry(&mut self, value: i64, size: u64) -> Entry {
        if let Some(&address) = self.placed.get(&value) {
            return Entry::Placed(address);
        }
        match self.entries.iter().position(|&(v, _)| v == value) {
            Some(k) => Entry::Pending(k),
            None => {
                self.entries.push((value, size));
                Entry::Pending(self.entries.len() - 1)
            }
        }
    }

    /// Places the entries from `address` (each aligned to its size) and empties the pool:
    /// the entries and the address after the last one.
    pub fn place(&mut self, mut address: u64) -> (Placed, u64) {
        let mut placed = Vec::with_capacity(self.entries.len());
        for (value, size) in self.entries.drain(..) {
            address = address.next_multiple_of(size);
            placed.push((address, value, size));
            self.placed.insert(value, address);
            address += size;
        }
        (placed, address)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movz_takes_one_chunk_within_the_register() {
        // The values and choices of llvm-mc 14 (`ldr Rt, =value`).
        assert_eq!(movz(0x1234, true), Some((0x1234, 0)));
        assert_eq!(movz(0x1234_0000, true), Some((0x1234, 16)));
        assert_eq!(movz(0x10000, false), Some((1, 16)));
        assert_eq!(movz(0x1234_0000_0000, true), Some((0x1234, 32)));
        assert_eq!(movz(0x1234_0000_0000, false), None);
        assert_eq!(movz(0x1234_5678, true), None);
        assert_eq!(movz(-1, true), None);
        assert_eq!(movz(0, true), Some((0, 0)));
    }

    #[test]
    fn entries_are_shared_and_aligned() {
        let mut pool = Pool::default();
        assert_eq!(pool.entry(0x1234_5678, 8), Entry::Pending(0));
        assert_eq!(pool.entry(0x1234_5678, 4), Entry::Pending(0));
        assert_eq!(pool.entry(-1, 4), Entry::Pending(1));
        assert_eq!(pool.entry(7, 8), Entry::Pending(2));
        let (placed, end) = pool.place(0x44);
        assert_eq!(
            placed,
            [(0x48, 0x1234_5678, 8), (0x50, -1, 4), (0x58, 7, 8)]
        );
        assert_eq!(end, 0x60);
        assert_eq!(pool.place(0x60), (vec![], 0x60));
        // A value placed before is found there.
        assert_eq!(pool.entry(-1, 8), Entry::Placed(0x50));
        assert_eq!(pool.entry(8, 8), Entry::Pending(0));
    }
}
