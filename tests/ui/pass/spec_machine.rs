// `spec!` on a machine spec (`kind: isa`) expands the machine layer, as the build script's
// `include_machine!` does: encoder, decoder, printer and parser, calling `opforge_machine` by path.
mod tiny {
    ir_macros::spec!("$OPFORGE_ROOT/tests/ui/specs/tiny_isa.yaml");
}

fn main() {
    let inst: tiny::Inst = "mov x1, xzr".parse().expect("parses");
    let word = inst.encode();
    assert_eq!(word, 0xffff_ffe1);
    assert_eq!(tiny::Inst::decode(word), Some(inst));
    assert_eq!(inst.to_string(), "mov x1, xzr");

    // A template character beyond ASCII (`←`, three bytes in UTF-8) is parsed and printed whole.
    let copy: tiny::Inst = "cpy x1 ← x2".parse().expect("parses");
    assert_eq!(copy.encode(), 0xffff_f841);
    assert_eq!(tiny::Inst::decode(0xffff_f841), Some(copy));
    assert_eq!(copy.to_string(), "cpy x1 ← x2");
    assert_eq!("cpy x1 ←x2".parse::<tiny::Inst>().ok(), Some(copy));
    // Its first byte alone, or another arrow, is not the character.
    assert!("cpy x1 <- x2".parse::<tiny::Inst>().is_err());
    let wrong = "cpy x1 → x2".parse::<tiny::Inst>().expect_err("another arrow");
    // Its first byte matches; the error points at the character, not inside it.
    assert_eq!(wrong.column, 8);
}
