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
mod answers;
mod custom;
mod drive;
mod emit;
pub mod error;
pub mod rv64;
mod select;

use std::cell::Cell;
use std::collections::HashMap;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::interp::Value as InterpValue;
use ir_core::opcode::{MachineType, Opcode};
use opforge_cfg::{Block, Builder, Function, Value};

pub use a64::table;
pub(crate) use drive::drive_table;
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
    fn frame_addr(b: &mut Builder<'_, Self::Op>, depth: opforge_cfg::UImm<24>) -> Value;
    /// The wrapping product.
    fn imul(b: &mut Builder<'_, Self::Op>, x: Value, y: Value) -> Value;
    /// The bitwise and.
    fn band(b: &mut Builder<'_, Self::Op>, x: Value, y: Value) -> Value;
    /// The logical shift right by a constant.
    fn ushr_imm(b: &mut Builder<'_, Self::Op>, v: Value, amount: opforge_cfg::UImm<6>) -> Value;
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
}
