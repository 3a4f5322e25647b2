//! Memory, calls, throws and fuel: loads and stores of every type, recursion and calls through
//! function addresses, throws through calls, fuel, and the memory limit.

use super::*;

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
