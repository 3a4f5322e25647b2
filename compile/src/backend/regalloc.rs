//! The regalloc2 glue: owns the view of a LIR function that regalloc2 (the allocator Cranelift
//! uses) reads through its `Function` trait, built from the table's allocation rows alone.
//! Values become virtual registers of their type's class; each instruction's operands come from
//! its `InstPolicy` (uses, then defs, then temps, each with its constraint and position);
//! clobbers and the call flag likewise; block targets pass their arguments as regalloc2 block
//! parameters. The entry block's parameters (the function's arguments) are defined by a
//! leading pseudo-instruction whose defs are fixed to the argument registers of the table's
//! calling convention (its `abi`: for AAPCS64 x0-x7 for integers, d0-d7 for floats), each
//! register class counted on its own and the rest in stack arguments, as Cranelift's `args`
//! pseudo-instruction does; it emits nothing.
//!
//! [`allocate`] runs regalloc2; [`check`] runs regalloc2's own checker on its output, as every
//! test that allocates does.

use core::fmt;

use opforge_cfg::lir::{Abi, Bank, Constraint, FixedEachCursor, LirOpcode, Position};
use opforge_cfg::{Function, Operand as CfgOperand, ValueType};
use regalloc2::{
    Block, Inst, InstRange, MachineEnv, Operand, OperandConstraint, OperandKind, OperandPos,
    Output, PReg, PRegSet, RegAllocError, RegClass, RegallocOptions, VReg,
};

/// Arguments past the registers that a function may take, or a call pass, on the stack (a limit
/// of this compiler, not of the calling convention).
pub const STACK_ARGS: usize = 16;

/// The first hardware number of the stack locations regalloc2 sees as registers (its
/// `fixed_stack_slots`): numbers 32..48 of a class are the incoming stack arguments, 48..64 the
/// outgoing ones.
const STACK_PREG_BASE: usize = 32;

/// A stack location regalloc2 sees as a fixed register (see [`stack_arg`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackArg {
    /// Stack argument `k` of the function being compiled, at the frame pointer plus the frame
    /// record plus `k` slots of the calling convention's stack arguments.
    Incoming(usize),
    /// Stack argument `k` of a call being made, `k` slots above the stack pointer.
    Outgoing(usize),
}

impl StackArg {
    /// The fixed register regalloc2 knows it as, in `class`.
    pub fn preg(self, class: RegClass) -> PReg {
        match self {
            StackArg::Incoming(k) => PReg::new(STACK_PREG_BASE + k, class),
            StackArg::Outgoing(k) => PReg::new(STACK_PREG_BASE + STACK_ARGS + k, class),
        }
    }
}

/// The stack argument `p` stands for, when it is one of the stack locations of
/// [`machine_env`] rather than a register.
pub fn stack_arg(p: PReg) -> Option<StackArg> {
    let hw = p.hw_enc();
    match hw.checked_sub(STACK_PREG_BASE)? {
        k if k < STACK_ARGS => Some(StackArg::Incoming(k)),
        k if k < 2 * STACK_ARGS => Some(StackArg::Outgoing(k - STACK_ARGS)),
        _ => None,
    }
}

/// Why a LIR function cannot be handed to regalloc2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GlueError {
    /// The function has no entry block.
    NoEntry,
    /// The table has no calling convention (`abi`), so the function's arguments have no place.
    NoAbi,
    /// A value's type has no register class in the table.
    NoClass {
        /// The value.
        value: opforge_cfg::Value,
    },
    /// The function takes more arguments than the registers and [`STACK_ARGS`] stack slots hold.
    TooManyArgs {
        /// How many.
        count: usize,
        /// The calling convention's name.
        convention: &'static str,
        /// How many it passes in registers, in words (`8 of each bank`).
        in_registers: String,
    },
    /// A variadic operand has more values than its fixed register list.
    TooManyValues {
        /// The instruction.
        inst: opforge_cfg::Inst,
        /// The instruction's name.
        name: &'static str,
    },
    /// regalloc2 refused the function or could not allocate it.
    Allocation(String),
}

