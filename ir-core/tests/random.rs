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

#[test]
fn ten_thousand_programs_verify_and_return_for_every_case() {
    let config = Config::default();
    let start = Instant::now();
    let (mut gates, mut cases) = (0, 0);
    for seed in 0..10_000 {
        let p = generate(seed, &config);
        gates += gate_count(&p);
        cases += p.cases.len();
        if let Err(e) = check(seed, &p) {
            panic!("{e}");
        }
    }
    eprintln!(
        "10000 programs ({gates} gates, {cases} cases) generated, verified and interpreted in {:?}",
        start.elapsed()
    );
}

#[test]
fn every_gate_of_the_default_config_occurs_in_a_thousand_programs() {
    let config = Config::default();
    let mut counts: BTreeMap<Opcode, usize> = config.gates.iter().map(|&op| (op, 0)).collect();
    for seed in 0..1000 {
        for op in opcodes(&generate(seed, &config)) {
            if let Some(n) = counts.get_mut(&op) {
                *n += 1;
            }
        }
    }
    eprintln!("{counts:?}");
    // Every condition code of both compares, read from the table's enum values.
    for op in [Opcode::Icmp, Opcode::Fcmp] {
        let values = op.info().bitfield.values;
        let mut seen = vec![false; values.len()];
        for seed in 0..1000 {
            let p = generate(seed, &config);
            for f in p.module.functions() {
                for g in f
                    .circuit
                    .gates()
                    .filter(|&g| f.circuit.opcode(g) == Some(op))
                {
                    let bits = f.circuit.bitfield(g);
                    if let Some(i) = values.iter().position(|&v| Some(v) == bits) {
                        seen[i] = true;
                    }
                }
            }
        }
        assert!(
            seen.iter().all(|&s| s),
            "{op}: condition codes never generated: {seen:?}"
        );
    }
    let missing: Vec<Opcode> = counts
        .iter()
        .filter(|(_, n)| **n == 0)
        .map(|(op, _)| *op)
        .collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
    let mir = Opcode::ALL.iter().filter(|op| op.is_mir()).count();
    assert_eq!(config.gates.len(), mir, "every MIR gate of the table");
}

#[test]
fn conversions_to_their_own_width_and_from_floats_to_i1_occur() {
    use MachineType::{F32, F64, I1, I8, I16, I32};
    let config = Config::default();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..1000 {
        let p = generate(seed, &config);
        for f in p.module.functions() {
            let c = &f.circuit;
            for g in c.gates() {
                let (Some(op), Some(to)) = (c.opcode(g), c.machine_type(g)) else {
                    continue;
                };
                if let Some(from) = c.data_inputs(g).first().and_then(|&i| c.machine_type(i)) {
                    seen.insert((op, from, to));
                }
            }
        }
    }
    let want = [
        (Opcode::Trunc, I1, I1),
        (Opcode::Trunc, I8, I8),
        (Opcode::Trunc, I16, I16),
        (Opcode::Trunc, I32, I32),
        (Opcode::Zext, I1, I1),
        (Opcode::Sext, I1, I1),
        (Opcode::Fptosi, F32, I1),
        (Opcode::Fptosi, F64, I1),
        (Opcode::Fptoui, F32, I1),
        (Opcode::Fptoui, F64, I1),
    ];
    let missing: Vec<_> = want.iter().filter(|w| !seen.contains(w)).collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
}

#[test]
fn a_seed_names_one_program() {
    let config = Config::default();
    for seed in [0, 1, 77, u64::MAX] {
        let (a, b) = (generate(seed, &config), generate(seed, &config));
        assert_eq!(print_module(&a.module), print_module(&b.module));
        assert_eq!(a.cases, b.cases);
    }
    let texts: std::collections::BTreeSet<String> = (0..20)
        .map(|s| print_module(&generate(s, &config).module))
        .collect();
    assert_eq!(texts.len(), 20, "different seeds, different programs");
}

#[test]
fn programs_print_and_parse_back_to_the_same_behaviour() {
    let config = Config::default();
    for seed in 0..200 {
        let p = generate(seed, &config);
        let text = print_module(&p.module);
        let parsed =
            parse_module(&text, "f0").unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(print_module(&parsed.module), text, "seed {seed}");
        let again = Program {
            module: parsed.module,
            cases: p.cases.clone(),
        };
        let (a, b) = (outcomes(&p), outcomes(&again));
        assert!(
            a.iter().zip(&b).all(|(x, y)| x.same_as(y)),
            "seed {seed}: {a:?} vs {b:?}"
        );
    }
}

