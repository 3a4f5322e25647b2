//! Class ranges: owns [`OpcodeRange`], the contiguous block of opcode numbers a class owns (the
//! generator numbers opcodes depth-first over the class tree, so every class is one range and
//! membership is one subtraction and one comparison).

use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use crate::OpcodeEnum;

/// A contiguous range of opcode numbers of the spec whose opcodes are `Op`: the opcodes of one
/// class.
pub struct OpcodeRange<Op> {
    /// First opcode number.
    pub start: u16,
    /// One past the last opcode number.
    pub end: u16,
    opcode: PhantomData<fn() -> Op>,
}

impl<Op> OpcodeRange<Op> {
    /// The opcodes numbered `start..end` (empty when `end <= start`).
    pub const fn new(start: u16, end: u16) -> Self {
        let end = if end < start { start } else { end };
        OpcodeRange {
            start,
            end,
            opcode: PhantomData,
        }
    }

    /// Whether opcode number `n` is in the range: one subtraction and one comparison (usable in
    /// `const` code, where [`OpcodeRange::contains`] is not).
    #[inline]
    pub const fn contains_number(self, n: u16) -> bool {
        n.wrapping_sub(self.start) < self.end - self.start
    }

    /// Number of opcodes in the range.
    pub const fn len(self) -> usize {
        (self.end - self.start) as usize
    }

    /// Whether the range holds no opcode.
    pub const fn is_empty(self) -> bool {
        self.end == self.start
    }
}

impl<Op: OpcodeEnum> OpcodeRange<Op> {
    /// Whether `op` is in the range: one subtraction and one comparison.
    #[inline]
    pub fn contains(self, op: Op) -> bool {
        self.contains_number(op.number())
    }

    /// The opcodes of the range, in order.
    pub fn opcodes(self) -> impl Iterator<Item = Op> {
        let all = Op::OPCODES;
        let end = usize::from(self.end).min(all.len());
        let start = usize::from(self.start).min(end);
        all[start..end].iter().copied()
    }
}

// By hand rather than derived: a derive would demand `Op: Clone` (and so on) of the marker.
impl<Op> Clone for OpcodeRange<Op> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Op> Copy for OpcodeRange<Op> {}

impl<Op> PartialEq for OpcodeRange<Op> {
    fn eq(&self, other: &Self) -> bool {
        (self.start, self.end) == (other.start, other.end)
    }
}

impl<Op> Eq for OpcodeRange<Op> {}

impl<Op> Hash for OpcodeRange<Op> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.start, self.end).hash(state);
    }
}

impl<Op> fmt::Debug for OpcodeRange<Op> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpcodeRange")
            .field("start", &self.start)
            .field("end", &self.end)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture::{ARITH, EMPTY, Op};

    #[test]
    fn holds_exactly_the_opcodes_from_start_to_end() {
        let inside: Vec<Op> = Op::OPCODES
            .iter()
            .copied()
            .filter(|&op| ARITH.contains(op))
            .collect();
        assert_eq!(inside, [Op::Add, Op::Sub, Op::Mul]);
        assert_eq!(ARITH.opcodes().collect::<Vec<_>>(), inside);
        assert_eq!((ARITH.len(), ARITH.is_empty()), (3, false));
    }

    #[test]
    fn numbers_below_the_start_do_not_wrap_into_the_range() {
        assert!(!ARITH.contains_number(0));
        assert!(!ARITH.contains_number(u16::MAX));
        assert!(ARITH.contains_number(1) && ARITH.contains_number(3));
        assert!(!ARITH.contains_number(4));
    }

    #[test]
    fn an_empty_range_holds_nothing() {
        assert!(EMPTY.is_empty());
        assert_eq!(EMPTY.len(), 0);
        assert!(Op::OPCODES.iter().all(|&op| !EMPTY.contains(op)));
        assert_eq!(EMPTY.opcodes().count(), 0);
        let reversed = OpcodeRange::<Op>::new(3, 1);
        assert!(reversed.is_empty() && !reversed.contains(Op::Sub));
    }

    #[test]
    fn a_range_past_the_last_opcode_lists_only_existing_ones() {
        let wide = OpcodeRange::<Op>::new(3, 100);
        assert_eq!(wide.opcodes().collect::<Vec<_>>(), [Op::Mul, Op::Load]);
        assert_eq!(OpcodeRange::<Op>::new(50, 60).opcodes().count(), 0);
    }

    #[test]
    fn equality_hashing_and_debug_see_the_bounds() {
        use std::collections::HashSet;
        assert_eq!(ARITH, OpcodeRange::new(1, 4));
        assert_ne!(ARITH, EMPTY);
        let set: HashSet<OpcodeRange<Op>> = [ARITH, ARITH, EMPTY].into_iter().collect();
        assert_eq!(set.len(), 2);
        assert_eq!(format!("{ARITH:?}"), "OpcodeRange { start: 1, end: 4 }");
    }
}
