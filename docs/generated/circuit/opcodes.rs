// generated from spec/circuit.yaml; do not edit

/// A primary (machine) type: the bit width of a value and the kind of register it lives in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum MachineType {
    /// No value is produced.
    Novalue,
    /// A one-bit boolean.
    I1,
    /// An 8-bit integer.
    I8,
    /// A 16-bit integer.
    I16,
    /// A 32-bit integer.
    I32,
    /// A 64-bit integer.
    I64,
    /// A single-precision float.
    F32,
    /// A double-precision float.
    F64,
    /// An integer as wide as the target's pointers.
    Arch,
}
impl MachineType {
    /// Every primary type, in declaration order.
    pub const ALL: [MachineType; 9] = [
        MachineType::Novalue,
        MachineType::I1,
        MachineType::I8,
        MachineType::I16,
        MachineType::I32,
        MachineType::I64,
        MachineType::F32,
        MachineType::F64,
        MachineType::Arch,
    ];
    const NAMES: [&'static str; 9] = [
        "NOVALUE",
        "I1",
        "I8",
        "I16",
        "I32",
        "I64",
        "F32",
        "F64",
        "ARCH",
    ];
    const SPELLINGS: [&'static str; 9] = [
        "novalue",
        "i1",
        "i8",
        "i16",
        "i32",
        "i64",
        "f32",
        "f64",
        "arch",
    ];
    const BITS: [Option<u32>; 9] = [
        None,
        Some(1),
        Some(8),
        Some(16),
        Some(32),
        Some(64),
        Some(32),
        Some(64),
        None,
    ];
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
            "novalue" => Some(MachineType::Novalue),
            "i1" => Some(MachineType::I1),
            "i8" => Some(MachineType::I8),
            "i16" => Some(MachineType::I16),
            "i32" => Some(MachineType::I32),
            "i64" => Some(MachineType::I64),
            "f32" => Some(MachineType::F32),
            "f64" => Some(MachineType::F64),
            "arch" => Some(MachineType::Arch),
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
    /// Every type that carries a value.
    pub const ANYVALUE: TypeSet = TypeSet(510);
    /// Every integer type (pointers included as ARCH).
    pub const ANYINT: TypeSet = TypeSet(318);
    /// Every floating-point type.
    pub const ANYFLOAT: TypeSet = TypeSet(192);
    /// Every named set with its spec name.
    pub const NAMED: [(&'static str, TypeSet); 3] = [
        ("ANYVALUE", TypeSet::ANYVALUE),
        ("ANYINT", TypeSet::ANYINT),
        ("ANYFLOAT", TypeSet::ANYFLOAT),
    ];
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
    /// The gate's own machine type, picked when the gate is built rather than fixed by its opcode. An input typed FLEX must carry a value of exactly that type; an output typed FLEX produces it.
    Flex,
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
    /// The result depends on the data inputs alone: no dependency wires and no effect on memory, so two such gates with equal inputs, type and bitfield compute the same value.
    pub const PURE: Flags = Flags(1);
    /// Swapping the two data inputs leaves the result unchanged.
    pub const COMMUTATIVE: Flags = Flags(2);
    /// The state leaves the function; it has no successor state.
    pub const TERMINATOR: Flags = Flags(4);
    /// May change memory or other state seen after it. Such a gate keeps its place on the dependency chain and stays even when nothing uses its value.
    pub const SIDE_EFFECT: Flags = Flags(8);
    /// Observes memory, so it must stay after the writes that reach it through its dependency input.
    pub const READS_MEMORY: Flags = Flags(16);
    /// May raise an exception, in which case control continues at its IF_EXCEPTION successor.
    pub const MAY_THROW: Flags = Flags(32);
    /// Every flag with its spec name.
    pub const NAMED: [(&'static str, Flags); 6] = [
        ("pure", Flags::PURE),
        ("commutative", Flags::COMMUTATIVE),
        ("terminator", Flags::TERMINATOR),
        ("side_effect", Flags::SIDE_EFFECT),
        ("reads_memory", Flags::READS_MEMORY),
        ("may_throw", Flags::MAY_THROW),
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
    /// High level: operations of one source language, usually its bytecodes.
    Hir,
    /// Middle level: independent of both the language and the target.
    Mir,
    /// Low level: close to the target's machine instructions.
    Lir,
}
/// How FCMP compares its operands. "Ordered" cases are false when either operand is NaN; "unordered" cases are true then.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u64)]
pub enum FcmpCond {
    /// Never holds; nothing is compared.
    False = 0,
    /// Neither is NaN and they are equal.
    Oeq = 1,
    /// Neither is NaN and the first is greater.
    Ogt = 2,
    /// Neither is NaN and the first is greater or equal.
    Oge = 3,
    /// Neither is NaN and the first is less.
    Olt = 4,
    /// Neither is NaN and the first is less or equal.
    Ole = 5,
    /// Neither is NaN and they differ.
    One = 6,
    /// Neither is NaN.
    Ord = 7,
    /// At least one is NaN.
    Uno = 8,
    /// One is NaN or they are equal.
    Ueq = 9,
    /// One is NaN or the first is greater.
    Ugt = 10,
    /// One is NaN or the first is greater or equal.
    Uge = 11,
    /// One is NaN or the first is less.
    Ult = 12,
    /// One is NaN or the first is less or equal.
    Ule = 13,
    /// One is NaN or they differ.
    Une = 14,
    /// Always holds; nothing is compared.
    True = 15,
}
impl FcmpCond {
    /// Every case, in declaration order.
    pub const ALL: [FcmpCond; 16] = [
        FcmpCond::False,
        FcmpCond::Oeq,
        FcmpCond::Ogt,
        FcmpCond::Oge,
        FcmpCond::Olt,
        FcmpCond::Ole,
        FcmpCond::One,
        FcmpCond::Ord,
        FcmpCond::Uno,
        FcmpCond::Ueq,
        FcmpCond::Ugt,
        FcmpCond::Uge,
        FcmpCond::Ult,
        FcmpCond::Ule,
        FcmpCond::Une,
        FcmpCond::True,
    ];
    /// Width of the bitfield in bits.
    pub const WIDTH: u32 = 4u32;
    /// The bitfield value of this case.
    pub const fn bits(self) -> u64 {
        self as u64
    }
    /// The case whose bitfield value is `bits`.
    pub const fn from_bits(bits: u64) -> Option<FcmpCond> {
        match bits {
            0 => Some(FcmpCond::False),
            1 => Some(FcmpCond::Oeq),
            2 => Some(FcmpCond::Ogt),
            3 => Some(FcmpCond::Oge),
            4 => Some(FcmpCond::Olt),
            5 => Some(FcmpCond::Ole),
            6 => Some(FcmpCond::One),
            7 => Some(FcmpCond::Ord),
            8 => Some(FcmpCond::Uno),
            9 => Some(FcmpCond::Ueq),
            10 => Some(FcmpCond::Ugt),
            11 => Some(FcmpCond::Uge),
            12 => Some(FcmpCond::Ult),
            13 => Some(FcmpCond::Ule),
            14 => Some(FcmpCond::Une),
            15 => Some(FcmpCond::True),
            _ => None,
        }
    }
    /// The name used in the spec.
    pub const fn name(self) -> &'static str {
        match self {
            FcmpCond::False => "FALSE",
            FcmpCond::Oeq => "OEQ",
            FcmpCond::Ogt => "OGT",
            FcmpCond::Oge => "OGE",
            FcmpCond::Olt => "OLT",
            FcmpCond::Ole => "OLE",
            FcmpCond::One => "ONE",
            FcmpCond::Ord => "ORD",
            FcmpCond::Uno => "UNO",
            FcmpCond::Ueq => "UEQ",
            FcmpCond::Ugt => "UGT",
            FcmpCond::Uge => "UGE",
            FcmpCond::Ult => "ULT",
            FcmpCond::Ule => "ULE",
            FcmpCond::Une => "UNE",
            FcmpCond::True => "TRUE",
        }
    }
    /// The case named `s`, ignoring ASCII case.
    pub fn from_name(s: &str) -> Option<FcmpCond> {
        match s.to_ascii_lowercase().as_str() {
            "false" => Some(FcmpCond::False),
            "oeq" => Some(FcmpCond::Oeq),
            "ogt" => Some(FcmpCond::Ogt),
            "oge" => Some(FcmpCond::Oge),
            "olt" => Some(FcmpCond::Olt),
            "ole" => Some(FcmpCond::Ole),
            "one" => Some(FcmpCond::One),
            "ord" => Some(FcmpCond::Ord),
            "uno" => Some(FcmpCond::Uno),
            "ueq" => Some(FcmpCond::Ueq),
            "ugt" => Some(FcmpCond::Ugt),
            "uge" => Some(FcmpCond::Uge),
            "ult" => Some(FcmpCond::Ult),
            "ule" => Some(FcmpCond::Ule),
            "une" => Some(FcmpCond::Une),
            "true" => Some(FcmpCond::True),
            _ => None,
        }
    }
}
impl ::core::fmt::Display for FcmpCond {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(self.name())
    }
}
/// How ICMP compares its operands. Codes with the top bit (0b1000) set read the operands as signed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u64)]
pub enum IcmpCond {
    /// The operands are equal (sign does not matter).
    Eq = 1,
    /// Unsigned greater than.
    Ugt = 2,
    /// Unsigned greater than or equal.
    Uge = 3,
    /// Unsigned less than.
    Ult = 4,
    /// Unsigned less than or equal.
    Ule = 5,
    /// The operands differ (sign does not matter).
    Ne = 6,
    /// Signed greater than.
    Sgt = 10,
    /// Signed greater than or equal.
    Sge = 11,
    /// Signed less than.
    Slt = 12,
    /// Signed less than or equal.
    Sle = 13,
}
impl IcmpCond {
    /// Every case, in declaration order.
    pub const ALL: [IcmpCond; 10] = [
        IcmpCond::Eq,
        IcmpCond::Ugt,
        IcmpCond::Uge,
        IcmpCond::Ult,
        IcmpCond::Ule,
        IcmpCond::Ne,
        IcmpCond::Sgt,
        IcmpCond::Sge,
        IcmpCond::Slt,
        IcmpCond::Sle,
    ];
    /// Width of the bitfield in bits.
    pub const WIDTH: u32 = 4u32;
    /// The bitfield value of this case.
    pub const fn bits(self) -> u64 {
        self as u64
    }
    /// The case whose bitfield value is `bits`.
    pub const fn from_bits(bits: u64) -> Option<IcmpCond> {
        match bits {
            1 => Some(IcmpCond::Eq),
            2 => Some(IcmpCond::Ugt),
            3 => Some(IcmpCond::Uge),
            4 => Some(IcmpCond::Ult),
            5 => Some(IcmpCond::Ule),
            6 => Some(IcmpCond::Ne),
            10 => Some(IcmpCond::Sgt),
            11 => Some(IcmpCond::Sge),
            12 => Some(IcmpCond::Slt),
            13 => Some(IcmpCond::Sle),
            _ => None,
        }
    }
    /// The name used in the spec.
    pub const fn name(self) -> &'static str {
        match self {
            IcmpCond::Eq => "EQ",
            IcmpCond::Ugt => "UGT",
            IcmpCond::Uge => "UGE",
            IcmpCond::Ult => "ULT",
            IcmpCond::Ule => "ULE",
            IcmpCond::Ne => "NE",
            IcmpCond::Sgt => "SGT",
            IcmpCond::Sge => "SGE",
            IcmpCond::Slt => "SLT",
            IcmpCond::Sle => "SLE",
        }
    }
    /// The case named `s`, ignoring ASCII case.
    pub fn from_name(s: &str) -> Option<IcmpCond> {
        match s.to_ascii_lowercase().as_str() {
            "eq" => Some(IcmpCond::Eq),
            "ugt" => Some(IcmpCond::Ugt),
            "uge" => Some(IcmpCond::Uge),
            "ult" => Some(IcmpCond::Ult),
            "ule" => Some(IcmpCond::Ule),
            "ne" => Some(IcmpCond::Ne),
            "sgt" => Some(IcmpCond::Sgt),
            "sge" => Some(IcmpCond::Sge),
            "slt" => Some(IcmpCond::Slt),
            "sle" => Some(IcmpCond::Sle),
            _ => None,
        }
    }
}
impl ::core::fmt::Display for IcmpCond {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(self.name())
    }
}
/// The class tree, in depth-first order. Each class owns one contiguous `OpcodeRange`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Class {
    /// Nodes at fixed offsets that anchor the graph or register lists of gates.
    Root,
    /// Pure state gates. They steer control flow and compute nothing.
    State,
    /// States that leave the function.
    Terminator,
    /// A plain state with one way in and one way out.
    Block,
    /// States that choose their successor from a value.
    Branch,
    /// States entered when a branch or a throwing gate picks them.
    Successor,
    /// States where several control paths come together.
    Join,
    /// The head of a loop and its back edge.
    Loop,
    /// Gates that tie the computation part to the state part or combine dependencies.
    Intermediate,
    /// Pick a value or a dependency by the path taken into a join.
    Selector,
    /// Turn reaching a state into a dependency.
    Relay,
    /// Helpers for wiring dependencies.
    Auxiliary,
    /// High-level instructions that stand for operations of one source language.
    Hir,
    /// A source-language bytecode kept whole.
    Bytecode,
    /// Middle-level instructions that depend on neither the language nor the target.
    Mir,
    /// Calls.
    Special,
    /// Floating-point arithmetic on one operand.
    FloatUnary,
    /// Integer arithmetic and bitwise logic on two operands.
    IntBinary,
    /// Floating-point arithmetic on two operands.
    FloatBinary,
    /// Comparisons that yield an I1 under a condition code.
    Compare,
    /// Changes of a value's machine type.
    Conversion,
    /// Reads and writes of memory.
    Memory,
    /// Values that exist from the start of the function.
    Prologue,
}
/// The opcode range of every class.
pub mod class_range {
    /// Opcodes of class `Root`: 0..8.
    pub const ROOT: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        0u16,
        8u16,
    );
    /// Opcodes of class `State`: 8..22.
    pub const STATE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        8u16,
        22u16,
    );
    /// Opcodes of class `Terminator`: 8..10.
    pub const TERMINATOR: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        8u16,
        10u16,
    );
    /// Opcodes of class `Block`: 10..11.
    pub const BLOCK: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        10u16,
        11u16,
    );
    /// Opcodes of class `Branch`: 11..13.
    pub const BRANCH: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        11u16,
        13u16,
    );
    /// Opcodes of class `Successor`: 13..19.
    pub const SUCCESSOR: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        13u16,
        19u16,
    );
    /// Opcodes of class `Join`: 19..20.
    pub const JOIN: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        19u16,
        20u16,
    );
    /// Opcodes of class `Loop`: 20..22.
    pub const LOOP: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        20u16,
        22u16,
    );
    /// Opcodes of class `Intermediate`: 22..26.
    pub const INTERMEDIATE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        22u16,
        26u16,
    );
    /// Opcodes of class `Selector`: 22..24.
    pub const SELECTOR: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        22u16,
        24u16,
    );
    /// Opcodes of class `Relay`: 24..25.
    pub const RELAY: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        24u16,
        25u16,
    );
    /// Opcodes of class `Auxiliary`: 25..26.
    pub const AUXILIARY: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        25u16,
        26u16,
    );
    /// Opcodes of class `Hir`: 26..27.
    pub const HIR: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        26u16,
        27u16,
    );
    /// Opcodes of class `Bytecode`: 26..27.
    pub const BYTECODE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        26u16,
        27u16,
    );
    /// Opcodes of class `Mir`: 27..64.
    pub const MIR: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        27u16,
        64u16,
    );
    /// Opcodes of class `Special`: 27..28.
    pub const SPECIAL: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        27u16,
        28u16,
    );
    /// Opcodes of class `FloatUnary`: 28..29.
    pub const FLOAT_UNARY: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        28u16,
        29u16,
    );
    /// Opcodes of class `IntBinary`: 29..43.
    pub const INT_BINARY: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        29u16,
        43u16,
    );
    /// Opcodes of class `FloatBinary`: 43..49.
    pub const FLOAT_BINARY: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        43u16,
        49u16,
    );
    /// Opcodes of class `Compare`: 49..51.
    pub const COMPARE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        49u16,
        51u16,
    );
    /// Opcodes of class `Conversion`: 51..59.
    pub const CONVERSION: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        51u16,
        59u16,
    );
    /// Opcodes of class `Memory`: 59..61.
    pub const MEMORY: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        59u16,
        61u16,
    );
    /// Opcodes of class `Prologue`: 61..64.
    pub const PROLOGUE: ::opforge_ir::OpcodeRange<super::Opcode> = ::opforge_ir::OpcodeRange::new(
        61u16,
        64u16,
    );
}
impl Class {
    /// Every class, parents before children.
    pub const ALL: [Class; 23] = [
        Class::Root,
        Class::State,
        Class::Terminator,
        Class::Block,
        Class::Branch,
        Class::Successor,
        Class::Join,
        Class::Loop,
        Class::Intermediate,
        Class::Selector,
        Class::Relay,
        Class::Auxiliary,
        Class::Hir,
        Class::Bytecode,
        Class::Mir,
        Class::Special,
        Class::FloatUnary,
        Class::IntBinary,
        Class::FloatBinary,
        Class::Compare,
        Class::Conversion,
        Class::Memory,
        Class::Prologue,
    ];
    const NAMES: [&'static str; 23] = [
        "Root",
        "State",
        "Terminator",
        "Block",
        "Branch",
        "Successor",
        "Join",
        "Loop",
        "Intermediate",
        "Selector",
        "Relay",
        "Auxiliary",
        "Hir",
        "Bytecode",
        "Mir",
        "Special",
        "FloatUnary",
        "IntBinary",
        "FloatBinary",
        "Compare",
        "Conversion",
        "Memory",
        "Prologue",
    ];
    const DOCS: [&'static str; 23] = [
        "Nodes at fixed offsets that anchor the graph or register lists of gates.",
        "Pure state gates. They steer control flow and compute nothing.",
        "States that leave the function.",
        "A plain state with one way in and one way out.",
        "States that choose their successor from a value.",
        "States entered when a branch or a throwing gate picks them.",
        "States where several control paths come together.",
        "The head of a loop and its back edge.",
        "Gates that tie the computation part to the state part or combine dependencies.",
        "Pick a value or a dependency by the path taken into a join.",
        "Turn reaching a state into a dependency.",
        "Helpers for wiring dependencies.",
        "High-level instructions that stand for operations of one source language.",
        "A source-language bytecode kept whole.",
        "Middle-level instructions that depend on neither the language nor the target.",
        "Calls.",
        "Floating-point arithmetic on one operand.",
        "Integer arithmetic and bitwise logic on two operands.",
        "Floating-point arithmetic on two operands.",
        "Comparisons that yield an I1 under a condition code.",
        "Changes of a value's machine type.",
        "Reads and writes of memory.",
        "Values that exist from the start of the function.",
    ];
    const PARENTS: [Option<Class>; 23] = [
        None,
        None,
        Some(Class::State),
        Some(Class::State),
        Some(Class::State),
        Some(Class::State),
        Some(Class::State),
        Some(Class::State),
        None,
        Some(Class::Intermediate),
        Some(Class::Intermediate),
        Some(Class::Intermediate),
        None,
        Some(Class::Hir),
        None,
        Some(Class::Mir),
        Some(Class::Mir),
        Some(Class::Mir),
        Some(Class::Mir),
        Some(Class::Mir),
        Some(Class::Mir),
        Some(Class::Mir),
        Some(Class::Mir),
    ];
    const RANGES: [::opforge_ir::OpcodeRange<Opcode>; 23] = [
        class_range::ROOT,
        class_range::STATE,
        class_range::TERMINATOR,
        class_range::BLOCK,
        class_range::BRANCH,
        class_range::SUCCESSOR,
        class_range::JOIN,
        class_range::LOOP,
        class_range::INTERMEDIATE,
        class_range::SELECTOR,
        class_range::RELAY,
        class_range::AUXILIARY,
        class_range::HIR,
        class_range::BYTECODE,
        class_range::MIR,
        class_range::SPECIAL,
        class_range::FLOAT_UNARY,
        class_range::INT_BINARY,
        class_range::FLOAT_BINARY,
        class_range::COMPARE,
        class_range::CONVERSION,
        class_range::MEMORY,
        class_range::PROLOGUE,
    ];
    const DEPTHS: [u8; 23] = [
        0u8, 0u8, 1u8, 1u8, 1u8, 1u8, 1u8, 1u8, 0u8, 1u8, 1u8, 1u8, 0u8, 1u8, 0u8, 1u8,
        1u8, 1u8, 1u8, 1u8, 1u8, 1u8, 1u8,
    ];
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
/// The opcodes of `circuit`, numbered by a depth-first walk of the class tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Opcode {
    /// The origin of the circuit, at offset zero. It is the only gate without inputs.
    CircuitRoot = 0,
    /// The state the function starts in; forward walks of the state part begin here.
    StateEntry = 1,
    /// The first link of every dependency chain, standing for memory as the function finds it.
    DependEntry = 2,
    /// Registers every RETURN; backward walks begin here.
    ReturnList = 3,
    /// Registers every THROW.
    ThrowList = 4,
    /// Registers every CONSTANT.
    ConstantList = 5,
    /// Registers every ALLOCA.
    AllocaList = 6,
    /// Registers every ARG.
    ArgList = 7,
    /// Leaves the function and hands a value back to the caller.
    Return = 8,
    /// Leaves the function by raising an exception that the caller must handle.
    Throw = 9,
    /// A state that only passes control on. It holds a place during construction and optimization removes it.
    OrdinaryBlock = 10,
    /// Goes on to IF_TRUE or to IF_FALSE depending on a boolean.
    IfBranch = 11,
    /// Goes on to the SWITCH_CASE whose case value equals its input, or to DEFAULT_CASE if none does.
    SwitchBranch = 12,
    /// Entered from an IF_BRANCH whose condition holds.
    IfTrue = 13,
    /// Entered from an IF_BRANCH whose condition does not hold.
    IfFalse = 14,
    /// Entered when the gate before it (usually an HIR instruction) completes without throwing.
    IfSuccess = 15,
    /// Entered when the gate before it (usually an HIR instruction) throws.
    IfException = 16,
    /// Entered from a SWITCH_BRANCH whose input equals this case's value.
    SwitchCase = 17,
    /// Entered from a SWITCH_BRANCH when no SWITCH_CASE matches.
    DefaultCase = 18,
    /// A state reached from any of several predecessors. Selectors hanging off it choose values and dependencies by the predecessor that was taken.
    Merge = 19,
    /// The head of a loop, entered first from before the loop and then again from its back edge.
    LoopBegin = 20,
    /// The end of a loop body, from which control returns to the loop head.
    LoopBack = 21,
    /// Chooses among its values the one that belongs to the predecessor through which control entered its join (the role of a phi).
    ValueSelector = 22,
    /// Chooses among its dependencies the one that belongs to the path through which control entered its join.
    DependSelector = 23,
    /// A dependency that is only satisfied once control has reached its state, so that gates with side effects cannot run before a branch has gone their way.
    DependRelay = 24,
    /// A dependency satisfied once all of its dependency inputs are.
    DependAnd = 25,
    /// One JavaScript bytecode. It reads and may write memory and may throw, so control leaves it through IF_SUCCESS or IF_EXCEPTION.
    JsBytecode = 26,
    /// Calls a function that cannot throw.
    Call = 27,
    /// Flips the sign of a float.
    Fneg = 28,
    /// Adds two integers.
    Add = 29,
    /// Subtracts the second integer from the first (negation subtracts from zero).
    Sub = 30,
    /// Multiplies two integers.
    Mul = 31,
    /// Raises the first integer to the power of the second.
    Exp = 32,
    /// Divides two integers read as signed.
    Sdiv = 33,
    /// What is left over by SDIV.
    Srem = 34,
    /// Divides two integers read as unsigned.
    Udiv = 35,
    /// What is left over by UDIV.
    Urem = 36,
    /// Bitwise and.
    And = 37,
    /// Bitwise exclusive or (bitwise not is XOR with all ones).
    Xor = 38,
    /// Bitwise inclusive or.
    Or = 39,
    /// Shifts the first integer left by the second.
    Shl = 40,
    /// Shifts the first integer right by the second and fills with zeros.
    Lshr = 41,
    /// Shifts the first integer right by the second and fills with its sign bit.
    Ashr = 42,
    /// Adds two floats.
    Fadd = 43,
    /// Subtracts the second float from the first.
    Fsub = 44,
    /// Multiplies two floats.
    Fmul = 45,
    /// Raises the first float to the power of the second.
    Fexp = 46,
    /// Divides the first float by the second.
    Fdiv = 47,
    /// What is left over when the first float is divided by the second.
    Fmod = 48,
    /// Compares two integers under the condition code in the bitfield.
    Icmp = 49,
    /// Compares two floats under the condition code in the bitfield.
    Fcmp = 50,
    /// Keeps the low bits of an integer.
    Trunc = 51,
    /// Widens an integer by adding zero bits on top.
    Zext = 52,
    /// Widens an integer by repeating its sign bit on top.
    Sext = 53,
    /// Turns a signed integer into the nearest float.
    Sitofp = 54,
    /// Turns an unsigned integer into the nearest float.
    Uitofp = 55,
    /// Turns a float into a signed integer.
    Fptosi = 56,
    /// Turns a float into an unsigned integer.
    Fptoui = 57,
    /// Reads the same bits as another type.
    Bitcast = 58,
    /// Reads a value from memory.
    Load = 59,
    /// Writes a value to memory.
    Store = 60,
    /// Reserves memory in the function's stack frame, released when the function returns, and yields its address.
    Alloca = 61,
    /// One of the function's parameters.
    Arg = 62,
    /// A value fixed when the circuit is built.
    Constant = 63,
}
impl Opcode {
    /// Every opcode, in opcode order.
    pub const ALL: [Opcode; 64] = [
        Opcode::CircuitRoot,
        Opcode::StateEntry,
        Opcode::DependEntry,
        Opcode::ReturnList,
        Opcode::ThrowList,
        Opcode::ConstantList,
        Opcode::AllocaList,
        Opcode::ArgList,
        Opcode::Return,
        Opcode::Throw,
        Opcode::OrdinaryBlock,
        Opcode::IfBranch,
        Opcode::SwitchBranch,
        Opcode::IfTrue,
        Opcode::IfFalse,
        Opcode::IfSuccess,
        Opcode::IfException,
        Opcode::SwitchCase,
        Opcode::DefaultCase,
        Opcode::Merge,
        Opcode::LoopBegin,
        Opcode::LoopBack,
        Opcode::ValueSelector,
        Opcode::DependSelector,
        Opcode::DependRelay,
        Opcode::DependAnd,
        Opcode::JsBytecode,
        Opcode::Call,
        Opcode::Fneg,
        Opcode::Add,
        Opcode::Sub,
        Opcode::Mul,
        Opcode::Exp,
        Opcode::Sdiv,
        Opcode::Srem,
        Opcode::Udiv,
        Opcode::Urem,
        Opcode::And,
        Opcode::Xor,
        Opcode::Or,
        Opcode::Shl,
        Opcode::Lshr,
        Opcode::Ashr,
        Opcode::Fadd,
        Opcode::Fsub,
        Opcode::Fmul,
        Opcode::Fexp,
        Opcode::Fdiv,
        Opcode::Fmod,
        Opcode::Icmp,
        Opcode::Fcmp,
        Opcode::Trunc,
        Opcode::Zext,
        Opcode::Sext,
        Opcode::Sitofp,
        Opcode::Uitofp,
        Opcode::Fptosi,
        Opcode::Fptoui,
        Opcode::Bitcast,
        Opcode::Load,
        Opcode::Store,
        Opcode::Alloca,
        Opcode::Arg,
        Opcode::Constant,
    ];
    /// Number of opcodes.
    pub const COUNT: usize = 64;
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
    /// Whether the opcode is in class `Root` (0..8).
    #[inline]
    pub const fn is_root(self) -> bool {
        (self as u16) < 8u16
    }
    /// Whether the opcode is in class `State` (8..22).
    #[inline]
    pub const fn is_state(self) -> bool {
        (self as u16).wrapping_sub(8u16) < 14u16
    }
    /// Whether the opcode is in class `Terminator` (8..10).
    #[inline]
    pub const fn is_terminator(self) -> bool {
        (self as u16).wrapping_sub(8u16) < 2u16
    }
    /// Whether the opcode is in class `Block` (10..11).
    #[inline]
    pub const fn is_block(self) -> bool {
        (self as u16).wrapping_sub(10u16) < 1u16
    }
    /// Whether the opcode is in class `Branch` (11..13).
    #[inline]
    pub const fn is_branch(self) -> bool {
        (self as u16).wrapping_sub(11u16) < 2u16
    }
    /// Whether the opcode is in class `Successor` (13..19).
    #[inline]
    pub const fn is_successor(self) -> bool {
        (self as u16).wrapping_sub(13u16) < 6u16
    }
    /// Whether the opcode is in class `Join` (19..20).
    #[inline]
    pub const fn is_join(self) -> bool {
        (self as u16).wrapping_sub(19u16) < 1u16
    }
    /// Whether the opcode is in class `Loop` (20..22).
    #[inline]
    pub const fn is_loop(self) -> bool {
        (self as u16).wrapping_sub(20u16) < 2u16
    }
    /// Whether the opcode is in class `Intermediate` (22..26).
    #[inline]
    pub const fn is_intermediate(self) -> bool {
        (self as u16).wrapping_sub(22u16) < 4u16
    }
    /// Whether the opcode is in class `Selector` (22..24).
    #[inline]
    pub const fn is_selector(self) -> bool {
        (self as u16).wrapping_sub(22u16) < 2u16
    }
    /// Whether the opcode is in class `Relay` (24..25).
    #[inline]
    pub const fn is_relay(self) -> bool {
        (self as u16).wrapping_sub(24u16) < 1u16
    }
    /// Whether the opcode is in class `Auxiliary` (25..26).
    #[inline]
    pub const fn is_auxiliary(self) -> bool {
        (self as u16).wrapping_sub(25u16) < 1u16
    }
    /// Whether the opcode is in class `Hir` (26..27).
    #[inline]
    pub const fn is_hir(self) -> bool {
        (self as u16).wrapping_sub(26u16) < 1u16
    }
    /// Whether the opcode is in class `Bytecode` (26..27).
    #[inline]
    pub const fn is_bytecode(self) -> bool {
        (self as u16).wrapping_sub(26u16) < 1u16
    }
    /// Whether the opcode is in class `Mir` (27..64).
    #[inline]
    pub const fn is_mir(self) -> bool {
        (self as u16).wrapping_sub(27u16) < 37u16
    }
    /// Whether the opcode is in class `Special` (27..28).
    #[inline]
    pub const fn is_special(self) -> bool {
        (self as u16).wrapping_sub(27u16) < 1u16
    }
    /// Whether the opcode is in class `FloatUnary` (28..29).
    #[inline]
    pub const fn is_float_unary(self) -> bool {
        (self as u16).wrapping_sub(28u16) < 1u16
    }
    /// Whether the opcode is in class `IntBinary` (29..43).
    #[inline]
    pub const fn is_int_binary(self) -> bool {
        (self as u16).wrapping_sub(29u16) < 14u16
    }
    /// Whether the opcode is in class `FloatBinary` (43..49).
    #[inline]
    pub const fn is_float_binary(self) -> bool {
        (self as u16).wrapping_sub(43u16) < 6u16
    }
    /// Whether the opcode is in class `Compare` (49..51).
    #[inline]
    pub const fn is_compare(self) -> bool {
        (self as u16).wrapping_sub(49u16) < 2u16
    }
    /// Whether the opcode is in class `Conversion` (51..59).
    #[inline]
    pub const fn is_conversion(self) -> bool {
        (self as u16).wrapping_sub(51u16) < 8u16
    }
    /// Whether the opcode is in class `Memory` (59..61).
    #[inline]
    pub const fn is_memory(self) -> bool {
        (self as u16).wrapping_sub(59u16) < 2u16
    }
    /// Whether the opcode is in class `Prologue` (61..64).
    #[inline]
    pub const fn is_prologue(self) -> bool {
        (self as u16).wrapping_sub(61u16) < 3u16
    }
}
impl ::core::str::FromStr for Opcode {
    type Err = ::opforge_ir::UnknownOpcode;
    fn from_str(s: &str) -> Result<Opcode, ::opforge_ir::UnknownOpcode> {
        /// Opcode numbers sorted by name, for a binary search.
        static BY_NAME: [u16; 64] = [
            29, 61, 6, 37, 62, 7, 42, 58, 27, 0, 63, 5, 18, 25, 2, 24, 23, 32, 43, 50,
            47, 46, 48, 45, 28, 56, 57, 44, 49, 11, 16, 14, 15, 13, 26, 59, 21, 20, 41,
            19, 31, 39, 10, 8, 3, 33, 53, 40, 54, 34, 1, 60, 30, 12, 17, 9, 4, 51, 35,
            55, 36, 22, 38, 52,
        ];
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
static OPCODE_LIST_0: [Opcode; 1] = [Opcode::StateEntry];
static OPCODE_MASK_0: [u64; 1] = [2];
static OPCODE_LIST_1: [Opcode; 1] = [Opcode::DependEntry];
static OPCODE_MASK_1: [u64; 1] = [4];
static OPCODE_LIST_2: [Opcode; 1] = [Opcode::ReturnList];
static OPCODE_MASK_2: [u64; 1] = [8];
static OPCODE_LIST_3: [Opcode; 1] = [Opcode::ThrowList];
static OPCODE_MASK_3: [u64; 1] = [16];
static OPCODE_LIST_4: [Opcode; 1] = [Opcode::ConstantList];
static OPCODE_MASK_4: [u64; 1] = [32];
static OPCODE_LIST_5: [Opcode; 1] = [Opcode::AllocaList];
static OPCODE_MASK_5: [u64; 1] = [64];
static OPCODE_LIST_6: [Opcode; 1] = [Opcode::ArgList];
static OPCODE_MASK_6: [u64; 1] = [128];
static OPCODE_LIST_7: [Opcode; 1] = [Opcode::CircuitRoot];
static OPCODE_MASK_7: [u64; 1] = [1];
static OPCODE_LIST_8: [Opcode; 16] = [
    Opcode::StateEntry,
    Opcode::Return,
    Opcode::Throw,
    Opcode::OrdinaryBlock,
    Opcode::IfBranch,
    Opcode::SwitchBranch,
    Opcode::IfTrue,
    Opcode::IfFalse,
    Opcode::IfSuccess,
    Opcode::IfException,
    Opcode::SwitchCase,
    Opcode::DefaultCase,
    Opcode::Merge,
    Opcode::LoopBegin,
    Opcode::LoopBack,
    Opcode::JsBytecode,
];
static OPCODE_MASK_8: [u64; 1] = [71302914];
static OPCODE_LIST_9: [Opcode; 10] = [
    Opcode::StateEntry,
    Opcode::OrdinaryBlock,
    Opcode::IfTrue,
    Opcode::IfFalse,
    Opcode::IfSuccess,
    Opcode::IfException,
    Opcode::SwitchCase,
    Opcode::DefaultCase,
    Opcode::Merge,
    Opcode::LoopBegin,
];
static OPCODE_MASK_9: [u64; 1] = [2089986];
static OPCODE_LIST_10: [Opcode; 1] = [Opcode::DependRelay];
static OPCODE_MASK_10: [u64; 1] = [16777216];
static OPCODE_LIST_11: [Opcode; 1] = [Opcode::IfTrue];
static OPCODE_MASK_11: [u64; 1] = [8192];
static OPCODE_LIST_12: [Opcode; 1] = [Opcode::IfFalse];
static OPCODE_MASK_12: [u64; 1] = [16384];
static OPCODE_LIST_13: [Opcode; 1] = [Opcode::SwitchCase];
static OPCODE_MASK_13: [u64; 1] = [131072];
static OPCODE_LIST_14: [Opcode; 1] = [Opcode::DefaultCase];
static OPCODE_MASK_14: [u64; 1] = [262144];
static OPCODE_LIST_15: [Opcode; 1] = [Opcode::IfBranch];
static OPCODE_MASK_15: [u64; 1] = [2048];
static OPCODE_LIST_16: [Opcode; 1] = [Opcode::SwitchBranch];
static OPCODE_MASK_16: [u64; 1] = [4096];
static OPCODE_LIST_17: [Opcode; 1] = [Opcode::DependSelector];
static OPCODE_MASK_17: [u64; 1] = [8388608];
static OPCODE_LIST_18: [Opcode; 1] = [Opcode::ValueSelector];
static OPCODE_MASK_18: [u64; 1] = [4194304];
static OPCODE_LIST_19: [Opcode; 1] = [Opcode::LoopBack];
static OPCODE_MASK_19: [u64; 1] = [2097152];
static OPCODE_LIST_20: [Opcode; 1] = [Opcode::LoopBegin];
static OPCODE_MASK_20: [u64; 1] = [1048576];
static OPCODE_LIST_21: [Opcode; 2] = [Opcode::Merge, Opcode::LoopBegin];
static OPCODE_MASK_21: [u64; 1] = [1572864];
static OPCODE_LIST_22: [Opcode; 7] = [
    Opcode::OrdinaryBlock,
    Opcode::IfTrue,
    Opcode::IfFalse,
    Opcode::IfSuccess,
    Opcode::IfException,
    Opcode::SwitchCase,
    Opcode::DefaultCase,
];
static OPCODE_MASK_22: [u64; 1] = [517120];
static OPCODE_LIST_23: [Opcode; 1] = [Opcode::IfSuccess];
static OPCODE_MASK_23: [u64; 1] = [32768];
static OPCODE_LIST_24: [Opcode; 1] = [Opcode::IfException];
static OPCODE_MASK_24: [u64; 1] = [65536];
static SHAPE_0: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_0,
                mask: &OPCODE_MASK_0,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_1,
                mask: &OPCODE_MASK_1,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_2,
                mask: &OPCODE_MASK_2,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_3,
                mask: &OPCODE_MASK_3,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_4,
                mask: &OPCODE_MASK_4,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_5,
                mask: &OPCODE_MASK_5,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_6,
                mask: &OPCODE_MASK_6,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
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
                list: &OPCODE_LIST_7,
                mask: &OPCODE_MASK_7,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
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
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_7,
                mask: &OPCODE_MASK_7,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[],
    depend_out: true,
    depend_outs: &["depend"],
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
                list: &OPCODE_LIST_7,
                mask: &OPCODE_MASK_7,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_4: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("value"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(510),
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
static SHAPE_5: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("exception"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(510),
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
static SHAPE_6: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_10,
                mask: &OPCODE_MASK_10,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_7: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
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
                types: TypeSet(2),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_11,
                mask: &OPCODE_MASK_11,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_12,
                mask: &OPCODE_MASK_12,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_8: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
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
            name: Some("value"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(510),
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
                list: &OPCODE_LIST_13,
                mask: &OPCODE_MASK_13,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_14,
                mask: &OPCODE_MASK_14,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_9: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_15,
                mask: &OPCODE_MASK_15,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_10,
                mask: &OPCODE_MASK_10,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_10: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_10,
                mask: &OPCODE_MASK_10,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_11: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_16,
                mask: &OPCODE_MASK_16,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_10,
                mask: &OPCODE_MASK_10,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_12: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: Some("predecessors"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
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
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_17,
                mask: &OPCODE_MASK_17,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_18,
                mask: &OPCODE_MASK_18,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_13: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: Some("entry"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "state",
            name: Some("back"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_19,
                mask: &OPCODE_MASK_19,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_8,
                mask: &OPCODE_MASK_8,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_17,
                mask: &OPCODE_MASK_17,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: false,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_18,
                mask: &OPCODE_MASK_18,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_14: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_20,
                mask: &OPCODE_MASK_20,
            },
        },
    ],
    depend_out: false,
    depend_outs: &[],
    data_out: None,
};
static SHAPE_15: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_21,
                mask: &OPCODE_MASK_21,
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
            name: Some("values"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::Flex),
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Bitfield,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(0),
        var: Some(TypeVar::Flex),
    }),
};
static SHAPE_16: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_21,
                mask: &OPCODE_MASK_21,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Bitfield,
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Bitfield,
        },
    ],
    data_in: &[],
    state_out: &[],
    depend_out: true,
    depend_outs: &["depend"],
    data_out: None,
};
static SHAPE_17: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_22,
                mask: &OPCODE_MASK_22,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[],
    state_out: &[],
    depend_out: true,
    depend_outs: &["depend"],
    data_out: None,
};
static SHAPE_18: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Bitfield,
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Bitfield,
        },
    ],
    data_in: &[],
    state_out: &[],
    depend_out: true,
    depend_outs: &["depend"],
    data_out: None,
};
static SHAPE_19: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[
        ::opforge_ir::InputInfo {
            wire: "state",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: None,
            },
            from: Some(::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_9,
                mask: &OPCODE_MASK_9,
            }),
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("operands"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(32),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Bitfield,
            optional: false,
        },
    ],
    state_out: &[
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_23,
                mask: &OPCODE_MASK_23,
            },
        },
        ::opforge_ir::UserInfo {
            exactly_one: true,
            opcodes: ::opforge_ir::OpcodeSet {
                list: &OPCODE_LIST_24,
                mask: &OPCODE_MASK_24,
            },
        },
    ],
    depend_out: true,
    depend_outs: &["depend"],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(32),
        var: None,
    }),
};
static SHAPE_20: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("callee"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(256),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("args"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(510),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Bitfield,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: true,
    depend_outs: &["depend"],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(0),
        var: Some(TypeVar::Flex),
    }),
};
static SHAPE_21: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::Flex),
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
        var: Some(TypeVar::Flex),
    }),
};
static SHAPE_22: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::Flex),
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(0),
                var: Some(TypeVar::Flex),
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
        var: Some(TypeVar::Flex),
    }),
};
static SHAPE_23: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(510),
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
                types: TypeSet(510),
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
        types: TypeSet(2),
        var: None,
    }),
};
static SHAPE_24: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: None,
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(510),
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
        types: TypeSet(0),
        var: Some(TypeVar::Flex),
    }),
};
static SHAPE_25: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("address"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(256),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: true,
    depend_outs: &["depend"],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(0),
        var: Some(TypeVar::Flex),
    }),
};
static SHAPE_26: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(1u16),
    depend_kinds: &[
        ::opforge_ir::DependInfo {
            wire: "depend",
            count: ::opforge_ir::DependCount::Fixed(1u16),
        },
    ],
    data_in: &[
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("value"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(510),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
        ::opforge_ir::InputInfo {
            wire: "data",
            name: Some("address"),
            types: ::opforge_ir::TypeConstraint {
                types: TypeSet(256),
                var: None,
            },
            from: None,
            repeat: ::opforge_ir::Repeat::Once,
            optional: false,
        },
    ],
    state_out: &[],
    depend_out: true,
    depend_outs: &["depend"],
    data_out: None,
};
static SHAPE_27: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(256),
        var: None,
    }),
};
static SHAPE_28: ::opforge_ir::WireShape<Opcode> = ::opforge_ir::WireShape {
    state_in: &[],
    depend_in: ::opforge_ir::DependCount::Fixed(0u16),
    depend_kinds: &[],
    data_in: &[],
    state_out: &[],
    depend_out: false,
    depend_outs: &[],
    data_out: Some(::opforge_ir::TypeConstraint {
        types: TypeSet(0),
        var: Some(TypeVar::Flex),
    }),
};
/// Static facts about every opcode, indexed by opcode number.
pub static OPCODE_INFO: [::opforge_ir::OpcodeInfo<Opcode>; 64] = [
    ::opforge_ir::OpcodeInfo {
        name: "CIRCUIT_ROOT",
        doc: "The origin of the circuit, at offset zero. It is the only gate without inputs.",
        class: Class::Root,
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
        name: "STATE_ENTRY",
        doc: "The state the function starts in; forward walks of the state part begin here.",
        class: Class::Root,
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
        name: "DEPEND_ENTRY",
        doc: "The first link of every dependency chain, standing for memory as the function finds it.",
        class: Class::Root,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_2,
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
        name: "RETURN_LIST",
        doc: "Registers every RETURN; backward walks begin here.",
        class: Class::Root,
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
        name: "THROW_LIST",
        doc: "Registers every THROW.",
        class: Class::Root,
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
        name: "CONSTANT_LIST",
        doc: "Registers every CONSTANT.",
        class: Class::Root,
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
        name: "ALLOCA_LIST",
        doc: "Registers every ALLOCA.",
        class: Class::Root,
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
        name: "ARG_LIST",
        doc: "Registers every ARG.",
        class: Class::Root,
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
        name: "RETURN",
        doc: "Leaves the function and hands a value back to the caller.",
        class: Class::Terminator,
        level: None,
        flags: Flags(4),
        shape: &SHAPE_4,
        root: Some(Opcode::ReturnList),
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
        name: "THROW",
        doc: "Leaves the function by raising an exception that the caller must handle.",
        class: Class::Terminator,
        level: None,
        flags: Flags(4),
        shape: &SHAPE_5,
        root: Some(Opcode::ThrowList),
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
        name: "ORDINARY_BLOCK",
        doc: "A state that only passes control on. It holds a place during construction and optimization removes it.",
        class: Class::Block,
        level: None,
        flags: Flags(0),
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
        name: "IF_BRANCH",
        doc: "Goes on to IF_TRUE or to IF_FALSE depending on a boolean.",
        class: Class::Branch,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_7,
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
        name: "SWITCH_BRANCH",
        doc: "Goes on to the SWITCH_CASE whose case value equals its input, or to DEFAULT_CASE if none does.",
        class: Class::Branch,
        level: None,
        flags: Flags(0),
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
        name: "IF_TRUE",
        doc: "Entered from an IF_BRANCH whose condition holds.",
        class: Class::Successor,
        level: None,
        flags: Flags(0),
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
        name: "IF_FALSE",
        doc: "Entered from an IF_BRANCH whose condition does not hold.",
        class: Class::Successor,
        level: None,
        flags: Flags(0),
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
        name: "IF_SUCCESS",
        doc: "Entered when the gate before it (usually an HIR instruction) completes without throwing.",
        class: Class::Successor,
        level: None,
        flags: Flags(0),
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
        name: "IF_EXCEPTION",
        doc: "Entered when the gate before it (usually an HIR instruction) throws.",
        class: Class::Successor,
        level: None,
        flags: Flags(0),
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
        name: "SWITCH_CASE",
        doc: "Entered from a SWITCH_BRANCH whose input equals this case's value.",
        class: Class::Successor,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_11,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Bits(64u8),
            doc: "The case value that leads here.",
            values: &[],
            names: &[],
            value: true,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "DEFAULT_CASE",
        doc: "Entered from a SWITCH_BRANCH when no SWITCH_CASE matches.",
        class: Class::Successor,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_11,
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
        name: "MERGE",
        doc: "A state reached from any of several predecessors. Selectors hanging off it choose values and dependencies by the predecessor that was taken.",
        class: Class::Join,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_12,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of predecessor states.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "LOOP_BEGIN",
        doc: "The head of a loop, entered first from before the loop and then again from its back edge.",
        class: Class::Loop,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_13,
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
        name: "LOOP_BACK",
        doc: "The end of a loop body, from which control returns to the loop head.",
        class: Class::Loop,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_14,
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
        name: "VALUE_SELECTOR",
        doc: "Chooses among its values the one that belongs to the predecessor through which control entered its join (the role of a phi).",
        class: Class::Selector,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_15,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of values to choose from.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "DEPEND_SELECTOR",
        doc: "Chooses among its dependencies the one that belongs to the path through which control entered its join.",
        class: Class::Selector,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_16,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of dependencies to choose from.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "DEPEND_RELAY",
        doc: "A dependency that is only satisfied once control has reached its state, so that gates with side effects cannot run before a branch has gone their way.",
        class: Class::Relay,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_17,
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
        name: "DEPEND_AND",
        doc: "A dependency satisfied once all of its dependency inputs are.",
        class: Class::Auxiliary,
        level: None,
        flags: Flags(0),
        shape: &SHAPE_18,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of dependencies combined.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "JS_BYTECODE",
        doc: "One JavaScript bytecode. It reads and may write memory and may throw, so control leaves it through IF_SUCCESS or IF_EXCEPTION.",
        class: Class::Bytecode,
        level: Some(Level::Hir),
        flags: Flags(56),
        shape: &SHAPE_19,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of value operands.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "CALL",
        doc: "Calls a function that cannot throw.",
        class: Class::Special,
        level: Some(Level::Mir),
        flags: Flags(24),
        shape: &SHAPE_20,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Count,
            doc: "The number of arguments passed.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "FNEG",
        doc: "Flips the sign of a float.",
        class: Class::FloatUnary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_21,
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
        name: "ADD",
        doc: "Adds two integers.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(3),
        shape: &SHAPE_22,
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
        name: "SUB",
        doc: "Subtracts the second integer from the first (negation subtracts from zero).",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        doc: "Multiplies two integers.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(3),
        shape: &SHAPE_22,
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
        name: "EXP",
        doc: "Raises the first integer to the power of the second.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "SDIV",
        doc: "Divides two integers read as signed.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "SREM",
        doc: "What is left over by SDIV.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "UDIV",
        doc: "Divides two integers read as unsigned.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "UREM",
        doc: "What is left over by UDIV.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "AND",
        doc: "Bitwise and.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(3),
        shape: &SHAPE_22,
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
        name: "XOR",
        doc: "Bitwise exclusive or (bitwise not is XOR with all ones).",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(3),
        shape: &SHAPE_22,
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
        name: "OR",
        doc: "Bitwise inclusive or.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(3),
        shape: &SHAPE_22,
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
        name: "SHL",
        doc: "Shifts the first integer left by the second.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "LSHR",
        doc: "Shifts the first integer right by the second and fills with zeros.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "ASHR",
        doc: "Shifts the first integer right by the second and fills with its sign bit.",
        class: Class::IntBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "FADD",
        doc: "Adds two floats.",
        class: Class::FloatBinary,
        level: Some(Level::Mir),
        flags: Flags(3),
        shape: &SHAPE_22,
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
        name: "FSUB",
        doc: "Subtracts the second float from the first.",
        class: Class::FloatBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "FMUL",
        doc: "Multiplies two floats.",
        class: Class::FloatBinary,
        level: Some(Level::Mir),
        flags: Flags(3),
        shape: &SHAPE_22,
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
        name: "FEXP",
        doc: "Raises the first float to the power of the second.",
        class: Class::FloatBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "FDIV",
        doc: "Divides the first float by the second.",
        class: Class::FloatBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "FMOD",
        doc: "What is left over when the first float is divided by the second.",
        class: Class::FloatBinary,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_22,
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
        name: "ICMP",
        doc: "Compares two integers under the condition code in the bitfield.",
        class: Class::Compare,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_23,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Enum("IcmpCond"),
            doc: "How ICMP compares its operands. Codes with the top bit (0b1000) set read the operands as signed.",
            values: &[1, 2, 3, 4, 5, 6, 10, 11, 12, 13],
            names: &["EQ", "UGT", "UGE", "ULT", "ULE", "NE", "SGT", "SGE", "SLT", "SLE"],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "FCMP",
        doc: "Compares two floats under the condition code in the bitfield.",
        class: Class::Compare,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_23,
        root: None,
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Enum("FcmpCond"),
            doc: "How FCMP compares its operands. \"Ordered\" cases are false when either operand is NaN; \"unordered\" cases are true then.",
            values: &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            names: &[
                "FALSE",
                "OEQ",
                "OGT",
                "OGE",
                "OLT",
                "OLE",
                "ONE",
                "ORD",
                "UNO",
                "UEQ",
                "UGT",
                "UGE",
                "ULT",
                "ULE",
                "UNE",
                "TRUE",
            ],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "TRUNC",
        doc: "Keeps the low bits of an integer.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        name: "ZEXT",
        doc: "Widens an integer by adding zero bits on top.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        name: "SEXT",
        doc: "Widens an integer by repeating its sign bit on top.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        name: "SITOFP",
        doc: "Turns a signed integer into the nearest float.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        name: "UITOFP",
        doc: "Turns an unsigned integer into the nearest float.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        name: "FPTOSI",
        doc: "Turns a float into a signed integer.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        name: "FPTOUI",
        doc: "Turns a float into an unsigned integer.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        name: "BITCAST",
        doc: "Reads the same bits as another type.",
        class: Class::Conversion,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_24,
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
        doc: "Reads a value from memory.",
        class: Class::Memory,
        level: Some(Level::Mir),
        flags: Flags(16),
        shape: &SHAPE_25,
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
        doc: "Writes a value to memory.",
        class: Class::Memory,
        level: Some(Level::Mir),
        flags: Flags(8),
        shape: &SHAPE_26,
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
        name: "ALLOCA",
        doc: "Reserves memory in the function's stack frame, released when the function returns, and yields its address.",
        class: Class::Prologue,
        level: Some(Level::Mir),
        flags: Flags(0),
        shape: &SHAPE_27,
        root: Some(Opcode::AllocaList),
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Bits(64u8),
            doc: "The size of the reservation in bytes.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "ARG",
        doc: "One of the function's parameters.",
        class: Class::Prologue,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_28,
        root: Some(Opcode::ArgList),
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Bits(64u8),
            doc: "The position of the parameter in the parameter list.",
            values: &[],
            names: &[],
            value: false,
        },
        fields: &[],
    },
    ::opforge_ir::OpcodeInfo {
        name: "CONSTANT",
        doc: "A value fixed when the circuit is built.",
        class: Class::Prologue,
        level: Some(Level::Mir),
        flags: Flags(1),
        shape: &SHAPE_28,
        root: Some(Opcode::ConstantList),
        bitfield: ::opforge_ir::BitfieldInfo {
            kind: ::opforge_ir::BitfieldKind::Bits(64u8),
            doc: "The bit pattern of the value.",
            values: &[],
            names: &[],
            value: true,
        },
        fields: &[],
    },
];
/// The root gates, each at a fixed offset (its number) in every circuit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum Root {
    /// The origin of the circuit, at offset zero. It is the only gate without inputs. Lives at offset 0 of every circuit.
    CircuitRoot,
    /// The state the function starts in; forward walks of the state part begin here. Lives at offset 1 of every circuit.
    StateEntry,
    /// The first link of every dependency chain, standing for memory as the function finds it. Lives at offset 2 of every circuit.
    DependEntry,
    /// Registers every RETURN; backward walks begin here. Lives at offset 3 of every circuit.
    ReturnList,
    /// Registers every THROW. Lives at offset 4 of every circuit.
    ThrowList,
    /// Registers every CONSTANT. Lives at offset 5 of every circuit.
    ConstantList,
    /// Registers every ALLOCA. Lives at offset 6 of every circuit.
    AllocaList,
    /// Registers every ARG. Lives at offset 7 of every circuit.
    ArgList,
}
impl Root {
    /// Every root, in offset order.
    pub const ALL: [Root; 8] = [
        Root::CircuitRoot,
        Root::StateEntry,
        Root::DependEntry,
        Root::ReturnList,
        Root::ThrowList,
        Root::ConstantList,
        Root::AllocaList,
        Root::ArgList,
    ];
    /// The root's opcode.
    pub const fn opcode(self) -> Opcode {
        match self {
            Root::CircuitRoot => Opcode::CircuitRoot,
            Root::StateEntry => Opcode::StateEntry,
            Root::DependEntry => Opcode::DependEntry,
            Root::ReturnList => Opcode::ReturnList,
            Root::ThrowList => Opcode::ThrowList,
            Root::ConstantList => Opcode::ConstantList,
            Root::AllocaList => Opcode::AllocaList,
            Root::ArgList => Opcode::ArgList,
        }
    }
    /// The root's fixed offset in every circuit.
    pub const fn offset(self) -> u32 {
        self as u32
    }
    /// The root whose opcode is `op`.
    pub const fn of(op: Opcode) -> Option<Root> {
        match op {
            Opcode::CircuitRoot => Some(Root::CircuitRoot),
            Opcode::StateEntry => Some(Root::StateEntry),
            Opcode::DependEntry => Some(Root::DependEntry),
            Opcode::ReturnList => Some(Root::ReturnList),
            Opcode::ThrowList => Some(Root::ThrowList),
            Opcode::ConstantList => Some(Root::ConstantList),
            Opcode::AllocaList => Some(Root::AllocaList),
            Opcode::ArgList => Some(Root::ArgList),
            _ => None,
        }
    }
}
/// The gates the hand-written graph rules and walks need, by role (the spec's `roles`).
/// Only the roles the spec gives are here.
pub mod roles {
    /// `state_entry`: The root where control starts: reachability and the state walk begin here.
    pub const STATE_ENTRY: super::Root = super::Root::StateEntry;
    /// `depend_entry`: The root where every dependency chain starts.
    pub const DEPEND_ENTRY: super::Root = super::Root::DependEntry;
    /// `exits`: The root lists that register the gates leaving the function: the backward walk begins there.
    pub const EXITS: &[super::Root] = &[super::Root::ReturnList, super::Root::ThrowList];
    /// `state_gates`: Gates that are state gates even without state users (such as terminators); every gate with state users is one too.
    pub const STATE_GATES: &[super::Opcode] = &[
        super::Opcode::Return,
        super::Opcode::Throw,
        super::Opcode::OrdinaryBlock,
        super::Opcode::IfBranch,
        super::Opcode::SwitchBranch,
        super::Opcode::IfTrue,
        super::Opcode::IfFalse,
        super::Opcode::IfSuccess,
        super::Opcode::IfException,
        super::Opcode::SwitchCase,
        super::Opcode::DefaultCase,
        super::Opcode::Merge,
        super::Opcode::LoopBegin,
        super::Opcode::LoopBack,
    ];
    /// `merge`: The join of several control paths, whose selectors take one input per predecessor.
    pub const MERGE: super::Opcode = super::Opcode::Merge;
    /// `loop_begin`: The head of a loop: its selectors may close a cycle through the loop body.
    pub const LOOP_BEGIN: super::Opcode = super::Opcode::LoopBegin;
    /// `loop_back`: The end of a loop body, which leads back to the loop head.
    pub const LOOP_BACK: super::Opcode = super::Opcode::LoopBack;
    /// `value_selector`: Picks a value by the path control took into its join.
    pub const VALUE_SELECTOR: super::Opcode = super::Opcode::ValueSelector;
    /// `depend_selector`: Picks a dependency by the path control took into its join.
    pub const DEPEND_SELECTOR: super::Opcode = super::Opcode::DependSelector;
    /// `switch_case`: A case of a multi-way branch (its state input), entered when the branch's first data input equals the case's bitfield.
    pub const SWITCH_CASE: super::Opcode = super::Opcode::SwitchCase;
    /// `parameter`: A parameter of the function, read at the position its bitfield gives.
    pub const PARAMETER: super::Opcode = super::Opcode::Arg;
    /// `return`: Leaves the function, returning the value of its first data input (when it has one).
    pub const RETURN: super::Opcode = super::Opcode::Return;
}
/// The graph rules the spec asks the runtime verifier to run (the spec's `graph_rules`):
/// `true` for each one asked for, whose roles are then sure to be in `roles`.
pub mod graph_rules {
    /// `reachability`: Every state gate is reached from the `state_entry` root along state wires. Needs `state_entry`, `state_gates`.
    pub const REACHABILITY: bool = true;
    /// `acyclic`: Data and dependency flow is acyclic, except through the input of a `loop_begin`'s selector that comes from its `loop_back`. Needs `loop_begin`, `value_selector`, `depend_selector`.
    pub const ACYCLIC: bool = true;
    /// `selector_arity`: A selector has one value (or dependency) input per state input of its `merge` or `loop_begin`. Needs `merge`, `loop_begin`, `value_selector`, `depend_selector`.
    pub const SELECTOR_ARITY: bool = true;
    /// `closed_loops`: Every `loop_back` input of a `loop_begin` is reached from that `loop_begin` along state wires: a cycle of the state graph closes the loop. Needs `state_entry`, `state_gates`, `loop_begin`, `loop_back`.
    pub const CLOSED_LOOPS: bool = true;
    /// `schedulable`: The block of a value's definition dominates the block of each of its uses (dominators of the state graph from `state_entry`; a selector's input is used at its join's matching predecessor), so every gate can be scheduled. Needs `state_entry`, `state_gates`, `merge`, `loop_begin`, `value_selector`, `depend_selector`.
    pub const SCHEDULABLE: bool = true;
    /// `distinct_cases`: The `switch_case`s of one branch have distinct values, compared at the width of the type of the branch's first data input (so 255 and -1 are one case of an 8-bit value). Needs `switch_case`.
    pub const DISTINCT_CASES: bool = true;
    /// `parameter_types`: The `parameter` gates of one position have one machine type. Needs `parameter`.
    pub const PARAMETER_TYPES: bool = true;
    /// `return_type`: Every `return` of a function gives a value of one machine type, or every one gives none. Needs `return`.
    pub const RETURN_TYPE: bool = true;
}
static LAYER_TYPES: [::opforge_ir::graph::TypeInfo<MachineType>; 9] = [
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::Novalue,
        name: "NOVALUE",
        spelling: "novalue",
        bits: None,
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::I1,
        name: "I1",
        spelling: "i1",
        bits: Some(1),
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::I8,
        name: "I8",
        spelling: "i8",
        bits: Some(8),
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::I16,
        name: "I16",
        spelling: "i16",
        bits: Some(16),
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::I32,
        name: "I32",
        spelling: "i32",
        bits: Some(32),
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::I64,
        name: "I64",
        spelling: "i64",
        bits: Some(64),
        float: false,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::F32,
        name: "F32",
        spelling: "f32",
        bits: Some(32),
        float: true,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::F64,
        name: "F64",
        spelling: "f64",
        bits: Some(64),
        float: true,
    },
    ::opforge_ir::graph::TypeInfo {
        ty: MachineType::Arch,
        name: "ARCH",
        spelling: "arch",
        bits: None,
        float: false,
    },
];
/// The table's facts beyond the opcode rows, for the gate-graph runtime: its types, roots
/// in offset order, the type of gates without a value, wire names and type variables.
pub static LAYER: ::opforge_ir::graph::LayerInfo<Opcode> = ::opforge_ir::graph::LayerInfo {
    name: "circuit",
    types: &LAYER_TYPES,
    roots: &[
        Opcode::CircuitRoot,
        Opcode::StateEntry,
        Opcode::DependEntry,
        Opcode::ReturnList,
        Opcode::ThrowList,
        Opcode::ConstantList,
        Opcode::AllocaList,
        Opcode::ArgList,
    ],
    no_value: Some(MachineType::Novalue),
    wires: ["state", "depend", "data", "root"],
    kinds: &[
        ("state", ::opforge_ir::graph::WireKind::State),
        ("depend", ::opforge_ir::graph::WireKind::Depend),
        ("data", ::opforge_ir::graph::WireKind::Data),
        ("root", ::opforge_ir::graph::WireKind::Root),
    ],
    type_vars: &[(TypeVar::Flex, "FLEX")],
    rules: ::opforge_ir::graph::GraphRules {
        reachability: true,
        acyclic: true,
        selector_arity: true,
        closed_loops: true,
        schedulable: true,
        distinct_cases: true,
        parameter_types: true,
        return_type: true,
        state_entry: Some(Opcode::StateEntry),
        state_gates: &[
            Opcode::Return,
            Opcode::Throw,
            Opcode::OrdinaryBlock,
            Opcode::IfBranch,
            Opcode::SwitchBranch,
            Opcode::IfTrue,
            Opcode::IfFalse,
            Opcode::IfSuccess,
            Opcode::IfException,
            Opcode::SwitchCase,
            Opcode::DefaultCase,
            Opcode::Merge,
            Opcode::LoopBegin,
            Opcode::LoopBack,
        ],
        merge: Some(Opcode::Merge),
        loop_begin: Some(Opcode::LoopBegin),
        loop_back: Some(Opcode::LoopBack),
        value_selector: Some(Opcode::ValueSelector),
        depend_selector: Some(Opcode::DependSelector),
        switch_case: Some(Opcode::SwitchCase),
        parameter: Some(Opcode::Arg),
        return_: Some(Opcode::Return),
    },
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
