//! The checked model: what a spec means once every name is resolved and every rule holds. The
//! generators read only this. Opcodes are numbered by a depth-first walk of the class tree, so
//! every class owns one contiguous range of opcodes.

pub use crate::front::model::{Class, ClassId, Named, OpcodeId};
use crate::front::source::{Loc, SourceMap};
pub use crate::kinds::ir::syntax::Multiplicity;

/// Index of a primary type in [`Spec::types`].
pub type TypeId = usize;
/// Index of a level in [`Spec::levels`].
pub type LevelId = usize;

/// A checked spec.
#[derive(Debug, Clone)]
pub struct Spec {
    /// The files it was read from.
    pub sources: SourceMap,
    /// Name of the instruction set (the first file's `name`, or its file stem).
    pub name: String,
    /// What the instruction set is.
    pub doc: String,
    /// Primary types, in declaration order.
    pub types: Vec<PrimaryType>,
    /// Type sets, in declaration order.
    pub type_sets: Vec<TypeSet>,
    /// Type variables, in declaration order.
    pub type_vars: Vec<Named>,
    /// Flags; flag `i` is bit `i` of a gate's flag set.
    pub flags: Vec<Named>,
    /// Attributes, in declaration order.
    pub attributes: Vec<Attribute>,
    /// Classes in depth-first order: a parent comes before its children.
    pub classes: Vec<Class>,
    /// Opcode sets, in declaration order.
    pub opcode_sets: Vec<OpcodeSet>,
    /// Root gates, in the order of their fixed offsets.
    pub roots: Vec<OpcodeId>,
    /// Gates in opcode order.
    pub gates: Vec<Gate>,
    /// The wire kinds gates may use, in declaration order (all four when the spec declares none).
    pub wires: Vec<Wire>,
    /// The levels a gate may belong to, in declaration order (`HIR`, `MIR`, `LIR` when the spec
    /// declares none).
    pub levels: Vec<Named>,
    /// The gates the runtime's hand-written rules and walks need, by role, in declaration order.
    pub roles: Vec<RoleBinding>,
    /// The graph rules the spec asks the runtime verifier to run; each has its roles.
    pub graph_rules: Vec<GraphRule>,
}

pub use crate::kinds::ir::vocabulary::{GraphRule, Role, RoleKind, WireKind};

/// A declared wire kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wire {
    /// The table's name for it, such as `order`: the key gates use it under.
    pub name: String,
    /// Which of opforge's wire behaviours it has (its `like:`, or its name).
    pub kind: WireKind,
    /// What it carries in this spec.
    pub doc: String,
    /// Where it is declared (the start of the file for a default declaration).
    pub loc: Loc,
    /// Whether it is the first kind of its behaviour the table declares: the first `data`-like
    /// kind's handle is `ValueRef`, and the first kind of each behaviour keeps the builder's
    /// behaviour-named parameters (`state`, `depend`, `arg0`).
    pub first: bool,
}

impl Wire {
    /// The generated handle type of this kind (see [`handle_name`]).
    pub fn handle(&self) -> String {
        handle_name(self.kind, &self.name, self.first)
    }

    /// What the generated builder calls the parameters of this kind's unnamed inputs: `state`,
    /// `depend` and `arg` for the first kind of each behaviour, the kind's own name in snake
    /// case for the others (`io`, `index`).
    pub fn param_prefix(&self) -> String {
        match self.kind {
            _ if !self.first => crate::front::naming::snake_ident(&self.name),
            WireKind::Data => "arg".to_owned(),
            kind => kind.name().to_owned(),
        }
    }
}

/// The generated handle type of a wire kind called `name` with behaviour `kind`, `first` when it
/// is the first kind of its behaviour: `ValueRef` for the first `data`-like kind, `<Name>Ref`
/// for every other (`StateRef`, `OrderRef`, `IoRef`, `IndexRef`).
pub fn handle_name(kind: WireKind, name: &str, first: bool) -> String {
    match kind {
        WireKind::Data if first => "ValueRef".to_owned(),
        _ => format!("{}Ref", crate::front::naming::camel(name)),
    }
}

/// The opcodes a spec gives one role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleBinding {
    /// The role.
    pub role: Role,
    /// The opcodes as written (`RETURN_LIST | THROW_LIST`) and flattened; exactly one gate for a
    /// [`RoleKind::Gate`] or [`RoleKind::Root`] role.
    pub opcodes: OpcodeConstraint,
    /// Where the role is given.
    pub loc: Loc,
}

/// A primary type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrimaryType {
    /// Name and doc.
    pub named: Named,
    /// Its spelling in textual IR.
    pub spelling: String,
    /// Width in bits, when fixed.
    pub bits: Option<u64>,
    /// Whether its values are floating-point numbers.
    pub float: bool,
}

