//! The ISA table as written: serde types mirroring the YAML of an instruction-set spec
//! (`spec/arm64.yaml`) one to one, with the position of every value kept. Mappings whose keys are
//! names (operand bindings, `set`, `encode`, enum values) are read into [`Entries`], which keeps
//! the order and the position of each key.

use serde::Deserialize;

pub use crate::front::syntax::Entries;
use crate::front::syntax::S;

crate::front::kind::spec_document! {
    /// One file of a machine spec (`kind: isa`).
    pub struct IsaDocument {
        kind: IsaTag,
        /// The widths of the encodings in bits: 16 and/or 32 (default `[32]`). Each encoding's width
        /// is that of its bit pattern; a narrower encoding occupies the low bits of the word.
        #[serde(default)]
        pub widths: Vec<S<u64>>,
        /// The expression builtins the aliases call, each provided by a registered codec crate.
        #[serde(default)]
        pub builtins: Vec<S<String>>,
        /// Register classes.
        #[serde(default)]
        pub registers: Vec<RegisterDecl>,
        /// Operand types other than registers: immediates, enums, labels.
        #[serde(default)]
        pub operand_types: Vec<OperandTypeDecl>,
        /// Operand bindings shared by every encoding: name to type and field.
        #[serde(default)]
        pub operands: Entries<OperandDecl>,
        /// The encodings (instruction forms).
        #[serde(default)]
        pub encodings: Vec<EncodingDecl>,
        /// Aliases: other spellings of an encoding, with the condition under which LLVM prints them.
        #[serde(default)]
        pub aliases: Vec<AliasDecl>,
    }
}

crate::front::kind::kind_tag! {
    /// The `kind:` value of a machine spec.
    pub enum IsaTag {
        /// A machine's instruction set: registers, operands, encodings and aliases.
        Isa = "isa"
    }
    /// The ISA kind of table.
    pub struct IsaKind: "a machine's registers, operands, encodings and aliases";
}

crate::front::syntax::declaration! {
    /// A register class, such as `X` (x0..x30, xzr).
    pub struct RegisterDecl {
        /// The name, such as `X`.
        name,
        /// Its documentation.
        doc,
        /// The prefix of numbered registers, such as `x`.
        pub prefix: S<String>,
        /// Width of the register field in bits (default 5).
        #[serde(default)]
        pub bits: Option<S<u64>>,
        /// Number of registers (default `2^bits`).
        #[serde(default)]
        pub count: Option<S<u64>>,
        /// The register number that field value 0 encodes (default 0; 8 for RISC-V's 3-bit
        /// compressed registers, x8..x15).
        #[serde(default)]
        pub offset: Option<S<u64>>,
        /// Register numbers the class does not hold (such as `x0` where it would be another
        /// instruction).
        #[serde(default)]
        pub exclude: Vec<S<u64>>,
        /// Registers printed by name rather than prefix and number: name to number (`xzr: 31`,
        /// `zero: 0`).
        #[serde(default)]
        pub names: Entries<S<u64>>,
        /// Shorthand for `names: { NAME: 31 }` (`xzr`, `sp`).
        #[serde(default)]
        pub r31: Option<S<String>>,
        /// Other accepted spellings (parse only), such as `lr: 30`.
        #[serde(default)]
        pub also: Entries<S<u64>>,
    }
}

crate::front::syntax::declaration! {
    /// An operand type: an immediate, an enum, a label, a flag, or a kind of a registered codec.
    pub struct OperandTypeDecl {
        /// The name, such as `Imm12`.
        name,
        /// Its documentation.
        doc,
        /// `uimm`, `simm`, `enum` or `flag`, or a kind a registered codec provides (A64's `bitmask`,
        /// `fpimm8`, `wide`).
        pub kind: S<String>,
        /// Width of the encoded value in bits (`uimm`, `simm`, `enum`).
        #[serde(default)]
        pub bits: Option<S<u64>>,
        /// The value is the encoded value times this (`uimm`, `simm`).
        #[serde(default)]
        pub scale: Option<S<u64>>,
        /// The value is the encoded value plus this (`uimm`).
        #[serde(default)]
        pub offset: Option<S<i64>>,
        /// Smallest legal value (`uimm`).
        #[serde(default)]
        pub min: Option<S<i64>>,
        /// Largest legal value (`uimm`).
        #[serde(default)]
        pub max: Option<S<i64>>,
        /// Print in hexadecimal (`uimm`).
        #[serde(default)]
        pub hex: Option<S<bool>>,
        /// A PC-relative target: the value is a byte offset from the instruction (`simm`).
        #[serde(default)]
        pub pcrel: Option<S<bool>>,
        /// Register width the value belongs to: 32 or 64 (`bitmask`, `wide`).
        #[serde(default)]
        pub width: Option<S<u64>>,
        /// The value is the bitwise NOT of the shifted immediate (`wide`, for MOVN).
        #[serde(default)]
        pub inverted: Option<S<bool>>,
        /// The amount a set flag stands for (`flag`: the load/store register-offset `S` bit).
        #[serde(default)]
        pub amount: Option<S<u64>>,
        /// Named values (`enum`).
        #[serde(default)]
        pub values: Entries<S<u64>>,
        /// Other accepted names (parse only, `enum`).
        #[serde(default)]
        pub also: Entries<S<u64>>,
        /// Values without a name print and parse as `#n` (`enum`).
        #[serde(default)]
        pub numbered: Option<S<bool>>,
        /// What precedes the number of an unnamed value (`enum` with `numbered`): `#` (the default)
        /// or nothing (`""`), for an assembler that writes such values as bare numbers.
        #[serde(default)]
        pub number_prefix: Option<S<String>>,
        /// The encoded value an optional template group leaves out.
        #[serde(default)]
        pub default: Option<S<u64>>,
    }
}

