//! The twelve compares (integer and float), as values and fused into branches.

use super::*;

type Cmp<T> = (&'static str, fn(T, T) -> bool);

const ICMPS: [Cmp<i32>; 6] = [
    ("eq", |a, b| a == b),
    ("ne", |a, b| a != b),
    ("gt", |a, b| a > b),
    ("ge", |a, b| a >= b),
    ("lt", |a, b| a < b),
    ("le", |a, b| a <= b),
];

#[allow(clippy::float_cmp)]
const FCMPS: [Cmp<f32>; 6] = [
    ("eq", |a, b| a == b),
    ("ne", |a, b| a != b),
    ("gt", |a, b| a > b),
    ("ge", |a, b| a >= b),
    ("lt", |a, b| a < b),
    ("le", |a, b| a <= b),
];

const FLOAT_PAIRS: [(f32, f32); 7] = [
    (1.5, 2.5),
    (2.5, 1.5),
    (-3.0, -3.0),
    (0.0, -0.0),
    (f32::NAN, 1.0),
    (1.0, f32::NAN),
    (f32::INFINITY, 1e30),
];

/// For each compare, a function giving it as a value (`btoi`) and one branching on it to
/// blocks returning 10 and 20, and the immediate-compare `icmp_lt x, 100` as a value.
fn compares_module() -> String {
    let mut text = String::new();
    for (kind, ty) in [("icmp", "i32"), ("fcmp", "f32")] {
        for (cond, _) in ICMPS {
            text += &format!(
                "function %{kind}_{cond}({ty}, {ty}) -> i32 {{\nblock0(v0: {ty}, v1: {ty}):\n    v2 = {kind}_{cond} v0, v1\n    v3 = btoi v2\n    ret v3\n}}\n"
            );
            text += &format!(
                "function %br_{kind}_{cond}({ty}, {ty}) -> i32 {{\nblock0(v0: {ty}, v1: {ty}):\n    v2 = {kind}_{cond} v0, v1\n    brcond v2, block1, block2\nblock1:\n    v3 = iconst 10\n    ret v3\nblock2:\n    v4 = iconst 20\n    ret v4\n}}\n"
            );
        }
    }
    text += "function %below100(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 100
    v2 = icmp_lt v0, v1
    v3 = btoi v2
    ret v3
}
";
    // A compare used twice (a value and a branch) is not fused: it is computed once.
    text += "function %both(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = icmp_ge v0, v1
    brcond v2, block1, block2(v0)
block1:
    v3 = btoi v2
    br block2(v3)
block2(v4: i32):
    ret v4
}
";
    // A branch on a compare with a small constant, on the right and on the left.
    for (cond, _) in ICMPS {
        for (name, args) in [("right", "v0, v1"), ("left", "v1, v0")] {
            text += &format!(
                "function %br_{name}_{cond}(i32) -> i32 {{\nblock0(v0: i32):\n    v1 = iconst 100\n    v2 = icmp_{cond} {args}\n    brcond v2, block1, block2\nblock1:\n    v3 = iconst 10\n    ret v3\nblock2:\n    v4 = iconst 20\n    ret v4\n}}\n"
            );
        }
    }
    text
}

#[test]
fn the_twelve_compares_as_values_and_as_branches() {
    let m = module(&compares_module());
    let mut cases = Vec::new();
    let mut want = Vec::new();
    for (k, (_, f)) in ICMPS.iter().enumerate() {
        for (a, b) in PAIRS {
            cases.push((2 * k, vec![int(a), int(b)]));
            want.push(i64::from(f(a, b)));
            cases.push((2 * k + 1, vec![int(a), int(b)]));
            want.push(if f(a, b) { 10 } else { 20 });
        }
    }
    for (k, (_, f)) in FCMPS.iter().enumerate() {
        for (a, b) in FLOAT_PAIRS {
            cases.push((12 + 2 * k, vec![float(a), float(b)]));
            want.push(i64::from(f(a, b)));
            cases.push((12 + 2 * k + 1, vec![float(a), float(b)]));
            want.push(if f(a, b) { 10 } else { 20 });
        }
    }
    for (k, (_, f)) in ICMPS.iter().enumerate() {
        for x in [-5, 99, 100, 101, i32::MIN, 4095] {
            cases.push((26 + 2 * k, vec![int(x)]));
            want.push(if f(x, 100) { 10 } else { 20 });
            cases.push((26 + 2 * k + 1, vec![int(x)]));
            want.push(if f(100, x) { 10 } else { 20 });
        }
    }
    for x in [-5, 99, 100, 101, i32::MIN] {
        cases.push((24, vec![int(x)]));
        want.push(i64::from(x < 100));
    }
    for (a, b) in PAIRS {
        cases.push((25, vec![int(a), int(b)]));
        want.push(if a >= b { 1 } else { i64::from(a) });
    }
    let got = run("compares", &m, &cases);
    for (n, ((case, w), g)) in cases.iter().zip(&want).zip(&got).enumerate() {
        assert_eq!(w, g, "case {n}: function {} with {:?}", case.0, case.1);
    }
    // Fused: a branch on a compare is one compare-and-branch, no compare value.
    for k in 0..6 {
        let ops = lir_opcodes(&m, 2 * k + 1);
        assert!(
            ops.contains(&Lir::BrIcmp) && !ops.contains(&Lir::Icmp),
            "{ops:?}"
        );
        let ops = lir_opcodes(&m, 12 + 2 * k + 1);
        assert!(
            ops.contains(&Lir::BrFcmp) && !ops.contains(&Lir::Fcmp) && !ops.contains(&Lir::Brif),
            "{ops:?}"
        );
    }
    // A small constant is the compare's immediate, on either side.
    for f in 26..38 {
        let ops = lir_opcodes(&m, f);
        assert!(
            ops.contains(&Lir::BrIcmpImm) && !ops.contains(&Lir::BrIcmp),
            "{ops:?}"
        );
    }
    assert!(lir_opcodes(&m, 24).contains(&Lir::IcmpImm));
    assert!(lir_opcodes(&m, 25).contains(&Lir::Brif));
}
