//! The lowering driver: owns turning one scheduled Circuit function into a LIR function of
//! `spec/lir-arm64.yaml` by running the matcher generated from `spec/lower-arm64.yaml` (see
//! [`table`]). Two passes over the schedule's blocks:
//!
//! 1. **Selection**, blocks and gates in reverse order (every use before its definition, back
//!    edges aside): each needed gate takes the first rule of its opcode that matches; a rule that
//!    absorbs an input (a compare feeding only a branch) or reads a constant as an immediate
//!    removes that use, so a gate left with no use and no effect is not lowered at all.
//! 2. **Emission**, in order: each block's parameters are the join's value selectors, each
//!    selected gate runs its rule's steps through the LIR builder, and each block's exit becomes
//!    a jump with arguments, a branch (its rule), a switch (a chain of compares) or a return.
//!
//! Narrow integers (I1, I8, I16) live in W registers zero-extended; the rules keep them so.
//! A guarded gate the schedule copies into several blocks is selected and emitted once per
//! copy; a use reads the copy whose block dominates its own.

mod custom;
pub mod error;

use std::cell::Cell;
use std::collections::HashMap;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::{MachineType, Opcode};
use opforge_cfg::{Block, Builder, Function, Value};

pub use error::LowerError;

use crate::lir::{self, Type};
use crate::schedule::{BlockId, Exit, Schedule};

/// The matcher generated from `spec/lower-arm64.yaml`: `Driver` and `Custom` traits, `select`,
/// `emit`, `RULES`.
#[allow(missing_docs, clippy::all)]
pub mod table {
    include!(concat!(env!("OUT_DIR"), "/lower_arm64.rs"));
}

use table::{RULES, RuleId};

/// The LIR type of a Circuit type.
pub fn lir_type(t: MachineType) -> Option<Type> {
    table::target_type(t)
}

/// Lowers `circuit`, scheduled as `schedule`, into a LIR function named `name`.
pub fn lower(
    circuit: &Circuit,
    schedule: &Schedule,
    name: &str,
) -> Result<Function<lir::Opcode>, LowerError> {
    let params = signature(circuit)?;
    let ret = return_type(circuit, schedule)?;
    let mut func = Function::new(name, &params, &ret);
    // About one instruction per scheduled gate: room for them up front.
    func.reserve(schedule.blocks.iter().map(|b| b.gates.len as usize).sum());
    let mut d = Lowerer::new(circuit, schedule, &mut func);
    d.select_all()?;
    d.emit_all()?;
    // The schedule's blocks come in reverse postorder, and the LIR's are made in that order;
    // blocks made while lowering (a switch's compares, a power's loop) are put in reverse
    // postorder with the others.
    if func.block_count() != schedule.blocks.len() {
        let order = opforge_cfg::ControlFlow::new(&func).reverse_post_order();
        *func.layout_mut() = order;
    }
    Ok(func)
}

/// The LIR types of the function's parameters, from its ARG gates (a position no ARG reads takes
/// an i64).
fn signature(circuit: &Circuit) -> Result<Vec<Type>, LowerError> {
    let types = ir_core::interp::param_types(circuit);
    let mut out = Vec::with_capacity(types.len());
    for (i, t) in types.iter().enumerate() {
        out.push(match t {
            Some(t) => lir_type(*t).ok_or_else(|| LowerError::Untyped {
                gate: arg_gate(circuit, i).unwrap_or(GateRef(0)),
                ty: *t,
            })?,
            None => Type::I64,
        });
    }
    Ok(out)
}

fn arg_gate(circuit: &Circuit, position: usize) -> Option<GateRef> {
    circuit.gates().find(|&g| {
        circuit.opcode(g) == Some(Opcode::Arg) && circuit.bitfield(g) == Some(position as u64)
    })
}

/// The LIR type of the returned values (all returns must agree).
fn return_type(circuit: &Circuit, schedule: &Schedule) -> Result<Vec<Type>, LowerError> {
    // The first RETURN's gate, its value and the value's type.
    let mut ty: Option<(GateRef, GateRef, MachineType)> = None;
    for b in &schedule.blocks {
        if let Exit::Return {
            gate,
            value: Some(v),
        } = &b.exit
        {
            let t = circuit.machine_type(*v).unwrap_or(MachineType::Novalue);
            match ty {
                Some((first_gate, _, first)) if first != t => {
                    return Err(LowerError::Shape {
                        gate: *gate,
                        message: format!(
                            "returns a {} where {first_gate} returns a {}",
                            t.spelling(),
                            first.spelling()
                        ),
                    });
                }
                None => ty = Some((*gate, *v, t)),
                Some(_) => {}
            }
        }
    }
    match ty {
        None => Ok(Vec::new()),
        Some((_, v, t)) => Ok(vec![
            lir_type(t).ok_or(LowerError::Untyped { gate: v, ty: t })?,
        ]),
    }
}

