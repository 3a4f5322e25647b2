//! A lowering table as written (`kind: lower`): the IR table it reads gates from (`source`), the
//! LIR table it builds instructions of (`target`), how source types and condition codes map to the target's, and the rules. Every scalar keeps its
//! position; nothing is checked beyond its shape here (`validate` does the rest).

use serde::Deserialize;

use crate::front::syntax::Entries;
use crate::front::syntax::S;

crate::front::kind::spec_document! {
    /// One file of a lowering table (`kind: lower`).
    pub struct LowerDocument {
        kind: LowerTag,
        /// The table whose instructions are lowered, relative to this file: a gate graph
        /// (`kind: ir`) or a block-structured IR (`kind: cfg`).
        pub source: S<String>,
        /// The Rust path of the module generated from `source`: for a `kind: ir` source the one
        /// holding `Opcode` and `MachineType`, such as `ir_core::opcode`; for a `kind: cfg`
        /// source the one holding its `Opcode`, `Type` and `imm`.
        pub source_path: S<String>,
        /// The groups of source instructions that must each have rules or be marked
        /// `unsupported`: levels of a `kind: ir` source (such as `MIR`), classes of a `kind: cfg`
        /// source (with their subclasses). Without it, every instruction of the source must.
        #[serde(default)]
        pub cover: Option<Vec<S<String>>>,
        /// The source instructions that are constants (a `kind: cfg` source): each has one
        /// integer immediate, its value, which `const:` input patterns and `#inN` read. A
        /// `kind: ir` source's constants are what its driver's `constant` says, and its
        /// `CONSTANT` gate for the overlap checks.
        #[serde(default)]
        pub constants: Option<Vec<S<String>>>,
        /// The `kind: cfg` table with a `machine` (a LIR) that rules build, relative to this file.
        pub target: S<String>,
        /// The Rust path of the module generated from `target`, such as `crate::lir`.
        pub target_path: S<String>,
        /// Each source type a lowered value may have, mapped to the target type that holds it.
        pub types: Entries<S<String>>,
        /// How the cases of a source bitfield enum map to the cases of a target immediate kind.
        #[serde(default)]
        pub conditions: Vec<ConditionDecl>,
        /// The rules, in any order; priorities decide between rules that match the same gate.
        pub rules: Vec<RuleDecl>,
    }
}

crate::front::kind::kind_tag! {
    /// The `kind:` value of lowering tables.
    pub enum LowerTag {
        /// `kind: lower`.
        Lower = "lower"
    }
    /// The lowering kind of table.
    pub struct LowerKind: "rules lowering an IR's gates into a LIR's instructions";
}

/// A map from the cases of a source bitfield enum to the cases of a target immediate kind.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ConditionDecl {
    /// The source table's bitfield enum, such as `IcmpCond`.
    #[serde(rename = "enum")]
    pub enumeration: S<String>,
    /// The target table's immediate kind with cases, such as `cond`.
    pub imm: S<String>,
    /// Source case to target case; a source case left out cannot be lowered through `#cond`.
    pub map: Entries<S<String>>,
}

/// A lowering rule: a pattern over one gate (and optionally its inputs) and what it becomes.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RuleDecl {
    /// The gate it lowers, such as `ADD`.
    pub gate: S<String>,
    /// What the rule is for, when the steps do not say it.
    #[serde(default)]
    pub doc: Option<S<String>>,
    /// The controlling types it applies to (default: every type of `types`): the gate's own
    /// type when its output is typed by the gate, else the type of its first data input.
    #[serde(default)]
    pub types: Option<Vec<S<String>>>,
    /// The types of the first data input it applies to (conversions), default all.
    #[serde(default)]
    pub from: Option<Vec<S<String>>>,
    /// The cases of the gate's bitfield enum it applies to, default all.
    #[serde(default)]
    pub cond: Option<Vec<S<String>>>,
    /// Conditions on data inputs, keyed `in0`, `in1`, ...
    #[serde(default)]
    pub inputs: Entries<InputPattern>,
    /// Higher first; rules that can match the same gate need different priorities.
    #[serde(default)]
    pub priority: Option<S<i64>>,
    /// The target instructions, one step per line: `[name[:type] =] instruction operand, ...`.
    #[serde(default)]
    pub steps: Option<Vec<S<String>>>,
    /// A hand-written method of the driver that lowers the gate instead of `steps`.
    #[serde(default)]
    pub custom: Option<S<String>>,
    /// Marks the gate as not lowered, with the reason (no `steps`, `custom`, `inputs` or
    /// `priority`); with `types`, `from` or `cond`, refuses only those gates, below every rule.
    #[serde(default)]
    pub unsupported: Option<S<String>>,
}

/// A condition on one data input of the matched gate.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct InputPattern {
    /// The input is a constant gate whose value fits this immediate kind of the target; steps
    /// read it as `#inN` and the constant is not materialized for this use.
    #[serde(rename = "const", default)]
    pub constant: Option<S<String>>,
    /// The input is a gate with this opcode used by nothing else in the same block; it is
    /// absorbed (not lowered on its own) and steps read its inputs as `inN.inM`.
    #[serde(default)]
    pub gate: Option<S<String>>,
    /// The input's controlling type is one of these (for an absorbed gate, its own controlling
    /// type, such as the operand type of an absorbed compare).
    #[serde(default)]
    pub types: Option<Vec<S<String>>>,
    /// With `gate`: the absorbed gate's condition (its bitfield enum, or a `kind: cfg`
    /// instruction's first enum immediate) is one of these cases.
    #[serde(default)]
    pub cond: Option<Vec<S<String>>>,
}
