//! Def-use chains: owns the index from each value to the places that read it, and the edit
//! that makes every reader of one value read another (`replace_all_uses`), which the Panda,
//! SysY and Slang IRs all have and every optimizer needs. The index is built in one pass over
//! the instructions placed in blocks, into one flat array (no allocation per value), and is a
//! snapshot: an edit of the function after it is built is not seen.

use super::inst::Slot;
use super::{Function, Inst, Value};
use crate::spec::CfgOpcode;

/// One read of a value: operand `operand` of `inst`, or when that operand is a block target,
/// its argument `arg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    /// The instruction that reads the value.
    pub inst: Inst,
    /// The operand's position.
    pub operand: u32,
    /// The argument's position among the block target's arguments, for a block argument.
    pub arg: Option<u32>,
}

/// Every use of every value of a function, by value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DefUse {
    /// `uses[starts[v]..starts[v + 1]]` are value `v`'s uses.
    starts: Vec<u32>,
    uses: Vec<Use>,
}

impl DefUse {
    /// The uses of every value of `func`, in block layout order then instruction order.
    pub fn of<Op: CfgOpcode>(func: &Function<Op>) -> Self {
        let n = func.value_count();
        let mut counts = vec![0u32; n + 1];
        let each = |f: &mut dyn FnMut(Value, Use)| {
            for &block in func.layout() {
                for &inst in func.block_insts(block) {
                    let Some(node) = func.insts.get(inst.index()) else {
                        continue;
                    };
                    for (k, slot) in func.operands.get(node.operands).iter().enumerate() {
                        let operand = k as u32;
                        match *slot {
                            Slot::Value(v) => f(
                                v,
                                Use {
                                    inst,
                                    operand,
                                    arg: None,
                                },
                            ),
                            Slot::Block(_, list) => {
                                for (a, &v) in func.args.get(list).iter().enumerate() {
                                    let arg = Some(a as u32);
                                    f(v, Use { inst, operand, arg });
                                }
                            }
                            Slot::Imm(_) => {}
                        }
                    }
                }
            }
        };
        each(&mut |v, _| {
            if let Some(c) = counts.get_mut(v.index() + 1) {
                *c += 1;
            }
        });
        for k in 1..counts.len() {
            counts[k] += counts[k - 1];
        }
        let starts = counts.clone();
        let mut next = counts;
        let filler = Use {
            inst: Inst::new(0),
            operand: 0,
            arg: None,
        };
        let mut uses = vec![filler; starts.last().copied().unwrap_or(0) as usize];
        each(&mut |v, u| {
            if let Some(at) = next.get_mut(v.index()) {
                uses[*at as usize] = u;
                *at += 1;
            }
        });
        DefUse { starts, uses }
    }

    /// The uses of `value` (none for a value the function does not have).
    pub fn uses(&self, value: Value) -> &[Use] {
        let k = value.index();
        match (self.starts.get(k), self.starts.get(k + 1)) {
            (Some(&a), Some(&b)) => &self.uses[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Whether nothing reads `value`.
    pub fn is_unused(&self, value: Value) -> bool {
        self.uses(value).is_empty()
    }
}

impl<Op: CfgOpcode> Function<Op> {
    /// Makes every operand and block argument that reads `old` read `new` instead, in every
    /// instruction placed in a block; returns how many it changed. Types are not checked (the
    /// verifier does).
    pub fn replace_all_uses(&mut self, old: Value, new: Value) -> usize {
        self.map_uses(|v| if v == old { new } else { v })
    }

    /// Makes every operand and block argument read `map(value)` instead of `value`, in every
    /// instruction placed in a block, in one pass; returns how many changed. Types are not
    /// checked (the verifier does).
    pub fn map_uses(&mut self, mut map: impl FnMut(Value) -> Value) -> usize {
        let mut changed = 0;
        let mut swap = |v: &mut Value| {
            let new = map(*v);
            if new != *v {
                *v = new;
                changed += 1;
            }
        };
        for at in 0..self.layout.len() {
            let block = self.layout[at];
            let Some(b) = self.blocks.get(block.index()).copied() else {
                continue;
            };
            for k in 0..self.order.get(b.insts).len() {
                let inst = self.order.get(b.insts)[k];
                let Some(node) = self.insts.get(inst.index()).copied() else {
                    continue;
                };
                let mut arg_lists = Vec::new();
                for slot in self.operands.get_mut(node.operands) {
                    match slot {
                        Slot::Value(v) => swap(v),
                        Slot::Block(_, list) => arg_lists.push(*list),
                        Slot::Imm(_) => {}
                    }
                }
                for list in arg_lists {
                    for v in self.args.get_mut(list) {
                        swap(v);
                    }
                }
            }
        }
        changed
    }
}
