//! The generic lowering driver: owns turning a function of one block-structured IR (the
//! source) into a function of another (the target, usually a LIR) with the rules a
//! `kind: lower` table generates, so that a user writes rules, not a driver.
//!
//! Blocks and block parameters carry over one to one: each source block reachable from the
//! entry becomes a target block, in the same layout order, with one parameter per source
//! parameter (its type mapped by the table's `types`), and block targets pass the lowered
//! arguments. Within that frame the driver runs the rules as a tree-pattern selector does:
//! 1. **select**, blocks in post-order and instructions last to first: the generated `select`
//!    picks each instruction's rule; a rule that absorbs an input (an instruction used by
//!    nothing else in the same block) or reads a constant input as an immediate takes that use
//!    away, and an instruction whose every use was taken is not lowered on its own (one with no
//!    uses at all still is: it may have effects);
//! 2. **emit**, blocks in reverse post-order (so a value is lowered before its uses in other
//!    blocks) and instructions first to last: the generated `emit` builds the rule's steps.
//!
//! Last, every critical edge of the target is split with a block that jumps (through the
//! target's instruction whose only operand is a block target), as register allocators want.
//!
//! An instruction no rule matches, or one a refusal takes, is a [`LowerError`] naming the
//! function, the instruction and the reason.

use core::fmt;

use crate::builder::Builder;
use crate::flow::DomTree;
use crate::function::{Block, Function, Inst, Operand, Value, ValueDef};
use crate::spec::CfgOpcode;

/// What the driver needs to know about a rule of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleInfo {
    /// The source instruction it lowers.
    pub inst: &'static str,
    /// Where it is written, `file:line:col`.
    pub at: &'static str,
    /// The operand positions whose instructions it absorbs (lowers together with its own).
    pub absorbs: &'static [usize],
    /// The operand positions it reads as immediates (constants it does not materialize).
    pub immediates: &'static [usize],
    /// Why instructions it matches are not lowered, when it is a refusal.
    pub unsupported: Option<&'static str>,
}

/// Why a function did not lower.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// The source function's name.
    pub function: String,
    /// The instruction at fault, if one is.
    pub inst: Option<Inst>,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inst {
            Some(i) => write!(f, "{}: {i}: {}", self.function, self.message),
            None => write!(f, "{}: {}", self.function, self.message),
        }
    }
}

impl std::error::Error for LowerError {}

/// The rules of a lowering table, as generated (`Rules` in the file `include_lower!` includes).
pub trait Rules {
    /// The source IR's opcodes.
    type Source: CfgOpcode;
    /// The target IR's opcodes.
    type Target: CfgOpcode;
    /// The target type holding values of a source type, if the table maps it.
    fn target_type(
        &self,
        t: <Self::Source as CfgOpcode>::Type,
    ) -> Option<<Self::Target as CfgOpcode>::Type>;
    /// The operand position of the value of a constant instruction (the table's `constants`).
    fn constant(op: Self::Source) -> Option<usize>;
    /// Why the table does not lower this opcode at all, when it says so.
    fn unsupported(&self, op: Self::Source) -> Option<&'static str>;
    /// The rule that lowers `inst`, if one matches.
    fn select(&self, cx: &Cx<'_, Self::Source, Self::Target>, inst: Inst) -> Option<u16>;
    /// The facts of a rule.
    fn rule(&self, rule: u16) -> Option<&'static RuleInfo>;
    /// Builds the target instructions of `rule` for `inst`.
    fn emit(
        &mut self,
        cx: &mut Cx<'_, Self::Source, Self::Target>,
        inst: Inst,
        rule: u16,
    ) -> Result<(), LowerError>;
}

/// What rules read and build through: the source function, the values lowered so far, and the
/// target's builder positioned in the block being lowered.
#[derive(Debug)]
pub struct Cx<'a, S: CfgOpcode, T: CfgOpcode> {
    source: &'a Function<S>,
    builder: Builder<'a, T>,
    /// The target value of each source value, once lowered.
    values: Vec<Option<Value>>,
    /// The target block of each source block (reachable ones).
    blocks: Vec<Option<Block>>,
    /// Each source value's uses not taken by an absorbing or immediate-reading rule.
    uses: Vec<u32>,
    /// Where a constant keeps its value, by opcode.
    constant: fn(S) -> Option<usize>,
}

