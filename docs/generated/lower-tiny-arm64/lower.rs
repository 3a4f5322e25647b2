// generated from examples/tiny-a64/spec/lower-tiny-arm64.yaml; do not edit

use opforge_cfg_testbed::{Opcode as SourceOpcode, Type as SourceType};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm};
/// What a rule reads and builds through: the source function and the target's builder.
pub type Cx<'a> = ::opforge_cfg::lower::Cx<'a, SourceOpcode, Opcode>;
/// A rule of the table, by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleId(pub u16);
/// Every rule, by number (operand positions count every operand of the instruction).
pub static RULES: [::opforge_cfg::lower::RuleInfo; 12] = [
    ::opforge_cfg::lower::RuleInfo {
        inst: "iconst",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:24:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "iadd",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:25:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "iadd",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:26:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "isub",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:27:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "isub",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:28:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "imul",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:29:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:30:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "call",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:31:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "jump",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:32:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brif",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:33:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brif",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:34:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "ret",
        at: "examples/tiny-a64/spec/lower-tiny-arm64.yaml:35:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
];
/// The hand-written rules of `lower_tiny_arm64`: one method per `custom:` rule.
pub trait Custom {}
/// A table without `custom:` rules needs no hand-written code.
impl Custom for () {}
/// Lowers `source` into a function of the target with the table's rules: one target
/// block per reachable source block, with its parameters.
pub fn lower(
    source: &::opforge_cfg::Function<SourceOpcode>,
) -> Result<::opforge_cfg::Function<Opcode>, ::opforge_cfg::lower::LowerError> {
    ::opforge_cfg::lower::lower(&mut Rules { custom: () }, source)
}
/// The bit of a source type in the table's type masks (0 for a type it does not map).
pub fn type_bit(t: SourceType) -> u64 {
    #[allow(unreachable_patterns)]
    match t {
        SourceType::I32 => 1,
        SourceType::I64 => 2,
        SourceType::B1 => 4,
        _ => 0,
    }
}
/// The target type holding values of a source type.
pub fn target_type(t: SourceType) -> Option<Type> {
    #[allow(unreachable_patterns)]
    match t {
        SourceType::I32 => Some(Type::I32),
        SourceType::I64 => Some(Type::I64),
        SourceType::B1 => Some(Type::I32),
        _ => None,
    }
}
/// The `cond` case of a `cond` value.
fn cond_0(value: u64) -> Option<imm::Cond> {
    match value {
        0 => Some(imm::Cond::Eq),
        1 => Some(imm::Cond::Ne),
        2 => Some(imm::Cond::Lt),
        3 => Some(imm::Cond::Le),
        4 => Some(imm::Cond::Lo),
        _ => None,
    }
}
/// Why the table does not lower instructions of this opcode, when it marks them
/// unsupported.
pub fn unsupported(op: SourceOpcode) -> Option<&'static str> {
    let _ = op;
    None
}
/// The operand position of the value of a constant instruction (the table's
/// `constants`).
pub fn constant(op: SourceOpcode) -> Option<usize> {
    #[allow(unreachable_patterns)]
    match op {
        SourceOpcode::Iconst => Some(0),
        _ => None,
    }
}
/// The rule that lowers `inst`: the first of its opcode's rules, in priority order,
/// whose types, condition and input patterns hold; `None` when none does.
pub fn select(cx: &Cx<'_>, inst: ::opforge_cfg::Inst) -> Option<RuleId> {
    #[allow(unreachable_patterns)]
    match cx.opcode(inst)? {
        SourceOpcode::Iconst => {
            if true {
                return Some(RuleId(0));
            }
            None
        }
        SourceOpcode::Iadd => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 3 != 0
                && cx
                    .operand_constant(inst, 1)
                    .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(1));
            }
            if t & 3 != 0 {
                return Some(RuleId(2));
            }
            None
        }
        SourceOpcode::Isub => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 3 != 0
                && cx
                    .operand_constant(inst, 1)
                    .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(3));
            }
            if t & 3 != 0 {
                return Some(RuleId(4));
            }
            None
        }
        SourceOpcode::Imul => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 3 != 0 {
                return Some(RuleId(5));
            }
            None
        }
        SourceOpcode::Icmp => {
            let t = cx.operand_type(inst, 1).map_or(0, type_bit);
            if t & 3 != 0 {
                return Some(RuleId(6));
            }
            None
        }
        SourceOpcode::Call => {
            if true {
                return Some(RuleId(7));
            }
            None
        }
        SourceOpcode::Jump => {
            if true {
                return Some(RuleId(8));
            }
            None
        }
        SourceOpcode::Brif => {
            if cx.absorbable(inst, 0, SourceOpcode::Icmp) {
                return Some(RuleId(9));
            }
            if true {
                return Some(RuleId(10));
            }
            None
        }
        SourceOpcode::Ret => {
            if true {
                return Some(RuleId(11));
            }
            None
        }
        _ => None,
    }
}
/// Builds the target instructions of `rule` for `inst` (a rule [`select`] chose; a
/// refusal builds nothing).
#[allow(unused_variables)]
pub fn emit<C: Custom + ?Sized>(
    custom: &mut C,
    cx: &mut Cx<'_>,
    inst: ::opforge_cfg::Inst,
    rule: RuleId,
) -> Result<(), ::opforge_cfg::lower::LowerError> {
    match rule.0 {
        0 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.imm(inst, 0).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let out = cx.builder().iconst(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        1 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_1 = cx.fit(inst, a0_1)?;
            let out = cx.builder().iadd_imm(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        2 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().iadd(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        3 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_1 = cx.fit(inst, a0_1)?;
            let out = cx.builder().isub_imm(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        4 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().isub(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        5 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().imul(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        6 => {
            let a0_0 = {
                let value = cx.imm(inst, 0).unwrap_or(-1);
                match cond_0(value as u64) {
                    Some(c) => c,
                    None => return Err(cx.unmapped(inst, value)),
                }
            };
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let out = cx.builder().icmp(a0_0, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        7 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.imm(inst, 0).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let a0_1 = cx.operand_values_from(inst, 1)?;
            let out = cx.builder().call(a0_0, &a0_1, own);
            cx.define(inst, out);
            Ok(())
        }
        8 => {
            let (b0_0, a0_0) = cx.target(inst, 0)?;
            let _ = cx.builder().jump((b0_0, &a0_0));
            Ok(())
        }
        9 => {
            let a0_0 = {
                let value = cx.operand_of_imm(inst, 0, 0).unwrap_or(-1);
                match cond_0(value as u64) {
                    Some(c) => c,
                    None => return Err(cx.unmapped(inst, value)),
                }
            };
            let a0_1 = cx.operand_of_value(inst, 0, 1)?;
            let a0_2 = cx.operand_of_value(inst, 0, 2)?;
            let (b0_3, a0_3) = cx.target(inst, 1)?;
            let (b0_4, a0_4) = cx.target(inst, 2)?;
            let _ = cx.builder().br_icmp(a0_0, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        10 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let (b0_1, a0_1) = cx.target(inst, 1)?;
            let (b0_2, a0_2) = cx.target(inst, 2)?;
            let _ = cx.builder().brif(a0_0, (b0_1, &a0_1), (b0_2, &a0_2));
            Ok(())
        }
        11 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let _ = cx.builder().ret(a0_0);
            Ok(())
        }
        _ => Ok(()),
    }
}
/// The rules of `lower_tiny_arm64` lowering `../../../tests/specs/cfg.yaml` into `../../../spec/lir-arm64.yaml`, for [`::opforge_cfg::lower::lower`]; `custom` holds the hand-written rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules<C = ()> {
    /// The hand-written rules.
    pub custom: C,
}
impl<C: Custom> ::opforge_cfg::lower::Rules for Rules<C> {
    type Source = SourceOpcode;
    type Target = Opcode;
    fn target_type(&self, t: SourceType) -> Option<Type> {
        target_type(t)
    }
    fn constant(op: SourceOpcode) -> Option<usize> {
        constant(op)
    }
    fn unsupported(&self, op: SourceOpcode) -> Option<&'static str> {
        unsupported(op)
    }
    fn select(&self, cx: &Cx<'_>, inst: ::opforge_cfg::Inst) -> Option<u16> {
        select(cx, inst).map(|r| r.0)
    }
    fn rule(&self, rule: u16) -> Option<&'static ::opforge_cfg::lower::RuleInfo> {
        RULES.get(usize::from(rule))
    }
    fn emit(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
        rule: u16,
    ) -> Result<(), ::opforge_cfg::lower::LowerError> {
        emit(&mut self.custom, cx, inst, RuleId(rule))
    }
}
