//! What the integer rows of `spec/lir-riscv64.yaml` compute, run under qemu-riscv64 and compared
//! with their documented meanings (A64's, with RISC-V's answers for a division by zero and its
//! overflow): for every integer instruction without a branch or memory access, at each
//! controlling type, random and edge operands are built in registers by `iconst`'s sequence,
//! the instruction is emitted through the generated `emit`, and its result is stored; one
//! program holds every case and writes the results to stdout. An i32 result must be the
//! 32-bit value sign-extended to 64 bits, as the table keeps every i32.

use std::os::unix::fs::PermissionsExt;
use std::process::Command;

use opforge_cfg::{CfgOpcode, ValueType};
use opforge_compile::executable::{PlacedData, executable_for};
use opforge_compile::rv64::custom::{Rv64Custom, constant};
use opforge_compile::rv64::lir::{ABI, Opcode, Operands, Type, emit};
use opforge_compile::rv64::target::EM_RISCV;
use opforge_riscv64::{CodeBuffer, Inst, XReg};

mod support;
use support::Rng;

/// The registers the cases use: the result, two operands and the select's condition, and the
/// pointer to the next result's slot.
const OUT: u8 = 10; // a0
const LHS: u8 = 11; // a1
const RHS: u8 = 12; // a2
const COND: u8 = 13; // a3
const NEXT: u8 = 7; // t2

/// `v`'s low 32 bits, sign-extended: how the table keeps an i32.
fn w(v: i64) -> i64 {
    i64::from(v as i32)
}

/// The meaning of a binary row at `ty` (i32 operands sign-extended), as the table documents it.
fn binary(op: Opcode, ty: Type, a: i64, b: i64) -> Option<i64> {
    let narrow = ty == Type::I32;
    let (sa, sb) = if narrow { (w(a), w(b)) } else { (a, b) };
    let (ua, ub) = if narrow {
        (u64::from(a as u32), u64::from(b as u32))
    } else {
        (a as u64, b as u64)
    };
    let (bits, least) = if narrow {
        (32, i64::from(i32::MIN))
    } else {
        (64, i64::MIN)
    };
    let amount = (b as u32) & (bits - 1);
    let v = match op {
        Opcode::Iadd => sa.wrapping_add(sb),
        Opcode::Isub => sa.wrapping_sub(sb),
        Opcode::Imul => sa.wrapping_mul(sb),
        // RISC-V: x/0 is all ones, the least integer over -1 itself.
        Opcode::Sdiv if sb == 0 => -1,
        Opcode::Sdiv if sa == least && sb == -1 => least,
        Opcode::Sdiv => sa / sb,
        Opcode::Udiv if ub == 0 => -1,
        Opcode::Udiv => (ua / ub) as i64,
        Opcode::Srem if sb == 0 => sa,
        Opcode::Srem => sa.wrapping_rem(sb),
        Opcode::Urem if ub == 0 => ua as i64,
        Opcode::Urem => (ua % ub) as i64,
        Opcode::Band => sa & sb,
        Opcode::Bor => sa | sb,
        Opcode::Bxor => sa ^ sb,
        Opcode::Ishl => sa << amount,
        Opcode::Ushr => (ua >> amount) as i64,
        Opcode::Sshr => sa >> amount,
        Opcode::Slt => i64::from(sa < sb),
        Opcode::Sltu => i64::from(ua < ub),
        _ => return None,
    };
    Some(if narrow { w(v) } else { v })
}

/// The meaning of a row of one register operand and one immediate at `ty`.
fn with_imm(op: Opcode, ty: Type, a: i64, imm: i64) -> Option<i64> {
    let v = match op {
        Opcode::IaddImm => binary(Opcode::Iadd, ty, a, imm)?,
        Opcode::BandImm => binary(Opcode::Band, ty, a, imm)?,
        Opcode::BorImm => binary(Opcode::Bor, ty, a, imm)?,
        Opcode::BxorImm => binary(Opcode::Bxor, ty, a, imm)?,
        Opcode::IshlImm => binary(Opcode::Ishl, ty, a, imm)?,
        Opcode::UshrImm => binary(Opcode::Ushr, ty, a, imm)?,
        Opcode::SshrImm => binary(Opcode::Sshr, ty, a, imm)?,
        Opcode::Slti => binary(Opcode::Slt, ty, a, imm)?,
        // SLTIU compares with the immediate sign-extended to 64 bits, unsigned.
        Opcode::Sltiu => i64::from((a as u64) < (imm as u64)),
        _ => return None,
    };
    Some(v)
}

