//! The effect chain contract: effects on one chain ending at a return, kept by shrinking and by
//! every configuration.

use super::*;

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
