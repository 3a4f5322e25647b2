//! Random circuits from the gate table, and a shrinker for the failures they find.
//!
//! [`generate`] builds a [`Program`] (a module and argument lists for its first function) from a
//! seed and a [`Config`]; the same seed and config give the same program. The gates are picked
//! by their feeding rule, which [`catalog`] reads from `spec/circuit.yaml` (wire counts, FLEX and
//! fixed types, compare condition codes, ARG positions, CALL's argument count); [`hints`] holds
//! the few facts the table does not state. [`shrink()`] makes a failing program smaller while it
//! still fails.
//!
//! ```
//! use ir_core::interp::{Options, Outcome};
//! use ir_core::opcode::Opcode;
//! use ir_core::random::{Config, Program, gate_count, generate, shrink};
//!
//! let config = Config::default();
//! let program = generate(7, &config);
//! assert!(program.outcomes(&Options::default()).iter().all(|o| matches!(o, Ok(Outcome::Return(_)))));
//!
//! // A "failure" that needs a CALL shrinks to a few gates, reported as a filetest.
//! let calls = |p: &Program| {
//!     p.module.functions().iter().any(|f| f.circuit.gates().any(|g| f.circuit.opcode(g) == Some(Opcode::Call)))
//! };
//! let failing = (0..).map(|seed| generate(seed, &config)).find(|p| calls(p)).unwrap();
//! let small = shrink(&failing, calls);
//! assert!(calls(&small) && gate_count(&small) < 20);
//! assert!(small.filetest().contains("; run: f0("));
//! ```
//!
//! # The generator's contract
//!
//! Every generated program
//! - passes the verifier, prints with [`crate::text::print_module`] and parses back to a module
//!   that prints the same;
//! - returns a value ([`Outcome::Return`](crate::interp::Outcome::Return)) under the interpreter
//!   with default options for every case: no trap (unless [`Config::trapping_divisions`] asks
//!   for divisions by zero), no fuel exhaustion. Divisors are masked with
//!   OR (and AND) to be nonzero and, for signed division, never -1; an address is an ALLOCA's
//!   base plus an index masked to the region; loops are counted (at most
//!   [`Config::max_loop_trip`] iterations each) and nest at most two deep; function `i` calls
//!   only functions `j > i`;
//! - threads the effects of each function on one dependency chain: DEPEND_ENTRY, every LOAD,
//!   STORE and CALL in program order, a DEPEND_RELAY on the state of an arm, loop body or loop
//!   exit before the first effect there, a DEPEND_SELECTOR where arms that touched memory join
//!   and at every loop head, and RETURN's dependency input last. So every effect is demanded on
//!   every path that reaches it, and a scheduler that keeps effects below their relays computes
//!   what the interpreter computes;
//! - never lets a result depend on an address (ALLOCA addresses feed only LOAD and STORE) or on
//!   the bits of a float (no BITCAST from a float; a float region holds one float type on whole
//!   slots, apart from the integer regions), so compiled code has one right answer whatever its
//!   stack layout and NaN payloads;
//! - divides only by a nonzero constant (not -1 for signed division) or by `OR(x, c)` (with
//!   `c` nonzero; `OR(AND(y, m), c)` with bit 0 clear in `m` and `c` for signed division), so no
//!   division can trap wherever a scheduler places it, and a lowering without trap checks agrees;
//! - folds the values each scope made and did not use into the values it hands on, and the
//!   function's live values into its result, so most gates reach the result.
//!
//! [`shrink()`] keeps the same contract: a candidate whose effects would hang off a loop head or
//! whose divisors are no longer safe by construction is refused, as is one that does not verify
//! or that traps or runs out of fuel (a program whose divisions may trap may shrink to one that
//! traps the same ways: by a division by zero or `INT_MIN / -1`).
//!
//! Compiled code meets the interpreter's semantics here in particular: ALLOCA memory starts
//! zeroed (a LOAD may come before any STORE to its slot); integer accesses may be unaligned;
//! shifts of I8 and I16 take the amount modulo the width; FPTOSI and FPTOUI saturate at the
//! target's width (I8, I16 included, and I1: -1 to 0 signed, 0 to 1 unsigned); conversions may
//! keep the width (TRUNC, ZEXT, SEXT of a type to itself); `I1` values are selected, extended,
//! truncated to and converted to and from floats;
//! FEXP is the host's `powf` and FMOD is `fmod` (leave them out of [`Config::gates`] when the
//! compiled code calls another libm).

pub mod catalog;
mod contract;
mod control;
mod edits;
mod effects;
mod emit;
mod function;
mod graph;
pub mod hints;
mod kit;
mod report;
mod rng;
mod shrink;
mod surgery;
mod values;

