//! What the generator covers: ten thousand programs verify and return for every case, every
//! gate of the default configuration occurs, and a seed names one program.

use super::*;

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
