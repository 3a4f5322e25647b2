//! The regalloc2 glue on LIR functions of `spec/lir-arm64.yaml`: random structured functions
//! (straight code, if/else diamonds merging through block parameters, counted loops whose
//! values cross the back edge, calls that clobber the caller-saved registers, floats beside
//! integers) and named stress cases (more live values than registers, swaps across a loop back
//! edge, calls between live values) are verified by the LIR verifier, allocated by regalloc2
//! and checked by regalloc2's own checker.

use opforge_cfg::{Block, Builder, Function, UImm, Value, verify};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm::Cond};
use opforge_compile::regalloc::{
    GlueError, RaFunction, STACK_ARGS, StackArg, allocate, check, machine_env, stack_arg,
};

mod support;
use support::random::random_function;

#[test]
fn the_registers_emission_uses_by_hand_are_kept_from_values_by_the_table() {
    let gpr = opforge_compile::lir::REG_CLASSES
        .iter()
        .find(|c| c.name == "gpr")
        .expect("the general registers' class");
    for (hw, what) in opforge_compile::a64::target::HAND_USED {
        assert!(
            gpr.scratch == Some(hw) || gpr.reserved.contains(&hw),
            "x{hw} ({what}) is neither the scratch nor a reserved register of `gpr` in spec/lir-arm64.yaml"
        );
        assert!(!gpr.preferred.contains(&hw) && !gpr.non_preferred.contains(&hw));
    }
}

/// Verifies, allocates and checks `func`; the number of regalloc2 edits on success.
fn allocate_and_check(func: &Function<Opcode>) -> Result<usize, String> {
    verify(func).map_err(|r| format!("LIR verifier: {r}"))?;
    let ra = RaFunction::new(func).map_err(|e| e.to_string())?;
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).map_err(|e| e.to_string())?;
    check(&ra, &env, &out)?;
    Ok(out.edits.len())
}

#[test]
fn random_functions_allocate_and_pass_the_checker() {
    let mut edits = 0;
    for seed in 0..400u64 {
        let func = random_function(seed);
        match allocate_and_check(&func) {
            Ok(n) => edits += n,
            Err(e) => panic!("seed {seed}: {e}\n{}", opforge_cfg::print(&func)),
        }
    }
    assert!(edits > 0, "the allocator inserted moves somewhere");
}

#[test]
fn more_live_values_than_registers_spill_and_pass_the_checker() {
    let mut func = Function::new("many", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let x = b.try_param(0).expect("a parameter");
    // 60 values live at once: more than the 26 allocatable general registers.
    let values: Vec<Value> = (0..60).map(|i| b.iadd_imm(x, UImm::lit(i))).collect();
    let sum = values.iter().fold(x, |acc, &v| b.iadd(acc, v));
    b.ret(sum);
    let ra = RaFunction::new(&func).expect("glue");
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).expect("allocates");
    assert!(out.num_spillslots > 0, "values were spilled");
    check(&ra, &env, &out).expect("the checker accepts it");
}