/// A named set of primary types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeSet {
    /// Name and doc.
    pub named: Named,
    /// Bit `t` is set when primary type `t` is a member (nested sets flattened).
    pub mask: u64,
}

/// A type constraint: one of several primary types, sets or variables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeRef {
    /// A primary type.
    Primary(TypeId),
    /// A type set.
    Set(usize),
    /// A type variable (such as `FLEX`): the gate's own output type.
    Var(usize),
}

/// A typed attribute.
#[derive(Debug, Clone, PartialEq)]
pub struct Attribute {
    /// Name and doc.
    pub named: Named,
    /// What values it takes.
    pub kind: AttributeKind,
    /// The value of gates that do not set it.
    pub default: AttrValue,
}

/// The kind of an attribute.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttributeKind {
    /// `true` or `false`.
    Bool,
    /// An integer in `min..=max`.
    Int {
        /// Smallest legal value.
        min: i64,
        /// Largest legal value.
        max: i64,
    },
    /// One of these names.
    Enum(Vec<String>),
    /// A subset of these names.
    Set(Vec<String>),
    /// Free text.
    Text,
}

/// A checked attribute value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrValue {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// The index of an enum case.
    Enum(usize),
    /// Indices of set members, ascending.
    Set(Vec<usize>),
    /// Text.
    Text(String),
}

/// A named set of opcodes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpcodeSet {
    /// Name and doc.
    pub named: Named,
    /// Member opcodes, ascending and without duplicates (classes and sets flattened).
    pub opcodes: Vec<OpcodeId>,
}

/// A reference to opcodes as written: a gate, a class or an opcode set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpcodeRef {
    /// One gate.
    Gate(OpcodeId),
    /// Every gate of a class.
    Class(ClassId),
    /// Every gate of an opcode set.
    Set(usize),
}

/// A set of allowed opcodes, as written and flattened.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OpcodeConstraint {
    /// The references as written (`MERGE | LOOP_BEGIN`).
    pub refs: Vec<OpcodeRef>,
    /// The opcodes they stand for, ascending, without duplicates.
    pub opcodes: Vec<OpcodeId>,
}

/// How often an input occurs: the one definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::Repeat;

/// One input of a wire kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The table's name of its wire kind (`data`, or `index` for a second `like: data` kind).
    pub wire: String,
    /// Operand name, for accessors.
    pub name: Option<String>,
    /// Documentation.
    pub doc: Option<String>,
    /// Accepted types (data inputs); empty means any type.
    pub types: Vec<TypeRef>,
    /// Accepted source opcodes; `None` means any.
    pub from: Option<OpcodeConstraint>,
    /// How often it occurs.
    pub repeat: Repeat,
    /// Whether it may be absent.
    pub optional: bool,
    /// Where it is written.
    pub loc: Loc,
}

/// The number of dependency inputs: [`opforge_shapes::DependCount`] counted in `u32`.
pub type DependCount = opforge_shapes::DependCount<u32>;

/// The dependency inputs of one `depend`-like wire kind at a gate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DependInput {
    /// The table's name of the wire kind (`order`, `io`).
    pub wire: String,
    /// How many.
    pub count: DependCount,
}

/// An allowed user of a gate's state output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// How many such users.
    pub multiplicity: Multiplicity,
    /// Which opcodes.
    pub opcodes: OpcodeConstraint,
}

/// What the bitfield means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bitfield {
    /// Unused.
    None,
    /// Counts the gate's variadic input.
    Count {
        /// What is counted.
        doc: String,
    },
    /// A case of an enum.
    Enum(BitfieldEnum),
    /// Raw bits.
    Bits {
        /// What they mean.
        doc: String,
        /// Width in bits.
        width: u32,
        /// Whether the bits are a value of the gate's type (a 64-bit integer for a gate without
        /// one).
        value: bool,
    },
}

/// An enum carried in the bitfield.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BitfieldEnum {
    /// Name and doc of the enum.
    pub named: Named,
    /// Width in bits.
    pub width: u32,
    /// The cases.
    pub cases: Vec<EnumCase>,
}

/// One case of a bitfield enum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnumCase {
    /// Name and doc.
    pub named: Named,
    /// Its bit value.
    pub value: u64,
}

/// A per-instance field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Name and doc.
    pub named: Named,
    /// Its Rust type, as written.
    pub ty: String,
}