/// What the driver knows about each gate.
#[derive(Clone, Copy, Debug, Default)]
struct GateState {
    /// Uses left after absorption and immediates.
    uses: u32,
    /// The schedule block it is placed in (`u32::MAX` when not placed).
    block: u32,
    /// The rule it takes, once selected.
    rule: Option<RuleId>,
    /// Whether a rule of a user absorbed it.
    absorbed: bool,
    /// Its LIR value, once lowered.
    value: Option<Value>,
}

/// The lowering of one function: the generated matcher's [`table::Driver`].
pub struct Lowerer<'c, 'f> {
    circuit: &'c Circuit,
    schedule: &'c Schedule,
    b: Builder<'f, lir::Opcode>,
    gates: Vec<GateState>,
    /// The LIR block of each schedule block.
    blocks: Vec<Block>,
    /// The targets of the branch being lowered.
    targets: [Block; 2],
    /// The cases and default of the switch being lowered.
    switch: Option<(Vec<(u64, Block)>, Block)>,
    /// Bytes of stack reservations laid out so far.
    reserved: u64,
    /// The schedule block being emitted.
    current: u32,
    /// The LIR value of each copy of a guarded gate the schedule computes in several blocks,
    /// by the block of the copy.
    copies: HashMap<GateRef, Vec<(u32, Option<Value>)>>,
    /// The values a jump passes, reused from one jump to the next.
    jump_args: Vec<Value>,
    /// The last gate whose data inputs were looked up, and those inputs: the matcher asks for
    /// one gate's inputs several times in a row.
    last_inputs: Cell<(GateRef, &'c [GateRef])>,
}

impl<'c, 'f> Lowerer<'c, 'f> {
    fn new(
        circuit: &'c Circuit,
        schedule: &'c Schedule,
        func: &'f mut Function<lir::Opcode>,
    ) -> Self {
        let mut b = Builder::new(func);
        let entry = b.current_block();
        let mut gates = vec![
            GateState {
                block: u32::MAX,
                ..GateState::default()
            };
            circuit.len()
        ];
        let mut blocks = Vec::with_capacity(schedule.blocks.len());
        let mut copies: HashMap<GateRef, Vec<(u32, Option<Value>)>> = HashMap::new();
        for (i, block) in schedule.blocks.iter().enumerate() {
            let lb = if i == 0 { entry } else { b.create_block() };
            blocks.push(lb);
            for &g in schedule.list(block.gates) {
                let s = &mut gates[g.index()];
                if s.block != u32::MAX {
                    copies
                        .entry(g)
                        .or_insert_with(|| vec![(s.block, None)])
                        .push((i as u32, None));
                }
                s.block = i as u32;
            }
        }
        Lowerer {
            circuit,
            schedule,
            b,
            gates,
            blocks,
            targets: [entry, entry],
            switch: None,
            reserved: 0,
            current: 0,
            copies,
            jump_args: Vec::new(),
            last_inputs: Cell::new((GateRef(u32::MAX), &[])),
        }
    }

    /// The data inputs of `g` (through [`Lowerer::last_inputs`]).
    #[inline]
    fn data_inputs(&self, g: GateRef) -> &'c [GateRef] {
        let (last, inputs) = self.last_inputs.get();
        if last == g {
            return inputs;
        }
        let inputs = self.circuit.data_inputs(g);
        self.last_inputs.set((g, inputs));
        inputs
    }

    fn state(&mut self, g: GateRef) -> &mut GateState {
        &mut self.gates[g.index()]
    }

    /// Counts uses and gives each block its parameters.
    fn count_uses(&mut self) -> Result<(), LowerError> {
        let schedule = self.schedule;
        for (i, block) in schedule.blocks.iter().enumerate() {
            for &p in schedule.list(block.params) {
                let ty = self.circuit.machine_type(p).unwrap_or(MachineType::Novalue);
                let t = lir_type(ty).ok_or(LowerError::Untyped { gate: p, ty })?;
                let v = self.b.append_block_param(self.blocks[i], t);
                self.state(p).value = Some(v);
                self.state(p).block = i as u32;
            }
            for &g in schedule.list(block.gates) {
                for &input in self.circuit.data_inputs(g) {
                    self.state(input).uses += 1;
                }
            }
            match &block.exit {
                Exit::Jump { args, .. } => {
                    for &a in schedule.list(*args) {
                        self.state(a).uses += 1;
                    }
                }
                Exit::Branch { cond, .. } => self.state(*cond).uses += 1,
                Exit::Switch { value, .. } => self.state(*value).uses += 1,
                Exit::Return { value: Some(v), .. } | Exit::Throw { value: v, .. } => {
                    self.state(*v).uses += 1;
                }
                Exit::Return { value: None, .. } => {}
            }
        }
        Ok(())
    }

