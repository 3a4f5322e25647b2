//! The expression builtins of `spec/arm64.yaml`'s alias conditions: the value of a logical
//! immediate and LLVM's predicates for printing MOVZ and MOVN as MOV. Each names the function of
//! `opforge_arm64_imm` the generated code calls.

use ir_spec::isa::Builtin;

/// `decode_bitmask`, `movz_alias`, `movn_alias` and `any_movw`.
pub fn builtins() -> Vec<Builtin> {
    vec![
        Builtin::new(
            "decode_bitmask",
            4,
            false,
            "::opforge_arm64_imm::decode_bitmask",
            "`decode_bitmask(n, immr, imms, width)`: the value of a logical immediate.",
        ),
        Builtin::new(
            "movz_alias",
            3,
            true,
            "::opforge_arm64_imm::movz_alias",
            "`movz_alias(value, shift, width)`: whether MOVZ with this value and shift prints as MOV.",
        ),
        Builtin::new(
            "movn_alias",
            3,
            true,
            "::opforge_arm64_imm::movn_alias",
            "`movn_alias(value, shift, width)`: whether MOVN with this value and shift prints as MOV.",
        ),
        Builtin::new(
            "any_movw",
            2,
            true,
            "::opforge_arm64_imm::any_movw",
            "`any_movw(value, width)`: whether a MOVZ or MOVN can produce the value.",
        ),
    ]
}
