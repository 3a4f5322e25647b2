//! The text format: what parses, what does not (with the line and the reason), and the typed
//! builder producing what the text says.

use opforge_cfg::{Builder, Function, parse, print};
use opforge_cfg_testbed::imm::Cond;
use opforge_cfg_testbed::{InstBuilder, Opcode, Type};

#[test]
fn the_typed_builder_writes_what_the_text_says() {
    let mut f = Function::<Opcode>::new("max", &[Type::I32, Type::I32], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let (x, y) = (b.try_param(0).expect("x"), b.try_param(1).expect("y"));
    let (yes, no) = (b.create_block(), b.create_block());
    let p = b.append_block_param(no, Type::I32);
    let less = b.icmp(Cond::Slt, x, y);
    b.brif(less, (yes, &[]), (no, &[x]));
    b.switch_to(yes);
    let big = b.iconst(1 << 40, Type::I64);
    let small = b.call(3, &[big], Type::I32);
    let sum = b.iadd(y, small);
    b.ret(&[sum]);
    b.switch_to(no);
    b.ret(&[p]);
    let text = "\
function %max(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v3 = icmp slt, v0, v1
    brif v3, block1, block2(v0)
block1:
    v4 = iconst.i64 1099511627776
    v5 = call.i32 3, v4
    v6 = iadd v1, v5
    ret v6
block2(v2: i32):
    ret v2
}
";
    assert_eq!(print(&f), text);
    assert!(opforge_cfg::verify(&f).is_ok());
    assert_eq!(print(&parse::<Opcode>(text).expect("parses")), text);
}

#[test]
fn a_result_typed_like_an_operand_defined_further_down_gets_that_type() {
    let text = "\
function %f(i64, b1) -> i64 {
block0(v0: i64, v1: b1):
    jump block2
block1:
    v3 = iadd v2, v2
    ret v3
block2:
    v2 = iconst.i64 5
    jump block1
}
";
    let f = parse::<Opcode>(text).expect("parses");
    assert_eq!(f.value_type(opforge_cfg::Value::new(3)), Type::I64);
    assert_eq!(print(&f), text);
    assert!(opforge_cfg::verify(&f).is_ok());
}

#[test]
fn errors_name_the_line_and_the_reason() {
    let cases = [
        ("", 0, "the text holds no function"),
        (
            "fn f() {\n}",
            1,
            "expected `function %name(params) -> results {`",
        ),
        ("function %f(i33) {\n}", 1, "unknown type `i33`"),
        (
            "function %f() {\n    ret\n}",
            2,
            "an instruction before any block",
        ),
        (
            "function %f() {\nblock0:\n    frob v1\n}",
            3,
            "unknown opcode `frob`",
        ),
        (
            "function %f() {\nblock0:\n    ret v1\n}",
            3,
            "v1 is used but never defined",
        ),
        (
            "function %f() {\nblock0:\n    jump block4\n}",
            3,
            "block4 is targeted but never defined",
        ),
        (
            "function %f() {\nblock0:\n    jump block0, block0\n}",
            3,
            "`jump` takes 1 operand, found 2",
        ),
        (
            "function %f() {\nblock0:\n    v1 = iconst 3\n    ret\n}",
            3,
            "`iconst` needs the type of result `out`: `iconst.<type>`",
        ),
        (
            "function %f() {\nblock0:\n    v1 = iconst.i32 x\n    ret\n}",
            3,
            "expected an immediate, found `x`",
        ),
        (
            "function %f() {\nblock0(v1: i32, v1: i32):\n    ret\n}",
            2,
            "v1 is defined twice",
        ),
        (
            "function %f() {\nblock0:\n    ret\nblock0:\n    ret\n}",
            4,
            "block0 is defined twice",
        ),
        (
            "function %f() {\nblock0:\n    ret\n",
            3,
            "the function does not end with `}`",
        ),
        (
            "function %f() {\nblock0:\n    ret\n}\n}",
            5,
            "text after the end of the function",
        ),
    ];
    for (text, line, message) in cases {
        let e = parse::<Opcode>(text).expect_err(text);
        assert_eq!((e.line, e.message.as_str()), (line, message), "{text}");
    }
}

#[test]
fn opcodes_and_types_honour_width_and_alignment() {
    use opforge_cfg_testbed::{Opcode, Type};
    assert_eq!(format!("[{:6}]", Opcode::Iadd), "[iadd  ]");
    assert_eq!(format!("[{:>6}]", Opcode::Iadd), "[  iadd]");
    assert_eq!(format!("[{:^5}]", Type::I32), "[ i32 ]");
}

#[test]
fn errors_point_at_the_column_and_suggest_a_name() {
    // (text, line, column, width, message, hint)
    let cases = [
        (
            "function %f(i32, i33) {\n}",
            1,
            18,
            3,
            "unknown type `i33`",
            Some("did you mean `i32`?"),
        ),
        (
            "function %f(i32) -> i32 {\nblock0(v0: i32):\n    v1 = iad v0, v0\n    ret v1\n}",
            3,
            10,
            3,
            "unknown opcode `iad`",
            Some("did you mean `iadd`?"),
        ),
        (
            "function %f(i32) -> b1 {\nblock0(v0: i32):\n    v1 = icmp sle, v0, v0\n    v2 = icmp slx, v0, v0\n    ret v2\n}",
            4,
            15,
            3,
            "expected an immediate, found `slx`",
            Some("did you mean `slt`?"),
        ),
        (
            "function %f(i32) -> i32 {\nblock0(v0: i32):\n    v1 = iadd v0, w0\n    ret v1\n}",
            3,
            19,
            2,
            "expected `v<number>`, found `w0`",
            None,
        ),
        (
            "function %f() {\nblock0:\n    jump block0, block0\n}",
            3,
            5,
            4,
            "`jump` takes 1 operand, found 2",
            None,
        ),
        ("", 0, 0, 0, "the text holds no function", None),
    ];
    for (text, line, column, width, message, hint) in cases {
        let e = parse::<Opcode>(text).expect_err(text);
        assert_eq!(
            (
                e.line,
                e.column,
                e.width,
                e.message.as_str(),
                e.hint.as_deref()
            ),
            (line, column, width, message, hint),
            "{text}"
        );
    }
    // Rendered like the spec front end's findings: the place, the line, a caret, the hint.
    let e = parse::<Opcode>(
        "function %f(i32) -> i32 {\nblock0(v0: i32):\n    v1 = iad v0, v0\n    ret v1\n}",
    )
    .expect_err("an unknown opcode");
    assert_eq!(
        e.to_string(),
        "line 3, column 10: unknown opcode `iad`\n  |\n3 |     v1 = iad v0, v0\n  |          ^^^\n = help: did you mean `iadd`?"
    );
}
