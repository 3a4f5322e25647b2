//! The builder: owns appending instructions to a current block of a [`Function`]. The generated
//! `InstBuilder` trait of a table adds one typed method per instruction on top of
//! [`Builder::ins`].
//!
//! ```text
//! let mut f = Function::new("max", &[Type::I32, Type::I32], &[Type::I32]);
//! let mut b = Builder::new(&mut f);
//! let [x, y] = [b.param(0), b.param(1)];
//! let (yes, no) = (b.create_block(), b.create_block());
//! let less = b.icmp(Cond::Slt, x, y);
//! b.brif(less, (yes, &[]), (no, &[]));
//! b.switch_to(yes);
//! b.ret(&[y]);
//! ```

use crate::function::{Block, Function, Inst, Operand, Value};
use crate::spec::CfgOpcode;

/// Appends instructions to a function, at the end of its current block.
#[derive(Debug)]
pub struct Builder<'f, Op: CfgOpcode> {
    func: &'f mut Function<Op>,
    block: Block,
}

impl<'f, Op: CfgOpcode> Builder<'f, Op> {
    /// A builder positioned at the end of the entry block, which it creates (with one
    /// parameter per parameter of the function) when the function has no block yet.
    pub fn new(func: &'f mut Function<Op>) -> Self {
        let block = match func.entry() {
            Some(b) => b,
            None => {
                let b = func.create_block();
                for ty in func.params().to_vec() {
                    func.append_block_param(b, ty);
                }
                b
            }
        };
        Builder { func, block }
    }

    /// The function being built.
    pub fn function(&self) -> &Function<Op> {
        self.func
    }

    /// The function being built, for editing.
    pub fn function_mut(&mut self) -> &mut Function<Op> {
        self.func
    }

    /// Parameter `index` of the entry block (the function's parameter `index`), if it has one.
    pub fn try_param(&self, index: usize) -> Option<Value> {
        let entry = self.func.entry()?;
        self.func.block_params(entry).get(index).copied()
    }

    /// The block instructions are appended to.
    pub fn current_block(&self) -> Block {
        self.block
    }

    /// Creates a block at the end of the layout (the current block does not change).
    pub fn create_block(&mut self) -> Block {
        self.func.create_block()
    }

    /// Adds a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Op::Type) -> Value {
        self.func.append_block_param(block, ty)
    }

    /// Makes `block` the current block.
    pub fn switch_to(&mut self, block: Block) {
        self.block = block;
    }

    /// Appends an instruction with `N` results of the given types to the current block and
    /// returns it with its results. The operands are in the table's order (a variadic
    /// operand's values last); the verifier checks them against the table.
    pub fn ins<'a, const N: usize>(
        &mut self,
        opcode: Op,
        operands: impl IntoIterator<Item = Operand<'a>>,
        types: &[Op::Type; N],
    ) -> (Inst, [Value; N]) {
        let (inst, first) = self
            .func
            .append_inst_with_results(self.block, opcode, operands, types);
        (inst, core::array::from_fn(|k| Value::new(first + k as u32)))
    }
}