/// An operand binding: a type and the field(s) it lives in, or, in an alias, how its value is
/// computed from the fields of the aliased encoding.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OperandDecl {
    /// A register class or an operand type.
    #[serde(rename = "type")]
    pub ty: S<String>,
    /// The field holding the operand.
    #[serde(default)]
    pub field: Option<S<String>>,
    /// Several fields, most significant first, concatenated.
    #[serde(default)]
    pub fields: Vec<S<String>>,
    /// In an alias: the operand's value as an expression over the aliased encoding's fields.
    #[serde(default)]
    pub decode: Option<S<String>>,
    /// Its documentation.
    #[serde(default)]
    pub doc: Option<S<String>>,
}

crate::front::syntax::declaration! {
    /// One encoding: a 16- or 32-bit pattern of fixed bits and fields, operands and an assembly template.
    pub struct EncodingDecl {
        /// The name, such as `ADD_X_imm`.
        name,
        /// Its documentation.
        doc,
        /// The bit pattern, most significant bit first: `0`/`1` runs and `field:width`.
        pub bits: S<String>,
        /// The LLVM-syntax template: `{operand}`, optional groups `<...>`.
        pub asm: S<String>,
        /// Bindings local to this encoding (they hide shared ones of the same name).
        #[serde(default)]
        pub operands: Entries<OperandDecl>,
        /// On an encoding narrower than the table's widest: the wider instruction it stands for,
        /// written in the table's asm syntax with this encoding's operands (`addi {nzrd}, {nzrd},
        /// {cimm}`). A name written twice ties those operands of the wider form; literal text (`sp`,
        /// `zero`, `0`) fixes one. The generated `Inst::expand` gives that instruction and
        /// `Inst::compress` turns it back into this encoding.
        #[serde(default)]
        pub expands: Option<S<String>>,
        /// With `expands`: the condition, over this encoding's operands, under which it stands for
        /// its expansion (`cimm != 0`); the other values are hints, neither expanded nor produced by
        /// compression.
        #[serde(default)]
        pub expands_when: Option<S<String>>,
        /// With `expands`: a further condition, over this encoding's operands, for compressing into
        /// it (`cimm != 0` where LLVM prints `c.addi a0, 0` as `mv a0, a0` but compresses that
        /// to `c.mv`).
        #[serde(default)]
        pub compresses_when: Option<S<String>>,
        /// With `expands`: other wide spellings compressed into this encoding but not produced by
        /// expanding it (commuted operands, `add {rd}, zero, {nzrs2}` for `c.mv`), in the same syntax.
        #[serde(default)]
        pub also_compresses: Vec<S<String>>,
    }
}

crate::front::syntax::declaration! {
    /// An alias of an encoding.
    pub struct AliasDecl {
        /// The name, such as `CMP_X_imm`.
        name,
        /// Its documentation.
        doc,
        /// The encoding it spells.
        pub of: S<String>,
        /// Its template.
        pub asm: S<String>,
        /// Bindings local to this alias.
        #[serde(default)]
        pub operands: Entries<OperandDecl>,
        /// Fields with a fixed value.
        #[serde(default)]
        pub set: Entries<S<u64>>,
        /// Fields computed from the alias's operands.
        #[serde(default)]
        pub encode: Entries<S<String>>,
        /// Extra condition (over the encoding's fields) for printing the alias.
        #[serde(default)]
        pub when: Option<S<String>>,
        /// Condition (over the alias's operands) for accepting the alias's operands.
        #[serde(default)]
        pub requires: Option<S<String>>,
        /// Whether LLVM prints this spelling when the condition holds (default `true`); `false` for
        /// spellings that are only accepted.
        #[serde(default)]
        pub print: Option<S<bool>>,
    }
}
