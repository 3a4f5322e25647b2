//! Printing and parsing back, and the configurations: without control and memory, restricted
//! gates and types.

use super::*;

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
