//! Wire shapes: owns what the spec says about an opcode's wires, as the metadata table holds it:
//! [`WireShape`] (inputs by kind, outputs), [`InputInfo`] (one input with its types, the opcodes
//! that may feed it, how often it occurs, the table's wire kind it belongs to), [`UserInfo`],
//! [`TypeConstraint`], [`Repeat`], [`DependCount`] and [`DependInfo`] (the dependency inputs of one
//! wire kind). A table may declare several wire kinds of one behaviour (`order` and `io`, both
//! `like: depend`): their inputs share the behaviour's group, kind after kind in the order the
//! table declares them. The verifier checks circuits against these rows.

use crate::{OpcodeEnum, OpcodeSet};

/// A type constraint on a wire: a set of primary types, or a type variable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TypeConstraint<Op: OpcodeEnum> {
    /// Accepted primary types (empty together with `var: None` means any type).
    pub types: Op::TypeSet,
    /// A type variable that the value's type must equal, such as the gate's own type.
    pub var: Option<Op::TypeVar>,
}

/// How often an input occurs: the one definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::Repeat;

/// One input of a wire kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct InputInfo<Op: OpcodeEnum> {
    /// The table's name of the wire kind it belongs to (`data`, or `index` for a second kind
    /// `like: data`).
    pub wire: &'static str,
    /// The operand's name, when the spec gives one.
    pub name: Option<&'static str>,
    /// Accepted types (data wires).
    pub types: TypeConstraint<Op>,
    /// Opcodes allowed to feed this input; `None` means any.
    pub from: Option<OpcodeSet<Op>>,
    /// How often it occurs.
    pub repeat: Repeat,
    /// Whether it may be absent.
    pub optional: bool,
}

/// The number of dependency inputs: [`opforge_shapes::DependCount`] counted in `u16`.
pub type DependCount = opforge_shapes::DependCount<u16>;

/// The dependency inputs of one wire kind of the `depend` behaviour at an opcode.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DependInfo {
    /// The table's name of the wire kind (`order`, `io`).
    pub wire: &'static str,
    /// How many.
    pub count: DependCount,
}

/// How many users of some opcodes a gate may have through its state output.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct UserInfo<Op: OpcodeEnum> {
    /// Exactly one (`true`) or any number (`false`).
    pub exactly_one: bool,
    /// The opcodes.
    pub opcodes: OpcodeSet<Op>,
}

/// The wires of an opcode: inputs by kind (state, dependency, data) and outputs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WireShape<Op: OpcodeEnum> {
    /// State inputs (those of every `state`-like kind, kind after kind).
    pub state_in: &'static [InputInfo<Op>],
    /// Number of dependency inputs, of every `depend`-like kind together.
    pub depend_in: DependCount,
    /// The dependency inputs kind by kind, in the table's order (the kinds the opcode takes;
    /// a variadic count is the only one): their counts add up to `depend_in`.
    pub depend_kinds: &'static [DependInfo],
    /// Data inputs.
    pub data_in: &'static [InputInfo<Op>],
    /// Allowed users through state wires.
    pub state_out: &'static [UserInfo<Op>],
    /// Whether a dependency is produced.
    pub depend_out: bool,
    /// The `depend`-like wire kinds produced, in the table's order (empty when `depend_out` is
    /// false): a dependency input of kind `io` takes only a gate producing `io`.
    pub depend_outs: &'static [&'static str],
    /// The type of the value produced, if any.
    pub data_out: Option<TypeConstraint<Op>>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture::{Op, TypeSet, TypeVar};

    #[test]
    fn a_shape_is_read_through_the_opcode_s_row() {
        let binary = Op::Add.info().shape;
        assert_eq!(binary.data_in.len(), 2);
        assert_eq!(binary.data_in[0].name, Some("lhs"));
        assert_eq!(binary.data_in[0].wire, "value");
        assert_eq!(binary.data_in[0].types.types, TypeSet(0b110));
        assert_eq!(binary.data_in[1].types.var, Some(TypeVar::Own));
        assert_eq!(binary.depend_in, DependCount::Fixed(0));
        assert_eq!(binary.data_out.and_then(|t| t.var), Some(TypeVar::Own));
        assert!(core::ptr::eq(binary, Op::Sub.info().shape));
    }

    #[test]
    fn an_input_s_sources_are_an_opcode_set() {
        let load = Op::Load.info().shape;
        let from = load.state_in[0].from.expect("restricted");
        assert!(from.contains(Op::Start) && !from.contains(Op::Add));
        assert_eq!(load.state_in[0].repeat, Repeat::Once);
        assert_eq!(load.depend_in, DependCount::Bitfield);
        assert_eq!(
            load.depend_kinds,
            [DependInfo {
                wire: "order",
                count: DependCount::Bitfield
            }]
        );
        let users = Op::Start.info().shape.state_out;
        assert!(users[0].exactly_one && users[0].opcodes.contains(Op::Load));
    }

    #[test]
    fn shapes_compare_by_content() {
        let a = *Op::Add.info().shape;
        assert_eq!(a, *Op::Mul.info().shape);
        assert_ne!(a, *Op::Load.info().shape);
        assert_ne!(Repeat::Once, Repeat::Any);
        assert_ne!(DependCount::Fixed(1), DependCount::Fixed(2));
    }
}
