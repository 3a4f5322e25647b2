//! Gate families against Rust: every integer and float gate, compare and conversion of the
//! table, on random operands, against what Rust computes.

use super::*;

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