/// A gate (one opcode).
#[derive(Debug, Clone, PartialEq)]
pub struct Gate {
    /// Name and doc.
    pub named: Named,
    /// Its opcode number.
    pub opcode: OpcodeId,
    /// Its leaf class.
    pub class: ClassId,
    /// Its level (an index into [`Spec::levels`]), if it belongs to one.
    pub level: Option<LevelId>,
    /// Flag bits.
    pub flags: u64,
    /// Attribute values, one per [`Spec::attributes`] entry.
    pub attrs: Vec<AttrValue>,
    /// State inputs: those of every `state`-like kind, the kinds in declaration order.
    pub state_in: Vec<Input>,
    /// Number of dependency inputs, of every `depend`-like kind together.
    pub depend_in: DependCount,
    /// The dependency inputs by kind, the kinds in declaration order (those the gate names with
    /// a count other than 0); their counts add up to `depend_in`.
    pub depend_kinds: Vec<DependInput>,
    /// Data inputs: those of every `data`-like kind, the kinds in declaration order.
    pub data_in: Vec<Input>,
    /// Allowed users through state wires.
    pub state_out: Vec<User>,
    /// The `state`-like kinds whose outputs the gate names, in declaration order.
    pub state_out_kinds: Vec<String>,
    /// Whether it produces a dependency.
    pub depend_out: bool,
    /// The `depend`-like kinds it produces, in declaration order.
    pub depend_out_kinds: Vec<String>,
    /// The type of the value it produces, if any.
    pub data_out: Option<TypeRef>,
    /// The `data`-like kind of the value it produces, if any.
    pub data_out_kind: Option<String>,
    /// The root list that registers it, as an index into [`Spec::roots`].
    pub root: Option<usize>,
    /// What its bitfield means.
    pub bitfield: Bitfield,
    /// Per-instance fields.
    pub fields: Vec<Field>,
}

impl Spec {
    /// The classes from `class` up to its top-level ancestor.
    pub fn ancestors(&self, class: ClassId) -> impl Iterator<Item = ClassId> + '_ {
        std::iter::successors(Some(class), move |&c| self.classes[c].parent)
    }

    /// The name of a type reference.
    pub fn type_name(&self, t: TypeRef) -> &str {
        match t {
            TypeRef::Primary(i) => &self.types[i].named.name,
            TypeRef::Set(i) => &self.type_sets[i].named.name,
            TypeRef::Var(i) => &self.type_vars[i].name,
        }
    }

    /// The opcodes the spec gives `role`, flattened; `None` when it does not declare the role.
    pub fn role(&self, role: Role) -> Option<&[OpcodeId]> {
        self.roles
            .iter()
            .find(|b| b.role == role)
            .map(|b| b.opcodes.opcodes.as_slice())
    }

    /// Whether the spec declares a wire kind with behaviour `kind`.
    pub fn has_wire(&self, kind: WireKind) -> bool {
        self.wires.iter().any(|w| w.kind == kind)
    }

    /// The table's name of the first wire kind with behaviour `kind` (the behaviour's own name,
    /// `state`, `depend`, `data` or `root`, when the table declares none).
    pub fn wire_name(&self, kind: WireKind) -> &str {
        self.wires
            .iter()
            .find(|w| w.kind == kind)
            .map_or(kind.name(), |w| w.name.as_str())
    }

    /// The generated handle type of the first wire kind with behaviour `kind`: `ValueRef` for
    /// the `data`-like kind, `<Name>Ref` for the others (`StateRef`, `DependRef`, `OrderRef`).
    pub fn handle_name(&self, kind: WireKind) -> String {
        handle_name(kind, self.wire_name(kind), true)
    }

    /// The declared wire kind the table calls `name`.
    pub fn wire(&self, name: &str) -> Option<&Wire> {
        self.wires.iter().find(|w| w.name == name)
    }

    /// The generated handle type of the wire kind the table calls `name` (the first kind of
    /// behaviour `kind`'s handle when it declares none of that name).
    pub fn handle_of(&self, kind: WireKind, name: &str) -> String {
        self.wire(name)
            .map_or_else(|| self.handle_name(kind), Wire::handle)
    }

    /// Whether `gate` is a state gate: the `state_gates` role names it, or it has state users.
    pub fn is_state_gate(&self, gate: &Gate) -> bool {
        !gate.state_out.is_empty()
            || self
                .role(Role::StateGates)
                .is_some_and(|ops| ops.contains(&gate.opcode))
    }

    /// The name of an opcode reference.
    pub fn opcode_ref_name(&self, r: OpcodeRef) -> &str {
        match r {
            OpcodeRef::Gate(i) => &self.gates[i].named.name,
            OpcodeRef::Class(i) => &self.classes[i].named.name,
            OpcodeRef::Set(i) => &self.opcode_sets[i].named.name,
        }
    }
}
