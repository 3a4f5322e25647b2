//! The scheduler: owns turning a Circuit function (a sea of gates hung off a graph of state
//! gates) into blocks in the manner of ArkCompiler's GraphLinearizer, for the lowering to walk.
//!
//! 1. **Blocks** (`blocks`): each state gate that starts a region (STATE_ENTRY, IF_TRUE,
//!    IF_FALSE, SWITCH_CASE, DEFAULT_CASE, MERGE, LOOP_BEGIN) opens a block, which takes the
//!    straight chain of state gates after it (ORDINARY_BLOCK, LOOP_BACK) up to its exit: a
//!    branch, a switch, a return, or a jump into a join. A join's VALUE_SELECTORs become the
//!    block's parameters and each predecessor's jump passes the selectors' inputs for it. Branch
//!    and switch targets (IF_TRUE, ...) have one predecessor and every jump leaves a block of
//!    one successor, so the graph has no critical edge to split. Blocks come in reverse
//!    postorder; dominators by Cooper, Harvey and Kennedy; loop depth from the back edges.
//! 2. **Placement** (`place`): only the live gates are scheduled (`ir_core::live`): those an
//!    exit reaches through data and dependency wires, a selector leading on to the values its
//!    predecessors hand it. Pinned gates stay where the graph puts them (parameters, constants
//!    and stack reservations in the entry block; effects — LOAD, STORE, CALL — in the block their
//!    dependency chain's DEPEND_RELAYs pin them to). Every other gate goes, as in Click's global
//!    code motion, between its earliest block (the deepest of its inputs') and its latest (the
//!    common dominator of its uses; a selector's input `j` is used at the end of predecessor
//!    `j`), at the shallowest loop depth on that path, as late as possible among equals.
//!    **Guarded gates** — a division, which may trap, and every gate reading a guarded gate —
//!    are not hoisted and run only where they are used, as the interpreter computes them on
//!    demand: each goes to the outermost blocks of its uses, one copy per block when the uses
//!    lie on different paths (a division used in two arms of a switch is computed in those two
//!    arms, not before the switch). Constants go to their latest block too: building one again
//!    is cheaper than holding it in a register across a loop.
//! 3. **Order** (`order`): within a block, each gate after its inputs in the block (following
//!    dependency chains through the DEPEND_* gates, which produce no code), ties in gate order.

mod blocks;
mod order;
mod place;

use core::fmt;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::Opcode;

/// A block's number: its index in [`Schedule::blocks`]; 0 is the entry.
pub type BlockId = u32;

/// A scheduled function. Every list of gates it holds (each block's parameters and gates, each
/// jump's arguments) lies in one vector, [`Schedule::lists`], as a [`Span`]: a function of a
/// thousand blocks is a handful of allocations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Schedule {
    /// The blocks in reverse postorder, the entry first.
    pub blocks: Vec<Block>,
    /// The immediate dominator of each block (the entry's is itself); it comes before the block.
    pub idom: Vec<BlockId>,
    /// The gates of every [`Span`] of the schedule.
    pub lists: Vec<GateRef>,
}

/// A list of gates of a [`Schedule`]: `len` gates of [`Schedule::lists`] from `start`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    /// Where it starts.
    pub start: u32,
    /// How many gates it has.
    pub len: u32,
}

/// One block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The state gate that opens it.
    pub head: Option<GateRef>,
    /// The VALUE_SELECTORs of its join, in input order.
    pub params: Span,
    /// The gates computed in it, each after its inputs in the block.
    pub gates: Span,
    /// How it ends.
    pub exit: Exit,
    /// How many loops hold it.
    pub loop_depth: u32,
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// To a join, with a value for each of its parameters.
    Jump {
        /// The join's block.
        target: BlockId,
        /// The value of each parameter for this predecessor.
        args: Span,
    },
    /// IF_BRANCH on an I1 value.
    Branch {
        /// The IF_BRANCH gate.
        gate: GateRef,
        /// The condition.
        cond: GateRef,
        /// The IF_TRUE block.
        then_block: BlockId,
        /// The IF_FALSE block.
        else_block: BlockId,
    },
    /// SWITCH_BRANCH.
    Switch {
        /// The SWITCH_BRANCH gate.
        gate: GateRef,
        /// The value switched on.
        value: GateRef,
        /// Each SWITCH_CASE's value and block.
        cases: Vec<(u64, BlockId)>,
        /// The DEFAULT_CASE block.
        default: BlockId,
    },
    /// RETURN of a value.
    Return {
        /// The RETURN gate.
        gate: GateRef,
        /// The value.
        value: Option<GateRef>,
    },
    /// THROW of a value.
    Throw {
        /// The THROW gate.
        gate: GateRef,
        /// The value.
        value: GateRef,
    },
}

