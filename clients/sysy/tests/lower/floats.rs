//! Float arithmetic, float constants and the conversions between `int` and `float`.

use super::*;

#[test]
fn float_arithmetic_constants_and_conversions() {
    let text = "\
function %fadd(f32, f32) -> f32 {
block0(v0: f32, v1: f32):
    v2 = fadd v0, v1
    ret v2
}
function %fsub(f32, f32) -> f32 {
block0(v0: f32, v1: f32):
    v2 = fsub v0, v1
    ret v2
}
function %fmul(f32, f32) -> f32 {
block0(v0: f32, v1: f32):
    v2 = fmul v0, v1
    ret v2
}
function %fdiv(f32, f32) -> f32 {
block0(v0: f32, v1: f32):
    v2 = fdiv v0, v1
    ret v2
}
function %poly(f32) -> f32 {
block0(v0: f32):
    v1 = fconst 1.5
    v2 = fmul v0, v1
    v3 = fconst -0.1
    v4 = fadd v2, v3
    v5 = fconst 0
    v6 = fsub v5, v4
    v7 = fneg v6
    v8 = fconst 3.4028234663852886e38
    v9 = fmul v7, v8
    ret v9
}
function %ftoi(f32) -> i32 {
block0(v0: f32):
    v1 = ftoi v0
    ret v1
}
function %itof(i32) -> f32 {
block0(v0: i32):
    v1 = itof v0
    ret v1
}
";
    let m = module(text);
    type FloatOp = fn(f32, f32) -> f32;
    let ops: [FloatOp; 4] = [|a, b| a + b, |a, b| a - b, |a, b| a * b, |a, b| a / b];
    let pairs = [(1.5f32, 2.25f32), (-3.0, 0.1), (1e30, 1e10), (7.0, 0.0)];
    let mut cases = Vec::new();
    let mut want: Vec<u32> = Vec::new();
    for (k, f) in ops.iter().enumerate() {
        for (a, b) in pairs {
            cases.push((k, vec![float(a), float(b)]));
            want.push(f(a, b).to_bits());
        }
    }
    for x in [0.0f32, 1.0, -2.5, 1e-3] {
        cases.push((4, vec![float(x)]));
        let v = x * 1.5 + (-0.1f64 as f32);
        want.push((-(0.0 - v) * f32::MAX).to_bits());
    }
    let got: Vec<u32> = run("floats", &m, &cases)
        .into_iter()
        .map(|b| as_f32(b).to_bits())
        .collect();
    assert_eq!(got, want);

    let mut cases = Vec::new();
    let mut want: Vec<i64> = Vec::new();
    for x in [2.7f32, -2.7, 0.5, -0.5, 1e9, -2147483648.0, 3e10, f32::NAN] {
        cases.push((5, vec![float(x)]));
        // Rust's `as` truncates toward zero and saturates, NaN giving 0, as FCVTZS does.
        want.push(i64::from(x as i32));
    }
    for x in [0, 1, -1, 16_777_217, i32::MAX, i32::MIN] {
        cases.push((6, vec![int(x)]));
        want.push(i64::from((x as f32).to_bits()));
    }
    let got = run("conversions", &m, &cases);
    assert_eq!(got, want);
}