impl fmt::Display for GlueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GlueError::NoEntry => f.write_str("the function has no entry block"),
            GlueError::NoAbi => {
                f.write_str("the LIR table has no `abi`: a function's arguments have no registers")
            }
            GlueError::NoClass { value } => {
                write!(f, "{value} has a type without a register class")
            }
            GlueError::TooManyArgs {
                count,
                convention,
                in_registers,
            } => write!(
                f,
                "{count} arguments; {convention} passes {in_registers} in registers and this compiler at most {STACK_ARGS} more on the stack",
            ),
            GlueError::TooManyValues { inst, name } => write!(
                f,
                "{inst} (`{name}`) passes more values than its fixed registers (and, for a call, the {STACK_ARGS} stack arguments) hold"
            ),
            GlueError::Allocation(m) => write!(f, "regalloc2: {m}"),
        }
    }
}

impl std::error::Error for GlueError {}

/// How many arguments of each register class a convention passes in registers: `8 of each
/// bank` when every class that takes arguments takes as many, else per class.
fn argument_counts<Op: LirOpcode>(abi: &Abi) -> String {
    let counts: Vec<(usize, usize)> = abi
        .classes
        .iter()
        .map(|c| c.arguments.len())
        .enumerate()
        .filter(|&(_, n)| n > 0)
        .collect();
    match counts.first() {
        Some(&(_, n)) if counts.iter().all(|&(_, m)| m == n) => format!("{n} of each bank"),
        _ => {
            let parts: Vec<String> = counts
                .iter()
                .map(|&(c, n)| {
                    let name = Op::REG_CLASSES.get(c).map_or("?", |c| c.name);
                    format!("{n} of class `{name}`")
                })
                .collect();
            parts.join(", ")
        }
    }
}

/// The regalloc2 class of a bank.
pub fn reg_class(bank: Bank) -> RegClass {
    match bank {
        Bank::Int => RegClass::Int,
        Bank::Float => RegClass::Float,
        Bank::Vector => RegClass::Vector,
    }
}

/// The machine environment the table's register classes describe: allocation order and scratch
/// register per bank.
pub fn machine_env<Op: LirOpcode>() -> MachineEnv {
    let mut env = MachineEnv {
        preferred_regs_by_class: [PRegSet::empty(); 3],
        non_preferred_regs_by_class: [PRegSet::empty(); 3],
        scratch_by_class: [None; 3],
        fixed_stack_slots: Vec::new(),
    };
    for c in Op::REG_CLASSES {
        let rc = reg_class(c.bank);
        let i = rc as usize;
        for &hw in c.preferred {
            env.preferred_regs_by_class[i].add(PReg::new(usize::from(hw), rc));
        }
        for &hw in c.non_preferred {
            env.non_preferred_regs_by_class[i].add(PReg::new(usize::from(hw), rc));
        }
        env.scratch_by_class[i] = c.scratch.map(|hw| PReg::new(usize::from(hw), rc));
    }
    // The stack arguments, incoming and outgoing, of the integer and float classes.
    for class in [RegClass::Int, RegClass::Float] {
        for k in 0..STACK_ARGS {
            env.fixed_stack_slots
                .push(StackArg::Incoming(k).preg(class));
            env.fixed_stack_slots
                .push(StackArg::Outgoing(k).preg(class));
        }
    }
    env
}

