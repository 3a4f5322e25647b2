//! The model every kind shares: a documented, located name ([`Named`]) and a class of a class
//! tree ([`Class`]), whose classes each own one contiguous range of opcodes. Each kind's own
//! model module holds the rest of its checked model.

use super::source::Loc;

/// Index of a gate in an IR's gates (`Spec::gates`); equal to its opcode number.
pub type OpcodeId = usize;
/// Index of a class in a class tree, such as an IR's `Spec::classes` (depth-first order).
pub type ClassId = usize;

/// A documented name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// The name as written.
    pub name: String,
    /// Its documentation.
    pub doc: String,
    /// Where it is declared.
    pub loc: Loc,
}

impl Named {
    /// Whether this item's doc is empty (used by generators to skip empty doc attributes).
    pub fn has_doc(&self) -> bool {
        !self.doc.is_empty()
    }
}

/// A class of the class tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Class {
    /// Name and doc.
    pub named: Named,
    /// The parent class.
    pub parent: Option<ClassId>,
    /// Child classes, in declaration order.
    pub children: Vec<ClassId>,
    /// Depth in the tree (top-level classes have depth 0).
    pub depth: usize,
    /// First opcode of the class's range.
    pub start: OpcodeId,
    /// One past the last opcode of the class's range.
    pub end: OpcodeId,
}

impl Class {
    /// Whether the class has no subclasses.
    pub fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }
}
