//! What an operand of a `kind: cfg` instruction takes ([`OperandKind`]) and what an immediate
//! kind's values number ([`Refers`]).

/// What of the module an immediate kind's values number (`refers:` in a `kind: cfg` table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refers {
    /// A function of the module, by position: an instruction with such an operand is a call,
    /// whose value operands after it are the arguments and whose results are the callee's.
    Function,
    /// A global of the module, by position.
    Global,
}

/// What an operand of a `kind: cfg` instruction takes. `Types` is the set of allowed types,
/// `Imm` names the immediate kind (an index into the table's kinds in the generator, the kind's
/// `static` row in the runtime), `Index` numbers operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperandKind<Types, Imm, Index> {
    /// A value whose type is in `types`, and equal to that of operand `same` when given.
    Value {
        /// The allowed types.
        types: Types,
        /// The earlier value operand whose type this one has.
        same: Option<Index>,
    },
    /// An immediate of this kind.
    Imm(Imm),
    /// A block target with arguments for the block's parameters.
    Block,
}
