//! `opforge-cfg`: the runtime of block-structured SSA IRs generated from `kind: cfg` tables.
//!
//! A [`Function`] is a list of blocks (the first is the entry); a block has typed parameters and
//! instructions, and ends with exactly one terminator, whose block targets pass arguments to
//! the targets' parameters (block parameters take the place of phis). Values are SSA: each is
//! defined once, as a block parameter or an instruction result. Everything is generic over the
//! generated `Opcode` (which implements [`CfgOpcode`]), whose metadata rows say each
//! instruction's operands (values of a type constraint, immediates, block targets), results and
//! whether it terminates a block.
//!
//! - [`spec`]: the traits and rows the generated layer provides; [`types`]: pointer and array
//!   types (`*[3 x i32]`), numbered by an interner each such layer holds;
//! - [`function`]: blocks, instructions, values, def-use chains ([`DefUse`],
//!   [`Function::replace_all_uses`]); [`builder`]: appending instructions (the
//!   generated `InstBuilder` adds typed methods);
//! - [`imm`]: the checked integer types of the builders' immediates;
//! - [`flow`]: successors, predecessors, reverse post-order, dominators (Cooper–Harvey–Kennedy),
//!   critical edges;
//! - [`text`]: the `.clif`-like text format, printed and parsed with numbers kept;
//! - [`verify`]: the named checks and their report;
//! - [`module`]: functions and globals together, calls checked against their callees and
//!   global references against the globals, and the module's text format;
//! - [`lir`]: the allocation policies, register classes and emission errors of a LIR table;
//! - [`ssa`]: SSA construction from a front end's variables (Braun et al.), block parameters
//!   in place of phis;
//! - [`lower`]: the generic driver that lowers a function of one IR into another with the rules
//!   a `kind: lower` table generates ([`include_lower!`]).
//!
//! `docs/cfg.md` maps each item of the SysY IR's verification list to the check that covers it.
//! The crate depends on no generator: a table's layer comes from `ir_spec::Builder` in a build
//! script and is included with [`include_cfg!`].

pub mod builder;
pub mod flow;
pub mod function;
pub mod imm;
pub mod lir;
pub mod lower;
pub mod module;
pub mod spec;
pub mod ssa;
pub mod text;
pub mod types;
pub mod verify;

pub use builder::Builder;
pub use flow::{ControlFlow, DomTree, split_critical_edges};
pub use function::{
    Block, BlockCall, DefUse, Function, Inst, InstData, InstMut, Operand, Use, Uses, Value,
    ValueData, ValueDef,
};
pub use imm::{ImmOutOfRange, Immediate, SImm, UImm};
pub use module::{
    Callee, Extern, Global, Init, Module, ModuleCheck, ModuleFinding, ModuleReport, Scalar,
    parse_module, print_module, verify_module,
};
pub use opforge_ir::OpcodeRange;
pub use spec::{
    AddressError, CfgOpcode, ImmInfo, ImmKind, InstInfo, NotACase, OperandInfo, OperandKind,
    Refers, ResultInfo, Shape, TypeOf, TypeSet, UnknownName, ValueType, address_type, malformed,
    opcode_named, pointee, type_named,
};
pub use ssa::{Ssa, SsaError, Variable};
pub use text::{ParseError, parse, print};
pub use types::{Compound, Interner, TypeError, parse_type};
pub use verify::{Check, Finding, Report, VerifyOptions, verify, verify_with};

/// Includes a block-structured IR layer that `ir_spec::Builder` generated into `OUT_DIR`, by
/// file name, into the calling module: `Type`, `type_set`, `flag`, `imm`, `Class`,
/// `class_range`, `Opcode`, `INST_INFO` and the `InstBuilder` trait.
///
/// ```text
/// // build.rs
/// fn main() {
///     ir_spec::Builder::new().spec("spec/mylir.yaml").generate().unwrap_or_else(|e| e.exit());
/// }
/// // src/lir.rs
/// opforge_cfg::include_cfg!("mylir.rs");
/// ```
#[macro_export]
macro_rules! include_cfg {
    ($file:literal) => {
        // A crate uses some of the generated items, rarely all.
        #[allow(dead_code)]
        mod __opforge_cfg {
            include!(concat!(env!("OUT_DIR"), "/", $file));
        }
        pub use __opforge_cfg::*;
    };
}

/// Includes the rules that `ir_spec::Builder` generated from a lowering table whose source is
/// a block-structured IR (`kind: lower` over a `kind: cfg` source) into the calling module:
/// `Rules` (for [`lower::lower`]), `RULES`, `Custom`, `select`, `emit`, and `lower` when the
/// table has no `custom:` rules.
///
/// ```text
/// // build.rs
/// fn main() {
///     ir_spec::Builder::new().spec("spec/lower-mine-arm64.yaml").generate().unwrap_or_else(|e| e.exit());
/// }
/// // src/lowering.rs
/// opforge_cfg::include_lower!("lower_mine_arm64.rs");
/// ```
#[macro_export]
macro_rules! include_lower {
    ($file:literal) => {
        // A crate uses some of the generated items, rarely all.
        #[allow(dead_code)]
        mod __opforge_lower {
            include!(concat!(env!("OUT_DIR"), "/", $file));
        }
        pub use __opforge_lower::*;
    };
}

/// `n` and `noun`, in the plural unless `n` is 1: `1 argument`, `2 arguments`.
pub(crate) fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
