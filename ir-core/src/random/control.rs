//! Branches and loops: diamonds (IF_BRANCH, IF_TRUE, IF_FALSE, MERGE with VALUE_SELECTORs),
//! switches (SWITCH_BRANCH, SWITCH_CASEs and DEFAULT_CASE into a MERGE) and counted loops
//! (LOOP_BEGIN with a counter, carried values and a DEPEND_SELECTOR; the exit test at the head;
//! the body from IF_TRUE to LOOP_BACK; the exit through IF_FALSE).
//!
//! Scopes follow dominance: a value made inside an arm or a body is used only there (and through
//! the join's selectors); what is live before a branch stays live after it; a loop's selectors
//! stay live after it (their last values). Each arm and body folds the values it made that
//! nothing used into the values it hands to the join, so no gate is dead.

use super::function::FnGen;
use crate::circuit::GateRef;
use crate::opcode::{IcmpCond, MachineType, Opcode};

/// The most iterations of nested loops, multiplied, that an inner loop may make.
const MAX_MULT: u64 = 1000;

/// What an arm hands to its join.
struct ArmEnd {
    state: GateRef,
    head: GateRef,
    values: Vec<GateRef>,
}

impl FnGen<'_> {
    /// Whether another loop may nest here.
    pub fn can_loop(&self) -> bool {
        let trips = self.mult.saturating_mul(self.kit.config.max_loop_trip);
        self.depth < 3 && self.loops < 2 && (self.mult == 1 || trips <= MAX_MULT)
    }

    /// Random types for the values a join selects.
    fn join_types(&mut self) -> Vec<MachineType> {
        let mut types = self.kit.value_types();
        if self.kit.bools && !self.kit.compares.is_empty() {
            types.push(MachineType::I1);
        }
        let n = self.rng.range(1, 3);
        (0..n).filter_map(|_| self.rng.pick(&types)).collect()
    }

    /// Pins the chain's head to the block before a branch (relaying it if needed), so that when
    /// no arm touches memory an effect after the join stays in a block that runs as often as
    /// the join.
    fn pin_head_before_branch(&mut self) {
        if self.effects {
            self.ensure_head();
        }
    }

    /// Generates an arm entered at `entry`: statements, then one value per type of `types`.
    fn arm(&mut self, entry: GateRef, share: usize, types: &[MachineType]) -> ArmEnd {
        let (head, local) = (self.head, self.head_local);
        let mark = self.pool.len();
        self.state = entry;
        self.head_local = false;
        self.depth += 1;
        self.block(share);
        let values = types.iter().map(|&t| self.collect(mark, t)).collect();
        self.depth -= 1;
        let end = ArmEnd {
            state: self.state,
            head: self.head,
            values,
        };
        self.pool.truncate(mark);
        self.head = head;
        self.head_local = local;
        end
    }

    /// Joins arms at a MERGE: a VALUE_SELECTOR per value, a DEPEND_SELECTOR when the arms left
    /// the chain at different gates.
    fn join(&mut self, arms: &[ArmEnd], types: &[MachineType]) {
        let preds: Vec<GateRef> = arms.iter().map(|a| a.state).collect();
        let merge = self.control(Opcode::Merge, 0, &preds, &[]);
        for (i, &ty) in types.iter().enumerate() {
            let inputs: Vec<GateRef> = arms.iter().map(|a| a.values[i]).collect();
            let sel = self
                .e
                .gate(Opcode::ValueSelector, ty, 0, &[merge], &[], &inputs);
            self.keep(sel, ty);
        }
        let heads: Vec<GateRef> = arms.iter().map(|a| a.head).collect();
        if heads.iter().any(|&h| h != heads[0]) {
            self.head = self.e.gate(
                Opcode::DependSelector,
                MachineType::Novalue,
                0,
                &[merge],
                &heads,
                &[],
            );
            self.head_local = true;
        } else {
            // No arm touched memory: the chain passes the join unchanged, and an effect after
            // it may run before the branch with the same result.
            self.head = heads[0];
        }
        self.state = merge;
    }

    /// A diamond: IF_BRANCH on a condition, two arms, a MERGE.
    pub fn diamond(&mut self, share: usize) {
        // An `I1` from the pool or a fresh compare.
        let cond = self.get(MachineType::I1);
        self.spend();
        self.pin_head_before_branch();
        let state = self.state;
        let branch = self.control(Opcode::IfBranch, 0, &[state], &[cond]);
        let t = self.control(Opcode::IfTrue, 0, &[branch], &[]);
        let f = self.control(Opcode::IfFalse, 0, &[branch], &[]);
        let types = self.join_types();
        let a = self.arm(t, share / 2, &types);
        let b = self.arm(f, share / 2, &types);
        self.join(&[a, b], &types);
    }

    /// A switch on an integer (masked to a few values half the time) with up to four cases and a
    /// default, joined at a MERGE.
    pub fn switch(&mut self, share: usize) {
        let ints = self.kit.ints.clone();
        let Some(ty) = self.rng.pick(&ints) else {
            return;
        };
        let mut value = self.get(ty);
        if self.kit.allows(Opcode::And) && self.rng.chance(50) {
            let m = self.constant_bits(ty, 7);
            value = self.e.gate(Opcode::And, ty, 0, &[], &[], &[value, m]);
        }
        self.spend();
        self.pin_head_before_branch();
        let state = self.state;
        let branch = self.control(Opcode::SwitchBranch, 0, &[state], &[value]);
        let width = crate::interp::value::mask(super::catalog::width(ty));
        let mut cases: Vec<u64> = Vec::new();
        for _ in 0..self.rng.range(1, 4) {
            let v = if self.rng.chance(70) {
                self.rng.below(8) as u64
            } else {
                super::values::value(ty, self.rng).bits()
            } & width;
            if !cases.contains(&v) {
                cases.push(v);
            }
        }
        let mut entries: Vec<GateRef> = cases
            .iter()
            .map(|&v| self.control(Opcode::SwitchCase, v, &[branch], &[]))
            .collect();
        entries.push(self.control(Opcode::DefaultCase, 0, &[branch], &[]));
        let types = self.join_types();
        let each = share / entries.len();
        let arms: Vec<ArmEnd> = entries
            .into_iter()
            .map(|entry| self.arm(entry, each, &types))
            .collect();
        self.join(&arms, &types);
    }

    /// A counted loop: a counter from 0 up to a bound (or from the bound down to 0), the bound a
    /// constant or a value masked to at most `max_loop_trip`; carried values, some swapped on the
    /// back edge; the body; the exit through IF_FALSE.
    pub fn counted_loop(&mut self, share: usize) {
        let max_trip = self.kit.config.max_loop_trip;
        let ints: Vec<MachineType> = self
            .kit
            .ints
            .iter()
            .copied()
            .filter(|&t| super::catalog::width(t) > 64 - max_trip.leading_zeros() + 1)
            .collect();
        let Some(ty) = self.rng.pick(&ints) else {
            return;
        };
        let (add, sub) = (self.kit.allows(Opcode::Add), self.kit.allows(Opcode::Sub));
        let up = add && (!sub || self.rng.chance(50));
        // The bound: a constant, or a value masked to 2^k - 1 <= max_trip.
        let bits = 64 - max_trip.leading_zeros();
        let (bound, trips) = if self.kit.allows(Opcode::And) && self.rng.chance(50) {
            let k = self.rng.range(0, bits as usize - 1) as u32;
            let m = (1u64 << k) - 1;
            let x = self.get(ty);
            let mc = self.constant_bits(ty, m);
            self.spend();
            (self.e.gate(Opcode::And, ty, 0, &[], &[], &[x, mc]), m)
        } else {
            let n = self.rng.range(0, max_trip as usize) as u64;
            (self.constant_bits(ty, n), n)
        };
        let zero = self.constant_bits(ty, 0);
        let init = if up { zero } else { bound };
        let pre_state = self.state;
        let pre_head = self.head;
        let begin = self.control(Opcode::LoopBegin, 0, &[pre_state, GateRef::PENDING], &[]);
        let counter = self.e.gate(
            Opcode::ValueSelector,
            ty,
            0,
            &[begin],
            &[],
            &[init, GateRef::PENDING],
        );
        let mut carried_types = self.join_types();
        if let Some(&t) = carried_types.last()
            && self.rng.chance(50)
        {
            // Two values of one type, which the back edge may swap.
            carried_types.push(t);
        }
        let mut carried = Vec::new();
        for &t in &carried_types {
            let first = self.get(t);
            let sel = self.e.gate(
                Opcode::ValueSelector,
                t,
                0,
                &[begin],
                &[],
                &[first, GateRef::PENDING],
            );
            carried.push((sel, t));
        }
        let depend = self.effects.then(|| {
            self.e.gate(
                Opcode::DependSelector,
                MachineType::Novalue,
                0,
                &[begin],
                &[pre_head, GateRef::PENDING],
                &[],
            )
        });
        let conds: &[IcmpCond] = if up {
            &[IcmpCond::Ult, IcmpCond::Slt, IcmpCond::Ne]
        } else {
            &[IcmpCond::Ugt, IcmpCond::Sgt, IcmpCond::Ne]
        };
        let cond = self.rng.pick(conds).unwrap_or(IcmpCond::Ne);
        let limit = if up { bound } else { zero };
        let test = self.e.gate(
            Opcode::Icmp,
            MachineType::I1,
            cond.bits(),
            &[],
            &[],
            &[counter, limit],
        );
        let branch = self.control(Opcode::IfBranch, 0, &[begin], &[test]);
        let body = self.control(Opcode::IfTrue, 0, &[branch], &[]);
        let exit = self.control(Opcode::IfFalse, 0, &[branch], &[]);
        self.keep(counter, ty);
        for &(sel, t) in &carried {
            self.keep(sel, t);
        }
        let mark = self.pool.len();
        let outer_mult = self.mult;
        self.mult = self.mult.saturating_mul(trips.max(1));
        self.state = body;
        self.head = depend.unwrap_or(pre_head);
        self.head_local = false;
        self.loops += 1;
        self.depth += 1;
        self.block(share);
        let one = self.constant_bits(ty, 1);
        let step = if up { Opcode::Add } else { Opcode::Sub };
        let next = self.e.gate(step, ty, 0, &[], &[], &[counter, one]);
        let mut nexts = Vec::new();
        for (i, &(sel, t)) in carried.iter().enumerate() {
            let partner = carried
                .iter()
                .enumerate()
                .find(|&(j, &(_, u))| j != i && u == t)
                .map(|(_, &(s, _))| s);
            // The first carried value always folds what the body left unused.
            let v = match partner {
                Some(p) if i > 0 && self.rng.chance(60) => p,
                _ => {
                    let x = self.collect(mark, t);
                    self.combine(x, sel, t)
                }
            };
            nexts.push(v);
        }
        let end = self.state;
        let back = self.control(Opcode::LoopBack, 0, &[end], &[]);
        self.e.rewire(begin, 1, back);
        self.e.rewire(counter, 2, next);
        for (&(sel, _), &v) in carried.iter().zip(&nexts) {
            self.e.rewire(sel, 2, v);
        }
        if let Some(d) = depend {
            let h = self.head;
            self.e.rewire(d, 2, h);
        }
        self.pool.truncate(mark);
        // What the body did with the carried values reaches the exit only through them: offer
        // them to what follows again.
        for live in &mut self.pool[mark - carried.len()..] {
            live.used = false;
        }
        self.loops -= 1;
        self.depth -= 1;
        self.mult = outer_mult;
        self.cost += 8 * self.mult * trips.max(1);
        self.state = exit;
        self.head = depend.unwrap_or(pre_head);
        self.head_local = false;
    }
}
