//! The escape hatch of block-structured tables: `tests/specs/cfg.yaml` names a hand-written check
//! on its `call` row (`custom: { verify: check_call }`); the generated `CustomChecks` trait
//! declares it and `verify_custom` runs it on every call, reporting each failure with its
//! instruction. (A missing implementation is a compile error: `tests/ui/fail/cfg_custom_check_missing.rs`.)

use opforge_cfg::{Function, Inst, Operand, parse};
use opforge_cfg_testbed::{CustomChecks, Opcode, verify_custom};

/// Calls pass at most two arguments to callees below 10.
struct Abi;

impl CustomChecks for Abi {
    fn check_call(&self, func: &Function<Opcode>, inst: Inst) -> Result<(), String> {
        let data = func.inst(inst).ok_or("no such instruction")?;
        let args = data
            .operands()
            .filter(|o| matches!(o, Operand::Value(_)))
            .count();
        match data.operand(0) {
            Some(Operand::Imm(callee)) if callee >= 10 => {
                Err(format!("callee {callee} is not a function"))
            }
            _ if args > 2 => Err(format!("{args} arguments; at most 2")),
            _ => Ok(()),
        }
    }
}

const TEXT: &str = "\
function %f(i32) -> i32 {
block0(v0: i32):
    v1 = call.i32 1, v0, v0
    v2 = call.i32 12, v1
    v3 = call.i32 2, v0, v1, v2
    ret v3
}
";

#[test]
fn the_custom_check_runs_on_every_call_and_reports_each_failure() {
    let func: Function<Opcode> = parse(TEXT).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        opforge_cfg::verify(&func).is_ok(),
        "the table's own rules hold"
    );
    let failures = verify_custom(&func, &Abi);
    let messages: Vec<(String, &str)> = failures
        .iter()
        .map(|(i, m)| (i.to_string(), m.as_str()))
        .collect();
    assert_eq!(
        messages,
        vec![
            ("inst1".to_owned(), "callee 12 is not a function"),
            ("inst2".to_owned(), "3 arguments; at most 2"),
        ]
    );
}
