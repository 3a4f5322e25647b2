//! Generating one function: the pool of live values and how a value of a wanted type is found in
//! it, converted from it, computed afresh by an allowed gate, or made a constant; and the body
//! (statements, then the fold of the values still live into the result). Branches and loops are
//! in [`control`](super::control), the dependency chain, memory and calls in
//! [`effects`](super::effects).

use super::catalog::{Divisor, Family, family_of};
use super::emit::Emitter;
use super::kit::Kit;
use super::rng::Rng;
use super::values;
use crate::circuit::{Circuit, GateRef};
use crate::opcode::{MachineType, Opcode, Root};

/// A function's parameter types, result type and a bound on the gates one call computes.
#[derive(Clone, Debug)]
pub(crate) struct Signature {
    /// The parameter types.
    pub params: Vec<MachineType>,
    /// The result type.
    pub ret: MachineType,
    /// An estimate (from above) of the gates one call computes, callees included.
    pub cost: u64,
}

/// A value in the pool.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Live {
    pub gate: GateRef,
    pub ty: MachineType,
    /// Whether some gate uses it already.
    pub used: bool,
}

/// A region of memory from an ALLOCA.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Region {
    pub base: GateRef,
    pub size: u64,
    /// `None` for a region of integers of any width at any offset; a float type for a region
    /// of that type only, at offsets that are multiples of its size (so float bits are never
    /// read as integers or as part of another float, where NaN payloads would show).
    pub float: Option<MachineType>,
}

/// Operand nesting past which operands come from the pool or constants only.
const MAX_NEST: usize = 3;

/// The generator of one function.
pub(crate) struct FnGen<'a> {
    pub rng: &'a mut Rng,
    pub kit: &'a Kit,
    /// The functions this one may call: address and signature.
    pub callees: &'a [(u64, Signature)],
    pub e: Emitter,
    pub pool: Vec<Live>,
    /// The state new state gates follow.
    pub state: GateRef,
    /// The head of the dependency chain.
    pub head: GateRef,
    /// Whether the head belongs to the current block (else an effect first relays it).
    pub head_local: bool,
    /// Whether the function threads a dependency chain (it may have effects).
    pub effects: bool,
    pub regions: Vec<Region>,
    /// Data gates still to generate.
    pub budget: usize,
    /// Iterations of the enclosing loops, multiplied.
    pub mult: u64,
    /// The estimate of the gates one call computes.
    pub cost: u64,
    /// Loops enclosing the current point.
    pub loops: usize,
    /// Branches and loops enclosing the current point.
    pub depth: usize,
    nest: usize,
}

impl<'a> FnGen<'a> {
    /// A generator for a function that may call `callees`.
    pub fn new(rng: &'a mut Rng, kit: &'a Kit, callees: &'a [(u64, Signature)]) -> Self {
        let e = Emitter::new();
        let state = e.circuit.root(Root::StateEntry);
        let head = e.circuit.root(Root::DependEntry);
        FnGen {
            rng,
            kit,
            callees,
            e,
            pool: Vec::new(),
            state,
            head,
            head_local: true,
            effects: kit.memory || (kit.calls && !callees.is_empty()),
            regions: Vec::new(),
            budget: kit.config.size.max(1),
            mult: 1,
            cost: 0,
            loops: 0,
            depth: 0,
            nest: 0,
        }
    }

    /// Builds the function: parameters, regions, body, the folded result and RETURN.
    pub fn build(mut self, sig: &Signature) -> (Circuit, u64) {
        for (i, &ty) in sig.params.iter().enumerate() {
            let g = self.e.gate(Opcode::Arg, ty, i as u64, &[], &[], &[]);
            self.pool.push(Live {
                gate: g,
                ty,
                used: false,
            });
        }
        self.make_regions();
        let budget = self.budget;
        self.block(budget);
        let result = self.collect(0, sig.ret);
        let (state, head) = (self.state, self.head);
        self.e.gate(
            Opcode::Return,
            MachineType::Novalue,
            0,
            &[state],
            &[head],
            &[result],
        );
        self.cost += self.e.circuit.len() as u64;
        (self.e.circuit, self.cost)
    }

