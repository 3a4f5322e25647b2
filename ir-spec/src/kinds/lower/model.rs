//! The checked model of a lowering table: every name resolved against the source IR table and
//! the target LIR table, every step typed, and the rules of each gate ordered by priority. The
//! generator and the docs read only this.

use crate::front::source::{Loc, SourceMap};

/// A checked lowering table.
#[derive(Clone, Debug)]
pub struct Lowering {
    /// The files it came from.
    pub sources: SourceMap,
    /// Its name, such as `lower_arm64`.
    pub name: String,
    /// What it describes.
    pub doc: String,
    /// The source table's file, as written.
    pub source_spec: String,
    /// Where the table names its source (coverage findings point there).
    pub source_loc: Loc,
    /// The Rust path of the source's opcode module.
    pub source_path: String,
    /// Whether the source is a gate graph or a block-structured IR.
    pub source_kind: super::source::SourceKind,
    /// The source's constant instructions (a `kind: cfg` source) with the position of the
    /// immediate holding their value.
    pub constants: Vec<(String, usize)>,
    /// Where the operands of each source instruction are (a `kind: cfg` source), by name.
    pub source_slots: Vec<(String, super::source::Slots)>,
    /// The target table's file, as written.
    pub target_spec: String,
    /// The Rust path of the target's generated module.
    pub target_path: String,
    /// The source types that may be lowered, each with its target type; a type mask bit `i`
    /// means `types[i]`.
    pub types: Vec<TypeMap>,
    /// Condition maps.
    pub conditions: Vec<CondMap>,
    /// Every file the source and target tables were read from (a build reruns when one changes).
    pub inputs: Vec<std::path::PathBuf>,
    /// One entry per source gate that has rules or is marked unsupported, in the source's order.
    pub gates: Vec<GateRules>,
}

/// A source type and the target type holding its values.
#[derive(Clone, Debug)]
pub struct TypeMap {
    /// The source type's name, such as `I8`.
    pub source: String,
    /// The target type's name, such as `i32`.
    pub target: String,
    /// Whether the source type is a compound family (`ptr`, every `*T` of a `kind: cfg`
    /// source), whose values of every structure the target type holds.
    pub family: bool,
}

/// How one source bitfield enum maps to one target immediate kind.
#[derive(Clone, Debug)]
pub struct CondMap {
    /// The source enum's name.
    pub enumeration: String,
    /// The target immediate kind's name.
    pub imm: String,
    /// (source case name, its bitfield value, target case name).
    pub cases: Vec<(String, u64, String)>,
}

/// The rules of one gate.
#[derive(Clone, Debug)]
pub struct GateRules {
    /// The gate's name, such as `ADD`.
    pub gate: String,
    /// Whether the gate's controlling type is its own output type (else its first input's, or
    /// its own when it has no data inputs).
    pub typed_by_output: bool,
    /// The gate's output type when the table fixes it (such as `I1` for a compare).
    pub output: Option<String>,
    /// The index into [`Lowering::conditions`] of its bitfield enum's map, if it has one.
    pub condition: Option<usize>,
    /// Where its operands are (a `kind: cfg` source; empty for gates).
    pub slots: super::source::Slots,
    /// Why it is not lowered, when the whole gate is marked unsupported.
    pub unsupported: Option<String>,
    /// Its rules, highest priority first (then in file order); refusals of part of the gate
    /// ([`Action::Unsupported`]) come last.
    pub rules: Vec<Rule>,
}

/// One rule.
#[derive(Clone, Debug)]
pub struct Rule {
    /// A number unique in the table (file order), used to name generated functions.
    pub id: usize,
    /// Where it is written.
    pub loc: Loc,
    /// Its priority (higher first).
    pub priority: i64,
    /// Its doc, if written.
    pub doc: Option<String>,
    /// Controlling types it applies to (a mask over [`Lowering::types`]).
    pub types: u64,
    /// Types of the first data input it applies to.
    pub from: u64,
    /// Bitfield values it applies to, `None` for all.
    pub cond: Option<Vec<u64>>,
    /// Conditions on data inputs.
    pub inputs: Vec<InputRule>,
    /// What it produces.
    pub action: Action,
}

/// A condition on data input `index`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputRule {
    /// The input's position among the data inputs.
    pub index: usize,
    /// What it must be.
    pub pattern: Pattern,
    /// Its controlling types (a mask over [`Lowering::types`]).
    pub types: u64,
    /// For an absorbed gate, the cases of its condition it must have (`None`: any).
    pub cond: Option<Vec<u64>>,
}

/// What an input must be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// Any gate (only its types are constrained).
    Any,
    /// A constant fitting the target immediate kind `imm`, whose values run `min..=max`.
    Const {
        /// The immediate kind.
        imm: String,
        /// Smallest value.
        min: i128,
        /// Largest value.
        max: i128,
    },
    /// A gate with this opcode, absorbed into the rule.
    Gate(String),
}

/// What a rule produces.
#[derive(Clone, Debug)]
pub enum Action {
    /// Target instructions.
    Steps(Vec<Step>),
    /// A hand-written method of the driver.
    Custom(String),
    /// A refusal (`unsupported` with `types`, `from` or `cond`): gates it matches are not
    /// lowered, for this reason. Its priority is [`REFUSAL_PRIORITY`].
    Unsupported(String),
}

/// The priority of a refusal: below every rule's, so it takes only what no rule lowers.
pub const REFUSAL_PRIORITY: i64 = i64::MIN;

/// One target instruction of a rule.
#[derive(Clone, Debug)]
pub struct Step {
    /// The step as written.
    pub text: String,
    /// The target instruction's name (its builder method).
    pub inst: String,
    /// The value it defines: `None`, the gate's value (`out`) or a temporary (index).
    pub def: Def,
    /// The target type passed for each result whose type the operands do not decide (`None`:
    /// the gate's own target type).
    pub result_types: Vec<Option<String>>,
    /// The operands in the instruction's order.
    pub args: Vec<Arg>,
}

/// The value a step defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Def {
    /// Nothing (or a result left unused).
    None,
    /// The gate's own value.
    Out,
    /// Temporary number `n` of the rule.
    Temp(usize),
}

/// One operand of a step, resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// The value of data input N.
    Input(usize),
    /// The value of input M of absorbed input N.
    InputOf(usize, usize),
    /// Temporary `n`.
    Temp(usize),
    /// The gate's own value (defined by an earlier step).
    Out,
    /// Data inputs N.. as a list.
    Rest(usize),
    /// Branch target 0 (then) or 1 (else).
    Target(usize),
    /// An integer immediate.
    Int(i64),
    /// The value of constant input N.
    ConstOf(usize),
    /// The gate's bitfield (for a `kind: cfg` source, its first integer immediate).
    Bitfield,
    /// The source instruction's integer immediate at this operand position (`#name`, a
    /// `kind: cfg` source).
    Imm(usize),
    /// A case of a target enum immediate, from the gate's bitfield (`None`) or an absorbed
    /// input's (`Some(n)`): the immediate kind and the condition map's index.
    Cond {
        /// The absorbed input, or `None` for the gate itself.
        of: Option<usize>,
        /// The target immediate kind.
        imm: String,
        /// Index into [`Lowering::conditions`].
        map: usize,
    },
    /// A fixed case of a target enum immediate.
    Case {
        /// The target immediate kind.
        imm: String,
        /// The case.
        case: String,
    },
}
