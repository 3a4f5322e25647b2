//! A description built as a Circuit, through `ir_core`'s typed builder.

use ir_core::builder::{GateBuilder, StateRef, ValueRef};
use ir_core::circuit::Circuit;
use ir_core::opcode::{IcmpCond, MachineType};

use super::{Desc, Family, Op, PARAMS, Step};

const I64: MachineType = MachineType::I64;

/// The body `steps` over the parameters and `acc`: its result, the exclusive or of its last two
/// values.
fn body(b: &mut GateBuilder, params: &[ValueRef], steps: &[Step], acc: ValueRef) -> ValueRef {
    let mut values: Vec<ValueRef> = params.to_vec();
    values.push(acc);
    for &s in steps {
        let (op, x, y) = match s {
            Step::Bin(op, a, c) => (op, values[a], values[c]),
            Step::Imm(op, a, k) => (op, values[a], b.constant(I64, k)),
        };
        let v = match op {
            Op::Add => b.add(I64, x, y),
            Op::Sub => b.sub(I64, x, y),
            Op::Mul => b.mul(I64, x, y),
            Op::Xor => b.xor(I64, x, y),
            Op::Shl => b.shl(I64, x, y),
        };
        values.push(v);
    }
    let n = values.len();
    b.xor(I64, values[n - 1], values[n - 2])
}

/// The circuit of `d`.
pub fn build(d: &Desc) -> Circuit {
    let mut b = GateBuilder::new();
    let entry = b.state_entry();
    let depend = b.depend_entry();
    let params: Vec<ValueRef> = (0..PARAMS).map(|i| b.arg(I64, i as u64)).collect();
    let one = b.constant(I64, 1);
    match d.family {
        Family::Straight => {
            let r = body(&mut b, &params, &d.steps[0], one);
            b.return_(entry, depend, r);
        }
        Family::Loop => {
            let fifteen = b.constant(I64, 15);
            let n = b.and(I64, params[0], fifteen);
            let zero = b.constant(I64, 0);
            let head = b.loop_begin(entry, StateRef::PENDING);
            let i = b.value_selector(I64, head, &[zero, ValueRef::PENDING]);
            let acc = b.value_selector(I64, head, &[one, ValueRef::PENDING]);
            let more = b.icmp(IcmpCond::Slt, i, n);
            let branch = b.if_branch(head, more);
            let (yes, no) = (b.if_true(branch), b.if_false(branch));
            let acc2 = body(&mut b, &params, &d.steps[0], acc);
            let i2 = b.add(I64, i, one);
            let back = b.loop_back(yes);
            b.close_loop(head, back);
            b.close_selector(i, 1, i2);
            b.close_selector(acc, 1, acc2);
            b.return_(no, depend, acc);
        }
        Family::Diamonds => {
            let (mut state, mut acc) = (entry, one);
            for pair in d.steps.chunks(2) {
                let less = b.icmp(IcmpCond::Slt, acc, params[1]);
                let branch = b.if_branch(state, less);
                let (yes, no) = (b.if_true(branch), b.if_false(branch));
                let a1 = body(&mut b, &params, &pair[0], acc);
                let a2 = body(&mut b, &params, &pair[pair.len() - 1], acc);
                let merge = b.merge(&[yes, no]);
                acc = b.value_selector(I64, merge, &[a1, a2]);
                state = merge;
            }
            b.return_(state, depend, acc);
        }
    }
    b.finish()
        .unwrap_or_else(|e| panic!("the circuit has room: {e:?}"))
}
