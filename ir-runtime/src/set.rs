//! Opcode sets: owns [`OpcodeSet`], a fixed set of opcodes held twice, as an ascending list (to
//! walk and print) and as a bit mask (so membership is one shift and one mask). The generator
//! emits one pair of statics per distinct set the spec's constraints name.

use crate::OpcodeEnum;

/// A set of opcodes: the list (ascending) and the same set as a bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OpcodeSet<Op: 'static> {
    /// The opcodes, ascending.
    pub list: &'static [Op],
    /// Bit `op % 64` of word `op / 64` is set for every member.
    pub mask: &'static [u64],
}

impl<Op: 'static> OpcodeSet<Op> {
    /// Whether opcode number `n` is a member (usable in `const` code, where
    /// [`OpcodeSet::contains`] is not).
    #[inline]
    pub const fn contains_number(self, n: u16) -> bool {
        let i = n as usize;
        i / 64 < self.mask.len() && self.mask[i / 64] >> (i % 64) & 1 != 0
    }

    /// Number of members.
    pub const fn len(self) -> usize {
        self.list.len()
    }

    /// Whether the set has no member.
    pub const fn is_empty(self) -> bool {
        self.list.is_empty()
    }
}

impl<Op: OpcodeEnum> OpcodeSet<Op> {
    /// Whether `op` is a member: one shift and one mask.
    #[inline]
    pub fn contains(self, op: Op) -> bool {
        self.contains_number(op.number())
    }

    /// The members, ascending.
    pub fn opcodes(self) -> impl Iterator<Item = Op> {
        self.list.iter().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture::{Op, STARTS};

    #[test]
    fn the_mask_and_the_list_agree() {
        for &op in Op::OPCODES {
            assert_eq!(STARTS.contains(op), STARTS.list.contains(&op), "{op:?}");
        }
        assert_eq!(STARTS.opcodes().collect::<Vec<_>>(), [Op::Start, Op::Load]);
        assert_eq!((STARTS.len(), STARTS.is_empty()), (2, false));
    }

    #[test]
    fn numbers_beyond_the_mask_are_not_members() {
        assert!(STARTS.contains_number(0) && STARTS.contains_number(4));
        assert!(!STARTS.contains_number(1));
        assert!(!STARTS.contains_number(64));
        assert!(!STARTS.contains_number(u16::MAX));
    }

    #[test]
    fn the_empty_set_holds_nothing() {
        let empty = OpcodeSet::<Op> {
            list: &[],
            mask: &[],
        };
        assert!(empty.is_empty());
        assert!(Op::OPCODES.iter().all(|&op| !empty.contains(op)));
    }

    #[test]
    fn membership_past_the_first_word_reads_the_right_word() {
        static MASK: [u64; 2] = [0, 1 << 6];
        let far = OpcodeSet::<Op> {
            list: &[],
            mask: &MASK,
        };
        assert!(far.contains_number(70));
        assert!(!far.contains_number(6) && !far.contains_number(71));
    }
}