/// A LIR function as regalloc2 reads it. Instruction 0 is the arguments pseudo-instruction;
/// instruction `i + 1` is the `i`th LIR instruction in layout order.
#[derive(Clone, Debug)]
pub struct RaFunction {
    /// The LIR instruction of each regalloc2 instruction (`None` for the arguments one).
    pub insts: Vec<Option<opforge_cfg::Inst>>,
    /// The LIR block of each regalloc2 block (layout order).
    pub blocks: Vec<opforge_cfg::Block>,
    ranges: Vec<InstRange>,
    /// Per block: its successors' range in `succs` (compressed rows; likewise below).
    succ_start: Vec<u32>,
    succs: Vec<Block>,
    pred_start: Vec<u32>,
    preds: Vec<Block>,
    param_start: Vec<u32>,
    params: Vec<VReg>,
    /// Per instruction: where its operands start in `operands` (compressed rows: one more
    /// entry than instructions).
    operand_start: Vec<u32>,
    operands: Vec<Operand>,
    /// The clobbers of each instruction that has some (flagged [`CLOBBERS`]), by instruction
    /// number in increasing order: most instructions clobber nothing.
    clobbers: Vec<(u32, PRegSet)>,
    /// Per instruction: the range of its successors' entries in `branch_ranges`.
    branch_start: Vec<u32>,
    /// Per successor of a branch: the range of its arguments in `branch_args`.
    branch_ranges: Vec<(u32, u32)>,
    branch_args: Vec<VReg>,
    /// Per instruction: [`RET`], [`BRANCH`], [`CLOBBERS`].
    flags: Vec<u8>,
    vregs: usize,
}

/// The order regalloc2 sees (and emission lays out) `func`'s blocks in, when not its layout:
/// regalloc2 reads liveness off the linear order, so an edge that goes back in the order must
/// be a loop's back edge. A layout where an edge that is not one goes back (a block laid out
/// before a block that leads to it, and not a loop header) is replaced by the reverse post-order
/// of the blocks reachable from the entry, the others after them in layout order. Tables'
/// lowerings lay their blocks out in reverse post-order already and keep their layout.
fn allocation_order<Op: LirOpcode>(func: &Function<Op>) -> Option<Vec<opforge_cfg::Block>> {
    let layout = func.layout();
    let cfg = opforge_cfg::ControlFlow::new(func);
    let rpo = cfg.reverse_post_order();
    let n = func.block_count();
    let mut at_layout = vec![usize::MAX; n];
    for (k, b) in layout.iter().enumerate() {
        at_layout[b.index()] = k;
    }
    let mut at_rpo = vec![usize::MAX; n];
    for (k, b) in rpo.iter().enumerate() {
        at_rpo[b.index()] = k;
    }
    let agrees = layout.iter().all(|&b| {
        cfg.successors(b).all(|s| {
            at_layout[s.index()] > at_layout[b.index()] || at_rpo[s.index()] <= at_rpo[b.index()]
        })
    });
    if agrees {
        return None;
    }
    let mut order = rpo;
    order.extend(layout.iter().filter(|b| at_rpo[b.index()] == usize::MAX));
    Some(order)
}

/// An instruction's flag: it returns.
const RET: u8 = 1;
/// An instruction's flag: it branches to blocks.
const BRANCH: u8 = 2;
/// An instruction's flag: it clobbers registers.
const CLOBBERS: u8 = 4;

