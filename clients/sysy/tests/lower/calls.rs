//! Calls: stack arguments, floats, recursion, pointer parameters, overflow areas, and a wide
//! recursive function.

use super::*;

/// `mixed`: parameters of the given kinds (`true` an `i32`, `false` an `f32`), a weighted
/// sum; `caller(x, y)` passes values derived from its two parameters;
/// `fib` is recursive; `sum(a, n)` sums an array through a pointer parameter that `fill`
/// passes a local array to; `nothing` returns nothing.
fn calls_module(kinds: &[bool]) -> String {
    let count = kinds.len();
    let params: Vec<&str> = kinds
        .iter()
        .map(|&int| if int { "i32" } else { "f32" })
        .collect();
    let mut body = String::new();
    // Integer and float accumulators: acc_i = sum (k+1) * int_k, acc_f = sum (k+1) * float_k.
    let ints: Vec<usize> = (0..count).filter(|&k| kinds[k]).collect();
    let floats: Vec<usize> = (0..count).filter(|&k| !kinds[k]).collect();
    let mut acc = format!("v{count}");
    body += &format!("    v{count} = iconst 0\n");
    let mut v = count + 1;
    for (w, &k) in ints.iter().enumerate() {
        body += &format!("    v{v} = iconst {}\n", w + 1);
        body += &format!("    v{} = imul v{k}, v{v}\n", v + 1);
        body += &format!("    v{} = iadd {acc}, v{}\n", v + 2, v + 1);
        acc = format!("v{}", v + 2);
        v += 3;
    }
    let int_acc = acc;
    body += &format!("    v{v} = fconst 0\n");
    let mut facc = format!("v{v}");
    v += 1;
    for (w, &k) in floats.iter().enumerate() {
        body += &format!("    v{v} = fconst {}\n", w + 1);
        body += &format!("    v{} = fmul v{k}, v{v}\n", v + 1);
        body += &format!("    v{} = fadd {facc}, v{}\n", v + 2, v + 1);
        facc = format!("v{}", v + 2);
        v += 3;
    }
    body += &format!("    v{v} = itof {int_acc}\n");
    body += &format!("    v{} = fadd v{v}, {facc}\n", v + 1);
    body += &format!("    ret v{}\n", v + 1);
    let sig: Vec<String> = params.iter().map(|p| (*p).to_string()).collect();
    let block: Vec<String> = params
        .iter()
        .enumerate()
        .map(|(k, p)| format!("v{k}: {p}"))
        .collect();
    let mut text = format!(
        "function %mixed({}) -> f32 {{\nblock0({}):\n{body}}}\n",
        sig.join(", "),
        block.join(", ")
    );
    // caller(x: i32, y: f32): argument k is x + k (integers) or y * k (floats).
    let mut caller = String::new();
    let mut args = Vec::new();
    v = 2;
    for (k, p) in params.iter().enumerate() {
        if *p == "i32" {
            caller += &format!("    v{v} = iconst {k}\n    v{} = iadd v0, v{v}\n", v + 1);
        } else {
            caller += &format!("    v{v} = fconst {k}\n    v{} = fmul v1, v{v}\n", v + 1);
        }
        args.push(format!("v{}", v + 1));
        v += 2;
    }
    caller += &format!("    v{v} = call.f32 0, {}\n    ret v{v}\n", args.join(", "));
    text +=
        &format!("function %caller(i32, f32) -> f32 {{\nblock0(v0: i32, v1: f32):\n{caller}}}\n");
    text += "\
function %fib(i32) -> i32 {
block0(v0: i32):
    v1 = iconst 2
    v2 = icmp_lt v0, v1
    brcond v2, block1, block2
block1:
    ret v0
block2:
    v3 = iconst 1
    v4 = isub v0, v3
    v5 = call.i32 2, v4
    v6 = isub v0, v1
    v7 = call.i32 2, v6
    v8 = iadd v5, v7
    ret v8
}
function %sum(*i32, i32) -> i32 {
block0(v0: *i32, v1: i32):
    v2 = iconst 0
    v3 = iconst 1
    br block1(v2, v2)
block1(v4: i32, v5: i32):
    v6 = icmp_lt v4, v1
    brcond v6, block2, block3
block2:
    v7 = gep v0, v4
    v8 = load v7
    v9 = iadd v5, v8
    v10 = iadd v4, v3
    br block1(v10, v9)
block3:
    ret v5
}
function %fill(i32) -> i32 {
block0(v0: i32):
    v1 = calloc.*i32 50
    v2 = iconst 0
    v3 = iconst 1
    br block1(v2)
block1(v4: i32):
    v5 = icmp_lt v4, v0
    brcond v5, block2, block3
block2:
    v6 = imul v4, v4
    v7 = gep v1, v4
    store v7, v6
    v8 = iadd v4, v3
    br block1(v8)
block3:
    call_void 5
    v9 = call.i32 3, v1, v0
    ret v9
}
function %nothing() {
block0:
    ret
}
";
    text
}