impl<'a, S: CfgOpcode, T: CfgOpcode> Cx<'a, S, T> {
    /// The source function.
    pub fn source(&self) -> &'a Function<S> {
        self.source
    }

    /// The opcode of a source instruction.
    pub fn opcode(&self, inst: Inst) -> Option<S> {
        self.source.opcode(inst)
    }

    /// The type of the first result of `inst`.
    pub fn result_type(&self, inst: Inst) -> Option<S::Type> {
        let data = self.source.inst(inst)?;
        data.results().first().map(|&v| self.source.value_type(v))
    }

    /// The value operand at position `slot` of `inst`.
    pub fn operand(&self, inst: Inst, slot: usize) -> Option<Value> {
        match self.source.inst(inst)?.operand(slot)? {
            Operand::Value(v) => Some(v),
            _ => None,
        }
    }

    /// The type of the value operand at `slot`.
    pub fn operand_type(&self, inst: Inst, slot: usize) -> Option<S::Type> {
        self.operand(inst, slot).map(|v| self.source.value_type(v))
    }

    /// The instruction defining `value`, if an instruction does.
    pub fn defined_by(&self, value: Value) -> Option<Inst> {
        match self.source.value(value)?.def {
            ValueDef::Result { inst, .. } => Some(inst),
            _ => None,
        }
    }

    /// The instruction defining the value operand at `slot` of `inst`.
    fn operand_def(&self, inst: Inst, slot: usize) -> Option<Inst> {
        self.defined_by(self.operand(inst, slot)?)
    }

    /// The type of operand `inner` of the instruction defining the operand at `slot`.
    pub fn operand_of_type(&self, inst: Inst, slot: usize, inner: usize) -> Option<S::Type> {
        self.operand_type(self.operand_def(inst, slot)?, inner)
    }

    /// The immediate at position `slot` of `inst` (an enum case by its number).
    pub fn imm(&self, inst: Inst, slot: usize) -> Option<i64> {
        match self.source.inst(inst)?.operand(slot)? {
            Operand::Imm(x) => Some(x),
            _ => None,
        }
    }

    /// The immediate `inner` of the instruction defining the operand at `slot`.
    pub fn operand_of_imm(&self, inst: Inst, slot: usize, inner: usize) -> Option<i64> {
        self.imm(self.operand_def(inst, slot)?, inner)
    }

    /// The value of `value` when a constant instruction defines it.
    pub fn constant(&self, value: Value) -> Option<i64> {
        let def = self.defined_by(value)?;
        let slot = (self.constant)(self.source.opcode(def)?)?;
        self.imm(def, slot)
    }

    /// The value of the operand at `slot` when a constant instruction defines it.
    pub fn operand_constant(&self, inst: Inst, slot: usize) -> Option<i64> {
        self.constant(self.operand(inst, slot)?)
    }

    /// Whether the operand at `slot` of `user` is defined by an instruction of opcode `op` in
    /// the same block that nothing else uses, so `user`'s rule may absorb it.
    pub fn absorbable(&self, user: Inst, slot: usize, op: S) -> bool {
        let Some(v) = self.operand(user, slot) else {
            return false;
        };
        let Some(def) = self.defined_by(v) else {
            return false;
        };
        let block = |i| self.source.inst(i).and_then(|d| d.block);
        self.source.opcode(def) == Some(op)
            && block(def).is_some()
            && block(def) == block(user)
            && self.uses.get(v.index()) == Some(&1)
            && self
                .source
                .inst(def)
                .is_some_and(|d| d.results().len() == 1)
    }

    /// The target value of a lowered source value.
    pub fn value(&self, value: Value) -> Result<Value, LowerError> {
        self.values
            .get(value.index())
            .copied()
            .flatten()
            .ok_or_else(|| self.error(None, format!("{value} is used before it is lowered")))
    }

    /// The target value of the operand at `slot`.
    pub fn operand_value(&self, inst: Inst, slot: usize) -> Result<Value, LowerError> {
        let v = self
            .operand(inst, slot)
            .ok_or_else(|| self.error(Some(inst), format!("operand {slot} is not a value")))?;
        self.value(v)
    }

    /// The target value of operand `inner` of the (absorbed) instruction defining the operand
    /// at `slot`.
    pub fn operand_of_value(
        &self,
        inst: Inst,
        slot: usize,
        inner: usize,
    ) -> Result<Value, LowerError> {
        let def = self.operand_def(inst, slot).ok_or_else(|| {
            self.error(
                Some(inst),
                format!("operand {slot} is not an instruction's"),
            )
        })?;
        self.operand_value(def, inner)
    }

    /// The target values of the value operands from `slot` on (a variadic operand).
    pub fn operand_values_from(&self, inst: Inst, slot: usize) -> Result<Vec<Value>, LowerError> {
        let data = self
            .source
            .inst(inst)
            .ok_or_else(|| self.error(Some(inst), "no such instruction".into()))?;
        data.operands()
            .skip(slot)
            .filter_map(|o| match o {
                Operand::Value(v) => Some(self.value(v)),
                _ => None,
            })
            .collect()
    }

    /// The target block and lowered arguments of the block target at `slot`.
    pub fn target(&self, inst: Inst, slot: usize) -> Result<(Block, Vec<Value>), LowerError> {
        let call = match self.source.inst(inst).and_then(|d| d.operand(slot)) {
            Some(Operand::Block(call)) => call,
            _ => return Err(self.error(Some(inst), format!("operand {slot} is not a block"))),
        };
        let block = self
            .blocks
            .get(call.block.index())
            .copied()
            .flatten()
            .ok_or_else(|| self.error(Some(inst), format!("{} is not lowered", call.block)))?;
        let args = call
            .args
            .iter()
            .map(|&v| self.value(v))
            .collect::<Result<_, _>>()?;
        Ok((block, args))
    }

    /// The target's builder, at the end of the block being lowered.
    pub fn builder(&mut self) -> &mut Builder<'a, T> {
        &mut self.builder
    }

    /// Records `value` as the target value of the first result of `inst`.
    pub fn define(&mut self, inst: Inst, value: Value) {
        if let Some(&r) = self.source.inst(inst).and_then(|d| d.results().first())
            && let Some(slot) = self.values.get_mut(r.index())
        {
            *slot = Some(value);
        }
    }

    /// The error for a condition the table's `conditions` leave out.
    pub fn unmapped(&self, inst: Inst, value: i64) -> LowerError {
        self.error(
            Some(inst),
            format!("the table maps no target condition for case {value}"),
        )
    }

    /// `value` as the immediate type `I` a rule's step passes it to (inferred from the target
    /// builder's parameter), or the [`out_of_range`](Self::out_of_range) error.
    pub fn fit<I: crate::Immediate>(&self, inst: Inst, value: i64) -> Result<I, LowerError> {
        I::from_imm(value).map_err(|e| self.out_of_range(inst, e))
    }

    /// The error for a number that does not fit the target immediate a rule's step passes it
    /// to.
    pub fn out_of_range(&self, inst: Inst, error: crate::ImmOutOfRange) -> LowerError {
        self.error(Some(inst), format!("the rule's immediate: {error}"))
    }

    /// The error for an instruction whose type the table does not map.
    pub fn untyped(&self, inst: Inst) -> LowerError {
        let ty = self
            .result_type(inst)
            .map_or_else(|| "no type".to_owned(), |t| format!("type {t:?}"));
        self.error(
            Some(inst),
            format!("the table maps no target type for {ty}"),
        )
    }

    /// The error a hand-written rule gives for an instruction it cannot lower, with the
    /// reason.
    pub fn refuse(&self, inst: Inst, message: impl Into<String>) -> LowerError {
        self.error(Some(inst), message.into())
    }

    fn error(&self, inst: Option<Inst>, message: String) -> LowerError {
        LowerError {
            function: self.source.name().to_owned(),
            inst,
            message,
        }
    }
}

