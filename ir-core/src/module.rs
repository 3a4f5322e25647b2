//! A module: the named circuits of one program, each a function. A function's address, the value a
//! CALL takes as its callee, is its index in the module (in text, `CONSTANT arch @name`); a callee
//! value that is no index of the module names no function. [`Module::verify`] checks every
//! function's circuit and, across functions, that each CALL of a known callee passes what the
//! callee's ARG gates read and takes the type its RETURNs give.

use crate::circuit::{Circuit, GateRef, WireKind};
use crate::interp::param_types;
use crate::opcode::{MachineType, Opcode};
use crate::verify::{Check, Violation, Violations};

/// One function of a module: its name and its circuit.
#[derive(Clone, Debug)]
pub struct Function {
    /// The name, unique in its module.
    pub name: String,
    /// The body.
    pub circuit: Circuit,
}

/// Two functions of one module with the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateFunction(pub String);

impl std::fmt::Display for DuplicateFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "function `{}` is defined twice", self.0)
    }
}

impl std::error::Error for DuplicateFunction {}

/// The functions of a program, in order; the index of a function is its address.
#[derive(Clone, Debug, Default)]
pub struct Module {
    functions: Vec<Function>,
}

impl Module {
    /// A module without functions.
    pub fn new() -> Self {
        Self::default()
    }

    /// A module holding one function.
    pub fn single(name: impl Into<String>, circuit: Circuit) -> Self {
        Module {
            functions: vec![Function {
                name: name.into(),
                circuit,
            }],
        }
    }

    /// Adds a function and returns its address (its index).
    pub fn push(
        &mut self,
        name: impl Into<String>,
        circuit: Circuit,
    ) -> Result<u64, DuplicateFunction> {
        let name = name.into();
        if self.index(&name).is_some() {
            return Err(DuplicateFunction(name));
        }
        self.functions.push(Function { name, circuit });
        Ok(self.functions.len() as u64 - 1)
    }

    /// The address (index) of the function called `name`.
    pub fn index(&self, name: &str) -> Option<u64> {
        self.functions
            .iter()
            .position(|f| f.name == name)
            .map(|i| i as u64)
    }

    /// The function at `address`.
    pub fn get(&self, address: u64) -> Option<&Function> {
        usize::try_from(address)
            .ok()
            .and_then(|i| self.functions.get(i))
    }

    /// Every function, in address order.
    pub fn functions(&self) -> &[Function] {
        &self.functions
    }

    /// Verifies every function's circuit and every CALL whose callee is the address of one of
    /// the module's functions (a `CONSTANT arch`): as many arguments as the callee has
    /// parameters, each of its parameter's type, and a result of the type the callee returns (a
    /// CALL typed `novalue` ignores it). A callee that is no function of the module is a trap
    /// when the code runs, not an error here. `Ok`, or each function with violations (by index)
    /// and its violations.
    pub fn verify(&self) -> Result<(), Vec<(usize, Violations)>> {
        let mut verifier = crate::verify::Verifier::new();
        let mut out = Vec::new();
        for (i, f) in self.functions.iter().enumerate() {
            let mut found = verifier.run(&f.circuit);
            self.check_calls(&f.circuit, &mut found.0);
            if !found.is_empty() {
                found.0.sort_by_key(|v| (v.gate, v.check));
                out.push((i, found));
            }
        }
        if out.is_empty() { Ok(()) } else { Err(out) }
    }

    /// The call rule of [`Module::verify`] over the CALLs of `c`.
    fn check_calls(&self, c: &Circuit, out: &mut Vec<Violation>) {
        for (i, op) in c.opcodes().enumerate() {
            if op != Opcode::Call {
                continue;
            }
            let call = GateRef(i as u32);
            let Some((&callee, args)) = c.data_inputs(call).split_first() else {
                continue;
            };
            let Some(target) = (c.opcode(callee) == Some(Opcode::Constant)
                && c.machine_type(callee) == Some(MachineType::Arch))
            .then(|| c.bitfield(callee).and_then(|a| self.get(a)))
            .flatten() else {
                continue;
            };
            let violation = |wire, expected: String, found: String| Violation {
                check: Check::CallSignature,
                gate: call,
                opcode: Some(Opcode::Call),
                wire,
                expected,
                found,
            };
            let params = param_types(&target.circuit);
            if params.len() != args.len() {
                out.push(violation(
                    None,
                    format!(
                        "{} argument{}, the parameters of `{}`",
                        params.len(),
                        if params.len() == 1 { "" } else { "s" },
                        target.name
                    ),
                    args.len().to_string(),
                ));
                continue;
            }
            for (k, (want, &arg)) in params.iter().zip(args).enumerate() {
                let found = c.machine_type(arg);
                if let Some(want) = *want
                    && found != Some(want)
                {
                    out.push(violation(
                        Some((WireKind::Data, k + 1)),
                        format!("{want}, the type of parameter {k} of `{}`", target.name),
                        found.map_or_else(|| "no type".into(), |t| t.to_string()),
                    ));
                }
            }
            let result = c.machine_type(call);
            let returned = return_type(&target.circuit);
            if let (Some(result), Some(returned)) = (result, returned)
                && result != MachineType::Novalue
                && result != returned
            {
                out.push(violation(
                    None,
                    format!("a result of {returned}, the type `{}` returns", target.name),
                    result.to_string(),
                ));
            }
        }
    }
}

/// The type of the value a function's first RETURN gives, if it has one.
fn return_type(c: &Circuit) -> Option<MachineType> {
    let r = c.opcodes().position(|op| op == Opcode::Return)?;
    let v = *c.data_inputs(GateRef(r as u32)).first()?;
    c.machine_type(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn functions_are_found_by_name_and_address_and_names_are_unique() {
        let mut m = Module::single("f", Circuit::new());
        assert_eq!(m.push("g", Circuit::new()), Ok(1));
        assert_eq!(
            m.push("f", Circuit::new()).map_err(|e| e.to_string()),
            Err("function `f` is defined twice".to_owned())
        );
        assert_eq!(m.index("g"), Some(1));
        assert_eq!(m.get(1).map(|f| f.name.as_str()), Some("g"));
        assert!(m.get(2).is_none() && m.get(u64::MAX).is_none());
        assert_eq!(m.functions().len(), 2);
    }
}
