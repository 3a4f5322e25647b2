//! A description built as Cranelift IR, through `cranelift-frontend`'s `FunctionBuilder`, and
//! Cranelift's compiler for aarch64 and riscv64.

use cranelift_codegen::Context;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    AbiParam, Function, InstBuilder, Signature, UserFuncName, Value, types,
};
use cranelift_codegen::isa::{CallConv, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};

use super::{Desc, Family, Op, PARAMS, Step};

/// Cranelift's aarch64 backend at `opt_level` (`none` or `speed`) with regalloc2's
/// `regalloc_algorithm` (`backtracking` or `single_pass`), its verifier on.
pub fn isa(opt_level: &str, regalloc_algorithm: &str) -> OwnedTargetIsa {
    isa_for("aarch64", opt_level, regalloc_algorithm)
}

/// [`isa`] for Cranelift's backend `target` (`aarch64`, or `riscv64`: RV64GC's integer, M, A, F
/// and D, without the compressed forms (`has_zca`, `has_zcd` off), as opforge's RV64 LIR
/// emits).
pub fn isa_for(target: &str, opt_level: &str, regalloc_algorithm: &str) -> OwnedTargetIsa {
    let mut flags = settings::builder();
    flags.set("opt_level", opt_level).expect("a known level");
    flags
        .set("regalloc_algorithm", regalloc_algorithm)
        .expect("a known allocator");
    let mut builder = cranelift_codegen::isa::lookup_by_name(target).expect("built in");
    if target == "riscv64" {
        for off in ["has_zca", "has_zcd"] {
            builder.set(off, "false").expect("a riscv64 setting");
        }
    }
    builder
        .finish(settings::Flags::new(flags))
        .expect("a valid configuration")
}

fn body(b: &mut FunctionBuilder<'_>, params: &[Value], steps: &[Step], acc: Value) -> Value {
    let mut values: Vec<Value> = params.to_vec();
    values.push(acc);
    for &s in steps {
        let v = match s {
            Step::Bin(op, a, c) => {
                let (x, y) = (values[a], values[c]);
                match op {
                    Op::Add => b.ins().iadd(x, y),
                    Op::Sub => b.ins().isub(x, y),
                    Op::Mul => b.ins().imul(x, y),
                    Op::Xor => b.ins().bxor(x, y),
                    Op::Shl => b.ins().ishl(x, y),
                }
            }
            Step::Imm(op, a, k) => {
                let (x, k) = (values[a], k as i64);
                match op {
                    Op::Add => b.ins().iadd_imm(x, k),
                    Op::Sub => b.ins().iadd_imm(x, k.wrapping_neg()),
                    Op::Mul => b.ins().imul_imm(x, k),
                    Op::Xor => b.ins().bxor_imm(x, k),
                    Op::Shl => b.ins().ishl_imm(x, k),
                }
            }
        };
        values.push(v);
    }
    let n = values.len();
    b.ins().bxor(values[n - 1], values[n - 2])
}

/// The Cranelift function of `d`.
pub fn build(d: &Desc, fctx: &mut FunctionBuilderContext) -> Function {
    let mut sig = Signature::new(CallConv::SystemV);
    for _ in 0..PARAMS {
        sig.params.push(AbiParam::new(types::I64));
    }
    sig.returns.push(AbiParam::new(types::I64));
    let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
    let mut b = FunctionBuilder::new(&mut func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    let one = b.ins().iconst(types::I64, 1);
    match d.family {
        Family::Straight => {
            let r = body(&mut b, &params, &d.steps[0], one);
            b.ins().return_(&[r]);
        }
        Family::Loop => {
            let n = b.ins().band_imm(params[0], 15);
            let zero = b.ins().iconst(types::I64, 0);
            let (head, inside, exit) = (b.create_block(), b.create_block(), b.create_block());
            let i = b.append_block_param(head, types::I64);
            let acc = b.append_block_param(head, types::I64);
            b.ins().jump(head, &[zero.into(), one.into()]);
            b.switch_to_block(head);
            let more = b.ins().icmp(IntCC::SignedLessThan, i, n);
            b.ins().brif(more, inside, &[], exit, &[]);
            b.switch_to_block(inside);
            let acc2 = body(&mut b, &params, &d.steps[0], acc);
            let i2 = b.ins().iadd_imm(i, 1);
            b.ins().jump(head, &[i2.into(), acc2.into()]);
            b.switch_to_block(exit);
            b.ins().return_(&[acc]);
        }
        Family::Diamonds => {
            let mut acc = one;
            for pair in d.steps.chunks(2) {
                let less = b.ins().icmp(IntCC::SignedLessThan, acc, params[1]);
                let (yes, no, merge) = (b.create_block(), b.create_block(), b.create_block());
                let merged = b.append_block_param(merge, types::I64);
                b.ins().brif(less, yes, &[], no, &[]);
                b.switch_to_block(yes);
                let a1 = body(&mut b, &params, &pair[0], acc);
                b.ins().jump(merge, &[a1.into()]);
                b.switch_to_block(no);
                let a2 = body(&mut b, &params, &pair[pair.len() - 1], acc);
                b.ins().jump(merge, &[a2.into()]);
                b.switch_to_block(merge);
                acc = merged;
            }
            b.ins().return_(&[acc]);
        }
    }
    b.seal_all_blocks();
    b.finalize();
    func
}

/// Compiles `func` for `isa`; the machine code's length in bytes.
pub fn compile(func: Function, isa: &OwnedTargetIsa) -> Vec<u8> {
    let mut ctx = Context::for_function(func);
    let code = ctx
        .compile(&**isa, &mut ControlPlane::default())
        .unwrap_or_else(|e| panic!("Cranelift compiles it: {e:?}"));
    code.code_buffer().to_vec()
}
