//! A hand-written stand-in for a generated IR layer, for the unit tests: five opcodes in two
//! classes, written as the generator would write them.

use crate::{
    BitfieldInfo, BitfieldKind, DependCount, DependInfo, FieldInfo, InputInfo, OpcodeEnum,
    OpcodeInfo, OpcodeRange, OpcodeSet, Repeat, TypeConstraint, UserInfo, WireShape,
};

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Op {
    Start = 0,
    Add = 1,
    Sub = 2,
    Mul = 3,
    Load = 4,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Class {
    Root,
    Arith,
    Memory,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Flags(pub u64);

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    Mir,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TypeSet(pub u64);

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TypeVar {
    Own,
}

pub const ARITH: OpcodeRange<Op> = OpcodeRange::new(1, 4);
pub const EMPTY: OpcodeRange<Op> = OpcodeRange::new(4, 4);

static LIST_STARTS: [Op; 2] = [Op::Start, Op::Load];
static MASK_STARTS: [u64; 1] = [0b10001];
pub const STARTS: OpcodeSet<Op> = OpcodeSet {
    list: &LIST_STARTS,
    mask: &MASK_STARTS,
};

const INT: TypeConstraint<Op> = TypeConstraint {
    types: TypeSet(0b110),
    var: None,
};
const OWN: TypeConstraint<Op> = TypeConstraint {
    types: TypeSet(0),
    var: Some(TypeVar::Own),
};

static ROOT_SHAPE: WireShape<Op> = WireShape {
    state_in: &[],
    depend_in: DependCount::Fixed(0),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[UserInfo {
        exactly_one: true,
        opcodes: STARTS,
    }],
    depend_out: true,
    depend_outs: &["order"],
    data_out: None,
};
static BINARY: WireShape<Op> = WireShape {
    state_in: &[],
    depend_in: DependCount::Fixed(0),
    depend_kinds: &[],
    data_in: &[
        InputInfo {
            wire: "value",
            name: Some("lhs"),
            types: INT,
            from: None,
            repeat: Repeat::Once,
            optional: false,
        },
        InputInfo {
            wire: "value",
            name: Some("rhs"),
            types: OWN,
            from: None,
            repeat: Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(OWN),
};
static LOAD: WireShape<Op> = WireShape {
    state_in: &[InputInfo {
        wire: "control",
        name: None,
        types: TypeConstraint {
            types: TypeSet(0),
            var: None,
        },
        from: Some(STARTS),
        repeat: Repeat::Once,
        optional: false,
    }],
    depend_in: DependCount::Bitfield,
    depend_kinds: &[DependInfo {
        wire: "order",
        count: DependCount::Bitfield,
    }],
    data_in: &[],
    state_out: &[],
    depend_out: true,
    depend_outs: &["order"],
    data_out: Some(INT),
};

const NO_BITFIELD: BitfieldInfo = BitfieldInfo {
    kind: BitfieldKind::None,
    doc: "",
    values: &[],
    names: &[],
    value: false,
};

const fn row(
    name: &'static str,
    class: Class,
    shape: &'static WireShape<Op>,
    root: Option<Op>,
) -> OpcodeInfo<Op> {
    OpcodeInfo {
        name,
        doc: "An opcode of the fixture.",
        class,
        level: Some(Level::Mir),
        flags: Flags(0),
        shape,
        root,
        bitfield: NO_BITFIELD,
        fields: &[],
    }
}

pub static INFO: [OpcodeInfo<Op>; 5] = [
    row("START", Class::Root, &ROOT_SHAPE, None),
    row("ADD", Class::Arith, &BINARY, None),
    row("SUB", Class::Arith, &BINARY, None),
    row("MUL", Class::Arith, &BINARY, None),
    OpcodeInfo {
        bitfield: BitfieldInfo {
            kind: BitfieldKind::Count,
            doc: "Number of dependencies.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[FieldInfo {
            name: "offset",
            ty: "i32",
            doc: "Bytes past the address.",
        }],
        ..row("LOAD", Class::Memory, &LOAD, Some(Op::Start))
    },
];

/// Opcode numbers sorted by name.
pub static BY_NAME: [u16; 5] = [1, 4, 3, 0, 2];

impl OpcodeEnum for Op {
    type Class = Class;
    type Flags = Flags;
    type TypeSet = TypeSet;
    type TypeVar = TypeVar;
    type Level = Level;

    const OPCODES: &'static [Op] = &[Op::Start, Op::Add, Op::Sub, Op::Mul, Op::Load];

    fn number(self) -> u16 {
        self as u16
    }

    fn info(self) -> &'static OpcodeInfo<Op> {
        &INFO[self as usize]
    }
}

/// The fixture's primary types: bit `n` of a [`TypeSet`] is type `n`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Ty {
    Void,
    I32,
    I64,
}

static TYPES: [crate::graph::TypeInfo<Ty>; 3] = [
    crate::graph::TypeInfo {
        ty: Ty::Void,
        name: "VOID",
        spelling: "void",
        bits: None,
        float: false,
    },
    crate::graph::TypeInfo {
        ty: Ty::I32,
        name: "I32",
        spelling: "i32",
        bits: Some(32),
        float: false,
    },
    crate::graph::TypeInfo {
        ty: Ty::I64,
        name: "I64",
        spelling: "i64",
        bits: Some(64),
        float: false,
    },
];

static LAYER: crate::graph::LayerInfo<Op> = crate::graph::LayerInfo {
    name: "fixture",
    types: &TYPES,
    roots: &[Op::Start],
    no_value: Some(Ty::Void),
    wires: ["control", "order", "value", "root"],
    kinds: &[
        ("control", crate::graph::WireKind::State),
        ("order", crate::graph::WireKind::Depend),
        ("value", crate::graph::WireKind::Data),
        ("root", crate::graph::WireKind::Root),
    ],
    type_vars: &[(TypeVar::Own, "OWN")],
    rules: crate::graph::GraphRules::NONE,
};

impl crate::graph::GraphLayer for Op {
    type Type = Ty;

    fn layer() -> &'static crate::graph::LayerInfo<Op> {
        &LAYER
    }

    fn type_index(t: Ty) -> usize {
        t as usize
    }

    fn type_bits(set: TypeSet) -> u64 {
        set.0
    }
}
