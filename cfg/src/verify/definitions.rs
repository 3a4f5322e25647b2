//! The first walk: the layout ([`Check::Layout`]: every block once, every instruction in one
//! block that knows it) and the definitions ([`Check::Definition`]: every value defined once,
//! where its record says), ending with the per-value records ([`Facts`]) the second walk reads.

use crate::flow::DomTree;
use crate::function::{Block, Inst, Value, ValueDef};
use crate::spec::CfgOpcode;

use super::Check;
use super::state::{DefStage, Facts, NOWHERE, PARAM, Verifier};

impl<Op: CfgOpcode> Verifier<'_, Op> {
    /// Every block of the layout is a block of the function, there once.
    pub(super) fn layout_blocks(&mut self) {
        let f = self.func;
        let mut seen = vec![false; f.block_count()];
        for &b in f.layout() {
            let message = match seen.get_mut(b.index()) {
                None => format!("{b} is not a block of the function"),
                Some(s) if *s => format!("{b} is in the layout twice"),
                Some(s) => {
                    *s = true;
                    continue;
                }
            };
            self.push(Check::Layout, Some(b), None, None, message);
        }
    }

    /// The parameters' definitions, then one walk over the placed instructions for their
    /// places and their results' definitions, then the per-value records (with `dom`'s
    /// intervals).
    pub(super) fn definitions_and_layout(&mut self, dom: &DomTree) {
        let f = self.func;
        // How often each value is defined (up to 255).
        let mut count = vec![0u8; f.value_count()];
        self.stage = DefStage::Params;
        for &b in f.layout() {
            for (k, &v) in f.block_params(b).iter().enumerate() {
                let expected = ValueDef::Param {
                    block: b,
                    index: k as u32,
                };
                self.defined(&mut count, v, expected, Some(b), None);
            }
        }
        self.stage = DefStage::Results;
        for &b in f.layout() {
            for (k, &i) in f.block_insts(b).iter().enumerate() {
                self.place(b, k, i);
                let Some(d) = f.inst(i) else { continue };
                for (r, &v) in d.results().iter().enumerate() {
                    let expected = ValueDef::Result {
                        inst: i,
                        index: r as u32,
                    };
                    self.defined(&mut count, v, expected, Some(b), Some(i));
                }
            }
        }
        let position = &self.position;
        self.facts = f
            .values()
            .zip(&count)
            .map(|((_, d), &c)| {
                let (home, at) = match d.def {
                    ValueDef::Param { block, .. } => (block.index() as u32, PARAM),
                    ValueDef::Result { inst, .. } => {
                        position.get(inst.index()).copied().unwrap_or((NOWHERE, 0))
                    }
                    ValueDef::Detached => (NOWHERE, 0),
                };
                let (enter, exit) = if home == NOWHERE {
                    (NOWHERE, NOWHERE)
                } else {
                    dom.span(Block::new(home))
                };
                Facts {
                    enter,
                    exit,
                    at,
                    ty: d.ty,
                    defined: c > 0,
                }
            })
            .collect();
        self.stage = DefStage::Uses;
    }

    /// Instruction `i` at position `k` of `b`: of the function, in no other block, and saying
    /// it is in `b`.
    fn place(&mut self, b: Block, k: usize, i: Inst) {
        let f = self.func;
        let (Some(d), Some(&(other, _))) = (f.inst(i), self.position.get(i.index())) else {
            let message = format!("{i} is not an instruction of the function");
            self.push(Check::Layout, Some(b), None, None, message);
            return;
        };
        if other != NOWHERE {
            let message = format!("{i} is also in {}", Block::new(other));
            self.push(Check::Layout, Some(b), Some(i), None, message);
            return;
        }
        if d.block != Some(b) {
            let says = d
                .block
                .map_or_else(|| "no block".to_owned(), |o| o.to_string());
            let message = format!("{i} is in {b} but says it is in {says}");
            self.push(Check::Layout, Some(b), Some(i), None, message);
        }
        self.position[i.index()] = (b.index() as u32, k as u32);
    }

    /// One definition of `v`, expected to be `expected`.
    fn defined(
        &mut self,
        count: &mut [u8],
        v: Value,
        expected: ValueDef,
        b: Option<Block>,
        i: Option<Inst>,
    ) {
        let Some(c) = count.get_mut(v.index()) else {
            let message = format!("{v} is not a value of the function");
            self.push(Check::Definition, b, i, None, message);
            return;
        };
        *c = c.saturating_add(1);
        if *c == 2 {
            self.push(
                Check::Definition,
                b,
                i,
                None,
                format!("{v} is defined twice"),
            );
        }
        let def = self.func.value(v).map(|d| d.def);
        if def != Some(expected) {
            let message = format!("{v} is defined here as {expected:?} but records {def:?}");
            self.push(Check::Definition, b, i, None, message);
        }
    }
}
