//! The runtime API an IR generator uses on the SysY table: types built and spelt, the typed
//! builder deriving load and GEP types, modules built in code and printed, and the module's
//! text format refusing what it cannot read, located.

use opforge_cfg::{
    Builder, Function, Init, Module, ParseError, Scalar, Shape, parse_module, print_module,
};
use sysy_ir::{InstBuilder, Opcode, Type};

fn ty(text: &str) -> Type {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn types_are_built_read_and_spelt() {
    let row = Type::array(3, Type::I32).expect("arrays");
    let matrix = Type::array(4, row).expect("arrays");
    let p = Type::pointer(row).expect("pointers");
    assert_eq!(p.to_string(), "*[3 x i32]");
    assert_eq!(ty("*[3 x i32]"), p);
    assert_eq!(p.pointee(), Some(row));
    assert_eq!(matrix.shape(), Shape::Array(4, row));
    assert_eq!(Type::F32.shape(), Shape::Scalar);
    assert_eq!(Type::I32.pointee(), None);
    assert_eq!(
        "*[3 x i64]".parse::<Type>().map_err(|e| e.to_string()),
        Err("unknown type `i64`".to_owned())
    );
}

#[test]
fn the_builder_derives_the_types_of_loads_and_addresses() {
    let mut m = Module::<Opcode>::new();
    let putint = {
        let mut f = Function::new("putint", &[Type::I32], &[]);
        let mut b = Builder::new(&mut f);
        b.ret(&[]);
        m.add_function(f)
    };
    let row = Type::array(3, Type::I32).expect("arrays");
    let p_row = Type::pointer(row).expect("pointers");
    let init = m.add_global(
        "init",
        Type::array(2, row).expect("arrays"),
        Init::Values((1..=6).map(Scalar::Int).collect()),
    );
    let mut f = Function::new("main", &[Type::I32], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let i = b.try_param(0).expect("a parameter");
    let local = b.calloc(2, p_row);
    b.meminit(local, u32::try_from(init).expect("a small global index"));
    let zero = b.iconst(0);
    let addr = b.gep(local, &[i, zero]);
    let x = b.load(addr);
    let half = b.fconst(0.5);
    let y = b.itof(x);
    let z = b.fmul(y, half);
    let w = b.ftoi(z);
    b.call_void(u32::try_from(putint).expect("a small function index"), &[w]);
    b.ret(&[x]);
    assert_eq!(f.value_type(addr).to_string(), "*i32");
    assert_eq!(f.value_type(x), Type::I32);
    m.add_function(f);
    if let Err(report) = sysy_ir::verify(&m) {
        panic!("{report}");
    }
    let text = print_module(&m);
    assert_eq!(
        text,
        "\
global %init: [2 x [3 x i32]] = [1, 2, 3, 4, 5, 6]
function %putint(i32) {
block0(v0: i32):
    ret
}
function %main(i32) -> i32 {
block0(v0: i32):
    v1 = calloc.*[3 x i32] 2
    meminit v1, 0
    v2 = iconst 0
    v3 = gep v1, v0, v2
    v4 = load v3
    v5 = fconst 0.5
    v6 = itof v4
    v7 = fmul v6, v5
    v8 = ftoi v7
    call_void 0, v8
    ret v4
}
"
    );
    assert_eq!(parse_module::<Opcode>(&text), Ok(m));
}

#[track_caller]
fn refused(text: &str) -> ParseError {
    match parse_module::<Opcode>(text) {
        Ok(_) => panic!("parsed:\n{text}"),
        Err(e) => e,
    }
}

#[test]
fn a_global_of_an_unknown_type_is_refused_at_the_type() {
    let e = refused("global %g: [3 x i33] = zero\n");
    assert_eq!((e.line, e.column, e.width), (1, 12, 9));
    assert_eq!(e.message, "unknown type `i33`");
}

#[test]
fn an_initialiser_that_is_not_a_list_of_numbers_is_refused_at_the_number() {
    let e = refused("global %g: [3 x i32] = [1, two, 3]\n");
    assert_eq!((e.line, e.column, e.width), (1, 28, 3));
    assert_eq!(e.message, "expected a number, found `two`");
}

#[test]
fn errors_in_a_function_name_lines_of_the_whole_module() {
    let e = refused(
        "\
global %g: i32 = zero
function %f() -> i32 {
block0:
    v0 = load.*i32 v9
    ret v0
}
",
    );
    assert_eq!((e.line, e.column), (4, 10));
    assert_eq!(
        e.message,
        "`load` has more `.type` suffixes than open results"
    );
}

#[test]
fn a_line_that_is_neither_a_global_nor_a_function_is_refused() {
    let e = refused("global %g: i32 = zero\nconst %c: i32 = 1\n");
    assert_eq!(e.line, 2);
    assert_eq!(
        e.message,
        "expected `global %name: type = ...`, `extern %name(...)` or `function %name(...) {`"
    );
}

#[test]
fn a_malformed_extern_line_is_refused_at_its_token() {
    let e = refused("extern %f(i32, q8) -> i32\n");
    assert_eq!((e.line, e.column, e.width), (1, 16, 2));
    assert!(e.message.contains("q8"), "{}", e.message);
    let e = refused("extern %f(i32 -> i32\n");
    assert_eq!(e.line, 1);
    assert_eq!(e.message, "expected `)` after the parameters");
}

#[test]
fn a_float_constant_that_is_no_number_is_refused_at_it() {
    let e = refused("function %f() -> f32 {\nblock0:\n    v0 = fconst 1.5f\n    ret v0\n}\n");
    assert_eq!((e.line, e.column, e.width), (3, 17, 4));
    assert_eq!(e.message, "expected a floating-point number, found `1.5f`");
}
