//! Instructions as callers see them: owns the operand forms ([`Operand`], [`BlockCall`]) that
//! are both what a builder passes and what a reader gets back, the stored slot an operand
//! becomes in the function's operand pool, the read-only view of one instruction
//! ([`InstData`], whose [`uses`](InstData::uses) and [`targets`](InstData::targets) walk the
//! pools without allocating) and the editing handle ([`InstMut`]).

use core::fmt;
use core::slice;

use super::pool::{List, ListPool};
use super::{Block, Function, Inst, Value};
use crate::spec::CfgOpcode;

/// A block target: the block and the arguments passed to its parameters, borrowed (from the
/// caller when building, from the function when reading).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BlockCall<'a> {
    /// The target.
    pub block: Block,
    /// One argument per parameter of the target.
    pub args: &'a [Value],
}

impl<'a> BlockCall<'a> {
    /// A target with its arguments.
    pub const fn new(block: Block, args: &'a [Value]) -> Self {
        BlockCall { block, args }
    }
}

/// One operand of an instruction; the table says which kind each position takes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Operand<'a> {
    /// A value.
    Value(Value),
    /// An immediate (an enumeration case by its number).
    Imm(i64),
    /// A block target.
    Block(BlockCall<'a>),
}

/// An operand as stored: a block target's arguments are a list of the argument pool.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Slot {
    Value(Value),
    Imm(i64),
    Block(Block, List),
}

impl Slot {
    /// The slot of `op`, its arguments copied into `args`.
    #[inline]
    pub(crate) fn store(op: Operand<'_>, args: &mut ListPool<Value>) -> Slot {
        match op {
            Operand::Value(v) => Slot::Value(v),
            Operand::Imm(x) => Slot::Imm(x),
            Operand::Block(call) => Slot::Block(call.block, args.alloc_slice(call.args)),
        }
    }

    /// The operand, its arguments read from `args`.
    #[inline]
    pub(crate) fn load(self, args: &ListPool<Value>) -> Operand<'_> {
        match self {
            Slot::Value(v) => Operand::Value(v),
            Slot::Imm(x) => Operand::Imm(x),
            Slot::Block(block, list) => Operand::Block(BlockCall::new(block, args.get(list))),
        }
    }
}

/// An instruction as stored: its opcode, block, and lists in the operand and definition pools.
#[derive(Clone, Copy, Debug)]
pub(crate) struct InstNode<Op> {
    pub(crate) opcode: Op,
    pub(crate) block: Option<Block>,
    pub(crate) operands: List,
    pub(crate) results: List,
}

/// A read-only view of one instruction of a function: its opcode and block as fields, its
/// operands and results through methods that borrow the function's pools.
#[derive(Clone, Copy)]
pub struct InstData<'f, Op> {
    /// The opcode.
    pub opcode: Op,
    /// The block it is in, if any.
    pub block: Option<Block>,
    operands: &'f [Slot],
    results: &'f [Value],
    args: &'f ListPool<Value>,
}

impl<'f, Op: CfgOpcode> InstData<'f, Op> {
    /// The view of `inst` of `func`, when it is one of its instructions.
    pub(crate) fn of(func: &'f Function<Op>, inst: Inst) -> Option<Self> {
        let node = func.insts.get(inst.index())?;
        Some(InstData {
            opcode: node.opcode,
            block: node.block,
            operands: func.operands.get(node.operands),
            results: func.defs.get(node.results),
            args: &func.args,
        })
    }

    /// The operands in order; a variadic operand's values are the last ones.
    pub fn operands(
        &self,
    ) -> impl ExactSizeIterator<Item = Operand<'f>> + DoubleEndedIterator + Clone + 'f {
        let args = self.args;
        self.operands.iter().map(move |s| s.load(args))
    }

    /// Operand `index`, if there is one.
    pub fn operand(&self, index: usize) -> Option<Operand<'f>> {
        self.operands.get(index).map(|s| s.load(self.args))
    }

    /// The number of operands.
    pub fn operand_count(&self) -> usize {
        self.operands.len()
    }

    /// The values it defines, in order.
    pub fn results(&self) -> &'f [Value] {
        self.results
    }

    /// Every value the instruction reads, with its operand position: value operands, and the
    /// arguments of block targets at the target's position.
    pub fn uses(&self) -> Uses<'f> {
        Uses {
            slots: self.operands.iter().enumerate(),
            args: self.args,
            current: (0, [].iter()),
        }
    }

    /// The block targets, with their operand positions.
    pub fn targets(&self) -> impl Iterator<Item = (usize, BlockCall<'f>)> + Clone + 'f {
        let args = self.args;
        self.operands
            .iter()
            .enumerate()
            .filter_map(move |(k, s)| match *s {
                Slot::Block(block, list) => Some((k, BlockCall::new(block, args.get(list)))),
                _ => None,
            })
    }
}

