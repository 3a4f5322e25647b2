// generated from tests/specs/cfg.yaml; do not edit

/// The value types of `tiny`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum Type {
    /// A 32-bit integer.
    I32,
    /// A 64-bit integer.
    I64,
    /// A truth value.
    B1,
}
impl Type {
    /// Every type, in declaration order (type `n` at index `n`).
    pub const ALL: [Type; 3] = [Type::I32, Type::I64, Type::B1];
}
impl ::opforge_cfg::ValueType for Type {
    const ALL: &'static [Type] = &Type::ALL;
    fn index(self) -> u8 {
        match self {
            Type::I32 => 0,
            Type::I64 => 1,
            Type::B1 => 2,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::B1 => "b1",
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
    /// Every type.
    pub const ANY: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(7);
}
/// The flags of the table, as bits of `InstInfo::flags`.
pub mod flag {
    /// Has no effect besides its results.
    pub const PURE: u64 = 1;
    /// Transfers control to another function and back.
    pub const CALL: u64 = 2;
}
/// The immediate kinds of the table (`ImmInfo` rows) and an enum per enumeration.
pub mod imm {
    /// A signed 64-bit constant.
    pub const IMM64: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "imm64",
        doc: "A signed 64-bit constant.",
        kind: ::opforge_cfg::ImmKind::Int {
            bits: 64,
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
    /// An integer comparison.
    pub const COND: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
        name: "cond",
        doc: "An integer comparison.",
        kind: ::opforge_cfg::ImmKind::Enum(&["eq", "ne", "slt", "sle", "ult"]),
        refers: ::core::option::Option::None,
    };
    /// An integer comparison.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
    pub enum Cond {
        /// Equal.
        Eq,
        /// Not equal.
        Ne,
        /// Signed less than.
        Slt,
        /// Signed less than or equal.
        Sle,
        /// Unsigned less than.
        Ult,
    }
    impl ::core::convert::From<Cond> for i64 {
        fn from(v: Cond) -> i64 {
            match v {
                Cond::Eq => 0,
                Cond::Ne => 1,
                Cond::Slt => 2,
                Cond::Sle => 3,
                Cond::Ult => 4,
            }
        }
    }
    impl ::core::convert::TryFrom<i64> for Cond {
        type Error = ::opforge_cfg::NotACase;
        fn try_from(v: i64) -> ::core::result::Result<Cond, ::opforge_cfg::NotACase> {
            match v {
                0 => ::core::result::Result::Ok(Cond::Eq),
                1 => ::core::result::Result::Ok(Cond::Ne),
                2 => ::core::result::Result::Ok(Cond::Slt),
                3 => ::core::result::Result::Ok(Cond::Sle),
                4 => ::core::result::Result::Ok(Cond::Ult),
                _ => {
                    ::core::result::Result::Err(::opforge_cfg::NotACase {
                        immediate: "cond",
                        value: v,
                        cases: 5,
                    })
                }
            }
        }
    }
}
/// The instruction classes, in depth-first order; each is one contiguous opcode range.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Class {
    /// Instructions that compute values.
    Compute,
    /// Constants.
    Constant,
    /// Two-operand integer arithmetic.
    IntBinary,
    /// Comparisons.
    Compare,
    /// Calls.
    Call,
    /// Instructions that end a block.
    Terminator,
}
impl Class {
    /// The class's opcodes, as a range of opcode numbers (the same type as a `kind: ir`
    /// table's `Class::range`).
    pub const fn range(self) -> ::opforge_cfg::OpcodeRange<Opcode> {
        match self {
            Class::Compute => class_range::COMPUTE,
            Class::Constant => class_range::CONSTANT,
            Class::IntBinary => class_range::INT_BINARY,
            Class::Compare => class_range::COMPARE,
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
    /// The opcodes of class `Compute`.
    pub const COMPUTE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        0,
        5,
    );
    /// The opcodes of class `Constant`.
    pub const CONSTANT: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        0,
        1,
    );
    /// The opcodes of class `IntBinary`.
    pub const INT_BINARY: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        1,
        4,
    );
    /// The opcodes of class `Compare`.
    pub const COMPARE: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        4,
        5,
    );
    /// The opcodes of class `Call`.
    pub const CALL: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        5,
        6,
    );
    /// The opcodes of class `Terminator`.
    pub const TERMINATOR: ::opforge_cfg::OpcodeRange<super::Opcode> = ::opforge_cfg::OpcodeRange::new(
        6,
        9,
    );
}
impl Opcode {
    /// Whether the opcode is in class `Compute` (one subtraction and one comparison).
    pub const fn is_compute(self) -> bool {
        (self as u16).wrapping_sub(0) < 5
    }
    /// Whether the opcode is in class `Constant` (one subtraction and one comparison).
    pub const fn is_constant(self) -> bool {
        (self as u16).wrapping_sub(0) < 1
    }
    /// Whether the opcode is in class `IntBinary` (one subtraction and one comparison).
    pub const fn is_int_binary(self) -> bool {
        (self as u16).wrapping_sub(1) < 3
    }
    /// Whether the opcode is in class `Compare` (one subtraction and one comparison).
    pub const fn is_compare(self) -> bool {
        (self as u16).wrapping_sub(4) < 1
    }
    /// Whether the opcode is in class `Call` (one subtraction and one comparison).
    pub const fn is_call(self) -> bool {
        (self as u16).wrapping_sub(5) < 1
    }
    /// Whether the opcode is in class `Terminator` (one subtraction and one comparison).
    pub const fn is_terminator(self) -> bool {
        (self as u16).wrapping_sub(6) < 3
    }
}
/// The opcodes, numbered depth-first over the class tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u16)]
pub enum Opcode {
    /// An integer constant.
    Iconst = 0,
    /// Adds two integers, wrapping.
    Iadd = 1,
    /// Subtracts two integers, wrapping.
    Isub = 2,
    /// Multiplies two integers, wrapping.
    Imul = 3,
    /// Compares two integers.
    Icmp = 4,
    /// Calls a function with arguments and returns its one result.
    Call = 5,
    /// Jumps to a block, passing arguments to its parameters.
    Jump = 6,
    /// Jumps to the first block when the condition holds, else to the second.
    Brif = 7,
    /// Returns the function's results.
    Ret = 8,
}
impl Opcode {
    /// Every opcode, in opcode order.
    pub const ALL: [Opcode; 9] = [
        Opcode::Iconst,
        Opcode::Iadd,
        Opcode::Isub,
        Opcode::Imul,
        Opcode::Icmp,
        Opcode::Call,
        Opcode::Jump,
        Opcode::Brif,
        Opcode::Ret,
    ];
    /// The opcode's leaf class.
    pub const fn class(self) -> Class {
        match self {
            Opcode::Iconst => Class::Constant,
            Opcode::Iadd => Class::IntBinary,
            Opcode::Isub => Class::IntBinary,
            Opcode::Imul => Class::IntBinary,
            Opcode::Icmp => Class::Compare,
            Opcode::Call => Class::Call,
            Opcode::Jump => Class::Terminator,
            Opcode::Brif => Class::Terminator,
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
            Opcode::Iadd => 1,
            Opcode::Isub => 2,
            Opcode::Imul => 3,
            Opcode::Icmp => 4,
            Opcode::Call => 5,
            Opcode::Jump => 6,
            Opcode::Brif => 7,
            Opcode::Ret => 8,
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
pub static INST_INFO: [::opforge_cfg::InstInfo; 9] = [
    ::opforge_cfg::InstInfo {
        name: "iconst",
        doc: "An integer constant.",
        class: "Constant",
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
        name: "iadd",
        doc: "Adds two integers, wrapping.",
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
        doc: "Subtracts two integers, wrapping.",
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
        doc: "Multiplies two integers, wrapping.",
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
        name: "icmp",
        doc: "Compares two integers.",
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
        name: "call",
        doc: "Calls a function with arguments and returns its one result.",
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
                    types: ::opforge_cfg::TypeSet(7),
                    same: ::core::option::Option::None,
                },
                variadic: true,
                type_of: ::core::option::Option::None,
            },
        ],
        results: &[
            ::opforge_cfg::ResultInfo {
                name: "out",
                types: ::opforge_cfg::TypeSet(7),
                same: ::core::option::Option::None,
                type_of: ::core::option::Option::None,
            },
        ],
        flags: 2,
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
        doc: "Jumps to the first block when the condition holds, else to the second.",
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
        doc: "Returns the function's results.",
        class: "Terminator",
        operands: &[
            ::opforge_cfg::OperandInfo {
                name: "values",
                kind: ::opforge_cfg::OperandKind::Value {
                    types: ::opforge_cfg::TypeSet(7),
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
    fn iconst(&mut self, value: i64, out_type: Type) -> ::opforge_cfg::Value;
    /// Adds two integers, wrapping.
    fn iadd(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Subtracts two integers, wrapping.
    fn isub(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Multiplies two integers, wrapping.
    fn imul(
        &mut self,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Compares two integers.
    fn icmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value;
    /// Calls a function with arguments and returns its one result.
    fn call(
        &mut self,
        callee: u32,
        args: &[::opforge_cfg::Value],
        out_type: Type,
    ) -> ::opforge_cfg::Value;
    /// Jumps to a block, passing arguments to its parameters.
    fn jump(
        &mut self,
        dest: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Jumps to the first block when the condition holds, else to the second.
    fn brif(
        &mut self,
        cond: ::opforge_cfg::Value,
        then: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
        else_: (::opforge_cfg::Block, &[::opforge_cfg::Value]),
    ) -> ::opforge_cfg::Inst;
    /// Returns the function's results.
    fn ret(&mut self, values: &[::opforge_cfg::Value]) -> ::opforge_cfg::Inst;
}
impl InstBuilder for ::opforge_cfg::Builder<'_, Opcode> {
    fn iconst(&mut self, value: i64, out_type: Type) -> ::opforge_cfg::Value {
        let types = [out_type];
        let fixed: [::opforge_cfg::Operand<'_>; 1] = [
            ::opforge_cfg::Operand::Imm(::opforge_cfg::Immediate::to_imm(value)),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Iconst, operands, &types).1[0]
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
    fn icmp(
        &mut self,
        cond: imm::Cond,
        lhs: ::opforge_cfg::Value,
        rhs: ::opforge_cfg::Value,
    ) -> ::opforge_cfg::Value {
        let types = [Type::B1];
        let fixed: [::opforge_cfg::Operand<'_>; 3] = [
            ::opforge_cfg::Operand::Imm(i64::from(cond)),
            ::opforge_cfg::Operand::Value(lhs),
            ::opforge_cfg::Operand::Value(rhs),
        ];
        let operands = fixed.into_iter();
        self.ins::<1>(Opcode::Icmp, operands, &types).1[0]
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
        self.ins::<0>(Opcode::Brif, operands, &types).0
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
    /// Checks an instruction of the rows that name this method (`call`) beyond the table's rules: an error message, or `Ok`.
    fn check_call(
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
                Opcode::Call => C::check_call(checks, func, inst),
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
            ::core::option::Option::Some(Opcode::Iadd) => self.visit_iadd(func, inst),
            ::core::option::Option::Some(Opcode::Isub) => self.visit_isub(func, inst),
            ::core::option::Option::Some(Opcode::Imul) => self.visit_imul(func, inst),
            ::core::option::Option::Some(Opcode::Icmp) => self.visit_icmp(func, inst),
            ::core::option::Option::Some(Opcode::Call) => self.visit_call(func, inst),
            ::core::option::Option::Some(Opcode::Jump) => self.visit_jump(func, inst),
            ::core::option::Option::Some(Opcode::Brif) => self.visit_brif(func, inst),
            ::core::option::Option::Some(Opcode::Ret) => self.visit_ret(func, inst),
            ::core::option::Option::None => self.visit_default(func, inst),
        }
    }
    /// Visits an instruction of class `Compute` or of one of its subclasses; by default defers to `visit_default`.
    fn visit_class_compute(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_default(func, inst)
    }
    /// Visits an instruction of class `Constant` or of one of its subclasses; by default defers to `visit_class_compute`.
    fn visit_class_constant(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compute(func, inst)
    }
    /// Visits an instruction of class `IntBinary` or of one of its subclasses; by default defers to `visit_class_compute`.
    fn visit_class_int_binary(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compute(func, inst)
    }
    /// Visits an instruction of class `Compare` or of one of its subclasses; by default defers to `visit_class_compute`.
    fn visit_class_compare(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compute(func, inst)
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
    /// Visits a `icmp` instruction; by default defers to `visit_class_compare`.
    fn visit_icmp(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_compare(func, inst)
    }
    /// Visits a `call` instruction; by default defers to `visit_class_call`.
    fn visit_call(
        &mut self,
        func: &::opforge_cfg::Function<Opcode>,
        inst: ::opforge_cfg::Inst,
    ) -> Self::Output {
        self.visit_class_call(func, inst)
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