    /// Statements until `share` more data gates are made.
    pub fn block(&mut self, share: usize) {
        let stop = self.budget.saturating_sub(share);
        while self.budget > stop {
            let before = self.budget;
            let roll = self.rng.below(100);
            match roll {
                0..=7 if self.kit.memory => self.store(),
                8..=13 if self.kit.memory => self.load_statement(),
                14..=19 if self.effects && self.kit.calls => self.call(),
                20..=26 if self.kit.branches && self.depth < 3 => self.diamond(share / 3),
                27..=30 if self.kit.branches && self.depth < 3 && !self.kit.ints.is_empty() => {
                    self.switch(share / 3)
                }
                31..=37 if self.kit.loops && self.can_loop() => self.counted_loop(share / 3),
                38..=43 if self.kit.bools => {
                    self.fresh(MachineType::I1);
                }
                _ => {
                    let types = self.kit.value_types();
                    if let Some(ty) = self.rng.pick(&types) {
                        self.fresh(ty);
                    }
                }
            }
            if self.budget == before {
                self.budget -= 1;
            }
        }
    }

    /// Adds a gate without a value (a state gate or a selector of dependencies).
    pub fn control(
        &mut self,
        op: Opcode,
        bits: u64,
        state: &[GateRef],
        data: &[GateRef],
    ) -> GateRef {
        self.e
            .gate(op, MachineType::Novalue, bits, state, &[], data)
    }

    /// Spends one data gate of the budget.
    pub fn spend(&mut self) {
        self.budget = self.budget.saturating_sub(1);
        self.cost += self.mult;
    }

    /// Adds a value to the pool.
    pub fn keep(&mut self, gate: GateRef, ty: MachineType) {
        if ty != MachineType::I1 || self.kit.bools {
            self.pool.push(Live {
                gate,
                ty,
                used: false,
            });
        }
    }

    /// A value of `ty`: from the pool, converted from the pool, computed afresh, or a constant.
    pub fn get(&mut self, ty: MachineType) -> GateRef {
        let same: Vec<usize> = (0..self.pool.len())
            .filter(|&i| self.pool[i].ty == ty)
            .collect();
        let roll = self.rng.below(100);
        if !same.is_empty() && roll < 60 {
            let unused: Vec<usize> = same
                .iter()
                .copied()
                .filter(|&i| !self.pool[i].used)
                .collect();
            let from = if !unused.is_empty() && self.rng.chance(60) {
                &unused
            } else {
                &same
            };
            let i = from[self.rng.below(from.len())];
            self.pool[i].used = true;
            return self.pool[i].gate;
        }
        if roll < 75
            && let Some(g) = self.convert_from_pool(ty)
        {
            return g;
        }
        if (roll < 92 || ty == MachineType::I1) && self.nest < MAX_NEST && self.budget > 0 {
            self.nest += 1;
            let g = self.fresh(ty);
            self.nest -= 1;
            if let Some(g) = g {
                if let Some(last) = self.pool.last_mut()
                    && last.gate == g
                {
                    last.used = true;
                }
                return g;
            }
        }
        self.constant(ty)
    }

    /// A CONSTANT of `ty` with an edge value most of the time.
    pub fn constant(&mut self, ty: MachineType) -> GateRef {
        let v = values::value(ty, self.rng);
        self.constant_bits(ty, v.bits())
    }

    /// A CONSTANT of `ty` with these bits.
    pub fn constant_bits(&mut self, ty: MachineType, bits: u64) -> GateRef {
        let bits = crate::interp::Value::from_bits(ty, bits).bits();
        self.e.gate(Opcode::Constant, ty, bits, &[], &[], &[])
    }

