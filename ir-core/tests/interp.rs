//! The interpreter on the example circuits (results checked against closed forms and Rust
//! re-implementations), on every gate family (against Rust's own wrapping, checked and saturating
//! operations over random operands), and on traps, throws, fuel and the errors that name a gate.

#[path = "support/circuits.rs"]
mod circuits;
#[path = "support/random.rs"]
mod random;

use ir_core::interp::memory::FIRST_ADDRESS;
use ir_core::interp::{InterpError, Interpreter, Options, Outcome, TrapKind, Value, run};
use ir_core::opcode::{MachineType, Opcode};
use ir_core::text::{parse, parse_module};
use ir_core::{GateRef, Module};
use proptest::prelude::*;

fn example(name: &str) -> Module {
    let path = format!("{}/../examples/{name}.circuit", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    parse_module(&text, name)
        .unwrap_or_else(|e| panic!("{path}:{e}"))
        .module
}

fn module(text: &str) -> Module {
    parse_module(text, "f")
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
        .module
}

fn call(m: &Module, name: &str, args: &[Value]) -> Result<Outcome, InterpError> {
    Interpreter::new(m, Options::default()).call(name, args)
}

fn returns(m: &Module, name: &str, args: &[Value]) -> Value {
    match call(m, name, args) {
        Ok(Outcome::Return(v)) => v,
        other => panic!("{name}{args:?}: {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// The examples
// ---------------------------------------------------------------------------------------------

/// `0 + 1 + ... + (n - 1)` by the closed form, in i32 as the circuit computes it.
fn sum_below(n: i32) -> i32 {
    if n <= 0 {
        0
    } else {
        (i64::from(n) * (i64::from(n) - 1) / 2) as i32
    }
}

#[test]
fn sum_adds_the_integers_below_n() {
    let m = example("sum");
    for n in [0, 1, 2, 10, 100, 1000, -7] {
        assert_eq!(
            returns(&m, "sum", &[Value::i32(n)]),
            Value::i32(sum_below(n)),
            "n = {n}"
        );
    }
    assert_eq!(returns(&m, "sum", &[Value::i32(10)]), Value::i32(45));
    // The builder's version of the same loop agrees.
    let built = run(
        &circuits::counted_loop(),
        &[Value::i32(300)],
        &Options::default(),
    );
    assert_eq!(built, Ok(Outcome::Return(Value::i32(sum_below(300)))));
}

#[test]
fn if_else_stores_only_on_the_true_branch() {
    let m = example("if_else");
    for x in [5i64, 1, 0, -1, -9, i64::MIN, i64::MAX] {
        let mut it = Interpreter::new(&m, Options::default());
        let p = it.memory_mut().alloc(8).expect("room");
        let out = it.call("if_else", &[Value::i64(x), Value::arch(p)]);
        let want = if x > 0 { x } else { 0i64.wrapping_sub(x) };
        assert_eq!(out, Ok(Outcome::Return(Value::i64(want))), "x = {x}");
        let stored = it.memory_mut().load(p, 8);
        assert_eq!(stored, Some(if x > 0 { x as u64 } else { 0 }), "x = {x}");
    }
    // A pointer that names no memory traps only on the path that stores.
    let wild = Value::arch(8);
    assert_eq!(
        call(&m, "if_else", &[Value::i64(3), wild]),
        Ok(Outcome::Trap(TrapKind::OutOfBounds))
    );
    assert_eq!(
        call(&m, "if_else", &[Value::i64(-3), wild]),
        Ok(Outcome::Return(Value::i64(3)))
    );
}

#[test]
fn switch_picks_the_case_of_its_value() {
    let m = example("switch");
    for x in [-1, 0, 1, 2, 3, 6, 7, 8, i32::MAX] {
        let want = match x {
            1 => 10,
            2 => 20,
            7 => 70,
            _ => 0,
        };
        assert_eq!(
            returns(&m, "switch", &[Value::i32(x)]),
            Value::i32(want),
            "x = {x}"
        );
    }
}

#[test]
fn call_throw_is_refused_at_its_hir_gate() {
    let m = example("call_throw");
    let e = call(&m, "call_throw", &[Value::i64(1), Value::arch(0)]).expect_err("HIR");
    assert_eq!(
        e,
        InterpError::Hir {
            gate: GateRef(10),
            opcode: Opcode::JsBytecode
        }
    );
    assert_eq!(
        e.to_string(),
        "gate %10 (JS_BYTECODE) is a HIR gate: the interpreter runs MIR circuits only"
    );
}

#[test]
fn memory_sums_squares_through_an_alloca_and_frees_it() {
    let m = example("memory");
    let mut it = Interpreter::new(&m, Options::default());
    for n in [0i64, 1, 2, 10, 63, 64, -4] {
        let k = n.max(0);
        let want = (k - 1) * k * (2 * k - 1) / 6;
        assert_eq!(
            it.call("memory", &[Value::i64(n)]),
            Ok(Outcome::Return(Value::i64(want)))
        );
        assert_eq!(it.memory().regions(), 0, "the ALLOCA is freed on return");
    }
    assert_eq!(
        it.call("memory", &[Value::i64(65)]),
        Ok(Outcome::Trap(TrapKind::OutOfBounds))
    );
    assert_eq!(it.memory().regions(), 0, "and on a trap");
}

proptest! {
    #[test]
    fn sum_matches_the_closed_form(n in -50i32..3000) {
        let m = example("sum");
        prop_assert_eq!(returns(&m, "sum", &[Value::i32(n)]), Value::i32(sum_below(n)));
    }
}

// ---------------------------------------------------------------------------------------------
// Gate families against Rust
// ---------------------------------------------------------------------------------------------

const INT_TYPES: [MachineType; 6] = [
    MachineType::I1,
    MachineType::I8,
    MachineType::I16,
    MachineType::I32,
    MachineType::I64,
    MachineType::Arch,
];

/// A function of two parameters whose body is one gate.
fn binary_circuit(op: Opcode, ty: MachineType, arg: MachineType, bits: &str) -> Module {
    let (a, r) = (arg.spelling(), ty.spelling());
    module(&format!(
        "%8 = ARG {a} 0 <%7>\n%9 = ARG {a} 1 <%7>\n%10 = {op} {r}{bits} (%8, %9)\n%11 = RETURN [%1] {{%2}} (%10) <%3>\n"
    ))
}

/// A function of one parameter whose body is one gate.
fn unary_circuit(op: Opcode, ty: MachineType, arg: MachineType) -> Module {
    module(&format!(
        "%8 = ARG {} 0 <%7>\n%9 = {op} {} (%8)\n%10 = RETURN [%1] {{%2}} (%9) <%3>\n",
        arg.spelling(),
        ty.spelling()
    ))
}

fn outcome(m: &Module, args: &[Value]) -> Outcome {
    call(m, "f", args).unwrap_or_else(|e| panic!("{e}"))
}

/// Rust's own result of an integer gate at a width, from the operands' bits.
macro_rules! int_oracle {
    ($s:ty, $u:ty, $op:expr, $a:expr, $b:expr) => {{
        let (ua, ub) = ($a as $u, $b as $u);
        let (sa, sb) = (ua as $s, ub as $s);
        let r: Result<$u, TrapKind> = match $op {
            Opcode::Add => Ok(ua.wrapping_add(ub)),
            Opcode::Sub => Ok(ua.wrapping_sub(ub)),
            Opcode::Mul => Ok(ua.wrapping_mul(ub)),
            Opcode::Exp => Ok(ua.wrapping_pow(ub as u32)),
            Opcode::Sdiv if sb == 0 => Err(TrapKind::DivisionByZero),
            Opcode::Sdiv => sa
                .checked_div(sb)
                .map(|q| q as $u)
                .ok_or(TrapKind::IntegerOverflow),
            Opcode::Srem if sb == 0 => Err(TrapKind::DivisionByZero),
            // Rust refuses INT_MIN % -1 (it overflows computing the quotient); the remainder is 0.
            Opcode::Srem => Ok(sa.checked_rem(sb).map_or(0, |r| r as $u)),
            Opcode::Udiv => ua.checked_div(ub).ok_or(TrapKind::DivisionByZero),
            Opcode::Urem => ua.checked_rem(ub).ok_or(TrapKind::DivisionByZero),
            Opcode::And => Ok(ua & ub),
            Opcode::Or => Ok(ua | ub),
            Opcode::Xor => Ok(ua ^ ub),
            Opcode::Shl => Ok(ua.wrapping_shl(ub as u32)),
            Opcode::Lshr => Ok(ua.wrapping_shr(ub as u32)),
            Opcode::Ashr => Ok(sa.wrapping_shr(ub as u32) as $u),
            _ => unreachable!(),
        };
        r.map(|v| v as u64)
    }};
}

/// The result of an integer gate on one-bit values, from their meaning as bits (addition is
/// exclusive or, signed values are 0 and -1).
fn i1_oracle(op: Opcode, a: u64, b: u64) -> Result<u64, TrapKind> {
    let (a, b) = (a & 1, b & 1);
    match op {
        Opcode::Add | Opcode::Sub | Opcode::Xor => Ok(a ^ b),
        Opcode::Mul | Opcode::And => Ok(a & b),
        Opcode::Or => Ok(a | b),
        Opcode::Exp => Ok(if b == 0 { 1 } else { a }),
        Opcode::Sdiv | Opcode::Srem | Opcode::Udiv | Opcode::Urem if b == 0 => {
            Err(TrapKind::DivisionByZero)
        }
        // The divisor is -1: 0 / -1 = 0, but -1 / -1 = 1 does not fit; remainders are 0.
        Opcode::Sdiv if a == 1 => Err(TrapKind::IntegerOverflow),
        Opcode::Sdiv => Ok(0),
        Opcode::Srem | Opcode::Urem => Ok(0),
        Opcode::Udiv => Ok(a),
        // The amount is taken modulo 1: always 0.
        Opcode::Shl | Opcode::Lshr | Opcode::Ashr => Ok(a),
        _ => unreachable!("{op} is no integer binary gate"),
    }
}

fn int_expected(op: Opcode, ty: MachineType, a: u64, b: u64) -> Outcome {
    let r = match ty {
        MachineType::I1 => i1_oracle(op, a, b),
        MachineType::I8 => int_oracle!(i8, u8, op, a, b),
        MachineType::I16 => int_oracle!(i16, u16, op, a, b),
        MachineType::I32 => int_oracle!(i32, u32, op, a, b),
        _ => int_oracle!(i64, u64, op, a, b),
    };
    match r {
        Ok(bits) => Outcome::Return(Value::from_bits(ty, bits)),
        Err(t) => Outcome::Trap(t),
    }
}

const INT_BINARY: [Opcode; 14] = [
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::Exp,
    Opcode::Sdiv,
    Opcode::Srem,
    Opcode::Udiv,
    Opcode::Urem,
    Opcode::And,
    Opcode::Xor,
    Opcode::Or,
    Opcode::Shl,
    Opcode::Lshr,
    Opcode::Ashr,
];

/// Operands with the edges (0, 1, all ones, the sign bit of each width) well represented.
fn operand() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        Just(0u64),
        Just(1),
        Just(u64::MAX),
        prop::sample::select(vec![1u64 << 7, 1 << 15, 1 << 31, 1 << 63]),
        0u64..130,
    ]
}

#[test]
fn every_int_binary_opcode_of_the_table_is_covered() {
    let table: Vec<Opcode> = Opcode::ALL
        .iter()
        .copied()
        .filter(|o| o.is_int_binary())
        .collect();
    assert_eq!(table, INT_BINARY);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn integer_gates_match_rust(
        op in prop::sample::select(INT_BINARY.to_vec()),
        ty in prop::sample::select(INT_TYPES.to_vec()),
        a in operand(),
        b in operand(),
    ) {
        // EXP's oracle (`wrapping_pow`) takes a 32-bit exponent.
        let b = if op == Opcode::Exp { b & u64::from(u32::MAX) } else { b };
        let m = binary_circuit(op, ty, ty, "");
        let args = [Value::from_bits(ty, a), Value::from_bits(ty, b)];
        let want = int_expected(op, ty, args[0].bits(), args[1].bits());
        prop_assert_eq!(outcome(&m, &args), want, "{} {} {:#x} {:#x}", op, ty, a, b);
    }

    #[test]
    fn icmp_matches_rust(
        cond in prop::sample::select(ir_core::opcode::IcmpCond::ALL.to_vec()),
        ty in prop::sample::select(INT_TYPES.to_vec()),
        a in operand(),
        b in operand(),
    ) {
        use ir_core::opcode::IcmpCond::*;
        let m = binary_circuit(Opcode::Icmp, MachineType::I1, ty, &format!(" {}", cond.name().to_ascii_lowercase()));
        let (x, y) = (Value::from_bits(ty, a), Value::from_bits(ty, b));
        // Signed reads by Rust's own narrowing casts.
        let s = |v: Value| match ty {
            MachineType::I1 => -((v.bits() & 1) as i64),
            MachineType::I8 => i64::from(v.bits() as i8),
            MachineType::I16 => i64::from(v.bits() as i16),
            MachineType::I32 => i64::from(v.bits() as i32),
            _ => v.bits() as i64,
        };
        let (ua, ub, sa, sb) = (x.bits(), y.bits(), s(x), s(y));
        let want = match cond {
            Eq => ua == ub, Ne => ua != ub,
            Ugt => ua > ub, Uge => ua >= ub, Ult => ua < ub, Ule => ua <= ub,
            Sgt => sa > sb, Sge => sa >= sb, Slt => sa < sb, Sle => sa <= sb,
        };
        prop_assert_eq!(outcome(&m, &[x, y]), Outcome::Return(Value::bool(want)));
    }

    #[test]
    fn float_gates_match_rust(
        op in prop::sample::select(vec![Opcode::Fadd, Opcode::Fsub, Opcode::Fmul, Opcode::Fdiv, Opcode::Fmod, Opcode::Fexp]),
        a in float(),
        b in float(),
        single in any::<bool>(),
    ) {
        let (ty, x, y, want) = if single {
            let (a, b) = (a as f32, b as f32);
            let r = match op {
                Opcode::Fadd => a + b, Opcode::Fsub => a - b, Opcode::Fmul => a * b,
                Opcode::Fdiv => a / b, Opcode::Fmod => a % b, _ => a.powf(b),
            };
            (MachineType::F32, Value::f32(a), Value::f32(b), Value::f32(r))
        } else {
            let r = match op {
                Opcode::Fadd => a + b, Opcode::Fsub => a - b, Opcode::Fmul => a * b,
                Opcode::Fdiv => a / b, Opcode::Fmod => a % b, _ => a.powf(b),
            };
            (MachineType::F64, Value::f64(a), Value::f64(b), Value::f64(r))
        };
        let got = outcome(&binary_circuit(op, ty, ty, ""), &[x, y]);
        prop_assert!(got.same_as(&Outcome::Return(want)), "{} {:?} {:?}: {}", op, a, b, got);
        let neg = outcome(&unary_circuit(Opcode::Fneg, ty, ty), &[x]);
        let want_neg = if single { Value::f32(-(a as f32)) } else { Value::f64(-a) };
        prop_assert_eq!(neg, Outcome::Return(want_neg));
    }

    #[test]
    fn fcmp_matches_rust(
        cond in prop::sample::select(ir_core::opcode::FcmpCond::ALL.to_vec()),
        a in float(),
        b in float(),
        single in any::<bool>(),
    ) {
        use std::cmp::Ordering::*;
        use ir_core::opcode::FcmpCond::*;
        let ty = if single { MachineType::F32 } else { MachineType::F64 };
        let m = binary_circuit(Opcode::Fcmp, MachineType::I1, ty, &format!(" {}", cond.name().to_ascii_lowercase()));
        // Rust's comparison at the operands' own precision.
        let (ord, x, y) = if single {
            let (a, b) = (a as f32, b as f32);
            (a.partial_cmp(&b), Value::f32(a), Value::f32(b))
        } else {
            (a.partial_cmp(&b), Value::f64(a), Value::f64(b))
        };
        let want = match cond {
            False => false, True => true,
            Oeq => ord == Some(Equal), Ogt => ord == Some(Greater), Olt => ord == Some(Less),
            Oge => matches!(ord, Some(Greater | Equal)), Ole => matches!(ord, Some(Less | Equal)),
            One => matches!(ord, Some(Less | Greater)), Ord => ord.is_some(), Uno => ord.is_none(),
            Ueq => matches!(ord, None | Some(Equal)), Ugt => matches!(ord, None | Some(Greater)),
            Uge => ord != Some(Less), Ult => matches!(ord, None | Some(Less)),
            Ule => ord != Some(Greater), Une => ord != Some(Equal),
        };
        prop_assert_eq!(outcome(&m, &[x, y]), Outcome::Return(Value::bool(want)));
    }

    #[test]
    fn integer_conversions_match_rust_casts(a in operand()) {
        use MachineType::*;
        let conv = |op, from: MachineType, to: MachineType| {
            match outcome(&unary_circuit(op, to, from), &[Value::from_bits(from, a)]) {
                Outcome::Return(v) => v.bits(),
                other => panic!("{op} {from} -> {to}: {other}"),
            }
        };
        prop_assert_eq!(conv(Opcode::Trunc, I64, I8), u64::from(a as u8));
        prop_assert_eq!(conv(Opcode::Trunc, I32, I16), u64::from(a as u16));
        prop_assert_eq!(conv(Opcode::Trunc, Arch, I32), u64::from(a as u32));
        prop_assert_eq!(conv(Opcode::Trunc, I8, I1), a & 1);
        prop_assert_eq!(conv(Opcode::Zext, I8, I64), u64::from(a as u8));
        prop_assert_eq!(conv(Opcode::Zext, I16, I32), u64::from(a as u16));
        prop_assert_eq!(conv(Opcode::Sext, I8, I64), a as i8 as i64 as u64);
        prop_assert_eq!(conv(Opcode::Sext, I16, I32), u64::from(a as i16 as i32 as u32));
        prop_assert_eq!(conv(Opcode::Sext, I32, Arch), a as i32 as i64 as u64);
        prop_assert_eq!(conv(Opcode::Sext, I1, I32), if a & 1 == 1 { u64::from(u32::MAX) } else { 0 });
        prop_assert_eq!(conv(Opcode::Sitofp, I32, F64), (a as i32 as f64).to_bits());
        prop_assert_eq!(conv(Opcode::Sitofp, I64, F32), u64::from((a as i64 as f32).to_bits()));
        prop_assert_eq!(conv(Opcode::Uitofp, I64, F64), (a as f64).to_bits());
        prop_assert_eq!(conv(Opcode::Uitofp, I16, F32), u64::from((a as u16 as f32).to_bits()));
        prop_assert_eq!(conv(Opcode::Bitcast, I64, F64), a);
        prop_assert_eq!(conv(Opcode::Bitcast, F32, I32), u64::from(a as u32));
        prop_assert_eq!(conv(Opcode::Bitcast, I64, Arch), a);
    }

    #[test]
    fn float_to_integer_conversions_saturate_as_rust_casts_do(x in float()) {
        use MachineType::*;
        let conv = |op, from: MachineType, to: MachineType, v: Value| {
            match outcome(&unary_circuit(op, to, from), &[v]) {
                Outcome::Return(v) => v.bits(),
                other => panic!("{op} {from} -> {to}: {other}"),
            }
        };
        let d = Value::f64(x);
        let s = Value::f32(x as f32);
        prop_assert_eq!(conv(Opcode::Fptosi, F64, I64, d), x as i64 as u64);
        prop_assert_eq!(conv(Opcode::Fptosi, F64, I32, d), u64::from(x as i32 as u32));
        prop_assert_eq!(conv(Opcode::Fptosi, F64, I16, d), u64::from(x as i16 as u16));
        prop_assert_eq!(conv(Opcode::Fptosi, F32, I8, s), u64::from((x as f32) as i8 as u8));
        prop_assert_eq!(conv(Opcode::Fptoui, F64, I64, d), x as u64);
        prop_assert_eq!(conv(Opcode::Fptoui, F64, I32, d), u64::from(x as u32));
        prop_assert_eq!(conv(Opcode::Fptoui, F32, I8, s), u64::from((x as f32) as u8));
        prop_assert_eq!(conv(Opcode::Fptoui, F64, Arch, d), x as u64);
    }
}

/// Floats with the edges (zeros, infinities, NaN, huge and tiny values) well represented.
fn float() -> impl Strategy<Value = f64> {
    prop_oneof![
        any::<f64>(),
        -1e6f64..1e6,
        prop::sample::select(vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            f64::MAX,
            f64::MIN_POSITIVE,
            2147483648.0,
            -2147483649.0,
            1e20,
        ]),
    ]
}

// ---------------------------------------------------------------------------------------------
// Memory, calls, throws, fuel
// ---------------------------------------------------------------------------------------------

#[test]
fn loads_and_stores_of_every_type_round_trip_through_argument_memory() {
    for ty in [
        MachineType::I1,
        MachineType::I8,
        MachineType::I16,
        MachineType::I32,
        MachineType::I64,
        MachineType::F32,
        MachineType::F64,
        MachineType::Arch,
    ] {
        let t = ty.spelling();
        let m = module(&format!(
            "%8 = ARG {t} 0 <%7>\n%9 = ARG arch 1 <%7>\n%10 = STORE {{%2}} (%8, %9)\n\
             %11 = LOAD {t} {{%10}} (%9)\n%12 = RETURN [%1] {{%11}} (%11) <%3>\n"
        ));
        let v = Value::from_bits(ty, 0x8877_6655_4433_2211);
        let mut it = Interpreter::new(&m, Options::default());
        let p = it.memory_mut().alloc(8).expect("room");
        assert_eq!(
            it.call("f", &[v, Value::arch(p)]),
            Ok(Outcome::Return(v)),
            "{ty}"
        );
        let bytes = ir_core::interp::value::width(ty).div_ceil(8) as usize;
        let region = it.memory().region(p).expect("live");
        assert_eq!(&region[..bytes], &v.bits().to_le_bytes()[..bytes], "{ty}");
        assert!(
            region[bytes..].iter().all(|&b| b == 0),
            "{ty} writes only its bytes"
        );
        // One byte short of the region: the access traps.
        let end = Value::arch(p + 9 - bytes as u64);
        assert_eq!(
            it.call("f", &[v, end]),
            Ok(Outcome::Trap(TrapKind::OutOfBounds)),
            "{ty}"
        );
    }
}

const CALLS: &str = "\
func fact
%8 = ARG i64 0 <%7>
%9 = CONSTANT i64 1 <%5>
%10 = ICMP sle (%8, %9)
%11 = IF_BRANCH [%1] (%10)
%12 = IF_TRUE [%11]
%13 = IF_FALSE [%11]
%14 = SUB i64 (%8, %9)
%15 = CONSTANT arch @fact <%5>
%16 = DEPEND_RELAY [%13] {%2}
%17 = CALL i64 {%16} (%15, %14)
%18 = MUL i64 (%8, %17)
%19 = RETURN [%12] {%2} (%9) <%3>
%20 = RETURN [%13] {%17} (%18) <%3>
func apply
%8 = ARG arch 0 <%7>
%9 = ARG i64 1 <%7>
%10 = CALL i64 {%2} (%8, %9)
%11 = RETURN [%1] {%10} (%10) <%3>
";

#[test]
fn calls_recurse_and_go_through_function_addresses() {
    let m = module(CALLS);
    let fact = |n: i64| (1..=n).fold(1i64, |a, k| a.wrapping_mul(k));
    for n in [0i64, 1, 5, 20, 25, 100] {
        assert_eq!(
            returns(&m, "fact", &[Value::i64(n)]),
            Value::i64(fact(n)),
            "n = {n}"
        );
    }
    let address = m.index("fact").expect("fact");
    assert_eq!(
        returns(&m, "apply", &[Value::arch(address), Value::i64(6)]),
        Value::i64(720)
    );
    assert_eq!(
        call(&m, "apply", &[Value::arch(99), Value::i64(6)]),
        Ok(Outcome::Trap(TrapKind::BadCallee))
    );
    // Recursion deeper than the limit traps.
    let shallow = Options {
        max_call_depth: 10,
        ..Options::default()
    };
    let mut it = Interpreter::new(&m, shallow);
    assert_eq!(
        it.call("fact", &[Value::i64(11)]),
        Ok(Outcome::Return(Value::i64(fact(11))))
    );
    assert_eq!(
        it.call("fact", &[Value::i64(12)]),
        Ok(Outcome::Trap(TrapKind::StackOverflow))
    );
}

#[test]
fn a_callee_error_names_the_callee_and_its_gate() {
    let m = module(CALLS);
    let apply = m.index("apply").expect("apply");
    let e = call(&m, "apply", &[Value::arch(apply), Value::i64(1)]).expect_err("wrong argument");
    assert_eq!(
        e.to_string(),
        "in `apply`: call of `apply`: takes 2 arguments, given 1"
    );
}

#[test]
fn throw_ends_the_run_with_its_value_through_calls() {
    let m = module(
        "func thrower\n%8 = ARG i32 0 <%7>\n%9 = THROW [%1] {%2} (%8) <%4>\n\
         func caller\n%8 = CONSTANT arch @thrower <%5>\n%9 = CONSTANT i32 7 <%5>\n\
         %10 = CALL i32 {%2} (%8, %9)\n%11 = RETURN [%1] {%10} (%10) <%3>\n",
    );
    assert_eq!(
        call(&m, "thrower", &[Value::i32(-2)]),
        Ok(Outcome::Throw(Value::i32(-2)))
    );
    assert_eq!(call(&m, "caller", &[]), Ok(Outcome::Throw(Value::i32(7))));
}

const FOREVER: &str = "\
%8 = LOOP_BEGIN [%1, %9]
%9 = LOOP_BACK [%8]
";

#[test]
fn fuel_ends_a_loop_that_never_ends_and_counts_exactly() {
    let m = module(FOREVER);
    let options = Options {
        fuel: 1000,
        ..Options::default()
    };
    assert_eq!(
        Interpreter::new(&m, options).call("f", &[]),
        Ok(Outcome::OutOfFuel)
    );
    let sum = example("sum");
    let mut it = Interpreter::new(&sum, Options::default());
    assert_eq!(
        it.call("sum", &[Value::i32(10)]),
        Ok(Outcome::Return(Value::i32(45)))
    );
    let used = it.fuel_used();
    assert!(used > 10 * 5, "{used} steps");
    let exact = Options {
        fuel: used,
        ..Options::default()
    };
    let short = Options {
        fuel: used - 1,
        ..Options::default()
    };
    assert_eq!(
        Interpreter::new(&sum, exact).call("sum", &[Value::i32(10)]),
        Ok(Outcome::Return(Value::i32(45)))
    );
    assert_eq!(
        Interpreter::new(&sum, short).call("sum", &[Value::i32(10)]),
        Ok(Outcome::OutOfFuel)
    );
}

#[test]
fn an_alloca_beyond_the_memory_limit_traps() {
    let m = module("%8 = ALLOCA 18446744073709551615 <%6>\n%9 = RETURN [%1] {%2} (%8) <%3>\n");
    assert_eq!(
        call(&m, "f", &[]),
        Ok(Outcome::Trap(TrapKind::StackOverflow))
    );
    let m = module("%8 = ALLOCA 16 <%6>\n%9 = RETURN [%1] {%2} (%8) <%3>\n");
    assert_eq!(
        call(&m, "f", &[]),
        Ok(Outcome::Return(Value::arch(FIRST_ADDRESS)))
    );
}

// ---------------------------------------------------------------------------------------------
// Errors naming the gate
// ---------------------------------------------------------------------------------------------

fn error(text: &str, args: &[Value]) -> String {
    match call(&module(text), "f", args) {
        Err(e) => e.to_string(),
        Ok(o) => panic!("{text}: {o}"),
    }
}

#[test]
fn circuits_that_cannot_run_are_refused_with_the_gate_named() {
    assert_eq!(
        error(
            "%8 = ARG i32 0 <%7>\n%9 = RETURN [%1] {%2} (%8) <%3>\n",
            &[]
        ),
        "call of `f`: takes 1 argument, given 0"
    );
    assert_eq!(
        error(
            "%8 = ARG i32 0 <%7>\n%9 = RETURN [%1] {%2} (%8) <%3>\n",
            &[Value::i64(1)]
        ),
        "call of `f`: argument 0 must be i32, found i64"
    );
    assert_eq!(
        error(
            "%8 = ADD i32 (%9, %9)\n%9 = ADD i32 (%8, %8)\n%10 = RETURN [%1] {%2} (%8) <%3>\n",
            &[]
        ),
        "gate %8 (ADD) depends on itself without a selector in between"
    );
    assert_eq!(
        error("%8 = ORDINARY_BLOCK [%1]\n%9 = ORDINARY_BLOCK [%1]\n", &[]),
        "state gate %1 (STATE_ENTRY) has 2 successors where the walk needs one"
    );
    assert_eq!(
        error(
            "%8 = MERGE [%1]\n%9 = CONSTANT i32 1 <%5>\n%10 = VALUE_SELECTOR i32 [%8] (%9)\n\
             %11 = RETURN [%1] {%2} (%10) <%3>\n",
            &[]
        ),
        "state gate %1 (STATE_ENTRY) has 2 successors where the walk needs one"
    );
    assert_eq!(
        error(
            "%8 = ORDINARY_BLOCK [%1]\n%9 = MERGE [%8]\n%10 = VALUE_SELECTOR i32 [%9] (%10)\n\
             %11 = RETURN [%8] {%2} (%10) <%3>\n",
            &[]
        ),
        "state gate %8 (ORDINARY_BLOCK) has 2 successors where the walk needs one"
    );
    assert_eq!(
        error(
            "%8 = IF_BRANCH [%1] (%9)\n%9 = CONSTANT i32 1 <%5>\n%10 = IF_TRUE [%8]\n\
             %11 = RETURN [%10] {%2} (%9) <%3>\n",
            &[]
        ),
        "gate %8 (IF_BRANCH): the condition must be i1, found i32"
    );
    assert_eq!(
        error("%8 = RETURN [%1] {%2} (%1) <%3>\n", &[]),
        "gate %1 (STATE_ENTRY) is used as a value but computes none"
    );
    assert_eq!(
        error(
            "%8 = CONSTANT i32 1 <%5>\n%9 = CONSTANT i64 1 <%5>\n%10 = ADD i32 (%8, %9)\n%11 = RETURN [%1] {%2} (%10) <%3>\n",
            &[]
        ),
        "gate %10 (ADD): operand 1 must be i32, found i64"
    );
    assert_eq!(
        error("%8 = RETURN [%1] {%2} (%pending) <%3>\n", &[]),
        "gate %pending has an input that names no gate"
    );
}

#[test]
fn a_selector_or_relay_used_before_its_state_is_reached_is_named() {
    // The relay hangs off the IF_FALSE that the walk has not taken when RETURN needs it.
    let relay = "\
%8 = CONSTANT i1 1 <%5>
%9 = IF_BRANCH [%1] (%8)
%10 = IF_TRUE [%9]
%11 = IF_FALSE [%9]
%12 = DEPEND_RELAY [%11] {%2}
%13 = RETURN [%10] {%12} (%8) <%3>
%14 = RETURN [%11] {%12} (%8) <%3>
";
    assert_eq!(
        error(relay, &[]),
        "gate %12 (DEPEND_RELAY) is used before control reached its state gate"
    );
    let selector = "\
%8 = CONSTANT i1 1 <%5>
%9 = IF_BRANCH [%1] (%8)
%10 = IF_TRUE [%9]
%11 = IF_FALSE [%9]
%12 = MERGE [%11]
%13 = VALUE_SELECTOR i1 [%12] (%8)
%14 = RETURN [%10] {%2} (%13) <%3>
%15 = RETURN [%12] {%2} (%13) <%3>
";
    assert_eq!(
        error(selector, &[]),
        "gate %13 (VALUE_SELECTOR) is used before control reached its state gate"
    );
}

#[test]
fn a_long_chain_of_gates_does_not_overflow_the_stack() {
    let mut text = String::from("%8 = ARG i64 0 <%7>\n%9 = CONSTANT i64 3 <%5>\n");
    let n = 200_000;
    let mut last = 8;
    for k in 0..n {
        let g = 10 + k;
        text.push_str(&format!("%{g} = ADD i64 (%{last}, %9)\n"));
        last = g;
    }
    text.push_str(&format!(
        "%{} = RETURN [%1] {{%2}} (%{last}) <%3>\n",
        10 + n
    ));
    let c = parse(&text).expect("parses").circuit;
    let out = run(&c, &[Value::i64(5)], &Options::default());
    assert_eq!(out, Ok(Outcome::Return(Value::i64(5 + 3 * n as i64))));
}

// ---------------------------------------------------------------------------------------------
// Malformed circuits
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Any graph, with a RETURN from the entry demanding one of its gates: the interpreter ends
    /// (with an outcome or an error it can print) within its fuel, and never panics.
    #[test]
    fn random_graphs_end_without_panicking(
        mut c in random::arbitrary_circuit(),
        demanded in any::<u32>(),
        bits in any::<u64>(),
    ) {
        let target = GateRef(demanded % c.len() as u32);
        let _ = c.add(
            Opcode::Return,
            MachineType::Novalue,
            ir_core::GateType::EMPTY,
            0,
            ir_core::Inputs {
                state: &[GateRef(1)],
                depend: &[GateRef(2)],
                data: &[target],
                root: Some(GateRef(3)),
            },
        );
        let args: Vec<Value> = ir_core::interp::param_types(&c)
            .into_iter()
            .map(|t| Value::from_bits(t.unwrap_or(MachineType::I64), bits))
            .collect();
        let options = Options { fuel: 10_000, ..Options::default() };
        match run(&c, &args, &options) {
            Ok(outcome) => prop_assert!(!outcome.to_string().is_empty()),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// When effects run
// ---------------------------------------------------------------------------------------------

/// Stores 1 then 2 (in the order of a DEPEND_AND's inputs) at the pointer; a third store, of 3,
/// hangs off the entry with nothing demanding it. The function returns what it loads back.
const EFFECTS: &str = "\
%8 = ARG arch 0 <%7>
%9 = CONSTANT i8 1 <%5>
%10 = CONSTANT i8 2 <%5>
%11 = CONSTANT i8 3 <%5>
%12 = STORE {%2} (%10, %8)
%13 = STORE {%2} (%9, %8)
%14 = STORE {%2} (%11, %8)
%15 = DEPEND_AND {%13, %12}
%16 = LOAD i8 {%15} (%8)
%17 = RETURN [%1] {%16} (%16) <%3>
";

#[test]
fn effects_run_when_a_dependency_chain_demands_them_and_only_then() {
    let m = module(EFFECTS);
    let mut it = Interpreter::new(&m, Options::default());
    let p = it.memory_mut().alloc(1).expect("room");
    let out = it.call("f", &[Value::arch(p)]);
    assert_eq!(out, Ok(Outcome::Return(Value::int(MachineType::I8, 2))));
    assert_eq!(
        it.memory().region(p),
        Some(&[2u8][..]),
        "the store of 3 never ran"
    );
}

// ---------------------------------------------------------------------------------------------
// Circuits made by the typed builder
// ---------------------------------------------------------------------------------------------

#[test]
fn builder_circuits_behave_as_their_text_twins() {
    let options = Options::default();
    for n in [-1, 0, 5, 64] {
        let twin = call(&example("sum"), "sum", &[Value::i32(n)]);
        assert_eq!(
            run(&circuits::counted_loop(), &[Value::i32(n)], &options),
            twin
        );
    }
    for x in [-1, 1, 2, 7, 9] {
        let twin = call(&example("switch"), "switch", &[Value::i32(x)]);
        assert_eq!(run(&circuits::switch(), &[Value::i32(x)], &options), twin);
    }
    let built = Module::single("if_else", circuits::if_else());
    for x in [-3i64, 0, 3] {
        let outcomes: Vec<(Result<Outcome, InterpError>, Option<u64>)> =
            [&built, &example("if_else")]
                .iter()
                .map(|m| {
                    let mut it = Interpreter::new(m, options);
                    let p = it.memory_mut().alloc(8).expect("room");
                    let out = it.call("if_else", &[Value::i64(x), Value::arch(p)]);
                    (out, it.memory_mut().load(p, 8))
                })
                .collect();
        assert_eq!(outcomes[0], outcomes[1], "x = {x}");
    }
    let e = run(
        &circuits::call_with_exception(),
        &[Value::i64(1), Value::arch(0)],
        &options,
    );
    assert!(
        matches!(
            e,
            Err(InterpError::Hir {
                opcode: Opcode::JsBytecode,
                ..
            })
        ),
        "{e:?}"
    );
    // misc loads its fresh (zeroed) ALLOCA before storing into it.
    let misc = run(&circuits::misc(), &[Value::f64(1.5)], &options);
    assert_eq!(misc, Ok(Outcome::Return(Value::i32(0))));
}
