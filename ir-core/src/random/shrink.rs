//! Shrinking a failing program: greedy passes over small edits, each kept only when the program
//! still verifies, still returns a value for every case under the interpreter (or traps by a
//! division, when the original program did) with a fuel limit a few times what the original
//! spent, still fails, and is smaller by the [`Measure`] (gates, then non-constant gates, then
//! cases, then the size of constants), which makes the search end.
//!
//! The edits (in [`edits`](super::edits)) keep the generator's contract: an effect is removed by
//! rewiring its dependency users to its own dependency input; a DEPEND_RELAY or DEPEND_SELECTOR
//! goes only when no LOAD, STORE or CALL follows it on the chain; a branch that loses an arm is
//! bypassed with its relays moved to a state a relay may hang off (or dropped when the chain there
//! is already pinned to that block), so no effect floats above the block it belongs to.

use super::Program;
use super::edits::{Edit, apply, edits};
use crate::interp::{Interpreter, Options, Outcome, TrapKind};

/// What a shrink step must lower, compared in order: gates, non-constant gates, cases, and the
/// magnitude of the constants.
pub(crate) type Measure = (usize, usize, usize, u128);

/// The gates of a program's functions, roots left out.
pub fn gate_count(program: &Program) -> usize {
    program
        .module
        .functions()
        .iter()
        .map(|f| {
            f.circuit
                .len()
                .saturating_sub(crate::opcode::Root::ALL.len())
        })
        .sum()
}

fn measure(p: &Program) -> Measure {
    let mut non_constant = 0;
    let mut magnitude: u128 = 0;
    for f in p.module.functions() {
        let c = &f.circuit;
        for g in c.gates().skip(crate::opcode::Root::ALL.len()) {
            let Some(v) = c.view(g) else { continue };
            if v.opcode == crate::opcode::Opcode::Constant {
                let value = crate::interp::Value::from_bits(v.machine_type, v.bitfield);
                magnitude += if value.float().is_some() {
                    u128::from(v.bitfield != 0)
                } else {
                    u128::from(value.signed().unsigned_abs())
                };
            } else {
                non_constant += 1;
            }
        }
    }
    (gate_count(p), non_constant, p.cases.len(), magnitude)
}

/// Whether a case ended as a generated program may end: with a value, or (when `traps`) with a
/// division trap.
fn finished(outcome: &Outcome, traps: bool) -> bool {
    match outcome {
        Outcome::Return(_) => true,
        Outcome::Trap(TrapKind::DivisionByZero | TrapKind::IntegerOverflow) => traps,
        _ => false,
    }
}

/// Whether some case of `p` ends with a division trap.
fn traps(p: &Program) -> bool {
    p.cases.iter().any(|case| {
        matches!(
            Interpreter::new(&p.module, Options::default()).call_at(0, case),
            Ok(Outcome::Trap(
                TrapKind::DivisionByZero | TrapKind::IntegerOverflow
            ))
        )
    })
}

/// Whether every function verifies and every case ends within `fuel` steps with a value (or,
/// when `traps`, a division trap).
fn runs(p: &Program, fuel: u64, traps: bool) -> bool {
    if p.cases.is_empty() || p.module.functions().is_empty() {
        return false;
    }
    if p.module
        .functions()
        .iter()
        .any(|f| f.circuit.verify().is_err())
    {
        return false;
    }
    let options = Options {
        fuel,
        ..Options::default()
    };
    p.cases.iter().all(|case| {
        Interpreter::new(&p.module, options)
            .call_at(0, case)
            .is_ok_and(|o| finished(&o, traps))
    })
}

/// The most fuel any case of `p` spends (the default fuel when one does not return).
fn fuel_spent(p: &Program) -> u64 {
    let mut most = 0;
    for case in &p.cases {
        let mut it = Interpreter::new(&p.module, Options::default());
        match it.call_at(0, case) {
            Ok(o) if finished(&o, true) => most = most.max(it.fuel_used()),
            _ => return Options::default().fuel,
        }
    }
    most
}

/// A smaller program that still fails: greedy passes (keep one failing case, drop a function,
/// collapse a join to one predecessor, remove an effect, replace a gate's uses with one of its
/// inputs or a constant, drop a dependency gate nothing needs, drop an unused parameter, lower a
/// constant, which also shortens loops) until none applies. Returns `program` itself when no
/// edit keeps it failing.
pub fn shrink(program: &Program, mut fails: impl FnMut(&Program) -> bool) -> Program {
    let fuel = fuel_spent(program)
        .saturating_mul(4)
        .clamp(100_000, Options::default().fuel);
    let traps = traps(program);
    let mut best = program.clone();
    let mut best_measure = measure(&best);
    loop {
        let mut progress = false;
        let mut position = 0;
        loop {
            let list: Vec<Edit> = edits(&best);
            let mut found = false;
            while position < list.len() {
                if let Some(candidate) = apply(&best, &list[position]) {
                    let m = measure(&candidate);
                    if m < best_measure && runs(&candidate, fuel, traps) && fails(&candidate) {
                        best = candidate;
                        best_measure = m;
                        found = true;
                        progress = true;
                        break;
                    }
                }
                position += 1;
            }
            if !found {
                break;
            }
        }
        if !progress {
            return best;
        }
    }
}
