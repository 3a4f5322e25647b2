//! The checked ISA model: what an instruction-set table means once every name is resolved and
//! every encoding proven to cover 32 bits. The ISA code generator reads only this.

use crate::source::{Loc, SourceMap};

pub use super::expr::{BinOp, Builtin, Expr, NameRef, UnOp};

/// A checked instruction-set table.
#[derive(Debug, Clone)]
pub struct Isa {
    /// The files it was read from.
    pub sources: SourceMap,
    /// Its name, such as `A64`.
    pub name: String,
    /// What it is.
    pub doc: String,
    /// Register classes.
    pub registers: Vec<RegClass>,
    /// Operand types (register classes come first, as [`TypeKind::Reg`]).
    pub types: Vec<OperandType>,
    /// Encodings, in table order.
    pub encodings: Vec<Encoding>,
    /// Aliases, in table order (earlier ones are preferred when printing).
    pub aliases: Vec<Alias>,
}

/// A register class.
#[derive(Debug, Clone)]
pub struct RegClass {
    /// The name, such as `X`.
    pub name: String,
    /// Its documentation.
    pub doc: String,
    /// Where it is declared.
    pub loc: Loc,
    /// Prefix of numbered registers, such as `x`.
    pub prefix: String,
    /// Spelling of register 31, when it is not numbered.
    pub r31: Option<String>,
    /// Other accepted spellings and their numbers.
    pub also: Vec<(String, u8)>,
}

/// The kind of an operand type, with its parameters.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeKind {
    /// A register of the class with this index.
    Reg(usize),
    /// An unsigned immediate: value = encoded * scale + offset, within `min..=max`.
    Uimm {
        /// Encoded width.
        bits: u32,
        /// Multiplier.
        scale: u64,
        /// Added after scaling.
        offset: i64,
        /// Smallest legal value.
        min: i64,
        /// Largest legal value.
        max: i64,
        /// Printed in hexadecimal.
        hex: bool,
    },
    /// A signed (two's complement) immediate: value = encoded * scale.
    Simm {
        /// Encoded width.
        bits: u32,
        /// Multiplier.
        scale: u64,
        /// A byte offset from the instruction's address.
        pcrel: bool,
    },
    /// Named encoded values.
    Enum {
        /// Encoded width.
        bits: u32,
        /// Printed names and their values.
        values: Vec<(String, u32)>,
        /// Names accepted when parsing only.
        also: Vec<(String, u32)>,
        /// Values without a name are legal and spelt `#n`.
        numbered: bool,
    },
    /// A logical (bitmask) immediate of a 32- or 64-bit register: encoded `N:immr:imms` (13 bits)
    /// for 64, `immr:imms` (12 bits) for 32.
    Bitmask {
        /// Register width.
        width: u32,
        /// Printed in hexadecimal (otherwise as a signed decimal of the register width).
        hex: bool,
    },
    /// The 8-bit floating-point immediate of FMOV.
    Fpimm8,
    /// A move-wide immediate: encoded `hw:imm16`, value `imm16 << 16*hw` (NOT-ed when inverted).
    Wide {
        /// Register width.
        width: u32,
        /// MOVN: the value is the complement.
        inverted: bool,
    },
    /// A one-bit flag standing for a shift amount (load/store register offset `S`).
    Flag {
        /// The amount a set flag means.
        amount: u32,
    },
}

/// An operand type.
#[derive(Debug, Clone)]
pub struct OperandType {
    /// The name, such as `Imm12` or `X`.
    pub name: String,
    /// Its documentation.
    pub doc: String,
    /// Where it is declared.
    pub loc: Loc,
    /// What it is.
    pub kind: TypeKind,
    /// The encoded value an optional template group leaves out.
    pub default: Option<u32>,
}

impl TypeKind {
    /// Width of the encoded value in bits.
    pub fn bits(&self) -> u32 {
        match self {
            TypeKind::Reg(_) => 5,
            TypeKind::Uimm { bits, .. }
            | TypeKind::Simm { bits, .. }
            | TypeKind::Enum { bits, .. } => *bits,
            TypeKind::Bitmask { width, .. } => {
                if *width == 64 {
                    13
                } else {
                    12
                }
            }
            TypeKind::Fpimm8 => 8,
            TypeKind::Wide { .. } => 18,
            TypeKind::Flag { .. } => 1,
        }
    }

    /// Whether an operand of this kind has an integer value usable in expressions.
    pub fn is_integer(&self) -> bool {
        !matches!(self, TypeKind::Fpimm8 | TypeKind::Bitmask { .. })
    }

    /// Whether every encoded value of the width is legal (so decoding cannot fail).
    pub fn is_total(&self) -> bool {
        match self {
            TypeKind::Reg(_) | TypeKind::Simm { .. } | TypeKind::Fpimm8 | TypeKind::Flag { .. } => {
                true
            }
            TypeKind::Uimm {
                bits,
                scale,
                offset,
                min,
                max,
                ..
            } => {
                let top = ((1u64 << bits) - 1) as i64;
                *min <= *offset && top.saturating_mul(*scale as i64).saturating_add(*offset) <= *max
            }
            TypeKind::Enum {
                bits,
                values,
                numbered,
                ..
            } => *numbered || values.len() as u64 == 1u64 << bits,
            TypeKind::Bitmask { .. } => false,
            TypeKind::Wide { width, .. } => *width == 64,
        }
    }

