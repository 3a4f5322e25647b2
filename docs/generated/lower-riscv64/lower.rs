// generated from spec/lower-riscv64.yaml; do not edit

use ir_core::opcode::{MachineType, Opcode};
use crate::rv64::lir::{InstBuilder, Type};
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
    /// Why gates it matches are not lowered, when it is a refusal (`unsupported` with
    /// `types`, `from` or `cond`): the driver reports it instead of emitting.
    pub unsupported: Option<&'static str>,
}
/// Every rule, by number.
pub static RULES: [RuleInfo; 244] = [
    RuleInfo {
        gate: "ARG",
        at: "spec/lower-riscv64.yaml:35:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "CONSTANT",
        at: "spec/lower-riscv64.yaml:36:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ALLOCA",
        at: "spec/lower-riscv64.yaml:37:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-riscv64.yaml:42:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-riscv64.yaml:43:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-riscv64.yaml:44:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-riscv64.yaml:45:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-riscv64.yaml:46:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-riscv64.yaml:47:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-riscv64.yaml:48:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-riscv64.yaml:49:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-riscv64.yaml:50:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-riscv64.yaml:51:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-riscv64.yaml:52:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-riscv64.yaml:53:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-riscv64.yaml:54:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "EXP",
        at: "spec/lower-riscv64.yaml:55:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-riscv64.yaml:58:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-riscv64.yaml:59:11",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-riscv64.yaml:63:11",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-riscv64.yaml:67:11",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-riscv64.yaml:71:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-riscv64.yaml:72:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-riscv64.yaml:73:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-riscv64.yaml:74:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "UDIV",
        at: "spec/lower-riscv64.yaml:75:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "UDIV",
        at: "spec/lower-riscv64.yaml:76:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "UREM",
        at: "spec/lower-riscv64.yaml:77:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "UREM",
        at: "spec/lower-riscv64.yaml:78:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "AND",
        at: "spec/lower-riscv64.yaml:79:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "OR",
        at: "spec/lower-riscv64.yaml:80:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "XOR",
        at: "spec/lower-riscv64.yaml:81:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-riscv64.yaml:85:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-riscv64.yaml:86:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-riscv64.yaml:87:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-riscv64.yaml:88:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-riscv64.yaml:89:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-riscv64.yaml:90:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-riscv64.yaml:91:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-riscv64.yaml:92:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-riscv64.yaml:93:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-riscv64.yaml:94:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-riscv64.yaml:95:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-riscv64.yaml:96:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-riscv64.yaml:97:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-riscv64.yaml:98:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-riscv64.yaml:99:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ADD",
        at: "spec/lower-riscv64.yaml:101:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "ADD computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "SUB",
        at: "spec/lower-riscv64.yaml:102:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "SUB computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "MUL",
        at: "spec/lower-riscv64.yaml:103:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "MUL computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "EXP",
        at: "spec/lower-riscv64.yaml:104:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "EXP computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "SDIV",
        at: "spec/lower-riscv64.yaml:105:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "SDIV computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "SREM",
        at: "spec/lower-riscv64.yaml:106:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "SREM computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "UDIV",
        at: "spec/lower-riscv64.yaml:107:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "UDIV computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "UREM",
        at: "spec/lower-riscv64.yaml:108:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "UREM computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "AND",
        at: "spec/lower-riscv64.yaml:109:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "AND computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "OR",
        at: "spec/lower-riscv64.yaml:110:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "OR computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "XOR",
        at: "spec/lower-riscv64.yaml:111:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "XOR computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "SHL",
        at: "spec/lower-riscv64.yaml:112:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "SHL computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "LSHR",
        at: "spec/lower-riscv64.yaml:113:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "LSHR computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "ASHR",
        at: "spec/lower-riscv64.yaml:114:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "ASHR computes on integers; floats are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "FNEG",
        at: "spec/lower-riscv64.yaml:119:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FADD",
        at: "spec/lower-riscv64.yaml:120:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FSUB",
        at: "spec/lower-riscv64.yaml:121:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FMUL",
        at: "spec/lower-riscv64.yaml:122:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FDIV",
        at: "spec/lower-riscv64.yaml:123:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FNEG",
        at: "spec/lower-riscv64.yaml:125:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "FNEG computes on floats; integers are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "FADD",
        at: "spec/lower-riscv64.yaml:126:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "FADD computes on floats; integers are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "FSUB",
        at: "spec/lower-riscv64.yaml:127:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "FSUB computes on floats; integers are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "FMUL",
        at: "spec/lower-riscv64.yaml:128:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "FMUL computes on floats; integers are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "FDIV",
        at: "spec/lower-riscv64.yaml:129:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "FDIV computes on floats; integers are refused, as the interpreter refuses them",
        ),
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:136:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:137:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:138:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:139:13",
        absorbs: &[],
        immediates: &[1],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:140:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:141:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:142:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:143:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:144:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:145:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:146:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:147:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:148:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:149:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:150:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:151:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:152:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:153:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:154:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:155:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:156:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:157:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:158:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:159:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:160:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:161:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ICMP",
        at: "spec/lower-riscv64.yaml:162:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "ICMP compares integers; floats are refused, as the interpreter refuses them (FCMP compares floats)",
        ),
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:163:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:164:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:165:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:166:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:167:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:168:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:169:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:170:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:171:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:172:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:173:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:174:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:175:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:176:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:177:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:178:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FCMP",
        at: "spec/lower-riscv64.yaml:179:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "FCMP compares floats; integers are refused, as the interpreter refuses them (ICMP compares integers)",
        ),
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:184:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:185:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:186:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:187:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:188:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:189:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:190:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:191:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:192:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:193:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:194:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("TRUNC does not widen (ZEXT and SEXT do)"),
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:195:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("TRUNC does not widen (ZEXT and SEXT do)"),
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:196:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("TRUNC does not widen (ZEXT and SEXT do)"),
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:197:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("TRUNC does not widen (ZEXT and SEXT do)"),
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:198:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("TRUNC takes an integer (FPTOSI and FPTOUI take floats)"),
    },
    RuleInfo {
        gate: "TRUNC",
        at: "spec/lower-riscv64.yaml:199:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("TRUNC gives an integer"),
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:200:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:201:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:202:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:203:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:204:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:205:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("ZEXT does not narrow (TRUNC does)"),
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:206:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("ZEXT does not narrow (TRUNC does)"),
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:207:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("ZEXT takes an integer"),
    },
    RuleInfo {
        gate: "ZEXT",
        at: "spec/lower-riscv64.yaml:208:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("ZEXT gives an integer (UITOFP gives floats)"),
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:209:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:210:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:211:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:212:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:213:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:214:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:215:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:216:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:217:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:218:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:219:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:220:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:221:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:222:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:223:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:224:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SEXT does not narrow (TRUNC does)"),
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:225:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SEXT does not narrow (TRUNC does)"),
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:226:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SEXT does not narrow (TRUNC does)"),
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:227:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SEXT does not narrow (TRUNC does)"),
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:228:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SEXT takes an integer"),
    },
    RuleInfo {
        gate: "SEXT",
        at: "spec/lower-riscv64.yaml:229:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SEXT gives an integer (SITOFP gives floats)"),
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-riscv64.yaml:230:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-riscv64.yaml:231:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-riscv64.yaml:232:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-riscv64.yaml:233:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-riscv64.yaml:234:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-riscv64.yaml:235:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SITOFP takes an integer"),
    },
    RuleInfo {
        gate: "SITOFP",
        at: "spec/lower-riscv64.yaml:236:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("SITOFP gives a float (FPTOSI gives integers)"),
    },
    RuleInfo {
        gate: "UITOFP",
        at: "spec/lower-riscv64.yaml:237:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "UITOFP",
        at: "spec/lower-riscv64.yaml:238:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "UITOFP",
        at: "spec/lower-riscv64.yaml:239:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("UITOFP takes an integer"),
    },
    RuleInfo {
        gate: "UITOFP",
        at: "spec/lower-riscv64.yaml:240:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("UITOFP gives a float (FPTOUI gives integers)"),
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:241:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:242:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:243:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:244:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:245:11",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:250:11",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:255:11",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:260:11",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:265:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:266:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:267:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("FPTOSI takes a float (TRUNC, ZEXT and SEXT take integers)"),
    },
    RuleInfo {
        gate: "FPTOSI",
        at: "spec/lower-riscv64.yaml:268:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("FPTOSI gives an integer"),
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:269:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:270:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:271:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:272:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:273:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:274:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:275:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:276:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:277:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:278:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:279:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("FPTOUI takes a float (TRUNC, ZEXT and SEXT take integers)"),
    },
    RuleInfo {
        gate: "FPTOUI",
        at: "spec/lower-riscv64.yaml:280:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("FPTOUI gives an integer"),
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:281:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:282:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:283:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:284:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:285:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:286:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:287:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("BITCAST keeps the width"),
    },
    RuleInfo {
        gate: "BITCAST",
        at: "spec/lower-riscv64.yaml:288:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("BITCAST keeps the width"),
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-riscv64.yaml:293:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-riscv64.yaml:294:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-riscv64.yaml:295:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "LOAD",
        at: "spec/lower-riscv64.yaml:296:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "STORE",
        at: "spec/lower-riscv64.yaml:297:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "STORE",
        at: "spec/lower-riscv64.yaml:298:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "STORE",
        at: "spec/lower-riscv64.yaml:299:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-riscv64.yaml:304:13",
        absorbs: &[],
        immediates: &[0],
        unsupported: None,
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-riscv64.yaml:305:13",
        absorbs: &[],
        immediates: &[0],
        unsupported: None,
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-riscv64.yaml:306:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "CALL",
        at: "spec/lower-riscv64.yaml:307:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:312:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:313:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:314:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:315:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:316:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:317:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:318:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:319:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:320:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:321:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:322:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:323:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:324:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:325:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:326:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:327:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:328:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:329:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:330:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:331:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:332:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:333:13",
        absorbs: &[0],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "IF_BRANCH",
        at: "spec/lower-riscv64.yaml:334:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "SWITCH_BRANCH",
        at: "spec/lower-riscv64.yaml:335:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "THROW",
        at: "spec/lower-riscv64.yaml:336:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "THROW",
        at: "spec/lower-riscv64.yaml:337:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "THROW",
        at: "spec/lower-riscv64.yaml:338:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "RETURN",
        at: "spec/lower-riscv64.yaml:339:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    RuleInfo {
        gate: "RETURN",
        at: "spec/lower-riscv64.yaml:340:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
];
/// What the generated matcher needs from the compiler lowering `circuit.yaml` gates into `lir-riscv64.yaml` instructions: reading gates, the values of lowered gates, and the target's builder.
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
    /// The error for a number that does not fit the target immediate a step passes it to.
    fn out_of_range(
        &self,
        gate: Self::Gate,
        error: ::opforge_cfg::ImmOutOfRange,
    ) -> Self::Error;
    /// `value` as the immediate type `I` a step's target parameter names, or the
    /// `out_of_range` error for `gate`.
    fn fit<I: ::opforge_cfg::Immediate>(
        &self,
        gate: Self::Gate,
        value: i64,
    ) -> Result<I, Self::Error> {
        I::from_imm(value).map_err(|e| self.out_of_range(gate, e))
    }
}
/// The hand-written rules of `lower_riscv64`: one method per `custom:` rule.
pub trait Custom: Driver {
    /// Lowers a `ARG` gate (the rule at spec/lower-riscv64.yaml:35:13).
    fn lower_arg(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `CONSTANT` gate (the rule at spec/lower-riscv64.yaml:36:13).
    fn lower_constant(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `ALLOCA` gate (the rule at spec/lower-riscv64.yaml:37:13).
    fn lower_alloca(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `EXP` gate (the rule at spec/lower-riscv64.yaml:55:13).
    fn lower_exp(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `BITCAST` gate (the rule at spec/lower-riscv64.yaml:286:13).
    fn same_width_copy(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
    /// Lowers a `SWITCH_BRANCH` gate (the rule at spec/lower-riscv64.yaml:335:13).
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
                return Some(RuleId(242));
            }
            if t & 192 != 0 {
                return Some(RuleId(243));
            }
            None
        }
        Opcode::Throw => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 63 != 0 {
                return Some(RuleId(239));
            }
            if t & 64 != 0 {
                return Some(RuleId(240));
            }
            if t & 128 != 0 {
                return Some(RuleId(241));
            }
            None
        }
        Opcode::IfBranch => {
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 63 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 1)
            {
                return Some(RuleId(215));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 63 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 6)
            {
                return Some(RuleId(216));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 63 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 4)
            {
                return Some(RuleId(217));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 63 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 3)
            {
                return Some(RuleId(218));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 63 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 2)
            {
                return Some(RuleId(219));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 63 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 5)
            {
                return Some(RuleId(220));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 56 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 12)
            {
                return Some(RuleId(221));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 56 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 11)
            {
                return Some(RuleId(222));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 56 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 10)
            {
                return Some(RuleId(223));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 56 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 13)
            {
                return Some(RuleId(224));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 2 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 12)
            {
                return Some(RuleId(225));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 2 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 11)
            {
                return Some(RuleId(226));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 2 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 10)
            {
                return Some(RuleId(227));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 2 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 13)
            {
                return Some(RuleId(228));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 4 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 12)
            {
                return Some(RuleId(229));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 4 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 11)
            {
                return Some(RuleId(230));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 4 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 10)
            {
                return Some(RuleId(231));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 4 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 13)
            {
                return Some(RuleId(232));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 1 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 12)
            {
                return Some(RuleId(233));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 1 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 11)
            {
                return Some(RuleId(234));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 1 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 10)
            {
                return Some(RuleId(235));
            }
            if type_bit(d.machine_type(d.input(d.input(gate, 0), 0))) & 1 != 0
                && d.opcode(d.input(gate, 0)) == Opcode::Icmp
                && d.absorbable(d.input(gate, 0), gate)
                && matches!(d.bitfield(d.input(gate, 0)), 13)
            {
                return Some(RuleId(236));
            }
            if true {
                return Some(RuleId(237));
            }
            None
        }
        Opcode::SwitchBranch => {
            if true {
                return Some(RuleId(238));
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
                return Some(RuleId(211));
            }
            if t & 192 != 0
                && d
                    .constant(d.input(gate, 0))
                    .is_some_and(|v| (0..=4294967295).contains(&i128::from(v)))
            {
                return Some(RuleId(212));
            }
            if t & 63 != 0 {
                return Some(RuleId(213));
            }
            if t & 192 != 0 {
                return Some(RuleId(214));
            }
            None
        }
        Opcode::Fneg => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(61));
            }
            if t & 63 != 0 {
                return Some(RuleId(66));
            }
            None
        }
        Opcode::Add => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (-2048..=2047).contains(&i128::from(v)))
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
            if t & 192 != 0 {
                return Some(RuleId(47));
            }
            None
        }
        Opcode::Sub => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 {
                return Some(RuleId(8));
            }
            if t & 2 != 0 {
                return Some(RuleId(9));
            }
            if t & 4 != 0 {
                return Some(RuleId(10));
            }
            if t & 1 != 0 {
                return Some(RuleId(11));
            }
            if t & 192 != 0 {
                return Some(RuleId(48));
            }
            None
        }
        Opcode::Mul => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 {
                return Some(RuleId(12));
            }
            if t & 2 != 0 {
                return Some(RuleId(13));
            }
            if t & 4 != 0 {
                return Some(RuleId(14));
            }
            if t & 1 != 0 {
                return Some(RuleId(15));
            }
            if t & 192 != 0 {
                return Some(RuleId(49));
            }
            None
        }
        Opcode::Exp => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(16));
            }
            if t & 192 != 0 {
                return Some(RuleId(50));
            }
            None
        }
        Opcode::Sdiv => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 {
                return Some(RuleId(17));
            }
            if t & 2 != 0 {
                return Some(RuleId(18));
            }
            if t & 4 != 0 {
                return Some(RuleId(19));
            }
            if t & 1 != 0 {
                return Some(RuleId(20));
            }
            if t & 192 != 0 {
                return Some(RuleId(51));
            }
            None
        }
        Opcode::Srem => {
            let t = type_bit(d.machine_type(gate));
            if t & 56 != 0 {
                return Some(RuleId(21));
            }
            if t & 2 != 0 {
                return Some(RuleId(22));
            }
            if t & 4 != 0 {
                return Some(RuleId(23));
            }
            if t & 1 != 0 {
                return Some(RuleId(24));
            }
            if t & 192 != 0 {
                return Some(RuleId(52));
            }
            None
        }
        Opcode::Udiv => {
            let t = type_bit(d.machine_type(gate));
            if t & 62 != 0 {
                return Some(RuleId(25));
            }
            if t & 1 != 0 {
                return Some(RuleId(26));
            }
            if t & 192 != 0 {
                return Some(RuleId(53));
            }
            None
        }
        Opcode::Urem => {
            let t = type_bit(d.machine_type(gate));
            if t & 62 != 0 {
                return Some(RuleId(27));
            }
            if t & 1 != 0 {
                return Some(RuleId(28));
            }
            if t & 192 != 0 {
                return Some(RuleId(54));
            }
            None
        }
        Opcode::And => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(29));
            }
            if t & 192 != 0 {
                return Some(RuleId(55));
            }
            None
        }
        Opcode::Xor => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(31));
            }
            if t & 192 != 0 {
                return Some(RuleId(57));
            }
            None
        }
        Opcode::Or => {
            let t = type_bit(d.machine_type(gate));
            if t & 63 != 0 {
                return Some(RuleId(30));
            }
            if t & 192 != 0 {
                return Some(RuleId(56));
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
                return Some(RuleId(32));
            }
            if t & 56 != 0 {
                return Some(RuleId(33));
            }
            if t & 2 != 0 {
                return Some(RuleId(34));
            }
            if t & 4 != 0 {
                return Some(RuleId(35));
            }
            if t & 1 != 0 {
                return Some(RuleId(36));
            }
            if t & 192 != 0 {
                return Some(RuleId(58));
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
                return Some(RuleId(37));
            }
            if t & 56 != 0 {
                return Some(RuleId(38));
            }
            if t & 2 != 0 {
                return Some(RuleId(39));
            }
            if t & 4 != 0 {
                return Some(RuleId(40));
            }
            if t & 1 != 0 {
                return Some(RuleId(41));
            }
            if t & 192 != 0 {
                return Some(RuleId(59));
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
                return Some(RuleId(42));
            }
            if t & 56 != 0 {
                return Some(RuleId(43));
            }
            if t & 2 != 0 {
                return Some(RuleId(44));
            }
            if t & 4 != 0 {
                return Some(RuleId(45));
            }
            if t & 1 != 0 {
                return Some(RuleId(46));
            }
            if t & 192 != 0 {
                return Some(RuleId(60));
            }
            None
        }
        Opcode::Fadd => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(62));
            }
            if t & 63 != 0 {
                return Some(RuleId(67));
            }
            None
        }
        Opcode::Fsub => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(63));
            }
            if t & 63 != 0 {
                return Some(RuleId(68));
            }
            None
        }
        Opcode::Fmul => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(64));
            }
            if t & 63 != 0 {
                return Some(RuleId(69));
            }
            None
        }
        Opcode::Fdiv => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 {
                return Some(RuleId(65));
            }
            if t & 63 != 0 {
                return Some(RuleId(70));
            }
            None
        }
        Opcode::Icmp => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 56 != 0 && matches!(d.bitfield(gate), 1)
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (-2048..=2047).contains(&i128::from(v)))
            {
                return Some(RuleId(71));
            }
            if t & 56 != 0 && matches!(d.bitfield(gate), 6)
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (-2048..=2047).contains(&i128::from(v)))
            {
                return Some(RuleId(72));
            }
            if t & 56 != 0 && matches!(d.bitfield(gate), 12)
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (-2048..=2047).contains(&i128::from(v)))
            {
                return Some(RuleId(73));
            }
            if t & 56 != 0 && matches!(d.bitfield(gate), 4)
                && d
                    .constant(d.input(gate, 1))
                    .is_some_and(|v| (-2048..=2047).contains(&i128::from(v)))
            {
                return Some(RuleId(74));
            }
            if t & 63 != 0 && matches!(d.bitfield(gate), 1) {
                return Some(RuleId(75));
            }
            if t & 63 != 0 && matches!(d.bitfield(gate), 6) {
                return Some(RuleId(76));
            }
            if t & 63 != 0 && matches!(d.bitfield(gate), 4) {
                return Some(RuleId(77));
            }
            if t & 63 != 0 && matches!(d.bitfield(gate), 2) {
                return Some(RuleId(78));
            }
            if t & 63 != 0 && matches!(d.bitfield(gate), 3) {
                return Some(RuleId(79));
            }
            if t & 63 != 0 && matches!(d.bitfield(gate), 5) {
                return Some(RuleId(80));
            }
            if t & 56 != 0 && matches!(d.bitfield(gate), 12) {
                return Some(RuleId(81));
            }
            if t & 56 != 0 && matches!(d.bitfield(gate), 10) {
                return Some(RuleId(82));
            }
            if t & 56 != 0 && matches!(d.bitfield(gate), 11) {
                return Some(RuleId(83));
            }
            if t & 56 != 0 && matches!(d.bitfield(gate), 13) {
                return Some(RuleId(84));
            }
            if t & 2 != 0 && matches!(d.bitfield(gate), 12) {
                return Some(RuleId(85));
            }
            if t & 2 != 0 && matches!(d.bitfield(gate), 10) {
                return Some(RuleId(86));
            }
            if t & 2 != 0 && matches!(d.bitfield(gate), 11) {
                return Some(RuleId(87));
            }
            if t & 2 != 0 && matches!(d.bitfield(gate), 13) {
                return Some(RuleId(88));
            }
            if t & 4 != 0 && matches!(d.bitfield(gate), 12) {
                return Some(RuleId(89));
            }
            if t & 4 != 0 && matches!(d.bitfield(gate), 10) {
                return Some(RuleId(90));
            }
            if t & 4 != 0 && matches!(d.bitfield(gate), 11) {
                return Some(RuleId(91));
            }
            if t & 4 != 0 && matches!(d.bitfield(gate), 13) {
                return Some(RuleId(92));
            }
            if t & 1 != 0 && matches!(d.bitfield(gate), 12) {
                return Some(RuleId(93));
            }
            if t & 1 != 0 && matches!(d.bitfield(gate), 10) {
                return Some(RuleId(94));
            }
            if t & 1 != 0 && matches!(d.bitfield(gate), 11) {
                return Some(RuleId(95));
            }
            if t & 1 != 0 && matches!(d.bitfield(gate), 13) {
                return Some(RuleId(96));
            }
            if t & 192 != 0 {
                return Some(RuleId(97));
            }
            None
        }
        Opcode::Fcmp => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 192 != 0 && matches!(d.bitfield(gate), 1) {
                return Some(RuleId(98));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 2) {
                return Some(RuleId(99));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 3) {
                return Some(RuleId(100));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 4) {
                return Some(RuleId(101));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 5) {
                return Some(RuleId(102));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 6) {
                return Some(RuleId(103));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 7) {
                return Some(RuleId(104));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 8) {
                return Some(RuleId(105));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 9) {
                return Some(RuleId(106));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 10) {
                return Some(RuleId(107));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 11) {
                return Some(RuleId(108));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 12) {
                return Some(RuleId(109));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 13) {
                return Some(RuleId(110));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 14) {
                return Some(RuleId(111));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 0) {
                return Some(RuleId(112));
            }
            if t & 192 != 0 && matches!(d.bitfield(gate), 15) {
                return Some(RuleId(113));
            }
            if t & 63 != 0 {
                return Some(RuleId(114));
            }
            None
        }
        Opcode::Trunc => {
            let t = type_bit(d.machine_type(gate));
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(115));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 56 != 0 {
                return Some(RuleId(116));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 60 != 0 {
                return Some(RuleId(117));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 14 != 0 {
                return Some(RuleId(118));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(119));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(120));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(121));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(122));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(123));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(124));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(125));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 3 != 0 {
                return Some(RuleId(126));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 7 != 0 {
                return Some(RuleId(127));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 15 != 0 {
                return Some(RuleId(128));
            }
            if t & 63 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 192 != 0 {
                return Some(RuleId(129));
            }
            if t & 192 != 0 {
                return Some(RuleId(130));
            }
            None
        }
        Opcode::Zext => {
            let t = type_bit(d.machine_type(gate));
            if t & 14 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 15 != 0 {
                return Some(RuleId(131));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 7 != 0 {
                return Some(RuleId(132));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(133));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(134));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(135));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 62 != 0 {
                return Some(RuleId(136));
            }
            if t & 14 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(137));
            }
            if t & 63 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 192 != 0 {
                return Some(RuleId(138));
            }
            if t & 192 != 0 {
                return Some(RuleId(139));
            }
            None
        }
        Opcode::Sext => {
            let t = type_bit(d.machine_type(gate));
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(140));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(141));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(142));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(143));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(144));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(145));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(146));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(147));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(148));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(149));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(150));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(151));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(152));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(153));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(154));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 62 != 0 {
                return Some(RuleId(155));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 60 != 0 {
                return Some(RuleId(156));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 56 != 0 {
                return Some(RuleId(157));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(158));
            }
            if t & 63 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 192 != 0 {
                return Some(RuleId(159));
            }
            if t & 192 != 0 {
                return Some(RuleId(160));
            }
            None
        }
        Opcode::Sitofp => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(161));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(162));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 4 != 0 {
                return Some(RuleId(163));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 2 != 0 {
                return Some(RuleId(164));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 1 != 0 {
                return Some(RuleId(165));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 192 != 0 {
                return Some(RuleId(166));
            }
            if t & 63 != 0 {
                return Some(RuleId(167));
            }
            None
        }
        Opcode::Uitofp => {
            let t = type_bit(d.machine_type(gate));
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 15 != 0 {
                return Some(RuleId(168));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(169));
            }
            if t & 192 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 192 != 0 {
                return Some(RuleId(170));
            }
            if t & 63 != 0 {
                return Some(RuleId(171));
            }
            None
        }
        Opcode::Fptosi => {
            let t = type_bit(d.machine_type(gate));
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(172));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(173));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(174));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(175));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(176));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(177));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(178));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(179));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(180));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(181));
            }
            if t & 63 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 63 != 0 {
                return Some(RuleId(182));
            }
            if t & 192 != 0 {
                return Some(RuleId(183));
            }
            None
        }
        Opcode::Fptoui => {
            let t = type_bit(d.machine_type(gate));
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(184));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(185));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(186));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(187));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(188));
            }
            if t & 2 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(189));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(190));
            }
            if t & 4 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(191));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(192));
            }
            if t & 1 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(193));
            }
            if t & 63 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 63 != 0 {
                return Some(RuleId(194));
            }
            if t & 192 != 0 {
                return Some(RuleId(195));
            }
            None
        }
        Opcode::Bitcast => {
            let t = type_bit(d.machine_type(gate));
            if t & 64 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 8 != 0 {
                return Some(RuleId(196));
            }
            if t & 128 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(197));
            }
            if t & 8 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 64 != 0 {
                return Some(RuleId(198));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 128 != 0 {
                return Some(RuleId(199));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(200));
            }
            if t & 207 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 207 != 0 {
                return Some(RuleId(201));
            }
            if t & 79 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 48 != 0 {
                return Some(RuleId(202));
            }
            if t & 48 != 0 && type_bit(d.machine_type(d.input(gate, 0))) & 79 != 0 {
                return Some(RuleId(203));
            }
            None
        }
        Opcode::Load => {
            let t = type_bit(d.machine_type(gate));
            if t & 248 != 0 {
                return Some(RuleId(204));
            }
            if t & 4 != 0 {
                return Some(RuleId(205));
            }
            if t & 2 != 0 {
                return Some(RuleId(206));
            }
            if t & 1 != 0 {
                return Some(RuleId(207));
            }
            None
        }
        Opcode::Store => {
            let t = type_bit(d.machine_type(d.input(gate, 0)));
            if t & 248 != 0 {
                return Some(RuleId(208));
            }
            if t & 4 != 0 {
                return Some(RuleId(209));
            }
            if t & 3 != 0 {
                return Some(RuleId(210));
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
/// Builds the target instructions of `rule` for `gate` (a rule [`select`] chose; a
/// refusal builds nothing).
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
            let a0_1 = d.fit(gate, a0_1)?;
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
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().isub(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        9 => {
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
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        11 => {
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
        12 => {
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
        13 => {
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
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        15 => {
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
        16 => <D as Custom>::lower_exp(d, gate),
        17 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
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
        18 => {
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
            let a2_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(t1, a2_1);
            let t2 = d.builder().sdiv(t0, t1);
            let t3 = d.builder().sextend8(t2, Type::I32);
            let t4 = d.builder().bxor(t3, t2);
            let t5 = d.builder().seqz(t4);
            let a7_1 = d.fit(gate, 2)?;
            let _ = d.builder().trapz(t5, a7_1);
            let out = d.builder().uextend8(t2, own);
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
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let a2_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(t1, a2_1);
            let t2 = d.builder().sdiv(t0, t1);
            let t3 = d.builder().sextend16(t2, Type::I32);
            let t4 = d.builder().bxor(t3, t2);
            let t5 = d.builder().seqz(t4);
            let a7_1 = d.fit(gate, 2)?;
            let _ = d.builder().trapz(t5, a7_1);
            let out = d.builder().uextend16(t2, own);
            d.define(gate, out);
            Ok(())
        }
        20 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = d.fit(gate, 1)?;
            let t0 = d.builder().bxor_imm(a1_0, a1_1);
            let a2_1 = d.fit(gate, 2)?;
            let _ = d.builder().trapz(t0, a2_1);
            let a3_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a3_0);
            d.define(gate, out);
            Ok(())
        }
        21 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().srem(a1_0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        22 => {
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
            let a2_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(t1, a2_1);
            let t2 = d.builder().srem(t0, t1);
            let out = d.builder().uextend8(t2, own);
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
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let a2_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(t1, a2_1);
            let t2 = d.builder().srem(t0, t1);
            let out = d.builder().uextend16(t2, own);
            d.define(gate, out);
            Ok(())
        }
        24 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
            let a1_0 = d.fit(gate, 0)?;
            let out = d.builder().iconst(a1_0, own);
            d.define(gate, out);
            Ok(())
        }
        25 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
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
        26 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a1_0);
            d.define(gate, out);
            Ok(())
        }
        27 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().urem(a1_0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        28 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let _ = d.builder().trapz(a0_0, a0_1);
            let a1_0 = d.fit(gate, 0)?;
            let out = d.builder().iconst(a1_0, own);
            d.define(gate, out);
            Ok(())
        }
        29 => {
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
        30 => {
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
        31 => {
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
        32 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let a0_1 = d.fit(gate, a0_1)?;
            let out = d.builder().ishl_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        33 => {
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
        34 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 7)?;
            let t0 = d.builder().band_imm(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().ishl(a1_0, t0);
            let out = d.builder().uextend8(t1, own);
            d.define(gate, out);
            Ok(())
        }
        35 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 15)?;
            let t0 = d.builder().band_imm(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().ishl(a1_0, t0);
            let out = d.builder().uextend16(t1, own);
            d.define(gate, out);
            Ok(())
        }
        36 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        37 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let a0_1 = d.fit(gate, a0_1)?;
            let out = d.builder().ushr_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        38 => {
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
        39 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 7)?;
            let t0 = d.builder().band_imm(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ushr(a1_0, t0);
            d.define(gate, out);
            Ok(())
        }
        40 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 15)?;
            let t0 = d.builder().band_imm(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ushr(a1_0, t0);
            d.define(gate, out);
            Ok(())
        }
        41 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        42 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let a0_1 = d.fit(gate, a0_1)?;
            let out = d.builder().sshr_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        43 => {
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
        44 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 7)?;
            let t0 = d.builder().band_imm(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let t2 = d.builder().sshr(t1, t0);
            let out = d.builder().uextend8(t2, own);
            d.define(gate, out);
            Ok(())
        }
        45 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 15)?;
            let t0 = d.builder().band_imm(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let t2 = d.builder().sshr(t1, t0);
            let out = d.builder().uextend16(t2, own);
            d.define(gate, out);
            Ok(())
        }
        46 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        61 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().fneg(a0_0);
            d.define(gate, out);
            Ok(())
        }
        62 => {
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
        63 => {
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
        64 => {
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
        65 => {
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
        71 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let a0_1 = d.fit(gate, a0_1)?;
            let t0 = d.builder().bxor_imm(a0_0, a0_1);
            let out = d.builder().seqz(t0);
            d.define(gate, out);
            Ok(())
        }
        72 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let a0_1 = d.fit(gate, a0_1)?;
            let t0 = d.builder().bxor_imm(a0_0, a0_1);
            let out = d.builder().snez(t0);
            d.define(gate, out);
            Ok(())
        }
        73 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let a0_1 = d.fit(gate, a0_1)?;
            let out = d.builder().slti(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        74 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.constant(d.input(gate, 1)).unwrap_or_default();
            let a0_1 = d.fit(gate, a0_1)?;
            let out = d.builder().sltiu(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        75 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().bxor(a0_0, a0_1);
            let out = d.builder().seqz(t0);
            d.define(gate, out);
            Ok(())
        }
        76 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().bxor(a0_0, a0_1);
            let out = d.builder().snez(t0);
            d.define(gate, out);
            Ok(())
        }
        77 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().sltu(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        78 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sltu(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        79 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().sltu(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        80 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sltu(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        81 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().slt(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        82 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().slt(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        83 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().slt(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        84 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().slt(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        85 => {
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
            let out = d.builder().slt(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        86 => {
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
            let out = d.builder().slt(t1, t0);
            d.define(gate, out);
            Ok(())
        }
        87 => {
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
            let t2 = d.builder().slt(t0, t1);
            let a3_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t2, a3_1);
            d.define(gate, out);
            Ok(())
        }
        88 => {
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
            let t2 = d.builder().slt(t1, t0);
            let a3_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t2, a3_1);
            d.define(gate, out);
            Ok(())
        }
        89 => {
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
            let out = d.builder().slt(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        90 => {
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
            let out = d.builder().slt(t1, t0);
            d.define(gate, out);
            Ok(())
        }
        91 => {
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
            let t2 = d.builder().slt(t0, t1);
            let a3_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t2, a3_1);
            d.define(gate, out);
            Ok(())
        }
        92 => {
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
            let t2 = d.builder().slt(t1, t0);
            let a3_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t2, a3_1);
            d.define(gate, out);
            Ok(())
        }
        93 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sltu(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        94 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().sltu(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        95 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().sltu(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        96 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().sltu(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        98 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().feq(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        99 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().flt(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        100 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().fle(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        101 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().flt(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        102 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let out = d.builder().fle(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        103 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().flt(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().flt(a1_0, a1_1);
            let out = d.builder().bor(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        104 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().feq(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let out = d.builder().band(t0, t1);
            d.define(gate, out);
            Ok(())
        }
        105 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().feq(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().band(t0, t1);
            let a3_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t2, a3_1);
            d.define(gate, out);
            Ok(())
        }
        106 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().flt(a0_0, a0_1);
            let a1_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().flt(a1_0, a1_1);
            let t2 = d.builder().bor(t0, t1);
            let a3_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t2, a3_1);
            d.define(gate, out);
            Ok(())
        }
        107 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().fle(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        108 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().flt(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        109 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fle(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        110 => {
            let a0_0 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().flt(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        111 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let t0 = d.builder().feq(a0_0, a0_1);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().bxor_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        112 => {
            let Some(own) = Some(Type::I32) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = d.fit(gate, 0)?;
            let out = d.builder().iconst(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        113 => {
            let Some(own) = Some(Type::I32) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = d.fit(gate, 1)?;
            let out = d.builder().iconst(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        115 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ireduce(a0_0);
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
            let out = d.builder().uextend16(a0_0, own);
            d.define(gate, out);
            Ok(())
        }
        117 => {
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
        118 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 1)?;
            let out = d.builder().band_imm(a0_0, a0_1);
            d.define(gate, out);
            Ok(())
        }
        119 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ireduce(a0_0);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().band_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        120 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        121 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        122 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        123 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        124 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        131 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        132 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sextend32(a0_0);
            d.define(gate, out);
            Ok(())
        }
        133 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().uextend32(a0_0);
            d.define(gate, out);
            Ok(())
        }
        134 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        135 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        140 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().sextend32(a0_0);
            d.define(gate, out);
            Ok(())
        }
        141 => {
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
        142 => {
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
        143 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let out = d.builder().sextend32(t0);
            d.define(gate, out);
            Ok(())
        }
        144 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        145 => {
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
        146 => {
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
        147 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().ineg(a0_0);
            d.define(gate, out);
            Ok(())
        }
        148 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        149 => {
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
        150 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let out = d.builder().uextend16(t0, own);
            d.define(gate, out);
            Ok(())
        }
        151 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        152 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let out = d.builder().uextend8(t0, own);
            d.define(gate, out);
            Ok(())
        }
        153 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        154 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        161 => {
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
        162 => {
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
        163 => {
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
        164 => {
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
        165 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let out = d.builder().scvt_from_i32(t0, own);
            d.define(gate, out);
            Ok(())
        }
        168 => {
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
        169 => {
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
        172 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f32(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let out = d.builder().band(t0, t2);
            d.define(gate, out);
            Ok(())
        }
        173 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f32(a0_0, Type::I64);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().sextend32(t2);
            let out = d.builder().band(t0, t3);
            d.define(gate, out);
            Ok(())
        }
        174 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f64(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let out = d.builder().band(t0, t2);
            d.define(gate, out);
            Ok(())
        }
        175 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f64(a0_0, Type::I64);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().sextend32(t2);
            let out = d.builder().band(t0, t3);
            d.define(gate, out);
            Ok(())
        }
        176 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f32(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, -128)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().slt(t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let a7_0 = d.fit(gate, 127)?;
            let t7 = d.builder().iconst(a7_0, Type::I32);
            let t8 = d.builder().slt(t7, t6);
            let t9 = d.builder().select(t8, t7, t6);
            let out = d.builder().uextend8(t9, own);
            d.define(gate, out);
            Ok(())
        }
        177 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f64(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, -128)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().slt(t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let a7_0 = d.fit(gate, 127)?;
            let t7 = d.builder().iconst(a7_0, Type::I32);
            let t8 = d.builder().slt(t7, t6);
            let t9 = d.builder().select(t8, t7, t6);
            let out = d.builder().uextend8(t9, own);
            d.define(gate, out);
            Ok(())
        }
        178 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f32(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, -32768)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().slt(t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let a7_0 = d.fit(gate, 32767)?;
            let t7 = d.builder().iconst(a7_0, Type::I32);
            let t8 = d.builder().slt(t7, t6);
            let t9 = d.builder().select(t8, t7, t6);
            let out = d.builder().uextend16(t9, own);
            d.define(gate, out);
            Ok(())
        }
        179 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f64(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, -32768)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().slt(t3, t4);
            let t6 = d.builder().select(t5, t4, t3);
            let a7_0 = d.fit(gate, 32767)?;
            let t7 = d.builder().iconst(a7_0, Type::I32);
            let t8 = d.builder().slt(t7, t6);
            let t9 = d.builder().select(t8, t7, t6);
            let out = d.builder().uextend16(t9, own);
            d.define(gate, out);
            Ok(())
        }
        180 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f32(a0_0, Type::I32);
            let a1_1 = d.fit(gate, 0)?;
            let out = d.builder().slti(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        181 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzs_from_f64(a0_0, Type::I32);
            let a1_1 = d.fit(gate, 0)?;
            let out = d.builder().slti(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        184 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f32(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let out = d.builder().band(t0, t2);
            d.define(gate, out);
            Ok(())
        }
        185 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f32(a0_0, Type::I64);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().sextend32(t2);
            let out = d.builder().band(t0, t3);
            d.define(gate, out);
            Ok(())
        }
        186 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f64(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let out = d.builder().band(t0, t2);
            d.define(gate, out);
            Ok(())
        }
        187 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f64(a0_0, Type::I64);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().sextend32(t2);
            let out = d.builder().band(t0, t3);
            d.define(gate, out);
            Ok(())
        }
        188 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f32(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, 255)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().sltu(t4, t3);
            let out = d.builder().select(t5, t4, t3);
            d.define(gate, out);
            Ok(())
        }
        189 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f64(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, 255)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().sltu(t4, t3);
            let out = d.builder().select(t5, t4, t3);
            d.define(gate, out);
            Ok(())
        }
        190 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f32(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, 65535)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().sltu(t4, t3);
            let out = d.builder().select(t5, t4, t3);
            d.define(gate, out);
            Ok(())
        }
        191 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f64(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a1_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t1 = d.builder().feq(a1_0, a1_1);
            let t2 = d.builder().ineg(t1);
            let t3 = d.builder().band(t0, t2);
            let a4_0 = d.fit(gate, 65535)?;
            let t4 = d.builder().iconst(a4_0, Type::I32);
            let t5 = d.builder().sltu(t4, t3);
            let out = d.builder().select(t5, t4, t3);
            d.define(gate, out);
            Ok(())
        }
        192 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f32(a0_0, Type::I32);
            let t1 = d.builder().snez(t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a2_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t2 = d.builder().feq(a2_0, a2_1);
            let out = d.builder().band(t1, t2);
            d.define(gate, out);
            Ok(())
        }
        193 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().fcvtzu_from_f64(a0_0, Type::I32);
            let t1 = d.builder().snez(t0);
            let a2_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a2_1 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t2 = d.builder().feq(a2_0, a2_1);
            let out = d.builder().band(t1, t2);
            d.define(gate, out);
            Ok(())
        }
        196 => {
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
        197 => {
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
        198 => {
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
        199 => {
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
        200 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let out = d.builder().copy(a0_0);
            d.define(gate, out);
            Ok(())
        }
        201 => <D as Custom>::same_width_copy(d, gate),
        204 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 0)?;
            let out = d.builder().load(a0_0, a0_1, own);
            d.define(gate, out);
            Ok(())
        }
        205 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 0)?;
            let out = d.builder().load16u(a0_0, a0_1, own);
            d.define(gate, out);
            Ok(())
        }
        206 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 0)?;
            let out = d.builder().load8u(a0_0, a0_1, own);
            d.define(gate, out);
            Ok(())
        }
        207 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.fit(gate, 0)?;
            let t0 = d.builder().load8u(a0_0, a0_1, Type::I32);
            let a1_1 = d.fit(gate, 1)?;
            let out = d.builder().band_imm(t0, a1_1);
            d.define(gate, out);
            Ok(())
        }
        208 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_2 = d.fit(gate, 0)?;
            let _ = d.builder().store(a0_0, a0_1, a0_2);
            Ok(())
        }
        209 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_2 = d.fit(gate, 0)?;
            let _ = d.builder().store16(a0_0, a0_1, a0_2);
            Ok(())
        }
        210 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(gate, 1);
                d.value(g)?
            };
            let a0_2 = d.fit(gate, 0)?;
            let _ = d.builder().store8(a0_0, a0_1, a0_2);
            Ok(())
        }
        211 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = d.constant(d.input(gate, 0)).unwrap_or_default();
            let a0_0 = d.fit(gate, a0_0)?;
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
        212 => {
            let Some(own) = target_type(d.machine_type(gate)) else {
                return Err(d.untyped(gate));
            };
            let a0_0 = d.constant(d.input(gate, 0)).unwrap_or_default();
            let a0_0 = d.fit(gate, a0_0)?;
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
        213 => {
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
        214 => {
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
        215 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_eq(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        216 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_ne(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        217 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_ltu(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        218 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_geu(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        219 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_ltu(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        220 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_geu(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        221 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        222 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        223 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        224 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let a0_1 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let a0_2 = d.target(gate, 0);
            let a0_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(a0_0, a0_1, (a0_2, &[]), (a0_3, &[]));
            Ok(())
        }
        225 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(t0, t1, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        226 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(t0, t1, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        227 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(t1, t0, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        228 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend8(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend8(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(t1, t0, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        229 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(t0, t1, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        230 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(t0, t1, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        231 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(t1, t0, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        232 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().sextend16(a0_0, Type::I32);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().sextend16(a1_0, Type::I32);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(t1, t0, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        233 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().ineg(a1_0);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(t0, t1, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        234 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().ineg(a1_0);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(t0, t1, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        235 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().ineg(a1_0);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_lt(t1, t0, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        236 => {
            let a0_0 = {
                let g = d.input(d.input(gate, 0), 0);
                d.value(g)?
            };
            let t0 = d.builder().ineg(a0_0);
            let a1_0 = {
                let g = d.input(d.input(gate, 0), 1);
                d.value(g)?
            };
            let t1 = d.builder().ineg(a1_0);
            let a2_2 = d.target(gate, 0);
            let a2_3 = d.target(gate, 1);
            let _ = d.builder().br_ge(t1, t0, (a2_2, &[]), (a2_3, &[]));
            Ok(())
        }
        237 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let a0_1 = d.target(gate, 0);
            let a0_2 = d.target(gate, 1);
            let _ = d.builder().brif(a0_0, (a0_1, &[]), (a0_2, &[]));
            Ok(())
        }
        238 => <D as Custom>::lower_switch(d, gate),
        239 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let _ = d.builder().throw(a0_0);
            Ok(())
        }
        240 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().bitcast_to_int(a0_0, Type::I32);
            let _ = d.builder().throw(t0);
            Ok(())
        }
        241 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let t0 = d.builder().bitcast_to_int(a0_0, Type::I64);
            let _ = d.builder().throw(t0);
            Ok(())
        }
        242 => {
            let a0_0 = {
                let g = d.input(gate, 0);
                d.value(g)?
            };
            let _ = d.builder().ret(a0_0);
            Ok(())
        }
        243 => {
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
