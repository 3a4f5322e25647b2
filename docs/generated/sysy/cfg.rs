// generated from spec/sysy.yaml; do not edit

/// The value types of `sysy`: its scalar types, and pointer and array types built from them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Type {
    /// A 32-bit two's-complement integer (SysY's `int`).
    I32,
    /// An IEEE single-precision number (SysY's `float`).
    F32,
    /// A truth value (the result of a compare).
    I1,
    /// A pointer to values of its element type (`*i32`, `*[3 x i32]`): a number or an array, never a pointer or a truth value.
    Ptr(::opforge_cfg::Compound),
    /// An array of a number of elements of its element type (`[3 x i32]`): numbers or arrays.
    Array(::opforge_cfg::Compound),
}
/// The number and name of every pointer and array type made so far.
static INTERNER: ::opforge_cfg::Interner<Type> = ::opforge_cfg::Interner::new();
impl Type {
    /// Every scalar type, in declaration order (pointer and array types are built with
    /// `Type::pointer` and `Type::array`).
    pub const ALL: [Type; 3] = [Type::I32, Type::F32, Type::I1];
    /// The pointer type to `elem` (`*i32`), or `None` when the table has no pointers.
    pub fn pointer(elem: Type) -> ::core::option::Option<Type> {
        <Type as ::opforge_cfg::ValueType>::pointer_to(elem)
    }
    /// The type of arrays of `len` elements of `elem` (`[3 x i32]`), or `None` when the
    /// table has no arrays.
    pub fn array(len: u64, elem: Type) -> ::core::option::Option<Type> {
        <Type as ::opforge_cfg::ValueType>::array_of(len, elem)
    }
    /// The element type of a pointer type.
    pub fn pointee(self) -> ::core::option::Option<Type> {
        ::opforge_cfg::pointee(self)
    }
    /// The type's structure: a scalar, or a pointer or array and its element.
    pub fn shape(self) -> ::opforge_cfg::Shape<Type> {
        ::opforge_cfg::ValueType::shape(self)
    }
}
impl ::opforge_cfg::ValueType for Type {
    const ALL: &'static [Type] = &Type::ALL;
    const COMPOUND: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(24);
    const POINTER_ELEMENTS: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(19);
    const ARRAY_ELEMENTS: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(19);
    fn index(self) -> u8 {
        match self {
            Type::I32 => 0,
            Type::F32 => 1,
            Type::I1 => 2,
            Type::Ptr(_) => 3,
            Type::Array(_) => 4,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Type::I32 => "i32",
            Type::F32 => "f32",
            Type::I1 => "i1",
            Type::Ptr(c) => INTERNER.name(c),
            Type::Array(c) => INTERNER.name(c),
        }
    }
    fn shape(self) -> ::opforge_cfg::Shape<Type> {
        match self {
            Type::Ptr(c) => INTERNER.shape(c),
            Type::Array(c) => INTERNER.shape(c),
            _ => ::opforge_cfg::Shape::Scalar,
        }
    }
    fn pointer_to(elem: Type) -> ::core::option::Option<Type> {
        ::core::option::Option::Some(
            Type::Ptr(INTERNER.intern(::opforge_cfg::Shape::Pointer(elem))),
        )
    }
    fn array_of(len: u64, elem: Type) -> ::core::option::Option<Type> {
        ::core::option::Option::Some(
            Type::Array(INTERNER.intern(::opforge_cfg::Shape::Array(len, elem))),
        )
    }
}
impl ::core::fmt::Display for Type {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.pad(::opforge_cfg::ValueType::name(*self))
    }
}
impl ::core::str::FromStr for Type {
    type Err = ::opforge_cfg::TypeError;
    fn from_str(s: &str) -> ::core::result::Result<Type, ::opforge_cfg::TypeError> {
        ::opforge_cfg::parse_type(s)
    }
}
/// The type sets of the table, each an `opforge_cfg::TypeSet` (bit `n` is type `n`),
/// the shape of a `kind: ir` layer's `TypeSet`.
pub mod type_set {
    /// The types memory holds one of at a time.
    pub const SCALAR: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(3);
    /// The element types of pointers and arrays.
    pub const ELEMENT: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(19);
    /// Every type.
    pub const ANY: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(31);
}
/// The flags of the table, as bits of `InstInfo::flags`.
pub mod flag {
    /// Its result is a constant; an operation reading only such results should have been folded.
    pub const CONSTANT: u64 = 1;
    /// No effect besides its result.
    pub const PURE: u64 = 2;
    /// Reads or writes memory.
    pub const MEMORY: u64 = 4;
    /// Calls a function of the module.
    pub const CALL: u64 = 8;
}
/// The immediate kinds of the table (`ImmInfo` rows) and an enum per enumeration.
pub mod imm {
    /// A 32-bit integer constant.
    pub const INT: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "int",
        doc: "A 32-bit integer constant.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 32,
            signed: true,
        },
        refers: ::core::option::Option::None,
    };
    /// A float constant (a value a single-precision number holds).
    pub const FLOAT: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "float",
        doc: "A float constant (a value a single-precision number holds).",
        kind: ::opforge_cfg::ImmKind::Float,
        refers: ::core::option::Option::None,
    };
    /// A truth constant (0 or 1).
    pub const BOOL: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "bool",
        doc: "A truth constant (0 or 1).",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 1,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// A number of elements to allocate.
    pub const COUNT: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "count",
        doc: "A number of elements to allocate.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 32,
            signed: false,
        },
        refers: ::core::option::Option::None,
    };
    /// A function of the module, by position.
    pub const FUNC: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "func",
        doc: "A function of the module, by position.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 32,
            signed: false,
        },
        refers: ::core::option::Option::Some(::opforge_cfg::Refers::Function),
    };
    /// A global of the module, by position.
    pub const GLOBAL: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "global",
        doc: "A global of the module, by position.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 32,
            signed: false,
        },
        refers: ::core::option::Option::Some(::opforge_cfg::Refers::Global),
    };
}
/// The instruction classes, in depth-first order; each is one contiguous opcode range.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Class {
    /// Constants (the seed's IntConst, FloatConst and BoolConst).
    Constant,
    /// Two-operand arithmetic (the seed's BinaryOpInst).
    Binary,
    /// Integer addition, subtraction and multiplication, wrapping.
    IntBinary,
    /// Integer division and remainder (C's truncating).
    IntDivision,
    /// Single-precision arithmetic.
    FloatBinary,
    /// Negation (the seed's UnaryOpInst).
    Unary,
    /// Compares (the seed's CmpInst).
    Compare,
    /// Signed integer compares.
    IntCompare,
    /// Ordered float compares.
    FloatCompare,
    /// Conversions between integers, floats and truth values.
    Convert,
    /// Allocation, loads, stores, addresses and initialisation.
    Memory,
    /// Calls.
    Call,
    /// Block ends.
    Terminator,
}
impl Class {
    /// The class's opcodes, as a range of opcode numbers (the same type as a `kind: ir`
    /// table's `Class::range`).
    pub const fn range(self) -> ::opforge_cfg::OpcodeRange<Opcode> {
        match self {
            Class::Constant => class_range::CONSTANT,
            Class::Binary => class_range::BINARY,
            Class::IntBinary => class_range::INT_BINARY,
            Class::IntDivision => class_range::INT_DIVISION,
            Class::FloatBinary => class_range::FLOAT_BINARY,
            Class::Unary => class_range::UNARY,
            Class::Compare => class_range::COMPARE,
            Class::IntCompare => class_range::INT_COMPARE,
            Class::FloatCompare => class_range::FLOAT_COMPARE,
            Class::Convert => class_range::CONVERT,
            Class::Memory => class_range::MEMORY,
            Class::Call => class_range::CALL,
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
    /// The opcodes of class `Constant`.
    pub const CONSTANT: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        0,
        4,
    );
    /// The opcodes of class `Binary`.
    pub const BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        4,
        13,
    );
    /// The opcodes of class `IntBinary`.
    pub const INT_BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        4,
        7,
    );
    /// The opcodes of class `IntDivision`.
    pub const INT_DIVISION: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        7,
        9,
    );
    /// The opcodes of class `FloatBinary`.
    pub const FLOAT_BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        9,
        13,
    );
    /// The opcodes of class `Unary`.
    pub const UNARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        13,
        15,
    );
    /// The opcodes of class `Compare`.
    pub const COMPARE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        15,
        27,
    );
    /// The opcodes of class `IntCompare`.
    pub const INT_COMPARE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        15,
        21,
    );
    /// The opcodes of class `FloatCompare`.
    pub const FLOAT_COMPARE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        21,
        27,
    );
    /// The opcodes of class `Convert`.
    pub const CONVERT: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        27,
        30,
    );
    /// The opcodes of class `Memory`.
    pub const MEMORY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        30,
        35,
    );
    /// The opcodes of class `Call`.
    pub const CALL: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        35,
        37,
    );
    /// The opcodes of class `Terminator`.
    pub const TERMINATOR: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        37,
        40,
    );
}
impl Opcode {
    /// Whether the opcode is in class `Constant` (one subtraction and one comparison).
    pub const fn is_constant(self) -> bool {
        (self as u16).wrapping_sub(0) < 4
    }
    /// Whether the opcode is in class `Binary` (one subtraction and one comparison).
    pub const fn is_binary(self) -> bool {
        (self as u16).wrapping_sub(4) < 9
    }
    /// Whether the opcode is in class `IntBinary` (one subtraction and one comparison).
    pub const fn is_int_binary(self) -> bool {
        (self as u16).wrapping_sub(4) < 3
    }
    /// Whether the opcode is in class `IntDivision` (one subtraction and one comparison).
    pub const fn is_int_division(self) -> bool {
        (self as u16).wrapping_sub(7) < 2
    }
    /// Whether the opcode is in class `FloatBinary` (one subtraction and one comparison).
    pub const fn is_float_binary(self) -> bool {
        (self as u16).wrapping_sub(9) < 4
    }
    /// Whether the opcode is in class `Unary` (one subtraction and one comparison).
    pub const fn is_unary(self) -> bool {
        (self as u16).wrapping_sub(13) < 2
    }
    /// Whether the opcode is in class `Compare` (one subtraction and one comparison).
    pub const fn is_compare(self) -> bool {
        (self as u16).wrapping_sub(15) < 12
    }
    /// Whether the opcode is in class `IntCompare` (one subtraction and one comparison).
    pub const fn is_int_compare(self) -> bool {
        (self as u16).wrapping_sub(15) < 6
    }
    /// Whether the opcode is in class `FloatCompare` (one subtraction and one comparison).
    pub const fn is_float_compare(self) -> bool {
        (self as u16).wrapping_sub(21) < 6
    }
    /// Whether the opcode is in class `Convert` (one subtraction and one comparison).
    pub const fn is_convert(self) -> bool {
        (self as u16).wrapping_sub(27) < 3
    }
    /// Whether the opcode is in class `Memory` (one subtraction and one comparison).
    pub const fn is_memory(self) -> bool {
        (self as u16).wrapping_sub(30) < 5
    }
    /// Whether the opcode is in class `Call` (one subtraction and one comparison).
    pub const fn is_call(self) -> bool {
        (self as u16).wrapping_sub(35) < 2
    }
    /// Whether the opcode is in class `Terminator` (one subtraction and one comparison).
    pub const fn is_terminator(self) -> bool {
        (self as u16).wrapping_sub(37) < 3
    }
}
/// The opcodes, numbered depth-first over the class tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Opcode {
    /// An integer constant.
    Iconst = 0,
    /// A float constant.
    Fconst = 1,
    /// A truth constant.
    Bconst = 2,
    /// The address of a global, a pointer to what it holds.
    GlobalAddr = 3,
    /// Adds, wrapping.
    Iadd = 4,
    /// Subtracts, wrapping.
    Isub = 5,
    /// Multiplies, wrapping.
    Imul = 6,
    /// Divides, rounding toward zero.
    Idiv = 7,
    /// The remainder of the division rounding toward zero (its sign is the dividend's).
    Imod = 8,
    /// Adds.
    Fadd = 9,
    /// Subtracts.
    Fsub = 10,
    /// Multiplies.
    Fmul = 11,
    /// Divides.
    Fdiv = 12,
    /// Negates an integer, wrapping.
    Ineg = 13,
    /// Negates a float.
    Fneg = 14,
    /// Whether two integers are equal.
    IcmpEq = 15,
    /// Whether two integers differ.
    IcmpNe = 16,
    /// Whether the first integer is greater.
    IcmpGt = 17,
    /// Whether the first integer is greater or equal.
    IcmpGe = 18,
    /// Whether the first integer is less.
    IcmpLt = 19,
    /// Whether the first integer is less or equal.
    IcmpLe = 20,
    /// Whether two floats are equal (false when either is a NaN).
    FcmpEq = 21,
    /// Whether two floats differ (true when either is a NaN, as C's `!=`).
    FcmpNe = 22,
    /// Whether the first float is greater.
    FcmpGt = 23,
    /// Whether the first float is greater or equal.
    FcmpGe = 24,
    /// Whether the first float is less.
    FcmpLt = 25,
    /// Whether the first float is less or equal.
    FcmpLe = 26,
    /// A float to an integer, rounding toward zero (the seed's FloatToInt).
    Ftoi = 27,
    /// An integer to the nearest float (the seed's IntToFloat).
    Itof = 28,
    /// A truth value to 0 or 1 (the seed's BoolToInt).
    Btoi = 29,
    /// Reserves `count` elements of the result's element type in the function's frame and gives the first one's address: the seed's CAlloc, whose type is the array's decayed pointer (`calloc.*[3 x i32] 4` reserves a `[4 x [3 x i32]]`).
    Calloc = 30,
    /// Reads the scalar a pointer points to.
    Load = 31,
    /// Writes a scalar where a pointer points.
    Store = 32,
    /// An element's address: the first index steps over whole elements of the pointer, each further one enters one array level (`gep v1, v2, v3` with `v1: *[3 x i32]` is an `*i32`).
    Gep = 33,
    /// Copies a global's contents to where a pointer points; the global holds what the pointer points to, or an array of it (the seed's MemInit with its array constant).
    Meminit = 34,
    /// Calls a function that returns a value; the arguments and the result are the callee's.
    Call = 35,
    /// Calls a function that returns nothing.
    CallVoid = 36,
    /// Jumps to a block, passing arguments to its parameters.
    Br = 37,
    /// Jumps to the first block when the condition holds, else to the second; the two differ and the condition is no constant.
    Brcond = 38,
    /// Returns the function's result, if it has one.
    Ret = 39,
}
impl Opcode {
    /// Every opcode, in opcode order.
    pub const ALL: [Opcode; 40] = [
        Opcode::Iconst,
        Opcode::Fconst,
        Opcode::Bconst,
        Opcode::GlobalAddr,
        Opcode::Iadd,
        Opcode::Isub,
        Opcode::Imul,
        Opcode::Idiv,
        Opcode::Imod,
        Opcode::Fadd,
        Opcode::Fsub,
        Opcode::Fmul,
        Opcode::Fdiv,
        Opcode::Ineg,
        Opcode::Fneg,
        Opcode::IcmpEq,
        Opcode::IcmpNe,
        Opcode::IcmpGt,
        Opcode::IcmpGe,
        Opcode::IcmpLt,
        Opcode::IcmpLe,
        Opcode::FcmpEq,
        Opcode::FcmpNe,
        Opcode::FcmpGt,
        Opcode::FcmpGe,
        Opcode::FcmpLt,
        Opcode::FcmpLe,
        Opcode::Ftoi,
        Opcode::Itof,
        Opcode::Btoi,
        Opcode::Calloc,
        Opcode::Load,
        Opcode::Store,
        Opcode::Gep,
        Opcode::Meminit,
        Opcode::Call,
        Opcode::CallVoid,
        Opcode::Br,
        Opcode::Brcond,
        Opcode::Ret,
    ];
    /// The opcode's leaf class.
    pub const fn class(self) -> Class {
        match self {
            Opcode::Iconst => Class::Constant,
            Opcode::Fconst => Class::Constant,
            Opcode::Bconst => Class::Constant,
            Opcode::GlobalAddr => Class::Constant,
            Opcode::Iadd => Class::IntBinary,
            Opcode::Isub => Class::IntBinary,
            Opcode::Imul => Class::IntBinary,
            Opcode::Idiv => Class::IntDivision,
            Opcode::Imod => Class::IntDivision,
            Opcode::Fadd => Class::FloatBinary,
            Opcode::Fsub => Class::FloatBinary,
            Opcode::Fmul => Class::FloatBinary,
            Opcode::Fdiv => Class::FloatBinary,
            Opcode::Ineg => Class::Unary,
            Opcode::Fneg => Class::Unary,
            Opcode::IcmpEq => Class::IntCompare,
            Opcode::IcmpNe => Class::IntCompare,
            Opcode::IcmpGt => Class::IntCompare,
            Opcode::IcmpGe => Class::IntCompare,
            Opcode::IcmpLt => Class::IntCompare,
            Opcode::IcmpLe => Class::IntCompare,
            Opcode::FcmpEq => Class::FloatCompare,
            Opcode::FcmpNe => Class::FloatCompare,
            Opcode::FcmpGt => Class::FloatCompare,
            Opcode::FcmpGe => Class::FloatCompare,
            Opcode::FcmpLt => Class::FloatCompare,
            Opcode::FcmpLe => Class::FloatCompare,
            Opcode::Ftoi => Class::Convert,
            Opcode::Itof => Class::Convert,
            Opcode::Btoi => Class::Convert,
            Opcode::Calloc => Class::Memory,
            Opcode::Load => Class::Memory,
            Opcode::Store => Class::Memory,
            Opcode::Gep => Class::Memory,
            Opcode::Meminit => Class::Memory,
            Opcode::Call => Class::Call,
            Opcode::CallVoid => Class::Call,
            Opcode::Br => Class::Terminator,
            Opcode::Brcond => Class::Terminator,
            Opcode::Ret => Class::Terminator,
        }
    }
}
impl ::opforge_cfg::CfgOpcode for Opcode {
    type Type = Type;
    const ALL: &'static [Opcode] = &Opcode::ALL;
    fn number(self) -> u16 {
        match self {
            Opcode::Iconst => 0,
            Opcode::Fconst => 1,
            Opcode::Bconst => 2,
            Opcode::GlobalAddr => 3,
            Opcode::Iadd => 4,
            Opcode::Isub => 5,
            Opcode::Imul => 6,
            Opcode::Idiv => 7,
            Opcode::Imod => 8,
            Opcode::Fadd => 9,
            Opcode::Fsub => 10,
            Opcode::Fmul => 11,
            Opcode::Fdiv => 12,
            Opcode::Ineg => 13,
            Opcode::Fneg => 14,
            Opcode::IcmpEq => 15,
            Opcode::IcmpNe => 16,
            Opcode::IcmpGt => 17,
            Opcode::IcmpGe => 18,
            Opcode::IcmpLt => 19,
            Opcode::IcmpLe => 20,
            Opcode::FcmpEq => 21,
            Opcode::FcmpNe => 22,
            Opcode::FcmpGt => 23,
            Opcode::FcmpGe => 24,
            Opcode::FcmpLt => 25,
            Opcode::FcmpLe => 26,
            Opcode::Ftoi => 27,
            Opcode::Itof => 28,
            Opcode::Btoi => 29,
            Opcode::Calloc => 30,
            Opcode::Load => 31,
            Opcode::Store => 32,
            Opcode::Gep => 33,
            Opcode::Meminit => 34,
            Opcode::Call => 35,
            Opcode::CallVoid => 36,
            Opcode::Br => 37,
            Opcode::Brcond => 38,
            Opcode::Ret => 39,
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
pub static INST_INFO: [::opforge_cfg::InstInfo; 40] = [
    ::opforge_cfg::InstInfo {
        name: "iconst",
        doc: "An integer constant.",
        class: "Constant",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::INT),
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
        flags: 3,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fconst",
        doc: "A float constant.",
        class: "Constant",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::FLOAT),
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
        flags: 3,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "bconst",
        doc: "A truth constant.",
        class: "Constant",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::BOOL),
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
        flags: 3,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "global_addr",
        doc: "The address of a global, a pointer to what it holds.",
        class: "Constant",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "global",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::GLOBAL),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "addr",
                types: ::opforge_cfg::TypeSet(8),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::Some(::opforge_cfg::TypeOf::Global(0)),
            },
        ],
        flags: 2,
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
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
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
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
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
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "idiv",
        doc: "Divides, rounding toward zero.",
        class: "IntDivision",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 0,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "imod",
        doc: "The remainder of the division rounding toward zero (its sign is the dividend's).",
        class: "IntDivision",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 0,
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
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
        name: "fsub",
        doc: "Subtracts.",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
        name: "fmul",
        doc: "Multiplies.",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
        name: "fdiv",
        doc: "Divides.",
        class: "FloatBinary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
        name: "ineg",
        doc: "Negates an integer, wrapping.",
        class: "Unary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "x",
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
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fneg",
        doc: "Negates a float.",
        class: "Unary",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "x",
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
        name: "icmp_eq",
        doc: "Whether two integers are equal.",
        class: "IntCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "icmp_ne",
        doc: "Whether two integers differ.",
        class: "IntCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "icmp_gt",
        doc: "Whether the first integer is greater.",
        class: "IntCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "icmp_ge",
        doc: "Whether the first integer is greater or equal.",
        class: "IntCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "icmp_lt",
        doc: "Whether the first integer is less.",
        class: "IntCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "icmp_le",
        doc: "Whether the first integer is less or equal.",
        class: "IntCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcmp_eq",
        doc: "Whether two floats are equal (false when either is a NaN).",
        class: "FloatCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcmp_ne",
        doc: "Whether two floats differ (true when either is a NaN, as C's `!=`).",
        class: "FloatCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcmp_gt",
        doc: "Whether the first float is greater.",
        class: "FloatCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcmp_ge",
        doc: "Whether the first float is greater or equal.",
        class: "FloatCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcmp_lt",
        doc: "Whether the first float is less.",
        class: "FloatCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "fcmp_le",
        doc: "Whether the first float is less or equal.",
        class: "FloatCompare",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "lhs",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(2),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "rhs",
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
                types: ::opforge_cfg::TypeSet(4),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "ftoi",
        doc: "A float to an integer, rounding toward zero (the seed's FloatToInt).",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "x",
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
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "itof",
        doc: "An integer to the nearest float (the seed's IntToFloat).",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "x",
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
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "btoi",
        doc: "A truth value to 0 or 1 (the seed's BoolToInt).",
        class: "Convert",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "x",
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
                types: ::opforge_cfg::TypeSet(1),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "calloc",
        doc: "Reserves `count` elements of the result's element type in the function's frame and gives the first one's address: the seed's CAlloc, whose type is the array's decayed pointer (`calloc.*[3 x i32] 4` reserves a `[4 x [3 x i32]]`).",
        class: "Memory",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "count",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::COUNT),
                variadic: false,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "addr",
                types: ::opforge_cfg::TypeSet(8),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "load",
        doc: "Reads the scalar a pointer points to.",
        class: "Memory",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "ptr",
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
                type_of: ::core::option::Option::Some(::opforge_cfg::TypeOf::Pointee(0)),
            },
        ],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "store",
        doc: "Writes a scalar where a pointer points.",
        class: "Memory",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "ptr",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(8),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "value",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(3),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::Some(::opforge_cfg::TypeOf::Pointee(0)),
            },
        ],
        results: &[],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "gep",
        doc: "An element's address: the first index steps over whole elements of the pointer, each further one enters one array level (`gep v1, v2, v3` with `v1: *[3 x i32]` is an `*i32`).",
        class: "Memory",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "ptr",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(8),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "indices",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(1),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "addr",
                types: ::opforge_cfg::TypeSet(8),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::Some(::opforge_cfg::TypeOf::Address(0)),
            },
        ],
        flags: 2,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "meminit",
        doc: "Copies a global's contents to where a pointer points; the global holds what the pointer points to, or an array of it (the seed's MemInit with its array constant).",
        class: "Memory",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "dest",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(8),
                    same: ::core::option::Option::None,
                },
                variadic: false,
                type_of: ::core::option::Option::None,
            },
            ::opforge_cfg::OperandInfo {
                name: "init",
                kind: ::opforge_cfg::OperandKind::Imm(&imm::GLOBAL),
                variadic: false,
                type_of: ::core::option::Option::Some(::opforge_cfg::TypeOf::Pointee(0)),
            },
        ],
        results: &[],
        flags: 4,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "call",
        doc: "Calls a function that returns a value; the arguments and the result are the callee's.",
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
                    types: ::opforge_cfg::TypeSet(31),
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
        flags: 12,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "call_void",
        doc: "Calls a function that returns nothing.",
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
                    types: ::opforge_cfg::TypeSet(31),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 12,
        terminator: false,
        returns: false,
    },
    ::opforge_cfg::InstInfo {
        name: "br",
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
        name: "brcond",
        doc: "Jumps to the first block when the condition holds, else to the second; the two differ and the condition is no constant.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "cond",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(4),
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
        doc: "Returns the function's result, if it has one.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "values",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(31),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[],
        flags: 0,
        terminator: true,
        returns: true,
    },
];
/// Typed construction: one method per instruction, appending it to the builder's
/// current block. Result types the table fixes or ties to an operand are inferred; the
/// others are parameters.
pub trait InstBuilder {
    /// An integer constant.
    fn iconst(&mut self, value: i32) -> ::opforge_cfg::Value;
    /// A float constant.
    fn fconst(&mut self, value: f64) -> ::opforge_cfg::Value;
    /// A truth constant.
    fn bconst(&mut self, value: bool) -> ::opforge_cfg::Value;
    /// The address of a global, a pointer to what it holds.
    fn global_addr(&mut self, global: u32, addr_type: Type) -> ::opforge_cfg::Value;
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
    /// Divides, rounding toward zero.
    fn idiv(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// The remainder of the division rounding toward zero (its sign is the dividend's).
    fn imod(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
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
    /// Negates an integer, wrapping.
    fn ineg(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Negates a float.
    fn fneg(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Whether two integers are equal.
    fn icmp_eq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether two integers differ.
    fn icmp_ne(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first integer is greater.
    fn icmp_gt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first integer is greater or equal.
    fn icmp_ge(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first integer is less.
    fn icmp_lt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first integer is less or equal.
    fn icmp_le(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether two floats are equal (false when either is a NaN).
    fn fcmp_eq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether two floats differ (true when either is a NaN, as C's `!=`).
    fn fcmp_ne(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first float is greater.
    fn fcmp_gt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first float is greater or equal.
    fn fcmp_ge(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first float is less.
    fn fcmp_lt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Whether the first float is less or equal.
    fn fcmp_le(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// A float to an integer, rounding toward zero (the seed's FloatToInt).
    fn ftoi(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// An integer to the nearest float (the seed's IntToFloat).
    fn itof(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// A truth value to 0 or 1 (the seed's BoolToInt).
    fn btoi(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Reserves `count` elements of the result's element type in the function's frame and gives the first one's address: the seed's CAlloc, whose type is the array's decayed pointer (`calloc.*[3 x i32] 4` reserves a `[4 x [3 x i32]]`).
    fn calloc(&mut self, count: u32, addr_type: Type) -> ::opforge_cfg::Value;
    /// Reads the scalar a pointer points to.
    fn load(&mut self, ptr: ::opforge_cfg::Value) -> ::opforge_cfg::Value;
    /// Writes a scalar where a pointer points.
    fn store(
        &mut self,
        ptr: ::opforge_cfg::Value,
        value: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst;
    /// An element's address: the first index steps over whole elements of the pointer, each further one enters one array level (`gep v1, v2, v3` with `v1: *[3 x i32]` is an `*i32`).
    fn gep(
        &mut self,
        ptr: ::opforge_cfg::Value,
        indices: &[::opforge_cfg::Value],
    ) -> ::opforge_cfg::Value;
    /// Copies a global's contents to where a pointer points; the global holds what the pointer points to, or an array of it (the seed's MemInit with its array constant).
    fn meminit(&mut self, dest: ::opforge_cfg::Value, init: u32) -> ::opforge_cfg::Inst;
    /// Calls a function that returns a value; the arguments and the result are the callee's.
    fn call(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Calls a function that returns nothing.
    fn call_void(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
    ) -> ::opforge_cfg::Inst;
    /// Jumps to a block, passing arguments to its parameters.
    fn br(
        &mut self,
        dest: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when the condition holds, else to the second; the two differ and the condition is no constant.
    fn brcond(
        &mut self,
        cond: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Returns the function's result, if it has one.
    fn ret(&mut self, values: &[::opforge_cfg::Value]) -> ::opforge_cfg::Inst;
}
impl InstBuilder for ::opforge_cfg::Builder<'_, Opcode> {
    fn iconst(&mut self, value: i32) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Iconst, operands, &types).1[0]
    }
    fn fconst(&mut self, value: f64) -> ::opforge_cfg::Value {
        let types = [Type::F32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(value.to_bits() as i64),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fconst, operands, &types).1[0]
    }
    fn bconst(&mut self, value: bool) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Bconst, operands, &types).1[0]
    }
    fn global_addr(&mut self, global: u32, addr_type: Type) -> ::opforge_cfg::Value {
        let types = [addr_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(global)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::GlobalAddr, operands, &types).1[0]
    }
    fn iadd(
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
        self.ins::<1>(Opcode::Iadd, operands, &types).1[0]
    }
    fn isub(
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
        self.ins::<1>(Opcode::Isub, operands, &types).1[0]
    }
    fn imul(
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
        self.ins::<1>(Opcode::Imul, operands, &types).1[0]
    }
    fn idiv(
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
        self.ins::<1>(Opcode::Idiv, operands, &types).1[0]
    }
    fn imod(
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
        self.ins::<1>(Opcode::Imod, operands, &types).1[0]
    }
    fn fadd(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::F32];
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
        let types = [Type::F32];
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
        let types = [Type::F32];
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
        let types = [Type::F32];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fdiv, operands, &types).1[0]
    }
    fn ineg(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [::opforge_cfg::Operand::Value(x)];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Ineg, operands, &types).1[0]
    }
    fn fneg(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::F32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [::opforge_cfg::Operand::Value(x)];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Fneg, operands, &types).1[0]
    }
    fn icmp_eq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IcmpEq, operands, &types).1[0]
    }
    fn icmp_ne(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IcmpNe, operands, &types).1[0]
    }
    fn icmp_gt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IcmpGt, operands, &types).1[0]
    }
    fn icmp_ge(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IcmpGe, operands, &types).1[0]
    }
    fn icmp_lt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IcmpLt, operands, &types).1[0]
    }
    fn icmp_le(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::IcmpLe, operands, &types).1[0]
    }
    fn fcmp_eq(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcmpEq, operands, &types).1[0]
    }
    fn fcmp_ne(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcmpNe, operands, &types).1[0]
    }
    fn fcmp_gt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcmpGt, operands, &types).1[0]
    }
    fn fcmp_ge(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcmpGe, operands, &types).1[0]
    }
    fn fcmp_lt(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcmpLt, operands, &types).1[0]
    }
    fn fcmp_le(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::I1];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::FcmpLe, operands, &types).1[0]
    }
    fn ftoi(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [::opforge_cfg::Operand::Value(x)];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Ftoi, operands, &types).1[0]
    }
    fn itof(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::F32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [::opforge_cfg::Operand::Value(x)];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Itof, operands, &types).1[0]
    }
    fn btoi(&mut self, x: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [Type::I32];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [::opforge_cfg::Operand::Value(x)];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Btoi, operands, &types).1[0]
    }
    fn calloc(&mut self, count: u32, addr_type: Type) -> ::opforge_cfg::Value {
        let types = [addr_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(count)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Calloc, operands, &types).1[0]
    }
    fn load(&mut self, ptr: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
        let types = [
            {
                let base = self.function().value_type(ptr);
                match ::opforge_cfg::TypeOf::Pointee(0).derive(base, 0usize) {
                    ::core::option::Option::Some(::core::result::Result::Ok(t)) => t,
                    _ => base,
                }
            },
        ];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(ptr),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Load, operands, &types).1[0]
    }
    fn store(
        &mut self,
        ptr: ::opforge_cfg::Value,
        value: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(ptr),
            ::opforge_cfg::Operand::Value(value),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Store, operands, &types).0
    }
    fn gep(
        &mut self,
        ptr: ::opforge_cfg::Value,
        indices: &[::opforge_cfg::Value],
    ) -> ::opforge_cfg::Value {
        let types = [
            {
                let base = self.function().value_type(ptr);
                match ::opforge_cfg::TypeOf::Address(0).derive(base, indices.len()) {
                    ::core::option::Option::Some(::core::result::Result::Ok(t)) => t,
                    _ => base,
                }
            },
        ];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Value(ptr),
        ];
        let operands = fixed
            .into_iter()
            .chain(indices.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<1>(Opcode::Gep, operands, &types).1[0]
    }
    fn meminit(&mut self, dest: ::opforge_cfg::Value, init: u32) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 2] = [
            ::opforge_cfg::Operand::Value(dest),
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(init)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Meminit, operands, &types).0
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
    fn call_void(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(callee)),
        ];
        let operands = fixed
            .into_iter()
            .chain(args.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<0>(Opcode::CallVoid, operands, &types).0
    }
    fn br(
        &mut self,
        dest: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(dest.0, dest.1)),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Br, operands, &types).0
    }
    fn brcond(
        &mut self,
        cond: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Value(cond),
            ::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(then.0, then.1)),
            ::opforge_cfg::Operand::Block(
                ::opforge_cfg::BlockCall::new(else_.0, else_.1),
            ),
        ];
        let operands = fixed.into_iter();
        self.ins::<0>(Opcode::Brcond, operands, &types).0
    }
    fn ret(&mut self, values: &[::opforge_cfg::Value]) -> ::opforge_cfg::Inst {
        let types = [];
        let fixed: [::opforge_cfg::Operand<'_>; 0] = [];
        let operands = fixed
            .into_iter()
            .chain(values.iter().map(|&v| ::opforge_cfg::Operand::Value(v)));
        self.ins::<0>(Opcode::Ret, operands, &types).0
    }
}
/// The hand-written checks the table's rows name (`custom: { verify: <method> }`).
pub trait CustomChecks {
    /// Checks an instruction of the rows that name this method (`iadd`, `isub`, `imul`, `fadd`, `fsub`, `fmul`, `fdiv`, `ineg`, `fneg`, `icmp_eq`, `icmp_ne`, `icmp_gt`, `icmp_ge`, `icmp_lt`, `icmp_le`, `fcmp_eq`, `fcmp_ne`, `fcmp_gt`, `fcmp_ge`, `fcmp_lt`, `fcmp_le`, `ftoi`, `itof`, `btoi`) beyond the table's rules: an error message, or `Ok`.
    fn check_fold(
        &self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> ::core::result::Result<(), ::std::string::String>;
    /// Checks an instruction of the rows that name this method (`idiv`, `imod`) beyond the table's rules: an error message, or `Ok`.
    fn check_division(
        &self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> ::core::result::Result<(), ::std::string::String>;
    /// Checks an instruction of the rows that name this method (`brcond`) beyond the table's rules: an error message, or `Ok`.
    fn check_branch(
        &self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> ::core::result::Result<(), ::std::string::String>;
}
/// Runs the custom check of every instruction of `func` whose row names one, in layout
/// order; returns each failing instruction with its message.
pub fn verify_custom<C: CustomChecks + ?::core::marker::Sized>(
    func: &::opforge_cfg::Function<Opcode>,
    checks: &C,
) -> ::std::vec::Vec<(::opforge_cfg::Inst, ::std::string::String)> {
    let mut failures = ::std::vec::Vec::new();
    for &block in func.layout() {
        for &inst in func.block_insts(block) {
            let ::core::option::Option::Some(data) = func.inst(inst) else { continue };
            let verdict = match data.opcode {
                Opcode::Iadd => C::check_fold(checks, func, inst),
                Opcode::Isub => C::check_fold(checks, func, inst),
                Opcode::Imul => C::check_fold(checks, func, inst),
                Opcode::Idiv => C::check_division(checks, func, inst),
                Opcode::Imod => C::check_division(checks, func, inst),
                Opcode::Fadd => C::check_fold(checks, func, inst),
                Opcode::Fsub => C::check_fold(checks, func, inst),
                Opcode::Fmul => C::check_fold(checks, func, inst),
                Opcode::Fdiv => C::check_fold(checks, func, inst),
                Opcode::Ineg => C::check_fold(checks, func, inst),
                Opcode::Fneg => C::check_fold(checks, func, inst),
                Opcode::IcmpEq => C::check_fold(checks, func, inst),
                Opcode::IcmpNe => C::check_fold(checks, func, inst),
                Opcode::IcmpGt => C::check_fold(checks, func, inst),
                Opcode::IcmpGe => C::check_fold(checks, func, inst),
                Opcode::IcmpLt => C::check_fold(checks, func, inst),
                Opcode::IcmpLe => C::check_fold(checks, func, inst),
                Opcode::FcmpEq => C::check_fold(checks, func, inst),
                Opcode::FcmpNe => C::check_fold(checks, func, inst),
                Opcode::FcmpGt => C::check_fold(checks, func, inst),
                Opcode::FcmpGe => C::check_fold(checks, func, inst),
                Opcode::FcmpLt => C::check_fold(checks, func, inst),
                Opcode::FcmpLe => C::check_fold(checks, func, inst),
                Opcode::Ftoi => C::check_fold(checks, func, inst),
                Opcode::Itof => C::check_fold(checks, func, inst),
                Opcode::Btoi => C::check_fold(checks, func, inst),
                Opcode::Brcond => C::check_branch(checks, func, inst),
                _ => ::core::result::Result::Ok(()),
            };
            if let ::core::result::Result::Err(message) = verdict {
                failures.push((inst, message));
            }
        }
    }
    failures
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
            ::core::option::Option::Some(Opcode::Iconst) => self.visit_iconst(func, inst),
            ::core::option::Option::Some(Opcode::Fconst) => self.visit_fconst(func, inst),
            ::core::option::Option::Some(Opcode::Bconst) => self.visit_bconst(func, inst),
            ::core::option::Option::Some(Opcode::GlobalAddr) => {
                self.visit_global_addr(func, inst)
            }
            ::core::option::Option::Some(Opcode::Iadd) => self.visit_iadd(func, inst),
            ::core::option::Option::Some(Opcode::Isub) => self.visit_isub(func, inst),
            ::core::option::Option::Some(Opcode::Imul) => self.visit_imul(func, inst),
            ::core::option::Option::Some(Opcode::Idiv) => self.visit_idiv(func, inst),
            ::core::option::Option::Some(Opcode::Imod) => self.visit_imod(func, inst),
            ::core::option::Option::Some(Opcode::Fadd) => self.visit_fadd(func, inst),
            ::core::option::Option::Some(Opcode::Fsub) => self.visit_fsub(func, inst),
            ::core::option::Option::Some(Opcode::Fmul) => self.visit_fmul(func, inst),
            ::core::option::Option::Some(Opcode::Fdiv) => self.visit_fdiv(func, inst),
            ::core::option::Option::Some(Opcode::Ineg) => self.visit_ineg(func, inst),
            ::core::option::Option::Some(Opcode::Fneg) => self.visit_fneg(func, inst),
            ::core::option::Option::Some(Opcode::IcmpEq) => {
                self.visit_icmp_eq(func, inst)
            }
            ::core::option::Option::Some(Opcode::IcmpNe) => {
                self.visit_icmp_ne(func, inst)
            }
            ::core::option::Option::Some(Opcode::IcmpGt) => {
                self.visit_icmp_gt(func, inst)
            }
            ::core::option::Option::Some(Opcode::IcmpGe) => {
                self.visit_icmp_ge(func, inst)
            }
            ::core::option::Option::Some(Opcode::IcmpLt) => {
                self.visit_icmp_lt(func, inst)
            }
            ::core::option::Option::Some(Opcode::IcmpLe) => {
                self.visit_icmp_le(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcmpEq) => {
                self.visit_fcmp_eq(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcmpNe) => {
                self.visit_fcmp_ne(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcmpGt) => {
                self.visit_fcmp_gt(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcmpGe) => {
                self.visit_fcmp_ge(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcmpLt) => {
                self.visit_fcmp_lt(func, inst)
            }
            ::core::option::Option::Some(Opcode::FcmpLe) => {
                self.visit_fcmp_le(func, inst)
            }
            ::core::option::Option::Some(Opcode::Ftoi) => self.visit_ftoi(func, inst),
            ::core::option::Option::Some(Opcode::Itof) => self.visit_itof(func, inst),
            ::core::option::Option::Some(Opcode::Btoi) => self.visit_btoi(func, inst),
            ::core::option::Option::Some(Opcode::Calloc) => self.visit_calloc(func, inst),
            ::core::option::Option::Some(Opcode::Load) => self.visit_load(func, inst),
            ::core::option::Option::Some(Opcode::Store) => self.visit_store(func, inst),
            ::core::option::Option::Some(Opcode::Gep) => self.visit_gep(func, inst),
            ::core::option::Option::Some(Opcode::Meminit) => {
                self.visit_meminit(func, inst)
            }
            ::core::option::Option::Some(Opcode::Call) => self.visit_call(func, inst),
            ::core::option::Option::Some(Opcode::CallVoid) => {
                self.visit_call_void(func, inst)
            }
            ::core::option::Option::Some(Opcode::Br) => self.visit_br(func, inst),
            ::core::option::Option::Some(Opcode::Brcond) => self.visit_brcond(func, inst),
            ::core::option::Option::Some(Opcode::Ret) => self.visit_ret(func, inst),
            ::core::option::Option::None => self.visit_default(func, inst),
        }
    }
    /// Visits an instruction of class `Constant` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_constant(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Binary` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_binary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `IntBinary` or of one of its subclasses; by default defers to `visit_class_binary`.
    fn visit_class_int_binary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_binary(func, inst)
    }
    /// Visits an instruction of class `IntDivision` or of one of its subclasses; by default defers to `visit_class_binary`.
    fn visit_class_int_division(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_binary(func, inst)
    }
    /// Visits an instruction of class `FloatBinary` or of one of its subclasses; by default defers to `visit_class_binary`.
    fn visit_class_float_binary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_binary(func, inst)
    }
    /// Visits an instruction of class `Unary` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_unary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Compare` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_compare(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `IntCompare` or of one of its subclasses; by default defers to `visit_class_compare`.
    fn visit_class_int_compare(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits an instruction of class `FloatCompare` or of one of its subclasses; by default defers to `visit_class_compare`.
    fn visit_class_float_compare(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
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
    /// Visits an instruction of class `Call` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_call(
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
    /// Visits a `iconst` instruction; by default defers to `visit_class_constant`.
    fn visit_iconst(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_constant(func, inst)
    }
    /// Visits a `fconst` instruction; by default defers to `visit_class_constant`.
    fn visit_fconst(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_constant(func, inst)
    }
    /// Visits a `bconst` instruction; by default defers to `visit_class_constant`.
    fn visit_bconst(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_constant(func, inst)
    }
    /// Visits a `global_addr` instruction; by default defers to `visit_class_constant`.
    fn visit_global_addr(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_constant(func, inst)
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
    /// Visits a `idiv` instruction; by default defers to `visit_class_int_division`.
    fn visit_idiv(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_division(func, inst)
    }
    /// Visits a `imod` instruction; by default defers to `visit_class_int_division`.
    fn visit_imod(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_division(func, inst)
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
    /// Visits a `ineg` instruction; by default defers to `visit_class_unary`.
    fn visit_ineg(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_unary(func, inst)
    }
    /// Visits a `fneg` instruction; by default defers to `visit_class_unary`.
    fn visit_fneg(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_unary(func, inst)
    }
    /// Visits a `icmp_eq` instruction; by default defers to `visit_class_int_compare`.
    fn visit_icmp_eq(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_compare(func, inst)
    }
    /// Visits a `icmp_ne` instruction; by default defers to `visit_class_int_compare`.
    fn visit_icmp_ne(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_compare(func, inst)
    }
    /// Visits a `icmp_gt` instruction; by default defers to `visit_class_int_compare`.
    fn visit_icmp_gt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_compare(func, inst)
    }
    /// Visits a `icmp_ge` instruction; by default defers to `visit_class_int_compare`.
    fn visit_icmp_ge(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_compare(func, inst)
    }
    /// Visits a `icmp_lt` instruction; by default defers to `visit_class_int_compare`.
    fn visit_icmp_lt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_compare(func, inst)
    }
    /// Visits a `icmp_le` instruction; by default defers to `visit_class_int_compare`.
    fn visit_icmp_le(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_int_compare(func, inst)
    }
    /// Visits a `fcmp_eq` instruction; by default defers to `visit_class_float_compare`.
    fn visit_fcmp_eq(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_compare(func, inst)
    }
    /// Visits a `fcmp_ne` instruction; by default defers to `visit_class_float_compare`.
    fn visit_fcmp_ne(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_compare(func, inst)
    }
    /// Visits a `fcmp_gt` instruction; by default defers to `visit_class_float_compare`.
    fn visit_fcmp_gt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_compare(func, inst)
    }
    /// Visits a `fcmp_ge` instruction; by default defers to `visit_class_float_compare`.
    fn visit_fcmp_ge(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_compare(func, inst)
    }
    /// Visits a `fcmp_lt` instruction; by default defers to `visit_class_float_compare`.
    fn visit_fcmp_lt(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_compare(func, inst)
    }
    /// Visits a `fcmp_le` instruction; by default defers to `visit_class_float_compare`.
    fn visit_fcmp_le(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_float_compare(func, inst)
    }
    /// Visits a `ftoi` instruction; by default defers to `visit_class_convert`.
    fn visit_ftoi(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `itof` instruction; by default defers to `visit_class_convert`.
    fn visit_itof(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `btoi` instruction; by default defers to `visit_class_convert`.
    fn visit_btoi(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_convert(func, inst)
    }
    /// Visits a `calloc` instruction; by default defers to `visit_class_memory`.
    fn visit_calloc(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits a `load` instruction; by default defers to `visit_class_memory`.
    fn visit_load(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits a `store` instruction; by default defers to `visit_class_memory`.
    fn visit_store(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits a `gep` instruction; by default defers to `visit_class_memory`.
    fn visit_gep(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits a `meminit` instruction; by default defers to `visit_class_memory`.
    fn visit_meminit(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_memory(func, inst)
    }
    /// Visits a `call` instruction; by default defers to `visit_class_call`.
    fn visit_call(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
    }
    /// Visits a `call_void` instruction; by default defers to `visit_class_call`.
    fn visit_call_void(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
    }
    /// Visits a `br` instruction; by default defers to `visit_class_terminator`.
    fn visit_br(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_terminator(func, inst)
    }
    /// Visits a `brcond` instruction; by default defers to `visit_class_terminator`.
    fn visit_brcond(
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
