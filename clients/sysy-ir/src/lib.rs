//! The SysY IR: the layer `ir_spec::Builder` generates from `spec/sysy.yaml` (`Type`, `Opcode`,
//! the typed `InstBuilder`, visitors, `INST_INFO`), the seed's verification rules that the table
//! hands to Rust ([`Folding`]: what a folding pass would have removed), and [`verify`], which
//! runs every rule on a module: each function's own checks, calls against their callees, global
//! references and initialisers ([`opforge_cfg::verify_module`]), then the custom checks.
//!
//! ```
//! use opforge_cfg::{Builder, Function, Init, Module};
//! use sysy_ir::{InstBuilder, Type};
//!
//! let mut m = Module::new();
//! let arr = Type::array(3, Type::I32).ok_or("arrays")?;
//! let table = m.add_global("table", arr, Init::Zero);
//! let ptr = Type::pointer(arr).ok_or("pointers")?;
//! let mut f = Function::new("second", &[], &[Type::I32]);
//! let mut b = Builder::new(&mut f);
//! let table = u32::try_from(table).map_err(|_| "a 32-bit global number")?;
//! let base = b.global_addr(table, ptr);            // *[3 x i32]
//! let (zero, one) = (b.iconst(0), b.iconst(1));
//! let addr = b.gep(base, &[zero, one]);            // *i32, derived by the table's `address`
//! let value = b.load(addr);                        // i32, the element type
//! b.ret(&[value]);
//! m.add_function(f);
//! assert!(sysy_ir::verify(&m).is_ok());
//! # Ok::<(), &str>(())
//! ```

opforge_cfg::include_cfg!("sysy.rs");

use opforge_cfg::{
    CfgOpcode, Function, Inst, Module, ModuleFinding, ModuleReport, Operand, Value, ValueDef,
};

/// The constant `v` is, when an instruction of a `constant` row defines it: its immediate.
pub fn constant(func: &Function<Opcode>, v: Value) -> Option<i64> {
    let ValueDef::Result { inst, .. } = func.value(v)?.def else {
        return None;
    };
    let data = func.inst(inst)?;
    if data.opcode.info().flags & flag::CONSTANT == 0 {
        return None;
    }
    match data.operand(0)? {
        Operand::Imm(x) => Some(x),
        _ => None,
    }
}

/// The value operands of `inst`.
fn values(func: &Function<Opcode>, inst: Inst) -> Vec<Value> {
    func.inst(inst).map_or_else(Vec::new, |d| {
        d.operands()
            .filter_map(|o| match o {
                Operand::Value(v) => Some(v),
                _ => None,
            })
            .collect()
    })
}

/// The seed's rules that are folding policy rather than typing: an operation whose operands
/// are all constants, a division by a constant zero, a conditional branch on a constant or to
/// one block twice (which would also make that block's predecessors not distinct).
#[derive(Clone, Copy, Debug, Default)]
pub struct Folding;

impl Folding {
    fn all_constant(func: &Function<Opcode>, inst: Inst) -> Result<(), String> {
        let operands = values(func, inst);
        if !operands.is_empty() && operands.iter().all(|&v| constant(func, v).is_some()) {
            let list: Vec<String> = operands.iter().map(Value::to_string).collect();
            return Err(format!(
                "every operand ({}) is a constant; the operation should have been folded",
                list.join(", ")
            ));
        }
        Ok(())
    }
}

impl CustomChecks for Folding {
    fn check_fold(&self, func: &Function<Opcode>, inst: Inst) -> Result<(), String> {
        Self::all_constant(func, inst)
    }

    fn check_division(&self, func: &Function<Opcode>, inst: Inst) -> Result<(), String> {
        Self::all_constant(func, inst)?;
        match func.inst(inst).and_then(|d| d.operand(1)) {
            Some(Operand::Value(v)) if constant(func, v) == Some(0) => {
                Err(format!("divides by {v}, the constant zero"))
            }
            _ => Ok(()),
        }
    }

    fn check_branch(&self, func: &Function<Opcode>, inst: Inst) -> Result<(), String> {
        let Some(d) = func.inst(inst) else {
            return Ok(());
        };
        if let Some(Operand::Value(c)) = d.operand(0)
            && constant(func, c).is_some()
        {
            return Err(format!(
                "the condition {c} is a constant; the branch should have been folded into a jump"
            ));
        }
        let targets: Vec<_> = d.targets().map(|(_, call)| call.block).collect();
        if let [a, b] = targets[..]
            && a == b
        {
            let from = d
                .block
                .map_or_else(|| "its block".to_owned(), |b| b.to_string());
            return Err(format!(
                "both targets are {a}, so {from} would be its predecessor twice"
            ));
        }
        Ok(())
    }
}

/// Verifies `module` by every rule of the SysY IR: the warnings, or the report with every
/// finding when one is an error (the custom checks' findings come last).
pub fn verify(module: &Module<Opcode>) -> Result<Vec<ModuleFinding>, ModuleReport> {
    let mut findings = match opforge_cfg::verify_module(module, Default::default()) {
        Ok(warnings) => warnings,
        Err(report) => report.findings,
    };
    for func in &module.functions {
        for (inst, message) in verify_custom(func, &Folding) {
            findings.push(ModuleFinding::custom(func, inst, message));
        }
    }
    let report = ModuleReport { findings };
    if report.is_ok() {
        Ok(report.findings)
    } else {
        Err(report)
    }
}
