//! The checks themselves: one method per [`Check`], run in order over the layout by
//! [`verify_with`](super::verify_with), each pushing located [`Finding`]s.

use crate::flow::{ControlFlow, DomTree};
use crate::function::{Block, Function, Inst, Operand, Value, ValueDef};
use crate::spec::{CfgOpcode, OperandKind, ValueType};
use crate::text::inst_text;

use super::{Check, Finding, Report};

/// No position: an instruction out of the layout.
pub(super) const UNPLACED: (u32, u32) = (u32::MAX, u32::MAX);

/// The position of a block parameter: before every instruction of its block.
const PARAM: u32 = u32::MAX;

/// The instructions of `f`'s layout, each with its block, read in place.
fn placed<Op: CfgOpcode>(f: &Function<Op>) -> impl Iterator<Item = (Block, Inst)> + '_ {
    f.layout()
        .iter()
        .flat_map(move |&b| f.block_insts(b).iter().map(move |&i| (b, i)))
}

/// `(i32, i64)`: a list of types as messages write it.
fn type_list<T: ValueType>(types: &[T]) -> String {
    let names: Vec<&str> = types.iter().map(|t| t.name()).collect();
    format!("({})", names.join(", "))
}

pub(super) struct Verifier<'f, Op: CfgOpcode> {
    pub(super) func: &'f Function<Op>,
    pub(super) report: Report,
    /// Block and position of every instruction placed in the layout ([`UNPLACED`] if not).
    pub(super) position: Vec<(u32, u32)>,
    /// Whether each block (by index) is in the layout.
    pub(super) in_layout: Vec<bool>,
}

