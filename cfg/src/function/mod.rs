//! The function: owns the arenas of blocks, instructions and values, the block layout (whose
//! first block is the entry), and the raw accessors every other module (builder, parser,
//! verifier, passes, tests) reads and edits them through. Values are SSA: each is defined once,
//! as a block parameter or an instruction result; terminators pass arguments to the parameters
//! of the blocks they target. Nothing here checks the rules; [`crate::verify`] does.
//!
//! Storage is flat: every list (operands, results, block-call arguments, block parameters, a
//! block's instructions) lives in one of a few pools ([`pool`]), so building or walking a
//! function of a million instructions makes no allocation per instruction and reads memory in
//! order. Readers get a view of an instruction ([`InstData`]), editors a handle ([`InstMut`]).

use core::fmt;

use crate::spec::CfgOpcode;

mod def_use;
mod inst;
mod pool;

pub use def_use::{DefUse, Use};

pub use inst::{BlockCall, InstData, InstMut, Operand, Uses};
pub(crate) use inst::{InstNode, Slot};
use pool::{List, ListPool};

macro_rules! entity {
    ($(#[$meta:meta])* $name:ident, $prefix:literal) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(u32);

        impl $name {
            /// The entity with this number.
            pub const fn new(index: u32) -> Self {
                $name(index)
            }

            /// Its number, an index into its function's arena.
            pub const fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

entity!(
    /// A value: a block parameter or an instruction result (`v3` in the text format).
    Value,
    "v"
);
entity!(
    /// A block (`block2` in the text format).
    Block,
    "block"
);
entity!(
    /// An instruction (`inst5` in messages).
    Inst,
    "inst"
);

/// Where a value is defined.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Parameter `index` of `block`.
    Param {
        /// The block.
        block: Block,
        /// The parameter's position.
        index: u32,
    },
    /// Result `index` of `inst`.
    Result {
        /// The instruction.
        inst: Inst,
        /// The result's position.
        index: u32,
    },
    /// Nowhere: a number reserved by the parser and never defined.
    Detached,
}

/// A value's type and definition.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ValueData<T> {
    /// Its type.
    pub ty: T,
    /// Where it is defined.
    pub def: ValueDef,
}

/// A block as stored: its parameters (in the definition pool) and instructions.
#[derive(Clone, Copy, Debug, Default)]
struct BlockNode {
    params: List,
    insts: List,
}

/// A function of a block-structured IR whose opcodes are `Op`.
#[derive(Clone, Debug)]
pub struct Function<Op: CfgOpcode> {
    name: String,
    params: Vec<Op::Type>,
    results: Vec<Op::Type>,
    blocks: Vec<BlockNode>,
    layout: Vec<Block>,
    insts: Vec<InstNode<Op>>,
    values: Vec<ValueData<Op::Type>>,
    /// Every instruction's operands.
    operands: ListPool<Slot>,
    /// Every block target's arguments.
    args: ListPool<Value>,
    /// Every instruction's results and every block's parameters.
    defs: ListPool<Value>,
    /// Every block's instructions.
    order: ListPool<Inst>,
}

impl<Op: CfgOpcode> Function<Op> {
    /// A function with this signature and no blocks yet ([`Builder::new`](crate::Builder::new)
    /// adds the entry block with the parameters).
    pub fn new(name: impl Into<String>, params: &[Op::Type], results: &[Op::Type]) -> Self {
        Function {
            name: name.into(),
            params: params.to_vec(),
            results: results.to_vec(),
            blocks: Vec::new(),
            layout: Vec::new(),
            insts: Vec::new(),
            values: Vec::new(),
            operands: ListPool::default(),
            args: ListPool::default(),
            defs: ListPool::default(),
            order: ListPool::default(),
        }
    }

    /// Makes room for about `insts` more instructions (their results and operands, and the
    /// block lists that order them) without reallocating: for builders that know the size of
    /// what they build. Only capacity changes.
    pub fn reserve(&mut self, insts: usize) {
        self.insts.reserve(insts);
        self.values.reserve(insts);
        self.operands.reserve(insts.saturating_mul(2));
        self.defs.reserve(insts);
        self.order.reserve(insts.saturating_mul(2));
    }

    /// Its name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Renames it (a back end giving it the symbol a linker sees, say).
    pub fn set_name(&mut self, name: impl Into<String>) {
        self.name = name.into();
    }

    /// Its parameter types (the entry block's parameters must have them).
    pub fn params(&self) -> &[Op::Type] {
        &self.params
    }

    /// Its result types (what its returning terminators pass).
    pub fn results(&self) -> &[Op::Type] {
        &self.results
    }

    /// The signature, for editing.
    pub fn signature_mut(&mut self) -> (&mut Vec<Op::Type>, &mut Vec<Op::Type>) {
        (&mut self.params, &mut self.results)
    }

    /// The blocks in layout order.
    pub fn layout(&self) -> &[Block] {
        &self.layout
    }

    /// The layout, for editing (a block not in it is not part of the function).
    pub fn layout_mut(&mut self) -> &mut Vec<Block> {
        &mut self.layout
    }

    /// The entry block: the first of the layout.
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// Number of blocks ever created (the arena's size, layout or not).
    pub fn block_count(&self) -> usize {
        self.blocks.len()
    }

    /// Number of instructions ever created.
    pub fn inst_count(&self) -> usize {
        self.insts.len()
    }

    /// Number of values ever created.
    pub fn value_count(&self) -> usize {
        self.values.len()
    }

    /// Whether `block` is a block of this function (in the layout or not).
    pub fn is_block(&self, block: Block) -> bool {
        block.index() < self.blocks.len()
    }

    /// Creates an empty block at the end of the layout.
    pub fn create_block(&mut self) -> Block {
        let b = Block::new(self.blocks.len() as u32);
        self.blocks.push(BlockNode::default());
        self.layout.push(b);
        b
    }

    /// Adds a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Op::Type) -> Value {
        let index = self.block_params(block).len() as u32;
        let v = self.new_value(ty, ValueDef::Param { block, index });
        self.push_block_param(block, v);
        v
    }

    /// Appends an existing value to `block`'s parameters (it should record them as its
    /// definition).
    pub(crate) fn push_block_param(&mut self, block: Block, v: Value) {
        if let Some(b) = self.blocks.get_mut(block.index()) {
            self.defs.push(&mut b.params, v);
        }
    }

    /// A block's parameters (none for a block not of this function).
    pub fn block_params(&self, block: Block) -> &[Value] {
        self.blocks
            .get(block.index())
            .map_or(&[], |b| self.defs.get(b.params))
    }

    /// A block's instructions (none for a block not of this function).
    pub fn block_insts(&self, block: Block) -> &[Inst] {
        self.blocks
            .get(block.index())
            .map_or(&[], |b| self.order.get(b.insts))
    }

    /// A view of an instruction, when `inst` is of this function.
    pub fn inst(&self, inst: Inst) -> Option<InstData<'_, Op>> {
        InstData::of(self, inst)
    }

    /// An instruction's opcode, when `inst` is of this function.
    pub fn opcode(&self, inst: Inst) -> Option<Op> {
        self.insts.get(inst.index()).map(|n| n.opcode)
    }

    /// An instruction, for editing.
    pub fn inst_mut(&mut self, inst: Inst) -> Option<InstMut<'_, Op>> {
        (inst.index() < self.insts.len()).then_some(InstMut { func: self, inst })
    }

    /// A value's type and definition, when `value` is of this function.
    pub fn value(&self, value: Value) -> Option<&ValueData<Op::Type>> {
        self.values.get(value.index())
    }

    /// A value's type and definition, for editing.
    pub fn value_mut(&mut self, value: Value) -> Option<&mut ValueData<Op::Type>> {
        self.values.get_mut(value.index())
    }

    /// A value's type. A value not of this function has the table's first type (check the
    /// function with [`crate::verify`] before trusting foreign ids).
    pub fn value_type(&self, value: Value) -> Op::Type {
        match self.value(value) {
            Some(v) => v.ty,
            None => fallback_type::<Op>(),
        }
    }

    /// Every value ever created, in number order.
    pub fn values(&self) -> impl Iterator<Item = (Value, &ValueData<Op::Type>)> + '_ {
        self.values
            .iter()
            .enumerate()
            .map(|(i, d)| (Value::new(i as u32), d))
    }

    /// Creates a value.
    pub fn new_value(&mut self, ty: Op::Type, def: ValueDef) -> Value {
        let v = Value::new(self.values.len() as u32);
        self.values.push(ValueData { ty, def });
        v
    }

    /// Appends an instruction to `block` with one result per entry of `result_types`.
    pub fn append_inst<'a>(
        &mut self,
        block: Block,
        opcode: Op,
        operands: impl IntoIterator<Item = Operand<'a>>,
        result_types: &[Op::Type],
    ) -> Inst {
        self.append_inst_with_results(block, opcode, operands, result_types)
            .0
    }

    /// [`Function::append_inst`], also giving the number of the first result (the results
    /// are numbered in a row from it), for builders that hand the results back.
    #[inline]
    pub(crate) fn append_inst_with_results<'a>(
        &mut self,
        block: Block,
        opcode: Op,
        operands: impl IntoIterator<Item = Operand<'a>>,
        result_types: &[Op::Type],
    ) -> (Inst, u32) {
        let (inst, first) = self.new_inst(opcode, operands, result_types);
        if let Some(b) = self.blocks.get_mut(block.index()) {
            self.order.push(&mut b.insts, inst);
            self.insts[inst.index()].block = Some(block);
        }
        (inst, first)
    }

    /// A new instruction in no block, its results numbered in a row from the returned number.
    #[inline]
    fn new_inst<'a>(
        &mut self,
        opcode: Op,
        operands: impl IntoIterator<Item = Operand<'a>>,
        result_types: &[Op::Type],
    ) -> (Inst, u32) {
        let inst = Inst::new(self.insts.len() as u32);
        let first = self.values.len() as u32;
        self.values.extend(
            result_types
                .iter()
                .enumerate()
                .map(|(index, &ty)| ValueData {
                    ty,
                    def: ValueDef::Result {
                        inst,
                        index: index as u32,
                    },
                }),
        );
        let results = self
            .defs
            .alloc_iter((first..self.values.len() as u32).map(Value::new));
        let args = &mut self.args;
        let operands = self
            .operands
            .alloc_iter(operands.into_iter().map(|op| Slot::store(op, args)));
        self.insts.push(InstNode {
            opcode,
            block: None,
            operands,
            results,
        });
        (inst, first)
    }

    /// Inserts an instruction at position `at` of `block` (clamped to its length).
    pub fn insert_inst<'a>(
        &mut self,
        block: Block,
        at: usize,
        opcode: Op,
        operands: impl IntoIterator<Item = Operand<'a>>,
        result_types: &[Op::Type],
    ) -> Inst {
        let (inst, _) = self.new_inst(opcode, operands, result_types);
        if let Some(b) = self.blocks.get_mut(block.index()) {
            self.order.insert(&mut b.insts, at, inst);
            self.insts[inst.index()].block = Some(block);
        }
        inst
    }

    /// Takes an instruction out of its block (its results keep their definition, so uses of
    /// them become errors the verifier reports).
    pub fn remove_inst(&mut self, inst: Inst) {
        let Some(node) = self.insts.get_mut(inst.index()) else {
            return;
        };
        let Some(block) = node.block.take() else {
            return;
        };
        if let Some(b) = self.blocks.get_mut(block.index()) {
            self.order.retain(&mut b.insts, |i| i != inst);
        }
    }

    /// Makes sure block number `index` exists (blocks below it are created, out of the
    /// layout), for a parser that keeps the numbers of its input.
    pub(crate) fn reserve_block(&mut self, index: usize) -> Block {
        if self.blocks.len() <= index {
            self.blocks.resize(index + 1, BlockNode::default());
        }
        Block::new(index as u32)
    }

    /// Makes sure value number `index` exists (created [`ValueDef::Detached`] if not).
    pub(crate) fn reserve_value(&mut self, index: usize) -> Value {
        if self.values.len() <= index {
            let detached = ValueData {
                ty: fallback_type::<Op>(),
                def: ValueDef::Detached,
            };
            self.values.resize(index + 1, detached);
        }
        Value::new(index as u32)
    }
}

/// Two functions are equal when they have the same signature, layout, values, blocks and
/// instructions, however their pools are laid out.
impl<Op: CfgOpcode> PartialEq for Function<Op> {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
            && self.params == other.params
            && self.results == other.results
            && self.layout == other.layout
            && self.values == other.values
            && self.blocks.len() == other.blocks.len()
            && self.insts.len() == other.insts.len()
            && (0..self.blocks.len() as u32).map(Block::new).all(|b| {
                self.block_params(b) == other.block_params(b)
                    && self.block_insts(b) == other.block_insts(b)
            })
            && (0..self.insts.len() as u32)
                .map(Inst::new)
                .all(|i| self.inst(i) == other.inst(i))
    }
}

impl<Op: CfgOpcode> Eq for Function<Op> {}

/// The type a value of no known type is given: the table's first.
fn fallback_type<Op: CfgOpcode>() -> Op::Type {
    use crate::spec::ValueType;
    match <Op::Type as ValueType>::ALL.first() {
        Some(&t) => t,
        // A table without types has no value operands or results (its validation refuses
        // `any` then, E020), so no value exists whose type could be asked for.
        None => unreachable!("a table without types has no values"),
    }
}
