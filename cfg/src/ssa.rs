//! SSA construction from variables, as a front end builds it: owns turning assignments to
//! variables into values and block parameters. The algorithm is Braun et al.'s ("Simple and
//! Efficient Construction of Static Single Assignment Form", CC 2013), with block parameters
//! in place of phis, as Cranelift's frontend does it:
//!
//! - [`Ssa::def_var`] records a variable's value at the end of a block so far;
//! - [`Ssa::use_var`] finds its value in a block: defined there, or in the one predecessor of a
//!   sealed block, or a new parameter of the block whose arguments come from every predecessor
//!   (a parameter of a block not yet sealed waits for [`Ssa::seal_block`]);
//! - a parameter whose arguments are all one value (or the parameter itself) is that value: it
//!   is removed, and the parameters it made trivial after it;
//! - [`Ssa::finish`] gives the surviving parameters to their blocks, passes their arguments on
//!   every branch to them, and rewrites each use of a removed one.
//!
//! The edges a block's parameters take arguments from are the branches [`Ssa::branch`] is told
//! of, so a front end calls it for every terminator it builds, and seals a block once all its
//! predecessors are built. Work is linear in the function's size times the variables' count of
//! parameters, as in the paper; the rewrite in [`Ssa::finish`] is one pass over the operands.

use core::fmt;
use std::collections::HashMap;

use crate::function::{Block, Function, Inst, Value, ValueDef};
use crate::spec::CfgOpcode;

/// A variable of the source program (a local, a parameter), by number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Variable(pub u32);

impl fmt::Display for Variable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "var{}", self.0)
    }
}

/// Why SSA construction could not go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SsaError {
    /// A variable used where no path from the entry defines it.
    Undefined {
        /// The variable.
        var: Variable,
        /// The block it was used in.
        block: Block,
    },
    /// A variable used before [`Ssa::declare_var`] gave it a type.
    Undeclared(Variable),
    /// A block sealed twice.
    SealedTwice(Block),
    /// A branch told of after its target was sealed.
    SealedTarget {
        /// The target.
        block: Block,
        /// The branch.
        branch: Inst,
    },
    /// [`Ssa::finish`] called while a block that variables were read in is not sealed.
    Unsealed(Block),
    /// An instruction that is not in the function.
    NoSuchInst(Inst),
}

impl fmt::Display for SsaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SsaError::Undefined { var, block } => {
                write!(
                    f,
                    "{var} is used in {block}, where no path from the entry defines it"
                )
            }
            SsaError::Undeclared(var) => write!(f, "{var} is used but was never declared"),
            SsaError::SealedTwice(block) => write!(f, "{block} is sealed twice"),
            SsaError::SealedTarget { block, branch } => write!(
                f,
                "{branch} branches to {block}, which was sealed before: seal a block once all its predecessors are built"
            ),
            SsaError::Unsealed(block) => write!(
                f,
                "{block} is not sealed: seal every block once its predecessors are built"
            ),
            SsaError::NoSuchInst(inst) => write!(f, "{inst} is not an instruction of the function"),
        }
    }
}

impl std::error::Error for SsaError {}

/// A branch into a block: the instruction and the position of the block target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Edge {
    /// The block the branch ends.
    from: Block,
    branch: Inst,
    operand: usize,
}

/// A parameter in the making: a placeholder value until [`Ssa::finish`].
#[derive(Clone, Debug)]
struct Param<T> {
    block: Block,
    var: Variable,
    ty: T,
    /// One argument per edge into the block, once filled.
    args: Vec<Value>,
    /// The parameters whose arguments include this one.
    users: Vec<Value>,
}

/// The state of SSA construction for one function over types `T` (the IR's `Type`).
#[derive(Clone, Debug, Default)]
pub struct Ssa<T> {
    types: HashMap<Variable, T>,
    /// Each variable's value at the end of each block, so far.
    defs: HashMap<(Variable, Block), Value>,
    /// The edges into each block.
    preds: HashMap<Block, Vec<Edge>>,
    sealed: HashMap<Block, bool>,
    /// Parameters of blocks not yet sealed, waiting for their arguments.
    incomplete: HashMap<Block, Vec<Value>>,
    /// Every parameter made, by placeholder, in the order made.
    params: Vec<Value>,
    param: HashMap<Value, Param<T>>,
    /// What a removed parameter stands for.
    alias: HashMap<Value, Value>,
    /// The blocks variables were read in (each must be sealed by `finish`).
    read_in: Vec<Block>,
}

