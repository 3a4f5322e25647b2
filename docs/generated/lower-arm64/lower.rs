// generated from spec/lower-arm64.yaml; do not edit

use ir_core::opcode::{MachineType, Opcode};
use crate::lir::{InstBuilder, Type, imm};
/// A rule of the table, by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleId(pub u16);
/// What the driver needs to know about a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleInfo {
    /// The gate it lowers.
    pub gate: &'static str,
    /// Where it is written, `file:line:col`.
    pub at: &'static str,
    /// The data inputs it absorbs (gates it lowers together with its own).
    pub absorbs: &'static [usize],
    /// The data inputs it reads as immediates (constants it does not materialize).
    pub immediates: &'static [usize],
}
/// Every rule, by number.
pub static RULES: [RuleInfo; 133] = [
    RuleInfo {
        gate: "ARG",
        at: "spec/lower-arm64.yaml:31:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "CONSTANT",
        at: "spec/lower-arm64.yaml:32:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ALLOCA",
        at: "spec/lower-arm64.yaml:33:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-arm64.yaml:38:13",
        absorbs: &[],
        immediates: &[1],
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-arm64.yaml:39:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-arm64.yaml:40:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-arm64.yaml:41:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-arm64.yaml:42:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-arm64.yaml:43:13",
        absorbs: &[],
        immediates: &[1],
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-arm64.yaml:44:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-arm64.yaml:45:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-arm64.yaml:46:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-arm64.yaml:47:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-arm64.yaml:48:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-arm64.yaml:49:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-arm64.yaml:50:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-arm64.yaml:51:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "EXP",
        at: "spec/lower-arm64.yaml:52:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-arm64.yaml:55:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-arm64.yaml:56:11",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-arm64.yaml:60:11",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-arm64.yaml:64:11",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-arm64.yaml:68:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-arm64.yaml:69:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-arm64.yaml:70:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-arm64.yaml:71:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "UDIV",
        at: "spec/lower-arm64.yaml:72:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "UDIV",
        at: "spec/lower-arm64.yaml:73:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "UREM",
        at: "spec/lower-arm64.yaml:74:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "UREM",
        at: "spec/lower-arm64.yaml:75:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "AND",
        at: "spec/lower-arm64.yaml:76:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "OR",
        at: "spec/lower-arm64.yaml:77:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "XOR",
        at: "spec/lower-arm64.yaml:78:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-arm64.yaml:81:13",
        absorbs: &[],
        immediates: &[1],
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-arm64.yaml:82:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-arm64.yaml:83:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-arm64.yaml:84:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-arm64.yaml:85:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-arm64.yaml:86:13",
        absorbs: &[],
        immediates: &[1],
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-arm64.yaml:87:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-arm64.yaml:88:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-arm64.yaml:89:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-arm64.yaml:90:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-arm64.yaml:91:13",
        absorbs: &[],
        immediates: &[1],
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-arm64.yaml:92:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-arm64.yaml:93:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-arm64.yaml:94:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-arm64.yaml:95:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FNEG",
        at: "spec/lower-arm64.yaml:100:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FADD",
        at: "spec/lower-arm64.yaml:101:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FSUB",
        at: "spec/lower-arm64.yaml:102:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FMUL",
        at: "spec/lower-arm64.yaml:103:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FDIV",
        at: "spec/lower-arm64.yaml:104:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-arm64.yaml:111:13",
        absorbs: &[],
        immediates: &[1],
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-arm64.yaml:112:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-arm64.yaml:113:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-arm64.yaml:114:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-arm64.yaml:115:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-arm64.yaml:116:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-arm64.yaml:117:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-arm64.yaml:118:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-arm64.yaml:119:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-arm64.yaml:120:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-arm64.yaml:121:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:126:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:127:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:128:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:129:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:130:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:131:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:132:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-arm64.yaml:133:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-arm64.yaml:134:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-arm64.yaml:135:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-arm64.yaml:136:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:137:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:138:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:139:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:140:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:141:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:142:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:143:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:144:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:145:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:146:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:147:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:148:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:149:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-arm64.yaml:150:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-arm64.yaml:151:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-arm64.yaml:152:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-arm64.yaml:153:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-arm64.yaml:154:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-arm64.yaml:155:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "UITOFP",
        at: "spec/lower-arm64.yaml:156:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "UITOFP",
        at: "spec/lower-arm64.yaml:157:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-arm64.yaml:158:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-arm64.yaml:159:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-arm64.yaml:160:11",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-arm64.yaml:165:11",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-arm64.yaml:170:11",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-arm64.yaml:175:11",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-arm64.yaml:180:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-arm64.yaml:181:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-arm64.yaml:182:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-arm64.yaml:183:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-arm64.yaml:184:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-arm64.yaml:185:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-arm64.yaml:186:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-arm64.yaml:187:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-arm64.yaml:188:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-arm64.yaml:189:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-arm64.yaml:190:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-arm64.yaml:191:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-arm64.yaml:196:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-arm64.yaml:197:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-arm64.yaml:198:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-arm64.yaml:199:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "STORE",
        at: "spec/lower-arm64.yaml:200:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "STORE",
        at: "spec/lower-arm64.yaml:201:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "STORE",
        at: "spec/lower-arm64.yaml:202:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-arm64.yaml:207:13",
        absorbs: &[],
        immediates: &[0],
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-arm64.yaml:208:13",
        absorbs: &[],
        immediates: &[0],
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-arm64.yaml:209:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-arm64.yaml:210:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-arm64.yaml:215:13",
        absorbs: &[0],
        immediates: &[],
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-arm64.yaml:216:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "SWITCH_BRANCH",
        at: "spec/lower-arm64.yaml:217:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "THROW",
        at: "spec/lower-arm64.yaml:218:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "THROW",
        at: "spec/lower-arm64.yaml:219:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "THROW",
        at: "spec/lower-arm64.yaml:220:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "RETURN",
        at: "spec/lower-arm64.yaml:221:13",
        absorbs: &[],
        immediates: &[],
    },
    RuleInfo {
        gate: "RETURN",
        at: "spec/lower-arm64.yaml:222:13",
        absorbs: &[],
        immediates: &[],
    },
];
/// What the generated matcher needs from the compiler lowering `circuit.yaml` gates into `lir-arm64.yaml` instructions: reading gates, the values of lowered gates, and the target's builder.
pub trait Driver {
    /// A gate of the source.
    type Gate: Copy;
    /// The target's builder.
    type Builder: InstBuilder;
    /// Why lowering failed.
    type Error;
    /// The gate's opcode.
    fn opcode(&self, gate: Self::Gate) -> Opcode;
    /// The gate's machine type.
    fn machine_type(&self, gate: Self::Gate) -> MachineType;
    /// The gate's bitfield.
    fn bitfield(&self, gate: Self::Gate) -> u64;
    /// Data input `n` of the gate.
    fn input(&self, gate: Self::Gate, n: usize) -> Self::Gate;
    /// The number of data inputs of the gate.
    fn input_count(&self, gate: Self::Gate) -> usize;
    /// The value of a constant gate, its bits zero-extended from its type's width; `None`
    /// for any other gate.
    fn constant(&self, gate: Self::Gate) -> Option<i64>;
    /// Whether `input` may be absorbed into `user`'s rule: `user` is its only use left
    /// and both are placed in one block.
    fn absorbable(&self, input: Self::Gate, user: Self::Gate) -> bool;
    /// The target value of a lowered gate.
    fn value(&mut self, gate: Self::Gate) -> Result<::opforge_cfg::Value, Self::Error>;
    /// Records the target value of a gate.
    fn define(&mut self, gate: Self::Gate, value: ::opforge_cfg::Value);
    /// The builder, positioned where the gate's instructions go.
    fn builder(&mut self) -> &mut Self::Builder;
    /// Target `which` (0: then, 1: else) of a branch gate.
    fn target(&self, gate: Self::Gate, which: usize) -> ::opforge_cfg::Block;
    /// The error for a bitfield the table's condition map leaves out.
    fn unmapped(&self, gate: Self::Gate, bitfield: u64) -> Self::Error;
    /// The error for a gate whose type the table does not map.
    fn untyped(&self, gate: Self::Gate) -> Self::Error;
}
/// The hand-written rules of `lower_arm64`: one method per `custom:` rule.
pub trait Custom: Driver {
    /// Lowers a `ARG` gate (the rule at spec/lower-arm64.yaml:31:13).
    fn lower_arg(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `CONSTANT` gate (the rule at spec/lower-arm64.yaml:32:13).
    fn lower_constant(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `ALLOCA` gate (the rule at spec/lower-arm64.yaml:33:13).
    fn lower_alloca(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `EXP` gate (the rule at spec/lower-arm64.yaml:52:13).
    fn lower_exp(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `BITCAST` gate (the rule at spec/lower-arm64.yaml:191:13).
    fn same_width_copy(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `SWITCH_BRANCH` gate (the rule at spec/lower-arm64.yaml:217:13).
    fn lower_switch(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
}
/// The bit of a source type in the table's type masks (0 for a type it does not map).
pub fn type_bit(t: MachineType) -> u64 {
    #[allow(unreachable_patterns)]
    match t {
        MachineType::I1 => 1,
        MachineType::I8 => 2,
        MachineType::I16 => 4,
        MachineType::I32 => 8,
        MachineType::I64 => 16,
        MachineType::Arch => 32,
        MachineType::F32 => 64,
        MachineType::F64 => 128,
        _ => 0,
    }
}
/// The target type holding values of a source type.
pub fn target_type(t: MachineType) -> Option<Type> {
    #[allow(unreachable_patterns)]
    match t {
        MachineType::I1 => Some(Type::I32),
        MachineType::I8 => Some(Type::I32),
        MachineType::I16 => Some(Type::I32),
        MachineType::I32 => Some(Type::I32),
        MachineType::I64 => Some(Type::I64),
        MachineType::Arch => Some(Type::I64),
        MachineType::F32 => Some(Type::F32),
        MachineType::F64 => Some(Type::F64),
        _ => None,
    }
}
/// The `cond` case of a `IcmpCond` bitfield.
fn cond_0(bitfield: u64) -> Option<imm::Cond> {
    match bitfield {
        1 => Some(imm::Cond::Eq),
        6 => Some(imm::Cond::Ne),
        2 => Some(imm::Cond::Hi),
        3 => Some(imm::Cond::Hs),
        4 => Some(imm::Cond::Lo),
        5 => Some(imm::Cond::Ls),
        10 => Some(imm::Cond::Gt),
        11 => Some(imm::Cond::Ge),
        12 => Some(imm::Cond::Lt),
        13 => Some(imm::Cond::Le),
        _ => None,
    }
}
/// The `cond` case of a `FcmpCond` bitfield.
fn cond_1(bitfield: u64) -> Option<imm::Cond> {
    match bitfield {
        1 => Some(imm::Cond::Eq),
        2 => Some(imm::Cond::Gt),
        3 => Some(imm::Cond::Ge),
        4 => Some(imm::Cond::Mi),
        5 => Some(imm::Cond::Ls),
        14 => Some(imm::Cond::Ne),
        8 => Some(imm::Cond::Vs),
        7 => Some(imm::Cond::Vc),
        10 => Some(imm::Cond::Hi),
        11 => Some(imm::Cond::Pl),
        12 => Some(imm::Cond::Lt),
        13 => Some(imm::Cond::Le),
        _ => None,
    }
}
/// Why the table does not lower gates of this opcode, when it marks them unsupported.
pub fn unsupported(op: Opcode) -> Option<&'static str> {
    #[allow(unreachable_patterns)]
    match op {
        Opcode::Fexp => Some("powers of floats need a libm call (pow)"),
        Opcode::Fmod => Some("float remainders need a libm call (fmod)"),
        _ => None,
    }
}
/// The rule that lowers `gate`: the first of its opcode's rules, in priority order,
/// whose types, bitfield and input patterns hold; `None` when none does.
pub fn select<D: Driver>(d: &D, gate: D::Gate) -> Option<RuleId> {
    #[allow(unreachable_patterns)]
    match d.opcode(gate) {
        Opcode::Return => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 63 != 0 {
                return Some(RuleId(131));
            }
            if t & 192 != 0 {
                return Some(RuleId(132));
            }
            None
        }
        Opcode::Throw => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 63 != 0 {
                return Some(RuleId(128));
            }
            if t & 64 != 0 {
                return Some(RuleId(129));
            }
            if t & 128 != 0 {
                return Some(RuleId(130));
            }
            None
        }
        Opcode::IfBranch => {
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 56 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
            {
                return Some(RuleId(125));
            }
            if true {
                return Some(RuleId(126));
            }
            None
        }
        Opcode::SwitchBranch => {
            if true {
                return Some(RuleId(127));
            }
            None
        }
        Opcode::Call => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0
                && d
                    .constant(d.input(gate, 0))
                    .is_some_and(|v| (0..=4294967295).contains(&i128::from(v)))
            {
                return Some(RuleId(121));
            }
            if t & 192 != 0
                && d
                    .constant(d.input(gate, 0))
                    .is_some_and(|v| (0..=4294967295).contains(&i128::from(v)))
            {
                return Some(RuleId(122));
            }
            if t & 63 != 0 {
                return Some(RuleId(123));
            }
            if t & 192 != 0 {
                return Some(RuleId(124));
            }
            None
        }
        Opcode::Fneg => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(48));
            }
            None
        }
        Opcode::Add => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(3));
            }
            if t & 56 != 0 {
                return Some(RuleId(4));
            }
            if t & 2 != 0 {
                return Some(RuleId(5));
            }
            if t & 4 != 0 {
                return Some(RuleId(6));
            }
            if t & 1 != 0 {
                return Some(RuleId(7));
            }
            None
        }
        Opcode::Sub => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(8));
            }
            if t & 56 != 0 {
                return Some(RuleId(9));
            }
            if t & 2 != 0 {
                return Some(RuleId(10));
            }
            if t & 4 != 0 {
                return Some(RuleId(11));
            }
            if t & 1 != 0 {
                return Some(RuleId(12));
            }
            None
        }
        Opcode::Mul => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 {
                return Some(RuleId(13));
            }
            if t & 2 != 0 {
                return Some(RuleId(14));
            }
            if t & 4 != 0 {
                return Some(RuleId(15));
            }
            if t & 1 != 0 {
                return Some(RuleId(16));
            }
            None
        }
        Opcode::Exp => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(17));
            }
            None
        }
        Opcode::Sdiv => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 {
                return Some(RuleId(18));
            }
            if t & 2 != 0 {
                return Some(RuleId(19));
            }
            if t & 4 != 0 {
                return Some(RuleId(20));
            }
            if t & 1 != 0 {
                return Some(RuleId(21));
            }
            None
        }
        Opcode::Srem => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 {
                return Some(RuleId(22));
            }
            if t & 2 != 0 {
                return Some(RuleId(23));
            }
            if t & 4 != 0 {
                return Some(RuleId(24));
            }
            if t & 1 != 0 {
                return Some(RuleId(25));
            }
            None
        }
        Opcode::Udiv => {
            let t = type_bit(d.machine_type(gate));
            if t & 62 != 0 {
                return Some(RuleId(26));
            }
            if t & 1 != 0 {
                return Some(RuleId(27));
            }
            None
        }
        Opcode::Urem => {
            let t = type_bit(d.machine_type(gate));
            if t & 62 != 0 {
                return Some(RuleId(28));
            }
            if t & 1 != 0 {
                return Some(RuleId(29));
            }
            None
        }
        Opcode::And => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(30));
            }
            None
        }
        Opcode::Xor => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(32));
            }
            None
        }
        Opcode::Or => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(31));
            }
            None
        }
        Opcode::Shl => {
            let t = type_bit(d.machine_type(gate));
            if t & 48 != 0
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (0..=63).contains(&i128::from(v)))
            {
                return Some(RuleId(33));
            }
            if t & 56 != 0 {
                return Some(RuleId(34));
            }
            if t & 2 != 0 {
                return Some(RuleId(35));
            }
            if t & 4 != 0 {
                return Some(RuleId(36));
            }
            if t & 1 != 0 {
                return Some(RuleId(37));
            }
            None
        }
        Opcode::Lshr => {
            let t = type_bit(d.machine_type(gate));
            if t & 48 != 0
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (0..=63).contains(&i128::from(v)))
            {
                return Some(RuleId(38));
            }
            if t & 56 != 0 {
                return Some(RuleId(39));
            }
            if t & 2 != 0 {
                return Some(RuleId(40));
            }
            if t & 4 != 0 {
                return Some(RuleId(41));
            }
            if t & 1 != 0 {
                return Some(RuleId(42));
            }
            None
        }
        Opcode::Ashr => {
            let t = type_bit(d.machine_type(gate));
            if t & 48 != 0
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (0..=63).contains(&i128::from(v)))
            {
                return Some(RuleId(43));
            }
            if t & 56 != 0 {
                return Some(RuleId(44));
            }
            if t & 2 != 0 {
                return Some(RuleId(45));
            }
            if t & 4 != 0 {
                return Some(RuleId(46));
            }
            if t & 1 != 0 {
                return Some(RuleId(47));
            }
            None
        }
        Opcode::Fadd => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(49));
            }
            None
        }
        Opcode::Fsub => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(50));
            }
            None
        }
        Opcode::Fmul => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(51));
            }
            None
        }
        Opcode::Fdiv => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(52));
            }
            None
        }
        Opcode::Icmp => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 56 != 0
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (0..=4095).contains(&i128::from(v)))
            {
                return Some(RuleId(53));
            }
            if t & 56 != 0 {
                return Some(RuleId(54));
            }
            if t & 7 != 0 && matches!(d.bitfield(gate), 1 | 6 | 2 | 3 | 4 | 5) {
                return Some(RuleId(55));
            }
            if t & 2 != 0 && matches!(d.bitfield(gate), 10 | 11 | 12 | 13) {
                return Some(RuleId(56));
            }
            if t & 4 != 0 && matches!(d.bitfield(gate), 10 | 11 | 12 | 13) {
                return Some(RuleId(57));
            }
            if t & 1 != 0 && matches!(d.bitfield(gate), 10 | 11 | 12 | 13) {
                return Some(RuleId(58));
            }
            None
        }
        Opcode::Fcmp => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 192 != 0
                && matches!(
                    d.bitfield(gate), 1 | 2 | 3 | 4 | 5 | 14 | 8 | 7 | 10 | 11 | 12 | 13
                )
            {
                return Some(RuleId(59));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 6) {
                return Some(RuleId(60));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 9) {
                return Some(RuleId(61));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 0) {
                return Some(RuleId(62));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 15) {
                return Some(RuleId(63));
            }
            None
        }
        Opcode::Trunc => {
            let t = type_bit(d.machine_type(gate));
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(64));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(65));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(66));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 12 != 0 {
                return Some(RuleId(67));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(68));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 14 != 0 {
                return Some(RuleId(69));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(70));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(71));
            }
            None
        }
        Opcode::Zext => {
            let t = type_bit(d.machine_type(gate));
            if t & 14 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 15 != 0 {
                return Some(RuleId(72));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 15 != 0 {
                return Some(RuleId(73));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(74));
            }
            None
        }
        Opcode::Sext => {
            let t = type_bit(d.machine_type(gate));
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(75));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(76));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(77));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(78));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(79));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(80));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(81));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(82));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(83));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(84));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(85));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(86));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(87));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(88));
            }
            None
        }
        Opcode::Sitofp => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(89));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(90));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(91));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(92));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(93));
            }
            None
        }
        Opcode::Uitofp => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 15 != 0 {
                return Some(RuleId(94));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(95));
            }
            None
        }
        Opcode::Fptosi => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(96));
            }
            if t & 56 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(97));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(98));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(99));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(100));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(101));
            }
            None
        }
        Opcode::Fptoui => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(102));
            }
            if t & 56 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(103));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(104));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(105));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(106));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(107));
            }
            None
        }
        Opcode::Bitcast => {
            let t = type_bit(d.machine_type(gate));
            if t & 64 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(108));
            }
            if t & 128 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(109));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(110));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(111));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(112));
            }
            if t & 207 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 207 != 0 {
                return Some(RuleId(113));
            }
            None
        }
        Opcode::Load => {
            let t = type_bit(d.machine_type(gate));
            if t & 248 != 0 {
                return Some(RuleId(114));
            }
            if t & 4 != 0 {
                return Some(RuleId(115));
            }
            if t & 2 != 0 {
                return Some(RuleId(116));
            }
            if t & 1 != 0 {
                return Some(RuleId(117));
            }
            None
        }
        Opcode::Store => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 248 != 0 {
                return Some(RuleId(118));
            }
            if t & 4 != 0 {
                return Some(RuleId(119));
            }
            if t & 3 != 0 {
                return Some(RuleId(120));
            }
            None
        }
        Opcode::Alloca => {
            if true {
                return Some(RuleId(2));
            }
            None
        }
        Opcode::Arg => {
            if true {
                return Some(RuleId(0));
            }
            None
        }
        Opcode::Constant => {
            if true {
                return Some(RuleId(1));
            }
            None
        }
        _ => None,
    }
}
/// Builds the target instructions of `rule` for `gate` (a rule [`select`] chose).
#[allow(unused_variables)]
pub fn emit<D: Custom>(d: &mut D, gate: D::Gate, rule: RuleId) -> Result<(), D::Error> {
    match rule.0 {
        0 => <D as Custom>::lower_arg(d, gate),
        1 => <D as Custom>::lower_constant(d, gate),
        2 => <D as Custom>::lower_alloca(d, gate),
        3 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let out = d.builder().iadd_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        4 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().iadd(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        5 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().iadd(a0_0, a0_1);
            let out = d.builder().uextend8(t0, own);
            d.define(gate, out);
            Ok(())
        }
        6 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().iadd(a0_0, a0_1);
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        7 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().bxor(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        8 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let out = d.builder().isub_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        9 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().isub(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        10 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().isub(a0_0, a0_1);
            let out = d.builder().uextend8(t0, own);
            d.define(gate, out);
            Ok(())
        }
        11 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().isub(a0_0, a0_1);
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        12 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().bxor(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        13 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().imul(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        14 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().imul(a0_0, a0_1);
            let out = d.builder().uextend8(t0, own);
            d.define(gate, out);
            Ok(())
        }
        15 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().imul(a0_0, a0_1);
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        16 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().band(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        17 => <D as Custom>::lower_exp(d, gate),
        18 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trap_sdiv_overflow(a1_0, a1_1);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a2_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().sdiv(a2_0, a2_1);
            d.define(gate, out);
            Ok(())
        }
        19 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let _ = d.builder().trapz(t1, 1);
            let t2 = d.builder().sdiv(t0, t1);
            let t3 = d.builder().sextend8(t2, Type::I32);
            let t4 = d.builder().icmp(imm::Cond::Eq, t3, t2);
            let _ = d.builder().trapz(t4, 2);
            let out = d.builder().uextend8(t2, own);
            d.define(gate, out);
            Ok(())
        }
        20 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let _ = d.builder().trapz(t1, 1);
            let t2 = d.builder().sdiv(t0, t1);
            let t3 = d.builder().sextend16(t2, Type::I32);
            let t4 = d.builder().icmp(imm::Cond::Eq, t3, t2);
            let _ = d.builder().trapz(t4, 2);
            let out = d.builder().uextend16(t2, own);
            d.define(gate, out);
            Ok(())
        }
        21 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let t0 = d.builder().iconst(1, Type::I32);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().bxor(a2_0, t0);
            let _ = d.builder().trapz(t1, 2);
            let a4_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a4_0);
            d.define(gate, out);
            Ok(())
        }
        22 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().sdiv(a1_0, a1_1);
            let a2_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a2_2 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().msub(t0, a2_1, a2_2);
            d.define(gate, out);
            Ok(())
        }
        23 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let _ = d.builder().trapz(t1, 1);
            let t2 = d.builder().sdiv(t0, t1);
            let t3 = d.builder().msub(t2, t1, t0);
            let out = d.builder().uextend8(t3, own);
            d.define(gate, out);
            Ok(())
        }
        24 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let _ = d.builder().trapz(t1, 1);
            let t2 = d.builder().sdiv(t0, t1);
            let t3 = d.builder().msub(t2, t1, t0);
            let out = d.builder().uextend16(t3, own);
            d.define(gate, out);
            Ok(())
        }
        25 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let out = d.builder().iconst(0, own);
            d.define(gate, out);
            Ok(())
        }
        26 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().udiv(a1_0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        27 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a1_0);
            d.define(gate, out);
            Ok(())
        }
        28 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().udiv(a1_0, a1_1);
            let a2_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a2_2 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().msub(t0, a2_1, a2_2);
            d.define(gate, out);
            Ok(())
        }
        29 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().trapz(a0_0, 1);
            let out = d.builder().iconst(0, own);
            d.define(gate, out);
            Ok(())
        }
        30 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().band(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        31 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().bor(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        32 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().bxor(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        33 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let out = d.builder().ishl_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        34 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().ishl(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        35 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let t0 = d.builder().iconst(7, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().band(a1_0, t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t2 = d.builder().ishl(a2_0, t1);
            let out = d.builder().uextend8(t2, own);
            d.define(gate, out);
            Ok(())
        }
        36 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let t0 = d.builder().iconst(15, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().band(a1_0, t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t2 = d.builder().ishl(a2_0, t1);
            let out = d.builder().uextend16(t2, own);
            d.define(gate, out);
            Ok(())
        }
        37 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        38 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let out = d.builder().ushr_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        39 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().ushr(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        40 => {
            let t0 = d.builder().iconst(7, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().band(a1_0, t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ushr(a2_0, t1);
            d.define(gate, out);
            Ok(())
        }
        41 => {
            let t0 = d.builder().iconst(15, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().band(a1_0, t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ushr(a2_0, t1);
            d.define(gate, out);
            Ok(())
        }
        42 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        43 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let out = d.builder().sshr_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        44 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().sshr(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        45 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let t0 = d.builder().iconst(7, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().band(a1_0, t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t2 = d.builder().sextend8(a2_0, Type::I32);
            let t3 = d.builder().sshr(t2, t1);
            let out = d.builder().uextend8(t3, own);
            d.define(gate, out);
            Ok(())
        }
        46 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let t0 = d.builder().iconst(15, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().band(a1_0, t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t2 = d.builder().sextend16(a2_0, Type::I32);
            let t3 = d.builder().sshr(t2, t1);
            let out = d.builder().uextend16(t3, own);
            d.define(gate, out);
            Ok(())
        }
        47 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        48 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().fneg(a0_0);
            d.define(gate, out);
            Ok(())
        }
        49 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().fadd(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        50 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().fsub(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        51 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().fmul(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        52 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().fdiv(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        53 => {
            let a0_0 = {
                let g = gate;
                let bits = d.bitfield(g);
                match cond_0(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_2 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let out = d.builder().icmp_imm(a0_0, a0_1, a0_2);
            d.define(gate, out);
            Ok(())
        }
        54 => {
            let a0_0 = {
                let g = gate;
                let bits = d.bitfield(g);
                match cond_0(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_2 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().icmp(a0_0, a0_1, a0_2);
            d.define(gate, out);
            Ok(())
        }
        55 => {
            let a0_0 = {
                let g = gate;
                let bits = d.bitfield(g);
                match cond_0(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_2 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().icmp(a0_0, a0_1, a0_2);
            d.define(gate, out);
            Ok(())
        }
        56 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let a2_0 = {
                let g = gate;
                let bits = d.bitfield(g);
                match cond_0(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let out = d.builder().icmp(a2_0, t0, t1);
            d.define(gate, out);
            Ok(())
        }
        57 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let a2_0 = {
                let g = gate;
                let bits = d.bitfield(g);
                match cond_0(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let out = d.builder().icmp(a2_0, t0, t1);
            d.define(gate, out);
            Ok(())
        }
        58 => {
            let t0 = d.builder().iconst(0, Type::I32);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().isub(t0, a1_1);
            let a2_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t2 = d.builder().isub(t0, a2_1);
            let a3_0 = {
                let g = gate;
                let bits = d.bitfield(g);
                match cond_0(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let out = d.builder().icmp(a3_0, t1, t2);
            d.define(gate, out);
            Ok(())
        }
        59 => {
            let a0_0 = {
                let g = gate;
                let bits = d.bitfield(g);
                match cond_1(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_2 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().fcmp(a0_0, a0_1, a0_2);
            d.define(gate, out);
            Ok(())
        }
        60 => {
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_2 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().fcmp(imm::Cond::Mi, a0_1, a0_2);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_2 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().fcmp(imm::Cond::Gt, a1_1, a1_2);
            let out = d.builder().bor(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        61 => {
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_2 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().fcmp(imm::Cond::Eq, a0_1, a0_2);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_2 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().fcmp(imm::Cond::Vs, a1_1, a1_2);
            let out = d.builder().bor(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        62 => {
            let Some(own) = Some(Type::I32) else {
                return Err(d.untyped(gate));
            };
            let out = d.builder().iconst(0, own);
            d.define(gate, out);
            Ok(())
        }
        63 => {
            let Some(own) = Some(Type::I32) else {
                return Err(d.untyped(gate));
            };
            let out = d.builder().iconst(1, own);
            d.define(gate, out);
            Ok(())
        }
        64 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ireduce(a0_0);
            d.define(gate, out);
            Ok(())
        }
        65 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().uextend16(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        66 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ireduce(a0_0);
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        67 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().uextend8(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        68 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ireduce(a0_0);
            let out = d.builder().uextend8(t0, own);
            d.define(gate, out);
            Ok(())
        }
        69 => {
            let t0 = d.builder().iconst(1, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().band(a1_0, t0);
            d.define(gate, out);
            Ok(())
        }
        70 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ireduce(a0_0);
            let t1 = d.builder().iconst(1, Type::I32);
            let out = d.builder().band(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        71 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        72 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        73 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().uextend32(a0_0);
            d.define(gate, out);
            Ok(())
        }
        74 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        75 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sextend32(a0_0);
            d.define(gate, out);
            Ok(())
        }
        76 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sextend16(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        77 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sextend8(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        78 => {
            let t0 = d.builder().iconst(0, Type::I32);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().isub(t0, a1_1);
            let out = d.builder().sextend32(t1);
            d.define(gate, out);
            Ok(())
        }
        79 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        80 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sextend16(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        81 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sextend8(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        82 => {
            let t0 = d.builder().iconst(0, Type::I32);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().isub(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        83 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        84 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        85 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let t0 = d.builder().iconst(0, Type::I32);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().isub(t0, a1_1);
            let out = d.builder().uextend16(t1, own);
            d.define(gate, out);
            Ok(())
        }
        86 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        87 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let t0 = d.builder().iconst(0, Type::I32);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().isub(t0, a1_1);
            let out = d.builder().uextend8(t1, own);
            d.define(gate, out);
            Ok(())
        }
        88 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        89 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().scvt_from_i32(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        90 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().scvt_from_i64(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        91 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let out = d.builder().scvt_from_i32(t0, own);
            d.define(gate, out);
            Ok(())
        }
        92 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let out = d.builder().scvt_from_i32(t0, own);
            d.define(gate, out);
            Ok(())
        }
        93 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let t0 = d.builder().iconst(0, Type::I32);
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().isub(t0, a1_1);
            let out = d.builder().scvt_from_i32(t1, own);
            d.define(gate, out);
            Ok(())
        }
        94 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ucvt_from_i32(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        95 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ucvt_from_i64(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        96 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().fcvtzs_from_f32(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        97 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().fcvtzs_from_f64(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        98 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f32(a0_0, Type::I32);
            let t1 = d.builder().iconst(-128, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Lt, t0, t1);
            let t3 = d.builder().select(t2, t1, t0);
            let t4 = d.builder().iconst(127, Type::I32);
            let t5 = d.builder().icmp(imm::Cond::Gt, t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let out = d.builder().uextend8(t6, own);
            d.define(gate, out);
            Ok(())
        }
        99 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f64(a0_0, Type::I32);
            let t1 = d.builder().iconst(-128, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Lt, t0, t1);
            let t3 = d.builder().select(t2, t1, t0);
            let t4 = d.builder().iconst(127, Type::I32);
            let t5 = d.builder().icmp(imm::Cond::Gt, t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let out = d.builder().uextend8(t6, own);
            d.define(gate, out);
            Ok(())
        }
        100 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f32(a0_0, Type::I32);
            let t1 = d.builder().iconst(-32768, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Lt, t0, t1);
            let t3 = d.builder().select(t2, t1, t0);
            let t4 = d.builder().iconst(32767, Type::I32);
            let t5 = d.builder().icmp(imm::Cond::Gt, t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let out = d.builder().uextend16(t6, own);
            d.define(gate, out);
            Ok(())
        }
        101 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f64(a0_0, Type::I32);
            let t1 = d.builder().iconst(-32768, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Lt, t0, t1);
            let t3 = d.builder().select(t2, t1, t0);
            let t4 = d.builder().iconst(32767, Type::I32);
            let t5 = d.builder().icmp(imm::Cond::Gt, t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let out = d.builder().uextend16(t6, own);
            d.define(gate, out);
            Ok(())
        }
        102 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().fcvtzu_from_f32(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        103 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().fcvtzu_from_f64(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        104 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f32(a0_0, Type::I32);
            let t1 = d.builder().iconst(255, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Hi, t0, t1);
            let out = d.builder().select(t2, t1, t0);
            d.define(gate, out);
            Ok(())
        }
        105 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f64(a0_0, Type::I32);
            let t1 = d.builder().iconst(255, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Hi, t0, t1);
            let out = d.builder().select(t2, t1, t0);
            d.define(gate, out);
            Ok(())
        }
        106 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f32(a0_0, Type::I32);
            let t1 = d.builder().iconst(65535, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Hi, t0, t1);
            let out = d.builder().select(t2, t1, t0);
            d.define(gate, out);
            Ok(())
        }
        107 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f64(a0_0, Type::I32);
            let t1 = d.builder().iconst(65535, Type::I32);
            let t2 = d.builder().icmp(imm::Cond::Hi, t0, t1);
            let out = d.builder().select(t2, t1, t0);
            d.define(gate, out);
            Ok(())
        }
        108 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().bitcast_to_float(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        109 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().bitcast_to_float(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        110 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().bitcast_to_int(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        111 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().bitcast_to_int(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        112 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        113 => <D as Custom>::same_width_copy(d, gate),
        114 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().load(a0_0, 0, own);
            d.define(gate, out);
            Ok(())
        }
        115 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().load16u(a0_0, 0, own);
            d.define(gate, out);
            Ok(())
        }
        116 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().load8u(a0_0, 0, own);
            d.define(gate, out);
            Ok(())
        }
        117 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().load8u(a0_0, 0, Type::I32);
            let t1 = d.builder().iconst(1, Type::I32);
            let out = d.builder().band(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        118 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().store(a0_0, a0_1, 0);
            Ok(())
        }
        119 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().store16(a0_0, a0_1, 0);
            Ok(())
        }
        120 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let _ = d.builder().store8(a0_0, a0_1, 0);
            Ok(())
        }
        121 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = d.constant(d.input(gate, 0)).unwrap_or_default();
            let a0_1 = (1..d.input_count(gate))
                .map(|i| {
                    let g = d.input(gate, i);
                    d.value(g)
                })
                .collect::<Result<Vec<_>, _>>()?;
            let out = d.builder().call(a0_0, &a0_1, own);
            d.define(gate, out);
            Ok(())
        }
        122 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = d.constant(d.input(gate, 0)).unwrap_or_default();
            let a0_1 = (1..d.input_count(gate))
                .map(|i| {
                    let g = d.input(gate, i);
                    d.value(g)
                })
                .collect::<Result<Vec<_>, _>>()?;
            let out = d.builder().fcall(a0_0, &a0_1, own);
            d.define(gate, out);
            Ok(())
        }
        123 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = (1..d.input_count(gate))
                .map(|i| {
                    let g = d.input(gate, i);
                    d.value(g)
                })
                .collect::<Result<Vec<_>, _>>()?;
            let out = d.builder().call_index(a0_0, &a0_1, own);
            d.define(gate, out);
            Ok(())
        }
        124 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = (1..d.input_count(gate))
                .map(|i| {
                    let g = d.input(gate, i);
                    d.value(g)
                })
                .collect::<Result<Vec<_>, _>>()?;
            let out = d.builder().fcall_index(a0_0, &a0_1, own);
            d.define(gate, out);
            Ok(())
        }
        125 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                let bits = d.bitfield(g);
                match cond_0(bits) {
                    Some(c) => c,
                    None => return Err(d.unmapped(g, bits)),
                }
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_2 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_3 = d.target(gate, 0);
            let a0_4 = d.target(gate, 1);
            let _ = d.builder().br_icmp(a0_0, a0_1, a0_2, (a0_3, &[]), (a0_4, &[]));
            Ok(())
        }
        126 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.target(gate, 0);
            let a0_2 = d.target(gate, 1);
            let _ = d.builder().brif(a0_0, (a0_1, &[]), (a0_2, &[]));
            Ok(())
        }
        127 => <D as Custom>::lower_switch(d, gate),
        128 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let _ = d.builder().throw(a0_0);
            Ok(())
        }
        129 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().bitcast_to_int(a0_0, Type::I32);
            let _ = d.builder().throw(t0);
            Ok(())
        }
        130 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().bitcast_to_int(a0_0, Type::I64);
            let _ = d.builder().throw(t0);
            Ok(())
        }
        131 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let _ = d.builder().ret(a0_0);
            Ok(())
        }
        132 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let _ = d.builder().fret(a0_0);
            Ok(())
        }
        _ => Ok(()),
    }
}
