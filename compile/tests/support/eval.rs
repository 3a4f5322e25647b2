//! A reference evaluator of LIR functions for the integer and float instructions the random
//! functions use: values are 64-bit patterns (a 32-bit value is kept zero-extended, as A64's
//! W-register writes leave it), blocks pass arguments to parameters, calls go to the module's
//! functions by index. It is the oracle the code run under qemu is compared with.

use opforge_cfg::{Block, Function, Operand};
use opforge_compile::lir::{Opcode, Type, imm::Cond};

/// Why an evaluation stopped without a result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// The step budget ran out.
    OutOfFuel,
    /// An instruction the evaluator does not know.
    Unsupported(&'static str),
}

/// Holds `cond` between two 64-bit integers.
fn holds(cond: Cond, a: i64, b: i64) -> bool {
    let (ua, ub) = (a as u64, b as u64);
    match cond {
        Cond::Eq => a == b,
        Cond::Ne => a != b,
        Cond::Hs => ua >= ub,
        Cond::Lo => ua < ub,
        Cond::Hi => ua > ub,
        Cond::Ls => ua <= ub,
        Cond::Ge => a >= b,
        Cond::Lt => a < b,
        Cond::Gt => a > b,
        Cond::Le => a <= b,
        Cond::Mi => a.wrapping_sub(b) < 0,
        Cond::Pl => a.wrapping_sub(b) >= 0,
        Cond::Vs => a.checked_sub(b).is_none(),
        Cond::Vc => a.checked_sub(b).is_some(),
    }
}

const CONDS: [Cond; 14] = [
    Cond::Eq,
    Cond::Ne,
    Cond::Hs,
    Cond::Lo,
    Cond::Mi,
    Cond::Pl,
    Cond::Vs,
    Cond::Vc,
    Cond::Hi,
    Cond::Ls,
    Cond::Ge,
    Cond::Lt,
    Cond::Gt,
    Cond::Le,
];

/// Runs function `index` of `module` on `args` with at most `fuel` instructions in all.
pub fn run(
    module: &[Function<Opcode>],
    index: usize,
    args: &[i64],
    fuel: &mut u64,
) -> Result<i64, Stop> {
    let func = &module[index];
    let mut values = vec![0i64; func.value_count()];
    let mut block = func.entry().ok_or(Stop::Unsupported("no entry"))?;
    let narrow = |ty: Type, v: i64| match ty {
        Type::I32 => i64::from(v as u32),
        _ => v,
    };
    for (p, &a) in func.block_params(block).iter().zip(args) {
        values[p.index()] = narrow(func.value_type(*p), a);
    }
    loop {
        let mut next: Option<(Block, Vec<i64>)> = None;
        for &inst in func.block_insts(block) {
            if *fuel == 0 {
                return Err(Stop::OutOfFuel);
            }
            *fuel -= 1;
            let data = func
                .inst(inst)
                .ok_or(Stop::Unsupported("missing instruction"))?;
            let vals: Vec<i64> = data
                .operands()
                .filter_map(|o| match o {
                    Operand::Value(v) => Some(values[v.index()]),
                    _ => None,
                })
                .collect();
            let imms: Vec<i64> = data
                .operands()
                .filter_map(|o| match o {
                    Operand::Imm(v) => Some(v),
                    _ => None,
                })
                .collect();
            let targets: Vec<(Block, Vec<i64>)> = data
                .targets()
                .map(|(_, c)| (c.block, c.args.iter().map(|v| values[v.index()]).collect()))
                .collect();
            let out_ty = data.results().first().map(|&r| func.value_type(r));
            let cond = |k: usize| CONDS[imms[k] as usize];
            let result: Option<i64> = match data.opcode {
                Opcode::Iconst => Some(imms[0]),
                Opcode::Iadd => Some(vals[0].wrapping_add(vals[1])),
                Opcode::Isub => Some(vals[0].wrapping_sub(vals[1])),
                Opcode::Imul => Some(vals[0].wrapping_mul(vals[1])),
                Opcode::Bxor => Some(vals[0] ^ vals[1]),
                Opcode::Msub => Some(vals[2].wrapping_sub(vals[0].wrapping_mul(vals[1]))),
                Opcode::IaddImm => Some(vals[0].wrapping_add(imms[0])),
                Opcode::IshlImm => Some(vals[0].wrapping_shl(imms[0] as u32)),
                Opcode::Icmp => Some(i64::from(holds(cond(0), vals[0], vals[1]))),
                Opcode::IcmpImm => Some(i64::from(holds(cond(0), vals[0], imms[1]))),
                Opcode::Select => Some(if vals[0] as u32 != 0 {
                    vals[1]
                } else {
                    vals[2]
                }),
                Opcode::BitcastToFloat => Some(vals[0]),
                Opcode::Fmul => Some(
                    (f64::from_bits(vals[0] as u64) * f64::from_bits(vals[1] as u64)).to_bits()
                        as i64,
                ),
                Opcode::Call => Some(run(module, imms[0] as usize, &vals, fuel)?),
                Opcode::Jump => {
                    next = targets.into_iter().next();
                    None
                }
                Opcode::Brif => {
                    let k = usize::from(vals[0] as u32 == 0);
                    next = targets.into_iter().nth(k);
                    None
                }
                Opcode::BrIcmp => {
                    let k = usize::from(!holds(cond(0), vals[0], vals[1]));
                    next = targets.into_iter().nth(k);
                    None
                }
                Opcode::Ret => return Ok(vals[0]),
                other => return Err(Stop::Unsupported(opforge_cfg::CfgOpcode::info(other).name)),
            };
            if let (Some(v), Some(&r)) = (result, data.results().first()) {
                values[r.index()] = narrow(out_ty.unwrap_or(Type::I64), v);
            }
        }
        let (to, args) = next.ok_or(Stop::Unsupported("a block without a branch"))?;
        for (p, a) in func.block_params(to).iter().zip(args) {
            values[p.index()] = a;
        }
        block = to;
    }
}

/// `mix(a, b, c, d) = (a * 3 + b - c) ^ d`, function 0 of every random module.
pub fn mix() -> Function<Opcode> {
    super::random::mix_for::<super::random::A64Lir>()
}
