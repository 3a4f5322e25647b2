// generated from spec/lir-arm64.yaml; do not edit

/// The value types of `lir_arm64`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum Type {
    /// A 32-bit integer in the low half of a general register.
    I32,
    /// A 64-bit integer or address in a general register.
    I64,
    /// A single-precision float in an S register.
    F32,
    /// A double-precision float in a D register.
    F64,
}
impl Type {
    /// Every type, in declaration order (type `n` at index `n`).
    pub const ALL: [Type; 4] = [Type::I32, Type::I64, Type::F32, Type::F64];
}
impl ::opforge_cfg::ValueType for Type {
    const ALL: &'static [Type] = &Type::ALL;
    fn index(self) -> u8 {
        match self {
            Type::I32 => 0,
            Type::I64 => 1,
            Type::F32 => 2,
            Type::F64 => 3,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::F32 => "f32",
            Type::F64 => "f64",
        }
    }
}
impl ::core::fmt::Display for Type {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(::opforge_cfg::ValueType::name(*self))
    }
}
impl ::core::str::FromStr for Type {
    type Err = ::opforge_cfg::UnknownName;
    fn from_str(s: &str) -> ::core::result::Result<Type, ::opforge_cfg::UnknownName> {
        ::opforge_cfg::type_named(s)
    }
}
/// The type sets of the table, each an `opforge_cfg::TypeSet` (bit `n` is type `n`),
/// the shape of a `kind: ir` layer's `TypeSet`.
pub mod type_set {
    /// The integer types.
    pub const INT: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(3);
    /// The floating-point types.
    pub const FLOAT: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(12);
    /// The 32-bit types: what a 4-byte access moves.
    pub const WORD: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(5);
    /// Every type: what a call passes (integers in general registers, floats in floating-point ones).
    pub const SCALAR: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(15);
    /// Every type.
    pub const ANY: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(15);
}
/// The flags of the table, as bits of `InstInfo::flags`.
pub mod flag {
    /// Has no effect besides its results.
    pub const PURE: u64 = 1;
    /// Reads memory.
    pub const READS_MEMORY: u64 = 2;
    /// Writes memory.
    pub const WRITES_MEMORY: u64 = 4;
}
/// The immediate kinds of the table (`ImmInfo` rows) and an enum per enumeration.
pub mod imm {
    /// A 64-bit constant.
    pub const IMM64: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "imm64",
        doc: "A 64-bit constant.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 64,
            signed: true,
        },
        refers: ::core::option::Option::None,
    };
    /// An unsigned 12-bit constant (add, sub and compare immediates).
    pub const UIMM12: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "uimm12",
        doc: "An unsigned 12-bit constant (add, sub and compare immediates).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 12,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// An unsigned 24-bit constant (a frame depth, emitted as two 12-bit parts).
    pub const UIMM24: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "uimm24",
        doc: "An unsigned 24-bit constant (a frame depth, emitted as two 12-bit parts).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 24,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// An unsigned 16-bit constant (a move-wide chunk or a trap code).
    pub const UIMM16: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "uimm16",
        doc: "An unsigned 16-bit constant (a move-wide chunk or a trap code).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 16,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// A shift amount, 0 to 63 (0 to 31 for 32-bit values).
    pub const SHAMT: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "shamt",
        doc: "A shift amount, 0 to 63 (0 to 31 for 32-bit values).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 6,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// The left shift of a move-wide chunk: 0, 16, 32 or 48 (0 or 16 for 32-bit values).
    pub const LSL16: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "lsl16",
        doc: "The left shift of a move-wide chunk: 0, 16, 32 or 48 (0 or 16 for 32-bit values).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 6,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// An unsigned byte offset from a base address, a multiple of the access size below 4096 times it.
    pub const OFFSET: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "offset",
        doc: "An unsigned byte offset from a base address, a multiple of the access size below 4096 times it.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 16,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// The index of a function of the module.
    pub const FUNC: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "func",
        doc: "The index of a function of the module.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 32,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// The index of a data item of the module, or past them of an external symbol (the first external is number `data items`).
    pub const SYMBOL: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "symbol",
        doc: "The index of a data item of the module, or past them of an external symbol (the first external is number `data items`).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 32,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// The index of a stack slot of the function: its `stack_slot` declarations numbered from 0 in layout order.
    pub const SLOT: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "slot",
        doc: "The index of a stack slot of the function: its `stack_slot` declarations numbered from 0 in layout order.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 16,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// The size in bytes of a stack slot (the whole frame stays below 16 MiB).
    pub const SLOT_SIZE: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "slot_size",
        doc: "The size in bytes of a stack slot (the whole frame stays below 16 MiB).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 24,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// The alignment in bytes of a stack slot: 1, 2, 4, 8 or 16.
    pub const SLOT_ALIGN: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "slot_align",
        doc: "The alignment in bytes of a stack slot: 1, 2, 4, 8 or 16.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 8,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// An A64 condition code, as the flags of a compare test it.
    pub const COND: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "cond",
        doc: "An A64 condition code, as the flags of a compare test it.",
        kind: ::opforge_cfg::ImmKind::Enum(
            &[
                "eq",
                "ne",
                "hs",
                "lo",
                "mi",
                "pl",
                "vs",
                "vc",
                "hi",
                "ls",
                "ge",
                "lt",
                "gt",
                "le",
            ],
        ),
        refers: ::core::option::Option::None,
    };
    /// An A64 condition code, as the flags of a compare test it.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
    pub enum Cond {
        /// Equal.
        Eq,
        /// Not equal.
        Ne,
        /// Unsigned higher or same.
        Hs,
        /// Unsigned lower.
        Lo,
        /// Negative (a float compare's less than).
        Mi,
        /// Positive or zero.
        Pl,
        /// Overflow (a float compare's unordered).
        Vs,
        /// No overflow.
        Vc,
        /// Unsigned higher.
        Hi,
        /// Unsigned lower or same.
        Ls,
        /// Signed greater than or equal.
        Ge,
        /// Signed less than.
        Lt,
        /// Signed greater than.
        Gt,
        /// Signed less than or equal.
        Le,
    }
    impl ::core::convert::From<Cond> for i64 {
        fn from(v: Cond) -> i64 {
            match v {
                Cond::Eq => 0,
                Cond::Ne => 1,
                Cond::Hs => 2,
                Cond::Lo => 3,
                Cond::Mi => 4,
                Cond::Pl => 5,
                Cond::Vs => 6,
                Cond::Vc => 7,
                Cond::Hi => 8,
                Cond::Ls => 9,
                Cond::Ge => 10,
                Cond::Lt => 11,
                Cond::Gt => 12,
                Cond::Le => 13,
            }
        }
    }
    impl ::core::convert::TryFrom<i64> for Cond {
        type Error = ::opforge_cfg::NotACase;
        fn try_from(v: i64) -> ::core::result::Result<Cond, ::opforge_cfg::NotACase> {
            match v {
                0 => ::core::result::Result::Ok(Cond::Eq),
                1 => ::core::result::Result::Ok(Cond::Ne),
                2 => ::core::result::Result::Ok(Cond::Hs),
                3 => ::core::result::Result::Ok(Cond::Lo),
                4 => ::core::result::Result::Ok(Cond::Mi),
                5 => ::core::result::Result::Ok(Cond::Pl),
                6 => ::core::result::Result::Ok(Cond::Vs),
                7 => ::core::result::Result::Ok(Cond::Vc),
                8 => ::core::result::Result::Ok(Cond::Hi),
                9 => ::core::result::Result::Ok(Cond::Ls),
                10 => ::core::result::Result::Ok(Cond::Ge),
                11 => ::core::result::Result::Ok(Cond::Lt),
                12 => ::core::result::Result::Ok(Cond::Gt),
                13 => ::core::result::Result::Ok(Cond::Le),
                _ => {
                    ::core::result::Result::Err(::opforge_cfg::NotACase {
                        immediate: "cond",
                        value: v,
                        cases: 14,
                    })
                }
            }
        }
    }
}
/// The instruction classes, in depth-first order; each is one contiguous opcode range.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Class {
    /// Copies and constants.
    Move,
    /// Integer arithmetic and logic.
    Integer,
    /// Two register operands.
    IntBinary,
    /// A register and an immediate.
    IntImm,
    /// One register operand.
    IntUnary,
    /// Sign and zero extension.
    Extend,
    /// Comparisons and selects on the flags they set.
    Compare,
    /// Floating-point arithmetic.
    Float,
    /// Two operands.
    FloatBinary,
    /// One operand.
    FloatUnary,
    /// Conversions between integers and floats and between float widths.
    Convert,
    /// Loads and stores.
    Memory,
    /// Loads at a base register plus an offset.
    Load,
    /// Stores at a base register plus an offset.
    Store,
    /// Loads at a base register plus an index register scaled by the access size.
    LoadIndexed,
    /// Stores at a base register plus an index register scaled by the access size.
    StoreIndexed,
    /// Addresses of the function's stack slots and of the module's data items and external symbols.
    Address,
    /// Calls.
    Call,
    /// Conditional traps: they leave the function for the harness's trap stub when their condition holds.
    Check,
    /// Instructions that end a block.
    Terminator,
}
impl Class {
    /// The class's opcodes, as a range of opcode numbers (the same type as a `kind: ir`
    /// table's `Class::range`).
    pub const fn range(self) -> ::opforge_cfg::OpcodeRange<Opcode> {
        match self {
            Class::Move => class_range::MOVE,
            Class::Integer => class_range::INTEGER,
            Class::IntBinary => class_range::INT_BINARY,
            Class::IntImm => class_range::INT_IMM,
            Class::IntUnary => class_range::INT_UNARY,
            Class::Extend => class_range::EXTEND,
            Class::Compare => class_range::COMPARE,
            Class::Float => class_range::FLOAT,
            Class::FloatBinary => class_range::FLOAT_BINARY,
            Class::FloatUnary => class_range::FLOAT_UNARY,
            Class::Convert => class_range::CONVERT,
            Class::Memory => class_range::MEMORY,
            Class::Load => class_range::LOAD,
            Class::Store => class_range::STORE,
            Class::LoadIndexed => class_range::LOAD_INDEXED,
            Class::StoreIndexed => class_range::STORE_INDEXED,
            Class::Address => class_range::ADDRESS,
            Class::Call => class_range::CALL,
            Class::Check => class_range::CHECK,
            Class::Terminator => class_range::TERMINATOR,
        }
    }
    /// Whether `op` is in the class (one subtraction and one comparison).
    pub const fn contains(self, op: Opcode) -> bool {
        self.range().contains_number(op as u16)
    }
}
/// The opcode range of every class.
pub mod class_range {
    /// The opcodes of class `Move`.
    pub const MOVE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        0,
        6,
    );
    /// The opcodes of class `Integer`.
    pub const INTEGER: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        6,
        32,
    );
    /// The opcodes of class `IntBinary`.
    pub const INT_BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        6,
        18,
    );
    /// The opcodes of class `IntImm`.
    pub const INT_IMM: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        18,
        23,
    );
    /// The opcodes of class `IntUnary`.
    pub const INT_UNARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        23,
        25,
    );
    /// The opcodes of class `Extend`.
    pub const EXTEND: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        25,
        32,
    );
    /// The opcodes of class `Compare`.
    pub const COMPARE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        32,
        36,
    );
    /// The opcodes of class `Float`.
    pub const FLOAT: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        36,
        45,
    );
    /// The opcodes of class `FloatBinary`.
    pub const FLOAT_BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        36,
        42,
    );
    /// The opcodes of class `FloatUnary`.
    pub const FLOAT_UNARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        42,
        45,
    );
    /// The opcodes of class `Convert`.
    pub const CONVERT: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        45,
        57,
    );
    /// The opcodes of class `Memory`.
    pub const MEMORY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        57,
        70,
    );
    /// The opcodes of class `Load`.
    pub const LOAD: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        57,
        63,
    );
    /// The opcodes of class `Store`.
    pub const STORE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        63,
        66,
    );
    /// The opcodes of class `LoadIndexed`.
    pub const LOAD_INDEXED: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        66,
        68,
    );
    /// The opcodes of class `StoreIndexed`.
    pub const STORE_INDEXED: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        68,
        70,
    );
    /// The opcodes of class `Address`.
    pub const ADDRESS: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        70,
        73,
    );
    /// The opcodes of class `Call`.
    pub const CALL: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        73,
        78,
    );
    /// The opcodes of class `Check`.
    pub const CHECK: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        78,
        80,
    );
    /// The opcodes of class `Terminator`.
    pub const TERMINATOR: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        80,
        90,
    );
}
impl Opcode {
    /// Whether the opcode is in class `Move` (one subtraction and one comparison).
    pub const fn is_move(self) -> bool {
        (self as u16).wrapping_sub(0) < 6
    }
    /// Whether the opcode is in class `Integer` (one subtraction and one comparison).
    pub const fn is_integer(self) -> bool {
        (self as u16).wrapping_sub(6) < 26
    }
    /// Whether the opcode is in class `IntBinary` (one subtraction and one comparison).
    pub const fn is_int_binary(self) -> bool {
        (self as u16).wrapping_sub(6) < 12
    }
    /// Whether the opcode is in class `IntImm` (one subtraction and one comparison).
    pub const fn is_int_imm(self) -> bool {
        (self as u16).wrapping_sub(18) < 5
    }
    /// Whether the opcode is in class `IntUnary` (one subtraction and one comparison).
    pub const fn is_int_unary(self) -> bool {
        (self as u16).wrapping_sub(23) < 2
    }
    /// Whether the opcode is in class `Extend` (one subtraction and one comparison).
    pub const fn is_extend(self) -> bool {
        (self as u16).wrapping_sub(25) < 7
    }
    /// Whether the opcode is in class `Compare` (one subtraction and one comparison).
    pub const fn is_compare(self) -> bool {
        (self as u16).wrapping_sub(32) < 4
    }
    /// Whether the opcode is in class `Float` (one subtraction and one comparison).
    pub const fn is_float(self) -> bool {
        (self as u16).wrapping_sub(36) < 9
    }
    /// Whether the opcode is in class `FloatBinary` (one subtraction and one comparison).
    pub const fn is_float_binary(self) -> bool {
        (self as u16).wrapping_sub(36) < 6
    }
    /// Whether the opcode is in class `FloatUnary` (one subtraction and one comparison).
    pub const fn is_float_unary(self) -> bool {
        (self as u16).wrapping_sub(42) < 3
    }
    /// Whether the opcode is in class `Convert` (one subtraction and one comparison).
    pub const fn is_convert(self) -> bool {
        (self as u16).wrapping_sub(45) < 12
    }
    /// Whether the opcode is in class `Memory` (one subtraction and one comparison).
    pub const fn is_memory(self) -> bool {
        (self as u16).wrapping_sub(57) < 13
    }
    /// Whether the opcode is in class `Load` (one subtraction and one comparison).
    pub const fn is_load(self) -> bool {
        (self as u16).wrapping_sub(57) < 6
    }
    /// Whether the opcode is in class `Store` (one subtraction and one comparison).
    pub const fn is_store(self) -> bool {
        (self as u16).wrapping_sub(63) < 3
    }
    /// Whether the opcode is in class `LoadIndexed` (one subtraction and one comparison).
    pub const fn is_load_indexed(self) -> bool {
        (self as u16).wrapping_sub(66) < 2
    }
    /// Whether the opcode is in class `StoreIndexed` (one subtraction and one comparison).
    pub const fn is_store_indexed(self) -> bool {
        (self as u16).wrapping_sub(68) < 2
    }
    /// Whether the opcode is in class `Address` (one subtraction and one comparison).
    pub const fn is_address(self) -> bool {
        (self as u16).wrapping_sub(70) < 3
    }
    /// Whether the opcode is in class `Call` (one subtraction and one comparison).
    pub const fn is_call(self) -> bool {
        (self as u16).wrapping_sub(73) < 5
    }
    /// Whether the opcode is in class `Check` (one subtraction and one comparison).
    pub const fn is_check(self) -> bool {
        (self as u16).wrapping_sub(78) < 2
    }
    /// Whether the opcode is in class `Terminator` (one subtraction and one comparison).
    pub const fn is_terminator(self) -> bool {
        (self as u16).wrapping_sub(80) < 10
    }
}
/// The opcodes, numbered depth-first over the class tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Opcode {
    /// Copies a value into a register of its own.
    Copy = 0,
    /// MOVZ: a 16-bit chunk shifted left, the other bits zero.
    Movz = 1,
    /// MOVN: the complement of a 16-bit chunk shifted left.
    Movn = 2,
    /// MOVK: replaces one 16-bit chunk of a register, keeping the others.
    Movk = 3,
    /// An integer constant of any value, emitted as the shortest MOVZ/MOVN/MOVK sequence or a logical immediate.
    Iconst = 4,
    /// The address `depth` bytes below the frame record (x29): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `sub {out}, x29, #{depth}`, or for a depth beyond 4095 as `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`.
    FrameAddr = 5,
    /// Adds, wrapping.
    Iadd = 6,
    /// Subtracts, wrapping.
    Isub = 7,
    /// Multiplies, wrapping.
    Imul = 8,
    /// Divides signed, rounding toward zero (x/0 is 0).
    Sdiv = 9,
    /// Divides unsigned (x/0 is 0).
    Udiv = 10,
    /// Bitwise and.
    Band = 11,
    /// Bitwise or.
    Bor = 12,
    /// Bitwise exclusive or.
    Bxor = 13,
    /// Shifts left by the amount modulo the width.
    Ishl = 14,
    /// Shifts right, zero-filling, by the amount modulo the width.
    Ushr = 15,
    /// Shifts right, sign-filling, by the amount modulo the width.
    Sshr = 16,
    /// Multiplies and subtracts from a third value: acc - lhs * rhs (the remainder after a division).
    Msub = 17,
    /// Adds a 12-bit constant.
    IaddImm = 18,
    /// Subtracts a 12-bit constant.
    IsubImm = 19,
    /// Shifts left by a constant below the width.
    IshlImm = 20,
    /// Shifts right, zero-filling, by a constant below the width.
    UshrImm = 21,
    /// Shifts right, sign-filling, by a constant below the width.
    SshrImm = 22,
    /// Negates, wrapping.
    Ineg = 23,
    /// Complements every bit.
    Bnot = 24,
    /// Sign-extends the low 8 bits.
    Sextend8 = 25,
    /// Sign-extends the low 16 bits.
    Sextend16 = 26,
    /// Zero-extends the low 8 bits (a write of the low half clears the upper one).
    Uextend8 = 27,
    /// Zero-extends the low 16 bits.
    Uextend16 = 28,
    /// Sign-extends a 32-bit value to 64 bits.
    Sextend32 = 29,
    /// Zero-extends a 32-bit value to 64 bits (a 32-bit move clears the upper half).
    Uextend32 = 30,
    /// Keeps the low 32 bits of a 64-bit value (a 32-bit move).
    Ireduce = 31,
    /// Compares two integers: 1 when the condition holds, else 0.
    Icmp = 32,
    /// Compares an integer with a 12-bit constant: 1 when the condition holds, else 0.
    IcmpImm = 33,
    /// Compares two floats: 1 when the condition holds (mi is less than, vs unordered), else 0.
    Fcmp = 34,
    /// Picks the first value when the condition is not zero, else the second.
    Select = 35,
    /// Adds.
    Fadd = 36,
    /// Subtracts.
    Fsub = 37,
    /// Multiplies.
    Fmul = 38,
    /// Divides.
    Fdiv = 39,
    /// The smaller (NaN if either is).
    Fmin = 40,
    /// The larger (NaN if either is).
    Fmax = 41,
    /// Negates.
    Fneg = 42,
    /// The absolute value.
    Fabs = 43,
    /// The square root.
    Fsqrt = 44,
    /// Widens a single to a double.
    Fpromote = 45,
    /// Narrows a double to a single, rounding to nearest.
    Fdemote = 46,
    /// Converts a signed 32-bit integer to a float, rounding to nearest.
    ScvtFromI32 = 47,
    /// Converts a signed 64-bit integer to a float, rounding to nearest.
    ScvtFromI64 = 48,
    /// Converts a single to a signed integer, rounding toward zero and saturating.
    FcvtzsFromF32 = 49,
    /// Converts a double to a signed integer, rounding toward zero and saturating.
    FcvtzsFromF64 = 50,
    /// Converts an unsigned 32-bit integer to a float, rounding to nearest.
    UcvtFromI32 = 51,
    /// Converts an unsigned 64-bit integer to a float, rounding to nearest.
    UcvtFromI64 = 52,
    /// Converts a single to an unsigned integer, rounding toward zero and saturating.
    FcvtzuFromF32 = 53,
    /// Converts a double to an unsigned integer, rounding toward zero and saturating.
    FcvtzuFromF64 = 54,
    /// The bits of a float as an integer of its width.
    BitcastToInt = 55,
    /// The bits of an integer as a float of its width.
    BitcastToFloat = 56,
    /// Loads a value of its type from base + offset.
    Load = 57,
    /// Loads a byte, zero-extended.
    Load8u = 58,
    /// Loads a byte, sign-extended.
    Load8s = 59,
    /// Loads a halfword, zero-extended.
    Load16u = 60,
    /// Loads a halfword, sign-extended.
    Load16s = 61,
    /// Loads a word, sign-extended to 64 bits.
    Load32s = 62,
    /// Stores a value of its type at base + offset.
    Store = 63,
    /// Stores the low byte.
    Store8 = 64,
    /// Stores the low halfword.
    Store16 = 65,
    /// Loads a value of its type from base + index * its size in bytes (an array's element; the index a 64-bit register).
    LoadIdx = 66,
    /// Loads a 32-bit value from base + index * 4, the index a 32-bit integer sign-extended by the access (an array's element at a C `int` index).
    LoadIdxW = 67,
    /// Stores a value of its type at base + index * its size in bytes (an array's element; the index a 64-bit register).
    StoreIdx = 68,
    /// Stores a 32-bit value at base + index * 4, the index a 32-bit integer sign-extended by the access.
    StoreIdxW = 69,
    /// Declares a stack slot of the function: `size` bytes aligned to `align` (1, 2, 4, 8 or 16), not zeroed. The slots are numbered from 0 in the order of their declarations in the layout; the frame lays them out below the `frame_addr` reservations, each at an address that is a multiple of its alignment, and keeps the whole frame a multiple of 16 bytes. Emits nothing.
    StackSlot = 70,
    /// The address of stack slot `slot` (see `stack_slot`): `sub {out}, x29, #{depth}`, or for a depth beyond 4095 `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`, where the frame put the slot `depth` bytes below the frame record.
    StackAddr = 71,
    /// The address of data item `symbol` of the module, or of an external symbol for an index past them: `adrp {out}, <symbol>` and `add {out}, {out}, :lo12:<symbol>`, with an `R_AARCH64_ADR_PREL_PG_HI21` and an `R_AARCH64_ADD_ABS_LO12_NC` relocation in an object (the executable with the harness places its data items itself and resolves both).
    GlobalAddr = 72,
    /// Calls a function of the module with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    Call = 73,
    /// Calls a function of the module with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its float result comes back in d0 (s0 for a single).
    Fcall = 74,
    /// Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    CallIndex = 75,
    /// Like `call_index`, for a function whose float result comes back in d0 (s0 for a single).
    FcallIndex = 76,
    /// Calls the function at an address with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    CallIndirect = 77,
    /// Traps with `code` (in x16, at the trap stub) when the integer is zero: a CBNZ over the branch to the stub.
    Trapz = 78,
    /// Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit): CMN, CCMP, B.VC over the branch to the stub.
    TrapSdivOverflow = 79,
    /// Jumps to a block, passing arguments to its parameters.
    Jump = 80,
    /// Jumps to the first block when the value is not zero, else to the second.
    Brif = 81,
    /// Compares two integers and jumps to the first block when the condition holds, else to the second.
    BrIcmp = 82,
    /// Compares an integer with a 12-bit constant and jumps to the first block when the condition holds, else to the second.
    BrIcmpImm = 83,
    /// Compares two floats and jumps to the first block when the condition holds (mi is less than, ls less or equal, both false when unordered), else to the second.
    BrFcmp = 84,
    /// Returns an integer value in x0.
    Ret = 85,
    /// Returns a float value in d0 (s0 for a single).
    Fret = 86,
    /// Returns nothing.
    RetVoid = 87,
    /// Leaves the function for the harness's trap stub with `code` in x16.
    Trap = 88,
    /// Leaves the whole run with an exception: the value in x0, code 5 in x16, at the harness's trap stub (the interpreter ends the run at a THROW, in a callee too).
    Throw = 89,
}
impl Opcode {
    /// Every opcode, in opcode order.
    pub const ALL: [Opcode; 90] = [
        Opcode::Copy,
        Opcode::Movz,
        Opcode::Movn,
        Opcode::Movk,
        Opcode::Iconst,
        Opcode::FrameAddr,
        Opcode::Iadd,
        Opcode::Isub,
        Opcode::Imul,
        Opcode::Sdiv,
        Opcode::Udiv,
        Opcode::Band,
        Opcode::Bor,
        Opcode::Bxor,
        Opcode::Ishl,
        Opcode::Ushr,
        Opcode::Sshr,
        Opcode::Msub,
        Opcode::IaddImm,
        Opcode::IsubImm,
        Opcode::IshlImm,
        Opcode::UshrImm,
        Opcode::SshrImm,
        Opcode::Ineg,
        Opcode::Bnot,
        Opcode::Sextend8,
        Opcode::Sextend16,
        Opcode::Uextend8,
        Opcode::Uextend16,
        Opcode::Sextend32,
        Opcode::Uextend32,
        Opcode::Ireduce,
        Opcode::Icmp,
        Opcode::IcmpImm,
        Opcode::Fcmp,
        Opcode::Select,
        Opcode::Fadd,
        Opcode::Fsub,
        Opcode::Fmul,
        Opcode::Fdiv,
        Opcode::Fmin,
        Opcode::Fmax,
        Opcode::Fneg,
        Opcode::Fabs,
        Opcode::Fsqrt,
        Opcode::Fpromote,
        Opcode::Fdemote,
        Opcode::ScvtFromI32,
        Opcode::ScvtFromI64,
        Opcode::FcvtzsFromF32,
        Opcode::FcvtzsFromF64,
        Opcode::UcvtFromI32,
        Opcode::UcvtFromI64,
        Opcode::FcvtzuFromF32,
        Opcode::FcvtzuFromF64,
        Opcode::BitcastToInt,
        Opcode::BitcastToFloat,
        Opcode::Load,
        Opcode::Load8u,
        Opcode::Load8s,
        Opcode::Load16u,
        Opcode::Load16s,
        Opcode::Load32s,
        Opcode::Store,
        Opcode::Store8,
        Opcode::Store16,
        Opcode::LoadIdx,
        Opcode::LoadIdxW,
        Opcode::StoreIdx,
        Opcode::StoreIdxW,
        Opcode::StackSlot,
        Opcode::StackAddr,
        Opcode::GlobalAddr,
        Opcode::Call,
        Opcode::Fcall,
        Opcode::CallIndex,
        Opcode::FcallIndex,
        Opcode::CallIndirect,
        Opcode::Trapz,
        Opcode::TrapSdivOverflow,
        Opcode::Jump,
        Opcode::Brif,
        Opcode::BrIcmp,
        Opcode::BrIcmpImm,
        Opcode::BrFcmp,
        Opcode::Ret,
        Opcode::Fret,
        Opcode::RetVoid,
        Opcode::Trap,
        Opcode::Throw,
    ];
    /// The opcode's leaf class.
    pub const fn class(self) -> Class {
        match self {
            Opcode::Copy => Class::Move,
            Opcode::Movz => Class::Move,
            Opcode::Movn => Class::Move,
            Opcode::Movk => Class::Move,
            Opcode::Iconst => Class::Move,
            Opcode::FrameAddr => Class::Move,
            Opcode::Iadd => Class::IntBinary,
            Opcode::Isub => Class::IntBinary,
            Opcode::Imul => Class::IntBinary,
            Opcode::Sdiv => Class::IntBinary,
            Opcode::Udiv => Class::IntBinary,
            Opcode::Band => Class::IntBinary,
            Opcode::Bor => Class::IntBinary,
            Opcode::Bxor => Class::IntBinary,
            Opcode::Ishl => Class::IntBinary,
            Opcode::Ushr => Class::IntBinary,
            Opcode::Sshr => Class::IntBinary,
            Opcode::Msub => Class::IntBinary,
            Opcode::IaddImm => Class::IntImm,
            Opcode::IsubImm => Class::IntImm,
            Opcode::IshlImm => Class::IntImm,
            Opcode::UshrImm => Class::IntImm,
            Opcode::SshrImm => Class::IntImm,
            Opcode::Ineg => Class::IntUnary,
            Opcode::Bnot => Class::IntUnary,
            Opcode::Sextend8 => Class::Extend,
            Opcode::Sextend16 => Class::Extend,
            Opcode::Uextend8 => Class::Extend,
            Opcode::Uextend16 => Class::Extend,
            Opcode::Sextend32 => Class::Extend,
            Opcode::Uextend32 => Class::Extend,
            Opcode::Ireduce => Class::Extend,
            Opcode::Icmp => Class::Compare,
            Opcode::IcmpImm => Class::Compare,
            Opcode::Fcmp => Class::Compare,
            Opcode::Select => Class::Compare,
            Opcode::Fadd => Class::FloatBinary,
            Opcode::Fsub => Class::FloatBinary,
            Opcode::Fmul => Class::FloatBinary,
            Opcode::Fdiv => Class::FloatBinary,
            Opcode::Fmin => Class::FloatBinary,
            Opcode::Fmax => Class::FloatBinary,
            Opcode::Fneg => Class::FloatUnary,
            Opcode::Fabs => Class::FloatUnary,
            Opcode::Fsqrt => Class::FloatUnary,
            Opcode::Fpromote => Class::Convert,
            Opcode::Fdemote => Class::Convert,
            Opcode::ScvtFromI32 => Class::Convert,
            Opcode::ScvtFromI64 => Class::Convert,
            Opcode::FcvtzsFromF32 => Class::Convert,
            Opcode::FcvtzsFromF64 => Class::Convert,
            Opcode::UcvtFromI32 => Class::Convert,
            Opcode::UcvtFromI64 => Class::Convert,
            Opcode::FcvtzuFromF32 => Class::Convert,
            Opcode::FcvtzuFromF64 => Class::Convert,
            Opcode::BitcastToInt => Class::Convert,
            Opcode::BitcastToFloat => Class::Convert,
            Opcode::Load => Class::Load,
            Opcode::Load8u => Class::Load,
            Opcode::Load8s => Class::Load,
            Opcode::Load16u => Class::Load,
            Opcode::Load16s => Class::Load,
            Opcode::Load32s => Class::Load,
            Opcode::Store => Class::Store,
            Opcode::Store8 => Class::Store,
            Opcode::Store16 => Class::Store,
            Opcode::LoadIdx => Class::LoadIndexed,
            Opcode::LoadIdxW => Class::LoadIndexed,
            Opcode::StoreIdx => Class::StoreIndexed,
            Opcode::StoreIdxW => Class::StoreIndexed,
            Opcode::StackSlot => Class::Address,
            Opcode::StackAddr => Class::Address,
            Opcode::GlobalAddr => Class::Address,
            Opcode::Call => Class::Call,
            Opcode::Fcall => Class::Call,
            Opcode::CallIndex => Class::Call,
            Opcode::FcallIndex => Class::Call,
            Opcode::CallIndirect => Class::Call,
            Opcode::Trapz => Class::Check,
            Opcode::TrapSdivOverflow => Class::Check,
            Opcode::Jump => Class::Terminator,
            Opcode::Brif => Class::Terminator,
            Opcode::BrIcmp => Class::Terminator,
            Opcode::BrIcmpImm => Class::Terminator,
            Opcode::BrFcmp => Class::Terminator,
            Opcode::Ret => Class::Terminator,
            Opcode::Fret => Class::Terminator,
            Opcode::RetVoid => Class::Terminator,
            Opcode::Trap => Class::Terminator,
            Opcode::Throw => Class::Terminator,
        }
    }
}
impl ::opforge_cfg::CfgOpcode for Opcode {
    type Type = Type;
    const ALL: &'static [Opcode] = &Opcode::ALL;
    fn number(self) -> u16 {
        match self {
            Opcode::Copy => 0,
            Opcode::Movz => 1,
            Opcode::Movn => 2,
            Opcode::Movk => 3,
            Opcode::Iconst => 4,
            Opcode::FrameAddr => 5,
            Opcode::Iadd => 6,
            Opcode::Isub => 7,
            Opcode::Imul => 8,
            Opcode::Sdiv => 9,
            Opcode::Udiv => 10,
            Opcode::Band => 11,
            Opcode::Bor => 12,
            Opcode::Bxor => 13,
            Opcode::Ishl => 14,
            Opcode::Ushr => 15,
            Opcode::Sshr => 16,
            Opcode::Msub => 17,
            Opcode::IaddImm => 18,
            Opcode::IsubImm => 19,
            Opcode::IshlImm => 20,
            Opcode::UshrImm => 21,
            Opcode::SshrImm => 22,
            Opcode::Ineg => 23,
            Opcode::Bnot => 24,
            Opcode::Sextend8 => 25,
            Opcode::Sextend16 => 26,
            Opcode::Uextend8 => 27,
            Opcode::Uextend16 => 28,
            Opcode::Sextend32 => 29,
            Opcode::Uextend32 => 30,
            Opcode::Ireduce => 31,
            Opcode::Icmp => 32,
            Opcode::IcmpImm => 33,
            Opcode::Fcmp => 34,
            Opcode::Select => 35,
            Opcode::Fadd => 36,
            Opcode::Fsub => 37,
            Opcode::Fmul => 38,
            Opcode::Fdiv => 39,
            Opcode::Fmin => 40,
            Opcode::Fmax => 41,
            Opcode::Fneg => 42,
            Opcode::Fabs => 43,
            Opcode::Fsqrt => 44,
            Opcode::Fpromote => 45,
            Opcode::Fdemote => 46,
            Opcode::ScvtFromI32 => 47,
            Opcode::ScvtFromI64 => 48,
            Opcode::FcvtzsFromF32 => 49,
            Opcode::FcvtzsFromF64 => 50,
            Opcode::UcvtFromI32 => 51,
            Opcode::UcvtFromI64 => 52,
            Opcode::FcvtzuFromF32 => 53,
            Opcode::FcvtzuFromF64 => 54,
            Opcode::BitcastToInt => 55,
            Opcode::BitcastToFloat => 56,
            Opcode::Load => 57,
            Opcode::Load8u => 58,
            Opcode::Load8s => 59,
            Opcode::Load16u => 60,
            Opcode::Load16s => 61,
            Opcode::Load32s => 62,
            Opcode::Store => 63,
            Opcode::Store8 => 64,
            Opcode::Store16 => 65,
            Opcode::LoadIdx => 66,
            Opcode::LoadIdxW => 67,
            Opcode::StoreIdx => 68,
            Opcode::StoreIdxW => 69,
            Opcode::StackSlot => 70,
            Opcode::StackAddr => 71,
            Opcode::GlobalAddr => 72,
            Opcode::Call => 73,
            Opcode::Fcall => 74,
            Opcode::CallIndex => 75,
            Opcode::FcallIndex => 76,
            Opcode::CallIndirect => 77,
            Opcode::Trapz => 78,
            Opcode::TrapSdivOverflow => 79,
            Opcode::Jump => 80,
            Opcode::Brif => 81,
            Opcode::BrIcmp => 82,
            Opcode::BrIcmpImm => 83,
            Opcode::BrFcmp => 84,
            Opcode::Ret => 85,
            Opcode::Fret => 86,
            Opcode::RetVoid => 87,
            Opcode::Trap => 88,
            Opcode::Throw => 89,
        }
    }
    fn info(self) -> &'static ::opforge_cfg::InstInfo {
        &INST_INFO[::opforge_cfg::CfgOpcode::number(self) as usize]
    }
}
impl ::core::fmt::Display for Opcode {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(::opforge_cfg::CfgOpcode::info(*self).name)
    }
}
impl ::core::str::FromStr for Opcode {
    type Err = ::opforge_cfg::UnknownName;
    fn from_str(s: &str) -> ::core::result::Result<Opcode, ::opforge_cfg::UnknownName> {
        ::opforge_cfg::opcode_named(s)
    }
}
/// The metadata row of every opcode, in opcode order: operand and result shapes, flags,
/// and whether it terminates a block.
pub static INST_INFO: [::opforge_cfg::InstInfo; 90] = [
    ::opforge_cfg::InstInfo {
        name: "copy",
        doc: "Copies a value into a register of its own.",
        class: "Move",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(15),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "movz",
        doc: "MOVZ: a 16-bit chunk shifted left, the other bits zero.",
        class: "Move",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "shift",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::LSL16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "movn",
        doc: "MOVN: the complement of a 16-bit chunk shifted left.",
        class: "Move",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "shift",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::LSL16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "movk",
        doc: "MOVK: replaces one 16-bit chunk of a register, keeping the others.",
        class: "Move",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "shift",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::LSL16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "iconst",
        doc: "An integer constant of any value, emitted as the shortest MOVZ/MOVN/MOVK sequence or a logical immediate.",
        class: "Move",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::IMM64),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "frame_addr",
        doc: "The address `depth` bytes below the frame record (x29): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `sub {out}, x29, #{depth}`, or for a depth beyond 4095 as `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`.",
        class: "Move",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "depth",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM24),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(2),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "iadd",
        doc: "Adds, wrapping.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "isub",
        doc: "Subtracts, wrapping.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "imul",
        doc: "Multiplies, wrapping.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "sdiv",
        doc: "Divides signed, rounding toward zero (x/0 is 0).",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "udiv",
        doc: "Divides unsigned (x/0 is 0).",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "band",
        doc: "Bitwise and.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "bor",
        doc: "Bitwise or.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "bxor",
        doc: "Bitwise exclusive or.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ishl",
        doc: "Shifts left by the amount modulo the width.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ushr",
        doc: "Shifts right, zero-filling, by the amount modulo the width.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "sshr",
        doc: "Shifts right, sign-filling, by the amount modulo the width.",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "msub",
        doc: "Multiplies and subtracts from a third value: acc - lhs * rhs (the remainder after a division).",
        class: "IntBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "acc",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "iadd_imm",
        doc: "Adds a 12-bit constant.",
        class: "IntImm",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "imm",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM12),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "isub_imm",
        doc: "Subtracts a 12-bit constant.",
        class: "IntImm",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "imm",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM12),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ishl_imm",
        doc: "Shifts left by a constant below the width.",
        class: "IntImm",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "imm",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SHAMT),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ushr_imm",
        doc: "Shifts right, zero-filling, by a constant below the width.",
        class: "IntImm",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "imm",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SHAMT),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "sshr_imm",
        doc: "Shifts right, sign-filling, by a constant below the width.",
        class: "IntImm",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "imm",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SHAMT),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ineg",
        doc: "Negates, wrapping.",
        class: "IntUnary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "bnot",
        doc: "Complements every bit.",
        class: "IntUnary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "sextend8",
        doc: "Sign-extends the low 8 bits.",
        class: "Extend",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "sextend16",
        doc: "Sign-extends the low 16 bits.",
        class: "Extend",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "uextend8",
        doc: "Zero-extends the low 8 bits (a write of the low half clears the upper one).",
        class: "Extend",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "uextend16",
        doc: "Zero-extends the low 16 bits.",
        class: "Extend",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "sextend32",
        doc: "Sign-extends a 32-bit value to 64 bits.",
        class: "Extend",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(2),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "uextend32",
        doc: "Zero-extends a 32-bit value to 64 bits (a 32-bit move clears the upper half).",
        class: "Extend",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(2),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ireduce",
        doc: "Keeps the low 32 bits of a 64-bit value (a 32-bit move).",
        class: "Extend",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "icmp",
        doc: "Compares two integers: 1 when the condition holds, else 0.",
        class: "Compare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "cond",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::COND),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(1),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "icmp_imm",
        doc: "Compares an integer with a 12-bit constant: 1 when the condition holds, else 0.",
        class: "Compare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "cond",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::COND),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "imm",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM12),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcmp",
        doc: "Compares two floats: 1 when the condition holds (mi is less than, vs unordered), else 0.",
        class: "Compare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "cond",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::COND),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(1),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "select",
        doc: "Picks the first value when the condition is not zero, else the second.",
        class: "Compare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "c",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "x",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "y",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::Some(1),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(15),
                same: ::core::option::Option::Some(1),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fadd",
        doc: "Adds.",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fsub",
        doc: "Subtracts.",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fmul",
        doc: "Multiplies.",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fdiv",
        doc: "Divides.",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fmin",
        doc: "The smaller (NaN if either is).",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fmax",
        doc: "The larger (NaN if either is).",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fneg",
        doc: "Negates.",
        class: "FloatUnary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fabs",
        doc: "The absolute value.",
        class: "FloatUnary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fsqrt",
        doc: "The square root.",
        class: "FloatUnary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::Some(0),
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fpromote",
        doc: "Widens a single to a double.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(4),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(8),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fdemote",
        doc: "Narrows a double to a single, rounding to nearest.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(8),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "scvt_from_i32",
        doc: "Converts a signed 32-bit integer to a float, rounding to nearest.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "scvt_from_i64",
        doc: "Converts a signed 64-bit integer to a float, rounding to nearest.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcvtzs_from_f32",
        doc: "Converts a single to a signed integer, rounding toward zero and saturating.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(4),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcvtzs_from_f64",
        doc: "Converts a double to a signed integer, rounding toward zero and saturating.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(8),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ucvt_from_i32",
        doc: "Converts an unsigned 32-bit integer to a float, rounding to nearest.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ucvt_from_i64",
        doc: "Converts an unsigned 64-bit integer to a float, rounding to nearest.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcvtzu_from_f32",
        doc: "Converts a single to an unsigned integer, rounding toward zero and saturating.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(4),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcvtzu_from_f64",
        doc: "Converts a double to an unsigned integer, rounding toward zero and saturating.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(8),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "bitcast_to_int",
        doc: "The bits of a float as an integer of its width.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "bitcast_to_float",
        doc: "The bits of an integer as a float of its width.",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "src",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load",
        doc: "Loads a value of its type from base + offset.",
        class: "Load",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(15),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load8u",
        doc: "Loads a byte, zero-extended.",
        class: "Load",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load8s",
        doc: "Loads a byte, sign-extended.",
        class: "Load",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load16u",
        doc: "Loads a halfword, zero-extended.",
        class: "Load",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load16s",
        doc: "Loads a halfword, sign-extended.",
        class: "Load",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load32s",
        doc: "Loads a word, sign-extended to 64 bits.",
        class: "Load",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(2),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "store",
        doc: "Stores a value of its type at base + offset.",
        class: "Store",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "store8",
        doc: "Stores the low byte.",
        class: "Store",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "store16",
        doc: "Stores the low halfword.",
        class: "Store",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "offset",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::OFFSET),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load_idx",
        doc: "Loads a value of its type from base + index * its size in bytes (an array's element; the index a 64-bit register).",
        class: "LoadIndexed",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "index",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(15),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load_idx_w",
        doc: "Loads a 32-bit value from base + index * 4, the index a 32-bit integer sign-extended by the access (an array's element at a C `int` index).",
        class: "LoadIndexed",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "index",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(5),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "store_idx",
        doc: "Stores a value of its type at base + index * its size in bytes (an array's element; the index a 64-bit register).",
        class: "StoreIndexed",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "index",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "store_idx_w",
        doc: "Stores a 32-bit value at base + index * 4, the index a 32-bit integer sign-extended by the access.",
        class: "StoreIndexed",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(5),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "base",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "index",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "stack_slot",
        doc: "Declares a stack slot of the function: `size` bytes aligned to `align` (1, 2, 4, 8 or 16), not zeroed. The slots are numbered from 0 in the order of their declarations in the layout; the frame lays them out below the `frame_addr` reservations, each at an address that is a multiple of its alignment, and keeps the whole frame a multiple of 16 bytes. Emits nothing.",
        class: "Address",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "size",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SLOT_SIZE),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "align",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SLOT_ALIGN),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "stack_addr",
        doc: "The address of stack slot `slot` (see `stack_slot`): `sub {out}, x29, #{depth}`, or for a depth beyond 4095 `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`, where the frame put the slot `depth` bytes below the frame record.",
        class: "Address",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "slot",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SLOT),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(2),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "global_addr",
        doc: "The address of data item `symbol` of the module, or of an external symbol for an index past them: `adrp {out}, <symbol>` and `add {out}, {out}, :lo12:<symbol>`, with an `R_AARCH64_ADR_PREL_PG_HI21` and an `R_AARCH64_ADD_ABS_LO12_NC` relocation in an object (the executable with the harness places its data items itself and resolves both).",
        class: "Address",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "symbol",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SYMBOL),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(2),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 1,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "call",
        doc: "Calls a function of the module with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.",
        class: "Call",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "callee",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::FUNC),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "args",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcall",
        doc: "Calls a function of the module with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its float result comes back in d0 (s0 for a single).",
        class: "Call",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "callee",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::FUNC),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "args",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "call_index",
        doc: "Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.",
        class: "Call",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "index",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "args",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcall_index",
        doc: "Like `call_index`, for a function whose float result comes back in d0 (s0 for a single).",
        class: "Call",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "index",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "args",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(12),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "call_indirect",
        doc: "Calls the function at an address with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.",
        class: "Call",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "target",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "args",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(15),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(3),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "trapz",
        doc: "Traps with `code` (in x16, at the trap stub) when the integer is zero: a CBNZ over the branch to the stub.",
        class: "Check",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "code",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "trap_sdiv_overflow",
        doc: "Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit): CMN, CCMP, B.VC over the branch to the stub.",
        class: "Check",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(0),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "jump",
        doc: "Jumps to a block, passing arguments to its parameters.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "dest",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "brif",
        doc: "Jumps to the first block when the value is not zero, else to the second.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "c",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "then",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "else",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "br_icmp",
        doc: "Compares two integers and jumps to the first block when the condition holds, else to the second.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "cond",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::COND),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::Some(1),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "then",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "else",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "br_icmp_imm",
        doc: "Compares an integer with a 12-bit constant and jumps to the first block when the condition holds, else to the second.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "cond",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::COND),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "imm",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM12),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "then",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "else",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "br_fcmp",
        doc: "Compares two floats and jumps to the first block when the condition holds (mi is less than, ls less or equal, both false when unordered), else to the second.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "cond",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::COND),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::Some(1),
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "then",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "else",
                kind: ::opforge_cfg::OperandKind::Block,
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ret",
        doc: "Returns an integer value in x0.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: true,
    },
    ::opforge_cfg::InstInfo {
        name: "fret",
        doc: "Returns a float value in d0 (s0 for a single).",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(12),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: true,
    },
    ::opforge_cfg::InstInfo {
        name: "ret_void",
        doc: "Returns nothing.",
        class: "Terminator",
        operands: &[],
        results: &[],
        flags: 0,
        terminator: true,
        returns: true,
    },
    ::opforge_cfg::InstInfo {
        name: "trap",
        doc: "Leaves the function for the harness's trap stub with `code` in x16.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "code",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM16),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "throw",
        doc: "Leaves the whole run with an exception: the value in x0, code 5 in x16, at the harness's trap stub (the interpreter ends the run at a THROW, in a callee too).",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: false,
    },
];
/// Typed construction: one method per instruction, appending it to the builder's
/// current block. Result types the table fixes or ties to an operand are inferred; the
/// others are parameters.
pub trait InstBuilder {
    /// Copies a value into a register of its own.
    fn copy(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// MOVZ: a 16-bit chunk shifted left, the other bits zero.
    fn movz(
        &mut self,
        value: u16,
        shift: ::opforge_cfg::UImm<6>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// MOVN: the complement of a 16-bit chunk shifted left.
    fn movn(
        &mut self,
        value: u16,
        shift: ::opforge_cfg::UImm<6>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// MOVK: replaces one 16-bit chunk of a register, keeping the others.
    fn movk(
        &mut self,
        src: ::opforge_cfg::Value,
        value: u16,
        shift: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value;
    /// An integer constant of any value, emitted as the shortest MOVZ/MOVN/MOVK sequence or a logical immediate.
    fn iconst(&mut self, value: i64, out_type: Type) -> ::opforge_cfg::Value;
    /// The address `depth` bytes below the frame record (x29): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `sub {out}, x29, #{depth}`, or for a depth beyond 4095 as `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`.
    fn frame_addr(&mut self, depth: ::opforge_cfg::UImm<24>) -> ::opforge_cfg::Value;
    /// Adds, wrapping.
    fn iadd(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Subtracts, wrapping.
    fn isub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Multiplies, wrapping.
    fn imul(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Divides signed, rounding toward zero (x/0 is 0).
    fn sdiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Divides unsigned (x/0 is 0).
    fn udiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Bitwise and.
    fn band(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Bitwise or.
    fn bor(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Bitwise exclusive or.
    fn bxor(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Shifts left by the amount modulo the width.
    fn ishl(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, zero-filling, by the amount modulo the width.
    fn ushr(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, sign-filling, by the amount modulo the width.
    fn sshr(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Multiplies and subtracts from a third value: acc - lhs * rhs (the remainder after a division).
    fn msub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        acc: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Adds a 12-bit constant.
    fn iadd_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Subtracts a 12-bit constant.
    fn isub_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Shifts left by a constant below the width.
    fn ishl_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, zero-filling, by a constant below the width.
    fn ushr_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, sign-filling, by a constant below the width.
    fn sshr_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value;
    /// Negates, wrapping.
    fn ineg(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Complements every bit.
    fn bnot(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Sign-extends the low 8 bits.
    fn sextend8(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Sign-extends the low 16 bits.
    fn sextend16(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Zero-extends the low 8 bits (a write of the low half clears the upper one).
    fn uextend8(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Zero-extends the low 16 bits.
    fn uextend16(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Sign-extends a 32-bit value to 64 bits.
    fn sextend32(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Zero-extends a 32-bit value to 64 bits (a 32-bit move clears the upper half).
    fn uextend32(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Keeps the low 32 bits of a 64-bit value (a 32-bit move).
    fn ireduce(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Compares two integers: 1 when the condition holds, else 0.
    fn icmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Compares an integer with a 12-bit constant: 1 when the condition holds, else 0.
    fn icmp_imm(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Compares two floats: 1 when the condition holds (mi is less than, vs unordered), else 0.
    fn fcmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Picks the first value when the condition is not zero, else the second.
    fn select(
        &mut self,
        c: ::opforge_cfg::Value,
        x: ::opforge_cfg::Value,
        y: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Adds.
    fn fadd(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Subtracts.
    fn fsub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Multiplies.
    fn fmul(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Divides.
    fn fdiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// The smaller (NaN if either is).
    fn fmin(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// The larger (NaN if either is).
    fn fmax(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Negates.
    fn fneg(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// The absolute value.
    fn fabs(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// The square root.
    fn fsqrt(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Widens a single to a double.
    fn fpromote(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Narrows a double to a single, rounding to nearest.
    fn fdemote(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Converts a signed 32-bit integer to a float, rounding to nearest.
    fn scvt_from_i32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a signed 64-bit integer to a float, rounding to nearest.
    fn scvt_from_i64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a single to a signed integer, rounding toward zero and saturating.
    fn fcvtzs_from_f32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a double to a signed integer, rounding toward zero and saturating.
    fn fcvtzs_from_f64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts an unsigned 32-bit integer to a float, rounding to nearest.
    fn ucvt_from_i32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts an unsigned 64-bit integer to a float, rounding to nearest.
    fn ucvt_from_i64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a single to an unsigned integer, rounding toward zero and saturating.
    fn fcvtzu_from_f32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a double to an unsigned integer, rounding toward zero and saturating.
    fn fcvtzu_from_f64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// The bits of a float as an integer of its width.
    fn bitcast_to_int(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// The bits of an integer as a float of its width.
    fn bitcast_to_float(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a value of its type from base + offset.
    fn load(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a byte, zero-extended.
    fn load8u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a byte, sign-extended.
    fn load8s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a halfword, zero-extended.
    fn load16u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a halfword, sign-extended.
    fn load16s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a word, sign-extended to 64 bits.
    fn load32s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Value;
    /// Stores a value of its type at base + offset.
    fn store(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Inst;
    /// Stores the low byte.
    fn store8(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Inst;
    /// Stores the low halfword.
    fn store16(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Inst;
    /// Loads a value of its type from base + index * its size in bytes (an array's element; the index a 64-bit register).
    fn load_idx(
        &mut self,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a 32-bit value from base + index * 4, the index a 32-bit integer sign-extended by the access (an array's element at a C `int` index).
    fn load_idx_w(
        &mut self,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Stores a value of its type at base + index * its size in bytes (an array's element; the index a 64-bit register).
    fn store_idx(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst;
    /// Stores a 32-bit value at base + index * 4, the index a 32-bit integer sign-extended by the access.
    fn store_idx_w(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst;
    /// Declares a stack slot of the function: `size` bytes aligned to `align` (1, 2, 4, 8 or 16), not zeroed. The slots are numbered from 0 in the order of their declarations in the layout; the frame lays them out below the `frame_addr` reservations, each at an address that is a multiple of its alignment, and keeps the whole frame a multiple of 16 bytes. Emits nothing.
    fn stack_slot(
        &mut self,
        size: ::opforge_cfg::UImm<24>,
        align: u8,
    ) -> ::opforge_cfg::Inst;
    /// The address of stack slot `slot` (see `stack_slot`): `sub {out}, x29, #{depth}`, or for a depth beyond 4095 `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`, where the frame put the slot `depth` bytes below the frame record.
    fn stack_addr(&mut self, slot: u16) -> ::opforge_cfg::Value;
    /// The address of data item `symbol` of the module, or of an external symbol for an index past them: `adrp {out}, <symbol>` and `add {out}, {out}, :lo12:<symbol>`, with an `R_AARCH64_ADR_PREL_PG_HI21` and an `R_AARCH64_ADD_ABS_LO12_NC` relocation in an object (the executable with the harness places its data items itself and resolves both).
    fn global_addr(&mut self, symbol: u32) -> ::opforge_cfg::Value;
    /// Calls a function of the module with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    fn call(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Calls a function of the module with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its float result comes back in d0 (s0 for a single).
    fn fcall(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    fn call_index(
        &mut self,
        index: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Like `call_index`, for a function whose float result comes back in d0 (s0 for a single).
    fn fcall_index(
        &mut self,
        index: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Calls the function at an address with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    fn call_indirect(
        &mut self,
        target: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Traps with `code` (in x16, at the trap stub) when the integer is zero: a CBNZ over the branch to the stub.
    fn trapz(&mut self, value: ::opforge_cfg::Value, code: u16) -> ::opforge_cfg::Inst;
    /// Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit): CMN, CCMP, B.VC over the branch to the stub.
    fn trap_sdiv_overflow(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst;
    /// Jumps to a block, passing arguments to its parameters.
    fn jump(
        &mut self,
        dest: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when the value is not zero, else to the second.
    fn brif(
        &mut self,
        c: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Compares two integers and jumps to the first block when the condition holds, else to the second.
    fn br_icmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Compares an integer with a 12-bit constant and jumps to the first block when the condition holds, else to the second.
    fn br_icmp_imm(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Compares two floats and jumps to the first block when the condition holds (mi is less than, ls less or equal, both false when unordered), else to the second.
    fn br_fcmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Returns an integer value in x0.
    fn ret(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst;
    /// Returns a float value in d0 (s0 for a single).
    fn fret(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst;
    /// Returns nothing.
    fn ret_void(&mut self) -> ::opforge_cfg::Inst;
    /// Leaves the function for the harness's trap stub with `code` in x16.
    fn trap(&mut self, code: u16) -> ::opforge_cfg::Inst;
    /// Leaves the whole run with an exception: the value in x0, code 5 in x16, at the harness's trap stub (the interpreter ends the run at a THROW, in a callee too).
    fn throw(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst;
}
impl InstBuilder for ::opforge_cfg::Builder<'_, Opcode> {
    fn copy(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(src)];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Copy, operands, &types).1[0]
    }
    fn movz(
        &mut self,
        value: u16,
        shift: ::opforge_cfg::UImm<6>,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(shift)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Movz, operands, &types).1[0]
    }
    fn movn(
        &mut self,
        value: u16,
        shift: ::opforge_cfg::UImm<6>,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(shift)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Movn, operands, &types).1[0]
    }
    fn movk(
        &mut self,
        src: ::opforge_cfg::Value,
        value: u16,
        shift: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(src)];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(src),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(shift)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Movk, operands, &types).1[0]
    }
    fn iconst(&mut self, value: i64, out_type: Type) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Iconst, operands, &types).1[0]
    }
    fn frame_addr(&mut self, depth: ::opforge_cfg::UImm<24>) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(depth)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FrameAddr, operands, &types).1[0]
    }
    fn iadd(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Iadd, operands, &types).1[0]
    }
    fn isub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Isub, operands, &types).1[0]
    }
    fn imul(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Imul, operands, &types).1[0]
    }
    fn sdiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Sdiv, operands, &types).1[0]
    }
    fn udiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Udiv, operands, &types).1[0]
    }
    fn band(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Band, operands, &types).1[0]
    }
    fn bor(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Bor, operands, &types).1[0]
    }
    fn bxor(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Bxor, operands, &types).1[0]
    }
    fn ishl(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Ishl, operands, &types).1[0]
    }
    fn ushr(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Ushr, operands, &types).1[0]
    }
    fn sshr(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Sshr, operands, &types).1[0]
    }
    fn msub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        acc: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Value(acc),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Msub, operands, &types).1[0]
    }
    fn iadd_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IaddImm, operands, &types).1[0]
    }
    fn isub_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IsubImm, operands, &types).1[0]
    }
    fn ishl_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IshlImm, operands, &types).1[0]
    }
    fn ushr_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::UshrImm, operands, &types).1[0]
    }
    fn sshr_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::SshrImm, operands, &types).1[0]
    }
    fn ineg(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(src)];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Ineg, operands, &types).1[0]
    }
    fn bnot(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(src)];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Bnot, operands, &types).1[0]
    }
    fn sextend8(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Sextend8, operands, &types).1[0]
    }
    fn sextend16(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Sextend16, operands, &types).1[0]
    }
    fn uextend8(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Uextend8, operands, &types).1[0]
    }
    fn uextend16(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Uextend16, operands, &types).1[0]
    }
    fn sextend32(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Sextend32, operands, &types).1[0]
    }
    fn uextend32(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Uextend32, operands, &types).1[0]
    }
    fn ireduce(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Ireduce, operands, &types).1[0]
    }
    fn icmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Imm(i64::from(cond)),
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Icmp, operands, &types).1[0]
    }
    fn icmp_imm(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Imm(i64::from(cond)),
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IcmpImm, operands, &types).1[0]
    }
    fn fcmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Imm(i64::from(cond)),
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fcmp, operands, &types).1[0]
    }
    fn select(
        &mut self,
        c: ::opforge_cfg::Value,
        x: ::opforge_cfg::Value,
        y: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(x)];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(c),
            ::opforge_cfg::Operand::Value(x),
            ::opforge_cfg::Operand::Value(y),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Select, operands, &types).1[0]
    }
    fn fadd(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fadd, operands, &types).1[0]
    }
    fn fsub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fsub, operands, &types).1[0]
    }
    fn fmul(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fmul, operands, &types).1[0]
    }
    fn fdiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fdiv, operands, &types).1[0]
    }
    fn fmin(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fmin, operands, &types).1[0]
    }
    fn fmax(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fmax, operands, &types).1[0]
    }
    fn fneg(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(src)];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fneg, operands, &types).1[0]
    }
    fn fabs(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(src)];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fabs, operands, &types).1[0]
    }
    fn fsqrt(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(src)];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fsqrt, operands, &types).1[0]
    }
    fn fpromote(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::F64];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fpromote, operands, &types).1[0]
    }
    fn fdemote(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::F32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fdemote, operands, &types).1[0]
    }
    fn scvt_from_i32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::ScvtFromI32, operands, &types).1[0]
    }
    fn scvt_from_i64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::ScvtFromI64, operands, &types).1[0]
    }
    fn fcvtzs_from_f32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcvtzsFromF32, operands, &types).1[0]
    }
    fn fcvtzs_from_f64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcvtzsFromF64, operands, &types).1[0]
    }
    fn ucvt_from_i32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::UcvtFromI32, operands, &types).1[0]
    }
    fn ucvt_from_i64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::UcvtFromI64, operands, &types).1[0]
    }
    fn fcvtzu_from_f32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcvtzuFromF32, operands, &types).1[0]
    }
    fn fcvtzu_from_f64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcvtzuFromF64, operands, &types).1[0]
    }
    fn bitcast_to_int(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::BitcastToInt, operands, &types).1[0]
    }
    fn bitcast_to_float(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::BitcastToFloat, operands, &types).1[0]
    }
    fn load(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load, operands, &types).1[0]
    }
    fn load8u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load8u, operands, &types).1[0]
    }
    fn load8s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load8s, operands, &types).1[0]
    }
    fn load16u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load16u, operands, &types).1[0]
    }
    fn load16s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load16s, operands, &types).1[0]
    }
    fn load32s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load32s, operands, &types).1[0]
    }
    fn store(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Store, operands, &types).0
    }
    fn store8(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Store8, operands, &types).0
    }
    fn store16(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: u16,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Store16, operands, &types).0
    }
    fn load_idx(
        &mut self,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Value(index),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::LoadIdx, operands, &types).1[0]
    }
    fn load_idx_w(
        &mut self,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Value(index),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::LoadIdxW, operands, &types).1[0]
    }
    fn store_idx(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Value(index),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::StoreIdx, operands, &types).0
    }
    fn store_idx_w(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Value(index),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::StoreIdxW, operands, &types).0
    }
    fn stack_slot(
        &mut self,
        size: ::opforge_cfg::UImm<24>,
        align: u8,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(size)),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(align)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::StackSlot, operands, &types).0
    }
    fn stack_addr(&mut self, slot: u16) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(slot)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::StackAddr, operands, &types).1[0]
    }
    fn global_addr(&mut self, symbol: u32) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(symbol)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::GlobalAddr, operands, &types).1[0]
    }
    fn call(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(callee)),
        ];
        let operands = fixed
            .into_iter()
            .chain(args.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<1>(Opcode::Call, operands, &types).1[0]
    }
    fn fcall(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(callee)),
        ];
        let operands = fixed
            .into_iter()
            .chain(args.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<1>(Opcode::Fcall, operands, &types).1[0]
    }
    fn call_index(
        &mut self,
        index: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(index),
        ];
        let operands = fixed
            .into_iter()
            .chain(args.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<1>(Opcode::CallIndex, operands, &types).1[0]
    }
    fn fcall_index(
        &mut self,
        index: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(index),
        ];
        let operands = fixed
            .into_iter()
            .chain(args.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<1>(Opcode::FcallIndex, operands, &types).1[0]
    }
    fn call_indirect(
        &mut self,
        target: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(target),
        ];
        let operands = fixed
            .into_iter()
            .chain(args.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<1>(Opcode::CallIndirect, operands, &types).1[0]
    }
    fn trapz(&mut self, value: ::opforge_cfg::Value, code: u16) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(code)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Trapz, operands, &types).0
    }
    fn trap_sdiv_overflow(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::TrapSdivOverflow, operands, &types).0
    }
    fn jump(
        &mut self,
        dest: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(dest.0, dest.1)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Jump, operands, &types).0
    }
    fn brif(
        &mut self,
        c: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(c),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Brif, operands, &types).0
    }
    fn br_icmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 5] = [
            ::opforge_cfg::Operand::Imm(i64::from(cond)),
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrIcmp, operands, &types).0
    }
    fn br_icmp_imm(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<12>,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 5] = [
            ::opforge_cfg::Operand::Imm(i64::from(cond)),
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrIcmpImm, operands, &types).0
    }
    fn br_fcmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 5] = [
            ::opforge_cfg::Operand::Imm(i64::from(cond)),
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrFcmp, operands, &types).0
    }
    fn ret(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(value),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Ret, operands, &types).0
    }
    fn fret(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(value),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Fret, operands, &types).0
    }
    fn ret_void(&mut self) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 0] = [];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::RetVoid, operands, &types).0
    }
    fn trap(&mut self, code: u16) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(code)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Trap, operands, &types).0
    }
    fn throw(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(value),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Throw, operands, &types).0
    }
}
/// The register classes, by index: bank, allocation order, scratch and reserved
/// registers, and spellings.
pub static REG_CLASSES: [::opforge_cfg::lir::RegClassInfo; 2] = [
    ::opforge_cfg::lir::RegClassInfo {
        name: "gpr",
        doc: "The general registers x0 to x30: x0-x15 are allocated first (caller-saved), then the callee-saved x19-x28; x16 and x17 are kept as scratch, x18 for the platform, x29 and x30 for the frame.",
        bank: ::opforge_cfg::lir::Bank::Int,
        preferred: &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
        non_preferred: &[19, 20, 21, 22, 23, 24, 25, 26, 27, 28],
        scratch: ::core::option::Option::Some(16),
        reserved: &[17, 18, 29, 30],
        spellings: &[
            "x0",
            "x1",
            "x2",
            "x3",
            "x4",
            "x5",
            "x6",
            "x7",
            "x8",
            "x9",
            "x10",
            "x11",
            "x12",
            "x13",
            "x14",
            "x15",
            "x16",
            "x17",
            "x18",
            "x19",
            "x20",
            "x21",
            "x22",
            "x23",
            "x24",
            "x25",
            "x26",
            "x27",
            "x28",
            "x29",
            "x30",
            "xzr",
        ],
    },
    ::opforge_cfg::lir::RegClassInfo {
        name: "fpr",
        doc: "The floating-point registers d0 to d31: the caller-saved d0-d7 and d16-d30 first, then the callee-saved d8-d15; d31 is the scratch.",
        bank: ::opforge_cfg::lir::Bank::Float,
        preferred: &[
            0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30,
        ],
        non_preferred: &[8, 9, 10, 11, 12, 13, 14, 15],
        scratch: ::core::option::Option::Some(31),
        reserved: &[],
        spellings: &[
            "d0",
            "d1",
            "d2",
            "d3",
            "d4",
            "d5",
            "d6",
            "d7",
            "d8",
            "d9",
            "d10",
            "d11",
            "d12",
            "d13",
            "d14",
            "d15",
            "d16",
            "d17",
            "d18",
            "d19",
            "d20",
            "d21",
            "d22",
            "d23",
            "d24",
            "d25",
            "d26",
            "d27",
            "d28",
            "d29",
            "d30",
            "d31",
        ],
    },
];
/// The machine's register kinds, by index: name and the spelling of each number (what
/// `AsmPart::Reg::view` indexes).
pub static VIEWS: [(&str, &[&str]); 11] = [
    (
        "XReg",
        &[
            "x0",
            "x1",
            "x2",
            "x3",
            "x4",
            "x5",
            "x6",
            "x7",
            "x8",
            "x9",
            "x10",
            "x11",
            "x12",
            "x13",
            "x14",
            "x15",
            "x16",
            "x17",
            "x18",
            "x19",
            "x20",
            "x21",
            "x22",
            "x23",
            "x24",
            "x25",
            "x26",
            "x27",
            "x28",
            "x29",
            "x30",
            "xzr",
        ],
    ),
    (
        "XRegOrSp",
        &[
            "x0",
            "x1",
            "x2",
            "x3",
            "x4",
            "x5",
            "x6",
            "x7",
            "x8",
            "x9",
            "x10",
            "x11",
            "x12",
            "x13",
            "x14",
            "x15",
            "x16",
            "x17",
            "x18",
            "x19",
            "x20",
            "x21",
            "x22",
            "x23",
            "x24",
            "x25",
            "x26",
            "x27",
            "x28",
            "x29",
            "x30",
            "sp",
        ],
    ),
    (
        "WReg",
        &[
            "w0",
            "w1",
            "w2",
            "w3",
            "w4",
            "w5",
            "w6",
            "w7",
            "w8",
            "w9",
            "w10",
            "w11",
            "w12",
            "w13",
            "w14",
            "w15",
            "w16",
            "w17",
            "w18",
            "w19",
            "w20",
            "w21",
            "w22",
            "w23",
            "w24",
            "w25",
            "w26",
            "w27",
            "w28",
            "w29",
            "w30",
            "wzr",
        ],
    ),
    (
        "WRegOrSp",
        &[
            "w0",
            "w1",
            "w2",
            "w3",
            "w4",
            "w5",
            "w6",
            "w7",
            "w8",
            "w9",
            "w10",
            "w11",
            "w12",
            "w13",
            "w14",
            "w15",
            "w16",
            "w17",
            "w18",
            "w19",
            "w20",
            "w21",
            "w22",
            "w23",
            "w24",
            "w25",
            "w26",
            "w27",
            "w28",
            "w29",
            "w30",
            "wsp",
        ],
    ),
    (
        "BReg",
        &[
            "b0",
            "b1",
            "b2",
            "b3",
            "b4",
            "b5",
            "b6",
            "b7",
            "b8",
            "b9",
            "b10",
            "b11",
            "b12",
            "b13",
            "b14",
            "b15",
            "b16",
            "b17",
            "b18",
            "b19",
            "b20",
            "b21",
            "b22",
            "b23",
            "b24",
            "b25",
            "b26",
            "b27",
            "b28",
            "b29",
            "b30",
            "b31",
        ],
    ),
    (
        "HReg",
        &[
            "h0",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "h7",
            "h8",
            "h9",
            "h10",
            "h11",
            "h12",
            "h13",
            "h14",
            "h15",
            "h16",
            "h17",
            "h18",
            "h19",
            "h20",
            "h21",
            "h22",
            "h23",
            "h24",
            "h25",
            "h26",
            "h27",
            "h28",
            "h29",
            "h30",
            "h31",
        ],
    ),
    (
        "SReg",
        &[
            "s0",
            "s1",
            "s2",
            "s3",
            "s4",
            "s5",
            "s6",
            "s7",
            "s8",
            "s9",
            "s10",
            "s11",
            "s12",
            "s13",
            "s14",
            "s15",
            "s16",
            "s17",
            "s18",
            "s19",
            "s20",
            "s21",
            "s22",
            "s23",
            "s24",
            "s25",
            "s26",
            "s27",
            "s28",
            "s29",
            "s30",
            "s31",
        ],
    ),
    (
        "DReg",
        &[
            "d0",
            "d1",
            "d2",
            "d3",
            "d4",
            "d5",
            "d6",
            "d7",
            "d8",
            "d9",
            "d10",
            "d11",
            "d12",
            "d13",
            "d14",
            "d15",
            "d16",
            "d17",
            "d18",
            "d19",
            "d20",
            "d21",
            "d22",
            "d23",
            "d24",
            "d25",
            "d26",
            "d27",
            "d28",
            "d29",
            "d30",
            "d31",
        ],
    ),
    (
        "VReg",
        &[
            "v0",
            "v1",
            "v2",
            "v3",
            "v4",
            "v5",
            "v6",
            "v7",
            "v8",
            "v9",
            "v10",
            "v11",
            "v12",
            "v13",
            "v14",
            "v15",
            "v16",
            "v17",
            "v18",
            "v19",
            "v20",
            "v21",
            "v22",
            "v23",
            "v24",
            "v25",
            "v26",
            "v27",
            "v28",
            "v29",
            "v30",
            "v31",
        ],
    ),
    (
        "CReg",
        &[
            "c0",
            "c1",
            "c2",
            "c3",
            "c4",
            "c5",
            "c6",
            "c7",
            "c8",
            "c9",
            "c10",
            "c11",
            "c12",
            "c13",
            "c14",
            "c15",
        ],
    ),
    (
        "QReg",
        &[
            "q0",
            "q1",
            "q2",
            "q3",
            "q4",
            "q5",
            "q6",
            "q7",
            "q8",
            "q9",
            "q10",
            "q11",
            "q12",
            "q13",
            "q14",
            "q15",
            "q16",
            "q17",
            "q18",
            "q19",
            "q20",
            "q21",
            "q22",
            "q23",
            "q24",
            "q25",
            "q26",
            "q27",
            "q28",
            "q29",
            "q30",
            "q31",
        ],
    ),
];
/// The register class of each value type (by type index).
pub static TYPE_CLASS: [u8; 4] = [0, 0, 1, 1];
/// The calling convention of the table (its `abi`), AAPCS64: The procedure call standard of the Arm 64-bit architecture, as this compiler uses it: integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles), each kind counted on its own, the rest in 8-byte stack slots in argument order, the stack pointer 16-byte aligned at a call; results in x0 and d0; x19-x28 and the low 64 bits of v8-v15 preserved by a callee; x16 and x17 (IP0, IP1) the compiler's scratch (x16 the trap code handed to the harness's stub, x17 the base of a far stack slot and the target of a call through the function table); x18 the platform's; x29 the frame pointer and x30 the link register, saved in the frame record.
pub const ABI: ::opforge_cfg::lir::Abi = ::opforge_cfg::lir::Abi {
    name: "AAPCS64",
    doc: "The procedure call standard of the Arm 64-bit architecture, as this compiler uses it: integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles), each kind counted on its own, the rest in 8-byte stack slots in argument order, the stack pointer 16-byte aligned at a call; results in x0 and d0; x19-x28 and the low 64 bits of v8-v15 preserved by a callee; x16 and x17 (IP0, IP1) the compiler's scratch (x16 the trap code handed to the harness's stub, x17 the base of a far stack slot and the target of a call through the function table); x18 the platform's; x29 the frame pointer and x30 the link register, saved in the frame record.",
    stack_pointer: ::opforge_cfg::lir::HwReg {
        class: 0,
        hw: 31,
    },
    frame_pointer: ::core::option::Option::Some(::opforge_cfg::lir::HwReg {
        class: 0,
        hw: 29,
    }),
    link_register: ::core::option::Option::Some(::opforge_cfg::lir::HwReg {
        class: 0,
        hw: 30,
    }),
    stack: ::opforge_cfg::lir::StackArgs {
        slot: 8,
        align: 16,
    },
    classes: &[
        ::opforge_cfg::lir::ClassAbi {
            arguments: &[0, 1, 2, 3, 4, 5, 6, 7],
            results: &[0, 1, 2, 3, 4, 5, 6, 7],
            callee_saved: &[19, 20, 21, 22, 23, 24, 25, 26, 27, 28],
            scratch: &[16, 17],
            reserved: &[18],
        },
        ::opforge_cfg::lir::ClassAbi {
            arguments: &[0, 1, 2, 3, 4, 5, 6, 7],
            results: &[0, 1, 2, 3, 4, 5, 6, 7],
            callee_saved: &[8, 9, 10, 11, 12, 13, 14, 15],
            scratch: &[],
            reserved: &[],
        },
    ],
};
/// The allocation facts of every opcode, in opcode order.
pub static POLICIES: [::opforge_cfg::lir::InstPolicy; 90] = [
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reuse(0),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "acc",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "c",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "x",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "y",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "src",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "index",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "index",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "index",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "base",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "index",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::None,
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "args",
                constraint: ::opforge_cfg::lir::Constraint::FixedEach(
                    &[
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 7,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 7,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 15,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 31,
            },
        ],
        call: true,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "args",
                constraint: ::opforge_cfg::lir::Constraint::FixedEach(
                    &[
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 7,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 7,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 15,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 31,
            },
        ],
        call: true,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "index",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "args",
                constraint: ::opforge_cfg::lir::Constraint::FixedEach(
                    &[
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 7,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 7,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 15,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 31,
            },
        ],
        call: true,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "index",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "args",
                constraint: ::opforge_cfg::lir::Constraint::FixedEach(
                    &[
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 7,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 7,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 15,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 31,
            },
        ],
        call: true,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "target",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "args",
                constraint: ::opforge_cfg::lir::Constraint::FixedEach(
                    &[
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 0,
                            hw: 7,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 0,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 1,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 2,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 3,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 4,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 5,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 6,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 7,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 15,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 0,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 1,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 2,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 3,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 4,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 5,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 6,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 7,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 16,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 17,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 31,
            },
        ],
        call: true,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Result(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::None,
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "c",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "lhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
            ::opforge_cfg::lir::Policy {
                name: "rhs",
                constraint: ::opforge_cfg::lir::Constraint::Reg,
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::None,
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::None,
    },
    ::opforge_cfg::lir::InstPolicy {
        operands: &[
            ::opforge_cfg::lir::Policy {
                name: "value",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(0),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[],
        temps: &[],
        clobbers: &[],
        call: false,
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
    },
];
impl ::opforge_cfg::lir::LirOpcode for Opcode {
    const REG_CLASSES: &'static [::opforge_cfg::lir::RegClassInfo] = &REG_CLASSES;
    const ABI: ::core::option::Option<&'static ::opforge_cfg::lir::Abi> = ::core::option::Option::Some(
        &ABI,
    );
    fn policy(self) -> &'static ::opforge_cfg::lir::InstPolicy {
        &POLICIES[self as usize]
    }
    fn class_of(ty: Type) -> ::core::option::Option<u8> {
        TYPE_CLASS.get(ty as usize).copied()
    }
}
/// How each opcode is emitted, in opcode order: its steps (form and expected assembly)
/// or the name of its hand-written emission.
pub static EMISSIONS: [::opforge_cfg::lir::EmitInfo; 90] = [
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "MOV_W_reg",
                asm: "mov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MOV_X_reg",
                asm: "mov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FMOV_S",
                asm: "fmov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMOV_D",
                asm: "fmov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "MOVZ_W",
                asm: "movz {out}, #{value}, lsl #{shift}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    ("value", ::opforge_cfg::lir::AsmPart::Imm(0)),
                    ("shift", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MOVZ_X",
                asm: "movz {out}, #{value}, lsl #{shift}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("value", ::opforge_cfg::lir::AsmPart::Imm(0)),
                    ("shift", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "MOVN_W",
                asm: "movn {out}, #{value}, lsl #{shift}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    ("value", ::opforge_cfg::lir::AsmPart::Imm(0)),
                    ("shift", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MOVN_X",
                asm: "movn {out}, #{value}, lsl #{shift}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("value", ::opforge_cfg::lir::AsmPart::Imm(0)),
                    ("shift", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "MOVK_W",
                asm: "movk {out}, #{value}, lsl #{shift}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    ("value", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    ("shift", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MOVK_X",
                asm: "movk {out}, #{value}, lsl #{shift}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("value", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    ("shift", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_iconst"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_frame_addr"),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "ADD_W_shifted",
                asm: "add {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "ADD_X_shifted",
                asm: "add {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "SUB_W_shifted",
                asm: "sub {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SUB_X_shifted",
                asm: "sub {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "MUL_W",
                asm: "mul {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MUL_X",
                asm: "mul {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "SDIV_W",
                asm: "sdiv {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SDIV_X",
                asm: "sdiv {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "UDIV_W",
                asm: "udiv {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "UDIV_X",
                asm: "udiv {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "AND_W_shifted",
                asm: "and {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "AND_X_shifted",
                asm: "and {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "ORR_W_shifted",
                asm: "orr {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "ORR_X_shifted",
                asm: "orr {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "EOR_W_shifted",
                asm: "eor {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "EOR_X_shifted",
                asm: "eor {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LSL_W_reg",
                asm: "lsl {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LSL_X_reg",
                asm: "lsl {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LSR_W_reg",
                asm: "lsr {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LSR_X_reg",
                asm: "lsr {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "ASR_W_reg",
                asm: "asr {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "ASR_X_reg",
                asm: "asr {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "MSUB_W",
                asm: "msub {out}, {lhs}, {rhs}, {acc}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                    (
                        "acc",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MSUB_X",
                asm: "msub {out}, {lhs}, {rhs}, {acc}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                    (
                        "acc",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "ADD_W_imm",
                asm: "add {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 3,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 3,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "ADD_X_imm",
                asm: "add {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 1,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "SUB_W_imm",
                asm: "sub {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 3,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 3,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SUB_X_imm",
                asm: "sub {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 1,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LSL_W_imm",
                asm: "lsl {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LSL_X_imm",
                asm: "lsl {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LSR_W_imm",
                asm: "lsr {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LSR_X_imm",
                asm: "lsr {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "ASR_W_imm",
                asm: "asr {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "ASR_X_imm",
                asm: "asr {out}, {lhs}, #{imm}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "NEG_W",
                asm: "neg {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "NEG_X",
                asm: "neg {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "MVN_W",
                asm: "mvn {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MVN_X",
                asm: "mvn {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "SXTB_W",
                asm: "sxtb {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SXTB_X",
                asm: "sxtb {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "SXTH_W",
                asm: "sxth {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SXTH_X",
                asm: "sxth {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "UXTB",
                asm: "uxtb {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "UXTB",
                asm: "uxtb {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "UXTH",
                asm: "uxth {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "UXTH",
                asm: "uxth {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "SXTW",
                asm: "sxtw {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "MOV_W_reg",
                asm: "mov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "MOV_W_reg",
                asm: "mov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "CMP_W_shifted",
                asm: "cmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "CMP_X_shifted",
                asm: "cmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "CSET_W",
                asm: "cset {out}, {cond}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    ("cond", ::opforge_cfg::lir::AsmPart::Imm(0)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "CMP_W_imm",
                asm: "cmp {lhs}, #{imm}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 3,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "CMP_X_imm",
                asm: "cmp {lhs}, #{imm}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "CSET_W",
                asm: "cset {out}, {cond}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    ("cond", ::opforge_cfg::lir::AsmPart::Imm(0)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FCMP_S",
                asm: "fcmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FCMP_D",
                asm: "fcmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "CSET_W",
                asm: "cset {out}, {cond}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    ("cond", ::opforge_cfg::lir::AsmPart::Imm(0)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "CMP_W_imm",
                asm: "cmp {c}, #0",
                parts: &[
                    (
                        "c",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 3,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "CSEL_W",
                asm: "csel {out}, {x}, {y}, ne",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "x",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                    (
                        "y",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "CSEL_X",
                asm: "csel {out}, {x}, {y}, ne",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "x",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                    (
                        "y",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FCSEL_S",
                asm: "fcsel {out}, {x}, {y}, ne",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "x",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                    (
                        "y",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FCSEL_D",
                asm: "fcsel {out}, {x}, {y}, ne",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "x",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                    (
                        "y",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FADD_S",
                asm: "fadd {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FADD_D",
                asm: "fadd {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FSUB_S",
                asm: "fsub {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FSUB_D",
                asm: "fsub {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FMUL_S",
                asm: "fmul {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMUL_D",
                asm: "fmul {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FDIV_S",
                asm: "fdiv {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FDIV_D",
                asm: "fdiv {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FMIN_S",
                asm: "fmin {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMIN_D",
                asm: "fmin {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FMAX_S",
                asm: "fmax {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMAX_D",
                asm: "fmax {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FNEG_S",
                asm: "fneg {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FNEG_D",
                asm: "fneg {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FABS_S",
                asm: "fabs {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FABS_D",
                asm: "fabs {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FSQRT_S",
                asm: "fsqrt {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FSQRT_D",
                asm: "fsqrt {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "FCVT_D_S",
                asm: "fcvt {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "FCVT_S_D",
                asm: "fcvt {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "SCVTF_S_W",
                asm: "scvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "SCVTF_D_W",
                asm: "scvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "SCVTF_S_X",
                asm: "scvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "SCVTF_D_X",
                asm: "scvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "FCVTZS_W_S",
                asm: "fcvtzs {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVTZS_X_S",
                asm: "fcvtzs {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "FCVTZS_W_D",
                asm: "fcvtzs {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVTZS_X_D",
                asm: "fcvtzs {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "UCVTF_S_W",
                asm: "ucvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "UCVTF_D_W",
                asm: "ucvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "UCVTF_S_X",
                asm: "ucvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "UCVTF_D_X",
                asm: "ucvtf {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "FCVTZU_W_S",
                asm: "fcvtzu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVTZU_X_S",
                asm: "fcvtzu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "FCVTZU_W_D",
                asm: "fcvtzu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVTZU_X_D",
                asm: "fcvtzu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "FMOV_W_from_S",
                asm: "fmov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FMOV_X_from_D",
                asm: "fmov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FMOV_S_from_W",
                asm: "fmov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMOV_D_from_X",
                asm: "fmov {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LDR_W_uoff",
                asm: "ldr {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LDR_X_uoff",
                asm: "ldr {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "LDR_S_uoff",
                asm: "ldr {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "LDR_D_uoff",
                asm: "ldr {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LDRB_uoff",
                asm: "ldrb {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LDRB_uoff",
                asm: "ldrb {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LDRSB_W_uoff",
                asm: "ldrsb {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LDRSB_X_uoff",
                asm: "ldrsb {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LDRH_uoff",
                asm: "ldrh {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LDRH_uoff",
                asm: "ldrh {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LDRSH_W_uoff",
                asm: "ldrsh {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LDRSH_X_uoff",
                asm: "ldrsh {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "LDRSW_uoff",
                asm: "ldrsw {out}, [{base}, #{offset}]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "STR_W_uoff",
                asm: "str {value}, [{base}, #{offset}]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "STR_X_uoff",
                asm: "str {value}, [{base}, #{offset}]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "STR_S_uoff",
                asm: "str {value}, [{base}, #{offset}]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "STR_D_uoff",
                asm: "str {value}, [{base}, #{offset}]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "STRB_uoff",
                asm: "strb {value}, [{base}, #{offset}]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "STRH_uoff",
                asm: "strh {value}, [{base}, #{offset}]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LDR_W_reg_x",
                asm: "ldr {out}, [{base}, {index}, lsl #2]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LDR_X_reg_x",
                asm: "ldr {out}, [{base}, {index}, lsl #3]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "LDR_S_reg_x",
                asm: "ldr {out}, [{base}, {index}, lsl #2]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "LDR_D_reg_x",
                asm: "ldr {out}, [{base}, {index}, lsl #3]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 7,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LDR_W_reg_w",
                asm: "ldr {out}, [{base}, {index}, sxtw #2]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "LDR_S_reg_w",
                asm: "ldr {out}, [{base}, {index}, sxtw #2]",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 6,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "STR_W_reg_x",
                asm: "str {value}, [{base}, {index}, lsl #2]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "STR_X_reg_x",
                asm: "str {value}, [{base}, {index}, lsl #3]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "STR_S_reg_x",
                asm: "str {value}, [{base}, {index}, lsl #2]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "STR_D_reg_x",
                asm: "str {value}, [{base}, {index}, lsl #3]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "STR_W_reg_w",
                asm: "str {value}, [{base}, {index}, sxtw #2]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "STR_S_reg_w",
                asm: "str {value}, [{base}, {index}, sxtw #2]",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 1,
                        },
                    ),
                    (
                        "index",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(2),
                            view: 2,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_stack_slot"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_stack_addr"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_global_addr"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_call"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_call"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_call_index"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_call_index"),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BLR",
                asm: "blr {target}",
                parts: &[
                    (
                        "target",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_trapz"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_trap_sdiv_overflow"),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B",
                asm: "b {dest}",
                parts: &[("dest", ::opforge_cfg::lir::AsmPart::Target(0))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "CBNZ_W",
                asm: "cbnz {c}, {then}",
                parts: &[
                    (
                        "c",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B",
                asm: "b {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "CMP_W_shifted",
                asm: "cmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 2,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 2,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "CMP_X_shifted",
                asm: "cmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B_cond",
                asm: "b.{cond} {then}",
                parts: &[
                    ("cond", ::opforge_cfg::lir::AsmPart::Imm(0)),
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B",
                asm: "b {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "CMP_W_imm",
                asm: "cmp {lhs}, #{imm}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 3,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "CMP_X_imm",
                asm: "cmp {lhs}, #{imm}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 1,
                        },
                    ),
                    ("imm", ::opforge_cfg::lir::AsmPart::Imm(2)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B_cond",
                asm: "b.{cond} {then}",
                parts: &[
                    ("cond", ::opforge_cfg::lir::AsmPart::Imm(0)),
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B",
                asm: "b {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FCMP_S",
                asm: "fcmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 6,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 6,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FCMP_D",
                asm: "fcmp {lhs}, {rhs}",
                parts: &[
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 7,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 7,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B_cond",
                asm: "b.{cond} {then}",
                parts: &[
                    ("cond", ::opforge_cfg::lir::AsmPart::Imm(0)),
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "B",
                asm: "b {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "RET_LR",
                asm: "ret",
                parts: &[],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "RET_LR",
                asm: "ret",
                parts: &[],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "RET_LR",
                asm: "ret",
                parts: &[],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_trap"),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_throw"),
];
/// What the emitter needs of one instruction besides its opcode and controlling type.
#[derive(Clone, Copy, Debug)]
pub struct Operands<'a> {
    /// Per declared operand, in order: an immediate's value (anything for the others).
    pub imms: &'a [i64],
    /// The allocated hardware registers: value operands in order (a variadic operand's
    /// values last among them), then results, then temps.
    pub regs: &'a [u8],
    /// Per block target, in order: the label of its block.
    pub labels: &'a [::opforge_arm64::Label],
}
/// The hand-written emissions the table names (`custom: { emit: <method> }`). An
/// implementation lacking one of them does not compile, and the error names the method.
pub trait Custom {
    /// Emits `iconst` (row `iconst` of the table names this method in `custom: { emit: emit_iconst }`): An integer constant of any value, emitted as the shortest MOVZ/MOVN/MOVK sequence or a logical immediate.
    fn emit_iconst(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `frame_addr` (row `frame_addr` of the table names this method in `custom: { emit: emit_frame_addr }`): The address `depth` bytes below the frame record (x29): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `sub {out}, x29, #{depth}`, or for a depth beyond 4095 as `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`.
    fn emit_frame_addr(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `stack_slot` (row `stack_slot` of the table names this method in `custom: { emit: emit_stack_slot }`): Declares a stack slot of the function: `size` bytes aligned to `align` (1, 2, 4, 8 or 16), not zeroed. The slots are numbered from 0 in the order of their declarations in the layout; the frame lays them out below the `frame_addr` reservations, each at an address that is a multiple of its alignment, and keeps the whole frame a multiple of 16 bytes. Emits nothing.
    fn emit_stack_slot(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `stack_addr` (row `stack_addr` of the table names this method in `custom: { emit: emit_stack_addr }`): The address of stack slot `slot` (see `stack_slot`): `sub {out}, x29, #{depth}`, or for a depth beyond 4095 `sub {out}, x29, #{depth >> 12}, lsl #12` and `sub {out}, {out}, #{depth & 4095}`, where the frame put the slot `depth` bytes below the frame record.
    fn emit_stack_addr(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `global_addr` (row `global_addr` of the table names this method in `custom: { emit: emit_global_addr }`): The address of data item `symbol` of the module, or of an external symbol for an index past them: `adrp {out}, <symbol>` and `add {out}, {out}, :lo12:<symbol>`, with an `R_AARCH64_ADR_PREL_PG_HI21` and an `R_AARCH64_ADD_ABS_LO12_NC` relocation in an object (the executable with the harness places its data items itself and resolves both).
    fn emit_global_addr(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `call` (row `call` of the table names this method in `custom: { emit: emit_call }`): Calls a function of the module with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    fn emit_call(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `call_index` (row `call_index` of the table names this method in `custom: { emit: emit_call_index }`): Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in x0-x7 and float ones in d0-d7 (s0-s7 for singles) and, past eight of a kind, in its outgoing stack area in argument order (AAPCS64); its result comes back in x0.
    fn emit_call_index(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `trapz` (row `trapz` of the table names this method in `custom: { emit: emit_trapz }`): Traps with `code` (in x16, at the trap stub) when the integer is zero: a CBNZ over the branch to the stub.
    fn emit_trapz(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `trap_sdiv_overflow` (row `trap_sdiv_overflow` of the table names this method in `custom: { emit: emit_trap_sdiv_overflow }`): Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit): CMN, CCMP, B.VC over the branch to the stub.
    fn emit_trap_sdiv_overflow(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `trap` (row `trap` of the table names this method in `custom: { emit: emit_trap }`): Leaves the function for the harness's trap stub with `code` in x16.
    fn emit_trap(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `throw` (row `throw` of the table names this method in `custom: { emit: emit_throw }`): Leaves the whole run with an exception: the value in x0, code 5 in x16, at the harness's trap stub (the interpreter ends the run at a THROW, in a callee too).
    fn emit_throw(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_arm64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
}
/// Emits one instruction with allocated registers into `buf`, as the table's `emit`
/// says (steps whose `types` admit `ty`, the controlling type) or through `custom`.
pub fn emit<C: Custom + ?Sized>(
    opcode: Opcode,
    ty: ::core::option::Option<Type>,
    ops: &Operands<'_>,
    buf: &mut ::opforge_arm64::CodeBuffer,
    custom: &mut C,
) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError> {
    let _ = (&ty, &ops, &custom);
    match opcode {
        Opcode::Copy => {
            const INST: &str = "copy";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::mov_w_reg(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOV_W_reg", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "MOV_W_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MOV_W_reg", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::mov_x_reg(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOV_X_reg", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "MOV_X_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MOV_X_reg", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmov_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMOV_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmov_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMOV_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Movz => {
            const INST: &str = "movz";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::movz_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOVZ_W", e))?,
                            ops.imms.first().copied().ok_or_else(|| shape("immediate"))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "MOVZ_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::movz_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOVZ_X", e))?,
                            ops.imms.first().copied().ok_or_else(|| shape("immediate"))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "MOVZ_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Movn => {
            const INST: &str = "movn";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::movn_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOVN_W", e))?,
                            ops.imms.first().copied().ok_or_else(|| shape("immediate"))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "MOVN_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::movn_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOVN_X", e))?,
                            ops.imms.first().copied().ok_or_else(|| shape("immediate"))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "MOVN_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Movk => {
            const INST: &str = "movk";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::movk_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOVK_W", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "MOVK_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::movk_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "MOVK_X", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "MOVK_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Iconst => C::emit_iconst(custom, ty, ops, buf),
        Opcode::FrameAddr => C::emit_frame_addr(custom, ty, ops, buf),
        Opcode::Iadd => {
            const INST: &str = "iadd";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::add_w_shifted(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_W_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "ADD_W_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::add_x_shifted(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_X_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "ADD_X_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Isub => {
            const INST: &str = "isub";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sub_w_shifted(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_W_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "SUB_W_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sub_x_shifted(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_X_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "SUB_X_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Imul => {
            const INST: &str = "imul";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::mul_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MUL_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::mul_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MUL_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Sdiv => {
            const INST: &str = "sdiv";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sdiv_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "SDIV_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SDIV_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "SDIV_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SDIV_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sdiv_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "SDIV_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "SDIV_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "SDIV_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SDIV_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Udiv => {
            const INST: &str = "udiv";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::udiv_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "UDIV_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "UDIV_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "UDIV_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UDIV_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::udiv_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "UDIV_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "UDIV_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "UDIV_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UDIV_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Band => {
            const INST: &str = "band";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::and_w_shifted(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "AND_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "AND_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "AND_W_shifted", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "AND_W_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::and_x_shifted(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "AND_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "AND_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "AND_X_shifted", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "AND_X_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Bor => {
            const INST: &str = "bor";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::orr_w_shifted(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "ORR_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "ORR_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "ORR_W_shifted", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "ORR_W_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::orr_x_shifted(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "ORR_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "ORR_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "ORR_X_shifted", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "ORR_X_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Bxor => {
            const INST: &str = "bxor";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::eor_w_shifted(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "EOR_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "EOR_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "EOR_W_shifted", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "EOR_W_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::eor_x_shifted(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "EOR_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "EOR_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "EOR_X_shifted", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "EOR_X_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Ishl => {
            const INST: &str = "ishl";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsl_w_reg(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_W_reg", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_W_reg", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_W_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LSL_W_reg", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsl_x_reg(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_X_reg", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_X_reg", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_X_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LSL_X_reg", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Ushr => {
            const INST: &str = "ushr";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsr_w_reg(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_W_reg", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_W_reg", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_W_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LSR_W_reg", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsr_x_reg(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_X_reg", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_X_reg", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_X_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LSR_X_reg", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Sshr => {
            const INST: &str = "sshr";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::asr_w_reg(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_W_reg", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_W_reg", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_W_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "ASR_W_reg", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::asr_x_reg(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_X_reg", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_X_reg", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_X_reg", e))?,
                        )
                        .map_err(|e| operand_error(INST, "ASR_X_reg", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Msub => {
            const INST: &str = "msub";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::msub_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(2), INST, "Wa")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MSUB_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::msub_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(2), INST, "Xa")?,
                                )
                                .map_err(|e| operand_error(INST, "MSUB_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MSUB_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::IaddImm => {
            const INST: &str = "iadd_imm";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::add_w_imm(
                            ::opforge_arm64::WRegOrSp::new(
                                    register(ops.regs.get(values), INST, "Wd_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_W_imm", e))?,
                            ::opforge_arm64::WRegOrSp::new(
                                    register(ops.regs.first(), INST, "Wn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_W_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "ADD_W_imm", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::add_x_imm(
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(values), INST, "Xd_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_X_imm", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD_X_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "ADD_X_imm", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::IsubImm => {
            const INST: &str = "isub_imm";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sub_w_imm(
                            ::opforge_arm64::WRegOrSp::new(
                                    register(ops.regs.get(values), INST, "Wd_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_W_imm", e))?,
                            ::opforge_arm64::WRegOrSp::new(
                                    register(ops.regs.first(), INST, "Wn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_W_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "SUB_W_imm", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sub_x_imm(
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(values), INST, "Xd_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_X_imm", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB_X_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "SUB_X_imm", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::IshlImm => {
            const INST: &str = "ishl_imm";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsl_w_imm(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_W_imm", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_W_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LSL_W_imm", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsl_x_imm(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_X_imm", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSL_X_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LSL_X_imm", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::UshrImm => {
            const INST: &str = "ushr_imm";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsr_w_imm(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_W_imm", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_W_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LSR_W_imm", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::lsr_x_imm(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_X_imm", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "LSR_X_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LSR_X_imm", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::SshrImm => {
            const INST: &str = "sshr_imm";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::asr_w_imm(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_W_imm", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_W_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "ASR_W_imm", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::asr_x_imm(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_X_imm", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "ASR_X_imm", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "ASR_X_imm", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Ineg => {
            const INST: &str = "ineg";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::neg_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "NEG_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "NEG_W", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "NEG_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::neg_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "NEG_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "NEG_X", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "NEG_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Bnot => {
            const INST: &str = "bnot";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::mvn_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "MVN_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "MVN_W", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "MVN_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::mvn_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "MVN_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "MVN_X", e))?,
                            ::opforge_arm64::LogicShift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "MVN_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Sextend8 => {
            const INST: &str = "sextend8";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sxtb_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTB_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTB_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SXTB_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sxtb_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTB_X", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTB_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SXTB_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Sextend16 => {
            const INST: &str = "sextend16";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sxth_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTH_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTH_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SXTH_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::sxth_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTH_X", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SXTH_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SXTH_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Uextend8 => {
            const INST: &str = "uextend8";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::uxtb(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTB", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTB", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UXTB", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::uxtb(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTB", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTB", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UXTB", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Uextend16 => {
            const INST: &str = "uextend16";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::uxth(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTH", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTH", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UXTH", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::uxth(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTH", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "UXTH", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UXTH", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Sextend32 => {
            const INST: &str = "sextend32";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::sxtw(
                        ::opforge_arm64::XReg::new(
                                register(ops.regs.get(values), INST, "Xd")?,
                            )
                            .map_err(|e| operand_error(INST, "SXTW", e))?,
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.first(), INST, "Wn")?,
                            )
                            .map_err(|e| operand_error(INST, "SXTW", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SXTW", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Uextend32 => {
            const INST: &str = "uextend32";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::mov_w_reg(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.get(values), INST, "Wd")?,
                            )
                            .map_err(|e| operand_error(INST, "MOV_W_reg", e))?,
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.first(), INST, "Wm")?,
                            )
                            .map_err(|e| operand_error(INST, "MOV_W_reg", e))?,
                    )
                    .map_err(|e| operand_error(INST, "MOV_W_reg", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Ireduce => {
            const INST: &str = "ireduce";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::mov_w_reg(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.get(values), INST, "Wd")?,
                            )
                            .map_err(|e| operand_error(INST, "MOV_W_reg", e))?,
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.first(), INST, "Wm")?,
                            )
                            .map_err(|e| operand_error(INST, "MOV_W_reg", e))?,
                    )
                    .map_err(|e| operand_error(INST, "MOV_W_reg", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Icmp => {
            const INST: &str = "icmp";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_w_shifted(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_W_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_W_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_x_shifted(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_X_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_X_shifted", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_arm64::Inst::cset_w(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.get(values), INST, "Wd")?,
                            )
                            .map_err(|e| operand_error(INST, "CSET_W", e))?,
                        match ops
                            .imms
                            .first()
                            .copied()
                            .ok_or_else(|| shape("immediate"))?
                        {
                            0 => ::opforge_arm64::Cond::EQ,
                            1 => ::opforge_arm64::Cond::NE,
                            2 => ::opforge_arm64::Cond::HS,
                            3 => ::opforge_arm64::Cond::LO,
                            4 => ::opforge_arm64::Cond::MI,
                            5 => ::opforge_arm64::Cond::PL,
                            6 => ::opforge_arm64::Cond::VS,
                            7 => ::opforge_arm64::Cond::VC,
                            8 => ::opforge_arm64::Cond::HI,
                            9 => ::opforge_arm64::Cond::LS,
                            10 => ::opforge_arm64::Cond::GE,
                            11 => ::opforge_arm64::Cond::LT,
                            12 => ::opforge_arm64::Cond::GT,
                            13 => ::opforge_arm64::Cond::LE,
                            _ => {
                                return ::core::result::Result::Err(
                                    shape(::core::concat!("case of `", "c", "` in range")),
                                );
                            }
                        },
                    )
                    .map_err(|e| operand_error(INST, "CSET_W", e))?;
                buf.emit(inst);
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::IcmpImm => {
            const INST: &str = "icmp_imm";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_w_imm(
                            ::opforge_arm64::WRegOrSp::new(
                                    register(ops.regs.first(), INST, "Wn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_W_imm", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_W_imm", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_x_imm(
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_X_imm", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_X_imm", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_arm64::Inst::cset_w(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.get(values), INST, "Wd")?,
                            )
                            .map_err(|e| operand_error(INST, "CSET_W", e))?,
                        match ops
                            .imms
                            .first()
                            .copied()
                            .ok_or_else(|| shape("immediate"))?
                        {
                            0 => ::opforge_arm64::Cond::EQ,
                            1 => ::opforge_arm64::Cond::NE,
                            2 => ::opforge_arm64::Cond::HS,
                            3 => ::opforge_arm64::Cond::LO,
                            4 => ::opforge_arm64::Cond::MI,
                            5 => ::opforge_arm64::Cond::PL,
                            6 => ::opforge_arm64::Cond::VS,
                            7 => ::opforge_arm64::Cond::VC,
                            8 => ::opforge_arm64::Cond::HI,
                            9 => ::opforge_arm64::Cond::LS,
                            10 => ::opforge_arm64::Cond::GE,
                            11 => ::opforge_arm64::Cond::LT,
                            12 => ::opforge_arm64::Cond::GT,
                            13 => ::opforge_arm64::Cond::LE,
                            _ => {
                                return ::core::result::Result::Err(
                                    shape(::core::concat!("case of `", "c", "` in range")),
                                );
                            }
                        },
                    )
                    .map_err(|e| operand_error(INST, "CSET_W", e))?;
                buf.emit(inst);
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fcmp => {
            const INST: &str = "fcmp";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcmp_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCMP_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcmp_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCMP_D", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_arm64::Inst::cset_w(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.get(values), INST, "Wd")?,
                            )
                            .map_err(|e| operand_error(INST, "CSET_W", e))?,
                        match ops
                            .imms
                            .first()
                            .copied()
                            .ok_or_else(|| shape("immediate"))?
                        {
                            0 => ::opforge_arm64::Cond::EQ,
                            1 => ::opforge_arm64::Cond::NE,
                            2 => ::opforge_arm64::Cond::HS,
                            3 => ::opforge_arm64::Cond::LO,
                            4 => ::opforge_arm64::Cond::MI,
                            5 => ::opforge_arm64::Cond::PL,
                            6 => ::opforge_arm64::Cond::VS,
                            7 => ::opforge_arm64::Cond::VC,
                            8 => ::opforge_arm64::Cond::HI,
                            9 => ::opforge_arm64::Cond::LS,
                            10 => ::opforge_arm64::Cond::GE,
                            11 => ::opforge_arm64::Cond::LT,
                            12 => ::opforge_arm64::Cond::GT,
                            13 => ::opforge_arm64::Cond::LE,
                            _ => {
                                return ::core::result::Result::Err(
                                    shape(::core::concat!("case of `", "c", "` in range")),
                                );
                            }
                        },
                    )
                    .map_err(|e| operand_error(INST, "CSET_W", e))?;
                buf.emit(inst);
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Select => {
            const INST: &str = "select";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            {
                let inst = ::opforge_arm64::Inst::cmp_w_imm(
                        ::opforge_arm64::WRegOrSp::new(
                                register(ops.regs.first(), INST, "Wn_sp")?,
                            )
                            .map_err(|e| operand_error(INST, "CMP_W_imm", e))?,
                        0i64,
                        0i64,
                    )
                    .map_err(|e| operand_error(INST, "CMP_W_imm", e))?;
                buf.emit(inst);
            }
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::csel_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "CSEL_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "CSEL_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(2), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "CSEL_W", e))?,
                            ::opforge_arm64::Cond::NE,
                        )
                        .map_err(|e| operand_error(INST, "CSEL_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::csel_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "CSEL_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "CSEL_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(2), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "CSEL_X", e))?,
                            ::opforge_arm64::Cond::NE,
                        )
                        .map_err(|e| operand_error(INST, "CSEL_X", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcsel_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCSEL_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCSEL_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(2), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FCSEL_S", e))?,
                            ::opforge_arm64::Cond::NE,
                        )
                        .map_err(|e| operand_error(INST, "FCSEL_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcsel_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCSEL_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCSEL_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(2), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FCSEL_D", e))?,
                            ::opforge_arm64::Cond::NE,
                        )
                        .map_err(|e| operand_error(INST, "FCSEL_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fadd => {
            const INST: &str = "fadd";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fadd_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FADD_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fadd_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FADD_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fsub => {
            const INST: &str = "fsub";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fsub_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSUB_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fsub_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSUB_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fmul => {
            const INST: &str = "fmul";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmul_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMUL_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmul_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMUL_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fdiv => {
            const INST: &str = "fdiv";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fdiv_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FDIV_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fdiv_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FDIV_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fmin => {
            const INST: &str = "fmin";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmin_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMIN_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmin_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMIN_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fmax => {
            const INST: &str = "fmax";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmax_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMAX_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmax_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMAX_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fneg => {
            const INST: &str = "fneg";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fneg_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FNEG_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FNEG_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FNEG_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fneg_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FNEG_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FNEG_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FNEG_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fabs => {
            const INST: &str = "fabs";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fabs_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FABS_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FABS_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FABS_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fabs_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FABS_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FABS_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FABS_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fsqrt => {
            const INST: &str = "fsqrt";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fsqrt_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSQRT_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fsqrt_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSQRT_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fpromote => {
            const INST: &str = "fpromote";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::fcvt_d_s(
                        ::opforge_arm64::DReg::new(
                                register(ops.regs.get(values), INST, "Dd")?,
                            )
                            .map_err(|e| operand_error(INST, "FCVT_D_S", e))?,
                        ::opforge_arm64::SReg::new(
                                register(ops.regs.first(), INST, "Sn")?,
                            )
                            .map_err(|e| operand_error(INST, "FCVT_D_S", e))?,
                    )
                    .map_err(|e| operand_error(INST, "FCVT_D_S", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fdemote => {
            const INST: &str = "fdemote";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::fcvt_s_d(
                        ::opforge_arm64::SReg::new(
                                register(ops.regs.get(values), INST, "Sd")?,
                            )
                            .map_err(|e| operand_error(INST, "FCVT_S_D", e))?,
                        ::opforge_arm64::DReg::new(
                                register(ops.regs.first(), INST, "Dn")?,
                            )
                            .map_err(|e| operand_error(INST, "FCVT_S_D", e))?,
                    )
                    .map_err(|e| operand_error(INST, "FCVT_S_D", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::ScvtFromI32 => {
            const INST: &str = "scvt_from_i32";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::scvtf_s_w(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_S_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_S_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SCVTF_S_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::scvtf_d_w(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_D_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_D_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SCVTF_D_W", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::ScvtFromI64 => {
            const INST: &str = "scvt_from_i64";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::scvtf_s_x(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_S_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_S_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SCVTF_S_X", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::scvtf_d_x(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_D_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "SCVTF_D_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SCVTF_D_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::FcvtzsFromF32 => {
            const INST: &str = "fcvtzs_from_f32";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzs_w_s(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_W_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_W_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZS_W_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzs_x_s(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_X_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_X_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZS_X_S", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::FcvtzsFromF64 => {
            const INST: &str = "fcvtzs_from_f64";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzs_w_d(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_W_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_W_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZS_W_D", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzs_x_d(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_X_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZS_X_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZS_X_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::UcvtFromI32 => {
            const INST: &str = "ucvt_from_i32";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ucvtf_s_w(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_S_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_S_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UCVTF_S_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ucvtf_d_w(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_D_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_D_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UCVTF_D_W", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::UcvtFromI64 => {
            const INST: &str = "ucvt_from_i64";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ucvtf_s_x(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_S_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_S_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UCVTF_S_X", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ucvtf_d_x(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_D_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "UCVTF_D_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "UCVTF_D_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::FcvtzuFromF32 => {
            const INST: &str = "fcvtzu_from_f32";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzu_w_s(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_W_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_W_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZU_W_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzu_x_s(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_X_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_X_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZU_X_S", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::FcvtzuFromF64 => {
            const INST: &str = "fcvtzu_from_f64";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzu_w_d(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_W_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_W_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZU_W_D", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcvtzu_x_d(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_X_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVTZU_X_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVTZU_X_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::BitcastToInt => {
            const INST: &str = "bitcast_to_int";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmov_w_from_s(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_W_from_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_W_from_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMOV_W_from_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmov_x_from_d(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_X_from_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_X_from_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMOV_X_from_D", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::BitcastToFloat => {
            const INST: &str = "bitcast_to_float";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmov_s_from_w(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "Sd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_S_from_W", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_S_from_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMOV_S_from_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fmov_d_from_x(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_D_from_X", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "FMOV_D_from_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMOV_D_from_X", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Load => {
            const INST: &str = "load";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_w_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDR_W_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_x_uoff(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_X_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_X_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDR_X_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_s_uoff(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "St")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDR_S_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_d_uoff(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_D_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_D_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDR_D_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Load8u => {
            const INST: &str = "load8u";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrb_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRB_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRB_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRB_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrb_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRB_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRB_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRB_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Load8s => {
            const INST: &str = "load8s";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrsb_w_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSB_W_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSB_W_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRSB_W_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrsb_x_uoff(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSB_X_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSB_X_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRSB_X_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Load16u => {
            const INST: &str = "load16u";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrh_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRH_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRH_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRH_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrh_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRH_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRH_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRH_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Load16s => {
            const INST: &str = "load16s";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrsh_w_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSH_W_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSH_W_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRSH_W_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldrsh_x_uoff(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSH_X_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDRSH_X_uoff", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "LDRSH_X_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Load32s => {
            const INST: &str = "load32s";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::ldrsw_uoff(
                        ::opforge_arm64::XReg::new(
                                register(ops.regs.get(values), INST, "Xt")?,
                            )
                            .map_err(|e| operand_error(INST, "LDRSW_uoff", e))?,
                        ::opforge_arm64::XRegOrSp::new(
                                register(ops.regs.first(), INST, "Xn_sp")?,
                            )
                            .map_err(|e| operand_error(INST, "LDRSW_uoff", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "LDRSW_uoff", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Store => {
            const INST: &str = "store";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_w_uoff(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_uoff", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "STR_W_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_x_uoff(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xt")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_X_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_X_uoff", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "STR_X_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_s_uoff(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "St")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_uoff", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "STR_S_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_d_uoff(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dt")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_D_uoff", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_D_uoff", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "STR_D_uoff", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Store8 => {
            const INST: &str = "store8";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::strb_uoff(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.first(), INST, "Wt")?,
                            )
                            .map_err(|e| operand_error(INST, "STRB_uoff", e))?,
                        ::opforge_arm64::XRegOrSp::new(
                                register(ops.regs.get(1), INST, "Xn_sp")?,
                            )
                            .map_err(|e| operand_error(INST, "STRB_uoff", e))?,
                        ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "STRB_uoff", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Store16 => {
            const INST: &str = "store16";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::strh_uoff(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.first(), INST, "Wt")?,
                            )
                            .map_err(|e| operand_error(INST, "STRH_uoff", e))?,
                        ::opforge_arm64::XRegOrSp::new(
                                register(ops.regs.get(1), INST, "Xn_sp")?,
                            )
                            .map_err(|e| operand_error(INST, "STRH_uoff", e))?,
                        ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "STRH_uoff", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::LoadIdx => {
            const INST: &str = "load_idx";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_w_reg_x(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "LDR_W_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_x_reg_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(values), INST, "Xt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_X_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_X_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_X_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "LDR_X_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_s_reg_x(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "St")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "LDR_S_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_d_reg_x(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(values), INST, "Dt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_D_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_D_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_D_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "LDR_D_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::LoadIdxW => {
            const INST: &str = "load_idx_w";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_w_reg_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(values), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_reg_w", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_reg_w", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_W_reg_w", e))?,
                            ::opforge_arm64::IndexW::SXTW,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "LDR_W_reg_w", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::ldr_s_reg_w(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(values), INST, "St")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_reg_w", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_reg_w", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "LDR_S_reg_w", e))?,
                            ::opforge_arm64::IndexW::SXTW,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "LDR_S_reg_w", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::StoreIdx => {
            const INST: &str = "store_idx";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_w_reg_x(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(2), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "STR_W_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_x_reg_x(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xt")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_X_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_X_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(2), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_X_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "STR_X_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_s_reg_x(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "St")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(2), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "STR_S_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_d_reg_x(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dt")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_D_reg_x", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_D_reg_x", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(2), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_D_reg_x", e))?,
                            ::opforge_arm64::IndexX::LSL,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "STR_D_reg_x", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::StoreIdxW => {
            const INST: &str = "store_idx_w";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_w_reg_w(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wt")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_reg_w", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_reg_w", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(2), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_W_reg_w", e))?,
                            ::opforge_arm64::IndexW::SXTW,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "STR_W_reg_w", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::str_s_reg_w(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "St")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_reg_w", e))?,
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.get(1), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_reg_w", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(2), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "STR_S_reg_w", e))?,
                            ::opforge_arm64::IndexW::SXTW,
                            true,
                        )
                        .map_err(|e| operand_error(INST, "STR_S_reg_w", e))?;
                    buf.emit(inst);
                }
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::StackSlot => C::emit_stack_slot(custom, ty, ops, buf),
        Opcode::StackAddr => C::emit_stack_addr(custom, ty, ops, buf),
        Opcode::GlobalAddr => C::emit_global_addr(custom, ty, ops, buf),
        Opcode::Call => C::emit_call(custom, ty, ops, buf),
        Opcode::Fcall => C::emit_call(custom, ty, ops, buf),
        Opcode::CallIndex => C::emit_call_index(custom, ty, ops, buf),
        Opcode::FcallIndex => C::emit_call_index(custom, ty, ops, buf),
        Opcode::CallIndirect => {
            const INST: &str = "call_indirect";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::blr(
                        ::opforge_arm64::XReg::new(
                                register(ops.regs.first(), INST, "Xn")?,
                            )
                            .map_err(|e| operand_error(INST, "BLR", e))?,
                    )
                    .map_err(|e| operand_error(INST, "BLR", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Trapz => C::emit_trapz(custom, ty, ops, buf),
        Opcode::TrapSdivOverflow => C::emit_trap_sdiv_overflow(custom, ty, ops, buf),
        Opcode::Jump => {
            const INST: &str = "jump";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::b(0)
                    .map_err(|e| operand_error(INST, "B", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Brif => {
            const INST: &str = "brif";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::cbnz_w(
                        ::opforge_arm64::WReg::new(
                                register(ops.regs.first(), INST, "Wt")?,
                            )
                            .map_err(|e| operand_error(INST, "CBNZ_W", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "CBNZ_W", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_arm64::Inst::b(0)
                    .map_err(|e| operand_error(INST, "B", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.get(1).copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            ::core::result::Result::Ok(())
        }
        Opcode::BrIcmp => {
            const INST: &str = "br_icmp";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_w_shifted(
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.first(), INST, "Wn")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_W_shifted", e))?,
                            ::opforge_arm64::WReg::new(
                                    register(ops.regs.get(1), INST, "Wm")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_W_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_W_shifted", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_x_shifted(
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.first(), INST, "Xn")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_X_shifted", e))?,
                            ::opforge_arm64::XReg::new(
                                    register(ops.regs.get(1), INST, "Xm")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_X_shifted", e))?,
                            ::opforge_arm64::Shift::LSL,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_X_shifted", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_arm64::Inst::b_cond(
                        match ops
                            .imms
                            .first()
                            .copied()
                            .ok_or_else(|| shape("immediate"))?
                        {
                            0 => ::opforge_arm64::Cond::EQ,
                            1 => ::opforge_arm64::Cond::NE,
                            2 => ::opforge_arm64::Cond::HS,
                            3 => ::opforge_arm64::Cond::LO,
                            4 => ::opforge_arm64::Cond::MI,
                            5 => ::opforge_arm64::Cond::PL,
                            6 => ::opforge_arm64::Cond::VS,
                            7 => ::opforge_arm64::Cond::VC,
                            8 => ::opforge_arm64::Cond::HI,
                            9 => ::opforge_arm64::Cond::LS,
                            10 => ::opforge_arm64::Cond::GE,
                            11 => ::opforge_arm64::Cond::LT,
                            12 => ::opforge_arm64::Cond::GT,
                            13 => ::opforge_arm64::Cond::LE,
                            _ => {
                                return ::core::result::Result::Err(
                                    shape(::core::concat!("case of `", "cond", "` in range")),
                                );
                            }
                        },
                        0,
                    )
                    .map_err(|e| operand_error(INST, "B_cond", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_arm64::Inst::b(0)
                    .map_err(|e| operand_error(INST, "B", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.get(1).copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::BrIcmpImm => {
            const INST: &str = "br_icmp_imm";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_w_imm(
                            ::opforge_arm64::WRegOrSp::new(
                                    register(ops.regs.first(), INST, "Wn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_W_imm", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_W_imm", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::cmp_x_imm(
                            ::opforge_arm64::XRegOrSp::new(
                                    register(ops.regs.first(), INST, "Xn_sp")?,
                                )
                                .map_err(|e| operand_error(INST, "CMP_X_imm", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            0i64,
                        )
                        .map_err(|e| operand_error(INST, "CMP_X_imm", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_arm64::Inst::b_cond(
                        match ops
                            .imms
                            .first()
                            .copied()
                            .ok_or_else(|| shape("immediate"))?
                        {
                            0 => ::opforge_arm64::Cond::EQ,
                            1 => ::opforge_arm64::Cond::NE,
                            2 => ::opforge_arm64::Cond::HS,
                            3 => ::opforge_arm64::Cond::LO,
                            4 => ::opforge_arm64::Cond::MI,
                            5 => ::opforge_arm64::Cond::PL,
                            6 => ::opforge_arm64::Cond::VS,
                            7 => ::opforge_arm64::Cond::VC,
                            8 => ::opforge_arm64::Cond::HI,
                            9 => ::opforge_arm64::Cond::LS,
                            10 => ::opforge_arm64::Cond::GE,
                            11 => ::opforge_arm64::Cond::LT,
                            12 => ::opforge_arm64::Cond::GT,
                            13 => ::opforge_arm64::Cond::LE,
                            _ => {
                                return ::core::result::Result::Err(
                                    shape(::core::concat!("case of `", "cond", "` in range")),
                                );
                            }
                        },
                        0,
                    )
                    .map_err(|e| operand_error(INST, "B_cond", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_arm64::Inst::b(0)
                    .map_err(|e| operand_error(INST, "B", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.get(1).copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::BrFcmp => {
            const INST: &str = "br_fcmp";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcmp_s(
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.first(), INST, "Sn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_S", e))?,
                            ::opforge_arm64::SReg::new(
                                    register(ops.regs.get(1), INST, "Sm")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCMP_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_arm64::Inst::fcmp_d(
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.first(), INST, "Dn")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_D", e))?,
                            ::opforge_arm64::DReg::new(
                                    register(ops.regs.get(1), INST, "Dm")?,
                                )
                                .map_err(|e| operand_error(INST, "FCMP_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCMP_D", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_arm64::Inst::b_cond(
                        match ops
                            .imms
                            .first()
                            .copied()
                            .ok_or_else(|| shape("immediate"))?
                        {
                            0 => ::opforge_arm64::Cond::EQ,
                            1 => ::opforge_arm64::Cond::NE,
                            2 => ::opforge_arm64::Cond::HS,
                            3 => ::opforge_arm64::Cond::LO,
                            4 => ::opforge_arm64::Cond::MI,
                            5 => ::opforge_arm64::Cond::PL,
                            6 => ::opforge_arm64::Cond::VS,
                            7 => ::opforge_arm64::Cond::VC,
                            8 => ::opforge_arm64::Cond::HI,
                            9 => ::opforge_arm64::Cond::LS,
                            10 => ::opforge_arm64::Cond::GE,
                            11 => ::opforge_arm64::Cond::LT,
                            12 => ::opforge_arm64::Cond::GT,
                            13 => ::opforge_arm64::Cond::LE,
                            _ => {
                                return ::core::result::Result::Err(
                                    shape(::core::concat!("case of `", "cond", "` in range")),
                                );
                            }
                        },
                        0,
                    )
                    .map_err(|e| operand_error(INST, "B_cond", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_arm64::Inst::b(0)
                    .map_err(|e| operand_error(INST, "B", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.get(1).copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST,
                    ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Ret => {
            const INST: &str = "ret";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::ret_lr()
                    .map_err(|e| operand_error(INST, "RET_LR", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Fret => {
            const INST: &str = "fret";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::ret_lr()
                    .map_err(|e| operand_error(INST, "RET_LR", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::RetVoid => {
            const INST: &str = "ret_void";
            let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
                inst: INST,
                message: ::std::format!("no {what}"),
            };
            let values = ops
                .regs
                .len()
                .checked_sub(0)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            {
                let inst = ::opforge_arm64::Inst::ret_lr()
                    .map_err(|e| operand_error(INST, "RET_LR", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Trap => C::emit_trap(custom, ty, ops, buf),
        Opcode::Throw => C::emit_throw(custom, ty, ops, buf),
    }
}
/// The allocated register of a slot, or the error naming the form operand it was for.
fn register(
    slot: ::core::option::Option<&u8>,
    inst: &'static str,
    operand: &'static str,
) -> ::core::result::Result<u8, ::opforge_cfg::lir::EmitError> {
    slot.copied()
        .ok_or_else(|| ::opforge_cfg::lir::EmitError::Shape {
            inst,
            message: ::std::format!("no register for `{operand}`"),
        })
}
/// An operand the machine form refused, as an emission error naming the instruction and
/// form.
fn operand_error(
    inst: &'static str,
    form: &'static str,
    e: ::opforge_arm64::OperandError,
) -> ::opforge_cfg::lir::EmitError {
    ::opforge_cfg::lir::EmitError::Operand {
        inst,
        form,
        message: ::std::string::ToString::to_string(&e),
    }
}
/// Visits instructions by opcode, or grouped by class: override `visit_<opcode>` for one
/// opcode, `visit_class_<class>` for every opcode of a class and its subclasses,
/// `visit_default` for all the others.
pub trait Visitor {
    /// What a visit returns.
    type Output;
    /// Visits any instruction: the end of every default chain.
    fn visit_default(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output;
    /// Dispatches on the instruction's opcode to its `visit_<opcode>` method
    /// (`visit_default` for an instruction the function does not hold).
    fn visit(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        match func.inst(inst).map(|data| data.opcode) {
            ::core::option::Option::Some(Opcode::Copy) => self.visit_copy(func, inst),
            ::core::option::Option::Some(Opcode::Movz) => self.visit_movz(func, inst),
            ::core::option::Option::Some(Opcode::Movn) => self.visit_movn(func, inst),
            ::core::option::Option::Some(Opcode::Movk) => self.visit_movk(func, inst),
            ::core::option::Option::Some(Opcode::Iconst) => self.visit_iconst(func, inst),
            ::core::option::Option::Some(Opcode::FrameAddr) => {
                self.visit_frame_addr(func, inst)
            }
            ::core::option::Option::Some(Opcode::Iadd) => self.visit_iadd(func, inst),
            ::core::option::Option::Some(Opcode::Isub) => self.visit_isub(func, inst),
            ::core::option::Option::Some(Opcode::Imul) => self.visit_imul(func, inst),
            ::core::option::Option::Some(Opcode::Sdiv) => self.visit_sdiv(func, inst),
            ::core::option::Option::Some(Opcode::Udiv) => self.visit_udiv(func, inst),
            ::core::option::Option::Some(Opcode::Band) => self.visit_band(func, inst),
            ::core::option::Option::Some(Opcode::Bor) => self.visit_bor(func, inst),
            ::core::option::Option::Some(Opcode::Bxor) => self.visit_bxor(func, inst),
            ::core::option::Option::Some(Opcode::Ishl) => self.visit_ishl(func, inst),
            ::core::option::Option::Some(Opcode::Ushr) => self.visit_ushr(func, inst),
            ::core::option::Option::Some(Opcode::Sshr) => self.visit_sshr(func, inst),
            ::core::option::Option::Some(Opcode::Msub) => self.visit_msub(func, inst),
            ::core::option::Option::Some(Opcode::IaddImm) => {
                self.visit_iadd_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::IsubImm) => {
                self.visit_isub_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::IshlImm) => {
                self.visit_ishl_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::UshrImm) => {
                self.visit_ushr_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::SshrImm) => {
                self.visit_sshr_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::Ineg) => self.visit_ineg(func, inst),
            ::core::option::Option::Some(Opcode::Bnot) => self.visit_bnot(func, inst),
            ::core::option::Option::Some(Opcode::Sextend8) => {
                self.visit_sextend8(func, inst)
            }
            ::core::option::Option::Some(Opcode::Sextend16) => {
                self.visit_sextend16(func, inst)
            }
            ::core::option::Option::Some(Opcode::Uextend8) => {
                self.visit_uextend8(func, inst)
            }
            ::core::option::Option::Some(Opcode::Uextend16) => {
                self.visit_uextend16(func, inst)
            }
            ::core::option::Option::Some(Opcode::Sextend32) => {
                self.visit_sextend32(func, inst)
            }
            ::core::option::Option::Some(Opcode::Uextend32) => {
                self.visit_uextend32(func, inst)
            }
            ::core::option::Option::Some(Opcode::Ireduce) => {
                self.visit_ireduce(func, inst)
            }
            ::core::option::Option::Some(Opcode::Icmp) => self.visit_icmp(func, inst),
            ::core::option::Option::Some(Opcode::IcmpImm) => {
                self.visit_icmp_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::Fcmp) => self.visit_fcmp(func, inst),
            ::core::option::Option::Some(Opcode::Select) => self.visit_select(func, inst),
            ::core::option::Option::Some(Opcode::Fadd) => self.visit_fadd(func, inst),
            ::core::option::Option::Some(Opcode::Fsub) => self.visit_fsub(func, inst),
            ::core::option::Option::Some(Opcode::Fmul) => self.visit_fmul(func, inst),
            ::core::option::Option::Some(Opcode::Fdiv) => self.visit_fdiv(func, inst),
            ::core::option::Option::Some(Opcode::Fmin) => self.visit_fmin(func, inst),
            ::core::option::Option::Some(Opcode::Fmax) => self.visit_fmax(func, inst),
            ::core::option::Option::Some(Opcode::Fneg) => self.visit_fneg(func, inst),
            ::core::option::Option::Some(Opcode::Fabs) => self.visit_fabs(func, inst),
            ::core::option::Option::Some(Opcode::Fsqrt) => self.visit_fsqrt(func, inst),
            ::core::option::Option::Some(Opcode::Fpromote) => {
                self.visit_fpromote(func, inst)
            }
            ::core::option::Option::Some(Opcode::Fdemote) => {
                self.visit_fdemote(func, inst)
            }
            ::core::option::Option::Some(Opcode::ScvtFromI32) => {
                self.visit_scvt_from_i32(func, inst)
            }
            ::core::option::Option::Some(Opcode::ScvtFromI64) => {
                self.visit_scvt_from_i64(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcvtzsFromF32) => {
                self.visit_fcvtzs_from_f32(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcvtzsFromF64) => {
                self.visit_fcvtzs_from_f64(func, inst)
            }
            ::core::option::Option::Some(Opcode::UcvtFromI32) => {
                self.visit_ucvt_from_i32(func, inst)
            }
            ::core::option::Option::Some(Opcode::UcvtFromI64) => {
                self.visit_ucvt_from_i64(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcvtzuFromF32) => {
                self.visit_fcvtzu_from_f32(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcvtzuFromF64) => {
                self.visit_fcvtzu_from_f64(func, inst)
            }
            ::core::option::Option::Some(Opcode::BitcastToInt) => {
                self.visit_bitcast_to_int(func, inst)
            }
            ::core::option::Option::Some(Opcode::BitcastToFloat) => {
                self.visit_bitcast_to_float(func, inst)
            }
            ::core::option::Option::Some(Opcode::Load) => self.visit_load(func, inst),
            ::core::option::Option::Some(Opcode::Load8u) => self.visit_load8u(func, inst),
            ::core::option::Option::Some(Opcode::Load8s) => self.visit_load8s(func, inst),
            ::core::option::Option::Some(Opcode::Load16u) => {
                self.visit_load16u(func, inst)
            }
            ::core::option::Option::Some(Opcode::Load16s) => {
                self.visit_load16s(func, inst)
            }
            ::core::option::Option::Some(Opcode::Load32s) => {
                self.visit_load32s(func, inst)
            }
            ::core::option::Option::Some(Opcode::Store) => self.visit_store(func, inst),
            ::core::option::Option::Some(Opcode::Store8) => self.visit_store8(func, inst),
            ::core::option::Option::Some(Opcode::Store16) => {
                self.visit_store16(func, inst)
            }
            ::core::option::Option::Some(Opcode::LoadIdx) => {
                self.visit_load_idx(func, inst)
            }
            ::core::option::Option::Some(Opcode::LoadIdxW) => {
                self.visit_load_idx_w(func, inst)
            }
            ::core::option::Option::Some(Opcode::StoreIdx) => {
                self.visit_store_idx(func, inst)
            }
            ::core::option::Option::Some(Opcode::StoreIdxW) => {
                self.visit_store_idx_w(func, inst)
            }
            ::core::option::Option::Some(Opcode::StackSlot) => {
                self.visit_stack_slot(func, inst)
            }
            ::core::option::Option::Some(Opcode::StackAddr) => {
                self.visit_stack_addr(func, inst)
            }
            ::core::option::Option::Some(Opcode::GlobalAddr) => {
                self.visit_global_addr(func, inst)
            }
            ::core::option::Option::Some(Opcode::Call) => self.visit_call(func, inst),
            ::core::option::Option::Some(Opcode::Fcall) => self.visit_fcall(func, inst),
            ::core::option::Option::Some(Opcode::CallIndex) => {
                self.visit_call_index(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcallIndex) => {
                self.visit_fcall_index(func, inst)
            }
            ::core::option::Option::Some(Opcode::CallIndirect) => {
                self.visit_call_indirect(func, inst)
            }
            ::core::option::Option::Some(Opcode::Trapz) => self.visit_trapz(func, inst),
            ::core::option::Option::Some(Opcode::TrapSdivOverflow) => {
                self.visit_trap_sdiv_overflow(func, inst)
            }
            ::core::option::Option::Some(Opcode::Jump) => self.visit_jump(func, inst),
            ::core::option::Option::Some(Opcode::Brif) => self.visit_brif(func, inst),
            ::core::option::Option::Some(Opcode::BrIcmp) => {
                self.visit_br_icmp(func, inst)
            }
            ::core::option::Option::Some(Opcode::BrIcmpImm) => {
                self.visit_br_icmp_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::BrFcmp) => {
                self.visit_br_fcmp(func, inst)
            }
            ::core::option::Option::Some(Opcode::Ret) => self.visit_ret(func, inst),
            ::core::option::Option::Some(Opcode::Fret) => self.visit_fret(func, inst),
            ::core::option::Option::Some(Opcode::RetVoid) => {
                self.visit_ret_void(func, inst)
            }
            ::core::option::Option::Some(Opcode::Trap) => self.visit_trap(func, inst),
            ::core::option::Option::Some(Opcode::Throw) => self.visit_throw(func, inst),
            ::core::option::Option::None => self.visit_default(func, inst),
        }
    }
    /// Visits an instruction of class `Move` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_move(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Integer` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_integer(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `IntBinary` or of one of its subclasses; by default defers to `visit_class_integer`.
    fn visit_class_int_binary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_integer(func, inst)
    }
    /// Visits an instruction of class `IntImm` or of one of its subclasses; by default defers to `visit_class_integer`.
    fn visit_class_int_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_integer(func, inst)
    }
    /// Visits an instruction of class `IntUnary` or of one of its subclasses; by default defers to `visit_class_integer`.
    fn visit_class_int_unary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_integer(func, inst)
    }
    /// Visits an instruction of class `Extend` or of one of its subclasses; by default defers to `visit_class_integer`.
    fn visit_class_extend(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_integer(func, inst)
    }
    /// Visits an instruction of class `Compare` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_compare(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Float` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_float(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `FloatBinary` or of one of its subclasses; by default defers to `visit_class_float`.
    fn visit_class_float_binary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float(func, inst)
    }
    /// Visits an instruction of class `FloatUnary` or of one of its subclasses; by default defers to `visit_class_float`.
    fn visit_class_float_unary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float(func, inst)
    }
    /// Visits an instruction of class `Convert` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_convert(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Memory` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_memory(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Load` or of one of its subclasses; by default defers to `visit_class_memory`.
    fn visit_class_load(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits an instruction of class `Store` or of one of its subclasses; by default defers to `visit_class_memory`.
    fn visit_class_store(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits an instruction of class `LoadIndexed` or of one of its subclasses; by default defers to `visit_class_memory`.
    fn visit_class_load_indexed(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits an instruction of class `StoreIndexed` or of one of its subclasses; by default defers to `visit_class_memory`.
    fn visit_class_store_indexed(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits an instruction of class `Address` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_address(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Call` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_call(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Check` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_check(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Terminator` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_terminator(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits a `copy` instruction; by default defers to `visit_class_move`.
    fn visit_copy(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_move(func, inst)
    }
    /// Visits a `movz` instruction; by default defers to `visit_class_move`.
    fn visit_movz(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_move(func, inst)
    }
    /// Visits a `movn` instruction; by default defers to `visit_class_move`.
    fn visit_movn(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_move(func, inst)
    }
    /// Visits a `movk` instruction; by default defers to `visit_class_move`.
    fn visit_movk(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_move(func, inst)
    }
    /// Visits a `iconst` instruction; by default defers to `visit_class_move`.
    fn visit_iconst(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_move(func, inst)
    }
    /// Visits a `frame_addr` instruction; by default defers to `visit_class_move`.
    fn visit_frame_addr(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_move(func, inst)
    }
    /// Visits a `iadd` instruction; by default defers to `visit_class_int_binary`.
    fn visit_iadd(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `isub` instruction; by default defers to `visit_class_int_binary`.
    fn visit_isub(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `imul` instruction; by default defers to `visit_class_int_binary`.
    fn visit_imul(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `sdiv` instruction; by default defers to `visit_class_int_binary`.
    fn visit_sdiv(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `udiv` instruction; by default defers to `visit_class_int_binary`.
    fn visit_udiv(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `band` instruction; by default defers to `visit_class_int_binary`.
    fn visit_band(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `bor` instruction; by default defers to `visit_class_int_binary`.
    fn visit_bor(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `bxor` instruction; by default defers to `visit_class_int_binary`.
    fn visit_bxor(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `ishl` instruction; by default defers to `visit_class_int_binary`.
    fn visit_ishl(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `ushr` instruction; by default defers to `visit_class_int_binary`.
    fn visit_ushr(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `sshr` instruction; by default defers to `visit_class_int_binary`.
    fn visit_sshr(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `msub` instruction; by default defers to `visit_class_int_binary`.
    fn visit_msub(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `iadd_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_iadd_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `isub_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_isub_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `ishl_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_ishl_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `ushr_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_ushr_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `sshr_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_sshr_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `ineg` instruction; by default defers to `visit_class_int_unary`.
    fn visit_ineg(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_unary(func, inst)
    }
    /// Visits a `bnot` instruction; by default defers to `visit_class_int_unary`.
    fn visit_bnot(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_unary(func, inst)
    }
    /// Visits a `sextend8` instruction; by default defers to `visit_class_extend`.
    fn visit_sextend8(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_extend(func, inst)
    }
    /// Visits a `sextend16` instruction; by default defers to `visit_class_extend`.
    fn visit_sextend16(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_extend(func, inst)
    }
    /// Visits a `uextend8` instruction; by default defers to `visit_class_extend`.
    fn visit_uextend8(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_extend(func, inst)
    }
    /// Visits a `uextend16` instruction; by default defers to `visit_class_extend`.
    fn visit_uextend16(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_extend(func, inst)
    }
    /// Visits a `sextend32` instruction; by default defers to `visit_class_extend`.
    fn visit_sextend32(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_extend(func, inst)
    }
    /// Visits a `uextend32` instruction; by default defers to `visit_class_extend`.
    fn visit_uextend32(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_extend(func, inst)
    }
    /// Visits a `ireduce` instruction; by default defers to `visit_class_extend`.
    fn visit_ireduce(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_extend(func, inst)
    }
    /// Visits a `icmp` instruction; by default defers to `visit_class_compare`.
    fn visit_icmp(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `icmp_imm` instruction; by default defers to `visit_class_compare`.
    fn visit_icmp_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `fcmp` instruction; by default defers to `visit_class_compare`.
    fn visit_fcmp(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `select` instruction; by default defers to `visit_class_compare`.
    fn visit_select(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `fadd` instruction; by default defers to `visit_class_float_binary`.
    fn visit_fadd(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_binary(func, inst)
    }
    /// Visits a `fsub` instruction; by default defers to `visit_class_float_binary`.
    fn visit_fsub(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_binary(func, inst)
    }
    /// Visits a `fmul` instruction; by default defers to `visit_class_float_binary`.
    fn visit_fmul(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_binary(func, inst)
    }
    /// Visits a `fdiv` instruction; by default defers to `visit_class_float_binary`.
    fn visit_fdiv(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_binary(func, inst)
    }
    /// Visits a `fmin` instruction; by default defers to `visit_class_float_binary`.
    fn visit_fmin(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_binary(func, inst)
    }
    /// Visits a `fmax` instruction; by default defers to `visit_class_float_binary`.
    fn visit_fmax(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_binary(func, inst)
    }
    /// Visits a `fneg` instruction; by default defers to `visit_class_float_unary`.
    fn visit_fneg(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_unary(func, inst)
    }
    /// Visits a `fabs` instruction; by default defers to `visit_class_float_unary`.
    fn visit_fabs(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_unary(func, inst)
    }
    /// Visits a `fsqrt` instruction; by default defers to `visit_class_float_unary`.
    fn visit_fsqrt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_unary(func, inst)
    }
    /// Visits a `fpromote` instruction; by default defers to `visit_class_convert`.
    fn visit_fpromote(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `fdemote` instruction; by default defers to `visit_class_convert`.
    fn visit_fdemote(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `scvt_from_i32` instruction; by default defers to `visit_class_convert`.
    fn visit_scvt_from_i32(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `scvt_from_i64` instruction; by default defers to `visit_class_convert`.
    fn visit_scvt_from_i64(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `fcvtzs_from_f32` instruction; by default defers to `visit_class_convert`.
    fn visit_fcvtzs_from_f32(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `fcvtzs_from_f64` instruction; by default defers to `visit_class_convert`.
    fn visit_fcvtzs_from_f64(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `ucvt_from_i32` instruction; by default defers to `visit_class_convert`.
    fn visit_ucvt_from_i32(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `ucvt_from_i64` instruction; by default defers to `visit_class_convert`.
    fn visit_ucvt_from_i64(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `fcvtzu_from_f32` instruction; by default defers to `visit_class_convert`.
    fn visit_fcvtzu_from_f32(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `fcvtzu_from_f64` instruction; by default defers to `visit_class_convert`.
    fn visit_fcvtzu_from_f64(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `bitcast_to_int` instruction; by default defers to `visit_class_convert`.
    fn visit_bitcast_to_int(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `bitcast_to_float` instruction; by default defers to `visit_class_convert`.
    fn visit_bitcast_to_float(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `load` instruction; by default defers to `visit_class_load`.
    fn visit_load(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load(func, inst)
    }
    /// Visits a `load8u` instruction; by default defers to `visit_class_load`.
    fn visit_load8u(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load(func, inst)
    }
    /// Visits a `load8s` instruction; by default defers to `visit_class_load`.
    fn visit_load8s(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load(func, inst)
    }
    /// Visits a `load16u` instruction; by default defers to `visit_class_load`.
    fn visit_load16u(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load(func, inst)
    }
    /// Visits a `load16s` instruction; by default defers to `visit_class_load`.
    fn visit_load16s(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load(func, inst)
    }
    /// Visits a `load32s` instruction; by default defers to `visit_class_load`.
    fn visit_load32s(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load(func, inst)
    }
    /// Visits a `store` instruction; by default defers to `visit_class_store`.
    fn visit_store(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_store(func, inst)
    }
    /// Visits a `store8` instruction; by default defers to `visit_class_store`.
    fn visit_store8(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_store(func, inst)
    }
    /// Visits a `store16` instruction; by default defers to `visit_class_store`.
    fn visit_store16(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_store(func, inst)
    }
    /// Visits a `load_idx` instruction; by default defers to `visit_class_load_indexed`.
    fn visit_load_idx(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load_indexed(func, inst)
    }
    /// Visits a `load_idx_w` instruction; by default defers to `visit_class_load_indexed`.
    fn visit_load_idx_w(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_load_indexed(func, inst)
    }
    /// Visits a `store_idx` instruction; by default defers to `visit_class_store_indexed`.
    fn visit_store_idx(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_store_indexed(func, inst)
    }
    /// Visits a `store_idx_w` instruction; by default defers to `visit_class_store_indexed`.
    fn visit_store_idx_w(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_store_indexed(func, inst)
    }
    /// Visits a `stack_slot` instruction; by default defers to `visit_class_address`.
    fn visit_stack_slot(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_address(func, inst)
    }
    /// Visits a `stack_addr` instruction; by default defers to `visit_class_address`.
    fn visit_stack_addr(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_address(func, inst)
    }
    /// Visits a `global_addr` instruction; by default defers to `visit_class_address`.
    fn visit_global_addr(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_address(func, inst)
    }
    /// Visits a `call` instruction; by default defers to `visit_class_call`.
    fn visit_call(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
    }
    /// Visits a `fcall` instruction; by default defers to `visit_class_call`.
    fn visit_fcall(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
    }
    /// Visits a `call_index` instruction; by default defers to `visit_class_call`.
    fn visit_call_index(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
    }
    /// Visits a `fcall_index` instruction; by default defers to `visit_class_call`.
    fn visit_fcall_index(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
    }
    /// Visits a `call_indirect` instruction; by default defers to `visit_class_call`.
    fn visit_call_indirect(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
    }
    /// Visits a `trapz` instruction; by default defers to `visit_class_check`.
    fn visit_trapz(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_check(func, inst)
    }
    /// Visits a `trap_sdiv_overflow` instruction; by default defers to `visit_class_check`.
    fn visit_trap_sdiv_overflow(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_check(func, inst)
    }
    /// Visits a `jump` instruction; by default defers to `visit_class_terminator`.
    fn visit_jump(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `brif` instruction; by default defers to `visit_class_terminator`.
    fn visit_brif(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_icmp` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_icmp(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_icmp_imm` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_icmp_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_fcmp` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_fcmp(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `ret` instruction; by default defers to `visit_class_terminator`.
    fn visit_ret(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `fret` instruction; by default defers to `visit_class_terminator`.
    fn visit_fret(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `ret_void` instruction; by default defers to `visit_class_terminator`.
    fn visit_ret_void(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `trap` instruction; by default defers to `visit_class_terminator`.
    fn visit_trap(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `throw` instruction; by default defers to `visit_class_terminator`.
    fn visit_throw(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
}
/// Visits every instruction of `func`, block by block in layout order and in order
/// within each block, dropping what each visit returns.
pub fn visit_function<V: Visitor + ?::core::marker::Sized>(
    visitor: &mut V,
    func: &::opforge_cfg::Function<Opcode>,
) {
    for &block in func.layout() {
        for &inst in func.block_insts(block) {
            visitor.visit(func, inst);
        }
    }
}