impl<Op: CfgOpcode> Verifier<'_, Op> {
    pub(super) fn push(
        &mut self,
        check: Check,
        block: Option<Block>,
        inst: Option<Inst>,
        operand: Option<usize>,
        message: String,
    ) {
        let operand = inst.zip(operand).and_then(|(i, k)| {
            let info = self.func.opcode(i)?.info();
            Some((k, info.operand(k).map_or("?", |o| o.name)))
        });
        let inst = inst.map(|i| (i, inst_text(self.func, i)));
        self.report.findings.push(Finding {
            check,
            block,
            inst,
            operand,
            message,
        });
    }

    pub(super) fn layout(&mut self) {
        let f = self.func;
        let mut seen = vec![false; f.block_count()];
        for &b in f.layout() {
            match seen.get_mut(b.index()) {
                None => self.push(
                    Check::Layout,
                    Some(b),
                    None,
                    None,
                    format!("{b} is not a block of the function"),
                ),
                Some(s) if *s => self.push(
                    Check::Layout,
                    Some(b),
                    None,
                    None,
                    format!("{b} is in the layout twice"),
                ),
                Some(s) => *s = true,
            }
        }
        for &b in f.layout() {
            for (k, &i) in f.block_insts(b).iter().enumerate() {
                match (f.inst(i), self.position.get(i.index()).copied()) {
                    (None, _) | (_, None) => self.push(
                        Check::Layout,
                        Some(b),
                        None,
                        None,
                        format!("{i} is not an instruction of the function"),
                    ),
                    (Some(_), Some((other, _))) if other != UNPLACED.0 => {
                        let other = Block::new(other);
                        self.push(
                            Check::Layout,
                            Some(b),
                            Some(i),
                            None,
                            format!("{i} is also in {other}"),
                        );
                    }
                    (Some(d), Some(_)) => {
                        if d.block != Some(b) {
                            let says = d
                                .block
                                .map_or_else(|| "no block".to_owned(), |o| o.to_string());
                            self.push(
                                Check::Layout,
                                Some(b),
                                Some(i),
                                None,
                                format!("{i} is in {b} but says it is in {says}"),
                            );
                        }
                        self.position[i.index()] = (b.index() as u32, k as u32);
                    }
                }
            }
        }
    }

    pub(super) fn definitions(&mut self) {
        let f = self.func;
        let mut count = vec![0u32; f.value_count()];
        for &b in f.layout() {
            for (k, &v) in f.block_params(b).iter().enumerate() {
                let expected = ValueDef::Param {
                    block: b,
                    index: k as u32,
                };
                self.defined(&mut count, v, expected, Some(b), None);
            }
        }
        for (b, i) in placed(f) {
            let Some(d) = f.inst(i) else { continue };
            for (k, &v) in d.results().iter().enumerate() {
                let expected = ValueDef::Result {
                    inst: i,
                    index: k as u32,
                };
                self.defined(&mut count, v, expected, Some(b), Some(i));
            }
        }
        for (b, i) in placed(f) {
            let Some(d) = f.inst(i) else { continue };
            for (k, v) in d.uses() {
                if count.get(v.index()).is_none_or(|&c| c == 0) {
                    self.push(
                        Check::Definition,
                        Some(b),
                        Some(i),
                        Some(k),
                        format!("{v} is used but not defined in the function"),
                    );
                }
            }
        }
    }

    fn defined(
        &mut self,
        count: &mut [u32],
        v: Value,
        expected: ValueDef,
        b: Option<Block>,
        i: Option<Inst>,
    ) {
        let Some(c) = count.get_mut(v.index()) else {
            self.push(
                Check::Definition,
                b,
                i,
                None,
                format!("{v} is not a value of the function"),
            );
            return;
        };
        *c += 1;
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
            self.push(
                Check::Definition,
                b,
                i,
                None,
                format!("{v} is defined here as {expected:?} but records {def:?}"),
            );
        }
    }

    pub(super) fn terminators(&mut self) {
        let f = self.func;
        for &b in f.layout() {
            let insts = f.block_insts(b);
            let Some(&last) = insts.last() else {
                self.push(
                    Check::Terminator,
                    Some(b),
                    None,
                    None,
                    format!("{b} is empty, so it has no terminator"),
                );
                continue;
            };
            let is_term = |i: Inst| f.opcode(i).is_some_and(|op| op.info().terminator);
            if !is_term(last) {
                self.push(
                    Check::Terminator,
                    Some(b),
                    Some(last),
                    None,
                    format!("{b} does not end with a terminator"),
                );
            }
            for &i in &insts[..insts.len() - 1] {
                if is_term(i) {
                    self.push(
                        Check::Terminator,
                        Some(b),
                        Some(i),
                        None,
                        format!("a terminator before the end of {b}"),
                    );
                }
            }
        }
    }

    /// Checks operand and result shapes; returns whether each instruction's shape is right.
    pub(super) fn shapes(&mut self) -> Vec<bool> {
        let f = self.func;
        let mut ok = vec![false; f.inst_count()];
        for (b, i) in placed(f) {
            let Some(d) = f.inst(i) else { continue };
            let info = d.opcode.info();
            let fixed = info.operands.len() - usize::from(info.is_variadic());
            let n = d.operand_count();
            let mut good = true;
            if n < fixed || (!info.is_variadic() && n > fixed) {
                let more = if info.is_variadic() { " or more" } else { "" };
                self.push(
                    Check::Shape,
                    Some(b),
                    Some(i),
                    None,
                    format!("`{}` takes {fixed}{more} operands, it has {n}", info.name),
                );
                good = false;
            } else {
                for (k, op) in d.operands().enumerate() {
                    let wanted = info.operand(k).map(|o| o.kind);
                    let fits = match (wanted, op) {
                        (Some(OperandKind::Value { .. }), Operand::Value(_))
                        | (Some(OperandKind::Block), Operand::Block(_)) => true,
                        (Some(OperandKind::Imm(imm)), Operand::Imm(x)) => {
                            if !imm.kind.admits(x) {
                                self.push(
                                    Check::Shape,
                                    Some(b),
                                    Some(i),
                                    Some(k),
                                    format!("{x} is not a value of immediate kind `{}`", imm.name),
                                );
                                good = false;
                            }
                            true
                        }
                        _ => false,
                    };
                    if !fits {
                        let kind = match wanted {
                            Some(OperandKind::Value { .. }) => "a value",
                            Some(OperandKind::Imm(_)) => "an immediate",
                            _ => "a block target",
                        };
                        self.push(
                            Check::Shape,
                            Some(b),
                            Some(i),
                            Some(k),
                            format!("the operand must be {kind}"),
                        );
                        good = false;
                    }
                }
            }
            if d.results().len() != info.results.len() {
                self.push(
                    Check::Shape,
                    Some(b),
                    Some(i),
                    None,
                    format!(
                        "`{}` has {} results, this one {}",
                        info.name,
                        info.results.len(),
                        d.results().len()
                    ),
                );
                good = false;
            }
            ok[i.index()] = good;
        }
        ok
    }

    pub(super) fn types(&mut self, shaped: &[bool]) {
        let f = self.func;
        let ty = |v: Value| f.value(v).map(|d| d.ty);
        for (b, i) in placed(f) {
            let Some(d) = f.inst(i).filter(|_| shaped.get(i.index()) == Some(&true)) else {
                continue;
            };
            let info = d.opcode.info();
            let operand_type = |s: u8| match d.operand(usize::from(s)) {
                Some(Operand::Value(v)) => ty(v),
                _ => None,
            };
            for (k, op) in d.operands().enumerate() {
                let (Operand::Value(v), Some(OperandKind::Value { types, same })) =
                    (op, info.operand(k).map(|o| o.kind))
                else {
                    continue;
                };
                let Some(t) = ty(v) else { continue };
                if !t.is_in(types) {
                    self.push(
                        Check::Types,
                        Some(b),
                        Some(i),
                        Some(k),
                        format!("{v} has type {}, which the operand does not take", t.name()),
                    );
                } else if let Some(s) =
                    same.filter(|_| !info.operand(k).is_some_and(|o| o.variadic))
                    && let Some(want) = operand_type(s).filter(|&w| w != t)
                {
                    self.push(
                        Check::Types,
                        Some(b),
                        Some(i),
                        Some(k),
                        format!(
                            "{v} has type {}, but operand {s} has type {}",
                            t.name(),
                            want.name()
                        ),
                    );
                }
            }
            for (r, (spec, &v)) in info.results.iter().zip(d.results()).enumerate() {
                let Some(t) = ty(v) else { continue };
                let want = spec.same.and_then(operand_type);
                if !t.is_in(spec.types) || want.is_some_and(|w| w != t) {
                    let expected = want.map_or_else(
                        || "a type the result allows".to_owned(),
                        |w| w.name().to_owned(),
                    );
                    self.push(
                        Check::Types,
                        Some(b),
                        Some(i),
                        None,
                        format!(
                            "result {r} ({v}) has type {}, expected {expected}",
                            t.name()
                        ),
                    );
                }
            }
        }
    }

    /// Where each value is defined as its record says: block and position of its
    /// instruction, position 0 with `param` for a block parameter ([`UNPLACED`] when the record
    /// names nothing placed). One sequential pass, so a use costs one read.
    fn homes(&self) -> Vec<(u32, u32)> {
        self.func
            .values()
            .map(|(_, d)| match d.def {
                ValueDef::Param { block, .. } => (block.index() as u32, PARAM),
                ValueDef::Result { inst, .. } => {
                    self.position.get(inst.index()).copied().unwrap_or(UNPLACED)
                }
                ValueDef::Detached => UNPLACED,
            })
            .collect()
    }

    pub(super) fn dominance(&mut self, dom: &DomTree) {
        let f = self.func;
        let homes = self.homes();
        for &b in f.layout() {
            if !dom.is_reachable(b) {
                continue;
            }
            for &i in f.block_insts(b) {
                let Some(d) = f.inst(i) else { continue };
                let at = match self.position.get(i.index()) {
                    Some(&(home, at)) if home != UNPLACED.0 => at,
                    _ => 0,
                };
                for (k, v) in d.uses() {
                    let Some(&(home, p)) = homes.get(v.index()) else {
                        continue;
                    };
                    if home == UNPLACED.0 {
                        continue;
                    }
                    let home = Block::new(home);
                    let ok = if home == b {
                        p == PARAM || p < at
                    } else {
                        dom.dominates(home, b)
                    };
                    if !ok {
                        let why = if home == b {
                            format!("{v} is defined after its use in {b}")
                        } else {
                            format!("{v} is defined in {home}, which does not dominate {b}")
                        };
                        self.push(Check::Dominance, Some(b), Some(i), Some(k), why);
                    }
                }
            }
        }
    }

    pub(super) fn branch_args(&mut self) {
        let f = self.func;
        for (b, i) in placed(f) {
            let Some(d) = f.inst(i) else { continue };
            for (k, call) in d.targets() {
                let params = f.block_params(call.block);
                let placed = self.in_layout.get(call.block.index()).copied();
                if placed != Some(true) {
                    let message = format!("{} is not a block of the function", call.block);
                    self.push(Check::BranchArgs, Some(b), Some(i), Some(k), message);
                } else if params.len() != call.args.len() {
                    let message = format!(
                        "{} takes {} arguments, {} are passed",
                        call.block,
                        params.len(),
                        call.args.len()
                    );
                    self.push(Check::BranchArgs, Some(b), Some(i), Some(k), message);
                } else {
                    for (&arg, &param) in call.args.iter().zip(params) {
                        let Some(a) = f.value(arg).map(|d| d.ty) else {
                            continue;
                        };
                        let p = f.value_type(param);
                        if a != p {
                            let message = format!(
                                "{arg} has type {}, but parameter {param} of {} has type {}",
                                a.name(),
                                call.block,
                                p.name()
                            );
                            self.push(Check::BranchArgs, Some(b), Some(i), Some(k), message);
                        }
                    }
                }
            }
        }
    }

    pub(super) fn entry(&mut self, cfg: &ControlFlow) {
        let f = self.func;
        let Some(entry) = f.entry() else {
            self.push(
                Check::Entry,
                None,
                None,
                None,
                "the function has no blocks".into(),
            );
            return;
        };
        for p in cfg.predecessors(entry) {
            let last = f.block_insts(p).last().copied();
            self.push(
                Check::Entry,
                Some(p),
                last,
                None,
                format!("{p} branches to the entry block {entry}"),
            );
        }
        let params: Vec<Op::Type> = f
            .block_params(entry)
            .iter()
            .map(|&v| f.value_type(v))
            .collect();
        if params != f.params() {
            self.push(
                Check::Entry,
                Some(entry),
                None,
                None,
                format!(
                    "the entry block's parameters are {}, the function's {}",
                    type_list(&params),
                    type_list(f.params())
                ),
            );
        }
    }

    pub(super) fn returns(&mut self) {
        let f = self.func;
        for (b, i) in placed(f) {
            let Some(d) = f.inst(i).filter(|d| d.opcode.info().returns) else {
                continue;
            };
            let types = d.operands().filter_map(|o| match o {
                Operand::Value(v) => Some(f.value_type(v)),
                _ => None,
            });
            if !types.clone().eq(f.results().iter().copied()) {
                let types: Vec<Op::Type> = types.collect();
                self.push(
                    Check::Return,
                    Some(b),
                    Some(i),
                    None,
                    format!(
                        "returns {}, but the function returns {}",
                        type_list(&types),
                        type_list(f.results())
                    ),
                );
            }
        }
    }
}
