//! The second walk: everything an instruction must keep, checked in one visit of each placed
//! instruction: its block ends with its only terminator ([`Check::Terminator`]), its uses are
//! defined ([`Check::Definition`]) where they dominate it ([`Check::Dominance`]), its operands
//! and results have the table's shapes and types ([`Check::Shape`], [`Check::Types`]), its
//! targets get their arguments ([`Check::BranchArgs`]) and its returns the function's results
//! ([`Check::Return`]). Values are read through the per-value records, one read per use.

use crate::flow::DomTree;
use crate::function::{Block, Inst, InstData, Operand, Value};
use crate::spec::{AddressError, CfgOpcode, OperandKind, TypeOf, ValueType, malformed, pointee};

use super::Check;
use super::state::{NOWHERE, PARAM, Verifier};

/// The end of a shape finding that leaves the instruction's types unchecked.
const UNTYPED: &str = " (its types are checked once its shape is right)";

/// `(i32, i64)`: a list of types as messages write it.
pub(crate) fn type_list<T: ValueType>(types: &[T]) -> String {
    let names: Vec<&str> = types.iter().map(|t| t.name()).collect();
    format!("({})", names.join(", "))
}

impl<Op: CfgOpcode> Verifier<'_, Op> {
    /// The walk over the layout, block by block.
    pub(super) fn instructions(&mut self, dom: &DomTree) {
        let f = self.func;
        for &b in f.layout() {
            self.terminator(b);
            for &v in f.block_params(b) {
                if let Some(why) = self.ty(v).and_then(malformed) {
                    let message = format!("parameter {v}: {why}");
                    self.push(Check::Types, Some(b), None, None, message);
                }
            }
            let here = dom.is_reachable(b).then(|| dom.span(b));
            for &i in f.block_insts(b) {
                let Some(d) = f.inst(i) else { continue };
                self.uses(b, i, d, here);
                // An immediate out of its kind leaves the types checkable; operands or results
                // of the wrong number or kind do not, and their finding says so.
                if self.shape(b, i, d) {
                    self.types(b, i, d);
                }
                self.branch_args(b, i, d);
                if d.opcode.info().returns {
                    self.returns(b, i, d);
                }
            }
        }
    }

    fn ty(&self, v: Value) -> Option<Op::Type> {
        self.facts.get(v.index()).map(|x| x.ty)
    }

    /// `b` is not empty, ends with a terminator and has no other.
    fn terminator(&mut self, b: Block) {
        let f = self.func;
        let insts = f.block_insts(b);
        let Some(&last) = insts.last() else {
            let message = format!("{b} is empty, so it has no terminator");
            self.push(Check::Terminator, Some(b), None, None, message);
            return;
        };
        let is_term = |i: Inst| f.opcode(i).is_some_and(|op| op.info().terminator);
        if !is_term(last) {
            let message = format!("{b} does not end with a terminator");
            self.push(Check::Terminator, Some(b), Some(last), None, message);
        }
        for &i in &insts[..insts.len() - 1] {
            if is_term(i) {
                let message = format!("a terminator before the end of {b}");
                self.push(Check::Terminator, Some(b), Some(i), None, message);
            }
        }
    }

    /// Every value `i` reads is defined, and (in a reachable block, whose dominator-tree
    /// interval is `here`) defined before it in `b` or in a block that dominates `b`.
    fn uses(&mut self, b: Block, i: Inst, d: InstData<'_, Op>, here: Option<(u32, u32)>) {
        let at = match self.position.get(i.index()) {
            Some(&(home, at)) if home != NOWHERE => at,
            _ => 0,
        };
        for (k, v) in d.uses() {
            let Some(&facts) = self.facts.get(v.index()) else {
                let message = format!("{v} is used but not defined in the function");
                self.push(Check::Definition, Some(b), Some(i), Some(k), message);
                continue;
            };
            if !facts.defined {
                let message = format!("{v} is used but not defined in the function");
                self.push(Check::Definition, Some(b), Some(i), Some(k), message);
            }
            let Some((enter, exit)) = here.filter(|_| facts.enter != NOWHERE) else {
                continue;
            };
            // Reachable blocks have distinct intervals starting at 1 or more.
            let message = if facts.enter == enter {
                if facts.at == PARAM || facts.at < at {
                    continue;
                }
                format!("{v} is defined after its use in {b}")
            } else if facts.enter != 0 && facts.enter <= enter && exit <= facts.exit {
                continue;
            } else {
                let home = self
                    .home(v)
                    .map_or_else(|| "?".to_owned(), |h| h.to_string());
                format!("{v} is defined in {home}, which does not dominate {b}")
            };
            self.push(Check::Dominance, Some(b), Some(i), Some(k), message);
        }
    }

    /// The operands and results match the table's row in number and kind, and immediates are
    /// values of their kind; returns whether the number and kind match (the types of an
    /// instruction with an immediate out of its kind are still checked).
    fn shape(&mut self, b: Block, i: Inst, d: InstData<'_, Op>) -> bool {
        let info = d.opcode.info();
        let fixed = info.operands.len() - usize::from(info.is_variadic());
        let n = d.operand_count();
        let mut good = true;
        if n < fixed || (!info.is_variadic() && n > fixed) {
            let more = if info.is_variadic() { " or more" } else { "" };
            let message = format!(
                "`{}` takes {}{more}, it has {n}{UNTYPED}",
                info.name,
                crate::counted(fixed, "operand")
            );
            self.push(Check::Shape, Some(b), Some(i), None, message);
            good = false;
        } else {
            for (k, op) in d.operands().enumerate() {
                let wanted = info.operand(k).map(|o| o.kind);
                let fits = match (wanted, op) {
                    (Some(OperandKind::Value { .. }), Operand::Value(_))
                    | (Some(OperandKind::Block), Operand::Block(_)) => true,
                    (Some(OperandKind::Imm(imm)), Operand::Imm(x)) => {
                        if !imm.kind.admits(x) {
                            let message =
                                format!("{x} is not a value of immediate kind `{}`", imm.name);
                            self.push(Check::Shape, Some(b), Some(i), Some(k), message);
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
                    let message = format!("the operand must be {kind}{UNTYPED}");
                    self.push(Check::Shape, Some(b), Some(i), Some(k), message);
                    good = false;
                }
            }
        }
        let results = d.results().len();
        if results != info.results.len() {
            let message = format!(
                "`{}` has {}, this one {results}{UNTYPED}",
                info.name,
                crate::counted(info.results.len(), "result"),
            );
            self.push(Check::Shape, Some(b), Some(i), None, message);
            good = false;
        }
        good
    }

    /// The value operands and results of a well-shaped instruction have types its row allows,
    /// equal where the row ties them.
    fn types(&mut self, b: Block, i: Inst, d: InstData<'_, Op>) {
        let info = d.opcode.info();
        let operand_type = |this: &Self, s: u8| match d.operand(usize::from(s)) {
            Some(Operand::Value(v)) => this.ty(v),
            _ => None,
        };
        for (k, op) in d.operands().enumerate() {
            let (Operand::Value(v), Some(OperandKind::Value { types, same })) =
                (op, info.operand(k).map(|o| o.kind))
            else {
                continue;
            };
            let Some(t) = self.ty(v) else { continue };
            if !t.is_in(types) {
                let message = format!("{v} has type {}, which the operand does not take", t.name());
                self.push(Check::Types, Some(b), Some(i), Some(k), message);
            } else if let Some(s) = same.filter(|_| !info.operand(k).is_some_and(|o| o.variadic))
                && let Some(want) = operand_type(self, s).filter(|&w| w != t)
            {
                let message = format!(
                    "{v} has type {}, but operand {s} has type {}",
                    t.name(),
                    want.name()
                );
                self.push(Check::Types, Some(b), Some(i), Some(k), message);
            } else if let Some(TypeOf::Pointee(p)) = info.operand(k).and_then(|o| o.type_of)
                && let Some(ptr) = operand_type(self, p)
                && let Some(elem) = pointee(ptr).filter(|&e| e != t)
            {
                let message = format!(
                    "{v} has type {}, but operand {p} points to {}",
                    t.name(),
                    elem.name()
                );
                self.push(Check::Types, Some(b), Some(i), Some(k), message);
            }
        }
        for (r, (spec, &v)) in info.results.iter().zip(d.results()).enumerate() {
            let Some(t) = self.ty(v) else { continue };
            if let Some(why) = malformed(t) {
                let message = format!("result {r} ({v}): {why}");
                self.push(Check::Types, Some(b), Some(i), None, message);
                continue;
            }
            let want = spec.same.and_then(|s| operand_type(self, s));
            let derived = spec.type_of.and_then(|rule| {
                let p = rule.operand();
                let after = d.operand_count().saturating_sub(usize::from(p) + 1);
                Some((p, rule.derive(operand_type(self, p)?, after)?))
            });
            if t.is_in(spec.types)
                && want.is_none()
                && let Some((p, derived)) = derived
            {
                let message = match derived {
                    Ok(w) if w == t => continue,
                    Ok(w) => format!(
                        "result {r} ({v}) has type {}, expected {}",
                        t.name(),
                        w.name()
                    ),
                    // A base that is no pointer fails its operand's own constraint.
                    Err(AddressError::NotPointer(_)) => continue,
                    Err(e @ AddressError::NoArray { index, .. }) => {
                        let k = usize::from(p) + 1 + index;
                        self.push(Check::Types, Some(b), Some(i), Some(k), e.to_string());
                        continue;
                    }
                };
                self.push(Check::Types, Some(b), Some(i), None, message);
                continue;
            }
            if !t.is_in(spec.types) || want.is_some_and(|w| w != t) {
                let expected = want.map_or_else(
                    || "a type the result allows".to_owned(),
                    |w| w.name().to_owned(),
                );
                let message = format!(
                    "result {r} ({v}) has type {}, expected {expected}",
                    t.name()
                );
                self.push(Check::Types, Some(b), Some(i), None, message);
            }
        }
    }

    /// Each block target names a block of the layout and passes one argument of the right
    /// type per parameter.
    fn branch_args(&mut self, b: Block, i: Inst, d: InstData<'_, Op>) {
        let f = self.func;
        for (k, call) in d.targets() {
            let t = call.block;
            let message = match self.signatures.get(t.index()) {
                None | Some(&(_, NOWHERE)) => format!("{t} is not a block of the function"),
                Some(&(_, len)) if len as usize != call.args.len() => {
                    let passed = call.args.len();
                    let verb = if passed == 1 { "is" } else { "are" };
                    format!(
                        "{t} takes {}, {passed} {verb} passed",
                        crate::counted(len as usize, "argument")
                    )
                }
                Some(&(start, _)) => {
                    for (j, &arg) in call.args.iter().enumerate() {
                        let p = self.signature_types[start as usize + j];
                        let Some(a) = self.ty(arg).filter(|&a| a != p) else {
                            continue;
                        };
                        let param = f.block_params(t)[j];
                        let message = format!(
                            "{arg} has type {}, but parameter {param} of {t} has type {}",
                            a.name(),
                            p.name()
                        );
                        self.push(Check::BranchArgs, Some(b), Some(i), Some(k), message);
                    }
                    continue;
                }
            };
            self.push(Check::BranchArgs, Some(b), Some(i), Some(k), message);
        }
    }

    /// A returning instruction passes the function's results.
    fn returns(&mut self, b: Block, i: Inst, d: InstData<'_, Op>) {
        let f = self.func;
        let types = d.operands().filter_map(|o| match o {
            Operand::Value(v) => Some(f.value_type(v)),
            _ => None,
        });
        if !types.clone().eq(f.results().iter().copied()) {
            let types: Vec<Op::Type> = types.collect();
            let message = format!(
                "returns {}, but the function returns {}",
                type_list(&types),
                type_list(f.results())
            );
            self.push(Check::Return, Some(b), Some(i), None, message);
        }
    }
}