#[test]
fn swaps_across_a_loop_back_edge_pass_the_checker() {
    let mut func = Function::new("swap", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let (x, y) = (b.try_param(0).expect("x"), b.try_param(1).expect("y"));
    let (header, body, exit): (Block, Block, Block) =
        (b.create_block(), b.create_block(), b.create_block());
    let i = b.append_block_param(header, Type::I64);
    let a = b.append_block_param(header, Type::I64);
    let c = b.append_block_param(header, Type::I64);
    let zero = b.iconst(0, Type::I64);
    b.jump((header, &[zero, x, y]));
    b.switch_to(header);
    b.br_icmp(Cond::Lt, i, a, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let next = b.iadd_imm(i, UImm::lit(1));
    b.jump((header, &[next, c, a]));
    b.switch_to(exit);
    let r = b.isub(a, c);
    b.ret(r);
    allocate_and_check(&func).expect("allocates and checks");
}

#[test]
fn calls_clobber_and_values_survive_them() {
    let mut func = Function::new("calls", &[Type::I64, Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let p: Vec<Value> = (0..3).map(|i| b.try_param(i).expect("param")).collect();
    let r1 = b.call(0, &[p[0], p[1]], Type::I64);
    let r2 = b.call(1, &[r1, p[2], p[0]], Type::I64);
    let s = b.iadd(r2, p[1]);
    let s = b.iadd(s, p[2]);
    b.ret(s);
    let ra = RaFunction::new(&func).expect("glue");
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).expect("allocates");
    check(&ra, &env, &out).expect("the checker accepts it");
    // p[1] and p[2] live across calls: they cannot stay in a caller-saved register there.
    assert!(!out.edits.is_empty(), "moves around the calls");
}

#[test]
fn the_machine_environment_is_the_tables() {
    let env = machine_env::<Opcode>();
    assert_eq!(env.preferred_regs_by_class[0].len(), 16, "x0-x15");
    assert_eq!(env.non_preferred_regs_by_class[0].len(), 10, "x19-x28");
    assert_eq!(env.scratch_by_class[0].map(|r| r.hw_enc()), Some(16));
    assert_eq!(env.scratch_by_class[1].map(|r| r.hw_enc()), Some(31));
}

#[test]
fn arguments_past_the_registers_are_stack_slots_up_to_a_limit() {
    // Nine integers: the ninth is incoming stack argument 0.
    let mut func = Function::<Opcode>::new("wide", &[Type::I64; 9], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let x = b.try_param(8).expect("x");
    b.ret(x);
    let ra = RaFunction::new(&func).expect("nine arguments");
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).expect("allocates");
    check(&ra, &env, &out).expect("the checker accepts it");
    let ninth = out.inst_allocs(regalloc2::Inst::new(0))[8];
    assert_eq!(
        ninth.as_reg().and_then(stack_arg),
        Some(StackArg::Incoming(0)),
        "{ninth}"
    );
    // Past the stack slots: a clear error.
    let count = 8 + STACK_ARGS + 1;
    let mut func = Function::<Opcode>::new("wider", &vec![Type::I64; count], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let x = b.try_param(0).expect("x");
    b.ret(x);
    let err = RaFunction::new(&func).expect_err("too many arguments");
    assert_eq!(
        err,
        GlueError::TooManyArgs {
            count,
            convention: "AAPCS64",
            in_registers: "8 of each bank".into()
        }
    );
    assert_eq!(
        err.to_string(),
        "25 arguments; AAPCS64 passes 8 of each bank in registers and this compiler at most 16 more on the stack"
    );
}

#[test]
fn a_call_counts_integers_and_floats_apart_and_stacks_the_rest_in_argument_order() {
    use regalloc2::{Function as _, OperandConstraint, PReg, RegClass};
    let (int, float) = (Type::I64, Type::F64);
    let mut func = Function::<Opcode>::new("mixed", &[int, float], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let (i, f) = (b.try_param(0).expect("i"), b.try_param(1).expect("f"));
    // Alternating float, integer: nine of each, so one of each goes on the stack, the float
    // first (it comes first in argument order).
    let args: Vec<Value> = (0..18).map(|k| if k % 2 == 0 { f } else { i }).collect();
    let r = b.call(0, &args, Type::I64);
    b.ret(r);
    let ra = RaFunction::new(&func).expect("glue");
    let placed: Vec<PReg> = ra
        .inst_operands(regalloc2::Inst::new(1))
        .iter()
        .filter(|o| o.kind() == regalloc2::OperandKind::Use)
        .map(|o| match o.constraint() {
            OperandConstraint::FixedReg(p) => p,
            c => panic!("a call argument is fixed, not {c}"),
        })
        .collect();
    let mut want: Vec<PReg> = Vec::new();
    for k in 0..8 {
        want.push(PReg::new(k, RegClass::Float));
        want.push(PReg::new(k, RegClass::Int));
    }
    want.push(StackArg::Outgoing(0).preg(RegClass::Float));
    want.push(StackArg::Outgoing(1).preg(RegClass::Int));
    assert_eq!(placed, want);
    let env = machine_env::<Opcode>();
    let out = allocate(&ra, &env).expect("allocates");
    check(&ra, &env, &out).expect("the checker accepts it");

    // Past the registers and the stack arguments: a clear error naming the call.
    let mut func = Function::<Opcode>::new("too_many", &[int, float], &[Type::I64]);
    let mut b = Builder::new(&mut func);
    let (i, f) = (b.try_param(0).expect("i"), b.try_param(1).expect("f"));
    let mut args = vec![i; 8];
    args.extend(vec![f; 8 + STACK_ARGS + 1]);
    let r = b.call(0, &args, Type::I64);
    b.ret(r);
    let err = RaFunction::new(&func).expect_err("too many values");
    assert!(
        matches!(err, GlueError::TooManyValues { name: "call", .. }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "inst0 (`call`) passes more values than its fixed registers (and, for a call, the 16 stack arguments) hold"
    );
}