    /// Whether a gate has an effect, so it is lowered even when its value is unused.
    fn has_effect(&self, g: GateRef) -> bool {
        matches!(
            self.circuit.opcode(g),
            Some(Opcode::Store | Opcode::Load | Opcode::Call)
        )
    }

    /// Selects the rule of one gate, recording what it absorbs and reads as immediates.
    fn select_gate(&mut self, g: GateRef) -> Result<(), LowerError> {
        let opcode = self
            .circuit
            .opcode(g)
            .ok_or(LowerError::NoValue { gate: g })?;
        let Some(rule) = table::select(&*self, g) else {
            if let Some(reason) = table::unsupported(opcode) {
                return Err(LowerError::Unsupported {
                    gate: g,
                    opcode,
                    reason: reason.to_owned(),
                });
            }
            let ty = table::Driver::machine_type(self, g);
            let input_ty = self
                .circuit
                .data_inputs(g)
                .first()
                .and_then(|&i| self.circuit.machine_type(i));
            let ty = match input_ty {
                Some(t) if ty == MachineType::Novalue => t,
                _ => ty,
            };
            return Err(LowerError::NoRule {
                gate: g,
                opcode,
                ty,
            });
        };
        let info = &RULES[rule.0 as usize];
        if let Some(reason) = info.unsupported {
            return Err(LowerError::Unsupported {
                gate: g,
                opcode,
                reason: reason.to_owned(),
            });
        }
        self.state(g).rule = Some(rule);
        for &n in info.absorbs {
            let input = self.circuit.data_inputs(g)[n];
            self.state(input).absorbed = true;
            self.state(input).uses -= 1;
        }
        for &n in info.immediates {
            let input = self.circuit.data_inputs(g)[n];
            self.state(input).uses -= 1;
        }
        Ok(())
    }

    /// Pass 1: selection, in reverse order.
    fn select_all(&mut self) -> Result<(), LowerError> {
        self.count_uses()?;
        let schedule = self.schedule;
        for (i, block) in schedule.blocks.iter().enumerate().rev() {
            if let Some(g) = self.exit_rule_gate(&block.exit) {
                self.state(g).block = i as u32;
                self.select_gate(g)?;
            }
            for &g in schedule.list(block.gates).iter().rev() {
                let s = self.gates[g.index()];
                if s.absorbed || (s.uses == 0 && !self.has_effect(g)) {
                    continue;
                }
                self.select_gate(g)?;
            }
        }
        Ok(())
    }

    /// The gate whose rule lowers an exit (a branch, switch or return).
    fn exit_rule_gate(&self, exit: &Exit) -> Option<GateRef> {
        match exit {
            Exit::Branch { gate, .. }
            | Exit::Switch { gate, .. }
            | Exit::Return {
                gate,
                value: Some(_),
            }
            | Exit::Throw { gate, .. } => Some(*gate),
            Exit::Return { value: None, .. } | Exit::Jump { .. } => None,
        }
    }

    /// Pass 2: emission, in order.
    fn emit_all(&mut self) -> Result<(), LowerError> {
        let schedule = self.schedule;
        for (i, block) in schedule.blocks.iter().enumerate() {
            self.b.switch_to(self.blocks[i]);
            self.current = i as u32;
            for &g in schedule.list(block.gates) {
                if let Some(rule) = self.gates[g.index()].rule {
                    table::emit(self, g, rule)?;
                }
            }
            self.emit_exit(&block.exit)?;
        }
        Ok(())
    }

    fn block(&self, id: BlockId) -> Block {
        self.blocks[id as usize]
    }

