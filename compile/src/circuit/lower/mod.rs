//! The lowering driver: owns turning one scheduled Circuit function into a LIR function of a
//! target by running the matcher generated from that target's lowering table. The driver is
//! shared: a target ([`CircuitTarget`]) supplies only its generated matcher and its hand-written
//! rules ([`a64`]: `spec/lower-arm64.yaml` into `spec/lir-arm64.yaml`, whose matcher is
//! [`table`]; [`rv64`]: `spec/lower-riscv64.yaml` into `spec/lir-riscv64.yaml`). Two passes over
//! the schedule's blocks:
//!
//! 1. **Selection**, blocks and gates in reverse order (every use before its definition, back
//!    edges aside): each needed gate takes the first rule of its opcode that matches; a rule that
//!    absorbs an input (a compare feeding only a branch) or reads a constant as an immediate
//!    removes that use, so a gate left with no use and no effect is not lowered at all.
//! 2. **Emission**, in order: each block's parameters are the join's value selectors, each
//!    selected gate runs its rule's steps through the LIR builder, and each block's exit becomes
//!    a jump with arguments, a branch (its rule), a switch (a chain of compares) or a return.
//!
//! Narrow integers (I1, I8, I16) live in 32-bit registers zero-extended; the rules keep them so.
//! A guarded gate the schedule copies into several blocks is selected and emitted once per
//! copy; a use reads the copy whose block dominates its own.

pub mod a64;
mod custom;
pub mod error;
pub mod rv64;

use std::cell::Cell;
use std::collections::HashMap;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::interp::Value as InterpValue;
use ir_core::opcode::{MachineType, Opcode};
use opforge_cfg::{Block, Builder, Function, Value};

pub use a64::table;
pub use error::LowerError;

use crate::lir;
use crate::schedule::{BlockId, Exit, Schedule};
use crate::target::{Target, TypeOf};

/// What the shared driver needs to know about a rule of a target's table (the generated
/// `RULES` row).
#[derive(Clone, Copy, Debug)]
pub struct RuleFacts {
    /// The data inputs it absorbs.
    pub absorbs: &'static [usize],
    /// The data inputs it reads as immediates.
    pub immediates: &'static [usize],
    /// Why it refuses the gates it matches, when it is a refusal.
    pub unsupported: Option<&'static str>,
}

/// A target the Circuit IR lowers into: its generated matcher (`select`, `emit`, `RULES`,
/// `target_type`, `unsupported`) and the few LIR instructions the shared driver and the shared
/// hand-written rules build (jumps, constants, a power's loop, a switch's compares). Each
/// target's folder of this module implements it, with the generated `Driver` and `Custom`
/// traits through `drive_table!`.
pub trait CircuitTarget: Target + Sized {
    /// A rule of the target's table, by number.
    type Rule: Copy;
    /// The lowering table, for messages (`spec/lower-arm64.yaml`).
    const TABLE: &'static str;
    /// The most bytes of stack reservations a function may make.
    const MAX_RESERVED: u64;

    /// The LIR type holding values of a Circuit type (the table's `types`).
    fn lir_type(t: MachineType) -> Option<TypeOf<Self>>;
    /// The rule of `gate`: the generated `select`.
    fn select(l: &Lowerer<'_, '_, Self>, gate: GateRef) -> Option<Self::Rule>;
    /// What the driver needs of `rule`'s row of `RULES`.
    fn rule(rule: Self::Rule) -> RuleFacts;
    /// Why the table refuses every gate of `op`, when it does.
    fn unsupported(op: Opcode) -> Option<&'static str>;
    /// Emits `gate` by `rule`: the generated `emit`.
    fn emit_rule(
        l: &mut Lowerer<'_, '_, Self>,
        gate: GateRef,
        rule: Self::Rule,
    ) -> Result<(), LowerError>;
    /// The word the harness passes for an integer argument (its bits as the target's registers
    /// hold a value of its type).
    fn harness_int(v: InterpValue) -> i64;