/// The meaning of a row of one operand at `ty` (the result's type for extensions, the
/// operand's for the others).
fn unary(op: Opcode, ty: Type, a: i64) -> Option<i64> {
    let narrow = ty == Type::I32;
    let v = match op {
        Opcode::Ineg => a.wrapping_neg(),
        Opcode::Bnot => !a,
        Opcode::Sextend8 => i64::from(a as i8),
        Opcode::Sextend16 => i64::from(a as i16),
        Opcode::Uextend8 => a & 0xff,
        Opcode::Uextend16 => a & 0xffff,
        Opcode::Sextend32 => w(a),
        Opcode::Uextend32 => i64::from(a as u32),
        Opcode::Ireduce => w(a),
        Opcode::Seqz => i64::from(if narrow { w(a) == 0 } else { a == 0 }),
        Opcode::Snez => i64::from(if narrow { w(a) != 0 } else { a != 0 }),
        _ => return None,
    };
    Some(if narrow { w(v) } else { v })
}

/// One case: the instruction, its controlling type, its operand values and immediates, and the
/// result it must leave.
struct Case {
    op: Opcode,
    ty: Type,
    values: Vec<i64>,
    imms: Vec<i64>,
    want: i64,
}

/// An operand of type `ty`: edge values and random ones (an i32 sign-extended).
fn operand(rng: &mut Rng, ty: Type) -> i64 {
    let edges = [0, 1, -1, 2, i64::MIN, i64::MAX, 31, 32, 63, 64];
    let v = if rng.below(3) == 0 {
        rng.choose(&edges)
    } else {
        let raw = rng.next_u64();
        ((raw >> rng.below(64)) as i64).wrapping_mul(if rng.below(2) == 0 { 1 } else { -1 })
    };
    if ty == Type::I32 { w(v) } else { v }
}

/// Random cases of every row the test knows.
fn cases(rng: &mut Rng, per: usize) -> Vec<Case> {
    let ints = [Type::I32, Type::I64];
    let mut out = Vec::new();
    for _ in 0..per {
        for ty in ints {
            for op in [
                Opcode::Iadd,
                Opcode::Isub,
                Opcode::Imul,
                Opcode::Sdiv,
                Opcode::Udiv,
                Opcode::Srem,
                Opcode::Urem,
                Opcode::Band,
                Opcode::Bor,
                Opcode::Bxor,
                Opcode::Ishl,
                Opcode::Ushr,
                Opcode::Sshr,
                Opcode::Slt,
                Opcode::Sltu,
            ] {
                let (a, b) = (operand(rng, ty), operand(rng, ty));
                let want = binary(op, ty, a, b).expect("a binary row");
                let values = vec![a, b];
                out.push(Case {
                    op,
                    ty,
                    values,
                    imms: vec![0, 0],
                    want,
                });
            }
            for op in [
                Opcode::IaddImm,
                Opcode::BandImm,
                Opcode::BorImm,
                Opcode::BxorImm,
                Opcode::Slti,
                Opcode::Sltiu,
                Opcode::IshlImm,
                Opcode::UshrImm,
                Opcode::SshrImm,
            ] {
                let a = operand(rng, ty);
                // A shift amount below the width, else a 12-bit signed constant.
                let shift = matches!(op, Opcode::IshlImm | Opcode::UshrImm | Opcode::SshrImm);
                let imm = match (shift, ty) {
                    (true, Type::I32) => rng.below(32) as i64,
                    (true, _) => rng.below(64) as i64,
                    (false, _) => rng.below(4096) as i64 - 2048,
                };
                let want = with_imm(op, ty, a, imm).expect("a row with an immediate");
                out.push(Case {
                    op,
                    ty,
                    values: vec![a],
                    imms: vec![0, imm],
                    want,
                });
            }
            for op in [
                Opcode::Ineg,
                Opcode::Bnot,
                Opcode::Sextend8,
                Opcode::Sextend16,
                Opcode::Uextend8,
                Opcode::Uextend16,
                Opcode::Seqz,
                Opcode::Snez,
            ] {
                let a = operand(rng, Type::I64);
                // Extensions read any integer and are typed by their result; the others by
                // their operand.
                let a = if matches!(
                    op,
                    Opcode::Ineg | Opcode::Bnot | Opcode::Seqz | Opcode::Snez
                ) {
                    if ty == Type::I32 { w(a) } else { a }
                } else {
                    a
                };
                let want = unary(op, ty, a).expect("a unary row");
                out.push(Case {
                    op,
                    ty,
                    values: vec![a],
                    imms: vec![0],
                    want,
                });
            }
        }
        for (op, from, to) in [
            (Opcode::Sextend32, Type::I32, Type::I64),
            (Opcode::Uextend32, Type::I32, Type::I64),
            (Opcode::Ireduce, Type::I64, Type::I32),
        ] {
            let a = operand(rng, from);
            let want = unary(op, to, a).expect("a conversion");
            out.push(Case {
                op,
                ty: to,
                values: vec![a],
                imms: vec![0],
                want,
            });
        }
        // select c, x, y at i64: x when c is not zero.
        let (c, x, y) = (
            operand(rng, Type::I32) & i64::from(rng.below(2) as u8),
            operand(rng, Type::I64),
            operand(rng, Type::I64),
        );
        out.push(Case {
            op: Opcode::Select,
            ty: Type::I64,
            values: vec![c, x, y],
            imms: vec![0, 0, 0],
            want: if c != 0 { x } else { y },
        });
    }
    out
}