impl RaFunction {
    /// The regalloc2 view of `func`, whose opcodes carry allocation rows.
    pub fn new<Op: LirOpcode>(func: &Function<Op>) -> Result<RaFunction, GlueError> {
        let entry = func.entry().ok_or(GlueError::NoEntry)?;
        let order = allocation_order(func);
        let layout = order.as_deref().unwrap_or(func.layout());
        let mut block_index = vec![u32::MAX; func.block_count()];
        for (i, b) in layout.iter().enumerate() {
            block_index[b.index()] = i as u32;
        }
        // The regalloc2 class of each register class of the table, and the table's class and
        // regalloc2's of each value type (by type number), looked up once per function.
        let class_rc: Vec<RegClass> = Op::REG_CLASSES.iter().map(|c| reg_class(c.bank)).collect();
        let type_class: Vec<Option<(u8, RegClass)>> = <Op::Type as ValueType>::ALL
            .iter()
            .map(|&t| {
                let c = Op::class_of(t)?;
                Some((c, class_rc[usize::from(c)]))
            })
            .collect();
        let classes = |v: opforge_cfg::Value| -> Result<(u8, RegClass), GlueError> {
            let ty = func.value_type(v);
            // Not `ok_or`: the error, built eagerly, would be dropped for every value.
            match type_class.get(usize::from(ty.index())) {
                Some(&Some(class)) => Ok(class),
                _ => Err(GlueError::NoClass { value: v }),
            }
        };
        let vreg = |v: opforge_cfg::Value| -> Result<VReg, GlueError> {
            let (_, rc) = classes(v)?;
            Ok(VReg::new(v.index(), rc))
        };
        let mut next_vreg = func.value_count();
        let mut ra = RaFunction {
            insts: Vec::with_capacity(func.inst_count() + 1),
            blocks: layout.to_vec(),
            ranges: Vec::with_capacity(layout.len()),
            succ_start: Vec::with_capacity(layout.len() + 1),
            succs: Vec::with_capacity(layout.len() * 2),
            pred_start: Vec::new(),
            preds: Vec::new(),
            param_start: Vec::with_capacity(layout.len() + 1),
            params: Vec::new(),
            operand_start: Vec::with_capacity(func.inst_count() + 2),
            operands: Vec::with_capacity(func.inst_count() * 3),
            clobbers: Vec::new(),
            branch_start: Vec::with_capacity(func.inst_count() + 2),
            branch_ranges: Vec::with_capacity(layout.len() * 2),
            branch_args: Vec::new(),
            flags: Vec::with_capacity(func.inst_count() + 1),
            vregs: 0,
        };
        ra.succ_start.push(0);
        ra.param_start.push(0);
        ra.branch_start.push(0);
        ra.operand_start.push(0);
        for &b in layout {
            let first = ra.insts.len();
            if b == entry {
                ra.entry_args(func, b, &classes)?;
            } else {
                for &v in func.block_params(b) {
                    ra.params.push(vreg(v)?);
                }
            }
            ra.param_start.push(ra.params.len() as u32);
            for &inst in func.block_insts(b) {
                let Some(data) = func.inst(inst) else {
                    continue;
                };
                let policy = data.opcode.policy();
                let info = data.opcode.info();
                let start = ra.operands.len();
                // Uses: the value operands, in order.
                let mut fixed = policy.operands.iter();
                let mut last = None;
                // A call's values past their registers go to its stack arguments, in order.
                let mut stacked = 0usize;
                let mut each: Option<FixedEachCursor> = None;
                let mut has_targets = false;
                for o in data.operands() {
                    let v = match o {
                        CfgOperand::Value(v) => v,
                        CfgOperand::Block(_) => {
                            has_targets = true;
                            continue;
                        }
                        CfgOperand::Imm(_) => continue,
                    };
                    let p = match fixed.next() {
                        Some(p) => {
                            last = Some(p);
                            p
                        }
                        None => match last {
                            Some(p) => p,
                            None => {
                                return Err(GlueError::TooManyValues {
                                    inst,
                                    name: info.name,
                                });
                            }
                        },
                    };
                    let vr = vreg(v)?;
                    let constraint = match p.constraint {
                        Constraint::FixedEach(list) => {
                            let cursor = each.get_or_insert_with(|| FixedEachCursor::new(list));
                            let preg = match cursor.next(classes(v)?.0) {
                                Some(hw) => PReg::new(usize::from(hw), vr.class()),
                                None if policy.call && stacked < STACK_ARGS => {
                                    stacked += 1;
                                    StackArg::Outgoing(stacked - 1).preg(vr.class())
                                }
                                None => {
                                    return Err(GlueError::TooManyValues {
                                        inst,
                                        name: info.name,
                                    });
                                }
                            };
                            OperandConstraint::FixedReg(preg)
                        }
                        c => constraint(c, vr.class()),
                    };
                    ra.operands.push(Operand::new(
                        vr,
                        constraint,
                        OperandKind::Use,
                        pos(p.position),
                    ));
                }
                // Defs: the results.
                for (r, p) in data.results().iter().zip(policy.results) {
                    let vr = vreg(*r)?;
                    ra.operands.push(Operand::new(
                        vr,
                        constraint(p.constraint, vr.class()),
                        OperandKind::Def,
                        pos(p.position),
                    ));
                }
                // Temps: fresh virtual registers defined early.
                for t in policy.temps {
                    let rc = class_rc[usize::from(t.class)];
                    let vr = VReg::new(next_vreg, rc);
                    next_vreg += 1;
                    ra.operands.push(Operand::new(
                        vr,
                        constraint(t.constraint, rc),
                        OperandKind::Def,
                        OperandPos::Early,
                    ));
                }
                ra.operand_start.push(ra.operands.len() as u32);
                let mut flags = 0;
                if !policy.clobbers.is_empty() || policy.call {
                    let mut clobbers = PRegSet::empty();
                    for c in policy.clobbers {
                        let rc = class_rc[usize::from(c.class)];
                        clobbers.add(PReg::new(usize::from(c.hw), rc));
                    }
                    // The callee owns its incoming stack arguments (AAPCS64 lets it write
                    // them), so no value may stay in an outgoing one across a call.
                    if policy.call {
                        for k in 0..STACK_ARGS {
                            for rc in [RegClass::Int, RegClass::Float] {
                                clobbers.add(StackArg::Outgoing(k).preg(rc));
                            }
                        }
                    }
                    // regalloc2 wants a register a def or late use is fixed to left out of the
                    // clobbers (a call's result register is clobbered by the call too).
                    for o in &ra.operands[start..] {
                        if let OperandConstraint::FixedReg(preg) = o.constraint()
                            && (o.kind() == OperandKind::Def || o.pos() == OperandPos::Late)
                        {
                            clobbers.remove(preg);
                        }
                    }
                    ra.clobbers.push((ra.insts.len() as u32, clobbers));
                    flags |= CLOBBERS;
                }
                let targets_from = ra.branch_ranges.len();
                // Only an instruction with a block operand has targets to read.
                if has_targets {
                    for (_, call) in data.targets() {
                        let from = ra.branch_args.len() as u32;
                        for &a in call.args {
                            ra.branch_args.push(vreg(a)?);
                        }
                        ra.branch_ranges.push((from, ra.branch_args.len() as u32));
                        let to = Block::new(block_index[call.block.index()] as usize);
                        ra.succs.push(to);
                    }
                }
                let is_branch = info.terminator && ra.branch_ranges.len() > targets_from;
                ra.branch_start.push(ra.branch_ranges.len() as u32);
                if is_branch {
                    flags |= BRANCH;
                } else if info.terminator {
                    flags |= RET;
                }
                ra.flags.push(flags);
                ra.insts.push(Some(inst));
            }
            ra.ranges
                .push(InstRange::new(Inst::new(first), Inst::new(ra.insts.len())));
            ra.succ_start.push(ra.succs.len() as u32);
        }
        // Predecessors by counting, each block's in the order of the blocks that jump to it.
        let n = layout.len();
        ra.pred_start = vec![0; n + 1];
        for s in &ra.succs {
            ra.pred_start[s.index() + 1] += 1;
        }
        for i in 0..n {
            ra.pred_start[i + 1] += ra.pred_start[i];
        }
        let mut fill = ra.pred_start.clone();
        ra.preds = vec![Block::new(0); ra.succs.len()];
        for bi in 0..n {
            let (from, to) = (ra.succ_start[bi] as usize, ra.succ_start[bi + 1] as usize);
            for k in from..to {
                let s = ra.succs[k].index();
                ra.preds[fill[s] as usize] = Block::new(bi);
                fill[s] += 1;
            }
        }
        ra.vregs = next_vreg;
        Ok(ra)
    }