    /// A new gate computing a value of `ty` (kept in the pool), if an allowed gate makes one.
    pub fn fresh(&mut self, ty: MachineType) -> Option<GateRef> {
        let family = family_of(ty)?;
        let mut choices: Vec<usize> = Vec::new();
        let arith = self.kit.arith.len();
        let compares = self.kit.compares.len();
        if ty == MachineType::I1 {
            for (i, c) in self.kit.compares.iter().enumerate() {
                if !self.kit.types(c.1).is_empty() {
                    choices.push(arith + i);
                }
            }
        } else {
            for (i, a) in self.kit.arith.iter().enumerate() {
                if a.1 == family {
                    choices.push(i);
                }
            }
        }
        // Conversions from any type that fits, the result's own included (TRUNC, ZEXT and SEXT
        // to the same width), to I1 as well (TRUNC, FPTOSI, FPTOUI).
        let types = self.value_types_with_bool();
        for (i, c) in self.kit.converts.iter().enumerate() {
            if types.iter().any(|&s| c.1.fits(s, ty)) {
                choices.push(arith + compares + i);
            }
        }
        let pick = self.rng.pick(&choices)?;
        let g = if pick < arith {
            let (op, _, n, divisor) = self.kit.arith[pick];
            let mut operands: Vec<GateRef> = (0..n).map(|_| self.get(ty)).collect();
            if n == 2 && divisor != Divisor::Any {
                let trapping = self.kit.config.trapping_divisions;
                operands[1] = if trapping > 0 && self.rng.chance(trapping) {
                    self.trapping_divisor(ty, operands[1])
                } else {
                    self.divisor(ty, operands[1], divisor)
                };
            }
            self.e.gate(op, ty, 0, &[], &[], &operands)
        } else if pick < arith + compares {
            let (op, family, conds) = self.kit.compares[pick - arith];
            let types = self.kit.types(family).to_vec();
            let t = self.rng.pick(&types)?;
            let a = self.get(t);
            let b = if self.rng.chance(10) { a } else { self.get(t) };
            let cond = self.rng.pick(conds)?;
            self.e.gate(op, MachineType::I1, cond, &[], &[], &[a, b])
        } else {
            let (op, conv) = self.kit.converts[pick - arith - compares];
            let types: Vec<MachineType> = self
                .value_types_with_bool()
                .into_iter()
                .filter(|&s| conv.fits(s, ty))
                .collect();
            let s = self.rng.pick(&types)?;
            let a = self.get(s);
            self.e.gate(op, ty, 0, &[], &[], &[a])
        };
        self.spend();
        self.keep(g, ty);
        Some(g)
    }

    /// The value types plus `I1` when compares may make values.
    fn value_types_with_bool(&self) -> Vec<MachineType> {
        let mut types = self.kit.value_types();
        if self.kit.bools && !self.kit.compares.is_empty() {
            types.push(MachineType::I1);
        }
        types
    }

    /// A divisor made from `y` that is zero for many values of `y`: `AND(y, 1)` or `AND(y, 3)`
    /// (`y` itself when AND is not allowed).
    fn trapping_divisor(&mut self, ty: MachineType, y: GateRef) -> GateRef {
        if !self.kit.allows(Opcode::And) {
            return y;
        }
        let m = [1, 3][self.rng.below(2)];
        let m = self.constant_bits(ty, m);
        self.spend();
        self.e.gate(Opcode::And, ty, 0, &[], &[], &[y, m])
    }

    /// A divisor made from `y` that avoids what `rule` forbids: `OR(y, c)` with `c` nonzero, or
    /// `OR(AND(y, m), c)` with bit 0 clear in `m` and `c` (never 0, never -1); a constant when
    /// the gates are not allowed.
    fn divisor(&mut self, ty: MachineType, y: GateRef, rule: Divisor) -> GateRef {
        let (or, and) = (self.kit.allows(Opcode::Or), self.kit.allows(Opcode::And));
        let w = super::catalog::width(ty);
        let all = crate::interp::value::mask(w);
        if rule == Divisor::NonZero && or && self.rng.chance(75) {
            let c = [1, 2, 4, 0x10, self.rng.next_u64() | 1][self.rng.below(5)];
            let c = self.constant_bits(ty, c);
            self.spend();
            return self.e.gate(Opcode::Or, ty, 0, &[], &[], &[y, c]);
        }
        if rule == Divisor::NonZeroNorMinusOne && or && and && self.rng.chance(75) {
            let m = [all - 1, all - 3, 0x7e, self.rng.next_u64() & !1][self.rng.below(4)];
            let c = [2, 4, 6, (self.rng.next_u64() | 2) & !1][self.rng.below(4)];
            let (m, c) = (self.constant_bits(ty, m), self.constant_bits(ty, c));
            let masked = self.e.gate(Opcode::And, ty, 0, &[], &[], &[y, m]);
            self.spend();
            self.spend();
            return self.e.gate(Opcode::Or, ty, 0, &[], &[], &[masked, c]);
        }
        let mut bits = values::value(ty, self.rng).bits();
        if bits == 0 || bits == all {
            bits = 3;
        }
        self.constant_bits(ty, bits)
    }

