//! The checked ISA model: what an instruction-set table means once every name is resolved and
//! every encoding proven to cover one of the table's word widths. The ISA code generator reads
//! only this. Nothing in it is specific to one target: register classes say how many registers
//! they have, how wide their field is and how each is spelt, and operand kinds a target adds
//! come through its [`OperandCodec`](super::codec::OperandCodec).

use crate::front::source::{Loc, SourceMap};

pub use super::codec::CodecType;
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
    /// The widths of its encodings in bits, ascending (`[32]` for A64, `[16, 32]` for RISC-V with
    /// the C extension). A narrower encoding occupies the low bits of the word.
    pub widths: Vec<u32>,
    /// The expression builtins it declares.
    pub builtins: Vec<Builtin>,
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
    /// Width of the register field in bits.
    pub bits: u32,
    /// Number of registers (field values `0..count`).
    pub count: u32,
    /// The register number of field value 0 (8 for RISC-V's 3-bit compressed registers).
    pub offset: u32,
    /// Register numbers the class does not hold (their field values belong to other encodings).
    pub exclude: Vec<u32>,
    /// Registers spelt by name rather than `prefix` and number, with their numbers (printed).
    pub names: Vec<(String, u32)>,
    /// Other accepted spellings and their numbers (parse only).
    pub also: Vec<(String, u32)>,
}

impl RegClass {
    /// How the register in field value `raw` is printed.
    pub fn spelling(&self, raw: u32) -> String {
        let n = raw + self.offset;
        self.names
            .iter()
            .find(|(_, v)| *v == n)
            .map_or_else(|| format!("{}{n}", self.prefix), |(s, _)| s.clone())
    }

    /// Whether field value `raw` is a register of the class.
    pub fn legal(&self, raw: u64) -> bool {
        raw < u64::from(self.count)
            && !self
                .exclude
                .iter()
                .any(|&x| u64::from(x) == raw + u64::from(self.offset))
    }

    /// The legal register numbers in words: `0..=31`, `8..=15`, `1..=31`, or a range with
    /// exceptions.
    pub fn legal_text(&self) -> String {
        let numbers: Vec<u32> = (0..self.count)
            .filter(|&r| self.legal(u64::from(r)))
            .map(|r| r + self.offset)
            .collect();
        let (Some(&lo), Some(&hi)) = (numbers.first(), numbers.last()) else {
            return "none".into();
        };
        let holes: Vec<String> = (lo..=hi)
            .filter(|n| !numbers.contains(n))
            .map(|n| n.to_string())
            .collect();
        if holes.is_empty() {
            format!("{lo}..={hi}")
        } else {
            format!("{lo}..={hi} except {}", holes.join(", "))
        }
    }
}

/// An unsigned immediate's encoding: value = encoded * `scale` + `offset`, within
/// `min..=max`.
#[derive(Debug, Clone, PartialEq)]
pub struct Unsigned {
    /// Encoded width.
    pub bits: u32,
    /// Multiplier.
    pub scale: u64,
    /// Added after scaling.
    pub offset: i64,
    /// Smallest legal value.
    pub min: i64,
    /// Largest legal value.
    pub max: i64,
    /// Printed in hexadecimal.
    pub hex: bool,
}

impl Unsigned {
    /// Whether every encoding of the field is a legal value.
    pub fn is_total(&self) -> bool {
        let top = ((1u64 << self.bits) - 1) as i64;
        self.min <= self.offset
            && top
                .saturating_mul(self.scale as i64)
                .saturating_add(self.offset)
                <= self.max
    }

    /// Whether `v` is a legal value: within `min..=max` and `offset` plus a multiple of `scale`.
    pub fn holds(&self, v: i64) -> bool {
        (self.min..=self.max).contains(&v) && (v - self.offset).rem_euclid(self.scale as i64) == 0
    }

    /// The value that encoding `raw` stands for.
    pub fn value(&self, raw: i64) -> i64 {
        raw * self.scale as i64 + self.offset
    }
}