impl<T: Copy + fmt::Debug + PartialEq> Ssa<T> {
    /// No variables yet.
    pub fn new() -> Self {
        Ssa {
            types: HashMap::new(),
            defs: HashMap::new(),
            preds: HashMap::new(),
            sealed: HashMap::new(),
            incomplete: HashMap::new(),
            params: Vec::new(),
            param: HashMap::new(),
            alias: HashMap::new(),
            read_in: Vec::new(),
        }
    }

    /// Gives `var` its type (the type of the parameters made for it).
    pub fn declare_var(&mut self, var: Variable, ty: T) {
        self.types.insert(var, ty);
    }

    /// Records that `var` holds `value` at this point of `block` (later definitions in the
    /// block replace it).
    pub fn def_var(&mut self, var: Variable, value: Value, block: Block) {
        self.defs.insert((var, block), value);
    }

    /// Records every block target of `branch` (a terminator of `func`) as an edge into its
    /// block. Call it for every terminator, before sealing its targets.
    pub fn branch<Op: CfgOpcode<Type = T>>(
        &mut self,
        func: &Function<Op>,
        branch: Inst,
    ) -> Result<(), SsaError> {
        let data = func.inst(branch).ok_or(SsaError::NoSuchInst(branch))?;
        let from = data.block.ok_or(SsaError::NoSuchInst(branch))?;
        for (operand, call) in data.targets() {
            if self.is_sealed(call.block) {
                return Err(SsaError::SealedTarget {
                    block: call.block,
                    branch,
                });
            }
            self.preds.entry(call.block).or_default().push(Edge {
                from,
                branch,
                operand,
            });
        }
        Ok(())
    }

    /// Whether `block` is sealed.
    pub fn is_sealed(&self, block: Block) -> bool {
        self.sealed.get(&block).copied().unwrap_or(false)
    }

    /// Declares that every branch into `block` is built: its waiting parameters take their
    /// arguments, and later reads in it look through its predecessors.
    pub fn seal_block<Op: CfgOpcode<Type = T>>(
        &mut self,
        func: &mut Function<Op>,
        block: Block,
    ) -> Result<(), SsaError> {
        if self.is_sealed(block) {
            return Err(SsaError::SealedTwice(block));
        }
        for p in self.incomplete.remove(&block).unwrap_or_default() {
            self.fill(func, p)?;
        }
        self.sealed.insert(block, true);
        Ok(())
    }

    /// The value of `var` at this point of `block`: a placeholder while its parameter may still
    /// go away, rewritten by [`Ssa::finish`].
    pub fn use_var<Op: CfgOpcode<Type = T>>(
        &mut self,
        func: &mut Function<Op>,
        var: Variable,
        block: Block,
    ) -> Result<Value, SsaError> {
        if !self.read_in.contains(&block) {
            self.read_in.push(block);
        }
        self.read(func, var, block)
    }

    fn read<Op: CfgOpcode<Type = T>>(
        &mut self,
        func: &mut Function<Op>,
        var: Variable,
        block: Block,
    ) -> Result<Value, SsaError> {
        if let Some(&v) = self.defs.get(&(var, block)) {
            return Ok(self.resolve(v));
        }
        let ty = *self.types.get(&var).ok_or(SsaError::Undeclared(var))?;
        let preds = self.preds.get(&block).cloned().unwrap_or_default();
        let value = if !self.is_sealed(block) {
            let p = self.new_param(func, block, var, ty);
            self.incomplete.entry(block).or_default().push(p);
            p
        } else if preds.is_empty() {
            return Err(SsaError::Undefined { var, block });
        } else if let [only] = preds.as_slice() {
            self.read(func, var, only.from)?
        } else {
            // Defined first, so a loop back to this block finds it.
            let p = self.new_param(func, block, var, ty);
            self.defs.insert((var, block), p);
            self.fill(func, p)?
        };
        self.defs.insert((var, block), value);
        Ok(value)
    }