    /// A pool value of another type converted to `ty`, if an allowed conversion fits.
    fn convert_from_pool(&mut self, ty: MachineType) -> Option<GateRef> {
        let mut options = Vec::new();
        for (i, live) in self.pool.iter().enumerate() {
            for (k, (_, conv)) in self.kit.converts.iter().enumerate() {
                if live.ty != ty && conv.fits(live.ty, ty) {
                    options.push((i, k));
                }
            }
        }
        let (i, k) = self.rng.pick(&options)?;
        self.pool[i].used = true;
        let op = self.kit.converts[k].0;
        let g = self.e.gate(op, ty, 0, &[], &[], &[self.pool[i].gate]);
        self.spend();
        self.keep(g, ty);
        Some(g)
    }

    /// `g` of type `from` as a value of `to`: itself, one allowed conversion, or two through an
    /// integer type.
    pub fn convert(&mut self, g: GateRef, from: MachineType, to: MachineType) -> Option<GateRef> {
        if from == to {
            return Some(g);
        }
        let direct: Vec<Opcode> = self
            .kit
            .converts
            .iter()
            .filter(|c| c.1.fits(from, to))
            .map(|c| c.0)
            .collect();
        if let Some(op) = self.rng.pick(&direct) {
            self.spend();
            return Some(self.e.gate(op, to, 0, &[], &[], &[g]));
        }
        let ints = self.kit.ints.clone();
        for mid in ints {
            let there = self.kit.converts.iter().any(|c| c.1.fits(from, mid));
            let back = self.kit.converts.iter().any(|c| c.1.fits(mid, to));
            if mid != from && mid != to && there && back {
                let m = self.convert(g, from, mid)?;
                return self.convert(m, mid, to);
            }
        }
        None
    }

    /// Combines two values of `ty` with an allowed gate that loses little (ADD, XOR, SUB for
    /// integers; FADD, FSUB for floats; any other non-dividing arithmetic of the family if none).
    pub fn combine(&mut self, a: GateRef, b: GateRef, ty: MachineType) -> GateRef {
        let Some(family) = family_of(ty) else {
            return a;
        };
        let preferred = [
            Opcode::Add,
            Opcode::Xor,
            Opcode::Sub,
            Opcode::Fadd,
            Opcode::Fsub,
        ];
        let fits = |x: &&(Opcode, Family, usize, Divisor)| {
            x.1 == family && x.2 == 2 && x.3 == Divisor::Any
        };
        let good: Vec<Opcode> = self
            .kit
            .arith
            .iter()
            .filter(fits)
            .filter(|x| preferred.contains(&x.0))
            .map(|x| x.0)
            .collect();
        let any: Vec<Opcode> = self.kit.arith.iter().filter(fits).map(|x| x.0).collect();
        let Some(op) = self.rng.pick(&good).or_else(|| self.rng.pick(&any)) else {
            return a;
        };
        self.spend();
        self.e.gate(op, ty, 0, &[], &[], &[a, b])
    }

    /// A value of `ty` that depends on the pool values from index `mark` on that nothing uses yet
    /// (converted to `ty`), and on one more value of `ty`.
    pub fn collect(&mut self, mark: usize, ty: MachineType) -> GateRef {
        let unused: Vec<Live> = self.pool[mark.min(self.pool.len())..]
            .iter()
            .filter(|l| !l.used)
            .copied()
            .collect();
        let mut acc = self.get(ty);
        for live in unused {
            if let Some(x) = self.convert(live.gate, live.ty, ty) {
                acc = self.combine(acc, x, ty);
            }
        }
        let start = mark.min(self.pool.len());
        for live in &mut self.pool[start..] {
            live.used = true;
        }
        acc
    }
}
