//! The expression builtins of `spec/arm64.yaml`'s alias conditions: the value of a logical
//! immediate and LLVM's predicates for printing MOVZ and MOVN as MOV. Each names the function of
//! `opforge_machine::a64` the generated code calls.

use ir_spec::isa::Builtin;

/// `decode_bitmask`, `movz_alias`, `movn_alias` and `any_movw`.
pub fn builtins() -> Vec<Builtin> {
    vec![
        Builtin::new(
            "decode_bitmask",
            4,
            false,
            "support::decode_bitmask",
            "`decode_bitmask(n, immr, imms, width)`: the value of a logical immediate.",
        ),
        Builtin::new(
            "movz_alias",
            3,
            true,
            "support::movz_alias",
            "`movz_alias(value, shift, width)`: whether MOVZ with this value and shift prints as MOV.",
        ),
        Builtin::new(
            "movn_alias",
            3,
            true,
            "support::movn_alias",
            "`movn_alias(value, shift, width)`: whether MOVN with this value and shift prints as MOV.",
        ),
        Builtin::new(
            "any_movw",
            2,
            true,
            "support::any_movw",
            "`any_movw(value, width)`: whether a MOVZ or MOVN can produce the value.",
        ),
    ]
}