    /// The arguments pseudo-instruction: a def of each entry parameter in the register the
    /// table's calling convention passes it in.
    fn entry_args<Op: LirOpcode>(
        &mut self,
        func: &Function<Op>,
        entry: opforge_cfg::Block,
        classes: &impl Fn(opforge_cfg::Value) -> Result<(u8, RegClass), GlueError>,
    ) -> Result<(), GlueError> {
        let abi = Op::ABI.ok_or(GlueError::NoAbi)?;
        // Per register class of the table: its arguments placed so far.
        let mut next = vec![0usize; Op::REG_CLASSES.len()];
        // Each class's first ones in its argument registers, in order; the rest in stack slots
        // in argument order.
        let mut stacked = 0;
        let params = func.block_params(entry);
        for &p in params {
            let (class, rc) = classes(p)?;
            let vr = VReg::new(p.index(), rc);
            let k = next
                .get_mut(usize::from(class))
                .ok_or(GlueError::NoClass { value: p })?;
            let preg = if let Some(hw) = abi.argument(class, *k) {
                *k += 1;
                PReg::new(usize::from(hw), rc)
            } else if stacked < STACK_ARGS {
                stacked += 1;
                StackArg::Incoming(stacked - 1).preg(vr.class())
            } else {
                return Err(GlueError::TooManyArgs {
                    count: params.len(),
                    convention: abi.name,
                    in_registers: argument_counts::<Op>(abi),
                });
            };
            self.operands.push(Operand::new(
                vr,
                OperandConstraint::FixedReg(preg),
                OperandKind::Def,
                OperandPos::Late,
            ));
        }
        self.operand_start.push(self.operands.len() as u32);
        self.branch_start.push(self.branch_ranges.len() as u32);
        self.flags.push(0);
        self.insts.push(None);
        Ok(())
    }
}