/// Runs [`calls_module`] of these parameter kinds (`true` for an `i32`, `false` for an
/// `f32`) and checks every function's results.
fn check_calls(name: &str, kinds: &[bool]) {
    let m = module(&calls_module(kinds));
    let expected = |x: i32, y: f32| -> f32 {
        let (mut acc_i, mut acc_f, mut wi, mut wf) = (0i32, 0f32, 0, 0);
        for (k, &is_int) in kinds.iter().enumerate() {
            if is_int {
                wi += 1;
                acc_i = acc_i.wrapping_add((x + k as i32).wrapping_mul(wi));
            } else {
                wf += 1;
                acc_f += (y * k as f32) * wf as f32;
            }
        }
        acc_i as f32 + acc_f
    };
    let fib = |n: i32| {
        let (mut a, mut b) = (0i32, 1i32);
        for _ in 0..n {
            (a, b) = (b, a + b);
        }
        a
    };
    let mut cases = Vec::new();
    let mut want = Vec::new();
    for (x, y) in [(0, 0.0f32), (1, 1.0), (-5, 2.5), (1000, -0.125)] {
        cases.push((1, vec![int(x), float(y)]));
        want.push(i64::from(expected(x, y).to_bits()));
    }
    for n in [0, 1, 2, 10, 20] {
        cases.push((2, vec![int(n)]));
        want.push(i64::from(fib(n)));
    }
    for n in [0, 1, 7, 50] {
        cases.push((4, vec![int(n)]));
        want.push(i64::from((0..n).map(|i| i * i).sum::<i32>()));
    }
    let got = run(name, &m, &cases);
    assert_eq!(got, want);
}

#[test]
fn calls_with_stack_arguments_floats_recursion_and_pointers() {
    // Twelve integers and ten floats: four integers and two floats on the stack.
    let kinds: Vec<bool> = (0..22).map(|k| k % 2 == 0 || k > 19).collect();
    check_calls("calls", &kinds);
}

#[test]
fn calls_with_more_arguments_than_the_back_end_stacks_pass_an_overflow_area() {
    // Thirty integers and twenty floats: 34 past the registers, beyond the back end's 16.
    let kinds: Vec<bool> = (0..50).map(|k| k % 5 < 3).collect();
    assert!(sysyc::codegen::Overflow::of(&[Type::I32; 25]).is_some());
    assert!(sysyc::codegen::Overflow::of(&[Type::I32; 24]).is_none());
    check_calls("wide_calls", &kinds);
    // A thousand integers, as SysY's integer-divide-optimization programs pass.
    check_calls("thousand", &[true; 1000]);
}

/// `rotate(n, a1, ..., a31)`: while `n` is not 0, calls itself with `n - 1` and
/// `(a2, ..., a31, a31 + a1)`; at 0 returns the sum of `a_k * k`: a wide recursive function,
/// as SysY's `param32_rec`.
fn rotate_module() -> String {
    const N: usize = 32;
    let params = vec!["i32"; N].join(", ");
    let block: Vec<String> = (0..N).map(|k| format!("v{k}: i32")).collect();
    let mut text = format!(
        "function %rotate({params}) -> i32 {{\nblock0({}):\n    v{N} = iconst 0\n    v{} = icmp_eq v0, v{N}\n    brcond v{}, block1, block2\nblock1:\n",
        block.join(", "),
        N + 1,
        N + 1
    );
    // The weighted sum a_k * k.
    let mut acc = format!("v{N}");
    let mut v = N + 2;
    for k in 1..N {
        text += &format!(
            "    v{v} = iconst {k}\n    v{} = imul v{k}, v{v}\n    v{} = iadd {acc}, v{}\n",
            v + 1,
            v + 2,
            v + 1
        );
        acc = format!("v{}", v + 2);
        v += 3;
    }
    text += &format!("    ret {acc}\nblock2:\n");
    text += &format!("    v{v} = iconst 1\n    v{} = isub v0, v{v}\n", v + 1);
    let n1 = v + 1;
    text += &format!("    v{} = iadd v{}, v1\n", v + 2, N - 1);
    let last = v + 2;
    let mut args = vec![format!("v{n1}")];
    args.extend((2..N).map(|k| format!("v{k}")));
    args.push(format!("v{last}"));
    text += &format!(
        "    v{} = call.i32 0, {}\n    ret v{}\n}}\n",
        v + 3,
        args.join(", "),
        v + 3
    );
    text
}

/// The first arguments of `rotate` that `start` passes: `a_k = 3k - 40`.
fn rotate_start() -> Vec<i32> {
    (1..32).map(|k| k * 3 - 40).collect()
}

#[test]
fn a_wide_function_recurses() {
    let mut text = rotate_module();
    // start(n) calls rotate(n, a1, ..., a31) (the harness passes registers only).
    let start = rotate_start();
    let mut body = String::new();
    let mut args = vec!["v0".to_owned()];
    for (k, a) in start.iter().enumerate() {
        body += &format!("    v{} = iconst {a}\n", k + 1);
        args.push(format!("v{}", k + 1));
    }
    text += &format!(
        "function %start(i32) -> i32 {{\nblock0(v0: i32):\n{body}    v32 = call.i32 0, {}\n    ret v32\n}}\n",
        args.join(", ")
    );
    let m = module(&text);
    // A step maps (a1, ..., a31) to (a2, ..., a31, a31 + a1); the result is sum a_k * k.
    let reference = |n: i32| -> i64 {
        let mut a = start.clone();
        for _ in 0..n {
            let next = a[a.len() - 1].wrapping_add(a[0]);
            a.remove(0);
            a.push(next);
        }
        let sum = a
            .iter()
            .zip(1..)
            .fold(0i32, |s, (&x, k)| s.wrapping_add(x.wrapping_mul(k)));
        i64::from(sum)
    };
    let ns = [0, 1, 5, 40];
    let cases: Vec<_> = ns.iter().map(|&n| (1, vec![int(n)])).collect();
    let want: Vec<i64> = ns.iter().map(|&n| reference(n)).collect();
    assert_eq!(run("rotate", &m, &cases), want);
}
