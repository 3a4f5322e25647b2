//! Single mutations of valid functions, each breaking exactly one verifier rule (and no other
//! error rule): what the tests use to show each check fires, alone, on what it guards.

use opforge_cfg::{Block, Check, Function, Inst, Operand, Value, ValueDef};

use crate::random::Rng;
use crate::{Opcode, Type};

/// The checks [`mutate`] knows how to break: every error rule but the optional
/// [`Check::CriticalEdge`].
pub fn breakable() -> Vec<Check> {
    Check::ALL
        .into_iter()
        .filter(|&c| c.is_error() && c != Check::CriticalEdge)
        .collect()
}

/// Every placed instruction with its block.
fn placed(f: &Function<Opcode>) -> Vec<(Block, Inst)> {
    f.layout()
        .iter()
        .flat_map(|&b| f.block_insts(b).iter().map(move |&i| (b, i)))
        .collect()
}

/// The entry parameter of type `ty` (the test functions' first three parameters are `i32`,
/// `i64`, `b1`).
fn param_of(f: &Function<Opcode>, ty: Type) -> Option<Value> {
    let entry = f.entry()?;
    f.block_params(entry)
        .iter()
        .copied()
        .find(|&v| f.value_type(v) == ty)
}

/// A copy of valid `f` that breaks `check` and no other error rule, or `None` when `f` has
/// nothing to break it with (a function without branches has no branch argument to spoil).
pub fn mutate(f: &Function<Opcode>, check: Check, rng: &mut Rng) -> Option<Function<Opcode>> {
    let mut m = f.clone();
    let insts = placed(f);
    match check {
        Check::Layout => {
            // An instruction that says it is in another block than the one holding it.
            let (_, i) = rng.pick(&insts)?;
            let other = Block::new(m.block_count() as u32);
            m.inst_mut(i)?.set_block(Some(other));
        }
        Check::Definition => {
            // A parameter that records another position than its own.
            let entry = m.entry()?;
            let p = *m.block_params(entry).first()?;
            m.value_mut(p)?.def = ValueDef::Param {
                block: entry,
                index: 99,
            };
        }
        Check::Terminator => {
            // A block without its terminator.
            let b = rng.pick(m.layout())?;
            let last = *m.block_insts(b).last()?;
            m.remove_inst(last);
        }
        Check::Shape => {
            // One operand too many, or an immediate where a value goes.
            let (_, i) = rng.pick(&insts)?;
            m.inst_mut(i)?.push_operand(Operand::Imm(0));
        }
        Check::Types => {
            // A value operand given an entry parameter of a type it does not take.
            let mut spots = Vec::new();
            for &(_, i) in &insts {
                let d = f.inst(i)?;
                let info = opforge_cfg::CfgOpcode::info(d.opcode);
                for (k, op) in d.operands().enumerate() {
                    if let (Operand::Value(_), Some(o)) = (op, info.operand(k))
                        && let opforge_cfg::OperandKind::Value { types, .. } = o.kind
                        && types != crate::type_set::ANY
                    {
                        spots.push((i, k, types));
                    }
                }
            }
            let (i, k, types) = rng.pick(&spots)?;
            let wrong = [Type::B1, Type::I32]
                .into_iter()
                .find(|t| !opforge_cfg::ValueType::is_in(*t, types))?;
            let v = param_of(&m, wrong)?;
            m.inst_mut(i)?
                .set_operand(k, Operand::Value(v))
                .then_some(())?;
        }
        Check::Dominance => {
            // An instruction that reads its own result, defined after the use: both operands
            // of an arithmetic instruction (they are tied to one type), or a call's argument.
            let mut spots = Vec::new();
            for &(_, i) in &insts {
                let d = f.inst(i)?;
                let Some(&r) = d.results().first() else {
                    continue;
                };
                if d.opcode.is_int_binary() {
                    spots.push((i, 0..2, r));
                } else if d.opcode == Opcode::Call && d.operand_count() > 1 {
                    let n = d.operand_count();
                    spots.push((i, n - 1..n, r));
                }
            }
            let (i, ks, r) = spots.get(rng.below(spots.len())).cloned()?;
            for k in ks {
                m.inst_mut(i)?
                    .set_operand(k, Operand::Value(r))
                    .then_some(())?;
            }
        }
        Check::BranchArgs => {
            // A target passed one argument too many.
            let mut spots = Vec::new();
            for &(_, i) in &insts {
                for (k, _) in f.inst(i)?.targets() {
                    spots.push((i, k));
                }
            }
            let (i, k) = rng.pick(&spots)?;
            let extra = param_of(&m, Type::I32)?;
            m.inst_mut(i)?.push_block_arg(k, extra);
        }
        Check::Entry => {
            // An entry block with a parameter the function does not have.
            let entry = m.entry()?;
            m.append_block_param(entry, Type::I64);
        }
        Check::Return => {
            // A function that returns one more value than its terminators pass.
            m.signature_mut().1.push(Type::I32);
        }
        _ => return None,
    }
    Some(m)
}
