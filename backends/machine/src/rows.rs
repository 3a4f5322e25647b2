//! The metadata rows the generated machine layer fills (`FORMS`, `ALIASES`): an encoding's
//! fields ([`FieldInfo`]), an encoding ([`FormInfo`]) and an alias ([`AliasInfo`]).

/// A field of an encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldInfo {
    /// Its name in the table.
    pub name: &'static str,
    /// Lowest bit.
    pub lo: u32,
    /// Width in bits.
    pub width: u32,
}

/// A row of `FORMS`: one encoding of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormInfo {
    /// Its name in the table, such as `ADD_X_imm`.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// Its LLVM-syntax template.
    pub asm: &'static str,
    /// Its mnemonic.
    pub mnemonic: &'static str,
    /// Fixed bits.
    pub mask: u32,
    /// Their values.
    pub value: u32,
    /// Its fields, most significant first.
    pub fields: &'static [FieldInfo],
}

/// A row of `ALIASES`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasInfo<F> {
    /// Its name in the table.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// Its template.
    pub asm: &'static str,
    /// Its mnemonic.
    pub mnemonic: &'static str,
    /// The encoding it spells (the generated `Form`).
    pub of: F,
    /// Whether LLVM prints it (otherwise it is only accepted).
    pub printed: bool,
    /// Fields it fixes, as a mask of the word.
    pub set_mask: u32,
    /// Their values.
    pub set_value: u32,
}
