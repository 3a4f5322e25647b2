//! Def-use chains and replace-all-uses on the test IR: the index agrees with a scan of every
//! instruction's uses on a thousand random functions, and replacing a value moves exactly its
//! uses (operands and block arguments) to the other value, which the verifier still accepts
//! when the two have one type.

use std::collections::HashMap;

use opforge_cfg::{Builder, DefUse, Function, Use, Value};
use opforge_cfg_testbed::random;
use opforge_cfg_testbed::{InstBuilder, Opcode, Type};

/// Every use, by a scan of each placed instruction's `uses()`, as (inst, operand) per value.
fn scanned(f: &Function<Opcode>) -> HashMap<Value, Vec<(u32, u32)>> {
    let mut out: HashMap<Value, Vec<(u32, u32)>> = HashMap::new();
    for &block in f.layout() {
        for &inst in f.block_insts(block) {
            for (k, v) in f.inst(inst).expect("placed").uses() {
                out.entry(v)
                    .or_default()
                    .push((inst.index() as u32, k as u32));
            }
        }
    }
    out
}

#[test]
fn the_index_agrees_with_a_scan_on_random_functions() {
    for seed in 0..1_000 {
        let f = random::function(seed);
        let du = DefUse::of(&f);
        let scan = scanned(&f);
        for (v, _) in f.values() {
            let got: Vec<(u32, u32)> = du
                .uses(v)
                .iter()
                .map(|u| (u.inst.index() as u32, u.operand))
                .collect();
            let want = scan.get(&v).cloned().unwrap_or_default();
            assert_eq!(got, want, "seed {seed}, {v}");
            assert_eq!(du.is_unused(v), want.is_empty());
        }
        assert!(du.uses(Value::new(u32::MAX)).is_empty());
    }
}

#[test]
fn replacing_a_value_moves_its_operand_and_argument_uses() {
    let mut f = Function::<Opcode>::new("f", &[Type::I32, Type::I32], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let (Some(x), Some(y)) = (b.try_param(0), b.try_param(1)) else {
        panic!("two parameters")
    };
    let sum = b.iadd(x, x);
    let next = b.create_block();
    let p = b.append_block_param(next, Type::I32);
    b.jump((next, &[x]));
    b.switch_to(next);
    let out = b.imul(p, sum);
    b.ret(&[out]);
    let before = DefUse::of(&f);
    assert_eq!(
        before.uses(x).len(),
        3,
        "two operands of iadd and the jump's argument"
    );
    assert_eq!(
        before.uses(x)[2],
        Use {
            inst: before.uses(x)[2].inst,
            operand: 0,
            arg: Some(0)
        }
    );
    assert!(before.is_unused(y));
    assert_eq!(f.replace_all_uses(x, y), 3);
    let after = DefUse::of(&f);
    assert!(after.is_unused(x));
    assert_eq!(after.uses(y), before.uses(x));
    assert!(
        opforge_cfg::verify(&f).is_ok(),
        "{}",
        opforge_cfg::print(&f)
    );
    // Nothing reads x any more: a second replacement changes nothing.
    assert_eq!(f.replace_all_uses(x, y), 0);
}

#[test]
fn replacing_on_random_functions_keeps_them_valid() {
    let mut replaced = 0;
    for seed in 0..300 {
        let mut f = random::function(seed);
        // Two parameters of the entry of one type: the second stands in for the first.
        let entry = f.entry().expect("entry");
        let params = f.block_params(entry).to_vec();
        let Some((a, b)) = params.iter().enumerate().find_map(|(i, &a)| {
            params[i + 1..]
                .iter()
                .find(|&&b| f.value_type(a) == f.value_type(b))
                .map(|&b| (a, b))
        }) else {
            continue;
        };
        let n = DefUse::of(&f).uses(a).len();
        assert_eq!(f.replace_all_uses(a, b), n, "seed {seed}");
        assert!(DefUse::of(&f).is_unused(a));
        assert!(opforge_cfg::verify(&f).is_ok(), "seed {seed}");
        replaced += n;
    }
    assert!(replaced > 100, "only {replaced} uses replaced");
}