    /// Jumps to `to`, passing `args`.
    fn jump(b: &mut Builder<'_, Self::Op>, to: Block, args: &[Value]);
    /// Returns nothing.
    fn ret_void(b: &mut Builder<'_, Self::Op>);
    /// An integer constant of type `t`.
    fn iconst(b: &mut Builder<'_, Self::Op>, value: i64, t: TypeOf<Self>) -> Value;
    /// The bits of an integer as a float of type `t`.
    fn bitcast_to_float(b: &mut Builder<'_, Self::Op>, v: Value, t: TypeOf<Self>) -> Value;
    /// A copy of `v`.
    fn copy_value(b: &mut Builder<'_, Self::Op>, v: Value) -> Value;
    /// The address `depth` bytes below the frame record (a zeroed stack reservation).
    fn frame_addr(b: &mut Builder<'_, Self::Op>, depth: i64) -> Value;
    /// The wrapping product.
    fn imul(b: &mut Builder<'_, Self::Op>, x: Value, y: Value) -> Value;
    /// The bitwise and.
    fn band(b: &mut Builder<'_, Self::Op>, x: Value, y: Value) -> Value;
    /// The logical shift right by a constant.
    fn ushr_imm(b: &mut Builder<'_, Self::Op>, v: Value, amount: i64) -> Value;
    /// `v` of Circuit type `ty` as the table keeps it (a narrow integer zero-extended).
    fn canonical(b: &mut Builder<'_, Self::Op>, v: Value, ty: MachineType) -> Value;
    /// Ends the block: to `to[0]` when the integer `v` is zero (`zero`) or not zero
    /// (`!zero`), else to `to[1]`.
    fn branch_if(b: &mut Builder<'_, Self::Op>, v: Value, zero: bool, to: [Block; 2]);
    /// Ends the block: to `to[0]` when the integer `x` of type `t` is `case` (zero-extended
    /// from the width of `x`'s Circuit type), else to `to[1]`.
    fn branch_if_equal(
        b: &mut Builder<'_, Self::Op>,
        x: Value,
        t: TypeOf<Self>,
        case: u64,
        to: [Block; 2],
    );
}

/// The most bytes of stack reservations a function may make on a target whose frame holds at
/// most `max_frame` bytes: half of it, leaving the rest to spill slots and saved registers. (A
/// frame deeper than the stack the program runs on overflows it, as the interpreter's memory
/// budget does.)
pub const fn reserved_within(max_frame: usize) -> u64 {
    (max_frame as u64 / 2) & !15
}

/// The LIR type of a Circuit type in the A64 LIR.
pub fn lir_type(t: MachineType) -> Option<lir::Type> {
    table::target_type(t)
}

/// Lowers `circuit`, scheduled as `schedule`, into an A64 LIR function named `name`.
pub fn lower(
    circuit: &Circuit,
    schedule: &Schedule,
    name: &str,
) -> Result<Function<lir::Opcode>, LowerError> {
    lower_for::<crate::A64>(circuit, schedule, name)
}

/// Lowers `circuit`, scheduled as `schedule`, into a LIR function of target `T` named `name`.
pub fn lower_for<T: CircuitTarget>(
    circuit: &Circuit,
    schedule: &Schedule,
    name: &str,
) -> Result<Function<T::Op>, LowerError> {
    let params = signature::<T>(circuit)?;
    let ret = return_type::<T>(circuit, schedule)?;
    let mut func = Function::new(name, &params, &ret);
    // About one instruction per scheduled gate: room for them up front.
    func.reserve(schedule.blocks.iter().map(|b| b.gates.len as usize).sum());
    let mut d = Lowerer::<T>::new(circuit, schedule, &mut func);
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
fn signature<T: CircuitTarget>(circuit: &Circuit) -> Result<Vec<TypeOf<T>>, LowerError> {
    let types = ir_core::interp::param_types(circuit);
    let mut out = Vec::with_capacity(types.len());
    for (i, t) in types.iter().enumerate() {
        let ty = t.unwrap_or(MachineType::I64);
        out.push(T::lir_type(ty).ok_or_else(|| LowerError::Untyped {
            gate: arg_gate(circuit, i).unwrap_or(GateRef(0)),
            ty,
            table: T::TABLE,
        })?);
    }
    Ok(out)
}

fn arg_gate(circuit: &Circuit, position: usize) -> Option<GateRef> {
    circuit.gates().find(|&g| {
        circuit.opcode(g) == Some(Opcode::Arg) && circuit.bitfield(g) == Some(position as u64)
    })
}

/// The LIR type of the returned values (all returns must agree).
fn return_type<T: CircuitTarget>(
    circuit: &Circuit,
    schedule: &Schedule,
) -> Result<Vec<TypeOf<T>>, LowerError> {
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
        Some((_, v, t)) => Ok(vec![T::lir_type(t).ok_or(LowerError::Untyped {
            gate: v,
            ty: t,
            table: T::TABLE,
        })?]),
    }
}

/// What the driver knows about each gate.
#[derive(Clone, Copy, Debug)]
struct GateState<R> {
    /// Uses left after absorption and immediates.
    uses: u32,
    /// The schedule block it is placed in (`u32::MAX` when not placed).
    block: u32,
    /// The rule it takes, once selected.
    rule: Option<R>,
    /// Whether a rule of a user absorbed it.
    absorbed: bool,
    /// Its LIR value, once lowered.
    value: Option<Value>,
}

/// The lowering of one function into target `T`: the generated matcher's `Driver` (through
/// `drive_table!`).
pub struct Lowerer<'c, 'f, T: CircuitTarget> {
    circuit: &'c Circuit,
    schedule: &'c Schedule,
    b: Builder<'f, T::Op>,
    gates: Vec<GateState<T::Rule>>,
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

impl<'c, 'f, T: CircuitTarget> Lowerer<'c, 'f, T> {
    fn new(circuit: &'c Circuit, schedule: &'c Schedule, func: &'f mut Function<T::Op>) -> Self {
        let mut b = Builder::new(func);
        let entry = b.current_block();
        let mut gates = vec![
            GateState {
                uses: 0,
                block: u32::MAX,
                rule: None,
                absorbed: false,
                value: None,
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

    fn state(&mut self, g: GateRef) -> &mut GateState<T::Rule> {
        &mut self.gates[g.index()]
    }

    /// Counts uses and gives each block its parameters.
    fn count_uses(&mut self) -> Result<(), LowerError> {
        let schedule = self.schedule;
        for (i, block) in schedule.blocks.iter().enumerate() {
            for &p in schedule.list(block.params) {
                let ty = self.circuit.machine_type(p).unwrap_or(MachineType::Novalue);
                let t = T::lir_type(ty).ok_or(LowerError::Untyped {
                    gate: p,
                    ty,
                    table: T::TABLE,
                })?;
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
        let Some(rule) = T::select(self, g) else {
            if let Some(reason) = T::unsupported(opcode) {
                return Err(LowerError::Unsupported {
                    gate: g,
                    opcode,
                    reason: reason.to_owned(),
                });
            }
            let ty = self.gate_type(g);
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
                table: T::TABLE,
            });
        };
        let info = T::rule(rule);
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
                    T::emit_rule(self, g, rule)?;
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
        match exit {
            Exit::Jump { target, args } => {
                // The argument values in a buffer kept from one jump to the next.
                let mut values = std::mem::take(&mut self.jump_args);
                values.clear();
                for &a in self.schedule.list(*args) {
                    values.push(self.value_of(a)?);
                }
                let to = self.block(*target);
                T::jump(&mut self.b, to, &values);
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
                T::ret_void(&mut self.b);
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
        T::emit_rule(self, g, rule)
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

/// The answers to the generated `Driver`'s questions, which every target's table asks alike
/// (each `Driver` impl of `drive_table!` forwards to them).
impl<'c, 'f, T: CircuitTarget> Lowerer<'c, 'f, T> {
    /// The gate's opcode.
    pub fn gate_opcode(&self, gate: GateRef) -> Opcode {
        self.circuit.opcode(gate).unwrap_or(Opcode::CircuitRoot)
    }

    /// The gate's machine type.
    pub fn gate_type(&self, gate: GateRef) -> MachineType {
        self.circuit
            .machine_type(gate)
            .unwrap_or(MachineType::Novalue)
    }

    /// The gate's bitfield.
    pub fn gate_bitfield(&self, gate: GateRef) -> u64 {
        self.circuit.bitfield(gate).unwrap_or(0)
    }

    /// Data input `n` of the gate.
    pub fn gate_input(&self, gate: GateRef, n: usize) -> GateRef {
        self.data_inputs(gate)
            .get(n)
            .copied()
            .unwrap_or(GateRef(u32::MAX))
    }

    /// The number of data inputs of the gate.
    pub fn gate_input_count(&self, gate: GateRef) -> usize {
        self.data_inputs(gate).len()
    }

    /// The value of a CONSTANT gate, its bits zero-extended from its type's width.
    pub fn gate_constant(&self, gate: GateRef) -> Option<i64> {
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

    /// Whether `input` may be absorbed into `user`'s rule.
    pub fn gate_absorbable(&self, input: GateRef, user: GateRef) -> bool {
        match (self.gates.get(input.index()), self.gates.get(user.index())) {
            (Some(i), Some(u)) => {
                i.uses == 1 && !i.absorbed && i.rule.is_none() && i.block == u.block
            }
            _ => false,
        }
    }

    /// Records the LIR value of `gate` (of its copy in the block being emitted).
    pub fn define_value(&mut self, gate: GateRef, value: Value) {
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

    /// The LIR builder, positioned where the gate's instructions go.
    pub fn lir(&mut self) -> &mut Builder<'f, T::Op> {
        &mut self.b
    }

    /// Target `which` (0: then, 1: else) of the branch being lowered.
    pub fn branch_target(&self, which: usize) -> Block {
        self.targets[which.min(1)]
    }

    /// The error for a condition the table does not map.
    pub fn unmapped_error(&self, gate: GateRef, bitfield: u64) -> LowerError {
        LowerError::Unmapped {
            gate,
            bitfield,
            table: T::TABLE,
        }
    }

    /// The error for a gate whose type the table does not map.
    pub fn untyped_error(&self, gate: GateRef) -> LowerError {
        LowerError::Untyped {
            gate,
            ty: self.gate_type(gate),
            table: T::TABLE,
        }
    }
}

/// Implements a target's generated `Driver` and `Custom` traits (of the matcher module `$table`)
/// for [`Lowerer`] at target `$target`: the `Driver` answers are the shared driver's, the
/// `Custom` rules every table shares (`lower_arg`, `lower_constant`, `lower_alloca`, `lower_exp`,
/// `same_width_copy`, `lower_switch`) are the shared rules of `custom.rs`, and `$extra` are the
/// target's own `Custom` methods.
macro_rules! drive_table {
    ($table:ident, $target:ty, { $($extra:tt)* }) => {
        impl<'f> $table::Driver for $crate::lower::Lowerer<'_, 'f, $target> {
            type Gate = ::ir_core::circuit::GateRef;
            type Builder = ::opforge_cfg::Builder<'f, <$target as $crate::target::Target>::Op>;
            type Error = $crate::lower::LowerError;

            fn opcode(&self, gate: Self::Gate) -> ::ir_core::opcode::Opcode {
                self.gate_opcode(gate)
            }
            fn machine_type(&self, gate: Self::Gate) -> ::ir_core::opcode::MachineType {
                self.gate_type(gate)
            }
            fn bitfield(&self, gate: Self::Gate) -> u64 {
                self.gate_bitfield(gate)
            }
            fn input(&self, gate: Self::Gate, n: usize) -> Self::Gate {
                self.gate_input(gate, n)
            }
            fn input_count(&self, gate: Self::Gate) -> usize {
                self.gate_input_count(gate)
            }
            fn constant(&self, gate: Self::Gate) -> Option<i64> {
                self.gate_constant(gate)
            }
            fn absorbable(&self, input: Self::Gate, user: Self::Gate) -> bool {
                self.gate_absorbable(input, user)
            }
            fn value(&mut self, gate: Self::Gate) -> Result<::opforge_cfg::Value, Self::Error> {
                self.value_of(gate)
            }
            fn define(&mut self, gate: Self::Gate, value: ::opforge_cfg::Value) {
                self.define_value(gate, value)
            }
            fn builder(&mut self) -> &mut Self::Builder {
                self.lir()
            }
            fn target(&self, _gate: Self::Gate, which: usize) -> ::opforge_cfg::Block {
                self.branch_target(which)
            }
            fn unmapped(&self, gate: Self::Gate, bitfield: u64) -> Self::Error {
                self.unmapped_error(gate, bitfield)
            }
            fn untyped(&self, gate: Self::Gate) -> Self::Error {
                self.untyped_error(gate)
            }
        }

        impl $table::Custom for $crate::lower::Lowerer<'_, '_, $target> {
            fn lower_arg(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.arg_rule(gate)
            }
            fn lower_constant(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.constant_rule(gate)
            }
            fn lower_alloca(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.alloca_rule(gate)
            }
            fn lower_exp(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.exp_rule(gate)
            }
            fn same_width_copy(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.same_width_copy_rule(gate)
            }
            fn lower_switch(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.switch_rule(gate)
            }
            $($extra)*
        }

        impl $crate::lower::CircuitTarget for $target {
            type Rule = $table::RuleId;
            const TABLE: &'static str = TABLE;
            const MAX_RESERVED: u64 = MAX_RESERVED;

            fn lir_type(t: ::ir_core::opcode::MachineType) -> Option<$crate::target::TypeOf<Self>> {
                $table::target_type(t)
            }
            fn select(l: &$crate::lower::Lowerer<'_, '_, Self>, gate: ::ir_core::circuit::GateRef) -> Option<Self::Rule> {
                $table::select(l, gate)
            }
            fn rule(rule: Self::Rule) -> $crate::lower::RuleFacts {
                let info = &$table::RULES[rule.0 as usize];
                $crate::lower::RuleFacts {
                    absorbs: info.absorbs,
                    immediates: info.immediates,
                    unsupported: info.unsupported,
                }
            }
            fn unsupported(op: ::ir_core::opcode::Opcode) -> Option<&'static str> {
                $table::unsupported(op)
            }
            fn emit_rule(
                l: &mut $crate::lower::Lowerer<'_, '_, Self>,
                gate: ::ir_core::circuit::GateRef,
                rule: Self::Rule,
            ) -> Result<(), $crate::lower::LowerError> {
                $table::emit(l, gate, rule)
            }
            fn harness_int(v: ::ir_core::interp::Value) -> i64 {
                harness_int(v)
            }
            fn jump(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, to: ::opforge_cfg::Block, args: &[::opforge_cfg::Value]) {
                b.jump((to, args));
            }
            fn ret_void(b: &mut ::opforge_cfg::Builder<'_, Self::Op>) {
                b.ret_void();
            }
            fn iconst(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, value: i64, t: $crate::target::TypeOf<Self>) -> ::opforge_cfg::Value {
                b.iconst(value, t)
            }
            fn bitcast_to_float(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value, t: $crate::target::TypeOf<Self>) -> ::opforge_cfg::Value {
                b.bitcast_to_float(v, t)
            }
            fn copy_value(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
                b.copy(v)
            }
            fn frame_addr(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, depth: i64) -> ::opforge_cfg::Value {
                b.frame_addr(depth)
            }
            fn imul(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, x: ::opforge_cfg::Value, y: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
                b.imul(x, y)
            }
            fn band(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, x: ::opforge_cfg::Value, y: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
                b.band(x, y)
            }
            fn ushr_imm(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value, amount: i64) -> ::opforge_cfg::Value {
                b.ushr_imm(v, amount)
            }
            fn canonical(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value, ty: ::ir_core::opcode::MachineType) -> ::opforge_cfg::Value {
                canonical(b, v, ty)
            }
            fn branch_if(
                b: &mut ::opforge_cfg::Builder<'_, Self::Op>,
                v: ::opforge_cfg::Value,
                zero: bool,
                to: [::opforge_cfg::Block; 2],
            ) {
                branch_if(b, v, zero, to)
            }
            fn branch_if_equal(
                b: &mut ::opforge_cfg::Builder<'_, Self::Op>,
                x: ::opforge_cfg::Value,
                t: $crate::target::TypeOf<Self>,
                case: u64,
                to: [::opforge_cfg::Block; 2],
            ) {
                branch_if_equal(b, x, t, case, to)
            }
        }
    };
}
pub(crate) use drive_table;