pub use shrink::{gate_count, shrink};

use crate::interp::Value;
use crate::module::Module;
use crate::opcode::{MachineType, Opcode};
use function::{FnGen, Signature};
use kit::Kit;
use rng::seeded;

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The MIR data gates allowed (ARG and CONSTANT are used whatever this says; memory needs
    /// ALLOCA, AND and ADD besides LOAD or STORE; loops need ICMP and ADD or SUB).
    pub gates: Vec<Opcode>,
    /// The value types used (`I1` only as compare results, kept as values when listed here).
    pub types: Vec<MachineType>,
    /// At most this many parameters per function (at most 16), each of a value type used:
    /// under AAPCS64 eight integers and eight floats go in registers, the rest on the stack.
    pub max_params: usize,
    /// The rough number of data gates per function.
    pub size: usize,
    /// The most iterations of one loop.
    pub max_loop_trip: u64,
    /// Functions per module; function `i` calls only functions `j > i`, function 0 is the entry.
    pub functions: usize,
    /// ALLOCA regions with LOADs and STOREs.
    pub memory: bool,
    /// Diamonds, switches and counted loops.
    pub control: bool,
    /// The percentage of divisions whose divisor may be zero (`AND(y, 1)` or `AND(y, 3)`), so
    /// that some cases trap, often on only some paths; 0 (the default) keeps every divisor
    /// nonzero by construction.
    pub trapping_divisions: u64,
}

impl Default for Config {
    /// Every MIR gate the generator can feed, every value type, up to 4 parameters, about 40
    /// data gates per function, loops of up to 8 iterations, 3 functions, memory and control.
    fn default() -> Self {
        Config {
            gates: catalog::feedable(),
            types: vec![
                MachineType::I1,
                MachineType::I8,
                MachineType::I16,
                MachineType::I32,
                MachineType::I64,
                MachineType::Arch,
                MachineType::F32,
                MachineType::F64,
            ],
            max_params: 4,
            size: 40,
            max_loop_trip: 8,
            functions: 3,
            memory: true,
            control: true,
            trapping_divisions: 0,
        }
    }
}

/// A generated program: a module whose function 0 is the entry, and argument lists for it.
#[derive(Clone, Debug)]
pub struct Program {
    /// The functions; function 0 is the entry.
    pub module: Module,
    /// Argument lists for function 0, each of its parameter types.
    pub cases: Vec<Vec<Value>>,
}

/// The most parameters a function gets.
const MAX_PARAMS: usize = 16;

/// The program of `seed` under `config`.
pub fn generate(seed: u64, config: &Config) -> Program {
    let mut rng = seeded(seed);
    let kit = Kit::new(config);
    let n = config.functions.max(1);
    let mut sigs: Vec<Option<Signature>> = vec![None; n];
    let mut circuits = vec![None; n];
    for i in (0..n).rev() {
        // Parameters of every value type the kit has: floats too, so calls pass them in d0-d7
        // beside the integers and, past eight of a kind, on the stack.
        let params: Vec<MachineType> = if kit.ints.is_empty() {
            Vec::new()
        } else {
            let count = rng.range(0, config.max_params.min(MAX_PARAMS));
            let types = kit.value_types();
            (0..count).filter_map(|_| rng.pick(&types)).collect()
        };
        let ret = if i == 0 && !kit.ints.is_empty() && (kit.floats.is_empty() || rng.chance(85)) {
            rng.pick(&kit.ints)
        } else {
            rng.pick(&kit.value_types())
        }
        .unwrap_or(MachineType::I64);
        let callees: Vec<(u64, Signature)> = (i + 1..n)
            .filter_map(|j| sigs[j].clone().map(|s| (j as u64, s)))
            .collect();
        let mut sig = Signature {
            params,
            ret,
            cost: 0,
        };
        let (circuit, cost) = FnGen::new(&mut rng, &kit, &callees).build(&sig);
        sig.cost = cost;
        circuits[i] = Some(circuit);
        sigs[i] = Some(sig);
    }
    let mut module = Module::new();
    for (i, c) in circuits.into_iter().enumerate() {
        // Names are distinct by construction.
        let _ = module.push(format!("f{i}"), c.unwrap_or_default());
    }
    let params = sigs[0]
        .as_ref()
        .map(|s| s.params.clone())
        .unwrap_or_default();
    let cases = (0..rng.range(4, 8))
        .map(|_| params.iter().map(|&t| values::value(t, &mut rng)).collect())
        .collect();
    Program { module, cases }
}
