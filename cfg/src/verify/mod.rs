//! The verifier: owns the rules a function must keep, each a named [`Check`], and the
//! [`Report`] of every violation found, each naming its block, instruction (with its text) and
//! operand. Per-instruction shapes and types come from the table's metadata rows; the graph
//! rules (terminators, SSA dominance, branch arguments, the entry, reachability, critical edges)
//! are the same for every table. Warnings (unreachable blocks) never make a function invalid.
//!
//! The checks walk the function twice, whatever its size: once for the layout and the
//! definitions ([`definitions`], which also gathers one dense record per value), once for
//! everything an instruction must keep ([`instructions`]); the graph rules read the control
//! flow ([`graph`]). Findings go to one list per check ([`state`]), so the report keeps check
//! order however the walks interleave them.

use core::fmt;

use crate::flow::{ControlFlow, DomTree};
use crate::function::{Block, Function, Inst};
use crate::spec::CfgOpcode;

mod definitions;
mod graph;
mod instructions;
mod state;

pub(crate) use instructions::type_list;
use state::Verifier;

/// A rule of the verifier.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Check {
    /// Every block of the layout is there once, every instruction is in one block, once, and
    /// knows it.
    Layout,
    /// Every value is defined exactly once (a block parameter or an instruction result that
    /// names it back), and every value used exists and is defined in the layout.
    Definition,
    /// A block holds exactly one terminator, and it is its last instruction.
    Terminator,
    /// An instruction's operands and results match its table row in number and kind, and its
    /// immediates are values of their kind.
    Shape,
    /// An instruction's value operands and results have types its table row allows, equal
    /// where the row ties them (`same`).
    Types,
    /// Every operand is defined before its use in its block, or in a block that strictly
    /// dominates the use (SSA dominance).
    Dominance,
    /// A block target passes as many arguments as the target has parameters, of their types,
    /// and names a block of the function.
    BranchArgs,
    /// The entry block has no predecessors, and its parameters are the function's.
    Entry,
    /// A returning terminator passes the function's results, in number and type.
    Return,
    /// Every block is reachable from the entry (a warning).
    Unreachable,
    /// No edge is critical (only when [`VerifyOptions::no_critical_edges`] asks).
    CriticalEdge,
}

impl Check {
    /// Every check, in the order they run.
    pub const ALL: [Check; 11] = [
        Check::Layout,
        Check::Definition,
        Check::Terminator,
        Check::Shape,
        Check::Types,
        Check::Dominance,
        Check::BranchArgs,
        Check::Entry,
        Check::Return,
        Check::Unreachable,
        Check::CriticalEdge,
    ];

    /// Its name in messages, such as `dominance`.
    pub const fn name(self) -> &'static str {
        match self {
            Check::Layout => "layout",
            Check::Definition => "definition",
            Check::Terminator => "terminator",
            Check::Shape => "shape",
            Check::Types => "types",
            Check::Dominance => "dominance",
            Check::BranchArgs => "branch-args",
            Check::Entry => "entry",
            Check::Return => "return",
            Check::Unreachable => "unreachable",
            Check::CriticalEdge => "critical-edge",
        }
    }

    /// Whether a violation is an error (all but [`Check::Unreachable`]) or a warning.
    pub const fn is_error(self) -> bool {
        !matches!(self, Check::Unreachable)
    }
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One violation: the check, where (block, instruction and its text, operand), and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The broken rule.
    pub check: Check,
    /// The block.
    pub block: Option<Block>,
    /// The instruction, with its text.
    pub inst: Option<(Inst, String)>,
    /// The operand, by position and name in the table.
    pub operand: Option<(usize, &'static str)>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = Place {
            item: None,
            block: self.block,
            inst: &self.inst,
            operand: self.operand,
        };
        write_finding(
            f,
            self.check.is_error(),
            self.check.name(),
            place,
            &self.message,
        )
    }
}

/// Where a finding is: the function or global (in a module), block, instruction with its
/// text, operand.
pub(crate) struct Place<'a> {
    pub(crate) item: Option<&'a str>,
    pub(crate) block: Option<Block>,
    pub(crate) inst: &'a Option<(Inst, String)>,
    pub(crate) operand: Option<(usize, &'static str)>,
}

/// `error[check] in <item>, <block>, <inst> `<text>`, operand k `name`: message`, the parts
/// there are: how a function's and a module's findings display.
pub(crate) fn write_finding(
    f: &mut fmt::Formatter<'_>,
    is_error: bool,
    check: &str,
    place: Place<'_>,
    message: &str,
) -> fmt::Result {
    let level = if is_error { "error" } else { "warning" };
    write!(f, "{level}[{check}]")?;
    let mut sep = " in ";
    if let Some(item) = place.item {
        write!(f, "{sep}{item}")?;
        sep = ", ";
    }
    if let Some(b) = place.block {
        write!(f, "{sep}{b}")?;
    }
    if let Some((i, text)) = place.inst {
        write!(f, ", {i} `{text}`")?;
    }
    if let Some((k, name)) = place.operand {
        write!(f, ", operand {k} `{name}`")?;
    }
    write!(f, ": {message}")
}

/// Every finding on a line, then the count of errors: how a function's and a module's
/// reports display.
pub(crate) fn write_report<D: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    findings: impl IntoIterator<Item = D>,
    errors: usize,
) -> fmt::Result {
    for finding in findings {
        writeln!(f, "{finding}")?;
    }
    write!(f, "{errors} error{}", if errors == 1 { "" } else { "s" })
}

/// What the verifier is asked to check beyond the rules every function keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VerifyOptions {
    /// Report every critical edge (for passes that need them split).
    pub no_critical_edges: bool,
}

/// Every violation found, errors and warnings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The findings, in check order, then layout order.
    pub findings: Vec<Finding>,
}

impl Report {
    /// The errors.
    pub fn errors(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.check.is_error())
    }

    /// The warnings.
    pub fn warnings(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| !f.check.is_error())
    }

    /// Whether there is no error (warnings allowed).
    pub fn is_ok(&self) -> bool {
        self.errors().next().is_none()
    }

    /// The checks with errors, each once, in check order.
    pub fn failed_checks(&self) -> Vec<Check> {
        let mut checks: Vec<Check> = self.errors().map(|f| f.check).collect();
        checks.sort();
        checks.dedup();
        checks
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_report(f, &self.findings, self.errors().count())
    }
}

impl std::error::Error for Report {}

/// Verifies `func` with the default options: the report's warnings, or the report when it has
/// an error.
pub fn verify<Op: CfgOpcode>(func: &Function<Op>) -> Result<Vec<Finding>, Report> {
    let report = verify_with(func, VerifyOptions::default());
    if report.is_ok() {
        Ok(report.findings)
    } else {
        Err(report)
    }
}

/// Verifies `func` and reports every finding.
pub fn verify_with<Op: CfgOpcode>(func: &Function<Op>, options: VerifyOptions) -> Report {
    let cfg = ControlFlow::new(func);
    let dom = DomTree::new(&cfg);
    let mut v = Verifier::new(func);
    v.layout_blocks();
    v.definitions_and_layout(&dom);
    v.instructions(&dom);
    v.entry(&cfg);
    v.unreachable(&dom);
    if options.no_critical_edges {
        v.critical_edges(&cfg);
    }
    v.report()
}