/// Why a circuit could not be scheduled, naming the gate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduleError {
    /// The gate.
    pub gate: GateRef,
    /// Its opcode, when it has one.
    pub opcode: Option<Opcode>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ScheduleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.opcode {
            Some(op) => write!(f, "gate %{} ({}): {}", self.gate.0, op.name(), self.message),
            None => write!(f, "gate %{}: {}", self.gate.0, self.message),
        }
    }
}

impl std::error::Error for ScheduleError {}

pub(crate) fn error(c: &Circuit, gate: GateRef, message: impl Into<String>) -> ScheduleError {
    ScheduleError {
        gate,
        opcode: c.opcode(gate),
        message: message.into(),
    }
}

/// Schedules `c`, which should pass the Circuit verifier (the pipeline verifies first).
pub fn schedule(c: &Circuit) -> Result<Schedule, ScheduleError> {
    let graph = blocks::build(c)?;
    let placed = place::place(c, &graph)?;
    Ok(order::finish(c, graph, placed))
}

impl Schedule {
    /// The gates of `span` (none for a span outside the lists).
    #[inline]
    pub fn list(&self, span: Span) -> &[GateRef] {
        let start = span.start as usize;
        self.lists
            .get(start..start + span.len as usize)
            .unwrap_or(&[])
    }

    /// Appends `gates` to the lists and returns their span (for building a schedule by hand).
    pub fn push_list(&mut self, gates: &[GateRef]) -> Span {
        let start = self.lists.len() as u32;
        self.lists.extend_from_slice(gates);
        Span {
            start,
            len: gates.len() as u32,
        }
    }

    /// The parameters of block `b` (none for a block out of range).
    #[inline]
    pub fn params(&self, b: BlockId) -> &[GateRef] {
        self.blocks
            .get(b as usize)
            .map_or(&[], |block| self.list(block.params))
    }

    /// The gates computed in block `b`, in order (none for a block out of range).
    #[inline]
    pub fn gates(&self, b: BlockId) -> &[GateRef] {
        self.blocks
            .get(b as usize)
            .map_or(&[], |block| self.list(block.gates))
    }

    /// The blocks each gate is computed in, for a circuit of `len` gates: none for a gate not
    /// scheduled, several for a guarded gate copied into the blocks that use it.
    pub fn blocks_of(&self, len: usize) -> Vec<Vec<BlockId>> {
        let mut out = vec![Vec::new(); len];
        for (i, b) in self.blocks.iter().enumerate() {
            for g in self.list(b.params).iter().chain(self.list(b.gates)) {
                if let Some(slot) = out.get_mut(g.index()) {
                    slot.push(i as BlockId);
                }
            }
        }
        out
    }

    /// Whether block `a` dominates block `b` (every block dominates itself).
    pub fn dominates(&self, a: BlockId, mut b: BlockId) -> bool {
        while b > a {
            match self.idom.get(b as usize) {
                Some(&d) if d < b => b = d,
                _ => return false,
            }
        }
        a == b
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |v: &[GateRef]| {
            v.iter()
                .map(|g| format!("%{}", g.0))
                .collect::<Vec<_>>()
                .join(", ")
        };
        for (i, b) in self.blocks.iter().enumerate() {
            let head = b.head.map_or_else(String::new, |h| format!(" %{}", h.0));
            let (params, gates) = (self.list(b.params), self.list(b.gates));
            writeln!(f, "b{i}{head}({}) depth {}:", list(params), b.loop_depth)?;
            if !gates.is_empty() {
                writeln!(f, "    {}", list(gates))?;
            }
            match &b.exit {
                Exit::Jump { target, args } => {
                    writeln!(f, "    jump b{target}({})", list(self.list(*args)))?;
                }
                Exit::Branch {
                    cond,
                    then_block,
                    else_block,
                    ..
                } => writeln!(f, "    branch %{} b{then_block} b{else_block}", cond.0)?,
                Exit::Switch {
                    value,
                    cases,
                    default,
                    ..
                } => {
                    let cases: Vec<String> =
                        cases.iter().map(|(v, b)| format!("{v}: b{b}")).collect();
                    writeln!(
                        f,
                        "    switch %{} [{}] default b{default}",
                        value.0,
                        cases.join(", ")
                    )?;
                }
                Exit::Return { value: Some(v), .. } => writeln!(f, "    return %{}", v.0)?,
                Exit::Return { value: None, .. } => writeln!(f, "    return")?,
                Exit::Throw { value, .. } => writeln!(f, "    throw %{}", value.0)?,
            }
        }
        Ok(())
    }
}