#[test]
fn without_control_and_memory_functions_are_straight_lines() {
    let config = Config {
        control: false,
        memory: false,
        ..Config::default()
    };
    for seed in 0..300 {
        let p = generate(seed, &config);
        check(seed, &p).unwrap_or_else(|e| panic!("{e}"));
        for f in p.module.functions() {
            let c = &f.circuit;
            let states: Vec<Opcode> = c
                .gates()
                .skip(8)
                .filter_map(|g| c.opcode(g))
                .filter(|op| op.is_state() || op.is_intermediate())
                .collect();
            assert_eq!(
                states,
                vec![Opcode::Return],
                "seed {seed}: {}",
                print_module(&p.module)
            );
            assert!(!c.gates().any(|g| matches!(
                c.opcode(g),
                Some(Opcode::Alloca | Opcode::Load | Opcode::Store)
            )));
        }
    }
}

#[test]
fn restricted_gates_and_types_are_respected() {
    let gates = vec![
        Opcode::Add,
        Opcode::Sub,
        Opcode::Mul,
        Opcode::Sdiv,
        Opcode::Udiv,
        Opcode::Icmp,
        Opcode::Trunc,
        Opcode::Sext,
        Opcode::Call,
    ];
    let config = Config {
        gates: gates.clone(),
        types: vec![MachineType::I32, MachineType::I64],
        ..Config::default()
    };
    let mut divisions = 0;
    for seed in 0..300 {
        let p = generate(seed, &config);
        check(seed, &p).unwrap_or_else(|e| panic!("{e}"));
        for op in opcodes(&p) {
            let data = op.is_mir() && !matches!(op, Opcode::Arg | Opcode::Constant);
            assert!(
                !data || gates.contains(&op),
                "seed {seed}: {op} is not allowed"
            );
            divisions += usize::from(matches!(op, Opcode::Sdiv | Opcode::Udiv));
        }
        for f in p.module.functions() {
            for g in f.circuit.gates() {
                let ty = f.circuit.machine_type(g).unwrap_or(MachineType::Novalue);
                assert!(
                    matches!(
                        ty,
                        MachineType::Novalue
                            | MachineType::I1
                            | MachineType::I32
                            | MachineType::I64
                            | MachineType::Arch
                    ),
                    "seed {seed}: a value of type {ty}"
                );
            }
        }
    }
    assert!(
        divisions > 0,
        "divisions by constants when OR and AND are not allowed"
    );
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

#[test]
fn shrinking_keeps_the_failure_and_ends_small() {
    let p = big_program_with_sdiv(200);
    let start = Instant::now();
    let has_sdiv = |q: &Program| opcodes(q).any(|op| op == Opcode::Sdiv);
    let small = shrink(&p, has_sdiv);
    eprintln!(
        "{} gates shrunk to {} in {:?}:\n{}",
        gate_count(&p),
        gate_count(&small),
        start.elapsed(),
        print_module(&small.module)
    );
    assert!(has_sdiv(&small));
    assert!(gate_count(&small) < 20, "{}", print_module(&small.module));
    check(0, &small).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(small.cases.len(), 1);
}

#[test]
fn shrinking_on_the_interpreter_s_result_keeps_it() {
    let odd = |q: &Program| match outcomes(q).first() {
        Some(Outcome::Return(v)) => v.bits() & 1 == 1,
        _ => false,
    };
    let config = Config {
        size: 80,
        ..Config::default()
    };
    let p = (0..)
        .map(|seed| generate(seed, &config))
        .find(|p| gate_count(p) >= 200 && odd(p))
        .unwrap_or_else(|| unreachable!("the search is unbounded"));
    let small = shrink_checked(0, &p, odd);
    assert!(gate_count(&small) < 20, "{}", print_module(&small.module));
}

#[test]
fn a_program_that_never_fails_is_returned_whole() {
    let p = generate(3, &Config::default());
    let same = shrink(&p, |_| false);
    assert_eq!(print_module(&same.module), print_module(&p.module));
    assert_eq!(same.cases, p.cases);
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

#[test]
fn effects_are_on_one_chain_that_ends_at_return_and_never_hang_off_a_loop_head() {
    let config = Config::default();
    let mut effects = 0;
    for seed in 0..1000 {
        let p = generate(seed, &config);
        effects += chain_contract(&p)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", print_module(&p.module)));
    }
    assert!(effects > 1000);
}

/// `p` with every UREM computing UDIV instead: a stand-in for a miscompiled gate.
fn miscompiled(p: &Program) -> Program {
    let mut module = ir_core::Module::new();
    for f in p.module.functions() {
        let mut c = f.circuit.clone();
        for g in c.gates().collect::<Vec<_>>() {
            if c.opcode(g) == Some(Opcode::Urem) {
                c.set_opcode(g, Opcode::Udiv);
            }
        }
        module.push(f.name.clone(), c).expect("names stay distinct");
    }
    Program {
        module,
        cases: p.cases.clone(),
    }
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

#[test]
fn shrinking_a_differential_failure_keeps_the_chain_contract() {
    let differs = |q: &Program| {
        let (a, b) = (outcomes(q), outcomes(&miscompiled(q)));
        a.iter().zip(&b).any(|(x, y)| !x.same_as(y))
    };
    let config = Config {
        size: 60,
        ..Config::default()
    };
    let mut shrunk = 0;
    for seed in 0..400 {
        let p = generate(seed, &config);
        let effects = chain_contract(&p).unwrap_or_else(|e| panic!("{e}"));
        if effects == 0 || !differs(&p) {
            continue;
        }
        let small = shrink_checked(seed, &p, differs);
        assert!(
            gate_count(&small) < gate_count(&p) / 4,
            "{}",
            print_module(&small.module)
        );
        shrunk += 1;
        if shrunk == 5 {
            break;
        }
    }
    assert_eq!(shrunk, 5, "five programs where UREM matters");
}

#[test]
fn shrinking_a_failure_that_needs_memory_and_a_loop_keeps_the_chain_contract() {
    let has = |q: &Program, op| opcodes(q).any(|x| x == op);
    let needs =
        |q: &Program| has(q, Opcode::Store) && has(q, Opcode::Load) && has(q, Opcode::LoopBegin);
    let mut shrunk = 0;
    for seed in 0..100 {
        let p = generate(seed, &Config::default());
        if !needs(&p) {
            continue;
        }
        let small = shrink_checked(seed, &p, needs);
        assert!(gate_count(&small) < 40, "{}", print_module(&small.module));
        shrunk += 1;
    }
    assert!(shrunk >= 10);
}

#[test]
fn other_configs_keep_the_contract() {
    let configs = [
        Config {
            size: 200,
            functions: 5,
            max_params: 8,
            max_loop_trip: 50,
            ..Config::default()
        },
        Config {
            types: vec![MachineType::I8, MachineType::F32],
            ..Config::default()
        },
        Config {
            types: vec![MachineType::F64],
            ..Config::default()
        },
        Config {
            types: vec![MachineType::I1, MachineType::I16],
            max_loop_trip: 1,
            ..Config::default()
        },
        Config {
            size: 5,
            functions: 8,
            ..Config::default()
        },
        Config {
            gates: Vec::new(),
            ..Config::default()
        },
        Config {
            max_loop_trip: 2000,
            ..Config::default()
        },
        Config {
            // No stack memory, integer powers, divisions or libm calls.
            gates: Config::default()
                .gates
                .into_iter()
                .filter(|op| {
                    !matches!(
                        op,
                        Opcode::Alloca
                            | Opcode::Exp
                            | Opcode::Sdiv
                            | Opcode::Srem
                            | Opcode::Udiv
                            | Opcode::Urem
                            | Opcode::Fexp
                            | Opcode::Fmod
                    )
                })
                .collect(),
            ..Config::default()
        },
        Config {
            size: 0,
            functions: 0,
            max_params: 0,
            max_loop_trip: 0,
            ..Config::default()
        },
    ];
    for (k, config) in configs.iter().enumerate() {
        for seed in 0..60 {
            let p = generate(seed, config);
            check(seed, &p).unwrap_or_else(|e| panic!("config {k}: {e}"));
            chain_contract(&p).unwrap_or_else(|e| panic!("config {k}, seed {seed}: {e}"));
            for op in opcodes(&p) {
                let data = op.is_mir() && !matches!(op, Opcode::Arg | Opcode::Constant);
                assert!(!data || config.gates.contains(&op), "config {k}: {op}");
            }
            let params = p
                .module
                .functions()
                .iter()
                .map(|f| ir_core::interp::param_types(&f.circuit).len());
            assert!(params.max().unwrap_or(0) <= config.max_params);
        }
    }
}

#[test]
fn a_program_is_its_own_filetest() {
    use ir_core::interp::filetest;
    for seed in 0..100 {
        let p = generate(seed, &Config::default());
        let text = p.filetest();
        let module = parse_module(&text, "f0")
            .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"))
            .module;
        let cases = filetest::cases(&module, &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(cases.len(), p.cases.len());
        for (case, args) in cases.iter().zip(&p.cases) {
            assert_eq!(&case.args, args, "seed {seed}: arguments read back");
        }
        let mismatches = filetest::check(&module, &cases, &Options::default());
        assert!(mismatches.is_empty(), "seed {seed}: {mismatches:?}\n{text}");
    }
}

#[test]
fn nearly_every_gate_reaches_a_return() {
    let (mut reaching, mut all) = (0usize, 0usize);
    for seed in 0..500 {
        let p = generate(seed, &Config::default());
        for f in p.module.functions() {
            let c = &f.circuit;
            let mut seen = vec![false; c.len()];
            let mut work: Vec<_> = c
                .gates()
                .filter(|&g| c.opcode(g) == Some(Opcode::Return))
                .collect();
            while let Some(g) = work.pop() {
                if !std::mem::replace(&mut seen[g.index()], true) {
                    work.extend(c.inputs(g).iter().copied());
                }
            }
            for g in c.gates().skip(8) {
                all += 1;
                reaching += usize::from(seen[g.index()] || c.opcode(g) == Some(Opcode::Arg));
            }
        }
    }
    eprintln!("{reaching} of {all} gates reach a RETURN");
    assert!(reaching * 100 >= all * 95, "{reaching} of {all}");
}

#[test]
fn float_bits_are_never_read_as_anything_else() {
    let float = |t: Option<MachineType>| matches!(t, Some(MachineType::F32 | MachineType::F64));
    for seed in 0..500 {
        let p = generate(seed, &Config::default());
        for f in p.module.functions() {
            let c = &f.circuit;
            // The types each ALLOCA is accessed with.
            let mut access: BTreeMap<ir_core::GateRef, Vec<MachineType>> = BTreeMap::new();
            for g in c.gates() {
                let data = c.data_inputs(g);
                let (ty, address) = match c.opcode(g) {
                    Some(Opcode::Bitcast) => {
                        assert!(!float(c.machine_type(data[0])), "seed {seed}: {g}");
                        continue;
                    }
                    Some(Opcode::Load) => (c.machine_type(g), data[0]),
                    Some(Opcode::Store) => (c.machine_type(data[0]), data[1]),
                    _ => continue,
                };
                let base = c.data_inputs(address)[0];
                assert_eq!(c.opcode(base), Some(Opcode::Alloca), "seed {seed}: {g}");
                access.entry(base).or_default().extend(ty);
            }
            for (base, types) in access {
                if types.iter().any(|&t| float(Some(t))) {
                    assert!(
                        types.iter().all(|&t| t == types[0]),
                        "seed {seed}: {base} {types:?}"
                    );
                }
            }
        }
    }
}

/// Whether `d` (a divisor) is safe by construction: see `divisions_are_safe_wherever_placed`.
fn safe_divisor(c: &ir_core::Circuit, d: ir_core::GateRef, signed: bool) -> bool {
    let constant = |g| {
        (c.opcode(g) == Some(Opcode::Constant))
            .then(|| c.bitfield(g))
            .flatten()
    };
    let ty = c.machine_type(d).unwrap_or(MachineType::Novalue);
    let all = ir_core::interp::value::mask(ir_core::interp::value::width(ty));
    if let Some(v) = constant(d) {
        return v != 0 && !(signed && v == all);
    }
    let [x, k] = c.data_inputs(d) else {
        return false;
    };
    let Some(k) = constant(*k).filter(|&k| c.opcode(d) == Some(Opcode::Or) && k != 0) else {
        return false;
    };
    !signed
        || (k & 1 == 0
            && c.opcode(*x) == Some(Opcode::And)
            && constant(c.data_inputs(*x)[1]).is_some_and(|m| m & 1 == 0))
}

#[test]
fn divisions_are_safe_wherever_placed_also_after_shrinking() {
    let divisions = |p: &Program| -> Result<usize, String> {
        let mut n = 0;
        for f in p.module.functions() {
            let c = &f.circuit;
            for g in c.gates() {
                let signed = match c.opcode(g) {
                    Some(Opcode::Sdiv | Opcode::Srem) => true,
                    Some(Opcode::Udiv | Opcode::Urem) => false,
                    _ => continue,
                };
                n += 1;
                if !safe_divisor(c, c.data_inputs(g)[1], signed) {
                    return Err(format!("{}: {g}\n{}", f.name, print_module(&p.module)));
                }
            }
        }
        Ok(n)
    };
    let mut total = 0;
    for seed in 0..500 {
        total += divisions(&generate(seed, &Config::default())).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(total > 1000);
    let p = big_program_with_sdiv(200);
    let small = shrink(&p, |q| opcodes(q).any(|op| op == Opcode::Sdiv));
    assert_eq!(divisions(&small), Ok(1));
}

#[test]
fn loops_swap_values_on_their_back_edges() {
    let mut swaps = 0;
    for seed in 0..300 {
        let p = generate(seed, &Config::default());
        for f in p.module.functions() {
            let c = &f.circuit;
            for g in c.gates() {
                if c.opcode(g) != Some(Opcode::ValueSelector) {
                    continue;
                }
                let join = c.state_inputs(g)[0];
                let back = c.data_inputs(g)[1];
                swaps += usize::from(
                    c.opcode(join) == Some(Opcode::LoopBegin)
                        && back != g
                        && c.opcode(back) == Some(Opcode::ValueSelector)
                        && c.state_inputs(back)[0] == join,
                );
            }
        }
    }
    assert!(
        swaps >= 50,
        "{swaps} carried values take another's value on the back edge"
    );
}

#[test]
fn trapping_divisions_make_some_cases_trap_by_division_only() {
    let config = Config {
        trapping_divisions: 50,
        ..Config::default()
    };
    let (mut traps, mut returns) = (0, 0);
    for seed in 0..300 {
        let p = generate(seed, &config);
        for f in p.module.functions() {
            f.circuit
                .verify()
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        }
        for o in outcomes(&p) {
            match o {
                Outcome::Return(_) => returns += 1,
                Outcome::Trap(TrapKind::DivisionByZero | TrapKind::IntegerOverflow) => traps += 1,
                other => panic!("seed {seed}: {other:?}\n{}", print_module(&p.module)),
            }
        }
    }
    assert!(
        traps > 50 && returns > 50,
        "{traps} traps, {returns} returns"
    );
    // The default keeps every divisor safe: the same seeds give the programs they always gave.
    let config = Config::default();
    for seed in 0..50 {
        check(seed, &generate(seed, &config)).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn a_trapping_program_shrinks_to_a_small_one_that_traps_alike() {
    let config = Config {
        size: 80,
        trapping_divisions: 50,
        ..Config::default()
    };
    let traps = |q: &Program| {
        outcomes(q)
            .first()
            .is_some_and(|o| matches!(o, Outcome::Trap(TrapKind::DivisionByZero)))
    };
    let p = (0..)
        .map(|seed| generate(seed, &config))
        .find(|p| gate_count(p) >= 200 && traps(p))
        .unwrap_or_else(|| unreachable!("the search is unbounded"));
    let small = shrink(&p, traps);
    assert!(traps(&small));
    assert!(gate_count(&small) < 20, "{}", print_module(&small.module));
}

#[test]
fn parameters_past_eight_make_functions_and_calls_with_stack_arguments() {
    let config = Config {
        max_params: 14,
        functions: 4,
        ..Config::default()
    };
    let (mut wide_functions, mut wide_calls) = (0, 0);
    for seed in 0..20 {
        let p = generate(seed, &config);
        check(seed, &p).unwrap_or_else(|e| panic!("{e}"));
        for f in p.module.functions() {
            let c = &f.circuit;
            let args = c
                .gates()
                .filter(|&g| c.opcode(g) == Some(Opcode::Arg))
                .count();
            wide_functions += usize::from(args > 8);
            wide_calls += c
                .gates()
                .filter(|&g| c.opcode(g) == Some(Opcode::Call) && c.data_inputs(g).len() > 9)
                .count();
        }
    }
    assert!(
        wide_functions >= 10 && wide_calls >= 5,
        "{wide_functions} functions and {wide_calls} calls past eight arguments"
    );
}