    fn emit_exit(&mut self, exit: &Exit) -> Result<(), LowerError> {
        use lir::InstBuilder;
        match exit {
            Exit::Jump { target, args } => {
                // The argument values in a buffer kept from one jump to the next.
                let mut values = std::mem::take(&mut self.jump_args);
                values.clear();
                for &a in self.schedule.list(*args) {
                    values.push(self.value_of(a)?);
                }
                let to = self.block(*target);
                self.b.jump((to, &values));
                self.jump_args = values;
            }
            Exit::Branch {
                then_block,
                else_block,
                ..
            } => {
                self.targets = [self.block(*then_block), self.block(*else_block)];
                self.emit_exit_rule(exit)?;
            }
            Exit::Switch { cases, default, .. } => {
                let cases = cases.iter().map(|&(v, b)| (v, self.block(b))).collect();
                self.switch = Some((cases, self.block(*default)));
                self.emit_exit_rule(exit)?;
            }
            Exit::Return { value: Some(_), .. } | Exit::Throw { .. } => {
                self.emit_exit_rule(exit)?;
            }
            Exit::Return { value: None, .. } => {
                self.b.ret_void();
            }
        }
        Ok(())
    }

    fn emit_exit_rule(&mut self, exit: &Exit) -> Result<(), LowerError> {
        let g = self.exit_rule_gate(exit).ok_or(LowerError::Shape {
            gate: GateRef(0),
            message: "a block exit has no gate".into(),
        })?;
        let rule = self.gates[g.index()]
            .rule
            .ok_or(LowerError::NoValue { gate: g })?;
        table::emit(self, g, rule)
    }

    /// The value of `g` in the block being emitted: for a copied gate, that of the copy whose
    /// block dominates it.
    fn value_of(&self, g: GateRef) -> Result<Value, LowerError> {
        let copies = if self.copies.is_empty() {
            None
        } else {
            self.copies.get(&g)
        };
        let value = match copies {
            Some(copies) => copies
                .iter()
                .find(|(b, _)| self.schedule.dominates(*b, self.current))
                .and_then(|(_, v)| *v),
            None => self.gates.get(g.index()).and_then(|s| s.value),
        };
        value.ok_or(LowerError::NoValue { gate: g })
    }
}

impl<'f> table::Driver for Lowerer<'_, 'f> {
    type Gate = GateRef;
    type Builder = Builder<'f, lir::Opcode>;
    type Error = LowerError;

    fn opcode(&self, gate: GateRef) -> Opcode {
        self.circuit.opcode(gate).unwrap_or(Opcode::CircuitRoot)
    }

    fn machine_type(&self, gate: GateRef) -> MachineType {
        self.circuit
            .machine_type(gate)
            .unwrap_or(MachineType::Novalue)
    }

    fn bitfield(&self, gate: GateRef) -> u64 {
        self.circuit.bitfield(gate).unwrap_or(0)
    }

    fn input(&self, gate: GateRef, n: usize) -> GateRef {
        self.data_inputs(gate)
            .get(n)
            .copied()
            .unwrap_or(GateRef(u32::MAX))
    }

    fn input_count(&self, gate: GateRef) -> usize {
        self.data_inputs(gate).len()
    }

    fn constant(&self, gate: GateRef) -> Option<i64> {
        let v = self.circuit.view(gate)?;
        if v.opcode != Opcode::Constant {
            return None;
        }
        let bits = ir_core::interp::value::width(v.machine_type);
        let masked = if bits >= 64 {
            v.bitfield
        } else {
            v.bitfield & ((1u64 << bits) - 1)
        };
        Some(masked as i64)
    }

    fn absorbable(&self, input: GateRef, user: GateRef) -> bool {
        match (self.gates.get(input.index()), self.gates.get(user.index())) {
            (Some(i), Some(u)) => {
                i.uses == 1 && !i.absorbed && i.rule.is_none() && i.block == u.block
            }
            _ => false,
        }
    }

    fn value(&mut self, gate: GateRef) -> Result<Value, LowerError> {
        self.value_of(gate)
    }

    fn define(&mut self, gate: GateRef, value: Value) {
        let copies = if self.copies.is_empty() {
            None
        } else {
            self.copies.get_mut(&gate)
        };
        if let Some(copies) = copies {
            if let Some(copy) = copies.iter_mut().find(|(b, _)| *b == self.current) {
                copy.1 = Some(value);
            }
        } else if let Some(s) = self.gates.get_mut(gate.index()) {
            s.value = Some(value);
        }
    }

    fn builder(&mut self) -> &mut Builder<'f, lir::Opcode> {
        &mut self.b
    }

    fn target(&self, _gate: GateRef, which: usize) -> Block {
        self.targets[which.min(1)]
    }

    fn unmapped(&self, gate: GateRef, bitfield: u64) -> LowerError {
        LowerError::Unmapped { gate, bitfield }
    }

    fn untyped(&self, gate: GateRef) -> LowerError {
        LowerError::Untyped {
            gate,
            ty: self
                .circuit
                .machine_type(gate)
                .unwrap_or(MachineType::Novalue),
        }
    }
}
