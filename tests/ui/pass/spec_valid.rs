// `spec!` generates the opcode layer of a spec inside this crate.
ir_macros::spec!("$OPFORGE_ROOT/tests/ui/specs/valid.yaml");

fn main() {
    assert_eq!(Opcode::ALL.len(), 1);
    assert!(Opcode::Add.is_arith());
    assert_eq!("ADD".parse::<Opcode>(), Ok(Opcode::Add));
}
