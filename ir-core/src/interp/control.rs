//! The control walk of one function activation: from `STATE_ENTRY` along the state gates, each
//! step to the one successor a state has (IF_BRANCH and SWITCH_BRANCH choose by their value,
//! LOOP_BACK returns to its LOOP_BEGIN), until RETURN or THROW. Entering a join (MERGE,
//! LOOP_BEGIN) through its predecessor number `i` gives each of its live selectors its `i`-th input,
//! all read before any changes (the selectors of a join switch at once, like phis), and forgets the
//! cached values that depended on them.

use crate::circuit::{Circuit, GateRef};
use crate::opcode::{Opcode, Root};

use super::Interpreter;
use super::error::{InterpError, TrapKind, type_mismatch};
use super::plan::{Plan, is_join};
use super::value::{Value, mask, width};

/// Why an activation stopped without a value: everything but a RETURN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The program trapped.
    Trap(TrapKind),
    /// A THROW raised a value.
    Throw(Value),
    /// The fuel ran out.
    OutOfFuel,
    /// The circuit cannot be interpreted.
    Error(InterpError),
}

impl From<InterpError> for Stop {
    fn from(e: InterpError) -> Self {
        Stop::Error(e)
    }
}

/// The state of one activation of a function.
pub(crate) struct Frame<'c> {
    /// The function's circuit.
    pub circuit: &'c Circuit,
    /// Its tables.
    pub plan: &'c Plan,
    /// The arguments.
    pub args: &'c [Value],
    /// The cached value of each gate (`Value::NONE` for a satisfied dependency).
    pub values: Vec<Option<Value>>,
    /// Gates being computed (to find cycles).
    pub busy: Vec<bool>,
    /// State gates control has reached.
    pub reached: Vec<bool>,
    /// Regions mapped by the activation's ALLOCA gates, freed when it ends.
    pub allocas: Vec<u64>,
    /// The work stack of the gate being demanded (kept to reuse its memory).
    pub stack: Vec<GateRef>,
    /// The operand values of the gate being computed (kept to reuse its memory).
    pub operands: Vec<Value>,
}

/// An error about `gate`, with its opcode.
pub(crate) fn bad_operands(c: &Circuit, gate: GateRef, reason: String) -> InterpError {
    match c.opcode(gate) {
        Some(opcode) => InterpError::BadOperands {
            gate,
            opcode,
            reason,
        },
        None => InterpError::Dangling { gate },
    }
}