fn constraint(c: Constraint, class: RegClass) -> OperandConstraint {
    match c {
        Constraint::Reg => OperandConstraint::Reg,
        Constraint::Any => OperandConstraint::Any,
        Constraint::Stack => OperandConstraint::Stack,
        Constraint::Fixed(hw) => OperandConstraint::FixedReg(PReg::new(usize::from(hw), class)),
        Constraint::Reuse(n) => OperandConstraint::Reuse(usize::from(n)),
        // Resolved per value by the caller (see `FixedEachCursor`).
        Constraint::FixedEach(_) => OperandConstraint::Reg,
    }
}

fn pos(p: Position) -> OperandPos {
    match p {
        Position::Early => OperandPos::Early,
        Position::Late => OperandPos::Late,
    }
}

impl regalloc2::Function for RaFunction {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }

    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    fn entry_block(&self) -> Block {
        Block::new(0)
    }

    fn block_insns(&self, block: Block) -> InstRange {
        self.ranges[block.index()]
    }

    fn block_succs(&self, block: Block) -> &[Block] {
        let b = block.index();
        &self.succs[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    fn block_preds(&self, block: Block) -> &[Block] {
        let b = block.index();
        &self.preds[self.pred_start[b] as usize..self.pred_start[b + 1] as usize]
    }

    fn block_params(&self, block: Block) -> &[VReg] {
        let b = block.index();
        &self.params[self.param_start[b] as usize..self.param_start[b + 1] as usize]
    }

    fn is_ret(&self, insn: Inst) -> bool {
        self.flags[insn.index()] & RET != 0
    }

    fn is_branch(&self, insn: Inst) -> bool {
        self.flags[insn.index()] & BRANCH != 0
    }

    fn branch_blockparams(&self, _block: Block, insn: Inst, succ_idx: usize) -> &[VReg] {
        let first = self.branch_start[insn.index()] as usize;
        let (from, to) = self.branch_ranges[first + succ_idx];
        &self.branch_args[from as usize..to as usize]
    }

    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        let i = insn.index();
        &self.operands[self.operand_start[i] as usize..self.operand_start[i + 1] as usize]
    }

    fn inst_clobbers(&self, insn: Inst) -> PRegSet {
        if self.flags[insn.index()] & CLOBBERS == 0 {
            return PRegSet::empty();
        }
        match self
            .clobbers
            .binary_search_by_key(&(insn.index() as u32), |&(i, _)| i)
        {
            Ok(k) => self.clobbers[k].1,
            Err(_) => PRegSet::empty(),
        }
    }

    fn num_vregs(&self) -> usize {
        self.vregs
    }

    fn spillslot_size(&self, regclass: RegClass) -> usize {
        match regclass {
            RegClass::Int | RegClass::Float => 1,
            RegClass::Vector => 2,
        }
    }
}

