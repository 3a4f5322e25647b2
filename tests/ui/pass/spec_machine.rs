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
}