impl<Op: fmt::Debug> fmt::Debug for InstData<'_, Op> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let args = self.args;
        f.debug_struct("InstData")
            .field("opcode", &self.opcode)
            .field("block", &self.block)
            .field(
                "operands",
                &self
                    .operands
                    .iter()
                    .map(|s| s.load(args))
                    .collect::<Vec<_>>(),
            )
            .field("results", &self.results)
            .finish()
    }
}

impl<Op: PartialEq> PartialEq for InstData<'_, Op> {
    fn eq(&self, other: &Self) -> bool {
        self.opcode == other.opcode
            && self.block == other.block
            && self.results == other.results
            && self.operands.len() == other.operands.len()
            && self
                .operands
                .iter()
                .zip(other.operands)
                .all(|(a, b)| a.load(self.args) == b.load(other.args))
    }
}

/// The values an instruction reads, with their operand positions ([`InstData::uses`]); walks
/// the pools without allocating.
#[derive(Clone, Debug)]
pub struct Uses<'f> {
    slots: core::iter::Enumerate<slice::Iter<'f, Slot>>,
    args: &'f ListPool<Value>,
    /// The block target being read: its position and its remaining arguments.
    current: (usize, slice::Iter<'f, Value>),
}

impl Iterator for Uses<'_> {
    type Item = (usize, Value);

    #[inline]
    fn next(&mut self) -> Option<(usize, Value)> {
        loop {
            if let Some(&v) = self.current.1.next() {
                return Some((self.current.0, v));
            }
            match self.slots.next()? {
                (k, Slot::Value(v)) => return Some((k, *v)),
                (k, Slot::Block(_, list)) => self.current = (k, self.args.get(*list).iter()),
                (_, Slot::Imm(_)) => {}
            }
        }
    }
}

/// An instruction of a function, for editing ([`Function::inst_mut`]).
#[derive(Debug)]
pub struct InstMut<'f, Op: CfgOpcode> {
    pub(crate) func: &'f mut Function<Op>,
    pub(crate) inst: Inst,
}

impl<Op: CfgOpcode> InstMut<'_, Op> {
    fn node(&mut self) -> &mut InstNode<Op> {
        // `Function::inst_mut` made the handle only for an instruction of the function.
        &mut self.func.insts[self.inst.index()]
    }

    /// The instruction being edited.
    pub fn inst(&self) -> Inst {
        self.inst
    }

    /// Sets the opcode (the verifier checks the operands against the new row).
    pub fn set_opcode(&mut self, opcode: Op) {
        self.node().opcode = opcode;
    }

    /// Sets the block the instruction says it is in (without moving it in any block's list:
    /// use [`Function::insert_inst`] and [`Function::remove_inst`] for that).
    pub fn set_block(&mut self, block: Option<Block>) {
        self.node().block = block;
    }

    /// Appends an operand.
    pub fn push_operand(&mut self, op: Operand<'_>) {
        let slot = Slot::store(op, &mut self.func.args);
        let mut list = self.node().operands;
        self.func.operands.push(&mut list, slot);
        self.node().operands = list;
    }

    /// Replaces operand `index`; returns whether there was one.
    pub fn set_operand(&mut self, index: usize, op: Operand<'_>) -> bool {
        let list = self.node().operands;
        let Some(&old) = self.func.operands.get(list).get(index) else {
            return false;
        };
        if let Slot::Block(_, mut args) = old {
            self.func.args.clear(&mut args);
        }
        let slot = Slot::store(op, &mut self.func.args);
        self.func.operands.get_mut(list)[index] = slot;
        true
    }

    /// Appends `arg` to the arguments of the block target at operand `index`; returns whether
    /// that operand is a block target.
    pub fn push_block_arg(&mut self, index: usize, arg: Value) -> bool {
        let list = self.node().operands;
        let Some(Slot::Block(block, mut args)) = self.func.operands.get(list).get(index).copied()
        else {
            return false;
        };
        self.func.args.push(&mut args, arg);
        self.func.operands.get_mut(list)[index] = Slot::Block(block, args);
        true
    }

    /// Appends a result (the value should record this instruction as its definition).
    pub fn push_result(&mut self, value: Value) {
        let mut list = self.node().results;
        self.func.defs.push(&mut list, value);
        self.node().results = list;
    }
}