/// Lowers `source` into a function of the target IR with `rules`: the same name, the
/// signature's types mapped, one target block per reachable source block.
pub fn lower<R: Rules>(
    rules: &mut R,
    source: &Function<R::Source>,
) -> Result<Function<R::Target>, LowerError> {
    use crate::spec::ValueType;
    let fail = |inst: Option<Inst>, message: String| LowerError {
        function: source.name().to_owned(),
        inst,
        message,
    };
    // Asked of the rules for each type rather than tabulated over `ValueType::ALL`, which
    // lists only scalars: a compound type (`*i32`) maps as its family (`ptr`) does.
    let map = |t: <R::Source as CfgOpcode>::Type| {
        rules.target_type(t).ok_or_else(|| {
            fail(
                None,
                format!("the table maps no target type for {}", t.name()),
            )
        })
    };
    let params = source
        .params()
        .iter()
        .map(|&t| map(t))
        .collect::<Result<Vec<_>, _>>()?;
    let results = source
        .results()
        .iter()
        .map(|&t| map(t))
        .collect::<Result<Vec<_>, _>>()?;
    let dom = DomTree::of(source);
    let rpo: Vec<Block> = dom.reverse_post_order().to_vec();
    let mut target = Function::new(source.name(), &params, &results);
    let mut values = vec![None; source.value_count()];
    let mut blocks = vec![None; source.block_count()];
    {
        let mut b = Builder::new(&mut target);
        for &block in source.layout() {
            if !dom.is_reachable(block) {
                continue;
            }
            let lowered = if Some(block) == source.entry() {
                b.current_block()
            } else {
                b.create_block()
            };
            blocks[block.index()] = Some(lowered);
            for (k, &p) in source.block_params(block).iter().enumerate() {
                let v = if Some(block) == source.entry() {
                    b.try_param(k).ok_or_else(|| {
                        fail(None, format!("the entry block has no parameter {k}"))
                    })?
                } else {
                    b.append_block_param(lowered, map(source.value_type(p))?)
                };
                values[p.index()] = Some(v);
            }
        }
    }
    let mut uses = vec![0u32; source.value_count()];
    for &block in &rpo {
        for &inst in source.block_insts(block) {
            if let Some(data) = source.inst(inst) {
                for (_, v) in data.uses() {
                    if let Some(u) = uses.get_mut(v.index()) {
                        *u += 1;
                    }
                }
            }
        }
    }
    let original = uses.clone();
    let mut cx = Cx {
        source,
        builder: Builder::new(&mut target),
        values,
        blocks,
        uses,
        constant: R::constant,
    };
    // Select: uses before definitions, so an absorbed or immediate use is taken away before
    // its definition is visited.
    let mut chosen: Vec<Option<u16>> = vec![None; source.inst_count()];
    let mut skipped = vec![false; source.inst_count()];
    for &block in rpo.iter().rev() {
        for &inst in source.block_insts(block).iter().rev() {
            let Some(data) = source.inst(inst) else {
                continue;
            };
            let results = data.results();
            let taken = !results.is_empty()
                && results.iter().all(|r| {
                    original.get(r.index()).is_some_and(|&n| n > 0)
                        && cx.uses.get(r.index()) == Some(&0)
                });
            if taken {
                skipped[inst.index()] = true;
                continue;
            }
            let Some(rule) = rules.select(&cx, inst) else {
                let why = rules.unsupported(data.opcode).map_or_else(
                    || {
                        format!(
                            "no rule of the table lowers `{}` here",
                            data.opcode.info().name
                        )
                    },
                    |why| format!("`{}` is not lowered: {why}", data.opcode.info().name),
                );
                return Err(fail(Some(inst), why));
            };
            let info = rules
                .rule(rule)
                .ok_or_else(|| fail(Some(inst), format!("rule {rule} is not in the table")))?;
            if let Some(why) = info.unsupported {
                return Err(fail(
                    Some(inst),
                    format!(
                        "`{}` is not lowered here: {why} (the refusal at {})",
                        info.inst, info.at
                    ),
                ));
            }
            for &slot in info.absorbs.iter().chain(info.immediates) {
                if let Some(v) = cx.operand(inst, slot)
                    && let Some(u) = cx.uses.get_mut(v.index())
                {
                    *u = u.saturating_sub(1);
                }
            }
            for &slot in info.absorbs {
                if let Some(def) = cx.operand_def(inst, slot) {
                    skipped[def.index()] = true;
                }
            }
            chosen[inst.index()] = Some(rule);
        }
    }
    // Emit: definitions before uses.
    for &block in &rpo {
        let Some(lowered) = cx.blocks[block.index()] else {
            continue;
        };
        cx.builder.switch_to(lowered);
        for &inst in source.block_insts(block) {
            if skipped[inst.index()] {
                continue;
            }
            if let Some(rule) = chosen[inst.index()] {
                rules.emit(&mut cx, inst, rule)?;
            }
        }
    }
    drop(cx);
    // regalloc2, as most allocators, wants no critical edge: a branch of two targets passing
    // values to a block of two predecessors would need moves on the edge.
    let jump = <R::Target as CfgOpcode>::ALL.iter().copied().find(|op| {
        let info = op.info();
        info.terminator
            && !info.returns
            && info.results.is_empty()
            && matches!(info.operands, [o] if o.kind == crate::spec::OperandKind::Block)
    });
    if let Some(jump) = jump
        && crate::flow::split_critical_edges(&mut target, jump) > 0
    {
        // Each edge block goes in reverse post-order with the rest.
        let order = DomTree::of(&target).reverse_post_order().to_vec();
        *target.layout_mut() = order;
    }
    Ok(target)
}
