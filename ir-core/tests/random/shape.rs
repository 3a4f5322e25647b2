//! The shape of generated programs: each its own filetest, gates reaching a return, float bits
//! read only as floats, safe divisions, loops swapping values on their back edges.

use super::*;

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
