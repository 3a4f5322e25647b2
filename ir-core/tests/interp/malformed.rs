//! Malformed circuits: random graphs end without panicking.

use super::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Any graph, with a RETURN from the entry demanding one of its gates: the interpreter ends
    /// (with an outcome or an error it can print) within its fuel, and never panics.
    #[test]
    fn random_graphs_end_without_panicking(
        mut c in random::arbitrary_circuit(),
        demanded in any::<u32>(),
        bits in any::<u64>(),
    ) {
        let target = GateRef(demanded % c.len() as u32);
        let _ = c.add(
            Opcode::Return,
            MachineType::Novalue,
            ir_core::GateType::EMPTY,
            0,
            ir_core::Inputs {
                state: &[GateRef(1)],
                depend: &[GateRef(2)],
                data: &[target],
                root: Some(GateRef(3)),
            },
        );
        let args: Vec<Value> = ir_core::interp::param_types(&c)
            .into_iter()
            .map(|t| Value::from_bits(t.unwrap_or(MachineType::I64), bits))
            .collect();
        let options = Options { fuel: 10_000, ..Options::default() };
        match run(&c, &args, &options) {
            Ok(outcome) => prop_assert!(!outcome.to_string().is_empty()),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}
