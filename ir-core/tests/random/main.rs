//! The random circuit generator and the shrinker: generated programs verify, print and parse
//! back, and return a value for every case under the interpreter; every gate of the default
//! configuration occurs; a seed names one program; the shrinker makes failing programs small.

use std::collections::BTreeMap;
use std::time::Instant;

use ir_core::interp::{Interpreter, Options, Outcome, TrapKind};
use ir_core::opcode::{MachineType, Opcode};
use ir_core::random::{Config, Program, gate_count, generate, shrink};
use ir_core::text::{parse_module, print_module};

/// Every function verifies and every case returns; the first problem otherwise.
fn check(seed: u64, p: &Program) -> Result<(), String> {
    for f in p.module.functions() {
        if let Err(e) = f.circuit.verify() {
            return Err(format!(
                "seed {seed}, {}: {e}\n{}",
                f.name,
                print_module(&p.module)
            ));
        }
    }
    for case in &p.cases {
        let out = Interpreter::new(&p.module, Options::default()).call_at(0, case);
        if !matches!(out, Ok(Outcome::Return(_))) {
            return Err(format!(
                "seed {seed}, case {case:?}: {out:?}\n{}",
                print_module(&p.module)
            ));
        }
    }
    Ok(())
}

/// The outcomes of every case.
fn outcomes(p: &Program) -> Vec<Outcome> {
    p.cases
        .iter()
        .map(|case| {
            Interpreter::new(&p.module, Options::default())
                .call_at(0, case)
                .unwrap_or_else(|e| panic!("{e}"))
        })
        .collect()
}

fn opcodes(p: &Program) -> impl Iterator<Item = Opcode> + '_ {
    p.module
        .functions()
        .iter()
        .flat_map(|f| f.circuit.gates().filter_map(|g| f.circuit.opcode(g)))
}

/// Where the chain of `effect` is pinned: the first gate before it on its dependency chain that
/// is not itself a LOAD, STORE or CALL.
fn anchor(c: &ir_core::Circuit, mut g: ir_core::GateRef) -> ir_core::GateRef {
    while matches!(
        c.opcode(g),
        Some(Opcode::Load | Opcode::Store | Opcode::Call)
    ) {
        g = c.depend_inputs(g)[0];
    }
    g
}

/// The chain rules of the generator's contract: every LOAD, STORE and CALL hangs (through
/// earlier effects) off a DEPEND_RELAY, a MERGE's DEPEND_SELECTOR or DEPEND_ENTRY, never a loop
/// head's; a RETURN demands it; the chain forks only into relays and joins only at selectors.
/// Returns the number of effects.
fn chain_contract(p: &Program) -> Result<usize, String> {
    let effect = |op| matches!(op, Some(Opcode::Load | Opcode::Store | Opcode::Call));
    let mut effects = 0;
    for f in p.module.functions() {
        let c = &f.circuit;
        for g in c.gates().filter(|&g| effect(c.opcode(g))) {
            effects += 1;
            let a = anchor(c, g);
            let pinned = match c.opcode(a) {
                Some(Opcode::DependRelay | Opcode::DependEntry) => true,
                Some(Opcode::DependSelector) => {
                    c.opcode(c.state_inputs(a)[0]) == Some(Opcode::Merge)
                }
                _ => false,
            };
            if !pinned {
                return Err(format!("{}: {g} hangs off {a}", f.name));
            }
            let mut seen = vec![false; c.len()];
            let mut work = vec![g];
            let mut returns = false;
            while let Some(x) = work.pop() {
                if std::mem::replace(&mut seen[x.index()], true) {
                    continue;
                }
                returns |= c.opcode(x) == Some(Opcode::Return);
                work.extend(
                    c.uses(x)
                        .iter()
                        .filter(|&&u| c.depend_inputs(u).contains(&x)),
                );
            }
            if !returns {
                return Err(format!("{}: {g} is demanded by no RETURN", f.name));
            }
            let users: std::collections::BTreeSet<_> = c
                .uses(g)
                .iter()
                .filter(|&&u| c.depend_inputs(u).contains(&g))
                .filter(|&&u| {
                    !matches!(
                        c.opcode(u),
                        Some(Opcode::DependSelector | Opcode::DependRelay)
                    )
                })
                .collect();
            if users.len() > 1 {
                return Err(format!("{}: {g} forks the chain", f.name));
            }
        }
    }
    Ok(effects)
}

/// `p` shrunk under `fails`, checked: it still fails, runs, and keeps the chain contract.
fn shrink_checked(seed: u64, p: &Program, mut fails: impl FnMut(&Program) -> bool) -> Program {
    let small = shrink(p, &mut fails);
    assert!(fails(&small), "seed {seed}: the shrunk program passes");
    check(seed, &small).unwrap_or_else(|e| panic!("{e}"));
    chain_contract(&small)
        .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", print_module(&small.module)));
    let text = print_module(&small.module);
    let again = parse_module(&text, "f0").unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(print_module(&again.module), text, "the report reads back");
    small
}

/// A program of at least `gates` gates holding an SDIV.
fn big_program_with_sdiv(gates: usize) -> Program {
    let config = Config {
        size: 80,
        ..Config::default()
    };
    (0..)
        .map(|seed| generate(seed, &config))
        .find(|p| gate_count(p) >= gates && opcodes(p).any(|op| op == Opcode::Sdiv))
        .unwrap_or_else(|| unreachable!("the search is unbounded"))
}

mod calls;
mod chain;
mod configs;
mod coverage;
mod shape;
mod shrinking;
mod traps;
