//! Opcode metadata rows: owns [`OpcodeInfo`], one row of a generated `OPCODE_INFO` table (name,
//! doc, class, level, flags, wire shape, root, bitfield, fields), and the fixed vocabulary its
//! cells use: [`BitfieldKind`], [`BitfieldInfo`] and [`FieldInfo`].

use crate::{OpcodeEnum, WireShape};

/// What the bitfield means.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BitfieldKind {
    /// Unused.
    None,
    /// Counts the variadic input.
    Count,
    /// Holds a case of the named enum.
    Enum(&'static str),
    /// Raw bits of this width.
    Bits(u8),
}

/// The bitfield's meaning and its documentation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BitfieldInfo {
    /// What kind of value it holds.
    pub kind: BitfieldKind,
    /// What it means, from the spec.
    pub doc: &'static str,
    /// The legal values of an enum bitfield, ascending (empty for other kinds).
    pub values: &'static [u64],
    /// The spec names of those values, in the same order.
    pub names: &'static [&'static str],
    /// Whether raw bits are a value of the gate's type (a constant's, a case's: a 64-bit integer
    /// for a gate without one), which the text format reads by that type.
    pub value: bool,
}

/// A per-instance field of an opcode, as the spec declares it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FieldInfo {
    /// The field's name.
    pub name: &'static str,
    /// Its Rust type, as written in the spec.
    pub ty: &'static str,
    /// Its documentation.
    pub doc: &'static str,
}

/// Static facts about one opcode, from the spec.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OpcodeInfo<Op: OpcodeEnum> {
    /// The name used in the spec, such as `ADD`.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// Its leaf class.
    pub class: Op::Class,
    /// Its level, when it belongs to one.
    pub level: Option<Op::Level>,
    /// Its flags.
    pub flags: Op::Flags,
    /// Its wires.
    pub shape: &'static WireShape<Op>,
    /// The root list registering it.
    pub root: Option<Op>,
    /// Its bitfield.
    pub bitfield: BitfieldInfo,
    /// Per-instance fields other than the bitfield: name, Rust type and doc.
    pub fields: &'static [FieldInfo],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture::{Class, Flags, Op};

    #[test]
    fn a_row_holds_the_spec_s_classes_and_flags() {
        let add = Op::Add.info();
        assert_eq!(
            (add.name, add.class, add.flags),
            ("ADD", Class::Arith, Flags(0))
        );
        assert_eq!(add.level, Some(crate::fixture::Level::Mir));
        assert_eq!(add.root, None);
        assert_eq!(add.bitfield.kind, BitfieldKind::None);
        assert!(add.fields.is_empty());
    }

    #[test]
    fn bitfields_fields_and_roots_reach_the_row() {
        let load = Op::Load.info();
        assert_eq!(load.class, Class::Memory);
        assert_eq!(load.root, Some(Op::Start));
        assert_eq!(load.bitfield.kind, BitfieldKind::Count);
        assert_eq!(load.bitfield.doc, "Number of dependencies.");
        assert_eq!(
            load.fields,
            [FieldInfo {
                name: "offset",
                ty: "i32",
                doc: "Bytes past the address."
            }]
        );
    }

    #[test]
    fn rows_compare_by_content() {
        assert_eq!(*Op::Add.info(), *Op::Add.info());
        assert_ne!(*Op::Add.info(), *Op::Sub.info());
        assert_ne!(BitfieldKind::Bits(3), BitfieldKind::Bits(4));
        assert_ne!(BitfieldKind::Enum("A"), BitfieldKind::Enum("B"));
        assert!(format!("{:?}", Op::Sub.info()).contains("name: \"SUB\""));
    }
}
