//! Compile-time errors: each with its message and location, and their rendering.

use sysyc::{ErrorKind, Pos};

/// The error `src` gives, as `line:col: error: message`.
fn error(src: &str) -> String {
    match sysyc::compile(src) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn names() {
    assert_eq!(
        error("int main() { return x; }"),
        "1:21: error: undefined name `x`"
    );
    assert_eq!(
        error("int main() {\n  return f(1);\n}"),
        "2:10: error: undefined function `f`"
    );
    assert_eq!(
        error("int main() { int a; float a; return 0; }"),
        "1:27: error: `a` is already defined in this scope"
    );
    assert_eq!(
        error("int f(int a) { int a = 1; return a; } int main() { return 0; }"),
        "1:20: error: `a` is already defined in this scope"
    );
    assert_eq!(
        error("int g;\nvoid g() {}\nint main() { return 0; }"),
        "2:6: error: `g` is already defined in this scope"
    );
    // A name is not visible outside its block.
    assert_eq!(
        error("int main() { { int y = 1; } return y; }"),
        "1:36: error: undefined name `y`"
    );
    // Functions must be defined before they are called, as in C.
    assert_eq!(
        error("int main() { return later(); }\nint later() { return 1; }"),
        "1:21: error: undefined function `later`"
    );
    assert_eq!(
        error("int mian() { return 0; }"),
        "1:1: error: no `int main()` defined"
    );
}

#[test]
fn constant_expressions() {
    assert_eq!(
        error("int main() {\n  int n = 3;\n  int a[n];\n  return 0;\n}"),
        "3:9: error: `n` is not a constant expression"
    );
    assert_eq!(
        error("int x = 1;\nint y = x + 1;\nint main() { return y; }"),
        "2:9: error: `x` is not a constant expression"
    );
    assert_eq!(
        error("int f() { return 1; }\nconst int c = f();\nint main() { return c; }"),
        "2:15: error: a call of `f` is not a constant expression"
    );
    assert_eq!(
        error("const int z = 0;\nconst int c = 1 / z;\nint main() { return c; }"),
        "2:17: error: division by zero in a constant expression"
    );
    assert_eq!(
        error("int a[2 - 3];\nint main() { return 0; }"),
        "1:9: error: array size -1 is negative"
    );
    assert_eq!(
        error("int a[1.5];\nint main() { return 0; }"),
        "1:7: error: type mismatch: array size is not an integer"
    );
    assert_eq!(
        error("int a[65536][65536];\nint main() { return 0; }"),
        "1:14: error: array is too large"
    );
    // 2^31 elements: one past what an `int` index or count of the IR can number.
    assert_eq!(
        error("int a[65536][32768];\nint main() { return 0; }"),
        "1:14: error: array is too large"
    );
    assert_eq!(
        error("const int c;\nint main() { return 0; }"),
        "1:11: error: bad initializer: constant `c` has no value"
    );
    assert_eq!(
        error("const int A[2] = {1, 2};\nint main() { return A[2]; }"),
        "2:23: error: bad subscript: index 2 is out of bounds for `A`"
    );
}

#[test]
fn initializers() {
    assert_eq!(
        error("int a[2] = {1, 2, 3};\nint main() { return 0; }"),
        "1:19: error: bad initializer: excess elements in array initializer"
    );
    assert_eq!(
        error("int a[2][2] = {{1}, {2}, {3}};\nint main() { return 0; }"),
        "1:26: error: bad initializer: excess elements in array initializer"
    );
    assert_eq!(
        error("int main() { int a[2] = 1; return 0; }"),
        "1:25: error: bad initializer: an array needs a brace-enclosed initializer"
    );
    assert_eq!(
        error("int main() { int a = {1, 2}; return 0; }"),
        "1:22: error: bad initializer: a scalar is initialised with a list"
    );
}

#[test]
fn types_and_calls() {
    assert_eq!(
        error("int main() { putint(1, 2); return 0; }"),
        "1:14: error: function `putint` takes 1 argument, 2 given"
    );
    assert_eq!(
        error("int f(int a, int b) { return a; }\nint main() { return f(1); }"),
        "2:21: error: function `f` takes 2 arguments, 1 given"
    );
    assert_eq!(
        error("int f(int a[]) { return a[0]; }\nint main() { return f(3); }"),
        "2:23: error: type mismatch: argument 1 of `f` should be int[], found int"
    );
    assert_eq!(
        error("int f(int a[][3]) { return 0; }\nint main() { int b[2][4]; return f(b); }"),
        "2:36: error: type mismatch: argument 1 of `f` should be int[][3], found int[][4]"
    );
    assert_eq!(
        error("int main() { float b[2]; return getarray(b); }"),
        "1:42: error: type mismatch: argument 1 of `getarray` should be int[], found float[]"
    );
    assert_eq!(
        error("int main() { int a[2]; return a + 1; }"),
        "1:31: error: type mismatch: expected int or float, found int[]"
    );
    assert_eq!(
        error("void v() {}\nint main() { return v(); }"),
        "2:21: error: type mismatch: expected int or float, found void"
    );
    assert_eq!(
        error("int main() { int a[2]; return a[1.0]; }"),
        "1:33: error: type mismatch: array subscript is float, not int"
    );
    assert_eq!(
        error("int main() { return 1.5 % 2; }"),
        "1:25: error: type mismatch: `%` needs int operands"
    );
    assert_eq!(
        error("int main() { int x; return x[0]; }"),
        "1:30: error: bad subscript: `x` is not an array"
    );
    assert_eq!(
        error("int main() { int a[2][2]; return a[0][0][0]; }"),
        "1:42: error: bad subscript: `a` has 2 dimensions"
    );
    assert_eq!(
        error("const int c = 1;\nint main() { c = 2; return c; }"),
        "2:14: error: cannot assign to constant `c`"
    );
    assert_eq!(
        error("int main() { int a[2]; a = 1; return 0; }"),
        "1:24: error: type mismatch: cannot assign to array `a`"
    );
    assert_eq!(
        error("int main() { putint(\"x\"); return 0; }"),
        "1:21: error: a string literal may only be the format argument of `putf`"
    );
}

#[test]
fn control_flow() {
    assert_eq!(
        error("int main() {\n  break;\n}"),
        "2:3: error: `break` outside a loop"
    );
    assert_eq!(
        error("int main() { if (1) continue; return 0; }"),
        "1:21: error: `continue` outside a loop"
    );
    assert_eq!(
        error("void f() { return 1; }\nint main() { return 0; }"),
        "1:12: error: void function `f` cannot return a value"
    );
    assert_eq!(
        error("int main() { return; }"),
        "1:14: error: non-void function `main` must return a value"
    );
}

#[test]
fn errors_are_typed_and_render_like_rustc() {
    let src = "int main() {\n\tint x = 1;\n\treturn y + x;\n}\n";
    let e = sysyc::compile(src).expect_err("y is undefined");
    assert_eq!(e.kind, ErrorKind::Undefined("y".into()));
    assert_eq!(e.pos, Pos::new(3, 9));
    assert_eq!(
        e.render("prog.sy", src),
        "prog.sy:3:9: error: undefined name `y`\n  |\n3 | \treturn y + x;\n  | \t       ^\n"
    );
    let e = sysyc::compile("int main() { return 0 }").expect_err("missing semicolon");
    assert_eq!(
        e.render("m.sy", "int main() { return 0 }"),
        "m.sy:1:23: error: expected `;`, found `}`\n  |\n1 | int main() { return 0 }\n  |                       ^\n"
    );
}
