// generated from examples/dataflow/spec/dataflow.yaml; do not edit

/// A primary (machine) type: the bit width of a value and the kind of register it lives in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum MachineType {
    /// A truth value.
    Bool,
    /// A 64-bit integer.
    Int,
    /// A 64-bit float.
    Real,
    /// An address.
    Addr,
}
impl MachineType {
    /// Every primary type, in declaration order.
    pub const ALL: [MachineType; 4] = [
        MachineType::Bool,
        MachineType::Int,
        MachineType::Real,
        MachineType::Addr,
    ];
    const NAMES: [&'static str; 4] = ["BOOL", "INT", "REAL", "ADDR"];
    const SPELLINGS: [&'static str; 4] = ["bool", "int", "real", "addr"];
    const BITS: [Option<u32>; 4] = [Some(1), Some(64), Some(64), Some(64)];
    /// The name used in the spec, such as `I32`.
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    /// The spelling in textual IR, such as `i32`.
    pub const fn spelling(self) -> &'static str {
        Self::SPELLINGS[self as usize]
    }
    /// Width in bits, when fixed.
    pub const fn bits(self) -> Option<u32> {
        Self::BITS[self as usize]
    }
    /// The type spelled `s` in textual IR.
    pub fn from_spelling(s: &str) -> Option<MachineType> {
        match s {
            "bool" => Some(MachineType::Bool),
            "int" => Some(MachineType::Int),
            "real" => Some(MachineType::Real),
            "addr" => Some(MachineType::Addr),
            _ => None,
        }
    }
}
impl ::core::fmt::Display for MachineType {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(self.spelling())
    }
}
/// A set of primary types, as a bit mask over `MachineType` numbers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct TypeSet(pub u64);
impl TypeSet {
    /// The empty set.
    pub const EMPTY: TypeSet = TypeSet(0);
    /// The types arithmetic works on.
    pub const NUMBER: TypeSet = TypeSet(6);
    /// Every named set with its spec name.
    pub const NAMED: [(&'static str, TypeSet); 1] = [("NUMBER", TypeSet::NUMBER)];
    /// The set holding only `t`.
    pub const fn of(t: MachineType) -> TypeSet {
        TypeSet(1 << t as u32)
    }
    /// Whether `t` is a member.
    pub const fn contains(self, t: MachineType) -> bool {
        self.0 & (1 << t as u32) != 0
    }
    /// The union of two sets.
    pub const fn union(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 | other.0)
    }
    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}
/// A type variable: a type fixed per gate rather than per opcode.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TypeVar {
    /// The gate's own type; an input typed T carries a value of exactly that type.
    T,
}
/// A set of flags, one bit per flag declared in the spec. It prints as the spec's names
/// joined by ` | ` (`pure | commutative`, `none` for the empty set); `{:?}` wraps that
/// in `Flags(...)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Flags(pub u64);
impl ::core::fmt::Display for Flags {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        let mut text = ::std::string::String::new();
        for (name, flag) in Flags::NAMED {
            if flag.0 != 0 && self.contains(flag) {
                if !text.is_empty() {
                    text.push_str(" | ");
                }
                text.push_str(name);
            }
        }
        let known = Flags::NAMED.iter().fold(0, |m, (_, x)| m | x.0);
        if self.0 & !known != 0 {
            if !text.is_empty() {
                text.push_str(" | ");
            }
            text.push_str(&::std::format!("{:#x}", self.0 & ! known));
        }
        if text.is_empty() {
            text.push_str("none");
        }
        f.pad(&text)
    }
}
impl ::core::fmt::Debug for Flags {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::core::write!(f, "Flags({self})")
    }
}
impl Flags {
    /// No flag.
    pub const NONE: Flags = Flags(0);
    /// No effect; equal inputs give equal results.
    pub const PURE: Flags = Flags(1);
    /// Touches memory.
    pub const EFFECT: Flags = Flags(2);
    /// Every flag with its spec name.
    pub const NAMED: [(&'static str, Flags); 2] = [
        ("pure", Flags::PURE),
        ("effect", Flags::EFFECT),
    ];
    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: Flags) -> bool {
        self.0 & other.0 == other.0
    }
    /// The union of two sets.
    pub const fn union(self, other: Flags) -> Flags {
        Flags(self.0 | other.0)
    }
}
/// The level an opcode belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// High level: language-specific.
    Hir,
    /// Middle level: independent of language and target.
    Mir,
    /// Low level: target-specific.
    Lir,
}
/// How CMP compares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u64)]
pub enum Cond {
    /// Equal.
    Eq = 0,
    /// Less than.
    Lt = 1,
    /// Less than or equal.
    Le = 2,
}
impl Cond {
    /// Every case, in declaration order.
    pub const ALL: [Cond; 3] = [Cond::Eq, Cond::Lt, Cond::Le];
    /// Width of the bitfield in bits.
    pub const WIDTH: u32 = 3u32;
    /// The bitfield value of this case.
    pub const fn bits(self) -> u64 {
        self as u64
    }
    /// The case whose bitfield value is `bits`.
    pub const fn from_bits(bits: u64) -> Option<Cond> {
        match bits {
            0 => Some(Cond::Eq),
            1 => Some(Cond::Lt),
            2 => Some(Cond::Le),
            _ => None,
        }
    }
    /// The name used in the spec.
    pub const fn name(self) -> &'static str {
        match self {
            Cond::Eq => "EQ",
            Cond::Lt => "LT",
            Cond::Le => "LE",
        }
    }
    /// The case named `s`, ignoring ASCII case.
    pub fn from_name(s: &str) -> Option<Cond> {
        match s.to_ascii_lowercase().as_str() {
            "eq" => Some(Cond::Eq),
            "lt" => Some(Cond::Lt),
            "le" => Some(Cond::Le),
            _ => None,
        }
    }
}
impl ::core::fmt::Display for Cond {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(self.name())
    }
}
/// The class tree, in depth-first order. Each class owns one contiguous `OpcodeRange`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Class {
    /// Gates that shape control flow.
    Control,
    /// Gates that compute values.
    Value,
    /// Values that take no value input.
    Leaf,
    /// Arithmetic on numbers.
    Arith,
    /// Comparisons.
    Compare,
    /// Choices between values.
    Choose,
    /// Loads and stores.
    Memory,
}
/// The opcode range of every class.
pub mod class_range {
    /// Opcodes of class `Control`: 0..4.
    pub const CONTROL: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        0u16,
        4u16,
    );
    /// Opcodes of class `Value`: 4..11.
    pub const VALUE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        4u16,
        11u16,
    );
    /// Opcodes of class `Leaf`: 4..6.
    pub const LEAF: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        4u16,
        6u16,
    );
    /// Opcodes of class `Arith`: 6..9.
    pub const ARITH: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        6u16,
        9u16,
    );
    /// Opcodes of class `Compare`: 9..10.
    pub const COMPARE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        9u16,
        10u16,
    );
    /// Opcodes of class `Choose`: 10..11.
    pub const CHOOSE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        10u16,
        11u16,
    );
    /// Opcodes of class `Memory`: 11..14.
    pub const MEMORY: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        11u16,
        14u16,
    );
}
impl Class {
    /// Every class, parents before children.
    pub const ALL: [Class; 7] = [
        Class::Control,
        Class::Value,
        Class::Leaf,
        Class::Arith,
        Class::Compare,
        Class::Choose,
        Class::Memory,
    ];
    const NAMES: [&'static str; 7] = [
        "Control",
        "Value",
        "Leaf",
        "Arith",
        "Compare",
        "Choose",
        "Memory",
    ];
    const DOCS: [&'static str; 7] = [
        "Gates that shape control flow.",
        "Gates that compute values.",
        "Values that take no value input.",
        "Arithmetic on numbers.",
        "Comparisons.",
        "Choices between values.",
        "Loads and stores.",
    ];
    const PARENTS: [Option<Class>; 7] = [
        None,
        None,
        Some(Class::Value),
        Some(Class::Value),
        Some(Class::Value),
        Some(Class::Value),
        None,
    ];
    const RANGES: [::opforge_ir::OpcodeRange<Opcode>; 7] = [
        class_range::CONTROL,
        class_range::VALUE,
        class_range::LEAF,
        class_range::ARITH,
        class_range::COMPARE,
        class_range::CHOOSE,
        class_range::MEMORY,
    ];
    const DEPTHS: [u8; 7] = [0u8, 0u8, 1u8, 1u8, 1u8, 1u8, 0u8];
    /// The name used in the spec.
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    /// Its documentation.
    pub const fn doc(self) -> &'static str {
        Self::DOCS[self as usize]
    }
    /// Its parent class.
    pub const fn parent(self) -> Option<Class> {
        Self::PARENTS[self as usize]
    }
    /// Depth in the tree (top-level classes are 0).
    pub const fn depth(self) -> u8 {
        Self::DEPTHS[self as usize]
    }
    /// Its opcodes, as one contiguous range.
    pub const fn range(self) -> ::opforge_ir::OpcodeRange<Opcode> {
        Self::RANGES[self as usize]
    }
    /// Whether `op` belongs to the class or one of its descendants.
    pub const fn contains(self, op: Opcode) -> bool {
        self.range().contains_number(op as u16)
    }
    /// The class named `name` in the spec.
    pub fn from_name(name: &str) -> Option<Class> {
        Self::ALL.iter().copied().find(|c| c.name() == name)
    }
}
impl ::core::fmt::Display for Class {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(self.name())
    }
}
/// The opcodes of `dataflow`, numbered by a depth-first walk of the class tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Opcode {
    /// Where control and memory begin.
    Start = 0,
    /// Goes one of two ways on a truth value.
    Branch = 1,
    /// Where several control paths meet.
    Join = 2,
    /// Leaves with a value.
    End = 3,
    /// A parameter, at the position its bitfield gives.
    Param = 4,
    /// A constant, whose bits are the bitfield.
    Const = 5,
    /// Adds two numbers.
    Add = 6,
    /// Multiplies two numbers.
    Mul = 7,
    /// Negates a number.
    Neg = 8,
    /// Compares two numbers under the condition in the bitfield.
    Cmp = 9,
    /// Picks one of two values by a truth value.
    Select = 10,
    /// Reads a value from memory after the effects it depends on.
    Load = 11,
    /// Writes a value to memory after the effects it depends on.
    Store = 12,
    /// Orders after every effect it depends on.
    Sync = 13,
}
impl Opcode {
    /// Every opcode, in opcode order.
    pub const ALL: [Opcode; 14] = [
        Opcode::Start,
        Opcode::Branch,
        Opcode::Join,
        Opcode::End,
        Opcode::Param,
        Opcode::Const,
        Opcode::Add,
        Opcode::Mul,
        Opcode::Neg,
        Opcode::Cmp,
        Opcode::Select,
        Opcode::Load,
        Opcode::Store,
        Opcode::Sync,
    ];
    /// Number of opcodes.
    pub const COUNT: usize = 14;
    /// The opcode numbered `n`.
    pub const fn from_u16(n: u16) -> Option<Opcode> {
        if (n as usize) < Self::COUNT { Some(Self::ALL[n as usize]) } else { None }
    }
    /// The opcode's number.
    pub const fn as_u16(self) -> u16 {
        self as u16
    }
    /// Static facts about the opcode.
    pub const fn info(self) -> &'static ::opforge_ir::OpcodeInfo<Opcode> {
        &OPCODE_INFO[self as usize]
    }
    /// The name used in the spec, such as `ADD`.
    pub const fn name(self) -> &'static str {
        self.info().name
    }
    /// The opcode's documentation.
    pub const fn doc(self) -> &'static str {
        self.info().doc
    }
    /// Its leaf class.
    pub const fn class(self) -> Class {
        self.info().class
    }
    /// Its flags.
    pub const fn flags(self) -> Flags {
        self.info().flags
    }
    /// Whether it carries every flag of `flags`.
    pub const fn has(self, flags: Flags) -> bool {
        self.info().flags.contains(flags)
    }
    /// Its wires.
    pub const fn shape(self) -> &'static ::opforge_ir::WireShape<Opcode> {
        self.info().shape
    }
    /// Whether the opcode is in class `Control` (0..4).
    #[inline]
    pub const fn is_control(self) -> bool {
        (self as u16) < 4u16
    }
    /// Whether the opcode is in class `Value` (4..11).
    #[inline]
    pub const fn is_value(self) -> bool {
        (self as u16).wrapping_sub(4u16) < 7u16
    }
    /// Whether the opcode is in class `Leaf` (4..6).
    #[inline]
    pub const fn is_leaf(self) -> bool {
        (self as u16).wrapping_sub(4u16) < 2u16
    }
    /// Whether the opcode is in class `Arith` (6..9).
    #[inline]
    pub const fn is_arith(self) -> bool {
        (self as u16).wrapping_sub(6u16) < 3u16
    }
    /// Whether the opcode is in class `Compare` (9..10).
    #[inline]
    pub const fn is_compare(self) -> bool {
        (self as u16).wrapping_sub(9u16) < 1u16
    }
    /// Whether the opcode is in class `Choose` (10..11).
    #[inline]
    pub const fn is_choose(self) -> bool {
        (self as u16).wrapping_sub(10u16) < 1u16
    }
    /// Whether the opcode is in class `Memory` (11..14).
    #[inline]
    pub const fn is_memory(self) -> bool {
        (self as u16).wrapping_sub(11u16) < 3u16
    }
}
impl ::core::str::FromStr for Opcode {
    type Err = ::opforge_ir::UnknownOpcode;
    fn from_str(s: &str) -> Result<Opcode, ::opforge_ir::UnknownOpcode> {
        /// Opcode numbers sorted by name, for a binary search.
        static BY_NAME: [u16; 14] = [6, 1, 9, 5, 3, 2, 11, 7, 8, 4, 10, 0, 12, 13];
        ::opforge_ir::find_opcode(&BY_NAME, s)
    }
}
impl ::opforge_ir::OpcodeEnum for Opcode {
    type Class = Class;
    type Flags = Flags;
    type TypeSet = TypeSet;
    type TypeVar = TypeVar;
    type Level = Level;
    const OPCODES: &'static [Opcode] = &Opcode::ALL;
    fn number(self) -> u16 {
        self as u16
    }
    fn info(self) -> &'static ::opforge_ir::OpcodeInfo<Opcode> {
        &OPCODE_INFO[self as usize]
    }
}
impl ::core::fmt::Display for Opcode {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(self.name())
    }
}
impl ::core::convert::TryFrom<u16> for Opcode {
    type Error = u16;
    fn try_from(n: u16) -> Result<Opcode, u16> {
        Opcode::from_u16(n).ok_or(n)
    }
}
static OPCODE_LIST_0: [Opcode; 3] = [Opcode::Branch, Opcode::Join, Opcode::End];
static OPCODE_MASK_0: [u64; 1] = [14];
static OPCODE_LIST_1: [Opcode; 2] = [Opcode::Start, Opcode::Join];
static OPCODE_MASK_1: [u64; 1] = [5];
static OPCODE_LIST_2: [Opcode; 2] = [Opcode::Join, Opcode::End];
static OPCODE_MASK_2: [u64; 1] = [12];
static OPCODE_LIST_3: [Opcode; 2] = [Opcode::Start, Opcode::Branch];
static OPCODE_MASK_3: [u64; 1] = [3];
static OPCODE_LIST_4: [Opcode; 2] = [Opcode::Branch, Opcode::End];
static OPCODE_MASK_4: [u64; 1] = [10];
static OPCODE_LIST_5: [Opcode; 3] = [Opcode::Start, Opcode::Branch, Opcode::Join];
static OPCODE_MASK_5: [u64; 1] = [7];
static SHAPE_0: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_0,
                mask: &OPCODE_MASK_0,
            },
        },
    ],
    depend_out: true,
    depend_outs: &["order"],
    data_out: None,
};
static SHAPE_1: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_1,
                mask: &OPCODE_MASK_1,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("condition"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(1),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_2,
                mask: &OPCODE_MASK_2,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_2: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: Some("paths"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_3,
                mask: &OPCODE_MASK_3,
            }),
            repeat: ::opforge_ir::Repeat::Bitfield,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_4,
                mask: &OPCODE_MASK_4,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_3: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_5,
                mask: &OPCODE_MASK_5,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "order",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("result"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(6),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_4: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(0),
        var: Some(TypeVar::T),
    }),
};
static SHAPE_5: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("lhs"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::T),
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("rhs"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::T),
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(6),
        var: None,
    }),
};
static SHAPE_6: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("operand"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::T),
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(6),
        var: None,
    }),
};
static SHAPE_7: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(6),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(6),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(1),
        var: None,
    }),
};
static SHAPE_8: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("condition"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(1),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("if_true"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::T),
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("if_false"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::T),
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(0),
        var: Some(TypeVar::T),
    }),
};
static SHAPE_9: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "order",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("address"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(8),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: true,
    depend_outs: &["order"],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(0),
        var: Some(TypeVar::T),
    }),
};
static SHAPE_10: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "order",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("address"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(8),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("value"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(6),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: true,
    depend_outs: &["order"],
    data_out: None,
};
static SHAPE_11: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Bitfield,
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "order",
            count: ::opforge_ir::DependCount::Bitfield,
        },
    ],
    data_in: &[],
    state_out: &[],
    depend_out: true,
    depend_outs: &["order"],
    data_out: None,
};
/// Static facts about every opcode, indexed by opcode number.
pub static OPCODE_INFO: [::opforge_ir::OpcodeInfo<Opcode>; 14] = [
    ::opforge_ir::OpcodeInfo {
        name: "START",
        doc: "Where control and memory begin.",
        class: Class::Control,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_0,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "BRANCH",
        doc: "Goes one of two ways on a truth value.",
        class: Class::Control,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_1,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "JOIN",
        doc: "Where several control paths meet.",
        class: Class::Control,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_2,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of paths.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "END",
        doc: "Leaves with a value.",
        class: Class::Control,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_3,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "PARAM",
        doc: "A parameter, at the position its bitfield gives.",
        class: Class::Leaf,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_4,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Bits(8u8),
            doc: "The parameter's position.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "CONST",
        doc: "A constant, whose bits are the bitfield.",
        class: Class::Leaf,
        level: None,
        flags: Flags(1),
        shape: &SHAPE_4,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Bits(64u8),
            doc: "The constant's bits.",
            values: &[],
            names: &[],
            value: true,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "ADD",
        doc: "Adds two numbers.",
        class: Class::Arith,
        level: None,
        flags: Flags(1),
        shape: &SHAPE_5,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "MUL",
        doc: "Multiplies two numbers.",
        class: Class::Arith,
        level: None,
        flags: Flags(1),
        shape: &SHAPE_5,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "NEG",
        doc: "Negates a number.",
        class: Class::Arith,
        level: None,
        flags: Flags(1),
        shape: &SHAPE_6,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "CMP",
        doc: "Compares two numbers under the condition in the bitfield.",
        class: Class::Compare,
        level: None,
        flags: Flags(1),
        shape: &SHAPE_7,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Enum("Cond"),
            doc: "How CMP compares.",
            values: &[0, 1, 2],
            names: &["EQ", "LT", "LE"],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "SELECT",
        doc: "Picks one of two values by a truth value.",
        class: Class::Choose,
        level: None,
        flags: Flags(1),
        shape: &SHAPE_8,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "LOAD",
        doc: "Reads a value from memory after the effects it depends on.",
        class: Class::Memory,
        level: None,
        flags: Flags(2),
        shape: &SHAPE_9,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "STORE",
        doc: "Writes a value to memory after the effects it depends on.",
        class: Class::Memory,
        level: None,
        flags: Flags(2),
        shape: &SHAPE_10,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::None,
            doc: "",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "SYNC",
        doc: "Orders after every effect it depends on.",
        class: Class::Memory,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_11,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of effects.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
];
/// The root gates, each at a fixed offset (its number) in every circuit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Root {}
impl Root {
    /// Every root, in offset order.
    pub const ALL: [Root; 0] = [];
    /// The root's opcode.
    pub const fn opcode(self) -> Opcode {
        match self {}
    }
    /// The root's fixed offset in every circuit.
    pub const fn offset(self) -> u32 {
        self as u32
    }
    /// The root whose opcode is `op`.
    pub const fn of(op: Opcode) -> Option<Root> {
        let _ = op;
        None
    }
}
/// The gates the hand-written graph rules and walks need, by role (the spec's `roles`).
/// Only the roles the spec gives are here.
pub mod roles {}
/// The graph rules the spec asks the runtime verifier to run (the spec's `graph_rules`):
/// `true` for each one asked for, whose roles are then sure to be in `roles`.
pub mod graph_rules {
    /// `reachability`: Every state gate is reached from the `state_entry` root along state wires. Needs `state_entry`, `state_gates`.
    pub const REACHABILITY: bool = false;
    /// `acyclic`: Data and dependency flow is acyclic, except through the input of a `loop_begin`'s selector that comes from its `loop_back`. Needs `loop_begin`, `value_selector`, `depend_selector`.
    pub const ACYCLIC: bool = false;
    /// `selector_arity`: A selector has one value (or dependency) input per state input of its `merge` or `loop_begin`. Needs `merge`, `loop_begin`, `value_selector`, `depend_selector`.
    pub const SELECTOR_ARITY: bool = false;
    /// `closed_loops`: Every `loop_back` input of a `loop_begin` is reached from that `loop_begin` along state wires: a cycle of the state graph closes the loop. Needs `state_entry`, `state_gates`, `loop_begin`, `loop_back`.
    pub const CLOSED_LOOPS: bool = false;
    /// `schedulable`: The block of a value's definition dominates the block of each of its uses (dominators of the state graph from `state_entry`; a selector's input is used at its join's matching predecessor), so every gate can be scheduled. Needs `state_entry`, `state_gates`, `merge`, `loop_begin`, `value_selector`, `depend_selector`.
    pub const SCHEDULABLE: bool = false;
    /// `distinct_cases`: The `switch_case`s of one branch have distinct values, compared at the width of the type of the branch's first data input (so 255 and -1 are one case of an 8-bit value). Needs `switch_case`.
    pub const DISTINCT_CASES: bool = false;
    /// `parameter_types`: The `parameter` gates of one position have one machine type. Needs `parameter`.
    pub const PARAMETER_TYPES: bool = false;
    /// `return_type`: Every `return` of a function gives a value of one machine type, or every one gives none. Needs `return`.
    pub const RETURN_TYPE: bool = false;
}
static LAYER_TYPES: [::opforge_ir::graph::TypeInfo<MachineType>; 4] = [
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::Bool,
        name: "BOOL",
        spelling: "bool",
        bits: Some(1),
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::Int,
        name: "INT",
        spelling: "int",
        bits: Some(64),
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::Real,
        name: "REAL",
        spelling: "real",
        bits: Some(64),
        float: true,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::Addr,
        name: "ADDR",
        spelling: "addr",
        bits: Some(64),
        float: false,
    },
];
/// The table's facts beyond the opcode rows, for the gate-graph runtime: its types, roots
/// in offset order, the type of gates without a value, wire names and type variables.
pub static LAYER: ::opforge_ir::graph::LayerInfo<Opcode> = ::opforge_ir::graph::LayerInfo {
    name: "dataflow",
    types: &LAYER_TYPES,
    roots: &[],
    no_value: None,
    wires: ["state", "order", "data", "root"],
    kinds: &[
        ("state", ::opforge_ir::graph::WireKind::State),
        ("order", ::opforge_ir::graph::WireKind::Depend),
        ("data", ::opforge_ir::graph::WireKind::Data),
    ],
    type_vars: &[(TypeVar::T, "T")],
    rules: ::opforge_ir::graph::GraphRules::NONE,
};
impl ::opforge_ir::GraphLayer for Opcode {
    type Type = MachineType;
    fn layer() -> &'static ::opforge_ir::graph::LayerInfo<Opcode> {
        &LAYER
    }
    fn type_index(t: MachineType) -> usize {
        t as usize
    }
    fn type_bits(set: TypeSet) -> u64 {
        set.0
    }
}