/// The kind of an operand type, with its parameters.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeKind {
    /// A register of a class.
    Reg {
        /// Index into [`Isa::registers`].
        class: usize,
        /// Width of the register field.
        bits: u32,
    },
    /// An unsigned immediate: value = encoded * scale + offset, within `min..=max`.
    Uimm(Unsigned),
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
        /// What precedes the number of an unnamed value: `#` or nothing.
        number_prefix: String,
    },
    /// A kind a target adds through its codec (A64's logical and float immediates).
    Codec(CodecType),
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
            TypeKind::Reg { bits, .. }
            | TypeKind::Uimm(Unsigned { bits, .. })
            | TypeKind::Simm { bits, .. }
            | TypeKind::Enum { bits, .. } => *bits,
            TypeKind::Codec(c) => c.codec.bits(&c.params),
            TypeKind::Flag { .. } => 1,
        }
    }

    /// Whether an operand of this kind has an integer value usable in expressions.
    pub fn is_integer(&self) -> bool {
        match self {
            TypeKind::Codec(c) => c.codec.is_integer(&c.params),
            _ => true,
        }
    }

    /// Whether every encoded value of the width is legal (so decoding cannot fail), given the
    /// register classes of `isa`.
    pub fn is_total(&self, registers: &[RegClass]) -> bool {
        match self {
            TypeKind::Reg { class, bits } => {
                let c = &registers[*class];
                (0..1u64 << bits).all(|r| c.legal(r))
            }
            TypeKind::Simm { .. } | TypeKind::Flag { .. } => true,
            TypeKind::Uimm(u) => u.is_total(),
            TypeKind::Enum {
                bits,
                values,
                numbered,
                ..
            } => *numbered || values.len() as u64 == 1u64 << bits,
            TypeKind::Codec(c) => c.codec.is_total(&c.params),
        }
    }

    /// Whether the encoded value `raw` is legal (for the overlap proof), given the register
    /// classes.
    pub fn legal(&self, registers: &[RegClass], raw: u64) -> bool {
        match self {
            TypeKind::Reg { class, .. } => registers[*class].legal(raw),
            TypeKind::Uimm(u) => {
                let v = (raw as i64)
                    .saturating_mul(u.scale as i64)
                    .saturating_add(u.offset);
                (u.min..=u.max).contains(&v)
            }
            TypeKind::Enum {
                values, numbered, ..
            } => *numbered || values.iter().any(|(_, v)| u64::from(*v) == raw),
            TypeKind::Codec(c) => c.codec.legal(&c.params, raw),
            TypeKind::Simm { .. } | TypeKind::Flag { .. } => true,
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
    /// Width in bits (one of [`Isa::widths`]); a narrower encoding occupies the low bits.
    pub width: u32,
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
    /// The wider instruction this narrower encoding stands for (`expands:`), if any.
    pub expands: Option<Expansion>,
}

/// What a narrower encoding stands for: the wider instruction it expands to, under a
/// condition, and the wider spellings compressed into it.
#[derive(Debug, Clone)]
pub struct Expansion {
    /// Condition over the narrow encoding's operands (`NameRef::Operand`) under which it
    /// stands for the wider instruction.
    pub when: Option<Expr>,
    /// The condition as written.
    pub when_text: Option<String>,
    /// A further condition over the narrow encoding's operands for compressing into it.
    pub compress_when: Option<Expr>,
    /// That condition as written.
    pub compress_when_text: Option<String>,
    /// The expansion first, then the wider spellings only compressed (`also_compresses`), in
    /// the order written.
    pub patterns: Vec<WidePattern>,
}

/// A wider instruction written with a narrower encoding's operands.
#[derive(Debug, Clone)]
pub struct WidePattern {
    /// The text as written.
    pub text: String,
    /// The wider encoding (index into [`Isa::encodings`]).
    pub of: usize,
    /// For each operand of the wider encoding, in its order: what gives its value.
    pub operands: Vec<Slot>,
}

/// The value of one operand of a [`WidePattern`]'s wider encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// The narrow encoding's operand of this index (a register by its number, an immediate by
    /// its value).
    Operand(usize),
    /// A fixed value: a register number or an immediate value.
    Fixed(i64),
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
