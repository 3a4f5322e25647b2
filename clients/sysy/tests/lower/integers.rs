//! Integer arithmetic: wrapping and truncating operations, multiplication by constants,
//! division and remainder by constants, as C computes them.

use super::*;

type IntOp = (&'static str, fn(i32, i32) -> i32);

const INT_OPS: [IntOp; 5] = [
    ("iadd", i32::wrapping_add),
    ("isub", i32::wrapping_sub),
    ("imul", i32::wrapping_mul),
    ("idiv", i32::wrapping_div),
    ("imod", i32::wrapping_rem),
];

#[test]
fn integer_arithmetic_wraps_and_truncates_as_c() {
    let mut text = String::new();
    for (op, _) in INT_OPS {
        text += &format!(
            "function %{op}(i32, i32) -> i32 {{\nblock0(v0: i32, v1: i32):\n    v2 = {op} v0, v1\n    ret v2\n}}\n"
        );
    }
    // With constants: immediates (add 5, subtract 7), registers (multiply by 1000, add
    // -100000), negation.
    text += "function %mix(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 5
    v2 = iadd v0, v1
    v3 = iconst 7
    v4 = isub v2, v3
    v5 = iconst 1000
    v6 = imul v4, v5
    v7 = iconst -100000
    v8 = iadd v6, v7
    v9 = ineg v8
    ret v9
}
";
    let m = module(&text);
    let mut cases = Vec::new();
    let mut want = Vec::new();
    for (k, (_, f)) in INT_OPS.iter().enumerate() {
        for (a, b) in PAIRS {
            cases.push((k, vec![int(a), int(b)]));
            want.push(f(a, b));
        }
    }
    for (a, _) in PAIRS {
        cases.push((INT_OPS.len(), vec![int(a)]));
        want.push(
            a.wrapping_add(5)
                .wrapping_sub(7)
                .wrapping_mul(1000)
                .wrapping_add(-100_000)
                .wrapping_neg(),
        );
    }
    let want: Vec<i64> = want.into_iter().map(i64::from).collect();
    assert_eq!(run("arith", &m, &cases), want);
    let mix = lir_opcodes(&m, INT_OPS.len());
    assert!(
        mix.contains(&Lir::IaddImm) && mix.contains(&Lir::IsubImm),
        "{mix:?}"
    );
}

#[test]
fn multiplication_by_constants_wraps() {
    let factors = [8, -4, 1, -1, 1000, 2, 1 << 30];
    let mut text = String::new();
    for (n, c) in factors.iter().enumerate() {
        // The constant second, then first.
        text += &format!(
            "function %mul{n}(i32) -> i32 {{\nblock0(v0: i32):\n    v1 = iconst {c}\n    v2 = imul v0, v1\n    ret v2\n}}\n"
        );
        text += &format!(
            "function %lum{n}(i32) -> i32 {{\nblock0(v0: i32):\n    v1 = iconst {c}\n    v2 = imul v1, v0\n    ret v2\n}}\n"
        );
    }
    let m = module(&text);
    let mut cases = Vec::new();
    let mut want = Vec::new();
    for (n, c) in factors.iter().enumerate() {
        for x in [0, 3, -3, 123_456, i32::MAX, i32::MIN] {
            for k in [2 * n, 2 * n + 1] {
                cases.push((k, vec![int(x)]));
                want.push(i64::from(x.wrapping_mul(*c)));
            }
        }
    }
    assert_eq!(run("multiply", &m, &cases), want);
    let by8 = lir_opcodes(&m, 0);
    assert!(
        by8.contains(&Lir::IshlImm) && !by8.contains(&Lir::Imul),
        "{by8:?}"
    );
    assert!(lir_opcodes(&m, 9).contains(&Lir::Imul));
}

/// Divisors the constant rules treat apart: powers of two (shifts), their negations, one,
/// others (a multiplication by a magic number), and the least integer (`sdiv`).
const DIVISORS: [i32; 14] = [
    2,
    8,
    4096,
    65536,
    -4,
    1,
    -1,
    7,
    1000,
    -300,
    3,
    30,
    i32::MAX,
    i32::MIN,
];

#[test]
fn division_and_remainder_by_constants_truncate_as_c() {
    let mut text = String::new();
    for (n, c) in DIVISORS.iter().enumerate() {
        for op in ["idiv", "imod"] {
            text += &format!(
                "function %{op}{n}(i32) -> i32 {{\nblock0(v0: i32):\n    v1 = iconst {c}\n    v2 = {op} v0, v1\n    ret v2\n}}\n"
            );
        }
    }
    let m = module(&text);
    let dividends = [
        0,
        1,
        -1,
        7,
        -7,
        9,
        -9,
        4095,
        -4097,
        123_456_789,
        i32::MAX,
        i32::MIN,
    ];
    let mut cases = Vec::new();
    let mut want = Vec::new();
    for (n, &c) in DIVISORS.iter().enumerate() {
        for x in dividends {
            cases.push((2 * n, vec![int(x)]));
            want.push(i64::from(x.wrapping_div(c)));
            cases.push((2 * n + 1, vec![int(x)]));
            want.push(i64::from(x.wrapping_rem(c)));
        }
    }
    let got = run("divide", &m, &cases);
    for (n, ((case, w), g)) in cases.iter().zip(&want).zip(&got).enumerate() {
        assert_eq!(w, g, "case {n}: function {} with {:?}", case.0, case.1);
    }
    // By two: shifts; by seven: a multiplication; by the least integer: a division.
    let halve = lir_opcodes(&m, 0);
    assert!(!halve.contains(&Lir::Sdiv), "{halve:?}");
    let seventh = lir_opcodes(&m, 14);
    assert!(
        !seventh.contains(&Lir::Sdiv) && seventh.contains(&Lir::Imul),
        "{seventh:?}"
    );
    assert!(lir_opcodes(&m, 26).contains(&Lir::Sdiv));
}