impl Interpreter<'_> {
    /// Spends one unit of fuel.
    pub(crate) fn tick(&mut self) -> Result<(), Stop> {
        if self.fuel == 0 {
            return Err(Stop::OutOfFuel);
        }
        self.fuel -= 1;
        Ok(())
    }

    /// Runs the function at `index` on `args` in a new activation.
    pub(crate) fn call_function(&mut self, index: u64, args: &[Value]) -> Result<Value, Stop> {
        let module = self.module;
        let Some(function) = module.get(index) else {
            return Err(Stop::Trap(TrapKind::BadCallee));
        };
        let plans = std::sync::Arc::clone(&self.plans);
        let plan = &plans[index as usize];
        check_args(&function.name, plan, args)?;
        let c = &function.circuit;
        let mut frame = Frame {
            circuit: c,
            plan,
            args,
            values: vec![None; c.len()],
            busy: vec![false; c.len()],
            reached: vec![false; c.len()],
            allocas: Vec::new(),
            stack: Vec::new(),
            operands: Vec::new(),
        };
        frame.values[c.root(Root::DependEntry).index()] = Some(Value::NONE);
        let result = self.walk(&mut frame);
        for base in frame.allocas {
            self.memory.free(base);
        }
        result
    }

    /// Walks the state gates of `frame` from `STATE_ENTRY` to a terminator.
    fn walk(&mut self, frame: &mut Frame<'_>) -> Result<Value, Stop> {
        let c = frame.circuit;
        let mut state = c.root(Root::StateEntry);
        frame.reached[state.index()] = true;
        loop {
            self.tick()?;
            let Some(v) = c.view(state) else {
                return Err(InterpError::Dangling { gate: state }.into());
            };
            let next = match v.opcode {
                Opcode::Return | Opcode::Throw => {
                    for &d in v.depend {
                        self.force(frame, d)?;
                    }
                    let Some(&value) = v.data.first() else {
                        return Err(bad_operands(c, state, "has no value to give".into()).into());
                    };
                    let value = self.force(frame, value)?;
                    return if v.opcode == Opcode::Return {
                        Ok(value)
                    } else {
                        Err(Stop::Throw(value))
                    };
                }
                Opcode::IfBranch => {
                    let cond = self.operand(frame, state, 0)?;
                    if cond.ty() != crate::opcode::MachineType::I1 {
                        let reason = type_mismatch("the condition", "i1", cond.ty());
                        return Err(bad_operands(c, state, reason).into());
                    }
                    let want = if cond.bits() == 1 {
                        Opcode::IfTrue
                    } else {
                        Opcode::IfFalse
                    };
                    one(c, frame.plan, state, |op, _| op == want)?
                }
                Opcode::SwitchBranch => {
                    let value = self.operand(frame, state, 0)?;
                    let bits = mask(width(value.ty()));
                    let hit = |op, bf: u64| op == Opcode::SwitchCase && bf & bits == value.bits();
                    if matching(c, frame.plan, state, hit).0 == 0 {
                        one(c, frame.plan, state, |op, _| op == Opcode::DefaultCase)?
                    } else {
                        one(c, frame.plan, state, hit)?
                    }
                }
                op if op.is_hir() => {
                    return Err(InterpError::Hir {
                        gate: state,
                        opcode: op,
                    }
                    .into());
                }
                _ => one(c, frame.plan, state, |_, _| true)?,
            };
            if c.opcode(next).is_some_and(is_join) {
                self.enter_join(frame, state, next)?;
            }
            frame.reached[next.index()] = true;
            state = next;
        }
    }

    /// The value of data input `i` of `gate`.
    fn operand(&mut self, frame: &mut Frame<'_>, gate: GateRef, i: usize) -> Result<Value, Stop> {
        let c = frame.circuit;
        let Some(&input) = c.data_inputs(gate).get(i) else {
            return Err(bad_operands(c, gate, format!("has no data input {i}")).into());
        };
        self.force(frame, input)
    }

    /// Enters `join` from `from`: every selector takes its input for that predecessor.
    fn enter_join(
        &mut self,
        frame: &mut Frame<'_>,
        from: GateRef,
        join: GateRef,
    ) -> Result<(), Stop> {
        let c = frame.circuit;
        let plan = frame.plan;
        let Some(i) = c.state_inputs(join).iter().position(|&p| p == from) else {
            return Err(bad_operands(
                c,
                join,
                format!("is entered from {from}, not one of its predecessors"),
            )
            .into());
        };
        let mut chosen = Vec::with_capacity(plan.selectors[join.index()].len());
        for &sel in &plan.selectors[join.index()] {
            let Some(v) = c.view(sel) else { continue };
            let inputs = if v.opcode == Opcode::ValueSelector {
                v.data
            } else {
                v.depend
            };
            let Some(&input) = inputs.get(i) else {
                let reason = format!("has no input for predecessor {i} of its join {join}");
                return Err(bad_operands(c, sel, reason).into());
            };
            let value = self.force(frame, input)?;
            if v.opcode == Opcode::ValueSelector && value.ty() != v.machine_type {
                let reason =
                    type_mismatch(&format!("value {i}"), v.machine_type.spelling(), value.ty());
                return Err(bad_operands(c, sel, reason).into());
            }
            chosen.push((sel, value));
        }
        for &g in plan.stale(c, join) {
            frame.values[g.index()] = None;
        }
        for (sel, value) in chosen {
            frame.values[sel.index()] = Some(value);
        }
        Ok(())
    }
}

/// How many control successors of `state` pass `keep`, and the first of them.
fn matching(
    c: &Circuit,
    plan: &Plan,
    state: GateRef,
    keep: impl Fn(Opcode, u64) -> bool,
) -> (usize, Option<GateRef>) {
    let mut found = (0, None);
    for &u in plan
        .control
        .get(state.index())
        .map_or(&[][..], Vec::as_slice)
    {
        if let Some(v) = c.view(u)
            && keep(v.opcode, v.bitfield)
        {
            found.0 += 1;
            found.1 = found.1.or(Some(u));
        }
    }
    found
}

/// The one control successor of `state` that passes `keep`, else an error naming `state`.
fn one(
    c: &Circuit,
    plan: &Plan,
    state: GateRef,
    keep: impl Fn(Opcode, u64) -> bool,
) -> Result<GateRef, Stop> {
    match matching(c, plan, state, keep) {
        (1, Some(g)) => Ok(g),
        (found, _) => Err(InterpError::BadSuccessors {
            gate: state,
            opcode: c.opcode(state).unwrap_or(Opcode::CircuitRoot),
            found,
        }
        .into()),
    }
}

/// Checks the arguments of a call against the function's parameters.
fn check_args(name: &str, plan: &Plan, args: &[Value]) -> Result<(), Stop> {
    let fail = |reason: String| {
        Err(Stop::Error(InterpError::Arguments {
            function: name.to_owned(),
            reason,
        }))
    };
    if args.len() != plan.params.len() {
        return fail(format!(
            "takes {} argument{}, given {}",
            plan.params.len(),
            if plan.params.len() == 1 { "" } else { "s" },
            args.len()
        ));
    }
    for (i, (want, got)) in plan.params.iter().zip(args).enumerate() {
        if let Some(want) = want
            && *want != got.ty()
        {
            return fail(type_mismatch(
                &format!("argument {i}"),
                want.spelling(),
                got.ty(),
            ));
        }
    }
    Ok(())
}
