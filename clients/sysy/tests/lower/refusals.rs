//! Refusals: what the lowering refuses, with its reason.

use super::*;

#[test]
fn meminit_is_refused_with_its_reason() {
    let text = "\
global %init: [3 x i32] = [1, 2, 3]
function %f() -> i32 {
block0:
    v0 = calloc.*[3 x i32] 1
    meminit v0, 0
    v1 = iconst 0
    v2 = gep v0, v1, v1
    v3 = load v2
    ret v3
}
";
    let e = lower_module(&module(text)).expect_err("meminit is refused");
    assert_eq!(
        e.to_string(),
        "function `f`, inst1 `meminit v0, 0`: `meminit` is not lowered: a local array's initialiser is stored element by element (sysyc's IR generation does not copy globals with `meminit`)"
    );
}

#[test]
fn a_frame_beyond_the_back_end_s_is_refused() {
    let text = "\
function %f(i32) -> i32 {
block0(v0: i32):
    v1 = calloc.*[5000000 x i32] 1
    v2 = iconst 0
    v3 = gep v1, v2, v0
    store v3, v0
    v4 = load v3
    ret v4
}
";
    let e = lower_module(&module(text)).expect_err("too large");
    assert_eq!(
        e.to_string(),
        "function `f`, inst0 `v1 = calloc.*[5000000 x i32] 1`: the function's local arrays take 20000000 bytes; the A64 back end's frames hold at most 16711680 (make the array global)"
    );
}