/// Which of regalloc2's allocators runs (Cranelift's `regalloc_algorithm` setting names the same
/// two).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Allocator {
    /// The backtracking allocator with live-range splitting (regalloc2's Ion): better code.
    #[default]
    Backtracking,
    /// The single-pass allocator (regalloc2's Fastalloc): faster allocation, more spills and
    /// moves.
    SinglePass,
    /// The backtracking allocator for a function of up to [`BY_SIZE_BLOCKS`] blocks, the
    /// single-pass one above: regalloc2's backtracking allocator grows faster than linearly on
    /// very branchy functions (a nest of 10^5 `if`/`else`s: 14 s, where the single-pass one takes
    /// 1.5 s), so a size keeps every compile's time near-linear.
    BySize,
}

/// The most blocks a function may have for [`Allocator::BySize`] to choose the backtracking
/// allocator.
pub const BY_SIZE_BLOCKS: usize = 8_192;

impl Allocator {
    /// Both, the default first.
    pub const ALL: [Allocator; 2] = [Allocator::Backtracking, Allocator::SinglePass];

    /// The name Cranelift's `regalloc_algorithm` setting gives it (`by_size` for ours alone).
    pub fn name(self) -> &'static str {
        match self {
            Allocator::Backtracking => "backtracking",
            Allocator::SinglePass => "single_pass",
            Allocator::BySize => "by_size",
        }
    }

    /// The allocator that runs on a function of `blocks` blocks: itself, or for
    /// [`Allocator::BySize`] the one its size calls for.
    pub fn for_blocks(self, blocks: usize) -> Allocator {
        match self {
            Allocator::BySize if blocks > BY_SIZE_BLOCKS => Allocator::SinglePass,
            Allocator::BySize => Allocator::Backtracking,
            chosen => chosen,
        }
    }
}

/// Allocates `ra` with regalloc2's backtracking allocator in `env`.
pub fn allocate(ra: &RaFunction, env: &MachineEnv) -> Result<Output, GlueError> {
    allocate_with(ra, env, Allocator::Backtracking)
}

/// Allocates `ra` with `allocator` in `env`.
pub fn allocate_with(
    ra: &RaFunction,
    env: &MachineEnv,
    allocator: Allocator,
) -> Result<Output, GlueError> {
    let options = RegallocOptions {
        // opforge-cfg's verifier checks SSA dominance on every checked compile with constant-time
        // queries; regalloc2's own check walks the dominator tree for each use, which is
        // quadratic on deep trees (an `else if` chain of 10^4 branches).
        validate_ssa: false,
        algorithm: match allocator.for_blocks(regalloc2::Function::num_blocks(ra)) {
            Allocator::SinglePass => regalloc2::Algorithm::Fastalloc,
            Allocator::Backtracking | Allocator::BySize => regalloc2::Algorithm::Ion,
        },
        ..RegallocOptions::default()
    };
    regalloc2::run(ra, env, &options)
        .map_err(|e: RegAllocError| GlueError::Allocation(format!("{e:?}")))
}

/// Runs regalloc2's checker on an allocation of `ra`: every use reads the value its vreg
/// holds, through every move, spill and reload the allocator inserted.
pub fn check(ra: &RaFunction, env: &MachineEnv, output: &Output) -> Result<(), String> {
    let mut checker = regalloc2::checker::Checker::new(ra, env);
    checker.prepare(output);
    checker.run().map_err(|e| format!("{e:?}"))
}

/// The value type name of `v`, for messages.
pub fn type_name<Op: LirOpcode>(func: &Function<Op>, v: opforge_cfg::Value) -> &'static str {
    func.value_type(v).name()
}
