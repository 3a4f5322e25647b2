//! The dependency chain and the gates on it: ALLOCA regions, LOADs and STOREs at addresses kept
//! inside them, and CALLs of later functions.
//!
//! The chain is one line per function: DEPEND_ENTRY, then every LOAD, STORE and CALL in program
//! order, a DEPEND_RELAY on the state of a branch arm, loop body or loop exit before the first of
//! them there, a DEPEND_SELECTOR where arms that touched memory join and at every loop head, and
//! RETURN's dependency input at the end. So every effect is demanded on every path that reaches
//! it, runs exactly where it stands, and nothing reads memory out of order.
//!
//! An address is `base + AND(index, mask)` (the index any integer value, widened to ARCH), the
//! mask keeping the whole access inside the ALLOCA (and a float region's accesses on whole slots
//! of its one type); addresses are used by LOAD and STORE only, so
//! no result depends on where the memory is.

use super::function::{FnGen, Region};
use crate::circuit::GateRef;
use crate::opcode::{MachineType, Opcode};

impl FnGen<'_> {
    /// Plans one or two regions of 16 to 256 bytes, each holding integers or floats; each gets
    /// its ALLOCA when first used.
    pub fn make_regions(&mut self) {
        if !self.kit.memory {
            return;
        }
        for _ in 0..self.rng.range(1, 2) {
            let size = 16u64 << self.rng.below(5);
            let floats = self.kit.floats.clone();
            let float = match self.rng.pick(&floats) {
                Some(t) if self.kit.ints.is_empty() || self.rng.chance(25) => Some(t),
                _ if self.kit.ints.is_empty() => return,
                _ => None,
            };
            self.regions.push(Region {
                base: GateRef::PENDING,
                size,
                float,
            });
        }
    }

    /// One of the regions, its ALLOCA made on first use.
    fn region(&mut self) -> Option<Region> {
        let i = self.rng.below(self.regions.len());
        let region = self.regions.get_mut(i)?;
        if region.base == GateRef::PENDING {
            region.base = self.e.gate(
                Opcode::Alloca,
                MachineType::Arch,
                region.size,
                &[],
                &[],
                &[],
            );
        }
        Some(*region)
    }

    /// Makes the chain's head usable here: relays it on the current state when it was made in
    /// another block and the state is one a DEPEND_RELAY may hang off.
    pub fn ensure_head(&mut self) {
        if self.head_local {
            return;
        }
        let state_op = self.e.circuit.opcode(self.state);
        let relay_sources = Opcode::DependRelay.shape().state_in[0].from;
        let relayable = match (state_op, relay_sources) {
            (Some(op), Some(set)) => set.contains(op),
            _ => false,
        };
        if relayable {
            let (state, head) = (self.state, self.head);
            self.head = self.e.gate(
                Opcode::DependRelay,
                MachineType::Novalue,
                0,
                &[state],
                &[head],
                &[],
            );
            self.head_local = true;
        }
    }

    /// An address inside `region` for an access of up to 8 bytes.
    fn address(&mut self, region: Region) -> GateRef {
        let ints = self.kit.ints.clone();
        let index = match self.rng.pick(&ints) {
            Some(t) => {
                let v = self.get(t);
                self.convert(v, t, MachineType::Arch)
            }
            None => None,
        };
        let index = match index {
            Some(i) => i,
            None => self.constant(MachineType::Arch),
        };
        // Aligned: multiples of 8 (of a float region's size) up to the last slot. Unaligned
        // (integer regions): any byte of the first half.
        let mask = match region.float {
            Some(t) => region.size - u64::from(super::catalog::width(t) / 8),
            None if self.rng.chance(70) => region.size - 8,
            None => region.size / 2 - 1,
        };
        let m = self.constant_bits(MachineType::Arch, mask);
        let offset = self
            .e
            .gate(Opcode::And, MachineType::Arch, 0, &[], &[], &[index, m]);
        self.spend();
        self.e.gate(
            Opcode::Add,
            MachineType::Arch,
            0,
            &[],
            &[],
            &[region.base, offset],
        )
    }

    /// A STORE of a live value to one of the regions.
    pub fn store(&mut self) {
        if !self.kit.allows(Opcode::Store) {
            return;
        }
        let Some(region) = self.region() else {
            return;
        };
        let types = region
            .float
            .map_or_else(|| self.kit.ints.clone(), |t| vec![t]);
        let Some(ty) = self.rng.pick(&types) else {
            return;
        };
        let value = self.get(ty);
        let address = self.address(region);
        self.ensure_head();
        let head = self.head;
        self.head = self.e.gate(
            Opcode::Store,
            MachineType::Novalue,
            0,
            &[],
            &[head],
            &[value, address],
        );
        self.head_local = true;
        self.spend();
    }

    /// A LOAD from one of the regions, kept in the pool.
    pub fn load_statement(&mut self) {
        if !self.kit.allows(Opcode::Load) {
            return;
        }
        let Some(region) = self.region() else {
            return;
        };
        let types = region
            .float
            .map_or_else(|| self.kit.ints.clone(), |t| vec![t]);
        let Some(ty) = self.rng.pick(&types) else {
            return;
        };
        let address = self.address(region);
        self.ensure_head();
        let head = self.head;
        let load = self.e.gate(Opcode::Load, ty, 0, &[], &[head], &[address]);
        self.head = load;
        self.head_local = true;
        self.spend();
        self.keep(load, ty);
    }

    /// A CALL of a later function whose cost fits, with live values as arguments.
    pub fn call(&mut self) {
        let mult = self.mult;
        let fitting: Vec<usize> = (0..self.callees.len())
            .filter(|&i| self.callees[i].1.cost.saturating_mul(mult) <= 50_000)
            .collect();
        let Some(i) = self.rng.pick(&fitting) else {
            return;
        };
        let (address, sig) = (self.callees[i].0, self.callees[i].1.clone());
        let mut data = vec![self.constant_bits(MachineType::Arch, address)];
        for &t in &sig.params {
            let v = self.get(t);
            data.push(v);
        }
        self.ensure_head();
        let head = self.head;
        let call = self.e.gate(Opcode::Call, sig.ret, 0, &[], &[head], &data);
        self.head = call;
        self.head_local = true;
        self.spend();
        self.cost += sig.cost.saturating_mul(mult);
        self.keep(call, sig.ret);
    }
}
