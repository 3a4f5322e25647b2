// generated from spec/lower-panda-arm64.yaml; do not edit

use opforge_panda_testbed::{Opcode as SourceOpcode, Type as SourceType};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm};
/// What a rule reads and builds through: the source function and the target's builder.
pub type Cx<'a> = ::opforge_cfg::lower::Cx<'a, SourceOpcode, Opcode>;
/// A rule of the table, by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleId(pub u16);
/// Every rule, by number (operand positions count every operand of the instruction).
pub static RULES: [::opforge_cfg::lower::RuleInfo; 123] = [
    ::opforge_cfg::lower::RuleInfo {
        inst: "Constant",
        at: "spec/lower-panda-arm64.yaml:42:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Constant",
        at: "spec/lower-panda-arm64.yaml:43:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Add",
        at: "spec/lower-panda-arm64.yaml:50:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Add",
        at: "spec/lower-panda-arm64.yaml:51:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Add",
        at: "spec/lower-panda-arm64.yaml:52:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Add",
        at: "spec/lower-panda-arm64.yaml:53:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Add of this lowering takes inputs of its own type, integers or f64",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Sub",
        at: "spec/lower-panda-arm64.yaml:54:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Sub",
        at: "spec/lower-panda-arm64.yaml:55:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Sub",
        at: "spec/lower-panda-arm64.yaml:56:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Sub",
        at: "spec/lower-panda-arm64.yaml:57:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Sub of this lowering takes inputs of its own type, integers or f64",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Mul",
        at: "spec/lower-panda-arm64.yaml:58:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Mul",
        at: "spec/lower-panda-arm64.yaml:59:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Mul",
        at: "spec/lower-panda-arm64.yaml:60:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Mul",
        at: "spec/lower-panda-arm64.yaml:61:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Mul of this lowering takes inputs of its own type, integers or f64",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "And",
        at: "spec/lower-panda-arm64.yaml:62:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "And",
        at: "spec/lower-panda-arm64.yaml:63:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "And",
        at: "spec/lower-panda-arm64.yaml:64:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("And of this lowering takes inputs of its own type, integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Or",
        at: "spec/lower-panda-arm64.yaml:65:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Or",
        at: "spec/lower-panda-arm64.yaml:66:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Or",
        at: "spec/lower-panda-arm64.yaml:67:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("Or of this lowering takes inputs of its own type, integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Xor",
        at: "spec/lower-panda-arm64.yaml:68:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Xor",
        at: "spec/lower-panda-arm64.yaml:69:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Xor",
        at: "spec/lower-panda-arm64.yaml:70:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("Xor of this lowering takes inputs of its own type, integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Shl",
        at: "spec/lower-panda-arm64.yaml:71:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Shl",
        at: "spec/lower-panda-arm64.yaml:72:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Shl",
        at: "spec/lower-panda-arm64.yaml:73:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("Shl of this lowering takes inputs of its own type, integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Shr",
        at: "spec/lower-panda-arm64.yaml:74:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Shr",
        at: "spec/lower-panda-arm64.yaml:75:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Shr",
        at: "spec/lower-panda-arm64.yaml:76:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("Shr of this lowering takes inputs of its own type, integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "AShr",
        at: "spec/lower-panda-arm64.yaml:77:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "AShr",
        at: "spec/lower-panda-arm64.yaml:78:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "AShr",
        at: "spec/lower-panda-arm64.yaml:79:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("AShr of this lowering takes inputs of its own type, integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Div",
        at: "spec/lower-panda-arm64.yaml:80:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Div",
        at: "spec/lower-panda-arm64.yaml:81:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Div",
        at: "spec/lower-panda-arm64.yaml:82:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Div",
        at: "spec/lower-panda-arm64.yaml:83:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Div of this lowering takes inputs of its own type, integers or f64",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Mod",
        at: "spec/lower-panda-arm64.yaml:84:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Mod",
        at: "spec/lower-panda-arm64.yaml:85:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Mod",
        at: "spec/lower-panda-arm64.yaml:86:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Mod of this lowering takes integers of its own type (a float remainder needs fmod)",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "AndNot",
        at: "spec/lower-panda-arm64.yaml:90:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "AndNot",
        at: "spec/lower-panda-arm64.yaml:91:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "AndNot",
        at: "spec/lower-panda-arm64.yaml:92:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("AndNot of this lowering takes integers of its own type"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "OrNot",
        at: "spec/lower-panda-arm64.yaml:93:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "OrNot",
        at: "spec/lower-panda-arm64.yaml:94:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "OrNot",
        at: "spec/lower-panda-arm64.yaml:95:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("OrNot of this lowering takes integers of its own type"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "XorNot",
        at: "spec/lower-panda-arm64.yaml:96:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "XorNot",
        at: "spec/lower-panda-arm64.yaml:97:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "XorNot",
        at: "spec/lower-panda-arm64.yaml:98:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("XorNot of this lowering takes integers of its own type"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Neg",
        at: "spec/lower-panda-arm64.yaml:99:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Neg",
        at: "spec/lower-panda-arm64.yaml:100:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Neg",
        at: "spec/lower-panda-arm64.yaml:101:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Neg",
        at: "spec/lower-panda-arm64.yaml:102:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Neg of this lowering takes an input of its own type, an integer or f64",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Not",
        at: "spec/lower-panda-arm64.yaml:103:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Not",
        at: "spec/lower-panda-arm64.yaml:104:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Not",
        at: "spec/lower-panda-arm64.yaml:105:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("Not of this lowering takes an integer of its own type"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Abs",
        at: "spec/lower-panda-arm64.yaml:106:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Abs",
        at: "spec/lower-panda-arm64.yaml:107:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Abs",
        at: "spec/lower-panda-arm64.yaml:108:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Abs",
        at: "spec/lower-panda-arm64.yaml:109:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Abs of this lowering takes an input of its own type, an integer or f64",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Sqrt",
        at: "spec/lower-panda-arm64.yaml:110:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:116:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:117:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:118:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:119:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:120:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:121:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:122:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:123:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:124:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:125:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("a cast to bool is not in this lowering (Compare makes one)"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:126:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("a ref is an address, not a number"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Cast",
        at: "spec/lower-panda-arm64.yaml:127:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("a ref is an address, not a number"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Bitcast",
        at: "spec/lower-panda-arm64.yaml:128:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Bitcast",
        at: "spec/lower-panda-arm64.yaml:129:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Bitcast",
        at: "spec/lower-panda-arm64.yaml:130:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some(
            "Bitcast of this lowering moves the 64 bits of an f64 or an i64 to the other",
        ),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:135:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:136:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:137:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:138:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:139:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:140:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:141:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:142:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:143:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:144:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("unsigned and bit-test conditions compare integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:145:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Compare",
        at: "spec/lower-panda-arm64.yaml:146:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("refs compare for equality only"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:147:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:148:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:149:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:150:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:151:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:152:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:153:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:154:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:155:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:156:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("unsigned and bit-test conditions compare integers"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:157:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "If",
        at: "spec/lower-panda-arm64.yaml:158:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("refs compare for equality only"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "IfImm",
        at: "spec/lower-panda-arm64.yaml:159:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "IfImm",
        at: "spec/lower-panda-arm64.yaml:160:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "IfImm",
        at: "spec/lower-panda-arm64.yaml:161:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("bit tests against an immediate are not in this lowering"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "IfImm",
        at: "spec/lower-panda-arm64.yaml:162:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("an immediate compares with an integer"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "IfImm",
        at: "spec/lower-panda-arm64.yaml:163:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "IfImm",
        at: "spec/lower-panda-arm64.yaml:164:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("refs compare for equality only"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Goto",
        at: "spec/lower-panda-arm64.yaml:165:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Return",
        at: "spec/lower-panda-arm64.yaml:170:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "Return",
        at: "spec/lower-panda-arm64.yaml:171:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "ReturnVoid",
        at: "spec/lower-panda-arm64.yaml:172:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "CallStatic",
        at: "spec/lower-panda-arm64.yaml:173:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "CallStatic",
        at: "spec/lower-panda-arm64.yaml:174:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "NullPtr",
        at: "spec/lower-panda-arm64.yaml:179:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "NewArray",
        at: "spec/lower-panda-arm64.yaml:180:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "LenArray",
        at: "spec/lower-panda-arm64.yaml:181:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "LenArray",
        at: "spec/lower-panda-arm64.yaml:182:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("an array's length is an i32"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "LoadArray",
        at: "spec/lower-panda-arm64.yaml:183:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "LoadArray",
        at: "spec/lower-panda-arm64.yaml:184:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "LoadArray",
        at: "spec/lower-panda-arm64.yaml:185:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("an array's index is an i32 or an i64"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "LoadArray",
        at: "spec/lower-panda-arm64.yaml:186:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("this lowering's arrays hold i32, i64 or f64"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "StoreArray",
        at: "spec/lower-panda-arm64.yaml:187:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "StoreArray",
        at: "spec/lower-panda-arm64.yaml:188:13",
        absorbs: &[],
        immediates: &[],
        unsupported: None,
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "StoreArray",
        at: "spec/lower-panda-arm64.yaml:189:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("an array's index is an i32 or an i64"),
    },
    ::opforge_cfg::lower::RuleInfo {
        inst: "StoreArray",
        at: "spec/lower-panda-arm64.yaml:190:13",
        absorbs: &[],
        immediates: &[],
        unsupported: Some("this lowering's arrays hold i32, i64 or f64"),
    },
];
/// The hand-written rules of `lower_panda_arm64`: one method per `custom:` rule.
pub trait Custom {
    /// Lowers a `NewArray` instruction (the rule at spec/lower-panda-arm64.yaml:180:13).
    fn lower_new_array(
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
        SourceType::I64 => 2,
        SourceType::F64 => 4,
        SourceType::Bool => 8,
        SourceType::Ref => 16,
        _ => 0,
    }
}
/// The target type holding values of a source type.
pub fn target_type(t: SourceType) -> Option<Type> {
    #[allow(unreachable_patterns)]
    match t {
        SourceType::I32 => Some(Type::I32),
        SourceType::I64 => Some(Type::I64),
        SourceType::F64 => Some(Type::F64),
        SourceType::Bool => Some(Type::I32),
        SourceType::Ref => Some(Type::I64),
        _ => None,
    }
}
/// The `cond` case of a `condition_code` value.
fn cond_0(value: u64) -> Option<imm::Cond> {
    match value {
        0 => Some(imm::Cond::Eq),
        1 => Some(imm::Cond::Ne),
        2 => Some(imm::Cond::Lt),
        3 => Some(imm::Cond::Le),
        4 => Some(imm::Cond::Gt),
        5 => Some(imm::Cond::Ge),
        6 => Some(imm::Cond::Lo),
        7 => Some(imm::Cond::Ls),
        8 => Some(imm::Cond::Hi),
        9 => Some(imm::Cond::Hs),
        _ => None,
    }
}
/// Why the table does not lower instructions of this opcode, when it marks them
/// unsupported.
pub fn unsupported(op: SourceOpcode) -> Option<&'static str> {
    #[allow(unreachable_patterns)]
    match op {
        SourceOpcode::Phi => Some("phis are block parameters in the cfg form"),
        SourceOpcode::Parameter => {
            Some(
                "a function's parameters are its entry block's parameters in the cfg form",
            )
        }
        SourceOpcode::Min => {
            Some(
                "Panda's table does not tie Min's inputs to one type (no `equal_common_types`), so a rule could not say which register kind they are in",
            )
        }
        SourceOpcode::Max => {
            Some(
                "Panda's table does not tie Max's inputs to one type (no `equal_common_types`), so a rule could not say which register kind they are in",
            )
        }
        SourceOpcode::MNeg => {
            Some(
                "Panda's table does not tie MNeg's inputs to one type (no `equal_common_types`), so a rule could not say which register kind they are in",
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
        SourceOpcode::Constant => Some(0),
        _ => None,
    }
}
/// The rule that lowers `inst`: the first of its opcode's rules, in priority order,
/// whose types, condition and input patterns hold; `None` when none does.
pub fn select(cx: &Cx<'_>, inst: ::opforge_cfg::Inst) -> Option<RuleId> {
    #[allow(unreachable_patterns)]
    match cx.opcode(inst)? {
        SourceOpcode::CallStatic => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 27 != 0 {
                return Some(RuleId(109));
            }
            if t & 4 != 0 {
                return Some(RuleId(110));
            }
            None
        }
        SourceOpcode::NullPtr => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 16 != 0 {
                return Some(RuleId(111));
            }
            None
        }
        SourceOpcode::ReturnVoid => {
            if true {
                return Some(RuleId(108));
            }
            None
        }
        SourceOpcode::Constant => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 3 != 0 {
                return Some(RuleId(0));
            }
            if t & 4 != 0 {
                return Some(RuleId(1));
            }
            None
        }
        SourceOpcode::Return => {
            let t = cx.operand_type(inst, 0).map_or(0, type_bit);
            if t & 27 != 0 {
                return Some(RuleId(106));
            }
            if t & 4 != 0 {
                return Some(RuleId(107));
            }
            None
        }
        SourceOpcode::Cast => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(60));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 8 != 0 {
                return Some(RuleId(61));
            }
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(62));
            }
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 9 != 0 {
                return Some(RuleId(63));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(64));
            }
            if t & 3 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(65));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 9 != 0 {
                return Some(RuleId(66));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(67));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(68));
            }
            if t & 8 != 0 {
                return Some(RuleId(69));
            }
            if t & 7 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 16 != 0 {
                return Some(RuleId(70));
            }
            if t & 16 != 0 {
                return Some(RuleId(71));
            }
            None
        }
        SourceOpcode::Bitcast => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(72));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(73));
            }
            if true {
                return Some(RuleId(74));
            }
            None
        }
        SourceOpcode::IfImm => {
            let t = cx.operand_type(inst, 2).map_or(0, type_bit);
            if t & 9 != 0 && matches!(cx.imm(inst, 0), Some(0..= 9)) {
                return Some(RuleId(99));
            }
            if t & 2 != 0 && matches!(cx.imm(inst, 0), Some(0..= 9)) {
                return Some(RuleId(100));
            }
            if t & 16 != 0 && matches!(cx.imm(inst, 0), Some(0 | 1)) {
                return Some(RuleId(103));
            }
            if t & 11 != 0 && matches!(cx.imm(inst, 0), Some(10 | 11)) {
                return Some(RuleId(101));
            }
            if t & 4 != 0 {
                return Some(RuleId(102));
            }
            if t & 16 != 0 {
                return Some(RuleId(104));
            }
            None
        }
        SourceOpcode::LenArray => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 {
                return Some(RuleId(113));
            }
            if t & 10 != 0 {
                return Some(RuleId(114));
            }
            None
        }
        SourceOpcode::Neg => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(48));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(49));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(50));
            }
            if t & 15 != 0 {
                return Some(RuleId(51));
            }
            None
        }
        SourceOpcode::Abs => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(55));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(56));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(57));
            }
            if t & 15 != 0 {
                return Some(RuleId(58));
            }
            None
        }
        SourceOpcode::Sqrt => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(59));
            }
            None
        }
        SourceOpcode::Not => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(52));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(53));
            }
            if t & 15 != 0 {
                return Some(RuleId(54));
            }
            None
        }
        SourceOpcode::Add => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(2));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(3));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(4));
            }
            if t & 15 != 0 {
                return Some(RuleId(5));
            }
            None
        }
        SourceOpcode::Sub => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(6));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(7));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(8));
            }
            if t & 15 != 0 {
                return Some(RuleId(9));
            }
            None
        }
        SourceOpcode::Mul => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(10));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(11));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(12));
            }
            if t & 15 != 0 {
                return Some(RuleId(13));
            }
            None
        }
        SourceOpcode::Div => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(32));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(33));
            }
            if t & 4 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 4 != 0 {
                return Some(RuleId(34));
            }
            if t & 15 != 0 {
                return Some(RuleId(35));
            }
            None
        }
        SourceOpcode::Mod => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(36));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(37));
            }
            if t & 15 != 0 {
                return Some(RuleId(38));
            }
            None
        }
        SourceOpcode::Shl => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(23));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(24));
            }
            if t & 15 != 0 {
                return Some(RuleId(25));
            }
            None
        }
        SourceOpcode::Shr => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(26));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(27));
            }
            if t & 15 != 0 {
                return Some(RuleId(28));
            }
            None
        }
        SourceOpcode::AShr => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(29));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(30));
            }
            if t & 15 != 0 {
                return Some(RuleId(31));
            }
            None
        }
        SourceOpcode::And => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(14));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(15));
            }
            if t & 15 != 0 {
                return Some(RuleId(16));
            }
            None
        }
        SourceOpcode::Or => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(17));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(18));
            }
            if t & 15 != 0 {
                return Some(RuleId(19));
            }
            None
        }
        SourceOpcode::Xor => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(20));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(21));
            }
            if t & 15 != 0 {
                return Some(RuleId(22));
            }
            None
        }
        SourceOpcode::OrNot => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(42));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(43));
            }
            if t & 15 != 0 {
                return Some(RuleId(44));
            }
            None
        }
        SourceOpcode::AndNot => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(39));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(40));
            }
            if t & 15 != 0 {
                return Some(RuleId(41));
            }
            None
        }
        SourceOpcode::XorNot => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 1 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(45));
            }
            if t & 2 != 0 && cx.operand_type(inst, 0).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(46));
            }
            if t & 15 != 0 {
                return Some(RuleId(47));
            }
            None
        }
        SourceOpcode::Compare => {
            let t = cx.operand_type(inst, 1).map_or(0, type_bit);
            if t & 11 != 0 && matches!(cx.imm(inst, 0), Some(0..= 9)) {
                return Some(RuleId(75));
            }
            if t & 11 != 0 && matches!(cx.imm(inst, 0), Some(10)) {
                return Some(RuleId(76));
            }
            if t & 11 != 0 && matches!(cx.imm(inst, 0), Some(11)) {
                return Some(RuleId(77));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(0)) {
                return Some(RuleId(78));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(1)) {
                return Some(RuleId(79));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(2)) {
                return Some(RuleId(80));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(3)) {
                return Some(RuleId(81));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(4)) {
                return Some(RuleId(82));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(5)) {
                return Some(RuleId(83));
            }
            if t & 16 != 0 && matches!(cx.imm(inst, 0), Some(0 | 1)) {
                return Some(RuleId(85));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(6..= 11)) {
                return Some(RuleId(84));
            }
            if t & 16 != 0 {
                return Some(RuleId(86));
            }
            None
        }
        SourceOpcode::If => {
            let t = cx.operand_type(inst, 1).map_or(0, type_bit);
            if t & 11 != 0 && matches!(cx.imm(inst, 0), Some(0..= 9)) {
                return Some(RuleId(87));
            }
            if t & 11 != 0 && matches!(cx.imm(inst, 0), Some(10)) {
                return Some(RuleId(88));
            }
            if t & 11 != 0 && matches!(cx.imm(inst, 0), Some(11)) {
                return Some(RuleId(89));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(0)) {
                return Some(RuleId(90));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(1)) {
                return Some(RuleId(91));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(2)) {
                return Some(RuleId(92));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(3)) {
                return Some(RuleId(93));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(4)) {
                return Some(RuleId(94));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(5)) {
                return Some(RuleId(95));
            }
            if t & 16 != 0 && matches!(cx.imm(inst, 0), Some(0 | 1)) {
                return Some(RuleId(97));
            }
            if t & 4 != 0 && matches!(cx.imm(inst, 0), Some(6..= 11)) {
                return Some(RuleId(96));
            }
            if t & 16 != 0 {
                return Some(RuleId(98));
            }
            None
        }
        SourceOpcode::NewArray => {
            if true {
                return Some(RuleId(112));
            }
            None
        }
        SourceOpcode::LoadArray => {
            let t = cx.result_type(inst).map_or(0, type_bit);
            if t & 7 != 0 && cx.operand_type(inst, 1).map_or(0, type_bit) & 1 != 0 {
                return Some(RuleId(115));
            }
            if t & 7 != 0 && cx.operand_type(inst, 1).map_or(0, type_bit) & 2 != 0 {
                return Some(RuleId(116));
            }
            if t & 7 != 0 && cx.operand_type(inst, 1).map_or(0, type_bit) & 8 != 0 {
                return Some(RuleId(117));
            }
            if t & 24 != 0 {
                return Some(RuleId(118));
            }
            None
        }
        SourceOpcode::StoreArray => {
            if cx.operand_type(inst, 1).map_or(0, type_bit) & 1 != 0
                && cx.operand_type(inst, 2).map_or(0, type_bit) & 7 != 0
            {
                return Some(RuleId(119));
            }
            if cx.operand_type(inst, 1).map_or(0, type_bit) & 2 != 0
                && cx.operand_type(inst, 2).map_or(0, type_bit) & 7 != 0
            {
                return Some(RuleId(120));
            }
            if cx.operand_type(inst, 1).map_or(0, type_bit) & 8 != 0 {
                return Some(RuleId(121));
            }
            if cx.operand_type(inst, 1).map_or(0, type_bit) & 3 != 0
                && cx.operand_type(inst, 2).map_or(0, type_bit) & 24 != 0
            {
                return Some(RuleId(122));
            }
            None
        }
        SourceOpcode::Goto => {
            if true {
                return Some(RuleId(105));
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
            let t0 = cx.builder().iconst(a0_0, Type::I64);
            let out = cx.builder().bitcast_to_float(t0, own);
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
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().iadd(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        4 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fadd(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        6 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().isub(a0_0, a0_1);
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
        8 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fsub(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        10 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().imul(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        11 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().imul(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        12 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fmul(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        14 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().band(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        15 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().band(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        17 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().bor(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        18 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().bor(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        20 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().bxor(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        21 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().bxor(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        23 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().ishl(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        24 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().ishl(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        26 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().ushr(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        27 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().ushr(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        29 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().sshr(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        30 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().sshr(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        32 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().sdiv(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        33 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().sdiv(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        34 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().fdiv(a0_0, a0_1);
            cx.define(inst, out);
            Ok(())
        }
        36 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().sdiv(a0_0, a0_1);
            let a1_1 = cx.operand_value(inst, 1)?;
            let a1_2 = cx.operand_value(inst, 0)?;
            let out = cx.builder().msub(t0, a1_1, a1_2);
            cx.define(inst, out);
            Ok(())
        }
        37 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().sdiv(a0_0, a0_1);
            let a1_1 = cx.operand_value(inst, 1)?;
            let a1_2 = cx.operand_value(inst, 0)?;
            let out = cx.builder().msub(t0, a1_1, a1_2);
            cx.define(inst, out);
            Ok(())
        }
        39 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().bnot(a0_0);
            let a1_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().band(a1_0, t0);
            cx.define(inst, out);
            Ok(())
        }
        40 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().bnot(a0_0);
            let a1_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().band(a1_0, t0);
            cx.define(inst, out);
            Ok(())
        }
        42 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().bnot(a0_0);
            let a1_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bor(a1_0, t0);
            cx.define(inst, out);
            Ok(())
        }
        43 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().bnot(a0_0);
            let a1_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bor(a1_0, t0);
            cx.define(inst, out);
            Ok(())
        }
        45 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().bnot(a0_0);
            let a1_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bxor(a1_0, t0);
            cx.define(inst, out);
            Ok(())
        }
        46 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let t0 = cx.builder().bnot(a0_0);
            let a1_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bxor(a1_0, t0);
            cx.define(inst, out);
            Ok(())
        }
        48 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().ineg(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        49 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().ineg(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        50 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().fneg(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        52 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bnot(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        53 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bnot(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        55 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let t0 = cx.builder().ineg(a0_0);
            let a1_1 = cx.operand_value(inst, 0)?;
            let a1_2 = cx.fit(inst, 0)?;
            let t1 = cx.builder().icmp_imm(imm::Cond::Lt, a1_1, a1_2);
            let a2_2 = cx.operand_value(inst, 0)?;
            let out = cx.builder().select(t1, t0, a2_2);
            cx.define(inst, out);
            Ok(())
        }
        56 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let t0 = cx.builder().ineg(a0_0);
            let a1_1 = cx.operand_value(inst, 0)?;
            let a1_2 = cx.fit(inst, 0)?;
            let t1 = cx.builder().icmp_imm(imm::Cond::Lt, a1_1, a1_2);
            let a2_2 = cx.operand_value(inst, 0)?;
            let out = cx.builder().select(t1, t0, a2_2);
            cx.define(inst, out);
            Ok(())
        }
        57 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().fabs(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        59 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().fsqrt(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        60 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().sextend32(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        61 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().uextend32(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        62 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().ireduce(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        63 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().copy(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        64 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().copy(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        65 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().fcvtzs_from_f64(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        66 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().scvt_from_i32(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        67 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().scvt_from_i64(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        68 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().copy(a0_0);
            cx.define(inst, out);
            Ok(())
        }
        72 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bitcast_to_int(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        73 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let out = cx.builder().bitcast_to_float(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        75 => {
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
        76 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let a0_1 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().band(a0_0, a0_1);
            let a1_2 = cx.fit(inst, 0)?;
            let out = cx.builder().icmp_imm(imm::Cond::Eq, t0, a1_2);
            cx.define(inst, out);
            Ok(())
        }
        77 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let a0_1 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().band(a0_0, a0_1);
            let a1_2 = cx.fit(inst, 0)?;
            let out = cx.builder().icmp_imm(imm::Cond::Ne, t0, a1_2);
            cx.define(inst, out);
            Ok(())
        }
        78 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let out = cx.builder().fcmp(imm::Cond::Eq, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        79 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let out = cx.builder().fcmp(imm::Cond::Ne, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        80 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let out = cx.builder().fcmp(imm::Cond::Mi, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        81 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let out = cx.builder().fcmp(imm::Cond::Ls, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        82 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let out = cx.builder().fcmp(imm::Cond::Gt, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        83 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let out = cx.builder().fcmp(imm::Cond::Ge, a0_1, a0_2);
            cx.define(inst, out);
            Ok(())
        }
        85 => {
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
        87 => {
            let a0_0 = {
                let value = cx.imm(inst, 0).unwrap_or(-1);
                match cond_0(value as u64) {
                    Some(c) => c,
                    None => return Err(cx.unmapped(inst, value)),
                }
            };
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let (b0_3, a0_3) = cx.target(inst, 3)?;
            let (b0_4, a0_4) = cx.target(inst, 4)?;
            let _ = cx.builder().br_icmp(a0_0, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        88 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let a0_1 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().band(a0_0, a0_1);
            let a1_2 = cx.fit(inst, 0)?;
            let t1 = cx.builder().icmp_imm(imm::Cond::Eq, t0, a1_2);
            let (b2_1, a2_1) = cx.target(inst, 3)?;
            let (b2_2, a2_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t1, (b2_1, &a2_1), (b2_2, &a2_2));
            Ok(())
        }
        89 => {
            let a0_0 = cx.operand_value(inst, 1)?;
            let a0_1 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().band(a0_0, a0_1);
            let a1_2 = cx.fit(inst, 0)?;
            let t1 = cx.builder().icmp_imm(imm::Cond::Ne, t0, a1_2);
            let (b2_1, a2_1) = cx.target(inst, 3)?;
            let (b2_2, a2_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t1, (b2_1, &a2_1), (b2_2, &a2_2));
            Ok(())
        }
        90 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().fcmp(imm::Cond::Eq, a0_1, a0_2);
            let (b1_1, a1_1) = cx.target(inst, 3)?;
            let (b1_2, a1_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t0, (b1_1, &a1_1), (b1_2, &a1_2));
            Ok(())
        }
        91 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().fcmp(imm::Cond::Ne, a0_1, a0_2);
            let (b1_1, a1_1) = cx.target(inst, 3)?;
            let (b1_2, a1_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t0, (b1_1, &a1_1), (b1_2, &a1_2));
            Ok(())
        }
        92 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().fcmp(imm::Cond::Mi, a0_1, a0_2);
            let (b1_1, a1_1) = cx.target(inst, 3)?;
            let (b1_2, a1_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t0, (b1_1, &a1_1), (b1_2, &a1_2));
            Ok(())
        }
        93 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().fcmp(imm::Cond::Ls, a0_1, a0_2);
            let (b1_1, a1_1) = cx.target(inst, 3)?;
            let (b1_2, a1_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t0, (b1_1, &a1_1), (b1_2, &a1_2));
            Ok(())
        }
        94 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().fcmp(imm::Cond::Gt, a0_1, a0_2);
            let (b1_1, a1_1) = cx.target(inst, 3)?;
            let (b1_2, a1_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t0, (b1_1, &a1_1), (b1_2, &a1_2));
            Ok(())
        }
        95 => {
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let t0 = cx.builder().fcmp(imm::Cond::Ge, a0_1, a0_2);
            let (b1_1, a1_1) = cx.target(inst, 3)?;
            let (b1_2, a1_2) = cx.target(inst, 4)?;
            let _ = cx.builder().brif(t0, (b1_1, &a1_1), (b1_2, &a1_2));
            Ok(())
        }
        97 => {
            let a0_0 = {
                let value = cx.imm(inst, 0).unwrap_or(-1);
                match cond_0(value as u64) {
                    Some(c) => c,
                    None => return Err(cx.unmapped(inst, value)),
                }
            };
            let a0_1 = cx.operand_value(inst, 1)?;
            let a0_2 = cx.operand_value(inst, 2)?;
            let (b0_3, a0_3) = cx.target(inst, 3)?;
            let (b0_4, a0_4) = cx.target(inst, 4)?;
            let _ = cx.builder().br_icmp(a0_0, a0_1, a0_2, (b0_3, &a0_3), (b0_4, &a0_4));
            Ok(())
        }
        99 => {
            let a0_0 = cx.imm(inst, 1).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let t0 = cx.builder().iconst(a0_0, Type::I32);
            let a1_0 = {
                let value = cx.imm(inst, 0).unwrap_or(-1);
                match cond_0(value as u64) {
                    Some(c) => c,
                    None => return Err(cx.unmapped(inst, value)),
                }
            };
            let a1_1 = cx.operand_value(inst, 2)?;
            let (b1_3, a1_3) = cx.target(inst, 3)?;
            let (b1_4, a1_4) = cx.target(inst, 4)?;
            let _ = cx.builder().br_icmp(a1_0, a1_1, t0, (b1_3, &a1_3), (b1_4, &a1_4));
            Ok(())
        }
        100 => {
            let a0_0 = cx.imm(inst, 1).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let t0 = cx.builder().iconst(a0_0, Type::I64);
            let a1_0 = {
                let value = cx.imm(inst, 0).unwrap_or(-1);
                match cond_0(value as u64) {
                    Some(c) => c,
                    None => return Err(cx.unmapped(inst, value)),
                }
            };
            let a1_1 = cx.operand_value(inst, 2)?;
            let (b1_3, a1_3) = cx.target(inst, 3)?;
            let (b1_4, a1_4) = cx.target(inst, 4)?;
            let _ = cx.builder().br_icmp(a1_0, a1_1, t0, (b1_3, &a1_3), (b1_4, &a1_4));
            Ok(())
        }
        103 => {
            let a0_0 = cx.imm(inst, 1).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let t0 = cx.builder().iconst(a0_0, Type::I64);
            let a1_0 = {
                let value = cx.imm(inst, 0).unwrap_or(-1);
                match cond_0(value as u64) {
                    Some(c) => c,
                    None => return Err(cx.unmapped(inst, value)),
                }
            };
            let a1_1 = cx.operand_value(inst, 2)?;
            let (b1_3, a1_3) = cx.target(inst, 3)?;
            let (b1_4, a1_4) = cx.target(inst, 4)?;
            let _ = cx.builder().br_icmp(a1_0, a1_1, t0, (b1_3, &a1_3), (b1_4, &a1_4));
            Ok(())
        }
        105 => {
            let (b0_0, a0_0) = cx.target(inst, 0)?;
            let _ = cx.builder().jump((b0_0, &a0_0));
            Ok(())
        }
        106 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let _ = cx.builder().ret(a0_0);
            Ok(())
        }
        107 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let _ = cx.builder().fret(a0_0);
            Ok(())
        }
        108 => {
            let _ = cx.builder().ret_void();
            Ok(())
        }
        109 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.imm(inst, 0).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let a0_1 = cx.operand_values_from(inst, 2)?;
            let out = cx.builder().call(a0_0, &a0_1, own);
            cx.define(inst, out);
            Ok(())
        }
        110 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.imm(inst, 0).unwrap_or_default();
            let a0_0 = cx.fit(inst, a0_0)?;
            let a0_1 = cx.operand_values_from(inst, 2)?;
            let out = cx.builder().fcall(a0_0, &a0_1, own);
            cx.define(inst, out);
            Ok(())
        }
        111 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.fit(inst, 0)?;
            let out = cx.builder().iconst(a0_0, own);
            cx.define(inst, out);
            Ok(())
        }
        112 => custom.lower_new_array(cx, inst),
        113 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.fit(inst, 0)?;
            let out = cx.builder().load(a0_0, a0_1, own);
            cx.define(inst, out);
            Ok(())
        }
        115 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.fit(inst, 8)?;
            let t0 = cx.builder().iadd_imm(a0_0, a0_1);
            let a1_0 = cx.operand_value(inst, 1)?;
            let t1 = cx.builder().sextend32(a1_0);
            let out = cx.builder().load_idx(t0, t1, own);
            cx.define(inst, out);
            Ok(())
        }
        116 => {
            let Some(own) = cx.result_type(inst).and_then(target_type) else {
                return Err(cx.untyped(inst));
            };
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.fit(inst, 8)?;
            let t0 = cx.builder().iadd_imm(a0_0, a0_1);
            let a1_1 = cx.operand_value(inst, 1)?;
            let out = cx.builder().load_idx(t0, a1_1, own);
            cx.define(inst, out);
            Ok(())
        }
        119 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.fit(inst, 8)?;
            let t0 = cx.builder().iadd_imm(a0_0, a0_1);
            let a1_0 = cx.operand_value(inst, 1)?;
            let t1 = cx.builder().sextend32(a1_0);
            let a2_0 = cx.operand_value(inst, 2)?;
            let _ = cx.builder().store_idx(a2_0, t0, t1);
            Ok(())
        }
        120 => {
            let a0_0 = cx.operand_value(inst, 0)?;
            let a0_1 = cx.fit(inst, 8)?;
            let t0 = cx.builder().iadd_imm(a0_0, a0_1);
            let a1_0 = cx.operand_value(inst, 2)?;
            let a1_2 = cx.operand_value(inst, 1)?;
            let _ = cx.builder().store_idx(a1_0, t0, a1_2);
            Ok(())
        }
        _ => Ok(()),
    }
}
/// The rules of `lower_panda_arm64` lowering `panda.yaml` into `lir-arm64.yaml`, for [`::opforge_cfg::lower::lower`]; `custom` holds the hand-written rules.
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