    fn new_param<Op: CfgOpcode<Type = T>>(
        &mut self,
        func: &mut Function<Op>,
        block: Block,
        var: Variable,
        ty: T,
    ) -> Value {
        let p = func.new_value(ty, ValueDef::Detached);
        self.params.push(p);
        self.param.insert(
            p,
            Param {
                block,
                var,
                ty,
                args: Vec::new(),
                users: Vec::new(),
            },
        );
        p
    }

    /// Gives parameter `p` one argument per edge into its block, then removes it if trivial;
    /// returns what stands for it.
    fn fill<Op: CfgOpcode<Type = T>>(
        &mut self,
        func: &mut Function<Op>,
        p: Value,
    ) -> Result<Value, SsaError> {
        let Some(Param { block, var, .. }) = self.param.get(&p).cloned() else {
            return Ok(p);
        };
        let preds = self.preds.get(&block).cloned().unwrap_or_default();
        let mut args = Vec::with_capacity(preds.len());
        for e in &preds {
            let v = self.read(func, var, e.from)?;
            if let Some(q) = self.param.get_mut(&v)
                && !q.users.contains(&p)
            {
                q.users.push(p);
            }
            args.push(v);
        }
        if let Some(x) = self.param.get_mut(&p) {
            x.args = args;
        }
        Ok(self.try_remove(p))
    }

    /// Removes `p` when all its arguments are one value besides itself; then tries the
    /// parameters that used it. Returns what stands for `p`.
    fn try_remove(&mut self, p: Value) -> Value {
        let Some(param) = self.param.get(&p) else {
            return self.resolve(p);
        };
        let mut same = None;
        for &a in &param.args {
            let a = self.resolve(a);
            if a == p || Some(a) == same {
                continue;
            }
            if same.is_some() {
                return p;
            }
            same = Some(a);
        }
        // Only itself: a block no path from the entry defines the variable in; kept.
        let Some(same) = same else {
            return p;
        };
        let users = param.users.clone();
        self.alias.insert(p, same);
        self.param.remove(&p);
        for u in users {
            if u != p && self.param.contains_key(&u) {
                self.try_remove(u);
            }
        }
        self.resolve(same)
    }

    /// What `v` stands for, following removed parameters.
    fn resolve(&self, mut v: Value) -> Value {
        while let Some(&next) = self.alias.get(&v) {
            v = next;
        }
        v
    }

    /// Finishes the function: every block variables were read in must be sealed. The
    /// surviving parameters become parameters of their blocks (after the block's own, in the
    /// order they were made), each branch into such a block passes its arguments, and every
    /// use of a placeholder or removed parameter is rewritten to what stands for it. Returns
    /// how many parameters were added.
    pub fn finish<Op: CfgOpcode<Type = T>>(
        self,
        func: &mut Function<Op>,
    ) -> Result<usize, SsaError> {
        if let Some(&b) = self.read_in.iter().find(|&&b| !self.is_sealed(b)) {
            return Err(SsaError::Unsealed(b));
        }
        if let Some((&b, _)) = self.incomplete.iter().find(|(_, v)| !v.is_empty()) {
            return Err(SsaError::Unsealed(b));
        }
        // Parameters first, so arguments can name them.
        let mut real: HashMap<Value, Value> = HashMap::new();
        let surviving: Vec<Value> = self
            .params
            .iter()
            .copied()
            .filter(|p| self.param.contains_key(p))
            .collect();
        for &p in &surviving {
            let param = &self.param[&p];
            real.insert(p, func.append_block_param(param.block, param.ty));
        }
        let map = |v: Value| {
            let r = self.resolve(v);
            real.get(&r).copied().unwrap_or(r)
        };
        for &p in &surviving {
            let param = &self.param[&p];
            let preds = self.preds.get(&param.block).map_or(&[][..], Vec::as_slice);
            for (e, &a) in preds.iter().zip(&param.args) {
                let arg = map(a);
                if let Some(mut inst) = func.inst_mut(e.branch) {
                    inst.push_block_arg(e.operand, arg);
                }
            }
        }
        func.map_uses(map);
        Ok(surviving.len())
    }
}
