//! The spec's opcodes as the runtime sees them: owns [`OpcodeEnum`], the trait every generated
//! `Opcode` enum implements (its number, its metadata row, and the spec types the metadata is
//! made of), and [`find_opcode`], the name lookup behind the generated `FromStr`.

use core::fmt::Debug;
use core::hash::Hash;

use crate::{OpcodeInfo, UnknownOpcode};

/// The `Opcode` enum of a generated IR layer. The generated code implements it; the runtime
/// types ([`OpcodeRange`](crate::OpcodeRange), [`OpcodeInfo`], ...) are generic over it, as the
/// rows of one spec's tables name that spec's classes, flags and type sets.
pub trait OpcodeEnum: Copy + Eq + Ord + Hash + Debug + 'static {
    /// The spec's `Class` enum.
    type Class: Copy + Eq + Hash + Debug + 'static;
    /// The spec's `Flags` bit set.
    type Flags: Copy + Eq + Hash + Debug + 'static;
    /// The spec's `TypeSet` bit set.
    type TypeSet: Copy + Eq + Hash + Debug + 'static;
    /// The spec's `TypeVar` enum.
    type TypeVar: Copy + Eq + Hash + Debug + 'static;
    /// The spec's `Level` enum (its declared levels, such as HIR, MIR and LIR).
    type Level: Copy + Eq + Hash + Debug + 'static;

    /// Every opcode, in opcode order (opcode `n` at index `n`).
    const OPCODES: &'static [Self];

    /// The opcode's number.
    fn number(self) -> u16;

    /// Static facts about the opcode, from the spec.
    fn info(self) -> &'static OpcodeInfo<Self>;
}

/// The opcode named `name` (its spec name, such as `ADD`), given the opcode numbers sorted by
/// name; [`UnknownOpcode`] when no opcode has that name.
pub fn find_opcode<Op: OpcodeEnum>(by_name: &[u16], name: &str) -> Result<Op, UnknownOpcode> {
    let row = |n: u16| Op::OPCODES.get(usize::from(n)).copied();
    by_name
        .binary_search_by(|&n| row(n).map_or("", |op| op.info().name).cmp(name))
        .ok()
        .and_then(|i| row(by_name[i]))
        .ok_or_else(|| UnknownOpcode(name.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture::{BY_NAME, Op};

    #[test]
    fn finds_every_opcode_by_its_spec_name() {
        for &op in Op::OPCODES {
            assert_eq!(find_opcode::<Op>(&BY_NAME, op.info().name), Ok(op));
        }
    }

    #[test]
    fn an_unknown_or_differently_cased_name_is_an_error_naming_it() {
        for name in ["ADDD", "add", "", "ZZZ"] {
            let e = find_opcode::<Op>(&BY_NAME, name).expect_err(name);
            assert_eq!(e, UnknownOpcode(name.to_owned()));
        }
    }

    #[test]
    fn numbers_index_the_opcode_list() {
        for (i, &op) in Op::OPCODES.iter().enumerate() {
            assert_eq!(usize::from(op.number()), i);
        }
    }
}
