//! Owns the one clean-up after lowering: removing LIR instructions without effect whose
//! results nothing reads. A hand-written rule reads its constant operands itself (a `gep`'s
//! constant indexes become an offset), so the constants the driver lowered for them may be
//! left unread; the back end would otherwise emit each as a move. Generic over the [`Machine`].

use opforge_cfg::Function;

use super::custom::is_pure;
use super::machine::Machine;

/// Removes every `pure` instruction whose results are unused, until none is left; returns how
/// many it removed.
pub fn remove_unused<M: Machine>(func: &mut Function<M::Op>) -> usize {
    let mut removed = 0;
    loop {
        let mut uses = vec![0u32; func.value_count()];
        for &block in func.layout() {
            for &inst in func.block_insts(block) {
                if let Some(data) = func.inst(inst) {
                    for (_, v) in data.uses() {
                        if let Some(u) = uses.get_mut(v.index()) {
                            *u += 1;
                        }
                    }
                }
            }
        }
        let dead: Vec<_> = func
            .layout()
            .iter()
            .flat_map(|&b| func.block_insts(b).iter().copied())
            .filter(|&inst| {
                func.inst(inst).is_some_and(|d| {
                    is_pure::<M>(d.opcode)
                        && !d.results().is_empty()
                        && d.results().iter().all(|r| uses.get(r.index()) == Some(&0))
                })
            })
            .collect();
        if dead.is_empty() {
            return removed;
        }
        removed += dead.len();
        for inst in dead {
            func.remove_inst(inst);
        }
    }
}
