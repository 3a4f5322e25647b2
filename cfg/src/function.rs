//! The function: owns the arenas of blocks, instructions and values, the block layout (whose
//! first block is the entry), and the raw accessors every other module (builder, parser,
//! verifier, passes, tests) reads and edits them through. Values are SSA: each is defined once,
//! as a block parameter or an instruction result; terminators pass arguments to the parameters
//! of the blocks they target. Nothing here checks the rules; [`crate::verify`] does.

use core::fmt;

use crate::spec::CfgOpcode;

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

/// A block target: the block and the arguments passed to its parameters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BlockCall {
    /// The target.
    pub block: Block,
    /// One argument per parameter of the target.
    pub args: Vec<Value>,
}

impl BlockCall {
    /// A target with its arguments.
    pub fn new(block: Block, args: &[Value]) -> Self {
        BlockCall {
            block,
            args: args.to_vec(),
        }
    }
}

/// One operand of an instruction as built; the table says which kind each position takes.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    /// A value.
    Value(Value),
    /// An immediate (an enumeration case by its number).
    Imm(i64),
    /// A block target.
    Block(BlockCall),
}

/// An instruction: its opcode, operands, results and the block it is in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InstData<Op> {
    /// The opcode.
    pub opcode: Op,
    /// The operands; a variadic operand's values are the last ones.
    pub operands: Vec<Operand>,
    /// The values it defines.
    pub results: Vec<Value>,
    /// The block it is in, if any.
    pub block: Option<Block>,
}

impl<Op> InstData<Op> {
    /// Every value the instruction reads, with its operand position: value operands, then the
    /// arguments of block targets.
    pub fn uses(&self) -> impl Iterator<Item = (usize, Value)> + '_ {
        self.operands.iter().enumerate().flat_map(|(i, o)| match o {
            Operand::Value(v) => vec![(i, *v)],
            Operand::Block(call) => call.args.iter().map(|&v| (i, v)).collect(),
            Operand::Imm(_) => Vec::new(),
        })
    }

    /// The block targets, with their operand positions.
    pub fn targets(&self) -> impl Iterator<Item = (usize, &BlockCall)> + '_ {
        self.operands
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match o {
                Operand::Block(call) => Some((i, call)),
                _ => None,
            })
    }
}

/// A block: its parameters and instructions in order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct BlockData {
    /// The parameters, in order.
    pub params: Vec<Value>,
    /// The instructions, in order; the last should be the only terminator.
    pub insts: Vec<Inst>,
}

/// A function of a block-structured IR whose opcodes are `Op`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Function<Op: CfgOpcode> {
    name: String,
    params: Vec<Op::Type>,
    results: Vec<Op::Type>,
    blocks: Vec<BlockData>,
    layout: Vec<Block>,
    insts: Vec<InstData<Op>>,
    values: Vec<ValueData<Op::Type>>,
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
        }
    }

    /// Its name.
    pub fn name(&self) -> &str {
        &self.name
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

    /// Creates an empty block at the end of the layout.
    pub fn create_block(&mut self) -> Block {
        let b = Block::new(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        self.layout.push(b);
        b
    }

    /// Adds a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Op::Type) -> Value {
        let index = self.block(block).map_or(0, |b| b.params.len() as u32);
        let v = self.new_value(ty, ValueDef::Param { block, index });
        if let Some(b) = self.blocks.get_mut(block.index()) {
            b.params.push(v);
        }
        v
    }

    /// A block's data, when `block` is of this function.
    pub fn block(&self, block: Block) -> Option<&BlockData> {
        self.blocks.get(block.index())
    }

    /// A block's data, for editing.
    pub fn block_mut(&mut self, block: Block) -> Option<&mut BlockData> {
        self.blocks.get_mut(block.index())
    }

    /// A block's parameters (none for a block not of this function).
    pub fn block_params(&self, block: Block) -> &[Value] {
        self.block(block).map_or(&[], |b| &b.params)
    }

    /// A block's instructions (none for a block not of this function).
    pub fn block_insts(&self, block: Block) -> &[Inst] {
        self.block(block).map_or(&[], |b| &b.insts)
    }

    /// An instruction's data, when `inst` is of this function.
    pub fn inst(&self, inst: Inst) -> Option<&InstData<Op>> {
        self.insts.get(inst.index())
    }

    /// An instruction's data, for editing.
    pub fn inst_mut(&mut self, inst: Inst) -> Option<&mut InstData<Op>> {
        self.insts.get_mut(inst.index())
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
    pub fn append_inst(
        &mut self,
        block: Block,
        opcode: Op,
        operands: Vec<Operand>,
        result_types: &[Op::Type],
    ) -> Inst {
        let at = self.block_insts(block).len();
        self.insert_inst(block, at, opcode, operands, result_types)
    }

    /// Inserts an instruction at position `at` of `block` (clamped to its length).
    pub fn insert_inst(
        &mut self,
        block: Block,
        at: usize,
        opcode: Op,
        operands: Vec<Operand>,
        result_types: &[Op::Type],
    ) -> Inst {
        let inst = Inst::new(self.insts.len() as u32);
        let results = result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                let def = ValueDef::Result {
                    inst,
                    index: i as u32,
                };
                self.new_value(ty, def)
            })
            .collect();
        let in_block = self.blocks.get_mut(block.index()).map(|b| {
            b.insts.insert(at.min(b.insts.len()), inst);
        });
        self.insts.push(InstData {
            opcode,
            operands,
            results,
            block: in_block.map(|()| block),
        });
        inst
    }

    /// Takes an instruction out of its block (its results keep their definition, so uses of
    /// them become errors the verifier reports).
    pub fn remove_inst(&mut self, inst: Inst) {
        let Some(block) = self.inst(inst).and_then(|d| d.block) else {
            return;
        };
        if let Some(b) = self.blocks.get_mut(block.index()) {
            b.insts.retain(|&i| i != inst);
        }
        if let Some(d) = self.insts.get_mut(inst.index()) {
            d.block = None;
        }
    }

    /// Makes sure block number `index` exists (blocks below it are created, out of the
    /// layout), for a parser that keeps the numbers of its input.
    pub(crate) fn reserve_block(&mut self, index: usize) -> Block {
        while self.blocks.len() <= index {
            self.blocks.push(BlockData::default());
        }
        Block::new(index as u32)
    }

    /// Makes sure value number `index` exists (created [`ValueDef::Detached`] if not).
    pub(crate) fn reserve_value(&mut self, index: usize) -> Value {
        while self.values.len() <= index {
            self.values.push(ValueData {
                ty: fallback_type::<Op>(),
                def: ValueDef::Detached,
            });
        }
        Value::new(index as u32)
    }
}

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