    /// Whether the encoded value `raw` is legal (for the overlap proof).
    pub fn legal(&self, raw: u64) -> bool {
        match self {
            TypeKind::Uimm {
                scale,
                offset,
                min,
                max,
                ..
            } => {
                let v = (raw as i64)
                    .saturating_mul(*scale as i64)
                    .saturating_add(*offset);
                *min <= v && v <= *max
            }
            TypeKind::Enum {
                values, numbered, ..
            } => *numbered || values.iter().any(|(_, v)| u64::from(*v) == raw),
            TypeKind::Bitmask { width, .. } => {
                let (n, immr, imms) = if *width == 64 {
                    ((raw >> 12) & 1, (raw >> 6) & 63, raw & 63)
                } else {
                    (0, (raw >> 6) & 63, raw & 63)
                };
                let _ = immr;
                let combined = (n << 6) | (!imms & 63);
                if combined == 0 {
                    return false;
                }
                let len = 63 - combined.leading_zeros();
                if len < 1 || (1u32 << len) > *width {
                    return false;
                }
                let levels = (1u64 << len) - 1;
                (imms & levels) != levels
            }
            TypeKind::Wide { width, .. } => *width == 64 || (raw >> 16) < 2,
            _ => true,
        }
    }
}

/// A field of an encoding: `width` bits starting at bit `lo`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// The name, such as `Rd`.
    pub name: String,
    /// Lowest bit.
    pub lo: u32,
    /// Width in bits.
    pub width: u32,
}

impl Field {
    /// The field's bits within a word.
    pub fn mask(&self) -> u32 {
        (((1u64 << self.width) - 1) as u32) << self.lo
    }
}

/// An operand of an encoding or alias.
#[derive(Debug, Clone)]
pub struct Operand {
    /// The name used in the template.
    pub name: String,
    /// Its documentation (may be empty).
    pub doc: String,
    /// Index into [`Isa::types`].
    pub ty: usize,
    /// Indices of the fields (of the encoding, or of the aliased encoding), most significant
    /// first; empty when the operand is computed by `decode`.
    pub fields: Vec<usize>,
    /// In an alias: the value computed from the aliased encoding's fields.
    pub decode: Option<Expr>,
}

/// A piece of an assembly template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Literal text.
    Text(String),
    /// An operand (index into the operands).
    Operand(usize),
    /// An optional group: printed when an operand inside differs from its default.
    Optional(Vec<Piece>),
}

/// An encoding.
#[derive(Debug, Clone)]
pub struct Encoding {
    /// The name, such as `ADD_X_imm`.
    pub name: String,
    /// Its documentation.
    pub doc: String,
    /// Where it is declared.
    pub loc: Loc,
    /// Bits fixed by the pattern.
    pub mask: u32,
    /// Their values.
    pub value: u32,
    /// Fields, most significant first.
    pub fields: Vec<Field>,
    /// Operands, in template order.
    pub operands: Vec<Operand>,
    /// The template.
    pub template: Vec<Piece>,
    /// The template text as written.
    pub asm: String,
}

impl Encoding {
    /// The mnemonic: the template text before the first space or operand.
    pub fn mnemonic(&self) -> String {
        mnemonic(&self.template)
    }
}

/// The mnemonic of a template: its text before the first space or operand.
pub fn mnemonic(template: &[Piece]) -> String {
    let mut out = String::new();
    for p in template {
        match p {
            Piece::Text(t) => {
                for c in t.chars() {
                    if c == ' ' {
                        return out;
                    }
                    out.push(c);
                }
            }
            _ => return out,
        }
    }
    out
}

/// An alias of an encoding.
#[derive(Debug, Clone)]
pub struct Alias {
    /// The name, such as `CMP_X_imm`.
    pub name: String,
    /// Its documentation.
    pub doc: String,
    /// Where it is declared.
    pub loc: Loc,
    /// The encoding it spells (index into [`Isa::encodings`]).
    pub of: usize,
    /// Operands; their fields index the aliased encoding's fields.
    pub operands: Vec<Operand>,
    /// The template.
    pub template: Vec<Piece>,
    /// The template text as written.
    pub asm: String,
    /// Fields of the aliased encoding with a fixed value.
    pub set: Vec<(usize, u32)>,
    /// Fields computed from operand values.
    pub encode: Vec<(usize, Expr)>,
    /// Extra printing condition over the aliased encoding's fields.
    pub when: Option<Expr>,
    /// Condition over the operand values for accepting them.
    pub requires: Option<Expr>,
    /// Whether LLVM prints this spelling when its condition holds.
    pub print: bool,
}