/// Appends the instructions of `insts`.
fn put(buf: &mut CodeBuffer, insts: Vec<Inst>) {
    for i in insts {
        buf.emit(i);
    }
}

/// The program: each case's operands built, the instruction, its result stored at the next
/// slot; then `write(1, results, 8 * cases)` and `exit(0)`.
fn program(cases: &[Case]) -> Vec<u8> {
    let x = |n: u8| XReg::new(n).expect("a register");
    let sp = x(ABI.stack_pointer.hw);
    let mut buf = CodeBuffer::new();
    let bytes = 8 * cases.len() as i64;
    // Room for the results below the stack pointer; t2 walks it.
    put(&mut buf, constant(NEXT, bytes).expect("a constant"));
    buf.emit(Inst::sub(sp, sp, x(NEXT)).expect("sub"));
    buf.emit(Inst::mv(x(NEXT), sp).expect("mv"));
    for c in cases {
        // Value operands in a1, a2 (a select's condition in a3, then x, y in a1, a2).
        let regs: Vec<u8> = match c.op {
            Opcode::Select => vec![COND, LHS, RHS, LHS],
            _ => [LHS, RHS][..c.values.len()]
                .iter()
                .copied()
                .chain([OUT])
                .collect(),
        };
        for (&v, &r) in c.values.iter().zip(&regs) {
            put(&mut buf, constant(r, v).expect("a constant"));
        }
        let ops = Operands {
            imms: &c.imms,
            regs: &regs,
            labels: &[],
        };
        emit(c.op, Some(c.ty), &ops, &mut buf, &mut Rv64Custom::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let out = *regs.last().expect("a result");
        buf.emit(Inst::sd(x(out), 0, x(NEXT)).expect("sd"));
        buf.emit(Inst::addi(x(NEXT), x(NEXT), 8).expect("addi"));
    }
    // write(1, sp, bytes); exit(0): Linux's RISC-V system calls 64 and 93.
    let (a0, a1, a2, a7) = (10, 11, 12, 17);
    put(&mut buf, constant(a0, 1).expect("fd"));
    buf.emit(Inst::mv(x(a1), sp).expect("mv"));
    put(&mut buf, constant(a2, bytes).expect("length"));
    put(&mut buf, constant(a7, 64).expect("write"));
    buf.emit(Inst::ecall().expect("ecall"));
    put(&mut buf, constant(a0, 0).expect("status"));
    put(&mut buf, constant(a7, 93).expect("exit"));
    buf.emit(Inst::ecall().expect("ecall"));
    executable_for(
        EM_RISCV,
        &buf.finish_bytes().expect("finished"),
        &PlacedData::default(),
    )
}

#[test]
fn integer_rows_compute_what_the_table_says() {
    let qemu = support::tool(&["qemu-riscv64"], "qemu-user");
    let mut rng = Rng::splitmix64(0x7213_0a5e);
    let cases = cases(&mut rng, 40);
    let dir = support::scratch("run_riscv64");
    let path = dir.join("rows");
    std::fs::write(&path, program(&cases)).expect("write the program");
    // qemu-user runs only an executable file.
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let out = Command::new(qemu)
        .arg(&path)
        .output()
        .expect("qemu-riscv64 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.stdout.len(), 8 * cases.len(), "one result per case");
    let mut failures = Vec::new();
    for (c, got) in cases.iter().zip(out.stdout.chunks(8)) {
        let got = i64::from_le_bytes(got.try_into().expect("8 bytes"));
        if got != c.want {
            failures.push(format!(
                "{}.{} {:x?} {:?}: {got:#x}, want {:#x}",
                c.op.info().name,
                c.ty.name(),
                c.values,
                c.imms,
                c.want
            ));
        }
    }
    println!("{} cases run under qemu-riscv64", cases.len());
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        cases.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}
