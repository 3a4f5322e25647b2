// generated from spec/lower-sysy-arm64.yaml; do not edit

use sysy_ir::{Opcode as SourceOpcode, Type as SourceType};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm};
/// What a rule reads and builds through: the source function and the target's builder.
pub type Cx<'a> = ::opforge_cfg::lower::Cx<'a, SourceOpcode, Opcode>;
/// A rule of the table, by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleId(pub u16);
/// Every rule, by number (operand positions count every operand of the instruction).
pub static RULES: [::opforge_cfg::lower::RuleInfo; 67] = [
    ::opforge_cfg::lower::RuleInfo {
        inst: "iconst",
        at: "spec/lower-sysy-arm64.yaml:32:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "bconst",
        at: "spec/lower-sysy-arm64.yaml:33:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fconst",
        at: "spec/lower-sysy-arm64.yaml:34:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "global_addr",
        at: "spec/lower-sysy-arm64.yaml:35:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "iadd",
        at: "spec/lower-sysy-arm64.yaml:41:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "iadd",
        at: "spec/lower-sysy-arm64.yaml:42:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "isub",
        at: "spec/lower-sysy-arm64.yaml:43:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "isub",
        at: "spec/lower-sysy-arm64.yaml:44:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "imul",
        at: "spec/lower-sysy-arm64.yaml:45:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "imul",
        at: "spec/lower-sysy-arm64.yaml:46:13",
        absorbs: &[],
        immediates: &[0],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "imul",
        at: "spec/lower-sysy-arm64.yaml:47:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "idiv",
        at: "spec/lower-sysy-arm64.yaml:48:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "idiv",
        at: "spec/lower-sysy-arm64.yaml:49:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "imod",
        at: "spec/lower-sysy-arm64.yaml:50:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "imod",
        at: "spec/lower-sysy-arm64.yaml:51:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "ineg",
        at: "spec/lower-sysy-arm64.yaml:52:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fadd",
        at: "spec/lower-sysy-arm64.yaml:57:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fsub",
        at: "spec/lower-sysy-arm64.yaml:58:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fmul",
        at: "spec/lower-sysy-arm64.yaml:59:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fdiv",
        at: "spec/lower-sysy-arm64.yaml:60:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fneg",
        at: "spec/lower-sysy-arm64.yaml:61:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_eq",
        at: "spec/lower-sysy-arm64.yaml:67:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_eq",
        at: "spec/lower-sysy-arm64.yaml:68:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_ne",
        at: "spec/lower-sysy-arm64.yaml:69:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_ne",
        at: "spec/lower-sysy-arm64.yaml:70:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_gt",
        at: "spec/lower-sysy-arm64.yaml:71:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_gt",
        at: "spec/lower-sysy-arm64.yaml:72:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_ge",
        at: "spec/lower-sysy-arm64.yaml:73:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_ge",
        at: "spec/lower-sysy-arm64.yaml:74:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_lt",
        at: "spec/lower-sysy-arm64.yaml:75:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_lt",
        at: "spec/lower-sysy-arm64.yaml:76:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_le",
        at: "spec/lower-sysy-arm64.yaml:77:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "icmp_le",
        at: "spec/lower-sysy-arm64.yaml:78:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fcmp_eq",
        at: "spec/lower-sysy-arm64.yaml:79:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fcmp_ne",
        at: "spec/lower-sysy-arm64.yaml:80:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fcmp_gt",
        at: "spec/lower-sysy-arm64.yaml:81:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fcmp_ge",
        at: "spec/lower-sysy-arm64.yaml:82:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fcmp_lt",
        at: "spec/lower-sysy-arm64.yaml:83:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "fcmp_le",
        at: "spec/lower-sysy-arm64.yaml:84:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "itof",
        at: "spec/lower-sysy-arm64.yaml:89:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "ftoi",
        at: "spec/lower-sysy-arm64.yaml:90:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "btoi",
        at: "spec/lower-sysy-arm64.yaml:91:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "calloc",
        at: "spec/lower-sysy-arm64.yaml:99:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "gep",
        at: "spec/lower-sysy-arm64.yaml:100:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "load",
        at: "spec/lower-sysy-arm64.yaml:101:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "load",
        at: "spec/lower-sysy-arm64.yaml:102:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "store",
        at: "spec/lower-sysy-arm64.yaml:103:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "store",
        at: "spec/lower-sysy-arm64.yaml:104:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "call",
        at: "spec/lower-sysy-arm64.yaml:114:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "call_void",
        at: "spec/lower-sysy-arm64.yaml:115:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "br",
        at: "spec/lower-sysy-arm64.yaml:120:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:121:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:122:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:123:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:124:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:125:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:126:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:127:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:128:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:129:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:130:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:131:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:132:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "brcond",
        at: "spec/lower-sysy-arm64.yaml:133:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "ret",
        at: "spec/lower-sysy-arm64.yaml:134:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "ret",
        at: "spec/lower-sysy-arm64.yaml:135:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "ret",
        at: "spec/lower-sysy-arm64.yaml:136:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
];
/// The hand-written rules of `lower_sysy_arm64`: one method per `custom:` rule.
pub trait Custom {
    /// Lowers a `fconst` instruction (the rule at spec/lower-sysy-arm64.yaml:34:13).
    fn lower_fconst(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `imul` instruction (the rule at spec/lower-sysy-arm64.yaml:45:13).
    fn lower_imul_const(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `idiv` instruction (the rule at spec/lower-sysy-arm64.yaml:48:13).
    fn lower_idiv_const(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `imod` instruction (the rule at spec/lower-sysy-arm64.yaml:50:13).
    fn lower_imod_const(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `calloc` instruction (the rule at spec/lower-sysy-arm64.yaml:99:13).
    fn lower_calloc(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `gep` instruction (the rule at spec/lower-sysy-arm64.yaml:100:13).
    fn lower_gep(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `load` instruction (the rule at spec/lower-sysy-arm64.yaml:101:13).
    fn lower_load_gep(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `store` instruction (the rule at spec/lower-sysy-arm64.yaml:103:13).
    fn lower_store_gep(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `call` instruction (the rule at spec/lower-sysy-arm64.yaml:114:13).
    fn lower_call(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `call_void` instruction (the rule at spec/lower-sysy-arm64.yaml:115:13).
    fn lower_call_void(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
    /// Lowers a `brcond` instruction (the rule at spec/lower-sysy-arm64.yaml:121:13).
    fn lower_br_icmp(
        &mut self,
        cx: &mut Cx<'_>,
        inst: ::opforge_cfg::Inst,
    ) -> Result<(), ::opforge_cfg::lower::LowerError>;
}
/// The bit of a source type in the table's type masks (0 for a type it does not map).
pub fn type_bit(t: SourceType) -> u64 {
    #[allow(unreachable_patterns)]
    match t {
        SourceType::I32 => 1,
        SourceType::F32 => 2,
        SourceType::I1 => 4,
        SourceType::Ptr(_) => 8,
        _ => 0,
    }
}
/// The target type holding values of a source type.
pub fn target_type(t: SourceType) -> Option<Type> {
    #[allow(unreachable_patterns)]
    match t {
        SourceType::I32 => Some(Type::I32),
        SourceType::F32 => Some(Type::F32),
        SourceType::I1 => Some(Type::I32),
        SourceType::Ptr(_) => Some(Type::I64),
        _ => None,
    }
}
/// Why the table does not lower instructions of this opcode, when it marks them
/// unsupported.
pub fn unsupported(op: SourceOpcode) -> Option<&'static str> {
    #[allow(unreachable_patterns)]
    match op {
        SourceOpcode::Meminit => {
            Some(
                "a local array's initialiser is stored element by element (sysyc's IR generation does not copy globals with `meminit`)",
            )
        }
        _ => None,
    }
}
/// The operand position of the value of a constant instruction (the table's
/// `constants`).
pub fn constant(op: SourceOpcode) -> Option<usize> {
    #[allow(unreachable_patterns)]
    match op {
        SourceOpcode::Iconst => Some(0),
        SourceOpcode::Bconst => Some(0),
        _ => None,
    }
}
/// The rule that lowers `inst`: the first of its opcode's rules, in priority order,
/// whose types, condition and input patterns hold; `None` when none does.
pub fn select(cx: &Cx<'_>, inst: ::opforge_cfg::Inst) -> Option<RuleId> {
    #[allow(unreachable_patterns)]
    match cx.opcode(inst)? {
        SourceOpcode::Iconst => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 {
                return Some(RuleId(0));
            }
            None
        }
        SourceOpcode::Fconst => {
            if true {
                return Some(RuleId(2));
            }
            None
        }
        SourceOpcode::Bconst => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 4 != 0 {
                return Some(RuleId(1));
            }
            None
        }
        SourceOpcode::GlobalAddr => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 8 != 0 {
                return Some(RuleId(3));
            }
            None
        }
        SourceOpcode::Iadd => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(4));
            }
            if true {
                return Some(RuleId(5));
            }
            None
        }
        SourceOpcode::Isub => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(6));
            }
            if true {
                return Some(RuleId(7));
            }
            None
        }
        SourceOpcode::Imul => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| {
                    (-9223372036854775808..=9223372036854775807).contains(&i128::from(v))
                })
            {
                return Some(RuleId(8));
            }
            if cx
                .operand_constant(inst, 0)
                .is_some_and(|v| {
                    (-9223372036854775808..=9223372036854775807).contains(&i128::from(v))
                })
            {
                return Some(RuleId(9));
            }
            if true {
                return Some(RuleId(10));
            }
            None
        }
        SourceOpcode::Idiv => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| {
                    (-9223372036854775808..=9223372036854775807).contains(&i128::from(v))
                })
            {
                return Some(RuleId(11));
            }
            if true {
                return Some(RuleId(12));
            }
            None
        }
        SourceOpcode::Imod => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| {
                    (-9223372036854775808..=9223372036854775807).contains(&i128::from(v))
                })
            {
                return Some(RuleId(13));
            }
            if true {
                return Some(RuleId(14));
            }
            None
        }
        SourceOpcode::Fadd => {
            if true {
                return Some(RuleId(16));
            }
            None
        }
        SourceOpcode::Fsub => {
            if true {
                return Some(RuleId(17));
            }
            None
        }
        SourceOpcode::Fmul => {
            if true {
                return Some(RuleId(18));
            }
            None
        }
        SourceOpcode::Fdiv => {
            if true {
                return Some(RuleId(19));
            }
            None
        }
        SourceOpcode::Ineg => {
            if true {
                return Some(RuleId(15));
            }
            None
        }
        SourceOpcode::Fneg => {
            if true {
                return Some(RuleId(20));
            }
            None
        }
        SourceOpcode::IcmpEq => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(21));
            }
            if true {
                return Some(RuleId(22));
            }
            None
        }
        SourceOpcode::IcmpNe => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(23));
            }
            if true {
                return Some(RuleId(24));
            }
            None
        }
        SourceOpcode::IcmpGt => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(25));
            }
            if true {
                return Some(RuleId(26));
            }
            None
        }
        SourceOpcode::IcmpGe => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(27));
            }
            if true {
                return Some(RuleId(28));
            }
            None
        }
        SourceOpcode::IcmpLt => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(29));
            }
            if true {
                return Some(RuleId(30));
            }
            None
        }
        SourceOpcode::IcmpLe => {
            if cx
                .operand_constant(inst, 1)
                .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(31));
            }
            if true {
                return Some(RuleId(32));
            }
            None
        }
        SourceOpcode::FcmpEq => {
            if true {
                return Some(RuleId(33));
            }
            None
        }
        SourceOpcode::FcmpNe => {
            if true {
                return Some(RuleId(34));
            }
            None
        }
        SourceOpcode::FcmpGt => {
            if true {
                return Some(RuleId(35));
            }
            None
        }
        SourceOpcode::FcmpGe => {
            if true {
                return Some(RuleId(36));
            }
            None
        }
        SourceOpcode::FcmpLt => {
            if true {
                return Some(RuleId(37));
            }
            None
        }
        SourceOpcode::FcmpLe => {
            if true {
                return Some(RuleId(38));
            }
            None
        }
        SourceOpcode::Ftoi => {
            if true {
                return Some(RuleId(40));
            }
            None
        }
        SourceOpcode::Itof => {
            if true {
                return Some(RuleId(39));
            }
            None
        }
        SourceOpcode::Btoi => {
            if true {
                return Some(RuleId(41));
            }
            None
        }
        SourceOpcode::Calloc => {
            if true {
                return Some(RuleId(42));
            }
            None
        }
        SourceOpcode::Load => {
            if cx.absorbable(inst, 0, SourceOpcode::Gep) {
                return Some(RuleId(44));
            }
            if true {
                return Some(RuleId(45));
            }
            None
        }
        SourceOpcode::Store => {
            if cx.absorbable(inst, 0, SourceOpcode::Gep) {
                return Some(RuleId(46));
            }
            if true {
                return Some(RuleId(47));
            }
            None
        }
        SourceOpcode::Gep => {
            if true {
                return Some(RuleId(43));
            }
            None
        }
        SourceOpcode::Call => {
            if true {
                return Some(RuleId(48));
            }
            None
        }
        SourceOpcode::CallVoid => {
            if true {
                return Some(RuleId(49));
            }
            None
        }
        SourceOpcode::Br => {
            if true {
                return Some(RuleId(50));
            }
            None
        }
        SourceOpcode::Brcond => {
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 1 != 0
                && cx.absorbable(inst, 0, SourceOpcode::IcmpEq)
            {
                return Some(RuleId(51));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 1 != 0
                && cx.absorbable(inst, 0, SourceOpcode::IcmpNe)
            {
                return Some(RuleId(52));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 1 != 0
                && cx.absorbable(inst, 0, SourceOpcode::IcmpGt)
            {
                return Some(RuleId(53));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 1 != 0
                && cx.absorbable(inst, 0, SourceOpcode::IcmpGe)
            {
                return Some(RuleId(54));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 1 != 0
                && cx.absorbable(inst, 0, SourceOpcode::IcmpLt)
            {
                return Some(RuleId(55));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 1 != 0
                && cx.absorbable(inst, 0, SourceOpcode::IcmpLe)
            {
                return Some(RuleId(56));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 2 != 0
                && cx.absorbable(inst, 0, SourceOpcode::FcmpEq)
            {
                return Some(RuleId(57));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 2 != 0
                && cx.absorbable(inst, 0, SourceOpcode::FcmpNe)
            {
                return Some(RuleId(58));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 2 != 0
                && cx.absorbable(inst, 0, SourceOpcode::FcmpGt)
            {
                return Some(RuleId(59));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 2 != 0
                && cx.absorbable(inst, 0, SourceOpcode::FcmpGe)
            {
                return Some(RuleId(60));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 2 != 0
                && cx.absorbable(inst, 0, SourceOpcode::FcmpLt)
            {
                return Some(RuleId(61));
            }
            if cx.operand_of_type(inst, 0, 0).map_or(0, type_bit) & 2 != 0
                && cx.absorbable(inst, 0, SourceOpcode::FcmpLe)
            {
                return Some(RuleId(62));
            }
            if true {
                return Some(RuleId(63));
            }
            None
        }
        SourceOpcode::Ret => {
            let t = cx.operand_type(inst, 0).map_or(0, type_bit);
            if t & 1 != 0 {
                return Some(RuleId(64));
            }
            if t & 2 != 0 {
                return Some(RuleId(65));
            }
            if true {
                return Some(RuleId(66));
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
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.imm(inst, 0).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let out = cx.builder().iconst(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        2 => custom.lower_fconst(cx, inst),
        3 => {
            let a0_0 = cx.imm(inst, 0).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let out = cx.builder().global_addr(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        4 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_1 = cx.fit(inst, a0_1)?;
            let out = cx.builder().iadd_imm(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        5 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().iadd(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        6 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_1 = cx.fit(inst, a0_1)?;
            let out = cx.builder().isub_imm(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        7 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().isub(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        8 => custom.lower_imul_const(cx, inst),
        9 => custom.lower_imul_const(cx, inst),
        10 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().imul(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        11 => custom.lower_idiv_const(cx, inst),
        12 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().sdiv(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        13 => custom.lower_imod_const(cx, inst),
        14 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().sdiv(a0_0, a0_1);
            let a1_1 = cx.operand_value(inst, 1)?;
            let a1_2 = cx.operand_value(inst, 0)?;
            let out = cx.builder().msub(t0, a1_1, a1_2);
            cx.define(inst, out);
            Ok(())
        }
        15 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().ineg(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        16 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fadd(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        17 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fsub(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        18 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fmul(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        19 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fdiv(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        20 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().fneg(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        21 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_2 = cx.fit(inst, a0_2)?;
            let out = cx.builder().icmp_imm(imm::Cond::Eq, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        22 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().icmp(imm::Cond::Eq, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        23 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_2 = cx.fit(inst, a0_2)?;
            let out = cx.builder().icmp_imm(imm::Cond::Ne, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        24 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().icmp(imm::Cond::Ne, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        25 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_2 = cx.fit(inst, a0_2)?;
            let out = cx.builder().icmp_imm(imm::Cond::Gt, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        26 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().icmp(imm::Cond::Gt, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        27 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_2 = cx.fit(inst, a0_2)?;
            let out = cx.builder().icmp_imm(imm::Cond::Ge, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        28 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().icmp(imm::Cond::Ge, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        29 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_2 = cx.fit(inst, a0_2)?;
            let out = cx.builder().icmp_imm(imm::Cond::Lt, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        30 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().icmp(imm::Cond::Lt, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        31 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_constant(inst, 1).unwrap_or_default();
            let a0_2 = cx.fit(inst, a0_2)?;
            let out = cx.builder().icmp_imm(imm::Cond::Le, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        32 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().icmp(imm::Cond::Le, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        33 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fcmp(imm::Cond::Eq, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        34 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fcmp(imm::Cond::Ne, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        35 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fcmp(imm::Cond::Gt, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        36 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fcmp(imm::Cond::Ge, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        37 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fcmp(imm::Cond::Mi, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        38 => {
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fcmp(imm::Cond::Ls, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        39 => {
            let Some(own) = Some(Type::F32) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().scvt_from_i32(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        40 => {
            let Some(own) = Some(Type::I32) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().fcvtzs_from_f32(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        41 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().copy(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        42 => custom.lower_calloc(cx, inst),
        43 => custom.lower_gep(cx, inst),
        44 => custom.lower_load_gep(cx, inst),
        45 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.fit(inst, 0)?;
            let out = cx.builder().load(a0_0, a0_1, own);
            cx.define(inst, out);
            Ok(())
        }
        46 => custom.lower_store_gep(cx, inst),
        47 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let a0_1 = cx.operand_value(inst, 0)?;
            let a0_2 = cx.fit(inst, 0)?;
            let _ = cx.builder().store(a0_0, a0_1, a0_2);
            Ok(())
        }
        48 => custom.lower_call(cx, inst),
        49 => custom.lower_call_void(cx, inst),
        50 => {
            let (b0_0, a0_0) = cx.target(inst, 0)?;
            let _ = cx.builder().jump((b0_0, &a0_0));
            Ok(())
        }
        51 => custom.lower_br_icmp(cx, inst),
        52 => custom.lower_br_icmp(cx, inst),
        53 => custom.lower_br_icmp(cx, inst),
        54 => custom.lower_br_icmp(cx, inst),
        55 => custom.lower_br_icmp(cx, inst),
        56 => custom.lower_br_icmp(cx, inst),
        57 => {
            let a0_1 = cx.operand_of_value(inst, 0, 0)?;
            let a0_2 = cx.operand_of_value(inst, 0, 1)?;
            let (b0_3, a0_3) = cx.target(inst, 1)?;
            let (b0_4, a0_4) = cx.target(inst, 2)?;
            let _ = cx
                .builder()
                .br_fcmp(imm::Cond::Eq, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        58 => {
            let a0_1 = cx.operand_of_value(inst, 0, 0)?;
            let a0_2 = cx.operand_of_value(inst, 0, 1)?;
            let (b0_3, a0_3) = cx.target(inst, 1)?;
            let (b0_4, a0_4) = cx.target(inst, 2)?;
            let _ = cx
                .builder()
                .br_fcmp(imm::Cond::Ne, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        59 => {
            let a0_1 = cx.operand_of_value(inst, 0, 0)?;
            let a0_2 = cx.operand_of_value(inst, 0, 1)?;
            let (b0_3, a0_3) = cx.target(inst, 1)?;
            let (b0_4, a0_4) = cx.target(inst, 2)?;
            let _ = cx
                .builder()
                .br_fcmp(imm::Cond::Gt, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        60 => {
            let a0_1 = cx.operand_of_value(inst, 0, 0)?;
            let a0_2 = cx.operand_of_value(inst, 0, 1)?;
            let (b0_3, a0_3) = cx.target(inst, 1)?;
            let (b0_4, a0_4) = cx.target(inst, 2)?;
            let _ = cx
                .builder()
                .br_fcmp(imm::Cond::Ge, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        61 => {
            let a0_1 = cx.operand_of_value(inst, 0, 0)?;
            let a0_2 = cx.operand_of_value(inst, 0, 1)?;
            let (b0_3, a0_3) = cx.target(inst, 1)?;
            let (b0_4, a0_4) = cx.target(inst, 2)?;
            let _ = cx
                .builder()
                .br_fcmp(imm::Cond::Mi, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        62 => {
            let a0_1 = cx.operand_of_value(inst, 0, 0)?;
            let a0_2 = cx.operand_of_value(inst, 0, 1)?;
            let (b0_3, a0_3) = cx.target(inst, 1)?;
            let (b0_4, a0_4) = cx.target(inst, 2)?;
            let _ = cx
                .builder()
                .br_fcmp(imm::Cond::Ls, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        63 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let (b0_1, a0_1) = cx.target(inst, 1)?;
            let (b0_2, a0_2) = cx.target(inst, 2)?;
            let _ = cx.builder().brif(a0_0, (b0_1, &a0_1), (b0_2, &a0_2));
            Ok(())
        }
        64 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let _ = cx.builder().ret(a0_0);
            Ok(())
        }
        65 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let _ = cx.builder().fret(a0_0);
            Ok(())
        }
        66 => {
            let _ = cx.builder().ret_void();
            Ok(())
        }
        _ => Ok(()),
    }
}
/// The rules of `lower_sysy_arm64` lowering `sysy.yaml` into `lir-arm64.yaml`, for [`::opforge_cfg::lower::lower`]; `custom` holds the hand-written rules.
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
