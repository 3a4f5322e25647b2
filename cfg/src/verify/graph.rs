//! The rules of the graph as a whole: the entry block ([`Check::Entry`]), reachability
//! ([`Check::Unreachable`], a warning) and, on request, critical edges
//! ([`Check::CriticalEdge`]).

use crate::flow::{ControlFlow, DomTree, is_critical};
use crate::spec::CfgOpcode;

use super::Check;
use super::instructions::type_list;
use super::state::Verifier;

impl<Op: CfgOpcode> Verifier<'_, Op> {
    /// The function has an entry block, nothing branches to it, and its parameters are the
    /// function's.
    pub(super) fn entry(&mut self, cfg: &ControlFlow) {
        let f = self.func;
        let Some(entry) = f.entry() else {
            let message = "the function has no blocks".into();
            self.push(Check::Entry, None, None, None, message);
            return;
        };
        for p in cfg.predecessors(entry) {
            let last = f.block_insts(p).last().copied();
            let message = format!("{p} branches to the entry block {entry}");
            self.push(Check::Entry, Some(p), last, None, message);
        }
        let params: Vec<Op::Type> = f
            .block_params(entry)
            .iter()
            .map(|&v| f.value_type(v))
            .collect();
        if params != f.params() {
            let message = format!(
                "the entry block's parameters are {}, the function's {}",
                type_list(&params),
                type_list(f.params())
            );
            self.push(Check::Entry, Some(entry), None, None, message);
        }
    }

    /// Every block of the layout is reachable from the entry (warnings).
    pub(super) fn unreachable(&mut self, dom: &DomTree) {
        for &b in self.func.layout() {
            if !dom.is_reachable(b) {
                let message = format!("{b} is not reachable from the entry");
                self.push(Check::Unreachable, Some(b), None, None, message);
            }
        }
    }

    /// No edge is critical.
    pub(super) fn critical_edges(&mut self, cfg: &ControlFlow) {
        let f = self.func;
        for &b in f.layout() {
            for s in cfg.successors(b) {
                if is_critical(cfg, b, s) {
                    let last = f.block_insts(b).last().copied();
                    let message = format!(
                        "the edge {b} → {s} is critical: {b} has several successors and {s} several predecessors"
                    );
                    self.push(Check::CriticalEdge, Some(b), last, None, message);
                }
            }
        }
    }
}
