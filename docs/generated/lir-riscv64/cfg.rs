// generated from spec/lir-riscv64.yaml; do not edit

/// The value types of `lir_riscv64`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum Type {
    /// A 32-bit integer in a general register, kept sign-extended to 64 bits (as RV64's *W instructions leave it).
    I32,
    /// A 64-bit integer or address in a general register.
    I64,
    /// A single-precision float in a floating-point register (NaN-boxed, as the F forms leave it).
    F32,
    /// A double-precision float in a floating-point register.
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
    /// A signed 12-bit constant, -2048 to 2047 (the I-type immediates: ADDI, ANDI, SLTI ...).
    pub const SIMM12: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "simm12",
        doc: "A signed 12-bit constant, -2048 to 2047 (the I-type immediates: ADDI, ANDI, SLTI ...).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 12,
            signed: true,
        },
        refers: ::core::option::Option::None,
    };
    /// An unsigned 20-bit constant: LUI's upper immediate.
    pub const UIMM20: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "uimm20",
        doc: "An unsigned 20-bit constant: LUI's upper immediate.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 20,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// An unsigned 24-bit constant (a frame depth).
    pub const UIMM24: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "uimm24",
        doc: "An unsigned 24-bit constant (a frame depth).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 24,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// An unsigned 16-bit constant (a trap code).
    pub const UIMM16: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "uimm16",
        doc: "An unsigned 16-bit constant (a trap code).",
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
    /// A signed byte offset from a base address, -2048 to 2047.
    pub const OFFSET: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "offset",
        doc: "A signed byte offset from a base address, -2048 to 2047.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 12,
            signed: true,
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
    /// Comparisons, each giving 1 or 0 in an i32, and the select.
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
    /// Loads at a base register plus an index register scaled by the access size, through a temp (RISC-V has no indexed addressing).
    LoadIndexed,
    /// Stores at a base register plus an index register scaled by the access size, through a temp.
    StoreIndexed,
    /// Addresses of the function's stack slots and of the module's data items and external symbols.
    Address,
    /// Calls.
    Call,
    /// Conditional traps: they leave the function for the trap stub when their condition holds.
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
        4,
    );
    /// The opcodes of class `Integer`.
    pub const INTEGER: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        4,
        33,
    );
    /// The opcodes of class `IntBinary`.
    pub const INT_BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        4,
        17,
    );
    /// The opcodes of class `IntImm`.
    pub const INT_IMM: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        17,
        24,
    );
    /// The opcodes of class `IntUnary`.
    pub const INT_UNARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        24,
        26,
    );
    /// The opcodes of class `Extend`.
    pub const EXTEND: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        26,
        33,
    );
    /// The opcodes of class `Compare`.
    pub const COMPARE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        33,
        43,
    );
    /// The opcodes of class `Float`.
    pub const FLOAT: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        43,
        52,
    );
    /// The opcodes of class `FloatBinary`.
    pub const FLOAT_BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        43,
        49,
    );
    /// The opcodes of class `FloatUnary`.
    pub const FLOAT_UNARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        49,
        52,
    );
    /// The opcodes of class `Convert`.
    pub const CONVERT: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        52,
        64,
    );
    /// The opcodes of class `Memory`.
    pub const MEMORY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        64,
        78,
    );
    /// The opcodes of class `Load`.
    pub const LOAD: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        64,
        71,
    );
    /// The opcodes of class `Store`.
    pub const STORE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        71,
        74,
    );
    /// The opcodes of class `LoadIndexed`.
    pub const LOAD_INDEXED: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        74,
        76,
    );
    /// The opcodes of class `StoreIndexed`.
    pub const STORE_INDEXED: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        76,
        78,
    );
    /// The opcodes of class `Address`.
    pub const ADDRESS: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        78,
        81,
    );
    /// The opcodes of class `Call`.
    pub const CALL: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        81,
        86,
    );
    /// The opcodes of class `Check`.
    pub const CHECK: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        86,
        88,
    );
    /// The opcodes of class `Terminator`.
    pub const TERMINATOR: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        88,
        103,
    );
}
impl Opcode {
    /// Whether the opcode is in class `Move` (one subtraction and one comparison).
    pub const fn is_move(self) -> bool {
        (self as u16).wrapping_sub(0) < 4
    }
    /// Whether the opcode is in class `Integer` (one subtraction and one comparison).
    pub const fn is_integer(self) -> bool {
        (self as u16).wrapping_sub(4) < 29
    }
    /// Whether the opcode is in class `IntBinary` (one subtraction and one comparison).
    pub const fn is_int_binary(self) -> bool {
        (self as u16).wrapping_sub(4) < 13
    }
    /// Whether the opcode is in class `IntImm` (one subtraction and one comparison).
    pub const fn is_int_imm(self) -> bool {
        (self as u16).wrapping_sub(17) < 7
    }
    /// Whether the opcode is in class `IntUnary` (one subtraction and one comparison).
    pub const fn is_int_unary(self) -> bool {
        (self as u16).wrapping_sub(24) < 2
    }
    /// Whether the opcode is in class `Extend` (one subtraction and one comparison).
    pub const fn is_extend(self) -> bool {
        (self as u16).wrapping_sub(26) < 7
    }
    /// Whether the opcode is in class `Compare` (one subtraction and one comparison).
    pub const fn is_compare(self) -> bool {
        (self as u16).wrapping_sub(33) < 10
    }
    /// Whether the opcode is in class `Float` (one subtraction and one comparison).
    pub const fn is_float(self) -> bool {
        (self as u16).wrapping_sub(43) < 9
    }
    /// Whether the opcode is in class `FloatBinary` (one subtraction and one comparison).
    pub const fn is_float_binary(self) -> bool {
        (self as u16).wrapping_sub(43) < 6
    }
    /// Whether the opcode is in class `FloatUnary` (one subtraction and one comparison).
    pub const fn is_float_unary(self) -> bool {
        (self as u16).wrapping_sub(49) < 3
    }
    /// Whether the opcode is in class `Convert` (one subtraction and one comparison).
    pub const fn is_convert(self) -> bool {
        (self as u16).wrapping_sub(52) < 12
    }
    /// Whether the opcode is in class `Memory` (one subtraction and one comparison).
    pub const fn is_memory(self) -> bool {
        (self as u16).wrapping_sub(64) < 14
    }
    /// Whether the opcode is in class `Load` (one subtraction and one comparison).
    pub const fn is_load(self) -> bool {
        (self as u16).wrapping_sub(64) < 7
    }
    /// Whether the opcode is in class `Store` (one subtraction and one comparison).
    pub const fn is_store(self) -> bool {
        (self as u16).wrapping_sub(71) < 3
    }
    /// Whether the opcode is in class `LoadIndexed` (one subtraction and one comparison).
    pub const fn is_load_indexed(self) -> bool {
        (self as u16).wrapping_sub(74) < 2
    }
    /// Whether the opcode is in class `StoreIndexed` (one subtraction and one comparison).
    pub const fn is_store_indexed(self) -> bool {
        (self as u16).wrapping_sub(76) < 2
    }
    /// Whether the opcode is in class `Address` (one subtraction and one comparison).
    pub const fn is_address(self) -> bool {
        (self as u16).wrapping_sub(78) < 3
    }
    /// Whether the opcode is in class `Call` (one subtraction and one comparison).
    pub const fn is_call(self) -> bool {
        (self as u16).wrapping_sub(81) < 5
    }
    /// Whether the opcode is in class `Check` (one subtraction and one comparison).
    pub const fn is_check(self) -> bool {
        (self as u16).wrapping_sub(86) < 2
    }
    /// Whether the opcode is in class `Terminator` (one subtraction and one comparison).
    pub const fn is_terminator(self) -> bool {
        (self as u16).wrapping_sub(88) < 15
    }
}
/// The opcodes, numbered depth-first over the class tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Opcode {
    /// Copies a value into a register of its own.
    Copy = 0,
    /// LUI: a 20-bit constant shifted left by 12, sign-extended from 32 bits (so an i32 of that value).
    Lui = 1,
    /// An integer constant of any value, emitted as LLVM's `li` builds it: ADDI alone, LUI and ADDIW, or a shorter constant shifted left by SLLI and completed by ADDI (at most 8 instructions).
    Iconst = 2,
    /// The address `depth` bytes below the frame pointer (s0): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `addi {out}, s0, -{depth}` up to 2048, beyond as the depth built in `out` (as `iconst` builds it) and `sub {out}, s0, {out}`.
    FrameAddr = 3,
    /// Adds, wrapping (ADDW for i32, whose result it sign-extends).
    Iadd = 4,
    /// Subtracts, wrapping (SUBW for i32).
    Isub = 5,
    /// Multiplies, wrapping (MULW for i32).
    Imul = 6,
    /// Divides signed, rounding toward zero; x/0 is -1 (all ones) and the least integer over -1 is the least integer (RISC-V never traps: see `trapz` and `trap_sdiv_overflow`).
    Sdiv = 7,
    /// Divides unsigned; x/0 is all ones (DIVUW for i32, which divides the low 32 bits and sign-extends the quotient).
    Udiv = 8,
    /// The remainder of the signed division, with the sign of the dividend; x rem 0 is x, the least integer rem -1 is 0 (REMW for i32). RISC-V has it where A64 has `msub`.
    Srem = 9,
    /// The remainder of the unsigned division; x rem 0 is x (REMUW for i32).
    Urem = 10,
    /// Bitwise and (one form for both types: sign-extended i32 inputs give a sign-extended result).
    Band = 11,
    /// Bitwise or.
    Bor = 12,
    /// Bitwise exclusive or.
    Bxor = 13,
    /// Shifts left by the amount modulo the width (SLLW for i32, which reads the low 5 bits of the amount and sign-extends).
    Ishl = 14,
    /// Shifts right, zero-filling, by the amount modulo the width (SRLW for i32: the low 32 bits shifted, the 32-bit result sign-extended).
    Ushr = 15,
    /// Shifts right, sign-filling, by the amount modulo the width (SRAW for i32).
    Sshr = 16,
    /// Adds a 12-bit signed constant, -2048 to 2047 (ADDIW for i32); a subtraction of a constant is the addition of its negation (RISC-V has no SUBI, so the table has no `isub_imm`).
    IaddImm = 17,
    /// Bitwise and with a 12-bit signed constant, sign-extended to the width.
    BandImm = 18,
    /// Bitwise or with a 12-bit signed constant, sign-extended to the width.
    BorImm = 19,
    /// Bitwise exclusive or with a 12-bit signed constant, sign-extended to the width.
    BxorImm = 20,
    /// Shifts left by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).
    IshlImm = 21,
    /// Shifts right, zero-filling, by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).
    UshrImm = 22,
    /// Shifts right, sign-filling, by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).
    SshrImm = 23,
    /// Negates, wrapping (NEGW for i32).
    Ineg = 24,
    /// Complements every bit (XORI with -1; a sign-extended i32 stays so).
    Bnot = 25,
    /// Sign-extends the low 8 bits: SLLI by 56, then SRAI by 56.
    Sextend8 = 26,
    /// Sign-extends the low 16 bits: SLLI by 48, then SRAI by 48.
    Sextend16 = 27,
    /// Zero-extends the low 8 bits (ANDI with 255).
    Uextend8 = 28,
    /// Zero-extends the low 16 bits: SLLI by 48, then SRLI by 48.
    Uextend16 = 29,
    /// Sign-extends a 32-bit value to 64 bits (ADDIW with 0: `sext.w`).
    Sextend32 = 30,
    /// Zero-extends a 32-bit value to 64 bits: SLLI by 32, then SRLI by 32.
    Uextend32 = 31,
    /// Keeps the low 32 bits of a 64-bit value, sign-extended as every i32 is (ADDIW with 0: `sext.w`).
    Ireduce = 32,
    /// 1 when `lhs` is less than `rhs` as signed integers, else 0 (one form for both types: i32 values are sign-extended).
    Slt = 33,
    /// 1 when `lhs` is less than `rhs` as unsigned integers, else 0 (sign extension keeps the unsigned order of i32 values).
    Sltu = 34,
    /// 1 when `lhs` is less than a 12-bit signed constant, else 0.
    Slti = 35,
    /// 1 when `lhs` is less, unsigned, than a 12-bit constant sign-extended to 64 bits (-1 is the greatest unsigned integer), else 0.
    Sltiu = 36,
    /// 1 when the integer is zero, else 0 (SLTIU with 1).
    Seqz = 37,
    /// 1 when the integer is not zero, else 0 (SLTU of zero and it).
    Snez = 38,
    /// 1 when the floats are equal, else 0 (0 when either is NaN).
    Feq = 39,
    /// 1 when `lhs` is less than `rhs`, else 0 (0 when either is NaN).
    Flt = 40,
    /// 1 when `lhs` is less than or equal to `rhs`, else 0 (0 when either is NaN).
    Fle = 41,
    /// Picks the first value when the condition is not zero, else the second. The result is written in `x`'s register, so the emission is `bnez {c}, 8` over a move of `y` into it (`mv`, `fmv.s` or `fmv.d`): a branch within the instruction, which rows cannot state, so a custom emission.
    Select = 42,
    /// Adds (in the dynamic rounding mode, `frm`: round to nearest, ties to even, unless changed).
    Fadd = 43,
    /// Subtracts.
    Fsub = 44,
    /// Multiplies.
    Fmul = 45,
    /// Divides.
    Fdiv = 46,
    /// The smaller; when one is NaN, the other (IEEE 754-2008 minNum, unlike A64's FMIN), the canonical NaN when both are.
    Fmin = 47,
    /// The larger; when one is NaN, the other (IEEE 754-2008 maxNum, unlike A64's FMAX), the canonical NaN when both are.
    Fmax = 48,
    /// Negates (FSGNJN of the value with itself).
    Fneg = 49,
    /// The absolute value (FSGNJX of the value with itself).
    Fabs = 50,
    /// The square root.
    Fsqrt = 51,
    /// Widens a single to a double (exact).
    Fpromote = 52,
    /// Narrows a double to a single, in the dynamic rounding mode.
    Fdemote = 53,
    /// Converts a signed 32-bit integer to a float (exact for a double; a single in the dynamic rounding mode).
    ScvtFromI32 = 54,
    /// Converts a signed 64-bit integer to a float, in the dynamic rounding mode.
    ScvtFromI64 = 55,
    /// Converts a single to a signed integer, rounding toward zero (`rtz`) and saturating; NaN gives the greatest integer (A64 gives 0). An i32 result is sign-extended.
    FcvtzsFromF32 = 56,
    /// Converts a double to a signed integer, rounding toward zero and saturating; NaN gives the greatest integer.
    FcvtzsFromF64 = 57,
    /// Converts an unsigned 32-bit integer (the low 32 bits of the register) to a float.
    UcvtFromI32 = 58,
    /// Converts an unsigned 64-bit integer to a float, in the dynamic rounding mode.
    UcvtFromI64 = 59,
    /// Converts a single to an unsigned integer, rounding toward zero and saturating; NaN gives the greatest integer. An i32 result (FCVT.WU.S) is sign-extended from 32 bits.
    FcvtzuFromF32 = 60,
    /// Converts a double to an unsigned integer, rounding toward zero and saturating; NaN gives the greatest integer.
    FcvtzuFromF64 = 61,
    /// The bits of a float as an integer of its width (FMV.X.W sign-extends a single's 32 bits, as an i32 is kept).
    BitcastToInt = 62,
    /// The bits of an integer as a float of its width.
    BitcastToFloat = 63,
    /// Loads a value of its type from base + offset (LW sign-extends an i32).
    Load = 64,
    /// Loads a byte, zero-extended.
    Load8u = 65,
    /// Loads a byte, sign-extended.
    Load8s = 66,
    /// Loads a halfword, zero-extended.
    Load16u = 67,
    /// Loads a halfword, sign-extended.
    Load16s = 68,
    /// Loads a word, sign-extended to 64 bits.
    Load32s = 69,
    /// Loads a word, zero-extended to 64 bits (LWU).
    Load32u = 70,
    /// Stores a value of its type at base + offset.
    Store = 71,
    /// Stores the low byte.
    Store8 = 72,
    /// Stores the low halfword.
    Store16 = 73,
    /// Loads a value of its type from base + index * its size in bytes (an array's element; the index a 64-bit register): the address built in a temp by SLLI and ADD, then the access.
    LoadIdx = 74,
    /// Loads a 32-bit value from base + index * 4, the index a 32-bit integer (sign-extended in its register already, so the address is built as `load_idx` builds it).
    LoadIdxW = 75,
    /// Stores a value of its type at base + index * its size in bytes (an array's element; the index a 64-bit register): the address built in a temp by SLLI and ADD, then the access.
    StoreIdx = 76,
    /// Stores a 32-bit value at base + index * 4, the index a 32-bit integer (sign-extended in its register).
    StoreIdxW = 77,
    /// Declares a stack slot of the function: `size` bytes aligned to `align` (1, 2, 4, 8 or 16), not zeroed. The slots are numbered from 0 in the order of their declarations in the layout; the frame lays them out below the `frame_addr` reservations, each at an address that is a multiple of its alignment, and keeps the whole frame a multiple of 16 bytes. Emits nothing.
    StackSlot = 78,
    /// The address of stack slot `slot` (see `stack_slot`), `depth` bytes below the frame pointer where the frame put it: emitted as `frame_addr` of that depth.
    StackAddr = 79,
    /// The address of data item `symbol` of the module, or of an external symbol for an index past them: `auipc {out}, %pcrel_hi(<symbol>)` and `addi {out}, {out}, %pcrel_lo(<label of the auipc>)`, emitted with zero immediates and recorded as a symbol site, for an `R_RISCV_PCREL_HI20` and `R_RISCV_PCREL_LO12_I` pair in an object (an executable places its data items itself and patches both).
    GlobalAddr = 80,
    /// Calls a function of the module with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `jal ra, <callee>` (a JAL reaches ±1 MiB), or in relocatable code as `auipc ra, 0; jalr ra, 0(ra)` recorded as a call site (an `R_RISCV_CALL_PLT`).
    Call = 81,
    /// Like `call`, for a function whose float result comes back in fa0.
    Fcall = 82,
    /// Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `sltiu t6, index, count` (or the count built in t6 and an SLTU), a BNEZ over the jump to the trap stub, `slli t6, index, 2` and `jal ra, <table>`; the table's head adds t6 to its own address (`auipc t5, 0; add t5, t5, t6; jalr zero, 12(t5)`) and lands on the callee's `j`, so ra still returns here.
    CallIndex = 83,
    /// Like `call_index`, for a function whose float result comes back in fa0.
    FcallIndex = 84,
    /// Calls the function at an address with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0.
    CallIndirect = 85,
    /// Traps with `code` (in t6, at the trap stub) when the integer is zero: a BNEZ over the constant and the jump to the stub.
    Trapz = 86,
    /// Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit; RISC-V's DIV gives the least integer without a trap): `addi t5, rhs, 1` and a BNEZ over the rest, the least integer in t5 (`lui t5, 0x80000` for i32; `li t5, -1; slli t5, t5, 63` for i64), a BNE of `lhs` over the branch to the stub.
    TrapSdivOverflow = 87,
    /// Jumps to a block, passing arguments to its parameters.
    Jump = 88,
    /// Jumps to the first block when the value is not zero, else to the second: BNEZ, then J.
    Brif = 89,
    /// Jumps to the first block when the integers are equal, else to the second: BEQ (±4 KiB), then J.
    BrEq = 90,
    /// Jumps to the first block when the integers differ, else to the second: BNE (±4 KiB), then J.
    BrNe = 91,
    /// Jumps to the first block when `lhs` is less than `rhs`, signed, else to the second: BLT (±4 KiB), then J.
    BrLt = 92,
    /// Jumps to the first block when `lhs` is greater than or equal to `rhs`, signed, else to the second: BGE (±4 KiB), then J.
    BrGe = 93,
    /// Jumps to the first block when `lhs` is less than `rhs`, unsigned, else to the second: BLTU (±4 KiB), then J.
    BrLtu = 94,
    /// Jumps to the first block when `lhs` is greater than or equal to `rhs`, unsigned, else to the second: BGEU (±4 KiB), then J.
    BrGeu = 95,
    /// Jumps to the first block when the integer is negative, else to the second: BLTZ (BLT/BGE against zero), then J.
    BrLtz = 96,
    /// Jumps to the first block when the integer is zero or positive, else to the second: BGEZ (BLT/BGE against zero), then J.
    BrGez = 97,
    /// Returns an integer value in a0.
    Ret = 98,
    /// Returns a float value in fa0.
    Fret = 99,
    /// Returns nothing.
    RetVoid = 100,
    /// Leaves the function for the trap stub with `code` in t6 (built as `iconst` builds it), by a J.
    Trap = 101,
    /// Leaves the whole run with an exception: the value in a0, code 5 in t6, at the trap stub (the interpreter ends the run at a THROW, in a callee too).
    Throw = 102,
}
impl Opcode {
    /// Every opcode, in opcode order.
    pub const ALL: [Opcode; 103] = [
        Opcode::Copy,
        Opcode::Lui,
        Opcode::Iconst,
        Opcode::FrameAddr,
        Opcode::Iadd,
        Opcode::Isub,
        Opcode::Imul,
        Opcode::Sdiv,
        Opcode::Udiv,
        Opcode::Srem,
        Opcode::Urem,
        Opcode::Band,
        Opcode::Bor,
        Opcode::Bxor,
        Opcode::Ishl,
        Opcode::Ushr,
        Opcode::Sshr,
        Opcode::IaddImm,
        Opcode::BandImm,
        Opcode::BorImm,
        Opcode::BxorImm,
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
        Opcode::Slt,
        Opcode::Sltu,
        Opcode::Slti,
        Opcode::Sltiu,
        Opcode::Seqz,
        Opcode::Snez,
        Opcode::Feq,
        Opcode::Flt,
        Opcode::Fle,
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
        Opcode::Load32u,
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
        Opcode::BrEq,
        Opcode::BrNe,
        Opcode::BrLt,
        Opcode::BrGe,
        Opcode::BrLtu,
        Opcode::BrGeu,
        Opcode::BrLtz,
        Opcode::BrGez,
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
            Opcode::Lui => Class::Move,
            Opcode::Iconst => Class::Move,
            Opcode::FrameAddr => Class::Move,
            Opcode::Iadd => Class::IntBinary,
            Opcode::Isub => Class::IntBinary,
            Opcode::Imul => Class::IntBinary,
            Opcode::Sdiv => Class::IntBinary,
            Opcode::Udiv => Class::IntBinary,
            Opcode::Srem => Class::IntBinary,
            Opcode::Urem => Class::IntBinary,
            Opcode::Band => Class::IntBinary,
            Opcode::Bor => Class::IntBinary,
            Opcode::Bxor => Class::IntBinary,
            Opcode::Ishl => Class::IntBinary,
            Opcode::Ushr => Class::IntBinary,
            Opcode::Sshr => Class::IntBinary,
            Opcode::IaddImm => Class::IntImm,
            Opcode::BandImm => Class::IntImm,
            Opcode::BorImm => Class::IntImm,
            Opcode::BxorImm => Class::IntImm,
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
            Opcode::Slt => Class::Compare,
            Opcode::Sltu => Class::Compare,
            Opcode::Slti => Class::Compare,
            Opcode::Sltiu => Class::Compare,
            Opcode::Seqz => Class::Compare,
            Opcode::Snez => Class::Compare,
            Opcode::Feq => Class::Compare,
            Opcode::Flt => Class::Compare,
            Opcode::Fle => Class::Compare,
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
            Opcode::Load32u => Class::Load,
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
            Opcode::BrEq => Class::Terminator,
            Opcode::BrNe => Class::Terminator,
            Opcode::BrLt => Class::Terminator,
            Opcode::BrGe => Class::Terminator,
            Opcode::BrLtu => Class::Terminator,
            Opcode::BrGeu => Class::Terminator,
            Opcode::BrLtz => Class::Terminator,
            Opcode::BrGez => Class::Terminator,
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
            Opcode::Lui => 1,
            Opcode::Iconst => 2,
            Opcode::FrameAddr => 3,
            Opcode::Iadd => 4,
            Opcode::Isub => 5,
            Opcode::Imul => 6,
            Opcode::Sdiv => 7,
            Opcode::Udiv => 8,
            Opcode::Srem => 9,
            Opcode::Urem => 10,
            Opcode::Band => 11,
            Opcode::Bor => 12,
            Opcode::Bxor => 13,
            Opcode::Ishl => 14,
            Opcode::Ushr => 15,
            Opcode::Sshr => 16,
            Opcode::IaddImm => 17,
            Opcode::BandImm => 18,
            Opcode::BorImm => 19,
            Opcode::BxorImm => 20,
            Opcode::IshlImm => 21,
            Opcode::UshrImm => 22,
            Opcode::SshrImm => 23,
            Opcode::Ineg => 24,
            Opcode::Bnot => 25,
            Opcode::Sextend8 => 26,
            Opcode::Sextend16 => 27,
            Opcode::Uextend8 => 28,
            Opcode::Uextend16 => 29,
            Opcode::Sextend32 => 30,
            Opcode::Uextend32 => 31,
            Opcode::Ireduce => 32,
            Opcode::Slt => 33,
            Opcode::Sltu => 34,
            Opcode::Slti => 35,
            Opcode::Sltiu => 36,
            Opcode::Seqz => 37,
            Opcode::Snez => 38,
            Opcode::Feq => 39,
            Opcode::Flt => 40,
            Opcode::Fle => 41,
            Opcode::Select => 42,
            Opcode::Fadd => 43,
            Opcode::Fsub => 44,
            Opcode::Fmul => 45,
            Opcode::Fdiv => 46,
            Opcode::Fmin => 47,
            Opcode::Fmax => 48,
            Opcode::Fneg => 49,
            Opcode::Fabs => 50,
            Opcode::Fsqrt => 51,
            Opcode::Fpromote => 52,
            Opcode::Fdemote => 53,
            Opcode::ScvtFromI32 => 54,
            Opcode::ScvtFromI64 => 55,
            Opcode::FcvtzsFromF32 => 56,
            Opcode::FcvtzsFromF64 => 57,
            Opcode::UcvtFromI32 => 58,
            Opcode::UcvtFromI64 => 59,
            Opcode::FcvtzuFromF32 => 60,
            Opcode::FcvtzuFromF64 => 61,
            Opcode::BitcastToInt => 62,
            Opcode::BitcastToFloat => 63,
            Opcode::Load => 64,
            Opcode::Load8u => 65,
            Opcode::Load8s => 66,
            Opcode::Load16u => 67,
            Opcode::Load16s => 68,
            Opcode::Load32s => 69,
            Opcode::Load32u => 70,
            Opcode::Store => 71,
            Opcode::Store8 => 72,
            Opcode::Store16 => 73,
            Opcode::LoadIdx => 74,
            Opcode::LoadIdxW => 75,
            Opcode::StoreIdx => 76,
            Opcode::StoreIdxW => 77,
            Opcode::StackSlot => 78,
            Opcode::StackAddr => 79,
            Opcode::GlobalAddr => 80,
            Opcode::Call => 81,
            Opcode::Fcall => 82,
            Opcode::CallIndex => 83,
            Opcode::FcallIndex => 84,
            Opcode::CallIndirect => 85,
            Opcode::Trapz => 86,
            Opcode::TrapSdivOverflow => 87,
            Opcode::Jump => 88,
            Opcode::Brif => 89,
            Opcode::BrEq => 90,
            Opcode::BrNe => 91,
            Opcode::BrLt => 92,
            Opcode::BrGe => 93,
            Opcode::BrLtu => 94,
            Opcode::BrGeu => 95,
            Opcode::BrLtz => 96,
            Opcode::BrGez => 97,
            Opcode::Ret => 98,
            Opcode::Fret => 99,
            Opcode::RetVoid => 100,
            Opcode::Trap => 101,
            Opcode::Throw => 102,
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
pub static INST_INFO: [::opforge_cfg::InstInfo; 103] = [
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
        name: "lui",
        doc: "LUI: a 20-bit constant shifted left by 12, sign-extended from 32 bits (so an i32 of that value).",
        class: "Move",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::UIMM20),
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
        name: "iconst",
        doc: "An integer constant of any value, emitted as LLVM's `li` builds it: ADDI alone, LUI and ADDIW, or a shorter constant shifted left by SLLI and completed by ADDI (at most 8 instructions).",
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
        doc: "The address `depth` bytes below the frame pointer (s0): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `addi {out}, s0, -{depth}` up to 2048, beyond as the depth built in `out` (as `iconst` builds it) and `sub {out}, s0, {out}`.",
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
        doc: "Adds, wrapping (ADDW for i32, whose result it sign-extends).",
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
        doc: "Subtracts, wrapping (SUBW for i32).",
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
        doc: "Multiplies, wrapping (MULW for i32).",
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
        doc: "Divides signed, rounding toward zero; x/0 is -1 (all ones) and the least integer over -1 is the least integer (RISC-V never traps: see `trapz` and `trap_sdiv_overflow`).",
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
        doc: "Divides unsigned; x/0 is all ones (DIVUW for i32, which divides the low 32 bits and sign-extends the quotient).",
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
        name: "srem",
        doc: "The remainder of the signed division, with the sign of the dividend; x rem 0 is x, the least integer rem -1 is 0 (REMW for i32). RISC-V has it where A64 has `msub`.",
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
        name: "urem",
        doc: "The remainder of the unsigned division; x rem 0 is x (REMUW for i32).",
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
        doc: "Bitwise and (one form for both types: sign-extended i32 inputs give a sign-extended result).",
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
        doc: "Shifts left by the amount modulo the width (SLLW for i32, which reads the low 5 bits of the amount and sign-extends).",
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
        doc: "Shifts right, zero-filling, by the amount modulo the width (SRLW for i32: the low 32 bits shifted, the 32-bit result sign-extended).",
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
        doc: "Shifts right, sign-filling, by the amount modulo the width (SRAW for i32).",
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
        name: "iadd_imm",
        doc: "Adds a 12-bit signed constant, -2048 to 2047 (ADDIW for i32); a subtraction of a constant is the addition of its negation (RISC-V has no SUBI, so the table has no `isub_imm`).",
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
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SIMM12),
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
        name: "band_imm",
        doc: "Bitwise and with a 12-bit signed constant, sign-extended to the width.",
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
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SIMM12),
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
        name: "bor_imm",
        doc: "Bitwise or with a 12-bit signed constant, sign-extended to the width.",
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
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SIMM12),
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
        name: "bxor_imm",
        doc: "Bitwise exclusive or with a 12-bit signed constant, sign-extended to the width.",
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
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SIMM12),
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
        doc: "Shifts left by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).",
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
        doc: "Shifts right, zero-filling, by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).",
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
        doc: "Shifts right, sign-filling, by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).",
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
        doc: "Negates, wrapping (NEGW for i32).",
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
        doc: "Complements every bit (XORI with -1; a sign-extended i32 stays so).",
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
        doc: "Sign-extends the low 8 bits: SLLI by 56, then SRAI by 56.",
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
        doc: "Sign-extends the low 16 bits: SLLI by 48, then SRAI by 48.",
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
        doc: "Zero-extends the low 8 bits (ANDI with 255).",
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
        doc: "Zero-extends the low 16 bits: SLLI by 48, then SRLI by 48.",
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
        doc: "Sign-extends a 32-bit value to 64 bits (ADDIW with 0: `sext.w`).",
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
        doc: "Zero-extends a 32-bit value to 64 bits: SLLI by 32, then SRLI by 32.",
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
        doc: "Keeps the low 32 bits of a 64-bit value, sign-extended as every i32 is (ADDIW with 0: `sext.w`).",
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
        name: "slt",
        doc: "1 when `lhs` is less than `rhs` as signed integers, else 0 (one form for both types: i32 values are sign-extended).",
        class: "Compare",
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
        name: "sltu",
        doc: "1 when `lhs` is less than `rhs` as unsigned integers, else 0 (sign extension keeps the unsigned order of i32 values).",
        class: "Compare",
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
        name: "slti",
        doc: "1 when `lhs` is less than a 12-bit signed constant, else 0.",
        class: "Compare",
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
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SIMM12),
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
        name: "sltiu",
        doc: "1 when `lhs` is less, unsigned, than a 12-bit constant sign-extended to 64 bits (-1 is the greatest unsigned integer), else 0.",
        class: "Compare",
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
                kind: ::opforge_cfg::OperandKind::Imm(&imm::SIMM12),
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
        name: "seqz",
        doc: "1 when the integer is zero, else 0 (SLTIU with 1).",
        class: "Compare",
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
        name: "snez",
        doc: "1 when the integer is not zero, else 0 (SLTU of zero and it).",
        class: "Compare",
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
        name: "feq",
        doc: "1 when the floats are equal, else 0 (0 when either is NaN).",
        class: "Compare",
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
        name: "flt",
        doc: "1 when `lhs` is less than `rhs`, else 0 (0 when either is NaN).",
        class: "Compare",
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
        name: "fle",
        doc: "1 when `lhs` is less than or equal to `rhs`, else 0 (0 when either is NaN).",
        class: "Compare",
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
        doc: "Picks the first value when the condition is not zero, else the second. The result is written in `x`'s register, so the emission is `bnez {c}, 8` over a move of `y` into it (`mv`, `fmv.s` or `fmv.d`): a branch within the instruction, which rows cannot state, so a custom emission.",
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
        doc: "Adds (in the dynamic rounding mode, `frm`: round to nearest, ties to even, unless changed).",
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
        doc: "The smaller; when one is NaN, the other (IEEE 754-2008 minNum, unlike A64's FMIN), the canonical NaN when both are.",
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
        doc: "The larger; when one is NaN, the other (IEEE 754-2008 maxNum, unlike A64's FMAX), the canonical NaN when both are.",
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
        doc: "Negates (FSGNJN of the value with itself).",
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
        doc: "The absolute value (FSGNJX of the value with itself).",
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
        doc: "Widens a single to a double (exact).",
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
        doc: "Narrows a double to a single, in the dynamic rounding mode.",
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
        doc: "Converts a signed 32-bit integer to a float (exact for a double; a single in the dynamic rounding mode).",
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
        doc: "Converts a signed 64-bit integer to a float, in the dynamic rounding mode.",
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
        doc: "Converts a single to a signed integer, rounding toward zero (`rtz`) and saturating; NaN gives the greatest integer (A64 gives 0). An i32 result is sign-extended.",
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
        doc: "Converts a double to a signed integer, rounding toward zero and saturating; NaN gives the greatest integer.",
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
        doc: "Converts an unsigned 32-bit integer (the low 32 bits of the register) to a float.",
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
        doc: "Converts an unsigned 64-bit integer to a float, in the dynamic rounding mode.",
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
        doc: "Converts a single to an unsigned integer, rounding toward zero and saturating; NaN gives the greatest integer. An i32 result (FCVT.WU.S) is sign-extended from 32 bits.",
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
        doc: "Converts a double to an unsigned integer, rounding toward zero and saturating; NaN gives the greatest integer.",
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
        doc: "The bits of a float as an integer of its width (FMV.X.W sign-extends a single's 32 bits, as an i32 is kept).",
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
        doc: "Loads a value of its type from base + offset (LW sign-extends an i32).",
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
        name: "load32u",
        doc: "Loads a word, zero-extended to 64 bits (LWU).",
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
        doc: "Loads a value of its type from base + index * its size in bytes (an array's element; the index a 64-bit register): the address built in a temp by SLLI and ADD, then the access.",
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
        doc: "Loads a 32-bit value from base + index * 4, the index a 32-bit integer (sign-extended in its register already, so the address is built as `load_idx` builds it).",
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
        doc: "Stores a value of its type at base + index * its size in bytes (an array's element; the index a 64-bit register): the address built in a temp by SLLI and ADD, then the access.",
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
        doc: "Stores a 32-bit value at base + index * 4, the index a 32-bit integer (sign-extended in its register).",
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
        doc: "The address of stack slot `slot` (see `stack_slot`), `depth` bytes below the frame pointer where the frame put it: emitted as `frame_addr` of that depth.",
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
        doc: "The address of data item `symbol` of the module, or of an external symbol for an index past them: `auipc {out}, %pcrel_hi(<symbol>)` and `addi {out}, {out}, %pcrel_lo(<label of the auipc>)`, emitted with zero immediates and recorded as a symbol site, for an `R_RISCV_PCREL_HI20` and `R_RISCV_PCREL_LO12_I` pair in an object (an executable places its data items itself and patches both).",
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
        doc: "Calls a function of the module with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `jal ra, <callee>` (a JAL reaches ±1 MiB), or in relocatable code as `auipc ra, 0; jalr ra, 0(ra)` recorded as a call site (an `R_RISCV_CALL_PLT`).",
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
        doc: "Like `call`, for a function whose float result comes back in fa0.",
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
        doc: "Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `sltiu t6, index, count` (or the count built in t6 and an SLTU), a BNEZ over the jump to the trap stub, `slli t6, index, 2` and `jal ra, <table>`; the table's head adds t6 to its own address (`auipc t5, 0; add t5, t5, t6; jalr zero, 12(t5)`) and lands on the callee's `j`, so ra still returns here.",
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
        doc: "Like `call_index`, for a function whose float result comes back in fa0.",
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
        doc: "Calls the function at an address with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0.",
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
        doc: "Traps with `code` (in t6, at the trap stub) when the integer is zero: a BNEZ over the constant and the jump to the stub.",
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
        doc: "Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit; RISC-V's DIV gives the least integer without a trap): `addi t5, rhs, 1` and a BNEZ over the rest, the least integer in t5 (`lui t5, 0x80000` for i32; `li t5, -1; slli t5, t5, 63` for i64), a BNE of `lhs` over the branch to the stub.",
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
        doc: "Jumps to the first block when the value is not zero, else to the second: BNEZ, then J.",
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
        name: "br_eq",
        doc: "Jumps to the first block when the integers are equal, else to the second: BEQ (±4 KiB), then J.",
        class: "Terminator",
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
        name: "br_ne",
        doc: "Jumps to the first block when the integers differ, else to the second: BNE (±4 KiB), then J.",
        class: "Terminator",
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
        name: "br_lt",
        doc: "Jumps to the first block when `lhs` is less than `rhs`, signed, else to the second: BLT (±4 KiB), then J.",
        class: "Terminator",
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
        name: "br_ge",
        doc: "Jumps to the first block when `lhs` is greater than or equal to `rhs`, signed, else to the second: BGE (±4 KiB), then J.",
        class: "Terminator",
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
        name: "br_ltu",
        doc: "Jumps to the first block when `lhs` is less than `rhs`, unsigned, else to the second: BLTU (±4 KiB), then J.",
        class: "Terminator",
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
        name: "br_geu",
        doc: "Jumps to the first block when `lhs` is greater than or equal to `rhs`, unsigned, else to the second: BGEU (±4 KiB), then J.",
        class: "Terminator",
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
        name: "br_ltz",
        doc: "Jumps to the first block when the integer is negative, else to the second: BLTZ (BLT/BGE against zero), then J.",
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
        name: "br_gez",
        doc: "Jumps to the first block when the integer is zero or positive, else to the second: BGEZ (BLT/BGE against zero), then J.",
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
        doc: "Returns an integer value in a0.",
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
        doc: "Returns a float value in fa0.",
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
        doc: "Leaves the function for the trap stub with `code` in t6 (built as `iconst` builds it), by a J.",
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
        doc: "Leaves the whole run with an exception: the value in a0, code 5 in t6, at the trap stub (the interpreter ends the run at a THROW, in a callee too).",
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
    /// LUI: a 20-bit constant shifted left by 12, sign-extended from 32 bits (so an i32 of that value).
    fn lui(
        &mut self,
        value: ::opforge_cfg::UImm<20>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// An integer constant of any value, emitted as LLVM's `li` builds it: ADDI alone, LUI and ADDIW, or a shorter constant shifted left by SLLI and completed by ADDI (at most 8 instructions).
    fn iconst(&mut self, value: i64, out_type: Type) -> ::opforge_cfg::Value;
    /// The address `depth` bytes below the frame pointer (s0): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `addi {out}, s0, -{depth}` up to 2048, beyond as the depth built in `out` (as `iconst` builds it) and `sub {out}, s0, {out}`.
    fn frame_addr(&mut self, depth: ::opforge_cfg::UImm<24>) -> ::opforge_cfg::Value;
    /// Adds, wrapping (ADDW for i32, whose result it sign-extends).
    fn iadd(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Subtracts, wrapping (SUBW for i32).
    fn isub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Multiplies, wrapping (MULW for i32).
    fn imul(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Divides signed, rounding toward zero; x/0 is -1 (all ones) and the least integer over -1 is the least integer (RISC-V never traps: see `trapz` and `trap_sdiv_overflow`).
    fn sdiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Divides unsigned; x/0 is all ones (DIVUW for i32, which divides the low 32 bits and sign-extends the quotient).
    fn udiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// The remainder of the signed division, with the sign of the dividend; x rem 0 is x, the least integer rem -1 is 0 (REMW for i32). RISC-V has it where A64 has `msub`.
    fn srem(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// The remainder of the unsigned division; x rem 0 is x (REMUW for i32).
    fn urem(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Bitwise and (one form for both types: sign-extended i32 inputs give a sign-extended result).
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
    /// Shifts left by the amount modulo the width (SLLW for i32, which reads the low 5 bits of the amount and sign-extends).
    fn ishl(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, zero-filling, by the amount modulo the width (SRLW for i32: the low 32 bits shifted, the 32-bit result sign-extended).
    fn ushr(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, sign-filling, by the amount modulo the width (SRAW for i32).
    fn sshr(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Adds a 12-bit signed constant, -2048 to 2047 (ADDIW for i32); a subtraction of a constant is the addition of its negation (RISC-V has no SUBI, so the table has no `isub_imm`).
    fn iadd_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Bitwise and with a 12-bit signed constant, sign-extended to the width.
    fn band_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Bitwise or with a 12-bit signed constant, sign-extended to the width.
    fn bor_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Bitwise exclusive or with a 12-bit signed constant, sign-extended to the width.
    fn bxor_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Shifts left by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).
    fn ishl_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, zero-filling, by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).
    fn ushr_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value;
    /// Shifts right, sign-filling, by a constant below the width (0 to 31 for i32, whose form sign-extends the 32-bit result; 0 to 63 for i64).
    fn sshr_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::UImm<6>,
    ) -> ::opforge_cfg::Value;
    /// Negates, wrapping (NEGW for i32).
    fn ineg(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Complements every bit (XORI with -1; a sign-extended i32 stays so).
    fn bnot(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Sign-extends the low 8 bits: SLLI by 56, then SRAI by 56.
    fn sextend8(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Sign-extends the low 16 bits: SLLI by 48, then SRAI by 48.
    fn sextend16(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Zero-extends the low 8 bits (ANDI with 255).
    fn uextend8(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Zero-extends the low 16 bits: SLLI by 48, then SRLI by 48.
    fn uextend16(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Sign-extends a 32-bit value to 64 bits (ADDIW with 0: `sext.w`).
    fn sextend32(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Zero-extends a 32-bit value to 64 bits: SLLI by 32, then SRLI by 32.
    fn uextend32(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Keeps the low 32 bits of a 64-bit value, sign-extended as every i32 is (ADDIW with 0: `sext.w`).
    fn ireduce(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// 1 when `lhs` is less than `rhs` as signed integers, else 0 (one form for both types: i32 values are sign-extended).
    fn slt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// 1 when `lhs` is less than `rhs` as unsigned integers, else 0 (sign extension keeps the unsigned order of i32 values).
    fn sltu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// 1 when `lhs` is less than a 12-bit signed constant, else 0.
    fn slti(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// 1 when `lhs` is less, unsigned, than a 12-bit constant sign-extended to 64 bits (-1 is the greatest unsigned integer), else 0.
    fn sltiu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// 1 when the integer is zero, else 0 (SLTIU with 1).
    fn seqz(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// 1 when the integer is not zero, else 0 (SLTU of zero and it).
    fn snez(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// 1 when the floats are equal, else 0 (0 when either is NaN).
    fn feq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// 1 when `lhs` is less than `rhs`, else 0 (0 when either is NaN).
    fn flt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// 1 when `lhs` is less than or equal to `rhs`, else 0 (0 when either is NaN).
    fn fle(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Picks the first value when the condition is not zero, else the second. The result is written in `x`'s register, so the emission is `bnez {c}, 8` over a move of `y` into it (`mv`, `fmv.s` or `fmv.d`): a branch within the instruction, which rows cannot state, so a custom emission.
    fn select(
        &mut self,
        c: ::opforge_cfg::Value,
        x: ::opforge_cfg::Value,
        y: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Adds (in the dynamic rounding mode, `frm`: round to nearest, ties to even, unless changed).
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
    /// The smaller; when one is NaN, the other (IEEE 754-2008 minNum, unlike A64's FMIN), the canonical NaN when both are.
    fn fmin(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// The larger; when one is NaN, the other (IEEE 754-2008 maxNum, unlike A64's FMAX), the canonical NaN when both are.
    fn fmax(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Negates (FSGNJN of the value with itself).
    fn fneg(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// The absolute value (FSGNJX of the value with itself).
    fn fabs(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// The square root.
    fn fsqrt(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Widens a single to a double (exact).
    fn fpromote(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Narrows a double to a single, in the dynamic rounding mode.
    fn fdemote(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Converts a signed 32-bit integer to a float (exact for a double; a single in the dynamic rounding mode).
    fn scvt_from_i32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a signed 64-bit integer to a float, in the dynamic rounding mode.
    fn scvt_from_i64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a single to a signed integer, rounding toward zero (`rtz`) and saturating; NaN gives the greatest integer (A64 gives 0). An i32 result is sign-extended.
    fn fcvtzs_from_f32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a double to a signed integer, rounding toward zero and saturating; NaN gives the greatest integer.
    fn fcvtzs_from_f64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts an unsigned 32-bit integer (the low 32 bits of the register) to a float.
    fn ucvt_from_i32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts an unsigned 64-bit integer to a float, in the dynamic rounding mode.
    fn ucvt_from_i64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a single to an unsigned integer, rounding toward zero and saturating; NaN gives the greatest integer. An i32 result (FCVT.WU.S) is sign-extended from 32 bits.
    fn fcvtzu_from_f32(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Converts a double to an unsigned integer, rounding toward zero and saturating; NaN gives the greatest integer.
    fn fcvtzu_from_f64(
        &mut self,
        src: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// The bits of a float as an integer of its width (FMV.X.W sign-extends a single's 32 bits, as an i32 is kept).
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
    /// Loads a value of its type from base + offset (LW sign-extends an i32).
    fn load(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a byte, zero-extended.
    fn load8u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a byte, sign-extended.
    fn load8s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a halfword, zero-extended.
    fn load16u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a halfword, sign-extended.
    fn load16s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a word, sign-extended to 64 bits.
    fn load32s(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Loads a word, zero-extended to 64 bits (LWU).
    fn load32u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value;
    /// Stores a value of its type at base + offset.
    fn store(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Inst;
    /// Stores the low byte.
    fn store8(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Inst;
    /// Stores the low halfword.
    fn store16(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Inst;
    /// Loads a value of its type from base + index * its size in bytes (an array's element; the index a 64-bit register): the address built in a temp by SLLI and ADD, then the access.
    fn load_idx(
        &mut self,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Loads a 32-bit value from base + index * 4, the index a 32-bit integer (sign-extended in its register already, so the address is built as `load_idx` builds it).
    fn load_idx_w(
        &mut self,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Stores a value of its type at base + index * its size in bytes (an array's element; the index a 64-bit register): the address built in a temp by SLLI and ADD, then the access.
    fn store_idx(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        index: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst;
    /// Stores a 32-bit value at base + index * 4, the index a 32-bit integer (sign-extended in its register).
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
    /// The address of stack slot `slot` (see `stack_slot`), `depth` bytes below the frame pointer where the frame put it: emitted as `frame_addr` of that depth.
    fn stack_addr(&mut self, slot: u16) -> ::opforge_cfg::Value;
    /// The address of data item `symbol` of the module, or of an external symbol for an index past them: `auipc {out}, %pcrel_hi(<symbol>)` and `addi {out}, {out}, %pcrel_lo(<label of the auipc>)`, emitted with zero immediates and recorded as a symbol site, for an `R_RISCV_PCREL_HI20` and `R_RISCV_PCREL_LO12_I` pair in an object (an executable places its data items itself and patches both).
    fn global_addr(&mut self, symbol: u32) -> ::opforge_cfg::Value;
    /// Calls a function of the module with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `jal ra, <callee>` (a JAL reaches ±1 MiB), or in relocatable code as `auipc ra, 0; jalr ra, 0(ra)` recorded as a call site (an `R_RISCV_CALL_PLT`).
    fn call(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Like `call`, for a function whose float result comes back in fa0.
    fn fcall(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `sltiu t6, index, count` (or the count built in t6 and an SLTU), a BNEZ over the jump to the trap stub, `slli t6, index, 2` and `jal ra, <table>`; the table's head adds t6 to its own address (`auipc t5, 0; add t5, t5, t6; jalr zero, 12(t5)`) and lands on the callee's `j`, so ra still returns here.
    fn call_index(
        &mut self,
        index: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Like `call_index`, for a function whose float result comes back in fa0.
    fn fcall_index(
        &mut self,
        index: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Calls the function at an address with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0.
    fn call_indirect(
        &mut self,
        target: ::opforge_cfg::Value,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Traps with `code` (in t6, at the trap stub) when the integer is zero: a BNEZ over the constant and the jump to the stub.
    fn trapz(&mut self, value: ::opforge_cfg::Value, code: u16) -> ::opforge_cfg::Inst;
    /// Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit; RISC-V's DIV gives the least integer without a trap): `addi t5, rhs, 1` and a BNEZ over the rest, the least integer in t5 (`lui t5, 0x80000` for i32; `li t5, -1; slli t5, t5, 63` for i64), a BNE of `lhs` over the branch to the stub.
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
    /// Jumps to the first block when the value is not zero, else to the second: BNEZ, then J.
    fn brif(
        &mut self,
        c: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when the integers are equal, else to the second: BEQ (±4 KiB), then J.
    fn br_eq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when the integers differ, else to the second: BNE (±4 KiB), then J.
    fn br_ne(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when `lhs` is less than `rhs`, signed, else to the second: BLT (±4 KiB), then J.
    fn br_lt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when `lhs` is greater than or equal to `rhs`, signed, else to the second: BGE (±4 KiB), then J.
    fn br_ge(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when `lhs` is less than `rhs`, unsigned, else to the second: BLTU (±4 KiB), then J.
    fn br_ltu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when `lhs` is greater than or equal to `rhs`, unsigned, else to the second: BGEU (±4 KiB), then J.
    fn br_geu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when the integer is negative, else to the second: BLTZ (BLT/BGE against zero), then J.
    fn br_ltz(
        &mut self,
        value: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when the integer is zero or positive, else to the second: BGEZ (BLT/BGE against zero), then J.
    fn br_gez(
        &mut self,
        value: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Returns an integer value in a0.
    fn ret(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst;
    /// Returns a float value in fa0.
    fn fret(&mut self, value: ::opforge_cfg::Value) -> ::opforge_cfg::Inst;
    /// Returns nothing.
    fn ret_void(&mut self) -> ::opforge_cfg::Inst;
    /// Leaves the function for the trap stub with `code` in t6 (built as `iconst` builds it), by a J.
    fn trap(&mut self, code: u16) -> ::opforge_cfg::Inst;
    /// Leaves the whole run with an exception: the value in a0, code 5 in t6, at the trap stub (the interpreter ends the run at a THROW, in a callee too).
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
    fn lui(
        &mut self,
        value: ::opforge_cfg::UImm<20>,
        out_type: Type,
    ) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Lui, operands, &types).1[0]
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
    fn srem(
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
        self.ins::<1>(Opcode::Srem, operands, &types).1[0]
    }
    fn urem(
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
        self.ins::<1>(Opcode::Urem, operands, &types).1[0]
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
    fn iadd_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IaddImm, operands, &types).1[0]
    }
    fn band_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::BandImm, operands, &types).1[0]
    }
    fn bor_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::BorImm, operands, &types).1[0]
    }
    fn bxor_imm(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [self.function().value_type(lhs)];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::BxorImm, operands, &types).1[0]
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
    fn slt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Slt, operands, &types).1[0]
    }
    fn sltu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Sltu, operands, &types).1[0]
    }
    fn slti(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Slti, operands, &types).1[0]
    }
    fn sltiu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        imm: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(imm)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Sltiu, operands, &types).1[0]
    }
    fn seqz(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Seqz, operands, &types).1[0]
    }
    fn snez(&mut self, src: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(src),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Snez, operands, &types).1[0]
    }
    fn feq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Feq, operands, &types).1[0]
    }
    fn flt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Flt, operands, &types).1[0]
    }
    fn fle(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fle, operands, &types).1[0]
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
        offset: ::opforge_cfg::SImm<12>,
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
        offset: ::opforge_cfg::SImm<12>,
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
        offset: ::opforge_cfg::SImm<12>,
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
        offset: ::opforge_cfg::SImm<12>,
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
        offset: ::opforge_cfg::SImm<12>,
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
        offset: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load32s, operands, &types).1[0]
    }
    fn load32u(
        &mut self,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I64];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(base),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(offset)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load32u, operands, &types).1[0]
    }
    fn store(
        &mut self,
        value: ::opforge_cfg::Value,
        base: ::opforge_cfg::Value,
        offset: ::opforge_cfg::SImm<12>,
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
        offset: ::opforge_cfg::SImm<12>,
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
        offset: ::opforge_cfg::SImm<12>,
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
    fn br_eq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 4] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrEq, operands, &types).0
    }
    fn br_ne(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 4] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrNe, operands, &types).0
    }
    fn br_lt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 4] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrLt, operands, &types).0
    }
    fn br_ge(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 4] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrGe, operands, &types).0
    }
    fn br_ltu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 4] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrLtu, operands, &types).0
    }
    fn br_geu(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 4] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrGeu, operands, &types).0
    }
    fn br_ltz(
        &mut self,
        value: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrLtz, operands, &types).0
    }
    fn br_gez(
        &mut self,
        value: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(value),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::BrGez, operands, &types).0
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
        doc: "The integer registers: the caller-saved a0-a7 and t0-t4 are allocated first, then the callee-saved s1-s11; t6 is the scratch (regalloc2 breaks cycles of moves with it), t5 the `abi`'s second scratch; zero, ra, sp, gp, tp and s0 (the frame pointer) hold no value.",
        bank: ::opforge_cfg::lir::Bank::Int,
        preferred: &[10, 11, 12, 13, 14, 15, 16, 17, 5, 6, 7, 28, 29],
        non_preferred: &[9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
        scratch: ::core::option::Option::Some(31),
        reserved: &[0, 1, 3, 4, 8, 30],
        spellings: &[
            "zero",
            "ra",
            "sp",
            "gp",
            "tp",
            "t0",
            "t1",
            "t2",
            "s0",
            "s1",
            "a0",
            "a1",
            "a2",
            "a3",
            "a4",
            "a5",
            "a6",
            "a7",
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
            "t3",
            "t4",
            "t5",
            "t6",
        ],
    },
    ::opforge_cfg::lir::RegClassInfo {
        name: "fpr",
        doc: "The floating-point registers f0-f31: the caller-saved ft0-ft7, fa0-fa7 and ft8-ft10 first, then the callee-saved fs0-fs11; ft11 is the scratch.",
        bank: ::opforge_cfg::lir::Bank::Float,
        preferred: &[0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29, 30],
        non_preferred: &[8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
        scratch: ::core::option::Option::Some(31),
        reserved: &[],
        spellings: &[
            "ft0",
            "ft1",
            "ft2",
            "ft3",
            "ft4",
            "ft5",
            "ft6",
            "ft7",
            "fs0",
            "fs1",
            "fa0",
            "fa1",
            "fa2",
            "fa3",
            "fa4",
            "fa5",
            "fa6",
            "fa7",
            "fs2",
            "fs3",
            "fs4",
            "fs5",
            "fs6",
            "fs7",
            "fs8",
            "fs9",
            "fs10",
            "fs11",
            "ft8",
            "ft9",
            "ft10",
            "ft11",
        ],
    },
];
/// The machine's register kinds, by index: name and the spelling of each number (what
/// `AsmPart::Reg::view` indexes).
pub static VIEWS: [(&str, &[&str]); 7] = [
    (
        "XReg",
        &[
            "zero",
            "ra",
            "sp",
            "gp",
            "tp",
            "t0",
            "t1",
            "t2",
            "s0",
            "s1",
            "a0",
            "a1",
            "a2",
            "a3",
            "a4",
            "a5",
            "a6",
            "a7",
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
            "t3",
            "t4",
            "t5",
            "t6",
        ],
    ),
    (
        "XRegNz",
        &[
            "zero",
            "ra",
            "sp",
            "gp",
            "tp",
            "t0",
            "t1",
            "t2",
            "s0",
            "s1",
            "a0",
            "a1",
            "a2",
            "a3",
            "a4",
            "a5",
            "a6",
            "a7",
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
            "t3",
            "t4",
            "t5",
            "t6",
        ],
    ),
    (
        "XRegNzSp",
        &[
            "zero",
            "ra",
            "sp",
            "gp",
            "tp",
            "t0",
            "t1",
            "t2",
            "s0",
            "s1",
            "a0",
            "a1",
            "a2",
            "a3",
            "a4",
            "a5",
            "a6",
            "a7",
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
            "t3",
            "t4",
            "t5",
            "t6",
        ],
    ),
    (
        "XRegNoSp",
        &[
            "zero",
            "ra",
            "sp",
            "gp",
            "tp",
            "t0",
            "t1",
            "t2",
            "s0",
            "s1",
            "a0",
            "a1",
            "a2",
            "a3",
            "a4",
            "a5",
            "a6",
            "a7",
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
            "t3",
            "t4",
            "t5",
            "t6",
        ],
    ),
    ("CReg", &["s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5"]),
    (
        "FReg",
        &[
            "ft0",
            "ft1",
            "ft2",
            "ft3",
            "ft4",
            "ft5",
            "ft6",
            "ft7",
            "fs0",
            "fs1",
            "fa0",
            "fa1",
            "fa2",
            "fa3",
            "fa4",
            "fa5",
            "fa6",
            "fa7",
            "fs2",
            "fs3",
            "fs4",
            "fs5",
            "fs6",
            "fs7",
            "fs8",
            "fs9",
            "fs10",
            "fs11",
            "ft8",
            "ft9",
            "ft10",
            "ft11",
        ],
    ),
    ("CFReg", &["fs0", "fs1", "fa0", "fa1", "fa2", "fa3", "fa4", "fa5"]),
];
/// The register class of each value type (by type index).
pub static TYPE_CLASS: [u8; 4] = [0, 0, 1, 1];
/// The calling convention of the table (its `abi`), LP64D: The RISC-V LP64D calling convention, as this compiler uses it: integer arguments in a0-a7 and float ones in fa0-fa7, each kind counted on its own, the rest in 8-byte stack slots in argument order, the stack pointer 16-byte aligned at a call; results in a0-a1 and fa0-fa1; s0-s11 and fs0-fs11 preserved by a callee; t6 and t5 the compiler's scratch (t6 the trap code handed to the trap stub, t5 the base of a far stack slot and the target of a call through a table, as A64's x16 and x17); zero, gp and tp reserved; s0 the frame pointer and ra the link register.
pub const ABI: ::opforge_cfg::lir::Abi = ::opforge_cfg::lir::Abi {
    name: "LP64D",
    doc: "The RISC-V LP64D calling convention, as this compiler uses it: integer arguments in a0-a7 and float ones in fa0-fa7, each kind counted on its own, the rest in 8-byte stack slots in argument order, the stack pointer 16-byte aligned at a call; results in a0-a1 and fa0-fa1; s0-s11 and fs0-fs11 preserved by a callee; t6 and t5 the compiler's scratch (t6 the trap code handed to the trap stub, t5 the base of a far stack slot and the target of a call through a table, as A64's x16 and x17); zero, gp and tp reserved; s0 the frame pointer and ra the link register.",
    stack_pointer: ::opforge_cfg::lir::HwReg {
        class: 0,
        hw: 2,
    },
    frame_pointer: ::core::option::Option::Some(::opforge_cfg::lir::HwReg {
        class: 0,
        hw: 8,
    }),
    link_register: ::core::option::Option::Some(::opforge_cfg::lir::HwReg {
        class: 0,
        hw: 1,
    }),
    stack: ::opforge_cfg::lir::StackArgs {
        slot: 8,
        align: 16,
    },
    classes: &[
        ::opforge_cfg::lir::ClassAbi {
            arguments: &[10, 11, 12, 13, 14, 15, 16, 17],
            results: &[10, 11],
            callee_saved: &[8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
            scratch: &[31, 30],
            reserved: &[0, 3, 4],
        },
        ::opforge_cfg::lir::ClassAbi {
            arguments: &[10, 11, 12, 13, 14, 15, 16, 17],
            results: &[10, 11],
            callee_saved: &[8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
            scratch: &[],
            reserved: &[],
        },
    ],
};
/// The allocation facts of every opcode, in opcode order.
pub static POLICIES: [::opforge_cfg::lir::InstPolicy; 103] = [
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
        control: ::core::option::Option::Some(::opforge_cfg::lir::RegSlot::Operand(0)),
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
                constraint: ::opforge_cfg::lir::Constraint::Reuse(1),
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
        temps: &[
            ::opforge_cfg::lir::TempPolicy {
                name: "addr",
                class: 0,
                constraint: ::opforge_cfg::lir::Constraint::Reg,
            },
        ],
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
        temps: &[
            ::opforge_cfg::lir::TempPolicy {
                name: "addr",
                class: 0,
                constraint: ::opforge_cfg::lir::Constraint::Reg,
            },
        ],
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
        temps: &[
            ::opforge_cfg::lir::TempPolicy {
                name: "addr",
                class: 0,
                constraint: ::opforge_cfg::lir::Constraint::Reg,
            },
        ],
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
        temps: &[
            ::opforge_cfg::lir::TempPolicy {
                name: "addr",
                class: 0,
                constraint: ::opforge_cfg::lir::Constraint::Reg,
            },
        ],
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
                            class: 1,
                            hw: 10,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 11,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 12,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 13,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 14,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 15,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 16,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 17,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
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
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 31,
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
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 15,
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
                            class: 1,
                            hw: 10,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 11,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 12,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 13,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 14,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 15,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 16,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 17,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
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
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 31,
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
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 15,
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
                            class: 1,
                            hw: 10,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 11,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 12,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 13,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 14,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 15,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 16,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 17,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
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
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 31,
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
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 15,
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
                            class: 1,
                            hw: 10,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 11,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 12,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 13,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 14,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 15,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 16,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 17,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
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
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 31,
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
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 15,
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
                            class: 1,
                            hw: 10,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 11,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 12,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 13,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 14,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 15,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 16,
                        },
                        ::opforge_cfg::lir::HwReg {
                            class: 1,
                            hw: 17,
                        },
                    ],
                ),
                position: ::opforge_cfg::lir::Position::Early,
            },
        ],
        results: &[
            ::opforge_cfg::lir::Policy {
                name: "out",
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
                position: ::opforge_cfg::lir::Position::Late,
            },
        ],
        temps: &[],
        clobbers: &[
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 1,
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
                hw: 18,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 19,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 20,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 21,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 22,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 23,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 24,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 25,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 26,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 27,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 28,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 29,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 30,
            },
            ::opforge_cfg::lir::HwReg {
                class: 0,
                hw: 31,
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
                hw: 8,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 9,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 10,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 11,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 12,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 13,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 14,
            },
            ::opforge_cfg::lir::HwReg {
                class: 1,
                hw: 15,
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
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
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
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
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
                constraint: ::opforge_cfg::lir::Constraint::Fixed(10),
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
pub static EMISSIONS: [::opforge_cfg::lir::EmitInfo; 103] = [
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(3),
                form: "MV",
                asm: "mv {out}, {src}",
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
                form: "FMV_S",
                asm: "fmv.s {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMV_D",
                asm: "fmv.d {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
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
                form: "LUI",
                asm: "lui {out}, {value}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("value", ::opforge_cfg::lir::AsmPart::Imm(0)),
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
                form: "ADDW",
                asm: "addw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "ADD",
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
                form: "SUBW",
                asm: "subw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SUB",
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
                form: "MULW",
                asm: "mulw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "MUL",
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
                form: "DIVW",
                asm: "divw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "DIV",
                asm: "div {out}, {lhs}, {rhs}",
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
                form: "DIVUW",
                asm: "divuw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "DIVU",
                asm: "divu {out}, {lhs}, {rhs}",
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
                form: "REMW",
                asm: "remw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "REM",
                asm: "rem {out}, {lhs}, {rhs}",
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
                form: "REMUW",
                asm: "remuw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "REMU",
                asm: "remu {out}, {lhs}, {rhs}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "AND",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "OR",
                asm: "or {out}, {lhs}, {rhs}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "XOR",
                asm: "xor {out}, {lhs}, {rhs}",
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
                form: "SLLW",
                asm: "sllw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SLL",
                asm: "sll {out}, {lhs}, {rhs}",
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
                form: "SRLW",
                asm: "srlw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SRL",
                asm: "srl {out}, {lhs}, {rhs}",
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
                form: "SRAW",
                asm: "sraw {out}, {lhs}, {rhs}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SRA",
                asm: "sra {out}, {lhs}, {rhs}",
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
                form: "ADDIW",
                asm: "addiw {out}, {lhs}, {imm}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "ADDI",
                asm: "addi {out}, {lhs}, {imm}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "ANDI",
                asm: "andi {out}, {lhs}, {imm}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "ORI",
                asm: "ori {out}, {lhs}, {imm}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "XORI",
                asm: "xori {out}, {lhs}, {imm}",
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
                form: "SLLIW",
                asm: "slliw {out}, {lhs}, {imm}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SLLI",
                asm: "slli {out}, {lhs}, {imm}",
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
                form: "SRLIW",
                asm: "srliw {out}, {lhs}, {imm}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SRLI",
                asm: "srli {out}, {lhs}, {imm}",
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
                form: "SRAIW",
                asm: "sraiw {out}, {lhs}, {imm}",
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
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SRAI",
                asm: "srai {out}, {lhs}, {imm}",
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
                form: "NEGW",
                asm: "negw {out}, {src}",
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
                types: ::opforge_cfg::TypeSet(2),
                form: "NEG",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "NOT",
                asm: "not {out}, {src}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLLI",
                asm: "slli {out}, {src}, 56",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SRAI",
                asm: "srai {out}, {out}, 56",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLLI",
                asm: "slli {out}, {src}, 48",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SRAI",
                asm: "srai {out}, {out}, 48",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
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
                types: ::opforge_cfg::TypeSet(0),
                form: "ANDI",
                asm: "andi {out}, {src}, 255",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLLI",
                asm: "slli {out}, {src}, 48",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SRLI",
                asm: "srli {out}, {out}, 48",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SEXT_W",
                asm: "sext.w {out}, {src}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLLI",
                asm: "slli {out}, {src}, 32",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SRLI",
                asm: "srli {out}, {out}, 32",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SEXT_W",
                asm: "sext.w {out}, {src}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLT",
                asm: "slt {out}, {lhs}, {rhs}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLTU",
                asm: "sltu {out}, {lhs}, {rhs}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLTI",
                asm: "slti {out}, {lhs}, {imm}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLTIU",
                asm: "sltiu {out}, {lhs}, {imm}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SEQZ",
                asm: "seqz {out}, {src}",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SNEZ",
                asm: "snez {out}, {src}",
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
                types: ::opforge_cfg::TypeSet(4),
                form: "FEQ_S",
                asm: "feq.s {out}, {lhs}, {rhs}",
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
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FEQ_D",
                asm: "feq.d {out}, {lhs}, {rhs}",
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
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                form: "FLT_S",
                asm: "flt.s {out}, {lhs}, {rhs}",
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
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FLT_D",
                asm: "flt.d {out}, {lhs}, {rhs}",
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
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                form: "FLE_S",
                asm: "fle.s {out}, {lhs}, {rhs}",
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
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FLE_D",
                asm: "fle.d {out}, {lhs}, {rhs}",
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
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Custom("emit_select"),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FADD_S",
                asm: "fadd.s {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FADD_D",
                asm: "fadd.d {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                asm: "fsub.s {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FSUB_D",
                asm: "fsub.d {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                asm: "fmul.s {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMUL_D",
                asm: "fmul.d {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                asm: "fdiv.s {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FDIV_D",
                asm: "fdiv.d {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                asm: "fmin.s {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMIN_D",
                asm: "fmin.d {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                asm: "fmax.s {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FMAX_D",
                asm: "fmax.d {out}, {lhs}, {rhs}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "lhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "rhs",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 5,
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
                asm: "fneg.s {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FNEG_D",
                asm: "fneg.d {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
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
                asm: "fabs.s {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FABS_D",
                asm: "fabs.d {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
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
                asm: "fsqrt.s {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FSQRT_D",
                asm: "fsqrt.d {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
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
                asm: "fcvt.d.s {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
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
                asm: "fcvt.s.d {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "src",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
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
                form: "FCVT_S_W",
                asm: "fcvt.s.w {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "FCVT_D_W",
                asm: "fcvt.d.w {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                types: ::opforge_cfg::TypeSet(4),
                form: "FCVT_S_L",
                asm: "fcvt.s.l {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "FCVT_D_L",
                asm: "fcvt.d.l {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "FCVT_W_S",
                asm: "fcvt.w.s {out}, {src}, rtz",
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
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVT_L_S",
                asm: "fcvt.l.s {out}, {src}, rtz",
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
                            view: 5,
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
                form: "FCVT_W_D",
                asm: "fcvt.w.d {out}, {src}, rtz",
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
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVT_L_D",
                asm: "fcvt.l.d {out}, {src}, rtz",
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
                            view: 5,
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
                form: "FCVT_S_WU",
                asm: "fcvt.s.wu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "FCVT_D_WU",
                asm: "fcvt.d.wu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                types: ::opforge_cfg::TypeSet(4),
                form: "FCVT_S_LU",
                asm: "fcvt.s.lu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "FCVT_D_LU",
                asm: "fcvt.d.lu {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "FCVT_WU_S",
                asm: "fcvt.wu.s {out}, {src}, rtz",
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
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVT_LU_S",
                asm: "fcvt.lu.s {out}, {src}, rtz",
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
                            view: 5,
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
                form: "FCVT_WU_D",
                asm: "fcvt.wu.d {out}, {src}, rtz",
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
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FCVT_LU_D",
                asm: "fcvt.lu.d {out}, {src}, rtz",
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
                            view: 5,
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
                form: "FMV_X_W",
                asm: "fmv.x.w {out}, {src}",
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
                            view: 5,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "FMV_X_D",
                asm: "fmv.x.d {out}, {src}",
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
                            view: 5,
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
                form: "FMV_W_X",
                asm: "fmv.w.x {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "FMV_D_X",
                asm: "fmv.d.x {out}, {src}",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
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
                form: "LW",
                asm: "lw {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LD",
                asm: "ld {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FLW",
                asm: "flw {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FLD",
                asm: "fld {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "LBU",
                asm: "lbu {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "LB",
                asm: "lb {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "LHU",
                asm: "lhu {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "LH",
                asm: "lh {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "LW",
                asm: "lw {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "LWU",
                asm: "lwu {out}, {offset}({base})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(1)),
                    (
                        "base",
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
                form: "SW",
                asm: "sw {value}, {offset}({base})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SD",
                asm: "sd {value}, {offset}({base})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FSW",
                asm: "fsw {value}, {offset}({base})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FSD",
                asm: "fsd {value}, {offset}({base})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SB",
                asm: "sb {value}, {offset}({base})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SH",
                asm: "sh {value}, {offset}({base})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("offset", ::opforge_cfg::lir::AsmPart::Imm(2)),
                    (
                        "base",
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
                types: ::opforge_cfg::TypeSet(5),
                form: "SLLI",
                asm: "slli {addr}, {index}, 2",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
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
                types: ::opforge_cfg::TypeSet(10),
                form: "SLLI",
                asm: "slli {addr}, {index}, 3",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
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
                types: ::opforge_cfg::TypeSet(0),
                form: "ADD",
                asm: "add {addr}, {base}, {addr}",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LW",
                asm: "lw {out}, 0({addr})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "LD",
                asm: "ld {out}, 0({addr})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FLW",
                asm: "flw {out}, 0({addr})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FLD",
                asm: "fld {out}, 0({addr})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLLI",
                asm: "slli {addr}, {index}, 2",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
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
                types: ::opforge_cfg::TypeSet(0),
                form: "ADD",
                asm: "add {addr}, {base}, {addr}",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "LW",
                asm: "lw {out}, 0({addr})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 0,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FLW",
                asm: "flw {out}, 0({addr})",
                parts: &[
                    (
                        "out",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Result(0),
                            view: 5,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
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
                types: ::opforge_cfg::TypeSet(5),
                form: "SLLI",
                asm: "slli {addr}, {index}, 2",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
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
                types: ::opforge_cfg::TypeSet(10),
                form: "SLLI",
                asm: "slli {addr}, {index}, 3",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
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
                types: ::opforge_cfg::TypeSet(0),
                form: "ADD",
                asm: "add {addr}, {base}, {addr}",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "SW",
                asm: "sw {value}, 0({addr})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(2),
                form: "SD",
                asm: "sd {value}, 0({addr})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FSW",
                asm: "fsw {value}, 0({addr})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(8),
                form: "FSD",
                asm: "fsd {value}, 0({addr})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
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
                types: ::opforge_cfg::TypeSet(0),
                form: "SLLI",
                asm: "slli {addr}, {index}, 2",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
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
                types: ::opforge_cfg::TypeSet(0),
                form: "ADD",
                asm: "add {addr}, {base}, {addr}",
                parts: &[
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                    (
                        "base",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(1),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(1),
                form: "SW",
                asm: "sw {value}, 0({addr})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
                        },
                    ),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(4),
                form: "FSW",
                asm: "fsw {value}, 0({addr})",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 5,
                        },
                    ),
                    (
                        "addr",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Temp(0),
                            view: 0,
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
                form: "JALR_RA",
                asm: "jalr {target}",
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
                form: "J",
                asm: "j {dest}",
                parts: &[("dest", ::opforge_cfg::lir::AsmPart::Target(0))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BNEZ",
                asm: "bnez {c}, {then}",
                parts: &[
                    (
                        "c",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BEQ",
                asm: "beq {lhs}, {rhs}, {then}",
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
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BNE",
                asm: "bne {lhs}, {rhs}, {then}",
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
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BLT",
                asm: "blt {lhs}, {rhs}, {then}",
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
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BGE",
                asm: "bge {lhs}, {rhs}, {then}",
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
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BLTU",
                asm: "bltu {lhs}, {rhs}, {then}",
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
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BGEU",
                asm: "bgeu {lhs}, {rhs}, {then}",
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
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BLTZ",
                asm: "bltz {value}, {then}",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "BGEZ",
                asm: "bgez {value}, {then}",
                parts: &[
                    (
                        "value",
                        ::opforge_cfg::lir::AsmPart::Reg {
                            slot: ::opforge_cfg::lir::RegSlot::Operand(0),
                            view: 0,
                        },
                    ),
                    ("then", ::opforge_cfg::lir::AsmPart::Target(0)),
                ],
            },
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "J",
                asm: "j {else}",
                parts: &[("else", ::opforge_cfg::lir::AsmPart::Target(1))],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "RET",
                asm: "ret",
                parts: &[],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "RET",
                asm: "ret",
                parts: &[],
            },
        ],
    ),
    ::opforge_cfg::lir::EmitInfo::Steps(
        &[
            ::opforge_cfg::lir::StepInfo {
                types: ::opforge_cfg::TypeSet(0),
                form: "RET",
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
    pub labels: &'a [::opforge_riscv64::Label],
}
/// The hand-written emissions the table names (`custom: { emit: <method> }`). An
/// implementation lacking one of them does not compile, and the error names the method.
pub trait Custom {
    /// Emits `iconst` (row `iconst` of the table names this method in `custom: { emit: emit_iconst }`): An integer constant of any value, emitted as LLVM's `li` builds it: ADDI alone, LUI and ADDIW, or a shorter constant shifted left by SLLI and completed by ADDI (at most 8 instructions).
    fn emit_iconst(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `frame_addr` (row `frame_addr` of the table names this method in `custom: { emit: emit_frame_addr }`): The address `depth` bytes below the frame pointer (s0): a stack reservation of the function, laid out by the lowering; the frame reserves the deepest such depth and zeroes it on entry. Emitted as `addi {out}, s0, -{depth}` up to 2048, beyond as the depth built in `out` (as `iconst` builds it) and `sub {out}, s0, {out}`.
    fn emit_frame_addr(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `select` (row `select` of the table names this method in `custom: { emit: emit_select }`): Picks the first value when the condition is not zero, else the second. The result is written in `x`'s register, so the emission is `bnez {c}, 8` over a move of `y` into it (`mv`, `fmv.s` or `fmv.d`): a branch within the instruction, which rows cannot state, so a custom emission.
    fn emit_select(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `stack_slot` (row `stack_slot` of the table names this method in `custom: { emit: emit_stack_slot }`): Declares a stack slot of the function: `size` bytes aligned to `align` (1, 2, 4, 8 or 16), not zeroed. The slots are numbered from 0 in the order of their declarations in the layout; the frame lays them out below the `frame_addr` reservations, each at an address that is a multiple of its alignment, and keeps the whole frame a multiple of 16 bytes. Emits nothing.
    fn emit_stack_slot(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `stack_addr` (row `stack_addr` of the table names this method in `custom: { emit: emit_stack_addr }`): The address of stack slot `slot` (see `stack_slot`), `depth` bytes below the frame pointer where the frame put it: emitted as `frame_addr` of that depth.
    fn emit_stack_addr(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `global_addr` (row `global_addr` of the table names this method in `custom: { emit: emit_global_addr }`): The address of data item `symbol` of the module, or of an external symbol for an index past them: `auipc {out}, %pcrel_hi(<symbol>)` and `addi {out}, {out}, %pcrel_lo(<label of the auipc>)`, emitted with zero immediates and recorded as a symbol site, for an `R_RISCV_PCREL_HI20` and `R_RISCV_PCREL_LO12_I` pair in an object (an executable places its data items itself and patches both).
    fn emit_global_addr(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `call` (row `call` of the table names this method in `custom: { emit: emit_call }`): Calls a function of the module with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `jal ra, <callee>` (a JAL reaches ±1 MiB), or in relocatable code as `auipc ra, 0; jalr ra, 0(ra)` recorded as a call site (an `R_RISCV_CALL_PLT`).
    fn emit_call(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `call_index` (row `call_index` of the table names this method in `custom: { emit: emit_call_index }`): Calls function number `index` of the module through the module's table of functions (an index past its end traps with code 4), with integer arguments in a0-a7 and float ones in fa0-fa7 and, past eight of a kind, in its outgoing stack area in argument order (LP64D); its result comes back in a0. Emitted as `sltiu t6, index, count` (or the count built in t6 and an SLTU), a BNEZ over the jump to the trap stub, `slli t6, index, 2` and `jal ra, <table>`; the table's head adds t6 to its own address (`auipc t5, 0; add t5, t5, t6; jalr zero, 12(t5)`) and lands on the callee's `j`, so ra still returns here.
    fn emit_call_index(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `trapz` (row `trapz` of the table names this method in `custom: { emit: emit_trapz }`): Traps with `code` (in t6, at the trap stub) when the integer is zero: a BNEZ over the constant and the jump to the stub.
    fn emit_trapz(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `trap_sdiv_overflow` (row `trap_sdiv_overflow` of the table names this method in `custom: { emit: emit_trap_sdiv_overflow }`): Traps with code 2 when `lhs` is the least integer of its type and `rhs` is -1 (the quotient does not fit; RISC-V's DIV gives the least integer without a trap): `addi t5, rhs, 1` and a BNEZ over the rest, the least integer in t5 (`lui t5, 0x80000` for i32; `li t5, -1; slli t5, t5, 63` for i64), a BNE of `lhs` over the branch to the stub.
    fn emit_trap_sdiv_overflow(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `trap` (row `trap` of the table names this method in `custom: { emit: emit_trap }`): Leaves the function for the trap stub with `code` in t6 (built as `iconst` builds it), by a J.
    fn emit_trap(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
    /// Emits `throw` (row `throw` of the table names this method in `custom: { emit: emit_throw }`): Leaves the whole run with an exception: the value in a0, code 5 in t6, at the trap stub (the interpreter ends the run at a THROW, in a callee too).
    fn emit_throw(
        &mut self,
        ty: ::core::option::Option<Type>,
        ops: &Operands<'_>,
        buf: &mut ::opforge_riscv64::CodeBuffer,
    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
}
/// Emits one instruction with allocated registers into `buf`, as the table's `emit`
/// says (steps whose `types` admit `ty`, the controlling type) or through `custom`.
pub fn emit<C: Custom + ?Sized>(
    opcode: Opcode,
    ty: ::core::option::Option<Type>,
    ops: &Operands<'_>,
    buf: &mut ::opforge_riscv64::CodeBuffer,
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
            if matches!(ty, ::core::option::Option::Some(Type::I32 | Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::mv(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "MV", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "MV", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MV", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fmv_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMV_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fmv_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMV_D", e))?;
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
        Opcode::Lui => {
            const INST: &str = "lui";
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
                let inst = ::opforge_riscv64::Inst::lui(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "LUI", e))?,
                        ops.imms.first().copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "LUI", e))?;
                buf.emit(inst);
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
                    let inst = ::opforge_riscv64::Inst::addw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "ADDW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "ADDW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "ADDW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "ADDW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::add(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "ADD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "ADD", e))?;
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
                    let inst = ::opforge_riscv64::Inst::subw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SUBW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SUBW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SUBW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SUBW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::sub(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SUB", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SUB", e))?;
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
                    let inst = ::opforge_riscv64::Inst::mulw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "MULW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "MULW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "MULW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MULW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::mul(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "MUL", e))?,
                        )
                        .map_err(|e| operand_error(INST, "MUL", e))?;
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
                    let inst = ::opforge_riscv64::Inst::divw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "DIVW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::div(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "DIV", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "DIV", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "DIV", e))?,
                        )
                        .map_err(|e| operand_error(INST, "DIV", e))?;
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
                    let inst = ::opforge_riscv64::Inst::divuw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVUW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVUW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVUW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "DIVUW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::divu(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "DIVU", e))?,
                        )
                        .map_err(|e| operand_error(INST, "DIVU", e))?;
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
        Opcode::Srem => {
            const INST: &str = "srem";
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
                    let inst = ::opforge_riscv64::Inst::remw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "REMW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "REMW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "REMW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "REMW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::rem(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "REM", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "REM", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "REM", e))?,
                        )
                        .map_err(|e| operand_error(INST, "REM", e))?;
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
        Opcode::Urem => {
            const INST: &str = "urem";
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
                    let inst = ::opforge_riscv64::Inst::remuw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "REMUW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "REMUW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "REMUW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "REMUW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::remu(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "REMU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "REMU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "REMU", e))?,
                        )
                        .map_err(|e| operand_error(INST, "REMU", e))?;
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
            {
                let inst = ::opforge_riscv64::Inst::and(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "AND", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "AND", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "AND", e))?,
                    )
                    .map_err(|e| operand_error(INST, "AND", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::or(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "OR", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "OR", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "OR", e))?,
                    )
                    .map_err(|e| operand_error(INST, "OR", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::xor(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "XOR", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "XOR", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "XOR", e))?,
                    )
                    .map_err(|e| operand_error(INST, "XOR", e))?;
                buf.emit(inst);
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
                    let inst = ::opforge_riscv64::Inst::sllw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SLLW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::sll(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLL", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLL", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SLL", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SLL", e))?;
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
                    let inst = ::opforge_riscv64::Inst::srlw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRLW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRLW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SRLW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SRLW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::srl(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRL", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRL", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SRL", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SRL", e))?;
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
                    let inst = ::opforge_riscv64::Inst::sraw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRAW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRAW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SRAW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SRAW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::sra(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRA", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRA", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SRA", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SRA", e))?;
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
                    let inst = ::opforge_riscv64::Inst::addiw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "ADDIW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "ADDIW", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "ADDIW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::addi(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "ADDI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "ADDI", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "ADDI", e))?;
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
        Opcode::BandImm => {
            const INST: &str = "band_imm";
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
                let inst = ::opforge_riscv64::Inst::andi(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "ANDI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "ANDI", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "ANDI", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::BorImm => {
            const INST: &str = "bor_imm";
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
                let inst = ::opforge_riscv64::Inst::ori(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "ORI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "ORI", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "ORI", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::BxorImm => {
            const INST: &str = "bxor_imm";
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
                let inst = ::opforge_riscv64::Inst::xori(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "XORI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "XORI", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "XORI", e))?;
                buf.emit(inst);
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
                    let inst = ::opforge_riscv64::Inst::slliw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLIW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLIW", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "SLLIW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::slli(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "SLLI", e))?;
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
                    let inst = ::opforge_riscv64::Inst::srliw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRLIW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRLIW", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "SRLIW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::srli(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRLI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRLI", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "SRLI", e))?;
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
                    let inst = ::opforge_riscv64::Inst::sraiw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRAIW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRAIW", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "SRAIW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::srai(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SRAI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SRAI", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        )
                        .map_err(|e| operand_error(INST, "SRAI", e))?;
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
                    let inst = ::opforge_riscv64::Inst::negw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "NEGW", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "NEGW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "NEGW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::neg(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "NEG", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "NEG", e))?,
                        )
                        .map_err(|e| operand_error(INST, "NEG", e))?;
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
            {
                let inst = ::opforge_riscv64::Inst::not(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "NOT", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "NOT", e))?,
                    )
                    .map_err(|e| operand_error(INST, "NOT", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::slli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        56i64,
                    )
                    .map_err(|e| operand_error(INST, "SLLI", e))?;
                buf.emit(inst);
            }
            {
                let inst = ::opforge_riscv64::Inst::srai(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SRAI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SRAI", e))?,
                        56i64,
                    )
                    .map_err(|e| operand_error(INST, "SRAI", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::slli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        48i64,
                    )
                    .map_err(|e| operand_error(INST, "SLLI", e))?;
                buf.emit(inst);
            }
            {
                let inst = ::opforge_riscv64::Inst::srai(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SRAI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SRAI", e))?,
                        48i64,
                    )
                    .map_err(|e| operand_error(INST, "SRAI", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::andi(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "ANDI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "ANDI", e))?,
                        255i64,
                    )
                    .map_err(|e| operand_error(INST, "ANDI", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::slli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        48i64,
                    )
                    .map_err(|e| operand_error(INST, "SLLI", e))?;
                buf.emit(inst);
            }
            {
                let inst = ::opforge_riscv64::Inst::srli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SRLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SRLI", e))?,
                        48i64,
                    )
                    .map_err(|e| operand_error(INST, "SRLI", e))?;
                buf.emit(inst);
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
                let inst = ::opforge_riscv64::Inst::sext_w(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SEXT_W", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SEXT_W", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SEXT_W", e))?;
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
                let inst = ::opforge_riscv64::Inst::slli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        32i64,
                    )
                    .map_err(|e| operand_error(INST, "SLLI", e))?;
                buf.emit(inst);
            }
            {
                let inst = ::opforge_riscv64::Inst::srli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SRLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SRLI", e))?,
                        32i64,
                    )
                    .map_err(|e| operand_error(INST, "SRLI", e))?;
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
                let inst = ::opforge_riscv64::Inst::sext_w(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SEXT_W", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SEXT_W", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SEXT_W", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Slt => {
            const INST: &str = "slt";
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
                let inst = ::opforge_riscv64::Inst::slt(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLT", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLT", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "SLT", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SLT", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Sltu => {
            const INST: &str = "sltu";
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
                let inst = ::opforge_riscv64::Inst::sltu(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLTU", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLTU", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "SLTU", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SLTU", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Slti => {
            const INST: &str = "slti";
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
                let inst = ::opforge_riscv64::Inst::slti(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLTI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLTI", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "SLTI", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Sltiu => {
            const INST: &str = "sltiu";
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
                let inst = ::opforge_riscv64::Inst::sltiu(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLTIU", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLTIU", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                    )
                    .map_err(|e| operand_error(INST, "SLTIU", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Seqz => {
            const INST: &str = "seqz";
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
                let inst = ::opforge_riscv64::Inst::seqz(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SEQZ", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SEQZ", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SEQZ", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Snez => {
            const INST: &str = "snez";
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
                let inst = ::opforge_riscv64::Inst::snez(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SNEZ", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "SNEZ", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SNEZ", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Feq => {
            const INST: &str = "feq";
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
                    let inst = ::opforge_riscv64::Inst::feq_s(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FEQ_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FEQ_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FEQ_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FEQ_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::feq_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FEQ_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FEQ_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FEQ_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FEQ_D", e))?;
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
        Opcode::Flt => {
            const INST: &str = "flt";
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
                    let inst = ::opforge_riscv64::Inst::flt_s(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLT_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLT_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FLT_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLT_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::flt_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLT_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLT_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FLT_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLT_D", e))?;
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
        Opcode::Fle => {
            const INST: &str = "fle";
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
                    let inst = ::opforge_riscv64::Inst::fle_s(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLE_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLE_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FLE_S", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLE_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fle_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLE_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLE_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FLE_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLE_D", e))?;
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
        Opcode::Select => C::emit_select(custom, ty, ops, buf),
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
                    let inst = ::opforge_riscv64::Inst::fadd_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_S", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FADD_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fadd_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FADD_D", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
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
                    let inst = ::opforge_riscv64::Inst::fsub_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_S", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FSUB_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fsub_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FSUB_D", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
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
                    let inst = ::opforge_riscv64::Inst::fmul_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_S", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FMUL_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fmul_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FMUL_D", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
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
                    let inst = ::opforge_riscv64::Inst::fdiv_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_S", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FDIV_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fdiv_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FDIV_D", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
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
                    let inst = ::opforge_riscv64::Inst::fmin_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
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
                    let inst = ::opforge_riscv64::Inst::fmin_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMIN_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
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
                    let inst = ::opforge_riscv64::Inst::fmax_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
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
                    let inst = ::opforge_riscv64::Inst::fmax_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMAX_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(1), INST, "frs2")?,
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
                    let inst = ::opforge_riscv64::Inst::fneg_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FNEG_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
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
                    let inst = ::opforge_riscv64::Inst::fneg_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FNEG_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
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
                    let inst = ::opforge_riscv64::Inst::fabs_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FABS_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
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
                    let inst = ::opforge_riscv64::Inst::fabs_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FABS_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
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
                    let inst = ::opforge_riscv64::Inst::fsqrt_s(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_S", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FSQRT_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fsqrt_d(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSQRT_D", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
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
                let inst = ::opforge_riscv64::Inst::fcvt_d_s(
                        ::opforge_riscv64::FReg::new(
                                register(ops.regs.get(values), INST, "frd")?,
                            )
                            .map_err(|e| operand_error(INST, "FCVT_D_S", e))?,
                        ::opforge_riscv64::FReg::new(
                                register(ops.regs.first(), INST, "frs1")?,
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
                let inst = ::opforge_riscv64::Inst::fcvt_s_d(
                        ::opforge_riscv64::FReg::new(
                                register(ops.regs.get(values), INST, "frd")?,
                            )
                            .map_err(|e| operand_error(INST, "FCVT_S_D", e))?,
                        ::opforge_riscv64::FReg::new(
                                register(ops.regs.first(), INST, "frs1")?,
                            )
                            .map_err(|e| operand_error(INST, "FCVT_S_D", e))?,
                        ::opforge_riscv64::RoundingMode::DYN,
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
                    let inst = ::opforge_riscv64::Inst::fcvt_s_w(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_W", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_W", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_S_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_d_w(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_W", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_D_W", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fcvt_s_l(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_L", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_L", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_S_L", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_d_l(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_L", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_L", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_D_L", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fcvt_w_s(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_W_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_W_S", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_W_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_l_s(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_L_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_L_S", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_L_S", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fcvt_w_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_W_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_W_D", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_W_D", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_l_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_L_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_L_D", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_L_D", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fcvt_s_wu(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_WU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_WU", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_S_WU", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_d_wu(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_WU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_WU", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_D_WU", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fcvt_s_lu(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_LU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_S_LU", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_S_LU", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_d_lu(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_LU", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_D_LU", e))?,
                            ::opforge_riscv64::RoundingMode::DYN,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_D_LU", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fcvt_wu_s(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_WU_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_WU_S", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_WU_S", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_lu_s(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_LU_S", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_LU_S", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_LU_S", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fcvt_wu_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_WU_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_WU_D", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_WU_D", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fcvt_lu_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_LU_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FCVT_LU_D", e))?,
                            ::opforge_riscv64::RoundingMode::RTZ,
                        )
                        .map_err(|e| operand_error(INST, "FCVT_LU_D", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fmv_x_w(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_X_W", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_X_W", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMV_X_W", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fmv_x_d(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_X_D", e))?,
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_X_D", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMV_X_D", e))?;
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
                    let inst = ::opforge_riscv64::Inst::fmv_w_x(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_W_X", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_W_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMV_W_X", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fmv_d_x(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_D_X", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FMV_D_X", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FMV_D_X", e))?;
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
                    let inst = ::opforge_riscv64::Inst::lw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "LW", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "LW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::ld(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "LD", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "LD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LD", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::flw(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLW", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fld(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLD", e))?,
                            ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLD", e))?;
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
            {
                let inst = ::opforge_riscv64::Inst::lbu(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "LBU", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "LBU", e))?,
                    )
                    .map_err(|e| operand_error(INST, "LBU", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::lb(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "LB", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "LB", e))?,
                    )
                    .map_err(|e| operand_error(INST, "LB", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::lhu(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "LHU", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "LHU", e))?,
                    )
                    .map_err(|e| operand_error(INST, "LHU", e))?;
                buf.emit(inst);
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
            {
                let inst = ::opforge_riscv64::Inst::lh(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "LH", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "LH", e))?,
                    )
                    .map_err(|e| operand_error(INST, "LH", e))?;
                buf.emit(inst);
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
                let inst = ::opforge_riscv64::Inst::lw(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "LW", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "LW", e))?,
                    )
                    .map_err(|e| operand_error(INST, "LW", e))?;
                buf.emit(inst);
            }
            ::core::result::Result::Ok(())
        }
        Opcode::Load32u => {
            const INST: &str = "load32u";
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
                let inst = ::opforge_riscv64::Inst::lwu(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "LWU", e))?,
                        ops.imms.get(1).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "LWU", e))?,
                    )
                    .map_err(|e| operand_error(INST, "LWU", e))?;
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
                    let inst = ::opforge_riscv64::Inst::sw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SW", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::sd(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SD", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SD", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fsw(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FSW", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fsd(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FSD", e))?,
                            ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSD", e))?;
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
                let inst = ::opforge_riscv64::Inst::sb(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "SB", e))?,
                        ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SB", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SB", e))?;
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
                let inst = ::opforge_riscv64::Inst::sh(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "SH", e))?,
                        ops.imms.get(2).copied().ok_or_else(|| shape("immediate"))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SH", e))?,
                    )
                    .map_err(|e| operand_error(INST, "SH", e))?;
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
                .checked_sub(2)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32 | Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::slli(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            2i64,
                        )
                        .map_err(|e| operand_error(INST, "SLLI", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64 | Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::slli(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            3i64,
                        )
                        .map_err(|e| operand_error(INST, "SLLI", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_riscv64::Inst::add(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values + 1), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values + 1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                    )
                    .map_err(|e| operand_error(INST, "ADD", e))?;
                buf.emit(inst);
            }
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::lw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "LW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "LW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::ld(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "LD", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "LD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LD", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::flw(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fld(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLD", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLD", e))?;
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
                .checked_sub(2)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            {
                let inst = ::opforge_riscv64::Inst::slli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values + 1), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        2i64,
                    )
                    .map_err(|e| operand_error(INST, "SLLI", e))?;
                buf.emit(inst);
            }
            {
                let inst = ::opforge_riscv64::Inst::add(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values + 1), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values + 1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                    )
                    .map_err(|e| operand_error(INST, "ADD", e))?;
                buf.emit(inst);
            }
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::lw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "LW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "LW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "LW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::flw(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.get(values), INST, "frd")?,
                                )
                                .map_err(|e| operand_error(INST, "FLW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values + 1), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FLW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FLW", e))?;
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
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            if matches!(ty, ::core::option::Option::Some(Type::I32 | Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::slli(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(2), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            2i64,
                        )
                        .map_err(|e| operand_error(INST, "SLLI", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64 | Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::slli(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rd")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(2), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SLLI", e))?,
                            3i64,
                        )
                        .map_err(|e| operand_error(INST, "SLLI", e))?;
                    buf.emit(inst);
                }
            }
            {
                let inst = ::opforge_riscv64::Inst::add(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                    )
                    .map_err(|e| operand_error(INST, "ADD", e))?;
                buf.emit(inst);
            }
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::sw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::I64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::sd(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SD", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SD", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fsw(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FSW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F64)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fsd(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FSD", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSD", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSD", e))?;
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
                .checked_sub(1)
                .ok_or_else(|| shape("register for every result and temp"))?;
            let _ = (values, &shape);
            let mut done = false;
            {
                let inst = ::opforge_riscv64::Inst::slli(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(2), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "SLLI", e))?,
                        2i64,
                    )
                    .map_err(|e| operand_error(INST, "SLLI", e))?;
                buf.emit(inst);
            }
            {
                let inst = ::opforge_riscv64::Inst::add(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rd")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(values), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "ADD", e))?,
                    )
                    .map_err(|e| operand_error(INST, "ADD", e))?;
                buf.emit(inst);
            }
            if matches!(ty, ::core::option::Option::Some(Type::I32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::sw(
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.first(), INST, "rs2")?,
                                )
                                .map_err(|e| operand_error(INST, "SW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "SW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "SW", e))?;
                    buf.emit(inst);
                }
            }
            if matches!(ty, ::core::option::Option::Some(Type::F32)) {
                done = true;
                {
                    let inst = ::opforge_riscv64::Inst::fsw(
                            ::opforge_riscv64::FReg::new(
                                    register(ops.regs.first(), INST, "frs2")?,
                                )
                                .map_err(|e| operand_error(INST, "FSW", e))?,
                            0i64,
                            ::opforge_riscv64::XReg::new(
                                    register(ops.regs.get(values), INST, "rs1")?,
                                )
                                .map_err(|e| operand_error(INST, "FSW", e))?,
                        )
                        .map_err(|e| operand_error(INST, "FSW", e))?;
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
                let inst = ::opforge_riscv64::Inst::jalr_ra(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "JALR_RA", e))?,
                    )
                    .map_err(|e| operand_error(INST, "JALR_RA", e))?;
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
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
                let inst = ::opforge_riscv64::Inst::bnez(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BNEZ", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BNEZ", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrEq => {
            const INST: &str = "br_eq";
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
                let inst = ::opforge_riscv64::Inst::beq(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BEQ", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "BEQ", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BEQ", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrNe => {
            const INST: &str = "br_ne";
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
                let inst = ::opforge_riscv64::Inst::bne(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BNE", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "BNE", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BNE", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrLt => {
            const INST: &str = "br_lt";
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
                let inst = ::opforge_riscv64::Inst::blt(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BLT", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "BLT", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BLT", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrGe => {
            const INST: &str = "br_ge";
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
                let inst = ::opforge_riscv64::Inst::bge(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BGE", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "BGE", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BGE", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrLtu => {
            const INST: &str = "br_ltu";
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
                let inst = ::opforge_riscv64::Inst::bltu(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BLTU", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "BLTU", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BLTU", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrGeu => {
            const INST: &str = "br_geu";
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
                let inst = ::opforge_riscv64::Inst::bgeu(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BGEU", e))?,
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.get(1), INST, "rs2")?,
                            )
                            .map_err(|e| operand_error(INST, "BGEU", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BGEU", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrLtz => {
            const INST: &str = "br_ltz";
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
                let inst = ::opforge_riscv64::Inst::bltz(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BLTZ", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BLTZ", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
        Opcode::BrGez => {
            const INST: &str = "br_gez";
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
                let inst = ::opforge_riscv64::Inst::bgez(
                        ::opforge_riscv64::XReg::new(
                                register(ops.regs.first(), INST, "rs1")?,
                            )
                            .map_err(|e| operand_error(INST, "BGEZ", e))?,
                        0,
                    )
                    .map_err(|e| operand_error(INST, "BGEZ", e))?;
                buf.emit_to(
                        inst,
                        ops.labels.first().copied().ok_or_else(|| shape("label"))?,
                    )
                    .map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(
                        ::std::string::ToString::to_string(&e),
                    ))?;
            }
            {
                let inst = ::opforge_riscv64::Inst::j(0)
                    .map_err(|e| operand_error(INST, "J", e))?;
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
                let inst = ::opforge_riscv64::Inst::ret()
                    .map_err(|e| operand_error(INST, "RET", e))?;
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
                let inst = ::opforge_riscv64::Inst::ret()
                    .map_err(|e| operand_error(INST, "RET", e))?;
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
                let inst = ::opforge_riscv64::Inst::ret()
                    .map_err(|e| operand_error(INST, "RET", e))?;
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
    e: ::opforge_riscv64::OperandError,
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
            ::core::option::Option::Some(Opcode::Lui) => self.visit_lui(func, inst),
            ::core::option::Option::Some(Opcode::Iconst) => self.visit_iconst(func, inst),
            ::core::option::Option::Some(Opcode::FrameAddr) => {
                self.visit_frame_addr(func, inst)
            }
            ::core::option::Option::Some(Opcode::Iadd) => self.visit_iadd(func, inst),
            ::core::option::Option::Some(Opcode::Isub) => self.visit_isub(func, inst),
            ::core::option::Option::Some(Opcode::Imul) => self.visit_imul(func, inst),
            ::core::option::Option::Some(Opcode::Sdiv) => self.visit_sdiv(func, inst),
            ::core::option::Option::Some(Opcode::Udiv) => self.visit_udiv(func, inst),
            ::core::option::Option::Some(Opcode::Srem) => self.visit_srem(func, inst),
            ::core::option::Option::Some(Opcode::Urem) => self.visit_urem(func, inst),
            ::core::option::Option::Some(Opcode::Band) => self.visit_band(func, inst),
            ::core::option::Option::Some(Opcode::Bor) => self.visit_bor(func, inst),
            ::core::option::Option::Some(Opcode::Bxor) => self.visit_bxor(func, inst),
            ::core::option::Option::Some(Opcode::Ishl) => self.visit_ishl(func, inst),
            ::core::option::Option::Some(Opcode::Ushr) => self.visit_ushr(func, inst),
            ::core::option::Option::Some(Opcode::Sshr) => self.visit_sshr(func, inst),
            ::core::option::Option::Some(Opcode::IaddImm) => {
                self.visit_iadd_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::BandImm) => {
                self.visit_band_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::BorImm) => {
                self.visit_bor_imm(func, inst)
            }
            ::core::option::Option::Some(Opcode::BxorImm) => {
                self.visit_bxor_imm(func, inst)
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
            ::core::option::Option::Some(Opcode::Slt) => self.visit_slt(func, inst),
            ::core::option::Option::Some(Opcode::Sltu) => self.visit_sltu(func, inst),
            ::core::option::Option::Some(Opcode::Slti) => self.visit_slti(func, inst),
            ::core::option::Option::Some(Opcode::Sltiu) => self.visit_sltiu(func, inst),
            ::core::option::Option::Some(Opcode::Seqz) => self.visit_seqz(func, inst),
            ::core::option::Option::Some(Opcode::Snez) => self.visit_snez(func, inst),
            ::core::option::Option::Some(Opcode::Feq) => self.visit_feq(func, inst),
            ::core::option::Option::Some(Opcode::Flt) => self.visit_flt(func, inst),
            ::core::option::Option::Some(Opcode::Fle) => self.visit_fle(func, inst),
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
            ::core::option::Option::Some(Opcode::Load32u) => {
                self.visit_load32u(func, inst)
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
            ::core::option::Option::Some(Opcode::BrEq) => self.visit_br_eq(func, inst),
            ::core::option::Option::Some(Opcode::BrNe) => self.visit_br_ne(func, inst),
            ::core::option::Option::Some(Opcode::BrLt) => self.visit_br_lt(func, inst),
            ::core::option::Option::Some(Opcode::BrGe) => self.visit_br_ge(func, inst),
            ::core::option::Option::Some(Opcode::BrLtu) => self.visit_br_ltu(func, inst),
            ::core::option::Option::Some(Opcode::BrGeu) => self.visit_br_geu(func, inst),
            ::core::option::Option::Some(Opcode::BrLtz) => self.visit_br_ltz(func, inst),
            ::core::option::Option::Some(Opcode::BrGez) => self.visit_br_gez(func, inst),
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
    /// Visits a `lui` instruction; by default defers to `visit_class_move`.
    fn visit_lui(
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
    /// Visits a `srem` instruction; by default defers to `visit_class_int_binary`.
    fn visit_srem(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_binary(func, inst)
    }
    /// Visits a `urem` instruction; by default defers to `visit_class_int_binary`.
    fn visit_urem(
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
    /// Visits a `iadd_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_iadd_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `band_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_band_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `bor_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_bor_imm(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_imm(func, inst)
    }
    /// Visits a `bxor_imm` instruction; by default defers to `visit_class_int_imm`.
    fn visit_bxor_imm(
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
    /// Visits a `slt` instruction; by default defers to `visit_class_compare`.
    fn visit_slt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `sltu` instruction; by default defers to `visit_class_compare`.
    fn visit_sltu(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `slti` instruction; by default defers to `visit_class_compare`.
    fn visit_slti(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `sltiu` instruction; by default defers to `visit_class_compare`.
    fn visit_sltiu(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `seqz` instruction; by default defers to `visit_class_compare`.
    fn visit_seqz(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `snez` instruction; by default defers to `visit_class_compare`.
    fn visit_snez(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `feq` instruction; by default defers to `visit_class_compare`.
    fn visit_feq(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `flt` instruction; by default defers to `visit_class_compare`.
    fn visit_flt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `fle` instruction; by default defers to `visit_class_compare`.
    fn visit_fle(
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
    /// Visits a `load32u` instruction; by default defers to `visit_class_load`.
    fn visit_load32u(
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
    /// Visits a `br_eq` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_eq(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_ne` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_ne(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_lt` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_lt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_ge` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_ge(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_ltu` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_ltu(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_geu` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_geu(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_ltz` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_ltz(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `br_gez` instruction; by default defers to `visit_class_terminator`.
    fn visit_br_gez(
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
