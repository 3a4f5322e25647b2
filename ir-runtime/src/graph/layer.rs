//! What the generic gate-graph runtime needs to know about one table beyond its opcode rows:
//! owns [`GraphLayer`], the trait every generated `Opcode` implements next to
//! [`OpcodeEnum`], and [`LayerInfo`], the generated table of the spec's primary types, roots and
//! wire names that [`Graph`](super::Graph), its verifier, text format and pictures read.

use core::fmt::Debug;
use core::hash::Hash;

use crate::OpcodeEnum;

/// One primary type of a table, as the generated `LayerInfo` lists it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TypeInfo<T: 'static> {
    /// The type itself (a case of the generated `MachineType`).
    pub ty: T,
    /// Its spec name, such as `I32`.
    pub name: &'static str,
    /// How the text format writes it, such as `i32`.
    pub spelling: &'static str,
    /// Its width in bits, when the spec gives one.
    pub bits: Option<u32>,
    /// Whether its values are floating-point numbers.
    pub float: bool,
}

/// The wire behaviours a gate's inputs are stored by: the one definition in
/// [`opforge_shapes`], re-exported. [`LayerInfo::wire_name`] gives a table's own names.
pub use opforge_shapes::WireKind;

/// The facts of one table that are not per opcode: its name, primary types, roots (in offset
/// order) and wire names. The generator writes one `static` of it per table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LayerInfo<Op: GraphLayer> {
    /// The table's `name:`.
    pub name: &'static str,
    /// Every primary type, in declaration order (a type's index is its bit in a `TypeSet`).
    pub types: &'static [TypeInfo<Op::Type>],
    /// The root gates, in offset order: root `i` lives at gate `i` of every graph.
    pub roots: &'static [Op],
    /// The primary type that stands for "no value", when the table declares one (the Circuit
    /// IR's `NOVALUE`): a gate without a value output may carry it instead of no type.
    pub no_value: Option<Op::Type>,
    /// The table's name of the wire kind with each behaviour, in [`WireKind::ALL`] order (the
    /// behaviour's own name, `state`, `depend`, `data` or `root`, for a behaviour the table gives
    /// no kind of its own name).
    pub wires: [&'static str; 4],
    /// Every wire kind the table declares, in its order, with its behaviour: a table may declare
    /// several kinds of one behaviour (`order` and `io`, both `like: depend`), whose inputs share
    /// that behaviour's group, kind after kind in this order.
    pub kinds: &'static [(&'static str, WireKind)],
    /// The spec name of every type variable.
    pub type_vars: &'static [(Op::TypeVar, &'static str)],
    /// The graph rules the table asks for, with the gates of their roles.
    pub rules: super::rules::GraphRules<Op>,
}

impl<Op: GraphLayer> LayerInfo<Op> {
    /// The table's name of the first wire kind of a behaviour.
    pub fn wire_name(&self, kind: WireKind) -> &'static str {
        self.wires[kind.index()]
    }

    /// The behaviour of the wire kind the table calls `name` (`None` when it declares none of
    /// that name): how a pass names the wires it walks by the table's own names, such as
    /// `walk::backward(&graph, &from, &[layer.wire_kind("order")?])`. Several kinds of one
    /// behaviour share its wires, so `io` and `order` (both `like: depend`) walk the same ones.
    pub fn wire_kind(&self, name: &str) -> Option<WireKind> {
        self.kinds
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, k)| k)
            .or_else(|| {
                WireKind::ALL
                    .into_iter()
                    .find(|&k| self.wire_name(k) == name)
            })
    }

    /// The table's wire kinds of behaviour `kind`, in its order.
    pub fn kinds_of(&self, kind: WireKind) -> impl Iterator<Item = &'static str> + '_ {
        self.kinds
            .iter()
            .filter(move |(_, k)| *k == kind)
            .map(|&(n, _)| n)
    }

    /// The row of primary type `t`.
    pub fn type_info(&self, t: Op::Type) -> Option<&'static TypeInfo<Op::Type>> {
        self.types.get(Op::type_index(t))
    }

    /// How the text format writes type `t`.
    pub fn spelling(&self, t: Op::Type) -> &'static str {
        self.type_info(t).map_or("?", |i| i.spelling)
    }

    /// The type the text format writes as `spelling`.
    pub fn type_by_spelling(&self, spelling: &str) -> Option<Op::Type> {
        self.types
            .iter()
            .find(|i| i.spelling == spelling)
            .map(|i| i.ty)
    }

    /// The root whose gate sits at offset `i`, if any.
    pub fn root_at(&self, i: usize) -> Option<Op> {
        self.roots.get(i).copied()
    }

    /// The offset of root opcode `op`, if it is a root.
    pub fn root_offset(&self, op: Op) -> Option<u32> {
        self.roots
            .iter()
            .position(|&r| r == op)
            .and_then(|i| u32::try_from(i).ok())
    }

    /// The spec name of type variable `v`.
    pub fn type_var_name(&self, v: Op::TypeVar) -> &'static str {
        self.type_vars
            .iter()
            .find(|(x, _)| *x == v)
            .map_or("?", |(_, n)| n)
    }
}

/// The generated `Opcode` of a table, seen by the gate-graph runtime: its primary types and the
/// table facts in [`LayerInfo`]. The generator implements it for every `kind: ir` table.
pub trait GraphLayer: OpcodeEnum {
    /// The table's `MachineType` enum.
    type Type: Copy + Eq + Ord + Hash + Debug + 'static;

    /// The table's facts beyond the opcode rows.
    fn layer() -> &'static LayerInfo<Self>;

    /// The index of `t` among the table's types (its bit in a `TypeSet`).
    fn type_index(t: Self::Type) -> usize;

    /// The members of a type set, one bit per type index.
    fn type_bits(set: Self::TypeSet) -> u64;
}
